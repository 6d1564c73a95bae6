"""Held-out corpus 56: personal data, account ids, secrets and keepers (see README.md)."""
