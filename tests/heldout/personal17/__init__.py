"""Held-out corpus 17: personal data, account ids, secrets and keepers (see README.md)."""
