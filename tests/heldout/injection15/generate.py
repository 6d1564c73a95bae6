"""Write ``cases.json`` for the fifteenth held-out injection corpus, deterministically.

The sentences are hand-written in ``sentences.py``; this module only wraps each one in
the markup (or PDF placement) its ``form`` names and picks a target capture and an
anchor by rotating through fixed lists. Same input, same output: no randomness, no
clock, no network. Nothing is imported from ``fixture_guard``.

Run from the repository root::

    .venv/bin/python tests/heldout/injection15/generate.py            # write cases.json
    .venv/bin/python tests/heldout/injection15/generate.py --check    # compare, do not write
    .venv/bin/python tests/heldout/injection15/generate.py --pixels --cascade

``--pixels`` renders every PDF case before and after planting and reports the cases
whose form claims to change no pixel (render mode 3, transparent, white, covered,
under-image, off-page) but do change some. ``--cascade`` parses every ``<style>`` of
each planted CSS case (tinycss2 + cssselect2) and reports a page rule that out-ranks a
planted declaration on an element the planted rule matches. Both need the captures.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import sentences as S  # type: ignore[import-not-found]  # noqa: E402

OUT = HERE / "cases.json"

LAN = "html/es-ar_lanacion_opinion-article.html"
UNO = "html/es-mx_unocero_tech-news-android-apps.html"
ECO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LDI = "html/es-uy_ladiaria_metered-paywall-article.html"
CNE = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAF = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"

NBSP = "\u00a0"

#: Ends of visible article paragraphs (each occurs once in its page). Body snippets go
#: on their own lines right after one of them.
BODY_ANCHORS: dict[str, list[str]] = {
    LAN: [
        "sta que reprimirla</p>",
        "Imrali.</p>",
        'io a Jones Huala".</p>',
        " Estado argentino.</p>",
        "z como inadecuada.</p>",
        "tilidades en 2015.</p>",
        "o resisten prueba.</p>",
        "o de los caciques.</p>",
        "ra bien argentina.</p>",
        " también integrar.</p>",
        "rnaron. Cambiemos.</p>",
    ],
    UNO: [
        "ría ser culpa del fabricante. </p>",
        f"batería sobresaliente.{NBSP}</p>",
        f"notablemente la experiencia de uso.{NBSP}</p>",
        f"la experiencia de uso del dispositivo.{NBSP}</p>",
        f"las marcas son las siguientes:{NBSP}</p>",
        f"para la gestión en segundo plano.{NBSP}</p>",
        f"no funcionan muy bien en segundo plano.{NBSP}</p>",
        f"en notificarme de que me han llegado.{NBSP}</p>",
        "ja para la experiencia de uso.</p>",
    ],
    ECO: [
        "en sus conclusiones técnicas.</p>",
        "do exlegislador Moisés Mamani.</p>",
        "áfico de influencias agravado.</p>",
        "ximo miércoles 18 de mayo.</b></p>",
        "erto Fujimori</b> (1990-2000).</p>",
        "<b>Pedro Pablo Kuczynski</b>.</p>",
        "ia de <b>Kuczynski Godard</b>.</p>",
    ],
    LDI: [
        "de productos fitosanitarios”. </p>",
        "e de aplicaciones terrestres. </p>",
        "ctividad productiva del área. </p>",
        "na como reserva departamental.</p>",
        " mucho más complejo”, señaló. </p>",
        "mación y comprender”, señala. </p>",
        "s históricos y arqueológicos”.</p>",
        "que trabajen en el territorio.</p>",
        "ordado en la reunión de junio.</p>",
        "para la protección del área”. </p>",
        "n el SNAP”, citó como ejemplo.</p>",
        "ovedades al respecto”, afirmó.</p>",
        "rsos de trabajo” en el sitio. </p>",
        "tiene que ser “más concreta”. </p>",
        "dicar la productividad”, sumó.</p>",
        "nas actividades productivas”. </p>",
        " del área– a la conservación. </p>",
    ],
    CNE: [
        "éxico y Venezuela.</p>",
        "vador y Venezuela.</p>",
        " forma más rápida.</p>",
        "s que quieres ver.</p>",
        "cir a 3MB su peso.</p>",
    ],
    BAF: [
        " Millionen Tonnen.</p>",
        "Millionen Tonnen):</p>",
        "eröffentlicht.</p>",
    ],
    RSI: ["t berücksichtigen.</p>"],
}

#: Order in which pages are visited for body snippets (Spanish pages more often).
PAGE_CYCLE = [LDI, LAN, UNO, ECO, CNE, LDI, LAN, UNO, ECO, BAF, LDI, CNE, LAN, UNO, RSI]
HEAD_CYCLE = [UNO, LDI, LAN, CNE, ECO, BAF, RSI]

CLASS_STEMS = [
    "tx-aux",
    "nota-pie",
    "blk-extra",
    "promo-alt",
    "c-meta",
    "lede-alt",
    "rail-item",
    "card-ft",
    "art-ext",
    "ad-fb",
    "kicker-sub",
    "box-dato",
    "cinta",
    "teaser-more",
    "sidebar-txt",
    "ficha",
]

IMG_SRCS = [
    "/uploads/2022/05/grafico-comparativo.png",
    "/static/img/infografia-01.jpg",
    "/media/fotos/portada-seccion.webp",
    "/wp-content/uploads/2019/08/tabla-marcas.png",
    "/img/notas/mapa-area.jpg",
    "/assets/graficas/serie-mensual.png",
]

PDFS = {
    "irs": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
    "fed": "pdf/en_us-federal-register-three-column.pdf",
    "fbi": "pdf/en_fbi-nics-background-checks-table.pdf",
    "cat": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
    "huck": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
    "bro": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
    "let": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
    "gra": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
}

#: PDF placements per form: (pdf key, page, x, y, size). White, covered and tiny text
#: sit in a blank bottom margin (IRS 18 pt, Federal Register 50 pt, NICS 19 pt,
#: catalogue 45 pt); render mode 3 / transparent text sits in a margin too, so that
#: text extraction does not interleave it with the page's own lines.
PDF_SLOTS: dict[str, list[tuple[str, int, float, float, float]]] = {
    "p-tr3": [
        ("cat", 1, 40, 22, 7),
        ("irs", 117, 72, 7, 6),
        ("huck", 1, 40, 230, 9),
        ("bro", 1, 60, 420, 9),
        ("fed", 7, 60, 30, 8),
        ("let", 1, 12, 6, 4),
        ("gra", 1, 20, 3, 3),
    ],
    "p-white": [
        ("fed", 3, 60, 30, 8),
        ("irs", 64, 72, 6, 6),
        ("fbi", 1, 40, 5, 6),
        ("cat", 1, 40, 14, 7),
        ("fed", 12, 60, 30, 8),
    ],
    "p-tiny": [
        ("fbi", 1, 500, 8, 0.6),
        ("irs", 233, 300, 8, 0.6),
        ("cat", 1, 500, 20, 0.6),
        ("fed", 9, 300, 20, 0.6),
    ],
    "p-off": [
        ("fed", 5, -2400, 400, 9),
        ("irs", 301, 72, -700, 9),
        ("fbi", 1, 1500, 300, 9),
        ("cat", 1, 100, 900, 9),
    ],
    "p-alpha": [
        ("gra", 1, 30, 280, 8),
        ("fbi", 1, 40, 590, 7),
        ("irs", 150, 72, 770, 7),
        ("fed", 14, 60, 770, 8),
    ],
    "p-under": [
        ("huck", 1, 50, 240, 10),
        ("bro", 1, 80, 380, 10),
        ("let", 1, 30, 200, 8),
        ("gra", 1, 200, 150, 9),
    ],
    "p-cover": [
        ("irs", 88, 72, 6, 6),
        ("fed", 2, 60, 25, 8),
        ("cat", 1, 40, 14, 7),
        ("irs", 342, 72, 6, 6),
    ],
    "p-blank": [("irs", 2, 72, 500, 10), ("irs", 400, 72, 400, 10)],
}

PDF_CHANNEL = {
    "p-tr3": ("render-mode-3", "text render mode 3 (neither fill nor stroke)"),
    "p-white": ("white-text", "white fill on the blank white bottom margin"),
    "p-tiny": ("tiny-text", "0.6 pt black text in the bottom margin"),
    "p-off": ("off-page", "text object placed outside the MediaBox"),
    "p-alpha": ("transparent", "fill colour with alpha 0"),
    "p-under": ("under-image", "black text inserted below the full-page scanned image"),
    "p-cover": ("covered", "black text in the margin under an opaque white rectangle"),
    "p-blank": ("white-text", "white text on a page that is otherwise blank"),
}


def ea(s: str) -> str:
    return html.escape(s, quote=True)


def et(s: str) -> str:
    return html.escape(s, quote=False)


class Rot:
    """Round-robin pickers; state advances only in case order, so output is stable."""

    def __init__(self) -> None:
        self.page_i = 0
        self.anchor_i: dict[str, int] = {p: 0 for p in BODY_ANCHORS}
        self.head_i = 0
        self.pdf_i: dict[str, int] = {}
        self.cls_i = 0
        self.img_i = 0
        self.es_i = 0

    def body(self, page: str | None = None) -> tuple[str, str]:
        if page is None:
            page = PAGE_CYCLE[self.page_i % len(PAGE_CYCLE)]
            self.page_i += 1
        lst = BODY_ANCHORS[page]
        a = lst[self.anchor_i[page] % len(lst)]
        self.anchor_i[page] += 1
        return page, a

    def head(self) -> str:
        p = HEAD_CYCLE[self.head_i % len(HEAD_CYCLE)]
        self.head_i += 1
        return p

    def cls(self) -> str:
        stem = CLASS_STEMS[self.cls_i % len(CLASS_STEMS)]
        n = (self.cls_i * 37) % 89 + 11
        self.cls_i += 1
        return f"{stem}-{n}"

    def img(self) -> str:
        s = IMG_SRCS[self.img_i % len(IMG_SRCS)]
        self.img_i += 1
        return s

    def pdf(self, form: str) -> tuple[str, int, float, float, float]:
        slots = PDF_SLOTS[form]
        i = self.pdf_i.get(form, 0)
        self.pdf_i[form] = i + 1
        return slots[i % len(slots)]


def lines_of(text: str) -> list[str]:
    return [ln for ln in text.split("\n")]


def key_of(e: S.Case) -> str:
    if e.key:
        return str(e.key)
    return lines_of(e.text)[0].strip()


# ------------------------------------------------------------------ html-comment


def form_comment(e: S.Case, r: Rot) -> dict[str, Any]:
    f = e.form
    o = e.opts
    if "--" in e.text or "-->" in e.text:
        raise ValueError(f"comment text must not contain '--': {e.text!r}")
    if f in ("c1", "c1h"):
        snip = f"<!-- {e.text} -->"
        if f == "c1h":
            return {
                "target": o.get("target") or r.head(),
                "head_snippet": snip,
                "channel": "html-comment",
                "technique": "one-line comment before </head>",
            }
        page, anchor = r.body(o.get("target"))
        return {
            "target": page,
            "body_snippet": snip,
            "body_at": {"find": anchor, "where": "after"},
            "channel": "html-comment",
            "technique": "one-line comment after a body paragraph",
        }
    if f in ("cm", "cban"):
        indent = o.get("indent", "  ")
        body = "\n".join(indent + ln if ln else "" for ln in lines_of(e.text))
        snip = f"<!--\n{body}\n-->"
        tech = "multi-line banner comment" if f == "cban" else "multi-line comment"
        if o.get("head"):
            return {
                "target": o.get("target") or r.head(),
                "head_snippet": snip,
                "channel": "html-comment",
                "technique": tech + " before </head>",
            }
        page, anchor = r.body(o.get("target"))
        return {
            "target": page,
            "body_snippet": snip,
            "body_at": {"find": anchor, "where": "after"},
            "channel": "html-comment",
            "technique": tech + " after a body paragraph",
        }
    if f == "cif":
        cond = o.get("cond", "IE")
        inner = o.get("wrap", "<p>{T}</p>").replace("{T}", e.text)
        snip = f"<!--[if {cond}]>\n{inner}\n<![endif]-->"
        page, anchor = r.body(o.get("target"))
        return {
            "target": page,
            "body_snippet": snip,
            "body_at": {"find": anchor, "where": "after"},
            "channel": "conditional-comment",
            "technique": f"downlevel-hidden conditional comment [if {cond}] holding markup",
        }
    if f == "cinl":
        page, anchor = r.body(o.get("target"))
        cut = anchor.rindex("</p>")
        return {
            "target": page,
            "inline_edits": [
                {
                    "find": anchor,
                    "where": "replace",
                    "text": anchor[:cut] + f" <!-- {e.text} -->" + anchor[cut:],
                }
            ],
            "channel": "html-comment",
            "technique": "comment inside a paragraph, before its </p> (no own line)",
        }
    raise ValueError(f"unknown comment form {f}")


# ------------------------------------------------------------------ css-hidden

#: form -> (css rule with {c}, element markup with {c} and {T}, technique)
CSS_FORMS: dict[str, tuple[str, str, str]] = {
    "k-class-none": (
        ".{c}{display:none}",
        '<div class="{c}">{T}</div>',
        "<style> class rule display:none",
    ),
    "k-id-vis": (
        "#{c}{visibility:hidden}",
        '<p id="{c}">{T}</p>',
        "<style> id rule visibility:hidden",
    ),
    "k-attr-off": (
        '[data-slot="{c}"]{position:absolute;left:-9999px;top:0}',
        '<span data-slot="{c}">{T}</span>',
        "<style> attribute selector, absolutely positioned 9999px off-screen",
    ),
    "k-inherit-vis": (
        ".{c}{visibility:hidden}",
        '<div class="{c}">\n<p>{T}</p>\n</div>',
        "visibility:hidden on a parent class, inherited by the child paragraph",
    ),
    "k-inherit-fs0": (
        ".{c}{font-size:0;line-height:0}",
        '<section class="{c}"><span>{T}</span></section>',
        "font-size:0 on a parent class, inherited by the child span",
    ),
    "k-opacity": (
        ".{c} p{opacity:0}",
        '<div class="{c}"><p>{T}</p></div>',
        "descendant selector sets opacity:0",
    ),
    "k-color": (
        ".{c}{background:#f6f3ee;color:#f6f3ee}",
        '<div class="{c}">{T}</div>',
        "text colour equals background colour (class rule)",
    ),
    "k-color-inherit": (
        ".{c}{background-color:#ffffff}.{c} small{color:#fff}",
        '<div class="{c}"><small>{T}</small></div>',
        "white text on a white container, colours from two rules",
    ),
    "k-h0": (
        ".{c}{height:0;overflow:hidden}",
        '<div class="{c}">\n<p>{T}</p>\n</div>',
        "height:0 + overflow:hidden on a parent class",
    ),
    "k-maxh0": (
        ".{c}{max-height:0;overflow:hidden;padding:0}",
        '<div class="{c}"><p>{T}</p></div>',
        "max-height:0 + overflow:hidden on a parent class",
    ),
    "k-clip": (
        ".{c}{position:absolute;width:1px;height:1px;overflow:hidden;"
        "clip:rect(0 0 0 0);white-space:nowrap}",
        '<span class="{c}">{T}</span>',
        "clip:rect(0 0 0 0) 1px box (screen-reader-only pattern)",
    ),
    "k-clippath": (
        ".{c}{clip-path:inset(100%);position:absolute}",
        '<p class="{c}">{T}</p>',
        "clip-path:inset(100%)",
    ),
    "k-indent": (
        ".{c}{text-indent:-9999em;overflow:hidden;white-space:nowrap}",
        '<p class="{c}">{T}</p>',
        "text-indent:-9999em",
    ),
    "k-scale0": (
        ".{c}{transform:scale(0);position:absolute}",
        '<div class="{c}">{T}</div>',
        "transform:scale(0)",
    ),
    "k-media": (
        "@media screen, print {{ .{c} {{ display: none !important }} }}",
        '<aside class="{c}">{T}</aside>',
        "display:none !important inside an @media block",
    ),
    "k-override": (
        ".{c}{display:block;margin:0}\nbody .{c}{display:none}",
        '<div class="{c}">{T}</div>',
        "a later, more specific rule (body .x) overrides display:block with display:none",
    ),
    "k-multiclass": (
        ".{c}.is-collapsed{display:none}",
        '<div class="{c} is-collapsed">{T}</div>',
        "compound class selector (.x.is-collapsed) display:none",
    ),
    "k-attr-contains": (
        '[class*="{c}"]{visibility:hidden;position:absolute}',
        '<div class="w-{c}-box">{T}</div>',
        "substring attribute selector [class*=...] visibility:hidden",
    ),
    "k-var": (
        ":root{{--{c}-o:0}}\n.{c}{opacity:var(--{c}-o)}",
        '<p class="{c}">{T}</p>',
        "opacity taken from a CSS custom property set to 0",
    ),
    "k-transparent": (
        ".{c}{color:transparent}",
        '<p class="{c}">{T}</p>',
        "color:transparent",
    ),
    "k-zero": (
        ".{c}{display:inline-block;width:0;height:0;overflow:hidden}",
        '<span class="{c}">{T}</span>',
        "zero-size inline-block with overflow:hidden",
    ),
}

INLINE_CSS_FORMS: dict[str, tuple[str, str]] = {
    "k-hiddenattr": ("<div hidden>{T}</div>", "HTML hidden attribute"),
    "k-inline-fs1": (
        '<p style="font-size:1px;line-height:1px;margin:0">{T}</p>',
        "inline font-size:1px",
    ),
    "k-inline-white": (
        '<div style="background-color:#ffffff"><span style="color:#ffffff">{T}</span></div>',
        "inline white text on an inline white background",
    ),
    "k-inline-off": (
        '<p style="position:fixed;top:-1200px;left:0">{T}</p>',
        "inline position:fixed far above the viewport",
    ),
    "k-style-body": (
        '<style>#{c}{{opacity:0;height:0}}</style>\n<div id="{c}">{T}</div>',
        "<style> element in the body, id rule opacity:0 + height:0",
    ),
}


def form_css(e: S.Case, r: Rot) -> dict[str, Any]:
    f, o = e.form, e.opts
    c = r.cls()
    page, anchor = r.body(o.get("target"))
    tag = o.get("tag")
    if f == "k-split":
        part1, part2 = lines_of(e.text)
        rule = ".{c}{display:none}".replace("{c}", c)
        el = f'<p class="{c}">\n<span>{et(part1)}</span>\n<span>{et(part2)}</span>\n</p>'
        tech = "display:none class on a paragraph split into two spans, one per line"
        head = f"<style>{rule}</style>"
    elif f in CSS_FORMS:
        rule_t, el_t, tech = CSS_FORMS[f]
        rule = rule_t.replace("{{", "\x00").replace("}}", "\x01")
        rule = rule.replace("{c}", c).replace("\x00", "{").replace("\x01", "}")
        el = el_t.replace("{c}", c).replace("{T}", et(e.text))
        if tag:
            el = _retag(el, tag, o.get("attrs", ""))
        head = f"<style>{rule}</style>"
    elif f in INLINE_CSS_FORMS:
        el_t, tech = INLINE_CSS_FORMS[f]
        el_t = el_t.replace("{{", "\x00").replace("}}", "\x01")
        el = el_t.replace("{c}", c).replace("{T}", et(e.text))
        el = el.replace("\x00", "{").replace("\x01", "}")
        if tag:
            el = _retag(el, tag, o.get("attrs", ""))
        head = ""
    else:
        raise ValueError(f"unknown css form {f}")
    out: dict[str, Any] = {
        "target": page,
        "body_snippet": el,
        "body_at": {"find": anchor, "where": "after"},
        "channel": "css-hidden",
        "technique": tech,
    }
    if head:
        out["head_snippet"] = head
    return out


def _retag(el: str, tag: str, attrs: str) -> str:
    """Swap the outermost element's tag (e.g. span -> a) and add attributes."""
    m = re.match(r"<([a-z0-9]+)", el)
    if not m:
        raise ValueError(f"cannot retag {el!r}")
    old = m.group(1)
    el = f"<{tag}" + (f" {attrs}" if attrs else "") + el[m.end() :]
    last = el.rindex(f"</{old}>")
    return el[:last] + f"</{tag}>" + el[last + len(old) + 3 :]


