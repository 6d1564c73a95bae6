"""Write ``cases.json`` for injection48 from the hand-written texts (deterministic).

Run from the repository root: ``python tests/heldout/injection48/make_cases.py``.
No randomness: pages, anchors and techniques are assigned by rotating counters.
"""

from __future__ import annotations

import html
import json
import sys
from itertools import count
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from texts_hidden import (  # noqa: E402
    AT_INJ,
    AT_NEG,
    CSS_INJ,
    CSS_NEG,
    HC_INJ,
    HC_NEG,
    JL_INJ,
    JL_NEG,
    PDF_INJ,
    PDF_NEG,
)
from texts_visible import SYS_INJ, SYS_NEG  # noqa: E402

H = "html/"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
LN = H + "es-ar_lanacion_opinion-article.html"
ECO = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"

#: closing ``</p>`` of paragraphs in the visible article body, unique in the raw capture.
ANCHORS = {
    UNO: ["xperiencia de uso.</p>"],
    CNET: [
        "éxico y Venezuela.</p>",
        "vador y Venezuela.</p>",
        " forma más rápida.</p>",
        "s que quieres ver.</p>",
    ],
    LN: [
        " Estado argentino.</p>",
        "z como inadecuada.</p>",
        "tilidades en 2015.</p>",
        "o resisten prueba.</p>",
        "o de los caciques.</p>",
        "ra bien argentina.</p>",
        " también integrar.</p>",
        "rnaron. Cambiemos.</p>",
    ],
    ECO: ["lusiones técnicas.</p>", "dor Moisés Mamani.</p>", "luencias agravado.</p>"],
    LD: [
        "rva departamental.</p>",
        " y arqueológicos”.</p>",
        " en el territorio.</p>",
        " reunión de junio.</p>",
        "citó como ejemplo.</p>",
        "respecto”, afirmó.</p>",
        "ductividad”, sumó.</p>",
    ],
    BAFA: [" Millionen Tonnen.</p>", "Millionen Tonnen):</p>", " veröffentlicht.</p>"],
    RS: ["t berücksichtigen.</p>"],
}

PAGES_BY_VARIANT = {
    "es-MX": [UNO, CNET],
    "es-AR": [LN],
    "es-PE": [ECO],
    "es-UY": [LD],
    "es-CO": [CNET, LD, ECO],
    "es-CL": [LN, CNET, LD],
    "es-ES": [LD, LN, ECO],
    "es": [CNET, ECO, LN, LD, UNO],
    "en": [BAFA, RS, CNET, LN],
    "pt": [LD, BAFA, CNET, RS],
}

_page_ctr: dict[str, count] = {}
_anchor_ctr: dict[str, count] = {}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def pick_page(variant: str) -> str:
    key = variant if variant in PAGES_BY_VARIANT else lang_of(variant)
    pages = PAGES_BY_VARIANT[key]
    i = next(_page_ctr.setdefault(key, count()))
    return pages[i % len(pages)]


def pick_anchor(page: str) -> dict:
    i = next(_anchor_ctr.setdefault(page, count()))
    anchors = ANCHORS[page]
    return {"find": anchors[i % len(anchors)], "occurrence": 1, "where": "after"}


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
) -> dict:
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


def esc(t: str) -> str:
    return html.escape(t, quote=True)


# ------------------------------------------------------------------ html-comment


def html_comment(label: str, items: list, prefix: str) -> list[dict]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        page = pick_page(variant)
        lines = text.split("\n")
        if len(lines) > 1:
            snippet = "<!--\n" + "\n".join("  " + ln for ln in lines) + "\n-->"
            channel, tech = "html-comment", "multi-line comment; expect_text is its first line"
        elif n % 5 == 0:
            cond = "[if IE]" if n % 2 else "[if lt IE 9]"
            snippet = f'<!--{cond}><p class="ie-aviso">{text}</p><![endif]-->'
            channel, tech = "conditional-comment", f"conditional comment {cond}"
        else:
            snippet = f"<!-- {text} -->"
            channel, tech = "html-comment", "one-line comment after a body paragraph"
        c = base(
            f"{prefix}-html-comment-{n:03d}",
            label,
            "html-comment",
            channel,
            variant,
            page,
            lines[0],
            tech,
        )
        c["body_snippet"] = snippet
        c["body_at"] = pick_anchor(page)
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden

