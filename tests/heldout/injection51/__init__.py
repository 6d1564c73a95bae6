"""Held-out prompt-injection corpus injection51 (written without reading the detector)."""
