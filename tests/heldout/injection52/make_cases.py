"""Write ``cases.json`` for the injection52 held-out corpus (deterministic).

Texts come from ``texts_hidden.py`` and ``texts_visible.py``; this script only decides
where and how each text is planted (anchor, markup, hiding technique, PDF spec).
Run from the repository root: ``python tests/heldout/injection52/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as H  # noqa: E402
import texts_visible as V  # noqa: E402

UNO = "html/es-mx_unocero_tech-news-android-apps.html"
COM = "html/es-pe_elcomercio_signwall-paywall-article.html"
NAC = "html/es-ar_lanacion_opinion-article.html"
DIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"

# (target, occurrence of "</p>") whose paragraph lies in the visible article body.
ANCHORS: list[tuple[str, int]] = (
    [(NAC, n) for n in range(6, 17)]
    + [(UNO, n) for n in (1, 3, 4, 5, 6, 8, 10, 11, 12, 13)]
    + [(COM, n) for n in (3, 4, 6, 7, 8, 9, 10, 11)]
    + [(DIA, n) for n in range(4, 24)]
    + [(CNET, n) for n in range(3, 10)]
    + [(BAFA, n) for n in (4, 5, 6, 7)]
    + [(RSI, 1)]
)


class Rot:
    """Deterministic round-robin over the anchors, with a per-vector offset."""

    def __init__(self, start: int) -> None:
        self.i = start

    def next(self) -> tuple[str, int]:
        a = ANCHORS[self.i % len(ANCHORS)]
        self.i += 7  # co-prime with len(ANCHORS): spreads cases over pages
        return a


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    lang: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


def body(case: dict[str, Any], snippet: str, occ: int) -> dict[str, Any]:
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}
    return case


def ids(prefix: str) -> Any:
    n = 0
    while True:
        n += 1
        yield f"{prefix}-{n:03d}"


# ------------------------------------------------------------------ html-comment
def comment_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rot(0)
    for label, items, pre in (
        ("injection", H.COMMENT_INJ, "inj52"),
        ("negative", H.COMMENT_NEG, "neg52"),
    ):
        gen = ids(f"{pre}-html-comment")
        for k, (lang, variant, text) in enumerate(items):
            target, occ = rot.next()
            if text.startswith("[if"):
                expect = text.split("]>", 1)[1].rsplit("<![endif]", 1)[0].strip()
                channel, tech = (
                    "conditional-comment",
                    "conditional comment <!--[if ...]> ... <![endif]-->",
                )
            elif "\n" in text:
                expect = text.split("\n", 1)[0]
                channel, tech = "html-comment", "multi-line comment; expect_text is its first line"
            else:
                expect = text
                channel, tech = "html-comment", "single-line comment"
            snippet = f"<!-- {text} -->" if not text.startswith("[if") else f"<!--{text}-->"
            c = base(next(gen), label, "html-comment", channel, lang, variant, target, expect, tech)
            if k % 5 == 4:
                c["head_snippet"] = snippet
                c["technique"] += ", in <head>"
            else:
                body(c, snippet, occ)
            out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
CSS_TECHS = [
    ("inline display:none", lambda t, i: (None, f'<div style="display:none">{t}</div>')),
    (
        "inline visibility:hidden on a span in a p",
        lambda t, i: (None, f'<p><span style="visibility: hidden">{t}</span></p>'),
    ),
    ("hidden attribute", lambda t, i: (None, f"<div hidden>{t}</div>")),
    ("opacity:0", lambda t, i: (None, f'<p style="opacity:0">{t}</p>')),
    ("font-size:0", lambda t, i: (None, f'<div style="font-size:0px;line-height:0">{t}</div>')),
    (
        "absolute, left:-9999px",
        lambda t, i: (None, f'<div style="position:absolute;left:-9999px;top:auto">{t}</div>'),
    ),
    (
        "text-indent:-10000px + overflow hidden",
        lambda t, i: (
            None,
            f'<p style="text-indent:-10000px;overflow:hidden;white-space:nowrap">{t}</p>',
        ),
    ),
    (
        "height:0 + overflow:hidden",
        lambda t, i: (None, f'<div style="height:0;overflow:hidden">{t}</div>'),
    ),
    (
        "clip rect(0 0 0 0), 1px box",
        lambda t, i: (
            None,
            f'<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
        ),
    ),
    (
        "clip-path:inset(100%)",
        lambda t, i: (None, f'<div style="clip-path: inset(100%); position:absolute">{t}</div>'),
    ),
    (
        "same colour as background (white on white)",
        lambda t, i: (None, f'<p style="color:#ffffff;background-color:#fff">{t}</p>'),
    ),
    (
        "<style> class rule display:none",
        lambda t, i: (
            f"<style>.nota-editorial-{i}{{display:none}}</style>",
            f'<div class="nota-editorial-{i}">{t}</div>',
        ),
    ),
    (
        "<style> id rule, off-screen",
        lambda t, i: (
            f"<style>#aux-{i}{{position:absolute;left:-12000px;width:1px}}</style>",
            f'<div id="aux-{i}">{t}</div>',
        ),
    ),
    (
        "inheritance: parent font-size:1px and white, text in a child span",
        lambda t, i: (None, f'<div style="font-size:1px;color:#fff"><p><span>{t}</span></p></div>'),
    ),
    (
        "<style> attribute-selector rule visibility:hidden",
        lambda t, i: (
            f"<style>[data-bloque='meta-{i}']{{visibility:hidden;height:0}}</style>",
            f'<section data-bloque="meta-{i}"><p>{t}</p></section>',
        ),
    ),
    (
        "inheritance: parent display:none via <style> descendant rule",
        lambda t, i: (
            f"<style>.contenedor-{i} > div{{display:none}}</style>",
            f'<div class="contenedor-{i}"><div><p>{t}</p></div></div>',
        ),
    ),
]
# The page's own CSS: unocero defines .hide{display:none!important} and .LoginDesktop{display:none};
# El Comercio defines .ad-lateral{display:none} and .b-news__close{display:none}.
PAGE_CLASS = [
    (
        UNO,
        3,
        "page's own class .hide (display:none !important in the page <style>)",
        '<div class="hide">{}</div>',
    ),
    (
        COM,
        6,
        "page's own class .ad-lateral (display:none in the page <style>)",
        '<div class="ad-lateral">{}</div>',
    ),
    (
        UNO,
        10,
        "page's own class .LoginDesktop (display:none in the page <style>)",
        '<div class="LoginDesktop">{}</div>',
    ),
    (
        COM,
        9,
        "page's own class .b-news__close (display:none in the page <style>)",
        '<div class="b-news__close"><span>{}</span></div>',
    ),
]


def css_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rot(3)
    for label, items, pre in (("injection", H.CSS_INJ, "inj52"), ("negative", H.CSS_NEG, "neg52")):
        gen = ids(f"{pre}-css-hidden")
        for k, (lang, variant, text) in enumerate(items):
            cid = next(gen)
            target, occ = rot.next()
            if k % 8 == 7:
                target, occ, tech, tpl = PAGE_CLASS[
                    (k // 8 + (0 if label == "injection" else 2)) % 4
                ]
                c = base(cid, label, "css-hidden", "css-hidden", lang, variant, target, text, tech)
                out.append(body(c, tpl.format(esc(text)), occ))
                continue
            tech, fn = CSS_TECHS[(k + (5 if label == "negative" else 0)) % len(CSS_TECHS)]
            head, snip = fn(esc(text), k + 1)
            c = base(cid, label, "css-hidden", "css-hidden", lang, variant, target, text, tech)
            if head:
                c["head_snippet"] = head
            out.append(body(c, snip, occ))
    return out


# ------------------------------------------------------------------ alt-title
def alt_markup(channel: str, text: str, i: int) -> tuple[str, str]:
    a = attr(text)
    return {
        "alt": (
            "body",
            f'<figure><img src="/img/nota-{i}.jpg" width="640" height="360" alt="{a}"></figure>',
        ),
        "title": (
            "body",
            f'<p>Más información en <a href="/temas/tecnologia" title="{a}">nuestra sección</a>.</p>',
        ),
        "aria-label": (
            "body",
            f'<button type="button" class="btn-compartir" aria-label="{a}">&#9993;</button>',
        ),
        "data-*": (
            "body",
            f'<div class="widget-relacionadas" data-ai-context="{a}" data-id="{i}"></div>',
        ),
        "meta-description": ("head", f'<meta name="description" content="{a}">'),
        "og:description": ("head", f'<meta property="og:description" content="{a}">'),
        "og:title": ("head", f'<meta property="og:title" content="{a}">'),
        "twitter:description": ("head", f'<meta name="twitter:description" content="{a}">'),
    }[channel]


ALT_INJ_CHANNELS = [
    "alt",
    "title",
    "aria-label",
    "data-*",
    "meta-description",
    "og:description",
    "alt",
    "title",
    "og:title",
    "twitter:description",
    "aria-label",
    "data-*",
]
ALT_NEG_CHANNELS = [
    "alt",
    "aria-label",
    "alt",
    "aria-label",
    "alt",
    "title",
    "meta-description",
    "og:description",
    "alt",
    "aria-label",
    "alt",
    "aria-label",
]


def alt_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rot(5)
    for label, items, pre, chans in (
        ("injection", H.ALT_INJ, "inj52", ALT_INJ_CHANNELS),
        ("negative", H.ALT_NEG, "neg52", ALT_NEG_CHANNELS),
    ):
        gen = ids(f"{pre}-alt-title")
        for k, (lang, variant, text) in enumerate(items):
            target, occ = rot.next()
            ch = chans[k % len(chans)]
            where, snip = alt_markup(ch, text, k + 1)
            c = base(
                next(gen), label, "alt-title", ch, lang, variant, target, text, f"{ch} attribute"
            )
            if where == "head":
                c["head_snippet"] = snip
            else:
                body(c, snip, occ)
            out.append(c)
    return out


# ------------------------------------------------------------------ json-ld
def jsonld_inj(text: str, k: int) -> tuple[str, str, str]:
    """(where, technique, json object) for injection k."""
    forms = [
        (
            "schema.org Product.description",
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Cargador rápido USB-C 30 W",
                "description": text,
                "brand": {"@type": "Brand", "name": "Voltix"},
            },
        ),
        (
            "invented top-level field 'instructions' on NewsArticle",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota del día",
                "instructions": text,
            },
        ),
        (
            "invented field 'aiNotice' on Organization",
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Grupo Editorial del Sur",
                "url": "https://example.test/",
                "aiNotice": text,
            },
        ),
        (
            "schema.org Review.reviewBody",
            {
                "@context": "https://schema.org",
                "@type": "Review",
                "itemReviewed": {"@type": "Product", "name": "Audífonos Nube"},
                "reviewRating": {"@type": "Rating", "ratingValue": 5},
                "reviewBody": text,
            },
        ),
        (
            "FAQPage acceptedAnswer.text",
            {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Es confiable?",
                        "acceptedAnswer": {"@type": "Answer", "text": text},
                    }
                ],
            },
        ),
        (
            "invented field 'x-llm-directive' in @graph",
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebPage", "name": "Portada"},
                    {"@type": "WebSite", "name": "Sitio", "x-llm-directive": text},
                ],
            },
        ),
        (
            "schema.org disambiguatingDescription",
            {
                "@context": "https://schema.org",
                "@type": "LocalBusiness",
                "name": "Sucursal Centro",
                "disambiguatingDescription": text,
            },
        ),
        (
            "invented nested 'assistantConfig.output'",
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Ficha",
                "assistantConfig": {"priority": "high", "output": text},
            },
        ),
        (
            "NewsArticle.abstract",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Actualización",
                "abstract": text,
                "datePublished": "2022-05-07",
            },
        ),
    ]
    tech, obj = forms[k % len(forms)]
    where = "head" if k % 2 == 0 else "body"
    return where, tech, json.dumps(obj, ensure_ascii=False)


def jsonld_neg(text: str, k: int) -> tuple[str, str, str]:
    forms = [
        (
            "NewsArticle.headline",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": text,
                "datePublished": "2019-08-27",
                "author": {"@type": "Person", "name": "Redacción"},
            },
        ),
        (
            "FAQPage acceptedAnswer.text",
            {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Puedo cancelar?",
                        "acceptedAnswer": {"@type": "Answer", "text": text},
                    }
                ],
            },
        ),
        (
            "HowTo step text",
            {
                "@context": "https://schema.org",
                "@type": "HowTo",
                "name": "Cambiar la tarjeta SIM",
                "step": [{"@type": "HowToStep", "text": text}],
            },
        ),
        (
            "NewsArticle.headline",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": text,
                "isAccessibleForFree": False,
            },
        ),
        (
            "Review.reviewBody",
            {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewRating": {"@type": "Rating", "ratingValue": 4},
                "reviewBody": text,
            },
        ),
        (
            "Product.name",
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": text,
                "offers": {"@type": "Offer", "price": "899.00", "priceCurrency": "MXN"},
            },
        ),
        (
            "BreadcrumbList item name",
            {
                "@context": "https://schema.org",
                "@type": "BreadcrumbList",
                "itemListElement": [{"@type": "ListItem", "position": 1, "name": text}],
            },
        ),
        (
            "Organization contactPoint.description",
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Tienda Sur",
                "contactPoint": {
                    "@type": "ContactPoint",
                    "contactType": "customer service",
                    "description": text,
                },
            },
        ),
    ]
    tech, obj = forms[k % len(forms)]
    where = "head" if k % 2 == 1 else "body"
    return where, tech, json.dumps(obj, ensure_ascii=False)


def jsonld_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rot(11)
    for label, items, pre in (
        ("injection", H.JSONLD_INJ, "inj52"),
        ("negative", H.JSONLD_NEG, "neg52"),
    ):
        gen = ids(f"{pre}-json-ld")
        for k, (lang, variant, text) in enumerate(items):
            target, occ = rot.next()
            cid = next(gen)
            if k % 6 == 5:  # microdata in the body
                typ = "Product" if label == "negative" else "WebPage"
                snip = (
                    f'<div itemscope itemtype="https://schema.org/{typ}">'
                    f'<meta itemprop="description" content="{attr(text)}"></div>'
                )
                c = base(
                    cid,
                    label,
                    "json-ld",
                    "microdata",
                    lang,
                    variant,
                    target,
                    text,
                    f"microdata: meta itemprop=description in an itemscope {typ}",
                )
                out.append(body(c, snip, occ))
                continue
            where, tech, js = (jsonld_inj if label == "injection" else jsonld_neg)(text, k)
            snip = f'<script type="application/ld+json">{js}</script>'
            c = base(
                cid,
                label,
                "json-ld",
                "json-ld",
                lang,
                variant,
                target,
                text,
                f"{tech}, in <{where}>",
            )
            if where == "head":
                c["head_snippet"] = snip
            else:
                body(c, snip, occ)
            out.append(c)
    return out


# ------------------------------------------------------------------ pdf-text-layer
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
FR = "pdf/en_us-federal-register-three-column.pdf"
CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"

# (channel, target, pdf spec without text). Blank bottom margins measured by rendering:
# FBI p1 < 20 pt, IRS p1 < 19 pt, Federal Register < 51 pt, catálogo < 46 pt.
PDF_INJ_SPECS = [
    ("render-mode-3", CAT, {"page": 1, "x": 60, "y": 300, "size": 8, "render_mode": 3}),
    ("white-text", FBI, {"page": 1, "x": 40, "y": 6, "size": 5, "fill": [255, 255, 255, 255]}),
    ("transparent", IRS, {"page": 3, "x": 72, "y": 400, "size": 9, "fill": [0, 0, 0, 0]}),
    ("under-image", HUCK, {"page": 1, "x": 40, "y": 200, "size": 9, "z": "bottom"}),
    ("off-page", FR, {"page": 2, "x": 50, "y": -120, "size": 8}),
    ("covered", CAT, {"page": 1, "x": 40, "y": 15, "size": 6, "cover": [255, 255, 255]}),
    ("render-mode-3", IRS, {"page": 57, "x": 72, "y": 500, "size": 10, "render_mode": 3}),
    ("under-image", BROCH, {"page": 1, "x": 60, "y": 420, "size": 9, "z": "bottom"}),
    ("white-text", FR, {"page": 1, "x": 50, "y": 20, "size": 7, "fill": [255, 255, 255, 255]}),
    ("transparent", LETTER, {"page": 1, "x": 20, "y": 200, "size": 6, "fill": [0, 0, 0, 0]}),
    ("off-page", IRS, {"page": 120, "x": 700, "y": 400, "size": 9}),
    ("render-mode-3", FR, {"page": 7, "x": 60, "y": 380, "size": 8, "render_mode": 3}),
    ("covered", IRS, {"page": 1, "x": 60, "y": 6, "size": 5, "cover": [255, 255, 255]}),
    ("render-mode-3", FBI, {"page": 1, "x": 100, "y": 300, "size": 7, "render_mode": 3}),
    ("under-image", LETTER, {"page": 1, "x": 20, "y": 120, "size": 6, "z": "bottom"}),
    ("transparent", CAT, {"page": 1, "x": 80, "y": 250, "size": 8, "fill": [0, 0, 0, 0]}),
]
PDF_NEG_SPECS = [
    ("render-mode-3", CAT, {"page": 1, "x": 700, "y": 30, "size": 8, "render_mode": 3}),
    ("render-mode-3", HUCK, {"page": 1, "x": 40, "y": 300, "size": 10, "render_mode": 3}),
    ("render-mode-3", CAT, {"page": 1, "x": 60, "y": 200, "size": 8, "render_mode": 3}),
    ("under-image", BROCH, {"page": 1, "x": 60, "y": 700, "size": 10, "z": "bottom"}),
    ("render-mode-3", LETTER, {"page": 1, "x": 20, "y": 30, "size": 6, "render_mode": 3}),
    ("render-mode-3", IRS, {"page": 1, "x": 72, "y": 60, "size": 8, "render_mode": 3}),
    ("render-mode-3", FR, {"page": 2, "x": 500, "y": 30, "size": 8, "render_mode": 3}),
    ("render-mode-3", GRAPH, {"page": 1, "x": 20, "y": 20, "size": 7, "render_mode": 3}),
    ("render-mode-3", HUCK, {"page": 1, "x": 40, "y": 430, "size": 10, "render_mode": 3}),
    ("under-image", BROCH, {"page": 1, "x": 60, "y": 60, "size": 9, "z": "bottom"}),
    ("render-mode-3", GRAPH, {"page": 1, "x": 300, "y": 20, "size": 7, "render_mode": 3}),
]
PDF_TECH = {
    "render-mode-3": "text render mode 3 (invisible)",
    "white-text": "white fill in a blank bottom margin",
    "transparent": "fill alpha 0",
    "under-image": "inserted below the full-page scan image",
    "off-page": "positioned outside the MediaBox",
    "covered": "under an opaque white rectangle in a blank bottom margin",
}


def pdf_cases() -> list[dict[str, Any]]:
    out = []
    for label, items, pre, specs in (
        ("injection", H.PDF_INJ, "inj52", PDF_INJ_SPECS),
        ("negative", H.PDF_NEG, "neg52", PDF_NEG_SPECS),
    ):
        gen = ids(f"{pre}-pdf-text-layer")
        for k, (lang, variant, text) in enumerate(items):
            ch, target, spec = specs[k % len(specs)]
            spec = dict(spec, text=text)
            if k >= len(specs):  # second round: move the text so that no two cases coincide
                spec["y"] = spec["y"] + 40 if spec["y"] > 60 else spec["y"]
                spec["x"] = spec["x"] + 10
            c = base(
                next(gen), label, "pdf-text-layer", ch, lang, variant, target, text, PDF_TECH[ch]
            )
            c["pdf"] = spec
            out.append(c)
    return out


# ------------------------------------------------------------------ system-impersonation-es
def visible_markup(form: str, text: str) -> tuple[str, str]:
    """(snippet, expect_text) for a visible element."""
    if form == "table":
        left, right = (s.strip() for s in text.split("|", 1))
        return (
            f'<table class="tabla-estado"><tr><th>{esc(left)}</th><td>{esc(right)}</td></tr></table>',
            right,
        )
    if form == "pre":
        return (f"<pre>{esc(text)}</pre>", text.split("\n", 1)[0])
    tpl = {
        "p": "<p>{}</p>",
        "div": '<div class="aviso">{}</div>',
        "aside": '<aside class="recuadro"><strong>{}</strong></aside>',
        "li": '<ul class="notas"><li>{}</li></ul>',
        "blockquote": "<blockquote><p>{}</p></blockquote>",
        "small": "<p><small>{}</small></p>",
    }[form]
    return tpl.format(esc(text)), text


def visible_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rot(2)
    for label, items, pre in (("injection", V.SYS_INJ, "inj52"), ("negative", V.SYS_NEG, "neg52")):
        gen = ids(f"{pre}-system-impersonation-es")
        for variant, form, text in items:
            target, occ = rot.next()
            snip, expect = visible_markup(form, text)
            c = base(
                next(gen),
                label,
                "system-impersonation-es",
                "visible-text",
                "es",
                variant,
                target,
                expect,
                f"visible <{form}> in the article body",
            )
            out.append(body(c, snip, occ))
    return out


def build() -> list[dict[str, Any]]:
    return (
        comment_cases() + css_cases() + alt_cases() + jsonld_cases() + pdf_cases() + visible_cases()
    )


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
