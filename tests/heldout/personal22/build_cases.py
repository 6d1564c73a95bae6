"""Write cases.json for corpus 22 from the content modules (fixed seeds).

    .venv/bin/python tests/heldout/personal22/build_cases.py [CAPTURES]

Finds insertion points in the real captures (HTML: before a block tag inside <body>,
outside head/scripts/styles/comments/pre/forms' controls...; JSON/YAML: multi-line
objects / block mappings, and cassettes' recorded ``headers``), spreads the items over
them, and keeps only the items ``check_corpus.check_item`` accepts (and, for HTML, whose
value sits in a visible-kind element under <body>).
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from common import Entry  # noqa: E402
from plant import CASES, PlantError, _JsonSpans, parse_planted, plant  # noqa: E402

SEED = 22
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|dl|footer|header|aside|blockquote|figure)\b"
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
    "a",
    "title",
    "option",
    "code",
    "ul",
    "ol",
    "table",
    "tr",
    "tbody",
    "thead",
    "dl",
    "p",
}
HTML_TARGETS = [
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
]
PROBE = "ZZPROBE22"


BAD_FINAL = {
    "head",
    "script",
    "style",
    "noscript",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "template",
    "title",
    "option",
}


def _ok_parent(doc: Any, needle: str, bad: set[str] = BAD) -> bool:
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        if needle in (el.text or "") or any(needle in str(v) for v in el.attrib.values()):
            anc = [a.tag for a in el.iterancestors() if isinstance(a.tag, str)]
            return "body" in anc and not (set(anc) & bad)
    return False


def html_points(captures: Path, rel: str, rng: random.Random) -> list[dict[str, Any]]:
    text = (captures / rel).read_bytes().decode("utf-8")
    cands = []
    for ln, row in enumerate(text.split("\n"), 1):
        for m in BLOCK.finditer(row):
            col = m.start()
            if row[:col].strip() == "":
                cands.append((ln, 0, row[: col + len(m.group(0))]))
            elif col > 0 and row[col - 1] == ">":
                cands.append((ln, col, m.group(0)))
    rng.shuffle(cands)
    good = []
    for ln, col, exp in cands[:220]:
        spec = {"snippet": f"<p>{PROBE}</p>", "line": ln, "col": col, "expect": exp}
        item = {"id": "probe", "value": PROBE, "target": rel, "html": spec}
        try:
            p = plant(item, captures)
            doc = parse_planted(p)
        except Exception:
            continue
        if _ok_parent(doc, PROBE):
            good.append({"line": ln, "col": col, "expect": exp})
    return good


def _json_objects(text: str) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    spans = _JsonSpans(text).spans
    objs, heads = [], []
    for path, (s, e) in spans.items():
        if text[s] != "{" or len(path) > 7:
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n" or text[s + 1 : e - 1].strip() == "":
            continue
        (heads if path and path[-1] == "headers" else objs).append(path)
    return objs, heads


def _yaml_maps(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, heads = [], []

    def walk(node: Any, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style and len(path) < 8:
                (heads if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, heads


def _keys_at(captures: Path, rel: str, path: list[Any]) -> set[str]:
    raw = (captures / rel).read_text(encoding="utf-8-sig")
    node = json.loads(raw) if rel.endswith(".json") else yaml.safe_load(raw)
    for st in path:
        node = node[st]
    return {str(k).lower() for k in node}


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    rng = random.Random(SEED)
    entries: list[Entry] = (
        content_personal.build(random.Random(SEED + 1))
        + content_secret.build(random.Random(SEED + 2))
        + content_keep.build(random.Random(SEED + 3))
    )
    hpoints = {
        rel: html_points(captures, rel, random.Random(SEED + i))
        for i, rel in enumerate(HTML_TARGETS)
    }
    hpoints = {k: v for k, v in hpoints.items() if v}
    tpoints: list[tuple[str, str, list[Any]]] = []
    headpts: list[tuple[str, str, list[Any]]] = []
    for f in sorted(captures.glob("*/*")):
        rel = str(f.relative_to(captures))
        if f.suffix == ".json":
            objs, heads = _json_objects(f.read_text(encoding="utf-8"))
            tpoints += [("json", rel, list(p)) for p in objs]
            headpts += [("json", rel, list(p)) for p in heads]
        elif f.suffix in (".yaml", ".yml"):
            objs, heads = _yaml_maps(f.read_text(encoding="utf-8"))
            tpoints += [("yaml", rel, p) for p in objs]
            headpts += [("yaml", rel, p) for p in heads]
    # spread: shuffle the text points within files, then interleave files
    by_file: dict[str, list[tuple[str, str, list[Any]]]] = {}
    for tp in tpoints:
        by_file.setdefault(tp[1], []).append(tp)
    for v in by_file.values():
        rng.shuffle(v)
    inter: list[tuple[str, str, list[Any]]] = []
    while any(by_file.values()):
        for k in sorted(by_file):
            if by_file[k]:
                inter.append(by_file[k].pop())
    # reuse points in order so every file is used
    rng.shuffle(entries)
    hfiles = sorted(hpoints)
    counters = {"html": 0, "text": 0, "head": 0}
    counts = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "p22-per", "secret": "p22-sec", "keep": "p22-keep"}
    items: list[dict[str, Any]] = []
    dropped = 0
    for e in entries:
        where = None
        if e.header:
            where = "head"
        elif e.html and e.text:
            where = "html" if rng.random() < 0.58 else "text"
        elif e.html:
            where = "html"
        elif e.text:
            where = "text"
        else:
            continue
        item: dict[str, Any] = {
            "id": "",
            "split": "test",
            "label": e.label,
            "family": e.family,
            "kind": e.kind,
            "lang": e.lang,
            "form": e.form,
        }
        if where == "html":
            fix = re.compile(r"&(?![a-zA-Z]+;|#\d+;)")
            snippet, value = fix.sub("&amp;", e.html), fix.sub("&amp;", e.value)
            rel = hfiles[counters["html"] % len(hfiles)]
            pts = hpoints[rel]
            pt = pts[(counters["html"] // len(hfiles)) % len(pts)]
            counters["html"] += 1
            item.update(
                value=value, target=rel, form=e.form + " (html)", html={"snippet": snippet, **pt}
            )
        elif where == "text":
            value = htmlmod.unescape(e.value)
            kind, rel, path = inter[counters["text"] % len(inter)]
            counters["text"] += 1
            key = e.key or "note"
            have = _keys_at(captures, rel, path)
            while key.lower() in have:
                key += "_extra"
            item.update(
                value=value,
                target=rel,
                form=e.form + f" ({kind} field)",
                **{kind: {"path": path, "op": "add_field", "key": key, "value": e.text}},
            )
        else:
            name, hv = e.header  # type: ignore[misc]
            for _ in range(len(headpts)):  # a recording that does not have this header yet
                kind, rel, path = headpts[counters["head"] % len(headpts)]
                counters["head"] += 1
                if name.lower() not in _keys_at(captures, rel, path):
                    break
            else:
                continue
            item.update(
                value=e.value,
                target=rel,
                form=e.form + f" ({kind} recorded header)",
                **{kind: {"path": path, "op": "add_field", "key": name, "value": [hv]}},
            )
        item["id"] = "tmp"
        try:
            errs = check_item(item, captures)
        except PlantError as exc:
            errs = [str(exc)]
        if not errs and "html" in item:
            doc = parse_planted(plant(item, captures))
            if not _ok_parent(doc, htmlmod.unescape(item["value"]), BAD_FINAL):
                errs = ["value not in a plain element under body"]
        if errs:
            dropped += 1
            print("dropped:", e.kind, errs[0][:120])
            continue
        counts[e.label] += 1
        item["id"] = f"{prefix[e.label]}-{counts[e.label]:03d}"
        items.append(item)
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["label"]], it["id"]))
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(
        f"wrote {len(items)} items {counts}; dropped {dropped}; html points per file:",
        {k.split("/")[-1][:20]: len(v) for k, v in hpoints.items()},
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
