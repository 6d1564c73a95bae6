"""Held-out prompt-injection corpus injection54 (written without reading the detector)."""
