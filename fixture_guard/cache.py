"""A content-keyed cache of per-file results, as ruff and mypy keep one.

`check` and `scan` spend nearly all their time on per-file analysis (secrets, personal
data, injection, schema validation), a pure function of a file's bytes and of the
settings that reach the detectors. The cache keeps those results in
`.fixture-guard-cache/` beside the configuration (or `--cache-dir`), so a second run
over an unchanged tree reads them instead of computing them again.

What makes an entry's key (`Cache.key`):

- the code: fixture-guard's version and a fingerprint of its installed files (their
  sizes and modification times) and of the installed distributions (their names and
  versions), so an upgrade, an edited detector or a new spaCy model is never served an
  old answer — and a cache copied from another checkout or committed by someone never
  matches (its code fingerprint differs);
- the settings that reach per-file analysis (`config_fingerprint`: every setting but
  severities, waivers, excludes, the age limit and paths, which are applied after);
- the file: the sha256 of its bytes, where it sits (the path findings show, its tree
  path) and its manifest entry. An edited file has another sha256: it is never served.

Tree-level rules and hash verification are not cached: they always run.

Safety: entries are JSON (never pickle: a cache directory is just files a pull request
could add), read leniently (a corrupt, truncated, foreign or unreadable store is ignored
and rebuilt, never an error) and written atomically (a temporary file renamed over the
store), so concurrent runs never see half a file; when two runs write at once, the last
one wins and the other's new entries are simply computed again next time. Findings are
stored as reports show them: matched values only masked, with the sha256 of the value;
nothing else from a file is stored.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from fixture_guard.finding import Finding, Location, Severity

T = TypeVar("T")

#: The cache folder, beside the configuration (the project directory).
CACHE_DIR_NAME = ".fixture-guard-cache"
#: Bumped when the store's layout changes; older stores are ignored.
FORMAT = 1
STORE_NAME = f"entries-v{FORMAT}.json"
#: Past this many entries, those unused the longest are dropped when the store is saved.
MAX_ENTRIES = 200_000
#: Settings applied after per-file analysis, or that only say where files are: changing
#: them must not cost a cold run. Every other setting is part of the key.
_POST_SETTINGS = frozenset(
    {
        "project_dir",
        "source",
        "root",
        "manifest",
        "golden_set",
        "judgments",
        "runs",
        "severity",
        "exclude",
        "waivers",
        "max_age_days",
        "baseline",
    }
)
_GITIGNORE = "# Created by fixture-guard: its cache, never committed.\n*\n"
_CACHEDIR_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by fixture-guard.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)


class Cache:
    """Entries by key, loaded once, saved once. A disabled cache stores nothing."""

    def __init__(self, directory: Path | None) -> None:
        self.directory = directory
        self._entries: dict[str, list[Any]] = {}  # key → [day last used, value]
        self._dirty = False
        self._today = int(time.time() // 86_400)
        self._salt = code_fingerprint() if directory is not None else ""
        if directory is not None:
            self._load()

    @property
    def enabled(self) -> bool:
        return self.directory is not None

    # --- keys and entries ---------------------------------------------------------------

    def key(self, *parts: Any) -> str:
        """A key for `parts` (JSON-able), under this code fingerprint."""
        if all(type(part) is str and "\x1f" not in part for part in parts):
            # the common case (a memo named by strings and a sha256): joined, not
            # JSON-encoded, as a warm check asks for 20,000 keys. A JSON text starts
            # with "[", the salt with a hex digit: the two forms never share a preimage.
            raw = "\x1f".join((self._salt, *parts))
        else:
            raw = json.dumps([self._salt, *parts], ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:40]

    def get(self, key: str) -> Any | None:
        if self.directory is None:
            return None
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry[0] != self._today:
            entry[0] = self._today
            self._dirty = True
        return entry[1]

    def put(self, key: str, value: Any) -> None:
        if self.directory is None:
            return
        self._entries[key] = [self._today, value]
        self._dirty = True

    # --- the store ----------------------------------------------------------------------

    @property
    def store(self) -> Path:
        assert self.directory is not None
        return self.directory / STORE_NAME

    def _load(self) -> None:
        try:
            with open(self.store, "rb") as handle:
                document = json.loads(handle.read())
        except (OSError, ValueError, RecursionError):
            return  # absent, unreadable or corrupt: start empty
        if (
            not isinstance(document, dict)
            or document.get("format") != FORMAT
            or document.get("code") != self._salt
            or not isinstance(document.get("entries"), dict)
        ):
            return  # another version's store: rebuilt by this one
        entries = document["entries"]
        self._entries = {
            k: v
            for k, v in entries.items()
            if isinstance(v, list) and len(v) == 2 and isinstance(v[0], int)
        }

    def save(self) -> None:
        """Write the store if anything changed; a failure to write is not an error (the
        next run computes again), and never leaves half a file behind."""
        if self.directory is None or not self._dirty:
            return
        entries = self._entries
        if len(entries) > MAX_ENTRIES:
            newest = sorted(entries.items(), key=lambda item: item[1][0], reverse=True)
            entries = dict(newest[:MAX_ENTRIES])
        document = {"format": FORMAT, "code": self._salt, "entries": entries}
        data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        with contextlib.suppress(OSError, ValueError):
            _prepare(self.directory)
            _write_replace(self.store, data)
            self._dirty = False


def _prepare(directory: Path) -> None:
    """Create the cache folder with a `.gitignore` of `*` and a CACHEDIR.TAG, as ruff's."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, text in ((".gitignore", _GITIGNORE), ("CACHEDIR.TAG", _CACHEDIR_TAG)):
        path = directory / name
        if not path.exists():
            with contextlib.suppress(OSError):
                path.write_text(text, encoding="utf-8")


