"""Write ``cases.json`` of corpus 36 from the content makers, with fixed seeds.

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal36/gen.py

Insertion points are read from the captures (HTML: before a block start tag inside
``<body>``, outside head/script/style/comments/pre/…; JSON/YAML: a new first member of a
multi-line object / block mapping; recorded headers for header items) and chosen with a
seeded generator, so the same captures give the same ``cases.json``.
"""

from __future__ import annotations

import html as htmlmod
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
    "section",
    "article",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "header",
    "footer",
    "main",
    "aside",
    "figure",
    "blockquote",
    "nav",
    "form",
}
SKIP = {
    "head",
    "title",
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
    "a",
    "table",
    "code",
    "math",
    "object",
    "option",
    "video",
    "audio",
    "canvas",
}
REQUEST_HEADERS = {
    "authorization",
    "x-subscription-token",
    "x-api-key",
    "x-goog-api-key",
    "cookie",
    "openai-project",
    "x-account-id",
    "x-goog-user-project",
}


class _Points(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = lines
        self.depth: dict[str, int] = {}
        self.body = False
        self.points: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "body":
            self.body = True
        ok = self.body and not any(self.depth.get(t, 0) for t in SKIP)
        if ok and tag in BLOCK:
            ln, col = self.getpos()
            line = self.lines[ln - 1]
            tagtxt = line[col : col + 1 + len(tag)]
            if line[:col].strip() == "":
                self.points.append({"line": ln, "col": 0, "expect": line[: col + 1 + len(tag)]})
            elif col > 0 and line[col - 1] == ">":
                self.points.append({"line": ln, "col": col, "expect": tagtxt})
        if tag in SKIP:
            self.depth[tag] = self.depth.get(tag, 0) + 1

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIP and self.depth.get(tag, 0):
            self.depth[tag] -= 1


def html_points(text: str) -> list[dict[str, Any]]:
    lines = text.split("\n")
    p = _Points(lines)
    p.feed(text)
    p.close()
    return p.points


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    data = json.loads(text.lstrip("\ufeff"))
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        node = data
        for step in path:
            node = node[step]
        if path and str(path[-1]).lower() == "headers":
            hdrs.append(list(path))
        elif set(node) != {"string"}:
            objs.append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs: list[list[Any]] = []
    hdrs: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                (hdrs if path and str(path[-1]).lower() == "headers" else objs).append(path)
            for k, val in node.value:
                walk(val, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, val in enumerate(node.value):
                walk(val, [*path, i])

    walk(root, [])
    return objs, hdrs


def keys_at(doc: Any, path: list[Any]) -> set[str]:
    node = doc
    for step in path:
        node = node[step]
    return set(node)


def build(captures: Path) -> list[dict[str, Any]]:
    files = sorted(
        p.relative_to(captures).as_posix()
        for p in captures.rglob("*")
        if p.is_file() and p.suffix in (".html", ".json", ".yaml", ".yml")
    )
    html_t: dict[str, list[dict[str, Any]]] = {}
    data_t: dict[str, tuple[list[list[Any]], list[list[Any]], Any]] = {}
    for f in files:
        text = (captures / f).read_bytes().decode("utf-8")
        if f.endswith(".html"):
            html_t[f] = html_points(text)
        elif f.endswith(".json"):
            o, h = json_points(text)
            data_t[f] = (o, h, json.loads(text.lstrip("\ufeff")))
        else:
            o, h = yaml_points(text)
            data_t[f] = (o, h, yaml.safe_load(text))
    header_targets = [(f, h) for f, (_o, hs, _d) in data_t.items() for h in hs]
    data_targets = [(f, o) for f, (os_, _h, _d) in data_t.items() for o in os_]
    rng = random.Random(36036)
    used: set[tuple[str, str]] = set()
    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    for seed, mod in ((361, content_personal), (362, content_secret), (363, content_keep)):
        v = V(seed)
        made = [maker(v) for maker, n in mod.PLAN for _ in range(n)]
        rng.shuffle(made)
        for m in made:
            lab = m["label"]
            counters[lab] += 1
            out: dict[str, Any] = {
                "id": f"p36-{prefix[lab]}-{counters[lab]:03d}",
                "split": "test",
                "label": lab,
                "family": m["family"],
                "kind": m["kind"],
                "lang": m["lang"],
                "locale": m["locale"],
                "form": m["form"],
                "value": m["value"],
            }
            where = m["where"]
            if where == "any" and rng.random() < 0.45:
                where = "page"
            if where == "header":
                name = m["key"]
                side = "request" if name.lower() in REQUEST_HEADERS else "response"
                cands = [
                    (f, h)
                    for f, h in header_targets
                    if side in [str(s) for s in h]
                    and name.lower() not in {k.lower() for k in keys_at(data_t[f][2], h)}
                ]
                f, h = rng.choice(cands)
                out["target"] = f
                out["form"] += f" ({side} headers)"
                kind = "json" if f.endswith(".json") else "yaml"
                out[kind] = {
                    "path": h,
                    "op": "add_field",
                    "key": name,
                    "value": [m.get("header_value", m["value"])],
                }
            elif where == "page":
                f = rng.choice(sorted(html_t))
                pts = [p for p in html_t[f] if (f, json.dumps(p)) not in used] or html_t[f]
                pt = rng.choice(pts)
                used.add((f, json.dumps(pt)))
                if "html" in m:
                    snippet = m["html"]
                else:
                    tag = rng.choice(["p", "p", "div", "li"])
                    snippet = f"<{tag}>{htmlmod.escape(m['text'], quote=False)}</{tag}>"
                    out["value"] = htmlmod.escape(m["value"], quote=False)
                out["target"] = f
                out["form"] += " (HTML page)"
                out["html"] = {"snippet": snippet, **pt}
            else:
                f, o = rng.choice(data_targets)
                key = m["key"]
                if key in keys_at(data_t[f][2], o):
                    key += "_extra"
                out["target"] = f
                out["form"] += " (JSON body)" if f.endswith(".json") else " (YAML cassette)"
                kind = "json" if f.endswith(".json") else "yaml"
                out[kind] = {"path": o, "op": "add_field", "key": key, "value": m["text"]}
            items.append(out)
    return items


def main() -> int:
    captures = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
    items = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
