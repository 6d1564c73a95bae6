"""Find insertion points in the text captures (HTML block positions, JSON/YAML mappings).

Read-only over the captures; nothing of them is copied. Used by gen.py.
"""

# ruff: noqa: B007
from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import lxml.html
import yaml
from plant import PlantError, _JsonSpans, plant

TEXT_CAPTURES = [
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
    "main",
    "nav",
    "span",
)
BAD_ANCESTORS = {
    "head",
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
    "a",
    "p",
    "ul",
    "ol",
    "table",
    "tr",
    "tbody",
    "thead",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "form",
    "option",
    "template",
    "math",
    "object",
    "picture",
    "video",
    "audio",
    "dl",
    "em",
    "strong",
    "b",
    "i",
    "small",
    "time",
    "figcaption",
    "nav",
    "blockquote",
}
MARK = "ZQXMARK"
_OPEN = re.compile(r"(?<=>)\s*<(" + "|".join(BLOCK) + r")[\s>]")
_LINE = re.compile(r"^[ \t]*<(" + "|".join(BLOCK) + r")[\s>]")


def _hidden(el: Any) -> bool:
    for a in el.iterancestors():
        st = (a.get("style") or "").replace(" ", "").lower()
        if "display:none" in st or "visibility:hidden" in st or "font-size:0" in st:
            return True
        if a.get("hidden") is not None or a.get("aria-hidden") == "true":
            return True
        if "color:#fff" in st or "color:white" in st:
            return True
        cls = (a.get("class") or "").lower()
        if any(w in cls for w in ("hidden", "sr-only", "visually")):
            return True
    return False


def _ok_html(target: str, captures: Path, line: int, col: int, expect: str) -> bool:
    item = {
        "id": "probe",
        "target": target,
        "value": MARK,
        "html": {"snippet": f"<p>{MARK}</p>", "line": line, "col": col, "expect": expect},
    }
    try:
        p = plant(item, captures)
        doc = lxml.html.document_fromstring(p.data, parser=lxml.html.HTMLParser(encoding="utf-8"))
    except (PlantError, Exception):
        return False
    hits = [el for el in doc.iter() if isinstance(el.tag, str) and el.text and MARK in el.text]
    if len(hits) != 1 or hits[0].tag != "p":
        return False
    el = hits[0]
    anc = [a.tag for a in el.iterancestors()]
    if "body" not in anc or any(a in BAD_ANCESTORS for a in anc):
        return False
    return not _hidden(el)


def html_points(
    target: str, captures: Path, rng: random.Random, limit: int = 60
) -> list[dict[str, Any]]:
    text = (captures / target).read_bytes().decode("utf-8")
    lines = text.split("\n")
    body_at = next((i for i, ln in enumerate(lines) if "<body" in ln.lower()), 0)
    cands: list[tuple[int, int]] = []
    for i, ln in enumerate(lines[body_at:], start=body_at):
        if i == body_at:
            continue
        if _LINE.match(ln):
            cands.append((i + 1, 0))
        elif len(ln) > 300:
            for m in _OPEN.finditer(ln):
                c = ln.index("<", m.start())
                if c > 0:
                    cands.append((i + 1, c))
    rng.shuffle(cands)
    out = []
    for line, col in cands:
        ln = lines[line - 1]
        start = col if col else len(ln) - len(ln.lstrip(" \t"))
        expect = ln[start : start + 12]
        if col == 0:
            expect = ln[:12]
        if _ok_html(target, captures, line, col, expect):
            out.append({"line": line, "col": col, "expect": expect})
        if len(out) >= limit:
            break
    out.sort(key=lambda d: (d["line"], d["col"]))
    return out


def json_points(target: str, captures: Path) -> list[dict[str, Any]]:
    """Multi-line, non-empty objects: (path, is_headers, header_values_are_lists)."""
    text = (captures / target).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    out = []
    for path, (s, e) in spans.items():
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
        is_headers = bool(path) and str(path[-1]).lower() == "headers"
        listy = is_headers and all(isinstance(v, list) for v in node.values())
        out.append(
            {"path": list(path), "keys": list(node.keys()), "headers": is_headers, "listy": listy}
        )
    return out


def yaml_points(target: str, captures: Path) -> list[dict[str, Any]]:
    text = (captures / target).read_bytes().decode("utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out = []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                keys = [k.value for k, _ in node.value]
                is_headers = bool(path) and str(path[-1]).lower() == "headers"
                listy = is_headers and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
                out.append(
                    {"path": list(path), "keys": keys, "headers": is_headers, "listy": listy}
                )
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(root, [])
    return out
