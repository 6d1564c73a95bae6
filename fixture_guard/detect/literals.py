"""The words a pattern cannot match without, derived from `re`'s own parse of it: a sound
pre-test that lets a caller skip a pattern in a text that lacks them.

The classifier tries each of the registry's and the frames' patterns (`_REGISTRY`,
`_S_PATTERNS` in `instructions.py`) in every window around their words, and the readers
named by what they do (`_A_BY_FUNCTION`, `_A_BY_MACHINE`) over a whole text once its
trigger words are there; most windows and texts hold none of the words a given pattern is
built of, yet `re` still tries the pattern from each of their positions. `required(pattern)`
reads the pattern's parse and returns clauses: each clause a set of lower-cased ASCII
strings, one of which every match of the pattern holds; every clause holds for every match.
`holds(clauses, lowered)` tests them on a lower-cased text. When a clause fails, the
pattern cannot match anywhere in the text (or in a part of it: a match of
`finditer(text, pos, endpos)` lies inside `text[pos:endpos]`), and skipping it changes
only the cost, never a result. Nothing is declared by hand: a rule
appended to a list gets its pre-test from its own text.

How a clause is found (each step can only drop requirements, never add one that a match
may lack):

- a run of consecutive literal ASCII characters in a sequence is a string every match
  holds, contiguously; anything else (a class, `\\s`, `.`, an anchor, a lookaround, a
  non-ASCII literal) ends the run. A lookaround is not read at all: what it looks at may
  lie outside the match, before `pos` or outside the window;
- a group (capturing, non-capturing, atomic, or one that sets flags) holds its body's
  clauses; a repeat holds its body's when it repeats at least once, and nothing otherwise;
- an alternation holds one clause: the union of one clause of each branch, and nothing
  when a branch holds none.

Case: every string is lower-cased and tested on the text lower-cased (`str.lower`), so a
case-sensitive literal, matched as written, is found there lower-cased. A case-insensitive
ASCII letter also matches four non-ASCII characters (`_ODD`: `İ`, `ı`, `ſ`, the Kelvin sign,
which `re` folds to `i`, `i`, `s`, `k`; tests/test_literals.py derives that list from `re`
over all of Unicode): a text holding one of them (looked for before lowering it: `İ`
lowers to two characters) is given every pattern.
Lower-casing a text keeps each ASCII run of it contiguous, so a literal run of a match is
a substring of the lowered text.

Reading a long pattern with `re`'s parser takes milliseconds (the 70 patterns, ~55 ms), paid
by every process that could not write `lazy_re`'s store (`PYTHONDONTWRITEBYTECODE`, a
read-only install) and by each worker that derives them after a pool forks. So the clauses
of the patterns the classifier tests are committed in `literals.json`, as the gates are in
`gates.json`: keyed by a digest of the pattern's text and flags, the file naming this
module's source digest (`_VERSION`), and rebuilt with `python -m fixture_guard.detect.literals`
after a pattern or this module changes; tests/test_literals.py checks that the file is
what a fresh derivation writes. A file of another version of this module is not read, and
a pattern not in it has its clauses derived as before (kept in `lazy_re`'s store beside
the compiled code, keyed by the pattern's text and flags and by `_VERSION`, as
`anchored.py` keeps its reversed texts): the same clauses, at the old cost.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

from fixture_guard.detect import lazy_re

# `re`'s parser is private (stable since 3.11); a Python that moves it gets no pre-tests,
# never a failure: every pattern is then tried in every window, as before this module
try:
    from re import _constants as C  # type: ignore[attr-defined]
    from re import _parser as P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - no such Python yet
    C = P = None

__all__ = ["ODD", "holds", "required"]

#: the non-ASCII characters `re` matches with an ASCII letter case-insensitively
ODD = "\u0130\u0131\u017f\u212a"

#: a clause: one of these strings is in every match
Clause = tuple[str, ...]

_VERSION = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]

#: at most this many clauses kept for a pattern: the ones that rule out most (a clause
#: of long strings, few of them), so a pre-test stays a handful of substring tests
_KEPT = 2


def _runs(items: Any) -> list[Clause]:
    """The clauses every match of the parsed sequence `items` holds."""
    clauses: list[Clause] = []
    run: list[str] = []

    def close() -> None:
        if run:
            clauses.append(("".join(run),))
            run.clear()

    for op, av in items:
        if op is C.LITERAL and av < 128:
            run.append(chr(av).lower())
            continue
        close()
        if op is C.SUBPATTERN:
            clauses.extend(_runs(av[3]))
        elif op is C.ATOMIC_GROUP:
            clauses.extend(_runs(av))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            if av[0] >= 1:
                clauses.extend(_runs(av[2]))
        elif op is C.BRANCH:
            union: set[str] = set()
            for branch in av[1]:
                best = _best(_runs(branch))
                if best is None:
                    break
                union.update(best)
            else:
                clauses.append(tuple(sorted(union)))
    close()
    return clauses


def _rank(clause: Clause) -> tuple[int, int]:
    # a clause of long strings rules out more texts, and few strings cost fewer tests
    return (min(len(s) for s in clause), -len(clause))


def _best(clauses: list[Clause]) -> Clause | None:
    return max(clauses, key=_rank) if clauses else None


def required_text(source: str, flags: int) -> str | None:
    """The clauses of the pattern `source` (with `flags`) as JSON, or None: none found."""
    if P is None:
        return None
    try:
        clauses = _runs(P.parse(source, flags))
    except (re.error, RecursionError, AttributeError, IndexError, TypeError, ValueError):
        # a parse this module does not know how to read (a newer `re`): no pre-test
        return None
    # a string that is another's substring in the same clause adds nothing: keep the short
    kept: list[Clause] = []
    for clause in sorted(set(clauses), key=_rank, reverse=True):
        minimal = tuple(s for s in clause if not any(o != s and o in s for o in clause))
        # one-character strings are in nearly every window: no use testing them
        if min(len(s) for s in minimal) >= 2 and minimal not in kept:
            kept.append(minimal)
        if len(kept) == _KEPT:
            break
    # the clause of fewest strings first: a window that lacks it is turned away soonest
    return json.dumps(sorted(kept, key=len)) if kept else None


STORE = Path(__file__).with_name("literals.json")
_stored: dict[str, str | None] | None = None


def digest(source: str, flags: int) -> str:
    """The key of a pattern's clauses in `STORE` (its text and flags, as `gates.digest`)."""
    return hashlib.sha256(f"{int(flags)}:{source}".encode()).hexdigest()[:24]


