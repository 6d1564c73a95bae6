"""Stored artifacts (`_shared/html`, `_shared/pdf`) parsed once, safely, within bounds.

Spans, kind checks and the injection detector all read the same pages and PDFs; a
small cache keyed by the bytes' sha256 means a 400-page report cited forty times is
opened once. Parsing is defensive because artifacts are third-party bytes:

- HTML goes through libxml2's HTML parser with network access off and the huge-tree
  option off, which caps nesting at 256 levels and never expands entities (an internal
  DTD subset is ignored, so a billion-laughs block stays inert text).
- PDFs are refused when encrypted (their text cannot be cited without a key) and
  pre-scanned for decompression bombs before pdfminer sees them: pdfminer inflates
  every FlateDecode stream with an unbounded `zlib.decompress`, so a 500 KB file can
  ask for gigabytes. The page count is read from the page tree before pages are built.

Every failure is an `ArtifactError` with a one-line message; pdfminer's own exceptions
never escape (it raises a dozen unrelated types on damaged files).
"""

from __future__ import annotations

import contextlib
import re
import zlib
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from fixture_guard.digest import sha256_hex
from fixture_guard.errors import FixtureGuardError

if TYPE_CHECKING:  # heavy libraries: imported only where a document is parsed
    from lxml import etree

#: Bigger inputs are refused outright: artifacts over 512 KB are truncated by policy, and a
#: real PDF this bench cites (a 400-page report) is a few MB.
MAX_HTML_BYTES = 16 * 1024 * 1024
MAX_PDF_BYTES = 64 * 1024 * 1024
MAX_PDF_PAGES = 5000
#: Decoded size of one content or object stream, and of all of them together.
MAX_STREAM_BYTES = 32 * 1024 * 1024
MAX_DECODED_BYTES = 256 * 1024 * 1024
_CACHE_SIZE = 8
ENCRYPTED = "PDF is encrypted: its text cannot be cited; store a decrypted capture"


class ArtifactError(FixtureGuardError):
    """An artifact that cannot be parsed safely: damaged, encrypted, a bomb, too large."""


# --- cache ------------------------------------------------------------------------------

_cache: OrderedDict[tuple[str, str], Any] = OrderedDict()


def _cached(kind: str, data: bytes, build: Any) -> Any:
    key = (kind, sha256_hex(data))
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    value = build(data)
    _cache[key] = value
    while len(_cache) > _CACHE_SIZE:
        _, old = _cache.popitem(last=False)
        close = getattr(old, "close", None)
        if close is not None:
            close()
    return value


def clear_cache() -> None:
    """Forget every parsed artifact (tests; long-running callers between trees)."""
    while _cache:
        _, old = _cache.popitem()
        close = getattr(old, "close", None)
        if close is not None:
            close()


# --- HTML -------------------------------------------------------------------------------


@dataclass
class HtmlDocument:
    """A parsed page: its root element and its source text (for line numbers)."""

    root: etree._Element
    text: str  # the source decoded the way the parser read it

    def select(self, css: str) -> list[etree._Element]:
        """Elements matching a CSS selector, in document order (SelectorError if invalid)."""
        return _compiled_selector(css)(self.root)  # type: ignore[no-any-return]


def _compiled_selector(css: str) -> Any:
    from lxml.cssselect import CSSSelector

    return _selector_cache(css, CSSSelector)


_selectors: dict[str, Any] = {}


def _selector_cache(css: str, factory: Any) -> Any:
    if css not in _selectors:
        if len(_selectors) > 512:
            _selectors.clear()
        _selectors[css] = factory(css, translator="html")
    return _selectors[css]


