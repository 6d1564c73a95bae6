"""The text a content detector reads from a file, and why some of it was not read.

Every input gets one of two answers: text to scan (with PDF page numbers), or a reason
in one line (binary, not UTF-8, too large, nested too deep, an unreadable PDF). The
work is bounded: at most `MAX_SCAN_CHARS` of text per file and `MAX_PDF_PAGES` pages.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fixture_guard.content import ScanTarget
from fixture_guard.digest import sha256_hex

if TYPE_CHECKING:
    from fixture_guard.detect.pdf_layer import PageText

#: Text beyond this is not scanned (a finding says so). Fixtures are cut at 512 KB, so
#: only raw captures before `redact` come near it.
MAX_SCAN_CHARS = 8 * 1024 * 1024
MAX_PDF_PAGES = 2000
#: Nesting beyond this breaks the adapter's parsers (and lxml's default limit is 256).
MAX_NESTING = 1000


@dataclass(frozen=True)
class TextPart:
    text: str
    page: int | None = None  # 1-based PDF page; None for text files


@dataclass
class Extracted:
    parts: list[TextPart] = field(default_factory=list)
    #: One line per reason some content was not scanned, or was scanned as plain text.
    problems: list[str] = field(default_factory=list)


def extract_text(target: ScanTarget) -> Extracted:
    """The text of `target` to scan, and the problems met reading it."""
    if target.media == "pdf":
        return pdf_extracted(target.pdf())
    result = Extracted()
    data = target.data
    if target.media == "binary" or b"\x00" in data[:8192]:
        result.problems.append("binary content (NUL bytes): not scanned")
        return result
    if len(data) > MAX_SCAN_CHARS:
        result.problems.append(
            f"{len(data) / 1_048_576:.1f} MB: only the first "
            f"{MAX_SCAN_CHARS // 1_048_576} MB were scanned"
        )
        data = data[:MAX_SCAN_CHARS]
    errors = "strict"
    try:
        data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.start >= len(data) - 3 and len(data) == MAX_SCAN_CHARS:
            errors = "ignore"  # our cut split a character
        else:
            errors = "replace"
            result.problems.append(
                f"not UTF-8 (byte {exc.start}): scanned with undecodable bytes replaced"
            )
    # Whole: the same decoding as the other families read (shared); cut: this part only.
    whole = len(data) == len(target.data)
    text = target.text() if whole else data.decode("utf-8-sig", errors=errors)
    if target.media == "json":
        problem = _json_problem(text)
        if problem:
            result.problems.append(problem)
    elif target.media == "html":
        depth = nesting_depth(text)
        if depth > MAX_NESTING:
            result.problems.append(
                f"HTML nested {depth} elements deep (over {MAX_NESTING}): scanned as plain text"
            )
    result.parts.append(TextPart(text))
    return result


def _json_problem(text: str) -> str | None:
    # Invalid JSON is scanned as text just as well (and FG212 reports a broken envelope):
    # only nesting the adapter's parsers cannot follow is worth a finding here.
    depth = _bracket_depth(text)
    if depth > MAX_NESTING:
        return f"JSON nested {depth} levels deep (over {MAX_NESTING}): scanned as plain text"
    return None


_BRACKETS = re.compile(r'[\[\]{}]|"(?:[^"\\]|\\.)*"')


def _bracket_depth(text: str) -> int:
    """Maximum nesting of a JSON text, strings skipped; linear and without recursion."""
    depth = deepest = 0
    for m in _BRACKETS.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth = max(0, depth - 1)
    return deepest


_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]{0,40})\b[^<>]{0,4096}?(/?)>")
_VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    ]
)


def nesting_depth(html: str) -> int:
    """Approximate element nesting of an HTML text (void and self-closed tags skipped)."""
    depth = deepest = 0
    for m in _TAG.finditer(html):
        closing, name, self_closed = m.group(1), m.group(2).lower(), m.group(3)
        if name in _VOID or self_closed:
            continue
        if closing:
            depth = max(0, depth - 1)
        else:
            depth += 1
            deepest = max(deepest, depth)
    return deepest


@dataclass(frozen=True)
class PdfRead:
    """A PDF read once through PDFium (`detect.pdf_layer`) for every family: each page's
    visible text in reading order with its hidden runs, or why it could not be read."""

    pages: tuple[PageText, ...] = ()
    #: Why the PDF could not be read at all (encrypted, a bomb, damaged), or None.
    error: str | None = None
    #: Why some pages were not read (page limit, time budget), or None.
    skipped: str | None = None


_pdf_reads: OrderedDict[str, PdfRead] = OrderedDict()
_PDF_READS_KEPT = 4


def read_pdf(data: bytes) -> PdfRead:
    """The PDF's pages through PDFium, read once per content: the secrets, personal-data
    and injection families (and `redact`) all read the same `PdfRead`."""
    key = sha256_hex(data)
    cached = _pdf_reads.get(key)
    if cached is None:
        cached = _read_pdf(data)
        _pdf_reads[key] = cached
        while len(_pdf_reads) > _PDF_READS_KEPT:
            _pdf_reads.popitem(last=False)
    else:
        _pdf_reads.move_to_end(key)
    return cached


def _read_pdf(data: bytes) -> PdfRead:
    from fixture_guard.artifacts import ArtifactError
    from fixture_guard.detect.pdf_layer import open_pdf

    try:
        with open_pdf(data, max_pages=MAX_PDF_PAGES) as document:
            pages = tuple(document.pages())
            return PdfRead(pages=pages, skipped=document.skipped)
    except ArtifactError as exc:
        return PdfRead(error=_one_line(exc))


def page_text(page: PageText) -> str:
    """Everything a page holds, as a reader of the file could get it: the visible text in
    reading order, then each hidden run (an OCR layer, white or invisible text)."""
    if not page.hidden:
        return page.text
    return "\n".join([page.text, *(run.text for run in page.hidden)])


def pdf_text(data: bytes) -> Extracted:
    """Page texts through PDFium (`read_pdf`): a 400-page report in a fraction of a
    second, where pdfminer takes many seconds. Columns are read one after the other."""
    return pdf_extracted(read_pdf(data))


def pdf_extracted(read: PdfRead) -> Extracted:
    """Each page's text (`page_text`) as a part, and why some of the PDF was not read."""
    result = Extracted()
    if read.error is not None:
        result.problems.append(f"PDF unreadable ({read.error}): not scanned")
        return result
    if read.skipped is not None:
        result.problems.append(read.skipped)
    for page in read.pages:
        text = page_text(page)
        if text.strip():
            result.parts.append(TextPart(text, page=page.number))
    return result


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:200]
