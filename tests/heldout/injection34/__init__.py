"""Held-out prompt-injection corpus injection34 (written without reading the detector)."""