def decode_html(data: bytes) -> str:
    """The page as text: UTF-8 when it decodes as UTF-8 (BOM dropped), else Latin-1.

    Latin-1 never fails, so a page in a legacy encoding still yields lines and text;
    its non-ASCII letters may read wrong, which only matters for spans on them.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def load_html(data: bytes) -> HtmlDocument:
    """Parse an HTML artifact (cached by content)."""
    if len(data) > MAX_HTML_BYTES:
        raise ArtifactError(
            f"HTML of {len(data)} bytes is over the {MAX_HTML_BYTES // (1024 * 1024)} MiB limit"
        )
    return _cached("html", data, _parse_html)  # type: ignore[no-any-return]


def _parse_html(data: bytes) -> HtmlDocument:
    from lxml import etree

    text = decode_html(data)
    # no_network: never fetch a DTD or an include; huge_tree off: libxml2 keeps its
    # depth and text-size limits. The HTML parser has no entity expansion to turn off:
    # it ignores internal DTD subsets, so entity declarations are never expanded.
    parser = etree.HTMLParser(
        no_network=True, huge_tree=False, remove_pis=True, recover=True, encoding="utf-8"
    )
    try:
        root = etree.fromstring(text.encode("utf-8"), parser)
    except (etree.ParserError, etree.XMLSyntaxError, ValueError) as exc:
        raise ArtifactError(f"not parseable as HTML: {exc}") from None
    if root is None:
        raise ArtifactError("not parseable as HTML: the document is empty")
    return HtmlDocument(root=root, text=text)


# --- PDF --------------------------------------------------------------------------------

_STREAM = re.compile(rb"stream(?:\r\n|\n|\r)")
_ENCRYPT = re.compile(rb"/Encrypt\s*(?:\d+\s+\d+\s+R|<<)")
_FILTER_NAMES = re.compile(
    rb"/(FlateDecode|Fl|LZWDecode|LZW|ASCIIHexDecode|AHx|"
    rb"ASCII85Decode|A85|RunLengthDecode|RL|DCTDecode|DCT|"
    rb"JBIG2Decode|JPXDecode|CCITTFaxDecode|CCF)\b"
)
_FLATE = {b"FlateDecode", b"Fl"}


def check_pdf_bounds(data: bytes) -> None:
    """Refuse an encrypted PDF or a decompression bomb before any parser inflates it.

    Streams whose first filters are FlateDecode are inflated incrementally, each at most
    MAX_STREAM_BYTES and all together at most MAX_DECODED_BYTES; images are skipped
    (text extraction never decodes them). Damaged streams are left to the parser.
    """
    if len(data) > MAX_PDF_BYTES:
        raise ArtifactError(
            f"PDF of {len(data)} bytes is over the {MAX_PDF_BYTES // (1024 * 1024)} MiB limit"
        )
    if not data.lstrip()[:1024].lstrip(b"\x00").startswith(b"%PDF") and b"%PDF-" not in data[:1024]:
        raise ArtifactError("not a PDF (no %PDF- header)")
    if _ENCRYPT.search(data):
        raise ArtifactError(ENCRYPTED)
    total = 0
    view = memoryview(data)
    next_end = 0  # where the last `endstream` found ends; -1: none after that point
    end_at = -1
    for match in _STREAM.finditer(data):
        head = _stream_dict(data, match.start())
        filters = _FILTER_NAMES.findall(head)
        if b"/Image" in head or not filters:
            continue
        # One forward search per stream, never rescanning: once no `endstream` follows,
        # none follows any later stream either (a crafted file of a thousand unclosed
        # streams would otherwise cost a thousand scans to its end).
        if next_end != -1 and end_at < match.end():
            end_at = _endstream(data, match.end())
            next_end = end_at
        raw = view[match.end() : end_at if end_at >= match.end() else len(data)]
        layer: bytes | memoryview = raw
        for name in filters:
            if name not in _FLATE:
                break
            inflated = _bounded_inflate(layer, match.start())
            if inflated is None:
                break
            layer = inflated
            total += len(layer)
            if total > MAX_DECODED_BYTES:
                raise ArtifactError(
                    "PDF streams inflate past "
                    f"{MAX_DECODED_BYTES // (1024 * 1024)} MiB in total (decompression bomb?)"
                )


def _endstream(data: bytes, start: int) -> int:
    """Where the stream data starting at `start` ends (before the end-of-line that
    precedes `endstream`), or -1 when no `endstream` follows. A literal search: the
    regular expression with an optional prefix cannot skip ahead and cost 20 ns a byte."""
    at = data.find(b"endstream", start)
    if at == -1:
        return -1
    if at - 2 >= start and data[at - 2 : at] == b"\r\n":
        return at - 2
    if at - 1 >= start and data[at - 1 : at] in (b"\n", b"\r"):
        return at - 1
    return at


#: `N G obj` ending exactly where the text given ends; numbers and spacing bounded, so
#: each candidate costs a few dozen steps whatever surrounds it.
_OBJ_HEADER_END = re.compile(rb"\d{1,20}[\s\x00]{1,32}\d{1,20}[\s\x00]{1,32}obj\Z")
#: `obj` keywords looked at before giving up (a real header is the nearest one).
_HEADER_TRIES = 64
_HEADER_REACH = 20 + 32 + 20 + 32 + 3


def _stream_dict(data: bytes, stream_at: int) -> bytes:
    """The object header before a `stream` keyword: from its `N G obj` to the keyword.

    Found from the keyword backwards: the last `obj` of the 4 KB before it that ends a
    word and follows `N G `. A regular expression run forwards over the window (as
    before) retried every digit of a long digit run: quadratic, 55 ms a stream on a real
    signature, and unbounded on a crafted file.
    """
    window_start = max(0, stream_at - 4096)
    window = data[window_start:stream_at]
    end = len(window)
    for _ in range(_HEADER_TRIES):
        at = window.rfind(b"obj", 0, end)
        if at == -1:
            break
        after = window[at + 3 : at + 4]
        if not (after.isalnum() or after == b"_"):
            found = _OBJ_HEADER_END.search(window, max(0, at - _HEADER_REACH), at + 3)
            if found is not None:
                start = found.start()
                # the header's object number may run on left of the reach: include it all
                while start > 0 and window[start - 1 : start].isdigit():
                    start -= 1
                return window[start:]
        end = at + 2  # the next `obj` to the left may overlap this one's first letters
    return window[-1024:]


def _bounded_inflate(raw: bytes | memoryview, where: int) -> bytes | None:
    inflater = zlib.decompressobj()
    out = bytearray()
    chunk = 1 << 16
    try:
        pending = raw
        while pending or not inflater.eof:
            piece = inflater.decompress(pending, chunk)
            out += piece
            if len(out) > MAX_STREAM_BYTES:
                raise ArtifactError(
                    f"PDF stream at byte {where} inflates past "
                    f"{MAX_STREAM_BYTES // (1024 * 1024)} MiB (decompression bomb?)"
                )
            pending = inflater.unconsumed_tail
            if not piece and not pending:
                break
    except zlib.error:
        return None  # damaged or not really Flate: pdfminer copes (or fails) on its own
    return bytes(out)


@dataclass(frozen=True)
class PdfChar:
    """One glyph as drawn: its text, box (top-left origin, points), size and state."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    render_mode: int
    fill: tuple[float, ...]
    fontname: str


