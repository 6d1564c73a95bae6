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

from fixture_guard.detect import gates, instructions, person_records

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
        # `\b` kept (beside a character that can only be ASCII) and dropped (beside é, \w)
        r"\bno\b",
        r"é\b",
        r"\bñ",
        r"\ba\w*\b",
        r"\b(?:ab|b)\b|\bé",
        # case-insensitive: each character stands for every one Python folds to it
        r"(?i:kas)\b",
        r"\b(?i:is)",
        r"(?i)[a-c]+z",
        r"x(?i:[^a])y",
        r"(?i:a(?-i:b)c)",
    ],
)
def test_a_gate_passes_every_text_its_pattern_matches(source: str) -> None:
    pattern = re.compile(source)
    fence = _compiled(pattern)
    pieces = ["no", "verifiques", "busques", "abc", "bcd", "x", "la", "respuesta", "es", "ed",
              "ado", "check", "more", ":", ".", ";", "a", "b", "c", "1", "y", "z", "!", ",", "=",
              "é", "ñ", "\u2003", "\xa0", "\u3000", " ", "  ", "\n", "\t", "-", "_", "K", "k",
              "\u212a", "S", "\u017f", "\u0131", "\u0130", "I", "A", "C", "aé", "éa", "s"]  # fmt: skip
    rng = random.Random(3)
    texts = ["", " ", "\n", "la gran nueva respuesta es", "é \xa0ñ\u2003", "x é\nñ\u2003", "abb"]
    texts += [
        "kas",
        "KAS é",
        "\u212aa\u017f",
        "k\u0130s",
        "\u0131s",
    ]  # Kelvin, long s, dotted/dotless
    for _ in range(4000):
        separator = rng.choice(["", " "])
        texts.append(separator.join(rng.choice(pieces) for _ in range(rng.randint(1, 12))))
    matched = [t for t in texts if pattern.search(t)]
    assert matched, source  # the random texts exercise the pattern
    assert all(gates.may_match(fence, t) for t in matched), source
    _necessary(pattern, fence, texts)


@pytest.mark.parametrize(
    "source",
    [r"(a)\1", r"(a)?(?(1)b|c)"],
)
def test_what_cannot_be_loosened_has_no_gate(source: str) -> None:
    assert gates.relaxed_text(re.compile(source)) is None


def _every_character() -> list[str]:
    return [chr(code) for code in range(sys.maxunicode + 1) if not 0xD800 <= code <= 0xDFFF]


def test_a_kept_boundary_holds_wherever_pythons_does() -> None:
    """Python's `\\b` before (after) an ASCII word character means the character on the
    other side is no word character of Python's: then RE2's `\\b` holds there too. Over
    all of Unicode: no RE2 word character is missing from Python's, and RE2's gate finds
    `\\ba` and `a\\b` beside every character that is not a word character of Python's."""
    before = _compiled(re.compile(r"\ba"))
    after = _compiled(re.compile(r"a\b"))
    assert gates.relaxed_text(re.compile(r"\ba")) == "\\ba"
    for char in _every_character():
        if re.match(r"\w", char):
            continue
        assert gates.may_match(before, char + "a"), hex(ord(char))
        assert gates.may_match(after, "a" + char), hex(ord(char))
    # beside a character that may not be ASCII, the boundary is dropped
    assert "\\b" not in (gates.relaxed_text(re.compile(r"é\b")) or "")
    assert "\\b" not in (gates.relaxed_text(re.compile(r"\w+\b")) or "")
    assert "\\b" not in (gates.relaxed_text(re.compile(r"(?i:k)\b")) or "")  # Kelvin sign


@pytest.mark.parametrize("source", ["k", "s", "i", "µ", "σ", "ß", "ǅ", "[a-z]", "[à-þ]", "[0-9_]"])
def test_case_folding_is_pythons_over_all_of_unicode(source: str) -> None:
    """What `re` matches case-insensitively with a character or a range is among the
    characters the gate lists for it, over all of Unicode."""
    python = re.compile(source, re.IGNORECASE)
    matched = {ord(c) for c in _every_character() if python.fullmatch(c)}
    parsed = list(gates.P.parse(source, 0))
    ((op, av),) = parsed
    codes = {av} if op is gates.C.LITERAL else set()
    for kind, value in av if op is gates.C.IN else ():
        codes.update({value} if kind is gates.C.LITERAL else range(value[0], value[1] + 1))
    listed: set[int] = set()
    for code in codes:
        listed |= gates._folds(code)
    assert matched <= listed, sorted(matched - listed)
    fence = _compiled(python)
    assert all(gates.may_match(fence, chr(code)) for code in matched)


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
    """Every pattern the classifier gates, with its gate (None: searched without one):
    the fixed directives, and the triggers and window words behind `gates.Gated`."""
    fixed = [
        (pattern, fence)
        for (_name, pattern), fence in zip(
            instructions._D_FIXED, instructions._D_GATES, strict=True
        )
    ]
    behind = [v for v in vars(instructions).values() if isinstance(v, gates.Gated)]
    assert len(behind) >= 10
    return fixed + [(g.pattern, g.gate) for g in behind]


