"""Check that every held-out injection case plants as claimed.

    /work/main/.venv/bin/python tests/heldout/injection/check_corpus.py [--captures DIR] [-v]

For every case: the target capture exists; planting succeeds; for HTML the planted
document parses with lxml, ``expect_text`` (raw or HTML-escaped) begins on the
claimed line under both line conventions (``\\n`` counting and
``str.splitlines``), it was not in the capture before, and lxml finds it in the
node kind the vector promises (a comment, an attribute, an ld+json script or
microdata property, element text) at that line; every ld+json block that parsed
before still parses. For PDFs the planted text is extracted by pypdfium2 from the
claimed page (and was not there before), the page count is unchanged, and a render
of the page is compared with the original: hidden channels must leave the page
pixel-identical (tiny fonts: almost), visible ones must change it.

Corpus-level: ids unique, enums valid, the stored split equals the seeded-hash
rule and every vector x language x label group is split half/half (off by at most
one), >= 150 positives and >= 50 hard negatives, every vector in every language,
every real HTML page used by positives, several PDFs used.

Exit status 0 when everything holds. Does not import fixture_guard.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import lxml.html  # noqa: E402
from plant import (  # noqa: E402
    LABELS,
    LANGS,
    VECTORS,
    Planted,
    assign_splits,
    default_captures,
    load_cases,
    plant,
)

BAD_LINE_CHARS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]|\r(?!\n)")

# PDF channels that must not change a single pixel of the rendered page, and the
# ones allowed a few (sub-point glyphs still touch some pixels).
PDF_INVISIBLE = {
    "render-mode-3",
    "render-mode-7",
    "white-text",
    "off-page",
    "under-image",
    "covered-by-rect",
    "transparent-fill",
    "ocr-layer-mode-3",
}
PDF_TINY = {"tiny-font"}
PDF_VISIBLE = {"visible-human-instruction"}
TINY_MAX_PIXELS = 150


def norm(s: str) -> str:
    s = unicodedata.normalize("NFC", s)
    return re.sub(r"\s+", " ", s).strip()


def variants(expect: str) -> list[str]:
    out = [expect, html.escape(expect, quote=True), html.escape(expect, quote=False)]
    return list(dict.fromkeys(out))


class Failures(list[str]):
    def add(self, cid: str, msg: str) -> None:
        self.append(f"{cid}: {msg}")


# ----------------------------------------------------------------------------- html


def _node_hits(doc: Any, expect: str) -> list[tuple[str, Any]]:
    """(kind, node) pairs whose own text/attribute/comment holds ``expect``."""
    e = norm(expect)
    hits: list[tuple[str, Any]] = []
    root = doc.getroottree().getroot()
    outside = [*root.itersiblings(preceding=True), *root.itersiblings()]
    for node in [*doc.iter(), *outside]:
        tag = node.tag
        if tag is lxml.html.HtmlComment or callable(tag):
            if isinstance(node.text, str) and e in norm(node.text):
                hits.append(("comment", node))
            continue
        for _name, val in node.attrib.items():
            if e in norm(val):
                hits.append(("attribute", node))
        if node.text and e in norm(node.text):
            kind = "script" if str(tag).lower() == "script" else "text"
            hits.append((kind, node))
        if node.tail and e in norm(node.tail):
            parent = node.getparent()
            hits.append(("text", parent if parent is not None else node))
    return hits


def _ldjson_texts(doc: Any) -> list[str]:
    return [s.text or "" for s in doc.xpath('//script[@type="application/ld+json"]')]


def _json_strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _json_strings(v)] + [
            k for k in obj if isinstance(k, str)
        ]
    if isinstance(obj, list):
        return [s for v in obj for s in _json_strings(v)]
    return []


def check_html(case: dict[str, Any], p: Planted, captures: Path, fails: Failures) -> None:
    cid = case["id"]
    src = (captures / case["target"]).read_bytes()
    try:
        text = p.data.decode("utf-8")
    except UnicodeDecodeError as exc:
        fails.add(cid, f"planted HTML is not UTF-8: {exc}")
        return
    if BAD_LINE_CHARS.search(text):
        fails.add(cid, "planted HTML holds line separators other than \\n / \\r\\n")
    forms = variants(case["expect_text"])
    if any(f.encode("utf-8") in src for f in forms):
        fails.add(cid, "expect_text already occurs in the unplanted capture")
    assert p.line is not None
    by_nl = p.data.split(b"\n")
    by_splitlines = text.splitlines()
    if not any(f.encode("utf-8") in by_nl[p.line - 1] for f in forms):
        fails.add(cid, f"expect_text not on line {p.line} (\\n counting)")
    if p.line > len(by_splitlines) or not any(f in by_splitlines[p.line - 1] for f in forms):
        fails.add(cid, f"expect_text not on line {p.line} (str.splitlines)")
    if p.line not in p.lines:
        fails.add(cid, "ground-truth line is not among the planted lines")

    try:
        # the captures are UTF-8 (all declare it); libxml2 left alone may guess
        # otherwise when the <meta charset> comes late, so say it.
        parser = lxml.html.HTMLParser(encoding="utf-8")
        doc = lxml.html.document_fromstring(p.data, parser=parser)
        orig = lxml.html.document_fromstring(src, parser=parser)
    except Exception as exc:  # lxml raises several types
        fails.add(cid, f"lxml cannot parse the planted page: {exc}")
        return

    # every ld+json block that parsed before still parses
    before_ok = 0
    for t in _ldjson_texts(orig):
        try:
            json.loads(t)
            before_ok += 1
        except ValueError:
            pass
    after_ok = 0
    for t in _ldjson_texts(doc):
        try:
            json.loads(t)
            after_ok += 1
        except ValueError:
            pass
    if after_ok < before_ok:
        fails.add(cid, "planting broke an ld+json block that used to parse")

    want_text = case["expect_text"]
    hits = _node_hits(doc, want_text)
    vector = case["vector"]
    if vector == "html-comment":
        kinds = {"comment"}
    elif vector == "alt-title":
        kinds = {"attribute"}
    elif vector == "json-ld":
        kinds = {"script", "attribute", "text"}
    else:
        kinds = {"text"}
    good = [(k, n) for k, n in hits if k in kinds]
    if not good:
        fails.add(cid, f"lxml finds expect_text in {[k for k, _ in hits]}, want one of {kinds}")
        return
    kind, node = good[0]
    # lxml gives an element its start-tag line and a comment its closing line;
    # a script's text spans the lines after its start tag.
    first = node.sourceline
    span = (node.text or "").count("\n") if kind in ("script", "comment") else 0
    if first is None or not (first - 6 <= p.line <= first + span + 6):
        fails.add(cid, f"lxml places the node at line {first}, ground truth {p.line}")

    if vector == "json-ld":
        if kind == "script":
            if (node.get("type") or "").lower() != "application/ld+json":
                fails.add(cid, "json-ld text is in a script that is not application/ld+json")
            try:
                data = json.loads(node.text or "")
            except ValueError as exc:
                fails.add(cid, f"planted ld+json does not parse: {exc}")
            else:
                strings = [norm(s) for s in _json_strings(data)]
                if not any(norm(case["text"]) in s or norm(want_text) in s for s in strings):
                    fails.add(cid, "decoded ld+json does not hold the case text")
        elif node.get("itemprop") is None and not node.xpath("ancestor-or-self::*[@itemscope]"):
            fails.add(cid, "json-ld case outside ld+json is not microdata (no itemprop/itemscope)")
    if vector in ("css-hidden", "system-impersonation-es") and kind == "text":
        full = norm("".join(node.itertext()))
        if norm(want_text) not in full:
            fails.add(cid, "expect_text not in the element's text content")


# ----------------------------------------------------------------------------- pdf


def _page_text(data: bytes, page: int) -> tuple[int, str]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        n = len(doc)
        tp = doc[page - 1].get_textpage()
        return n, tp.get_text_range()
    finally:
        doc.close()


def _render(data: bytes, page: int) -> tuple[bytes, int]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        bm = doc[page - 1].render(scale=1.5, grayscale=True)
        buf = bytes(bm.buffer)
        return buf, bm.stride
    finally:
        doc.close()


def check_pdf(case: dict[str, Any], p: Planted, captures: Path, fails: Failures) -> int:
    cid = case["id"]
    src = (captures / case["target"]).read_bytes()
    assert p.page is not None
    n0, t0 = _page_text(src, p.page)
    n1, t1 = _page_text(p.data, p.page)
    e = norm(case["expect_text"])
    if n0 != n1:
        fails.add(cid, f"page count changed {n0} -> {n1}")
    if e in norm(t0):
        fails.add(cid, "expect_text already on the page before planting")
    if e not in norm(t1):
        fails.add(cid, f"expect_text not extracted from page {p.page}")
    r0, _ = _render(src, p.page)
    r1, _ = _render(p.data, p.page)
    diff = sum(1 for a, b in zip(r0, r1, strict=True) if a != b) if len(r0) == len(r1) else -1
    ch = case["channel"]
    if ch in PDF_INVISIBLE and diff != 0:
        fails.add(cid, f"hidden PDF channel {ch} changed {diff} rendered pixels")
    elif ch in PDF_TINY and not (0 <= diff <= TINY_MAX_PIXELS):
        fails.add(cid, f"tiny font changed {diff} rendered pixels (> {TINY_MAX_PIXELS})")
    elif ch in PDF_VISIBLE and diff <= 0:
        fails.add(cid, "visible PDF text left the rendering unchanged")
    elif ch not in PDF_INVISIBLE | PDF_TINY | PDF_VISIBLE:
        fails.add(cid, f"unknown PDF channel {ch}")
    return diff


# ----------------------------------------------------------------------------- corpus


def check_corpus(cases: list[dict[str, Any]], fails: Failures) -> None:
    ids = [c["id"] for c in cases]
    for cid, n in Counter(ids).items():
        if n > 1:
            fails.add(cid, f"id used {n} times")
    required = {
        "id",
        "split",
        "label",
        "vector",
        "channel",
        "lang",
        "target",
        "expect_text",
        "text",
    }
    for c in cases:
        missing = required - c.keys()
        if missing:
            fails.add(c.get("id", "?"), f"missing fields {sorted(missing)}")
        if c.get("label") not in LABELS:
            fails.add(c["id"], f"bad label {c.get('label')!r}")
        if c.get("vector") not in VECTORS:
            fails.add(c["id"], f"bad vector {c.get('vector')!r}")
        if c.get("lang") not in LANGS:
            fails.add(c["id"], f"bad lang {c.get('lang')!r}")
        if c.get("split") not in ("dev", "test"):
            fails.add(c["id"], f"bad split {c.get('split')!r}")
        if not c.get("expect_text"):
            fails.add(c["id"], "empty expect_text")
    rule = assign_splits(cases)
    for c in cases:
        if rule[c["id"]] != c["split"]:
            fails.add(c["id"], f"split {c['split']} differs from the seeded rule ({rule[c['id']]})")
    cells: dict[tuple[str, str, str], Counter[str]] = {}
    for c in cases:
        cells.setdefault((c["vector"], c["lang"], c["label"]), Counter())[c["split"]] += 1
    for key, cnt in cells.items():
        if abs(cnt["dev"] - cnt["test"]) > 1:
            fails.add("/".join(key), f"unbalanced split {dict(cnt)}")
    pos = [c for c in cases if c["label"] == "injection"]
    neg = [c for c in cases if c["label"] == "benign"]
    if len(pos) < 150:
        fails.add("corpus", f"only {len(pos)} positives")
    if len(neg) < 50:
        fails.add("corpus", f"only {len(neg)} hard negatives")
    for v in VECTORS:
        for lang in LANGS:
            n = sum(1 for c in pos if c["vector"] == v and c["lang"] == lang)
            if n < 3:
                fails.add("corpus", f"{v}/{lang}: only {n} positives")


def real_pages(captures: Path) -> set[str]:
    out = {f"html/{p.name}" for p in (captures / "html").glob("*.html")}
    out |= {f"injection/{p.name}" for p in (captures / "injection").glob("*.html")}
    return out


def table(cases: list[dict[str, Any]]) -> str:
    rows = []
    head = f"{'vector':26} {'lang':4} {'label':9} {'dev':>4} {'test':>4} {'all':>4}"
    rows.append(head)
    rows.append("-" * len(head))
    cnt: Counter[tuple[str, str, str, str]] = Counter(
        (c["vector"], c["lang"], c["label"], c["split"]) for c in cases
    )
    for label in LABELS:
        for v in VECTORS:
            for lang in LANGS:
                d, t = cnt[(v, lang, label, "dev")], cnt[(v, lang, label, "test")]
                if d + t:
                    rows.append(f"{v:26} {lang:4} {label:9} {d:4d} {t:4d} {d + t:4d}")
    for label in LABELS:
        d = sum(1 for c in cases if c["label"] == label and c["split"] == "dev")
        t = sum(1 for c in cases if c["label"] == label and c["split"] == "test")
        rows.append(f"{'TOTAL':26} {'':4} {label:9} {d:4d} {t:4d} {d + t:4d}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--captures", type=Path, default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    captures = args.captures or default_captures()
    cases = load_cases()
    fails = Failures()
    check_corpus(cases, fails)

    used_pos: set[str] = set()
    pdfs_pos: set[str] = set()
    for c in cases:
        cid = c["id"]
        if not (captures / c["target"]).is_file():
            fails.add(cid, f"target {c['target']} missing under {captures}")
            continue
        try:
            p = plant(c, captures)
        except Exception as exc:
            fails.add(cid, f"plant failed: {type(exc).__name__}: {exc}")
            continue
        if c["label"] == "injection":
            (pdfs_pos if p.media == "pdf" else used_pos).add(c["target"])
        if p.media == "html":
            check_html(c, p, captures, fails)
            if args.verbose:
                print(f"{cid} {c['vector']:24} {c['channel']:30} line {p.line:5d}  {c['target']}")
        else:
            diff = check_pdf(c, p, captures, fails)
            if args.verbose:
                print(
                    f"{cid} {c['vector']:24} {c['channel']:30} page {p.page:4d}  "
                    f"{c['target']} (rendered pixels changed: {diff})"
                )

    missing_pages = real_pages(captures) - used_pos
    if missing_pages:
        fails.add("corpus", f"real pages without a positive: {sorted(missing_pages)}")
    if len(pdfs_pos) < 4:
        fails.add("corpus", f"positives use only {len(pdfs_pos)} PDFs")

    print(table(cases))
    print(f"\nHTML pages with positives: {len(used_pos)}; PDFs with positives: {len(pdfs_pos)}")
    if fails:
        print(f"\n{len(fails)} problem(s):")
        for f in fails:
            print("  " + f)
        return 1
    print(f"\nOK: {len(cases)} cases plant as claimed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
