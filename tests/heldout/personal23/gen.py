"""Write cases.json of corpus 23 from the content modules (fixed seeds).

    .venv/bin/python tests/heldout/personal23/gen.py [CAPTURES]

Finds insertion points in the captures (block tags of HTML bodies, multi-line objects of
JSON, block mappings of YAML, recorded ``headers`` of cassettes), plants each item in a
place drawn with a fixed seed, and keeps only items that ``check_corpus.check_item``
accepts (an item that fails is retried in other places, then dropped).
"""

from __future__ import annotations

import html as H
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

HTML_FILES = [
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
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|blockquote|header|footer|nav|main|aside)[\s>]",
    re.I,
)
AVOID = [
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
    "template",
    "a",
    "title",
    "option",
    "object",
]
TEXT_KEYS = [
    "snippet",
    "content",
    "description",
    "note",
    "comment",
    "message",
    "raw_content",
    "text",
    "body_excerpt",
    "summary",
    "log_line",
    "remark",
    "observaciones",
    "nota",
    "chat_export",
    "ticket",
    "commit_message",
    "readme_line",
    "debug",
]


def _inside(prefix: str) -> bool:
    low = prefix.lower()
    if low.rfind("<!--") > low.rfind("-->"):
        return True
    if low.rfind("<body") < 0:
        return True
    for t in AVOID:
        o = max(low.rfind(f"<{t} "), low.rfind(f"<{t}>"), low.rfind(f"<{t}\n"))
        if o > low.rfind(f"</{t}>"):
            return True
    return False


def html_points(captures: Path) -> dict[str, list[tuple[int, int, str]]]:
    pts: dict[str, list[tuple[int, int, str]]] = {}
    for rel in HTML_FILES:
        text = (captures / rel).read_text(encoding="utf-8")
        lines = text.split("\n")
        off = 0
        found = []
        for n, line in enumerate(lines, 1):
            s = line.lstrip(" \t")
            ind = len(line) - len(s)
            if BLOCK.match(s) and not _inside(text[: off + ind]):
                found.append((n, 0, line[:12]))
            for m in re.finditer(r">(?=<(?:p|div|li|section|article|ul|table|h2|h3)[\s>])", line):
                c = m.end()
                if c > 0 and not _inside(text[: off + c]):
                    found.append((n, c, line[c : c + 12]))
            off += len(line) + 1
        if found:
            pts[rel] = found
    return pts


def json_points(captures: Path) -> tuple[dict, dict]:
    objs: dict[str, list] = {}
    heads: dict[str, list] = {}
    for p in sorted(captures.glob("*/*.json")):
        rel = str(p.relative_to(captures))
        text = p.read_text(encoding="utf-8")
        try:
            spans = _JsonSpans(text).spans
        except Exception:
            continue
        o, hd = [], []
        for path, (s, e) in spans.items():
            if text[s] != "{":
                continue
            j = s + 1
            while j < e and text[j] in " \t\r":
                j += 1
            if text[j] != "\n":
                continue
            rest = text[j:e].strip()
            if rest == "}":
                continue
            if path and isinstance(path[-1], str) and path[-1].lower() == "headers":
                hd.append(list(path))
            else:
                o.append(list(path))
        if o:
            objs[rel] = o
        if hd:
            heads[rel] = hd
    return objs, heads


