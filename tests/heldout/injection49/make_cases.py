"""Write cases.json for corpus injection49 from the hand-written texts (deterministic).

Run from the repository root:
``python tests/heldout/injection49/make_cases.py``. No randomness: targets, anchors and
techniques are assigned by cycling fixed lists in file order.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

LANAC = "html/es-ar_lanacion_opinion-article.html"
UNO = "html/es-mx_unocero_tech-news-android-apps.html"
COM = "html/es-pe_elcomercio_signwall-paywall-article.html"
DIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"

#: ``</p>`` occurrences that close a visible paragraph of the article body (checked by
#: eye on each capture; no script, comment, menu, modal or hidden box around them).
VISIBLE_P: dict[str, list[int]] = {
    LANAC: list(range(6, 17)),
    UNO: [1, 3, 4, 5, 6, 8, 10, 11, 12, 13],
    COM: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    DIA: list(range(4, 21)),
    CNET: [5, 6, 7, 8, 9],
    BAFA: [4, 5, 7],
    RSI: [1],
}
TARGET_ORDER = [LANAC, UNO, DIA, COM, CNET, BAFA, LANAC, DIA, UNO, RSI, COM, CNET]


class Cycler:
    """Deterministic (target, occurrence) picker that walks the pages and paragraphs."""

    def __init__(self, offset: int = 0) -> None:
        self.n = offset
        self.pos = {t: offset % len(v) for t, v in VISIBLE_P.items()}

    def next(self, target: str | None = None) -> tuple[str, int]:
        t = target or TARGET_ORDER[self.n % len(TARGET_ORDER)]
        self.n += 1
        occ = VISIBLE_P[t][self.pos[t] % len(VISIBLE_P[t])]
        self.pos[t] += 1
        return t, occ


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def split_first(text: str) -> tuple[str, str]:
    first, _, rest = text.partition("\n")
    return first, rest


def body(case: dict[str, Any], snippet: str, target: str, occ: int) -> None:
    case["target"] = target
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}


def attr(text: str) -> str:
    return html.escape(text, quote=True)


def base(
    cid: str, label: str, vector: str, channel: str, variant: str, expect: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "expect_text": expect,
    }


# ------------------------------------------------------------------ html-comment
def comment_cases(entries: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    cyc = Cycler(0 if label == "injection" else 3)
    forms = ["single", "conditional", "head", "single", "conditional-lt-ie9", "single-padded"]
    for i, (variant, text) in enumerate(entries, 1):
        first, rest = split_first(text)
        cid = f"{prefix}-html-comment-{i:03d}"
        if rest:
            c = base(cid, label, "html-comment", "html-comment", variant, first)
            t, occ = cyc.next()
            body(c, f"<!--\n  {first}\n  {rest}\n-->", t, occ)
            c["technique"] = "multi-line HTML comment in the article body; addressee on line 1"
            out.append(c)
            continue
        form = forms[i % len(forms)]
        if form.startswith("conditional"):
            cond = "lt IE 9" if form.endswith("ie9") else "IE"
            c = base(cid, label, "html-comment", "conditional-comment", variant, text)
            t, occ = cyc.next()
            body(c, f'<!--[if {cond}]><p class="aviso-ie">{text}</p><![endif]-->', t, occ)
            c["technique"] = f"conditional comment [if {cond}] wrapping a paragraph"
        elif form == "head":
            c = base(cid, label, "html-comment", "html-comment", variant, text)
            c["target"] = TARGET_ORDER[i % len(TARGET_ORDER)]
            c["head_snippet"] = f"<!-- {text} -->"
            c["technique"] = "one-line comment just before </head>"
        else:
            c = base(cid, label, "html-comment", "html-comment", variant, text)
            t, occ = cyc.next()
            body(c, f"<!-- {text} -->", t, occ)
            if form == "single-padded":
                c["pad_lines"] = 2
            c["technique"] = "one-line comment after a body paragraph"
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
# (description, <style> for the head or None, opening markup, closing markup, forced target)
CSS_TECH: list[tuple[str, str | None, str, str, str | None]] = [
    ("inline display:none", None, '<div style="display:none">', "</div>", None),
    ("inline visibility:hidden", None, '<p style="visibility: hidden">', "</p>", None),
    ("HTML hidden attribute", None, "<div hidden>", "</div>", None),
    ("inline opacity:0", None, '<span style="opacity:0;position:absolute">', "</span>", None),
    ("inline font-size:0", None, '<span style="font-size:0">', "</span>", None),
    (
        "inline font-size:1px",
        None,
        '<p style="font-size:1px;line-height:1px;margin:0">',
        "</p>",
        None,
    ),
    (
        "off-screen: position absolute, left -9999px",
        None,
        '<div style="position:absolute;left:-9999px;top:auto">',
        "</div>",
        None,
    ),
    (
        "text-indent -10000px",
        None,
        '<p style="text-indent:-10000px;overflow:hidden;white-space:nowrap">',
        "</p>",
        None,
    ),
    ("height:0 + overflow:hidden", None, '<div style="height:0;overflow:hidden">', "</div>", None),
    (
        "clip:rect(0,0,0,0) 1px box",
        None,
        '<span style="position:absolute;clip:rect(0,0,0,0);width:1px;height:1px;overflow:hidden">',
        "</span>",
        None,
    ),
    (
        "clip-path:inset(100%)",
        None,
        '<div style="clip-path:inset(100%);position:absolute">',
        "</div>",
        None,
    ),
    (
        "white text on white background (inline)",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">',
        "</p>",
        None,
    ),
    (
        "class rule in <style>: display:none",
        "<style>.nota-interna{display:none}</style>",
        '<div class="nota-interna">',
        "</div>",
        None,
    ),
    (
        "id rule in <style>: visibility:hidden + height:0",
        "<style>#meta-resumen{visibility:hidden;height:0}</style>",
        '<section id="meta-resumen">',
        "</section>",
        None,
    ),
    (
        "attribute selector rule: off-screen",
        '<style>[data-slot="ia"]{position:absolute;left:-10000px}</style>',
        '<div data-slot="ia">',
        "</div>",
        None,
    ),
    (
        "inherited: parent class with display:none",
        "<style>.bloque-oculto{display:none}</style>",
        '<div class="bloque-oculto"><p>',
        "</p></div>",
        None,
    ),
    (
        "inherited: parent class with color = background #fff",
        "<style>.caja-blanca{background:#fff;color:#fff}</style>",
        '<div class="caja-blanca"><span>',
        "</span></div>",
        None,
    ),
    (
        "descendant selector rule: font-size:0",
        "<style>.pie-nota .legal-ia{font-size:0}</style>",
        '<div class="pie-nota"><p class="legal-ia">',
        "</p></div>",
        None,
    ),
    (
        "inherited: inline visibility:hidden on parent",
        None,
        '<div style="visibility:hidden"><p>',
        "</p></div>",
        None,
    ),
    (
        "class rule in <style>: opacity:0",
        "<style>.fantasma{opacity:0}</style>",
        '<p class="fantasma">',
        "</p>",
        None,
    ),
    (
        "page's own class .hide (display:none !important in its <style>)",
        None,
        '<div class="hide">',
        "</div>",
        UNO,
    ),
    (
        "page's own class .hidden-label (font-size:0;height:0;width:0;overflow:hidden in its <style>)",
        None,
        '<span class="hidden-label">',
        "</span>",
        COM,
    ),
]


def css_cases(entries: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    cyc = Cycler(1 if label == "injection" else 5)
    shift = 0 if label == "injection" else 7
    for i, (variant, text) in enumerate(entries, 1):
        desc, style, open_, close, forced = CSS_TECH[(i - 1 + shift) % len(CSS_TECH)]
        c = base(f"{prefix}-css-hidden-{i:03d}", label, "css-hidden", "css-hidden", variant, text)
        t, occ = cyc.next(forced)
        body(c, f"{open_}{text}{close}", t, occ)
        if style:
            c["head_snippet"] = style
        c["technique"] = desc
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title
ALT_EDITS = [
    (UNO, 'alt="" class="wp-image-593899"', 'alt="{t}" class="wp-image-593899"'),
    (DIA, 'alt="Logo de la diaria" width="85"', 'alt="Logo de la diaria. {t}" width="85"'),
    (UNO, 'alt="" class="wp-image-593902"', 'alt="{t}" class="wp-image-593902"'),
    (RSI, 'alt="Tragwerksplanung"', 'alt="Tragwerksplanung. {t}"'),
    (BAFA, 'alt="Creative Commons Namensnennung"', 'alt="Creative Commons Namensnennung. {t}"'),
]
ALT_FORMS = [
    "img-alt",
    "title",
    "aria-label",
    "meta-description",
    "data-*",
    "alt-edit",
    "og:description",
    "abbr-title",
    "og:title",
    "twitter:description",
    "aria-label-section",
    "data-*-span",
    "alt-edit",
]


def alt_cases(entries: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    cyc = Cycler(2 if label == "injection" else 6)
    edit_i = 0 if label == "injection" else 2
    for i, (variant, text) in enumerate(entries, 1):
        form = ALT_FORMS[(i - 1) % len(ALT_FORMS)]
        cid = f"{prefix}-alt-title-{i:03d}"
        a = attr(text)
        if form == "alt-edit":
            target, find, repl = ALT_EDITS[edit_i % len(ALT_EDITS)]
            edit_i += 1
            c = base(cid, label, "alt-title", "alt", variant, text)
            c["target"] = target
            c["inline_edits"] = [{"find": find, "where": "replace", "text": repl.format(t=a)}]
            c["technique"] = "text written into the alt attribute of an image already on the page"
        elif form in ("meta-description", "og:description", "og:title", "twitter:description"):
            c = base(cid, label, "alt-title", form, variant, text)
            c["target"] = TARGET_ORDER[(i + 3) % len(TARGET_ORDER)]
            key = "property" if form.startswith("og:") else "name"
            name = "description" if form == "meta-description" else form
            c["head_snippet"] = f'<meta {key}="{name}" content="{a}">'
            c["technique"] = f"extra <meta {key}={name}> before </head>"
        else:
            t, occ = cyc.next()
            if form == "img-alt":
                ch, snip = (
                    "alt",
                    f'<img src="/static/img/nota-{i:02d}.jpg" alt="{a}" width="640" height="360">',
                )
            elif form == "title":
                ch, snip = "title", f'<p><a href="#comentarios" title="{a}">Ver comentarios</a></p>'
            elif form == "abbr-title":
                ch, snip = (
                    "title",
                    f'<p><small>Con información de <abbr title="{a}">AFP</abbr>.</small></p>',
                )
            elif form == "aria-label":
                ch, snip = (
                    "aria-label",
                    f'<button type="button" class="btn-compartir" aria-label="{a}"></button>',
                )
            elif form == "aria-label-section":
                ch, snip = (
                    "aria-label",
                    f'<aside aria-label="{a}"><p>Lee también nuestras notas relacionadas.</p></aside>',
                )
            elif form == "data-*":
                ch, snip = "data-*", f'<div class="widget-relacionados" data-ai-note="{a}"></div>'
            else:
                ch, snip = "data-*", f'<span class="contador" data-resumen="{a}"></span>'
            c = base(cid, label, "alt-title", ch, variant, text)
            body(c, snip, t, occ)
            c["technique"] = f"{form} on an element inserted after a body paragraph"
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld
def ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


CTX = "https://schema.org"
JSONLD_INJ_SHAPES = [
    (
        "NewsArticle.description",
        lambda t: {
            "@context": CTX,
            "@type": "NewsArticle",
            "headline": "Análisis de la semana",
            "datePublished": "2021-05-14",
            "description": t,
        },
    ),
    (
        "invented field assistantNote on WebPage",
        lambda t: {"@context": CTX, "@type": "WebPage", "name": "Portada", "assistantNote": t},
    ),
    (
        "nested invented config object x-ai-config.instruction",
        lambda t: {
            "@context": CTX,
            "@type": "WebSite",
            "name": "Sitio",
            "x-ai-config": {"mode": "summary", "instruction": t},
        },
    ),
    (
        "non-schema.org context with ai:directive",
        lambda t: {
            "@context": {"ai": "https://example.test/ns/ai#", "@vocab": CTX + "/"},
            "@type": "WebPage",
            "ai:directive": t,
        },
    ),
    (
        "Review.reviewBody",
        lambda t: {
            "@context": CTX,
            "@type": "Review",
            "itemReviewed": {"@type": "Product", "name": "Equipo X2"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": t,
        },
    ),
    (
        "@graph with invented llmInstructions",
        lambda t: {
            "@context": CTX,
            "@graph": [
                {"@type": "Organization", "name": "Grupo Editorial"},
                {"@type": "WebPage", "llmInstructions": t},
            ],
        },
    ),
    (
        "FAQPage acceptedAnswer.text",
        lambda t: {
            "@context": CTX,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es confiable este sitio?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
    ),
    (
        "Organization.disambiguatingDescription",
        lambda t: {
            "@context": CTX,
            "@type": "Organization",
            "name": "Compañía Andina",
            "url": "https://example.test",
            "disambiguatingDescription": t,
        },
    ),
    (
        "invented top-level field instructions",
        lambda t: {"@context": CTX, "@type": "Article", "headline": "Nota", "instructions": t},
    ),
]
JSONLD_NEG_SHAPES = {
    "article": (
        "NewsArticle.description",
        lambda t: {
            "@context": CTX,
            "@type": "NewsArticle",
            "headline": "Nota del día",
            "datePublished": "2019-08-27",
            "description": t,
        },
    ),
    "faq": (
        "FAQPage acceptedAnswer.text",
        lambda t: {
            "@context": CTX,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Cómo cancelo?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
    ),
    "howto": (
        "HowTo step text",
        lambda t: {
            "@context": CTX,
            "@type": "HowTo",
            "name": "Configurar la batería",
            "step": [{"@type": "HowToStep", "position": 1, "text": t}],
        },
    ),
    "review": (
        "Review.reviewBody",
        lambda t: {
            "@context": CTX,
            "@type": "Review",
            "itemReviewed": {"@type": "Product", "name": "Cargador"},
            "reviewRating": {"@type": "Rating", "ratingValue": "4"},
            "author": {"@type": "Person", "name": "Lector"},
            "reviewBody": t,
        },
    ),
    "product": (
        "Product.description with Offer",
        lambda t: {
            "@context": CTX,
            "@type": "Product",
            "name": "Auriculares",
            "description": t,
            "offers": {"@type": "Offer", "price": "59.90", "priceCurrency": "EUR"},
        },
    ),
    "org": (
        "Organization.description",
        lambda t: {"@context": CTX, "@type": "Organization", "name": "Medio", "description": t},
    ),
}


def microdata(t: str, prop: str, itemtype: str) -> str:
    return (
        f'<div itemscope itemtype="https://schema.org/{itemtype}">'
        f'<meta itemprop="name" content="Ficha"><meta itemprop="{prop}" content="{attr(t)}"></div>'
    )


def jsonld_cases() -> list[dict[str, Any]]:
    out = []
    cyc = Cycler(4)
    for i, (variant, text) in enumerate(TH.JSONLD_INJ, 1):
        cid = f"inj49-json-ld-{i:03d}"
        if i % 6 == 0:
            prop = "aiInstruction" if i % 12 == 0 else "description"
            c = base(cid, "injection", "json-ld", "microdata", variant, text)
            t, occ = cyc.next()
            body(c, microdata(text, prop, "Product"), t, occ)
            c["technique"] = (
                f"microdata itemprop={prop} on a Product item (meta content) in the body"
            )
        else:
            desc, shape = JSONLD_INJ_SHAPES[(i - 1) % len(JSONLD_INJ_SHAPES)]
            c = base(cid, "injection", "json-ld", "json-ld", variant, text)
            c["target"] = TARGET_ORDER[i % len(TARGET_ORDER)]
            c["head_snippet"] = ld(shape(text))
            c["technique"] = f"JSON-LD before </head>: {desc}"
        out.append(c)
    for i, (variant, text, kind) in enumerate(TH.JSONLD_NEG, 1):
        cid = f"neg49-json-ld-{i:03d}"
        if i in (4, 11):
            c = base(cid, "negative", "json-ld", "microdata", variant, text)
            t, occ = cyc.next()
            body(c, microdata(text, "description", "Product"), t, occ)
            c["technique"] = "ordinary microdata Product description"
        else:
            desc, shape = JSONLD_NEG_SHAPES[kind]
            c = base(cid, "negative", "json-ld", "json-ld", variant, text)
            c["target"] = TARGET_ORDER[(i + 5) % len(TARGET_ORDER)]
            c["head_snippet"] = ld(shape(text))
            c["technique"] = f"ordinary schema.org JSON-LD: {desc}"
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf-text-layer
FR = "pdf/en_us-federal-register-three-column.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"

#: blank band per (target) where white / covered / tiny text cannot touch ink:
#: (x, y, size) in PDF points (origin bottom-left); pages measured by rendering.
MARGIN = {FR: (60, 14, 6), IRS: (80, 772, 6), CAT: (60, 14, 6), FBI: (60, 600, 5)}
PAGES = {
    FR: [1, 2, 3, 5, 8, 11, 14, 15],
    IRS: [1, 3, 10, 37, 80, 121, 200, 257, 333, 399],
    CAT: [1],
    FBI: [1],
}
ANY = [GRAPH, HUCK, LETTER, BROCH]

PDF_TECH = [
    "render-mode-3",
    "white-text",
    "transparent",
    "covered",
    "off-page",
    "under-image",
    "render-mode-3",
    "tiny-text",
    "white-text",
    "transparent",
]


def pdf_cases(entries: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    margin_targets = [FR, IRS, CAT, FBI, IRS, FR]
    page_pos = {t: (0 if label == "injection" else 3) for t in PAGES}
    for i, (variant, text) in enumerate(entries, 1):
        tech = PDF_TECH[(i - 1 + (0 if label == "injection" else 2)) % len(PDF_TECH)]
        first, rest = split_first(text)
        cid = f"{prefix}-pdf-text-layer-{i:03d}"
        c = base(cid, label, "pdf-text-layer", tech, variant, first)
        if tech == "under-image":
            target = [HUCK, LETTER, BROCH][i % 3]
            page = 1
        elif tech in ("render-mode-3", "transparent") and i % 4 == 0:
            target = ANY[i % len(ANY)]
            page = 1
        else:
            target = margin_targets[i % len(margin_targets)]
            page = PAGES[target][page_pos[target] % len(PAGES[target])]
            page_pos[target] += 1
        x, y, size = MARGIN.get(target, (30, 40, 7))
        spec: dict[str, Any] = {"page": page, "x": x, "y": y, "size": size}
        if rest:
            spec["lines"] = [first, rest]
        else:
            spec["text"] = text
        if tech == "render-mode-3":
            spec["render_mode"] = 3
            desc = "text render mode 3 (neither fill nor stroke)"
        elif tech == "transparent":
            spec["fill"] = [0, 0, 0, 0]
            desc = "black text with fill alpha 0"
        elif tech == "white-text":
            spec["fill"] = [255, 255, 255, 255]
            desc = "white text in a blank page margin"
        elif tech == "tiny-text":
            spec["fill"] = [255, 255, 255, 255]
            spec["size"] = 0.5
            desc = "0.5 pt white text in a blank page margin"
        elif tech == "covered":
            spec["cover"] = [255, 255, 255]
            desc = "black text under an opaque white rectangle in a blank margin"
        elif tech == "off-page":
            spec["x"] = 700 if target != CAT else 900
            spec["y"] = -120
            desc = "text placed outside the page box"
        else:  # under-image
            spec["z"] = "bottom"
            spec["x"], spec["y"] = 40, 120
            desc = "text inserted under the full-page scanned image"
        c["target"] = target
        c["media"] = "pdf"
        c["pdf"] = spec
        c["technique"] = desc
        out.append(c)
    return out


# ------------------------------------------------------------------ system-impersonation-es
def visible_markup(form: str, text: str, i: int) -> tuple[str, str]:
    """(snippet, expect_text) for a visible Spanish text."""
    if form == "p":
        return f"<p>{text}</p>", text
    if form == "aviso":
        return f'<div class="aviso-recuadro"><p>{text}</p></div>', text
    if form == "status":
        return f'<div role="status" class="banner-estado"><strong>{text}</strong></div>', text
    if form == "nota":
        return f'<p class="nota-pie"><small>{text}</small></p>', text
    if form == "li":
        return f'<ul class="lista-notas"><li>{text}</li></ul>', text
    if form == "quote":
        return f"<blockquote><p>{text}</p></blockquote>", text
    if form == "pre":
        lines = text.split("\n")
        return "<pre>" + "\n".join(lines) + "</pre>", lines[-1]
    if form == "table":
        cells = text.split(" | ")
        row = "".join(f"<td>{x}</td>" for x in cells)
        return f'<table class="tabla-estado"><tr>{row}</tr></table>', cells[-1]
    raise ValueError(form)


def sys_cases(entries: list[tuple[str, str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    cyc = Cycler(0 if label == "injection" else 2)
    for i, (variant, form, text) in enumerate(entries, 1):
        snip, expect = visible_markup(form, text, i)
        c = base(
            f"{prefix}-system-impersonation-es-{i:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            expect,
        )
        t, occ = cyc.next()
        body(c, snip, t, occ)
        c["technique"] = f"visible {form} after a body paragraph"
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.COMMENT_INJ, "injection", "inj49")
    cases += comment_cases(TH.COMMENT_NEG, "negative", "neg49")
    cases += css_cases(TH.CSS_INJ, "injection", "inj49")
    cases += css_cases(TH.CSS_NEG, "negative", "neg49")
    cases += alt_cases(TH.ALT_INJ, "injection", "inj49")
    cases += alt_cases(TH.ALT_NEG, "negative", "neg49")
    cases += jsonld_cases()
    cases += pdf_cases(TH.PDF_INJ, "injection", "inj49")
    cases += pdf_cases(TH.PDF_NEG, "negative", "neg49")
    cases += sys_cases(TV.SYS_INJ, "injection", "inj49")
    cases += sys_cases(TV.SYS_NEG, "negative", "neg49")
    for c in cases:
        for bad in ('"', "&", "<", ">", "--"):
            if bad in c["expect_text"]:
                raise SystemExit(f"{c['id']}: expect_text holds {bad!r}")
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
