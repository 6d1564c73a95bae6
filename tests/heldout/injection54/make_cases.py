"""Write ``cases.json`` for the injection54 corpus from the hand-written texts in ``texts.py``.

Deterministic: no randomness, targets, anchors and hiding techniques are assigned by
cycling through fixed lists. Run from anywhere:
``python tests/heldout/injection54/make_cases.py``.
"""

from __future__ import annotations

import itertools
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

# Paragraph ends ("</p>", n-th occurrence) that lie in each page's visible article body.
ANCHORS = {
    LN: list(range(6, 17)),
    UC: [3, 4, 5, 6, 10, 11, 12, 13],
    EC: [3, 4, 6, 7, 8, 9, 10, 11],
    LD: list(range(4, 24)),
    CN: list(range(3, 10)),
    BA: [4, 5, 6, 7],
    RS: [1],
}
ORDER = [LN, UC, EC, LD, CN, BA, RS]


def anchor_cycle() -> Any:
    """(target, occurrence) pairs, interleaving pages so that each gets a share."""
    seq = []
    for i in range(max(len(v) for v in ANCHORS.values())):
        for t in ORDER:
            occ = ANCHORS[t]
            seq.append((t, occ[i % len(occ)]))
    return itertools.cycle(seq)


def lang(variant: str) -> str:
    return variant.split("-")[0]


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
        "lang": lang(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


def body_at(occ: int) -> dict[str, Any]:
    return {"find": "</p>", "occurrence": occ, "where": "after"}


# ----------------------------------------------------------------- html-comment
def comment_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    anchors = anchor_cycle()
    for n, (variant, text) in enumerate(items, 1):
        target, occ = next(anchors)
        cid = f"{prefix}-html-comment-{n:03d}"
        if text.startswith("[if "):
            cond, rest = text[1:].split("] ", 1)
            expect = rest
            snippet = f"<!--[{cond}]><p>{rest}</p><![endif]-->"
            channel, tech = "conditional-comment", f"conditional comment <!--[{cond}]>…<![endif]-->"
        elif " || " in text:
            first, second = text.split(" || ", 1)
            expect = first
            snippet = f"<!--\n  {first}\n  {second}\n-->"
            channel, tech = "html-comment", "multi-line comment, addressee on the first line"
        else:
            expect = text
            snippet = f"<!-- {text} -->"
            channel, tech = "html-comment", "one-line comment"
        c = base(cid, label, "html-comment", channel, variant, target, expect, tech)
        if n % 5 == 0:
            c["head_snippet"] = snippet
            c["technique"] += ", before </head>"
        else:
            c["body_snippet"] = snippet
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------- css-hidden
def css_techniques(k: str, t: str) -> list[tuple[str | None, str, str]]:
    """(head_snippet, body_snippet, technique) for each hiding technique."""
    return [
        (
            f"<style>.{k}{{display:none}}</style>",
            f'<p class="{k}">{t}</p>',
            "class rule display:none in <style>",
        ),
        (None, f'<div style="display: none">{t}</div>', "inline display:none"),
        (None, f"<p hidden>{t}</p>", "hidden attribute"),
        (None, f'<p style="visibility:hidden;margin:0">{t}</p>', "inline visibility:hidden"),
        (None, f'<p style="opacity:0">{t}</p>', "inline opacity:0"),
        (
            f"<style>#{k}{{position:absolute;left:-9999px;top:auto}}</style>",
            f'<div id="{k}">{t}</div>',
            "id rule, off-screen left:-9999px",
        ),
        (None, f'<p style="font-size:1px;line-height:0">{t}</p>', "inline font-size:1px"),
        (
            f"<style>.{k} p{{text-indent:-10000px;overflow:hidden}}</style>",
            f'<div class="{k}"><p>{t}</p></div>',
            "descendant rule text-indent:-10000px",
        ),
        (
            None,
            f'<div style="height:0;overflow:hidden">{t}</div>',
            "inline height:0 + overflow:hidden",
        ),
        (
            f"<style>.{k}{{position:absolute;width:1px;height:1px;clip:rect(0 0 0 0);overflow:hidden}}</style>",
            f'<span class="{k}">{t}</span>',
            "class rule clip:rect(0 0 0 0)",
        ),
        (
            None,
            f'<p style="clip-path:inset(100%);position:absolute">{t}</p>',
            "inline clip-path:inset(100%)",
        ),
        (
            f"<style>.{k}{{color:#fff;background:#fff}}</style>",
            f'<p class="{k}">{t}</p>',
            "class rule white text on white background",
        ),
        (
            f"<style>.{k}{{visibility:hidden}}</style>",
            f'<section class="{k}"><div><p>{t}</p></div></section>',
            "inherited visibility:hidden from an ancestor class",
        ),
        (
            None,
            f'<div style="display:none"><ul><li>{t}</li></ul></div>',
            "inherited display:none from ancestor",
        ),
        (
            f"<style>[data-{k}]{{font-size:0}}</style>",
            f'<p data-{k}="1">{t}</p>',
            "attribute-selector rule font-size:0",
        ),
        (None, f'<p style="color:#FFFFFF">{t}</p>', "inline white text (page background is white)"),
    ]


def css_cases(
    items: list[tuple[str, str]], label: str, prefix: str, shift: int
) -> list[dict[str, Any]]:
    out = []
    anchors = anchor_cycle()
    for n, (variant, text) in enumerate(items, 1):
        target, occ = next(anchors)
        cid = f"{prefix}-css-hidden-{n:03d}"
        k = f"r54{prefix[:3]}{n:03d}"
        techs = css_techniques(k, text)
        head, body, tech = techs[(n + shift) % len(techs)]
        c = base(cid, label, "css-hidden", "css-hidden", variant, target, text, tech)
        if n % 7 == 3:  # inside an existing paragraph instead of a new element
            c["technique"] = "inline display:none span inside an existing paragraph"
            c["inline_edits"] = [
                {
                    "find": "</p>",
                    "occurrence": occ,
                    "where": "before",
                    "text": f'<span style="display:none"> {text}</span>',
                }
            ]
        else:
            if head:
                c["head_snippet"] = head
            c["body_snippet"] = body
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------- alt-title
def alt_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    anchors = anchor_cycle()
    kinds = [
        "alt",
        "title",
        "aria-label",
        "data-*",
        "meta-description",
        "og:description",
        "alt",
        "title-h1",
        "twitter:description",
        "aria-label",
        "data-*",
        "og:title",
    ]
    for n, (variant, text) in enumerate(items, 1):
        target, occ = next(anchors)
        cid = f"{prefix}-alt-title-{n:03d}"
        kind = kinds[(n - 1) % len(kinds)]
        inj = label == "injection"
        c = base(cid, label, "alt-title", kind, variant, target, text, "")
        if kind == "alt":
            c["body_snippet"] = (
                f'<figure><img src="/media/r54-{n}.jpg" alt="{text}" width="640" height="360"></figure>'
            )
            c["technique"] = "alt of a new <img> in the article"
        elif kind == "title":
            link = (
                "Leer más"
                if lang(variant) == "es"
                else ("Leia mais" if lang(variant) == "pt" else "Read more")
            )
            c["body_snippet"] = f'<p><a href="/r54/{n}" title="{text}">{link}</a></p>'
            c["technique"] = "title of a link"
        elif kind == "title-h1":
            c["channel"] = "title"
            c["inline_edits"] = [
                {"find": "<h1", "occurrence": 1, "where": "after", "text": f' title="{text}"'}
            ]
            c["technique"] = "title attribute added to the page's existing <h1>"
        elif kind == "aria-label":
            c["body_snippet"] = (
                f'<button type="button" class="btn-r54" aria-label="{text}">&#9733;</button>'
            )
            c["technique"] = "aria-label of an icon button"
        elif kind == "data-*":
            attr = "data-ai-context" if inj else "data-analytics-label"
            c["body_snippet"] = f'<div class="card-r54" {attr}="{text}"></div>'
            c["technique"] = f"{attr} attribute of an empty div"
        elif kind == "meta-description":
            c["head_snippet"] = f'<meta name="description" content="{text}">'
            c["technique"] = "second <meta name=description> before </head>"
        elif kind in ("og:description", "og:title"):
            c["head_snippet"] = f'<meta property="{kind}" content="{text}">'
            c["technique"] = f"<meta property={kind}> before </head>"
        elif kind == "twitter:description":
            c["head_snippet"] = f'<meta name="twitter:description" content="{text}">'
            c["technique"] = "<meta name=twitter:description> before </head>"
        if "body_snippet" in c:
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------- json-ld
def jsonld_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    out = []
    anchors = anchor_cycle()
    inj = label == "injection"
    for n, (variant, text) in enumerate(items, 1):
        target, occ = next(anchors)
        cid = f"{prefix}-json-ld-{n:03d}"
        kind = (n - 1) % 7
        if not inj and "? " in text and kind != 6:
            kind = 4
        elif not inj and kind == 4:
            kind = 0
        c = base(cid, label, "json-ld", "json-ld", variant, target, text, "")
        ctx = "https://schema.org"
        if kind == 0:
            doc = {
                "@context": ctx,
                "@type": "NewsArticle",
                "headline": "Nota r54",
                "datePublished": "2024-03-11",
                ("instrucciones" if inj else "description"): text,
            }
            tech = (
                "NewsArticle, field 'instrucciones' (not schema.org)"
                if inj
                else "NewsArticle.description"
            )
        elif kind == 1:
            doc = {
                "@context": ctx,
                "@type": "Product",
                "name": "Artículo r54",
                "description": text if not inj else "Producto de catálogo.",
                **({"aiGuidance": {"@type": "PropertyValue", "value": text}} if inj else {}),
                "offers": {"@type": "Offer", "price": "499.00", "priceCurrency": "MXN"},
            }
            tech = "Product, invented 'aiGuidance' PropertyValue" if inj else "Product.description"
        elif kind == 2:
            doc = {
                "@context": ctx,
                "@type": "Organization",
                "name": "Empresa r54",
                ("disambiguatingDescription" if inj else "description"): text,
                "url": "https://example.test/",
            }
            tech = (
                "Organization.disambiguatingDescription holding the sentence"
                if inj
                else "Organization.description"
            )
        elif kind == 3:
            doc = {
                "@context": ctx,
                "@type": "Review",
                "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                "reviewBody": text,
                "author": {"@type": "Person", "name": "Cliente"},
            }
            tech = "Review.reviewBody"
        elif kind == 4:
            if inj:
                doc = {
                    "@context": ctx,
                    "@type": "WebPage",
                    "name": "Página r54",
                    "x-llm-config": {"mode": "strict", "prompt": text},
                }
                tech = "WebPage, invented 'x-llm-config.prompt'"
            else:
                q, _, a = text.partition("? ")
                doc = {
                    "@context": ctx,
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": (q + "?") if a else "Pregunta frecuente",
                            "acceptedAnswer": {"@type": "Answer", "text": a or text},
                        }
                    ],
                }
                text = a or text
                c["expect_text"] = text
                tech = "FAQPage acceptedAnswer"
        elif kind == 5:
            if inj:
                doc = {
                    "@context": ctx,
                    "@type": "Article",
                    "headline": "Artículo r54",
                    "about": {"@type": "Thing", "name": "política editorial"},
                    "abstract": text,
                }
                tech = "Article.abstract holding the sentence"
            else:
                doc = {
                    "@context": ctx,
                    "@type": "HowTo",
                    "name": "Cambio de filtro",
                    "step": [{"@type": "HowToStep", "text": text}],
                }
                tech = "HowTo step text"
        else:
            # microdata in the body instead of JSON-LD
            itemtype = "Organization" if inj else "Product"
            c["channel"] = "microdata"
            c["body_snippet"] = (
                f'<div itemscope itemtype="https://schema.org/{itemtype}">'
                f'<meta itemprop="{"slogan" if inj else "description"}" content="{text}"></div>'
            )
            c["body_at"] = body_at(occ)
            c["technique"] = "microdata <meta itemprop> in the body"
            out.append(c)
            continue
        c["technique"] = tech
        c["head_snippet"] = (
            '<script type="application/ld+json">'
            + json.dumps(doc, ensure_ascii=False)
            + "</script>"
        )
        out.append(c)
    return out


