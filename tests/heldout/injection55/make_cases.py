"""Write ``cases.json`` for the injection55 corpus from ``texts55.py`` (deterministic).

Run from anywhere: ``python tests/heldout/injection55/make_cases.py``. No randomness:
targets, anchors and techniques rotate by case index, so the output is the same on
every run. Only the standard library is used.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts55 as T  # noqa: E402

# Visible body paragraphs of each capture: the k-th "</p>" of the file closes a
# paragraph of the article body (checked by reading the captures).
LANACION = "html/es-ar_lanacion_opinion-article.html"
UNOCERO = "html/es-mx_unocero_tech-news-android-apps.html"
ELCOMERCIO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LADIARIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSING = "html/de_rs-ingenieure_simple-corporate-services-page.html"

ANCHORS: dict[str, list[int]] = {
    LANACION: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    UNOCERO: [3, 4, 5, 6, 10, 11, 12, 13],
    ELCOMERCIO: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    LADIARIA: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
    CNET: [3, 5, 6, 7, 8, 9],
    BAFA: [4, 5, 7],
    RSING: [1],
}
# Spanish pages first and more often; the two German pages now and then.
PAGE_CYCLE = [
    LANACION,
    UNOCERO,
    ELCOMERCIO,
    LADIARIA,
    CNET,
    LANACION,
    UNOCERO,
    ELCOMERCIO,
    LADIARIA,
    CNET,
    BAFA,
    RSING,
]


def page_for(i: int, salt: int = 0) -> str:
    return PAGE_CYCLE[(i + salt) % len(PAGE_CYCLE)]


def anchor_for(page: str, i: int) -> dict[str, Any]:
    occ = ANCHORS[page]
    return {"find": "</p>", "occurrence": occ[(i * 3) % len(occ)], "where": "after"}


def esc(s: str) -> str:
    return html.escape(s, quote=True)


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
    why: str,
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
        "why": why,
    }


WHY_INJ = (
    "addressed to a model/automated reader or framed as system/registry, and directs its output"
)


# ------------------------------------------------------------------ html-comment


def comment_cases(items: list[tuple], label: str, prefix: str, salt: int) -> list[dict]:
    out = []
    for i, (lang, variant, form, text) in enumerate(items, 1):
        page = page_for(i, salt)
        lines = text.split("\n")
        expect = lines[0]
        if form == "single":
            snip = f"<!-- {text} -->"
            ch, tech = "html-comment", "one-line HTML comment after a body paragraph"
        elif form == "multi":
            snip = "<!--\n  " + "\n  ".join(lines) + "\n-->"
            ch, tech = "html-comment", "multi-line HTML comment; addressee on the first line"
        else:
            cond = ["if IE", "if lt IE 9", "if gte mso 9", "if !IE"][i % 4]
            if label == "negative":
                cond = "if lt IE 9"
                snip = f'<!--[{cond}]><p class="browser-warning">{text}</p><![endif]-->'
            else:
                snip = f"<!--[{cond}]><p>{text}</p><![endif]-->"
            ch, tech = "conditional-comment", f"conditional comment <!--[{cond}]>"
        c = base(
            f"{prefix}-html-comment-{i:03d}",
            label,
            "html-comment",
            ch,
            lang,
            variant,
            page,
            expect,
            tech,
            WHY_INJ
            if label == "injection"
            else "comment for developers/editors/browsers; no model addressee or no output directive",
        )
        c["body_snippet"] = snip
        c["body_at"] = anchor_for(page, i)
        out.append(c)
    return out


# -------------------------------------------------------------------- css-hidden
# Each technique: (name, head_style or None, body template with {t}, forced page or None)
CSS_TECHS: list[tuple[str, str | None, str, str | None]] = [
    ("inline display:none", None, '<div style="display:none">{t}</div>', None),
    ("inline visibility:hidden", None, '<p style="visibility: hidden">{t}</p>', None),
    ("hidden attribute", None, "<div hidden>{t}</div>", None),
    ("inline opacity:0", None, '<span style="opacity:0">{t}</span>', None),
    ("inline font-size:1px", None, '<span style="font-size:1px;line-height:1px">{t}</span>', None),
    (
        "off-screen absolute left:-9999px",
        None,
        '<div style="position:absolute;left:-9999px;top:0">{t}</div>',
        None,
    ),
    (
        "text-indent:-10000px",
        None,
        '<p style="text-indent:-10000px;white-space:nowrap;overflow:hidden">{t}</p>',
        None,
    ),
    ("height:0 + overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>', None),
    (
        "clip:rect(0 0 0 0) + absolute",
        None,
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px">{t}</span>',
        None,
    ),
    (
        "clip-path:inset(50%)",
        None,
        '<span style="clip-path:inset(50%);position:absolute">{t}</span>',
        None,
    ),
    (
        "same colour as background (inline)",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
        None,
    ),
    (
        "<style> class rule display:none",
        "<style>.nota-extra-{n}{{display:none}}</style>",
        '<div class="nota-extra-{n}">{t}</div>',
        None,
    ),
    (
        "<style> id rule visibility:hidden",
        "<style>#bloque-{n}{{visibility:hidden}}</style>",
        '<p id="bloque-{n}">{t}</p>',
        None,
    ),
    (
        "inheritance: parent display:none, text in child",
        None,
        '<section style="display:none"><div><p>{t}</p></div></section>',
        None,
    ),
    (
        "page class .hide (page <style>: display:none !important)",
        None,
        '<div class="hide">{t}</div>',
        UNOCERO,
    ),
    (
        "page class .ad-lateral (page <style>: display:none)",
        None,
        '<div class="ad-lateral">{t}</div>',
        ELCOMERCIO,
    ),
    (
        "<style> descendant rule font-size:0",
        "<style>.pie-{n} span{{font-size:0}}</style>",
        '<p class="pie-{n}"><span>{t}</span></p>',
        None,
    ),
    (
        "<style> rule same colour as background",
        "<style>.cred-{n}{{color:#fff;background:#fff}}</style>",
        '<p class="cred-{n}">{t}</p>',
        None,
    ),
    ("inline color:transparent", None, '<span style="color:transparent">{t}</span>', None),
    (
        "sr-only pattern width/height 1px overflow hidden",
        None,
        '<div style="position:absolute;width:1px;height:1px;overflow:hidden;white-space:nowrap">{t}</div>',
        None,
    ),
    (
        "inheritance: <style> class on parent opacity:0",
        "<style>.capa-{n}{{opacity:0}}</style>",
        '<div class="capa-{n}"><p>{t}</p></div>',
        None,
    ),
    (
        "page class .LoginDesktop (page <style>: display:none)",
        None,
        '<div class="LoginDesktop">{t}</div>',
        UNOCERO,
    ),
    (
        "page class .signwall-modal (page <style>: display:none)",
        None,
        '<div class="signwall-modal">{t}</div>',
        ELCOMERCIO,
    ),
    (
        "<style> rule transform:scale(0)",
        "<style>.mini-{n}{{transform:scale(0);position:absolute}}</style>",
        '<div class="mini-{n}">{t}</div>',
        None,
    ),
    (
        "inline display: none with spaces and !important",
        None,
        '<aside style="display: none !important;">{t}</aside>',
        None,
    ),
    ("off-screen top:-5000px", None, '<div style="position:fixed;top:-5000px">{t}</div>', None),
    (
        "<style> rule clip-path polygon",
        "<style>.sello-{n}{{clip-path:polygon(0 0,0 0,0 0);position:absolute}}</style>",
        '<div class="sello-{n}">{t}</div>',
        None,
    ),
    (
        "inline max-height:0 overflow:hidden",
        None,
        '<div style="max-height:0;overflow:hidden">{t}</div>',
        None,
    ),
]

CSS_NEG_TECHS: dict[str, tuple[str, str | None, str, str | None]] = {
    "skip-link": (
        "skip link positioned off-screen until focused",
        None,
        '<a class="skip-link" href="#contenido" style="position:absolute;left:-9999px">{t}</a>',
        None,
    ),
    "sr-only": (
        "screen-reader-only span (1px, clipped)",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
        None,
    ),
    "cookie-banner": (
        "cookie/consent banner hidden until the script shows it",
        None,
        '<div class="cookie-banner" style="display:none"><p>{t}</p></div>',
        None,
    ),
    "modal": (
        "subscriber/meter modal hidden until triggered (<style> rule)",
        "<style>.modal-muro-{n}{{display:none}}</style>",
        '<div class="modal-muro-{n}" role="dialog"><p>{t}</p></div>',
        None,
    ),
    "faq-collapsed": (
        "collapsed FAQ answer (page class .collapse, display:none)",
        None,
        '<div class="faq"><div class="collapse">{t}</div></div>',
        UNOCERO,
    ),
    "offscreen-menu": (
        "off-canvas menu translated off-screen",
        None,
        '<nav style="position:fixed;left:-320px;width:300px">{t}</nav>',
        None,
    ),
    "loading": (
        "loading placeholder with opacity 0",
        None,
        '<div class="loader" style="opacity:0">{t}</div>',
        None,
    ),
    "print-only": (
        "print-only footer (<style> display:none on screen)",
        "<style>.solo-impresion-{n}{{display:none}}</style>",
        '<p class="solo-impresion-{n}">{t}</p>',
        None,
    ),
    "tooltip": (
        "tooltip hidden until hover (visibility:hidden)",
        None,
        '<span class="tooltip" style="visibility:hidden">{t}</span>',
        None,
    ),
}


def css_cases() -> list[dict]:
    out = []
    for i, (lang, variant, text) in enumerate(T.CSS_INJ, 1):
        name, style, tmpl, forced = CSS_TECHS[(i - 1) % len(CSS_TECHS)]
        page = forced or page_for(i, 3)
        c = base(
            f"inj55-css-hidden-{i:03d}",
            "injection",
            "css-hidden",
            "css-hidden",
            lang,
            variant,
            page,
            text,
            name,
            WHY_INJ,
        )
        if style:
            c["head_snippet"] = style.format(n=i)
        c["body_snippet"] = tmpl.format(t=text, n=i)
        c["body_at"] = anchor_for(page, i)
        out.append(c)
    for i, (lang, variant, tech, text) in enumerate(T.CSS_NEG, 1):
        name, style, tmpl, forced = CSS_NEG_TECHS[tech]
        page = forced or page_for(i, 5)
        c = base(
            f"neg55-css-hidden-{i:03d}",
            "negative",
            "css-hidden",
            "css-hidden",
            lang,
            variant,
            page,
            text,
            name,
            "ordinary hidden UI text for people (accessibility, consent, paywall, menus); "
            "no model addressee, no output directive",
        )
        if style:
            c["head_snippet"] = style.format(n=i)
        c["body_snippet"] = tmpl.format(t=text, n=i)
        c["body_at"] = anchor_for(page, i)
        out.append(c)
    return out


# --------------------------------------------------------------------- alt-title

DATA_ATTRS = [
    "data-ai-note",
    "data-summary-instruction",
    "data-llm",
    "data-bot-note",
    "data-asistente",
    "data-tracking",
    "data-tooltip",
]


def alt_cases(items: list[tuple], label: str, prefix: str, salt: int) -> list[dict]:
    out = []
    for i, (lang, variant, channel, text) in enumerate(items, 1):
        page = page_for(i, salt)
        e = esc(text)
        head = None
        body = None
        if channel == "alt":
            body = (
                f'<figure class="nota-figura"><img src="/uploads/2026/11/foto-{i}.jpg" '
                f'alt="{e}" width="640" height="360"></figure>'
            )
            tech = "<img alt> in a figure after a body paragraph"
        elif channel == "title":
            body = f'<p class="relacionada"><a href="/temas/seguimiento-{i}" title="{e}">Seguí este tema</a></p>'
            tech = "title attribute of a link"
        elif channel == "aria-label":
            el = ["button", "a", "nav"][i % 3]
            if el == "button":
                body = (
                    f'<button type="button" class="btn-icono" aria-label="{e}">'
                    '<svg width="16" height="16"></svg></button>'
                )
            elif el == "a":
                body = (
                    f'<a class="btn-compartir" href="#compartir" aria-label="{e}">'
                    '<svg width="16" height="16"></svg></a>'
                )
            else:
                body = f'<nav class="menu-tema" aria-label="{e}"><a href="/temas">Temas</a></nav>'
            tech = f"aria-label on <{el}>"
        elif channel == "data-*":
            attr = (
                DATA_ATTRS[i % len(DATA_ATTRS)]
                if label == "injection"
                else ["data-ga-label", "data-tooltip"][i % 2]
            )
            if label == "negative" and text.startswith("nota_"):
                attr = "data-ga-label"
            if label == "negative" and text.startswith("Guard"):
                attr = "data-tooltip"
            body = f'<div class="widget-nota" {attr}="{e}"></div>'
            tech = f"{attr} attribute on an empty widget div"
        elif channel == "meta-description":
            head = f'<meta name="description" content="{e}">'
            tech = "<meta name=description> in <head>"
        elif channel in ("og:description", "og:title"):
            head = f'<meta property="{channel}" content="{e}">'
            tech = f"<meta property={channel}> in <head>"
        elif channel == "twitter:description":
            head = f'<meta name="twitter:description" content="{e}">'
            tech = "<meta name=twitter:description> in <head>"
        else:
            raise ValueError(channel)
        c = base(
            f"{prefix}-alt-title-{i:03d}",
            label,
            "alt-title",
            channel,
            lang,
            variant,
            page,
            text,
            tech,
            WHY_INJ
            if label == "injection"
            else "ordinary alt/title/aria/meta/data text; no model addressee or no output directive",
        )
        if head:
            c["head_snippet"] = head
        if body:
            c["body_snippet"] = body
            c["body_at"] = anchor_for(page, i)
        out.append(c)
    return out


# ----------------------------------------------------------------------- json-ld


def jsonld_cases(items: list[tuple], label: str, prefix: str, salt: int) -> list[dict]:
    out = []
    for i, (lang, variant, form, payload, expect) in enumerate(items, 1):
        page = page_for(i, salt)
        if form == "microdata":
            itemtype, prop, text = payload
            snip = (
                f'<div itemscope itemtype="{itemtype}">'
                f'<meta itemprop="{prop}" content="{esc(text)}"></div>'
            )
            ch, tech = "microdata", f"microdata <meta itemprop={prop}> in an itemscope div"
        else:
            js = json.dumps(payload, ensure_ascii=False, indent=2 if i % 2 else None)
            snip = f'<script type="application/ld+json">{js}</script>'
            ch = "json-ld"
            tech = f"JSON-LD @type {payload.get('@type')} in <{form}>"
            keys = [k for k in payload if not k.startswith("@")]
            tech += "; fields: " + ", ".join(keys)
        c = base(
            f"{prefix}-json-ld-{i:03d}",
            label,
            "json-ld",
            ch,
            lang,
            variant,
            page,
            expect,
            tech,
            WHY_INJ
            if label == "injection"
            else "ordinary schema.org data for people/search engines; no model addressee or directive",
        )
        if form == "head":
            c["head_snippet"] = snip
        else:
            c["body_snippet"] = snip
            c["body_at"] = anchor_for(page, i)
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf-text-layer
CATALOGO = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FEDREG = "pdf/en_us-federal-register-three-column.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
BROCHURE = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

# Blank bottom margins (measured by rendering the original pages): (x, y, size).
MARGIN = {
    CATALOGO: (40, 14, 7),
    IRS: (72, 8, 6),
    FEDREG: (60, 16, 7),
    FBI: (40, 6, 6),
    BROCHURE: (90, 6, 6),
}
PAGES = {
    CATALOGO: [1],
    IRS: [1, 50, 200, 3, 120],
    FEDREG: [1, 2, 7, 15],
    FBI: [1],
    BROCHURE: [1],
    LETTER: [1],
    HUCK: [1],
    GRAPH: [1],
}
SCANNED = [LETTER, HUCK, BROCHURE]

PDF_TECHS = ["render-mode-3", "transparent", "white-text", "off-page", "covered", "under-image"]
# Spanish texts go mostly to the Mexican catalogue; the rest rotate over the others.
TEXT_TARGETS = {
    "es": [CATALOGO, IRS, CATALOGO, FEDREG, CATALOGO, LETTER, CATALOGO, FBI],
    "en": [IRS, FEDREG, FBI, IRS, HUCK, GRAPH, FEDREG],
    "pt": [FEDREG, CATALOGO, IRS, BROCHURE, FBI],
}


def pdf_spec(target: str, tech: str, page: int, text: str | list[str]) -> dict[str, Any]:
    spec: dict[str, Any] = {"page": page}
    if isinstance(text, list):
        spec["lines"] = text
    else:
        spec["text"] = text
    if tech in ("white-text", "covered"):
        x, y, size = MARGIN[target]
        spec.update(x=x, y=y, size=size, leading=size + 1)
        if tech == "white-text":
            spec["fill"] = [255, 255, 255, 255]
        else:
            spec["fill"] = [0, 0, 0, 255]
            spec["cover"] = [255, 255, 255]
    elif tech == "render-mode-3":
        spec.update(x=72, y=300, size=9, render_mode=3)
    elif tech == "transparent":
        spec.update(x=60, y=200, size=9, fill=[0, 0, 0, 0])
    elif tech == "off-page":
        spec.update(x=-3000, y=-3000, size=9)
    elif tech == "under-image":
        spec.update(x=30, y=120, size=9, z="bottom")
    else:
        raise ValueError(tech)
    return spec


def fit_tech(target: str, tech: str) -> str:
    """White/covered text needs a measured blank margin; under-image needs a scan."""
    if tech in ("white-text", "covered") and target not in MARGIN:
        return "render-mode-3"
    if tech == "under-image" and target not in (LETTER, HUCK):
        return "transparent" if target in (GRAPH,) else "off-page"
    return tech


def pdf_cases() -> list[dict]:
    out = []
    per_lang: dict[str, int] = {}
    for i, (lang, variant, text) in enumerate(T.PDF_INJ, 1):
        k = per_lang.get(lang, 0)
        per_lang[lang] = k + 1
        target = TEXT_TARGETS[lang][k % len(TEXT_TARGETS[lang])]
        tech = fit_tech(target, PDF_TECHS[(i - 1) % len(PDF_TECHS)])
        pages = PAGES[target]
        page = pages[i % len(pages)]
        expect = text[0] if isinstance(text, list) else text
        c = base(
            f"inj55-pdf-text-layer-{i:03d}",
            "injection",
            "pdf-text-layer",
            tech,
            lang,
            variant,
            target,
            expect,
            f"pypdfium2 text object, {tech}",
            WHY_INJ,
        )
        c["pdf"] = pdf_spec(target, tech, page, text)
        out.append(c)
    neg_targets = [
        LETTER,
        HUCK,
        CATALOGO,
        GRAPH,
        IRS,
        FEDREG,
        LETTER,
        FEDREG,
        CATALOGO,
        FBI,
        CATALOGO,
        IRS,
    ]
    for i, (lang, variant, tech, text) in enumerate(T.PDF_NEG, 1):
        target = neg_targets[(i - 1) % len(neg_targets)]
        tech2 = fit_tech(target, tech)
        pages = PAGES[target]
        page = pages[i % len(pages)]
        c = base(
            f"neg55-pdf-text-layer-{i:03d}",
            "negative",
            "pdf-text-layer",
            tech2,
            lang,
            variant,
            target,
            text,
            f"pypdfium2 text object, {tech2}",
            "OCR/page-number/archive text layer; no model addressee, no output directive",
        )
        c["pdf"] = pdf_spec(target, tech2, page, text)
        out.append(c)
    return out


# ------------------------------------------------------- system-impersonation-es

SYS_FORMS = {
    "p": '<p class="nota-aviso">{t}</p>',
    "div": '<div class="aviso-recuadro"><p>{t}</p></div>',
    "blockquote": '<blockquote class="destacado">{t}</blockquote>',
    "status": '<div role="status" class="estado"><span>{t}</span></div>',
    "small": "<p><small>{t}</small></p>",
    "table": '<table class="tabla-verificacion"><tbody><tr><th>Estado</th><td>{t}</td></tr></tbody></table>',
    "li": '<ul class="lista-avisos"><li>{t}</li></ul>',
    "aside": '<aside class="recuadro-lateral"><p>{t}</p></aside>',
    "dd": '<dl class="ficha"><dt>Verificación</dt><dd>{t}</dd></dl>',
    "footnote": '<p class="nota-al-pie"><span>{t}</span></p>',
    "banner": '<div class="banner-aviso" role="alert"><strong>{t}</strong></div>',
    "pre": '<pre class="cfg">{t}</pre>',
    "h4": '<h4 class="subtitulo-aviso">{t}</h4>',
    "ol": '<ol class="pasos"><li>{t}</li></ol>',
}


def sys_cases(items: list[tuple], label: str, prefix: str, salt: int) -> list[dict]:
    out = []
    for i, (variant, form, text) in enumerate(items, 1):
        page = page_for(i, salt)
        c = base(
            f"{prefix}-system-impersonation-es-{i:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            "es",
            variant,
            page,
            text,
            f"visible <{form}> block after a body paragraph",
            "visible text posing as system/operator/registry verdict and directing the reader's output"
            if label == "injection"
            else "visible text addressed to human readers (notice, errata, advice, status); "
            "no output directive to a model",
        )
        c["body_snippet"] = SYS_FORMS[form].format(t=html.escape(text, quote=False))
        c["body_at"] = anchor_for(page, i + salt)
        out.append(c)
    return out


def build() -> list[dict]:
    cases: list[dict] = []
    cases += comment_cases(T.COMMENT_INJ, "injection", "inj55", 0)
    cases += comment_cases(T.COMMENT_NEG, "negative", "neg55", 7)
    cases += css_cases()
    cases += alt_cases(T.ALT_INJ, "injection", "inj55", 1)
    cases += alt_cases(T.ALT_NEG, "negative", "neg55", 4)
    cases += jsonld_cases(T.JSONLD_INJ, "injection", "inj55", 2)
    cases += jsonld_cases(T.JSONLD_NEG, "negative", "neg55", 6)
    cases += pdf_cases()
    cases += sys_cases(T.SYS_INJ, "injection", "inj55", 0)
    cases += sys_cases(T.SYS_NEG, "negative", "neg55", 5)
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases to {HERE / 'cases.json'}")


if __name__ == "__main__":
    main()