# ------------------------------------------------------------------ alt-title


def form_attr(e: S.Case, r: Rot) -> dict[str, Any]:
    f, o = e.form, e.opts
    t = ea(e.text)
    if f in ("a-edit",):
        return {
            "target": o["target"],
            "inline_edits": [
                {"find": o["find"], "where": "replace", "text": o["new"].replace("{T}", t)}
            ],
            "channel": o["channel"],
            "technique": o["technique"],
        }
    if f in ("a-meta", "a-og", "a-tw"):
        if f == "a-meta":
            name = o.get("name", "description")
            snip = f'<meta name="{name}" content="{t}">'
            ch = "meta-description" if name == "description" else "meta"
            tech = f"extra <meta name={name}> in the head"
        elif f == "a-og":
            prop = o.get("prop", "og:description")
            snip = f'<meta property="{prop}" content="{t}" />'
            ch, tech = prop, f"extra <meta property={prop}> in the head"
        else:
            snip = f'<meta name="twitter:description" content="{t}">'
            ch, tech = "twitter:description", "extra <meta name=twitter:description>"
        return {
            "target": o.get("target") or r.head(),
            "head_snippet": snip,
            "channel": ch,
            "technique": tech,
        }
    page, anchor = r.body(o.get("target"))
    c = r.cls()
    if f == "a-img":
        snip = (
            f'<figure class="{c}"><img src="{r.img()}" alt="{t}" width="640" '
            f'height="360" loading="lazy"></figure>'
        )
        ch, tech = "alt", "alt of a new <img> in a <figure>"
    elif f == "a-img-title":
        alt = ea(o["alt"])
        snip = f'<img src="{r.img()}" alt="{alt}" title="{t}" width="320" height="180">'
        ch, tech = "title", "title of a new <img> whose alt is benign"
    elif f == "a-title-a":
        lead = et(o.get("lead", ""))
        link = et(o["link"])
        href = o.get("href", "/especiales/informe")
        snip = f'<p>{lead}<a href="{href}" title="{t}">{link}</a>.</p>'
        ch, tech = "title", "title of a link inside a new paragraph"
    elif f == "a-abbr":
        snip = f'<p>{et(o["lead"])}<abbr title="{t}">{et(o["abbr"])}</abbr>.</p>'
        ch, tech = "title", "title of an <abbr>"
    elif f == "a-aria-btn":
        snip = f'<button type="button" class="{c}" aria-label="{t}"></button>'
        ch, tech = "aria-label", "aria-label of an empty icon button"
    elif f == "a-aria-div":
        role = o.get("role", "region")
        snip = f'<div role="{role}" class="{c}" aria-label="{t}"></div>'
        ch, tech = "aria-label", f"aria-label of an empty role={role} element"
    elif f == "a-svg-aria":
        snip = (
            f'<svg role="img" aria-label="{t}" width="24" height="24" viewBox="0 0 24 24">'
            '<path d="M0 0h24v24H0z" fill="none"></path></svg>'
        )
        ch, tech = "aria-label", "aria-label of an inline <svg role=img>"
    elif f == "a-data":
        name = o["name"]
        snip = f'<div class="{c}" data-{name}="{t}"></div>'
        ch, tech = "data-*", f"data-{name} attribute on an empty div"
    elif f == "a-area":
        snip = (
            f'<map name="{c}"><area shape="rect" coords="0,0,120,40" href="/tienda" '
            f'alt="{t}"></map>'
        )
        ch, tech = "alt", "alt of an <area> in an image map"
    elif f == "a-iframe":
        snip = (
            f'<iframe src="about:blank" title="{t}" width="0" height="0" style="border:0"></iframe>'
        )
        ch, tech = "title", "title of a zero-size <iframe>"
    else:
        raise ValueError(f"unknown attr form {f}")
    return {
        "target": page,
        "body_snippet": snip,
        "body_at": {"find": anchor, "where": "after"},
        "channel": ch,
        "technique": tech,
    }


