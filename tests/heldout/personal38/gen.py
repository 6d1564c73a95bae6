"""Write ``cases.json`` of corpus 38 from the value makers and content modules (fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal38/gen.py

Reads the captures only to find insertion points (block tags in page bodies, multi-line
JSON objects/arrays, YAML block mappings, cassette header maps); copies nothing from them.
"""

from __future__ import annotations

import html
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

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 38_2026
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
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
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

PROSE_KEYS = [
    "snippet",
    "extra_snippet",
    "nota",
    "comentario",
    "page_text",
    "description_extra",
    "message",
    "detalle",
    "excerpt",
    "contenido",
    "text_extra",
    "body_excerpt",
]
CODE_KEYS = ["log", "debug_line", "command", "config_line", "raw_line", "trace", "env_line"]


def captures_root() -> Path:
    env = os.environ.get("HELDOUT_CAPTURES")
    return Path(env) if env else HERE.parents[2].parent / "shared" / "captures"


# ---------------------------------------------------------------- insertion points: HTML

SKIP_RAW = ("script", "style", "textarea", "title", "xmp")
EXCLUDED = {
    "head",
    "noscript",
    "pre",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "a",
    "span",
    "table",
    "ul",
    "ol",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "figure",
    "form",
    "picture",
    "video",
    "audio",
    "object",
    "math",
    "dl",
    "header",
    "nav",
}
CANDIDATE = {"p", "div", "section", "article", "h2", "h3", "ul", "ol", "table", "aside"}
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>", re.S)


