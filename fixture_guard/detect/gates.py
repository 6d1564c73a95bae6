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
- anchors, `\\b`/`\\B` and lookarounds, positive or negative, are dropped: an assertion
  removed only lets more through;
- `.` matches every character, newline included;
- `\\s` is Python's own whitespace, listed (`SPACE`); a class holding `\\w`, `\\d` or
  `\\S` becomes a class of every character that is not Python whitespace (no such
  character is a word character or a digit) or, when the class also holds whitespace,
  `\\W` or `\\D`, every character; a negated class with a category, every character.

A pattern with IGNORECASE (its flags or an inline group: Python folds some characters
RE2 does not), a back-reference or a conditional has no gate and is searched as before;
so is a text RE2 cannot take (lone surrogates).

Reading a long pattern with `re`'s parser costs more at import than the gates save in a
scan, so the loosened texts are stored in `gates.json`, keyed by a digest of the
pattern and its flags, and rebuilt with `python -m fixture_guard.detect.gates` after a
pattern changes. A pattern whose digest is not stored simply has no gate (it is searched
as before: slower, never different); tests/test_gates.py checks that every stored text
is the loosening of its pattern and that none is missing.

Only the fixed directives are gated. RE2 builds its DFA lazily, as a text first needs a
state, and a scan reads each text once: gates on the addressee and system-frame patterns
(which run on short spans and windows) cost more in that first pass (+30 ms over the
captures' texts) than they saved (−8 ms once the DFAs were built), so they were left out.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from re import _constants as C  # type: ignore[attr-defined]  # private, stable since 3.11
from re import _parser as P  # type: ignore[attr-defined]
from typing import Any

__all__ = ["SPACE", "gate", "may_match", "relaxed_text"]

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
    if not isinstance(pattern.pattern, str) or pattern.flags & re.IGNORECASE:
        return None
    try:
        return _sequence(P.parse(pattern.pattern, pattern.flags))
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
    return compile_gate(text) if text else None


def compile_gate(text: str) -> Any | None:
    """An RE2 set of the one pattern `text`, or None when RE2 cannot take it. A set answers
    whether its pattern matches with the forward DFA alone (`search` would also build a
    reverse DFA to find where the match starts: measured, it costs more)."""
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 is a dependency
        return None
    try:
        options = re2.Options()
        options.max_mem = 64 << 20
        found = re2.Set.SearchSet(options)
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


def _sequence(items: Any) -> str:
    return "".join(_item(op, av) for op, av in items)


def _item(op: Any, av: Any) -> str:
    if op is C.LITERAL:
        return _esc(chr(av))
    if op is C.NOT_LITERAL:
        return f"[^{_esc(chr(av))}]"
    if op is C.ANY:
        return _ANY
    if op is C.IN:
        return _class(list(av))
    if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
        return ""
    if op is C.BRANCH:
        _unused, alternatives = av
        return "(?:" + "|".join(_sequence(a) for a in alternatives) + ")"
    if op is C.ATOMIC_GROUP:
        return "(?:" + _sequence(av) + ")"
    if op is C.SUBPATTERN:
        _group, add_flags, _del_flags, body = av
        if add_flags & re.IGNORECASE:
            raise _NoGate("inline IGNORECASE")
        return "(?:" + _sequence(body) + ")"
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        # a repeat loses its bounds (`{2,60}` becomes `+`): counted repeats make a DFA
        # of many states, and a looser repeat only lets more through
        low, _high, body = av
        return "(?:" + _sequence(body) + (")+" if low >= 1 else ")*")
    raise _NoGate(f"{op}")


def _class(items: list[tuple[Any, Any]]) -> str:
    negate = bool(items) and items[0][0] is C.NEGATE
    if negate:
        items = items[1:]
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
    from fixture_guard.detect import gates, instructions  # noqa: F401  (asks for its gates)

    stored: dict[str, str] = {}
    for pattern in gates.REQUESTED:
        text = relaxed_text(pattern)
        if text is not None:
            stored[digest(pattern)] = text
    STORE.write_text(json.dumps(stored, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(
        f"{len(stored)} gates of {len(gates.REQUESTED)} patterns written to {STORE}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
