"""Generate ``cases.json`` of corpus 47 (deterministic: fixed seed, captures read as they are).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python tests/heldout/personal47/gen.py

Finds insertion points in every text capture (HTML block tags in ``<body>`` outside
scripts, styles, comments and other raw or inline containers; multi-line JSON objects;
YAML block mappings; recorded ``headers`` maps of cassettes), draws items from the
templates of ``content.py`` and places each one at a point of a capture, spreading the
items over all captures. Every item is planted and checked with ``check_corpus.check_item``
while generating; an item that does not pass is placed at another point.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from content import ACCOUNT, KEEP, PERSONAL, SECRET  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 4747
COUNTS = {"personal": 300, "account": 50, "secret": 142, "keep": 385}
LANG_W = {"es": 0.60, "en": 0.26, "pt": 0.14}
TEXT_DIRS = ("html", "search", "errors", "injection")

# ----------------------------------------------------------------------------- points

BLOCK = re.compile(
    r"<(p|div|li|section|article|ul|ol|h[1-6]|blockquote|figure|aside|header|footer|dl)[\s>/]", re.I
)
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>", re.S)
RAW = ("script", "style", "textarea", "title")
NO_GO = {
    "noscript",
    "pre",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "a",
    "table",
    "math",
    "object",
    "code",
    "head",
    "option",
}


def html_points(text: str) -> list[dict[str, Any]]:
    m = re.search(r"<body\b[^>]*>", text, re.I)
    if not m:
        return []
    end_body = text.lower().rfind("</body")
    end_body = end_body if end_body > 0 else len(text)
    depth = dict.fromkeys(NO_GO, 0)
    pts = []
    i = m.end()
    while True:
        t = TAG.search(text, i)
        if not t or t.start() >= end_body:
            break
        i = t.end()
        if t.group(0).startswith("<!--"):
            continue
        closing, name = t.group(1), t.group(2).lower()
        if not closing and name in RAW:
            e = text.lower().find(f"</{name}", i)
            i = e if e > 0 else len(text)
            continue
        if name in NO_GO and not t.group(0).endswith("/>"):
            depth[name] = max(0, depth[name] + (-1 if closing else 1))
            continue
        if closing or any(depth.values()):
            continue
        if not BLOCK.match(text, t.start()):
            continue
        ls = text.rfind("\n", 0, t.start()) + 1
        before = text[ls : t.start()]
        line = text.count("\n", 0, ls) + 1
        if not before.strip():
            pts.append({"line": line, "col": 0, "expect": text[ls : t.start() + 4]})
        elif before.rstrip().endswith(">") and before[-1] == ">":
            pts.append(
                {"line": line, "col": t.start() - ls, "expect": text[t.start() : t.start() + 4]}
            )
    return pts


def json_points(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text)
    objs, heads = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        node = doc
        for st in path:
            node = node[st]
        pt = {"path": list(path), "keys": set(node)}
        if path and path[-1] == "headers" and all(isinstance(v, list) for v in node.values()):
            heads.append(pt)
        else:
            objs.append(pt)
    return objs, heads


def yaml_points(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                pt = {"path": list(path), "keys": {k.value for k, _ in node.value}}
                (heads if path and path[-1] == "headers" else objs).append(pt)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(root, [])
    return objs, heads


def all_points(captures: Path) -> dict[str, dict[str, Any]]:
    out = {}
    for d in TEXT_DIRS:
        for f in sorted((captures / d).iterdir()):
            text = f.read_bytes().decode("utf-8")
            rel = f"{d}/{f.name}"
            if f.suffix == ".html":
                out[rel] = {"kind": "html", "points": html_points(text), "heads": []}
            elif f.suffix == ".json":
                o, h = json_points(text.lstrip("\ufeff"))
                out[rel] = {"kind": "json", "points": o, "heads": h}
            elif f.suffix in (".yaml", ".yml"):
                o, h = yaml_points(text)
                out[rel] = {"kind": "yaml", "points": o, "heads": h}
    return out


# ----------------------------------------------------------------------------- items


def pick_lang(r: random.Random, langs: tuple[str, ...]) -> str:
    ws = [LANG_W[x] for x in langs]
    return r.choices(langs, ws)[0]


def draw(r: random.Random, bucket: list, n: int) -> list[tuple[dict[str, Any], str]]:  # type: ignore[type-arg]
    out = []
    total = sum(w for _f, _l, w in bucket)
    quota = [max(1, round(n * w / total)) for _f, _l, w in bucket]
    seq = [i for i, q in enumerate(quota) for _ in range(q)]
    r.shuffle(seq)
    while len(seq) < n:
        seq.append(r.randrange(len(bucket)))
    for i in seq[:n]:
        f, langs, _w = bucket[i]
        lang = pick_lang(r, langs)
        out.append((f(r, lang), lang))
    return out


def unique_key(key: str, keys: set[str]) -> str:
    if key not in keys:
        return key
    for suf in ("_extra", "_extra2", "_extra3"):
        if key + suf not in keys:
            return key + suf
    raise ValueError(key)


def place(r: random.Random, c: dict[str, Any], target: str, info: dict[str, Any]) -> dict[str, Any]:
    value = c["value"]
    if info["kind"] == "html":
        pt = r.choice(info["points"])
        if "html" in c:
            snippet = c["html"]
        else:
            tag = r.choice(["p", "p", "div", "li"])
            snippet = f"<{tag}>{htmlmod.escape(c['text'], quote=False)}</{tag}>"
            value = htmlmod.escape(value, quote=False)
        return {
            "value": value,
            "where": "HTML snippet",
            "html": {
                "snippet": snippet,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            },
        }
    kind = info["kind"]
    if c.get("header") and info["heads"] and r.random() < 0.85:
        pt = r.choice(info["heads"])
        name, val = c["header"]
        if name not in pt["keys"] and name.lower() not in {k.lower() for k in pt["keys"]}:
            return {
                "value": value,
                "where": "recorded header",
                kind: {"path": pt["path"], "op": "add_field", "key": name, "value": [val]},
            }
    pt = r.choice(info["points"])
    key = unique_key(c["key"], pt["keys"])
    text: Any = c["text"]
    where = f"{kind.upper()} field"
    if c.get("header") and c["key"] == c["header"][0]:
        text = c["header"][1]  # a header-shaped datum in a body field holds the bare header value
        where = f"{kind.upper()} header-named field"
    elif c.get("rec") and r.random() < 0.3:
        text = c["rec"]
        where = f"{kind.upper()} one-line record object"
    return {
        "value": value,
        "where": where,
        kind: {"path": pt["path"], "op": "add_field", "key": key, "value": text},
    }


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    r = random.Random(SEED)
    pts = {k: v for k, v in all_points(captures).items() if v["points"]}
    targets = sorted(pts)
    with_heads = [t for t in targets if pts[t]["heads"]]
    pool: list[tuple[str, str, dict[str, Any], str]] = []
    for label, fam, bucket, n in (
        ("personal", "personal", PERSONAL, COUNTS["personal"]),
        ("personal", "account-id", ACCOUNT, COUNTS["account"]),
        ("secret", "secret", SECRET, COUNTS["secret"]),
        ("keep", "keep", KEEP, COUNTS["keep"]),
    ):
        for c, lang in draw(r, bucket, n):
            pool.append((label, c.get("family", fam), c, lang))
    r.shuffle(pool)
    items: list[dict[str, Any]] = []
    num = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "p47-per-", "secret": "p47-sec-", "keep": "p47-keep-"}
    for i, (label, fam, c, lang) in enumerate(pool):
        to_heads = bool(c.get("header")) and r.random() < 0.6
        for attempt in range(40):
            if to_heads and attempt < 10:
                target = with_heads[(i + attempt) % len(with_heads)]
            else:
                target = targets[(i + attempt * 7) % len(targets)]
            info = pts[target]
            pl = place(r, c, target, info)
            num_s = num[label] + 1
            item = {
                "id": f"{prefix[label]}{num_s:03d}",
                "split": "test",
                "label": label,
                "family": fam,
                "kind": c["kind"],
                "lang": lang,
                "form": f"{c['form']}; {pl['where']}",
                "value": pl["value"],
                "target": target,
            }
            for k in ("html", "json", "yaml"):
                if k in pl:
                    item[k] = pl[k]
            if not check_item(item, captures):
                num[label] = num_s
                items.append(item)
                break
        else:
            print("could not place", c["kind"], c["value"])
    items.sort(key=lambda x: (x["label"], x["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
