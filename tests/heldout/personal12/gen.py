"""Deterministic generator of corpus 12's ``cases.json``.

    python3 tests/heldout/personal12/gen.py [CAPTURES]

Reads the text captures only to find planting spots (HTML block tags in <body>, multi-line
JSON objects, YAML block mappings, cassette ``headers`` mappings); nothing of a capture is
written into the corpus. Content comes from content_personal / content_secret /
content_keep. Same seed, same captures -> same cases.json.
"""

from __future__ import annotations

import json
import random
import sys
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 1212
BLOCK = {
    "p",
    "div",
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
    "main",
    "aside",
    "nav",
    "blockquote",
    "figure",
}
EXCLUDED = {
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
    "template",
    "title",
    "math",
    "object",
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
    "source",
    "track",
    "wbr",
}

TEXT_CAPTURES = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/es-ar_lanacion_opinion-article.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
    "html/trafilatura-evaldata_subset.json",
    "search/brave_semantic-kernel_what-is-sk.json",
    "search/google-cse_semantic-kernel_what-is-sk.json",
    "search/brave_semantic-kernel_what-is-sk_site-filter.json",
    "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/bing_semantic-kernel_what-is-sk.json",
    "search/tavily_semantic-kernel_what-is-sk.json",
    "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/openai-web-search_vercel-ai_tech-news.json",
    "search/anthropic-web-search_vercel-ai_tech-news.json",
    "search/perplexity-sonar_vercel-ai_citations.json",
    "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "injection/bipia_text-attack-instructions_test.json",
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
]

KEYS = {
    "es": [
        "nota",
        "comentario",
        "observaciones",
        "log",
        "mensaje",
        "detalle",
        "texto_extra",
        "debug",
    ],
    "en": ["note", "comment", "log", "message", "debug", "raw", "details", "extra"],
    "pt": ["observacao", "comentario", "mensagem", "nota", "log"],
}
WRAPS = [
    "<p>{}</p>",
    "<div>{}</div>",
    '<p class="nota">{}</p>',
    "<blockquote>{}</blockquote>",
    "<h4>{}</h4>",
    "<div><span>{}</span></div>",
    "<table><tr><td>{}</td></tr></table>",
    "<ul><li>{}</li></ul>",
    "<p><small>{}</small></p>",
]


class _Spots(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = lines
        self.stack: list[str] = []
        self.body = False
        self.spots: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "body":
            self.body = True
        if self.body and not self.stack and tag in BLOCK:
            line, col = self.getpos()
            text = self.lines[line - 1]
            before = text[:col]
            if before.strip() == "":
                self.spots.append((line, 0, text[: col + 1 + len(tag)]))
            elif before.endswith(">"):
                self.spots.append((line, col, text[col : col + 1 + len(tag)]))
        if tag in EXCLUDED and tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            while self.stack:
                if self.stack.pop() == tag:
                    break


def html_spots(text: str) -> list[tuple[int, int, str]]:
    lines = text.split("\n")
    p = _Spots(lines)
    p.feed(text)
    p.close()
    return p.spots


def json_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (hdrs if path and path[-1] == "headers" else objs).append(list(path))
    return objs, hdrs


def yaml_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (hdrs if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


def existing_keys(text: str, kind: str, path: list[Any]) -> set[str]:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for step in path:
        data = data[step]
    return set(data)


def build(captures: Path) -> list[dict[str, Any]]:
    r = random.Random(SEED)
    texts = {t: (captures / t).read_bytes().decode("utf-8") for t in TEXT_CAPTURES}
    spots: dict[str, Any] = {}
    for t, text in texts.items():
        if t.endswith(".html"):
            spots[t] = ("html", html_spots(text), [])
        elif t.endswith(".json"):
            spots[t] = ("json", *json_spots(text))
        else:
            spots[t] = ("yaml", *yaml_spots(text))
    html_t = [t for t in TEXT_CAPTURES if spots[t][0] == "html" and spots[t][1]]
    data_t = [t for t in TEXT_CAPTURES if spots[t][0] != "html" and spots[t][1]]
    hdr_t = [t for t in TEXT_CAPTURES if spots[t][0] != "html" and spots[t][2]]

    groups = [
        ("personal", "per", content_personal.entries(random.Random(SEED + 1))),
        ("secret", "sec", content_secret.entries(random.Random(SEED + 2))),
        ("keep", "keep", content_keep.entries(random.Random(SEED + 3))),
    ]
    items: list[dict[str, Any]] = []
    for label, tag, entries in groups:
        for n, e in enumerate(entries, 1):
            where = e.get("where")
            if where == "header":
                target = r.choice(hdr_t)
            elif where == "html":
                target = r.choice(html_t)
            elif where == "data":
                target = r.choice(data_t)
            else:
                target = r.choice(html_t if r.random() < 0.36 else data_t)
            kind = spots[target][0]
            item: dict[str, Any] = {
                "id": f"p12-{tag}-{n:03d}",
                "split": "test",
                "label": label,
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
                "form": "",
                "value": e["value"],
                "target": target,
            }
            if kind == "html":
                line, col, expect = r.choice(spots[target][1])
                if "html" in e:
                    snippet = e["html"]
                    if not e.get("html_raw"):
                        item["value"] = escape(e["value"], quote=False)
                else:
                    snippet = r.choice(WRAPS).format(escape(e["text"], quote=False))
                    item["value"] = escape(e["value"], quote=False)
                assert item["value"] in snippet, (e, snippet)
                item["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
                where_s = "a page snippet"
            else:
                pool = spots[target][2] if where == "header" else spots[target][1]
                path = r.choice(pool)
                if where == "header":
                    key, value = e["header"], [e["text"]]
                    where_s = "a recorded header"
                else:
                    key = e.get("key") or r.choice(KEYS[e["lang"]])
                    value = e["text"]
                    where_s = f"a {kind.upper()} field"
                if key in existing_keys(texts[target], kind, path):
                    key += "_extra"
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": value}
            item["form"] = f"{e['form']}; in {where_s}"
            items.append(item)
    return items


def main(argv: list[str]) -> int:
    captures = Path(argv[0]) if argv else Path("/work/shared/captures")
    items = build(captures)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(items)} items -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
