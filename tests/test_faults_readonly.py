"""Commands that only read leave every byte and every mtime as they were, and never
open a connection (not even to this machine)."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path
from typing import Any

import pytest
from helpers import run

CACHE = ".fixture-guard-cache"


def _state(bench: Path, *, cache: bool = False) -> dict[str, tuple[bytes, int]]:
    """Every file and folder of the bench (hidden ones included): bytes and mtime; the
    cache of per-file results (the one thing `check` and `scan` write) only if `cache`."""
    found = {}
    for path in sorted(bench.rglob("*")):
        parts = path.relative_to(bench).parts
        if ".git" in parts or (parts[0] == CACHE and not cache):
            continue
        info = path.lstat()
        data = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
        found[str(path.relative_to(bench))] = (data, info.st_mtime_ns)
    return found


def _git_commit(bench: Path) -> None:
    for args in (
        ["init", "-q", "."],
        ["add", "-A"],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
    ):
        subprocess.run(["git", *args], cwd=bench, check=True)


READERS = [
    ("check",),
    ("check", "--format", "sarif"),
    ("manifest", "verify"),
    ("scan", "fixtures"),
    ("manifest", "diff"),
    ("rules",),
    ("rules", "FG205"),
    ("manifest", "update", "--dry-run"),
]


def test_readers_leave_bytes_and_mtimes_unchanged(bench: Path) -> None:
    _git_commit(bench)
    # Something for every reader to chew on: a change, a stray temp file, a journal.
    (bench / "fixtures/alpha-search/errors/418.json").write_text("{}")
    (bench / "fixtures/.manifest.json.4242.0badc0de.fg-tmp").write_text("{")
    before = _state(bench)
    for args in READERS:
        result = run(*args)
        assert result.exit_code in (0, 1), (args, result.stderr)
        assert _state(bench) == before, args


def test_with_no_cache_readers_write_nothing_at_all(bench: Path) -> None:
    _git_commit(bench)
    (bench / "fixtures/alpha-search/errors/418.json").write_text("{}")
    before = _state(bench, cache=True)
    assert not any(name.startswith(CACHE) for name in before)
    for args in (("check", "--no-cache"), ("scan", "--no-cache", "fixtures")):
        result = run(*args)
        assert result.exit_code in (0, 1), (args, result.stderr)
        assert _state(bench, cache=True) == before, args


def test_check_writes_its_cache_only_in_the_cache_folder(bench: Path) -> None:
    before = _state(bench, cache=True)
    result = run("check")
    assert result.exit_code in (0, 1), result.stderr
    after = _state(bench, cache=True)
    written = {name for name in after if name not in before or after[name] != before[name]}
    assert written and all(name.split("/")[0] == CACHE for name in written), written


class _Connections:
    def __init__(self) -> None:
        self.attempts: list[str] = []

    def refuse(self, what: str) -> Any:
        def refused(*args: Any, **kwargs: Any) -> Any:
            self.attempts.append(f"{what} {args[1:] if what.startswith('socket.') else args}")
            raise OSError(f"no connection allowed in this test ({what})")

        return refused


@pytest.fixture
def connections(monkeypatch: pytest.MonkeyPatch) -> _Connections:
    seen = _Connections()
    for name in ("connect", "connect_ex", "sendto", "sendall"):
        monkeypatch.setattr(socket.socket, name, seen.refuse(f"socket.{name}"))
    monkeypatch.setattr(socket, "create_connection", seen.refuse("create_connection"))
    monkeypatch.setattr(socket, "getaddrinfo", seen.refuse("getaddrinfo"))
    return seen


@pytest.mark.parametrize(
    "args",
    [
        ("check", "--format", "json"),
        ("scan", "fixtures"),
        ("score", "--no-archive", "--format", "json"),
    ],
    ids=["check", "scan", "score"],
)
def test_check_scan_and_score_make_no_connection(
    bench: Path, connections: _Connections, args: tuple[str, ...]
) -> None:
    # A page full of URLs and a PDF with links: nothing may be fetched to read them.
    page = bench / "fixtures/_shared/html/red-5g-celaya.html"
    page.write_text(
        page.read_text().replace(
            "</head>",
            '<link rel="stylesheet" href="https://cdn.example.com/a.css">'
            '<script src="https://cdn.example.com/a.js"></script></head>',
        )
    )
    result = run(*args)
    assert result.exit_code in (0, 1), result.stderr
    assert connections.attempts == []
