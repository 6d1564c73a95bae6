"""Plant every case of the ninth held-out injection corpus and check the ground truth.

For each case: the planted bytes contain ``expect_text`` at the stated line (HTML, raw
or HTML-escaped) or on the stated page (PDF, through pypdfium2's text layer); the
planted HTML still parses with lxml and keeps its ``<head>``/``<body>``; the planted
PDF still opens with pypdfium2 and keeps its page count. Also checks the corpus-level
counts (>= 170 injections over the six vectors and three languages, >= 30 visible
Spanish system impersonations, >= 85 negatives spread over every vector, all
``split: test``).

Extended beyond the injection4 checker (see ``_extra_*`` below):

* schema: unique sequential ids, every documented field present, unique ``expect_text``;
* channel: the planted text sits where its ``channel`` says (a comment / conditional
  comment, the named attribute or ``<meta>``, a JSON-LD script or microdata ``<meta>``);
* CSS: every ``css-hidden`` case is really hidden once the cascade is applied (inline
  styles, the ``<style>`` rules planted with it matched with tinycss2 + lxml cssselect,
  ``!important``, inheritance from ancestors, the ``hidden`` attribute), and every
  visible-text case is not;
* PDF: render-mode-3 / white / transparent / off-page / under-image / covered text changes
  no pixel of the rendered page (pypdfium2 render before and after planting);
* nothing copied: no 60-character window of a snippet occurs in its target capture.

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``.venv/bin/python tests/heldout/injection9/check_corpus.py``.
"""

from __future__ import annotations

import collections
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load_plant():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection9_plant", HERE / "plant.py")
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
            problems.extend(_extra_html(case, root))
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
            finally:
                doc.close()
            problems.extend(_extra_pdf(case, pl.data, captures))
        problems.extend(_extra_copy(case, captures))

    inj = sum(v for k, v in counts.items() if k[0] == "injection")
    neg = sum(v for k, v in counts.items() if k[0] == "negative")
    by_vec = collections.Counter()
    for (label, vec, _lang), v in counts.items():
        by_vec[(label, vec)] += v
    for vec in P.VECTORS:
        if by_vec[("injection", vec)] == 0:
            problems.append(f"no injection for vector {vec}")
    if inj < 170:
        problems.append(f"only {inj} injections (< 170)")
    if neg < 85:
        problems.append(f"only {neg} negatives (< 85)")
    problems.extend(_extra_corpus(cases, counts, P.VECTORS))
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


# --------------------------------------------------------------------------- extensions

FIELDS = ("id", "label", "vector", "lang", "variant", "channel", "technique", "why", "split",
          "target", "expect_text")  # fmt: skip
PIXEL_FREE = ("render-mode-3", "white-text", "transparent", "off-page", "under-image", "covered")
HIDING = {
    "display": lambda v: v == "none",
    "visibility": lambda v: v in ("hidden", "collapse"),
    "opacity": lambda v: _num(v) == 0.0,
    "font-size": lambda v: (v.endswith("px") and (_num(v[:-2]) or 0) <= 1) or _num(v) == 0.0,
    "text-indent": lambda v: v.endswith(("px", "em")) and (_num(v[:-2]) or 0) <= -999,
    "left": lambda v: v.endswith(("px", "em")) and (_num(v[:-2]) or 0) <= -999,
    "clip": lambda v: v.replace(",", " ").split() == ["rect(0", "0", "0", "0)"],
    "clip-path": lambda v: v in ("inset(50%)", "inset(100%)"),
}


def _num(v: str) -> float | None:
    try:
        return float(v)
    except ValueError:
        return None


def _decls(text: str) -> list[tuple[str, str, bool]]:
    import tinycss2

    out = []
    for d in tinycss2.parse_blocks_contents(text, skip_whitespace=True, skip_comments=True):
        if d.type == "declaration":
            val = tinycss2.serialize(d.value).strip().lower()
            out.append((d.lower_name, " ".join(val.split()), bool(d.important)))
    return out


