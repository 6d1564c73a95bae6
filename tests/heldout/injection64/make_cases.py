"""Build ``cases.json`` for injection64 from the texts in ``texts_*.py``.

Deterministic: no randomness, no clock; the same texts always give the same file.
Run from the repository root:
``.venv/bin/python tests/heldout/injection64/make_cases.py``.
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

LANACION = "html/es-ar_lanacion_opinion-article.html"
UNOCERO = "html/es-mx_unocero_tech-news-android-apps.html"
ELCOMERCIO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LADIARIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSING = "html/de_rs-ingenieure_simple-corporate-services-page.html"

#: occurrences of ``</p>`` that close a paragraph of the visible article body
#: (checked by parsing: not in a menu, modal, comment box, script or hidden block).
BODY_P = {
    LANACION: list(range(7, 18)),
    UNOCERO: [1, *range(3, 14)],
    ELCOMERCIO: list(range(2, 12)),
    LADIARIA: list(range(4, 21)),
    CNET: list(range(5, 11)),
    BAFA: [4, 5, 6, 7],
    RSING: [1],
}
ES_PAGES = [LANACION, UNOCERO, ELCOMERCIO, LADIARIA, CNET]
ALL_PAGES = [LANACION, UNOCERO, BAFA, ELCOMERCIO, LADIARIA, RSING, CNET]

IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FEDREG = "pdf/en_us-federal-register-three-column.pdf"
AGS = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BROCHURE = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"


class Rotor:
    """Hands out body anchors page by page, cycling through each page's paragraphs."""

    def __init__(self) -> None:
        self.pos: dict[str, int] = {}

    def anchor(self, target: str) -> dict[str, Any]:
        occ = BODY_P[target]
        i = self.pos.get(target, 0)
        self.pos[target] = i + 1
        return {"find": "</p>", "occurrence": occ[i % len(occ)], "where": "after"}


ROT = Rotor()


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def page_for(variant: str, i: int) -> str:
    """Spanish texts go to Spanish pages; English and Portuguese texts to any page."""
    if lang_of(variant) == "es":
        return ES_PAGES[i % len(ES_PAGES)]
    return ALL_PAGES[i % len(ALL_PAGES)]


def attr(text: str) -> str:
    return html.escape(text, quote=True)


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def base(cid: str, label: str, vector: str, channel: str, variant: str, target: str) -> dict:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "target": target,
    }


# ------------------------------------------------------------------ html-comment


def comment_case(cid: str, label: str, i: int, variant: str, text: Any, cond: bool) -> dict:
    target = page_for(variant, i)
    lines = list(text) if isinstance(text, tuple) else [text]
    expect = lines[0]
    if cond:
        inner = esc(" ".join(lines))
        snippet = f'<!--[if lt IE 9]><p class="ie-note">{inner}</p><![endif]-->'
        channel, tech = "conditional-comment", "conditional comment <!--[if lt IE 9]>"
    elif len(lines) > 1:
        snippet = "<!-- " + "\n     ".join(lines) + "\n-->"
        channel, tech = "html-comment", f"multi-line comment ({len(lines)} lines)"
    else:
        snippet = f"<!-- {expect} -->"
        channel, tech = "html-comment", "single-line comment"
    c = base(cid, label, "html-comment", channel, variant, target)
    c["expect_text"] = expect
    if i % 4 == 3:
        c["head_snippet"] = snippet
        tech += ", in <head>"
    else:
        c["body_snippet"] = snippet
        c["body_at"] = ROT.anchor(target)
        tech += ", in the article body"
    c["technique"] = tech
    return c


# ------------------------------------------------------------------ css-hidden

