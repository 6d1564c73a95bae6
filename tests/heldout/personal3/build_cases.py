"""Regenerate ``cases.json`` of the third held-out corpus, deterministically.

    .venv/bin/python tests/heldout/personal3/build_cases.py [CAPTURES]

Reads the captures (never copies them), draws the items from the content modules (one
seeded generator), chooses for each item a planting place (``slots.py``), plants it with
``plant.py`` and keeps the first place where the planted file still parses and the value
sits where it should. Keepers never go onto a capture line that carries anything that
looks like a datum or a credential.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import slots  # noqa: E402
from check_corpus import check_item  # noqa: E402
from gen import R  # noqa: E402
from plant import PlantError, plant  # noqa: E402


def default_captures() -> Path:
    env = os.environ.get("HELDOUT_CAPTURES")
    if env:
        return Path(env)
    beside = HERE.parents[2] / ".." / "shared" / "captures"
    return beside if beside.is_dir() else Path("/work/shared/captures")


CYCLE = ["html", "field", "html", "prose", "hdr", "html", "field", "prose", "html", "body"]


def _has_key(captures: Path, target: str, path: list[Any], key: str) -> bool:
    text = (captures / target).read_text(encoding="utf-8-sig")
    if target.endswith(".json"):
        node: Any = json.loads(text)
    else:
        import yaml

        node = yaml.safe_load(text)
    for step in path:
        node = node[step]
    return isinstance(node, dict) and key.lower() in {str(k).lower() for k in node}


def _planting(ch: str, entry: dict[str, Any], slot: dict[str, Any], target: str) -> dict[str, Any]:
    fmt = "yaml" if target.endswith(".yaml") else "json"
    if ch == "html":
        return {
            "html": {
                "snippet": entry["html"],
                "line": slot["line"],
                "col": slot["col"],
                "expect": slot["expect"],
            }
        }
    if ch == "field":
        k, v = entry["field"]
        return {fmt: {"path": slot["path"], "op": "add_field", "key": k, "value": v}}
    if ch == "hdr":
        k, v = entry["hdr"]
        return {fmt: {"path": slot["path"], "op": "add_field", "key": k, "value": [v]}}
    if ch == "body":
        k, v = entry["field"]
        return {fmt: {"path": slot["path"], "op": "add_inner_field", "key": k, "value": v}}
    if slot["kind"] == "arr":
        return {fmt: {"path": slot["path"], "op": "add_item", "value": entry["prose"]}}
    return {fmt: {"path": slot["path"], "op": "append", "text": " " + entry["prose"]}}


SLOT_OF = {
    "html": ("html",),
    "field": ("obj",),
    "hdr": ("hdr",),
    "body": ("body",),
    "prose": ("str", "str", "str", "arr"),
}
WHERE = {
    "html": "HTML snippet",
    "field": "new JSON/YAML field",
    "hdr": "recorded header",
    "body": "field inside a recorded JSON body",
    "prose": "text in a snippet/content value",
}


def _channels(entry: dict[str, Any], label: str, i: int) -> list[str]:
    avail = []
    for ch in CYCLE[i % len(CYCLE) :] + CYCLE[: i % len(CYCLE)]:
        if ch == "html" and entry.get("html"):
            avail.append(ch)
        elif "&" in entry["value"]:
            continue  # written for HTML only
        elif ch == "body":
            if entry.get("field") and label != "keep":
                avail.append(ch)
        elif entry.get(ch):
            avail.append(ch)
    seen: list[str] = []
    for ch in avail:
        if ch not in seen:
            seen.append(ch)
    return seen


def _ok(item: dict[str, Any], captures: Path) -> bool:
    """The checks of ``check_corpus.py``; a keeper also needs a clean slot if it shares a line."""
    clean = item.pop("_clean", False)
    try:
        errs = check_item(item, captures)
        p = plant(item, captures)
    except (PlantError, ValueError, KeyError, IndexError):
        return False
    finally:
        item["_clean"] = clean
    if errs:
        return False
    if item["label"] == "keep" and p.original_line is not None:
        return bool(clean)
    return True


def build(captures: Path) -> list[dict[str, Any]]:
    all_slots = slots.all_slots(captures)
    by_kind: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for target, ss in all_slots.items():
        for s in ss:
            by_kind.setdefault(s["kind"], []).append((target, s))
    targets_of = {k: sorted({t for t, _ in v}) for k, v in by_kind.items()}
    turn = {k: 0 for k in by_kind}
    items: list[dict[str, Any]] = []
    groups = [
        ("personal", "per", content_personal.build()),
        ("secret", "sec", content_secret.build()),
        ("keep", "keep", content_keep.build()),
    ]
    for label, short, entries in groups:
        for i, entry in enumerate(entries):
            placed = None
            for ch in _channels(entry, label, i):
                for _attempt in range(25):
                    kind = R.choice(SLOT_OF[ch])
                    if kind not in by_kind:
                        continue
                    tlist = targets_of[kind]
                    target = tlist[turn[kind] % len(tlist)]
                    turn[kind] += 1
                    cands = [s for t, s in by_kind[kind] if t == target]
                    slot = R.choice(cands)
                    if ch in ("field", "hdr", "body") and ch != "body":
                        key = entry[ch][0]
                        if _has_key(captures, target, slot["path"], key):
                            continue
                    if ch == "body" and not slot.get("clean", True) and label == "keep":
                        continue
                    family = {
                        "personal": entry.get("family", "personal"),
                        "secret": "secret",
                        "keep": "keep",
                    }[label]
                    item = {
                        "id": "",
                        "split": "test",
                        "label": label,
                        "family": family,
                        "kind": entry["kind"],
                        "lang": entry["lang"],
                        "form": f"{entry['form']} — {WHERE[ch]}",
                        "value": entry["value"],
                        "target": target,
                        **_planting(ch, entry, slot, target),
                    }
                    item["_clean"] = slot.get("clean", False)
                    if _ok(item, captures):
                        placed = item
                        break
                if placed:
                    break
            if placed is None:
                raise SystemExit(f"could not place {label} {entry['kind']} {entry['value']!r}")
            placed.pop("_clean")
            placed["id"] = f"p3-{short}-{sum(1 for x in items if x['label'] == label) + 1:03d}"
            items.append(placed)
    return items


def main(argv: list[str]) -> int:
    captures = Path(argv[1]) if len(argv) > 1 else default_captures()
    items = build(captures)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
