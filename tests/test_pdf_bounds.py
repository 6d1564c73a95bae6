"""The PDF pre-scan (`artifacts.check_pdf_bounds`) on crafted files: linear whatever the
bytes around each `stream` keyword, and still right about what each stream is.

Before, the header of each stream was found by a regular expression run forwards over
the 4 KB before it (`\\d+\\s+\\d+\\s+obj`), which retried every digit of a long digit run:
quadratic (55 ms a stream on the Federal Register's signature), and a crafted file of a
few thousand such streams took minutes. The files below would take that long; they now
take a fraction of a second (no timing is asserted: the suite would hang instead).
"""

from __future__ import annotations

import zlib

import pytest
from pdfwriter import Page, Text, bomb_object, build_pdf

from fixture_guard.artifacts import ArtifactError, _stream_dict, check_pdf_bounds
from fixture_guard.detect.extract import read_pdf

DIGITS = b"7" * 4096


def _object(number: int, body: bytes) -> bytes:
    return b"%d 0 obj\n%s\nendobj\n" % (number, body)


def test_a_header_is_found_after_a_long_run_of_digits() -> None:
    data = DIGITS + b" " + _object(12, b"<< /Length 5 /Filter /FlateDecode >>\nstream\n")
    head = _stream_dict(data, data.rindex(b"stream"))
    assert head.startswith(b"12 0 obj") and b"/FlateDecode" in head


def test_the_nearest_header_wins_and_endobj_is_not_one() -> None:
    data = (
        _object(1, b"<< /Type /XObject /Subtype /Image >>")
        + b"2 0 obj\n<< /Filter /FlateDecode >>\nstream\n"
    )
    head = _stream_dict(data, data.rindex(b"stream"))
    assert head.startswith(b"2 0 obj") and b"/Image" not in head


def test_without_any_header_the_last_kilobyte_is_read() -> None:
    data = DIGITS + b"<< /Filter /FlateDecode >>\nstream\n"
    head = _stream_dict(data, data.rindex(b"stream"))
    assert len(head) == 1024 and head.endswith(b"/FlateDecode >>\n")


def test_thousands_of_streams_behind_digit_runs_are_scanned_in_one_pass() -> None:
    # Each stream is preceded by 4 KB of digits, so each header search meets a 4 KB run.
    chunk = DIGITS + b"\n" + b"<< /Length 0 /Filter /FlateDecode >>\nstream\n\nendstream\n"
    data = b"%PDF-1.4\n" + chunk * 3000 + b"%%EOF\n"
    check_pdf_bounds(data)  # damaged streams are left to the parser: no error


def test_thousands_of_unclosed_streams_are_scanned_in_one_pass() -> None:
    # No `endstream` anywhere: each stream used to search the rest of the file for one.
    flate = zlib.compress(b"BT ET")
    chunk = b"9 0 obj << /Filter /FlateDecode >>\nstream\n" + flate + b"\n"
    data = b"%PDF-1.4\n" + chunk * 20_000
    check_pdf_bounds(data)


def test_a_bomb_behind_digit_runs_is_still_refused() -> None:
    data = build_pdf(
        [Page([Text("hola")])],
        extra_objects=[b"<< /Junk (" + DIGITS + b") >>", bomb_object(300)],
    )
    with pytest.raises(ArtifactError, match="decompression bomb"):
        check_pdf_bounds(data)
    assert read_pdf(data).error is not None and "bomb" in str(read_pdf(data).error)


def test_a_real_signature_does_not_change_what_is_read(captures: object) -> None:
    from pathlib import Path

    assert isinstance(captures, Path)
    data = (captures / "pdf/en_us-federal-register-three-column.pdf").read_bytes()
    check_pdf_bounds(data)
    read = read_pdf(data)
    assert read.error is None and len(read.pages) == 15