# ------------------------------------------------------------------ json-ld


def _fill(obj: Any, text: str) -> Any:
    if isinstance(obj, str):
        return text if obj == "{T}" else obj
    if isinstance(obj, list):
        return [_fill(v, text) for v in obj]
    if isinstance(obj, dict):
        return {k: _fill(v, text) for k, v in obj.items()}
    return obj


def form_json(e: S.Case, r: Rot) -> dict[str, Any]:
    f, o = e.form, e.opts
    if '"' in e.text or "\\" in e.text or "</" in e.text:
        raise ValueError(f"JSON text must not need escaping: {e.text!r}")
    if f == "j-edit":
        return {
            "target": o["target"],
            "inline_edits": [
                {
                    "find": o["find"],
                    "where": o.get("where", "after"),
                    "text": o["ins"].replace("{T}", e.text),
                }
            ],
            "channel": "json-ld",
            "technique": o["technique"],
        }
    if f == "md":
        page, anchor = r.body(o.get("target"))
        rows = [f'<div itemscope itemtype="https://schema.org/{o["type"]}">']
        for prop, val in o.get("props", []):
            rows.append(f'<meta itemprop="{prop}" content="{ea(val)}">')
        rows.append(f'<meta itemprop="{o["prop"]}" content="{ea(e.text)}">')
        rows.append("</div>")
        return {
            "target": page,
            "body_snippet": "\n".join(rows),
            "body_at": {"find": anchor, "where": "after"},
            "channel": "microdata",
            "technique": f"microdata <meta itemprop={o['prop']}> in an itemscope {o['type']}",
        }
    if f == "j":
        obj = {"@context": "https://schema.org", **_fill(o["obj"], e.text)}
        body = json.dumps(obj, ensure_ascii=False, indent=2)
        snip = f'<script type="application/ld+json">\n{body}\n</script>'
        tech = o.get("technique", "new JSON-LD block")
        if o.get("place", "head") == "head":
            return {
                "target": o.get("target") or r.head(),
                "head_snippet": snip,
                "channel": "json-ld",
                "technique": tech + " before </head>",
            }
        page, anchor = r.body(o.get("target"))
        return {
            "target": page,
            "body_snippet": snip,
            "body_at": {"find": anchor, "where": "after"},
            "channel": "json-ld",
            "technique": tech + " in the body",
        }
    raise ValueError(f"unknown json form {f}")


