"""A small trained classifier of concealed text, measured OR-ed with the feature scorer.

Issue 14 allows a classifier one trains, with its weights and training data in the
repository. This is that experiment, re-run with eleven corpora (docs/injection-model.md):
a logistic regression over the words of one sentence at a time, trained by
`scripts/train_injection_model.py` only on text that is in the repository (the planted
texts and hard negatives of `tests/heldout/injection*` and the generalisation suite's
positives and negatives; never a captured page). Its features owe nothing to the
scorer's lexicons (`detect/instructions.py`):

- the accent-folded words of the sentence, their five-letter stems and the pairs of
  adjacent stems (a stem carries a verb across persons and moods: `deberá`/`deben`,
  `resuma`/`resumir`),
- the stems of the last words of the sentence before it (a header such as
  `[SISTEMA]` or `Nota para el modelo:` often stands alone),
- who can see the text (`Level`) and the stems of the field that holds it.

`combined` is the cheap integration that was measured: the scorer first; where it says
nothing on text a person does not see (`Level.HIDDEN`, `Level.CONCEALED`: comments,
hidden CSS text, attributes, meta, JSON-LD and microdata fields, invisible PDF layers)
and the unit has at most `MAX_CHARS` characters, the classifier scores its sentences (up
to `MAX_SENTENCES`); one whose probability reaches the threshold (the zero-false-positive
rule on out-of-fold hard negatives) is a finding that says why:
``classifier 0.99997: asistente, deberá, resumen``.

It did not earn its place (docs/injection-model.md: on one leave-one-corpus-out fold it
flagged a hard negative the scorer does not), so the detector does not import it; it
lives here beside its training script, its weights (`injection_model.json.gz`, a plain
table of feature → weight) and the bench (`bench/injection_loco.py`). Inference is pure
Python, offline and deterministic.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from fixture_guard.detect.hidden_model import fold, key_stems, sentences  # one split, one fold
from fixture_guard.detect.instructions import Cue, Level, clean

WEIGHTS = Path(__file__).with_name("injection_model.json.gz")  # beside this script
MAX_CHARS = 3_000  # a longer concealed unit is a page layer or a menu, not one instruction
MAX_SENTENCES = 16
_MIN_WORDS = 3  # a shorter piece joins the next sentence ("[SISTEMA]", "Nota:")
_STEM = 5
_WORD = re.compile(r"[^\W_]+")
#: Function words that tell the three languages apart (for the finding's language only).
_LANGUAGE_TEXT = {
    "es": "el la los las que de del y en un una por para con no se es su al lo como este esta",
    "en": "the of and to in is that for it with as on this be are by you your any",
    "pt": "o os as que de do da dos das e em um uma para com não se é ao pelo pela este esta",
}
_LANGUAGE_WORDS = {lang: frozenset(words.split()) for lang, words in _LANGUAGE_TEXT.items()}


def features(words: list[str], previous: list[str], level: int, key: list[str]) -> set[str]:
    """The feature names of one sentence (folded words, its previous sentence's folded
    words, the level, the field name's stems)."""
    stems = [w[:_STEM] for w in words]
    out = {f"L{level}"}
    out.update(f"w:{w}" for w in words)
    out.update(f"s:{s}" for s in stems)
    out.update(f"b:{a}_{b}" for a, b in pairwise(stems))
    out.update(f"p:{w[:_STEM]}" for w in previous[-6:])
    if key:
        out.add("key")
        out.update(f"k:{s}" for s in key)
    return out


@dataclass(frozen=True)
class Verdict:
    probability: float
    start: int  # offsets of the sentence in `clean(text)`
    end: int
    words: tuple[str, ...]  # the words that weighed most, as written


@dataclass
class Model:
    weights: dict[str, float]
    bias: float
    threshold: float

    def z(self, feats: set[str]) -> float:
        get = self.weights.get
        # fsum: exact whatever order the set iterates in (it follows the process's string
        # hash seed, and a plain sum's last bits follow the order)
        return self.bias + math.fsum(get(f, 0.0) for f in feats)

    def best(self, text: str, level: Level, key: str = "") -> Verdict | None:
        """The sentence of `text` with the highest probability (None when no sentence
        has three words)."""
        cleaned = clean(text)
        keys = key_stems(key) if key else []
        previous: list[str] = []
        top: tuple[float, int, int, list[str], list[str]] | None = None
        for start, end in sentences(cleaned)[:MAX_SENTENCES]:
            raw = _WORD.findall(cleaned[start:end])
            words = [fold(w) for w in raw]
            if len(words) >= _MIN_WORDS:
                z = self.z(features(words, previous, int(level), keys))
                if top is None or z > top[0]:
                    top = (z, start, end, raw, words)
            previous = words
        if top is None:
            return None
        z, start, end, raw, words = top
        return Verdict(_sigmoid(z), start, end, self._reasons(raw, words))

    def _reasons(self, raw: list[str], words: list[str]) -> tuple[str, ...]:
        get = self.weights.get
        weight: dict[str, float] = {}
        shown: dict[str, str] = {}
        for original, word in zip(raw, words, strict=True):
            value = get(f"w:{word}", 0.0) + get(f"s:{word[:_STEM]}", 0.0)
            if value > weight.get(word, -math.inf):
                weight[word] = value
                shown.setdefault(word, original)
        ranked = sorted((w for w in weight if weight[w] > 0), key=lambda w: -weight[w])[:4]
        order = {w: i for i, w in enumerate(words)}
        return tuple(shown[w] for w in sorted(ranked, key=order.__getitem__))

    def cue(self, text: str, level: Level, key: str = "") -> Cue | None:
        verdict = self.best(text, level, key)
        if verdict is None or verdict.probability < self.threshold:
            return None
        return Cue(
            f"classifier {_shown(verdict.probability)}: {', '.join(verdict.words)}",
            verdict.start,
            verdict.end,
            _language(clean(text)[verdict.start : verdict.end]),
            directive=verdict.start,
            features=("classifier",),
        )


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def _shown(p: float) -> str:
    """A probability with as many nines as it has, truncated (never rounded up to 1)."""
    digits = 2
    while digits < 6 and p >= 1 - 10**-digits:
        digits += 1
    return f"{math.floor(p * 10**digits) / 10**digits:.{digits}f}"


def _language(sentence: str) -> str:
    words = [w.lower() for w in _WORD.findall(sentence)]
    counts = {lang: sum(w in vocab for w in words) for lang, vocab in _LANGUAGE_WORDS.items()}
    best = max(counts, key=lambda lang: counts[lang])
    return best if counts[best] else ""


def to_json(model: Model) -> dict[str, Any]:
    return {
        "format": 1,
        "bias": model.bias,
        "threshold": model.threshold,
        "weights": {f: round(w, 4) for f, w in sorted(model.weights.items())},
    }


def from_json(data: dict[str, Any]) -> Model:
    weights = {str(f): float(w) for f, w in data["weights"].items()}
    return Model(weights, float(data["bias"]), float(data["threshold"]))


def save(model: Model, path: Path) -> None:
    raw = json.dumps(to_json(model), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    path.write_bytes(gzip.compress(raw, mtime=0))


def load(path: Path = WEIGHTS) -> Model:
    return from_json(json.loads(gzip.decompress(path.read_bytes()).decode("utf-8")))


def combined(model: Model | None, classify: Callable[..., Cue | None]) -> Callable[..., Cue | None]:
    """A drop-in for `classify` in `detect/injection.py`: the scorer's verdict; where it
    has none on concealed text of at most `MAX_CHARS` characters, the classifier's."""

    def decide(text: str, level: Level, **options: Any) -> Cue | None:
        cue = classify(text, level, **options)
        if (
            cue is None
            and model is not None
            and int(level) != Level.VISIBLE
            and len(text) <= MAX_CHARS
        ):
            cue = model.cue(text, Level(int(level)), str(options.get("key") or ""))
        return cue

    return decide


__all__ = ["MAX_CHARS", "WEIGHTS", "Model", "Verdict", "combined", "load", "save"]
