"""Write cases.json of corpus 28 from the content modules, with fixed seeds.

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal28/gen.py

Insertion points are found in the captures themselves (the text captures; the PDFs are
not used):

- HTML: a start tag of a block element (``p``, ``div``, ``li``, ``h1``-``h6``, ``section``,
  ``article``, ``ul``, ``ol``, ``table``, ...) inside ``<body>`` whose open ancestors are all
  block containers (never inside ``head``, ``script``, ``style``, ``noscript``, ``pre``,
  ``textarea``, ``svg``, ``a``, ``p``, ``table`` ...), at the start of its line (col 0) or
  right after a ``>`` on a minified line (col > 0).
- JSON / YAML: a multi-line object / block mapping; recorded ``headers`` objects receive
  headers only (``"Name": ["value"]``), the other objects receive body fields.
"""

from __future__ import annotations

import json
import os
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
from plant import _JsonSpans  # noqa: E402
from values import V  # noqa: E402

OK_PARENTS = {
    "html",
    "body",
    "div",
    "section",
    "article",
    "main",
    "header",
    "footer",
    "nav",
    "aside",
    "ul",
    "ol",
    "li",
    "figure",
    "td",
    "dd",
    "blockquote",
    "form",
    "center",
}
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
    "figure",
    "blockquote",
    "nav",
    "main",
    "dl",
}
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
    "param",
    "source",
    "track",
    "wbr",
    "keygen",
}
RESPONSE_HEADERS = {
    "set-cookie",
    "date",
    "last-modified",
    "expires",
    "etag",
    "x-request-id",
    "request-id",
    "cf-ray",
    "x-ratelimit-reset",
    "x-amzn-trace-id",
    "anthropic-organization-id",
    "openai-organization",
    "openai-project",
}


class _Points(HTMLParser):
    def __init__(self, lines: list[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.pts: list[tuple[int, int, str]] = []
        self.lines = lines

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in BLOCK and "body" in self.stack and all(t in OK_PARENTS for t in self.stack):
            ln, col = self.getpos()
            line = self.lines[ln - 1]
            if ln > 1 and line[:col].strip() == "":
                self.pts.append((ln, 0, line[: col + 1 + len(tag)]))
            elif ln > 1 and line[:col].endswith(">"):
                self.pts.append((ln, col, line[col : col + 1 + len(tag)]))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:
            i = len(self.stack) - 1 - self.stack[::-1].index(tag)
            del self.stack[i:]


def html_points(text: str) -> list[tuple[int, int, str]]:
    p = _Points(text.split("\n"))
    p.feed(text)
    p.close()
    return p.pts


def json_objects(text: str) -> list[tuple[list[Any], set[str]]]:
    sp = _JsonSpans(text).spans
    out = []
    for p, (s, _e) in sp.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        keys = {q[-1] for q in sp if len(q) == len(p) + 1 and q[: len(p)] == p}
        out.append((list(p), keys))
    return out


def yaml_objects(text: str) -> list[tuple[list[Any], set[str]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[tuple[list[Any], set[str]]] = []

    def walk(n: yaml.Node, p: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                out.append((p, {k.value for k, _ in n.value}))
            for k, x in n.value:
                walk(x, [*p, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, x in enumerate(n.value):
                walk(x, [*p, i])

    walk(root, [])
    return out


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def main() -> int:
    cap = captures_root()
    rnd = random.Random(2828)
    html_files, data_files, hdr_files = [], [], []
    html_pts: dict[str, list[tuple[int, int, str]]] = {}
    objs: dict[str, list[tuple[list[Any], set[str]]]] = {}
    hdr_objs: dict[str, list[tuple[list[Any], set[str]]]] = {}
    for f in sorted(cap.glob("*/*")):
        rel = f.relative_to(cap).as_posix()
        if f.suffix not in (".html", ".json", ".yaml"):
            continue
        text = f.read_bytes().decode("utf-8")
        if f.suffix == ".html":
            html_pts[rel] = html_points(text)
            html_files.append(rel)
            continue
        found = json_objects(text) if f.suffix == ".json" else yaml_objects(text)
        hs = [o for o in found if o[0] and o[0][-1] == "headers"]
        body = [o for o in found if not (o[0] and o[0][-1] == "headers")]
        if body:
            objs[rel] = body
            data_files.append(rel)
        if hs:
            hdr_objs[rel] = hs
            hdr_files.append(rel)

    entries = [
        ("personal", "per", content_personal.make(V(2801))),
        ("secret", "sec", content_secret.make(V(2802))),
        ("keep", "keep", content_keep.make(V(2803))),
    ]
    cursor = {"html": 0, "data": 0, "hdr": 0}
    items: list[dict[str, Any]] = []
    for label, short, ents in entries:
        rnd.shuffle(ents)
        for n, e in enumerate(ents, 1):
            item: dict[str, Any] = {
                "id": f"p28-{short}-{n:03d}",
                "split": "test",
                "label": label,
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
                "value": e["value"],
            }
            if e["hdr"]:
                name = e["hdr"]
                side = "response" if name.lower() in RESPONSE_HEADERS else "request"

                def free(o: tuple[list[Any], set[str]], name: str = name) -> bool:
                    return name.lower() not in {k.lower() for k in o[1] if isinstance(k, str)}

                for _ in range(len(hdr_files)):  # prefer a headers object without that name
                    tgt = hdr_files[cursor["hdr"] % len(hdr_files)]
                    cursor["hdr"] += 1
                    cands = [o for o in hdr_objs[tgt] if side in o[0] and free(o)]
                    if cands:
                        break
                else:
                    cands = [o for o in hdr_objs[tgt] if side in o[0]] or hdr_objs[tgt]
                path, keys = rnd.choice(cands)
                key = name
                while key in keys or key.lower() in {k.lower() for k in keys if isinstance(k, str)}:
                    key += "_extra"
                kind = "json" if tgt.endswith(".json") else "yaml"
                item["target"] = tgt
                item["form"] = f"{e['form']}; recorded {side} header {key}"
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": [e["text"]]}
            elif e["html"] is not None:
                tgt = html_files[cursor["html"] % len(html_files)]
                cursor["html"] += 1
                line, col, expect = rnd.choice(html_pts[tgt])
                item["target"] = tgt
                item["form"] = f"{e['form']}; HTML snippet before {expect.strip()}> at line {line}"
                item["html"] = {"snippet": e["html"], "line": line, "col": col, "expect": expect}
            else:
                tgt = data_files[cursor["data"] % len(data_files)]
                cursor["data"] += 1
                free_objs = [o for o in objs[tgt] if e["key"] not in o[1]]
                path, keys = rnd.choice(free_objs or objs[tgt])
                key = e["key"]
                while key in keys:
                    key += "_extra"
                kind = "json" if tgt.endswith(".json") else "yaml"
                item["target"] = tgt
                item["form"] = (
                    f"{e['form']}; {kind} field {key} at {'/'.join(map(str, path)) or '(root)'}"
                )
                item[kind] = {"path": path, "op": "add_field", "key": key, "value": e["text"]}
            items.append(item)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
