"""Held-out corpus 19: personal data, account ids, secrets and keepers (see README.md)."""