def _rules(root) -> list[tuple[str, list[tuple[str, str, bool]]]]:  # type: ignore[no-untyped-def]
    """(selector, declarations) of every <style> rule in the document, @media all/screen
    blocks included, parsed with tinycss2."""
    import tinycss2

    out = []
    for st in root.iter("style"):
        sheet = tinycss2.parse_stylesheet(st.text or "", skip_whitespace=True, skip_comments=True)
        stack = list(sheet)
        while stack:
            r = stack.pop(0)
            if r.type == "qualified-rule":
                out.append(
                    (tinycss2.serialize(r.prelude).strip(), _decls(tinycss2.serialize(r.content)))
                )
            elif r.type == "at-rule" and r.lower_at_keyword == "media" and r.content:
                stack.extend(tinycss2.parse_rule_list(r.content, True, True))
    return out


def _computed(el, rules, cache) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """Own declarations of ``el`` after the cascade (specificity ignored except for
    !important over normal and inline over sheet: enough for the planted rules)."""
    from lxml.cssselect import CSSSelector

    normal: dict[str, str] = {}
    important: dict[str, str] = {}
    for sel, decls in rules:
        key = sel
        if key not in cache:
            try:
                cache[key] = set(CSSSelector(sel)(el.getroottree().getroot()))
            except Exception:
                cache[key] = set()
        if el in cache[key]:
            for name, val, imp in decls:
                (important if imp else normal)[name] = val
    for name, val, imp in _decls(el.get("style") or ""):
        if imp or name not in important:
            normal[name] = val
    normal.update(important)
    for short in ("background",):
        if short in normal and "background-color" not in normal:
            normal["background-color"] = normal[short]
    return normal


def _css_hidden(el, rules, cache) -> str | None:  # type: ignore[no-untyped-def]
    """Why ``el`` is not rendered (walking up the ancestors), or None."""
    color = bg = None
    size_zero = False
    for node in [el, *el.iterancestors()]:
        if node.get("hidden") is not None:
            return f"hidden attribute on <{node.tag}>"
        comp = _computed(node, rules, cache)
        if color is None and "color" in comp:
            color = comp["color"]
        if bg is None and "background-color" in comp:
            bg = comp["background-color"]
        for prop, test in HIDING.items():
            if prop in comp and test(comp[prop]):
                if prop == "font-size":
                    size_zero = True
                    continue
                return f"{prop}:{comp[prop]} on <{node.tag}>"
        if comp.get("height") in ("0", "0px") and comp.get("overflow") == "hidden":
            return f"height:0+overflow:hidden on <{node.tag}>"
    if size_zero:
        return "font-size <= 1px (inherited)"
    norm = {"#fff": "#ffffff", "white": "#ffffff"}
    if color and bg and norm.get(color, color) == norm.get(bg, bg):
        return f"color equals background ({color})"
    return None


def _find(root, expect):  # type: ignore[no-untyped-def]
    from lxml import etree

    for el in root.iter():
        if isinstance(el, etree._Comment):
            if expect in (el.text or ""):
                return el, "comment", None
            continue
        if expect in (el.text or ""):
            return el, "text", None
        for k, v in el.attrib.items():
            if expect in v:
                return el, "attr", k
    return None, None, None


def _extra_html(case, root) -> list[str]:  # type: ignore[no-untyped-def]
    cid, ch, expect = case["id"], case["channel"], case["expect_text"]
    el, kind, key = _find(root, expect)
    if el is None:
        return []  # already reported by _tree_problems
    out: list[str] = []
    if ch in ("html-comment", "conditional-comment"):
        if kind != "comment":
            out.append(f"{cid}: {ch} case not inside a comment")
        elif ch == "conditional-comment" and not (el.text or "").startswith("[if "):
            out.append(f"{cid}: conditional comment does not start with [if ...]")
    elif ch in ("alt", "title", "aria-label"):
        if kind != "attr" or key != ch:
            out.append(f"{cid}: expected in attribute {ch}, found {kind}/{key}")
    elif ch == "data-*":
        if kind != "attr" or not str(key).startswith("data-"):
            out.append(f"{cid}: expected in a data-* attribute, found {kind}/{key}")
    elif ch.startswith(("meta-", "og:", "twitter:")):
        want = "description" if ch == "meta-description" else ch
        if el.tag != "meta" or key != "content" or want not in (el.get("name"), el.get("property")):
            out.append(f"{cid}: expected in <meta {want}> content")
    elif ch == "json-ld":
        if el.tag != "script" or el.get("type") != "application/ld+json":
            out.append(f"{cid}: expected inside a JSON-LD script")
    elif ch == "microdata":
        if el.tag != "meta" or key != "content" or el.get("itemprop") is None:
            out.append(f"{cid}: expected in a microdata <meta itemprop content>")
        elif not any(a.get("itemscope") is not None for a in el.iterancestors()):
            out.append(f"{cid}: microdata <meta> outside an itemscope")
    if ch in ("css-hidden", "visible-text"):
        if kind != "text":
            out.append(f"{cid}: {ch} case is not element text")
        else:
            why = _css_hidden(el, _rules(root), {})
            if ch == "css-hidden" and why is None:
                out.append(f"{cid}: css-hidden text is not hidden after the cascade")
            if ch == "visible-text" and why is not None:
                out.append(f"{cid}: visible-text case is hidden ({why})")
    return out