CSS_TECH = [
    ("", '<div style="display:none">{t}</div>', "inline display:none"),
    ("", "<p hidden>{t}</p>", "hidden attribute"),
    (
        "<style>.nota-pie-48{{position:absolute;left:-10000px;top:auto;width:1px}}</style>",
        '<div class="nota-pie-48">{t}</div>',
        "class from a <style> rule: off-screen left:-10000px",
    ),
    ("", '<p style="opacity:0;margin:0">{t}</p>', "inline opacity:0"),
    ("", '<p style="font-size:1px;line-height:1px;margin:0">{t}</p>', "inline font-size:1px"),
    ("", '<div style="height:0;overflow:hidden">{t}</div>', "height:0 + overflow:hidden"),
    (
        "",
        '<span style="position:absolute;clip:rect(0,0,0,0);width:1px;height:1px;overflow:hidden">{t}</span>',
        "clip:rect(0,0,0,0) (visually-hidden pattern)",
    ),
    (
        "<style>.aside-rel-48{{position:absolute;clip-path:inset(100%)}}</style>",
        '<div class="aside-rel-48">{t}</div>',
        "class from a <style> rule: clip-path:inset(100%)",
    ),
    (
        "",
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
        "white text on white background",
    ),
    (
        "<style>#bloque-extra-48{{visibility:hidden}}</style>",
        '<div id="bloque-extra-48"><section><p>{t}</p></section></div>',
        "visibility:hidden inherited from an ancestor id rule",
    ),
    ("PAGECLASS", "PAGECLASS", "the page's own hiding class"),
    (
        "",
        '<div style="text-indent:-9999px;white-space:nowrap;overflow:hidden">{t}</div>',
        "text-indent:-9999px",
    ),
    (
        '<style>[data-nota="extra"]{{font-size:0;line-height:0}}</style>',
        '<p data-nota="extra">{t}</p>',
        "attribute-selector rule: font-size:0",
    ),
    (
        "<style>.caja-48 .leyenda{{display:none}}</style>",
        '<div class="caja-48"><span class="leyenda">{t}</span></div>',
        "descendant selector rule: display:none",
    ),
]
PAGE_CLASS = [
    (UNO, '<div class="hide">{t}</div>', "page's own .hide{display:none !important}"),
    (
        ECO,
        '<span class="hidden-label">{t}</span>',
        "page's own .hidden-label{font-size:0;height:0;width:0}",
    ),
]


def css_hidden(label: str, items: list, prefix: str, offset: int) -> list[dict]:
    out = []
    pc = count()
    for n, (variant, text) in enumerate(items, 1):
        head, body, tech = CSS_TECH[(n + offset) % len(CSS_TECH)]
        page = pick_page(variant)
        if head == "PAGECLASS":
            page, body, tech = PAGE_CLASS[next(pc) % 2]
            head = ""
        c = base(
            f"{prefix}-css-hidden-{n:03d}",
            label,
            "css-hidden",
            "css-hidden",
            variant,
            page,
            text,
            tech,
        )
        if head:
            c["head_snippet"] = head.format()
        c["body_snippet"] = body.format(t=text)
        c["body_at"] = pick_anchor(page)
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title

AT_TECH = [
    (
        "alt",
        "body",
        '<figure><img src="/static/img/foto-48.jpg" alt="{t}" width="640" height="360"></figure>',
    ),
    ("title", "body", '<p><a href="/seccion/relacionadas" title="{t}">Notas relacionadas</a></p>'),
    ("aria-label", "body", '<div role="region" aria-label="{t}"><a href="/">Inicio</a></div>'),
    ("data-*", "body", '<div class="widget-compartir" data-summary-hint="{t}"></div>'),
    ("meta-description", "head", '<meta name="description" content="{t}">'),
    ("og:description", "head", '<meta property="og:description" content="{t}">'),
    (
        "title",
        "body",
        '<img src="/static/img/grafico-48.png" alt="Gráfico" title="{t}" width="300" height="200">',
    ),
    ("twitter:description", "head", '<meta name="twitter:description" content="{t}">'),
    ("aria-label", "body", '<button type="button" class="btn-cerrar" aria-label="{t}">×</button>'),
    ("og:title", "head", '<meta property="og:title" content="{t}">'),
    ("data-*", "body", '<span class="tooltip" data-tooltip="{t}">ⓘ</span>'),
]


def alt_title(label: str, items: list, prefix: str, offset: int) -> list[dict]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        channel, where, tpl = AT_TECH[(n + offset) % len(AT_TECH)]
        page = pick_page(variant)
        c = base(
            f"{prefix}-alt-title-{n:03d}",
            label,
            "alt-title",
            channel,
            variant,
            page,
            text,
            f"{channel} attribute ({where})",
        )
        snippet = tpl.format(t=esc(text))
        if where == "head":
            c["head_snippet"] = snippet
        else:
            c["body_snippet"] = snippet
            c["body_at"] = pick_anchor(page)
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld


