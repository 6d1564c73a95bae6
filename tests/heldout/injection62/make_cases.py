"""Build ``cases.json`` of injection62 from ``texts_visible.py`` and ``texts_hidden.py``.

Deterministic: no randomness, no clock; run it from anywhere:
``python tests/heldout/injection62/make_cases.py``. Captures are not read here; the
anchors below were picked by hand from the pages in ``/work/shared/captures/html``
(ends of article paragraphs that parse into the visible body).
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

PAGES: dict[str, tuple[str, list[str]]] = {
    "bafa": (
        "html/de_bafa-gov_mineraloel-statistics-table.html",
        [",4 Millionen Tonnen.</p>", "n Millionen Tonnen):</p>", "</a> veröffentlicht.</p>"],
    ),
    "rs": (
        "html/de_rs-ingenieure_simple-corporate-services-page.html",
        ["eit berücksichtigen.</p>"],
    ),
    "lanacion": (
        "html/es-ar_lanacion_opinion-article.html",
        [
            "testa que reprimirla</p>",
            "al Estado argentino.</p>",
            "daz como inadecuada.</p>",
            "ostilidades en 2015.</p>",
            " no resisten prueba.</p>",
            "ugo de los caciques.</p>",
            "stra bien argentina.</p>",
            "ro también integrar.</p>",
        ],
    ),
    "unocero": (
        "html/es-mx_unocero_tech-news-android-apps.html",
        [
            "rong>Doze</strong>.\u00a0</p>",
            "ería sobresaliente.\u00a0</p>",
            "experiencia de uso.\u00a0</p>",
            "so del dispositivo.\u00a0</p>",
            "el Android 9 Pie</a></p>",
            "estión en segundo plano.\u00a0</p>",
            "que me han llegado.\u00a0</p>",
            " experiencia de uso.</p>",
        ],
    ),
    "elcomercio": (
        "html/es-pe_elcomercio_signwall-paywall-article.html",
        [
            "nclusiones técnicas.</p>",
            "lador Moisés Mamani.</p>",
            "Pablo Kuczynski</b>.</p>",
            "nfluencias agravado.</p>",
            "función pública</b>.</p>",
            "uczynski Godard</b>.</p>",
            "ori</b> (1990-2000).</p>",
        ],
    ),
    "ladiaria": (
        "html/es-uy_ladiaria_metered-paywall-article.html",
        [
            "os fitosanitarios”. </p>",
            "roductiva del área. </p>",
            "serva departamental.</p>",
            " complejo”, señaló. </p>",
            "os y arqueológicos”.</p>",
            "la reunión de junio.</p>",
            ", citó como ejemplo.</p>",
            "ser “más concreta”. </p>",
            "dades productivas”. </p>",
            "e exótica invasora. </p>",
        ],
    ),
    "cnet": (
        "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
        [
            " México y Venezuela.</p>",
            "s de América Latina.</p>",
            "alvador y Venezuela.</p>",
            "de forma más rápida.</p>",
            "its que quieres ver.</p>",
            "ducir a 3MB su peso.</p>",
        ],
    ),
}
#: Order in which pages are used when a text names none (Spanish pages first).
ROTATION = ["unocero", "lanacion", "ladiaria", "elcomercio", "cnet", "bafa", "rs"]


class Picker:
    """Deterministic round-robin over pages and each page's anchors."""

    def __init__(self) -> None:
        self.n = 0
        self.per_page: dict[str, int] = {k: 0 for k in PAGES}

    def pick(self, page: str | None = None) -> tuple[str, str]:
        if page is None:
            page = ROTATION[self.n % len(ROTATION)]
            self.n += 1
        target, anchors = PAGES[page]
        i = self.per_page[page]
        self.per_page[page] += 1
        return target, anchors[i % len(anchors)]


def esc(t: str) -> str:
    return html.escape(t, quote=True)


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def base(cid: str, label: str, vector: str, channel: str, variant: str, target: str, expect: str):
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
    }


