"""Write corpus 56's ``cases.json`` (deterministic: fixed seed, captures read by path).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal56/build_cases.py

Finds insertion points in every text capture (HTML block elements inside ``<body>``,
multi-line JSON objects and string arrays, YAML block mappings, recorded header
mappings), turns the specs of ``content.py`` into items and spreads them over the captures.
"""

from __future__ import annotations

import functools
import html as htmlmod
import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import yaml  # noqa: E402
from content import Spec, all_specs  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 56_2026
BLOCK = {
    "p",
    "div",
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
    "blockquote",
    "header",
    "footer",
    "aside",
    "figure",
    "nav",
    "main",
}
NO_ANCESTOR = {
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
    "option",
    "code",
    "form",
}
NO_PARENT = {"ul", "ol", "table", "tbody", "thead", "tr", "dl", "select", "p", "span"}
HIDDEN = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0|left\s*:\s*-\d|clip",
    re.I,
)
REQUEST_HEADERS = {
    "authorization",
    "x-api-key",
    "cookie",
    "x-subscription-token",
    "x-goog-api-key",
    "api-key",
    "x-account",
    "x-customer-id",
    "x-account-id",
    "openai-project",
}


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def text_captures(root: Path) -> list[str]:
    out = []
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.suffix in (".html", ".json", ".yaml", ".yml"):
            out.append(str(p.relative_to(root)))
    return out


# ------------------------------------------------------------------ insertion points


