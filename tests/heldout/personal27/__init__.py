"""Held-out corpus 27: personal data, account ids, secrets and keepers in recorder residue (see README.md)."""
