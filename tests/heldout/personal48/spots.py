"""Insertion points in the captures (computed from the capture files, deterministic)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

BLOCK = "p|div|li|h[1-6]|section|article|ul|ol|aside|header|footer|nav|figure|blockquote|main"
EXCL = (
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
    "table",
    "head",
    "title",
    "form",
)


def html_spots(text: str) -> list[dict[str, Any]]:
    body = re.search(r"<body\b", text, re.I)
    if not body:
        return []
    bad = [(0, body.end())]
    for m in re.finditer(r"<!--.*?-->", text, re.S):
        bad.append((m.start(), m.end()))
    for tag in EXCL:
        for m in re.finditer(rf"<{tag}\b.*?</{tag}\s*>", text, re.S | re.I):
            bad.append((m.start(), m.end()))
    bad.sort()

    def inside(pos: int) -> bool:
        return any(a <= pos < b for a, b in bad)

    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    out = []
    import bisect

    for m in re.finditer(rf"<({BLOCK})[\s>]", text):
        p = m.start()
        if inside(p):
            continue
        li = bisect.bisect_right(starts, p) - 1
        ls = starts[li]
        pre = text[ls:p]
        tag = m.group(1)
        if pre.strip() == "":
            out.append({"line": li + 1, "col": 0, "expect": text[ls : m.end() - 1], "tag": tag})
        elif text[p - 1] == ">":
            out.append({"line": li + 1, "col": p - ls, "expect": text[p : m.end() - 1], "tag": tag})
    return out


def json_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    spans = _JsonSpans(text).spans
    objs, arrs, heads = [], [], []
    for path, (s, e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] in "}]" or "\n" not in text[s + 1 : j]:
            continue
        val = json.loads(text[s:e])
        if c == "{":
            spot = {"path": list(path), "keys": list(val)}
            if path and path[-1] == "headers" and all(isinstance(v, list) for v in val.values()):
                heads.append(spot)
            else:
                objs.append(spot)
        elif val and all(isinstance(v, str) for v in val):
            arrs.append({"path": list(path)})
    return {"obj": objs, "arr": arrs, "head": heads}


def yaml_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = [k.value for k, _ in node.value]
                spot = {"path": list(path), "keys": keys}
                if (
                    path
                    and path[-1] == "headers"
                    and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
                ):
                    heads.append(spot)
                else:
                    objs.append(spot)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return {"obj": objs, "arr": [], "head": heads}


def all_spots(captures: Path) -> dict[str, dict[str, list[dict[str, Any]]]]:
    out = {}
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if not f.is_file() or rel.startswith("pdf/") or rel == "SOURCES.md":
            continue
        text = f.read_bytes().decode("utf-8")
        if rel.endswith(".html"):
            out[rel] = {"html": html_spots(text)}
        elif rel.endswith(".json"):
            out[rel] = json_spots(text)
        elif rel.endswith((".yaml", ".yml")):
            out[rel] = yaml_spots(text)
    return out


if __name__ == "__main__":
    import sys

    for rel, d in all_spots(Path(sys.argv[1])).items():
        print(rel, {k: len(v) for k, v in d.items()})
