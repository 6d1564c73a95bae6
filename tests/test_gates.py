"""`gates`: an RE2 gate finds something wherever its pattern matches.

The classifier skips a fixed directive's search where the directive's gate finds nothing
(`instructions._D_GATES`). These tests hold the gate to be a necessary condition — every
text where the pattern matches passes the gate — on hand-made patterns with each construct
the loosening handles, on the corpora's texts and their sentences, and on seeded random
texts of the patterns' own words; and they check that the stored gates are the loosening
of today's patterns, so a pattern edit without `python -m fixture_guard.detect.gates`
fails here (it would only make the search slower, never different).
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("re2")

from fixture_guard.detect import gates, instructions

HELDOUT = Path(__file__).parent / "heldout"


def _compiled(pattern: re.Pattern[str]) -> object:
    text = gates.relaxed_text(pattern)
    assert text is not None, pattern.pattern
    fence = gates.compile_gate(text)
    assert fence is not None, text
    return fence


def _necessary(pattern: re.Pattern[str], fence: object, texts: list[str]) -> int:
    """How many texts the gate turns away; fails on one where the pattern matches."""
    skipped = 0
    for text in texts:
        if not gates.may_match(fence, text):
            skipped += 1
            assert pattern.search(text) is None, (pattern.pattern, text)
    return skipped


def test_python_whitespace_is_listed_exactly() -> None:
    spaces = "".join(chr(code) for code in range(sys.maxunicode + 1) if re.match(r"\s", chr(code)))
    assert spaces == gates.SPACE


@pytest.mark.parametrize(
    "source",
    [
        r"\bno\s+(?:verifiques|busques)\b",
        r"(?=[abc])(?:abc|bcd)\s+x",
        r"\bla\s+(?:[\w-]+\s+){0,5}?respuesta\s+es\b",
        r"(?<!ed)(?<!ad[oa])check(?!\s+more)",
        r"[^.:;\n]{1,60}?:\s*$",
        r"^\s*(?:a|b)\W+c\d*",
        r"(?s:.)x|y.z",
        r"[\w\s]+!",
        r"[^\w]z",
        r"[^\s,]+=",
        r"é\s+ñ\u2003",
        r"(?x) a \s b  # verbose",
        r"\ba++b",
        r"(?>ab|a)b",
        r"(?:no\s++)?+check",
    ],
)
def test_a_gate_passes_every_text_its_pattern_matches(source: str) -> None:
    pattern = re.compile(source)
    fence = _compiled(pattern)
    pieces = ["no", "verifiques", "busques", "abc", "bcd", "x", "la", "respuesta", "es", "ed",
              "ado", "check", "more", ":", ".", ";", "a", "b", "c", "1", "y", "z", "!", ",", "=",
              "é", "ñ", "\u2003", "\xa0", "\u3000", " ", "  ", "\n", "\t", "-", "_"]  # fmt: skip
    rng = random.Random(3)
    texts = ["", " ", "\n", "la gran nueva respuesta es", "é \xa0ñ\u2003", "x é\nñ\u2003"]
    for _ in range(4000):
        separator = rng.choice(["", " "])
        texts.append(separator.join(rng.choice(pieces) for _ in range(rng.randint(1, 12))))
    matched = [t for t in texts if pattern.search(t)]
    assert matched, source  # the random texts exercise the pattern
    assert all(gates.may_match(fence, t) for t in matched), source
    _necessary(pattern, fence, texts)


@pytest.mark.parametrize(
    "source",
    [r"(?i)abc", r"a(?i:bc)", r"(a)\1", r"(a)?(?(1)b|c)"],
)
def test_what_cannot_be_loosened_has_no_gate(source: str) -> None:
    assert gates.relaxed_text(re.compile(source)) is None


def test_a_text_re2_cannot_take_is_searched() -> None:
    fence = _compiled(re.compile(r"abc"))
    assert gates.may_match(fence, "x\ud800y")  # a lone surrogate: not UTF-8
    assert gates.may_match(None, "anything")


def _corpus_texts() -> list[str]:
    texts = []
    for cases in sorted(HELDOUT.glob("injection*/cases.json")):
        for case in json.loads(cases.read_text(encoding="utf-8")):
            if isinstance(case.get("expect_text"), str):
                texts.append(case["expect_text"])
    return texts


def _gated() -> list[tuple[re.Pattern[str], object]]:
    """Every pattern the classifier gates, with its gate (None: searched without one)."""
    return [
        (pattern, fence)
        for (_name, pattern), fence in zip(
            instructions._D_FIXED, instructions._D_GATES, strict=True
        )
    ]


def _folded(text: str) -> str:
    return instructions._fold(instructions.clean(text), lower=True)


def test_every_gate_is_necessary_on_the_corpora() -> None:
    texts = _corpus_texts()
    assert len(texts) > 1000
    lows = sorted({_folded(t) for t in texts})
    # and each sentence alone, so that gates are also tried where they turn texts away
    lows += sorted({s for low in lows for s in re.split(r"(?<=[.!?:;])\s+", low) if s})
    matched = 0
    for pattern, fence in _gated():
        if fence is None:
            continue
        for low in lows:
            if pattern.search(low):
                matched += 1
                assert gates.may_match(fence, low), (pattern.pattern[:80], low)
    assert matched > 100


def test_every_gate_is_necessary_on_random_texts() -> None:
    vocabulary = sorted(set(re.findall(r"[a-z]+", " ".join(p.pattern for p, _g in _gated()))))
    pieces = [*vocabulary, " ", " ", ", ", ". ", "\n", ": ", "-", "«", "»", '"', "'", "x1"]
    rng = random.Random(14)
    texts = []
    for _ in range(3000):
        texts.append(" ".join(rng.choice(pieces) for _ in range(rng.randint(2, 16))))
    for pattern, fence in _gated():
        if fence is not None:
            _necessary(pattern, fence, texts)


def test_the_stored_gates_are_todays_patterns_loosened() -> None:
    stored = json.loads(gates.STORE.read_text(encoding="utf-8"))
    missing = []
    for pattern, _fence in _gated():
        text = gates.relaxed_text(pattern)
        if text is None:
            continue
        key = gates.digest(pattern)
        if key not in stored:
            missing.append(pattern.pattern[:60])
        else:
            assert stored[key] == text
    assert not missing, (
        "fixed directives without a stored gate (searched without one: slower, not wrong); "
        f"run `python -m fixture_guard.detect.gates`: {missing}"
    )
    # today every one of them has its gate
    assert all(fence is not None for _pattern, fence in _gated())
