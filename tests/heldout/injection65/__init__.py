"""Held-out prompt-injection corpus injection65 (thirty-second author, written without reading the detector)."""