def body_case(c: dict[str, Any], anchor: str, snippet: str, head: str | None = None) -> dict:
    c["body_snippet"] = snippet
    c["body_at"] = {"find": anchor, "occurrence": 1, "where": "after"}
    if head:
        c["head_snippet"] = head
    return c


# ----------------------------------------------------------------- system-impersonation-es


def visible_markup(form: str, text: Any, i: int) -> tuple[str, str]:
    """(snippet, expect_text) for a visible Spanish text."""
    if form == "table":
        label, cell = text
        snip = (
            f'<table class="ficha-registro"><tr><th>{esc(label)}</th>'
            f"<td>{esc(cell)}</td></tr></table>"
        )
        return snip, cell
    wrap = {
        "p": ("<p>", "</p>"),
        "div": ('<div class="aviso-destacado">', "</div>"),
        "blockquote": ("<blockquote>", "</blockquote>"),
        "aside": ('<aside class="recuadro">', "</aside>"),
        "h3": ("<h3>", "</h3>"),
        "h4": ("<h4>", "</h4>"),
        "small": ("<p><small>", "</small></p>"),
        "ul": ('<ul class="notas"><li>', "</li></ul>"),
        "footnote": ('<p class="nota-al-pie"><span>', "</span></p>"),
        "status": ('<p class="linea-estado"><code>', "</code></p>"),
    }[form]
    return f"{wrap[0]}{esc(text)}{wrap[1]}", text


def sysimp_cases(picker: Picker) -> list[dict]:
    out = []
    for label, rows, prefix in (
        ("injection", TV.INJECTIONS, "inj62"),
        ("negative", TV.NEGATIVES, "neg62"),
    ):
        for i, row in enumerate(rows, 1):
            variant, form, text = row[:3]
            target, anchor = picker.pick(row[3] if len(row) > 3 else None)
            snip, expect = visible_markup(form, text, i)
            c = base(
                f"{prefix}-system-impersonation-es-{i:03d}",
                label,
                "system-impersonation-es",
                "visible-text",
                variant,
                target,
                expect,
            )
            c["technique"] = f"visible <{form}> after an article paragraph"
            out.append(body_case(c, anchor, snip))
    return out


# ----------------------------------------------------------------- html-comment


def comment_cases(picker: Picker) -> list[dict]:
    out = []
    for label, rows, prefix in (
        ("injection", TH.COMMENT_INJ, "inj62"),
        ("negative", TH.COMMENT_NEG, "neg62"),
    ):
        for i, row in enumerate(rows, 1):
            variant, text = row[:2]
            target, anchor = picker.pick(row[2] if len(row) > 2 else None)
            style = ("single", "multi", "conditional", "head")[i % 4]
            channel = "html-comment"
            if isinstance(text, list):
                expect = text[0]
                snip = "<!--\n  " + "\n  ".join(text) + "\n-->"
                technique = "multi-line comment in the body (addressee on its first line)"
                head = False
            elif style == "conditional":
                expect = text
                snip = f"<!--[if IE]><p>{text}</p><![endif]-->"
                channel = "conditional-comment"
                technique = "IE conditional comment in the body"
                head = False
            elif style == "head":
                expect = text
                snip = f"<!-- {text} -->"
                technique = "comment just before </head>"
                head = True
            else:
                expect = text
                snip = f"<!-- {text} -->"
                technique = "one-line comment after an article paragraph"
                head = False
            c = base(
                f"{prefix}-html-comment-{i:03d}",
                label,
                "html-comment",
                channel,
                variant,
                target,
                expect,
            )
            c["technique"] = technique
            if head:
                c["head_snippet"] = snip
            else:
                body_case(c, anchor, snip)
            out.append(c)
    return out


# ----------------------------------------------------------------- css-hidden

