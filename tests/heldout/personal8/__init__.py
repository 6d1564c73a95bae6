"""Held-out corpus 8: personal data, account ids, secrets and keepers (see README.md)."""
