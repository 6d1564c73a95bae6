"""Held-out prompt-injection corpus injection59 (written without reading the detector)."""
