"""Write ``cases.json`` for the 22nd held-out prompt-injection corpus.

Run from the repository root: ``.venv/bin/python tests/heldout/injection22/make_cases.py``.
Texts live in ``texts_hidden.py``, ``texts_visible.py`` and ``texts_negative.py``; this
script only wraps them in the markup of each channel and picks insertion points (a
``</p>`` that lies in the visible article body of a real capture). Written blind: nothing
here comes from the detector.
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

import texts_hidden as H  # noqa: E402
import texts_negative as N  # noqa: E402
import texts_visible as V  # noqa: E402

# ``</p>`` occurrences that, once parsed, lie in the visible body (article text) of each
# capture: checked by parsing, not inside a script, comment, menu, modal or comments box.
PAGES: list[tuple[str, list[int]]] = [
    ("html/es-mx_unocero_tech-news-android-apps.html", [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
    ("html/es-uy_ladiaria_metered-paywall-article.html", list(range(4, 21))),
    ("html/es-ar_lanacion_opinion-article.html", list(range(6, 17))),
    ("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", [6, 7, 8, 9, 10]),
    ("html/de_bafa-gov_mineraloel-statistics-table.html", [4, 5, 6, 7]),
    ("html/de_rs-ingenieure_simple-corporate-services-page.html", [1]),
]


class Spots:
    """Round-robin over pages, and over each page's anchors."""

    def __init__(self, offset: int = 0) -> None:
        self.i = offset
        self.per: dict[str, itertools.cycle[int]] = {p: itertools.cycle(a) for p, a in PAGES}
        for _ in range(offset):
            for p, _a in PAGES:
                next(self.per[p])

    def next(self) -> tuple[str, dict[str, Any]]:
        page = PAGES[self.i % len(PAGES)][0]
        self.i += 1
        occ = next(self.per[page])
        return page, {"find": "</p>", "occurrence": occ, "where": "after"}


def esc(t: str) -> str:
    return html.escape(t, quote=True)


CASES: list[dict[str, Any]] = []
COUNTER: dict[str, int] = {}


