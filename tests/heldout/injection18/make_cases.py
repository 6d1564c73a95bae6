"""Build ``cases.json`` of the injection18 corpus from the hand-written texts.

Run from the repository root: ``.venv/bin/python tests/heldout/injection18/make_cases.py``.
It reads the captures only to pick ``</p>`` anchors inside the visible article body.
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

import plant as P  # noqa: E402
import texts_hidden as H  # noqa: E402
import texts_more as M  # noqa: E402
import texts_visible as V  # noqa: E402

# Lines of each page whose ``</p>`` closes a paragraph of the visible article body.
BODY_LINES: dict[str, set[int]] = {
    "html/es-ar_lanacion_opinion-article.html": set(range(470, 585)),
    "html/es-mx_unocero_tech-news-android-apps.html": {115, 154, 155, 157, 158, 163, 166, 167, 169},
    "html/es-uy_ladiaria_metered-paywall-article.html": set(range(931, 960)),
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html": set(range(387, 508)),
    "html/de_bafa-gov_mineraloel-statistics-table.html": {237, 239, 245},
    "html/de_rs-ingenieure_simple-corporate-services-page.html": {164},
}


def slots(captures: Path) -> list[tuple[str, int]]:
    out: list[list[tuple[str, int]]] = []
    for target, lines in BODY_LINES.items():
        data = (captures / target).read_bytes()
        mine = []
        pos, occ = -1, 0
        while True:
            pos = data.find(b"</p>", pos + 1)
            if pos < 0:
                break
            occ += 1
            if P.line_of(data, pos) in lines:
                mine.append((target, occ))
        out.append(mine)
    # interleave pages so that consecutive cases land on different pages
    res = [s for grp in itertools.zip_longest(*out) for s in grp if s]
    return res


class Slots:
    def __init__(self, captures: Path) -> None:
        self.s = slots(captures)
        self.i = 0

    def next(self) -> tuple[str, int]:
        s = self.s[self.i % len(self.s)]
        self.i += 1
        return s


def esc(t: str) -> str:
    return html.escape(t, quote=False)


def attr(t: str) -> str:
    return html.escape(t, quote=True)


def base(
    cid: str, label: str, vector: str, channel: str, lang: str, variant: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "label": label,
        "vector": vector,
        "channel": channel,
        "lang": lang,
        "variant": variant,
        "split": "test",
    }


def body(case: dict[str, Any], sl: Slots, snippet: str) -> None:
    target, occ = sl.next()
    case["target"] = target
    case["body_snippet"] = snippet
    case["body_at"] = {"find": "</p>", "occurrence": occ, "where": "after"}


def build(captures: Path) -> list[dict[str, Any]]:
    sl = Slots(captures)
    cases: list[dict[str, Any]] = []
    n = itertools.count(1)

    def cid(label: str, short: str) -> str:
        return f"i18-{'inj' if label == 'injection' else 'neg'}-{short}-{next(n):03d}"

    # html comments
    for label, rows in (("injection", H.COMMENT_INJ), ("negative", H.COMMENT_NEG)):
        for lang, variant, kind, text in rows:
            ch = "conditional-comment" if kind == "cond" else "html-comment"
            c = base(cid(label, "com"), label, "html-comment", ch, lang, variant)
            if kind == "ml":
                snip = "<!--\n" + "\n".join(text) + "\n-->"
                c["expect_text"] = text[0]
            elif kind == "cond":
                snip = f"<!--[if IE]><p>{esc(text)}</p><![endif]-->"
                c["expect_text"] = text
            else:
                snip = f"<!-- {text} -->"
                c["expect_text"] = text
            c["technique"] = {
                "c": "one-line comment in body",
                "h": "comment in <head>",
                "ml": "multi-line comment",
                "cond": "conditional comment",
            }[kind]
            if kind == "h":
                c["target"] = sl.next()[0]
                c["head_snippet"] = snip
            else:
                body(c, sl, snip)
            cases.append(c)

    # css hidden
    for label, rows in (("injection", H.CSS_INJ), ("negative", H.CSS_NEG)):
        for lang, variant, tech, css, tpl, text in rows:
            c = base(cid(label, "css"), label, "css-hidden", "css-hidden", lang, variant)
            c["technique"] = tech
            c["expect_text"] = text
            body(c, sl, tpl.replace(">T<", ">" + esc(text) + "<"))
            if css:
                c["head_snippet"] = f"<style>{css}</style>"
            cases.append(c)

    # attributes / meta / data-*
    meta = {
        "meta-description": ("name", "description"),
        "og:description": ("property", "og:description"),
        "og:title": ("property", "og:title"),
        "twitter:description": ("name", "twitter:description"),
    }
    for label, rows in (("injection", M.ATTR_INJ), ("negative", M.ATTR_NEG)):
        for k, (lang, variant, ch, text) in enumerate(rows):
            c = base(cid(label, "att"), label, "alt-title", ch, lang, variant)
            c["expect_text"] = text
            a = attr(text)
            if ch in meta:
                key, val = meta[ch]
                c["target"] = sl.next()[0]
                c["head_snippet"] = f'<meta {key}="{val}" content="{a}">'
            elif ch == "alt":
                body(c, sl, f'<figure><img src="/img/foto-{k}.jpg" alt="{a}" width="600"></figure>')
            elif ch == "title":
                body(c, sl, f'<p><a href="#nota-{k}" title="{a}">Ver más</a></p>')
            elif ch == "aria-label":
                body(c, sl, f'<button type="button" aria-label="{a}">&#x2715;</button>')
            else:
                name = ["data-note", "data-ai", "data-tracking", "data-meta", "data-info"][k % 5]
                body(c, sl, f'<div class="widget" {name}="{a}"></div>')
            cases.append(c)

    # json-ld / microdata
    types = ["Organization", "NewsArticle", "Product", "WebPage", "LocalBusiness"]
    fields = ["assistantNote", "x-llm", "processingHint", "aiPolicy", "readerConfig"]
    for label, rows in (("injection", M.JSONLD_INJ), ("negative", M.JSONLD_NEG)):
        for k, (lang, variant, kind, text) in enumerate(rows):
            ch = "microdata" if kind == "microdata" else "json-ld"
            c = base(cid(label, "jld"), label, "json-ld", ch, lang, variant)
            c["expect_text"] = text
            c["technique"] = kind
            t = types[k % 5]
            if kind == "microdata":
                if k % 2:
                    snip = (
                        f'<div itemscope itemtype="https://schema.org/Review">'
                        f'<meta itemprop="reviewBody" content="{attr(text)}"></div>'
                    )
                else:
                    snip = (
                        f'<div itemscope itemtype="https://schema.org/Product">'
                        f'<span itemprop="description">{esc(text)}</span></div>'
                    )
                body(c, sl, snip)
                cases.append(c)
                continue
            obj: dict[str, Any] = {"@context": "https://schema.org", "@type": t, "name": "Ficha"}
            if kind == "jsonld-field":
                if label == "negative":
                    obj["articleSection" if k % 2 else "genre"] = text
                else:
                    obj[fields[k % 5]] = text
            elif kind == "jsonld-nested":
                obj["publisher"] = {
                    "@type": "Organization",
                    "name": "Editora",
                    "potentialAction": {"@type": "Action", "description": text},
                }
            else:
                obj["description"] = text
            js = json.dumps(obj, ensure_ascii=False, indent=1 if k % 3 == 0 else None)
            snip = f'<script type="application/ld+json">{js}</script>'
            if k % 2:
                c["target"] = sl.next()[0]
                c["head_snippet"] = snip
            else:
                body(c, sl, snip)
            cases.append(c)

    # pdf
    for label, rows in (("injection", M.PDF_INJ), ("negative", M.PDF_NEG)):
        for lang, target, page, ch, text in rows:
            c = base(cid(label, "pdf"), label, "pdf-text-layer", ch, lang, lang)
            c["target"] = target
            c["media"] = "pdf"
            c["expect_text"] = text
            spec: dict[str, Any] = {"page": page, "text": text, "x": 36, "y": 14, "size": 6}
            if ch == "render-mode-3":
                spec.update(render_mode=3, y=300, size=9)
            elif ch == "white-text":
                spec.update(fill=[255, 255, 255, 255])
            elif ch == "tiny-text":
                spec.update(size=0.6)
            elif ch == "off-page":
                spec.update(x=-2000, y=-2000, size=9)
            elif ch == "transparent":
                spec.update(fill=[0, 0, 0, 0], y=200, size=9)
            elif ch == "covered":
                spec.update(cover=[255, 255, 255], y=6, size=5)
            elif ch == "under-image":
                spec.update(z="bottom", y=150, size=9)
            c["pdf"] = spec
            c["technique"] = ch
            cases.append(c)

    # visible spanish text
    for label, rows in (("injection", V.VISIBLE_INJ), ("negative", V.VISIBLE_NEG)):
        for variant, tag, text in rows:
            c = base(
                cid(label, "vis"), label, "system-impersonation-es", "visible-text", "es", variant
            )
            c["expect_text"] = text.split("\n")[0]
            cls = ' class="aviso"' if tag == "div" else ""
            body(c, sl, f"<{tag}{cls}>{esc(text)}</{tag}>")
            c["technique"] = f"visible <{tag}>"
            cases.append(c)
    return cases


def main() -> int:
    cases = build(P.default_captures())
    P.CASES_PATH.write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
