"""Sixth held-out prompt-injection corpus (see README.md)."""
