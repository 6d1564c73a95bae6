"""A looser pattern run by RE2 that must match wherever a given pattern can: a sound gate.

The fixed directives of the classifier run over a whole text once a word they need is
there, and on a long page they almost never match (4 of the 1,246 searches over the
captures' texts find something; the gates turn away 1,221 of the others). Python's `re` tries each
of them from every position of the text; RE2 runs a pattern as a DFA, once over the
text. But RE2 lacks lookarounds, and its `\\w`, `\\s`, `\\b` are ASCII, so a pattern
is not run by RE2 as it is: `relaxed_text(p)` builds from `re`'s own parse of `p` a
pattern for RE2 that matches wherever `p` matches (and maybe elsewhere), and
`may_match(gate, text)` runs it. When the gate finds nothing, `p` cannot match anywhere
in the text and its search is skipped; when it finds something, `p` is searched as
before. Whether the gate is loose or tight changes only the cost, never a result.

How each construct is loosened (each step can only add matches):

- literals, `[^c]`, alternations and groups are kept as they are; a repeat loses its
  bounds (`{2,60}` becomes `+`, `{0,3}` becomes `*`: counted repeats make a DFA of many
  states); a possessive repeat or an atomic group becomes a plain one (they only take
  away ways of matching);
- anchors, `\\B` and lookarounds, positive or negative, are dropped: an assertion
  removed only lets more through; so is `\\b`, except beside a character that can only be
  an ASCII word character, where it stays as RE2's ASCII `\\b` (`_ascii_word_edge`);
- `.` matches every character, newline included;
- `\\s` is Python's own whitespace, listed (`SPACE`); a class holding `\\w`, `\\d` or
  `\\S` becomes a class of every character that is not Python whitespace (no such
  character is a word character or a digit) or, when the class also holds whitespace,
  `\\W` or `\\D`, every character; a negated class with a category, every character.

- case-insensitive (its flags or an inline group), a character becomes the class of every
  character Python may fold to it (`_folds`: `k` holds the Kelvin sign, `s` the long s,
  `i` the dotless and dotted i), so no `(?i)` reaches RE2, whose folding differs; a
  negated class or `[^c]` there becomes every character.

A pattern with a back-reference or a conditional has no gate and is searched as before;
so is a text RE2 cannot take (lone surrogates).

Reading a long pattern with `re`'s parser costs more at import than the gates save in a
scan, so the loosened texts are stored in `gates.json`, keyed by a digest of the
pattern and its flags, and rebuilt with `python -m fixture_guard.detect.gates` after a
pattern changes. A pattern whose digest is not stored simply has no gate (it is searched
as before: slower, never different); tests/test_gates.py checks that every stored text
is the loosening of its pattern and that none is missing.

The fixed directives are gated, and through `Gated` the whole-text triggers and window
words of the frames (`instructions`, end of the module), and the patterns person_records
reads over each anchored line (its sensitive terms and record kinds). RE2 builds its DFA
lazily, as a text first needs a state, and a scan reads each text once: gates on the
addressee patterns cost more in that first pass than they save, and those on the
registry and system patterns save about what compiling them adds to the import, so they
were left out (docs/injection.md §5).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from re import _constants as C  # type: ignore[attr-defined]  # private, stable since 3.11
from re import _parser as P  # type: ignore[attr-defined]
from typing import Any

from fixture_guard.detect.linear_re import re2_options

__all__ = ["SPACE", "Gated", "compile_all", "gate", "may_match", "relaxed_text"]

#: Every character Python's `re` matches with `\s` in a str pattern (tested against `re`
#: over all of Unicode in tests/test_gates.py).
SPACE = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
    "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)


class _NoGate(ValueError):
    """A construct this module does not loosen: the pattern runs without a gate."""


def _esc(char: str) -> str:
    if char.isascii() and char.isalnum():
        return char
    return f"\\x{{{ord(char):x}}}"


def _ranges(chars: str) -> str:
    """`chars` as the body of a class, runs of consecutive code points as ranges."""
    codes = sorted(set(map(ord, chars)))
    parts: list[str] = []
    start = previous = codes[0]
    for code in [*codes[1:], -1]:
        if code == previous + 1:
            previous = code
            continue
        parts.append(_esc(chr(start)) + (f"-{_esc(chr(previous))}" if previous > start else ""))
        start = previous = code
    return "".join(parts)


_SPACE_CLASS = _ranges(SPACE)
_ANY = "(?s:.)"
_NOT_SPACE = f"[^{_SPACE_CLASS}]"
#: categories with no whitespace character in them
_NON_SPACE_CATEGORIES = (C.CATEGORY_WORD, C.CATEGORY_DIGIT, C.CATEGORY_NOT_SPACE)


STORE = Path(__file__).with_name("gates.json")
_stored: dict[str, str] | None = None
#: the patterns a gate was asked for, in order (what `python -m …gates` stores)
REQUESTED: list[re.Pattern[str]] = []


def digest(pattern: re.Pattern[str]) -> str:
    return hashlib.sha256(f"{pattern.flags}:{pattern.pattern}".encode()).hexdigest()[:24]


def relaxed_text(pattern: re.Pattern[str]) -> str | None:
    """The text of an RE2 pattern matching wherever `pattern` matches, or None (no gate)."""
    if not isinstance(pattern.pattern, str):
        return None
    try:
        return _sequence(
            P.parse(pattern.pattern, pattern.flags), fold=bool(pattern.flags & re.IGNORECASE)
        )
    except (_NoGate, RecursionError):
        return None


def gate(pattern: re.Pattern[str]) -> Any | None:
    """The RE2 gate stored for `pattern`, compiled, or None (searched without one)."""
    global _stored
    REQUESTED.append(pattern)
    if _stored is None:
        try:
            _stored = json.loads(STORE.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _stored = {}
    text = _stored.get(digest(pattern))
    return _Gate(text) if text else None


#: every gate made, for `compile_all`
_GATES: list[_Gate] = []


def compile_all() -> int:
    """Compile every gate made so far (what importing the classifier used to do), for a
    benchmark's warm-up; returns how many there are."""
    for made in _GATES:
        made.Match  # noqa: B018 - the first access compiles
    return len(_GATES)


