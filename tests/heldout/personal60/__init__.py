"""Held-out corpus 60: personal data, account ids, secrets and keepers (see README.md)."""
