"""The literal pre-tests of the registry's and the frames' patterns and of the readers named
by what they do (detect/literals.py): derived soundly, so a window they turn away is one the
pattern cannot match in."""

from __future__ import annotations

import json
import re
import string
from functools import lru_cache
from pathlib import Path

import pytest

from fixture_guard.detect import gates, instructions, literals
from tests import injection_generalisation

HELDOUT = Path(__file__).parent / "heldout"


#: the lists of patterns the classifier tries behind `_may_match`, as literals.json stores them
_LISTS = literals.pretested_lists()


def _patterns() -> list[re.Pattern[str]]:
    return [instructions._pattern_of(entry) for entries in _LISTS for entry in entries]


@lru_cache(maxsize=1)
def _texts() -> list[str]:
    """The batch texts of tests/injection_generalisation.py and the held-out corpora's
    planted snippets and expected texts, each as the case-kept and the lowered text the
    classifier hands these patterns."""
    raw = {case.text for case in injection_generalisation.cases()}
    for path in sorted(HELDOUT.glob("injection*/cases.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for case in data if isinstance(data, list) else data.get("cases", []):
            for key in ("body_snippet", "expect_text"):
                if isinstance(case.get(key), str):
                    raw.add(case[key])
    out: set[str] = set()
    for text in raw:
        cased = instructions._fold(instructions.clean(text), lower=False)
        out.update((cased, cased.lower()))
    return sorted(out)


def test_odd_is_every_non_ascii_character_re_folds_to_an_ascii_letter() -> None:
    found = {
        chr(code)
        for letter in string.ascii_letters
        for code in gates._folds(ord(letter))
        if code >= 128
    }
    assert found == set(literals.ODD)
    for char in literals.ODD:
        assert any(re.fullmatch(letter, char, re.I) for letter in string.ascii_lowercase)


def test_clauses_are_derived_from_the_pattern() -> None:
    def clauses(source: str, flags: int = 0) -> list[list[str]]:
        text = literals.required_text(source, flags)
        return json.loads(text) if text else []

    # the clause of fewest strings first
    assert clauses(r"abc\s+(?:de|fgh)x?") == [["abc"], ["de", "fgh"]]
    # an optional group, a lookaround, a class and one-letter strings give nothing
    assert clauses(r"(?:abc)?(?=def)[gh]i\b") == []
    # a branch without a literal makes its alternation give nothing
    assert clauses(r"(?:abc|\d+)") == []
    # case-insensitive or not, the strings are lower-cased; a non-ASCII letter ends a run
    assert clauses(r"(?i:SAT)\s+[A-Z]|COFEPRIS\s+Secretaría") == [["cofepris", "sat"]]
    assert clauses(r"Secretar[ií]a") == [["secretar"]]
    # a string holding another of its clause is implied by it; `re`'s parser takes the
    # alternatives' common prefix out ("p"), too short to be tested
    assert clauses(r"(?:pela|pelas|por)\s") == [["ela", "or"]]


@pytest.mark.parametrize("index", range(len(_patterns())))
def test_no_match_lacks_its_pattern_s_clauses(index: int) -> None:
    """Every match of every pattern, over the batch and held-out texts, holds the
    pattern's clauses: the pre-test never turns away a text the pattern matches."""
    pattern = _patterns()[index]
    clauses = literals.required(pattern)
    for text in _texts():
        for match in pattern.finditer(text):
            found = match.group(0)
            if any(odd in found for odd in literals.ODD):
                continue  # given every pattern (below)
            assert literals.holds(clauses, found.lower()), (pattern.pattern[:80], found)


def test_the_windows_pass_every_pattern_that_matches_in_them() -> None:
    """`_may_match` on whole texts keeps every pattern that matches in them."""
    for text in _texts():
        for entries in _LISTS:
            kept = instructions._may_match(entries, text, 0, len(text))
            for entry in entries:
                pattern = instructions._pattern_of(entry)
                if pattern.search(text):
                    assert entry in kept, (pattern.pattern[:80], text[:120])


def test_a_window_with_a_folded_letter_is_given_every_pattern() -> None:
    # "İ" lowers to two characters and "ı" stays itself: "verificad" is not in the lowered
    # text, yet the case-insensitive pattern matches it
    text = "Dato VERİFİCADO por el SAT"
    assert instructions._REGISTRY[0].search(text)
    assert "verificad" not in text.lower()
    assert instructions._may_match(instructions._REGISTRY, text, 0, len(text)) == (
        instructions._REGISTRY
    )


def test_the_stored_clauses_are_todays_derivation() -> None:
    """literals.json holds what `python -m fixture_guard.detect.literals` writes today: this
    module's version and every tested pattern's clauses, derived afresh (run it after a
    pattern or literals.py changes)."""
    stored = json.loads(literals.STORE.read_text(encoding="utf-8"))
    assert stored == {"version": literals._VERSION, "clauses": literals.derive_all()}, (
        "run `python -m fixture_guard.detect.literals`"
    )
    # and the classifier reads them from it: no pattern's clauses are derived in a scan
    for pattern in _patterns():
        assert literals.digest(pattern.pattern, pattern.flags) in literals._store()
