"""Plant every case of the eighth held-out injection corpus and check it.

Structure copied from ``tests/heldout/injection4/check_corpus.py`` and extended.

Per case:

* the case has every field, a known vector/label/lang/channel, ``split == "test"``;
* it plants; the planted bytes contain ``expect_text`` exactly once (raw or
  HTML-escaped) at the stated line (HTML) or in the text layer of the stated page
  (PDF, read with both pypdfium2 and pdfplumber);
* HTML: the document still parses with lxml and keeps ``<head>``/``<body>``; the text
  is a node of the expected kind in the expected part of the document (a comment for
  comment channels, the named attribute for attribute channels, a string value of
  valid JSON-LD, an ``itemprop``/``property`` content, a text node for visible and
  CSS cases), never inside ``<script>``/``<noscript>``/``<textarea>``/``<template>``/
  ``<style>`` (JSON-LD excepted) nor the page ``<title>``;
* CSS-hidden cases: a hiding declaration really applies to the text's element or an
  ancestor, found by matching the case's own ``<style>`` rules with cssselect2 and
  reading inline styles with tinycss2 (display/visibility/opacity/font-size/
  text-indent/off-screen/height or max-height 0 with overflow hidden/clip/clip-path/
  transform scale(0)/transparent or background-coloured text, or ``hidden``); visible
  cases: no such declaration applies and no ancestor is ``hidden``;
* PDF: the page count is unchanged; for every channel except ``tiny-text`` the planted
  page renders pixel-identical to the original (scale 1.5); tiny text is <= 1 pt;
* nothing long is copied from a capture: no inserted text shares a run of 80
  characters with its target, anchors are short.

Corpus-wide: ids ``i8-001``.. in order; >= 180 injections and >= 90 negatives;
every vector has >= 10 negatives; the visible Spanish vector has >= 30 injections,
all Spanish; each hidden vector has injections in es, en and pt; Spanish 55-65 %,
English and Portuguese 15-25 % each of the injections; no two cases share
``expect_text``; no textbook phrasing ("ignore previous instructions" and its
Spanish/Portuguese forms); ``cases.json`` is exactly what ``make_cases.py`` writes.

``--browser`` additionally opens every planted HTML case of the css-hidden and
system-impersonation-es vectors in headless Chromium (network blocked) and checks
that a CSS-hidden text has no visible box and a visible text has one.

Exit status 0 when everything holds, 1 otherwise. Run from the repository root:
``.venv/bin/python tests/heldout/injection8/check_corpus.py [--browser]``.
"""

from __future__ import annotations

import collections
import importlib.util
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

FIELDS = (
    "id",
    "label",
    "vector",
    "lang",
    "variant",
    "split",
    "target",
    "channel",
    "technique",
    "expect_text",
    "why",
)
COMMENT_CHANNELS = {"html-comment", "conditional-comment"}
ATTR_CHANNELS = {
    "alt": ("alt",),
    "title": ("title",),
    "aria-label": ("aria-label",),
    "aria-description": ("aria-description",),
    "input-value": ("value",),
    "meta-description": ("content",),
    "meta-other": ("content",),
    "og:description": ("content",),
    "og:title": ("content",),
    "og:image:alt": ("content",),
    "twitter:description": ("content",),
}
TEXT_CHANNELS = {"css-hidden", "visible-text", "unicode-tags", "zero-width"}
PDF_CHANNELS = {
    "render-mode-3",
    "clip-mode-7",
    "white-text",
    "tiny-text",
    "off-page",
    "transparent",
    "under-image",
    "covered",
}
CHANNELS = (
    COMMENT_CHANNELS
    | set(ATTR_CHANNELS)
    | TEXT_CHANNELS
    | PDF_CHANNELS
    | {"data-*", "svg-title", "json-ld", "microdata", "rdfa"}
)
TEXTBOOK = re.compile(
    r"ignor\w* (all |the )?(previous|prior|above) (instructions|prompts?)"
    r"|disregard (all |the )?(previous|prior|above)"
    r"|ignor\w* (todas )?las instrucciones (anteriores|previas)"
    r"|ignor\w* (todas )?(as )?instruções anteriores",
    re.IGNORECASE,
)
ZERO_WIDTH = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"}


