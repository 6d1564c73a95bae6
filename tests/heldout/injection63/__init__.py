"""Held-out prompt-injection corpus 63 (thirtieth independent author, detector unread)."""
