"""Held-out corpus 37: personal data, account ids, secrets and keepers (see README.md)."""
