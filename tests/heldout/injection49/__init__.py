"""Held-out prompt-injection corpus injection49 (written without reading the detector)."""
