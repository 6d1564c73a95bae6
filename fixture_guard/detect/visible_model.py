"""The trained sentence model, consulted on visible Spanish text the scorer passes.

The sixth vector of issue 14 is visible Spanish text posing as the system or a registry.
The feature scorer (`detect/instructions.py`) decides first. Where it says nothing on a
visible unit, this module scores with the logistic regression of
`scripts/injection_model.py` (weights in `visible_model.json.gz` beside this file; pure
Python, offline, deterministic) only the candidate sentences the scorer already found:

- a sentence holding a directive the scorer recognised (`_directives`: an output verb in
  a directive mood, strong or weak), or
- a sentence holding a frame noun (`FRAME`: system, configuration, registry, model,
  assistant… a list written from the brief before any corpus fold was scored), looked for
  only when the scorer's own token set of the unit contains one;

and of those only the ones the scorer's language test (`_language`) calls Spanish, with at
least three words. The sentence split is the scorer's (`_sentence_bounds`): there is no
second pass over visible text. A sentence at the model's threshold (the highest
out-of-fold score of a visible Spanish hard-negative sentence, docs/injection-model.md)
is a finding that says why: ``classifier 0.9991: sistema, valida, consultes``.

`ENABLED` switches the consultation; it is on since stop 26 (docs/injection-model.md):
the weights retrained on injection..injection18 and the suite gained 15 plants on the
unseen injection19 and 14 on the unseen injection20, with no hard negative added, and,
loaded from their packed form, cost +0.015 s on the bench against the +0.02 s set in
advance. Since stop 27 the weights are trained on injection..injection20 and the suite
and carry a second threshold, for hidden text (`detect/hidden_model.py`, off).
"""

from __future__ import annotations

import array
import base64
import gzip
import json
import math
import re
import sys
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

WEIGHTS = Path(__file__).with_name("visible_model.json.gz")
#: Whether `instructions.classify` consults the model on visible text. On: the criterion
#: set before measuring is met (docs/injection-model.md, stop 26: precision and the unseen
#: gain as first measured; cost +0.015 s once the weights load from their packed form).
ENABLED = True
_MIN_WORDS = 3
_STEM = 5
_WORD = re.compile(r"[^\W_]+")
#: Frame, authority and addressee nouns (folded), the experiment's list registered before
#: any fold was scored (bench/model_visible_eval.py `FRAME`).
FRAME = frozenset(
    [
        "sistema",
        "sistemas",
        "configuracion",
        "registro",
        "sat",
        "cofepris",
        "modelo",
        "modelos",
        "asistente",
        "asistentes",
        "ia",
        "resumen",
        "llm",
        "chatbot",
        "bot",
        "instruccion",
        "instrucciones",
        "administrador",
        "operador",
        "politica",
    ]
)
#: The scorer's Spanish function words (`instructions._ES_WORDS`) that are neither
#: Portuguese nor English ones: a unit with none of them among its tokens has no sentence
#: the language test would call Spanish worth a look (tests/test_injection_model.py checks
#: the two lists agree).
SPANISH_ONLY = frozenset(
    [
        "al",
        "como",
        "con",
        "del",
        "el",
        "en",
        "es",
        "las",
        "le",
        "lo",
        "los",
        "pero",
        "por",
        "su",
        "sus",
        "un",
        "una",
        "y",
    ]
)
#: round 27 (N9): a release note's header at a sentence's start: a changelog, what is new in
#: a version, a version number ("v2.3", "versión 4.2")
_RELEASE_HEAD = re.compile(
    r"\s*(?:changelog|change\s+log|release\s+notes?|registro\s+de\s+cambios|novedades|notas\s+de\s+(?:la\s+)?"
    r"version|what'?s\s+new|version\s+\d|v\d+(?:\.\d+)+\b|actualizacion\s+\d)"
)
_FRAME_WORD = re.compile(r"\b(?:" + "|".join(sorted(FRAME, key=len, reverse=True)) + r")\b")


def features(words: list[str], previous: list[str], level: int, key: list[str]) -> set[str]:
    """The feature names of one sentence (folded words; the previous sentence's folded
    words; the level; the field name's stems). The same as `scripts/injection_model.py`'s."""
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


class Model:
    def __init__(
        self,
        weights: dict[str, float],
        bias: float,
        threshold: float,
        hidden_threshold: float | None = None,
    ) -> None:
        self.weights = weights
        self.bias = bias
        self.threshold = threshold
        #: stop 27: the threshold on hidden and concealed text (`detect/hidden_model.py`);
        #: None in weights trained before it
        self.hidden_threshold = hidden_threshold

    def probability(self, feats: set[str]) -> float:
        get = self.weights.get
        # fsum: exact whatever order the set iterates in (the process's hash seed)
        return _sigmoid(self.bias + math.fsum(get(f, 0.0) for f in feats))

    def reasons(self, words: list[str], shown: list[str]) -> list[str]:
        """Up to four words of the sentence whose word and stem weights are highest."""
        get = self.weights.get
        weight: dict[str, float] = {}
        original: dict[str, str] = {}
        for word, raw in zip(words, shown, strict=True):
            value = get(f"w:{word}", 0.0) + get(f"s:{word[:_STEM]}", 0.0)
            if value > weight.get(word, -math.inf):
                weight[word] = value
                original.setdefault(word, raw)
        ranked = sorted((w for w in weight if weight[w] > 0), key=lambda w: -weight[w])[:4]
        order = {w: i for i, w in enumerate(words)}
        return [original[w] for w in sorted(ranked, key=order.__getitem__)]


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def shown(p: float) -> str:
    """A probability with as many nines as it has, truncated (never rounded up to 1)."""
    digits = 2
    while digits < 6 and p >= 1 - 10**-digits:
        digits += 1
    return f"{math.floor(p * 10**digits) / 10**digits:.{digits}f}"


