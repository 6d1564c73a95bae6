"""Build cases.json of corpus 10 from the content modules (fixed seeds: same output each run).

    python tests/heldout/personal10/gen.py [CAPTURES]

The content modules write drafts (datum, its words around it, and the kind of place it
goes: page text, page script, a field of a JSON/YAML object, a recorded header, text
appended to a long JSON string, a field of a recorded JSON body). This script finds the
planting spots of every text capture, gives each draft a capture and a spot (a seeded
round robin over the captures, so every capture gets items), plants it with ``plant.py``
and keeps it only if ``check_corpus.check_item`` accepts it (else it tries another spot).
"""

from __future__ import annotations

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

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import CASES, PlantError, _html, _JsonSpans, plant  # noqa: E402

SEED = 1010
BLOCK = r"(?:p|div|li|h[1-6]|section|article|ul|ol|table|header|footer|aside|figure|blockquote)"
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
    "template",
    "a",
    "option",
    "title",
    "object",
    "math",
    "form",
}
MARK = "QQPLANTMARKQQ"
SUSPICIOUS = re.compile(
    r"@|\+\d|\d{7,}|\d{2,4}[ .-]\d{3,4}[ .-]\d{4}|[A-Za-z0-9_\-/+]{28,}|"
    r"token|key|secret|passw|bearer|cookie|tel[:.]|phone|tel[eé]fono|whatsapp|mailto",
    re.I,
)
# long strings that hold page text or a result's text (where appended text reads naturally)
TEXT_KEYS = {
    "snippet",
    "description",
    "content",
    "text",
    "cited_text",
    "answer",
    "raw_content",
    "markdown",
    "summary",
    "input",
}
WHERE = {
    "html": "page text (HTML snippet)",
    "script": "the page's own inline script",
    "field": "new field of a JSON/YAML object",
    "header": "recorded header of a cassette",
    "append": "appended to a long string of a JSON capture",
    "inner": "field of a recorded JSON body",
}


# ----------------------------------------------------------------------------- spots


def html_spots(root: Path, rel: str) -> list[dict[str, Any]]:
    text = (root / rel).read_bytes().decode("utf-8")
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        cands = []
        m = re.match(r"([ \t]*)(<" + BLOCK + r")[\s>]", line, re.I)
        if m:
            cands.append((0, line[: m.end(2)]))
        for m in re.finditer(r">(<" + BLOCK + r")[\s>]", line, re.I):
            if m.start() + 1 > 0:
                cands.append((m.start() + 1, m.group(1)))
        for col, expect in cands:
            spec = {"snippet": f"<p>{MARK}</p>", "line": n, "col": col, "expect": expect}
            try:
                new = _html(text, spec)[0]
            except PlantError:
                continue
            doc = lxml.html.document_fromstring(
                new.encode("utf-8"), parser=lxml.html.HTMLParser(encoding="utf-8")
            )
            hits = [el for el in doc.iter() if isinstance(el.tag, str) and el.text == MARK]
            if len(hits) != 1:
                continue
            anc = [a.tag for a in hits[0].iterancestors()]
            if "body" in anc and not (set(anc) & FORBIDDEN):
                out.append({"target": rel, "line": n, "col": col, "expect": expect})
    return out


def json_spots(root: Path, rel: str) -> dict[str, list[dict[str, Any]]]:
    text = (root / rel).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    res: dict[str, list[dict[str, Any]]] = {"field": [], "header": [], "append": [], "inner": []}
    cassette = "interactions" in json.loads(text) if text.lstrip().startswith("{") else False
    for path, (s, e) in spans.items():
        c = text[s]
        if c == "{":
            j = s + 1
            while text[j] in " \t\r\n":
                j += 1
            if text[j] == "}" or "\n" not in text[s + 1 : j]:
                continue
            keys = set(json.loads(text[s:e]))
            spot = {"target": rel, "kind": "json", "path": list(path), "keys": keys}
            if path and path[-1] == "headers":
                res["header"].append(spot)
            elif "headers" not in path:
                res["field"].append(spot)
        elif c == '"' and path:
            val = json.loads(text[s:e])
            if cassette and path[-1] == "string":
                try:
                    inner = json.loads(val)
                except ValueError:
                    continue
                if isinstance(inner, dict):
                    res["inner"].append(
                        {"target": rel, "kind": "json", "path": list(path), "keys": set(inner)}
                    )
            elif not cassette and e - s > 60 and path[-1] in TEXT_KEYS:
                res["append"].append({"target": rel, "kind": "json", "path": list(path)})
    return res


