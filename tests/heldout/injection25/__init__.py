"""Held-out prompt-injection corpus injection25 (written without reading the detector)."""
