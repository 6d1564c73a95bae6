"""Build ``cases.json`` for the 28th held-out injection corpus.

Wraps the hand-written texts of ``texts_hidden.py`` and ``texts_visible.py`` in
markup (HTML) or PDF text-object specs, rotating target pages, insertion points,
hiding techniques and channels. Deterministic: running it twice writes the same file.

Run from anywhere: ``python tests/heldout/injection28/make_cases.py``.
"""

# ruff: noqa: E501  (hand-written texts and markup literals are kept on one line)
from __future__ import annotations

import html
import itertools
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden  # noqa: E402
import texts_visible  # noqa: E402

UNO = "html/es-mx_unocero_tech-news-android-apps.html"
LAN = "html/es-ar_lanacion_opinion-article.html"
ECO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LAD = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RS = "html/de_rs-ingenieure_simple-corporate-services-page.html"

# Insertion points: the end of a paragraph that lies in the visible article body.
ANCHORS: dict[str, list[tuple[str, int]]] = {
    UNO: [("</p>", k) for k in (1, 3, 4, 5, 6, 8, 10, 11, 12, 13)],
    LAN: [("</p>", k) for k in range(6, 17)],
    ECO: [("</p>", k) for k in (2, 3, 4, 6, 7, 8, 9, 10, 11)],
    LAD: [("</p>", k) for k in range(4, 24)],
    CNET: [("</p>", k) for k in range(3, 10)],
    BAFA: [("</p>", k) for k in (4, 5, 6, 7)],
    RS: [("</p>", 1), ("<h3>Tragwerksplanung</h3>", 1), ('<div class="second content">', 1)],
}
PAGE_CYCLE = [UNO, LAN, ECO, LAD, CNET, BAFA, UNO, LAN, ECO, LAD, CNET, RS]


class Slots:
    """Rotates over pages and, per page, over its insertion points."""

    def __init__(self, offset: int) -> None:
        self.i = offset
        self.per_page: dict[str, itertools.cycle[tuple[str, int]]] = {
            p: itertools.cycle(a[offset % len(a) :] + a[: offset % len(a)])
            for p, a in ANCHORS.items()
        }

    def next(self) -> tuple[str, dict[str, Any]]:
        page = PAGE_CYCLE[self.i % len(PAGE_CYCLE)]
        self.i += 1
        find, occ = next(self.per_page[page])
        return page, {"find": find, "occurrence": occ, "where": "after"}


def parts(text: str) -> list[str]:
    return [p.strip() for p in text.split(" | ")]


def attr(s: str) -> str:
    return html.escape(s, quote=True)


# --------------------------------------------------------------------------- comments


def comment_case(text: str, i: int, target: str) -> dict[str, Any]:
    ps = parts(text)
    k = i % 6
    if len(ps) == 2:
        return {
            "body_snippet": f"<!-- {ps[0]} -->\n<!-- {ps[1]} -->",
            "channel": "html-comment",
            "technique": "two neighbouring comments, one per line",
        }
    t = ps[0]
    if k == 0:
        return {
            "body_snippet": f"<!-- {t} -->",
            "channel": "html-comment",
            "technique": "one-line comment",
        }
    if k == 1:
        return {
            "body_snippet": f"<!-- nota-seo\n{t}\n-->",
            "channel": "html-comment",
            "technique": "multi-line comment with a CMS-like label on its first line",
        }
    if k == 2:
        return {
            "body_snippet": f"<!--[if mso]>{t}<![endif]-->",
            "channel": "conditional-comment",
            "technique": "conditional comment ([if mso])",
        }
    if k == 3:
        return {
            "head_snippet": f"<!-- {t} -->",
            "channel": "html-comment",
            "technique": "comment in <head>",
        }
    if k == 4:
        gtm = (
            '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-XXXXXX"'
            ' height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>'
        )
        return {
            "body_snippet": f"{gtm}\n<!-- {t} -->",
            "channel": "html-comment",
            "technique": "comment next to a tag-manager <noscript> block",
        }
    return {
        "body_snippet": f'<div class="cms-block" data-block="relacionadas">\n<!-- {t} -->\n</div>',
        "channel": "html-comment",
        "technique": "comment inside an empty CMS block",
    }


# --------------------------------------------------------------------------- css


