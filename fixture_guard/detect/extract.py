"""The text a content detector reads from a file, and why some of it was not read.

Every input gets one of two answers: text to scan (with PDF page numbers), or a reason
in one line (binary, not UTF-8, too large, nested too deep, an unreadable PDF). The
work is bounded: at most `MAX_SCAN_CHARS` of text per file and `MAX_PDF_PAGES` pages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from fixture_guard.content import ScanTarget

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
        return pdf_text(target.data)
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
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.start >= len(data) - 3 and len(data) == MAX_SCAN_CHARS:
            text = data.decode("utf-8-sig", errors="ignore")  # our cut split a character
        else:
            result.problems.append(
                f"not UTF-8 (byte {exc.start}): scanned with undecodable bytes replaced"
            )
            text = data.decode("utf-8-sig", errors="replace")
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


def pdf_text(data: bytes) -> Extracted:
    """Page texts through PDFium (pypdfium2, which pdfplumber itself depends on): it reads
    a 400-page report in a fraction of a second, where pdfminer takes many seconds."""
    import pypdfium2

    result = Extracted()
    try:
        document = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as exc:
        result.problems.append(f"PDF unreadable ({_one_line(exc)}): not scanned")
        return result
    try:
        pages = len(document)
        if pages > MAX_PDF_PAGES:
            result.problems.append(f"{pages} pages: only the first {MAX_PDF_PAGES} were scanned")
        for index in range(min(pages, MAX_PDF_PAGES)):
            try:
                page = document[index]
                textpage = page.get_textpage()
                text = textpage.get_text_range()
            except pypdfium2.PdfiumError as exc:
                result.problems.append(f"page {index + 1} unreadable ({_one_line(exc)})")
                continue
            if text.strip():
                result.parts.append(TextPart(text.replace("\r\n", "\n"), page=index + 1))
    finally:
        document.close()
    return result


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:200]
