"""Generate cases.json for corpus 53 (deterministic: fixed seed, sorted captures).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal53/build_cases.py

Finds insertion points in every text capture (HTML: before a block start tag inside
<body>, outside head/script/style/comments/noscript/pre/textarea/select/svg/iframe/
button/label/a/template; JSON/YAML: multi-line objects / block mappings, and recorded
``headers`` mappings for header items), draws the items from the content modules and
spreads them over the captures round-robin.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 530053
PREFIX = {"personal": "p53-per", "secret": "p53-sec", "keep": "p53-keep"}
TARGET_GLOBS = (
    "html/*.html",
    "html/*.json",
    "injection/*.html",
    "injection/*.json",
    "search/*.json",
    "search/*.yaml",
    "errors/*.json",
    "errors/*.yaml",
)

BLOCK = {
    "p",
    "div",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "section",
    "article",
    "ul",
    "ol",
    "table",
    "header",
    "footer",
    "aside",
    "nav",
    "blockquote",
    "figure",
    "main",
    "dl",
    "form",
}
AVOID = {
    "head",
    "noscript",
    "pre",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "a",
    "template",
    "title",
    "option",
    "math",
    "object",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "span",
    "table",
    "ul",
    "ol",
    "dl",
}
RAW = {"script", "style", "textarea", "title", "xmp", "noscript"}
VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "source",
    "track",
    "wbr",
    "param",
    "keygen",
}
TAG = re.compile(r"""<(/?)([A-Za-z][A-Za-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""", re.S)


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


# ------------------------------------------------------------------ insertion points


def html_points(text: str) -> list[dict[str, Any]]:
    offs = [0] + [m.end() for m in re.finditer("\n", text)]
    import bisect

    pts = []
    stack: list[str] = []
    in_body = False
    i = 0
    n = len(text)
    while i < n:
        j = text.find("<", i)
        if j < 0:
            break
        if text.startswith("<!--", j):
            k = text.find("-->", j + 4)
            i = n if k < 0 else k + 3
            continue
        if text.startswith("<!", j) or text.startswith("<?", j):
            k = text.find(">", j)
            i = n if k < 0 else k + 1
            continue
        m = TAG.match(text, j)
        if not m:
            i = j + 1
            continue
        close, name = m.group(1) == "/", m.group(2).lower()
        if not close:
            if stack and stack[-1] == "p" and name in BLOCK:
                stack.pop()  # implied </p>
            if name == "li" and "li" in stack:
                while stack and stack.pop() != "li":
                    pass
            if name == "body":
                in_body = True
            elif in_body and name in BLOCK and not any(s in AVOID for s in stack):
                ln = bisect.bisect_right(offs, j) - 1
                ls = offs[ln]
                before = text[ls:j]
                if before.strip() == "":
                    pts.append({"line": ln + 1, "col": 0, "expect": text[ls : j + 1 + len(name)]})
                elif text[j - 1] == ">":
                    pts.append(
                        {"line": ln + 1, "col": j - ls, "expect": text[j : j + 1 + len(name)]}
                    )
            if name in RAW:
                k = text.lower().find(f"</{name}", m.end())
                i = n if k < 0 else k
                continue
            if name not in VOID and not m.group(3).rstrip().endswith("/"):
                stack.append(name)
        else:
            if name in stack:
                while stack:
                    if stack.pop() == name:
                        break
            if name == "body":
                in_body = False
        i = m.end()
    return pts


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        if path and isinstance(path[-1], str) and path[-1].lower() == "headers":
            hdrs.append(list(path))
        else:
            objs.append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                if path and str(path[-1]).lower() == "headers":
                    hdrs.append(list(path))
                else:
                    objs.append(list(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


def existing_keys(data: Any, path: list[Any]) -> set[str]:
    node = data
    for step in path:
        node = node[step]
    return set(node) if isinstance(node, dict) else set()


# ------------------------------------------------------------------ rendering

WRAP = [
    ("<p>", "</p>"),
    ('<div class="resultado">', "</div>"),
    ("<li>", "</li>"),
    ('<p class="snippet">', "</p>"),
    ("<div>", "</div>"),
    ("<blockquote>", "</blockquote>"),
]


def html_snippet(rng: random.Random, it: dict[str, Any]) -> tuple[str, str]:
    """(snippet, value as written in HTML)."""
    if it.get("pem"):
        return "<pre>" + htmlmod.escape(it["text"], quote=False) + "</pre>", it["value"]
    if "html" in it:
        return it["html"], it["html_value"]
    text = it["text"]
    if it.get("plain_value") or it.get("header"):
        label = it["key"] if not it.get("header") else it["header"][0]
        text = f"{label}: {it['header'][1] if it.get('header') else it['value']}"
    a, b = rng.choice(WRAP)
    return a + htmlmod.escape(text, quote=False) + b, htmlmod.escape(it["value"], quote=False)


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    root = captures_root()
    targets = sorted({str(p.relative_to(root)) for g in TARGET_GLOBS for p in root.glob(g)})
    info: dict[str, dict[str, Any]] = {}
    for t in targets:
        text = (root / t).read_bytes().decode("utf-8")
        if t.endswith(".html"):
            info[t] = {"kind": "html", "pts": html_points(text)}
        elif t.endswith(".json"):
            objs, hdrs = json_points(text)
            info[t] = {
                "kind": "json",
                "objs": objs,
                "hdrs": hdrs,
                "data": json.loads(text.lstrip("\ufeff")),
            }
        else:
            objs, hdrs = yaml_points(text)
            info[t] = {"kind": "yaml", "objs": objs, "hdrs": hdrs, "data": yaml.safe_load(text)}

    drawn: list[tuple[str, dict[str, Any]]] = []
    for label, mod in (
        ("personal", content_personal),
        ("secret", content_secret),
        ("keep", content_keep),
    ):
        for maker, count in mod.PLAN:
            for _ in range(count):
                drawn.append((label, maker(rng)))
    rng.shuffle(drawn)

    items: list[dict[str, Any]] = []
    counters = {k: 0 for k in PREFIX}
    order = targets[:]
    for idx, (label, it) in enumerate(drawn):
        if idx % len(order) == 0:
            rng.shuffle(order)
        t = order[idx % len(order)]
        inf = info[t]
        counters[label] += 1
        item: dict[str, Any] = {
            "id": f"{PREFIX[label]}-{counters[label]:03d}",
            "split": "test",
            "label": label,
            "family": it["family"],
            "kind": it["kind"],
            "lang": it["lang"],
            "form": it["form"],
            "value": it["value"],
            "target": t,
        }
        if inf["kind"] == "html":
            pt = rng.choice(inf["pts"])
            snip, val = html_snippet(rng, it)
            item["value"] = val
            item["form"] += "; html snippet"
            item["html"] = {
                "snippet": snip,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            }
        else:
            use_hdr = bool(it.get("header")) and inf["hdrs"] and rng.random() < 0.75
            if use_hdr:
                path = rng.choice(inf["hdrs"])
                name, hv = it["header"]
                keys = {k.lower() for k in existing_keys(inf["data"], path)}
                if name in keys:
                    name += "-extra"
                if inf["kind"] == "json" and any(
                    k[:1].isupper() for k in existing_keys(inf["data"], path)
                ):
                    name = "-".join(w[:1].upper() + w[1:] for w in name.split("-"))
                spec = {"path": path, "op": "add_field", "key": name, "value": [hv]}
                item["form"] += f"; recorded header in {inf['kind']}"
            else:
                path = rng.choice(inf["objs"])
                key = it["key"]
                if key in existing_keys(inf["data"], path):
                    key += "_extra"
                val = it["text"] if not it.get("plain_value") else it["value"]
                if it.get("header"):  # a logged header object: "name": "value"
                    key = it["header"][0]
                    if key in existing_keys(inf["data"], path):
                        key += "_extra"
                    val = it["header"][1]
                spec = {"path": path, "op": "add_field", "key": key, "value": val}
                item["form"] += f"; {inf['kind']} field"
            item[inf["kind"]] = spec
        items.append(item)
    order_key = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda x: (order_key[x["label"]], x["id"]))
    return items


def main() -> int:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
