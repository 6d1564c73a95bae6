"""Generate cases.json of held-out corpus 55 (deterministic: fixed seed).

    PYTHONPATH=. python tests/heldout/personal55/gen.py [CAPTURES]

Reads the captures only to find insertion points (block tags of the page bodies, multi-line
JSON objects/arrays, YAML block mappings/sequences, recorded ``headers``); writes
``cases.json`` next to this file. Nothing from the captures is copied into the corpus
except the few characters of ``expect``.
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

from content import (  # noqa: E402
    ACCOUNT_COUNT,
    KEEP_KINDS,
    PERSONAL_KINDS,
    SECRET_KINDS,
    account,
    keep,
    secret,
)
from plant import _JsonSpans  # noqa: E402
from values import Maker  # noqa: E402

SEED = 55_2026
TEXT_DIRS = ("search", "html", "errors", "injection")

# ---------------------------------------------------------------------------- points

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
SKIP = {
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
    "option",
    "object",
    "form",
}
TAG = re.compile(r"<!--.*?-->|<(/?)([A-Za-z][A-Za-z0-9-]*)\b[^>]*?(/?)>", re.S)


def html_points(text: str) -> list[dict[str, Any]]:
    pts = []
    offs = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    import bisect

    in_body = False
    skip: list[str] = []
    depth = {"table": 0, "a": 0, "ul": 0, "ol": 0, "p": 0}
    pos = 0
    while True:
        mt = TAG.search(text, pos)
        if not mt:
            break
        pos = mt.end()
        if mt.group(0).startswith("<!--"):
            continue
        close, name = mt.group(1) == "/", mt.group(2).lower()
        if name in ("script", "style") and not close:
            end = text.lower().find(f"</{name}", pos)
            pos = end if end > 0 else len(text)
            continue
        if name == "body" and not close:
            in_body = True
            continue
        if name in SKIP:
            if close:
                if skip and skip[-1] == name:
                    skip.pop()
            elif not mt.group(3):
                skip.append(name)
            continue
        if name in depth and close:
            depth[name] = max(0, depth[name] - 1)
        if close or not in_body or skip:
            if not close and name in depth:
                depth[name] += 1
            continue
        start = mt.start()
        prev = text[:start].rstrip()
        ok = (
            name in BLOCK
            and prev.endswith(">")
            and depth["table"] == 0
            and depth["a"] == 0
            and depth["p"] == 0
        )
        lists = depth["ul"] + depth["ol"]
        if ok and lists and name != "li":
            ok = False
        if ok and name == "li" and not lists:
            ok = False
        if ok:
            ln = bisect.bisect_right(offs, start) - 1
            col = start - offs[ln]
            linetext = text[offs[ln] : start]
            if linetext.strip() == "":
                pts.append(
                    {"line": ln + 1, "col": 0, "expect": text[offs[ln] : start + 2], "tag": name}
                )
            else:
                pts.append(
                    {"line": ln + 1, "col": col, "expect": text[start : start + 8], "tag": name}
                )
        if name in depth and not mt.group(3):
            depth[name] += 1
    return [p for p in pts if p["line"] > 1 and "\r" not in p["expect"]]


def json_points(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    spans = _JsonSpans(text).spans
    data = json.loads(text)
    general, headers = [], []
    for path, (s, _e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue  # compact or not multi-line
        node = data
        for step in path:
            node = node[step]
        if not node:
            continue
        if c == "{":
            entry = {"path": list(path), "op": "add_field", "keys": set(node)}
            if path and path[-1] == "headers":
                headers.append(entry)
            elif "headers" not in path:
                general.append(entry)
        elif all(isinstance(x, str) for x in node) and "headers" not in path:
            general.append({"path": list(path), "op": "add_item"})
    return general, headers


def yaml_points(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    lines = text.split("\n")
    general, headers = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                entry = {"path": path, "op": "add_field", "keys": {k.value for k, _ in node.value}}
                if path and path[-1] == "headers":
                    headers.append(entry)
                elif "headers" not in path:
                    general.append(entry)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            if node.value and not node.flow_style and "headers" not in path:
                first = node.value[0]
                before = lines[first.start_mark.line][: first.start_mark.column]
                dash = before.rfind("-")
                if (
                    all(isinstance(x, yaml.ScalarNode) for x in node.value)
                    and dash >= 0
                    and not before[:dash].strip()
                ):
                    general.append({"path": path, "op": "add_item"})
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return general, headers


# ---------------------------------------------------------------------------- build

KEYS = {
    "es": ["nota", "descripcion", "contenido", "comentario", "detalle", "texto"],
    "en": ["note", "description", "content", "comment", "detail", "message", "log"],
    "pt": ["observacao", "descricao", "conteudo", "comentario"],
}


def make_items(m: Maker) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for _kind, (fn, count) in PERSONAL_KINDS.items():
        for n in range(count):
            items.append({**fn(m, n), "label": "personal", "family": "personal"})
    for n in range(ACCOUNT_COUNT):
        items.append({**account(m, n), "label": "personal", "family": "account-id"})
    for kind, count in SECRET_KINDS.items():
        for n in range(count):
            items.append({**secret(m, n, kind), "label": "secret", "family": "secret"})
    for kind, count in KEEP_KINDS.items():
        for n in range(count):
            items.append({**keep(m, n, kind), "label": "keep", "family": "keep"})
    return items


def html_snippet(item: dict[str, Any], tag: str) -> tuple[str, str]:
    """(snippet, value as written)."""
    if item["kind"] == "private-key":
        return "<pre>" + htmlmod.escape(item["text"], quote=False) + "</pre>", item["value"]
    if item.get("html"):
        sn = item["html"]
        if tag == "li":
            sn = "<li>" + sn + "</li>"
        return sn, item["value"]
    t = htmlmod.escape(item["text"], quote=False)
    v = htmlmod.escape(item["value"], quote=False)
    wrap = (
        "li"
        if tag == "li"
        else ("p" if tag in ("p", "h2", "h3", "h4", "section", "article") else "div")
    )
    return f"<{wrap}>{t}</{wrap}>", v


def main(argv: list[str]) -> int:
    captures = Path(argv[0]) if argv else Path("/work/shared/captures")
    r = random.Random(SEED)
    m = Maker(SEED)
    targets: dict[str, dict[str, Any]] = {}
    for d in TEXT_DIRS:
        for f in sorted((captures / d).iterdir()):
            rel = f"{d}/{f.name}"
            text = f.read_bytes().decode("utf-8")
            if f.suffix == ".html":
                targets[rel] = {"kind": "html", "general": html_points(text), "headers": []}
            elif f.suffix == ".json":
                g, h = json_points(text.lstrip("\ufeff"))
                targets[rel] = {"kind": "json", "general": g, "headers": h}
            elif f.suffix in (".yaml", ".yml"):
                g, h = yaml_points(text)
                targets[rel] = {"kind": "yaml", "general": g, "headers": h}
    items = make_items(m)
    r.shuffle(items)
    load = {t: 0 for t in targets}
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    out = []
    for item in items:
        if item.get("header"):
            allowed = [t for t, v in targets.items() if v["headers"]]
        elif item.get("where") == "data" or item["text"] == item["value"]:
            # a bare value is a field of its own (never an element of a list of texts)
            allowed = [
                t
                for t, v in targets.items()
                if v["kind"] != "html" and any(p["op"] == "add_field" for p in v["general"])
            ]
        else:
            allowed = [t for t, v in targets.items() if v["general"]]
        low = min(load[t] for t in allowed)
        tgt = r.choice([t for t in allowed if load[t] == low])
        load[tgt] += 1
        info = targets[tgt]
        counters[item["label"]] += 1
        rec: dict[str, Any] = {
            "id": f"p55-{prefix[item['label']]}-{counters[item['label']]:03d}",
            "split": "test",
            "label": item["label"],
            "family": item["family"],
            "kind": item["kind"],
            "lang": item["lang"],
            "form": "",
            "value": item["value"],
            "target": tgt,
        }
        if item.get("header"):
            pt = r.choice(info["headers"])
            key = item["header"]
            while key in pt["keys"]:
                key += "_extra"
            rec[info["kind"]] = {
                "path": pt["path"],
                "op": "add_field",
                "key": key,
                "value": [item["text"]],
            }
            where = f"recorded header {item['header']}"
        elif info["kind"] == "html":
            pt = r.choice(info["general"])
            snippet, value = html_snippet(item, pt["tag"])
            rec["value"] = value
            rec["html"] = {
                "snippet": snippet,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            }
            where = f"html block before <{pt['tag']}>"
        else:
            pts = info["general"]
            if item["text"] == item["value"]:
                pts = [p for p in pts if p["op"] == "add_field"]
            pt = r.choice(pts)
            if pt["op"] == "add_item":
                rec[info["kind"]] = {"path": pt["path"], "op": "add_item", "value": item["text"]}
                where = f"{info['kind']} array element"
            else:
                key = item.get("key") or r.choice(KEYS[item["lang"]])
                while key in pt["keys"]:
                    key += "_extra"
                rec[info["kind"]] = {
                    "path": pt["path"],
                    "op": "add_field",
                    "key": key,
                    "value": item["text"],
                }
                where = f"{info['kind']} field {key}"
        rec["form"] = f"{item['form']}; {where}"
        out.append(rec)
    order = {"personal": 0, "secret": 1, "keep": 2}
    out.sort(key=lambda x: (order[x["label"]], x["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(out), "items;", counters)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
