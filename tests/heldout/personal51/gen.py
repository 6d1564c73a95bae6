"""Generate cases.json for corpus 51 (deterministic: fixed seed). Reads the captures only
to find insertion points (never copies them).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal51/gen.py
"""

from __future__ import annotations

import html
import json
import os
import random
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 51_2026
CAPTURES = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
EXCL = [
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
]
BLOCK = re.compile(r"<(p|div|li|h[1-6]|section|article|ul|ol|table)[\s>]", re.I)
TEXT_KEYS = {
    "es": ["snippet", "descripcion", "nota", "texto", "resumen", "comentario"],
    "en": ["snippet", "description", "note", "text", "summary", "message"],
    "pt": ["trecho", "descricao", "nota", "texto"],
}


def html_points(text: str) -> list[dict]:
    body = text.find("<body")
    spans = [(mm.start(), mm.end()) for mm in re.finditer(r"<!--.*?-->", text, re.S)]
    for t in EXCL:
        spans += [
            (mm.start(), mm.end()) for mm in re.finditer(rf"<{t}[\s>].*?</{t}>", text, re.S | re.I)
        ]
    spans.sort()
    line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    pts = []
    import bisect

    for mm in BLOCK.finditer(text, body):
        at = mm.start()
        if any(s <= at < e for s, e in spans):
            continue
        prev = text[:at].rstrip()
        if not prev.endswith(">"):
            continue
        ln = bisect.bisect_right(line_starts, at)
        ls = line_starts[ln - 1]
        col = at - ls
        if text[ls:at].strip() == "":
            pts.append({"line": ln, "col": 0, "expect": text[ls : at + 4]})
        else:
            pts.append({"line": ln, "col": col, "expect": text[at : at + 8]})
    return pts


def json_points(text: str) -> tuple[list, list, list]:
    sp = _JsonSpans(text).spans
    obj = json.loads(text.lstrip("\ufeff"))
    objs, heads, arrs = [], [], []
    for p, (s, _e) in sp.items():
        if text[s] not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] in "}]":
            continue
        node = obj
        for k in p:
            node = node[k]
        if text[s] == "{":
            (heads if p and p[-1] == "headers" else objs).append((list(p), set(node)))
        elif all(isinstance(x, str) for x in node):
            arrs.append(list(p))
    return objs, heads, arrs


def yaml_points(text: str) -> tuple[list, list]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                (heads if path and path[-1] == "headers" else objs).append((path, keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, heads


def main() -> None:
    r = random.Random(SEED)
    targets = sorted(
        str(p.relative_to(CAPTURES))
        for p in CAPTURES.glob("*/*")
        if p.suffix in (".html", ".json", ".yaml")
    )
    pts: dict[str, dict] = {}
    for t in targets:
        text = (CAPTURES / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            pts[t] = {"kind": "html", "html": html_points(text)}
        elif t.endswith(".json"):
            o, h, a = json_points(text)
            pts[t] = {"kind": "json", "objs": o, "heads": h, "arrs": a}
        else:
            o, h = yaml_points(text)
            pts[t] = {"kind": "yaml", "objs": o, "heads": h}
    by_kind = {k: [t for t in targets if pts[t]["kind"] == k] for k in ("html", "json", "yaml")}
    head_targets = [t for t in targets if pts[t].get("heads")]

    entries = content_personal.build(r) + content_secret.build(r) + content_keep.build(r)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    rot = {"html": 0, "json": 0, "yaml": 0, "head": 0}
    items = []
    for idx, e in enumerate(entries):
        lab = e["label"]
        counters[lab] += 1
        it = {
            "id": f"p51-{prefix[lab]}-{counters[lab]:03d}",
            "split": "test",
            "label": lab,
            "family": e["family"],
            "kind": e["kind"],
            "lang": e["lang"],
            "form": e["form"],
        }
        mode = (
            "head"
            if "header" in e and idx % 4 != 3
            else ["html", "json", "yaml", "json", "html"][idx % 5]
        )
        if mode == "head":
            hname, hv = e["header"], e.get("hvalue", e["value"])
            cands = [
                t
                for t in head_targets
                if any(hname.lower() not in {k.lower() for k in ks} for _, ks in pts[t]["heads"])
            ]
            t = cands[rot["head"] % len(cands)]
            rot["head"] += 1
            path = r.choice(
                [p for p, ks in pts[t]["heads"] if hname.lower() not in {k.lower() for k in ks}]
            )
            it.update(form=e["form"] + " (recorded header)", value=e["value"], target=t)
            it[pts[t]["kind"]] = {"path": path, "op": "add_field", "key": hname, "value": [hv]}
        elif mode == "html":
            t = by_kind["html"][rot["html"] % len(by_kind["html"])]
            rot["html"] += 1
            p = r.choice(pts[t]["html"])
            if e.get("pem"):
                body = e["text"].split("\n")
                snip = "<pre>" + body[0] + "\n" + "\n".join(body[1:]) + "</pre>"
                val = e["value"]
            elif "html" in e:
                snip, val = e["html"], e.get("html_value", e["value"])
                if val not in snip:
                    val = html.escape(e["value"], quote=False)
            else:
                snip = "<p>" + html.escape(e["text"], quote=False) + "</p>"
                val = html.escape(e["value"], quote=False)
            it.update(value=val, target=t, html={"snippet": snip, **p})
            it["form"] += " (html snippet)"
        else:
            t = by_kind[mode][rot[mode] % len(by_kind[mode])]
            rot[mode] += 1
            P = pts[t]
            if "key" in e:
                key, val = e["key"], e["value"]
            else:
                key, val = r.choice(TEXT_KEYS[e["lang"]]), e["text"]
            if mode == "json" and P.get("arrs") and not P["objs"][1:] and "key" not in e:
                spec = {"path": r.choice(P["arrs"]), "op": "add_item", "value": val}
            else:
                path, ks = r.choice(P["objs"])
                if key in ks:
                    key += "_extra"
                spec = {"path": path, "op": "add_field", "key": key, "value": val}
            it.update(value=e["value"], target=t)
            it[mode] = spec
            it["form"] += f" ({mode} field)"
        items.append(it)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items")


if __name__ == "__main__":
    main()
