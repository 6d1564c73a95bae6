"""Deterministic generator of corpus 60: builds every item, plants it, checks it, writes cases.json.

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python tests/heldout/personal60/gen.py

Insertion points are found in the captures themselves: in HTML, a block tag (``p``, ``div``,
``section``, ``article``, ``h1``-``h6``, ``ul``, ``ol``, ``table``, ...) that follows a ``>``
inside ``<body>``, outside head/script/style/comments/noscript/pre/textarea/select/svg/
iframe/button/label/template, lists, tables, links, paragraphs and hidden elements; in JSON
and YAML, every multi-line object / block mapping (a cassette's ``headers`` mappings for
recorded headers). Same seed, same captures -> same cases.json.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from plant import PlantError, _JsonSpans, plant  # noqa: E402

SEED = 6060
PREFIX = {"personal": "p60-per", "secret": "p60-sec", "keep": "p60-keep"}

TARGETS = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/trafilatura-evaldata_subset.json",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/bipia_text-attack-instructions_test.json",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
    "search/anthropic-web-search_vercel-ai_tech-news.json",
    "search/bing_semantic-kernel_what-is-sk.json",
    "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/brave_semantic-kernel_what-is-sk.json",
    "search/brave_semantic-kernel_what-is-sk_site-filter.json",
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "search/google-cse_semantic-kernel_what-is-sk.json",
    "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/openai-web-search_vercel-ai_tech-news.json",
    "search/perplexity-sonar_vercel-ai_citations.json",
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
    "search/tavily_semantic-kernel_what-is-sk.json",
    "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
]
CASSETTES = [t for t in TARGETS if ".cassette." in t]

# ------------------------------------------------------------------ HTML insertion points

ANCHORS = {
    "p",
    "div",
    "section",
    "article",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "header",
    "footer",
    "aside",
    "main",
    "blockquote",
    "figure",
    "form",
    "dl",
}
BAD = {
    "head",
    "noscript",
    "pre",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "table",
    "ul",
    "ol",
    "dl",
    "a",
    "p",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "form",
    "nav",
    "figure",
    "picture",
    "video",
    "audio",
    "object",
    "math",
    "em",
    "strong",
    "b",
    "i",
    "small",
    "blockquote",
    "code",
    "tr",
    "td",
    "th",
    "li",
}
VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
    "keygen",
}
HIDDEN = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|"
    r"color\s*:\s*#?f{3,6}\b|color\s*:\s*white|\bhidden\b|aria-hidden|sr-only|"
    r"opacity\s*:\s*0|position\s*:\s*absolute|offscreen|visually-hidden|modal|"
    r"cookie|popup|overlay|paywall|signwall",
    re.I,
)
TOKEN = re.compile(
    r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<!\w[^>]*>|<(/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>",
    re.S,
)


def html_points(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) of safe insertion points."""
    points = []
    stack: list[tuple[str, bool]] = []
    in_body = False
    pos = 0
    while True:
        m = TOKEN.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(2) is None:
            continue
        close, tag, attrs = m.group(1), m.group(2).lower(), m.group(3) or ""
        if not close and tag in ("script", "style", "textarea", "title", "xmp"):
            end = re.compile(rf"</{tag}\s*>", re.I).search(text, pos)
            pos = end.end() if end else len(text)
            continue
        if tag == "body" and not close:
            in_body = True
            continue
        if close:
            for k in range(len(stack) - 1, -1, -1):
                if stack[k][0] == tag:
                    del stack[k:]
                    break
            continue
        if (
            in_body
            and tag in ANCHORS
            and not any(bad for _, bad in stack)
            and not HIDDEN.search(attrs)
        ):
            before = text[: m.start()].rstrip(" \t\r\n")
            if before.endswith(">"):
                ls = text.rfind("\n", 0, m.start()) + 1
                if text[ls : m.start()].strip() == "":
                    points.append((text.count("\n", 0, ls) + 1, 0, text[ls : m.start() + 12]))
                else:
                    points.append(
                        (
                            text.count("\n", 0, ls) + 1,
                            m.start() - ls,
                            text[m.start() : m.start() + 12],
                        )
                    )
        if tag in VOID or attrs.rstrip().endswith("/"):
            continue
        stack.append((tag, tag in BAD or tag == "head" or bool(HIDDEN.search(attrs))))
    return points


# ------------------------------------------------------------------ JSON / YAML points


def json_points(text: str) -> tuple[list[tuple[list, set]], list[tuple[list, set]]]:
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    plain, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        node = data
        for step in path:
            node = node[step]
        keys = set(node)
        if path and path[-1] == "headers" and all(isinstance(v, list) for v in node.values()):
            headers.append((list(path), keys))
        else:
            plain.append((list(path), keys))
    return plain, headers


