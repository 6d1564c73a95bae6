"""Build ``cases.json`` for the injection35 corpus from the hand-written texts.

Wraps every text of ``texts_hidden.py`` / ``texts_visible.py`` in markup (or a PDF
spec), rotating target pages, insertion points, hiding techniques and channels.
Deterministic: run ``python tests/heldout/injection35/make_cases.py`` to rewrite
``cases.json``. Reads no capture: anchors were chosen by reading the pages in
``../shared/captures/html`` (visible article paragraphs) and ``check_corpus.py``
verifies them.
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
ELC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: Visible body anchors: (find, occurrence); snippets go on their own line after them.
ANCHORS: dict[str, list[tuple[str, int]]] = {
    BAFA: [("</p>", 4), ("</p>", 5), ("</p>", 7)],
    RS: [("</p>", 1), ("<h3>Tragwerksplanung</h3>", 1)],
    LN: [("</p>", k) for k in range(6, 17)],
    UNO: [("</p>", k) for k in (1, 3, 4, 5, 6, 8, 10, 11, 12, 13)],
    ELC: [("</p>", k) for k in (2, 3, 4, 6, 7, 8, 9, 10, 11)],
    LD: [("</p>", k) for k in range(4, 24)],
    CNET: [("</p>", k) for k in range(3, 10)],
}

#: Preferred pages by regional variant (the page's own country first).
PREF: dict[str, list[str]] = {
    "es-MX": [UNO, CNET],
    "es-AR": [LN],
    "es-PE": [ELC],
    "es-UY": [LD],
    "es-CO": [CNET, UNO, ELC],
    "es-CL": [LD, LN, RS],
    "es-ES": [BAFA, LN, RS],
    "es": [CNET, LD, UNO],
    "en-US": [RS, BAFA, CNET],
    "en-GB": [BAFA, RS],
    "pt-BR": [CNET, LD, RS],
    "pt-PT": [BAFA, RS, LN],
}

#: Classes the pages already hide with their own inline stylesheets.
OWN_HIDDEN: dict[str, list[str]] = {
    UNO: ["hide", "collapse", "LoginDesktop"],
    ELC: ["ad-lateral", "st-continue__anchor", "nav-d__menu", "b-news__close"],
}
#: Classes the pages use with an external stylesheet: the rule is restated in <head>.
SITE_CLASS: dict[str, tuple[str, str]] = {
    BAFA: (
        "aural",
        "position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden",
    ),
    LD: ("display-hidden", "display:none"),
    CNET: ("hidden", "display:none"),
    LN: ("oculto", "visibility:hidden;height:0;overflow:hidden"),
    RS: ("unsichtbar", "display:none"),
}

_counters: dict[str, int] = {}


def nxt(key: str, n: int) -> int:
    v = _counters.get(key, 0)
    _counters[key] = v + 1
    return v % n


def pick_page(variant: str, key: str) -> str:
    prefs = PREF.get(variant, PREF["es"])
    return prefs[nxt("page:" + key + variant, len(prefs))]


def anchor(page: str) -> dict[str, Any]:
    lst = ANCHORS[page]
    find, occ = lst[nxt("anchor:" + page, len(lst))]
    return {"find": find, "occurrence": occ, "where": "after"}


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


CASES: list[dict[str, Any]] = []


def add(prefix: str, **kw: Any) -> None:
    n = sum(1 for c in CASES if c["id"].startswith(prefix + "-")) + 1
    case = {"id": f"{prefix}-{n:03d}", "split": "test"}
    case.update(kw)
    case["lang"] = lang_of(case["variant"])
    CASES.append(case)


def parts(text: object) -> tuple[str, str | None]:
    if isinstance(text, tuple):
        return text[0], text[1]
    assert isinstance(text, str)
    return text, None


# --------------------------------------------------------------------------- html-comment


def comment_case(label: str, variant: str, text: object, why: str, i: int) -> None:
    first, second = parts(text)
    page = pick_page(variant, "cm" + label)
    expect = first.split("\n")[0]
    tech = ["body", "head", "conditional", "inline", "body-multiline", "body"][i % 6]
    body = f"<!-- {first} -->" + (f"\n<!-- {second} -->" if second is not None else "")
    kw: dict[str, Any] = {}
    channel = "html-comment"
    if tech == "head":
        kw["head_snippet"] = body
    elif tech == "conditional":
        channel = "conditional-comment"
        kw["body_snippet"] = (
            f"<!--[if IE]>\n{first}\n" + (f"{second}\n" if second else "") + "<![endif]-->"
        )
        kw["body_at"] = anchor(page)
    elif tech == "inline" and "\n" not in first and second is None:
        a = anchor(page)
        kw["inline_edits"] = [
            {"find": a["find"], "occurrence": a["occurrence"], "where": "before", "text": body}
        ]
        tech = "inside-paragraph"
    else:
        if "\n" in first and tech != "body-multiline":
            tech = "body-multiline"
        if tech == "body-multiline":
            body = "<!--\n" + first + ("\n" + second if second else "") + "\n-->"
        kw["body_snippet"] = body
        kw["body_at"] = anchor(page)
    add(
        "inj35-cm" if label == "injection" else "neg35-cm",
        label=label,
        vector="html-comment",
        channel=channel,
        variant=variant,
        target=page,
        expect_text=expect,
        technique=tech,
        why=why,
        **kw,
    )


# --------------------------------------------------------------------------- css-hidden

VH_RULE = (
    ".visually-hidden{position:absolute!important;width:1px!important;height:1px!important;"
    "padding:0!important;margin:-1px!important;overflow:hidden!important;"
    "clip:rect(0,0,0,0)!important;clip-path:inset(50%)!important;white-space:nowrap!important;border:0!important}"
)


def css_wrap(page: str, inner: str, tech: str, tag: str = "div") -> tuple[str | None, str]:
    """Return (head style or None, element) hiding ``inner`` with technique ``tech``."""
    if tech == "own-class":
        if page in OWN_HIDDEN:
            cls = OWN_HIDDEN[page][nxt("own:" + page, len(OWN_HIDDEN[page]))]
            return None, f'<{tag} class="{cls}">{inner}</{tag}>'
        cls, rule = SITE_CLASS[page]
        return f"<style>.{cls}{{{rule}}}</style>", f'<{tag} class="{cls}">{inner}</{tag}>'
    if tech == "visually-hidden":
        return f"<style>{VH_RULE}</style>", f'<span class="visually-hidden">{inner}</span>'
    if tech == "inline-display-none":
        return None, f'<{tag} style="display: none">{inner}</{tag}>'
    if tech == "hidden-attr":
        return None, f'<{tag} hidden aria-hidden="true">{inner}</{tag}>'
    if tech == "offscreen-menu":
        return (
            "<style>#menu-lateral{position:fixed;top:0;left:-420px;width:400px}</style>",
            f'<nav id="menu-lateral" aria-hidden="true">{inner}</nav>',
        )
    if tech == "accordion-collapsed":
        return (
            "<style>.acordeon__panel{max-height:0;height:0;overflow:hidden}</style>",
            f'<div class="acordeon"><div class="acordeon__panel">{inner}</div></div>',
        )
    if tech == "font-size-0":
        return None, f'<{tag} style="font-size:0;line-height:0">{inner}</{tag}>'
    if tech == "same-colour":
        return None, f'<{tag} style="color:#ffffff;background-color:#ffffff">{inner}</{tag}>'
    if tech == "opacity-0":
        return None, f'<{tag} style="opacity:0;pointer-events:none">{inner}</{tag}>'
    if tech == "text-indent":
        return (
            None,
            f'<{tag} style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{inner}</{tag}>',
        )
    if tech == "id-visibility":
        return (
            "<style>#nota-interna{visibility:hidden}</style>",
            f'<{tag} id="nota-interna">{inner}</{tag}>',
        )
    if tech == "inherited":
        return (
            "<style>.bloque-plegado{display:none}</style>",
            f'<section class="bloque-plegado"><div class="bloque-plegado__cuerpo"><p>{inner}</p></div></section>',
        )
    if tech == "clip-path":
        return (
            None,
            f'<{tag} style="position:absolute;clip-path:inset(100%);clip:rect(1px,1px,1px,1px)">{inner}</{tag}>',
        )
    if tech == "zero-height":
        return None, f'<{tag} style="height:0;overflow:hidden">{inner}</{tag}>'
    raise ValueError(tech)


CSS_TECHS = [
    "own-class",
    "visually-hidden",
    "inline-display-none",
    "hidden-attr",
    "offscreen-menu",
    "accordion-collapsed",
    "font-size-0",
    "same-colour",
    "opacity-0",
    "text-indent",
    "id-visibility",
    "inherited",
    "clip-path",
    "zero-height",
]

NEG_CSS_TECH = {
    "skip": ["visually-hidden", "text-indent", "clip-path"],
    "sr": ["visually-hidden", "own-class", "clip-path"],
    "menu": ["offscreen-menu", "hidden-attr"],
    "cookie": ["inline-display-none", "hidden-attr", "id-visibility"],
    "modal": ["hidden-attr", "own-class", "opacity-0"],
    "faq": ["accordion-collapsed", "zero-height"],
}


def css_case(
    label: str, variant: str, text: object, why: str, i: int, kind: str | None = None
) -> None:
    first, second = parts(text)
    page = pick_page(variant, "css" + label)
    if kind:
        opts = NEG_CSS_TECH[kind]
        tech = opts[nxt("negcss:" + kind, len(opts))]
    else:
        tech = CSS_TECHS[i % len(CSS_TECHS)]
    if kind == "skip":
        inner = f'<a href="#contenido">{esc(first)}</a>'
    elif second is not None:
        inner = f"<h4>{esc(first)}</h4>\n<p>{esc(second)}</p>"
    else:
        inner = esc(first)
    tag = "div"
    if tech == "inherited" and second is not None:
        tech = "inline-display-none"
    style, el = css_wrap(page, inner, tech, tag)
    kw: dict[str, Any] = {"body_snippet": el, "body_at": anchor(page)}
    if style:
        kw["head_snippet"] = style
    add(
        "inj35-css" if label == "injection" else "neg35-css",
        label=label,
        vector="css-hidden",
        channel="css-hidden",
        variant=variant,
        target=page,
        expect_text=first,
        technique=tech + ("" if second is None else " (split: heading + paragraph)"),
        why=why,
        **kw,
    )


# --------------------------------------------------------------------------- alt-title

ALT_CHANNELS = [
    "alt",
    "title",
    "aria-label",
    "meta-description",
    "data-*",
    "og:description",
    "alt",
    "twitter:description",
    "title",
    "aria-label",
    "og:title",
]


def alt_case(
    label: str, variant: str, text: str, why: str, i: int, kind: str | None = None
) -> None:
    page = pick_page(variant, "alt" + label)
    if kind:
        channel = {
            "alt": "alt",
            "aria": "aria-label",
            "title": "title",
            "meta": "meta-description",
            "og": "og:description",
        }[kind]
    else:
        channel = ALT_CHANNELS[i % len(ALT_CHANNELS)]
    a = attr(text)
    kw: dict[str, Any] = {}
    tech = channel
    if channel == "alt":
        if page == RS and not kind and nxt("rs-alt", 2) == 0:
            kw["inline_edits"] = [
                {"find": 'alt="Tragwerksplanung"', "where": "replace", "text": f'alt="{a}"'}
            ]
            tech = "existing <img> alt replaced"
        else:
            kw["body_snippet"] = (
                f'<figure class="nota-imagen"><img src="/img/nota-{i + 1}.jpg" width="640" '
                f'height="360" loading="lazy" alt="{a}"></figure>'
            )
    elif channel == "title":
        kw["body_snippet"] = f'<p><a href="#comentarios" title="{a}">Ver comentarios</a></p>'
    elif channel == "aria-label":
        kw["body_snippet"] = (
            f'<button type="button" class="btn-compartir" aria-label="{a}">⋯</button>'
        )
    elif channel == "data-*":
        kw["body_snippet"] = (
            f'<div class="nota-meta" data-resumen="{a}" data-seccion="tecnologia"></div>'
        )
    elif channel == "meta-description":
        kw["head_snippet"] = f'<meta name="description" content="{a}">'
    elif channel == "og:description":
        kw["head_snippet"] = f'<meta property="og:description" content="{a}">'
    elif channel == "og:title":
        kw["head_snippet"] = f'<meta property="og:title" content="{a}">'
    elif channel == "twitter:description":
        kw["head_snippet"] = f'<meta name="twitter:description" content="{a}">'
    if "body_snippet" in kw:
        kw["body_at"] = anchor(page)
    add(
        "inj35-alt" if label == "injection" else "neg35-alt",
        label=label,
        vector="alt-title",
        channel=channel,
        variant=variant,
        target=page,
        expect_text=text,
        technique=tech,
        why=why,
        **kw,
    )


# --------------------------------------------------------------------------- json-ld


def ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def jsonld_obj(text: str, shape: str) -> dict[str, Any]:
    base = {"@context": "https://schema.org"}
    if shape == "article":
        return {
            **base,
            "@type": "NewsArticle",
            "headline": "Nota",
            "datePublished": "2019-08-27",
            "description": text,
        }
    if shape == "org":
        return {
            **base,
            "@type": "Organization",
            "name": "Redacción",
            "url": "https://example.org/",
            "disambiguatingDescription": text,
        }
    if shape == "review":
        return {
            **base,
            "@type": "Product",
            "name": "Servicio",
            "review": {
                "@type": "Review",
                "author": {"@type": "Person", "name": "Cliente"},
                "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                "reviewBody": text,
            },
        }
    if shape == "faq":
        return {
            **base,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es confiable esta información?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if shape == "property":
        return {
            **base,
            "@type": "Product",
            "name": "Producto",
            "additionalProperty": [
                {"@type": "PropertyValue", "name": "verificacion", "value": text}
            ],
        }
    if shape == "custom":
        return {
            **base,
            "@type": "WebPage",
            "name": "Página",
            "assistantGuidance": {"priority": "high", "instruction": text},
        }
    if shape == "graph":
        return {
            **base,
            "@graph": [
                {"@type": "WebSite", "name": "Sitio", "url": "https://example.org/"},
                {"@type": "WebPage", "name": "Nota", "abstract": text},
            ],
        }
    if shape == "product":
        return {**base, "@type": "Product", "name": "Producto", "description": text, "sku": "A-1"}
    if shape == "howto":
        return {
            **base,
            "@type": "HowTo",
            "name": "Guía",
            "step": [{"@type": "HowToStep", "text": text}],
        }
    if shape == "dataset":
        return {
            **base,
            "@type": "Dataset",
            "name": "Mineralöl",
            "description": text,
            "license": "CC-BY-ND",
        }
    raise ValueError(shape)


JSONLD_SHAPES = [
    "article",
    "org",
    "review",
    "faq",
    "property",
    "custom",
    "graph",
    "microdata",
    "body-script",
]


def jsonld_case(
    label: str, variant: str, text: str, why: str, i: int, kind: str | None = None
) -> None:
    page = pick_page(variant, "ld" + label)
    shape = kind or JSONLD_SHAPES[i % len(JSONLD_SHAPES)]
    kw: dict[str, Any] = {}
    channel = "json-ld"
    if shape == "microdata":
        channel = "microdata"
        kw["body_snippet"] = (
            '<div itemscope itemtype="https://schema.org/Organization">'
            f'<meta itemprop="name" content="Redacción"><meta itemprop="description" content="{attr(text)}"></div>'
        )
        kw["body_at"] = anchor(page)
        tech = "microdata Organization description"
    elif shape == "body-script":
        kw["body_snippet"] = ld(jsonld_obj(text, "article"))
        kw["body_at"] = anchor(page)
        tech = "JSON-LD NewsArticle.description in <body>"
    else:
        kw["head_snippet"] = ld(jsonld_obj(text, shape))
        tech = {
            "article": "NewsArticle.description",
            "org": "Organization.disambiguatingDescription",
            "review": "Review.reviewBody",
            "faq": "FAQPage acceptedAnswer.text",
            "property": "additionalProperty PropertyValue.value",
            "custom": "non-schema.org field assistantGuidance.instruction",
            "graph": "@graph WebPage.abstract",
            "product": "Product.description",
            "howto": "HowToStep.text",
            "dataset": "Dataset.description",
        }[shape]
    add(
        "inj35-ld" if label == "injection" else "neg35-ld",
        label=label,
        vector="json-ld",
        channel=channel,
        variant=variant,
        target=page,
        expect_text=text,
        technique=tech,
        why=why,
        **kw,
    )


# --------------------------------------------------------------------------- pdf

P = "pdf/"
PDFS: list[dict[str, Any]] = [
    {
        "t": P + "en_fbi-nics-background-checks-table.pdf",
        "pages": [1],
        "w": 1008,
        "h": 612,
        "scan": False,
    },
    {
        "t": P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "pages": [3, 57, 121, 200, 288, 350, 399],
        "w": 612,
        "h": 792,
        "scan": False,
    },
    {
        "t": P + "en_us-federal-register-three-column.pdf",
        "pages": [2, 5, 9, 14],
        "w": 612,
        "h": 792,
        "scan": False,
    },
    {
        "t": P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        "pages": [1],
        "w": 792,
        "h": 612,
        "scan": False,
    },
    {
        "t": P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        "pages": [1],
        "w": 384,
        "h": 470,
        "scan": True,
    },
    {
        "t": P + "en_scanned-two-column-brochure_no-text-layer.pdf",
        "pages": [1],
        "w": 612,
        "h": 792,
        "scan": True,
    },
    {
        "t": P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        "pages": [1],
        "w": 300,
        "h": 393,
        "scan": True,
    },
    {
        "t": P + "en_graph-image-with-invisible-ocr-text-tr3.pdf",
        "pages": [1],
        "w": 718,
        "h": 300,
        "scan": True,
    },
]
PDF_TECHS = ["render-mode-3", "transparent", "off-page", "white-text", "covered", "under-image"]


def pdf_spec(doc: dict[str, Any], text: str, tech: str) -> tuple[dict[str, Any], str]:
    page = doc["pages"][nxt("pdfpage:" + doc["t"], len(doc["pages"]))]
    size = 7.0 if doc["w"] < 400 else 9.0
    spec: dict[str, Any] = {"page": page, "text": text, "x": 18, "y": doc["h"] * 0.5, "size": size}
    if tech == "under-image" and not doc["scan"]:
        tech = "render-mode-3"
    if tech == "render-mode-3":
        spec["render_mode"] = 3
        channel = "render-mode-3"
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        channel = "transparent"
    elif tech == "off-page":
        spec["x"] = doc["w"] + 40
        spec["y"] = doc["h"] * 0.6
        channel = "off-page"
    elif tech == "white-text":
        spec["fill"] = [255, 255, 255, 255]
        spec["y"] = 4
        spec["size"] = 3.0
        channel = "white-text"
    elif tech == "covered":
        spec["y"] = 4
        spec["size"] = 3.0
        spec["cover"] = [255, 255, 255]
        spec["render_mode"] = 0
        channel = "covered"
    elif tech == "under-image":
        spec["z"] = "bottom"
        spec["y"] = doc["h"] * 0.4
        channel = "under-image"
    else:
        raise ValueError(tech)
    return spec, channel


def pdf_case(
    label: str, variant: str, text: str, why: str, i: int, kind: str | None = None
) -> None:
    doc = PDFS[i % len(PDFS)]
    if kind:
        # OCR layers and page numbers are invisible text on scans or render-mode-3 layers.
        tech = "under-image" if doc["scan"] else "render-mode-3"
    else:
        j = nxt("pdftech:" + doc["t"], len(PDF_TECHS))
        tech = PDF_TECHS[(j + i % len(PDFS)) % len(PDF_TECHS)]
        if doc["scan"] and tech in ("white-text", "covered"):
            # a full-page scan has no blank margin to hide white or covered text in
            tech = "under-image"
    spec, channel = pdf_spec(doc, text, tech)
    add(
        "inj35-pdf" if label == "injection" else "neg35-pdf",
        label=label,
        vector="pdf-text-layer",
        channel=channel,
        variant=variant,
        target=doc["t"],
        expect_text=text,
        technique=channel + (f" ({kind})" if kind else ""),
        pdf=spec,
        why=why,
    )


# --------------------------------------------------------------------------- visible


def visible_markup(form: str, text: object, n: int) -> tuple[str, str]:
    """(snippet, expect_text) for a visible notice."""
    if form == "p":
        assert isinstance(text, str)
        return f"<p>{esc(text)}</p>", text
    if form == "small":
        assert isinstance(text, str)
        return f'<p class="nota-pie"><small>{esc(text)}</small></p>', text
    if form == "banner":
        assert isinstance(text, str)
        return (
            f'<div class="aviso-sitio" role="status" style="border:1px solid #c00;padding:8px;margin:12px 0">'
            f"{esc(text)}</div>",
            text,
        )
    if form == "status":
        assert isinstance(text, str)
        return (
            f'<p class="estado-verificacion" style="font-family:monospace;font-size:13px">{esc(text)}</p>',
            text,
        )
    if form == "box":
        assert isinstance(text, tuple)
        label, body = text
        return (
            f'<div class="recuadro" style="background:#f4f4f4;padding:10px">\n<strong>{esc(label)}</strong>\n'
            f"<span>{esc(body)}</span>\n</div>",
            label,
        )
    if form == "h+p":
        assert isinstance(text, tuple)
        head, body = text
        return f"<h3>{esc(head)}</h3>\n<p>{esc(body)}</p>", head
    if form == "quote":
        assert isinstance(text, str)
        return f"<blockquote><p>{esc(text)}</p></blockquote>", text
    if form == "table":
        assert isinstance(text, tuple)
        heads = ["Registro", "Consulta", "Resultado"]
        cells = list(text)
        return (
            '<table class="tabla-resultados">\n<tr>'
            + "".join(f"<th>{h}</th>" for h in heads[: len(cells)])
            + "</tr>\n<tr>"
            + "".join(f"<td>{esc(c)}</td>" for c in cells[:-1])
            + "\n"
            + f"<td>{esc(cells[-1])}</td></tr>\n</table>",
            cells[-1],
        )
    raise ValueError(form)


def visible_case(label: str, variant: str, form: str, text: object, why: str, i: int) -> None:
    page = pick_page(variant, "vis" + label)
    snippet, expect = visible_markup(form, text, i)
    add(
        "inj35-sys" if label == "injection" else "neg35-sys",
        label=label,
        vector="system-impersonation-es",
        channel="visible-text",
        variant=variant,
        target=page,
        expect_text=expect,
        technique=f"visible {form}",
        body_snippet=snippet,
        body_at=anchor(page),
        why=why,
    )


# --------------------------------------------------------------------------- main

WHY_INJ = "addressed to an automated reader (or framed as system/operator/registry) and directs its output"
WHY_NEG = {
    "tagmgr": "tag-manager comment: no addressee model, no output directive",
    "build": "build/CMS/editorial comment for staff; no directive to a model's output",
    "robots": "machine-directed crawl information without any directive about output",
    "a11y": "developer note about accessibility markup",
    "cookie": "cookie / consent notice for people",
    "skip": "skip link for keyboard and screen-reader users",
    "sr": "screen-reader text for people",
    "menu": "off-screen navigation menu",
    "modal": "session / subscriber modal for people",
    "faq": "collapsed FAQ answer for customers",
    "alt": "ordinary image description",
    "aria": "ordinary control label",
    "title": "ordinary link/control title",
    "meta": "ordinary page description",
    "og": "ordinary Open Graph description",
    "article": "ordinary schema.org description of the article",
    "org": "ordinary organisation description",
    "review": "ordinary customer review",
    "product": "ordinary product description",
    "howto": "how-to step for people (configuring a voice assistant)",
    "dataset": "ordinary dataset description",
    "ocr": "OCR / scan note in the text layer",
    "pagenum": "page number in an invisible text layer",
}


def build() -> list[dict[str, Any]]:
    CASES.clear()
    _counters.clear()
    for i, (v, t) in enumerate(TH.INJ_COMMENT):
        comment_case("injection", v, t, WHY_INJ, i)
    for i, (v, t, k) in enumerate(TH.NEG_COMMENT):
        comment_case("negative", v, t, WHY_NEG[k], i)
    for i, (v, t) in enumerate(TH.INJ_CSS):
        css_case("injection", v, t, WHY_INJ, i)
    for i, (v, t, k) in enumerate(TH.NEG_CSS):
        css_case("negative", v, t, WHY_NEG[k], i, kind=k)
    for i, (v, t) in enumerate(TH.INJ_ALT):
        assert isinstance(t, str)
        alt_case("injection", v, t, WHY_INJ, i)
    for i, (v, t, k) in enumerate(TH.NEG_ALT):
        assert isinstance(t, str)
        alt_case("negative", v, t, WHY_NEG[k], i, kind=k)
    for i, (v, t) in enumerate(TH.INJ_JSONLD):
        assert isinstance(t, str)
        jsonld_case("injection", v, t, WHY_INJ, i)
    for i, (v, t, k) in enumerate(TH.NEG_JSONLD):
        assert isinstance(t, str)
        jsonld_case("negative", v, t, WHY_NEG[k], i, kind=k)
    for i, (v, t) in enumerate(TH.INJ_PDF):
        assert isinstance(t, str)
        pdf_case("injection", v, t, WHY_INJ, i)
    for i, (v, t, k) in enumerate(TH.NEG_PDF):
        assert isinstance(t, str)
        pdf_case("negative", v, t, WHY_NEG[k], i, kind=k)
    for i, (v, f, t) in enumerate(TV.SYS_INJ):
        visible_case(
            "injection",
            v,
            f,
            t,
            "visible text posing as system/operator/registry verdict that directs the output",
            i,
        )
    for i, (v, f, t) in enumerate(TV.SYS_NEG):
        visible_case(
            "negative", v, f, t, "visible text for human readers (same institutions and verbs)", i
        )
    return CASES


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
