"""Write cases.json of corpus 31 (fixed seeds): build the items, choose insertion points.

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal31/gen.py

Insertion points are found in the captures (never copied): HTML block tags that follow a
``>`` inside ``<body>`` and outside scripts, styles, comments and the other excluded
elements; multi-line JSON objects/arrays; YAML block mappings/sequences. Every item is
planted and checked with ``check_corpus.check_item`` before it is written; an item that
fails is re-placed (another point), so the file only holds items that plant.
"""

from __future__ import annotations

import html
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
from plant import _JsonSpans  # noqa: E402

RNG = random.Random(31)
BLOCK = r"p|div|li|h[1-6]|section|article|ul|ol|table|header|footer|nav|aside|form|figure|blockquote|main"
EXCL = r"script|style|noscript|pre|textarea|select|svg|iframe|button|label|template|title|head|code"
CODEY = (
    "log",
    "CSV",
    "csv",
    "XML",
    "xml",
    "NDJSON",
    "line",
    "curl",
    ".env",
    "export",
    "trace",
    "dump",
    "ini",
    "JSON",
)


def html_points(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body\b[^>]*>", text, re.I)
    end = text.lower().rfind("</body")
    if not body:
        return []
    lo, hi = body.end(), end if end > 0 else len(text)
    bad = [(m.start(), m.end()) for m in re.finditer(rf"<({EXCL})\b.*?</\1\s*>", text, re.I | re.S)]
    bad += [(m.start(), m.end()) for m in re.finditer(r"<!--.*?-->", text, re.S)]
    out = []
    for m in re.finditer(rf">(\s*)<({BLOCK})[\s>]", text, re.I):
        at = m.start(2) - 1
        if not lo <= at < hi or any(a <= at < b for a, b in bad):
            continue
        ls = text.rfind("\n", 0, at) + 1
        line = text.count("\n", 0, at) + 1
        if "\n" in m.group(1) and not text[ls:at].strip():
            out.append((line, 0, text[ls : at + 1 + len(m.group(2))]))
        elif "\n" not in m.group(1) and m.group(1) == "":
            out.append((line, at - ls, text[at : at + 1 + len(m.group(2))]))
    return out


def json_points(text: str) -> dict[str, list[tuple[Any, ...]]]:
    spans = _JsonSpans(text).spans
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
        if c == "{":
            (heads if path and str(path[-1]).lower() == "headers" else objs).append(path)
        else:
            arrs.append(path)
    return {"obj": objs, "arr": arrs, "head": heads}


def yaml_points(text: str) -> dict[str, list[tuple[Any, ...]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, arrs, heads = [], [], []

    def walk(node: yaml.Node, path: tuple[Any, ...]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                (heads if path and str(path[-1]).lower() == "headers" else objs).append(path)
            for k, v in node.value:
                walk(v, (*path, k.value))
        elif isinstance(node, yaml.SequenceNode):
            if not node.flow_style and node.value:
                arrs.append(path)
            for i, v in enumerate(node.value):
                walk(v, (*path, i))

    walk(root, ())
    return {"obj": objs, "arr": arrs, "head": heads}


def keys_at(parsed: Any, path: tuple[Any, ...]) -> set[str]:
    node = parsed
    for step in path:
        node = node[step]
    return set(node) if isinstance(node, dict) else set()


class Placer:
    def __init__(self, captures: Path) -> None:
        self.root = captures
        self.html: dict[str, list[tuple[int, int, str]]] = {}
        self.data: dict[str, dict[str, list[tuple[Any, ...]]]] = {}
        self.parsed: dict[str, Any] = {}
        for p in sorted(captures.rglob("*")):
            rel = p.relative_to(captures).as_posix()
            if p.suffix == ".html":
                pts = html_points(p.read_text(encoding="utf-8"))
                if pts:
                    self.html[rel] = pts
            elif p.suffix == ".json":
                t = p.read_text(encoding="utf-8")
                self.data[rel] = json_points(t)
                self.parsed[rel] = json.loads(t.lstrip("\ufeff"))
            elif p.suffix in (".yaml", ".yml"):
                t = p.read_text(encoding="utf-8")
                self.data[rel] = yaml_points(t)
                self.parsed[rel] = yaml.safe_load(t)
        self.html_cycle = self._cycle(list(self.html))
        self.json_cycle = self._cycle([k for k in self.data if k.endswith(".json")])
        self.yaml_cycle = self._cycle([k for k in self.data if not k.endswith(".json")])
        self.head_cycle = self._cycle([k for k, v in self.data.items() if v["head"]])

    @staticmethod
    def _cycle(xs: list[str]):
        while True:
            ys = xs[:]
            RNG.shuffle(ys)
            yield from ys

    def html_spec(self, it: dict[str, Any], target: str) -> dict[str, Any]:
        line, col, expect = RNG.choice(self.html[target])
        pay = it["payload"]
        if isinstance(pay, str) and "\n" in pay:
            rows = pay.split("\n")
            snippet = "<pre>" + "\n".join(html.escape(r, quote=False) for r in rows) + "</pre>"
        elif isinstance(pay, str):
            if pay == it["value"]:  # a bare field value: rendered as the extract shows a field
                pay = f"{it['key']}: {pay}"
            tag = (
                "pre"
                if any(c in it["form"] for c in CODEY) and RNG.random() < 0.6
                else RNG.choice(["p", "p", "div", "li"])
            )
            snippet = f"<{tag}>{html.escape(pay, quote=False)}</{tag}>"
        else:
            snippet = (
                "<pre>" + html.escape(json.dumps(pay, ensure_ascii=False), quote=False) + "</pre>"
            )
        it["value"] = html.escape(it["value"], quote=False)
        return {"html": {"snippet": snippet, "line": line, "col": col, "expect": expect}}

    def data_spec(self, it: dict[str, Any], target: str, pool: str) -> dict[str, Any]:
        pts = self.data[target]
        kind = "yaml" if not target.endswith(".json") else "json"
        use_arr = (
            pool == "obj" and isinstance(it["payload"], dict) and pts["arr"] and RNG.random() < 0.25
        )
        if use_arr:
            path = RNG.choice(pts["arr"])
            return {kind: {"path": list(path), "op": "add_item", "value": it["payload"]}}
        path = RNG.choice(pts[pool] or pts["obj"])
        key = it["key"]
        if key in keys_at(self.parsed[target], path):
            key += "_extra"
        return {kind: {"path": list(path), "op": "add_field", "key": key, "value": it["payload"]}}

    def place(self, it: dict[str, Any], n: int) -> dict[str, Any]:
        pay = it["payload"]
        base = dict(it)
        for _attempt in range(40):
            cand = dict(base)
            if isinstance(pay, list):
                target, pool = next(self.head_cycle), "head"
            elif isinstance(pay, str) and "\n" in pay:
                target, pool = next(self.html_cycle), "html"
            elif isinstance(pay, (int, float)) or (isinstance(pay, dict) and n % 4 != 0):
                target = next(self.json_cycle) if n % 2 else next(self.yaml_cycle)
                pool = "obj"
            else:
                r = (n + _attempt) % 3
                target = [next(self.html_cycle), next(self.json_cycle), next(self.yaml_cycle)][r]
                pool = "html" if r == 0 else "obj"
            spec = (
                self.html_spec(cand, target)
                if pool == "html"
                else self.data_spec(cand, target, pool)
            )
            if (
                pool == "html"
                and cand["value"] != base["value"]
                and cand["value"] not in spec["html"]["snippet"]
            ):
                continue
            cand.update(spec)
            cand["target"] = target
            suffix = target.rsplit(".", 1)[-1]
            where = "HTML snippet" if pool == "html" else f"new field/item of {suffix}"
            cand["form"] = f"{base['form']} — {where}"
            cand["split"] = "test"
            probe = {k: v for k, v in cand.items() if k not in ("payload", "key")}
            if not check_item({"id": "probe", **probe}, self.root):
                return probe
        raise SystemExit(f"could not place {it['kind']} {it['form']}")


def main() -> None:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    placer = Placer(captures)
    items: list[dict[str, Any]] = []
    for prefix, mod in (
        ("p31-per", content_personal),
        ("p31-sec", content_secret),
        ("p31-keep", content_keep),
    ):
        for i, it in enumerate(mod.all_items()):
            placed = placer.place(it, i)
            row = {"id": f"{prefix}-{i + 1:03d}", "split": "test"}
            row.update(
                {
                    k: placed[k]
                    for k in ("label", "family", "kind", "lang", "form", "value", "target")
                }
            )
            row.update({k: placed[k] for k in ("html", "json", "yaml") if k in placed})
            items.append(row)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")


if __name__ == "__main__":
    main()