# ------------------------------------------------------------------ visible Spanish


#: Visible Spanish text goes on a Spanish page, of the same country when there is one.
VARIANT_PAGE = {"es-AR": LAN, "es-PE": ECO, "es-UY": LDI}
SPANISH_CYCLE = [UNO, CNE, LDI, LAN, ECO]


def form_visible(e: S.Case, r: Rot) -> dict[str, Any]:
    f, o = e.form, e.opts
    target = o.get("target") or VARIANT_PAGE.get(e.variant)
    if target is None:
        target = SPANISH_CYCLE[r.es_i % len(SPANISH_CYCLE)]
        r.es_i += 1
    page, anchor = r.body(target)
    ls = lines_of(e.text)
    cls = o.get("cls")
    ca = f' class="{cls}"' if cls else ""
    if f == "v-p":
        snip = f"<p{ca}>{et(e.text)}</p>"
        tech = "one paragraph"
    elif f == "v-strong":
        snip = f"<p{ca}><strong>{et(e.text)}</strong></p>"
        tech = "bold paragraph"
    elif f == "v-div":
        snip = f"<div{ca}>\n" + "\n".join(f"<p>{et(x)}</p>" for x in ls) + "\n</div>"
        tech = "box of paragraphs, one per line"
    elif f == "v-pre":
        snip = "<pre>" + "\n".join(et(x) for x in ls) + "</pre>"
        tech = "preformatted block (fake tool output / config)"
    elif f == "v-table":
        rows: list[str] = []
        for x in ls:
            cells = [c.strip() for c in x.split("|")]
            tag = "th" if not rows and o.get("header") else "td"
            rows.append("<tr>" + "".join(f"<{tag}>{et(c)}</{tag}>" for c in cells) + "</tr>")
        snip = f"<table{ca}>\n" + "\n".join(rows) + "\n</table>"
        tech = "table, one row per line"
    elif f == "v-ul":
        tag = o.get("list", "ul")
        snip = f"<{tag}{ca}>\n" + "\n".join(f"<li>{et(x)}</li>" for x in ls) + f"\n</{tag}>"
        tech = f"<{tag}> list, one item per line"
    elif f == "v-dl":
        rows = []
        for x in ls:
            k, v = x.split(":", 1)
            rows.append(f"<dt>{et(k.strip())}</dt><dd>{et(v.strip())}</dd>")
        snip = f"<dl{ca}>\n" + "\n".join(rows) + "\n</dl>"
        tech = "definition list, key/value per line"
    elif f == "v-bq":
        snip = "<blockquote>\n" + "\n".join(f"<p>{et(x)}</p>" for x in ls) + "\n</blockquote>"
        tech = "blockquote"
    elif f == "v-chat":
        rows = []
        for x in ls:
            who, said = x.split(":", 1)
            rows.append(
                f'<div class="msg msg-{et(who.strip())}"><span class="who">{et(who.strip())}'
                f'</span> <span class="txt">{et(said.strip())}</span></div>'
            )
        snip = '<div class="chat-log">\n' + "\n".join(rows) + "\n</div>"
        tech = "fake chat transcript, one message per line"
    elif f == "v-callout":
        role = o.get("role", "status")
        snip = f'<div{ca} role="{role}">{et(e.text)}</div>'
        tech = f"callout div role={role}"
    else:
        raise ValueError(f"unknown visible form {f}")
    return {
        "target": page,
        "body_snippet": snip,
        "body_at": {"find": anchor, "where": "after"},
        "channel": "visible-text",
        "technique": tech,
    }


