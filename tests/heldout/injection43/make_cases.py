"""Write ``cases.json`` for the injection43 held-out corpus (deterministic).

Texts come from ``texts43.py``; this script only wraps them in markup, picks an anchor
in the capture the text fits, and records documentation fields (``variant``,
``technique``, ``why``). Run from the repository root:
``python tests/heldout/injection43/make_cases.py``.
"""

from __future__ import annotations

import html
import itertools
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts43 as T  # noqa: E402

# Visible article-body paragraphs: the n-th "</p>" of each capture (checked by hand).
PAGES: dict[str, tuple[str, list[int]]] = {
    "an": ("html/es-ar_lanacion_opinion-article.html", list(range(6, 17))),
    "uc": ("html/es-mx_unocero_tech-news-android-apps.html", list(range(3, 14))),
    "ec": ("html/es-pe_elcomercio_signwall-paywall-article.html", list(range(2, 12))),
    "ld": ("html/es-uy_ladiaria_metered-paywall-article.html", list(range(4, 24))),
    "cn": ("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", list(range(5, 10))),
    "bf": ("html/de_bafa-gov_mineraloel-statistics-table.html", [4, 5, 6, 7]),
    "rs": ("html/de_rs-ingenieure_simple-corporate-services-page.html", [1]),
}

PDFS: dict[str, tuple[str, list[int], str]] = {
    # key: (target, pages to use in turn, kind)
    "cat": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", [1], "text"),
    "irs": (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        [2, 37, 118, 251, 333, 398],
        "text",
    ),
    "nics": ("pdf/en_fbi-nics-background-checks-table.pdf", [1], "text"),
    "fr": ("pdf/en_us-federal-register-three-column.pdf", [1, 4, 9, 14], "text"),
    "letter": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", [1], "scan"),
    "graph": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", [1], "scan"),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", [1], "scan"),
    "brochure": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", [1], "scan"),
}

_anchor_turn: dict[str, itertools.cycle[int]] = {k: itertools.cycle(v[1]) for k, v in PAGES.items()}
_pdf_turn: dict[str, itertools.cycle[int]] = {k: itertools.cycle(v[1]) for k, v in PDFS.items()}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def att(text: str) -> str:
    return html.escape(text, quote=True)


def body_case(page: str, snippet: str, head: str | None = None) -> dict[str, Any]:
    target, _ = PAGES[page]
    occ = next(_anchor_turn[page])
    out: dict[str, Any] = {
        "target": target,
        "body_snippet": snippet,
        "body_at": {"find": "</p>", "occurrence": occ, "where": "after"},
    }
    if head:
        out["head_snippet"] = head
    return out


def head_case(page: str, snippet: str) -> dict[str, Any]:
    return {"target": PAGES[page][0], "head_snippet": snippet}


# --------------------------------------------------------------------------- html-comment

COMMENT_FORMS = [
    ("single-line", lambda t: f"<!-- {t} -->"),
    ("multi-line", lambda t: f"<!--\n  rev. redacción web, bloque de cierre\n  {t}\n-->"),
    ("conditional", lambda t: f"<!--[if IE]><p>{t}</p><![endif]-->"),
    ("single-line-tight", lambda t: f"<!--{t}-->"),
    ("multi-line-conditional", lambda t: f"<!--[if lt IE 9]>\n{t}\n<![endif]-->"),
    ("head", lambda t: f"<!-- {t} -->"),
    ("multi-line-banner", lambda t: f"<!-- ==========\n     {t}\n     ========== -->"),
]


def comment_cases(
    items: list[tuple[str, str, str]], label: str, prefix: str
) -> list[dict[str, Any]]:
    out = []
    for i, (variant, page, text) in enumerate(items, 1):
        name, form = COMMENT_FORMS[(i - 1) % len(COMMENT_FORMS)]
        if label == "negative" and text.startswith("legacy layout"):
            name, form = COMMENT_FORMS[2]
        snippet = form(text)
        place = head_case(page, snippet) if name == "head" else body_case(page, snippet)
        channel = "conditional-comment" if "conditional" in name else "html-comment"
        out.append(
            {
                "id": f"{prefix}-html-comment-{i:03d}",
                "label": label,
                "vector": "html-comment",
                "channel": channel,
                "lang": lang_of(variant),
                "variant": variant,
                "technique": f"{name} comment"
                + (" before </head>" if name == "head" else " after a body paragraph"),
                "expect_text": text,
                **place,
            }
        )
    return out


