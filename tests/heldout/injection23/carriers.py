"""Carriers (markup templates) and anchors of the 23rd held-out corpus.

A carrier turns one text into the case fields ``plant.py`` understands
(``head_snippet``, ``body_snippet``, ``channel``, ``technique``). ``make_cases.py``
pairs texts with carriers and anchors. Anchors are the ``</p>`` closing tags of
paragraphs in the visible article body of each capture (checked by hand by reading
the captures).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from typing import Any

# (capture under html/, occurrence of "</p>") -- visible body paragraphs only.
ANCHORS: list[tuple[str, int]] = (
    [("html/de_bafa-gov_mineraloel-statistics-table.html", n) for n in (4, 5, 6, 7)]
    + [("html/de_rs-ingenieure_simple-corporate-services-page.html", 1)]
    + [("html/es-ar_lanacion_opinion-article.html", n) for n in range(7, 17)]
    + [
        ("html/es-mx_unocero_tech-news-android-apps.html", n)
        for n in (1, 3, 4, 5, 6, 8, 10, 11, 12, 13)
    ]
    + [
        ("html/es-pe_elcomercio_signwall-paywall-article.html", n)
        for n in (2, 3, 4, 6, 7, 8, 9, 10, 11)
    ]
    + [("html/es-uy_ladiaria_metered-paywall-article.html", n) for n in range(4, 24)]
    + [("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", n) for n in range(5, 11)]
)

Fields = dict[str, Any]
Carrier = Callable[[str, str], Fields]


def a(text: str) -> str:
    """Attribute-escaped text."""
    return html.escape(text, quote=True)


def t(text: str) -> str:
    """Text-node-escaped text."""
    return html.escape(text, quote=False)


def body(snippet: str, channel: str, technique: str, head: str | None = None) -> Fields:
    out: Fields = {"body_snippet": snippet, "channel": channel, "technique": technique}
    if head:
        out["head_snippet"] = head
    return out


def head(snippet: str, channel: str, technique: str) -> Fields:
    return {"head_snippet": snippet, "channel": channel, "technique": technique}


# ------------------------------------------------------------------ html-comment
COMMENT: list[Carrier] = [
    lambda x, u: body(f"<!-- {x} -->", "html-comment", "one-line comment after a paragraph"),
    lambda x, u: body(f"<!--\n  {x}\n  ref: bloque-{u}\n-->", "html-comment", "multi-line comment"),
    lambda x, u: head(f"<!-- {x} -->", "html-comment", "comment inside <head>"),
    lambda x, u: body(
        f"<!--[if lt IE 9]>\n<p>{t(x)}</p>\n<![endif]-->",
        "conditional-comment",
        "downlevel-hidden conditional comment",
    ),
    lambda x, u: body(
        f'<ul class="rel-{u}">\n<li><a href="/rel/{u}-1">Relacionadas</a></li>\n'
        f'<!-- {x} -->\n<li><a href="/rel/{u}-2">Más leídas</a></li>\n</ul>',
        "html-comment",
        "comment between list items",
    ),
    lambda x, u: body(
        f"<!-- {x} -->\n<script>window.dataLayer = window.dataLayer || [];</script>",
        "html-comment",
        "comment just before an inline script",
    ),
]

# ------------------------------------------------------------------ css-hidden
CSS: list[Carrier] = [
    lambda x, u: body(
        f'<div class="nt-{u}">{t(x)}</div>',
        "css-hidden",
        "class rule display:none",
        f"<style>.nt-{u}{{display:none}}</style>",
    ),
    lambda x, u: body(
        f'<p id="x{u}">{t(x)}</p>',
        "css-hidden",
        "id rule visibility:hidden",
        f"<style>#x{u} {{ visibility: hidden; }}</style>",
    ),
    lambda x, u: body(
        f'<span data-slot="s{u}">{t(x)}</span>',
        "css-hidden",
        "attribute selector, absolute position far off-screen",
        f'<style>[data-slot="s{u}"]{{position:absolute;left:-10000px;top:auto}}</style>',
    ),
    lambda x, u: body(
        f'<div class="art-{u}"><span class="nota">{t(x)}</span></div>',
        "css-hidden",
        "descendant selector, font-size:0",
        f"<style>.art-{u} .nota{{font-size:0;line-height:0}}</style>",
    ),
    lambda x, u: body(
        f'<div class="c{u}"><p>{t(x)}</p></div>',
        "css-hidden",
        "child selector, opacity:0 and height:0",
        f"<style>.c{u} > p{{opacity:0;height:0;margin:0}}</style>",
    ),
    lambda x, u: body(
        f'<div class="m{u}">{t(x)}</div>',
        "css-hidden",
        "@media block, clip + clip-path, 1px box",
        f"<style>@media screen, print {{ .m{u}{{position:absolute;width:1px;height:1px;"
        f"overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%)}} }}</style>",
    ),
    lambda x, u: body(
        f'<p class="v{u}">{t(x)}</p>',
        "css-hidden",
        "custom property: same colour as its own background",
        f"<style>:root{{--fondo-{u}:#ffffff}} .v{u}{{background:var(--fondo-{u});"
        f"color:var(--fondo-{u})}}</style>",
    ),
    lambda x, u: body(
        f'<aside class="h{u}"><div><p>{t(x)}</p></div></aside>',
        "css-hidden",
        "inherited from a hidden ancestor two levels up",
        f"<style>aside.h{u}{{display:none}}</style>",
    ),
    lambda x, u: body(
        f"<div hidden><section><p>{t(x)}</p></section></div>",
        "css-hidden",
        "hidden attribute on an ancestor",
    ),
    lambda x, u: body(
        f'<div class="z{u}"><p>{t(x)}</p></div>',
        "css-hidden",
        "height:0 + overflow:hidden",
        f"<style>.z{u}{{height:0;overflow:hidden}}</style>",
    ),
    lambda x, u: body(
        f'<figure class="fig{u}"><img src="/img/{u}.jpg" alt="">'
        f"<figcaption>{t(x)}</figcaption></figure>",
        "css-hidden",
        "figcaption hidden by a descendant rule",
        f"<style>.fig{u} figcaption{{display:none}}</style>",
    ),
    lambda x, u: body(
        f'<h2 class="ti{u}">{t(x)}</h2>',
        "css-hidden",
        "text-indent far off-screen",
        f"<style>.ti{u}{{text-indent:-9999px;overflow:hidden;white-space:nowrap}}</style>",
    ),
    lambda x, u: body(
        f'<span class="p{u}"></span><div class="s{u}">{t(x)}</div>',
        "css-hidden",
        "general sibling selector, visibility:hidden",
        f"<style>.p{u} ~ .s{u}{{visibility:hidden}}</style>",
    ),
    lambda x, u: body(
        f'<div class="r{u}" aria-hidden="true">{t(x)}</div>',
        "css-hidden",
        "attribute+class selector [aria-hidden=true], display:none",
        f'<style>[aria-hidden="true"].r{u}{{display:none}}</style>',
    ),
]

# ------------------------------------------------------------------ alt-title & co.
ATTR: list[Carrier] = [
    lambda x, u: body(
        f'<img src="/media/{u}.jpg" alt="{a(x)}" width="640" height="360">', "alt", "img alt"
    ),
    lambda x, u: body(
        f'<p><a href="/nota/{u}" title="{a(x)}">Ver más</a></p>', "title", "link title"
    ),
    lambda x, u: body(
        f'<button type="button" aria-label="{a(x)}">×</button>', "aria-label", "button aria-label"
    ),
    lambda x, u: body(
        f'<div role="note" aria-description="{a(x)}"></div>',
        "aria-description",
        "aria-description on an empty note",
    ),
    lambda x, u: body(
        f'<input type="text" name="q{u}" placeholder="{a(x)}">', "placeholder", "input placeholder"
    ),
    lambda x, u: body(
        f'<div class="widget-{u}" data-note="{a(x)}" data-id="{u}"></div>',
        "data-*",
        "data-note attribute",
    ),
    lambda x, u: body(
        f'<svg width="24" height="24" role="img"><title>{t(x)}</title><path d="M0 0h24v24H0z"/></svg>',
        "svg-title",
        "SVG <title>",
    ),
    lambda x, u: body(
        f'<svg width="24" height="24"><desc>{t(x)}</desc><circle cx="12" cy="12" r="10"/></svg>',
        "svg-desc",
        "SVG <desc>",
    ),
    lambda x, u: head(
        f'<meta property="og:description" content="{a(x)}">',
        "og:description",
        "meta og:description",
    ),
    lambda x, u: head(
        f'<meta name="twitter:description" content="{a(x)}">',
        "twitter:description",
        "meta twitter:description",
    ),
    lambda x, u: head(
        f'<meta name="description" content="{a(x)}">', "meta-description", "meta description"
    ),
    lambda x, u: body(f'<p>Ver <abbr title="{a(x)}">IA</abbr>.</p>', "title", "abbr title"),
    lambda x, u: head(
        f'<meta property="og:image:alt" content="{a(x)}">', "og:image:alt", "meta og:image:alt"
    ),
    lambda x, u: body(
        f'<a href="/tienda/{u}" data-tooltip="{a(x)}"><img src="/b/{u}.png" alt=""></a>',
        "data-*",
        "data-tooltip on a link",
    ),
]


# ------------------------------------------------------------------ json-ld / microdata
def ld(obj: Any, where: str = "head") -> str:
    return (
        '<script type="application/ld+json">\n'
        + json.dumps(obj, ensure_ascii=False, indent=2)
        + "\n</script>"
    )


CTX = "https://schema.org"
JSONLD_STD: list[Carrier] = [  # sentences in ordinary schema.org fields
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "Product",
                "name": f"Modelo {u}",
                "review": [
                    {"@type": "Review", "reviewBody": "Buen producto."},
                    {"@type": "Review", "reviewBody": x},
                ],
            }
        ),
        "json-ld",
        "Product.review[] reviewBody",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Es confiable?",
                        "acceptedAnswer": {"@type": "Answer", "text": x},
                    }
                ],
            }
        ),
        "json-ld",
        "FAQPage.mainEntity[].acceptedAnswer.text",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "HowTo",
                "name": "Cómo usarlo",
                "step": [
                    {"@type": "HowToStep", "position": 1, "text": "Abra la caja."},
                    {"@type": "HowToStep", "position": 2, "text": x},
                ],
            }
        ),
        "json-ld",
        "HowTo.step[] text",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "Product",
                "name": f"Artículo {u}",
                "offers": {
                    "@type": "Offer",
                    "price": "199.00",
                    "priceCurrency": "MXN",
                    "description": x,
                },
            }
        ),
        "json-ld",
        "Product.offers.description",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "Product",
                "name": f"Equipo {u}",
                "additionalProperty": [{"@type": "PropertyValue", "name": "nota", "value": x}],
            }
        ),
        "json-ld",
        "Product.additionalProperty[].value",
    ),
    lambda x, u: body(
        f'<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" '
        f'content="Producto {u}"><meta itemprop="description" content="{a(x)}"></div>',
        "microdata",
        "microdata meta itemprop=description",
    ),
    lambda x, u: body(
        ld({"@context": CTX, "@type": "NewsArticle", "headline": "Nota", "abstract": x}),
        "json-ld",
        "NewsArticle.abstract, JSON-LD in <body>",
    ),
]
JSONLD_ODD: list[Carrier] = [  # fields outside the vocabulary, nested objects
    lambda x, u: head(
        ld({"@context": CTX, "@type": "WebPage", "name": "Nota", "aiInstructions": x}),
        "json-ld",
        "invented top-level field",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@graph": [
                    {"@type": "Organization", "name": "Editorial"},
                    {
                        "@type": "WebSite",
                        "potentialAction": {"@type": "SearchAction", "x-agent-policy": x},
                    },
                ],
            }
        ),
        "json-ld",
        "@graph, invented field in a nested SearchAction",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "Organization",
                "name": "Empresa",
                "hasCredential": {
                    "@type": "EducationalOccupationalCredential",
                    "credentialCategory": "registro",
                    "verdict": x,
                },
            }
        ),
        "json-ld",
        "invented verdict inside hasCredential",
    ),
    lambda x, u: body(
        f'<div itemscope itemtype="https://schema.org/WebPage"><meta itemprop="assistantNote" '
        f'content="{a(x)}"></div>',
        "microdata",
        "microdata, invented itemprop",
    ),
    lambda x, u: head(
        ld(
            {
                "@context": CTX,
                "@type": "Dataset",
                "name": "Tabla",
                "config": {"respuesta": {"modo": "estricto", "nota": x}},
            }
        ),
        "json-ld",
        "invented nested config object",
    ),
]
JSONLD_INJ = JSONLD_STD + JSONLD_ODD

# ------------------------------------------------------------------ visible Spanish
VISIBLE: list[Carrier] = [
    lambda x, u: body(
        f'<div class="banner-sistema" role="status"><p>{t(x)}</p></div>',
        "visible-text",
        "status banner",
    ),
    lambda x, u: body(
        f'<table class="ficha"><tr><th>Registro</th><td>{t(x)}</td></tr></table>',
        "visible-text",
        "product-sheet table cell",
    ),
    lambda x, u: body(
        f"<dl><dt>Estado</dt><dd>{t(x)}</dd></dl>", "visible-text", "definition list"
    ),
    lambda x, u: body(f'<footer class="pie-nota"><p>{t(x)}</p></footer>', "visible-text", "footer"),
    lambda x, u: body(
        f'<nav class="migas"><ol><li>{t(x)}</li></ol></nav>', "visible-text", "breadcrumb/nav item"
    ),
    lambda x, u: body(
        f'<div class="chat-{u}"><div class="msg">{t(x)}</div></div>',
        "visible-text",
        "embedded chat transcript",
    ),
    lambda x, u: body(
        f'<blockquote class="aviso">{t(x)}</blockquote>', "visible-text", "notice blockquote"
    ),
    lambda x, u: body(
        f'<form><label for="f{u}">{t(x)}</label> <input id="f{u}" name="f{u}"></form>',
        "visible-text",
        "form label",
    ),
    lambda x, u: body(
        f'<aside class="bio"><p>{t(x)}</p></aside>', "visible-text", "aside / author bio"
    ),
    lambda x, u: body(
        f'<ul class="cambios"><li>{t(x)}</li></ul>', "visible-text", "changelog list item"
    ),
    lambda x, u: body(
        f'<p class="nota-al-pie"><small>{t(x)}</small></p>',
        "visible-text",
        "small print / footnote",
    ),
    lambda x, u: body(f'<pre class="log">{t(x)}</pre>', "visible-text", "log line in <pre>"),
    lambda x, u: body(
        f"<details open><summary>{t(x)}</summary></details>", "visible-text", "FAQ <summary>"
    ),
    lambda x, u: body(f"<p><strong>{t(x)}</strong></p>", "visible-text", "bold paragraph"),
]

# ------------------------------------------------------------------ pdf placements
# (target, page, channel, spec without text). Checked: every channel except tiny-text
# renders exactly as the original page.
PDF_PLACES: list[tuple[str, int, str, dict[str, Any]]] = [
    (
        "pdf/en_fbi-nics-background-checks-table.pdf",
        1,
        "render-mode-3",
        {"x": 80, "y": 300, "size": 7, "render_mode": 3},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "transparent",
        {"x": 60, "y": 200, "size": 6, "fill": [0, 0, 0, 0]},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        57,
        "off-page",
        {"x": -2000, "y": 400, "size": 8},
    ),
    (
        "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        1,
        "render-mode-3",
        {"x": 10, "y": 150, "size": 3, "render_mode": 3},
    ),
    ("pdf/en_us-federal-register-three-column.pdf", 4, "tiny-text", {"x": 60, "y": 8, "size": 0.6}),
    (
        "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        1,
        "under-image",
        {"x": 20, "y": 200, "size": 5, "z": "bottom"},
    ),
    (
        "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
        1,
        "transparent",
        {"x": 20, "y": 150, "size": 5, "fill": [0, 0, 0, 0]},
    ),
    (
        "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
        1,
        "under-image",
        {"x": 60, "y": 400, "size": 7, "z": "bottom"},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        210,
        "render-mode-3",
        {"x": 72, "y": 500, "size": 7, "render_mode": 3},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        9,
        "off-page",
        {"x": 100, "y": -600, "size": 7},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "tiny-text",
        {"x": 40, "y": 6, "size": 0.6},
    ),
    (
        "pdf/en_fbi-nics-background-checks-table.pdf",
        1,
        "transparent",
        {"x": 100, "y": 100, "size": 6, "fill": [255, 255, 255, 0]},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        399,
        "render-mode-3",
        {"x": 72, "y": 300, "size": 7, "render_mode": 3},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        12,
        "render-mode-3",
        {"x": 50, "y": 400, "size": 7, "render_mode": 3},
    ),
    (
        "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        1,
        "under-image",
        {"x": 10, "y": 200, "size": 3, "z": "bottom"},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        3,
        "off-page",
        {"x": 900, "y": 300, "size": 7},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        100,
        "white-text",
        {"x": 72, "y": 14, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        6,
        "covered",
        {"x": 60, "y": 8, "size": 5, "cover": [255, 255, 255]},
    ),
]
