"""Generate ``cases.json`` for corpus 42 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal42/gen.py

Reads the captures only to find insertion points (block tags in page bodies, multi-line
JSON objects, block YAML mappings, recorded ``headers``); never copies them.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from content import KEEPERS, PERSONAL, SECRETS  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 4242
TARGETS = [
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
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
]

BLOCK = {
    "p",
    "div",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "section",
    "article",
    "ul",
    "ol",
    "table",
    "header",
    "footer",
    "aside",
    "nav",
    "figure",
    "blockquote",
}
SKIP = {
    "script",
    "style",
    "noscript",
    "pre",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "a",
    "title",
    "option",
    "head",
    "code",
}
TOKEN = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(/?)>", re.S)


def html_points(text: str) -> list[tuple[int, int, str, str]]:
    """(line, col, expect, tag) of block tags after a '>' in the body, outside SKIP elements."""
    m = re.search(r"<body\b", text, re.I)
    pos = m.end() if m else 0
    pts = []
    while True:
        t = TOKEN.search(text, pos)
        if not t:
            break
        pos = t.end()
        if t.group(0).startswith("<!--") or t.group(1):
            continue
        tag = t.group(2).lower()
        if tag in SKIP and not t.group(3):
            close = re.search(rf"</{tag}\s*>", text[pos:], re.I)
            if not close:
                break
            pos += close.end()
            continue
        if tag not in BLOCK:
            continue
        s = t.start()
        ls = text.rfind("\n", 0, s) + 1
        before = text[ls:s]
        line = text.count("\n", 0, s) + 1
        if not before.strip():
            prev = text[:ls].rstrip()
            if prev.endswith(">"):
                pts.append((line, 0, text[ls : s + 1 + len(tag)], tag))
        elif before.rstrip().endswith(">"):
            pts.append((line, s - ls, text[s : s + 1 + len(tag)], tag))
    return pts


def json_points(text: str) -> tuple[list[list], list[list]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for p, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        (hdrs if p and p[-1] == "headers" else objs).append(list(p))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list], list[list]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(n, path):
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                (hdrs if path and path[-1] == "headers" else objs).append(path)
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


def keys_at(text: str, kind: str, path: list) -> set:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for s in path:
        data = data[s]
    return set(data)


RESPONSE_SIDE = {
    "set-cookie",
    "etag",
    "expires",
    "last-modified",
    "cf-ray",
    "request-id",
    "x-request-id",
    "openai-organization",
    "openai-project",
}


def free_headers(inf: tuple, name: str) -> list[list]:
    """Recorded-header mappings of the right side (request/response) that lack ``name``."""
    kind, _, hdrs, text = inf
    side = "response" if name.lower() in RESPONSE_SIDE else "request"
    return [
        h
        for h in hdrs
        if side in h and name.lower() not in {k.lower() for k in keys_at(text, kind, h)}
    ]


TEXT_KEYS = [
    "snippet",
    "description",
    "note",
    "comment",
    "raw_text",
    "extracted_text",
    "content_preview",
    "message",
    "detail",
    "nota",
    "comentario",
    "texto_extraido",
    "summary",
    "body_excerpt",
]


def main() -> None:
    captures = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
    rng = random.Random(SEED)
    info = {}
    for t in TARGETS:
        text = (captures / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            info[t] = ("html", html_points(text), [], text)
        elif t.endswith(".json"):
            info[t] = ("json", *json_points(text), text)
        else:
            info[t] = ("yaml", *yaml_points(text), text)
    use = Counter()
    items = []
    counters = Counter()
    for label, makers, prefix in (
        ("personal", PERSONAL, "per"),
        ("secret", SECRETS, "sec"),
        ("keep", KEEPERS, "keep"),
    ):
        for maker, n in makers:
            for _ in range(n):
                c = maker(rng)
                if "header" in c:
                    ok = [t for t in TARGETS if free_headers(info[t], c["header"])]
                elif "pem" in c:
                    ok = [
                        t for t in TARGETS if info[t][0] != "html" or "es" in t or "injection" in t
                    ]
                else:
                    ok = list(TARGETS)
                if "html" in c and "header" not in c and rng.random() < 0.8:
                    ok = [t for t in ok if info[t][0] == "html"]
                low = min(use[t] for t in ok)
                t = rng.choice([t for t in ok if use[t] <= low + 2])
                use[t] += 1
                counters[prefix] += 1
                iid = f"p42-{prefix}-{counters[prefix]:03d}"
                kind, objs, _hdrs, text = info[t]
                family = (
                    "account-id"
                    if c["kind"] == "account-id"
                    else ("personal" if label == "personal" else label)
                )
                item = dict(
                    id=iid,
                    split="test",
                    label=label,
                    family=family,
                    kind=c["kind"],
                    lang=c["lang"],
                    form="",
                    value=c["value"],
                    target=t,
                )
                if kind == "html":
                    line, col, expect, tag = rng.choice(objs)
                    if "pem" in c:
                        snippet = "<pre>" + "\n".join(c["pem"]) + "</pre>"
                        where = "pre block"
                    elif "html" in c:
                        snippet, item["value"] = c["html"], c["value_html"]
                        where = "link markup"
                    else:
                        raw = (
                            c.get("html_text", c["text"])
                            if "header" not in c
                            else f"{c['header']}: {c['text']}"
                        )
                        if c.get("key") and raw == c["value"]:
                            raw = c["key"].replace("_", " ").capitalize() + ": " + raw
                        body = htmlmod.escape(raw, quote=False)
                        item["value"] = htmlmod.escape(c["value"], quote=False)
                        wrap = "li" if tag == "li" else rng.choice(["p", "p", "div", "p"])
                        cls = rng.choice(
                            [
                                "",
                                ' class="nota"',
                                ' class="contacto"',
                                ' class="snippet"',
                                ' class="aviso"',
                            ]
                        )
                        if "header" in c or c["kind"] in (
                            "api-key-curl",
                            "api-key-env",
                            "cloud-key",
                            "connection-string",
                        ):
                            body = f"<code>{body}</code>"
                        snippet = f"<{wrap}{cls}>{body}</{wrap}>"
                        where = f"<{wrap}> before <{tag}>"
                    item["html"] = dict(snippet=snippet, line=line, col=col, expect=expect)
                else:
                    if "header" in c:
                        path = rng.choice(free_headers(info[t], c["header"]))
                        key, val = c["header"], [c["text"]]
                        where = f"recorded header {key}"
                    else:
                        path = rng.choice(objs)
                        key = c.get("key") or rng.choice(TEXT_KEYS)
                        val = c["text"]
                        where = f"field {key}"
                    if key in keys_at(text, kind, path):
                        key += "_extra"
                    item[kind] = dict(path=path, op="add_field", key=key, value=val)
                item["form"] = f"{c['form']}; {where}"
                items.append(item)
    out = json.dumps(items, ensure_ascii=False, indent=1) + "\n"
    (HERE / "cases.json").write_text(out, encoding="utf-8")
    print(len(items), "items;", dict(Counter(i["label"] for i in items)))


if __name__ == "__main__":
    main()
