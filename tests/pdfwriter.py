"""A tiny PDF writer for tests: pages of text with a chosen render mode, colour and size.

Written here rather than pulling reportlab in as a test dependency: the tests need a
handful of operators (`Tr`, `rg`, `Tf`, `Td`), raw control over the bytes (to truncate,
encrypt-flag or bomb a file), and nothing else. Text uses Helvetica with
WinAnsiEncoding, so Spanish accents survive (cp1252).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field


@dataclass
class Text:
    text: str
    x: float = 72
    y: float = 720
    size: float = 11
    render: int = 0  # 3 = invisible (the OCR-layer mode)
    rgb: tuple[float, float, float] = (0, 0, 0)


@dataclass
class Page:
    texts: list[Text] = field(default_factory=list)
    width: float = 612
    height: float = 792
    image: bool = False  # paint a grey rectangle as a stand-in for a scanned image
    cover: bool = False  # paint it after the text instead, over it (a scan drawn on top)
    # round 36: an image (an inline one-pixel grey image) drawn first over this box: left,
    # bottom, width, height
    figure: tuple[float, float, float, float] | None = None


def _escape(text: str) -> bytes:
    raw = text.encode("cp1252", errors="replace")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def content_stream(page: Page) -> bytes:
    ops = []
    if page.image:
        ops.append(b"0.8 g 0 0 %d %d re f" % (int(page.width), int(page.height)))
    if page.figure is not None:
        x, y, w, h = page.figure
        ops.append(b"q %d 0 0 %d %d %d cm BI /W 1 /H 1 /CS /G /BPC 8 ID \x80 EI Q" % (w, h, x, y))
    for item in page.texts:
        r, g, b = item.rgb
        ops.append(
            b"BT /F1 %s Tf %d Tr %s %s %s rg %s %s Td (%s) Tj ET"
            % (
                str(item.size).encode(),
                item.render,
                str(r).encode(),
                str(g).encode(),
                str(b).encode(),
                str(item.x).encode(),
                str(item.y).encode(),
                _escape(item.text),
            )
        )
    if page.cover:
        ops.append(b"0.8 g 0 0 %d %d re f" % (int(page.width), int(page.height)))
    return b"\n".join(ops)


def build_pdf(
    pages: list[Page],
    *,
    compress: bool = True,
    extra_objects: list[bytes] | None = None,
    trailer_extra: bytes = b"",
) -> bytes:
    """A valid PDF of `pages`; `extra_objects` are appended verbatim as further objects."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled below
    pages_obj = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    kids = []
    for page in pages:
        stream = content_stream(page)
        if compress:
            data = zlib.compress(stream)
            content = add(
                b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(data), data)
            )
        else:
            content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
                b"/Resources << /Font << /F1 %d 0 R >> >> >>"
                % (pages_obj, int(page.width), int(page.height), content, font)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_obj
    objects[pages_obj - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    for extra in extra_objects or []:
        add(extra)
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R %s>>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        trailer_extra,
        xref,
    )
    return bytes(out)


def bomb_object(decoded_mib: int) -> bytes:
    """A FlateDecode stream object that inflates to `decoded_mib` MiB of zeros."""
    inflater = zlib.compressobj(9)
    chunk = b"\0" * (1 << 20)
    data = b"".join(inflater.compress(chunk) for _ in range(decoded_mib)) + inflater.flush()
    return b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(data), data)
