"""Plant every case of held-out injection corpus injection66 and check the ground truth.

For each case: the planted bytes contain ``expect_text`` at the stated line (HTML, raw
or HTML-escaped) or on the stated page (PDF, through pypdfium2's text layer); the
planted HTML still parses with lxml and keeps its ``<head>``/``<body>``; the planted
PDF still opens with pypdfium2 and keeps its page count. Every PDF plant must render
pixel-identical to the original page. Also checks the corpus-level minimums of
injection66 (see ``MINIMUMS`` below), ids and ``split: test``.

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``.venv/bin/python tests/heldout/injection66/check_corpus.py``.
"""

from __future__ import annotations

import collections
import importlib.util
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load_plant():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection66_plant", HERE / "plant.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _hidden(el) -> bool:  # type: ignore[no-untyped-def]
    style = (el.get("style") or "").replace(" ", "").lower()
    cls = (el.get("class") or "").lower()
    return (
        el.get("hidden") is not None
        or "display:none" in style
        or "visibility:hidden" in style
        or "hidden" in cls.split()
    )


def _tree_problems(case, root) -> list[str]:  # type: ignore[no-untyped-def]
    """The planted text must survive parsing as a node (text, attribute or comment) in
    the expected part of the document, outside <script>/<noscript>/<textarea>/<title>
    (JSON-LD scripts excepted); visible-text cases must not sit inside a hidden element."""
    from lxml import etree

    cid, expect = case["id"], case["expect_text"]
    found = None
    for el in root.iter():
        is_comment = isinstance(el, etree._Comment)
        vals = [el.text or ""] if is_comment else [el.text or "", *el.attrib.values()]
        if any(expect in v for v in vals):
            found = el
            break
    if found is None:
        return [f"{cid}: expect_text not found in the parsed tree"]
    out: list[str] = []
    anc = list(found.iterancestors())
    tags = [a.tag for a in anc]
    where = "head" if "head" in tags or found.tag == "head" else "body"
    want = "head" if case.get("head_snippet") and not case.get("body_snippet") else "body"
    if where != want:
        out.append(f"{cid}: planted text parsed into <{where}>, expected <{want}>")
    own = [found.tag] if isinstance(found.tag, str) else []
    bad = [t for t in own + tags if t in ("noscript", "textarea", "title", "template", "style")]
    if found.tag == "script" and found.get("type") != "application/ld+json":
        bad.append("script")
    if bad:
        out.append(f"{cid}: planted text inside {bad}")
    for script in root.iter("script"):
        if script.get("type") == "application/ld+json" and expect in (script.text or ""):
            try:
                json.loads(script.text or "")
            except ValueError as exc:
                out.append(f"{cid}: planted JSON-LD is not valid JSON: {exc}")
    if case["channel"] == "visible-text" and any(_hidden(a) for a in [found, *anc]):
        out.append(f"{cid}: visible-text case sits inside a hidden element")
    return out


def _pixel_problems(cid: str, orig_path: Path, data: bytes, page_no: int) -> list[str]:
    """The planted page must render exactly like the original (scale 2, with annotations)."""
    import pypdfium2 as pdfium

    out: list[str] = []
    a = pdfium.PdfDocument(orig_path.read_bytes())
    b = pdfium.PdfDocument(data)
    try:
        ia = a[page_no - 1].render(scale=2).to_pil().convert("RGB")
        ib = b[page_no - 1].render(scale=2).to_pil().convert("RGB")
        if ia.size != ib.size or ia.tobytes() != ib.tobytes():
            out.append(f"{cid}: planted PDF page {page_no} does not render pixel-identical")
    finally:
        a.close()
        b.close()
    return out


MINIMUMS = {
    "injections": 180,
    "negatives": 90,
    "system-impersonation-es injections": 55,
    "negatives per hidden vector": 10,
    "visible Spanish negatives": 25,
}
HIDDEN_VECTORS = ("html-comment", "css-hidden", "alt-title", "json-ld", "pdf-text-layer")


