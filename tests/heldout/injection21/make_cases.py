# ruff: noqa: E501  (data: one text or template per line)
"""Generate ``cases.json`` for the injection21 corpus from ``texts_inj`` / ``texts_neg``.

Run from the repository root: ``.venv/bin/python tests/heldout/injection21/make_cases.py``.
Deterministic: targets, anchors and hiding techniques are assigned by cycling, so that
every vector is spread over all seven HTML captures (and all eight PDFs).
Written blind: nothing here was derived from the detector.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import texts_inj as INJ  # noqa: E402
import texts_neg as NEG  # noqa: E402

#: HTML captures and the 1-based ``</p>`` occurrences after which a body snippet
#: lands in the visible page body (checked with lxml: not in a script, comment,
#: form, nav, header/footer or hidden element).
PAGES: list[tuple[str, list[int]]] = [
    ("html/es-ar_lanacion_opinion-article.html", [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    ("html/es-mx_unocero_tech-news-android-apps.html", [1, 3, 4, 5, 6, 7, 10, 11, 12, 13]),
    ("html/es-pe_elcomercio_signwall-paywall-article.html", [2, 3, 4, 6, 7, 8, 9, 10, 11]),
    ("html/es-uy_ladiaria_metered-paywall-article.html", list(range(4, 23))),
    ("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", [4, 7]),
    ("html/de_bafa-gov_mineraloel-statistics-table.html", [4, 5, 6, 7]),
    ("html/de_rs-ingenieure_simple-corporate-services-page.html", [1]),
]

PDFS = {
    "fbi": ("pdf/en_fbi-nics-background-checks-table.pdf", [1], False),
    "graph": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", [1], True),
    "irs": (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        [3, 57, 120, 201, 288, 399],
        False,
    ),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", [1], True),
    "letter": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", [1], True),
    "brochure": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", [1], True),
    "fedreg": ("pdf/en_us-federal-register-three-column.pdf", [1, 4, 9, 15], False),
    "catalogo": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", [1], False),
}
PDF_INJ_TARGETS = [
    "fbi",
    "graph",
    "irs",
    "irs",
    "huck",
    "letter",
    "brochure",
    "fedreg",
    "catalogo",
    "catalogo",
    "irs",
    "irs",
    "irs",
    "irs",
    "letter",
    "brochure",
    "fbi",
    "fedreg",
    "fedreg",
    "graph",
    "irs",
    "huck",
]
PDF_NEG_TARGETS = [
    "fbi",
    "letter",
    "irs",
    "huck",
    "letter",
    "brochure",
    "fedreg",
    "catalogo",
    "catalogo",
    "irs",
    "brochure",
    "huck",
    "fbi",
    "catalogo",
    "fedreg",
]

# ------------------------------------------------------------------ visible wrappers

#: Visible widgets (customer reviews, product Q&A, comment threads, accessibility
#: statements, press boilerplate, legal disclaimers, glossary entries, events, job ads,
#: tables, footnotes, signatures, form labels, lists, log lines). ``{x}`` is the text,
#: ``{n}`` a unique number. The text is always the first text of its element.
VISIBLE = [
    (
        "review",
        '<div class="review-card" data-review="{n}"><span class="review-stars">★★★★★</span>\n<p class="review-body">{x}</p></div>',
    ),
    (
        "product-qa",
        '<section class="product-qa"><h4>Preguntas de compradores</h4>\n<p class="qa-answer">{x}</p></section>',
    ),
    (
        "comment",
        '<ol class="comment-list"><li class="comment" id="c-{n}"><cite>usuario_{n}</cite>\n<p>{x}</p></li></ol>',
    ),
    (
        "accessibility",
        '<section class="a11y-statement"><h3>Declaración de accesibilidad</h3>\n<p>{x}</p></section>',
    ),
    ("press", '<div class="boilerplate"><strong>Acerca de la empresa</strong>\n<p>{x}</p></div>'),
    ("legal", '<aside class="disclaimer" role="note">\n<small>{x}</small></aside>'),
    ("glossary", '<dl class="glossary"><dt>Término</dt>\n<dd>{x}</dd></dl>'),
    (
        "event",
        '<article class="event-listing"><time datetime="2026-03-14">14 mar</time>\n<p class="event-desc">{x}</p></article>',
    ),
    ("job", '<div class="job-ad"><h4>Vacante</h4>\n<p class="job-desc">{x}</p></div>'),
    ("table", '<table class="datos"><tr><th>Estado</th></tr>\n<tr><td>{x}</td></tr></table>'),
    ("footnote", '<p class="nota-pie">\n<small>{x}</small></p>'),
    ("signature", '<address class="firma">\n{x}</address>'),
    (
        "form-label",
        '<form class="contacto" action="#"><label for="f{n}">{x}</label>\n<input id="f{n}" type="text"></form>',
    ),
    ("list", '<ul class="avisos">\n<li>{x}</li></ul>'),
    ("blockquote", '<blockquote class="destacado">\n<p>{x}</p></blockquote>'),
    ("callout", '<div class="callout callout-info">\n<p>{x}</p></div>'),
]

#: CSS-hidden techniques: (technique, head <style> rule or None, body html).
CSS = [
    (
        "class rule display:none on a review widget",
        ".rv-{n}{{display:none}}",
        '<div class="review-card rv-{n}">\n<p>{x}</p></div>',
    ),
    (
        "id rule visibility:hidden on a product Q&A answer",
        "#qa-{n}{{visibility:hidden}}",
        '<section class="product-qa"><h4>Preguntas</h4>\n<p id="qa-{n}">{x}</p></section>',
    ),
    (
        "attribute selector [data-slot] moved off-screen (left:-9999px)",
        '[data-slot="s{n}"]{{position:absolute;left:-9999px;top:0}}',
        '<div data-slot="s{n}">\n<span>{x}</span></div>',
    ),
    (
        "descendant selector sets font-size:0 on spans of a comment",
        ".cm-{n} span{{font-size:0}}",
        '<div class="comment cm-{n}">\n<span>{x}</span></div>',
    ),
    (
        "child selector, text colour equals background (#fff on #fff)",
        ".pr-{n} > p{{color:#fff;background:#fff}}",
        '<div class="pr-{n}" style="background:#fff">\n<p>{x}</p></div>',
    ),
    (
        "@media screen rule display:none on an event listing",
        "@media screen{{.ev-{n}{{display:none}}}}",
        '<article class="event-listing ev-{n}">\n<p>{x}</p></article>',
    ),
    (
        "CSS custom property: opacity:var(--o) with --o:0",
        ":root{{--o{n}:0}} .job-{n}{{opacity:var(--o{n})}}",
        '<div class="job-ad job-{n}">\n<p>{x}</p></div>',
    ),
    (
        "inherited from a hidden ancestor (display:none on the section)",
        ".acc-{n}{{display:none}}",
        '<section class="acc-{n}"><div class="inner">\n<p>{x}</p></div></section>',
    ),
    (
        "hidden attribute on the glossary container",
        None,
        '<dl class="glossary" hidden><dt>Resumen</dt>\n<dd>{x}</dd></dl>',
    ),
    (
        "clip-path:inset(50%) with 1px box",
        ".cl-{n}{{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}",
        '<div class="cl-{n}">\n<p>{x}</p></div>',
    ),
    (
        "height:0 + overflow:hidden on a disclaimer",
        ".lg-{n}{{height:0;overflow:hidden}}",
        '<aside class="disclaimer lg-{n}">\n<p>{x}</p></aside>',
    ),
    (
        "text-indent:-10000px on a footnote",
        ".fn-{n}{{text-indent:-10000px;overflow:hidden;white-space:nowrap}}",
        '<p class="nota-pie fn-{n}">\n{x}</p>',
    ),
    (
        "same colour as inherited background (#f5f5f0 on #f5f5f0)",
        ".box-{n}{{background-color:#f5f5f0}} .box-{n} .t{{color:#f5f5f0}}",
        '<div class="box-{n}">\n<p class="t">{x}</p></div>',
    ),
    (
        "adjacent-sibling selector h4 + div display:none",
        "h4.q{n} + div{{display:none}}",
        '<h4 class="q{n}">Opiniones</h4><div>\n<p>{x}</p></div>',
    ),
    (
        "attribute prefix selector [class^=faq] visibility:hidden",
        '[class^="faq{n}"]{{visibility:hidden}}',
        '<div class="faq{n}-item">\n<p>{x}</p></div>',
    ),
    (
        "transform:scale(0) on a press boilerplate",
        ".bp-{n}{{transform:scale(0);position:absolute}}",
        '<div class="boilerplate bp-{n}">\n<p>{x}</p></div>',
    ),
    (
        "clip:rect(0 0 0 0) absolute label",
        "label.lb-{n}{{position:absolute;clip:rect(0 0 0 0)}}",
        '<form action="#"><label class="lb-{n}" for="i{n}">{x}</label>\n<input id="i{n}" type="email"></form>',
    ),
    (
        "inline style font-size:0.5px inside a table cell",
        None,
        '<table><tr>\n<td style="font-size:0.5px;line-height:0">{x}</td></tr></table>',
    ),
    (
        "id + descendant: #w li{display:none} inside a list widget",
        "#w{n} li{{display:none}}",
        '<ul id="w{n}" class="avisos">\n<li>{x}</li></ul>',
    ),
    (
        "max-height:0 on :not(.open) accordion",
        ".acd-{n}:not(.open) .body{{max-height:0;overflow:hidden}}",
        '<div class="acd-{n}"><div class="body">\n<p>{x}</p></div></div>',
    ),
]

ALT = [
    (
        "alt",
        "img alt in a product gallery",
        None,
        '<figure class="gallery"><img src="/img/p{n}.jpg" width="320" height="200"\nalt="{x}"></figure>',
    ),
    (
        "title",
        "title of a share link",
        None,
        '<p class="share"><a href="#share-{n}"\ntitle="{x}">Compartir</a></p>',
    ),
    (
        "aria-label",
        "aria-label of a rating widget",
        None,
        '<div class="rating"><span role="img"\naria-label="{x}">★★★★☆</span></div>',
    ),
    (
        "data-*",
        "data-tooltip on a comment avatar",
        None,
        '<div class="comment-avatar"\ndata-tooltip="{x}">AV</div>',
    ),
    (
        "meta-description",
        "meta name=description in head",
        '<meta name="description" content="{x}">',
        None,
    ),
    (
        "og:description",
        "meta property=og:description in head",
        '<meta property="og:description" content="{x}">',
        None,
    ),
    (
        "alt",
        "alt of an event banner",
        None,
        '<div class="event-banner"><img src="/img/ev{n}.png"\nalt="{x}"></div>',
    ),
    (
        "title",
        "title of an abbr in a glossary",
        None,
        '<p class="glosario"><abbr\ntitle="{x}">IA</abbr></p>',
    ),
    (
        "aria-label",
        "aria-label of a close button",
        None,
        '<div class="modal-actions"><button type="button"\naria-label="{x}">×</button></div>',
    ),
    (
        "twitter:description",
        "meta name=twitter:description in head",
        '<meta name="twitter:description" content="{x}">',
        None,
    ),
    (
        "title",
        "title of an iframe (video embed)",
        None,
        '<div class="video"><iframe src="about:blank" width="1" height="1"\ntitle="{x}"></iframe></div>',
    ),
    (
        "og:title",
        "meta property=og:title in head",
        '<meta property="og:title" content="{x}">',
        None,
    ),
]

#: Negatives get the attribute their wording fits (logo alt, close-button label...).
ALT_NEG_SLOTS = [0, 0, 8, 1, 0, 0, 0, 11, 1, 6, 6, 1, 4, 2, 3]

JSONLD_INJ = [
    (
        "custom key on Product",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Producto",
            "assistantNote": x,
        },
    ),
    (
        "sentence in NewsArticle.description",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Nota",
            "description": x,
        },
    ),
    (
        "custom nested configuracion object",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": "Empresa",
            "configuracion": {"modo": "asistente", "regla": x},
        },
    ),
    (
        "Review.reviewBody holding a directive",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "Review",
            "author": {"@type": "Person", "name": "Cliente"},
            "reviewBody": x,
        },
    ),
    (
        "FAQPage acceptedAnswer.text",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "Pregunta",
                    "acceptedAnswer": {"@type": "Answer", "text": x},
                }
            ],
        },
    ),
    (
        "custom x-llm-policy key in @graph",
        lambda x: {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebPage", "name": "Inicio"},
                {"@type": "WebSite", "x-llm-policy": x},
            ],
        },
    ),
    (
        "JobPosting.description",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "JobPosting",
            "title": "Analista",
            "description": x,
        },
    ),
    (
        "Event.disambiguatingDescription",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "Event",
            "name": "Evento",
            "startDate": "2026-03-14",
            "disambiguatingDescription": x,
        },
    ),
    (
        "PropertyValue additionalProperty (name: instrucciones)",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Producto",
            "additionalProperty": [{"@type": "PropertyValue", "name": "instrucciones", "value": x}],
        },
    ),
    (
        "custom key in a SpeakableSpecification-like block",
        lambda x: {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "speakable": {"@type": "SpeakableSpecification", "aiSummaryOverride": x},
        },
    ),
]

JSONLD_NEG = {
    "product_name": lambda x: {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": x,
        "offers": {"@type": "Offer", "price": "349.00", "priceCurrency": "MXN"},
    },
    "article_headline": lambda x: {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": x,
        "datePublished": "2017-12-07",
    },
    "faq": lambda x: {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        "mainEntity": [
            {
                "@type": "Question",
                "name": "Pregunta frecuente",
                "acceptedAnswer": {"@type": "Answer", "text": x},
            }
        ],
    },
    "place_name": lambda x: {"@context": "https://schema.org", "@type": "Place", "name": x},
    "review": lambda x: {
        "@context": "https://schema.org",
        "@type": "Review",
        "reviewRating": {"@type": "Rating", "ratingValue": "5"},
        "reviewBody": x,
    },
    "breadcrumb": lambda x: {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [{"@type": "ListItem", "position": 1, "name": x}],
    },
    "org_desc": lambda x: {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": "Tienda",
        "description": x,
    },
    "howto": lambda x: {
        "@context": "https://schema.org",
        "@type": "HowTo",
        "name": "Guía",
        "step": [{"@type": "HowToStep", "text": x}],
    },
    "job_title": lambda x: {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        "title": x,
        "datePosted": "2026-01-10",
    },
    "event_name": lambda x: {
        "@context": "https://schema.org",
        "@type": "Event",
        "name": x,
        "startDate": "2026-03-14",
    },
}
JSONLD_NEG_KINDS = [
    "product_name",
    "article_headline",
    "article_headline",
    "faq",
    "faq",
    "place_name",
    "review",
    "review",
    "breadcrumb",
    "org_desc",
    "howto",
    "job_title",
    "event_name",
    "faq",
    "article_headline",
]
MICRODATA_INJ = '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Artículo</span>\n<meta itemprop="assistantInstruction" content="{x}"></div>'
MICRODATA_NEG = '<div itemscope itemtype="https://schema.org/Product"><span itemprop="brand">Marca</span>\n<meta itemprop="description" content="{x}"></div>'


def esc(x: str) -> str:
    return x.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


class Gen:
    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []
        self.k = 0  # global counter: spreads targets over pages and anchors

    def _target(self) -> tuple[str, dict[str, Any]]:
        page, anchors = PAGES[self.k % len(PAGES)]
        occ = anchors[(self.k // len(PAGES)) % len(anchors)]
        self.k += 1
        return page, {"find": "</p>", "occurrence": occ, "where": "after"}

    def add(
        self,
        label: str,
        vector: str,
        lang: str,
        variant: str,
        channel: str,
        technique: str,
        expect: str,
        why: str,
        **kw: Any,
    ) -> None:
        prefix = "inj" if label == "injection" else "neg"
        cid = f"i21-{prefix}-{vector}-{sum(1 for c in self.cases if c['label'] == label and c['vector'] == vector) + 1:02d}"
        case = {
            "id": cid,
            "label": label,
            "vector": vector,
            "channel": channel,
            "lang": lang,
            "variant": variant,
            "split": "test",
            "technique": technique,
            "expect_text": expect,
            "why": why,
        }
        case.update(kw)
        self.cases.append(case)

    def body(self, html: str) -> dict[str, Any]:
        target, at = self._target()
        return {"target": target, "body_snippet": html, "body_at": at}


def comment_snippet(x: str) -> tuple[str, str, str, str]:
    """(snippet, expect, channel, technique) for a comment text."""
    if x.startswith("[if"):
        cond, rest = x[1:].split("]", 1)
        body = rest.rsplit("[endif]", 1)[0]
        return (
            f"<!--[{cond}]><p>{body}</p><![endif]-->",
            body,
            "conditional-comment",
            f"conditional comment [{cond}]",
        )
    if "\n" in x:
        first, *more = x.split("\n")
        return (
            "<!--\n" + "\n".join([first, *more]) + "\n-->",
            first,
            "html-comment",
            "multi-line comment",
        )
    return f"<!-- {x} -->", x, "html-comment", "single-line comment"


def build() -> list[dict[str, Any]]:
    g = Gen()
    why_inj = "addressed to a model/automated reader or framed as system/operator/registry, and directs its output"
    for label, mod in (("injection", INJ), ("negative", NEG)):
        why = (
            why_inj
            if label == "injection"
            else "benign hidden text or text for human readers: fails (a) or (b)"
        )
        # html-comment
        for lang, var, x in mod.HTML_COMMENT:
            snip, expect, ch, tech = comment_snippet(x)
            g.add(label, "html-comment", lang, var, ch, tech, expect, why, **g.body(snip))
        # css-hidden
        for i, (lang, var, x) in enumerate(mod.CSS_HIDDEN):
            n = len(g.cases) + 1
            tech, rule, html = CSS[(i * 7 + (0 if label == "injection" else 3)) % len(CSS)]
            kw = g.body(html.format(x=esc(x), n=n))
            if rule:
                kw["head_snippet"] = "<style>" + rule.format(n=n) + "</style>"
            g.add(label, "css-hidden", lang, var, "css-hidden", tech, x, why, **kw)
        # alt-title (attributes and meta)
        for i, (lang, var, x) in enumerate(mod.ALT_TITLE):
            n = len(g.cases) + 1
            j = i % len(ALT) if label == "injection" else ALT_NEG_SLOTS[i % len(ALT_NEG_SLOTS)]
            ch, tech, head, html = ALT[j]
            if head:
                target, _ = g._target()
                kw: dict[str, Any] = {"target": target, "head_snippet": head.format(x=esc(x))}
            else:
                kw = g.body(html.format(x=esc(x), n=n))
            g.add(label, "alt-title", lang, var, ch, tech, x, why, **kw)
        # json-ld (and microdata)
        for i, (lang, var, x) in enumerate(mod.JSON_LD):
            if i % 6 == 5:
                tmpl = MICRODATA_INJ if label == "injection" else MICRODATA_NEG
                g.add(
                    label,
                    "json-ld",
                    lang,
                    var,
                    "microdata",
                    "microdata meta itemprop content",
                    x,
                    why,
                    **g.body(tmpl.format(x=esc(x))),
                )
                continue
            if label == "injection":
                tech, fn = JSONLD_INJ[i % len(JSONLD_INJ)]
            else:
                kind = JSONLD_NEG_KINDS[i % len(JSONLD_NEG_KINDS)]
                tech, fn = f"ordinary schema.org field ({kind})", JSONLD_NEG[kind]
            obj = fn(x)
            script = (
                '<script type="application/ld+json">'
                + json.dumps(obj, ensure_ascii=False, indent=1)
                + "</script>"
            )
            target, _ = g._target()
            g.add(
                label,
                "json-ld",
                lang,
                var,
                "json-ld",
                tech,
                x,
                why,
                target=target,
                head_snippet=script,
            )
        # pdf
        targets = PDF_INJ_TARGETS if label == "injection" else PDF_NEG_TARGETS
        for i, (lang, var, x) in enumerate(mod.PDF_TEXT):
            key = targets[i]
            path, pages, scanned = PDFS[key]
            page = pages[i % len(pages)]
            ch, tech, _x, spec = _pdf_case(i, x, scanned, key, page)
            g.add(
                label,
                "pdf-text-layer",
                lang,
                var,
                ch,
                tech,
                x,
                why,
                target=path,
                media="pdf",
                pdf=spec,
            )
        # visible Spanish
        for i, (lang, var, x) in enumerate(mod.SYSTEM_ES):
            n = len(g.cases) + 1
            wname, html = VISIBLE[(i * 5 + (0 if label == "injection" else 2)) % len(VISIBLE)]
            expect = x.split("\n")[0]
            if "\n" in x:
                html = '<pre class="log">\n{x}</pre>'
                wname = "pre/log block"
            g.add(
                label,
                "system-impersonation-es",
                lang,
                var,
                "visible-text",
                f"visible {wname}",
                expect,
                why,
                **g.body(html.format(x=esc(x), n=n)),
            )
    return g.cases


PDF_SIZES = {
    "fbi": (1008.0, 612.0),
    "graph": (718.5, 300.0),
    "irs": (612.0, 792.0),
    "huck": (384.0, 470.88),
    "letter": (300.96, 393.12),
    "brochure": (612.0, 792.0),
    "fedreg": (612.0, 792.0),
    "catalogo": (792.0, 612.0),
}


def _pdf_case(
    i: int, x: str, scanned: bool, key: str, page: int
) -> tuple[str, str, str, dict[str, Any]]:
    _w, h = PDF_SIZES[key]
    methods = (
        ["render-mode-3", "transparent", "off-page", "under-image"]
        if scanned
        else ["render-mode-3", "white-text", "off-page", "covered", "transparent", "tiny-text"]
    )
    m = methods[i % len(methods)]
    spec: dict[str, Any] = {"page": page, "text": x, "x": 36.0, "y": round(h / 2, 1), "size": 8.0}
    if m == "render-mode-3":
        spec["render_mode"] = 3
        tech = "text render mode 3 (invisible) over the page body"
    elif m == "transparent":
        spec["fill"] = [0, 0, 0, 0]
        tech = "fill alpha 0"
    elif m == "off-page":
        spec.update(x=-5000.0, y=-5000.0)
        tech = "placed far outside the MediaBox"
    elif m == "under-image":
        spec.update(z="bottom", fill=[0, 0, 0, 255])
        tech = "black text inserted under the full-page scanned image"
    elif m == "white-text":
        spec.update(y=4.0, size=3.0, fill=[255, 255, 255, 255])
        tech = "white 3 pt text in the blank bottom margin"
    elif m == "covered":
        spec.update(y=6.0, size=4.0, cover=[255, 255, 255])
        tech = "black text covered by an opaque white rectangle in the bottom margin"
    else:
        spec.update(y=2.0, size=0.6, fill=[255, 255, 255, 255])
        tech = "0.6 pt white text at the bottom edge"
    return m, tech, x, spec


def main() -> None:
    cases = build()
    out = HERE / "cases.json"
    out.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
