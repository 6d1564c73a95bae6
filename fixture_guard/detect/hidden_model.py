"""The trained sentence model, consulted on hidden and concealed text the scorer passes.

Stop 27 (docs/injection-model.md, "Hidden text, and retrained with injection19 and
injection20"). The same weights as `visible_model` (one logistic regression trained on
every unit level: its features hold the level and the field name), with a separate
threshold for text a person does not see (`hidden_threshold` in the weights document: the
highest out-of-fold score of a hidden or concealed hard-negative sentence over an inner
leave-one-source-out of the training sources).

Where the feature scorer (`detect/instructions.py`, its base64 decoding included) says
nothing on a `Level.HIDDEN` or `Level.CONCEALED` unit (comments, hidden CSS text,
attributes, meta, JSON-LD and microdata fields, invisible PDF layers, decoded tag
characters) of at most `MAX_CHARS` cleaned characters, the model scores its first
`MAX_SENTENCES` sentences of at least three words, in any language, split and featured
exactly as training does (`scripts/injection_model.py`). The first sentence at the
hidden threshold is a finding that says why: ``classifier 0.9991 on hidden text: …``.

`ENABLED` switches the consultation. It is off: cost (+0.015 s) and precision (no hard
negative added anywhere measured) met the criterion set before measuring, the gain on the
unseen injection21 (+1 plant, +3 required) did not.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from fixture_guard.detect import visible_model

#: Whether `instructions.classify` consults the model on hidden and concealed text. Off:
#: stop 27's criterion (docs/injection-model.md) asked for at least +3 plants on the unseen
#: injection21 and the consultation found +1 (cost and precision were met).
ENABLED = False
MAX_CHARS = 3_000
MAX_SENTENCES = 16
_MIN_WORDS = 3
_STEM = 5
_WORD = re.compile(r"[^\W_]+")
#: A sentence ends at . ! ? ; or : followed by space, or at a line break (training's split).
_END = re.compile(r"(?<=[.!?;:])\s+|\s*\n\s*")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_LANGUAGE_WORDS = {
    lang: frozenset(words.split())
    for lang, words in {
        "es": "el la los las que de del y en un una por para con no se es su al lo como este esta",
        "en": "the of and to in is that for it with as on this be are by you your any",
        "pt": "o os as que de do da dos das e em um uma para com não se é ao pelo pela este esta",
    }.items()
}


def fold(word: str) -> str:
    """A word lower-cased, without accents (`Deberá` → `debera`), as training folds it."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def key_stems(key: str) -> list[str]:
    """The stems of a field name (`aiSummaryHint`, `data-llm-note` → `ai summa hint`…)."""
    return [fold(w)[:_STEM] for w in _WORD.findall(_CAMEL.sub(" ", key)) if w]


def sentences(cleaned: str) -> list[tuple[int, int]]:
    """Offsets of the sentences of a cleaned text; a piece of fewer than three words joins
    the next one (`scripts/injection_model.py`'s split, which training uses)."""
    out: list[tuple[int, int]] = []
    start = 0
    ends = [m.start() for m in _END.finditer(cleaned)] + [len(cleaned)]
    for end in ends:
        if end <= start:
            continue
        if len(_WORD.findall(cleaned[start:end])) < _MIN_WORDS and end < len(cleaned):
            continue
        piece = cleaned[start:end]
        lead = len(piece) - len(piece.lstrip())
        if piece.strip():
            out.append((start + lead, start + len(piece.rstrip())))
        start = end
    return out


def _language(sentence: str) -> str:
    words = [w.lower() for w in _WORD.findall(sentence)]
    counts = {lang: sum(w in vocab for w in words) for lang, vocab in _LANGUAGE_WORDS.items()}
    best = max(counts, key=lambda lang: counts[lang])
    return best if counts[best] else ""


def consult(source: str, level: int, key: str) -> Any:
    """A Cue for the first sentence of a hidden or concealed unit (`source`: the cleaned
    text) the model scores at its hidden threshold, or None."""
    from fixture_guard.detect.instructions import Cue

    if level < 1 or len(source) > MAX_CHARS:
        return None
    chosen = visible_model.model()
    threshold = chosen.hidden_threshold
    if threshold is None:
        return None
    keys = key_stems(key) if key else []
    previous: list[str] = []
    for start, end in sentences(source)[:MAX_SENTENCES]:
        raw = _WORD.findall(source, start, end)
        words = [fold(w) for w in raw]
        if len(words) >= _MIN_WORDS:
            p = chosen.probability(visible_model.features(words, previous, level, keys))
            if p >= threshold:
                why = ", ".join(chosen.reasons(words, raw))
                return Cue(
                    f"classifier {visible_model.shown(p)} on hidden text: {why}",
                    start,
                    end,
                    _language(source[start:end]),
                    directive=start,
                    features=("classifier",),
                )
        previous = words
    return None


__all__ = ["ENABLED", "MAX_CHARS", "MAX_SENTENCES", "consult", "key_stems", "sentences"]
