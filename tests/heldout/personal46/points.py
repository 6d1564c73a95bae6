"""Insertion points of the text captures (corpus 46), found by reading each capture.

- HTML: start tags of block elements inside ``<body>``, outside head/script/style/comment/
  noscript/pre/textarea/select/svg/iframe/button/label/template and outside elements hidden
  by ``style``/``hidden``; at the start of a line (col 0) or right after a ``>`` (col > 0).
- JSON: every object spread over several lines (``add_field``); objects named ``headers``
  inside a cassette are the recorded-header points.
- YAML: every non-empty block mapping (``add_field``); ``headers`` mappings are the
  recorded-header points.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import yaml
from plant import _JsonSpans, _line_offsets

TEXT_DIRS = ("search", "html", "errors", "injection")
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
    "header",
    "footer",
    "aside",
    "blockquote",
    "main",
    "nav",
    "figure",
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
    "template",
    "title",
    "a",
    "span",
    "form",
    "table",
    "ul",
    "ol",
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


def text_captures(root: Path) -> list[str]:
    out = []
    for d in TEXT_DIRS:
        for f in sorted((root / d).iterdir()):
            if f.suffix in (".html", ".json", ".yaml"):
                out.append(f"{d}/{f.name}")
    return out


class _Blocks(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.in_body = False
        self.found: list[tuple[int, int]] = []

    def _blocked(self) -> bool:
        return any(t in SKIP or hid for t, hid in self.stack)

    def handle_starttag(self, tag, attrs):  # type: ignore[no-untyped-def]
        if tag == "body":
            self.in_body = True
            return
        if self.in_body and tag in BLOCK and not self._blocked():
            self.found.append(self.getpos())
        if tag in VOID:
            return
        a = dict(attrs)
        style = (a.get("style") or "").replace(" ", "").lower()
        hid = (
            "hidden" in a
            or "display:none" in style
            or "font-size:0" in style
            or "visibility:hidden" in style
            or a.get("aria-hidden") == "true"
            or "hidden" in (a.get("class") or "").split()
        )
        self.stack.append((tag, hid))

    def handle_endtag(self, tag):  # type: ignore[no-untyped-def]
        if tag == "body":
            self.in_body = False
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break


def html_points(text: str) -> list[dict]:
    p = _Blocks()
    p.feed(text)
    p.close()
    lines = text.split("\n")
    offs = _line_offsets(text)
    out = []
    for ln, col in p.found:
        line = lines[ln - 1]
        before = line[:col]
        if not before.strip():
            out.append({"line": ln, "col": 0, "expect": line[: col + 2]})
        elif before.rstrip().endswith(">") and before.endswith(">"):
            at = offs[ln - 1] + col
            out.append({"line": ln, "col": col, "expect": text[at : at + 4]})
    return out


def json_points(text: str) -> tuple[list[list], list[list]]:
    spans = _JsonSpans(text).spans
    plain, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (headers if path and path[-1] == "headers" else plain).append(list(path))
    return plain, headers


def yaml_points(text: str) -> tuple[list[list], list[list]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    plain, headers = [], []

    def walk(node, path):  # type: ignore[no-untyped-def]
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else plain).append(list(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return plain, headers


def existing_keys(root: Path, target: str, path: list) -> set[str]:
    text = (root / target).read_text(encoding="utf-8-sig")
    node = json.loads(text) if target.endswith(".json") else yaml.safe_load(text)
    for step in path:
        node = node[step]
    return set(node) if isinstance(node, dict) else set()
