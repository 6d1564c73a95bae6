"""Twenty-eighth held-out prompt-injection corpus (written without reading the detector)."""
