"""Generate ``cases.json`` of corpus 69, deterministically, from values.py and content.py.

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal69/gen.py

Each item is made (value + context), given a capture and an insertion point (an HTML block
position, a multi-line JSON object, a block YAML mapping, or a recorded-header mapping of a
cassette), planted alone with plant.py and checked with check_corpus.check_item; an item
that does not check is made again at another point with the next random draw.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from content import HEADER_KINDS, PLAN  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 6969
BLOCK = {
    "div",
    "p",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "nav",
    "main",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "li",
    "blockquote",
    "figure",
    "form",
}
RAW = {"script", "style", "textarea", "title", "xmp"}
FORBIDDEN = {
    "head",
    "noscript",
    "pre",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "a",
    "span",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "dl",
    "template",
    "object",
    "math",
    "option",
    "em",
    "strong",
    "b",
    "i",
    "small",
    "time",
    "code",
    "figcaption",
}
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>", re.S)
FIELD_KEYS = [
    "nota",
    "note",
    "comentario",
    "debug",
    "log_line",
    "x_extra",
    "observaciones",
    "context",
    "mensaje",
    "raw",
    "snippet_extra",
    "detalle",
    "extra_info",
    "memo",
    "annotation",
    "texto",
    "descricao",
    "remark",
]
WRAPS = [
    ("<p>", "</p>"),
    ("<div>", "</div>"),
    ('<p class="nota">', "</p>"),
    ('<div class="comentario">', "</div>"),
    ("<blockquote>", "</blockquote>"),
    ('<div class="msg">', "</div>"),
    ("<section>", "</section>"),
]


# ---------------------------------------------------------------------------- points


def html_points(text: str) -> list[dict]:
    """Positions before a block tag that follows '>', in body, outside forbidden elements."""
    pts: list[dict] = []
    depth = {t: 0 for t in FORBIDDEN}
    lists = 0
    in_body = False
    pos = 0
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    import bisect

    while True:
        m = TAG.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(0).startswith("<!--"):
            continue
        close, name = m.group(1) == "/", m.group(2).lower()
        if name in RAW and not close:
            end = text.lower().find(f"</{name}", pos)
            pos = len(text) if end < 0 else end
            continue
        if name == "body" and not close:
            in_body = True
            continue
        if name == "body" and close:
            in_body = False
            continue
        if not close and name in BLOCK and name != "p":
            depth["p"] = 0
        if (
            not close
            and in_body
            and name in BLOCK
            and not any(depth.values())
            and text[: m.start()].rstrip().endswith(">")
            and ((lists and name == "li") or (not lists and name != "li"))
        ):
            ln = bisect.bisect_right(line_starts, m.start()) - 1
            ls = line_starts[ln]
            col = m.start() - ls
            if not text[ls : m.start()].strip():
                col = 0
            pts.append(
                {
                    "line": ln + 1,
                    "col": col,
                    "expect": text[ls + col : m.start() + 4],
                    "li": name == "li",
                }
            )
        if name in ("ul", "ol"):
            lists += -1 if close else 1
            lists = max(lists, 0)
        if name in depth and not m.group(0).endswith("/>"):
            depth[name] = max(0, depth[name] + (-1 if close else 1))
    return pts


def json_points(text: str) -> tuple[list[dict], list[dict]]:
    spans = _JsonSpans(text).spans
    fields, headers = [], []
    for path, (s, e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        obj = json.loads(text[s:e])
        pt = {"path": list(path), "keys": set(obj)}
        if (
            path
            and path[-1] == "headers"
            and obj
            and all(isinstance(v, list) for v in obj.values())
        ):
            headers.append(pt)
        else:
            fields.append(pt)
    return fields, headers


def yaml_points(text: str) -> tuple[list[dict], list[dict]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    fields, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                keys = {k.value for k, _ in node.value}
                pt = {"path": list(path), "keys": keys}
                if (
                    path
                    and path[-1] == "headers"
                    and all(isinstance(v, yaml.SequenceNode) for _, v in node.value)
                ):
                    headers.append(pt)
                else:
                    fields.append(pt)
            for k, v in node.value:
                walk(v, (*path, k.value))
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, (*path, i))

    walk(root, ())
    return fields, headers


def capture_points(root: Path) -> dict[str, dict]:
    out = {}
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix not in (".html", ".json", ".yaml", ".yml"):
            continue
        rel = f.relative_to(root).as_posix()
        text = f.read_bytes().decode("utf-8")
        if f.suffix == ".html":
            out[rel] = {"kind": "html", "html": html_points(text)}
        elif f.suffix == ".json":
            fl, hd = json_points(text)
            out[rel] = {"kind": "json", "fields": fl, "headers": hd}
        else:
            fl, hd = yaml_points(text)
            out[rel] = {"kind": "yaml", "fields": fl, "headers": hd}
    return out


# ---------------------------------------------------------------------------- items


def build_item(rng, spec, target, info, use_header) -> dict:
    kind, label, family, maker, _, langs = spec
    lang = rng.choices(list(langs), weights=list(langs.values()))[0]
    item = {
        "split": "test",
        "label": label,
        "family": family,
        "kind": kind,
        "lang": lang,
        "target": target,
    }
    if info["kind"] == "html":
        made = maker(rng, lang, "html")
        pt = rng.choice(info["html"])
        if "pre" in made:
            o, c = "<div>", "</div>"
            snippet = (
                f"{o}{htmlmod.escape(made['label'], quote=False)}<pre>"
                + htmlmod.escape(made["pre"], quote=False)
                + f"</pre>{c}"
            )
            value = made["value"]
            where = "html pre"
        else:
            o, c = ("<li>", "</li>") if pt["li"] else rng.choice(WRAPS)
            if "html" in made:
                inner, value = made["html"], made["hvalue"]
            else:
                inner, value = (
                    htmlmod.escape(made["text"], quote=False),
                    htmlmod.escape(made["value"], quote=False),
                )
            snippet = o + inner + c
            where = f"html {o.strip('<>').split()[0]}"
        item["html"] = {
            "snippet": snippet,
            "line": pt["line"],
            "col": pt["col"],
            "expect": pt["expect"],
        }
    else:
        kind_key = info["kind"]
        made = (
            maker(rng, lang, "header")
            if use_header and info["headers"]
            else maker(rng, lang, "field")
        )
        if "header" in made:
            pt = rng.choice(info["headers"])
            name, hv = made["header"]
            if name in pt["keys"] or name.lower() in {k.lower() for k in pt["keys"]}:
                raise ValueError("header already there")
            item[kind_key] = {"path": pt["path"], "op": "add_field", "key": name, "value": [hv]}
            value = made["value"]
            where = f"{kind_key} header {name}"
        else:
            pt = rng.choice(info["fields"])
            key = rng.choice(FIELD_KEYS)
            if key in pt["keys"]:
                key += "_extra"
            item[kind_key] = {
                "path": pt["path"],
                "op": "add_field",
                "key": key,
                "value": made["text"],
            }
            value = made["value"]
            where = f"{kind_key} field"
    item["form"] = f"{made['form']} in {where}"
    item["value"] = value
    return item


def main() -> int:
    root = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    points = capture_points(root)
    targets = sorted(points)
    rng = random.Random(SEED)
    specs = [s for s in PLAN for _ in range(s[4])]
    rng.shuffle(specs)
    order = targets[:]
    rng.shuffle(order)
    hdr_targets = [t for t in targets if points[t].get("headers")]
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    items, ri = [], 0
    for spec in specs:
        kind = spec[0]
        use_header = kind in HEADER_KINDS and rng.random() < 0.45
        for attempt in range(40):
            target = hdr_targets[ri % len(hdr_targets)] if use_header else order[ri % len(order)]
            ri += 1
            info = points[target]
            if info["kind"] == "html" and not info["html"]:
                continue
            if info["kind"] != "html" and not info["fields"]:
                continue
            try:
                it = build_item(rng, spec, target, info, use_header)
            except ValueError:
                continue
            label = spec[1]
            it = {"id": f"p69-{prefix[label]}-{counters[label] + 1:03d}", **it}
            errs = check_item(it, root)
            if errs:
                if attempt > 30:
                    print("retrying:", errs, file=sys.stderr)
                continue
            counters[label] += 1
            items.append(it)
            break
        else:
            raise SystemExit(f"could not plant a {kind} item")
    items.sort(key=lambda it: ({"personal": 0, "secret": 1, "keep": 2}[it["label"]], it["id"]))
    key_order = [
        "id",
        "split",
        "label",
        "family",
        "kind",
        "lang",
        "form",
        "value",
        "target",
        "html",
        "json",
        "yaml",
    ]
    items = [{k: it[k] for k in key_order if k in it} for it in items]
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written; {counters}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
