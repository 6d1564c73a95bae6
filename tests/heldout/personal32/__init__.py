"""Held-out corpus 32: personal data, account ids, secrets and keepers (see README.md)."""
