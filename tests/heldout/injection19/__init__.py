"""Nineteenth held-out prompt-injection corpus (injection19), written without reading the detector."""
