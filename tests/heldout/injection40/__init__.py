"""Held-out prompt-injection corpus injection40 (written without reading the detector)."""