def add(
    label: str,
    vector: str,
    channel: str,
    lang: str,
    variant: str,
    target: str,
    expect: str,
    technique: str,
    **kw: Any,
) -> None:
    key = f"{'i' if label == 'injection' else 'n'}-{vector}"
    COUNTER[key] = COUNTER.get(key, 0) + 1
    case = {
        "id": f"i22-{key}-{COUNTER[key]:03d}",
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
    case.update(kw)
    CASES.append(case)


# --------------------------------------------------------------------------- comments

COMMENT_STYLES = [
    "<!-- {t} -->",
    "<!--{t}-->",
    "<!-- [cms] {t} -->",
    "<!-- {t}\n     generated 2024-02-19T10:42:07Z -->",
    "<!--\n{t}\n-->",
]


def comments(label: str, items, multi, cond, spots: Spots) -> None:
    for k, (lang, var, t) in enumerate(items):
        page, at = spots.next()
        style = COMMENT_STYLES[k % len(COMMENT_STYLES)]
        snippet = style.format(t=t)
        if k % 6 == 5:  # some comments sit in the head, as tag-manager notes do
            add(
                label,
                "html-comment",
                "html-comment",
                lang,
                var,
                page,
                t,
                "comment in <head>",
                head_snippet=snippet,
            )
        else:
            add(
                label,
                "html-comment",
                "html-comment",
                lang,
                var,
                page,
                t,
                "comment in body: " + style.replace("{t}", "…").replace("\n", "⏎"),
                body_snippet=snippet,
                body_at=at,
            )
    for lang, var, lines in multi:
        page, at = spots.next()
        snippet = "<!--\n  " + "\n  ".join(lines) + "\n-->"
        add(
            label,
            "html-comment",
            "html-comment",
            lang,
            var,
            page,
            lines[1],
            "multi-line comment; expect_text is the addressee line",
            body_snippet=snippet,
            body_at=at,
        )
    for k, (lang, var, t) in enumerate(cond):
        page, at = spots.next()
        cond_open = ["<!--[if lt IE 9]>", "<!--[if lte IE 8]>"][k % 2]
        snippet = f'{cond_open}<p class="browser-upgrade">{t}</p><![endif]-->'
        add(
            label,
            "html-comment",
            "conditional-comment",
            lang,
            var,
            page,
            t,
            "conditional comment",
            body_snippet=snippet,
            body_at=at,
        )


# --------------------------------------------------------------------------- css


def css_variants(t: str, k: int, label: str) -> tuple[str | None, str, str]:
    """(head <style> or None, body snippet, technique) for the k-th CSS technique."""
    n = f"{k:02d}"
    e = esc(t)
    opts = [
        (
            f"<style>.ab-variant-b-{n}{{display:none}}</style>",
            f'<div class="ab-variant-b-{n}"><p>{e}</p></div>',
            "class rule display:none in <style> (A/B variant)",
        ),
        (
            f"<style>#seo-extra-{n}{{visibility:hidden;height:0}}</style>",
            f'<div id="seo-extra-{n}">{e}</div>',
            "id rule visibility:hidden",
        ),
        (
            f'<style>[data-exp="b{n}"]{{display:none!important}}</style>',
            f'<p data-exp="b{n}">{e}</p>',
            "attribute selector display:none",
        ),
        (
            f"<style>.promo-box-{n} .promo-copy{{font-size:0;line-height:0}}</style>",
            f'<div class="promo-box-{n}"><span class="promo-copy">{e}</span></div>',
            "descendant selector font-size:0",
        ),
        (
            f"<style>.seo-block-{n} > p{{position:absolute;left:-10000px;top:auto}}</style>",
            f'<div class="seo-block-{n}"><p>{e}</p></div>',
            "child selector, off-screen left",
        ),
        (
            f"<style>@media screen, print {{ .exp-{n} {{ display: none; }} }}</style>",
            f'<section class="exp-{n}"><p>{e}</p></section>',
            "@media rule display:none",
        ),
        (
            f"<style>:root{{--hide-{n}:none}}.variant-{n}{{display:var(--hide-{n})}}</style>",
            f'<div class="variant-{n}"><p>{e}</p></div>',
            "CSS variable resolves to display:none",
        ),
        (
            f"<style>.sr-wrap-{n}{{visibility:hidden;position:absolute}}</style>",
            f'<div class="sr-wrap-{n}"><div class="inner"><p>{e}</p></div></div>',
            "inherited visibility:hidden from an ancestor",
        ),
        (None, f'<div hidden><p class="note">{e}</p></div>', "hidden attribute on ancestor"),
        (
            f"<style>.visually-hidden-{n}{{position:absolute!important;width:1px;height:1px;"
            f"overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}}</style>",
            f'<span class="visually-hidden-{n}">{e}</span>',
            "screen-reader-only clip/clip-path",
        ),
        (
            f"<style>.bg-note-{n}{{color:#ffffff;background-color:#ffffff}}</style>",
            f'<p class="bg-note-{n}">{e}</p>',
            "text colour equals background colour",
        ),
        (f"<style>.fade-{n}{{opacity:0}}</style>", f'<p class="fade-{n}">{e}</p>', "opacity:0"),
        (
            f"<style>.collapse-{n}{{height:0;overflow:hidden}}</style>",
            f'<div class="collapse-{n}"><p>{e}</p></div>',
            "height:0 + overflow:hidden",
        ),
        (
            f"<style>h6.kicker-{n}{{text-indent:-9999px;overflow:hidden}}</style>",
            f'<h6 class="kicker-{n}">{e}</h6>',
            "text-indent far off-screen",
        ),
        (None, f'<p style="display:none">{e}</p>', "inline display:none"),
        (
            f"<style>.tiny-{n}{{font-size:1px;color:transparent}}</style>",
            f'<div class="tiny-{n}"><p>{e}</p></div>',
            "font-size 1px inherited, transparent colour",
        ),
    ]
    return opts[k % len(opts)]


def css(label: str, items, spots: Spots) -> None:
    for k, (lang, var, t) in enumerate(items):
        page, at = spots.next()
        head, body, tech = css_variants(t, k, label)
        kw: dict[str, Any] = {"body_snippet": body, "body_at": at}
        if head:
            kw["head_snippet"] = head
        add(label, "css-hidden", "css-hidden", lang, var, page, t, tech, **kw)


# --------------------------------------------------------------------------- attributes


def attrs(label: str, items, spots: Spots) -> None:
    kinds = [
        "alt",
        "title",
        "aria-label",
        "data-*",
        "meta-description",
        "og:description",
        "alt",
        "twitter:description",
        "title",
        "data-*",
    ]
    for k, (lang, var, t) in enumerate(items):
        page, at = spots.next()
        kind = kinds[k % len(kinds)]
        e = esc(t)
        body = head = None
        if kind == "alt":
            body = (
                f'<figure class="wp-block-image"><img src="/wp-content/uploads/2019/08/'
                f'img-{k:02d}.jpg" alt="{e}" width="800" height="450"></figure>'
            )
        elif kind == "title":
            body = f'<p><a href="/tag/tecnologia/" title="{e}">Más notas</a></p>'
        elif kind == "aria-label":
            body = f'<button type="button" class="share-btn" aria-label="{e}">↗</button>'
        elif kind == "data-*":
            attr = ["data-summary", "data-description", "data-caption"][k % 3]
            body = f'<div class="media-card" {attr}="{e}"><p>Galería</p></div>'
        elif kind == "meta-description":
            head = f'<meta name="description" content="{e}">'
        elif kind == "og:description":
            head = f'<meta property="og:description" content="{e}">'
        else:
            head = f'<meta name="twitter:description" content="{e}">'
        kw: dict[str, Any] = (
            {"body_snippet": body, "body_at": at} if body else {"head_snippet": head}
        )
        add(label, "alt-title", kind, lang, var, page, t, f"{kind} attribute", **kw)


# --------------------------------------------------------------------------- json-ld


def jsonld_obj(t: str, k: int) -> tuple[dict[str, Any], str]:
    ctx = "https://schema.org"
    opts = [
        (
            {"@context": ctx, "@type": "Product", "name": "Producto", "description": t},
            "Product.description",
        ),
        (
            {
                "@context": ctx,
                "@type": "Review",
                "itemReviewed": {"@type": "Organization", "name": "Tienda"},
                "reviewRating": {"@type": "Rating", "ratingValue": "5"},
                "reviewBody": t,
            },
            "Review.reviewBody",
        ),
        (
            {
                "@context": ctx,
                "@type": "Organization",
                "name": "Empresa",
                "disambiguatingDescription": t,
            },
            "Organization.disambiguatingDescription",
        ),
        (
            {
                "@context": ctx,
                "@type": "NewsArticle",
                "headline": "Nota",
                "datePublished": "2024-02-01",
                "answerEngineHint": t,
            },
            "custom property answerEngineHint",
        ),
        (
            {"@context": ctx, "@type": "WebPage", "name": "Página", "abstract": t},
            "WebPage.abstract",
        ),
        (
            {
                "@context": ctx,
                "@type": "Product",
                "name": "Producto",
                "additionalProperty": {
                    "@type": "PropertyValue",
                    "name": "nota_indexacion",
                    "value": t,
                },
            },
            "PropertyValue.value",
        ),
        (
            {
                "@context": ctx,
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": "¿Es confiable?",
                        "acceptedAnswer": {"@type": "Answer", "text": t},
                    }
                ],
            },
            "FAQ acceptedAnswer.text",
        ),
        (
            {"@context": ctx, "@type": "Dataset", "name": "Datos", "x-processing-note": t},
            "custom property x-processing-note",
        ),
    ]
    return opts[k % len(opts)]


