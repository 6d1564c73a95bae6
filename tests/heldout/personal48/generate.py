"""Write cases.json for corpus 48 (deterministic: fixed seed, captures read by path).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python \\
        tests/heldout/personal48/generate.py
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from spots import all_spots  # noqa: E402

SEED = 4848
RESPONSE_SIDE = {
    "set-cookie",
    "openai-organization",
    "date",
    "etag",
    "x-request-id",
    "request-id",
    "cf-ray",
    "anthropic-organization-id",
}
PREFIX = {"personal": "p48-per", "secret": "p48-sec", "keep": "p48-keep"}


def in_context(d: dict[str, Any]) -> str:
    """A bare value (a field's value, a header's value) written as ``key: value`` in prose."""
    return f"{d['key']}: {d['text']}" if d["text"] == d["value"] or d.get("header") else d["text"]


def html_item(d: dict[str, Any], spot: dict[str, Any]) -> tuple[dict[str, Any], str]:
    value = htmlmod.escape(d["value"], quote=False)
    snippet = d.get("html") or "<p>" + htmlmod.escape(in_context(d), quote=False) + "</p>"
    tag = "p"
    if spot["tag"] == "li" and snippet.startswith("<p>") and snippet.endswith("</p>"):
        snippet, tag = "<li>" + snippet[3:-4] + "</li>", "li"
    elif snippet.startswith("<pre>"):
        tag = "pre"
    where = f"html <{tag}> before <{spot['tag']}>" + (" (minified line)" if spot["col"] else "")
    return {
        "value": value,
        "html": {
            "snippet": snippet,
            "line": spot["line"],
            "col": spot["col"],
            "expect": spot["expect"],
        },
    }, where


def field_item(d, spot, kind, header=False):
    key = d["key"]
    if header:
        return {
            "value": d["value"],
            kind: {"path": spot["path"], "op": "add_field", "key": key, "value": [d["text"]]},
        }, f"{kind} recorded header {key}"
    if key in spot["keys"]:
        key += "_extra"
    if key in spot["keys"]:
        return None, ""
    text = in_context(d) if d.get("header") else d["text"]
    return {
        "value": d["value"],
        kind: {"path": spot["path"], "op": "add_field", "key": key, "value": text},
    }, f"{kind} field {key}"


def arr_item(d, spot):
    return {
        "value": d["value"],
        "json": {"path": spot["path"], "op": "add_item", "value": in_context(d)},
    }, "json array element"


def main() -> int:
    captures = captures_root()
    r = random.Random(SEED)
    spots = all_spots(captures)
    for s in spots.values():
        if "arr" in s:
            s["arr"] = [a for a in s["arr"] if "headers" not in a["path"]]
    head_caps = [c for c, s in spots.items() if s.get("head")]
    all_caps = sorted(spots)
    made = []
    for maker, n in content.PLAN:
        for _ in range(n):
            made.append(maker(r))
    r.shuffle(made)
    # round-robin over captures so every capture gets items; html pages a little heavier
    wheel = [c for c in all_caps for _ in range(2 if c.endswith(".html") else 1)]
    r.shuffle(wheel)
    counters = {k: 0 for k in PREFIX}
    items = []
    w = 0
    for d in made:
        planted = None
        for attempt in range(40):
            if d.get("header") and attempt < 30:
                cap = head_caps[(w + attempt) % len(head_caps)]
                side = "response" if d["header"].lower() in RESPONSE_SIDE else "request"
                hs = [h for h in spots[cap]["head"] if side in map(str, h["path"])] or spots[cap][
                    "head"
                ]
                spot = r.choice(hs)
                if d["header"].lower() in (k.lower() for k in spot["keys"]):
                    continue
                kind = "yaml" if cap.endswith((".yaml", ".yml")) else "json"
                body, where = field_item(d, spot, kind, header=True)
            else:
                cap = wheel[(w + attempt) % len(wheel)]
                s = spots[cap]
                if "html" in s:
                    body, where = html_item(d, r.choice(s["html"]))
                else:
                    kind = "yaml" if cap.endswith((".yaml", ".yml")) else "json"
                    choices = [("obj", x) for x in s["obj"]] + [("arr", x) for x in s["arr"]]
                    k, spot = r.choice(choices)
                    if k == "arr":
                        body, where = arr_item(d, spot)
                    else:
                        body, where = field_item(d, spot, kind)
                    if body is None:
                        continue
            lab = d["label"]
            item = {
                "id": "",
                "split": "test",
                "label": lab,
                "family": d["family"],
                "kind": d["kind"],
                "lang": d["lang"],
                "form": f"{d['form']}; {where}",
                "target": cap,
                **body,
            }
            item = {
                k: item[k]
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
            } | {k: v for k, v in item.items() if k in ("html", "json", "yaml")}
            item["id"] = "probe"
            if not check_item(item, captures):
                planted = item
                break
        if planted is None:
            raise SystemExit(f"could not plant {d['kind']} {d['value']!r}")
        w += 1
        counters[planted["label"]] += 1
        planted["id"] = f"{PREFIX[planted['label']]}-{counters[planted['label']]:03d}"
        items.append(planted)
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["label"]], it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
