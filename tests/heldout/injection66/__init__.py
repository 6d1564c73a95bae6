"""Held-out prompt-injection corpus injection66 (written without reading the detector)."""
