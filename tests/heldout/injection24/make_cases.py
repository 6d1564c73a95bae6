# ruff: noqa: E501  (data: long sentences and snippets are kept on one line each)
"""Write ``cases.json`` for injection24 from the text modules (written blind).

Run from the repository root: ``.venv/bin/python tests/heldout/injection24/make_cases.py``.
Deterministic: the same texts give the same cases. Targets and anchors are real
captures in ``../shared/captures``; only snippets, anchors and positions are stored.
The anchors below are ``</p>`` occurrences that, once a ``<p>`` is inserted after them
and the page is parsed with lxml, land in ``<body>`` outside scripts, menus, headers,
footers, forms, links and any element whose class/style marks it hidden, a modal, a
comments box or a paywall (checked with a throw-away script, see README), and whose
preceding paragraph was then read by eye to be article or page body text (skip-link
areas, language banners, subscription boxes, audio players, trust stamps and comment
areas were dropped).
"""

from __future__ import annotations

import html
import itertools
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as H  # noqa: E402
import texts_negative as N  # noqa: E402
import texts_visible as V  # noqa: E402

ANCHORS: dict[str, list[int]] = {
    "html/es-ar_lanacion_opinion-article.html": [6, 7, 8, 10, 12, 14, 16],
    "html/es-mx_unocero_tech-news-android-apps.html": [3, 4, 6, 8, 10, 12],
    "html/es-pe_elcomercio_signwall-paywall-article.html": [2, 3, 4, 6, 8, 10],
    "html/es-uy_ladiaria_metered-paywall-article.html": [2, 3],
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html": [3, 4, 5, 7, 9],
    "html/de_bafa-gov_mineraloel-statistics-table.html": [4, 5, 7],
    "html/de_rs-ingenieure_simple-corporate-services-page.html": [1],
}
_SLOTS = [(t, o) for t, occs in ANCHORS.items() for o in occs]


class _Rot:
    """Round-robin over the anchor slots, with an offset per stream."""

    def __init__(self, offset: int) -> None:
        self.i = offset

    def next(self) -> tuple[str, int]:
        slot = _SLOTS[self.i % len(_SLOTS)]
        self.i += 1
        return slot


def _lang(variant: str) -> str:
    return variant.split("-")[0]


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _body(case: dict[str, Any], rot: _Rot, snippet: str) -> None:
    target, occ = rot.next()
    case["target"] = target
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}


def _head(case: dict[str, Any], rot: _Rot, snippet: str) -> None:
    target, _ = rot.next()
    case["target"] = target
    case["head_snippet"] = snippet


# ------------------------------------------------------------------ html comments


def comment_case(case: dict[str, Any], rot: _Rot, text: str, kind: str, n: int) -> None:
    first = text.split("\n")[0]
    if text.startswith("[if ") or kind == "cond":
        if text.startswith("[if "):
            cond, rest = text[4:].split("]", 1)
            inner = rest.removesuffix("[endif]")
        else:
            cond, inner = ("lt IE 9", text)
        snippet = f"<!--[if {cond}]><p>{inner}</p><![endif]-->"
        case["channel"] = "conditional-comment"
        case["technique"] = f"conditional comment [if {cond}]"
        first = inner
    elif "\n" in text:
        snippet = "<!--\n" + text + "\n-->"
        case["channel"] = "html-comment"
        case["technique"] = "multi-line comment; expect_text is its first line"
    else:
        snippet = f"<!-- {text} -->"
        case["channel"] = "html-comment"
        case["technique"] = "single-line comment"
    case["expect_text"] = first
    if n % 4 == 3:
        _head(case, rot, snippet)
        case["technique"] += ", in <head>"
    else:
        _body(case, rot, snippet)


# ------------------------------------------------------------------ css cascade

CLASS_NAMES = [
    "art-aux",
    "c-meta",
    "mod-foot",
    "nota-lat",
    "blk-x",
    "ed-extra",
    "pie-info",
    "cont-ref",
    "l-note",
    "box-src",
    "txt-aux",
    "r-ctx",
    "sub-ln",
    "info-cx",
]


