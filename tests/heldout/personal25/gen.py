"""Write ``cases.json`` of corpus personal25 from the content modules (fixed seeds).

    python tests/heldout/personal25/gen.py [CAPTURES]

Finds insertion points in the captures (HTML block tags inside ``<body>``; multi-line JSON
objects; YAML block mappings; recorded ``headers`` mappings of cassettes), spreads the
entries over them with a fixed seed, and keeps only items ``check_corpus.check_item``
accepts (an entry that fails at one point is tried at a few others).
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|figure|aside|header|footer|nav)[\s>]",
    re.I,
)
SKIP_OPEN = re.compile(
    r"<(script|style|noscript|pre|textarea|select|svg|iframe|button|label|template|head|a)[\s>]",
    re.I,
)
TAGS = ["p", "div", "li", "td", "blockquote", "code", "span"]


def html_slots(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body[\s>]", text, re.I)
    if not body:
        return []
    skip = []  # spans to avoid
    for m in SKIP_OPEN.finditer(text):
        tag = m.group(1).lower()
        end = re.compile(rf"</{tag}\s*>", re.I).search(text, m.end())
        skip.append((m.start(), end.end() if end else len(text)))
    for m in re.finditer(r"<!--", text):
        e = text.find("-->", m.end())
        skip.append((m.start(), e + 3 if e >= 0 else len(text)))
    skip.sort()
    line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    out = []
    import bisect

    starts = [s for s, _ in skip]
    for m in BLOCK.finditer(text, body.end()):
        pos = m.start()
        k = bisect.bisect_right(starts, pos) - 1
        if any(s <= pos < e for s, e in skip[max(0, k - 40) : k + 1]):
            continue
        ln = bisect.bisect_right(line_starts, pos) - 1
        before = text[line_starts[ln] : pos]
        if before.strip() and not before.rstrip().endswith(">"):
            continue
        col = 0 if not before.strip() else pos - line_starts[ln]
        expect = text[pos : pos + 6]
        out.append((ln + 1, col, expect))
    return out


def json_slots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (headers if path and path[-1] == "headers" else objs).append(list(path))
    return objs, headers


def yaml_slots(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def make_snippet(entry: dict[str, Any], r: random.Random) -> tuple[str, str]:
    if "snippet" in entry:
        return entry["snippet"], entry["value"]
    text = htmlmod.escape(entry["text"], quote=False)
    value = htmlmod.escape(entry["value"], quote=False)
    tag = r.choice(TAGS)
    if tag == "li":
        return f"<ul><li>{text}</li></ul>", value
    if tag == "td":
        return f"<table><tr><td>{text}</td></tr></table>", value
    if tag in ("code", "span"):
        return f"<p><{tag}>{text}</{tag}></p>", value
    return f"<{tag}>{text}</{tag}>", value


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    r = random.Random(25)
    html_pts: list[tuple[str, int, int, str]] = []
    obj_pts: list[tuple[str, str, list[Any]]] = []
    hdr_pts: list[tuple[str, str, list[Any]]] = []
    for f in sorted(captures.rglob("*")):
        rel = str(f.relative_to(captures))
        if f.suffix == ".html":
            html_pts += [(rel, *s) for s in html_slots(f.read_text(encoding="utf-8"))]
        elif f.suffix == ".json":
            o, h = json_slots(f.read_text(encoding="utf-8"))
            obj_pts += [(rel, "json", p) for p in o]
            hdr_pts += [(rel, "json", p) for p in h]
        elif f.suffix in (".yaml", ".yml"):
            o, h = yaml_slots(f.read_text(encoding="utf-8"))
            obj_pts += [(rel, "yaml", p) for p in o]
            hdr_pts += [(rel, "yaml", p) for p in h]
    # spread: one list of points per target file, round-robin over files
    by_file: dict[str, list[Any]] = {}
    for p in obj_pts:
        by_file.setdefault(p[0], []).append(p)
    for lst in by_file.values():
        r.shuffle(lst)
    by_html: dict[str, list[Any]] = {}
    for p in html_pts:
        by_html.setdefault(p[0], []).append(p)
    for lst in by_html.values():
        r.shuffle(lst)
    r.shuffle(hdr_pts)

    def rr(groups: dict[str, list[Any]]):  # type: ignore[no-untyped-def]
        keys = sorted(groups)
        i = 0
        while True:
            k = keys[i % len(keys)]
            lst = groups[k]
            yield lst[(i // len(keys)) % len(lst)]
            i += 1

    html_it, obj_it = rr(by_html), rr(by_file)
    hdr_i = 0
    groups = [
        ("personal", "per", content_personal.build()),
        ("secret", "sec", content_secret.build()),
        ("keep", "keep", content_keep.build()),
    ]
    items: list[dict[str, Any]] = []
    dropped = Counter()
    for label, tag, entries in groups:
        n = 0
        for entry in entries:
            fam = entry.get("family", "keep" if label == "keep" else label)
            base = {
                "id": "",
                "split": "test",
                "label": label,
                "family": fam,
                "kind": entry["kind"],
                "lang": entry["lang"],
                "form": entry["form"],
            }
            structured_ok = (
                '"' not in entry["value"] and "\\" not in entry["value"] and "snippet" not in entry
            )
            ok = None
            for attempt in range(6):
                item = dict(base)
                if "header" in entry and structured_ok:
                    tgt, kind, path = hdr_pts[hdr_i % len(hdr_pts)]
                    hdr_i += 1
                    item.update(value=entry["value"], target=tgt)
                    item[kind] = {
                        "path": path,
                        "op": "add_field",
                        "key": entry["header"],
                        "value": [entry["text"]],
                    }
                    item["form"] += " (recorded header)"
                elif structured_ok and (r.random() < 0.62 or attempt > 2):
                    tgt, kind, path = next(obj_it)
                    item.update(value=entry["value"], target=tgt)
                    item[kind] = {
                        "path": path,
                        "op": "add_field",
                        "key": entry.get("key") or "note",
                        "value": entry["text"],
                    }
                else:
                    tgt, line, col, expect = next(html_it)
                    snip, val = make_snippet(entry, r)
                    item.update(value=val, target=tgt)
                    item["html"] = {"snippet": snip, "line": line, "col": col, "expect": expect}
                spec = item.get("json") or item.get("yaml")
                if spec:
                    # a key already present gets the suffix _extra
                    orig = (captures / tgt).read_text(encoding="utf-8")
                    node = (
                        json.loads(orig.lstrip("\ufeff"))
                        if kind == "json"
                        else yaml.safe_load(orig)
                    )
                    for step in spec["path"]:
                        node = node[step]
                    while spec["key"] in node:
                        spec["key"] += "_extra"
                n_id = f"p25-{tag}-{n + 1:03d}"
                item["id"] = n_id
                if not check_item(item, captures):
                    ok = item
                    break
            if ok is None:
                dropped[label] += 1
                continue
            items.append(ok)
            n += 1
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items; dropped {dict(dropped)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
