"""Held-out corpus 54: personal data, account ids, secrets and keepers (see README.md)."""