def html_points(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) before block tags inside the body, outside excluded elements."""
    body = re.search(r"<body\b[^>]*>", text, re.I)
    if not body:
        return []
    pos = body.end()
    depth = {t: 0 for t in EXCLUDED}
    out = []
    while True:
        m = TAG.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(0).startswith("<!--"):
            continue
        close, tag = m.group(1) == "/", m.group(2).lower()
        selfclosing = m.group(3).rstrip().endswith("/")
        if not close and tag in SKIP_RAW:
            end = re.compile(rf"</{tag}\s*>", re.I).search(text, pos)
            pos = end.end() if end else len(text)
            continue
        if tag == "body" and close:
            break
        if not close and tag in CANDIDATE and not any(depth.values()):
            start = m.start()
            before = text[max(0, start - 200) : start]
            ls = text.rfind("\n", 0, start) + 1
            lead = text[ls:start]
            line = text.count("\n", 0, start) + 1
            if not lead.strip():
                out.append((line, 0, text[ls : start + len(tag) + 1]))
            elif before.rstrip().endswith(">") and text[start - 1] == ">":
                out.append((line, start - ls, text[start : start + len(tag) + 1]))
        if tag in EXCLUDED and not selfclosing:
            depth[tag] = max(0, depth[tag] + (-1 if close else 1))
    return out


# ---------------------------------------------------------------- insertion points: JSON / YAML


def json_points(
    text: str,
) -> tuple[list[tuple[list[Any], set[str]]], list[list[Any]], dict[str, list[Any]]]:
    """Multi-line objects (path, keys), multi-line arrays of strings, header maps."""
    spans = _JsonSpans(text).spans
    objs, arrs, headers = [], [], {}
    for path, (s, _e) in spans.items():
        j = s + 1
        while j < len(text) and text[j] in " \t\r":
            j += 1
        multi = text[j] == "\n"
        if not multi:
            continue
        kids = [p for p in spans if len(p) == len(path) + 1 and p[: len(path)] == path]
        if text[s] == "{":
            keys = {str(p[-1]) for p in kids}
            objs.append((list(path), keys))
            if path and path[-1] == "headers":
                headers.setdefault(path[-2], list(path))
        elif (
            text[s] == "["
            and kids
            and all(text[spans[k][0]] == '"' for k in kids)
            and "headers" not in path
            and path[-1] not in ("citations", "categories")
        ):
            arrs.append(list(path))
    return objs, arrs, headers


def yaml_points(text: str) -> tuple[list[tuple[list[Any], set[str]]], dict[str, list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs: list[tuple[list[Any], set[str]]] = []
    headers: dict[str, list[Any]] = {}

    def walk(n: yaml.Node, path: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                objs.append((path, {k.value for k, _ in n.value}))
                if path and path[-1] == "headers":
                    headers.setdefault(path[-2], path)
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


# ---------------------------------------------------------------- assembly


def make_items(rng: random.Random) -> list[dict[str, Any]]:
    items = []
    for label, module, prefix in (
        ("personal", content_personal, "per"),
        ("secret", content_secret, "sec"),
        ("keep", content_keep, "keep"),
    ):
        n = 0
        for maker, count in module.MAKERS:
            for _ in range(count):
                d = maker(rng)
                n += 1
                d["id"] = f"p38-{prefix}-{n:03d}"
                d["label"] = label
                d.setdefault(
                    "family", {"personal": "personal", "secret": "secret", "keep": "keep"}[label]
                )
                items.append(d)
    return items


FIELD = re.compile(r'^"?([A-Za-z_][\w-]*)"?: "?([^"\s]+)"?$')


def direct_field(d: dict[str, Any]) -> tuple[str, str] | None:
    if "field" in d:
        return d["field"]
    m = FIELD.match(d["text"])
    if m and m.group(2) == d["value"] and "header" not in d:
        return m.group(1), m.group(2)
    return None


def free_key(keys: set[str], pool: list[str], rng: random.Random) -> str:
    k = rng.choice(pool)
    while k in keys:
        k += "_extra"
    return k


def html_snippet(d: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    if "pem" in d:
        return "<pre>" + "\n".join([d["value"], *d["pem"], d["pem_end"]]) + "</pre>", d["value"]
    if "html" in d:
        return d["html"], d.get("html_value", d["value"])
    t = html.escape(d["text"], quote=False)
    v = html.escape(d["value"], quote=False)
    if d.get("code"):
        return f"<pre><code>{t}</code></pre>", v
    wrap = rng.choice(["p", "p", "p", "div", "li", "blockquote"])
    if d["kind"] in ("home-address", "company-address") and rng.random() < 0.4:
        wrap = "address"
    if wrap == "li":
        return f"<ul><li>{t}</li></ul>", v
    return f"<{wrap}>{t}</{wrap}>", v


def json_value(d: dict[str, Any]) -> str:
    if "pem" in d:
        return "\n".join([d["value"], *d["pem"], d["pem_end"]])
    return d["text"]


def place(
    d: dict[str, Any], target: str, pts: dict[str, Any], rng: random.Random
) -> dict[str, Any]:
    kind = target.rsplit(".", 1)[-1]
    d["target"] = target
    if kind == "html":
        line, col, expect = rng.choice(pts[target])
        snippet, value = html_snippet(d, rng)
        d["value"] = value
        d["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
        d["form"] += " / page snippet"
        return d
    d.pop("html", None)
    d.pop("html_value", None)
    info = pts[target]
    block = "json" if kind == "json" else "yaml"
    if "header" in d and info["headers"] and rng.random() < 0.8:
        side = (
            "request"
            if d["header"].lower()
            in (
                "authorization",
                "cookie",
                "x-api-key",
                "x-subscription-token",
                "x-goog-api-key",
                "openai-organization",
                "openai-project",
                "x-account",
                "x-account-id",
                "x-workspace-id",
            )
            else "response"
        )
        path = info["headers"].get(side) or next(iter(info["headers"].values()))
        keys = dict(info["objs_by_path"])[tuple(path)]
        key = d["header"]
        for alt in (key.lower(), key.title(), key.upper()):
            if key in keys:
                key = alt
        while key in keys:
            key += "_extra"
        d[block] = {"path": path, "op": "add_field", "key": key, "value": [d["header_value"]]}
        d["form"] += " / recorded header"
        return d
    if info["arrays"] and rng.random() < 0.5:
        path = rng.choice(info["arrays"])
        d[block] = {"path": path, "op": "add_item", "value": json_value(d)}
        d["form"] += " / array string"
        return d
    path, keys = rng.choice(info["objs"])
    fld = direct_field(d)
    if fld and fld[0] not in keys:
        d[block] = {"path": path, "op": "add_field", "key": fld[0], "value": fld[1]}
        d["form"] += " / body field"
        return d
    key = free_key(keys, CODE_KEYS if d.get("code") or "pem" in d else PROSE_KEYS, rng)
    d[block] = {"path": path, "op": "add_field", "key": key, "value": json_value(d)}
    d["form"] += " / string field"
    return d


def main() -> int:
    rng = random.Random(SEED)
    cap = captures_root()
    pts: dict[str, Any] = {}
    for t in TARGETS:
        text = (cap / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            p = html_points(text)
            # spread: keep every k-th point so insertions cover the page
            k = max(1, len(p) // 40)
            pts[t] = p[::k]
        elif t.endswith(".json"):
            objs, arrs, heads = json_points(text)
            pts[t] = {
                "objs": objs,
                "arrays": arrs,
                "headers": heads,
                "objs_by_path": [(tuple(p), k) for p, k in objs],
            }
        else:
            objs, heads = yaml_points(text)
            pts[t] = {
                "objs": objs,
                "arrays": [],
                "headers": heads,
                "objs_by_path": [(tuple(p), k) for p, k in objs],
            }
        if not pts[t] or (isinstance(pts[t], dict) and not pts[t]["objs"] and not pts[t]["arrays"]):
            raise SystemExit(f"no insertion point in {t}")
    items = make_items(rng)
    header_targets = [t for t in TARGETS if not t.endswith(".html") and pts[t]["headers"]]
    order = list(range(len(items)))
    rng.shuffle(order)
    out = []
    for i, idx in enumerate(order):
        d = items[idx]
        to_headers = "header" in d and rng.random() < 0.6
        target = rng.choice(header_targets) if to_headers else TARGETS[i % len(TARGETS)]
        place(d, target, pts, rng)
        d["split"] = "test"
        out.append(d)
    out.sort(key=lambda d: (d["label"] != "personal", d["label"] != "secret", d["id"]))
    fields = [
        "id",
        "split",
        "label",
        "family",
        "kind",
        "lang",
        "form",
        "value",
        "target",
        "html",
        "json",
        "yaml",
    ]
    cases = [{k: d[k] for k in fields if k in d} for d in out]
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
