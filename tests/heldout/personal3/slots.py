"""Where an item can be planted in each capture, found by reading the captures.

Slot kinds:

- ``html``: a point inside ``<body>`` just before a block tag (``<p``, ``<div``, ``<li``,
  ...), outside ``<script>``/``<style>``/comments/``<pre>``/``<textarea>``/``<noscript>``
  /``<template>``/``<svg>``; col 0 when the tag starts its line, else the line is broken there.
- ``obj``: a multi-line JSON object / YAML block mapping (new member on its own line).
- ``hdr``: a recorded headers map of a cassette (JSON ``{"Name": ["v"]}``, YAML ``name:``
  then ``- "v"``).
- ``str``: a one-line text value (snippet, content, description, title...) to append to.
- ``arr``: a multi-line array of strings (new first element on its own line).
- ``body``: a recorded request/response body string that is itself a JSON object.

``clean`` says whether the line the edit lands on carries nothing that looks like a
credential or a datum (``@``, long digit runs, key/token/cookie words); keepers whose line
is shared with the capture only go to clean slots.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

HTML_TARGETS = [
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
]
JSON_TARGETS = [
    "search/anthropic-web-search_vercel-ai_tech-news.json",
    "search/bing_semantic-kernel_what-is-sk.json",
    "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/brave_semantic-kernel_what-is-sk.json",
    "search/brave_semantic-kernel_what-is-sk_site-filter.json",
    "search/google-cse_semantic-kernel_what-is-sk.json",
    "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/openai-web-search_vercel-ai_tech-news.json",
    "search/perplexity-sonar_vercel-ai_citations.json",
    "search/tavily_semantic-kernel_what-is-sk.json",
    "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
    "injection/bipia_text-attack-instructions_test.json",
]
YAML_TARGETS = [
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
]

TEXT_KEYS = {
    "content",
    "snippet",
    "description",
    "text",
    "title",
    "name",
    "answer",
    "htmlSnippet",
    "og:description",
    "displayText",
    "long_name",
}
DIRTY = re.compile(r"@|\d{7,}|key|token|secret|cookie|bearer|passw|auth|session", re.I)
EXCLUDED = re.compile(
    r"<(script|style|noscript|textarea|template|pre|svg|title|select)\b.*?</\1\s*>|<!--.*?-->",
    re.S | re.I,
)
BLOCK = re.compile(r"<(p|div|li|section|article|footer|h2|h3|ul|table|aside|figure)[\s>]", re.I)


def _lines(text: str) -> list[int]:
    offs = [0]
    for m in re.finditer("\n", text):
        offs.append(m.end())
    return offs


def html_slots(text: str) -> list[dict[str, Any]]:
    body = re.search(r"<body\b", text, re.I)
    if not body:
        return []
    start = text.find(">", body.end()) + 1
    end = text.lower().rfind("</body")
    end = end if end > 0 else len(text)
    bad = [(m.start(), m.end()) for m in EXCLUDED.finditer(text)]
    offs = _lines(text)
    out: list[dict[str, Any]] = []
    seen_lines: set[int] = set()
    import bisect

    for m in BLOCK.finditer(text, start, end):
        at = m.start()
        if any(a <= at < b for a, b in bad):
            continue
        ln = bisect.bisect_right(offs, at)  # 1-based line
        ls = offs[ln - 1]
        if text[ls:at].strip() == "":
            col = 0
            expect = text[ls : at + 6]
        else:
            col = at - ls
            expect = text[at : at + 6]
        key = (ln, col)
        if ln in seen_lines and col == 0:
            continue
        seen_lines.add(ln)
        out.append({"kind": "html", "line": ln, "col": col, "expect": expect, "key": key})
    return out


def json_slots(text: str) -> list[dict[str, Any]]:
    data = json.loads(text.lstrip("\ufeff"))
    out: list[dict[str, Any]] = []

    def walk(x: Any, path: list[Any]) -> None:
        last = path[-1] if path else None
        if isinstance(x, dict):
            if last in ("headers",):
                out.append({"kind": "hdr", "path": path})
            elif x and isinstance(last, (int, str)):
                out.append({"kind": "obj", "path": path})
            for k, v in x.items():
                walk(v, [*path, k])
        elif isinstance(x, list):
            if (
                x
                and all(isinstance(v, str) for v in x)
                and last
                not in (
                    "Authorization",
                    "Cookie",
                    "set-cookie",
                    "Set-Cookie",
                )
                and not (len(path) > 1 and path[-2] == "headers")
            ):
                out.append({"kind": "arr", "path": path})
            for i, v in enumerate(x):
                walk(v, [*path, i])
        elif isinstance(x, str):
            stripped = x.strip()
            if stripped.startswith("{") and last == "string":
                try:
                    inner = json.loads(stripped)
                except ValueError:
                    inner = None
                if isinstance(inner, dict):
                    out.append({"kind": "body", "path": path, "clean": not DIRTY.search(x)})
            elif last in TEXT_KEYS and 15 < len(x) < 3000 and "\n" not in x:
                out.append({"kind": "str", "path": path, "clean": not DIRTY.search(x)})

    walk(data, [])
    return out


def yaml_slots(text: str) -> list[dict[str, Any]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[dict[str, Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        last = path[-1] if path else None
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                kind = "hdr" if last == "headers" else "obj"
                if last is not None:
                    out.append({"kind": kind, "path": path})
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])
        elif (
            isinstance(node, yaml.ScalarNode)
            and last in TEXT_KEYS
            and 15 < len(node.value) < 3000
            and "\n" not in node.value
            and node.start_mark.line == node.end_mark.line
        ):
            out.append({"kind": "str", "path": path, "clean": not DIRTY.search(node.value)})

    walk(root, [])
    return out


def all_slots(captures: Path) -> dict[str, list[dict[str, Any]]]:
    res: dict[str, list[dict[str, Any]]] = {}
    for t in HTML_TARGETS:
        res[t] = html_slots((captures / t).read_text(encoding="utf-8"))
    for t in JSON_TARGETS:
        res[t] = json_slots((captures / t).read_text(encoding="utf-8"))
    for t in YAML_TARGETS:
        res[t] = yaml_slots((captures / t).read_text(encoding="utf-8"))
    return res
