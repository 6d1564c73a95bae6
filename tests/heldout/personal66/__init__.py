"""Held-out corpus 66 (thirty-second author): personal data, account ids, secrets and keepers (see README.md)."""
