"""Held-out prompt-injection corpus injection44 (written without reading the detector)."""
