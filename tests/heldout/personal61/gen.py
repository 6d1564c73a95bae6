"""Generate cases.json of corpus 61, deterministically (seed 61).

    HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal61/gen.py

Finds insertion points in every text capture (HTML block tags inside <body>, multi-line
JSON objects, YAML block mappings, recorded-header maps), makes each item's value and
context (content.py), plants it alone with plant.py and checks it the way check_corpus.py
does before keeping it; an item that does not plant is retried at another point.
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import random
import sys
from html.parser import HTMLParser
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content as C  # noqa: E402
import yaml  # noqa: E402
from check_corpus import check_item  # noqa: E402
from plant import _JsonSpans  # noqa: E402

SEED = 61
CAPTURES = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))

PLAN = [
    # (label, family, kind, count)
    ("personal", "personal", "curp", 26),
    ("personal", "personal", "rfc-persona-fisica", 22),
    ("personal", "personal", "nss", 14),
    ("personal", "personal", "ine-clave-elector", 12),
    ("personal", "personal", "clabe", 14),
    ("personal", "personal", "card", 16),
    ("personal", "personal", "passport", 22),
    ("personal", "personal", "birth-date", 24),
    ("personal", "personal", "home-address", 26),
    ("personal", "personal", "phone", 58),
    ("personal", "personal", "whatsapp", 12),
    ("personal", "personal", "email", 34),
    ("personal", "personal", "email-obfuscated", 14),
    ("personal", "personal", "foreign-id", 14),
    ("personal", "account-id", "account-id", 50),
    ("secret", "secret", "api-key-header", 16),
    ("secret", "secret", "api-key-query", 12),
    ("secret", "secret", "api-key-curl", 12),
    ("secret", "secret", "api-key-env", 14),
    ("secret", "secret", "api-key-json", 12),
    ("secret", "secret", "api-key-error", 12),
    ("secret", "secret", "api-key-prose", 12),
    ("secret", "secret", "bearer-token", 8),
    ("secret", "secret", "basic-auth", 8),
    ("secret", "secret", "cookie", 8),
    ("secret", "secret", "jwt", 6),
    ("secret", "secret", "private-key", 6),
    ("secret", "secret", "cloud-key", 8),
    ("secret", "secret", "connection-string", 8),
    ("secret", "secret", "signed-url", 6),
    ("secret", "secret", "webhook-url", 6),
    ("keep", "keep", "role-mailbox", 36),
    ("keep", "keep", "gov-role-mailbox", 18),
    ("keep", "keep", "switchboard", 30),
    ("keep", "keep", "toll-free", 22),
    ("keep", "keep", "official-contact", 14),
    ("keep", "keep", "company-address", 26),
    ("keep", "keep", "company-rfc", 16),
    ("keep", "keep", "company-clabe", 10),
    ("keep", "keep", "date", 30),
    ("keep", "keep", "price", 16),
    ("keep", "keep", "version", 14),
    ("keep", "keep", "request-id", 16),
    ("keep", "keep", "hash", 16),
    ("keep", "keep", "content-id", 12),
    ("keep", "keep", "order-number", 16),
    ("keep", "keep", "tracking-number", 14),
    ("keep", "keep", "case-number", 12),
    ("keep", "keep", "masked", 18),
    ("keep", "keep", "placeholder", 24),
    ("keep", "keep", "statistic", 20),
]
PREFIX = {"personal": "p61-per", "secret": "p61-sec", "keep": "p61-keep"}
LANGS = ["es"] * 62 + ["en"] * 26 + ["pt"] * 12

# ------------------------------------------------------------------ insertion points

BLOCK = {
    "p",
    "div",
    "section",
    "article",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "blockquote",
    "header",
    "footer",
    "nav",
    "aside",
    "main",
    "figure",
    "form",
    "hr",
}
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
    "math",
    "title",
    "option",
    "object",
    "code",
    "span",
}
BAD_PARENT = {
    "ul",
    "ol",
    "table",
    "tbody",
    "thead",
    "tfoot",
    "tr",
    "dl",
    "select",
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
}
VOID = {
    "area",
    "base",
    "br",
    "col",
    "embed",
    "hr",
    "img",
    "input",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
    "keygen",
}


class _Finder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.points: list[tuple[int, int]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "body":
            self.stack = [t for t in self.stack if t != "head"]
        if (
            tag in BLOCK
            and "body" in self.stack
            and not (FORBIDDEN & set(self.stack))
            and self.stack[-1] not in BAD_PARENT
        ):
            self.points.append(self.getpos())
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack:
                if self.stack.pop() == tag:
                    break


def html_points(text: str) -> list[tuple[int, int, str]]:
    f = _Finder()
    f.feed(text)
    lines = text.split("\n")
    out = []
    for line, col in f.points:
        row = lines[line - 1]
        before = "\n".join(lines[: line - 1]) + "\n" + row[:col]
        if not before.rstrip().endswith(">"):
            continue
        if row[:col].strip() == "":
            out.append((line, 0, row[: col + 4]))
        else:
            out.append((line, col, row[col : col + 4]))
    return out


def json_points(text: str) -> tuple[list[list], list[list]]:
    spans = _JsonSpans(text).spans
    objs, hdrs = [], []
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if text[j] == "}" or "\n" not in text[s + 1 : j]:
            continue
        if path and path[-1] == "headers":
            hdrs.append(list(path))
        else:
            objs.append(list(path))
    return objs, hdrs


def yaml_points(text: str) -> tuple[list[list], list[list]]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    objs, hdrs = [], []

    def walk(node, path):
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


def keys_at(data, path):
    for step in path:
        data = data[step]
    return set(data.keys())


# ------------------------------------------------------------------ items

KEYS = {
    "es": [
        "nota",
        "comentario",
        "observaciones",
        "detalle",
        "mensaje",
        "texto",
        "aviso",
        "anotacion",
    ],
    "en": ["note", "comment", "message", "remark", "annotation", "text_extra"],
    "pt": ["observacao", "nota", "comentario", "mensagem"],
}
SHAPE_KEYS = {
    "log": ["log", "log_line", "trace"],
    "csv": ["fila_csv", "csv_row", "row"],
    "env": ["env_line", "config_line", "dotenv"],
    "curl": ["ejemplo_curl", "curl_example", "snippet"],
    "json": ["payload", "raw_body", "body_preview"],
    "error": ["error_detail", "error_msg", "last_error"],
    "ini": ["config_line", "ini"],
    "yaml": ["config", "yaml_line"],
    "toml": ["config_line"],
    "chat": ["chat", "chat_export", "conversacion"],
    "header": ["raw_header", "email_header"],
}


def html_snippet(out: dict, rng: random.Random) -> tuple[str, str]:
    if "pem" in out:
        esc = htmlmod.escape(out["pem"], quote=False)
        lead = htmlmod.escape(out["text"].split(out["pem"])[0], quote=False)
        return f"<div><p>{lead.strip()}</p><pre>{esc}</pre></div>", out["value"]
    if "html" in out:
        return out["html"], out["html_value"]
    text = htmlmod.escape(out["text"], quote=False)
    value = htmlmod.escape(out["value"], quote=False)
    if out["shape"] in (
        "log",
        "env",
        "curl",
        "json",
        "ini",
        "yaml",
        "toml",
        "error",
        "csv",
        "header",
    ):
        wrap = rng.choice(
            [
                "<p><code>{}</code></p>",
                '<div class="log"><code>{}</code></div>',
                "<p><samp>{}</samp></p>",
            ]
        )
    else:
        wrap = rng.choice(
            [
                "<p>{}</p>",
                "<p>{}</p>",
                '<div class="nota">{}</div>',
                "<blockquote>{}</blockquote>",
                "<section><p>{}</p></section>",
                "<ul><li>{}</li></ul>",
            ]
        )
    return wrap.format(text), value


def main() -> int:
    rng = random.Random(SEED)
    files = sorted(
        str(p.relative_to(CAPTURES))
        for p in CAPTURES.rglob("*")
        if p.is_file() and p.suffix in (".html", ".json", ".yaml") and "pdf" not in p.parts
    )
    points = {}
    for rel in files:
        text = (CAPTURES / rel).read_bytes().decode("utf-8")
        if rel.endswith(".html"):
            points[rel] = ("html", html_points(text), [], None)
        elif rel.endswith(".json"):
            o, h = json_points(text)
            points[rel] = ("json", o, h, json.loads(text.lstrip("\ufeff")))
        else:
            o, h = yaml_points(text)
            points[rel] = ("yaml", o, h, yaml.safe_load(text))
    for rel, (_kind, o, _h, _) in points.items():
        assert o, f"no insertion point in {rel}"
    plan = []
    for label, family, kind, n in PLAN:
        for _ in range(n):
            plan.append((label, family, kind))
    rng.shuffle(plan)
    items = []
    counters = {"personal": 0, "secret": 0, "keep": 0}
    lang_seq = LANGS * 20
    rng.shuffle(lang_seq)
    for i, (label, family, kind) in enumerate(plan):
        lang = lang_seq[i]
        for attempt in range(12):
            target = files[(i + attempt * 7) % len(files)]
            med, objs, hdrs, data = points[target]
            out = C.make(kind, rng, lang)
            counters[label] += 1 if attempt == 0 else 0
            item = {
                "id": f"{PREFIX[label]}-{counters[label]:03d}",
                "split": "test",
                "label": label,
                "family": family,
                "kind": kind,
                "lang": lang,
                "value": out["value"],
                "target": target,
            }
            if med == "html":
                ln, col, expect = rng.choice(objs)
                snippet, value = html_snippet(out, rng)
                item["value"] = value
                item["html"] = {"snippet": snippet, "line": ln, "col": col, "expect": expect}
                where = "HTML block before <" + expect.strip().lstrip("<")
            else:
                if out.get("header") and hdrs and rng.random() < 0.7:
                    path = rng.choice(hdrs)
                    name, hval = out["header"]
                    have = {k.lower() for k in keys_at(data, path)}
                    if name.lower() in have:
                        continue
                    item[med] = {"path": path, "op": "add_field", "key": name, "value": [hval]}
                    item["lang"] = "en"  # an HTTP header has no language of its own
                    where = f"recorded header {name}"
                else:
                    path = rng.choice(objs)
                    have = keys_at(data, path)
                    key = rng.choice(
                        SHAPE_KEYS.get(out["shape"], KEYS[lang])
                        if rng.random() < 0.6
                        else KEYS[lang]
                    )
                    if key in have:
                        key += "_extra"
                    if key in have:
                        continue
                    text = out["text"]
                    item[med] = {"path": path, "op": "add_field", "key": key, "value": text}
                    where = f"{med} field {key}"
            item["form"] = f"{out['variant']}; {out['shape']} in {where}"
            errs = check_item(item, CAPTURES)
            if not errs:
                break
            if attempt == 11:
                print("GIVE UP", item["id"], errs)
                return 1
        items.append(item)
    order = {"personal": 0, "secret": 1, "keep": 2}
    items.sort(key=lambda it: (order[it["label"]], it["id"]))
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
