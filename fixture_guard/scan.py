"""`fixture-guard scan`: the content detectors on any files, inside the tree or not.

Every rule family that exports `scan(target, config)` runs (secrets, personal data,
hidden text…: a new family plugs in by exporting it). Findings go through the same
severities, excludes, waivers and reviewed-findings baseline as `check`.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.detect.extract import MAX_SCAN_CHARS
from fixture_guard.engine import CheckReport, enabled_codes, settle
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding
from fixture_guard.rules import FAMILIES
from fixture_guard.rules.base import relative_display
from fixture_guard.tree import FixtureTree

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


def expand(paths: Iterable[Path]) -> Iterator[Path]:
    """Files named, and files under folders named (hidden entries skipped, links not
    followed into folders), in a stable order. A missing path is a usage error."""
    for path in paths:
        if path.is_dir():
            for dirpath, dirnames, filenames in os.walk(path, followlinks=False):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
                for name in sorted(filenames):
                    if not name.startswith("."):
                        yield Path(dirpath) / name
        elif path.exists() or path.is_symlink():
            yield path
        else:
            raise InputError(f"{path}: no such file or folder")


def read_target(path: Path, config: Config, tree: FixtureTree | None) -> ScanTarget | str:
    """The file as a scan target, or a one-line reason it cannot be read."""
    display = _display(path, config)
    try:
        size = path.stat().st_size
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
) -> CheckReport:
    """Scan files and folders; findings settled as `check` settles them."""
    from fixture_guard.rules.secrets import Unscanned

    enabled = enabled_codes(config, select=select, ignore=ignore)
    tree = FixtureTree.at(config.root) if config.root.is_dir() else None
    functions = scanners(enabled)
    raw: list[Finding] = []
    files = 0
    for path in expand(paths):
        files += 1
        target = read_target(path, config, tree)
        if isinstance(target, str):
            raw.append(Unscanned.finding(_display(path, config), target, key=target))
            continue
        size = path.stat().st_size
        if size > len(target.data) and target.media != "pdf":
            raw.append(
                Unscanned.finding(
                    target.display,
                    f"{size / 1_048_576:.1f} MB: only the first "
                    f"{READ_LIMIT // 1_048_576} MB were scanned",
                    key="head-only",
                )
            )
        for function in functions:
            raw.extend(f for f in function(target, config) if f.code in enabled)
    raw = [f for f in raw if f.code in enabled]
    return settle(raw, config, today=today or dt.date.today(), files_checked=files)
