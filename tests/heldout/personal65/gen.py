"""Deterministic generator of held-out corpus 65: plants and checks every item, writes cases.json.

HELDOUT_CAPTURES=/work/shared/captures PYTHONPATH=. python tests/heldout/personal65/gen.py
"""

from __future__ import annotations

import html as htmlmod
import json
import os
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from content import KINDS  # noqa: E402
from plant import PlantError, _JsonSpans, parse_planted, plant, planted_value  # noqa: E402
from values import V  # noqa: E402

CAPTURES = Path(os.environ.get("HELDOUT_CAPTURES", "/work/shared/captures"))
TEXT_SUFFIXES = (".html", ".json", ".yaml")

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
    "nav",
    "aside",
    "main",
    "figure",
    "blockquote",
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
    "title",
    "object",
    "a",
    "form",
    "option",
}
RAWTEXT = {"script", "style", "textarea", "title"}
HIDDEN = re.compile(
    r"display:\s*none|visibility:\s*hidden|font-size:\s*0|opacity:\s*0|aria-hidden|"
    r"\bhidden\b|sr-only|offscreen|off-screen|clip|left:\s*-|color:\s*#fff|white|invisible",
    re.I,
)
TAG = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\"[^\"]*\"|'[^']*'|[^'\">])*)>", re.S)


def html_points(text: str) -> list[tuple[int, int, str]]:
    """(line, col, expect) where a block tag that follows '>' opens, in visible body."""
    out = []
    stack: list[list] = []  # [tag, depth]
    in_body = False
    pos = 0
    while True:
        m = TAG.search(text, pos)
        if not m:
            break
        pos = m.end()
        if m.group(0).startswith("<!--"):
            continue
        close, tag, attrs = m.group(1), m.group(2).lower(), m.group(3)
        if tag == "body" and not close:
            in_body = True
            continue
        if close:
            if stack and stack[-1][0] == tag:
                stack[-1][1] -= 1
                if stack[-1][1] == 0:
                    stack.pop()
            continue
        if stack and stack[-1][0] == tag and not attrs.rstrip().endswith("/"):
            stack[-1][1] += 1
        if tag in RAWTEXT:
            end = text.lower().find(f"</{tag}", pos)
            pos = end if end > 0 else len(text)
            continue
        if in_body and not stack and tag in BLOCK:
            before = text[: m.start()].rstrip(" \t\r\n")
            if before.endswith(">"):
                ls = text.rfind("\n", 0, m.start()) + 1
                line = text.count("\n", 0, m.start()) + 1
                if text[ls : m.start()].strip() == "":
                    out.append((line, 0, text[ls : m.start() + 4]))
                else:
                    out.append((line, m.start() - ls, text[m.start() : m.start() + 12]))
        if (
            (tag in FORBID or HIDDEN.search(attrs))
            and not attrs.rstrip().endswith("/")
            and tag not in ("br", "img", "input", "meta", "link", "hr")
            and not (stack and stack[-1][0] == tag)
        ):
            stack.append([tag, 1])
    return out


def json_points(text: str):
    spans = _JsonSpans(text).spans
    normal, headers = [], []
    data = json.loads(text.lstrip("\ufeff"))
    for path, (s, _e) in spans.items():
        if text[s] != "{":
            continue
        j = s + 1
        while text[j] in " \t\r\n":
            j += 1
        if "\n" not in text[s + 1 : j]:
            continue
        node = data
        for step in path:
            node = node[step]
        keys = {k.lower() for k in node}
        (headers if path and path[-1] == "headers" else normal).append((list(path), keys))
    return normal, headers


def yaml_points(text: str):
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    normal, headers = [], []

    def walk(node, path):
        if isinstance(node, yaml.MappingNode):
            if not node.flow_style and node.value:
                keys = {k.value.lower() for k, _ in node.value}
                (headers if path and path[-1] == "headers" else normal).append((list(path), keys))
            for k, v in node.value:
                walk(v, [*path, k.value])
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                walk(v, [*path, i])

    walk(root, [])
    return normal, headers


def captures():
    out = {}
    for p in sorted(CAPTURES.rglob("*")):
        if p.suffix not in TEXT_SUFFIXES or not p.is_file():
            continue
        rel = str(p.relative_to(CAPTURES))
        text = p.read_bytes().decode("utf-8")
        if p.suffix == ".html":
            out[rel] = ("html", html_points(text), [])
        elif p.suffix == ".json":
            out[rel] = ("json", *json_points(text))
        else:
            out[rel] = ("yaml", *yaml_points(text))
    return out


KEYS = {
    "es": ["nota", "comentario", "texto_extra", "observaciones", "fragmento"],
    "en": ["note", "comment", "snippet_extra", "remark", "excerpt"],
    "pt": ["observacao", "comentario_pt", "trecho", "nota_pt"],
}
SHAPE_KEYS = {
    "log": "log_line",
    "csv": "csv_row",
    "env": "env_line",
    "ini": "config_line",
    "yaml": "config_yaml",
    "curl": "curl_example",
    "error": "error_message",
    "header": "raw_header",
    "json": "payload",
    "url": "url_seen",
    "html": "html_snippet",
    "chat": "chat_export",
    "form": "form_text",
    "kv": "fields",
    "label": "shipping_label",
    "ad": "anuncio",
    "ticket": "ticket_text",
    "receipt": "recibo",
    "pem": "private_key",
}
CODE_SHAPES = {"log", "env", "ini", "yaml", "curl", "header", "json", "kv", "error", "url"}


