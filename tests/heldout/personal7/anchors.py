"""Insertion points in the captures, found deterministically (used by ``build_cases.py``).

HTML: a block tag (``p``, ``div``, ``li``, ``h2``…) inside ``<body>``, at the start of a line
or right after a ``>``, outside comments, scripts, styles and the other raw or form
elements. JSON: every object whose first member is on a new line. YAML: every non-empty
block mapping. Headers: the ``headers`` objects/mappings of recorded cassettes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

BLOCK = re.compile(r"<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure)[\s>]", re.I)
SKIP_OPEN = re.compile(
    r"<!--|<(script|style|noscript|pre|textarea|select|svg|iframe|button|label|template|head)[\s>]",
    re.I,
)
BODY = re.compile(r"<body[\s>]", re.I)


def html_anchors(text: str) -> list[dict[str, Any]]:
    """Every (line, col, expect) where a snippet may go, in document order."""
    out: list[dict[str, Any]] = []
    body = BODY.search(text)
    if not body:
        return out
    i = body.end()
    n = len(text)
    while i < n:
        skip = SKIP_OPEN.search(text, i)
        block = BLOCK.search(text, i)
        if block is None:
            break
        if skip is not None and skip.start() <= block.start():
            if skip.group(0) == "<!--":
                end = text.find("-->", skip.end())
                i = n if end < 0 else end + 3
            else:
                tag = skip.group(1).lower()
                end = re.compile(rf"</{tag}\s*>", re.I).search(text, skip.end())
                i = n if end is None else end.end()
            continue
        at = block.start()
        ls = text.rfind("\n", 0, at) + 1
        prefix = text[ls:at]
        line = text.count("\n", 0, at) + 1
        if prefix.strip() == "":
            out.append({"line": line, "col": 0, "expect": text[ls : at + 4].rstrip("\r\n")})
        elif text[at - 1] == ">":
            out.append({"line": line, "col": at - ls, "expect": text[at : at + 4]})
        i = block.end()
    return out


def json_anchors(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    """(object paths, headers paths) of a JSON document; only multi-line objects."""
    spans = _JsonSpans(text).spans
    objs, heads = [], []
    for path, (s, _e) in sorted(spans.items(), key=lambda kv: kv[1][0]):
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        if path and path[-1] == "headers":
            heads.append(list(path))
        else:
            objs.append(list(path))
    return objs, heads


def yaml_anchors(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    """(mapping paths, headers paths) of a YAML document; only non-empty block mappings."""
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
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(root, [])
    return objs, heads


def keys_at(target: Path, path: list[Any]) -> set[str]:
    """Keys already present in the object/mapping at path."""
    text = target.read_text(encoding="utf-8-sig")
    data = yaml.safe_load(text) if target.suffix in (".yaml", ".yml") else json.loads(text)
    for step in path:
        data = data[step]
    return set(map(str, data))
