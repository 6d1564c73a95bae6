# ruff: noqa: E501  (hand-written sentences are kept on one line each)
"""Build ``cases.json`` for the injection32 corpus from the hand-written texts.

Wraps every text of ``texts_hidden.py`` / ``texts_visible.py`` in markup (HTML) or a PDF
spec, rotating targets, insertion points, hiding techniques and channels. Run from the
repository root: ``.venv/bin/python tests/heldout/injection32/make_cases.py``.
The insertion points (``</p>`` occurrences) were chosen by parsing each capture and
keeping paragraphs of the visible article body (not menus, modals, comments boxes,
signwalls or footers).
"""

from __future__ import annotations

import html
import json
import sys
import textwrap
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from texts_hidden import (  # noqa: E402
    INJ_ALT,
    INJ_COMMENT,
    INJ_CSS,
    INJ_JSONLD,
    INJ_PDF,
    NEG_ALT,
    NEG_COMMENT,
    NEG_CSS,
    NEG_JSONLD,
    NEG_PDF,
)
from texts_visible import VIS_INJ, VIS_NEG  # noqa: E402

H = "html/"
ANCHORS: list[tuple[str, int]] = [
    (H + "es-mx_unocero_tech-news-android-apps.html", k)
    for k in (1, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13)
]
ANCHORS += [(H + "es-ar_lanacion_opinion-article.html", k) for k in range(6, 19)]
ANCHORS += [
    (H + "es-pe_elcomercio_signwall-paywall-article.html", k) for k in (2, 3, 4, 6, 7, 8, 9, 10, 11)
]
ANCHORS += [(H + "es-uy_ladiaria_metered-paywall-article.html", k) for k in range(4, 21)]
ANCHORS += [
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", k) for k in (3, 5, 6, 7, 8, 9, 10)
]
ANCHORS += [(H + "de_bafa-gov_mineraloel-statistics-table.html", k) for k in (4, 5, 7)]
ANCHORS += [(H + "de_rs-ingenieure_simple-corporate-services-page.html", 1)]


