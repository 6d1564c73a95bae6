"""Build ``cases.json`` for corpus 63 from the texts in ``texts_*.py``.

Deterministic: the same texts always give the same file. Run from the repository root:
``python tests/heldout/injection63/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from texts_hidden import (  # noqa: E402
    ALT_INJ,
    ALT_NEG,
    COMMENT_INJ,
    COMMENT_NEG,
    CSS_INJ,
    CSS_NEG,
    JSONLD_INJ,
    JSONLD_NEG,
    PDF_INJ,
    PDF_NEG,
)
from texts_visible import SYS_INJ, SYS_NEG  # noqa: E402

# ------------------------------------------------------------------ targets

BAFA = "html/de_bafa-gov_mineraloel-statistics-table.html"
RS = "html/de_rs-ingenieure_simple-corporate-services-page.html"
LANACION = "html/es-ar_lanacion_opinion-article.html"
UNOCERO = "html/es-mx_unocero_tech-news-android-apps.html"
COMERCIO = "html/es-pe_elcomercio_signwall-paywall-article.html"
DIARIA = "html/es-uy_ladiaria_metered-paywall-article.html"
CNET = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: occurrences of ``</p>`` that close a paragraph of the visible article body
BODY_P = {
    BAFA: [4, 5, 7],
    RS: [1],
    LANACION: list(range(6, 17)),
    UNOCERO: [3, 4, 5, 6, 7, 8, 10, 11, 12, 13],
    COMERCIO: [2, 3, 4, 6, 7, 8, 9, 10, 11],
    DIARIA: list(range(4, 24)),
    CNET: list(range(3, 10)),
}
TITLES = {
    BAFA: "Mineralölabsatz Januar bis November 2021",
    RS: "Tragwerksplanung",
    LANACION: "Una solución no violenta para la cuestión mapuche",
    UNOCERO: "Las marcas que más dificultan el trabajo de tus aplicaciones en Android",
    COMERCIO: "Kenji Fujimori: juicio por presunta compra de votos continuará el 18 de mayo",
    DIARIA: "Productor fumigó con glifosato predio lindero a escuela rural",
    CNET: "Twitter Lite se estrena en México, Venezuela y otros nueve países",
}
#: the pages' own hiding classes (defined in the page or in its framework's stylesheet)
PAGE_CLASS = {
    UNOCERO: "hide",  # .hide{display:none !important} inline in the page
    COMERCIO: "hidden-label",  # .hidden-label{font-size:0;height:0;width:0} inline
    BAFA: "aural",  # the site's screen-reader class (external stylesheet)
    DIARIA: "hide",  # Materialize's .hide
    CNET: "hide",
}
KEYWORDS = [
    (("Fujimori", "Corte Suprema", "excongresista", "juicio", "Poder Judicial", "SUNAT"), COMERCIO),
    (("glifosato", "fumig", "área protegida", "escuela rural", "Predio", "MGAP"), DIARIA),
    (("mapuche", "columna", "gobierno actuó"), LANACION),
    (("Twitter", "chatbots"), CNET),
    (("batería", "apps", "phone maker", "app ", "aplicación", "Veltra", "background app"), UNOCERO),
    (("statistics table", "sales rose", "Tragwerk"), BAFA),
]
ES_PAGES = [LANACION, UNOCERO, COMERCIO, DIARIA, CNET]
ALL_PAGES = [UNOCERO, LANACION, COMERCIO, DIARIA, CNET, BAFA, RS]
BY_VARIANT = {"es-MX": UNOCERO, "es-AR": LANACION, "es-PE": COMERCIO, "es-UY": DIARIA}

# PDFs: (file, page, bottom blank margin height in pt)
IRS = "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FEDREG = "pdf/en_us-federal-register-three-column.pdf"
NICS = "pdf/en_fbi-nics-background-checks-table.pdf"
CATALOGO = "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
HUCK = "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BROCHURE = "pdf/en_scanned-two-column-brochure_no-text-layer.pdf"
LETTER = "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf"
TEXT_PDFS = [
    (IRS, 12),
    (FEDREG, 3),
    (NICS, 1),
    (IRS, 58),
    (CATALOGO, 1),
    (FEDREG, 9),
    (IRS, 144),
    (FEDREG, 15),
    (IRS, 233),
    (IRS, 301),
    (FEDREG, 6),
    (IRS, 388),
]
SCAN_PDFS = [(HUCK, 1), (BROCHURE, 1), (LETTER, 1), (GRAPH, 1)]
PDF_SIZE = {  # width, height in pt
    IRS: (612, 792),
    FEDREG: (612, 792),
    NICS: (1008, 612),
    CATALOGO: (792, 612),
    HUCK: (384, 471),
    BROCHURE: (612, 792),
    LETTER: (301, 393),
    GRAPH: (718, 300),
}
PDF_KEYWORDS = [
    (("manual", "SAT", "IRS"), [(IRS, 12), (IRS, 144), (IRS, 276)]),
    (("register", "boletín", "norma"), [(FEDREG, 4), (FEDREG, 11)]),
    (("background checks",), [(NICS, 1)]),
    (("catálogo", "INEGI"), [(CATALOGO, 1)]),
]
SCAN_KEYWORDS = [
    (("book",), HUCK),
    (("folleto",), BROCHURE),
    (("carta", "letter"), LETTER),
]


class Cycler:
    """Deterministic round-robin over the body anchors of each page."""

    def __init__(self) -> None:
        self.pos: dict[str, int] = {}

    def anchor(self, target: str) -> dict[str, object]:
        occ = BODY_P[target]
        i = self.pos.get(target, 0)
        self.pos[target] = i + 1
        return {"find": "</p>", "occurrence": occ[i % len(occ)], "where": "after"}


def pick_page(text: str, variant: str, i: int, pool: list[str]) -> str:
    for words, page in KEYWORDS:
        if any(w in text for w in words):
            return page
    if variant in BY_VARIANT and i % 2 == 0:
        return BY_VARIANT[variant]
    return pool[i % len(pool)]


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


# ------------------------------------------------------------------ html wrappers


def comment_case(tech: str, text: str, n: int) -> tuple[dict, str, str, str]:
    """-> (snippet fields, expect_text, channel, technique)."""
    if tech == "c-multi":
        parts = [p.strip() for p in text.split("||")]
        body = "<!-- " + parts[0] + "\n" + "\n".join("     " + p for p in parts[1:]) + "\n-->"
        return {"body": body}, parts[0], "html-comment", "multi-line comment, addressee first"
    if tech == "c-cond":
        cond = ["if IE", "if lt IE 9", "if mso", "if gte IE 8"][n % 4]
        inner = f"<p>{text}</p>" if n % 2 == 0 else text
        body = f"<!--[{cond}]>{inner}<![endif]-->"
        return {"body": body}, text, "conditional-comment", f"conditional comment [{cond}]"
    if tech == "c-head":
        return {"head": f"<!-- {text} -->"}, text, "html-comment", "comment before </head>"
    return {"body": f"<!-- {text} -->"}, text, "html-comment", "comment after a body paragraph"


CSS_INLINE = {
    "inline-none": ("p", "display:none", "inline style display:none"),
    "inline-vis": ("span", "visibility:hidden", "inline style visibility:hidden"),
    "opacity": ("p", "opacity:0", "inline style opacity:0"),
    "fs0": ("span", "font-size:0", "inline style font-size:0"),
    "fs1": ("p", "font-size:1px;line-height:1px;margin:0", "inline style font-size:1px"),
    "indent": (
        "p",
        "text-indent:-9999px;white-space:nowrap;overflow:hidden",
        "text-indent far off-screen",
    ),
    "offscreen": ("div", "position:absolute;left:-10000px;top:auto", "absolute left:-10000px"),
    "h0": ("div", "height:0;overflow:hidden", "height:0 + overflow:hidden"),
    "clip": (
        "span",
        "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)",
        "clip:rect(0,0,0,0)",
    ),
    "clippath": ("div", "position:absolute;clip-path:inset(50%)", "clip-path:inset(50%)"),
    "samecolor": (
        "p",
        "color:#ffffff;background-color:#ffffff",
        "white text on a white background",
    ),
}


def css_case(tech: str, text: str, n: int, target: str) -> tuple[dict, str, str]:
    """-> (snippet fields, technique, target)."""
    t = esc(text)
    if tech in CSS_INLINE:
        tag, style, how = CSS_INLINE[tech]
        return {"body": f'<{tag} style="{style}">{t}</{tag}>'}, how, target
    if tech == "hidden-attr":
        return {"body": f"<div hidden>{t}</div>"}, "hidden attribute", target
    if tech == "cls-rule":
        cls = f"aviso-{n:02d}"
        rule = ["display:none", "visibility:hidden", "opacity:0"][n % 3]
        return (
            {"head": f"<style>.{cls}{{{rule}}}</style>", "body": f'<p class="{cls}">{t}</p>'},
            f"<style> rule .{cls}{{{rule}}} on a class",
            target,
        )
    if tech == "id-rule":
        ident = f"bloque-aux-{n}"
        return (
            {
                "head": f"<style>#{ident}{{position:absolute;left:-9999px;top:-9999px}}</style>",
                "body": f'<div id="{ident}">{t}</div>',
            },
            f"<style> rule on #{ident}: off-screen",
            target,
        )
    if tech == "desc-rule":
        return (
            {
                "head": "<style>.pie-nota small{font-size:0;line-height:0}</style>",
                "body": f'<div class="pie-nota"><small>{t}</small></div>',
            },
            "<style> descendant rule .pie-nota small{font-size:0}",
            target,
        )
    if tech == "inherit":
        if n % 2:
            body = f'<section style="visibility:hidden;height:0"><p>{t}</p></section>'
            how = "inherited visibility:hidden from a parent <section>"
        else:
            body = f'<div style="display:none"><div class="inner"><p>{t}</p></div></div>'
            how = "child of a display:none ancestor"
        return {"body": body}, how, target
    if tech == "pageclass":
        if target not in PAGE_CLASS:
            target = UNOCERO
        cls = PAGE_CLASS[target]
        return (
            {"body": f'<span class="{cls}">{t}</span>'},
            f"the page's own hiding class .{cls}",
            target,
        )
    raise ValueError(tech)


DATA_ATTRS = ["data-ai-hint", "data-note", "data-summary", "data-assistant", "data-tooltip"]


def alt_case(tech: str, text: str, n: int) -> tuple[dict, str, str]:
    a = attr(text)
    if tech == "alt":
        w = "1" if n % 3 == 0 else "640"
        h = "1" if n % 3 == 0 else "360"
        body = f'<figure><img src="/uploads/2022/05/foto-{n:03d}.jpg" alt="{a}" width="{w}" height="{h}"></figure>'
        return {"body": body}, "alt", f"img alt ({w}x{h})"
    if tech == "title":
        if n % 2:
            body = f'<p><a href="/relacionadas/{n}" title="{a}">Leer más</a></p>'
        else:
            body = f'<p><abbr title="{a}">*</abbr></p>'
        return {"body": body}, "title", "title attribute"
    if tech == "aria":
        body = f'<button type="button" class="btn-icono" aria-label="{a}"></button>'
        return {"body": body}, "aria-label", "aria-label on an icon button"
    if tech == "data":
        name = DATA_ATTRS[n % len(DATA_ATTRS)]
        return {"body": f'<div class="widget" {name}="{a}"></div>'}, "data-*", name
    if tech == "meta-desc":
        return {"head": f'<meta name="description" content="{a}">'}, "meta-description", "meta"
    if tech == "og-desc":
        return (
            {"head": f'<meta property="og:description" content="{a}">'},
            "og:description",
            "meta",
        )
    if tech == "og-title":
        return {"head": f'<meta property="og:title" content="{a}">'}, "og:title", "meta"
    if tech == "tw-desc":
        return (
            {"head": f'<meta name="twitter:description" content="{a}">'},
            "twitter:description",
            "meta",
        )
    raise ValueError(tech)


def jsonld_obj(field: str, text: str, target: str) -> dict:
    typ, *path = field.split(".")
    title = TITLES[target]
    obj: dict = {"@context": "https://schema.org", "@type": typ}
    if typ == "FAQPage":
        obj["mainEntity"] = [
            {
                "@type": "Question",
                "name": "FAQ",
                "acceptedAnswer": {"@type": "Answer", "text": text},
            }
        ]
        return obj
    if typ == "HowTo":
        obj["name"] = title
        obj["step"] = [{"@type": "HowToStep", "position": 1, "text": text}]
        return obj
    if typ == "BreadcrumbList":
        obj["itemListElement"] = [
            {"@type": "ListItem", "position": 1, "name": "Inicio"},
            {"@type": "ListItem", "position": 2, "name": text},
        ]
        return obj
    if typ in ("NewsArticle", "Article"):
        obj["headline"] = title
        obj["datePublished"] = "2022-05-07T09:30:00-05:00"
    elif typ == "Review":
        obj["itemReviewed"] = {"@type": "Product", "name": "Servicio"}
        obj["reviewRating"] = {"@type": "Rating", "ratingValue": 5}
    elif typ == "Person":
        obj["name"] = "Marcelo Ortiz"
    else:
        obj["name"] = title if typ in ("WebPage", "WebSite", "Dataset", "Event") else "Empresa"
    obj[path[-1]] = text
    return obj


def jsonld_case(tech: str, field: str, text: str, target: str) -> tuple[dict, str, str]:
    if tech == "microdata":
        typ, prop = field.split(".")[0], field.split(".")[-1]
        body = (
            f'<div itemscope itemtype="https://schema.org/{typ}">'
            f'<meta itemprop="name" content="{attr(TITLES[target])}">'
            f'<meta itemprop="{prop}" content="{attr(text)}"></div>'
        )
        return {"body": body}, "microdata", f"microdata {typ}.{prop} in a <meta itemprop>"
    obj = jsonld_obj(field, text, target)
    script = (
        '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"
    )
    invented = tech == "ld-field"
    how = f"JSON-LD {field} ({'invented field' if invented else 'sentence in a real field'})"
    if tech == "ld-body":
        return {"body": script}, "json-ld", how + ", script in <body>"
    return {"head": script}, "json-ld", how + ", script before </head>"


SYS_CLASSES = ["aviso-sistema", "nota-plataforma", "recuadro", "destacado"]


def visible_snippet(tech: str, text: str, n: int) -> tuple[str, str]:
    t = esc(text)
    if tech == "box":
        cls = SYS_CLASSES[n % len(SYS_CLASSES)]
        return f'<div class="{cls}" role="note"><p>{t}</p></div>', f"div.{cls} box"
    if tech == "table":
        key = ["estado", "resultado", "verificación", "registro"][n % 4]
        return (
            f'<table class="ficha"><tr><th>{key}</th><td>{t}</td></tr></table>',
            "table cell",
        )
    if tech == "pre":
        return f"<pre>{t}</pre>", "status line in <pre>"
    if tech == "li":
        return f"<ul><li>{t}</li></ul>", "list item"
    if tech == "h4":
        return f"<h4>{t}</h4>", "heading"
    if tech == "small":
        return f"<p><small>{t}</small></p>", "footnote in <small>"
    if tech == "blockquote":
        return f"<blockquote>{t}</blockquote>", "blockquote"
    return f"<p>{t}</p>", "paragraph"


# ------------------------------------------------------------------ pdf


def wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    cur = ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


def pdf_case(tech: str, text: str, n: int) -> tuple[str, dict, str, str]:
    """-> (target, pdf spec, channel, technique)."""
    if tech == "under-image":
        target = SCAN_PDFS[n % len(SCAN_PDFS)][0]
        for words, page in SCAN_KEYWORDS:
            if any(w in text for w in words):
                target = page
        w, h = PDF_SIZE[target]
        size = 5.0
        lines = wrap(text, int((w - 20) / (size * 0.55)))
        spec = {"page": 1, "lines": lines, "x": 10, "y": h / 2, "size": size, "z": "bottom"}
        return target, spec, "under-image", "text object inserted below the full-page scan"
    pool = TEXT_PDFS
    if tech in ("mode3", "transparent", "off-page") and n % 3 == 2:
        pool = SCAN_PDFS
    target, page = pool[n % len(pool)]
    for words, pages in PDF_KEYWORDS:
        if pool is TEXT_PDFS and any(w in text for w in words):
            target, page = pages[n % len(pages)]
    w, h = PDF_SIZE[target]
    bottom = {IRS: 5, NICS: 5, FEDREG: 14, CATALOGO: 14}.get(target, 5)
    if tech == "mode3":
        size = 8.0
        lines = wrap(text, int((w - 80) / (size * 0.55)))
        spec = {"page": page, "lines": lines, "x": 40, "y": h * 0.6, "size": size, "render_mode": 3}
        return target, spec, "render-mode-3", "text render mode 3 (invisible)"
    if tech == "transparent":
        size = 8.0
        lines = wrap(text, int((w - 80) / (size * 0.55)))
        spec = {"page": page, "lines": lines, "x": 40, "y": h * 0.4, "size": size}
        spec["fill"] = [0, 0, 0, 0]
        return target, spec, "transparent", "fill alpha 0"
    if tech == "off-page":
        size = 9.0
        spec = {"page": page, "text": text, "x": -4000, "y": h / 2, "size": size}
        return target, spec, "off-page", "placed at x=-4000, outside the media box"
    if tech == "tiny":
        spec = {"page": page, "text": text, "x": 60, "y": bottom + 1, "size": 0.5}
        spec["fill"] = [255, 255, 255, 255]
        return target, spec, "tiny-text", "0.5 pt white glyphs in the blank bottom margin"
    size = 5.0
    spec = {"page": page, "text": text, "x": 40, "y": bottom, "size": size}
    if tech == "white":
        spec["fill"] = [255, 255, 255, 255]
        return target, spec, "white-text", "white 5 pt text in the blank bottom margin"
    if tech == "covered":
        spec["cover"] = [255, 255, 255]
        return target, spec, "covered", "black 5 pt text under an opaque white rectangle"
    raise ValueError(tech)


# ------------------------------------------------------------------ build


def base(cid: str, label: str, vector: str, variant: str, target: str) -> dict:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "lang": variant.split("-")[0],
        "variant": variant,
        "split": "test",
        "target": target,
    }


def build() -> list[dict]:
    cases: list[dict] = []
    cyc = Cycler()

    def put_html(case: dict, snip: dict, target: str) -> None:
        if "head" in snip:
            case["head_snippet"] = snip["head"]
        if "body" in snip:
            case["body_snippet"] = snip["body"]
            case["body_at"] = cyc.anchor(target)

    for label, rows, prefix in (
        ("injection", COMMENT_INJ, "inj63"),
        ("negative", COMMENT_NEG, "neg63"),
    ):
        for i, (tech, variant, text) in enumerate(rows, 1):
            target = pick_page(text, variant, i, ALL_PAGES)
            snip, expect, channel, how = comment_case(tech, text, i)
            c = base(f"{prefix}-html-comment-{i:03d}", label, "html-comment", variant, target)
            c.update(channel=channel, technique=how, expect_text=expect)
            put_html(c, snip, target)
            cases.append(c)

    for label, rows, prefix in (("injection", CSS_INJ, "inj63"), ("negative", CSS_NEG, "neg63")):
        for i, (tech, variant, text) in enumerate(rows, 1):
            target = pick_page(text, variant, i, ALL_PAGES)
            if tech == "pageclass" and variant in BY_VARIANT:
                target = BY_VARIANT[variant]
            if tech == "pageclass" and variant.startswith("pt"):
                target = BAFA
            snip, how, target = css_case(tech, text, i, target)
            c = base(f"{prefix}-css-hidden-{i:03d}", label, "css-hidden", variant, target)
            c.update(channel="css-hidden", technique=how, expect_text=text)
            put_html(c, snip, target)
            cases.append(c)

    for label, rows, prefix in (("injection", ALT_INJ, "inj63"), ("negative", ALT_NEG, "neg63")):
        for i, (tech, variant, text) in enumerate(rows, 1):
            target = pick_page(text, variant, i, ALL_PAGES)
            snip, channel, how = alt_case(tech, text, i)
            c = base(f"{prefix}-alt-title-{i:03d}", label, "alt-title", variant, target)
            c.update(channel=channel, technique=how, expect_text=text)
            put_html(c, snip, target)
            cases.append(c)

    for label, rows, prefix in (
        ("injection", JSONLD_INJ, "inj63"),
        ("negative", JSONLD_NEG, "neg63"),
    ):
        for i, (tech, variant, field, text) in enumerate(rows, 1):
            target = pick_page(text, variant, i, ALL_PAGES)
            snip, channel, how = jsonld_case(tech, field, text, target)
            c = base(f"{prefix}-json-ld-{i:03d}", label, "json-ld", variant, target)
            c.update(channel=channel, technique=how, expect_text=text)
            put_html(c, snip, target)
            cases.append(c)

    for label, rows, prefix in (("injection", PDF_INJ, "inj63"), ("negative", PDF_NEG, "neg63")):
        for i, (tech, variant, text) in enumerate(rows, 1):
            target, spec, channel, how = pdf_case(tech, text, i)
            expect = spec["lines"][0] if "lines" in spec else spec["text"]
            c = base(f"{prefix}-pdf-text-layer-{i:03d}", label, "pdf-text-layer", variant, target)
            c.update(channel=channel, technique=how, expect_text=expect, pdf=spec)
            cases.append(c)

    vec = "system-impersonation-es"
    for label, rows, prefix in (("injection", SYS_INJ, "inj63"), ("negative", SYS_NEG, "neg63")):
        for i, (tech, variant, text) in enumerate(rows, 1):
            target = pick_page(text, variant, i, ES_PAGES)
            if target not in ES_PAGES:
                target = ES_PAGES[i % len(ES_PAGES)]
            body, how = visible_snippet(tech, text, i)
            c = base(f"{prefix}-{vec}-{i:03d}", label, vec, variant, target)
            c.update(channel="visible-text", technique=how, expect_text=text)
            put_html(c, {"body": body}, target)
            cases.append(c)
    return cases


def main() -> int:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
