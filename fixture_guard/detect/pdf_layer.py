"""PDF text as PDFium draws it: each page's visible text in reading order, and the text
nobody sees, with the reason.

One PDF text source for every detector family, on PDFium's raw API (`pypdfium2.raw`):
a 400-page report is read in a fraction of a second, where pdfminer takes many.

    with open_pdf(data) as document:          # ArtifactError when it cannot be read
        for page in document.pages():         # bounded in pages and in time
            page.text                         # visible text, reading order (columns)
            page.hidden                       # HiddenRun(text, reason, over_image, box)
        document.glyphs(3)                    # every character of page 3 with its state
        document.skipped                      # why some pages were not read, or None

Invisible text is found per text object first (cheap) and per character only on pages
that have some. A glyph is invisible when it is drawn in render mode 3 (invisible) or
7 (clipping only), with a fully transparent fill, white on a page with nothing dark
under it, smaller than `TINY_FONT_PT`, outside the page box, outside its clip path,
or under an opaque image or shape drawn after it. Invisible text lying on an image is
flagged `over_image`: that is what an OCR layer looks like (the image shows the text),
so readers judge it as they judge the page's own text.

Reading order: the page's text segments (PDFium's line rectangles) are cut recursively
into columns at vertical gutters and into bands at horizontal gaps (XY-cut), so a
three-column page reads column by column.
"""

from __future__ import annotations

import ctypes
import math
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from fixture_guard.artifacts import ArtifactError, check_pdf_bounds

#: Glyphs smaller than this (points, effective size after the text matrix) are unreadable.
TINY_FONT_PT = 1.0
#: A fill at least this light on every channel (0–255) is white.
WHITE_LEVEL = 247
MAX_PAGES = 2000
#: Per document: past it, the remaining pages are not read and `skipped` says so.
BUDGET_SECONDS = 30.0
MAX_OBJECTS_PER_PAGE = 200_000
_GUTTER = 6.0  # points of empty width between two columns

Box = tuple[float, float, float, float]  # left, bottom, right, top (PDF user space, points)
#: Page object types (fpdf_edit.h: FPDF_PAGEOBJ_TEXT, _PATH, _IMAGE, _FORM).
_TEXT, _PATH, _IMAGE, _FORM = 1, 2, 3, 5


@dataclass(frozen=True)
class Glyph:
    """One character as drawn, with what makes it invisible (None: it is seen)."""

    char: str
    box: Box
    size: float
    fill: tuple[int, int, int, int]
    render_mode: int
    hidden: str | None


@dataclass(frozen=True)
class HiddenRun:
    """Invisible text of one page that shares a reason, in reading order."""

    text: str
    reason: str  # e.g. "render mode 3 (invisible)", "white fill", "tiny font (0.50 pt)"
    over_image: bool  # on an image, as an OCR layer is
    box: Box


@dataclass(frozen=True)
class PageText:
    number: int  # 1-based
    width: float
    height: float
    text: str  # the visible text, in reading order
    hidden: tuple[HiddenRun, ...] = ()
    chars: int = 0
    hidden_chars: int = 0


@dataclass
class _Object:
    handle: Any
    index: int  # z-order on the page (forms flattened)
    kind: int
    box: Box
    fill: tuple[int, int, int, int] = (0, 0, 0, 255)
    mode: int = 0
    size: float = 0.0
    transparent: bool = False
    reason: str | None = None  # invisible text object: why
    partial: str | None = None  # text object partly off the page or clip: check its glyphs
    clip: Box | None = None
    over_image: bool = False
    filled: bool = False


@dataclass
class _PageObjects:
    page_box: Box
    text_objects: list[_Object] = field(default_factory=list)  # in z-order
    any_hidden: bool = False
    _by_address: dict[int, _Object] | None = None

    @property
    def texts(self) -> dict[int, _Object]:
        """Text objects by handle address (what FPDFText_GetTextObject returns)."""
        if self._by_address is None:
            self._by_address = {_address(o.handle): o for o in self.text_objects}
        return self._by_address


