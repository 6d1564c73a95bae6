"""Deterministic generator of ``cases.json`` for held-out corpus 15.

    .venv/bin/python tests/heldout/personal15/generate.py [CAPTURES]

Builds the items of the content modules with a fixed seed, finds planting spots in the
text captures (``spots.py``), gives every item one placement (an HTML block, a JSON/YAML
field, a recorded header, a new list element, a sentence appended to a result's text, or a
field inside a recorded JSON body), spreading the items over all captures, and writes
``cases.json``. Running it twice gives the same file. It reads only the captures and this
folder; it imports nothing from ``fixture_guard``.
"""

from __future__ import annotations

import html
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_accounts  # noqa: E402
import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secrets  # noqa: E402
from check_corpus import captures_root  # noqa: E402
from spots import Spot, all_spots  # noqa: E402

SEED = 15_2025
PREFIX = {"personal": "p15-per", "secret": "p15-sec", "keep": "p15-keep"}
# Share of each way of planting, per label (header/inner/item only where an item allows it).
WEIGHTS = {"html": 0.36, "field": 0.42, "append": 0.10, "item": 0.05, "header": 0.05, "inner": 0.02}
NEUTRAL_KEYS = [
    "nota", "comentario", "observaciones", "detalle", "extracto", "texto_libre", "log_line",
    "raw", "fragmento", "context", "excerpt", "remark", "memo", "annotation", "mensaje",
    "line", "descripcion_adicional", "snippet_extra",
]  # fmt: skip
WRAPS = ["p", "div", "li", "td", "blockquote", "dd", "span", "small", "p", "div"]


def _wrap(text: str, how: str) -> str:
    t = html.escape(text, quote=False)
    return {
        "p": f"<p>{t}</p>",
        "div": f'<div class="nota">{t}</div>',
        "li": f"<ul><li>{t}</li></ul>",
        "td": f"<table><tr><td>{t}</td></tr></table>",
        "blockquote": f"<blockquote>{t}</blockquote>",
        "dd": f"<dl><dd>{t}</dd></dl>",
        "span": f"<div><span>{t}</span></div>",
        "small": f"<p><small>{t}</small></p>",
        "pre": f"<pre>{t}</pre>",
        "code": f"<p><code>{t}</code></p>",
    }[how]


def _modes(it: dict[str, Any]) -> list[str]:
    m = []
    if it["html"] or it["text"]:
        m.append("html")
    if it["text"]:
        m.append("field")
        if it["key"] is None and len(it["text"]) < 400:
            m.append("item")
    if it["text"] and it["prose"]:
        m.append("append")
    if it["header"]:
        m.append("header")
    if it["inner"]:
        m.append("inner")
    if it["only"]:
        m = [x for x in m if x in it["only"]]
    return m


def _usable(spots: list[Spot]) -> dict[tuple[str, str], list[Spot]]:
    by: dict[tuple[str, str], list[Spot]] = defaultdict(list)
    for s in spots:
        path = s.where.get("path", [])
        if s.kind == "item" and len(path) >= 2 and path[-2] == "headers":
            continue  # values of a recorded header: only headers go there
        by[s.kind, s.fmt].append(s)
    return by


