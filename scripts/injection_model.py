"""A small trained classifier of text units, measured against the lexicon scorer.

Round 5 of the injection work asked whether a small *trained* model generalises better
than the hand-built feature scorer of `instructions.classify`. This module is the model
side of that experiment: logistic regression over one sentence at a time (with the
sentence before it as context), on

- hashed word unigrams and bigrams and character 4-grams of the accent-folded text,
- the words of the sentence before it (a header such as `[SISTEMA]` or `Nota para el
  modelo:` often stands alone),
- who can see the text (`Level`) and the field name that holds it, and
- optionally the scorer's own feature kinds (addressee, directive, frames…) and verdict.

Weights are trained by `scripts/train_injection_model.py` from the held-out corpora and
the generalisation suite in the repository; `bench/injection_loco.py` measures it
leave-one-corpus-out through the real detection pipeline. The figures did not justify
using it (docs/injection.md, round 5), so it lives here, beside its training script,
and the detector does not import it. The feature hashing uses
CRC-32, so features (and weights) do not depend on Python's per-process hash seed.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from fixture_guard.detect.instructions import (
    _TOKEN,
    Cue,
    Level,
    _addressees,
    _directives,
    _fold,
    _language,
    _sentence_bounds,
    classify,
    clean,
    key_words,
)

DIM = 1 << 18
_WORD = re.compile(r"[a-z0-9]+")
_MIN_WORDS = 3  # a shorter piece joins the next sentence (headers, "Nota:")
_MAX_SENTENCES = 400  # per text unit: a long visible text is a page, not an instruction


@dataclass(frozen=True)
class Unit:
    """One sentence of a text unit, with the offsets of the sentence in `clean(text)`."""

    sentence: str
    previous: str
    start: int
    end: int


def units(text: str) -> list[Unit]:
    """The sentences of a text (pieces of fewer than three words join the next one)."""
    source = clean(text)
    bounds = [*_sentence_bounds(source), len(source)]
    pieces: list[tuple[int, int]] = []
    start = 0
    for end in bounds[1:]:
        if end <= start:
            continue
        if len(_WORD.findall(source[start:end].lower())) < _MIN_WORDS and end < len(source):
            continue
        pieces.append((start, end))
        start = end
    out: list[Unit] = []
    previous = ""
    for begin, end in pieces[:_MAX_SENTENCES]:
        sentence = source[begin:end].strip()
        if sentence:
            out.append(Unit(sentence, previous, begin, end))
            previous = sentence
    return out


def _h(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8")) % DIM


def features(unit: Unit, level: Level, key: str = "", *, lexicon: bool = True) -> list[int]:
    """Hashed feature indices of one sentence (binary features; repeats removed)."""
    low = _fold(unit.sentence, lower=True)
    words = _WORD.findall(low)
    out: set[str] = {"bias", f"L{int(level)}"}
    out.update(f"w:{w}" for w in words)
    out.update(f"b:{a}_{b}" for a, b in pairwise(words))
    padded = f" {' '.join(words)} "
    out.update(f"c:{padded[i : i + 4]}" for i in range(max(0, len(padded) - 3)))
    out.update(f"p:{w}" for w in _WORD.findall(_fold(unit.previous, lower=True))[-8:])
    if key:
        out.add("key")
        out.update(f"k:{w}" for w in key_words(key))
    if lexicon:
        out.update(f"lex:{kind}" for kind in _lexicon_kinds(unit, level, key))
        out.update(f"lexL{int(level)}:{kind}" for kind in _lexicon_kinds(unit, level, key))
    return sorted({_h(f) for f in out})


def _lexicon_kinds(unit: Unit, level: Level, key: str) -> set[str]:
    window = f"{unit.previous}\n{unit.sentence}" if unit.previous else unit.sentence
    return _kinds_cached(window, int(level), key)


_KIND_CACHE: dict[tuple[str, int, str], set[str]] = {}


def _kinds_cached(window: str, level: int, key: str) -> set[str]:
    hit = _KIND_CACHE.get((window, level, key))
    if hit is not None:
        return hit
    low = _fold(window, lower=True)
    tokens = set(_TOKEN.findall(low))
    kinds = {f.kind for f in _directives(low, window, tokens)}
    if kinds:
        kinds |= {f"F{f.kind}" for f in _addressees(low, _fold(window, lower=False))}
    cue = classify(window, Level(level), key=key, decode=False)
    if cue is not None:
        kinds.add("cue")
    if len(_KIND_CACHE) > 200_000:
        _KIND_CACHE.clear()
    _KIND_CACHE[(window, level, key)] = kinds
    return kinds


@dataclass
class Model:
    weights: Any  # numpy array of DIM floats
    bias: float
    threshold: float
    lexicon: bool

    def probabilities(self, text: str, level: Level, key: str = "") -> Iterator[tuple[float, Unit]]:
        import numpy as np

        for unit in units(text):
            idx = features(unit, level, key, lexicon=self.lexicon)
            z = float(self.weights[idx].sum()) + self.bias
            yield float(1.0 / (1.0 + np.exp(-z))), unit

    def cue(self, text: str, level: Level, key: str = "") -> Cue | None:
        best: tuple[float, Unit] | None = None
        for p, unit in self.probabilities(text, level, key):
            if p >= self.threshold and (best is None or p > best[0]):
                best = (p, unit)
        if best is None:
            return None
        p, unit = best
        return Cue(
            f"trained classifier ({p:.2f})",
            unit.start,
            unit.end,
            _language(unit.sentence),
            directive=unit.start,
            features=("model",),
        )


def save(model: Model, path: Any) -> None:
    import numpy as np

    np.savez_compressed(
        path,
        weights=model.weights.astype(np.float16),
        meta=np.array([model.bias, model.threshold, float(model.lexicon)], dtype=np.float64),
    )


def load(path: Any) -> Model:
    import numpy as np

    with np.load(path) as data:
        weights = data["weights"].astype(np.float32)
        bias, threshold, lexicon = (float(x) for x in data["meta"])
    return Model(weights, bias, threshold, bool(lexicon))


def combined(model: Model, mode: str) -> Any:
    """A drop-in for `classify` that asks the scorer, the model, or both.

    `mode`: `scorer` (the scorer alone), `model` (the model alone, keeping the scorer's
    overrides and chat-template markers), `or`, `and` (the scorer's finding only when the
    model also finds a sentence over its threshold)."""

    def decide(
        text: str,
        level: Level,
        *,
        key: str = "",
        requests: bool = False,
        decode: bool = True,
    ) -> Cue | None:
        cue = classify(text, level, key=key, requests=requests, decode=decode)
        if mode == "scorer":
            return cue
        if mode == "or":
            return cue or model.cue(text, level, key)
        if mode == "and":
            return cue if cue is not None and model.cue(text, level, key) else None
        mine = model.cue(text, level, key)
        if mine is None and cue is not None and set(cue.features) & {"override", "fake turn"}:
            return cue
        return mine

    return decide