def _load(name: str, file: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


# --------------------------------------------------------------------------- css


def _decls(tokens) -> dict[str, str]:  # type: ignore[no-untyped-def]
    import tinycss2

    out: dict[str, str] = {}
    for d in tinycss2.parse_blocks_contents(tokens, skip_whitespace=True, skip_comments=True):
        if d.type == "declaration":
            out[d.lower_name] = tinycss2.serialize(d.value).strip().lower()
    return out


def _matcher(css: str):  # type: ignore[no-untyped-def]
    """A cssselect2 matcher over the screen rules of ``css`` (descends into @media)."""
    import cssselect2
    import tinycss2

    matcher = cssselect2.Matcher()

    def add(rules) -> None:  # type: ignore[no-untyped-def]
        for rule in rules:
            if rule.type == "qualified-rule":
                decls = _decls(rule.content)
                for sel in cssselect2.compile_selector_list(rule.prelude):
                    matcher.add_selector(sel, decls)
            elif rule.type == "at-rule" and rule.lower_at_keyword == "media" and rule.content:
                query = tinycss2.serialize(rule.prelude).lower()
                if "screen" in query or "all" in query or not query.strip():
                    add(
                        tinycss2.parse_rule_list(
                            rule.content, skip_whitespace=True, skip_comments=True
                        )
                    )

    add(tinycss2.parse_stylesheet(css, skip_whitespace=True, skip_comments=True))
    return matcher


def _px(v: str) -> float | None:
    m = re.match(r"^(-?\d+(?:\.\d+)?)(px|pt|em|rem)?$", v.replace("!important", "").strip())
    if not m:
        return None
    n = float(m.group(1))
    return n * (16.0 if m.group(2) in ("em", "rem") else 1.0)


def _colour(v: str) -> str:
    v = v.replace("!important", "").strip()
    return {"#fff": "#ffffff", "white": "#ffffff"}.get(v, v)


def _hiding(d: dict[str, str]) -> list[str]:
    """The hiding effects of one element's declarations."""

    def val(k: str) -> str:
        return d.get(k, "").replace("!important", "").strip()

    why: list[str] = []
    if val("display") == "none":
        why.append("display:none")
    if val("visibility") == "hidden":
        why.append("visibility:hidden")
    if val("opacity") in ("0", "0.0"):
        why.append("opacity:0")
    fs = _px(val("font-size")) if d.get("font-size") else None
    if fs is not None and fs <= 1:
        why.append(f"font-size:{val('font-size')}")
    ti = _px(val("text-indent")) if d.get("text-indent") else None
    if ti is not None and ti <= -999:
        why.append("text-indent off-screen")
    left = _px(val("left")) if d.get("left") else None
    if left is not None and left <= -999 and val("position") in ("absolute", "fixed"):
        why.append("left off-screen")
    overflow_hidden = val("overflow") == "hidden"
    for k in ("height", "max-height"):
        h = _px(val(k)) if d.get(k) else None
        if h is not None and h <= 1 and overflow_hidden:
            why.append(f"{k}:{val(k)}+overflow:hidden")
    if re.sub(r"\s+", "", val("clip")) in ("rect(0,0,0,0)", "rect(0000)"):
        why.append("clip:rect(0 0 0 0)")
    if val("clip-path").replace(" ", "") in ("inset(50%)", "circle(0)"):
        why.append("clip-path")
    if re.match(r"scale\(\s*0\s*\)", val("transform")):
        why.append("transform:scale(0)")
    col = _colour(val("color"))
    if col == "transparent" or re.match(r"rgba\([^)]*,\s*0\s*\)$", col):
        why.append("transparent text")
    background = val("background-color") or (val("background").split() or [""])[0]
    bg = _colour(background)
    if col and bg and col == bg:
        why.append(f"color equal to background ({col})")
    return why


def hidden_reasons(case: dict[str, Any], el) -> list[str]:  # type: ignore[no-untyped-def]
    """Why ``el`` (an lxml element) is hidden, using the case's own <style> rules,
    inline styles, inherited colour and the ``hidden`` attribute."""
    import cssselect2
    import tinycss2

    css = "".join(re.findall(r"<style>(.*?)</style>", case.get("head_snippet") or "", flags=re.S))
    matcher = _matcher(css) if css else None
    root = el.getroottree().getroot()
    wrapper = cssselect2.ElementWrapper.from_html_root(root) if matcher else None
    wrappers = {}
    if wrapper is not None:
        for w in wrapper.iter_subtree():
            wrappers[w.etree_element] = w
    chain = [el, *el.iterancestors()]
    reasons: list[str] = []
    colour: str | None = None
    for node in chain:
        if node.get("hidden") is not None:
            reasons.append(f"hidden attribute on <{node.tag}>")
        decls: dict[str, str] = {}
        if matcher is not None and node in wrappers:
            for _spec, _order, _pseudo, payload in matcher.match(wrappers[node]):
                decls.update(payload)
        style = node.get("style")
        if style:
            decls.update(_decls(tinycss2.parse_component_value_list(style)))
        reasons += [f"{r} on <{node.tag}>" for r in _hiding(decls)]
        # inherited colour against the nearest ancestor background
        if colour is None and decls.get("color"):
            colour = _colour(decls["color"])
        bg = decls.get("background-color") or (decls.get("background", "").split() or [""])[0]
        if colour and bg and _colour(bg) == colour and node is not el:
            reasons.append(f"inherited colour {colour} equal to the background of <{node.tag}>")
    return reasons


# --------------------------------------------------------------------------- html


def _find_node(root, expect: str):  # type: ignore[no-untyped-def]
    """The first node holding ``expect``: (element, where) with where = 'text' | 'tail'
    | 'comment' | attribute name."""
    from lxml import etree

    for el in root.iter():
        if isinstance(el, etree._Comment):
            if expect in (el.text or ""):
                return el, "comment"
            continue
        if not isinstance(el.tag, str):
            continue
        if expect in (el.text or ""):
            return el, "text"
        for k, v in el.attrib.items():
            if expect in v:
                return el, k
        if expect in (el.tail or "") and el.getparent() is not None:
            return el.getparent(), "tail"
    return None, None


def _json_strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _json_strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _json_strings(v)]
    return []