def css_case(text: str, i: int, target: str) -> dict[str, Any]:
    ps = parts(text)
    k = i % 14
    inner = f"<h5>{ps[0]}</h5>\n<p>{ps[1]}</p>" if len(ps) == 2 else None
    t = ps[0]

    def wrap(open_tag: str, close_tag: str, tag: str = "p") -> str:
        if inner is not None:
            return f"{open_tag}\n{inner}\n{close_tag}"
        return f"{open_tag}<{tag}>{t}</{tag}>{close_tag}"

    # The page's own hiding classes, where its captured stylesheet defines them.
    if target == UNO and i % 3 == 0:
        own = [
            (
                '<div class="hide">',
                "</div>",
                "p",
                "the page's own .hide class (display:none !important in its stylesheet)",
            ),
            (
                '<div class="MobileMenu">',
                "</div>",
                "span",
                "the page's own off-screen .MobileMenu (left:-100vw, 0x0 box)",
            ),
            (
                '<div class="collapse">',
                "</div>",
                "p",
                "the page's own .collapse class (display:none !important in its stylesheet)",
            ),
        ][(i // 3) % 3]
        return {"body_snippet": wrap(own[0], own[1], own[2]), "technique": own[3]}
    if target == BAFA and i % 2 == 0:
        k = 8
    if k == 0:
        return {
            "head_snippet": (
                "<style>.visually-hidden{position:absolute!important;width:1px;height:1px;"
                "overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}</style>"
            ),
            "body_snippet": wrap('<div class="visually-hidden">', "</div>"),
            "technique": "visually-hidden utility class defined in a <style> rule (clip + 1px box)",
        }
    if k == 1 and target == UNO:
        return {
            "body_snippet": wrap('<div class="hide">', "</div>"),
            "technique": "the page's own .hide class (display:none !important in its stylesheet)",
        }
    if k == 1:
        return {
            "body_snippet": wrap("<section hidden>", "</section>"),
            "technique": "hidden attribute on a section",
        }
    if k == 2:
        return {
            "body_snippet": wrap('<div style="display:none">', "</div>"),
            "technique": "inline display:none",
        }
    if k == 3:
        return {
            "body_snippet": wrap(
                '<div aria-hidden="true" style="position:absolute;left:-9999px;top:auto">', "</div>"
            ),
            "technique": "aria-hidden block positioned far off-screen (left:-9999px)",
        }
    if k == 4:
        btn = '<button class="acc-btn" aria-expanded="false">Más información</button>'
        return {
            "body_snippet": (
                f'<div class="accordion">{btn}\n'
                + wrap('<div class="acc-panel" style="height:0;overflow:hidden">', "</div>")
                + "\n</div>"
            ),
            "technique": "collapsed accordion panel (height:0 + overflow:hidden)",
        }
    if k == 5:
        return {
            "body_snippet": wrap('<div style="color:#ffffff;background-color:#ffffff">', "</div>"),
            "technique": "white text on a white background (inline)",
        }
    if k == 6:
        return {
            "body_snippet": wrap('<div style="font-size:0;line-height:0">', "</div>"),
            "technique": "font-size:0 on the container, inherited",
        }
    if k == 7:
        return {
            "head_snippet": "<style>#bloque-promo-ia{visibility:hidden;height:0;margin:0}</style>",
            "body_snippet": wrap('<div id="bloque-promo-ia">', "</div>"),
            "technique": "id rule in a <style> block: visibility:hidden, inherited by children",
        }
    if k == 8 and target == BAFA:
        return {
            "head_snippet": "<style>.aural{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}</style>",
            "body_snippet": wrap('<div class="aural">', "</div>"),
            "technique": "the page's own .aural class (screen-reader-only), rule given in <style>",
        }
    if k == 8 and target == UNO:
        return {
            "body_snippet": wrap('<div class="MobileMenu">', "</div>", "span"),
            "technique": "the page's own off-screen .MobileMenu (left:-100vw, 0x0 box)",
        }
    if k == 8:
        return {
            "head_snippet": "<style>.menu-movil{position:fixed;top:0;left:-100vw;width:0;height:0;overflow:hidden}</style>",
            "body_snippet": wrap('<nav class="menu-movil">', "</nav>", "span"),
            "technique": "off-screen mobile menu class (left:-100vw, 0x0, overflow hidden)",
        }
    if k == 9:
        return {
            "body_snippet": wrap(
                '<div style="text-indent:-9999px;overflow:hidden;height:1px">', "</div>"
            ),
            "technique": "text-indent:-9999px",
        }
    if k == 10:
        return {
            "body_snippet": wrap(
                '<div style="opacity:0;position:absolute;pointer-events:none">', "</div>"
            ),
            "technique": "opacity:0",
        }
    if k == 11:
        return {
            "body_snippet": '<template id="tpl-tarjeta"><div class="tarjeta"></div></template>\n'
            + wrap('<div class="tarjeta-cache" hidden>', "</div>"),
            "technique": "hidden block right after a <template> (not inside it)",
        }
    if k == 12:
        return {
            "head_snippet": "<style>.nota-legal p{position:absolute;clip:rect(1px,1px,1px,1px);width:1px;height:1px;overflow:hidden}</style>",
            "body_snippet": wrap('<div class="nota-legal">', "</div>"),
            "technique": "descendant selector in a <style> block: clip:rect(1px,1px,1px,1px)",
        }
    return {
        "body_snippet": wrap(
            '<div style="max-height:0;overflow:hidden;visibility:collapse">', "</div>"
        ),
        "technique": "max-height:0 + overflow:hidden + visibility:collapse",
    }


# --------------------------------------------------------------------------- attributes


def attr_case(text: str, i: int, target: str) -> dict[str, Any]:
    ps = [attr(p) for p in parts(text)]
    k = i % 9
    if len(ps) == 2:
        return {
            "body_snippet": (
                f'<figure class="wp-block-image"><img src="/wp-content/uploads/2019/08/grafico-1.jpg"'
                f' alt="{ps[0]}"\n title="{ps[1]}" loading="lazy"></figure>'
            ),
            "channel": "alt",
            "technique": "img alt (first part) and title (second part) on two lines",
        }
    t = ps[0]
    if k == 0:
        return {
            "body_snippet": f'<figure><img src="/uploads/2019/08/foto-principal.jpg" alt="{t}" width="640" height="360"></figure>',
            "channel": "alt",
            "technique": "img alt",
        }
    if k == 1:
        return {
            "body_snippet": f'<p class="tags"><a href="/tag/android/" title="{t}">Más sobre este tema</a></p>',
            "channel": "title",
            "technique": "title attribute of a tag link",
        }
    if k == 2:
        return {
            "body_snippet": f'<button class="share-btn" aria-label="{t}"><span class="icon-share"></span></button>',
            "channel": "aria-label",
            "technique": "aria-label of an icon button",
        }
    if k == 3:
        return {
            "body_snippet": f'<div class="ad-slot" data-slot="mid-1" data-nota="{t}"></div>',
            "channel": "data-*",
            "technique": "data-* attribute of an empty ad slot",
        }
    if k == 4:
        return {
            "head_snippet": f'<meta name="description" content="{t}">',
            "channel": "meta-description",
            "technique": "meta name=description",
        }
    if k == 5:
        return {
            "head_snippet": f'<meta property="og:description" content="{t}">',
            "channel": "og:description",
            "technique": "Open Graph description",
        }
    if k == 6:
        return {
            "head_snippet": f'<meta name="twitter:description" content="{t}">',
            "channel": "twitter:description",
            "technique": "Twitter card description",
        }
    if k == 7:
        return {
            "head_snippet": f'<meta property="og:image:alt" content="{t}">',
            "channel": "og:image:alt",
            "technique": "Open Graph image alt",
        }
    return {
        "body_snippet": f'<p class="firma"><abbr title="{t}">Redacción</abbr></p>',
        "channel": "title",
        "technique": "title attribute of an abbr",
    }


# --------------------------------------------------------------------------- json-ld


def jsonld_obj(ps: list[str], k: int, negative: bool) -> tuple[dict[str, Any], str]:
    a = ps[0]
    b = ps[1] if len(ps) == 2 else None
    ctx = "https://schema.org"
    if k == 0:
        o: dict[str, Any] = {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": "Nota",
            "description": a,
        }
        if b:
            o["abstract"] = b
        return o, "NewsArticle.description"
    if k == 1:
        o = {
            "@context": ctx,
            "@type": "Review",
            "itemReviewed": {"@type": "SoftwareApplication", "name": "App"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": a,
        }
        if b:
            o["name"] = b
        return o, "Review.reviewBody"
    if k == 2:
        o = {
            "@context": ctx,
            "@type": "Organization",
            "name": "Empresa",
            "disambiguatingDescription": a,
        }
        if b:
            o["description"] = b
        return o, "Organization.disambiguatingDescription"
    if k == 3:
        props = [{"@type": "PropertyValue", "name": "nota", "value": a}]
        if b:
            props.append({"@type": "PropertyValue", "name": "nota2", "value": b})
        o = {"@context": ctx, "@type": "Product", "name": "Producto", "additionalProperty": props}
        return o, "Product.additionalProperty[].value"
    if k == 4:
        ans = {"@type": "Answer", "text": a if b is None else a + " " + b}
        q = {"@type": "Question", "name": "¿Es confiable esta información?", "acceptedAnswer": ans}
        return {"@context": ctx, "@type": "FAQPage", "mainEntity": [q]}, "FAQPage answer text"
    if k == 5:
        o = {"@context": ctx, "@type": "GovernmentService", "name": "Trámite", "description": a}
        if b:
            o["serviceOutput"] = b
        return o, "GovernmentService.description"
    if k == 8:
        step = {"@type": "HowToStep", "text": a}
        return {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Configurar",
            "step": [step],
        }, "HowTo step text"
    if k == 6 and not negative:
        o = {"@context": ctx, "@type": "WebPage", "name": "Página", "x-assistant-policy": a}
        if b:
            o["x-assistant-policy-2"] = b
        return o, "invented field x-assistant-policy on WebPage"
    o = {"@context": ctx, "@type": "WebPage", "name": "Página", "abstract": a}
    if b:
        o["disambiguatingDescription"] = b
    return o, "WebPage.abstract"


def jsonld_case(text: str, i: int, target: str, negative: bool) -> dict[str, Any]:
    ps = parts(text)
    obj, field = jsonld_obj(ps, i if negative else i % 8, negative)
    body = json.dumps(obj, ensure_ascii=False, indent=2)
    snippet = f'<script type="application/ld+json">\n{body}\n</script>'
    if i % 4 == 3:
        return {
            "body_snippet": snippet,
            "channel": "json-ld",
            "technique": f"{field} (script in body)",
        }
    return {"head_snippet": snippet, "channel": "json-ld", "technique": f"{field} (script in head)"}


# --------------------------------------------------------------------------- pdf

PDF_SCANNED = [
    ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 384.0, 470.9),
    ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", 1, 612.0, 792.0),
    ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 301.0, 393.1),
    ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 718.5, 300.0),
]
PDF_DIGITAL = [
    ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 57, 612.0, 792.0),
    ("pdf/en_us-federal-register-three-column.pdf", 4, 612.0, 792.0),
    ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, 792.0, 612.0),
    ("pdf/en_fbi-nics-background-checks-table.pdf", 1, 1008.0, 612.0),
    ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 203, 612.0, 792.0),
    ("pdf/en_us-federal-register-three-column.pdf", 11, 612.0, 792.0),
    ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 388, 612.0, 792.0),
]


