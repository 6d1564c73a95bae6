"""Write cases.json for corpus 58, deterministically (fixed seed), from the content modules.

    HELDOUT_CAPTURES=/work/shared/captures python tests/heldout/personal58/build_cases.py

Reads the captures only to find insertion points (JSON/YAML containers, HTML block tags in
<body>); every item is checked by ``check_corpus.check_item`` and by a visibility check
(HTML) before it is written; an item that fails at one point is moved to the next point.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from plant import _JsonSpans, plant  # noqa: E402
from values import V  # noqa: E402

SEED = 58
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
DOC_FILES = [
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
    "html/trafilatura-evaldata_subset.json",
    "injection/bipia_text-attack-instructions_test.json",
    "search/anthropic-web-search_vercel-ai_tech-news.json",
    "search/bing_semantic-kernel_what-is-sk.json",
    "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/brave_semantic-kernel_what-is-sk.json",
    "search/brave_semantic-kernel_what-is-sk_site-filter.json",
    "search/firecrawl_crewai_search-firecrawl.cassette.yaml",
    "search/google-cse_semantic-kernel_what-is-sk.json",
    "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
    "search/openai-web-search_vercel-ai_tech-news.json",
    "search/perplexity-sonar_vercel-ai_citations.json",
    "search/tavily_pydantic-ai_basic-search.cassette.yaml",
    "search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml",
    "search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml",
    "search/tavily_semantic-kernel_what-is-sk.json",
    "search/tavily_semantic-kernel_what-is-sk_site-devblogs.json",
]
BLOCK = re.compile(
    r"<(p|div|li|h[1-6]|section|article|ul|ol|table|aside|footer|header|nav|figure|blockquote|main)\b",
    re.I,
)
HIDDEN = re.compile(
    r"<!--.*?-->|<(script|style|noscript|template|textarea|select|svg|iframe|button|label|pre|title|head|option)\b.*?</\1\s*>",
    re.I | re.S,
)
BAD_ANCESTORS = {
    "script",
    "style",
    "noscript",
    "template",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "title",
    "head",
    "option",
}
NOT_TEXT_LISTS = ("include_domains", "citations", "categories", "tags")
TEXT_KEYS = {
    "result": [
        "snippet",
        "extra_snippet",
        "summary",
        "excerpt",
        "text",
        "description",
        "body_text",
    ],
    "error": ["detail", "error_detail", "hint", "log", "debug_message"],
    "meta": ["note", "comment", "raw_text", "message", "debug", "notes"],
}


# ---------------------------------------------------------------------------- discovery


def html_points(text: str) -> list[dict]:
    body = re.search(r"<body\b[^>]*>", text, re.I)
    end = text.lower().rfind("</body")
    if not body:
        return []
    hidden = [(m.start(), m.end()) for m in HIDDEN.finditer(text)]
    pts = []
    for m in BLOCK.finditer(text, body.end(), end if end > 0 else len(text)):
        s = m.start()
        if any(a <= s < b for a, b in hidden):
            continue
        before = text[:s].rstrip()
        if not before.endswith(">"):
            continue
        ls = text.rfind("\n", 0, s) + 1
        line = text.count("\n", 0, s) + 1
        if text[ls:s].strip() == "":
            pts.append({"line": line, "col": 0, "expect": text[ls : m.end()]})
        else:
            pts.append({"line": line, "col": s - ls, "expect": text[s : m.end()]})
    return pts


def _flavor(keys: list[str], path: tuple) -> str:
    ks = {k.lower() for k in keys}
    if ks & {
        "url",
        "title",
        "snippet",
        "content",
        "description",
        "link",
        "name",
        "text",
        "cited_text",
    }:
        return "result"
    if any(str(p).lower() in ("error", "status", "metadata") for p in path) or ks & {
        "code",
        "message",
        "error",
    }:
        return "error"
    return "meta"


def doc_slots(rel: str, text: str) -> list[dict]:
    slots = []
    if rel.endswith(".json"):
        sp = _JsonSpans(text).spans
        for path, (s, e) in sp.items():
            c = text[s]
            if c not in "{[":
                continue
            inner = text[s + 1 : e - 1]
            if (
                not inner.strip()
                or "\n" not in text[s + 1 : s + 1 + len(inner) - len(inner.lstrip())]
            ):
                continue
            val = json.loads(text[s:e])
            if c == "{":
                kind = "headers" if path and str(path[-1]).lower() == "headers" else "obj"
                if kind == "obj" and len(val) < 2:
                    continue
                slots.append(
                    {
                        "path": list(path),
                        "kind": kind,
                        "keys": list(val),
                        "flavor": _flavor(list(val), path),
                        "fmt": "json",
                    }
                )
            elif (
                all(isinstance(x, str) for x in val)
                and not (len(path) >= 2 and str(path[-2]).lower() == "headers")
                and str(path[-1]) not in NOT_TEXT_LISTS
            ):
                slots.append(
                    {
                        "path": list(path),
                        "kind": "arr",
                        "keys": [],
                        "flavor": "result",
                        "fmt": "json",
                    }
                )
    else:
        root = yaml.compose(text, Loader=yaml.SafeLoader)

        def walk(n, path):
            if isinstance(n, yaml.MappingNode):
                if not n.flow_style and n.value:
                    keys = [k.value for k, _ in n.value]
                    kind = "headers" if path and str(path[-1]).lower() == "headers" else "obj"
                    if kind == "headers" or len(keys) >= 2:
                        slots.append(
                            {
                                "path": list(path),
                                "kind": kind,
                                "keys": keys,
                                "flavor": _flavor(keys, path),
                                "fmt": "yaml",
                            }
                        )
                for k, v in n.value:
                    walk(v, (*path, k.value))
            elif isinstance(n, yaml.SequenceNode):
                if (
                    not n.flow_style
                    and n.value
                    and all(isinstance(x, yaml.ScalarNode) for x in n.value)
                    and path
                    and str(path[-1]).lower() not in ("headers",)
                    and not (len(path) >= 2 and str(path[-2]).lower() == "headers")
                    and str(path[-1]) not in NOT_TEXT_LISTS
                ):
                    slots.append(
                        {
                            "path": list(path),
                            "kind": "arr",
                            "keys": [],
                            "flavor": "result",
                            "fmt": "yaml",
                        }
                    )
                for i, v in enumerate(n.value):
                    walk(v, (*path, i))

        walk(root, ())
    # skip bookkeeping containers that no payload would carry text in
    skip = (
        "rankingResponse",
        "thumbnail",
        "cache_creation",
        "server_tool_use",
        "input_tokens_details",
        "output_tokens_details",
        "mixed",
        "cse_thumbnail",
        "cse_image",
        "usage",
        "queries",
        "url",
        "format",
    )
    keep = []
    for s in slots:
        path = s["path"]
        if any(str(p) in skip for p in path):
            continue
        if s["kind"] == "obj" and (not path or (len(path) == 2 and path[0] == "interactions")):
            continue  # the document root and a cassette's interaction: no payload field goes there
        keep.append(s)
    return keep


# ---------------------------------------------------------------------------- planting specs


def html_snippet(it: dict, rng: random.Random) -> tuple[str, str]:
    if it["html"]:
        return it["html"], it["value"]
    tag = rng.choice(["p", "p", "div", "p", "li"])
    text = htmlmod.escape(it["text"], quote=False)
    val = htmlmod.escape(it["value"], quote=False)
    if tag == "li":
        return f"<ul><li>{text}</li></ul>", val
    return f"<{tag}>{text}</{tag}>", val


def html_visible(item: dict, captures: Path) -> bool:
    import lxml.html

    p = plant(item, captures)
    doc = lxml.html.document_fromstring(p.data, parser=lxml.html.HTMLParser(encoding="utf-8"))
    want = htmlmod.unescape(item["value"])
    snippet_has_a = "<a " in item["html"]["snippet"]
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        if (el.text and want in el.text) or any(want in str(v) for v in el.attrib.values()):
            anc = [a.tag for a in el.iterancestors() if isinstance(a.tag, str)] + [el.tag]
        elif el.tail and want in el.tail:
            anc = [a.tag for a in el.iterancestors() if isinstance(a.tag, str)]
        else:
            continue
        if set(anc) & BAD_ANCESTORS:
            continue
        if anc.count("a") > (1 if snippet_has_a else 0):
            continue
        if "<pre>" not in item["html"]["snippet"] and "pre" in anc:
            continue
        return True
    return False


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    rng = random.Random(SEED)
    v = V(rng)
    pers = content_personal.items(v)
    secs = content_secret.items(v)
    keeps = content_keep.items(v)

    hpts = {f: html_points((captures / f).read_text(encoding="utf-8")) for f in HTML_FILES}
    for f, pts in hpts.items():
        rng.shuffle(pts)
        assert pts, f
    slots = {f: doc_slots(f, (captures / f).read_text(encoding="utf-8")) for f in DOC_FILES}
    hdr_files = [f for f in DOC_FILES if any(s["kind"] == "headers" for s in slots[f])]
    obj_files = [f for f in DOC_FILES if any(s["kind"] in ("obj",) for s in slots[f])]
    arr_files = [f for f in DOC_FILES if any(s["kind"] == "arr" for s in slots[f])]

    counters = {"html": 0, "doc": 0, "header": 0, "medium": 0}
    cursor: dict[str, int] = {}

    def next_file(files: list[str], medium: str) -> list[str]:
        k = counters[medium]
        counters[medium] += 1
        return files[k % len(files) :] + files[: k % len(files)]

    def pick(seq_key: str, seq: list) -> list:
        k = cursor.get(seq_key, 0)
        cursor[seq_key] = k + 1
        return seq[k % len(seq) :] + seq[: k % len(seq)]

    out = []
    n = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    all_items = pers + secs + keeps
    for it in all_items:
        label = it["label"]
        n[label] += 1
        iid = f"p58-{prefix[label]}-{n[label]:03d}"
        base = {
            "id": iid,
            "split": "test",
            "label": label,
            "family": it["family"],
            "kind": it["kind"],
            "lang": it["lang"],
            "form": it["form"],
            "value": it["value"],
        }
        if it["header"]:
            media = ["header"]
        elif it["html"]:
            media = ["html"]
        elif it["field"]:
            media = ["doc"]
        else:
            counters["medium"] += 1
            media = ["html", "doc"] if counters["medium"] % 5 in (0, 2) else ["doc", "html"]
        done = None
        for medium in media:
            if medium == "html":
                for f in next_file(HTML_FILES, "html"):
                    snip, val = html_snippet(it, rng)
                    for pt in pick(f, hpts[f])[:40]:
                        cand = {
                            **base,
                            "value": val,
                            "form": base["form"] + " (page)",
                            "target": f,
                            "html": {"snippet": snip, **pt},
                        }
                        if not check_item(cand, captures) and html_visible(cand, captures):
                            done = cand
                            break
                    if done:
                        break
            elif medium == "header":
                for f in next_file(hdr_files, "header"):
                    name, hv = it["header"]
                    for s in pick(f + "#h", [s for s in slots[f] if s["kind"] == "headers"]):
                        if name.lower() in {k.lower() for k in s["keys"]}:
                            continue
                        cand = {
                            **base,
                            "form": base["form"] + " (recorded header)",
                            "target": f,
                            s["fmt"]: {
                                "path": s["path"],
                                "op": "add_field",
                                "key": name,
                                "value": [hv],
                            },
                        }
                        if not check_item(cand, captures):
                            done = cand
                            break
                    if done:
                        break
            else:
                files = (
                    obj_files
                    if it["field"]
                    else sorted(set(obj_files) | set(arr_files), key=DOC_FILES.index)
                )
                for f in next_file(files, "doc"):
                    cands = [
                        s
                        for s in slots[f]
                        if s["kind"] == "obj" or (s["kind"] == "arr" and not it["field"])
                    ]
                    for s in pick(f + "#d", cands)[:12]:
                        if s["kind"] == "arr":
                            spec = {"path": s["path"], "op": "add_item", "value": it["text"]}
                        elif it["field"]:
                            key, val = it["field"]
                            if key in s["keys"]:
                                key += "_extra"
                            spec = {"path": s["path"], "op": "add_field", "key": key, "value": val}
                        else:
                            keys = [k for k in TEXT_KEYS[s["flavor"]] if k not in s["keys"]]
                            spec = {
                                "path": s["path"],
                                "op": "add_field",
                                "key": rng.choice(keys),
                                "value": it["text"],
                            }
                        cand = {
                            **base,
                            "form": base["form"] + (" (JSON)" if s["fmt"] == "json" else " (YAML)"),
                            "target": f,
                            s["fmt"]: spec,
                        }
                        if not check_item(cand, captures):
                            done = cand
                            break
                    if done:
                        break
            if done:
                break
        if not done:
            raise SystemExit(f"{iid}: no place found for {it['kind']} {it['value']!r}")
        out.append(done)
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
