"""Held-out corpus 9: personal data, account ids, secrets and keepers (see README.md)."""