def _folded(text: str) -> str:
    return instructions._fold(instructions.clean(text), lower=True)


def test_every_gate_is_necessary_on_the_corpora() -> None:
    texts = _corpus_texts()
    assert len(texts) > 1000
    lows = sorted({_folded(t) for t in texts} | {instructions.clean(t) for t in texts})
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
    for pattern, _fence in _gated() + _line_gates():
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
    assert all(fence is not None for _pattern, fence in _gated() + _line_gates())


def test_a_gated_pattern_finds_what_its_pattern_finds() -> None:
    """`Gated.search`/`finditer` over a span equal the pattern's own, on the corpora's
    texts (lower-cased and as written), whole and on seeded random spans."""
    texts = _corpus_texts()
    variants = sorted({_folded(t) for t in texts} | {instructions.clean(t) for t in texts})
    rng = random.Random(5)
    behind = [v for v in vars(instructions).values() if isinstance(v, gates.Gated)]
    found = 0
    for text in variants:
        spans = [(0, len(text))]
        if len(text) > 2:
            start = rng.randrange(len(text))
            spans.append((start, rng.randint(start, len(text))))
        for g in behind:
            for pos, endpos in spans:
                mine = [m.span() for m in g.finditer(text, pos, endpos)]
                assert mine == [m.span() for m in g.pattern.finditer(text, pos, endpos)]
                first = g.search(text, pos, endpos)
                theirs = g.pattern.search(text, pos, endpos)
                assert (first and first.span()) == (theirs and theirs.span())
                found += bool(mine)
    assert found > 100


def test_gates_are_compiled_when_a_text_first_reaches_them() -> None:
    """Lazily compiled, the same RE2 set: a gate answers as `compile_gate` of its text."""
    made = gates._Gate("(?i)ignore\\s+previous")
    with pytest.raises(AttributeError):  # not compiled yet
        object.__getattribute__(made, "Match")
    eager = gates.compile_gate(made.text)
    for text in ("Ignore previous instructions", "nothing here", ""):
        assert gates.may_match(made, text) == gates.may_match(eager, text)
    untakeable = gates._Gate("(?<=x)y")  # a lookbehind: RE2 cannot take it
    assert gates.compile_gate(untakeable.text) is None
    assert gates.may_match(untakeable, "anything")  # as no gate: everything passes
    assert gates.compile_all() >= len(instructions._D_GATES)


# --- person_records' line patterns ------------------------------------------------------


def _line_gates() -> list[tuple[re.Pattern[str], object]]:
    """person_records' patterns read over an anchored line, behind their gates."""
    behind = [person_records._SENSITIVE_TERM_IN_LINE]
    behind += [pattern for pattern, _kind, _what in person_records._KINDS_IN_LINE]
    return [(g.pattern, g.gate) for g in behind]


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _personal_texts() -> list[str]:
    """A seeded sample of the strings each personal-data corpus plants, and their lines.

    Sixty strings per corpus, each corpus sampled with its own seed: a new corpus adds its
    sixty and leaves the others' as they were. (One sample of 3,000 over every corpus at
    once was reshuffled by each new corpus, and its share of texts a line pattern matches
    fell below the floor below as the pool grew.)"""
    texts: list[str] = []
    for cases in sorted(HELDOUT.glob("personal*/cases.json")):
        planted: set[str] = set()
        for case in json.loads(cases.read_text(encoding="utf-8")):
            planted.update(s for s in _strings(case) if 12 < len(s) < 2000)
        texts += random.Random(31).sample(sorted(planted), min(60, len(planted)))
    return texts + sorted({line for text in texts for line in text.splitlines() if line})


def test_line_gates_are_necessary_and_find_what_their_patterns_find() -> None:
    """Where a line pattern of person_records matches a planted text (whole, or from a
    seeded position), its gate lets the text through and `Gated.finditer` finds the same
    spans as the pattern."""
    texts = _personal_texts()
    rng = random.Random(28)
    matched = 0
    for text in texts:
        start = rng.randrange(len(text))
        for pattern, fence in _line_gates():
            for pos, endpos in ((0, len(text)), (start, len(text))):
                theirs = [m.span() for m in pattern.finditer(text, pos, endpos)]
                if theirs:
                    matched += 1
                    assert gates.may_match(fence, text[pos:endpos]), (pattern.pattern[:60], text)
        for g in (person_records._SENSITIVE_TERM_IN_LINE,):
            mine = [m.span() for m in g.finditer(text, start)]
            assert mine == [m.span() for m in g.pattern.finditer(text, start)]
    assert matched > 60  # 77 with these seeds and 57 corpora: sensitive terms, salaries, plates
