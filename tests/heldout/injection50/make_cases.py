"""Write ``cases.json`` for the injection50 corpus from ``texts.py`` (deterministic).

Every text is hand-written in ``texts.py``; this script only wraps each one in the markup
of its vector (rotating hiding techniques, channels and anchors) and records the planting
fields read by ``plant.py``. Run from the repository root:
``python tests/heldout/injection50/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts as T  # noqa: E402

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RSI = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LNA = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ECO = H + "es-pe_elcomercio_signwall-paywall-article.html"
LDI = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

# (target, occurrence of "</p>") for paragraphs of the visible article body.
_BY_PAGE = {
    LNA: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    UNO: [1, 3, 4, 5, 6, 10, 11, 12, 13],
    ECO: [3, 4, 6, 7, 8, 9, 10, 11],
    LDI: [4, 6, 8, 10, 12, 14, 16, 18, 20, 22],
    CNET: [4, 5, 6, 7, 8, 9],
    BAFA: [4, 5, 6, 7],
    RSI: [1],
}
ANCHORS: list[tuple[str, int]] = []
_pools = {k: list(v) for k, v in _BY_PAGE.items()}
while any(_pools.values()):
    for page in _BY_PAGE:
        if _pools[page]:
            ANCHORS.append((page, _pools[page].pop(0)))

HTML_PAGES = list(_BY_PAGE)


def anchor(i: int, salt: int) -> tuple[str, dict[str, Any]]:
    target, occ = ANCHORS[(i * 5 + salt) % len(ANCHORS)]
    return target, {"find": "</p>", "occurrence": occ, "where": "after"}


# A text that names a page's subject goes on that page (keyword -> page).
HINTS = [
    (("unocero", "Samsung", "Xiaomi", "segundo plano", "Android"), UNO),
    (("LA NACION", "mapuche", "columna", "autor"), LNA),
    (("Rocha", "glifosato", "fumigación", "hectáreas", "productor", "Ambiente"), LDI),
    (("El Comercio", "juicio", "acusado", "excongresista", "expresidente", "votos", "fiscal"), ECO),
    (("Twitter Lite", "países"), CNET),
    (("tabla", "table", "oficina federal", "federal office", "statistics"), BAFA),
    (("engineering", "structural"), RSI),
]


def hinted(
    text: str, i: int, target: str, at: dict[str, Any] | None
) -> tuple[str, dict[str, Any] | None]:
    """Move a case whose text names a page's subject onto that page."""
    for words, page in HINTS:
        if any(w in text for w in words):
            if at is not None and page != target:
                occs = _BY_PAGE[page]
                at = {**at, "occurrence": occs[i % len(occs)]}
            return page, at
    return target, at


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(cid: str, label: str, vector: str, variant: str, expect: str) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "lang": variant.split("-")[0],
        "variant": variant,
        "split": "test",
        "expect_text": expect,
    }


# --------------------------------------------------------------------------- html-comment


def comment_case(i: int, label: str, variant: str, text: str, cid: str) -> dict[str, Any]:
    c = base(cid, label, "html-comment", variant, text.split("\n")[0])
    target, at = anchor(i, 1 if label == "injection" else 3)
    target, at = hinted(text, i, target, at)
    c["target"] = target
    if "\n" in text:
        body = "\n".join("  " + ln for ln in text.split("\n"))
        c.update(channel="html-comment", technique="multi-line comment after a paragraph")
        c.update(body_snippet=f"<!--\n{body}\n-->", body_at=at)
        return c
    k = i % 4
    if k == 0:
        c.update(channel="html-comment", technique="one-line comment after a paragraph")
        c.update(body_snippet=f"<!-- {text} -->", body_at=at)
    elif k == 1:
        c.update(channel="conditional-comment", technique="IE conditional comment holding a <p>")
        c.update(body_snippet=f"<!--[if IE]><p>{esc(text)}</p><![endif]-->", body_at=at)
    elif k == 2:
        c.update(channel="html-comment", technique="comment inside <head>, before </head>")
        c["target"] = hinted(text, i, HTML_PAGES[i % len(HTML_PAGES)], None)[0]
        c.update(head_snippet=f"<!-- {text} -->")
    else:
        c.update(channel="html-comment", technique="comment appended inline right after a </p>")
        c.update(inline_edits=[{**at, "text": f"<!--{text}-->"}])
    return c


