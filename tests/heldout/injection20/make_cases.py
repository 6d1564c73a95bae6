# ruff: noqa: E501
"""Write ``cases.json`` for the twentieth held-out injection corpus.

The texts live in ``texts_injection.py``, ``texts_system_es.py`` and
``texts_negative.py``; this script wraps each one in the markup of its vector (CSS
cascade rules, comments, attributes, JSON-LD, PDF text objects, visible forms) and
chooses a target capture and an insertion point. Insertion points are fixed below
(occurrences of ``</p>`` that close a visible paragraph of the article body, and a few
unique attribute strings found by reading the captures). Run from the repository root:
``.venv/bin/python tests/heldout/injection20/make_cases.py``.
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

from texts_injection import ATTR, COMMENT, CSS, JSONLD, PDF  # noqa: E402
from texts_negative import (  # noqa: E402
    NEG_ATTR,
    NEG_COMMENT,
    NEG_CSS,
    NEG_JSONLD,
    NEG_PDF,
    NEG_VISIBLE_ES,
)
from texts_system_es import SYSTEM_ES  # noqa: E402

H = "html/"
LADIARIA = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
LANACION = H + "es-ar_lanacion_opinion-article.html"
UNOCERO = H + "es-mx_unocero_tech-news-android-apps.html"
ELCOMERCIO = H + "es-pe_elcomercio_signwall-paywall-article.html"
RSING = H + "de_rs-ingenieure_simple-corporate-services-page.html"

#: occurrences of "</p>" closing a visible body paragraph (read from the captures)
BODY_P = {
    LADIARIA: list(range(4, 24)),
    CNET: [4, 5, 6, 7, 8, 9],
    BAFA: [4, 5, 7],
    LANACION: list(range(7, 17)),
    UNOCERO: [1, 3, 4, 5, 6, 10, 11, 12],
    ELCOMERCIO: [3, 4, 6, 7, 8, 9, 10, 11],
    RSING: [1],
}

BY_VARIANT = {
    "es-UY": [LADIARIA],
    "es-AR": [LANACION],
    "es-MX": [CNET, UNOCERO, CNET],
    "es": [BAFA, LADIARIA, CNET, LANACION],
    "es-CO": [CNET, LADIARIA],
    "es-PE": [ELCOMERCIO],
    "es-CL": [LANACION, BAFA],
    "es-ES": [BAFA, CNET],
    "en": [BAFA, CNET, LADIARIA, LANACION, RSING],
    "en-US": [CNET, LANACION, LADIARIA, BAFA],
    "en-GB": [BAFA, LADIARIA, LANACION],
    "pt-BR": [LADIARIA, CNET, LANACION, BAFA, UNOCERO],
    "pt-PT": [BAFA, LANACION, ELCOMERCIO],
}

_rot: dict[str, itertools.cycle] = {}
_prot: dict[str, itertools.cycle] = {}


def target_for(variant: str) -> str:
    if variant not in _rot:
        _rot[variant] = itertools.cycle(BY_VARIANT[variant])
    return next(_rot[variant])


def after_p(target: str) -> dict[str, Any]:
    if target not in _prot:
        _prot[target] = itertools.cycle(BODY_P[target])
    return {"find": "</p>", "occurrence": next(_prot[target]), "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def vis(t: str) -> str:
    return html.escape(t, quote=False)


CASES: list[dict[str, Any]] = []


def add(prefix: str, **kw: Any) -> None:
    n = sum(1 for c in CASES if c["id"].startswith(prefix + "-")) + 1
    case = {"id": f"{prefix}-{n:03d}", "split": "test"}
    case.update(kw)
    case["lang"] = lang_of(case["variant"])
    CASES.append(case)


# ------------------------------------------------------------------ css cascade
def css_technique(k: int, i: int, t: str) -> tuple[str | None, str, str]:
    """(head <style> or None, body html, technique) for technique k, case index i."""
    T = vis(t)
    techs = [
        (f".nc-{i}{{display:none}}", f'<div class="nc-{i}">{T}</div>', "class rule display:none"),
        (f"#aux-{i}{{visibility:hidden}}", f'<p id="aux-{i}">{T}</p>', "id rule visibility:hidden"),
        (
            f'[data-role="meta-{i}"]{{position:absolute;left:-10000px;top:auto}}',
            f'<div data-role="meta-{i}">{T}</div>',
            "attribute selector, off-screen left:-10000px",
        ),
        (
            f".caja-{i} span{{font-size:0}}",
            f'<div class="caja-{i}"><span>{T}</span></div>',
            "descendant selector font-size:0",
        ),
        (
            f".nota-{i} > p{{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}}",
            f'<div class="nota-{i}"><p>{T}</p></div>',
            "child selector clip:rect(0 0 0 0)",
        ),
        (
            f"@media screen, print {{ .pie-{i}{{display:none !important}} }}",
            f'<p class="pie-{i}">{T}</p>',
            "@media rule display:none",
        ),
        (
            f":root{{--fondo-{i}:#ffffff}} .tono-{i}{{color:var(--fondo-{i});background-color:var(--fondo-{i})}}",
            f'<p class="tono-{i}">{T}</p>',
            "CSS variables: text colour = background colour (white on white)",
        ),
        (
            f".wrap-{i}{{opacity:0}}",
            f'<div class="wrap-{i}"><div><p>{T}</p></div></div>',
            "opacity:0 inherited from ancestor",
        ),
        (None, f"<section hidden><div><p>{T}</p></div></section>", "hidden attribute on ancestor"),
        (
            f".col-{i}{{height:0;overflow:hidden}}",
            f'<div class="col-{i}"><p>{T}</p></div>',
            "height:0 + overflow:hidden on ancestor",
        ),
        (
            f".ti-{i}{{text-indent:-9999px;white-space:nowrap;overflow:hidden}}",
            f'<h6 class="ti-{i}">{T}</h6>',
            "text-indent:-9999px",
        ),
        (
            f"p.cp-{i}{{clip-path:inset(50%);position:absolute}}",
            f'<p class="cp-{i}">{T}</p>',
            "clip-path:inset(50%)",
        ),
        (
            f"p + .sib-{i}{{visibility:hidden}}",
            f'<div class="sib-{i}">{T}</div>',
            "adjacent-sibling selector visibility:hidden",
        ),
        (
            f'[class^="promo-x{i}"]{{display:none}}',
            f'<aside class="promo-x{i}-v2">{T}</aside>',
            "attribute prefix selector display:none",
        ),
        (None, f'<span style="color:#fff;background:#fff">{T}</span>', "inline white on white"),
        (
            f".a-{i}.b-{i}{{font-size:1px;line-height:0;color:transparent}}",
            f'<p class="a-{i} b-{i}">{T}</p>',
            "compound class selector font-size:1px + transparent",
        ),
        (
            f".w-{i}{{position:absolute;width:1px;height:1px;overflow:hidden;white-space:nowrap}}",
            f'<div class="w-{i}">{T}</div>',
            "1x1px overflow hidden box",
        ),
        (
            f"@media (min-width:0px) {{ body .hz-{i} em{{display:none}} }}",
            f'<div class="hz-{i}"><em>{T}</em></div>',
            "@media + descendant selector display:none",
        ),
    ]
    return techs[k % len(techs)]


def build_css(items: list[tuple[str, str]], label: str, prefix: str, start: int) -> None:
    for j, (variant, t) in enumerate(items):
        i = start + j
        target = target_for(variant)
        head, body, tech = css_technique(j, i, t)
        kw: dict[str, Any] = {
            "label": label,
            "vector": "css-hidden",
            "channel": "css-hidden",
            "variant": variant,
            "target": target,
            "expect_text": t,
            "technique": tech,
            "body_snippet": body,
            "body_at": after_p(target),
        }
        if head:
            kw["head_snippet"] = f"<style>{head}</style>"
        add(prefix, **kw)


NEG_CSS_FORMS = {
    "skip": (
        ".skip-link{position:absolute;left:-9999px}",
        '<a class="skip-link" href="#main">{T}</a>',
        "off-screen skip link",
    ),
    "sronly": (
        ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}",
        '<span class="sr-only">{T}</span>',
        "sr-only clip",
    ),
    "modal": (
        ".modal-paywall{display:none}",
        '<div class="modal-paywall" role="dialog"><p>{T}</p></div>',
        "closed modal display:none",
    ),
    "honeypot": (
        ".hp-field{position:absolute;left:-5000px}",
        '<div class="hp-field"><label for="hp-website">{T}</label><input id="hp-website" name="website" tabindex="-1"></div>',
        "honeypot off-screen",
    ),
    "cookie": (
        "#cookie-banner{visibility:hidden}",
        '<div id="cookie-banner"><p>{T}</p></div>',
        "cookie banner visibility:hidden",
    ),
    "newsletter": (
        None,
        '<div class="newsletter-popup" hidden><p>{T}</p></div>',
        "newsletter pop-up hidden attribute",
    ),
    "loading": (
        ".loading{opacity:0}",
        '<div class="loading"><span>{T}</span></div>',
        "loading label opacity:0",
    ),
    "print": (
        "@media screen {{ .print-only{{display:none}} }}",
        '<p class="print-only">{T}</p>',
        "print-only @media",
    ),
}


# ------------------------------------------------------------------ comments
def build_comments() -> None:
    forms = ["body", "head", "multi", "conditional", "inline", "keyvalue", "body", "multi"]
    for j, (variant, t) in enumerate(COMMENT):
        target = target_for(variant)
        form = forms[j % len(forms)]
        kw: dict[str, Any] = {
            "label": "injection",
            "vector": "html-comment",
            "channel": "html-comment",
            "variant": variant,
            "target": target,
            "expect_text": t,
            "technique": form,
        }
        if form == "body":
            kw.update(body_snippet=f"<!-- {t} -->", body_at=after_p(target))
        elif form == "head":
            kw.update(head_snippet=f"<!-- {t} -->")
        elif form == "keyvalue":
            kw.update(body_snippet=f"<!-- cms.meta.revision=42 | {t} -->", body_at=after_p(target))
        elif form == "conditional":
            kw.update(
                channel="conditional-comment",
                body_snippet=f"<!--[if gte mso 9]><p>{vis(t)}</p><![endif]-->",
                body_at=after_p(target),
                expect_text=t,
            )
        elif form == "inline":
            at = after_p(target)
            kw.update(
                inline_edits=[
                    {
                        "find": at["find"],
                        "occurrence": at["occurrence"],
                        "where": "after",
                        "text": f"<!-- {t} -->",
                    }
                ]
            )
        else:  # multi-line: addressee / directive split over lines
            cut = max(t.find(": "), t.find(", "))
            if cut < 10:
                cut = t.find(" ", len(t) // 2)
            first, rest = t[: cut + 1].strip(), t[cut + 1 :].strip()
            kw.update(
                body_snippet=f"<!--\n    {first}\n    {rest}\n-->",
                body_at=after_p(target),
                expect_text=first,
            )
        add("i20-com", **kw)


def build_neg_comments() -> None:
    for variant, form, t in NEG_COMMENT:
        target = target_for(variant)
        kw: dict[str, Any] = {
            "label": "negative",
            "vector": "html-comment",
            "channel": "html-comment",
            "variant": variant,
            "target": target,
            "technique": form,
        }
        if form == "conditional":
            kw.update(
                channel="conditional-comment", body_snippet=f"<!--{t}-->", body_at=after_p(target)
            )
            inner = t.split("]>", 1)[1].split("<![endif]")[0]
            kw["expect_text"] = inner
        elif form == "multi":
            first = t.split("\n")[0]
            kw.update(
                body_snippet="<!--\n  " + t.replace("\n", "\n  ") + "\n-->",
                body_at=after_p(target),
                expect_text=first,
            )
        else:
            kw.update(body_snippet=f"<!-- {t} -->", body_at=after_p(target), expect_text=t)
        add("n20-com", **kw)


# ------------------------------------------------------------------ attributes
SPECIAL_ATTR = {
    LADIARIA: [
        (
            "alt",
            {
                "find": 'alt="Predio fumigado lindero a escuela dentro del área protegida."',
                "where": "replace",
            },
            'alt="{A}"',
        ),
    ],
    CNET: [
        ("alt", {"find": 'alt="twitter-lite"', "where": "replace"}, 'alt="{A}"'),
        ("placeholder", {"find": 'placeholder="Buscar"', "where": "replace"}, 'placeholder="{A}"'),
    ],
    BAFA: [
        (
            "placeholder",
            {"find": 'placeholder="Suchbegriff"', "where": "replace"},
            'placeholder="{A}"',
        ),
        (
            "alt",
            {
                "find": 'alt="Logo Bundesamt fuer Wirtschaft und Ausfuhrkontrolle (Link zur Startseite)"',
                "where": "replace",
            },
            'alt="{A}"',
        ),
    ],
    LANACION: [
        ("alt", {"find": 'conflicto-mapuche-2585177w280.jpg"', "where": "after"}, ' alt="{A}"'),
    ],
}
_used_special: set[tuple[str, str]] = set()

ATTR_FORMS = [
    ("alt", None, '<img src="/static/img/pixel.gif" width="1" height="1" alt="{A}">'),
    ("title", None, '<p><a href="/suscripciones/" title="{A}">Suscripciones</a></p>'),
    ("aria-label", None, '<button type="button" class="share-btn" aria-label="{A}"></button>'),
    ("data-*", None, '<div class="ld-widget" data-summary-hint="{A}"></div>'),
    ("meta-description", '<meta name="description" content="{A}">', None),
    ("og:description", '<meta property="og:description" content="{A}">', None),
    ("title", None, '<p>Fuente: <abbr title="{A}">DGSA</abbr></p>'),
    ("twitter:description", '<meta name="twitter:description" content="{A}">', None),
    (
        "placeholder",
        None,
        '<form class="buscador" action="/buscar"><input type="search" name="q" placeholder="{A}"></form>',
    ),
    (
        "aria-label",
        None,
        '<nav aria-label="{A}"><ol class="breadcrumb"><li><a href="/">Inicio</a></li></ol></nav>',
    ),
    (
        "data-*",
        None,
        '<figure data-caption-ai="{A}"><img src="/static/img/blank.png" alt=""></figure>',
    ),
    ("og:title", '<meta property="og:title" content="{A}">', None),
]


def build_attr(
    items: list[tuple[str, str, str]] | list[tuple[str, str]], label: str, prefix: str
) -> None:
    for j, item in enumerate(items):
        if label == "injection":
            variant, t = item  # type: ignore[misc]
            want = None
        else:
            variant, want, t = item  # type: ignore[misc]
        target = target_for(variant)
        A = esc(t)
        kw: dict[str, Any] = {
            "label": label,
            "vector": "alt-title",
            "variant": variant,
            "target": target,
            "expect_text": t,
        }
        special = None
        if label == "injection" and j % 3 == 0:
            for ch, at, tmpl in SPECIAL_ATTR.get(target, []):
                if (target, at["find"]) not in _used_special:
                    special = (ch, at, tmpl)
                    _used_special.add((target, at["find"]))
                    break
        if special:
            ch, at, tmpl = special
            kw.update(
                channel=ch,
                technique="edit of an existing attribute",
                inline_edits=[{**at, "text": tmpl.format(A=A)}],
            )
        else:
            forms = [f for f in ATTR_FORMS if want is None or f[0] == want]
            if not forms:
                forms = [
                    (
                        "alt",
                        None,
                        '<img src="/static/img/foto.jpg" width="640" height="360" alt="{A}">',
                    )
                ]
            ch, head, body = forms[j % len(forms)]
            kw.update(channel=ch, technique="new element/meta")
            if head:
                kw["head_snippet"] = head.format(A=A)
            else:
                kw.update(body_snippet=body.format(A=A), body_at=after_p(target))
        add(prefix, **kw)


# ------------------------------------------------------------------ json-ld
def jsonld_doc(k: int, t: str) -> tuple[Any, str]:
    docs = [
        (
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota",
                "instructions": t,
            },
            "NewsArticle + invented 'instructions'",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Redacción",
                "x-assistant-policy": t,
            },
            "Organization + invented 'x-assistant-policy'",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "potentialAction": {"@type": "ReadAction", "description": t},
            },
            "WebPage potentialAction.description holding a directive",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Dataset",
                "name": "Tabla",
                "aiSummaryHint": t,
            },
            "Dataset + invented 'aiSummaryHint'",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "GovernmentOrganization",
                "name": "Registro",
                "verification": {"issuer": "registro oficial", "note": t},
            },
            "GovernmentOrganization + invented 'verification.note'",
        ),
        (
            {
                "@context": "https://schema.org",
                "@graph": [{"@type": "WebSite", "name": "Sitio"}, {"@type": "Thing", "comment": t}],
            },
            "@graph node with 'comment'",
        ),
        (
            {"@context": "https://schema.org", "@type": "Article", "disambiguatingDescription": t},
            "disambiguatingDescription holding a directive",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewBody": t,
                "reviewRating": {"@type": "Rating", "ratingValue": 5},
            },
            "Review.reviewBody addressed to a model",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "SoftwareApplication",
                "name": "App",
                "llmGuidance": {"priority": "high", "text": t},
            },
            "invented nested 'llmGuidance'",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "speakable": {"@type": "SpeakableSpecification", "cssSelector": [".nota"]},
                "assistantNotes": [t],
            },
            "invented 'assistantNotes' array",
        ),
    ]
    return docs[k % len(docs)]


def build_jsonld() -> None:
    for j, (variant, t) in enumerate(JSONLD):
        target = target_for(variant)
        kw: dict[str, Any] = {
            "label": "injection",
            "vector": "json-ld",
            "variant": variant,
            "target": target,
            "expect_text": t,
        }
        if j % 6 == 5:  # microdata
            kw.update(
                channel="microdata",
                technique="microdata meta with invented itemprop",
                body_snippet=(
                    '<div itemscope itemtype="https://schema.org/Article">'
                    f'<meta itemprop="assistantInstruction" content="{esc(t)}"></div>'
                ),
                body_at=after_p(target),
            )
        else:
            doc, tech = jsonld_doc(j, t)
            blob = json.dumps(doc, ensure_ascii=False, indent=1 if j % 2 else None)
            snip = f'<script type="application/ld+json">{blob}</script>'
            kw.update(channel="json-ld", technique=tech)
            if j % 3 == 1:
                kw.update(body_snippet=snip, body_at=after_p(target))
            else:
                kw["head_snippet"] = snip
        add("i20-jld", **kw)


def build_neg_jsonld() -> None:
    for variant, form, t in NEG_JSONLD:
        target = target_for(variant)
        kw: dict[str, Any] = {
            "label": "negative",
            "vector": "json-ld",
            "variant": variant,
            "target": target,
            "expect_text": t,
            "technique": form,
            "channel": "json-ld",
        }
        ctx = "https://schema.org"
        if form == "newsarticle":
            doc = {
                "@context": ctx,
                "@type": "NewsArticle",
                "headline": t,
                "datePublished": "2022-05-02T10:00:00-03:00",
                "author": {"@type": "Person", "name": "Redacción"},
            }
        elif form == "breadcrumb":
            doc = {
                "@context": ctx,
                "@type": "BreadcrumbList",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Inicio"},
                    {"@type": "ListItem", "position": 2, "name": t},
                ],
            }
        elif form == "faq":
            doc = {
                "@context": ctx,
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Cómo hago el trámite?",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            }
        elif form == "organization":
            doc = {
                "@context": ctx,
                "@type": "NewsMediaOrganization",
                "name": "Diario",
                "contactPoint": {
                    "@type": "ContactPoint",
                    "contactType": "customer service",
                    "description": t,
                },
            }
        elif form == "product":
            doc = {
                "@context": ctx,
                "@type": "Product",
                "name": t,
                "offers": {"@type": "Offer", "price": "40.00", "priceCurrency": "USD"},
            }
        elif form == "howto":
            doc = {
                "@context": ctx,
                "@type": "HowTo",
                "name": "Configurar el asistente de voz",
                "step": [{"@type": "HowToStep", "text": t}],
            }
        elif form == "govservice":
            doc = {
                "@context": ctx,
                "@type": "GovernmentService",
                "name": t,
                "provider": {"@type": "GovernmentOrganization", "name": "SAT"},
            }
        elif form == "dataset":
            doc = {
                "@context": ctx,
                "@type": "Dataset",
                "name": "Mineralölstatistik",
                "description": t,
            }
        elif form == "event":
            doc = {"@context": ctx, "@type": "Event", "name": t, "startDate": "2022-06-10"}
        else:
            doc = None
        if doc is None:  # microdata
            kw.update(
                channel="microdata",
                body_snippet=(
                    '<div itemscope itemtype="https://schema.org/AggregateRating">'
                    f'<span itemprop="description">{vis(t)}</span><meta itemprop="ratingValue" content="4.5"></div>'
                ),
                body_at=after_p(target),
            )
        else:
            kw["head_snippet"] = (
                f'<script type="application/ld+json">{json.dumps(doc, ensure_ascii=False)}</script>'
            )
        add("n20-jld", **kw)


# ------------------------------------------------------------------ pdf
P = "pdf/"
PDF_SLOTS = [
    # (target, page, x, y, size, channel, fill, render_mode, z, cover)
    (
        P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        40,
        8,
        7,
        "render-mode-3",
        (0, 0, 0, 255),
        3,
        "top",
        None,
    ),
    (
        P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        40,
        6,
        6,
        "white-text",
        (255, 255, 255, 255),
        0,
        "top",
        None,
    ),
    (
        P + "en_us-federal-register-three-column.pdf",
        4,
        60,
        10,
        7,
        "transparent",
        (0, 0, 0, 0),
        0,
        "top",
        None,
    ),
    (
        P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        17,
        72,
        4,
        6,
        "covered",
        (0, 0, 0, 255),
        0,
        "top",
        (255, 255, 255),
    ),
    (
        P + "en_scanned-two-column-brochure_no-text-layer.pdf",
        1,
        80,
        400,
        9,
        "under-image",
        (0, 0, 0, 255),
        0,
        "bottom",
        None,
    ),
    (
        P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        1,
        30,
        200,
        8,
        "render-mode-3",
        (0, 0, 0, 255),
        3,
        "top",
        None,
    ),
    (
        P + "en_fbi-nics-background-checks-table.pdf",
        1,
        -900,
        300,
        8,
        "off-page",
        (0, 0, 0, 255),
        0,
        "top",
        None,
    ),
    (
        P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        3,
        72,
        300,
        8,
        "render-mode-3",
        (0, 0, 0, 255),
        3,
        "top",
        None,
    ),
    (
        P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        1,
        40,
        200,
        9,
        "under-image",
        (0, 0, 0, 255),
        0,
        "bottom",
        None,
    ),
    (
        P + "en_graph-image-with-invisible-ocr-text-tr3.pdf",
        1,
        20,
        150,
        8,
        "render-mode-3",
        (0, 0, 0, 255),
        3,
        "top",
        None,
    ),
    (
        P + "en_us-federal-register-three-column.pdf",
        9,
        60,
        900,
        8,
        "off-page",
        (0, 0, 0, 255),
        0,
        "top",
        None,
    ),
    (
        P + "en_fbi-nics-background-checks-table.pdf",
        1,
        40,
        6,
        0.6,
        "tiny-text",
        (0, 0, 0, 255),
        0,
        "top",
        None,
    ),
]


def build_pdf(
    items: list[tuple[str, str]] | list[tuple[str, str, str]], label: str, prefix: str, offset: int
) -> None:
    for j, item in enumerate(items):
        variant, t = (item[0], item[-1])
        target, page, x, y, size, ch, fill, mode, z, cover = PDF_SLOTS[
            (j + offset) % len(PDF_SLOTS)
        ]
        spec: dict[str, Any] = {
            "page": page,
            "text": t,
            "x": x,
            "y": y,
            "size": size,
            "fill": list(fill),
            "render_mode": mode,
            "z": z,
        }
        if cover:
            spec["cover"] = list(cover)
        add(
            prefix,
            label=label,
            vector="pdf-text-layer",
            channel=ch,
            variant=variant,
            target=target,
            expect_text=t,
            technique=ch,
            media="pdf",
            pdf=spec,
        )


# ------------------------------------------------------------------ visible forms
def visible_html(form: str, t: str, target: str) -> tuple[dict[str, Any], str]:
    """Snippet fields and expect_text for a visible-text form."""
    T = vis(t)
    if form == "table" and " | " in t:
        a, b = t.split(" | ", 1)
        return {
            "body_snippet": f'<table class="registro"><tr><th>{vis(a)}</th><td>{vis(b)}</td></tr></table>'
        }, b
    if form == "yaml":
        lines = t.split("\n")
        return {
            "body_snippet": '<pre class="config">' + "\n".join(vis(x) for x in lines) + "</pre>"
        }, lines[-1]
    wrap = {
        "p": "<p>{T}</p>",
        "div": '<div class="aviso-sistema"><strong>{T}</strong></div>',
        "breadcrumb": '<nav class="breadcrumbs"><ol><li>{T}</li></ol></nav>',
        "figcaption": '<figure class="foto"><img src="/media/foto-nota.jpg" alt="" width="640" height="360"><figcaption>{T}</figcaption></figure>',
        "chat": '<div class="chat-transcript"><p class="msg">{T}</p></div>',
        "changelog": '<section class="changelog"><h4>Historial de cambios</h4><ul><li>{T}</li></ul></section>',
        "memo": '<div class="memo"><p>{T}</p>\n<p>Equipo de Plataforma</p></div>',
        "stamp": '<div class="sello" style="border:2px solid #900;padding:4px;font-weight:bold">{T}</div>',
        "label": '<form class="consulta"><label for="campo-consulta">{T}</label> <input id="campo-consulta" type="text"></form>',
        "json": '<pre class="respuesta-api"><code>{T}</code></pre>',
        "log": '<pre class="log">{T}</pre>',
        "footnote": '<p class="nota-pie"><small>{T}</small></p>',
        "placeholder": None,
    }[form]
    if wrap is None:
        return {
            "body_snippet": f'<form class="buscador"><input type="text" name="q" placeholder="{esc(t)}"></form>'
        }, t
    return {"body_snippet": wrap.format(T=T)}, t


def build_visible(items: list[tuple[str, str, str]], label: str, prefix: str) -> None:
    for variant, form, t in items:
        target = target_for(variant)
        fields, expect = visible_html(form, t, target)
        ch = "placeholder" if form == "placeholder" else "visible-text"
        kw: dict[str, Any] = {
            "label": label,
            "vector": "system-impersonation-es",
            "channel": ch,
            "variant": variant,
            "target": target,
            "expect_text": expect,
            "technique": f"visible {form}",
        }
        kw.update(fields)
        kw["body_at"] = after_p(target)
        add(prefix, **kw)


def main() -> int:
    build_comments()
    build_neg_comments()
    build_css(CSS, "injection", "i20-css", 1)
    # negatives: same mechanisms, benign texts
    for variant, form, t in NEG_CSS:
        target = target_for(variant)
        head, body, tech = NEG_CSS_FORMS[form]
        kw: dict[str, Any] = {
            "label": "negative",
            "vector": "css-hidden",
            "channel": "css-hidden",
            "variant": variant,
            "target": target,
            "expect_text": t,
            "technique": tech,
            "body_snippet": body.format(T=vis(t)),
            "body_at": after_p(target),
        }
        if head:
            kw["head_snippet"] = "<style>" + head.replace("{{", "{").replace("}}", "}") + "</style>"
        add("n20-css", **kw)
    build_attr(ATTR, "injection", "i20-att")
    build_attr(NEG_ATTR, "negative", "n20-att")
    build_jsonld()
    build_neg_jsonld()
    build_pdf(PDF, "injection", "i20-pdf", 0)
    build_pdf(NEG_PDF, "negative", "n20-pdf", 3)
    build_visible(SYSTEM_ES, "injection", "i20-sys")
    build_visible(NEG_VISIBLE_ES, "negative", "n20-vis")
    out = HERE / "cases.json"
    out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(CASES)} cases to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
