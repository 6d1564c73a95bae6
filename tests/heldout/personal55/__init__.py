"""Held-out corpus 55: personal data, account ids, secrets and keepers (see README.md)."""