# ----------------------------------------------------------------- pdf
P = "pdf/"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
BOOK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

PDF_SLOTS = [
    (CAT, 1, "render-mode-3"),
    (IRS, 17, "transparent"),
    (BOOK, 1, "under-image"),
    (FEDREG, 3, "off-page"),
    (FBI, 1, "render-mode-3"),
    (IRS, 120, "white-text"),
    (BROCH, 1, "under-image"),
    (FEDREG, 7, "covered"),
    (LETTER, 1, "render-mode-3"),
    (GRAPH, 1, "transparent"),
    (IRS, 250, "off-page"),
    (CAT, 1, "white-text"),
    (FEDREG, 11, "render-mode-3"),
    (IRS, 333, "covered"),
    (BOOK, 1, "render-mode-3"),
    (FBI, 1, "off-page"),
    (IRS, 2, "render-mode-3"),
    (FEDREG, 15, "transparent"),
    (LETTER, 1, "under-image"),
    (BROCH, 1, "transparent"),
    (IRS, 399, "white-text"),
]


def pdf_spec(target: str, page: int, channel: str, text: str) -> tuple[dict[str, Any], str]:
    import pypdfium2 as pdfium

    root = Path("/work/shared/captures")
    import os

    root = Path(os.environ.get("HELDOUT_CAPTURES", root))
    doc = pdfium.PdfDocument(str(root / target))
    w, h = doc[page - 1].get_size()
    doc.close()
    spec: dict[str, Any] = {"page": page, "text": text, "size": 7, "x": 36.0, "y": h / 2}
    if channel == "render-mode-3":
        spec["render_mode"] = 3
        tech = "text render mode 3 (invisible) over the page body"
    elif channel == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        tech = "fill alpha 0 (fully transparent) over the page body"
    elif channel == "under-image":
        spec["z"] = "bottom"
        spec["size"] = 9
        tech = "black text inserted under the full-page scanned image"
    elif channel == "off-page":
        spec["x"] = w + 400.0
        tech = f"black text at x={w + 400:.0f}, outside the {w:.0f}-pt wide page"
    elif channel == "white-text":
        spec["fill"] = [255, 255, 255, 255]
        spec["y"] = 5.0
        spec["size"] = 4
        tech = "white 4-pt text in the blank bottom margin (y=5)"
    elif channel == "covered":
        spec["y"] = 6.0
        spec["size"] = 4
        spec["cover"] = [255, 255, 255]
        tech = "black 4-pt text in the bottom margin covered by an opaque white rectangle"
    return spec, tech