CSS_TECH = [
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    (
        "<style> class rule display:none",
        ".nota-meta-{i}{{display:none}}",
        '<div class="nota-meta-{i}">{t}</div>',
    ),
    ("inline visibility:hidden", None, '<p style="visibility: hidden; margin: 0">{t}</p>'),
    ("hidden attribute", None, "<div hidden>{t}</div>"),
    (
        "<style> id rule visibility:hidden;height:0",
        "#aviso-{i}{{visibility:hidden;height:0}}",
        '<aside id="aviso-{i}">{t}</aside>',
    ),
    ("inline opacity:0", None, '<span style="opacity:0;position:absolute">{t}</span>'),
    ("inline font-size:0", None, '<p style="font-size:0">{t}</p>'),
    (
        "<style> descendant rule opacity:0",
        ".bloque-{i} p{{opacity:0;font-size:0}}",
        '<div class="bloque-{i}"><p>{t}</p></div>',
    ),
    ("inline font-size:1px", None, '<span style="font-size:1px;line-height:1px">{t}</span>'),
    (
        "inline text-indent far off-screen",
        None,
        '<div style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</div>',
    ),
    (
        "inherited display:none from an ancestor",
        None,
        '<div style="display:none"><section><p>{t}</p></section></div>',
    ),
    (
        "inline position:absolute;left:-10000px",
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
    ),
    (
        "<style> class rule, same colour as background",
        ".pie-{i}{{color:#fff;background-color:#fff}}",
        '<small class="pie-{i}">{t}</small>',
    ),
    ("inline height:0;overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "inline clip:rect(0 0 0 0)",
        None,
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</span>',
    ),
    (
        "inline clip-path:inset(50%)",
        None,
        '<div style="clip-path:inset(50%);position:absolute;width:1px;height:1px">{t}</div>',
    ),
    ("inline white on white", None, '<p style="color:#ffffff;background-color:#ffffff">{t}</p>'),
    (
        "<style> descendant rule, left off-screen",
        "#caja-{i} span{{position:absolute;left:-5000px}}",
        '<div id="caja-{i}"><span>{t}</span></div>',
    ),
]
#: The pages' own hiding classes.
PAGE_CLASS = {
    "unocero": ("page's own .hide class (display:none !important)", '<div class="hide">{t}</div>'),
    "elcomercio": (
        "page's own .hidden-label class (font-size:0;height:0)",
        '<span class="hidden-label">{t}</span>',
    ),
}


def css_cases(picker: Picker) -> list[dict]:
    out = []
    k = 0
    for label, rows, prefix in (
        ("injection", TH.CSS_INJ, "inj62"),
        ("negative", TH.CSS_NEG, "neg62"),
    ):
        for i, row in enumerate(rows, 1):
            variant, text = row[:2]
            page = row[2] if len(row) > 2 else None
            target, anchor = picker.pick(page)
            t = html.escape(text, quote=False)
            if page in PAGE_CLASS and i % 2 == 1:
                technique, body = PAGE_CLASS[page]
                head = None
            else:
                technique, rule, body = CSS_TECH[k % len(CSS_TECH)]
                k += 1
                head = f"<style>{rule.format(i=i)}</style>" if rule else None
            c = base(
                f"{prefix}-css-hidden-{i:03d}",
                label,
                "css-hidden",
                "css-hidden",
                variant,
                target,
                text,
            )
            c["technique"] = technique
            out.append(body_case(c, anchor, body.format(t=t, i=i), head))
    return out


# ----------------------------------------------------------------- alt-title

META = {
    "meta-description": '<meta name="description" content="{a}">',
    "og:description": '<meta property="og:description" content="{a}">',
    "og:title": '<meta property="og:title" content="{a}">',
    "twitter:description": '<meta name="twitter:description" content="{a}">',
}
BODY_ATTR = {
    "alt": [
        '<img src="/uploads/2022/05/nota-{i}.jpg" alt="{a}" width="640" height="360" loading="lazy">',
        '<figure class="media"><img src="/static/img/grafico-{i}.png" alt="{a}"></figure>',
    ],
    "title": [
        '<p><a href="#ref-{i}" title="{a}">Ver fuente</a></p>',
        '<abbr title="{a}">Nota</abbr>',
    ],
    "aria-label": [
        '<button type="button" class="btn-compartir" aria-label="{a}"></button>',
        '<div role="note" aria-label="{a}"></div>',
    ],
    "data-*": [
        '<div class="story-meta" data-summary-hint="{a}"></div>',
        '<span data-ai-note="{a}" data-id="{i}"></span>',
    ],
}


