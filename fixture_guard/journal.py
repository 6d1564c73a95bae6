"""Several files replaced as one: all old or all new, whatever interrupts the writer.

`write_atomic` makes one file's replacement atomic; `redact` replaces artifacts *and*
the manifest, and a crash between two renames would leave a fixture the manifest does
not know. So the commit is journaled:

1. every new content is written beside its target (`.<name>.fg-new`) and fsynced;
2. every existing target gets a hard-link backup (`.<name>.fg-old`);
3. the journal (`.fixture-guard.journal` in the fixture root) records targets, backups
   and created folders — written atomically, it is the point after which undo is needed;
4. the targets are renamed into place, the manifest last;
5. the journal is deleted: this is the commit point; backups are then removed.

An exception at any step undoes what was done (restores backups, removes new files and
folders). A hard crash (power, kill -9) leaves the journal; the next `redact` — or
`recover()` — reads it and undoes the half-done commit before doing anything else.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from fixture_guard.atomic import write_atomic
from fixture_guard.errors import InputError

JOURNAL_NAME = ".fixture-guard.journal"

#: Called with the name of each step done; tests inject failures through it.
Step = Callable[[str], None]


def _sibling(path: Path, tag: str) -> Path:
    return path.with_name(f".{path.name}.{tag}")


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_new(path: Path, data: bytes) -> Path:
    staged = _sibling(path, "fg-new")
    with staged.open("wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
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


def commit(writes: dict[Path, bytes], *, journal: Path, step: Step | None = None) -> None:
    """Replace every path of `writes` (in order: put the manifest last), all or nothing."""
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
        for path in writes:
            backup = _backup(path) if path.exists() else None
            entries.append(
                {
                    "path": str(path),
                    "new": str(staged[path]),
                    "backup": str(backup) if backup else None,
                }
            )
        record = {"version": 1, "entries": entries, "created_dirs": [str(d) for d in created]}
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


def recover(journal: Path) -> bool:
    """Undo a commit a crash interrupted (the journal is still there). True if it did."""
    if not journal.exists():
        return False
    try:
        record = json.loads(journal.read_text(encoding="utf-8"))
        entries = record["entries"]
        created = [Path(d) for d in record.get("created_dirs", [])]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise InputError(f"{journal}: unreadable journal of an interrupted write ({exc})") from None
    for entry in reversed(entries):
        path = Path(entry["path"])
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
