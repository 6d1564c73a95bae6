"""Held-out corpus 33: personal data, account ids, secrets and keepers in extracted documents (see README.md)."""
