"""Held-out corpus 26: personal data, account ids, secrets and keepers (see README.md)."""
