"""`fixture-guard scan`: the content detectors on any files, inside the tree or not.

Every rule family that exports `scan(target, config)` runs (secrets, personal data,
hidden text…: a new family plugs in by exporting it). Findings go through the same
severities, excludes, waivers and reviewed-findings baseline as `check`.
"""

from __future__ import annotations

import datetime as dt
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from fixture_guard.atomic import printable
from fixture_guard.cache import Cache
from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.detect.extract import MAX_SCAN_CHARS
from fixture_guard.engine import CheckReport, enabled_codes, settle
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding
from fixture_guard.perfile import Analyser, FileItem, ProgressCallback
from fixture_guard.rules import FAMILIES
from fixture_guard.rules.base import relative_display
from fixture_guard.tree import FixtureTree, is_within, real_path

#: Past this size only the head of a non-PDF file is read: the detectors read no more.
READ_LIMIT = MAX_SCAN_CHARS
#: A PDF is read whole (its index is at the end); past this size it is not read at all.
PDF_LIMIT = 256 * 1024 * 1024

Scanner = Callable[[ScanTarget, Config], Iterable[Finding]]


def scanners(enabled: set[str] | None = None) -> list[Scanner]:
    """The `scan` function of every rule family that has one, in registry order; with
    `enabled`, only of families with an enabled rule (`--select FG5` skips the rest)."""
    found = []
    for module in FAMILIES.values():
        function = getattr(module, "scan", None)
        if not callable(function):
            continue
        if enabled is not None and not any(rule.code in enabled for rule in module.RULES):
            continue
        found.append(function)
    return found


def expand(paths: Iterable[Path]) -> Iterator[tuple[Path, Path | None]]:
    """Files named, and files under folders named (hidden entries skipped, links not
    followed into folders), in a stable order, each with the folder it was found in
    (None when named itself). A missing path is a usage error."""
    for path in paths:
        if _is_dir(path):
            for dirpath, dirnames, filenames in os.walk(path, followlinks=False):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
                links = [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]
                dirnames[:] = [d for d in dirnames if d not in links]
                for name in sorted(filenames + links):
                    if not name.startswith("."):
                        yield Path(dirpath) / name, path
        elif _exists(path):
            yield path, None
        else:
            raise InputError(f"{printable(path)}: no such file or folder")


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except (OSError, ValueError):
        return True  # a name too long or a NUL: let the read say why it fails


def walled_out(path: Path, found_in: Path | None, tree: FixtureTree | None) -> str | None:
    """Why `path` must not be read: a symlink met in a folder walk (or named inside the
    fixture tree) whose target is outside that folder and outside the tree."""
    if not path.is_symlink() and (found_in is None or not _has_linked_parent(path, found_in)):
        return None
    walls = [w for w in (found_in, tree.root if tree else None) if w is not None]
    named_outside_tree = found_in is None and (
        tree is None or not is_within(Path(os.path.abspath(path)).parent, tree.root)
    )
    if named_outside_tree:
        return None  # a link named on the command line, outside the tree: the user's call
    if any(is_within(path, wall) for wall in walls):
        return None
    return (
        f"symlink to {printable(real_path(path))}, outside "
        f"{' and '.join(printable(w) for w in walls)}: not followed"
    )


def _has_linked_parent(path: Path, base: Path) -> bool:
    return any(p.is_symlink() for p in path.parents if base in p.parents)


def read_target(path: Path, config: Config, tree: FixtureTree | None) -> ScanTarget | str:
    """The file as a scan target, or a one-line reason it cannot be read."""
    display = _display(path, config)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            # A FIFO would block the read forever; a device never ends.
            return "not a regular file (a folder, FIFO, socket or device): not read"
        size = info.st_size
        with path.open("rb") as handle:
            head = handle.read(8)
            handle.seek(0)
            if head.startswith(b"%PDF-"):
                if size > PDF_LIMIT:
                    return (
                        f"{size // 1_048_576} MB PDF: over {PDF_LIMIT // 1_048_576} MB, not scanned"
                    )
                data = handle.read()
            else:
                data = handle.read(READ_LIMIT)
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"
    except ValueError:  # a NUL byte or a lone surrogate in the name
        return "cannot read: not a usable file name"
    rel = tree.relative(path) if tree is not None else None
    if rel in (None, "."):
        rel = None
    return ScanTarget.of(display, data, rel=rel)


