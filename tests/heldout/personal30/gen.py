"""Write ``cases.json`` for corpus 30 from the content modules, with fixed seeds.

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal30/gen.py

Insertion points are found in the captures themselves (HTML: before a block tag inside
``<body>``, outside head/script/style/pre/…; JSON/YAML: a non-empty multi-line object /
block mapping), then items are dealt over them round-robin so every text capture is used.
Same captures + same seeds = same ``cases.json``.
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

SEED_CONTENT = 30_2026
SEED_PLACE = 30_3030

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
    "template",
    "title",
    "math",
    "object",
    "a",
    "option",
    "table",
}
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
    "aside",
    "header",
    "footer",
    "main",
    "figure",
    "blockquote",
    "nav",
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
    "param",
}


def captures_root() -> Path:
    env = os.environ.get("HELDOUT_CAPTURES")
    return Path(env) if env else Path("/work/shared/captures")


class _Points(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = lines
        self.body = False
        self.excl = 0
        self.found: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "body":
            self.body = True
            return
        if tag in VOID:
            return
        if tag in BLOCK and self.body and self.excl == 0:
            ln, col = self.getpos()
            line = self.lines[ln - 1]
            if line[:col].strip() == "":
                self.found.append({"line": ln, "col": 0, "expect": line[: col + 1 + len(tag)]})
            elif line[col - 1] == ">":
                self.found.append(
                    {"line": ln, "col": col, "expect": line[col : col + 1 + len(tag)]}
                )
        if tag in EXCLUDED:
            self.excl += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in EXCLUDED and tag not in VOID and self.excl > 0:
            self.excl -= 1


def html_points(text: str) -> list[dict[str, Any]]:
    p = _Points(text.split("\n"))
    p.feed(text)
    p.close()
    return p.found


def json_points(text: str) -> list[dict[str, Any]]:
    spans = _JsonSpans(text).spans
    out = []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        keys = {p[-1] for p in spans if len(p) == len(path) + 1 and p[: len(path)] == path}
        first_key = json.loads(text[j : text.index('"', j + 1) + 1])
        is_hdr = bool(path) and path[-1] == "headers" and text[spans[(*path, first_key)][0]] == "["
        out.append({"path": list(path), "keys": keys, "headers": is_hdr})
    return out


def yaml_points(text: str) -> list[dict[str, Any]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[dict[str, Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                is_hdr = (
                    bool(path)
                    and path[-1] == "headers"
                    and isinstance(node.value[0][1], yaml.SequenceNode)
                )
                out.append({"path": list(path), "keys": keys, "headers": is_hdr})
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return out


def all_points(captures: Path) -> dict[str, list[tuple[str, dict[str, Any]]]]:
    pts: dict[str, list[tuple[str, dict[str, Any]]]] = {
        "html": [],
        "json": [],
        "yaml": [],
        "jhdr": [],
        "yhdr": [],
    }
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if not f.is_file() or rel.startswith("pdf/") or rel.endswith(".md"):
            continue
        text = f.read_bytes().decode("utf-8")
        if rel.endswith(".html"):
            pts["html"] += [(rel, p) for p in html_points(text)]
        elif rel.endswith(".json"):
            for p in json_points(text):
                pts["jhdr" if p["headers"] else "json"].append((rel, p))
        elif rel.endswith((".yaml", ".yml")):
            for p in yaml_points(text):
                pts["yhdr" if p["headers"] else "yaml"].append((rel, p))
    return pts


class Dealer:
    """Round-robin over captures, then over each capture's points (shuffled)."""

    def __init__(self, pts: list[tuple[str, dict[str, Any]]], rng: random.Random) -> None:
        by: dict[str, list[dict[str, Any]]] = {}
        for rel, p in pts:
            by.setdefault(rel, []).append(p)
        for v in by.values():
            rng.shuffle(v)
        self.files = sorted(by)
        self.by = by
        self.i = 0
        self.j: dict[str, int] = {f: 0 for f in self.files}

    def next(self) -> tuple[str, dict[str, Any]]:
        f = self.files[self.i % len(self.files)]
        self.i += 1
        lst = self.by[f]
        p = lst[self.j[f] % len(lst)]
        self.j[f] += 1
        return f, p


