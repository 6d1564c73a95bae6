"""Build ``cases.json`` for injection27 from the hand-written texts.

Wraps each text of ``texts_hidden.py`` / ``texts_visible.py`` in markup (or a PDF spec),
rotating target pages, insertion points (paragraph ends chosen by looking at the pages),
hiding techniques and channels. Deterministic: running it twice writes the same file.
Run from the repository root: ``.venv/bin/python tests/heldout/injection27/make_cases.py``.
"""

# ruff: noqa: E501  (hand-written texts and markup templates are kept one per line)
from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
EC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

#: Paragraph ends inside the visible article body of each page (checked by hand and by
#: planting a marker and looking at its parsed ancestors).
ANCHORS: dict[str, list[str]] = {
    BAFA: [
        "e um 2,3% von 91,5 auf 89,4 Millionen Tonnen.</p>",
        "produkte (Mengenangaben in Millionen Tonnen):</p>",
    ],
    RS: ["schaftliche Darstellbarkeit berücksichtigen.</p>"],
    LN: [
        "ficiente canalizar la protesta que reprimirla</p>",
        'ro y Chubut durante el juicio a Jones Huala".</p>',
        "aún más grave, al Estado argentino.</p>",
        "ación intelectual tan audaz como inadecuada.</p>",
        "zado, pero las analogías no resisten prueba.</p>",
        "ente, liberándolos del yugo de los caciques.</p>",
        "omunidad mapuche se demuestra bien argentina.</p>",
        "sigue siendo poblar, pero también integrar.</p>",
    ],
    UNO: [
        "n realidad podría ser culpa del fabricante. </p>",
        "n un rendimiento de batería sobresaliente.\xa0</p>",
        "afectan notablemente la experiencia de uso.\xa0</p>",
        "e Google para la gestión en segundo plano.\xa0</p>",
        "nes no funcionan muy bien en segundo plano.\xa0</p>",
        "en una desventaja para la experiencia de uso.</p>",
    ],
    EC: [
        "xistentes en sus conclusiones técnicas.</p>",
        "l fallecido exlegislador Moisés Mamani.</p>",
        "opio y tráfico de influencias agravado.</p>",
        "l ejercicio de la función pública</b>.</p>",
        " la vacancia de <b>Kuczynski Godard</b>.</p>",
        "o de porcentajes por obras, etc.”</i>.</p>",
        "nte <b>Alberto Fujimori</b> (1990-2000).</p>",
    ],
    LD: [
        "o incorrecto de productos fitosanitarios”. </p>",
        " cuando se trate de aplicaciones terrestres. </p>",
        "la principal actividad productiva del área. </p>",
        "áreas de la zona como reserva departamental.</p>",
        "ubernamentales que trabajen en el territorio.</p>",
        "bién será abordado en la reunión de junio.</p>",
        " conjunto con el SNAP”, citó como ejemplo.</p>",
        "ora no hay novedades al respecto”, afirmó.</p>",
        "e, sin perjudicar la productividad”, sumó.</p>",
        "se consideran una especie exótica invasora. </p>",
    ],
    CNET: [
        " Play Store en 11 países de América Latina.</p>",
        "rtir de hoy, 11 de ellos de América Latina. </p>",
        "ico, Panamá, Perú, El Salvador y Venezuela.</p>",
        "descargar los tuits de forma más rápida.</p>",
        " fotos o videos de los tuits que quieres ver.</p>",
        "u teléfono móvil, al reducir a 3MB su peso.</p>",
    ],
}
ALL_PAGES = [LN, UNO, EC, LD, CNET, BAFA, RS]
ES_PAGES = [LN, UNO, EC, LD, CNET]
PAGE_BY_VARIANT = {"es-AR": LN, "es-MX": UNO, "es-PE": EC, "es-UY": LD}

_counters: dict[str, int] = {}


def _next(key: str) -> int:
    _counters[key] = _counters.get(key, 0) + 1
    return _counters[key] - 1


def pick_page(i: int, lang: str, variant: str, pool: list[str] | None = None) -> str:
    pool = pool or ALL_PAGES
    if lang == "es" and variant in PAGE_BY_VARIANT and i % 3 != 2:
        return PAGE_BY_VARIANT[variant]
    return pool[i % len(pool)]


