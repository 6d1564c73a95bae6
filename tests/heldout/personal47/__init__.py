"""Held-out corpus 47: personal data, account ids, secrets and keepers (see README.md)."""