class PdfDocument:
    """An opened PDF: page count up front, each page's text and glyphs on demand."""

    def __init__(self, pdf: Any, page_count: int) -> None:
        self._pdf = pdf
        self.page_count = page_count
        self._texts: dict[int, str] = {}

    def close(self) -> None:
        _close_quietly(self._pdf)

    def _page(self, number: int) -> Any:
        if not 1 <= number <= self.page_count:
            raise ArtifactError(f"page {number} is past the last page ({self.page_count})")
        return self._pdf.pages[number - 1]

    def page_size(self, number: int) -> tuple[float, float]:
        page = self._page(number)
        return float(page.width), float(page.height)

    def page_text(self, number: int) -> str:
        """pdfplumber's `extract_text()` of page `number` (1-based), default settings."""
        if number not in self._texts:
            self._texts[number] = self._with_page(number, lambda p: p.extract_text() or "")
        return self._texts[number]

    def page_chars(self, number: int) -> list[PdfChar]:
        """Every glyph of page `number` with its render mode and fill colour (not kept:
        a 400-page report holds a million glyphs)."""
        return self._with_page(number, lambda p: list(_glyphs(p)))  # type: ignore[no-any-return]

    def page_words(self, number: int) -> list[dict[str, Any]]:
        return self._with_page(number, lambda p: list(p.extract_words()))  # type: ignore[no-any-return]

    def page_tables(self, number: int) -> list[list[list[str | None]]]:
        return self._with_page(number, lambda p: list(p.extract_tables()))  # type: ignore[no-any-return]

    def _with_page(self, number: int, action: Any) -> Any:
        """Run `action` on the laid-out page, then drop the page's layout and objects."""
        page = self._layout_page(number)
        try:
            return _guard(lambda: action(page), number)
        finally:
            page.close()

    def _layout_page(self, number: int) -> Any:
        """The pdfplumber page with its layout built by our text-state-aware device.

        pdfplumber keeps the pdfminer layout in `page._layout` and builds it only when
        absent; building it here with a device that also records each glyph's render
        mode means text, tables and the injection detector share one interpretation.
        """
        page = self._page(number)
        if not hasattr(page, "_layout"):
            page._layout = _guard(lambda: _interpret(page), number)
        return page