def attr_cases(picker: Picker) -> list[dict]:
    out = []
    for label, rows, prefix in (
        ("injection", TH.ATTR_INJ, "inj62"),
        ("negative", TH.ATTR_NEG, "neg62"),
    ):
        for i, row in enumerate(rows, 1):
            variant, channel, text = row[:3]
            target, anchor = picker.pick(row[3] if len(row) > 3 else None)
            c = base(
                f"{prefix}-alt-title-{i:03d}", label, "alt-title", channel, variant, target, text
            )
            a = esc(text)
            if channel in META:
                c["head_snippet"] = META[channel].format(a=a)
                c["technique"] = f"<meta> {channel} before </head>"
            else:
                forms = BODY_ATTR[channel]
                snip = forms[i % len(forms)].format(a=a, i=i)
                c["technique"] = f"{channel} attribute of an element after an article paragraph"
                body_case(c, anchor, snip)
            out.append(c)
    return out


# ----------------------------------------------------------------- json-ld


def jsonld_obj(tech: str, text: str, i: int) -> dict | None:
    if tech == "invented-field":
        key = [
            "assistantInstructions",
            "instruccionesIA",
            "x-llm-directive",
            "notaParaAgentes",
            "aiSummaryPolicy",
        ][i % 5]
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Actualización de la nota",
            "datePublished": "2022-05-07T10:00:00-05:00",
            key: text,
        }
    if tech == "invented-nested":
        return {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Ficha de marca",
            "potentialAction": {"@type": "ReadAction", "target": "/ficha"},
            "configuracionAsistente": {"modo": "recomendar", "texto": text},
        }
    if tech == "description":
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota de la redacción",
            "description": text,
            "isAccessibleForFree": True,
        }
    if tech == "org-disambiguating":
        return {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Grupo Editorial",
            "url": "https://example.com/",
            "disambiguatingDescription": text,
        }
    if tech == "faq-answer":
        return {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta frecuente",
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    if tech == "review-body":
        return {
            "@context": "https://schema.org",
            "@type": "Review",
            "itemReviewed": {"@type": "LocalBusiness", "name": "Comercio"},
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "reviewBody": text,
        }
    if tech == "product-description":
        return {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Producto",
            "description": text,
            "offers": {"@type": "Offer", "price": "299.00", "priceCurrency": "MXN"},
        }
    if tech == "breadcrumb":
        return {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
                {
                    "@type": "ListItem",
                    "position": 1,
                    "name": "Inicio",
                    "item": "https://example.com/",
                },
                {"@type": "ListItem", "position": 2, "name": text},
            ],
        }
    if tech == "howto-step":
        return {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "Cambiar el idioma",
            "step": [{"@type": "HowToStep", "text": text}],
        }
    return None


def jsonld_cases(picker: Picker) -> list[dict]:
    out = []
    for label, rows, prefix in (
        ("injection", TH.JSONLD_INJ, "inj62"),
        ("negative", TH.JSONLD_NEG, "neg62"),
    ):
        for i, row in enumerate(rows, 1):
            variant, tech, text = row[:3]
            target, anchor = picker.pick(row[3] if len(row) > 3 else None)
            if tech == "microdata":
                c = base(
                    f"{prefix}-json-ld-{i:03d}",
                    label,
                    "json-ld",
                    "microdata",
                    variant,
                    target,
                    text,
                )
                snip = (
                    '<div itemscope itemtype="https://schema.org/Product">'
                    '<meta itemprop="name" content="Producto destacado">'
                    f'<meta itemprop="description" content="{esc(text)}"></div>'
                )
                c["technique"] = "microdata <meta itemprop=description> in the body"
                out.append(body_case(c, anchor, snip))
                continue
            obj = jsonld_obj(tech, text, i)
            assert obj is not None, tech
            c = base(
                f"{prefix}-json-ld-{i:03d}", label, "json-ld", "json-ld", variant, target, text
            )
            snip = (
                '<script type="application/ld+json">'
                + json.dumps(obj, ensure_ascii=False)
                + "</script>"
            )
            c["technique"] = f"JSON-LD, {tech}"
            if i % 3 == 0:
                body_case(c, anchor, snip)
                c["technique"] += " (script in the body)"
            else:
                c["head_snippet"] = snip
                c["technique"] += " (script before </head>)"
            out.append(c)
    return out