def pdf_cases(
    items: list[tuple[str, str]], label: str, prefix: str, shift: int
) -> list[dict[str, Any]]:
    out = []
    for n, (variant, text) in enumerate(items, 1):
        target, page, channel = PDF_SLOTS[(n - 1 + shift) % len(PDF_SLOTS)]
        cid = f"{prefix}-pdf-text-layer-{n:03d}"
        spec, tech = pdf_spec(target, page, channel, text)
        c = base(cid, label, "pdf-text-layer", channel, variant, target, text, tech)
        c["media"] = "pdf"
        c["pdf"] = spec
        out.append(c)
    return out


# ----------------------------------------------------------------- visible Spanish
def sys_cases(items: list[tuple[str, str]], label: str, prefix: str) -> list[dict[str, Any]]:
    forms = [
        ('<p class="aviso-sistema">{t}</p>', "paragraph"),
        ('<div class="alerta" role="status">{t}</div>', "status banner"),
        ("<blockquote>{t}</blockquote>", "blockquote"),
        ('<table class="verificacion"><tr><td>{t}</td></tr></table>', "one-cell table"),
        ("<p><small>{t}</small></p>", "footnote in <small>"),
        ('<aside class="nota">{t}</aside>', "aside box"),
        ("<ul><li>{t}</li></ul>", "list item"),
        ('<p class="estado"><code>{t}</code></p>', "key=value status line in <code>"),
    ]
    out = []
    anchors = anchor_cycle()
    for n, (variant, text) in enumerate(items, 1):
        target, occ = next(anchors)
        if target in (BA, RS) and label == "negative":
            target, occ = next(anchors)
        cid = f"{prefix}-system-impersonation-es-{n:03d}"
        if "=" in text:
            form, what = forms[7]
        else:
            form, what = forms[(n - 1) % 7]
        c = base(
            cid,
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            target,
            text,
            f"visible {what} in the article body",
        )
        c["body_snippet"] = form.format(t=text)
        c["body_at"] = body_at(occ)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", "inj54")
    cases += css_cases(T.CSS_INJ, "injection", "inj54", 0)
    cases += alt_cases(T.ALT_INJ, "injection", "inj54")
    cases += jsonld_cases(T.JSONLD_INJ, "injection", "inj54")
    cases += pdf_cases(T.PDF_INJ, "injection", "inj54", 0)
    cases += sys_cases(T.SYS_INJ, "injection", "inj54")
    cases += comment_cases(T.COMMENT_NEG, "negative", "neg54")
    cases += css_cases(T.CSS_NEG, "negative", "neg54", 5)
    cases += alt_cases(T.ALT_NEG, "negative", "neg54")
    cases += jsonld_cases(T.JSONLD_NEG, "negative", "neg54")
    cases += pdf_cases(T.PDF_NEG, "negative", "neg54", 3)
    cases += sys_cases(T.SYS_NEG, "negative", "neg54")
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
