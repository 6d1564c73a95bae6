"""Plant the held-out prompt-injection cases into copies of real captures.

The corpus (``cases.json`` next to this file) stores only snippets, anchors and
positions; the capture files stay in ``../shared/captures`` and are never copied
into the repository. ``plant(case, captures)`` reads the capture named by
``case["target"]``, applies the case's edits in memory and returns the planted
bytes together with the ground truth:

* HTML: ``line`` is the 1-based line of the planted document on which
  ``case["expect_text"]`` begins (lines are counted by ``\\n``; the captures and
  the snippets contain no other line terminators, so ``str.splitlines`` agrees).
* PDF: ``page`` is the 1-based page that received the planted text object.

Only the standard library, lxml (not needed here) and pypdfium2 are used. Nothing
is imported from ``fixture_guard``: this corpus was written without reading the
detector.
"""

from __future__ import annotations

import ctypes
import hashlib
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

#: Seed of the dev/test split (see ``assign_splits``).
SPLIT_SEED = "fixture-guard/heldout-injection/v1"

VECTORS = (
    "html-comment",
    "css-hidden",
    "alt-title",
    "pdf-text-layer",
    "json-ld",
    "system-impersonation-es",
)
LABELS = ("injection", "benign")
LANGS = ("es", "en", "pt")


class PlantError(ValueError):
    """A case cannot be planted as written (bad anchor, ambiguous expect_text...)."""


