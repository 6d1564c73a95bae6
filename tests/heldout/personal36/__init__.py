"""Held-out corpus 36: personal data, account ids, secrets and keepers (see README.md)."""
