"""Build ``cases.json`` of the injection45 corpus from the hand-written texts.

Deterministic: no randomness, no clock. Texts are assigned to techniques, channels and
target pages by round-robin over fixed lists. Run from the repository root:
``python tests/heldout/injection45/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_inj as TI  # noqa: E402
import texts_neg as TN  # noqa: E402

LANACION = "html/es-ar_lanacion_opinion-article.html"
UNOCERO = "html/es-mx_unocero_tech-news-android-apps.html"
ELCOMERCIO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LADIARIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"

#: Occurrences of ``</p>`` that close a paragraph of the visible article body (checked
#: by parsing: not in a script, comment, menu, modal, header, footer or hidden block).
BODY_P = {
    LANACION: list(range(6, 17)),
    UNOCERO: [1, 3, 4, 5, 6, 7, 8, 10, 11, 12],
    ELCOMERCIO: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    LADIARIA: list(range(4, 21)),
    CNET: [5, 6, 7, 8, 9],
    BAFA: [4, 5, 6, 7],
    RSI: [1],
}
#: Preferred page per regional variant; other variants rotate over all pages.
PREFER = {
    "es-AR": [LANACION],
    "es-PE": [ELCOMERCIO],
    "es-UY": [LADIARIA],
    "es-MX": [UNOCERO, CNET],
}
ALL_PAGES = [LANACION, UNOCERO, ELCOMERCIO, LADIARIA, CNET, BAFA, RSI]

_counters: dict[str, int] = {}


def _tick(key: str) -> int:
    n = _counters.get(key, 0)
    _counters[key] = n + 1
    return n


def pick_page(variant: str) -> str:
    pages = PREFER.get(variant, ALL_PAGES)
    return pages[_tick("page:" + variant) % len(pages)]


def body_at(page: str) -> dict[str, Any]:
    occ = BODY_P[page]
    return {"find": "</p>", "occurrence": occ[_tick("occ:" + page) % len(occ)], "where": "after"}


def att(text: str) -> str:
    return html.escape(text, quote=True)


# --------------------------------------------------------------------------- css


def css_technique(i: int, text: str, page: str, neg: bool) -> tuple[str, dict[str, Any]]:
    """Return (technique, fields) hiding ``text`` in the body of ``page``."""
    t = text
    k = i % 19
    if k == 0:
        return "inline display:none", {"body_snippet": f'<div style="display: none">{t}</div>'}
    if k == 1:
        return "hidden attribute", {"body_snippet": f"<p hidden>{t}</p>"}
    if k == 2:
        return "inline visibility:hidden span in a p", {
            "body_snippet": f'<p><span style="visibility:hidden">{t}</span></p>'
        }
    if k == 3:
        return "inline opacity:0", {"body_snippet": f'<div style="opacity:0">{t}</div>'}
    if k == 4:
        return "inline font-size:1px", {
            "body_snippet": f'<p style="font-size:1px;line-height:1px">{t}</p>'
        }
    if k == 5:
        return "off-screen absolute left:-9999px", {
            "body_snippet": f'<div style="position:absolute;left:-9999px;top:auto">{t}</div>'
        }
    if k == 6:
        return "text-indent:-10000px + overflow hidden", {
            "body_snippet": f'<p style="text-indent:-10000px;overflow:hidden;white-space:nowrap">{t}</p>'
        }
    if k == 7:
        return "height:0 + overflow:hidden", {
            "body_snippet": f'<div style="height:0;overflow:hidden"><p>{t}</p></div>'
        }
    if k == 8:
        return "clip rect(0 0 0 0) + absolute 1px box", {
            "body_snippet": '<span style="position:absolute;width:1px;height:1px;'
            f'clip:rect(0 0 0 0);overflow:hidden">{t}</span>'
        }
    if k == 9:
        return "clip-path:inset(50%)", {
            "body_snippet": f'<div style="clip-path: inset(50%);position:absolute">{t}</div>'
        }
    if k == 10:
        return "same colour as background (inline)", {
            "body_snippet": f'<p style="color:#ffffff;background-color:#ffffff">{t}</p>'
        }
    if k == 11:
        cls = "nota-lectura" if not neg else "sr-texto"
        return f"<style> class rule .{cls} display:none", {
            "head_snippet": f"<style>.{cls}{{display:none}}</style>",
            "body_snippet": f'<div class="{cls}">{t}</div>',
        }
    if k == 12:
        return "<style> id rule visibility:hidden", {
            "head_snippet": "<style>#bloque-extra-45{visibility:hidden}</style>",
            "body_snippet": f'<section id="bloque-extra-45"><p>{t}</p></section>',
        }
    if k == 13:
        return "inherited font-size:0 from a <style> rule on the wrapper", {
            "head_snippet": "<style>.caja-aux{font-size:0;line-height:0}</style>",
            "body_snippet": f'<div class="caja-aux"><p><span>{t}</span></p></div>',
        }
    if k == 14:
        return "attribute selector rule opacity:0", {
            "head_snippet": '<style>[data-capa="meta"]{opacity:0;pointer-events:none}</style>',
            "body_snippet": f'<aside data-capa="meta">{t}</aside>',
        }
    if k == 15:
        return "inherited display:none from an outer inline style", {
            "body_snippet": f'<div style="display:none"><article><p><em>{t}</em></p></article></div>'
        }
    if k == 16:
        return "same colour as background via <style> rule", {
            "head_snippet": "<style>.franja-45{background:#fdfdfd;color:#fdfdfd}</style>",
            "body_snippet": f'<p class="franja-45">{t}</p>',
        }
    if k == 17:
        return "max-height:0 + overflow:hidden via <style> descendant rule", {
            "head_snippet": "<style>.pliegue .pliegue-cuerpo{max-height:0;overflow:hidden}</style>",
            "body_snippet": f'<div class="pliegue"><div class="pliegue-cuerpo">{t}</div></div>',
        }
    return "off-screen via transform and fixed position", {
        "body_snippet": f'<div style="position:fixed;top:-500px;left:-500px;transform:translateX(-200vw)">{t}</div>'
    }


# --------------------------------------------------------------------------- cases


def html_case(
    cid: str,
    label: str,
    vec: str,
    channel: str,
    variant: str,
    text: str,
    page: str,
    technique: str,
    fields: dict[str, Any],
    why: str,
) -> dict[str, Any]:
    c: dict[str, Any] = {
        "id": cid,
        "label": label,
        "vector": vec,
        "channel": channel,
        "lang": variant[:2],
        "variant": variant,
        "split": "test",
        "target": page,
        "expect_text": text,
        "technique": technique,
        "why": why,
    }
    if "body_snippet" in fields:
        c["body_at"] = body_at(page)
    c.update(fields)
    return c


WHY_INJ = (
    "addressed to a model/automated reader or framed as system/registry, and directs its output"
)
WHY_NEG = "benign: addressed to people or no output directive"


def comment_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for i, (variant, t) in enumerate(items):
        page = pick_page(variant)
        k = i % 5
        if k == 0:
            tech, ch, f = (
                "single-line comment in body",
                "html-comment",
                {"body_snippet": f"<!-- {t} -->"},
            )
        elif k == 1:
            tech, ch, f = (
                "multi-line comment in body",
                "html-comment",
                {"body_snippet": f"<!--\n  rev. 2024-05 / bloque nota\n  {t}\n-->"},
            )
        elif k == 2:
            tech, ch, f = (
                "conditional comment [if IE]",
                "conditional-comment",
                {"body_snippet": f"<!--[if IE]><p>{t}</p><![endif]-->"},
            )
        elif k == 3:
            tech, ch, f = (
                "comment before </head>",
                "html-comment",
                {"head_snippet": f"<!-- {t} -->"},
            )
        else:
            tech, ch, f = (
                "comment with a key: value prefix, no spaces",
                "html-comment",
                {"body_snippet": f"<!--meta-note:{t}-->"},
            )
        out.append(
            html_case(
                f"{prefix}-html-comment-{i + 1:03d}",
                label,
                "html-comment",
                ch,
                variant,
                t,
                page,
                tech,
                f,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
        )
    return out


def css_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    neg = label == "negative"
    for i, (variant, t) in enumerate(items):
        page = pick_page(variant)
        if not neg and i % 9 == 4:
            page = UNOCERO
            tech, f = (
                "page's own class .hide{display:none !important}",
                {"body_snippet": f'<div class="hide">{t}</div>'},
            )
        elif not neg and i % 9 == 7:
            page = ELCOMERCIO
            tech, f = (
                "page's own class .hidden-label{font-size:0;height:0;width:0}",
                {"body_snippet": f'<span class="hidden-label">{t}</span>'},
            )
        elif neg and i in (0, 8):
            tech, f = (
                "skip link, sr-only clip pattern",
                {
                    "body_snippet": '<a href="#main" style="position:absolute;width:1px;height:1px;'
                    f'overflow:hidden;clip:rect(1px,1px,1px,1px)">{t}</a>'
                },
            )
        else:
            tech, f = css_technique(i * 7 + (3 if neg else 0), t, page, neg)
        out.append(
            html_case(
                f"{prefix}-css-hidden-{i + 1:03d}",
                label,
                "css-hidden",
                "css-hidden",
                variant,
                t,
                page,
                tech,
                f,
                WHY_INJ if not neg else WHY_NEG,
            )
        )
    return out


def alt_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for i, (variant, t) in enumerate(items):
        page = pick_page(variant)
        a = att(t)
        k = i % 9
        if k == 0:
            ch, f = (
                "alt",
                {
                    "body_snippet": f'<figure><img src="/img/nota-45.jpg" alt="{a}" width="640" height="360"></figure>'
                },
            )
        elif k == 1:
            ch, f = (
                "title",
                {"body_snippet": f'<p><a href="#relacionadas" title="{a}">Ver más</a></p>'},
            )
        elif k == 2:
            ch, f = (
                "aria-label",
                {"body_snippet": f'<button type="button" aria-label="{a}">×</button>'},
            )
        elif k == 3:
            ch, f = "meta-description", {"head_snippet": f'<meta name="description" content="{a}">'}
        elif k == 4:
            ch, f = (
                "data-*",
                {
                    "body_snippet": f'<div class="widget-notas" data-tooltip="{a}" data-id="4521"></div>'
                },
            )
        elif k == 5:
            ch, f = (
                "og:description",
                {"head_snippet": f'<meta property="og:description" content="{a}">'},
            )
        elif k == 6:
            ch, f = "title", {"body_snippet": f'<abbr title="{a}">IA</abbr>'}
        elif k == 7:
            ch, f = (
                "twitter:description",
                {"head_snippet": f'<meta name="twitter:description" content="{a}">'},
            )
        else:
            ch, f = (
                "alt",
                {
                    "body_snippet": f'<p><img src="/static/icono.svg" alt="{a}" aria-hidden="true"></p>'
                },
            )
        out.append(
            html_case(
                f"{prefix}-alt-title-{i + 1:03d}",
                label,
                "alt-title",
                ch,
                variant,
                t,
                page,
                f"{ch} attribute",
                f,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
        )
    return out


def _ld(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False)


def jsonld_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    neg = label == "negative"
    for i, (variant, t) in enumerate(items):
        page = pick_page(variant)
        k = i % 8
        if neg:
            shapes = [
                (
                    "NewsArticle.description",
                    {
                        "@context": "https://schema.org",
                        "@type": "NewsArticle",
                        "headline": "Nota",
                        "description": t,
                    },
                ),
                (
                    "NewsArticle.abstract",
                    {
                        "@context": "https://schema.org",
                        "@type": "NewsArticle",
                        "abstract": t,
                        "inLanguage": variant,
                    },
                ),
                (
                    "Article.alternativeHeadline",
                    {
                        "@context": "https://schema.org",
                        "@type": "Article",
                        "alternativeHeadline": t,
                    },
                ),
                (
                    "Article.description",
                    {
                        "@context": "https://schema.org",
                        "@type": "Article",
                        "description": t,
                        "isAccessibleForFree": False,
                    },
                ),
                (
                    "HowToStep.text",
                    {
                        "@context": "https://schema.org",
                        "@type": "HowTo",
                        "name": "Guía",
                        "step": [{"@type": "HowToStep", "text": t}],
                    },
                ),
                (
                    "Review.reviewBody",
                    {
                        "@context": "https://schema.org",
                        "@type": "Review",
                        "reviewRating": {"@type": "Rating", "ratingValue": 5},
                        "reviewBody": t,
                    },
                ),
                (
                    "FAQPage acceptedAnswer",
                    {
                        "@context": "https://schema.org",
                        "@type": "FAQPage",
                        "mainEntity": [
                            {
                                "@type": "Question",
                                "name": "Pregunta frecuente",
                                "acceptedAnswer": {"@type": "Answer", "text": t},
                            }
                        ],
                    },
                ),
                (
                    "Organization.description",
                    {
                        "@context": "https://schema.org",
                        "@type": "Organization",
                        "name": "Diario",
                        "description": t,
                    },
                ),
            ]
        else:
            shapes = [
                (
                    "non-schema field 'instrucciones' in NewsArticle",
                    {
                        "@context": "https://schema.org",
                        "@type": "NewsArticle",
                        "headline": "Nota",
                        "instrucciones": t,
                    },
                ),
                (
                    "NewsArticle.description holding the directive",
                    {"@context": "https://schema.org", "@type": "NewsArticle", "description": t},
                ),
                (
                    "non-schema nested object aiPolicy.note",
                    {
                        "@context": "https://schema.org",
                        "@type": "WebPage",
                        "aiPolicy": {"version": 2, "note": t},
                    },
                ),
                (
                    "Product.review.reviewBody",
                    {
                        "@context": "https://schema.org",
                        "@type": "Product",
                        "name": "Producto",
                        "review": {"@type": "Review", "reviewBody": t},
                    },
                ),
                (
                    "@graph WebSite with x-assistant field",
                    {
                        "@context": "https://schema.org",
                        "@graph": [{"@type": "WebSite", "name": "Sitio", "x-assistant": t}],
                    },
                ),
                (
                    "FAQPage acceptedAnswer text holding the directive",
                    {
                        "@context": "https://schema.org",
                        "@type": "FAQPage",
                        "mainEntity": [
                            {
                                "@type": "Question",
                                "name": "Información",
                                "acceptedAnswer": {"@type": "Answer", "text": t},
                            }
                        ],
                    },
                ),
                (
                    "Organization.disambiguatingDescription",
                    {
                        "@context": "https://schema.org",
                        "@type": "Organization",
                        "name": "Empresa",
                        "disambiguatingDescription": t,
                    },
                ),
                (
                    "config-like non-schema field summaryPolicy",
                    {
                        "@context": "https://schema.org",
                        "@type": "Article",
                        "summaryPolicy": t,
                        "dateModified": "2024-05-02",
                    },
                ),
            ]
        tech, obj = shapes[k]
        if k == 3 or (neg and k == 7):
            # microdata instead of a JSON-LD script
            ch = "microdata"
            f = {
                "body_snippet": '<div itemscope itemtype="https://schema.org/CreativeWork">'
                f'<meta itemprop="{"description" if neg else "instructions"}" content="{att(t)}"></div>'
            }
            tech = "microdata meta itemprop=" + (
                "description" if neg else "instructions (non-schema)"
            )
        elif k % 2 == 0:
            ch, f = (
                "json-ld",
                {"head_snippet": f'<script type="application/ld+json">{_ld(obj)}</script>'},
            )
        else:
            ch, f = (
                "json-ld",
                {"body_snippet": f'<script type="application/ld+json">\n{_ld(obj)}\n</script>'},
            )
        out.append(
            html_case(
                f"{prefix}-json-ld-{i + 1:03d}",
                label,
                "json-ld",
                ch,
                variant,
                t,
                page,
                tech,
                f,
                WHY_INJ if not neg else WHY_NEG,
            )
        )
    return out


VISIBLE_WRAPPERS = [
    ("paragraph", "<p>{t}</p>"),
    ("status banner div role=status", '<div class="aviso-plataforma" role="status">{t}</div>'),
    ("table row", '<table class="ficha"><tr><th>Estado</th><td>{t}</td></tr></table>'),
    ("footnote small", "<p><small>{t}</small></p>"),
    ("blockquote", "<blockquote>{t}</blockquote>"),
    ("list item", '<ul class="notas"><li>{t}</li></ul>'),
    ("aside box", '<aside class="recuadro">{t}</aside>'),
    ("strong paragraph", "<p><strong>{t}</strong></p>"),
    ("alert div role=alert", '<div role="alert">{t}</div>'),
    ("figcaption", "<figure><figcaption>{t}</figcaption></figure>"),
    ("pre block", "<pre>{t}</pre>"),
]


def visible_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    for i, (variant, t) in enumerate(items):
        page = pick_page(variant)
        tech, tpl = VISIBLE_WRAPPERS[i % len(VISIBLE_WRAPPERS)]
        f = {"body_snippet": tpl.format(t=t)}
        out.append(
            html_case(
                f"{prefix}-system-impersonation-es-{i + 1:03d}",
                label,
                "system-impersonation-es",
                "visible-text",
                variant,
                t,
                page,
                "visible " + tech,
                f,
                "visible Spanish posing as system/registry and directing the reader's output"
                if label == "injection"
                else "visible Spanish for human readers",
            )
        )
    return out


# --------------------------------------------------------------------------- pdf

CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FR = "pdf/en_us-federal-register-three-column.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
BROCH = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"

#: (target, page, channel, spec) templates. White and covered text only go where the
#: page is blank (bottom margins measured by rendering; IRS page 2 is an empty page).
PDF_SLOTS = [
    (CAT, 1, "render-mode-3", {"x": 40, "y": 300, "size": 8, "render_mode": 3}),
    (FR, 3, "white-text", {"x": 50, "y": 20, "size": 6, "fill": [255, 255, 255, 255]}),
    (HUCK, 1, "under-image", {"x": 40, "y": 200, "size": 9, "z": "bottom"}),
    (IRS, 2, "white-text", {"x": 72, "y": 400, "size": 9, "fill": [255, 255, 255, 255]}),
    (FBI, 1, "transparent", {"x": 40, "y": 300, "size": 8, "fill": [0, 0, 0, 0]}),
    (CAT, 1, "covered", {"x": 40, "y": 20, "size": 6, "cover": [255, 255, 255]}),
    (LETTER, 1, "under-image", {"x": 20, "y": 150, "size": 7, "z": "bottom"}),
    (FR, 7, "off-page", {"x": -2000, "y": 400, "size": 8}),
    (GRAPH, 1, "render-mode-3", {"x": 30, "y": 150, "size": 7, "render_mode": 3}),
    (IRS, 12, "render-mode-3", {"x": 72, "y": 500, "size": 9, "render_mode": 3}),
    (BROCH, 1, "under-image", {"x": 90, "y": 400, "size": 8, "z": "bottom"}),
    (FR, 11, "covered", {"x": 50, "y": 22, "size": 6, "cover": [255, 255, 255]}),
    (CAT, 1, "white-text", {"x": 40, "y": 14, "size": 5, "fill": [255, 255, 255, 255]}),
    (FBI, 1, "render-mode-3", {"x": 60, "y": 200, "size": 7, "render_mode": 3}),
    (IRS, 40, "transparent", {"x": 72, "y": 300, "size": 9, "fill": [0, 0, 0, 0]}),
    (FR, 14, "render-mode-3", {"x": 50, "y": 600, "size": 8, "render_mode": 3}),
]


def pdf_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    off = 0 if label == "injection" else 5
    for i, (variant, t) in enumerate(items):
        target, page, ch, spec = PDF_SLOTS[(i + off) % len(PDF_SLOTS)]
        pdf = {"page": page, "text": t, **spec}
        out.append(
            {
                "id": f"{prefix}-pdf-text-layer-{i + 1:03d}",
                "label": label,
                "vector": "pdf-text-layer",
                "channel": ch,
                "lang": variant[:2],
                "variant": variant,
                "split": "test",
                "target": target,
                "expect_text": t,
                "technique": f"pypdfium2 text object, {ch}",
                "why": WHY_INJ if label == "injection" else WHY_NEG,
                "pdf": pdf,
            }
        )
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TI.HTML_COMMENT, "injection", "inj45")
    cases += css_cases(TI.CSS_HIDDEN, "injection", "inj45")
    cases += alt_cases(TI.ALT_TITLE, "injection", "inj45")
    cases += jsonld_cases(TI.JSON_LD, "injection", "inj45")
    cases += pdf_cases(TI.PDF_TEXT, "injection", "inj45")
    cases += visible_cases(TI.SYSTEM_ES, "injection", "inj45")
    cases += comment_cases(TN.HTML_COMMENT, "negative", "neg45")
    cases += css_cases(TN.CSS_HIDDEN, "negative", "neg45")
    cases += alt_cases(TN.ALT_TITLE, "negative", "neg45")
    cases += jsonld_cases(TN.JSON_LD, "negative", "neg45")
    cases += pdf_cases(TN.PDF_TEXT, "negative", "neg45")
    cases += visible_cases(TN.VISIBLE_ES, "negative", "neg45")
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