def anchor_for(target: str) -> dict[str, Any]:
    lst = ANCHORS[target]
    n = _next("anchor:" + target)
    return {"find": lst[(n * 3) % len(lst)], "occurrence": 1, "where": "after"}


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(cid: str, label: str, vector: str, channel: str, lang: str, variant: str, target: str, expect: str, technique: str, why: str) -> dict[str, Any]:  # fmt: skip
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
    "addressed to an automated reader or framed as system/operator/registry, and directs its output"
)
WHY_NEG = "benign text with the same vocabulary: no automated addressee or no directive on the reader's output"


# ------------------------------------------------------------------ html-comment
def comment_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, text) in enumerate(entries):
        cid = f"i27-com-{label[0]}-{i:03d}"
        target = pick_page(i, lang, variant)
        why = WHY_INJ if label == "injection" else WHY_NEG
        if text.startswith("[if "):
            cond, rest = text[1:].split("]", 1)
            body = rest.replace("[endif]", "")
            snippet = f"<!--[{cond}]>{body}<![endif]-->"
            c = base(cid, label, "html-comment", "conditional-comment", lang, variant, target, body, f"conditional comment [{cond}]", why)  # fmt: skip
        else:
            lines = text.split("\n")
            if len(lines) > 1:
                snippet = "<!-- " + lines[0] + "\n     " + "\n     ".join(lines[1:]) + "\n-->"
                tech = "multi-line comment"
            else:
                snippet = f"<!-- {text} -->"
                tech = "one-line comment"
            c = base(cid, label, "html-comment", "html-comment", lang, variant, target, lines[0], tech, why)  # fmt: skip
        if i % 5 == 4:
            c["head_snippet"] = snippet
            c["technique"] += " in <head>"
        else:
            c["body_snippet"] = snippet
            c["body_at"] = anchor_for(target)
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
# (technique, head rule or "", opening markup, closing markup); {c} = class/id name
CSS_TECH = [
    ("inline display:none", "", '<div style="display:none">', "</div>"),
    ("hidden attribute", "", "<p hidden>", "</p>"),
    (
        "class rule: absolute, left -10000px",
        ".{c}{{position:absolute;left:-10000px;top:auto}}",
        '<p class="{c}">',
        "</p>",
    ),
    ("inline visibility:hidden", "", '<p style="visibility: hidden; margin:0">', "</p>"),
    ("inline opacity:0", "", '<span style="opacity:0">', "</span>"),
    (
        "class rule: font-size 1px, same colour as white page",
        ".{c}{{font-size:1px;line-height:0;color:#ffffff}}",
        '<p class="{c}">',
        "</p>",
    ),
    (
        "inline text-indent -9999px + overflow hidden",
        "",
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap;height:1em">',
        "</p>",
    ),
    (
        "parent height:0 overflow:hidden (inherited)",
        "",
        '<div style="height:0;overflow:hidden"><p>',
        "</p></div>",
    ),
    (
        "clip rect 1px box",
        "",
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">',
        "</span>",
    ),
    (
        "class rule: clip-path inset(50%)",
        ".{c}{{clip-path:inset(50%);position:absolute}}",
        '<div class="{c}">',
        "</div>",
    ),
    ("inline white on white", "", '<p style="color:#fff;background-color:#fff">', "</p>"),
    ("id rule display:none", "#{c}{{display:none!important}}", '<p id="{c}">', "</p>"),
    (
        "class rule on parent visibility:hidden, child inherits",
        ".{c}{{visibility:hidden}}",
        '<div class="{c}"><span>',
        "</span></div>",
    ),
    (
        "descendant rule: .{c} p {{ display:none }}",
        ".{c} p{{display:none}}",
        '<section class="{c}"><p>',
        "</p></section>",
    ),
    ("inline font-size:0", "", '<span style="font-size:0">', "</span>"),
]
# the sr-only pattern that real sites use for skip links and screen-reader labels
SR_ONLY = (
    "class rule: sr-only (clip 1px box)",
    ".{c}{{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}}",
    '<span class="{c}">',
    "</span>",
)


