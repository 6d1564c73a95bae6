"""Several files replaced as one: all old or all new, whatever interrupts the writer.

`write_atomic` makes one file's replacement atomic; `redact` replaces artifacts *and*
the manifest, and a crash between two renames would leave a fixture the manifest does
not know. So the commit is journaled:

1. every new content is written beside its target (`.<name>.<pid>.fg-new`) and fsynced;
2. every existing target gets a hard-link backup (`.<name>.<pid>.fg-old`);
3. the journal (`.fixture-guard.journal` in the fixture root) records targets, backups,
   created folders and the sha256 of each target before and after — written
   atomically, it is the point after which undo is needed;
4. the targets are renamed into place, the manifest last;
5. the journal is deleted: this is the commit point; backups are then removed.

An exception at any step undoes what was done (restores backups, removes new files and
folders). A hard crash (power, kill -9) leaves the journal; the next writer, holding the
tree's lock (`open_for_writing`), undoes the half-done commit before it reads anything —
but only when every target still holds the bytes the journal says it held before or
after the commit. A target changed since (by hand, by another tool) means the journal is
stale: rolling it back would destroy that later work, so it is reported
(`JournalConflict`, exit 2; `check` reports a journal too, FG213) and never applied.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from fixture_guard.atomic import sweep_debris, write_atomic
from fixture_guard.errors import InputError
from fixture_guard.lock import writer_lock

JOURNAL_NAME = ".fixture-guard.journal"

#: Called with the name of each step done; tests inject failures through it.
Step = Callable[[str], None]


class JournalConflict(InputError):
    """A journal of an interrupted write whose targets changed since: never rolled back."""


def _sibling(path: Path, tag: str) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.{tag}")


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _digest(path: Path) -> str | None:
    """sha256 of the file at `path`, None when there is none."""
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except (FileNotFoundError, NotADirectoryError):
        return None
    return digest.hexdigest()


def _write_new(path: Path, data: bytes) -> Path:
    staged = _sibling(path, "fg-new")
    with staged.open("wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    with contextlib.suppress(OSError):
        shutil.copymode(path, staged)  # a replaced file keeps its permissions
    return staged


def _backup(path: Path) -> Path:
    backup = _sibling(path, "fg-old")
    with contextlib.suppress(FileNotFoundError):
        backup.unlink()
    try:
        os.link(path, backup)
    except OSError:
        shutil.copy2(path, backup)
    return backup


def _missing_dirs(path: Path) -> list[Path]:
    missing = []
    for parent in path.parents:
        if parent.exists():
            break
        missing.append(parent)
    return missing  # deepest first


@contextlib.contextmanager
def open_for_writing(
    root: Path,
    *,
    command: str,
    wait: bool = True,
    notify: Callable[[str], None] | None = None,
    also: Iterable[Path] = (),
) -> Iterator[None]:
    """Hold the tree for one writer, with the tree made whole first.

    Takes the writer lock (`lock.py`), rolls back a commit a crash interrupted (or
    raises JournalConflict when that would destroy later work), and sweeps the temporary
    files dead writers left in the tree and in the folders `also` names (the manifest's
    when it sits outside the root). Everything a writer reads must be read inside.
    """
    with writer_lock(root, command=command, wait=wait, notify=notify):
        recover(root / JOURNAL_NAME)
        sweep_debris([root, *also], recursive_under=root)
        yield


def commit(writes: dict[Path, bytes], *, journal: Path, step: Step | None = None) -> None:
    """Replace every path of `writes` (in order: put the manifest last), all or nothing.

    The caller holds the tree (`open_for_writing`)."""
    notify = step or (lambda name: None)
    recover(journal)
    created: list[Path] = []
    staged: dict[Path, Path] = {}
    entries: list[dict[str, str | None]] = []
    journal_written = False
    try:
        for path in writes:
            missing = _missing_dirs(path)
            path.parent.mkdir(parents=True, exist_ok=True)
            created.extend(missing)
        for path, data in writes.items():
            staged[path] = _write_new(path, data)
            notify(f"staged {path.name}")
        for path, data in writes.items():
            backup = _backup(path) if path.exists() else None
            entries.append(
                {
                    "path": str(path),
                    "new": str(staged[path]),
                    "backup": str(backup) if backup else None,
                    "before": _digest(path),
                    "after": hashlib.sha256(data).hexdigest(),
                }
            )
        record = {"version": 2, "entries": entries, "created_dirs": [str(d) for d in created]}
        write_atomic(journal, json.dumps(record, indent=2).encode("utf-8"))
        journal_written = True
        notify("journal written")
        for path in writes:
            os.replace(staged[path], path)
            _fsync_dir(path.parent)
            notify(f"replaced {path.name}")
        journal.unlink()
        _fsync_dir(journal.parent)
        notify("committed")
    except BaseException:
        if journal_written:
            recover(journal)
        else:
            for new in staged.values():
                with contextlib.suppress(FileNotFoundError):
                    new.unlink()
            _remove_empty(created)
        raise
    for entry in entries:
        if entry["backup"]:
            with contextlib.suppress(FileNotFoundError):
                Path(entry["backup"]).unlink()


def _read_journal(journal: Path) -> tuple[list[dict[str, Any]], list[Path]]:
    from fixture_guard.jsonfile import JsonError, parse_json

    try:
        record = parse_json(journal.read_bytes()).value
        entries = record["entries"]
        created = [Path(d) for d in record.get("created_dirs", [])]
        if not isinstance(entries, list) or not all(
            isinstance(e, dict) and isinstance(e.get("path"), str) for e in entries
        ):
            raise TypeError("entries is not a list of targets")
    except (OSError, JsonError, KeyError, TypeError, AttributeError) as exc:
        raise InputError(
            f"{journal}: unreadable journal of an interrupted write ({exc}); "
            "check the files it names by hand, then delete it"
        ) from None
    return entries, created


def _stale_targets(entries: list[dict[str, Any]]) -> list[str]:
    """Targets that hold neither their before- nor their after-image, or whose backup is
    not the before-image: what a rollback would overwrite or could not restore."""
    stale = []
    for entry in entries:
        if "after" not in entry:
            continue  # a version-1 journal recorded no hashes: roll back as it always did
        path = Path(entry["path"])
        now = _digest(path)
        before, after = entry.get("before"), entry.get("after")
        if now == after and before is not None:
            backup = entry.get("backup")
            if not backup or _digest(Path(backup)) != before:
                stale.append(f"{path} (its backup is gone)")
        elif now not in (before, after):
            stale.append(str(path))
    return stale


def recover(journal: Path) -> bool:
    """Undo a commit a crash interrupted (the journal is still there). True if it did.

    Raises JournalConflict, leaving everything as it is, when a target changed after the
    interrupted commit."""
    if not journal.exists():
        return False
    entries, created = _read_journal(journal)
    stale = _stale_targets(entries)
    if stale:
        raise JournalConflict(
            f"{journal}: an interrupted write left this journal, and "
            f"{', '.join(stale[:3])}{' …' if len(stale) > 3 else ''} changed since; "
            "rolling it back would undo that later work, so it was not applied. Check those "
            "files, then delete the journal and its .fg-old/.fg-new files"
        )
    for entry in reversed(entries):
        path = Path(entry["path"])
        if entry.get("new"):
            with contextlib.suppress(FileNotFoundError):
                Path(entry["new"]).unlink()
        if entry.get("backup"):
            backup = Path(entry["backup"])
            if backup.exists():
                if path.exists() and os.path.samefile(backup, path):
                    # Not replaced yet: rename() between two links of one file does nothing.
                    backup.unlink()
                else:
                    os.replace(backup, path)
        else:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()  # it did not exist before the interrupted commit
    _remove_empty(created)
    journal.unlink()
    _fsync_dir(journal.parent)
    return True


def _remove_empty(folders: list[Path]) -> None:
    for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):
            folder.rmdir()