def _passes_all(text: str) -> tuple[()]:
    return ()  # not None: `may_match` lets every text through


class _Gate:
    """The gate of text `text`, compiled by RE2 the first time a text reaches it (all 44
    took ~0.02 s of the classifier's import, paid also by runs whose texts never reach
    most of them). The first `Match` replaces itself by the compiled set's own; when RE2
    cannot take the text, by one that lets everything through, as no gate does."""

    __slots__ = ("Match", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        _GATES.append(self)

    def __getattr__(self, name: str) -> Any:
        # only reached while `Match` is unset, before the first call
        if name != "Match":
            raise AttributeError(name)
        compiled = compile_gate(self.text)
        self.Match = compiled.Match if compiled is not None else _passes_all
        return self.Match


def compile_gate(text: str) -> Any | None:
    """An RE2 set of the one pattern `text`, or None when RE2 cannot take it. A set answers
    whether its pattern matches with the forward DFA alone (`search` would also build a
    reverse DFA to find where the match starts: measured, it costs more)."""
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 is a dependency
        return None
    try:
        found = re2.Set.SearchSet(re2_options())
        found.Add(text)
        found.Compile()
    except re2.error:
        return None
    return found


def may_match(gate: Any | None, text: str) -> bool:
    """False only when the gate finds nothing in `text`: the pattern cannot match there."""
    if gate is None:
        return True
    try:
        return gate.Match(text) is not None
    except (UnicodeError, TypeError, ValueError):
        return True


class Gated:
    """`pattern` behind its gate: `search` and `finditer` ask the gate first, over
    `text[pos:endpos]`, and find nothing where it finds nothing (the pattern could not
    match there); elsewhere they are the pattern's own."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.gate = gate(pattern)

    def _passes(self, text: str, pos: int, endpos: int) -> bool:
        if self.gate is None:
            return True
        return may_match(self.gate, text if pos <= 0 and endpos >= len(text) else text[pos:endpos])

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self._passes(text, pos, endpos):
            return None
        return self.pattern.search(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        if not self._passes(text, pos, endpos):
            return iter(())
        return self.pattern.finditer(text, pos, endpos)


def _sequence(items: Any, fold: bool = False) -> str:
    items = list(items)
    parts = []
    for index, (op, av) in enumerate(items):
        if (
            op is C.AT
            and av is C.AT_BOUNDARY
            and (
                _ascii_word_edge(items[index + 1 :], last=False, fold=fold)
                or _ascii_word_edge(items[:index], last=True, fold=fold)
            )
        ):
            # kept: beside a character that can only be an ASCII word character,
            # Python's boundary implies RE2's (see `_ascii_word_edge`)
            parts.append("\\b")
        else:
            parts.append(_item(op, av, fold))
    return "".join(parts)


#: RE2's `\\w`: every character its (ASCII) `\\b` counts as a word character
_ASCII_WORD = frozenset(map(ord, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"))


def _ascii_word_edge(items: list[tuple[Any, Any]], *, last: bool, fold: bool) -> bool:
    """Whether every match of `items` consumes a character and its first (`last`: its
    final) one is always an ASCII word character.

    Then a `\\b` just before (after) `items` can stay in the gate as RE2's ASCII `\\b`:
    where Python's `\\b` holds, the character on the other side is no word character
    of Python's (Unicode), so no ASCII one either, while this side is one: RE2's holds
    too. Elsewhere the `\\b` is dropped (`é\\b` in Python holds before a space, where
    RE2 sees two non-word characters). Case-insensitive, a character stands for every
    one Python folds to it (`k` for the Kelvin sign too). Anything unsure answers False."""
    for op, av in reversed(items) if last else items:
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero-width: the character is the next item's
        return _ascii_word_item(op, av, last=last, fold=fold)
    return False  # can match nothing


def _ascii_word_item(op: Any, av: Any, *, last: bool, fold: bool) -> bool:
    def word(code: int) -> bool:
        return code in _ASCII_WORD and (not fold or _folds(code) <= _ASCII_WORD)

    if op is C.LITERAL:
        return word(av)
    if op is C.IN:
        return bool(av) and all(
            (kind is C.LITERAL and word(value))
            or (kind is C.RANGE and all(word(code) for code in range(value[0], value[1] + 1)))
            for kind, value in av
        )
    if op is C.BRANCH:
        return all(_ascii_word_edge(list(a), last=last, fold=fold) for a in av[1])
    if op is C.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        inner = (fold or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return _ascii_word_edge(list(body), last=last, fold=inner)
    if op is C.ATOMIC_GROUP:
        return _ascii_word_edge(list(av), last=last, fold=fold)
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        low, _high, body = av
        return low >= 1 and _ascii_word_edge(list(body), last=last, fold=fold)
    return False


_by_lower: dict[int, list[int]] | None = None


def _folds(code: int) -> frozenset[int]:
    """Every character Python's `re` may match with `chr(code)` case-insensitively: those
    whose simple lower case is `code`'s, or one of the extra cases `re` adds to it
    (`i`/`ı`, `s`/`ſ`, `µ`/`μ`…), and `code` itself. A superset is enough (the gate is
    then only looser); tests/test_gates.py checks it against `re` over all of Unicode
    for every character a stored gate folds."""
    global _by_lower
    import _sre  # type: ignore[import-not-found]
    from re._casefix import _EXTRA_CASES  # type: ignore[import-not-found]

    if _by_lower is None:
        _by_lower = {}
        for other in range(sys.maxunicode + 1):
            if not 0xD800 <= other <= 0xDFFF:  # (no surrogate reaches RE2)
                _by_lower.setdefault(_sre.unicode_tolower(other), []).append(other)
    lower = _sre.unicode_tolower(code)
    found = {code}
    for key in (lower, *_EXTRA_CASES.get(lower, ())):
        found.update(_by_lower.get(key, ()))
    return frozenset(found)


def _folded_class(codes: set[int]) -> str:
    everything: set[int] = set()
    for code in codes:
        everything |= _folds(code)
    return "[" + _ranges("".join(map(chr, everything))) + "]"


_ASCII_RUNS = ((48, 57), (65, 90), (95, 95), (97, 122))


def _item(op: Any, av: Any, fold: bool = False) -> str:
    if op is C.LITERAL:
        return _folded_class({av}) if fold else _esc(chr(av))
    if op is C.NOT_LITERAL:
        return _ANY if fold else f"[^{_esc(chr(av))}]"
    if op is C.ANY:
        return _ANY
    if op is C.IN:
        return _class(list(av), fold)
    if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
        return ""
    if op is C.BRANCH:
        _unused, alternatives = av
        return "(?:" + "|".join(_sequence(a, fold) for a in alternatives) + ")"
    if op is C.ATOMIC_GROUP:
        return "(?:" + _sequence(av, fold) + ")"
    if op is C.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        inner = (fold or bool(add_flags & re.IGNORECASE)) and not del_flags & re.IGNORECASE
        return "(?:" + _sequence(body, inner) + ")"
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        # a repeat loses its bounds (`{2,60}` becomes `+`): counted repeats make a DFA
        # of many states, and a looser repeat only lets more through
        low, _high, body = av
        return "(?:" + _sequence(body, fold) + (")+" if low >= 1 else ")*")
    raise _NoGate(f"{op}")


def _class(items: list[tuple[Any, Any]], fold: bool = False) -> str:
    negate = bool(items) and items[0][0] is C.NEGATE
    if negate:
        items = items[1:]
    if fold:
        if negate:
            return _ANY  # [^…] case-insensitive: anything, loosened
        codes: set[int] = set()
        categories = []
        for op, av in items:
            if op is C.LITERAL:
                codes.add(av)
            elif op is C.RANGE:
                codes.update(range(av[0], av[1] + 1))
            elif op is C.CATEGORY:
                categories.append((op, av))  # (classes of characters fold to themselves)
            else:
                raise _NoGate(f"{op} in a class")
        if categories:
            rest = _class(categories)
            if not codes:
                return rest
            return f"(?:{_folded_class(codes)}|{rest})"
        return _folded_class(codes) if codes else "[^\\x{0}-\\x{10ffff}]"
    chars: list[str] = []
    wide = False  # holds \w, \d or \S: every character but whitespace, loosened
    everything = False  # holds \W or \D (whitespace among them): every character
    for op, av in items:
        if op is C.LITERAL:
            chars.append(_esc(chr(av)))
        elif op is C.RANGE:
            chars.append(f"{_esc(chr(av[0]))}-{_esc(chr(av[1]))}")
        elif op is C.CATEGORY and av is C.CATEGORY_SPACE:
            chars.append(_SPACE_CLASS)
        elif op is C.CATEGORY and av in _NON_SPACE_CATEGORIES:
            wide = True
        elif op is C.CATEGORY:
            everything = True
        else:
            raise _NoGate(f"{op} in a class")
    if not negate:
        if everything:
            return _ANY
        if not wide:
            return f"[{''.join(chars)}]" if chars else "[^\\x{0}-\\x{10ffff}]"
        has_space = any(op is C.CATEGORY and av is C.CATEGORY_SPACE for op, av in items) or any(
            (op is C.LITERAL and chr(av) in SPACE)
            or (op is C.RANGE and any(av[0] <= ord(s) <= av[1] for s in SPACE))
            for op, av in items
        )
        return _ANY if has_space else _NOT_SPACE
    if wide or everything:
        return _ANY  # [^\w…]: anything, loosened
    return f"[^{''.join(chars)}]" if chars else _ANY


def main() -> None:
    """Store the loosened text of every pattern the classifier asks a gate for."""
    # run as `python -m`, this file is `__main__`: the module the classifier asks is imported
    # (and person_records, whose line patterns are gated too)
    from fixture_guard.detect import gates, instructions, person_records  # noqa: F401

    stored: dict[str, str] = {}
    for pattern in gates.REQUESTED:
        text = relaxed_text(pattern)
        if text is not None:
            stored[digest(pattern)] = text
    # atomically, as every command of the project writes: an interrupted rebuild leaves the
    # old file, never a truncated one
    from fixture_guard.atomic import write_atomic

    write_atomic(STORE, (json.dumps(stored, indent=0, sort_keys=True) + "\n").encode("utf-8"))
    print(
        f"{len(stored)} gates of {len(gates.REQUESTED)} patterns written to {STORE}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