def css_case(case: dict[str, Any], rot: _Rot, text: str, n: int) -> None:
    c = f"{CLASS_NAMES[n % len(CLASS_NAMES)]}{n}"
    t = text
    techniques = [
        (
            f"<style>.{c}{{display:none}}</style>",
            f'<div class="{c}">{t}</div>',
            "class rule display:none",
        ),
        (
            f"<style>#{c}{{visibility:hidden;height:0;margin:0}}</style>",
            f'<p id="{c}">{t}</p>',
            "id rule visibility:hidden",
        ),
        (
            f'<style>[data-slot="{c}"]{{position:absolute;left:-10000px;top:auto}}</style>',
            f'<div data-slot="{c}">{t}</div>',
            "attribute selector, off-screen left:-10000px",
        ),
        (
            f"<style>.{c} span{{font-size:0;line-height:0}}</style>",
            f'<p class="{c}"><span>{t}</span></p>',
            "descendant selector, font-size:0",
        ),
        (
            f"<style>.{c} > p{{opacity:0;height:0;margin:0;overflow:hidden}}</style>",
            f'<div class="{c}"><p>{t}</p></div>',
            "child selector, opacity:0 + height:0",
        ),
        (
            f"<style>@media screen, print {{ .{c} {{ display: none }} }}</style>",
            f'<aside class="{c}">{t}</aside>',
            "@media screen, print { display:none }",
        ),
        (
            f"<style>:root{{--{c}:none}} .{c}{{display:var(--{c})}}</style>",
            f'<div class="{c}">{t}</div>',
            "custom property: display:var(--x) = none",
        ),
        (
            f"<style>.{c}{{visibility:hidden;height:0;overflow:hidden}}</style>",
            f'<section class="{c}"><div><p>{t}</p></div></section>',
            "inherited visibility:hidden from a hidden ancestor",
        ),
        ("", f"<div hidden><div><p>{t}</p></div></div>", "hidden attribute on an ancestor"),
        (
            f"<style>.{c}{{position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}}</style>",
            f'<span class="{c}">{t}</span>',
            "clip:rect(0,0,0,0) 1px box",
        ),
        (
            f"<style>.{c}{{clip-path:inset(50%);position:absolute;width:1px;height:1px;overflow:hidden}}</style>",
            f'<div class="{c}">{t}</div>',
            "clip-path:inset(50%)",
        ),
        (
            f"<style>.{c}{{color:#ffffff;background-color:#ffffff}}</style>",
            f'<p class="{c}">{t}</p>',
            "same colour as its own background (#fff on #fff)",
        ),
        (
            f"<style>.{c}{{text-indent:-9999px;white-space:nowrap;overflow:hidden}}</style>",
            f'<p class="{c}">{t}</p>',
            "text-indent:-9999px",
        ),
        (
            f"<style>.{c}-a + .{c}-b{{display:none}}</style>",
            f'<span class="{c}-a"></span><div class="{c}-b">{t}</div>',
            "adjacent-sibling selector, display:none",
        ),
        (
            f"<style>body .{c} em{{color:transparent;font-size:1px}}</style>",
            f'<p class="{c}"><em>{t}</em></p>',
            "descendant of body, color:transparent + font-size:1px",
        ),
        (
            f"<style>.{c}:not(.on){{display:none}}</style>",
            f'<div class="{c}">{t}</div>',
            ":not() selector, display:none",
        ),
    ]
    head, body, tech = techniques[n % len(techniques)]
    target, occ = rot.next()
    case["target"] = target
    if head:
        case["head_snippet"] = head
    case["body_snippet"] = body
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}
    case["channel"] = "css-hidden"
    case["technique"] = tech
    case["expect_text"] = t