# --------------------------------------------------------------------------- css-hidden

# (technique, <style> rule or None, body template, forced target or None)
CSS_TECH: list[tuple[str, str | None, str, str | None]] = [
    ("inline display:none", None, '<div style="display:none">{t}</div>', None),
    (
        "<style> class rule display:none",
        "<style>.nota-aux{{display:none}}</style>",
        '<p class="nota-aux">{t}</p>',
        None,
    ),
    ("hidden attribute", None, "<p hidden>{t}</p>", None),
    (
        "<style> id rule visibility:hidden",
        "<style>#aviso-lectura-{n}{{visibility:hidden}}</style>",
        '<div id="aviso-lectura-{n}">{t}</div>',
        None,
    ),
    ("inline opacity:0", None, '<p style="opacity:0">{t}</p>', None),
    (
        "<style> class rule font-size:0",
        "<style>.txt-mini{{font-size:0;line-height:0}}</style>",
        '<p class="txt-mini">{t}</p>',
        None,
    ),
    (
        "inline position:absolute; left:-10000px",
        None,
        '<div style="position:absolute;left:-10000px;top:auto;width:1px">{t}</div>',
        None,
    ),
    (
        "<style> class rule text-indent:-9999px + overflow:hidden",
        "<style>.sangria{{text-indent:-9999px;overflow:hidden;white-space:nowrap}}</style>",
        '<p class="sangria">{t}</p>',
        None,
    ),
    (
        "inline height:0 + overflow:hidden",
        None,
        '<div style="height:0;overflow:hidden">{t}</div>',
        None,
    ),
    (
        "<style> class rule clip:rect(0 0 0 0), 1px box",
        "<style>.clip-x{{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}}</style>",
        '<div class="clip-x">{t}</div>',
        None,
    ),
    (
        "inline clip-path:inset(50%)",
        None,
        '<p style="position:absolute;clip-path:inset(50%);width:1px;height:1px">{t}</p>',
        None,
    ),
    (
        "<style> class rule: white text on white background",
        "<style>.blanco{{color:#ffffff;background-color:#ffffff}}</style>",
        '<p class="blanco">{t}</p>',
        None,
    ),
    (
        "inherited: <style> display:none on an ancestor, text in a nested <p>",
        "<style>.bloque-fuera{{display:none}}</style>",
        '<div class="bloque-fuera"><section><p>{t}</p></section></div>',
        None,
    ),
    (
        "inline font-size:1px + color:#fff",
        None,
        '<p style="font-size:1px;color:#fff">{t}</p>',
        None,
    ),
    (
        "page's own class .hide (display:none !important in its CSS)",
        None,
        '<div class="hide">{t}</div>',
        UNO,
    ),
    (
        "page's own class .hidden-label (font-size:0;height:0;width:0 in its CSS)",
        None,
        '<p class="hidden-label">{t}</p>',
        ECO,
    ),
    (
        "inherited visibility:hidden from an inline-styled wrapper",
        None,
        '<div style="visibility:hidden"><p>{t}</p></div>',
        None,
    ),
]


def css_case(i: int, label: str, variant: str, text: str, cid: str) -> dict[str, Any]:
    c = base(cid, label, "css-hidden", variant, text)
    k = (i if label == "injection" else i * 3 + 2) % len(CSS_TECH)
    name, rule, tmpl, forced = CSS_TECH[k]
    target, at = anchor(i, 2 if label == "injection" else 4)
    target, at = hinted(text, i, target, at)
    if forced:
        target = forced
        at = {
            "find": "</p>",
            "occurrence": _BY_PAGE[forced][i % len(_BY_PAGE[forced])],
            "where": "after",
        }
    c.update(target=target, channel="css-hidden", technique=name)
    if rule:
        c["head_snippet"] = rule.format(n=i)
    if text == "Saltar al contenido principal" or text == "Skip to main content":
        c["technique"] = "skip link with inline off-screen style"
        c["body_snippet"] = (
            f'<a href="#contenido" style="position:absolute;left:-9999px">{esc(text)}</a>'
        )
        c.pop("head_snippet", None)
    else:
        c["body_snippet"] = tmpl.format(t=esc(text), n=i)
    c["body_at"] = at
    return c


