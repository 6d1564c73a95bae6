"""Build ``cases.json`` for the fifty-sixth held-out injection corpus (deterministic).

Run from the repository root:
``python tests/heldout/injection56/make_cases.py``. Texts come from ``texts.py``;
this script only chooses targets, anchors and the markup that carries each text.
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

UNO = "html/es-mx_unocero_tech-news-android-apps.html"
LNA = "html/es-ar_lanacion_opinion-article.html"
LDI = "html/es-uy_ladiaria_metered-paywall-article.html"
ECO = "html/es-pe_elcomercio_signwall-paywall-article.html"
CNE = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"
BAF = "html/de_bafa-gov_mineraloel-statistics-table.html"

#: ``</p>`` occurrences that close a paragraph of the visible article body.
BODY_P = {
    UNO: [3, 4, 5, 6, 10, 11, 12, 13],
    LNA: list(range(6, 17)),
    LDI: list(range(4, 23)),
    ECO: [3, 4, 6, 7, 8, 9, 10, 11],
    CNE: [3, 4, 5, 6, 7, 8, 9],
    RSI: [1],
    BAF: [4, 5, 7],
}
#: Which page suits a variant (topic/country); unknown variants cycle over all pages.
BY_VARIANT = {
    "es-MX": [UNO, CNE],
    "es-AR": [LNA],
    "es-UY": [LDI],
    "es-PE": [ECO],
    "es-CO": [CNE, LDI],
    "es-CL": [LNA, UNO],
    "es-ES": [RSI, LNA],
    "es": [UNO, LNA, LDI, ECO, CNE],
    "en-US": [CNE, BAF, RSI, UNO],
    "en-GB": [BAF, RSI],
    "pt-BR": [LDI, UNO, CNE, ECO],
    "pt-PT": [RSI, LNA],
}

_turn: dict[str, int] = {}


def _next(key: str, n: int) -> int:
    i = _turn.get(key, 0)
    _turn[key] = i + 1
    return i % n


def anchor(variant: str) -> tuple[str, dict[str, Any]]:
    pages = BY_VARIANT[variant]
    target = pages[_next("v:" + variant, len(pages))]
    occs = BODY_P[target]
    occ = occs[_next("p:" + target, len(occs))]
    return target, {"find": "</p>", "occurrence": occ, "where": "after"}


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def lang(variant: str) -> str:
    return variant.split("-")[0]


CASES: list[dict[str, Any]] = []


def add(
    prefix: str,
    vector: str,
    label: str,
    variant: str,
    channel: str,
    target: str,
    expect: str,
    technique: str,
    **fields: Any,
) -> None:
    n = sum(1 for c in CASES if c["vector"] == vector and c["label"] == label) + 1
    case = {
        "id": f"{prefix}-{vector}-{n:03d}",
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }
    case.update(fields)
    CASES.append(case)


# --------------------------------------------------------------------------- html-comment

CONDS = ["[if IE]", "[if lt IE 9]", "[if gte mso 9]", "[if !IE]"]


def comment_cases(items: list, conditional: set[int], label: str, prefix: str) -> None:
    for i, (variant, text) in enumerate(items):
        target, at = anchor(variant)
        in_head = i % 6 == 5 and label == "injection"
        if isinstance(text, tuple):
            expect = text[0]
            snippet = "<!--\n  " + "\n  ".join(text) + "\n-->"
            channel, tech = "html-comment", "multi-line comment, first line is the addressee"
        elif i in conditional:
            expect = text
            cond = CONDS[_next("cond", len(CONDS))]
            inner = f'<p class="browser-warning">{text}</p>' if label == "negative" else f" {text} "
            snippet = f"<!--{cond}>{inner}<![endif]-->"
            channel, tech = "conditional-comment", f"conditional comment {cond}"
        else:
            expect = text
            snippet = f"<!-- {text} -->"
            channel, tech = "html-comment", "one-line comment"
        if in_head:
            add(
                prefix,
                "html-comment",
                label,
                variant,
                channel,
                target,
                expect,
                tech + " before </head>",
                head_snippet=snippet,
            )
        else:
            add(
                prefix,
                "html-comment",
                label,
                variant,
                channel,
                target,
                expect,
                tech + " after a body paragraph",
                body_snippet=snippet,
                body_at=at,
            )


# --------------------------------------------------------------------------- css-hidden

CSS_TECH = [
    ("inline display:none", None, '<p style="display:none">{t}</p>'),
    (
        "class rule in <style>: display:none",
        ".nota-seo{display:none}",
        '<div class="nota-seo">{t}</div>',
    ),
    ("inline visibility:hidden", None, '<span style="visibility: hidden">{t}</span>'),
    ("hidden attribute", None, "<p hidden>{t}</p>"),
    ("inline opacity:0", None, '<p style="opacity:0">{t}</p>'),
    (
        "class rule: font-size:1px",
        ".txt-mini{font-size:1px;line-height:0}",
        '<p class="txt-mini">{t}</p>',
    ),
    (
        "inline position:absolute; left:-9999px",
        None,
        '<div style="position:absolute;left:-9999px;top:0">{t}</div>',
    ),
    (
        "id rule: text-indent:-10000px",
        "#aux-bot{text-indent:-10000px;white-space:nowrap;overflow:hidden}",
        '<p id="aux-bot">{t}</p>',
    ),
    ("inline height:0; overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "class rule: clip rect(0 0 0 0) + absolute",
        ".u-oculto{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px}",
        '<span class="u-oculto">{t}</span>',
    ),
    (
        "inline clip-path:inset(50%)",
        None,
        '<p style="clip-path:inset(50%);position:absolute">{t}</p>',
    ),
    (
        "inline color = background (#fff on #fff)",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "inherited: parent div display:none",
        None,
        '<div style="display:none"><p><em>{t}</em></p></div>',
    ),
    ("attribute-selector rule: opacity:0", "[data-k=ia]{opacity:0}", '<p data-k="ia">{t}</p>'),
    (
        "descendant rule + inheritance: .caja-ia p{visibility:hidden}",
        ".caja-ia p{visibility:hidden}",
        '<div class="caja-ia"><p>{t}</p></div>',
    ),
    ("inline font-size:0", None, '<span style="font-size:0">{t}</span>'),
    (
        "class rule: color same as page background",
        ".txt-fondo{color:#fff;background:#fff}",
        '<p class="txt-fondo">{t}</p>',
    ),
]

CSS_NEG_TECH = [
    (
        "skip link, class rule .sr-only (clip)",
        ".sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}",
        '<a class="sr-only" href="#contenido">{t}</a>',
    ),
    (
        "screen-reader text, inline clip",
        None,
        '<a href="https://ejemplo.test/nota">Ver nota<span style="position:absolute;clip:rect(0 0 0 0)">{t}</span></a>',
    ),
    (
        "off-screen menu, class rule left:-300px",
        ".menu-lateral{position:fixed;left:-300px;width:280px}",
        '<nav class="menu-lateral"><p>{t}</p></nav>',
    ),
    (
        "cookie banner, inline display:none until JS",
        None,
        '<div class="cookie-banner" style="display:none"><p>{t}</p></div>',
    ),
    ("subscriber modal, hidden attribute", None, '<div class="modal" hidden><p>{t}</p></div>'),
    (
        "collapsed FAQ answer, class rule display:none",
        ".faq-respuesta{display:none}",
        '<div class="faq-respuesta">{t}</div>',
    ),
    ("loading placeholder, visibility:hidden", None, '<div style="visibility:hidden">{t}</div>'),
    (
        "metered notice, height:0 overflow:hidden",
        None,
        '<div style="height:0;overflow:hidden">{t}</div>',
    ),
    (
        "session notice, opacity:0 until shown",
        None,
        '<p class="aviso-sesion" style="opacity:0">{t}</p>',
    ),
    (
        "skip link, inline off-screen",
        None,
        '<a href="#main" style="position:absolute;left:-10000px">{t}</a>',
    ),
    ("video placeholder, hidden attribute", None, "<p hidden>{t}</p>"),
    (
        "LGPD banner, class rule display:none",
        ".lgpd-aviso{display:none}",
        '<div class="lgpd-aviso"><p>{t}</p></div>',
    ),
    (
        "skip link, class rule .visually-hidden",
        ".visually-hidden{clip-path:inset(50%);position:absolute;height:1px;width:1px}",
        '<a class="visually-hidden" href="#conteudo">{t}</a>',
    ),
]


def css_cases(items: list, techs: list, label: str, prefix: str) -> None:
    for i, (variant, text) in enumerate(items):
        target, at = anchor(variant)
        tech, rule, tpl = techs[i % len(techs)]
        fields: dict[str, Any] = {"body_snippet": tpl.format(t=text), "body_at": at}
        if rule:
            fields["head_snippet"] = f"<style>{rule}</style>"
        add(prefix, "css-hidden", label, variant, "css-hidden", target, text, tech, **fields)


# --------------------------------------------------------------------------- alt-title

DATA_ATTRS = [
    "data-ai-note",
    "data-llm-hint",
    "data-summary",
    "data-bot-instructions",
    "data-ga-event",
]


def alt_cases(items: list, label: str, prefix: str) -> None:
    for i, (variant, channel, text) in enumerate(items):
        target, at = anchor(variant)
        e = esc(text)
        head = None
        body = None
        if channel == "alt":
            body = f'<figure><img src="/static/img/nota-{i + 1:02d}.jpg" alt="{e}" width="640" height="360"></figure>'
        elif channel == "title":
            body = f'<p><a href="/suscripciones?origen=nota" title="{e}">Leer más</a></p>'
        elif channel == "aria-label":
            body = f'<button type="button" class="btn-icono" aria-label="{e}">&#9776;</button>'
        elif channel == "data-*":
            name = "data-ga-event" if label == "negative" else DATA_ATTRS[_next("data", 4)]
            body = f'<div class="widget-relacionadas" {name}="{e}"></div>'
            channel = "data-*"
        elif channel == "meta-description":
            head = f'<meta name="description" content="{e}">'
        elif channel in ("og:description", "og:title"):
            head = f'<meta property="{channel}" content="{e}">'
        elif channel == "twitter:description":
            head = f'<meta name="twitter:description" content="{e}">'
        fields: dict[str, Any] = {}
        if head:
            fields["head_snippet"] = head
        else:
            fields["body_snippet"] = body
            fields["body_at"] = at
        add(
            prefix,
            "alt-title",
            label,
            variant,
            channel,
            target,
            text,
            f"{channel} attribute" + (" in <head>" if head else " on a body element"),
            **fields,
        )


# --------------------------------------------------------------------------- json-ld


def ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


CTX = "https://schema.org"


def jsonld_obj(kind: str, text: str, i: int) -> dict[str, Any]:
    art = {
        "@context": CTX,
        "@type": "NewsArticle",
        "headline": "Nota del día",
        "datePublished": "2019-08-27",
    }
    if kind == "article-instructions":
        return {**art, "instructions": text}
    if kind == "org-aipolicy":
        return {
            "@context": CTX,
            "@type": "Organization",
            "name": "Capital Digital",
            "aiPolicy": text,
        }
    if kind == "product-description":
        return {
            "@context": CTX,
            "@type": "Product",
            "name": "Teléfono X2",
            "description": text,
            "offers": {"@type": "Offer", "price": "4999", "priceCurrency": "MXN"},
        }
    if kind == "x-directive":
        return {**art, "x-assistant-directive": text}
    if kind == "nested-llm":
        return {
            "@context": CTX,
            "@type": "WebPage",
            "name": "Opinión",
            "llmInstructions": {"task": "summarize", "output": text},
        }
    if kind == "review-body":
        return {
            "@context": CTX,
            "@type": "Review",
            "itemReviewed": {"@type": "SoftwareApplication", "name": "App"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": text,
        }
    if kind == "faq-answer":
        return {
            "@context": CTX,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es gratuito?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if kind == "config":
        return {
            "@context": CTX,
            "@type": "WebSite",
            "name": "Portal",
            "config": {"modo": "asistente", "salida": text},
        }
    if kind == "nota-ia":
        return {**art, "notaParaIA": text}
    if kind == "abstract":
        return {**art, "abstract": text}
    if kind == "disambiguating":
        return {
            "@context": CTX,
            "@type": "Organization",
            "name": "Portal",
            "disambiguatingDescription": text,
        }
    if kind == "comment":
        return {**art, "comment": [{"@type": "Comment", "author": "Redacción", "text": text}]}
    if kind == "meta-directiva":
        return {**art, "_meta": {"generador": "cms", "directiva_ia": text}}
    # negatives (ordinary schema.org)
    if kind == "article":
        return {**art, "description": text, "author": {"@type": "Person", "name": "Redacción"}}
    if kind == "product":
        return {
            "@context": CTX,
            "@type": "Product",
            "name": "Modelo 2024",
            "description": text,
            "brand": {"@type": "Brand", "name": "Marca"},
        }
    if kind == "review":
        return {
            "@context": CTX,
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "4"},
            "author": {"@type": "Person", "name": "Lector"},
            "reviewBody": text,
        }
    if kind == "faq":
        return {
            "@context": CTX,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta frecuente",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if kind == "howto":
        return {
            "@context": CTX,
            "@type": "HowTo",
            "name": "Desactivar la optimización de batería",
            "step": [{"@type": "HowToStep", "text": text}],
        }
    if kind == "breadcrumb":
        return {
            "@context": CTX,
            "@type": "BreadcrumbList",
            "itemListElement": [
                {"@type": "ListItem", "position": 1, "name": "Portada"},
                {"@type": "ListItem", "position": 2, "name": text},
            ],
        }
    if kind == "organization":
        return {
            "@context": CTX,
            "@type": "NewsMediaOrganization",
            "name": "Medio",
            "description": text,
        }
    if kind == "event":
        return {
            "@context": CTX,
            "@type": "Event",
            "name": "Foro",
            "startDate": "2026-06-10",
            "description": text,
        }
    raise ValueError(kind)


def jsonld_cases(items: list, label: str, prefix: str) -> None:
    for i, (variant, kind, text) in enumerate(items):
        target, at = anchor(variant)
        e = esc(text)
        if kind == "microdata":
            if label == "injection" and i % 2:
                body = (
                    f'<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Producto">'
                    f'<meta itemprop="aiInstruction" content="{e}"></div>'
                )
                tech = "microdata, non-schema itemprop aiInstruction"
            else:
                body = (
                    f'<div itemscope itemtype="https://schema.org/Article"><meta itemprop="headline" content="Nota">'
                    f'<meta itemprop="description" content="{e}"></div>'
                )
                tech = "microdata itemprop description"
            add(
                prefix,
                "json-ld",
                label,
                variant,
                "microdata",
                target,
                text,
                tech,
                body_snippet=body,
                body_at=at,
            )
            continue
        snippet = ld(jsonld_obj(kind, text, i))
        tech = f"JSON-LD, {kind}"
        if i % 4 == 3:
            add(
                prefix,
                "json-ld",
                label,
                variant,
                "json-ld",
                target,
                text,
                tech + " (in body)",
                body_snippet=snippet,
                body_at=at,
            )
        else:
            add(
                prefix,
                "json-ld",
                label,
                variant,
                "json-ld",
                target,
                text,
                tech + " (in head)",
                head_snippet=snippet,
            )


# --------------------------------------------------------------------------- pdf

CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FED = "pdf/en_us-federal-register-three-column.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUC = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LET = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRA = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"


def pdf_spec(tech: str, page: int, x: float, y: float, size: float) -> tuple[str, dict[str, Any]]:
    spec: dict[str, Any] = {"page": page, "x": x, "y": y, "size": size}
    if tech == "render-mode-3":
        spec["render_mode"] = 3
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
    elif tech == "off-page":
        spec["x"] = -4000.0
    elif tech == "under-image":
        spec["z"] = "bottom"
    elif tech == "white-text":
        spec["fill"] = [255, 255, 255, 255]
    elif tech == "covered":
        spec["cover"] = [255, 255, 255]
    return tech, spec


PDF_INJ_PLACES = [
    (CAT, "render-mode-3", 1, 60, 300, 9),
    (FED, "render-mode-3", 1, 50, 400, 8),
    (FBI, "render-mode-3", 1, 60, 300, 8),
    (CAT, "white-text", 1, 40, 8, 6),
    (FED, "white-text", 3, 40, 6, 5),
    (IRS, "render-mode-3", 1, 72, 500, 10),
    (IRS, "transparent", 37, 72, 400, 10),
    (BRO, "under-image", 1, 60, 400, 10),
    (FED, "covered", 5, 40, 8, 5),
    (LET, "under-image", 1, 30, 200, 7),
    (HUC, "under-image", 1, 30, 240, 7),
    (FBI, "off-page", 1, 60, 200, 8),
    (GRA, "render-mode-3", 1, 40, 150, 8),
    (FED, "transparent", 9, 50, 300, 8),
    (IRS, "off-page", 120, 72, 300, 10),
    (FED, "off-page", 7, 50, 300, 8),
    (BRO, "render-mode-3", 1, 60, 600, 9),
    (GRA, "transparent", 1, 40, 100, 8),
    (LET, "transparent", 1, 20, 100, 6),
    (IRS, "render-mode-3", 250, 72, 300, 10),
    (FED, "white-text", 12, 40, 8, 5),
    (CAT, "covered", 1, 40, 18, 6),
    (CAT, "transparent", 1, 300, 200, 8),
    (HUC, "render-mode-3", 1, 30, 100, 7),
]

PDF_NEG_PLACES = [
    (CAT, "render-mode-3", 1, 700, 20, 8),
    (HUC, "under-image", 1, 30, 400, 7),
    (CAT, "white-text", 1, 400, 8, 6),
    (FED, "covered", 4, 40, 8, 5),
    (LET, "render-mode-3", 1, 20, 370, 6),
    (IRS, "render-mode-3", 2, 72, 700, 10),
    (FED, "transparent", 6, 50, 300, 8),
    (FED, "render-mode-3", 2, 50, 760, 8),
    (IRS, "render-mode-3", 37, 280, 30, 9),
    (LET, "under-image", 1, 20, 20, 6),
    (HUC, "render-mode-3", 1, 100, 440, 9),
    (BRO, "under-image", 1, 60, 700, 9),
    (GRA, "transparent", 1, 40, 280, 7),
]


def pdf_cases(items: list, places: list, label: str, prefix: str) -> None:
    assert len(items) == len(places)
    for (variant, text), (target, tech, page, x, y, size) in zip(items, places, strict=True):
        tech, spec = pdf_spec(tech, page, x, y, size)
        spec["text"] = text
        add(
            prefix,
            "pdf-text-layer",
            label,
            variant,
            tech,
            target,
            text,
            f"pypdfium2 text object, {tech}, page {page}",
            media="pdf",
            pdf=spec,
        )


# --------------------------------------------------------------------------- visible Spanish

SYS_FORMS = [
    ("paragraph", '<p class="aviso-sistema">{t}</p>'),
    ("status div", '<div role="status" class="estado">{t}</div>'),
    ("table cell", '<table class="verificacion"><tr><td>{t}</td></tr></table>'),
    ("list item", '<ul class="notas"><li>{t}</li></ul>'),
    ("footnote", '<p class="nota-pie"><small>{t}</small></p>'),
    ("blockquote", '<blockquote class="recuadro">{t}</blockquote>'),
    ("banner aside", '<aside class="banner-aviso">{t}</aside>'),
    ("preformatted status line", '<pre class="log">{t}</pre>'),
    ("section with heading", '<section class="aviso"><h4>Aviso</h4><p>{t}</p></section>'),
    ("bold paragraph", "<p><b>{t}</b></p>"),
]


def visible_cases(items: list, label: str, prefix: str) -> None:
    for i, (variant, text) in enumerate(items):
        target, at = anchor(variant)
        form, tpl = SYS_FORMS[i % len(SYS_FORMS)]
        add(
            prefix,
            "system-impersonation-es",
            label,
            variant,
            "visible-text",
            target,
            text,
            f"visible {form} in the article body",
            body_snippet=tpl.format(t=text),
            body_at=at,
        )


def build() -> list[dict[str, Any]]:
    CASES.clear()
    _turn.clear()
    comment_cases(T.COMMENT_INJ, T.COMMENT_CONDITIONAL, "injection", "inj56")
    comment_cases(T.COMMENT_NEG, T.COMMENT_NEG_CONDITIONAL, "negative", "neg56")
    css_cases(T.CSS_INJ, CSS_TECH, "injection", "inj56")
    css_cases(T.CSS_NEG, CSS_NEG_TECH, "negative", "neg56")
    alt_cases(T.ALT_INJ, "injection", "inj56")
    alt_cases(T.ALT_NEG, "negative", "neg56")
    jsonld_cases(T.JSONLD_INJ, "injection", "inj56")
    jsonld_cases(T.JSONLD_NEG, "negative", "neg56")
    pdf_cases(T.PDF_INJ, PDF_INJ_PLACES, "injection", "inj56")
    pdf_cases(T.PDF_NEG, PDF_NEG_PLACES, "negative", "neg56")
    visible_cases(T.SYS_INJ, "injection", "inj56")
    visible_cases(T.SYS_NEG, "negative", "neg56")
    return list(CASES)


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
