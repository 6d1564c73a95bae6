"""Held-out corpus 12: personal data, account ids, secrets and keepers (see README.md)."""
