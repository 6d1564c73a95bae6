"""Held-out corpus 30: personal data in prose and conversation, account ids, secrets and keepers (see README.md)."""
