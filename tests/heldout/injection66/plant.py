"""Plant the sixty-sixth held-out prompt-injection corpus into in-memory copies of real captures.

The planting code is adapted from ``tests/heldout/injection3/plant.py`` (read for
its interface only) and keeps the same API so that one evaluator drives all four
corpora:

* ``Planted`` (same fields, same ``suffix``/``filename`` properties),
* ``load_cases(path=None, *, split=None, label=None, vector=None)``,
* ``plant(case, captures=None) -> Planted``,
* ``plant_all(captures=None, *, split=None, label=None) -> Iterator[Planted]``.

The corpus (``cases.json`` next to this file) stores only snippets, anchors and
positions. Capture files stay in ``../shared/captures`` (or ``$HELDOUT_CAPTURES``)
and are never copied into the repository.

Ground truth
------------
* HTML: ``line`` is the 1-based line of the planted document on which
  ``case["expect_text"]`` begins (lines counted by ``\\n``; CRLF captures count the
  same, there is no lone ``\\r`` in the captures or the snippets). ``lines`` lists
  every line that holds inserted bytes (a ``<style>`` rule or ``<meta>`` in the head,
  the element in the body, an edited attribute...); ``line`` is always one of them.
* PDF: ``page`` is the 1-based page that received the planted text; ``lines`` is
  empty.

Case fields used here
---------------------
``id, label, vector, channel, lang, split, target, expect_text`` and then, for
HTML, any of:

* ``head_snippet``: inserted on its own line(s) just before ``</head>``;
* ``body_snippet`` + ``body_at`` (``{"find", "occurrence"=1, "where"="before"|"after"}``):
  inserted on its own line(s) before/after the ``occurrence``-th match of ``find``;
* ``inline_edits``: list of ``{"find", "occurrence"=1, "where"="before"|"after"|"replace",
  "text"}`` applied in place (no line break added);
* ``pad_lines``: blank lines put around own-line snippets (default 0);

and, for PDF, ``pdf = {"page", "text" | "lines", "x", "y", "size", "leading",
"font"="Helvetica", "fill"=[r,g,b,a], "render_mode"=0, "z"="top"|"bottom",
"cover"=[r,g,b]}``: one text object per line is added to the page with pypdfium2
(``render_mode`` 3 = invisible, ``fill`` alpha 0 = transparent, ``z: bottom`` = under
everything already on the page, e.g. under a scanned image, ``cover`` = an opaque
rectangle of that colour drawn over the text).

Other case fields (``variant`` = regional variant such as es-MX/es-AR/pt-BR,
``technique``, ``why``) are documentation only.
Only the standard library and pypdfium2 are used; nothing is imported from
``fixture_guard``: this corpus was written without reading the detector.
"""

from __future__ import annotations

import ctypes
import html
import io
import itertools
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CASES_PATH = HERE / "cases.json"

VECTORS = (
    "html-comment",
    "css-hidden",
    "alt-title",
    "pdf-text-layer",
    "json-ld",
    "system-impersonation-es",
)
#: "negative" marks a hard negative (benign hidden text, text for human readers).
LABELS = ("injection", "negative")
LANGS = ("es", "en", "pt")
#: The whole corpus is held out: every case has ``split == "test"``.
SPLITS = ("test",)


class PlantError(ValueError):
    """A case cannot be planted as written (bad anchor, ambiguous expect_text...)."""


@dataclass(frozen=True)
class Planted:
    """One planted case.

    ``data`` are the bytes to scan; write them to a file named with ``suffix`` if
    the scanner needs a path. ``line`` (HTML) or ``page`` (PDF) is the ground
    truth. ``lines`` lists every line of the planted HTML that holds inserted
    bytes; ``line`` is always one of them. For PDFs ``lines`` is empty.
    """

    case_id: str
    media: str  # "html" | "pdf"
    data: bytes
    line: int | None
    page: int | None
    lines: tuple[int, ...]
    label: str
    vector: str
    channel: str
    lang: str
    split: str
    target: str
    expect_text: str

    @property
    def suffix(self) -> str:
        return ".pdf" if self.media == "pdf" else ".html"

    @property
    def filename(self) -> str:
        """A file name that keeps the capture's stem: ``<case_id>__<stem><suffix>``."""
        return f"{self.case_id}__{Path(self.target).stem}{self.suffix}"


# --------------------------------------------------------------------------- cases


def load_cases(
    path: Path | str | None = None,
    *,
    split: str | None = None,
    label: str | None = None,
    vector: str | None = None,
) -> list[dict[str, Any]]:
    """Read ``cases.json`` (or ``path``), optionally filtered by split/label/vector."""
    p = Path(path) if path is not None else CASES_PATH
    cases: list[dict[str, Any]] = json.loads(p.read_text(encoding="utf-8"))
    return [
        c
        for c in cases
        if (split is None or c["split"] == split)
        and (label is None or c["label"] == label)
        and (vector is None or c["vector"] == vector)
    ]