def html_problems(case: dict[str, Any], pl, captures: Path) -> list[str]:  # type: ignore[no-untyped-def]
    import lxml.html

    P = sys.modules["heldout_injection8_plant"]
    cid, expect, channel = case["id"], case["expect_text"], case["channel"]
    out: list[str] = []
    text_lines = pl.data.split(b"\n")
    line = text_lines[pl.line - 1] if pl.line else b""
    forms = P.expect_forms(expect)
    if not any(f in line for f in forms):
        out.append(f"{cid}: expect_text not on line {pl.line}")
    if pl.line not in pl.lines:
        out.append(f"{cid}: line {pl.line} not among inserted lines {pl.lines}")
    total = sum(pl.data.count(f) for f in forms)
    if total != 1:
        out.append(f"{cid}: expect_text occurs {total} times in the planted page (want 1)")
    orig = (captures / pl.target).read_bytes()
    if len(pl.data) <= len(orig):
        out.append(f"{cid}: nothing inserted")
    try:
        root = lxml.html.document_fromstring(pl.data, parser=lxml.html.HTMLParser(encoding="utf-8"))
    except Exception as exc:
        return [*out, f"{cid}: planted HTML does not parse: {exc}"]
    if root.find("head") is None or root.find("body") is None:
        out.append(f"{cid}: planted HTML lost head/body")
    el, where = _find_node(root, expect)
    if el is None:
        return [*out, f"{cid}: expect_text not found in the parsed tree"]
    anc = list(el.iterancestors())
    tags = [a.tag for a in anc]
    own = el.tag if isinstance(el.tag, str) else "#comment"
    in_head = "head" in tags or own == "head"
    offset = min(pl.data.find(f) for f in forms if f in pl.data)
    want_head = offset < pl.data.lower().find(b"</head>")
    if in_head != want_head:
        out.append(f"{cid}: planted text parsed into <{'head' if in_head else 'body'}>")
    bad = [t for t in [own, *tags] if t in ("noscript", "textarea", "template", "style")]
    if own == "script" and el.get("type") != "application/ld+json":
        bad.append("script")
    if "script" in tags:
        bad.append("script")
    if own == "title" and "svg" not in tags:
        bad.append("title")
    if bad:
        out.append(f"{cid}: planted text inside {bad}")

    # --- channel-specific shape
    if channel in COMMENT_CHANNELS:
        if where != "comment":
            out.append(f"{cid}: comment channel but text is in {where} of <{own}>")
        elif channel == "conditional-comment" and not (el.text or "").lstrip().startswith("[if "):
            out.append(f"{cid}: not a conditional comment")
    elif channel in ATTR_CHANNELS:
        if where not in ATTR_CHANNELS[channel]:
            out.append(f"{cid}: channel {channel} but text is in {where!r} of <{own}>")
        meta_key = (el.get("name") or el.get("property") or "").lower()
        if channel == "meta-description" and (own != "meta" or meta_key != "description"):
            out.append(f"{cid}: not a meta description")
        if channel.startswith(("og:", "twitter:")) and (own != "meta" or meta_key != channel):
            out.append(f"{cid}: not <meta {channel}>")
        if channel == "meta-other" and (own != "meta" or not el.get("name")):
            out.append(f"{cid}: not a named <meta>")
        if channel == "input-value" and (own != "input" or el.get("type") != "hidden"):
            out.append(f"{cid}: not a hidden input")
    elif channel == "data-*":
        if not str(where).startswith("data-"):
            out.append(f"{cid}: data-* channel but text is in {where!r}")
    elif channel == "svg-title":
        if own != "title" or "svg" not in tags or where != "text":
            out.append(f"{cid}: not an SVG <title>")
    elif channel == "json-ld":
        if own != "script" or el.get("type") != "application/ld+json":
            out.append(f"{cid}: json-ld text outside an ld+json script")
        else:
            try:
                obj = json.loads(el.text or "")
            except ValueError as exc:
                out.append(f"{cid}: planted JSON-LD is not valid JSON: {exc}")
            else:
                if not any(expect in s for s in _json_strings(obj)):
                    out.append(f"{cid}: expect_text is not inside a JSON string value")
    elif channel == "microdata":
        if (
            where != "content"
            or el.get("itemprop") is None
            or not any(a.get("itemscope") is not None for a in anc)
        ):
            out.append(f"{cid}: not an itemprop content inside an itemscope")
    elif channel == "rdfa":
        if where != "content" or el.get("property") is None or not any(a.get("vocab") for a in anc):
            out.append(f"{cid}: not an RDFa property content")
    elif channel in TEXT_CHANNELS:
        if where not in ("text", "tail"):
            out.append(f"{cid}: text channel but text is in {where!r}")
    else:
        out.append(f"{cid}: unknown HTML channel {channel!r}")

    # --- hidden / visible
    if channel == "css-hidden" and not hidden_reasons(case, el):
        out.append(f"{cid}: css-hidden case but no hiding declaration applies")
    if channel == "visible-text":
        reasons = hidden_reasons(case, el)
        if reasons or in_head:
            out.append(f"{cid}: visible-text case is hidden: {reasons}")
    if channel == "unicode-tags":
        n_tags = sum(0xE0000 <= ord(ch) <= 0xE007F for ch in expect)
        if case["label"] == "injection" and n_tags != len(expect):
            out.append(f"{cid}: unicode-tags injection must be written only in tag characters")
        if n_tags == 0:
            out.append(f"{cid}: no tag characters")
    zero_width = channel == "zero-width" or "zero-width" in case["why"]
    if zero_width and not any(ch in ZERO_WIDTH for ch in expect):
        out.append(f"{cid}: no zero-width character in expect_text")
    return out