def from_json(data: dict[str, Any]) -> Model:
    """The model of a weights document: format 1 (what training writes, `weights` a JSON
    object) or format 2 (`pack`: the same table as one string of feature names and one
    of their float64 values). Both give the same floats, bit for bit."""
    if data.get("format") == _PACKED:
        values = array.array("d", base64.b64decode(data["values"]))
        if sys.byteorder != "little":
            values.byteswap()
        names = data["names"].split("\n") if data["names"] else []
        if len(names) != len(values):
            raise ValueError("packed weights: names and values differ in number")
        weights: dict[str, float] = dict(zip(names, values, strict=True))
    else:
        # JSON numbers are already floats or ints: the table is used as parsed
        weights = data["weights"]
    hidden = data.get("hidden_threshold")
    return Model(
        weights,
        float(data["bias"]),
        float(data["threshold"]),
        None if hidden is None else float(hidden),
    )


_PACKED = 2


def pack(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 of a format-1 document. Loading it parses two strings instead of a JSON
    object of ~22,000 members (3–4 ms instead of ~12 ms of CPU, paid by every process
    that consults the model); the floats are the same bits (float64, little-endian)."""
    names = list(data["weights"])
    if any("\n" in name for name in names):
        raise ValueError("a feature name holds a line break")
    values = array.array("d", (float(data["weights"][name]) for name in names))
    if sys.byteorder != "little":
        values.byteswap()
    packed = {key: value for key, value in data.items() if key != "weights"}
    packed.update(
        format=_PACKED,
        names="\n".join(names),
        values=base64.b64encode(values.tobytes()).decode("ascii"),
    )
    return packed


@lru_cache(maxsize=1)
def model(path: Path = WEIGHTS) -> Model:
    """The shipped weights (loaded once, on the first candidate sentence)."""
    return from_json(json.loads(gzip.decompress(path.read_bytes()).decode("utf-8")))


def _pack_file(source: Path, target: Path) -> None:
    data = json.loads(gzip.decompress(source.read_bytes()).decode("utf-8"))
    raw = json.dumps(pack(data), ensure_ascii=False, sort_keys=True).encode("utf-8")
    partial = target.with_name(target.name + ".partial")
    partial.write_bytes(gzip.compress(raw, mtime=0))
    partial.replace(target)


if __name__ == "__main__":
    # python -m fixture_guard.detect.visible_model SOURCE.json.gz [TARGET]: pack the
    # weights training wrote (format 1) into the shipped form (format 2).
    _pack_file(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else WEIGHTS)


def unit_starts(tokens: set[str], starts: list[int]) -> list[int] | None:
    """Where the scorer keeps the offsets of its directives for `consult` (`starts`, with
    -1 when a frame noun is among the unit's tokens), or None when the unit's tokens
    hold no Spanish-only function word (then nothing is kept, nothing consulted)."""
    if SPANISH_ONLY.isdisjoint(tokens):
        return None
    if not FRAME.isdisjoint(tokens):
        starts.append(-1)
    return starts


def candidates(low: str, starts: list[int], bounds: list[int]) -> list[int]:
    """Indexes of the sentences (`bounds`) that hold a directive (`starts`, offsets in
    `low`; -1 asks for the frame nouns to be looked for) or a frame noun."""
    from fixture_guard.detect.instructions import _sentence_of

    found = {_sentence_of(bounds, s) for s in starts if s >= 0}
    if -1 in starts:
        found.update(_sentence_of(bounds, m.start()) for m in _FRAME_WORD.finditer(low))
    return sorted(found)


def consult(source: str, low: str, starts: list[int]) -> Any:
    """A Cue for the first candidate sentence of a visible unit the model scores at its
    threshold, or None. `source` is the cleaned text, `low` its folded lower-cased copy
    (same offsets), `starts` the offsets of the scorer's directives (-1: a frame noun is
    among the unit's tokens)."""
    from fixture_guard.detect.instructions import Cue, _language, _sentence_bounds

    bounds = _sentence_bounds(low)
    limits = [*bounds[1:], len(low)]
    chosen = None
    directed: bool | None = None
    for index in candidates(low, starts, bounds):
        start, end = bounds[index], limits[index]
        words = _WORD.findall(low, start, end)
        if len(words) < _MIN_WORDS or _language(source[start:end]) != "es":
            continue
        if directed is None:
            directed = any(s >= 0 for s in starts)
        if not directed and _RELEASE_HEAD.match(low, start):
            # round 27 (N9): a release note ("Changelog 4.2: el asistente integrado ahora
            # resume los hilos…", "Novedades de la versión 3.1: …") says what the software
            # does; with no directive the scorer found, a frame noun in it describes a
            # feature, it directs no one ("Registro de cambios v2.3: el bot ahora debe
            # incluir…" has its modal, a directive, and is read as before)
            continue
        if chosen is None:
            chosen = model()
        previous = _WORD.findall(low, bounds[index - 1], start) if index else []
        p = chosen.probability(features(words, previous, 0, []))
        if p < chosen.threshold:
            continue
        while start < end and source[start].isspace():
            start += 1
        while end > start and source[end - 1].isspace():
            end -= 1
        written = _WORD.findall(source, start, end)
        why = ", ".join(chosen.reasons(words, written if len(written) == len(words) else words))
        return Cue(
            f"classifier {shown(p)} on visible Spanish text: {why}",
            start,
            end,
            "es",
            directive=start,
            features=("classifier",),
        )
    return None


__all__ = ["ENABLED", "FRAME", "SPANISH_ONLY", "WEIGHTS", "Model", "consult", "features", "model"]
