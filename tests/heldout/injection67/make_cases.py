"""Build ``cases.json`` for the held-out corpus injection67 (deterministic).

Run from the repository root:
``PYTHONPATH=. .venv/bin/python tests/heldout/injection67/make_cases.py``.
It reads the captures only to make sure that every anchor occurs exactly once.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from texts_hidden import (  # noqa: E402
    ALT_INJ,
    ALT_NEG,
    COMMENT_INJ,
    COMMENT_NEG,
    CSS_INJ,
    CSS_NEG,
    JSONLD_INJ,
    JSONLD_NEG,
    PDF_INJ,
    PDF_NEG,
)
from texts_visible import VIS_INJ, VIS_NEG  # noqa: E402

NB = "\u00a0"

# Paragraph ends in the visible article body of each page ("vis") and, for hidden
# vectors only, further paragraph ends ("more").
PAGES: dict[str, dict[str, Any]] = {
    "lanacion": {
        "target": "html/es-ar_lanacion_opinion-article.html",
        "vis": [
            "Imrali.</p>",
            "al Estado argentino.</p>",
            "tan audaz como inadecuada.</p>",
            "hostilidades en 2015.</p>",
            "no resisten prueba.</p>",
            "yugo de los caciques.</p>",
            "bien argentina.</p>",
            "pero también integrar.</p>",
        ],
        "more": [],
    },
    "unocero": {
        "target": "html/es-mx_unocero_tech-news-android-apps.html",
        "vis": [
            "culpa del fabricante. </p>",
            f"<strong>Doze</strong>.{NB}</p>",
            f"batería sobresaliente.{NB}</p>",
            f"la experiencia de uso del dispositivo.{NB}</p>",
            "Android 9 Pie</a></p>",
            "<strong>Sony</strong></li></ol></p>",
            f"han llegado.{NB}</p>",
            "una desventaja para la experiencia de uso.</p>",
        ],
        "more": [],
    },
    "elcomercio": {
        "target": "html/es-pe_elcomercio_signwall-paywall-article.html",
        "vis": [
            "miércoles 18 de mayo.</b></p>",
            "en sus conclusiones técnicas.</p>",
            "Moisés Mamani.</p>",
            "<b>Pedro Pablo Kuczynski</b>.</p>",
            "influencias agravado.</p>",
            "la función pública</b>.</p>",
            "<b>Kuczynski Godard</b>.</p>",
            "(1990-2000).</p>",
        ],
        "more": [],
    },
    "cnet": {
        "target": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
        "vis": [
            "11 países de América Latina.</p>",
            "11 de ellos de América Latina. </p>",
            "El Salvador y Venezuela.</p>",
            "tuits de forma más rápida.</p>",
            "tuits que quieres ver.</p>",
            "al reducir a 3MB su peso.</p>",
        ],
        "more": [],
    },
    "ladiaria": {
        "target": "html/es-uy_ladiaria_metered-paywall-article.html",
        "vis": ["Foto: Ricardo Correa</p>"],
        "more": [
            "productos fitosanitarios”. </p>",
            "aplicaciones terrestres. </p>",
            "como reserva departamental.</p>",
            "trabajen en el territorio.</p>",
            "reunión de junio.</p>",
            "novedades al respecto”, afirmó.</p>",
            "especie exótica invasora. </p>",
        ],
    },
    "bafa": {
        "target": "html/de_bafa-gov_mineraloel-statistics-table.html",
        "vis": [],
        "more": ["89,4 Millionen Tonnen.</p>", "veröffentlicht.</p>"],
    },
    "rs": {
        "target": "html/de_rs-ingenieure_simple-corporate-services-page.html",
        "vis": [],
        "more": ["wirtschaftliche Darstellbarkeit berücksichtigen.</p>"],
    },
}
VIS_ORDER = ["lanacion", "unocero", "elcomercio", "cnet", "ladiaria"]
HID_ORDER = ["unocero", "lanacion", "elcomercio", "ladiaria", "cnet", "bafa", "rs"]

_counter: dict[str, int] = {}


def anchor_for(page: str, hidden: bool) -> str:
    """Round-robin over a page's anchors (deterministic)."""
    p = PAGES[page]
    pool = p["vis"] + (p["more"] if hidden else [])
    i = _counter.get(page, 0)
    _counter[page] = i + 1
    return pool[i % len(pool)]


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str, label: str, vector: str, channel: str, variant: str, target: str, expect: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
    }


