"""A minimal PDF writer for the authored example bench: text pages and image-only pages.

Only what the example documents need: Helvetica text (WinAnsi, so Spanish accents
survive extraction), text render modes and fill colours (for the invisible-text
injection page), and a grey-scale image page with no text layer (the "scanned" bulletin).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252")
    out = bytearray(b"(")
    for byte in raw:
        if byte in b"()\\":
            out += b"\\" + bytes([byte])
        elif byte < 32 or byte > 126:
            out += b"\\%03o" % byte
        else:
            out.append(byte)
    return bytes(out + b")")


@dataclass
class TextRun:
    x: float
    y: float
    text: str
    size: float = 11
    render_mode: int = 0  # 3 = invisible (neither filled nor stroked)
    gray: float = 0.0  # fill colour; 1.0 = white


@dataclass
class Page:
    runs: list[TextRun] = field(default_factory=list)
    lines: list[tuple[float, float, float, float]] = field(default_factory=list)  # table rules
    image: tuple[int, int, bytes] | None = None  # (width, height, 8-bit grey pixels)

    def text(self, x: float, y: float, text: str, **style: float) -> None:
        self.runs.append(TextRun(x, y, text, **style))  # type: ignore[arg-type]

    def content(self) -> bytes:
        ops = []
        if self.image:
            ops.append(b"q 500 0 0 700 56 46 cm /Im1 Do Q")
        for x0, y0, x1, y1 in self.lines:
            ops.append(b"%.1f %.1f m %.1f %.1f l S" % (x0, y0, x1, y1))
        for run in self.runs:
            ops.append(
                b"BT /F1 %.1f Tf %d Tr %.2f g %.1f %.1f Td %s Tj ET"
                % (run.size, run.render_mode, run.gray, run.x, run.y, _pdf_string(run.text))
            )
        return b"\n".join(ops)


def render(pages: list[Page], *, title: str) -> bytes:
    """The PDF bytes of `pages` (US Letter), deterministic for the same input."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below, once the page tree number is known
    pages_id = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    info = add(b"<< /Title " + _pdf_string(title) + b" /Producer (fixture-guard example bench) >>")
    kids = []
    for page in pages:
        resources = b"<< /Font << /F1 %d 0 R >>" % font
        if page.image:
            width, height, pixels = page.image
            data = zlib.compress(pixels, 9)
            image = add(
                b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
                b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream"
                % (width, height, len(data), data)
            )
            resources += b" /XObject << /Im1 %d 0 R >>" % image
        resources += b" >>"
        stream = zlib.compress(page.content(), 9)
        contents = add(
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(stream), stream)
        )
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Resources %s /Contents %d 0 R >>"
                % (pages_id, resources, contents)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id
    objects[pages_id - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        info,
        xref,
    )
    return bytes(out)


def scanned_pixels(width: int, height: int, seed: int = 7) -> bytes:
    """A grey page with dark bars where lines of type would be: a scan with no text layer."""
    import random

    rng = random.Random(seed)
    rows = bytearray()
    line_height = 14
    # Word positions are drawn once per line of type, so the rows of a line agree.
    words_by_line: dict[int, list[tuple[int, int]]] = {}
    for y in range(height):
        row = bytearray([238]) * width
        line = y // line_height
        if (y % line_height) in range(3, 10) and 40 < y < height - 40:
            if line not in words_by_line:
                stop = width - 30 - (rng.randrange(0, 90) if line % 4 == 3 else 0)
                words, x = [], 30
                while x < stop:
                    word = rng.randrange(8, 40)
                    words.append((x, min(x + word, stop)))
                    x += word + rng.randrange(4, 9)
                words_by_line[line] = words
            for start, end in words_by_line[line]:
                row[start:end] = bytes([52]) * (end - start)
        rows += row
    return bytes(rows)
