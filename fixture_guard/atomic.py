"""Writes that either happen whole or not at all, and the debris an interrupted one leaves.

A temporary file is named `.<target>.<pid>.<random>.fg-tmp`, beside its target: the
pid says which process left it, so the next writer (holding the tree's lock, see
`lock.py`) can tell a dead writer's debris from a live one's and sweep it, and `check`
can report what no writer swept (FG214).
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path

from fixture_guard.errors import InputError

TEMP_SUFFIX = ".fg-tmp"

#: Names of files an interrupted writer leaves: this module's temporaries, the journal's
#: staged copies and backups (`journal.py`), and the temporaries of versions before the
#: pid was in the name (`.<name>.<8 random>.tmp`, `.<name>.fg-new`).
_DEBRIS = re.compile(
    r"^\..+?\.(?:(?P<pid>\d+)\.[0-9a-f]+\.fg-tmp"
    r"|(?P<jpid>\d+)\.fg-(?:new|old)"
    r"|fg-(?:new|old)"
    r"|[A-Za-z0-9_]{8}\.tmp)$"
)


def is_debris(name: str) -> bool:
    """Whether a file name is one an interrupted writer leaves behind."""
    return _DEBRIS.match(name) is not None


def debris_pid(name: str) -> int | None:
    """The pid of the writer that left a debris file (None when its name predates pids)."""
    match = _DEBRIS.match(name)
    pid = (match.group("pid") or match.group("jpid")) if match else None
    return int(pid) if pid else None


def is_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return pid > 0  # someone else's process, alive; OverflowError: not a pid at all
    except OSError:
        return False
    return True


def find_debris(folders: Iterable[Path], *, recursive_under: Path | None = None) -> Iterator[Path]:
    """Debris files in `folders` (not their subfolders) and anywhere under
    `recursive_under` (links not followed, `.git` skipped), each once."""
    seen: set[Path] = set()

    def scan(folder: Path) -> Iterator[Path]:
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            return
        for name in names:
            path = folder / name
            if path not in seen and is_debris(name) and not path.is_dir():
                seen.add(path)
                yield path

    for folder in folders:
        yield from scan(folder)
    if recursive_under is not None:
        for dirpath, dirnames, _ in os.walk(recursive_under, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if d != ".git")
            yield from scan(Path(dirpath))


def sweep_debris(folders: Iterable[Path], *, recursive_under: Path | None = None) -> list[Path]:
    """Delete the debris of writers that are gone; return what was deleted.

    Called by a writer that holds the tree's lock and has already replayed any journal
    (a journal's backups are debris only once it is gone)."""
    removed = []
    for path in find_debris(folders, recursive_under=recursive_under):
        pid = debris_pid(path.name)
        if pid is not None and is_alive(pid):
            continue
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def temp_path(path: Path) -> Path:
    """A fresh temporary name beside `path`, carrying this process's id."""
    return path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}")


def _unwritable(path: Path, exc: BaseException) -> InputError:
    # ValueError: a lone surrogate (UnicodeEncodeError) or a NUL byte in the name.
    why = (exc.strerror or str(exc)) if isinstance(exc, OSError) else "not a usable file name"
    return InputError(f"{printable(path)}: cannot write: {why}")


def printable(path: Path | str) -> str:
    """A path as text any terminal can print (a lone surrogate shown as `\\udc80`)."""
    return str(path).encode("utf-8", "backslashreplace").decode("utf-8")


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that an interruption leaves the old file or the new one.

    The bytes go to a temporary file in the same directory (same filesystem), are
    flushed to disk, and only then renamed over the target. The new file keeps the
    target's permissions, or gets the usual ones (0644 under umask 022) when it is new.
    A target that is a device, a FIFO or a socket (`-o /dev/stdout`) is written into,
    never replaced. Any failure is an InputError naming the path.
    """
    try:
        _write_atomic(path, data)
    except (OSError, ValueError) as exc:
        raise _unwritable(path, exc) from None


def _write_atomic(path: Path, data: bytes) -> None:
    try:
        current = os.stat(path)
    except FileNotFoundError:
        current = None
    if current is not None and stat.S_ISDIR(current.st_mode):
        raise IsADirectoryError(21, "is a directory")
    if current is not None and not stat.S_ISREG(current.st_mode):
        with open(path, "wb") as handle:  # a device or a pipe: write into it
            handle.write(data)
        return
    mode = stat.S_IMODE(current.st_mode) if current is not None else 0o666 & ~_umask()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)
