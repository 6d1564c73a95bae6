"""Held-out corpus 67: personal data, account ids, secrets and keepers (see README.md)."""