def _guard(action: Any, number: int) -> Any:
    try:
        return action()
    except ArtifactError:
        raise
    except RecursionError:
        raise ArtifactError(f"page {number}: nesting too deep to interpret") from None
    except Exception as exc:  # pdfminer raises many unrelated types on damaged input
        raise ArtifactError(f"page {number}: unreadable ({type(exc).__name__}: {exc})") from None


def _interpret(page: Any) -> Any:
    from pdfminer.pdfinterp import PDFPageInterpreter

    device = _text_state_device()(
        page.pdf.rsrcmgr, pageno=page.page_number, laparams=page.pdf.laparams
    )
    PDFPageInterpreter(page.pdf.rsrcmgr, device).process_page(page.page_obj)
    return device.get_result()


_DEVICE: Any = None


def _text_state_device() -> Any:
    """pdfplumber's aggregator, plus the text render mode on every glyph.

    pdfminer knows the render mode (`Tr`) in its text state but does not copy it onto
    `LTChar`; invisible text (mode 3, the OCR-layer mode) is only visible this way.
    """
    global _DEVICE
    if _DEVICE is None:
        from pdfplumber.page import PDFPageAggregatorWithMarkedContent

        class TextStateAggregator(PDFPageAggregatorWithMarkedContent):
            _render_mode = 0

            def render_string(self, textstate: Any, *args: Any, **kwargs: Any) -> None:
                self._render_mode = getattr(textstate, "render", 0)
                super().render_string(textstate, *args, **kwargs)

            def render_char(self, *args: Any, **kwargs: Any) -> float:
                advance = super().render_char(*args, **kwargs)
                objects = self.cur_item._objs
                if objects:
                    # pdfplumber drops the text state; keep the render mode on the glyph.
                    setattr(objects[-1], "fg_render_mode", self._render_mode)  # noqa: B010
                return advance

        _DEVICE = TextStateAggregator
    return _DEVICE


def _glyphs(page: Any) -> Iterator[PdfChar]:
    from pdfminer.layout import LTChar, LTContainer

    stack = [page.layout]
    # pdfminer boxes have a bottom-left origin; flip to top-left like pdfplumber does.
    top_of = float(page.layout.y1)
    while stack:
        item = stack.pop()
        if isinstance(item, LTChar):
            colour: Any = item.graphicstate.ncolor
            fill = (
                colour
                if isinstance(colour, tuple | list)
                else (colour,)
                if colour is not None
                else ()
            )
            yield PdfChar(
                text=item.get_text(),
                x0=float(item.x0),
                x1=float(item.x1),
                top=top_of - float(item.y1),
                bottom=top_of - float(item.y0),
                size=float(item.size),
                render_mode=int(getattr(item, "fg_render_mode", 0) or 0),
                fill=tuple(float(v) for v in fill if isinstance(v, int | float)),
                fontname=str(item.fontname),
            )
        elif isinstance(item, LTContainer):
            stack.extend(reversed(list(item)))


def load_pdf(data: bytes) -> CitedPdf:
    """A PDF artifact; ArtifactError when it cannot be opened, safely.

    That it opens, and its page count, are remembered by content in the run's cache
    (`cache.memo`): a second `check` of an unchanged tree opens a PDF with pdfplumber
    only when a rule reads its pages. The document itself is opened (and kept, by
    content) on first need. Page texts are never stored (they may hold personal data),
    nor the reasons a PDF cannot be opened (they may quote it): those are read again.
    """
    from fixture_guard.cache import memo

    digest = sha256_hex(data)
    state = memo(
        ("pdf-open", digest),
        lambda: _open_state(data),
        encode=lambda found: list(found) if found[0] == "ok" else None,
        decode=_stored_state,
    )
    if state[0] == "error":
        raise ArtifactError(str(state[1]))
    return CitedPdf(data, int(state[1]))