class PdfLayer:
    """An opened PDF. Use as a context manager, or call `close()`."""

    def __init__(self, pdf: Any, *, max_pages: int, budget: float) -> None:
        self._pdf = pdf
        self.page_count = len(pdf)
        self.max_pages = max_pages
        self.budget = budget
        self.skipped: str | None = None
        if self.page_count > max_pages:
            self.skipped = f"{self.page_count} pages: only the first {max_pages} were read"

    def __enter__(self) -> PdfLayer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._pdf.close()

    def pages(self) -> Iterator[PageText]:
        """Every page (up to `max_pages`, within `budget` seconds), in order."""
        deadline = time.monotonic() + self.budget
        for number in range(1, min(self.page_count, self.max_pages) + 1):
            if time.monotonic() > deadline:
                self.skipped = f"time budget of {self.budget:g} s spent: pages {number}–{self.page_count} not read"
                return
            yield self.page(number)

    def page(self, number: int) -> PageText:
        with _Page(self._pdf, number) as page:
            return page.read()

    def glyphs(self, number: int) -> list[Glyph]:
        """Every character of page `number` with its box, size, fill, render mode and the
        reason it is invisible (None when it is seen)."""
        with _Page(self._pdf, number) as page:
            return page.glyphs()


def open_pdf(
    data: bytes, *, max_pages: int = MAX_PAGES, budget: float = BUDGET_SECONDS
) -> PdfLayer:
    """Open a PDF for reading; ArtifactError when it is encrypted, a bomb, or unreadable."""
    import pypdfium2

    check_pdf_bounds(data)
    try:
        pdf = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as exc:
        # PDFium reports a broken document structure as error code 0, which pypdfium2
        # renders "(PDFium: Success)": say only what failed.
        reason = " ".join(str(exc).replace("(PDFium: Success)", "").split()).rstrip(". ")
        raise ArtifactError(f"not a readable PDF ({reason[:200]})") from None
    if len(pdf) == 0:
        pdf.close()
        raise ArtifactError("PDF has no pages (truncated?)")
    return PdfLayer(pdf, max_pages=max_pages, budget=budget)


# --- one page ------------------------------------------------------------------------------