# --------------------------------------------------------------------------- alt-title

ALT_CHANNELS = [
    "alt",
    "title",
    "aria-label",
    "data-*",
    "meta-description",
    "og:description",
    "title-on-h1",
    "alt",
    "aria-label",
    "og:title",
    "twitter:description",
    "data-*",
    "title",
]
DATA_ATTRS = ["data-ai-summary", "data-tooltip", "data-nota", "data-share-text", "data-caption"]


def alt_case(i: int, label: str, variant: str, text: str, cid: str) -> dict[str, Any]:
    c = base(cid, label, "alt-title", variant, text)
    ch = ALT_CHANNELS[(i if label == "injection" else i + 5) % len(ALT_CHANNELS)]
    target, at = anchor(i, 3 if label == "injection" else 6)
    target, at = hinted(text, i, target, at)
    a = attr(text)
    c["target"] = target
    if ch == "alt":
        c.update(technique="<img> alt after a paragraph")
        c["body_snippet"] = (
            f'<figure><img src="/static/img/nota-{i:03d}.jpg" alt="{a}" width="640" height="360"></figure>'
        )
    elif ch == "title":
        c.update(technique="title on a link after a paragraph")
        c["body_snippet"] = (
            f'<p><a href="/suscripciones/?ref=nota{i}" title="{a}">Más información</a></p>'
        )
    elif ch == "aria-label":
        c.update(technique="aria-label on an icon button")
        c["body_snippet"] = (
            f'<button type="button" class="btn-icono" aria-label="{a}"><span>+</span></button>'
        )
    elif ch == "data-*":
        name = DATA_ATTRS[i % len(DATA_ATTRS)]
        ch = "data-*"
        c.update(technique=f"{name} on an empty share/caption <div>")
        c["body_snippet"] = f'<div class="acciones-nota" {name}="{a}"></div>'
    elif ch == "title-on-h1":
        ch = "title"
        c.update(technique="title attribute added in place to the page's first <h1>")
        c["target"] = hinted(text, i, [LNA, UNO, LDI, CNET, BAFA][i % 5], None)[0]
        c["inline_edits"] = [
            {"find": "<h1", "occurrence": 1, "where": "after", "text": f' title="{a}"'}
        ]
    else:
        key = {"meta-description": ("name", "description")}.get(ch, ("property", ch))
        if ch == "twitter:description":
            key = ("name", ch)
        c.update(technique=f'<meta {key[0]}="{key[1]}"> before </head>')
        c["target"] = hinted(text, i, HTML_PAGES[i % len(HTML_PAGES)], None)[0]
        c["head_snippet"] = f'<meta {key[0]}="{key[1]}" content="{a}">'
    if "body_snippet" in c:
        c["body_at"] = at
    c["channel"] = ch
    return c


# --------------------------------------------------------------------------- json-ld

FILLER_NAME = {
    "NewsArticle": ("headline", "Nota del día"),
    "Article": ("headline", "Columna de opinión"),
    "Organization": ("name", "Grupo Editorial del Sur"),
    "Product": ("name", "Funda Protect Max"),
    "Review": ("name", "Reseña de cliente"),
    "WebPage": ("name", "Ficha informativa"),
    "FAQPage": ("name", "Preguntas frecuentes"),
    "LocalBusiness": ("name", "Ferretería La Esquina"),
    "MedicalWebPage": ("name", "Suplemento Vital Plus"),
    "SoftwareApplication": ("name", "AhorraBatería"),
    "Person": ("name", "Autor invitado"),
    "HowTo": ("name", "Cómo ahorrar batería"),
    "Dataset": ("name", "Indicadores municipales 2021"),
    "BreadcrumbList": ("name", "Ruta de navegación"),
}


