"""Find the places of each capture where an item can be planted (read at generation time).

Nothing here is copied into the repository: the generator records only line/column/path
coordinates and a few characters of ``expect`` (the tag that starts the line).

Kinds of spot:

- ``html``: before a block tag (``<p``, ``<div``, ``<li``, ``<h2``…) inside ``<body>``, outside
  scripts, styles, comments and the other elements listed in ``EXCLUDED``;
- ``obj``: a non-empty multi-line JSON object / YAML block mapping (``add_field``);
- ``headers``: the ``headers`` object of a recorded request/response (``add_field``, list value);
- ``text``: a one-line string of prose (``append``);
- ``url``: a one-line URL string (``set``);
- ``inner``: a string holding a JSON object, a recorded body (``add_inner_field``).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from plant import _JsonSpans

BLOCK = re.compile(r"<(?:p|div|li|h[1-6]|section|article|ul|ol|table)[\s>]", re.I)
PROSE_KEYS = {
    "content",
    "snippet",
    "description",
    "text",
    "title",
    "message",
    "body",
    "raw_content",
    "summary",
    "context",
    "markdown",
}
URL_KEYS = {"url", "uri", "link", "source_url", "displayLink", "formattedUrl"}


def _excluded_spans(text: str) -> list[tuple[int, int]]:
    spans = [(m.start(), m.end()) for m in re.finditer(r"<!--.*?-->", text, re.S)]
    head = re.search(r"<body\b", text, re.I)
    spans.append((0, head.start() if head else len(text)))
    raw = "script|style|noscript|pre|textarea|select|svg|iframe|button|label|template"
    for m in re.finditer(rf"<({raw})\b.*?</\1\s*>", text, re.S | re.I):
        spans.append((m.start(), m.end()))
    # inline elements and paragraphs must not receive a block: stay out of them
    for tag in ("a", "p", "span", "h1", "h2", "h3", "h4", "h5", "h6", "option", "li"):
        for m in re.finditer(rf"<{tag}\b[^>]*>.*?</{tag}\s*>", text, re.S | re.I):
            spans.append((m.start() + 1, m.end() - 1))
    return sorted(spans)


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(s < pos < e for s, e in spans)


def html_spots(text: str) -> list[dict[str, Any]]:
    spans = _excluded_spans(text)
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    out = []
    line_no = 0
    for m in BLOCK.finditer(text):
        at = m.start()
        if _inside(at, spans):
            continue
        if at > 0 and text[at - 1] not in ">\n \t":
            continue
        while line_no + 1 < len(offs) and offs[line_no + 1] <= at:
            line_no += 1
        ls = offs[line_no]
        before = text[ls:at]
        if before.strip() == "":
            out.append({"line": line_no + 1, "col": 0, "expect": text[ls : at + 4]})
        elif before.endswith(">"):
            out.append({"line": line_no + 1, "col": at - ls, "expect": text[at : at + 4]})
    return out


def json_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    spans = _JsonSpans(text).spans
    out: dict[str, list[dict[str, Any]]] = {
        "obj": [],
        "headers": [],
        "text": [],
        "url": [],
        "inner": [],
    }
    for path, (s, e) in spans.items():
        frag = text[s:e]
        key = path[-1] if path else None
        if frag.startswith("{"):
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            if text[j] == "}" or "\n" not in text[s + 1 : j]:
                continue
            keys = list(json.loads(frag).keys())
            kind = "headers" if key in ("headers",) else "obj"
            out[kind].append({"path": list(path), "keys": keys})
        elif frag.startswith('"'):
            val = json.loads(frag)
            if val.startswith("{") and key == "string":
                try:
                    inner = json.loads(val)
                except ValueError:
                    inner = None
                if isinstance(inner, dict):
                    out["inner"].append({"path": list(path), "keys": list(inner)})
                continue
            if key in URL_KEYS and val.startswith("http"):
                out["url"].append({"path": list(path), "old": val})
            elif key in PROSE_KEYS and len(val) > 30 and " " in val:
                out["text"].append({"path": list(path)})
    return out


def _walk(node: yaml.Node, path: list[Any], out: dict[str, list[dict[str, Any]]]) -> None:
    if isinstance(node, yaml.MappingNode):
        if not node.flow_style and node.value:
            keys = [k.value for k, _ in node.value]
            kind = "headers" if path and path[-1] == "headers" else "obj"
            # header values must be block sequences for the "name: - value" form
            out[kind].append({"path": list(path), "keys": keys})
        for k, v in node.value:
            _walk(v, [*path, k.value], out)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk(v, [*path, i], out)
    elif isinstance(node, yaml.ScalarNode):
        if node.start_mark.line != node.end_mark.line or node.tag != "tag:yaml.org,2002:str":
            return
        key = path[-1] if path else None
        val = node.value
        if key in URL_KEYS and val.startswith("http"):
            out["url"].append({"path": list(path), "old": val})
        elif key in PROSE_KEYS and len(val) > 30 and " " in val and not val.startswith("{"):
            out["text"].append({"path": list(path)})


def yaml_spots(text: str) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {
        "obj": [],
        "headers": [],
        "text": [],
        "url": [],
        "inner": [],
    }
    _walk(yaml.compose(text, Loader=yaml.SafeLoader), [], out)
    return out


def all_spots(captures: Path) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """{target: {spot kind: [spot, …]}} for every text capture."""
    res: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if not f.is_file() or rel.startswith("pdf/") or rel == "SOURCES.md":
            continue
        text = f.read_bytes().decode("utf-8")
        if rel.endswith(".html"):
            res[rel] = {"html": html_spots(text)}
        elif rel.endswith(".json"):
            res[rel] = json_spots(text)
        elif rel.endswith((".yaml", ".yml")):
            res[rel] = yaml_spots(text)
    return res
