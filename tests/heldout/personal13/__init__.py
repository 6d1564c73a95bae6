"""Held-out corpus 13: personal data, account ids, secrets and keepers (see README.md)."""
