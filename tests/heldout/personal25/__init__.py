"""Held-out corpus personal25: personal data, account ids, secrets and keepers (see README.md)."""
