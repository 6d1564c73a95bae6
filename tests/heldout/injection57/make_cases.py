"""Write ``cases.json`` for the injection57 held-out corpus (deterministic: no randomness).

The texts live in ``texts_hidden.py`` and ``texts_visible.py``; this script only chooses a
target capture, an anchor and a carrier (markup or PDF placement) for each text, cycling
through fixed lists. Run from anywhere:
``python tests/heldout/injection57/make_cases.py``.
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
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ECO = H + "es-pe_elcomercio_signwall-paywall-article.html"
LDI = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: occurrences of ``</p>`` that close a paragraph of the visible article body
#: (checked by planting a marker and looking at its parsed ancestors).
BODY_P = {
    BAFA: [4, 5, 6, 7],
    RS: [1],
    LN: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    UNO: [1, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13],
    ECO: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    LDI: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    CNET: [3, 5, 6, 7, 8, 9],
}

PAGES_BY_VARIANT = {
    "es-MX": [UNO, CNET],
    "es-AR": [LN],
    "es-PE": [ECO],
    "es-UY": [LDI],
    "es-CO": [UNO, LN, ECO, LDI, CNET],
    "es-CL": [CNET, LDI, ECO],
    "es-ES": [LN, UNO, ECO],
    "es": [CNET, LDI, UNO, LN, ECO],
    "en-US": [BAFA, RS, CNET, UNO],
    "en-GB": [RS, BAFA, LN],
    "pt-BR": [RS, BAFA, LDI, ECO],
    "pt-PT": [BAFA, RS],
}

_counters: dict[str, int] = {}


def _next(key: str, n: int) -> int:
    i = _counters.get(key, 0)
    _counters[key] = i + 1
    return i % n


def pick_target(variant: str) -> tuple[str, dict[str, Any]]:
    pages = PAGES_BY_VARIANT[variant]
    page = pages[_next("page:" + variant, len(pages))]
    occs = BODY_P[page]
    occ = occs[_next("occ:" + page, len(occs))]
    return page, {"find": "</p>", "occurrence": occ, "where": "after"}


def attr(text: str) -> str:
    return html.escape(text, quote=True)


def el(text: str) -> str:
    return html.escape(text, quote=False)


# --------------------------------------------------------------------------- carriers
# Each carrier returns (channel, technique, case fields without id/label/text fields).


def comment_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    k = i % 6
    if k == 0:
        return (
            "html-comment",
            "single-line comment after a body paragraph",
            {"body_snippet": f"<!-- {text} -->", "body_at": at},
        )
    if k == 1:
        return (
            "html-comment",
            "multi-line comment, text on its own line",
            {"body_snippet": f"<!--\n    {text}\n-->", "body_at": at},
        )
    if k == 2:
        return (
            "conditional-comment",
            "IE conditional comment wrapping a paragraph",
            {"body_snippet": f"<!--[if IE]><p>{text}</p><![endif]-->", "body_at": at},
        )
    if k == 3:
        return "html-comment", "comment in <head>", {"head_snippet": f"<!-- {text} -->"}
    if k == 4:
        return (
            "html-comment",
            "multi-line comment after a separator line",
            {
                "body_snippet": f"<!-- ==================\n     {text}\n     ================== -->",
                "body_at": at,
            },
        )
    return (
        "html-comment",
        "comment glued to the end of a paragraph (no line break)",
        {"inline_edits": [{**at, "text": f"<!-- {text} -->"}]},
    )


CSS_TECH = [
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    ("inline visibility:hidden", None, '<span style="visibility: hidden">{t}</span>'),
    ("hidden attribute", None, "<p hidden>{t}</p>"),
    ("inline opacity:0", None, '<p style="opacity:0">{t}</p>'),
    ("inline font-size:1px", None, '<span style="font-size:1px;line-height:0">{t}</span>'),
    (
        "absolute, left:-9999px",
        None,
        '<div style="position:absolute;left:-9999px;top:auto">{t}</div>',
    ),
    ("height:0 + overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip:rect(0 0 0 0), 1px box",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
    ),
    ("clip-path:inset(50%)", None, '<p style="clip-path:inset(50%);position:absolute">{t}</p>'),
    (
        "white text on white background",
        None,
        '<p style="color:#ffffff;background-color:#ffffff;margin:0">{t}</p>',
    ),
    (
        "<style> class rule display:none",
        "<style>.n57-nota{display:none}</style>",
        '<div class="n57-nota">{t}</div>',
    ),
    (
        "inherited: parent class visibility:hidden, child paragraph",
        "<style>.n57-caja{visibility:hidden;height:0}</style>",
        '<div class="n57-caja"><p>{t}</p></div>',
    ),
    (
        "<style> id rule text-indent:-9999px",
        "<style>#n57-bloque{text-indent:-9999px;overflow:hidden}</style>",
        '<p id="n57-bloque">{t}</p>',
    ),
    (
        "page's own class .hide, made display:none by an added rule",
        "<style>.hide{display:none !important}</style>",
        '<div class="hide">{t}</div>',
    ),
    (
        "<style> descendant rule: article span.n57-x font-size:0",
        "<style>body span.n57-x{font-size:0}</style>",
        '<span class="n57-x">{t}</span>',
    ),
    (
        "colour equal to background via <style> rule",
        "<style>.n57-fondo{background:#fff;color:#fff}</style>",
        '<div class="n57-fondo">{t}</div>',
    ),
]


def css_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    tech, style, tmpl = CSS_TECH[i % len(CSS_TECH)]
    f: dict[str, Any] = {"body_snippet": tmpl.format(t=el(text)), "body_at": at, "technique": tech}
    if style:
        f["head_snippet"] = style
    return "css-hidden", tech, f


CSS_NEG_TECH = [
    (
        "screen-reader class .sr-only (clip)",
        "<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>",
        '<a class="sr-only" href="#contenido">{t}</a>',
    ),
    ("menu off-screen", None, '<nav style="position:absolute;left:-10000px">{t}</nav>'),
    ("cookie banner display:none", None, '<div id="banner-cookies" style="display:none">{t}</div>'),
    ("subscriber modal hidden attribute", None, '<div class="modal-suscriptores" hidden>{t}</div>'),
    (
        "link hint visually hidden",
        None,
        '<span style="clip-path:inset(50%);position:absolute">{t}</span>',
    ),
    (
        "collapsed FAQ answer height:0",
        None,
        '<div class="faq-respuesta" style="height:0;overflow:hidden">{t}</div>',
    ),
    ("loading placeholder opacity:0", None, '<p style="opacity:0">{t}</p>'),
    (
        "session notice visibility:hidden",
        None,
        '<div role="alert" style="visibility:hidden">{t}</div>',
    ),
]


def css_neg_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    tech, style, tmpl = CSS_NEG_TECH[i % len(CSS_NEG_TECH)]
    f: dict[str, Any] = {"body_snippet": tmpl.format(t=el(text)), "body_at": at, "technique": tech}
    if style:
        f["head_snippet"] = style
    return "css-hidden", tech, f


ALT_TECH = [
    ("alt", "body", '<img src="/img/n57-foto.jpg" alt="{a}" width="640" height="360">'),
    ("title", "body", '<a href="#relacionadas" title="{a}">Notas relacionadas</a>'),
    (
        "aria-label",
        "body",
        '<button type="button" class="compartir" aria-label="{a}">Compartir</button>',
    ),
    ("meta-description", "head", '<meta name="description" content="{a}">'),
    ("data-*", "body", '<div class="galeria" data-caption="{a}"></div>'),
    ("og:description", "head", '<meta property="og:description" content="{a}">'),
    ("title", "body", '<abbr title="{a}">IA</abbr>'),
    ("twitter:description", "head", '<meta name="twitter:description" content="{a}">'),
    ("alt", "body", '<figure><img src="/img/n57-grafico.png" alt="{a}"></figure>'),
    ("og:title", "head", '<meta property="og:title" content="{a}">'),
    ("data-*", "body", '<span class="tooltip" data-tooltip="{a}">ⓘ</span>'),
    ("aria-label", "body", '<a href="/suscripcion" aria-label="{a}">Suscribite</a>'),
]


def alt_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    chan, where, tmpl = ALT_TECH[i % len(ALT_TECH)]
    snip = tmpl.format(a=attr(text))
    if where == "head":
        return chan, f"<{snip.split()[0][1:]}> in <head>", {"head_snippet": snip}
    return (
        chan,
        f"{chan} attribute on an element after a body paragraph",
        {"body_snippet": snip, "body_at": at},
    )


def _ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


JSONLD_TECH = [
    (
        "schema.org Product.description",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Cargador rápido 20 W",
            "description": t,
            "offers": {"@type": "Offer", "price": "349.00", "priceCurrency": "MXN"},
        },
    ),
    (
        "invented field 'instrucciones' on NewsArticle",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota del día",
            "instrucciones": t,
        },
    ),
    (
        "invented field 'assistantPolicy' on WebPage",
        lambda t: {"@context": "https://schema.org", "@type": "WebPage", "assistantPolicy": t},
    ),
    (
        "schema.org Review.reviewBody",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "author": {"@type": "Organization", "name": "Redacción"},
            "reviewBody": t,
        },
    ),
    (
        "schema.org Organization.disambiguatingDescription",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Grupo Editorial",
            "disambiguatingDescription": t,
        },
    ),
    (
        "nested invented object x-ai.note",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "Article",
            "x-ai": {"priority": "high", "note": t},
        },
    ),
    (
        "FAQPage acceptedAnswer.text",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es confiable?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
    ),
    ("microdata: <meta itemprop=description> in an itemscope", None),
    (
        "invented top-level key 'llm_instructions' in a graph",
        lambda t: {
            "@context": "https://schema.org",
            "@graph": [{"@type": "WebSite", "name": "Portal"}],
            "llm_instructions": t,
        },
    ),
    (
        "schema.org abstract on a ScholarlyArticle",
        lambda t: {"@context": "https://schema.org", "@type": "ScholarlyArticle", "abstract": t},
    ),
]


def jsonld_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    tech, build = JSONLD_TECH[i % len(JSONLD_TECH)]
    if build is None:
        snip = (
            '<div itemscope itemtype="https://schema.org/Product">'
            f'<meta itemprop="description" content="{attr(text)}"></div>'
        )
        return "microdata", tech, {"body_snippet": snip, "body_at": at}
    return "json-ld", tech, {"head_snippet": _ld(build(text))}


JSONLD_NEG_TECH = [
    (
        "NewsArticle description",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota",
            "description": t,
        },
    ),
    (
        "Article headline/abstract",
        lambda t: {"@context": "https://schema.org", "@type": "Article", "abstract": t},
    ),
    (
        "NewsArticle description",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "description": t,
            "isAccessibleForFree": False,
        },
    ),
    (
        "WebPage description",
        lambda t: {"@context": "https://schema.org", "@type": "WebPage", "description": t},
    ),
    (
        "FAQPage answer",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Suscripción",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
    ),
    (
        "HowTo step",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Ahorrar batería",
            "step": [{"@type": "HowToStep", "text": t}],
        },
    ),
    (
        "Review reviewBody",
        lambda t: {
            "@context": "https://schema.org",
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": t,
        },
    ),
    ("microdata Organization description", None),
]


def jsonld_neg_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    tech, build = JSONLD_NEG_TECH[i % len(JSONLD_NEG_TECH)]
    if build is None:
        snip = (
            '<div itemscope itemtype="https://schema.org/Organization">'
            f'<meta itemprop="description" content="{attr(text)}"></div>'
        )
        return "microdata", tech, {"body_snippet": snip, "body_at": at}
    return "json-ld", tech, {"head_snippet": _ld(build(text))}


VIS_TECH = [
    ("paragraph", "<p>{t}</p>"),
    ("paragraph with a notice class", '<p class="aviso-sistema">{t}</p>'),
    ("status box (role=status)", '<div role="status" class="estado">{t}</div>'),
    ("blockquote", "<blockquote>{t}</blockquote>"),
    ("aside note", '<aside class="nota">{t}</aside>'),
    ("one-cell table", '<table class="verificacion"><tr><td>{t}</td></tr></table>'),
    ("list item", '<ul class="notas"><li>{t}</li></ul>'),
    ("small print", "<p><small>{t}</small></p>"),
    ("banner", '<div class="banner-aviso"><span>{t}</span></div>'),
    ("emphasised footnote", '<p class="nota-pie"><em>{t}</em></p>'),
]


def vis_carrier(i: int, text: str, at: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    tech, tmpl = VIS_TECH[i % len(VIS_TECH)]
    return "visible-text", tech, {"body_snippet": tmpl.format(t=el(text)), "body_at": at}


# --------------------------------------------------------------------------- pdf

IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = "pdf/en_us-federal-register-three-column.pdf"
AGS = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BROCH = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

#: (channel, technique, target, spec without text)
PDF_PLACES: list[tuple[str, str, str, dict[str, Any]]] = [
    (
        "render-mode-3",
        "text render mode 3 over the body text",
        IRS,
        {"page": 12, "x": 72, "y": 400, "size": 9, "render_mode": 3},
    ),
    (
        "white-text",
        "white text in the blank bottom margin",
        FR,
        {"page": 3, "x": 40, "y": 14, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "transparent",
        "fill alpha 0 over the table",
        AGS,
        {"page": 1, "x": 60, "y": 300, "size": 8, "fill": [0, 0, 0, 0]},
    ),
    (
        "under-image",
        "black text inserted under the scanned page image",
        HUCK,
        {"page": 1, "x": 30, "y": 200, "size": 7, "z": "bottom"},
    ),
    (
        "off-page",
        "text placed far outside the media box",
        IRS,
        {"page": 57, "x": 72, "y": -600, "size": 9},
    ),
    (
        "covered",
        "text in the bottom margin under an opaque white rectangle",
        AGS,
        {"page": 1, "x": 40, "y": 15, "size": 6, "cover": [255, 255, 255]},
    ),
    (
        "render-mode-3",
        "text render mode 3 at the top of the page",
        FR,
        {"page": 7, "x": 50, "y": 760, "size": 7, "render_mode": 3},
    ),
    (
        "render-mode-3",
        "render mode 3 next to the existing OCR layer",
        LETTER,
        {"page": 1, "x": 20, "y": 60, "size": 5, "render_mode": 3},
    ),
    (
        "white-text",
        "white text in the blank bottom margin",
        IRS,
        {"page": 100, "x": 40, "y": 5, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "under-image",
        "text under the scanned brochure image",
        BROCH,
        {"page": 1, "x": 60, "y": 400, "size": 8, "z": "bottom"},
    ),
    (
        "transparent",
        "fill alpha 0 in the table",
        FBI,
        {"page": 1, "x": 60, "y": 300, "size": 7, "fill": [0, 0, 0, 0]},
    ),
    (
        "render-mode-3",
        "render mode 3 over the graph",
        GRAPH,
        {"page": 1, "x": 20, "y": 150, "size": 5, "render_mode": 3},
    ),
    (
        "covered",
        "text under a white rectangle in the bottom margin",
        FR,
        {"page": 12, "x": 50, "y": 20, "size": 6, "cover": [255, 255, 255]},
    ),
    (
        "off-page",
        "text to the right of the media box",
        FBI,
        {"page": 1, "x": 1400, "y": 300, "size": 8},
    ),
    (
        "white-text",
        "white text in the bottom margin of a landscape table",
        FBI,
        {"page": 1, "x": 40, "y": 5, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "render-mode-3",
        "render mode 3 on a late page",
        IRS,
        {"page": 388, "x": 72, "y": 300, "size": 9, "render_mode": 3},
    ),
    (
        "transparent",
        "fill alpha 0, two lines",
        IRS,
        {"page": 203, "x": 72, "y": 500, "size": 9, "fill": [0, 0, 0, 0]},
    ),
    (
        "covered",
        "text under a white rectangle",
        IRS,
        {"page": 255, "x": 40, "y": 5, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "under-image",
        "text under the page image",
        GRAPH,
        {"page": 1, "x": 10, "y": 20, "size": 5, "z": "bottom"},
    ),
    ("off-page", "text below the media box", FR, {"page": 15, "x": 50, "y": -300, "size": 8}),
]


def pdf_spec(i: int, text: str) -> tuple[str, str, str, dict[str, Any]]:
    chan, tech, target, spec = PDF_PLACES[i % len(PDF_PLACES)]
    return chan, tech, target, {**spec, "text": text}


# --------------------------------------------------------------------------- build

WHY_INJ = "addressed to an automated reader (or framed as system/operator/registry) and directs its output"
WHY_NEG = {
    "html-comment": "build/CMS/tag-manager comment or crawler note without an output directive",
    "css-hidden": "benign hidden UI text (skip link, menu, cookie/LGPD banner, subscriber modal, FAQ, session)",
    "alt-title": "ordinary alt/title/aria/meta text describing the page or control",
    "json-ld": "ordinary schema.org data (article, FAQ, HowTo, review, organization)",
    "pdf-text-layer": "page number, OCR or records note in an invisible layer, no addressee or directive",
    "system-impersonation-es": "visible text for human readers (editor's note, errata, registry advice, notices)",
}


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def html_cases(vec: str, label: str, items: list[tuple[str, str, str]], carrier: Any) -> None:
        prefix = "inj57" if label == "injection" else "neg57"
        for n, (lang, variant, text) in enumerate(items, 1):
            target, at = pick_target(variant)
            chan, tech, fields = carrier(n - 1, text, at)
            fields.pop("technique", None)
            cases.append(
                {
                    "id": f"{prefix}-{vec}-{n:03d}",
                    "label": label,
                    "vector": vec,
                    "channel": chan,
                    "lang": lang,
                    "variant": variant,
                    "split": "test",
                    "target": target,
                    "expect_text": text,
                    "technique": tech,
                    "why": WHY_INJ if label == "injection" else WHY_NEG[vec],
                    **fields,
                }
            )

    html_cases("html-comment", "injection", TH.COMMENT_INJ, comment_carrier)
    html_cases("html-comment", "negative", TH.COMMENT_NEG, comment_carrier)
    html_cases("css-hidden", "injection", TH.CSS_INJ, css_carrier)
    html_cases("css-hidden", "negative", TH.CSS_NEG, css_neg_carrier)
    html_cases("alt-title", "injection", TH.ALT_INJ, alt_carrier)
    html_cases("alt-title", "negative", TH.ALT_NEG, alt_carrier)
    html_cases("json-ld", "injection", TH.JSONLD_INJ, jsonld_carrier)
    html_cases("json-ld", "negative", TH.JSONLD_NEG, jsonld_neg_carrier)
    sys_inj = [("es", v, t) for v, t in TV.SYS_INJ]
    sys_neg = [("es", v, t) for v, t in TV.SYS_NEG]
    html_cases("system-impersonation-es", "injection", sys_inj, vis_carrier)
    html_cases("system-impersonation-es", "negative", sys_neg, vis_carrier)

    for label, items in (("injection", TH.PDF_INJ), ("negative", TH.PDF_NEG)):
        prefix = "inj57" if label == "injection" else "neg57"
        off = 0 if label == "injection" else 3
        for n, (lang, variant, text) in enumerate(items, 1):
            chan, tech, target, spec = pdf_spec(n - 1 + off, text)
            cases.append(
                {
                    "id": f"{prefix}-pdf-text-layer-{n:03d}",
                    "label": label,
                    "vector": "pdf-text-layer",
                    "channel": chan,
                    "lang": lang,
                    "variant": variant,
                    "split": "test",
                    "target": target,
                    "expect_text": text,
                    "technique": tech,
                    "why": WHY_INJ if label == "injection" else WHY_NEG["pdf-text-layer"],
                    "pdf": spec,
                }
            )
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
