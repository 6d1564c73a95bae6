"""Held-out corpus 58: personal data, account ids, secrets and keepers (see README.md)."""
