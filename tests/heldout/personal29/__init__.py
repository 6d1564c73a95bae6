"""Held-out corpus 29: personal data, account ids, secrets and keepers in public-record pages (see README.md)."""