def html_points(text: str) -> list[tuple[int, int, str]]:
    import lxml.html

    doc = lxml.html.document_fromstring(
        text.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
    )
    lines = text.split("\n")
    pts = []
    for el in doc.iter():
        if not isinstance(el.tag, str) or el.tag not in BLOCK or not el.sourceline:
            continue
        anc = list(el.iterancestors())
        if any(a.tag in NO_ANCESTOR for a in anc) or not any(a.tag == "body" for a in anc):
            continue
        if el.getparent() is not None and el.getparent().tag in NO_PARENT:
            continue
        if any(
            HIDDEN.search(a.get("style", "")) or a.get("aria-hidden") or a.get("hidden") is not None
            for a in [el, *anc]
        ):
            continue
        ln = el.sourceline
        line = lines[ln - 1]
        occ = [m.start() for m in re.finditer(rf"<{el.tag}(?=[\s>/])", line, re.I)]
        if len(occ) != 1:
            continue
        col = occ[0]
        tag_end = col + len(el.tag) + 1
        if not line[:col].strip():
            pts.append((ln, 0, line[:tag_end]))
        elif line[col - 1] == ">" and "<!--" not in line[:col]:
            pts.append((ln, col, line[col:tag_end]))
    return sorted(set(pts))


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]], list[list[Any]]]:
    """(objects, string arrays, header objects), multi-line ones only."""
    spans = _JsonSpans(text).spans
    objs, arrs, hdrs = [], [], []
    for path, (s, e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        val = json.loads(text[s:e])
        if not val:
            continue
        if c == "{":
            if path and path[-1] == "headers":
                hdrs.append(list(path))
            elif all(isinstance(v, list) for v in val.values()) and "headers" in [
                str(x) for x in path
            ]:
                continue
            else:
                objs.append(list(path))
        elif all(isinstance(v, str) for v in val):
            arrs.append(list(path))
    return objs, arrs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                (hdrs if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                if path and path[-1] == "headers":
                    continue
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


@functools.cache
def keys_at_cached(text: str, kind: str, path: tuple) -> frozenset:
    return frozenset(keys_at_raw(text, kind, list(path)))


def keys_at(text: str, kind: str, path: list[Any]) -> frozenset:
    return keys_at_cached(text, kind, tuple(path))


def keys_at_raw(text: str, kind: str, path: list[Any]) -> set[str]:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    node = data
    for step in path:
        node = node[step]
    return {str(k) for k in node}


# ------------------------------------------------------------------ items


def html_snippet(spec: Spec, i: int) -> tuple[str, str]:
    if spec.where == "html":
        return spec.text, spec.value
    esc = htmlmod.escape(spec.text, quote=False)
    wrap = [
        "<p>{}</p>",
        '<div class="comentario">{}</div>',
        '<p class="contacto">{}</p>',
        "<blockquote><p>{}</p></blockquote>",
        '<div class="resultado"><p>{}</p></div>',
        "<p><small>{}</small></p>",
    ][i % 6]
    return wrap.format(esc), htmlmod.escape(spec.value, quote=False)


def build() -> list[dict[str, Any]]:
    root = captures_root()
    rng = random.Random(SEED)
    caps = text_captures(root)
    texts = {c: (root / c).read_text(encoding="utf-8") for c in caps}
    kind = {
        c: "html" if c.endswith(".html") else "json" if c.endswith(".json") else "yaml"
        for c in caps
    }
    hpts, objs, arrs, hdrs = {}, {}, {}, {}
    for c in caps:
        if kind[c] == "html":
            hpts[c] = html_points(texts[c])
        elif kind[c] == "json":
            objs[c], arrs[c], hdrs[c] = json_points(texts[c])
        else:
            objs[c], hdrs[c] = yaml_points(texts[c])
            arrs[c] = []
    html_caps = [c for c in caps if hpts.get(c)]
    data_caps = [c for c in caps if objs.get(c) or arrs.get(c)]
    hdr_caps = [c for c in caps if hdrs.get(c)]

    specs = all_specs(SEED)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    rr = {"any": 0, "html": 0, "field": 0, "header": 0}
    any_caps = caps[:]
    rng.shuffle(any_caps)
    items = []
    for n, spec in enumerate(specs):
        where = spec.where
        item: dict[str, Any] = {
            "split": "test",
            "label": spec.label,
            "family": spec.family,
            "kind": spec.kind,
            "lang": spec.lang,
            "form": spec.form,
        }
        if where == "header":
            cands = hdr_caps
        elif where == "html":
            cands = html_caps
        elif where == "field":
            cands = [c for c in data_caps if objs.get(c)]
        else:
            cands = any_caps
        c = cands[rr[where] % len(cands)]
        rr[where] += 1
        if where in ("html",) or (where == "any" and kind[c] == "html"):
            line, col, expect = rng.choice(hpts[c])
            snippet, value = html_snippet(spec, n)
            item.update(
                value=value,
                target=c,
                html={"snippet": snippet, "line": line, "col": col, "expect": expect},
            )
        elif where == "header":
            side = "request" if spec.key.lower() in REQUEST_HEADERS else "response"
            for shift in range(len(hdr_caps)):
                c = hdr_caps[(rr[where] + shift) % len(hdr_caps)]
                paths = [p for p in hdrs[c] if side in [str(x) for x in p]] or hdrs[c]
                paths = [
                    p
                    for p in paths
                    if spec.key.lower() not in {k.lower() for k in keys_at(texts[c], kind[c], p)}
                ]
                if paths:
                    break
            path = rng.choice(paths)
            item.update(
                value=spec.value,
                target=c,
                **{
                    kind[c]: {
                        "path": path,
                        "op": "add_field",
                        "key": spec.key,
                        "value": [spec.text],
                    }
                },
            )
        else:
            use_arr = (
                where == "any" and arrs.get(c) and c.startswith("injection/") and rng.random() < 0.8
            )
            if use_arr:
                path = rng.choice(arrs[c])
                item.update(
                    value=spec.value,
                    target=c,
                    **{kind[c]: {"path": path, "op": "add_item", "value": spec.text}},
                )
            else:
                path = rng.choice(objs[c])
                key = spec.key
                if key in keys_at(texts[c], kind[c], path):
                    key += "_extra"
                item.update(
                    value=spec.value,
                    target=c,
                    **{kind[c]: {"path": path, "op": "add_field", "key": key, "value": spec.text}},
                )
        counters[spec.label] += 1
        item = {"id": f"p56-{prefix[spec.label]}-{counters[spec.label]:03d}", **item}
        items.append(item)
    return items


def main() -> int:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items to {HERE / 'cases.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
