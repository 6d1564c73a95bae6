"""Held-out corpus 68: personal data, account ids, secrets and keepers (see README.md)."""