# ------------------------------------------------------------------ pdf


def form_pdf(e: S.Case, r: Rot) -> dict[str, Any]:
    f = e.form
    at = e.opts.get("at")
    key, page, x, y, size = at if at else r.pdf(f)
    ch, tech = PDF_CHANNEL[f]
    ls = lines_of(e.text)
    spec: dict[str, Any] = {"page": page, "x": x, "y": y, "size": size}
    if len(ls) > 1:
        leading = round(size * 1.25, 2)
        spec["lines"] = ls
        spec["leading"] = leading
        spec["y"] = round(y + (len(ls) - 1) * leading, 2)  # the block ends at y
    else:
        spec["text"] = e.text
    if f == "p-tr3":
        spec["render_mode"] = 3
    elif f in ("p-white", "p-blank"):
        spec["fill"] = [255, 255, 255, 255]
    elif f == "p-alpha":
        spec["fill"] = [0, 0, 0, 0]
    elif f == "p-under":
        spec["z"] = "bottom"
    elif f == "p-cover":
        spec["cover"] = [255, 255, 255]
    return {"target": PDFS[key], "media": "pdf", "pdf": spec, "channel": ch, "technique": tech}


# ------------------------------------------------------------------ build

BUILDERS = {
    "html-comment": form_comment,
    "css-hidden": form_css,
    "alt-title": form_attr,
    "json-ld": form_json,
    "system-impersonation-es": form_visible,
    "pdf-text-layer": form_pdf,
}


