"""Held-out corpus 49: personal data, account ids, secrets and keepers (see README.md)."""
