"""Build ``cases.json`` for the injection30 corpus from the hand-written texts.

Wraps each text in the markup (or PDF text-object spec) of its vector, rotating
insertion points over the real captures, hiding techniques and channels. Run from the
repository root: ``.venv/bin/python tests/heldout/injection30/make_cases.py``.
Deterministic: the same texts always give the same ``cases.json``.
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

H = "html/"
NB = "\u00a0"

#: Insertion points: (capture, unique anchor). Snippets go on their own lines right
#: after the anchor, which ends a paragraph of the visible article body.
ANCHORS: list[tuple[str, str]] = [
    (H + "es-ar_lanacion_opinion-article.html", "canalizar la protesta que reprimirla</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "culpa del fabricante. </p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "conclusiones técnicas.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "productos fitosanitarios”. </p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "11 de ellos de América Latina. </p>"),
    (H + "de_bafa-gov_mineraloel-statistics-table.html", "91,5 auf 89,4 Millionen Tonnen.</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "Imrali.</p>"),
    (
        H + "es-mx_unocero_tech-news-android-apps.html",
        "notablemente la experiencia de uso." + NB + "</p>",
    ),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "exlegislador Moisés Mamani.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "aplicaciones terrestres. </p>"),
    (
        H + "de_rs-ingenieure_simple-corporate-services-page.html",
        "Darstellbarkeit berücksichtigen.</p>",
    ),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "El Salvador y Venezuela.</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "al Estado argentino.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "reserva departamental.</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "gestión en segundo plano." + NB + "</p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "tráfico de influencias agravado.</p>"),
    (
        H + "de_bafa-gov_mineraloel-statistics-table.html",
        "Im Vergleich zum Vorjahreszeitraum ist</p>",
    ),
    (H + "es-ar_lanacion_opinion-article.html", "tan audaz como inadecuada.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "comprender”, señala. </p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "los tuits de forma más rápida.</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "muy bien en segundo plano." + NB + "</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "hostilidades en 2015.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "en el territorio.</p>"),
    (H + "es-pe_elcomercio_signwall-paywall-article.html", "<b>Kuczynski Godard</b>.</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "no resisten prueba.</p>"),
    (H + "es-mx_unocero_tech-news-android-apps.html", "de que me han llegado." + NB + "</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "la reunión de junio.</p>"),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "de los tuits que quieres ver.</p>"),
    (H + "de_bafa-gov_mineraloel-statistics-table.html", "veröffentlicht.</p>"),
    (H + "es-ar_lanacion_opinion-article.html", "del yugo de los caciques.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "citó como ejemplo.</p>"),
    (
        H + "es-mx_unocero_tech-news-android-apps.html",
        "una desventaja para la experiencia de uso.</p>",
    ),
    (H + "es-ar_lanacion_opinion-article.html", "se demuestra bien argentina.</p>"),
    (
        H + "es-uy_ladiaria_metered-paywall-article.html",
        "sin perjudicar la productividad”, sumó.</p>",
    ),
    (H + "es_cnet-en-espanol_twitter-lite-mexico-news.html", "al reducir a 3MB su peso.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "especie exótica invasora. </p>"),
    (H + "es-ar_lanacion_opinion-article.html", "también integrar.</p>"),
    (H + "es-uy_ladiaria_metered-paywall-article.html", "del área– a la conservación. </p>"),
]

HTML_TARGETS = sorted({t for t, _ in ANCHORS})


def esc_text(s: str) -> str:
    return html.escape(s, quote=False)


def esc_attr(s: str) -> str:
    return html.escape(s, quote=True)


class Rot:
    """Round-robin picker with a per-vector start offset."""

    def __init__(self, items: list[Any], start: int = 0) -> None:
        self.items, self.i = items, start

    def next(self) -> Any:
        it = self.items[self.i % len(self.items)]
        self.i += 1
        return it


def body_at(anchor: str) -> dict[str, Any]:
    return {"find": anchor, "occurrence": 1, "where": "after"}


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    lang: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
    why: str,
) -> dict[str, Any]:
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
    "addressed to an automated reader (by name or by its task) or framed as "
    "system/registry/platform, and directs its output (rank/recommend/cite/omit/say/treat as)"
)
WHY_NEG = "same vocabulary, but addressed to people or to nobody, or directs no reader's output"

# --------------------------------------------------------------------------- comments

COMMENT_FORMS = [
    ("html-comment", "single-line comment", "<!-- {t} -->"),
    (
        "html-comment",
        "SEO-plugin banner, text on 2nd line",
        "<!-- Rank Booster SEO v21.4 | generative engine module\n{t}\n-->",
    ),
    ("conditional-comment", "IE conditional comment", "<!--[if lt IE 9]> {t} <![endif]-->"),
    (
        "html-comment",
        "multi-line block comment with key line",
        "<!--\n  seo-block: faq-schema (auto)\n  {t}\n-->",
    ),
    (
        "html-comment",
        "comment between CMS block markers",
        "<!-- wp:html -->\n<!-- {t} -->\n<!-- /wp:html -->",
    ),
]

# --------------------------------------------------------------------------- css

CSS_TECHS: list[tuple[str, str | None, str, str]] = [
    ("inline display:none", None, '<div class="promo-box" style="display:none">', "</div>"),
    (
        "Tailwind .sr-only class, rule in <style>",
        ".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;"
        "clip:rect(0,0,0,0);white-space:nowrap;border-width:0}",
        '<span class="sr-only">',
        "</span>",
    ),
    (
        "Bootstrap .visually-hidden class, rule in <style>",
        ".visually-hidden{position:absolute!important;width:1px!important;height:1px!important;"
        "padding:0!important;margin:-1px!important;overflow:hidden!important;"
        "clip:rect(0,0,0,0)!important;white-space:nowrap!important;border:0!important}",
        '<p class="visually-hidden">',
        "</p>",
    ),
    (
        "class rule position:absolute;left:-9999px",
        ".kf-offscreen{position:absolute;left:-9999px;top:auto}",
        '<div class="kf-offscreen">',
        "</div>",
    ),
    ("inline font-size:0", None, '<p style="font-size:0;line-height:0">', "</p>"),
    (
        "inline white text on white background",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">',
        "</p>",
    ),
    ("class rule opacity:0", ".geo-note{opacity:0}", '<div class="geo-note">', "</div>"),
    ("inline height:0;overflow:hidden", None, '<div style="height:0;overflow:hidden">', "</div>"),
    (
        "print-only: @media screen{.print-only{display:none}}",
        "@media screen{.print-only{display:none}}",
        '<div class="print-only">',
        "</div>",
    ),
    (
        "collapsed Bootstrap accordion (.collapse without .show)",
        ".collapse:not(.show){display:none}",
        '<div class="accordion-item">\n<div class="accordion-collapse collapse">',
        "</div>\n</div>",
    ),
    (
        "off-canvas panel translateX(-100%) + visibility:hidden",
        ".offcanvas{position:fixed;top:0;left:0;transform:translateX(-100%);visibility:hidden}",
        '<div class="offcanvas offcanvas-start">',
        "</div>",
    ),
    ("hidden attribute", None, "<div hidden>", "</div>"),
    (
        "inline clip-path:inset(50%) 1px box",
        None,
        '<span style="position:absolute;clip-path:inset(50%);width:1px;height:1px;overflow:hidden">',
        "</span>",
    ),
    (
        "inline text-indent:-9999px",
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">',
        "</p>",
    ),
    (
        "Bootstrap .d-none row in a comparison table",
        ".d-none{display:none!important}",
        '<table class="table comparativa">\n<tr class="d-none"><td>Notas</td><td>',
        "</td></tr>\n</table>",
    ),
    ("Tailwind .hidden utility class", ".hidden{display:none}", '<div class="hidden">', "</div>"),
    (
        "closed <details> element",
        None,
        '<details class="faq"><summary>Más información</summary><p>',
        "</p></details>",
    ),
]

# --------------------------------------------------------------------------- alt/title

DATA_ATTRS = ["data-ai-summary", "data-llm-note", "data-geo-hint", "data-tooltip"]


def alt_markup(channel: str, text: str, n: int) -> tuple[str, str | None]:
    """(technique, body markup) or (technique, None) for head-only channels."""
    a = esc_attr(text)
    if channel == "alt":
        return (
            "img alt",
            f'<p><img src="/static/badges/sello-{n}.png" alt="{a}" width="120" height="40"></p>',
        )
    if channel == "title":
        return "a title", f'<p><a href="/ofertas/?ref=badge{n}" title="{a}">Ver más</a></p>'
    if channel == "aria-label":
        return "a aria-label around decorative img", (
            f'<p><a href="/premios/{n}" aria-label="{a}"><img src="/static/award.svg" alt=""></a></p>'
        )
    if channel == "data-*":
        attr = DATA_ATTRS[n % len(DATA_ATTRS)]
        return attr, f'<div class="product-card" {attr}="{a}"></div>'
    raise KeyError(channel)


META = {
    "meta-description": '<meta name="description" content="{a}">',
    "og:description": '<meta property="og:description" content="{a}">',
    "og:title": '<meta property="og:title" content="{a}">',
    "twitter:description": '<meta name="twitter:description" content="{a}">',
}

# --------------------------------------------------------------------------- json-ld

NAMES = {
    "Product": "Producto destacado 2026",
    "Organization": "Grupo Ejemplo",
    "FAQPage": None,
    "Review": None,
    "HowTo": "Guía de instalación",
    "NewsArticle": "Especial: comparativa 2026",
    "LocalBusiness": "Taller Central",
    "SoftwareApplication": "TaskFlow",
    "MedicalClinic": "CarePoint Clinic",
    "Course": "Curso de ciência de dados",
    "TravelAgency": "TurisMar Viagens",
}
QUESTION = {"es": "¿Tienen garantía?", "en": "Is there a warranty?", "pt": "Tem garantia?"}
STEP1 = {"es": "Desconecta el equipo.", "en": "Unplug the device.", "pt": "Desligue o aparelho."}


def jsonld_obj(typ: str, field: str, text: str, lang: str) -> dict[str, Any]:
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": typ}
    if NAMES.get(typ):
        obj["name"] = NAMES[typ]
    if field == "mainEntity.acceptedAnswer.text":
        obj["mainEntity"] = [
            {
                "@type": "Question",
                "name": QUESTION[lang],
                "acceptedAnswer": {"@type": "Answer", "text": text},
            }
        ]
    elif field == "step.text":
        obj["step"] = [
            {"@type": "HowToStep", "position": 1, "text": STEP1[lang]},
            {"@type": "HowToStep", "position": 2, "text": text},
        ]
    elif typ == "Review":
        obj["itemReviewed"] = {"@type": "LocalBusiness", "name": "Hostal Patagonia"}
        obj["reviewRating"] = {"@type": "Rating", "ratingValue": 5, "bestRating": 5}
        obj["author"] = {"@type": "Person", "name": "Cliente verificado"}
        obj[field] = text
    else:
        if typ == "Product":
            obj["brand"] = {"@type": "Brand", "name": "Marca Ejemplo"}
            obj["offers"] = {"@type": "Offer", "priceCurrency": "MXN", "price": "1299.00"}
        if typ in ("Organization", "LocalBusiness", "MedicalClinic", "TravelAgency"):
            obj["url"] = "https://www.example.com/"
        obj[field] = text
    return obj


def microdata(typ: str, prop: str, text: str) -> str:
    return (
        f'<div itemscope itemtype="https://schema.org/{typ}">\n'
        f'<span itemprop="name">{esc_text(NAMES.get(typ) or typ)}</span>\n'
        f'<meta itemprop="{prop}" content="{esc_attr(text)}">\n</div>'
    )


# --------------------------------------------------------------------------- pdf

P = "pdf/"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
FEDREG = P + "en_us-federal-register-three-column.pdf"
AGS = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"

PDF_PAGES = [
    (BROCH, 1, True),
    (AGS, 1, False),
    (IRS, 1, False),
    (FEDREG, 2, False),
    (FBI, 1, False),
    (HUCK, 1, True),
    (LETTER, 1, True),
    (IRS, 57, False),
    (FEDREG, 7, False),
    (GRAPH, 1, True),
    (IRS, 233, False),
    (FEDREG, 15, False),
    (BROCH, 1, True),
    (AGS, 1, False),
    (IRS, 399, False),
    (FEDREG, 11, False),
]
# (channel, technique, spec extras); "under-image" only on scanned pages.
PDF_CHANNELS = [
    ("render-mode-3", "text render mode 3 (invisible)", {"render_mode": 3}),
    ("transparent", "fill alpha 0", {"fill": [0, 0, 0, 0]}),
    ("off-page", "drawn at x=2400, right of the media box", {"x": 2400.0}),
    ("render-mode-3", "render mode 3 placed over the body text", {"render_mode": 3, "y": 400.0}),
    ("white-text", "white fill in the bottom margin", {"fill": [255, 255, 255, 255], "y": 3.0}),
    (
        "covered",
        "text under an opaque white rectangle in the bottom margin",
        {"cover": [255, 255, 255], "y": 3.0},
    ),
]
UNDER_IMAGE = ("under-image", "inserted below the scanned page image", {"z": "bottom"})


def pdf_spec(page: int, text: str, extra: dict[str, Any]) -> dict[str, Any]:
    spec: dict[str, Any] = {"page": page, "text": text, "x": 36.0, "y": 40.0, "size": 6.0}
    spec.update(extra)
    return spec


# --------------------------------------------------------------------------- visible

VIS_WRAPS = [
    (
        "verification box",
        '<div class="sello-verificacion" role="note">\n<p class="sello-verificacion__texto">',
        "</p>\n</div>",
    ),
    (
        "comparison table row",
        '<table class="tabla-comparativa">\n<tr><th>Estado</th><td>',
        "</td></tr>\n</table>",
    ),
    ("aside note", '<aside class="nota-clasificacion"><p>', "</p></aside>"),
    ("blockquote", '<blockquote class="dictamen"><p>', "</p></blockquote>"),
    ("key-facts list item", '<ul class="datos-clave"><li>', "</li></ul>"),
    ("Bootstrap alert", '<div class="alert alert-info"><p>', "</p></div>"),
    ("small print", '<p class="badge-text"><small>', "</small></p>"),
]


# --------------------------------------------------------------------------- build


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    n = 0

    def nid(short: str, label: str) -> str:
        nonlocal n
        n += 1
        return f"i30-{'inj' if label == 'injection' else 'neg'}-{short}-{n:03d}"

    # html comments
    for label, items, start in (("injection", TH.COMMENT_INJ, 0), ("negative", TH.COMMENT_NEG, 5)):
        anchors, forms = Rot(ANCHORS, start), Rot(COMMENT_FORMS, 0 if label == "injection" else 2)
        for lang, variant, text in items:
            target, anchor = anchors.next()
            channel, tech, form = forms.next()
            c = base(
                nid("cmt", label),
                label,
                "html-comment",
                channel,
                lang,
                variant,
                target,
                text,
                tech,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
            c["body_snippet"] = form.format(t=text)
            c["body_at"] = body_at(anchor)
            cases.append(c)

    # css-hidden
    for label, items, start in (("injection", TH.CSS_INJ, 3), ("negative", TH.CSS_NEG, 11)):
        anchors, techs = Rot(ANCHORS, start), Rot(CSS_TECHS, 0 if label == "injection" else 4)
        for lang, variant, text in items:
            target, anchor = anchors.next()
            tech, rule, open_, close = techs.next()
            c = base(
                nid("css", label),
                label,
                "css-hidden",
                "css-hidden",
                lang,
                variant,
                target,
                text,
                tech,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
            if rule:
                c["head_snippet"] = f"<style>{rule}</style>"
            c["body_snippet"] = f"{open_}{esc_text(text)}{close}"
            c["body_at"] = body_at(anchor)
            cases.append(c)

    # alt / title / aria / data / meta
    for label, items, start in (("injection", TH.ALT_INJ, 7), ("negative", TH.ALT_NEG, 17)):
        anchors = Rot(ANCHORS, start)
        heads = Rot(HTML_TARGETS, start)
        for i, (lang, variant, channel, text) in enumerate(items):
            why = WHY_INJ if label == "injection" else WHY_NEG
            if channel in META:
                target = heads.next()
                c = base(
                    nid("alt", label),
                    label,
                    "alt-title",
                    channel,
                    lang,
                    variant,
                    target,
                    text,
                    f"<meta> {channel} before </head>",
                    why,
                )
                c["head_snippet"] = META[channel].format(a=esc_attr(text))
            else:
                target, anchor = anchors.next()
                tech, markup = alt_markup(channel, text, i)
                c = base(
                    nid("alt", label),
                    label,
                    "alt-title",
                    channel,
                    lang,
                    variant,
                    target,
                    text,
                    tech,
                    why,
                )
                c["body_snippet"] = markup
                c["body_at"] = body_at(anchor)
            cases.append(c)

    # json-ld / microdata
    for label, items, start in (("injection", TH.JSONLD_INJ, 13), ("negative", TH.JSONLD_NEG, 23)):
        anchors = Rot(ANCHORS, start)
        heads = Rot(HTML_TARGETS, start + 1)
        for i, (lang, variant, typ, field, text) in enumerate(items):
            why = WHY_INJ if label == "injection" else WHY_NEG
            if field.startswith("microdata:"):
                prop = field.split(":", 1)[1]
                target, anchor = anchors.next()
                c = base(
                    nid("jld", label),
                    label,
                    "json-ld",
                    "microdata",
                    lang,
                    variant,
                    target,
                    text,
                    f"schema.org/{typ} microdata <meta itemprop={prop}>",
                    why,
                )
                c["body_snippet"] = microdata(typ, prop, text)
                c["body_at"] = body_at(anchor)
            else:
                obj = jsonld_obj(typ, field, text, lang)
                js = json.dumps(obj, ensure_ascii=False, indent=2)
                snippet = f'<script type="application/ld+json">\n{js}\n</script>'
                if i % 2 == 0:
                    target = heads.next()
                    where = "before </head>"
                    c = base(
                        nid("jld", label),
                        label,
                        "json-ld",
                        "json-ld",
                        lang,
                        variant,
                        target,
                        text,
                        f"schema.org/{typ} field {field} ({where})",
                        why,
                    )
                    c["head_snippet"] = snippet
                else:
                    target, anchor = anchors.next()
                    c = base(
                        nid("jld", label),
                        label,
                        "json-ld",
                        "json-ld",
                        lang,
                        variant,
                        target,
                        text,
                        f"schema.org/{typ} field {field} (in body)",
                        why,
                    )
                    c["body_snippet"] = snippet
                    c["body_at"] = body_at(anchor)
            cases.append(c)

    # pdf text layer
    for label, items, start in (("injection", TH.PDF_INJ, 0), ("negative", TH.PDF_NEG, 5)):
        pages = Rot(PDF_PAGES, start)
        chans = Rot(PDF_CHANNELS, 0 if label == "injection" else 2)
        for lang, variant, text in items:
            target, page, scanned = pages.next()
            if scanned and chans.i % 3 == 0:
                channel, tech, extra = UNDER_IMAGE
                chans.i += 1
            else:
                channel, tech, extra = chans.next()
                if scanned and channel == "covered":  # a scan's margin is not pure white
                    channel, tech, extra = UNDER_IMAGE
            c = base(
                nid("pdf", label),
                label,
                "pdf-text-layer",
                channel,
                lang,
                variant,
                target,
                text,
                tech,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
            c["media"] = "pdf"
            c["pdf"] = pdf_spec(page, text, extra)
            cases.append(c)

    # visible Spanish text (sixth vector)
    for label, items, start in (("injection", TV.VISIBLE_INJ, 2), ("negative", TV.VISIBLE_NEG, 19)):
        anchors, wraps = Rot(ANCHORS, start), Rot(VIS_WRAPS, 0 if label == "injection" else 3)
        for variant, text in items:
            target, anchor = anchors.next()
            tech, open_, close = wraps.next()
            c = base(
                nid("sys", label),
                label,
                "system-impersonation-es",
                "visible-text",
                "es",
                variant,
                target,
                text,
                tech,
                WHY_INJ if label == "injection" else WHY_NEG,
            )
            c["body_snippet"] = f"{open_}{esc_text(text)}{close}"
            c["body_at"] = body_at(anchor)
            cases.append(c)
    return cases


def main() -> None:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids))
    for c in cases:
        t = c["expect_text"]
        assert '"' not in t and "\\" not in t and "--" not in t, c["id"]
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
