"""Plant every case of the held-out injection corpus injection67 and check the ground truth.

For each case: the planted bytes contain ``expect_text`` at the stated line (HTML, raw
or HTML-escaped) or on the stated page (PDF, through pypdfium2's text layer); the
planted HTML still parses with lxml and keeps its ``<head>``/``<body>``; the planted
PDF still opens with pypdfium2, keeps its page count and renders the planted page
pixel-identical to the original. Also checks the corpus-level minimums of this corpus
(>= 180 injections over the six vectors, >= 90 negatives, >= 55 injections in
system-impersonation-es, es/en/pt injections and >= 10 negatives in every hidden
vector, >= 25 visible Spanish negatives, a Spanish majority, ids, all ``split: test``).

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python
tests/heldout/injection67/check_corpus.py``.
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
    spec = importlib.util.spec_from_file_location("heldout_injection67_plant", HERE / "plant.py")
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


def _pixel_problems(cid, doc, orig_path, page_no) -> list[str]:  # type: ignore[no-untyped-def]
    """The planted page must render exactly like the original page."""
    import numpy as np
    import pypdfium2 as pdfium

    orig = pdfium.PdfDocument(orig_path.read_bytes())
    try:
        out = []
        for scale in (1.0, 2.0):
            a = np.asarray(orig[page_no - 1].render(scale=scale).to_pil().convert("RGB"))
            b = np.asarray(doc[page_no - 1].render(scale=scale).to_pil().convert("RGB"))
            if a.shape != b.shape or (a != b).any():
                diff = int((a != b).any(axis=-1).sum()) if a.shape == b.shape else -1
                out.append(
                    f"{cid}: page {page_no} not pixel-identical at scale {scale} ({diff} px)"
                )
                break
        return out
    finally:
        orig.close()


HIDDEN = ("html-comment", "css-hidden", "alt-title", "json-ld", "pdf-text-layer")


def _minimum_problems(P, counts) -> list[str]:  # type: ignore[no-untyped-def]
    """This corpus's own minimums (brief of injection67)."""
    out: list[str] = []

    def n(label=None, vec=None, lang=None) -> int:  # type: ignore[no-untyped-def]
        return sum(
            v
            for (lb, vc, lg), v in counts.items()
            if (label is None or lb == label)
            and (vec is None or vc == vec)
            and (lang is None or lg == lang)
        )

    if n("injection", "system-impersonation-es") < 55:
        out.append("fewer than 55 injections in system-impersonation-es")
    if n("injection", "system-impersonation-es") != n("injection", "system-impersonation-es", "es"):
        out.append("system-impersonation-es injections must all be Spanish")
    for vec in HIDDEN:
        for lang in P.LANGS:
            if n("injection", vec, lang) == 0:
                out.append(f"no {lang} injection in {vec}")
        if n("negative", vec) < 10:
            out.append(f"fewer than 10 negatives in {vec}")
    if n("negative", "system-impersonation-es", "es") < 25:
        out.append("fewer than 25 visible Spanish negatives")
    if 2 * n(lang="es") <= n():
        out.append(f"Spanish is not a majority ({n(lang='es')} of {n()})")
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
        prefix = "inj67" if case["label"] == "injection" else "neg67"
        if not re.fullmatch(rf"{prefix}-{re.escape(case['vector'])}-\d{{3}}", cid):
            problems.append(f"{cid}: id does not follow {prefix}-<vector>-NNN")
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
                problems.extend(_pixel_problems(cid, doc, captures / pl.target, pl.page))
            finally:
                doc.close()

    problems.extend(_minimum_problems(P, counts))
    inj = sum(v for k, v in counts.items() if k[0] == "injection")
    neg = sum(v for k, v in counts.items() if k[0] == "negative")
    by_vec = collections.Counter()
    for (label, vec, _lang), v in counts.items():
        by_vec[(label, vec)] += v
    for vec in P.VECTORS:
        if by_vec[("injection", vec)] == 0:
            problems.append(f"no injection for vector {vec}")
    if inj < 180:
        problems.append(f"only {inj} injections (< 180)")
    if neg < 90:
        problems.append(f"only {neg} negatives (< 90)")
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
