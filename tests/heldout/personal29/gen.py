"""Write cases.json for corpus 29 (fixed seeds; needs the captures to find insertion points).

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal29/gen.py

Insertion points are found mechanically: in pages, a block tag that follows a ``>`` inside
``<body>``, checked by planting a probe paragraph and parsing it with lxml (the probe must
land outside head/script/style/comment/noscript/pre/textarea/select/svg/iframe/button/
label); in JSON, every multi-line object; in YAML, every non-empty block mapping;
recorded headers go into a cassette's ``headers`` mapping.
"""

from __future__ import annotations

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

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from plant import PlantError, _JsonSpans, plant  # noqa: E402

SEED = 20291206
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|figure|header|footer|nav|blockquote|dl|form)[\s>]",
    re.I,
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
    "option",
}
PROBE = '<p class="zzprobe">ZZPROBE29</p>'


def captures_root() -> Path:
    return Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))


def _probe_ok(target: str, line: int, col: int, expect: str, caps: Path) -> bool:
    item = {
        "id": "probe",
        "target": target,
        "value": "ZZPROBE29",
        "html": {"snippet": PROBE, "line": line, "col": col, "expect": expect},
    }
    try:
        p = plant(item, caps)
    except PlantError:
        return False
    doc = lxml.html.document_fromstring(p.data, parser=lxml.html.HTMLParser(encoding="utf-8"))
    hits = [e for e in doc.iter("p") if e.get("class") == "zzprobe"]
    if len(hits) != 1 or (hits[0].text or "") != "ZZPROBE29":
        return False
    anc = [a.tag for a in hits[0].iterancestors() if isinstance(a.tag, str)]
    return "body" in anc and not (set(anc) & BAD)


def html_points(target: str, caps: Path) -> list[tuple[int, int, str]]:
    text = (caps / target).read_bytes().decode("utf-8")
    lines = text.split("\n")
    body_at = text.lower().find("<body")
    pts: list[tuple[int, int, str]] = []
    off = 0
    for n, ln in enumerate(lines, 1):
        start = off
        off += len(ln) + 1
        if start < body_at:
            continue
        for m in BLOCK.finditer(ln):
            col = m.start()
            before = ln[:col].rstrip()
            if before:
                if not before.endswith(">"):
                    continue
                if col - len(before) > 0:  # whitespace between: not a clean break
                    continue
            else:
                prev = text[:start].rstrip()
                if not prev.endswith(">"):
                    continue
                if ln[:col].strip():
                    continue
                col = 0
            expect = ln[col : col + 12] if col else ln.lstrip()[:12]
            pts.append((n, col, expect))
    rng = random.Random(len(text))
    rng.shuffle(pts)
    good = []
    for pt in pts:
        if len(good) >= 60:
            break
        if _probe_ok(target, *pt, caps):
            good.append(pt)
    return good


def json_points(target: str, caps: Path) -> tuple[list[list[Any]], list[list[Any]]]:
    text = (caps / target).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    objs, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        if text[j:].lstrip()[:1] == "}":
            continue
        (headers if path and path[-1] in ("headers",) else objs).append(list(path))
    return objs, headers


def yaml_points(target: str, caps: Path) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose((caps / target).read_bytes().decode("utf-8"), Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def _existing_keys(target: str, kind: str, path: list[Any], caps: Path) -> set[str]:
    text = (caps / target).read_bytes().decode("utf-8")
    node: Any = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for step in path:
        node = node[step]
    return {str(k) for k in node}


def main() -> int:
    caps = captures_root()
    rng = random.Random(SEED)
    html_t = sorted(str(p.relative_to(caps)) for p in caps.glob("*/*.html"))
    json_t = sorted(str(p.relative_to(caps)) for p in caps.glob("*/*.json"))
    yaml_t = sorted(str(p.relative_to(caps)) for p in caps.glob("*/*.yaml"))
    hpts = {t: html_points(t, caps) for t in html_t}
    jp = {t: json_points(t, caps) for t in json_t}
    yp = {t: yaml_points(t, caps) for t in yaml_t}
    used_html: set[tuple[str, int, int]] = set()

    parts = (
        [("per", x) for x in content_personal.build(random.Random(SEED + 1))]
        + [("sec", x) for x in content_secret.build(random.Random(SEED + 2))]
        + [("keep", x) for x in content_keep.build(random.Random(SEED + 3))]
    )
    counters = {"per": 0, "sec": 0, "keep": 0}
    label = {"per": "personal", "sec": "secret", "keep": "keep"}
    items = []
    for pre, x in parts:
        counters[pre] += 1
        it: dict[str, Any] = {
            "id": f"p29-{pre}-{counters[pre]:03d}",
            "split": "test",
            "label": label[pre],
            "family": x["family"],
            "kind": x["kind"],
            "lang": x["lang"],
            "form": x["form"],
            "value": x["value"],
        }
        if x["header"]:
            cands = [(t, "json", p) for t in json_t for p in jp[t][1]] + [
                (t, "yaml", p) for t in yaml_t for p in yp[t][1]
            ]
            t, kind, path = rng.choice(cands)
            key = x["key"]
            if key in _existing_keys(t, kind, path, caps) or key.lower() in {
                k.lower() for k in _existing_keys(t, kind, path, caps)
            }:
                key += "_extra"
            it["form"] += f" ({kind} recorded header)"
            it["target"] = t
            it[kind] = {"path": path, "op": "add_field", "key": key, "value": [x["text"]]}
        elif x["html"] and (not x["text"] or rng.random() < (0.8 if pre == "sec" else 0.55)):
            for _ in range(50):
                t = rng.choice(html_t)
                if not hpts[t]:
                    continue
                line, col, expect = rng.choice(hpts[t])
                if (t, line, col) not in used_html:
                    break
            used_html.add((t, line, col))
            it["form"] += " (HTML snippet)"
            it["target"] = t
            it["html"] = {"snippet": x["html"], "line": line, "col": col, "expect": expect}
        else:
            if rng.random() < 0.6:
                t = rng.choice(json_t)
                kind, path = "json", rng.choice(jp[t][0])
            else:
                t = rng.choice(yaml_t)
                kind, path = "yaml", rng.choice(yp[t][0])
            key = x["key"]
            if key in _existing_keys(t, kind, path, caps):
                key += "_extra"
            it["form"] += f" ({kind} field)"
            it["target"] = t
            it[kind] = {"path": path, "op": "add_field", "key": key, "value": x["text"]}
        items.append(it)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
