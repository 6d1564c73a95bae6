"""Held-out prompt-injection corpus injection35 (written without reading the detector)."""
