"""Files as content detectors see them: bytes, a media type, and where they sit.

Content families (secrets, personal data, injection, …) expose
`scan(target: ScanTarget, config: Config) -> Iterator[Finding]`; `fixture-guard scan`
calls it on any file, and each family's `check(ctx)` calls it on the tree's files.
Heavy libraries (presidio, spaCy, lxml, PDFium) are imported inside those functions,
only when a file needs them, so a commit hook touching two JSON files stays fast.

A target is also the file's analysis, shared by every family that reads it: its text
decoded once, its line index, its parsed HTML (lxml) and its PDF pages (PDFium, through
`detect.pdf_layer`) are built on first use and kept on the target, so three families
reading one page parse it once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any, TypeVar

from fixture_guard.manifest import Entry

if TYPE_CHECKING:
    from fixture_guard.artifacts import HtmlDocument
    from fixture_guard.detect.base import LineIndex
    from fixture_guard.detect.extract import Extracted, PdfRead

T = TypeVar("T")

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
    #: What families derived from the bytes (text, lines, HTML tree, PDF pages), by name.
    _shared: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(
        cls, display: str, data: bytes, *, rel: str | None = None, entry: Entry | None = None
    ) -> ScanTarget:
        return cls(
            display=display, data=data, media=sniff_media(display, data), rel=rel, entry=entry
        )

    def shared(self, name: str, build: Callable[[], T]) -> T:
        """`build()`'s result, computed once per target and shared by every family."""
        if name not in self._shared:
            self._shared[name] = build()
        return self._shared[name]  # type: ignore[no-any-return]

    def text(self) -> str:
        """The bytes as text, undecodable bytes replaced (offsets stay per character)."""
        return self.shared("text", lambda: self.data.decode("utf-8-sig", errors="replace"))

    def lines(self) -> LineIndex:
        """Offset → (line, column) over `text()`."""
        from fixture_guard.detect.base import LineIndex

        return self.shared("lines", lambda: LineIndex(self.text()))

    def extracted(self) -> Extracted:
        """The text detectors read (PDF pages for a PDF) and why some was not read."""
        from fixture_guard.detect.extract import extract_text

        return self.shared("extracted", lambda: extract_text(self))

    def pdf(self) -> PdfRead:
        """The PDF's pages as PDFium draws them (visible text in reading order, hidden
        runs), or why it could not be read; read once for every family."""
        from fixture_guard.detect.extract import read_pdf

        return self.shared("pdf", lambda: read_pdf(self.data))

    def html(self) -> HtmlDocument:
        """The page parsed by lxml (ArtifactError when it cannot be)."""
        from fixture_guard.artifacts import load_html

        return self.shared("html", lambda: load_html(self.data))
