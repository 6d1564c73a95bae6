"""Held-out prompt-injection corpus injection32: agents that browse and act for a user
(written without reading the detector)."""
