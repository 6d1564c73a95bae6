"""The remembered sha256 (fixture_guard.digest): the same answer as hashlib, always."""

from __future__ import annotations

import hashlib

from fixture_guard import digest


def test_digest_is_hashlibs_for_small_large_and_mutable_data() -> None:
    for data in (b"", b"x" * 10, bytes(range(256)) * 200):
        assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()
        assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest()  # remembered


def test_a_changed_bytearray_is_hashed_again() -> None:
    data = bytearray(b"a" * 100_000)
    first = digest.sha256_hex(data)  # type: ignore[arg-type]
    data[0] = ord("b")
    assert digest.sha256_hex(data) == hashlib.sha256(data).hexdigest() != first  # type: ignore[arg-type]


def test_only_the_last_few_objects_are_held() -> None:
    blobs = [bytes([n]) * 50_000 for n in range(10)]
    for blob in blobs:
        assert digest.sha256_hex(blob) == hashlib.sha256(blob).hexdigest()
    assert len(digest._recent) <= digest._KEPT
    assert all(
        entry[0] is blobs[-1 - n] for n, entry in enumerate(reversed(digest._recent.values()))
    )
