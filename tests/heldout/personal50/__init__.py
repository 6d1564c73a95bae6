"""Held-out corpus 50: personal data, account ids, secrets and keepers (see README.md)."""
