"""Where items can be planted in the text captures: found by reading the captures.

HTML: a place just before a block-level start tag inside <body>, checked by planting a
probe element there and parsing the page with lxml: the probe must come out as an
element of the body, outside script/style/template/comments/tables/lists/links, with no
hidden ancestor (display:none, visibility:hidden, font-size:0, opacity:0, hidden,
aria-hidden, "hidden"/"modal"/"sr-only" classes).

JSON / YAML: block (multi-line) objects and mappings (new members), header maps,
arrays of strings, prose strings (snippet, description, content, ...), URL strings, and
strings that hold a recorded JSON body.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lxml.html
import yaml
from plant import _html, _JsonSpans

HTML_GLOBS = ("html/*.html", "injection/*.html")
DATA_GLOBS = (
    "html/*.json",
    "search/*.json",
    "search/*.yaml",
    "errors/*.json",
    "errors/*.yaml",
    "injection/*.json",
)

BLOCK_TAG = re.compile(
    r"<(p|div|section|article|h2|h3|h4|footer|aside|blockquote|figure|header|main)[\s>]"
)
BAD_ANCESTORS = {
    "script",
    "style",
    "template",
    "noscript",
    "textarea",
    "select",
    "table",
    "tbody",
    "thead",
    "tr",
    "td",
    "ul",
    "ol",
    "li",
    "pre",
    "a",
    "button",
    "head",
    "p",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "label",
    "svg",
    "iframe",
    "form",
    "b",
    "i",
    "em",
    "strong",
    "figcaption",
}
HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?:\.0*)?\s*(?:;|$)|left\s*:\s*-\d{3,}|color\s*:\s*(?:white|#fff\b|#ffffff|transparent|rgba\([^)]*,\s*0\))",
    re.I,
)
HIDDEN_CLASS = re.compile(r"hidden|modal|sr-only|visually|paywall|signwall|oculto", re.I)

TEXT_KEYS = {"snippet", "description", "content", "text", "answer", "message", "og:description"}
URL_KEYS = {
    "url",
    "link",
    "uri",
    "webSearchUrl",
    "cachedPageUrl",
    "hostPageUrl",
    "contentUrl",
    "displayUrl",
    "formattedUrl",
    "template",
    "thumbnailUrl",
    "readLink",
}
TEXT_ARRAYS_FILES = ("bipia", "trafilatura")


@dataclass(frozen=True)
class Slot:
    target: str  # path relative to captures
    mode: (
        str  # html | text-set | text-add | text-item | field | header | url-set | url-item | inner
    )
    fmt: str  # html | json | yaml
    path: tuple[Any, ...] = ()
    line: int = 0
    col: int = 0
    expect: str = ""
    keys: tuple[str, ...] = ()  # existing keys of an object (to avoid duplicates)
    where: str = ""  # a short description: request headers, result object, ...

    @property
    def file(self) -> str:
        return self.target


def _hidden(el) -> bool:
    for a in [el, *el.iterancestors()]:
        if a.get("hidden") is not None or a.get("aria-hidden") == "true":
            return True
        if HIDDEN_STYLE.search(a.get("style") or ""):
            return True
        if HIDDEN_CLASS.search(a.get("class") or "") or HIDDEN_CLASS.search(a.get("id") or ""):
            return True
    return False


def html_slots(captures: Path, rel: str, limit: int = 48) -> list[Slot]:
    text = (captures / rel).read_bytes().decode("utf-8")
    body_at = re.search(r"<body[\s>]", text, re.I)
    assert body_at
    lines_at = [0] + [m.end() for m in re.finditer("\n", text)]
    cands = []
    for m in BLOCK_TAG.finditer(text, body_at.end()):
        ln = text.count("\n", 0, m.start())
        col = m.start() - lines_at[ln]
        if text[lines_at[ln] : m.start()].strip() == "":
            col = 0
        start = lines_at[ln] + col
        expect = text[start : m.start() + 24].split("\n")[0].split("\r")[0]
        cands.append((ln + 1, col, expect))
    seen, uniq = set(), []
    for c in cands:
        if (c[0], c[1]) not in seen:
            seen.add((c[0], c[1]))
            uniq.append(c)
    step = max(1, len(uniq) // (limit * 3))
    out: list[Slot] = []
    for line, col, expect in uniq[::step]:
        probe = '<p data-probe="p2">PROBE-P2</p>'
        try:
            new, *_ = _html(text, {"snippet": probe, "line": line, "col": col, "expect": expect})
        except Exception:
            continue
        doc = lxml.html.document_fromstring(
            new.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
        )
        hits = doc.xpath('//p[@data-probe="p2"]')
        if len(hits) != 1 or hits[0].text != "PROBE-P2":
            continue
        el = hits[0]
        anc = [a.tag for a in el.iterancestors() if isinstance(a.tag, str)]
        if "body" not in anc or any(a in BAD_ANCESTORS for a in anc) or _hidden(el.getparent()):
            continue
        out.append(Slot(rel, "html", "html", line=line, col=col, expect=expect))
    if len(out) > limit:
        stride = len(out) / limit
        out = [out[int(i * stride)] for i in range(limit)]
    return out


def _is_json_obj_string(s: str) -> bool:
    if not s.startswith("{") or len(s) > 4000:
        return False
    try:
        return isinstance(json.loads(s), dict)
    except ValueError:
        return False


def json_slots(captures: Path, rel: str) -> list[Slot]:
    text = (captures / rel).read_bytes().decode("utf-8")
    doc = json.loads(text.lstrip("\ufeff"))
    spans = _JsonSpans(text).spans
    out: list[Slot] = []
    textual = any(k in rel for k in TEXT_ARRAYS_FILES)

    def get(path):
        node = doc
        for s in path:
            node = node[s]
        return node

    for path, (s, _e) in spans.items():
        node = get(path)
        key = path[-1] if path else None
        if isinstance(node, dict):
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            pretty = "\n" in text[s + 1 : j] or text[j] == "}"
            if not pretty:
                continue
            if key is not None and str(key).lower() == "headers":
                out.append(Slot(rel, "header", "json", path, keys=tuple(node)))
            elif (
                all(
                    isinstance(v, list) and all(isinstance(x, str) for x in v)
                    for v in node.values()
                )
                and textual
            ):
                pass  # a map of prose lists (bipia): use its lists instead
            else:
                out.append(Slot(rel, "field", "json", path, keys=tuple(node)))
                if not any(
                    isinstance(k, str)
                    and k.lower()
                    in (
                        "headers",
                        "status",
                        "usage",
                        "cache_creation",
                        "input_tokens_details",
                        "output_tokens_details",
                        "thumbnail",
                        "server_tool_use",
                    )
                    for k in path[-1:]
                ):
                    out.append(Slot(rel, "text-add", "json", path, keys=tuple(node)))
        elif isinstance(node, list):
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            if not ("\n" in text[s + 1 : j] or text[j] == "]"):
                continue
            if node and all(isinstance(x, str) for x in node):
                if all(x.startswith("http") for x in node):
                    out.append(Slot(rel, "url-item", "json", path))
                elif textual and key not in ("categories", "tags"):
                    out.append(Slot(rel, "text-item", "json", path))
            elif not node and textual and key == "comments":
                out.append(Slot(rel, "text-item", "json", path))
        elif isinstance(node, str):
            if isinstance(key, str) and key in URL_KEYS and node.startswith("http"):
                out.append(Slot(rel, "url-set", "json", path))
            elif (isinstance(key, str) and key in TEXT_KEYS and 20 <= len(node) <= 20000) or (
                isinstance(key, int) and textual and len(path) == 2 and len(node) > 20
            ):
                out.append(Slot(rel, "text-set", "json", path))
            elif _is_json_obj_string(node):
                out.append(Slot(rel, "inner", "json", path))
            elif isinstance(key, int) and path[-2:-1] and path[-2] == "citations":
                out.append(Slot(rel, "url-set", "json", path))
    return out


def yaml_slots(captures: Path, rel: str) -> list[Slot]:
    text = (captures / rel).read_bytes().decode("utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[Slot] = []

    def walk(node, path):
        key = path[-1] if path else None
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = tuple(k.value for k, _ in node.value)
                if isinstance(key, str) and key.lower() == "headers":
                    out.append(Slot(rel, "header", "yaml", tuple(path), keys=keys))
                elif key not in ("status",):
                    out.append(Slot(rel, "field", "yaml", tuple(path), keys=keys))
                    out.append(Slot(rel, "text-add", "yaml", tuple(path), keys=keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])
        elif isinstance(node, yaml.ScalarNode):
            v = node.value
            if key in URL_KEYS and v.startswith("http"):
                out.append(Slot(rel, "url-set", "yaml", tuple(path)))
            elif key in TEXT_KEYS and 20 <= len(v) <= 20000:
                out.append(Slot(rel, "text-set", "yaml", tuple(path)))
            elif _is_json_obj_string(v):
                out.append(Slot(rel, "inner", "yaml", tuple(path)))

    walk(root, [])
    return out


def all_slots(captures: Path) -> list[Slot]:
    slots: list[Slot] = []
    for g in HTML_GLOBS:
        for p in sorted(captures.glob(g)):
            slots += html_slots(captures, str(p.relative_to(captures)))
    for g in DATA_GLOBS:
        for p in sorted(captures.glob(g)):
            rel = str(p.relative_to(captures))
            slots += (
                json_slots(captures, rel) if rel.endswith(".json") else yaml_slots(captures, rel)
            )
    return slots


if __name__ == "__main__":
    import collections
    import sys

    cap = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/captures")
    ss = all_slots(cap)
    c = collections.Counter((s.target, s.mode) for s in ss)
    for (t, m), n in sorted(c.items()):
        print(f"{n:4d}  {m:10s} {t}")
