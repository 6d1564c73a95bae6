"""Generate cases.json of held-out corpus 62, deterministically (seed 62).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=tests/heldout \
        .venv/bin/python -m personal62.gen

Finds insertion points in every text capture (HTML: before a block tag in <body>, outside
head/scripts/styles/pre/…; JSON/YAML: multi-line objects / block mappings, recorded
``headers`` objects apart), makes each item with its maker, plants it alone with
``plant.py`` and checks it with ``check_corpus.check_item``; an item that fails is made
again at another point.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import lxml.html
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from personal62 import content as C  # noqa: E402
from personal62.check_corpus import captures_root, check_item  # noqa: E402
from personal62.plant import _JsonSpans, plant  # noqa: E402

BLOCK = (
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
    "nav",
    "aside",
    "main",
    "figure",
    "blockquote",
    "dl",
    "form",
)
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
    "template",
    "title",
    "a",
    "p",
    "option",
    "math",
    "object",
}
MARK = "QQPLANTMARKQQ"


def html_points(cap: Path, rel: str) -> list[tuple[int, int, str]]:
    text = (cap / rel).read_bytes().decode("utf-8")
    lines = text.split("\n")
    pat = re.compile(r"<({})[\s>/]".format("|".join(BLOCK)), re.I)
    cands = []
    in_body = False
    for i, ln in enumerate(lines, 1):
        if re.search(r"<body[\s>]", ln, re.I):
            in_body = True
        if not in_body:
            continue
        for m in pat.finditer(ln):
            pos = m.start()
            if not ln[:pos].strip():
                cands.append((i, 0, ln[: pos + len(m.group(1)) + 1]))
            elif ln[pos - 1] == ">":
                cands.append((i, pos, ln[pos : pos + len(m.group(1)) + 1]))
    good = []
    for line, col, expect in cands:
        item = {
            "id": "probe",
            "value": MARK,
            "target": rel,
            "html": {"snippet": f"<p>{MARK}</p>", "line": line, "col": col, "expect": expect},
        }
        try:
            p = plant(item, cap)
            doc = lxml.html.document_fromstring(
                p.data, parser=lxml.html.HTMLParser(encoding="utf-8")
            )
        except Exception:
            continue
        ok = False
        for el in doc.iter():
            if isinstance(el.tag, str) and el.text and MARK in el.text and el.tag == "p":
                anc = {a.tag for a in el.iterancestors()}
                ok = "body" in anc and not (anc & BAD)
        if ok:
            good.append((line, col, expect))
    return good


def json_points(cap: Path, rel: str) -> tuple[list, list]:
    text = (cap / rel).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    data = json.loads(text.lstrip("\ufeff"))
    plain, heads = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        node = data
        for st in path:
            node = node[st]
        (heads if path and path[-1] == "headers" else plain).append((list(path), set(node)))
    return plain, heads


def yaml_points(cap: Path, rel: str) -> tuple[list, list]:
    text = (cap / rel).read_bytes().decode("utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    plain, heads = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                keys = {k.value for k, _ in node.value}
                (heads if path and path[-1] == "headers" else plain).append((list(path), keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return plain, heads


KEYS = {
    "es": [
        "nota",
        "comentario",
        "registro",
        "observaciones",
        "mensaje",
        "detalle",
        "linea_log",
        "texto",
    ],
    "en": ["note", "comment", "log_line", "message", "debug", "raw"],
    "pt": ["nota", "observacao", "mensagem", "registro"],
}


def main() -> int:
    cap = captures_root()
    rels = sorted(
        str(p.relative_to(cap))
        for p in cap.rglob("*")
        if p.is_file() and p.suffix in (".html", ".json", ".yaml") and "pdf" not in p.parts
    )
    points = {}
    for rel in rels:
        if rel.endswith(".html"):
            points[rel] = ("html", html_points(cap, rel), [])
        elif rel.endswith(".json"):
            points[rel] = ("json", *json_points(cap, rel))
        else:
            points[rel] = ("yaml", *yaml_points(cap, rel))
    for rel, (kind, pl, hd) in points.items():
        print(f"{rel}: {kind} {len(pl)} points, {len(hd)} header objects", file=sys.stderr)
    r = random.Random(62)
    targets = [t for t in rels if points[t][1]]
    header_targets = [t for t in rels if points[t][2]]
    plan = []
    for label, family, table, prefix in (
        ("personal", "personal", C.PERSONAL, "per"),
        ("personal", "account-id", C.ACCOUNT, "per"),
        ("secret", "secret", C.SECRET, "sec"),
        ("keep", "keep", C.KEEP, "keep"),
    ):
        for kind, (maker, n) in table.items():
            for _ in range(n):
                plan.append((label, family, kind, maker, prefix))
    r.shuffle(plan)
    counters = {"per": 0, "sec": 0, "keep": 0}
    rot = targets[:]
    r.shuffle(rot)
    hrot = header_targets[:]
    ti = hi = 0
    items = []
    for label, family, kind, maker, prefix in plan:
        lang = r.choices(["es", "en", "pt"], weights=[62, 27, 11])[0]
        as_header = kind in C.HEADER_KINDS and r.random() < 0.45
        for attempt in range(40):
            if as_header:
                target = hrot[hi % len(hrot)]
                hi += 1
            else:
                target = rot[ti % len(rot)]
                ti += 1
            ftype, plain, heads = points[target]
            medium = "header" if as_header else ("html" if ftype == "html" else "data")
            made = maker(r, lang, medium)
            counters[prefix] += 1
            iid = f"p62-{prefix}-{counters[prefix]:03d}"
            counters[prefix] -= 1
            it = {
                "id": iid,
                "split": "test",
                "label": label,
                "family": family,
                "kind": kind,
                "lang": lang,
                "form": made["form"],
                "value": made["value"],
                "target": target,
            }
            if ftype == "html":
                line, col, expect = C.pick(r, plain)
                it["html"] = {"snippet": made["text"], "line": line, "col": col, "expect": expect}
            else:
                path, keys = C.pick(r, heads if as_header else plain)
                if as_header:
                    key, val = made["header"][0], [made["header"][1]]
                else:
                    key, val = C.pick(r, KEYS[lang]), made["text"]
                while key in keys:
                    key += "_extra"
                it[ftype] = {"path": path, "op": "add_field", "key": key, "value": val}
            errs = check_item(it, cap)
            if not errs:
                counters[prefix] += 1
                items.append(it)
                break
            if attempt > 30:
                print("retry", errs, file=sys.stderr)
        else:
            raise SystemExit(f"could not plant {kind}")
    order = {"per": 0, "sec": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["id"].split("-")[1]], it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
