"""Build cases.json for held-out corpus 67 (deterministic: seed 67).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python tests/heldout/personal67/gen.py

Makes every item with the makers of ``content.py``, picks an insertion point in a real
capture (HTML block position, multi-line JSON object, YAML block mapping, or a cassette's
recorded headers), plants it with ``plant.py`` and checks that the value is on the planted
line before writing it.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from content import KINDS  # noqa: E402
from plant import PlantError, _JsonSpans, plant  # noqa: E402
from values import Values  # noqa: E402

CAPTURES = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
PREFIX = {"personal": "p67-per", "secret": "p67-sec", "keep": "p67-keep"}
FIELD_KEYS = {
    "es": [
        "nota",
        "comentario",
        "descripcion",
        "mensaje",
        "observaciones",
        "detalle",
        "contacto",
        "texto_libre",
    ],
    "en": ["note", "comment", "message", "log", "debug", "remarks", "raw_line", "context"],
    "pt": ["observacao", "mensagem", "comentario", "nota_interna"],
}
WRAPS = [
    "<p>{}</p>",
    "<li>{}</li>",
    '<div class="nota">{}</div>',
    "<p><span>{}</span></p>",
    "<blockquote><p>{}</p></blockquote>",
    "<div><small>{}</small></div>",
    "<p><em>{}</em></p>",
    '<div class="comentario"><p>{}</p></div>',
    "<h5>{}</h5>",
    "<dd>{}</dd>",
]
SKIP_TAGS = (
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
)
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|header|footer|nav|figure)[\s>]", re.I
)


def text_captures() -> list[str]:
    out = []
    for p in sorted(CAPTURES.rglob("*")):
        if p.is_file() and p.suffix in (".html", ".json", ".yaml") and "pdf" not in p.parts:
            out.append(str(p.relative_to(CAPTURES)))
    return out


def html_points(text: str) -> list[dict]:
    body = re.search(r"<body[\s>]", text, re.I)
    start = body.start() if body else 0
    bad = [(m.start(), m.end()) for m in re.finditer(r"<!--.*?-->", text, re.S)]
    for t in SKIP_TAGS:
        for m in re.finditer(rf"<{t}\b.*?</{t}\s*>", text, re.S | re.I):
            bad.append((m.start(), m.end()))
    bad.sort()
    pts = []
    for m in BLOCK.finditer(text, start):
        pos = m.start()
        if any(a <= pos < b for a, b in bad):
            continue
        before = text[:pos].rstrip()
        if not before.endswith(">"):
            continue
        ls = text.rfind("\n", 0, pos) + 1
        le = text.find("\n", pos)
        le = len(text) if le < 0 else le
        line = text.count("\n", 0, pos) + 1
        if text[ls:pos].strip() == "":
            pts.append({"line": line, "col": 0, "expect": text[ls : min(le, ls + 40)]})
        else:
            pts.append({"line": line, "col": pos - ls, "expect": text[pos : min(le, pos + 30)]})
    return pts


def json_objects(text: str) -> list[tuple[list, set]]:
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    out = []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        node = data
        for k in path:
            node = node[k]
        out.append((list(path), set(node)))
    return out


def yaml_mappings(text: str) -> list[tuple[list, set]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out = []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                out.append((path, {k.value for k, _ in node.value}))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(root, [])
    return out


def is_headers(path: list) -> bool:
    return bool(path) and path[-1] == "headers"


def in_headers(path: list) -> bool:
    return "headers" in path


class Sites:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.caps = text_captures()
        self.info = {}
        for rel in self.caps:
            text = (CAPTURES / rel).read_bytes().decode("utf-8")
            if rel.endswith(".html"):
                self.info[rel] = ("html", html_points(text))
            elif rel.endswith(".json"):
                self.info[rel] = ("json", json_objects(text))
            else:
                self.info[rel] = ("yaml", yaml_mappings(text))
        self.turn = 0

    def pool(self, where: str) -> list[str]:
        if where == "html":
            return [c for c in self.caps if self.info[c][0] == "html" and self.info[c][1]]
        if where == "header":
            return [
                c
                for c in self.caps
                if self.info[c][0] != "html" and any(is_headers(p) for p, _ in self.info[c][1])
            ]
        if where == "data":
            return [c for c in self.caps if self.info[c][0] != "html"]
        return [c for c in self.caps if self.info[c][1]]

    def choose(self, where: str) -> str:
        pool = self.pool(where)
        self.turn += 1
        if where == "any":
            return pool[(self.turn * 7 + self.rng.randrange(3)) % len(pool)]
        return self.rng.choice(pool)


def planting(item: dict, made: dict, sites: Sites, i: int) -> dict:
    rng = sites.rng
    kind, spots = sites.info[item["target"]]
    if kind == "html":
        pt = rng.choice(spots)
        if made.get("html"):
            snippet = made["html"]
        else:
            snippet = rng.choice(WRAPS).format(htmlmod.escape(made["text"], quote=True))
            item["value"] = htmlmod.escape(made["value"], quote=True)
        item["html"] = {"snippet": snippet, **pt}
        return item
    if made.get("header"):
        name, hv = made["header"]
        cands = [(p, keys) for p, keys in spots if is_headers(p)]
        path, keys = rng.choice(cands)
        if kind == "yaml":
            name = name.lower()
        while name in keys:
            name += "_extra"
        item[kind] = {"path": path, "op": "add_field", "key": name, "value": [hv]}
        return item
    cands = [(p, keys) for p, keys in spots if not in_headers(p)]
    path, keys = rng.choice(cands)
    key = made.get("key") or rng.choice(FIELD_KEYS[made["lang"]])
    while key in keys:
        key += "_extra"
    item[kind] = {"path": path, "op": "add_field", "key": key, "value": made["text"]}
    return item


def build() -> list[dict]:
    V = Values(67)
    rng = random.Random(6767)
    sites = Sites(rng)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    items = []
    for kind, (label, family, count, maker) in KINDS.items():
        for i in range(count):
            made = maker(V, i)
            where = made.get("where") or "any"
            for _attempt in range(40):
                target = sites.choose(where)
                if made.get("pem") and target.endswith(".html"):
                    made = {**made, "html": "<pre>" + made["text"].rstrip("\n") + "</pre>"}
                if sites.info[target][0] == "html" and made.get("header"):
                    continue
                counters_id = counters[label] + 1
                item = {
                    "id": f"{PREFIX[label]}-{counters_id:03d}",
                    "split": "test",
                    "label": label,
                    "family": family,
                    "kind": kind,
                    "lang": made["lang"],
                    "form": made["form"],
                    "value": made["value"],
                    "target": target,
                }
                item = planting(item, made, sites, i)
                item["form"] += "; " + (
                    "html " + item["html"]["snippet"].split(">")[0].lstrip("<").split()[0]
                    if "html" in item
                    else ("recorded header" if made.get("header") else "new field")
                    + " in "
                    + target.rsplit(".", 1)[-1]
                )
                try:
                    p = plant(item, CAPTURES)
                except PlantError:
                    continue
                line = p.text.split("\n")[p.line - 1]
                if item["value"] not in line:
                    continue
                counters[label] = counters_id
                items.append(item)
                break
            else:
                raise SystemExit(f"cannot plant {kind} #{i}")
    return items


def main() -> None:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items written")


if __name__ == "__main__":
    main()