def body_case(c: dict[str, Any], page: str, snippet: str, hidden: bool = True) -> dict[str, Any]:
    c["body_snippet"] = snippet
    c["body_at"] = {"find": anchor_for(page, hidden), "occurrence": 1, "where": "after"}
    return c


# --------------------------------------------------------------------- html-comment


def comment_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        page = HID_ORDER[n % len(HID_ORDER)]
        target = PAGES[page]["target"]
        cid = f"{prefix}-html-comment-{n:03d}"
        if isinstance(text, list):
            expect = text[0]
            snippet = "<!-- " + text[0] + "\n     " + "\n     ".join(text[1:]) + "\n-->"
            c = base(cid, label, "html-comment", "html-comment", variant, target, expect)
            c["technique"] = "multi-line comment in the body, addressee on the first line"
            out.append(body_case(c, page, snippet))
            continue
        kind = n % 5
        c = base(cid, label, "html-comment", "html-comment", variant, target, text)
        if kind == 0:
            c["technique"] = "one-line comment in the body after a paragraph"
            body_case(c, page, f"<!-- {text} -->")
        elif kind == 1:
            c["technique"] = "comment in <head> just before </head>"
            c["head_snippet"] = f"<!-- {text} -->"
        elif kind == 2:
            c["channel"] = "conditional-comment"
            c["technique"] = (
                "downlevel-hidden conditional comment <!--[if IE]>...<![endif]--> in the body"
            )
            body_case(c, page, f"<!--[if IE]><p>{text}</p><![endif]-->")
        elif kind == 3:
            c["technique"] = (
                "comment appended inline right after a paragraph's </p> (no line break)"
            )
            c["inline_edits"] = [
                {
                    "find": anchor_for(page, True),
                    "occurrence": 1,
                    "where": "after",
                    "text": f"<!-- {text} -->",
                }
            ]
        else:
            c["technique"] = "decorated comment between two blocks, as a template note"
            body_case(c, page, f"<!-- ===== {text} ===== -->")
        out.append(c)
    return out


# ----------------------------------------------------------------------- css-hidden

CSS_TECH = [
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    ("inline visibility:hidden", None, '<p style="visibility: hidden;">{t}</p>'),
    ("hidden attribute", None, "<div hidden>{t}</div>"),
    ("inline opacity:0", None, '<p style="opacity:0">{t}</p>'),
    ("inline font-size:0", None, '<span style="font-size:0">{t}</span>'),
    (
        "inline font-size:1px, light grey",
        None,
        '<p style="font-size:1px;line-height:1px;color:#f5f5f5">{t}</p>',
    ),
    (
        "text-indent far off-screen",
        None,
        '<div style="text-indent:-9999px;white-space:nowrap;overflow:hidden">{t}</div>',
    ),
    (
        "absolute position left:-10000px",
        None,
        '<div style="position:absolute;left:-10000px;top:auto;width:1px">{t}</div>',
    ),
    ("height:0 + overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip:rect(0 0 0 0), 1px box",
        None,
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>',
    ),
    (
        "clip-path:inset(100%)",
        None,
        '<div style="clip-path:inset(100%);position:absolute">{t}</div>',
    ),
    (
        "white text on white background (inline)",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "<style> class rule display:none in <head>",
        "<style>.nota-k67{display:none}</style>",
        '<div class="nota-k67">{t}</div>',
    ),
    (
        "<style> id rule visibility:hidden in <head>",
        "<style>#aux-bloque-7{visibility:hidden;height:0}</style>",
        '<div id="aux-bloque-7">{t}</div>',
    ),
    (
        "<style> descendant rule (.caja-legal p {font-size:0})",
        "<style>.caja-legal p{font-size:0}</style>",
        '<div class="caja-legal"><p>{t}</p></div>',
    ),
    (
        "inherited: ancestor with display:none, text two levels down",
        None,
        '<div style="display:none"><section><p>{t}</p></section></div>',
    ),
    (
        "inherited: ancestor color:#fff on white, text in child",
        None,
        '<div style="color:#fff;background:#fff"><p>{t}</p></div>',
    ),
    (
        "<style> attribute-selector rule [data-bloque=aux] {opacity:0}",
        "<style>[data-bloque=aux]{opacity:0;height:0}</style>",
        '<div data-bloque="aux">{t}</div>',
    ),
    (
        "<style> block inside the body + class rule",
        None,
        '<style>.pie-k67{position:absolute;left:-5000px}</style><p class="pie-k67">{t}</p>',
    ),
    (
        "page's own class .hide (unocero CSS: .collapse,.hide{display:none !important})",
        None,
        '<div class="hide">{t}</div>',
    ),
    (
        "page's own class .st-continue__anchor (El Comercio CSS: display:none)",
        None,
        '<span class="st-continue__anchor">{t}</span>',
    ),
]
OWN_CLASS_PAGE = {19: "unocero", 20: "elcomercio"}