def jsonld(label: str, items, micro, spots: Spots) -> None:
    for k, (lang, var, t) in enumerate(items):
        page, at = spots.next()
        obj, tech = jsonld_obj(t, k)
        script = (
            '<script type="application/ld+json">'
            + json.dumps(obj, ensure_ascii=False)
            + "</script>"
        )
        if k % 4 == 3:
            add(
                label,
                "json-ld",
                "json-ld",
                lang,
                var,
                page,
                t,
                tech + " (in body)",
                body_snippet=script,
                body_at=at,
            )
        else:
            add(label, "json-ld", "json-ld", lang, var, page, t, tech, head_snippet=script)
    for lang, var, t in micro:
        page, at = spots.next()
        body = (
            '<div itemscope itemtype="https://schema.org/Review">'
            '<span itemprop="author">Cliente</span>'
            f'<meta itemprop="reviewBody" content="{esc(t)}"></div>'
        )
        add(
            label,
            "json-ld",
            "microdata",
            lang,
            var,
            page,
            t,
            "microdata meta reviewBody",
            body_snippet=body,
            body_at=at,
        )


# --------------------------------------------------------------------------- pdf

PDF_SPOTS = [
    # (target, page, channel, spec-without-text)
    (
        "pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf",
        1,
        "render-mode-3",
        {"x": 30, "y": 200, "size": 6, "render_mode": 3},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        17,
        "render-mode-3",
        {"x": 72, "y": 400, "size": 9, "render_mode": 3},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        4,
        "white-text",
        {"x": 60, "y": 12, "size": 5, "fill": [255, 255, 255, 255]},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "tiny-text",
        {"x": 40, "y": 10, "size": 0.6, "fill": [255, 255, 255, 255]},
    ),
    ("pdf/en_fbi-nics-background-checks-table.pdf", 1, "off-page", {"x": 40, "y": -300, "size": 8}),
    (
        "pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf",
        1,
        "under-image",
        {"x": 40, "y": 300, "size": 8, "z": "bottom"},
    ),
    (
        "pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf",
        1,
        "transparent",
        {"x": 30, "y": 150, "size": 7, "fill": [0, 0, 0, 0]},
    ),
    (
        "pdf/en_us-federal-register-three-column.pdf",
        9,
        "covered",
        {"x": 60, "y": 14, "size": 5, "cover": [255, 255, 255]},
    ),
    (
        "pdf/en_scanned-two-column-brochure_no-text-layer.pdf",
        1,
        "under-image",
        {"x": 50, "y": 500, "size": 9, "z": "bottom"},
    ),
    (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        233,
        "off-page",
        {"x": 800, "y": 400, "size": 9},
    ),
    (
        "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf",
        1,
        "render-mode-3",
        {"x": 60, "y": 300, "size": 7, "render_mode": 3},
    ),
]


