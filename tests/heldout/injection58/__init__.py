"""Held-out prompt-injection corpus 58 (written without reading the detector)."""
