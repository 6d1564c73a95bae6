"""Write cases.json of corpus 33 (fixed seeds; needs the captures to choose insertion points).

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal33/gen.py

Every item is planted and checked with ``check_corpus.check_item`` while it is generated; an
insertion point that fails for an item is replaced by the next one.
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
from plant import CASES, _JsonSpans  # noqa: E402

BLOCK = re.compile(r"^[ \t]*<(p|div|li|h[1-6]|section|article|ul|ol|table)[\s>]")
SKIP_OPEN = re.compile(
    r"<(script|style|noscript|pre|textarea|select|svg|iframe|button|label)[\s>]", re.I
)
DOC_KEYS = ["extracted_text", "markdown", "content_md", "document_text", "ocr_text", "page_text"]
SNIP_KEYS = ["snippet_hl", "highlighted_snippet", "description_hl", "excerpt"]
URL_KEYS = ["document_url", "source_url", "link", "download_url"]
HDR_KEYS = [
    "X-Account-Id",
    "X-Customer-Id",
    "OpenAI-Organization",
    "X-Tenant-Id",
    "X-Workspace-Id",
    "X-Billing-Account",
]


def html_points(text: str) -> list[tuple[int, str]]:
    lines = text.split("\n")
    pts, in_body = [], False
    depth = 0
    for i, ln in enumerate(lines, 1):
        low = ln.lower()
        if "<body" in low:
            in_body = True
            continue
        if "</body" in low:
            break
        opens = len(SKIP_OPEN.findall(ln))
        closes = len(
            re.findall(
                r"</(script|style|noscript|pre|textarea|select|svg|iframe|button|label)>", ln, re.I
            )
        )
        if in_body and depth == 0 and BLOCK.match(ln) and len(ln) < 400:
            m = BLOCK.match(ln)
            assert m
            pts.append((i, ln[: len(ln) - len(ln.lstrip()) + 10]))
        depth = max(0, depth + opens - closes)
    return pts


def json_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j] or text[j] == "}":
            continue
        (hdrs if path and path[-1] == "headers" else objs).append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list[Any]], list[list[Any]]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(n: yaml.Node, p: list[Any]) -> None:
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                (hdrs if p and p[-1] == "headers" else objs).append(p)
            for k, val in n.value:
                walk(val, [*p, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, val in enumerate(n.value):
                walk(val, [*p, i])

    walk(root, [])
    return objs, hdrs


def keys_at(text: str, kind: str, path: list[Any]) -> set[str]:
    data = json.loads(text.lstrip("\ufeff")) if kind == "json" else yaml.safe_load(text)
    for s in path:
        data = data[s]
    return set(data)


FAILS: list[str] = []


def main() -> int:
    caps = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    rng = random.Random(33)
    files = sorted(p for p in caps.rglob("*") if p.suffix in (".html", ".json", ".yaml"))
    pool: dict[str, list[tuple[str, str, Any]]] = {"html": [], "obj": [], "hdr": [], "search": []}
    texts: dict[str, str] = {}
    for f in files:
        rel = str(f.relative_to(caps))
        t = f.read_text(encoding="utf-8")
        texts[rel] = t
        if f.suffix == ".html":
            pool["html"] += [(rel, "html", pt) for pt in html_points(t)]
            continue
        kind = "json" if f.suffix == ".json" else "yaml"
        objs, hdrs = json_points(t) if kind == "json" else yaml_points(t)
        pool["obj"] += [(rel, kind, p) for p in objs]
        pool["hdr"] += [(rel, kind, p) for p in hdrs]
        if rel.startswith("search/"):
            pool["search"] += [(rel, kind, p) for p in objs if p]
    # one file after another (round robin over the files of a pool), a random point in it
    by_file: dict[str, list[list[tuple[str, str, Any]]]] = {}
    for k, pts in pool.items():
        per: dict[str, list[tuple[str, str, Any]]] = {}
        for x in pts:
            per.setdefault(x[0], []).append(x)
        by_file[k] = [per[f] for f in sorted(per)]
        rng.shuffle(by_file[k])
    cursor = dict.fromkeys(pool, 0)

    def nxt(k: str) -> tuple[str, str, Any]:
        fl = by_file[k][cursor[k] % len(by_file[k])]
        cursor[k] += 1
        return rng.choice(fl)

    groups = [
        ("per", "personal", content_personal.generate()),
        ("sec", "secret", content_secret.generate()),
        ("keep", "keep", content_keep.generate()),
    ]
    items: list[dict[str, Any]] = []
    for tag, label, rows in groups:
        for n, (kind, fam, lang, form, value, text, where) in enumerate(rows, 1):
            for _attempt in range(40):
                if where == "header":
                    pk = "hdr"
                elif where == "snippet":
                    pk = rng.choice(["search", "search", "html"])
                else:
                    pk = rng.choice(["html", "obj", "obj", "search"])
                rel, kind_f, pt = nxt(pk)
                it: dict[str, Any] = {
                    "id": f"p33-{tag}-{n:03d}",
                    "split": "test",
                    "label": label,
                    "family": fam,
                    "kind": kind,
                    "lang": lang,
                }
                if kind_f == "html":
                    line, expect = pt
                    hv = htmlmod.escape(value, quote=False)
                    if where == "pem":
                        intro, pem = text.split("\n", 1)
                        snippet = (
                            f"<p>{htmlmod.escape(intro, quote=False)}</p>\n<pre>"
                            + htmlmod.escape(pem, quote=False)
                            + "</pre>"
                        )
                        hv = value
                    else:
                        body = (
                            htmlmod.escape(text, quote=False)
                            .replace("\f", "")
                            .replace("\t", " ")
                            .replace("\n", "<br>")
                        )
                        tag_ = {
                            "snippet": 'p class="search-snippet"',
                            "url": 'p class="source"',
                        }.get(where, 'div class="doc-extract"')
                        snippet = f"<{tag_}>{body}</{tag_.split()[0]}>"
                    it.update(
                        form=form + "; HTML",
                        value=hv,
                        target=rel,
                        html={"snippet": snippet, "line": line, "col": 0, "expect": expect},
                    )
                else:
                    present = keys_at(texts[rel], kind_f, pt)
                    if where == "header":
                        key, val = rng.choice(HDR_KEYS), [value]
                    else:
                        key = rng.choice(
                            {"snippet": SNIP_KEYS, "url": URL_KEYS}.get(where, DOC_KEYS)
                        )
                        val = text
                    while key in present:
                        key += "_extra"
                    it.update(
                        form=form + f"; {kind_f.upper()} field",
                        value=value,
                        target=rel,
                        **{kind_f: {"path": pt, "op": "add_field", "key": key, "value": val}},
                    )
                errs = check_item(it, caps)
                if not errs:
                    items.append(it)
                    break
                FAILS.append(errs[0][:150])
            else:
                raise SystemExit(f"no insertion point for {tag} {n}")
    CASES.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(items)} items written to {CASES}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
