"""Build ``cases.json`` for injection46 from the hand-written texts (deterministic).

Run from the repository root:
``python tests/heldout/injection46/make_cases.py``. No randomness: markup, targets and
anchors are assigned by cycling through fixed lists in file order.
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
from texts_visible import SYS_INJ, SYS_NEG  # noqa: E402

H = "html/"
# Anchors: the end of a paragraph that, once parsed, lies in the visible article body.
ANCHORS: list[tuple[str, str]] = [
    (H + "es-mx_unocero_tech-news-android-apps.html", "de batería sobresaliente.\xa0</p>"),
    (H + "es-ar_lanacion_opinion-article.html", 'te el juicio a Jones Huala".</p>'),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", " sus conclusiones técnicas.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "de aplicaciones terrestres. </p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "llega a México y Venezuela.</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "gestión en segundo plano.\xa0</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "alogías no resisten prueba.</p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "ico de influencias agravado.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", " como reserva departamental.</p>"),
    (H + "de_bafa-gov_mineraloel-statistics-table.html", "5 auf 89,4 Millionen Tonnen.</p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "tuits de forma más rápida.</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "nte la experiencia de uso.\xa0</p>"),
    (H + "de_rs-ingenieure_simple-corporate-services-page.html", "ellbarkeit berücksichtigen.</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "lar, pero también integrar.</p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "exlegislador Moisés Mamani.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "e trabajen en el territorio.</p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "e ellos de América Latina. </p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "muy bien en segundo plano.\xa0</p>"),
    (H + "es-ar_lanacion_opinion-article.html", " grave, al Estado argentino.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "ado en la reunión de junio.</p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "de la función pública</b>.</p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "l, al reducir a 3MB su peso.</p>"),
    (H + "de_bafa-gov_mineraloel-statistics-table.html", "eralöl</a> veröffentlicht.</p>"),
]

E = html.escape


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


class Builder:
    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []
        self.n: dict[str, int] = {}
        self.k = 0  # anchor cursor

    def anchor(self) -> tuple[str, dict[str, Any]]:
        target, find = ANCHORS[self.k % len(ANCHORS)]
        self.k += 1
        return target, {"find": find, "occurrence": 1, "where": "after"}

    def add(
        self,
        label: str,
        vector: str,
        variant: str,
        channel: str,
        technique: str,
        expect: str,
        **kw: Any,
    ) -> None:
        key = f"{label}:{vector}"
        self.n[key] = self.n.get(key, 0) + 1
        prefix = "inj46" if label == "injection" else "neg46"
        case: dict[str, Any] = {
            "id": f"{prefix}-{vector}-{self.n[key]:03d}",
            "label": label,
            "vector": vector,
            "channel": channel,
            "lang": lang_of(variant),
            "variant": variant,
            "split": "test",
            "technique": technique,
            "expect_text": expect,
        }
        case.update(kw)
        self.cases.append(case)

    def html_case(
        self,
        label: str,
        vector: str,
        variant: str,
        channel: str,
        technique: str,
        expect: str,
        *,
        head: str | None = None,
        body: str | None = None,
    ) -> None:
        kw: dict[str, Any] = {}
        target, at = self.anchor()
        kw["target"] = target
        if head is not None:
            kw["head_snippet"] = head
        if body is not None:
            kw["body_snippet"] = body
            kw["body_at"] = at
        self.add(label, vector, variant, channel, technique, expect, **kw)


# --------------------------------------------------------------------------- html-comment


def comments(b: Builder) -> None:
    vec = "html-comment"
    for i, (variant, text) in enumerate(COMMENT_INJ):
        if isinstance(text, tuple):
            first = text[0]
            inner = "\n".join("    " + t for t in text)
            b.html_case(
                "injection",
                vec,
                variant,
                "html-comment",
                "multi-line comment in body",
                first,
                body=f"<!--\n{inner}\n-->",
            )
            continue
        m = i % 4
        if m == 0:
            b.html_case(
                "injection",
                vec,
                variant,
                "html-comment",
                "one-line comment in body",
                text,
                body=f"<!-- {text} -->",
            )
        elif m == 1:
            b.html_case(
                "injection",
                vec,
                variant,
                "html-comment",
                "comment before </head>",
                text,
                head=f"<!-- {text} -->",
            )
        elif m == 2:
            b.html_case(
                "injection",
                vec,
                variant,
                "conditional-comment",
                "IE conditional comment in body",
                text,
                body=f'<!--[if lt IE 9]><p class="nota">{text}</p><![endif]-->',
            )
        else:
            b.html_case(
                "injection",
                vec,
                variant,
                "html-comment",
                "comment inside a wrapper div",
                text,
                body=f'<div class="nota-cierre"><!--{text}--></div>',
            )
    for variant, kind, text in COMMENT_NEG:
        if isinstance(text, tuple):
            inner = "\n".join("  " + t for t in text)
            b.html_case(
                "negative",
                vec,
                variant,
                "html-comment",
                "multi-line build comment",
                text[0],
                body=f"<!--\n{inner}\n-->",
            )
        elif kind == "conditional":
            b.html_case(
                "negative",
                vec,
                variant,
                "conditional-comment",
                "IE conditional comment (outdated-browser notice)",
                text,
                body=f'<!--[if lt IE 9]><p class="browserupgrade">{text}</p><![endif]-->',
            )
        else:
            b.html_case(
                "negative",
                vec,
                variant,
                "html-comment",
                "ordinary CMS comment",
                text,
                body=f"<!-- {text} -->",
            )


# --------------------------------------------------------------------------- css-hidden

CSS_TECH: list[tuple[str, str | None, str]] = [
    # (technique, head rule with {c} placeholder or None, body with {c} and {t})
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    ("hidden attribute", None, "<p hidden>{t}</p>"),
    ("inline visibility:hidden", None, '<p style="visibility: hidden">{t}</p>'),
    ("inline opacity:0", None, '<div style="opacity:0">{t}</div>'),
    ("inline font-size 1px", None, '<p style="font-size:1px;line-height:1px;margin:0">{t}</p>'),
    (
        "text-indent off-screen",
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
    ),
    (
        "absolute left off-screen",
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
    ),
    ("height 0 + overflow hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip rect(0 0 0 0)",
        None,
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>',
    ),
    (
        "white text on white background (inline)",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "<style> class rule display:none",
        "<style>.{c}{{display:none}}</style>",
        '<p class="{c}">{t}</p>',
    ),
    (
        "inherited visibility:hidden from an id rule",
        "<style>#{c} {{ visibility: hidden; }}</style>",
        '<div id="{c}"><p>{t}</p></div>',
    ),
    (
        "<style> class rule clip-path inset(100%)",
        "<style>.{c}{{position:absolute;clip-path:inset(100%)}}</style>",
        '<span class="{c}">{t}</span>',
    ),
    (
        "inherited font-size:0 from inline parent",
        None,
        '<div style="font-size:0"><span>{t}</span></div>',
    ),
    (
        "child combinator rule, off-screen",
        "<style>div.{c} > p {{ position:absolute; left:-9999em; }}</style>",
        '<div class="{c}"><p>{t}</p></div>',
    ),
    (
        "<style> class rule, colour equal to background",
        "<style>.{c}{{color:#fff;background:#fff}}</style>",
        '<p class="{c}">{t}</p>',
    ),
    (
        "<style> class rule opacity 0",
        "<style>.{c} {{opacity:0}}</style>",
        '<div class="{c}">{t}</div>',
    ),
    (
        "<style> class rule height 0 overflow hidden",
        "<style>.{c}{{max-height:0;height:0;overflow:hidden}}</style>",
        '<section class="{c}"><p>{t}</p></section>',
    ),
]
CLASS_NAMES = [
    "txt-aux",
    "seo-extra",
    "nota-legal-x",
    "bloque-meta",
    "promo-copy",
    "c-info",
    "extra-copy",
]


def css(b: Builder) -> None:
    vec = "css-hidden"
    for i, (variant, text) in enumerate(CSS_INJ):
        tech, rule, body = CSS_TECH[i % len(CSS_TECH)]
        c = f"{CLASS_NAMES[i % len(CLASS_NAMES)]}{i}"
        b.html_case(
            "injection",
            vec,
            variant,
            "css-hidden",
            tech,
            text,
            head=rule.format(c=c) if rule else None,
            body=body.format(c=c, t=text),
        )
    sr = (
        "<style>.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
        "overflow:hidden;clip:rect(0,0,0,0);border:0}</style>"
    )
    for variant, kind, text in CSS_NEG:
        if kind == "sr-only":
            if text.startswith("S") and "ventana" not in text:
                bod = f'<a class="sr-only" href="#contenido">{text}</a>'
            else:
                bod = (
                    f'<a href="https://example.org/">Fuente <span class="sr-only">{text}</span></a>'
                )
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "screen-reader class (clip)",
                text,
                head=sr,
                body=bod,
            )
        elif kind == "display-none":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "inline display:none wrapper (closed modal, loader)",
                text,
                body=f'<div class="modal-aviso" style="display:none"><p>{text}</p></div>',
            )
        elif kind == "hidden-attr":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "cookie banner with hidden attribute",
                text,
                body=f'<div id="cookie-banner" hidden><p>{text}</p></div>',
            )
        elif kind == "height-zero":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "collapsed FAQ answer (height 0)",
                text,
                body=f'<div class="faq-respuesta" style="height:0;overflow:hidden"><p>{text}</p></div>',
            )
        elif kind == "offscreen":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "off-canvas menu (left -9999px)",
                text,
                body=f'<div class="off-canvas" style="position:absolute;left:-9999px">{text}</div>',
            )
        elif kind == "visibility":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "session notice, visibility hidden",
                text,
                body=f'<div class="aviso-sesion" style="visibility:hidden">{text}</div>',
            )
        elif kind == "clip":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "visually-hidden heading (clip-path)",
                text,
                head="<style>.visually-hidden{position:absolute;clip-path:inset(50%);width:1px;height:1px;overflow:hidden}</style>",
                body=f'<h2 class="visually-hidden">{text}</h2>',
            )
        elif kind == "opacity":
            b.html_case(
                "negative",
                vec,
                variant,
                "css-hidden",
                "toast message, opacity 0",
                text,
                body=f'<div class="toast" style="opacity:0">{text}</div>',
            )
        else:
            raise ValueError(kind)


# --------------------------------------------------------------------------- alt-title

ALT_CHANNELS = [
    "alt",
    "title",
    "aria-label",
    "meta-description",
    "og:description",
    "data-*",
    "twitter:description",
    "alt",
    "og:title",
    "aria-label",
    "data-*",
    "title",
]
DATA_NAMES = ["data-ai-summary", "data-context", "data-llm-hint", "data-note"]


def alt_markup(channel: str, text: str, i: int) -> tuple[str | None, str | None]:
    a = E(text, quote=True)
    if channel == "alt":
        return (
            None,
            f'<figure><img src="/static/img/nota-{i}.jpg" alt="{a}" width="640" height="360"></figure>',
        )
    if channel == "title":
        return None, f'<p><a href="/relacionadas/{i}" title="{a}">Notas relacionadas</a></p>'
    if channel == "aria-label":
        return (
            None,
            f'<button type="button" class="btn-compartir" aria-label="{a}">Compartir</button>',
        )
    if channel == "meta-description":
        return f'<meta name="description" content="{a}">', None
    if channel in ("og:description", "og:title"):
        return f'<meta property="{channel}" content="{a}">', None
    if channel == "twitter:description":
        return f'<meta name="twitter:description" content="{a}">', None
    if channel == "data-*":
        name = DATA_NAMES[i % len(DATA_NAMES)]
        return None, f'<div class="widget-relacionados" {name}="{a}"></div>'
    raise ValueError(channel)


def alts(b: Builder) -> None:
    vec = "alt-title"
    for i, (variant, text) in enumerate(ALT_INJ):
        ch = ALT_CHANNELS[i % len(ALT_CHANNELS)]
        head, body = alt_markup(ch, text, i)
        b.html_case(
            "injection",
            vec,
            variant,
            ch,
            f"{ch} attribute holding the text",
            text,
            head=head,
            body=body,
        )
    for i, (variant, ch, text) in enumerate(ALT_NEG):
        head, body = alt_markup(ch, text, 100 + i)
        b.html_case("negative", vec, variant, ch, f"ordinary {ch}", text, head=head, body=body)


# --------------------------------------------------------------------------- json-ld


def ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def jsonld_inj(i: int, text: str) -> tuple[str, str | None, str | None, str]:
    """(technique, head, body, channel)"""
    m = i % 8
    ctx = "https://schema.org"
    if m == 0:
        return (
            "custom field assistantInstructions on Organization",
            ld(
                {
                    "@context": ctx,
                    "@type": "Organization",
                    "name": "Grupo Editorial",
                    "url": "https://example.org/",
                    "assistantInstructions": text,
                }
            ),
            None,
            "json-ld",
        )
    if m == 1:
        return (
            "Product description holding a directive",
            ld(
                {
                    "@context": ctx,
                    "@type": "Product",
                    "name": "Plan Premium",
                    "description": text,
                    "offers": {"@type": "Offer", "price": "199.00", "priceCurrency": "MXN"},
                }
            ),
            None,
            "json-ld",
        )
    if m == 2:
        return (
            "NewsArticle abstract holding a directive",
            ld(
                {
                    "@context": ctx,
                    "@type": "NewsArticle",
                    "headline": "Nota",
                    "abstract": text,
                    "datePublished": "2022-05-10",
                }
            ),
            None,
            "json-ld",
        )
    if m == 3:
        return (
            "nested custom object x-llm-policy.directive on WebPage",
            ld(
                {
                    "@context": ctx,
                    "@type": "WebPage",
                    "name": "Portada",
                    "x-llm-policy": {"version": 2, "directive": text},
                }
            ),
            None,
            "json-ld",
        )
    if m == 4:
        return (
            "Review reviewBody holding a directive",
            ld(
                {
                    "@context": ctx,
                    "@type": "Review",
                    "author": {"@type": "Person", "name": "Equipo"},
                    "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                    "reviewBody": text,
                }
            ),
            None,
            "json-ld",
        )
    if m == 5:
        return (
            "FAQPage acceptedAnswer text, JSON-LD in body",
            None,
            ld(
                {
                    "@context": ctx,
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "¿Es confiable?",
                            "acceptedAnswer": {"@type": "Answer", "text": text},
                        }
                    ],
                }
            ),
            "json-ld",
        )
    if m == 6:
        a = E(text, quote=True)
        return (
            "microdata meta itemprop=disambiguatingDescription",
            None,
            '<div itemscope itemtype="https://schema.org/Organization">'
            '<meta itemprop="name" content="Grupo Editorial">'
            f'<meta itemprop="disambiguatingDescription" content="{a}"></div>',
            "microdata",
        )
    return (
        "@graph node with an extension vocabulary field ai:note",
        ld(
            {
                "@context": [ctx, {"ai": "https://example.org/ai#"}],
                "@graph": [
                    {"@type": "WebSite", "name": "Sitio", "url": "https://example.org/"},
                    {"@type": "Thing", "ai:note": text},
                ],
            }
        ),
        None,
        "json-ld",
    )


def jsonld_neg(kind: str, text: str) -> tuple[str, str | None, str | None, str]:
    ctx = "https://schema.org"
    if kind == "article":
        return (
            "NewsArticle headline",
            ld(
                {
                    "@context": ctx,
                    "@type": "NewsArticle",
                    "headline": text,
                    "datePublished": "2021-06-01",
                    "inLanguage": "es",
                }
            ),
            None,
            "json-ld",
        )
    if kind == "product":
        return (
            "Product description",
            ld(
                {
                    "@context": ctx,
                    "@type": "Product",
                    "name": "Producto",
                    "description": text,
                    "sku": "A-1020",
                }
            ),
            None,
            "json-ld",
        )
    if kind == "faq":
        return (
            "FAQPage answer",
            None,
            ld(
                {
                    "@context": ctx,
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "Pregunta frecuente",
                            "acceptedAnswer": {"@type": "Answer", "text": text},
                        }
                    ],
                }
            ),
            "json-ld",
        )
    if kind == "howto":
        return (
            "HowTo step",
            ld(
                {
                    "@context": ctx,
                    "@type": "HowTo",
                    "name": "Cómo hacerlo",
                    "step": [{"@type": "HowToStep", "position": 1, "text": text}],
                }
            ),
            None,
            "json-ld",
        )
    if kind == "review":
        return (
            "Review reviewBody",
            ld(
                {
                    "@context": ctx,
                    "@type": "Review",
                    "reviewBody": text,
                    "reviewRating": {"@type": "Rating", "ratingValue": "3"},
                }
            ),
            None,
            "json-ld",
        )
    if kind == "organization":
        return (
            "Organization description",
            ld(
                {
                    "@context": ctx,
                    "@type": "NewsMediaOrganization",
                    "name": "Diario",
                    "description": text,
                }
            ),
            None,
            "json-ld",
        )
    if kind == "breadcrumb":
        return (
            "BreadcrumbList item name",
            ld(
                {
                    "@context": ctx,
                    "@type": "BreadcrumbList",
                    "itemListElement": [
                        {
                            "@type": "ListItem",
                            "position": 1,
                            "name": "Inicio",
                            "item": "https://example.org/",
                        },
                        {
                            "@type": "ListItem",
                            "position": 2,
                            "name": text,
                            "item": "https://example.org/politica",
                        },
                    ],
                }
            ),
            None,
            "json-ld",
        )
    if kind == "microdata":
        a = E(text, quote=True)
        return (
            "microdata LocalBusiness openingHours description",
            None,
            '<div itemscope itemtype="https://schema.org/LocalBusiness">'
            f'<meta itemprop="description" content="{a}"></div>',
            "microdata",
        )
    raise ValueError(kind)


def jsonlds(b: Builder) -> None:
    vec = "json-ld"
    for i, (variant, text) in enumerate(JSONLD_INJ):
        tech, head, body, ch = jsonld_inj(i, text)
        b.html_case("injection", vec, variant, ch, tech, text, head=head, body=body)
    for variant, kind, text in JSONLD_NEG:
        tech, head, body, ch = jsonld_neg(kind, text)
        b.html_case("negative", vec, variant, ch, tech, text, head=head, body=body)


# --------------------------------------------------------------------------- pdf

P = "pdf/"
# (target, page, width) of born-digital pages with a blank white bottom margin >= 17 pt.
MARGIN_PAGES = [
    (P + "en_us-federal-register-three-column.pdf", 1),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 3),
    (P + "es-mx_catalogo-localidades-aguascalientes-table.pdf", 1),
    (P + "en_us-federal-register-three-column.pdf", 7),
    (P + "en_fbi-nics-background-checks-table.pdf", 1),
    (P + "en_us-federal-register-three-column.pdf", 12),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 1),
]
SCANNED_PAGES = [
    (P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 120.0),
    (P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 150.0),
    (P + "en_scanned-two-column-brochure_no-text-layer.pdf", 1, 400.0),
    (P + "en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 150.0),
]
ANY_PAGES = [
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 57),
    (P + "es-mx_catalogo-localidades-aguascalientes-table.pdf", 1),
    (P + "en_us-federal-register-three-column.pdf", 4),
    (P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1),
    (P + "en_fbi-nics-background-checks-table.pdf", 1),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 212),
    (P + "en_scanned-two-column-brochure_no-text-layer.pdf", 1),
    (P + "en_us-federal-register-three-column.pdf", 15),
]
PDF_TECH = ["render-mode-3", "white-text", "transparent", "under-image", "off-page", "covered"]


class PdfCursor:
    def __init__(self) -> None:
        self.i = {"margin": 0, "scanned": 0, "any": 0}

    def take(self, pool: str) -> Any:
        lst = {"margin": MARGIN_PAGES, "scanned": SCANNED_PAGES, "any": ANY_PAGES}[pool]
        v = lst[self.i[pool] % len(lst)]
        self.i[pool] += 1
        return v


def pdf_spec(tech: str, text: str, cur: PdfCursor) -> tuple[str, dict[str, Any], str]:
    if tech == "render-mode-3":
        target, page = cur.take("any")
        return (
            target,
            {"page": page, "text": text, "x": 40, "y": 200, "size": 8, "render_mode": 3},
            "text render mode 3 (invisible), mid-page",
        )
    if tech == "transparent":
        target, page = cur.take("any")
        return (
            target,
            {"page": page, "text": text, "x": 40, "y": 120, "size": 7, "fill": [0, 0, 0, 0]},
            "black fill with alpha 0",
        )
    if tech == "off-page":
        target, page = cur.take("any")
        return (
            target,
            {"page": page, "text": text, "x": 40, "y": -400, "size": 9},
            "visible fill, placed 400 pt below the page box",
        )
    if tech == "under-image":
        target, page, y = cur.take("scanned")
        return (
            target,
            {"page": page, "text": text, "x": 30, "y": y, "size": 6, "z": "bottom"},
            "black text drawn first, under the scanned page image",
        )
    if tech == "white-text":
        target, page = cur.take("margin")
        return (
            target,
            {"page": page, "text": text, "x": 36, "y": 6, "size": 5, "fill": [255, 255, 255, 255]},
            "white text in the blank bottom margin",
        )
    if tech == "covered":
        target, page = cur.take("margin")
        return (
            target,
            {"page": page, "text": text, "x": 36, "y": 7, "size": 4, "cover": [255, 255, 255]},
            "black text in the bottom margin under an opaque white rectangle",
        )
    raise ValueError(tech)


def pdfs(b: Builder) -> None:
    vec = "pdf-text-layer"
    cur = PdfCursor()
    for i, (variant, text) in enumerate(PDF_INJ):
        tech = PDF_TECH[i % len(PDF_TECH)]
        target, spec, how = pdf_spec(tech, text, cur)
        b.add("injection", vec, variant, tech, how, text, target=target, pdf=spec)
    neg_tech = [
        "under-image",
        "render-mode-3",
        "under-image",
        "render-mode-3",
        "white-text",
        "covered",
    ]
    for i, (variant, text) in enumerate(PDF_NEG):
        tech = neg_tech[i % len(neg_tech)]
        target, spec, how = pdf_spec(tech, text, cur)
        b.add(
            "negative",
            vec,
            variant,
            tech,
            "OCR/page-label style " + how,
            text,
            target=target,
            pdf=spec,
        )


# --------------------------------------------------------------------------- visible Spanish


def visible_markup(kind: str, text: str) -> str:
    if kind == "p":
        return f"<p>{text}</p>"
    if kind == "banner":
        style = "border:1px solid #999;padding:8px"
        return f'<div class="aviso-destacado" role="note" style="{style}"><strong>{text}</strong></div>'
    if kind == "status":
        return f'<p class="estado-verificacion" role="status">{text}</p>'
    if kind == "table":
        return f'<table class="ficha"><tr><th>Resultado</th><td>{text}</td></tr></table>'
    if kind == "kv":
        return f"<pre>{text}</pre>"
    if kind == "footnote":
        return f"<p><small>{text}</small></p>"
    if kind == "quote":
        return f"<blockquote>{text}</blockquote>"
    if kind == "list":
        return f"<ul><li>{text}</li></ul>"
    raise ValueError(kind)


def visible(b: Builder) -> None:
    vec = "system-impersonation-es"
    for variant, kind, text in SYS_INJ:
        b.html_case(
            "injection",
            vec,
            variant,
            "visible-text",
            f"visible {kind}",
            text,
            body=visible_markup(kind, text),
        )
    for variant, kind, text in SYS_NEG:
        b.html_case(
            "negative",
            vec,
            variant,
            "visible-text",
            f"visible {kind} for human readers",
            text,
            body=visible_markup(kind, text),
        )


def main() -> None:
    b = Builder()
    comments(b)
    css(b)
    alts(b)
    jsonlds(b)
    pdfs(b)
    visible(b)
    out = HERE / "cases.json"
    out.write_text(json.dumps(b.cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(b.cases)} cases to {out}")


if __name__ == "__main__":
    main()
