"""Generate corpus 63 (``cases.json``) deterministically, planting and checking every item.

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. .venv/bin/python \
        tests/heldout/personal63/gen.py

Insertion points are found in the captures themselves: in HTML, block tags inside
``<body>`` (each candidate is tried with a marker and kept only when the marker parses as
visible body text outside scripts, styles, ``pre``, forms, ``svg``...); in JSON and YAML,
multi-line objects / block mappings (recorded ``headers`` mappings only for header items).
Each item is planted alone with ``plant.py`` and checked with ``check_corpus.check_item``;
an item that does not check is moved to another insertion point.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import lxml.html
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import plant as PL  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402

SEED = 63_029
BLOCK = r"(?:p|div|li|h[1-6]|section|article|ul|ol|table|header|footer|nav|aside|figure|blockquote|main|dl)"
START = re.compile(r"<" + BLOCK + r"[\s>/]", re.I)
INLINE = re.compile(r">(?=<" + BLOCK + r"[\s>/])", re.I)
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
    "title",
    "option",
    "a",
    "table",
    "tr",
    "tbody",
    "thead",
}
MARK = "QQ63MARKERQQ"
WRAPS = [
    "<p>{}</p>",
    '<div class="nota">{}</div>',
    "<li>{}</li>",
    "<p><small>{}</small></p>",
    "<blockquote>{}</blockquote>",
    "<div><span>{}</span></div>",
    '<p class="meta">{}</p>',
    "<section><p>{}</p></section>",
]
KEYS = {
    "es": [
        "nota",
        "comentario",
        "observaciones",
        "texto_extra",
        "contexto",
        "registro",
        "fragmento",
    ],
    "en": ["note", "comment", "raw_text", "extra_context", "log_line", "snippet_extra", "debug"],
    "pt": ["observacao", "comentario_pt", "texto", "nota_pt", "trecho"],
}


def html_points(text: str, rng: random.Random, want: int = 60) -> list[dict]:
    lines = text.split("\n")
    cands = []
    for i, ln in enumerate(lines):
        s = ln.lstrip(" \t")
        ind = len(ln) - len(s)
        if i > 0 and START.match(s) and lines[i - 1].rstrip().endswith(">"):
            cands.append({"line": i + 1, "col": 0, "expect": ln[: ind + 10]})
        for m in INLINE.finditer(ln):
            col = m.start() + 1
            if col > 0 and col != ind:
                cands.append({"line": i + 1, "col": col, "expect": ln[col : col + 10]})
    rng.shuffle(cands)
    good = []
    for c in cands:
        spec = {**c, "snippet": f"<p>{MARK}</p>"}
        try:
            new, *_ = PL._html(text, spec)
        except PL.PlantError:
            continue
        doc = lxml.html.document_fromstring(
            new.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
        )
        ok = False
        for el in doc.iter():
            if isinstance(el.tag, str) and el.text and MARK in el.text:
                chain = [el, *el.iterancestors()]
                tags = {a.tag for a in chain if isinstance(a.tag, str)}
                hidden = any(
                    "display:none" in (a.get("style") or "").replace(" ", "")
                    or a.get("hidden") is not None
                    or a.get("aria-hidden") == "true"
                    for a in chain
                )
                ok = "body" in tags and not (tags & EXCLUDED) and not hidden and el.tag == "p"
                break
        if ok:
            good.append(c)
            if len(good) >= want:
                break
    return good


def json_points(text: str) -> tuple[list[list], list[list]]:
    spans = PL._JsonSpans(text).spans
    general, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        (headers if path and path[-1] == "headers" else general).append(list(path))
    return general, headers


def yaml_points(text: str) -> tuple[list[list], list[list]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    general, headers = [], []

    def walk(node: yaml.Node, path: list) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else general).append(path)
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode):
                    walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return general, headers


def existing_keys(text: str, kind: str, path: list) -> set:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for step in path:
        data = data[step]
    return set(data) if isinstance(data, dict) else set()


def pick_lang(rng: random.Random) -> str:
    r = rng.random()
    return "es" if r < 0.62 else "en" if r < 0.88 else "pt"


def build(captures: Path) -> list[dict]:
    rng = random.Random(SEED)
    files = sorted(
        str(p.relative_to(captures))
        for p in captures.rglob("*")
        if p.suffix in (".html", ".json", ".yaml") and p.is_file()
    )
    texts = {f: (captures / f).read_bytes().decode("utf-8") for f in files}
    points: dict[str, Any] = {}
    for f in files:
        if f.endswith(".html"):
            points[f] = ("html", html_points(texts[f], rng), [])
        elif f.endswith(".json"):
            points[f] = ("json", *json_points(texts[f]))
        else:
            points[f] = ("yaml", *yaml_points(texts[f]))
    header_files = [f for f in files if points[f][2]]
    body_files = [f for f in files if points[f][1]]

    makers = [m for m, n in content.PLAN for _ in range(n)]
    rng.shuffle(makers)
    cycle: list[str] = []
    hcycle: list[str] = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    items = []
    for maker in makers:
        mk = maker(rng, pick_lang(rng))
        for _attempt in range(40):
            if "header" in mk:
                if not hcycle:
                    hcycle = header_files[:]
                    rng.shuffle(hcycle)
                target = hcycle.pop()
            else:
                if not cycle:
                    cycle = body_files[:]
                    rng.shuffle(cycle)
                target = cycle.pop()
            it = place(mk, target, points[target], texts[target], rng)
            if it is None:
                continue
            counters[it["label"]] += 1
            it["id"] = f"p63-{prefix[it['label']]}-{counters[it['label']]:03d}"
            errs = check_item(it, captures)
            if not errs:
                items.append(it)
                break
            counters[it["label"]] -= 1
        else:
            raise SystemExit(f"could not plant {mk['kind']}: {mk['value']!r}")
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda x: (order[x["label"]], x["id"]))
    return items


def place(mk: dict, target: str, pts: tuple, text: str, rng: random.Random) -> dict | None:
    kind, general, headers = pts
    base = {
        k: mk[k] for k in ("split", "label", "family", "kind", "lang", "form", "value") if k in mk
    }
    base = {"id": "", "split": "test", **base, "target": target}
    if "header" in mk:
        key = mk["header"] if kind == "json" else mk["header"].lower()
        free = [h for h in headers if key not in existing_keys(text, kind, h)]
        path = rng.choice(free or headers)
        keys = existing_keys(text, kind, path)
        while key in keys:
            key += "_extra"
        base["form"] += " (recorded header)"
        base[kind] = {"path": path, "op": "add_field", "key": key, "value": [mk["text"]]}
        return base
    if kind == "html":
        if not general:
            return None
        spot = rng.choice(general)
        if mk.get("pem"):
            rows = mk["text"].split("\n")
            snippet = "<pre>" + rows[0] + "\n" + "\n".join(rows[1:]) + "</pre>"
            base["form"] += " in <pre>"
        elif "markup" in mk and rng.random() < 0.7:
            snippet = mk["markup"]
            if "value_html" in mk:
                base["value"] = mk["value_html"]
            base["form"] += " — " + mk.get("form_html", "html link")
        else:
            esc = htmlmod.escape(mk["text"], quote=False)
            snippet = rng.choice(WRAPS).format(esc)
            base["value"] = htmlmod.escape(mk["value"], quote=False)
        base["form"] += " (html)"
        base["html"] = {
            "snippet": snippet,
            "line": spot["line"],
            "col": spot["col"],
            "expect": spot["expect"],
        }
        return base
    path = rng.choice(general)
    key = mk.get("key") or rng.choice(KEYS[mk["lang"]])
    keys = existing_keys(text, kind, path)
    while key in keys:
        key += "_extra"
    base["form"] += f" ({kind} field)"
    base[kind] = {"path": path, "op": "add_field", "key": key, "value": mk["text"]}
    return base


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    items = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
