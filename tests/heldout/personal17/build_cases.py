"""Write cases.json for corpus 17: generate the items and choose where each one goes.

    .venv/bin/python tests/heldout/personal17/build_cases.py [CAPTURES]

Deterministic (fixed seeds). Imports nothing from ``fixture_guard``. Every item is planted
and checked with ``check_corpus.check_item`` before it is kept; a place that fails is
skipped and another is tried.
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

from check_corpus import captures_root, check_item  # noqa: E402
from items_keep import all_keep  # noqa: E402
from items_personal import all_personal  # noqa: E402
from items_secret import all_secret  # noqa: E402
from plant import _JsonSpans, _yaml_at  # noqa: E402

RP = random.Random(1717)

HTML_TARGETS = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
]
BLOCK = {
    "p",
    "div",
    "section",
    "article",
    "ul",
    "ol",
    "table",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "footer",
    "aside",
    "nav",
    "figure",
    "blockquote",
    "form",
    "main",
}
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
    "p",
    "a",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "ul",
    "ol",
    "dl",
    "em",
    "strong",
    "b",
    "i",
    "font",
    "code",
    "object",
    "math",
}


def html_spots(root: Path, target: str) -> list[dict[str, Any]]:
    text = (root / target).read_bytes().decode("utf-8")
    lines = text.split("\n")
    doc = lxml.html.document_fromstring(
        (root / target).read_bytes(), parser=lxml.html.HTMLParser(encoding="utf-8")
    )
    body = doc.find("body")
    spots, seen = [], set()
    if body is None:
        return []
    for el in body.iter():
        if not isinstance(el.tag, str) or el.tag not in BLOCK or el.sourceline is None:
            continue
        if any(isinstance(a.tag, str) and a.tag in BAD for a in el.iterancestors()):
            continue
        ln = el.sourceline
        raw = lines[ln - 1]
        for m in re.finditer(rf"<{el.tag}\b", raw, re.I):
            pos = m.start()
            if raw[:pos].strip() == "":
                spot = {"line": ln, "col": 0, "expect": raw[: m.end()]}
            elif (
                raw[:pos].rstrip().endswith(">")
                and "<!--" not in raw[:pos]
                and "<script" not in raw[:pos].lower()
            ):
                spot = {"line": ln, "col": pos, "expect": m.group(0)}
            else:
                continue
            key = (ln, spot["col"])
            if key not in seen:
                seen.add(key)
                spots.append({"target": target, "html": spot})
            break
    return spots


def _is_header_path(path: tuple[Any, ...]) -> bool:
    return bool(path) and path[-1] == "headers"


def json_spots(root: Path, target: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    text = (root / target).read_bytes().decode("utf-8")
    spans = _JsonSpans(text).spans
    body, heads = [], []
    for path, (s, e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        keys = set(json.loads(text[s:e]))
        d = {"target": target, "fmt": "json", "path": list(path), "keys": keys}
        (heads if _is_header_path(path) else body).append(d)
    return body, heads


def yaml_spots(root: Path, target: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    text = (root / target).read_bytes().decode("utf-8")
    node0 = yaml.compose(text, Loader=yaml.SafeLoader)
    body, heads = [], []

    def walk(node: yaml.Node, path: tuple[Any, ...]) -> None:
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                d = {
                    "target": target,
                    "fmt": "yaml",
                    "path": list(path),
                    "keys": {k.value for k, _ in node.value},
                }
                (heads if _is_header_path(path) else body).append(d)
            for k, v in node.value:
                walk(v, (*path, k.value))
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, (*path, i))

    walk(node0, ())
    for d in body + heads:  # the planter must find each path again
        _yaml_at(node0, d["path"])
    return body, heads


WRAP = [
    "<p>{t}</p>",
    '<div class="nota">{t}</div>',
    "<ul><li>{t}</li></ul>",
    "<blockquote>{t}</blockquote>",
    "<table><tr><td>{t}</td></tr></table>",
    "<section><h4>Comentario</h4><p>{t}</p></section>",
    "<dl><dt>Dato</dt><dd>{t}</dd></dl>",
    "<address>{t}</address>",
]


def render_options(item: dict[str, Any]) -> list[tuple[str, dict[str, Any], str]]:
    """(format, partial planting block, value) choices for an item."""
    opts: list[tuple[str, dict[str, Any], str]] = []
    fmts = item.get("fmts") or ["html", "json", "yaml"]
    tval = item.get("tvalue") or item["value"]
    if "header" in item:
        name, val = item["header"]
        for f in ("json", "yaml"):
            opts.append(
                (f + "-header", {"op": "add_field", "key": name, "value": [val]}, item["value"])
            )
        return opts
    if "html" in item and "html" in fmts:
        opts.append(("html", {"snippet": item["html"]}, item["value"]))
    if item.get("text"):
        t = item["text"]
        if "html" in fmts and "html" not in item:
            snip = RP.choice(WRAP).format(t=htmlmod.escape(t, quote=False))
            opts.append(("html", {"snippet": snip}, htmlmod.escape(tval, quote=False)))
        for f in ("json", "yaml"):
            if f in fmts:
                opts.append(
                    (
                        f,
                        {
                            "op": "add_field",
                            "key": RP.choice(item.get("keys") or ["nota"]),
                            "value": t,
                        },
                        tval,
                    )
                )
    if "field" in item:
        k, v = item["field"]
        for f in ("json", "yaml"):
            if f in fmts:
                opts.append((f, {"op": "add_field", "key": k, "value": v}, tval))
        if "html" in fmts and isinstance(v, str) and "\n" not in v:
            snip = RP.choice(
                [
                    "<dl><dt>{k}</dt><dd>{v}</dd></dl>",
                    "<p><strong>{k}:</strong> {v}</p>",
                    "<table><tr><th>{k}</th><td>{v}</td></tr></table>",
                ]
            ).format(k=htmlmod.escape(k), v=htmlmod.escape(v, quote=False))
            opts.append(("html", {"snippet": snip}, htmlmod.escape(tval, quote=False)))
    return opts


def main(argv: list[str]) -> int:
    root = captures_root(argv[0] if argv else None)
    hspots: list[dict[str, Any]] = []
    for t in HTML_TARGETS:
        hspots += html_spots(root, t)
    jb, jh, yb, yh = [], [], [], []
    for p in sorted(root.glob("*/*.json")):
        b, h = json_spots(root, str(p.relative_to(root)))
        jb += b
        jh += h
    for p in sorted(root.glob("*/*.yaml")):
        b, h = yaml_spots(root, str(p.relative_to(root)))
        yb += b
        yh += h
    print(
        f"spots: html {len(hspots)}, json {len(jb)} (+{len(jh)} headers), yaml {len(yb)} (+{len(yh)} headers)"
    )

    # spread over captures: group spots by target, pick a target first, then a spot
    def by_target(sp: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
        g: dict[str, list[dict[str, Any]]] = {}
        for s in sp:
            g.setdefault(s["target"], []).append(s)
        return g

    pools = {
        "html": by_target(hspots),
        "json": by_target(jb),
        "yaml": by_target(yb),
        "json-header": by_target(jh),
        "yaml-header": by_target(yh),
    }
    use: dict[str, int] = {}
    originals = {t: (root / t).read_bytes().decode("utf-8") for g in pools.values() for t in g}

    items = all_personal() + all_secret() + all_keep()
    prefix = {"personal": "p17-per", "secret": "p17-sec", "keep": "p17-keep"}
    counters = {k: 0 for k in prefix}
    out, failed = [], []
    for raw in items:
        opts = render_options(raw)
        RP.shuffle(opts)
        # balance formats: prefer the least used format among the options
        fmt_use = {f: sum(1 for o in out if o["_fmt"] == f) for f in pools}
        opts.sort(key=lambda o: fmt_use[o[0]] + RP.random() * 40)
        placed = None
        for fmt, block, value in opts:
            groups = pools[fmt]
            tl = sorted(groups, key=lambda t: use.get(t, 0) + RP.random() * 6)
            for target in tl[:6]:
                cand = list(groups[target])
                RP.shuffle(cand)
                for sp in cand[:8]:
                    if value in originals[target]:
                        break
                    base = {
                        k: v
                        for k, v in raw.items()
                        if k not in ("text", "field", "header", "html", "keys", "fmts", "tvalue")
                    }
                    base["value"] = value
                    base["target"] = target
                    base["split"] = "test"
                    if fmt == "html":
                        base["html"] = {**sp["html"], "snippet": block["snippet"]}
                        where = "an HTML snippet in the page body"
                    else:
                        f = fmt.split("-")[0]
                        b = dict(block)
                        b["path"] = sp["path"]
                        if b["key"] in sp["keys"] or b["key"].lower() in {
                            str(k).lower() for k in sp["keys"]
                        }:
                            if fmt.endswith("header"):
                                continue
                            b["key"] = b["key"] + "_extra"
                        base[f] = {
                            "path": b["path"],
                            "op": "add_field",
                            "key": b["key"],
                            "value": b["value"],
                        }
                        where = (
                            (
                                "a recorded header of a "
                                if fmt.endswith("header")
                                else f"a new field of a {f.upper()} object in a "
                            )
                            + target.split("/")[0]
                            + " capture"
                        )
                    base["form"] = f"{raw['form']}; in {where}"
                    base["id"] = "tmp"
                    errs = check_item(base, root)
                    if not errs:
                        placed = base
                        break
                if placed:
                    break
            if placed:
                placed["_fmt"] = fmt
                break
        if not placed:
            failed.append(raw)
            continue
        counters[raw["label"]] += 1
        placed["id"] = f"{prefix[raw['label']]}-{counters[raw['label']]:03d}"
        use[placed["target"]] = use.get(placed["target"], 0) + 1
        out.append(placed)
    order = [
        "id",
        "split",
        "label",
        "family",
        "kind",
        "lang",
        "form",
        "value",
        "target",
        "html",
        "json",
        "yaml",
    ]
    final = [{k: o[k] for k in order if k in o} for o in out]
    (HERE / "cases.json").write_text(
        json.dumps(final, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"placed {len(final)}, could not place {len(failed)}")
    for f in failed:
        print("  unplaced:", f["label"], f["kind"], f["form"], repr(f["value"])[:60])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
