"""Write cases.json for corpus 35 (fixed seeds; reads the captures to find insertion points).

    .venv/bin/python tests/heldout/personal35/gen.py [CAPTURES]

Insertion points are found mechanically: in HTML, a line inside <body> that starts (after
indentation) with a block tag, follows a ``>`` and is outside head, scripts, styles,
comments, noscript, pre, textarea, select, svg, iframe, button, label, template, title and
links; in JSON, multi-line objects (recorded headers apart); in YAML, non-empty block
mappings (recorded headers apart). Each item is planted alone, so items may share a point.
"""

from __future__ import annotations

import html as htmlmod
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

SEED_PERSONAL, SEED_SECRET, SEED_KEEP, SEED_PLACE = 3501, 3502, 3503, 3504

FORBIDDEN = (
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
    "head",
)
BLOCK = re.compile(r"[ \t]*<(p|div|li|h[1-6]|section|article|ul|ol|table)\b", re.I)
REQUEST_HEADERS = {
    "authorization",
    "x-api-key",
    "x-subscription-token",
    "x-goog-api-key",
    "cookie",
    "openai-organization",
    "x-customer-id",
    "x-account",
    "user-agent",
}
JSON_KEYS = [
    "snippet",
    "content",
    "description",
    "raw_content",
    "text",
    "extract",
    "summary",
    "markdown",
]
YAML_KEYS = ["note", "content", "log", "raw_content", "description", "text", "comment"]
HINT_KEYS = {
    "api-key-env": "env",
    "api-key-curl": "example",
    "connection-string": "config",
    "webhook-url": "config",
    "cloud-key": "credentials",
    "private-key": "key_material",
    "api-key-error": "error",
    "signed-url": "url",
    "token-in-url": "url",
}


RESULT_KEYS = {
    "url",
    "title",
    "snippet",
    "content",
    "description",
    "text",
    "link",
    "name",
    "query",
    "raw_content",
}
PLUMBING = {"request-id", "hash", "version", "date", "placeholder"}


def is_content(e: dict[str, Any]) -> bool:
    """Page / result text about people and businesses (vs. plumbing of an exchange)."""
    return e["family"] == "personal" or (e["family"] == "keep" and e["kind"] not in PLUMBING)


# ---------------------------------------------------------------------------- discovery


def html_points(text: str) -> list[tuple[int, str, str]]:
    """(1-based line, expect, tag) of every usable col-0 insertion point."""
    low = text.lower()
    body = low.find("<body")
    if body < 0:
        return []
    bad: list[tuple[int, int]] = []
    for m in re.finditer(r"<!--", text):
        end = text.find("-->", m.end())
        bad.append((m.start(), end + 3 if end >= 0 else len(text)))
    for tag in FORBIDDEN:
        for m in re.finditer(rf"<{tag}\b", low):
            end = low.find(f"</{tag}>", m.end())
            bad.append((m.start(), end + len(tag) + 3 if end >= 0 else len(text)))
    out = []
    off = 0
    for n, line in enumerate(text.split("\n"), start=1):
        start = off
        off += len(line) + 1
        if start <= body:
            continue
        m = BLOCK.match(line)
        if not m:
            continue
        at = start + len(line) - len(line.lstrip(" \t"))
        if any(s <= at < e for s, e in bad):
            continue
        prev = text[:start].rstrip()
        if not prev.endswith(">"):
            continue
        indent = len(line) - len(line.lstrip(" \t"))
        out.append((n, line.rstrip("\r")[: indent + 24], m.group(1).lower()))
    return out


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    body, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        rest = text[s + 1 :]
        if not rest.lstrip(" \t\r").startswith("\n"):
            continue
        node = doc
        for step in path:
            node = node[step]
        if not node:
            continue
        if path and path[-1] == "headers":
            if all(isinstance(v, list) for v in node.values()):
                headers.append(list(path))
        elif not any(p == "headers" for p in path):
            body.append(list(path))
    return body, headers


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    body: list[list[Any]] = []
    headers: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                (headers if path and path[-1] == "headers" else body).append(path)
            for k, v in node.value:
                if k.value != "headers" or isinstance(v, yaml.MappingNode):
                    walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    body = [p for p in body if "headers" not in p]
    return body, headers