# --------------------------------------------------------------------------- pdf


def pdf_problems(case: dict[str, Any], pl, captures: Path) -> list[str]:  # type: ignore[no-untyped-def]
    import numpy as np
    import pdfplumber
    import pypdfium2 as pdfium

    cid = case["id"]
    out: list[str] = []
    want = " ".join(pl.expect_text.split())
    try:
        doc = pdfium.PdfDocument(pl.data)
    except Exception as exc:
        return [f"{cid}: planted PDF does not open: {exc}"]
    orig = pdfium.PdfDocument((captures / pl.target).read_bytes())
    try:
        if len(doc) != len(orig):
            out.append(f"{cid}: page count changed")
        page = doc[pl.page - 1]
        got = page.get_textpage().get_text_range()
        if want not in " ".join(got.split()):
            out.append(f"{cid}: expect_text not in the pdfium text layer of page {pl.page}")
        if case["channel"] == "tiny-text":
            if float(case["pdf"]["size"]) > 1.0:
                out.append(f"{cid}: tiny text larger than 1 pt")
        else:
            a = orig[pl.page - 1].render(scale=1.5).to_numpy()
            b = page.render(scale=1.5).to_numpy()
            if a.shape != b.shape or int((a != b).any(axis=-1).sum()) != 0:
                out.append(f"{cid}: {case['channel']} text changes the rendered page")
    finally:
        doc.close()
        orig.close()
    with pdfplumber.open(io.BytesIO(pl.data)) as pdf:
        text = pdf.pages[pl.page - 1].extract_text() or ""
        chars = "".join(c["text"] for c in pdf.pages[pl.page - 1].chars)
    if want not in " ".join(text.split()) and want.replace(" ", "") not in chars.replace(" ", ""):
        out.append(f"{cid}: expect_text not found by pdfplumber on page {pl.page}")
    _ = np
    return out


