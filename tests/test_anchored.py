"""`anchored.ends_with` answers as `pattern.search(text) is not None` does.

The classifier's mood patterns are tested from the end of the text before a verb form
(`instructions._ENDS_BEFORE`); these tests hold the reversal to the plain search on
hand-made cases, on every window before a word of the held-out corpora's texts, and on
seeded random texts made of the words the patterns are built from, so an edit of a
pattern that the reversal gets wrong fails here.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from fixture_guard.detect import instructions
from fixture_guard.detect.anchored import ends_with, reversed_pattern

HELDOUT = Path(__file__).parent / "heldout"


def _same(pattern: re.Pattern[str], texts: list[str]) -> None:
    test = ends_with(pattern)
    for text in texts:
        assert test(text) == (pattern.search(text) is not None), (pattern.pattern, text)


@pytest.mark.parametrize(
    "source",
    [
        r"\bplease\s*,?\s*$",
        r"(?:^|[.!?])\s*(?:y|and)?\s*$",
        r"(?<![a-z]\s)(?<![a-z])prohibido\s+$",
        r"\bdo(?=\s)\s+not\s+$",
        r"(?:must|should)\s+(?:always\s+)*?$",
        r"[^\n]{0,10}:[^\s\d]*$",
        r"\b(?:a|al)\s+[a-z]+(?:ar|ing)(?:\s+[\w-]+){0,3}\s*$",
        r"(?:x$|y\s*$)",
        r"\Aabc$",
        r"(?:que|that)\B\s*$",
    ],
)
def test_reversal_answers_as_search_does(source: str) -> None:
    pattern = re.compile(source)
    assert reversed_pattern(pattern) is not None
    words = ["please", ",", " ", "  ", "\n", ".", "y", "and", "a", "al", "resumir", "leaving",
             "prohibido", "do", "not", "must", "always", "que", "that", ":", "x", "y", "abc",
             "b2", "-", "word"]  # fmt: skip
    rng = random.Random(7)
    texts = ["", "\n", "abc", "abc\n", "abc\n\n", "x\n", " y \n"]
    texts += ["".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(3000)]
    _same(pattern, texts)


@pytest.mark.parametrize(
    "source",
    [
        r"(?>ab|a)b$",  # atomic: which branch is kept decides
        r"a++$",
        r"(a)\1$",
        r"(?=ab+)a$",  # a lookahead of varying width cannot become a lookbehind
        r"(?:a?)*b$",  # a repeat whose body matches nothing
        r"abc",  # no `$`
        r"abc$|d",  # a match that need not end at `$`
        r"(?m)abc$",
        r"(?i:abc)$",
    ],
)
def test_what_cannot_be_reversed_falls_back_to_search(source: str) -> None:
    pattern = re.compile(source)
    assert reversed_pattern(pattern) is None
    _same(pattern, ["", "ab", "abb", "aab", "aa", "abc", "xabc\n", "d", "ABC", "b", "aab\n"])


def _corpus_texts() -> list[str]:
    texts = []
    for cases in sorted(HELDOUT.glob("injection*/cases.json")):
        for case in json.loads(cases.read_text(encoding="utf-8")):
            if isinstance(case.get("expect_text"), str):
                texts.append(case["expect_text"])
    return texts


def _windows(text: str) -> list[str]:
    low = instructions._fold(instructions.clean(text), lower=True)
    starts = [m.start() for m in re.finditer(r"\b[a-z]", low)]
    return [low[max(0, s - width) : s] for s in starts for width in (80, 140)]


def test_every_mood_pattern_answers_as_search_does_on_the_corpora() -> None:
    texts = _corpus_texts()
    assert len(texts) > 1000
    windows = sorted({w for text in texts for w in _windows(text)})
    reversed_moods = 0
    for pattern in instructions._BEFORE.values():
        reversed_moods += reversed_pattern(pattern) is not None
        _same(pattern, windows)
    # the three that cost most are reversed (a pattern edit that stops that is a cost)
    for mood in ("imperative", "modal", "negative"):
        assert reversed_pattern(instructions._BEFORE[mood]) is not None, mood
    assert reversed_moods >= 3


def test_every_mood_pattern_answers_as_search_does_on_random_texts() -> None:
    vocabulary = sorted(
        set(
            re.findall(
                r"[a-z]+",
                " ".join(pattern.pattern for pattern in instructions._BEFORE.values()),
            )
        )
    )
    pieces = [*vocabulary, " ", " ", " ", ", ", ". ", "\n", ": ", "-", "—", "(", "'", "x1"]
    rng = random.Random(16)
    texts = []
    for _ in range(5000):
        words = [rng.choice(pieces) for _ in range(rng.randint(1, 14))]
        texts.append(" ".join(words) + rng.choice(["", " ", "\n", " \n"]))
    for pattern in instructions._BEFORE.values():
        _same(pattern, texts)
