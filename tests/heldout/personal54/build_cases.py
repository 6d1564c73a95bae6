"""Generate cases.json of corpus 54 (deterministic: fixed seeds; same captures -> same file).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal54/build_cases.py

Insertion points are found in the captures themselves: HTML block tags inside <body> (each
candidate is probed by planting a marker and parsing the page with lxml, and kept only when
the marker lands outside head/script/style/comments/noscript/pre/textarea/select/svg/
iframe/button/label/a/template); multi-line JSON objects and string arrays; block YAML
mappings; and the recorded ``headers`` objects/mappings of the cassettes (for header items).
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

import lxml.html
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from content_keep import all_keep  # noqa: E402
from content_personal import all_personal  # noqa: E402
from content_secret import all_secret  # noqa: E402
from plant import _JsonSpans, plant  # noqa: E402
from values import Maker  # noqa: E402

SEED = 5454
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
    "a",
    "template",
    "title",
    "p",
    "span",
    "option",
}
BLOCK = re.compile(
    r"<(p|div|h[1-6]|section|article|ul|ol|table|footer|header|aside|blockquote|figure)[\s>]", re.I
)
TEXT_KEYS = [
    "snippet",
    "content",
    "raw_content",
    "description",
    "text",
    "note",
    "message",
    "extracted_text",
    "summary",
    "body_excerpt",
]
PROBE = "ZQPROBE54"


def captures_root() -> Path:
    env = os.environ.get("HELDOUT_CAPTURES")
    return Path(env) if env else Path("/work/shared/captures")


def text_targets(root: Path) -> list[str]:
    out = []
    for sub in ("html", "search", "errors", "injection"):
        for p in sorted((root / sub).iterdir()):
            if p.suffix in (".html", ".json", ".yaml", ".yml"):
                out.append(f"{sub}/{p.name}")
    return out


# ------------------------------------------------------------------ insertion points


def html_points(root: Path, target: str) -> list[dict[str, Any]]:
    text = (root / target).read_bytes().decode("utf-8")
    lines = text.split("\n")
    cands: list[tuple[int, int]] = []
    for ln, row in enumerate(lines, 1):
        stripped = row.lstrip()
        if BLOCK.match(stripped):
            cands.append((ln, 0))
        for mt in BLOCK.finditer(row):
            c = mt.start()
            if c > 0 and row[c - 1] == ">" and row[:c].strip():
                cands.append((ln, c))
    points = []
    for ln, col in cands:
        spec = {
            "snippet": f"<p>{PROBE}</p>",
            "line": ln,
            "col": col,
            "expect": lines[ln - 1][col : col + 12].rstrip("\r"),
        }
        probe = {"id": "probe", "value": PROBE, "target": target, "html": spec}
        try:
            p = plant(probe, root)
            doc = lxml.html.document_fromstring(
                p.data, parser=lxml.html.HTMLParser(encoding="utf-8")
            )
        except Exception:
            continue
        hits = [el for el in doc.iter() if isinstance(el.tag, str) and el.text and PROBE in el.text]
        if len(hits) != 1:
            continue
        anc = [a.tag for a in hits[0].iterancestors() if isinstance(a.tag, str)]
        if "body" not in anc or FORBIDDEN & set(anc):
            continue
        points.append({"line": ln, "col": col, "expect": spec["expect"]})
    return points


def json_points(root: Path, target: str) -> tuple[list[dict], list[dict], list[dict]]:
    text = (root / target).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    objs, arrs, heads = [], [], []
    for path, (s, _e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] in "}]":
            continue
        node = data
        for st in path:
            node = node[st]
        if c == "{":
            if path and path[-1] == "headers":
                heads.append({"path": list(path), "keys": [x.lower() for x in node]})
            elif "headers" not in path:
                objs.append({"path": list(path), "keys": list(node)})
        elif all(isinstance(x, str) for x in node) and "headers" not in path:
            arrs.append({"path": list(path)})
    return objs, arrs, heads


def yaml_points(root: Path, target: str) -> tuple[list[dict], list[dict]]:
    text = (root / target).read_bytes().decode("utf-8")
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    maps, heads = [], []

    def walk(n: yaml.Node, path: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            keys = [k.value for k, _ in n.value]
            if n.value and not n.flow_style:
                if path and path[-1] == "headers":
                    heads.append({"path": path, "keys": [x.lower() for x in keys]})
                elif "headers" not in path:
                    maps.append({"path": path, "keys": keys})
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(node, [])
    return maps, heads


# ------------------------------------------------------------------ building


def esc(s: str) -> str:
    return htmlmod.escape(s, quote=False)


def main() -> int:
    root = captures_root()
    targets = text_targets(root)
    m = Maker(SEED)
    rng = random.Random(SEED + 1)
    items = all_personal(m) + all_secret(m) + all_keep(m)

    hpts = {t: html_points(root, t) for t in targets if t.endswith(".html")}
    jpts = {t: json_points(root, t) for t in targets if t.endswith(".json")}
    ypts = {t: yaml_points(root, t) for t in targets if t.endswith((".yaml", ".yml"))}
    for t, pts in hpts.items():
        if not pts:
            raise SystemExit(f"no HTML insertion point in {t}")
    header_files = [t for t in jpts if jpts[t][2]] + [t for t in ypts if ypts[t][1]]
    data_files = [t for t in jpts if jpts[t][0]] + [t for t in ypts if ypts[t][0]]
    any_files = sorted(set(hpts) | set(data_files))

    order = list(range(len(items)))
    rng.shuffle(order)
    counters = {"header": 0, "data": 0, "any": 0}
    pools = {"header": header_files, "data": data_files, "any": any_files}
    out: list[dict[str, Any]] = [None] * len(items)  # type: ignore[list-item]
    for idx in order:
        it = dict(items[idx])
        where = it.pop("where", "any")
        pool = pools[where]
        target = pool[counters[where] % len(pool)]
        counters[where] += 1
        text = it.pop("text")
        snippet_html = it.pop("html", None)
        hname = it.pop("hname", None)
        key = it.pop("key", None)
        pem = it.pop("pem", False)
        case: dict[str, Any] = {k: it[k] for k in ("kind", "family", "lang", "form", "value")}
        case["target"] = target
        if target.endswith(".html"):
            pt = rng.choice(hpts[target])
            v = esc(it["value"])
            if pem:
                rows = text.rstrip("\n").split("\n")
                snip = "<pre>" + "\n".join(rows) + "</pre>"
            elif snippet_html:
                snip = snippet_html.replace("{V}", v)
            else:
                tag = rng.choice(["p", "p", "div", "p", "blockquote"])
                snip = f"<{tag}>{esc(text)}</{tag}>"
            case["value"] = v
            case["form"] += ", HTML snippet"
            case["html"] = {
                "snippet": snip,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            }
        else:
            is_json = target.endswith(".json")
            if where == "header":
                pts = jpts[target][2] if is_json else ypts[target][1]
                pt = rng.choice(pts)
                name = hname if is_json else hname.lower()
                if name.lower() in pt["keys"]:
                    name += "_extra"
                spec = {"path": pt["path"], "op": "add_field", "key": name, "value": [text]}
                case["form"] += ", recorded header"
            else:
                objs = jpts[target][0] if is_json else ypts[target][0]
                arrs = jpts[target][1] if is_json else []
                if key is None and arrs and rng.random() < 0.3:
                    pt = rng.choice(arrs)
                    spec = {"path": pt["path"], "op": "add_item", "value": text}
                    case["form"] += ", new string in an array"
                else:
                    pt = rng.choice(objs)
                    name = key or rng.choice(TEXT_KEYS)
                    if name in pt["keys"]:
                        name += "_extra"
                    spec = {"path": pt["path"], "op": "add_field", "key": name, "value": text}
                    case["form"] += f", field {name}"
            case["json" if is_json else "yaml"] = spec
        out[idx] = case

    counts = {"personal": 0, "secret": 0, "keep": 0}
    final = []
    for case in out:
        label = {
            "personal": "personal",
            "account-id": "personal",
            "secret": "secret",
            "keep": "keep",
        }[case["family"]]
        counts[label] += 1
        pre = {"personal": "per", "secret": "sec", "keep": "keep"}[label]
        final.append(
            {"id": f"p54-{pre}-{counts[label]:03d}", "split": "test", "label": label, **case}
        )
    (HERE / "cases.json").write_text(
        json.dumps(final, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(final)} items: {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
