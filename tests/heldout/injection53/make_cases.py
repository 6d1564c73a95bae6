"""Write ``cases.json`` for corpus injection53 from the hand-written texts.

Deterministic: no randomness, cases are built in a fixed order, each text is paired
with a target page, an anchor and a hiding technique by cycling fixed lists.
Run from the repository root:
``python tests/heldout/injection53/make_cases.py``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(name: str):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(f"inj53_{name}", HERE / f"{name}.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


INJ = _load("texts_inj")
NEG = _load("texts_neg")

H = "html/"
UNO = H + "es-mx_unocero_tech-news-android-apps.html"
LAN = H + "es-ar_lanacion_opinion-article.html"
COM = H + "es-pe_elcomercio_signwall-paywall-article.html"
LAD = H + "es-uy_ladiaria_metered-paywall-article.html"
CNET = H + "es_cnet-en-espanol_twitter-lite-mexico-news.html"
BAFA = H + "de_bafa-gov_mineraloel-statistics-table.html"
RS = H + "de_rs-ingenieure_simple-corporate-services-page.html"

# (target, occurrence of "</p>") pairs whose paragraph lies in the visible article body.
ANCHORS: list[tuple[str, int]] = []
_POOLS = [
    [(UNO, k) for k in range(3, 14)],
    [(LAN, k) for k in range(7, 18)],
    [(COM, k) for k in range(2, 12)],
    [(LAD, k) for k in range(5, 22)],
    [(CNET, k) for k in range(5, 11)],
    [(BAFA, k) for k in range(4, 8)],
    [(RS, 1)],
]
for i in range(max(len(p) for p in _POOLS)):
    for p in _POOLS:
        if i < len(p):
            ANCHORS.append(p[i])

HEAD_TARGETS = [UNO, LAN, COM, LAD, CNET, BAFA, RS]


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


class Counter:
    def __init__(self) -> None:
        self.n: dict[tuple[str, str], int] = {}
        self.anchor_i = 0

    def next_id(self, label: str, vec: str) -> str:
        k = (label, vec)
        self.n[k] = self.n.get(k, 0) + 1
        pre = "inj53" if label == "injection" else "neg53"
        return f"{pre}-{vec}-{self.n[k]:03d}"

    def anchor(self, salt: int = 0) -> tuple[str, int]:
        a = ANCHORS[(self.anchor_i * 3 + salt) % len(ANCHORS)]
        self.anchor_i += 1
        return a


C = Counter()


def base(
    label: str, vec: str, variant: str, channel: str, target: str, expect: str, technique: str
) -> dict[str, Any]:
    return {
        "id": C.next_id(label, vec),
        "label": label,
        "vector": vec,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "target": target,
        "expect_text": expect,
        "technique": technique,
    }


def body(case: dict[str, Any], snippet: str, target_occ: tuple[str, int]) -> dict[str, Any]:
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": target_occ[1], "where": "after"}
    return case


# ----------------------------------------------------------------- html-comment
def html_comment(label: str, texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(texts):
        first = text.split("\n")[0]
        form = i % 5
        if "\n" in text:
            snippet, tech, chan = "<!-- " + text + "\n-->", "multi-line comment", "html-comment"
        elif form == 1:
            snippet, tech, chan = (
                f"<!--[if IE]><p>{text}</p><![endif]-->",
                "conditional comment",
                "conditional-comment",
            )
        elif form == 3:
            snippet, tech, chan = f"<!--{text}-->", "comment without spaces", "html-comment"
        else:
            snippet, tech, chan = f"<!-- {text} -->", "single-line comment", "html-comment"
        if form == 4 and "\n" not in text:
            t = HEAD_TARGETS[i % len(HEAD_TARGETS)]
            c = base(label, "html-comment", variant, chan, t, first, tech + " in <head>")
            c["head_snippet"] = snippet
        else:
            a = C.anchor(i)
            c = body(
                base(label, "html-comment", variant, chan, a[0], first, tech + " in body"),
                snippet,
                a,
            )
        out.append(c)
    return out


# ----------------------------------------------------------------- css-hidden
CSS_TECH = [
    ("inline display:none", None, '<div style="display:none">{t}</div>'),
    ("hidden attribute", None, "<p hidden>{t}</p>"),
    ("inline visibility:hidden", None, '<p style="visibility: hidden">{t}</p>'),
    ("opacity 0", None, '<span style="opacity:0">{t}</span>'),
    ("font-size 0", None, '<p style="font-size:0px;line-height:0">{t}</p>'),
    (
        "off-screen absolute left",
        None,
        '<div style="position:absolute;left:-10000px;top:auto">{t}</div>',
    ),
    ("height 0 + overflow hidden", None, '<div style="height:0;overflow:hidden">{t}</div>'),
    (
        "clip rect (sr-only pattern)",
        None,
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;'
        'clip:rect(0 0 0 0);white-space:nowrap">{t}</span>',
    ),
    ("clip-path inset", None, '<p style="clip-path:inset(50%);position:absolute">{t}</p>'),
    (
        "same colour as background",
        None,
        '<p style="color:#ffffff;background-color:#ffffff">{t}</p>',
    ),
    (
        "<style> class rule display:none",
        "<style>.nota-aux-53{display:none}</style>",
        '<div class="nota-aux-53">{t}</div>',
    ),
    (
        "<style> id rule visibility:hidden",
        "<style>#bloque53{visibility:hidden;height:0}</style>",
        '<section id="bloque53"><p>{t}</p></section>',
    ),
    (
        "inherited from hidden ancestor",
        None,
        '<div style="display:none"><div class="inner"><p>{t}</p></div></div>',
    ),
    (
        "text-indent off-screen",
        None,
        '<p style="text-indent:-9999px;overflow:hidden;white-space:nowrap">{t}</p>',
    ),
    (
        "<style> child-combinator rule opacity 0",
        "<style>.pie53 > span{opacity:0}</style>",
        '<div class="pie53"><span>{t}</span></div>',
    ),
    (
        "<style> rule font-size 1px + white",
        "<style>.leyenda53{font-size:1px;color:#fff}</style>",
        '<p class="leyenda53">{t}</p>',
    ),
    (
        "page's own class .hide (display:none !important)",
        "OWN:" + UNO,
        '<div class="hide">{t}</div>',
    ),
    (
        "page's own class .hidden-label (font-size 0, height 0)",
        "OWN:" + COM,
        '<span class="hidden-label">{t}</span>',
    ),
    (
        "<style> attribute-selector rule",
        "<style>[data-aux53]{position:absolute;left:-9999em}</style>",
        '<div data-aux53="1">{t}</div>',
    ),
    (
        "color inherited equal to background",
        "<style>.caja53{background:#fff;color:#fff}</style>",
        '<div class="caja53"><p>{t}</p></div>',
    ),
]


def css_hidden(label: str, texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(texts):
        tech, head, tpl = CSS_TECH[(i * 3 + (0 if label == "injection" else 1)) % len(CSS_TECH)]
        a = C.anchor(i)
        if head and head.startswith("OWN:"):
            target = head[4:]
            occ = 5 if target == UNO else 4
            a = (target, occ)
            head = None
        c = body(
            base(label, "css-hidden", variant, "css-hidden", a[0], text, tech),
            tpl.format(t=text),
            a,
        )
        if head:
            c["head_snippet"] = head
        out.append(c)
    return out


# ----------------------------------------------------------------- alt-title
ALT_TECH = [
    (
        "alt",
        "body",
        '<figure><img src="/img/aux-53.jpg" width="640" height="360" alt="{t}"></figure>',
    ),
    ("title", "body", '<p><a href="#relacionadas" title="{t}">Notas relacionadas</a></p>'),
    ("aria-label", "body", '<nav aria-label="{t}"><a href="/">Inicio</a></nav>'),
    ("meta-description", "head", '<meta name="description" content="{t}">'),
    ("og:description", "head", '<meta property="og:description" content="{t}">'),
    ("data-*", "body", '<div class="widget-compartir" data-summary-hint="{t}"></div>'),
    ("twitter:description", "head", '<meta name="twitter:description" content="{t}">'),
    ("title", "body", '<abbr title="{t}">IA</abbr>'),
    ("aria-label", "body", '<button type="button" aria-label="{t}">+</button>'),
    ("og:title", "head", '<meta property="og:title" content="{t}">'),
    ("data-*", "body", '<span data-nota="{t}"></span>'),
    ("alt", "body", '<p><img src="/static/pixel.gif" width="1" height="1" alt="{t}"></p>'),
]


def alt_title(label: str, texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(texts):
        chan, where, tpl = ALT_TECH[(i + (0 if label == "injection" else 5)) % len(ALT_TECH)]
        snippet = tpl.format(t=text)
        if where == "head":
            t = HEAD_TARGETS[i % len(HEAD_TARGETS)]
            c = base(label, "alt-title", variant, chan, t, text, f"{chan} attribute in <head>")
            c["head_snippet"] = snippet
        else:
            a = C.anchor(i)
            c = body(
                base(label, "alt-title", variant, chan, a[0], text, f"{chan} attribute in body"),
                snippet,
                a,
            )
        out.append(c)
    return out


# ----------------------------------------------------------------- json-ld
def _ld(obj: dict[str, Any]) -> str:
    return '<script type="application/ld+json">' + json.dumps(obj, ensure_ascii=False) + "</script>"


def json_ld_inj(texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    forms = [
        (
            "custom field instructions",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Nota",
                "instructions": t,
            },
        ),
        (
            "custom field aiNote",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": "Portada",
                "aiNote": t,
            },
        ),
        (
            "Product description holding a directive",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Producto destacado",
                "description": t,
            },
        ),
        (
            "Organization disambiguatingDescription",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": "Editora",
                "disambiguatingDescription": t,
            },
        ),
        (
            "Review reviewBody",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewRating": {"@type": "Rating", "ratingValue": 5},
                "reviewBody": t,
            },
        ),
        (
            "non-schema config object",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": "Sitio",
                "x-llm-config": {"mode": "summary", "directive": t},
            },
        ),
        (
            "@graph node with abstract",
            lambda t: {
                "@context": "https://schema.org",
                "@graph": [{"@type": "Article", "headline": "Nota", "abstract": t}],
            },
        ),
        (
            "custom field assistantGuidance",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": "Nota",
                "assistantGuidance": t,
            },
        ),
    ]
    out = []
    for i, (variant, text) in enumerate(texts):
        if i % 8 == 7:
            a = C.anchor(i)
            snip = (
                '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Producto</span>'
                f'<meta itemprop="description" content="{text}"></div>'
            )
            c = body(
                base(
                    "injection",
                    "json-ld",
                    variant,
                    "microdata",
                    a[0],
                    text,
                    "microdata meta itemprop",
                ),
                snip,
                a,
            )
        else:
            tech, fn = forms[i % len(forms)]
            c = base(
                "injection",
                "json-ld",
                variant,
                "json-ld",
                HEAD_TARGETS[i % len(HEAD_TARGETS)],
                text,
                tech,
            )
            c["head_snippet"] = _ld(fn(text))
        out.append(c)
    return out


def json_ld_neg(texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    forms = [
        (
            "NewsArticle headline",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": t,
                "datePublished": "2022-05-07",
            },
        ),
        (
            "NewsArticle headline",
            lambda t: {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t},
        ),
        (
            "NewsArticle headline",
            lambda t: {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t},
        ),
        (
            "FAQPage answer",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "Pregunta frecuente",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            },
        ),
        (
            "HowTo step",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "HowTo",
                "name": "Guía",
                "step": [{"@type": "HowToStep", "text": t}],
            },
        ),
        (
            "Review reviewBody",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Review",
                "reviewBody": t,
                "reviewRating": {"@type": "Rating", "ratingValue": 4},
            },
        ),
        (
            "Organization author",
            lambda t: {"@context": "https://schema.org", "@type": "Organization", "name": t},
        ),
        (
            "Product name",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": t,
                "offers": {"@type": "Offer", "priceCurrency": "MXN", "price": "5999"},
            },
        ),
        (
            "WebSite description",
            lambda t: {"@context": "https://schema.org", "@type": "WebSite", "description": t},
        ),
        (
            "Article headline",
            lambda t: {"@context": "https://schema.org", "@type": "Article", "headline": t},
        ),
        (
            "HowTo step",
            lambda t: {
                "@context": "https://schema.org",
                "@type": "HowTo",
                "name": "Guide",
                "step": [{"@type": "HowToStep", "text": t}],
            },
        ),
        ("microdata review", None),
    ]
    out = []
    for i, (variant, text) in enumerate(texts):
        tech, fn = forms[i % len(forms)]
        if fn is None:
            a = C.anchor(i)
            snip = (
                '<div itemscope itemtype="https://schema.org/Review">'
                f'<p itemprop="reviewBody">{text}</p></div>'
            )
            c = body(base("negative", "json-ld", variant, "microdata", a[0], text, tech), snip, a)
        else:
            c = base(
                "negative",
                "json-ld",
                variant,
                "json-ld",
                HEAD_TARGETS[i % len(HEAD_TARGETS)],
                text,
                tech,
            )
            c["head_snippet"] = _ld(fn(text))
        out.append(c)
    return out


# ----------------------------------------------------------------- pdf
P = "pdf/"
IRS = P + "en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
FR = P + "en_us-federal-register-three-column.pdf"
FBI = P + "en_fbi-nics-background-checks-table.pdf"
AGS = P + "es-mx_catalogo-localidades-aguascalientes-table.pdf"
HUCK = P + "en_scanned-book-page-huckleberry-finn_no-text-layer.pdf"
LETTER = P + "en_scanned-letter-with-invisible-ocr-text-tr3.pdf"
BROCH = P + "en_scanned-two-column-brochure_no-text-layer.pdf"
GRAPH = P + "en_graph-image-with-invisible-ocr-text-tr3.pdf"

PDF_TECH = [
    ("render-mode-3", IRS, {"page": 7, "x": 72, "y": 420, "size": 9, "render_mode": 3}),
    ("transparent", FR, {"page": 3, "x": 60, "y": 300, "size": 8, "fill": [0, 0, 0, 0]}),
    ("off-page", IRS, {"page": 55, "x": -4000, "y": 300, "size": 10}),
    ("under-image", HUCK, {"page": 1, "x": 40, "y": 200, "size": 8, "z": "bottom"}),
    ("white-text", FR, {"page": 9, "x": 60, "y": 12, "size": 5, "fill": [255, 255, 255, 255]}),
    ("covered", IRS, {"page": 140, "x": 80, "y": 5, "size": 5, "cover": [255, 255, 255]}),
    ("render-mode-3", AGS, {"page": 1, "x": 40, "y": 200, "size": 7, "render_mode": 3}),
    ("render-mode-3", FBI, {"page": 1, "x": 40, "y": 300, "size": 7, "render_mode": 3}),
    ("under-image", LETTER, {"page": 1, "x": 20, "y": 150, "size": 6, "z": "bottom"}),
    ("transparent", IRS, {"page": 233, "x": 72, "y": 500, "size": 9, "fill": [0, 0, 0, 0]}),
    ("under-image", BROCH, {"page": 1, "x": 100, "y": 400, "size": 8, "z": "bottom"}),
    ("off-page", FR, {"page": 12, "x": 80, "y": 2000, "size": 9}),
    ("render-mode-3", GRAPH, {"page": 1, "x": 30, "y": 100, "size": 7, "render_mode": 3}),
    ("white-text", IRS, {"page": 312, "x": 72, "y": 6, "size": 5, "fill": [255, 255, 255, 255]}),
]


def pdf_cases(label: str, texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(texts):
        chan, target, spec = PDF_TECH[(i + (0 if label == "injection" else 3)) % len(PDF_TECH)]
        spec = dict(spec)
        if label == "injection" and i >= len(PDF_TECH):
            spec["page"] = spec["page"] + (1 if target in (IRS, FR) else 0)
        spec["text"] = text
        c = base(label, "pdf-text-layer", variant, chan, target, text, chan)
        c["pdf"] = spec
        out.append(c)
    return out


# ----------------------------------------------------------------- system-impersonation-es
VIS_TPL = [
    ("paragraph", "<p>{t}</p>"),
    ("bold paragraph", "<p><strong>{t}</strong></p>"),
    ("notice box", '<div class="aviso" role="note">{t}</div>'),
    ("status line", '<div role="status">{t}</div>'),
    ("table cell", "<table><tr><th>Estado</th><td>{t}</td></tr></table>"),
    ("footnote", "<p><small>{t}</small></p>"),
    ("list item", "<ul><li>{t}</li></ul>"),
    ("blockquote", "<blockquote>{t}</blockquote>"),
    ("banner", '<div class="banner-aviso" style="background:#fff3cd;padding:8px">{t}</div>'),
]


def system_es(label: str, texts: list[tuple[str, str]]) -> list[dict[str, Any]]:
    out = []
    for i, (variant, text) in enumerate(texts):
        tech, tpl = VIS_TPL[(i + (0 if label == "injection" else 4)) % len(VIS_TPL)]
        a = C.anchor(i)
        c = body(
            base(
                label,
                "system-impersonation-es",
                variant,
                "visible-text",
                a[0],
                text,
                "visible " + tech,
            ),
            tpl.format(t=text),
            a,
        )
        out.append(c)
    return out


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    cases += html_comment("injection", INJ.HTML_COMMENT)
    cases += html_comment("negative", NEG.HTML_COMMENT)
    cases += css_hidden("injection", INJ.CSS_HIDDEN)
    cases += css_hidden("negative", NEG.CSS_HIDDEN)
    cases += alt_title("injection", INJ.ALT_TITLE)
    cases += alt_title("negative", NEG.ALT_TITLE)
    cases += json_ld_inj(INJ.JSON_LD)
    cases += json_ld_neg(NEG.JSON_LD)
    cases += pdf_cases("injection", INJ.PDF)
    cases += pdf_cases("negative", NEG.PDF)
    cases += system_es("injection", INJ.SYSTEM_ES)
    cases += system_es("negative", NEG.SYSTEM_ES)
    return cases


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
