# ruff: noqa: E501  (hand-written texts and markup templates are kept on one line each)
"""Build ``cases.json`` for the injection26 held-out corpus.

Wraps the hand-written texts of ``texts_hidden.py`` and ``texts_visible.py`` in markup
(HTML comments, CSS-hidden elements, attributes, meta tags, JSON-LD, microdata, visible
Spanish blocks) or in PDF text-object specs, and rotates target pages, insertion points,
hiding techniques and channels. Deterministic: running it twice writes the same file.

Run from the repository root: ``.venv/bin/python tests/heldout/injection26/make_cases.py``.
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

# --------------------------------------------------------------------------- pages
LANACION = "html/es-ar_lanacion_opinion-article.html"
UNOCERO = "html/es-mx_unocero_tech-news-android-apps.html"
ELCOMERCIO = "html/es-pe_elcomercio_signwall-paywall-article.html"
LADIARIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSING = "html/de_rs-ingenieure_simple-corporate-services-page.html"


def _after_p(*occ: int) -> list[dict[str, Any]]:
    return [{"find": "</p>", "occurrence": n, "where": "after"} for n in occ]


#: Insertion points: after a ``</p>`` of the article body (checked by hand to lie in
#: the visible body, not in menus, scripts, comments boxes or paywall modals).
ANCHORS: dict[str, list[dict[str, Any]]] = {
    LANACION: _after_p(7, 8, 9, 10, 11, 12, 13, 14, 15, 16),
    UNOCERO: _after_p(1, 3, 4, 5, 6, 8, 10, 11, 12, 13),
    ELCOMERCIO: _after_p(2, 3, 4, 6, 7, 8, 9, 10),
    LADIARIA: _after_p(*range(4, 24)),
    CNET: _after_p(3, 5, 6, 7, 8, 9),
    BAFA: _after_p(4, 5, 6, 7),
    RSING: [
        {"find": "</p>", "occurrence": 1, "where": "after"},
        {"find": "<h3>Tragwerksplanung</h3>", "occurrence": 1, "where": "after"},
        {"find": '<div class="second content">', "occurrence": 1, "where": "after"},
    ],
}
#: ElComercio keeps the whole article on one line: pad the snippet with blank lines so
#: that the ±3-line window around it holds only planted bytes.
PAD = {ELCOMERCIO: 3}
PAGE_ORDER = [LANACION, UNOCERO, LADIARIA, CNET, ELCOMERCIO, BAFA, RSING]

#: Existing images whose alt/title a CMS user could fill in (inline edits).
INLINE_ALT: list[tuple[str, str, str]] = [
    (UNOCERO, 'alt="" class="wp-image-593899"', 'alt="{v}" class="wp-image-593899"'),
    (CNET, 'alt="twitter-lite"', 'alt="{v}"'),
    (UNOCERO, 'alt="" class="wp-image-593902"', 'alt="{v}" class="wp-image-593902"'),
    (RSING, 'alt="Tragwerksplanung"', 'alt="{v}"'),
    (UNOCERO, 'alt="" class="wp-image-451069"', 'alt="{v}" class="wp-image-451069"'),
]
INLINE_TITLE = (LADIARIA, '<img class="ld-article__main-photo responsive-img  landscape"')


class Rotor:
    """Deterministic rotation over pages and, per page, over its insertion points."""

    def __init__(self, offset: int) -> None:
        self.pages = itertools.islice(itertools.cycle(PAGE_ORDER), offset, None)
        self.anchor_idx: dict[str, int] = {p: offset for p in PAGE_ORDER}

    def next(self) -> tuple[str, dict[str, Any]]:
        page = next(self.pages)
        lst = ANCHORS[page]
        a = lst[self.anchor_idx[page] % len(lst)]
        self.anchor_idx[page] += 3  # jump so consecutive cases on a page spread out
        return page, dict(a)


def att(s: str) -> str:
    return html.escape(s, quote=True)


def txt(s: str) -> str:
    return html.escape(s, quote=False)


def base(
    cid: str, label: str, vector: str, channel: str, lang: str, variant: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
    }


def put_body(case: dict[str, Any], rot: Rotor, snippet: str) -> None:
    page, anchor = rot.next()
    case["target"] = page
    case["body_snippet"] = snippet
    case["body_at"] = anchor
    if page in PAD:
        case["pad_lines"] = PAD[page]


# --------------------------------------------------------------------------- comments
def comment_cases(
    items: list[tuple[str, str, str]], label: str, tag: str, off: int
) -> list[dict[str, Any]]:
    out = []
    rot = Rotor(off)
    for i, (lang, var, text) in enumerate(items):
        cond = text.startswith("[if ")
        c = base(
            f"i26-hc-{tag}-{i + 1:02d}",
            label,
            "html-comment",
            "conditional-comment" if cond else "html-comment",
            lang,
            var,
        )
        if cond:
            snippet = "<!--" + text + "-->"
            expect = text.split("]>", 1)[1].rsplit("<![endif]", 1)[0].strip()
            c["technique"] = "conditional comment " + text.split("]>")[0] + "]"
        elif "\n" in text:
            first, rest = text.split("\n", 1)
            snippet = "<!-- " + first + "\n" + rest + "\n-->"
            expect = first.strip()
            c["technique"] = "multi-line comment, addressee on the first line"
        else:
            snippet = "<!-- " + text + " -->"
            expect = text
            c["technique"] = "one-line comment"
        c["expect_text"] = expect
        if i % 4 == 3:
            c["target"] = PAGE_ORDER[(i + off) % len(PAGE_ORDER)]
            c["head_snippet"] = snippet
            c["technique"] += ", in <head>"
        else:
            put_body(c, rot, snippet)
        out.append(c)
    return out


# --------------------------------------------------------------------------- css
CSS_INLINE = [
    ("display:none", '<div style="display:none">{t}</div>'),
    ("visibility:hidden", '<p style="visibility: hidden">{t}</p>'),
    ("opacity:0", '<div class="promo-extra" style="opacity:0">{t}</div>'),
    ("font-size:0", '<p style="font-size:0">{t}</p>'),
    ("font-size:1px", '<span style="font-size:1px;line-height:1px">{t}</span>'),
    (
        "position:absolute;left:-9999px",
        '<div style="position:absolute;left:-9999px;top:0">{t}</div>',
    ),
    (
        "text-indent off-screen",
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
    ),
    ("height:0;overflow:hidden", '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip:rect(0 0 0 0) 1px box",
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span>',
    ),
    ("clip-path:inset(100%)", '<div style="clip-path:inset(100%);position:absolute">{t}</div>'),
    (
        "white on white (inline)",
        '<div style="background-color:#ffffff"><p style="color:#ffffff">{t}</p></div>',
    ),
    ("hidden attribute", "<div hidden>{t}</div>"),
    ("max-height:0;overflow:hidden", '<section style="max-height:0;overflow:hidden">{t}</section>'),
    ("width:0;height:0;overflow:hidden", '<div style="width:0;height:0;overflow:hidden">{t}</div>'),
]
CSS_RULES = [
    (
        "class rule display:none in <style>",
        ".geo-note{display:none}",
        '<div class="geo-note">{t}</div>',
    ),
    (
        "class rule off-screen in <style>",
        ".seo-extra{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}",
        '<p class="seo-extra">{t}</p>',
    ),
    (
        "class rule same colour in <style>",
        ".promo-fine{color:#fff;background:#fff}",
        '<p class="promo-fine">{t}</p>',
    ),
    (
        "id rule visibility:hidden in <style>",
        "#faq-extra{visibility:hidden}",
        '<section id="faq-extra"><p>{t}</p></section>',
    ),
]
CSS_INHERIT = [
    (
        "inherited from parent display:none",
        '<div style="display:none">\n  <p>{t}</p>\n</div>',
        None,
    ),
    (
        "inherited from parent class font-size:0",
        '<div class="llm-only">\n  <span>{t}</span>\n</div>',
        ".llm-only{font-size:0}",
    ),
    (
        "inherited from parent opacity:0",
        '<aside style="opacity:0">\n  <div><p>{t}</p></div>\n</aside>',
        None,
    ),
]


def css_variants() -> list[tuple[str, str, str | None]]:
    out: list[tuple[str, str, str | None]] = []
    for a, b, c in itertools.zip_longest(CSS_INLINE, CSS_RULES, CSS_INHERIT):
        if a:
            out.append((a[0], a[1], None))
        if b:
            out.append((b[0], b[2], "<style>" + b[1] + "</style>"))
        if c:
            out.append((c[0], c[1], "<style>" + c[2] + "</style>" if c[2] else None))
    return out


#: Negatives use the benign patterns every site has, one per text (same order as CSS_NEG).
CSS_NEG_WRAP: list[tuple[str, str, str | None]] = [
    (
        "sr-only skip link (class rule)",
        '<a class="sr-only" href="#contenido">{t}</a>',
        "<style>.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}</style>",
    ),
    (
        "visually-hidden button label",
        '<button class="menu-toggle" type="button"><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">{t}</span></button>',
        None,
    ),
    (
        "cookie banner display:none until JS",
        '<div id="cookie-banner" class="cookie-banner" role="dialog" style="display:none">\n  <p>{t}</p>\n  <button type="button">Aceptar</button> <button type="button">Configurar</button>\n</div>',
        None,
    ),
    (
        "LGPD banner with hidden attribute",
        '<div class="lgpd-consent" hidden>\n  <p>{t}</p>\n</div>',
        None,
    ),
    (
        "session modal, class rule display:none",
        '<div class="modal-sesion">{t}</div>',
        "<style>.modal-sesion{display:none}</style>",
    ),
    (
        "chat widget visibility:hidden until opened",
        '<div class="chat-widget" style="visibility:hidden"><p>{t}</p></div>',
        None,
    ),
    (
        "skip link text-indent",
        '<a href="#main" style="text-indent:-9999px;position:absolute">{t}</a>',
        None,
    ),
    (
        "screen-reader rating text",
        '<span class="visually-hidden">{t}</span>',
        "<style>.visually-hidden{clip-path:inset(50%);height:1px;width:1px;overflow:hidden;position:absolute}</style>",
    ),
    ("tooltip opacity:0 until hover", '<span class="tooltip" style="opacity:0">{t}</span>', None),
    (
        "collapsed AI-summary box height:0",
        '<div class="resumen-ia" style="height:0;overflow:hidden">{t}</div>',
        None,
    ),
    (
        "skip link off-screen",
        '<a href="#conteudo" style="position:absolute;left:-10000px">{t}</a>',
        None,
    ),
    (
        "loading placeholder display:none",
        '<p class="placeholder" style="display:none">{t}</p>',
        None,
    ),
    (
        "chat greeting font-size:0 until opened",
        '<div class="chat-greeting" style="font-size:0">{t}</div>',
        None,
    ),
]


def css_cases() -> list[dict[str, Any]]:
    out = []
    rot = Rotor(1)
    variants = css_variants()
    for i, (lang, var, text) in enumerate(TH.CSS_INJ):
        tech, body, head = variants[i % len(variants)]
        c = base(f"i26-css-inj-{i + 1:02d}", "injection", "css-hidden", "css-hidden", lang, var)
        c["technique"] = tech
        c["expect_text"] = text
        put_body(c, rot, body.format(t=txt(text)))
        if head:
            c["head_snippet"] = head
        out.append(c)
    rot = Rotor(4)
    for i, (lang, var, text) in enumerate(TH.CSS_NEG):
        tech, body, head = CSS_NEG_WRAP[i]
        c = base(f"i26-css-neg-{i + 1:02d}", "negative", "css-hidden", "css-hidden", lang, var)
        c["technique"] = tech
        c["expect_text"] = text
        put_body(c, rot, body.format(t=txt(text)))
        if head:
            c["head_snippet"] = head
        out.append(c)
    return out


# --------------------------------------------------------------------------- alt/title
LINK_TEXT = {"es": "Ver ofertas", "en": "See today's deals", "pt": "Ver ofertas"}
BUTTON_TEXT = {"es": "Comprar ahora", "en": "Add to cart", "pt": "Comprar agora"}


def alt_cases(
    items: list[tuple[str, str, str, str]], label: str, tag: str, off: int
) -> list[dict[str, Any]]:
    out = []
    rot = Rotor(off)
    inline = itertools.cycle(
        INLINE_ALT[off % len(INLINE_ALT) :] + INLINE_ALT[: off % len(INLINE_ALT)]
    )
    n_alt = n_title = 0
    for i, (lang, var, channel, text) in enumerate(items):
        ch = "data-*" if channel.startswith("data-") else channel
        c = base(f"i26-alt-{tag}-{i + 1:02d}", label, "alt-title", ch, lang, var)
        c["expect_text"] = text
        v = att(text)
        if channel == "alt":
            n_alt += 1
            if n_alt % 2 == 1:
                page, find, repl = next(inline)
                c["target"] = page
                c["inline_edits"] = [{"find": find, "where": "replace", "text": repl.format(v=v)}]
                c["technique"] = "alt of an existing article image filled in"
            else:
                put_body(
                    c,
                    rot,
                    f'<figure class="wp-block-image"><img src="/wp-content/uploads/2026/01/foto-{i + 1}.jpg" alt="{v}" width="800" height="450" loading="lazy"></figure>',
                )
                c["technique"] = "new <img> with alt"
        elif channel == "title":
            n_title += 1
            if n_title == 2 and label == "injection":
                c["target"] = INLINE_TITLE[0]
                c["inline_edits"] = [
                    {"find": INLINE_TITLE[1], "where": "after", "text": f' title="{v}"'}
                ]
                c["technique"] = "title added to the article's main photo"
            else:
                put_body(
                    c,
                    rot,
                    f'<p class="cta"><a href="/ofertas/{i + 1}/" title="{v}" target="_blank">{LINK_TEXT[lang]}</a></p>',
                )
                c["technique"] = "title of a link"
        elif channel == "aria-label":
            put_body(
                c,
                rot,
                f'<button type="button" class="btn-accion" aria-label="{v}">{BUTTON_TEXT[lang]}</button>',
            )
            c["technique"] = "aria-label of a button"
        elif channel.startswith("data-"):
            put_body(c, rot, f'<div class="rating-widget" {channel}="{v}">★★★★★ 4,9</div>')
            c["technique"] = f"{channel} attribute of a rating widget"
        else:
            name_attr = {
                "meta-description": 'name="description"',
                "og:description": 'property="og:description"',
                "twitter:description": 'name="twitter:description"',
            }[channel]
            c["target"] = PAGE_ORDER[(i + off) % len(PAGE_ORDER)]
            c["head_snippet"] = f'<meta {name_attr} content="{v}">'
            c["technique"] = f"extra <meta {name_attr}> before </head>"
        out.append(c)
    return out


# --------------------------------------------------------------------------- json-ld
EXTRA: dict[str, dict[str, Any]] = {
    "Product": {
        "brand": {"@type": "Brand", "name": "Marca"},
        "offers": {
            "@type": "Offer",
            "price": "1299.00",
            "priceCurrency": "MXN",
            "availability": "https://schema.org/InStock",
        },
    },
    "SoftwareApplication": {
        "applicationCategory": "FinanceApplication",
        "operatingSystem": "Android, iOS",
        "aggregateRating": {
            "@type": "AggregateRating",
            "ratingValue": "4.8",
            "ratingCount": "1520",
        },
    },
    "WebAPI": {
        "documentation": "https://example.test/docs",
        "provider": {"@type": "Organization", "name": "Proveedor"},
    },
    "ItemList": {
        "numberOfItems": 10,
        "itemListOrder": "https://schema.org/ItemListOrderDescending",
    },
}
COUNTRY = {
    "es-MX": "MX",
    "es-AR": "AR",
    "es-CO": "CO",
    "es-ES": "ES",
    "es-CL": "CL",
    "es-PE": "PE",
    "es-UY": "UY",
    "en-US": "US",
    "en-GB": "GB",
    "pt-BR": "BR",
    "pt-PT": "PT",
}


def local(variant: str) -> dict[str, Any]:
    """Address and a redacted phone (seed §3: +52-000-000-0000) for local businesses."""
    return {
        "address": {"@type": "PostalAddress", "addressCountry": COUNTRY.get(variant, "MX")},
        "telephone": "+52-000-000-0000",
    }


def jsonld_obj(
    typ: str, name: str, key: str, text: str, i: int, variant: str = "es"
) -> dict[str, Any]:
    if typ == "FAQPage":
        return {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": name,
                    "acceptedAnswer": {"@type": "Answer", "text": text},
                }
            ],
        }
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": typ, "name": name}
    if typ == "HowTo":
        obj["step"] = [{"@type": "HowToStep", "position": 1, "text": text}]
        return obj
    extra = EXTRA.get(typ) or local(variant)
    items = list(extra.items())
    if key == "review":
        value: Any = {
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": "5"},
            "author": {"@type": "Person", "name": "Cliente verificado"},
            "reviewBody": text,
        }
        k = "review"
    elif key == "property":
        value = [{"@type": "PropertyValue", "name": "nota_comparativa", "value": text}]
        k = "additionalProperty"
    elif "." in key:
        k, sub = key.split(".", 1)
        value = {sub: text}
    else:
        k, value = key, text
    pos = i % (len(items) + 1)
    for j, (ek, ev) in enumerate(items):
        if j == pos:
            obj[k] = value
        obj[ek] = ev
    obj.setdefault(k, value)
    return obj


def json_cases(
    items: list[tuple[str, str, str, str, str, str]], label: str, tag: str, off: int
) -> list[dict[str, Any]]:
    out = []
    rot = Rotor(off)
    for i, (lang, var, typ, name, key, text) in enumerate(items):
        c = base(f"i26-json-{tag}-{i + 1:02d}", label, "json-ld", "json-ld", lang, var)
        c["expect_text"] = text
        if key.startswith("microdata:"):
            prop = key.split(":", 1)[1]
            c["channel"] = "microdata"
            c["technique"] = f"microdata <meta itemprop={prop}> inside an itemscope block"
            snippet = f'<div itemscope itemtype="https://schema.org/{typ}">\n  <span itemprop="name">{txt(name)}</span>\n  <meta itemprop="{prop}" content="{att(text)}">\n</div>'
            put_body(c, rot, snippet)
            out.append(c)
            continue
        obj = jsonld_obj(typ, name, key, text, i, var)
        pretty = i % 3 == 1
        body = json.dumps(obj, ensure_ascii=False, indent=2 if pretty else None)
        snippet = (
            '<script type="application/ld+json">'
            + ("\n" + body + "\n" if pretty else body)
            + "</script>"
        )
        where = "head" if i % 2 == 0 else "body"
        c["technique"] = (
            f"JSON-LD {typ}, key {key!r}, {'pretty-printed' if pretty else 'one line'}, in <{where}>"
        )
        if where == "head":
            c["target"] = PAGE_ORDER[(i + off) % len(PAGE_ORDER)]
            c["head_snippet"] = snippet
        else:
            put_body(c, rot, snippet)
        out.append(c)
    return out


# --------------------------------------------------------------------------- pdf
AGUAS = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = "pdf/en_us-federal-register-three-column.pdf"
FBI = "pdf/en_fbi-nics-background-checks-table.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCHURE = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"

#: page size in points and height of the blank bottom band (measured by rendering).
GEOM = {
    AGUAS: (792, 612, 45),
    IRS: (612, 792, 18),
    FR: (612, 792, 50),
    FBI: (1008, 612, 19),
    LETTER: (301, 393, 0),
    BROCHURE: (612, 792, 17),
    HUCK: (384, 471, 0),
    GRAPH: (718, 300, 6),
}
PDF_INJ_SLOTS = [
    (AGUAS, 1, "white-text"),
    (AGUAS, 1, "render-mode-3"),
    (IRS, 3, "render-mode-3"),
    (IRS, 57, "transparent"),
    (FR, 1, "white-text"),
    (LETTER, 1, "under-image"),
    (BROCHURE, 1, "under-image"),
    (FBI, 1, "covered"),
    (HUCK, 1, "under-image"),
    (GRAPH, 1, "render-mode-3"),
    (IRS, 1, "covered"),
    (FR, 4, "tiny-text"),
    (FR, 9, "off-page"),
    (LETTER, 1, "render-mode-3"),
    (BROCHURE, 1, "white-text"),
    (FBI, 1, "transparent"),
    (HUCK, 1, "off-page"),
    (GRAPH, 1, "under-image"),
    (IRS, 222, "white-text"),
    (AGUAS, 1, "transparent"),
    (LETTER, 1, "transparent"),
    (IRS, 400, "white-text"),
    (BROCHURE, 1, "render-mode-3"),
    (FR, 15, "covered"),
]
PDF_NEG_SLOTS = [
    (IRS, 17, "render-mode-3"),
    (HUCK, 1, "render-mode-3"),
    (LETTER, 1, "render-mode-3"),
    (AGUAS, 1, "white-text"),
    (AGUAS, 1, "render-mode-3"),
    (BROCHURE, 1, "under-image"),
    (GRAPH, 1, "render-mode-3"),
    (IRS, 2, "render-mode-3"),
    (FR, 3, "transparent"),
    (FR, 7, "tiny-text"),
    (BROCHURE, 1, "render-mode-3"),
    (FBI, 1, "white-text"),
]
PDF_TECH = {
    "render-mode-3": "text render mode 3 (invisible) over the page content, like an OCR layer",
    "white-text": "white text in the blank bottom margin",
    "tiny-text": "0.6 pt text, white, in the blank bottom margin",
    "off-page": "text placed outside the MediaBox",
    "transparent": "fill alpha 0 over the page content",
    "under-image": "inserted below the full-page scan image (z-order bottom)",
    "covered": "black text under an opaque white rectangle in the blank bottom margin",
}


def pdf_spec(target: str, page: int, tech: str, text: str) -> dict[str, Any]:
    w, h, band = GEOM[target]
    spec: dict[str, Any] = {"page": page, "text": text, "font": "Helvetica"}
    blank_page = target == IRS and page in (2, 400)
    if tech == "render-mode-3":
        spec.update(x=48, y=h - 90, size=8, render_mode=3)
    elif tech == "transparent":
        spec.update(x=56, y=h / 2, size=8, fill=[0, 0, 0, 0])
    elif tech == "white-text":
        y = h / 2 if blank_page else max(4, band / 2 - 3)
        spec.update(x=30, y=y, size=5, fill=[255, 255, 255, 255])
    elif tech == "tiny-text":
        spec.update(x=30, y=max(4, band / 2 - 3), size=0.6, fill=[255, 255, 255, 255])
    elif tech == "covered":
        spec.update(
            x=30, y=max(5, band / 2 - 3), size=4, fill=[0, 0, 0, 255], cover=[255, 255, 255]
        )
    elif tech == "off-page":
        spec.update(x=w + 40, y=h / 2, size=8)
    elif tech == "under-image":
        spec.update(x=24, y=h / 2, size=7, z="bottom")
    else:  # pragma: no cover
        raise ValueError(tech)
    return spec


def pdf_cases() -> list[dict[str, Any]]:
    out = []
    for label, tag, items, slots in (
        ("injection", "inj", TH.PDF_INJ, PDF_INJ_SLOTS),
        ("negative", "neg", TH.PDF_NEG, PDF_NEG_SLOTS),
    ):
        assert len(items) == len(slots)
        for i, ((lang, var, text), (target, page, tech)) in enumerate(
            zip(items, slots, strict=True)
        ):
            c = base(f"i26-pdf-{tag}-{i + 1:02d}", label, "pdf-text-layer", tech, lang, var)
            c["target"] = target
            c["media"] = "pdf"
            c["expect_text"] = text
            c["technique"] = PDF_TECH[tech]
            c["pdf"] = pdf_spec(target, page, tech, text)
            out.append(c)
    return out


# --------------------------------------------------------------------------- visible
P_CLASSES = ["nota-sistema", "aviso", "", "disclaimer", "info-box", "nota"]


def visible_snippet(wrap: str, text: str, i: int) -> str:
    cls = P_CLASSES[i % len(P_CLASSES)]
    ca = f' class="{cls}"' if cls else ""
    lines = text.split("\n")
    if wrap == "p":
        return f"<p{ca}>{txt(text)}</p>"
    if wrap == "div":
        return f'<div class="aviso-sistema" role="note">{txt(text)}</div>'
    if wrap in ("blockquote", "aside"):
        return f"<{wrap}{ca}>{txt(text)}</{wrap}>"
    if wrap in ("small", "strong"):
        return f"<p><{wrap}>{txt(text)}</{wrap}></p>"
    if wrap == "pre":
        return f'<pre class="config">{txt(text)}</pre>'
    if wrap == "li":
        return '<ul class="lista">\n' + "\n".join(f"  <li>{txt(x)}</li>" for x in lines) + "\n</ul>"
    if wrap == "table":
        rows = [x.split(" | ") for x in lines]
        head = "<tr>" + "".join(f"<th>{txt(x)}</th>" for x in rows[0]) + "</tr>"
        body = ["<tr>" + "".join(f"<td>{txt(x)}</td>" for x in r) + "</tr>" for r in rows[1:]]
        return '<table class="comparativa">\n' + "\n".join([head, *body]) + "\n</table>"
    if wrap == "dl":
        pairs = [x.split(": ", 1) for x in lines]
        return (
            '<dl class="ficha">\n'
            + "\n".join(f"  <dt>{txt(k)}</dt><dd>{txt(v)}</dd>" for k, v in pairs)
            + "\n</dl>"
        )
    raise ValueError(wrap)


def visible_cases() -> list[dict[str, Any]]:
    out = []
    for label, tag, items, off in (
        ("injection", "inj", TV.VIS_INJ, 2),
        ("negative", "neg", TV.VIS_NEG, 5),
    ):
        rot = Rotor(off)
        for i, (var, wrap, text, expect) in enumerate(items):
            c = base(
                f"i26-vis-{tag}-{i + 1:02d}",
                label,
                "system-impersonation-es",
                "visible-text",
                "es",
                var,
            )
            c["expect_text"] = expect if expect is not None else text.split("\n")[0]
            c["technique"] = f"visible <{wrap}> in the article body"
            put_body(c, rot, visible_snippet(wrap, text, i))
            out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.HC_INJ, "injection", "inj", 0)
    cases += comment_cases(TH.HC_NEG, "negative", "neg", 3)
    cases += css_cases()
    cases += alt_cases(TH.ALT_INJ, "injection", "inj", 2)
    cases += alt_cases(TH.ALT_NEG, "negative", "neg", 5)
    cases += json_cases(TH.JSON_INJ, "injection", "inj", 3)
    cases += json_cases(TH.JSON_NEG, "negative", "neg", 6)
    cases += pdf_cases()
    cases += visible_cases()
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
