"""Held-out injection corpus `injection60` (27th author; written without reading the detector)."""