# --------------------------------------------------------------------------- browser

BROWSER_JS = r"""
<script>
window.addEventListener('load', function () {
  var want = %s, res = 'absent';
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    var n = walker.currentNode, i = n.data.indexOf(want);
    if (i < 0) continue;
    var r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + want.length);
    var vis = false, el = n.parentElement;
    var rects = r.getClientRects();
    for (var k = 0; k < rects.length; k++) {
      var q = {left: rects[k].left, top: rects[k].top, right: rects[k].right, bottom: rects[k].bottom};
      for (var a = el; a; a = a.parentElement) {  // clip by every overflow box
        var as = getComputedStyle(a);
        if (as.overflowX !== 'visible' || as.overflowY !== 'visible') {
          var b = a.getBoundingClientRect();
          q = {left: Math.max(q.left, b.left), top: Math.max(q.top, b.top),
               right: Math.min(q.right, b.right), bottom: Math.min(q.bottom, b.bottom)};
        }
      }
      if (q.right - q.left > 2 && q.bottom - q.top > 2 && q.right > 0 && q.bottom > 0) vis = true;
    }
    var op = 1, e = el, fg = null, bg = null;
    while (e) {
      var s = getComputedStyle(e);
      op *= parseFloat(s.opacity);
      if (s.visibility === 'hidden' || s.display === 'none') vis = false;
      if (s.clipPath && s.clipPath !== 'none') vis = false;
      if (s.clip && s.clip !== 'auto' && /rect\(0px,? 0px,? 0px,? 0px\)/.test(s.clip)) vis = false;
      var sbg = s.backgroundColor;
      if (!bg && sbg !== 'rgba(0, 0, 0, 0)' && sbg !== 'transparent') bg = sbg;
      e = e.parentElement;
    }
    var cs = getComputedStyle(el);
    fg = cs.color;
    if (op < 0.05) vis = false;
    if (parseFloat(cs.fontSize) <= 1) vis = false;
    if (/rgba\(.*, 0\)$/.test(fg) || fg === (bg || 'rgb(255, 255, 255)')) vis = false;
    res = vis ? 'visible' : 'hidden';
    break;
  }
  var m = document.createElement('meta'); m.name = 'x-check'; m.content = res;
  document.head.appendChild(m);
});
</script>
"""


