"""Write ``cases.json`` for held-out corpus 21 (fixed seeds; reproducible).

    .venv/bin/python tests/heldout/personal21/gen.py [CAPTURES]

Reads the captures only to find insertion points (HTML block tags inside <body>, multi-line
JSON objects, block YAML mappings, recorded header maps); nothing of the captures is
copied into the repository. Every item is checked with ``check_corpus.check_item``; an
item that fails at one insertion point is tried at the next ones, and dropped if none fits.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from pathlib import Path
from typing import Any

import lxml.html
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
    "h2",
    "h3",
    "h4",
    "section",
    "article",
    "ul",
    "table",
    "h1",
    "aside",
    "figure",
}
BAD = {
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
    "a",
    "template",
    "table",
    "tr",
    "tbody",
    "thead",
    "ul",
    "ol",
    "option",
    "span",
    "strong",
    "em",
    "b",
    "i",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "figcaption",
    "time",
}
KEYS_DATA = [
    "note",
    "nota",
    "comentario",
    "description",
    "snippet_extra",
    "observaciones",
    "log",
    "raw_text",
    "detalle",
    "obs",
    "extra",
    "memo",
    "texto",
    "message_extra",
    "contenido",
    "annotation",
    "descricao",
    "remark",
]
HTML_WRAP = [
    "<p>{t}</p>",
    '<div class="nota">{t}</div>',
    "<li>{t}</li>",
    '<p class="small">{t}</p>',
    '<div data-row="1"><span>{t}</span></div>',
    "<p><!-- pegado del CRM --> {t}</p>",
    "<h4>{t}</h4>",
    "<div><em>{t}</em></div>",
    "<section><p>{t}</p></section>",
    "<blockquote>{t}</blockquote>",
]


def html_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_bytes().decode("utf-8")
    lines = text.split("\n")
    doc = lxml.html.document_fromstring(
        path.read_bytes(), parser=lxml.html.HTMLParser(encoding="utf-8")
    )
    pts = []
    seen = set()
    for el in doc.iter():
        if not isinstance(el.tag, str) or el.tag not in BLOCK or el.sourceline is None:
            continue
        anc = {a.tag for a in el.iterancestors()}
        if anc & BAD or "body" not in anc:
            continue
        ln = el.sourceline
        line = lines[ln - 1]
        stripped = line.lstrip()
        if stripped.startswith("<" + el.tag) and ln not in seen:
            seen.add(ln)
            pts.append(
                {"line": ln, "col": 0, "expect": line[: len(line) - len(stripped)] + stripped[:8]}
            )
        else:
            at = line.find("><" + el.tag)
            if at >= 0 and (ln, at) not in seen:
                seen.add((ln, at))
                pts.append({"line": ln, "col": at + 1, "expect": line[at + 1 : at + 9]})
    return pts


def json_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    pts = []
    for p, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        node = data
        for step in p:
            node = node[step]
        if not node:
            continue
        is_hdr = bool(p) and str(p[-1]).lower() == "headers"
        pts.append({"path": list(p), "keys": set(node), "headers": is_hdr})
    return pts


def yaml_points(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    pts = []

    def walk(node: yaml.Node, p: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                pts.append(
                    {
                        "path": list(p),
                        "keys": {k.value for k, _ in node.value},
                        "headers": bool(p) and str(p[-1]).lower() == "headers",
                    }
                )
            for k, v in node.value:
                walk(v, [*p, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*p, i])

    walk(root, [])
    return pts


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    rng = random.Random(21)
    personal = content_personal.items(random.Random(2101))
    secret = content_secret.items(random.Random(2102))
    keep = content_keep.items(random.Random(2103))
    html_t, data_t = [], []
    for f in sorted(captures.rglob("*")):
        rel = f.relative_to(captures).as_posix()
        if f.suffix == ".html":
            html_t.append((rel, html_points(f)))
        elif f.suffix == ".json":
            data_t.append((rel, "json", json_points(f)))
        elif f.suffix in (".yaml", ".yml"):
            data_t.append((rel, "yaml", yaml_points(f)))
    html_t = [t for t in html_t if t[1]]
    hdr_t = [(r, k, [p for p in pts if p["headers"]]) for r, k, pts in data_t]
    hdr_t = [t for t in hdr_t if t[2]]
    body_t = [(r, k, [p for p in pts if not p["headers"]]) for r, k, pts in data_t]
    body_t = [t for t in body_t if t[2]]

    cases: list[dict[str, Any]] = []
    dropped = 0
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "p21-per", "secret": "p21-sec", "keep": "p21-keep"}
    pool = (
        [("personal", e) for e in personal]
        + [("secret", e) for e in secret]
        + [("keep", e) for e in keep]
    )
    rng.shuffle(pool)
    for label, e in pool:
        place = e["place"]
        if place == "any":
            place = "html" if rng.random() < 0.4 else "data"
        ok = False
        for _attempt in range(12):
            item: dict[str, Any] = {
                "id": "",
                "split": "test",
                "label": label,
                "family": e["family"],
                "kind": e["kind"],
                "lang": e["lang"],
                "form": "",
                "value": e["value"],
            }
            if place == "html":
                rel, pts = rng.choice(html_t)
                pt = rng.choice(pts)
                if e["place"] == "html":
                    snip = e["text"]
                    value = e["value"]
                else:
                    snip = rng.choice(HTML_WRAP).format(t=htmlmod.escape(e["text"], quote=False))
                    value = htmlmod.escape(e["value"], quote=False)
                item.update(
                    value=value,
                    target=rel,
                    form=f"{e['form']}; html snippet",
                    html={"snippet": snip, **pt},
                )
            elif place == "header":
                rel, kind, pts = rng.choice(hdr_t)
                pt = rng.choice(pts)
                key = e["key"] if e["key"] not in pt["keys"] else e["key"] + "_extra"
                item.update(target=rel, form=f"{e['form']}; recorded header {key}")
                item[kind] = {
                    "path": pt["path"],
                    "op": "add_field",
                    "key": key,
                    "value": [e["text"]],
                }
            else:
                rel, kind, pts = rng.choice(body_t)
                pt = rng.choice(pts)
                key = e["key"] or rng.choice(KEYS_DATA)
                if key in pt["keys"]:
                    key += "_extra"
                item.update(target=rel, form=f"{e['form']}; {kind} field {key}")
                item[kind] = {"path": pt["path"], "op": "add_field", "key": key, "value": e["text"]}
            counters[label] += 1
            item["id"] = f"{prefix[label]}-{counters[label]:03d}"
            if not check_item(item, captures):
                cases.append(item)
                ok = True
                break
            counters[label] -= 1
        if not ok:
            dropped += 1
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(cases)} items written, {dropped} dropped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
