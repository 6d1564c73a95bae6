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

A scan from the command line still compiles every pattern its texts reach, once per
process: ~0.4 s of CPU for the captures, more than the family spends scanning them
(docs/injection.md §5). `re` compiles in two pure-Python steps, parsing the text and
generating the matcher's code (a list of integers), and hands that code to `_sre.compile`.
For a long pattern (`STORE_MIN` characters or more) the code is kept in a store
(`store_dir()`), one file a pattern, keyed by the pattern's text and flags and by the
interpreter (its version, `_sre.MAGIC` and code size), as Python keeps a module's
bytecode in `__pycache__`; a later process reads it and calls `_sre.compile` with it,
skipping both steps. The pattern made is the one `re.compile` makes: `_sre` checks the
code it is given, and `re.Pattern` equality compares the code itself
(tests/test_lazy_re.py asserts `==` with `re.compile` for every pattern of the
classifier, read back from a store). A file that is missing, damaged, of another
interpreter or of another pattern is ignored and the pattern compiled as before; the
store is never required.
`derived` keeps, in the same store, a text computed from a pattern alone (the reversed
mood tests of `anchored.py`, whose parsing and reversal took 0.04 s), keyed as well by
the computing code's source digest, so an edit of that code is never answered from an
older text.
`load_stored()` builds at once every pattern whose code the store holds (reading, never
compiling); the injection family's `warm_up` calls it before a process pool forks, so the
workers inherit the patterns instead of each reading the same files (docs/benchmarks.md,
stop 28).

By default the store is kept where Python keeps this package's own bytecode: the
`__pycache__` folder of `fixture_guard/detect/` (the folder of this module's
`__spec__.cached`, which follows `sys.pycache_prefix` when that is set), in a subfolder
`lazy_re-<interpreter>/`, under Python's own rules: read whenever it is there, written
only when that folder can be written and `sys.dont_write_bytecode` is false (`-B`,
`PYTHONDONTWRITEBYTECODE`), a failed write silently ignored, each file given the mode
Python gives a `.pyc` (the source's, plus owner-write). `FIXTURE_GUARD_RE_CACHE=DIR`
names another folder, `=user` the user's cache folder, `=off` no store (nothing read,
nothing written). No store either when the module was not imported from a `.py` source
file with a `__pycache__` (a zip, a frozen or sourceless install): there Python keeps no
bytecode we could stand beside.