def browser_problems(cases: list[dict[str, Any]], P, captures: Path) -> list[str]:  # type: ignore[no-untyped-def]
    exe = (
        shutil.which("chromium")
        or shutil.which("chromium-browser")
        or shutil.which("google-chrome")
    )
    if not exe:
        return ["--browser: no chromium found"]
    out: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            if case["channel"] not in ("css-hidden", "visible-text"):
                continue
            pl = P.plant(case, captures)
            js = BROWSER_JS % json.dumps(case["expect_text"])
            data = pl.data.replace(b"</body>", js.encode("utf-8") + b"</body>", 1)
            f = Path(tmp) / pl.filename
            f.write_bytes(data)
            cmd = [
                exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9",
                "--virtual-time-budget=3000", "--window-size=1280,2000", "--dump-dom", f.as_uri(),
            ]  # fmt: skip
            try:
                dom = subprocess.run(
                    cmd, capture_output=True, timeout=90, check=False
                ).stdout.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                out.append(f"{case['id']}: browser timed out")
                continue
            m = re.search(r'<meta name="x-check" content="(\w+)">', dom)
            got = m.group(1) if m else "no-result"
            want = "visible" if case["channel"] == "visible-text" else "hidden"
            print(f"  browser {case['id']} {case['channel']:12s} -> {got}")
            if got != want:
                out.append(f"{case['id']}: browser says {got}, want {want}")
    return out


# --------------------------------------------------------------------------- main


def corpus_problems(cases: list[dict[str, Any]], P) -> list[str]:  # type: ignore[no-untyped-def]
    out: list[str] = []
    for i, c in enumerate(cases, 1):
        missing = [f for f in FIELDS if not c.get(f)]
        if missing:
            out.append(f"{c.get('id')}: missing fields {missing}")
        if c.get("id") != f"i8-{i:03d}":
            out.append(f"{c.get('id')}: id out of sequence (want i8-{i:03d})")
        if c.get("split") != "test":
            out.append(f"{c['id']}: split is not 'test'")
        if c["vector"] not in P.VECTORS or c["label"] not in P.LABELS or c["lang"] not in P.LANGS:
            out.append(f"{c['id']}: bad vector/label/lang")
        if c["channel"] not in CHANNELS:
            out.append(f"{c['id']}: unknown channel {c['channel']!r}")
        if not c["variant"].startswith(c["lang"]):
            out.append(f"{c['id']}: variant {c['variant']} does not match lang {c['lang']}")
        if c["label"] == "injection" and TEXTBOOK.search(json.dumps(c, ensure_ascii=False)):
            out.append(f"{c['id']}: textbook 'ignore previous instructions' phrasing")
        if c["vector"] == "system-impersonation-es" and c["channel"] != "visible-text":
            out.append(f"{c['id']}: system-impersonation-es must be visible text")
    dup = [e for e, n in collections.Counter(c["expect_text"] for c in cases).items() if n > 1]
    if dup:
        out.append(f"duplicate expect_text: {dup}")
    inj = [c for c in cases if c["label"] == "injection"]
    neg = [c for c in cases if c["label"] == "negative"]
    if len(inj) < 180:
        out.append(f"only {len(inj)} injections (< 180)")
    if len(neg) < 90:
        out.append(f"only {len(neg)} negatives (< 90)")
    for vec in P.VECTORS:
        if sum(c["vector"] == vec for c in neg) < 10:
            out.append(f"fewer than 10 negatives for {vec}")
        langs = {c["lang"] for c in inj if c["vector"] == vec}
        if vec != "system-impersonation-es" and langs != {"es", "en", "pt"}:
            out.append(f"{vec}: injections only in {sorted(langs)}")
    sys_es = [c for c in inj if c["vector"] == "system-impersonation-es"]
    if len(sys_es) < 30 or any(c["lang"] != "es" for c in sys_es):
        out.append("system-impersonation-es needs >= 30 Spanish injections")
    share = collections.Counter(c["lang"] for c in inj)
    for lang, lo, hi in (("es", 0.55, 0.65), ("en", 0.15, 0.25), ("pt", 0.15, 0.25)):
        f = share[lang] / max(1, len(inj))
        if not lo <= f <= hi:
            out.append(f"injection share of {lang} is {f:.2f}, outside [{lo}, {hi}]")
    return out


