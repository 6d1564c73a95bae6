"""Generate corpus 66 (``cases.json``) deterministically, planting and checking each item.

    cd <worktree>/tests/heldout && HELDOUT_CAPTURES=/work/shared/captures \\
        /work/main/.venv/bin/python -m personal66.gen

Insertion points are found in the captures themselves: block tags after a ``>`` inside
``<body>`` (outside scripts, styles, comments, hidden or form elements) for HTML, multi-line
objects for JSON, block mappings for YAML, and recorded ``headers`` maps of the cassettes
for header items. Every item is planted alone and checked with ``check_corpus.check_item``
before it is kept; a point that fails is replaced by another.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

from personal66 import content as C  # noqa: E402

SEED = 66_032
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
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
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
]
KEYS = [
    "nota",
    "comentario",
    "mensaje",
    "detalle",
    "log_line",
    "raw",
    "contexto",
    "extra_text",
    "observaciones",
    "debug",
    "fila_csv",
    "snippet_extra",
    "annotation",
    "descricao",
    "memo",
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
    "main",
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
    "head",
    "title",
    "object",
    "math",
    "form",
}
HIDDEN = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|\bhidden\b|"
    r"aria-hidden|opacity\s*:\s*0|color\s*:\s*#fff",
    re.I,
)
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>", re.S)
VOID = {
    "br",
    "img",
    "meta",
    "link",
    "input",
    "hr",
    "source",
    "wbr",
    "col",
    "area",
    "base",
    "embed",
    "param",
    "track",
}


def _close(text: str, name: str, at: int) -> int:
    """Index just past the element ``name`` opened before ``at`` (nesting counted)."""
    depth = 1
    for m in re.finditer(rf"<(/?){name}\b[^>]*>", text[at:], re.I):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return at + m.end()
    return len(text)


def html_points(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body\b[^>]*>", text, re.I)
    if not body:
        return []
    pos, out = body.end(), []
    while True:
        m = TAG.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(0).startswith("<!--"):
            continue
        closing, name = m.group(1), (m.group(2) or "").lower()
        if closing:
            if name in ("body", "html"):
                break
            continue
        if name in SKIP or (name not in VOID and HIDDEN.search(m.group(0))):
            pos = _close(text, name, m.end())
            continue
        if name not in BLOCK:
            continue
        start = m.start()
        before = text[:start].rstrip()
        if not before.endswith(">"):
            continue
        ls = text.rfind("\n", 0, start) + 1
        line = text.count("\n", 0, start) + 1
        if not text[ls:start].strip():
            out.append((line, 0, text[ls : start + 1 + len(name)]))
        elif text[start - 1] == ">":
            out.append((line, start - ls, text[start : start + 1 + len(name)]))
    return out


def json_points(text: str) -> tuple[list[tuple], list[tuple]]:
    spans = _JsonSpans(text).spans
    objs, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        (headers if path and path[-1] == "headers" else objs).append(path)
    return objs, headers


def yaml_points(text: str) -> tuple[list[tuple], list[tuple]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else objs).append(tuple(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def existing_keys(doc, path) -> set[str]:
    node = doc
    for step in path:
        node = node[step]
    return {str(k).lower() for k in node} if isinstance(node, dict) else set()


def main() -> int:
    captures = captures_root()
    rng = random.Random(SEED)
    texts = {t: (captures / t).read_bytes().decode("utf-8") for t in HTML_TARGETS + DATA_TARGETS}
    hpoints = {t: html_points(texts[t]) for t in HTML_TARGETS}
    dpoints, hdrpoints, docs = {}, {}, {}
    for t in DATA_TARGETS:
        if t.endswith(".json"):
            dpoints[t], hdrpoints[t] = json_points(texts[t])
            docs[t] = json.loads(texts[t].lstrip("\ufeff"))
        else:
            dpoints[t], hdrpoints[t] = yaml_points(texts[t])
            docs[t] = yaml.safe_load(texts[t])
    for t in HTML_TARGETS:
        assert hpoints[t], t
    header_targets = [t for t in DATA_TARGETS if hdrpoints[t]]

    plan = []
    for label, family_of, table in (
        ("personal", None, C.PERSONAL),
        ("secret", "secret", C.SECRET),
        ("keep", "keep", C.KEEP),
    ):
        for kind, (maker, n) in table.items():
            for _ in range(n):
                fam = family_of or ("account-id" if kind == "account-id" else "personal")
                plan.append((label, fam, kind, maker))
    use = Counter()
    items, numbers = [], Counter()
    for label, fam, kind, maker in plan:
        lang = rng.choices(["es", "en", "pt"], weights=[62, 26, 12])[0]
        for _attempt in range(40):
            ctx = maker(rng, lang)
            it = {"split": "test", "label": label, "family": fam, "kind": kind, "lang": lang}
            if ctx.header:
                tgt = min(header_targets, key=lambda t: (use[t], rng.random()))
            elif ctx.only_html:
                tgt = min(HTML_TARGETS, key=lambda t: (use[t], rng.random()))
            else:
                tgt = min(HTML_TARGETS + DATA_TARGETS, key=lambda t: (use[t], rng.random()))
            it["target"] = tgt
            if tgt in HTML_TARGETS:
                line, col, expect = rng.choice(hpoints[tgt])
                if ctx.html:
                    snippet, value = ctx.html, ctx.value
                else:
                    tag = rng.choice(["p", "p", "div"])
                    snippet = f"<{tag}>{C.esc(ctx.text)}</{tag}>"
                    value = C.esc(ctx.value)
                it["form"] = f"{ctx.form} in an HTML <{snippet[1 : snippet.index('>')].split()[0]}>"
                it["value"] = value
                it["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
            else:
                kindf = "json" if tgt.endswith(".json") else "yaml"
                if ctx.header:
                    cands = [
                        p
                        for p in hdrpoints[tgt]
                        if ctx.header.lower() not in existing_keys(docs[tgt], p)
                    ]
                    path = list(rng.choice(cands or hdrpoints[tgt]))
                    key, val = ctx.header, [ctx.text]
                    where = "a recorded header"
                else:
                    path = list(rng.choice(dpoints[tgt]))
                    key, val = rng.choice(KEYS), ctx.text
                    where = f"a {kindf.upper()} field"
                if key.lower() in existing_keys(docs[tgt], path):
                    key += "_extra"
                it["form"] = f"{ctx.form} in {where}"
                it["value"] = ctx.value
                it[kindf] = {"path": path, "op": "add_field", "key": key, "value": val}
            numbers[label] += 1
            prefix = {"personal": "per", "secret": "sec", "keep": "keep"}[label]
            it = {"id": f"p66-{prefix}-{numbers[label]:03d}", **it}
            errs = check_item(it, captures)
            if not errs:
                use[tgt] += 1
                items.append(it)
                break
            numbers[label] -= 1
        else:
            raise SystemExit(f"could not plant a {kind} item: {errs}")
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items;", dict(Counter(i["label"] for i in items)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
