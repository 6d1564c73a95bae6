"""Write ``cases.json`` of corpus 27 from the content modules (fixed seeds).

    .venv/bin/python tests/heldout/personal27/gen.py [CAPTURES]

Insertion points are found in the captures automatically: in HTML, a new line just before
a block tag that follows ``>`` inside ``<body>`` and outside head, scripts, styles,
comments, ``pre``, ``textarea``, ``noscript``, ``svg``, ``iframe``, ``select``, ``button``,
``label``, ``template`` (col 0, or a break in a long minified line); in JSON/YAML, a new
first member of a multi-line object / block mapping; for ``hdr`` entries, a new first
header of a cassette's recorded ``headers``. Each entry is instantiated ``REPEAT`` times
with fresh values and other targets. Only items that ``check_corpus.check_item`` accepts
are written.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import values as V  # noqa: E402
import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

REPEAT = {"personal": 4, "secret": 3, "keep": 6}
BLOCK = re.compile(r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|footer|nav)[\s>]", re.I)
SKIP = re.compile(
    r"<(head|script|style|pre|textarea|noscript|svg|iframe|select|button|label|template)\b.*?</\1\s*>|<!--.*?-->",
    re.I | re.S,
)


def html_points(text: str, rel: str) -> list[dict[str, Any]]:
    body = text.lower().find("<body")
    if body < 0:
        return []
    spans = [(m.start(), m.end()) for m in SKIP.finditer(text)]

    def bad(i: int) -> bool:
        return i < body or any(a <= i < b for a, b in spans)

    out: list[dict[str, Any]] = []
    pos = 0
    for n, line in enumerate(text.split("\n"), start=1):
        stripped = line.lstrip(" \t")
        ind = len(line) - len(stripped)
        prev = text[:pos].rstrip()
        if BLOCK.match(stripped) and prev.endswith(">") and not bad(pos + ind):
            out.append({"target": rel, "line": n, "col": 0, "expect": line[: ind + 4]})
        elif len(line) > 400:
            for m in BLOCK.finditer(line):
                c = m.start()
                if c > 0 and line[c - 1] == ">" and not bad(pos + c):
                    out.append({"target": rel, "line": n, "col": c, "expect": line[c : c + 4]})
                    if len(out) > 400:
                        break
        pos += len(line) + 1
    return out


def json_points(text: str, rel: str) -> tuple[list[Any], list[Any]]:
    spans = _JsonSpans(text).spans
    data, hdr = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        if path and path[-1] == "headers":
            hdr.append({"target": rel, "path": list(path)})
        else:
            data.append({"target": rel, "path": list(path)})
    return data, hdr


def yaml_points(text: str, rel: str) -> tuple[list[Any], list[Any]]:
    data, hdr = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (hdr if path and path[-1] == "headers" else data).append(
                    {"target": rel, "path": path}
                )
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(yaml.compose(text, Loader=yaml.SafeLoader), [])
    return data, hdr


def keys_at(captures: Path, pt: dict[str, Any]) -> set[str]:
    text = (captures / pt["target"]).read_text(encoding="utf-8-sig")
    node: Any = json.loads(text) if pt["target"].endswith(".json") else yaml.safe_load(text)
    for step in pt["path"]:
        node = node[step]
    return set(node)


def pools(captures: Path) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {"h": [], "json": [], "yaml": [], "hdr": []}
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if f.suffix == ".html":
            out["h"] += html_points(f.read_text(encoding="utf-8"), rel)
        elif f.suffix == ".json":
            d, h = json_points(f.read_text(encoding="utf-8"), rel)
            out["json"] += d
            out["hdr"] += [dict(x, kind="json") for x in h]
        elif f.suffix in (".yaml", ".yml"):
            d, h = yaml_points(f.read_text(encoding="utf-8"), rel)
            out["yaml"] += d
            out["hdr"] += [dict(x, kind="yaml") for x in h]
    return out


class Picker:
    """Round-robin over targets, a random point within the target each time."""

    def __init__(self, points: list[dict[str, Any]], rng: random.Random) -> None:
        self.by: dict[str, list[dict[str, Any]]] = {}
        for p in points:
            self.by.setdefault(p["target"], []).append(p)
        self.targets = sorted(self.by)
        rng.shuffle(self.targets)
        self.i = 0
        self.rng = rng

    def __call__(self) -> dict[str, Any]:
        t = self.targets[self.i % len(self.targets)]
        self.i += 1
        return self.rng.choice(self.by[t])


def fill(tmpl: str, v: str, rng: random.Random, lang: str) -> str:
    return (
        tmpl.replace("{v}", v)
        .replace("{n}", V.name(rng, lang))
        .replace("{u}", V.uuid4(rng))
        .replace("{h}", V.hexs(rng, 32))
    )


def build(captures: Path) -> list[dict[str, Any]]:
    rng = random.Random(27)
    pl = pools(captures)
    pick = {k: Picker(v, random.Random(270 + i)) for i, (k, v) in enumerate(sorted(pl.items()))}
    data_turn = 0
    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "p27-per", "secret": "p27-sec", "keep": "p27-keep"}
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        for kind, lang, form, where, key, tmpl, gen in mod.ENTRIES:
            made = 0
            tries = 0
            while made < REPEAT[label] and tries < REPEAT[label] * 6:
                tries += 1
                v = gen(rng)
                text = fill(tmpl, v, rng, lang)
                item: dict[str, Any] = {
                    "id": "",
                    "split": "test",
                    "label": label,
                    "family": "account-id"
                    if kind == "account-id"
                    else ("personal" if label == "personal" else label),
                    "kind": kind,
                    "lang": lang,
                    "value": v,
                }
                if where == "h":
                    pt = pick["h"]()
                    snippet = text
                    if snippet.startswith("<tr>"):
                        snippet = "<table>" + snippet + "</table>"
                    item["form"] = f"{form}; HTML snippet"
                    item["target"] = pt["target"]
                    item["html"] = {
                        "snippet": snippet,
                        "line": pt["line"],
                        "col": pt["col"],
                        "expect": pt["expect"],
                    }
                elif where == "hdr":
                    for _ in range(30):  # a cassette whose headers lack this header
                        pt = pick["hdr"]()
                        if key.lower() not in {x.lower() for x in keys_at(captures, pt)}:
                            break
                    k = (
                        key
                        if key.lower() not in {x.lower() for x in keys_at(captures, pt)}
                        else key + "_extra"
                    )
                    item["form"] = f"{form}; recorded header"
                    item["target"] = pt["target"]
                    item[pt["kind"]] = {
                        "path": pt["path"],
                        "op": "add_field",
                        "key": k,
                        "value": [text],
                    }
                else:
                    kindf = "json" if data_turn % 2 == 0 else "yaml"
                    data_turn += 1
                    pt = pick[kindf]()
                    k = key if key not in keys_at(captures, pt) else key + "_extra"
                    item["form"] = f"{form}; {kindf.upper()} field"
                    item["target"] = pt["target"]
                    item[kindf] = {"path": pt["path"], "op": "add_field", "key": k, "value": text}
                counters[label] += 1
                item["id"] = f"{prefix[label]}-{counters[label]:03d}"
                if check_item(item, captures):
                    counters[label] -= 1
                    continue
                items.append(item)
                made += 1
    return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    items = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
