"""Find planting spots in the captures (used by gen.py only).

HTML: a block tag (p, div, li, h1-h6, section, article, ul, ol, table, blockquote,
figure) that starts a line, or follows a ``>`` on a long line; the spot is kept only
when a probe paragraph planted there lands in the body, visible, and outside head,
script, style, noscript, pre, textarea, select, svg, iframe, button, label, a, template
and elements hidden by style/hidden/aria-hidden.
JSON/YAML: every non-empty multi-line object / block mapping; a mapping named
``headers`` inside a cassette is kept apart for recorded headers.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import lxml.html
import yaml
from plant import PlantError, _JsonSpans, _yaml_at, plant

BLOCK = re.compile(r"<(?:p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure)[\s>]", re.I)
BAD = {
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
    "option",
    "title",
    "code",
}
HIDDEN = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|color\s*:\s*#fff|opacity\s*:\s*0",
    re.I,
)
PROBE = "ZQXPROBEZQX"


def _visible(el: Any) -> bool:
    node = el
    seen_body = False
    while node is not None:
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag.lower() in BAD:
            return False
        if tag.lower() == "body":
            seen_body = True
        a = node.attrib
        if "hidden" in a or a.get("aria-hidden") == "true" or HIDDEN.search(a.get("style", "")):
            return False
        cls = a.get("class", "")
        if re.search(r"\b(sr-only|hidden|visually-hidden|d-none)\b", cls):
            return False
        node = node.getparent()
    return seen_body


def html_spots(captures: Path, target: str) -> list[dict[str, Any]]:
    text = (captures / target).read_text(encoding="utf-8")
    out = []
    for ln, row in enumerate(text.split("\n"), 1):
        cands = []
        s = row.lstrip(" \t")
        if BLOCK.match(s):
            cands.append(0)
        if len(row) > 300:
            for m in BLOCK.finditer(row):
                if m.start() > 0 and row[m.start() - 1] == ">":
                    cands.append(m.start())
                if len(cands) > 6:
                    break
        for col in cands:
            expect = row[col : col + 10]
            spec = {"snippet": f"<p>{PROBE}</p>", "line": ln, "col": col, "expect": expect}
            try:
                p = plant({"id": "probe", "target": target, "value": PROBE, "html": spec}, captures)
                doc = lxml.html.document_fromstring(
                    p.data, parser=lxml.html.HTMLParser(encoding="utf-8")
                )
            except (PlantError, ValueError):
                continue
            hits = [
                el for el in doc.iter() if isinstance(el.tag, str) and el.text and PROBE in el.text
            ]
            if len(hits) == 1 and _visible(hits[0]):
                out.append({"line": ln, "col": col, "expect": expect})
    return out


def json_spots(captures: Path, target: str) -> tuple[list[list[Any]], list[list[Any]]]:
    text = (captures / target).read_text(encoding="utf-8")
    spans = _JsonSpans(text).spans
    body, headers = [], []
    for path, (s, e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n" or text[j:e].strip() in ("", "}"):
            continue
        if path and path[-1] == "headers":
            headers.append(list(path))
        elif "headers" not in path:
            body.append(list(path))
    return body, headers


def yaml_spots(captures: Path, target: str) -> tuple[list[list[Any]], list[list[Any]]]:
    text = (captures / target).read_text(encoding="utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    body, headers = [], []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                if path and path[-1] == "headers":
                    headers.append(path)
                elif "headers" not in path:
                    body.append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    assert all(_yaml_at(root, p) is not None for p in body)
    return body, headers