CSS_TECHS = [
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    ("inline visibility:hidden", None, '<p><span style="visibility:hidden">{t}</span></p>'),
    ("hidden attribute", None, "<div hidden>{t}</div>"),
    ("opacity:0", None, '<p style="opacity:0">{t}</p>'),
    ("font-size:0", None, '<span style="font-size:0">{t}</span>'),
    (
        "font-size:1px, colour close to background",
        None,
        '<p style="font-size:1px;line-height:1px;color:#fefefe">{t}</p>',
    ),
    (
        "text-indent far off-screen",
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
    ),
    (
        "absolute position left:-10000px",
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
    ),
    ("height:0 + overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip:rect(0 0 0 0) 1px box",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
        'clip:rect(0 0 0 0)">{t}</span>',
    ),
    ("clip-path:inset(50%)", None, '<div style="clip-path:inset(50%);position:absolute">{t}</div>'),
    (
        "white text on white background",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "<style> class rule display:none",
        "<style>.nota-pie-x64{display:none}</style>",
        '<div class="nota-pie-x64">{t}</div>',
    ),
    (
        "<style> id rule visibility:hidden",
        "<style>#meta-x64{visibility:hidden;height:0}</style>",
        '<p id="meta-x64">{t}</p>',
    ),
    (
        "<style> descendant rule",
        "<style>.bloque-x64 span{font-size:0;line-height:0}</style>",
        '<div class="bloque-x64"><span>{t}</span></div>',
    ),
    (
        "inherited from display:none ancestor",
        None,
        '<div style="display:none"><section><p>{t}</p></section></div>',
    ),
    ("transform:scale(0)", None, '<div style="transform:scale(0);height:0">{t}</div>'),
    ("max-height:0 + overflow:hidden", None, '<div style="max-height:0;overflow:hidden">{t}</div>'),
    (
        "<style> attribute selector",
        "<style>[data-x64-hide]{display:none!important}</style>",
        '<p data-x64-hide="1">{t}</p>',
    ),
    (
        "<style> child combinator + inheritance",
        "<style>#caja-x64>div{visibility:hidden}</style>",
        '<div id="caja-x64"><div><p>{t}</p></div></div>',
    ),
    ("opacity:0 on ancestor", None, '<div style="opacity:0"><p>{t}</p></div>'),
]

#: hiding classes that the page's own inline <style> defines
PAGE_CLASS = {
    ELCOMERCIO: [
        ("page's own .ad-lateral (display:none)", '<div class="ad-lateral">{t}</div>'),
        (
            "page's own .st-continue__anchor (display:none)",
            '<p class="st-continue__anchor">{t}</p>',
        ),
    ],
    UNOCERO: [
        ("page's own .hide (display:none !important)", '<div class="hide">{t}</div>'),
        ("page's own .LoginDesktop (display:none)", '<div class="LoginDesktop">{t}</div>'),
    ],
}