def css_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, text) in enumerate(entries):
        cid = f"i27-css-{label[0]}-{i:03d}"
        target = pick_page(i + 1, lang, variant)
        why = WHY_INJ if label == "injection" else WHY_NEG
        if label == "negative" and i % 3 == 0:
            tech = SR_ONLY
        else:
            tech = CSS_TECH[(i * 2 + (label == "negative")) % len(CSS_TECH)]
        cname = f"u{(i * 7919 + len(label)) % 99991:05d}x"
        name, rule, open_, close = (t.format(c=cname) for t in tech)
        if isinstance(text, tuple) and text[0] == "two-hidden":
            _, first, second = text
            snippet = f"{open_}{esc(first)}{close}\n{open_}{esc(second)}{close}"
            expect = first
            name += "; split over two hidden elements"
            if "id rule" in name:
                snippet = f"{open_}{esc(first)}{close}\n<p hidden>{esc(second)}</p>"
        elif isinstance(text, tuple):
            visible, hidden = text
            snippet = f"<h4>{esc(visible)}</h4>\n{open_}{esc(hidden)}{close}"
            expect = hidden
            name += "; split: visible heading + hidden line"
        else:
            expect = text
            if "receta" in text:
                snippet = (
                    "<h4>Receta: pan de elote</h4>\n<ol><li>Precalienta el horno a 180 °C.</li>"
                    f"<li>Mezcla los granos de elote con la leche.</li>\n<li>{open_}{esc(text)}{close}</li>\n"
                    "<li>Hornea 40 minutos.</li></ol>"
                )
                name += "; inside a recipe"
            else:
                snippet = f"{open_}{esc(text)}{close}"
        c = base(cid, label, "css-hidden", "css-hidden", lang, variant, target, expect, name, why)
        if rule:
            c["head_snippet"] = f"<style>{rule}</style>"
        c["body_snippet"] = snippet
        c["body_at"] = anchor_for(target)
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title
ALT_CH = ["alt", "title", "aria-label", "data-*", "meta-description", "alt", "og:description", "title", "twitter:description", "aria-label", "og:title"]  # fmt: skip
#: channels of the negatives, chosen to fit each text (a real alt, a real aria-label...)
ALT_NEG_CH = ["alt", "title", "aria-label", "title", "alt", "aria-label", "title", "alt", "aria-label", "data-*", "alt", "data-*", "meta-description"]  # fmt: skip
DATA_NAMES = ["data-ai-note", "data-summary", "data-caption", "data-tooltip", "data-llm"]


