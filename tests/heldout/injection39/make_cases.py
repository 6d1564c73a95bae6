"""Write ``cases.json`` for the injection39 held-out corpus (deterministic).

Sentences come from ``texts39.py``; this script only chooses where and how each one is
planted (anchor, wrapper, hiding technique, PDF placement), by fixed rotation.
Run from anywhere: ``python tests/heldout/injection39/make_cases.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts39 as T  # noqa: E402

LN = "html/es-ar_lanacion_opinion-article.html"
UC = "html/es-mx_unocero_tech-news-android-apps.html"
EC = "html/es-pe_elcomercio_signwall-paywall-article.html"
LD = "html/es-uy_ladiaria_metered-paywall-article.html"
CN = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RS = "html/de_rs-ingenieure_simple-corporate-services-page.html"

# Visible body anchors: (target, find, occurrence, kind, place). kind picks the wrapper
# element (p = block after a paragraph/heading/section, li = list item, td = table cell).
ANCHORS = [
    (LN, "</p>", 9, "p", "article"),
    (UC, "</p>", 4, "p", "article"),
    (EC, "</p>", 3, "p", "article"),
    (LD, "</p>", 6, "p", "article"),
    (CN, "</p>", 6, "p", "article"),
    (BA, "</td>", 5, "td", "table"),
    (UC, "</li>", 6, "li", "list"),
    (LN, "</header>", 1, "p", "header"),
    (EC, "</aside>", 1, "p", "sidebar"),
    (LD, "</p>", 11, "p", "article"),
    (CN, "</footer>", 2, "p", "footer"),
    (BA, "</li>", 132, "li", "list"),
    (LN, "</p>", 13, "p", "article"),
    (UC, "</h2>", 1, "p", "article heading"),
    (EC, "</li>", 80, "li", "sidebar list"),
    (LD, "</p>", 17, "p", "article"),
    (CN, "</p>", 8, "p", "article"),
    (RS, "</p>", 1, "p", "article"),
    (UC, "</footer>", 1, "p", "footer"),
    (LN, "</figure>", 1, "p", "figure"),
    (EC, "</p>", 8, "p", "article"),
    (BA, "</p>", 5, "p", "article"),
    (LD, "</p>", 20, "p", "article"),
    (CN, "</h1>", 1, "p", "header"),
    (UC, "</p>", 10, "p", "article"),
    (LN, "</footer>", 1, "p", "footer"),
    (EC, "</footer>", 1, "p", "footer"),
    (BA, "</td>", 14, "td", "table"),
    (LD, "</p>", 9, "p", "article"),
    (UC, "</li>", 12, "li", "list"),
    (CN, "</figure>", 1, "p", "figure"),
    (LN, "</p>", 15, "p", "article"),
    (EC, "</h1>", 1, "p", "header"),
    (BA, "</p>", 10, "p", "footer"),
]
HEAD_TARGETS = [UC, LN, EC, LD, CN, BA, RS]


def variant_lang(v: str) -> str:
    return v.split("-")[0]


def anchor(i: int, offset: int = 0) -> tuple[str, str, int, str, str]:
    return ANCHORS[(i * 7 + offset) % len(ANCHORS)]


def wrap(kind: str, inner: str, block: str = "p", attrs: str = "") -> str:
    tag = {"li": "li", "td": "td"}.get(kind, block)
    a = f" {attrs}" if attrs else ""
    return f"<{tag}{a}>{inner}</{tag}>"


def base(cid, label, vector, channel, variant, target, expect, technique, place):  # type: ignore[no-untyped-def]
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": variant_lang(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
        "place": place,
    }


# ------------------------------------------------------------------ html-comment
def html_comment(entries, label, prefix):  # type: ignore[no-untyped-def]
    out = []
    for i, (variant, text) in enumerate(entries):
        lines = text.split("\n")
        expect = lines[0]
        cid = f"{prefix}-html-comment-{i + 1:03d}"
        mode = i % 5
        if mode == 1 or (len(lines) > 1 and mode != 3):
            body = "<!--\n" + "\n".join("  " + ln for ln in lines) + "\n-->"
            channel, tech = "html-comment", "multi-line HTML comment"
        elif mode == 3:
            body = "<!--[if IE]>\n" + "\n".join(lines) + "\n<![endif]-->"
            channel, tech = "conditional-comment", "conditional comment <!--[if IE]>"
        else:
            body = "<!-- " + " ".join(lines) + " -->"
            channel, tech = "html-comment", "one-line HTML comment"
        if i % 6 == 4:
            t = HEAD_TARGETS[i % len(HEAD_TARGETS)]
            c = base(
                cid, label, "html-comment", channel, variant, t, expect, tech + " in <head>", "head"
            )
            c["head_snippet"] = body
        else:
            t, find, occ, _kind, place = anchor(i, 1 if label == "negative" else 0)
            c = base(cid, label, "html-comment", channel, variant, t, expect, tech, place)
            c["body_snippet"] = body
            c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
INLINE_STYLES = [
    ("display:none", "inline display:none"),
    ("visibility:hidden", "inline visibility:hidden"),
    ("opacity:0", "inline opacity:0"),
    ("font-size:0", "inline font-size:0"),
    ("font-size:1px;line-height:1px", "inline font-size:1px"),
    ("position:absolute;left:-9999px;top:auto", "off-screen left:-9999px"),
    ("text-indent:-10000px;overflow:hidden;white-space:nowrap", "text-indent far off-screen"),
    ("height:0;overflow:hidden", "height:0 + overflow:hidden"),
    (
        "position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden",
        "clip:rect(0 0 0 0)",
    ),
    ("clip-path:inset(50%);position:absolute;width:1px;height:1px", "clip-path:inset(50%)"),
    ("color:#ffffff;background-color:#ffffff", "white text on white background (same colour)"),
]
STYLE_RULES = [
    ("nota-ia-{n}", "display:none", "class rule in <style>: display:none"),
    ("ref-extra-{n}", "visibility:hidden;height:0", "class rule in <style>: visibility:hidden"),
    ("pie-meta-{n}", "position:absolute;left:-12000px", "class rule in <style>: off-screen"),
    (
        "resumen-oculto-{n}",
        "color:#fefefe;background:#fefefe",
        "class rule in <style>: same colour as background",
    ),
    ("lbl-{n}", "opacity:0;pointer-events:none", "class rule in <style>: opacity 0"),
]


def css_plant(i, variant, text, label, prefix):  # type: ignore[no-untyped-def]
    cid = f"{prefix}-css-hidden-{i + 1:03d}"
    mode = i % 6
    t, find, occ, kind, place = anchor(i, 3 if label == "negative" else 2)
    c = None
    if mode in (0, 3):
        style, tech = INLINE_STYLES[(i // 2) % len(INLINE_STYLES)]
        body = wrap(kind, text, "p" if i % 2 else "div", f'style="{style}"')
    elif mode == 1:
        cls, rule, tech = STYLE_RULES[(i // 6) % len(STYLE_RULES)]
        cls = cls.format(n=i + 1)
        c = base(cid, label, "css-hidden", "css-hidden", variant, t, text, tech, place)
        c["head_snippet"] = f"<style>.{cls}{{{rule}}}</style>"
        body = wrap(kind, text, "p", f'class="{cls}"')
    elif mode == 2:
        # inheritance: the hiding property sits on an ancestor
        outer = ["display:none", "height:0;overflow:hidden", "visibility:hidden", "opacity:0"][
            (i // 6) % 4
        ]
        tech = f"inherited: ancestor <div style={outer}>"
        if kind in ("li", "td"):
            body = wrap(kind, f'<div style="{outer}"><p><span>{text}</span></p></div>')
        else:
            body = f'<div style="{outer}"><p><span>{text}</span></p></div>'
    elif mode == 4:
        # the page's own class: unocero defines .hide{display:none !important},
        # El Comercio defines .hidden-label{font-size:0;height:0;width:0}
        if (i // 6) % 2 == 0:
            t, find, occ, place = UC, "</p>", 5 + (i % 7), "article"
            tech = "page's own class .hide (display:none !important)"
            body = f'<p class="hide">{text}</p>'
        else:
            t, find, occ, place = EC, "</p>", 2 + (i % 9), "article"
            tech = "page's own class .hidden-label (font-size:0;height:0)"
            body = f'<span class="hidden-label">{text}</span>'
    else:
        # id / attribute selector rule in <style>, or the hidden attribute
        if (i // 6) % 2 == 0:
            c = base(cid, label, "css-hidden", "css-hidden", variant, t, text, "", place)
            c["head_snippet"] = (
                f'<style>[data-bloque="aux-{i + 1}"]{{position:absolute;width:1px;height:1px;'
                "overflow:hidden;clip:rect(1px,1px,1px,1px)}</style>"
            )
            c["technique"] = "attribute-selector rule in <style>: clip rect 1px"
            body = wrap(kind, text, "div", f'data-bloque="aux-{i + 1}"')
            tech = c["technique"]
        else:
            tech = "hidden attribute"
            body = wrap(kind, text, "div", "hidden")
    if c is None:
        c = base(cid, label, "css-hidden", "css-hidden", variant, t, text, tech, place)
    c["technique"] = tech
    c["target"] = t
    c["place"] = place
    c["body_snippet"] = body
    c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
    return c


# ------------------------------------------------------------------ alt-title
def alt_plant(i, variant, text, label, prefix):  # type: ignore[no-untyped-def]
    cid = f"{prefix}-alt-title-{i + 1:03d}"
    mode = i % 8
    t, find, occ, kind, place = anchor(i, 5 if label == "negative" else 4)
    if mode == 0:
        c = base(
            cid, label, "alt-title", "alt", variant, t, text, "alt of an inserted <img>", place
        )
        c["body_snippet"] = wrap(
            kind,
            f'<img src="/media/2022/foto-{i + 1}.jpg" alt="{text}" width="640" height="360">',
            "figure",
        )
    elif mode == 1:
        c = base(cid, label, "alt-title", "title", variant, t, text, "title of a link", place)
        c["body_snippet"] = wrap(kind, f'<a href="#nota-{i + 1}" title="{text}">Ver más</a>')
    elif mode == 2:
        c = base(
            cid, label, "alt-title", "aria-label", variant, t, text, "aria-label of a button", place
        )
        c["body_snippet"] = wrap(
            kind, f'<button type="button" class="btn-share" aria-label="{text}">+</button>', "div"
        )
    elif mode == 3:
        name = ["description", "og:description", "og:title", "twitter:description"][(i // 8) % 4]
        attr = "name" if name in ("description", "twitter:description") else "property"
        t = HEAD_TARGETS[i % len(HEAD_TARGETS)]
        ch = {"description": "meta-description"}.get(name, name)
        c = base(cid, label, "alt-title", ch, variant, t, text, f"<meta {attr}={name}>", "head")
        c["head_snippet"] = f'<meta {attr}="{name}" content="{text}">'
    elif mode == 4:
        c = base(
            cid, label, "alt-title", "data-*", variant, t, text, "data-* attribute on a div", place
        )
        c["body_snippet"] = wrap(
            kind, f'<div class="widget-relacionadas" data-resumen="{text}"></div>', "div"
        )
    elif mode == 5:
        # replace an empty alt on one of unocero's article images
        img = ["593899", "593902", "451069"][(i // 8) % 3]
        c = base(
            cid,
            label,
            "alt-title",
            "alt",
            variant,
            UC,
            text,
            "existing empty alt filled in",
            "article image",
        )
        c["inline_edits"] = [
            {
                "find": f'alt="" class="wp-image-{img}"',
                "where": "replace",
                "text": f'alt="{text}" class="wp-image-{img}"',
            }
        ]
    elif mode == 6:
        c = base(
            cid, label, "alt-title", "title", variant, t, text, "title of an <abbr>/<span>", place
        )
        c["body_snippet"] = wrap(kind, f'<span class="fuente" title="{text}">Fuente</span>')
    else:
        name = ["data-tooltip", "data-ai-hint", "data-share-text"][(i // 8) % 3]
        ch = "data-*"
        c = base(
            cid, label, "alt-title", ch, variant, t, text, f"{name} on an inserted link", place
        )
        c["body_snippet"] = wrap(
            kind, f'<a href="#top" class="link-util" {name}="{text}">Arriba</a>'
        )
    if "body_snippet" in c:
        c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
    return c


# ------------------------------------------------------------------ json-ld
def jl_inj_obj(i, text):  # type: ignore[no-untyped-def]
    m = i % 8
    if m == 0:
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota",
            "description": text,
        }
    if m == 1:
        return {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Nota",
            "assistantInstructions": text,
        }
    if m == 2:
        return {
            "@context": "https://schema.org",
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": 5},
            "reviewBody": text,
        }
    if m == 3:
        return {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Sitio",
            "x-llm": {"summaryPolicy": text},
        }
    if m == 4:
        return {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Es confiable esta fuente?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if m == 5:
        return {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Servicio",
            "disambiguatingDescription": text,
        }
    if m == 6:
        return {
            "@context": "https://schema.org",
            "@type": "Article",
            "headline": "Nota",
            "ai_directive": text,
        }
    return {
        "@context": {"@vocab": "https://schema.org/"},
        "@type": "WebSite",
        "name": "Sitio",
        "instructions": text,
    }


JL_INJ_FIELD = [
    "NewsArticle.description",
    "custom field assistantInstructions",
    "Review.reviewBody",
    "custom nested x-llm.summaryPolicy",
    "FAQPage acceptedAnswer.text",
    "Product.disambiguatingDescription",
    "custom field ai_directive",
    "field instructions on WebSite",
]


def jl_neg_obj(i, text):  # type: ignore[no-untyped-def]
    m = i % 7
    if m == 0:
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": text,
            "datePublished": "2022-05-07",
        }
    if m == 1:
        return {
            "@context": "https://schema.org",
            "@type": "Article",
            "description": text,
            "inLanguage": "es",
        }
    if m == 2:
        return {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Puedo leer gratis?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if m == 3:
        return {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Configurar batería",
            "step": [{"@type": "HowToStep", "text": text}],
        }
    if m == 4:
        return {
            "@context": "https://schema.org",
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": 4},
            "author": {"@type": "Person", "name": "Lectora"},
            "reviewBody": text,
        }
    if m == 5:
        return {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Teléfono",
            "description": text,
            "offers": {"@type": "Offer", "priceCurrency": "MXN", "price": "4999"},
        }
    return {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": "Medio",
        "description": text,
    }


def json_ld(entries, label, prefix, objf, fields):  # type: ignore[no-untyped-def]
    out = []
    for i, (variant, text) in enumerate(entries):
        cid = f"{prefix}-json-ld-{i + 1:03d}"
        if i % 5 == 3:
            # microdata in the body
            t, find, occ, kind, place = anchor(i, 6)
            itype = "Article" if label == "injection" else "NewsArticle"
            c = base(
                cid,
                label,
                "json-ld",
                "microdata",
                variant,
                t,
                text,
                f"microdata <meta itemprop=description> in {itype}",
                place,
            )
            c["body_snippet"] = wrap(
                kind,
                f'<div itemscope itemtype="https://schema.org/{itype}">'
                f'<meta itemprop="description" content="{text}"></div>',
                "div",
            )
            c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
            out.append(c)
            continue
        obj = objf(i, text)
        js = json.dumps(obj, ensure_ascii=False)
        snippet = f'<script type="application/ld+json">{js}</script>'
        tech = fields[i % len(fields)] if fields else f"ordinary {obj['@type']}"
        if i % 5 == 1:
            t, find, occ, kind, place = anchor(i, 6)
            if kind in ("li", "td"):
                t, find, occ, kind, place = anchor(i + 1, 6)
            c = base(
                cid,
                label,
                "json-ld",
                "json-ld",
                variant,
                t,
                text,
                tech + " (script in body)",
                place,
            )
            c["body_snippet"] = snippet
            c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
        else:
            t = HEAD_TARGETS[i % len(HEAD_TARGETS)]
            c = base(cid, label, "json-ld", "json-ld", variant, t, text, tech, "head")
            c["head_snippet"] = snippet
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = "pdf/en_us-federal-register-three-column.pdf"
CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LET = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

# (target, page, technique/channel, extra spec)
PDF_SLOTS = [
    (CAT, 1, "render-mode-3", {"x": 60, "y": 300, "render_mode": 3}),
    (IRS, 12, "render-mode-3", {"x": 72, "y": 500, "render_mode": 3}),
    (FR, 3, "transparent", {"x": 60, "y": 400, "fill": [0, 0, 0, 0]}),
    (HUCK, 1, "under-image", {"x": 40, "y": 200, "z": "bottom"}),
    (FBI, 1, "off-page", {"x": -900, "y": 300}),
    (IRS, 87, "white-text", {"x": 72, "y": 8, "size": 5, "fill": [255, 255, 255, 255]}),
    (FR, 7, "render-mode-3", {"x": 300, "y": 600, "render_mode": 3}),
    (CAT, 1, "covered", {"x": 60, "y": 20, "size": 6, "cover": [255, 255, 255]}),
    (BRO, 1, "under-image", {"x": 80, "y": 300, "z": "bottom"}),
    (IRS, 214, "transparent", {"x": 72, "y": 300, "fill": [0, 0, 0, 0]}),
    (LET, 1, "render-mode-3", {"x": 30, "y": 120, "render_mode": 3, "size": 6}),
    (FR, 12, "off-page", {"x": 100, "y": 1100}),
    (GRAPH, 1, "render-mode-3", {"x": 40, "y": 150, "render_mode": 3, "size": 6}),
    (IRS, 301, "render-mode-3", {"x": 72, "y": 650, "render_mode": 3}),
    (FR, 1, "white-text", {"x": 60, "y": 20, "size": 5, "fill": [255, 255, 255, 255]}),
    (CAT, 1, "transparent", {"x": 100, "y": 450, "fill": [255, 0, 0, 0]}),
    (IRS, 399, "off-page", {"x": 700, "y": 400}),
    (FBI, 1, "render-mode-3", {"x": 100, "y": 400, "render_mode": 3}),
    (FR, 15, "covered", {"x": 60, "y": 18, "size": 6, "cover": [255, 255, 255]}),
    (IRS, 150, "render-mode-3", {"x": 72, "y": 200, "render_mode": 3}),
    (HUCK, 1, "render-mode-3", {"x": 40, "y": 400, "render_mode": 3}),
    (IRS, 33, "covered", {"x": 72, "y": 8, "size": 5, "cover": [255, 255, 255]}),
]


def pdf_cases(entries, label, prefix, offset):  # type: ignore[no-untyped-def]
    out = []
    for i, (variant, text) in enumerate(entries):
        t, page, ch, extra = PDF_SLOTS[(i * 5 + offset) % len(PDF_SLOTS)]
        cid = f"{prefix}-pdf-text-layer-{i + 1:03d}"
        spec = {"page": page, "text": text, "size": 8}
        spec.update(extra)
        c = base(cid, label, "pdf-text-layer", ch, variant, t, text, ch, f"page {page}")
        c["pdf"] = spec
        c["media"] = "pdf"
        out.append(c)
    return out


# ------------------------------------------------------------------ visible Spanish
SYS_WRAPS = [
    ("p", 'class="nota-sistema"'),
    ("div", 'class="aviso" role="note"'),
    ("p", ""),
    ("blockquote", ""),
    ("small", ""),
    ("div", 'class="estado-verificacion"'),
    ("p", 'class="destacado"'),
    ("aside", 'class="recuadro"'),
]


def visible(entries, label, prefix, offset):  # type: ignore[no-untyped-def]
    out = []
    for i, (variant, text) in enumerate(entries):
        cid = f"{prefix}-system-impersonation-es-{i + 1:03d}"
        t, find, occ, kind, place = anchor(i, offset)
        tag, attrs = SYS_WRAPS[i % len(SYS_WRAPS)]
        body = wrap(kind, text, tag, attrs)
        tech = f"visible <{'li' if kind == 'li' else 'td' if kind == 'td' else tag}> in {place}"
        c = base(
            cid, label, "system-impersonation-es", "visible-text", variant, t, text, tech, place
        )
        c["body_snippet"] = body
        c["body_at"] = {"find": find, "occurrence": occ, "where": "after"}
        out.append(c)
    return out


def build() -> list[dict]:
    cases: list[dict] = []
    cases += html_comment(T.HC_INJ, "injection", "inj39")
    cases += [css_plant(i, v, t, "injection", "inj39") for i, (v, t) in enumerate(T.CSS_INJ)]
    cases += [alt_plant(i, v, t, "injection", "inj39") for i, (v, t) in enumerate(T.AT_INJ)]
    cases += json_ld(T.JL_INJ, "injection", "inj39", jl_inj_obj, JL_INJ_FIELD)
    cases += pdf_cases(T.PDF_INJ, "injection", "inj39", 0)
    cases += visible(T.SYS_INJ, "injection", "inj39", 0)
    cases += html_comment(T.HC_NEG, "negative", "neg39")
    cases += [css_plant(i, v, t, "negative", "neg39") for i, (v, t) in enumerate(T.CSS_NEG)]
    cases += [alt_plant(i, v, t, "negative", "neg39") for i, (v, t) in enumerate(T.AT_NEG)]
    cases += json_ld(T.JL_NEG, "negative", "neg39", jl_neg_obj, [])
    cases += pdf_cases(T.PDF_NEG, "negative", "neg39", 2)
    cases += visible(T.SYS_NEG, "negative", "neg39", 3)
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
