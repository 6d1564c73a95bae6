"""Generate cases.json of corpus 39 (deterministic: fixed seeds).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal39/gen.py

Reads the captures only to find insertion points (locations.py); writes cases.json beside
this file. Content comes from content_personal.py, content_secret.py, content_keep.py.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from locations import html_points, json_points, text_captures, yaml_points  # noqa: E402
from values import Maker  # noqa: E402

SEED = 39_2026
TEXT_KEYS = [
    "excerpt",
    "extra_snippet",
    "page_text",
    "texto_extraido",
    "nota",
    "comment",
    "detail",
    "log_line",
    "description_extra",
    "contenido",
    "message_extra",
    "raw_text",
]
WRAPS = [
    "<p>{}</p>",
    '<div class="nota">{}</div>',
    '<p class="snippet">{}</p>',
    "<blockquote>{}</blockquote>",
    '<div class="comment-body"><p>{}</p></div>',
    "<li>{}</li>",
]
# kinds whose field key does not name the datum: their sentence is kept whole
NOT_BARE = {
    "birth-date",
    "home-address",
    "api-key-curl",
    "api-key-env",
    "api-key-config",
    "api-key-error",
    "api-key-query",
    "basic-auth",
    "bearer-token",
    "cloud-key",
    "webhook-url",
    "company-clabe",
}
PREFIX = {"personal": "per", "secret": "sec", "keep": "keep"}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def load_points(root: Path) -> dict[str, dict[str, Any]]:
    pts: dict[str, dict[str, Any]] = {}
    for t in text_captures(root):
        text = (root / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            pts[t] = {"type": "html", "html": html_points(text)}
        elif t.endswith(".json"):
            pts[t] = {"type": "json", **json_points(text)}
        else:
            pts[t] = {"type": "yaml", **yaml_points(text)}
    return pts


def esc(s: str) -> str:
    return htmlmod.escape(s, quote=False)


def key_for(entry: dict[str, Any], key: str) -> str:
    keys = {k.lower() if isinstance(k, str) else k for k in entry["keys"]}
    return key + "_extra" if key.lower() in keys else key


def plant_html(
    it: dict[str, Any], r: random.Random, pts: list[tuple[int, int, str]]
) -> dict[str, Any]:
    line, col, expect = r.choice(pts)
    if it.get("pem"):
        rows = it["text"].split("\n")
        snippet = "\n".join(["<pre>" + rows[0], *rows[1:-1], rows[-1] + "</pre>"])
        value = it["value"]
        where = "a <pre> block in a page"
    elif it.get("html"):
        snippet = it["html"]
        value = it["value"] if it["value"] in snippet else esc(it["value"])
        where = "a link in a page"
    else:
        text = it["text"]
        if text == it["value"]:
            text = f"{it.get('field') or it.get('header')}: {text}"
        snippet = r.choice(WRAPS).format(esc(text))
        value = esc(it["value"])
        where = "a paragraph of a page"
    assert value in snippet, (it, snippet)
    return {
        "value": value,
        "html": {"snippet": snippet, "line": line, "col": col, "expect": expect},
        "where": where,
    }


def plant_struct(
    it: dict[str, Any], r: random.Random, p: dict[str, Any], kind: str
) -> dict[str, Any]:
    if it.get("header"):
        cands = [
            e for e in p["headers"] if it["header"].lower() not in {k.lower() for k in e["keys"]}
        ]
        e = r.choice(cands or p["headers"])
        key = key_for(e, it["header"])
        return {
            "value": it["value"],
            kind: {"path": e["path"], "op": "add_field", "key": key, "value": [it["text"]]},
            "where": f"recorded header {it['header']}",
        }
    use_list = (
        kind == "json"
        and p.get("strlist")
        and not it.get("pem")
        and it["text"] != it["value"]
        and r.random() < 0.3
    )
    if use_list:
        e = r.choice(p["strlist"])
        return {
            "value": it["value"],
            kind: {"path": e["path"], "op": "add_item", "value": it["text"]},
            "where": "new string of a list",
        }
    e = r.choice(p["obj"])
    bare_ok = it.get("field") and it["kind"] not in NOT_BARE
    if it["text"] == it["value"] or (bare_ok and r.random() < 0.4):
        key = key_for(e, it.get("field") or "value")
        val = it["value"] if it["text"] != it["value"] or not it.get("pem") else it["text"]
        if it.get("pem"):
            val = it["text"]
        where = f"field {key}"
    else:
        key = key_for(e, it.get("field") if it.get("pem") else r.choice(TEXT_KEYS))
        val = it["text"]
        where = "text field"
    assert it["value"] in val
    return {
        "value": it["value"],
        kind: {"path": e["path"], "op": "add_field", "key": key, "value": val},
        "where": where,
    }


def main() -> int:
    root = captures_root()
    points = load_points(root)
    m = Maker(SEED)
    groups = [
        content_personal.all_items(Maker(SEED + 1)),
        content_secret.all_items(Maker(SEED + 2)),
        content_keep.all_items(Maker(SEED + 3)),
    ]
    del m
    r = random.Random(SEED)
    targets = sorted(points)
    header_targets = [t for t in targets if points[t].get("headers")]
    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    cursor = {"all": 0, "hdr": 0}
    order_all = targets[:]
    r.shuffle(order_all)
    order_hdr = header_targets[:]
    for group in groups:
        for it in group:
            if it.get("header"):
                t = order_hdr[cursor["hdr"] % len(order_hdr)]
                cursor["hdr"] += 1
            else:
                t = order_all[cursor["all"] % len(order_all)]
                cursor["all"] += 1
            p = points[t]
            res = (
                plant_html(it, r, p["html"])
                if p["type"] == "html"
                else plant_struct(it, r, p, p["type"])
            )
            counters[it["label"]] += 1
            out = {
                "id": f"p39-{PREFIX[it['label']]}-{counters[it['label']]:03d}",
                "split": "test",
                "label": it["label"],
                "family": it["family"],
                "kind": it["kind"],
                "lang": it["lang"],
                "form": f"{it['form']}; in {res['where']}",
                "value": res["value"],
                "target": t,
            }
            for k in ("html", "json", "yaml"):
                if k in res:
                    out[k] = res[k]
            items.append(out)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