def alt_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, text) in enumerate(entries):
        cid = f"i27-alt-{label[0]}-{i:03d}"
        target = pick_page(i + 2, lang, variant)
        why = WHY_INJ if label == "injection" else WHY_NEG
        ch = ALT_NEG_CH[i] if label == "negative" else ALT_CH[i % len(ALT_CH)]
        if ch not in ("alt", "data-*"):
            # drop an image-caption prefix ("Foto del autor. ") outside image attributes
            m = re.match(r"^[A-ZÁÉÍÓÚ][^.:]{0,24}\. (?=\S)", text)
            if m:
                text = text[m.end() :]
        a = attr(text)
        tech = ch
        head = None
        body = None
        if ch == "alt":
            body = f'<figure><img src="/uploads/2022/05/foto-{i:02d}.jpg" width="640" height="360" alt="{a}"></figure>'
        elif ch == "title":
            body = f'<p><a href="/etiqueta/tecnologia/" title="{a}">Más noticias</a></p>'
        elif ch == "aria-label":
            body = f'<button type="button" class="btn-icon" aria-label="{a}"><svg width="16" height="16"></svg></button>'
        elif ch == "data-*":
            dn = DATA_NAMES[i % len(DATA_NAMES)]
            body = f'<div class="media-credit" {dn}="{a}">Foto: archivo</div>'
            tech = dn
        elif ch == "meta-description":
            head = f'<meta name="description" content="{a}">'
        elif ch in ("og:description", "og:title"):
            head = f'<meta property="{ch}" content="{a}">'
        else:
            head = f'<meta name="{ch}" content="{a}">'
        c = base(cid, label, "alt-title", ch, lang, variant, target, text, tech, why)
        if head:
            c["head_snippet"] = head
        else:
            c["body_snippet"] = body
            c["body_at"] = anchor_for(target)
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld
def jsonld_obj(i: int, text: str, label: str) -> tuple[dict[str, Any] | None, str, str]:
    ctx = "https://schema.org"
    if label == "negative":
        k = i % 6
        if k == 0:
            return {"@context": ctx, "@type": "NewsArticle", "headline": text, "datePublished": "2022-05-07T10:00:00-05:00", "author": {"@type": "Person", "name": "Redacción"}}, "json-ld", "NewsArticle.headline"  # fmt: skip
        if k == 1:
            return {"@context": ctx, "@type": "Service", "name": "Servicio", "description": text, "provider": {"@type": "Organization", "name": "Empresa"}}, "json-ld", "Service.description"  # fmt: skip
        if k == 2:
            return {"@context": ctx, "@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": text, "acceptedAnswer": {"@type": "Answer", "text": "Consulte la sección de ayuda."}}]}, "json-ld", "FAQPage.Question.name"  # fmt: skip
        if k == 3:
            return {"@context": ctx, "@type": "HowTo", "name": text, "step": [{"@type": "HowToStep", "text": "Abra la configuración."}]}, "json-ld", "HowTo.name"  # fmt: skip
        if k == 4:
            return None, "microdata", "itemprop=description"
        return {"@context": ctx, "@type": "WebPage", "description": text, "isAccessibleForFree": False}, "json-ld", "WebPage.description"  # fmt: skip
    k = i % 7
    if k == 0:
        return {"@context": ctx, "@type": "NewsArticle", "headline": "Nota", "assistantNote": text}, "json-ld", "invented field assistantNote"  # fmt: skip
    if k == 1:
        return {"@context": ctx, "@type": "Organization", "name": "Empresa", "description": text}, "json-ld", "Organization.description holding a directive"  # fmt: skip
    if k == 2:
        return {"@context": ctx, "@type": "Product", "name": "Smartphone X", "review": {"@type": "Review", "reviewBody": text, "reviewRating": {"@type": "Rating", "ratingValue": 5}}}, "json-ld", "Product.review.reviewBody"  # fmt: skip
    if k == 3:
        return {"@context": ctx, "@type": "WebPage", "x-llm-config": {"priority": "high", "instruction": text}}, "json-ld", "invented object x-llm-config.instruction"  # fmt: skip
    if k == 4:
        return None, "microdata", "itemprop=aiInstructions (outside schema.org)"
    if k == 5:
        return {"@context": ctx, "@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": "¿Es confiable?", "acceptedAnswer": {"@type": "Answer", "text": text}}]}, "json-ld", "FAQPage acceptedAnswer.text"  # fmt: skip
    return {"@context": ctx, "@graph": [{"@type": "WebSite", "name": "Sitio"}, {"@type": "PropertyValue", "name": "systemPrompt", "value": text}]}, "json-ld", "@graph PropertyValue systemPrompt"  # fmt: skip


def jsonld_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    for i, (lang, variant, text) in enumerate(entries):
        assert '"' not in text and "\\" not in text and "</" not in text, text
        cid = f"i27-jld-{label[0]}-{i:03d}"
        target = pick_page(i + 3, lang, variant)
        why = WHY_INJ if label == "injection" else WHY_NEG
        obj, ch, tech = jsonld_obj(i, text, label)
        c = base(cid, label, "json-ld", ch, lang, variant, target, text, tech, why)
        if obj is None:
            prop = "description" if label == "negative" else "aiInstructions"
            typ = "Article" if label == "negative" else "Product"
            c["body_snippet"] = (
                f'<div itemscope itemtype="https://schema.org/{typ}">'
                f'<meta itemprop="{prop}" content="{attr(text)}"></div>'
            )
            c["body_at"] = anchor_for(target)
        else:
            js = json.dumps(obj, ensure_ascii=False)
            snippet = f'<script type="application/ld+json">{js}</script>'
            if i % 2 == 0:
                c["head_snippet"] = snippet
            else:
                c["body_snippet"] = snippet
                c["body_at"] = anchor_for(target)
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf
P = "pdf/"
FEDREG = P + "en_us-federal-register-three-column.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
BOOK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

