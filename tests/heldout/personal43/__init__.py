"""Held-out corpus 43: personal data, account ids, secrets and keepers (see README.md)."""