def _write_replace(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `path`, then rename it over `path`.

    No fsync: a store lost to a power cut is rebuilt, and a torn one is ignored. The
    temporary name (`tmp-<pid>-<random>`) is not one `check` reports as a stray write.
    """
    tmp = path.with_name(f"tmp-{os.getpid()}-{os.urandom(4).hex()}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sweep_temporaries(path.parent)


def _sweep_temporaries(directory: Path) -> None:
    """Remove the temporaries of runs that died before renaming theirs."""
    from fixture_guard.atomic import is_alive

    with contextlib.suppress(OSError):
        for name in os.listdir(directory):
            if not name.startswith("tmp-"):
                continue
            pid = name.split("-")[1]
            if pid.isdigit() and not is_alive(int(pid)):
                with contextlib.suppress(OSError):
                    os.unlink(directory / name)


def clean(directory: Path) -> bool:
    """Remove the cache folder; False when there was none. Refuses a folder that is not
    a fixture-guard cache (no CACHEDIR.TAG of ours, or files other than ours)."""
    import shutil

    if not directory.exists():
        return False
    tag = directory / "CACHEDIR.TAG"
    try:
        ours = tag.read_text(encoding="utf-8") == _CACHEDIR_TAG
    except OSError:
        ours = False
    if not ours or directory.is_symlink():
        from fixture_guard.errors import InputError

        raise InputError(
            f"{directory} is not a fixture-guard cache (no CACHEDIR.TAG of ours): not removed"
        )
    shutil.rmtree(directory)
    return True


# --- memos: other per-file results of a run, through the active cache ----------------------

_active: Cache | None = None


@contextlib.contextmanager
def activated(cache: Cache | None) -> Iterator[None]:
    """Make `cache` the one `memo` uses for the duration of a run."""
    global _active
    previous, _active = _active, cache
    try:
        yield
    finally:
        _active = previous


def memo(
    parts: tuple[Any, ...],
    compute: Callable[[], T],
    *,
    encode: Callable[[T], Any | None],
    decode: Callable[[Any], T],
) -> T:
    """`compute()`, or its stored value when the active cache has one for `parts` (which
    must name everything the value depends on, such as the sha256 of a file's text).
    `encode` returns None for a value not to remember (one that would carry text from
    the file); `decode` may raise ValueError, TypeError, KeyError or IndexError on a
    damaged entry: the value is then computed again."""
    cache = _active
    if cache is None or not cache.enabled:
        return compute()
    key = cache.key("memo", *parts)
    stored = cache.get(key)
    if stored is not None:
        try:
            return decode(stored)
        except (ValueError, TypeError, KeyError, IndexError):
            pass
    value = compute()
    encoded = encode(value)
    if encoded is not None:
        cache.put(key, encoded)
    return value


# --- fingerprints -----------------------------------------------------------------------

_code: str | None = None


def code_fingerprint() -> str:
    """fixture-guard's version, its installed files (path, size, mtime) and the installed
    distributions (the `*.dist-info` names, which carry versions), as one hash."""
    global _code
    if _code is None:
        from fixture_guard import __version__

        digest = hashlib.sha256(f"fixture-guard {__version__}\n".encode())
        package = Path(__file__).resolve().parent
        for dirpath, dirnames, filenames in os.walk(package):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith((".pyc", ".pyo")):
                    continue
                with contextlib.suppress(OSError):
                    info = os.stat(os.path.join(dirpath, name))
                    rel = os.path.relpath(os.path.join(dirpath, name), package)
                    digest.update(f"{rel}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
        for folder in _site_folders():
            with contextlib.suppress(OSError):
                names = sorted(n for n in os.listdir(folder) if n.endswith(".dist-info"))
                digest.update(("\n".join(names) + "\n").encode("utf-8", "surrogateescape"))
        _code = digest.hexdigest()
    return _code


def _site_folders() -> list[str]:
    return sorted({p for p in sys.path if p and p.endswith(("site-packages", "dist-packages"))})


def config_fingerprint(config: Any) -> str:
    """The settings that reach per-file analysis (role mailboxes, provider-id patterns,
    and any setting added later), as one hash."""
    values = {
        f.name: _canonical(getattr(config, f.name))
        for f in dataclasses.fields(config)
        if f.name not in _POST_SETTINGS
    }
    raw = json.dumps(values, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()


def _canonical(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in sorted(value.items(), key=lambda i: str(i[0]))}
    if isinstance(value, list | tuple | set | frozenset):
        items = [_canonical(v) for v in value]
        return sorted(items, key=repr) if isinstance(value, set | frozenset) else items
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return str(value)


# --- findings as JSON -------------------------------------------------------------------


def finding_to_json(finding: Finding) -> list[Any]:
    """A finding as stored: every field, the value only masked (as every report shows it)."""
    return [
        finding.code,
        finding.severity.value,
        finding.path,
        finding.message,
        finding.line,
        finding.column,
        finding.provider,
        finding.value_hash,
        finding.masked,
        finding.key,
        finding.disqualifying,
        [list(location) for location in finding.related],
    ]


def finding_from_json(raw: Any) -> Finding:
    """The finding back; ValueError (or TypeError) when the entry is not one of ours."""
    (code, severity, path, message, line, column, provider, value_hash, masked, key) = raw[:10]
    disqualifying, related = raw[10], raw[11]
    for text in (code, path, message):
        if not isinstance(text, str):
            raise ValueError("not a stored finding")
    for number in (line, column):
        if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
            raise ValueError("not a stored finding")
    for optional in (provider, value_hash, masked, key):
        if optional is not None and not isinstance(optional, str):
            raise ValueError("not a stored finding")
    return Finding(
        code=code,
        severity=Severity(severity),
        path=path,
        message=message,
        line=line,
        column=column,
        provider=provider,
        value_hash=value_hash,
        masked=masked,
        key=key,
        disqualifying=bool(disqualifying),
        related=tuple(Location(str(p), _int(ln), _int(col)) for p, ln, col in related),
    )


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def findings_from_json(raw: Any) -> list[Finding] | None:
    """Stored findings, or None when the entry is damaged (then it is recomputed)."""
    if not isinstance(raw, list):
        return None
    try:
        return [finding_from_json(item) for item in raw]
    except (ValueError, TypeError, IndexError):
        return None


def findings_to_json(findings: Iterable[Finding]) -> list[list[Any]]:
    return [finding_to_json(f) for f in findings]
