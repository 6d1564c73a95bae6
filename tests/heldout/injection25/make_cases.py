"""Generate ``cases.json`` for injection25 from the hand-written texts.

The texts live in ``texts_hidden.py`` (vectors 1-5) and ``texts_visible.py`` (vector 6);
this script only wraps them in markup / PDF specs and rotates insertion points,
hiding techniques and channels so that every vector is spread over the real captures.
Written blind (without reading the detector). Run from anywhere:
``.venv/bin/python tests/heldout/injection25/make_cases.py``.
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

import texts_hidden as TH  # noqa: E402
import texts_visible as TV  # noqa: E402

H = "html/"
# Visible article paragraphs (occurrence of "</p>", 1-based); snippets go after them.
PARAS: list[tuple[str, int]] = []
for _f, _occ in (
    ("es-ar_lanacion_opinion-article.html", range(6, 17)),
    ("es-mx_unocero_tech-news-android-apps.html", (1, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13)),
    ("es-uy_ladiaria_metered-paywall-article.html", range(4, 24)),
    ("es_cnet-en-espanol_twitter-lite-mexico-news.html", range(4, 10)),
    ("es-pe_elcomercio_signwall-paywall-article.html", (3, 4, 6, 7, 8, 9)),
    ("de_bafa-gov_mineraloel-statistics-table.html", (4, 5, 7)),
    ("de_rs-ingenieure_simple-corporate-services-page.html", (1,)),
):
    PARAS.extend((H + _f, o) for o in _occ)
# interleave the files so consecutive cases land on different pages
_by_file: dict[str, list[tuple[str, int]]] = {}
for _t in PARAS:
    _by_file.setdefault(_t[0], []).append(_t)
PARAS = [t for group in itertools.zip_longest(*_by_file.values()) for t in group if t is not None]

_para_cycle = itertools.cycle(PARAS)


def next_para() -> tuple[str, dict[str, Any]]:
    target, occ = next(_para_cycle)
    return target, {"find": "</p>", "occurrence": occ, "where": "after"}


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def expect_of(text: str, limit: int = 70) -> str:
    """The first line of ``text``, cut at a word boundary near ``limit`` characters."""
    first = text.split("\n")[0].strip()
    if len(first) <= limit:
        return first
    cut = first[:limit]
    sp = cut.rfind(" ")
    return cut[:sp] if sp > 20 else cut


CASES: list[dict[str, Any]] = []
_n = itertools.count(1)


def add(label: str, vector: str, variant: str, channel: str, technique: str, **kw: Any) -> None:
    n = next(_n)
    prefix = "inj" if label == "injection" else "neg"
    case = {
        "id": f"i25-{prefix}-{n:03d}",
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "technique": technique,
    }
    case.update(kw)
    CASES.append(case)


# ----------------------------------------------------------------- html-comment
def comments(entries: list[tuple[str, str]], label: str) -> None:
    conds = ("[if IE]", "[if mso]", "[if gte IE 9]", "[if lt IE 9]")
    for i, (variant, text) in enumerate(entries):
        if text.startswith("COND-IE:"):
            body = text[len("COND-IE:") :]
            snippet = f"<!--[if lt IE 9]>{body}<![endif]-->"
            channel, tech, exp = "conditional-comment", "conditional comment", body
        elif text.startswith("COND:"):
            body = text[len("COND:") :]
            snippet = f"<!--{conds[i % len(conds)]}> {body} <![endif]-->"
            channel, tech, exp = "conditional-comment", "conditional comment", expect_of(body)
        elif "\n" in text:
            snippet = "<!--\n" + "\n".join("  " + ln for ln in text.split("\n")) + "\n-->"
            channel, tech, exp = "html-comment", "multi-line comment", expect_of(text)
        else:
            snippet = f"<!-- {text} -->"
            channel, tech, exp = "html-comment", "single-line comment", expect_of(text)
        if i % 4 == 3:
            add(
                label,
                "html-comment",
                variant,
                channel,
                tech + " in <head>",
                target=PARAS[i % len(PARAS)][0],
                head_snippet=snippet,
                expect_text=exp,
            )
        else:
            target, at = next_para()
            add(
                label,
                "html-comment",
                variant,
                channel,
                tech + " in body",
                target=target,
                body_snippet=snippet,
                body_at=at,
                expect_text=exp,
            )


# ----------------------------------------------------------------- css-hidden
def css_variants(uid: str, t: str) -> list[tuple[str | None, str, str]]:
    """(style rules or None, body html, technique) for one hidden text ``t``."""
    return [
        (
            f".nota-{uid}{{display:none}}",
            f'<div class="nota-{uid}">{t}</div>',
            "class rule display:none in <style>",
        ),
        (
            f"#aux-{uid}{{visibility:hidden}}",
            f'<p id="aux-{uid}">{t}</p>',
            "id rule visibility:hidden",
        ),
        (
            f'[data-kb="{uid}"]{{position:absolute;left:-9999px;top:auto}}',
            f'<span data-kb="{uid}">{t}</span>',
            "attribute selector, off-screen left:-9999px",
        ),
        (
            f".wrap-{uid} p{{font-size:0;line-height:0}}",
            f'<div class="wrap-{uid}"><p>{t}</p></div>',
            "descendant selector font-size:0",
        ),
        (
            f".card-{uid}{{background:#ffffff}} .card-{uid} > span{{color:#ffffff}}",
            f'<div class="card-{uid}"><span>{t}</span></div>',
            "child selector, same colour as background (#fff on #fff)",
        ),
        (
            f"@media all {{ .m-{uid} {{ display:none }} }}",
            f'<div class="m-{uid}">{t}</div>',
            "@media all rule display:none",
        ),
        (
            f":root{{--op-{uid}:0}} .v-{uid}{{opacity:var(--op-{uid})}}",
            f'<p class="v-{uid}">{t}</p>',
            "custom property opacity:var(--x)=0",
        ),
        (
            f".h-{uid}{{visibility:hidden;position:absolute}}",
            f'<section class="h-{uid}"><div><p>{t}</p></div></section>',
            "inherited visibility:hidden from ancestor section",
        ),
        (None, f"<div hidden><p>{t}</p></div>", "hidden attribute on ancestor"),
        (
            f".sr-{uid}{{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}",
            f'<span class="sr-{uid}">{t}</span>',
            "clip:rect(0 0 0 0) 1px box",
        ),
        (
            f".fold-{uid}{{height:0;overflow:hidden}}",
            f'<div class="fold-{uid}"><p>{t}</p></div>',
            "height:0 + overflow:hidden on parent",
        ),
        (
            f"p.ind-{uid}{{text-indent:-10000px;overflow:hidden;white-space:nowrap}}",
            f'<p class="ind-{uid}">{t}</p>',
            "text-indent:-10000px",
        ),
        (
            None,
            f'<p style="color:#fff;background-color:#fff;font-size:1px">{t}</p>',
            "inline style white on white 1px",
        ),
        (
            f".cp-{uid}{{clip-path:inset(50%);position:absolute}}",
            f'<div class="cp-{uid}">{t}</div>',
            "clip-path:inset(50%)",
        ),
        (
            f'div[class^="promo-{uid}"] .txt{{display:none !important}}',
            f'<div class="promo-{uid}-x"><span class="txt">{t}</span></div>',
            "prefix attribute selector + descendant, display:none !important",
        ),
        (
            f"body .foot-{uid}>em{{font-size:0.5px;color:transparent}}",
            f'<div class="foot-{uid}"><em>{t}</em></div>',
            "child selector 0.5px transparent",
        ),
    ]


def css(entries: list[tuple[str, str]], label: str, offset: int) -> None:
    for i, (variant, text) in enumerate(entries):
        uid = f"{offset + i:03d}"
        variants = css_variants(uid, html.escape(text, quote=False))
        rules, body, tech = variants[(i + offset) % len(variants)]
        target, at = next_para()
        kw: dict[str, Any] = {"body_snippet": body, "body_at": at}
        if rules:
            kw["head_snippet"] = f"<style>{rules}</style>"
        add(
            label,
            "css-hidden",
            variant,
            "css-hidden",
            tech,
            target=target,
            expect_text=expect_of(text),
            **kw,
        )


# ----------------------------------------------------------------- alt-title
ALT_CHANNELS = (
    "alt",
    "title",
    "aria-label",
    "data-*",
    "meta-description",
    "og:description",
    "twitter:description",
    "alt",
    "title",
    "aria-label",
)
ALT_NEG_CHANNELS = (
    "alt",
    "alt",
    "title",
    "aria-label",
    "aria-label",
    "meta-description",
    "og:description",
    "alt",
    "title",
    "data-*",
    "aria-label",
    "twitter:description",
    "alt",
    "title",
)


def alt_snippet(channel: str, v: str, i: int) -> tuple[str, bool]:
    """(markup, in_head)."""
    if channel == "alt":
        return (
            f'<figure><img src="/media/img-{i}.jpg" width="640" height="360" alt="{v}"></figure>',
            False,
        )
    if channel == "title":
        return f'<p><a href="/nota/{i}" title="{v}">Ver más</a></p>', False
    if channel == "aria-label":
        return f'<button type="button" class="btn-share" aria-label="{v}">&#x2197;</button>', False
    if channel == "data-*":
        attr = ("data-summary", "data-tooltip", "data-ai-note", "data-caption")[i % 4]
        return f'<div class="widget" {attr}="{v}"></div>', False
    if channel == "meta-description":
        return f'<meta name="description" content="{v}">', True
    prop = {"og:description": "property", "og:title": "property"}.get(channel, "name")
    return f'<meta {prop}="{channel}" content="{v}">', True


def alts(entries: list[tuple[str, str]], label: str, channels: tuple[str, ...]) -> None:
    for i, (variant, text) in enumerate(entries):
        channel = channels[i % len(channels)]
        snippet, in_head = alt_snippet(channel, html.escape(text, quote=True), i)
        if in_head:
            add(
                label,
                "alt-title",
                variant,
                channel,
                f"{channel} attribute",
                target=PARAS[(i * 7) % len(PARAS)][0],
                head_snippet=snippet,
                expect_text=expect_of(text),
            )
        else:
            target, at = next_para()
            add(
                label,
                "alt-title",
                variant,
                channel,
                f"{channel} attribute",
                target=target,
                body_snippet=snippet,
                body_at=at,
                expect_text=expect_of(text),
            )


# ----------------------------------------------------------------- json-ld
INJ_TYPES = (
    "Organization",
    "Product",
    "NewsArticle",
    "WebPage",
    "LocalBusiness",
    "MedicalClinic",
    "FinancialService",
    "Hotel",
)
STD_KEYS = ("description", "abstract", "disambiguatingDescription")


def jsonld(entries: list[tuple[str, str, str]], label: str) -> None:
    for i, (variant, key, text) in enumerate(entries):
        if key.startswith("microdata:"):
            prop = key.split(":", 1)[1]
            itype = "Product" if label == "negative" or i % 2 else "Organization"
            v = html.escape(text, quote=True)
            snippet = (
                f'<div itemscope itemtype="https://schema.org/{itype}">'
                f'<meta itemprop="name" content="Ficha {i}">'
                f'<meta itemprop="{prop}" content="{v}"></div>'
            )
            target, at = next_para()
            add(
                label,
                "json-ld",
                variant,
                "microdata",
                f"microdata itemprop={prop}",
                target=target,
                body_snippet=snippet,
                body_at=at,
                expect_text=expect_of(text),
            )
            continue
        if label == "negative":
            obj = neg_jsonld(key, text, i)
            tech = f"ordinary {key} JSON-LD"
        elif key == "faq":
            obj = {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿El tratamiento está cubierto?",
                        "acceptedAnswer": {"@type": "Answer", "text": text},
                    }
                ],
            }
            tech = "FAQPage acceptedAnswer addressed to the assistant"
        else:
            typ = INJ_TYPES[i % len(INJ_TYPES)]
            obj = {
                "@context": "https://schema.org",
                "@type": typ,
                "name": f"Entidad {i}",
                "url": f"https://example.test/e/{i}",
            }
            obj[key] = text
            tech = ("sentence in standard field " if key in STD_KEYS else "invented field ") + key
        snippet = (
            '<script type="application/ld+json">'
            + json.dumps(obj, ensure_ascii=False, indent=1 if i % 3 == 0 else None)
            + "</script>"
        )
        add(
            label,
            "json-ld",
            variant,
            "json-ld",
            tech,
            target=PARAS[(i * 5 + 3) % len(PARAS)][0],
            head_snippet=snippet,
            expect_text=expect_of(text),
        )


def neg_jsonld(typ: str, text: str, i: int) -> dict[str, Any]:
    base: dict[str, Any] = {"@context": "https://schema.org", "@type": typ}
    if typ == "FAQPage":
        base["mainEntity"] = [
            {
                "@type": "Question",
                "name": "¿Cómo descargo mi constancia?",
                "acceptedAnswer": {"@type": "Answer", "text": text},
            }
        ]
    elif typ == "HowTo":
        base["name"] = "Set up a voice assistant"
        base["step"] = [{"@type": "HowToStep", "text": text}]
    elif typ == "BreadcrumbList":
        base["name"] = text
        base["itemListElement"] = [
            {"@type": "ListItem", "position": 1, "name": "Inicio", "item": "https://example.test/"}
        ]
    elif typ == "Recipe":
        base["name"] = "Pan de banana"
        base["recipeInstructions"] = [{"@type": "HowToStep", "text": text}]
    elif typ == "Product":
        base.update(
            {
                "name": "PowerBank 10K",
                "description": text,
                "sku": "PB-10K",
                "offers": {"@type": "Offer", "price": "499.00", "priceCurrency": "MXN"},
            }
        )
    elif typ == "NewsArticle":
        base.update(
            {
                "headline": text,
                "datePublished": "2022-05-16",
                "author": {"@type": "Person", "name": "Redacción"},
            }
        )
    else:
        base.update({"name": f"Entidad {i}", "description": text})
    return base


# ----------------------------------------------------------------- pdf
P = "pdf/"
PDF_TARGETS = [  # (file, page, width, height, scanned)
    ("en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 5, 612, 792, False),
    ("en_us-federal-register-three-column.pdf", 2, 612, 792, False),
    ("en_fbi-nics-background-checks-table.pdf", 1, 1008, 612, False),
    ("es-mx_catalogo-localidades-aguascalientes-table.pdf", 1, 792, 612, False),
    ("en_scanned-letter-with-invisible-ocr-text-tr3.pdf", 1, 301, 393, True),
    ("en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 137, 612, 792, False),
    ("en_scanned-two-column-brochure_no-text-layer.pdf", 1, 612, 792, True),
    ("en_us-federal-register-three-column.pdf", 9, 612, 792, False),
    ("en_graph-image-with-invisible-ocr-text-tr3.pdf", 1, 718, 300, True),
    ("en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", 1, 384, 470, True),
    ("en_irs-internal-revenue-manual-2.3.59_400-pages.pdf", 311, 612, 792, False),
    ("en_us-federal-register-three-column.pdf", 14, 612, 792, False),
]
PDF_TECH = (
    "render-mode-3",
    "white-text",
    "off-page",
    "transparent",
    "under-image",
    "covered",
    "tiny-text",
)


def wrap(text: str, width: int) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for w in para.split():
            if cur and len(cur) + 1 + len(w) > width:
                out.append(cur)
                cur = w
            else:
                cur = f"{cur} {w}".strip()
        if cur:
            out.append(cur)
    return out


def pdfs(entries: list[tuple[str, str]], label: str, offset: int) -> None:
    for i, (variant, text) in enumerate(entries):
        f, page, w, h, scanned = PDF_TARGETS[(i + offset) % len(PDF_TARGETS)]
        tech = PDF_TECH[(i + offset) % len(PDF_TECH)]
        if tech == "under-image" and not scanned:
            tech = "render-mode-3"
        if scanned and tech in ("white-text", "covered", "tiny-text"):
            tech = "under-image"
        size = 7.0
        lines = wrap(text, max(30, int((w - 40) / (size * 0.5))))
        spec: dict[str, Any] = {"page": page, "lines": lines, "size": size, "x": 20.0}
        if tech == "render-mode-3":
            spec.update(y=h / 2, render_mode=3)
        elif tech == "transparent":
            spec.update(y=h * 0.6, fill=[0, 0, 0, 0])
        elif tech == "off-page":
            spec.update(x=-4000.0, y=h / 2)
        elif tech == "under-image":
            spec.update(y=h / 2, z="bottom", fill=[0, 0, 0, 255])
        elif tech == "white-text":
            spec.update(y=4.0 + 7.2 * (len(lines) - 1), size=size, fill=[255, 255, 255, 255])
        elif tech == "covered":
            spec.update(y=4.0 + 7.2 * (len(lines) - 1), fill=[0, 0, 0, 255], cover=[255, 255, 255])
        elif tech == "tiny-text":
            spec.update(y=3.0, size=0.5, leading=0.6, fill=[255, 255, 255, 255])
        add(
            label,
            "pdf-text-layer",
            variant,
            tech,
            tech,
            target=P + f,
            media="pdf",
            pdf=spec,
            expect_text=lines[0],
        )


# ----------------------------------------------------------------- visible (vector 6)
def visible_html(fmt: str, parts: Any, i: int) -> tuple[str, str]:
    """(markup, expect source text)."""
    e = lambda s: html.escape(s, quote=False)  # noqa: E731
    if fmt == "p":
        return f"<p>{e(parts)}</p>", parts
    if fmt == "div":
        return f'<div class="aviso aviso-{i}">{e(parts)}</div>', parts
    if fmt == "pre":
        return f"<pre>{e(parts)}</pre>", parts.split("\n")[0]
    if fmt == "aside":
        return f'<aside class="nota-lateral">{e(parts)}</aside>', parts
    if fmt == "small":
        return f"<p><small>{e(parts)}</small></p>", parts
    if fmt == "code":
        return f"<p><code>{e(parts)}</code></p>", parts
    if fmt == "blockquote":
        return f"<blockquote><p>{e(parts)}</p></blockquote>", parts
    if fmt == "label":
        return (
            f'<form class="verificacion"><label for="campo-{i}">{e(parts)}</label> '
            f'<input id="campo-{i}" name="campo-{i}" type="text"></form>'
        ), parts
    if fmt == "h3p":
        return f"<h3>{e(parts[0])}</h3>\n<p>{e(parts[1])}</p>", parts[0]
    if fmt == "dl":
        return f"<dl>\n<dt>{e(parts[0])}</dt>\n<dd>{e(parts[1])}</dd>\n</dl>", parts[0]
    if fmt == "ul":
        items = "\n".join(f"<li>{e(p)}</li>" for p in parts)
        return f"<ul>\n{items}\n</ul>", parts[0]
    if fmt == "ol":
        items = "\n".join(f"<li>{e(p)}</li>" for p in parts[1:])
        return f"<p>{e(parts[0])}</p>\n<ol>\n{items}\n</ol>", parts[0]
    if fmt == "table":
        rows = "\n".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>" for r in parts)
        return f'<table class="ficha">\n{rows}\n</table>', parts[0][0]
    raise ValueError(fmt)


def visibles(entries: list[tuple[str, str, Any]], label: str) -> None:
    for i, (variant, fmt, parts) in enumerate(entries):
        snippet, src = visible_html(fmt, parts, i)
        target, at = next_para()
        add(
            label,
            "system-impersonation-es",
            variant,
            "visible-text",
            f"visible <{fmt}>",
            target=target,
            body_snippet=snippet,
            body_at=at,
            expect_text=expect_of(src),
        )


def build() -> list[dict[str, Any]]:
    comments(TH.COMMENT_INJ, "injection")
    css(TH.CSS_INJ, "injection", 0)
    alts(TH.ALT_INJ, "injection", ALT_CHANNELS)
    jsonld(TH.JSONLD_INJ, "injection")
    pdfs(TH.PDF_INJ, "injection", 0)
    visibles(TV.SYS_INJ, "injection")
    comments(TH.COMMENT_NEG, "negative")
    css(TH.CSS_NEG, "negative", 5)
    alts(TH.ALT_NEG, "negative", ALT_NEG_CHANNELS)
    jsonld(TH.JSONLD_NEG, "negative")
    pdfs(TH.PDF_NEG, "negative", 3)
    visibles(TV.SYS_NEG, "negative")
    return CASES


def main() -> None:
    cases = build()
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
