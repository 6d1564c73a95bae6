"""Files as content detectors see them: bytes, a media type, and where they sit.

Content families (secrets, personal data, injection, …) expose
`scan(target: ScanTarget, config: Config) -> Iterator[Finding]`; `fixture-guard scan`
calls it on any file, and each family's `check(ctx)` calls it on the tree's files.
Heavy libraries (presidio, spaCy, pdfplumber) are imported inside those functions,
only when a file needs them, so a commit hook touching two JSON files stays fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from fixture_guard.manifest import Entry

MEDIA_BY_SUFFIX = {
    ".json": "json",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".pdf": "pdf",
    ".txt": "text",
    ".md": "text",
    ".csv": "text",
    ".yaml": "text",
    ".yml": "text",
    ".har": "json",
}


def sniff_media(name: str, data: bytes) -> str:
    """`json`, `html`, `pdf`, `text` or `binary`, by suffix first, then by the bytes."""
    if data.startswith(b"%PDF-"):
        return "pdf"
    by_suffix = MEDIA_BY_SUFFIX.get(PurePosixPath(name).suffix.lower())
    if by_suffix:
        return by_suffix
    head = data[:4096]
    if b"\x00" in head:
        return "binary"
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if stripped.startswith((b"<!doctype html", b"<html")):
        return "html"
    if stripped.startswith((b"{", b"[")):
        return "json"
    return "text"


@dataclass(frozen=True)
class ScanTarget:
    """One file to scan. `rel` and `entry` are set when the file belongs to the tree."""

    display: str  # the path as findings show it
    data: bytes
    media: str
    rel: str | None = None
    entry: Entry | None = None

    @classmethod
    def of(
        cls, display: str, data: bytes, *, rel: str | None = None, entry: Entry | None = None
    ) -> ScanTarget:
        return cls(
            display=display, data=data, media=sniff_media(display, data), rel=rel, entry=entry
        )

    def text(self) -> str:
        """The bytes as text, undecodable bytes replaced (offsets stay per character)."""
        return self.data.decode("utf-8-sig", errors="replace")