def node_at(doc: Any, path: list[Any]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


# ---------------------------------------------------------------------------- planting


class Placer:
    def __init__(self, captures: Path) -> None:
        self.c = captures
        self.r = random.Random(SEED_PLACE)
        self.html: dict[str, list[tuple[int, str, str]]] = {}
        self.json_body: dict[str, list[list[Any]]] = {}
        self.json_hdr: dict[str, list[list[Any]]] = {}
        self.yaml_body: dict[str, list[list[Any]]] = {}
        self.yaml_hdr: dict[str, list[list[Any]]] = {}
        self.docs: dict[str, Any] = {}
        for f in sorted(captures.glob("*/*")):
            rel = str(f.relative_to(captures))
            t = f.read_text(encoding="utf-8") if f.suffix in (".html", ".json", ".yaml") else ""
            if f.suffix == ".html":
                pts = html_points(t)
                if pts:
                    self.html[rel] = pts
            elif f.suffix == ".json":
                b, h = json_points(t)
                self.docs[rel] = json.loads(t.lstrip("\ufeff"))
                if b:
                    self.json_body[rel] = b
                if h:
                    self.json_hdr[rel] = h
            elif f.suffix == ".yaml":
                b, h = yaml_points(t)
                self.docs[rel] = yaml.safe_load(t)
                if b:
                    self.yaml_body[rel] = b
                if h:
                    self.yaml_hdr[rel] = h
        self.rot = 0

    def _key(self, rel: str, path: list[Any], key: str) -> str:
        node = node_at(self.docs[rel], path)
        while key in node:
            key += "_extra"
        return key

    def header(self, e: dict[str, Any]) -> dict[str, Any]:
        name = e["header"]
        is_req = name.lower() in REQUEST_HEADERS
        pools = [("json", rel, p) for rel, ps in self.json_hdr.items() for p in ps]
        pools += [("yaml", rel, p) for rel, ps in self.yaml_hdr.items() for p in ps]
        want = [x for x in pools if ("request" in x[2]) == is_req] or pools
        self.r.shuffle(want)
        for kind, rel, path in want:
            key = name if kind == "json" else name.lower()
            if key not in node_at(self.docs[rel], path) and key.lower() not in {
                k.lower() for k in node_at(self.docs[rel], path)
            }:
                return {
                    "target": rel,
                    kind: {"path": path, "op": "add_field", "key": key, "value": [e["text"]]},
                }
        kind, rel, path = want[0]
        key = self._key(rel, path, name if kind == "json" else name.lower())
        return {
            "target": rel,
            kind: {"path": path, "op": "add_field", "key": key, "value": [e["text"]]},
        }

    def _content_paths(self, rel: str, paths: list[list[Any]]) -> list[list[Any]]:
        """Objects that look like a result / document (they have a url, title, text...)."""
        out = []
        for path in paths:
            node = node_at(self.docs[rel], path)
            if isinstance(node, dict) and RESULT_KEYS & {str(k).lower() for k in node}:
                out.append(path)
        return out

    def field(self, e: dict[str, Any], kind: str) -> dict[str, Any]:
        pool = self.json_body if kind == "json" else self.yaml_body
        if is_content(e):
            pool = {
                rel: ps
                for rel, ps in ((rel, self._content_paths(rel, ps)) for rel, ps in pool.items())
                if ps and not rel.startswith("errors/")
            }
        rel = self.r.choice(sorted(pool))
        path = self.r.choice(pool[rel])
        base = HINT_KEYS.get(e["kind"]) or self.r.choice(JSON_KEYS if kind == "json" else YAML_KEYS)
        key = self._key(rel, path, base)
        return {
            "target": rel,
            kind: {"path": path, "op": "add_field", "key": key, "value": e["text"]},
        }

    def html_item(self, e: dict[str, Any]) -> dict[str, Any]:
        rel = self.r.choice(sorted(self.html))
        line, expect, tag = self.r.choice(self.html[rel])
        if e.get("pem"):
            snippet = "<pre>" + htmlmod.escape(e["text"], quote=False) + "</pre>"
            value = e["value"]
        elif "html" in e:
            snippet, value = e["html"], e["value"]
        else:
            wrap = "li" if tag == "li" else "p"
            snippet = f"<{wrap}>{htmlmod.escape(e['text'], quote=False)}</{wrap}>"
            value = htmlmod.escape(e["value"], quote=False)
        return {
            "target": rel,
            "value": value,
            "html": {"snippet": snippet, "line": line, "col": 0, "expect": expect},
        }

    def place(self, e: dict[str, Any]) -> dict[str, Any]:
        if "header" in e:
            return self.header(e)
        where = e.get("where") or (
            ("json", "yaml") if e["text"].startswith("{") else ("html", "json", "yaml")
        )
        self.rot += 1
        cycle = ["html", "json", "html", "yaml", "json", "html", "json", "yaml"]
        kind = cycle[self.rot % len(cycle)]
        if kind not in where:
            kind = where[self.rot % len(where)]
        if kind == "html":
            return self.html_item(e)
        return self.field(e, kind)


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    placer = Placer(captures)
    items: list[dict[str, Any]] = []
    groups = [
        ("per", "personal", content_personal.build(SEED_PERSONAL)),
        ("sec", "secret", content_secret.build(SEED_SECRET)),
        ("keep", "keep", content_keep.build(SEED_KEEP)),
    ]
    for short, label, entries in groups:
        for n, e in enumerate(entries, start=1):
            where = placer.place(e)
            item = {
                "id": f"p35-{short}-{n:03d}",
                "split": "test",
                "label": label,
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
                "locale": e["locale"],
                "form": e["form"] + (" (recorded header)" if "header" in e else ""),
                "value": where.pop("value", e["value"]),
                "target": where.pop("target"),
                **where,
            }
            items.append(item)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
