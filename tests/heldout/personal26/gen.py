"""Write cases.json for corpus 26 (fixed seeds); keep only items check_corpus accepts.

.venv/bin/python tests/heldout/personal26/gen.py [CAPTURES]
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
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

BAD = (
    "script",
    "style",
    "pre",
    "textarea",
    "noscript",
    "svg",
    "iframe",
    "button",
    "label",
    "select",
    "a",
    "template",
    "head",
)
BLOCK = re.compile(r"(?:^[ \t]*|(?<=>))<(?:p|div|li|h[2-6]|section|article|ul|ol|table)[\s>]", re.M)


def html_points(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body[^>]*>", text, re.I)
    if not body:
        return []
    bad: list[tuple[int, int]] = []
    for m in re.finditer(r"<!--.*?-->", text, re.S):
        bad.append((m.start(), m.end()))
    for tag in BAD:
        for m in re.finditer(rf"<{tag}[\s>].*?</{tag}>", text, re.S | re.I):
            bad.append((m.start(), m.end()))
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    pts = []
    for m in BLOCK.finditer(text, body.end()):
        at = m.start() if text[m.start()] == "<" else text.index("<", m.start())
        if any(a <= at < b for a, b in bad):
            continue
        line = text.count("\n", 0, at)
        col = at - offs[line]
        if col > 0 and text[offs[line] : at].strip() == "":
            col = 0
        pts.append((line + 1, col, text[at : at + 6]))
    return pts


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, heads = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (heads if path and path[-1] == "headers" else objs).append(list(path))
    return objs, heads


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    objs, heads = [], []

    def walk(n: Any, path: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                (heads if path and path[-1] == "headers" else objs).append(path)
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(yaml.compose(text, Loader=yaml.SafeLoader), [])
    return objs, heads


def main() -> int:
    caps = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    rng = random.Random(2626)
    entries = (
        content_personal.build(random.Random(26))
        + content_secret.build(random.Random(2602))
        + content_keep.build(random.Random(2603))
    )
    targets = sorted(
        p.relative_to(caps).as_posix()
        for p in caps.rglob("*")
        if p.suffix in (".html", ".json", ".yaml")
    )
    pts: dict[str, Any] = {}
    for t in targets:
        text = (caps / t).read_text(encoding="utf-8")
        try:
            if t.endswith(".html"):
                pts[t] = ("html", html_points(text), [])
            elif t.endswith(".json"):
                pts[t] = ("json", *json_points(text))
            else:
                pts[t] = ("yaml", *yaml_points(text))
        except Exception:
            continue
    html_t = [t for t in pts if pts[t][0] == "html" and pts[t][1]]
    data_t = [t for t in pts if pts[t][0] != "html" and pts[t][1]]
    head_t = [t for t in pts if pts[t][0] != "html" and pts[t][2]]
    items: list[dict[str, Any]] = []
    n = {"personal": 0, "secret": 0, "keep": 0}
    pre = {"personal": "p26-per", "secret": "p26-sec", "keep": "p26-keep"}
    for e in entries:
        for _attempt in range(8):
            mode = e["mode"]
            item = {k: e[k] for k in ("label", "family", "kind", "lang", "form", "value")}
            item["split"] = "test"
            if mode == "header":
                t = rng.choice(head_t)
                kind, _o, heads = pts[t]
                val: Any = [e["text"]]
                item[kind] = {
                    "path": rng.choice(heads),
                    "op": "add_field",
                    "key": e["key"],
                    "value": val,
                }
                item["form"] += ", recorded header"
            elif mode in ("html", "attr") or rng.random() < 0.4:
                t = rng.choice(html_t)
                line, col, exp = rng.choice(pts[t][1])
                if mode == "attr" or "<a " in e["text"]:
                    snip = f"<p>{e['text']}</p>"
                else:
                    esc = htmlmod.escape(e["text"], quote=False)
                    item["value"] = htmlmod.escape(e["value"], quote=False)
                    rows = esc.split("\n")
                    wrap = rng.choice(["p", "div", "li", "td"]) if len(rows) == 1 else "pre"
                    if wrap == "li":
                        snip = f"<ul><li>{esc}</li></ul>"
                    elif wrap == "td":
                        snip = f"<table><tr><td>{esc}</td></tr></table>"
                    elif wrap == "pre":
                        snip = '<div class="nota">\n' + "<br>\n".join(rows) + "\n</div>"
                    else:
                        snip = f"<{wrap}>{esc}</{wrap}>"
                item["html"] = {"snippet": snip, "line": line, "col": col, "expect": exp}
                item["form"] += ", HTML"
            else:
                t = rng.choice(data_t)
                kind, objs, _h = pts[t]
                key = e["key"] or "nota"
                item[kind] = {
                    "path": rng.choice(objs),
                    "op": "add_field",
                    "key": key,
                    "value": e["text"],
                }
                item["form"] += f", {kind} field"
            item["target"] = t
            lab = e["label"]
            item["id"] = f"{pre[lab]}-{n[lab] + 1:03d}"
            spec = item.get("json") or item.get("yaml")
            if spec and spec["key"] in (caps / t).read_text(encoding="utf-8"):
                spec["key"] += "_extra"
            if not check_item(item, caps):
                n[lab] += 1
                items.append(item)
                break
    order = ["id", "split", "label", "family", "kind", "lang", "form", "value", "target"]
    items = [
        {**{k: it[k] for k in order}, **{k: v for k, v in it.items() if k not in order}}
        for it in items
    ]
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(n, len(entries))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
