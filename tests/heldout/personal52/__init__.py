"""Held-out corpus 4: personal data, account ids, secrets and keepers (see README.md)."""
