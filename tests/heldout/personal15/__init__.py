"""Held-out corpus 15: personal data, account ids, secrets and keepers (see README.md)."""
