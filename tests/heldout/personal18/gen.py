"""Build cases.json of corpus 18 from the templates and the captures' planting spots.

    python tests/heldout/personal18/gen.py [CAPTURES]

Reads the captures only to find places to plant (block tags in page bodies, multi-line
objects / block mappings, cassettes' recorded headers); every item is then planted and
checked with plant.py, and an item that does not plant is dropped (none is expected).
"""

from __future__ import annotations

import html as H
import json
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import gen_content as C  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from gen_values import R  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SKIP = (
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
    "head",
)
BLOCK = re.compile(r"<(p|div|li|h[1-6]|section|article|ul|ol|table)[\s>]", re.I)


def html_spots(text: str) -> list[tuple[int, int, str]]:
    body = text.lower().find("<body")
    out = []
    low = text.lower()
    for m in BLOCK.finditer(text, max(body, 0)):
        at = m.start()
        before = text[:at].rstrip()
        if not before.endswith(">"):
            continue
        if low.rfind("<!--", 0, at) > low.rfind("-->", 0, at):
            continue
        if any(low.rfind("<" + t, 0, at) > low.rfind("</" + t, 0, at) for t in SKIP):
            continue
        line = text.count("\n", 0, at) + 1
        col = at - (text.rfind("\n", 0, at) + 1)
        out.append((line, col, text[at : at + 12]))
    return out


def json_spots(text: str) -> tuple[list, list]:
    spans = _JsonSpans(text).spans
    objs, headers = [], []
    for path, (s, _e) in spans.items():
        if (
            text[s] == "{"
            and "\n" in text[s + 1 : s + 1 + len(text[s + 1 :]) - len(text[s + 1 :].lstrip())]
            and text[s + 1 :].lstrip()[0] != "}"
        ):
            (headers if path and path[-1] == "headers" else objs).append(list(path))
    return objs, headers


def yaml_spots(text: str) -> tuple[list, list]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if node.value and not node.flow_style:
                (headers if path and path[-1] == "headers" else objs).append(list(path))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return objs, headers


def get(doc, path):
    for p in path:
        doc = doc[p]
    return doc


KEYS = [
    "notes",
    "comment",
    "comentario",
    "raw_text",
    "log",
    "mensaje",
    "extra",
    "contexto",
    "debug",
    "env_line",
]
PLAN = [
    ("personal", C.p_birth, 40),
    ("personal", C.p_home, 45),
    ("personal", C.p_passport, 25),
    ("personal", C.p_ids, 75),
    ("personal", C.p_ids2, 25),
    ("personal", C.p_phone, 60),
    ("personal", C.p_email, 45),
    ("personal", C.p_sensitive, 30),
    ("personal", C.p_assets, 12),
    ("personal", C.p_ip, 12),
    ("personal", C.p_account, 52),
    ("secret", C.s_any, 110),
    ("secret", C.s_more, 40),
    ("keep", C.k_any, 330),
    ("keep", C.k_more, 72),
]


def main() -> int:
    cap = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    htmls, jsons, yamls, hj, hy = [], [], [], [], []
    for f in sorted(cap.glob("*/*")):
        if f.suffix not in (".html", ".json", ".yaml"):
            continue
        rel = f.relative_to(cap).as_posix()
        t = f.read_bytes().decode("utf-8")
        if f.suffix == ".html":
            htmls += [(rel, s) for s in html_spots(t)]
        elif f.suffix == ".json":
            o, h = json_spots(t)
            jsons += [(rel, p, json.loads(t.lstrip("\ufeff"))) for p in o]
            hj += [(rel, p, json.loads(t.lstrip("\ufeff"))) for p in h]
        elif f.suffix == ".yaml":
            o, h = yaml_spots(t)
            yamls += [(rel, p, yaml.safe_load(t)) for p in o]
            hy += [(rel, p, yaml.safe_load(t)) for p in h]

    # one spot per capture at a time, cycling over captures so that all are used
    def by_file(spots):
        files: dict[str, list] = {}
        for s in spots:
            files.setdefault(s[0], []).append(s)
        return files

    pools = {
        k: by_file(v)
        for k, v in (("html", htmls), ("json", jsons), ("yaml", yamls), ("hj", hj), ("hy", hy))
    }
    counters = {k: 0 for k in pools}

    def pick(kind):
        files = sorted(pools[kind])
        n = counters[kind]
        counters[kind] += 1
        f = files[n % len(files)]
        return R.choice(pools[kind][f])

    items, nums = [], {"personal": 0, "secret": 0, "keep": 0}
    modes = ["html", "json", "yaml"]
    k = 0
    for label, fn, count in PLAN:
        made = 0
        while made < count:
            t = fn()
            k += 1
            fam = (
                "account-id"
                if t["kind"] == "account-id"
                else ("personal" if label == "personal" else label)
            )
            item = {
                "id": "",
                "split": "test",
                "label": label,
                "family": fam,
                "kind": t["kind"],
                "lang": t["lang"],
                "form": t["form"],
                "value": t["value"],
            }
            if t["header"]:
                mode = "hj" if k % 2 else "hy"
                rel, path, doc = pick(mode)
                while t["header"] in get(doc, path) or t["header"].lower() in get(doc, path):
                    rel, path, doc = pick(mode)
                val = t["text"]
                item["form"] += f" (recorded header {t['header']})"
                item["target"] = rel
                item["json" if mode == "hj" else "yaml"] = {
                    "path": path,
                    "op": "add_field",
                    "key": t["header"],
                    "value": [val],
                }
            else:
                mode = modes[k % 3]
                if "\n" in t["text"] and mode == "html":
                    mode = "json"
                if mode == "html":
                    rel, (line, col, exp) = pick("html")
                    if t["html"]:
                        snip = t["html"]
                        if t["value"] not in snip:
                            item["value"] = t["value"].replace("&", "&amp;")
                    else:
                        tag = R.choice(["p", "div", "li" if False else "p"])
                        snip = f"<{tag}>{H.escape(t['text'], quote=False)}</{tag}>"
                        item["value"] = H.escape(t["value"], quote=False)
                    item["target"] = rel
                    item["html"] = {"snippet": snip, "line": line, "col": col, "expect": exp}
                    item["form"] += " (HTML snippet)"
                else:
                    rel, path, doc = pick(mode)
                    obj = get(doc, path)
                    key = R.choice(KEYS)
                    while key in obj:
                        key += "_extra"
                    item["target"] = rel
                    item[mode] = {"path": path, "op": "add_field", "key": key, "value": t["text"]}
                    item["form"] += f" ({mode.upper()} field)"
            nums[label] += 1
            short = {"personal": "per", "secret": "sec", "keep": "keep"}[label]
            item["id"] = f"p18-{short}-{nums[label]:03d}"
            errs = check_item(item, cap)
            if errs:
                print("dropped:", t["kind"], t["form"], errs)
                nums[label] -= 1
                continue
            items.append(item)
            made += 1
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
