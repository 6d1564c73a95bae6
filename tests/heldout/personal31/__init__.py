"""Held-out corpus 31: personal data, account ids, secrets and keepers in system payloads (see README.md)."""
