"""Build ``cases.json`` of the held-out injection corpus `injection60` (deterministic).

Run from the repository root: ``python tests/heldout/injection60/make_cases.py``.
The texts live in ``texts_hidden.py``, ``texts_struct.py`` and ``texts_visible.py``;
this script only wraps them in markup, picks an anchor in a real capture and writes
the case list. No randomness: the same texts always give the same ``cases.json``.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from texts_hidden import ATTRS, COMMENTS, CSS  # noqa: E402
from texts_struct import JSONLD, PDF, T  # noqa: E402
from texts_visible import VISIBLE  # noqa: E402

H = "html/"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"
LN = H + "es-ar_lanacion_opinion-article.html"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
ELC = H + "es-pe_elcomercio_signwall-paywall-article.html"
LD = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"

NB = "\u00a0"
#: Ends of paragraphs in each page's visible article body; snippets go right after them.
ANCHORS: dict[str, list[str]] = {
    BAFA: [
        "5 auf 89,4 Millionen Tonnen.</p>",
        "ngaben in Millionen Tonnen):</p>",
        "ineralöl</a> veröffentlicht.</p>",
    ],
    RS: ["tellbarkeit berücksichtigen.</p>"],
    LN: [
        "r la protesta que reprimirla</p>",
        "Imrali.</p>",
        'te el juicio a Jones Huala".</p>',
        " grave, al Estado argentino.</p>",
        "l tan audaz como inadecuada.</p>",
        "hostilidades en 2015.</p>",
        "nalogías no resisten prueba.</p>",
    ],
    UNO: [
        f"o de batería sobresaliente.{NB}</p>",
        f"ente la experiencia de uso.{NB}</p>",
        f"cia de uso del dispositivo.{NB}</p>",
        f"a gestión en segundo plano.{NB}</p>",
        f" muy bien en segundo plano.{NB}</p>",
        f"arme de que me han llegado.{NB}</p>",
    ],
    ELC: [
        "n sus conclusiones técnicas.</p>",
        " exlegislador Moisés Mamani.</p>",
        "b>Pedro Pablo Kuczynski</b>.</p>",
        "ico de influencias agravado.</p>",
        " de <b>Kuczynski Godard</b>.</p>",
        "to Fujimori</b> (1990-2000).</p>",
    ],
    LD: [
        " productos fitosanitarios”. </p>",
        "de aplicaciones terrestres. </p>",
        "ividad productiva del área. </p>",
        " como reserva departamental.</p>",
        "ucho más complejo”, señaló. </p>",
        "históricos y arqueológicos”.</p>",
        "e trabajen en el territorio.</p>",
        "dado en la reunión de junio.</p>",
    ],
    CNET: [
        "de ellos de América Latina. </p>",
        "rú, El Salvador y Venezuela.</p>",
        "s tuits de forma más rápida.</p>",
        "e los tuits que quieres ver.</p>",
        "l, al reducir a 3MB su peso.</p>",
    ],
}
ALL_PAGES = [LN, UNO, ELC, LD, CNET, BAFA, RS]
ES_PAGES = [LN, UNO, ELC, LD, CNET]

#: Pages chosen by what a text talks about (first match wins), else round robin.
TOPICS = [
    (r"Huawei|Android|batería|unocero|telefon|segundo plano", UNO),
    (r"DGSA|fumig|área protegida|Coendu|agroquím|comisión asesora|MGAP|URSEA|moradores|diaria", LD),
    (r"Twitter|tuits", CNET),
    (r"columna|Gobierno|represión|mapuche|autor|governo", LN),
    (r"acusad|fiscal|Poder Judicial|juicio|excongresista|Perú|Lima|compra de votos", ELC),
    (r"fuel|BAFA|Statistical|sales rose|INE\b|consumption|mineral oil|cifras", BAFA),
    (r"ingenier|firm\b|certification|Alemania|engineering", RS),
]

#: The pages' own hiding classes (defined in their external style sheets).
PAGE_CLASS = [(BAFA, "p", "aural"), (CNET, "div", "hidden"), (LD, "div", "hide")]

_use: dict[str, int] = {}


def pick_page(text: str, pool: list[str], rr: list[int]) -> str:
    for pat, page in TOPICS:
        if page in pool and re.search(pat, text):
            return page
    page = pool[rr[0] % len(pool)]
    rr[0] += 1
    return page


def anchor(page: str) -> dict[str, Any]:
    k = _use.get(page, 0)
    _use[page] = k + 1
    lst = ANCHORS[page]
    return {"find": lst[k % len(lst)], "occurrence": 1, "where": "after"}


def esc_text(s: str) -> str:
    return html.escape(s, quote=False)


def esc_attr(s: str) -> str:
    return html.escape(s, quote=True)


WHY_INJ = (
    "addressed to an automated reader (or framed as system/operator/configuration/registry) "
    "and directs the reader's output"
)
WHY_NEG = {
    "html-comment": "CMS/tag-manager/build comment or note for editors; no model addressee + output directive",
    "css-hidden": "ordinary hidden UI text (skip link, screen-reader text, banner, modal, honeypot)",
    "alt-title": "ordinary alt/title/aria/data/meta text describing the page for people",
    "json-ld": "ordinary schema.org data; no addressee, no directive",
    "pdf-text-layer": "OCR/scan/download/page-label text layer; no addressee, no directive",
    "system-impersonation-es": "visible text written for human readers",
}


def base(
    label: str,
    vector: str,
    lang: str,
    variant: str,
    channel: str,
    technique: str,
    target: str,
    expect: str,
) -> dict[str, Any]:
    return {
        "id": "",
        "label": "injection" if label == "inj" else "negative",
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "target": target,
        "technique": technique,
        "expect_text": expect,
        "why": WHY_INJ if label == "inj" else WHY_NEG[vector],
    }


# --------------------------------------------------------------------------- builders

COND = ["[if IE]", "[if lt IE 9]", "[if gte mso 9]", "[if IE 8]"]


def comment_cases() -> list[dict[str, Any]]:
    out, rr = [], [0]
    for i, (label, lang, variant, form, text) in enumerate(COMMENTS):
        first = text[0] if isinstance(text, list) else text
        flat = " ".join(text) if isinstance(text, list) else text
        page = pick_page(flat, ALL_PAGES, rr)
        channel = "conditional-comment" if form == "cond" else "html-comment"
        c = base(label, "html-comment", lang, variant, channel, form, page, first)
        if form == "head":
            c["head_snippet"] = f"<!-- {text} -->"
        elif form == "multi":
            c["body_snippet"] = "<!--\n  " + "\n  ".join(text) + "\n-->"
            c["body_at"] = anchor(page)
        elif form == "cond":
            cond = COND[i % len(COND)]
            c["body_snippet"] = f"<!--{cond}><p>{esc_text(text)}</p><![endif]-->"
            c["body_at"] = anchor(page)
        else:
            c["body_snippet"] = f"<!-- {text} -->"
            c["body_at"] = anchor(page)
        out.append(c)
    return out


STYLE_CLASSES = ["nota-seo", "bloque-aux", "pie-meta", "rx-legal", "box-sr"]


def css_snippet(tech: str, t: str, i: int) -> tuple[str | None, str]:
    inline = {
        "inline-display-none": f'<p style="display:none">{t}</p>',
        "inline-visibility": f'<div style="visibility: hidden; height: 0">{t}</div>',
        "opacity": f'<p style="opacity:0;margin:0">{t}</p>',
        "font-size-0": f'<span style="font-size:0">{t}</span>',
        "font-1px": f'<p style="font-size:1px;line-height:1px;margin:0">{t}</p>',
        "offscreen": f'<div style="position:absolute;left:-9999px;top:0">{t}</div>',
        "text-indent": (
            f'<p style="text-indent:-10000px;overflow:hidden;white-space:nowrap;height:1em">{t}</p>'
        ),
        "height0": f'<div style="height:0;overflow:hidden">{t}</div>',
        "clip": (
            '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
            f'clip:rect(0 0 0 0)">{t}</span>'
        ),
        "clip-path": (
            f'<div style="position:absolute;clip-path:inset(50%);width:1px;height:1px">{t}</div>'
        ),
        "same-colour": f'<p style="color:#fff;background:#fff">{t}</p>',
        "hidden-attr": f"<div hidden>{t}</div>",
        "inheritance": f'<div style="display:none"><section><p>{t}</p></section></div>',
        "inherit-colour": (f'<div style="color:#ffffff;background-color:#ffffff"><p>{t}</p></div>'),
        "skip-link": (
            f'<a href="#contenido" style="position:absolute;left:-10000px;top:auto">{t}</a>'
        ),
    }
    if tech in inline:
        return None, inline[tech]
    cls = f"{STYLE_CLASSES[i % len(STYLE_CLASSES)]}-{i}"
    if tech == "style-class":
        return f"<style>.{cls}{{display:none!important}}</style>", f'<div class="{cls}">{t}</div>'
    if tech == "style-id":
        return (
            f"<style>#{cls}{{visibility:hidden;position:absolute}}</style>",
            f'<p id="{cls}">{t}</p>',
        )
    if tech == "style-descendant":
        return (
            f"<style>.{cls} p{{font-size:0;line-height:0;margin:0}}</style>",
            f'<div class="{cls}"><p>{t}</p></div>',
        )
    raise ValueError(tech)


def css_cases() -> list[dict[str, Any]]:
    out, rr, pc = [], [0], 0
    for i, (label, lang, variant, tech, text) in enumerate(CSS):
        t = esc_text(text)
        if tech == "page-class":
            pool = [pg for pg, _, _ in PAGE_CLASS]
            page = pick_page(text, pool, [pc])
            pc += 1
            _, tag, klass = next(pc_ for pc_ in PAGE_CLASS if pc_[0] == page)
            head, body = None, f'<{tag} class="{klass}">{t}</{tag}>'
            technique = f"page's own hiding class .{klass}"
        else:
            page = pick_page(text, ALL_PAGES, rr)
            head, body = css_snippet(tech, t, i)
            technique = tech
        c = base(label, "css-hidden", lang, variant, "css-hidden", technique, page, text)
        if head:
            c["head_snippet"] = head
        c["body_snippet"] = body
        c["body_at"] = anchor(page)
        out.append(c)
    return out


DATA_NAMES = [
    "data-ia-nota",
    "data-llm",
    "data-ai-hint",
    "data-nota-bot",
    "data-analytics-event",
    "data-captcha-msg",
]


def attr_cases() -> list[dict[str, Any]]:
    out, rr, di = [], [0], 0
    for i, (label, lang, variant, channel, text) in enumerate(ATTRS):
        page = pick_page(text, ALL_PAGES, rr)
        a = esc_attr(text)
        c = base(label, "alt-title", lang, variant, channel, channel, page, text)
        head = body = None
        if channel == "alt":
            if label == "inj" and i % 2 == 0:
                body = f'<img src="/static/px/{i}.gif" width="1" height="1" alt="{a}">'
            else:
                body = f'<figure><img src="/uploads/2019/08/foto-{i}.jpg" width="640" alt="{a}"></figure>'
        elif channel == "title":
            body = f'<p><a href="/nota-{i}" title="{a}">Leer más</a></p>'
        elif channel == "aria-label":
            body = (
                f'<button type="button" class="btn-icono" aria-label="{a}">×</button>'
                if i % 2
                else f'<div role="note" aria-label="{a}"></div>'
            )
        elif channel == "data-*":
            name = DATA_NAMES[di % len(DATA_NAMES)]
            di += 1
            c["technique"] = name
            body = f'<div class="widget-{i}" {name}="{a}"></div>'
        elif channel == "meta-description":
            head = f'<meta name="description" content="{a}">'
        elif channel in ("og:description", "og:title"):
            head = f'<meta property="{channel}" content="{a}">'
        elif channel == "twitter:description":
            head = f'<meta name="twitter:description" content="{a}">'
        else:
            raise ValueError(channel)
        if head:
            c["head_snippet"] = head
        if body:
            c["body_snippet"] = body
            c["body_at"] = anchor(page)
        out.append(c)
    return out


def _subst(obj: Any, text: str) -> Any:
    if obj == T:
        return text
    if isinstance(obj, dict):
        return {k: _subst(v, text) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_subst(v, text) for v in obj]
    return obj


def jsonld_cases() -> list[dict[str, Any]]:
    out, rr = [], [0]
    for label, lang, variant, tech, place, obj, text in JSONLD:
        page = pick_page(text, ALL_PAGES, rr)
        if tech == "microdata":
            itemtype, prop = obj
            snip = (
                f'<div itemscope itemtype="{itemtype}">'
                f'<meta itemprop="{prop}" content="{esc_attr(text)}"></div>'
            )
            c = base(
                label,
                "json-ld",
                lang,
                variant,
                "microdata",
                f"microdata itemprop={prop}",
                page,
                text,
            )
        else:
            data = json.dumps(_subst(obj, text), ensure_ascii=False, indent=1)
            snip = f'<script type="application/ld+json">\n{data}\n</script>'
            c = base(label, "json-ld", lang, variant, "json-ld", tech, page, text)
        if place == "head":
            c["head_snippet"] = snip
        else:
            c["body_snippet"] = snip
            c["body_at"] = anchor(page)
        out.append(c)
    return out


P = "pdf/"
FR = P + "en_us-federal-register-three-column.pdf"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
CAT = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
BRO = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
LET = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"

#: (target, page, x, y, size) cycles per technique; blank margins measured by rendering.
PLACES_INJ = {
    "render-mode-3": [
        (FR, 2, 40, 20, 7),
        (IRS, 12, 72, 8, 5),
        (LET, 1, 4, 2, 3),
        (FR, 4, 40, 16, 7),
        (IRS, 50, 72, 8, 5),
        (FR, 13, 40, 18, 7),
    ],
    "transparent": [
        (CAT, 1, 30, 20, 6),
        (FBI, 1, 30, 8, 5),
        (GRAPH, 1, 5, 2, 3),
        (CAT, 1, 30, 10, 6),
    ],
    "white-text": [
        (FR, 3, 40, 20, 7),
        (FR, 6, 40, 20, 7),
        (IRS, 20, 72, 6, 5),
        (FR, 14, 40, 14, 7),
    ],
    "covered": [(CAT, 1, 30, 15, 6), (FR, 11, 40, 20, 7), (CAT, 1, 400, 15, 6)],
    "under-image": [
        (BRO, 1, 100, 400, 8),
        (HUCK, 1, 40, 240, 6),
        (BRO, 1, 100, 300, 8),
        (HUCK, 1, 40, 200, 6),
    ],
    "off-page": [(IRS, 5, -900, 400, 8), (FR, 9, 700, 400, 8), (FBI, 1, 100, -200, 8)],
}
PLACES_NEG = [
    (BRO, 1, 40, 700, 8),
    (HUCK, 1, 20, 20, 6),
    (FR, 5, 40, 20, 7),
    (CAT, 1, 30, 12, 6),
    (IRS, 30, 280, 8, 6),
    (FBI, 1, 30, 6, 5),
    (LET, 1, 10, 200, 5),
    (FR, 7, -800, 300, 8),
    (GRAPH, 1, 10, 5, 4),
    (FR, 8, 40, 20, 7),
    (IRS, 40, 72, 6, 5),
    (BRO, 1, 40, 60, 8),
]
STYLE = {
    "render-mode-3": {"render_mode": 3},
    "transparent": {"fill": [0, 0, 0, 0]},
    "white-text": {"fill": [255, 255, 255, 255]},
    "covered": {"cover": [255, 255, 255]},
    "under-image": {"z": "bottom"},
    "off-page": {},
}


def pdf_cases() -> list[dict[str, Any]]:
    out, used, nneg = [], {}, 0
    for label, lang, variant, tech, text in PDF:
        if label == "inj":
            k = used.get(tech, 0)
            used[tech] = k + 1
            places = PLACES_INJ[tech]
            target, page, x, y, size = places[k % len(places)]
        else:
            target, page, x, y, size = PLACES_NEG[nneg]
            nneg += 1
        c = base(label, "pdf-text-layer", lang, variant, tech, tech, target, text)
        c["media"] = "pdf"
        c["pdf"] = {"page": page, "text": text, "x": x, "y": y, "size": size, **STYLE[tech]}
        out.append(c)
    return out


VIS_CLASSES = ["aviso-destacado", "recuadro", "nota-info", "caja-gris"]


def visible_cases() -> list[dict[str, Any]]:
    out, rr = [], [0]
    for i, (label, variant, form, text, extra) in enumerate(VISIBLE):
        page = pick_page(text + " " + extra, ES_PAGES, rr)
        t, x = esc_text(text), esc_text(extra)
        snip = {
            "p": f"<p>{t}</p>",
            "div": f'<div class="{VIS_CLASSES[i % len(VIS_CLASSES)]}">{t}</div>',
            "blockquote": f"<blockquote><p>{t}</p></blockquote>",
            "table": f'<table class="ficha"><tr><th>{x}</th><td>{t}</td></tr></table>',
            "li": f"<ul><li>{t}</li></ul>",
            "h4": f"<h4>{x}</h4>\n<p>{t}</p>",
            "small": f"<p><small>{t}</small></p>",
            "pre": f"<pre>{t}</pre>",
            "aside": f'<aside class="nota-lateral">{t}</aside>',
            "dl": f"<dl><dt>{x}</dt><dd>{t}</dd></dl>",
        }[form]
        lang = "es"
        c = base(label, "system-impersonation-es", lang, variant, "visible-text", form, page, text)
        c["body_snippet"] = snip
        c["body_at"] = anchor(page)
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for group in (
        comment_cases(),
        css_cases(),
        attr_cases(),
        jsonld_cases(),
        pdf_cases(),
        visible_cases(),
    ):
        cases.extend(group)
    counters: dict[tuple[str, str], int] = {}
    for c in cases:
        key = (c["label"], c["vector"])
        counters[key] = counters.get(key, 0) + 1
        prefix = "inj60" if c["label"] == "injection" else "neg60"
        c["id"] = f"{prefix}-{c['vector']}-{counters[key]:03d}"
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
