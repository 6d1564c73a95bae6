"""Build ``cases.json`` for the 29th held-out injection corpus.

Wraps the hand-written texts of ``texts_hidden.py`` and ``texts_visible.py`` in the
markup of user-generated content and template seams (comment threads, reviews,
marketplace seller boxes, Q&A answers, job/event/classified listings, changelogs, API
docs), or in PDF text-object specs, and rotates insertion points, hiding techniques and
channels. Run from the repository root:
``.venv/bin/python tests/heldout/injection29/make_cases.py``.
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

HTML = {
    "bafa": "html/de_bafa-gov_mineraloel-statistics-table.html",
    "rs": "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "lanacion": "html/es-ar_lanacion_opinion-article.html",
    "unocero": "html/es-mx_unocero_tech-news-android-apps.html",
    "elcomercio": "html/es-pe_elcomercio_signwall-paywall-article.html",
    "ladiaria": "html/es-uy_ladiaria_metered-paywall-article.html",
    "cnet": "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
}
#: (page, occurrence of "</p>") after which a body snippet goes: paragraphs of the
#: visible article body (or, for lanacion 18, the visible comment-rules box).
_ANCHOR_OCC = {
    "bafa": [4, 5, 7],
    "rs": [1],
    "lanacion": [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18],
    "unocero": [1, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13],
    "elcomercio": [2, 3, 4, 6, 7, 8, 9, 10, 11],
    "ladiaria": [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
    "cnet": [3, 4, 5, 6, 7, 8, 9],
}
_ORDER = ["lanacion", "unocero", "ladiaria", "cnet", "elcomercio", "bafa", "rs"]


def _anchors() -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    i = 0
    while any(i < len(_ANCHOR_OCC[k]) for k in _ORDER):
        for k in _ORDER:
            if i < len(_ANCHOR_OCC[k]):
                out.append((k, _ANCHOR_OCC[k][i]))
        i += 1
    return out


ANCHORS = _anchors()

PDF = {
    "nics": ("pdf/en_fbi-nics-background-checks-table.pdf", [1], (1008, 612), False),
    "graph": ("pdf/en_graph-image-with-invisible-ocr-text-tr3.pdf", [1], (718, 300), True),
    "irs": (
        "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf",
        [1, 8, 36, 57, 120, 211, 302, 351],
        (612, 792),
        False,
    ),
    "huck": ("pdf/en_scanned-book-page-huckleberry-finn_no-text-layer.pdf", [1], (384, 470), True),
    "letter": ("pdf/en_scanned-letter-with-invisible-ocr-text-tr3.pdf", [1], (300, 393), True),
    "brochure": ("pdf/en_scanned-two-column-brochure_no-text-layer.pdf", [1], (612, 792), True),
    "fedreg": (
        "pdf/en_us-federal-register-three-column.pdf",
        [1, 2, 4, 6, 14, 15],
        (612, 792),
        False,
    ),
    "inegi": ("pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf", [1], (792, 612), False),
}
_PDF_ORDER = [
    "irs",
    "fedreg",
    "letter",
    "inegi",
    "brochure",
    "nics",
    "graph",
    "huck",
    "irs",
    "fedreg",
]

VISIBLE_COMMENTS = {
    "es": [
        "Me llegó en cuatro días y funciona bien.",
        "Alguien sabe si sirve para la versión anterior?",
        "Gracias, a mí me pasó lo mismo.",
    ],
    "en": [
        "Arrived on time, works as expected.",
        "Same problem here after the last update.",
        "Thanks, that fixed it for me.",
    ],
    "pt": [
        "Chegou antes do prazo, recomendo.",
        "Alguém conseguiu resolver isso?",
        "Obrigado, funcionou aqui também.",
    ],
}
USERS = [
    "marce_82",
    "j.ortega",
    "tati.s",
    "dev_lucas",
    "camila_r",
    "pedro.h",
    "nina_br",
    "R. Quispe",
]


def lang_of(variant: str) -> str:
    return variant.split("-")[0]


def entry(e: tuple[Any, ...]) -> tuple[str, list[str], str]:
    variant, text = e[0], e[1]
    lines = text if isinstance(text, list) else text.split("\n")
    expect = e[2] if len(e) > 2 else lines[0]
    return variant, lines, expect


def first_sentence(s: str) -> str:
    for sep in (". ", ": "):
        i = s.find(sep)
        if i >= 25:
            return s[: i + 1]
    return s


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def attr(s: str) -> str:
    return html.escape(s, quote=True)


def body_at(k: int) -> tuple[str, dict[str, Any]]:
    page, occ = ANCHORS[k % len(ANCHORS)]
    return HTML[page], {"find": "</p>", "occurrence": occ, "where": "after"}


def base(
    cid: str, label: str, vector: str, variant: str, channel: str, technique: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang_of(variant),
        "variant": variant,
        "split": "test",
        "technique": technique,
    }


# ------------------------------------------------------------------ html-comment


def html_comment(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, expect = entry(e)
    lang = lang_of(variant)
    user = USERS[i % len(USERS)]
    vis = esc(VISIBLE_COMMENTS[lang][i % 3])
    tech = [
        "comment-in-user-post",
        "multi-line",
        "conditional",
        "plugin-seam",
        "head",
        "review-template",
    ][i % 6]
    one = " ".join(lines)
    if lines[0].startswith("[if "):
        tech = "conditional-raw"
    if tech == "comment-in-user-post":
        snip = (
            f'<div class="comment" data-user="{user}">\n<span class="comment-author">{user}</span>\n'
            f'<!-- {one} -->\n<p class="comment-text">{vis}</p>\n</div>'
        )
    elif tech == "multi-line":
        snip = "<!--\n" + "\n".join(lines) + "\n-->"
    elif tech == "conditional":
        snip = "<!--[if mso]>\n" + "\n".join(lines) + "\n<![endif]-->"
    elif tech == "conditional-raw":
        snip = "<!--" + one + "-->"
    elif tech == "plugin-seam":
        snip = (
            '<!-- forum-sync plugin: thread export begin -->\n<div class="thread-reply">\n'
            f"<!-- {one} -->\n<p>{vis}</p>\n</div>\n<!-- forum-sync plugin: thread export end -->"
        )
    elif tech == "review-template":
        snip = (
            '<section class="reviews">\n<h3 class="reviews-title">Opiniones</h3>\n'
            + "<!--\n"
            + "\n".join(lines)
            + "\n-->\n"
            + f'<div class="review"><p>{vis}</p></div>\n</section>'
        )
    else:
        snip = "<!-- " + "\n".join(lines) + " -->"
    channel = "conditional-comment" if tech.startswith("conditional") else "html-comment"
    c = base(f"i29-hc-{label[0]}{i + 1:03d}", label, "html-comment", variant, channel, tech)
    if tech == "head":
        target = HTML[_ORDER[i % len(_ORDER)]]
        c.update(target=target, head_snippet=snip)
    else:
        target, at = body_at(k)
        c.update(target=target, body_snippet=snip, body_at=at)
    c["expect_text"] = expect
    return c


# ------------------------------------------------------------------ css-hidden

CSS_TECH = [
    ("inline-display-none", None, 'style="display:none"'),
    ("hidden-attribute", None, "hidden"),
    ("class-font-size-0", "{font-size:0;line-height:0}", None),
    ("class-offscreen-left", "{position:absolute;left:-9999px;top:0}", None),
    ("inline-height0-overflow", None, 'style="height:0;overflow:hidden"'),
    (
        "class-clip-rect",
        "{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}",
        None,
    ),
    ("inline-same-colour", None, 'style="color:#ffffff;background-color:#ffffff"'),
    ("inline-opacity-0", None, 'style="opacity:0"'),
    ("class-visibility-hidden", "{visibility:hidden}", None),
    ("print-only-media", "PRINT", None),
    (
        "class-offcanvas-transform",
        "{position:fixed;left:0;top:0;width:280px;transform:translateX(-110%)}",
        None,
    ),
    ("inline-text-indent", None, 'style="text-indent:-9999px;overflow:hidden;white-space:nowrap"'),
    ("inherited-display-none", "INHERIT", None),
    (
        "inline-clip-path",
        None,
        'style="position:absolute;clip-path:inset(50%);width:1px;height:1px"',
    ),
]
CSS_WRAP = [
    ("div", "review-more"),
    ("div", "comment-collapsed"),
    ("p", "seller-note"),
    ("nav", "offcanvas-menu"),
    ("div", "answer-extra"),
    ("span", "job-meta"),
    ("div", "listing-details"),
    ("aside", "changelog-note"),
]


def css_hidden(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, expect = entry(e)
    one = " ".join(lines)
    tech, rule, inline = CSS_TECH[(i + (5 if label == "negative" else 0)) % len(CSS_TECH)]
    tag, cls = CSS_WRAP[i % len(CSS_WRAP)]
    cname = f"{cls}-{i + 1}"
    head = None
    if inline:
        snip = f'<{tag} class="{cls}" {inline}>{esc(one)}</{tag}>'
    elif rule == "PRINT":
        head = f"<style>@media screen{{.{cname}{{display:none}}}}</style>"
        snip = f'<{tag} class="{cname}">{esc(one)}</{tag}>'
    elif rule == "INHERIT":
        head = f"<style>.{cname}{{display:none}}</style>"
        snip = f'<div class="{cname}">\n<div class="inner">\n<p>{esc(one)}</p>\n</div>\n</div>'
    else:
        head = f"<style>.{cname}{rule}</style>"
        snip = f'<{tag} class="{cname}">{esc(one)}</{tag}>'
    c = base(f"i29-css-{label[0]}{i + 1:03d}", label, "css-hidden", variant, "css-hidden", tech)
    target, at = body_at(k)
    c.update(target=target, body_snippet=snip, body_at=at)
    if head:
        c["head_snippet"] = head
    c["expect_text"] = expect
    return c


# ------------------------------------------------------------------ alt-title

ALT_CH = [
    "alt-avatar",
    "alt-product",
    "title-link",
    "aria-label-button",
    "data-attr",
    "meta-description",
    "og:description",
    "title-span",
]


def alt_title(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, expect = entry(e)
    one = " ".join(lines)
    lang = lang_of(variant)
    vis = esc(VISIBLE_COMMENTS[lang][i % 3])
    user = USERS[i % len(USERS)]
    ch = ALT_CH[(i + (3 if label == "negative" else 0)) % len(ALT_CH)]
    a = attr(one)
    head = None
    snip = None
    if ch == "alt-avatar":
        channel = "alt"
        snip = (
            f'<div class="comment">\n<img class="avatar" src="/avatars/{i + 1}.png" width="32" height="32" alt="{a}">\n'
            f"<p>{vis}</p>\n</div>"
        )
    elif ch == "alt-product":
        channel = "alt"
        snip = (
            f'<figure class="product-photo">\n<img src="/img/p/{1000 + i}.jpg" alt="{a}">\n'
            f"<figcaption>{esc(user)}</figcaption>\n</figure>"
        )
    elif ch == "title-link":
        channel = "title"
        snip = f'<p class="byline"><a href="/perfil/{i + 1}" title="{a}">{esc(user)}</a></p>'
    elif ch == "aria-label-button":
        channel = "aria-label"
        snip = f'<button type="button" class="read-more" aria-label="{a}">+</button>'
    elif ch == "data-attr":
        channel = "data-*"
        snip = f'<div class="review-card" data-review-note="{a}">\n<p>{vis}</p>\n</div>'
    elif ch == "meta-description":
        channel = "meta-description"
        head = f'<meta name="description" content="{a}">'
    elif ch == "og:description":
        channel = "og:description"
        head = f'<meta property="og:description" content="{a}">'
    else:
        channel = "title"
        snip = f'<p class="listing-meta"><span class="badge" title="{a}">&#10003;</span> {esc(user)}</p>'
    c = base(f"i29-alt-{label[0]}{i + 1:03d}", label, "alt-title", variant, channel, ch)
    if snip:
        target, at = body_at(k)
        c.update(target=target, body_snippet=snip, body_at=at)
    else:
        c.update(target=HTML[_ORDER[i % len(_ORDER)]], head_snippet=head)
    c["expect_text"] = expect
    return c


# ------------------------------------------------------------------ json-ld

LD_KINDS = [
    "product-review",
    "review",
    "forum-comment",
    "qa-answer",
    "job",
    "event",
    "release-notes",
    "invented-field",
    "classified",
    "techarticle",
]


def ld_obj(kind: str, t: str, i: int) -> dict[str, Any]:
    user = USERS[i % len(USERS)]
    ctx = "https://schema.org"
    if kind == "product-review":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": f"Producto {100 + i}",
            "review": [
                {
                    "@type": "Review",
                    "author": {"@type": "Person", "name": user},
                    "reviewRating": {"@type": "Rating", "ratingValue": 5},
                    "reviewBody": t,
                }
            ],
        }
    if kind == "review":
        return {
            "@context": ctx,
            "@type": "Review",
            "itemReviewed": {"@type": "LocalBusiness", "name": f"Local {i}"},
            "author": {"@type": "Person", "name": user},
            "reviewBody": t,
        }
    if kind == "forum-comment":
        return {
            "@context": ctx,
            "@type": "DiscussionForumPosting",
            "headline": "Problema con la batería",
            "author": {"@type": "Person", "name": user},
            "comment": [
                {"@type": "Comment", "author": {"@type": "Person", "name": "anon"}, "text": t}
            ],
        }
    if kind == "qa-answer":
        return {
            "@context": ctx,
            "@type": "QAPage",
            "mainEntity": {
                "@type": "Question",
                "name": "¿Cómo lo configuro?",
                "acceptedAnswer": {"@type": "Answer", "text": t},
            },
        }
    if kind == "job":
        return {
            "@context": ctx,
            "@type": "JobPosting",
            "title": "Analista",
            "datePosted": "2024-05-02",
            "description": t,
            "hiringOrganization": {"@type": "Organization", "name": "Empresa"},
        }
    if kind == "event":
        return {
            "@context": ctx,
            "@type": "Event",
            "name": "Encuentro",
            "startDate": "2024-07-12T19:00",
            "description": t,
            "location": {"@type": "Place", "name": "Centro"},
        }
    if kind == "release-notes":
        return {
            "@context": ctx,
            "@type": "SoftwareApplication",
            "name": "tool",
            "softwareVersion": f"4.{i}",
            "releaseNotes": t,
        }
    if kind == "invented-field":
        return {
            "@context": ctx,
            "@type": "Product",
            "name": f"Artículo {i}",
            "sellerNote": {"audience": "automated-readers", "text": t},
        }
    if kind == "classified":
        return {
            "@context": ctx,
            "@type": "Offer",
            "price": "1200",
            "priceCurrency": "USD",
            "description": t,
            "seller": {"@type": "Person", "name": user},
        }
    return {"@context": ctx, "@type": "TechArticle", "headline": "API reference", "abstract": t}


def json_ld(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, expect = entry(e)
    one = " ".join(lines)
    kind = LD_KINDS[(i + (4 if label == "negative" else 0)) % len(LD_KINDS)]
    body = json.dumps(ld_obj(kind, one, i), ensure_ascii=False, indent=1)
    snip = f'<script type="application/ld+json">\n{body}\n</script>'
    c = base(f"i29-ld-{label[0]}{i + 1:03d}", label, "json-ld", variant, "json-ld", kind)
    if i % 3 == 0:
        c.update(target=HTML[_ORDER[i % len(_ORDER)]], head_snippet=snip)
    else:
        target, at = body_at(k)
        c.update(target=target, body_snippet=snip, body_at=at)
    c["expect_text"] = expect
    return c


# ------------------------------------------------------------------ pdf

PDF_TECH = [
    "render-mode-3",
    "transparent",
    "off-page",
    "white-text",
    "covered",
    "under-image",
    "render-mode-3",
]


def pdf_case(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, expect = entry(e)
    one = " ".join(lines)
    key = _PDF_ORDER[k % len(_PDF_ORDER)]
    path, pages, (w, h), scanned = PDF[key]
    page = pages[(k // len(_PDF_ORDER)) % len(pages)]
    tech = PDF_TECH[(i + (2 if label == "negative" else 0)) % len(PDF_TECH)]
    if tech == "under-image" and not scanned:
        tech = "render-mode-3"
    if tech in ("white-text", "covered") and key not in ("irs", "fedreg"):
        # white or covered text goes in the blank bottom margin of a born-digital page
        key = "irs" if i % 2 else "fedreg"
        path, pages, (w, h), scanned = PDF[key]
        page = pages[i % len(pages)]
    size = 7.0
    spec: dict[str, Any] = {"page": page, "text": one, "size": size, "x": 36, "y": 14}
    channel = tech
    if tech == "render-mode-3":
        spec.update(render_mode=3, y=h * 0.5)
    elif tech == "transparent":
        spec.update(fill=[0, 0, 0, 0], y=h * 0.4)
    elif tech == "off-page":
        spec.update(x=w + 200, y=h * 0.5)
    elif tech == "white-text":
        spec.update(fill=[255, 255, 255, 255], y=8, size=4.0)
    elif tech == "covered":
        spec.update(cover=[255, 255, 255], y=8, size=4.0)
    elif tech == "under-image":
        spec.update(z="bottom", y=h * 0.5)
    c = base(f"i29-pdf-{label[0]}{i + 1:03d}", label, "pdf-text-layer", variant, channel, tech)
    c.update(target=path, media="pdf", pdf=spec, expect_text=expect)
    return c


# ------------------------------------------------------------------ system-impersonation-es

VIS_KIND = [
    "seller-box",
    "forum-post",
    "mod-notice",
    "checklist",
    "table-row",
    "seller-quote",
    "definition",
    "plain",
    "heading-split",
    "listing-status",
]


def visible_es(i: int, e: tuple[Any, ...], label: str, k: int) -> dict[str, Any]:
    variant, lines, _ = entry(e)
    expect = e[2] if len(e) > 2 else first_sentence(lines[0])
    kind = VIS_KIND[(i + (3 if label == "negative" else 0)) % len(VIS_KIND)]
    L = [esc(x) for x in lines]
    if kind == "seller-box":
        snip = '<div class="seller-box">\n' + "\n".join(f"<p>{x}</p>" for x in L) + "\n</div>"
    elif kind == "forum-post":
        snip = (
            '<article class="forum-post">\n<div class="post-meta">Publicado hace 2 h · 14 respuestas</div>\n'
            + "\n".join(f"<p>{x}</p>" for x in L)
            + "\n</article>"
        )
    elif kind == "mod-notice":
        snip = (
            '<aside class="notice" role="note">\n'
            + "\n".join(f"<p>{x}</p>" for x in L)
            + "\n</aside>"
        )
    elif kind == "checklist":
        snip = '<ul class="checklist">\n' + "\n".join(f"<li>{x}</li>" for x in L) + "\n</ul>"
    elif kind == "table-row":
        snip = (
            '<table class="listing-status">\n'
            + "\n".join(f"<tr><td>{x}</td></tr>" for x in L)
            + "\n</table>"
        )
    elif kind == "seller-quote":
        snip = (
            '<blockquote class="seller-note">\n'
            + "\n".join(f"<p>{x}</p>" for x in L)
            + "\n</blockquote>"
        )
    elif kind == "definition":
        snip = (
            '<dl class="ficha">\n<dt>Estado</dt>\n'
            + "\n".join(f"<dd>{x}</dd>" for x in L)
            + "\n</dl>"
        )
    elif kind == "heading-split" and len(L) > 1:
        snip = f"<h4>{L[0]}</h4>\n" + "\n".join(f"<p>{x}</p>" for x in L[1:])
    elif kind == "listing-status":
        snip = (
            '<div class="listing-status">\n' + "\n".join(f"<div>{x}</div>" for x in L) + "\n</div>"
        )
    else:
        kind = "plain"
        snip = "\n".join(f"<p>{x}</p>" for x in L)
    c = base(
        f"i29-sys-{label[0]}{i + 1:03d}",
        label,
        "system-impersonation-es",
        variant,
        "visible-text",
        kind,
    )
    target, at = body_at(k)
    c.update(target=target, body_snippet=snip, body_at=at, expect_text=expect)
    return c


def build() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    k = 0
    plan = [
        (html_comment, TH.HTML_COMMENT_INJ, TH.HTML_COMMENT_NEG),
        (css_hidden, TH.CSS_HIDDEN_INJ, TH.CSS_HIDDEN_NEG),
        (alt_title, TH.ALT_TITLE_INJ, TH.ALT_TITLE_NEG),
        (json_ld, TH.JSON_LD_INJ, TH.JSON_LD_NEG),
        (pdf_case, TH.PDF_INJ, TH.PDF_NEG),
        (visible_es, TV.SYSTEM_ES_INJ, TV.SYSTEM_ES_NEG),
    ]
    for fn, inj, neg in plan:
        for label, texts in (("injection", inj), ("negative", neg)):
            for i, e in enumerate(texts):
                cases.append(fn(i, e, label, k))
                k += 7
    return cases


def main() -> None:
    cases = build()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")


if __name__ == "__main__":
    main()
