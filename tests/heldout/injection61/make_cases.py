# ruff: noqa: E501
"""Write ``cases.json`` for the twenty-eighth held-out injection corpus (deterministic).

Run from the repository root: ``python tests/heldout/injection61/make_cases.py``.
Texts live in ``texts_hidden.py`` and ``texts_visible.py``; this file only chooses,
in a fixed round-robin, the capture, the anchor and the hiding technique of each case.
"""

from __future__ import annotations

import html
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(name: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        f"heldout_injection61_{name}", HERE / f"{name}.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


T = _load("texts_hidden")
V = _load("texts_visible")

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ELC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: ``</p>`` occurrences that close a paragraph of the visible article body (checked by
#: parsing each capture: none lies in a menu, script, modal, hidden comments box or footer).
VISIBLE_P = {
    BAFA: [4, 5, 6, 7],
    RS: [1],
    LN: list(range(7, 17)),
    UNO: [1, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13],
    ELC: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    LD: list(range(4, 21)),
    CNET: [5, 6, 7, 8, 9, 10],
}
#: Spanish pages first: the round-robin below visits pages, then anchors.
PAGE_ORDER = [UNO, LN, ELC, LD, CNET, BAFA, RS]


def anchors() -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    depth = max(len(v) for v in VISIBLE_P.values())
    for k in range(depth):
        for page in PAGE_ORDER:
            occ = VISIBLE_P[page]
            if k < len(occ):
                out.append((page, occ[k]))
    return out


ANCHORS = anchors()


def anchor(i: int, salt: int, pages: list[str] | None = None) -> tuple[str, dict[str, Any]]:
    pool = [a for a in ANCHORS if pages is None or a[0] in pages]
    page, occ = pool[(i * 5 + salt) % len(pool)]
    return page, {"find": "</p>", "occurrence": occ, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(text: str) -> str:
    return html.escape(text, quote=True)


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


def cid(label: str, vector: str, n: int) -> str:
    return f"{'inj' if label == 'injection' else 'neg'}61-{vector}-{n:03d}"


# ------------------------------------------------------------------ html-comment


def comment_cases(entries: list[tuple[str, ...]], label: str, salt: int) -> list[dict[str, Any]]:
    out = []
    techniques = ["comment", "conditional", "head-comment", "inline-comment"]
    k = 0
    for i, entry in enumerate(entries):
        variant, first, *rest = entry
        for part in (first, *rest):
            assert "--" not in part and ">" not in part, part
        page, at = anchor(i, salt)
        if rest:
            tech = "multi-line"
        else:
            tech = techniques[k % len(techniques)]
            k += 1
        c = base(
            cid(label, "html-comment", i + 1),
            label,
            "html-comment",
            "html-comment",
            variant,
            page,
            first,
            tech,
        )
        if tech == "multi-line":
            body = "<!--\n  " + "\n  ".join((first, *rest)) + "\n-->"
            c.update(body_snippet=body, body_at=at)
        elif tech == "comment":
            c.update(body_snippet=f"<!-- {first} -->", body_at=at)
        elif tech == "conditional":
            c["channel"] = "conditional-comment"
            c.update(body_snippet=f"<!--[if lt IE 9]><p>{first}</p><![endif]-->", body_at=at)
        elif tech == "head-comment":
            c.update(head_snippet=f"<!-- {first} -->")
        else:
            c["inline_edits"] = [dict(at, text=f"<!-- {first} -->")]
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden

CSS_TECHS = [
    "inline display:none",
    "inline visibility:hidden",
    "hidden attribute",
    "inline opacity:0",
    "inline font-size:0",
    "text-indent off-screen",
    "absolute left:-10000px",
    "height:0 overflow:hidden",
    "clip rect(0 0 0 0)",
    "clip-path inset(50%)",
    "white on white",
    "<style> class rule display:none",
    "<style> id rule visibility:hidden",
    "<style> descendant rule font-size:1px",
    "inherited opacity:0 from parent",
    "page's own .hide class",
    "<style> attribute-selector rule, off-screen",
]


def css_case(c: dict[str, Any], text: str, tech: str, n: int, at: dict[str, Any]) -> None:
    t = html.escape(text, quote=False)
    style = None
    if tech == "inline display:none":
        body = f'<div style="display:none">{t}</div>'
    elif tech == "inline visibility:hidden":
        body = f'<p><span style="visibility: hidden">{t}</span></p>'
    elif tech == "hidden attribute":
        body = f"<div hidden>{t}</div>"
    elif tech == "inline opacity:0":
        body = f'<p style="opacity:0;margin:0">{t}</p>'
    elif tech == "inline font-size:0":
        body = f'<p style="font-size:0px;line-height:0">{t}</p>'
    elif tech == "text-indent off-screen":
        body = f'<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>'
    elif tech == "absolute left:-10000px":
        body = f'<div style="position:absolute;left:-10000px;top:auto;width:1px">{t}</div>'
    elif tech == "height:0 overflow:hidden":
        body = f'<div style="height:0;overflow:hidden">{t}</div>'
    elif tech == "clip rect(0 0 0 0)":
        body = f'<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>'
    elif tech == "clip-path inset(50%)":
        body = f'<div style="clip-path:inset(50%);position:absolute;width:1px;height:1px">{t}</div>'
    elif tech == "white on white":
        body = f'<p style="color:#ffffff;background-color:#ffffff">{t}</p>'
    elif tech == "<style> class rule display:none":
        style = f"<style>.nota-pie-{n}{{display:none}}</style>"
        body = f'<p class="nota-pie-{n}">{t}</p>'
    elif tech == "<style> id rule visibility:hidden":
        style = f"<style>#bloque-{n}{{visibility:hidden;height:0}}</style>"
        body = f'<div id="bloque-{n}">{t}</div>'
    elif tech == "<style> descendant rule font-size:1px":
        style = f"<style>.apoyo-{n} span{{font-size:1px;color:transparent}}</style>"
        body = f'<div class="apoyo-{n}"><span>{t}</span></div>'
    elif tech == "inherited opacity:0 from parent":
        body = f'<section style="opacity:0;height:1px"><div><p>{t}</p></div></section>'
    elif tech == "page's own .hide class":
        body = f'<div class="hide">{t}</div>'
    elif tech == "<style> attribute-selector rule, off-screen":
        style = f'<style>[data-slot="s{n}"]{{position:fixed;top:-5000px}}</style>'
        body = f'<aside data-slot="s{n}">{t}</aside>'
    else:
        raise AssertionError(tech)
    if style:
        c["head_snippet"] = style
    c.update(body_snippet=body, body_at=at)


def css_cases(entries: list[tuple[str, str]], label: str, salt: int) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(entries):
        tech = CSS_TECHS[(i + salt) % len(CSS_TECHS)]
        # unocero defines .hide{display:none !important} in its own <style>
        page, at = anchor(i, salt, [UNO] if tech == "page's own .hide class" else None)
        c = base(
            cid(label, "css-hidden", i + 1),
            label,
            "css-hidden",
            "css-hidden",
            variant,
            page,
            text,
            tech,
        )
        css_case(c, text, tech, i + 1 + (100 if label == "negative" else 0), at)
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title

#: Existing image attributes that may be rewritten in place.
ALT_EDITS = [
    (UNO, 'alt="" class="wp-image-593899"', 'alt="{t}" class="wp-image-593899"'),
    (CNET, 'alt="twitter-lite"', 'alt="{t}"'),
    (RS, 'alt="Tragwerksplanung"', 'alt="{t}"'),
    (LD, 'alt="Logo de la diaria" width="119"', 'alt="{t}" width="119"'),
    (UNO, 'alt="" class="wp-image-593902"', 'alt="{t}" class="wp-image-593902"'),
]

ALT_TECHS = [
    "img alt",
    "span title",
    "aria-label",
    "data-*",
    "meta-description",
    "og:description",
    "twitter:description",
    "rewrite alt",
    "img title",
    "og:title",
]


def alt_cases(entries: list[tuple[str, str]], label: str, salt: int) -> list[dict[str, Any]]:
    out = []
    k = 0
    for i, (variant, text) in enumerate(entries):
        tech = ALT_TECHS[(i + salt) % len(ALT_TECHS)]
        t = esc(text)
        page, at = anchor(i, salt)
        channel = {
            "img alt": "alt",
            "span title": "title",
            "aria-label": "aria-label",
            "data-*": "data-*",
            "meta-description": "meta-description",
            "og:description": "og:description",
            "twitter:description": "twitter:description",
            "rewrite alt": "alt",
            "img title": "title",
            "og:title": "og:title",
        }[tech]
        c = base(
            cid(label, "alt-title", i + 1), label, "alt-title", channel, variant, page, text, tech
        )
        if tech == "img alt":
            c.update(
                body_snippet=f'<figure><img src="/media/ilustracion-{i + 1}.jpg" width="640" height="360" alt="{t}"></figure>',
                body_at=at,
            )
        elif tech == "span title":
            c.update(body_snippet=f'<p><a href="#fuentes" title="{t}">Fuentes</a></p>', body_at=at)
        elif tech == "aria-label":
            c.update(body_snippet=f'<div role="region" aria-label="{t}"></div>', body_at=at)
        elif tech == "data-*":
            c.update(body_snippet=f'<div class="widget" data-nota="{t}"></div>', body_at=at)
        elif tech == "meta-description":
            c.update(head_snippet=f'<meta name="description" content="{t}">')
        elif tech in ("og:description", "og:title"):
            c.update(head_snippet=f'<meta property="{tech}" content="{t}">')
        elif tech == "twitter:description":
            c.update(head_snippet=f'<meta name="twitter:description" content="{t}">')
        elif tech == "rewrite alt":
            page, find, repl = ALT_EDITS[k % len(ALT_EDITS)]
            k += 1
            c["target"] = page
            c["inline_edits"] = [{"find": find, "where": "replace", "text": repl.format(t=t)}]
        elif tech == "img title":
            c.update(
                body_snippet=f'<p><img src="/media/grafico-{i + 1}.png" alt="Gráfico" title="{t}"></p>',
                body_at=at,
            )
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld

INVENTED = [
    "instructions",
    "assistantNote",
    "llmPolicy",
    "aiSummaryHint",
    "botDirective",
    "notaParaModelos",
    "x-answer-policy",
]
JSONLD_TECHS = [
    "invented field",
    "description",
    "invented field",
    "body script abstract",
    "reviewBody",
    "FAQ answer",
    "microdata",
    "invented nested field",
]


def jsonld_snippet(doc: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(doc, ensure_ascii=False) + "</script>"


def jsonld_cases(entries: list[tuple[str, str]], label: str, salt: int) -> list[dict[str, Any]]:
    out = []
    neg = label == "negative"
    for i, (variant, text) in enumerate(entries):
        assert '"' not in text and "\\" not in text and "<" not in text, text
        tech = JSONLD_TECHS[(i + salt) % len(JSONLD_TECHS)]
        if neg and tech.startswith("invented"):
            tech = "description"  # negatives use the schema.org vocabulary only
        page, at = anchor(i, salt)
        c = base(
            cid(label, "json-ld", i + 1), label, "json-ld", "json-ld", variant, page, text, tech
        )
        ctx = "https://schema.org"
        if tech == "invented field":
            key = INVENTED[i % len(INVENTED)]
            doc = {
                "@context": ctx,
                "@type": "Organization",
                "name": "Redacción",
                "url": "https://example.test/",
                key: text,
            }
            c["head_snippet"] = jsonld_snippet(doc)
            c["technique"] = f"invented field {key!r} in Organization"
        elif tech == "invented nested field":
            doc = {
                "@context": ctx,
                "@type": "WebPage",
                "name": "Nota",
                "potentialAction": {"@type": "ReadAction", "x-config": {"modelo": text}},
            }
            c["head_snippet"] = jsonld_snippet(doc)
        elif tech == "description":
            typ = ["NewsArticle", "Organization", "WebPage", "Article"][i % 4]
            doc = {
                "@context": ctx,
                "@type": typ,
                "headline" if "Article" in typ else "name": "Nota",
                "description": text,
                "inLanguage": variant,
            }
            c["head_snippet"] = jsonld_snippet(doc)
            c["technique"] = f"sentence in {typ}.description"
        elif tech == "body script abstract":
            doc = {"@context": ctx, "@type": "WebPage", "abstract": text}
            c.update(body_snippet=jsonld_snippet(doc), body_at=at)
        elif tech == "reviewBody":
            doc = {
                "@context": ctx,
                "@type": "Product",
                "name": "Producto",
                "review": {
                    "@type": "Review",
                    "author": {"@type": "Person", "name": "Equipo"},
                    "reviewBody": text,
                },
            }
            c["head_snippet"] = jsonld_snippet(doc)
        elif tech == "FAQ answer":
            doc = {
                "@context": ctx,
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Es confiable?",
                        "acceptedAnswer": {"@type": "Answer", "text": text},
                    }
                ],
            }
            c["head_snippet"] = jsonld_snippet(doc)
        elif tech == "microdata":
            c["channel"] = "microdata"
            c.update(
                body_snippet=f'<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Redacción"><meta itemprop="description" content="{esc(text)}"></div>',
                body_at=at,
            )
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf-text-layer

P = "pdf/"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

#: (technique, channel, target, page, spec). Margins were measured by rendering: the
#: Federal Register pages are blank below y=50 pt, the catalogue below y=45 pt, IRS pages
#: 2 and 400 are blank; the scanned pages are one full-page opaque image.
PDF_SLOTS: list[tuple[str, str, str, int, dict[str, Any]]] = [
    (
        "render mode 3 over the table",
        "render-mode-3",
        CAT,
        1,
        {"x": 60, "y": 300, "size": 8, "render_mode": 3},
    ),
    (
        "text under the scanned image",
        "under-image",
        HUCK,
        1,
        {"x": 20, "y": 200, "size": 9, "z": "bottom"},
    ),
    (
        "white text in blank bottom margin",
        "white-text",
        FEDREG,
        3,
        {"x": 48, "y": 20, "size": 6, "fill": [255, 255, 255, 255]},
    ),
    (
        "fully transparent fill",
        "transparent",
        IRS,
        57,
        {"x": 72, "y": 10, "size": 7, "fill": [0, 0, 0, 0]},
    ),
    ("off-page, right of the media box", "off-page", FBI, 1, {"x": 1400, "y": 300, "size": 9}),
    (
        "text covered by a white rectangle in the margin",
        "covered",
        CAT,
        1,
        {"x": 40, "y": 18, "size": 7, "cover": [255, 255, 255]},
    ),
    (
        "render mode 3 in the header area",
        "render-mode-3",
        IRS,
        3,
        {"x": 72, "y": 780, "size": 6, "render_mode": 3},
    ),
    (
        "text under the scanned image",
        "under-image",
        LETTER,
        1,
        {"x": 10, "y": 150, "size": 7, "z": "bottom"},
    ),
    (
        "white text on a blank page",
        "white-text",
        IRS,
        2,
        {"x": 72, "y": 400, "size": 10, "fill": [255, 255, 255, 255]},
    ),
    ("off-page, below the media box", "off-page", FEDREG, 9, {"x": 50, "y": -400, "size": 9}),
    (
        "render mode 3 over the chart",
        "render-mode-3",
        GRAPH,
        1,
        {"x": 30, "y": 150, "size": 8, "render_mode": 3},
    ),
    (
        "text under the scanned image",
        "under-image",
        BROCH,
        1,
        {"x": 90, "y": 400, "size": 9, "z": "bottom"},
    ),
    (
        "fully transparent fill",
        "transparent",
        FEDREG,
        14,
        {"x": 48, "y": 380, "size": 8, "fill": [255, 0, 0, 0]},
    ),
    (
        "text covered by a white rectangle on a blank page",
        "covered",
        IRS,
        400,
        {"x": 72, "y": 300, "size": 10, "cover": [255, 255, 255]},
    ),
    (
        "render mode 3 in the bottom margin",
        "render-mode-3",
        FBI,
        1,
        {"x": 40, "y": 6, "size": 6, "render_mode": 3},
    ),
    (
        "text under the scanned image",
        "under-image",
        GRAPH,
        1,
        {"x": 40, "y": 60, "size": 7, "z": "bottom"},
    ),
    (
        "white text in blank bottom margin",
        "white-text",
        CAT,
        1,
        {"x": 40, "y": 25, "size": 7, "fill": [255, 255, 255, 255]},
    ),
    (
        "render mode 3 over the body text",
        "render-mode-3",
        FEDREG,
        1,
        {"x": 48, "y": 30, "size": 7, "render_mode": 3},
    ),
    ("off-page, left of the media box", "off-page", IRS, 120, {"x": -1500, "y": 400, "size": 9}),
]


def pdf_cases(entries: list[tuple[str, str]], label: str, salt: int) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(entries):
        tech, channel, target, page, spec = PDF_SLOTS[(i * 3 + salt) % len(PDF_SLOTS)]
        c = base(
            cid(label, "pdf-text-layer", i + 1),
            label,
            "pdf-text-layer",
            channel,
            variant,
            target,
            text,
            tech,
        )
        c["media"] = "pdf"
        c["pdf"] = dict(spec, page=page, text=text)
        out.append(c)
    return out


# ------------------------------------------------------------------ system-impersonation-es


def visible_snippet(form: str, text: str) -> str:
    t = html.escape(text, quote=False)
    return {
        "p": f"<p>{t}</p>",
        "div": f'<div class="recuadro" style="border:1px solid #ccc;padding:8px;margin:12px 0">{t}</div>',
        "li": f"<ul><li>{t}</li></ul>",
        "status": f"<p><code>{t}</code></p>",
        "td": f"<table><tr><th>Estado</th><td>{t}</td></tr></table>",
        "small": f"<p><small>{t}</small></p>",
        "h3": f"<h3>{t}</h3>",
        "blockquote": f"<blockquote><p>{t}</p></blockquote>",
    }[form]


def visible_cases(
    entries: list[tuple[str, str, str]], label: str, salt: int
) -> list[dict[str, Any]]:
    out = []
    spanish = [UNO, LN, ELC, LD, CNET]
    for i, (variant, form, text) in enumerate(entries):
        page, at = anchor(i, salt, spanish)
        c = base(
            cid(label, "system-impersonation-es", i + 1),
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            page,
            text,
            f"visible <{form}>",
        )
        c.update(body_snippet=visible_snippet(form, text), body_at=at)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", 0)
    cases += comment_cases(T.COMMENT_NEG, "negative", 3)
    cases += css_cases(T.CSS_INJ, "injection", 0)
    cases += css_cases(T.CSS_NEG, "negative", 5)
    cases += alt_cases(T.ALT_INJ, "injection", 0)
    cases += alt_cases(T.ALT_NEG, "negative", 2)
    cases += jsonld_cases(T.JSONLD_INJ, "injection", 0)
    cases += jsonld_cases(T.JSONLD_NEG, "negative", 1)
    cases += pdf_cases(T.PDF_INJ, "injection", 0)
    cases += pdf_cases(T.PDF_NEG, "negative", 1)
    cases += visible_cases(V.SI_INJ, "injection", 0)
    cases += visible_cases(V.SI_NEG, "negative", 2)
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
