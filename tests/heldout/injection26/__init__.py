"""Held-out prompt-injection corpus injection26 (written without reading the detector)."""