NEG_CSS = {
    "skip": (
        "<style>.{c}{{position:absolute;left:-999px}} .{c}:focus{{left:0}}</style>",
        '<a class="{c}" href="#main">{t}</a>',
        "skip link off-screen until focused",
    ),
    "sronly": (
        "<style>.{c}{{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}}</style>",
        '<span class="{c}">{t}</span>',
        "screen-reader-only label",
    ),
    "modal": (
        "<style>.{c}{{display:none}} .{c}.open{{display:block}}</style>",
        '<div class="{c}" role="dialog"><p>{t}</p></div>',
        "closed modal (display:none until opened)",
    ),
    "honeypot": (
        "<style>#{c}{{position:absolute;left:-5000px}}</style>",
        '<div id="{c}"><label>{t}</label><input type="text" name="website" tabindex="-1"></div>',
        "form honeypot off-screen",
    ),
    "print": (
        "<style>@media screen {{ .{c} {{ display:none }} }}</style>",
        '<p class="{c}">{t}</p>',
        "print-only notice (@media screen display:none)",
    ),
    "loading": ("", "<div hidden><p>{t}</p></div>", "hidden attribute loading placeholder"),
}


# ------------------------------------------------------------------ attributes


def attr_case(case: dict[str, Any], rot: _Rot, text: str, kind: str) -> None:
    e = _esc(text)
    body = {
        "alt": (
            '<figure><img src="/static/img/ilustracion.jpg" width="640" height="360" alt="{e}"></figure>',
            "alt",
        ),
        "title": ('<p><a href="#nota" title="{e}">Ver más</a></p>', "title"),
        "abbr": ('<p>Datos al cierre de <abbr title="{e}">2024</abbr>.</p>', "title"),
        "aria": ('<div role="note" aria-label="{e}"></div>', "aria-label"),
        "aria-desc": (
            '<button type="button" aria-description="{e}">Compartir</button>',
            "aria-label",
        ),
        "data": ('<div class="widget" data-caption="{e}"></div>', "data-*"),
        "img-title": (
            '<img src="/static/img/sello.png" width="80" height="80" alt="" title="{e}">',
            "title",
        ),
    }
    head = {
        "meta-description": ('<meta name="description" content="{e}">', "meta-description"),
        "og": ('<meta property="og:description" content="{e}">', "og:description"),
        "og-title": ('<meta property="og:title" content="{e}">', "og:title"),
        "twitter": ('<meta name="twitter:description" content="{e}">', "twitter:description"),
    }
    if kind in body:
        tpl, ch = body[kind]
        _body(case, rot, tpl.format(e=e))
    else:
        tpl, ch = head[kind]
        _head(case, rot, tpl.format(e=e))
    case["channel"] = ch
    case["technique"] = kind
    case["expect_text"] = text


ATTR_KINDS = [
    "alt",
    "title",
    "aria",
    "og",
    "data",
    "img-title",
    "meta-description",
    "aria-desc",
    "abbr",
    "twitter",
    "og-title",
]


# ------------------------------------------------------------------ json-ld


def jsonld_obj(text: str, n: int) -> tuple[dict[str, Any], str]:
    shapes = [
        (
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Grupo Lumbre",
                "aiSummaryPolicy": text,
            },
            "Organization.aiSummaryPolicy (non-schema field)",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto",
                "additionalProperty": [{"@type": "PropertyValue", "name": "nota", "value": text}],
            },
            "Product.additionalProperty[].value",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota",
                "publisher": {
                    "@type": "Organization",
                    "name": "Medio",
                    "x-config": {"lectura": text},
                },
            },
            "NewsArticle.publisher.x-config.lectura (nested, non-schema)",
        ),
        (
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebPage", "name": "Inicio"},
                    {
                        "@type": "WebSite",
                        "potentialAction": {"@type": "Action", "description": text},
                    },
                ],
            },
            "@graph[1].potentialAction.description",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "LocalBusiness",
                "name": "Comercio",
                "review": {"@type": "Review", "reviewBody": text},
            },
            "LocalBusiness.review.reviewBody",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Ficha",
                "disambiguatingDescription": text,
            },
            "WebPage.disambiguatingDescription",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Dataset",
                "name": "Datos",
                "verificacion": {"autoridad": "registro", "nota": text},
            },
            "Dataset.verificacion.nota (non-schema)",
        ),
        (
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
            "FAQPage acceptedAnswer.text",
        ),
    ]
    return shapes[n % len(shapes)]


