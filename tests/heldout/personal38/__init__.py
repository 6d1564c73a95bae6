"""Held-out corpus 38: personal data, account ids, secrets and keepers (see README.md)."""
