"""Twenty-ninth held-out prompt-injection corpus, injection62 (written without reading the detector)."""
