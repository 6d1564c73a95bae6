"""Held-out corpus 57: personal data, account ids, secrets and keepers (see README.md)."""
