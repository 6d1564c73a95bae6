"""Held-out corpus 65: personal data, account ids, secrets and keepers (see README.md)."""