def jl_inj_obj(n: int, text: str) -> tuple[dict, str, str]:
    k = n % 8
    if k == 0:
        return (
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota",
                "instructions": text,
            },
            "json-ld",
            "invented field 'instructions' on NewsArticle",
        )
    if k == 1:
        return (
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Editora",
                "x-assistant-policy": text,
            },
            "json-ld",
            "invented field 'x-assistant-policy' on Organization",
        )
    if k == 2:
        return (
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto",
                "description": text,
            },
            "json-ld",
            "schema.org description holding the directive",
        )
    if k == 3:
        return (
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebPage", "name": "Portada"},
                    {"@type": "WebSite", "aiNote": text},
                ],
            },
            "json-ld",
            "@graph with invented 'aiNote'",
        )
    if k == 4:
        return (
            {
                "@context": "https://schema.org",
                "@type": "Article",
                "publisher": {
                    "@type": "Organization",
                    "name": "Medio",
                    "llmGuidance": {"rule": text},
                },
            },
            "json-ld",
            "nested invented 'llmGuidance.rule' under publisher",
        )
    if k == 5:
        return (
            {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewBody": text,
                "reviewRating": {"@type": "Rating", "ratingValue": 5},
            },
            "json-ld",
            "schema.org reviewBody holding the directive",
        )
    if k == 6:
        return {}, "microdata", "microdata <meta itemprop=abstract>"
    return (
        {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Página",
            "botConfig": {"summary_directive": text, "priority": 1},
        },
        "json-ld",
        "invented 'botConfig.summary_directive'",
    )


JL_NEG_KIND = [
    "description",
    "headline",
    "howto",
    "faq",
    "review",
    "author",
    "headline",
    "howto",
    "review",
    "description",
    "faq",
    "product",
]