class _Page:
    def __init__(self, pdf: Any, number: int) -> None:
        import pypdfium2.raw as raw

        if not 1 <= number <= len(pdf):
            raise ArtifactError(f"page {number} is past the last page ({len(pdf)})")
        self.raw = raw
        self.number = number
        self.handle = raw.FPDF_LoadPage(pdf.raw, number - 1)
        self.text_page: Any = None
        self._floats = [ctypes.c_float() for _ in range(4)]
        self._uints = [ctypes.c_uint() for _ in range(4)]
        self._ints = [ctypes.c_int(), ctypes.c_int()]
        if self.handle:
            self.text_page = raw.FPDFText_LoadPage(self.handle)

    def __enter__(self) -> _Page:
        return self

    def __exit__(self, *_: object) -> None:
        if self.text_page:
            self.raw.FPDFText_ClosePage(self.text_page)
        if self.handle:
            self.raw.FPDF_ClosePage(self.handle)

    # -- reading ----------------------------------------------------------------------------

    def read(self) -> PageText:
        if not self.handle or not self.text_page:
            return PageText(self.number, 0.0, 0.0, "")
        raw = self.raw
        width = float(raw.FPDF_GetPageWidthF(self.handle))
        height = float(raw.FPDF_GetPageHeightF(self.handle))
        count = raw.FPDFText_CountChars(self.text_page)
        if count <= 0:
            return PageText(self.number, width, height, "")
        objects = self._objects()
        if not objects.any_hidden:
            columns = _multi_column([o.box for o in objects.text_objects])
            return PageText(
                self.number, width, height, self._visible_text_fast(columns), chars=count
            )
        quick = self._hidden_by_objects(objects, count)
        if quick is not None:
            visible_text, runs, hidden_chars = quick
            return PageText(
                self.number,
                width,
                height,
                visible_text,
                runs,
                chars=count,
                hidden_chars=hidden_chars,
            )
        states = self._char_states(objects, count)
        visible: list[str] = []
        hidden: dict[tuple[str, bool], list[tuple[Box, str]]] = {}
        hidden_chars = 0
        for start, end, state in _ranges(states):
            text = self._text(start, end - start)
            if state is None:
                visible.append(text)
            else:
                reason, over_image = state
                hidden_chars += sum(not c.isspace() for c in text)
                hidden.setdefault((reason, over_image), []).append(
                    (self._range_box(start, end), text)
                )
        runs = tuple(
            HiddenRun(
                "\n".join(t.strip() for _, t in parts if t.strip()),
                reason,
                over_image,
                _union([b for b, _ in parts]),
            )
            for (reason, over_image), parts in hidden.items()
            if any(t.strip() for _, t in parts)
        )
        return PageText(
            self.number,
            width,
            height,
            "".join(visible),
            runs,
            chars=count,
            hidden_chars=hidden_chars,
        )

    def _hidden_by_objects(
        self, objects: _PageObjects, count: int
    ) -> tuple[str, tuple[HiddenRun, ...], int] | None:
        """The page read object by object: each invisible text object's own text, and the
        page text without them. None when glyphs must be judged one by one (an object
        partly off the page or clip) or an object's text is not found as one piece."""
        texts = objects.text_objects
        if any(o.partial is not None for o in texts):
            return None
        columns = _multi_column([o.box for o in texts if o.reason is None])
        visible = self._visible_text_fast(columns)
        groups: dict[tuple[str, bool], list[tuple[Box, str]]] = {}
        hidden_chars = 0
        for obj in texts:
            if obj.reason is None:
                continue
            text = self._object_text(obj.handle)
            if not text.strip():
                continue
            removed = _remove_once(visible, text)
            if removed is None:
                return None
            visible = removed
            hidden_chars += sum(not c.isspace() for c in text)
            groups.setdefault((obj.reason, obj.over_image), []).append((obj.box, text))
        runs = tuple(
            HiddenRun(
                "\n".join(t.strip() for _, t in parts),
                reason,
                over_image,
                _union([b for b, _ in parts]),
            )
            for (reason, over_image), parts in groups.items()
        )
        return visible, runs, hidden_chars

    def _object_text(self, handle: Any) -> str:
        raw = self.raw
        size = raw.FPDFTextObj_GetText(handle, self.text_page, None, 0)
        if size <= 2:
            return ""
        buffer = ctypes.create_string_buffer(size)
        raw.FPDFTextObj_GetText(
            handle, self.text_page, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)), size
        )
        return buffer.raw[: size - 2].decode("utf-16-le", errors="replace")

    def glyphs(self) -> list[Glyph]:
        if not self.handle or not self.text_page:
            return []
        raw = self.raw
        count = raw.FPDFText_CountChars(self.text_page)
        objects = self._objects()
        states = self._char_states(objects, count)
        r, g, b, a = (ctypes.c_uint() for _ in range(4))
        found = []
        for index in range(count):
            code = raw.FPDFText_GetUnicode(self.text_page, index)
            box = self._char_box(index)
            raw.FPDFText_GetFillColor(self.text_page, index, r, g, b, a)
            obj = objects.texts.get(_address(raw.FPDFText_GetTextObject(self.text_page, index)))
            state = states[index]
            found.append(
                Glyph(
                    chr(code) if 0 < code < 0x110000 else "\ufffd",
                    box,
                    float(raw.FPDFText_GetFontSize(self.text_page, index)),
                    (r.value, g.value, b.value, a.value),
                    obj.mode if obj is not None else 0,
                    state[0] if state is not None else None,
                )
            )
        return found

    # -- objects ------------------------------------------------------------------------------

    def _objects(self) -> _PageObjects:
        """Every page object in z-order, with each text object's visibility."""
        result = _PageObjects(self._page_box())
        flat = list(self._flatten())
        backgrounds: list[_Object] = []  # opaque images and dark fills drawn so far
        covers: list[_Object] = []  # opaque images and fills that may cover later text
        texts: list[_Object] = []
        for obj in flat:
            if obj.kind == _IMAGE:
                covers.append(obj)
                backgrounds.append(obj)
            elif obj.kind == _PATH and obj.filled and obj.fill[3] > 0:
                if obj.fill[3] == 255:
                    covers.append(obj)
                if not _is_white(obj.fill):
                    backgrounds.append(obj)
            elif obj.kind == _TEXT:
                self._judge_text(obj, result.page_box, backgrounds)
                texts.append(obj)
        images = [o for o in flat if o.kind == _IMAGE]
        # a page mostly covered by one image is a scan: its invisible text is its OCR layer
        page_area = _area(result.page_box)
        scanned = any(
            _area(_intersection(i.box, result.page_box)) >= 0.5 * page_area for i in images
        )
        grid = _Grid(
            [
                c
                for c in covers
                if not c.transparent and c.box[2] - c.box[0] >= 2 and c.box[3] - c.box[1] >= 2
            ]
        )
        for obj in texts:
            if obj.reason is None:
                # round 26 (C1): a line that runs past the page's edge is covered when what
                # lies on the page is: the part inside under a scan drawn over it, the rest
                # off the page, nothing of it is seen
                box = (
                    _intersection(obj.box, result.page_box)
                    if obj.partial == "outside the page box"
                    else obj.box
                )
                cover = next(
                    (c for c in grid.at(box) if c.index > obj.index and _contains(c.box, box)),
                    None,
                )
                if cover is not None:
                    obj.partial = None
                    shape = "an image" if cover.kind == _IMAGE else "an opaque shape"
                    obj.reason = f"covered by {shape} drawn over it"
            if obj.reason is not None or obj.partial is not None:
                # round 36 (C20): white fill is judged with no image under the text's centre
                # (`_judge_text`), so the scan does not show it: white text in the margin of
                # a page mostly covered by a figure is no OCR layer, and is read as concealed
                obj.over_image = (scanned and obj.reason != "white fill") or any(
                    _contains_point(image.box, _centre(obj.box)) for image in images
                )
                result.any_hidden = True
        result.text_objects = texts
        return result

    def _flatten(self) -> Iterator[_Object]:
        """Page objects in z-order; a form XObject's objects take the form's place."""
        raw = self.raw
        counter = [0]

        def walk(
            container: Any, is_page: bool, matrix: tuple[float, ...] | None, depth: int
        ) -> Iterator[_Object]:
            total = (
                raw.FPDFPage_CountObjects(container)
                if is_page
                else raw.FPDFFormObj_CountObjects(container)
            )
            for position in range(max(0, total)):
                if counter[0] >= MAX_OBJECTS_PER_PAGE:
                    return
                getter = raw.FPDFPage_GetObject if is_page else raw.FPDFFormObj_GetObject
                handle = getter(container, position)
                if not handle:
                    continue
                kind = raw.FPDFPageObj_GetType(handle)
                if kind == _FORM:
                    if depth < 8:
                        own = self._matrix(handle)
                        yield from walk(
                            handle,
                            False,
                            own if matrix is None else _multiply(own, matrix),
                            depth + 1,
                        )
                    continue
                obj = self._object(handle, kind, counter[0], matrix)
                counter[0] += 1
                if obj is not None:
                    yield obj

        yield from walk(self.handle, True, None, 0)

    def _object(
        self, handle: Any, kind: int, index: int, matrix: tuple[float, ...] | None
    ) -> _Object | None:
        raw = self.raw
        if kind != _TEXT and kind != _IMAGE and kind != _PATH:
            return None
        floats, uints = self._floats, self._uints
        if not raw.FPDFPageObj_GetBounds(handle, floats[0], floats[1], floats[2], floats[3]):
            return None
        box: Box = (floats[0].value, floats[1].value, floats[2].value, floats[3].value)
        if matrix is not None:
            box = _transform_box(box, matrix)
        obj = _Object(handle, index, kind, box)
        if kind == _IMAGE:
            obj.transparent = bool(raw.FPDFPageObj_HasTransparency(handle))
            return obj
        if raw.FPDFPageObj_GetFillColor(handle, uints[0], uints[1], uints[2], uints[3]):
            obj.fill = (uints[0].value, uints[1].value, uints[2].value, uints[3].value)
        if kind == _PATH:
            if raw.FPDFPath_GetDrawMode(handle, self._ints[0], self._ints[1]):
                obj.filled = self._ints[0].value != 0
            obj.transparent = bool(raw.FPDFPageObj_HasTransparency(handle))
            return obj
        obj.mode = int(raw.FPDFTextObj_GetTextRenderMode(handle))
        if min(box[2] - box[0], box[3] - box[1]) < 3.0:
            # glyphs drawn this small may be tiny: the effective size is Tf's times the
            # text matrix's (and a form's); bigger boxes cannot hold tiny glyphs
            if raw.FPDFTextObj_GetFontSize(handle, floats[0]):
                obj.size = float(floats[0].value)
                obj.size *= _scale(self._matrix(handle)) * (_scale(matrix) if matrix else 1.0)
        else:
            obj.size = box[3] - box[1]
        if matrix is None:
            obj.clip = self._clip_box(handle)
        return obj

    def _judge_text(self, obj: _Object, page_box: Box, backgrounds: list[_Object]) -> None:
        """Why a text object is invisible as a whole (`reason`), or which of its glyphs
        need checking one by one (`partial`)."""
        if obj.mode == 3:
            obj.reason = "render mode 3 (invisible)"
        elif obj.mode == 7:
            obj.reason = "render mode 7 (clipping only)"
        elif obj.fill[3] == 0 and obj.mode in (0, 2, 4, 6):
            obj.reason = "transparent fill"
        elif 0 < obj.size <= TINY_FONT_PT + 1e-6:
            obj.reason = f"tiny font ({obj.size:.2f} pt)"
        elif not _intersects(obj.box, page_box):
            obj.reason = "outside the page box"
        elif self._squeezed(obj):
            obj.reason = "squeezed to nothing (horizontal scaling)"
        elif obj.clip is not None and not _intersects(obj.box, obj.clip):
            obj.reason = "clipped away"
        elif _is_white(obj.fill) and obj.mode in (0, 2, 4, 6):
            centre = ((obj.box[0] + obj.box[2]) / 2, (obj.box[1] + obj.box[3]) / 2)
            if not any(b.index < obj.index and _contains_point(b.box, centre) for b in backgrounds):
                obj.reason = "white fill"
        if obj.reason is None:
            if not _contains(page_box, obj.box, slack=1.0):
                obj.partial = "outside the page box"
            elif obj.clip is not None and not _contains(obj.clip, obj.box, slack=1.0):
                obj.partial = "clipped away"

    def _squeezed(self, obj: _Object) -> bool:
        """Glyphs drawn narrower than half a point each (Tz 1, a text matrix that
        flattens): the line is a smear no one reads."""
        width, height = obj.box[2] - obj.box[0], obj.box[3] - obj.box[1]
        if height <= 0 or width >= 0.5 * height or not self.text_page:
            return False  # as wide as a glyph or wider: nothing squeezed (or text runs upward)
        a, b, c, d = self._matrix(obj.handle)[:4]
        if abs(b) > 0.01 * abs(a) + 1e-6 or abs(c) > 0.01 * abs(d) + 1e-6:
            return False  # rotated text: its box is tall and narrow by nature
        characters = len(self._object_text(obj.handle).strip())
        return characters >= 4 and width / characters < 0.5

    def _matrix(self, handle: Any) -> tuple[float, ...]:
        import pypdfium2.raw as raw

        matrix = raw.FS_MATRIX()
        if raw.FPDFPageObj_GetMatrix(handle, matrix):
            return (matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f)
        return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

    def _clip_box(self, handle: Any) -> Box | None:
        """The bounding box of an object's clip path (the intersection of its paths)."""
        raw = self.raw
        clip = raw.FPDFPageObj_GetClipPath(handle)
        if not clip:
            return None
        paths = raw.FPDFClipPath_CountPaths(clip)
        if paths <= 0 or paths > 64:
            return None
        result: Box | None = None
        x, y = ctypes.c_float(), ctypes.c_float()
        for path in range(paths):
            segments = raw.FPDFClipPath_CountPathSegments(clip, path)
            if segments <= 0 or segments > 512:
                continue
            xs, ys = [], []
            for index in range(segments):
                segment = raw.FPDFClipPath_GetPathSegment(clip, path, index)
                if segment and raw.FPDFPathSegment_GetPoint(segment, x, y):
                    xs.append(x.value)
                    ys.append(y.value)
            if not xs:
                continue
            box = (min(xs), min(ys), max(xs), max(ys))
            result = box if result is None else _intersection(result, box)
        return result

    def _page_box(self) -> Box:
        raw = self.raw
        values = [ctypes.c_float() for _ in range(4)]
        for getter in (raw.FPDFPage_GetCropBox, raw.FPDFPage_GetMediaBox):
            if getter(self.handle, *values):
                left, bottom, right, top = (v.value for v in values)
                return (min(left, right), min(bottom, top), max(left, right), max(bottom, top))
        width = float(raw.FPDF_GetPageWidthF(self.handle))
        height = float(raw.FPDF_GetPageHeightF(self.handle))
        return (0.0, 0.0, width, height)

    # -- characters ----------------------------------------------------------------------------

    def _char_states(self, objects: _PageObjects, count: int) -> list[tuple[str, bool] | None]:
        """Per character: (reason, over_image) when invisible, else None. Characters
        PDFium generates (spaces, line breaks) take their neighbour's state."""
        raw = self.raw
        states: list[tuple[str, bool] | None] = []
        previous: tuple[str, bool] | None = None
        for index in range(count):
            handle = raw.FPDFText_GetTextObject(self.text_page, index)
            if not handle:
                states.append(previous)
                continue
            obj = objects.texts.get(_address(handle))
            state: tuple[str, bool] | None = None
            if obj is not None:
                if obj.reason is not None:
                    state = (obj.reason, obj.over_image)
                elif obj.partial is not None:
                    box = self._char_box(index)
                    limit = objects.page_box if obj.partial == "outside the page box" else obj.clip
                    if limit is not None and box[2] > box[0] and not _intersects(box, limit):
                        state = (obj.partial, obj.over_image)
            states.append(state)
            previous = state
        return states

    def _char_box(self, index: int) -> Box:
        left, right, bottom, top = (ctypes.c_double() for _ in range(4))
        self.raw.FPDFText_GetCharBox(self.text_page, index, left, right, bottom, top)
        return (left.value, bottom.value, right.value, top.value)

    def _range_box(self, start: int, end: int) -> Box:
        boxes = [self._char_box(i) for i in (start, end - 1)]
        return _union(boxes)

    def _text(self, start: int, count: int, *, keep_breaks: bool = False) -> str:
        if count <= 0:
            return ""
        buffer = ctypes.create_string_buffer((count + 1) * 2)
        written = self.raw.FPDFText_GetText(
            self.text_page, start, count, ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort))
        )
        if written <= 0:
            return ""
        text = buffer.raw[: (written - 1) * 2].decode("utf-16-le", errors="replace")
        return text if keep_breaks else _normalise_breaks(text)

    def _visible_text_fast(self, columns: bool) -> str:
        """The page's text, in reading order when its lines stand in columns."""
        count = self.raw.FPDFText_CountChars(self.text_page)
        text = self._text(0, count, keep_breaks=True)
        if not columns or len(text) != count or "\n" not in text:
            return _normalise_breaks(text)  # surrogate pairs shift indices: keep PDFium's order
        lines: list[tuple[Box, str]] = []
        start = 0
        for segment in text.split("\n"):
            stripped = segment.strip()
            if stripped:
                first = start + (len(segment) - len(segment.lstrip()))
                last = start + len(segment.rstrip()) - 1
                lines.append((_union([self._char_box(first), self._char_box(last)]), stripped))
            start += len(segment) + 1
        if not _multi_column([box for box, _ in lines]):
            return _normalise_breaks(text)
        return _join(_order(lines))