@dataclass(frozen=True)
class Planted:
    """One planted case.

    ``data`` are the bytes to scan; write them to a file named with ``suffix`` if
    the scanner needs a path. ``line`` (HTML) or ``page`` (PDF) is the ground
    truth. ``lines`` lists every line of the planted HTML that holds inserted
    bytes (a ``<style>`` rule in the head, the element in the body, ...);
    ``line`` is always one of them. For PDFs ``lines`` is empty.
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
    out = []
    for c in cases:
        if split is not None and c["split"] != split:
            continue
        if label is not None and c["label"] != label:
            continue
        if vector is not None and c["vector"] != vector:
            continue
        out.append(c)
    return out


def default_captures() -> Path:
    """Where the captures live: $HELDOUT_CAPTURES, else ``<repo>/../shared/captures``,
    else ``/work/shared/captures``."""
    env = os.environ.get("HELDOUT_CAPTURES")
    if env:
        return Path(env)
    repo = HERE.parents[2]  # tests/heldout/injection -> repo root
    for cand in (repo.parent / "shared" / "captures", Path("/work/shared/captures")):
        if cand.is_dir():
            return cand
    return repo.parent / "shared" / "captures"


def _rank_key(case_id: str) -> str:
    return hashlib.sha256(f"{SPLIT_SEED}:{case_id}".encode()).hexdigest()


def assign_splits(cases: Iterable[dict[str, Any]]) -> dict[str, str]:
    """The split rule, decided by a seeded hash and never by hand.

    Cases are grouped by (vector, lang, label). Inside a group they are ordered by
    ``sha256(SPLIT_SEED + ":" + id)`` and dealt alternately to the two splits. The
    side that receives the first case (and so the extra one in an odd group) is
    itself chosen by ``sha256(SPLIT_SEED + ":" + group)``. Every group is therefore
    split half/half (off by at most one), and which case lands where is decided
    by the hash of its id.
    """
    groups: dict[tuple[str, str, str], list[str]] = {}
    for c in cases:
        groups.setdefault((c["vector"], c["lang"], c["label"]), []).append(c["id"])
    out: dict[str, str] = {}
    for key, ids in groups.items():
        gname = "/".join(key)
        first = int(hashlib.sha256(f"{SPLIT_SEED}:{gname}".encode()).hexdigest(), 16) % 2
        order = ("dev", "test") if first == 0 else ("test", "dev")
        for i, cid in enumerate(sorted(ids, key=_rank_key)):
            out[cid] = order[i % 2]
    return out


# --------------------------------------------------------------------------- html


def _find(data: bytes, needle: str, occurrence: int, case_id: str) -> int:
    nb = needle.encode("utf-8")
    pos = -1
    for _ in range(max(1, occurrence)):
        pos = data.find(nb, pos + 1)
        if pos < 0:
            raise PlantError(f"{case_id}: anchor {needle!r} (occurrence {occurrence}) not found")
    return pos


def _head_pos(data: bytes, case_id: str) -> int:
    pos = data.lower().find(b"</head>")
    if pos < 0:
        raise PlantError(f"{case_id}: no </head> in target")
    return pos


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def _expect_variants(expect: str) -> list[bytes]:
    forms = [expect, html.escape(expect, quote=True), html.escape(expect, quote=False)]
    seen: list[bytes] = []
    for f in forms:
        b = f.encode("utf-8")
        if b not in seen:
            seen.append(b)
    return seen


def _plant_html(case: dict[str, Any], captures: Path) -> Planted:
    cid = case["id"]
    src = (captures / case["target"]).read_bytes()
    pad = b"\n" * int(case.get("pad_lines", 0))
    # (position in src, bytes removed, bytes inserted, own_line)
    edits: list[tuple[int, int, bytes, bool]] = []
    if case.get("head_snippet"):
        edits.append((_head_pos(src, cid), 0, case["head_snippet"].encode("utf-8"), True))
    if case.get("body_snippet"):
        at = case["body_at"]
        pos = _find(src, at["find"], int(at.get("occurrence", 1)), cid)
        if at.get("where", "before") == "after":
            pos += len(at["find"].encode("utf-8"))
        edits.append((pos, 0, case["body_snippet"].encode("utf-8"), True))
    for ed in case.get("inline_edits", []):
        pos = _find(src, ed["find"], int(ed.get("occurrence", 1)), cid)
        flen = len(ed["find"].encode("utf-8"))
        where = ed.get("where", "before")
        text = ed["text"].encode("utf-8")
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
    edits.sort(key=lambda e: e[0])
    for a, b in itertools.pairwise(edits):
        if a[0] + a[1] > b[0]:
            raise PlantError(f"{cid}: overlapping edits")

    out = bytearray()
    regions: list[tuple[int, int]] = []  # inserted snippet bytes in the output
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

    hits: list[int] = []
    for form in _expect_variants(case["expect_text"]):
        i = data.find(form)
        while i >= 0:
            if any(s <= i and i + len(form) <= e for s, e in regions) and i not in hits:
                hits.append(i)
            i = data.find(form, i + 1)
    if len(hits) != 1:
        raise PlantError(
            f"{cid}: expect_text must occur exactly once inside the planted text, found {len(hits)}"
        )
    line = _line_of(data, hits[0])
    lines: set[int] = set()
    for s, e in regions:
        lines.update(range(_line_of(data, s), _line_of(data, max(s, e - 1)) + 1))
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
        lines = spec.get("lines") or [spec["text"]]
        leading = float(spec.get("leading", size * 1.2))
        x, y = float(spec["x"]), float(spec["y"])
        r, g, b, a = (int(v) for v in spec.get("fill", (0, 0, 0, 255)))
        mode = int(spec.get("render_mode", 0))
        z = spec.get("z", "top")
        objs = []
        for i, text in enumerate(lines):
            obj = pdfium_c.FPDFPageObj_NewTextObj(doc.raw, font_name, ctypes.c_float(size))
            if not obj:
                raise PlantError(f"{cid}: cannot create text object")
            _set_text(obj, text)
            pdfium_c.FPDFTextObj_SetTextRenderMode(obj, mode)
            pdfium_c.FPDFPageObj_SetFillColor(obj, r, g, b, a)
            pdfium_c.FPDFPageObj_Transform(obj, 1, 0, 0, 1, x, y - i * leading)
            if z == "bottom":
                # below everything already on the page (e.g. under a scanned image)
                pdfium_c.FPDFPage_InsertObjectAtIndex(page.raw, obj, i)
            else:
                pdfium_c.FPDFPage_InsertObject(page.raw, obj)
            objs.append(obj)
        if spec.get("cover"):
            # an opaque rectangle (fill colour ``cover``) drawn over the text
            lo_x, lo_y, hi_x, hi_y = [], [], [], []
            for obj in objs:
                left, bottom, right, top = (ctypes.c_float() for _ in range(4))
                pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top)
                lo_x.append(left.value)
                lo_y.append(bottom.value)
                hi_x.append(right.value)
                hi_y.append(top.value)
            m = 2.0
            rect = pdfium_c.FPDFPageObj_CreateNewRect(
                min(lo_x) - m,
                min(lo_y) - m,
                max(hi_x) - min(lo_x) + 2 * m,
                max(hi_y) - min(lo_y) + 2 * m,
            )
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


def plant(case: dict[str, Any], captures: Path | str | None = None) -> Planted:
    """Plant one case into an in-memory copy of its target capture."""
    cap = Path(captures) if captures is not None else default_captures()
    media = case.get("media") or ("pdf" if case["target"].endswith(".pdf") else "html")
    if media == "pdf":
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
