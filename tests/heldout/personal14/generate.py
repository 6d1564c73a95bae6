"""Deterministic generator of ``cases.json`` for corpus 14.

    .venv/bin/python tests/heldout/personal14/generate.py [CAPTURES]

Drafts every item of the content modules (``personal_kinds``, ``account_kinds``,
``secret_kinds``, ``keep_kinds``) with one seeded ``random.Random``, chooses a capture and
a planting spot for each (``spots.py``), plants it with ``plant.py`` and checks it with
``check_corpus.check_item`` (plus: an HTML datum must land in ``<body>``, outside hidden
or non-text elements); a spot that fails is replaced by another. The same captures and the
same seed give the same file byte for byte.
"""

from __future__ import annotations

import html as htmlmod
import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import account_kinds  # noqa: E402
import keep_kinds  # noqa: E402
import personal_kinds  # noqa: E402
import secret_kinds  # noqa: E402
import spots as spotmod  # noqa: E402
from check_corpus import captures_root, check_item  # noqa: E402
from content import render  # noqa: E402
from plant import _one_line, parse_planted, plant  # noqa: E402

SEED = 20240614
PREFIX = {"personal": "p14-per", "secret": "p14-sec", "keep": "p14-keep"}

WRAP_TEXT = [
    ("p", "<p>{s}</p>"),
    ("div", '<div class="nota">{s}</div>'),
    ("ul/li", "<ul><li>{s}</li></ul>"),
    ("blockquote", "<blockquote><p>{s}</p></blockquote>"),
    ("table cell", "<table><tr><td>{s}</td></tr></table>"),
    ("small", "<p><small>{s}</small></p>"),
    ("comment div", '<div class="comentario"><p>{s}</p></div>'),
    ("em", "<p><em>{s}</em></p>"),
    ("aside", "<aside><p>{s}</p></aside>"),
    ("footer", "<footer><p>{s}</p></footer>"),
    ("section", '<section class="aviso"><p>{s}</p></section>'),
    ("div data-role", '<div data-role="mensaje">{s}</div>'),
    ("article", '<article class="review"><p>{s}</p></article>'),
    ("h4", "<h4>{s}</h4>"),
    ("ol/li", "<ol><li>{s}</li></ol>"),
    ("span in div", '<div class="card"><span>{s}</span></div>'),
    ("strong", "<p><strong>{s}</strong></p>"),
    ("dd", "<dl><dd>{s}</dd></dl>"),
]
WRAP_CODE = [
    ("pre", "<pre>{s}</pre>"),
    ("pre/code", "<pre><code>{s}</code></pre>"),
    ("code in p", "<p><code>{s}</code></p>"),
    ("div.highlight pre", '<div class="highlight"><pre>{s}</pre></div>'),
]
KEYS_TEXT = {
    "es": [
        "nota",
        "comentario",
        "mensaje",
        "observaciones",
        "detalle",
        "texto_extra",
        "linea",
        "aviso",
    ],
    "en": ["note", "comment", "message", "remarks", "detail", "extra_text", "line", "notice"],
    "pt": ["nota", "comentario", "mensagem", "observacoes", "detalhe", "texto_extra"],
}
KEYS_CODE = ["env_line", "config", "snippet", "command", "setup", "log_line", "example"]


