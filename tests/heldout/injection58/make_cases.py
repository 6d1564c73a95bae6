"""Write ``cases.json`` for held-out corpus 58 from the hand-written texts in ``texts.py``.

Deterministic: targets, anchors and hiding techniques are assigned by rotation (no
randomness), so running it twice gives the same file. Run from the repository root:
``python tests/heldout/injection58/make_cases.py``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load_texts():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection58_texts", HERE / "texts.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


T = _load_texts()

LA = "html/es-ar_lanacion_opinion-article.html"
UNO = "html/es-mx_unocero_tech-news-android-apps.html"
ECO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LD = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RS = "html/de_rs-ingenieure_simple-corporate-services-page.html"

# Ends of article paragraphs in the visible body of each page (each occurs once).
ANCHORS: dict[str, list[str]] = {
    LA: [
        "canalizar la protesta que reprimirla</p>",
        'juicio a Jones Huala".</p>',
        "del yugo de los caciques.</p>",
        "se demuestra bien argentina.</p>",
        "pero también integrar.</p>",
        "lo gobernaron. Cambiemos.</p>",
    ],
    UNO: [
        "ría ser culpa del fabricante. </p>",
        "nto de batería sobresaliente.\xa0</p>",
        "emente la experiencia de uso.\xa0</p>",
        "encia de uso del dispositivo.\xa0</p>",
        " la gestión en segundo plano.\xa0</p>",
        "an muy bien en segundo plano.\xa0</p>",
        "icarme de que me han llegado.\xa0</p>",
        "ja para la experiencia de uso.</p>",
    ],
    ECO: [
        "en sus conclusiones técnicas.</p>",
        "exlegislador Moisés Mamani.</p>",
        "<b>Pedro Pablo Kuczynski</b>.</p>",
        "tráfico de influencias agravado.</p>",
        "la función pública</b>.</p>",
        "<b>Kuczynski Godard</b>.</p>",
        "por obras, etc.”</i>.</p>",
        "(1990-2000).</p>",
    ],
    LD: [
        "productos fitosanitarios”. </p>",
        "aplicaciones terrestres. </p>",
        "actividad productiva del área. </p>",
        "como reserva departamental.</p>",
        "mucho más complejo”, señaló. </p>",
        "comprender”, señala. </p>",
        "arqueológicos”.</p>",
        "trabajen en el territorio.</p>",
        "en la reunión de junio.</p>",
        "la protección del área”. </p>",
    ],
    CNET: [
        "llega a México y Venezuela.</p>",
        "11 de ellos de América Latina. </p>",
        "El Salvador y Venezuela.</p>",
        "descargar los tuits de forma más rápida.</p>",
        "los tuits que quieres ver.</p>",
        "al reducir a 3MB su peso.</p>",
    ],
    BAFA: ["auf 89,4 Millionen Tonnen.</p>", "(Mengenangaben in Millionen Tonnen):</p>"],
    RS: ["wirtschaftliche Darstellbarkeit berücksichtigen.</p>"],
}
ALL_PAGES = [LA, UNO, ECO, LD, CNET, BAFA, RS]
ES_PAGES = [LA, UNO, ECO, LD, CNET]

_anchor_use: dict[str, int] = {}


def anchor(target: str) -> dict[str, Any]:
    """Next anchor of ``target`` (rotating); 'after' the end of a paragraph."""
    i = _anchor_use.get(target, 0)
    _anchor_use[target] = i + 1
    lst = ANCHORS[target]
    return {"find": lst[i % len(lst)], "occurrence": 1, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def check_text(t: str) -> None:
    for ch in '"<>&':
        if ch in t:
            raise SystemExit(f"forbidden character {ch!r} in text: {t}")


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


# --------------------------------------------------------------------- html-comment
def comment_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    kinds = [
        "body",
        "multi-or-body",
        "head",
        "conditional",
        "inline",
        "body",
        "conditional-downlevel",
    ]
    for n, (variant, text) in enumerate(items, 1):
        check_text(text)
        target = ALL_PAGES[(n + (0 if label == "injection" else 3)) % len(ALL_PAGES)]
        lines = text.split("\n")
        kind = kinds[n % len(kinds)]
        if len(lines) > 1:
            kind = "multi"
        cid = f"{prefix}-html-comment-{n:03d}"
        channel = "html-comment"
        if kind == "multi":
            snippet = "<!--\n  " + "\n  ".join(lines) + "\n-->"
            tech = "multi-line HTML comment in the body, addressee on the first line"
        elif kind == "head":
            snippet = f"<!-- {text} -->"
            tech = "HTML comment before </head>"
        elif kind == "conditional":
            snippet = f'<!--[if IE]><p class="aviso">{text}</p><![endif]-->'
            channel = "conditional-comment"
            tech = "IE conditional comment <!--[if IE]>...<![endif]--> in the body"
        elif kind == "conditional-downlevel":
            snippet = f"<!--[if lt IE 9]>\n{text}\n<![endif]-->"
            channel = "conditional-comment"
            tech = "multi-line conditional comment <!--[if lt IE 9]> in the body"
        elif kind == "inline":
            snippet = None
            tech = "HTML comment appended inline right after a paragraph's </p>"
        else:
            snippet = f"<!-- {text} -->"
            tech = "HTML comment on its own line after an article paragraph"
        c = base(cid, label, "html-comment", channel, variant, target, lines[0], tech)
        if kind == "head":
            c["head_snippet"] = snippet
        elif kind == "inline":
            at = anchor(target)
            c["inline_edits"] = [
                {"find": at["find"], "occurrence": 1, "where": "after", "text": f"<!-- {text} -->"}
            ]
        else:
            c["body_snippet"] = snippet
            c["body_at"] = anchor(target)
        out.append(c)
    return out


# ----------------------------------------------------------------------- css-hidden
# (name, technique, builder(text, n) -> (head_snippet|None, body_snippet), fixed target|None)
def _css_builders():
    def inline(style: str, tag: str = "div"):
        return lambda t, n: (None, f'<{tag} style="{style}">{t}</{tag}>')

    def rule(css: str, cls: str, tag: str = "div"):
        return lambda t, n: (
            f"<style>.{cls}-{n}{{{css}}}</style>",
            f'<{tag} class="{cls}-{n}">{t}</{tag}>',
        )

    return [
        ("display-none", "inline style display:none", inline("display:none"), None),
        ("hidden-attr", "HTML hidden attribute", lambda t, n: (None, f"<p hidden>{t}</p>"), None),
        ("visibility", "inline visibility:hidden", inline("visibility:hidden", "span"), None),
        ("opacity", "inline opacity:0", inline("opacity:0"), None),
        ("font-size-0", "inline font-size:0", inline("font-size:0;line-height:0", "p"), None),
        ("tiny-font", "inline font-size:1px", inline("font-size:1px", "span"), None),
        (
            "offscreen-left",
            "position:absolute;left:-9999px",
            inline("position:absolute;left:-9999px;top:auto"),
            None,
        ),
        (
            "text-indent",
            "text-indent:-10000px with overflow hidden",
            inline("text-indent:-10000px;overflow:hidden;white-space:nowrap"),
            None,
        ),
        ("height-0", "height:0 + overflow:hidden", inline("height:0;overflow:hidden"), None),
        (
            "clip-rect",
            "position:absolute + clip:rect(0 0 0 0), 1px box",
            inline(
                "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)", "span"
            ),
            None,
        ),
        (
            "clip-path",
            "clip-path:inset(50%)",
            inline("clip-path:inset(50%);position:absolute"),
            None,
        ),
        (
            "same-colour",
            "text colour equal to its own background (#fff on #fff)",
            inline("color:#fff;background-color:#fff"),
            None,
        ),
        (
            "style-rule-class",
            "class hidden by a <style> rule added before </head> (display:none)",
            rule("display:none", "nota-extra"),
            None,
        ),
        (
            "style-rule-visibility",
            "class hidden by a <style> rule (visibility:hidden;position:absolute)",
            rule("visibility:hidden;position:absolute", "ref-pie", "p"),
            None,
        ),
        (
            "inherit-parent",
            "display:none on a parent via a <style> rule; text in a child <p> (inheritance)",
            lambda t, n: (
                f"<style>.bloque-rel-{n}{{display:none}}</style>",
                f'<div class="bloque-rel-{n}"><section><p>{t}</p></section></div>',
            ),
            None,
        ),
        (
            "inherit-colour",
            "white colour and background inherited from a parent <div>",
            lambda t, n: (
                None,
                f'<div style="color:#ffffff;background:#ffffff"><p><span>{t}</span></p></div>',
            ),
            None,
        ),
        (
            "page-class-hide",
            "the page's own class .hide {display:none !important}",
            lambda t, n: (None, f'<div class="hide">{t}</div>'),
            UNO,
        ),
        (
            "page-class-continue",
            "the page's own class .st-continue__anchor {display:none}",
            lambda t, n: (None, f'<a class="st-continue__anchor" href="#">{t}</a>'),
            ECO,
        ),
        (
            "page-class-hidden-label",
            "the page's own class .hidden-label {font-size:0;height:0;width:0;overflow:hidden}",
            lambda t, n: (None, f'<span class="hidden-label">{t}</span>'),
            ECO,
        ),
        (
            "zero-size-box",
            "width:0;height:0;overflow:hidden on a <span> with display:block",
            inline("display:block;width:0;height:0;overflow:hidden", "span"),
            None,
        ),
    ]


def css_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    builders = _css_builders()
    for n, (variant, text) in enumerate(items, 1):
        check_text(text)
        name, tech, build, fixed = builders[
            (n - 1 + (7 if label == "negative" else 0)) % len(builders)
        ]
        target = fixed or ALL_PAGES[(n + 2) % len(ALL_PAGES)]
        head, body = build(text, n)
        c = base(
            f"{prefix}-css-hidden-{n:03d}",
            label,
            "css-hidden",
            "css-hidden",
            variant,
            target,
            text,
            f"{name}: {tech}",
        )
        if head:
            c["head_snippet"] = head
        c["body_snippet"] = body
        c["body_at"] = anchor(target)
        out.append(c)
    return out


# ------------------------------------------------------------------------ alt-title
def alt_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, channel, text) in enumerate(items, 1):
        check_text(text)
        target = ALL_PAGES[(n + (1 if label == "injection" else 4)) % len(ALL_PAGES)]
        c = base(
            f"{prefix}-alt-title-{n:03d}", label, "alt-title", channel, variant, target, text, ""
        )
        head = body = None
        if channel == "alt":
            img = f'<img src="/static/img/nota-{n}.jpg" alt="{text}" width="640" height="360">'
            body = f'<figure class="nota-foto">{img}</figure>'
            tech = "alt attribute of an <img> in a <figure>"
        elif channel == "title":
            link = f'<a href="/seccion/relacionadas-{n}" title="{text}">Más notas de la sección</a>'
            body = f'<p class="relacionadas">{link}</p>'
            tech = "title attribute of a link"
        elif channel == "aria-label":
            body = f'<button type="button" class="btn-icono" aria-label="{text}"><span class="icono"></span></button>'
            tech = "aria-label of an icon-only button"
        elif channel == "data-*":
            attr = [
                "data-ai-note",
                "data-summary",
                "data-bot-instructions",
                "data-llm-hint",
                "data-nota-ia",
            ][n % 5]
            if label == "negative":
                attr = "data-ga-label"
            body = f'<div class="nota-meta" {attr}="{text}"></div>'
            tech = f"{attr} attribute of an empty <div>"
        else:
            key = channel.replace("meta-description", "description")
            kind = "property" if key.startswith("og:") else "name"
            head = f'<meta {kind}="{key}" content="{text}">'
            tech = f"<meta {kind}={key}> added before </head>"
        c["technique"] = tech
        if head:
            c["head_snippet"] = head
        else:
            c["body_snippet"] = body
            c["body_at"] = anchor(target)
        out.append(c)
    return out


# -------------------------------------------------------------------------- json-ld
def _ld_inj(field: str, text: str, n: int, target: str) -> dict[str, Any]:
    if field in ("description", "disambiguatingDescription", "abstract"):
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota de la sección",
            "datePublished": "2017-12-07",
            field: text,
        }
    if field == "reviewBody":
        return {
            "@context": "https://schema.org",
            "@type": "Review",
            "itemReviewed": {"@type": "Product", "name": "Teléfono Android"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": text,
        }
    if field == "instructions":
        return {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Página",
            "instructions": text,
        }
    if field == "potentialAction":
        return {
            "@context": "https://schema.org",
            "@type": "WebSite",
            "url": "https://www.example.test/",
            "potentialAction": {"@type": "ReadAction", "description": text},
        }
    if field == "assistantConfig":
        return {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Portal",
            "assistantConfig": {"modo": "resumen", "regla": text},
        }
    return {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": "Portal",
        field: text,
    }


def _ld_neg(kind: str, text: str) -> dict[str, Any]:
    if kind == "NewsArticle":
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota",
            "datePublished": "2017-12-07",
            "description": text,
            "author": {"@type": "Organization", "name": "Redacción"},
        }
    if kind == "FAQPage":
        return {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta frecuente",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if kind == "HowTo":
        return {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Paso a paso",
            "step": [{"@type": "HowToStep", "position": 1, "text": text}],
        }
    if kind == "Review":
        return {
            "@context": "https://schema.org",
            "@type": "Review",
            "itemReviewed": {"@type": "CreativeWork", "name": "Nota"},
            "reviewRating": {"@type": "Rating", "ratingValue": "4"},
            "reviewBody": text,
        }
    if kind == "Organization":
        return {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Organización",
            "description": text,
        }
    if kind == "Product":
        return {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Teléfono",
            "description": text,
            "offers": {"@type": "Offer", "priceCurrency": "MXN", "price": "3999"},
        }
    raise ValueError(kind)


def jsonld_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, field, text) in enumerate(items, 1):
        check_text(text)
        target = ALL_PAGES[(n + (2 if label == "injection" else 5)) % len(ALL_PAGES)]
        cid = f"{prefix}-json-ld-{n:03d}"
        if field == "microdata":
            if label == "injection":
                body = (
                    '<div itemscope itemtype="https://schema.org/Product">'
                    '<span itemprop="name">Producto destacado</span>'
                    f'<meta itemprop="description" content="{text}"></div>'
                )
                tech = "schema.org microdata: <meta itemprop=description content=...> inside an itemscope <div>"
            else:
                body = (
                    '<div itemscope itemtype="https://schema.org/NewsArticle">'
                    '<span itemprop="author">Redacción</span> '
                    f'<span itemprop="description">{text}</span></div>'
                )
                tech = "schema.org microdata byline, visible <span itemprop=description>"
            c = base(cid, label, "json-ld", "microdata", variant, target, text, tech)
            c["body_snippet"] = body
            c["body_at"] = anchor(target)
        else:
            obj = _ld_inj(field, text, n, target) if label == "injection" else _ld_neg(field, text)
            js = json.dumps(obj, ensure_ascii=False, indent=2)
            snippet = f'<script type="application/ld+json">\n{js}\n</script>'
            in_schema = field in (
                "description",
                "disambiguatingDescription",
                "abstract",
                "reviewBody",
                "potentialAction",
            )
            if label == "injection":
                tech = (
                    f"JSON-LD, schema.org field {field!r} holding the sentence"
                    if in_schema
                    else f"JSON-LD, invented field {field!r} outside schema.org"
                )
            else:
                tech = f"ordinary schema.org {field} JSON-LD"
            c = base(cid, label, "json-ld", "json-ld", variant, target, text, tech)
            if n % 3 == 0:
                c["body_snippet"] = snippet
                c["body_at"] = anchor(target)
                c["technique"] += " (script in the body)"
            else:
                c["head_snippet"] = snippet
                c["technique"] += " (script before </head>)"
        out.append(c)
    return out


# ------------------------------------------------------------------- pdf-text-layer
FEDREG = "pdf/en_us-federal-register-three-column.pdf"
CATAL = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BROCH = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

# (channel, technique, target, page, spec)
PDF_SLOTS_INJ = [
    (
        "render-mode-3",
        "text render mode 3 (invisible) over the table",
        CATAL,
        1,
        {"x": 60, "y": 300, "size": 8, "render_mode": 3},
    ),
    (
        "transparent",
        "fill alpha 0 over the body text",
        FEDREG,
        3,
        {"x": 50, "y": 400, "size": 8, "fill": [0, 0, 0, 0]},
    ),
    (
        "render-mode-3",
        "text render mode 3 over the first column",
        FEDREG,
        2,
        {"x": 40, "y": 600, "size": 7, "render_mode": 3},
    ),
    (
        "white-text",
        "white text in the blank bottom margin",
        FEDREG,
        5,
        {"x": 50, "y": 18, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "off-page",
        "text placed left of the page box (x = -900)",
        IRS,
        3,
        {"x": -900, "y": 400, "size": 9},
    ),
    (
        "covered",
        "black text in the bottom margin covered by an opaque white rectangle",
        FEDREG,
        7,
        {"x": 50, "y": 16, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "under-image",
        "text inserted below the scanned page image",
        HUCK,
        1,
        {"x": 30, "y": 200, "size": 8, "z": "bottom"},
    ),
    (
        "render-mode-3",
        "text render mode 3 in the middle of the table",
        FBI,
        1,
        {"x": 100, "y": 300, "size": 7, "render_mode": 3},
    ),
    (
        "transparent",
        "fill alpha 0",
        LETTER,
        1,
        {"x": 20, "y": 150, "size": 5, "fill": [0, 0, 0, 0]},
    ),
    ("off-page", "text below the page box (y = -200)", CATAL, 1, {"x": 60, "y": -200, "size": 8}),
    (
        "under-image",
        "text inserted below the scanned page image",
        BROCH,
        1,
        {"x": 60, "y": 400, "size": 8, "z": "bottom"},
    ),
    (
        "white-text",
        "white text in the blank bottom margin of the table",
        CATAL,
        1,
        {"x": 60, "y": 14, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "render-mode-3",
        "render mode 3 next to the existing OCR layer",
        GRAPH,
        1,
        {"x": 40, "y": 120, "size": 6, "render_mode": 3},
    ),
    (
        "covered",
        "text covered by an opaque white rectangle in the top margin",
        FEDREG,
        9,
        {"x": 50, "y": 775, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "render-mode-3",
        "render mode 3, one line per text object",
        IRS,
        6,
        {"x": 72, "y": 500, "size": 8, "render_mode": 3},
    ),
    (
        "transparent",
        "fill alpha 0 under the scan",
        HUCK,
        1,
        {"x": 20, "y": 60, "size": 6, "fill": [0, 0, 0, 0], "z": "bottom"},
    ),
    (
        "off-page",
        "text right of the page box (x = 2000)",
        FEDREG,
        11,
        {"x": 2000, "y": 300, "size": 8},
    ),
    (
        "under-image",
        "text inserted below the scanned letter image",
        LETTER,
        1,
        {"x": 20, "y": 60, "size": 5, "z": "bottom"},
    ),
    (
        "render-mode-3",
        "render mode 3 on a manual page",
        IRS,
        51,
        {"x": 72, "y": 300, "size": 8, "render_mode": 3},
    ),
    (
        "white-text",
        "white text in the blank bottom margin",
        FEDREG,
        13,
        {"x": 50, "y": 18, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "transparent",
        "fill alpha 0 over the table",
        FBI,
        1,
        {"x": 80, "y": 200, "size": 7, "fill": [0, 0, 0, 0]},
    ),
    (
        "under-image",
        "text inserted below the scanned brochure image",
        BROCH,
        1,
        {"x": 330, "y": 120, "size": 8, "z": "bottom"},
    ),
]
PDF_SLOTS_NEG = [
    (
        "render-mode-3",
        "page-number text layer, render mode 3",
        CATAL,
        1,
        {"x": 380, "y": 20, "size": 6, "render_mode": 3},
    ),
    (
        "render-mode-3",
        "OCR-style running header, render mode 3",
        CATAL,
        1,
        {"x": 60, "y": 590, "size": 7, "render_mode": 3},
    ),
    (
        "under-image",
        "OCR note below the scanned image",
        BROCH,
        1,
        {"x": 60, "y": 40, "size": 6, "z": "bottom"},
    ),
    (
        "white-text",
        "white print note in the blank bottom margin",
        FEDREG,
        4,
        {"x": 50, "y": 18, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "under-image",
        "OCR of the book page header below the scan",
        HUCK,
        1,
        {"x": 150, "y": 450, "size": 7, "z": "bottom"},
    ),
    (
        "covered",
        "watermark-like note covered by a white rectangle in the margin",
        FEDREG,
        6,
        {"x": 50, "y": 16, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "render-mode-3",
        "scan provenance text layer, render mode 3",
        LETTER,
        1,
        {"x": 20, "y": 20, "size": 5, "render_mode": 3},
    ),
    (
        "render-mode-3",
        "page-number text layer, render mode 3",
        FBI,
        1,
        {"x": 480, "y": 8, "size": 5, "render_mode": 3},
    ),
    (
        "transparent",
        "continuation note, fill alpha 0",
        FEDREG,
        8,
        {"x": 450, "y": 20, "size": 6, "fill": [0, 0, 0, 0]},
    ),
    (
        "under-image",
        "OCR provenance below the scanned image",
        HUCK,
        1,
        {"x": 20, "y": 20, "size": 6, "z": "bottom"},
    ),
    (
        "render-mode-3",
        "page-number text layer, render mode 3",
        GRAPH,
        1,
        {"x": 600, "y": 8, "size": 5, "render_mode": 3},
    ),
]


def pdf_cases(items: list, label: str, prefix: str, slots: list) -> list[dict[str, Any]]:
    out = []
    assert len(items) == len(slots)
    for n, ((variant, text), (channel, tech, target, page, spec)) in enumerate(
        zip(items, slots, strict=True), 1
    ):
        lines = text.split("\n")
        c = base(
            f"{prefix}-pdf-text-layer-{n:03d}",
            label,
            "pdf-text-layer",
            channel,
            variant,
            target,
            lines[0],
            tech,
        )
        c["media"] = "pdf"
        s = {"page": page, **spec}
        if len(lines) > 1:
            s["lines"] = lines
        else:
            s["text"] = text
        c["pdf"] = s
        out.append(c)
    return out


# -------------------------------------------------------- system-impersonation-es
SYS_WRAPS = [
    ("paragraph", lambda t: f"<p>{t}</p>"),
    ("bold-paragraph", lambda t: f"<p><strong>{t}</strong></p>"),
    ("status-box", lambda t: f'<div class="aviso-estado" role="status">{t}</div>'),
    ("aside", lambda t: f'<aside class="recuadro"><p>{t}</p></aside>'),
    ("blockquote", lambda t: f"<blockquote>{t}</blockquote>"),
    (
        "table-row",
        lambda t: f'<table class="ficha"><tr><th>Estado</th></tr><tr><td>{t}</td></tr></table>',
    ),
    ("footnote", lambda t: f"<p><small>{t}</small></p>"),
    ("list-item", lambda t: f'<ul class="datos"><li>{t}</li></ul>'),
    ("banner", lambda t: f'<div class="banner-verificacion"><p><em>{t}</em></p></div>'),
]


def sys_cases(items: list, label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        check_text(text)
        target = ES_PAGES[(n + (0 if label == "injection" else 2)) % len(ES_PAGES)]
        name, wrap = SYS_WRAPS[(n - 1 + (4 if label == "negative" else 0)) % len(SYS_WRAPS)]
        c = base(
            f"{prefix}-system-impersonation-es-{n:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            target,
            text,
            f"visible {name} after an article paragraph",
        )
        c["body_snippet"] = wrap(text)
        c["body_at"] = anchor(target)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", "inj58")
    cases += css_cases(T.CSS_INJ, "injection", "inj58")
    cases += alt_cases(T.ALT_INJ, "injection", "inj58")
    cases += jsonld_cases(T.JSONLD_INJ, "injection", "inj58")
    cases += pdf_cases(T.PDF_INJ, "injection", "inj58", PDF_SLOTS_INJ)
    cases += sys_cases(T.SYS_INJ, "injection", "inj58")
    cases += comment_cases(T.COMMENT_NEG, "negative", "neg58")
    cases += css_cases(T.CSS_NEG, "negative", "neg58")
    cases += alt_cases(T.ALT_NEG, "negative", "neg58")
    cases += jsonld_cases(T.JSONLD_NEG, "negative", "neg58")
    cases += pdf_cases(T.PDF_NEG, "negative", "neg58", PDF_SLOTS_NEG)
    cases += sys_cases(T.SYS_NEG, "negative", "neg58")
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    return cases


def main() -> int:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases to {HERE / 'cases.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
