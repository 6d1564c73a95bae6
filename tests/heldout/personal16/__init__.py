"""Held-out corpus 16: personal data, account ids, secrets and keepers (see README.md)."""
