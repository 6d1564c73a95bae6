# ruff: noqa: E501
"""Write cases.json: the items of the three content modules, planted at fixed-seed points.

    .venv/bin/python tests/heldout/personal32/gen.py [CAPTURES]

Insertion points are found in the captures (read only): in HTML, block start tags inside
``<body>`` outside scripts/styles/comments/pre/textarea/select/svg/iframe/button/label/
noscript/template; in JSON, multi-line objects (``add_field``); in YAML, non-empty block mappings. Recorded-header items go to a
cassette's ``headers`` mapping. Each HTML point is used at most once.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root  # noqa: E402
from plant import _JsonSpans  # noqa: E402

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
    "nav",
    "aside",
    "figure",
    "blockquote",
    "form",
}
BAN = {
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
    "title",
    "a",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "span",
    "table",
    "ul",
    "ol",
    "form",
}
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(/?)>", re.S)
VOID = {
    "br",
    "img",
    "meta",
    "link",
    "input",
    "hr",
    "source",
    "wbr",
    "area",
    "base",
    "col",
    "embed",
    "param",
    "track",
}


def html_points(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) before block start tags, outside banned containers."""
    m = re.search(r"<body\b[^>]*>", text, re.I)
    if not m:
        return []
    pts = []
    stack: list[str] = []
    pos = m.end()
    raw_until: str | None = None
    for t in TAG.finditer(text, pos):
        if raw_until:
            if t.group(1) == "/" and t.group(2).lower() == raw_until:
                raw_until = None
                stack.pop() if stack and stack[-1] == t.group(2).lower() else None
            continue
        if t.group(0).startswith("<!--"):
            continue
        close, name, selfc = t.group(1), t.group(2).lower(), t.group(3)
        if close:
            if name in stack:
                while stack and stack.pop() != name:
                    pass
            if name == "body":
                break
            continue
        if name in BLOCK and stack and stack[-1] == "p":
            stack.pop()
        if name in BLOCK and not stack:
            start = t.start()
            ls = text.rfind("\n", 0, start) + 1
            before = text[ls:start]
            if not before.strip():
                pts.append((text.count("\n", 0, start) + 1, 0, text[ls : start + len(name) + 1]))
            elif before.rstrip().endswith(">") and "<!--" not in before[-40:]:
                pts.append(
                    (
                        text.count("\n", 0, start) + 1,
                        start - ls,
                        text[start : start + len(name) + 1],
                    )
                )
        if name in ("script", "style", "textarea", "title"):
            raw_until = name
            stack.append(name) if name in BAN else None
            continue
        if name in BAN and not selfc and name not in VOID:
            stack.append(name)
    return pts


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, arrs, heads = [], [], []
    doc = json.loads(text.lstrip("\ufeff"))
    for path, (s, _e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] in "}]" or "\n" not in text[s + 1 : j]:
            continue
        node = doc
        for step in path:
            node = node[step]
        if c == "{":
            (heads if path and path[-1] == "headers" else objs).append(list(path))
        elif isinstance(node[0], str) and "headers" not in path:
            arrs.append(list(path))
    return objs, arrs, heads


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    maps, heads = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (heads if path and path[-1] == "headers" else maps).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return maps, heads


def node_at(doc: Any, path: list[Any]) -> Any:
    for s in path:
        doc = doc[s]
    return doc


def fresh_key(captures: Path, tgt: str, kind: str, path: list[Any], key: str) -> str:
    """A key already present in the object (any case) gets the suffix ``_extra``."""
    raw = (captures / tgt).read_bytes().decode("utf-8-sig")
    doc = json.loads(raw) if kind == "json" else yaml.safe_load(raw)
    present = {str(k).lower() for k in node_at(doc, path)}
    while key.lower() in present:
        key += "_extra"
    return key


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    rng = random.Random(3232)
    html_pts: list[tuple[str, tuple[int, int, str]]] = []
    data_pts: list[tuple[str, str, list[Any]]] = []  # (target, kind json/yaml, path)
    arr_pts: list[tuple[str, list[Any]]] = []
    head_pts: list[tuple[str, str, list[Any]]] = []
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if f.suffix == ".html":
            text = f.read_bytes().decode("utf-8")
            html_pts += [(rel, p) for p in html_points(text)]
        elif f.suffix == ".json":
            objs, arrs, heads = json_points(f.read_bytes().decode("utf-8"))
            data_pts += [(rel, "json", p) for p in objs]
            arr_pts += [(rel, p) for p in arrs]
            head_pts += [(rel, "json", p) for p in heads]
        elif f.suffix == ".yaml":
            maps, heads = yaml_points(f.read_text(encoding="utf-8"))
            data_pts += [(rel, "yaml", p) for p in maps]
            head_pts += [(rel, "yaml", p) for p in heads]

    # spread over captures: shuffle per capture, then interleave
    def spread(pts: list[Any]) -> list[Any]:
        by: dict[str, list[Any]] = {}
        for p in pts:
            by.setdefault(p[0], []).append(p)
        for v in by.values():
            rng.shuffle(v)
        out = []
        while any(by.values()):
            for k in sorted(by):
                if by[k]:
                    out.append(by[k].pop())
        return out

    html_q, data_q, head_q = spread(html_pts), spread(data_pts), spread(head_pts)
    hi = di = he = 0
    items: list[dict[str, Any]] = []
    for label, mod, prefix in (
        ("personal", content_personal, "per"),
        ("secret", content_secret, "sec"),
        ("keep", content_keep, "keep"),
    ):
        raw = mod.items()
        for n, it in enumerate(raw, 1):
            item = {"id": f"p32-{prefix}-{n:03d}", "split": "test", "label": label}
            item.update({k: it[k] for k in ("family", "kind", "lang", "form", "value")})
            if "header" in it:
                tgt, kind, path = head_q[he % len(head_q)]
                he += 1
                key, val = it["header"]
                key = fresh_key(captures, tgt, kind, path, key)
                item["target"] = tgt
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": [val]}
                item["form"] += " / recorded header"
            elif "snippet" in it and ("field" not in it or n % 2 == 0):
                tgt, (line, col, expect) = html_q[hi]
                hi += 1
                item["target"] = tgt
                item["html"] = {
                    "snippet": it["snippet"],
                    "line": line,
                    "col": col,
                    "expect": expect,
                }
                item["form"] += " / HTML"
            else:
                tgt, kind, path = data_q[di % len(data_q)]
                di += 1
                key, val = it["field"]
                key = fresh_key(captures, tgt, kind, path, key)
                item["target"] = tgt
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": val}
                item["form"] += f" / {kind.upper()} field"
            items.append(item)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(
        f"{len(items)} items; html points {len(html_q)} used {hi}; data points {len(data_q)}; headers {len(head_q)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
