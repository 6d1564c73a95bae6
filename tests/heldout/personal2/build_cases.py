"""Build ``cases.json`` of the second held-out corpus (personal data, account ids, secrets, keepers).

    .venv/bin/python tests/heldout/personal2/build_cases.py [CAPTURES]   # default ../shared/captures

Deterministic: one seeded random generator (``gen.R``), the item specs of
``content_personal.py`` / ``content_secret.py`` / ``content_keep.py``, and the planting
places that ``slots.py`` finds by reading the captures. Every item is planted with
``plant.py`` before it is written, so a case that cannot be planted is never emitted.
"""

from __future__ import annotations

import collections
import json
import sys
from html import escape
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import gen  # noqa: E402
from plant import CASES, plant  # noqa: E402
from slots import Slot, all_slots  # noqa: E402

R = gen.R
DEFAULT_CAPTURES = HERE.parents[3] / "shared" / "captures"
if not DEFAULT_CAPTURES.is_dir():
    DEFAULT_CAPTURES = Path("/work/shared/captures")

TEXT_ADD_KEYS = [
    "extra_snippet",
    "page_excerpt",
    "comment",
    "snippet_es",
    "body_text",
    "nota",
    "highlight",
    "summary_text",
]
AVOID_FIELD_PATH = {
    "thumbnail",
    "meta_url",
    "mixed",
    "rankingResponse",
    "cache_creation",
    "input_tokens_details",
    "output_tokens_details",
    "status",
    "cse_thumbnail",
    "cse_image",
    "user_location",
    "format",
    "reasoning",
    "text",
    "url",
    "server_tool_use",
    "query",
    "queryContext",
    "context",
    "searchInformation",
    "action",
}
MODE_WEIGHT = {
    "html": 1.0,
    "text-set": 0.45,
    "text-add": 0.3,
    "text-item": 0.25,
    "field": 1.0,
    "header": 1.6,
    "url-set": 1.2,
    "url-item": 0.4,
    "inner": 0.6,
}


def modes_of(spec: dict) -> list[str]:
    m = []
    if spec.get("html") or spec.get("text"):
        m.append("html")
    if spec.get("text"):
        m += ["text-set", "text-add", "text-item"]
    if spec.get("field"):
        m.append("field")
    if spec.get("header"):
        m.append("header")
    if spec.get("url"):
        m += ["url-set", "url-item"]
    if spec.get("inner"):
        m.append("inner")
    return m


def slot_ok(slot: Slot, spec: dict, captures: Path) -> bool:
    if slot.mode in ("field", "text-add") and any(str(p) in AVOID_FIELD_PATH for p in slot.path):
        return False
    if (
        slot.mode in ("field", "text-add")
        and "cassette" in slot.target
        and not any(p in ("parsed_body", "metadata", "error") for p in slot.path)
    ):
        return False  # a recorded exchange: new members only inside a recorded body
    if slot.mode == "field" and spec["field"][0] in slot.keys:
        return False
    if slot.mode == "header" and spec["header"][0].lower() in {k.lower() for k in slot.keys}:
        return False
    if slot.mode == "inner":
        raw = _value_at(captures, slot)
        inner = json.loads(raw)
        if spec["inner"][0] in inner or len(raw) > 600:
            return False
        if spec["label"] == "keep" and any(
            w in raw.lower() for w in ("token", "key", "secret", "cookie")
        ):
            return False
    if slot.mode in ("text-set", "url-set") and spec["label"] == "keep":
        pass
    return True


_cache: dict[tuple[str, tuple], str] = {}


def _value_at(captures: Path, slot: Slot) -> str:
    k = (slot.target, slot.path)
    if k not in _cache:
        text = (captures / slot.target).read_text(encoding="utf-8-sig")
        import yaml

        node = json.loads(text) if slot.fmt == "json" else yaml.safe_load(text)
        for s in slot.path:
            node = node[s]
        _cache[k] = node
    return _cache[k]