Why the default adds no attack surface. The store's files are code the detector runs:
whoever can write one can make a pattern match nothing and so switch a rule off without
a trace, and `marshal` is not safe against crafted data. The same holds, and more, for
the `.pyc` files beside them: Python loads `__pycache__/instructions.cpython-3X.pyc`
instead of compiling `instructions.py` whenever its header agrees with the source's
size and mtime (numbers in the header, which the writer chooses), or always for an
unchecked hash-based `.pyc`; the code objects in it are unmarshalled and run without
any check. So each writer who can reach the store's folder can already run any code as
the detector:
- the owner of the installed package (pip's user, root for a system install, the venv's
  owner, the checkout's owner for an editable install) can rewrite the `.py` files too;
- anyone else with write access to `__pycache__` (a group-writable or shared install)
  can write the `.pyc` Python will load;
- with `sys.pycache_prefix` set, Python reads bytecode only from the mirror tree, and
  the store follows it there, so the set of writers is the same one again;
- a CI cache that restores a virtualenv (or a site-packages) from another branch
  restores its `.pyc` files with it; a cache of `~/.cache` or of the scanned tree
  reaches neither, since the default store is in neither;
- a scanned repository cannot reach it: `check` and `scan --no-cache` write nothing in
  the user's tree or home, only here, as importing the package already does.
Python itself reads `__pycache__` under `-B` (it only stops writing), and so does the
store. Reading stays exact: a file is used only when it names this interpreter and this
pattern's very text and flags, and `_sre` checks the code it is given; anything else is
ignored and the pattern compiled. An explicit `DIR` or `user` store is a folder the user
chose to trust (a cache restored from another branch should not be named there), and
is written even under `-B`, as asked.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # re's own engine, imported by re
import array
import hashlib
import marshal
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

__all__ = [
    "STORE_MIN",
    "LazyPattern",
    "compile",
    "compile_all",
    "compile_now",
    "derived",
    "load_stored",
    "store_dir",
]

#: Patterns at least this long have their compiled code stored (a shorter one compiles
#: in tens of microseconds, about what reading a file costs). Over the captures, a scan
#: compiling what it reaches spent 0.062 s with 1,000 here, 0.031 s with 300, 0.022 s
#: with 100 (144 files).
STORE_MIN = 100
#: The environment variable naming the store's folder (unset or empty: beside the
#: package's bytecode, the default; "user": the user's cache folder; "off": no store).
STORE_ENV = "FIXTURE_GUARD_RE_CACHE"

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
        compiled = self._compiled
        if compiled is None:
            compiled = compile_now(self.pattern, self.flags)
            self._adopt(compiled)
        return compiled

    def _adopt(self, compiled: re.Pattern[str]) -> None:
        for name in _METHODS:
            setattr(self, name, getattr(compiled, name))
        self._compiled = compiled

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


# --- the store of compiled code ----------------------------------------------------------


def _interpreter() -> str:
    tag = sys.implementation.cache_tag or sys.implementation.name
    return f"{tag}-{sys.hexversion:x}-{_sre.MAGIC}-{_sre.CODESIZE}"


_INTERPRETER = _interpreter()


def _pycache() -> Path | None:
    """The folder where Python keeps this module's bytecode (`__pycache__`, or its mirror
    under `sys.pycache_prefix`), if it was imported from a `.py` source file."""
    spec = globals().get("__spec__")
    if spec is None or not spec.cached or not str(spec.origin or "").endswith(".py"):
        return None  # a zip, a frozen or sourceless module: no bytecode folder to share
    return Path(spec.cached).parent


#: `_location()` for the last environment seen (it is asked once a pattern: ~0.1 ms each)
_LOCATED: dict[tuple[str | None, ...], tuple[Path | None, bool]] = {}


def _location() -> tuple[Path | None, bool]:
    """The store's folder for this interpreter (None: no store), and whether it is the
    default one beside the package's bytecode (written under Python's rules)."""
    environ = os.environ
    seen = (environ.get(STORE_ENV), environ.get("XDG_CACHE_HOME"), environ.get("HOME"))
    if seen not in _LOCATED:
        _LOCATED.clear()
        _LOCATED[seen] = _locate(seen[0])
    return _LOCATED[seen]


def _locate(given: str | None) -> tuple[Path | None, bool]:
    if given is None or not given.strip():
        pycache = _pycache()
        return (None if pycache is None else pycache / f"lazy_re-{_interpreter()}"), True
    word = given.strip().lower()
    if word in ("0", "off", "no", "false"):
        return None, False
    if word != "user":
        return Path(given) / _interpreter(), False
    xdg = os.environ.get("XDG_CACHE_HOME")
    try:
        base = (Path(xdg) if xdg else Path.home() / ".cache") / "fixture-guard" / "re"
    except RuntimeError:  # no home directory
        return None, False
    return base / _interpreter(), False


def store_dir() -> Path | None:
    """Where compiled code is kept for this interpreter: by default beside this package's
    bytecode (`__pycache__/lazy_re-<interpreter>/`); `$FIXTURE_GUARD_RE_CACHE` names
    another folder, or `user` for `fixture-guard/re` in the user's cache folder
    (`$XDG_CACHE_HOME`, else `~/.cache`). None (no store) when it is "off", "0", "no" or
    "false", or when no folder can be named."""
    return _location()[0]


def _key(pattern: str, flags: int) -> str:
    return hashlib.sha256(f"{_INTERPRETER}:{flags}:{pattern}".encode()).hexdigest()[:32]


def _compile_stored(pattern: str, flags: int) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, from the stored code when there is some; otherwise
    compiled here as `re` does, and its code stored for the next process."""
    flags = int(flags)  # a RegexFlag's str differs: the key is of the int
    folder, default = _location()
    if folder is None:
        return re.compile(pattern, flags)
    path = folder / f"{_key(pattern, flags)}.bin"
    try:
        return _load(path, pattern, flags)
    except Exception:  # missing, damaged or foreign: compile instead
        pass
    try:
        made, entry = _compile_keeping_code(pattern, flags)
    except Exception:  # `re`'s internals changed: compile as `re` does
        return re.compile(pattern, flags)
    if not (default and sys.dont_write_bytecode):  # Python's rule for its own bytecode
        _save(path, entry, _PYC_MODE if default else None)
    return made


def _load(path: Path, pattern: str, flags: int) -> re.Pattern[str]:
    stored = marshal.loads(path.read_bytes())
    interpreter, text, given, final, raw, groups, groupindex, indexgroup = stored
    if interpreter != _INTERPRETER or text != pattern or given != flags:
        raise ValueError("another pattern or interpreter")
    code = array.array("I")
    code.frombytes(raw)
    return cast(
        "re.Pattern[str]",
        _sre.compile(pattern, final, code.tolist(), groups, groupindex, indexgroup),
    )


def _compile_keeping_code(pattern: str, flags: int) -> tuple[re.Pattern[str], tuple[Any, ...]]:
    """What `re._compiler.compile` does (Python 3.11–3.13), keeping the code it makes."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    if array.array("I").itemsize != _sre.CODESIZE:
        raise ValueError("code words of another size")
    parsed = _parser.parse(pattern, flags)
    code = [int(word) for word in _compiler._code(parsed, flags)]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    final = int(flags | parsed.state.flags)
    groups = parsed.state.groups - 1
    made = _sre.compile(pattern, final, code, groups, groupindex, tuple(indexgroup))
    raw = array.array("I", code).tobytes()
    entry = (_INTERPRETER, pattern, flags, final, raw, groups, groupindex, tuple(indexgroup))
    return cast("re.Pattern[str]", made), entry


def _source_mode() -> int:
    """The mode Python gives a `.pyc` of this module: the source's, plus owner-write
    (`importlib._bootstrap_external._calc_mode`), without execute bits."""
    try:
        mode = os.stat(__file__).st_mode
    except OSError:
        mode = 0o666
    return (mode | 0o200) & 0o666


_PYC_MODE = _source_mode()


def _save(path: Path, entry: tuple[Any, ...], mode: int | None = None) -> None:
    """Write atomically (a temporary file renamed over it); a store that cannot be
    written is simply not used. `mode`: the file's (default: the owner's alone)."""
    import tempfile  # only when writing (~5 ms of import a warm run need not pay)

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(marshal.dumps(entry))
            if mode is not None:
                os.chmod(temporary, mode)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except (OSError, ValueError):
        pass


def derived(
    kind: str | None, pattern: str, flags: int, make: Callable[[], str | None]
) -> str | None:
    """`make()`, a text (or None) computed from `pattern` and `flags` alone by the code
    `kind` names (it must change whenever that code does, e.g. a digest of its source),
    kept in the store beside the compiled code and read back as exactly: a file is used
    only when it names this interpreter, `kind`, the very pattern and flags. Used for the
    reversed mood tests of `anchored.py`; `kind` None: not stored."""
    flags = int(flags)
    folder, default = _location()
    if folder is None or kind is None:
        return make()
    naming = (_INTERPRETER, kind, pattern, flags)
    path = folder / f"{hashlib.sha256(repr(naming).encode()).hexdigest()[:32]}.txt"
    try:
        *stored, made = marshal.loads(path.read_bytes())
        if tuple(stored) == naming and (made is None or type(made) is str):
            return made
    except Exception:  # missing, damaged or foreign: computed instead
        pass
    made = make()
    if not (default and sys.dont_write_bytecode):
        _save(path, (*naming, made), _PYC_MODE if default else None)
    return made


def compile_now(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)` now, through the store when the pattern is long (for
    patterns made at run time, such as the reversed mood tests of `anchored.py`)."""
    if len(pattern) >= STORE_MIN:
        return _compile_stored(pattern, flags)
    return re.compile(pattern, flags)


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """A stand-in for `re.compile(pattern, flags)` that compiles on first use. Typed as the
    pattern it stands for: it answers the same methods and attributes (not `isinstance`)."""
    return cast("re.Pattern[str]", LazyPattern(pattern, flags))


def load_stored() -> int:
    """Build now every lazy pattern whose compiled code the store holds, reading it and
    never compiling; a pattern without stored code (or with a file that is missing,
    damaged or foreign) stays lazy. The pattern made is the one its first use would make
    (the same file, read by the same `_load`). Called before a process pool forks
    (`fixture_guard.rules.injection.warm_up`), so that the workers inherit the patterns
    instead of each reading the same files again. Returns how many were built."""
    folder, _ = _location()
    if folder is None:
        return 0
    built = 0
    for lazy in _CREATED:
        if lazy._compiled is not None or len(lazy.pattern) < STORE_MIN:
            continue
        flags = int(lazy.flags)  # as `_compile_stored` keys it
        try:
            compiled = _load(folder / f"{_key(lazy.pattern, flags)}.bin", lazy.pattern, flags)
        except Exception:  # missing, damaged or foreign: left to its first use
            continue
        lazy._adopt(compiled)
        built += 1
    return built


def compile_all() -> int:
    """Compile every lazy pattern made so far (what importing their modules used to do);
    `bench/bench_injection.py` calls it while warming up, so that its timed scan leaves
    out this one-time cost as it did before. Returns how many there are."""
    for pattern in _CREATED:
        pattern.compiled()
    return len(_CREATED)