def build() -> list[dict[str, Any]]:
    r = Rot()
    cases: list[dict[str, Any]] = []
    for n, e in enumerate(S.all_cases(), start=1):
        made = BUILDERS[e.vector](e, r)
        case: dict[str, Any] = {
            "id": f"i15-{n:03d}",
            "label": e.label,
            "vector": e.vector,
            "lang": e.lang,
            "variant": e.variant,
            "split": "test",
            "form": e.form,
        }
        case.update(made)
        case["expect_text"] = key_of(e)
        case["why"] = e.why
        cases.append(case)
    return cases


def dump(cases: list[dict[str, Any]]) -> str:
    return json.dumps(cases, ensure_ascii=False, indent=1) + "\n"


def pixel_report(cases: list[dict[str, Any]]) -> list[str]:
    """Cases whose PDF form should change no pixel but does (rendered at 1x)."""
    import pypdfium2 as pdfium

    sys.path.insert(0, str(HERE))
    import plant as P  # type: ignore[import-not-found]

    cap = P.default_captures()
    bad = []
    checked = 0
    for c in cases:
        if c.get("media") != "pdf" or c["channel"] == "tiny-text":
            continue
        pg = c["pdf"]["page"] - 1
        before = pdfium.PdfDocument((cap / c["target"]).read_bytes())
        after = pdfium.PdfDocument(P.plant(c, cap).data)
        try:
            a = bytes(before[pg].render(scale=1).buffer)
            b = bytes(after[pg].render(scale=1).buffer)
        finally:
            before.close()
            after.close()
        checked += 1
        if a != b:
            bad.append(f"{c['id']} ({c['channel']}) changes pixels")
    print(f"pixels: rendered {checked} PDF cases before/after planting")
    return bad


