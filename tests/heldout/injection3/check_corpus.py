"""Plant every case of the third held-out injection corpus and verify the ground truth.

For each case this checks that:

* the case fields are well formed (known label/vector/lang, ``split == "test"``, unique id);
* HTML: ``expect_text`` (raw or HTML-escaped) is on the stated ``line``, ``line`` is one of
  ``lines``; the planted page still parses with lxml and the planted text survives the
  parse (in a comment, a text node or an attribute); a planted JSON-LD block still parses
  as JSON;
* PDF: the planted bytes open with pypdfium2, have the source's page count, and the text
  of the stated ``page`` contains ``expect_text``.

Exit status 0 when every case passes, 1 otherwise. Usage::

    python tests/heldout/injection3/check_corpus.py [--captures DIR] [-v]

It never writes anything and never runs a detector.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load_plant() -> Any:
    spec = importlib.util.spec_from_file_location("heldout_injection3_plant", HERE / "plant.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


P = _load_plant()

ID_CODES = {
    "cmt": "html-comment",
    "css": "css-hidden",
    "att": "alt-title",
    "jld": "json-ld",
    "pdf": "pdf-text-layer",
    "sys": "system-impersonation-es",
}


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def check_fields(case: dict[str, Any]) -> list[str]:
    errs = []
    if case.get("label") not in P.LABELS:
        errs.append(f"bad label {case.get('label')!r}")
    if case.get("vector") not in P.VECTORS:
        errs.append(f"bad vector {case.get('vector')!r}")
    if case.get("lang") not in P.LANGS:
        errs.append(f"bad lang {case.get('lang')!r}")
    if case.get("split") != "test":
        errs.append("split must be 'test'")
    if not case.get("expect_text"):
        errs.append("empty expect_text")
    # ids are i3-<inj|neg>-<vector code>-NNN: a mismatch means make_cases.py mislabelled it
    parts = str(case.get("id", "")).split("-")
    kind = {"injection": "inj", "negative": "neg"}.get(case.get("label", ""))
    if len(parts) != 4 or parts[1] != kind or ID_CODES.get(parts[2]) != case.get("vector"):
        errs.append(f"id {case.get('id')!r} does not match label/vector")
    return errs


def _texts_of_tree(root: Any) -> str:
    """Every piece of text lxml sees: text nodes, comments, attribute values."""
    parts: list[str] = []
    for el in root.iter():
        if el.text:
            parts.append(el.text)
        if el.tail:  # comments included: their .text is the comment body
            parts.append(el.tail)
        if isinstance(el.tag, str):
            parts.extend(str(v) for v in el.attrib.values())
    return norm(" ".join(parts))


def check_html(case: dict[str, Any], pl: Any) -> list[str]:
    import lxml.html
    from lxml import etree

    errs = []
    text = pl.data.decode("utf-8-sig")
    lines = text.split("\n")
    if pl.line is None or not 1 <= pl.line <= len(lines):
        return [f"line {pl.line} out of range"]
    if pl.line not in pl.lines:
        errs.append(f"line {pl.line} not in lines {pl.lines}")
    forms = [f.decode("utf-8") for f in P.expect_forms(case["expect_text"])]
    if not any(f in lines[pl.line - 1] for f in forms):
        errs.append(f"expect_text not on line {pl.line}")
    try:
        root = lxml.html.document_fromstring(text)
    except Exception as exc:  # any parser failure is a corpus problem
        return [*errs, f"lxml cannot parse: {exc}"]
    if root.find("body") is None:
        errs.append("no <body> after parsing")
    if norm(case["expect_text"]) not in _texts_of_tree(root):
        errs.append("expect_text not found in the parsed tree")
    if case["vector"] == "html-comment":
        comments = " ".join(norm(c.text or "") for c in root.iter() if c.tag is etree.Comment)
        if norm(case["expect_text"]) not in comments:
            errs.append("expect_text is not inside a parsed comment")
    for script in root.iter("script"):
        if (script.get("type") or "").lower() != "application/ld+json":
            continue
        body = script.text or ""
        if norm(case["expect_text"]) in norm(body):
            try:
                json.loads(body)
            except ValueError as exc:
                errs.append(f"planted JSON-LD does not parse: {exc}")
    return errs


def check_pdf(case: dict[str, Any], pl: Any, captures: Path) -> list[str]:
    import pypdfium2 as pdfium

    errs = []
    src = pdfium.PdfDocument((captures / case["target"]).read_bytes())
    n_src = len(src)
    src.close()
    try:
        doc = pdfium.PdfDocument(pl.data)
    except Exception as exc:
        return [f"planted PDF does not open: {exc}"]
    try:
        if len(doc) != n_src:
            errs.append(f"page count {len(doc)} != {n_src}")
        if pl.page is None or not 1 <= pl.page <= len(doc):
            return [*errs, f"page {pl.page} out of range"]
        tp = doc[pl.page - 1].get_textpage()
        page_text = norm(tp.get_text_range())
        if norm(case["expect_text"]) not in page_text:
            errs.append(f"expect_text not in the text of page {pl.page}")
        spec = case["pdf"]
        planted = norm(" ".join(spec.get("lines") or [spec["text"]]))
        if planted not in page_text:
            errs.append(f"the planted text is not all extractable from page {pl.page}")
    finally:
        doc.close()
    return errs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--captures", type=Path, default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    captures = args.captures or P.default_captures()
    if not captures.is_dir():
        print(f"captures not found: {captures}", file=sys.stderr)
        return 1

    cases = P.load_cases()
    problems: dict[str, list[str]] = {}
    ids = Counter(c["id"] for c in cases)
    for cid, n in ids.items():
        if n > 1:
            problems.setdefault(cid, []).append(f"id used {n} times")
    for case in cases:
        errs = check_fields(case)
        try:
            pl = P.plant(case, captures)
        except P.PlantError as exc:
            errs.append(str(exc))
        else:
            if pl.media == "pdf":
                errs += check_pdf(case, pl, captures)
            else:
                errs += check_html(case, pl)
            if args.verbose:
                where = f"line {pl.line}" if pl.media == "html" else f"page {pl.page}"
                print(f"{case['id']:18} {pl.label:9} {pl.vector:24} {where}")
        if errs:
            problems.setdefault(case["id"], []).extend(errs)

    by = Counter((c["label"], c["vector"], c["lang"]) for c in cases)
    for key in sorted(by):
        print(*key, by[key])
    labels = Counter(c["label"] for c in cases)
    targets = Counter(c["target"] for c in cases)
    print(f"cases {len(cases)}: {dict(labels)}; {len(targets)} capture files")
    for cid, errs in problems.items():
        for e in errs:
            print(f"PROBLEM {cid}: {e}")
    if problems:
        print(f"{len(problems)} case(s) with problems")
        return 1
    print("all cases plant and verify")
    return 0


if __name__ == "__main__":
    sys.exit(main())