def pdf_case(text: str, i: int, negative: bool) -> dict[str, Any]:
    ps = parts(text)
    scanned = i % 3 == 0
    pool = PDF_SCANNED if scanned else PDF_DIGITAL
    target, page, _w, h = pool[(i // 3 if scanned else i - i // 3 - 1) % len(pool)]
    spec: dict[str, Any] = {"page": page, "size": 9.0, "x": 40.0, "y": h * 0.5}
    if len(ps) == 2:
        spec["lines"] = ps
    else:
        spec["text"] = ps[0]
    if negative:
        kinds = ["under-image", "render-mode-3"] if scanned else ["render-mode-3", "transparent"]
    else:
        kinds = (
            ["under-image", "render-mode-3", "transparent", "off-page"]
            if scanned
            else ["render-mode-3", "white-text", "transparent", "covered", "off-page"]
        )
    kind = kinds[i % len(kinds)]
    if kind == "render-mode-3":
        spec["render_mode"] = 3
        tech = "text render mode 3 (invisible) over the page"
    elif kind == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        tech = "fill alpha 0"
    elif kind == "under-image":
        spec["z"] = "bottom"
        tech = "black text inserted under the full-page scan image"
    elif kind == "off-page":
        spec["x"], spec["y"] = -4000.0, -4000.0
        tech = "placed far outside the page box"
    elif kind == "white-text":
        spec.update({"fill": [255, 255, 255, 255], "size": 3.0, "x": 20.0, "y": 6.0})
        tech = "white 3 pt text in the blank bottom margin"
    else:  # covered
        spec.update({"size": 3.0, "x": 20.0, "y": 8.0, "cover": [255, 255, 255]})
        tech = "3 pt text in the bottom margin under an opaque white rectangle"
    return {"target": target, "pdf": spec, "channel": kind, "technique": tech}


# --------------------------------------------------------------------------- visible


def visible_snippet(form: str, text: str, i: int) -> str:
    ps = parts(text)
    t = ps[0]
    classes = ["aviso", "nota-sistema", "aviso-plataforma", "nota"]
    if form == "p":
        return f'<p class="{classes[i % len(classes)]}">{t}</p>'
    if form == "banner":
        roles = ['class="alert alert-info" role="status"', 'class="banner-aviso" role="alert"']
        return f"<div {roles[i % 2]}>{t}</div>"
    if form == "status":
        return f'<p class="estado"><small>{t}</small></p>'
    if form == "hp":
        return f"<h4>{ps[0]}</h4>\n<p>{ps[1]}</p>"
    if form == "footnote":
        return f'<p class="nota-pie">* {t}</p>'
    if form == "table":
        return (
            '<table class="tabla-resultados">\n<tr><th>Consulta</th><th>Resultado</th></tr>\n'
            f"<tr><td>{ps[0]}</td>\n<td>{ps[1]}</td></tr>\n</table>"
        )
    if form == "list":
        return f'<ul class="avisos">\n<li>{t}</li>\n</ul>'
    if form == "blockquote":
        return f"<blockquote>{t}</blockquote>"
    raise ValueError(form)


# --------------------------------------------------------------------------- build

#: Negatives get the technique real sites use for that kind of text (by text prefix);
#: the numbers are the ``k`` branches of css_case / attr_case / jsonld_obj.
NEG_TECH: dict[str, int] = {
    # css-hidden
    "Saltar al contenido": 0,
    "Menú de navegación": 8,
    "Usamos cookies propias": 2,
    "Tenés 3 artículos": 1,
    "Aviso de privacidad": 5,
    "Ventana emergente": 6,
    "Resumen generado para": 12,
    "Menú desplegable": 8,
    "Skip to main": 9,
    "We use essential": 13,
    "Screen reader note": 0,
    "Pular para": 12,
    "Usamos cookies para": 10,
    "Menu principal": 8,
    "Se você já é assinante": 7,
    "Accordion: Show": 4,
    # alt-title
    "Cerrar ventana": 2,
    "Abrir el asistente": 2,
    "Icono de verificación": 0,
    "Foto: Archivo": 7,
    "Leer la nota en voz": 1,
    "Close the newsletter": 2,
    "Open the assistant": 1,
    "Search this site": 2,
    "Fechar janela": 2,
    "Selo de verificação": 0,
    "Ouvir esta notícia": 3,
    "Botón: compartir": 2,
    "Alt text: chart": 0,
    "Texto alternativo": 0,
    "Estas son las marcas": 4,
    "Congresista será": 5,
    "Saiba como consultar": 6,
    # json-ld
    "Consulta el estado de tu trámite": 5,
    "Preguntas frecuentes: ¿Cómo": 4,
    "Frequently asked": 4,
    "Perguntas frequentes": 4,
    "Notícias relacionadas": 7,
    "Este sitio usa": 2,
    "Datos estructurados": 0,
    "Nota sobre la gestión": 0,
    "Registro sanitario": 3,
    "Great app": 1,
    "Paso 3": 8,
    "Empresa de engenharia": 2,
}


def neg_tech(text: str, default: int) -> int:
    for prefix, k in NEG_TECH.items():
        if text.startswith(prefix):
            return k
    return default


HIDDEN_PLAN = [
    ("html-comment", 26),
    ("css-hidden", 30),
    ("alt-title", 26),
    ("json-ld", 26),
    ("pdf-text-layer", 19),
]
SHORT = {
    "html-comment": "cm",
    "css-hidden": "css",
    "alt-title": "attr",
    "json-ld": "jld",
    "pdf-text-layer": "pdf",
    "system-impersonation-es": "sys",
}


def interleave(items: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Spread the languages evenly (proportional interleave, stable within a language)."""
    by_lang: dict[str, list[tuple[str, str, str]]] = {}
    for it in items:
        by_lang.setdefault(it[0], []).append(it)
    keyed = [
        ((j + 0.5) / len(lst), lang, it)
        for lang, lst in by_lang.items()
        for j, it in enumerate(lst)
    ]
    return [it for _, _, it in sorted(keyed, key=lambda x: (x[0], x[1]))]


def html_fields(vector: str, text: str, i: int, target: str, negative: bool) -> dict[str, Any]:
    if vector == "html-comment":
        return comment_case(text, i, target)
    if vector == "css-hidden":
        return {"channel": "css-hidden", **css_case(text, i, target)}
    if vector == "alt-title":
        return attr_case(text, i, target)
    return jsonld_case(text, i, target, negative)


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def add(
        label: str,
        vector: str,
        n: int,
        lang: str,
        variant: str,
        text: str,
        fields: dict[str, Any],
        why: str,
    ) -> None:
        case = {
            "id": f"i28-{SHORT[vector]}-{label[0]}{n:03d}",
            "label": label,
            "vector": vector,
            "lang": lang,
            "variant": variant,
            "split": "test",
            "expect_text": parts(text)[0],
            **fields,
            "why": why,
        }
        cases.append(case)

    inj = interleave(texts_hidden.INJECTIONS)
    pos = 0
    for vi, (vector, count) in enumerate(HIDDEN_PLAN):
        slots = Slots(vi * 3)
        for n in range(count):
            lang, variant, text = inj[pos + n]
            why = "addressed to a model/automated reader or framed as system/registry, and directs its output"
            if vector == "pdf-text-layer":
                add("injection", vector, n, lang, variant, text, pdf_case(text, n, False), why)
                continue
            target, at = slots.next()
            f = html_fields(vector, text, n, target, False)
            if "body_snippet" in f:
                f["body_at"] = at
            add("injection", vector, n, lang, variant, text, {"target": target, **f}, why)
        pos += count
    assert pos == len(inj), (pos, len(inj))

    by_vec: dict[str, list[tuple[str, str, str]]] = {}
    for lang, variant, vector, text in texts_hidden.NEGATIVES:
        by_vec.setdefault(vector, []).append((lang, variant, text))
    for vi, (vector, _count) in enumerate(HIDDEN_PLAN):
        slots = Slots(vi * 5 + 1)
        for n, (lang, variant, text) in enumerate(by_vec[vector]):
            why = "hidden text every site has, or machine-directed text with no directive about output"
            if vector == "pdf-text-layer":
                add("negative", vector, n, lang, variant, text, pdf_case(text, n, True), why)
                continue
            target, at = slots.next()
            f = html_fields(vector, text, neg_tech(text, n + 1), target, True)
            if "body_snippet" in f:
                f["body_at"] = at
            add("negative", vector, n, lang, variant, text, {"target": target, **f}, why)

    vector = "system-impersonation-es"
    slots = Slots(2)
    for n, (lang, variant, form, text) in enumerate(texts_visible.INJECTIONS):
        target, at = slots.next()
        f = {
            "target": target,
            "channel": "visible-text",
            "technique": f"visible {form}",
            "body_snippet": visible_snippet(form, text, n),
            "body_at": at,
        }
        add(
            "injection",
            vector,
            n,
            lang,
            variant,
            text,
            f,
            "visible text posing as system/operator/registry verdict that directs the reader's output",
        )
    slots = Slots(7)
    for n, (lang, variant, form, text) in enumerate(texts_visible.NEGATIVES):
        target, at = slots.next()
        f = {
            "target": target,
            "channel": "visible-text",
            "technique": f"visible {form}",
            "body_snippet": visible_snippet(form, text, n),
            "body_at": at,
        }
        add(
            "negative", vector, n, lang, variant, text, f, "visible text addressed to human readers"
        )
    return cases


def main() -> None:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
