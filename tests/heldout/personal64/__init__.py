"""Held-out corpus 64: personal data, account ids, secrets and keepers (see README.md)."""
