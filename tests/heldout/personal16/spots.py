"""Find planting spots in the captures (used by gen.py only; the corpus keeps the result)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

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
    "object",
    "math",
    "a",
    "span",
    "p",
    "title",
}
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
    "aside",
    "header",
    "footer",
    "nav",
    "main",
    "figure",
    "blockquote",
}
TAG = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<(/?)([A-Za-z][A-Za-z0-9]*)([^>]*)>", re.S)


def html_spots(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) before block tags inside <body>, outside skipped elements."""
    out = []
    body = False
    stack: list[str] = []
    for m in TAG.finditer(text):
        if m.group(2) is None:
            continue
        close, name, rest = m.group(1), m.group(2).lower(), m.group(3)
        if name == "body" and not close:
            body = True
            continue
        if stack:
            if name == stack[-1] and close:
                stack.pop()
            elif name == stack[-1] and not close and not rest.rstrip().endswith("/"):
                stack.append(name)
            continue
        if not close and name in SKIP and name not in ("a", "span", "p", "label", "button"):
            if not rest.rstrip().endswith("/"):
                stack.append(name)
            continue
        if not close and name in ("a", "span", "p", "label", "button", "title"):
            stack.append(name)
            continue
        if not body or close or name not in BLOCK:
            continue
        pos = m.start()
        ls = text.rfind("\n", 0, pos) + 1
        before = text[ls:pos]
        if before.strip():
            if not before.rstrip().endswith(">"):
                continue
            col = pos - ls
            expect = text[pos : pos + 16]
        else:
            prev = text[:ls].rstrip()
            if not prev.endswith(">"):
                continue
            col = 0
            expect = text[ls : pos + 12]
        if "\n" in expect:
            continue
        line = text.count("\n", 0, pos) + 1
        out.append((line, col, expect))
    return out


def json_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    """(multi-line object paths, header-object paths whose values are lists of strings)."""
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    objs, heads = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        node = doc
        for p in path:
            node = node[p]
        if not node:
            continue
        if path and path[-1] == "headers" and all(isinstance(v, list) for v in node.values()):
            heads.append(list(path))
        else:
            objs.append(list(path))
    return objs, heads


def yaml_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs: list[list[Any]] = []
    heads: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                if path and path[-1] == "headers":
                    heads.append(path)
                else:
                    objs.append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, heads


def keys_at(captures: Path, target: str, path: list[Any]) -> set[str]:
    text = (captures / target).read_text(encoding="utf-8")
    doc = yaml.safe_load(text) if target.endswith(".yaml") else json.loads(text.lstrip("\ufeff"))
    for p in path:
        doc = doc[p]
    return set(doc)
