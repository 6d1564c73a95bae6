"""Held-out prompt-injection corpus injection52 (written without reading the detector)."""