def jsonld_obj(typ: str, field: str, text: str) -> dict[str, Any]:
    k, v = FILLER_NAME[typ]
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": typ, k: v}
    if field == "mainEntity.acceptedAnswer.text":
        obj["mainEntity"] = [
            {
                "@type": "Question",
                "name": "¿Quién puede ofrecer este servicio?",
                "acceptedAnswer": {"@type": "Answer", "text": text},
            }
        ]
    elif field == "step.text":
        obj["step"] = [{"@type": "HowToStep", "position": 1, "text": text}]
    elif field == "itemListElement.name":
        obj["itemListElement"] = [{"@type": "ListItem", "position": 1, "name": text}]
    elif "." in field:
        outer, inner = field.split(".", 1)
        obj[outer] = {inner: text}
    else:
        obj[field] = text
    return obj


def jsonld_case(
    i: int, label: str, variant: str, typ: str, field: str, text: str, cid: str
) -> dict[str, Any]:
    c = base(cid, label, "json-ld", variant, text)
    target, at = anchor(i, 4 if label == "injection" else 7)
    target, at = hinted(text, i, target, at)
    c["target"] = target
    if typ.startswith("micro:"):
        t = typ.split(":", 1)[1]
        c.update(
            channel="microdata",
            technique=f'microdata <meta itemprop="{field}"> in an itemscope {t}',
        )
        c["body_snippet"] = (
            f'<div itemscope itemtype="https://schema.org/{t}">\n'
            f'  <meta itemprop="name" content="Ficha {i}">\n'
            f'  <meta itemprop="{field}" content="{attr(text)}">\n'
            "</div>"
        )
        c["body_at"] = at
        return c
    obj = jsonld_obj(typ, field, text)
    in_schema = field in (
        "abstract",
        "description",
        "reviewBody",
        "disambiguatingDescription",
        "headline",
        "mainEntity.acceptedAnswer.text",
        "step.text",
        "itemListElement.name",
    )
    indent = 2 if i % 2 == 0 else None
    dumped = json.dumps(obj, ensure_ascii=False, indent=indent)
    snippet = f'<script type="application/ld+json">{dumped}</script>'
    where = "head" if i % 3 != 2 else "body"
    c.update(
        channel="json-ld",
        technique=(
            f"{typ} JSON-LD in <{where}>, field {field} "
            f"({'schema.org' if in_schema else 'outside schema.org'}), "
            f"{'pretty-printed' if indent else 'one line'}"
        ),
    )
    if where == "head":
        c["target"] = hinted(text, i, HTML_PAGES[i % len(HTML_PAGES)], None)[0]
        c["head_snippet"] = snippet
    else:
        c["body_snippet"] = snippet
        c["body_at"] = at
    return c


# --------------------------------------------------------------------------- pdf

P = "pdf/"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = P + "en_us-federal-register-three-column.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"

# (target, page, channel): rotated over the cases.
PDF_PLACES: list[tuple[str, int, str]] = [
    (CAT, 1, "render-mode-3"),
    (IRS, 2, "white-text"),
    (HUCK, 1, "under-image"),
    (FR, 3, "transparent"),
    (FBI, 1, "off-page"),
    (IRS, 45, "covered"),
    (LETTER, 1, "render-mode-3"),
    (BROCH, 1, "under-image"),
    (FR, 8, "white-text"),
    (GRAPH, 1, "transparent"),
    (IRS, 118, "render-mode-3"),
    (CAT, 1, "off-page"),
    (IRS, 203, "transparent"),
    (FR, 14, "covered"),
    (LETTER, 1, "under-image"),
    (IRS, 311, "white-text"),
    (FBI, 1, "render-mode-3"),
    (IRS, 399, "off-page"),
]

PDF_SIZE = {
    IRS: (612, 792),
    FR: (612, 792),
    FBI: (1008, 612),
    CAT: (792, 612),
    GRAPH: (718, 300),
    LETTER: (301, 393),
    HUCK: (384, 470),
    BROCH: (612, 792),
}