WHITE = [255, 255, 255, 255]
BLACK = [0, 0, 0, 255]
#: (target, page, channel, technique, spec overrides)
PDF_SLOTS: list[tuple[str, int, str, str, dict[str, Any]]] = [
    (FEDREG, 3, "white-text", "white 6 pt text in the blank bottom margin", {"x": 40, "y": 14, "size": 6, "fill": WHITE}),
    (IRS, 5, "render-mode-3", "render mode 3 (invisible) near the top margin", {"x": 72, "y": 780, "size": 7, "render_mode": 3}),
    (LETTER, 1, "render-mode-3", "render mode 3, like the existing OCR layer", {"x": 30, "y": 60, "size": 5, "render_mode": 3}),
    (BROCH, 1, "under-image", "black text inserted under the scanned page image", {"x": 80, "y": 400, "size": 8, "fill": BLACK, "z": "bottom"}),
    (FBI, 1, "transparent", "fill alpha 0", {"x": 40, "y": 300, "size": 7, "fill": [0, 0, 0, 0]}),
    (CAT, 1, "covered", "black text covered by an opaque white rectangle in the bottom margin", {"x": 40, "y": 12, "size": 6, "fill": BLACK, "cover": [255, 255, 255]}),
    (FEDREG, 9, "off-page", "text placed to the right of the media box", {"x": 700, "y": 400, "size": 8, "fill": BLACK}),
    (GRAPH, 1, "render-mode-3", "render mode 3 over the chart image", {"x": 60, "y": 150, "size": 6, "render_mode": 3}),
    (BOOK, 1, "under-image", "text under the scanned book page", {"x": 40, "y": 240, "size": 7, "fill": BLACK, "z": "bottom"}),
    (IRS, 120, "white-text", "white text on a page of the manual, top margin", {"x": 72, "y": 782, "size": 5, "fill": WHITE}),
    (FEDREG, 14, "tiny-text", "0.5 pt white text in the bottom margin", {"x": 300, "y": 10, "size": 0.5, "fill": WHITE}),
    (CAT, 1, "render-mode-3", "render mode 3 in the table area", {"x": 60, "y": 590, "size": 6, "render_mode": 3}),
    (IRS, 2, "white-text", "white text on the manual's blank page", {"x": 72, "y": 400, "size": 9, "fill": WHITE}),
    (FEDREG, 1, "covered", "text covered by a white rectangle in the bottom margin", {"x": 60, "y": 12, "size": 6, "fill": BLACK, "cover": [255, 255, 255]}),
    (BROCH, 1, "render-mode-3", "render mode 3 over the scanned brochure", {"x": 60, "y": 700, "size": 7, "render_mode": 3}),
    (IRS, 250, "off-page", "text below the media box", {"x": 72, "y": -40, "size": 8, "fill": BLACK}),
    (FBI, 1, "render-mode-3", "render mode 3 in the table", {"x": 500, "y": 20, "size": 6, "render_mode": 3}),
    (LETTER, 1, "transparent", "fill alpha 0 over the scanned letter", {"x": 30, "y": 30, "size": 5, "fill": [0, 0, 0, 0]}),
]  # fmt: skip


#: slot (index in PDF_SLOTS) chosen for each text so that the text fits the document
#: (reviewer note on the three-column paper, letter text on the letter...).
PDF_INJ_SLOTS = [0, 1, 2, 3, 4, 6, 5, 10, 14, 12, 17, 9, 15, 13, 11, 2, 7, 8]
PDF_NEG_SLOTS = [1, 7, 0, 5, 8, 14, 0, 10, 3, 17]


