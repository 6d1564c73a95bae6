"""Generate cases.json of corpus 11 (deterministic: fixed seeds, no network).

    /work/main/.venv/bin/python tests/heldout/personal11/gen.py [CAPTURES]

The content modules make the items (value + the line of text that carries it); this
script finds planting spots in the text captures (spots.py), gives every item a capture
and a planting block, plants it once to check it (check_corpus.check_item), and writes
cases.json. Ids are numbered after a seeded shuffle so that they say nothing of the kind.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import content_keep  # noqa: E402
import content_personal  # noqa: E402
import content_secret  # noqa: E402
import yaml  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from spots import html_spots, json_spots, yaml_spots  # noqa: E402

RNG = random.Random(20261205)
PREFIX = {"personal": "p11-per", "secret": "p11-sec", "keep": "p11-keep"}
RESPONSE_HEADERS = (
    "set-cookie",
    "x-request-id",
    "request-id",
    "cf-ray",
    "x-amzn-trace-id",
    "x-amz-cf-id",
    "apim-request-id",
    "openai-",
    "x-ratelimit",
    "anthropic-organization-id",
    "x-cloud-trace-context",
    "x-correlation-id",
    "x-b3-traceid",
    "traceparent",
)
KEYS = {
    "es": [
        "nota",
        "comentario",
        "descripcion",
        "texto",
        "observaciones",
        "detalle",
        "extracto",
        "snippet",
        "mensaje",
    ],
    "en": [
        "note",
        "comment",
        "snippet",
        "description",
        "text",
        "raw",
        "log_line",
        "excerpt",
        "message",
        "debug",
    ],
    "pt": ["nota", "comentario", "trecho", "descricao", "texto"],
}
WRAP = [
    "<p>{t}</p>",
    "<div>{t}</div>",
    '<p class="nota">{t}</p>',
    '<div class="contacto">{t}</div>',
    "<p><small>{t}</small></p>",
    "<blockquote><p>{t}</p></blockquote>",
    "<p><strong>{t}</strong></p>",
    '<div class="aviso"><p>{t}</p></div>',
    "<p><em>{t}</em></p>",
]


class Spots:
    def __init__(self, captures: Path) -> None:
        self.html: dict[str, list[dict[str, Any]]] = {}
        self.data: dict[str, list[list[Any]]] = {}
        self.hdr: dict[str, list[list[Any]]] = {}
        self.use: dict[str, int] = {}
        for p in sorted(captures.glob("*/*")):
            t = str(p.relative_to(captures))
            if t.endswith(".html"):
                self.html[t] = html_spots(captures, t)
            elif t.endswith(".json"):
                b, h = json_spots(captures, t)
                self.data[t], self.hdr[t] = b, h
            elif t.endswith((".yaml", ".yml")):
                b, h = yaml_spots(captures, t)
                self.data[t], self.hdr[t] = b, h
        for d in (self.html, self.data, self.hdr):
            for k in [k for k, v in d.items() if not v]:
                del d[k]

    def pick(self, table: dict[str, list[Any]], want=None) -> tuple[str, Any]:
        ts = [t for t in table if want is None or want(t)]
        RNG.shuffle(ts)
        t = min(ts, key=lambda x: self.use.get(x, 0))
        self.use[t] = self.use.get(t, 0) + 1
        return t, RNG.choice(table[t])


def _container(captures: Path, target: str, path: list[Any]) -> Any:
    text = (captures / target).read_text(encoding="utf-8-sig")
    doc = json.loads(text) if target.endswith(".json") else yaml.safe_load(text)
    for step in path:
        doc = doc[step]
    return doc


class Retry(Exception):
    """The chosen spot already holds a header of that name: choose again."""


def place(e: dict[str, Any], spots: Spots, captures: Path, mode: str, last: bool) -> dict[str, Any]:
    item = {k: e[k] for k in ("label", "family", "kind", "lang", "form", "value")}
    if "canonical" in e:
        item["canonical"] = e["canonical"]
    where = e.get("where")
    if where == "header":
        name = e["header"]
        resp = name.lower().startswith(RESPONSE_HEADERS)

        def free(tp: str, p: list[Any]) -> bool:
            return ("response" in p) == resp and name.lower() not in {
                str(k).lower() for k in _container(captures, tp, p)
            }

        t, _ = spots.pick(spots.hdr, lambda tp: any(free(tp, p) for p in spots.hdr[tp]))
        path = RNG.choice([p for p in spots.hdr[t] if free(t, p)])
        key = name.lower() if t.endswith(".yaml") else name
        kind = "json" if t.endswith(".json") else "yaml"
        item.update(
            target=t, **{kind: {"path": path, "op": "add_field", "key": key, "value": [e["text"]]}}
        )
        item["form"] += (
            f" ({'response' if 'response' in path else 'request'} headers of a cassette)"
        )
        return item
    if mode == "html":
        t, spot = spots.pick(spots.html)
        if where == "script":
            snippet = "<script>" + e["text"] + "</script>"
            item["form"] += " (inline <script> in the page)"
        elif "html" in e:
            snippet = e["html"]
            item["form"] += " (html markup)"
        else:
            text = htmlmod.escape(e["text"], quote=False)
            item["value"] = htmlmod.escape(e["value"], quote=False)
            wrap = (
                "<address>{t}</address>"
                if e["kind"] in ("home-address", "company-address") and RNG.random() < 0.5
                else RNG.choice(WRAP)
            )
            snippet = wrap.format(t=text)
            item["form"] += " (html paragraph)"
        item.update(target=t, html={"snippet": snippet, **spot})
        return item
    want = (
        (lambda x: x.endswith(".json"))
        if mode == "json"
        else (lambda x: x.endswith((".yaml", ".yml")))
    )
    t, path = spots.pick(spots.data, want)
    cont = _container(captures, t, path)
    key = e.get("key") or RNG.choice(KEYS[e["lang"]])
    if key in cont:
        key += "_extra"
    value: Any = e["text"]
    kind = "json" if t.endswith(".json") else "yaml"
    item["form"] += f" ({kind} field)"
    item.update(target=t, **{kind: {"path": path, "op": "add_field", "key": key, "value": value}})
    return item


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    spots = Spots(captures)
    out: list[dict[str, Any]] = []
    modes = ["html", "json", "yaml", "html", "json", "html", "yaml"]
    for mod in (content_personal, content_secret, content_keep):
        entries = mod.items()
        RNG.shuffle(entries)
        made = []
        for i, e in enumerate(entries):
            for attempt in range(12):
                mode = modes[(i + attempt) % len(modes)]
                if e.get("where") == "script" or e.get("html_only"):
                    mode = "html"
                elif e.get("where") == "data" and mode == "html":
                    mode = "json"
                try:
                    item = place(e, spots, captures, mode, attempt == 11)
                except Retry:
                    continue
                if e.get("pem") and "html" in item:
                    rows = e["text"].split("\n")
                    item["html"]["snippet"] = "<pre>" + "\n".join(rows) + "</pre>"
                item["id"] = "tmp"
                item["split"] = "test"
                errs = check_item(item, captures)
                if not errs:
                    made.append(item)
                    break
            else:
                raise SystemExit(f"cannot plant {e['kind']} {e['form']}: {errs}")
        RNG.shuffle(made)
        for n, item in enumerate(made, 1):
            item["id"] = f"{PREFIX[item['label']]}-{n:03d}"
        out += made
    order = (
        "id",
        "split",
        "label",
        "family",
        "kind",
        "lang",
        "form",
        "value",
        "canonical",
        "target",
        "html",
        "json",
        "yaml",
    )
    out = [{k: it[k] for k in order if k in it} for it in out]
    (HERE / "cases.json").write_text(
        json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(out)} items")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
