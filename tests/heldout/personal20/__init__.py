"""Held-out corpus 20: personal data, account ids, secrets and keepers (see README.md)."""
