"""Write ``cases.json`` for the injection37 corpus (deterministic: no randomness, no clock).

Run from the repository root: ``python tests/heldout/injection37/make_cases.py``.
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

H = "html/"
LN = H + "es-ar_lanacion_opinion-article.html"
UC = H + "es-mx_unocero_tech-news-android-apps.html"
EC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
CN = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
BA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"

# (target, occurrence of "</p>") for article paragraphs in the visible body.
ANCHORS: list[tuple[str, int]] = (
    [(LN, n) for n in range(6, 17)]
    + [(UC, n) for n in (3, 4, 5, 6, 7, 8, 10, 11, 12, 13)]
    + [(EC, n) for n in (3, 4, 6, 7, 8, 9, 10, 11)]
    + [(LD, n) for n in range(4, 24)]
    + [(CN, n) for n in range(4, 10)]
    + [(BA, n) for n in (4, 5, 7)]
    + [(RS, 1)]
)
HTML_TARGETS = [LN, UC, EC, LD, CN, BA, RS]


class Rot:
    """Deterministic round-robin over a list."""

    def __init__(self, items: list[Any], start: int = 0) -> None:
        self.items, self.i = items, start

    def next(self) -> Any:
        v = self.items[self.i % len(self.items)]
        self.i += 1
        return v


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def at(anchor: tuple[str, int]) -> dict[str, Any]:
    return {"find": "</p>", "occurrence": anchor[1], "where": "after"}


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    variant: str,
    target: str,
    text: str,
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
        "expect_text": text,
        "technique": technique,
    }


# ----------------------------------------------------------------------------- html-comment


def comment_cases(items: list[tuple[str, str]], label: str, prefix: str, rot: Rot) -> list[dict]:
    out = []
    styles = ["single", "multi", "head", "conditional", "single", "multi", "inline-end"]
    for i, (variant, t) in enumerate(items, 1):
        style = styles[i % len(styles)]
        anchor = rot.next()
        cid = f"{prefix}-html-comment-{i:03d}"
        channel = "html-comment"
        if style == "head":
            c = base(
                cid,
                label,
                "html-comment",
                channel,
                variant,
                anchor[0],
                t,
                "one-line comment before </head>",
            )
            c["head_snippet"] = f"<!-- {t} -->"
        elif style == "conditional":
            c = base(
                cid,
                label,
                "html-comment",
                "conditional-comment",
                variant,
                anchor[0],
                t,
                "IE conditional comment after an article paragraph",
            )
            c["body_snippet"] = f'<!--[if lt IE 9]><p class="nota-ie">{t}</p><![endif]-->'
            c["body_at"] = at(anchor)
        elif style == "multi":
            c = base(
                cid,
                label,
                "html-comment",
                channel,
                variant,
                anchor[0],
                t,
                "multi-line comment (module header line, then the text)",
            )
            c["body_snippet"] = f"<!--\n  modulo: cuerpo-nota / bloque {i}\n  {t}\n-->"
            c["body_at"] = at(anchor)
        elif style == "inline-end":
            c = base(
                cid,
                label,
                "html-comment",
                channel,
                variant,
                anchor[0],
                t,
                "comment inside a short visible paragraph, after its text",
            )
            c["body_snippet"] = f"<p>Actualizado.<!-- {t} --></p>"
            c["body_at"] = at(anchor)
        else:
            c = base(
                cid,
                label,
                "html-comment",
                channel,
                variant,
                anchor[0],
                t,
                "one-line comment after an article paragraph",
            )
            c["body_snippet"] = f"<!-- {t} -->"
            c["body_at"] = at(anchor)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- css-hidden

# (technique, needs target, head rule, element template with {t})
CSS_TECH: list[tuple[str, str | None, str | None, str]] = [
    ("inline display:none", None, None, '<div style="display:none">{t}</div>'),
    ("inline visibility:hidden", None, None, '<p style="visibility: hidden;">{t}</p>'),
    ("hidden attribute", None, None, "<div hidden>{t}</div>"),
    ("inline opacity:0", None, None, '<span style="opacity:0">{t}</span>'),
    ("inline font-size:1px", None, None, '<p style="font-size:1px;line-height:1px">{t}</p>'),
    (
        "off-screen (position:absolute; left:-9999px)",
        None,
        None,
        '<div style="position:absolute;left:-9999px;top:auto">{t}</div>',
    ),
    ("height:0 + overflow:hidden", None, None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip:rect(0 0 0 0) + 1px box",
        None,
        None,
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;'
        'overflow:hidden">{t}</span>',
    ),
    ("clip-path:inset(50%)", None, None, '<p style="clip-path:inset(50%)">{t}</p>'),
    (
        "white on white (inline colour = background)",
        None,
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "inherited: parent with display:none, text in a child span",
        None,
        None,
        '<div style="display:none"><p><span>{t}</span></p></div>',
    ),
    ("text-indent off-screen", None, None, '<p style="text-indent:-10000px">{t}</p>'),
    (
        "class rule in a new <style> before </head>: display:none",
        None,
        "<style>.nota-ia{{display:none}}</style>",
        '<div class="nota-ia">{t}</div>',
    ),
    (
        "id rule in <style>: visibility:hidden",
        None,
        "<style>#bloque-x9{{visibility:hidden;height:0}}</style>",
        '<p id="bloque-x9">{t}</p>',
    ),
    (
        "descendant rule in <style>: .caja p font-size:0",
        None,
        "<style>.caja-meta p{{font-size:0}}</style>",
        '<div class="caja-meta"><p>{t}</p></div>',
    ),
    (
        "attribute rule in <style>: [data-k] opacity 0",
        None,
        "<style>[data-k]{{opacity:0;position:absolute}}</style>",
        '<div data-k="1">{t}</div>',
    ),
    (
        "class rule in <style>: same colour as background",
        None,
        "<style>.txt-fondo{{color:#fff;background:#fff}}</style>",
        '<p class="txt-fondo">{t}</p>',
    ),
    ("page's own rule .hide {display:none !important}", UC, None, '<div class="hide">{t}</div>'),
    (
        "page's own rule .LoginDesktop {display:none}",
        UC,
        None,
        '<div class="LoginDesktop">{t}</div>',
    ),
    (
        "page's own rule .hidden-label {font-size:0;height:0;width:0}",
        EC,
        None,
        '<p class="hidden-label">{t}</p>',
    ),
    ("page's own rule .ad-lateral {display:none}", EC, None, '<div class="ad-lateral">{t}</div>'),
    (
        "page's own rule .st-continue__anchor {display:none}",
        EC,
        None,
        '<p class="st-continue__anchor">{t}</p>',
    ),
    (
        "class rule in <style>: clip-path + absolute",
        None,
        "<style>.vh-x{{position:absolute;clip-path:inset(100%);width:1px;height:1px}}</style>",
        '<span class="vh-x">{t}</span>',
    ),
]


def css_cases(
    items: list[tuple[str, str]], label: str, prefix: str, rot: Rot, start: int = 0
) -> list[dict]:
    out = []
    by_target: dict[str, list[tuple[str, int]]] = {}
    for a in ANCHORS:
        by_target.setdefault(a[0], []).append(a)
    for i, (variant, t) in enumerate(items, 1):
        tech, need, rule, tmpl = CSS_TECH[(i + start) % len(CSS_TECH)]
        anchor = rot.next()
        if need and anchor[0] != need:
            anchor = by_target[need][i % len(by_target[need])]
        cid = f"{prefix}-css-hidden-{i:03d}"
        c = base(cid, label, "css-hidden", "css-hidden", variant, anchor[0], t, tech)
        if rule:
            c["head_snippet"] = rule.format()
        c["body_snippet"] = tmpl.format(t=t)
        c["body_at"] = at(anchor)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- alt-title


def alt_cases(items: list[tuple[str, str]], label: str, prefix: str, rot: Rot) -> list[dict]:
    kinds = [
        "alt",
        "title",
        "aria-label",
        "data-*",
        "meta-description",
        "og:description",
        "alt",
        "twitter:description",
        "title",
        "og:title",
        "aria-label",
        "data-*",
    ]
    out = []
    for i, (variant, t) in enumerate(items, 1):
        kind = kinds[i % len(kinds)]
        anchor = rot.next()
        cid = f"{prefix}-alt-title-{i:03d}"
        a = attr(t)
        c = base(cid, label, "alt-title", kind, variant, anchor[0], t, kind)
        if kind == "alt":
            c["body_snippet"] = (
                f'<figure><img src="/media/foto-{i}.jpg" alt="{a}" width="640"></figure>'
            )
        elif kind == "title":
            c["body_snippet"] = f'<p><a href="/relacionadas/{i}" title="{a}">Leer también</a></p>'
        elif kind == "aria-label":
            c["body_snippet"] = (
                f'<button type="button" class="btn-compartir" aria-label="{a}">Compartir</button>'
            )
        elif kind == "data-*":
            c["body_snippet"] = (
                f'<div class="embed-card" data-summary-hint="{a}">Contenido relacionado</div>'
            )
        elif kind == "meta-description":
            c["head_snippet"] = f'<meta name="description" content="{a}">'
        elif kind == "og:description":
            c["head_snippet"] = f'<meta property="og:description" content="{a}">'
        elif kind == "og:title":
            c["head_snippet"] = f'<meta property="og:title" content="{a}">'
        else:
            c["head_snippet"] = f'<meta name="twitter:description" content="{a}">'
        if "body_snippet" in c:
            c["body_at"] = at(anchor)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- json-ld


def jsonld_inj(i: int, t: str) -> tuple[str, dict[str, Any] | None, str]:
    forms = [
        (
            "NewsArticle with an invented 'assistantInstructions' field",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota",
                "assistantInstructions": t,
            },
        ),
        (
            "Organization.description holding the directive",
            {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Grupo Editorial",
                "description": t,
            },
        ),
        (
            "Product with a vendor-prefixed field 'x-ai-policy'",
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto",
                "x-ai-policy": t,
            },
        ),
        (
            "Review.reviewBody holding the directive",
            {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewBody": t,
                "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            },
        ),
        (
            "WebPage with nested invented object llm.note",
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Inicio",
                "llm": {"note": t},
            },
        ),
        (
            "Article.disambiguatingDescription holding the directive",
            {"@context": "https://schema.org", "@type": "Article", "disambiguatingDescription": t},
        ),
        (
            "@graph with a custom 'summaryPolicy' node",
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebSite", "name": "Sitio"},
                    {"@type": "Thing", "summaryPolicy": t},
                ],
            },
        ),
        ("microdata: <meta itemprop=description> inside an itemscope", None),
        (
            "FAQPage answer text addressed to the model",
            {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Nota",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            },
        ),
    ]
    tech, obj, where = forms[i % len(forms)][0], forms[i % len(forms)][1], "head"
    if i % 4 == 3 and obj is not None:
        where = "body"
    return tech, obj, where


def jsonld_neg(i: int, t: str) -> tuple[str, dict[str, Any] | None, str]:
    forms = [
        (
            "NewsArticle.headline",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": t,
                "datePublished": "2019-08-27",
            },
        ),
        (
            "Product.description",
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto",
                "description": t,
            },
        ),
        (
            "FAQPage question and answer",
            {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Envío",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            },
        ),
        (
            "HowTo step text",
            {
                "@context": "https://schema.org",
                "@type": "HowTo",
                "name": "Ajustes",
                "step": [{"@type": "HowToStep", "text": t}],
            },
        ),
        (
            "Review.reviewBody",
            {"@context": "https://schema.org", "@type": "Review", "reviewBody": t},
        ),
        ("microdata: itemprop=name inside Product itemscope", None),
        (
            "Person/Organization author name",
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "author": {"@type": "Organization", "name": t},
            },
        ),
    ]
    tech, obj = forms[i % len(forms)]
    return tech, obj, "body" if i % 3 == 0 else "head"


def jsonld_cases(items: list[tuple[str, str]], label: str, prefix: str, rot: Rot) -> list[dict]:
    out = []
    for i, (variant, t) in enumerate(items, 1):
        tech, obj, where = (jsonld_inj if label == "injection" else jsonld_neg)(i, t)
        anchor = rot.next()
        cid = f"{prefix}-json-ld-{i:03d}"
        if obj is None:
            c = base(cid, label, "json-ld", "microdata", variant, anchor[0], t, tech)
            prop = "description" if label == "injection" else "name"
            c["body_snippet"] = (
                '<div itemscope itemtype="https://schema.org/Product">'
                f'<meta itemprop="{prop}" content="{attr(t)}"></div>'
            )
            c["body_at"] = at(anchor)
        else:
            c = base(cid, label, "json-ld", "json-ld", variant, anchor[0], t, tech)
            snippet = (
                '<script type="application/ld+json">'
                + json.dumps(obj, ensure_ascii=False)
                + "</script>"
            )
            if where == "head":
                c["head_snippet"] = snippet
            else:
                c["body_snippet"] = snippet
                c["body_at"] = at(anchor)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- pdf

P = "pdf/"
PDF_SPOTS: list[tuple[str, str, dict[str, Any]]] = [
    # (channel, target, spec without text)
    (
        "render-mode-3",
        P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        {"page": 1, "x": 60, "y": 300, "size": 9, "render_mode": 3},
    ),
    (
        "white-text",
        P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        {"page": 1, "x": 40, "y": 12, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "transparent",
        P + "en_us-federal-register-three-column.pdf",
        {"page": 3, "x": 50, "y": 400, "size": 8, "fill": [0, 0, 0, 0]},
    ),
    (
        "off-page",
        P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        {"page": 5, "x": -3000, "y": 400, "size": 10},
    ),
    (
        "covered",
        P + "en_us-federal-register-three-column.pdf",
        {"page": 7, "x": 40, "y": 14, "size": 7, "cover": [255, 255, 255]},
    ),
    (
        "under-image",
        P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        {"page": 1, "x": 20, "y": 200, "size": 7, "z": "bottom"},
    ),
    (
        "render-mode-3",
        P + "en_fbi-nics-background-checks-table.pdf",
        {"page": 1, "x": 80, "y": 300, "size": 8, "render_mode": 3},
    ),
    (
        "white-text",
        P + "en_scanned-two-column-brochure_no-text-layer.pdf",
        {"page": 1, "x": 36, "y": 5, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "under-image",
        P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        {"page": 1, "x": 20, "y": 240, "size": 7, "z": "bottom"},
    ),
    (
        "render-mode-3",
        P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        {"page": 12, "x": 72, "y": 500, "size": 10, "render_mode": 3},
    ),
    (
        "transparent",
        P + "en_graph-image-with-invisible-ocr-text-tr3.pdf",
        {"page": 1, "x": 30, "y": 150, "size": 8, "fill": [0, 0, 0, 0]},
    ),
    (
        "off-page",
        P + "en_us-federal-register-three-column.pdf",
        {"page": 10, "x": 60, "y": 2000, "size": 9},
    ),
    (
        "white-text",
        P + "en_us-federal-register-three-column.pdf",
        {"page": 15, "x": 50, "y": 18, "size": 7, "fill": [255, 255, 255, 255]},
    ),
    (
        "covered",
        P + "es-mx_catalogo-localidades-aguascalientes-table.pdf",
        {"page": 1, "x": 300, "y": 18, "size": 7, "cover": [255, 255, 255]},
    ),
]


def pdf_cases(items: list[tuple[str, str]], label: str, prefix: str, start: int) -> list[dict]:
    out = []
    for i, (variant, t) in enumerate(items, 1):
        channel, target, spec = PDF_SPOTS[(i + start) % len(PDF_SPOTS)]
        spec = dict(spec, text=t)
        cid = f"{prefix}-pdf-text-layer-{i:03d}"
        c = base(
            cid,
            label,
            "pdf-text-layer",
            channel,
            variant,
            target,
            t,
            f"{channel}: {json.dumps({k: v for k, v in spec.items() if k != 'text'})}",
        )
        c["pdf"] = spec
        out.append(c)
    return out


# ----------------------------------------------------------------------------- visible Spanish

WRAPS = [
    ("paragraph", "<p>{t}</p>"),
    ("boxed notice div", '<div class="aviso-recuadro"><p>{t}</p></div>'),
    ("blockquote", "<blockquote>{t}</blockquote>"),
    ("small print footnote", "<p><small>{t}</small></p>"),
    ("one-cell table", '<table class="estado"><tr><td>{t}</td></tr></table>'),
    ("aside role=note", '<aside role="note">{t}</aside>'),
    ("list item", "<ul><li>{t}</li></ul>"),
    ("bold status line", "<p><strong>{t}</strong></p>"),
    ("banner div", '<div class="banner-info" role="status">{t}</div>'),
]


def visible_cases(items: list[tuple[str, str]], label: str, prefix: str, rot: Rot) -> list[dict]:
    out = []
    for i, (variant, t) in enumerate(items, 1):
        tech, tmpl = WRAPS[i % len(WRAPS)]
        anchor = rot.next()
        cid = f"{prefix}-system-impersonation-es-{i:03d}"
        c = base(
            cid,
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            anchor[0],
            t,
            f"visible {tech}",
        )
        c["body_snippet"] = tmpl.format(t=t)
        c["body_at"] = at(anchor)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", "inj37", Rot(ANCHORS, 0))
    cases += css_cases(T.CSS_INJ, "injection", "inj37", Rot(ANCHORS, 7))
    cases += alt_cases(T.ALT_INJ, "injection", "inj37", Rot(ANCHORS, 14))
    cases += jsonld_cases(T.JSONLD_INJ, "injection", "inj37", Rot(ANCHORS, 21))
    cases += pdf_cases(T.PDF_INJ, "injection", "inj37", 0)
    cases += visible_cases(T.SYS_INJ, "injection", "inj37", Rot(ANCHORS, 28))
    cases += comment_cases(T.COMMENT_NEG, "negative", "neg37", Rot(ANCHORS, 3))
    cases += css_cases(T.CSS_NEG, "negative", "neg37", Rot(ANCHORS, 10), start=5)
    cases += alt_cases(T.ALT_NEG, "negative", "neg37", Rot(ANCHORS, 17))
    cases += jsonld_cases(T.JSONLD_NEG, "negative", "neg37", Rot(ANCHORS, 24))
    cases += pdf_cases(T.PDF_NEG, "negative", "neg37", 3)
    cases += visible_cases(T.SYS_NEG, "negative", "neg37", Rot(ANCHORS, 31))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
