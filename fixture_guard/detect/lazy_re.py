"""A pattern compiled by `re` the first time it is used, not when its module is imported.

The injection classifier (`instructions.py`) holds some 250 module-level patterns, many
of them thousands of characters long; `re` compiling them all took about 0.5 s of the
module's 0.65 s import, paid by every `fixture-guard scan` and every commit hook that runs
the FG8xx family, and a scan of the captures uses only 151 of them (docs/injection.md
§5). `compile(text, flags)` keeps the text and the flags and compiles on first use.

`pattern` and `flags` are answered without compiling: the gates (`gates.py`, keyed by a
digest of both) and the reversal of the `…$` patterns (`anchored.py`) only read them.
The first call of a method compiles the pattern and stores the compiled pattern's own
bound methods on the instance, so later calls go straight to `re` with no wrapper in
between. Whatever else is asked of it (`groups`, `groupindex`, `scanner`…) is the
compiled pattern's. Matching is `re`'s, so results are the same as an eager compile.
"""

from __future__ import annotations

import re
from typing import Any, cast

__all__ = ["LazyPattern", "compile", "compile_all"]

#: global inline flags, which `re` accepts only at the start of a pattern ("(?i)")
_GLOBAL_FLAGS = re.compile(r"\(\?([aiLmsux]+)\)")
_FLAG_LETTERS = {
    "a": re.ASCII,
    "i": re.IGNORECASE,
    "L": re.LOCALE,
    "m": re.MULTILINE,
    "s": re.DOTALL,
    "u": re.UNICODE,
    "x": re.VERBOSE,
}


def _flags(pattern: str, flags: int) -> int:
    """The flags `re.compile(pattern, flags).flags` reports, without compiling: the given
    ones, the global inline ones at the pattern's start, and UNICODE unless ASCII or LOCALE
    (tests/test_lazy_re.py compares them with `re`'s for every pattern of the classifier)."""
    at = 0
    while found := _GLOBAL_FLAGS.match(pattern, at):
        for letter in found.group(1):
            flags |= _FLAG_LETTERS[letter]
        at = found.end()
    if not flags & (re.ASCII | re.LOCALE):
        flags |= re.UNICODE
    return int(flags)  # an int as `re` reports it, not a RegexFlag (its str differs)


#: every lazy pattern made, for `compile_all`
_CREATED: list[LazyPattern] = []

#: the methods whose first call compiles and replaces them by the compiled pattern's
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class LazyPattern:
    """`re.compile(pattern, flags)`, compiled when first used."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.given_flags = flags
        self.flags = _flags(pattern, flags)
        self._compiled: re.Pattern[str] | None = None
        _CREATED.append(self)

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            compiled = re.compile(self.pattern, self.flags)
            for name in _METHODS:
                setattr(self, name, getattr(compiled, name))
            self._compiled = compiled
        return self._compiled

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().fullmatch(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().finditer(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().findall(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().split(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        # only reached for what the instance and the class do not have
        if name.startswith("__") or name == "_compiled":
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"lazy_re.compile({self.pattern!r}, {self.flags!r})"


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A stand-in for `re.compile(pattern, flags)` that compiles on first use. Typed as the
    pattern it stands for: it answers the same methods and attributes (not `isinstance`)."""
    return cast("re.Pattern[str]", LazyPattern(pattern, flags))


def compile_all() -> int:
    """Compile every lazy pattern made so far (what importing their modules used to do);
    `bench/bench_injection.py` calls it while warming up, so that its timed scan leaves
    out this one-time cost as it did before. Returns how many there are."""
    for pattern in _CREATED:
        pattern.compiled()
    return len(_CREATED)