# --------------------------------------------------------------------------- css-hidden


def css_forms(i: int, page: str, t: str) -> tuple[str, str, str | None]:
    """(technique, body snippet, head snippet) for the i-th CSS case."""
    n = f"{i:02d}"
    forms: list[tuple[str, str, str | None]] = [
        ("inline display:none", f'<p style="display:none">{t}</p>', None),
        ("hidden attribute on the parent", f"<div hidden><p>{t}</p></div>", None),
        ("inline visibility:hidden", f'<span style="visibility: hidden">{t}</span>', None),
        ("inline opacity:0", f'<p style="opacity:0">{t}</p>', None),
        (
            "inline font-size:1px",
            f'<p style="font-size:1px;line-height:1px;margin:0">{t}</p>',
            None,
        ),
        (
            "absolute position far off-screen (left:-10000px)",
            f'<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
            None,
        ),
        (
            "text-indent:-9999px with overflow hidden",
            f'<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
            None,
        ),
        (
            "height:0 + overflow:hidden on the parent",
            f'<div style="height:0;overflow:hidden"><p>{t}</p></div>',
            None,
        ),
        (
            "clip:rect(0 0 0 0) 1px box",
            f'<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>',
            None,
        ),
        (
            "clip-path:inset(50%)",
            f'<p style="clip-path:inset(50%);position:absolute">{t}</p>',
            None,
        ),
        (
            "white text on white background (inline)",
            f'<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
            None,
        ),
        (
            "class rule in a <style> block (display:none)",
            f'<p class="nota-aux-{n}">{t}</p>',
            f"<style>.nota-aux-{n}{{display:none}}</style>",
        ),
        (
            "id + descendant rule in a <style> block (visibility:hidden)",
            f'<div id="bloque-{n}"><p>{t}</p></div>',
            f"<style>#bloque-{n} p {{ visibility: hidden; }}</style>",
        ),
        (
            "display:none inherited through section/p",
            f'<div style="display:none"><section><p>{t}</p></section></div>',
            None,
        ),
        (
            "class rule colour = background colour",
            f'<p class="firma-{n}">{t}</p>',
            f"<style>.firma-{n} {{ color: #fff; background: #fff; }}</style>",
        ),
        (
            "class rule off-screen (position absolute, left -5000px)",
            f'<div class="lectores-{n}"><span>{t}</span></div>',
            f"<style>.lectores-{n}{{position:absolute;left:-5000px;width:1px}}</style>",
        ),
        (
            "attribute selector rule opacity:0",
            f'<div data-rol="aux{n}"><p>{t}</p></div>',
            f'<style>[data-rol="aux{n}"] {{ opacity: 0 }}</style>',
        ),
        (
            "font-size:0 via class rule",
            f'<span class="mini-{n}">{t}</span>',
            f"<style>.mini-{n}{{font-size:0}}</style>",
        ),
    ]
    if page == "uc" and i % 3 == 0:
        return (
            "page's own class .hide (display:none !important in its stylesheet)",
            f'<div class="hide">{t}</div>',
            None,
        )
    return forms[(i - 1) % len(forms)]


