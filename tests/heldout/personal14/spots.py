"""Planting spots of the text captures, found by reading each capture's structure.

Used by ``generate.py`` only. For every capture it lists where an item can go:

- HTML: a block start tag (``p``, ``div``, ``h2``, ``ul``, ``table``, ``section`` …) inside
  ``<body>`` whose ancestors are all plain flow containers, not hidden, not in a script,
  style, comment, ``pre``, ``textarea``, ``select``, ``svg``, ``iframe``, ``button``,
  ``label``, ``a`` or ``p``; col 0 when only blanks precede the tag on its line, otherwise
  the column of the tag right after a ``>`` (minified pages).
- JSON: multi-line objects (``add_field``), multi-line arrays of strings (``add_item``),
  recorded-header objects (``headers`` whose members are lists), and short plain strings
  of result snippets (``append``).
- YAML: non-empty block mappings (``add_field``), recorded-header mappings.

Each spot is then tried with a probe (``probe_html`` / the planting code itself) by the
generator, so a spot that does not plant cleanly is never used.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

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
    "blockquote",
    "figure",
    "header",
    "footer",
    "aside",
    "nav",
    "main",
    "dl",
    "hr",
}
FLOW_PARENTS = {
    "html",
    "body",
    "div",
    "section",
    "article",
    "main",
    "header",
    "footer",
    "aside",
    "nav",
    "figure",
    "blockquote",
    "td",
    "th",
    "li",
    "center",
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
    "param",
    "keygen",
}
HIDDEN = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0")


class _Scan(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.found: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in BLOCK and self.stack and self.stack[-1][0] == "p":
            self.stack.pop()
        if tag == "li" and self.stack and self.stack[-1][0] == "li":
            self.stack.pop()
        if tag in BLOCK:
            tags = [t for t, _ in self.stack]
            ok = (
                "body" in tags
                and all(t in FLOW_PARENTS for t in tags)
                and not any(h for _, h in self.stack)
            )
            if ok:
                line, col = self.getpos()
                self.found.append((line, col, tag))
        if tag in VOID:
            return
        a = dict(attrs)
        hidden = (
            "hidden" in a
            or a.get("aria-hidden") == "true"
            or bool(HIDDEN.search(a.get("style") or ""))
            or "hidden" in (a.get("class") or "").split()
        )
        self.stack.append((tag, hidden))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in BLOCK and tag != "hr":
            return
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return


def html_spots(text: str) -> list[dict[str, Any]]:
    scan = _Scan()
    scan.feed(text)
    scan.close()
    lines = text.split("\n")
    out = []
    for line, col, tag in scan.found:
        if line == 1:
            continue
        row = lines[line - 1]
        before = row[:col]
        end = col + len(tag) + 1
        if before.strip() == "":
            out.append({"line": line, "col": 0, "expect": row[:end], "tag": tag})
        elif before.rstrip().endswith(">"):
            out.append({"line": line, "col": col, "expect": row[col:end], "tag": tag})
    return out


# ---------------------------------------------------------------------------- JSON


def _walk_json(node: Any, path: tuple[Any, ...], out: list[tuple[tuple[Any, ...], Any]]) -> None:
    out.append((path, node))
    if isinstance(node, dict):
        for k, v in node.items():
            _walk_json(v, (*path, k), out)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _walk_json(v, (*path, i), out)


SNIPPET_KEYS = {"snippet", "description", "title", "name", "text", "displayText", "content"}
RISKY = re.compile(r"@|https?:|www\.|\d{5,}|[A-Za-z0-9_\-]{24,}|key|token|secret|passw", re.I)


def json_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    from plant import _JsonSpans  # type: ignore[import-not-found]

    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    nodes: list[tuple[tuple[Any, ...], Any]] = []
    _walk_json(doc, (), nodes)
    objs, arrays, headers, strings = [], [], [], []
    for path, node in nodes:
        s, e = spans[path]
        multi = "\n" in text[s:e]
        if isinstance(node, dict) and node and multi:
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            if "\n" not in text[s + 1 : j]:
                continue
            is_headers = (
                path and path[-1] == "headers" and all(isinstance(v, list) for v in node.values())
            )
            rec = {"path": list(path), "keys": list(node)}
            (headers if is_headers else objs).append(rec)
        elif (
            isinstance(node, list)
            and node
            and multi
            and "headers" not in path
            and all(isinstance(v, str) for v in node)
        ):
            arrays.append({"path": list(path)})
        elif (
            isinstance(node, str)
            and path
            and path[-1] in SNIPPET_KEYS
            and 20 <= len(node) <= 400
            and not RISKY.search(node)
        ):
            strings.append({"path": list(path)})
    return {"objects": objs, "arrays": arrays, "headers": headers, "strings": strings}


# ---------------------------------------------------------------------------- YAML


def _walk_yaml(
    node: yaml.Node, path: tuple[Any, ...], out: list[tuple[tuple[Any, ...], yaml.Node]]
) -> None:
    out.append((path, node))
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            _walk_yaml(v, (*path, k.value), out)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk_yaml(v, (*path, i), out)


def yaml_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    nodes: list[tuple[tuple[Any, ...], yaml.Node]] = []
    _walk_yaml(root, (), nodes)
    objs, headers = [], []
    for path, node in nodes:
        if isinstance(node, yaml.MappingNode) and node.value and not node.flow_style:
            keys = [k.value for k, _ in node.value]
            is_headers = (
                path
                and path[-1] == "headers"
                and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
            )
            rec = {"path": list(path), "keys": keys}
            (headers if is_headers else objs).append(rec)
    return {"objects": objs, "arrays": [], "headers": headers, "strings": []}


# ---------------------------------------------------------------------------- all

TEXT_CAPTURES = ("html", "injection", "search", "errors")


def all_spots(captures: Path) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for folder in TEXT_CAPTURES:
        for f in sorted((captures / folder).iterdir()):
            rel = f"{folder}/{f.name}"
            text = f.read_bytes().decode("utf-8")
            if f.suffix == ".html":
                out[rel] = {"kind": "html", "html": html_spots(text)}
            elif f.suffix == ".json":
                out[rel] = {"kind": "json", **json_spots(text)}
            elif f.suffix in (".yaml", ".yml"):
                out[rel] = {"kind": "yaml", **yaml_spots(text)}
    return out
