"""Held-out prompt-injection corpus injection21 (written blind: without reading the detector)."""