def _store() -> dict[str, str | None]:
    """The committed clauses, or none when the file is missing, damaged or of another
    version of this module (then every pattern's are derived)."""
    global _stored
    if _stored is None:
        try:
            data = json.loads(STORE.read_text(encoding="utf-8"))
            _stored = dict(data["clauses"]) if data.get("version") == _VERSION else {}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            _stored = {}
    return _stored


def required(pattern: re.Pattern[str]) -> tuple[Clause, ...]:
    """The clauses every match of `pattern` holds (none: no pre-test)."""
    source, flags = pattern.pattern, int(pattern.flags)
    stored = _store()
    key = digest(source, flags)
    if key in stored:
        text = stored[key]  # what `required_text` gives, committed (`main`)
    else:
        text = lazy_re.derived(_VERSION, source, flags, lambda: required_text(source, flags))
    return tuple(tuple(clause) for clause in json.loads(text)) if text else ()


def pretested_lists() -> tuple[list[Any], ...]:
    """The classifier's lists of patterns tried behind `_may_match` (the frames', the
    registry's, the readers named by what they do): one place, read by `derive_all` and by
    tests/test_literals.py, so a list given a pre-test is stored and checked alike."""
    from fixture_guard.detect import instructions

    return (
        instructions._S_PATTERNS,
        instructions._REGISTRY,
        instructions._A_BY_FUNCTION,
        instructions._A_BY_MACHINE,
    )


def derive_all() -> dict[str, str | None]:
    """The clauses of every pattern the classifier gives a literal pre-test, derived now,
    keyed as in `STORE`."""
    from fixture_guard.detect import instructions

    out: dict[str, str | None] = {}
    for entries in pretested_lists():
        for entry in entries:
            pattern = instructions._pattern_of(entry)
            source, flags = pattern.pattern, int(pattern.flags)
            out[digest(source, flags)] = required_text(source, flags)
    return out


def main() -> None:
    """Write `STORE`: the clauses of every pattern `derive_all` reads, and this module's
    version."""
    # run as `python -m`, this file is `__main__`: derive with the module the classifier uses
    from fixture_guard.detect import literals

    clauses = literals.derive_all()
    data = {"version": literals._VERSION, "clauses": clauses}
    # atomically, as `gates.main` does: an interrupted rebuild leaves the old file
    from fixture_guard.atomic import write_atomic

    write_atomic(STORE, (json.dumps(data, indent=0, sort_keys=True) + "\n").encode("utf-8"))
    print(f"the clauses of {len(clauses)} patterns written to {STORE}", file=sys.stderr)


def holds(clauses: tuple[Clause, ...], lowered: str) -> bool:
    """Whether `lowered` (a text with no `ODD` character, lower-cased) holds every clause."""
    for clause in clauses:
        for string in clause:
            if string in lowered:
                break
        else:
            return False
    return True


if __name__ == "__main__":
    main()
