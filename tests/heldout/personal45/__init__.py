"""Held-out corpus 45: personal data, account ids, secrets and keepers (see README.md)."""
