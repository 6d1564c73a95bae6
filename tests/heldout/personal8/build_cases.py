"""Build ``cases.json`` of corpus 8 from the content modules and the captures' planting sites.

    .venv/bin/python tests/heldout/personal8/build_cases.py [CAPTURES]

Deterministic: one seeded generator for the content, one for the placement; the same
captures give the same file byte for byte. The captures are only read (to find where an
item can go); nothing of them is written into the corpus except the planting coordinates
(line/column/expected prefix, JSON/YAML paths).
"""

from __future__ import annotations

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
from draft import Draft  # noqa: E402
from plant import _JsonSpans  # noqa: E402
from sites import Sites, find_sites  # noqa: E402

SEED_CONTENT = 20250808
SEED_PLACE = 8088

# Language of a capture's own text (an item in the same language is put there by preference).
PAGE_LANG = {
    "html/es-ar_lanacion_opinion-article.html": "es",
    "html/es-mx_unocero_tech-news-android-apps.html": "es",
    "html/es-pe_elcomercio_signwall-paywall-article.html": "es",
    "html/es-uy_ladiaria_metered-paywall-article.html": "es",
    "html/es_cnet-en-espanol_twitter-lite-mexico-news.html": "es",
    "html/de_bafa-gov_mineraloel-statistics-table.html": "de",
    "html/de_rs-ingenieure_simple-corporate-services-page.html": "de",
    "injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html": "en",
    "injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html": "en",
}

WRAPS = [
    "<p>{}</p>",
    '<div class="nota">{}</div>',
    '<p class="meta">{}</p>',
    "<blockquote><p>{}</p></blockquote>",
    '<ul class="datos"><li>{}</li></ul>',
    '<div class="comment-body"><p>{}</p></div>',
    '<footer class="pie"><small>{}</small></footer>',
    "<address>{}</address>",
    '<table class="tabla"><tr><td>{}</td></tr></table>',
    '<div class="card"><span class="texto">{}</span></div>',
    "<h4>{}</h4>",
    '<section class="aviso"><p>{}</p></section>',
]
CODE_WRAPS = [
    "<pre><code>{}</code></pre>",
    "<p><code>{}</code></p>",
    '<div class="highlight"><pre>{}</pre></div>',
]
PROSE_SEPS = [" ", " — ", " | ", ". ", " · "]


def _keys_at(text: str, kind: str, path: list[Any]) -> set[str]:
    if kind == "json":
        node: Any = json.loads(text.lstrip("\ufeff"))
    else:
        import yaml

        node = yaml.safe_load(text)
    for step in path:
        node = node[step]
    if isinstance(node, dict):
        return {str(k).lower() for k in node}
    return set()


def _inner_keys(text: str, path: list[Any]) -> set[str]:
    node: Any = json.loads(text.lstrip("\ufeff"))
    for step in path:
        node = node[step]
    return {k.lower() for k in json.loads(node)}