def assign_splits(cases: Iterable[dict[str, Any]]) -> dict[str, str]:
    """Compatibility helper: this corpus is entirely held out, so every id maps to ``test``."""
    return {c["id"]: "test" for c in cases}


def default_captures() -> Path:
    """Where the captures live: $HELDOUT_CAPTURES, else ``<repo>/../shared/captures``,
    else ``/work/shared/captures``."""
    env = os.environ.get("HELDOUT_CAPTURES")
    if env:
        return Path(env)
    repo = HERE.parents[2]  # tests/heldout/injection4 -> repo root
    for cand in (repo.parent / "shared" / "captures", Path("/work/shared/captures")):
        if cand.is_dir():
            return cand
    return repo.parent / "shared" / "captures"


# --------------------------------------------------------------------------- html


def find_anchor(data: bytes, needle: str, occurrence: int, case_id: str) -> int:
    """Byte offset of the ``occurrence``-th (1-based) match of ``needle`` in ``data``."""
    nb = needle.encode("utf-8")
    if not nb:
        raise PlantError(f"{case_id}: empty anchor")
    pos = -1
    for _ in range(max(1, int(occurrence))):
        pos = data.find(nb, pos + 1)
        if pos < 0:
            raise PlantError(f"{case_id}: anchor {needle!r} (occurrence {occurrence}) not found")
    return pos


def _head_close(data: bytes, case_id: str) -> int:
    pos = data.lower().find(b"</head>")
    if pos < 0:
        raise PlantError(f"{case_id}: no </head> in target")
    return pos


def line_of(data: bytes, offset: int) -> int:
    """1-based line number of byte ``offset`` (lines counted by ``\\n``)."""
    return data.count(b"\n", 0, offset) + 1


def expect_forms(expect: str) -> list[bytes]:
    """The byte forms under which ``expect_text`` may appear in HTML source."""
    forms: list[bytes] = []
    for f in (expect, html.escape(expect, quote=True), html.escape(expect, quote=False)):
        b = f.encode("utf-8")
        if b not in forms:
            forms.append(b)
    return forms


def html_edits(case: dict[str, Any], src: bytes) -> list[tuple[int, int, bytes, bool]]:
    """The case's edits as ``(offset in src, bytes removed, bytes inserted, own_line)``."""
    cid = case["id"]
    edits: list[tuple[int, int, bytes, bool]] = []
    if case.get("head_snippet"):
        edits.append((_head_close(src, cid), 0, case["head_snippet"].encode("utf-8"), True))
    if case.get("body_snippet"):
        at = case["body_at"]
        pos = find_anchor(src, at["find"], int(at.get("occurrence", 1)), cid)
        if at.get("where", "before") == "after":
            pos += len(at["find"].encode("utf-8"))
        elif at.get("where", "before") != "before":
            raise PlantError(f"{cid}: bad body_at.where {at.get('where')!r}")
        edits.append((pos, 0, case["body_snippet"].encode("utf-8"), True))
    for ed in case.get("inline_edits", []):
        pos = find_anchor(src, ed["find"], int(ed.get("occurrence", 1)), cid)
        flen = len(ed["find"].encode("utf-8"))
        text = ed["text"].encode("utf-8")
        where = ed.get("where", "before")
        if where == "before":
            edits.append((pos, 0, text, False))
        elif where == "after":
            edits.append((pos + flen, 0, text, False))
        elif where == "replace":
            edits.append((pos, flen, text, False))
        else:
            raise PlantError(f"{cid}: bad inline edit position {where!r}")
    if not edits:
        raise PlantError(f"{cid}: nothing to plant")
    edits.sort(key=lambda e: (e[0], e[1]))
    for a, b in itertools.pairwise(edits):
        if a[0] + a[1] > b[0]:
            raise PlantError(f"{cid}: overlapping edits")
    return edits


def _plant_html(case: dict[str, Any], captures: Path) -> Planted:
    cid = case["id"]
    src = (captures / case["target"]).read_bytes()
    pad = b"\n" * int(case.get("pad_lines", 0))
    edits = html_edits(case, src)

    out = bytearray()
    regions: list[tuple[int, int]] = []  # inserted bytes, as offsets in the output
    cur = 0
    for pos, removed, text, own_line in edits:
        out += src[cur:pos]
        if own_line:
            out += b"\n" + pad
            start = len(out)
            out += text
            regions.append((start, len(out)))
            out += pad + b"\n"
        else:
            start = len(out)
            out += text
            regions.append((start, len(out)))
        cur = pos + removed
    out += src[cur:]
    data = bytes(out)

    hits: set[int] = set()
    for form in expect_forms(case["expect_text"]):
        i = data.find(form)
        while i >= 0:
            if any(s <= i and i + len(form) <= e for s, e in regions):
                hits.add(i)
            i = data.find(form, i + 1)
    if len(hits) != 1:
        raise PlantError(
            f"{cid}: expect_text must occur exactly once inside the planted text, found {len(hits)}"
        )
    line = line_of(data, next(iter(hits)))
    lines: set[int] = set()
    for s, e in regions:
        lines.update(range(line_of(data, s), line_of(data, max(s, e - 1)) + 1))
    return Planted(
        case_id=cid,
        media="html",
        data=data,
        line=line,
        page=None,
        lines=tuple(sorted(lines)),
        label=case["label"],
        vector=case["vector"],
        channel=case["channel"],
        lang=case["lang"],
        split=case["split"],
        target=case["target"],
        expect_text=case["expect_text"],
    )


