"""Twenty-fourth held-out prompt-injection corpus (written blind, without reading the detector)."""
