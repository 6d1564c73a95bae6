"""Write cases.json of corpus 46 (deterministic: fixed seed). Reads the captures only to find
insertion points.

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal46/gen.py
"""

from __future__ import annotations

import html as H
import json
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import points  # noqa: E402

SEED = 46_2026
TEXT_KEYS = {
    "search": ["snippet", "content", "description", "raw_content", "text", "extra_snippet", "nota"],
    "html": ["comentario", "text", "nota"],
    "errors": ["error", "message", "detail", "log", "nota"],
    "injection": ["text", "nota", "comment", "content"],
}
PREFIX = {"personal": "p46-per", "secret": "p46-sec", "keep": "p46-keep"}


def main() -> None:
    root = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
    rng = random.Random(SEED)
    caps = points.text_captures(root)
    html_pts, field_pts, header_pts = {}, {}, {}
    for t in caps:
        text = (root / t).read_text(encoding="utf-8")
        if t.endswith(".html"):
            html_pts[t] = points.html_points(text)
        elif t.endswith(".json"):
            field_pts[t], hp = points.json_points(text)
            if hp:
                header_pts[t] = hp
        else:
            field_pts[t], hp = points.yaml_points(text)
            if hp:
                header_pts[t] = hp
    plain_targets = sorted(list(html_pts) + list(field_pts))
    header_targets = sorted(header_pts)
    cursor = {"plain": 0, "header": 0}
    order = {"plain": plain_targets[:], "header": header_targets[:]}
    rng.shuffle(order["plain"])
    rng.shuffle(order["header"])

    def next_target(kind: str) -> str:
        lst = order[kind]
        t = lst[cursor[kind] % len(lst)]
        cursor[kind] += 1
        return t

    items = []
    counters = {k: 0 for k in PREFIX}
    jobs = []
    for label, family, kind, lang, maker, n in content.TEMPLATES:
        for _ in range(n):
            jobs.append((label, family, kind, lang, maker))
    rng.shuffle(jobs)
    for label, family, kind, lang, maker in jobs:
        made = maker(rng)
        value = made["value"]
        lang = made.get("lang", lang)
        detail = made.get("form_detail", kind)
        target = next_target("header" if made.get("header") else "plain")
        item = {"split": "test", "label": label, "family": family, "kind": kind, "lang": lang}
        top = target.split("/")[0]
        if target.endswith(".html"):
            pt = rng.choice(html_pts[target])
            if made.get("pem"):
                snippet = (
                    "<pre>"
                    + made["text"].split("\n")[0]
                    + "\n"
                    + "\n".join(made["text"].split("\n")[1:])
                    + "</pre>"
                )
                written = value
                where = "HTML <pre>"
            elif made.get("html"):
                snippet, written, where = made["html"], H.escape(value, quote=False), "HTML link"
            else:
                tag = rng.choice(["p", "p", "div", "li"])
                txt = made["text"] if not made.get("key") else f"{made['key']}: {made['text']}"
                if made.get("header"):
                    txt = made["text"]
                snippet, written = (
                    f"<{tag}>{H.escape(txt, quote=False)}</{tag}>",
                    H.escape(value, quote=False),
                )
                where = f"HTML <{tag}>"
            if written not in snippet:
                raise SystemExit(f"{kind}: value not in snippet {snippet!r}")
            item["form"] = f"{detail}; {where} in page body"
            item["value"] = written
            item["target"] = target
            item["html"] = {
                "snippet": snippet,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            }
        else:
            fmt = "json" if target.endswith(".json") else "yaml"
            if made.get("header"):
                path = rng.choice(header_pts[target])
                key = made["header"]
                val = [made.get("header_value", value)]
                where = "recorded header"
            else:
                path = rng.choice(field_pts[target])
                if made.get("pem"):
                    key, val, where = "private_key", made["text"] + "\n", "JSON/YAML string field"
                elif made.get("key"):
                    key, val, where = made["key"], made["text"], "own field"
                else:
                    key, val, where = rng.choice(TEXT_KEYS[top]), made["text"], "text field"
            have = points.existing_keys(root, target, path)
            while key in have:
                key += "_extra"
            item["form"] = f"{detail}; {where} ({fmt})"
            item["value"] = value
            item["target"] = target
            item[fmt] = {"path": path, "op": "add_field", "key": key, "value": val}
        counters[label] += 1
        item = {"id": f"{PREFIX[label]}-{counters[label]:03d}", **item}
        items.append(item)
    items.sort(key=lambda it: (list(PREFIX).index(it["label"]), it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items")


if __name__ == "__main__":
    main()
