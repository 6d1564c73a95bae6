"""Fault injection on the commands that write: kill -9 anywhere, two writers at once.

Writers run in forked processes (the test process's imports are shared, so a trial
costs a fork, not an interpreter start). A trial of "kill -9 at a random point" counts
the file-system calls a writer makes (open, write, fsync, link, rename, unlink), picks
one at random and has the process SIGKILL itself right before it: no exception handler,
no `finally`, no atexit runs, exactly as with `kill -9` from outside.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from fixture_guard.atomic import find_debris
from fixture_guard.cli import cli
from fixture_guard.journal import JOURNAL_NAME

F = Path("fixtures")
KILL_TRIALS = 50
CONCURRENT_TRIALS = 20
CAPTURED = "2026-10-14T18:03:11Z"

pytestmark = pytest.mark.skipif(
    not hasattr(os, "fork") or sys.platform == "darwin", reason="needs fork() on Linux"
)


def _invoke(bench: Path, args: list[str]) -> int:
    os.chdir(bench)
    result = CliRunner().invoke(cli, args)
    return result.exit_code


def _fork(action: Callable[[], int]) -> int:
    """Run `action` in a child process; its pid."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        code = 99
        try:
            code = action()
        finally:
            os._exit(code)
    return pid


def _wait(pid: int) -> int:
    _, status = os.waitpid(pid, 0)
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


_FS_CALLS = ("open", "write", "fsync", "link", "replace", "rename", "unlink", "rmdir", "mkdir")


def _die_at(call_number: int | None) -> Callable[[], int]:
    """In the child: SIGKILL right before the `call_number`-th file-system call (None:
    never). Returns a function telling how many calls were made so far."""
    seen = 0

    def wrap(name: str) -> None:
        original = getattr(os, name)

        def counted(*args: object, **kwargs: object) -> object:
            nonlocal seen
            seen += 1
            if call_number is not None and seen == call_number:
                os.kill(os.getpid(), signal.SIGKILL)
            return original(*args, **kwargs)

        setattr(os, name, counted)

    for name in _FS_CALLS:
        wrap(name)
    return lambda: seen


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def _snapshot(bench: Path) -> dict[str, str | None]:
    """Every file of the tree (hidden ones included) and the manifest, by content."""
    files = {
        str(p.relative_to(bench)): _digest(p) for p in sorted((bench / F).rglob("*")) if p.is_file()
    }
    files["manifest.json"] = _digest(bench / "manifest.json")
    return files


