# ruff: noqa: E501  (long literal URLs and commands are test data)
"""Write cases.json for corpus 45 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal45/gen.py

Reads the captures only to find insertion points (block tags inside <body>, multi-line JSON
objects, block YAML mappings, recorded ``headers`` mappings); copies nothing from them.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import yaml  # noqa: E402
from plant import _JsonSpans, parse_planted, plant  # noqa: E402

SEED = 45045
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|header|footer|nav)\b", re.I
)
SKIP = re.compile(
    r"<(script|style|noscript|pre|textarea|select|svg|iframe|button|label|template|head)\b.*?</\1\s*>"
    r"|<!--.*?-->",
    re.I | re.S,
)


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def text_captures(root: Path) -> list[str]:
    out = []
    for sub in ("search", "html", "errors", "injection"):
        for f in sorted((root / sub).iterdir()):
            if f.suffix in (".json", ".yaml", ".yml", ".html"):
                out.append(f"{sub}/{f.name}")
    return out


# ---------------------------------------------------------------------------- HTML points


def html_points(root: Path, rel: str, limit: int = 40) -> list[dict]:
    text = (root / rel).read_bytes().decode("utf-8")
    body = re.search(r"<body\b", text, re.I)
    start = body.end() if body else 0
    skips = [(m.start(), m.end()) for m in SKIP.finditer(text)]
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    cands = []
    import bisect

    for m in BLOCK.finditer(text, start):
        at = m.start()
        if any(a <= at < b for a, b in skips):
            continue
        li = bisect.bisect_right(offs, at) - 1
        ls = offs[li]
        before = text[ls:at]
        if before.strip() == "":
            cands.append({"line": li + 1, "col": 0, "expect": text[ls : ls + 24].rstrip("\r\n")})
        elif text[at - 1] == ">":
            cands.append({"line": li + 1, "col": at - ls, "expect": text[at : at + 16]})
    good = []
    for c in cands:
        item = {
            "id": "probe",
            "target": rel,
            "value": "ZQXMARKERZQX",
            "html": {**c, "snippet": "<p>ZQXMARKERZQX</p>"},
        }
        try:
            p = plant(item, root)
            doc = parse_planted(p)
        except Exception:
            continue
        ok = False
        for el in doc.iter():
            if not isinstance(el.tag, str):
                continue
            if el.tag == "p" and (el.text or "") == "ZQXMARKERZQX":
                anc = [a.tag for a in el.iterancestors()]
                ok = "body" in anc and not any(
                    t in anc
                    for t in (
                        "script",
                        "style",
                        "noscript",
                        "template",
                        "a",
                        "button",
                        "label",
                        "head",
                    )
                )
        if ok:
            good.append(c)
    if len(good) > limit:
        step = len(good) / limit
        good = [good[int(k * step)] for k in range(limit)]
    return good


# ---------------------------------------------------------------------------- JSON / YAML points


def json_points(root: Path, rel: str):
    text = (root / rel).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    objs, heads, lists = [], [], []
    for path, (s, e) in spans.items():
        if text[s] == "[" and "\n" in text[s:e] and text[s + 1 : e].strip()[:1] == '"':
            lists.append((list(path), set()))
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        node = data
        for step in path:
            node = node[step]
        keys = set(node)
        if path and str(path[-1]).lower() == "headers":
            heads.append((list(path), keys))
        elif not any(str(p).lower() == "headers" for p in path):
            objs.append((list(path), keys))
    inner = [o for o in objs if o[0]]
    if not inner and lists:  # a bare document of string lists: new elements, not root keys
        return [("list", p, k) for p, k in lists], heads
    return inner or objs, heads


def yaml_points(root: Path, rel: str):
    text = (root / rel).read_bytes().decode("utf-8")
    rootnode = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            keys = {k.value for k, _ in node.value}
            if node.value and not node.flow_style:
                if path and str(path[-1]).lower() == "headers":
                    heads.append((list(path), keys))
                elif not any(str(p).lower() == "headers" for p in path):
                    objs.append((list(path), keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for n, v in enumerate(node.value):
                walk(v, [*path, n])

    walk(rootnode, [])
    return [o for o in objs if len(o[0]) > 2] or objs, heads


# ---------------------------------------------------------------------------- build


def plant_block(spec, rel, kind, points, rng):
    if kind == "html":
        pt = rng.choice(points)
        if "html" in spec:
            snippet, value = spec["html"], spec["value"]
        else:
            tag = rng.choice(["p", "p", "div", "p"])
            snippet = f"<{tag}>{htmlmod.escape(spec['text'], quote=False)}</{tag}>"
            value = htmlmod.escape(spec["value"], quote=False)
        assert value in snippet, (spec, snippet)
        return {"html": {"snippet": snippet, **pt}}, value
    objs, heads = points
    value = spec.get("data_value", spec["value"])
    if "header" in spec:
        name = spec["header"]
        cands = [(p, k) for p, k in heads if name.lower() not in {x.lower() for x in k}]
        path, _ = rng.choice(cands)
        return {
            kind: {"path": path, "op": "add_field", "key": name, "value": [spec["text"]]}
        }, value
    pick = rng.choice(objs)
    if pick[0] == "list":
        return {kind: {"path": pick[1], "op": "add_item", "value": spec["text"]}}, value
    path, keys = pick
    key = spec["key"]
    if key in keys:
        key += "_extra"
    return {kind: {"path": path, "op": "add_field", "key": key, "value": spec["text"]}}, value


def main() -> int:
    root = captures_root()
    rng = random.Random(SEED)
    caps = text_captures(root)
    pts: dict[str, tuple[str, object]] = {}
    for rel in caps:
        if rel.endswith(".html"):
            pts[rel] = ("html", html_points(root, rel))
        elif rel.endswith(".json"):
            pts[rel] = ("json", json_points(root, rel))
        else:
            pts[rel] = ("yaml", yaml_points(root, rel))
    html_caps = [c for c in caps if pts[c][0] == "html" and pts[c][1]]
    data_caps = [c for c in caps if pts[c][0] != "html" and pts[c][1][0]]
    head_caps = [c for c in caps if pts[c][0] != "html" and pts[c][1][1]]
    order = html_caps + data_caps
    items = []
    cursor = {"any": 0, "html": 0, "data": 0, "head": 0}
    pools = {"any": order, "html": html_caps, "data": data_caps, "head": head_caps}
    for label, mod, pre in (
        ("personal", content_personal, "p45-per"),
        ("secret", content_secret, "p45-sec"),
        ("keep", content_keep, "p45-keep"),
    ):
        specs = []
        for maker, count in mod.PLAN:
            for i in range(count):
                specs.append(maker(rng, i))
        rng.shuffle(specs)
        for n, spec in enumerate(specs, 1):
            pool = (
                "head"
                if "header" in spec
                else spec.get("where")
                or (
                    "html"
                    if spec.get("html") and spec["kind"] in ("private-key", "public-key")
                    else "any"
                )
            )
            caps_pool = pools[pool]
            rel = caps_pool[cursor[pool] % len(caps_pool)]
            cursor[pool] += 1
            kind, points = pts[rel]
            block, value = plant_block(spec, rel, kind, points, rng)
            fam = (
                "account-id"
                if spec["kind"] == "account-id"
                else {"personal": "personal", "secret": "secret", "keep": "keep"}[label]
            )
            items.append(
                {
                    "id": f"{pre}-{n:03d}",
                    "split": "test",
                    "label": label,
                    "family": fam,
                    "kind": spec["kind"],
                    "lang": spec["lang"],
                    "form": f"{spec['form']}; {kind} in {rel.split('/')[0]}",
                    "value": value,
                    "target": rel,
                    **block,
                }
            )
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(
        f"{len(items)} items; captures: {len(caps)} ({len(html_caps)} html, {len(data_caps)} data, {len(head_caps)} with headers)"
    )
    for c in caps:
        k, p = pts[c]
        print(" ", c, k, len(p) if k == "html" else (len(p[0]), len(p[1])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
