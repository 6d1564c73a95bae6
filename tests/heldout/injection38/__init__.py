"""Held-out prompt-injection corpus injection38 (written without reading the detector)."""