# --------------------------------------------------------------------------- pdf


def _set_text(obj: Any, text: str) -> None:
    import pypdfium2.raw as pdfium_c

    buf = ctypes.create_string_buffer((text + "\x00").encode("utf-16-le"))
    ok = pdfium_c.FPDFText_SetText(obj, ctypes.cast(buf, ctypes.POINTER(pdfium_c.FPDF_WCHAR)))
    if not ok:
        raise PlantError(f"FPDFText_SetText failed for {text[:40]!r}")


def _plant_pdf(case: dict[str, Any], captures: Path) -> Planted:
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    cid = case["id"]
    spec = case["pdf"]
    src = (captures / case["target"]).read_bytes()
    doc = pdfium.PdfDocument(src)
    try:
        page_no = int(spec["page"])
        if not 1 <= page_no <= len(doc):
            raise PlantError(f"{cid}: page {page_no} out of range (1..{len(doc)})")
        page = doc[page_no - 1]
        font_name = str(spec.get("font", "Helvetica")).encode("ascii")
        size = float(spec["size"])
        texts = spec.get("lines") or [spec["text"]]
        leading = float(spec.get("leading", size * 1.2))
        x, y = float(spec["x"]), float(spec["y"])
        r, g, b, a = (int(v) for v in spec.get("fill", (0, 0, 0, 255)))
        mode = int(spec.get("render_mode", 0))
        bottom = spec.get("z", "top") == "bottom"
        objs = []
        for i, text in enumerate(texts):
            obj = pdfium_c.FPDFPageObj_NewTextObj(doc.raw, font_name, ctypes.c_float(size))
            if not obj:
                raise PlantError(f"{cid}: cannot create text object")
            _set_text(obj, text)
            pdfium_c.FPDFTextObj_SetTextRenderMode(obj, mode)
            pdfium_c.FPDFPageObj_SetFillColor(obj, r, g, b, a)
            pdfium_c.FPDFPageObj_Transform(obj, 1, 0, 0, 1, x, y - i * leading)
            if bottom:
                pdfium_c.FPDFPage_InsertObjectAtIndex(page.raw, obj, i)
            else:
                pdfium_c.FPDFPage_InsertObject(page.raw, obj)
            objs.append(obj)
        if spec.get("cover"):
            bounds = []
            for obj in objs:
                left, bot, right, top = (ctypes.c_float() for _ in range(4))
                pdfium_c.FPDFPageObj_GetBounds(obj, left, bot, right, top)
                bounds.append((left.value, bot.value, right.value, top.value))
            m = 2.0
            lo_x = min(bb[0] for bb in bounds) - m
            lo_y = min(bb[1] for bb in bounds) - m
            hi_x = max(bb[2] for bb in bounds) + m
            hi_y = max(bb[3] for bb in bounds) + m
            rect = pdfium_c.FPDFPageObj_CreateNewRect(lo_x, lo_y, hi_x - lo_x, hi_y - lo_y)
            cr, cg, cb = (int(v) for v in spec["cover"])
            pdfium_c.FPDFPageObj_SetFillColor(rect, cr, cg, cb, 255)
            pdfium_c.FPDFPath_SetDrawMode(rect, pdfium_c.FPDF_FILLMODE_WINDING, 0)
            pdfium_c.FPDFPage_InsertObject(page.raw, rect)
        if not pdfium_c.FPDFPage_GenerateContent(page.raw):
            raise PlantError(f"{cid}: FPDFPage_GenerateContent failed")
        buf = io.BytesIO()
        doc.save(buf)
        data = buf.getvalue()
    finally:
        doc.close()
    return Planted(
        case_id=cid,
        media="pdf",
        data=data,
        line=None,
        page=page_no,
        lines=(),
        label=case["label"],
        vector=case["vector"],
        channel=case["channel"],
        lang=case["lang"],
        split=case["split"],
        target=case["target"],
        expect_text=case["expect_text"],
    )


# --------------------------------------------------------------------------- api


def media_of(case: dict[str, Any]) -> str:
    return case.get("media") or ("pdf" if case["target"].endswith(".pdf") else "html")


def plant(case: dict[str, Any], captures: Path | str | None = None) -> Planted:
    """Plant one case into an in-memory copy of its target capture."""
    cap = Path(captures) if captures is not None else default_captures()
    if media_of(case) == "pdf":
        return _plant_pdf(case, cap)
    return _plant_html(case, cap)


def plant_all(
    captures: Path | str | None = None,
    *,
    split: str | None = None,
    label: str | None = None,
) -> Iterator[Planted]:
    """Plant every case (optionally one split and/or label), in file order."""
    for case in load_cases(split=split, label=label):
        yield plant(case, captures)
