"""Held-out prompt-injection corpus injection31 (written without reading the detector)."""
