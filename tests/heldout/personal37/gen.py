"""Write cases.json of held-out corpus 37 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal37/gen.py

Reads the captures only to find where items can go (HTML block tags in the body,
multi-line JSON objects / YAML block mappings, recorded-header maps, single-line prose
strings); the captures are never copied.
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
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 37_2026
LANGS = ("es", "en", "pt")

# capture -> weight (share of the items it receives)
TARGETS: dict[str, float] = {
    "search/anthropic-web-search_vercel-ai_tech-news.json": 2.5,
    "search/bing_semantic-kernel_what-is-sk.json": 3,
    "search/bing_semantic-kernel_what-is-sk_site-devblogs.json": 2,
    "search/brave_semantic-kernel_what-is-sk.json": 3,
    "search/brave_semantic-kernel_what-is-sk_site-filter.json": 2,
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml": 3.5,
    "search/google-cse_semantic-kernel_what-is-sk.json": 3,
    "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json": 2,
    "search/openai-web-search_vercel-ai_tech-news.json": 2.5,
    "search/perplexity-sonar_vercel-ai_citations.json": 1.5,
    "search/tavily_pydantic-ai_basic-search.cassette.yaml": 3,
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml": 2,
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml": 2.5,
    "search/tavily_semantic-kernel_what-is-sk.json": 2,
    "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json": 1.5,
    "html/de_bafa-gov_mineraloel-statistics-table.html": 3,
    "html/de_rs-ingenieure_simple-corporate-services-page.html": 2.5,
    "html/es-ar_lanacion_opinion-article.html": 4,
    "html/es-mx_unocero_tech-news-android-apps.html": 4.5,
    "html/es-pe_elcomercio_signwall-paywall-article.html": 3,
    "html/es-uy_ladiaria_metered-paywall-article.html": 4,
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html": 4,
    "html/trafilatura-evaldata_subset.json": 2,
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml": 3.5,
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml": 3.5,
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json": 3.5,
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json": 3,
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html": 4,
    "injection/bipia_text-attack-instructions_test.json": 2.5,
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html": 3.5,
}

CODE_KINDS = {
    "api-key-header",
    "api-key-curl",
    "api-key-env",
    "api-key-json",
    "bearer-token",
    "basic-auth",
    "cookie",
    "cloud-key",
    "connection-string",
    "jwt",
    "request-id",
    "rate-limit-header",
    "version",
    "hash",
    "account-id",
    "signed-url",
    "placeholder",
}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


# ---------------------------------------------------------------------------- sites: HTML

SKIP_WHOLE = (
    "script",
    "style",
    "textarea",
    "noscript",
    "template",
    "svg",
    "iframe",
    "pre",
    "select",
    "button",
    "label",
    "head",
    "math",
    "object",
)
BLOCK = {
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
    "figure",
    "header",
    "footer",
    "aside",
    "nav",
    "main",
    "blockquote",
    "form",
    "hr",
}
NO_INSERT_INSIDE = {
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
    "form",
    "nav",
    "figure",
    "header",
}
TOKEN = re.compile(
    r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<!.*?>|<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>", re.S
)


def html_sites(text: str) -> list[tuple[int, int, str]]:
    sites: list[tuple[int, int, str]] = []
    in_body = False
    depth: Counter[str] = Counter()
    i = 0
    while True:
        m = TOKEN.search(text, i)
        if not m:
            break
        i = m.end()
        if m.group(2) is None:
            continue
        closing, tag = m.group(1) == "/", m.group(2).lower()
        if not closing and tag in SKIP_WHOLE and not m.group(3).rstrip().endswith("/"):
            end = re.compile(rf"</{tag}\s*>", re.I).search(text, i)
            i = end.end() if end else len(text)
            continue
        if tag == "body":
            in_body = not closing
            continue
        if closing:
            if tag in NO_INSERT_INSIDE:
                depth[tag] = max(0, depth[tag] - 1)
            continue
        if tag in BLOCK and tag != "p":
            depth["p"] = 0
        ok = in_body and tag in BLOCK and sum(depth.values()) == 0
        if tag in NO_INSERT_INSIDE:
            depth[tag] += 1
        if not ok:
            continue
        start = m.start()
        ls = text.rfind("\n", 0, start) + 1
        line = text.count("\n", 0, start) + 1
        before = text[ls:start]
        if before.strip() == "":
            sites.append((line, 0, text[ls : start + len(tag) + 1]))
        elif text[start - 1] == ">":
            sites.append((line, start - ls, text[start : start + len(tag) + 1]))
    return sites


# ---------------------------------------------------------------------------- sites: JSON / YAML


class Sites:
    def __init__(self) -> None:
        self.objects: list[tuple[list[Any], set[str]]] = []  # path, existing keys
        self.headers: list[tuple[list[Any], set[str]]] = []
        self.arrays: list[list[Any]] = []  # multi-line arrays of strings
        self.strings: list[list[Any]] = []  # appendable prose strings


PROSE_KEYS = {
    "content",
    "snippet",
    "description",
    "text",
    "summary",
    "answer",
    "message",
    "raw_content",
    "markdown",
    "htmlSnippet",
    "extra_snippets",
    "snippets",
}


def _prose_ok(s: str, line_len: int, path: list[Any]) -> bool:
    keys = [p for p in path if isinstance(p, str)]
    return (
        bool(keys)
        and keys[-1] in PROSE_KEYS
        and isinstance(s, str)
        and 40 <= len(s) <= 600
        and line_len <= 700
        and " " in s
        and "@" not in s
        and not s.lstrip().startswith(("{", "[", "<"))
        and "\n" not in s
    )


def json_sites(text: str) -> Sites:
    doc = json.loads(text)
    spans = _JsonSpans(text).spans
    st = Sites()
    lines = text.split("\n")

    def get(path: tuple[Any, ...]) -> Any:
        node = doc
        for p in path:
            node = node[p]
        return node

    for path, (s, e) in spans.items():
        node = get(path)
        if isinstance(node, dict) and node:
            j = s + 1
            while text[j] in " \t\r":
                j += 1
            if text[j] != "\n":
                continue
            keys = set(node)
            if (
                path
                and path[-1] in ("headers", "Headers")
                and all(isinstance(v, list) for v in node.values())
            ):
                st.headers.append((list(path), keys))
            else:
                st.objects.append((list(path), keys))
        elif isinstance(node, list) and node and all(isinstance(x, str) for x in node):
            if "\n" in text[s:e]:
                st.arrays.append(list(path))
        elif (
            isinstance(node, str)
            and path
            and not (len(path) >= 2 and path[-2] in ("headers", "Headers"))
        ):
            ln = text.count("\n", 0, s)
            if _prose_ok(node, len(lines[ln]), list(path)):
                st.strings.append(list(path))
    return st


def yaml_sites(text: str) -> Sites:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    st = Sites()
    lines = text.split("\n")

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                if (
                    path
                    and path[-1] == "headers"
                    and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
                ):
                    st.headers.append((path, keys))
                else:
                    st.objects.append((path, keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            if (
                node.value
                and not node.flow_style
                and all(isinstance(x, yaml.ScalarNode) for x in node.value)
            ):
                first = node.value[0]
                before = lines[first.start_mark.line][: first.start_mark.column]
                if before.strip() == "-" and not (
                    path and len(path) >= 2 and path[-2] == "headers"
                ):
                    st.arrays.append(path)
            for i, v in enumerate(node.value):
                walk(v, [*path, i])
        elif isinstance(node, yaml.ScalarNode):
            in_headers = "headers" in path[-3:-1]
            one_line = node.start_mark.line == node.end_mark.line
            if (
                node.tag.endswith(":str")
                and one_line
                and path
                and not in_headers
                and _prose_ok(node.value, len(lines[node.start_mark.line]), path)
            ):
                st.strings.append(path)

    walk(root, [])
    return st


# ---------------------------------------------------------------------------- building items


# payload-field names for keepers whose maker gives none (the value alone goes in the field)
KEEP_FIELDS = {
    "role-mailbox": "contact_email",
    "gov-role-mailbox": "correo_institucional",
    "switchboard": "conmutador",
    "toll-free": "telefono_atencion",
    "official-contact": "telefono_contacto",
    "company-address": "direccion_oficina",
    "company-rfc": "rfc_emisor",
    "company-clabe": "clabe_pagos",
    "date": "published_date",
    "order-number": "order_id",
    "tracking-number": "tracking_number",
    "case-number": "case_id",
    "masked": "dato_enmascarado",
    "placeholder": "api_key",
    "content-id": "source_id",
    "statistic": "value",
    "price": "price",
    "hash": "sha256",
}


def make_items(r: random.Random) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        for kind, count, maker, weights in mod.MAKERS:
            for _ in range(count):
                lang = r.choices(LANGS, weights=weights)[0]
                it = maker(r, lang)
                it["label"] = label
                if (
                    label == "keep"
                    and "field" not in it
                    and kind in KEEP_FIELDS
                    and it["form"] not in ("redacted", "example", "curp-shape")
                    and r.random() < 0.6
                ):
                    it["field"] = (KEEP_FIELDS[kind], it["value"])
                assert it["kind"] == kind
                out.append(it)
    return out


def html_snippet(it: dict[str, Any], r: random.Random) -> tuple[str, str]:
    """(snippet, value as written in the page)."""
    if it.get("html") and (it["kind"] == "private-key" or r.random() < 0.8):
        return it["html"], it["value"]
    esc = htmlmod.escape(it["text"], quote=False)
    val = htmlmod.escape(it["value"], quote=False)
    if it["kind"] in CODE_KINDS or it["kind"].startswith("api-key"):
        tag = r.choice(["<p><code>{}</code></p>", '<div class="highlight"><code>{}</code></div>'])
    elif it["kind"] in (
        "home-address",
        "company-address",
        "switchboard",
        "toll-free",
        "official-contact",
    ):
        tag = r.choice(["<address>{}</address>", "<p>{}</p>", '<div class="contacto">{}</div>'])
    else:
        tag = r.choice(
            [
                "<p>{}</p>",
                "<p>{}</p>",
                '<div class="comentario">{}</div>',
                "<blockquote>{}</blockquote>",
                '<div class="snippet">{}</div>',
            ]
        )
    return tag.format(esc), val


def fresh_key(key: str, keys: set[str]) -> str:
    while key in keys:
        key += "_extra"
    return key


TEXT_KEYS = {
    "es": ["nota", "comentario", "descripcion_extra", "texto", "observaciones", "detalle"],
    "en": ["note", "comment", "extra_text", "details", "debug_note"],
    "pt": ["observacao", "comentario", "nota"],
}


def place(it: dict[str, Any], target: str, sites: Any, r: random.Random) -> dict[str, Any]:
    it = dict(it)
    it["target"] = target
    kind = "yaml" if target.endswith(".yaml") else "json" if target.endswith(".json") else "html"
    if kind == "html":
        line, col, expect = r.choice(sites)
        snip, val = html_snippet(it, r)
        it["value"] = val
        it["html"] = {"snippet": snip, "line": line, "col": col, "expect": expect}
        it["form"] += " / html " + re.match(r"<(\w+)", snip).group(1)  # type: ignore[union-attr]
        return _clean(it)
    st: Sites = sites
    roll = r.random()
    spec: dict[str, Any]
    if it.get("header") and st.headers and roll < 0.9:
        path, keys = r.choice(st.headers)
        name, hv = it["header"]
        spec = {"path": path, "op": "add_field", "key": fresh_key(name, keys), "value": [hv]}
        where = "recorded header"
    elif it.get("field") and roll < 0.55:
        path, keys = r.choice(st.objects)
        k, v = it["field"]
        spec = {"path": path, "op": "add_field", "key": fresh_key(k, keys), "value": v}
        where = "payload field"
    elif (
        st.strings
        and it["kind"] not in CODE_KINDS
        and ((roll > 0.78 and it["label"] != "secret") or roll > 0.9)
    ):
        path = r.choice(st.strings)
        spec = {"path": path, "op": "append", "text": " " + it["text"]}
        where = "appended to a snippet string"
    elif st.arrays and roll > 0.7:
        path = r.choice(st.arrays)
        spec = {"path": path, "op": "add_item", "value": it["text"]}
        where = "new array element"
    else:
        path, keys = r.choice(st.objects)
        k = it.get("key") if r.random() < 0.5 else r.choice(TEXT_KEYS[it["lang"]])
        spec = {
            "path": path,
            "op": "add_field",
            "key": fresh_key(k or "note", keys),
            "value": it["text"],
        }
        where = "text field"
    it[kind] = spec
    it["form"] += " / " + where
    return _clean(it)


def _clean(it: dict[str, Any]) -> dict[str, Any]:
    for k in ("text", "field", "header", "key"):
        it.pop(k, None)
    if isinstance(it.get("html"), str):
        it.pop("html")
    return it


def main() -> int:
    caps = captures_root()
    r = random.Random(SEED)
    items = make_items(r)
    r.shuffle(items)
    sites: dict[str, Any] = {}
    for t in TARGETS:
        text = (caps / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            sites[t] = html_sites(text)
        elif t.endswith(".json"):
            sites[t] = json_sites(text.lstrip("\ufeff"))
        else:
            sites[t] = yaml_sites(text)
    # deterministic weighted assignment: a repeated, shuffled deck of targets
    names = list(TARGETS)
    total = sum(TARGETS.values())
    deck: list[str] = []
    for t in names:
        deck += [t] * max(1, round(TARGETS[t] / total * len(items)))
    while len(deck) < len(items):
        deck.append(r.choice(names))
    r.shuffle(deck)
    counters = Counter[str]()
    out = []
    cassettes = [t for t in names if isinstance(sites[t], Sites) and sites[t].headers]
    for n, it in enumerate(items):
        if it.get("header") and deck[n] not in cassettes and r.random() < 0.6:
            deck[n] = r.choice(cassettes)
    for it, t in zip(items, deck, strict=False):
        placed = place(it, t, sites[t], r)
        prefix = {"personal": "per", "secret": "sec", "keep": "keep"}[placed["label"]]
        counters[prefix] += 1
        placed = {"id": f"p37-{prefix}-{counters[prefix]:03d}", "split": "test", **placed}
        out.append(placed)
    order = {"per": 0, "sec": 1, "keep": 2}
    out.sort(key=lambda x: (order[x["id"].split("-")[1]], x["id"]))
    keys = (
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
    )
    out = [{k: it[k] for k in keys if k in it} for it in out]
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} items", dict(Counter(i["label"] for i in out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
