"""Content detectors: secrets, personal data, hidden text and injections.

Detectors find `Match`es in text; rule families turn matches into findings, and
`redact` turns them into placeholders. Detectors never print and never keep a value
longer than the match itself.
"""