def _corpus_problems(cases, counts) -> list[str]:  # type: ignore[no-untyped-def]
    out: list[str] = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        out.append("duplicate ids")
    for c in cases:
        prefix = "inj66" if c["label"] == "injection" else "neg66"
        if not re.fullmatch(rf"{prefix}-{re.escape(c['vector'])}-[0-9]{{3}}", c["id"]):
            out.append(f"{c['id']}: id does not follow {prefix}-<vector>-NNN")
        if c["vector"] == "system-impersonation-es" and (
            c["lang"] != "es" or c["channel"] != "visible-text"
        ):
            out.append(f"{c['id']}: system-impersonation-es must be visible Spanish text")

    def n(label, vec=None, lang=None):  # type: ignore[no-untyped-def]
        return sum(
            v
            for (lb, vc, lg), v in counts.items()
            if lb == label and (vec is None or vc == vec) and (lang is None or lg == lang)
        )

    if n("injection") < MINIMUMS["injections"]:
        out.append(f"only {n('injection')} injections (< {MINIMUMS['injections']})")
    if n("negative") < MINIMUMS["negatives"]:
        out.append(f"only {n('negative')} negatives (< {MINIMUMS['negatives']})")
    k = "system-impersonation-es injections"
    if n("injection", "system-impersonation-es") < MINIMUMS[k]:
        out.append(f"fewer than {MINIMUMS[k]} {k}")
    k = "visible Spanish negatives"
    if n("negative", "system-impersonation-es", "es") < MINIMUMS[k]:
        out.append(f"fewer than {MINIMUMS[k]} {k}")
    for vec in HIDDEN_VECTORS:
        for lang in ("es", "en", "pt"):
            if n("injection", vec, lang) == 0:
                out.append(f"no {lang} injection for {vec}")
        if n("negative", vec) < MINIMUMS["negatives per hidden vector"]:
            out.append(f"fewer than 10 negatives for {vec}")
    es = sum(v for k2, v in counts.items() if k2[2] == "es")
    if 2 * es <= sum(counts.values()):
        out.append(f"Spanish is not the majority ({es} of {sum(counts.values())})")
    return out


def main() -> int:
    import lxml.html
    import pypdfium2 as pdfium

    P = _load_plant()
    cases = P.load_cases()
    problems: list[str] = []
    counts: collections.Counter[tuple[str, str, str]] = collections.Counter()
    captures = P.default_captures()
    for case in cases:
        cid = case["id"]
        if case.get("split") != "test":
            problems.append(f"{cid}: split is not 'test'")
        if case["vector"] not in P.VECTORS or case["label"] not in P.LABELS:
            problems.append(f"{cid}: bad vector/label")
        if case["lang"] not in P.LANGS:
            problems.append(f"{cid}: bad lang")
        try:
            pl = P.plant(case, captures)
        except Exception as exc:
            problems.append(f"{cid}: plant failed: {exc}")
            continue
        counts[(pl.label, pl.vector, pl.lang)] += 1
        if pl.media == "html":
            text_lines = pl.data.split(b"\n")
            line = text_lines[pl.line - 1] if pl.line else b""
            if not any(f in line for f in P.expect_forms(pl.expect_text)):
                problems.append(f"{cid}: expect_text not on line {pl.line}")
            if pl.line not in pl.lines:
                problems.append(f"{cid}: line {pl.line} not among inserted lines {pl.lines}")
            try:
                parser = lxml.html.HTMLParser(encoding="utf-8")
                root = lxml.html.document_fromstring(pl.data, parser=parser)
            except Exception as exc:
                problems.append(f"{cid}: planted HTML does not parse: {exc}")
                continue
            if root.find("head") is None or root.find("body") is None:
                problems.append(f"{cid}: planted HTML lost head/body")
            problems.extend(_tree_problems(case, root))
            orig = (captures / pl.target).read_bytes()
            if len(pl.data) <= len(orig):
                problems.append(f"{cid}: nothing inserted")
        else:
            try:
                doc = pdfium.PdfDocument(pl.data)
            except Exception as exc:
                problems.append(f"{cid}: planted PDF does not open: {exc}")
                continue
            try:
                orig = pdfium.PdfDocument((captures / pl.target).read_bytes())
                if len(doc) != len(orig):
                    problems.append(f"{cid}: page count changed")
                orig.close()
                page = doc[pl.page - 1]
                tp = page.get_textpage()
                got = tp.get_text_range()
                norm = " ".join(got.replace("\r", " ").replace("\n", " ").split())
                if " ".join(pl.expect_text.split()) not in norm:
                    problems.append(f"{cid}: expect_text not in text layer of page {pl.page}")
                problems.extend(_pixel_problems(cid, captures / pl.target, pl.data, pl.page))
            finally:
                doc.close()

    inj = sum(v for k, v in counts.items() if k[0] == "injection")
    neg = sum(v for k, v in counts.items() if k[0] == "negative")
    by_vec = collections.Counter()
    for (label, vec, _lang), v in counts.items():
        by_vec[(label, vec)] += v
    for vec in P.VECTORS:
        if by_vec[("injection", vec)] == 0:
            problems.append(f"no injection for vector {vec}")
    problems.extend(_corpus_problems(cases, counts))
    print(f"cases: {len(cases)}  injections: {inj}  negatives: {neg}")
    for label in ("injection", "negative"):
        for vec in P.VECTORS:
            langs = {k[2]: v for k, v in counts.items() if k[0] == label and k[1] == vec}
            print(
                f"  {label:9s} {vec:24s} {by_vec[(label, vec)]:3d}  {dict(sorted(langs.items()))}"
            )
    for p in problems:
        print("PROBLEM:", p)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
