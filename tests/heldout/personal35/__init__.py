"""Held-out corpus 35: personal data, account ids, secrets and keepers in everyday proportions (see README.md)."""
