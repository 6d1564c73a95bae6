"""Deterministic generator of ``cases.json`` for the fourteenth held-out injection corpus.

Reads the hand-written entries of ``sentences.py``, gives each one a target capture,
an anchor (HTML) or a position (PDF), renders the comment / CSS / JSON-LD forms,
plants every case with ``plant.py`` to validate it, checks that the PDF channels that
claim to be invisible change no pixel of the rendered page, shuffles the cases with a
fixed seed and numbers them ``i14-001``... Run from the repository root::

    .venv/bin/python tests/heldout/injection14/make_cases.py

Needs the captures (``$HELDOUT_CAPTURES`` or ``../shared/captures``). Writes nothing
when a check fails. Uses only the standard library, pypdfium2 and numpy; nothing is
imported from ``fixture_guard``.
"""

from __future__ import annotations

import html
import importlib.util
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SEED = 14


def _load(name: str, file: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(name, HERE / file)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


P = _load("heldout_injection14_plant", "plant.py")
S = _load("heldout_injection14_sentences", "sentences.py")

# --------------------------------------------------------------------------- targets

#: HTML captures and the 1-based indexes of the ``</p>`` tags, in the visible article
#: body, after which own-line snippets are planted (chosen by reading the captures).
PAGES: dict[str, tuple[str, list[int]]] = {
    "bafa": ("html/de_bafa-gov_mineraloel-statistics-table.html", [4, 5, 6, 7]),
    "rs": ("html/de_rs-ingenieure_simple-corporate-services-page.html", [1]),
    "lanacion": ("html/es-ar_lanacion_opinion-article.html", list(range(7, 17))),
    "unocero": (
        "html/es-mx_unocero_tech-news-android-apps.html",
        [1, 3, 4, 5, 6, 8, 10, 11, 12, 13],
    ),
    "elcomercio": (
        "html/es-pe_elcomercio_signwall-paywall-article.html",
        [2, 3, 4, 6, 7, 8, 9, 10, 11],
    ),
    "ladiaria": ("html/es-uy_ladiaria_metered-paywall-article.html", list(range(4, 24))),
    "cnet": ("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", [3, 5, 6, 7, 8, 9]),
}
#: Round-robin order for entries that do not name a page.
PAGE_CYCLE = ["unocero", "ladiaria", "lanacion", "elcomercio", "cnet", "bafa", "rs"]

PDFS = {
    "fbi": "pdf/en_fbi-nics-background-checks-table.pdf",
    "graph": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
    "irs": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
    "huck": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
    "letter": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
    "brochure": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
    "fedreg": "pdf/en_us-federal-register-three-column.pdf",
    "catalogo": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
}

WHITE = [255, 255, 255, 255]
BLACK = [0, 0, 0, 255]

#: Positions per PDF channel: (pdf, page, x, y, size, extra spec). Blank areas were
#: found by rendering the pages; the generator re-checks invisibility by rendering.
PDF_PLACES: dict[str, list[tuple[str, int, float, float, float, dict[str, Any]]]] = {
    "render-mode-3": [
        ("catalogo", 1, 60, 300, 8, {}),
        ("irs", 17, 72, 400, 9, {}),
        ("fedreg", 3, 60, 500, 8, {}),
        ("graph", 1, 40, 150, 8, {}),
        ("fbi", 1, 60, 300, 7, {}),
        ("irs", 201, 80, 500, 9, {}),
        ("fedreg", 11, 60, 300, 8, {}),
        ("letter", 1, 12, 200, 4, {}),
    ],
    "white-text": [
        ("fedreg", 7, 60, 300, 8, {}),
        ("irs", 2, 72, 400, 8, {}),
        ("fedreg", 10, 60, 200, 8, {}),
        ("catalogo", 1, 40, 22, 7, {}),
        ("irs", 400, 72, 500, 8, {}),
        ("fedreg", 12, 60, 180, 8, {}),
        ("irs", 5, 72, 776, 6, {}),
    ],
    "tiny-text": [
        ("fedreg", 4, 60, 25, 0.6, {}),
        ("irs", 99, 72, 8, 0.6, {}),
        ("catalogo", 1, 40, 15, 0.6, {}),
        ("fbi", 1, 40, 8, 0.6, {}),
        ("irs", 333, 72, 10, 0.6, {}),
    ],
    "off-page": [
        ("fedreg", 5, 700, 400, 8, {}),
        ("irs", 150, 72, -40, 8, {}),
        ("catalogo", 1, -620, 300, 8, {}),
        ("fbi", 1, 1100, 300, 8, {}),
        ("fedreg", 14, 72, 830, 8, {}),
        ("graph", 1, 760, 100, 8, {}),
    ],
    "transparent": [
        ("fbi", 1, 60, 300, 7, {}),
        ("irs", 260, 72, 300, 9, {}),
        ("fedreg", 6, 60, 400, 8, {}),
        ("catalogo", 1, 60, 200, 8, {}),
        ("fedreg", 9, 60, 500, 8, {}),
    ],
    "under-image": [
        ("huck", 1, 20, 200, 6, {}),
        ("letter", 1, 10, 150, 4, {}),
        ("brochure", 1, 90, 400, 8, {}),
        ("graph", 1, 40, 120, 7, {}),
    ],
    "covered": [
        ("fedreg", 7, 60, 400, 8, {}),
        ("irs", 2, 72, 300, 8, {}),
        ("fedreg", 10, 60, 150, 8, {}),
        ("catalogo", 1, 40, 30, 6, {}),
        ("fedreg", 12, 60, 100, 8, {}),
    ],
}

PDF_TECHNIQUE = {
    "render-mode-3": "text render mode 3 (neither fill nor stroke)",
    "white-text": "white fill on a blank area of the page",
    "tiny-text": "0.6 pt text in the bottom margin",
    "off-page": "text placed outside the page box",
    "transparent": "fill alpha 0",
    "under-image": "text inserted below the scanned page image (z: bottom)",
    "covered": "text under an opaque white rectangle drawn over it",
}
#: Channels whose text must change no pixel of the rendered page.
INVISIBLE = {"render-mode-3", "white-text", "off-page", "transparent", "under-image", "covered"}

#: Class/id names used by the CSS techniques (cycled).
NAMES = [
    "nl-promo-b",
    "u-off",
    "cta-alt",
    "blk-legal-v2",
    "fx-ghost",
    "teaser-old",
    "ad-fallback",
    "meta-note",
    "aux-copy",
    "lp-variant-c",
    "crd-extra",
    "wp-hid",
    "sponsor-tag",
    "bx-rel",
    "print-tpl",
    "js-lazy-note",
    "caja-flotante",
    "nota-legacy",
    "sec-aux",
    "mod-b2",
]

# --------------------------------------------------------------------------- helpers


def esc(text: str) -> str:
    return html.escape(text, quote=False)


class Anchors:
    """Unique find strings for the chosen ``</p>`` tags of each page, cycled per page."""

    def __init__(self, captures: Path) -> None:
        self.after: dict[str, list[str]] = {}
        self.inside: dict[str, list[str]] = {}
        self.cur: dict[str, itertools.count[int]] = {}
        for key, (target, occs) in PAGES.items():
            text = (captures / target).read_bytes().decode("utf-8")
            ends = []
            pos = -1
            while True:
                pos = text.find("</p>", pos + 1)
                if pos < 0:
                    break
                ends.append(pos)
            after, inside = [], []
            for occ in occs:
                end = ends[occ - 1]
                tail = None
                for n in range(16, 400):
                    cand = text[end - n : end]
                    if cand[0].isspace() or cand[0] in "<>":
                        continue
                    if text.count(cand) == 1:
                        tail = cand
                        break
                if tail is None:
                    raise SystemExit(f"no unique anchor for {key} </p> #{occ}")
                after.append(tail + "</p>")
                inside.append(tail)
            self.after[key] = after
            self.inside[key] = inside
            self.cur[key] = itertools.count()

    def next(self, key: str) -> tuple[str, str]:
        i = next(self.cur[key]) % len(self.after[key])
        return self.after[key][i], self.inside[key][i]


# --------------------------------------------------------------------------- renderers


def render_comment(e: dict[str, Any]) -> dict[str, Any]:
    form = e["form"]
    out: dict[str, Any] = {}
    first = e["lines"][0] if "lines" in e else e["t"]
    for piece in e.get("lines", [e.get("t", "")]):
        if "--" in piece or "-->" in piece:
            raise SystemExit(f"comment text may not contain '--': {piece!r}")
    if form == "comment":
        out["body"], tech = f"<!-- {e['t']} -->", "single-line HTML comment in the body"
    elif form == "comment-tight":
        out["body"], tech = f"<!--{e['t']}-->", "HTML comment without inner spaces"
    elif form == "comment-ml":
        out["body"] = "<!-- " + "\n     ".join(e["lines"]) + " -->"
        tech = "multi-line HTML comment, addressee on the first line"
    elif form == "comment-block":
        rule = "=" * 44 if len(e["lines"]) % 2 else "*" * 44
        inner = "\n  ".join(e["lines"])
        out["body"] = f"<!--\n  {rule}\n  {inner}\n  {rule}\n-->"
        tech = "boxed multi-line HTML comment"
    elif form == "comment-cond":
        cond = e["cond"]
        if cond == "if mso":
            wrap = f"<table><tr><td>{esc(e['t'])}</td></tr></table>"
        else:
            wrap = f'<div class="ie-only">{esc(e["t"])}</div>'
        out["body"] = f"<!--[{cond}]>{wrap}<![endif]-->"
        tech = f"downlevel-hidden conditional comment [{cond}]"
    elif form == "comment-cond-raw":
        out["body"] = f"<!--[{e['cond']}]>{e['t']}<![endif]-->"
        tech = f"downlevel-hidden conditional comment [{e['cond']}]"
    elif form == "comment-head":
        out["head"], tech = f"<!-- {e['t']} -->", "HTML comment in <head>"
    elif form == "comment-inline":
        out["inline_comment"] = f" <!-- {e['t']} -->"
        tech = "HTML comment inserted inside an existing paragraph, before </p>"
    else:
        raise SystemExit(f"unknown comment form {form}")
    out["expect"] = first
    out["technique"] = tech
    return out


def render_css(e: dict[str, Any], name: str) -> dict[str, Any]:
    tech = e["tech"]
    n = name
    t = esc(e["lines"][0]) if "lines" in e else esc(e["t"])
    head = body = ""
    desc = ""
    if tech == "class-display":
        head, body = f"<style>.{n}{{display:none}}</style>", f'<div class="{n}">{t}</div>'
        desc = f"<style> rule .{n}{{display:none}}, class on a div"
    elif tech == "id-visibility":
        head = f"<style>#{n}{{visibility:hidden;height:0;margin:0}}</style>"
        body = f'<p id="{n}">{t}</p>'
        desc = "<style> id rule visibility:hidden + height:0"
    elif tech == "attr-desc-opacity":
        head = f'<style>[data-variant="{n}"] .copy{{opacity:0}}</style>'
        body = f'<div data-variant="{n}"><span class="copy">{t}</span></div>'
        desc = "<style> attribute + descendant selector, opacity:0"
    elif tech == "inherit-visibility":
        head = f"<style>.{n}{{visibility:hidden;position:absolute}}</style>"
        body = f'<section class="{n}"><div><p>{t}</p></div></section>'
        desc = "visibility:hidden on an ancestor section, inherited by the paragraph"
    elif tech == "font-size-0":
        head = f"<style>.{n}{{font-size:0;line-height:0}}</style>"
        body = f'<p class="{n}">{t}</p>'
        desc = "<style> class font-size:0"
    elif tech == "text-indent":
        head = f"<style>.{n}{{text-indent:-9999em;white-space:nowrap;overflow:hidden}}</style>"
        body = f'<h5 class="{n}">{t}</h5>'
        desc = "<style> text-indent:-9999em + nowrap + overflow:hidden"
    elif tech == "offscreen-left":
        head = f"<style>.{n}{{position:absolute;left:-12000px;top:auto}}</style>"
        body = f'<div class="{n}">{t}</div>'
        desc = "<style> position:absolute; left:-12000px"
    elif tech == "offscreen-top":
        head = f"<style>#{n}{{position:fixed;top:-9999px;left:0}}</style>"
        body = f'<aside id="{n}">{t}</aside>'
        desc = "<style> position:fixed; top:-9999px"
    elif tech == "height-0":
        body = f'<div style="height:0;overflow:hidden">{t}</div>'
        desc = "inline height:0 + overflow:hidden"
    elif tech == "max-height-0":
        head = f"<style>.{n}{{max-height:0;overflow:hidden;padding:0}}</style>"
        body = f'<div class="{n}"><p>{t}</p></div>'
        desc = "<style> max-height:0 + overflow:hidden on the parent"
    elif tech == "clip-rect":
        head = (
            f"<style>.{n}{{position:absolute!important;clip:rect(0 0 0 0);"
            "width:1px;height:1px;overflow:hidden;margin:-1px}</style>"
        )
        body = f'<span class="{n}">{t}</span>'
        desc = "<style> clip:rect(0 0 0 0) 1px box (screen-reader-only pattern)"
    elif tech == "clip-path":
        head = f"<style>.{n}{{clip-path:inset(100%);position:absolute}}</style>"
        body = f'<p class="{n}">{t}</p>'
        desc = "<style> clip-path:inset(100%)"
    elif tech == "same-color-class":
        head = f"<style>.{n}{{color:#f7f7f5;background-color:#f7f7f5}}</style>"
        body = f'<p class="{n}">{t}</p>'
        desc = "<style> class with color equal to its own background"
    elif tech == "same-color-inherit":
        head = f"<style>.{n}{{background:#fffdf8}}.{n} p{{color:#fffdf8}}</style>"
        body = f'<div class="{n}"><p>{t}</p></div>'
        desc = "<style> descendant rule: paragraph colour equal to the parent's background"
    elif tech == "hidden-attr":
        body = f"<p hidden>{t}</p>"
        desc = "hidden attribute"
    elif tech == "media-display":
        head = f"<style>@media screen{{.{n}{{display:none}}}}</style>"
        body = f'<p class="{n}">{t}</p>'
        desc = "<style> @media screen { display:none }"
    elif tech == "important-override":
        head = f"<style>.{n}{{display:none!important}}</style>"
        body = f'<div class="{n}" style="display:block">{t}</div>'
        desc = "stylesheet display:none!important overriding inline display:block"
    elif tech == "custom-prop":
        head = f"<style>:root{{--{n}-d:none}}.{n}{{display:var(--{n}-d)}}</style>"
        body = f'<div class="{n}">{t}</div>'
        desc = "display set through a CSS custom property (var(--x) = none)"
    elif tech == "nth-child":
        head = f"<style>.{n}>:nth-child(2){{display:none}}</style>"
        body = f'<div class="{n}"><span class="ico"></span><p>{t}</p></div>'
        desc = "<style> structural selector :nth-child(2) display:none"
    elif tech == "scale-0":
        head = f"<style>.{n}{{transform:scale(0);position:absolute}}</style>"
        body = f'<div class="{n}">{t}</div>'
        desc = "<style> transform:scale(0)"
    elif tech == "split-spans":
        t2 = esc(e["lines"][1])
        head = f"<style>.{n}{{display:none}}</style>"
        body = f'<div class="{n}"><span>{t}</span> <span>{t2}</span></div>'
        desc = "<style> display:none; text split over two spans"
    elif tech == "color-transparent":
        head = f"<style>.{n}{{color:transparent;user-select:none}}</style>"
        body = f'<p class="{n}">{t}</p>'
        desc = "<style> color:transparent"
    elif tech == "aria-hidden-rule":
        head = f'<style>.{n}[aria-hidden="true"]{{display:none}}</style>'
        body = f'<div class="{n}" aria-hidden="true">{t}</div>'
        desc = "<style> class + [aria-hidden=true] attribute selector, display:none"
    elif tech == "font-size-1px-inline":
        body = f'<span style="font-size:1px;line-height:1px">{t}</span>'
        desc = "inline font-size:1px"
    elif tech == "zero-size":
        body = f'<div style="width:0;height:0;overflow:hidden">{t}</div>'
        desc = "inline width:0 + height:0 + overflow:hidden"
    elif tech == "body-style":
        body = (
            f"<style>#{n}{{opacity:0;pointer-events:none;position:absolute}}</style>\n"
            f'<div id="{n}">{t}</div>'
        )
        desc = "<style> block inside the body just before the element, opacity:0"
    elif tech == "checkbox-sibling":
        head = f"<style>#{n}:not(:checked)~.{n}-panel{{display:none}}</style>"
        body = f'<input type="checkbox" id="{n}" hidden><div class="{n}-panel">{t}</div>'
        desc = "<style> #id:not(:checked) ~ sibling display:none (unchecked toggle)"
    elif tech == "inherit-display":
        head = f"<style>.{n}{{display:none}}</style>"
        body = f'<div class="{n}"><div class="{n}-inner"><p>{t}</p></div></div>'
        desc = "display:none on a grandparent"
    elif tech == "font-tag-bgcolor":
        body = (
            '<table role="presentation"><tr><td bgcolor="#ffffff">'
            f'<font color="#ffffff" size="1">{t}</font></td></tr></table>'
        )
        desc = "legacy <font color=#ffffff> in a <td bgcolor=#ffffff>"
    elif tech == "content-visibility":
        head = f"<style>.{n}{{content-visibility:hidden}}</style>"
        body = f'<div class="{n}"><p>{t}</p></div>'
        desc = "<style> content-visibility:hidden on the parent"
    elif tech == "dialog-closed":
        body = f'<dialog class="{n}"><p>{t}</p></dialog>'
        desc = "closed <dialog> (UA stylesheet display:none)"
    elif tech == "rgba-transparent-inline":
        body = f'<p style="color:rgba(0,0,0,0)">{t}</p>'
        desc = "inline color:rgba(0,0,0,0)"
    elif tech == "details-closed":
        body = f'<details class="{n}"><summary>{esc(e["summary"])}</summary><p>{t}</p></details>'
        desc = "body of a closed <details>"
    elif tech == "popover":
        body = f'<div popover id="{n}">{t}</div>'
        desc = "popover attribute (hidden until shown)"
    else:
        raise SystemExit(f"unknown css technique {tech}")
    out: dict[str, Any] = {"body": body, "expect": e["lines"][0] if "lines" in e else e["t"]}
    if head:
        out["head"] = head
    out["technique"] = desc
    return out


def render_jsonld(e: dict[str, Any]) -> dict[str, Any]:
    indent = e.get("indent")
    text = json.dumps(e["ld"], ensure_ascii=False, indent=indent)
    if e["expect"] not in text:
        raise SystemExit(f"JSON-LD expect not found verbatim: {e['expect']!r}")
    if indent is None:
        snippet = f'<script type="application/ld+json">{text}</script>'
    else:
        snippet = f'<script type="application/ld+json">\n{text}\n</script>'
    where = e.get("where", "head")
    out = {"head" if where == "head" else "body": snippet, "expect": e["expect"]}
    out["technique"] = f"<script type=application/ld+json> in <{where}>" + (
        ", pretty-printed" if indent is not None else ", one line"
    )
    return out


# --------------------------------------------------------------------------- build


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def build(captures: Path) -> list[dict[str, Any]]:
    anchors = Anchors(captures)
    page_rr: dict[tuple[str, str], itertools.count[int]] = {}
    pdf_rr: dict[str, itertools.count[int]] = {ch: itertools.count() for ch in PDF_PLACES}
    names = itertools.cycle(NAMES)
    cases: list[dict[str, Any]] = []
    for e in S.ALL:
        case: dict[str, Any] = {
            "id": "",
            "label": e["label"],
            "vector": e["vector"],
            "channel": e["channel"],
            "lang": lang_of(e["variant"]),
            "variant": e["variant"],
            "split": "test",
        }
        if e.get("form") == "pdf":
            ch = e["channel"]
            places = PDF_PLACES[ch]
            if e.get("page"):
                places = [p for p in places if p[0] == e["page"]]
                if not places:
                    raise SystemExit(f"no {ch} placement on {e['page']}")
                place = places[0]
            else:
                place = places[next(pdf_rr[ch]) % len(places)]
            key, page, x, y, size, extra = place
            spec: dict[str, Any] = {"page": page, "x": x, "y": y, "size": size, **extra}
            if "lines" in e:
                spec["lines"] = e["lines"]
                expect = e["lines"][0]
            else:
                spec["text"] = e["t"]
                expect = e["t"]
            if ch == "render-mode-3":
                spec["render_mode"] = 3
            elif ch == "white-text":
                spec["fill"] = WHITE
            elif ch == "transparent":
                spec["fill"] = [0, 0, 0, 0]
            elif ch == "under-image":
                spec["z"] = "bottom"
            elif ch == "covered":
                spec["fill"] = BLACK
                spec["cover"] = [255, 255, 255]
            case.update(
                target=PDFS[key],
                expect_text=expect,
                pdf=spec,
                technique=PDF_TECHNIQUE[ch],
            )
        else:
            # choose the page
            if e.get("page"):
                key = e["page"]
            else:
                rr = page_rr.setdefault((e["vector"], e["label"]), itertools.count())
                key = PAGE_CYCLE[next(rr) % len(PAGE_CYCLE)]
            target = PAGES[key][0]
            form = e.get("form")
            if form and form.startswith("comment"):
                r = render_comment(e)
            elif form == "css":
                r = render_css(e, next(names))
            elif "ld" in e:
                r = render_jsonld(e)
            else:
                r = {k: e[k] for k in ("head", "body", "expect", "technique") if k in e}
            case["target"] = target
            case["expect_text"] = r["expect"]
            if r.get("head"):
                case["head_snippet"] = r["head"]
            if r.get("body"):
                after, _inside = anchors.next(key)
                case["body_snippet"] = r["body"]
                case["body_at"] = {"find": after, "occurrence": 1, "where": "after"}
            if r.get("inline_comment"):
                _after, inside = anchors.next(key)
                case["inline_edits"] = [
                    {"find": inside, "where": "after", "text": r["inline_comment"]}
                ]
            if e.get("inline"):
                case["inline_edits"] = [dict(ed) for ed in e["inline"]]
            case["technique"] = r.get("technique") or e.get("technique", "")
        case["why"] = e["why"]
        cases.append(case)
    random.Random(SEED).shuffle(cases)
    for i, c in enumerate(cases, 1):
        c["id"] = f"i14-{i:03d}"
    return cases


def _render(data: bytes, page_no: int):  # type: ignore[no-untyped-def]
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    try:
        return doc[page_no - 1].render(scale=1.5).to_numpy().copy()
    finally:
        doc.close()


def validate(cases: list[dict[str, Any]], captures: Path) -> list[str]:
    import numpy as np

    problems: list[str] = []
    originals: dict[tuple[str, int], Any] = {}
    for c in cases:
        try:
            pl = P.plant(c, captures)
        except Exception as exc:  # report every failure, not only the first
            problems.append(f"{c['id']}: {exc}")
            continue
        if pl.media == "pdf" and c["channel"] in INVISIBLE:
            k = (c["target"], pl.page)
            if k not in originals:
                originals[k] = _render((captures / c["target"]).read_bytes(), pl.page)
            after = _render(pl.data, pl.page)
            before = originals[k]
            if before.shape != after.shape:
                problems.append(f"{c['id']}: rendered page size changed")
            else:
                diff = int(np.count_nonzero(np.any(before != after, axis=-1)))
                if diff:
                    problems.append(f"{c['id']}: {c['channel']} changes {diff} pixels")
    return problems


def main() -> int:
    captures = P.default_captures()
    cases = build(captures)
    problems = validate(cases, captures)
    for p in problems:
        print("PROBLEM:", p)
    if problems:
        return 1
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
