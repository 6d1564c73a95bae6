"""Held-out corpus 18: personal data, account ids, secrets and keepers (see README.md)."""
