"""Held-out corpus 41: personal data, account ids, secrets and keepers (see README.md)."""
