"""Held-out corpus 24 (blind): personal data, account ids, secrets and keepers (see README.md)."""
