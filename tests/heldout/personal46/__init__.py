"""Held-out corpus 46: personal data, account ids, secrets and keepers (see README.md)."""
