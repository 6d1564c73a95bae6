"""Build ``cases.json`` for the injection34 corpus from the hand-written texts.

Wraps each text of ``texts_hidden.py`` / ``texts_visible.py`` in markup (HTML) or a
PDF text-object spec, rotating target pages, insertion points (after a ``</p>`` of the
article body, before ``</head>``, in place on an existing ``<img>`` or ``<meta>``),
hiding techniques and channels. Run from the repository root:
``.venv/bin/python tests/heldout/injection34/make_cases.py``.
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

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RSI = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ELC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LDU = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: occurrences of ``</p>`` that close a paragraph of the visible article body.
BODY_P: dict[str, list[int]] = {
    LN: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    UNO: [1, 3, 4, 5, 6, 10, 11, 12, 13],
    ELC: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    LDU: list(range(4, 24)),
    CNET: [4, 5, 6, 7, 8, 9],
    BAFA: [4, 5, 7],
    RSI: [1],
}
ALL_PAGES = [UNO, LN, ELC, LDU, CNET, BAFA, RSI]
ES_PAGES = [UNO, LN, ELC, LDU, CNET]

#: ``<img `` occurrences in the visible body (not in <noscript>), for in-place attributes.
IMG_SLOTS: list[tuple[str, int]] = [
    (UNO, 2),
    (ELC, 2),
    (LDU, 3),
    (CNET, 2),
    (RSI, 1),
    (UNO, 3),
    (LDU, 4),
    (CNET, 3),
    (UNO, 4),
    (LN, 1),
    (LDU, 5),
    (BAFA, 2),
]

#: page's own stylesheet classes that hide (rules inside the capture's <style>).
PAGE_CLASSES: dict[str, list[tuple[str, str]]] = {
    UNO: [
        ("hide", ".hide{display:none!important}"),
        ("collapse", ".collapse,.hide{display:none !important}"),
    ],
    ELC: [
        ("ad-lateral", ".ad-lateral{display:none}"),
        ("signwall-modal", ".signwall-modal{display:none}"),
        ("st-continue__anchor", ".st-continue__anchor{display:none}"),
        ("b-news__close", ".b-news__close{display:none}"),
    ],
}

#: visually-hidden utility classes added with a <style> rule in the head.
UTILITY = [
    (
        "sr-only",
        ".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
        "overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}",
    ),
    (
        "visually-hidden",
        ".visually-hidden{position:absolute!important;clip-path:inset(50%);width:1px;"
        "height:1px;overflow:hidden}",
    ),
    (
        "screen-reader-text",
        ".screen-reader-text{border:0;clip:rect(1px,1px,1px,1px);height:1px;margin:-1px;"
        "overflow:hidden;padding:0;position:absolute;width:1px}",
    ),
    ("u-offscreen", ".u-offscreen{position:absolute;left:-10000px;top:auto}"),
    ("element-invisible", ".element-invisible{visibility:hidden}"),
    ("txt-ghost", ".txt-ghost{color:#fff;background-color:#fff}"),
    ("acc-body", ".acc-body{height:0;overflow:hidden}"),
    ("tiny-note", ".tiny-note{font-size:1px;line-height:0}"),
    ("indent-out", ".indent-out{text-indent:-9999px;overflow:hidden}"),
    ("fade", ".fade-note{opacity:0}"),
]


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def attr(s: str) -> str:
    return html.escape(s, quote=True)


class Rotor:
    """Round-robin over pages and their body slots."""

    def __init__(self, pages: list[str]) -> None:
        self.pages = itertools.cycle(pages)
        self.slots = {p: itertools.cycle(BODY_P[p]) for p in pages}

    def next(self) -> tuple[str, dict[str, Any]]:
        page = next(self.pages)
        occ = next(self.slots[page])
        return page, {"find": "</p>", "occurrence": occ, "where": "after"}


def parts(t: Any) -> tuple[str, str | None]:
    if isinstance(t, tuple):
        return t[0], t[1]
    return t, None


CASES: list[dict[str, Any]] = []


def add(case: dict[str, Any]) -> None:
    case.setdefault("split", "test")
    CASES.append(case)


# --------------------------------------------------------------------------- comments


def build_comments() -> None:
    rot = Rotor(ALL_PAGES)
    for label, items, tag in (
        ("injection", TH.COMMENT_INJ, "cmt"),
        ("negative", TH.COMMENT_NEG, "n-cmt"),
    ):
        for i, (variant, text) in enumerate(items):
            first, second = parts(text)
            page, at = rot.next()
            channel = "html-comment"
            if first.startswith("[if"):
                snippet = f"<!--{first}-->"
                channel = "conditional-comment"
                technique = "conditional comment"
            elif second is not None:
                snippet = f"<!--\n  {first}\n  {second}\n-->"
                technique = "multi-line comment, addressee and directive on two lines"
            elif label == "injection" and i % 5 == 3:
                snippet = f"<!--[if IE]> {first} <![endif]-->"
                channel = "conditional-comment"
                technique = "conditional comment"
            else:
                snippet = f"<!-- {first} -->"
                technique = "one-line comment"
            case: dict[str, Any] = {
                "id": f"i34-{tag}-{i + 1:02d}",
                "label": label,
                "vector": "html-comment",
                "channel": channel,
                "lang": lang_of(variant),
                "variant": variant,
                "target": page,
                "expect_text": first,
                "technique": technique,
            }
            if i % 4 == 2:
                case["head_snippet"] = snippet
                case["technique"] += ", in <head>"
            else:
                case["body_snippet"] = snippet
                case["body_at"] = at
            add(case)


# --------------------------------------------------------------------------- css


OFFCANVAS = (
    '<nav class="offcanvas-menu" aria-hidden="true" style="position:absolute;left:-10000px;top:0">'
)


def css_wrap(k: int, page: str, first: str, second: str | None) -> tuple[str | None, str, str]:
    """(head_snippet, body_snippet, technique) for the k-th CSS case."""
    inner = f"<h4>{esc(first)}</h4>\n<p>{esc(second)}</p>" if second is not None else esc(first)
    split = second is not None
    kind = k % 12
    own = PAGE_CLASSES.get(page)
    if kind in (0, 6) and own:
        cls, rule = own[(k // 12) % len(own)]
        tag = "div" if split else "span"
        return (
            None,
            f'<{tag} class="{cls}">{inner}</{tag}>'
            if not split
            else f'<div class="{cls}">\n{inner}\n</div>',
            f"page's own class .{cls} ({rule} in the capture's stylesheet)",
        )
    if kind in (0, 6, 1, 7):
        cls, rule = UTILITY[(k // 2) % len(UTILITY)]
        html_cls = "fade-note" if cls == "fade" else cls
        body = (
            f'<div class="{html_cls}">\n{inner}\n</div>'
            if split
            else f'<p class="{html_cls}">{inner}</p>'
        )
        return (
            f"<style>{rule}</style>",
            body,
            f"utility class .{html_cls} defined in <head>: {rule}",
        )
    if kind == 2:
        return (
            None,
            f'<div style="display:none" data-block="related">\n<section><p>{inner}</p></section>\n</div>'
            if not split
            else f'<div style="display:none" data-block="related">\n{inner}\n</div>',
            "inline display:none on an ancestor (inherited)",
        )
    if kind == 3:
        return (
            None,
            f"{OFFCANVAS}\n{inner}\n</nav>" if split else f"{OFFCANVAS}<p>{inner}</p></nav>",
            "off-screen menu (left:-10000px) with aria-hidden",
        )
    if kind == 4:
        return (
            None,
            f'<details class="faq-item">\n<summary>Más información</summary>\n{inner}\n</details>'
            if split
            else f'<details class="faq-item"><summary>Más información</summary><p>{inner}</p></details>',
            "collapsed accordion (<details> without open)",
        )
    if kind == 5:
        return (
            "<style>#nota-extra-34{visibility:hidden;height:0}</style>",
            f'<div id="nota-extra-34">\n{inner}\n</div>'
            if split
            else f'<div id="nota-extra-34"><p>{inner}</p></div>',
            "id selector in a <head> rule: visibility:hidden;height:0",
        )
    if kind == 8:
        return (
            None,
            f'<div hidden class="template-slot">\n{inner}\n</div>'
            if split
            else f'<div hidden class="template-slot"><p>{inner}</p></div>',
            "hidden attribute on a template-like slot",
        )
    if kind == 9:
        return (
            None,
            f'<div style="font-size:0;line-height:0">\n{inner}\n</div>'
            if split
            else f'<p style="font-size:0;line-height:0">{inner}</p>',
            "inline font-size:0",
        )
    if kind == 10:
        return (
            "<style>.story-extra p,.story-extra h4{color:#ffffff;background:#ffffff}"
            ".story-extra{background:#ffffff}</style>",
            f'<div class="story-extra">\n{inner}\n</div>'
            if split
            else f'<div class="story-extra"><p>{inner}</p></div>',
            "descendant selector in <head>: text colour = background colour (#fff)",
        )
    return (
        None,
        f'<div style="height:0;overflow:hidden" class="accordion-body">\n{inner}\n</div>'
        if split
        else f'<div style="height:0;overflow:hidden" class="accordion-body"><p>{inner}</p></div>',
        "collapsed panel: height:0;overflow:hidden",
    )


def build_css() -> None:
    rot = Rotor(ALL_PAGES)
    k = 0
    for label, items, tag in (
        ("injection", TH.CSS_INJ, "css"),
        ("negative", TH.CSS_NEG, "n-css"),
    ):
        for i, (variant, text) in enumerate(items):
            first, second = parts(text)
            page, at = rot.next()
            head, body, technique = css_wrap(k, page, first, second)
            k += 1
            case: dict[str, Any] = {
                "id": f"i34-{tag}-{i + 1:02d}",
                "label": label,
                "vector": "css-hidden",
                "channel": "css-hidden",
                "lang": lang_of(variant),
                "variant": variant,
                "target": page,
                "expect_text": first,
                "technique": technique,
                "body_snippet": body,
                "body_at": at,
            }
            if head:
                case["head_snippet"] = head
            add(case)


# --------------------------------------------------------------------------- alt-title


def build_attr() -> None:
    rot = Rotor(ALL_PAGES)
    imgs = itertools.cycle(IMG_SLOTS)
    k = 0
    used_meta: set[tuple[str, str]] = set()
    for label, items, tag in (
        ("injection", TH.ATTR_INJ, "att"),
        ("negative", TH.ATTR_NEG, "n-att"),
    ):
        for i, (variant, text) in enumerate(items):
            a = attr(text)
            kind = k % 9
            k += 1
            case: dict[str, Any] = {
                "id": f"i34-{tag}-{i + 1:02d}",
                "label": label,
                "vector": "alt-title",
                "lang": lang_of(variant),
                "variant": variant,
                "expect_text": text,
            }
            if kind == 0:
                page, at = rot.next()
                case.update(
                    channel="alt",
                    target=page,
                    technique="alt of a new figure image in the article body",
                    body_snippet=(
                        '<figure class="wp-block-image size-large">'
                        f'<img src="/media/2019/08/foto-{i + 1}.jpg" alt="{a}" width="800" '
                        'height="450" loading="lazy"/></figure>'
                    ),
                    body_at=at,
                )
            elif kind in (1, 5):
                page, occ = next(imgs)
                case.update(
                    channel="title",
                    target=page,
                    technique="title attribute added to an existing <img> of the page",
                    inline_edits=[
                        {
                            "find": "<img ",
                            "occurrence": occ,
                            "where": "after",
                            "text": f'title="{a}" ',
                        }
                    ],
                )
            elif kind == 2:
                page, at = rot.next()
                case.update(
                    channel="aria-label",
                    target=page,
                    technique="aria-label of an icon button",
                    body_snippet=(
                        f'<button type="button" class="btn-icon share-toggle" aria-label="{a}">'
                        '<i class="fa fa-share-alt"></i></button>'
                    ),
                    body_at=at,
                )
            elif kind == 3:
                page = ALL_PAGES[(k // 9) % len(ALL_PAGES)]
                if (page, "og") in used_meta or page == UNO:
                    page = ALL_PAGES[(k // 9 + 1) % len(ALL_PAGES)]
                used_meta.add((page, "og"))
                case.update(
                    channel="og:description",
                    target=page,
                    technique="Open Graph og:description meta in <head>",
                    head_snippet=f'<meta property="og:description" content="{a}" />',
                )
            elif kind == 4:
                page, occ = next(imgs)
                case.update(
                    channel="data-*",
                    target=page,
                    technique="data-* attribute added to an existing <img>",
                    inline_edits=[
                        {
                            "find": "<img ",
                            "occurrence": occ,
                            "where": "after",
                            "text": f'data-caption-extra="{a}" ',
                        }
                    ],
                )
            elif kind == 6:
                page = [UNO, UNO, CNET, ELC][(k // 9) % 4]
                if page == UNO and (UNO, "tw") not in used_meta:
                    used_meta.add((UNO, "tw"))
                    case.update(
                        channel="twitter:description",
                        target=UNO,
                        technique="empty twitter:description of the page filled in place",
                        inline_edits=[
                            {
                                "find": '<meta name="twitter:description" content="" />',
                                "where": "replace",
                                "text": f'<meta name="twitter:description" content="{a}" />',
                            }
                        ],
                    )
                elif page == UNO and (UNO, "og-fill") not in used_meta:
                    used_meta.add((UNO, "og-fill"))
                    case.update(
                        channel="og:description",
                        target=UNO,
                        technique="empty og:description of the page filled in place",
                        inline_edits=[
                            {
                                "find": '<meta property="og:description" content="" />',
                                "where": "replace",
                                "text": f'<meta property="og:description" content="{a}" />',
                            }
                        ],
                    )
                else:
                    case.update(
                        channel="meta-description",
                        target=page if page != UNO else LDU,
                        technique="second meta description in <head>",
                        head_snippet=f'<meta name="description" content="{a}">',
                    )
            elif kind == 7:
                page, at = rot.next()
                case.update(
                    channel="title",
                    target=page,
                    technique="title of a link in the article body",
                    body_snippet=(
                        f'<p class="related-link"><a href="/tag/tecnologia/" title="{a}">'
                        "Más notas del tema</a></p>"
                    ),
                    body_at=at,
                )
            else:
                case.update(
                    channel="og:image:alt",
                    target=ALL_PAGES[(k // 9 + 3) % len(ALL_PAGES)],
                    technique="og:image:alt meta in <head>",
                    head_snippet=f'<meta property="og:image:alt" content="{a}" />',
                )
            add(case)


# --------------------------------------------------------------------------- json-ld

HEADLINES = {
    UNO: "Estas son las marcas que más dificultan el trabajo de tus aplicaciones en Android",
    LN: "Una solución no violenta para la cuestión mapuche",
    ELC: "Kenji Fujimori: juicio por presunta compra de votos continuará el 18 de mayo",
    LDU: "Productor fumigó con glifosato predio lindero a escuela rural",
    CNET: "Twitter Lite llega a México y otros países de América Latina",
    BAFA: "Mineralölabsatz Januar bis November 2021",
    RSI: "Tragwerksplanung",
}


def jsonld_obj(field: str, text: str, page: str, i: int) -> dict[str, Any]:
    ctx = "https://schema.org"
    hl = HEADLINES[page]
    if field == "description":
        return {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": hl,
            "datePublished": "2022-05-07T10:00:00-05:00",
            "description": text,
        }
    if field == "disambiguatingDescription":
        return {
            "@context": ctx,
            "@type": "Organization",
            "name": "Redacción digital",
            "url": "https://www.example.test/",
            "disambiguatingDescription": text,
        }
    if field == "reviewBody":
        return {
            "@context": ctx,
            "@type": "Review",
            "itemReviewed": {"@type": "Organization", "name": "Servicio al cliente"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5", "bestRating": "5"},
            "author": {"@type": "Person", "name": "Cliente verificado"},
            "reviewBody": text,
        }
    if field == "faq":
        return {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Cómo verifico esta información?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if field == "additionalProperty":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Plan Digital",
            "sku": f"PD-{i + 100}",
            "additionalProperty": [
                {"@type": "PropertyValue", "name": "nota", "value": text},
            ],
        }
    if field == "abstract":
        return {
            "@context": ctx,
            "@type": "Article",
            "headline": hl,
            "inLanguage": "es",
            "abstract": text,
        }
    raise ValueError(field)


def build_jsonld() -> None:
    rot = Rotor(ALL_PAGES)
    k = 0
    for label, items, tag in (
        ("injection", TH.JSONLD_INJ, "jld"),
        ("negative", TH.JSONLD_NEG, "n-jld"),
    ):
        for i, (variant, field, text) in enumerate(items):
            for bad in ('"', "\\", "<", "&"):
                assert bad not in text, (tag, i, bad)
            page, at = rot.next()
            obj = jsonld_obj(field, text, page, i)
            snippet = (
                '<script type="application/ld+json">'
                + json.dumps(obj, ensure_ascii=False)
                + "</script>"
            )
            case: dict[str, Any] = {
                "id": f"i34-{tag}-{i + 1:02d}",
                "label": label,
                "vector": "json-ld",
                "channel": "json-ld",
                "lang": lang_of(variant),
                "variant": variant,
                "target": page,
                "expect_text": text,
                "technique": f"schema.org {obj['@type']} field {field}",
            }
            if k % 3 == 1:
                case["body_snippet"] = snippet
                case["body_at"] = at
                case["technique"] += ", JSON-LD block in the body"
            else:
                case["head_snippet"] = snippet
            k += 1
            add(case)


# --------------------------------------------------------------------------- pdf

P = "pdf/"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

#: (target, page, channel, spec without text)
PDF_SLOTS: list[tuple[str, int, str, dict[str, Any]]] = [
    (CAT, 1, "render-mode-3", {"x": 40, "y": 300, "size": 8, "render_mode": 3}),
    (FEDREG, 3, "white-text", {"x": 48, "y": 14, "size": 6, "fill": [255, 255, 255, 255]}),
    (IRS, 2, "white-text", {"x": 72, "y": 400, "size": 9, "fill": [255, 255, 255, 255]}),
    (HUCK, 1, "under-image", {"x": 30, "y": 240, "size": 5, "z": "bottom"}),
    (FBI, 1, "transparent", {"x": 60, "y": 300, "size": 8, "fill": [0, 0, 0, 0]}),
    (IRS, 57, "off-page", {"x": 700, "y": 400, "size": 9}),
    (BROCH, 1, "under-image", {"x": 60, "y": 400, "size": 7, "z": "bottom"}),
    (FEDREG, 7, "covered", {"x": 48, "y": 14, "size": 6, "cover": [255, 255, 255]}),
    (LETTER, 1, "under-image", {"x": 10, "y": 200, "size": 3, "z": "bottom"}),
    (IRS, 133, "render-mode-3", {"x": 72, "y": 300, "size": 9, "render_mode": 3}),
    (CAT, 1, "white-text", {"x": 40, "y": 12, "size": 7, "fill": [255, 255, 255, 255]}),
    (GRAPH, 1, "render-mode-3", {"x": 20, "y": 150, "size": 6, "render_mode": 3}),
    (FEDREG, 12, "off-page", {"x": 40, "y": 820, "size": 8}),
    (IRS, 250, "transparent", {"x": 72, "y": 500, "size": 9, "fill": [0, 0, 0, 0]}),
    (FBI, 1, "off-page", {"x": 1040, "y": 300, "size": 8}),
    (FEDREG, 1, "render-mode-3", {"x": 48, "y": 400, "size": 7, "render_mode": 3}),
    (FBI, 1, "covered", {"x": 60, "y": 6, "size": 5, "cover": [255, 255, 255]}),
]


def build_pdf() -> None:
    slots = itertools.cycle(PDF_SLOTS)
    for label, items, tag in (
        ("injection", TH.PDF_INJ, "pdf"),
        ("negative", TH.PDF_NEG, "n-pdf"),
    ):
        for i, (variant, text) in enumerate(items):
            target, page, channel, spec = next(slots)
            if label == "negative":
                # negatives sit where such text really sits: OCR layers over scans,
                # page labels in margins, blank-page notes.
                neg_slots = [
                    (CAT, 1, "render-mode-3", {"x": 40, "y": 20, "size": 7, "render_mode": 3}),
                    (LETTER, 1, "render-mode-3", {"x": 10, "y": 20, "size": 4, "render_mode": 3}),
                    (
                        FEDREG,
                        5,
                        "white-text",
                        {"x": 48, "y": 14, "size": 6, "fill": [255, 255, 255, 255]},
                    ),
                    (BROCH, 1, "render-mode-3", {"x": 60, "y": 700, "size": 8, "render_mode": 3}),
                    (IRS, 2, "render-mode-3", {"x": 72, "y": 700, "size": 9, "render_mode": 3}),
                    (GRAPH, 1, "render-mode-3", {"x": 20, "y": 20, "size": 6, "render_mode": 3}),
                    (FEDREG, 9, "covered", {"x": 48, "y": 14, "size": 6, "cover": [255, 255, 255]}),
                    (IRS, 4, "transparent", {"x": 72, "y": 30, "size": 8, "fill": [0, 0, 0, 0]}),
                    (HUCK, 1, "render-mode-3", {"x": 40, "y": 420, "size": 8, "render_mode": 3}),
                    (IRS, 300, "off-page", {"x": 650, "y": 300, "size": 9}),
                ]
                target, page, channel, spec = neg_slots[i % len(neg_slots)]
            add(
                {
                    "id": f"i34-{tag}-{i + 1:02d}",
                    "label": label,
                    "vector": "pdf-text-layer",
                    "channel": channel,
                    "lang": lang_of(variant),
                    "variant": variant,
                    "target": target,
                    "media": "pdf",
                    "expect_text": text,
                    "technique": f"{channel} text object on page {page}",
                    "pdf": {"page": page, "text": text, **spec},
                }
            )


# --------------------------------------------------------------------------- visible


def visible_markup(form: str, text: Any) -> tuple[str, str]:
    """(snippet, expect_text) for a visible Spanish text."""
    if form == "p":
        return f"<p>{esc(text)}</p>", text
    if form == "banner":
        return f'<div class="alert alert-info" role="status">{esc(text)}</div>', text
    if form == "status":
        return f'<p class="status-line"><small>{esc(text)}</small></p>', text
    if form == "footnote":
        return f'<p class="nota-pie"><small>{esc(text)}</small></p>', text
    if form == "aside":
        return f'<aside class="recuadro"><p>{esc(text)}</p></aside>', text
    if form == "list":
        return f'<ul class="lista-aviso">\n<li>{esc(text)}</li>\n</ul>', text
    if form == "table":
        cap, cell = text
        return (
            f'<table class="tabla-resultado">\n<caption>{esc(cap)}</caption>\n'
            f"<tr><th>Resultado</th><td>{esc(cell)}</td></tr>\n</table>",
            cell,
        )
    if form == "hp":
        head, para = text
        return f"<h3>{esc(head)}</h3>\n<p>{esc(para)}</p>", head
    raise ValueError(form)


#: visible Spanish text goes to pages of the same country where there is one.
VARIANT_PAGES = {
    "es-MX": [UNO, CNET],
    "es-AR": [LN, LDU],
    "es-PE": [ELC],
}


def build_visible() -> None:
    rotors = {v: Rotor(pages) for v, pages in VARIANT_PAGES.items()}
    other = Rotor([LDU, CNET, LN, UNO, ELC])
    for label, items, tag in (
        ("injection", TV.SYS_INJ, "sys"),
        ("negative", TV.SYS_NEG, "n-sys"),
    ):
        for i, (variant, form, text) in enumerate(items):
            page, at = rotors.get(variant, other).next()
            snippet, expect = visible_markup(form, text)
            add(
                {
                    "id": f"i34-{tag}-{i + 1:02d}",
                    "label": label,
                    "vector": "system-impersonation-es",
                    "channel": "visible-text",
                    "lang": lang_of(variant),
                    "variant": variant,
                    "target": page,
                    "expect_text": expect,
                    "technique": f"visible {form} in the article body",
                    "body_snippet": snippet,
                    "body_at": at,
                }
            )


def main() -> None:
    build_comments()
    build_css()
    build_attr()
    build_jsonld()
    build_pdf()
    build_visible()
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    (HERE / "cases.json").write_text(
        json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(CASES)} cases")


if __name__ == "__main__":
    main()
