"""Held-out corpus 14: personal data, account ids, secrets and keepers (see README.md)."""
