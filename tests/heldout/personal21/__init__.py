"""Held-out corpus 21: personal data, account ids, secrets and keepers (see README.md)."""
