"""Generate cases.json of corpus 68, deterministically, and check every item as it is made.

    HELDOUT_CAPTURES=/work/shared/captures .venv/bin/python tests/heldout/personal68/gen.py

Every item is made by a maker of ``content.py``, given a capture (round robin over all 30
text captures) and an insertion point found in that capture (an HTML block tag inside
<body> and outside head/scripts/styles/comments/pre/forms/links/tables/lists, or a
multi-line JSON object / block YAML mapping, or a recorded-header mapping of a cassette),
planted with ``plant.py`` and checked with ``check_corpus.check_item``; an item that does
not pass is put at another point.
"""

from __future__ import annotations

import json
import random
import sys
from html.parser import HTMLParser
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from content import esc  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 6868
TARGETS = [
    "html/de_bafa-gov_mineraloel-statistics-table.html",
    "html/de_rs-ingenieure_simple-corporate-services-page.html",
    "html/es-ar_lanacion_opinion-article.html",
    "html/es-mx_unocero_tech-news-android-apps.html",
    "html/es-pe_elcomercio_signwall-paywall-article.html",
    "html/es-uy_ladiaria_metered-paywall-article.html",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html",
    "html/trafilatura-evaldata_subset.json",
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
    "errors/gemini_crewai_429-resource-exhausted.cassette.yaml",
    "errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml",
    "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
    "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html",
    "injection/bipia_text-attack-instructions_test.json",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html",
]

# ----------------------------------------------------------------------- insertion points

BLOCK = {
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
    "header",
    "footer",
    "aside",
    "nav",
    "figure",
    "blockquote",
    "main",
    "form",
    "dl",
}
FORBID = {
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
    "object",
    "a",
    "option",
    "title",
    "math",
    "table",
    "ul",
    "ol",
    "dl",
    "tr",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "form",
}
VOID = {
    "br",
    "img",
    "meta",
    "link",
    "input",
    "hr",
    "source",
    "wbr",
    "area",
    "base",
    "col",
    "embed",
    "param",
    "track",
}


