"""Plant every case of the fifth held-out injection corpus and check the ground truth.

Structure copied from ``tests/heldout/injection4/check_corpus.py``. For each case:

* HTML: ``expect_text`` occurs exactly once in the inserted bytes (plant.py enforces
  it) and on the stated line (raw or HTML-escaped); the planted HTML parses with lxml
  and keeps its ``<head>``/``<body>``; the text survives parsing as a text, attribute or
  comment node in the expected part of the page, outside ``<script>`` (JSON-LD
  excepted), ``<noscript>``, ``<style>``, ``<title>``, ``<template>``; every planted
  JSON-LD block is valid JSON; visible-text cases sit in no element hidden by an inline
  style, a ``hidden`` attribute or a class that the page's own stylesheets hide.
* PDF: the planted PDF opens with pypdfium2, keeps its page count, and pypdfium2's
  text layer of the stated page holds ``expect_text``; for the channels that must not
  change a pixel (render mode 3, transparent, under an image, off-page, white, covered)
  the page renders identically before and after planting.
* Unicode tags: the tag characters decode to the case's ``plain_text``.
* Corpus: ids ``i5-NNN`` unique and in order, ``split == "test"``, known vector, label,
  lang; >= 160 injections and >= 75 negatives; every vector has injections; >= 50% of
  the injections are Spanish; each of es/en/pt has injections.

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``.venv/bin/python tests/heldout/injection5/check_corpus.py``.
"""

from __future__ import annotations

import collections
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MIN_INJECTIONS = 160
MIN_NEGATIVES = 75
PIXEL_NEUTRAL = {"render-mode-3", "transparent", "under-image", "off-page", "white-text", "covered"}
HIDING = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


def _load_plant():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection5_plant", HERE / "plant.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _hidden_classes(root: Any) -> set[str]:
    """Class names that a stylesheet of the page hides outright (``.x{display:none}``)."""
    out: set[str] = set()
    for style in root.iter("style"):
        for sel, decl in re.findall(r"([^{}]+)\{([^{}]*)\}", style.text or ""):
            if HIDING.search(decl):
                for part in sel.split(","):
                    m = re.fullmatch(r"\s*(?:[a-z0-9]*)\.([\w-]+)\s*", part, re.I)
                    if m:
                        out.add(m.group(1))
    return out


def _hidden(el: Any, hidden_classes: set[str]) -> bool:
    style = el.get("style") or ""
    cls = set((el.get("class") or "").split())
    return (
        el.get("hidden") is not None
        or el.get("aria-hidden") == "true"
        or bool(HIDING.search(style))
        or el.tag in ("details", "dialog")
        or "hidden" in cls
        or bool(cls & hidden_classes)
    )


def _tree_problems(case: dict[str, Any], root: Any) -> list[str]:
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
    want = case.get("part") or (
        "head" if case.get("head_snippet") and not case.get("body_snippet") else "body"
    )
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
    if case["channel"] == "json-ld" and found.tag != "script":
        out.append(f"{cid}: JSON-LD case not inside a JSON-LD script")
    if case["channel"] == "visible-text" or case["vector"] == "unicode-hidden":
        hc = _hidden_classes(root)
        if isinstance(found.tag, str) and any(_hidden(a, hc) for a in [found, *anc]):
            out.append(f"{cid}: visible case sits inside a hidden element")
    return out


def _render(pdf: Any, page_no: int) -> bytes:
    page = pdf[page_no - 1]
    bitmap = page.render(scale=1)
    return bytes(bitmap.to_pil().tobytes())


def main() -> int:
    import lxml.html
    import pypdfium2 as pdfium

    P = _load_plant()
    cases = P.load_cases()
    problems: list[str] = []
    counts: collections.Counter[tuple[str, str, str]] = collections.Counter()
    captures = P.default_captures()
    seen: set[str] = set()
    for n, case in enumerate(cases, 1):
        cid = case["id"]
        if cid != f"i5-{n:03d}" or cid in seen:
            problems.append(f"{cid}: id out of sequence or duplicated (expected i5-{n:03d})")
        seen.add(cid)
        if case.get("split") != "test":
            problems.append(f"{cid}: split is not 'test'")
        if case["vector"] not in P.VECTORS or case["label"] not in P.LABELS:
            problems.append(f"{cid}: bad vector/label")
        if case["lang"] not in P.LANGS or not case.get("variant", "").startswith(case["lang"]):
            problems.append(f"{cid}: bad lang/variant")
        if case["channel"] == "unicode-tags":
            decoded = "".join(
                chr(ord(ch) - 0xE0000)
                for ch in case["expect_text"]
                if 0xE0020 <= ord(ch) <= 0xE007E
            )
            if case["label"] == "injection" and decoded != case.get("plain_text"):
                problems.append(f"{cid}: tag characters do not decode to plain_text")
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
            orig = pdfium.PdfDocument((captures / pl.target).read_bytes())
            try:
                if len(doc) != len(orig):
                    problems.append(f"{cid}: page count changed")
                tp = doc[pl.page - 1].get_textpage()
                got = tp.get_text_range()
                norm = " ".join(got.replace("\r", " ").replace("\n", " ").split())
                if " ".join(pl.expect_text.split()) not in norm:
                    problems.append(f"{cid}: expect_text not in text layer of page {pl.page}")
                if pl.channel in PIXEL_NEUTRAL and _render(doc, pl.page) != _render(orig, pl.page):
                    problems.append(f"{cid}: {pl.channel} text changes the rendered page")
            finally:
                doc.close()
                orig.close()

    inj = sum(v for k, v in counts.items() if k[0] == "injection")
    neg = sum(v for k, v in counts.items() if k[0] == "negative")
    by_vec: collections.Counter[tuple[str, str]] = collections.Counter()
    by_lang: collections.Counter[tuple[str, str]] = collections.Counter()
    for (label, vec, lang), v in counts.items():
        by_vec[(label, vec)] += v
        by_lang[(label, lang)] += v
    for vec in P.VECTORS:
        if by_vec[("injection", vec)] == 0:
            problems.append(f"no injection for vector {vec}")
    for lang in P.LANGS:
        if by_lang[("injection", lang)] == 0:
            problems.append(f"no injection in {lang}")
    if by_lang[("injection", "es")] * 2 < inj:
        problems.append("Spanish is not the majority of the injections")
    if inj < MIN_INJECTIONS:
        problems.append(f"only {inj} injections (< {MIN_INJECTIONS})")
    if neg < MIN_NEGATIVES:
        problems.append(f"only {neg} negatives (< {MIN_NEGATIVES})")
    print(f"cases: {len(cases)}  injections: {inj}  negatives: {neg}")
    for label in ("injection", "negative"):
        for vec in P.VECTORS:
            langs = {k[2]: v for k, v in counts.items() if k[0] == label and k[1] == vec}
            print(
                f"  {label:9s} {vec:24s} {by_vec[(label, vec)]:3d}  {dict(sorted(langs.items()))}"
            )
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
