"""Plant every case of the injection17 held-out corpus and check the ground truth.

For each case: the planted bytes contain ``expect_text`` at the stated line (HTML, raw
or HTML-escaped) or on the stated page (PDF, through pypdfium2's text layer); the
planted HTML still parses with lxml and keeps its ``<head>``/``<body>``; the planted
PDF still opens with pypdfium2 and keeps its page count. Also checks the corpus-level
counts (>= 180 injections over the six vectors, >= 50 of them visible Spanish system
impersonation, >= 90 negatives, all ``split: test``). Visibility: the page's inline
``<style>`` rules (tinycss2 + cssselect2) and inline styles must hide every CSS-hidden
case and must not hide any visible-text case; every PDF case must leave the rendered
page's pixels unchanged.

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``.venv/bin/python tests/heldout/injection17/check_corpus.py``.
"""

from __future__ import annotations

import collections
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load_plant():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection17_plant", HERE / "plant.py")
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
        if expect in (el.tail or "") and el.getparent() is not None:
            found = el.getparent()  # text after an inline child belongs to the parent
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
    if case["channel"] in ("visible-text", "css-hidden"):
        why = css_hidden_reason(root, found)
        if case["channel"] == "visible-text" and why:
            out.append(f"{cid}: visible-text case is hidden by CSS ({why})")
        if case["channel"] == "css-hidden" and not why:
            out.append(f"{cid}: css-hidden case is not hidden by the page's CSS")
    return out


def _decls(text: str) -> dict[str, str]:
    import tinycss2

    out: dict[str, str] = {}
    for d in tinycss2.parse_declaration_list(text, skip_comments=True, skip_whitespace=True):
        if d.type == "declaration":
            out[d.lower_name] = tinycss2.serialize(d.value).strip().lower()
    return out


def _rules(root):  # type: ignore[no-untyped-def]
    """(compiled selectors, declarations) of every top-level rule in inline <style>."""
    import cssselect2
    import tinycss2

    rules = []
    for st in root.iter("style"):
        for r in tinycss2.parse_stylesheet(st.text or "", skip_comments=True, skip_whitespace=True):
            if r.type != "qualified-rule":
                continue  # @media etc.: not applied (conservative)
            try:
                sels = cssselect2.compile_selector_list(r.prelude)
            except Exception:
                continue
            decl = _decls(tinycss2.serialize(r.content))
            rules.append((sels, decl))
    return rules


def _px(v: str) -> float | None:
    v = v.replace("!important", "").strip()
    for unit in ("px", "pt", "em", "rem", ""):
        if v.endswith(unit):
            try:
                return float(v[: len(v) - len(unit)] if unit else v)
            except ValueError:
                return None
    return None


def css_hidden_reason(root, el) -> str:  # type: ignore[no-untyped-def]
    """Why ``el`` is hidden by the cascade of inline <style> rules, inline styles and
    inheritance ("" when visible). External stylesheets are not considered."""
    import cssselect2

    rules = _rules(root)
    wrapper = cssselect2.ElementWrapper.from_html_root(root.getroottree().getroot())
    byelem = {}
    for w in wrapper.iter_subtree():
        byelem[w.etree_element] = w
    chain = [el, *el.iterancestors()]
    computed = []
    for e in chain:
        d: dict[str, str] = {}
        w = byelem.get(e)
        if w is not None:
            for sels, decl in rules:
                if any(s.test(w) for s in sels):
                    d.update(decl)
        d.update(_decls(e.get("style") or ""))
        computed.append(d)

    # inherited properties: nearest element that sets them
    def inherited(prop: str) -> str:
        for d in computed:
            if prop in d:
                return d[prop].replace("!important", "").strip()
        return ""

    for e, d in zip(chain, computed, strict=True):
        g = {k: v.replace("!important", "").strip() for k, v in d.items()}
        if e.get("hidden") is not None:
            return "hidden attribute"
        if g.get("display") == "none":
            return "display:none"
        if g.get("opacity") in ("0", "0.0"):
            return "opacity:0"
        if g.get("height") in ("0", "0px") and g.get("overflow") == "hidden":
            return "height:0+overflow:hidden"
        if g.get("width") == "1px" and g.get("height") == "1px" and g.get("overflow") == "hidden":
            return "1px box"
        if "clip" in g and g["clip"].replace(" ", "").startswith("rect(0"):
            return "clip"
        if g.get("clip-path", "").startswith("inset(50%") or g.get("clip-path", "").startswith(
            "circle(0"
        ):
            return "clip-path"
        ti = _px(g.get("text-indent", ""))
        if ti is not None and ti <= -999:
            return "text-indent"
        for side in ("left", "top"):
            v = _px(g.get(side, ""))
            if v is not None and v <= -999 and g.get("position") in ("absolute", "fixed"):
                return f"{side} off-screen"
    if inherited("visibility") == "hidden":
        return "visibility:hidden"
    fs = _px(inherited("font-size"))
    if fs is not None and fs <= 1:
        return "font-size<=1px"
    color = inherited("color").replace(" ", "")
    if color in ("transparent", "rgba(0,0,0,0)"):
        return "transparent colour"
    bg = ""
    for d in computed:
        b = d.get("background-color") or d.get("background")
        if b:
            bg = b.replace(" ", "")
            break
    white = ("#fff", "#ffffff", "white")
    if color and (color == bg or (color in white and bg in white)):
        return "colour equals background"
    return ""


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
                before_doc = pdfium.PdfDocument((captures / pl.target).read_bytes())
                try:
                    a = before_doc[pl.page - 1].render(scale=2).to_numpy()
                    b = page.render(scale=2).to_numpy()
                    if a.shape != b.shape or (a != b).any():
                        problems.append(f"{cid}: planted PDF text changes rendered pixels")
                finally:
                    before_doc.close()
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
    if inj < 180:
        problems.append(f"only {inj} injections (< 180)")
    if by_vec[("injection", "system-impersonation-es")] < 50:
        problems.append("fewer than 50 visible Spanish system-impersonation injections")
    if neg < 90:
        problems.append(f"only {neg} negatives (< 90)")
    for lang in P.LANGS:
        if not any(k[0] == "injection" and k[2] == lang for k in counts):
            problems.append(f"no injection in {lang}")
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
