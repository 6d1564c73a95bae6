"""Regenerate ``cases.json`` deterministically from the captures (one seeded generator).

    .venv/bin/python tests/heldout/personal4/build_cases.py [CAPTURES]

Each item's text comes from ``content_personal`` / ``content_secret`` / ``content_keep``;
this script chooses where it goes (a place found by scanning the capture) and keeps only
placements that pass ``check_corpus.check_item``.
"""

from __future__ import annotations

import bisect
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans, _line_offsets  # noqa: E402

SEED = 20261203

HTML_FILES = [
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
JSON_FILES = [
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
    "html/trafilatura-evaldata_subset.json",
]
YAML_FILES = [
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
]

RAW = re.compile(
    r"<(script|style|noscript|textarea|template|select|pre|title|svg|head|iframe|button|label|option)\b.*?</\1\s*>|<!--.*?-->",
    re.S | re.I,
)
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|header|footer|aside|main|nav|figure|blockquote|table)\b",
    re.I,
)


def html_slots(text: str) -> list[dict[str, Any]]:
    body = re.search(r"<body\b", text, re.I)
    end = text.lower().rfind("</body")
    if not body:
        return []
    bad = [(m.start(), m.end()) for m in RAW.finditer(text)]
    offs = _line_offsets(text)
    slots = []
    bi = 0
    for m in BLOCK.finditer(text, body.end(), end if end >= 0 else len(text)):
        at = m.start()
        while bi < len(bad) and bad[bi][1] <= at:
            bi += 1
        if bi < len(bad) and bad[bi][0] <= at:
            continue
        if not text[:at].rstrip().endswith(">"):
            continue
        line = bisect.bisect_right(offs, at)
        ls = offs[line - 1]
        col = 0 if not text[ls:at].strip() else at - ls
        exp_at = ls if col == 0 else at
        slots.append(
            {"line": line, "col": col, "expect": text[exp_at : exp_at + 12].split("\n")[0]}
        )
    return slots


def json_slots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, heads = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (heads if path and path[-1] in ("headers", "Headers") else objs).append(list(path))
    return objs, heads


def yaml_slots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs: list[list[Any]] = []
    heads: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (heads if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, heads


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    texts = {
        t: (captures / t).read_bytes().decode("utf-8") for t in HTML_FILES + JSON_FILES + YAML_FILES
    }
    hslots = {t: html_slots(texts[t]) for t in HTML_FILES}
    jslots = {t: json_slots(texts[t]) for t in JSON_FILES}
    yslots = {t: yaml_slots(texts[t]) for t in YAML_FILES}
    for t, s in hslots.items():
        assert s, f"no HTML slot in {t}"
    rng = random.Random(SEED)
    items: list[dict[str, Any]] = []
    groups = [
        ("personal", "per", content_personal.GENERATORS),
        ("secret", "sec", content_secret.GENERATORS),
        ("keep", "keep", content_keep.GENERATORS),
    ]
    for label, prefix, gens in groups:
        n = 0
        rot = 0
        for fn, count in gens:
            for _ in range(count):
                body = fn(rng)
                for _attempt in range(40):
                    rot += 1
                    item = place(body, label, rng, rot, texts, hslots, jslots, yslots)
                    item = {"id": f"p4-{prefix}-{n + 1:03d}", **item}
                    if not check_item(item, captures):
                        break
                else:
                    raise SystemExit(f"could not place {body}")
                n += 1
                items.append(item)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


def place(
    body: dict[str, Any],
    label: str,
    rng: random.Random,
    rot: int,
    texts: dict[str, str],
    hslots: Any,
    jslots: Any,
    yslots: Any,
) -> dict[str, Any]:
    family = {"secret": "secret", "keep": "keep"}.get(
        label, "account-id" if body["kind"] == "account-id" else "personal"
    )
    base = {
        "split": "test",
        "label": label,
        "family": family,
        "kind": body["kind"],
        "lang": body["lang"],
    }
    json_only = body.get("json_only")
    mode = rot % 3 if not json_only else 1 + rot % 2
    header = body.get("header")
    value = body["value"]
    if mode == 0:
        t = HTML_FILES[(rot // 3) % len(HTML_FILES)]
        slot = rng.choice(hslots[t])
        return {
            **base,
            "form": body["form"] + " — párrafo en una página",
            "value": value,
            "target": t,
            "html": {"snippet": body["html"], **slot},
        }
    jv = body.get("json_value", value)
    if mode == 1:
        t = JSON_FILES[(rot // 3) % len(JSON_FILES)]
        objs, heads = jslots[t]
        kind_of = "json"
    else:
        t = YAML_FILES[(rot // 3) % len(YAML_FILES)]
        objs, heads = yslots[t]
        kind_of = "yaml"
    if header and not heads and rng.random() < 0.6:  # a header goes to a recorded exchange
        pool = [
            f
            for f in (JSON_FILES if kind_of == "json" else YAML_FILES)
            if (jslots if kind_of == "json" else yslots)[f][1]
        ]
        t = pool[rot % len(pool)]
        objs, heads = (jslots if kind_of == "json" else yslots)[t]
    if header and heads and rng.random() < 0.8:
        path = rng.choice(heads)
        key = header if kind_of == "json" else header.lower()
        spec = {"path": path, "op": "add_field", "key": key, "value": [body["text"]]}
        form = body["form"] + " — cabecera grabada"
    else:
        path = rng.choice(objs)
        key = body.get("key", "nota")
        spec = {"path": path, "op": "add_field", "key": key, "value": body["text"]}
        form = body["form"] + f" — campo {key!r} de un objeto {kind_of.upper()}"
    if key in _keys_at(texts[t], kind_of, path):
        spec["key"] = key + "_extra"
    return {**base, "form": form, "value": jv, "target": t, kind_of: spec}


def _keys_at(text: str, kind_of: str, path: list[Any]) -> set[str]:
    node: Any = json.loads(text.lstrip("\ufeff")) if kind_of == "json" else yaml.safe_load(text)
    for step in path:
        node = node[step]
    return set(node) if isinstance(node, dict) else set()


if __name__ == "__main__":
    raise SystemExit(main())
