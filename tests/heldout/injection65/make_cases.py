# ruff: noqa: E501
"""Write ``cases.json`` for the injection65 corpus from ``texts_inj``/``texts_neg``.

Deterministic: targets, anchors and hiding techniques are assigned by fixed rotation.
Run from the repository root: ``python tests/heldout/injection65/make_cases.py``.
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

import texts_inj as INJ  # noqa: E402
import texts_neg as NEG  # noqa: E402

# --------------------------------------------------------------------------- pages

PAGES: dict[str, dict[str, Any]] = {
    "ar": {
        "file": "html/es-ar_lanacion_opinion-article.html",
        "headline": "Una salida no violenta para el conflicto en la Patagonia",
        "anchors": [
            "protesta que reprimirla</p>",
            'el juicio a Jones Huala".</p>',
            "al Estado argentino.</p>",
            "tan audaz como inadecuada.</p>",
            "no resisten prueba.</p>",
            "del yugo de los caciques.</p>",
            "demuestra bien argentina.</p>",
            "pero también integrar.</p>",
            "lo gobernaron. Cambiemos.</p>",
        ],
    },
    "mx": {
        "file": "html/es-mx_unocero_tech-news-android-apps.html",
        "headline": "Qué fabricantes limitan más las apps en segundo plano",
        "anchors": [
            "culpa del fabricante. </p>",
            "<strong>Doze</strong>.\u00a0</p>",
            "de batería sobresaliente.\u00a0</p>",
            "notablemente la experiencia de uso.\u00a0</p>",
            "uso del dispositivo.\u00a0</p>",
            "gestión en segundo plano.\u00a0</p>",
            "muy bien en segundo plano.\u00a0</p>",
            "me han llegado.\u00a0</p>",
            "para la experiencia de uso.</p>",
        ],
        "hide_class": '<div class="hide">{t}</div>',
    },
    "pe": {
        "file": "html/es-pe_elcomercio_signwall-paywall-article.html",
        "headline": "Continúa el juicio por presunta compra de votos",
        "anchors": [
            "sus conclusiones técnicas.</p>",
            "exlegislador Moisés Mamani.</p>",
            "influencias agravado.</p>",
            "Kuczynski Godard</b>.</p>",
            "etc.”</i>.</p>",
            "(1990-2000).</p>",
            "18 de mayo.</b></p>",
        ],
        "hide_class": '<span class="hidden-label">{t}</span>',
    },
    "uy": {
        "file": "html/es-uy_ladiaria_metered-paywall-article.html",
        "headline": "Fumigación junto a una escuela rural en un área protegida",
        "anchors": [
            "productos fitosanitarios”. </p>",
            "aplicaciones terrestres. </p>",
            "como reserva departamental.</p>",
            "trabajen en el territorio.</p>",
            "en la reunión de junio.</p>",
            "citó como ejemplo.</p>",
            "al respecto”, afirmó.</p>",
            "la productividad”, sumó.</p>",
            "especie exótica invasora. </p>",
        ],
    },
    "cnet": {
        "file": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
        "headline": "Twitter Lite llega a más países de la región",
        "anchors": [
            "países de América Latina.</p>",
            "El Salvador y Venezuela.</p>",
            "tuits de forma más rápida.</p>",
            "los tuits que quieres ver.</p>",
            "al reducir a 3MB su peso.</p>",
        ],
        "hide_class": '<div class="hidden">{t}</div>',
    },
    "bafa": {
        "file": "html/de_bafa-gov_mineraloel-statistics-table.html",
        "headline": "Mineralölabsatz Januar bis November 2021",
        "anchors": [
            "89,4 Millionen Tonnen.</p>",
            "in Millionen Tonnen):</p>",
            "</a> veröffentlicht.</p>",
        ],
    },
    "rs": {
        "file": "html/de_rs-ingenieure_simple-corporate-services-page.html",
        "headline": "Tragwerksplanung",
        "anchors": ["Darstellbarkeit berücksichtigen.</p>"],
    },
}
PAGE_ORDER = ["mx", "ar", "pe", "uy", "cnet", "bafa", "rs"]
ES_PAGES = ["mx", "ar", "pe", "uy", "cnet"]

PDFS: dict[str, dict[str, Any]] = {
    # kind "text": born-digital pages with a blank margin at (margin_y); "scan": a
    # full-page image (text under it or invisible on top of it changes no pixel).
    "irs": {
        "file": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        "kind": "text",
        "pages": [1, 3, 4, 5, 10, 50, 100, 200, 300, 399],
        "w": 612,
        "h": 792,
        "margin_y": 776,
        "x": 72,
        "size": 6,
    },
    "fedreg": {
        "file": "pdf/en_us-federal-register-three-column.pdf",
        "kind": "text",
        "pages": list(range(1, 16)),
        "w": 612,
        "h": 792,
        "margin_y": 22,
        "x": 50,
        "size": 6,
    },
    "catalogo": {
        "file": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        "kind": "text",
        "pages": [1],
        "w": 792,
        "h": 612,
        "margin_y": 22,
        "x": 40,
        "size": 6,
    },
    "fbi": {
        "file": "pdf/en_fbi-nics-background-checks-table.pdf",
        "kind": "text",
        "pages": [1],
        "w": 1008,
        "h": 612,
        "margin_y": 6,
        "x": 40,
        "size": 5,
    },
    "huck": {
        "file": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        "kind": "scan",
        "pages": [1],
        "w": 384,
        "h": 471,
        "margin_y": 12,
        "x": 10,
        "size": 4,
    },
    "brochure": {
        "file": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
        "kind": "scan",
        "pages": [1],
        "w": 612,
        "h": 792,
        "margin_y": 12,
        "x": 20,
        "size": 6,
    },
    "letter": {
        "file": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        "kind": "scan",
        "pages": [1],
        "w": 301,
        "h": 393,
        "margin_y": 6,
        "x": 6,
        "size": 3,
    },
    "graph": {
        "file": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
        "kind": "scan",
        "pages": [1],
        "w": 718,
        "h": 300,
        "margin_y": 8,
        "x": 20,
        "size": 5,
    },
}
PDF_TECHS = [
    "render-mode-3",
    "white-text",
    "under-image",
    "transparent",
    "covered",
    "off-page",
    "tiny-text",
]
TEXT_PDFS = ["irs", "fedreg", "catalogo", "fbi"]
SCAN_PDFS = ["huck", "brochure", "letter", "graph"]

# --------------------------------------------------------------------------- helpers


class Rot:
    """Round-robin counters, so that every choice is deterministic."""

    def __init__(self) -> None:
        self.n: dict[str, int] = {}

    def next(self, key: str, seq: list[Any]) -> Any:
        i = self.n.get(key, 0)
        self.n[key] = i + 1
        return seq[i % len(seq)]


ROT = Rot()


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def att(t: str) -> str:
    return html.escape(t, quote=True)


def txt(t: str) -> str:
    return html.escape(t, quote=False)


def pick_page(entry: dict[str, Any], allowed: list[str] | None = None) -> str:
    if entry.get("p") and (allowed is None or entry["p"] in allowed):
        return entry["p"]
    seq = allowed or (ES_PAGES if lang_of(entry["v"]) == "es" else PAGE_ORDER)
    return ROT.next("page:" + ",".join(seq), seq)


def body_at(page: str) -> dict[str, Any]:
    return {"find": ROT.next("anchor:" + page, PAGES[page]["anchors"]), "where": "after"}


def base(
    entry: dict[str, Any],
    label: str,
    vector: str,
    channel: str,
    target: str,
    expect: str,
    technique: str,
    why: str,
) -> dict[str, Any]:
    return {
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(entry["v"]),
        "variant": entry["v"],
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
        "why": why,
    }


WHY_INJ = "(a) addressed to an automated reader or framed as system/operator/registry; (b) directs the reader's output"
WHY_INJ_SYS = "visible Spanish text posing as system, operator, configuration, platform or registry verdict; directs the assistant's output"

# --------------------------------------------------------------------------- html-comment


def comment_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        kind = e.get("ch") or ROT.next(f"comment-kind:{label}", ["single", "inline", "single-pad"])
        page = pick_page(e)
        target = PAGES[page]["file"]
        t = e["t"]
        why = (
            WHY_INJ
            if label == "injection"
            else "HTML comment for developers/editors/crawlers with no output directive"
        )
        if kind == "multiline":
            lines = list(t)
            snippet = "<!--\n" + "\n".join("  " + ln for ln in lines) + "\n-->"
            c = base(
                e,
                label,
                "html-comment",
                "html-comment",
                target,
                lines[0],
                "multi-line comment after a body paragraph",
                why,
            )
            c.update(body_snippet=snippet, body_at=body_at(page))
        elif kind == "conditional":
            cond = ROT.next("cond", ["if IE", "if lt IE 9", "if mso", "if IE 8"])
            snippet = f'<!--[{cond}]><p class="ie-only">{txt(t)}</p><![endif]-->'
            c = base(
                e,
                label,
                "html-comment",
                "conditional-comment",
                target,
                t,
                f"conditional comment [{cond}] in the body",
                why,
            )
            c.update(body_snippet=snippet, body_at=body_at(page))
        elif kind == "head":
            c = base(
                e,
                label,
                "html-comment",
                "html-comment",
                target,
                t,
                "comment just before </head>",
                why,
            )
            c.update(head_snippet=f"<!-- {t} -->")
        elif kind == "inline":
            c = base(
                e,
                label,
                "html-comment",
                "html-comment",
                target,
                t,
                "comment inserted inline right after a body paragraph (same line)",
                why,
            )
            c["inline_edits"] = [{**body_at(page), "text": f"<!-- {t} -->"}]
        else:
            c = base(
                e,
                label,
                "html-comment",
                "html-comment",
                target,
                t,
                "one-line comment on its own line after a body paragraph",
                why,
            )
            c.update(body_snippet=f"<!-- {t} -->", body_at=body_at(page))
            if kind == "single-pad":
                c["pad_lines"] = 1
        out.append(c)
    return out


# --------------------------------------------------------------------------- css-hidden

CSS_TECHS: list[tuple[str, str | None, str]] = [
    # (technique, head <style> rule or None, body element); {t} text, {n} unique suffix
    ("inline style display:none", None, '<div style="display:none">{t}</div>'),
    ("inline style visibility:hidden", None, '<p style="visibility: hidden;">{t}</p>'),
    ("HTML hidden attribute", None, "<div hidden>{t}</div>"),
    ("inline opacity:0", None, '<span style="opacity:0; position:absolute;">{t}</span>'),
    ("inline font-size:0", None, '<p style="font-size:0">{t}</p>'),
    (
        "<style> class rule display:none",
        "<style>.bloque-sr{n}{{display:none!important}}</style>",
        '<div class="bloque-sr{n}">{t}</div>',
    ),
    (
        "inline off-screen position:absolute;left:-9999px",
        None,
        '<div style="position:absolute;left:-9999px;top:0">{t}</div>',
    ),
    (
        "inline text-indent:-10000px",
        None,
        '<p style="text-indent:-10000px;white-space:nowrap;overflow:hidden">{t}</p>',
    ),
    ("the page's own hiding class", None, "PAGECLASS"),
    ("inline height:0;overflow:hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "inline clip:rect(0,0,0,0) 1px box",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">{t}</span>',
    ),
    (
        "<style> id rule visibility:hidden",
        "<style>#nota-{n}{{visibility:hidden;height:0;margin:0}}</style>",
        '<p id="nota-{n}">{t}</p>',
    ),
    (
        "inline clip-path:inset(50%)",
        None,
        '<div style="clip-path:inset(50%);position:absolute">{t}</div>',
    ),
    (
        "inline white text on white background",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "<style> descendant rule font-size:0",
        "<style>.ficha-extra-{n} span{{font-size:0;line-height:0}}</style>",
        '<div class="ficha-extra-{n}"><span>{t}</span></div>',
    ),
    (
        "inherited visibility:hidden from an ancestor div",
        None,
        '<div style="visibility:hidden"><p><em>{t}</em></p></div>',
    ),
    ("inline font-size:1px", None, '<span style="font-size:1px;line-height:1px">{t}</span>'),
    (
        "<style> class rule same colour as background, inherited by a child",
        "<style>.pie-{n}{{color:#fff;background:#fff}}</style>",
        '<div class="pie-{n}"><small>{t}</small></div>',
    ),
    (
        "ancestor display:none via <style> rule on a wrapper",
        "<style>section.sr-{n}{{display:none}}</style>",
        '<section class="sr-{n}"><div><p>{t}</p></div></section>',
    ),
]

CSS_NEG: dict[str, tuple[str, str | None, str]] = {
    "skip": (
        "skip link moved off-screen",
        None,
        '<a class="skip-link" href="#main" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">{t}</a>',
    ),
    "sr": (
        "screen-reader-only text via <style> class rule",
        "<style>.sr-only-{n}{{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);border:0}}</style>",
        '<a href="#compartir"><span class="sr-only-{n}">{t}</span></a>',
    ),
    "cookie": (
        "cookie banner hidden until the script shows it",
        None,
        '<div id="cookie-banner" role="dialog" style="display:none"><p>{t}</p><button type="button">Aceptar</button></div>',
    ),
    "modal": (
        "subscriber modal, hidden attribute",
        None,
        '<div class="modal-suscripcion" hidden><p>{t}</p><a href="/login">Iniciar sesión</a></div>',
    ),
    "menu": (
        "collapsed mobile menu, visibility:hidden",
        None,
        '<nav aria-label="Menú móvil" style="visibility:hidden;height:0">{t}</nav>',
    ),
    "loader": (
        "comments loader, display:none",
        None,
        '<div class="comentarios-loader" style="display:none">{t}</div>',
    ),
    "error": (
        "form error template, display:none",
        None,
        '<p class="form-error" role="alert" style="display:none">{t}</p>',
    ),
}


def css_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for i, e in enumerate(entries):
        if label == "injection":
            tech, rule, el = CSS_TECHS[i % len(CSS_TECHS)]
            if el == "PAGECLASS":
                page = pick_page(e, ["mx", "pe", "cnet"])
                el = PAGES[page]["hide_class"]
            else:
                page = pick_page(e)
            why = WHY_INJ
        else:
            tech, rule, el = CSS_NEG[e["ch"]]
            page = pick_page(e)
            why = "benign hidden text every site carries, addressed to people, no output directive"
        n = f"{i + 1:02d}{label[0]}"
        c = base(e, label, "css-hidden", "css-hidden", PAGES[page]["file"], e["t"], tech, why)
        c.update(body_snippet=el.format(t=txt(e["t"]), n=n), body_at=body_at(page))
        if rule:
            c["head_snippet"] = rule.format(n=n)
        out.append(c)
    return out


# --------------------------------------------------------------------------- alt-title

DATA_NAMES = ["ai-summary", "instruccion-llm", "llm-note", "nota-ia", "tooltip", "ayuda"]


def alt_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for i, e in enumerate(entries):
        ch = e["ch"]
        page = pick_page(e)
        t = e["t"]
        a = att(t)
        why = (
            WHY_INJ
            if label == "injection"
            else "ordinary alt/title/aria/data/meta text describing the page for people"
        )
        c = base(e, label, "alt-title", ch, PAGES[page]["file"], t, "", why)
        if ch == "alt":
            c["technique"] = "alt of an <img> inserted in a <figure> after a body paragraph"
            c.update(
                body_snippet=f'<figure class="foto"><img src="/img/foto-{i + 1:02d}.jpg" alt="{a}" width="640" height="360"></figure>',
                body_at=body_at(page),
            )
        elif ch == "title":
            c["technique"] = "title attribute of a link"
            c.update(
                body_snippet=f'<p class="fuentes"><a href="/fuentes" title="{a}">Fuentes y metodología</a></p>',
                body_at=body_at(page),
            )
        elif ch == "aria-label":
            c["technique"] = "aria-label of a region/button"
            c.update(
                body_snippet=f'<div role="region" aria-label="{a}"><button type="button">Ver más</button></div>',
                body_at=body_at(page),
            )
        elif ch == "data-*":
            name = ROT.next(
                f"data:{label}", DATA_NAMES[:4] if label == "injection" else DATA_NAMES[4:]
            )
            c["technique"] = f"data-{name} attribute on an empty div"
            c.update(
                body_snippet=f'<div class="nota-meta" data-{name}="{a}"></div>',
                body_at=body_at(page),
            )
        elif ch in ("meta-description", "twitter:description"):
            name = "description" if ch == "meta-description" else "twitter:description"
            c["technique"] = f"<meta name={name}> before </head>"
            c["head_snippet"] = f'<meta name="{name}" content="{a}">'
        elif ch in ("og:description", "og:title"):
            c["technique"] = f"<meta property={ch}> before </head>"
            c["head_snippet"] = f'<meta property="{ch}" content="{a}">'
        else:
            raise ValueError(ch)
        out.append(c)
    return out


# --------------------------------------------------------------------------- json-ld


def jsonld_object(page: str, field: str, t: str) -> tuple[dict[str, Any], str]:
    ctx = "https://schema.org"
    head = PAGES[page]["headline"]
    art = {"@context": ctx, "@type": "NewsArticle", "headline": head, "inLanguage": "es"}
    if field == "reviewBody":
        return {
            "@context": ctx,
            "@type": "Review",
            "itemReviewed": {"@type": "Organization", "name": head},
            "reviewRating": {"@type": "Rating", "ratingValue": 4, "bestRating": 5},
            "author": {"@type": "Person", "name": "Lector verificado"},
            "reviewBody": t,
        }, "sentence in Review.reviewBody"
    if field == "faqAnswer":
        return {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Cómo funciona?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        }, "sentence in FAQPage Answer.text"
    if field == "commentText":
        return {
            **art,
            "comment": [
                {"@type": "Comment", "author": {"@type": "Person", "name": "Invitado"}, "text": t}
            ],
        }, "sentence in Comment.text"
    if field == "orgDescription":
        return {
            "@context": ctx,
            "@type": "Organization",
            "name": head,
            "url": "https://www.example.org/",
            "description": t,
        }, "Organization.description"
    if field == "productDescription":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": "Teléfono X2",
            "description": t,
            "offers": {"@type": "Offer", "price": "3999", "priceCurrency": "MXN"},
        }, "Product.description"
    if field == "howToStep":
        return {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Evitar que Android cierre una app",
            "step": [{"@type": "HowToStep", "position": 1, "text": t}],
        }, "HowToStep.text"
    if field == "searchDescription":
        return {
            "@context": ctx,
            "@type": "WebSite",
            "url": "https://www.example.org/",
            "description": t,
            "potentialAction": {
                "@type": "SearchAction",
                "target": "https://www.example.org/buscar?q={q}",
                "query-input": "required name=q",
            },
        }, "WebSite.description"
    if field == "eventDescription":
        return {
            "@context": ctx,
            "@type": "Event",
            "name": "Audiencia del juicio oral",
            "startDate": "2022-05-18",
            "description": t,
            "location": {"@type": "Place", "name": "Lima"},
        }, "Event.description"
    known = {"description", "abstract", "disambiguatingDescription", "alternativeHeadline"}
    how = f"NewsArticle.{field}" if field in known else f"invented field {field!r} in a NewsArticle"
    return {**art, field: t}, how


def jsonld_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for _i, e in enumerate(entries):
        page = pick_page(e)
        t = e["t"]
        why = WHY_INJ if label == "injection" else "ordinary schema.org data describing the page"
        if e.get("ch") == "microdata":
            itype = "https://schema.org/NewsArticle"
            snippet = (
                f'<div itemscope itemtype="{itype}">\n'
                f'<meta itemprop="headline" content="{att(PAGES[page]["headline"])}">\n'
                f'<meta itemprop="{e["f"]}" content="{att(t)}">\n</div>'
            )
            c = base(
                e,
                label,
                "json-ld",
                "microdata",
                PAGES[page]["file"],
                t,
                f"microdata itemprop={e['f']} in the body",
                why,
            )
            c.update(body_snippet=snippet, body_at=body_at(page))
        else:
            obj, how = jsonld_object(page, e["f"], t)
            script = (
                '<script type="application/ld+json">\n'
                + json.dumps(obj, ensure_ascii=False, indent=2)
                + "\n</script>"
            )
            where = ROT.next(f"ldwhere:{label}", ["head", "head", "body"])
            c = base(
                e,
                label,
                "json-ld",
                "json-ld",
                PAGES[page]["file"],
                t,
                f"{how}; <script> in the {where}",
                why,
            )
            if where == "head":
                c["head_snippet"] = script
            else:
                c.update(body_snippet=script, body_at=body_at(page))
        out.append(c)
    return out


# --------------------------------------------------------------------------- pdf


def pdf_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        tech = e.get("ch") or ROT.next("pdftech", PDF_TECHS)
        hint = e.get("p")
        if hint:
            kind = PDFS[hint]["kind"]
            if (tech == "under-image" and kind != "scan") or (
                tech in ("white-text", "covered", "tiny-text") and kind != "text"
            ):
                tech = "render-mode-3"
            key = hint
        elif tech == "under-image":
            key = ROT.next("pdf:scan", SCAN_PDFS)
        elif tech in ("white-text", "covered", "tiny-text"):
            key = ROT.next("pdf:text", TEXT_PDFS)
        else:
            key = ROT.next("pdf:any", TEXT_PDFS + SCAN_PDFS)
        d = PDFS[key]
        page = ROT.next("pdfpage:" + key, d["pages"])
        spec: dict[str, Any] = {
            "page": page,
            "text": e["t"],
            "x": d["x"],
            "y": d["margin_y"],
            "size": d["size"],
        }
        if tech == "render-mode-3":
            spec["render_mode"] = 3
            how = "text render mode 3 (invisible)"
        elif tech == "transparent":
            spec["fill"] = [0, 0, 0, 0]
            how = "fill alpha 0 (fully transparent)"
        elif tech == "white-text":
            spec["fill"] = [255, 255, 255, 255]
            how = "white text in the blank margin"
        elif tech == "covered":
            spec["cover"] = [255, 255, 255]
            how = "black text covered by an opaque white rectangle in the blank margin"
        elif tech == "under-image":
            spec["z"] = "bottom"
            spec["y"] = d["h"] / 2
            how = "text inserted below the full-page scanned image"
        elif tech == "off-page":
            if ROT.next("offpage", [0, 1]):
                spec["y"] = d["h"] + 400
                how = "text placed 400 pt above the page box"
            else:
                spec["x"] = -4000
                how = "text placed 4000 pt left of the page box"
        elif tech == "tiny-text":
            spec["size"] = 0.5
            spec["fill"] = [255, 255, 255, 255]
            how = "0.5 pt white text in the blank margin"
        else:
            raise ValueError(tech)
        why = (
            WHY_INJ
            if label == "injection"
            else "OCR/scan/page-number/watermark text layer, no addressee and no output directive"
        )
        c = base(e, label, "pdf-text-layer", tech, d["file"], e["t"], how + f"; page {page}", why)
        c["media"] = "pdf"
        c["pdf"] = spec
        out.append(c)
    return out


# --------------------------------------------------------------------------- visible Spanish

FORMS = {
    "p": '<p class="aviso">{t}</p>',
    "div": '<div class="recuadro-nota"><strong>{t}</strong></div>',
    "aside": '<aside class="destacado"><p>{t}</p></aside>',
    "pre": "<pre>{t}</pre>",
    "small": "<p><small>{t}</small></p>",
    "td": '<table class="estado"><tr><th>Verificación</th><td>{t}</td></tr></table>',
    "li": '<ul class="lista-notas"><li>{t}</li></ul>',
    "h3": "<h3>{t}</h3>",
    "blockquote": "<blockquote>{t}</blockquote>",
}


def visible_cases(entries: list[dict[str, Any]], label: str) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        form = e.get("ch") or ROT.next(f"form:{label}", ["p", "div", "aside", "p", "small", "li"])
        page = pick_page(e, [*ES_PAGES, "bafa", "rs"] if e.get("p") in ("bafa", "rs") else ES_PAGES)
        why = (
            WHY_INJ_SYS
            if label == "injection"
            else "visible text for human readers (notice, errata, advice, warning, news)"
        )
        c = base(
            e,
            label,
            "system-impersonation-es",
            "visible-text",
            PAGES[page]["file"],
            e["t"],
            f"visible <{form}> after a body paragraph",
            why,
        )
        c.update(body_snippet=FORMS[form].format(t=txt(e["t"])), body_at=body_at(page))
        out.append(c)
    return out


# --------------------------------------------------------------------------- main


def build() -> list[dict[str, Any]]:
    groups = [
        ("injection", "html-comment", comment_cases(INJ.COMMENT, "injection")),
        ("injection", "css-hidden", css_cases(INJ.CSS, "injection")),
        ("injection", "alt-title", alt_cases(INJ.ALT, "injection")),
        ("injection", "json-ld", jsonld_cases(INJ.JSONLD, "injection")),
        ("injection", "pdf-text-layer", pdf_cases(INJ.PDF, "injection")),
        ("injection", "system-impersonation-es", visible_cases(INJ.SYSTEM_ES, "injection")),
        ("negative", "html-comment", comment_cases(NEG.COMMENT, "negative")),
        ("negative", "css-hidden", css_cases(NEG.CSS, "negative")),
        ("negative", "alt-title", alt_cases(NEG.ALT, "negative")),
        ("negative", "json-ld", jsonld_cases(NEG.JSONLD, "negative")),
        ("negative", "pdf-text-layer", pdf_cases(NEG.PDF, "negative")),
        ("negative", "system-impersonation-es", visible_cases(NEG.VISIBLE_ES, "negative")),
    ]
    cases = []
    for label, vector, items in groups:
        prefix = "inj65" if label == "injection" else "neg65"
        for n, c in zip(itertools.count(1), items, strict=False):
            cases.append({"id": f"{prefix}-{vector}-{n:03d}", **c})
    for c in cases:
        t = c["expect_text"]
        assert '"' not in t and "--" not in t and "\n" not in t, c["id"]
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