def _display(path: Path, config: Config) -> str:
    """As `check` shows paths (relative to the project) when inside it, else as given, so
    a reviewed finding is the same finding whichever command reports it."""
    absolute = path if path.is_absolute() else Path.cwd() / path
    resolved = Path(os.path.abspath(absolute))
    try:
        resolved.relative_to(config.project_dir)
    except ValueError:
        return path.as_posix()
    return relative_display(resolved, config.project_dir)


def run_scan(
    paths: Iterable[Path],
    config: Config,
    *,
    select: frozenset[str] | None = None,
    ignore: frozenset[str] = frozenset(),
    today: dt.date | None = None,
    cache: Cache | None = None,
    jobs: int | None = None,
    progress: ProgressCallback | None = None,
) -> CheckReport:
    """Scan files and folders; findings settled as `check` settles them.

    Each file is read once and every content family reads the same target; unchanged
    files are served from `cache`, the others analysed here or over `jobs` processes.
    """
    from fixture_guard.rules.secrets import Unscanned

    enabled = enabled_codes(config, select=select, ignore=ignore)
    tree = FixtureTree.at(config.root) if config.root.is_dir() else None
    families = _scanning_families(enabled)
    if not families:
        content = {
            rule.code[:3] + "xx"
            for module in FAMILIES.values()
            if callable(getattr(module, "scan", None))
            for rule in module.RULES
        }
        raise InputError(
            "the rule selection leaves nothing for scan to run: it runs the content rules "
            f"({', '.join(sorted(content))}); the others need `check`"
        )
    raw: list[Finding] = []
    files = 0
    # Each file's own findings (a reason it was not read, or read only in part) come
    # first, then what the families found in it: (position in `raw`, item to analyse).
    items: list[FileItem] = []
    places: list[int] = []
    for path, found_in in expand(paths):
        files += 1
        refused = walled_out(path, found_in, tree)
        if refused is not None:
            raw.append(Unscanned.finding(_display(path, config), refused, key="symlink-out"))
            continue
        if found_in is not None and _is_dir(path):
            files -= 1
            continue  # a linked folder inside the walls: not walked into, as before
        target = read_target(path, config, tree)
        if isinstance(target, str):
            raw.append(Unscanned.finding(_display(path, config), target, key=target))
            continue
        try:
            size = path.stat().st_size
        except OSError:
            size = len(target.data)
        if size > len(target.data) and target.media != "pdf":
            raw.append(
                Unscanned.finding(
                    target.display,
                    f"{size / 1_048_576:.1f} MB: only the first "
                    f"{READ_LIMIT // 1_048_576} MB were scanned",
                    key="head-only",
                )
            )
        items.append(FileItem(target.display, target.data, rel=target.rel))
        places.append(len(raw))
    analyser = Analyser(config, cache, jobs=jobs, progress=progress)
    outcomes = analyser.run(items, families, total=len(items)) if families else []
    merged: list[Finding] = []
    start = 0
    for place, outcome in zip(places, outcomes, strict=True):
        merged.extend(raw[start:place])
        start = place
        for name in families:
            merged.extend(outcome.findings.get(name, []))
    merged.extend(raw[start:])
    merged = [f for f in merged if f.code in enabled]
    report = settle(merged, config, today=today or dt.date.today(), files_checked=files)
    report.files_analysed = analyser.counts.analysed
    report.files_cached = analyser.counts.cached
    if cache is not None:
        cache.save()
    return report


def _scanning_families(enabled: set[str]) -> list[str]:
    """The families with a `scan` and an enabled rule, in registry order."""
    return [
        name
        for name, module in FAMILIES.items()
        if callable(getattr(module, "scan", None))
        and any(rule.code in enabled for rule in module.RULES)
    ]
