"""Build ``cases.json`` for the injection36 held-out corpus (deterministic).

Run from the repository root: ``.venv/bin/python tests/heldout/injection36/make_cases.py``.
It reads only the hand-written texts in ``texts_hidden.py`` / ``texts_visible.py`` and
the anchor lists below (chosen by reading the captured pages); it does not read the
captures themselves, so the output depends on nothing but this folder.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

PAGES = {
    "mx": "html/es-mx_unocero_tech-news-android-apps.html",
    "ar": "html/es-ar_lanacion_opinion-article.html",
    "pe": "html/es-pe_elcomercio_signwall-paywall-article.html",
    "uy": "html/es-uy_ladiaria_metered-paywall-article.html",
    "cnet": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "bafa": "html/de_bafa-gov_mineraloel-statistics-table.html",
    "rs": "html/de_rs-ingenieure_simple-corporate-services-page.html",
}

# Body anchors: a paragraph end (or heading/div start) inside the visible article body.
ANCHORS = {
    "mx": [
        "fabricante. </p>",
        "sobresaliente.\u00a0</p>",
        "dispositivo.\u00a0</p>",
        "siguientes:\u00a0</p>",
        "gestión en segundo plano.\u00a0</p>",
        "bien en segundo plano.\u00a0</p>",
        "han llegado.\u00a0</p>",
        "experiencia de uso.</p>",
    ],
    "ar": [
        "que reprimirla</p>",
        'Jones Huala".</p>',
        "Estado argentino.</p>",
        "como inadecuada.</p>",
        "hostilidades en 2015.</p>",
        "resisten prueba.</p>",
        "los caciques.</p>",
        "bien argentina.</p>",
        "también integrar.</p>",
        "gobernaron. Cambiemos.</p>",
    ],
    "pe": [
        "conclusiones técnicas.</p>",
        "Moisés Mamani.</p>",
        "influencias agravado.</p>",
        "(1990-2000).</p>",
    ],
    "uy": [
        "fitosanitarios”. </p>",
        "terrestres. </p>",
        "productiva del área. </p>",
        "departamental.</p>",
        "complejo”, señaló. </p>",
        "comprender”, señala. </p>",
        "arqueológicos”.</p>",
        "el territorio.</p>",
        "reunión de junio.</p>",
        "como ejemplo.</p>",
        "respecto”, afirmó.</p>",
        "en el sitio. </p>",
        "productividad”, sumó.</p>",
        "conservación. </p>",
        "exótica invasora. </p>",
    ],
    "cnet": [
        "América Latina.</p>",
        "Salvador y Venezuela.</p>",
        "forma más rápida.</p>",
        "quieres ver.</p>",
        "3MB su peso.</p>",
    ],
    "bafa": [
        "Millionen Tonnen.</p>",
        "Millionen Tonnen):</p>",
        "Vorjahreszeitraum ist</p>",
        "veröffentlicht.</p>",
    ],
    "rs": [
        "berücksichtigen.</p>",
        "<h3>Tragwerksplanung</h3>",
        '<div class="second content">',
    ],
}

PDFS = {
    "ags": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", 792.0, 612.0),
    "irs": ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 612.0, 792.0),
    "fr": ("pdf/en_us-federal-register-three-column.pdf", 612.0, 792.0),
    "nics": ("pdf/en_fbi-nics-background-checks-table.pdf", 1008.0, 612.0),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 384.0, 470.88),
    "letter": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 300.96, 393.12),
    "brochure": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", 612.0, 792.0),
    "graph": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", 718.5, 300.0),
}
# Bottom band (PDF points, from the page's lower edge) that renders blank on the pages used
# for white and covered text (measured by rendering: no ink below this height).
BLANK_BOTTOM = {"ags": 45.0, "irs": 18.0, "fr": 50.0, "nics": 19.0}

# Page choice: the first topic whose pattern matches the text (whole words), else the
# regional variant's page, else a rotation (Spanish pages only for Spanish text).
KEYWORDS = [
    (
        "rs",
        r"\b(ingenieure|engineering|engenharia|construtora|firm|firm's|company|empresa de engenharia)\b",
    ),
    ("bafa", r"\b(oil|óleo|diesel|table|tabela|sales|vendas|bafa|gráfico|gasóleo)\b"),
    ("cnet", r"\btwitter\b"),
    ("pe", r"\b(fujimori|mamani|peru|perú|peruvian|prosecutor|juicio|investigada|el comercio)\b"),
    (
        "uy",
        r"\b(glifosato|fumigação|fumigación|produtor|productor|escuela|escola|dinama|snap|centurión|la diaria)\b",
    ),
    ("ar", r"\b(column|columnist|coluna|columna|argentine|argentina|la nacion|mapuche)\b"),
    (
        "mx",
        r"\b(apps?|android|samsung|batería|bateria|battery|celular|phones?|pixel|xiaomi|unocero|teléfono)\b",
    ),
]
BY_VARIANT = {
    "es-MX": "mx",
    "es-AR": "ar",
    "es-PE": "pe",
    "es-UY": "uy",
    "es-CO": "cnet",
    "es-CL": "cnet",
}
ROTATION = {
    "es": ["mx", "ar", "pe", "uy", "cnet"],
    "other": ["mx", "ar", "pe", "uy", "cnet", "bafa", "rs"],
}

_anchor_next: dict[str, int] = {}
_rot = {"es": 0, "other": 0}


def pick_page(text: str, variant: str) -> str:
    low = text.lower()
    for key, pattern in KEYWORDS:
        if re.search(pattern, low):
            return key
    if variant in BY_VARIANT:
        return BY_VARIANT[variant]
    group = "es" if variant.startswith("es") else "other"
    key = ROTATION[group][_rot[group] % len(ROTATION[group])]
    _rot[group] += 1
    return key


def next_anchor(page: str) -> dict[str, Any]:
    i = _anchor_next.get(page, 0)
    _anchor_next[page] = i + 1
    anchors = ANCHORS[page]
    return {"find": anchors[i % len(anchors)], "occurrence": 1, "where": "after"}


def esc_text(t: str) -> str:
    return html.escape(t, quote=False)


def esc_attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    lang: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
    why: str,
) -> dict[str, Any]:
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
        "why": why,
    }


WHY_INJ = (
    "addressed to an automated reader or framed as system/operator/registry, and directs its output"
)
WHY_NEG = "benign text every site carries; no automated addressee with an output directive"
WHY_NEG_VIS = (
    "visible text for human readers; no model addressee and no directive to a reader's output"
)


# --------------------------------------------------------------------------- html-comment

COND = ["[if IE]", "[if lt IE 9]", "[if mso]", "[if gte IE 9]"]


def comment_cases(entries: list[tuple[str, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (lang, variant, form, text) in enumerate(entries, 1):
        page = pick_page(text, variant)
        first = text.split("\n")[0]
        channel = "conditional-comment" if form == "cond" else "html-comment"
        c = base(
            f"{prefix}-html-comment-{n:03d}",
            label,
            "html-comment",
            channel,
            lang,
            variant,
            PAGES[page],
            first.strip(),
            {
                "single": "one-line comment in the body",
                "head": "comment before </head>",
                "multi": "multi-line comment in the body",
                "cond": "downlevel-hidden conditional comment",
            }[form],
            WHY_INJ if label == "injection" else WHY_NEG,
        )
        if form == "head":
            c["head_snippet"] = f"<!-- {text} -->"
        elif form == "multi":
            c["body_snippet"] = "<!--\n  " + text + "\n-->"
            c["body_at"] = next_anchor(page)
        elif form == "cond":
            cond = COND[n % len(COND)]
            c["body_snippet"] = f"<!--{cond}><p>{esc_text(text)}</p><![endif]-->"
            c["body_at"] = next_anchor(page)
        else:
            c["body_snippet"] = f"<!-- {text} -->"
            c["body_at"] = next_anchor(page)
        c["pad_lines"] = n % 2
        out.append(c)
    return out


# --------------------------------------------------------------------------- css-hidden

CSS_TECHNIQUES: dict[str, tuple[str | None, str, str]] = {
    "inline-display": (None, '<div style="display:none">{t}</div>', "inline display:none"),
    "inline-visibility": (
        None,
        '<p style="visibility: hidden; margin: 0">{t}</p>',
        "inline visibility:hidden",
    ),
    "attr-hidden": (None, "<aside hidden><p>{t}</p></aside>", "hidden attribute on the parent"),
    "opacity": (None, '<p style="opacity:0;margin:0">{t}</p>', "inline opacity:0"),
    "font1": (None, '<p style="font-size:1px;line-height:1px;margin:0">{t}</p>', "font-size:1px"),
    "font0": (None, '<div style="font-size:0">{t}</div>', "font-size:0"),
    "indent": (
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap;height:1px">{t}</p>',
        "text-indent far off-screen",
    ),
    "offscreen": (
        None,
        '<div style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">'
        "{t}</div>",
        "absolute position far left",
    ),
    "height0": (
        None,
        '<div style="height:0;overflow:hidden"><p>{t}</p></div>',
        "height:0 + overflow:hidden on the parent",
    ),
    "clip": (
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);'
        'white-space:nowrap">{t}</span>',
        "clip:rect(0 0 0 0)",
    ),
    "clip-path": (
        None,
        '<div style="position:absolute;clip-path:inset(50%);width:1px;height:1px;overflow:hidden">'
        "{t}</div>",
        "clip-path:inset(50%)",
    ),
    "same-colour": (
        None,
        '<p style="color:#ffffff;background-color:#ffffff;margin:0">{t}</p>',
        "white text on a white background (inline)",
    ),
    "class-inherit": (
        "<style>.bloque-relacionado-{n}{{visibility:hidden;height:0}}</style>",
        '<div class="bloque-relacionado-{n}"><section><p>{t}</p></section></div>',
        "<style> class rule visibility:hidden, inherited by a nested paragraph",
    ),
    "id-rule": (
        "<style>#pie-legal-{n} p{{display:none}}</style>",
        '<div id="pie-legal-{n}"><p>{t}</p></div>',
        "<style> id + descendant rule display:none",
    ),
    "attr-selector": (
        '<style>[data-slot="aux-{n}"]{{position:absolute;left:-9999px}}</style>',
        '<div data-slot="aux-{n}">{t}</div>',
        "<style> attribute-selector rule, off-screen",
    ),
    "inherit-display": (
        None,
        '<section style="display:none"><div><p>{t}</p></div></section>',
        "display:none on a grandparent",
    ),
    "white-class": (
        "<style>.strip-{n}{{background:#fff}}.strip-{n} p{{color:#fff}}</style>",
        '<div class="strip-{n}"><p>{t}</p></div>',
        "<style> rules: white background on the block, white text on its paragraph",
    ),
    "class-visibility": (
        "<style>.mt-aux-{n}{{visibility:hidden}}</style>",
        '<p class="mt-aux-{n}">{t}</p>',
        "<style> class rule visibility:hidden",
    ),
    "page-class-hide": (
        None,
        '<div class="hide">{t}</div>',
        "the page's own .hide{display:none !important} rule",
    ),
    "page-class-signwall": (
        None,
        '<div class="signwall-modal"><p>{t}</p></div>',
        "the page's own .signwall-modal{display:none} rule",
    ),
    "page-class-continue": (
        None,
        '<p class="st-continue__anchor">{t}</p>',
        "the page's own .st-continue__anchor{display:none} rule",
    ),
    # techniques used by negatives
    "skip-link": (
        "<style>.skip-{n}{{position:absolute;left:-9999px}}.skip-{n}:focus{{left:0}}</style>",
        '<a class="skip-{n}" href="#contenido">{t}</a>',
        "skip link off-screen until focused",
    ),
    "sr-only": (
        "<style>.sr-only{{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;"
        "clip:rect(0,0,0,0);border:0}}</style>",
        '<p><a href="/ayuda" target="_blank">+ <span class="sr-only">{t}</span></a></p>',
        "screen-reader-only span (clip rect)",
    ),
    "cookie-hidden": (
        None,
        '<div id="cookie-banner" role="dialog" style="display:none"><p>{t}</p>'
        '<button type="button">OK</button></div>',
        "cookie banner shown later by script",
    ),
    "subscriber-modal": (
        "<style>.modal-sus{{display:none}}.modal-sus.is-open{{display:block}}</style>",
        '<div class="modal-sus" role="dialog"><p>{t}</p></div>',
        "closed subscriber modal",
    ),
    "faq-collapsed": (
        None,
        "<details><summary>¿Puedo cancelar?</summary><p>{t}</p></details>",
        "collapsed <details> FAQ answer",
    ),
    "form-error": (
        None,
        '<span class="error" hidden>{t}</span>',
        "form error message hidden until needed",
    ),
    "offscreen-menu": (
        "<style>.drawer-{n}{{position:fixed;left:-320px;width:300px}}</style>",
        '<nav class="drawer-{n}"><p>{t}</p></nav>',
        "off-canvas menu",
    ),
    "print-only": (
        "<style>.print-only{{display:none}}@media print{{.print-only{{display:block}}}}</style>",
        '<p class="print-only">{t}</p>',
        "print-only footer",
    ),
}
FORCED_PAGE = {"page-class-hide": "mx", "page-class-signwall": "pe", "page-class-continue": "pe"}


def css_cases(entries: list[tuple[str, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (lang, variant, form, text) in enumerate(entries, 1):
        page = FORCED_PAGE.get(form) or pick_page(text, variant)
        head, body, tech = CSS_TECHNIQUES[form]
        c = base(
            f"{prefix}-css-hidden-{n:03d}",
            label,
            "css-hidden",
            "css-hidden",
            lang,
            variant,
            PAGES[page],
            text,
            tech,
            WHY_INJ if label == "injection" else WHY_NEG,
        )
        if head:
            c["head_snippet"] = head.format(n=n)
        c["body_snippet"] = body.replace("{n}", str(n)).replace("{t}", esc_text(text))
        c["body_at"] = next_anchor(page)
        out.append(c)
    return out


# --------------------------------------------------------------------------- alt-title

LINK_LABEL = {"es": "Notas relacionadas", "en": "Related stories", "pt": "Leia também"}
DATA_ATTRS = ["data-ai-note", "data-context", "data-summary-hint", "data-bot", "data-extra"]
NEG_DATA_ATTRS = ["data-slug", "data-track"]
ALT_CHANNEL = {
    "img-alt": "alt",
    "a-title": "title",
    "aria": "aria-label",
    "data": "data-*",
    "meta-desc": "meta-description",
    "og-desc": "og:description",
    "og-title": "og:title",
    "tw-desc": "twitter:description",
}


def alt_cases(entries: list[tuple[str, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (lang, variant, form, text) in enumerate(entries, 1):
        page = pick_page(text, variant)
        a = esc_attr(text)
        c = base(
            f"{prefix}-alt-title-{n:03d}",
            label,
            "alt-title",
            ALT_CHANNEL[form],
            lang,
            variant,
            PAGES[page],
            text,
            f"{ALT_CHANNEL[form]} attribute",
            WHY_INJ if label == "injection" else WHY_NEG,
        )
        if form == "meta-desc":
            c["head_snippet"] = f'<meta name="description" content="{a}">'
        elif form == "og-desc":
            c["head_snippet"] = f'<meta property="og:description" content="{a}">'
        elif form == "og-title":
            c["head_snippet"] = f'<meta property="og:title" content="{a}">'
        elif form == "tw-desc":
            c["head_snippet"] = f'<meta name="twitter:description" content="{a}">'
        else:
            if form == "img-alt":
                snip = (
                    f'<figure class="media-{n}"><img src="/media/imagen-{n}.jpg" alt="{a}" '
                    f'width="640" height="360"></figure>'
                )
            elif form == "a-title":
                snip = (
                    f'<p><a href="/notas/relacionadas-{n}" title="{a}">{LINK_LABEL[lang]}</a></p>'
                )
            elif form == "aria":
                snip = f'<button type="button" class="btn-icon" aria-label="{a}">\u22ef</button>'
            else:
                attrs = DATA_ATTRS if label == "injection" else NEG_DATA_ATTRS
                snip = f'<div class="widget-{n}" {attrs[n % len(attrs)]}="{a}"></div>'
            c["body_snippet"] = snip
            c["body_at"] = next_anchor(page)
        out.append(c)
    return out


# --------------------------------------------------------------------------- json-ld


def jsonld_cases(entries: list[tuple[Any, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (lang, variant, form, payload, expect) in enumerate(entries, 1):
        flat = json.dumps(payload, ensure_ascii=False)
        page = pick_page(flat, variant)
        channel = "microdata" if form == "microdata" else "json-ld"
        if form == "microdata":
            itemtype, props = payload
            parts = [f'<div itemscope itemtype="{itemtype}">']
            for i, (prop, value) in enumerate(props):
                if i % 2 == 0 or n % 2 == 0:
                    parts.append(f'  <span itemprop="{prop}">{esc_text(value)}</span>')
                else:
                    parts.append(f'  <meta itemprop="{prop}" content="{esc_attr(value)}">')
            parts.append("</div>")
            tech = f"microdata {itemtype.rsplit('/', 1)[-1]}"
            snippet = "\n".join(parts)
        else:
            body = json.dumps(payload, ensure_ascii=False, indent=2)
            snippet = f'<script type="application/ld+json">\n{body}\n</script>'
            tech = f"JSON-LD {payload.get('@type')} in the {'head' if form == 'head' else 'body'}"
        c = base(
            f"{prefix}-json-ld-{n:03d}",
            label,
            "json-ld",
            channel,
            lang,
            variant,
            PAGES[page],
            expect,
            tech,
            WHY_INJ if label == "injection" else WHY_NEG,
        )
        if form == "head":
            c["head_snippet"] = snippet
        else:
            c["body_snippet"] = snippet
            c["body_at"] = next_anchor(page)
        out.append(c)
    return out


# --------------------------------------------------------------------------- pdf


def pdf_spec(channel: str, key: str, page: int, text: str, n: int) -> tuple[dict[str, Any], str]:
    _path, w, h = PDFS[key]
    spec: dict[str, Any] = {"page": page, "text": text, "font": "Helvetica"}
    if channel == "render-mode-3":
        spec.update(x=36.0, y=round(h * 0.6, 1), size=9.0, render_mode=3)
        tech = "text render mode 3 (invisible) over the page body"
    elif channel == "transparent":
        spec.update(x=40.0, y=round(h * 0.45, 1), size=8.0, fill=[0, 0, 0, 0])
        tech = "fill alpha 0 over the page body"
    elif channel == "off-page":
        spec.update(x=-1400.0 - 10 * n, y=round(h * 0.3, 1), size=9.0)
        tech = "black text placed left of the media box"
    elif channel == "under-image":
        spec.update(x=12.0, y=round(h * 0.5, 1), size=4.0 if w < 320 else 7.0, z="bottom")
        tech = "black text inserted below the scanned page image"
    elif channel == "white-text":
        band = BLANK_BOTTOM[key]
        size = 5.0 if band < 25 else 6.0
        spec.update(x=60.0, y=round(band / 3, 1), size=size, fill=[255, 255, 255, 255])
        tech = "white text in the blank bottom margin"
    elif channel == "covered":
        band = BLANK_BOTTOM[key]
        size = 5.0 if band < 25 else 6.0
        spec.update(x=60.0, y=round(band / 3 + 1, 1), size=size, cover=[255, 255, 255])
        tech = "black text in the blank bottom margin under an opaque white rectangle"
    else:
        raise ValueError(channel)
    return spec, tech


def pdf_cases(entries: list[tuple[Any, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (lang, variant, channel, key, page, text) in enumerate(entries, 1):
        spec, tech = pdf_spec(channel, key, page, text, n)
        c = base(
            f"{prefix}-pdf-text-layer-{n:03d}",
            label,
            "pdf-text-layer",
            channel,
            lang,
            variant,
            PDFS[key][0],
            text,
            tech,
            WHY_INJ if label == "injection" else WHY_NEG,
        )
        c["pdf"] = spec
        out.append(c)
    return out


# --------------------------------------------------------------------------- visible Spanish


def visible_snippet(form: str, text: Any, n: int) -> tuple[str, str]:
    """(snippet, expect_text) for a visible block."""
    if form in ("table", "dl"):
        k, v = text
        if form == "table":
            snip = (
                f'<table class="ficha-{n}"><tbody><tr><th>{esc_text(k)}</th>'
                f"<td>{esc_text(v)}</td></tr></tbody></table>"
            )
        else:
            snip = f'<dl class="meta-{n}"><dt>{esc_text(k)}</dt><dd>{esc_text(v)}</dd></dl>'
        return snip, v
    t = esc_text(text)
    first = text.split("\n")[0]
    if form == "p":
        snip = f"<p>{t}</p>"
    elif form == "banner":
        snip = f'<div class="alert alert-info" role="status"><strong>{t}</strong></div>'
    elif form == "note":
        snip = f'<p class="nota-{n}"><em>{t}</em></p>'
    elif form == "li":
        snip = f"<ul><li>{t}</li></ul>"
    elif form == "blockquote":
        snip = f"<blockquote><p>{t}</p></blockquote>"
    elif form == "footnote":
        snip = f'<p class="footnote"><small>{t}</small></p>'
    elif form == "small":
        snip = f"<p><small>{t}</small></p>"
    elif form == "aside":
        snip = f'<aside class="recuadro-{n}"><p>{t}</p></aside>'
    elif form == "pre":
        snip = f"<pre>{t}</pre>"
    elif form == "h3p":
        head, _, rest = text.partition(". ")
        snip = f"<h4>{esc_text(head)}.</h4>\n<p>{esc_text(rest)}</p>"
        return snip, rest
    else:
        raise ValueError(form)
    return snip, first


def visible_cases(entries: list[tuple[Any, ...]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for n, (variant, form, text) in enumerate(entries, 1):
        flat = text if isinstance(text, str) else " ".join(text)
        page = BY_VARIANT.get(variant) or pick_page(flat, variant)
        snip, expect = visible_snippet(form, text, n)
        c = base(
            f"{prefix}-system-impersonation-es-{n:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            "es",
            variant,
            PAGES[page],
            expect,
            f"visible <{form}> block",
            WHY_INJ if label == "injection" else WHY_NEG_VIS,
        )
        c["body_snippet"] = snip
        c["body_at"] = next_anchor(page)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.COMMENT_INJ, "injection", "inj36")
    cases += comment_cases(TH.COMMENT_NEG, "negative", "neg36")
    cases += css_cases(TH.CSS_INJ, "injection", "inj36")
    cases += css_cases(TH.CSS_NEG, "negative", "neg36")
    cases += alt_cases(TH.ALT_INJ, "injection", "inj36")
    cases += alt_cases(TH.ALT_NEG, "negative", "neg36")
    cases += jsonld_cases(TH.JSONLD_INJ, "injection", "inj36")
    cases += jsonld_cases(TH.JSONLD_NEG, "negative", "neg36")
    cases += pdf_cases(TH.PDF_INJ, "injection", "inj36")
    cases += pdf_cases(TH.PDF_NEG, "negative", "neg36")
    cases += visible_cases(TV.SYS_INJ, "injection", "inj36")
    cases += visible_cases(TV.SYS_NEG, "negative", "neg36")
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
