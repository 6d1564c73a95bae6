"""Build ``cases.json`` of corpus 7 from the content modules, deterministically.

    .venv/bin/python tests/heldout/personal7/build_cases.py [CAPTURES]

The content modules (``content_personal``, ``content_secret``, ``content_keep``) hold every
text; ``ids`` invents the values (seeded); ``anchors`` finds where a snippet or a field may
go in each capture. This script spreads the items over all 30 text captures: page-only
snippets over the pages, recorded headers over the cassettes' ``headers``, and one-line texts
round-robin over every text capture (escaped into a block element on a page, a new first
field of an object/mapping in JSON/YAML). A target whose original text already holds the
value is skipped. Same captures in, same ``cases.json`` out.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import anchors  # noqa: E402
import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root  # noqa: E402
from ids import Gen  # noqa: E402

PRE_KEYS = {
    "log",
    "csv",
    "row",
    "tsv",
    "env",
    "curl",
    "stacktrace",
    "error",
    "ci",
    "sql",
    "shell",
    "httpie",
    "ini",
    "toml",
    "compose",
    "git",
    "npmrc",
    "pip",
    "properties",
    "tfvars",
    "har",
}
WRAPS = [
    "<p>{}</p>",
    '<div class="nota">{}</div>',
    "<blockquote>{}</blockquote>",
    '<p class="comentario">{}</p>',
]


class Targets:
    def __init__(self, captures: Path) -> None:
        self.root = captures
        self.files = sorted(
            str(p.relative_to(captures))
            for p in captures.rglob("*")
            if p.suffix in (".html", ".json", ".yaml")
            and p.parent.name in ("html", "search", "errors", "injection")
        )
        self.text = {f: (captures / f).read_text(encoding="utf-8-sig") for f in self.files}
        self.html: dict[str, list[dict[str, Any]]] = {}
        self.objs: dict[str, list[list[Any]]] = {}
        self.heads: dict[str, list[list[Any]]] = {}
        for f in self.files:
            raw = (captures / f).read_bytes().decode("utf-8")
            if f.endswith(".html"):
                self.html[f] = anchors.html_anchors(raw)
            elif f.endswith(".json"):
                self.objs[f], self.heads[f] = anchors.json_anchors(raw)
            else:
                self.objs[f], self.heads[f] = anchors.yaml_anchors(raw)
        self.pages = [f for f in self.files if f.endswith(".html")]
        self.cassette_heads = [(f, p) for f in self.files for p in self.heads.get(f, [])]
        self.use: dict[str, int] = {}
        self.rr = {"text": 0, "html": 0, "header": 0}

    def pick(self, seq: list[Any], f: str) -> Any:
        n = self.use.get(f, 0)
        self.use[f] = n + 1
        return seq[(n * 37 + 11) % len(seq)]


def header_name(name: str, target: str) -> str:
    if target.endswith(".json"):
        return "-".join(w[:1].upper() + w[1:] for w in name.split("-"))
    return name


def free_key(tg: Targets, target: str, path: list[Any], key: str) -> str:
    have = anchors.keys_at(tg.root / target, path)
    while key in have:
        key += "_extra"
    return key


def place(it: dict[str, Any], tg: Targets, n: int) -> dict[str, Any] | None:
    """Give the item a target and a planting block; None if no target fits."""
    kind = it["place"]
    if kind == "html":
        order = tg.pages
    elif kind == "header":
        order = [f"{f}\0{i}" for i, (f, _p) in enumerate(tg.cassette_heads)]
    else:
        order = (
            tg.files if "\n" not in it["text"] else [f for f in tg.files if not f.endswith(".html")]
        )
    start = tg.rr[kind]
    for k in range(len(order)):
        choice = order[(start + k) % len(order)]
        tg.rr[kind] = start + k + 1
        if kind == "header":
            f, idx = choice.split("\0")
            _, path = tg.cassette_heads[int(idx)]
            if it["value"] in tg.text[f]:
                continue
            name = header_name(it["key"], f)
            spec = {
                "path": path,
                "op": "add_field",
                "key": free_key(tg, f, path, name),
                "value": [it["text"]],
            }
            return {
                "target": f,
                "json" if f.endswith(".json") else "yaml": spec,
                "form": f"{it['form']}; recorded header {name}",
            }
        f = choice
        if f.endswith(".html"):
            if kind == "html":
                snippet, value = it["snippet"], it["value"]
                where = "page snippet"
            else:
                value = html.escape(it["value"], quote=False)
                wrap = "<pre>{}</pre>" if it["key"] in PRE_KEYS else WRAPS[n % len(WRAPS)]
                snippet = wrap.format(html.escape(it["text"], quote=False))
                where = f"page {wrap.split('>')[0]}>"
            if value in tg.text[f] or snippet.count(value) != 1:
                continue
            anchor = tg.pick(tg.html[f], f)
            return {
                "target": f,
                "value": value,
                "html": {"snippet": snippet, **anchor},
                "form": f"{it['form']}; {where}",
            }
        if it["value"] in tg.text[f] or not tg.objs[f]:
            continue
        path = tg.pick(tg.objs[f], f)
        fmt = "json" if f.endswith(".json") else "yaml"
        spec = {
            "path": path,
            "op": "add_field",
            "key": free_key(tg, f, path, it["key"]),
            "value": it["text"],
        }
        return {"target": f, fmt: spec, "form": f"{it['form']}; {fmt} field {spec['key']}"}
    return None


def build(captures: Path) -> tuple[list[dict[str, Any]], list[str]]:
    g = Gen(7)
    groups = [
        ("personal", "per", content_personal.items(g)),
        ("secret", "sec", content_secret.items(g)),
        ("keep", "keep", content_keep.items(g)),
    ]
    tg = Targets(captures)
    cases: list[dict[str, Any]] = []
    dropped: list[str] = []
    for label, short, items in groups:
        n = 0
        for it in items:
            placed = place(it, tg, n)
            if placed is None:
                dropped.append(f"{label}/{it['kind']}: {it['value'][:40]}")
                continue
            n += 1
            case = {
                "id": f"p7-{short}-{n:03d}",
                "split": "test",
                "label": label,
                "family": it["family"],
                "kind": it["kind"],
                "lang": it["lang"],
                "form": placed.pop("form"),
                "value": placed.pop("value", it["value"]),
                "target": placed.pop("target"),
                **placed,
            }
            cases.append(case)
    return cases, dropped


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    cases, dropped = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(
        f"{len(cases)} cases written; {len(dropped)} dropped (value already in every fitting capture)"
    )
    for d in dropped:
        print("  dropped:", d)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
