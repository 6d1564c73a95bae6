"""Find places in the text captures where one item can be planted (corpus 39).

Reads the captures only (never copies them). For each capture it lists:

- HTML: (line, col, expect) points just before a block tag inside <body>, after a ``>``,
  outside head/script/style/comments/noscript/pre/textarea/select/svg/iframe/button/label/
  template/a/table rows;
- JSON: paths of multi-line objects (``add_field``) and of multi-line arrays of strings
  (``add_item``), plus the ``headers`` objects of recorded cassettes;
- YAML: paths of non-empty block mappings (``add_field``), and the ``headers`` mappings.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

TEXT_DIRS = ("search", "html", "errors", "injection")
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure|aside)[\s>]", re.I
)
FORBIDDEN = (
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
    "a",
    "table",
    "option",
    "math",
    "head",
)


def text_captures(root: Path) -> list[str]:
    out = []
    for d in TEXT_DIRS:
        for p in sorted((root / d).iterdir()):
            if p.suffix in (".html", ".json", ".yaml", ".yml"):
                out.append(f"{d}/{p.name}")
    return out


def _forbidden_ranges(text: str) -> list[tuple[int, int]]:
    low = text.lower()
    ranges = []
    for m in re.finditer(r"<!--.*?-->", text, re.S):
        ranges.append((m.start(), m.end()))
    body = low.find("<body")
    ranges.append((0, body if body >= 0 else len(text)))
    for tag in FORBIDDEN:
        for m in re.finditer(rf"<{tag}[\s>]", low):
            end = low.find(f"</{tag}>", m.end())
            ranges.append((m.start(), end + len(tag) + 3 if end >= 0 else len(text)))
    return ranges


def html_points(text: str) -> list[tuple[int, int, str]]:
    ranges = sorted(_forbidden_ranges(text))
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    pts = []
    import bisect

    for m in BLOCK.finditer(text):
        at = m.start()
        if any(s <= at < e for s, e in ranges):
            continue
        li = bisect.bisect_right(offs, at) - 1
        ls = offs[li]
        before = text[ls:at]
        if before.strip() == "":
            col = 0
            expect = text[ls : at + len(m.group(0)) - 1]
        else:
            prev = text[:at].rstrip()
            if not prev.endswith(">"):
                continue
            col = at - ls
            expect = text[at : at + len(m.group(0)) - 1]
        pts.append((li + 1, col, expect))
    return pts


def _json_paths(node: Any, path: tuple[Any, ...], out: list[tuple[str, list[Any]]]) -> None:
    if isinstance(node, dict):
        out.append(("obj", list(path)))
        for k, v in node.items():
            _json_paths(v, (*path, k), out)
    elif isinstance(node, list):
        if node and all(isinstance(x, str) for x in node):
            out.append(("strlist", list(path)))
        for i, v in enumerate(node):
            _json_paths(v, (*path, i), out)


def json_points(text: str) -> dict[str, list[dict[str, Any]]]:
    """{'obj': [...], 'strlist': [...], 'headers': [...]} of multi-line containers."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from plant import _JsonSpans

    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    found: list[tuple[str, list[Any]]] = []
    _json_paths(doc, (), found)
    res: dict[str, list[dict[str, Any]]] = {"obj": [], "strlist": [], "headers": []}
    for kind, path in found:
        s, _e = spans[tuple(path)]
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] in "}]":
            continue
        node = doc
        for st in path:
            node = node[st]
        entry = {"path": path, "keys": list(node) if isinstance(node, dict) else []}
        if kind == "obj" and path and path[-1] == "headers":
            res["headers"].append(entry)
        elif kind == "obj":
            if path and path[-1] == "headers":
                continue
            res["obj"].append(entry)
        else:
            res["strlist"].append(entry)
    return res


def yaml_points(text: str) -> dict[str, list[dict[str, Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    res: dict[str, list[dict[str, Any]]] = {"obj": [], "headers": []}

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = [k.value for k, _ in node.value]
                entry = {"path": path, "keys": keys}
                if path and path[-1] == "headers":
                    res["headers"].append(entry)
                elif path:
                    res["obj"].append(entry)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return res
