"""Generate cases.json of corpus 13, deterministically (seed 13).

    python3 tests/heldout/personal13/gen.py [CAPTURES]

Reads the text captures only to find planting spots (spots.py); writes no capture content
into the corpus: every item's text is written by content_*.py.
"""

from __future__ import annotations

import html
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from spots import all_spots, mapping_keys  # noqa: E402

PREFIX = {"personal": "p13-per", "secret": "p13-sec", "keep": "p13-keep"}


def build(captures: Path) -> list[dict]:
    rng = random.Random(13)
    raw = (
        content_personal.all_items(random.Random(1301))
        + content_secret.all_items(random.Random(1302))
        + content_keep.all_items(random.Random(1303))
    )
    seen: set[tuple[str, str]] = set()
    items = []
    for it in raw:
        k = (it["kind"], it["text"])
        if k in seen:
            continue
        seen.add(k)
        items.append(it)
    spots = all_spots(captures)
    by_kind: dict[str, list[str]] = {"html": [], "json": [], "yaml": []}
    for rel, info in spots.items():
        if info["spots"]:
            by_kind[info["kind"]].append(rel)
    hdr_spots = [(rel, p) for rel, info in spots.items() for p in info["hdrs"]]
    texts = {rel: (captures / rel).read_text(encoding="utf-8") for rel in spots}
    rr = {k: 0 for k in by_kind}
    counters = {k: 0 for k in PREFIX}
    out = []
    for i, it in enumerate(items):
        where = it["where"]
        if where in ("html", "script"):
            kind = "html"
        elif where == "header":
            kind = "header"
        elif where == "data":
            kind = rng.choice(["json", "yaml"])
        else:
            kind = rng.choices(["html", "json", "yaml"], [4, 3, 3])[0]
        label = it["label"]
        counters[label] += 1
        case = {
            "id": f"{PREFIX[label]}-{counters[label]:03d}",
            "split": "test",
            "label": label,
            "family": it["family"],
            "kind": it["kind"],
            "lang": it["lang"],
            "form": it["form"],
        }
        if kind == "header":
            rel, path = hdr_spots[i % len(hdr_spots)]
            ext = "json" if rel.endswith(".json") else "yaml"
            key = it["key"]
            keys = {k.lower() for k in mapping_keys(ext, texts[rel], path)}
            while key.lower() in keys:
                key += "_extra"
            case.update(value=it["value"], target=rel)
            case[ext] = {"path": path, "op": "add_field", "key": key, "value": [it["text"]]}
            case["form"] += " — recorded header in a cassette"
        elif kind in ("json", "yaml"):
            rels = by_kind[kind]
            rel = rels[rr[kind] % len(rels)]
            rr[kind] += 1
            path = rng.choice(spots[rel]["spots"])
            key = it["key"]
            keys = mapping_keys(kind, texts[rel], path)
            while key in keys:
                key += "_extra"
            case.update(value=it["value"], target=rel)
            case[kind] = {"path": path, "op": "add_field", "key": key, "value": it["text"]}
            case["form"] += f" — new {kind.upper()} field"
        else:
            rels = by_kind["html"]
            rel = rels[rr["html"] % len(rels)]
            rr["html"] += 1
            sp = rng.choice(spots[rel]["spots"])
            if where == "script":
                snippet, value = it["text"], it["value"]
                case["form"] += " — inline <script> in the page body"
            elif where == "pem":
                rows = it["text"].split("\n")
                snippet = "<pre>" + rows[0] + "\n" + "\n".join(rows[1:]) + "</pre>"
                value = it["value"]
                case["form"] += " — <pre> block in a page"
            else:
                if where == "html":
                    body, value = it["text"], it["value"]
                else:
                    body, value = (
                        html.escape(it["text"], quote=False),
                        html.escape(it["value"], quote=False),
                    )
                tag = rng.choice(["p", "div", "p", "li"])
                snippet = f"<{tag}>{body}</{tag}>"
                case["form"] += f" — <{tag}> in a page"
            case.update(value=value, target=rel)
            case["html"] = {
                "snippet": snippet,
                "line": sp["line"],
                "col": sp["col"],
                "expect": sp["expect"],
            }
        out.append(case)
    return out


def main() -> None:
    captures = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/captures")
    cases = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(cases), "items")


if __name__ == "__main__":
    main()
