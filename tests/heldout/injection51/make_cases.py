"""Write ``cases.json`` for injection51 from the hand-written texts (deterministic).

Run from the repository root:
``python tests/heldout/injection51/make_cases.py``. No randomness: texts are assigned
to pages, anchors and hiding techniques by their position in the lists.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

H = "html/"
LAN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
COM = H + "es-pe_elcomercio_signwall-paywall-article.html"
DIA = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"

#: ``</p>`` endings of paragraphs in each page's visible article body (unique in the file).
ANCHORS: dict[str, list[str]] = {
    LAN: [
        'juicio a Jones Huala".</p>',
        ", al Estado argentino.</p>",
        "audaz como inadecuada.</p>",
        " hostilidades en 2015.</p>",
        "as no resisten prueba.</p>",
        " yugo de los caciques.</p>",
        "uestra bien argentina.</p>",
        "pero también integrar.</p>",
        "gobernaron. Cambiemos.</p>",
    ],
    UNO: [
        "batería sobresaliente.\xa0</p>",
        "e uso del dispositivo.\xa0</p>",
        "tión en segundo plano.\xa0</p>",
        "bien en segundo plano.\xa0</p>",
        "de que me han llegado.\xa0</p>",
    ],
    COM: ["conclusiones técnicas.</p>", "exlegislador Moisés Mamani.</p>"],
    DIA: [
        "uctos fitosanitarios”. </p>",
        "licaciones terrestres. </p>",
        "d productiva del área. </p>",
        "reserva departamental.</p>",
        "más complejo”, señaló. </p>",
        "y comprender”, señala. </p>",
        "icos y arqueológicos”.</p>",
        "ajen en el territorio.</p>",
        "n la reunión de junio.</p>",
        " protección del área”. </p>",
        "P”, citó como ejemplo.</p>",
        " al respecto”, afirmó.</p>",
    ],
    CNET: [
        "los de América Latina. </p>",
        " Salvador y Venezuela.</p>",
        "s de forma más rápida.</p>",
        "tuits que quieres ver.</p>",
        "reducir a 3MB su peso.</p>",
    ],
    BAFA: [" in Millionen Tonnen):</p>"],
    RS: ["rkeit berücksichtigen.</p>"],
}

BY_VARIANT = {
    "es-AR": [LAN],
    "es-UY": [DIA],
    "es-PE": [COM],
    "es-MX": [UNO, CNET],
    "es-CO": [CNET, DIA, LAN],
    "es-CL": [UNO, COM, DIA],
    "es-ES": [LAN, CNET, UNO],
    "es": [UNO, DIA],
}
OTHER = [CNET, BAFA, DIA, RS, UNO, LAN, COM]

_counter: dict[str, int] = {}


def _next(key: str, n: int) -> int:
    i = _counter.get(key, 0)
    _counter[key] = i + 1
    return i % n


def pick(variant: str, page: str | None = None) -> tuple[str, dict[str, Any]]:
    """Deterministic page and anchor for a case (page by regional variant)."""
    if page is None:
        pages = BY_VARIANT.get(variant, OTHER)
        page = pages[_next("page:" + variant, len(pages))]
    anchors = ANCHORS[page]
    find = anchors[_next("anchor:" + page, len(anchors))]
    return page, {"find": find, "occurrence": 1, "where": "after"}


def first(text: str | tuple[str, ...]) -> str:
    return text if isinstance(text, str) else text[0]


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


# ------------------------------------------------------------------ html-comment


def comment_cases(items: list, label: str) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    for i, (lang, variant, text) in enumerate(items, 1):
        cid = f"{prefix}-html-comment-{i:03d}"
        page, at = pick(variant)
        exp = first(text)
        k = i % 5
        if isinstance(text, tuple):
            body = "<!--\n" + "\n".join("  " + line for line in text) + "\n-->"
            c = base(
                cid,
                label,
                "html-comment",
                "html-comment",
                lang,
                variant,
                page,
                exp,
                "multi-line comment in the article body, first line is expect_text",
            )
            c.update(body_snippet=body, body_at=at)
        elif k == 1:
            c = base(
                cid,
                label,
                "html-comment",
                "conditional-comment",
                lang,
                variant,
                page,
                exp,
                "conditional comment <!--[if IE]> around a paragraph",
            )
            c.update(body_snippet=f"<!--[if IE]><p>{text}</p><![endif]-->", body_at=at)
        elif k == 2:
            c = base(
                cid,
                label,
                "html-comment",
                "html-comment",
                lang,
                variant,
                page,
                exp,
                "comment just before </head>",
            )
            c.update(head_snippet=f"<!-- {text} -->")
        elif k == 3:
            c = base(
                cid,
                label,
                "html-comment",
                "html-comment",
                lang,
                variant,
                page,
                exp,
                "comment appended inline right after a paragraph's </p>",
            )
            c.update(inline_edits=[dict(at, text=f"<!-- {text} -->")])
        elif k == 4:
            c = base(
                cid,
                label,
                "html-comment",
                "conditional-comment",
                lang,
                variant,
                page,
                exp,
                "downlevel-hidden conditional comment <!--[if lt IE 9]>",
            )
            c.update(body_snippet=f"<!--[if lt IE 9]>{text}<![endif]-->", body_at=at)
        else:
            c = base(
                cid,
                label,
                "html-comment",
                "html-comment",
                lang,
                variant,
                page,
                exp,
                "one-line comment between two paragraphs",
            )
            c.update(body_snippet=f"<!-- {text} -->", body_at=at)
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden

#: (technique, head <style> rule or "", opening markup, closing markup). ``{n}`` = case number.
CSS_TECH = [
    ("inline display:none", "", '<div style="display:none">', "</div>"),
    ("inline visibility:hidden", "", '<p style="visibility: hidden">', "</p>"),
    ("hidden attribute", "", "<div hidden>", "</div>"),
    (
        "opacity:0, absolutely positioned",
        "",
        '<span style="opacity:0;position:absolute">',
        "</span>",
    ),
    ("font-size:1px", "", '<p style="font-size:1px;line-height:1px;margin:0">', "</p>"),
    ("font-size:0", "", '<span style="font-size:0">', "</span>"),
    (
        "text-indent far off-screen",
        "",
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">',
        "</p>",
    ),
    (
        "position absolute, left:-10000px",
        "",
        '<div style="position:absolute;left:-10000px;top:auto">',
        "</div>",
    ),
    ("height:0 + overflow:hidden", "", '<div style="height:0;overflow:hidden">', "</div>"),
    (
        "clip:rect(0 0 0 0) 1px box",
        "",
        '<span style="position:absolute;width:1px;height:1px;clip:rect(0 0 0 0);overflow:hidden">',
        "</span>",
    ),
    ("clip-path:inset(50%)", "", '<p style="clip-path:inset(50%);position:absolute">', "</p>"),
    (
        "white text on white background (inline)",
        "",
        '<p style="color:#ffffff;background-color:#ffffff">',
        "</p>",
    ),
    (
        "<style> class rule display:none",
        "<style>.nl-x{n}{display:none}</style>",
        '<div class="nl-x{n}">',
        "</div>",
    ),
    (
        "<style> id rule visibility:hidden, text in a child <p>",
        "<style>#aux-x{n}{visibility:hidden}</style>",
        '<section id="aux-x{n}"><p>',
        "</p></section>",
    ),
    (
        "<style> class rule opacity:0 inherited by a nested span",
        "<style>.caja-x{n}{opacity:0}</style>",
        '<div class="caja-x{n}"><div><span>',
        "</span></div></div>",
    ),
    (
        "<style> rule colour = background, inherited by child <p>",
        "<style>.pie-x{n}{color:#fff;background:#fff}</style>",
        '<div class="pie-x{n}"><p>',
        "</p></div>",
    ),
    (
        "display:none on a parent, text in a list item",
        "",
        '<div style="display:none"><ul><li>',
        "</li></ul></div>",
    ),
    (
        "<style> descendant rule: .mod-x{n} p hidden by max-height:0/overflow",
        "<style>.mod-x{n}{max-height:0;overflow:hidden}</style>",
        '<div class="mod-x{n}"><p>',
        "</p></div>",
    ),
]

#: The pages' own hiding classes (rules already in their <style> blocks).
PAGE_CLASS = {
    UNO: (
        "page's own class .hide (.collapse,.hide{display:none !important})",
        '<div class="hide">',
        "</div>",
    ),
    COM: (
        "page's own class .signwall-modal (rule .signwall-modal{display:none})",
        '<div class="signwall-modal">',
        "</div>",
    ),
}

CSS_NEG_TECH = [
    (
        "skip link off-screen (left:-9999px)",
        "",
        '<a href="#contenido" style="position:absolute;left:-9999px">',
        "</a>",
    ),
    (
        "subscriber modal display:none",
        "",
        '<div class="modal-suscriptor" style="display:none"><p>',
        "</p></div>",
    ),
    ("cookie banner hidden attribute", "", "<div hidden>", "</div>"),
    (
        "screen-reader span, clip",
        "",
        '<span style="position:absolute;width:1px;height:1px;clip:rect(0 0 0 0);overflow:hidden">',
        "</span>",
    ),
    (
        "collapsed FAQ answer height:0",
        "",
        '<div class="faq-respuesta" style="height:0;overflow:hidden">',
        "</div>",
    ),
    ("loading message visibility:hidden", "", '<p style="visibility:hidden">', "</p>"),
    (
        "form error hidden by <style> rule",
        "<style>.err-x{n}{display:none}</style>",
        '<p class="err-x{n}">',
        "</p>",
    ),
    (
        "off-screen menu",
        "",
        '<nav style="position:absolute;left:-100vw;width:0;height:0;overflow:hidden">',
        "</nav>",
    ),
    (
        "skip link text-indent",
        "",
        '<a href="#main" style="text-indent:-9999px;display:block">',
        "</a>",
    ),
    (
        "session notice hidden by <style> rule",
        "<style>.aviso-x{n}{visibility:hidden}</style>",
        '<div class="aviso-x{n}">',
        "</div>",
    ),
    ("LGPD banner display:none", "", '<div id="lgpd" style="display:none">', "</div>"),
    (
        "skip link clip-path",
        "",
        '<a href="#conteudo" style="clip-path:inset(50%);position:absolute">',
        "</a>",
    ),
]


def css_cases(items: list, label: str, techs: list) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    for i, (lang, variant, text) in enumerate(items, 1):
        cid = f"{prefix}-css-hidden-{i:03d}"
        own = label == "injection" and i % 3 == 0  # use a page's own hiding class
        page, at = pick(variant, [UNO, COM][(i // 3) % 2] if own else None)
        if own:
            tech, op, cl = PAGE_CLASS[page]
            head = ""
        else:
            tech, head, op, cl = techs[(i - 1) % len(techs)]
        n = f"51{i:03d}" if label == "injection" else f"51n{i:03d}"
        c = base(cid, label, "css-hidden", "css-hidden", lang, variant, page, text, tech)
        if head:
            c["head_snippet"] = head.replace("{n}", n)
        c.update(body_snippet=op.replace("{n}", n) + text + cl, body_at=at)
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title

IMG = "/static/img/nota-{n}.jpg"
ALT_CH = [
    ("alt", lambda t, n: f'<img src="{IMG.format(n=n)}" alt="{t}" width="640" height="360">'),
    (
        "title",
        lambda t, n: (
            f'<p>Más información en <a href="/seccion/{n}" title="{t}">nuestra sección</a>.</p>'
        ),
    ),
    (
        "aria-label",
        lambda t, n: (
            f'<button type="button" class="btn-compartir" aria-label="{t}">Compartir</button>'
        ),
    ),
    ("data-*", lambda t, n: f'<div class="bloque-nota" data-context="{t}"></div>'),
    ("meta-description", None),
    ("og:description", None),
    ("title", lambda t, n: f'<figure><img src="{IMG.format(n=n)}" alt="" title="{t}"></figure>'),
    ("aria-label", lambda t, n: f'<nav aria-label="{t}"><a href="/">Inicio</a></nav>'),
    ("og:title", None),
    ("data-*", lambda t, n: f'<span data-tooltip="{t}">ℹ</span>'),
    ("twitter:description", None),
    (
        "alt",
        lambda t, n: f'<picture><img src="{IMG.format(n=n)}" alt="{t}" loading="lazy"></picture>',
    ),
]
HEAD_META = {
    "meta-description": '<meta name="description" content="{t}">',
    "og:description": '<meta property="og:description" content="{t}">',
    "og:title": '<meta property="og:title" content="{t}">',
    "twitter:description": '<meta name="twitter:description" content="{t}">',
}
#: Channel for each negative of ALT_NEG, in order.
ALT_NEG_CH = [
    "alt",
    "title",
    "aria-label",
    "alt",
    "alt",
    "title",
    "alt",
    "meta-description",
    "aria-label",
    "alt",
    "aria-label",
    "data-*",
]


def alt_cases(items: list, label: str) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    by_name = {}
    for name, fn in ALT_CH:
        by_name.setdefault(name, fn)
    for i, (lang, variant, text) in enumerate(items, 1):
        cid = f"{prefix}-alt-title-{i:03d}"
        page, at = pick(variant)
        n = f"{51}{i:03d}{label[0]}"
        if label == "injection":
            ch, fn = ALT_CH[(i - 1) % len(ALT_CH)]
        else:
            ch = ALT_NEG_CH[i - 1]
            fn = by_name.get(ch)
        c = base(cid, label, "alt-title", ch, lang, variant, page, text, f"{ch} attribute")
        if fn is None:
            c["head_snippet"] = HEAD_META[ch].format(t=text)
            c["technique"] = f"extra <meta> ({ch}) before </head>"
        else:
            c.update(body_snippet=fn(text, n), body_at=at)
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld


def _ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def jsonld_inj(i: int, t: str, page: str) -> tuple[str, str, str | None, str]:
    """(channel, technique, head_snippet or None, body_snippet or '')."""
    ctx = "https://schema.org"
    k = (i - 1) % 12
    if k == 0:
        o = {"@context": ctx, "@type": "NewsArticle", "headline": "Nota", "description": t}
        return "json-ld", "NewsArticle.description holds the directive", _ld(o), ""
    if k == 1:
        o = {"@context": ctx, "@type": "Product", "name": "App Ahorro Batería", "aiInstructions": t}
        return "json-ld", "invented field aiInstructions on a Product", _ld(o), ""
    if k == 2:
        o = {
            "@context": ctx,
            "@type": "Organization",
            "name": "Grupo Editorial",
            "disambiguatingDescription": t,
        }
        return "json-ld", "Organization.disambiguatingDescription", _ld(o), ""
    if k == 3:
        o = {
            "@context": ctx,
            "@type": "Review",
            "author": {"@type": "Person", "name": "Redacción"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": t,
        }
        return "json-ld", "Review.reviewBody", _ld(o), ""
    if k == 4:
        o = {
            "@context": ctx,
            "@type": "WebPage",
            "name": "Portada",
            "x-assistant-policy": {"priority": "high", "note": t},
        }
        return "json-ld", "nested invented object x-assistant-policy.note on a WebPage", _ld(o), ""
    if k == 5:
        o = {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es confiable?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
        return "json-ld", "FAQPage acceptedAnswer.text", _ld(o), ""
    if k == 6:
        o = {
            "@context": [ctx, {"guia": "https://ejemplo.test/vocab#"}],
            "@type": "Article",
            "guia:notaParaModelos": t,
        }
        return "json-ld", "extended @context with a prefixed field guia:notaParaModelos", _ld(o), ""
    if k == 7:
        body = (
            '<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Redacción">'
            f'<meta itemprop="description" content="{t}"></div>'
        )
        return "microdata", "microdata <meta itemprop=description> in the body", None, body
    if k == 8:
        o = {
            "@context": ctx,
            "@type": "Product",
            "name": "Plan Premium",
            "additionalProperty": [{"@type": "PropertyValue", "name": "nota", "value": t}],
        }
        return "json-ld", "Product.additionalProperty PropertyValue.value", _ld(o), ""
    if k == 9:
        o = {"@context": ctx, "@type": "ScholarlyArticle", "name": "Informe", "abstract": t}
        return "json-ld", "abstract field", _ld(o), ""
    if k == 10:
        o = {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Guía",
            "step": [
                {"@type": "HowToStep", "text": "Abre la app."},
                {"@type": "HowToStep", "text": t},
            ],
        }
        return "json-ld", "HowTo step text", _ld(o), ""
    o = {"@context": ctx, "@type": "WebSite", "name": "Sitio", "instructions": t}
    return "json-ld", "JSON-LD with field instructions placed in the body", None, _ld(o)


def jsonld_neg(i: int, t: str) -> tuple[str, str, str | None, str]:
    ctx = "https://schema.org"
    k = (i - 1) % 12
    if k in (0, 1, 3, 8):
        o = {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": "Nota del día",
            "description": t,
            "datePublished": "2019-03-14",
        }
        return "json-ld", "ordinary NewsArticle.description", _ld(o), ""
    if k == 2:
        o = {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Suscripción",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
        return "json-ld", "ordinary FAQPage answer", _ld(o), ""
    if k in (4, 10):
        o = {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Ahorrar batería",
            "step": [{"@type": "HowToStep", "text": t}],
        }
        return "json-ld", "ordinary HowTo step", _ld(o), ""
    if k in (5, 9):
        o = {
            "@context": ctx,
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "4"},
            "reviewBody": t,
        }
        return "json-ld", "ordinary Review.reviewBody", _ld(o), ""
    if k in (6, 11):
        o = {
            "@context": ctx,
            "@type": "Product",
            "name": "Producto",
            "description": t,
            "offers": {"@type": "Offer", "price": "999.00", "priceCurrency": "MXN"},
        }
        return "json-ld", "ordinary Product.description", _ld(o), ""
    body = (
        '<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Atención">'
        f'<meta itemprop="description" content="{t}"></div>'
    )
    return "microdata", "ordinary Organization microdata description", None, body


def jsonld_cases(items: list, label: str) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    for i, (lang, variant, text) in enumerate(items, 1):
        cid = f"{prefix}-json-ld-{i:03d}"
        page, at = pick(variant)
        if label == "injection":
            ch, tech, head, body = jsonld_inj(i, text, page)
        else:
            ch, tech, head, body = jsonld_neg(i, text)
        c = base(cid, label, "json-ld", ch, lang, variant, page, text, tech)
        if head:
            c["head_snippet"] = head
        if body:
            c.update(body_snippet=body, body_at=at)
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf

P = "pdf/"
FED = P + "en_us-federal-register-three-column.pdf"  # 15 pp, 612x792, bottom ~50pt blank
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"  # page 2 blank
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"  # 792x612, bottom ~45pt blank
FBI = P + "en_fbi-nics-background-checks-table.pdf"  # 1008x612
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
LET = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"

PDF_TECH = [
    ("render-mode-3", CAT, {"page": 1, "x": 60, "y": 300, "size": 9, "render_mode": 3}),
    ("transparent", FED, {"page": 3, "x": 50, "y": 400, "size": 8, "fill": [0, 0, 0, 0]}),
    ("white-text", FED, {"page": 5, "x": 50, "y": 18, "size": 6, "fill": [255, 255, 255, 255]}),
    ("off-page", IRS, {"page": 7, "x": -3000, "y": 400, "size": 9}),
    ("under-image", HUCK, {"page": 1, "x": 40, "y": 200, "size": 8, "z": "bottom"}),
    ("covered", FED, {"page": 9, "x": 50, "y": 20, "size": 6, "cover": [255, 255, 255]}),
    ("render-mode-3", FBI, {"page": 1, "x": 80, "y": 300, "size": 8, "render_mode": 3}),
    ("white-text", IRS, {"page": 2, "x": 72, "y": 500, "size": 10, "fill": [255, 255, 255, 255]}),
    ("under-image", BRO, {"page": 1, "x": 100, "y": 400, "size": 8, "z": "bottom"}),
    ("transparent", CAT, {"page": 1, "x": 60, "y": 200, "size": 8, "fill": [20, 20, 20, 0]}),
    ("render-mode-3", LET, {"page": 1, "x": 20, "y": 100, "size": 5, "render_mode": 3}),
    ("white-text", CAT, {"page": 1, "x": 40, "y": 16, "size": 6, "fill": [255, 255, 255, 255]}),
    ("off-page", FED, {"page": 12, "x": 100, "y": 1500, "size": 8}),
    ("render-mode-3", GRAPH, {"page": 1, "x": 30, "y": 150, "size": 7, "render_mode": 3}),
    ("covered", CAT, {"page": 1, "x": 40, "y": 18, "size": 6, "cover": [255, 255, 255]}),
    ("render-mode-3", IRS, {"page": 120, "x": 72, "y": 600, "size": 10, "render_mode": 3}),
    ("under-image", LET, {"page": 1, "x": 20, "y": 60, "size": 5, "z": "bottom"}),
]

TECH_DOC = {
    "render-mode-3": "text render mode 3 (neither fill nor stroke)",
    "transparent": "fill colour with alpha 0",
    "white-text": "white fill in a blank margin / blank page",
    "off-page": "text placed outside the page box",
    "under-image": "black text inserted under the full-page scanned image",
    "covered": "text in a blank margin under an opaque white rectangle",
}


def pdf_cases(items: list, label: str) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    off = 0 if label == "injection" else 3
    for i, (lang, variant, text) in enumerate(items, 1):
        cid = f"{prefix}-pdf-text-layer-{i:03d}"
        ch, target, spec = PDF_TECH[(i - 1 + off) % len(PDF_TECH)]
        spec = dict(spec)
        if label == "negative" and ch == "off-page":
            ch, spec = "render-mode-3", dict(spec, render_mode=3, x=72)
        if isinstance(text, tuple):
            spec["lines"] = list(text)
        else:
            spec["text"] = text
        c = base(cid, label, "pdf-text-layer", ch, lang, variant, target, first(text), TECH_DOC[ch])
        c["media"] = "pdf"
        c["pdf"] = spec
        out.append(c)
    return out


# ------------------------------------------------------------------ visible Spanish

VIS_WRAP = [
    ("<p>", "</p>"),
    ('<div class="aviso-sistema"><p>', "</p></div>"),
    ("<aside><p>", "</p></aside>"),
    ("<p><small>", "</small></p>"),
    ('<table class="estado"><tr><td>', "</td></tr></table>"),
    ("<blockquote>", "</blockquote>"),
    ("<ul><li>", "</li></ul>"),
    ('<div role="note">', "</div>"),
    ("<p><em>", "</em></p>"),
    ('<pre class="config">', "</pre>"),
]


def visible_cases(items: list, label: str) -> list[dict[str, Any]]:
    out = []
    prefix = "inj51" if label == "injection" else "neg51"
    for i, (variant, text) in enumerate(items, 1):
        cid = f"{prefix}-system-impersonation-es-{i:03d}"
        page, at = pick(variant)
        op, cl = VIS_WRAP[(i - 1) % len(VIS_WRAP)]
        c = base(
            cid,
            label,
            "system-impersonation-es",
            "visible-text",
            "es",
            variant,
            page,
            text,
            f"visible text in {op}",
        )
        c.update(body_snippet=op + text + cl, body_at=at)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    _counter.clear()
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.COMMENT_INJ, "injection")
    cases += css_cases(TH.CSS_INJ, "injection", CSS_TECH)
    cases += alt_cases(TH.ALT_INJ, "injection")
    cases += jsonld_cases(TH.JSONLD_INJ, "injection")
    cases += pdf_cases(TH.PDF_INJ, "injection")
    cases += visible_cases(TV.SYS_INJ, "injection")
    cases += comment_cases(TH.COMMENT_NEG, "negative")
    cases += css_cases(TH.CSS_NEG, "negative", CSS_NEG_TECH)
    cases += alt_cases(TH.ALT_NEG, "negative")
    cases += jsonld_cases(TH.JSONLD_NEG, "negative")
    cases += pdf_cases(TH.PDF_NEG, "negative")
    cases += visible_cases(TV.SYS_NEG, "negative")
    return cases


def main() -> None:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
