"""Generate corpus 64 deterministically: make each item, plant it, check it, write cases.json.

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal64/gen.py

Insertion points are found in the captures themselves: in pages, before a block tag inside
``<body>`` that follows a ``>`` (outside head, scripts, styles, comments and the other
elements named in the README); in JSON/YAML, the multi-line objects / block mappings (a new
first member); for headers, the ``headers`` mappings of the recorded cassettes. Each item
is planted alone and checked with ``check_corpus.check_item``; an item that does not
check is moved to the next insertion point.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content as C  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 6464
PREFIX = {"personal": "p64-per", "secret": "p64-sec", "keep": "p64-keep"}
BLOCK = re.compile(r"<(p|div|li|h[1-6]|section|article|ul|ol|table)(?=[\s>])", re.I)
SKIP = re.compile(
    r"<!--.*?-->|<(head|script|style|noscript|pre|textarea|select|svg|iframe|button|label|"
    r"template|math|object)\b[^>]*>.*?</\1\s*>",
    re.I | re.S,
)
KEYS = {
    "es": [
        "nota",
        "comentario",
        "observaciones",
        "mensaje",
        "detalle",
        "log",
        "fragmento",
        "texto_extraido",
        "contacto",
        "aviso",
    ],
    "en": ["note", "comment", "message", "debug", "log_line", "detail", "snippet_note"],
    "pt": ["observacao", "trecho", "mensagem", "nota_pt", "detalhe"],
}


def html_points(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body\b", text, re.I)
    if not body:
        return []
    skip = [(m.start(), m.end()) for m in SKIP.finditer(text)]
    pts = []
    for m in BLOCK.finditer(text, body.end()):
        pos = m.start()
        if any(a <= pos < b for a, b in skip):
            continue
        prev = text[:pos].rstrip()
        if not prev.endswith(">"):
            continue
        ls = text.rfind("\n", 0, pos) + 1
        line = text.count("\n", 0, pos) + 1
        if text[ls:pos].strip() == "":
            pts.append((line, 0, text[ls : m.end()]))
        else:
            pts.append((line, pos - ls, text[pos : m.end()]))
    return pts


def json_points(text: str) -> tuple[list[tuple[list[Any], set[str]]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    objs, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        node = doc
        for step in path:
            node = node[step]
        if path and path[-1] == "headers":
            if all(isinstance(v, list) for v in node.values()):
                headers.append(list(path))
            continue
        objs.append((list(path), set(node)))
    return objs, headers


def yaml_points(text: str) -> tuple[list[tuple[list[Any], set[str]]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                if path and path[-1] == "headers":
                    if all(isinstance(v, yaml.SequenceNode) for _, v in node.value):
                        headers.append(path)
                else:
                    objs.append((path, keys))
            for k, v in node.value:
                if path and path[-1] == "headers":
                    continue
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def free_key(key: str, keys: set[str]) -> str:
    while key in keys:
        key += "_extra"
    return key


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    r = random.Random(SEED)
    targets = sorted(
        str(p.relative_to(captures))
        for p in captures.rglob("*")
        if p.is_file() and p.suffix in (".html", ".json", ".yaml") and p.name != "SOURCES.md"
    )
    points: dict[str, list[Any]] = {}
    hdr_points: list[tuple[str, list[Any], set[str]]] = []
    for t in targets:
        text = (captures / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            points[t] = html_points(text)
        else:
            if t.endswith(".json"):
                objs, hdrs = json_points(text)
                doc = json.loads(text.lstrip("\ufeff"))
            else:
                objs, hdrs = yaml_points(text)
                doc = yaml.safe_load(text)
            points[t] = objs
            for h in hdrs:
                node = doc
                for step in h:
                    node = node[step]
                hdr_points.append((t, h, {k.lower() for k in node}))
        r.shuffle(points[t])
    targets = [t for t in targets if points[t]]
    plan = []
    for kind, (label, family, maker, count) in C.MAKERS.items():
        for _ in range(count):
            plan.append((kind, label, family, maker))
    r.shuffle(plan)

    items: list[dict[str, Any]] = []
    n = {"personal": 0, "secret": 0, "keep": 0}
    cursor: dict[str, int] = {t: 0 for t in targets}
    tcur = 0
    hcur = 0
    for kind, label, family, maker in plan:
        lang = r.choices(["es", "en", "pt"], weights=[70, 21, 9])[0]
        made = maker(r, lang)
        for _attempt in range(40):
            item: dict[str, Any] = {
                "id": "",
                "split": "test",
                "label": label,
                "family": family,
                "kind": kind,
                "lang": lang,
            }
            if made.get("header"):
                t, path, present = hdr_points[hcur % len(hdr_points)]
                hcur += 1
                name, hv = made["header"]
                if name.lower() in present:
                    name = name + "-Extra"
                spec = {"path": path, "op": "add_field", "key": name, "value": [hv]}
                where = f"recorded header {name}"
                item["lang"] = "en"
                value = made["value"]
                kindfile = "json" if t.endswith(".json") else "yaml"
            else:
                t = targets[tcur % len(targets)]
                tcur += 1
                pts = points[t]
                pt = pts[cursor[t] % len(pts)]
                cursor[t] += 1
                if t.endswith(".html"):
                    kindfile = "html"
                    line, col, expect = pt
                    if made.get("html"):
                        snippet = made["html"]
                    elif "\n" in made["text"]:
                        snippet = "<pre>" + C.esc(made["text"]) + "</pre>"
                    else:
                        tag = r.choice(["p", "p", "div", "p", "blockquote"])
                        txt = made["text"]
                        if txt == made["value"]:  # a bare field: say what it is
                            txt = f"{made.get('key') or 'id'}: {txt}"
                        snippet = f"<{tag}>{C.esc(txt)}</{tag}>"
                    spec = {"snippet": snippet, "line": line, "col": col, "expect": expect}
                    value = C.esc(made["value"])
                    where = "HTML snippet"
                else:
                    kindfile = "json" if t.endswith(".json") else "yaml"
                    path, keys = pt
                    key = made.get("key") or r.choice(KEYS[lang])
                    key = free_key(key, keys)
                    spec = {"path": path, "op": "add_field", "key": key, "value": made["text"]}
                    value = made["value"]
                    where = f"{kindfile.upper()} field {key}"
                    if made["text"] == made["value"]:
                        item["lang"] = "en"
            item.update(
                {"form": f"{made['form']}; {where}", "value": value, "target": t, kindfile: spec}
            )
            if not check_item(item, captures):
                break
        else:
            raise SystemExit(f"cannot plant {kind}: {made}")
        n[label] += 1
        item["id"] = f"{PREFIX[label]}-{n[label]:03d}"
        items.append(item)
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["label"]], it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written; captures root {os.fspath(captures)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
