"""PDFs from raw content streams, for tests of what makes PDF text invisible.

`tests/pdfwriter.py` writes text with a render mode, colour and size; the hiding tricks
need more of the content-stream language: clip paths (`re W n`), shapes and images drawn
over text, form XObjects, text matrices, horizontal scaling (`Tz`) and a graphics state
with a transparent fill (`/GS0 gs`, `ca 0`). Each page gets Helvetica as /F1, a form
for every stream in `forms` as /Fm0, /Fm1…, a 1×1 grey image as /Im0 and /GS0.
"""

from __future__ import annotations


def raw_pdf(
    streams: list[bytes], *, forms: list[bytes] | None = None, width: int = 612, height: int = 792
) -> bytes:
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")
    pages = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    image = add(
        b"<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray "
        b"/BitsPerComponent 8 /Length 1 >>\nstream\n\x80\nendstream"
    )
    state = add(b"<< /Type /ExtGState /ca 0 >>")
    form_ids = [
        add(
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 %d %d] /Resources << /Font << /F1 %d 0 R >> >> "
            b"/Length %d >>\nstream\n%s\nendstream" % (width, height, font, len(content), content)
        )
        for content in forms or []
    ]
    xobjects = (
        b" ".join(b"/Fm%d %d 0 R" % (i, f) for i, f in enumerate(form_ids))
        + b" /Im0 %d 0 R" % image
    )
    kids = []
    for stream in streams:
        content = add(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream))
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R /Resources << "
                b"/Font << /F1 %d 0 R >> /XObject << %s >> /ExtGState << /GS0 %d 0 R >> >> >>"
                % (pages, width, height, content, font, xobjects, state)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages
    objects[pages - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        xref,
    )
    return bytes(out)
