"""Held-out corpus 61: personal data, account ids, secrets and keepers (see README.md)."""