def yaml_points(text: str) -> tuple[list[tuple[list, set]], list[tuple[list, set]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    plain, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                keys = {k.value for k, _ in node.value}
                if path and path[-1] == "headers":
                    headers.append((list(path), keys))
                else:
                    plain.append((list(path), keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(root, [])
    return plain, headers


# ------------------------------------------------------------------ assembly

KEYS = {
    "es": ["nota", "comentario", "detalle", "observaciones", "fragmento", "mensaje", "texto_extra"],
    "en": ["note", "comment", "snippet_note", "raw_text", "message_extra", "annotation"],
    "pt": ["observacao", "nota_pt", "trecho", "mensagem"],
}
TECH = (
    "log",
    "CSV",
    "env",
    "curl",
    "INI",
    "YAML line",
    "connection",
    "header text",
    "request URL",
    "traceback",
    "error JSON",
    "config",
    "URL path",
    "commit",
    "manifest",
    "analytics",
    "SRI",
)


def snippet_for(d: dict[str, Any], anchor_expect: str) -> str:
    v = d["value"]
    if "pem" in d:
        rows = [htmlmod.escape(r, quote=False) for r in d["pem"]]
        return "<pre>" + rows[0] + "\n" + "\n".join(rows[1:]) + "</pre>"
    if d.get("html"):
        inner = d["html"].replace("{v}", htmlmod.escape(v))
    else:
        inner = htmlmod.escape(d["text"], quote=False)
        if any(t in d["form"] for t in TECH):
            return f'<div class="nota-tecnica"><code>{inner}</code></div>'
    tag = "div" if anchor_expect.lstrip().startswith("<div") else "p"
    return f"<{tag}>{inner}</{tag}>"


def build(captures: Path) -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    cache: dict[str, Any] = {}

    def points(target: str):
        if target not in cache:
            text = (captures / target).read_bytes().decode("utf-8")
            if target.endswith(".html"):
                cache[target] = html_points(text)
            elif target.endswith(".json"):
                cache[target] = json_points(text)
            else:
                cache[target] = yaml_points(text)
        return cache[target]

    items: list[dict[str, Any]] = []
    order = list(TARGETS)
    rng.shuffle(order)
    tcount = 0
    hcount = 0
    for label, table in (
        ("personal", content.PERSONAL),
        ("secret", content.SECRET),
        ("keep", content.KEEP),
    ):
        n = 0
        for kind, (family, maker, count) in table.items():
            for i in range(count):
                d = maker(rng, i)
                v = d["value"]
                assert not any(c in v for c in '"\\\n\r\t'), (kind, v)
                n += 1
                item: dict[str, Any] = {
                    "id": f"{PREFIX[label]}-{n:03d}",
                    "split": "test",
                    "label": label,
                    "family": family,
                    "kind": kind,
                    "lang": d["lang"],
                }
                if d.get("header"):
                    target = CASSETTES[hcount % len(CASSETTES)]
                    hcount += 1
                    plain, headers = points(target)
                    path, keys = rng.choice(headers)
                    name, hv = d["header"]
                    key = name if name not in keys else name + "_extra"
                    kindf = "json" if target.endswith(".json") else "yaml"
                    item.update(form=d["form"], value=v, target=target)
                    item[kindf] = {"path": path, "op": "add_field", "key": key, "value": [hv]}
                else:
                    target = order[tcount % len(order)]
                    tcount += 1
                    if target.endswith(".html"):
                        line, col, expect = rng.choice(points(target))
                        snip = snippet_for(d, expect)
                        value = htmlmod.escape(v)
                        item.update(
                            form=d["form"] + ", HTML snippet",
                            value=value,
                            target=target,
                            html={"snippet": snip, "line": line, "col": col, "expect": expect},
                        )
                    else:
                        plain, _headers = points(target)
                        path, keys = rng.choice(plain)
                        key = d.get("key") or rng.choice(KEYS[d["lang"]])
                        if key in keys:
                            key += "_extra"
                        kindf = "json" if target.endswith(".json") else "yaml"
                        item.update(
                            form=d["form"] + f", {kindf.upper()} field", value=v, target=target
                        )
                        item[kindf] = {
                            "path": path,
                            "op": "add_field",
                            "key": key,
                            "value": d["text"],
                        }
                items.append(item)
    return items


def main() -> int:
    captures = Path(
        os.environ.get("HELDOUT_CAPTURES") or HERE.parents[2].parent / "shared" / "captures"
    )
    items = build(captures)
    bad = 0
    for it in items:
        try:
            p = plant(it, captures)
        except PlantError as exc:
            print("PLANT ERROR", it["id"], exc)
            bad += 1
            continue
        if it["value"] not in p.text.split("\n")[p.line - 1]:
            print("LINE ERROR", it["id"])
            bad += 1
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written, {bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