def render(spec: dict, slot: Slot) -> dict:
    if slot.mode == "html":
        snippet = spec.get("html") or ("<p>" + escape(spec["text"], quote=False) + "</p>")
        return {
            "html": {"snippet": snippet, "line": slot.line, "col": slot.col, "expect": slot.expect}
        }
    path = list(slot.path)
    if slot.mode == "text-set":
        d = {"path": path, "op": "set", "value": spec["text"]}
    elif slot.mode == "text-add":
        key = next(k for k in R.sample(TEXT_ADD_KEYS, len(TEXT_ADD_KEYS)) if k not in slot.keys)
        d = {"path": path, "op": "add_field", "key": key, "value": spec["text"]}
    elif slot.mode == "text-item":
        d = {"path": path, "op": "add_item", "value": spec["text"]}
    elif slot.mode == "field":
        d = {"path": path, "op": "add_field", "key": spec["field"][0], "value": spec["field"][1]}
    elif slot.mode == "header":
        d = {
            "path": path,
            "op": "add_field",
            "key": spec["header"][0],
            "value": [spec["header"][1]],
        }
    elif slot.mode == "url-set":
        d = {"path": path, "op": "set", "value": spec["url"]}
    elif slot.mode == "url-item":
        d = {"path": path, "op": "add_item", "value": spec["url"]}
    elif slot.mode == "inner":
        d = {
            "path": path,
            "op": "add_inner_field",
            "key": spec["inner"][0],
            "value": spec["inner"][1],
        }
    else:
        raise ValueError(slot.mode)
    return {slot.fmt: d}


def build(captures: Path) -> list[dict]:
    slots = all_slots(captures)
    by_mode: dict[str, list[Slot]] = collections.defaultdict(list)
    for s in slots:
        by_mode[s.mode].append(s)
    file_load: collections.Counter = collections.Counter()
    slot_load: collections.Counter = collections.Counter()

    specs = content_personal.all_personal() + content_secret.secrets() + content_keep.keepers()
    items = []
    counters: collections.Counter = collections.Counter()
    for sp in specs:
        modes = [m for m in modes_of(sp) if by_mode.get(m)]
        weights = [MODE_WEIGHT[m] for m in modes]
        for _attempt in range(40):
            mode = R.choices(modes, weights)[0]
            cands = [s for s in by_mode[mode] if slot_ok(s, sp, captures)]
            if not cands:
                continue
            low = min(file_load[s.target] for s in cands)
            files = sorted({s.target for s in cands if file_load[s.target] <= low + 1})
            target = R.choice(files)
            in_file = [s for s in cands if s.target == target]
            lowest = min(slot_load[s] for s in in_file)
            slot = R.choice([s for s in in_file if slot_load[s] == lowest])
            prefix = {"personal": "per", "secret": "sec", "keep": "keep"}[sp["label"]]
            counters[prefix] += 1
            item = {
                "id": f"p2-{prefix}-{counters[prefix]:03d}",
                "split": "test",
                "label": sp["label"],
                "family": sp["family"],
                "kind": sp["kind"],
                "lang": sp["lang"],
                "form": sp["form"],
                "value": sp["value"],
                "target": slot.target,
                **render(sp, slot),
            }
            try:
                plant(item, captures)
            except Exception as exc:  # a place that does not take this item: try another
                counters[prefix] -= 1
                print(
                    f"retry {sp['kind']} at {slot.target} {slot.path or slot.line}: {exc}",
                    file=sys.stderr,
                )
                continue
            file_load[slot.target] += 1
            slot_load[slot] += 1
            items.append(item)
            break
        else:
            raise SystemExit(f"could not place {sp['kind']} {sp['value']!r}")
    return items


def main() -> None:
    captures = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CAPTURES
    items = build(captures)
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    c = collections.Counter((i["label"], i["family"]) for i in items)
    print(
        f"wrote {len(items)} items to {CASES}: "
        + ", ".join(f"{k[0]}/{k[1]}={v}" for k, v in sorted(c.items()))
    )


if __name__ == "__main__":
    main()
