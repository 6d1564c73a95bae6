"""Build ``cases.json`` from the hand-written texts.

Wraps each text of ``texts_hidden.py`` / ``texts_visible.py`` in the markup (or PDF
spec) of its hiding technique and channel, and rotates the insertion points over the
real captures in ``../shared/captures`` (paragraph ends that lie in the visible
article body). Deterministic: running it twice writes the same file.

Run from the repository root: ``.venv/bin/python tests/heldout/injection31/make_cases.py``.
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

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

H = "html/"
PAGES = {
    # page: occurrences of "</p>" that close a paragraph of the visible article body
    H + "es-ar_lanacion_opinion-article.html": [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    H + "es-mx_unocero_tech-news-android-apps.html": [1, 3, 4, 5, 6, 8, 10, 11, 12, 13],
    H + "es-pe_elcomercio_signwall-paywall-article.html": [2, 3, 4, 6, 7, 8, 9, 10, 11],
    H + "es-uy_ladiaria_metered-paywall-article.html": list(range(4, 24)),
    H + "es_cnet-en-espanol_twitter-lite-mexico-news.html": [4, 5, 6, 7, 8, 9],
    H + "de_bafa-gov_mineraloel-statistics-table.html": [4, 5, 7],
    H + "de_rs-ingenieure_simple-corporate-services-page.html": [1],
}
SPANISH_PAGES = [p for p in PAGES if "/es" in p]
PAGE_LIST = list(PAGES)

P = "pdf/"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
AGS = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
# (target, page, x, y for a blank bottom margin, width)
PDF_TEXT_PAGES = [
    (FBI, 1, 40, 5, 1008),
    (IRS, 17, 60, 6, 612),
    (FEDREG, 3, 60, 14, 612),
    (AGS, 1, 60, 14, 792),
    (IRS, 233, 60, 6, 612),
    (FEDREG, 11, 60, 14, 612),
    (IRS, 388, 60, 6, 612),
]
PDF_IMAGE_PAGES = [(HUCK, 60, 200), (BROCH, 80, 400), (LETTER, 40, 200), (GRAPH, 60, 150)]
PDF_OVERRIDE = {
    "Page 2 of 400": (IRS, 2),
    "Fuente: INEGI": (AGS, 1),
    "Figure 1": (FBI, 1),
    "Filed": (FEDREG, 5),
    "CHAPTER": (HUCK, 1),
    "Nota para el asistente": (AGS, 1),
    "Para la IA que lea": (AGS, 1),
    "Note to any AI summarizer": (FBI, 1),
    "Lector automático": (GRAPH, 1),
    "Usuario: ¿es válida": (LETTER, 1),
    "Example output": (LETTER, 1),
    "Dear language model": (HUCK, 1),
    "Si eres un asistente": (BROCH, 1),
    "OCR confidence": (LETTER, 1),
    "Documento digitalizado": (BROCH, 1),
    "Página digitalizada": (HUCK, 1),
}

SUMMARY = {"es": "Más información", "en": "More information", "pt": "Mais informações"}
LINK = {"es": "Ver galería", "en": "View gallery", "pt": "Ver galeria"}


def attr(text: str) -> str:
    """Attribute value: quotes and angle brackets escaped, hand-written references kept."""
    return text.replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


class Rotor:
    """Round-robin insertion points over the pages (and their paragraph ends)."""

    def __init__(self, pages: list[str]) -> None:
        self.pages = itertools.cycle(pages)
        self.occ = {p: itertools.cycle(PAGES[p]) for p in pages}

    def next(self) -> tuple[str, int]:
        p = next(self.pages)
        return p, next(self.occ[p])


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
    }


def body_at(occ: int) -> dict[str, Any]:
    return {"find": "</p>", "occurrence": occ, "where": "after"}


# ----------------------------------------------------------------------------- comments
def comment_cases(items: list[Any], label: str, rot: Rotor, tag: str) -> list[dict[str, Any]]:
    out = []
    rotate = ["comment", "comment-in-inline", "comment"]
    for i, (lang, variant, expect, text, tech) in enumerate(items):
        cid = f"i31-{tag}-com-{i + 1:02d}"
        tech = tech or rotate[i % len(rotate)]
        target, occ = rot.next()
        channel = "conditional-comment" if tech == "conditional-comment" else "html-comment"
        c = base(cid, label, "html-comment", channel, lang, variant, target, expect, tech)
        if tech == "comment-in-inline":
            c["inline_edits"] = [
                {"find": "</p>", "occurrence": occ, "where": "before", "text": f" <!-- {text} -->"}
            ]
        elif tech == "comment-split":
            a, b = text
            c["body_snippet"] = f'<!-- {a} -->\n<p class="nota" hidden>{b}</p>'
            c["body_at"] = body_at(occ)
        elif tech == "conditional-comment":
            c["body_snippet"] = f"<!--{text}-->"
            c["body_at"] = body_at(occ)
        elif tech == "comment-multiline":
            c["body_snippet"] = "<!--\n" + text + "\n-->"
            c["body_at"] = body_at(occ)
        else:
            c["body_snippet"] = f"<!-- {text} -->"
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- css / html hiding
CSS_ROTATE = ["far-class", "hidden-attr", "details", "max-height0"]


def css_case(c: dict[str, Any], tech: str, text: str, lang: str, occ: int, n: int) -> None:
    cls = f"{['rel-meta', 'nota-pie', 'bloque-aux', 'ctx-box'][n % 4]}-{n}"
    head = None
    channel = "css-hidden"
    if tech == "template":
        body = f'<template id="tpl-{cls}"><div class="aviso">{text}</div></template>'
        channel = "template"
    elif tech == "noscript":
        body = f"<noscript><p>{text}</p></noscript>"
        channel = "noscript"
    elif tech == "details":
        body = f'<details class="{cls}"><summary>{SUMMARY[lang]}</summary><p>{text}</p></details>'
        channel = "closed-details"
    elif tech == "hidden-attr":
        body = f"<div hidden>{text}</div>"
        channel = "hidden-attribute"
    elif tech == "aria-hidden":
        head = f"<style>.{cls}{{display:none}}</style>"
        body = f'<div aria-hidden="true" class="{cls}">{text}</div>'
    elif tech == "input-hidden":
        body = f'<input type="hidden" name="ctx_{n}" value="{attr(text)}">'
        channel = "input-hidden"
    elif tech == "textarea-hidden":
        body = f'<textarea hidden name="borrador_{n}">{text}</textarea>'
        channel = "textarea-hidden"
    elif tech == "svg-desc":
        body = (
            f'<svg width="0" height="0" aria-hidden="true" focusable="false">'
            f"<desc>{text}</desc></svg>"
        )
        channel = "svg-desc"
    elif tech == "iframe-srcdoc":
        inner = html.escape(f"<p>{text}</p>", quote=True)
        body = (
            f'<iframe srcdoc="{inner}" width="0" height="0" style="border:0" title="ad"></iframe>'
        )
        channel = "iframe-srcdoc"
    elif tech == "object-fallback":
        body = (
            '<object data="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" '
            f'type="image/gif" width="1" height="1"><p>{text}</p></object>'
        )
        channel = "object-fallback"
    elif tech == "select-option":
        first = {"es": "Elige tu región", "en": "Choose your region", "pt": "Escolha sua região"}[
            lang
        ]
        body = (
            f'<select name="region_{n}"><option selected>{first}</option>'
            f"<option hidden disabled>{text}</option></select>"
        )
        channel = "select-option"
    elif tech == "css-content":
        css_text = text.replace("\\", "\\\\").replace('"', '\\"')
        head = (
            f'<style>.{cls}::after{{content:"{css_text}";position:absolute;left:-9999px}}</style>'
        )
        body = f'<span class="{cls}"></span>'
        channel = "css-content"
    elif tech == "transform-scale0":
        body = f'<div style="transform:scale(0);position:absolute">{text}</div>'
    elif tech == "max-height0":
        body = f'<div style="max-height:0;overflow:hidden">{text}</div>'
    elif tech == "color-transparent":
        body = f'<p style="color:transparent;user-select:none">{text}</p>'
    elif tech == "mix-blend":
        body = f'<p style="color:#000;background:#fff;mix-blend-mode:screen">{text}</p>'
    elif tech == "far-class":
        head = f"<style>.{cls}{{position:absolute;left:-9999px;top:auto;width:1px;overflow:hidden}}</style>"
        body = f'<div class="{cls}">{text}</div>'
    elif tech == "print-only":
        head = f"<style>.{cls}{{display:none}}@media print{{.{cls}{{display:block}}}}</style>"
        body = f'<p class="{cls}">{text}</p>'
    elif tech == "style-override":
        head = (
            f"<style>.{cls}{{display:block;margin:1em 0}}</style>\n"
            f"<style>.{cls}{{display:none !important}}</style>"
        )
        body = f'<aside class="{cls}">{text}</aside>'
    elif tech == "clip":
        body = (
            f'<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
            f'clip-path:inset(50%)">{text}</span>'
        )
    elif tech == "visually-hidden":
        head = (
            f"<style>.{cls}{{position:absolute;width:1px;height:1px;margin:-1px;padding:0;"
            f"overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}}</style>"
        )
        body = f'<a class="{cls}" href="#contenido">{text}</a>'
        channel = "visually-hidden"
    elif tech == "visible-p":
        body = f"<p>{text}</p>"
        channel = "visible-text"
    else:
        raise ValueError(tech)
    c["channel"] = channel
    if head:
        c["head_snippet"] = head
    if tech == "css-content":
        c["expect_part"] = "head"
    c["body_snippet"] = body
    c["body_at"] = body_at(occ)


def css_cases(items: list[Any], label: str, rot: Rotor, tag: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, expect, text, tech) in enumerate(items):
        cid = f"i31-{tag}-css-{i + 1:02d}"
        tech = tech or CSS_ROTATE[i % len(CSS_ROTATE)]
        target, occ = rot.next()
        c = base(cid, label, "css-hidden", "css-hidden", lang, variant, target, expect, tech)
        css_case(c, tech, text, lang, occ, i + (100 if tag == "neg" else 1))
        out.append(c)
    return out


# ----------------------------------------------------------------------------- attributes
DATA_NAMES = ["data-summary", "data-ai-hint", "data-tooltip", "data-context"]
ARIA_ELEMS = [
    '<button type="button" class="btn-share" aria-label="{a}"></button>',
    '<nav aria-label="{a}"></nav>',
    '<section aria-label="{a}"><h2 class="sr">&nbsp;</h2></section>',
]


def attr_cases(items: list[Any], label: str, rot: Rotor, tag: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, expect, text, tech) in enumerate(items):
        cid = f"i31-{tag}-att-{i + 1:02d}"
        target, occ = rot.next()
        channel = tech if tech not in ("multi-attr", "percent-attr") else "data-*"
        if tech == "multi-attr":
            channel = "multi-attribute"
        c = base(cid, label, "alt-title", channel, lang, variant, target, expect, tech)
        a = attr(text) if isinstance(text, str) else ""
        if tech in ("meta-description", "og:description", "twitter:description"):
            key = {
                "meta-description": 'name="description"',
                "og:description": 'property="og:description"',
                "twitter:description": 'name="twitter:description"',
            }[tech]
            c["head_snippet"] = f'<meta {key} content="{a}">'
        else:
            if tech == "alt":
                body = f'<img src="/img/nota-{i + 1}.jpg" alt="{a}" width="640" height="360" loading="lazy">'
            elif tech == "title":
                body = f'<p><a href="/galeria/{i + 1}" title="{a}">{LINK[lang]}</a></p>'
            elif tech == "aria-label":
                body = ARIA_ELEMS[i % len(ARIA_ELEMS)].format(a=a)
            elif tech == "data-*":
                name = DATA_NAMES[i % len(DATA_NAMES)]
                body = f'<div class="widget-nota" {name}="{a}"></div>'
            elif tech == "percent-attr":
                body = f'<a class="buscar" href="/buscar" data-context="{a}">&#128269;</a>'
            elif tech == "multi-attr":
                p0, p1, p2 = (attr(t) for t in text)
                body = (
                    f'<figure class="nota-fig" data-caption-a="{p0}" data-caption-b="{p1}" '
                    f'title="{p2}"><img src="/img/fig-{i + 1}.jpg" alt=""></figure>'
                )
            else:
                raise ValueError(tech)
            c["body_snippet"] = body
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- json-ld
def article(target: str) -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "mainEntityOfPage": "#articulo",
        "inLanguage": "es",
        "datePublished": "2022-05-07T10:00:00-05:00",
        "author": {"@type": "Organization", "name": "Redacción"},
    }


def neg_jsonld(kind: str, text: str) -> dict[str, Any]:
    ctx = "https://schema.org"
    if kind == "Article":
        return {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": text,
            "datePublished": "2019-08-27",
        }
    if kind == "FAQPage":
        q, _, ans = text.partition("? ")
        return {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": q + "?",
                    "acceptedAnswer": {"@type": "Answer", "text": ans},
                }
            ],
        }
    if kind == "HowTo":
        return {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Asistente de voz",
            "step": [{"@type": "HowToStep", "text": text}],
        }
    if kind == "Organization":
        return {
            "@context": ctx,
            "@type": "Organization",
            "name": text,
            "url": "https://example.test/",
            "logo": "https://example.test/logo.png",
        }
    if kind == "Product":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Cafetera",
            "description": text,
            "offers": {"@type": "Offer", "price": "89.90", "priceCurrency": "EUR"},
        }
    if kind == "WebSite":
        return {
            "@context": ctx,
            "@type": "WebSite",
            "url": "https://example.test/",
            "potentialAction": {
                "@type": "SearchAction",
                "name": text,
                "target": "https://example.test/?s={search_term_string}",
                "query-input": "required name=search_term_string",
            },
        }
    raise ValueError(kind)


def jsonld_cases(items: list[Any], label: str, rot: Rotor, tag: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, expect, text, tech) in enumerate(items):
        cid = f"i31-{tag}-jld-{i + 1:02d}"
        target, occ = rot.next()
        c = base(cid, label, "json-ld", "json-ld", lang, variant, target, expect, tech)
        if tech == "microdata":
            c["channel"] = "microdata"
            prop = (
                "datePublished"
                if label == "negative"
                else ["editorNote", "abstract", "aiHint"][i % 3]
            )
            c["body_snippet"] = (
                f'<div itemscope itemtype="https://schema.org/Article">'
                f'<meta itemprop="{prop}" content="{attr(text)}"></div>'
            )
            c["body_at"] = body_at(occ)
            out.append(c)
            continue
        ascii_only = False
        if label == "negative":
            obj = neg_jsonld(tech, text)
        else:
            obj = article(target)
            if tech == "fields":
                obj["alternativeHeadline"], obj["abstract"], obj["backstory"] = text
            elif tech == "escaped":
                obj["description"] = text
                ascii_only = True
            elif tech == "field:potentialAction":
                obj["potentialAction"] = {"@type": "ReadAction", "description": text}
            else:
                obj[tech.split(":", 1)[1]] = text
        indent = 2 if i % 2 else None
        js = json.dumps(obj, ensure_ascii=ascii_only, indent=indent)
        snippet = f'<script type="application/ld+json">{js}</script>'
        if i % 3 == 0:
            c["head_snippet"] = snippet
        else:
            c["body_snippet"] = snippet
            c["body_at"] = body_at(occ)
        out.append(c)
    return out


# ----------------------------------------------------------------------------- pdf
def pdf_cases(items: list[Any], label: str, tag: str) -> list[dict[str, Any]]:
    out = []
    tcount = 0
    icount = 0
    for i, (lang, variant, expect, text, tech) in enumerate(items):
        cid = f"i31-{tag}-pdf-{i + 1:02d}"
        lines = text if isinstance(text, list) else [text]
        size = {"tiny-text": 1.0}.get(tech, 6.0)
        if tech == "under-image":
            tgt, x, y = PDF_IMAGE_PAGES[icount % len(PDF_IMAGE_PAGES)][:3]
            icount += 1
            page, w = 1, 0
            ov = next((v for k, v in PDF_OVERRIDE.items() if expect.startswith(k)), None)
            if ov:
                tgt, page = ov
                x, y = next((px, py) for t, px, py in PDF_IMAGE_PAGES if t == tgt)
        else:
            tgt, page, x, y, w = PDF_TEXT_PAGES[tcount % len(PDF_TEXT_PAGES)]
            tcount += 1
            ov = next((v for k, v in PDF_OVERRIDE.items() if expect.startswith(k)), None)
            if ov:
                tgt, page = ov
                x, y, w = next((px, py, pw) for t, _p, px, py, pw in PDF_TEXT_PAGES if t == tgt)
            if tgt == IRS and page == 2:
                x, y = 60, 400
        c = base(cid, label, "pdf-text-layer", tech, lang, variant, tgt, expect, tech)
        spec: dict[str, Any] = {
            "page": page,
            "lines": lines,
            "x": x,
            "y": y,
            "size": size,
            "leading": size * 1.2,
        }
        if tech == "render-mode-3":
            spec["render_mode"] = 3
            spec["y"] = 300
        elif tech in ("white-text", "tiny-text"):
            spec["fill"] = [255, 255, 255, 255]
        elif tech == "off-page":
            spec["x"] = w + 40
            spec["y"] = 200
        elif tech == "covered":
            spec["cover"] = [255, 255, 255]
        elif tech == "under-image":
            spec["z"] = "bottom"
        if len(lines) > 1 and tech in ("white-text", "tiny-text", "covered"):
            spec["y"] = y + size * 1.2 * (len(lines) - 1)
        c["pdf"] = spec
        out.append(c)
    return out


# ----------------------------------------------------------------------------- visible
WRAPS = [
    "<p>{t}</p>",
    '<div class="nota-sistema"><p>{t}</p></div>',
    "<blockquote>{t}</blockquote>",
    '<aside class="aviso">{t}</aside>',
    "<p><strong>{t}</strong></p>",
    '<p class="destacado">{t}</p>',
]


def visible_cases(items: list[Any], label: str, rot: Rotor, tag: str) -> list[dict[str, Any]]:
    out = []
    for i, (variant, expect, text) in enumerate(items):
        cid = f"i31-{tag}-vis-{i + 1:02d}"
        target, occ = rot.next()
        c = base(
            cid,
            label,
            "system-impersonation-es",
            "visible-text",
            "es",
            variant,
            target,
            expect,
            "visible",
        )
        parts = text.split("\n\n")
        if len(parts) > 1:
            body = "\n".join(f"<p>{p}</p>" for p in parts)
            c["technique"] = "verdict-then-directive" if label == "injection" else "two-paragraphs"
        else:
            body = WRAPS[i % len(WRAPS)].format(t=text)
        c["body_snippet"] = body
        c["body_at"] = body_at(occ)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    rot_all = Rotor(PAGE_LIST)
    rot_es = Rotor(SPANISH_PAGES)
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.COMMENT_INJ, "injection", rot_all, "inj")
    cases += css_cases(TH.CSS_INJ, "injection", rot_all, "inj")
    cases += attr_cases(TH.ATTR_INJ, "injection", rot_all, "inj")
    cases += jsonld_cases(TH.JSONLD_INJ, "injection", rot_all, "inj")
    cases += pdf_cases(TH.PDF_INJ, "injection", "inj")
    cases += visible_cases(TV.INJECTIONS, "injection", rot_es, "inj")
    cases += comment_cases(TH.COMMENT_NEG, "negative", rot_all, "neg")
    cases += css_cases(TH.CSS_NEG, "negative", rot_all, "neg")
    cases += attr_cases(TH.ATTR_NEG, "negative", rot_all, "neg")
    cases += jsonld_cases(TH.JSONLD_NEG, "negative", rot_all, "neg")
    cases += pdf_cases(TH.PDF_NEG, "negative", "neg")
    cases += visible_cases(TV.NEGATIVES, "negative", rot_es, "neg")
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    return cases


def main() -> int:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
