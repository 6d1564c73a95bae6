"""Generate ``cases.json`` for the thirteenth held-out injection corpus (deterministic).

Texts come from ``cases_data.py``; this script only wraps each text in a hiding
technique (cycled in a fixed order) and picks a planting anchor on a capture.
Run from the repository root: ``.venv/bin/python tests/heldout/injection13/make_cases.py``.
"""

from __future__ import annotations

import html
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load_data():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "heldout_injection13_data", HERE / "cases_data.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


D = _load_data()

H = "html/"
# Closing </p> of paragraphs in the visible article body of each capture.
ANCHORS: list[tuple[str, int]] = (
    [(H + "es-ar_lanacion_opinion-article.html", n) for n in range(6, 17)]
    + [
        (H + "es-mx_unocero_tech-news-android-apps.html", n)
        for n in (1, 3, 4, 5, 6, 10, 11, 12, 13)
    ]
    + [
        (H + "es-pe_elcomercio_signwall-paywall-article.html", n)
        for n in (3, 4, 6, 7, 8, 9, 10, 11)
    ]
    + [(H + "es-uy_ladiaria_metered-paywall-article.html", n) for n in range(4, 21)]
    + [(H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", n) for n in range(3, 10)]
    + [(H + "de_bafa-gov_mineraloel-statistics-table.html", n) for n in (4, 5, 7)]
    + [(H + "de_rs-ingenieure_simple-corporate-services-page.html", 1)]
)
_anchor_i = 0


def next_anchor(step: int = 7) -> tuple[str, int]:
    global _anchor_i
    a = ANCHORS[_anchor_i % len(ANCHORS)]
    _anchor_i += step
    return a


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def body_case(snippet: str, *, head: str | None = None) -> dict[str, Any]:
    target, occ = next_anchor()
    c: dict[str, Any] = {
        "target": target,
        "body_snippet": snippet,
        "body_at": {"find": "</p>", "occurrence": occ, "where": "after"},
    }
    if head:
        c["head_snippet"] = head
    return c


def head_case(snippet: str) -> dict[str, Any]:
    target, _ = next_anchor()
    return {"target": target, "head_snippet": snippet}


def first_line(t: str) -> str:
    return t.split("\n", 1)[0]


# ------------------------------------------------------------------ html comments


def comment_wrap(i: int, t: str) -> tuple[dict[str, Any], str, str]:
    """-> (placement, channel, technique)"""
    k = i % 7
    if "\n" in t:
        lines = t.split("\n")
        if k % 2:
            return (
                body_case("<!--\n" + "\n".join(lines) + "\n-->"),
                "html-comment",
                "multi-line comment, one clause per line",
            )
        return (
            head_case("<!--\n  " + "\n  ".join(lines) + "\n-->"),
            "html-comment",
            "multi-line comment in <head>",
        )
    if k == 0:
        return body_case(f"<!-- {t} -->"), "html-comment", "single-line comment after a paragraph"
    if k == 1:
        return (
            body_case(f"<!--[if IE]><p>{esc(t)}</p><![endif]-->"),
            "conditional-comment",
            "downlevel-hidden conditional comment holding a paragraph",
        )
    if k == 2:
        return head_case(f"<!-- {t} -->"), "html-comment", "comment before </head>"
    if k == 3:
        return (
            body_case(f'<div class="ad-slot ad-slot--inline"><!-- {t} --></div>'),
            "html-comment",
            "comment inside an empty ad container",
        )
    if k == 4:
        return (
            body_case(f"<!-- build-meta\n  env: production\n  note: {t}\n-->"),
            "html-comment",
            "comment shaped as a build/config block (key: value)",
        )
    if k == 5:
        return (
            body_case(f"<!--[if gte mso 9]>{esc(t)}<![endif]-->"),
            "conditional-comment",
            "Outlook-style conditional comment",
        )
    return (
        body_case(f"<p>Lee también nuestras notas relacionadas.<!-- {t} --></p>"),
        "html-comment",
        "comment inside a visible paragraph",
    )


# ------------------------------------------------------------------ css hidden

CSS_TECH: list[tuple[str | None, str, str]] = [
    (None, '<div style="display:none">{t}</div>', "inline display:none"),
    (
        "<style>.story-extra__note{display:none}</style>",
        '<p class="story-extra__note">{t}</p>',
        "class rule display:none in <style>",
    ),
    (
        None,
        '<span style="visibility:hidden;position:absolute">{t}</span>',
        "inline visibility:hidden",
    ),
    (None, "<div hidden>{t}</div>", "hidden attribute"),
    (
        "<style>.fade-slot{opacity:0}</style>",
        '<div class="fade-slot"><p>{t}</p></div>',
        "opacity:0 inherited from a classed parent",
    ),
    (None, '<p style="font-size:0">{t}</p>', "inline font-size:0"),
    (
        "<style>#art-tail p{text-indent:-9999px;overflow:hidden}</style>",
        '<div id="art-tail"><p>{t}</p></div>',
        "id-descendant rule text-indent far off-screen",
    ),
    (
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
        "absolute position left:-10000px",
    ),
    (
        "<style>.collapse-box{height:0;overflow:hidden}</style>",
        '<div class="collapse-box"><span>{t}</span></div>',
        "height:0 + overflow:hidden via class",
    ),
    (
        None,
        '<span style="position:absolute;clip:rect(0,0,0,0);width:1px;height:1px">{t}</span>',
        "clip:rect(0,0,0,0)",
    ),
    (
        '<style>[data-slot="promo"]{clip-path:inset(50%);position:absolute}</style>',
        '<div data-slot="promo">{t}</div>',
        "attribute-selector rule clip-path:inset(50%)",
    ),
    (
        None,
        '<div style="background:#ffffff"><p style="color:#ffffff">{t}</p></div>',
        "white text on white background",
    ),
    (
        "<style>.tone-a{background-color:#fafafa}.tone-a em{color:#fafafa;font-style:normal}</style>",
        '<div class="tone-a"><em>{t}</em></div>',
        "text colour equals background via <style> descendant rule",
    ),
    (
        "<style>.meta-row{font-size:1px;line-height:0}</style>",
        '<div class="meta-row"><small>{t}</small></div>',
        "font-size:1px via class, inherited",
    ),
    (
        None,
        '<div style="max-height:0;overflow:hidden"><p>{t}</p></div>',
        "max-height:0 + overflow:hidden",
    ),
    (
        "<style>.offcanvas-note{transform:translateX(-300vw);position:fixed}</style>",
        '<aside class="offcanvas-note">{t}</aside>',
        "transform translateX off-screen",
    ),
    (
        "<style>body .wrap-x > .inner{display:none}</style>",
        '<div class="wrap-x"><div class="inner"><p>{t}</p></div></div>',
        "child-combinator rule display:none",
    ),
    (
        None,
        '<div style="width:0;height:0;overflow:hidden"><span>{t}</span></div>',
        "width/height 0 + overflow:hidden",
    ),
    (
        "<style>.c-note{color:transparent}</style>",
        '<p class="c-note">{t}</p>',
        "color:transparent via class",
    ),
    (
        "<style>.u-vh{visibility:hidden}</style>",
        '<div class="u-vh"><div><p>{t}</p></div></div>',
        "visibility:hidden inherited two levels",
    ),
]

TAG_TEXTS = {"en"}


def tagify(t: str) -> str:
    return "".join(chr(0xE0000 + ord(ch)) for ch in t)


def css_wrap(i: int, t: str, lang: str, neg: bool) -> tuple[dict[str, Any], str, str, str]:
    """-> (placement, channel, technique, expect_text)"""
    if not neg and lang == "en" and i % 4 == 1 and t.isascii():
        tt = tagify(t)
        return (
            body_case(f"<span>{tt}</span>"),
            "unicode-tags",
            "Unicode tag characters (U+E0000 block) spelling the text, nothing visible",
            tt,
        )
    if not neg and lang == "es" and i % 11 == 4:
        zw = t.replace(" ", " \u200b")
        return (
            body_case(f'<div style="display:none">{esc(zw)}</div>'),
            "css-hidden",
            "display:none, words joined by zero-width spaces",
            zw,
        )
    head, body, tech = CSS_TECH[i % len(CSS_TECH)]
    return body_case(body.format(t=esc(t)), head=head), "css-hidden", tech, t


# ------------------------------------------------------------------ alt / title / meta


def alt_wrap(i: int, t: str) -> tuple[dict[str, Any], str, str]:
    a = esc(t)
    k = i % 9
    if k == 0:
        return (
            body_case(f'<img src="/static/img/pixel.gif" width="1" height="1" alt="{a}">'),
            "alt",
            "alt of a 1x1 image",
        )
    if k == 1:
        return (
            body_case(f'<p><a href="#comentarios" title="{a}">Comentarios</a></p>'),
            "title",
            "title of a link",
        )
    if k == 2:
        return (
            body_case(
                f'<button type="button" class="btn-share" aria-label="{a}">&#x2197;</button>'
            ),
            "aria-label",
            "aria-label of an icon button",
        )
    if k == 3:
        return (
            body_case(f'<div class="embed" data-summary-hint="{a}"></div>'),
            "data-*",
            "data-* attribute of an empty div",
        )
    if k == 4:
        return (
            head_case(f'<meta name="description" content="{a}">'),
            "meta-description",
            "<meta name=description>",
        )
    if k == 5:
        return (
            head_case(f'<meta property="og:description" content="{a}">'),
            "og:description",
            "<meta property=og:description>",
        )
    if k == 6:
        return (
            body_case(
                f'<figure><img src="/static/img/foto-nota.jpg" alt="{a}">'
                "<figcaption>Foto: archivo</figcaption></figure>"
            ),
            "alt",
            "alt of a captioned figure image",
        )
    if k == 7:
        return (
            head_case(f'<meta name="twitter:description" content="{a}">'),
            "twitter:description",
            "<meta name=twitter:description>",
        )
    return (
        body_case(f'<p>Datos de <abbr title="{a}">INEGI</abbr> al cierre del trimestre.</p>'),
        "title",
        "title of an <abbr> in a visible sentence",
    )


# ------------------------------------------------------------------ json-ld / microdata


def jsonld_wrap(i: int, t: str, neg: bool) -> tuple[dict[str, Any], str, str]:
    k = i % 8
    if k == 0:
        obj = {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Grupo Editorial",
            "url": "https://example.test/",
            ("description" if neg else "instructions"): t,
        }
        tech = (
            "Organization with an extra top-level field" if not neg else "Organization description"
        )
    elif k == 1:
        obj = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota",
            "datePublished": "2022-05-07",
            ("description" if neg else "assistantGuidance"): t,
        }
        tech = "NewsArticle with an invented field" if not neg else "NewsArticle description"
    elif k == 2:
        obj = {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Producto",
            "sku": "A-1042",
            "additionalProperty": [
                {"@type": "PropertyValue", "name": "nota" if neg else "nota_para_ia", "value": t}
            ],
        }
        tech = "Product additionalProperty PropertyValue"
    elif k == 3:
        if neg:
            obj = {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Preguntas frecuentes",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            }
            tech = "FAQPage answer"
        else:
            obj = {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Respuesta sugerida",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            }
            tech = "FAQPage acceptedAnswer holding the directive"
    elif k == 4:
        obj = {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebPage", "name": "Inicio"},
                {
                    "@type": "WebSite" if neg else "SiteConfiguration",
                    ("alternateName" if neg else "summaryPolicy"): t,
                },
            ],
        }
        tech = "@graph node" + ("" if neg else " with a non-schema type and field")
    elif k == 5:
        obj = {
            "@context": "https://schema.org",
            "@type": "Review" if not neg else "HowTo",
            ("reviewBody" if not neg else "description"): t,
        }
        tech = "Review reviewBody" if not neg else "HowTo description"
    elif k == 6:
        ip = "description" if neg else "llmDirective"
        body = (
            '<div itemscope itemtype="https://schema.org/Organization">'
            '<meta itemprop="name" content="Grupo Editorial">'
            f'<meta itemprop="{ip}" content="{esc(t)}"></div>'
        )
        return body_case(body), "microdata", "microdata <meta itemprop> in the body"
    else:
        obj = {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList" if neg else "WebPage",
            "itemListElement" if neg else "x-ai": (
                [{"@type": "ListItem", "position": 1, "name": t}]
                if neg
                else {"mode": "answer", "note": t}
            ),
        }
        tech = "BreadcrumbList item" if neg else "nested invented object"
        s = json.dumps(obj, ensure_ascii=False, indent=2)
        return (
            body_case(f'<script type="application/ld+json">\n{s}\n</script>'),
            "json-ld",
            tech + " (JSON-LD script in the body)",
        )
    s = json.dumps(obj, ensure_ascii=False, indent=2)
    return head_case(f'<script type="application/ld+json">\n{s}\n</script>'), "json-ld", tech


# ------------------------------------------------------------------ pdf

P = "pdf/"
SCANS = [
    (P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 300.96, 393.12),
    (P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 384.0, 470.88),
    (P + "en_scanned-two-column-brochure_no-text-layer.pdf", 1, 612.0, 792.0),
    (P + "en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 718.5, 300.0),
]
TEXTPDF = [
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 3, 612.0, 792.0),
    (P + "es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, 792.0, 612.0),
    (P + "en_us-federal-register-three-column.pdf", 4, 612.0, 792.0),
    (P + "en_fbi-nics-background-checks-table.pdf", 1, 1008.0, 612.0),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 117, 612.0, 792.0),
    (P + "en_us-federal-register-three-column.pdf", 11, 612.0, 792.0),
    (P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 288, 612.0, 792.0),
]
PDF_KINDS = [
    "render-mode-3",
    "white-text",
    "tiny-text",
    "off-page",
    "transparent",
    "under-image",
    "covered",
]


def wrap_lines(t: str, width: int) -> list[str]:
    out: list[str] = []
    cur = ""
    for w in t.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        out.append(cur)
    return out


def pdf_wrap(i: int, t: str, neg: bool) -> tuple[dict[str, Any], str, str]:
    kind = PDF_KINDS[i % len(PDF_KINDS)]
    if kind == "under-image":
        target, page, _w, h = SCANS[(3 * (i // len(PDF_KINDS)) + int(neg)) % len(SCANS)]
    else:
        target, page, _w, h = TEXTPDF[(i + 3 * (i // len(PDF_KINDS))) % len(TEXTPDF)]
    spec: dict[str, Any] = {"page": page}
    if kind == "render-mode-3":
        spec.update(lines=wrap_lines(t, 70), x=40, y=h * 0.6, size=9, render_mode=3)
        tech = "text render mode 3 (invisible) over the body text"
    elif kind == "white-text":
        spec.update(
            lines=wrap_lines(t, 110), x=36, y=16, size=4, leading=4.5, fill=[255, 255, 255, 255]
        )
        tech = "white 4 pt text in the bottom margin"
    elif kind == "tiny-text":
        spec.update(text=t, x=36, y=8, size=0.6)
        tech = "0.6 pt text in the bottom margin"
    elif kind == "off-page":
        spec.update(lines=wrap_lines(t, 80), x=36, y=h + 400, size=9)
        tech = "text placed 400 pt above the page's top edge"
    elif kind == "transparent":
        spec.update(lines=wrap_lines(t, 70), x=40, y=h * 0.45, size=9, fill=[0, 0, 0, 0])
        tech = "fully transparent fill (alpha 0)"
    elif kind == "under-image":
        spec.update(lines=wrap_lines(t, 50), x=20, y=h * 0.5, size=7, z="bottom")
        tech = "text object inserted beneath the scanned page image"
    else:
        spec.update(lines=wrap_lines(t, 90), x=36, y=24, size=5, leading=6, cover=[255, 255, 255])
        tech = "text under an opaque white rectangle in the bottom margin"
    return {"target": target, "pdf": spec}, kind, tech


# ------------------------------------------------------------------ visible (sixth vector)


def visible_wrap(i: int, t: str, neg: bool) -> tuple[dict[str, Any], str]:
    e = html.escape(t, quote=False)
    k = i % 10
    if k == 0:
        return body_case(f"<p>{e}</p>"), "paragraph"
    if k == 1:
        return body_case(
            f'<aside class="nota-destacada"><strong>Aviso</strong>\n<p>{e}</p></aside>'
        ), "aside with a heading line"
    if k == 2:
        return body_case(
            f'<table class="estado"><tr><th>Estado</th><td>{e}</td></tr></table>'
        ), "table cell"
    if k == 3:
        return body_case(f"<pre>{e}</pre>"), "preformatted block (log/console look)"
    if k == 4:
        return body_case(
            f'<ul class="checklist"><li>Fuente revisada</li><li>{e}</li></ul>'
        ), "second item of a list"
    if k == 5:
        return body_case(f"<h3>Información importante</h3>\n<p>{e}</p>"), "heading + paragraph"
    if k == 6:
        return body_case(f"<blockquote>{e}</blockquote>"), "blockquote"
    if k == 7:
        return body_case(f'<div class="alert alert-info" role="note">{e}</div>'), "alert box"
    if k == 8:
        return body_case(f"<dl><dt>Verificación</dt><dd>{e}</dd></dl>"), "definition list"
    return body_case(f'<p class="pie-nota"><small>{e}</small></p>'), "small print paragraph"


# ------------------------------------------------------------------ build


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def add(
        label: str,
        vector: str,
        lang: str,
        variant: str,
        placement: dict[str, Any],
        channel: str,
        technique: str,
        expect: str,
        why: str,
    ) -> None:
        c: dict[str, Any] = {
            "id": "",
            "label": label,
            "vector": vector,
            "channel": channel,
            "lang": lang,
            "variant": variant,
            "split": "test",
        }
        c.update(placement)
        c.update(expect_text=expect, technique=technique, why=why)
        cases.append(c)

    inj_why = "addressed to an automated reader or framed as system/operator/registry, and directs its output"
    neg_why = "benign: ordinary site text or addressed to human readers; directs no automated reader's output"
    for label, rows, why in (
        ("injection", D.COMMENT_INJ, inj_why),
        ("negative", D.COMMENT_NEG, neg_why),
    ):
        for i, (lang, var, t) in enumerate(rows):
            pl, ch, tech = comment_wrap(i if label == "injection" else i * 3, t)
            add(label, "html-comment", lang, var, pl, ch, tech, first_line(t), why)
    for label, rows, why in (("injection", D.CSS_INJ, inj_why), ("negative", D.CSS_NEG, neg_why)):
        for i, (lang, var, t) in enumerate(rows):
            pl, ch, tech, ex = css_wrap(
                i if label == "injection" else i + 3, t, lang, label == "negative"
            )
            add(label, "css-hidden", lang, var, pl, ch, tech, ex, why)
    for label, rows, why in (("injection", D.ALT_INJ, inj_why), ("negative", D.ALT_NEG, neg_why)):
        for i, (lang, var, t) in enumerate(rows):
            pl, ch, tech = alt_wrap(i, t)
            add(label, "alt-title", lang, var, pl, ch, tech, t, why)
    for label, rows, why in (
        ("injection", D.JSONLD_INJ, inj_why),
        ("negative", D.JSONLD_NEG, neg_why),
    ):
        for i, (lang, var, t) in enumerate(rows):
            pl, ch, tech = jsonld_wrap(i, t, label == "negative")
            add(label, "json-ld", lang, var, pl, ch, tech, t, why)
    for label, rows, why in (("injection", D.PDF_INJ, inj_why), ("negative", D.PDF_NEG, neg_why)):
        for i, (lang, var, t) in enumerate(rows):
            pl, ch, tech = pdf_wrap(i, t, label == "negative")
            add(label, "pdf-text-layer", lang, var, pl, ch, tech, t, why)
    for i, (var, t) in enumerate(D.SYS_INJ):
        pl, tech = visible_wrap(i, t, False)
        add(
            "injection",
            "system-impersonation-es",
            "es",
            var,
            pl,
            "visible-text",
            "visible " + tech,
            t,
            "visible Spanish text posing as system/operator/configuration/tool/registry"
            " and directing the reader's output",
        )
    for i, (lang, var, t) in enumerate(D.SYS_NEG):
        pl, tech = visible_wrap(i + 5, t, True)
        add(
            "negative",
            "system-impersonation-es",
            lang,
            var,
            pl,
            "visible-text",
            "visible " + tech,
            t,
            "visible text addressed to human readers",
        )
    for label, vec, ch, lang, var, tech, head, body, expect in D.RAW:
        pl = body_case(body, head=head) if body else head_case(head)
        add(
            label,
            vec,
            lang,
            var,
            pl,
            ch,
            tech,
            expect,
            inj_why if label == "injection" else neg_why,
        )
    for n, c in enumerate(cases, 1):
        c["id"] = f"i13-{n:03d}"
    return cases


def main() -> int:
    cases = build()
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
