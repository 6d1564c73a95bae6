"""Held-out corpus 44: personal data, account ids, secrets and keepers (see README.md)."""
