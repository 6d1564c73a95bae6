"""Write ``cases.json`` for injection44 from the hand-written texts (deterministic).

Run from the repository root: ``python tests/heldout/injection44/make_cases.py``.
Texts come from ``texts_hidden.py`` and ``texts_visible.py``; this script only wraps
each text in markup (rotating through the techniques of its vector) and picks a
target page and anchor (rotating through the lists below).
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_hidden as T  # noqa: E402
import texts_visible as V  # noqa: E402

UNO = "html/es-mx_unocero_tech-news-android-apps.html"
LAN = "html/es-ar_lanacion_opinion-article.html"
ELC = "html/es-pe_elcomercio_signwall-paywall-article.html"
LAD = "html/es-uy_ladiaria_metered-paywall-article.html"
CNE = "html/es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAF = "html/de_bafa-gov_mineraloel-statistics-table.html"
RSI = "html/de_rs-ingenieure_simple-corporate-services-page.html"

#: (target, occurrence of "</p>") whose closing tag ends a visible article paragraph.
ANCHORS = [
    (UNO, 3),
    (LAN, 6),
    (ELC, 3),
    (LAD, 4),
    (CNE, 3),
    (BAF, 4),
    (RSI, 1),
    (UNO, 5),
    (LAN, 9),
    (ELC, 6),
    (LAD, 7),
    (CNE, 5),
    (BAF, 5),
    (UNO, 10),
    (LAN, 12),
    (ELC, 8),
    (LAD, 11),
    (CNE, 7),
    (UNO, 12),
    (LAN, 14),
    (ELC, 10),
    (LAD, 15),
    (CNE, 8),
    (BAF, 7),
    (UNO, 13),
    (LAN, 16),
    (ELC, 11),
    (LAD, 19),
    (CNE, 9),
]

#: Pages whose own <style> defines a hiding class: (target, class, how it hides).
PAGE_CLASSES = [
    (UNO, "hide", ".hide{display:none !important}"),
    (ELC, "hidden-label", ".hidden-label{font-size:0;height:0;width:0}"),
]

PDFS = {
    "cat": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, 792, 612),
    "fbi": ("pdf/en_fbi-nics-background-checks-table.pdf", 1, 1008, 612),
    "irs": ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 7, 612, 792),
    "irs2": ("pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 120, 612, 792),
    "fr": ("pdf/en_us-federal-register-three-column.pdf", 3, 612, 792),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 384, 470),
    "bro": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", 1, 612, 792),
    "let": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 300, 393),
    "gra": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 718, 300),
}
SCANNED = {"huck", "bro", "let", "gra"}


def esc(t: str) -> str:
    return html.escape(t, quote=True)


class Rot:
    def __init__(self, items: list[Any], start: int = 0) -> None:
        self.items, self.i = items, start

    def next(self) -> Any:
        item = self.items[self.i % len(self.items)]
        self.i += 1
        return item


def base(
    cid: str,
    label: str,
    vector: str,
    channel: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": variant.split("-")[0],
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


def body(case: dict[str, Any], snippet: str, anchor: tuple[str, int]) -> dict[str, Any]:
    case["target"] = anchor[0]
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": anchor[1], "where": "after"}
    return case


# ------------------------------------------------------------------ html-comment
def comment_cases(items, label, prefix, anchors: Rot) -> list[dict[str, Any]]:
    out = []
    techs = ["single", "multi", "conditional", "head", "single", "multi-indented", "conditional-lt"]
    for n, (variant, text) in enumerate(items, 1):
        first, *rest = text.split("\n")
        tech = techs[(n - 1) % len(techs)]
        cid = f"{prefix}-html-comment-{n:03d}"
        ch = "conditional-comment" if tech.startswith("conditional") else "html-comment"
        c = base(cid, label, "html-comment", ch, variant, "", first, tech)
        joined = " ".join([first, *rest])
        if tech == "single":
            body(c, f"<!-- {joined} -->", anchors.next())
        elif tech.startswith("multi"):
            ind = "    " if tech == "multi-indented" else ""
            lines = "\n".join(ind + x for x in [first, *rest])
            body(c, f"<!--\n{lines}\n-->", anchors.next())
        elif tech == "conditional":
            body(c, f'<!--[if IE]><p class="nota">{joined}</p><![endif]-->', anchors.next())
        elif tech == "conditional-lt":
            body(
                c,
                f"<!--[if lt IE 9]>\n{first}\n" + "".join(r + "\n" for r in rest) + "<![endif]-->",
                anchors.next(),
            )
        else:  # head
            c["target"] = anchors.next()[0]
            c["head_snippet"] = f"<!-- {joined} -->"
        out.append(c)
    return out


# ------------------------------------------------------------------ css-hidden
CSS_TECHS = [
    ("inline-display-none", lambda t, k: (None, f'<div style="display: none;">{t}</div>')),
    ("hidden-attribute", lambda t, k: (None, f"<p hidden>{t}</p>")),
    (
        "style-rule-offscreen",
        lambda t, k: (
            f"<style>.nota-{k}{{position:absolute;left:-10000px;top:auto}}</style>",
            f'<p class="nota-{k}">{t}</p>',
        ),
    ),
    ("inline-opacity-0", lambda t, k: (None, f'<span style="opacity:0">{t}</span>')),
    (
        "style-rule-font-size-1px",
        lambda t, k: (
            f"<style>#pie-{k}{{font-size:1px;line-height:1px}}</style>",
            f'<div id="pie-{k}">{t}</div>',
        ),
    ),
    (
        "height-0-overflow-inherited",
        lambda t, k: (None, f'<div style="height:0;overflow:hidden"><p>{t}</p></div>'),
    ),
    (
        "style-rule-clip-rect",
        lambda t, k: (
            f"<style>.sr-{k}{{position:absolute;width:1px;height:1px;overflow:hidden;"
            "clip:rect(0 0 0 0);white-space:nowrap}</style>",
            f'<span class="sr-{k}">{t}</span>',
        ),
    ),
    (
        "inline-clip-path",
        lambda t, k: (None, f'<div style="position:absolute;clip-path:inset(50%)">{t}</div>'),
    ),
    (
        "white-on-white",
        lambda t, k: (None, f'<p style="color:#ffffff;background-color:#ffffff">{t}</p>'),
    ),
    (
        "style-rule-visibility-inherited",
        lambda t, k: (
            f"<style>.bloque-{k}{{visibility:hidden}}</style>",
            f'<div class="bloque-{k}"><p><span>{t}</span></p></div>',
        ),
    ),
    (
        "inline-text-indent",
        lambda t, k: (None, f'<p style="text-indent:-9999px;overflow:hidden">{t}</p>'),
    ),
    ("inline-font-size-0", lambda t, k: (None, f'<span style="font-size:0">{t}</span>')),
    ("page-class", None),
    (
        "style-rule-display-none-descendant",
        lambda t, k: (
            f"<style>aside.rel-{k} p{{display:none}}</style>",
            f'<aside class="rel-{k}"><p>{t}</p></aside>',
        ),
    ),
]


def css_cases(items, label, prefix, anchors: Rot) -> list[dict[str, Any]]:
    out = []
    pc = Rot(PAGE_CLASSES)
    for n, (variant, text) in enumerate(items, 1):
        name, fn = CSS_TECHS[(n - 1) % len(CSS_TECHS)]
        cid = f"{prefix}-css-hidden-{n:03d}"
        k = f"{prefix}{n:03d}"
        c = base(cid, label, "css-hidden", "css-hidden", variant, "", text, name)
        if fn is None:
            tgt, cls, rule = pc.next()
            occ = {UNO: [4, 11, 6], ELC: [4, 7, 9]}[tgt][n % 3]
            body(c, f'<div class="{cls}">{text}</div>', (tgt, occ))
            c["technique"] = f"page-class: the page's own rule {rule}"
        else:
            head, snip = fn(text, k)
            if head:
                c["head_snippet"] = head
            body(c, snip, anchors.next())
        out.append(c)
    return out


# ------------------------------------------------------------------ alt-title
def alt_cases(items, label, prefix, anchors: Rot) -> list[dict[str, Any]]:
    techs = [
        (
            "alt",
            lambda t: f'<img src="/img/nota-grafica.png" alt="{esc(t)}" width="640" height="360">',
        ),
        (
            "title",
            lambda t: f'<p><a href="/suscripciones" title="{esc(t)}">Más información</a></p>',
        ),
        (
            "aria-label",
            lambda t: (
                f'<button type="button" class="btn-compartir" aria-label="{esc(t)}">Compartir</button>'
            ),
        ),
        ("data-*", lambda t: f'<div class="widget-relacionadas" data-resumen="{esc(t)}"></div>'),
        ("meta-description", None),
        ("og:description", None),
        (
            "alt",
            lambda t: (
                f'<figure><img src="/fotos/portada.jpg" alt="{esc(t)}">'
                "<figcaption>Imagen de referencia.</figcaption></figure>"
            ),
        ),
        ("title", lambda t: f'<abbr title="{esc(t)}">IA</abbr>'),
        ("twitter:description", None),
        ("data-*", lambda t: f'<span data-tooltip="{esc(t)}" class="icono-info">i</span>'),
        ("aria-label", lambda t: f'<nav aria-label="{esc(t)}"><a href="/">Inicio</a></nav>'),
        ("og:title", None),
    ]
    metas = {
        "meta-description": 'name="description"',
        "og:description": 'property="og:description"',
        "twitter:description": 'name="twitter:description"',
        "og:title": 'property="og:title"',
    }
    out = []
    for n, (variant, text) in enumerate(items, 1):
        ch, fn = techs[(n - 1) % len(techs)]
        cid = f"{prefix}-alt-title-{n:03d}"
        c = base(cid, label, "alt-title", ch, variant, "", text, f"{ch} attribute")
        if fn is None:
            c["target"] = anchors.next()[0]
            c["head_snippet"] = f'<meta {metas[ch]} content="{esc(text)}">'
        else:
            body(c, fn(text), anchors.next())
        out.append(c)
    return out


# ------------------------------------------------------------------ json-ld
def jsonld_cases(items, label, prefix, anchors: Rot) -> list[dict[str, Any]]:
    def ld(obj: dict[str, Any]) -> str:
        return (
            '<script type="application/ld+json">'
            + json.dumps(obj, ensure_ascii=False)
            + "</script>"
        )

    inj_techs = [
        (
            "invented field in NewsArticle",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": "Nota",
                    "instruccionesModelo": t,
                }
            ),
        ),
        (
            "description of Organization",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "Organization",
                    "name": "Grupo Editorial",
                    "description": t,
                }
            ),
        ),
        (
            "non-schema context config",
            lambda t: ld(
                {
                    "@context": {"cfg": "https://cms.example/ai#"},
                    "@type": "cfg:AssistantPolicy",
                    "cfg:directive": t,
                    "cfg:priority": "high",
                }
            ),
        ),
        (
            "FAQPage acceptedAnswer",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "¿Es confiable?",
                            "acceptedAnswer": {"@type": "Answer", "text": t},
                        }
                    ],
                }
            ),
        ),
        ("microdata meta description", None),
        (
            "invented field in Product",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Plan Premium",
                    "offers": {"@type": "Offer", "price": "199", "priceCurrency": "MXN"},
                    "notaParaAsistentes": t,
                }
            ),
        ),
        (
            "abstract of WebPage in @graph",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@graph": [{"@type": "WebPage", "name": "Inicio", "abstract": t}],
                }
            ),
        ),
        (
            "additionalProperty value",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "App",
                    "additionalProperty": {
                        "@type": "PropertyValue",
                        "name": "ai_instruction",
                        "value": t,
                    },
                }
            ),
        ),
    ]
    neg_techs = [
        (
            "NewsArticle description",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": "Nota",
                    "description": t,
                    "datePublished": "2026-11-30",
                }
            ),
        ),
        (
            "FAQPage acceptedAnswer",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "FAQPage",
                    "mainEntity": [
                        {
                            "@type": "Question",
                            "name": "Pregunta frecuente",
                            "acceptedAnswer": {"@type": "Answer", "text": t},
                        }
                    ],
                }
            ),
        ),
        (
            "HowTo step",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "HowTo",
                    "name": "Guía",
                    "step": [{"@type": "HowToStep", "text": t}],
                }
            ),
        ),
        (
            "Review body",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "Review",
                    "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                    "reviewBody": t,
                }
            ),
        ),
        ("microdata meta description", None),
        (
            "Product description",
            lambda t: ld(
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Servicio",
                    "description": t,
                }
            ),
        ),
    ]
    techs = inj_techs if label == "injection" else neg_techs
    out = []
    for n, (variant, text) in enumerate(items, 1):
        name, fn = techs[(n - 1) % len(techs)]
        cid = f"{prefix}-json-ld-{n:03d}"
        ch = "microdata" if fn is None else "json-ld"
        c = base(cid, label, "json-ld", ch, variant, "", text, name)
        if fn is None:
            snip = (
                '<div itemscope itemtype="https://schema.org/Organization">'
                f'<meta itemprop="name" content="Editorial"><meta itemprop="description" content="{esc(text)}"></div>'
            )
            body(c, snip, anchors.next())
        elif (n % 2 == 0 and label == "injection") or n % 3 == 0:
            body(c, fn(text), anchors.next())
            c["technique"] += " (in body)"
        else:
            c["target"] = anchors.next()[0]
            c["head_snippet"] = fn(text)
        out.append(c)
    return out


# ------------------------------------------------------------------ pdf
def pdf_cases(items, label, prefix) -> list[dict[str, Any]]:
    order = ["cat", "fbi", "irs", "huck", "fr", "bro", "let", "gra", "irs2"]
    out = []
    for n, (variant, text) in enumerate(items, 1):
        key = order[(n - 1) % len(order)]
        path, page, w, h = PDFS[key]
        mode = n % 4
        if key in SCANNED and n % 2 == 0:
            ch, spec = "under-image", {"render_mode": 0, "z": "bottom", "x": 20, "y": h / 2}
        elif mode == 0:
            ch, spec = "render-mode-3", {"render_mode": 3, "x": 36, "y": h - 60}
        elif mode == 1:
            ch, spec = "transparent", {"fill": [0, 0, 0, 0], "x": 40, "y": h / 3}
        elif mode == 2:
            ch, spec = "off-page", {"x": w + 200, "y": h / 2}
        elif n % 8 == 3:
            ch, spec = "white-text", {"fill": [255, 255, 255, 255], "x": 30, "y": 8}
        elif n % 8 == 7 and key != "let":
            ch, spec = "covered", {"cover": [255, 255, 255], "x": 30, "y": 8}
        elif key in SCANNED:
            ch, spec = "under-image", {"render_mode": 0, "z": "bottom", "x": 20, "y": h / 3}
        else:
            ch, spec = "render-mode-3", {"render_mode": 3, "x": 30, "y": 40}
        spec.update({"page": page, "text": text, "size": 9})
        c = base(
            f"{prefix}-pdf-text-layer-{n:03d}",
            label,
            "pdf-text-layer",
            ch,
            variant,
            path,
            text,
            f"{ch} text object added with pypdfium2 on page {page}",
        )
        c["pdf"] = spec
        out.append(c)
    return out


# ------------------------------------------------------------------ visible spanish
VISIBLE_FORMS = {
    "p": lambda t: f"<p>{t}</p>",
    "banner": lambda t: f'<div class="aviso-plataforma" role="note"><strong>{t}</strong></div>',
    "small": lambda t: f"<p><small>{t}</small></p>",
    "status": lambda t: f'<p class="estado-verificacion">{t}</p>',
    "aside": lambda t: f"<aside><p>{t}</p></aside>",
    "kv": lambda t: f"<pre>{t}</pre>",
    "table": lambda t: f"<table><tr><th>Resultado</th><td>{t}</td></tr></table>",
    "li": lambda t: f"<ul><li>{t}</li></ul>",
    "blockquote": lambda t: f"<blockquote><p>{t}</p></blockquote>",
    "footnote": lambda t: f'<p class="nota-pie"><sup>1</sup> <span>{t}</span></p>',
}


def visible_cases(items, label, prefix, anchors: Rot) -> list[dict[str, Any]]:
    out = []
    for n, (variant, form, text) in enumerate(items, 1):
        cid = f"{prefix}-system-impersonation-es-{n:03d}"
        c = base(
            cid,
            label,
            "system-impersonation-es",
            "visible-text",
            variant,
            "",
            text,
            f"visible {form}",
        )
        body(
            c,
            VISIBLE_FORMS[form](esc(text) if "<" in text or "&" in text else text),
            anchors.next(),
        )
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for label, prefix, lists in (
        (
            "injection",
            "inj44",
            (T.COMMENT_INJ, T.CSS_INJ, T.ALT_INJ, T.JSON_INJ, T.PDF_INJ, V.SYS_INJ),
        ),
        (
            "negative",
            "neg44",
            (T.COMMENT_NEG, T.CSS_NEG, T.ALT_NEG, T.JSON_NEG, T.PDF_NEG, V.SYS_NEG),
        ),
    ):
        off = 0 if label == "injection" else 5
        cases += comment_cases(lists[0], label, prefix, Rot(ANCHORS, off + 0))
        cases += css_cases(lists[1], label, prefix, Rot(ANCHORS, off + 3))
        cases += alt_cases(lists[2], label, prefix, Rot(ANCHORS, off + 7))
        cases += jsonld_cases(lists[3], label, prefix, Rot(ANCHORS, off + 11))
        cases += pdf_cases(lists[4], label, prefix)
        cases += visible_cases(lists[5], label, prefix, Rot(ANCHORS, off + 17))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
