"""Generate ``cases.json`` of corpus 57 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal57/gen.py

Reads the captures only to find insertion points (points.py); writes nothing but
cases.json. Every item is planted and checked by check_corpus.py afterwards.
"""

from __future__ import annotations

import html as H
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
from plant import PlantError, plant  # noqa: E402
from points import points_for  # noqa: E402
from values import Maker  # noqa: E402

SEED = 5757
LANGS = (("es", 0.64), ("en", 0.26), ("pt", 0.10))
TARGET_WEIGHTS = {"search": 1.15, "html": 1.25, "errors": 1.1, "injection": 0.9}
REQUEST_SIDE = {
    "authorization",
    "cookie",
    "x-api-key",
    "x-subscription-token",
    "x-goog-api-key",
    "from",
    "x-customer-id",
    "x-account-id",
    "x-workspace-id",
    "x-org-id",
    "x-team-id",
    "x-user-id",
    "x-tenant-id",
    "openai-project",
}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def text_targets(captures: Path) -> list[str]:
    out = []
    for d in ("search", "html", "errors", "injection"):
        for f in sorted((captures / d).iterdir()):
            if f.suffix in (".json", ".yaml", ".yml", ".html"):
                out.append(f"{d}/{f.name}")
    return out


def pick_lang(r: random.Random) -> str:
    x = r.random()
    for lang, w in LANGS:
        if x < w:
            return lang
        x -= w
    return "es"


def html_block(r: random.Random, s: dict[str, Any]) -> tuple[str, str]:
    """(snippet, value as written in the page)."""
    if s.get("pem"):
        return "<pre>" + s["text"] + "</pre>", s["value"]
    if "html" in s:
        return s["html"], H.escape(s["value"], quote=False)
    tag = r.choice(["p", "p", "p", "div", "li", "blockquote"])
    cls = r.choice(["", "", ' class="snippet"', ' class="contacto"', ' class="nota"'])
    return f"<{tag}{cls}>{H.escape(s['text'], quote=False)}</{tag}>", H.escape(
        s["value"], quote=False
    )


def place(
    r: random.Random, s: dict[str, Any], target: str, pts: dict[str, Any]
) -> dict[str, Any] | None:
    item: dict[str, Any] = {}
    if target.endswith(".html"):
        line, col, expect = r.choice(pts["html"])
        snippet, value = html_block(r, s)
        item["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
        item["value"] = value
        item["form"] = s["form"] + " / page " + ("<pre>" if s.get("pem") else "snippet")
        return item
    fmt = "json" if target.endswith(".json") else "yaml"
    free = [
        p
        for p in pts["headers"]
        if s.get("header") and s["header"][0].lower() not in {k.lower() for k in p[2]}
    ]
    if free and r.random() < 0.75:
        name, hval = s["header"]
        side = "request" if name.lower() in REQUEST_SIDE else "response"
        heads = [p for p in free if side in [str(x) for x in p[0]]] or free
        path, _, keys = r.choice(heads)
        key = name.lower() if fmt == "yaml" else name
        item[fmt] = {"path": path, "op": "add_field", "key": key, "value": [hval]}
        item["value"] = s["value"]
        item["form"] = s["form"] + f" / recorded header {key}"
        return item
    if pts.get("inner") and r.random() < 0.5:
        path, _, keys = r.choice(pts["inner"])
        key = next((k for k in s["keys"] if k not in keys), s["keys"][0] + "_extra")
        item[fmt] = {"path": path, "op": "add_inner_field", "key": key, "value": s["text"]}
        item["value"] = s["value"]
        item["form"] = s["form"] + f" / field {key} in the recorded JSON body (edited in place)"
        return item
    arrs = [p for p in pts["arr"] if "headers" not in [str(x) for x in p[0]]]
    if arrs and r.random() < 0.5 and s["text"] != s["value"]:
        path, _, _ = r.choice(arrs)
        item[fmt] = {"path": path, "op": "add_item", "value": s["text"]}
        item["value"] = s["value"]
        item["form"] = s["form"] + " / list item"
        return item
    objs = pts["obj"]
    if not objs:
        return None
    path, _, keys = r.choice(objs)
    key = next((k for k in s["keys"] if k not in keys), s["keys"][0] + "_extra")
    item[fmt] = {
        "path": path,
        "op": "add_field",
        "key": key,
        "value": s["text"],
    }
    item["value"] = s["value"]
    item["form"] = s["form"] + f" / {fmt} field {key}"
    return item


def build() -> list[dict[str, Any]]:
    captures = captures_root()
    r = random.Random(SEED)
    mk = Maker(random.Random(SEED + 1))
    targets = text_targets(captures)
    pts = {t: points_for(captures, t) for t in targets}
    specs: list[tuple[str, dict[str, Any]]] = []
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        for _name, (fn, n) in mod.MAKERS.items():
            for _ in range(n):
                specs.append((label, fn(mk, pick_lang(r))))
    r.shuffle(specs)
    weights = [TARGET_WEIGHTS[t.split("/")[0]] * (0.5 if "evaldata" in t else 1.0) for t in targets]
    seq = list(targets) * 8  # every capture gets at least 8 items
    seq += r.choices(targets, weights=weights, k=len(specs) - len(seq))
    r.shuffle(seq)
    items = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    cassettes = [t for t in targets if pts[t].get("headers")]
    for (label, s), target in zip(specs, seq, strict=True):
        if s.get("header") and r.random() < 0.4:
            target = r.choice(cassettes)  # a header-shaped datum: often a recorded header
        for attempt in range(20):
            t = target if attempt == 0 else r.choice(targets)
            placed = place(r, s, t, pts[t])
            if placed is None:
                continue
            counters[label] += 1
            item = {
                "id": f"p57-{prefix[label]}-{counters[label]:03d}",
                "split": "test",
                "label": label,
                "family": s["family"],
                "kind": s["kind"],
                "lang": s["lang"],
                "form": placed.pop("form"),
                "value": placed.pop("value"),
                "target": t,
                **placed,
            }
            try:
                plant(item, captures)
            except PlantError:
                counters[label] -= 1
                continue
            items.append(item)
            break
        else:
            raise SystemExit(f"could not place {s['kind']}")
    items.sort(key=lambda it: ({"personal": 0, "secret": 1, "keep": 2}[it["label"]], it["id"]))
    return items


def main() -> None:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")


if __name__ == "__main__":
    main()
