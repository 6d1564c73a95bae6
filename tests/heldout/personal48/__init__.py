"""Held-out corpus 48: personal data, account ids, secrets and keepers (see README.md)."""
