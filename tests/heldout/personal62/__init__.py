"""Held-out corpus 62: personal data, account ids, secrets and keepers (see README.md)."""
