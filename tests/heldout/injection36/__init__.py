"""Held-out prompt-injection corpus injection36 (written without reading the detector)."""