def yaml_points(captures: Path) -> tuple[dict, dict]:
    objs: dict[str, list] = {}
    heads: dict[str, list] = {}
    for p in sorted(captures.glob("*/*.yaml")):
        rel = str(p.relative_to(captures))
        root = yaml.compose(p.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
        o, hd = [], []

        def walk(node: Any, path: list, o: list = o, hd: list = hd) -> None:
            if isinstance(node, yaml.MappingNode):
                if node.value and not node.flow_style:
                    (hd if path and str(path[-1]).lower() == "headers" else o).append(list(path))
                for k, val in node.value:
                    walk(val, [*path, k.value])
            elif isinstance(node, yaml.SequenceNode):
                for i, val in enumerate(node.value):
                    walk(val, [*path, i])

        walk(root, [])
        if o:
            objs[rel] = o
        if hd:
            heads[rel] = hd
    return objs, heads


def _container(captures: Path, target: str, kind: str, path: list) -> dict:
    text = (captures / target).read_text(encoding="utf-8-sig")
    data = json.loads(text) if kind == "json" else yaml.safe_load(text)
    for step in path:
        data = data[step]
    return data


HTML_WRAP = [
    "<p>{t}</p>",
    "<li>{t}</li>",
    '<div class="comment-body">{t}</div>',
    "<blockquote>{t}</blockquote>",
    "<p><code>{t}</code></p>",
    '<div class="msg"><strong>Mensaje:</strong> {t}</div>',
    "<p><small>{t}</small></p>",
    '<section class="ticket"><p>{t}</p></section>',
]


def html_snippet(item: dict, rng: random.Random) -> tuple[str, str]:
    """(snippet, value as written in the page)."""
    if "html" in item:
        return item["html"], item["value"]
    if item.get("pem"):
        return "<pre>" + H.escape(item["text"], quote=False) + "</pre>", item["value"]
    val_t = H.escape(item["value"], quote=False)
    if item.get("header") or item.get("raw"):
        key = item.get("key", "id")
        return f"<dl><dt>{H.escape(key)}</dt><dd>{val_t}</dd></dl>", val_t
    r = rng.random()
    if r < 0.12:
        val_a = H.escape(item["value"], quote=True)
        attr = rng.choice(["title", "data-note", "aria-label", "data-comment"])
        return f'<div {attr}="{H.escape(item["text"], quote=True)}">…</div>', val_a
    return rng.choice(HTML_WRAP).format(t=H.escape(item["text"], quote=False)), val_t


def placements(item: dict, rng: random.Random, pts: dict) -> list[dict]:
    """Candidate planting blocks for one item, in a seeded order."""
    out: list[dict] = []
    hp, (jo, jh), (yo, yh) = pts["html"], pts["json"], pts["yaml"]
    kinds = ["html", "json", "yaml"]
    if "html" in item:
        kinds = ["html"]
    elif item.get("header"):
        kinds = ["jh", "yh", "html"]
    rng.shuffle(kinds) if len(kinds) == 3 and not item.get("header") else None
    for _ in range(6):
        for k in kinds:
            if k == "html":
                tgt = rng.choice(sorted(hp))
                n, c, exp = rng.choice(hp[tgt])
                snip, val = html_snippet(item, rng)
                out.append(
                    {
                        "target": tgt,
                        "value": val,
                        "html": {"snippet": snip, "line": n, "col": c, "expect": exp},
                    }
                )
            else:
                src = {"json": jo, "yaml": yo, "jh": jh, "yh": yh}[k]
                tgt = rng.choice(sorted(src))
                path = rng.choice(src[tgt])
                kind = "json" if k in ("json", "jh") else "yaml"
                cont = _container(pts["captures"], tgt, kind, path)
                if k in ("jh", "yh"):
                    key, value = item["key"], [item["text"]]
                elif item.get("raw"):
                    key, value = item["key"], item["value"]
                elif item.get("key"):
                    key, value = item["key"], item["text"]
                else:
                    key, value = rng.choice(TEXT_KEYS), item["text"]
                if isinstance(cont, dict) and key in cont:
                    key += "_extra"
                out.append(
                    {
                        "target": tgt,
                        "value": item["value"],
                        kind: {"path": path, "op": "add_field", "key": key, "value": value},
                    }
                )
    return out


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    jo, jh = json_points(captures)
    yo, yh = yaml_points(captures)
    pts = {"html": html_points(captures), "json": (jo, jh), "yaml": (yo, yh), "captures": captures}
    rng = random.Random(2323)
    groups = [
        (
            "per",
            content_personal.build(random.Random(23001))
            + content_personal.accounts(random.Random(23002)),
        ),
        ("sec", content_secret.build(random.Random(23003))),
        ("keep", content_keep.build(random.Random(23004))),
    ]
    cases: list[dict] = []
    dropped = 0
    for tag, items in groups:
        n = 0
        for it in items:
            label = "keep" if tag == "keep" else ("secret" if tag == "sec" else "personal")
            for cand in placements(it, rng, pts):
                case = {
                    "id": f"p23-{tag}-{n + 1:03d}",
                    "split": "test",
                    "label": label,
                    "family": it["family"],
                    "kind": it["kind"],
                    "lang": it["lang"],
                    "form": it["form"]
                    + " in "
                    + next(k for k in ("html", "json", "yaml") if k in cand),
                    **cand,
                }
                if not check_item(case, captures):
                    cases.append(case)
                    n += 1
                    break
            else:
                dropped += 1
                print("dropped:", tag, it["kind"], it["form"])
    (HERE / "cases.json").write_text(
        json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(cases)} cases written, {dropped} dropped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
