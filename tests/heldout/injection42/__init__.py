"""Held-out prompt-injection corpus injection42 (written without reading the detector)."""