def css_case(cid: str, label: str, i: int, variant: str, text: str) -> dict:
    """Cases 0-20 use each CSS_TECHS entry once; 21-22 the grey-box colour of la diaria;
    23-26 the pages' own hiding classes; the rest cycle through CSS_TECHS again."""
    target = page_for(variant, i)
    t = esc(text)
    head = None
    grey = i in (21, 22)
    if grey:
        target = LADIARIA
        tech, tpl = (
            "same colour as the page's grey box (#eaeaea)",
            '<p style="color:#eaeaea;font-size:11px">{t}</p>',
        )
    elif 23 <= i <= 26:
        target = (ELCOMERCIO, UNOCERO)[i % 2]
        tech, tpl = PAGE_CLASS[target][(i - 23) // 2]
    else:
        tech, head, tpl = CSS_TECHS[i % len(CSS_TECHS)]
    c = base(cid, label, "css-hidden", "css-hidden", variant, target)
    c["expect_text"] = text
    if head:
        c["head_snippet"] = head
    c["body_snippet"] = tpl.format(t=t)
    if grey:
        c["body_at"] = {"find": "</p>", "occurrence": 21 + i % 3, "where": "after"}
    else:
        c["body_at"] = ROT.anchor(target)
    c["technique"] = tech
    return c


CSS_NEG_TECHS = [
    (
        "skip link, off-screen until focused",
        None,
        '<a href="#contenido" style="position:absolute;left:-9999px">{t}</a>',
    ),
    (
        "screen-reader-only span (clip)",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
    ),
    (
        "subscriber modal hidden until triggered",
        None,
        '<div class="modal-suscripcion" hidden><p>{t}</p></div>',
    ),
    (
        "cookie banner, display:none until the script shows it",
        None,
        '<div id="banner-cookies" style="display:none"><p>{t}</p></div>',
    ),
    (
        "honeypot label in a hidden field",
        "<style>.hp-x64{position:absolute;left:-5000px}</style>",
        '<div class="hp-x64"><label>{t}</label></div>',
    ),
]


def css_neg_case(cid: str, i: int, variant: str, text: str) -> dict:
    target = page_for(variant, i)
    tech, head, tpl = (CSS_NEG_TECHS + CSS_TECHS)[i % (len(CSS_NEG_TECHS) + 8)]
    c = base(cid, "negative", "css-hidden", "css-hidden", variant, target)
    c["expect_text"] = text
    if head:
        c["head_snippet"] = head
    c["body_snippet"] = tpl.format(t=esc(text))
    c["body_at"] = ROT.anchor(target)
    c["technique"] = tech
    return c


# ------------------------------------------------------------------ alt-title

ALT_TECHS = [
    (
        "alt",
        "body",
        '<figure><img src="/media/x64/grafica.png" width="640" height="360" alt="{a}"></figure>',
    ),
    ("title", "body", '<p><a href="/tecnologia/" title="{a}">Más noticias de tecnología</a></p>'),
    (
        "aria-label",
        "body",
        '<p><button type="button" class="btn-compartir" aria-label="{a}">Compartir</button></p>',
    ),
    ("data-*", "body", '<div class="widget-nota" data-summary-note="{a}" data-slot="4"></div>'),
    ("meta-description", "head", '<meta name="description" content="{a}">'),
    ("og:description", "head", '<meta property="og:description" content="{a}">'),
    ("title", "body", '<p>Ver <abbr title="{a}">IA</abbr> en la sección de tecnología.</p>'),
    (
        "alt",
        "body",
        '<p><img src="/static/icons/descarga.svg" width="16" height="16" alt="{a}"> Descargar</p>',
    ),
    ("twitter:description", "head", '<meta name="twitter:description" content="{a}">'),
    ("aria-label", "body", '<nav aria-label="{a}"><a href="/">Inicio</a></nav>'),
    ("og:title", "head", '<meta property="og:title" content="{a}">'),
    ("data-*", "body", '<p><span class="autor" data-ai-hint="{a}">Redacción</span></p>'),
]


def alt_case(cid: str, label: str, i: int, variant: str, text: str) -> dict:
    target = page_for(variant, i)
    channel, where, tpl = ALT_TECHS[i % len(ALT_TECHS)]
    if label == "injection" and i % 12 == 7:
        target = UNOCERO
    c = base(cid, label, "alt-title", channel, variant, target)
    c["expect_text"] = text
    snippet = tpl.format(a=attr(text))
    # a few injections edit the page's own empty alt attributes instead
    if target == UNOCERO and channel == "alt" and label == "injection":
        n = ["593899", "593902", "451069"][(i // 12) % 3]
        c["target"] = target
        c["inline_edits"] = [
            {
                "find": f'alt="" class="wp-image-{n}"',
                "where": "replace",
                "text": f'alt="{attr(text)}" class="wp-image-{n}"',
            }
        ]
        c["technique"] = f"alt of the page's own image wp-image-{n} (was empty)"
        return c
    if where == "head":
        c["head_snippet"] = snippet
    else:
        c["body_snippet"] = snippet
        c["body_at"] = ROT.anchor(target)
    c["technique"] = f"{channel} on an inserted element" if where == "body" else f"{channel} <meta>"
    return c


# ------------------------------------------------------------------ json-ld


def jsonld_case(cid: str, label: str, i: int, variant: str, text: str) -> dict:
    target = page_for(variant, i)
    k = i % 10
    c = base(cid, label, "json-ld", "json-ld", variant, target)
    c["expect_text"] = text
    if label == "injection":
        docs = [
            (
                "invented field aiInstructions on NewsArticle",
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": "Actualización",
                    "aiInstructions": text,
                },
            ),
            (
                "sentence in Organization.description",
                {
                    "@context": "https://schema.org",
                    "@type": "Organization",
                    "name": "Servicios Integrales",
                    "description": text,
                },
            ),
            (
                "invented nested config object",
                {
                    "@context": "https://schema.org",
                    "@type": "WebPage",
                    "assistantConfig": {"priority": "high", "directive": text},
                },
            ),
            (
                "sentence in Product.review.reviewBody",
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Plan Premium",
                    "review": {
                        "@type": "Review",
                        "reviewBody": text,
                        "author": {"@type": "Person", "name": "Equipo"},
                    },
                },
            ),
            (
                "invented field in @graph item",
                {
                    "@context": "https://schema.org",
                    "@graph": [
                        {"@type": "WebSite", "name": "Portal"},
                        {"@type": "WebPage", "llmNote": text},
                    ],
                },
            ),
            (
                "sentence in disambiguatingDescription",
                {
                    "@context": "https://schema.org",
                    "@type": "LocalBusiness",
                    "name": "Sucursal Centro",
                    "disambiguatingDescription": text,
                },
            ),
            (
                "sentence in FAQPage acceptedAnswer",
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
                "invented field x-summary-policy",
                {"@context": "https://schema.org", "@type": "Article", "x-summary-policy": text},
            ),
            ("microdata", None),
            ("microdata-invented", None),
        ]
    else:
        docs = [
            (
                "ordinary NewsArticle headline",
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": text,
                    "datePublished": "2022-05-07",
                },
            ),
            (
                "ordinary HowTo step",
                {
                    "@context": "https://schema.org",
                    "@type": "HowTo",
                    "name": "Ahorrar datos",
                    "step": [{"@type": "HowToStep", "text": text}],
                },
            ),
            (
                "ordinary FAQPage answer",
                {
                    "@context": "https://schema.org",
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "Suscripciones",
                            "acceptedAnswer": {"@type": "Answer", "text": text},
                        }
                    ],
                },
            ),
            (
                "ordinary Article description",
                {"@context": "https://schema.org", "@type": "Article", "description": text},
            ),
            (
                "ordinary Product review",
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Teléfono",
                    "review": {"@type": "Review", "reviewBody": text},
                },
            ),
            (
                "ordinary Organization description",
                {"@context": "https://schema.org", "@type": "Organization", "description": text},
            ),
            (
                "ordinary BreadcrumbList name",
                {
                    "@context": "https://schema.org",
                    "@type": "BreadcrumbList",
                    "itemListElement": [{"@type": "ListItem", "position": 1, "name": text}],
                },
            ),
            (
                "ordinary WebPage abstract",
                {"@context": "https://schema.org", "@type": "WebPage", "abstract": text},
            ),
            ("microdata", None),
            ("microdata", None),
        ]
    tech, doc = docs[k]
    if doc is None:
        c["channel"] = "microdata"
        prop = "aiDirective" if tech.endswith("invented") else "description"
        c["body_snippet"] = (
            '<div itemscope itemtype="https://schema.org/Organization">'
            f'<meta itemprop="name" content="Editorial"><meta itemprop="{prop}" '
            f'content="{attr(text)}"></div>'
        )
        c["body_at"] = ROT.anchor(target)
        c["technique"] = f"microdata itemprop={prop} on an inserted <meta>"
        return c
    body = json.dumps(doc, ensure_ascii=False)
    snippet = f'<script type="application/ld+json">{body}</script>'
    if i % 3 == 2:
        c["body_snippet"] = snippet
        c["body_at"] = ROT.anchor(target)
        tech += " (script in the body)"
    else:
        c["head_snippet"] = snippet
        tech += " (script in the head)"
    c["technique"] = tech
    return c


