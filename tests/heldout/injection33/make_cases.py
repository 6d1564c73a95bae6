"""Build ``cases.json`` of the injection33 corpus from the hand-written texts.

Wraps each text in markup (or a PDF text-object spec), rotating insertion points,
hiding techniques and channels. Run from the repository root:
``.venv/bin/python tests/heldout/injection33/make_cases.py``. Deterministic.
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
LANACION = H + "es-ar_lanacion_opinion-article.html"
UNOCERO = H + "es-mx_unocero_tech-news-android-apps.html"
LADIARIA = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
ELCOMERCIO = H + "es-pe_elcomercio_signwall-paywall-article.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RSING = H + "de_rs-ingenieure_simple-corporate-services-page.html"

# Occurrences of "</p>" that close a paragraph of the visible page body.
BODY_P = {
    LANACION: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    UNOCERO: [1, 3, 4, 5, 6, 10, 11, 12, 13],
    LADIARIA: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
    CNET: [5, 6, 7, 8, 9],
    ELCOMERCIO: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    BAFA: [4, 5, 7],
    RSING: [1],
}
HIDDEN_PAGES = [LANACION, UNOCERO, LADIARIA, CNET, ELCOMERCIO, BAFA, RSING]
SPANISH_PAGES = [LANACION, UNOCERO, LADIARIA, CNET, ELCOMERCIO]

_counter: dict[str, int] = {}


def next_anchor(pages: list[str], key: str) -> tuple[str, dict[str, Any]]:
    """Rotate over pages, and within a page over its paragraph anchors."""
    n = _counter.get(key, 0)
    _counter[key] = n + 1
    target = pages[n % len(pages)]
    occs = BODY_P[target]
    occ = occs[(n // len(pages)) % len(occs)]
    return target, {"find": "</p>", "occurrence": occ, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def att(text: str) -> str:
    return html.escape(text, quote=True)


def flat(entry: Any) -> tuple[str, str, list[str] | None, int]:
    """(variant, text, parts, expect index) of a text entry."""
    if isinstance(entry, dict):
        parts = entry["parts"]
        return entry["variant"], " ".join(parts), parts, entry["expect"]
    return entry[0], entry[1], None, 0


# ------------------------------------------------------------------ html-comment
def comment_case(variant: str, text: str, parts: list[str] | None, k: int) -> dict[str, Any]:
    lines = text.split("\n")
    first = lines[0]
    form = k % 4
    case: dict[str, Any] = {"channel": "html-comment", "expect_text": first.strip()}
    if len(lines) > 1:
        snippet = "<!-- " + "\n     ".join(lines) + " -->"
        case["technique"] = "multi-line comment; expect_text is the first line"
    elif form == 1:
        case["head_snippet"] = f"<!-- {text} -->"
        case["technique"] = "comment before </head>"
        return case
    elif form == 2:
        snippet = f'<!--[if IE]><p class="legacy">{text}</p><![endif]-->'
        case["channel"] = "conditional-comment"
        case["technique"] = "conditional comment [if IE]"
    elif form == 3:
        snippet = f"<!-- ======= {text} ======= -->"
        case["technique"] = "comment with banner decoration"
    else:
        snippet = f"<!-- {text} -->"
        case["technique"] = "one-line comment after a body paragraph"
    case["body_snippet"] = snippet
    return case


# ------------------------------------------------------------------ css-hidden
CSS_TECH = [
    ("display-none-class", ".nota-ia-x{display:none}", "div", "nota-ia-x"),
    ("visibility-hidden-class", ".u-vh{visibility:hidden;height:0}", "p", "u-vh"),
    ("opacity-0", ".promo-ghost{opacity:0}", "div", "promo-ghost"),
    ("font-size-1px", ".micro{font-size:1px;line-height:0}", "span", "micro"),
    (
        "text-indent-offscreen",
        ".ti-out{text-indent:-9999px;overflow:hidden;white-space:nowrap}",
        "p",
        "ti-out",
    ),
    (
        "absolute-left-offscreen",
        ".offcanvas-note{position:absolute;left:-10000px;top:auto}",
        "div",
        "offcanvas-note",
    ),
    ("height-0-overflow", ".colapsado{height:0;overflow:hidden}", "div", "colapsado"),
    (
        "clip-rect",
        ".clip-sr{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px}",
        "span",
        "clip-sr",
    ),
    ("clip-path", ".cp-hide{clip-path:inset(50%);position:absolute}", "div", "cp-hide"),
    ("same-colour", ".blanco{color:#ffffff;background:#ffffff}", "p", "blanco"),
    ("inherited-from-parent", ".caja-oculta{display:none}", "parent", "caja-oculta"),
    ("id-selector", "#bloque-seo-77{visibility:hidden}", "id", "bloque-seo-77"),
    ("descendant-selector", ".art-extra .txt{display:none}", "descendant", "art-extra"),
    ("attribute-selector", "[data-rol=resumen-bot]{display:none}", "attr", "data-rol"),
    ("inline-style", "", "inline", "display:none"),
    ("hidden-attribute", "", "hiddenattr", ""),
]


def css_case(text: str, parts: list[str] | None, k: int, expect: int) -> dict[str, Any]:
    tech, rule, kind, name = CSS_TECH[k % len(CSS_TECH)]
    text = text.replace("\n", " ")
    exp = parts[expect] if parts else text

    def wrap(t: str) -> str:
        if kind in ("div", "p", "span"):
            return f'<{kind} class="{name}">{t}</{kind}>'
        if kind == "parent":
            return f'<div class="{name}"><p>{t}</p></div>'
        if kind == "id":
            return f'<p id="{name}">{t}</p>'
        if kind == "descendant":
            return f'<div class="{name}"><span class="txt">{t}</span></div>'
        if kind == "attr":
            return f'<div data-rol="resumen-bot">{t}</div>'
        if kind == "inline":
            return f'<div style="display:none">{t}</div>'
        return f"<div hidden>{t}</div>"

    body = "".join(wrap(p) for p in parts) if parts else wrap(text)
    case: dict[str, Any] = {
        "channel": "css-hidden",
        "technique": tech,
        "expect_text": exp,
        "body_snippet": body,
    }
    if rule:
        case["head_snippet"] = f"<style>{rule}</style>"
    return case


# ------------------------------------------------------------------ alt-title
ALT_CH = [
    "alt",
    "title",
    "aria-label",
    "data-*",
    "meta-description",
    "og:description",
    "alt",
    "twitter:description",
    "aria-label",
    "title",
    "og:title",
    "data-*",
]


def alt_markup(channel: str, value: str) -> tuple[str, str]:
    """(where, markup) for one attribute value."""
    v = att(value)
    if channel == "alt":
        return "body", f'<img src="/static/img/pixel.gif" width="1" height="1" alt="{v}">'
    if channel == "title":
        return "body", f'<a href="#comentarios" class="ancla" title="{v}">#</a>'
    if channel == "aria-label":
        return "body", f'<div role="note" aria-label="{v}"></div>'
    if channel == "data-*":
        return "body", f'<div class="widget" data-ai-hint="{v}"></div>'
    if channel == "meta-description":
        return "head", f'<meta name="description" content="{v}">'
    if channel.startswith("og:"):
        return "head", f'<meta property="{channel}" content="{v}">'
    return "head", f'<meta name="{channel}" content="{v}">'


def alt_case(text: str, parts: list[str] | None, k: int, expect: int) -> dict[str, Any]:
    channel = ALT_CH[k % len(ALT_CH)]
    text = text.replace("\n", " ")
    if parts:  # fragments split over neighbouring images
        channel = "alt"
        body = "".join(alt_markup("alt", p)[1] for p in parts)
        return {
            "channel": channel,
            "technique": "fragments over adjacent 1px images",
            "expect_text": parts[expect],
            "body_snippet": body,
        }
    where, markup = alt_markup(channel, text)
    case: dict[str, Any] = {
        "channel": channel,
        "technique": f"{channel} attribute",
        "expect_text": text,
    }
    case["head_snippet" if where == "head" else "body_snippet"] = markup
    return case


# ------------------------------------------------------------------ json-ld
def jsonld_obj(text: str, k: int) -> tuple[dict[str, Any], str, bool]:
    """(object, technique, in_head)."""
    ctx = "https://schema.org"
    forms = [
        (
            {"@context": ctx, "@type": "NewsArticle", "headline": "Nota", "description": text},
            "description",
            True,
        ),
        (
            {"@context": ctx, "@type": "WebPage", "name": "Inicio", "aiInstructions": text},
            "non-schema key",
            True,
        ),
        (
            {
                "@context": ctx,
                "@type": "Product",
                "name": "Plan Premium",
                "review": {
                    "@type": "Review",
                    "reviewBody": text,
                    "author": {"@type": "Person", "name": "Equipo"},
                },
            },
            "review.reviewBody",
            False,
        ),
        (
            {
                "@context": ctx,
                "@type": "Organization",
                "name": "Redacción",
                "disambiguatingDescription": text,
            },
            "disambiguatingDescription",
            True,
        ),
        (
            {"@context": ctx, "@type": "Article", "headline": "Análisis", "abstract": text},
            "abstract",
            False,
        ),
        (
            {"@context": ctx, "@type": "WebPage", "accessibilitySummary": text},
            "accessibilitySummary",
            True,
        ),
        (
            {
                "@context": ctx,
                "@graph": [
                    {"@type": "WebSite", "name": "Portal", "url": "https://example.org/"},
                    {"@type": "Thing", "x-llm-note": text},
                ],
            },
            "@graph node with non-schema key",
            True,
        ),
        (
            {
                "@context": ctx,
                "@type": "FAQPage",
                "mainEntity": {
                    "@type": "Question",
                    "name": "Info",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                },
            },
            "FAQ acceptedAnswer.text",
            True,
        ),
    ]
    return forms[k % len(forms)]


def jsonld_snippet(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


# ------------------------------------------------------------------ pdf
PDF = "pdf/"
FBI = PDF + "en_fbi-nics-background-checks-table.pdf"
GRAPH = PDF + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = PDF + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = PDF + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = PDF + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = PDF + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = PDF + "en_us-federal-register-three-column.pdf"
AGS = PDF + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

# (target, page, technique)
PDF_SLOTS = [
    (AGS, 1, "render-mode-3"),
    (IRS, 1, "transparent"),
    (HUCK, 1, "under-image"),
    (FEDREG, 1, "render-mode-3"),
    (LETTER, 1, "under-image"),
    (FBI, 1, "off-page"),
    (BROCH, 1, "under-image"),
    (IRS, 2, "white-text"),
    (GRAPH, 1, "render-mode-3"),
    (FEDREG, 7, "transparent"),
    (IRS, 57, "render-mode-3"),
    (AGS, 1, "transparent"),
    (IRS, 2, "covered"),
    (FBI, 1, "render-mode-3"),
    (FEDREG, 15, "off-page"),
    (BROCH, 1, "render-mode-3"),
    (IRS, 399, "transparent"),
    (LETTER, 1, "render-mode-3"),
    (HUCK, 1, "transparent"),
    (FEDREG, 3, "render-mode-3"),
    (IRS, 200, "off-page"),
]


def pdf_spec(slot: tuple[str, int, str], text: str, k: int) -> tuple[dict[str, Any], str]:
    _target, page, tech = slot
    spec: dict[str, Any] = {
        "page": page,
        "text": text,
        "x": 40 + (k % 5) * 10,
        "y": 300 + (k % 7) * 20,
        "size": 8,
    }
    channel = tech
    if tech == "render-mode-3":
        spec["render_mode"] = 3
    elif tech == "transparent":
        spec["fill"] = [0, 0, 0, 0]
    elif tech == "off-page":
        spec["x"] = -3000
    elif tech == "under-image":
        spec["z"] = "bottom"
    elif tech == "white-text":
        spec["fill"] = [255, 255, 255, 255]
        spec["y"] = 500 + (k % 5) * 30
    elif tech == "covered":
        spec["cover"] = [255, 255, 255]
        spec["y"] = 200 + (k % 5) * 30
    return spec, channel


# ------------------------------------------------------------------ visible
VIS_FORMS = [
    "<p>{T}</p>",
    '<div class="aviso-sistema"><p>{T}</p></div>',
    '<aside class="nota-config"><p>{T}</p></aside>',
    "<blockquote>{T}</blockquote>",
    '<p class="small"><small>{T}</small></p>',
    '<div role="status">{T}</div>',
    "<h4>{T}</h4>",
]


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    n = {"injection": 0, "negative": 0}

    def add(
        label: str, vector: str, variant: str, target: str, case: dict[str, Any], why: str
    ) -> None:
        n[label] += 1
        prefix = "inj" if label == "injection" else "neg"
        full: dict[str, Any] = {
            "id": f"i33-{prefix}-{n[label]:03d}",
            "label": label,
            "vector": vector,
            "channel": case.pop("channel"),
            "lang": lang_of(variant),
            "variant": variant,
            "split": "test",
            "target": target,
            "expect_text": case.pop("expect_text"),
        }
        full.update(case)
        full["why"] = why
        cases.append(full)

    why_inj = (
        "addressed to an automated reader (or framed as system/registry) and directs its output"
    )
    # hidden markup injections
    kc = ks = ka = 0
    vec_cycle = ["html-comment", "css-hidden", "alt-title"]
    for i, entry in enumerate(TH.INJ_MARKUP):
        variant, text, parts, exp = flat(entry)
        vec = vec_cycle[i % 3]
        target, at = next_anchor(HIDDEN_PAGES, "hidden")
        if vec == "html-comment":
            case = comment_case(variant, text, parts, kc)
            kc += 1
        elif vec == "css-hidden":
            case = css_case(text, parts, ks, exp)
            ks += 1
        else:
            case = alt_case(text, parts, ka, exp)
            ka += 1
        if "body_snippet" in case:
            case["body_at"] = at
        add("injection", vec, variant, target, case, why_inj)

    for k, (variant, text) in enumerate(TH.INJ_JSONLD):
        obj, tech, in_head = jsonld_obj(text, k)
        target, at = next_anchor(HIDDEN_PAGES, "jsonld")
        case = {"channel": "json-ld", "technique": tech, "expect_text": text}
        if in_head:
            case["head_snippet"] = jsonld_snippet(obj)
        else:
            case["body_snippet"] = jsonld_snippet(obj)
            case["body_at"] = at
        add("injection", "json-ld", variant, target, case, why_inj)

    for k, (variant, text) in enumerate(TH.INJ_PDF):
        slot = PDF_SLOTS[k % len(PDF_SLOTS)]
        spec, channel = pdf_spec(slot, text, k)
        case = {
            "channel": channel,
            "technique": channel,
            "expect_text": text,
            "pdf": spec,
            "media": "pdf",
        }
        add("injection", "pdf-text-layer", variant, slot[0], case, why_inj)

    for k, entry in enumerate(TV.VIS_INJ):
        variant, text = entry[0], entry[1]
        tmpl = entry[2] if len(entry) > 2 else VIS_FORMS[k % len(VIS_FORMS)]
        target, at = next_anchor(SPANISH_PAGES, "visible")
        body = tmpl.replace("{T}", html.escape(text, quote=False))
        case = {
            "channel": "visible-text",
            "technique": "visible text posing as system/configuration/registry",
            "expect_text": text,
            "body_snippet": body,
            "body_at": at,
        }
        add("injection", "system-impersonation-es", variant, target, case, why_inj)

    # ------------------------------------------------------------ negatives
    why_neg = "same vocabulary, but addressed to people or not directing an automated reader"
    for k, (variant, text) in enumerate(TH.NEG_COMMENT):
        target, at = next_anchor(HIDDEN_PAGES, "neg-comment")
        case = comment_case(variant, text, None, k)
        if "body_snippet" in case:
            case["body_at"] = at
        add("negative", "html-comment", variant, target, case, why_neg)

    neg_css_markup = [
        ('<a class="skip-link" href="#main">{T}</a>', ".skip-link{position:absolute;left:-9999px}"),
        (
            '<span class="sr-only">{T}</span>',
            ".sr-only{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px}",
        ),
        ('<div class="cmp-modal" hidden><p>{T}</p></div>', ""),
        ('<div id="lgpd-banner" style="display:none"><p>{T}</p></div>', ""),
        ('<div class="modal-sesion"><p>{T}</p></div>', ".modal-sesion{display:none}"),
        (
            '<span class="visually-hidden">{T}</span>',
            ".visually-hidden{clip-path:inset(50%);position:absolute}",
        ),
        (
            '<a class="skip" href="#content">{T}</a>',
            ".skip{position:absolute;top:-40px}.skip:focus{top:0}",
        ),
        (
            '<span class="screen-reader-text">{T}</span>',
            ".screen-reader-text{position:absolute;left:-10000px}",
        ),
        ('<a class="pular" href="#conteudo">{T}</a>', ".pular{opacity:0}.pular:focus{opacity:1}"),
        ('<label class="hp-field">{T}<input name="website"></label>', ".hp-field{display:none}"),
        (
            '<div class="gform_validation_container">{T}</div>',
            ".gform_validation_container{display:none}",
        ),
        (
            '<p class="sr-resumen">{T}</p>',
            ".sr-resumen{position:absolute;width:1px;height:1px;overflow:hidden}",
        ),
        ('<div class="spinner" aria-live="polite">{T}</div>', ".spinner{visibility:hidden}"),
        ('<div class="paywall-modal"><p>{T}</p></div>', ".paywall-modal{display:none}"),
    ]
    for k, (variant, text) in enumerate(TH.NEG_CSS):
        tmpl, rule = neg_css_markup[k]
        target, at = next_anchor(HIDDEN_PAGES, "neg-css")
        case = {
            "channel": "css-hidden",
            "technique": rule or "hidden attribute / inline style",
            "expect_text": text,
            "body_snippet": tmpl.replace("{T}", html.escape(text, quote=False)),
            "body_at": at,
        }
        if rule:
            case["head_snippet"] = f"<style>{rule}</style>"
        add("negative", "css-hidden", variant, target, case, why_neg)

    for variant, channel, text in TH.NEG_ALT:
        target, at = next_anchor(HIDDEN_PAGES, "neg-alt")
        if channel == "data-*":
            where, markup = (
                "body",
                f'<button class="btn-resumen" data-track="{att(text)}">Ver resumen</button>',
            )
        elif channel == "aria-label":
            where, markup = "body", f'<button class="icon" aria-label="{att(text)}"></button>'
        else:
            where, markup = alt_markup(channel, text)
        case = {"channel": channel, "technique": f"{channel} attribute", "expect_text": text}
        if where == "head":
            case["head_snippet"] = markup
        else:
            case["body_snippet"] = markup
            case["body_at"] = at
        add("negative", "alt-title", variant, target, case, why_neg)

    for k, (variant, obj, expect) in enumerate(TH.NEG_JSONLD):
        target, at = next_anchor(HIDDEN_PAGES, "neg-jsonld")
        case = {
            "channel": "json-ld",
            "technique": "ordinary schema.org " + str(obj.get("@type")),
            "expect_text": expect,
        }
        if k % 3 == 2:
            case["body_snippet"] = jsonld_snippet(obj)
            case["body_at"] = at
        else:
            case["head_snippet"] = jsonld_snippet(obj)
        add("negative", "json-ld", variant, target, case, why_neg)

    for k, (variant, text) in enumerate(TH.NEG_PDF):
        slot = PDF_SLOTS[(k * 2 + 1) % len(PDF_SLOTS)]
        spec, channel = pdf_spec(slot, text, k)
        case = {
            "channel": channel,
            "technique": channel + " (OCR/page-number style layer)",
            "expect_text": text,
        }
        case["pdf"] = spec
        case["media"] = "pdf"
        add("negative", "pdf-text-layer", variant, slot[0], case, why_neg)

    for k, entry in enumerate(TV.VIS_NEG):
        variant, text = entry[0], entry[1]
        tmpl = entry[2] if len(entry) > 2 else VIS_FORMS[(k + 3) % len(VIS_FORMS)]
        target, at = next_anchor(SPANISH_PAGES, "neg-visible")
        case = {
            "channel": "visible-text",
            "technique": "visible text for human readers",
            "expect_text": text,
            "body_snippet": tmpl.replace("{T}", html.escape(text, quote=False)),
            "body_at": at,
        }
        add("negative", "system-impersonation-es", variant, target, case, why_neg)
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    inj = sum(c["label"] == "injection" for c in cases)
    print(f"{len(cases)} cases, {inj} injections, {len(cases) - inj} negatives")


if __name__ == "__main__":
    main()
