"""Held-out corpus 34: personal data, account ids, secrets and keepers (see README.md)."""