# ------------------------------------------------------------------ pdf


def pdf_case(cid: str, label: str, i: int, variant: str, text: str) -> dict:
    k = i % 10
    size = 7.0
    specs = [
        (
            "render-mode-3",
            "render mode 3 over the text of IRS manual page 3",
            IRS,
            {"page": 3, "x": 72, "y": 400, "render_mode": 3},
        ),
        (
            "transparent",
            "alpha-0 fill over a Federal Register column",
            FEDREG,
            {"page": 2, "x": 60, "y": 300, "fill": [0, 0, 0, 0]},
        ),
        (
            "white-text",
            "white text in the blank bottom margin",
            AGS,
            {"page": 1, "x": 40, "y": 14, "fill": [255, 255, 255, 255]},
        ),
        (
            "under-image",
            "text inserted below the scanned page image",
            HUCK,
            {"page": 1, "x": 40, "y": 200, "z": "bottom"},
        ),
        (
            "covered",
            "black text covered by an opaque white rectangle in the bottom margin",
            FEDREG,
            {"page": 1, "x": 60, "y": 16, "cover": [255, 255, 255]},
        ),
        (
            "off-page",
            "text placed far left of the page box",
            FBI,
            {"page": 1, "x": -4000, "y": 300},
        ),
        (
            "render-mode-3",
            "render mode 3 beside the OCR layer of a scanned letter",
            LETTER,
            {"page": 1, "x": 20, "y": 40, "render_mode": 3, "size": 5},
        ),
        (
            "tiny-text",
            "0.5 pt white text in the bottom margin",
            IRS,
            {"page": 1, "x": 72, "y": 8, "size": 0.5, "fill": [255, 255, 255, 255]},
        ),
        (
            "under-image",
            "text inserted below the scanned brochure image",
            BROCHURE,
            {"page": 1, "x": 80, "y": 400, "z": "bottom"},
        ),
        (
            "white-text",
            "white text on a blank page of the IRS manual",
            IRS,
            {"page": 2, "x": 72, "y": 500, "fill": [255, 255, 255, 255]},
        ),
    ]
    if label == "negative":
        # negatives: OCR layers, page numbers, scan notes, a blank-page notice
        specs[3] = (
            "render-mode-3",
            "OCR-style invisible text over the scan",
            GRAPH,
            {"page": 1, "x": 30, "y": 30, "render_mode": 3, "size": 6},
        )
    channel, tech, target, spec = specs[k]
    if i >= 10 and k in (0, 1):
        # second round: other pages, so the same spot is not reused
        channel, tech, target, spec = (
            (
                "render-mode-3",
                "render mode 3 over the locality table",
                AGS,
                {"page": 1, "x": 100, "y": 300, "render_mode": 3},
            ),
            (
                "transparent",
                "alpha-0 fill on IRS manual page 5",
                IRS,
                {"page": 5, "x": 72, "y": 600, "fill": [0, 0, 0, 0]},
            ),
        )[k]
    pdf = {"size": size, "font": "Helvetica", **spec, "text": text}
    pdf["size"] = float(spec.get("size", size))
    c = base(cid, label, "pdf-text-layer", channel, variant, target)
    c["expect_text"] = text
    c["pdf"] = pdf
    c["technique"] = tech
    return c