def fill(v: V, tpl: str, val: str, lang: str) -> str:
    g, a, b = v.name(lang)
    n = " ".join(x for x in (g, a, b) if x)
    c, d = v.company()
    y, mo, da = v.date(2023, 2025)
    ts = v.pick(
        [
            f"{y}-{mo:02d}-{da:02d}T{v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:{v.r.randint(0, 59):02d}Z",
            f"{y}-{mo:02d}-{da:02d} {v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}:{v.r.randint(0, 59):02d}",
            f"[{da:02d}/{mo:02d}/{y} {v.r.randint(0, 23):02d}:{v.r.randint(0, 59):02d}]",
        ]
    )
    return (
        tpl.replace("{N}", n)
        .replace("{G}", g)
        .replace("{C}", c)
        .replace("{D}", d)
        .replace("{TS}", ts)
        .replace("{V}", val)
    )


def pem_text(v: V, header: str) -> str:
    kind = header[len("-----BEGIN ") : -len("-----")]
    return "\n".join([header, *v.pem_body(kind), f"-----END {kind}-----"])


def main() -> int:
    v = V(65)
    caps = captures()
    names = sorted(caps)
    html_caps = [c for c in names if caps[c][0] == "html" and caps[c][1]]
    data_caps = [c for c in names if caps[c][0] != "html" and caps[c][1]]
    header_caps = [c for c in names if caps[c][0] != "html" and caps[c][2]]
    missing = [c for c in names if c not in html_caps and c not in data_caps]
    if missing:
        print("no insertion points in", missing)
    rotation = names[:]
    v.r.shuffle(rotation)
    items, counters = [], {"personal": 0, "secret": 0, "keep": 0}
    prefix = {"personal": "per", "secret": "sec", "keep": "keep"}
    k = 0
    for kind, spec in KINDS.items():
        label, family = spec["lf"]
        for i in range(spec["n"]):
            lang, shape, tpl, opt = spec["tpls"][i % len(spec["tpls"])]
            target = rotation[k % len(rotation)]
            k += 1
            value = spec["gen"](v, opt, lang)
            ftype = caps[target][0]
            item = {"split": "test", "label": label, "family": family, "kind": kind, "lang": lang}
            use_header = shape == "header" and target in header_caps and v.r.random() < 0.6
            text = pem_text(v, value) if shape == "pem" else fill(v, tpl, value, lang)
            if ftype == "html":
                line, col, expect = v.pick(caps[target][1])
                if shape == "pem":
                    lead = v.pick(
                        [
                            "Llave del servidor de staging:",
                            "Deploy key (do not share):",
                            "Chave privada do túnel:",
                        ]
                    )
                    lines = text.split("\n")
                    snippet = (
                        f"<div><p>{lead}</p><pre>{lines[0]}\n"
                        + "\n".join(lines[1:])
                        + "</pre></div>"
                    )
                    where = "html <pre>"
                elif text.startswith("<"):
                    snippet = f"<p>{text}</p>"
                    where = "html link in <p>"
                else:
                    esc = htmlmod.escape(text, quote=False)
                    value = htmlmod.escape(value, quote=False)
                    if shape in CODE_SHAPES:
                        snippet, where = f"<p><code>{esc}</code></p>", "html <p><code>"
                    else:
                        tag = v.pick(["p", "p", "div", "blockquote", "aside"])
                        snippet, where = f"<{tag}>{esc}</{tag}>", f"html <{tag}>"
                item["html"] = {"snippet": snippet, "line": line, "col": col, "expect": expect}
            else:
                if use_header:
                    path, keys = v.pick(caps[target][2])
                    hname, hval = text.split(": ", 1)
                    if ftype == "yaml":
                        hname = hname.lower()
                    key = hname if hname.lower() not in keys else hname + "_extra"
                    spec_ = {"path": path, "op": "add_field", "key": key, "value": [hval]}
                    where = f"recorded header in {ftype}"
                else:
                    path, keys = v.pick(caps[target][1])
                    key = (
                        SHAPE_KEYS.get(shape)
                        if shape in SHAPE_KEYS and v.r.random() < 0.6
                        else v.pick(KEYS[lang])
                    )
                    if key.lower() in keys:
                        key += "_extra"
                    spec_ = {"path": path, "op": "add_field", "key": key, "value": text}
                    where = f"{ftype} field"
                item[ftype] = spec_
            n = counters[label] = counters[label] + 1
            item = {
                "id": f"p65-{prefix[label]}-{n:03d}",
                **item,
                "form": f"{shape}{'/' + opt if opt else ''}; {where}",
                "value": value,
                "target": target,
            }
            # reorder: html/json/yaml block last
            block = next(x for x in ("html", "json", "yaml") if x in item)
            item[block] = item.pop(block)
            check(item)
            items.append(item)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(len(items), "items written")
    return 0


def check(item: dict) -> None:
    p = plant(item, CAPTURES)
    if item["value"] not in p.text.split("\n")[p.line - 1]:
        raise PlantError(f"{item['id']}: value not on its line")
    parsed = parse_planted(p)
    if "html" in item:
        return
    got = planted_value(item, parsed)
    got_s = " ".join(got) if isinstance(got, list) else str(got)
    if item["value"] not in got_s:
        raise PlantError(f"{item['id']}: planted field lost the value")


if __name__ == "__main__":
    raise SystemExit(main())
