"""Held-out prompt-injection corpus injection64 (written without reading the detector)."""