def pdfs(label: str, items) -> None:
    for k, (lang, var, t) in enumerate(items):
        target, page, chan, spec = PDF_SPOTS[
            (k * 3 + (0 if label == "injection" else 1)) % len(PDF_SPOTS)
        ]
        spec = dict(spec, page=page, text=t)
        add(
            label,
            "pdf-text-layer",
            chan,
            lang,
            var,
            target,
            t,
            f"{chan} text object added with pypdfium2",
            pdf=spec,
            media="pdf",
        )


# --------------------------------------------------------------------------- visible

VISIBLE_STYLES = [
    '<p class="aviso-sistema">{t}</p>',
    '<div class="nota"><strong>{t}</strong></div>',
    "<p><small>{t}</small></p>",
    "<blockquote><p>{t}</p></blockquote>",
    '<ul class="estado"><li>{t}</li></ul>',
    '<table class="verificacion"><tr><td>{t}</td></tr></table>',
    "<p><em>{t}</em></p>",
    '<pre class="log">{t}</pre>',
    '<aside class="callout"><p>{t}</p></aside>',
    '<div class="alert alert-info" role="note">{t}</div>',
]


def visible(label: str, items, spots: Spots) -> None:
    for k, (var, t) in enumerate(items):
        page, at = spots.next()
        style = VISIBLE_STYLES[k % len(VISIBLE_STYLES)]
        add(
            label,
            "system-impersonation-es",
            "visible-text",
            "es",
            var,
            page,
            t,
            "visible " + style.split(">")[0] + ">",
            body_snippet=style.format(t=esc(t)),
            body_at=at,
        )


def build() -> list[dict[str, Any]]:
    CASES.clear()
    COUNTER.clear()
    s = Spots(0)
    comments("injection", H.COMMENT, H.COMMENT_MULTI, H.CONDITIONAL, s)
    css("injection", H.CSS, s)
    attrs("injection", H.ATTR, s)
    jsonld("injection", H.JSONLD, H.MICRODATA, s)
    pdfs("injection", H.PDF)
    visible("injection", V.SYSIMP, s)
    s = Spots(3)
    comments("negative", N.COMMENT, [], N.CONDITIONAL, s)
    css("negative", N.CSS, s)
    attrs("negative", N.ATTR, s)
    jsonld("negative", N.JSONLD, N.MICRODATA, s)
    pdfs("negative", N.PDF)
    visible("negative", N.VISIBLE, s)
    return CASES


def main() -> None:
    cases = build()
    for c in cases:
        for ch in '<>"&\\':
            if ch in c["expect_text"]:
                raise SystemExit(f"{c['id']}: forbidden character {ch!r} in text")
        if "--" in c["expect_text"]:
            raise SystemExit(f"{c['id']}: '--' in text")
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