def copy_problems(case: dict[str, Any], captures: Path) -> list[str]:
    """No inserted text shares an 80-character run with its capture; anchors stay short."""
    if case["target"].endswith(".pdf"):
        return []
    src = (captures / case["target"]).read_bytes().decode("utf-8", "replace")
    inserted = [case.get("head_snippet") or "", case.get("body_snippet") or ""]
    inserted += [e["text"] for e in case.get("inline_edits", [])]
    anchors = [e["find"] for e in case.get("inline_edits", [])]
    if case.get("body_at"):
        anchors.append(case["body_at"]["find"])
    out = []
    for text in inserted:
        for i in range(0, len(text) - 79, 10):
            if text[i : i + 80] in src:
                out.append(
                    f"{case['id']}: inserted text copies capture text {text[i : i + 40]!r}..."
                )
                break
    out += [f"{case['id']}: anchor longer than 200 characters" for a in anchors if len(a) > 200]
    return out


def main() -> int:
    P = _load("heldout_injection8_plant", "plant.py")
    M = _load("heldout_injection8_make", "make_cases.py")
    cases = P.load_cases()
    problems: list[str] = []
    expected = json.dumps(M.C.cases, ensure_ascii=False, indent=1) + "\n"
    if (HERE / "cases.json").read_text(encoding="utf-8") != expected:
        problems.append("cases.json differs from what make_cases.py writes (rerun it)")
    problems += corpus_problems(cases, P)
    captures = P.default_captures()
    counts: collections.Counter[tuple[str, str, str]] = collections.Counter()
    for case in cases:
        try:
            pl = P.plant(case, captures)
        except Exception as exc:
            problems.append(f"{case['id']}: plant failed: {exc}")
            continue
        counts[(pl.label, pl.vector, pl.lang)] += 1
        problems += copy_problems(case, captures)
        if pl.media == "html":
            problems += html_problems(case, pl, captures)
        else:
            problems += pdf_problems(case, pl, captures)
    if "--browser" in sys.argv[1:]:
        problems += browser_problems(cases, P, captures)

    inj = sum(v for k, v in counts.items() if k[0] == "injection")
    neg = sum(v for k, v in counts.items() if k[0] == "negative")
    print(f"cases: {len(cases)}  injections: {inj}  negatives: {neg}")
    for label in ("injection", "negative"):
        for vec in P.VECTORS:
            langs = {k[2]: v for k, v in counts.items() if k[0] == label and k[1] == vec}
            print(f"  {label:9s} {vec:24s} {sum(langs.values()):3d}  {dict(sorted(langs.items()))}")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