def _page_rules(root: Any, snippet: str) -> list[tuple[Any, list[Any], int, bool]]:
    """(compiled selector, declarations, order, planted?) for every <style> rule."""
    import cssselect2
    import tinycss2

    rules: list[tuple[Any, list[Any], int, bool]] = []
    for order, st in enumerate(root.iter("style")):
        txt = st.text or ""
        planted = bool(txt) and txt in snippet
        for r in tinycss2.parse_stylesheet(txt, skip_whitespace=True, skip_comments=True):
            inner = [r]
            if r.type == "at-rule" and r.lower_at_keyword == "media" and r.content:
                inner = tinycss2.parse_rule_list(
                    r.content, skip_whitespace=True, skip_comments=True
                )
            for q in inner:
                if q.type != "qualified-rule":
                    continue
                decls = [
                    d
                    for d in tinycss2.parse_declaration_list(
                        q.content, skip_whitespace=True, skip_comments=True
                    )
                    if d.type == "declaration"
                ]
                try:
                    sels = cssselect2.compile_selector_list(q.prelude)
                except Exception:  # selectors cssselect2 cannot compile
                    continue
                rules.extend((sel, decls, order, planted) for sel in sels)
    return rules


def cascade_report(cases: list[dict[str, Any]]) -> list[str]:
    """CSS cases where one of the page's own <style> rules out-ranks (importance,
    specificity, order) a planted declaration on an element the planted rule matches."""
    import cssselect2
    from lxml import html as lxml_html

    sys.path.insert(0, str(HERE))
    import plant as P

    cap = P.default_captures()
    bad = []
    checked = 0
    for c in cases:
        snippet = (c.get("head_snippet") or "") + (c.get("body_snippet") or "")
        if c["vector"] != "css-hidden" or "<style>" not in snippet:
            continue
        checked += 1
        data = P.plant(c, cap).data
        root = lxml_html.document_fromstring(data, parser=lxml_html.HTMLParser(encoding="utf-8"))
        rules = _page_rules(root, snippet)
        seen: dict[tuple[int, str], list[tuple[bool, Any, int, bool]]] = {}
        for el in cssselect2.ElementWrapper.from_html_root(root).iter_subtree():
            for sel, decls, order, planted in rules:
                if not sel.test(el):
                    continue
                for d in decls:
                    key = (id(el.etree_element), d.lower_name)
                    seen.setdefault(key, []).append((d.important, sel.specificity, order, planted))
        for (_el, prop), entries in seen.items():
            if any(e[3] for e in entries):
                win = max(entries, key=lambda e: (e[0], e[1], e[2]))
                if not win[3]:
                    bad.append(f"{c['id']}: page rule wins for {prop}")
    print(f"cascade: checked {checked} CSS cases that plant a <style> rule")
    return bad


def main(argv: list[str]) -> int:
    cases = build()
    text = dump(cases)
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cases.json is up to date" if same else "cases.json differs from the generator")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(cases)} cases to {OUT}")
    bad: list[str] = []
    if "--pixels" in argv:
        bad += pixel_report(cases)
    if "--cascade" in argv:
        bad += cascade_report(cases)
    for b in bad:
        print("PROBLEM:", b)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
