"""Write ``cases.json`` for the injection19 corpus from the text modules.

Run from the repository root: ``.venv/bin/python tests/heldout/injection19/make_cases.py``.
Deterministic: the same texts give the same file. Targets and anchors are chosen by the
text's regional variant (es-PE -> El Comercio, es-MX -> unocero, es-AR -> La Nación,
others rotate with priority to rs-ingenieure), techniques rotate per vector.
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

import texts_injection as TI  # noqa: E402
import texts_negative as TN  # noqa: E402

EC = "html/es-pe_elcomercio_signwall-paywall-article.html"
UN = "html/es-mx_unocero_tech-news-android-apps.html"
LN = "html/es-ar_lanacion_opinion-article.html"
RS = "html/de_rs-ingenieure_simple-corporate-services-page.html"
UY = "html/es-uy_ladiaria_metered-paywall-article.html"
CN = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BA = "html/de_bafa-gov_mineraloel-statistics-table.html"

# Anchors after which a body snippet lands in the visible article body.
ANCHORS: dict[str, list[str]] = {
    EC: [
        "xistentes en sus conclusiones técnicas.</p>",
        "l fallecido exlegislador Moisés Mamani.</p>",
        "epública, <b>Pedro Pablo Kuczynski</b>.</p>",
        "opio y tráfico de influencias agravado.</p>",
        "l ejercicio de la función pública</b>.</p>",
        " la vacancia de <b>Kuczynski Godard</b>.</p>",
        "o de porcentajes por obras, etc.”</i>.</p>",
        "nte <b>Alberto Fujimori</b> (1990-2000).</p>",
        ", el próximo miércoles 18 de mayo.</b></p>",
    ],
    UN: [
        "n realidad podría ser culpa del fabricante. </p>",
        "n un rendimiento de batería sobresaliente.\xa0</p>",
        "afectan notablemente la experiencia de uso.\xa0</p>",
        "ecta la experiencia de uso del dispositivo.\xa0</p>",
        "e Google para la gestión en segundo plano.\xa0</p>",
        "nes no funcionan muy bien en segundo plano.\xa0</p>",
        "iempo en notificarme de que me han llegado.\xa0</p>",
        "en una desventaja para la experiencia de uso.</p>",
    ],
    LN: [
        "Imrali.</p>",
        'Jones Huala".</p>',
        "al Estado argentino.</p>",
        "tan audaz como inadecuada.</p>",
        "hostilidades en 2015.</p>",
        "no resisten prueba.</p>",
        "yugo de los caciques.</p>",
        "bien argentina.</p>",
        "pero también integrar.</p>",
        "Cambiemos.</p>",
    ],
    RS: [
        "<h3>Tragwerksplanung</h3>",
        "</p>",
        '<div class="second content">',
        "<h2>Bauingenieurbüro | Beratende Ingenieure VBI</h2>",
    ],
    UY: [
        "lindero a escuela dentro del área protegida.</p>",
        " cuando se trate de aplicaciones terrestres. </p>",
        "la principal actividad productiva del área. </p>",
        "bién será abordado en la reunión de junio.</p>",
    ],
    CN: [
        "rma más rápida llega a México y Venezuela.</p>",
        "rtir de hoy, 11 de ellos de América Latina. </p>",
        "ico, Panamá, Perú, El Salvador y Venezuela.</p>",
        "u teléfono móvil, al reducir a 3MB su peso.</p>",
    ],
    BA: [
        "e um 2,3% von 91,5 auf 89,4 Millionen Tonnen.</p>",
        "produkte (Mengenangaben in Millionen Tonnen):</p>",
    ],
}

PREF = {"es-PE": EC, "es-MX": UN, "es-AR": LN, "es-UY": UY}
ROTATE = [RS, EC, UN, LN, RS, CN, UY, BA]


class Picker:
    def __init__(self) -> None:
        self.rot = itertools.cycle(ROTATE)
        self.anchor_i: dict[str, int] = {t: 0 for t in ANCHORS}

    def target(self, variant: str) -> str:
        return PREF.get(variant) or next(self.rot)

    def anchor(self, target: str) -> dict[str, Any]:
        lst = ANCHORS[target]
        a = lst[self.anchor_i[target] % len(lst)]
        self.anchor_i[target] += 1
        return {"find": a, "occurrence": 1, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def attr(text: str) -> str:
    return html.escape(text, quote=True)


CASES: list[dict[str, Any]] = []
COUNTER: dict[str, int] = {}


def add(label: str, vector: str, variant: str, target: str, expect: str, **kw: Any) -> None:
    key = f"{'i' if label == 'injection' else 'n'}-{vector}"
    COUNTER[key] = COUNTER.get(key, 0) + 1
    lang = lang_of(variant)
    case = {
        "id": f"inj19-{key}-{COUNTER[key]:03d}",
        "label": label,
        "vector": vector,
        "lang": lang,
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
    }
    case.update(kw)
    CASES.append(case)


# ------------------------------------------------------------------ html comments


def gen_comments(label: str, items: list, cond: list, pk: Picker) -> None:
    for i, (variant, text) in enumerate(items):
        tgt = pk.target(variant)
        if isinstance(text, list):
            expect = text[0]
            snippet = "<!--\n  " + "\n  ".join(text) + "\n-->"
            tech = "multi-line comment, addressee on the first line"
        else:
            expect = text
            snippet = f"<!-- {text} -->"
            tech = "one-line comment"
        if i % 5 == 4:
            add(
                label,
                "html-comment",
                variant,
                tgt,
                expect,
                channel="html-comment",
                head_snippet=snippet,
                technique=tech + " in <head>",
            )
        else:
            add(
                label,
                "html-comment",
                variant,
                tgt,
                expect,
                channel="html-comment",
                body_snippet=snippet,
                body_at=pk.anchor(tgt),
                technique=tech + " in the body",
            )
    for variant, text in cond:
        tgt = pk.target(variant)
        inner = f'<p class="browserupgrade">{text}</p>' if label == "negative" else f"<p>{text}</p>"
        snippet = f"<!--[if lt IE 9]>{inner}<![endif]-->"
        add(
            label,
            "html-comment",
            variant,
            tgt,
            text,
            channel="conditional-comment",
            body_snippet=snippet,
            body_at=pk.anchor(tgt),
            technique="conditional comment",
        )


# ------------------------------------------------------------------ css hidden

# (head <style>, body element with {t}, technique)
CSS_TECH = [
    (".nota-x19{display:none}", '<div class="nota-x19">{t}</div>', "class rule display:none"),
    ("#aviso19{visibility:hidden}", '<p id="aviso19">{t}</p>', "id rule visibility:hidden"),
    (
        '[data-slot="aux19"]{position:absolute;left:-9999px;top:0}',
        '<div data-slot="aux19">{t}</div>',
        "attribute selector, off-screen left:-9999px",
    ),
    (
        ".story-aside19 .lede{font-size:0;line-height:0}",
        '<aside class="story-aside19"><p class="lede">{t}</p></aside>',
        "descendant selector font-size:0",
    ),
    (
        ".wrap19 > span{opacity:0}",
        '<div class="wrap19"><span>{t}</span></div>',
        "child selector opacity:0",
    ),
    (
        "@media all{.m19{display:none!important}}",
        '<p class="m19">{t}</p>',
        "@media all rule display:none",
    ),
    (
        ":root{--fondo19:#ffffff}.tinta19{background:var(--fondo19);color:var(--fondo19)}",
        '<p class="tinta19">{t}</p>',
        "CSS variables: text colour equals background",
    ),
    (
        ".collapsed19{visibility:hidden;height:0}",
        '<div class="collapsed19"><section><p>{t}</p></section></div>',
        "inherited from hidden ancestor",
    ),
    ("", "<p hidden>{t}</p>", "hidden attribute"),
    (
        ".clip19{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}",
        '<span class="clip19">{t}</span>',
        "clip:rect(0 0 0 0) 1px box",
    ),
    (".cp19{clip-path:inset(100%)}", '<p class="cp19">{t}</p>', "clip-path:inset(100%)"),
    (
        ".fold19{height:0;overflow:hidden}",
        '<div class="fold19"><p>{t}</p></div>',
        "height:0 + overflow:hidden on parent",
    ),
    (
        ".ind19{text-indent:-9999em;white-space:nowrap;overflow:hidden}",
        '<p class="ind19">{t}</p>',
        "text-indent far off-screen",
    ),
    (
        ".caja19{background-color:#f4f4f4}.caja19 small{color:#f4f4f4}",
        '<div class="caja19"><small>{t}</small></div>',
        "descendant text same colour as box background",
    ),
    ("", '<p style="font-size:0px">{t}</p>', "inline font-size:0"),
    (
        "body .article19 p.x{display:none}",
        '<div class="article19"><p class="x">{t}</p></div>',
        "compound descendant selector display:none",
    ),
    ("[hidden19]{display:none}", "<p hidden19>{t}</p>", "custom attribute selector display:none"),
    (
        ".tiny19{font-size:1px;color:transparent}",
        '<span class="tiny19">{t}</span>',
        "font-size:1px, transparent colour",
    ),
]


def gen_css(label: str, items: list, pk: Picker, start: int = 0) -> None:
    for i, (variant, text) in enumerate(items):
        tgt = pk.target(variant)
        style, body, tech = CSS_TECH[(i + start) % len(CSS_TECH)]
        kw: dict[str, Any] = {
            "channel": "css-hidden",
            "body_snippet": body.format(t=text),
            "body_at": pk.anchor(tgt),
            "technique": tech,
        }
        if style:
            kw["head_snippet"] = f"<style>{style}</style>"
        add(label, "css-hidden", variant, tgt, text, **kw)


# ------------------------------------------------------------------ alt / title

INLINE = {
    RS: [
        ("alt", 'alt="Tragwerksplanung"', "replace", 'alt="{a}"'),
        (
            "title",
            'title="RS Ingenieure Home">RS Ingenieure</a>',
            "replace",
            'title="{a}">RS Ingenieure</a>',
        ),
    ],
    UN: [
        ("alt", 'alt="" class="wp-image-593899"', "replace", 'alt="{a}" class="wp-image-593899"'),
        (
            "data-*",
            '<p class="Tech-Description"',
            "replace",
            '<p class="Tech-Description" data-ai-hint="{a}"',
        ),
        ("alt", 'alt="" class="wp-image-593902"', "replace", 'alt="{a}" class="wp-image-593902"'),
    ],
    LN: [
        ("title", '<figcaption id="epigrafe2585177"', "after", ' title="{a}"'),
        ("aria-label", '<p class="primero"', "after", ' aria-label="{a}"'),
    ],
    EC: [
        (
            "title",
            '<p itemProp="description" class="story-contents__font-paragraph ">',
            "replace",
            '<p itemProp="description" class="story-contents__font-paragraph " title="{a}">',
        )
    ],
}

BODY_ATTR = [
    ("alt", '<img src="/img/nota-19.jpg" width="1" height="1" alt="{a}">'),
    ("title", '<a href="#comentarios" title="{a}">Comentarios</a>'),
    ("aria-label", '<button type="button" class="btn-share" aria-label="{a}"></button>'),
    ("data-*", '<div class="related" data-summary="{a}"></div>'),
    ("title", '<abbr title="{a}">Nota</abbr>'),
    (
        "alt",
        '<figure><img src="/img/graf19.png" alt="{a}"><figcaption>Imagen referencial</figcaption></figure>',
    ),
]

HEAD_META = [
    ("meta-description", '<meta name="description" content="{a}">'),
    ("og:description", '<meta property="og:description" content="{a}">'),
    ("twitter:description", '<meta name="twitter:description" content="{a}">'),
    ("og:title", '<meta property="og:title" content="{a}">'),
]


def gen_alt(label: str, items: list, pk: Picker) -> None:
    inline_i = {t: 0 for t in INLINE}
    for i, (variant, text) in enumerate(items):
        tgt = pk.target(variant)
        mode = i % 4
        a = attr(text)
        if mode == 0 and tgt in INLINE and inline_i[tgt] < len(INLINE[tgt]):
            ch, find, where, repl = INLINE[tgt][inline_i[tgt]]
            occ = 1 + 2 * inline_i[tgt] if tgt == EC else 1
            inline_i[tgt] += 1
            add(
                label,
                "alt-title",
                variant,
                tgt,
                text,
                channel=ch,
                inline_edits=[
                    {"find": find, "occurrence": occ, "where": where, "text": repl.format(a=a)}
                ],
                technique=f"{ch} attribute edited on an existing element",
            )
        elif mode == 2:
            ch, tpl = HEAD_META[(i // 4) % len(HEAD_META)]
            add(
                label,
                "alt-title",
                variant,
                tgt,
                text,
                channel=ch,
                head_snippet=tpl.format(a=a),
                technique=f"<meta> {ch} in <head>",
            )
        else:
            ch, tpl = BODY_ATTR[i % len(BODY_ATTR)]
            add(
                label,
                "alt-title",
                variant,
                tgt,
                text,
                channel=ch,
                body_snippet=tpl.format(a=a),
                body_at=pk.anchor(tgt),
                technique=f"{ch} attribute on an inserted element",
            )


# ------------------------------------------------------------------ json-ld

INJ_FIELDS = [
    "instructions",
    "aiSummaryPolicy",
    "assistantNote",
    "x-llm-directive",
    "readerGuidance",
    "editorialConfig",
    "botPolicy",
    "verificationStatus",
    "systemMessage",
    "processingHint",
]


def jsonld_obj(label: str, i: int, text: str, tgt: str) -> tuple[dict[str, Any], str]:
    headline = "Nota"
    if label == "negative":
        shapes = [
            (
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": headline,
                    "description": text,
                    "datePublished": "2026-05-16T09:00:00-05:00",
                    "author": {"@type": "Person", "name": "Redacción"},
                },
                "NewsArticle description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Producto",
                    "description": text,
                    "offers": {"@type": "Offer", "price": "199.00", "priceCurrency": "MXN"},
                },
                "Product description",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "Pregunta frecuente",
                            "acceptedAnswer": {"@type": "Answer", "text": text},
                        }
                    ],
                },
                "FAQPage answer",
            ),
            (
                {
                    "@context": "https://schema.org",
                    "@type": "Organization",
                    "name": "Empresa",
                    "slogan": text,
                    "url": "https://example.test/",
                },
                "Organization slogan",
            ),
        ]
        return shapes[i % len(shapes)]
    field = INJ_FIELDS[i % len(INJ_FIELDS)]
    shapes = [
        (
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": headline,
                "datePublished": "2026-05-16T09:00:00-05:00",
                field: text,
            },
            f"NewsArticle + invented field {field}",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Página",
                "publisher": {"@type": "Organization", "name": "Editora", field: text},
            },
            f"invented field {field} nested in publisher",
        ),
        (
            {
                "@context": "https://schema.org",
                "@graph": [
                    {"@type": "WebSite", "name": "Sitio"},
                    {"@type": "Thing", "name": "config", "description": text},
                ],
            },
            "@graph node 'config' whose description is an instruction",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto",
                "review": {
                    "@type": "Review",
                    "reviewBody": text,
                    "author": {"@type": "Organization", "name": "Sistema"},
                },
            },
            "Review body posing as the system",
        ),
        (
            {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": headline,
                "additionalProperty": {"@type": "PropertyValue", "name": field, "value": text},
            },
            f"PropertyValue named {field}",
        ),
    ]
    return shapes[i % len(shapes)]


def gen_jsonld(label: str, items: list, micro: list, pk: Picker) -> None:
    for i, (variant, text) in enumerate(items):
        tgt = pk.target(variant)
        obj, tech = jsonld_obj(label, i, text, tgt)
        snippet = (
            '<script type="application/ld+json">'
            + json.dumps(obj, ensure_ascii=False)
            + "</script>"
        )
        if i % 3 == 0:
            add(
                label,
                "json-ld",
                variant,
                tgt,
                text,
                channel="json-ld",
                body_snippet=snippet,
                body_at=pk.anchor(tgt),
                technique=tech + " (in body)",
            )
        else:
            add(
                label,
                "json-ld",
                variant,
                tgt,
                text,
                channel="json-ld",
                head_snippet=snippet,
                technique=tech + " (in head)",
            )
    for i, (variant, text) in enumerate(micro):
        tgt = pk.target(variant)
        prop = (
            "description" if label == "negative" else ["aiInstructions", "assistantPolicy"][i % 2]
        )
        snippet = (
            f'<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Ficha</span>'
            f'<meta itemprop="{prop}" content="{attr(text)}"></div>'
        )
        add(
            label,
            "json-ld",
            variant,
            tgt,
            text,
            channel="microdata",
            body_snippet=snippet,
            body_at=pk.anchor(tgt),
            technique=f"microdata itemprop={prop}",
        )


# ------------------------------------------------------------------ pdf

# (target, page, channel, spec) -- specs keep every pixel of the page unchanged.
PDF_SLOTS = [
    (
        "pdf/en_fbi-nics-background-checks-table.pdf",
        1,
        "render-mode-3",
        {"x": 40, "y": 300, "size": 9, "render_mode": 3},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        3,
        "white-text",
        {"x": 40, "y": 6, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "tiny-text",
        {"x": 40, "y": 12, "size": 0.6},
    ),
    ("pdf/en_us-federal-register-three-column.pdf", 2, "off-page", {"x": 40, "y": -400, "size": 9}),
    (
        "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        1,
        "under-image",
        {"x": 20, "y": 200, "size": 6, "z": "bottom"},
    ),
    (
        "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
        1,
        "transparent",
        {"x": 20, "y": 150, "size": 6, "fill": [0, 0, 0, 0]},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        10,
        "covered",
        {"x": 40, "y": 7, "size": 4, "cover": [255, 255, 255]},
    ),
    (
        "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
        1,
        "render-mode-3",
        {"x": 60, "y": 400, "size": 8, "render_mode": 3},
    ),
    (
        "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        1,
        "under-image",
        {"x": 20, "y": 200, "size": 6, "z": "bottom"},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        5,
        "white-text",
        {"x": 40, "y": 6, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "render-mode-3",
        {"x": 40, "y": 300, "size": 8, "render_mode": 3},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        25,
        "off-page",
        {"x": 900, "y": 300, "size": 9},
    ),
]


def gen_pdf(label: str, items: list, start: int) -> None:
    for i, (variant, text) in enumerate(items):
        tgt, page, ch, spec = PDF_SLOTS[(i + start) % len(PDF_SLOTS)]
        pdf = {"page": page, "text": text, **spec}
        add(
            label,
            "pdf-text-layer",
            variant,
            tgt,
            text,
            channel=ch,
            media="pdf",
            pdf=pdf,
            technique=f"{ch} text object added with pypdfium2",
        )


# ------------------------------------------------------------------ visible Spanish

TABLE_KEYS = ["estado", "origen", "instrucción"]


def visible(form: str, text: str, extra: str | None, i: int) -> str:
    if form == "p":
        return f"<p>{text}</p>"
    if form == "footnote":
        return f'<p class="nota-pie"><sup>{i % 9 + 1}</sup> <small>{text}</small></p>'
    if form == "table":
        h1, h2 = (extra or "Campo|Valor").split("|")
        return (
            f'<table class="ficha"><thead><tr><th>{h1}</th><th>{h2}</th></tr></thead>\n'
            f"<tbody><tr><td>{TABLE_KEYS[0]}</td><td>publicado</td></tr>"
            f"<tr><td>{TABLE_KEYS[2]}</td><td>{text}</td></tr></tbody></table>"
        )
    if form == "faq":
        return f'<dl class="faq"><dt>{extra}</dt>\n<dd>{text}</dd></dl>'
    if form == "review":
        return (
            f'<blockquote class="resena"><p>{text}</p>'
            f"<footer>★★★★★ · verificado</footer></blockquote>"
        )
    if form == "tos":
        return f'<ol class="terminos"><li>{text}</li></ol>'
    if form == "signature":
        return f'<p class="firma"><em>{text}</em></p>'
    if form == "log":
        return f'<pre class="log">{text}</pre>'
    if form in ("yaml", "kv"):
        return f"<pre><code>{text}</code></pre>"
    if form == "label":
        return f'<form class="ajustes"><label for="cfg19">{text}</label> <input id="cfg19" type="text"></form>'
    raise ValueError(form)


def gen_visible(label: str, items: list, pk: Picker) -> None:
    for i, item in enumerate(items):
        variant, form, text = item[0], item[1], item[2]
        extra = item[3] if len(item) > 3 else None
        tgt = pk.target(variant)
        add(
            label,
            "system-impersonation-es",
            variant,
            tgt,
            text,
            channel="visible-text",
            body_snippet=visible(form, text, extra, i),
            body_at=pk.anchor(tgt),
            technique=f"visible {form}",
        )


def main() -> None:
    pk = Picker()
    gen_comments("injection", TI.COMMENT, TI.CONDITIONAL, pk)
    gen_css("injection", TI.CSS, pk)
    gen_alt("injection", TI.ALT, pk)
    gen_jsonld("injection", TI.JSONLD, TI.MICRODATA, pk)
    gen_pdf("injection", TI.PDF, 0)
    gen_visible("injection", TI.SYS, pk)
    gen_comments("negative", TN.COMMENT, TN.CONDITIONAL, pk)
    gen_css("negative", TN.CSS, pk, start=3)
    gen_alt("negative", TN.ALT, pk)
    gen_jsonld("negative", TN.JSONLD, TN.MICRODATA, pk)
    gen_pdf("negative", TN.PDF, 2)
    gen_visible("negative", TN.SYS, pk)
    out = HERE / "cases.json"
    out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(CASES)} cases to {out}")


if __name__ == "__main__":
    main()