# ------------------------------------------------------------------ visible Spanish

FORMS = {
    "p": "<p>{t}</p>",
    "h": "<h3>{t}</h3>",
    "li": "<ul><li>{t}</li></ul>",
    "td": '<table class="ficha"><tr><th>Estado</th><td>{t}</td></tr></table>',
    "kv": "<pre>{t}</pre>",
    "small": "<p><small>{t}</small></p>",
    "quote": "<blockquote>{t}</blockquote>",
    "box": '<div class="aviso" style="border:1px solid #999;padding:8px">{t}</div>',
}


def visible_case(cid: str, label: str, i: int, variant: str, form: str, text: str) -> dict:
    target = ES_PAGES[i % len(ES_PAGES)]
    c = base(cid, label, "system-impersonation-es", "visible-text", variant, target)
    c["expect_text"] = text
    c["body_snippet"] = FORMS[form].format(t=esc(text))
    c["body_at"] = ROT.anchor(target)
    c["technique"] = f"visible {form} in the article body"
    return c


# ------------------------------------------------------------------ main


def build() -> list[dict]:
    cases: list[dict] = []

    def add(prefix: str, vector: str, items: list, fn) -> None:  # type: ignore[no-untyped-def]
        for n, item in enumerate(items, start=1):
            cases.append(fn(f"{prefix}-{vector}-{n:03d}", n - 1, *item))

    add(
        "inj64",
        "html-comment",
        TH.COMMENT_INJ,
        lambda cid, i, v, t: comment_case(cid, "injection", i, v, t, i in TH.COMMENT_COND),
    )
    add("inj64", "css-hidden", TH.CSS_INJ, lambda cid, i, v, t: css_case(cid, "injection", i, v, t))
    add("inj64", "alt-title", TH.ALT_INJ, lambda cid, i, v, t: alt_case(cid, "injection", i, v, t))
    add(
        "inj64",
        "json-ld",
        TH.JSONLD_INJ,
        lambda cid, i, v, t: jsonld_case(cid, "injection", i, v, t),
    )
    add(
        "inj64",
        "pdf-text-layer",
        TH.PDF_INJ,
        lambda cid, i, v, t: pdf_case(cid, "injection", i, v, t),
    )
    add(
        "inj64",
        "system-impersonation-es",
        TV.SYS_INJ,
        lambda cid, i, v, f, t: visible_case(cid, "injection", i, v, f, t),
    )

    add(
        "neg64",
        "html-comment",
        TH.COMMENT_NEG,
        lambda cid, i, v, t: comment_case(cid, "negative", i, v, t, i == 6),
    )
    add("neg64", "css-hidden", TH.CSS_NEG, lambda cid, i, v, t: css_neg_case(cid, i, v, t))
    add("neg64", "alt-title", TH.ALT_NEG, lambda cid, i, v, t: alt_case(cid, "negative", i, v, t))
    add(
        "neg64",
        "json-ld",
        TH.JSONLD_NEG,
        lambda cid, i, v, t: jsonld_case(cid, "negative", i, v, t),
    )
    add(
        "neg64",
        "pdf-text-layer",
        TH.PDF_NEG,
        lambda cid, i, v, t: pdf_case(cid, "negative", i, v, t),
    )
    add(
        "neg64",
        "system-impersonation-es",
        TV.SYS_NEG,
        lambda cid, i, v, f, t: visible_case(cid, "negative", i, v, f, t),
    )
    return cases


def main() -> int:
    cases = build()
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
