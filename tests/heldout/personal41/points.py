"""Find insertion points in the text captures (HTML block starts, JSON/YAML multi-line maps).

Deterministic: the same captures give the same points, in file order.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

TEXT_TARGETS = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/trafilatura-evaldata_subset.json",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
    "injection/bipia_text-attack-instructions_test.json",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
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
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
]

BLOCK = (
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
    "figure",
    "blockquote",
    "main",
    "nav",
)
RAW = ("script", "style", "textarea", "title")
AVOID = (
    "head",
    "noscript",
    "pre",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "a",
    "table",
    "ul",
    "ol",
    "dl",
    "template",
    "span",
    "form",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "figcaption",
    "em",
    "strong",
    "b",
    "i",
    "time",
    "picture",
)
VOID = ("br", "img", "meta", "link", "input", "hr", "source", "wbr", "col", "area", "base")
TAG = re.compile(
    r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<!.*?>|<(/?)([A-Za-z][A-Za-z0-9-]*)\b[^>]*?(/?)>", re.S
)


def html_points(text: str) -> list[dict[str, Any]]:
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    import bisect

    pts = []
    depth: dict[str, int] = {}
    in_body = False
    pos = 0
    while True:
        m = TAG.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(2) is None:
            continue
        close, name, selfclose = m.group(1), m.group(2).lower(), m.group(3)
        if not close and name in RAW:
            end = re.compile(r"</" + name + r"\s*>", re.I).search(text, m.end())
            pos = end.end() if end else len(text)
            continue
        if name == "body" and not close:
            in_body = True
            continue
        if close:
            if depth.get(name):
                depth[name] -= 1
            continue
        if in_body and name in BLOCK and not any(depth.get(a) for a in AVOID):
            at = m.start()
            ln = bisect.bisect_right(offs, at) - 1
            ls = offs[ln]
            before = text[ls:at]
            if not before.strip():
                pts.append({"line": ln + 1, "col": 0, "expect": text[ls : at + 1 + len(name)]})
            elif text[:at].rstrip().endswith(">") and len(before) > 0:
                pts.append(
                    {"line": ln + 1, "col": at - ls, "expect": text[at : at + 1 + len(name)]}
                )
        if name not in VOID and not selfclose:
            depth[name] = depth.get(name, 0) + 1
    return pts


def json_points(text: str) -> list[dict[str, Any]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    pts = []
    for path, (s, _e) in sorted(spans.items(), key=lambda kv: kv[1][0]):
        if text[s] not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] in "}]":
            continue
        node = doc
        for step in path:
            node = node[step]
        if isinstance(node, dict):
            is_headers = (
                bool(path)
                and path[-1] in ("headers", "Headers")
                and all(isinstance(v, list) for v in node.values())
            )
            pts.append(
                {"path": list(path), "op": "add_field", "keys": list(node), "headers": is_headers}
            )
        elif node and all(isinstance(v, str) for v in node):
            pts.append({"path": list(path), "op": "add_item", "keys": [], "headers": False})
    return pts


def yaml_points(text: str) -> list[dict[str, Any]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    pts: list[dict[str, Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = [k.value for k, _ in node.value]
                is_headers = (
                    bool(path)
                    and path[-1] == "headers"
                    and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
                )
                pts.append(
                    {
                        "path": list(path),
                        "op": "add_field",
                        "keys": keys,
                        "headers": is_headers,
                        "line": node.start_mark.line,
                    }
                )
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    pts.sort(key=lambda p: p.pop("line"))
    return pts


def points(captures: Path, target: str) -> list[dict[str, Any]]:
    text = (captures / target).read_bytes().decode("utf-8")
    if target.endswith(".html"):
        return html_points(text)
    if target.endswith(".json"):
        return json_points(text)
    return yaml_points(text)


if __name__ == "__main__":
    cap = Path("/work/shared/captures")
    for t in TEXT_TARGETS:
        ps = points(cap, t)
        print(len(ps), sum(p.get("headers", False) for p in ps), t)
