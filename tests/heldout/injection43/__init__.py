"""Held-out prompt-injection corpus injection43 (a balanced, ordinary mix; written without reading the detector)."""
