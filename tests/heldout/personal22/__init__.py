"""Held-out corpus 22: personal data, account ids, secrets and keepers (see README.md)."""
