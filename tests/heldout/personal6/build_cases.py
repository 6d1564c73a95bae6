"""Regenerate ``cases.json`` of corpus 6 deterministically from the content modules and the captures.

    .venv/bin/python tests/heldout/personal6/build_cases.py [CAPTURES]

The places to plant are found by scanning the captures (HTML: before a block tag that
follows ``>`` inside ``<body>``, outside scripts, styles, comments, pre, tables, lists,
links...; JSON/YAML: multi-line objects / block mappings; recorded headers: the ``headers``
objects of cassettes). Nothing from ``fixture_guard`` is imported.
"""

from __future__ import annotations

import html as htmlmod
import json
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
from check_corpus import captures_root  # noqa: E402
from plant import _JsonSpans, _yaml_at  # noqa: E402

SEED = 20261206
HTML_TARGETS = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
]
DATA_TARGETS = [
    "html/trafilatura-evaldata_subset.json",
    "injection/bipia_text-attack-instructions_test.json",
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

# ---------------------------------------------------------------------------- HTML sites

TOKEN = re.compile(
    r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>\"']|\"[^\"]*\"|'[^']*')*>", re.S
)
RAW = {"script", "style", "textarea", "title"}
AVOID = {
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
    "p",
    "span",
    "table",
    "ul",
    "ol",
    "dl",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "figcaption",
    "form",
    "picture",
    "video",
    "audio",
    "object",
    "math",
    "code",
    "blockquote",
}
BLOCKS = {
    "div",
    "section",
    "article",
    "p",
    "ul",
    "ol",
    "table",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "footer",
    "aside",
    "nav",
    "main",
    "figure",
}


def html_sites(text: str) -> list[dict[str, Any]]:
    sites = []
    depth = dict.fromkeys(AVOID, 0)
    in_body = False
    pos = 0
    while True:
        m = TOKEN.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(0).startswith("<!--"):
            continue
        closing, tag = m.group(1) == "/", m.group(2).lower()
        if not closing and tag in RAW:
            end = text.lower().find(f"</{tag}", pos)
            pos = len(text) if end < 0 else end
            continue
        if tag == "body" and not closing:
            in_body = True
            continue
        if tag == "body" and closing:
            in_body = False
            continue
        self_closing = m.group(0).endswith("/>")
        if not closing and in_body and tag in BLOCKS and not any(depth.values()):
            before = text[: m.start()].rstrip(" \t\r\n")
            if before.endswith(">"):
                ls = text.rfind("\n", 0, m.start()) + 1
                line = text.count("\n", 0, m.start()) + 1
                lead = text[ls : m.start()]
                if lead.strip(" \t") == "":
                    sites.append({"line": line, "col": 0, "expect": lead + "<" + m.group(2)})
                else:
                    sites.append({"line": line, "col": m.start() - ls, "expect": "<" + m.group(2)})
        if tag in AVOID and not self_closing:
            depth[tag] = max(0, depth[tag] + (-1 if closing else 1))
    return sites


WRAPS = [
    "<p>{}</p>",
    '<div class="nota">{}</div>',
    "<p><small>{}</small></p>",
    "<ul><li>{}</li></ul>",
    "<blockquote>{}</blockquote>",
    '<div class="comentario"><span>{}</span></div>',
]

# ---------------------------------------------------------------------------- JSON / YAML sites


def json_sites(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    fields, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        if path and path[-1] == "headers":
            headers.append(list(path))
        else:
            fields.append(list(path))
    return fields, headers


def yaml_sites(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    fields: list[list[Any]] = []
    headers: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else fields).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return fields, headers


def keys_at(text: str, target: str, path: list[Any]) -> set[str]:
    if target.endswith(".json"):
        data = json.loads(text.lstrip("\ufeff"))
        for step in path:
            data = data[step]
        return {str(k).lower() for k in data}
    node = _yaml_at(yaml.compose(text, Loader=yaml.SafeLoader), path)
    return {str(k.value).lower() for k, _v in node.value}


# ---------------------------------------------------------------------------- assembly


def build(captures: Path) -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    specs = {
        "personal": content_personal.all_items(rng),
        "secret": content_secret.all_items(rng),
        "keep": content_keep.all_items(rng),
    }
    texts = {t: (captures / t).read_bytes().decode("utf-8") for t in HTML_TARGETS + DATA_TARGETS}
    hsites = {t: html_sites(texts[t]) for t in HTML_TARGETS}
    fsites: dict[str, list[list[Any]]] = {}
    hdrsites: dict[str, list[list[Any]]] = {}
    for t in DATA_TARGETS:
        if t.endswith(".json"):
            f, h = json_sites(texts[t])
        else:
            f, h = yaml_sites(texts[t])
        fsites[t], hdrsites[t] = f, h
    html_targets = [t for t in HTML_TARGETS if hsites[t]]
    data_targets = [t for t in DATA_TARGETS if fsites[t]]
    hdr_targets = [t for t in DATA_TARGETS if hdrsites[t]]
    use: dict[str, int] = {}

    def pick(target: str, pool: list[Any]) -> Any:
        n = use.get(target, 0)
        use[target] = n + 1
        # spread over the file: stride through the sites
        return pool[(n * 7 + rng.randrange(3)) % len(pool)]

    items: list[dict[str, Any]] = []
    ti = {"html": 0, "data": 0, "hdr": 0}
    prefix = {"personal": "p6-per", "secret": "p6-sec", "keep": "p6-keep"}
    for label, lst in specs.items():
        order = list(range(len(lst)))
        rng.shuffle(order)
        for num, idx in enumerate(order, 1):
            s = lst[idx]
            medium = s["medium"]
            if medium == "any":
                medium = "html" if rng.random() < 0.36 else "field"
            item: dict[str, Any] = {
                "id": f"{prefix[label]}-{num:03d}",
                "split": "test",
                "label": label,
                "family": s["family"],
                "kind": s["kind"],
                "lang": s["lang"],
                "form": s["form"],
                "value": s["value"],
            }
            if medium == "html":
                target = html_targets[ti["html"] % len(html_targets)]
                ti["html"] += 1
                site = pick(target, hsites[target])
                if "html" in s:
                    snippet = s["html"]
                else:
                    esc = htmlmod.escape(s["text"], quote=False)
                    item["value"] = htmlmod.escape(s["value"], quote=False)
                    snippet = WRAPS[rng.randrange(len(WRAPS))].format(esc)
                item["form"] += " — HTML snippet"
                item["target"] = target
                item["html"] = {"snippet": snippet, **site}
            elif medium == "header":
                name, hval = s["header"]
                cands = [
                    t
                    for t in hdr_targets
                    if any(name.lower() not in keys_at(texts[t], t, p) for p in hdrsites[t])
                ]
                target = cands[ti["hdr"] % len(cands)]
                ti["hdr"] += 1
                paths = [
                    p
                    for p in hdrsites[target]
                    if name.lower() not in keys_at(texts[target], target, p)
                ]
                path = paths[rng.randrange(len(paths))]
                kind = "json" if target.endswith(".json") else "yaml"
                item["form"] += " — recorded header"
                item["target"] = target
                item[kind] = {"path": path, "op": "add_field", "key": name, "value": [hval]}
            else:
                target = data_targets[ti["data"] % len(data_targets)]
                ti["data"] += 1
                path = pick(target, fsites[target])
                key = s["key"]
                if key.lower() in keys_at(texts[target], target, path):
                    key += "_extra"
                kind = "json" if target.endswith(".json") else "yaml"
                item["form"] += f" — {kind.upper()} field"
                item["target"] = target
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": s["text"]}
            if "check" in s:
                item["check"] = s["check"]
            items.append(item)
    return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    items = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items to {HERE / 'cases.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