# --- geometry --------------------------------------------------------------------------------


def _remove_once(haystack: str, needle: str) -> str | None:
    """`haystack` without the first occurrence of `needle`, whatever whitespace separates
    its words there (reading order may break a line PDFium kept whole); None if absent."""
    at = haystack.find(needle)
    if at != -1:
        return haystack[:at] + haystack[at + len(needle) :]
    words = needle.split()
    if not words:
        return haystack
    match = re.search(r"\s+".join(re.escape(w) for w in words), haystack)
    if match is None:
        return None
    return haystack[: match.start()] + haystack[match.end() :]


def _normalise_breaks(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


class _Grid:
    """Boxes bucketed by 64-point cells, to find those around a point quickly."""

    CELL = 64.0

    def __init__(self, items: list[_Object]) -> None:
        self.cells: dict[tuple[int, int], list[_Object]] = {}
        for item in items:
            left, bottom, right, top = item.box
            if right - left > 20_000 or top - bottom > 20_000:
                continue
            for x in range(int(left // self.CELL), int(right // self.CELL) + 1):
                for y in range(int(bottom // self.CELL), int(top // self.CELL) + 1):
                    self.cells.setdefault((x, y), []).append(item)

    def at(self, box: Box) -> list[_Object]:
        x = (box[0] + box[2]) / 2
        y = (box[1] + box[3]) / 2
        return self.cells.get((int(x // self.CELL), int(y // self.CELL)), [])


def _address(handle: Any) -> int:
    return ctypes.cast(handle, ctypes.c_void_p).value or 0


def _is_white(fill: tuple[int, int, int, int]) -> bool:
    return all(channel >= WHITE_LEVEL for channel in fill[:3])


def _scale(matrix: tuple[float, ...] | None) -> float:
    if matrix is None:
        return 1.0
    a, b, c, d = matrix[:4]
    return math.sqrt(abs(a * d - b * c)) or 0.0


def _multiply(inner: tuple[float, ...], outer: tuple[float, ...]) -> tuple[float, ...]:
    a1, b1, c1, d1, e1, f1 = inner
    a2, b2, c2, d2, e2, f2 = outer
    return (
        a1 * a2 + b1 * c2,
        a1 * b2 + b1 * d2,
        c1 * a2 + d1 * c2,
        c1 * b2 + d1 * d2,
        e1 * a2 + f1 * c2 + e2,
        e1 * b2 + f1 * d2 + f2,
    )


def _transform_box(box: Box, matrix: tuple[float, ...]) -> Box:
    a, b, c, d, e, f = matrix
    xs, ys = [], []
    for x, y in ((box[0], box[1]), (box[0], box[3]), (box[2], box[1]), (box[2], box[3])):
        xs.append(a * x + c * y + e)
        ys.append(b * x + d * y + f)
    return (min(xs), min(ys), max(xs), max(ys))


def _intersects(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _intersection(a: Box, b: Box) -> Box:
    return (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))


def _contains(outer: Box, inner: Box, slack: float = 0.5) -> bool:
    return (
        outer[0] - slack <= inner[0]
        and outer[1] - slack <= inner[1]
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def _centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _area(box: Box) -> float:
    return max(0.0, box[2] - box[0]) * max(0.0, box[3] - box[1])


def _contains_point(box: Box, point: tuple[float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _union(boxes: list[Box]) -> Box:
    boxes = [b for b in boxes if b[2] >= b[0] and b[3] >= b[1]] or [(0.0, 0.0, 0.0, 0.0)]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _ranges(states: list[Any]) -> Iterator[tuple[int, int, Any]]:
    start = 0
    for index in range(1, len(states) + 1):
        if index == len(states) or states[index] != states[start]:
            yield start, index, states[start]
            start = index


def _join(segments: list[tuple[Box, str]]) -> str:
    return "\n".join(text.strip("\n") for _, text in segments if text.strip())


def _multi_column(boxes: list[Box]) -> bool:
    """Whether some vertical gutter separates the page's narrower text into columns."""
    if len(boxes) < 6:
        return False
    left = min(b[0] for b in boxes)
    width = max(b[2] for b in boxes) - left
    bottom = min(b[1] for b in boxes)
    height = max(b[3] for b in boxes) - bottom
    # running heads and feet often straddle the gutters: leave the top and bottom 8% out
    body = [b for b in boxes if 0.08 * height < (b[1] + b[3]) / 2 - bottom < 0.92 * height]
    narrow = [b for b in body if b[2] - b[0] <= 0.6 * width]
    return len(narrow) >= 6 and bool(_x_gaps(narrow))


def _x_gaps(boxes: list[Box]) -> list[tuple[float, float]]:
    if not boxes:
        return []
    intervals = sorted((b[0], b[2]) for b in boxes)
    gaps = []
    reach = intervals[0][1]
    for left, right in intervals[1:]:
        if left - reach >= _GUTTER:
            gaps.append((reach, left))
        reach = max(reach, right)
    return gaps


def _order(lines: list[tuple[Box, str]]) -> list[tuple[Box, str]]:
    """Lines in reading order: top to bottom, except that runs of narrow lines standing
    in columns (split by vertical gutters) are read column by column, left to right.
    A line wider than 60% of the text block (a title, a full-width paragraph) ends a
    run of columns."""
    if len(lines) <= 1:
        return list(lines)
    left = min(b[0] for b, _ in lines)
    width = max(b[2] for b, _ in lines) - left or 1.0
    ordered = sorted(lines, key=lambda s: (-round(s[0][3], 1), s[0][0]))
    result: list[tuple[Box, str]] = []
    section: list[tuple[Box, str]] = []

    def close() -> None:
        gaps = _x_gaps([b for b, _ in section])
        if not gaps:
            result.extend(section)
        else:
            cuts = sorted((g[0] + g[1]) / 2 for g in gaps)
            columns: list[list[tuple[Box, str]]] = [[] for _ in range(len(cuts) + 1)]
            for line in section:
                centre = (line[0][0] + line[0][2]) / 2
                columns[sum(centre > cut for cut in cuts)].append(line)
            for column in columns:
                result.extend(column)
        section.clear()

    for line in ordered:
        if line[0][2] - line[0][0] > 0.6 * width:
            close()
            result.append(line)
        else:
            section.append(line)
    close()
    return result