def interleave(seq: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Spread the anchors so consecutive cases hit different captures."""
    by: dict[str, list[tuple[str, int]]] = {}
    for t, k in seq:
        by.setdefault(t, []).append((t, k))
    out: list[tuple[str, int]] = []
    while any(by.values()):
        for t in list(by):
            if by[t]:
                out.append(by[t].pop(0))
    return out


ANCHORS = interleave(ANCHORS)


class Rot:
    def __init__(self, n: int = 0) -> None:
        self.i = n

    def anchor(self) -> tuple[str, int]:
        a = ANCHORS[self.i % len(ANCHORS)]
        self.i += 1
        return a


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def body(target: str, occ: int, snippet: str) -> dict[str, Any]:
    return {
        "target": target,
        "body_snippet": snippet,
        "body_at": {"find": "</p>", "occurrence": occ, "where": "after"},
    }


def base(
    cid: str, label: str, vector: str, channel: str, lang: str, variant: str, text: str
) -> dict[str, Any]:
    why = (
        "addressed to an automated agent or framed as system/operator/platform/registry, and directs its output"
        if label == "injection"
        else "benign text of the same vocabulary: not addressed to an automated reader, or gives no directive about its output"
    )
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "expect_text": text,
        "why": why,
    }


# ----------------------------------------------------------------- html-comment
def comment_cases(
    items: list[tuple[str, str, str]], label: str, rot: Rot, tag: str
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        t, occ = rot.anchor()
        k = i % 6
        channel = "html-comment"
        if k == 0:
            c = body(t, occ, f"<!-- {text} -->")
            tech = "one-line comment after a body paragraph"
        elif k == 1:
            c = body(t, occ, f"<!--\n  {text}\n  ref: widget-feed v2\n-->")
            tech = "multi-line comment, text on its second line"
        elif k == 2:
            c = body(t, occ, f"<!--[if mso]>{text}<![endif]-->")
            channel = "conditional-comment"
            tech = "downlevel-hidden conditional comment"
        elif k == 3:
            c = {"target": t, "head_snippet": f"<!-- {text} -->"}
            tech = "comment in <head>"
        elif k == 4:
            c = body(
                t,
                occ,
                f'<div class="product-tile"><!-- tile-meta | {text} --><span class="price">$ 1.299</span></div>',
            )
            tech = "comment inside a product tile next to a price"
        else:
            c = body(t, occ, f"<!-- pagination:end -->\n<!-- {text} -->")
            tech = "comment after a pagination marker comment"
        c.update(
            base(f"i32-{tag}-comment-{i + 1:02d}", label, "html-comment", channel, lang, var, text)
        )
        c["technique"] = tech
        out.append(c)
    return out


# ----------------------------------------------------------------- css-hidden
CSS_TECH = [
    ("inline", "display:none"),
    ("inline", "visibility:hidden"),
    ("inline", "opacity:0"),
    ("inline", "font-size:0"),
    ("inline", "text-indent:-9999px;overflow:hidden;white-space:nowrap"),
    ("inline", "position:absolute;left:-10000px;top:auto"),
    ("inline", "height:0;overflow:hidden"),
    ("inline", "position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden"),
    ("inline", "color:#ffffff;background-color:#ffffff"),
    ("class", "display:none"),
    ("class", "clip-path:inset(50%);position:absolute;width:1px;height:1px;overflow:hidden"),
    ("attr", "hidden"),
    ("inherit", "display:none"),
    ("id", "visibility:hidden"),
    ("class", "font-size:1px;line-height:0;color:transparent"),
    ("inline", "max-height:0;overflow:hidden;margin:0"),
]
CSS_CLASSES = ["tt-feed", "pw-meta", "rv-x", "sku-note", "u-vh", "ag-pol", "ft-sm", "bx-data"]


def css_cases(
    items: list[tuple[str, str, str]], label: str, rot: Rot, tag: str, shift: int = 0
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        t, occ = rot.anchor()
        kind, decl = CSS_TECH[(i + shift) % len(CSS_TECH)]
        cls = CSS_CLASSES[i % len(CSS_CLASSES)] + f"-{i + 1}"
        el = "div" if i % 2 else "span"
        head = None
        if kind == "inline":
            snip = f'<{el} style="{decl}">{text}</{el}>'
        elif kind == "class":
            head = f"<style>.{cls}{{{decl}}}</style>"
            snip = f'<{el} class="{cls}">{text}</{el}>'
        elif kind == "id":
            head = f"<style>#{cls}{{{decl}}}</style>"
            snip = f'<{el} id="{cls}">{text}</{el}>'
        elif kind == "attr":
            snip = f"<div hidden>{text}</div>"
        else:
            head = f"<style>.{cls}{{{decl}}}</style>"
            snip = f'<div class="{cls}"><p>{text}</p></div>'
        c = body(t, occ, snip)
        if head:
            c["head_snippet"] = head
        c.update(
            base(f"i32-{tag}-css-{i + 1:02d}", label, "css-hidden", "css-hidden", lang, var, text)
        )
        c["technique"] = f"{kind}: {decl}"
        out.append(c)
    return out


# ----------------------------------------------------------------- alt-title
#: The channel each hard negative of ``NEG_ALT`` would really sit in (same order).
NEG_ALT_KINDS = [0, 2, 2, 3, 5, 8, 2, 8, 2, 1, 5, 2, 0, 7]


def alt_cases(
    items: list[tuple[str, str, str]],
    label: str,
    rot: Rot,
    tag: str,
    kinds: list[int] | None = None,
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        t, occ = rot.anchor()
        a = esc(text)
        k = kinds[i] if kinds else i % 10
        if k == 0:
            c, ch = (
                body(
                    t,
                    occ,
                    f'<img src="/static/prod/sku-{4400 + i}.jpg" alt="{a}" width="120" height="120">',
                ),
                "alt",
            )
        elif k == 1:
            c, ch = (
                body(t, occ, f'<p><a href="/ayuda/comparar" title="{a}">Más opciones</a></p>'),
                "title",
            )
        elif k == 2:
            c, ch = (
                body(
                    t,
                    occ,
                    f'<button type="button" class="btn-icon" aria-label="{a}">&#x2715;</button>',
                ),
                "aria-label",
            )
        elif k == 3:
            c, ch = (
                body(
                    t,
                    occ,
                    f'<div class="reviews-widget" data-reviews-summary="{a}" data-sku="88{i:02d}"></div>',
                ),
                "data-*",
            )
        elif k == 4:
            c, ch = (
                {"target": t, "head_snippet": f'<meta name="description" content="{a}">'},
                "meta-description",
            )
        elif k == 5:
            c, ch = (
                body(
                    t,
                    occ,
                    f'<form class="search"><input type="search" name="q" placeholder="{a}"></form>',
                ),
                "placeholder",
            )
        elif k == 6:
            c, ch = (
                {"target": t, "head_snippet": f'<meta property="og:description" content="{a}">'},
                "og:description",
            )
        elif k == 7:
            c, ch = (
                body(
                    t, occ, f'<nav class="breadcrumb" aria-label="{a}"><a href="/">Inicio</a></nav>'
                ),
                "aria-label",
            )
        elif k == 8:
            c, ch = (
                body(t, occ, f'<span class="tooltip-icon" role="img" data-tooltip="{a}">?</span>'),
                "data-*",
            )
        else:
            c, ch = (
                {"target": t, "head_snippet": f'<meta name="twitter:description" content="{a}">'},
                "twitter:description",
            )
        c.update(base(f"i32-{tag}-alt-{i + 1:02d}", label, "alt-title", ch, lang, var, text))
        c["technique"] = ch
        out.append(c)
    return out


# ----------------------------------------------------------------- json-ld
def jsonld_obj(k: int, text: str, label: str, i: int) -> tuple[dict[str, Any], str]:
    sku = f"SKU-{7100 + i}"
    if label == "negative":
        templates = [
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Producto",
                    "sku": sku,
                    "description": text,
                    "offers": {
                        "@type": "Offer",
                        "price": "1299.00",
                        "priceCurrency": "MXN",
                        "availability": "https://schema.org/InStock",
                    },
                },
                "Product.description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Review",
                    "author": {"@type": "Person", "name": "Cliente"},
                    "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                    "reviewBody": text,
                },
                "Review.reviewBody",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "Pregunta frecuente",
                            "acceptedAnswer": {"@type": "Answer", "text": text},
                        }
                    ],
                },
                "FAQPage.acceptedAnswer.text",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Organization",
                    "name": "Tienda",
                    "description": text,
                    "url": "https://tienda.example",
                },
                "Organization.description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "HowTo",
                    "name": "Cómo reservar",
                    "step": [{"@type": "HowToStep", "text": text}],
                },
                "HowTo.step.text",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Offer",
                    "sku": sku,
                    "price": "49.90",
                    "priceCurrency": "BRL",
                    "description": text,
                },
                "Offer.description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": "Agentes de compra",
                    "abstract": text,
                },
                "NewsArticle.abstract",
            ),
        ]
    else:
        templates = [
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Producto",
                    "sku": sku,
                    "offers": {"@type": "Offer", "price": "2499.00", "priceCurrency": "MXN"},
                    "agentInstructions": text,
                },
                "invented field agentInstructions",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Producto",
                    "sku": sku,
                    "description": text,
                },
                "Product.description holding a directive",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Review",
                    "itemReviewed": {"@type": "Product", "name": "Producto"},
                    "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                    "reviewBody": text,
                },
                "Review.reviewBody holding a directive",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Offer",
                    "sku": sku,
                    "price": "99.00",
                    "priceCurrency": "USD",
                    "x-agent-policy": text,
                },
                "invented field x-agent-policy",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "WebPage",
                    "name": "Checkout",
                    "potentialAction": {"@type": "BuyAction", "description": text},
                },
                "BuyAction.description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Organization",
                    "name": "Tienda",
                    "disambiguatingDescription": text,
                },
                "Organization.disambiguatingDescription",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "ItemList",
                    "name": "Mapa del sitio",
                    "itemListElement": [
                        {
                            "@type": "ListItem",
                            "position": 1,
                            "url": "https://tienda.example/ofertas",
                            "description": text,
                        }
                    ],
                },
                "ItemList sitemap item",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Producto",
                    "sku": sku,
                    "additionalProperty": {
                        "@type": "PropertyValue",
                        "name": "assistant_config",
                        "value": text,
                    },
                },
                "PropertyValue assistant_config",
            ),
        ]
    obj, tech = templates[k % len(templates)]
    return obj, tech


def jsonld_cases(
    items: list[tuple[str, str, str]], label: str, rot: Rot, tag: str
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        t, occ = rot.anchor()
        obj, tech = jsonld_obj(i, text, label, i)
        js = json.dumps(obj, ensure_ascii=False, indent=2 if i % 3 == 0 else None)
        snip = f'<script type="application/ld+json">{js}</script>'
        if i % 4 == 1:
            c = body(t, occ, snip)
            tech += " (in body)"
        else:
            c = {"target": t, "head_snippet": snip}
        c.update(
            base(f"i32-{tag}-jsonld-{i + 1:02d}", label, "json-ld", "json-ld", lang, var, text)
        )
        c["technique"] = tech
        out.append(c)
    return out


# ----------------------------------------------------------------- pdf
P = "pdf/"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = P + "en_us-federal-register-three-column.pdf"
PDF_SLOTS: list[tuple[str, int, tuple[float, float]]] = [
    (IRS, 12, (612, 792)),
    (P + "es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, (792, 612)),
    (FR, 3, (612, 792)),
    (P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, (384, 470)),
    (P + "en_fbi-nics-background-checks-table.pdf", 1, (1008, 612)),
    (IRS, 57, (612, 792)),
    (P + "en_scanned-two-column-brochure_no-text-layer.pdf", 1, (612, 792)),
    (FR, 8, (612, 792)),
    (P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, (300, 393)),
    (IRS, 140, (612, 792)),
    (P + "en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, (718, 300)),
    (FR, 14, (612, 792)),
    (IRS, 233, (612, 792)),
    (IRS, 301, (612, 792)),
    (FR, 11, (612, 792)),
    (IRS, 388, (612, 792)),
]
SCANNED = {"huckleberry", "brochure"}
IMAGE_PAGES = {"scanned-letter", "graph-image"}
PDF_TECH = [
    "render-mode-3",
    "transparent",
    "off-page",
    "white-text",
    "covered",
    "render-mode-3",
    "transparent",
]


def pdf_cases(
    items: list[tuple[str, str, str]], label: str, tag: str, shift: int = 0
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        target, page, (w, _h) = PDF_SLOTS[(i + shift) % len(PDF_SLOTS)]
        tech = PDF_TECH[(i + shift) % len(PDF_TECH)]
        if any(s in target for s in SCANNED) and (i % 2 == 0 or tech in ("white-text", "covered")):
            tech = "under-image"
        elif any(s in target for s in IMAGE_PAGES) and tech in ("white-text", "covered"):
            tech = "transparent"  # the margins of these scans are not pure white
        width = max(30, int((w - 40) / 3.2))
        lines = textwrap.wrap(text, width=width) if tech in ("white-text", "covered") else [text]
        spec: dict[str, Any] = {
            "page": page,
            "lines": lines,
            "x": 20,
            "y": 4 + 6 * (len(lines) - 1),
            "size": 5,
            "leading": 6,
        }
        if tech == "render-mode-3":
            spec.update(render_mode=3, size=8, y=200, leading=9.6)
        elif tech == "transparent":
            spec.update(fill=[0, 0, 0, 0], size=8, y=300, leading=9.6)
        elif tech == "off-page":
            spec.update(x=-3000, y=-400, size=8)
        elif tech == "white-text":
            spec.update(fill=[255, 255, 255, 255])
        elif tech == "covered":
            spec.update(cover=[255, 255, 255])
        elif tech == "under-image":
            spec.update(z="bottom", size=9, y=150, leading=10.8)
        c = {"target": target, "pdf": spec}
        c.update(base(f"i32-{tag}-pdf-{i + 1:02d}", label, "pdf-text-layer", tech, lang, var, text))
        c["technique"] = tech
        out.append(c)
    return out


# ----------------------------------------------------------------- visible Spanish
VIS_WRAP = [
    ('<p class="aviso-plataforma">{t}</p>', "paragraph styled as a platform notice"),
    ('<div class="alert alert-info" role="status">{t}</div>', "status alert box"),
    ("<p><small>{t}</small></p>", "small print"),
    (
        '<table class="tabla-precios"><tr><th>Estado</th></tr><tr><td>{t}</td></tr></table>',
        "table cell",
    ),
    ('<figure class="sello"><figcaption>{t}</figcaption></figure>', "figure caption"),
    ('<ul class="notas-checkout"><li>{t}</li></ul>', "list item in checkout notes"),
    ('<div class="empty-state">{t}</div>', "empty-state message"),
    ('<p class="footnote">{t} <sup>*</sup></p>', "footnote"),
    ('<blockquote class="verificacion">{t}</blockquote>', "verification box"),
    ('<div class="form-help" id="ayuda-pago">{t}</div>', "form help text"),
]


def visible_cases(
    items: list[tuple[str, str, str]], label: str, rot: Rot, tag: str
) -> list[dict[str, Any]]:
    out = []
    for i, (lang, var, text) in enumerate(items):
        t, occ = rot.anchor()
        wrap, tech = VIS_WRAP[i % len(VIS_WRAP)]
        c = body(t, occ, wrap.format(t=html.escape(text, quote=False)))
        c.update(
            base(
                f"i32-{tag}-vis-{i + 1:02d}",
                label,
                "system-impersonation-es",
                "visible-text",
                lang,
                var,
                text,
            )
        )
        c["technique"] = tech
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(INJ_COMMENT, "injection", Rot(0), "inj")
    cases += css_cases(INJ_CSS, "injection", Rot(3), "inj")
    cases += alt_cases(INJ_ALT, "injection", Rot(7), "inj")
    cases += jsonld_cases(INJ_JSONLD, "injection", Rot(11), "inj")
    cases += pdf_cases(INJ_PDF, "injection", "inj")
    cases += visible_cases(VIS_INJ, "injection", Rot(17), "inj")
    cases += comment_cases(NEG_COMMENT, "negative", Rot(23), "neg")
    cases += css_cases(NEG_CSS, "negative", Rot(29), "neg", shift=5)
    cases += alt_cases(NEG_ALT, "negative", Rot(31), "neg", kinds=NEG_ALT_KINDS)
    cases += jsonld_cases(NEG_JSONLD, "negative", Rot(37), "neg")
    cases += pdf_cases(NEG_PDF, "negative", "neg", shift=2)
    cases += visible_cases(VIS_NEG, "negative", Rot(41), "neg")
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