def pdf_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    slots = PDF_INJ_SLOTS if label == "injection" else PDF_NEG_SLOTS
    assert len(slots) == len(entries)
    for i, (lang, variant, text) in enumerate(entries):
        cid = f"i27-pdf-{label[0]}-{i:03d}"
        slot = PDF_SLOTS[slots[i]]
        target, page, ch, tech, over = slot
        lines = text.split("\n")
        spec: dict[str, Any] = {"page": page, "leading": over["size"] * 1.25, **over}
        if len(lines) > 1:
            spec["lines"] = lines
        else:
            spec["text"] = text
        why = WHY_INJ if label == "injection" else WHY_NEG
        c = base(cid, label, "pdf-text-layer", ch, lang, variant, target, lines[0], tech, why)
        c["media"] = "pdf"
        c["pdf"] = spec
        out.append(c)
    return out


# ------------------------------------------------------------------ visible Spanish
VIS_WRAP = [
    ("<p>", "</p>"),
    ('<div class="aviso-sistema">', "</div>"),
    ("<blockquote>", "</blockquote>"),
    ('<p class="nota"><small>', "</small></p>"),
    ("<pre>", "</pre>"),
    ('<ul class="meta"><li>', "</li></ul>"),
    ('<aside class="recuadro">', "</aside>"),
    ("<p><em>", "</em></p>"),
]


def visible_cases(entries: list, label: str) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(entries):
        cid = f"i27-sys-{label[0]}-{i:03d}"
        target = pick_page(i, "es", variant, ES_PAGES)
        why = WHY_INJ if label == "injection" else WHY_NEG
        o, cl = VIS_WRAP[(i + (label == "negative") * 3) % len(VIS_WRAP)]
        tech = f"visible {o}"
        if isinstance(text, tuple):
            head, line = text
            snippet = f"<h3>{esc(head)}</h3>\n<p>{esc(line)}</p>"
            expect = line
            tech = "visible heading + paragraph (split)"
        else:
            expect = text
            if text.startswith("Receta"):
                snippet = (
                    "<h3>Pan de elote</h3>\n<p>Ingredientes: 4 elotes, 1 taza de leche, 3 huevos, 100 g de mantequilla.</p>\n"
                    f"<p>{esc(text)}</p>\n<p>Hornea a 180 °C durante 40 minutos.</p>"
                )
                tech = "visible, in the middle of a recipe"
            elif text.startswith("Horarios"):
                snippet = (
                    "<table><tr><th>Ruta</th><th>Primer servicio</th><th>Último servicio</th></tr>"
                    "<tr><td>B23</td><td>4:30</td><td>23:00</td></tr></table>\n"
                    f"<p>{esc(text)}</p>"
                )
                tech = "visible, under a bus timetable"
            elif text.startswith("Preguntas frecuentes"):
                snippet = (
                    "<dl><dt>¿Cuándo se presenta la renta?</dt><dd>Del 2 de abril al 30 de junio.</dd></dl>\n"
                    f"<p>{esc(text)}</p>\n<dl><dt>¿Puedo fraccionar el pago?</dt><dd>Sí, en dos plazos.</dd></dl>"
                )
                tech = "visible, inside a tax FAQ"
            else:
                snippet = f"{o}{esc(text)}{cl}"
        c = base(cid, label, "system-impersonation-es", "visible-text", "es", variant, target, expect, tech, why)  # fmt: skip
        c["body_snippet"] = snippet
        c["body_at"] = anchor_for(target)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += comment_cases(TH.COMMENT_INJ, "injection")
    cases += comment_cases(TH.COMMENT_NEG, "negative")
    cases += css_cases(TH.CSS_INJ, "injection")
    cases += css_cases(TH.CSS_NEG, "negative")
    cases += alt_cases(TH.ALT_INJ, "injection")
    cases += alt_cases(TH.ALT_NEG, "negative")
    cases += jsonld_cases(TH.JSONLD_INJ, "injection")
    cases += jsonld_cases(TH.JSONLD_NEG, "negative")
    cases += pdf_cases(TH.PDF_INJ, "injection")
    cases += pdf_cases(TH.PDF_NEG, "negative")
    cases += visible_cases(TV.SYS_INJ, "injection")
    cases += visible_cases(TV.SYS_NEG, "negative")
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")  # fmt: skip
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
