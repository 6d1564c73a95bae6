"""The fixture tree on disk: its parts, and paths that never leave its root."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path, PurePosixPath

from fixture_guard.errors import UnsafePath

SHARED = "_shared"
SHARED_DIRS = ("html", "pdf", "expected")
OPERATION_DIRS = ("search", "extract", "fetch", "errors")
#: Bench metadata that may sit at the root beside the captured fixtures.
ROOT_FILES = frozenset({"golden-set.json", "judgments.json", "manifest.json", "README.md"})
ROOT_DIRS = frozenset({SHARED, "runs"})
PROVIDER_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")

_WINDOWS_DRIVE = re.compile(r"^[A-Za-z]:")
#: What POSIX file systems accept: a longer name fails with ENAMETOOLONG on every call.
MAX_SEGMENT_BYTES = 255
MAX_PATH_BYTES = 4096


def real_path(path: Path | str) -> Path:
    """`path` with every symlink resolved, never raising: a symlink loop or a name too
    long stays as far as it could be resolved (it then exists as nothing)."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return Path(os.path.abspath(path))


def is_within(path: Path | str, base: Path | str) -> bool:
    """Whether `path`, symlinks resolved, is `base` (symlinks resolved) or under it."""
    real, real_base = real_path(path), real_path(base)
    return real == real_base or real_base in real.parents


def resolve_within(base: Path, path: Path, *, what: str) -> Path:
    """The wall every read and write of the tree goes through.

    Returns `path` with its symlinks resolved when that stays inside `base` (itself
    resolved); raises UnsafePath, naming `what` and where it leads, when it does not.
    `score` calls it for `runs/`, `manifest update` and `redact` for the manifest they
    write, `scan` for links met in folders, `check` and `manifest diff` for the
    manifest they read.
    """
    if "\x00" in str(path):
        raise UnsafePath(f"{what}: the path contains a NUL byte")
    real = real_path(path)
    if not is_within(real, base):
        raise UnsafePath(
            f"{what} {_shown(path)} leads to {_shown(real)}, outside {_shown(base)}: "
            "fixture-guard reads and writes only inside it (replace the symlink by the file)"
        )
    return real


def lexical_base(path: Path, *bases: Path) -> Path:
    """The first of `bases` that holds `path` by name (symlinks not followed), else the
    folder `path` is in: the wall a symlink named `path` must not climb over."""
    absolute = Path(os.path.abspath(path))
    for base in bases:
        for form in (Path(os.path.abspath(base)), real_path(base)):
            if form == absolute or form in absolute.parents:
                return form
    return absolute.parent


def _shown(path: Path | str) -> str:
    return str(path).encode("utf-8", "backslashreplace").decode("utf-8")


@lru_cache(maxsize=1 << 16)  # asked about each path several times a run
def unsafe_reason(rel: str) -> str | None:
    """Why a manifest path may not be used as given, or None when it is well-formed.

    Purely lexical; `FixtureTree.resolve` adds the symlink check.
    """
    if not rel:
        return "empty path"
    if "\x00" in rel:
        return "contains a NUL byte"
    if "\\" in rel:
        return "contains a backslash (paths are POSIX, relative to the root)"
    if rel.startswith("/") or _WINDOWS_DRIVE.match(rel):
        return "is absolute (paths are relative to the fixture root)"
    parts = rel.split("/")
    if ".." in parts:
        return "climbs out of the fixture root with '..'"
    if any(p in ("", ".") for p in parts):
        return "is not normalised (empty or '.' segment)"
    try:
        encoded = [p.encode("utf-8") for p in parts]
    except UnicodeEncodeError:
        return "is not valid Unicode (a lone surrogate)"
    if any(len(p) > MAX_SEGMENT_BYTES for p in encoded):
        return f"has a segment over {MAX_SEGMENT_BYTES} bytes (no file system stores it)"
    if sum(len(p) + 1 for p in encoded) > MAX_PATH_BYTES:
        return f"is over {MAX_PATH_BYTES} bytes long"
    return None


@dataclass(frozen=True)
class FixtureTree:
    """A fixture root. Every path handed out is relative to it, POSIX, and inside it."""

    root: Path

    @classmethod
    def at(cls, root: Path) -> FixtureTree:
        return cls(real_path(root))

    def resolve(self, rel: str) -> Path:
        """The absolute path of `rel`, refusing anything that would leave the root."""
        reason = unsafe_reason(rel)
        if reason:
            raise UnsafePath(f"{rel!r} {reason}")
        candidate = self.root / rel
        if rel in self._walk[1]:
            return candidate  # met by the walk as a plain file under plain folders
        if not is_within(candidate, self.root):
            raise UnsafePath(f"{rel!r} resolves outside the fixture root (symlink)")
        return candidate

    def relative(self, path: Path) -> str | None:
        """`path` relative to the root (POSIX), or None when it is outside."""
        try:
            return PurePosixPath(real_path(path).relative_to(self.root)).as_posix()
        except ValueError:
            return None

    @cached_property
    def files(self) -> tuple[str, ...]:
        """Every file and symlink under the root, sorted; hidden entries and runs/ skipped."""
        return self._walk[0]

    @cached_property
    def _walk(self) -> tuple[tuple[str, ...], frozenset[str], frozenset[str]]:
        """(every file and symlink, the plain files among them, the symlinks), from one
        walk that reads each folder's entry types once (no stat per file): a path the
        walk met as a regular file under regular folders cannot lead out of the root."""
        found: list[str] = []
        plain: set[str] = set()
        links: set[str] = set()
        stack = [("", str(self.root))]
        while stack:
            rel_dir, folder = stack.pop()
            try:
                with os.scandir(folder) as scan:
                    entries = list(scan)
            except OSError:
                continue
            for entry in entries:
                name = entry.name
                if name.startswith("."):
                    continue
                rel = f"{rel_dir}/{name}" if rel_dir else name
                try:
                    is_link = entry.is_symlink()
                    is_dir = not is_link and entry.is_dir(follow_symlinks=False)
                except OSError:
                    is_link = is_dir = False
                if is_dir:
                    if not (rel_dir == "" and name == "runs"):
                        stack.append((rel, entry.path))
                    continue
                found.append(rel)
                if is_link:
                    links.add(rel)
                else:
                    plain.add(rel)
        return tuple(sorted(found)), frozenset(plain), frozenset(links)

    @cached_property
    def providers(self) -> tuple[str, ...]:
        """Top-level folders that are not bench metadata: one per provider."""
        if not self.root.is_dir():
            return ()
        return tuple(
            sorted(
                entry.name
                for entry in self.root.iterdir()
                if entry.is_dir()
                and not entry.is_symlink()
                and entry.name not in ROOT_DIRS
                and not entry.name.startswith((".", "_"))
            )
        )

    def is_walked(self, rel: str) -> bool:
        """Whether the walk met `rel` (a clean relative path: no `.`, `..` or `//`)."""
        return rel in self._walk[1] or rel in self._walk[2]

    def is_symlink(self, rel: str) -> bool:
        if rel in self._walk[1]:
            return False
        if rel in self._walk[2]:
            return True
        return (self.root / rel).is_symlink()


def provider_of(rel: str) -> str | None:
    """The provider a path belongs to, by its first segment; None for `_shared/` and root files."""
    head, sep, _ = rel.partition("/")
    if not sep or head in ROOT_DIRS or head.startswith((".", "_")):
        return None
    return head


def is_covered_by_manifest(rel: str) -> bool:
    """Whether the manifest must list this file: everything under `_shared/` and providers."""
    head, sep, _ = rel.partition("/")
    return bool(sep) and head != "runs" and not head.startswith(".")
