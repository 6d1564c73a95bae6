"""Generate cases.json of corpus 40 (deterministic: fixed seed).

    PYTHONPATH=. python tests/heldout/personal40/build_cases.py [CAPTURES]

Entries come from content_personal / content_secret / content_keep; each is placed in the
least-used capture that can hold it (page snippet, JSON/YAML field or array element, or a
recorded header of a cassette), at a random insertion point of that capture (points.py),
then planted once to check it.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from content_personal import E  # noqa: E402
from plant import PlantError, plant  # noqa: E402
from points import points, text_captures  # noqa: E402

SEED = 40_2026
FIELD_KEYS = (
    "snippet",
    "description",
    "content",
    "text",
    "nota",
    "comment",
    "raw_content",
    "body_text",
    "message",
    "detail",
    "extracto",
    "resumen",
    "observaciones",
    "log",
)
WRAPS = (
    "<p>{}</p>",
    "<li>{}</li>",
    '<div class="contacto">{}</div>',
    '<p class="snippet">{}</p>',
    '<div class="comentario">{}</div>',
    "<p><small>{}</small></p>",
)


def captures_root(arg: str | None) -> Path:
    import os

    return Path(arg or os.environ.get("HELDOUT_CAPTURES") or "/work/shared/captures")


def _html_spec(e: E, i: int) -> tuple[str, str]:
    snippet = e.html or WRAPS[i % len(WRAPS)].format(htmlmod.escape(e.text, quote=False))
    esc = htmlmod.escape(e.value, quote=False)
    if esc in snippet:
        return snippet, esc
    esc_q = htmlmod.escape(e.value, quote=True)
    if esc_q in snippet:
        return snippet, esc_q
    raise ValueError(f"value not in snippet: {e.value!r}")


def _as_field(e: E) -> tuple[str, str] | None:
    """A text that is a JSON object holding the datum in one string field: that field."""
    if not e.text.startswith("{"):
        return None
    try:
        obj = json.loads(e.text)
    except ValueError:
        return None
    hits = [(k, v) for k, v in obj.items() if isinstance(v, str) and e.value in v]
    return hits[0] if len(hits) == 1 else None


def build(root: Path) -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    entries: list[tuple[str, E]] = []
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        entries += [(label, e) for e in mod.make(rng)]
    rng.shuffle(entries)

    caps = text_captures(root)
    pts = {t: points(root, t) for t in caps}
    html_caps = [t for t in caps if t.endswith(".html") and pts[t]]
    field_caps = [
        t
        for t in caps
        if not t.endswith(".html") and any(p.get("kind") in ("object", "array") for p in pts[t])
    ]
    header_caps = [t for t in caps if any(p.get("kind") == "headers" for p in pts[t])]
    used: Counter[str] = Counter()
    counters: Counter[str] = Counter()
    items = []
    for n, (label, e) in enumerate(entries):
        opts = []
        if "h" in e.modes:
            opts += html_caps
        if "j" in e.modes:
            opts += field_caps
        if "H" in e.modes and e.header:
            hn = e.header[0].lower()
            opts += [
                t
                for t in header_caps
                if any(
                    p["kind"] == "headers" and hn not in {k.lower() for k in p["keys"]}
                    for p in pts[t]
                )
            ]
        if not opts:
            raise RuntimeError(f"no capture for {e}")
        low = min(used[t] for t in opts)
        target = rng.choice(sorted(t for t in opts if used[t] == low))
        used[target] += 1
        pre = {"personal": "per", "secret": "sec", "keep": "keep"}[label]
        counters[pre] += 1
        item: dict[str, Any] = {
            "id": f"p40-{pre}-{counters[pre]:03d}",
            "split": "test",
            "label": label,
            "family": e.family if label == "personal" else label,
            "kind": e.kind,
            "lang": e.lang,
            "form": "",
            "value": e.value,
            "target": target,
        }
        if target.endswith(".html"):
            snippet, val = _html_spec(e, n)
            p = rng.choice(pts[target])
            item["value"] = val
            item["form"] = f"{e.form}; page snippet"
            item["html"] = {
                "snippet": snippet,
                "line": p["line"],
                "col": p["col"],
                "expect": p["expect"],
            }
        else:
            kind = "yaml" if target.endswith(".yaml") else "json"
            hn = e.header[0].lower() if e.header else ""
            is_header = (
                "H" in e.modes
                and e.header is not None
                and ("j" not in e.modes or (target in header_caps and rng.random() < 0.5))
                and any(
                    p["kind"] == "headers" and hn not in {k.lower() for k in p["keys"]}
                    for p in pts[target]
                )
            )
            if is_header:
                cands = [
                    p
                    for p in pts[target]
                    if p["kind"] == "headers" and hn not in {k.lower() for k in p["keys"]}
                ]
                p = rng.choice(cands)
                name, hv = e.header  # type: ignore[misc]
                item["form"] = f"{e.form}; recorded header"
                item[kind] = {"path": p["path"], "op": "add_field", "key": name, "value": [hv]}
            else:
                cands = [p for p in pts[target] if p["kind"] in ("object", "array")]
                p = rng.choice(cands)
                if (
                    p["kind"] == "array"
                    and kind == "json"
                    and (len(p["path"]) < 2 or p["path"][-2] != "headers")
                ):
                    item["form"] = f"{e.form}; array element"
                    item[kind] = {"path": p["path"], "op": "add_item", "value": e.text}
                else:
                    if p["kind"] == "array":
                        p = rng.choice([q for q in cands if q["kind"] == "object"])
                    kv = _as_field(e)
                    if kv and rng.random() < 0.75:
                        key, val = kv
                        if key in p["keys"]:
                            key += "_extra"
                        item["form"] = f"{e.form}; own field"
                        item[kind] = {
                            "path": p["path"],
                            "op": "add_field",
                            "key": key,
                            "value": val,
                        }
                    else:
                        free = [k for k in FIELD_KEYS if k not in p["keys"]]
                        key = rng.choice(free) if free else rng.choice(FIELD_KEYS) + "_extra"
                        item["form"] = f"{e.form}; body field"
                        item[kind] = {
                            "path": p["path"],
                            "op": "add_field",
                            "key": key,
                            "value": e.text,
                        }
        try:
            plant(item, root)
        except PlantError as exc:
            raise RuntimeError(f"{item['id']}: {exc}") from exc
        items.append(item)
    return items


def main(argv: list[str]) -> int:
    root = captures_root(argv[0] if argv else None)
    items = build(root)
    order = {"per": 0, "sec": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["id"].split("-")[1]], it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written; ", Counter(it["label"] for it in items))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
