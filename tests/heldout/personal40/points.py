"""Insertion points of the text captures, found mechanically (and then checked by planting).

- HTML: a block tag (``p``, ``div``, ``li``, ``h1``-``h6``, ``section``, ``article``, ``ul``,
  ``ol``, ``table``, ``footer``, ``aside``) that follows a ``>``, inside ``<body>``, whose
  ancestors are none of the excluded elements (checked with lxml on a probe planting).
- JSON: every multi-line object (``add_field``) and multi-line array of strings
  (``add_item``); objects named ``headers`` inside a cassette are recorded headers.
- YAML: every non-empty block mapping; ``headers`` mappings are recorded headers.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import lxml.html
import yaml
from plant import PlantError, _JsonSpans, plant

TEXT_DIRS = ("search", "html", "errors", "injection")
EXCLUDED = {
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
    "title",
    "option",
    "code",
    "table",
    "tr",
    "tbody",
    "thead",
    "form",
    "p",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
}
BLOCK = re.compile(r">\s*(<(?:p|div|li|h[1-6]|section|article|ul|ol|table|footer|aside)\b)")
PROBE = "ZQXPROBE7731"


def text_captures(root: Path) -> list[str]:
    out = []
    for d in TEXT_DIRS:
        for f in sorted((root / d).iterdir()):
            if f.suffix in (".html", ".json", ".yaml"):
                out.append(f"{d}/{f.name}")
    return out


def _html_points(root: Path, target: str) -> list[dict[str, Any]]:
    text = (root / target).read_text(encoding="utf-8")
    body = re.search(r"<body\b", text)
    if not body:
        return []
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    import bisect

    pts = []
    seen = set()
    for m in BLOCK.finditer(text, body.end()):
        at = m.start(1)
        ln = bisect.bisect_right(offs, at)
        col = at - offs[ln - 1]
        if not text[offs[ln - 1] : at].strip():
            col = 0
        key = (ln, col)
        if key in seen:
            continue
        seen.add(key)
        expect = (
            text[offs[ln - 1] + col : offs[ln - 1] + col + 12]
            if col
            else text[offs[ln - 1] : offs[ln - 1] + 12]
        )
        spec = {"line": ln, "col": col, "expect": expect}
        if _html_ok(root, target, spec):
            pts.append(spec)
    return pts


def _html_ok(root: Path, target: str, spec: dict[str, Any]) -> bool:
    item = {
        "id": "probe",
        "target": target,
        "value": PROBE,
        "html": {**spec, "snippet": f'<p class="probe">{PROBE}</p>'},
    }
    try:
        p = plant(item, root)
    except PlantError:
        return False
    doc = lxml.html.document_fromstring(p.data, parser=lxml.html.HTMLParser(encoding="utf-8"))
    hits = [el for el in doc.iter() if isinstance(el.tag, str) and el.text == PROBE]
    if len(hits) != 1:
        return False
    el = hits[0]
    anc = [a.tag for a in el.iterancestors()]
    if "body" not in anc or any(a in EXCLUDED for a in anc):
        return False
    # hidden containers of the injection pages would hide the datum: skip them
    for a in el.iterancestors():
        st = (a.get("style") or "").replace(" ", "").lower()
        if "display:none" in st or "font-size:0" in st or a.get("hidden") is not None:
            return False
        if a.get("aria-hidden") == "true":
            return False
    return True


def _json_points(root: Path, target: str) -> list[dict[str, Any]]:
    text = (root / target).read_text(encoding="utf-8")
    spans = _JsonSpans(text).spans
    pts = []
    for path, (s, _e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] in "}]":
            continue
        if c == "{":
            kind = (
                "headers" if path and path[-1] == "headers" and "cassette" in target else "object"
            )
            pts.append({"path": list(path), "kind": kind, "keys": _json_keys(text, spans, path)})
        else:
            first = spans.get((*path, 0))
            if first and text[first[0]] == '"':
                pts.append({"path": list(path), "kind": "array", "keys": []})
    return pts


def _json_keys(text: str, spans: dict, path: tuple) -> list[str]:
    n = len(path)
    return sorted({p[n] for p in spans if len(p) == n + 1 and p[:n] == path})


def _yaml_points(root: Path, target: str) -> list[dict[str, Any]]:
    text = (root / target).read_text(encoding="utf-8")
    rootn = yaml.compose(text, Loader=yaml.SafeLoader)
    pts: list[dict[str, Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                kind = "headers" if path and path[-1] == "headers" else "object"
                pts.append({"path": path, "kind": kind, "keys": [k.value for k, _ in node.value]})
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(rootn, [])
    return pts


def points(root: Path, target: str) -> list[dict[str, Any]]:
    if target.endswith(".html"):
        return _html_points(root, target)
    if target.endswith(".json"):
        return _json_points(root, target)
    return _yaml_points(root, target)
