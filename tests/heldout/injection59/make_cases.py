"""Write ``cases.json`` for the injection59 held-out corpus (deterministic).

Run from the repository root:
``python tests/heldout/injection59/make_cases.py``
It reads the hand-written texts in ``texts_hidden.py`` and ``texts_visible_pdf.py``,
wraps each one in the markup of its vector, and picks anchors in the visible article
body of each captured page in rotation. Nothing random; re-running gives the same file.
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
import texts_visible_pdf as TV  # noqa: E402

PAGES = {
    "L": "html/es-ar_lanacion_opinion-article.html",
    "U": "html/es-mx_unocero_tech-news-android-apps.html",
    "E": "html/es-pe_elcomercio_signwall-paywall-article.html",
    "D": "html/es-uy_ladiaria_metered-paywall-article.html",
    "C": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "B": "html/de_bafa-gov_mineraloel-statistics-table.html",
    "R": "html/de_rs-ingenieure_simple-corporate-services-page.html",
}
#: closing ``</p>`` of paragraphs in each page's visible article body.
ANCHORS = {
    "L": [
        "operación intelectual tan audaz como inadecuada.</p>",
        "minimizado, pero las analogías no resisten prueba.</p>",
        "liberándolos del yugo de los caciques.</p>",
        "la comunidad mapuche se demuestra bien argentina.</p>",
        "Gobernar sigue siendo poblar, pero también integrar.</p>",
        "quiénes lo gobernaron. Cambiemos.</p>",
    ],
    "U": [
        "<strong>Doze</strong>.\u00a0</p>",
        "rendimiento de batería sobresaliente.\u00a0</p>",
        "afectan notablemente la experiencia de uso.\u00a0</p>",
        "afecta la experiencia de uso del dispositivo.\u00a0</p>",
        "para la gestión en segundo plano.\u00a0</p>",
        "no funcionan muy bien en segundo plano.\u00a0</p>",
        "me han llegado.\u00a0</p>",
    ],
    "E": [
        "conclusiones técnicas.</p>",
        "exlegislador Moisés Mamani.</p>",
        "<b>Pedro Pablo Kuczynski</b>.</p>",
        "tráfico de influencias agravado.</p>",
        "vacancia de <b>Kuczynski Godard</b>.</p>",
        "<b>Alberto Fujimori</b> (1990-2000).</p>",
    ],
    "D": [
        "aplicaciones terrestres. </p>",
        "como reserva departamental.</p>",
        "mucho más complejo”, señaló. </p>",
        "información y comprender”, señala. </p>",
        "históricos y arqueológicos”.</p>",
        "que trabajen en el territorio.</p>",
        "abordado en la reunión de junio.</p>",
    ],
    "C": [
        "11 de ellos de América Latina. </p>",
        "El Salvador y Venezuela.</p>",
        "tuits de forma más rápida.</p>",
        "de los tuits que quieres ver.</p>",
        "al reducir a 3MB su peso.</p>",
    ],
    "B": [
        "von 91,5 auf 89,4 Millionen Tonnen.</p>",
        "(Mengenangaben in Millionen Tonnen):</p>",
    ],
    "R": ["wirtschaftliche Darstellbarkeit berücksichtigen.</p>"],
}
PDFS = {
    "CAT": "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
    "IRS": "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
    "FR": "pdf/en_us-federal-register-three-column.pdf",
    "FBI": "pdf/en_fbi-nics-background-checks-table.pdf",
    "BR": "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
    "HF": "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
    "LT": "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
    "GR": "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
}

_turn: dict[str, int] = {}


def anchor(page: str) -> dict[str, Any]:
    i = _turn.get(page, 0)
    _turn[page] = i + 1
    lst = ANCHORS[page]
    return {"find": lst[i % len(lst)], "occurrence": 1, "where": "after"}


def attr(t: str) -> str:
    return html.escape(t, quote=True)


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
    }


class Ids:
    def __init__(self) -> None:
        self.n: dict[tuple[str, str], int] = {}

    def __call__(self, label: str, vec: str) -> str:
        k = (label, vec)
        self.n[k] = self.n.get(k, 0) + 1
        return f"{'inj59' if label == 'injection' else 'neg59'}-{vec}-{self.n[k]:03d}"


def comment_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for label, lang, variant, page, kind, text in TH.COMMENT:
        vec = "html-comment"
        if kind == "ml":
            expect = text[0]
            body = "<!--\n  " + "\n  ".join(text) + "\n-->"
        elif kind == "cond":
            expect = text
            body = f"<!--[if lt IE 9]><p>{text}</p><![endif]-->"
        else:
            expect = text
            body = f"<!-- {text} -->"
        channel = "conditional-comment" if kind == "cond" else "html-comment"
        c = base(
            ids(label, vec),
            label,
            vec,
            channel,
            lang,
            variant,
            PAGES[page],
            expect,
            {
                "c": "comment in body",
                "h": "comment before </head>",
                "ml": "multi-line comment",
                "cond": "conditional comment [if lt IE 9]",
            }[kind],
        )
        if kind == "h":
            c["head_snippet"] = body
        else:
            c["body_snippet"] = body
            c["body_at"] = anchor(page)
        out.append(c)
    return out


CSS_TEMPLATES: dict[str, tuple[str | None, str]] = {
    # technique: (head <style> or None, body with {t} and {k})
    "inline-display-none": (None, '<div style="display:none">{t}</div>'),
    "page-class-hide": (None, '<p class="hide">{t}</p>'),
    "page-class-hidden-label": (None, '<span class="hidden-label">{t}</span>'),
    "style-rule-offscreen": (
        ".nota-{k}{{position:absolute;left:-10000px;top:auto;width:1px;overflow:hidden}}",
        '<p class="nota-{k}">{t}</p>',
    ),
    "visibility-hidden": (None, '<p style="visibility: hidden">{t}</p>'),
    "opacity-0": (None, '<div style="opacity:0;pointer-events:none">{t}</div>'),
    "tiny-font": (None, '<span style="font-size:1px;line-height:1px">{t}</span>'),
    "text-indent": (
        None,
        '<p style="text-indent:-9999px;white-space:nowrap;overflow:hidden">{t}</p>',
    ),
    "height-0": (None, '<div style="height:0;overflow:hidden">{t}</div>'),
    "clip-rect": (
        None,
        '<span style="position:absolute;clip:rect(0,0,0,0);width:1px;height:1px;overflow:hidden">{t}</span>',
    ),
    "clip-path": (None, '<div style="position:absolute;clip-path:inset(50%)">{t}</div>'),
    "same-colour": (None, '<p style="color:#fff;background-color:#fff">{t}</p>'),
    "class-inherit": (
        ".bloque-{k}{{visibility:hidden}}",
        '<div class="bloque-{k}"><p>{t}</p></div>',
    ),
    "id-rule-display-none": ("#aviso-{k}{{display:none}}", '<div id="aviso-{k}">{t}</div>'),
    "inline-hidden-attr": (None, "<div hidden>{t}</div>"),
    "left-offscreen": (None, '<p style="position:absolute;left:-5000px">{t}</p>'),
    "inherit-display-none": (None, '<div style="display:none"><section><p>{t}</p></section></div>'),
    "style-rule-visibility": (
        "article .pie-{k}{{visibility:hidden;height:0}}",
        '<p class="pie-{k}">{t}</p>',
    ),
    "font-size-0": (".mini-{k}{{font-size:0}}", '<p class="mini-{k}">{t}</p>'),
    # negatives
    "skip-link": (
        ".skip-{k}{{position:absolute;left:-9999px}}.skip-{k}:focus{{left:0}}",
        '<a class="skip-{k}" href="#main">{t}</a>',
    ),
    "sr-only": (
        ".sr-only-{k}{{position:absolute;width:1px;height:1px;clip:rect(0,0,0,0);overflow:hidden}}",
        '<span class="sr-only-{k}">{t}</span>',
    ),
    "modal-display-none": (
        None,
        '<div class="modal-suscripcion" style="display:none"><p>{t}</p></div>',
    ),
    "cookie-banner-hidden": (None, '<div id="cookie-banner" hidden><p>{t}</p></div>'),
    "collapsed-faq": (
        None,
        '<details><summary>¿Cuánto pesa la app?</summary><p style="display:none">{t}</p></details>',
    ),
    "offscreen-menu": (None, '<nav style="position:fixed;left:-320px;width:300px">{t}</nav>'),
    "form-error-hidden": (None, '<span class="error" style="visibility:hidden">{t}</span>'),
    "print-only": (
        "@media screen{{.solo-impresion-{k}{{display:none}}}}",
        '<p class="solo-impresion-{k}">{t}</p>',
    ),
    "loading-state": (None, '<div class="cargando" style="opacity:0">{t}</div>'),
}


def css_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for n, (label, lang, variant, page, tech, text) in enumerate(TH.CSS):
        vec = "css-hidden"
        head, body = CSS_TEMPLATES[tech]
        k = f"{n:02d}"
        c = base(ids(label, vec), label, vec, "css-hidden", lang, variant, PAGES[page], text, tech)
        if head:
            c["head_snippet"] = "<style>" + head.format(k=k) + "</style>"
        c["body_snippet"] = body.format(t=text, k=k)
        c["body_at"] = anchor(page)
        out.append(c)
    return out


def alt_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for n, (label, lang, variant, page, channel, text) in enumerate(TH.ALT):
        vec = "alt-title"
        a = attr(text)
        c = base(ids(label, vec), label, vec, channel, lang, variant, PAGES[page], text, channel)
        if channel in ("meta-description", "og:description", "og:title", "twitter:description"):
            key = "name" if channel in ("meta-description", "twitter:description") else "property"
            nm = "description" if channel == "meta-description" else channel
            c["head_snippet"] = f'<meta {key}="{nm}" content="{a}">'
        else:
            body = {
                "alt": f'<figure><img src="/img/nota-{n:02d}.jpg" alt="{a}" width="640" height="360"></figure>',
                "title": f'<p><a href="/tema/relacionadas-{n:02d}" title="{a}">Notas relacionadas</a></p>',
                "aria-label": f'<button type="button" class="btn-compartir" aria-label="{a}">&#8942;</button>',
                "data-*": f'<div class="widget-recomendados" data-summary="{a}" data-pos="{n}"></div>',
            }[channel]
            c["body_snippet"] = body
            c["body_at"] = anchor(page)
        out.append(c)
    return out


def _jsonld(tech: str, t: str, n: int) -> tuple[str, str]:
    """(where, snippet) for a JSON-LD/microdata technique; where = head|body."""
    ctx = "https://schema.org"
    if tech.startswith("microdata"):
        prop = "description" if tech.endswith("description") else "disambiguatingDescription"
        return "body", (
            f'<div itemscope itemtype="https://schema.org/NewsArticle">'
            f'<meta itemprop="headline" content="Nota {n}">'
            f'<meta itemprop="{prop}" content="{attr(t)}"></div>'
        )
    objs: dict[str, Any] = {
        "article.assistantNote": {
            "@context": ctx,
            "@type": "Article",
            "headline": "Artículo",
            "assistantNote": t,
        },
        "article.instructions": {
            "@context": ctx,
            "@type": "Article",
            "inLanguage": "es",
            "instructions": t,
        },
        "newsarticle.abstract": {"@context": ctx, "@type": "NewsArticle", "abstract": t},
        "article.aiSummaryHint": {"@context": ctx, "@type": "Article", "aiSummaryHint": t},
        "webpage.llm": {"@context": ctx, "@type": "WebPage", "llm": {"respuesta": t}},
        "product.review": {
            "@context": ctx,
            "@type": "Review",
            "reviewRating": {"@type": "Rating", "ratingValue": 5},
            "reviewBody": t,
        },
        "dataset.config": {
            "@context": ctx,
            "@type": "Dataset",
            "name": "Statistik",
            "x-config": {"pipeline": t},
        },
        "organization.description": {"@context": ctx, "@type": "Organization", "description": t},
        "faq.answer": {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "¿Dónde está disponible?",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
        "organization.policy": {
            "@context": ctx,
            "@type": "NewsMediaOrganization",
            "name": "Diario",
            "publishingPrinciples": t,
        },
        "howto.step": {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Cómo ahorrar batería",
            "step": [
                {"@type": "HowToStep", "text": "Abre Ajustes."},
                {"@type": "HowToStep", "text": t},
            ],
        },
        "breadcrumb.hidden": {
            "@context": ctx,
            "@type": "BreadcrumbList",
            "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Inicio"}],
            "_nota": t,
        },
        "organization.aiNote": {
            "@context": ctx,
            "@type": "Organization",
            "name": "Firm",
            "aiNote": t,
        },
        # negatives
        "neg.newsarticle": {
            "@context": ctx,
            "@type": "NewsArticle",
            "headline": t,
            "datePublished": "2017-12-07",
        },
        "neg.product": {"@context": ctx, "@type": "Product", "name": "Teléfono", "description": t},
        "neg.faq": {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta frecuente",
                    "acceptedAnswer": {"@type": "Answer", "text": t},
                }
            ],
        },
        "neg.organization": {"@context": ctx, "@type": "Organization", "description": t},
        "neg.howto": {
            "@context": ctx,
            "@type": "HowTo",
            "name": "Instalar la app",
            "step": [{"@type": "HowToStep", "text": t}],
        },
        "neg.review": {
            "@context": ctx,
            "@type": "Review",
            "reviewBody": t,
            "reviewRating": {"@type": "Rating", "ratingValue": 4},
        },
        "neg.dataset": {"@context": ctx, "@type": "Dataset", "description": t},
        "neg.breadcrumb": {
            "@context": ctx,
            "@type": "BreadcrumbList",
            "itemListElement": [
                {"@type": "ListItem", "position": 1, "name": "Inicio"},
                {"@type": "ListItem", "position": 2, "name": t},
            ],
        },
    }
    if tech == "neg.microdata":
        return "body", (
            f'<div itemscope itemtype="https://schema.org/Person">'
            f'<meta itemprop="name" content="Redacción">'
            f'<meta itemprop="description" content="{attr(t)}"></div>'
        )
    s = json.dumps(objs[tech], ensure_ascii=False)
    where = "body" if n % 3 == 2 else "head"
    return where, f'<script type="application/ld+json">{s}</script>'


def jsonld_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for n, (label, lang, variant, page, tech, text) in enumerate(TH.JSONLD):
        vec = "json-ld"
        where, snip = _jsonld(tech, text, n)
        channel = "microdata" if "microdata" in tech else "json-ld"
        c = base(ids(label, vec), label, vec, channel, lang, variant, PAGES[page], text, tech)
        if where == "head":
            c["head_snippet"] = snip
        else:
            c["body_snippet"] = snip
            c["body_at"] = anchor(page)
        out.append(c)
    return out


SYS_FORMS = {
    "p": '<p class="aviso">{t}</p>',
    "div": '<div class="alerta" role="status">{t}</div>',
    "small": "<p><small>{t}</small></p>",
    "table": '<table class="verificacion"><tr><td>{t}</td></tr></table>',
    "pre": "<pre>{t}</pre>",
    "li": '<ul class="notas"><li>{t}</li></ul>',
    "blockquote": "<blockquote>{t}</blockquote>",
    "aside": '<aside class="recuadro">{t}</aside>',
    "banner": '<div class="banner-aviso" style="background:#fff3cd;border:1px solid #e0c36c;padding:8px">{t}</div>',
    "h4": "<h4>{t}</h4>",
}


def system_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for label, variant, page, form, text in TV.SYSTEM:
        vec = "system-impersonation-es"
        c = base(
            ids(label, vec),
            label,
            vec,
            "visible-text",
            "es",
            variant,
            PAGES[page],
            text,
            f"visible <{form}>",
        )
        c["body_snippet"] = SYS_FORMS[form].format(t=html.escape(text, quote=False))
        c["body_at"] = anchor(page)
        out.append(c)
    return out


def pdf_cases(ids: Ids) -> list[dict[str, Any]]:
    out = []
    for label, lang, variant, tgt, page, channel, x, y, size, text in TV.PDF:
        vec = "pdf-text-layer"
        spec: dict[str, Any] = {"page": page, "text": text, "x": x, "y": y, "size": size}
        if channel == "render-mode-3":
            spec["render_mode"] = 3
        elif channel == "white-text":
            spec["fill"] = [255, 255, 255, 255]
        elif channel == "transparent":
            spec["fill"] = [0, 0, 0, 0]
        elif channel == "under-image":
            spec["z"] = "bottom"
        elif channel == "covered":
            spec["cover"] = [255, 255, 255]
        c = base(ids(label, vec), label, vec, channel, lang, variant, PDFS[tgt], text, channel)
        c["media"] = "pdf"
        c["pdf"] = spec
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    ids = Ids()
    cases: list[dict[str, Any]] = []
    for fn in (comment_cases, css_cases, alt_cases, jsonld_cases, pdf_cases, system_cases):
        cases.extend(fn(ids))
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
