"""Held-out corpus 5: personal data, account ids, secrets and keepers (see README.md)."""
