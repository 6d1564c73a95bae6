"""Write cases.json for corpus 34 (fixed seeds; deterministic given the captures).

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal34/gen.py

Values come from content_personal / content_secret / content_keep (seeded ``values.V``).
Insertion points are found here, by reading the captures (never copied into the repo):
multi-line JSON objects and block YAML mappings (recorded header maps for header items,
other objects for fields), and, in pages, block tags inside <body> that follow a ``>``
outside head/script/style/noscript/pre/textarea/select/svg/iframe/button/label.
"""

from __future__ import annotations

import html
import json
import os
import random
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402
from values import V  # noqa: E402

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
}
FORBID = {
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
    "math",
    "object",
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
    "source",
    "track",
    "wbr",
}


class _Slots(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text = text
        self.lines = text.split("\n")
        self.body = False
        self.depth: dict[str, int] = {}
        self.slots: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        line, col = self.getpos()
        if tag == "body":
            self.body = True
        if self.body and tag in BLOCK and not any(self.depth.values()):
            row = self.lines[line - 1]
            before = row[:col]
            prev = (before.rstrip() or "\n".join(self.lines[max(0, line - 3) : line - 1]).rstrip())[
                -1:
            ]
            if prev == ">" and row.startswith("<" + tag, col):
                if before.strip() == "":
                    self.slots.append((line, 0, row[: col + 1 + len(tag)]))
                else:
                    self.slots.append((line, col, row[col : col + 1 + len(tag)]))
        if tag in FORBID:
            self.depth[tag] = self.depth.get(tag, 0) + 1

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in FORBID and self.depth.get(tag):
            self.depth[tag] -= 1


def html_slots(text: str) -> list[tuple[int, int, str]]:
    p = _Slots(text)
    p.feed(text)
    return p.slots


def _json_slots(
    text: str,
) -> tuple[list[tuple[list[Any], set[str]]], list[tuple[list[Any], set[str]]]]:
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    hdr, fld = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        node = data
        for st in path:
            node = node[st]
        keys = set(node)
        if path and path[-1] == "headers" and all(isinstance(x, list) for x in node.values()):
            hdr.append((list(path), keys))
        elif not (path and path[-1] == "headers"):
            fld.append((list(path), keys))
    return hdr, fld


def _yaml_slots(
    text: str,
) -> tuple[list[tuple[list[Any], set[str]]], list[tuple[list[Any], set[str]]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    hdr, fld = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                if path and path[-1] == "headers":
                    if all(
                        isinstance(v, yaml.SequenceNode) and not v.flow_style for _, v in node.value
                    ):
                        hdr.append((path, keys))
                else:
                    fld.append((path, keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return hdr, fld


def collect(captures: Path) -> dict[str, Any]:
    out: dict[str, Any] = {"header": [], "field": [], "html": []}
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if not f.is_file() or rel.startswith("pdf/") or rel == "SOURCES.md":
            continue
        text = f.read_bytes().decode("utf-8")
        kind = "yaml" if f.suffix in (".yaml", ".yml") else f.suffix[1:]
        if kind == "html":
            for s in html_slots(text):
                out["html"].append((rel, s))
            continue
        hdr, fld = _json_slots(text) if kind == "json" else _yaml_slots(text)
        out["header"] += [(rel, kind, p, k) for p, k in hdr]
        out["field"] += [(rel, kind, p, k) for p, k in fld]
    return out


def _by_file(slots: list[Any]) -> dict[str, list[Any]]:
    d: dict[str, list[Any]] = {}
    for s in slots:
        d.setdefault(s[0], []).append(s)
    return d


def place(items: list[dict[str, Any]], slots: dict[str, Any], rng: random.Random) -> None:
    files = {w: _by_file(slots[w]) for w in slots}
    turn = {w: 0 for w in slots}
    for it in items:
        w = it.pop("where")
        key = it.pop("key")
        text = it.pop("text")
        names = sorted(files[w])
        fname = names[turn[w] % len(names)]
        turn[w] += 1
        slot = rng.choice(files[w][fname])
        it["target"] = fname
        if w == "html":
            _, (line, col, expect) = slot
            tag = rng.choice(["p", "p", "div"])
            if it["kind"] == "private-key":
                snippet = "<pre>" + html.escape(text, quote=False) + "</pre>"
            else:
                snippet = f"<{tag}>{html.escape(text, quote=False)}</{tag}>"
            it["value"] = html.escape(it["value"], quote=False)
            it["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
            continue
        _, kind, path, keys = slot
        k = key if key not in keys else key + "_extra"
        value: Any = [text] if w == "header" else text
        if it["kind"] == "cache-age":
            value = int(text)
        it[kind] = {"path": path, "op": "add_field", "key": k, "value": value}
        if it["kind"] == "private-key":
            it["value"] = text.split("\n", 1)[0]


def main() -> int:
    captures = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
    slots = collect(captures)
    rng = random.Random(3434)
    out: list[dict[str, Any]] = []
    for prefix, mod, seed in (
        ("per", content_personal, 34001),
        ("sec", content_secret, 34002),
        ("keep", content_keep, 34003),
    ):
        items = mod.build(V(seed))
        place(items, slots, rng)
        for n, it in enumerate(items, 1):
            out.append({"id": f"p34-{prefix}-{n:03d}", "split": "test", **it})
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(out)} items; slots:", {w: len(s) for w, s in slots.items()})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
