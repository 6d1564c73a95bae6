"""Build ``cases.json`` of corpus 20 from the content modules and the captures.

    .venv/bin/python tests/heldout/personal20/gen.py [CAPTURES]

Deterministic (fixed seed). Insertion points are found in the captures by their shape
(HTML: a line inside <body> that starts with a block tag, outside script/style/pre/...;
JSON/YAML: multi-line objects / block mappings; recorded headers: a cassette's
``headers`` mapping whose values are lists) and every item is checked with
``check_corpus.check_item`` before it is written. Only the captures' structure is read.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402

BLOCK = re.compile(
    r"<(p|div|li|ul|ol|h[1-6]|section|article|table|figure|blockquote|header|footer|nav|aside|main)[\s>]"
)
SKIP = (
    "script",
    "style",
    "pre",
    "textarea",
    "noscript",
    "template",
    "svg",
    "iframe",
    "select",
    "button",
    "label",
    "head",
    "title",
    "a",
    "ul",
    "ol",
    "table",
)
KEYS = {
    "data": [
        "nota",
        "comentario",
        "texto",
        "registro",
        "mensaje",
        "detalle",
        "raw_line",
        "observaciones",
        "descripcion",
        "contenido",
        "fila",
        "log",
        "snippet_extra",
        "extra",
        "body_text",
        "note",
    ]
}


def _inside(text: str, at: int) -> bool:
    low = text[:at].lower()
    if low.count("<!--") > low.count("-->"):
        return True
    if "<body" not in low:
        return True
    for tag in SKIP:
        opens = len(re.findall(rf"<{tag}[\s>]", low))
        closes = low.count(f"</{tag}>")
        if opens > closes:
            return True
    return "</body" in low


def html_slots(captures: Path) -> list[dict[str, Any]]:
    slots = []
    for f in sorted([*captures.glob("html/*.html"), *captures.glob("injection/*.html")]):
        text = f.read_bytes().decode("utf-8")
        offs = [0] + [m.end() for m in re.finditer("\n", text)]
        found = 0
        for ln, start in enumerate(offs, 1):
            end = text.find("\n", start)
            line = text[start : end if end >= 0 else len(text)]
            stripped = line.lstrip(" \t")
            col_ws = len(line) - len(stripped)
            if len(line) < 2000 and BLOCK.match(stripped):
                if not _inside(text, start + col_ws):
                    slots.append(
                        {
                            "target": str(f.relative_to(captures)),
                            "line": ln,
                            "col": 0,
                            "expect": line[:12],
                        }
                    )
                    found += 1
            elif len(line) >= 2000:
                for m in re.finditer(r">(?=<(?:p|div|li|section|article|h[2-4])[\s>])", line):
                    at = start + m.end()
                    if not _inside(text, at):
                        slots.append(
                            {
                                "target": str(f.relative_to(captures)),
                                "line": ln,
                                "col": m.end(),
                                "expect": line[m.end() : m.end() + 12],
                            }
                        )
                        found += 1
    return slots


def _dict_paths(node: Any, path: tuple = (), depth: int = 0):
    if isinstance(node, dict):
        yield path, node
        if depth < 5:
            for k, v in node.items():
                yield from _dict_paths(v, (*path, k), depth + 1)
    elif isinstance(node, list) and depth < 5:
        for i, v in enumerate(node[:3]):
            yield from _dict_paths(v, (*path, i), depth + 1)


def data_slots(captures: Path) -> tuple[list[dict], list[dict]]:
    data, headers = [], []
    files = sorted([*captures.rglob("*.json"), *captures.rglob("*.yaml")])
    for f in files:
        kind = "json" if f.suffix == ".json" else "yaml"
        text = f.read_bytes().decode("utf-8-sig")
        doc = json.loads(text) if kind == "json" else yaml.safe_load(text)
        rel = str(f.relative_to(captures))
        for path, node in _dict_paths(doc):
            if not node:
                continue
            is_hdr = (
                path
                and str(path[-1]).lower() == "headers"
                and all(isinstance(v, list) for v in node.values())
            )
            probe = {
                "id": "probe",
                "split": "test",
                "label": "keep",
                "family": "keep",
                "kind": "x",
                "lang": "es",
                "form": "x",
                "value": "PROBE-VALUE-42",
                "target": rel,
                kind: {
                    "path": list(path),
                    "op": "add_field",
                    "key": "probe_key",
                    "value": ["PROBE-VALUE-42"] if is_hdr else "PROBE-VALUE-42",
                },
            }
            if check_item(probe, captures):
                continue
            # only multi-line containers (insertion adds a line)
            slot = {"target": rel, "kind": kind, "path": list(path), "keys": set(map(str, node))}
            (headers if is_hdr else data).append(slot)
    return data, headers


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    rng = random.Random(20)
    entries = []
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        for e in mod.build(random.Random(f"p20-{label}")):
            e["label"] = label
            entries.append(e)
    hs = html_slots(captures)
    ds, hds = data_slots(captures)
    print(f"slots: html {len(hs)}, data {len(ds)}, headers {len(hds)}")
    rng.shuffle(hs)
    rng.shuffle(ds)
    rng.shuffle(hds)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    pos = {"html": 0, "data": 0, "header": 0}
    items, bad = [], []
    for e in entries:
        counters[e["label"]] += 1
        iid = f"p20-{prefix[e['label']]}-{counters[e['label']]:03d}"
        item = {
            "id": iid,
            "split": "test",
            "label": e["label"],
            "family": e["family"],
            "kind": e["kind"],
            "lang": e["lang"],
            "value": e["value"],
        }
        for attempt in range(40):
            w = e["where"]
            pool = {"html": hs, "data": ds, "header": hds}[w]
            slot = pool[pos[w] % len(pool)]
            pos[w] += 1
            it = dict(item)
            it["target"] = slot["target"]
            if w == "html":
                it["form"] = e["form"] + "; html snippet"
                it["html"] = {
                    "snippet": e["line"],
                    "line": slot["line"],
                    "col": slot["col"],
                    "expect": slot["expect"],
                }
            else:
                key = (
                    e.get("header")
                    or KEYS["data"][(counters[e["label"]] + attempt) % len(KEYS["data"])]
                )
                if key.lower() in {k.lower() for k in slot["keys"]}:
                    if e.get("header"):
                        continue  # a recorded header goes where that header is not yet
                    key += "_extra"
                it["form"] = e["form"] + (
                    "; recorded header " + key if w == "header" else f"; {slot['kind']} field"
                )
                it[slot["kind"]] = {
                    "path": slot["path"],
                    "op": "add_field",
                    "key": key,
                    "value": e["line"],
                }
            errs = check_item(it, captures)
            if not errs:
                items.append(
                    {
                        k: it[k]
                        for k in (
                            "id",
                            "split",
                            "label",
                            "family",
                            "kind",
                            "lang",
                            "form",
                            "value",
                            "target",
                        )
                    }
                    | {k: it[k] for k in ("html", "json", "yaml") if k in it}
                )
                break
        else:
            bad.append((iid, e["kind"], errs))
    for b in bad:
        print("NOT PLANTED:", b)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
