"""Build cases.json: every item of the content_* modules, given a planting spot in a capture.

    python3 tests/heldout/personal16/gen.py [CAPTURES]

Deterministic (seeded). Spots are found by spots.py in the captures themselves; the items'
values come only from content_personal.py, content_secret.py and content_keep.py.
"""

from __future__ import annotations

import html as htmlmod
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root  # noqa: E402
from spots import html_spots, json_spots, keys_at, yaml_spots  # noqa: E402

PREFIX = {"personal": "p16-per", "secret": "p16-sec", "keep": "p16-keep"}


class Rotor:
    def __init__(self, pools: dict[str, list[Any]]) -> None:
        self.targets = sorted(t for t, s in pools.items() if s)
        self.pools = pools
        self.t = 0
        self.used: dict[str, int] = {t: 0 for t in self.targets}

    def next(self) -> tuple[str, Any]:
        target = self.targets[self.t % len(self.targets)]
        self.t += 1
        pool = self.pools[target]
        k = self.used[target]
        self.used[target] += 1
        # spread over the file: stride through the spots
        stride = max(1, len(pool) // 7)
        return target, pool[(k * stride + k // 7) % len(pool)]


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    html_pool: dict[str, list[Any]] = {}
    data_pool: dict[str, list[Any]] = {}
    head_pool: dict[str, list[Any]] = {}
    for f in sorted(captures.glob("*/*")):
        rel = str(f.relative_to(captures))
        if rel.startswith("pdf/") or f.name == "SOURCES.md":
            continue
        text = f.read_text(encoding="utf-8")
        if f.suffix == ".html":
            html_pool[rel] = html_spots(text)
        elif f.suffix == ".json":
            objs, heads = json_spots(text)
            data_pool[rel] = [("json", p) for p in objs]
            head_pool[rel] = [("json", p) for p in heads]
        elif f.suffix == ".yaml":
            objs, heads = yaml_spots(text)
            data_pool[rel] = [("yaml", p) for p in objs]
            head_pool[rel] = [("yaml", p) for p in heads]
    rot = {"html": Rotor(html_pool), "data": Rotor(data_pool), "header": Rotor(head_pool)}
    raw = content_personal.all_items() + content_secret.all_items() + content_keep.all_items()
    items: list[dict[str, Any]] = []
    counters = {k: 0 for k in PREFIX}
    flip = 0
    for spec in raw:
        place = spec["place"]
        if place == "any":
            place = "html" if flip % 2 == 0 else "data"
            flip += 1
        if spec.get("html") is not None and spec["place"] == "any":
            place = "html" if flip % 3 else "data"
        lab = spec["label"]
        counters[lab] += 1
        item: dict[str, Any] = {
            "id": f"{PREFIX[lab]}-{counters[lab]:03d}",
            "split": "test",
            "label": lab,
            "family": spec["family"],
            "kind": spec["kind"],
            "lang": spec["lang"],
        }
        value = spec["value"]
        if place == "html":
            target, (line, col, expect) = rot["html"].next()
            if spec.get("html"):
                snippet = spec["html"]
                if "<pre>" not in snippet:
                    value = htmlmod.escape(value, quote=False)
            else:
                snippet = "<p>" + htmlmod.escape(spec["text"], quote=False) + "</p>"
                value = htmlmod.escape(value, quote=False)
            item["form"] = spec["form"] + "; HTML snippet in a page"
            item["value"] = value
            item["target"] = target
            item["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
        else:
            kind_pool = "header" if place == "header" else "data"
            target, (fmt, path) = rot[kind_pool].next()
            existing = keys_at(captures, target, path)
            key = spec["key"]
            while key in existing or key.lower() in {
                k.lower() for k in existing if isinstance(k, str)
            }:
                key += "_extra"
            text = spec["text"]
            for ch in ('"', "\\"):
                if ch in value:
                    raise SystemExit(f"{item['id']}: value holds {ch!r}")
            val: Any = [text] if place == "header" else text
            item["form"] = spec["form"] + (
                "; recorded header" if place == "header" else f"; {fmt.upper()} field"
            )
            item["value"] = value
            item["target"] = target
            item[fmt] = {"path": path, "op": "add_field", "key": key, "value": val}
        items.append(item)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
