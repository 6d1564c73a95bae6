"""Held-out corpus 53: personal data, account ids, secrets and keepers (see README.md)."""
