"""Write cases.json of corpus 44 (deterministic: fixed seed; reads the captures only to find
insertion points).

    PYTHONPATH=tests HELDOUT_CAPTURES=/work/shared/captures python -m heldout.personal44.gen
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

from . import content as C
from . import points as P

HERE = Path(__file__).resolve().parent
SEED = 4404
PREFIX = {"personal": "p44-per", "secret": "p44-sec", "keep": "p44-keep"}
MSG_KEYS = set(C.MSG) | {"env", "config", "command", "curl"}
RESPONSE_HEADERS = {
    "set-cookie",
    "openai-organization",
    "anthropic-organization-id",
    "x-request-id",
    "request-id",
    "x-correlation-id",
    "cf-ray",
    "etag",
}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def load_targets(root: Path) -> dict[str, dict[str, Any]]:
    targets: dict[str, dict[str, Any]] = {}
    for f in sorted(root.glob("*/*")):
        rel = str(f.relative_to(root))
        if f.suffix == ".html":
            targets[rel] = {"kind": "html", "points": P.html_points(f)}
        elif f.suffix == ".json":
            targets[rel] = {"kind": "json", "points": P.json_points(f)}
        elif f.suffix in (".yaml", ".yml"):
            targets[rel] = {"kind": "yaml", "points": P.yaml_points(f)}
    return targets


def _key(want: str, keys: list[str]) -> str:
    return want if want not in keys else want + "_extra"


def place_html(
    rng: random.Random, spec: dict[str, Any], pt: dict[str, Any]
) -> tuple[dict[str, Any], str, str]:
    if "html" in spec and (spec.get("pem") or rng.random() < 0.7):
        snippet = spec["html"]
        value = spec.get("hval", spec["value"])
        where = "HTML fragment"
    else:
        tag = "p" if rng.random() < 0.6 else "div"
        body = C.esc(spec["text"])
        if spec["keys"] and spec["keys"][0] in (
            "message",
            "env",
            "config",
            "command",
            "private_key",
            "download_url",
            "webhook_url",
        ):
            body = f"<code>{body}</code>"
        snippet = f"<{tag}>{body}</{tag}>"
        value = C.esc(spec["value"])
        where = f"<{tag}> paragraph"
    block = {"snippet": snippet, "line": pt["line"], "col": pt["col"], "expect": pt["expect"]}
    return block, value, f"{where} before <{pt['tag']}>"


def place_struct(
    rng: random.Random, spec: dict[str, Any], pts: list[dict[str, Any]], error_payload: bool
) -> tuple[dict[str, Any], str] | None:
    hdr = spec.get("header")
    if hdr and rng.random() < 0.85:
        side = "response" if hdr[0].lower() in RESPONSE_HEADERS else "request"
        cands = [
            p
            for p in pts
            if p["headers"]
            and side in [str(x) for x in p["path"]]
            and hdr[0].lower() not in [k.lower() for k in p["keys"]]
        ]
        if cands:
            pt = rng.choice(cands)
            name = hdr[0].lower() if all(k == k.lower() for k in pt["keys"]) else hdr[0]
            return (
                {"path": pt["path"], "op": "add_field", "key": name, "value": [hdr[1]]},
                f"recorded {side} header {name}",
            )
    body = [p for p in pts if not p["headers"] and p["path"]] or [
        p for p in pts if not p["headers"]
    ]
    pt = rng.choice(body)
    fld = spec.get("field")
    if fld and (rng.random() < 0.55 or spec.get("pem")):
        return (
            {
                "path": pt["path"],
                "op": "add_field",
                "key": _key(fld[0], pt["keys"]),
                "value": fld[1],
            },
            f"field {fld[0]}",
        )
    key = rng.choice(spec["keys"])
    if error_payload and key not in MSG_KEYS:
        key = rng.choice(["message", "detail", "error_detail", "note"])
    return (
        {
            "path": pt["path"],
            "op": "add_field",
            "key": _key(key, pt["keys"]),
            "value": spec["text"],
        },
        f"sentence in field {key}",
    )


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    root = captures_root()
    targets = load_targets(root)
    names = sorted(targets)
    header_targets = [n for n in names if any(p.get("headers") for p in targets[n]["points"])]
    order = names[:]
    rng.shuffle(order)
    turn = 0
    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    for kind, label, family, maker, count, langs in C.PLAN:
        for i in range(count):
            lang = langs[i % len(langs)]
            spec = maker(rng, lang)
            lang = spec.get("lang", lang)
            if spec.get("header") and rng.random() < 0.5:
                target = rng.choice(header_targets)
            else:
                target = order[turn % len(order)]
                turn += 1
            t = targets[target]
            item: dict[str, Any] = {"label": label, "family": family, "kind": kind, "lang": lang}
            if t["kind"] == "html":
                pt = rng.choice(t["points"])
                block, value, where = place_html(rng, spec, pt)
                item.update(form=f"{spec['form']}; {where}", value=value, target=target, html=block)
            else:
                placed = place_struct(rng, spec, t["points"], target.startswith("errors/"))
                assert placed
                block, where = placed
                item.update(form=f"{spec['form']}; {where}", value=spec["value"], target=target)
                item[t["kind"]] = block
            counters[label] += 1
            item = {"id": f"{PREFIX[label]}-{counters[label]:03d}", "split": "test", **item}
            items.append(item)
    return items


def main() -> None:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")


if __name__ == "__main__":
    main()
