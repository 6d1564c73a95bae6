"""Held-out corpus 59: personal data, account ids, secrets and keepers (see README.md)."""