def yaml_spots(root: Path, rel: str) -> dict[str, list[dict[str, Any]]]:
    text = (root / rel).read_bytes().decode("utf-8")
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    res: dict[str, list[dict[str, Any]]] = {"field": [], "header": [], "append": [], "inner": []}

    def walk(n: yaml.Node, path: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if n.value and not n.flow_style:
                spot = {
                    "target": rel,
                    "kind": "yaml",
                    "path": list(path),
                    "keys": {k.value for k, _ in n.value},
                }
                if path and path[-1] == "headers":
                    res["header"].append(spot)
                elif "headers" not in path:
                    res["field"].append(spot)
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(node, [])
    return res


def all_spots(root: Path) -> dict[str, list[dict[str, Any]]]:
    spots: dict[str, list[dict[str, Any]]] = {
        "html": [],
        "field": [],
        "header": [],
        "append": [],
        "inner": [],
    }
    for f in sorted(root.glob("*/*")):
        rel = f"{f.parent.name}/{f.name}"
        if f.suffix == ".html":
            spots["html"] += html_spots(root, rel)
        elif f.suffix == ".json":
            for k, v in json_spots(root, rel).items():
                spots[k] += v
        elif f.suffix in (".yaml", ".yml"):
            for k, v in yaml_spots(root, rel).items():
                spots[k] += v
    return spots


# ----------------------------------------------------------------------------- assignment


class Picker:
    """Seeded round robin over the captures that offer a kind of spot."""

    def __init__(self, spots: list[dict[str, Any]], rng: random.Random) -> None:
        self.rng = rng
        self.by_target: dict[str, list[dict[str, Any]]] = {}
        for s in spots:
            self.by_target.setdefault(s["target"], []).append(s)
        self.order: list[str] = []

    def next(self) -> dict[str, Any]:
        if not self.order:
            self.order = sorted(self.by_target)
            self.rng.shuffle(self.order)
        return self.rng.choice(self.by_target[self.order.pop()])


def realise(d: dict[str, Any], spot: dict[str, Any]) -> dict[str, Any]:
    item = {k: d[k] for k in ("label", "family", "kind", "lang", "form", "value")}
    item["form"] = f"{d['form']}; {WHERE[d['venue']]}"
    item["split"] = "test"
    item["target"] = spot["target"]
    v = d["venue"]
    if v in ("html", "script"):
        item["html"] = {
            "snippet": d["snippet"],
            "line": spot["line"],
            "col": spot["col"],
            "expect": spot["expect"],
        }
        return item
    spec: dict[str, Any] = {"path": spot["path"]}
    if v in ("field", "header", "inner"):
        key = d["key"]
        while key in spot["keys"]:
            key += "_extra"
        spec.update(
            op="add_inner_field" if v == "inner" else "add_field", key=key, value=d["fvalue"]
        )
    elif v == "append":
        spec.update(op="append", text=d["text"])
    item[spot["kind"]] = spec
    return item


def build(root: Path) -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    spots = all_spots(root)
    pickers = {
        "html": Picker(spots["html"], rng),
        "script": Picker(spots["html"], rng),
        "field": Picker(spots["field"], rng),
        "header": Picker(spots["header"], rng),
        "append": Picker(spots["append"], rng),
        "inner": Picker(spots["inner"], rng),
    }
    drafts = (
        [dict(d, label="personal") for d in content_personal.drafts(random.Random(SEED + 1))]
        + [
            dict(d, label="secret", family="secret")
            for d in content_secret.drafts(random.Random(SEED + 2))
        ]
        + [
            dict(d, label="keep", family="keep")
            for d in content_keep.drafts(random.Random(SEED + 3))
        ]
    )
    for d in drafts:
        d.setdefault("family", "personal")
    rng.shuffle(drafts)
    items: list[dict[str, Any]] = []
    used: set[tuple[str, str]] = set()
    for d in drafts:
        for _attempt in range(40):
            spot = pickers[d["venue"]].next()
            have = {k.lower() for k in spot.get("keys", ())}
            if d["venue"] == "header" and d["key"].lower() in have and _attempt < 30:
                continue  # prefer a recording that does not have this header yet
            item = realise(d, spot)
            item["id"] = "tmp"
            errs = check_item(item, root)
            if not errs and d["label"] == "keep" and d["venue"] in ("append", "inner"):
                # an in-place edit shares the capture's line: for a keeper, that line must
                # not already hold anything a detector could rightly flag
                n = plant(item, root).original_line or 0
                orig_line = (root / item["target"]).read_text(encoding="utf-8").split("\n")[n - 1]
                if SUSPICIOUS.search(orig_line):
                    errs = ["in-place keeper on a line that may already be flagged"]
            # the datum must be new to the capture (its first occurrence is the planted one)
            orig = (root / item["target"]).read_bytes().decode("utf-8")
            if not errs and d["value"] not in orig and (item["target"], d["value"]) not in used:
                used.add((item["target"], d["value"]))
                break
        else:
            raise SystemExit(f"cannot plant {d['kind']} {d['value']!r}: {errs}")
        items.append(item)
    n = {"personal": 0, "secret": 0, "keep": 0}
    pre = {"personal": "per", "secret": "sec", "keep": "keep"}
    out = []
    for it in items:
        n[it["label"]] += 1
        it["id"] = f"p10-{pre[it['label']]}-{n[it['label']]:03d}"
        out.append({"id": it.pop("id"), **it})
    out.sort(key=lambda it: (("personal", "secret", "keep").index(it["label"]), it["id"]))
    return out


def main(argv: list[str]) -> int:
    root = captures_root(argv[0] if argv else None)
    items = build(root)
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {CASES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
