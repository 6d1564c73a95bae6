"""Held-out corpus 39: personal data, account ids, secrets and keepers (see README.md)."""