def assign(
    items: list[dict[str, Any]], spots: list[Spot], rng: random.Random
) -> list[dict[str, Any]]:
    by = _usable(spots)
    used_mode: dict[str, Counter[str]] = defaultdict(Counter)
    used_fmt: Counter[tuple[str, str]] = Counter()
    used_target: Counter[str] = Counter()
    used_spot: Counter[tuple[str, str]] = Counter()
    counters: Counter[str] = Counter()
    key_i = 0
    wrap_i = 0
    out = []
    for it in items:
        label = it["label"]
        modes = [m for m in _modes(it) if any(by.get((m, f)) for f in ("html", "json", "yaml"))]
        if not modes:
            raise SystemExit(f"no way to plant {it['kind']} {it['value']!r}")
        mode = min(modes, key=lambda m: (used_mode[label][m] + 1) / WEIGHTS[m])
        used_mode[label][mode] += 1
        fmts = [f for f in ("html", "json", "yaml") if by.get((mode, f))]
        fmt = min(fmts, key=lambda f: used_fmt[mode, f])
        used_fmt[mode, fmt] += 1
        cands = by[mode, fmt]
        targets = sorted({s.target for s in cands})
        target = min(targets, key=lambda t: (used_target[t], rng.random()))
        pool = [s for s in cands if s.target == target]
        least = min(used_spot[s.target, json.dumps(s.where, sort_keys=True)] for s in pool)
        pool = [
            s for s in pool if used_spot[s.target, json.dumps(s.where, sort_keys=True)] == least
        ]
        spot = rng.choice(pool)
        used_spot[spot.target, json.dumps(spot.where, sort_keys=True)] += 1
        used_target[target] += 1

        value = it["value"]
        rec: dict[str, Any] = {}
        if mode == "html":
            if it["html"]:
                snippet = it["html"]
                value = it["html_value"] or value
            else:
                how = it["wrap"] or WRAPS[wrap_i % len(WRAPS)]
                wrap_i += 1
                snippet = _wrap(it["text"], how)
                value = html.escape(value, quote=False)
            w = spot.where
            rec["html"] = {
                "snippet": snippet,
                "line": w["line"],
                "col": w["col"],
                "expect": w["expect"],
            }
        elif mode == "field":
            key = it["key"]
            if key is None:
                key = NEUTRAL_KEYS[key_i % len(NEUTRAL_KEYS)]
                key_i += 1
            if key in spot.where["keys"]:
                key += "_extra"
            rec[fmt] = {
                "path": spot.where["path"],
                "op": "add_field",
                "key": key,
                "value": it["text"],
            }
        elif mode == "item":
            rec[fmt] = {"path": spot.where["path"], "op": "add_item", "value": it["text"]}
        elif mode == "append":
            rec[fmt] = {"path": spot.where["path"], "op": "append", "text": " " + it["text"]}
        elif mode == "header":
            name, hv = it["header"]
            same = [k for k in spot.where["keys"] if k.lower() == name.lower()]
            if same:
                rec[fmt] = {"path": [*spot.where["path"], same[0]], "op": "add_item", "value": hv}
            else:
                rec[fmt] = {
                    "path": spot.where["path"],
                    "op": "add_field",
                    "key": name,
                    "value": [hv],
                }
        else:  # inner
            key, iv = it["inner"]
            if key in spot.where["keys"]:
                key += "_extra"
            rec[fmt] = {
                "path": spot.where["path"],
                "op": "add_inner_field",
                "key": key,
                "value": iv,
            }

        counters[label] += 1
        item = {
            "id": f"{PREFIX[label]}-{counters[label]:03d}",
            "split": "test",
            "label": label,
            "family": it["family"],
            "kind": it["kind"],
            "lang": it["lang"],
            "form": f"{it['form']}; planted as {spot.describe()}",
            "why": it["why"],
            "value": value,
            "target": target,
            **rec,
        }
        out.append(item)
    return out


def build_items(seed: int = SEED) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    items = (
        content_personal.build(rng)
        + content_accounts.build(rng)
        + content_secrets.build(rng)
        + content_keep.build(rng)
    )
    for it in items:
        for k in ("kind", "lang", "form", "why", "value"):
            if not it.get(k):
                raise SystemExit(f"item without {k}: {it}")
        if it["lang"] not in ("es", "en", "pt"):
            raise SystemExit(f"bad lang {it['lang']}")
    return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    targets = sorted(
        str(p.relative_to(captures)).replace("\\", "/")
        for p in captures.rglob("*")
        if p.suffix in (".html", ".json", ".yaml") and p.is_file()
    )
    spots = all_spots(captures, targets)
    rng = random.Random(SEED + 1)
    items = build_items()
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda it: order[it["label"]])  # stable: content order within a label
    cases = assign(items, spots, rng)
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(cases)} items:", dict(Counter(c["label"] for c in cases)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