def _count_calls(bench: Path, args: list[str], tmp: Path) -> int:
    counter = tmp / "calls"
    real_open, real_write = os.open, os.write

    def action() -> int:
        calls = _die_at(None)
        code = _invoke(bench, args)
        fd = real_open(counter, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        real_write(fd, str(calls()).encode())
        return code

    assert _wait(_fork(action)) == 0
    return int(counter.read_text())


def _save(bench: Path, to: Path) -> None:
    shutil.copytree(bench / F, to / "fixtures", symlinks=True)
    shutil.copy2(bench / "manifest.json", to / "manifest.json")


def _restore(bench: Path, saved: Path) -> None:
    shutil.rmtree(bench / F)
    shutil.copytree(saved / "fixtures", bench / F, symlinks=True)
    shutil.copy2(saved / "manifest.json", bench / "manifest.json")


# --- the writers under test ---------------------------------------------------------------


def _new_files(bench: Path, tag: str, count: int = 3) -> list[str]:
    rels = [f"alpha-search/errors/x-{tag}-{i}.json" for i in range(count)]
    for rel in rels:
        (bench / F / rel).write_text(json.dumps({"tag": tag, "rel": rel}))
    return rels


def _update_args(rels: list[str], case: str) -> list[str]:
    return [
        "manifest",
        "update",
        *[f"fixtures/{r}" for r in rels],
        "--class",
        "5xx",
        "--case",
        case,
        "--captured-at",
        CAPTURED,
    ]


def _raw_page(bench: Path, tag: str) -> Path:
    raw = bench / f"raw-{tag}.html"
    raw.write_text(
        f"<html><head><title>{tag}</title></head><body><article><p>Nota {tag}: la planta "
        "de Celaya produce varilla.</p></article></body></html>",
        encoding="utf-8",
    )
    return raw


def _redact_args(raw: Path, case: str) -> list[str]:
    return [
        "redact",
        str(raw),
        "--into",
        "fixtures",
        "--provider",
        "alpha-search",
        "--case",
        case,
        "--class",
        "html",
        "--kind",
        "corporate",
        "--captured-at",
        CAPTURED,
    ]


def _listed(bench: Path) -> set[str]:
    manifest = json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
    return {rel for files in manifest["cases"].values() for rel in files}


def _assert_whole(bench: Path) -> None:
    """After the next writer: parseable manifest, no journal, no debris anywhere."""
    json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
    assert not (bench / F / JOURNAL_NAME).exists()
    assert list(find_debris([bench], recursive_under=bench / F)) == []


# --- kill -9 at random points -------------------------------------------------------------


@pytest.mark.parametrize("writer", ["manifest update", "redact"])
def test_kill_9_at_random_points_never_leaves_a_half_written_tree(
    bench: Path, tmp_path: Path, writer: str
) -> None:
    rng = random.Random(13)
    if writer == "manifest update":
        args = _update_args(_new_files(bench, "k"), "err-kill")
    else:
        args = _redact_args(_raw_page(bench, "k"), "gs-001")
    _save(bench, tmp_path / "before")
    before = _snapshot(bench)
    calls = _count_calls(bench, args, tmp_path)
    after = _snapshot(bench)
    assert after != before
    killed = 0
    for _trial in range(KILL_TRIALS):
        _restore(bench, tmp_path / "before")
        at = rng.randint(1, calls)

        def action(at: int = at) -> int:
            _die_at(at)
            return _invoke(bench, args)

        status = _wait(_fork(action))
        killed += status == -signal.SIGKILL
        # Right after the kill, no fixture and no manifest is half-written: each holds its
        # bytes from before or from after (hidden staging files aside).
        for rel, digest in _snapshot(bench).items():
            if not Path(rel).name.startswith("."):
                assert digest in (before.get(rel), after.get(rel)), (at, rel)
        # Once the next writer ran, the tree is one of the two states, whole.
        assert _invoke(bench, ["manifest", "update", "--captured-at", CAPTURED]) in (0, 1)
        _assert_whole(bench)
        assert _snapshot(bench) in (before, after), at
    assert killed >= KILL_TRIALS * 0.9


# --- two writers at once ------------------------------------------------------------------


def test_two_concurrent_writers_lose_nothing(bench: Path) -> None:
    for trial in range(CONCURRENT_TRIALS):
        kind = ("update+update", "redact+redact", "redact+update")[trial % 3]
        expected: set[str] = set()
        argv: list[list[str]] = []
        for side in "ab":
            tag = f"{trial}{side}"
            if kind.split("+")[side == "b"] == "update":
                rels = _new_files(bench, tag)
                argv.append(_update_args(rels, f"err-{tag}"))
                expected |= set(rels)
            else:
                argv.append(_redact_args(_raw_page(bench, tag), f"gs-{tag}"))
                expected.add(f"_shared/html/raw-{tag}.html")
        pids = [_fork(lambda args=args: _invoke(bench, args)) for args in argv]
        statuses = [_wait(pid) for pid in pids]
        assert statuses == [0, 0], (trial, kind, statuses)
        listed = _listed(bench)
        assert expected <= listed, (trial, kind, expected - listed)
        _assert_whole(bench)


def test_a_second_writer_waits_or_fails_with_no_wait(bench: Path) -> None:
    from fixture_guard.lock import writer_lock

    rels = _new_files(bench, "w")
    with writer_lock((bench / F).resolve(), command="test"):
        result = CliRunner().invoke(cli, [*_update_args(rels, "err-w"), "--no-wait"])
        assert result.exit_code == 2
        assert "another fixture-guard writer holds the tree (pid" in result.stderr
        pid = _fork(lambda: _invoke(bench, _update_args(rels, "err-w")))
        import time

        time.sleep(1.0)
        assert os.waitpid(pid, os.WNOHANG) == (0, 0)  # still waiting for us
    assert _wait(pid) == 0
    assert set(rels) <= _listed(bench)
    assert not (bench / F / ".fixture-guard.lock").exists()


# --- journals -----------------------------------------------------------------------------


def _kill_redact_between_renames(bench: Path) -> None:
    from fixture_guard.config import load_config
    from fixture_guard.redact import RedactOptions, apply, plan_redaction

    pages = [_raw_page(bench, "j1"), _raw_page(bench, "j2")]

    def action() -> int:
        os.chdir(bench)
        config = load_config()
        plan = plan_redaction(
            pages,
            RedactOptions(
                provider="alpha-search",
                case="gs-001",
                cls="html",
                kind="corporate",
                captured_at=CAPTURED,
            ),
            config,
            root=config.root,
            manifest_path=config.manifest_path,
        )

        def step(name: str) -> None:
            if name.startswith("replaced") and "manifest" not in name:
                os.kill(os.getpid(), signal.SIGKILL)

        apply(plan, root=config.root, step=step)
        return 0

    assert _wait(_fork(action)) == -signal.SIGKILL
    assert (bench / F / JOURNAL_NAME).exists()


def test_a_stale_journal_never_reverts_later_work(bench: Path) -> None:
    before = _snapshot(bench)
    _kill_redact_between_renames(bench)
    check = CliRunner().invoke(cli, ["check", "--format", "json"])
    assert "FG213" in {f["code"] for f in json.loads(check.stdout)["findings"]}
    # The next writer rolls the interrupted commit back first, then does its own work...
    rels = _new_files(bench, "later")
    assert _invoke(bench, _update_args(rels, "err-later")) == 0
    assert not (bench / F / JOURNAL_NAME).exists()
    # ...and nothing after it undoes that work.
    page = _raw_page(bench, "after")
    assert _invoke(bench, _redact_args(page, "gs-002")) == 0
    listed = _listed(bench)
    assert set(rels) <= listed and "_shared/html/raw-after.html" in listed
    assert all(before[rel] == _digest(bench / rel) for rel in before if rel != "manifest.json")


def test_a_journal_whose_files_changed_since_is_reported_never_applied(bench: Path) -> None:
    _kill_redact_between_renames(bench)
    # Someone edits the manifest by hand while the journal is there.
    manifest = bench / "manifest.json"
    manifest.write_text(manifest.read_text().replace('"version": 1', '"version": 1 ', 1))
    edited = manifest.read_bytes()
    state = _snapshot(bench)
    state.pop("fixtures/.fixture-guard.lock", None)  # the dead writer's: the next one removes it
    result = CliRunner().invoke(cli, ["manifest", "update", "--captured-at", CAPTURED])
    assert result.exit_code == 2
    assert "not applied" in result.stderr and "manifest.json" in result.stderr
    assert manifest.read_bytes() == edited and _snapshot(bench) == state
    assert (bench / F / JOURNAL_NAME).exists()


def test_the_next_writer_sweeps_dead_writers_temp_files_and_spares_live_ones(
    bench: Path,
) -> None:
    dead = bench / F / "_shared/html/.page.html.999999.0badc0de.fg-tmp"
    legacy = bench / ".manifest.json.ab12cd34.tmp"
    live = bench / F / f".x.json.{os.getpid()}.0badc0de.fg-tmp"
    for path in (dead, legacy, live):
        path.write_text("{")
    check = CliRunner().invoke(cli, ["check", "--format", "json"])
    flagged = {f["path"] for f in json.loads(check.stdout)["findings"] if f["code"] == "FG214"}
    assert {"fixtures/_shared/html/.page.html.999999.0badc0de.fg-tmp"} <= flagged
    assert ".manifest.json.ab12cd34.tmp" in flagged
    assert _invoke(bench, ["manifest", "update", "--captured-at", CAPTURED]) in (0, 1)
    assert not dead.exists() and not legacy.exists() and live.exists()
