"""Whether a pattern anchored at the end of a text (`…$`) matches it, tested from the end.

`pattern.search(text)` for a pattern that ends with `$` tries a match from every start
position of the text, and almost all of them fail: the injection classifier asks, before
each verb form of a long page, whether the 80 characters before it end with a clause
opening, a modal or a negation, and Python's `re` has no way to start from the end. So the
pattern is reversed (its sequences read backwards, lookaheads turned into lookbehinds and
the other way round, `^` into `\\Z`, `$` into `\\A`) and matched once, at the start of the
reversed text.

Only whether a match exists is kept: which match `search` would return (leftmost, then by
greediness) is not. That is all the classifier uses these patterns for (`bool`), and for a
backtracking matcher with no atomic groups, possessive repeats or back-references,
whether a match exists does not depend on the order in which alternatives and repeats are
tried. Whatever the reversal cannot prove the same — a construct listed above, a
lookahead of varying width (a lookbehind must have a fixed one), flags other than
case and verbosity, a repeat whose body can match nothing (`re` stops such a loop early),
a match that need not end at `$` — makes `ends_with` fall back to `pattern.search`, so a
later edit of a pattern can make it slower but never change a result. The tests compare
both ways on every window before a word of the held-out corpora and on random texts.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from re import _constants as C  # type: ignore[attr-defined]  # private, stable since 3.11
from re import _parser as P  # type: ignore[attr-defined]
from typing import Any

from fixture_guard.detect import lazy_re

__all__ = ["ends_with", "reversed_pattern"]

_CATEGORIES = {
    C.CATEGORY_DIGIT: r"\d",
    C.CATEGORY_NOT_DIGIT: r"\D",
    C.CATEGORY_SPACE: r"\s",
    C.CATEGORY_NOT_SPACE: r"\S",
    C.CATEGORY_WORD: r"\w",
    C.CATEGORY_NOT_WORD: r"\W",
}
#: The flags a reversed pattern keeps; VERBOSE only changes how the text was parsed.
_KEPT_FLAGS = re.IGNORECASE | re.UNICODE | re.ASCII | re.DOTALL
_ALLOWED_FLAGS = _KEPT_FLAGS | re.VERBOSE


class _Unsupported(ValueError):
    """A construct whose reversal could change whether a match exists."""


def _char(code: int) -> str:
    return f"\\U{code:08x}"


def _class_item(op: Any, av: Any) -> str:
    if op is C.LITERAL:
        return _char(av)
    if op is C.RANGE:
        return f"{_char(av[0])}-{_char(av[1])}"
    if op is C.CATEGORY and av in _CATEGORIES:
        return _CATEGORIES[av]
    raise _Unsupported(f"{op} in a character class")


def _reverse(items: Any) -> str:
    """The text of a pattern that matches the reversal of what `items` matches."""
    return "".join(_reverse_item(op, av) for op, av in reversed(list(items)))


def _reverse_item(op: Any, av: Any) -> str:
    if op is C.LITERAL:
        return _char(av)
    if op is C.NOT_LITERAL:
        return f"[^{_char(av)}]"
    if op is C.ANY:
        return "."
    if op is C.IN:
        items = list(av)
        negate = bool(items) and items[0][0] is C.NEGATE
        body = "".join(_class_item(o, a) for o, a in items[1 if negate else 0 :])
        return f"[{'^' if negate else ''}{body}]"
    if op is C.AT:
        # non-MULTILINE `^` and `\A` hold at position 0 only: the end of the reversed text
        if av in (C.AT_BEGINNING, C.AT_BEGINNING_STRING):
            return r"\Z"
        if av is C.AT_END_STRING:
            return r"\A"
        if av is C.AT_END:  # `$`: the end, or before a newline that ends the text
            return r"(?:\A|(?<=\A\n))"
        if av is C.AT_BOUNDARY:
            return r"\b"
        if av is C.AT_NON_BOUNDARY:
            return r"\B"
        raise _Unsupported(str(av))
    if op is C.BRANCH:
        return "(?:" + "|".join(_reverse(alt) for alt in av[1]) + ")"
    if op is C.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        if (add_flags | del_flags) & ~re.VERBOSE:
            raise _Unsupported("inline flags")
        return "(?:" + _reverse(body) + ")"
    if op in (C.MAX_REPEAT, C.MIN_REPEAT):
        low, high, body = av
        if high != 1 and body.getwidth()[0] == 0:
            raise _Unsupported("a repeat whose body can match nothing")
        bound = f"{{{low},}}" if high == C.MAXREPEAT else f"{{{low},{high}}}"
        return "(?:" + _reverse(body) + ")" + bound
    if op in (C.ASSERT, C.ASSERT_NOT):
        direction, body = av
        sign = "=" if op is C.ASSERT else "!"
        if direction == 1:  # a lookahead becomes a lookbehind: its width must be fixed
            low, high = body.getwidth()
            if low != high:
                raise _Unsupported("a lookahead of varying width")
            return f"(?<{sign}{_reverse(body)})"
        return f"(?{sign}{_reverse(body)})"
    raise _Unsupported(str(op))


def _source_digest() -> str | None:
    try:
        return "anchored.reversed_text:" + hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    except OSError:  # no source to key by: nothing stored
        return None


#: what the stored reversed texts are keyed by besides the pattern: this module's source
_VERSION = _source_digest()


def _ends_at_end(items: Any) -> bool:
    """Every match of `items` ends where `$` holds: its last item is `$`, or a group or
    an alternation each of whose branches ends so."""
    items = list(items)
    if not items:
        return False
    op, av = items[-1]
    if (op, av) == (C.AT, C.AT_END):
        return True
    if op is C.SUBPATTERN:
        return _ends_at_end(av[3])
    if op is C.BRANCH:
        return all(_ends_at_end(alt) for alt in av[1])
    return False


def reversed_pattern(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A pattern R such that `pattern.search(t)` finds a match exactly when `R.match`
    does at the start of `t[::-1]` (or, when `t` ends with a newline, right after it),
    or None if `pattern` does not end with `$` or holds something not reversed soundly."""
    if pattern.flags & ~_ALLOWED_FLAGS:
        return None
    source, flags = pattern.pattern, int(pattern.flags)
    text = lazy_re.derived(_VERSION, source, flags, lambda: reversed_text(source, flags))
    if text is None:
        return None
    try:
        return lazy_re.compile_now(text, flags & _KEPT_FLAGS)
    except (re.error, RecursionError):
        return None


def reversed_text(source: str, flags: int) -> str | None:
    """The text of `reversed_pattern`'s pattern (None: not reversed soundly). Parsing and
    reversing a long mood pattern takes milliseconds, so the text is kept in `lazy_re`'s
    store beside the compiled code, keyed by the pattern's text and flags and by this
    module's own source (`_VERSION`): an edit of the reversal is never answered from an
    older one's text."""
    try:
        tree = P.parse(source, flags)
        if not _ends_at_end(tree):
            return None
        return _reverse(tree)
    except (_Unsupported, re.error, RecursionError):
        return None


def ends_with(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """`lambda text: pattern.search(text) is not None`, tested from the end when the
    pattern can be reversed soundly (see the module docstring)."""
    reverse = reversed_pattern(pattern)
    if reverse is None:
        search = pattern.search
        return lambda text: search(text) is not None
    match = reverse.match

    def test(text: str) -> bool:
        backwards = text[::-1]
        # every match ends where `$` holds, the end of the text or before a newline that
        # ends it: reversed, it starts at 0 or right after that newline (`\A` does not
        # hold at 1, the lookbehind `$` became does)
        return match(backwards) is not None or (
            backwards[:1] == "\n" and match(backwards, 1) is not None
        )

    return test
