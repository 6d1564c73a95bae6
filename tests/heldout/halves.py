"""Two fixed halves of a corpus's items, for a round that develops on one half and
measures the other before reading it (docs/injection.md §4, docs/personal-data.md).

The half of an item depends on its id alone (crc32, not Python's salted `hash`), so
it is the same on every machine, in every run and for every reader.
"""

from __future__ import annotations

import zlib


def in_half(item_id: str, half: str | None) -> bool:
    """True when `half` is None (the whole corpus) or names the item's half, "a" or "b"."""
    if half is None:
        return True
    if half not in ("a", "b"):
        raise ValueError(f"half must be 'a' or 'b', not {half!r}")
    return zlib.crc32(item_id.encode()) % 2 == (0 if half == "a" else 1)
