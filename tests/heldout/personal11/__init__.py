"""Held-out corpus 11: personal data, account ids, secrets and keepers (see README.md)."""
