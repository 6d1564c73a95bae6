"""Held-out corpus 23 (blind): personal data, account ids, secrets and keepers (see README.md)."""