def css_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        ti = (n - 1) % len(CSS_TECH) if label == "injection" else (n * 3) % len(CSS_TECH)
        tech, head, body = CSS_TECH[ti]
        page = OWN_CLASS_PAGE.get(ti, HID_ORDER[n % len(HID_ORDER)])
        c = base(
            f"{prefix}-css-hidden-{n:03d}",
            label,
            "css-hidden",
            "css-hidden",
            variant,
            PAGES[page]["target"],
            text,
        )
        c["technique"] = tech
        if head:
            c["head_snippet"] = head
        out.append(body_case(c, page, body.replace("{t}", text)))
    return out


# ------------------------------------------------------------------------ alt-title

INLINE_ALT = {
    "lanacion": 'alt="Invertir Online"',
    "unocero": 'alt="Logo Capital Digital"',
    "cnet": 'alt="twitter-lite"',
    "ladiaria": 'alt="Predio fumigado lindero a escuela dentro del área protegida."',
    "elcomercio": 'alt="Logo de elcomercio"',
}
ALT_TECH = [
    (
        "alt",
        "new <img> with the text in alt",
        "body",
        '<img src="/uploads/2019/08/foto-nota-67.jpg" alt="{t}" width="640" height="360">',
    ),
    (
        "title",
        "title attribute of a related-link anchor",
        "body",
        '<a href="/tema/tecnologia/" title="{t}">Más sobre el tema</a>',
    ),
    (
        "aria-label",
        "aria-label of an icon button",
        "body",
        '<button type="button" class="btn-icono" aria-label="{t}">+</button>',
    ),
    (
        "data-*",
        "data-* attribute on an empty widget div",
        "body",
        '<div class="widget-relacionados" data-nota-ia="{t}"></div>',
    ),
    (
        "meta-description",
        "extra <meta name=description> in <head>",
        "head",
        '<meta name="description" content="{t}">',
    ),
    (
        "og:description",
        "<meta property=og:description> in <head>",
        "head",
        '<meta property="og:description" content="{t}">',
    ),
    ("alt", "existing <img alt> replaced in place", "inline", 'alt="{t}"'),
    (
        "title",
        "title attribute of an <abbr>",
        "body",
        '<p>Según la <abbr title="{t}">IA</abbr>, el tema sigue abierto.</p>',
    ),
    (
        "og:title",
        "<meta property=og:title> in <head>",
        "head",
        '<meta property="og:title" content="{t}">',
    ),
    (
        "twitter:description",
        "<meta name=twitter:description> in <head>",
        "head",
        '<meta name="twitter:description" content="{t}">',
    ),
    (
        "aria-label",
        "aria-label of a <section> landmark",
        "body",
        '<section class="bloque-extra" aria-label="{t}"></section>',
    ),
    (
        "title",
        "title attribute of an <img> with an empty alt",
        "body",
        '<img src="/static/iconos/info.svg" alt="" title="{t}" width="16" height="16">',
    ),
]


