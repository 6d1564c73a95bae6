"""Artifact spans (contract §6): parse them, resolve them on the stored artifact, cite them.

Our counterpart of the adapter's `parseArtifactSpan()`. The grammar:

    offset:S-E            characters [S, E) of the artifact decoded as UTF-8
    selector:CSS          text of the first element matching the CSS selector (HTML)
    page:N                text of PDF page N, 1-based
    page:N,offset:S-E     characters [S, E) of that page's text

Definitions the adapter must share for citations to agree:

- A *character* is a Unicode code point (Python `str` indexing), not a UTF-16 code unit;
  a leading UTF-8 byte-order mark is not part of the text. Offsets on bytes that are not
  valid UTF-8 are refused rather than guessed.
- The *text of an element* is its DOM `textContent`: every descendant text node in
  document order, comments excluded (XPath `string()`).
- The *text of a page* is pdfplumber's `Page.extract_text()` with default settings.
- A span is *citable* when it parses, resolves, and yields the observation's `text`:
  exactly for `offset` spans (including `page:N,offset:`), which point at characters;
  after whitespace normalisation for `selector:` and `page:N` spans, whose text an
  extractor re-flows — every run of Unicode whitespace (including NBSP) becomes one
  space, and leading and trailing whitespace is dropped. Case and punctuation count.

Every problem is a `SpanError` with a one-line message that names the part of the span
that is wrong and where; nothing here prints or exits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from fixture_guard.artifacts import ArtifactError, load_html, load_pdf
from fixture_guard.errors import FixtureGuardError

SpanKind = Literal["offset", "selector", "page"]
#: Media a span can be resolved on (content.sniff_media's names).
TEXT_MEDIA = frozenset({"text", "json"})
_MAX_DIGITS = 12  # a span into a bigger artifact than 10¹² characters is a typo
_SHORT = 80


class SpanError(FixtureGuardError):
    """A span that does not parse, or does not resolve on its artifact."""


@dataclass(frozen=True)
class Span:
    """A parsed span. `page` is set for page spans; `start`/`end` for offsets (also
    within a page); `selector` for selector spans."""

    kind: SpanKind
    start: int | None = None
    end: int | None = None
    selector: str | None = None
    page: int | None = None

    def __str__(self) -> str:
        if self.kind == "selector":
            return f"selector:{self.selector}"
        if self.kind == "page":
            base = f"page:{self.page}"
            return base if self.start is None else f"{base},offset:{self.start}-{self.end}"
        return f"offset:{self.start}-{self.end}"

    @property
    def is_exact(self) -> bool:
        """Whether citation compares text exactly (offsets) or whitespace-normalised."""
        return self.start is not None


@dataclass(frozen=True)
class CitationCheck:
    """Whether a span cites its text: `found` is what the span yields (None if nothing)."""

    citable: bool
    found: str | None
    reason: str


# --- parsing ----------------------------------------------------------------------------

_KINDS = ("offset", "selector", "page")


def _error(text: str, column: int, message: str) -> SpanError:
    return SpanError(f"span {shorten(text, 60)!r}, column {column}: {message}")


def _integer(text: str, value: str, column: int, what: str) -> int:
    if not value:
        raise _error(text, column, f"{what} is missing")
    if not value.isascii() or not value.isdigit():
        raise _error(text, column, f"{what} {value!r} is not a non-negative integer")
    if len(value) > _MAX_DIGITS:
        raise _error(text, column, f"{what} has more than {_MAX_DIGITS} digits")
    return int(value)


def _parse_range(text: str, body: str, column: int) -> tuple[int, int]:
    """`S-E` starting at 1-based `column` of `text`."""
    start_text, dash, end_text = body.partition("-")
    if not dash:
        raise _error(text, column, f"expected S-E (start-end), found {body!r}")
    start = _integer(text, start_text, column, "start")
    end = _integer(text, end_text, column + len(start_text) + 1, "end")
    if end <= start:
        raise _error(
            text, column + len(start_text) + 1, f"end {end} must be greater than start {start}"
        )
    return start, end


def parse_span(text: str) -> Span:
    """Parse a span; SpanError names the wrong part and its 1-based column."""
    if not isinstance(text, str) or not text:
        raise SpanError(
            "span is empty: expected offset:S-E, selector:CSS, page:N or page:N,offset:S-E"
        )
    kind, colon, body = text.partition(":")
    if not colon:
        raise _error(
            text, 1, "no kind: expected offset:S-E, selector:CSS, page:N or page:N,offset:S-E"
        )
    if kind not in _KINDS:
        raise _error(text, 1, f"unknown kind {kind!r} (expected offset, selector or page)")
    at = len(kind) + 2  # column of the body
    if kind == "offset":
        start, end = _parse_range(text, body, at)
        return Span("offset", start=start, end=end)
    if kind == "selector":
        if not body.strip():
            raise _error(text, at, "the CSS selector is empty")
        _check_css(text, body, at)
        return Span("selector", selector=body)
    page_text, comma, rest = body.partition(",")
    page = _integer(text, page_text, at, "page number")
    if page < 1:
        raise _error(text, at, "page numbers start at 1")
    if not comma:
        return Span("page", page=page)
    inner = at + len(page_text) + 1
    if not rest.startswith("offset:"):
        raise _error(text, inner, f"after page:{page}, expected ',offset:S-E', found {rest!r}")
    start, end = _parse_range(text, rest[len("offset:") :], inner + len("offset:"))
    return Span("page", page=page, start=start, end=end)


def _check_css(text: str, css: str, column: int) -> None:
    from cssselect import GenericTranslator, SelectorError

    try:
        GenericTranslator().css_to_xpath(css)
    except SelectorError as exc:
        raise _error(text, column, f"invalid CSS selector: {_css_reason(exc)}") from None


def _css_reason(exc: Exception) -> str:
    # cssselect's own words, e.g. "Expected selector, got <EOF at 3>" (0-based position
    # inside the selector).
    return str(exc)


# --- resolving --------------------------------------------------------------------------


def resolve_span(span: Span | str, data: bytes, *, media: str) -> str:
    """The text `span` yields on the artifact `data` of media `media` (html, pdf, text, json)."""
    parsed = parse_span(span) if isinstance(span, str) else span
    try:
        if parsed.kind == "offset":
            if media == "pdf":
                raise SpanError(
                    f"span {parsed}: an offset on a PDF needs its page (page:N,offset:S-E)"
                )
            if media not in TEXT_MEDIA and media != "html":
                raise SpanError(f"span {parsed}: cannot read a {media} artifact as text")
            return _slice(parsed, _utf8(data), "the text")
        if parsed.kind == "selector":
            if media != "html":
                raise SpanError(f"span {parsed}: a selector needs an HTML artifact, not {media}")
            return _select(parsed, data)
        if media != "pdf":
            raise SpanError(f"span {parsed}: a page span needs a PDF artifact, not {media}")
        document = load_pdf(data)
        assert parsed.page is not None
        if parsed.page > document.page_count:
            raise SpanError(
                f"span {parsed}: page {parsed.page} is past the last page ({document.page_count})"
            )
        page_text = document.page_text(parsed.page)
        if parsed.start is None:
            return page_text
        return _slice(parsed, page_text, f"page {parsed.page}'s text")
    except ArtifactError as exc:
        raise SpanError(f"span {parsed}: {exc}") from None


def _utf8(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SpanError(
            f"the artifact is not UTF-8 (byte {exc.start}): offsets into it mean nothing"
        ) from None


def _slice(span: Span, text: str, what: str) -> str:
    assert span.start is not None and span.end is not None
    if span.end > len(text):
        raise SpanError(
            f"span {span}: end {span.end} is past the end of {what} ({len(text)} characters)"
        )
    return text[span.start : span.end]


def _select(span: Span, data: bytes) -> str:
    from cssselect import SelectorError

    assert span.selector is not None
    document = load_html(data)
    try:
        matches = document.select(span.selector)
    except SelectorError as exc:
        raise SpanError(f"span {span}: invalid CSS selector: {_css_reason(exc)}") from None
    if not matches:
        raise SpanError(f"span {span}: no element matches the selector")
    first = matches[0]
    text = first.xpath("string()")
    return str(text)


# --- citing -----------------------------------------------------------------------------


def normalize_whitespace(text: str) -> str:
    """Every run of Unicode whitespace (NBSP included) as one space, ends trimmed."""
    return " ".join(text.split())


def shorten(text: str, limit: int = _SHORT) -> str:
    """One line of at most `limit` characters, whitespace collapsed, cut in the middle."""
    flat = normalize_whitespace(text)
    if len(flat) <= limit:
        return flat
    keep = (limit - 1) // 2
    return f"{flat[:keep]}…{flat[-(limit - 1 - keep) :]}"


def is_citable(span_text: str, data: bytes, *, media: str, expected_text: str) -> CitationCheck:
    """Whether `span_text` applied to the artifact yields `expected_text` (see module doc).

    Never raises for a bad span or artifact: the reason says what is wrong.
    """
    try:
        span = parse_span(span_text)
        found = resolve_span(span, data, media=media)
    except SpanError as exc:
        return CitationCheck(False, None, str(exc))
    if span.is_exact:
        if found == expected_text:
            return CitationCheck(True, found, "yields the text exactly")
        return CitationCheck(
            False,
            found,
            f"span {span} yields {shorten(found)!r}, expected {shorten(expected_text)!r} "
            "(offsets compare exactly)",
        )
    if normalize_whitespace(found) == normalize_whitespace(expected_text):
        return CitationCheck(True, found, "yields the text (whitespace-normalised)")
    if not found.strip():
        reason = f"span {span} yields no text"
        if span.kind == "page":
            reason += " (the page has no text layer)"
        return CitationCheck(False, found, reason + f", expected {shorten(expected_text)!r}")
    return CitationCheck(
        False,
        found,
        f"span {span} yields {shorten(found)!r}, expected {shorten(expected_text)!r}",
    )


__all__ = [
    "CitationCheck",
    "Span",
    "SpanError",
    "is_citable",
    "normalize_whitespace",
    "parse_span",
    "resolve_span",
    "shorten",
]
