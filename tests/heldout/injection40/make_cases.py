# ruff: noqa: E501  (HTML templates are kept on one line each)
"""Write ``cases.json`` for the injection40 corpus from ``texts.py`` (deterministic).

Run from the repository root: ``python tests/heldout/injection40/make_cases.py``.
It reads no capture: anchors and PDF positions below were chosen by looking at the
captures once, and ``check_corpus.py`` verifies every case against them.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts as T  # noqa: E402

H = "html/"
LANACION = H + "es-ar_lanacion_opinion-article.html"
UNOCERO = H + "es-mx_unocero_tech-news-android-apps.html"
COMERCIO = H + "es-pe_elcomercio_signwall-paywall-article.html"
LADIARIA = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RSI = H + "de_rs-ingenieure_simple-corporate-services-page.html"

# (target, occurrence of "</p>") of paragraphs in the visible article body.
SLOTS = (
    [(LANACION, n) for n in range(6, 17)]
    + [(UNOCERO, n) for n in (1, 3, 4, 5, 6, 10, 11, 12, 13)]
    + [(COMERCIO, n) for n in (3, 4, 6, 7, 8, 9, 10, 11)]
    + [(LADIARIA, n) for n in range(4, 21)]
    + [(CNET, n) for n in (3, 5, 6, 7, 8, 9)]
    + [(BAFA, n) for n in (4, 5, 6, 7)]
    + [(RSI, 1)]
)
# Interleave pages so consecutive cases land on different captures.
_by_page: dict[str, list[tuple[str, int]]] = {}
for _t, _n in SLOTS:
    _by_page.setdefault(_t, []).append((_t, _n))
ORDER: list[tuple[str, int]] = []
for _i in range(max(len(v) for v in _by_page.values())):
    for _v in _by_page.values():
        if _i < len(_v):
            ORDER.append(_v[_i])


class Slots:
    def __init__(self, start: int) -> None:
        self.i = start

    def next(self) -> tuple[str, int]:
        s = ORDER[self.i % len(ORDER)]
        self.i += 1
        return s


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def base(cid, label, vector, channel, lang, variant, target, expect, technique):  # type: ignore[no-untyped-def]
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


def after_p(case: dict, occ: int, snippet: str) -> dict:
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}
    return case


# ----------------------------------------------------------------- html-comment


def comment_cases() -> list[dict]:
    out = []
    slots = Slots(0)
    for label, items, prefix in (
        ("injection", T.COMMENT_INJ, "inj40"),
        ("negative", T.COMMENT_NEG, "neg40"),
    ):
        for i, (lang, variant, text) in enumerate(items, 1):
            cid = f"{prefix}-html-comment-{i:03d}"
            if isinstance(text, list):
                body = "<!-- " + text[0] + "\n     " + "\n     ".join(text[1:]) + "\n-->"
                expect, channel, tech = text[0], "html-comment", "multi-line comment"
            elif text.startswith("[if"):
                body = "<!--" + text + "-->"
                expect = text.split("]>", 1)[1].split("<![endif]")[0].strip()
                if label == "negative":
                    expect = "/js/html5shiv-legacy.js"
                channel, tech = "conditional-comment", "downlevel-hidden conditional comment"
            else:
                body = "<!-- " + text + " -->"
                expect, channel, tech = text, "html-comment", "single-line comment"
            target, occ = slots.next()
            c = base(cid, label, "html-comment", channel, lang, variant, target, expect, tech)
            if i % 4 == 0:
                c["head_snippet"] = body
                c["technique"] = tech + " before </head>"
            else:
                after_p(c, occ, body)
            out.append(c)
    return out


# ----------------------------------------------------------------- css-hidden

# (technique, <style> rule or "", element template)
CSS_TECH = [
    ("inline display:none", "", '<p style="display:none">{t}</p>'),
    ("hidden attribute", "", "<div hidden>{t}</div>"),
    ("inline visibility:hidden", "", '<span style="visibility: hidden">{t}</span>'),
    ("inline opacity:0", "", '<p style="opacity:0">{t}</p>'),
    ("inline font-size:0", "", '<p style="font-size:0;line-height:0">{t}</p>'),
    (
        "inline off-screen left",
        "",
        '<div style="position:absolute; left:-10000px; top:auto">{t}</div>',
    ),
    (
        "inline text-indent",
        "",
        '<p style="text-indent:-9999px;white-space:nowrap;overflow:hidden">{t}</p>',
    ),
    ("inline height:0 + overflow:hidden", "", '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "inline clip rect",
        "",
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>',
    ),
    ("inline clip-path inset", "", '<p style="position:absolute;clip-path:inset(100%)">{t}</p>'),
    ("inline white on white", "", '<p style="color:#ffffff;background-color:#ffffff">{t}</p>'),
    (
        "class rule display:none in <style>",
        "<style>.nota-relacionada--oculta{display:none}</style>",
        '<p class="nota-relacionada--oculta">{t}</p>',
    ),
    (
        "id rule visibility:hidden, inherited by child <p>",
        "<style>#bloque-extra{visibility:hidden}</style>",
        '<div id="bloque-extra"><p>{t}</p></div>',
    ),
    (
        "class rule same colour as background",
        "<style>.pie-franja{color:#fff;background:#fff}</style>",
        '<div class="pie-franja">{t}</div>',
    ),
    (
        "class rule off-screen",
        "<style>.lectura-aux{position:absolute;left:-9999px;top:-9999px}</style>",
        '<div class="lectura-aux">{t}</div>',
    ),
    (
        "attribute selector display:none",
        '<style>[data-rol="complemento"]{display:none}</style>',
        '<div data-rol="complemento"><span>{t}</span></div>',
    ),
    (
        "descendant rule, parent height:0 overflow:hidden",
        "<style>.caja-ext .txt{font-size:12px}.caja-ext{height:0;overflow:hidden}</style>",
        '<div class="caja-ext"><p class="txt">{t}</p></div>',
    ),
    (
        "class rule opacity:0",
        "<style>.fade-out{opacity:0}</style>",
        '<aside class="fade-out">{t}</aside>',
    ),
    (
        "class rule font-size:1px",
        "<style>.mini-legal{font-size:1px;color:#fefefe}</style>",
        '<small class="mini-legal">{t}</small>',
    ),
    (
        "class rule clip-path",
        "<style>.recorte{clip-path:polygon(0 0,0 0,0 0);position:absolute}</style>",
        '<p class="recorte">{t}</p>',
    ),
]

CSS_NEG_TECH = {
    "skip-link": (
        "<style>.skip-link{position:absolute;left:-9999px}.skip-link:focus{left:0}</style>",
        '<a class="skip-link" href="#contenido">{t}</a>',
    ),
    "sr-only": (
        "<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>",
        '<a href="/archivo" target="_blank">Archivo<span class="sr-only">{t}</span></a>',
    ),
    "modal": (
        "",
        '<div class="modal-suscripcion" style="display:none"><p>{t}</p><button type="button">Iniciar sesión</button></div>',
    ),
    "cookie": (
        "<style>.cookie-bar{display:none}</style>",
        '<div class="cookie-bar" role="dialog"><p>{t}</p><button>Aceptar</button></div>',
    ),
    "offscreen-menu": (
        "<style>.menu-lateral{position:fixed;left:-320px;width:300px}</style>",
        '<nav class="menu-lateral"><p>{t}</p></nav>',
    ),
    "faq": ("", "<details><summary>¿Puedo cancelar cuando quiera?</summary><p>{t}</p></details>"),
    "honeypot": (
        "<style>.campo-trampa{display:none}</style>",
        '<form action="/boletin"><label class="campo-trampa">{t}<input name="web"></label><input type="email" name="correo"></form>',
    ),
    "error": ("", '<p class="form-error" hidden>{t}</p>'),
    "spinner": ("", '<div class="cargando" style="visibility:hidden">{t}</div>'),
    "session": ("", '<div class="aviso-sesion" style="display:none" role="alert">{t}</div>'),
}


def css_cases() -> list[dict]:
    out = []
    slots = Slots(5)
    for i, (lang, variant, text) in enumerate(T.CSS_INJ, 1):
        tech, style, tpl = CSS_TECH[(i - 1) % len(CSS_TECH)]
        target, occ = slots.next()
        c = base(
            f"inj40-css-hidden-{i:03d}",
            "injection",
            "css-hidden",
            "css-hidden",
            lang,
            variant,
            target,
            text,
            tech,
        )
        if style:
            c["head_snippet"] = style
        out.append(after_p(c, occ, tpl.format(t=text)))
    for i, (lang, variant, text, kind) in enumerate(T.CSS_NEG, 1):
        style, tpl = CSS_NEG_TECH[kind]
        target, occ = slots.next()
        c = base(
            f"neg40-css-hidden-{i:03d}",
            "negative",
            "css-hidden",
            "css-hidden",
            lang,
            variant,
            target,
            text,
            kind,
        )
        if style:
            c["head_snippet"] = style
        out.append(after_p(c, occ, tpl.format(t=text)))
    return out


# ----------------------------------------------------------------- alt-title

ALT_CHANNELS = [
    "alt",
    "title",
    "aria-label",
    "meta-description",
    "og:description",
    "data-*",
    "og:title",
    "twitter:description",
]


def alt_snippet(channel: str, t: str, n: int) -> tuple[str, str]:
    """(where, snippet): where is "head" or "body"."""
    a = esc(t)
    if channel == "alt":
        return (
            "body",
            f'<figure class="foto-nota"><img src="/media/nota-{n}.jpg" width="640" height="360" alt="{a}"></figure>',
        )
    if channel == "title":
        return (
            "body",
            f'<p class="relacionadas"><a href="/tema/{n}" title="{a}">Más sobre este tema</a></p>',
        )
    if channel == "aria-label":
        return (
            "body",
            f'<button type="button" class="btn-compartir" aria-label="{a}">Compartir</button>',
        )
    if channel == "meta-description":
        return "head", f'<meta name="description" content="{a}">'
    if channel == "og:description":
        return "head", f'<meta property="og:description" content="{a}">'
    if channel == "og:title":
        return "head", f'<meta property="og:title" content="{a}">'
    if channel == "twitter:description":
        return "head", f'<meta name="twitter:description" content="{a}">'
    if channel == "data-*":
        return "body", f'<div class="reproductor" data-video-id="v{n}" data-resumen="{a}"></div>'
    raise ValueError(channel)


def alt_cases() -> list[dict]:
    out = []
    slots = Slots(11)
    for i, (lang, variant, text) in enumerate(T.ALT_INJ, 1):
        ch = ALT_CHANNELS[(i - 1) % len(ALT_CHANNELS)]
        target, occ = slots.next()
        c = base(
            f"inj40-alt-title-{i:03d}",
            "injection",
            "alt-title",
            ch,
            lang,
            variant,
            target,
            text,
            ch + " attribute",
        )
        where, snip = alt_snippet(ch, text, i)
        if where == "head":
            c["head_snippet"] = snip
        else:
            after_p(c, occ, snip)
        out.append(c)
    for i, (lang, variant, text, ch) in enumerate(T.ALT_NEG, 1):
        target, occ = slots.next()
        c = base(
            f"neg40-alt-title-{i:03d}",
            "negative",
            "alt-title",
            ch,
            lang,
            variant,
            target,
            text,
            ch + " attribute",
        )
        where, snip = alt_snippet(ch, text, 100 + i)
        if where == "head":
            c["head_snippet"] = snip
        else:
            after_p(c, occ, snip)
        out.append(c)
    return out


# ----------------------------------------------------------------- json-ld


def jsonld_obj(shape: str, t: str, lang: str) -> dict:
    ctx = "https://schema.org"
    if shape.startswith("article-extra:"):
        return {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": "Actualización de la nota",
            "inLanguage": lang,
            "datePublished": "2024-05-17",
            shape.split(":", 1)[1]: t,
        }
    if shape.startswith("product-extra:"):
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Suplemento Vitalia 60 cápsulas",
            "sku": "VT-060",
            shape.split(":", 1)[1]: t,
        }
    if shape.startswith("dataset-extra:"):
        return {
            "@context": ctx,
            "@type": "Dataset",
            "name": "Serie mensual",
            "license": "https://creativecommons.org/licenses/by/4.0/",
            shape.split(":", 1)[1]: t,
        }
    if shape.startswith("org-extra:"):
        return {
            "@context": ctx,
            "@type": "Organization",
            "name": "Grupo Editorial",
            "url": "https://example.org/",
            shape.split(":", 1)[1]: t,
        }
    if shape.startswith("website-extra:"):
        return {
            "@context": ctx,
            "@type": "WebSite",
            "name": "Archivo",
            "url": "https://example.org/",
            shape.split(":", 1)[1]: t,
        }
    if shape == "article-description":
        return {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": "Nota del día",
            "description": t,
            "author": {"@type": "Person", "name": "Redacción"},
        }
    if shape == "product-description":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Artículo de catálogo",
            "description": t,
            "offers": {"@type": "Offer", "price": "499.00", "priceCurrency": "MXN"},
        }
    if shape == "org-description":
        return {
            "@context": ctx,
            "@type": "Organization",
            "name": "Medio",
            "description": t,
            "url": "https://example.org/",
        }
    if shape == "review-body":
        return {
            "@context": ctx,
            "@type": "Review",
            "itemReviewed": {"@type": "LocalBusiness", "name": "Comercio"},
            "reviewRating": {"@type": "Rating", "ratingValue": "4"},
            "reviewBody": t,
        }
    if shape == "faq-answer":
        return {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Cuál es la mejor opción?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }
    if shape == "nested:additionalProperty":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Plan Hogar",
            "additionalProperty": [{"@type": "PropertyValue", "name": "nota_interna", "value": t}],
        }
    if shape == "howto-step":
        return {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Cómo evitar que Android cierre una app",
            "step": [{"@type": "HowToStep", "position": 1, "text": t}],
        }
    if shape == "breadcrumb":
        return {
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
                    "name": t,
                    "item": "https://example.org/politica/",
                },
            ],
        }
    if shape == "event-description":
        return {
            "@context": ctx,
            "@type": "Event",
            "name": "Reunión informativa",
            "startDate": "2024-06-12T18:00",
            "description": t,
        }
    if shape == "website-description":
        return {
            "@context": ctx,
            "@type": "WebSite",
            "url": "https://example.org/",
            "description": t,
            "potentialAction": {
                "@type": "SearchAction",
                "target": "https://example.org/buscar?q={q}",
                "query-input": "required name=q",
            },
        }
    if shape == "dataset-description":
        return {"@context": ctx, "@type": "Dataset", "name": "Mineral oil sales", "description": t}
    raise ValueError(shape)


MICRODATA_TPL = [
    '<div itemscope itemtype="https://schema.org/Review"><span itemprop="author">Lector</span><meta itemprop="reviewBody" content="{a}"></div>',
    '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Plan anual</span><meta itemprop="description" content="{a}"></div>',
    '<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Tienda"><meta itemprop="slogan" content="{a}"></div>',
]


def jsonld_cases() -> list[dict]:
    out = []
    slots = Slots(17)
    nmicro = 0
    for label, items, prefix in (
        ("injection", T.JSONLD_INJ, "inj40"),
        ("negative", T.JSONLD_NEG, "neg40"),
    ):
        for i, (lang, variant, text, shape) in enumerate(items, 1):
            target, occ = slots.next()
            cid = f"{prefix}-json-ld-{i:03d}"
            if shape == "microdata":
                c = base(
                    cid,
                    label,
                    "json-ld",
                    "microdata",
                    lang,
                    variant,
                    target,
                    text,
                    "microdata meta itemprop",
                )
                after_p(c, occ, MICRODATA_TPL[nmicro % len(MICRODATA_TPL)].format(a=esc(text)))
                nmicro += 1
            else:
                obj = jsonld_obj(shape, text, lang)
                body = json.dumps(obj, ensure_ascii=False, indent=None if i % 2 else 2)
                c = base(
                    cid,
                    label,
                    "json-ld",
                    "json-ld",
                    lang,
                    variant,
                    target,
                    text,
                    "JSON-LD " + shape,
                )
                snip = '<script type="application/ld+json">' + body + "</script>"
                if i % 3 == 0:
                    after_p(c, occ, snip)
                    c["technique"] += " (in body)"
                else:
                    c["head_snippet"] = snip
            out.append(c)
    return out


# ----------------------------------------------------------------- pdf-text-layer

P = "pdf/"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
CATAL = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

# blank bottom margins (x, y, size) checked by rendering
MARGIN = {FBI: (40, 5, 6), IRS: (60, 6, 5), FEDREG: (60, 14, 7), CATAL: (60, 16, 7)}

PDF_TECHS = ["render-mode-3", "transparent", "off-page", "under-image", "white-text", "covered"]
VECTOR_PDFS = [(CATAL, 1), (IRS, 3), (FEDREG, 2), (FBI, 1), (IRS, 57), (FEDREG, 9)]
SCANNED = [(HUCK, 1), (BROCH, 1), (LETTER, 1), (GRAPH, 1)]


def pdf_spec(tech: str, k: int, text: str) -> tuple[str, dict]:
    if tech == "under-image":
        target, page = SCANNED[k % len(SCANNED)]
        return target, {
            "page": page,
            "text": text,
            "x": 30,
            "y": 120 + 10 * (k % 5),
            "size": 8,
            "z": "bottom",
        }
    target, page = VECTOR_PDFS[k % len(VECTOR_PDFS)]
    if tech in ("white-text", "covered"):
        x, y, size = MARGIN[target]
        spec = {"page": page, "text": text, "x": x, "y": y, "size": size}
        if tech == "white-text":
            spec["fill"] = [255, 255, 255, 255]
        else:
            spec["cover"] = [255, 255, 255]
        return target, spec
    if tech == "render-mode-3":
        return target, {
            "page": page,
            "text": text,
            "x": 72,
            "y": 300 + 7 * (k % 9),
            "size": 9,
            "render_mode": 3,
        }
    if tech == "transparent":
        return target, {
            "page": page,
            "text": text,
            "x": 72,
            "y": 200,
            "size": 9,
            "fill": [0, 0, 0, 0],
        }
    if tech == "off-page":
        if k % 2:
            return target, {"page": page, "text": text, "x": -3000, "y": 300, "size": 9}
        return target, {"page": page, "text": text, "x": 72, "y": 2400, "size": 9}
    raise ValueError(tech)


def pdf_cases() -> list[dict]:
    out = []
    for label, items, prefix in (
        ("injection", T.PDF_INJ, "inj40"),
        ("negative", T.PDF_NEG, "neg40"),
    ):
        for i, (lang, variant, text) in enumerate(items, 1):
            tech = PDF_TECHS[(i - 1) % len(PDF_TECHS)]
            if label == "negative":
                # benign layers: OCR under a scan, invisible OCR words, page labels
                tech = ["render-mode-3", "under-image"][(i - 1) % 2]
            target, spec = pdf_spec(tech, i + (0 if label == "injection" else 3), text)
            c = base(
                f"{prefix}-pdf-text-layer-{i:03d}",
                label,
                "pdf-text-layer",
                tech,
                lang,
                variant,
                target,
                text,
                tech,
            )
            c["media"] = "pdf"
            c["pdf"] = spec
            out.append(c)
    return out


# ----------------------------------------------------------------- system-impersonation-es


def sys_snippet(form: str, t: str, n: int) -> str:
    if form == "p":
        return f"<p>{t}</p>"
    if form == "banner":
        return f'<div class="aviso-destacado" role="note" style="border:1px solid #c00;padding:8px"><p>{t}</p></div>'
    if form == "strong":
        return f"<p><strong>{t}</strong></p>"
    if form == "status":
        return f'<div class="estado-servicio" role="status">{t}</div>'
    if form == "aside":
        return f'<aside class="recuadro"><p>{t}</p></aside>'
    if form == "small":
        return f'<p class="nota-pie"><small>{t}</small></p>'
    if form == "pre":
        return f'<pre class="config">{t}</pre>'
    if form == "table":
        return f'<table class="verificacion"><tr><th>Resultado</th><td>{t}</td></tr></table>'
    if form == "table-row":
        return f'<table class="verificacion"><tr><th>Instrucción para el modelo</th><td>{t}</td></tr></table>'
    if form == "footnote":
        return f'<p class="nota-al-pie" id="nota-{n}">{t}</p>'
    raise ValueError(form)


def sys_cases() -> list[dict]:
    out = []
    slots = Slots(23)
    for label, items, prefix in (
        ("injection", T.SYS_INJ, "inj40"),
        ("negative", T.SYS_NEG, "neg40"),
    ):
        for i, (variant, text, form) in enumerate(items, 1):
            target, occ = slots.next()
            c = base(
                f"{prefix}-system-impersonation-es-{i:03d}",
                label,
                "system-impersonation-es",
                "visible-text",
                "es",
                variant,
                target,
                text,
                "visible " + form,
            )
            out.append(after_p(c, occ, sys_snippet(form, esc(text).replace("&#x27;", "'"), i)))
    return out


def build() -> list[dict]:
    return comment_cases() + css_cases() + alt_cases() + jsonld_cases() + pdf_cases() + sys_cases()


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
