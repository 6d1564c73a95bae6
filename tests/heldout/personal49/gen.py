"""Write cases.json for corpus 49 (deterministic: fixed seed).

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal49/gen.py

Finds insertion points in every text capture (multi-line JSON objects, block YAML
mappings, recorded-header mappings, block tags in HTML bodies), draws the drafts of the
three content modules, spreads them over the captures (least-used eligible capture first)
and keeps a placement only when ``check_corpus.check_item`` accepts it.
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

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import CASES, _JsonSpans  # noqa: E402

SEED = 49_2026
TEXT_DIRS = ("search", "html", "errors", "injection")
BLOCK_TAGS = (
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
    "blockquote",
)
BAD_ANCESTORS = {
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
}


def json_points(text: str) -> tuple[list[dict], list[dict]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    body, headers = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        node = doc
        for step in path:
            node = node[step]
        pt = {"path": list(path), "keys": set(node)}
        if path and path[-1] == "headers" and all(isinstance(v, list) for v in node.values()):
            headers.append(pt)
        else:
            body.append(pt)
    return [
        p for p in body if p["path"]
    ] or body, headers  # the document root only as a last resort


def yaml_points(text: str) -> tuple[list[dict], list[dict]]:
    import yaml

    root = yaml.compose(text, Loader=yaml.SafeLoader)
    body, headers = [], []

    def walk(n: Any, path: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                pt = {"path": list(path), "keys": {k.value for k, _ in n.value}}
                if (
                    path
                    and path[-1] == "headers"
                    and all(isinstance(v, yaml.SequenceNode) for _, v in n.value)
                ):
                    headers.append(pt)
                else:
                    body.append(pt)
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(root, [])
    return [p for p in body if p["path"]] or body, headers


def html_points(text: str, raw: bytes) -> list[dict]:
    import lxml.html

    doc = lxml.html.document_fromstring(raw, parser=lxml.html.HTMLParser(encoding="utf-8"))
    lines = text.split("\n")
    out, seen = [], set()
    for el in doc.iter(*BLOCK_TAGS):
        if any(a.tag in BAD_ANCESTORS for a in el.iterancestors()):
            continue
        sl = el.sourceline
        if not sl or sl > len(lines) or sl in seen:
            continue
        line = lines[sl - 1]
        stripped = line.lstrip(" \t\ufeff")
        m = re.match(rf"<{el.tag}[\s>]", stripped, re.I)
        if m and not line.lstrip(" \t").startswith("\ufeff"):
            seen.add(sl)
            out.append(
                {"line": sl, "col": 0, "expect": line[: len(line) - len(stripped)] + stripped[:12]}
            )
            continue
        for mm in re.finditer(rf"><{el.tag}[\s>]", line, re.I):
            col = mm.start() + 1
            before = line[:col]
            if before.rfind("<!--") > before.rfind("-->") or before.lower().rfind(
                "<script"
            ) > before.lower().rfind("</script"):
                continue
            seen.add(sl)
            out.append({"line": sl, "col": col, "expect": line[col : col + 12]})
            break
    return out


def scan_captures(root: Path) -> dict[str, dict]:
    caps = {}
    for d in TEXT_DIRS:
        for f in sorted((root / d).iterdir()):
            rel = f"{d}/{f.name}"
            raw = f.read_bytes()
            text = raw.decode("utf-8")
            if f.suffix == ".json":
                body, heads = json_points(text)
                caps[rel] = {"kind": "json", "body": body, "headers": heads}
            elif f.suffix in (".yaml", ".yml"):
                body, heads = yaml_points(text)
                caps[rel] = {"kind": "yaml", "body": body, "headers": heads}
            elif f.suffix == ".html":
                caps[rel] = {"kind": "html", "body": html_points(text, raw), "headers": []}
    return caps


def free_key(key: str, keys: set[str]) -> str:
    low = {k.lower() for k in keys if isinstance(k, str)}
    k = key
    while k.lower() in low:
        k += "_extra"
    return k


def place(draft: dict, rel: str, cap: dict, rng: random.Random) -> dict | None:
    item: dict[str, Any] = {}
    if cap["kind"] == "html":
        if draft.get("only") in ("data", "header") or not cap["body"]:
            return None
        pt = rng.choice(cap["body"])
        if "html" in draft:
            snippet, value = draft["html"], draft["html_value"]
        else:
            tag = rng.choice(["p", "p", "div", "li", "span"])
            inner = htmlmod.escape(draft["text"], quote=False)
            snippet = (
                f"<{tag}>{inner}</{tag}>"
                if tag != "span"
                else f'<div class="resultado"><span>{inner}</span></div>'
            )
            value = htmlmod.escape(draft["value"], quote=False)
        item["html"] = {
            "snippet": snippet,
            "line": pt["line"],
            "col": pt["col"],
            "expect": pt["expect"],
        }
        item["value"] = value
        item["where"] = "html"
        return item
    if draft.get("only") == "html":
        return None
    if draft.get("only") == "header":
        hname, hval = draft["header"]
        pts = [p for p in cap["headers"] if hname.lower() not in {k.lower() for k in p["keys"]}]
        if not pts:
            return None
        pt = rng.choice(pts)
        item[cap["kind"]] = {"path": pt["path"], "op": "add_field", "key": hname, "value": [hval]}
        item["value"] = draft["value"]
        item["where"] = "header"
        return item
    if not cap["body"]:
        return None
    pt = rng.choice(cap["body"])
    val = draft["value"] if draft.get("bare") else draft["text"]
    item[cap["kind"]] = {
        "path": pt["path"],
        "op": "add_field",
        "key": free_key(draft["key"], pt["keys"]),
        "value": val,
    }
    item["value"] = draft["value"]
    item["where"] = "field"
    return item


def eligible(draft: dict, cap: dict) -> bool:
    only = draft.get("only")
    if only == "header":
        return bool(cap["headers"])
    if only == "data":
        return cap["kind"] != "html" and bool(cap["body"])
    if only == "html":
        return cap["kind"] == "html"
    return bool(cap["body"])


def main() -> int:
    root = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    caps = scan_captures(root)
    rng = random.Random(SEED)
    used = {rel: 0 for rel in caps}
    items: list[dict] = []
    for label, family_default, prefix, mod in (
        ("personal", "personal", "p49-per", content_personal),
        ("secret", "secret", "p49-sec", content_secret),
        ("keep", "keep", "p49-keep", content_keep),
    ):
        n = 0
        for maker, count in mod.PLAN:
            for _ in range(count):
                for _attempt in range(60):
                    draft = maker(rng)
                    order = sorted(
                        (r for r in caps if eligible(draft, caps[r])),
                        key=lambda r: (used[r], rng.random()),
                    )
                    got = None
                    for rel in order[:8]:
                        placed = place(draft, rel, caps[rel], rng)
                        if placed is None:
                            continue
                        where = placed.pop("where")
                        n_id = f"{prefix}-{n + 1:03d}"
                        item = {
                            "id": n_id,
                            "split": "test",
                            "label": label,
                            "family": "account-id"
                            if draft["kind"] == "account-id"
                            else family_default,
                            "kind": draft["kind"],
                            "lang": draft["lang"],
                            "form": f"{draft['form']}; {where} in {rel.split('/')[0]}",
                            "value": placed.pop("value"),
                            "target": rel,
                            **placed,
                        }
                        if check_item(item, root):
                            continue
                        got = item
                        used[rel] += 1
                        break
                    if got:
                        items.append(got)
                        n += 1
                        break
                else:
                    raise SystemExit(f"could not place a {maker.__name__} item")
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(items)} items written to {CASES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