class Placer:
    def __init__(self, captures: Path, rng: random.Random) -> None:
        self.captures = captures
        self.rng = rng
        self.sites = find_sites(captures)
        self.text = {
            s.target: (captures / s.target).read_bytes().decode("utf-8") for s in self.sites
        }
        self.use: dict[str, int] = {}

    def _pick_target(self, cands: list[Sites], lang: str) -> Sites:
        # prefer pages of the item's language, and the least used capture
        def score(s: Sites) -> tuple[int, int, float]:
            pl = PAGE_LANG.get(s.target, "en")
            return (0 if pl == lang else 1, self.use.get(s.target, 0), self.rng.random())

        if self.rng.random() < 0.35:  # sometimes anywhere (a page quotes other languages)
            return min(cands, key=lambda s: (self.use.get(s.target, 0), self.rng.random()))
        return min(cands, key=score)

    def place(self, d: Draft) -> dict[str, Any]:
        rng = self.rng
        avail = []
        for c in d.carriers:
            if (
                (c == "html" and any(s.html for s in self.sites))
                or (c == "obj" and any(s.objects for s in self.sites))
                or (c == "aobj" and any(s.arrays_obj for s in self.sites))
                or (c == "astr" and any(s.arrays_str for s in self.sites))
                or (c == "header" and any(s.headers for s in self.sites))
                or (c == "prose" and len(d.text) <= 220 and "\n" not in d.text)
                or c in ("url", "query", "inner")
            ):
                avail.append(c)
        weights = {
            "html": 4.2,
            "obj": 3.2,
            "aobj": 1.2,
            "astr": 0.8,
            "header": 1.0,
            "prose": 1.6,
            "url": 1.0,
            "query": 1.0,
            "inner": 1.0,
        }
        carrier = rng.choices(avail, [weights[c] for c in avail])[0]
        return getattr(self, "_" + carrier)(d)

    # -- html
    def _html(self, d: Draft) -> dict[str, Any]:
        cands = [s for s in self.sites if s.html]
        s = self._pick_target(cands, d.lang)
        site = self.rng.choice(s.html)
        wraps = CODE_WRAPS if d.extra.get("code") else WRAPS
        wrap = self.rng.choice(wraps)
        snippet, hv = d.html_snippet(wrap)
        tag = wrap.split(">")[0].split()[0] + ">" if d.html is None else "custom snippet"
        self.use[s.target] = self.use.get(s.target, 0) + 1
        where = f"html {tag} inserted at {site['line']}:{site['col']}"
        return {
            "value": hv,
            "target": s.target,
            "html": {"snippet": snippet, **site},
            "where": where,
        }

    # -- JSON / YAML helpers
    def _struct(self, attr: str, d: Draft, pred: Any = None) -> tuple[Sites, list[Any]]:
        cands = [s for s in self.sites if getattr(s, attr)]
        if pred:
            cands = [s for s in cands if any(pred(s, p) for p in getattr(s, attr))]
        s = self._pick_target(cands, d.lang)
        paths = getattr(s, attr)
        if pred:
            paths = [p for p in paths if pred(s, p)]
        self.use[s.target] = self.use.get(s.target, 0) + 1
        return s, self.rng.choice(paths)

    def _block(self, s: Sites, spec: dict[str, Any], value: str, where: str) -> dict[str, Any]:
        return {"value": value, "target": s.target, s.kind: spec, "where": where}

    def _obj(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("objects", d)
        key = d.key or "nota"
        if key.lower() in _keys_at(self.text[s.target], s.kind, path):
            key += "_extra"
        val = d.obj if d.obj is not None else d.text
        spec = {"path": path, "op": "add_field", "key": key, "value": val}
        return self._block(s, spec, d.value, f"{s.kind} add_field {key!r} at {_p(path)}")

    def _aobj(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("arrays_obj", d)
        val = d.obj if isinstance(d.obj, dict) else {d.key or "nota": d.text}
        spec = {"path": path, "op": "add_item", "value": val}
        return self._block(s, spec, d.value, f"{s.kind} add_item (object) at {_p(path)}")

    def _astr(self, d: Draft) -> dict[str, Any]:
        is_url = d.text.startswith("http")

        def ok(s: Sites, p: list[Any]) -> bool:
            first = self._first_str(s, p)
            return first.startswith("http") == is_url

        s, path = self._struct("arrays_str", d, ok)
        spec = {"path": path, "op": "add_item", "value": d.text}
        return self._block(s, spec, d.value, f"{s.kind} add_item (string) at {_p(path)}")

    def _first_str(self, s: Sites, p: list[Any]) -> str:
        if s.kind == "json":
            node: Any = json.loads(self.text[s.target].lstrip("\ufeff"))
        else:
            import yaml

            node = yaml.safe_load(self.text[s.target])
        for step in p:
            node = node[step]
        return str(node[0])

    def _header(self, d: Draft) -> dict[str, Any]:
        name = d.header

        def ok(s: Sites, p: list[Any]) -> bool:
            return name.lower() not in _keys_at(self.text[s.target], s.kind, p)

        side = "response" if _response_header(name) else "request"

        def ok_side(s: Sites, p: list[Any]) -> bool:
            return ok(s, p) and side in [str(x) for x in p]

        pred = ok_side if any(ok_side(s, p) for s in self.sites for p in s.headers) else ok
        s, path = self._struct("headers", d, pred)
        spec = {"path": path, "op": "add_field", "key": name, "value": [d.text]}
        return self._block(s, spec, d.value, f"{s.kind} recorded header {name} at {_p(path)}")

    def _prose(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("prose", d)
        sep = self.rng.choice(PROSE_SEPS)
        spec = {"path": path, "op": "append", "text": sep + d.text}
        return self._block(s, spec, d.value, f"{s.kind} appended to the string at {_p(path)}")

    def _url(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("urls", d)
        spec = {"path": path, "op": "set", "value": d.url}
        return self._block(s, spec, d.value, f"{s.kind} URL replaced at {_p(path)}")

    def _query(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("queries", d)
        spec = {"path": path, "op": "set", "value": d.query}
        return self._block(s, spec, d.value, f"{s.kind} query replaced at {_p(path)}")

    def _inner(self, d: Draft) -> dict[str, Any]:
        s, path = self._struct("inner", d)
        key = d.key
        if key.lower() in _inner_keys(self.text[s.target], path):
            key += "_extra"
        spec = {"path": path, "op": "add_inner_field", "key": key, "value": d.value}
        return self._block(
            s, spec, d.value, f"{s.kind} field {key!r} put first in the recorded body at {_p(path)}"
        )


RESPONSE_HEADERS = {
    "date", "last-modified", "expires", "etag", "set-cookie", "cf-ray", "x-request-id",
    "request-id", "retry-after", "content-digest", "content-md5", "x-cache-key", "x-served-by",
    "x-vercel-id", "x-goog-hash", "x-guploader-uploadid", "x-envoy-upstream-service-time",
    "apim-request-id", "content-security-policy", "openai-organization", "openai-project",
    "anthropic-organization-id", "x-cloud-trace-context", "age",
}  # fmt: skip


def _response_header(name: str) -> bool:
    n = name.lower()
    return n in RESPONSE_HEADERS or n.startswith(("x-amz", "x-ratelimit"))


def _p(path: list[Any]) -> str:
    return "/" + "/".join(str(x) for x in path)


PREFIX = {"personal": "p8-per", "secret": "p8-sec", "keep": "p8-keep"}


def build(captures: Path) -> list[dict[str, Any]]:
    rng_c = random.Random(SEED_CONTENT)
    drafts = content_personal.build(rng_c) + content_secret.build(rng_c) + content_keep.build(rng_c)
    rng_p = random.Random(SEED_PLACE)
    placer = Placer(captures, rng_p)
    items: list[dict[str, Any]] = []
    by_label: dict[str, list[Draft]] = {"personal": [], "secret": [], "keep": []}
    for d in drafts:
        by_label[d.label].append(d)
    for label, ds in by_label.items():
        rng_p.shuffle(ds)
        for n, d in enumerate(ds, 1):
            placed = placer.place(d)
            form = d.form + "; " + placed.pop("where")
            item = {
                "id": f"{PREFIX[label]}-{n:03d}",
                "split": "test",
                "label": d.label,
                "family": d.family,
                "kind": d.kind,
                "lang": d.lang,
                "form": form,
                "value": placed.pop("value"),
                "target": placed.pop("target"),
                **placed,
            }
            items.append(item)
    return items


def main(argv: list[str]) -> int:
    captures = Path(argv[0]) if argv else Path("/work/shared/captures")
    items = build(captures)
    out = HERE / "cases.json"
    out.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(items)} items to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))


__all__ = ["_JsonSpans", "build"]
