"""Held-out prompt-injection corpus injection47 (written without reading the detector)."""
