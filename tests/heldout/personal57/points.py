"""Insertion points in the captures: where an item of corpus 57 can be planted.

HTML: just before a block tag (``p``, ``div``, ``li``, ``h1``-``h6``, ``section``,
``article``, ``ul``, ``ol``, ``table``, ``blockquote``, ``figure``) that follows a ``>``,
after ``<body``, outside comments, scripts, styles, ``noscript``, ``pre``, ``textarea``,
``select``, ``svg``, ``iframe``, ``button``, ``label``, ``template``, ``head``.
JSON: every multi-line object (``add_field``) and every multi-line array of strings
(``add_item``). YAML: every non-empty block mapping (``add_field``). Recorded headers:
the ``headers`` objects / mappings of a cassette.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans, _yaml_at  # noqa: F401

BLOCK = re.compile(
    r">(\s*)<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure)[\s>]", re.I
)
MASKED = (
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
    "a",
    "span",
    "em",
    "strong",
    "b",
    "i",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "figcaption",
)


def _mask(text: str) -> str:
    def blank(m: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", m.group(0))

    t = re.sub(r"<!--.*?-->", blank, text, flags=re.S)
    for tag in MASKED:
        t = re.sub(rf"<{tag}\b[^>]*>.*?</{tag}\s*>", blank, t, flags=re.S | re.I)
    return t


def html_points(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) before block tags in the body."""
    masked = _mask(text)
    body = re.search(r"<body\b[^>]*>", masked, re.I)
    start = body.end() if body else 0
    offs = [0]
    for m in re.finditer("\n", text):
        offs.append(m.end())
    out = []
    import bisect

    for m in BLOCK.finditer(masked, start):
        at = m.start(2) - 1  # the '<'
        li = bisect.bisect_right(offs, at) - 1
        col = at - offs[li]
        if text[offs[li] : at].strip() == "":
            col = 0
            expect = text[offs[li] : at + 2]
        else:
            expect = text[at : at + 12]
        out.append((li + 1, col, expect))
    seen = set()
    uniq = []
    for p in out:
        if p[:2] not in seen:
            seen.add(p[:2])
            uniq.append(p)
    return uniq


def json_points(text: str) -> dict[str, list[tuple[list[Any], str, list[str]]]]:
    """Multi-line objects and string arrays: {'obj': [(path, '', keys)], 'arr': [...],
    'headers': [...]}."""
    sp = _JsonSpans(text)
    import json

    objs, arrs, heads, inner = [], [], [], []
    for path, (s, e) in sp.spans.items():
        c = text[s]
        if c == '"' and path and path[-1] == "string" and "\n" not in text[s:e]:
            try:
                body = json.loads(json.loads(text[s:e]))
            except ValueError:
                body = None
            if isinstance(body, dict) and not any("token" in k for k in body):
                inner.append((list(path), "inner", list(body)))
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        gap = text[s + 1 : j]
        if "\n" not in gap or text[j] in "}]":
            continue
        val = json.loads(text[s:e])
        if c == "{":
            entry = (list(path), "obj", list(val))
            if path and path[-1] == "headers":
                heads.append(entry)
            else:
                objs.append(entry)
        elif val and all(isinstance(v, str) for v in val):
            arrs.append((list(path), "arr", []))
    return {"obj": _prefer(objs), "arr": arrs, "headers": heads, "inner": inner}


def _prefer(objs: list[Any]) -> list[Any]:
    """Leave out a document's root object (and a cassette's interaction wrapper) when there
    are other objects: a new field there would not look like anything a recording holds."""
    keep = [o for o in objs if o[0] and not (len(o[0]) == 2 and o[0][0] == "interactions")]
    for part in ("parsed_body", "response"):  # a cassette: the recorded response first
        inside = [o for o in keep if part in o[0]]
        if inside:
            return inside
    return keep or objs


def yaml_points(text: str) -> dict[str, list[tuple[list[Any], str, list[str]]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = [k.value for k, _ in node.value]
                entry = (path, "obj", keys)
                (heads if path and path[-1] == "headers" else objs).append(entry)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return {"obj": _prefer(objs), "arr": [], "headers": heads, "inner": []}


def points_for(captures: Path, target: str) -> dict[str, Any]:
    text = (captures / target).read_bytes().decode("utf-8")
    if target.endswith(".html"):
        return {"html": html_points(text)}
    if target.endswith(".json"):
        return json_points(text)
    return yaml_points(text)
