"""Held-out prompt-injection corpus injection55 (written without reading the detector)."""
