"""Write cases.json: deterministic (fixed seeds); needs the captures to find insertion points.

HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal41/build_cases.py
"""

from __future__ import annotations

import html
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from content_keep import KEEPERS  # noqa: E402
from content_personal import PERSONAL  # noqa: E402
from content_secret import SECRETS  # noqa: E402
from points import TEXT_TARGETS, points  # noqa: E402
from values import V  # noqa: E402

SEED = 41_2026
WEIGHTS = {"html/": 3, "injection/": 3, "errors/": 3, "search/": 2}
TEXT_KEYS = [
    "snippet",
    "content",
    "description",
    "text",
    "raw_content",
    "summary",
    "note",
    "message",
    "comment",
    "markdown",
    "extracted_text",
    "detail",
]
HTML_WRAP = [
    "<p>{}</p>",
    '<div class="comentario">{}</div>',
    '<p class="nota">{}</p>',
    '<div class="resultado">{}</div>',
    "<blockquote>{}</blockquote>",
    "<div>{}</div>",
]


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def make_entries() -> list[dict[str, Any]]:
    v = V(SEED)
    out = []
    for kind, family, fn, n in PERSONAL:
        for i in range(n):
            out.append({**fn(v, i), "kind": kind, "label": "personal", "family": family})
    for kind, fn, n in SECRETS:
        for i in range(n):
            out.append({**fn(v, i), "kind": kind, "label": "secret", "family": "secret"})
    for kind, fn, n in KEEPERS:
        for i in range(n):
            out.append({**fn(v, i), "kind": kind, "label": "keep", "family": "keep"})
    return out


def main() -> int:
    cap = captures_root()
    rng = random.Random(SEED)
    pts = {t: points(cap, t) for t in TEXT_TARGETS}
    header_pts = [(t, p) for t in TEXT_TARGETS for p in pts[t] if p.get("headers")]
    cycle: list[str] = []
    for t in TEXT_TARGETS:
        w = next(w for pre, w in WEIGHTS.items() if t.startswith(pre))
        cycle += [t] * w
    order: list[str] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    items = []
    for e in make_entries():
        counters[e["label"]] += 1
        iid = f"p41-{prefix[e['label']]}-{counters[e['label']]:03d}"
        it: dict[str, Any] = {
            "id": iid,
            "split": "test",
            "label": e["label"],
            "family": e["family"],
            "kind": e["kind"],
            "lang": e["lang"],
        }
        if e.get("header"):
            name, hval = e["header"]
            side = "request" if e.get("req") else "response"
            cands = [
                (t, p)
                for t, p in header_pts
                if side in p["path"] and name.lower() not in (k.lower() for k in p["keys"])
            ]
            t, p = rng.choice(cands)
            spec = {"path": p["path"], "op": "add_field", "key": name, "value": [hval]}
            it.update(
                form=f"{e['form']}; recorded {side} header {name}", value=e["value"], target=t
            )
            it["yaml" if t.endswith(".yaml") else "json"] = spec
            items.append(it)
            continue
        if not order:
            order = cycle[:]
            rng.shuffle(order)
        t = order.pop()
        cands = [p for p in pts[t] if not p.get("headers")]
        p = rng.choice(cands)
        if t.endswith(".html"):
            if e.get("pem"):
                snippet = "<pre>" + html.escape(e["text"], quote=False) + "</pre>"
                where = "html <pre>"
            elif e.get("raw_html"):
                snippet = "<p>" + e["text"].replace("&", "&amp;") + "</p>"
                where = "html <a href>"
            else:
                wrap = rng.choice(HTML_WRAP)
                snippet = wrap.format(html.escape(e["text"], quote=False))
                where = "html " + wrap.split(">")[0] + ">"
            value = (
                e["value"].replace("&", "&amp;")
                if e.get("raw_html")
                else html.escape(e["value"], quote=False)
            )
            it.update(
                form=f"{e['form']}; {where}",
                value=value,
                target=t,
                html={
                    "snippet": snippet,
                    "line": p["line"],
                    "col": p["col"],
                    "expect": p["expect"],
                },
            )
        else:
            text = e.get("text_plain") or e["text"]
            kind = "yaml" if t.endswith(".yaml") else "json"
            if p["op"] == "add_item":
                spec = {"path": p["path"], "op": "add_item", "value": text}
                where = f"{kind} list item"
            else:
                if e.get("field") and rng.random() < 0.7:
                    key, val = e["field"]
                else:
                    key, val = rng.choice(TEXT_KEYS), text
                if key in p["keys"]:
                    key += "_extra"
                spec = {"path": p["path"], "op": "add_field", "key": key, "value": val}
                where = f"{kind} field {key}"
            it.update(form=f"{e['form']}; {where}", value=e["value"], target=t)
            it[kind] = spec
        items.append(it)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
