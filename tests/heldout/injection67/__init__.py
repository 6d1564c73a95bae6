"""Held-out prompt-injection corpus injection67 (thirty-fourth author, written without reading the detector)."""
