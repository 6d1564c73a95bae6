"""Held-out prompt-injection corpus injection46 (written without reading the detector)."""
