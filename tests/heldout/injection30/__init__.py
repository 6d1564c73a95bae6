"""Thirtieth held-out prompt-injection corpus: GEO/SEO-agency injections (written without reading the detector)."""
