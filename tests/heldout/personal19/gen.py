"""Build ``cases.json`` of corpus 19 from the content modules and the captures.

    python3 tests/heldout/personal19/gen.py [CAPTURES]

Deterministic (seeded). Planting points are found in the captures: in HTML, block start
tags inside ``<body>`` outside scripts, styles, comments, ``pre`` and form controls; in
JSON, multi-line objects; in YAML, block mappings; recorded headers go into a cassette's
``headers`` mapping. Every item is planted and checked (``check_corpus.check_item``)
before it is written; a point that fails is skipped for the next one.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from html.parser import HTMLParser
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
    "header",
    "footer",
    "nav",
    "aside",
    "main",
    "figure",
    "blockquote",
    "table",
    "dl",
    "form",
}
FORBIDDEN = {
    "head",
    "script",
    "style",
    "noscript",
    "pre",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "title",
    "a",
    "option",
    "math",
    "object",
    "table",
}


class _Points(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = text.split("\n")
        self.depth: dict[str, int] = {}
        self.in_body = False
        self.points: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body":
            self.in_body = True
        if self.in_body and tag in BLOCK and not any(self.depth.get(t, 0) for t in FORBIDDEN):
            line, col = self.getpos()
            row = self.lines[line - 1]
            ok = (col == len(row) - len(row.lstrip(" \t\ufeff"))) or (
                col > 0 and row[col - 1] == ">"
            )
            if ok and row[col:].startswith("<" + tag):
                self.points.append((line, col, row[col : col + len(tag) + 1]))
        if tag in FORBIDDEN:
            self.depth[tag] = self.depth.get(tag, 0) + 1

    def handle_endtag(self, tag: str) -> None:
        if tag in FORBIDDEN and self.depth.get(tag, 0):
            self.depth[tag] -= 1


def html_points(text: str) -> list[tuple[int, int, str]]:
    p = _Points(text)
    p.feed(text)
    p.close()
    return p.points


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
        (hdrs if path and path[-1] == "headers" else objs).append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs: list[list[Any]] = []
    hdrs: list[list[Any]] = []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (hdrs if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


KEYS = {
    "personal": [
        "nota",
        "comentario",
        "observaciones",
        "contacto",
        "raw_text",
        "descripcion",
        "notes",
        "log",
        "extra",
        "detalle",
        "mensaje",
        "registro",
    ],
    "secret": ["config_line", "env", "debug", "raw", "setup", "auth_debug", "notes", "log"],
    "keep": ["nota", "info", "footer", "descripcion", "notes", "meta_extra", "aviso", "log"],
}


def snippet(text: str, value: str, tag: str, kind: str) -> tuple[str, str]:
    if "\n" in text:  # PEM block
        rows = text.split("\n")
        return "<pre>" + "\n".join(htmlmod.escape(x, quote=False) for x in rows) + "</pre>", value
    if text.startswith("<a "):
        return f"<p>{text}</p>", value
    esc = htmlmod.escape(text, quote=False)
    v = htmlmod.escape(value, quote=False)
    wrap = "li" if tag == "<li" else ("address" if "address" in kind else "p")
    if wrap == "p" and tag in ("<div", "<section", "<article"):
        wrap = "div"
    return f"<{wrap}>{esc}</{wrap}>", v


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    r = random.Random(19)
    entries: list[dict[str, Any]] = []
    for kind, fam, lang, form, text, value in content_personal.build(r):
        entries.append(
            dict(
                label="personal",
                family=fam,
                kind=kind,
                lang=lang,
                form=form,
                text=text,
                value=value,
            )
        )
    for kind, lang, form, text, value in content_secret.build(r):
        entries.append(
            dict(
                label="secret",
                family="secret",
                kind=kind,
                lang=lang,
                form=form,
                text=text,
                value=value,
            )
        )
    for kind, lang, form, text, value in content_keep.build(r):
        entries.append(
            dict(
                label="keep", family="keep", kind=kind, lang=lang, form=form, text=text, value=value
            )
        )

    targets: dict[str, list[tuple[str, Any]]] = {"html": [], "json": [], "yaml": []}
    headers: list[tuple[str, str, list[Any]]] = []
    for f in sorted(captures.rglob("*")):
        rel = str(f.relative_to(captures))
        if f.suffix == ".html":
            pts = html_points(f.read_text(encoding="utf-8"))
            if pts:
                targets["html"].append((rel, pts))
        elif f.suffix == ".json":
            objs, hdrs = json_points(f.read_text(encoding="utf-8"))
            targets["json"].append((rel, objs))
            headers += [("json", rel, h) for h in hdrs]
        elif f.suffix in (".yaml", ".yml"):
            objs, hdrs = yaml_points(f.read_text(encoding="utf-8"))
            targets["yaml"].append((rel, objs))
            headers += [("yaml", rel, h) for h in hdrs]

    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    rot = {"html": 0, "json": 0, "yaml": 0}
    hrot = 0
    order = ["html", "json", "yaml"]
    for n, e in enumerate(entries):
        lab = e["label"]
        base = {k: e[k] for k in ("label", "family", "kind", "lang")}
        text, value = e["text"], e["value"]
        tries: list[dict[str, Any]] = []
        if text.startswith("HDR:"):
            _, name, hval = text.split(":", 2)
            for k in range(len(headers)):
                mode, rel, path = headers[(hrot + k) % len(headers)]
                tries.append(
                    {
                        "target": rel,
                        mode: {"path": path, "op": "add_field", "key": name, "value": [hval]},
                        "form": e["form"] + f" (recorded header, {mode} cassette)",
                    }
                )
            hrot += 1
        else:
            first = order[n % 3]
            for mode in [first] + [m for m in order if m != first]:
                tl = targets[mode]
                for k in range(len(tl)):
                    rel, pts = tl[(rot[mode] + k) % len(tl)]
                    pts = list(pts)
                    r.shuffle(pts)
                    for pt in pts[:6]:
                        if mode == "html":
                            line, col, tag = pt
                            snip, v = snippet(text, value, tag, e["kind"])
                            tries.append(
                                {
                                    "target": rel,
                                    "html": {
                                        "snippet": snip,
                                        "line": line,
                                        "col": col,
                                        "expect": tag,
                                    },
                                    "value": v,
                                    "form": e["form"] + " (HTML snippet)",
                                }
                            )
                        else:
                            key = r.choice(KEYS[lab])
                            tries.append(
                                {
                                    "target": rel,
                                    mode: {
                                        "path": pt,
                                        "op": "add_field",
                                        "key": key,
                                        "value": text,
                                    },
                                    "form": e["form"] + f" ({mode} field)",
                                }
                            )
                rot[mode] += 1
        done = False
        for t in tries:
            counters[lab] += 1
            iid = f"p19-{prefix[lab]}-{counters[lab]:03d}"
            counters[lab] -= 1
            item = {
                "id": iid,
                "split": "test",
                **base,
                "form": t.pop("form"),
                "value": t.pop("value", value),
                **t,
            }
            spec = item.get("json") or item.get("yaml")
            if spec is not None:
                # never shadow a key already in the object
                root = (json.loads if "json" in item else yaml.safe_load)(
                    (captures / item["target"]).read_text(encoding="utf-8-sig")
                )
                node = root
                for s in spec["path"]:
                    node = node[s]
                while spec["key"] in node:
                    spec["key"] += "_extra"
            if not check_item(item, captures):
                counters[lab] += 1
                items.append(item)
                done = True
                break
        if not done:
            print("could not plant:", e["kind"], text[:80])
            return 1
    order_keys = ["id", "split", "label", "family", "kind", "lang", "form", "value", "target"]
    out = [
        {**{k: it[k] for k in order_keys}, **{k: v for k, v in it.items() if k not in order_keys}}
        for it in items
    ]
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
