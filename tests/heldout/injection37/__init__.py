"""Held-out prompt-injection corpus injection37 (written without reading the detector)."""
