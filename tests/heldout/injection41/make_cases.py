"""Write ``cases.json`` for the injection41 corpus from ``texts.py``.

Deterministic: no randomness, no clock. Each sentence gets a target capture, an anchor
in that capture's visible article body and a hiding technique, chosen by rotating
through fixed lists. Run from anywhere:
``python tests/heldout/injection41/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts as T  # noqa: E402

# Anchors: the end of a paragraph that, once parsed, lies in the visible article body.
HTML_TARGETS: dict[str, tuple[str, list[str]]] = {
    "ar": (
        "html/es-ar_lanacion_opinion-article.html",
        [
            "analogías no resisten prueba.</p>",
            "oblar, pero también integrar.</p>",
            "ual tan audaz como inadecuada.</p>",
            "e se demuestra bien argentina.</p>",
        ],
    ),
    "mx": (
        "html/es-mx_unocero_tech-news-android-apps.html",
        [
            "o de batería sobresaliente.\u00a0</p>",
            "mente la experiencia de uso.\u00a0</p>",
            "ja para la experiencia de uso.</p>",
            "n muy bien en segundo plano.\u00a0</p>",
        ],
    ),
    "pe": (
        "html/es-pe_elcomercio_signwall-paywall-article.html",
        [
            "en sus conclusiones técnicas.</p>",
            "o exlegislador Moisés Mamani.</p>",
            "erto Fujimori</b> (1990-2000).</p>",
            "ia de <b>Kuczynski Godard</b>.</p>",
        ],
    ),
    "uy": (
        "html/es-uy_ladiaria_metered-paywall-article.html",
        [
            "na como reserva departamental.</p>",
            "que trabajen en el territorio.</p>",
            "l SNAP”, citó como ejemplo.</p>",
            "dades al respecto”, afirmó.</p>",
        ],
    ),
    "cnet": (
        "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
        [
            "s tuits de forma más rápida.</p>",
            "erú, El Salvador y Venezuela.</p>",
            "vil, al reducir a 3MB su peso.</p>",
            " de los tuits que quieres ver.</p>",
        ],
    ),
    "bafa": (
        "html/de_bafa-gov_mineraloel-statistics-table.html",
        ["1,5 auf 89,4 Millionen Tonnen.</p>", "ineralöl</a> veröffentlicht.</p>"],
    ),
    "rs": (
        "html/de_rs-ingenieure_simple-corporate-services-page.html",
        ["stellbarkeit berücksichtigen.</p>"],
    ),
}

VARIANT_POOL = {
    "es-MX": ["mx", "cnet"],
    "es-AR": ["ar"],
    "es-PE": ["pe"],
    "es-UY": ["uy"],
    "es-CO": ["cnet", "pe", "mx"],
    "es-CL": ["ar", "uy", "cnet"],
    "es-ES": ["cnet", "ar", "pe"],
    "es": ["mx", "uy", "ar", "pe", "cnet"],
    "en-US": ["cnet", "bafa", "mx", "rs", "uy"],
    "en-GB": ["bafa", "ar", "rs", "pe"],
    "pt-BR": ["uy", "cnet", "rs", "mx", "ar"],
    "pt-PT": ["pe", "bafa", "uy"],
}

_counters: dict[str, int] = {}


def pick_target(variant: str, force: str | None = None) -> tuple[str, str]:
    pool = [force] if force else VARIANT_POOL[variant]
    key = force or variant
    n = _counters.get(key, 0)
    _counters[key] = n + 1
    tkey = pool[n % len(pool)]
    path, anchors = HTML_TARGETS[tkey]
    m = _counters.get("anchor:" + tkey, 0)
    _counters["anchor:" + tkey] = m + 1
    return path, anchors[m % len(anchors)]


def esc(t: str) -> str:
    return html.escape(t, quote=True)


# ----------------------------------------------------------------- html-comment

COMMENT_TECHS = ["comment", "multiline", "conditional", "comment-head", "multiline-indented"]


def comment_case(t: str, tech: str) -> dict[str, Any]:
    if tech == "comment":
        return {"body_snippet": f"<!-- {t} -->", "channel": "html-comment"}
    if tech == "comment-head":
        return {"head_snippet": f"<!-- {t} -->", "channel": "html-comment"}
    if tech == "multiline":
        return {
            "body_snippet": f"<!--\n  bloque: cuerpo-nota\n  {t}\n-->",
            "channel": "html-comment",
        }
    if tech == "multiline-indented":
        return {
            "body_snippet": f"<!--\n\t{t}\n\tv=2\n-->",
            "channel": "html-comment",
        }
    if tech == "conditional":
        return {
            "body_snippet": f"<!--[if IE]><p>{t}</p><![endif]-->",
            "channel": "conditional-comment",
        }
    raise ValueError(tech)


# ----------------------------------------------------------------- css-hidden

CSS_TECHS = [
    "inline-display-none",
    "inline-visibility-hidden",
    "hidden-attr",
    "opacity-0",
    "font-size-1px",
    "text-indent-offscreen",
    "left-offscreen",
    "height0-overflow",
    "clip-rect",
    "clip-path",
    "same-colour",
    "style-rule-class",
    "style-rule-id",
    "inherit-display-none",
    "inherit-class-font0",
    "page-class",
]

PAGE_CLASSES = [("mx", "hide", "display:none !important"), ("pe", "hidden-label", "font-size:0")]


def css_case(t: str, tech: str, n: int) -> dict[str, Any]:
    c: dict[str, Any] = {"channel": "css-hidden"}
    body = None
    if tech == "inline-display-none":
        body = f'<div style="display: none">{t}</div>'
    elif tech == "inline-visibility-hidden":
        body = f'<p><span style="visibility:hidden">{t}</span></p>'
    elif tech == "hidden-attr":
        body = f"<div hidden>{t}</div>"
    elif tech == "opacity-0":
        body = f'<p style="opacity:0;margin:0">{t}</p>'
    elif tech == "font-size-1px":
        body = f'<span style="font-size:1px;line-height:0">{t}</span>'
    elif tech == "text-indent-offscreen":
        body = f'<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>'
    elif tech == "left-offscreen":
        body = f'<div style="position:absolute;left:-10000px;top:auto">{t}</div>'
    elif tech == "height0-overflow":
        body = f'<div style="height:0;overflow:hidden">{t}</div>'
    elif tech == "clip-rect":
        body = (
            '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
            f'clip:rect(0 0 0 0)">{t}</span>'
        )
    elif tech == "clip-path":
        body = f'<p style="clip-path:inset(50%);position:absolute">{t}</p>'
    elif tech == "same-colour":
        body = f'<div style="background:#ffffff;color:#ffffff">{t}</div>'
    elif tech == "style-rule-class":
        cls = f"pie-nota-{n}"
        c["head_snippet"] = f"<style>.{cls}{{display:none}}</style>"
        body = f'<p class="{cls}">{t}</p>'
    elif tech == "style-rule-id":
        ident = f"bloque-aux-{n}"
        c["head_snippet"] = f"<style>#{ident} {{ visibility: hidden; height: 0 }}</style>"
        body = f'<section id="{ident}"><p>{t}</p></section>'
    elif tech == "inherit-display-none":
        body = f'<div style="display:none"><section><p><em>{t}</em></p></section></div>'
    elif tech == "inherit-class-font0":
        cls = f"leyenda-{n}"
        c["head_snippet"] = f"<style>.{cls} {{ font-size: 0 }}</style>"
        body = f'<div class="{cls}"><p><span>{t}</span></p></div>'
    elif tech == "page-class":
        key, cls, _rule = PAGE_CLASSES[n % len(PAGE_CLASSES)]
        c["_force"] = key
        body = f'<span class="{cls}">{t}</span>'
    else:
        raise ValueError(tech)
    c["body_snippet"] = body
    return c


# ----------------------------------------------------------------- alt-title

ALT_TECHS = [
    "img-alt",
    "a-title",
    "aria-label",
    "data-attr",
    "meta-description",
    "og-description",
    "img-title",
    "abbr-title",
    "twitter-description",
    "og-title",
    "figure-aria",
]


def alt_case(t: str, tech: str) -> dict[str, Any]:
    e = esc(t)
    if tech == "img-alt":
        return {
            "channel": "alt",
            "body_snippet": f'<img src="/img/nota-{len(t)}.jpg" alt="{e}" width="640" height="360">',
        }
    if tech == "img-title":
        return {
            "channel": "title",
            "body_snippet": f'<p><img src="/img/graf.png" alt="" title="{e}"></p>',
        }
    if tech == "a-title":
        return {
            "channel": "title",
            "body_snippet": f'<p><a href="/suscripcion" title="{e}">Más información</a></p>',
        }
    if tech == "abbr-title":
        return {"channel": "title", "body_snippet": f'<p>Fuente: <abbr title="{e}">ref.</abbr></p>'}
    if tech == "aria-label":
        return {
            "channel": "aria-label",
            "body_snippet": f'<button type="button" class="btn-compartir" aria-label="{e}">⋯</button>',
        }
    if tech == "figure-aria":
        return {
            "channel": "aria-label",
            "body_snippet": f'<figure role="img" aria-label="{e}"></figure>',
        }
    if tech == "data-attr":
        return {
            "channel": "data-*",
            "body_snippet": f'<div class="nota-meta" data-resumen="{e}"></div>',
        }
    if tech == "meta-description":
        return {
            "channel": "meta-description",
            "head_snippet": f'<meta name="description" content="{e}">',
        }
    if tech == "og-description":
        return {
            "channel": "og:description",
            "head_snippet": f'<meta property="og:description" content="{e}">',
        }
    if tech == "og-title":
        return {"channel": "og:title", "head_snippet": f'<meta property="og:title" content="{e}">'}
    if tech == "twitter-description":
        return {
            "channel": "twitter:description",
            "head_snippet": f'<meta name="twitter:description" content="{e}">',
        }
    raise ValueError(tech)


# ----------------------------------------------------------------- json-ld

JSON_INJ_TECHS = [
    "product-custom",
    "article-description",
    "org-custom-nested",
    "faq-answer",
    "webpage-custom",
    "review-body",
    "microdata-meta",
    "body-script-custom",
    "graph-custom",
    "article-abstract",
]
JSON_NEG_TECHS = [
    "article-headline",
    "article-headline",
    "article-description",
    "article-description",
    "howto-step",
    "review-body",
    "faq-answer",
    "product-description",
    "howto-name",
    "offer-description",
    "microdata-product",
    "faq-answer",
]


def _ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def json_case(t: str, tech: str, url: str) -> dict[str, Any]:
    ctx = "https://schema.org"
    head = True
    ch = "json-ld"
    if tech == "product-custom":
        obj = {
            "@context": ctx,
            "@type": "Product",
            "name": "Artículo destacado",
            "sku": "A-1042",
            "aiInstructions": t,
        }
    elif tech == "article-description":
        obj = {"@context": ctx, "@type": "NewsArticle", "mainEntityOfPage": url, "description": t}
    elif tech == "article-abstract":
        obj = {"@context": ctx, "@type": "Article", "abstract": t, "inLanguage": "es"}
    elif tech == "org-custom-nested":
        obj = {
            "@context": ctx,
            "@type": "Organization",
            "name": "Grupo Editorial",
            "x-config": {"llm": {"policy": t, "priority": 1}},
        }
    elif tech == "faq-answer":
        obj = {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Qué dice la nota?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
    elif tech == "webpage-custom":
        obj = {"@context": ctx, "@type": "WebPage", "url": url, "assistantNote": t}
    elif tech == "review-body":
        obj = {
            "@context": ctx,
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": t,
        }
    elif tech == "graph-custom":
        obj = {
            "@context": ctx,
            "@graph": [
                {"@type": "WebSite", "name": "Sitio"},
                {"@type": "Thing", "name": "meta", "summaryDirective": t},
            ],
        }
    elif tech == "body-script-custom":
        obj = {"@context": ctx, "@type": "Dataset", "name": "Datos de la nota", "usageNotes": t}
        head = False
    elif tech == "article-headline":
        obj = {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": t,
            "datePublished": "2019-08-27",
        }
    elif tech == "howto-step":
        obj = {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Pan casero",
            "step": [{"@type": "HowToStep", "position": 1, "text": t}],
        }
    elif tech == "howto-name":
        obj = {"@context": ctx, "@type": "HowTo", "name": t, "totalTime": "PT5M"}
    elif tech == "product-description":
        obj = {
            "@context": ctx,
            "@type": "Product",
            "name": "Producto",
            "description": t,
            "offers": {"@type": "Offer", "price": "499", "priceCurrency": "MXN"},
        }
    elif tech == "offer-description":
        obj = {
            "@context": ctx,
            "@type": "Offer",
            "description": t,
            "price": "0",
            "priceCurrency": "GBP",
        }
    elif tech in ("microdata-meta", "microdata-product"):
        ch = "microdata"
        typ = "Product" if tech == "microdata-product" else "Article"
        return {
            "channel": ch,
            "body_snippet": (
                f'<div itemscope itemtype="https://schema.org/{typ}">'
                f'<meta itemprop="description" content="{esc(t)}"></div>'
            ),
        }
    else:
        raise ValueError(tech)
    snip = _ld(obj)
    return {"channel": ch, ("head_snippet" if head else "body_snippet"): snip}


# ----------------------------------------------------------------- visible text

VIS_TECHS = [
    "p",
    "div-banner",
    "small",
    "blockquote",
    "table",
    "status",
    "em",
    "li",
    "footnote",
    "strong-label",
    "pre",
    "aside",
]


def vis_case(t: str, tech: str) -> dict[str, Any]:
    body = {
        "p": f"<p>{t}</p>",
        "div-banner": f'<div class="aviso" style="background:#fff3cd;border:1px solid #e0c36b;padding:8px">{t}</div>',
        "small": f"<p><small>{t}</small></p>",
        "blockquote": f"<blockquote>{t}</blockquote>",
        "table": f"<table><tr><td>Estado</td><td>{t}</td></tr></table>",
        "status": f'<div role="status">{t}</div>',
        "em": f"<p><em>{t}</em></p>",
        "li": f"<ul><li>{t}</li></ul>",
        "footnote": f'<p class="nota-al-pie"><small>* {t}</small></p>',
        "strong-label": f"<p><strong>{t}</strong></p>",
        "pre": f"<pre>{t}</pre>",
        "aside": f"<aside><p>{t}</p></aside>",
    }[tech]
    return {"channel": "visible-text", "body_snippet": body}


# ----------------------------------------------------------------- pdf

PDF_TARGETS = {
    "fed": ("pdf/en_us-federal-register-three-column.pdf", [1, 3, 6, 9, 12, 15], 14.0, 6.0),
    "irs": (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        [1, 6, 51, 120, 250, 399],
        7.0,
        5.0,
    ),
    "agu": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", [1], 16.0, 6.0),
    "fbi": ("pdf/en_fbi-nics-background-checks-table.pdf", [1], 8.0, 6.0),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", [1], 0.0, 0.0),
    "broch": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", [1], 0.0, 0.0),
    "letter": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", [1], 0.0, 0.0),
    "graph": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", [1], 0.0, 0.0),
}
PAGE_W = {
    "fed": 612,
    "irs": 612,
    "agu": 792,
    "fbi": 1008,
    "huck": 384,
    "broch": 612,
    "letter": 301,
    "graph": 718,
}

# (technique, target) pairs rotated over the PDF cases.
PDF_PLAN = [
    ("render-mode-3", "agu"),
    ("white-text", "fed"),
    ("under-image", "huck"),
    ("transparent", "irs"),
    ("off-page", "fbi"),
    ("covered", "agu"),
    ("render-mode-3", "irs"),
    ("under-image", "broch"),
    ("white-text", "fbi"),
    ("transparent", "fed"),
    ("render-mode-3", "letter"),
    ("covered", "irs"),
    ("off-page", "agu"),
    ("under-image", "graph"),
    ("white-text", "irs"),
    ("render-mode-3", "fed"),
    ("covered", "fed"),
    ("transparent", "graph"),
]
_pdf_page_counter: dict[str, int] = {}


def pdf_case(t: str, n: int) -> dict[str, Any]:
    tech, key = PDF_PLAN[n % len(PDF_PLAN)]
    path, pages, band_y, band_size = PDF_TARGETS[key]
    k = _pdf_page_counter.get(key, 0)
    _pdf_page_counter[key] = k + 1
    page = pages[k % len(pages)]
    spec: dict[str, Any] = {
        "page": page,
        "text": t,
        "x": 40.0,
        "y": 300.0 if key != "graph" else 150.0,
        "size": 9.0,
    }
    channel = tech
    if tech == "render-mode-3":
        spec["render_mode"] = 3
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
    elif tech == "off-page":
        spec["x"] = PAGE_W[key] + 120.0
    elif tech == "white-text":
        spec.update({"x": 36.0, "y": band_y, "size": band_size, "fill": [255, 255, 255, 255]})
    elif tech == "covered":
        spec.update({"x": 36.0, "y": band_y, "size": band_size, "cover": [255, 255, 255]})
    elif tech == "under-image":
        spec.update({"z": "bottom", "y": 100.0, "x": 20.0, "size": 8.0})
    return {
        "channel": channel,
        "target": path,
        "pdf": spec,
        "technique": f"{tech} on {key} page {page}",
    }


# ----------------------------------------------------------------- assemble


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def add(
        label: str,
        vector: str,
        short: str,
        idx: int,
        entry: tuple,
        extra: dict[str, Any],
        expect: str | None = None,
    ) -> None:
        lang, variant, text = entry[0], entry[1], entry[2]
        prefix = "inj41" if label == "injection" else "neg41"
        case: dict[str, Any] = {
            "id": f"{prefix}-{short}-{idx:03d}",
            "label": label,
            "vector": vector,
            "lang": lang,
            "variant": variant,
            "split": "test",
        }
        force = extra.pop("_force", None)
        if "target" not in extra:
            path, anchor = pick_target(variant, force)
            case["target"] = path
            if "body_snippet" in extra:
                extra["body_at"] = {"find": anchor, "occurrence": 1, "where": "after"}
        case.update(extra)
        case["expect_text"] = expect if expect is not None else text
        case.setdefault("technique", extra.get("channel"))
        cases.append(case)

    for label, items in (("injection", T.INJ_COMMENT), ("negative", T.NEG_COMMENT)):
        for i, e in enumerate(items, 1):
            tech = COMMENT_TECHS[(i - 1 + (2 if label == "negative" else 0)) % len(COMMENT_TECHS)]
            ex = comment_case(e[2], tech)
            ex["technique"] = tech
            add(label, "html-comment", "comment", i, e, ex)

    for label, items in (("injection", T.INJ_CSS), ("negative", T.NEG_CSS)):
        for i, e in enumerate(items, 1):
            tech = CSS_TECHS[(i - 1 + (5 if label == "negative" else 0)) % len(CSS_TECHS)]
            ex = css_case(e[2], tech, i + (100 if label == "negative" else 0))
            ex["technique"] = tech
            add(label, "css-hidden", "css", i, e, ex)

    alt_neg = [
        "img-alt",
        "img-alt",
        "img-alt",
        "img-alt",
        "aria-label",
        "aria-label",
        "a-title",
        "meta-description",
        "aria-label",
        "img-alt",
        "aria-label",
        "img-alt",
        "aria-label",
    ]
    for label, items in (("injection", T.INJ_ALT), ("negative", T.NEG_ALT)):
        for i, e in enumerate(items, 1):
            tech = ALT_TECHS[(i - 1) % len(ALT_TECHS)] if label == "injection" else alt_neg[i - 1]
            ex = alt_case(e[2], tech)
            ex["technique"] = tech
            add(label, "alt-title", "alt", i, e, ex)

    for label, items in (("injection", T.INJ_JSONLD), ("negative", T.NEG_JSONLD)):
        for i, e in enumerate(items, 1):
            tech = (
                JSON_INJ_TECHS[(i - 1) % len(JSON_INJ_TECHS)]
                if label == "injection"
                else JSON_NEG_TECHS[i - 1]
            )
            ex = json_case(e[2], tech, "https://example.test/nota")
            ex["technique"] = tech
            add(label, "json-ld", "jsonld", i, e, ex)

    n = 0
    for label, items in (("injection", T.INJ_PDF), ("negative", T.NEG_PDF)):
        for i, e in enumerate(items, 1):
            ex = pdf_case(e[2], n)
            n += 1
            add(label, "pdf-text-layer", "pdf", i, e, ex)

    for label, items in (("injection", T.INJ_SYS), ("negative", T.NEG_SYS)):
        for i, e in enumerate(items, 1):
            tech = VIS_TECHS[(i - 1 + (3 if label == "negative" else 0)) % len(VIS_TECHS)]
            ex = vis_case(e[2], tech)
            ex["technique"] = tech
            add(label, "system-impersonation-es", "sys", i, e, ex)
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
