"""Generate ``cases.json`` of held-out corpus 9 (deterministic: fixed seed, sorted captures).

    .venv/bin/python tests/heldout/personal9/build.py [CAPTURES]

Reads the captures only to find planting spots (coordinates); writes nothing but cases.json.
"""

from __future__ import annotations

import html as htmlmod
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from check_corpus import captures_root  # noqa: E402
from content_keep import all_keep  # noqa: E402
from content_personal import all_personal  # noqa: E402
from content_secrets import all_secrets  # noqa: E402
from ids import Gen  # noqa: E402
from spots import all_spots  # noqa: E402

SEED = 20240909
WRAPS = [
    ("<p>{}</p>", "<p>"),
    ('<div class="nota">{}</div>', "<div>"),
    ("<li>{}</li>", "<li>"),
    ("<blockquote>{}</blockquote>", "<blockquote>"),
    ("<p><small>{}</small></p>", "<p><small>"),
    ("<div><span>{}</span></div>", "<div><span>"),
    ('<section class="comentario"><p>{}</p></section>', "comment <section>"),
    ("<h4>{}</h4>", "<h4>"),
]
PREFIX = {"personal": "p9-per", "secret": "p9-sec", "keep": "p9-keep"}


class Placer:
    def __init__(self, spots: dict[str, dict[str, list[dict[str, Any]]]]) -> None:
        self.by_kind: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
        targets: dict[str, dict[str, list[dict[str, Any]]]] = defaultdict(dict)
        for target, kinds in spots.items():
            for kind, lst in kinds.items():
                if lst:
                    targets[kind][target] = lst
        # interleave targets so that consecutive uses go to different captures
        for kind, per_target in targets.items():
            names = sorted(per_target)
            depth = max(len(v) for v in per_target.values())
            for i in range(depth):
                for t in names:
                    lst = per_target[t]
                    # spread picks over the file instead of taking the first spots only
                    self.by_kind[kind].append((t, lst[(i * 7) % len(lst)]))
        self.pos: dict[str, int] = defaultdict(int)

    def take(self, kind: str) -> tuple[str, dict[str, Any]]:
        lst = self.by_kind[kind]
        i = self.pos[kind]
        self.pos[kind] += 1
        return lst[i % len(lst)]


def _fmt(target: str) -> str:
    return "json" if target.endswith(".json") else "yaml"


def channels(item: dict[str, Any]) -> list[str]:
    if "html" in item:
        return ["html"]
    if "header" in item:
        return ["header"]
    if "inner" in item:
        return ["inner"]
    if "url" in item:
        return ["url", "url", "html_link"]
    if "field" in item:
        return ["field", "field", "html_field"]
    return ["html_wrap", "field", "append", "html_wrap", "field"]


def place(item: dict[str, Any], n: int, placer: Placer) -> dict[str, Any]:
    chs = channels(item)
    ch = chs[n % len(chs)]
    v = item["value"]
    if '"' in v or "\\" in v:
        assert ch in ("html", "html_wrap"), item
    out = {k: item[k] for k in ("label", "family", "kind", "lang", "form")}
    where = ""
    if ch in ("html", "html_wrap", "html_link", "html_field"):
        target, spot = placer.take("html")
        if ch == "html":
            snippet, where = item["html"], "custom HTML"
        elif ch == "html_wrap":
            wrap, where = WRAPS[n % len(WRAPS)]
            snippet = wrap.format(htmlmod.escape(item["text"], quote=False))
            v = htmlmod.escape(v, quote=False)
        elif ch == "html_link":
            u = htmlmod.escape(item["url"])
            snippet, where = f'<p>Fuente: <a href="{u}">{u}</a></p>', "link href and text"
            v = htmlmod.escape(v)
        else:
            key, val = item["field"]
            snippet = f"<p>{htmlmod.escape(key)}: {htmlmod.escape(val, quote=False)}</p>"
            where, v = "'key: value' paragraph", htmlmod.escape(v, quote=False)
        out.update(value=v, target=target)
        out["html"] = {"snippet": snippet, **spot}
        out["form"] += f" / html {where}"
        return out
    kind = {"field": "obj", "append": "text", "header": "headers", "url": "url", "inner": "inner"}[
        ch
    ]
    target, spot = placer.take(kind)
    fmt = _fmt(target)
    if ch == "field":
        key, val = item["field"] if "field" in item else (item["key"], item["text"])
        if key in spot["keys"]:
            key += "_extra"
        spec = {"path": spot["path"], "op": "add_field", "key": key, "value": val}
        where = f"new field {key!r}"
    elif ch == "append":
        spec = {"path": spot["path"], "op": "append", "text": " " + item["text"]}
        where = f"appended to the string at {spot['path'][-1]!r}"
    elif ch == "header":
        name, val = item["header"]
        if name.lower() in {k.lower() for k in spot["keys"]}:
            name += "-Extra"
        spec = {"path": spot["path"], "op": "add_field", "key": name, "value": [val]}
        where = f"recorded header {name!r}"
    elif ch == "url":
        spec = {"path": spot["path"], "op": "set", "value": item["url"]}
        where = f"URL at {spot['path'][-1]!r} replaced"
    else:
        key, val = item["inner"]
        if key in spot["keys"]:
            key += "_extra"
        spec = {"path": spot["path"], "op": "add_inner_field", "key": key, "value": val}
        where = f"field {key!r} in a recorded JSON body"
    out.update(value=v, target=target)
    out[fmt] = spec
    out["form"] += f" / {fmt} {where}"
    return out


def build(captures: Path) -> list[dict[str, Any]]:
    placer = Placer(all_spots(captures))
    items: list[dict[str, Any]] = []
    for label, maker, seed in (
        ("personal", all_personal, SEED),
        ("secret", all_secrets, SEED + 1),
        ("keep", all_keep, SEED + 2),
    ):
        for n, raw in enumerate(maker(Gen(seed)), start=1):
            it = place(raw, n, placer)
            items.append({"id": f"{PREFIX[label]}-{n:03d}", "split": "test", **it})
    return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    items = build(captures)
    text = json.dumps(items, ensure_ascii=False, indent=1) + "\n"
    (HERE / "cases.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
