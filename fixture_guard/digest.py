"""The sha256 of a file's bytes, computed once however many caches key on it.

A scan hands one `bytes` object to every family, and each keys its cache on the
content's sha256 (the parsed page, the PDF's pages, the detections), as does the
manifest check: a 400-page PDF was hashed five times per file. (`check` also names tree
files by path, `CheckContext.digest`; this serves caches keyed on content, which see
only bytes.) The last few digests are remembered by the identity of the object they
were computed from; the object itself is held with its digest, so an id is never reused
while its entry lives.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

#: Below this size hashing costs less than the bookkeeping.
_REMEMBERED_FROM = 16_384
_KEPT = 4
_recent: OrderedDict[int, tuple[bytes, str]] = OrderedDict()


def sha256_hex(data: bytes) -> str:
    """`hashlib.sha256(data).hexdigest()`, remembered for the last few large objects."""
    if type(data) is not bytes or len(data) < _REMEMBERED_FROM:
        # a bytearray can change under the same id: only immutable bytes are remembered
        return hashlib.sha256(data).hexdigest()
    entry = _recent.get(id(data))
    if entry is not None and entry[0] is data:
        _recent.move_to_end(id(data))
        return entry[1]
    digest = hashlib.sha256(data).hexdigest()
    _recent[id(data)] = (data, digest)
    while len(_recent) > _KEPT:
        _recent.popitem(last=False)
    return digest