class _Points(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lines = text.split("\n")
        self.stack: list[str] = []
        self.inbody = False
        self.points: list[tuple[int, int, str]] = []

    def handle_starttag(self, tag, attrs):
        line, col = self.getpos()
        if tag == "body":
            self.inbody = True
        if self.inbody and tag in BLOCK and not any(t in FORBID for t in self.stack):
            s = self.lines[line - 1]
            if not s[:col].strip():
                self.points.append((line, 0, s[:24]))
            elif s[col - 1] == ">":
                self.points.append((line, col, s[col : col + 24]))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass


def html_points(text: str) -> list[tuple[int, int, str]]:
    p = _Points(text)
    p.feed(text)
    return [q for q in p.points if q[0] > 1]


def json_points(text: str) -> list[tuple[list, set]]:
    spans = _JsonSpans(text).spans
    doc = json.loads(text.lstrip("\ufeff"))
    out = []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r":
            j += 1
        if text[j] != "\n":
            continue
        node = doc
        for st in path:
            node = node[st]
        if node:
            out.append((list(path), set(node)))
    return out


def yaml_points(text: str) -> list[tuple[list, set]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    out: list[tuple[list, set]] = []

    def walk(n, path):
        if isinstance(n, yaml.MappingNode):
            if not n.flow_style and n.value:
                out.append((list(path), {k.value for k, _ in n.value}))
            for k, v in n.value:
                walk(v, [*path, k.value])
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, [*path, i])

    walk(root, [])
    return out


# ----------------------------------------------------------------------------- planting

FIELD_KEYS = {
    "es": (
        "nota",
        "comentario",
        "observaciones",
        "mensaje",
        "registro",
        "texto_libre",
        "log",
        "detalle",
        "fila_csv",
        "chat",
    ),
    "en": ("note", "comment", "debug", "raw_line", "log_line", "remarks", "message_extra", "trace"),
    "pt": ("observacao", "nota_pt", "mensagem", "comentario_pt"),
}
TAGS = ("p", "p", "div", 'p class="nota"', 'div class="contacto"', "blockquote", "li")


def _is_header_path(path: list) -> bool:
    return bool(path) and path[-1] == "headers"


def place(r: random.Random, body: dict, target: str, text: str) -> dict:
    item = dict(body)
    for k in ("text", "html", "html_value", "header", "field", "pem"):
        item.pop(k, None)
    item["target"] = target
    if target.endswith(".html"):
        line, col, expect = r.choice(html_points(text))
        if "html" in body and (body.get("pem") or r.random() < 0.7):
            snippet, value = body["html"], body["html_value"]
        else:
            tag = r.choice(TAGS)
            snippet = f"<{tag}>{esc(body['text'])}</{tag.split()[0]}>"
            value = esc(body["value"])
        item["value"] = value
        item["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
        item["form"] = f"{body['form']}; html <{snippet[1:].split('>')[0].split()[0]}> snippet"
        return item
    kind = "json" if target.endswith(".json") else "yaml"
    pts = json_points(text) if kind == "json" else yaml_points(text)
    hdr_pts = [p for p in pts if _is_header_path(p[0])]
    mode = "text"
    if body.get("header") and hdr_pts and r.random() < 0.8:
        mode = "header"
    elif body.get("field") and r.random() < 0.5:
        mode = "field"
    if mode == "header":
        name, hv = body["header"]
        if kind == "yaml" and any(k.islower() for k in next(iter(hdr_pts))[1]) and r.random() < 0.7:
            name = name.lower()
        key, value = name, [hv]
        pts = hdr_pts
        where = f"recorded header {name}"
    elif mode == "field":
        key, value = body["field"]
        where = f"{kind} field {key}"
    else:
        key = r.choice(FIELD_KEYS[body["lang"]])
        value = body["text"]
        where = f"{kind} field {key} (context line)"
    ok = [p for p in pts if key not in p[1] and key.lower() not in {str(k).lower() for k in p[1]}]
    if not ok:
        key = key + "_extra"
        ok = [p for p in pts if key not in p[1]]
    path, _ = r.choice(ok)
    item[kind] = {"path": path, "op": "add_field", "key": key, "value": value}
    item["form"] = f"{body['form']}; {where}"
    if mode != "text":
        item["lang"] = "en"  # a bare header / field value has no language of its own
    return item


def phone_valid(v: str) -> bool:
    try:
        import phonenumbers
    except ImportError:  # pragma: no cover
        return True
    digits_only = "".join(c for c in v if c.isdigit())
    ten = digits_only[-10:]
    return phonenumbers.is_valid_number(phonenumbers.parse("+52" + ten))


def main() -> int:
    captures = captures_root(sys.argv[1] if len(sys.argv) > 1 else None)
    r = random.Random(SEED)
    texts = {t: (captures / t).read_bytes().decode("utf-8") for t in TARGETS}
    plan: list[tuple[str, object]] = []
    for label, makers in (
        ("personal", content.PERSONAL),
        ("secret", content.SECRETS),
        ("keep", content.KEEPERS),
    ):
        for mk, n in makers:
            plan += [(label, mk)] * n
    order = list(range(len(plan)))
    r.shuffle(order)
    targets = [TARGETS[i % len(TARGETS)] for i in range(len(plan))]
    r.shuffle(targets)
    counters = {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "p68-per", "secret": "p68-sec", "keep": "p68-keep"}
    items = []
    for slot in sorted(
        range(len(plan)), key=lambda i: (("personal", "secret", "keep").index(plan[i][0]), i)
    ):
        label, mk = plan[slot]
        target = targets[order[slot]]
        for _attempt in range(40):
            body = mk(r)
            phoneish = body["kind"] in ("phone", "whatsapp", "switchboard", "official-contact")
            if phoneish and not phone_valid(body["value"]):
                continue
            if not target.endswith(".html") and ('"' in body["text"] or "\\" in body["text"]):
                continue
            item = place(r, body, target, texts[target])
            counters[label] += 1
            family = {"secret": "secret", "keep": "keep"}.get(label, "personal")
            if body["kind"] == "account-id":
                family = "account-id"
            out = {
                "id": f"{prefix[label]}-{counters[label]:03d}",
                "split": "test",
                "label": label,
                "family": family,
                **item,
            }
            errs = check_item(out, captures)
            if not errs:
                items.append(out)
                break
            counters[label] -= 1
        else:
            raise SystemExit(f"could not plant {label} {mk} into {target}: {errs}")
    key_order = ("id", "split", "label", "family", "kind", "lang", "form", "value", "target")
    items = [
        {k: it[k] for k in key_order} | {k: v for k, v in it.items() if k not in key_order}
        for it in items
    ]
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