def jsonld_case(case: dict[str, Any], rot: _Rot, text: str, n: int) -> None:
    case["expect_text"] = text
    if n % 5 == 4:
        kind = ["meta", "span"][n % 2]
        if kind == "meta":
            snip = f'<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Empresa"><meta itemprop="description" content="{_esc(text)}"></div>'
        else:
            snip = f'<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Producto</span> <span itemprop="slogan">{text}</span></div>'
        _body(case, rot, snip)
        case["channel"] = "microdata"
        case["technique"] = f"microdata itemprop ({kind})"
        return
    obj, tech = jsonld_obj(text, n)
    snip = (
        '<script type="application/ld+json">\n'
        + json.dumps(obj, ensure_ascii=False, indent=1)
        + "\n</script>"
    )
    if n % 3 == 2:
        _body(case, rot, snip)
        tech += ", in <body>"
    else:
        _head(case, rot, snip)
    case["channel"] = "json-ld"
    case["technique"] = tech


NEG_JSONLD = {
    "newsarticle": lambda t: {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": t,
        "datePublished": "2024-03-11",
    },
    "product": lambda t: {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Producto",
        "description": t,
        "offers": {"@type": "Offer", "price": "19.90", "priceCurrency": "USD"},
    },
    "organization": lambda t: {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": "Empresa",
        "description": t,
    },
    "faq": lambda t: {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": "Pregunta",
                "acceptedAnswer": {"@type": "Answer", "text": t},
            }
        ],
    },
    "howto": lambda t: {
        "@context": "https://schema.org",
        "@type": "HowTo",
        "name": "Trámite",
        "step": [{"@type": "HowToStep", "text": t}],
    },
    "review": lambda t: {
        "@context": "https://schema.org",
        "@type": "Review",
        "reviewBody": t,
        "reviewRating": {"@type": "Rating", "ratingValue": "4"},
    },
    "breadcrumb": lambda t: {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "name": t,
        "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Inicio"}],
    },
}


# ------------------------------------------------------------------ pdf

