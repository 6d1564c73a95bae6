"""Held-out corpus 69: personal data, account ids, secrets and keepers (see README.md)."""