def _render(doc, idx):  # type: ignore[no-untyped-def]
    return doc[idx].render(scale=1.5).to_pil().convert("RGB").tobytes()


def _extra_pdf(case, data: bytes, captures: Path) -> list[str]:
    import pypdfium2 as pdfium

    if case["channel"] not in PIXEL_FREE:
        return []
    idx = int(case["pdf"]["page"]) - 1
    a = pdfium.PdfDocument((captures / case["target"]).read_bytes())
    b = pdfium.PdfDocument(data)
    try:
        ra, rb = _render(a, idx), _render(b, idx)
    finally:
        a.close()
        b.close()
    if ra != rb:
        diff = sum(1 for x, y in zip(ra, rb, strict=True) if x != y)
        return [f"{case['id']}: {case['channel']} text changed {diff} rendered bytes"]
    return []


def _extra_copy(case, captures: Path) -> list[str]:
    src = (captures / case["target"]).read_bytes()
    snippets = [case.get("head_snippet") or "", case.get("body_snippet") or ""]
    snippets += [e.get("text", "") for e in case.get("inline_edits", [])]
    snippets += list((case.get("pdf") or {}).get("lines") or [])
    for snip in snippets:
        for i in range(0, max(0, len(snip) - 60) + 1, 15):
            w = snip[i : i + 60]
            if len(w) == 60 and w.encode("utf-8") in src:
                return [f"{case['id']}: snippet copies capture text {w!r}"]
    return []


def _extra_corpus(cases, counts, vectors) -> list[str]:  # type: ignore[no-untyped-def]
    out: list[str] = []
    for i, c in enumerate(cases, start=1):
        if c.get("id") != f"i9-{i:03d}":
            out.append(f"case #{i}: id {c.get('id')!r} is not i9-{i:03d}")
        missing = [f for f in FIELDS if not c.get(f)]
        if missing:
            out.append(f"{c.get('id')}: missing fields {missing}")
    seen = collections.Counter(c["expect_text"] for c in cases)
    out += [f"expect_text used twice: {t!r}" for t, n in seen.items() if n > 1]
    inj = {k: v for k, v in counts.items() if k[0] == "injection"}
    total = sum(inj.values())
    for lang, lo, hi in (("es", 0.55, 0.65), ("en", 0.15, 0.25), ("pt", 0.15, 0.25)):
        share = sum(v for k, v in inj.items() if k[2] == lang) / max(1, total)
        if not lo <= share <= hi:
            out.append(f"injection share of {lang} is {share:.2f}, outside [{lo}, {hi}]")
    if sum(v for k, v in inj.items() if k[1] == "system-impersonation-es") < 30:
        out.append("fewer than 30 system-impersonation-es injections")
    for vec in vectors:
        if sum(v for k, v in counts.items() if k[0] == "negative" and k[1] == vec) < 10:
            out.append(f"fewer than 10 negatives for vector {vec}")
        if vec != "system-impersonation-es":
            for lang in ("es", "en", "pt"):
                if not inj.get(("injection", vec, lang)):
                    out.append(f"no {lang} injection for vector {vec}")
    sys_cases = [c for c in cases if c["vector"] == "system-impersonation-es"]
    if any(c["lang"] != "es" or c["channel"] != "visible-text" for c in sys_cases):
        out.append("a system-impersonation-es case is not visible Spanish text")
    return out


if __name__ == "__main__":
    raise SystemExit(main())