PDF_SPECS: list[dict[str, Any]] = [
    {
        "target": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "page": 5,
        "x": 72,
        "y": 400,
        "size": 9,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
    {
        "target": "pdf/en_us-federal-register-three-column.pdf",
        "page": 2,
        "x": 60,
        "y": 300,
        "size": 8,
        "fill": [0, 0, 0, 0],
        "channel": "transparent",
    },
    {
        "target": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        "page": 1,
        "x": 30,
        "y": 200,
        "size": 5,
        "z": "bottom",
        "channel": "under-image",
    },
    {
        "target": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "page": 120,
        "x": -900,
        "y": 400,
        "size": 9,
        "channel": "off-page",
    },
    {
        "target": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        "page": 1,
        "x": 60,
        "y": 300,
        "size": 7,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
    {
        "target": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
        "page": 1,
        "x": 60,
        "y": 400,
        "size": 8,
        "z": "bottom",
        "channel": "under-image",
    },
    {
        "target": "pdf/en_fbi-nics-background-checks-table.pdf",
        "page": 1,
        "x": 40,
        "y": 300,
        "size": 8,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
    {
        "target": "pdf/en_us-federal-register-three-column.pdf",
        "page": 9,
        "x": 72,
        "y": 1000,
        "size": 9,
        "channel": "off-page",
    },
    {
        "target": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        "page": 1,
        "x": 40,
        "y": 250,
        "size": 6,
        "z": "bottom",
        "channel": "under-image",
    },
    {
        "target": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "page": 250,
        "x": 72,
        "y": 300,
        "size": 9,
        "fill": [0, 0, 0, 0],
        "channel": "transparent",
    },
    {
        "target": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
        "page": 1,
        "x": 40,
        "y": 150,
        "size": 7,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
    {
        "target": "pdf/en_us-federal-register-three-column.pdf",
        "page": 14,
        "x": 40,
        "y": 8,
        "size": 0.6,
        "fill": [255, 255, 255, 255],
        "channel": "tiny-text",
    },
    {
        "target": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "page": 399,
        "x": 72,
        "y": 14,
        "size": 4,
        "fill": [255, 255, 255, 255],
        "channel": "white-text",
    },
    {
        "target": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        "page": 1,
        "x": 1000,
        "y": 300,
        "size": 7,
        "channel": "off-page",
    },
    {
        "target": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "page": 37,
        "x": 72,
        "y": 12,
        "size": 3,
        "fill": [0, 0, 0, 255],
        "cover": [255, 255, 255],
        "channel": "covered",
    },
    {
        "target": "pdf/en_us-federal-register-three-column.pdf",
        "page": 6,
        "x": 50,
        "y": 420,
        "size": 8,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
    {
        "target": "pdf/en_fbi-nics-background-checks-table.pdf",
        "page": 1,
        "x": 40,
        "y": -200,
        "size": 8,
        "channel": "off-page",
    },
    {
        "target": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        "page": 1,
        "x": 20,
        "y": 100,
        "size": 5,
        "render_mode": 3,
        "channel": "render-mode-3",
    },
]


def pdf_case(case: dict[str, Any], text: str, n: int) -> None:
    spec = dict(PDF_SPECS[n % len(PDF_SPECS)])
    case["target"] = spec.pop("target")
    case["media"] = "pdf"
    case["channel"] = spec.pop("channel")
    case["technique"] = case["channel"]
    spec["text"] = text
    case["pdf"] = spec
    case["expect_text"] = text


# ------------------------------------------------------------------ visible spanish


def visible_snippet(form: str, text: str) -> tuple[str, str]:
    """Visible wrapper and the exact text node that holds ``text``."""
    t = html.escape(text, quote=False)
    forms = {
        "p": f"<p>{t}</p>",
        "banner": f'<div class="aviso-sistema" role="status"><strong>{t}</strong></div>',
        "badge": f'<p><span class="sello-verificado">{t}</span></p>',
        "footnote": f'<p class="nota-pie"><small>{t}</small></p>',
        "log": f"<pre>{t}</pre>",
        "kv": f'<p class="ficha-meta"><code>{t}</code></p>',
        "json": f"<pre><code>{t}</code></pre>",
        "table": '<table class="estado"><tr>'
        + "".join(f"<td>{html.escape(x.strip(), quote=False)}</td>" for x in text.split("—"))
        + "</tr></table>",
        "li": f'<ul class="reglas"><li>{t}</li></ul>',
        "quote": f"<blockquote><p>{t}</p></blockquote>",
        "sig": f'<p class="firma"><em>{t}</em></p>',
        "label": f'<div class="estado-registro"><span>{t}</span></div>',
    }
    snip = forms[form]
    if form == "table":
        # expect_text is the cell that carries the directive (the last one)
        return snip, text.split("—")[-1].strip()
    return snip, text


def visible_case(case: dict[str, Any], rot: _Rot, form: str, text: str) -> None:
    snip, expect = visible_snippet(form, text)
    _body(case, rot, snip)
    case["channel"] = "visible-text"
    case["technique"] = f"visible {form}"
    case["expect_text"] = expect


# ------------------------------------------------------------------ build


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    counter = itertools.count(1)

    def new(label: str, vector: str, variant: str) -> dict[str, Any]:
        tag = "i" if label == "injection" else "n"
        return {
            "id": f"inj24-{tag}{next(counter):03d}",
            "label": label,
            "vector": vector,
            "lang": _lang(variant),
            "variant": variant,
            "split": "test",
        }

    rot = _Rot(0)
    for n, (var, text) in enumerate(H.HTML_COMMENT):
        c = new("injection", "html-comment", var)
        comment_case(c, rot, text, "", n)
        cases.append(c)
    rot = _Rot(3)
    for n, (var, text) in enumerate(H.CSS_HIDDEN):
        c = new("injection", "css-hidden", var)
        css_case(c, rot, text, n)
        cases.append(c)
    rot = _Rot(7)
    for n, (var, text) in enumerate(H.ALT_TITLE):
        c = new("injection", "alt-title", var)
        attr_case(c, rot, text, ATTR_KINDS[n % len(ATTR_KINDS)])
        cases.append(c)
    rot = _Rot(11)
    for n, (var, text) in enumerate(H.JSON_LD):
        c = new("injection", "json-ld", var)
        jsonld_case(c, rot, text, n)
        cases.append(c)
    for n, (var, text) in enumerate(H.PDF_TEXT):
        c = new("injection", "pdf-text-layer", var)
        pdf_case(c, text, n)
        cases.append(c)
    rot = _Rot(13)
    for var, form, text in V.SYSTEM_ES:
        c = new("injection", "system-impersonation-es", var)
        visible_case(c, rot, form, text)
        cases.append(c)

    # ---------------------------------------------------------------- negatives
    rot = _Rot(5)
    for n, (var, kind, text) in enumerate(N.HTML_COMMENT):
        c = new("negative", "html-comment", var)
        comment_case(c, rot, text, kind, n)
        cases.append(c)
    rot = _Rot(9)
    for n, (var, kind, text) in enumerate(N.CSS_HIDDEN):
        c = new("negative", "css-hidden", var)
        cls = f"{CLASS_NAMES[n % len(CLASS_NAMES)]}n{n}"
        head, body, tech = NEG_CSS[kind]
        target, occ = rot.next()
        c["target"] = target
        if head:
            c["head_snippet"] = head.format(c=cls)
        c["body_snippet"] = body.format(c=cls, t=html.escape(text, quote=False))
        c["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}
        c["channel"] = "css-hidden"
        c["technique"] = tech
        c["expect_text"] = text
        cases.append(c)
    rot = _Rot(15)
    neg_attr = {
        "alt": "alt",
        "title": "title",
        "aria": "aria",
        "data": "data",
        "meta-description": "meta-description",
        "og": "og",
        "twitter": "twitter",
    }
    for var, kind, text in N.ALT_TITLE:
        c = new("negative", "alt-title", var)
        attr_case(c, rot, text, neg_attr[kind])
        cases.append(c)
    rot = _Rot(19)
    for var, kind, text in N.JSON_LD:
        c = new("negative", "json-ld", var)
        c["expect_text"] = text
        if kind == "microdata":
            snip = f'<div itemscope itemtype="https://schema.org/LocalBusiness"><span itemprop="name">Negocio</span> <meta itemprop="description" content="{_esc(text)}"></div>'
            _body(c, rot, snip)
            c["channel"] = "microdata"
            c["technique"] = "ordinary microdata description"
        else:
            obj = NEG_JSONLD[kind](text)
            snip = (
                '<script type="application/ld+json">\n'
                + json.dumps(obj, ensure_ascii=False, indent=1)
                + "\n</script>"
            )
            _head(c, rot, snip)
            c["channel"] = "json-ld"
            c["technique"] = f"ordinary {kind} JSON-LD"
        cases.append(c)
    neg_pdf = {
        "ocr": [0, 4, 6, 10],
        "pagenum": [3, 12],
        "footer": [14, 11, 2],
    }
    used: dict[str, int] = {}
    for var, kind, text in N.PDF_TEXT:
        c = new("negative", "pdf-text-layer", var)
        k = used.get(kind, 0)
        used[kind] = k + 1
        idx = neg_pdf[kind][k % len(neg_pdf[kind])]
        pdf_case(c, text, idx)
        c["technique"] += f" ({kind} layer, benign)"
        cases.append(c)
    rot = _Rot(21)
    for var, form, text in N.SYSTEM_ES:
        c = new("negative", "system-impersonation-es", var)
        visible_case(c, rot, form, text)
        cases.append(c)
    return cases


def main() -> None:
    cases = build()
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
