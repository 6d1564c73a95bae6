"""Find planting spots in the text captures (corpus 15 generator helper).

A spot is a place where ``plant.py`` can put one item so that the page or document still
parses and the datum stays where a reader of that kind of file would meet it:

- ``html``: before a block tag inside ``<body>``; each candidate is tried with a marker
  block and kept only when lxml puts the marker in the body, outside scripts, styles,
  comments, ``head``, ``noscript``, ``pre``, ``textarea``, ``select``, ``svg``,
  ``iframe``, ``button``, ``label``, ``a``, ``template`` and hidden elements;
- ``json`` / ``yaml`` ``field``: a multi-line object / non-empty block mapping
  (``add_field``); ``header``: a recorded cassette ``headers`` mapping (value is a list);
  ``item``: a multi-line array / block sequence of strings (``add_item``); ``append``: a
  one-line prose string (JSON; YAML only when the scalar is on one line) that a sentence
  can be appended to in place; ``inner``: a string holding a recorded JSON object body
  (``add_inner_field``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lxml.html
import yaml

if __package__:
    from . import plant as P
else:  # run as a script from this folder
    import plant as P  # type: ignore[no-redef]

BLOCK = re.compile(
    r"<(p|div|li|ul|ol|h[1-6]|section|article|table|aside|figure|blockquote|dl|header|footer|nav|form|hr)[\s>/]",
    re.I,
)
FORBIDDEN = {
    "script", "style", "head", "noscript", "pre", "textarea", "select", "svg", "iframe",
    "button", "label", "a", "template", "title", "option", "math", "code",
}  # fmt: skip
HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0", re.I
)
MARK = "QZXMARKQZX"

PROSE_KEYS = {
    "content", "snippet", "description", "text", "title", "answer", "raw", "summary",
    "cited_text", "markdown", "with", "without",
}  # fmt: skip


@dataclass(frozen=True)
class Spot:
    target: str  # capture path relative to the captures root
    kind: str  # html | field | header | item | append | inner
    fmt: str  # html | json | yaml
    where: dict[str, Any]  # html: line/col/expect; json/yaml: path (+ keys present)

    def describe(self) -> str:
        if self.fmt == "html":
            w = self.where
            how = "before the line" if w["col"] == 0 else f"breaking the line at col {w['col']}"
            return f"HTML block {how} {w['line']} (a {w['tag']} inside {w['parent']})"
        path = "/".join(str(p) for p in self.where["path"]) or "(root)"
        return {
            "field": f"{self.fmt.upper()} new first field of the object at {path}",
            "header": f"{self.fmt.upper()} recorded header added at {path}",
            "item": f"{self.fmt.upper()} new first element of the list at {path}",
            "append": f"{self.fmt.upper()} sentence appended in place to the string at {path}",
            "inner": f"{self.fmt.upper()} field added inside the recorded JSON body at {path}",
        }[self.kind]


# ---------------------------------------------------------------------------- HTML


def _visible_ok(el: Any) -> tuple[bool, str]:
    parent = el.getparent()
    pname = parent.tag if parent is not None and isinstance(parent.tag, str) else "?"
    in_body = False
    node = el.getparent()
    while node is not None:
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag in FORBIDDEN:
            return False, pname
        if tag == "body":
            in_body = True
        if node.get("hidden") is not None or node.get("aria-hidden") == "true":
            return False, pname
        if HIDDEN_STYLE.search(node.get("style") or ""):
            return False, pname
        cls = (node.get("class") or "").lower()
        if any(w in cls for w in ("hidden", "sr-only", "visually-hidden", "offscreen")):
            return False, pname
        node = node.getparent()
    return in_body, pname


def html_spots(root: Path, target: str) -> list[Spot]:
    text = (root / target).read_bytes().decode("utf-8")
    lines = text.split("\n")
    body_line = next((i for i, ln in enumerate(lines) if re.search(r"<body[\s>]", ln, re.I)), None)
    if body_line is None:
        return []
    out: list[Spot] = []
    for i in range(body_line, len(lines)):
        ln = lines[i]
        for m in BLOCK.finditer(ln):
            col = m.start()
            before = ln[:col]
            if before.strip() == "":
                spec = {"line": i + 1, "col": 0, "expect": ln[: m.end() - 1]}
            elif before.rstrip().endswith(">"):
                spec = {"line": i + 1, "col": col, "expect": ln[col : m.end() - 1]}
            else:
                continue
            try:
                new, _s, _c, _o = P._html(text, {**spec, "snippet": f"<div>{MARK}</div>"})
                doc = lxml.html.document_fromstring(
                    new.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
                )
            except Exception:
                continue
            hits = [el for el in doc.iter() if isinstance(el.tag, str) and (el.text or "") == MARK]
            if len(hits) != 1 or hits[0].tag != "div":
                continue
            ok, parent = _visible_ok(hits[0])
            if not ok:
                continue
            spec["tag"] = m.group(1).lower()
            spec["parent"] = parent
            out.append(Spot(target, "html", "html", spec))
            if spec["col"] == 0:
                break  # one spot per line before its first tag is enough
    return out


# ---------------------------------------------------------------------------- JSON


def json_spots(root: Path, target: str) -> list[Spot]:
    text = (root / target).read_bytes().decode("utf-8")
    spans = P._JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    out: list[Spot] = []
    for path, (s, e) in spans.items():
        c = text[s]
        node: Any = doc
        for step in path:
            node = node[step]
        last = path[-1] if path else None
        if c == "{" and node:
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            if "\n" not in text[s + 1 : j]:
                continue
            is_headers = last == "headers" and all(isinstance(v, list) for v in node.values())
            kind = "header" if is_headers else "field"
            out.append(Spot(target, kind, "json", {"path": list(path), "keys": sorted(node)}))
        elif c == "[" and node and all(isinstance(v, str) for v in node):
            if "\n" in text[s:e]:
                out.append(Spot(target, "item", "json", {"path": list(path)}))
        elif c == '"' and isinstance(node, str):
            if node.startswith("{") and node.endswith("}"):
                try:
                    inner = json.loads(node)
                except ValueError:
                    inner = None
                if isinstance(inner, dict):
                    out.append(
                        Spot(target, "inner", "json", {"path": list(path), "keys": sorted(inner)})
                    )
                    continue
            if (
                isinstance(last, str)
                and last in PROSE_KEYS
                and 30 <= len(node) <= 2000
                and "@" not in node
                and not re.search(r"\d{7,}|https?://|eyJ|[A-Za-z0-9_\-]{32,}", node)
            ) or (
                isinstance(last, int)
                and len(path) >= 2
                and path[-2] in ("with", "without")
                and "@" not in node
            ):
                out.append(Spot(target, "append", "json", {"path": list(path)}))
    return out


# ---------------------------------------------------------------------------- YAML


def _walk(node: yaml.Node, path: list[Any]):
    yield path, node
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            yield from _walk(v, [*path, k.value])
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            yield from _walk(v, [*path, i])


def yaml_spots(root: Path, target: str) -> list[Spot]:
    text = (root / target).read_bytes().decode("utf-8")
    top = yaml.compose(text, Loader=yaml.SafeLoader)
    lines = text.split("\n")
    out: list[Spot] = []
    for path, node in _walk(top, []):
        last = path[-1] if path else None
        if isinstance(node, yaml.MappingNode) and node.value and not node.flow_style:
            keys = sorted(k.value for k, _ in node.value)
            is_headers = last == "headers" and all(
                isinstance(v, yaml.SequenceNode) for _, v in node.value
            )
            out.append(
                Spot(
                    target,
                    "header" if is_headers else "field",
                    "yaml",
                    {"path": path, "keys": keys},
                )
            )
        elif isinstance(node, yaml.SequenceNode) and node.value and not node.flow_style:
            first = node.value[0]
            before = lines[first.start_mark.line][: first.start_mark.column]
            dash = before.rfind("-")
            if (
                dash >= 0
                and not before[:dash].strip()
                and all(isinstance(v, yaml.ScalarNode) for v in node.value)
            ):
                out.append(Spot(target, "item", "yaml", {"path": path}))
        elif (
            isinstance(node, yaml.ScalarNode)
            and node.tag.endswith(":str")
            and isinstance(last, str)
            and last in PROSE_KEYS
            and node.start_mark.line == node.end_mark.line
            and 20 <= len(node.value) <= 400
            and "@" not in node.value
            and not re.search(r"\d{7,}|https?://|eyJ|[A-Za-z0-9_\-]{32,}", node.value)
        ):
            out.append(Spot(target, "append", "yaml", {"path": path}))
        elif (
            isinstance(node, yaml.ScalarNode)
            and node.value.startswith("{")
            and node.value.endswith("}")
        ):
            try:
                inner = json.loads(node.value)
            except ValueError:
                continue
            if isinstance(inner, dict) and node.start_mark.line == node.end_mark.line:
                out.append(Spot(target, "inner", "yaml", {"path": path, "keys": sorted(inner)}))
    return out


def all_spots(root: Path, targets: list[str]) -> list[Spot]:
    out: list[Spot] = []
    for t in targets:
        if t.endswith(".html"):
            out += html_spots(root, t)
        elif t.endswith(".json"):
            out += json_spots(root, t)
        elif t.endswith((".yaml", ".yml")):
            out += yaml_spots(root, t)
    return out