def alt_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        ti = (n - 1) % len(ALT_TECH) if label == "injection" else (n * 5) % len(ALT_TECH)
        channel, tech, where, tpl = ALT_TECH[ti]
        page = HID_ORDER[n % len(HID_ORDER)]
        if where == "inline" and page not in INLINE_ALT:
            page = "unocero"
        c = base(
            f"{prefix}-alt-title-{n:03d}",
            label,
            "alt-title",
            channel,
            variant,
            PAGES[page]["target"],
            text,
        )
        c["technique"] = tech
        snippet = tpl.replace("{t}", esc(text))
        if where == "head":
            c["head_snippet"] = snippet
        elif where == "body":
            body_case(c, page, snippet)
        else:
            c["inline_edits"] = [
                {"find": INLINE_ALT[page], "occurrence": 1, "where": "replace", "text": snippet}
            ]
        out.append(c)
    return out


# -------------------------------------------------------------------------- json-ld


def ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


CTX = "https://schema.org"
JSONLD_TECH = [
    (
        "invented field 'instructions' in a NewsArticle",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "NewsArticle",
                "headline": "Nota principal",
                "instructions": t,
            }
        ),
    ),
    (
        "invented field 'aiSummaryPolicy' in an Organization",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "Organization",
                "name": "Grupo Editorial",
                "aiSummaryPolicy": t,
            }
        ),
    ),
    (
        "sentence in the real field Product.description",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "Product",
                "name": "Paquete Premium",
                "description": t,
                "offers": {"@type": "Offer", "price": "199.00", "priceCurrency": "MXN"},
            }
        ),
    ),
    (
        "sentence in Organization.disambiguatingDescription",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "Organization",
                "name": "Servicios Integrales",
                "url": "https://example.test/",
                "disambiguatingDescription": t,
            }
        ),
    ),
    (
        "sentence in Review.reviewBody",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "Review",
                "itemReviewed": {"@type": "Thing", "name": "Servicio"},
                "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                "reviewBody": t,
            }
        ),
    ),
    (
        "sentence in FAQPage acceptedAnswer.text",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Es confiable?",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            }
        ),
    ),
    (
        "@graph WebPage with the text in abstract",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@graph": [
                    {"@type": "WebSite", "name": "Portal"},
                    {"@type": "WebPage", "name": "Nota", "abstract": t},
                ],
            }
        ),
    ),
    (
        "additionalProperty PropertyValue named like a setting",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "Product",
                "name": "Plan Anual",
                "additionalProperty": [
                    {"@type": "PropertyValue", "name": "nota_para_asistentes", "value": t}
                ],
            }
        ),
    ),
    (
        "JSON-LD block in the body with invented 'x-assistant-directive'",
        "body",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "NewsArticle",
                "x-assistant-directive": t,
                "inLanguage": "es",
            }
        ),
    ),
    (
        "microdata: <meta itemprop=description> inside an itemscope",
        "micro",
        lambda t: (
            '<div itemscope itemtype="https://schema.org/Organization">'
            '<meta itemprop="name" content="Editora">'
            f'<meta itemprop="description" content="{esc(t)}"></div>'
        ),
    ),
    (
        "microdata: invented itemprop assistantNote",
        "micro",
        lambda t: (
            '<div itemscope itemtype="https://schema.org/WebPage">'
            f'<meta itemprop="assistantNote" content="{esc(t)}"></div>'
        ),
    ),
    (
        "invented nested object 'config' with a 'prompt' key",
        "head",
        lambda t: ld(
            {
                "@context": CTX,
                "@type": "WebPage",
                "name": "Inicio",
                "config": {"version": 3, "prompt": t},
            }
        ),
    ),
]

