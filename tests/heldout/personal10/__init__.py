"""Held-out corpus 10: personal data, account ids, secrets and keepers (see README.md)."""