def _open_state(data: bytes) -> tuple[str, int | str]:
    try:
        return ("ok", _opened(data).page_count)
    except ArtifactError as exc:
        return ("error", str(exc))


def _stored_state(raw: Any) -> tuple[str, int | str]:
    kind, value = raw
    if kind == "ok" and isinstance(value, int) and not isinstance(value, bool):
        return (kind, value)
    raise ValueError("not a stored PDF state")


def _opened(data: bytes) -> PdfDocument:
    return _cached("pdf", data, _open_pdf)  # type: ignore[no-any-return]


class CitedPdf:
    """A PDF artifact as rules read it: its page count remembered by content; texts,
    glyphs, words and tables from the opened document (`PdfDocument`), opened once."""

    def __init__(self, data: bytes, page_count: int) -> None:
        self._data = data
        self.page_count = page_count

    def page_text(self, number: int) -> str:
        """pdfplumber's `extract_text()` of page `number` (1-based), default settings:
        the text `page:` spans cite (docs/contract.md §6), so it stays pdfplumber's."""
        return _opened(self._data).page_text(number)

    def page_size(self, number: int) -> tuple[float, float]:
        return _opened(self._data).page_size(number)

    def page_chars(self, number: int) -> list[PdfChar]:
        return _opened(self._data).page_chars(number)

    def page_words(self, number: int) -> list[dict[str, Any]]:
        return _opened(self._data).page_words(number)

    def page_tables(self, number: int) -> list[list[list[str | None]]]:
        return _opened(self._data).page_tables(number)


def _open_pdf(data: bytes) -> PdfDocument:
    import io

    check_pdf_bounds(data)
    try:
        import pdfplumber

        pdf = pdfplumber.open(io.BytesIO(data))
    except Exception as exc:  # PDFSyntaxError, PSEOF, PDFPasswordIncorrect, …
        raise ArtifactError(f"not a readable PDF ({type(exc).__name__}: {exc})") from None
    try:
        if getattr(pdf.doc, "encryption", None):
            raise ArtifactError(ENCRYPTED)
        declared = _declared_page_count(pdf)
        if declared is not None and declared > MAX_PDF_PAGES:
            raise ArtifactError(
                f"PDF declares {declared} pages, over the {MAX_PDF_PAGES}-page limit"
            )
        count = len(pdf.pages)
    except ArtifactError:
        _close_quietly(pdf)
        raise
    except RecursionError:
        _close_quietly(pdf)
        raise ArtifactError("not a readable PDF (objects nested too deeply)") from None
    except Exception as exc:
        _close_quietly(pdf)
        raise ArtifactError(f"not a readable PDF ({type(exc).__name__}: {exc})") from None
    if count == 0:
        _close_quietly(pdf)
        raise ArtifactError("PDF has no pages (truncated?)")
    if count > MAX_PDF_PAGES:
        _close_quietly(pdf)
        raise ArtifactError(f"PDF has {count} pages, over the {MAX_PDF_PAGES}-page limit")
    return PdfDocument(pdf, count)


def _close_quietly(pdf: Any) -> None:
    """Release a pdfplumber document without re-parsing it.

    `PDF.close()` walks `pdf.pages`, which builds every page: on a damaged document it
    raises the very error that made us close it (the `/Resources 4<` corruption did),
    and on a large one it parses what we refused to read.
    """
    for page in getattr(pdf, "_pages", ()):
        with contextlib.suppress(Exception):
            page.close()
    with contextlib.suppress(Exception):
        pdf.flush_cache()
    if not getattr(pdf, "stream_is_external", True):
        with contextlib.suppress(Exception):
            pdf.stream.close()


def _declared_page_count(pdf: Any) -> int | None:
    from pdfminer.pdftypes import resolve1

    try:
        pages = resolve1(pdf.doc.catalog.get("Pages"))
        count = resolve1(pages.get("Count")) if isinstance(pages, dict) else None
    except Exception:
        return None
    return count if isinstance(count, int) else None
