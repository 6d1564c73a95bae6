"""The fixture tree on disk: its parts, and paths that never leave its root."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cached_property
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
    return None


@dataclass(frozen=True)
class FixtureTree:
    """A fixture root. Every path handed out is relative to it, POSIX, and inside it."""

    root: Path

    @classmethod
    def at(cls, root: Path) -> FixtureTree:
        return cls(root.resolve())

    def resolve(self, rel: str) -> Path:
        """The absolute path of `rel`, refusing anything that would leave the root."""
        reason = unsafe_reason(rel)
        if reason:
            raise UnsafePath(f"{rel!r} {reason}")
        candidate = self.root / rel
        real = Path(os.path.realpath(candidate))
        if real != self.root and self.root not in real.parents:
            raise UnsafePath(f"{rel!r} resolves outside the fixture root (symlink)")
        return candidate

    def relative(self, path: Path) -> str | None:
        """`path` relative to the root (POSIX), or None when it is outside."""
        try:
            return PurePosixPath(path.resolve().relative_to(self.root)).as_posix()
        except ValueError:
            return None

    @cached_property
    def files(self) -> tuple[str, ...]:
        """Every file and symlink under the root, sorted; hidden entries and runs/ skipped."""
        found: list[str] = []
        for dirpath, dirnames, filenames in os.walk(self.root, followlinks=False):
            rel_dir = os.path.relpath(dirpath, self.root)
            dirnames[:] = sorted(
                d
                for d in dirnames
                if not d.startswith(".") and not (rel_dir == "." and d == "runs")
            )
            # A symlinked directory is reported as an entry; it is never walked into.
            entries = [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]
            dirnames[:] = [d for d in dirnames if d not in entries]
            for name in sorted(filenames + entries):
                if name.startswith("."):
                    continue
                rel = name if rel_dir == "." else f"{rel_dir}/{name}"
                found.append(rel.replace(os.sep, "/"))
        return tuple(sorted(found))

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

    def is_symlink(self, rel: str) -> bool:
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
