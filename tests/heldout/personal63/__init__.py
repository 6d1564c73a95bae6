"""Held-out corpus 63: personal data, account ids, secrets and keepers (see README.md)."""
