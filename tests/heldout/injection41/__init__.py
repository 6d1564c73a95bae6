"""Held-out prompt-injection corpus injection41 (written without reading the detector)."""
