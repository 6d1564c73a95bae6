"""Find planting spots in the text captures (HTML block tags in <body>, multi-line JSON
objects, YAML block mappings, recorded-header mappings). Deterministic."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml
from plant import _JsonSpans

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
    "main",
    "aside",
    "nav",
    "figure",
    "blockquote",
}
EXCL = {
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
    "table",
    "ul",
    "ol",
    "p",
}


class _Finder(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = lines
        self.stack: list[str] = []
        self.body = False
        self.spots: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "body":
            self.body = True
        ln, col = self.getpos()
        if self.body and not self.stack and tag in BLOCK:
            line = self.lines[ln - 1]
            if line[:col].strip() == "":
                self.spots.append((ln, 0, line[col : col + 12]))
            elif col > 0 and line[col - 1] == ">":
                self.spots.append((ln, col, line[col : col + 12]))
        if tag in EXCL:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            while self.stack:
                if self.stack.pop() == tag:
                    break
        if tag == "body":
            self.body = False


def html_spots(text: str) -> list[dict[str, Any]]:
    lines = text.split("\n")
    f = _Finder(lines)
    f.feed(text)
    out = []
    for ln, col, _exp in f.spots:
        line = lines[ln - 1]
        out.append(
            {
                "line": ln,
                "col": col,
                "expect": line[col : col + 6]
                if col
                else line[: len(line) - len(line.lstrip()) + 4],
            }
        )
    return out


def json_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        if path and isinstance(path[-1], str) and path[-1].lower() == "headers":
            hdrs.append(list(path))
        else:
            objs.append(list(path))
    return objs, hdrs


def yaml_spots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                if path and path[-1] == "headers":
                    hdrs.append(path)
                else:
                    objs.append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


def mapping_keys(kind: str, text: str, path: list[Any]) -> set[str]:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for step in path:
        data = data[step]
    return {str(k) for k in data}


def all_spots(captures: Path) -> dict[str, dict[str, Any]]:
    res: dict[str, dict[str, Any]] = {}
    for sub in ("html", "search", "errors", "injection"):
        for p in sorted((captures / sub).iterdir()):
            rel = f"{sub}/{p.name}"
            t = p.read_text(encoding="utf-8")
            if p.suffix == ".html":
                res[rel] = {"kind": "html", "spots": html_spots(t), "hdrs": []}
            elif p.suffix == ".json":
                o, h = json_spots(t)
                res[rel] = {"kind": "json", "spots": o, "hdrs": h}
            elif p.suffix in (".yaml", ".yml"):
                o, h = yaml_spots(t)
                res[rel] = {"kind": "yaml", "spots": o, "hdrs": h}
    return res


if __name__ == "__main__":
    import sys

    r = all_spots(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/captures"))
    for k, v in r.items():
        print(k, v["kind"], len(v["spots"]), len(v["hdrs"]))