def drafts(rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for module in (personal_kinds, account_kinds, secret_kinds, keep_kinds):
        for kind in module.KINDS:
            for i in range(kind.n):
                d = render(kind, i, rng)
                assert d["why"], d
                out.append(d)
    return out


class Placer:
    def __init__(self, captures: Path, rng: random.Random) -> None:
        self.captures = captures
        self.rng = rng
        self.spots = spotmod.all_spots(captures)
        self.use: Counter[str] = Counter()
        self.by_kind: dict[str, list[str]] = {"html": [], "json": [], "yaml": []}
        for rel, s in self.spots.items():
            self.by_kind[s["kind"]].append(rel)

    def _pick_target(self, cands: list[str]) -> str:
        low = min(self.use[c] for c in cands)
        best = [c for c in cands if self.use[c] <= low + 2]
        return self.rng.choice(sorted(best))

    def options(self, d: dict[str, Any]) -> list[str]:
        m = d["mode"]
        if m == "hd":
            return ["header"]
        if m == "h":
            return ["html"]
        if m == "t":
            return ["json", "yaml"]
        opts = ["html", "json", "yaml"]
        if len(d["payload"]) < 300:
            opts.append("append")
            opts.append("item")
        return opts

    def choose_way(self, d: dict[str, Any], i: int) -> str:
        opts = self.options(d)
        if len(opts) == 1:
            return opts[0]
        weights = {"html": 36, "json": 30, "yaml": 22, "append": 7, "item": 5}
        return self.rng.choices(opts, weights=[weights[o] for o in opts])[0]

    def place(self, d: dict[str, Any], way: str) -> dict[str, Any] | None:
        rng = self.rng
        if way == "html":
            rel = self._pick_target(self.by_kind["html"])
            spot = rng.choice(self.spots[rel]["html"])
            if d["mode"] == "h":
                snippet, value, where = d["payload"], d["value"], "HTML snippet"
            else:
                code = d["label"] == "secret" and rng.random() < 0.6
                name, wrap = rng.choice(WRAP_CODE if code else WRAP_TEXT)
                snippet = wrap.format(s=htmlmod.escape(d["payload"], quote=False))
                value = htmlmod.escape(d["value"], quote=False)
                where = f"HTML <{name}>"
            block = {
                "snippet": snippet,
                "line": spot["line"],
                "col": spot["col"],
                "expect": spot["expect"],
            }
            col = "col 0" if spot["col"] == 0 else "inside a minified line"
            return {
                "target": rel,
                "html": block,
                "value": value,
                "where": f"{where} before a <{spot['tag']}> ({col})",
            }
        if way in ("json", "yaml"):
            rel = self._pick_target(self.by_kind[way])
            objs = self.spots[rel]["objects"]
            if not objs:
                return None
            obj = rng.choice(objs)
            key = d["key"] or self._text_key(d)
            if key.lower() in {k.lower() for k in obj["keys"] if isinstance(k, str)}:
                key = key + "_extra"
            value = d["payload"]
            block = {"path": obj["path"], "op": "add_field", "key": key, "value": value}
            return {
                "target": rel,
                way: block,
                "value": d["value"],
                "where": f"{way.upper()} field `{key}`",
            }
        if way == "header":
            cands = [
                r for r in self.by_kind["json"] + self.by_kind["yaml"] if self.spots[r]["headers"]
            ]
            rel = self._pick_target(cands)
            kind = self.spots[rel]["kind"]
            heads = [
                h
                for h in self.spots[rel]["headers"]
                if d["key"].lower() not in {str(k).lower() for k in h["keys"]}
            ]
            if not heads:
                return None
            h = rng.choice(heads)
            side = "response" if "response" in h["path"] else "request"
            block = {"path": h["path"], "op": "add_field", "key": d["key"], "value": [d["payload"]]}
            return {
                "target": rel,
                kind: block,
                "value": d["value"],
                "where": f"recorded {side} header `{d['key']}` ({kind.upper()} cassette)",
            }
        if way == "append":
            cands = [r for r in self.by_kind["json"] if self.spots[r]["strings"]]
            rel = self._pick_target(cands)
            s = rng.choice(self.spots[rel]["strings"])
            sep = rng.choice([" ", " — ", ". ", " | "])
            block = {"path": s["path"], "op": "append", "text": sep + d["payload"]}
            return {
                "target": rel,
                "json": block,
                "value": d["value"],
                "where": f"appended to the result text `{s['path'][-1]}` (JSON, same line)",
            }
        if way == "item":
            cands = [r for r in self.by_kind["json"] if self.spots[r]["arrays"]]
            rel = self._pick_target(cands)
            a = rng.choice(self.spots[rel]["arrays"])
            block = {"path": a["path"], "op": "add_item", "value": d["payload"]}
            return {
                "target": rel,
                "json": block,
                "value": d["value"],
                "where": "new first element of a JSON array of strings",
            }
        raise ValueError(way)

    def _text_key(self, d: dict[str, Any]) -> str:
        if d["label"] == "secret":
            return self.rng.choice(KEYS_CODE)
        return self.rng.choice(KEYS_TEXT[d["lang"]])


HIDDEN_OR_DEAD = {
    "head",
    "noscript",
    "template",
    "textarea",
    "select",
    "svg",
    "iframe",
    "button",
    "label",
    "title",
    "option",
    "style",
    "math",
}


def html_lands_in_body(item: dict[str, Any], captures: Path) -> bool:
    p = plant(item, captures)
    doc = parse_planted(p)
    want = htmlmod.unescape(item["value"])
    for el in doc.iter():
        if not isinstance(el.tag, str):
            continue
        texts = [el.text or "", el.tail or "", *map(str, el.attrib.values())]
        if not any(want in t for t in texts):
            continue
        anc = [a for a in el.iterancestors() if isinstance(a.tag, str)]
        tags = {a.tag for a in anc}
        if "body" not in tags or tags & HIDDEN_OR_DEAD:
            continue
        if any(
            spotmod.HIDDEN.search(a.get("style") or "") or a.get("hidden") is not None for a in anc
        ):
            continue
        return True
    return False


def build(captures: Path) -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    placer = Placer(captures, rng)
    items: list[dict[str, Any]] = []
    counters: Counter[str] = Counter()
    for i, d in enumerate(drafts(rng)):
        way = placer.choose_way(d, i)
        for attempt in range(60):
            if attempt and attempt % 15 == 0:
                way = rng.choice(placer.options(d))
            got = placer.place(d, way)
            if got is None:
                continue
            counters[d["label"]] += 1
            item = {
                "id": f"{PREFIX[d['label']]}-{counters[d['label']]:03d}",
                "split": "test",
                "label": d["label"],
                "family": d["family"],
                "kind": d["kind"],
                "lang": d["lang"],
                "form": f"{d['form']}; {got['where']}",
                "why": d["why"],
                "value": got["value"],
                "target": got["target"],
            }
            for k in ("html", "json", "yaml"):
                if k in got:
                    item[k] = got[k]
            errs = check_item(item, captures)
            if not errs and "html" in item and not html_lands_in_body(item, captures):
                errs = ["html datum not in visible body text"]
            if not errs and "html" not in item:
                line = plant(item, captures).text.split("\n")[plant(item, captures).line - 1]
                if (
                    d["mode"] == "s"
                    and way in ("json", "yaml")
                    and _one_line(d["payload"]) not in line
                ):
                    errs = ["payload not on one line"]
            if errs:
                counters[d["label"]] -= 1
                continue
            placer.use[got["target"]] += 1
            items.append(item)
            break
        else:
            raise SystemExit(f"could not place draft {i}: {d['kind']} {d['form']}")
    return items


def main(argv: list[str]) -> int:
    captures = captures_root(argv[0] if argv else None)
    items = build(captures)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    print(Counter(it["label"] for it in items))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
