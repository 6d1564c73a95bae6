"""Held-out prompt-injection corpus injection50 (written without reading the detector)."""
