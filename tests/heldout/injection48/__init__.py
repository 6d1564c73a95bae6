"""Held-out prompt-injection corpus injection48 (written without reading the detector)."""
