"""Held-out prompt-injection corpus injection53 (written without reading the detector)."""
