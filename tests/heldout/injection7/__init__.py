"""Seventh held-out prompt-injection corpus (written without reading the detector or the other corpora)."""
