"""Generate ``cases.json`` of corpus 50 (deterministic: fixed seed).

    PYTHONPATH=<repo> python tests/heldout/personal50/gen.py [CAPTURES]

Reads the captures only to find insertion points (multi-line JSON objects, block YAML
mappings, recorded-header mappings, block tags inside <body>); nothing of them is copied.
Every item is checked by planting it before it is written.
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

import lxml.html  # noqa: E402
import yaml  # noqa: E402
from content_keep import KEEP_MAKERS  # noqa: E402
from content_personal import MAKERS as PERSONAL_MAKERS  # noqa: E402
from content_secret import ACCOUNT_MAKERS, SECRET_MAKERS  # noqa: E402
from plant import PlantError, _JsonSpans, plant  # noqa: E402

SEED = 50_2026
TEXT_DIRS = ("search", "html", "errors", "injection")
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
    "aside",
    "blockquote",
    "figure",
    "nav",
    "main",
}
EXCLUDED = {
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
    "table",
    "a",
    "code",
    "math",
    "object",
}


def captures_root() -> Path:
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


# ---------------------------------------------------------------------------- points


def html_points(text: str) -> list[dict]:
    doc = lxml.html.document_fromstring(
        text.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
    )
    good: dict[tuple[int, str], int] = {}
    bad: set[tuple[int, str]] = set()
    for el in doc.iter():
        if not isinstance(el.tag, str) or el.tag not in BLOCK or el.sourceline is None:
            continue
        anc = [a.tag for a in el.iterancestors()]
        key = (el.sourceline, el.tag)
        if "body" not in anc or EXCLUDED & set(anc):
            bad.add(key)
        else:
            good[key] = good.get(key, 0) + 1
    lines = text.split("\n")
    pts = []
    for (ln, tag), n in good.items():
        if (ln, tag) in bad:
            continue
        line = lines[ln - 1]
        stripped = line.lstrip()
        if re.match(rf"<{tag}[\s>]", stripped) and len(re.findall(rf"<{tag}[\s>]", line)) == n:
            pts.append(
                {
                    "line": ln,
                    "col": 0,
                    "expect": line[: len(line) - len(stripped) + len(tag) + 1],
                    "tag": tag,
                }
            )
        elif len(line) > 400:
            occ = [m.start() + 1 for m in re.finditer(rf"><{tag}[\s>]", line)]
            if occ and len(re.findall(rf"<{tag}[\s>]", line)) == n:
                for c in occ[:: max(1, len(occ) // 6)]:
                    pts.append({"line": ln, "col": c, "expect": f"<{tag}", "tag": tag})
    return sorted(pts, key=lambda p: (p["line"], p["col"]))


def json_points(text: str) -> tuple[list[list], list[list]]:
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
        if path and str(path[-1]).lower() == "headers":
            headers.append(list(path))
        else:
            objs.append(list(path))
    return objs, headers


def yaml_points(text: str) -> tuple[list[list], list[list]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and str(path[-1]).lower() == "headers" else objs).append(
                    list(path)
                )
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def existing_keys(text: str, kind: str, path: list) -> set[str]:
    data = json.loads(text) if kind == "json" else yaml.safe_load(text)
    for step in path:
        data = data[step]
    return {str(k) for k in data}


# ---------------------------------------------------------------------------- items

FIELD_KEYS = {
    "personal": [
        "snippet",
        "content",
        "description",
        "text",
        "note",
        "comment",
        "raw_content",
        "body_text",
    ],
    "keep": [
        "snippet",
        "content",
        "description",
        "text",
        "note",
        "footer",
        "raw_content",
        "summary",
    ],
    "secret": ["message", "detail", "log", "config", "note", "error", "debug"],
}


def pick_weighted(r: random.Random, makers, n: int):
    """``n`` (maker, lang) pairs, proportional to the weights."""
    total = sum(w for _, w, _ in makers)
    out = []
    for m, w, langs in makers:
        k = round(n * w / total)
        ls = langs.split()
        out += [(m, ls[i % len(ls)]) for i in range(k)]
    r.shuffle(out)
    return out


def main() -> int:
    cap = captures_root()
    r = random.Random(SEED)
    files = sorted(
        p.relative_to(cap).as_posix()
        for d in TEXT_DIRS
        for p in (cap / d).iterdir()
        if p.suffix in (".json", ".yaml", ".yml", ".html")
    )
    info = {}
    for f in files:
        text = (cap / f).read_bytes().decode("utf-8")
        if f.endswith(".html"):
            info[f] = {"kind": "html", "pts": html_points(text), "text": text}
        elif f.endswith(".json"):
            o, h = json_points(text.lstrip("\ufeff"))
            info[f] = {"kind": "json", "objs": o, "hdrs": h, "text": text}
        else:
            o, h = yaml_points(text)
            info[f] = {"kind": "yaml", "objs": o, "hdrs": h, "text": text}
    header_files = [f for f in files if info[f].get("hdrs")]

    plan = (
        [("personal", "personal", m, lg) for m, lg in pick_weighted(r, PERSONAL_MAKERS, 302)]
        + [("personal", "account-id", m, lg) for m, lg in pick_weighted(r, ACCOUNT_MAKERS, 50)]
        + [("secret", "secret", m, lg) for m, lg in pick_weighted(r, SECRET_MAKERS, 144)]
        + [("keep", "keep", m, lg) for m, lg in pick_weighted(r, KEEP_MAKERS, 388)]
    )
    r.shuffle(plan)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    rot = {lab: r.sample(files, len(files)) for lab in counters}
    pos = {lab: 0 for lab in counters}
    used_pts: dict[str, int] = {}
    items = []
    for label, family, maker, lang in plan:
        for _attempt in range(40):
            d = maker(r, lang)
            if d.get("header") and r.random() < 0.75:
                target = r.choice(header_files)
            else:
                target = rot[label][pos[label] % len(files)]
                pos[label] += 1
            inf = info[target]
            if d.get("html_only") and inf["kind"] != "html":
                continue
            if d.get("no_html") and inf["kind"] == "html":
                continue
            item = build(r, d, label, family, lang, target, inf, used_pts)
            if item is None:
                continue
            try:
                p = plant(item, cap)
            except PlantError:
                continue
            if item["value"] not in p.text.split("\n")[p.line - 1]:
                continue
            counters[label] += 1
            item["id"] = f"p50-{prefix[label]}-{counters[label]:03d}"
            items.append(item)
            break
        else:
            raise SystemExit(f"could not plant a {maker.__name__} item")
    order = ["id", "split", "label", "family", "kind", "lang", "form", "value", "target"]
    items.sort(key=lambda it: (["personal", "secret", "keep"].index(it["label"]), it["id"]))
    items = [
        {k: it[k] for k in order} | {k: v for k, v in it.items() if k not in order} for it in items
    ]
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print({lab: n for lab, n in counters.items()}, "items written")
    return 0


def build(r, d, label, family, lang, target, inf, used_pts):
    value, text = d["value"], d["text"]
    base = {
        "split": "test",
        "label": label,
        "family": family,
        "kind": d["kind"],
        "lang": lang,
        "target": target,
    }
    if inf["kind"] == "html":
        pts = inf["pts"]
        if not pts:
            return None
        pt = pts[r.randrange(len(pts))]
        if d.get("pem"):
            snippet = "<pre>" + text + "</pre>"
            where = "PEM in <pre> before <" + pt["tag"] + ">"
        else:
            if d.get("html_only"):
                body = text
            else:
                line = text
                if d.get("header"):
                    line = f"{d['header']}: {text}"
                elif d.get("key"):
                    line = json.dumps({d["key"]: text}, ensure_ascii=False)
                body = htmlmod.escape(line, quote=False)
                value = htmlmod.escape(value, quote=False)
            tag = (
                "li"
                if pt["tag"] == "li"
                else r.choice(["p", "p", "div", "span"] if pt["tag"] != "li" else ["li"])
            )
            snippet = f"<p><span>{body}</span></p>" if tag == "span" else f"<{tag}>{body}</{tag}>"
            where = f"HTML <{tag}> before <{pt['tag']}> (col {pt['col']})"
        return base | {
            "value": value,
            "form": f"{d['form']}; {where}",
            "html": {
                "snippet": snippet,
                "line": pt["line"],
                "col": pt["col"],
                "expect": pt["expect"],
            },
        }
    if d.get("html_only"):
        return None
    kind = inf["kind"]
    if json.dumps(value, ensure_ascii=False)[1:-1] != value:
        return None
    if d.get("header") and inf["hdrs"]:
        path = r.choice(inf["hdrs"])
        key = d["header"]
        val = [text]
        where = f"recorded header {key} ({kind})"
    else:
        if not inf["objs"]:
            return None
        path = r.choice(inf["objs"])
        if d.get("header"):
            key, val = r.choice(FIELD_KEYS[label]), f"{d['header']}: {text}"
        elif d.get("key"):
            key, val = d["key"], text
        else:
            key, val = r.choice(FIELD_KEYS[label]), text
        where = f"{kind} field {key}"
    if d.get("pem") and "\n" not in str(val):
        pass
    keys = existing_keys(inf["text"].lstrip("\ufeff"), kind, path)
    lower = {k.lower() for k in keys}
    if d.get("header") and inf["hdrs"] and path in inf["hdrs"] and key.lower() in lower:
        return None  # a recorded header keeps its real name: try another point
    while key in keys or key.lower() in lower:
        key += "_extra"
    return base | {
        "value": value,
        "form": f"{d['form']}; {where}",
        kind: {"path": path, "op": "add_field", "key": key, "value": val},
    }


if __name__ == "__main__":
    raise SystemExit(main())