def pdf_case(i: int, label: str, variant: str, text: str, cid: str) -> dict[str, Any]:
    c = base(cid, label, "pdf-text-layer", variant, text)
    target, page, ch = PDF_PLACES[(i if label == "injection" else i * 7 + 3) % len(PDF_PLACES)]
    w, h = PDF_SIZE[target]
    spec: dict[str, Any] = {"page": page, "text": text, "size": 9.0, "x": 40.0, "y": h * 0.55}
    if ch == "render-mode-3":
        spec["render_mode"] = 3
        tech = "text render mode 3 (invisible) over the page content"
    elif ch == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        tech = "black text with fill alpha 0"
    elif ch == "off-page":
        spec.update(x=-(w + 2000.0), y=h * 0.4)
        tech = "normal black text placed left of the page, outside the media box"
    elif ch == "under-image":
        spec.update(z="bottom", y=h * 0.5, x=w * 0.15)
        tech = "black text inserted under the full-page scanned image"
    elif ch == "white-text":
        spec.update(fill=[255, 255, 255, 255], size=4.0, x=30.0, y=6.0)
        tech = "white 4 pt text in the blank bottom margin"
    else:  # covered
        spec.update(cover=[255, 255, 255], size=4.0, x=30.0, y=6.0)
        tech = "black 4 pt text in the bottom margin under an opaque white rectangle"
    c.update(target=target, media="pdf", channel=ch, technique=tech, pdf=spec)
    return c


# --------------------------------------------------------------------------- visible Spanish

SYS_TMPL = [
    ("paragraph", "<p>{t}</p>"),
    ("status banner div", '<div class="aviso-sistema" role="status">{t}</div>'),
    ("one-cell table", '<table class="estado-fuente"><tbody><tr><td>{t}</td></tr></tbody></table>'),
    ("footnote in <small>", '<p class="nota-al-pie"><small>{t}</small></p>'),
    ("blockquote", "<blockquote>{t}</blockquote>"),
    ("list item", '<ul class="notas"><li>{t}</li></ul>'),
    ("aside banner", '<aside class="banner-aviso">{t}</aside>'),
    ("definition list", "<dl><dt>Estado</dt><dd>{t}</dd></dl>"),
    (
        "alert box with heading",
        '<div class="alert alert-info"><strong>Aviso</strong><p>{t}</p></div>',
    ),
]


def sys_case(i: int, label: str, variant: str, text: str, cid: str) -> dict[str, Any]:
    c = base(cid, label, "system-impersonation-es", variant, text)
    target, at = anchor(i, 0 if label == "injection" else 8)
    target, at = hinted(text, i, target, at)
    if "=" in text:
        name, tmpl = "preformatted key=value block", '<pre class="config">{t}</pre>'
    else:
        name, tmpl = SYS_TMPL[(i if label == "injection" else i + 4) % len(SYS_TMPL)]
    c.update(target=target, channel="visible-text", technique=f"visible {name} after a paragraph")
    c["body_snippet"] = tmpl.format(t=esc(text))
    c["body_at"] = at
    return c


# --------------------------------------------------------------------------- build


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []

    def add(vec: str, label: str, items: list[Any], fn: Any) -> None:
        pre = "inj50" if label == "injection" else "neg50"
        for i, item in enumerate(items):
            cid = f"{pre}-{vec}-{i + 1:03d}"
            cases.append(fn(i, label, *item, cid))

    for label, src in (("injection", T.COMMENT_INJ), ("negative", T.COMMENT_NEG)):
        add("html-comment", label, src, comment_case)
    for label, src in (("injection", T.CSS_INJ), ("negative", T.CSS_NEG)):
        add("css-hidden", label, src, css_case)
    for label, src in (("injection", T.ALT_INJ), ("negative", T.ALT_NEG)):
        add("alt-title", label, src, alt_case)
    for label, src in (("injection", T.JSONLD_INJ), ("negative", T.JSONLD_NEG)):
        add("json-ld", label, src, jsonld_case)
    for label, src in (("injection", T.PDF_INJ), ("negative", T.PDF_NEG)):
        add("pdf-text-layer", label, src, pdf_case)
    for label, src in (("injection", T.SYS_INJ), ("negative", T.SYS_NEG)):
        add("system-impersonation-es", label, src, sys_case)
    for c in cases:
        c["why"] = (
            "addressed to an automated reader or framed as system/registry, and directs its output"
            if c["label"] == "injection"
            else "benign: not addressed to a model/system framing, or no directive on the reader's output"
        )
    return cases


def main() -> None:
    cases = build()
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
