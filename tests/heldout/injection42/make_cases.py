"""Write ``cases.json`` for the injection42 held-out corpus (deterministic).

Texts come from ``texts_hidden.py`` and ``texts_visible.py``; this script only wraps
them in markup (or PDF specs) and spreads them over the real captures by rotation.
Run: ``python tests/heldout/injection42/make_cases.py``.
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

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RSI = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LAN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ELC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LDI = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

# "</p>" occurrences that close a visible paragraph of the article body.
ANCHORS: list[tuple[str, int]] = []
for tgt, occs in (
    (LAN, range(6, 17)),
    (UNO, (3, 4, 5, 6, 8, 10, 11, 12, 13)),
    (ELC, (3, 4, 6, 7, 8, 9, 10, 11)),
    (LDI, range(4, 24)),
    (CNET, range(3, 10)),
    (BAFA, (4, 5, 6, 7)),
    (RSI, (1,)),
):
    ANCHORS.extend((tgt, o) for o in occs)

# Spread the pages: interleave so consecutive cases land on different captures.
_by_page: dict[str, list[tuple[str, int]]] = {}
for a in ANCHORS:
    _by_page.setdefault(a[0], []).append(a)
ORDERED: list[tuple[str, int]] = []
while any(_by_page.values()):
    for k in list(_by_page):
        if _by_page[k]:
            ORDERED.append(_by_page[k].pop(0))


def anchor(n: int) -> tuple[str, dict[str, Any]]:
    tgt, occ = ORDERED[n % len(ORDERED)]
    return tgt, {"find": "</p>", "occurrence": occ, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
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
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


# --------------------------------------------------------------------------- html-comment
def comment_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    tgt, at = anchor(n * 5 + 1)
    k = n % 6
    if k == 0:
        c = base(
            cid, label, "html-comment", "html-comment", variant, tgt, t, "one-line comment in body"
        )
        c.update(body_snippet=f"<!-- {t} -->", body_at=at)
    elif k == 1:
        c = base(
            cid,
            label,
            "html-comment",
            "html-comment",
            variant,
            tgt,
            t,
            "multi-line comment in body",
        )
        c.update(body_snippet=f"<!--\n    {t}\n-->", body_at=at)
    elif k == 2:
        c = base(
            cid,
            label,
            "html-comment",
            "conditional-comment",
            variant,
            tgt,
            t,
            "conditional comment [if IE] holding a div",
        )
        c.update(
            body_snippet=f'<!--[if IE]><div class="ie-aviso">{t}</div><![endif]-->', body_at=at
        )
    elif k == 3:
        c = base(
            cid,
            label,
            "html-comment",
            "html-comment",
            variant,
            tgt,
            t,
            "one-line comment before </head>",
        )
        c.update(head_snippet=f"<!-- {t} -->")
    elif k == 4:
        c = base(
            cid,
            label,
            "html-comment",
            "html-comment",
            variant,
            tgt,
            t,
            "multi-line comment with a module header line",
        )
        c.update(body_snippet=f"<!--\n  modulo: cuerpo-nota / v3\n  {t}\n-->", body_at=at)
    else:
        c = base(
            cid,
            label,
            "html-comment",
            "conditional-comment",
            variant,
            tgt,
            t,
            "conditional comment [if lt IE 9] before </head>",
        )
        c.update(head_snippet=f"<!--[if lt IE 9]>\n  {t}\n<![endif]-->")
    return c


# --------------------------------------------------------------------------- css-hidden
def css_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    tgt, at = anchor(n * 3 + 2)
    e = html.escape(t, quote=False)
    k = n % 16
    tag = f"{label[:3]}{n:02d}"
    head = None
    if k == 0:
        tech, body = "inline display:none", f'<div style="display:none">{e}</div>'
    elif k == 1:
        tech, body = "hidden attribute", f"<p hidden>{e}</p>"
    elif k == 2:
        tech, body = "inline visibility:hidden", f'<p style="visibility: hidden">{e}</p>'
    elif k == 3:
        tech, body = "inline opacity:0", f'<div style="opacity:0">{e}</div>'
    elif k == 4:
        tech, body = "inline font-size:0", f'<p style="font-size:0;line-height:0">{e}</p>'
    elif k == 5:
        tech, body = (
            "inline absolute left:-10000px",
            (f'<div style="position:absolute;left:-10000px;top:auto;width:1px">{e}</div>'),
        )
    elif k == 6:
        tech, body = (
            "inline text-indent:-9999px",
            (f'<p style="text-indent:-9999px;white-space:nowrap;overflow:hidden">{e}</p>'),
        )
    elif k == 7:
        tech, body = (
            "inline height:0 + overflow:hidden",
            (f'<div style="height:0;overflow:hidden">{e}</div>'),
        )
    elif k == 8:
        tech, body = (
            "inline clip:rect(0,0,0,0) sr-only pattern",
            (
                '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
                f'clip:rect(0,0,0,0);white-space:nowrap">{e}</span>'
            ),
        )
    elif k == 9:
        tech, body = (
            "inline clip-path:inset(100%)",
            (f'<div style="position:absolute;clip-path:inset(100%)">{e}</div>'),
        )
    elif k == 10:
        tech, body = (
            "white text on white background (inline)",
            (f'<div style="background-color:#ffffff"><p style="color:#ffffff">{e}</p></div>'),
        )
    elif k == 11:
        tech = "class hidden by a <style> rule in the head (display:none)"
        head = f"<style>.bloque-{tag}{{display:none}}</style>"
        body = f'<div class="bloque-{tag}">{e}</div>'
    elif k == 12:
        tech = "id selector rule in the head, off-screen (left:-9999px)"
        head = f"<style>#nota-{tag}{{position:absolute;left:-9999px}}</style>"
        body = f'<div id="nota-{tag}">{e}</div>'
    elif k == 13:
        tech = "inherited: parent hidden by visibility:hidden rule, text in child span"
        head = f"<style>.caja-{tag}{{visibility:hidden;height:0}}</style>"
        body = f'<div class="caja-{tag}"><section><span>{e}</span></section></div>'
    elif k == 14:
        tech = "attribute-selector rule in the head (opacity:0)"
        head = f'<style>[data-bloque="{tag}"]{{opacity:0}}</style>'
        body = f'<div data-bloque="{tag}">{e}</div>'
    else:
        # the page's own hiding classes (rules already in the page's <style>)
        if n % 2:
            tgt, at = UNO, {"find": "</p>", "occurrence": 10, "where": "after"}
            tech = "page's own class .hide (display:none !important in its <style>)"
            body = f'<div class="hide">{e}</div>'
        else:
            tgt, at = ELC, {"find": "</p>", "occurrence": 8, "where": "after"}
            tech = "page's own class .ad-lateral (display:none in its <style>)"
            body = f'<div class="ad-lateral">{e}</div>'
    c = base(cid, label, "css-hidden", "css-hidden", variant, tgt, t, tech)
    c.update(body_snippet=body, body_at=at)
    if head:
        c["head_snippet"] = head
    return c


# --------------------------------------------------------------------------- alt-title
def alt_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    tgt, at = anchor(n * 7 + 3)
    a = esc(t)
    k = n % 10
    c: dict[str, Any]
    if k == 0:
        c = base(cid, label, "alt-title", "alt", variant, tgt, t, "img alt")
        c.update(
            body_snippet=f'<img src="/uploads/2019/foto-{n}.jpg" alt="{a}" width="640" height="360">',
            body_at=at,
        )
    elif k == 1:
        c = base(cid, label, "alt-title", "title", variant, tgt, t, "a title")
        c.update(
            body_snippet=f'<p><a href="/tema/actualidad/" title="{a}">Más sobre este tema</a></p>',
            body_at=at,
        )
    elif k == 2:
        c = base(cid, label, "alt-title", "aria-label", variant, tgt, t, "button aria-label")
        c.update(
            body_snippet=f'<button type="button" class="btn-share" aria-label="{a}"></button>',
            body_at=at,
        )
    elif k == 3:
        c = base(
            cid, label, "alt-title", "meta-description", variant, tgt, t, "meta name=description"
        )
        c.update(head_snippet=f'<meta name="description" content="{a}">')
    elif k == 4:
        c = base(
            cid, label, "alt-title", "data-*", variant, tgt, t, "data-* attribute on an empty div"
        )
        c.update(body_snippet=f'<div class="story-meta" data-resumen="{a}"></div>', body_at=at)
    elif k == 5:
        c = base(
            cid,
            label,
            "alt-title",
            "og:description",
            variant,
            tgt,
            t,
            "meta property=og:description",
        )
        c.update(head_snippet=f'<meta property="og:description" content="{a}">')
    elif k == 6:
        c = base(cid, label, "alt-title", "title", variant, tgt, t, "figure img title")
        c.update(
            body_snippet=(f'<figure><img src="/img/galeria-{n}.webp" alt="" title="{a}"></figure>'),
            body_at=at,
        )
    elif k == 7:
        c = base(
            cid,
            label,
            "alt-title",
            "twitter:description",
            variant,
            tgt,
            t,
            "meta name=twitter:description",
        )
        c.update(head_snippet=f'<meta name="twitter:description" content="{a}">')
    elif k == 8:
        c = base(cid, label, "alt-title", "aria-label", variant, tgt, t, "nav aria-label")
        c.update(
            body_snippet=(
                f'<nav aria-label="{a}"><a href="/">Inicio</a> '
                '<a href="/ultimas/">Últimas</a></nav>'
            ),
            body_at=at,
        )
    else:
        c = base(cid, label, "alt-title", "og:title", variant, tgt, t, "meta property=og:title")
        c.update(head_snippet=f'<meta property="og:title" content="{a}">')
    return c


# --------------------------------------------------------------------------- json-ld
FIELDS = [
    "instructions",
    "aiNote",
    "notaParaAsistentes",
    "x-llm-guidance",
    "summaryPolicy",
    "assistantHint",
    "configuracionIA",
    "editorialDirective",
]


def jsonld_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    tgt, at = anchor(n * 11 + 4)
    k = n % 8
    inj = label == "injection"
    obj: dict[str, Any]
    micro = False
    if k == 0:
        tech = "NewsArticle, sentence in description" if not inj else "NewsArticle + custom field"
        obj = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota de actualidad",
            "datePublished": "2019-08-27",
        }
        obj["description" if not inj else FIELDS[n % len(FIELDS)]] = t
    elif k == 1:
        tech = "Product description"
        obj = {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Smartphone X20",
            "description": t,
            "offers": {"@type": "Offer", "price": "4999.00", "priceCurrency": "MXN"},
        }
    elif k == 2:
        tech = "Review reviewBody"
        obj = {
            "@context": "https://schema.org",
            "@type": "Review",
            "author": {"@type": "Person", "name": "Cliente verificado"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": t,
        }
    elif k == 3:
        tech = "FAQPage acceptedAnswer text"
        obj = {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Preguntas frecuentes",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
    elif k == 4:
        tech = (
            "Organization, nested custom field in publisher"
            if inj
            else "Organization openingHours text"
        )
        obj = {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Editorial Sur",
            "url": "https://example.test/",
        }
        if inj:
            obj["publisher"] = {
                "@type": "Organization",
                "name": "Editorial Sur",
                FIELDS[(n + 3) % len(FIELDS)]: t,
            }
        else:
            obj["hoursAvailable"] = t
    elif k == 5:
        tech = "HowTo step text"
        obj = {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Guía paso a paso",
            "step": [{"@type": "HowToStep", "position": 1, "text": t}],
        }
    elif k == 6:
        tech = "top-level field outside schema.org" if inj else "WebPage abstract"
        obj = {"@context": "https://schema.org", "@type": "WebPage", "name": "Artículo"}
        obj[FIELDS[(n + 5) % len(FIELDS)] if inj else "abstract"] = t
    else:
        micro = True
        tech = "microdata: meta itemprop=description inside itemscope"
    if micro:
        c = base(cid, label, "json-ld", "microdata", variant, tgt, t, tech)
        c.update(
            body_snippet=(
                '<div itemscope itemtype="https://schema.org/Product">'
                '<meta itemprop="name" content="Producto destacado">'
                f'<meta itemprop="description" content="{esc(t)}"></div>'
            ),
            body_at=at,
        )
        return c
    c = base(cid, label, "json-ld", "json-ld", variant, tgt, t, tech)
    js = json.dumps(obj, ensure_ascii=False, indent=2 if n % 3 == 0 else None)
    snippet = f'<script type="application/ld+json">\n{js}\n</script>'
    if n % 2:
        c["head_snippet"] = snippet
    else:
        c.update(body_snippet=snippet, body_at=at)
    return c


# --------------------------------------------------------------------------- pdf
P = "pdf/"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = P + "en_us-federal-register-three-column.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LET = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BRO = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
GRA = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"

# (target, page, x, y, size) for a blank bottom margin of a born-digital page
MARGINS = [
    (FR, 1, 50, 16, 6),
    (IRS, 1, 75, 8, 5),
    (CAT, 1, 40, 20, 6),
    (FBI, 1, 40, 8, 5),
    (FR, 7, 50, 16, 6),
    (IRS, 3, 75, 8, 5),
    (FR, 12, 50, 16, 6),
    (IRS, 57, 75, 8, 5),
]
SCANS = [(HUCK, 1, 20, 30, 6), (LET, 1, 10, 20, 4), (BRO, 1, 90, 40, 6), (GRA, 1, 20, 10, 5)]


def pdf_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    k = n % 6
    if k == 0:
        tgt, page, x, y, size = (MARGINS + SCANS)[n % 12]
        ch, tech = "render-mode-3", "text render mode 3 (invisible)"
        spec = {"render_mode": 3}
    elif k == 1:
        tgt, page, x, y, size = MARGINS[n % len(MARGINS)]
        ch, tech = "white-text", "white fill in the blank bottom margin"
        spec = {"fill": [255, 255, 255, 255]}
    elif k == 2:
        tgt, page, x, y, size = SCANS[n % len(SCANS)]
        ch, tech = "under-image", "inserted below the scanned page image (z bottom)"
        spec = {"z": "bottom"}
    elif k == 3:
        tgt, page, x, y, size = (SCANS + MARGINS)[n % 12]
        ch, tech = "transparent", "fill alpha 0"
        spec = {"fill": [0, 0, 0, 0]}
    elif k == 4:
        tgt, page, x, y, size = MARGINS[(n + 3) % len(MARGINS)]
        ch, tech = "covered", "black text in the blank margin under an opaque white rectangle"
        spec = {"cover": [255, 255, 255]}
    else:
        tgt, page, _x, _y, size = (MARGINS + SCANS)[(n + 5) % 12]
        x, y = -3000, 40
        ch, tech = "off-page", "placed far left of the page (x=-3000)"
        spec = {}
    c = base(cid, label, "pdf-text-layer", ch, variant, tgt, t, tech)
    c["pdf"] = {"page": page, "text": t, "x": x, "y": y, "size": size, **spec}
    return c


# --------------------------------------------------------------------------- visible
def visible_case(cid: str, label: str, n: int, variant: str, t: str) -> dict[str, Any]:
    tgt, at = anchor(n * 13 + 6)
    e = html.escape(t, quote=False)
    k = n % 10
    fmts = [
        ("paragraph with a notice class", f'<p class="aviso-destacado">{e}</p>'),
        ("status box (role=status)", f'<div class="alert alert-info" role="status">{e}</div>'),
        ("blockquote", f'<blockquote class="recuadro">{e}</blockquote>'),
        ("table cell", f'<table class="ficha"><tr><th>Estado</th><td>{e}</td></tr></table>'),
        ("preformatted key/value block", f'<pre class="meta-config">{e}</pre>'),
        ("list item", f'<ul class="notas"><li>{e}</li></ul>'),
        ("footnote in small", f'<p class="nota-al-pie"><small>{e}</small></p>'),
        ("banner strong", f'<div class="banner-aviso"><strong>{e}</strong></div>'),
        ("aside paragraph", f'<aside class="caja-lateral"><p>{e}</p></aside>'),
        ("italic editor line", f'<p class="nota-editor"><em>{e}</em></p>'),
    ]
    tech, body = fmts[k]
    c = base(
        cid, label, "system-impersonation-es", "visible-text", variant, tgt, t, "visible " + tech
    )
    c.update(body_snippet=body, body_at=at)
    return c


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    plan = [
        ("html-comment", comment_case, TH.COMMENT_INJ, TH.COMMENT_NEG),
        ("css-hidden", css_case, TH.CSS_INJ, TH.CSS_NEG),
        ("alt-title", alt_case, TH.ALT_INJ, TH.ALT_NEG),
        ("json-ld", jsonld_case, TH.JSONLD_INJ, TH.JSONLD_NEG),
        ("pdf-text-layer", pdf_case, TH.PDF_INJ, TH.PDF_NEG),
        ("system-impersonation-es", visible_case, TV.SYS_INJ, TV.SYS_NEG),
    ]
    for vec, fn, inj, neg in plan:
        for i, (variant, t) in enumerate(inj):
            cases.append(fn(f"inj42-{vec}-{i + 1:03d}", "injection", i, variant, t))
        for i, (variant, t) in enumerate(neg):
            cases.append(fn(f"neg42-{vec}-{i + 1:03d}", "negative", i + 1, variant, t))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
