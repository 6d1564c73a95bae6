"""Generate cases.json of corpus 52 (deterministic: fixed seed).

HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal52/gen.py
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from points import TEXT_CAPTURES, html_points, json_points, yaml_points  # noqa: E402

SEED = 52_2026
REQUEST_SIDE = {
    "authorization",
    "x-api-key",
    "cookie",
    "openai-organization",
    "openai-project",
    "x-account",
    "x-account-id",
    "x-subscription-token",
    "x-goog-api-key",
    "x-serpapi-key",
}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def build() -> list[dict]:
    rng = random.Random(SEED)
    cap = captures_root()
    pts: dict[str, list[dict]] = {}
    for t in TEXT_CAPTURES:
        if t.endswith(".html"):
            pts[t] = html_points(t, cap, random.Random(SEED + len(t)))
        elif t.endswith(".json"):
            pts[t] = json_points(t, cap)
        else:
            pts[t] = yaml_points(t, cap)
    html_t = [t for t in TEXT_CAPTURES if t.endswith(".html")]
    data_t = [t for t in TEXT_CAPTURES if not t.endswith(".html")]
    hdr_t = [t for t in data_t if any(p["listy"] for p in pts[t])]
    order = {"any": TEXT_CAPTURES[:], "html": html_t, "data": data_t, "hdr": hdr_t}
    for lst in order.values():
        rng.shuffle(lst)
    cursor = {k: 0 for k in order}

    def next_target(kind: str) -> str:
        lst = order[kind]
        t = lst[cursor[kind] % len(lst)]
        cursor[kind] += 1
        return t

    items: list[dict] = []
    for label, table, prefix in (
        ("personal", content.PERSONAL, "per"),
        ("secret", content.SECRET, "sec"),
        ("keep", content.KEEP, "keep"),
    ):
        n = 0
        for kind, maker, count in table:
            for i in range(count):
                d = maker(rng, i)
                where = "hdr" if "hdr" in d else d.get("only", "any")
                target = next_target(where)
                n += 1
                family = (
                    ("account-id" if kind == "account-id" else "personal")
                    if label == "personal"
                    else label
                )
                item = {
                    "id": f"p52-{prefix}-{n:03d}",
                    "split": "test",
                    "label": label,
                    "family": family,
                    "kind": kind,
                    "lang": d["lang"],
                    "form": d["form"],
                    "value": d["value"],
                    "target": target,
                }
                if target.endswith(".html"):
                    pt = pts[target][rng.randrange(len(pts[target]))]
                    if "html" in d:
                        snip = d["html"]
                    else:
                        tag = (
                            "address"
                            if kind in ("home-address", "company-address") and i % 2
                            else pick_tag(rng)
                        )
                        snip = f"<{tag}>{htmlmod.escape(d['text'], quote=False)}</{tag}>"
                        item["value"] = htmlmod.escape(d["value"], quote=False)
                    item["form"] += " / html"
                    item["html"] = {"snippet": snip, **pt}
                else:
                    kind_key = "json" if target.endswith(".json") else "yaml"
                    cands = [p for p in pts[target] if p["listy"] == ("hdr" in d)]
                    if "hdr" in d:
                        name, val = d["hdr"], d["text"]
                        side = "request" if name.lower() in REQUEST_SIDE else "response"
                        pref = [p for p in cands if side in [str(s) for s in p["path"]]]
                        pt = (pref or cands)[rng.randrange(len(pref or cands))]
                        key, value = name, [val]
                        item["form"] += f" / recorded {side} header"
                    else:
                        pt = cands[rng.randrange(len(cands))]
                        key, value = d["key"], d["text"]
                        item["form"] += " / field"
                    while key in pt["keys"]:
                        key += "_extra"
                    item[kind_key] = {
                        "path": pt["path"],
                        "op": "add_field",
                        "key": key,
                        "value": value,
                    }
                items.append(item)
    return items


def pick_tag(rng: random.Random) -> str:
    return ["p", "p", "div", "p", "blockquote"][rng.randrange(5)]


def main() -> None:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")


if __name__ == "__main__":
    main()