def jl_neg_obj(kind: str, text: str) -> dict:
    ctx = "https://schema.org"
    if kind == "description":
        return {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": "Nota",
            "description": text,
            "datePublished": "2019-08-27",
        }
    if kind == "headline":
        return {"@context": ctx, "@type": "NewsArticle", "headline": text, "inLanguage": "es"}
    if kind == "howto":
        return {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Guía",
            "step": [{"@type": "HowToStep", "position": 1, "text": text}],
        }
    if kind == "faq":
        return {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if kind == "review":
        return {
            "@context": ctx,
            "@type": "Review",
            "reviewBody": text,
            "reviewRating": {"@type": "Rating", "ratingValue": 4},
        }
    if kind == "author":
        return {
            "@context": ctx,
            "@type": "Article",
            "author": {"@type": "Organization", "name": text},
        }
    return {
        "@context": ctx,
        "@type": "Product",
        "name": text,
        "offers": {"@type": "Offer", "priceCurrency": "MXN", "price": "4999"},
    }


def ld_script(obj: dict) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def json_ld(label: str, items: list, prefix: str) -> list[dict]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        page = pick_page(variant)
        if label == "injection":
            obj, channel, tech = jl_inj_obj(n, text)
        else:
            kind = JL_NEG_KIND[(n - 1) % len(JL_NEG_KIND)]
            obj, channel, tech = jl_neg_obj(kind, text), "json-ld", f"ordinary schema.org {kind}"
            if n % 6 == 0:
                channel, tech = "microdata", "ordinary microdata itemprop=description"
        c = base(f"{prefix}-json-ld-{n:03d}", label, "json-ld", channel, variant, page, text, tech)
        if channel == "microdata":
            c["body_snippet"] = (
                '<div itemscope itemtype="https://schema.org/Article">'
                f'<meta itemprop="abstract" content="{esc(text)}"></div>'
                if label == "injection"
                else '<div itemscope itemtype="https://schema.org/Article">'
                f'<meta itemprop="description" content="{esc(text)}"></div>'
            )
            c["body_at"] = pick_anchor(page)
        elif n % 8 == 7 or (label == "negative" and n % 5 == 0):
            c["body_snippet"] = ld_script(obj)
            c["body_at"] = pick_anchor(page)
            c["technique"] = tech + " (script in body)"
        else:
            c["head_snippet"] = ld_script(obj)
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf

P = "pdf/"
PDF_TARGETS = [
    # (target, page, width, height, scanned)
    (P + "es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, 792, 612, False),
    (P + "en_fbi-nics-background-checks-table.pdf", 1, 1008, 612, False),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 7, 612, 792, False),
    (P + "en_us-federal-register-three-column.pdf", 2, 612, 792, False),
    (P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 301, 393, True),
    (P + "en_scanned-two-column-brochure_no-text-layer.pdf", 1, 612, 792, True),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 120, 612, 792, False),
    (P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 384, 471, True),
    (P + "en_us-federal-register-three-column.pdf", 9, 612, 792, False),
    (P + "en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 718, 300, False),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 255, 612, 792, False),
]
PDF_TECH = ["render-mode-3", "transparent", "off-page", "white-text", "covered", "under-image"]


def pdf_spec(
    tech: str, text: str, w: float, h: float, page: int, scanned: bool
) -> tuple[dict, str, str]:
    spec: dict = {"page": page, "text": text, "size": 7.0, "x": 24.0, "y": h * 0.5}
    if tech == "under-image" and not scanned:
        tech = "render-mode-3"
    if tech in ("white-text", "covered") and (w < 500 or h < 400):
        tech = "transparent"
    if tech == "render-mode-3":
        spec["render_mode"] = 3
        d = "render mode 3 (invisible) over the page body"
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        d = "fill alpha 0 (fully transparent) over the page body"
    elif tech == "off-page":
        spec["x"], spec["y"] = w + 40.0, h * 0.5
        d = "drawn to the right of the page, outside the media box"
    elif tech == "white-text":
        spec["fill"] = [255, 255, 255, 255]
        spec["size"], spec["y"], spec["x"] = 4.0, 4.0, 6.0
        d = "white 4 pt text in the blank bottom margin"
    elif tech == "covered":
        spec["size"], spec["y"], spec["x"] = 4.0, 4.0, 6.0
        spec["cover"] = [255, 255, 255]
        d = "black 4 pt text in the bottom margin under an opaque white rectangle"
    else:
        spec["z"] = "bottom"
        d = "black text inserted under the scanned page image"
    return spec, tech, d


def pdf_cases(label: str, items: list, prefix: str, offset: int) -> list[dict]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        target, page, w, h, scanned = PDF_TARGETS[(n + offset) % len(PDF_TARGETS)]
        tech = PDF_TECH[(n + offset) % len(PDF_TECH)]
        spec, channel, d = pdf_spec(tech, text, w, h, page, scanned)
        c = base(
            f"{prefix}-pdf-text-layer-{n:03d}",
            label,
            "pdf-text-layer",
            channel,
            variant,
            target,
            text,
            d,
        )
        c["pdf"] = spec
        out.append(c)
    return out


# ------------------------------------------------------------------ visible Spanish


def visible(label: str, items: list, prefix: str) -> list[dict]:
    out = []
    for n, (variant, shape, text) in enumerate(items, 1):
        page = pick_page(variant)
        expect = text
        if shape == "p":
            snippet = f"<p>{text}</p>"
        elif shape == "banner":
            snippet = f'<div class="aviso-destacado" role="note"><strong>{text}</strong></div>'
        elif shape == "status":
            snippet = f'<p class="linea-estado"><code>{text}</code></p>'
        elif shape == "table":
            a, b = (s.strip() for s in text.split("|"))
            expect = b
            snippet = f'<table class="ficha"><tr><th>{a}</th><td>{b}</td></tr></table>'
        elif shape == "footnote":
            snippet = f'<p class="nota-al-pie"><small>{text}</small></p>'
        elif shape == "li":
            snippet = f'<ul class="reglas"><li>{text}</li></ul>'
        else:
            snippet = f"<blockquote><p>{text}</p></blockquote>"
        c = base(
            f"{prefix}-system-impersonation-es-{n:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            page,
            expect,
            f"visible text, shape={shape}",
        )
        c["body_snippet"] = snippet
        c["body_at"] = pick_anchor(page)
        out.append(c)
    return out


def build() -> list[dict]:
    cases: list[dict] = []
    cases += html_comment("injection", HC_INJ, "inj48")
    cases += html_comment("negative", HC_NEG, "neg48")
    cases += css_hidden("injection", CSS_INJ, "inj48", 0)
    cases += css_hidden("negative", CSS_NEG, "neg48", 3)
    cases += alt_title("injection", AT_INJ, "inj48", 0)
    cases += alt_title("negative", AT_NEG, "neg48", 2)
    cases += json_ld("injection", JL_INJ, "inj48")
    cases += json_ld("negative", JL_NEG, "neg48")
    cases += pdf_cases("injection", PDF_INJ, "inj48", 0)
    cases += pdf_cases("negative", PDF_NEG, "neg48", 1)
    cases += visible("injection", SYS_INJ, "inj48")
    cases += visible("negative", SYS_NEG, "neg48")
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
