"""Held-out corpus 42: personal data, account ids, secrets and keepers (see README.md)."""
