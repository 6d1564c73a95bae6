"""Regenerate ``cases.json`` of corpus 5 deterministically (seed below) from the captures.

    .venv/bin/python tests/heldout/personal5/build_cases.py [CAPTURES]

Finds the places to plant by scanning the captures (HTML block tags in the body, outside
head/scripts/styles/comments/…; multi-line JSON objects; block YAML mappings; the
``headers`` of recorded cassettes), draws each item from the content modules and keeps it
only if it passes every check of ``check_corpus.py``.
"""

from __future__ import annotations

import json
import re
import sys
from html import escape
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from gen import Gen  # noqa: E402
from plant import _JsonSpans, _line_offsets  # noqa: E402

SEED = 20260515
SHARE = {"html": 0.36, "json": 0.36, "yaml": 0.28}

EXCLUDED = (
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
    "a",
)
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|header|footer|nav|aside|figure|blockquote"
    r"|main|dl|form)\b",
    re.I,
)


def html_sites(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body\b", text, re.I)
    start = body.end() if body else 0
    end_m = re.search(r"</body\s*>", text, re.I)
    end = end_m.start() if end_m else len(text)
    spans = [(m.start(), m.end()) for m in re.finditer(r"<!--.*?-->", text, re.S)]
    for tag in EXCLUDED:
        pat = re.compile(rf"<{tag}\b.*?</{tag}\s*>", re.S | re.I)
        spans += [(m.start(), m.end()) for m in pat.finditer(text)]
    offs = _line_offsets(text)
    out = []
    for m in BLOCK.finditer(text, start, end):
        pos = m.start()
        if any(a <= pos < b for a, b in spans):
            continue
        before = text[:pos].rstrip()
        if not before.endswith(">"):
            continue
        line = text.count("\n", 0, pos) + 1
        ls = offs[line - 1]
        if text[ls:pos].strip():
            out.append((line, pos - ls, text[pos : pos + 16]))
        else:
            out.append((line, 0, text[ls : ls + 24]))
    return out


def json_sites(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    fields, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (headers if path and path[-1] == "headers" else fields).append(list(path))
    return fields, headers


def yaml_sites(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    fields: list[list[Any]] = []
    headers: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else fields).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return fields, headers


def data_keys(text: str, path: list[Any], kind: str) -> set[str]:
    obj: Any = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for step in path:
        obj = obj[step]
    return set(obj) if isinstance(obj, dict) else set()


class Builder:
    def __init__(self, captures: Path) -> None:
        self.captures = captures
        self.g = Gen(SEED)
        self.targets: dict[str, dict[str, Any]] = {}
        for f in sorted(captures.rglob("*")):
            rel = f.relative_to(captures).as_posix()
            if f.suffix not in (".html", ".json", ".yaml"):
                continue
            text = f.read_bytes().decode("utf-8")
            if f.suffix == ".html":
                self.targets[rel] = {"kind": "html", "sites": html_sites(text), "headers": []}
            else:
                kind = "json" if f.suffix == ".json" else "yaml"
                fields, headers = (json_sites if kind == "json" else yaml_sites)(text)
                self.targets[rel] = {
                    "kind": kind,
                    "sites": fields,
                    "headers": headers,
                    "text": text,
                }
        self.by_kind = {k: [t for t, v in self.targets.items() if v["kind"] == k] for k in SHARE}
        self.with_headers = [t for t, v in self.targets.items() if v["headers"]]
        self.use: dict[str, int] = dict.fromkeys(self.targets, 0)

    def pick_target(self, header: bool) -> str:
        r = self.g.r
        if header:
            pool = self.with_headers
        else:
            x = r.random()
            kind = (
                "html"
                if x < SHARE["html"]
                else "json"
                if x < SHARE["html"] + SHARE["json"]
                else "yaml"
            )
            pool = self.by_kind[kind]
        least = min(self.use[t] for t in pool)
        cands = [t for t in pool if self.use[t] <= least + 2]
        return r.choice(cands)

    def planting(self, spec: dict[str, Any], target: str) -> tuple[dict[str, Any], str] | None:
        t = self.targets[target]
        r = self.g.r
        if t["kind"] == "html":
            line, col, expect = r.choice(t["sites"])
            snippet = spec["html"]
            value = escape(spec["value"])
            if snippet.count(value) != 1:
                snippet = f"<p>{escape(spec['text'])}</p>"
                if "\n" in spec["text"] or snippet.count(value) != 1:
                    return None
            return {"html": {"snippet": snippet, "line": line, "col": col, "expect": expect}}, value
        value = spec["value"]
        if json.dumps(value, ensure_ascii=False)[1:-1] != value:
            return None
        header = spec.get("header") and t["headers"]
        path = r.choice(t["headers"] if header else t["sites"])
        have = data_keys(t["text"], path, t["kind"])
        if header:
            key = spec["hname"]
            for alt in (key, key.lower(), key.title(), key.upper()):
                if alt not in have:
                    key = alt
                    break
            else:
                return None
            val: Any = [spec["hvalue"]]
        else:
            key = spec["key"]
            if key in have:
                key += "_extra"
            if key in have:
                return None
            val = spec["text"]
            if json.dumps(val, ensure_ascii=False).count(value) != 1:
                return None
        return {t["kind"]: {"path": path, "op": "add_field", "key": key, "value": val}}, value

    def make(
        self, label: str, prefix: str, templates: list[tuple[Any, int]]
    ) -> list[dict[str, Any]]:
        items = []
        for fn, count in templates:
            for _ in range(count):
                for _attempt in range(60):
                    spec = fn(self.g)
                    target = self.pick_target(bool(spec.get("header")))
                    got = self.planting(spec, target)
                    if got is None:
                        continue
                    block, value = got
                    where = next(iter(block))
                    hdr = (
                        where != "html"
                        and spec.get("header")
                        and block[where]["value"] == [spec.get("hvalue")]
                    )
                    item = {
                        "id": f"{prefix}-{len(items) + 1:03d}",
                        "split": "test",
                        "label": label,
                        "family": spec.get("family", label if label != "personal" else "personal"),
                        "kind": spec["kind"],
                        "lang": spec["lang"],
                        "form": spec["form"] + (", recorded header" if hdr else f", {where}"),
                        "value": value,
                        "target": target,
                        **block,
                    }
                    if not check_item(item, self.captures):
                        self.use[target] += 1
                        items.append(item)
                        break
                else:
                    raise RuntimeError(f"could not place an item of {fn.__name__}")
        return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    b = Builder(captures)
    items = b.make("personal", "p5-per", content_personal.TEMPLATES)
    items += b.make("secret", "p5-sec", content_secret.TEMPLATES)
    items += b.make("keep", "p5-keep", content_keep.TEMPLATES)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