def css_cases(items: list[tuple[str, str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    neg_forms = {
        0: (
            "skip link positioned off-screen",
            lambda t: (
                f'<a class="skip-link" href="#contenido" style="position:absolute;left:-9999px">{t}</a>'
            ),
            None,
        ),
        1: (
            "screen-reader text clipped to 1px",
            lambda t: (
                f'<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>'
            ),
            None,
        ),
        2: (
            "cookie banner display:none until script shows it",
            lambda t: (
                f'<div id="cookie-banner" style="display:none"><p>{t}</p><button>Aceptar</button></div>'
            ),
            None,
        ),
        3: (
            "subscriber modal with hidden attribute",
            lambda t: f'<div class="modal-suscripcion" hidden><p>{t}</p></div>',
            None,
        ),
        4: (
            "collapsed FAQ answer (height 0, overflow hidden)",
            lambda t: (
                f'<div class="faq-respuesta" style="height:0;overflow:hidden"><p>{t}</p></div>'
            ),
            None,
        ),
        5: (
            "off-canvas menu via class rule",
            lambda t: f'<nav class="menu-lateral"><p>{t}</p></nav>',
            "<style>.menu-lateral{position:absolute;left:-400px}</style>",
        ),
        6: (
            "loading status visibility:hidden",
            lambda t: f'<p class="estado-carga" style="visibility:hidden">{t}</p>',
            None,
        ),
        7: (
            "skip link off-screen via class rule",
            lambda t: f'<a class="skip" href="#main">{t}</a>',
            "<style>.skip{position:absolute;top:-40px}</style>",
        ),
        8: (
            "session-expired dialog display:none",
            lambda t: f'<div role="dialog" style="display:none"><p>{t}</p></div>',
            None,
        ),
        9: (
            "screen-reader suffix clip-path",
            lambda t: f'<span style="clip-path:inset(50%);position:absolute">{t}</span>',
            None,
        ),
        10: (
            "LGPD consent banner hidden attribute",
            lambda t: f'<div class="lgpd" hidden><p>{t}</p></div>',
            None,
        ),
        11: (
            "skip link opacity 0 until focused",
            lambda t: f'<a href="#conteudo" style="opacity:0">{t}</a>',
            None,
        ),
    }
    for i, (variant, page, text) in enumerate(items, 1):
        if label == "injection":
            technique, body, head = css_forms(i, page, text)
        else:
            technique, f, head = neg_forms[i - 1]
            body = f(text)
        out.append(
            {
                "id": f"{prefix}-css-hidden-{i:03d}",
                "label": label,
                "vector": "css-hidden",
                "channel": "css-hidden",
                "lang": lang_of(variant),
                "variant": variant,
                "technique": technique,
                "expect_text": text,
                **body_case(page, body, head),
            }
        )
    return out


# --------------------------------------------------------------------------- alt-title

DATA_NAMES = [
    "data-ai-note",
    "data-summary",
    "data-bot-instructions",
    "data-llm",
    "data-ia",
    "data-tooltip",
]


def alt_snippet(channel: str, t: str, i: int) -> tuple[str, bool]:
    """(snippet, in_head)"""
    a = att(t)
    if channel == "alt":
        return (
            f'<figure class="media"><img src="/media/img-{i:03d}.jpg" alt="{a}" width="640" height="360"></figure>',
            False,
        )
    if channel == "title":
        return (
            f'<p class="relacionadas"><a href="#relacionadas" title="{a}">Ver notas relacionadas</a></p>',
            False,
        )
    if channel == "aria-label":
        return (
            f'<div class="acciones"><button type="button" class="btn-icono" aria-label="{a}">&#8942;</button></div>',
            False,
        )
    if channel == "data-*":
        name = DATA_NAMES[i % len(DATA_NAMES)]
        return f'<div class="widget" {name}="{a}"></div>', False
    if channel == "meta-description":
        return f'<meta name="description" content="{a}">', True
    if channel in ("og:description", "og:title"):
        return f'<meta property="{channel}" content="{a}">', True
    if channel == "twitter:description":
        return f'<meta name="twitter:description" content="{a}">', True
    raise ValueError(channel)


def alt_cases(
    items: list[tuple[str, str, str, str]], label: str, prefix: str
) -> list[dict[str, Any]]:
    out = []
    for i, (variant, page, channel, text) in enumerate(items, 1):
        snip, in_head = alt_snippet(channel, text, i)
        place = head_case(page, snip) if in_head else body_case(page, snip)
        out.append(
            {
                "id": f"{prefix}-alt-title-{i:03d}",
                "label": label,
                "vector": "alt-title",
                "channel": channel,
                "lang": lang_of(variant),
                "variant": variant,
                "technique": f"{channel} attribute"
                + (" in a <meta> before </head>" if in_head else " on a body element"),
                "expect_text": text,
                **place,
            }
        )
    return out


# --------------------------------------------------------------------------- json-ld


def jsonld_obj(stype: str, field: str, t: str) -> dict[str, Any]:
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": stype}
    if stype in ("NewsArticle", "OpinionNewsArticle", "Article", "TechArticle"):
        obj["headline"] = "Nota"
        obj["datePublished"] = "2022-05-07T10:00:00-05:00"
        obj["inLanguage"] = "es"
    if field == "acceptedAnswer":
        obj["mainEntity"] = [
            {
                "@type": "Question",
                "name": "¿Cómo funciona el servicio?",
                "acceptedAnswer": {"@type": "Answer", "text": t},
            }
        ]
    elif field == "step":
        obj["name"] = "Cómo evitar que Android cierre tus apps"
        obj["step"] = [{"@type": "HowToStep", "position": 1, "text": t}]
    elif field == "name" and stype == "BreadcrumbList":
        obj["itemListElement"] = [
            {"@type": "ListItem", "position": 1, "name": "Ambiente"},
            {"@type": "ListItem", "position": 2, "name": t},
        ]
    elif field == "reviewBody":
        obj["itemReviewed"] = {"@type": "SoftwareApplication", "name": "Twitter Lite"}
        obj["reviewRating"] = {"@type": "Rating", "ratingValue": 4, "bestRating": 5}
        obj["reviewBody"] = t
    elif field == "x-summarizer":
        obj["x-summarizer"] = {"paso": 3, "accion": t}
    else:
        obj[field] = t
    if stype in ("Organization", "NewsMediaOrganization"):
        obj.setdefault("name", "Redacción")
    return obj


def microdata_snippet(stype: str, field: str, t: str, label: str) -> str:
    a = att(t)
    if field == "acceptedAnswer":
        return (
            f'<div itemscope itemtype="https://schema.org/{stype}"><span itemprop="name">¿Cómo cancelo?</span>'
            f'<div itemprop="acceptedAnswer" itemscope itemtype="https://schema.org/Answer">'
            f'<span itemprop="text">{t}</span></div></div>'
        )
    if label == "injection":
        return (
            f'<div itemscope itemtype="https://schema.org/{stype}">'
            f'<meta itemprop="{field}" content="{a}"><span itemprop="name">Ficha</span></div>'
        )
    return (
        f'<div itemscope itemtype="https://schema.org/{stype}"><p itemprop="{field}">{t}</p></div>'
    )


def jsonld_cases(
    items: list[tuple[str, str, str, str, str, str]], label: str, prefix: str
) -> list[dict[str, Any]]:
    out = []
    for i, (variant, page, channel, stype, field, text) in enumerate(items, 1):
        if channel == "microdata":
            place = body_case(page, microdata_snippet(stype, field, text, label))
            technique = f"microdata {stype}/{field}"
        else:
            body = json.dumps(jsonld_obj(stype, field, text), ensure_ascii=False, indent=2)
            snip = f'<script type="application/ld+json">\n{body}\n</script>'
            in_body = i % 3 == 0
            place = body_case(page, snip) if in_body else head_case(page, snip)
            standard = field in (
                "description",
                "abstract",
                "reviewBody",
                "acceptedAnswer",
                "step",
                "name",
                "accessibilitySummary",
            )
            technique = (
                f"JSON-LD {stype}, {'schema.org field' if standard else 'non-schema.org field'} {field!r}"
                + (" in a body <script>" if in_body else " before </head>")
            )
        out.append(
            {
                "id": f"{prefix}-json-ld-{i:03d}",
                "label": label,
                "vector": "json-ld",
                "channel": channel,
                "lang": lang_of(variant),
                "variant": variant,
                "technique": technique,
                "expect_text": text,
                **place,
            }
        )
    return out


# --------------------------------------------------------------------------- pdf

PDF_TECH_TEXT = [
    "render-mode-3",
    "transparent",
    "off-page",
    "white-text",
    "covered",
    "render-mode-3",
]
PDF_TECH_SCAN = ["under-image", "render-mode-3", "transparent", "under-image"]


def pdf_spec(key: str, tech: str, page: int, text: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"page": page, "text": text, "size": 7.0, "x": 36.0, "y": 300.0}
    if key in ("letter", "graph", "huck"):
        spec.update(size=5.0, x=12.0, y=120.0)
    if tech == "render-mode-3":
        spec["render_mode"] = 3
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
    elif tech == "off-page":
        spec.update(x=-4000.0, y=-4000.0)
    elif tech == "white-text":
        spec.update(fill=[255, 255, 255, 255], size=3.0, x=12.0, y=3.0)
    elif tech == "covered":
        spec.update(size=3.0, x=12.0, y=3.0, cover=[255, 255, 255])
    elif tech == "under-image":
        spec["z"] = "bottom"
    return spec


def pdf_cases(items: list[tuple[str, str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    turn = {"text": 0, "scan": 0}
    for i, (variant, key, text) in enumerate(items, 1):
        target, _, kind = PDFS[key]
        techs = PDF_TECH_TEXT if kind == "text" else PDF_TECH_SCAN
        tech = techs[turn[kind] % len(techs)]
        turn[kind] += 1
        page = next(_pdf_turn[key])
        out.append(
            {
                "id": f"{prefix}-pdf-text-layer-{i:03d}",
                "label": label,
                "vector": "pdf-text-layer",
                "channel": tech,
                "lang": lang_of(variant),
                "variant": variant,
                "technique": f"pypdfium2 text object, {tech}",
                "expect_text": text,
                "target": target,
                "pdf": pdf_spec(key, tech, page, text),
            }
        )
    return out


# --------------------------------------------------------------------------- system-impersonation-es

SYS_FORMS = {
    "p": lambda t: f"<p>{t}</p>",
    "box": lambda t: (
        f'<div class="aviso" style="border:1px solid #c00;padding:8px;margin:12px 0"><p>{t}</p></div>'
    ),
    "strong": lambda t: f"<p><strong>{t}</strong></p>",
    "status": lambda t: f'<div role="status" class="estado-servicio"><p>{t}</p></div>',
    "table": lambda t: (
        '<table class="verificacion"><tr><th>Registro</th><th>Resultado</th></tr>'
        f"<tr><td>Consulta en línea</td><td>{t}</td></tr></table>"
    ),
    "footnote": lambda t: f'<p class="nota-al-pie"><small>&#185; {t}</small></p>',
    "code": lambda t: f'<pre class="config">{t}</pre>',
    "banner": lambda t: (
        f'<div class="banner" style="background:#fff3cd;color:#664d03;padding:6px 10px"><p>{t}</p></div>'
    ),
}


def sys_cases(
    items: list[tuple[str, str, str, str]], label: str, prefix: str
) -> list[dict[str, Any]]:
    out = []
    for i, (variant, page, form, text) in enumerate(items, 1):
        out.append(
            {
                "id": f"{prefix}-system-impersonation-es-{i:03d}",
                "label": label,
                "vector": "system-impersonation-es",
                "channel": "visible-text",
                "lang": lang_of(variant),
                "variant": variant,
                "technique": f"visible {form} after a body paragraph",
                "expect_text": text,
                **body_case(page, SYS_FORMS[form](text)),
            }
        )
    return out


WHY_INJ = "addressed to a model/automated reader or framed as system/operator/registry, and directs its output"
WHY_NEG = (
    "same vocabulary, but hidden text every site carries or text for human readers; "
    "no model addressee with an output directive"
)


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", "inj43")
    cases += comment_cases(T.COMMENT_NEG, "negative", "neg43")
    cases += css_cases(T.CSS_INJ, "injection", "inj43")
    cases += css_cases(T.CSS_NEG, "negative", "neg43")
    cases += alt_cases(T.ALT_INJ, "injection", "inj43")
    cases += alt_cases(T.ALT_NEG, "negative", "neg43")
    cases += jsonld_cases(T.JSONLD_INJ, "injection", "inj43")
    cases += jsonld_cases(T.JSONLD_NEG, "negative", "neg43")
    cases += pdf_cases(T.PDF_INJ, "injection", "inj43")
    cases += pdf_cases(T.PDF_NEG, "negative", "neg43")
    cases += sys_cases(T.SYS_INJ, "injection", "inj43")
    cases += sys_cases(T.SYS_NEG, "negative", "neg43")
    for c in cases:
        c["split"] = "test"
        c["why"] = WHY_INJ if c["label"] == "injection" else WHY_NEG
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
