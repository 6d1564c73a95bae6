"""Write cases.json for corpus 24 from the content modules (fixed seeds).

    .venv/bin/python tests/heldout/personal24/gen.py [CAPTURES]

Finds insertion points in the captures (HTML block tags after a ``>`` inside ``<body>``,
outside head/scripts/styles/comments/pre/...; multi-line JSON objects; YAML block mappings;
recorded ``headers`` of cassettes), gives every content entry a placement, and keeps only
items that ``check_corpus.check_item`` accepts (an entry whose placement fails is tried
elsewhere, up to 30 times; entries that never plant are dropped and counted).
"""

from __future__ import annotations

import html as htmlmod
import json
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
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure|header|footer|nav|aside)[\s>]",
    re.I,
)
NOT_IN = [
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
    "template",
]
DATA_KEYS = [
    "note",
    "notes",
    "comentario",
    "snippet",
    "description",
    "log",
    "content",
    "observaciones",
    "raw",
    "text",
    "debug",
    "nota",
    "extra",
    "mensaje",
    "detail",
    "obs",
    "memo",
    "resumen",
]
TAGS = ["p", "div", "p", "li", "blockquote", "p", "h4", "div"]


def html_points(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8")
    low = text.lower()
    body = low.find("<body")
    if body < 0:
        return []
    pts = []
    for m in BLOCK.finditer(text, body):
        at = m.start()
        before = text[:at].rstrip()
        if not before.endswith(">"):
            continue
        if low.rfind("<!--", 0, at) > low.rfind("-->", 0, at):
            continue
        if any(low.rfind("<" + t, 0, at) > low.rfind("</" + t, 0, at) for t in NOT_IN):
            continue
        ls = text.rfind("\n", 0, at) + 1
        line = text.count("\n", 0, at) + 1
        if text[ls:at].strip() == "":
            pts.append({"line": line, "col": 0, "expect": text[ls : ls + 12].split("\n")[0]})
        else:
            pts.append({"line": line, "col": at - ls, "expect": text[at : at + 10]})
    return pts


def json_points(path: Path) -> tuple[list[list], list[list]]:
    text = path.read_text(encoding="utf-8")
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for p, (s, e) in spans.items():
        if text[s] != "{":
            continue
        inner = text[s + 1 : e - 1]
        if not inner.strip() or "\n" not in inner:
            continue
        (hdrs if p and p[-1] == "headers" else objs).append(list(p))
    return objs, hdrs


def yaml_points(path: Path) -> tuple[list[list], list[list]]:
    root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node, p):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (hdrs if p and p[-1] == "headers" else objs).append(p)
            for k, v in node.value:
                walk(v, [*p, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*p, i])

    walk(root, [])
    return objs, hdrs


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    r = random.Random(24)
    H, J, Y, HJ, HY = [], [], [], [], []
    for f in sorted(captures.rglob("*")):
        rel = str(f.relative_to(captures))
        if f.suffix == ".html":
            H += [(rel, p) for p in html_points(f)]
        elif f.suffix == ".json":
            o, h = json_points(f)
            J += [(rel, p) for p in o]
            HJ += [(rel, p) for p in h]
        elif f.suffix in (".yaml", ".yml"):
            o, h = yaml_points(f)
            Y += [(rel, p) for p in o]
            HY += [(rel, p) for p in h]

    # weight each file equally: group points by file
    def by_file(pts):
        d: dict[str, list] = {}
        for rel, p in pts:
            d.setdefault(rel, []).append(p)
        return d

    Hf, Jf, Yf, HJf, HYf = map(by_file, (H, J, Y, HJ, HY))
    print(
        f"points: html {len(H)} in {len(Hf)} files, json {len(J)}, yaml {len(Y)}, headers {len(HJ) + len(HY)}"
    )

    cache: dict[str, object] = {}

    def existing_keys(rel, kind, path):
        if rel not in cache:
            raw = (captures / rel).read_text(encoding="utf-8-sig")
            cache[rel] = json.loads(raw) if kind == "json" else yaml.safe_load(raw)
        obj = cache[rel]
        for s in path:
            obj = obj[s]
        return {str(k).lower() for k in obj}

    def placement(e, mode):
        if mode == "html":
            rel = r.choice(sorted(Hf))
            pt = r.choice(Hf[rel])
            if e["where"] == "html":
                snippet = e["text"]
                value = e["value"]
            else:
                tag = r.choice(TAGS)
                snippet = f"<{tag}>{htmlmod.escape(e['text'], quote=False)}</{tag}>"
                value = htmlmod.escape(e["value"], quote=False)
            return rel, "html", {"snippet": snippet, **pt}, value, "html snippet"
        if mode in ("json", "yaml"):
            src = Jf if mode == "json" else Yf
            rel = r.choice(sorted(src))
            path = r.choice(src[rel])
            key = e["key"] or r.choice(DATA_KEYS)
            if key.lower() in existing_keys(rel, mode, path):
                key += "_extra"
            val = e["text"] if isinstance(e["text"], list) else str(e["text"])
            return (
                rel,
                mode,
                {"path": path, "op": "add_field", "key": key, "value": val},
                e["value"],
                f"{mode} field {key}",
            )
        # header
        src = r.choice([HJf, HYf]) if HJf and HYf else (HJf or HYf)
        rel = r.choice(sorted(src))
        path = r.choice(src[rel])
        kind = "json" if rel.endswith(".json") else "yaml"
        key = e["key"] if kind == "json" else e["key"].lower()
        if key.lower() in existing_keys(rel, kind, path):
            key += "_extra"
        return (
            rel,
            kind,
            {"path": path, "op": "add_field", "key": key, "value": [e["text"]]},
            e["value"],
            f"recorded header {key}",
        )

    items, dropped = [], []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    entries = content_personal.build() + content_secret.build() + content_keep.build()
    cycle = ["html", "json", "yaml"]
    for idx, e in enumerate(entries):
        if e["where"] == "html":
            modes = ["html"]
        elif e["where"] in ("data", "datalist"):
            modes = ["json", "yaml"]
        elif e["where"] == "header":
            modes = ["header"]
        else:
            modes = cycle[idx % 3 :] + cycle[: idx % 3]
        ok = None
        for attempt in range(30):
            mode = modes[attempt % len(modes)] if attempt < 6 else r.choice(modes)
            rel, kind, spec, value, where = placement(e, mode)
            counters[e["label"]] += 1
            item = {
                "id": f"p24-{prefix[e['label']]}-{counters[e['label']]:03d}",
                "split": "test",
                "label": e["label"],
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
                "form": f"{e['form']} / {where}",
                "value": value,
                "target": rel,
                kind: spec,
            }
            counters[e["label"]] -= 1
            if not check_item(item, captures):
                ok = item
                break
        if ok is None:
            dropped.append((e["kind"], e["value"][:12]))
            continue
        counters[e["label"]] += 1
        items.append(ok)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items; dropped {len(dropped)}: {dropped[:10]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