# ----------------------------------------------------------------- pdf

PDF = {
    "irs": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
    "fedreg": "pdf/en_us-federal-register-three-column.pdf",
    "catalogo": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
    "fbi": "pdf/en_fbi-nics-background-checks-table.pdf",
    "huck": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
    "letter": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
    "brochure": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
    "graph": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
}
#: (doc, page, page width, page height) per channel, used round-robin.
PDF_SLOTS = {
    "margin": [
        ("irs", 1, 612, 792),
        ("fedreg", 2, 612, 792),
        ("catalogo", 1, 792, 612),
        ("fbi", 1, 1008, 612),
        ("irs", 3, 612, 792),
        ("fedreg", 5, 612, 792),
    ],
    "any": [
        ("catalogo", 1, 792, 612),
        ("letter", 1, 301, 393),
        ("fedreg", 1, 612, 792),
        ("irs", 7, 612, 792),
        ("huck", 1, 384, 471),
        ("fbi", 1, 1008, 612),
        ("brochure", 1, 612, 792),
        ("graph", 1, 718, 300),
    ],
    "scan": [
        ("huck", 1, 384, 471),
        ("letter", 1, 301, 393),
        ("brochure", 1, 612, 792),
        ("graph", 1, 718, 300),
    ],
}


def pdf_cases() -> list[dict]:
    out = []
    used = {"margin": 0, "any": 0, "scan": 0}
    for label, rows, prefix in (
        ("injection", TH.PDF_INJ, "inj62"),
        ("negative", TH.PDF_NEG, "neg62"),
    ):
        for i, (variant, channel, text) in enumerate(rows, 1):
            slot = {"white-text": "margin", "covered": "margin", "under-image": "scan"}.get(
                channel, "any"
            )
            doc, page, _w, h = PDF_SLOTS[slot][used[slot] % len(PDF_SLOTS[slot])]
            used[slot] += 1
            spec: dict[str, Any] = {"page": page, "text": text, "size": 9.0, "x": 36.0, "y": h / 2}
            if channel == "render-mode-3":
                spec["render_mode"] = 3
                technique = "text render mode 3 (invisible) over the page body"
            elif channel == "transparent":
                spec["fill"] = [0, 0, 0, 0]
                technique = "fill alpha 0 over the page body"
            elif channel == "white-text":
                spec.update(fill=[255, 255, 255, 255], size=5.0, y=5.0)
                technique = "white 5 pt text in the blank bottom margin"
            elif channel == "covered":
                spec.update(size=5.0, y=6.0, cover=[255, 255, 255])
                technique = (
                    "5 pt black text under an opaque white rectangle in the blank bottom margin"
                )
            elif channel == "under-image":
                spec.update(z="bottom", x=20.0)
                technique = "black text inserted below the scanned page image"
            elif channel == "off-page":
                spec.update(x=36.0, y=h + 120.0)
                technique = "text placed above the page's media box"
            else:
                raise ValueError(channel)
            spec["size"] = float(spec["size"])
            c = base(
                f"{prefix}-pdf-text-layer-{i:03d}",
                label,
                "pdf-text-layer",
                channel,
                variant,
                PDF[doc],
                text,
            )
            c["media"] = "pdf"
            c["pdf"] = spec
            c["technique"] = technique
            out.append(c)
    return out


def build() -> list[dict]:
    picker = Picker()
    cases = []
    cases += sysimp_cases(picker)
    cases += comment_cases(picker)
    cases += css_cases(picker)
    cases += attr_cases(picker)
    cases += jsonld_cases(picker)
    cases += pdf_cases()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
