"""Write ``cases.json`` for corpus injection66 from texts_hidden.py and texts_visible.py.

Deterministic: targets, anchors and techniques rotate by index, no randomness.
Run from the repository root:
``.venv/bin/python tests/heldout/injection66/make_cases.py``.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

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

H = "html/"
# target key -> (capture path, occurrences of "</p>" that close a visible body paragraph,
#                the page's own hiding class or None)
PAGES: dict[str, tuple[str, list[int], str | None]] = {
    "bafa": (H + "de_bafa-gov_mineraloel-statistics-table.html", [4, 5, 6, 7], "aural"),
    "rs": (H + "de_rs-ingenieure_simple-corporate-services-page.html", [1], None),
    "lanacion": (H + "es-ar_lanacion_opinion-article.html", list(range(6, 17)), None),
    "unocero": (
        H + "es-mx_unocero_tech-news-android-apps.html",
        [1, 3, 4, 5, 6, 7, 10, 11, 12, 13],
        "hide",
    ),
    "elcomercio": (
        H + "es-pe_elcomercio_signwall-paywall-article.html",
        [2, 3, 4, 6, 7, 8, 9, 10, 11],
        "hidden-label",
    ),
    "ladiaria": (H + "es-uy_ladiaria_metered-paywall-article.html", list(range(4, 23)), "hide"),
    "cnet": (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", [3, 4, 5, 6, 7, 8, 9], "hide"),
}
ALL_PAGES = ["lanacion", "unocero", "elcomercio", "ladiaria", "cnet", "bafa", "rs"]
# Spanish pages preferred for a regional variant (visible Spanish text).
BY_VARIANT = {
    "es-AR": ["lanacion"],
    "es-MX": ["unocero", "cnet"],
    "es-PE": ["elcomercio"],
    "es-UY": ["ladiaria"],
}
SPANISH_PAGES = ["cnet", "ladiaria", "lanacion", "unocero", "elcomercio"]


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def attr(text: str) -> str:
    return html.escape(text, quote=True)


class Picker:
    """Round-robin over pages and, per page, over its anchors."""

    def __init__(self) -> None:
        self.n = 0
        self.per_page: dict[str, int] = {}

    def page(self, pool: list[str]) -> str:
        key = pool[self.n % len(pool)]
        self.n += 1
        return key

    def anchor(self, key: str) -> dict[str, Any]:
        occs = PAGES[key][1]
        i = self.per_page.get(key, 0)
        self.per_page[key] = i + 1
        return {"find": "</p>", "occurrence": occs[(i * 3) % len(occs)], "where": "after"}


PICK = Picker()


def base(cid: str, label: str, vector: str, channel: str, variant: str, target: str) -> dict:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "target": target,
    }


# ------------------------------------------------------------------ html-comment
def comment_cases(entries, label: str, prefix: str) -> list[dict]:
    out = []
    for i, (variant, tech, text) in enumerate(entries, 1):
        key = PICK.page(ALL_PAGES)
        c = base(
            f"{prefix}-html-comment-{i:03d}",
            label,
            "html-comment",
            "conditional-comment" if tech == "conditional" else "html-comment",
            variant,
            PAGES[key][0],
        )
        first = text.split("\n")[0]
        c["expect_text"] = first
        if tech == "conditional":
            snippet = f"<!--[if IE]><p>{esc(text)}</p><![endif]-->"
            c["expect_text"] = esc(text)
            c["technique"] = "conditional comment <!--[if IE]>...<![endif]--> in the body"
        elif tech == "multi":
            snippet = "<!--\n" + "\n".join("  " + ln for ln in text.split("\n")) + "\n-->"
            c["technique"] = "multi-line comment in the body; expect_text is its first line"
        else:
            snippet = f"<!-- {text} -->"
            c["technique"] = "one-line comment " + (
                "before </head>" if tech == "head" else "in the body"
            )
        if tech == "head":
            c["head_snippet"] = snippet
        else:
            c["body_snippet"] = snippet
            c["body_at"] = PICK.anchor(key)
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
def css_markup(k: int, text: str, uid: str, page_class: str | None):
    """(technique, head_snippet or None, body_snippet)"""
    t = esc(text)
    techs = [
        ("inline display:none on a div", None, f'<div style="display:none">{t}</div>'),
        (
            "<style> id rule #id{display:none}",
            f"<style>#{uid}{{display:none}}</style>",
            f'<p id="{uid}">{t}</p>',
        ),
        (
            "<style> class rule moving the element off-screen (left:-10000px)",
            f"<style>.{uid}{{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}}</style>",
            f'<div class="{uid}">{t}</div>',
        ),
        (
            "<style> descendant rule .wrap p{opacity:0}",
            f"<style>.{uid} p{{opacity:0}}</style>",
            f'<div class="{uid}"><p>{t}</p></div>',
        ),
        (
            "white text on white background inherited from the parent div",
            None,
            f'<div style="color:#ffffff;background-color:#ffffff"><p>{t}</p></div>',
        ),
        (
            "the page's own hiding class" if page_class else "hidden attribute",
            None,
            f'<div class="{page_class}">{t}</div>' if page_class else f"<div hidden>{t}</div>",
        ),
        ("hidden attribute on a p", None, f"<p hidden>{t}</p>"),
        ("font-size:1px inline", None, f'<p style="font-size:1px;line-height:0;margin:0">{t}</p>'),
        (
            "height:0 + overflow:hidden inline",
            None,
            f'<div style="height:0;overflow:hidden">{t}</div>',
        ),
        (
            "clip:rect(0 0 0 0) inline",
            None,
            f'<div style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">{t}</div>',
        ),
        (
            "clip-path:inset(50%) inline",
            None,
            f'<div style="position:absolute;clip-path:inset(50%)">{t}</div>',
        ),
        (
            "text-indent:-9999px inline",
            None,
            f'<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
        ),
        (
            "<style> child rule section#id > div{font-size:0}",
            f"<style>section#{uid} > div{{font-size:0}}</style>",
            f'<section id="{uid}"><div>{t}</div></section>',
        ),
        (
            "inline visibility:hidden on a span in a div",
            None,
            f'<div><span style="visibility:hidden">{t}</span></div>',
        ),
        (
            "<style> class rule color = background (#fafafa on #fafafa)",
            f"<style>.{uid}{{color:#fafafa;background:#fafafa}}</style>",
            f'<p class="{uid}">{t}</p>',
        ),
    ]
    return techs[k % len(techs)]


def css_cases(entries, label: str, prefix: str, offset: int) -> list[dict]:
    out = []
    for i, (variant, text) in enumerate(entries, 1):
        key = PICK.page(ALL_PAGES)
        cid = f"{prefix}-css-hidden-{i:03d}"
        c = base(cid, label, "css-hidden", "css-hidden", variant, PAGES[key][0])
        uid = "x" + cid.replace("-", "")
        tech, head, body = css_markup(i - 1 + offset, text, uid, PAGES[key][2])
        c["technique"] = tech
        if head:
            c["head_snippet"] = head
        c["body_snippet"] = body
        c["body_at"] = PICK.anchor(key)
        c["expect_text"] = esc(text)
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title
DATA_ATTRS = ["data-ai-note", "data-llm-instruction", "data-summary-hint", "data-caption"]


def alt_cases(entries, label: str, prefix: str) -> list[dict]:
    out = []
    for i, (variant, channel, text) in enumerate(entries, 1):
        key = PICK.page(ALL_PAGES)
        c = base(f"{prefix}-alt-title-{i:03d}", label, "alt-title", channel, variant, PAGES[key][0])
        a = attr(text)
        c["expect_text"] = text
        if channel == "alt":
            c["body_snippet"] = (
                f'<figure><img src="/media/foto-{i:03d}.jpg" width="640" height="360" alt="{a}"></figure>'
            )
        elif channel == "title":
            c["body_snippet"] = f'<p><a href="/archivo/nota-{i:03d}" title="{a}">Ver más</a></p>'
        elif channel == "aria-label":
            c["body_snippet"] = (
                f'<button type="button" class="share-btn" aria-label="{a}"></button>'
            )
        elif channel == "data-*":
            name = DATA_ATTRS[i % len(DATA_ATTRS)]
            c["body_snippet"] = f'<div class="ad-slot" {name}="{a}"></div>'
            c["technique"] = name
        elif channel == "meta-description":
            c["head_snippet"] = f'<meta name="description" content="{a}">'
        else:
            c["head_snippet"] = f'<meta property="{channel}" content="{a}">'
        if "body_snippet" in c:
            c["body_at"] = PICK.anchor(key)
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld
def jsonld_obj(typ: str, field: str, text: str, i: int) -> dict:
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": typ}
    if field == "faq":
        obj["mainEntity"] = [
            {
                "@type": "Question",
                "name": "Preguntas frecuentes sobre la suscripción",
                "acceptedAnswer": {"@type": "Answer", "text": text},
            }
        ]
        return obj
    obj["name"] = f"Ficha {typ} {i:03d}"
    if field == "step":
        obj["step"] = [{"@type": "HowToStep", "position": 1, "text": text}]
    elif field == "recipeInstructions":
        obj["recipeInstructions"] = [{"@type": "HowToStep", "text": text}]
    elif field == "reviewBody":
        obj["reviewRating"] = {"@type": "Rating", "ratingValue": 4, "bestRating": 5}
        obj["itemReviewed"] = {"@type": "LocalBusiness", "name": "Local reseñado"}
        obj["reviewBody"] = text
    else:
        obj["url"] = f"https://www.example.com/ficha-{i:03d}"
        obj[field] = text
    return obj


def jsonld_cases(entries, label: str, prefix: str) -> list[dict]:
    out = []
    for i, (variant, typ, field, text) in enumerate(entries, 1):
        key = PICK.page(ALL_PAGES)
        micro = field == "microdata"
        c = base(
            f"{prefix}-json-ld-{i:03d}",
            label,
            "json-ld",
            "microdata" if micro else "json-ld",
            variant,
            PAGES[key][0],
        )
        c["expect_text"] = text
        if micro:
            prop = "jobTitle" if typ == "Person" else "description"
            c["body_snippet"] = (
                f'<div itemscope itemtype="https://schema.org/{typ}">'
                f'<meta itemprop="name" content="Ficha {i:03d}">'
                f'<meta itemprop="{prop}" content="{attr(text)}"></div>'
            )
            c["body_at"] = PICK.anchor(key)
            c["technique"] = f"microdata {typ}, meta itemprop={prop}"
        else:
            obj = jsonld_obj(typ, field, text, i)
            body = json.dumps(obj, ensure_ascii=False)
            c["head_snippet"] = f'<script type="application/ld+json">{body}</script>'
            c["technique"] = f"JSON-LD {typ}, field {field}"
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf
P = "pdf/"
FR = P + "en_us-federal-register-three-column.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
LET = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRA = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"

# (channel, target, spec without text/page, pages to rotate over)
PDF_SLOTS = [
    ("render-mode-3", FR, {"x": 60, "y": 420, "size": 8, "render_mode": 3}, list(range(1, 16))),
    ("white-text", CAT, {"x": 40, "y": 16, "size": 7, "fill": [255, 255, 255, 255]}, [1]),
    ("transparent", IRS, {"x": 72, "y": 400, "size": 9, "fill": [0, 0, 0, 0]}, [1, 3, 7, 12]),
    ("under-image", HUCK, {"x": 30, "y": 240, "size": 8, "z": "bottom"}, [1]),
    ("covered", FR, {"x": 50, "y": 16, "size": 7, "cover": [255, 255, 255]}, list(range(1, 16))),
    ("off-page", FBI, {"x": -3000, "y": 300, "size": 9}, [1]),
    ("under-image", BRO, {"x": 90, "y": 400, "size": 9, "z": "bottom"}, [1]),
    ("render-mode-3", LET, {"x": 20, "y": 200, "size": 6, "render_mode": 3}, [1]),
    (
        "white-text",
        FR,
        {"x": 50, "y": 20, "size": 7, "fill": [255, 255, 255, 255]},
        list(range(1, 16)),
    ),
    ("covered", CAT, {"x": 40, "y": 20, "size": 7, "cover": [255, 255, 255]}, [1]),
    ("render-mode-3", GRA, {"x": 20, "y": 150, "size": 6, "render_mode": 3}, [1]),
    ("transparent", FBI, {"x": 40, "y": 300, "size": 8, "fill": [0, 0, 0, 0]}, [1]),
    ("off-page", CAT, {"x": 60, "y": -400, "size": 9}, [1]),
]


def pdf_cases(entries, label: str, prefix: str, offset: int) -> list[dict]:
    out = []
    for i, (variant, text) in enumerate(entries, 1):
        k = i - 1 + offset
        channel, target, spec, pages = PDF_SLOTS[k % len(PDF_SLOTS)]
        page = pages[(k // len(PDF_SLOTS) * 5 + i) % len(pages)]
        c = base(
            f"{prefix}-pdf-text-layer-{i:03d}", label, "pdf-text-layer", channel, variant, target
        )
        c["media"] = "pdf"
        c["expect_text"] = text
        c["pdf"] = {"page": page, "text": text, **spec}
        c["technique"] = f"pypdfium2 text object, {channel}, {json.dumps(spec)}"
        out.append(c)
    return out


# ------------------------------------------------------------------ visible Spanish
def visible_markup(form: str, text: str) -> str:
    t = esc(text)
    if form == "p":
        return f"<p>{t}</p>"
    if form == "div":
        return f'<div class="aviso-destacado"><p>{t}</p></div>'
    if form == "table":
        return f'<table class="ficha-verificacion"><tr><th>Dictamen</th><td>{t}</td></tr></table>'
    if form == "li":
        return f"<ul><li>Fuente: redacción</li><li>{t}</li></ul>"
    if form == "h3":
        return f"<h3>{t}</h3>"
    if form == "small":
        return f"<p><small>{t}</small></p>"
    if form == "blockquote":
        return f"<blockquote>{t}</blockquote>"
    if form == "code":
        return f"<p><code>{t}</code></p>"
    raise ValueError(form)


def visible_cases(entries, label: str, prefix: str) -> list[dict]:
    out = []
    for i, (variant, form, text) in enumerate(entries, 1):
        pool = BY_VARIANT.get(variant, SPANISH_PAGES)
        key = PICK.page(pool)
        c = base(
            f"{prefix}-system-impersonation-es-{i:03d}",
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            PAGES[key][0],
        )
        c["body_snippet"] = visible_markup(form, text)
        c["body_at"] = PICK.anchor(key)
        c["expect_text"] = esc(text)
        c["technique"] = f"visible <{form}> after a body paragraph"
        out.append(c)
    return out


def build() -> list[dict]:
    cases: list[dict] = []
    cases += comment_cases(COMMENT_INJ, "injection", "inj66")
    cases += comment_cases(COMMENT_NEG, "negative", "neg66")
    cases += css_cases(CSS_INJ, "injection", "inj66", 0)
    cases += css_cases(CSS_NEG, "negative", "neg66", 2)
    cases += alt_cases(ALT_INJ, "injection", "inj66")
    cases += alt_cases(ALT_NEG, "negative", "neg66")
    cases += jsonld_cases(JSONLD_INJ, "injection", "inj66")
    cases += jsonld_cases(JSONLD_NEG, "negative", "neg66")
    cases += pdf_cases(PDF_INJ, "injection", "inj66", 0)
    cases += pdf_cases(PDF_NEG, "negative", "neg66", 3)
    cases += visible_cases(SYS_INJ, "injection", "inj66")
    cases += visible_cases(SYS_NEG, "negative", "neg66")
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