JSONLD_NEG_TPL = [
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "NewsArticle",
            "headline": t,
            "datePublished": "2019-08-27T10:00:00-05:00",
            "author": {"@type": "Person", "name": "Redacción"},
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "Organization",
            "name": "El Comercio",
            "description": t,
            "url": "https://elcomercio.pe/",
        }
    ),
    lambda t: ld(
        {"@context": CTX, "@type": "OpinionNewsArticle", "headline": "Columna", "description": t}
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Cómo cancelo mi suscripción?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "BreadcrumbList",
            "name": t,
            "itemListElement": [
                {
                    "@type": "ListItem",
                    "position": 1,
                    "name": "Inicio",
                    "item": "https://ladiaria.com.uy/",
                }
            ],
        }
    ),
    lambda t: (
        '<div itemscope itemtype="https://schema.org/Product">'
        '<meta itemprop="name" content="Audífonos X2">'
        f'<meta itemprop="description" content="{esc(t)}"></div>'
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "LocalBusiness",
            "name": "Tienda Centro",
            "openingHours": "Mo-Fr 09:00-18:00",
            "description": t,
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "HowTo",
            "name": t,
            "step": [{"@type": "HowToStep", "text": "Abre Ajustes."}],
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "WebSite",
            "url": "https://www.unocero.com/",
            "potentialAction": {
                "@type": "SearchAction",
                "name": t,
                "target": "https://www.unocero.com/?s={search_term_string}",
                "query-input": "required name=search_term_string",
            },
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "Event",
            "name": t,
            "startDate": "2022-06-10T18:00",
            "location": {"@type": "Place", "name": "Auditorio"},
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "NewsArticle",
            "headline": t,
            "isAccessibleForFree": False,
            "hasPart": {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": ".paywall",
            },
        }
    ),
    lambda t: ld(
        {
            "@context": CTX,
            "@type": "Product",
            "name": "Earbuds Pro",
            "description": t,
            "offers": {"@type": "Offer", "price": "59.99", "priceCurrency": "USD"},
        }
    ),
    lambda t: ld({"@context": CTX, "@type": "WebSite", "name": "unocero", "description": t}),
]


def jsonld_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        page = HID_ORDER[n % len(HID_ORDER)]
        if label == "injection":
            tech, where, fn = JSONLD_TECH[(n - 1) % len(JSONLD_TECH)]
        else:
            fn = JSONLD_NEG_TPL[n - 1]
            tech = "ordinary schema.org markup"
            where = "micro" if "itemscope" in fn("x") else "head"
        channel = "microdata" if where == "micro" else "json-ld"
        c = base(
            f"{prefix}-json-ld-{n:03d}",
            label,
            "json-ld",
            channel,
            variant,
            PAGES[page]["target"],
            text,
        )
        c["technique"] = tech
        if where == "head":
            c["head_snippet"] = fn(text)
        else:
            body_case(c, page, fn(text))
        out.append(c)
    return out


# ---------------------------------------------------------------------- pdf-text-layer

FR = "pdf/en_us-federal-register-three-column.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LET = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRA = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

