"""Where items of corpus 44 can be planted in each capture (computed from the captures).

- HTML pages: the start of a block element inside ``<body>`` (``p``, ``div``, ``li``,
  ``h2``-``h6``, ``section``, ``article``, ``ul``, ``ol``, ``table``, ``blockquote``), outside
  ``head``, scripts, styles, ``noscript``, ``pre``, ``textarea``, ``select``, ``svg``,
  ``iframe``, ``button``, ``label``, ``a``, ``template``, ``form``; at column 0 when the tag opens
  its line, or at the tag when a ``>`` comes just before it (minified markup); never inside
  an element hidden by ``display:none``, ``visibility:hidden``, ``font-size:0``, white text,
  a ``hidden`` class or attribute, or ``aria-hidden`` (the injection pages' hidden blocks).
- JSON: every object that spans several lines (a new first member gets its own line).
- YAML: every non-empty block mapping; recorded ``headers`` mappings are marked.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

from .plant import _JsonSpans

BLOCK = {
    "p",
    "div",
    "li",
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
}
SKIP = {
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
    "a",
    "template",
    "form",
    "title",
    "option",
    "math",
    "code",
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
    "param",
    "source",
    "track",
    "wbr",
}


class _Finder(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = lines
        self.stack: list[str] = []
        self.hidden: list[bool] = []
        self.in_body = False
        self.points: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self.in_body = True
        line, col = self.getpos()
        style = " ".join(v or "" for k, v in attrs if k == "style").replace(" ", "").lower()
        cls = " ".join(v or "" for k, v in attrs if k == "class").lower()
        hidden = (
            "display:none" in style
            or "visibility:hidden" in style
            or "font-size:0" in style
            or "color:#fff" in style
            or "hidden" in cls
            or any(k in ("hidden", "aria-hidden") for k, _ in attrs)
            or any(self.hidden)
        )
        if (
            self.in_body
            and tag in BLOCK
            and not any(t in SKIP for t in self.stack)
            and not any(t in ("table", "ul", "ol") for t in self.stack[-1:])
        ):
            text = self.lines[line - 1]
            before = text[:col]
            if not hidden:
                if before.strip() == "":
                    self.points.append(
                        {"line": line, "col": 0, "expect": text[: col + len(tag) + 1], "tag": tag}
                    )
                elif before.endswith(">"):
                    self.points.append({"line": line, "col": col, "expect": "<" + tag, "tag": tag})
        if tag not in VOID:
            self.stack.append(tag)
            self.hidden.append(hidden)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            while self.stack:
                self.hidden.pop()
                if self.stack.pop() == tag:
                    break


def html_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_bytes().decode("utf-8")
    lines = text.split("\n")
    f = _Finder(lines)
    f.feed(text)
    f.close()
    # the checker counts lines with "\n"; HTMLParser counts them the same way
    seen = set()
    out = []
    for p in f.points:
        k = (p["line"], p["col"])
        if k not in seen:
            seen.add(k)
            out.append(p)
    return out


def json_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    out = []
    for p, (s, e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        keys = list(json.loads(text[s:e]).keys())
        out.append({"path": list(p), "keys": keys, "headers": bool(p) and p[-1] == "headers"})
    return out


def yaml_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_bytes().decode("utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[dict[str, Any]] = []

    def walk(node: yaml.Node, p: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                out.append(
                    {
                        "path": list(p),
                        "keys": [k.value for k, _ in node.value],
                        "headers": bool(p) and p[-1] == "headers",
                    }
                )
            for k, v in node.value:
                walk(v, [*p, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*p, i])

    walk(root, [])
    return out
