"""Write cases.json for corpus 43 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal43/gen.py

Insertion points are found in the captures themselves (HTML: block tags after a ``>``
inside ``<body>`` and outside scripts, styles, comments...; JSON: multi-line objects;
YAML: block mappings; cassettes: recorded ``headers``). Every item is checked with
``check_corpus.check_item``; an item whose point does not work is moved to another point.
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

from check_corpus import captures_root, check_item  # noqa: E402
from content_keep import KEEP  # noqa: E402
from content_personal import PERSONAL  # noqa: E402
from content_secret import SECRET  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 43043
TEXT_DIRS = ("search", "html", "errors", "injection")
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|header|footer|aside|nav|figure|blockquote)[\s>]"
)
EXCL = re.compile(
    r"<(script|style|noscript|pre|textarea|select|svg|iframe|button|label|template|a|table|ul|ol|h[1-6]|p)\b.*?</\1\s*>|<!--.*?-->",
    re.S | re.I,
)


def html_points(text: str) -> list[tuple[int, int, str]]:
    body = re.search(r"<body\b[^>]*>", text, re.I)
    if not body:
        return []
    start = body.end()
    end_m = re.search(r"</body\s*>", text, re.I)
    end = end_m.start() if end_m else len(text)
    bad = [(m.start(), m.end()) for m in EXCL.finditer(text, start, end)]
    offs = [0]
    for i, c in enumerate(text):
        if c == "\n":
            offs.append(i + 1)
    import bisect

    pts = []
    for m in BLOCK.finditer(text, start, end):
        at = m.start()
        if any(s < at < e for s, e in bad):
            continue
        j = at - 1
        while j >= 0 and text[j] in " \t\r\n":
            j -= 1
        if j < 0 or text[j] != ">":
            continue
        line = bisect.bisect_right(offs, at) - 1
        col = at - offs[line]
        if not text[offs[line] : at].strip():
            col = 0
        pts.append((line + 1, col, text[offs[line] + col : offs[line] + col + 12]))
    return pts


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        k = j
        while text[k] in " \t\r\n":
            k += 1
        if text[k] == "}":
            continue
        (hdrs if path and path[-1] == "headers" else objs).append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node: yaml.Node, path: list[Any]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                (hdrs if path and path[-1] == "headers" else objs).append(list(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, hdrs


def existing_keys(target: Path, kind: str, path: list[Any]) -> set[str]:
    data = (
        json.loads(target.read_text("utf-8-sig"))
        if kind == "json"
        else yaml.safe_load(target.read_text("utf-8"))
    )
    node = data
    for step in path:
        node = node[step]
    return set(node) if isinstance(node, dict) else set()


def expand(makers: list[tuple[Any, int]]) -> list[Any]:
    return [m for m, n in makers for _ in range(n)]


def lang_for(rng: random.Random) -> str:
    r = rng.random()
    return "es" if r < 0.62 else "en" if r < 0.9 else "pt"


def build() -> list[dict[str, Any]]:
    captures = captures_root()
    rng = random.Random(SEED)
    targets = sorted(
        str(p.relative_to(captures))
        for d in TEXT_DIRS
        for p in (captures / d).glob("*")
        if p.suffix in (".html", ".json", ".yaml")
    )
    points: dict[str, dict[str, list[Any]]] = {}
    for t in targets:
        text = (captures / t).read_text("utf-8")
        if t.endswith(".html"):
            points[t] = {"html": html_points(text), "hdr": []}
        elif t.endswith(".json"):
            o, h = json_points(text.lstrip("\ufeff"))
            points[t] = {"obj": o, "hdr": h}
        else:
            o, h = yaml_points(text)
            points[t] = {"obj": o, "hdr": h}
    jobs = [("personal", "per", m) for m in expand(PERSONAL)]
    jobs += [("secret", "sec", m) for m in expand(SECRET)]
    jobs += [("keep", "keep", m) for m in expand(KEEP)]
    counters = {"per": 0, "sec": 0, "keep": 0}
    items = []
    for n, (label, short, maker) in enumerate(jobs):
        lang = lang_for(rng)
        spec = maker(rng, lang)
        for attempt in range(40):
            t = targets[(n + attempt * 7) % len(targets)] if attempt < 30 else rng.choice(targets)
            it = place(rng, spec, t, points[t], captures, attempt)
            if it is None:
                continue
            counters[short] += 1
            it = {
                "id": f"p43-{short}-{counters[short]:03d}",
                "split": "test",
                "label": label,
                "family": spec.get("family") or ("personal" if label == "personal" else label),
                "kind": spec["kind"],
                "lang": lang,
                **it,
            }
            if not check_item(it, captures):
                items.append(it)
                break
            counters[short] -= 1
        else:
            raise SystemExit(f"could not place {spec}")
    return items


def place(
    rng: random.Random,
    spec: dict[str, Any],
    t: str,
    pts: dict[str, list[Any]],
    captures: Path,
    attempt: int,
) -> dict[str, Any] | None:
    value, text = spec["value"], spec["text"]
    if t.endswith(".html"):
        if not pts["html"] or spec.get("pem"):
            return None
        line, col, expect = rng.choice(pts["html"])
        if spec.get("raw_html"):
            snippet = f"<p>{text}</p>"
            hv = value
        else:
            esc = htmlmod.escape(text, quote=False)
            hv = htmlmod.escape(value, quote=False)
            tag = rng.choice(["p", "p", "div", "li"])
            cls = rng.choice(["", ' class="snippet"', ' class="comentario"', ' class="nota"'])
            snippet = f"<{tag}{cls}>{esc}</{tag}>"
        return {
            "form": f"{spec['form']}; html {snippet[1:4].strip('> ')}",
            "value": hv,
            "target": t,
            "html": {"snippet": snippet, "line": line, "col": col, "expect": expect},
        }
    kind = "json" if t.endswith(".json") else "yaml"
    use_hdr = spec.get("header") and pts["hdr"] and rng.random() < 0.6
    if use_hdr:
        path = rng.choice(pts["hdr"])
        name, hval = spec["header"]
        keys = existing_keys(captures / t, kind, path)
        key = name if name not in keys else name + "_extra"
        return {
            "form": f"{spec['form']}; {kind} recorded header",
            "value": value,
            "target": t,
            kind: {"path": path, "op": "add_field", "key": key, "value": [hval]},
        }
    if not pts["obj"]:
        return None
    path = rng.choice(pts["obj"])
    keys = existing_keys(captures / t, kind, path)
    if spec.get("field") and (spec.get("pem") or rng.random() < 0.5):
        key, val = spec["field"]
        where = "field"
    else:
        key, val = spec.get("key", "note"), text
        where = "string"
    if key in keys:
        key += "_extra"
    return {
        "form": f"{spec['form']}; {kind} {where}",
        "value": value,
        "target": t,
        kind: {"path": path, "op": "add_field", "key": key, "value": val},
    }


def main() -> int:
    items = build()
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(items)} items written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
