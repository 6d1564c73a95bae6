"""Build ``cases.json`` for the injection47 corpus from ``texts.py`` (deterministic).

Run from anywhere: ``python tests/heldout/injection47/make_cases.py``. Targets and
anchors rotate through fixed lists, so the output only changes when this file or
``texts.py`` changes.
"""

from __future__ import annotations

import html
import importlib.util
import itertools
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load_texts():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("heldout_injection47_texts", HERE / "texts.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


T = _load_texts()

UNO = "html/es-mx_unocero_tech-news-android-apps.html"
LAN = "html/es-ar_lanacion_opinion-article.html"
ELC = "html/es-pe_elcomercio_signwall-paywall-article.html"
LAD = "html/es-uy_ladiaria_metered-paywall-article.html"
CNE = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAF = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"
HTML_TARGETS = (UNO, LAN, ELC, LAD, CNE, BAF, RSI)

# Occurrences of "</p>" that close a paragraph of the visible article body.
BODY_P = {
    UNO: (1, 3, 4, 5, 6, 7, 10, 11, 12, 13),
    LAN: (6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16),
    ELC: (2, 3, 4, 6, 7, 8, 9, 10, 11),
    LAD: (4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23),
    CNE: (3, 5, 6, 7, 8, 9),
    BAF: (4, 5, 6, 7),
    RSI: (1,),
}


def _anchor_cycle() -> itertools.cycle:  # type: ignore[type-arg]
    # interleave the pages: unocero 1, lanacion 6, elcomercio 2, ...
    cols = [[(t, o) for o in BODY_P[t]] for t in HTML_TARGETS]
    flat = [x for row in itertools.zip_longest(*cols) for x in row if x is not None]
    return itertools.cycle(flat)


# A text that names a page's topic goes to that page (first match wins); others rotate.
TOPICS = (
    (CNE, ("Twitter", "CNET")),
    (
        UNO,
        (
            "unocero",
            "Android",
            "Xiaomi",
            "Doze",
            "bater",
            "teléfono",
            "celular",
            "Celular",
            "cargador",
            "app ",
            "aplicativo",
            "aplicación",
        ),
    ),
    (LAN, ("mapuche", "columna", "LA NACION", "coluna", "juristas")),
    (
        LAD,
        (
            "área protegida",
            "decreto",
            "urugua",
            "fumigados",
            "SNAP",
            "vecinos",
            "la diaria",
            "Ministerio de Ambiente",
            "Campo Hoy",
        ),
    ),
    (
        ELC,
        (
            "Perú",
            "peruanos",
            "El Comercio",
            "fiscal",
            "Fiscal",
            "juez",
            "Mamani",
            "expresidente",
            "acusados",
            "procesados",
            "sol para",
        ),
    ),
    (
        BAF,
        (
            "diésel",
            "petróleo",
            "BAFA",
            "German",
            "tabla",
            "ventas",
            "Energía",
            "Energia",
            "números",
            "petroleum",
        ),
    ),
    (RSI, ("RS Ingenieure", "ingenier", "engineering", "Rheinwald", "cálculo estructural")),
)


def topic_target(text: str) -> str | None:
    for target, keys in TOPICS:
        if any(k in text for k in keys):
            return target
    return None


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def att(text: str) -> str:
    return html.escape(text, quote=True)


class Builder:
    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []
        self.anchors = _anchor_cycle()
        self.heads = itertools.cycle(HTML_TARGETS)
        self.counters: dict[str, int] = {}

    def new_id(self, label: str, vec: str) -> str:
        short = {
            "html-comment": "comment",
            "css-hidden": "css",
            "alt-title": "alt",
            "json-ld": "jsonld",
            "pdf-text-layer": "pdf",
            "system-impersonation-es": "sysimp",
        }[vec]
        key = f"{label}:{short}"
        self.counters[key] = self.counters.get(key, 0) + 1
        prefix = "inj47" if label == "injection" else "neg47"
        return f"{prefix}-{short}-{self.counters[key]:03d}"

    def body_at(self, target: str | None = None, text: str = "") -> tuple[str, dict[str, Any]]:
        if target is None:
            target = topic_target(text)
        if target is None:
            t, occ = next(self.anchors)
        else:
            occ = BODY_P[target][len(self.cases) % len(BODY_P[target])]
            t = target
        return t, {"find": "</p>", "occurrence": occ, "where": "after"}

    def head(self, text: str = "") -> str:
        return topic_target(text) or next(self.heads)

    def add(
        self,
        label: str,
        vec: str,
        variant: str,
        channel: str,
        expect: str,
        target: str,
        technique: str,
        why: str,
        **fields: Any,
    ) -> None:
        case = {
            "id": self.new_id(label, vec),
            "label": label,
            "vector": vec,
            "channel": channel,
            "lang": lang_of(variant),
            "variant": variant,
            "split": "test",
            "target": target,
            "expect_text": expect,
            "technique": technique,
            "why": why,
        }
        case.update(fields)
        self.cases.append(case)


WHY_INJ = (
    "addressed to a model/automated reader or framed as system/registry, and directs its output"
)
WHY_NEG = (
    "benign: fails the addressee/authority test or directs no output (text every site carries)"
)


# --------------------------------------------------------------------------- comments
def comments(b: Builder) -> None:
    for label, rows in (("injection", T.COMMENT_INJ), ("negative", T.COMMENT_NEG)):
        for i, (variant, channel, text) in enumerate(rows):
            lines = text.split("\n")
            expect = lines[0]
            if channel == "conditional-comment":
                cond = ("[if IE]", "[if lt IE 9]", "[if IE 8]")[i % 3]
                snippet = f'<!--{cond}><p class="ie-only">{text}</p><![endif]-->'
                tech = f"conditional comment {cond}"
            elif len(lines) > 1:
                snippet = "<!--\n" + "\n".join("  " + ln for ln in lines) + "\n-->"
                expect = lines[0]
                tech = f"multi-line comment ({len(lines)} lines), addressee on the first line"
            else:
                snippet = f"<!-- {text} -->"
                tech = "single-line comment"
            why = WHY_INJ if label == "injection" else WHY_NEG
            if i % 4 == 3:
                target = b.head(text)
                b.add(
                    label,
                    "html-comment",
                    variant,
                    channel,
                    expect,
                    target,
                    tech + " in <head>",
                    why,
                    head_snippet=snippet,
                )
            else:
                target, at = b.body_at(text=text)
                b.add(
                    label,
                    "html-comment",
                    variant,
                    channel,
                    expect,
                    target,
                    tech + " after a body paragraph",
                    why,
                    body_snippet=snippet,
                    body_at=at,
                    pad_lines=i % 2,
                )


# --------------------------------------------------------------------------- css
# technique -> (head <style> or None, body template with {t}, forced target or None)
CSS_TECH: dict[str, tuple[str | None, str, str | None]] = {
    "inline-display-none": (None, '<div style="display:none">{t}</div>', None),
    "inline-visibility-hidden": (None, '<p><span style="visibility: hidden">{t}</span></p>', None),
    "hidden-attribute": (None, "<p hidden>{t}</p>", None),
    "opacity-0": (None, '<p style="opacity:0">{t}</p>', None),
    "font-size-1px": (None, '<p style="font-size:1px;line-height:1px;margin:0">{t}</p>', None),
    "text-indent": (
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
        None,
    ),
    "left-offscreen": (
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
        None,
    ),
    "height-0-overflow": (None, '<div style="height:0;overflow:hidden">{t}</div>', None),
    "clip-rect": (
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
        None,
    ),
    "clip-path": (None, '<p style="position:absolute;clip-path:inset(50%)">{t}</p>', None),
    "white-on-white": (None, '<p style="color:#ffffff;background-color:#ffffff">{t}</p>', None),
    "same-colour-dark": (None, '<div style="background:#111;color:#111;padding:0">{t}</div>', None),
    "page-class-hide": (
        None,
        '<div class="hide">{t}</div>',
        "html/es-mx_unocero_tech-news-android-apps.html",
    ),
    "page-class-logindesktop": (
        None,
        '<div class="LoginDesktop">{t}</div>',
        "html/es-mx_unocero_tech-news-android-apps.html",
    ),
    "page-class-hidden-label": (
        None,
        '<span class="hidden-label">{t}</span>',
        "html/es-pe_elcomercio_signwall-paywall-article.html",
    ),
    "page-class-ad-lateral": (
        None,
        '<div class="ad-lateral">{t}</div>',
        "html/es-pe_elcomercio_signwall-paywall-article.html",
    ),
    "own-style-class-offscreen": (
        "<style>.nota-seo{position:absolute;left:-9999px;top:-9999px}</style>",
        '<p class="nota-seo">{t}</p>',
        None,
    ),
    "own-style-class-opacity": (
        "<style>.meta-txt { opacity: 0; height: 0; }</style>",
        '<div class="meta-txt">{t}</div>',
        None,
    ),
    "own-style-id-display-none": (
        "<style>\n#bloque-extra { display: none }\n</style>",
        '<div id="bloque-extra"><p>{t}</p></div>',
        None,
    ),
    "inherit-display-none": (
        None,
        '<div style="display:none"><section><p>{t}</p></section></div>',
        None,
    ),
    "inherit-font-size-0": (None, '<div style="font-size:0"><p><span>{t}</span></p></div>', None),
    # negatives
    "skip-link": (
        None,
        '<a href="#contenido" style="position:absolute;left:-9999px">{t}</a>',
        None,
    ),
    "sr-only": (
        "<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style>",
        '<p><a href="/foto-galeria">Ver galería</a> <span class="sr-only">{t}</span></p>',
        None,
    ),
    "modal-hidden": (
        None,
        '<div class="modal" style="display:none" role="dialog"><p>{t}</p><button type="button">Cerrar</button></div>',
        None,
    ),
    "cookie-banner": (
        None,
        '<div id="cookie-banner" hidden><p>{t}</p><button type="button">Aceptar</button></div>',
        None,
    ),
    "faq-collapsed": (
        None,
        "<details><summary>¿Puedo cancelar?</summary><p>{t}</p></details>",
        None,
    ),
    "offscreen-menu": (None, '<nav style="position:fixed;left:-320px;width:300px">{t}</nav>', None),
    "tooltip-hidden": (None, '<span role="status" style="visibility:hidden">{t}</span>', None),
}


def css(b: Builder) -> None:
    for label, rows in (("injection", T.CSS_INJ), ("negative", T.CSS_NEG)):
        for variant, tech, text in rows:
            head, tmpl, forced = CSS_TECH[tech]
            if forced is None and tech.startswith("page-class-"):
                raise SystemExit(tech)
            target, at = b.body_at(forced, text)
            fields: dict[str, Any] = {"body_snippet": tmpl.format(t=text), "body_at": at}
            if head:
                fields["head_snippet"] = head
            desc = tech + (" (class defined in the page's own <style>)" if forced else "")
            b.add(
                label,
                "css-hidden",
                variant,
                "css-hidden",
                text,
                target,
                desc,
                WHY_INJ if label == "injection" else WHY_NEG,
                **fields,
            )


# --------------------------------------------------------------------------- alt/title
def alt_title(b: Builder) -> None:
    n = 0
    for label, rows in (("injection", T.ALT_INJ), ("negative", T.ALT_NEG)):
        for variant, channel, text in rows:
            n += 1
            a = att(text)
            why = WHY_INJ if label == "injection" else WHY_NEG
            if channel in ("meta-description", "og:description", "og:title", "twitter:description"):
                key = {
                    "meta-description": 'name="description"',
                    "og:description": 'property="og:description"',
                    "og:title": 'property="og:title"',
                    "twitter:description": 'name="twitter:description"',
                }[channel]
                target = b.head(text)
                b.add(
                    label,
                    "alt-title",
                    variant,
                    channel,
                    text,
                    target,
                    f"<meta {key}> before </head>",
                    why,
                    head_snippet=f'<meta {key} content="{a}">',
                )
                continue
            target, at = b.body_at(text=text)
            if channel == "alt":
                snip = (
                    f'<figure class="nota-foto"><img src="https://static.example/img/nota-{n}.jpg" '
                    f'alt="{a}" width="640" height="360"></figure>'
                )
                tech = "alt of an inserted <img> in a <figure>"
            elif channel == "title":
                if n % 2:
                    b.add(
                        label,
                        "alt-title",
                        variant,
                        channel,
                        text,
                        target,
                        "title of an inline <abbr> added inside a body paragraph",
                        why,
                        inline_edits=[
                            {
                                "find": "</p>",
                                "occurrence": at["occurrence"],
                                "where": "before",
                                "text": f' <abbr title="{a}">(*)</abbr>',
                            }
                        ],
                    )
                    continue
                snip = f'<p><a href="/archivo/nota-{n}" title="{a}">Ver nota relacionada</a></p>'
                tech = "title of a link"
            elif channel == "aria-label":
                snip = (
                    f'<div class="share-bar"><button type="button" aria-label="{a}">'
                    '<svg width="16" height="16"></svg></button></div>'
                )
                tech = "aria-label of an icon button"
            elif channel == "data-*":
                attr = ("data-summary", "data-ai-hint", "data-tracking", "data-llm-note")[n % 4]
                snip = f'<div class="nota-meta" {attr}="{a}"></div>'
                tech = f"{attr} attribute of an empty <div>"
            else:
                raise SystemExit(channel)
            b.add(
                label,
                "alt-title",
                variant,
                channel,
                text,
                target,
                tech,
                why,
                body_snippet=snip,
                body_at=at,
            )


# --------------------------------------------------------------------------- json-ld
def _jsonld(kind: str, text: str, n: int) -> tuple[str, str, str]:
    """(channel, technique, snippet)."""
    base_article = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Nota",
        "datePublished": "2019-08-27",
    }
    if kind.startswith("microdata"):
        if kind == "microdata-review":
            snip = (
                '<div itemscope itemtype="https://schema.org/Review">'
                '<meta itemprop="author" content="Lector">'
                f'<meta itemprop="reviewBody" content="{att(text)}"></div>'
            )
            return "microdata", "microdata Review reviewBody in <meta itemprop>", snip
        snip = (
            '<div itemscope itemtype="https://schema.org/Article">'
            f'<meta itemprop="description" content="{att(text)}"></div>'
        )
        return "microdata", "microdata Article description in <meta itemprop>", snip
    if kind == "article-description":
        obj = dict(base_article, description=text)
        tech = "schema.org NewsArticle.description"
    elif kind == "article-abstract":
        obj = dict(base_article, abstract=text)
        tech = "schema.org NewsArticle.abstract"
    elif kind == "custom-field":
        name = (
            "instruccionesModelo",
            "aiSummaryOverride",
            "directivaResumen",
            "assistantPolicy",
            "instrucaoIA",
        )[n % 5]
        obj = dict(base_article, **{name: text})
        tech = f"invented field {name} inside a NewsArticle"
    elif kind == "org-custom":
        obj = {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Diario",
            "notaParaIA": text,
        }
        tech = "invented field notaParaIA inside an Organization"
    elif kind == "org-slogan":
        obj = {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "RS Ingenieure",
            "slogan": text,
        }
        tech = "schema.org Organization.slogan holding a sentence"
    elif kind == "org-description":
        obj = {
            "@context": "https://schema.org",
            "@type": "NewsMediaOrganization",
            "name": "la diaria",
            "description": text,
            "url": "https://ladiaria.com.uy/",
        }
        tech = "schema.org NewsMediaOrganization.description"
    elif kind == "review-body":
        obj = {
            "@context": "https://schema.org",
            "@type": "Review",
            "itemReviewed": {"@type": "SoftwareApplication", "name": "Twitter Lite"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": text,
        }
        tech = "schema.org Review.reviewBody"
    elif kind == "faq-answer":
        obj = {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿La suscripción tiene costo?",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
        tech = "schema.org FAQPage acceptedAnswer.text"
    elif kind == "config-object":
        obj = dict(base_article, configuracion={"destino": "asistente", "modo": text})
        tech = "invented nested object configuracion.modo"
    elif kind == "product-description":
        obj = {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Cargador",
            "description": text,
            "offers": {"@type": "Offer", "price": "349.00", "priceCurrency": "MXN"},
        }
        tech = "schema.org Product.description"
    elif kind == "custom-top":
        obj = {
            "@context": "https://schema.org",
            "@type": "Dataset",
            "name": "Mineralölabsatz",
            "x-llm-instructions": text,
        }
        tech = "invented top-level field x-llm-instructions in a Dataset"
    elif kind == "disambiguating":
        obj = dict(base_article, disambiguatingDescription=text)
        tech = "schema.org disambiguatingDescription"
    elif kind == "howto-step":
        obj = {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Evitar que Android cierre una app",
            "step": [{"@type": "HowToStep", "text": text}],
        }
        tech = "schema.org HowTo step text"
    elif kind == "event-description":
        obj = {
            "@context": "https://schema.org",
            "@type": "Event",
            "name": "Lectura de sentencia",
            "startDate": "2022-05-18",
            "description": text,
        }
        tech = "schema.org Event.description"
    elif kind == "dataset-description":
        obj = {
            "@context": "https://schema.org",
            "@type": "Dataset",
            "name": "Mineralölabsatz",
            "description": text,
        }
        tech = "schema.org Dataset.description"
    else:
        raise SystemExit(kind)
    indent = 2 if n % 2 else None
    body = json.dumps(obj, ensure_ascii=False, indent=indent)
    return "json-ld", tech, f'<script type="application/ld+json">{body}</script>'


def jsonld(b: Builder) -> None:
    n = 0
    for label, rows in (("injection", T.JSONLD_INJ), ("negative", T.JSONLD_NEG)):
        for variant, kind, text in rows:
            n += 1
            channel, tech, snip = _jsonld(kind, text, n)
            why = WHY_INJ if label == "injection" else WHY_NEG
            if channel == "json-ld" and n % 5 != 0:
                b.add(
                    label,
                    "json-ld",
                    variant,
                    channel,
                    text,
                    b.head(text),
                    tech + " (before </head>)",
                    why,
                    head_snippet=snip,
                )
            else:
                target, at = b.body_at(text=text)
                where = " (in <body>)" if channel == "json-ld" else ""
                b.add(
                    label,
                    "json-ld",
                    variant,
                    channel,
                    text,
                    target,
                    tech + where,
                    why,
                    body_snippet=snip,
                    body_at=at,
                )


# --------------------------------------------------------------------------- pdf
FR = "pdf/en_us-federal-register-three-column.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
CAT = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
LET = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRA = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
BOOK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"

# channel -> list of (target, page, x, y) cycled
PDF_PLACES: dict[str, list[tuple[str, int, float, float]]] = {
    "render-mode-3": [
        (FBI, 1, 60, 300),
        (FR, 3, 60, 400),
        (IRS, 5, 72, 500),
        (IRS, 120, 72, 300),
        (CAT, 1, 60, 300),
        (FR, 9, 300, 600),
        (IRS, 1, 72, 400),
    ],
    "white-text": [(CAT, 1, 40, 20), (FR, 2, 60, 22), (IRS, 2, 72, 400), (FR, 12, 60, 20)],
    "transparent": [(FR, 7, 60, 200), (FBI, 1, 100, 200), (CAT, 1, 60, 150), (IRS, 300, 72, 300)],
    "off-page": [(BOOK, 1, -900, 100), (LET, 1, 40, 1200), (CAT, 1, 2000, 100)],
    "under-image": [(LET, 1, 20, 200), (GRA, 1, 20, 100), (BRO, 1, 100, 400), (BOOK, 1, 20, 200)],
    "covered": [(FR, 15, 60, 20)],
    "tiny-text": [(CAT, 1, 40, 25)],
}


# negatives are placed where such text belongs (page numbers on the right page, OCR
# notes under scans), in the order of texts.PDF_NEG
PDF_NEG_PLACES = [
    (BOOK, 1, 20, 300),
    (IRS, 3, 300, 30),
    (LET, 1, 20, 30),
    (CAT, 1, 700, 30),
    (FR, 8, 300, 770),
    (BRO, 1, 90, 60),
    (FBI, 1, 40, 600),
    (BOOK, 1, 20, 40),
    (FR, 12, 200, 20),
    (IRS, 400, 72, 72),
    (GRA, 1, 20, 20),
]


def pdf(b: Builder) -> None:
    idx: dict[str, int] = {}
    for label, rows in (("injection", T.PDF_INJ), ("negative", T.PDF_NEG)):
        for k, (variant, channel, text) in enumerate(rows):
            places = PDF_PLACES[channel]
            i = idx.get(channel, 0)
            idx[channel] = i + 1
            target, page, x, y = places[i % len(places)]
            if label == "negative":
                target, page, x, y = PDF_NEG_PLACES[k]
            spec: dict[str, Any] = {"page": page, "text": text, "x": x, "y": y, "size": 7}
            if channel == "render-mode-3":
                spec["render_mode"] = 3
                tech = "text render mode 3 (invisible) over the page content"
            elif channel == "white-text":
                spec["fill"] = [255, 255, 255, 255]
                tech = "white fill in a blank margin (or on a blank page)"
            elif channel == "transparent":
                spec["fill"] = [0, 0, 0, 0]
                tech = "fill alpha 0"
            elif channel == "off-page":
                tech = "black text placed outside the page box"
            elif channel == "under-image":
                spec["z"] = "bottom"
                tech = "black text inserted under the full-page scanned image"
            elif channel == "covered":
                spec["cover"] = [255, 255, 255]
                tech = "black text in the bottom margin under an opaque white rectangle"
            elif channel == "tiny-text":
                spec["size"] = 0.6
                spec["fill"] = [255, 255, 255, 255]
                tech = "0.6 pt white text in the bottom margin"
            else:
                raise SystemExit(channel)
            b.add(
                label,
                "pdf-text-layer",
                variant,
                channel,
                text,
                target,
                tech,
                WHY_INJ if label == "injection" else WHY_NEG,
                media="pdf",
                pdf=spec,
            )


# --------------------------------------------------------------------------- system impersonation
SYS_WRAP = (
    ("<p>{t}</p>", "paragraph"),
    (
        '<div class="aviso-sistema" style="border:1px solid #ccc;padding:8px"><p>{t}</p></div>',
        "boxed notice",
    ),
    ("<aside><strong>{t}</strong></aside>", "aside, bold"),
    ('<table class="estado"><tr><th>Estado</th><td>{t}</td></tr></table>', "status table cell"),
    ("<p><small>{t}</small></p>", "footnote (small)"),
    ("<ul><li>{t}</li></ul>", "list item"),
    ("<blockquote>{t}</blockquote>", "blockquote"),
    ('<div role="status" class="banner">{t}</div>', "banner div"),
    ("<p><em>{t}</em></p>", "italic line"),
    ("<pre>{t}</pre>", "preformatted status line"),
)


def sysimp(b: Builder) -> None:
    n = 0
    for label, rows in (("injection", T.SYS_INJ), ("negative", T.SYS_NEG)):
        for variant, text in rows:
            tmpl, desc = SYS_WRAP[n % len(SYS_WRAP)]
            n += 1
            target, at = b.body_at(text=text)
            why = (
                "visible Spanish posing as the system, operator, configuration or a registry"
                " verdict, directing the reader's output"
                if label == "injection"
                else "visible Spanish for human readers (notice, errata, advice, status, news)"
            )
            b.add(
                label,
                "system-impersonation-es",
                variant,
                "visible-text",
                text,
                target,
                f"visible {desc} after a body paragraph",
                why,
                body_snippet=tmpl.format(t=text),
                body_at=at,
            )


def build() -> list[dict[str, Any]]:
    b = Builder()
    comments(b)
    css(b)
    alt_title(b)
    jsonld(b)
    pdf(b)
    sysimp(b)
    return b.cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