PDF_TECH = [
    (
        "render-mode-3",
        "render mode 3 (invisible) over the body text",
        FR,
        {"x": 60, "y": 420, "size": 7, "render_mode": 3},
    ),
    (
        "transparent",
        "fill alpha 0, mid-page",
        IRS,
        {"x": 72, "y": 400, "size": 8, "fill": [0, 0, 0, 0]},
    ),
    (
        "white-text",
        "white text in the blank bottom margin",
        FR,
        {"x": 50, "y": 16, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "covered",
        "black text under a white rectangle in the blank bottom margin",
        IRS,
        {"x": 72, "y": 7, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "under-image",
        "inserted below the scanned page image (z bottom)",
        HUCK,
        {"x": 40, "y": 240, "size": 7, "z": "bottom"},
    ),
    ("off-page", "placed left of the page box (x = -3000)", CAT, {"x": -3000, "y": 300, "size": 8}),
    (
        "render-mode-3",
        "render mode 3 over a scanned letter that already has an OCR layer",
        LET,
        {"x": 20, "y": 200, "size": 5, "render_mode": 3},
    ),
    (
        "white-text",
        "white text in the blank right margin of a landscape table",
        CAT,
        {"x": 662, "y": 300, "size": 4, "fill": [255, 255, 255, 255]},
    ),
    (
        "white-text",
        "white text on a fully blank page",
        IRS,
        {"x": 72, "y": 500, "size": 9, "fill": [255, 255, 255, 255]},
    ),
    (
        "under-image",
        "under the scanned brochure image (z bottom)",
        BRO,
        {"x": 100, "y": 400, "size": 7, "z": "bottom"},
    ),
    ("off-page", "below the page box (y = -400)", FBI, {"x": 40, "y": -400, "size": 8}),
    (
        "transparent",
        "fill alpha 0 over a graph image",
        GRA,
        {"x": 20, "y": 150, "size": 6, "fill": [0, 0, 0, 0]},
    ),
]
FR_PAGES = [1, 3, 5, 8, 11, 15, 2, 4]
IRS_PAGES = [3, 5, 12, 40, 77, 150, 222, 301, 399]


def pdf_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        ti = (n - 1) % len(PDF_TECH) if label == "injection" else (n * 7) % len(PDF_TECH)
        channel, tech, target, spec = PDF_TECH[ti]
        spec = dict(spec)
        if target == FR:
            spec["page"] = FR_PAGES[n % len(FR_PAGES)]
        elif target == IRS:
            spec["page"] = 2 if "blank page" in tech else IRS_PAGES[n % len(IRS_PAGES)]
        else:
            spec["page"] = 1
        if isinstance(text, list):
            spec["lines"] = text
            spec["leading"] = spec["size"] * 1.3
            expect = text[0]
        else:
            spec["text"] = text
            expect = text
        c = base(
            f"{prefix}-pdf-text-layer-{n:03d}",
            label,
            "pdf-text-layer",
            channel,
            variant,
            target,
            expect,
        )
        c["media"] = "pdf"
        c["technique"] = tech
        c["pdf"] = spec
        out.append(c)
    return out


# ------------------------------------------------------------- system-impersonation-es

WRAPPERS = {
    "p": "<p>{t}</p>",
    "div": '<div class="recuadro-aviso" style="border:1px solid #ccc;padding:8px;margin:12px 0">{t}</div>',
    "pre": '<pre class="estado">{t}</pre>',
    "li": '<ul class="lista-nota"><li>{t}</li></ul>',
    "h4": "<h4>{t}</h4>",
    "td": '<table class="ficha"><tr><th>Estado</th><td>{t}</td></tr></table>',
    "blockquote": "<blockquote>{t}</blockquote>",
    "small": "<p><small>{t}</small></p>",
    "aside": '<aside class="nota-lateral">{t}</aside>',
}


def visible_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, form, text) in enumerate(items, 1):
        page = VIS_ORDER[n % len(VIS_ORDER)]
        c = base(
            f"{prefix}-system-impersonation-es-{n:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            PAGES[page]["target"],
            text,
        )
        c["technique"] = f"visible <{form}> after a paragraph of the article body"
        out.append(body_case(c, page, WRAPPERS[form].replace("{t}", esc(text)), hidden=False))
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for fn, inj, neg in (
        (comment_cases, COMMENT_INJ, COMMENT_NEG),
        (css_cases, CSS_INJ, CSS_NEG),
        (alt_cases, ALT_INJ, ALT_NEG),
        (jsonld_cases, JSONLD_INJ, JSONLD_NEG),
        (pdf_cases, PDF_INJ, PDF_NEG),
        (visible_cases, VIS_INJ, VIS_NEG),
    ):
        cases += fn(inj, "injection", "inj67")
        cases += fn(neg, "negative", "neg67")
    return cases


def check_anchors(cases: list[dict[str, Any]], captures: Path) -> list[str]:
    bad = []
    for c in cases:
        if c.get("media") == "pdf":
            continue
        src = (captures / c["target"]).read_bytes()
        finds = [c["body_at"]["find"]] if c.get("body_at") else []
        finds += [e["find"] for e in c.get("inline_edits", [])]
        for f in finds:
            k = src.count(f.encode("utf-8"))
            if k != 1:
                bad.append(f"{c['id']}: anchor {f!r} occurs {k} times in {c['target']}")
    return bad


def main() -> int:
    import os

    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    cap = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
    bad = check_anchors(cases, cap)
    for b in bad:
        print("ANCHOR:", b)
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
