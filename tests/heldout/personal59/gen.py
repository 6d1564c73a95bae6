"""Write cases.json for corpus 59 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal59/gen.py

Finds insertion points in every text capture (HTML block tags after ``>`` inside
``<body>``, outside head/script/style/comments/noscript/pre/textarea/select/svg/iframe/
button/label; multi-line JSON objects and string arrays; YAML block mappings; recorded
``headers`` objects/mappings), makes the items of ``content.PLAN``, spreads them over the
captures, and keeps an item only if it plants and passes ``check_corpus.check_item``
(otherwise it is retried at another point).
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
from content import LAST_LANG, PLAN  # noqa: E402
from plant import CASES, _JsonSpans  # noqa: E402

SEED = 59_2026
TEXT_DIRS = ("search", "html", "errors", "injection")
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|figure|blockquote|header|footer|nav|main)\b",
    re.I,
)
SKIP_EL = (
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
    "head",
)
TOKEN = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9:-]*)[^>]*?(/?)>", re.S)
LANG_W = [("es", 0.66), ("en", 0.20), ("pt", 0.14)]
TEXT_KEYS = {
    "es": [
        "snippet",
        "descripcion",
        "nota",
        "texto",
        "comentario",
        "mensaje",
        "observaciones",
        "contenido",
    ],
    "en": ["snippet", "description", "note", "text", "comment", "message", "summary", "content"],
    "pt": ["trecho", "descricao", "nota", "texto", "comentario", "mensagem"],
}
HTML_WRAP = [
    "<p>{}</p>",
    "<li>{}</li>",
    '<div class="result-snippet">{}</div>',
    "<p><small>{}</small></p>",
    '<div class="comentario">{}</div>',
    "<blockquote>{}</blockquote>",
]


def html_points(text: str) -> list[dict[str, Any]]:
    pts = []
    depth = {e: 0 for e in SKIP_EL}
    in_body = False
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    import bisect

    pos = 0
    for m in TOKEN.finditer(text):
        if m.group(0).startswith("<!--"):
            continue
        close, tag = m.group(1), m.group(2).lower()
        if tag == "body" and not close:
            in_body = True
        if tag in ("script", "style") and not close and not m.group(3):
            end = text.lower().find(f"</{tag}", m.end())
            # skip content: mark by jumping; tokens inside are ignored below
            pos = end if end > 0 else len(text)
            continue
        if m.start() < pos:
            continue
        if tag in depth:
            if close:
                depth[tag] = max(0, depth[tag] - 1)
            elif not m.group(3):
                depth[tag] += 1
            continue
        if close or not in_body or any(depth.values()):
            continue
        if not BLOCK.match(text, m.start()):
            continue
        before = text[: m.start()].rstrip(" \t\r\n")
        if not before.endswith(">"):
            continue
        li = bisect.bisect_right(line_starts, m.start()) - 1
        ls = line_starts[li]
        col = m.start() - ls
        if text[ls : m.start()].strip() == "":
            col = 0
        pts.append({"line": li + 1, "col": col, "expect": text[ls + col : ls + col + 12]})
    return pts


def json_points(text: str) -> dict[str, list]:
    spans = _JsonSpans(text).spans
    objs, arrs, heads = [], [], []
    for path, (s, e) in spans.items():
        c = text[s]
        if c not in "{[":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] in "}]" or "\n" not in text[s + 1 : j]:
            continue
        if c == "{":
            val = json.loads(text[s:e])
            if path and path[-1] == "headers" and all(isinstance(v, list) for v in val.values()):
                heads.append((list(path), set(val)))
            elif path and str(path[-1]) in ("headers", "query"):
                continue
            else:
                objs.append((list(path), set(val)))
        else:
            val = json.loads(text[s:e])
            if all(isinstance(v, str) for v in val):
                arrs.append((list(path), None))
    return {"obj": objs, "arr": arrs, "head": heads}


def yaml_points(text: str) -> dict[str, list]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                keys = {k.value for k, _ in node.value}
                if path and path[-1] == "headers":
                    heads.append((list(path), keys))
                elif path and path[-1] in ("parsed_body", "query"):
                    pass
                else:
                    objs.append((list(path), keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return {"obj": objs, "arr": [], "head": heads}


def free_key(k: str, keys: set[str] | None) -> str:
    if keys is None:
        return k
    low = {x.lower() for x in keys}
    while k.lower() in low:
        k += "_extra"
    return k


def build_item(
    rng: random.Random, made: dict[str, Any], target: str, kind: str, pts: Any
) -> dict[str, Any]:
    value = made["value"]
    lang = made["lang"]
    item: dict[str, Any] = {"value": value, "target": target}
    where = ""
    if kind == "html":
        pt = rng.choice(pts)
        if "html" in made:
            snip = made["html"]
            where = "html markup"
        else:
            wrap = rng.choice(HTML_WRAP)
            snip = wrap.format(htmlmod.escape(made["text"], quote=False))
            where = "html " + wrap.split(">")[0] + ">"
        item["value"] = htmlmod.escape(value, quote=False)
        item["html"] = {"snippet": snip, **pt}
        return {**item, "_where": where}
    fmt = "json" if target.endswith(".json") else "yaml"
    header = made.get("header")
    if header and pts["head"] and rng.random() < 0.75:
        path, keys = rng.choice(pts["head"])
        name = header[0] if fmt == "json" else header[0].lower()
        item[fmt] = {
            "path": path,
            "op": "add_field",
            "key": free_key(name, keys),
            "value": [header[1]],
        }
        return {**item, "_where": f"{fmt} recorded header"}
    if pts["arr"] and (not pts["obj"] or rng.random() < 0.5):
        path, _ = rng.choice(pts["arr"])
        item[fmt] = {
            "path": path,
            "op": "add_item",
            "value": made["text"] if "raw" not in made else made["raw"],
        }
        return {**item, "_where": f"{fmt} string array item"}
    path, keys = rng.choice(pts["obj"])
    if "raw" in made and (made.get("multiline") or rng.random() < 0.6):
        k, v = made["field"], made["raw"]
    else:
        k = (
            rng.choice(TEXT_KEYS[lang])
            if rng.random() < 0.6 or "field" not in made
            else made["field"]
        )
        v = made["text"]
    item[fmt] = {"path": path, "op": "add_field", "key": free_key(k, keys), "value": v}
    return {**item, "_where": f"{fmt} field {k}"}


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    rng = random.Random(SEED)
    targets = []
    for d in TEXT_DIRS:
        for f in sorted((captures / d).iterdir()):
            rel = f"{d}/{f.name}"
            text = f.read_bytes().decode("utf-8")
            if f.suffix == ".html":
                pts = html_points(text)
                kind = "html"
            elif f.suffix == ".json":
                pts = json_points(text)
                kind = "json"
            else:
                pts = yaml_points(text)
                kind = "yaml"
            n = len(pts) if kind == "html" else len(pts["obj"]) + len(pts["arr"])
            if n == 0:
                print("no insertion point in", rel)
                continue
            targets.append((rel, kind, pts))
    jobs = [(lab, fam, kind, mk) for lab, fam, kind, n, mk in PLAN for _ in range(n)]
    rng.shuffle(jobs)
    items: list[dict[str, Any]] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    ti = 0
    for lab, fam, kind, mk in jobs:
        lang = rng.choices([x for x, _ in LANG_W], [w for _, w in LANG_W])[0]
        for _attempt in range(20):
            LAST_LANG[0] = "en"
            made = mk(rng, lang)
            made.setdefault("lang", LAST_LANG[0])
            head_targets = [t for t in targets if t[1] != "html" and t[2]["head"]]
            if made.get("header") and rng.random() < 0.6:
                rel, tkind, pts = rng.choice(head_targets)
            else:
                rel, tkind, pts = targets[ti % len(targets)]
                ti += 1
            it = build_item(rng, made, rel, tkind, pts)
            where = it.pop("_where")
            counters[lab] += 1
            iid = f"p59-{prefix[lab]}-{counters[lab]:03d}"
            item = {
                "id": iid,
                "split": "test",
                "label": lab,
                "family": fam,
                "kind": kind,
                "lang": made["lang"],
                "form": f"{made['form']}; {where}",
                "value": it.pop("value"),
                "target": it.pop("target"),
                **it,
            }
            errs = check_item(item, captures)
            if not errs:
                items.append(item)
                break
            counters[lab] -= 1
            print("retry", errs[:2])
        else:
            raise SystemExit(f"could not plant a {kind}")
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(items), "items written to", CASES)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