WRAP = [
    ('<div class="mensaje">', "</div>"),
    ("<p>", "</p>"),
    ('<div class="ticket-body">', "</div>"),
    ("<blockquote>", "</blockquote>"),
    ('<div class="chat-line">', "</div>"),
]
KEYS = [
    "raw_content",
    "snippet",
    "text",
    "message",
    "extracted_text",
    "comment",
    "description",
    "body_text",
]


def html_snippet(entry: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    value = entry.get("html_value", htmlmod.escape(entry["value"], quote=False))
    if "pem" in entry:
        pem = entry["pem"].split("\n")
        rows = [
            "<p>" + htmlmod.escape(entry["lines"][0], quote=False) + "</p>",
            "<pre>" + pem[0],
            *pem[1:-1],
            pem[-1] + "</pre>",
        ]
        return "\n".join(rows), value
    if "html" in entry:
        rows = list(entry["html"])
    else:
        a, b = WRAP[rng.randrange(len(WRAP))]
        rows = [a + htmlmod.escape(ln, quote=False) + b for ln in entry["lines"]]
    if len(rows) > 1:
        rows = ['<div class="hilo">', *rows, "</div>"]
    return "\n".join(rows), value


def build_items() -> list[dict[str, Any]]:
    captures = captures_root()
    rng_c = random.Random(SEED_CONTENT)
    groups = [
        ("personal", "per", content_personal.build(rng_c)),
        ("secret", "sec", content_secret.build(rng_c)),
        ("keep", "keep", content_keep.build(rng_c)),
    ]
    rng = random.Random(SEED_PLACE)
    pts = all_points(captures)
    dealers = {
        k: Dealer(v, random.Random(SEED_PLACE + n)) for n, (k, v) in enumerate(sorted(pts.items()))
    }
    items: list[dict[str, Any]] = []
    for label, short, entries in groups:
        for n, e in enumerate(entries, 1):
            item: dict[str, Any] = {
                "id": f"p30-{short}-{n:03d}",
                "split": "test",
                "label": label,
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
            }
            if "header" in e:
                fmt = "jhdr" if n % 2 else "yhdr"
                rel, p = dealers[fmt].next()
                key = e["header"] if e["header"] not in p["keys"] else e["header"] + "_extra"
                hval = e["lines"][0].split(": ", 1)[1]
                spec = {"path": p["path"], "op": "add_field", "key": key, "value": [hval]}
                item.update(form=f"{e['form']}; recorded header", value=e["value"], target=rel)
                item["json" if fmt == "jhdr" else "yaml"] = spec
            else:
                fmt = ["html", "json", "yaml", "html", "json"][(n + len(short)) % 5]
                rel, p = dealers[fmt].next()
                if fmt == "html":
                    snippet, value = html_snippet(e, rng)
                    spec = {
                        "snippet": snippet,
                        "line": p["line"],
                        "col": p["col"],
                        "expect": p["expect"],
                    }
                    where = (
                        "page snippet"
                        if len(snippet.split("\n")) == 1
                        else "multi-line page snippet"
                    )
                else:
                    value = e["value"]
                    text = (e.get("pem") and "\n".join([e["lines"][0], e["pem"]])) or "\n".join(
                        e["lines"]
                    )
                    k = KEYS[rng.randrange(len(KEYS))]
                    key = k if k not in p["keys"] else k + "_extra"
                    spec = {"path": p["path"], "op": "add_field", "key": key, "value": text}
                    where = f"{fmt} string field {key}"
                item.update(form=f"{e['form']}; {where}", value=value, target=rel)
                item[fmt] = spec
            items.append(item)
    return items


def main() -> int:
    items = build_items()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
