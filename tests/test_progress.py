"""Progress on stderr: only on a terminal, outside CI, not with --quiet, text output only;
nothing for a run shorter than a second, and the line erased at the end."""

from __future__ import annotations

import io

import pytest
from helpers import run

from fixture_guard.cli.progress import DELAY, Progress, progress_wanted

TTY = {"stderr_is_tty": True, "quiet": False, "output_format": "text"}


def test_a_terminal_outside_ci_shows_progress() -> None:
    assert progress_wanted(env={}, **TTY)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "env"),
    [
        ({"stderr_is_tty": False}, {}),  # a pipe, a file, a CI log
        ({}, {"CI": "true"}),
        ({}, {"CI": "1"}),
        ({}, {"TERM": "dumb"}),
        ({"quiet": True}, {}),
        ({"output_format": "json"}, {}),
        ({"output_format": "sarif"}, {}),
        ({"output_format": "junit"}, {}),
        ({"output_format": "gitlab"}, {}),
        ({"output_format": "github"}, {}),
    ],
)
def test_no_progress_where_it_would_be_noise(
    change: dict[str, object], env: dict[str, str]
) -> None:
    assert not progress_wanted(env=env, **{**TTY, **change})  # type: ignore[arg-type]


def test_ci_set_to_false_is_not_ci() -> None:
    assert progress_wanted(env={"CI": "false"}, **TTY)  # type: ignore[arg-type]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _progress() -> tuple[Progress, io.StringIO, Clock]:
    stream, clock = io.StringIO(), Clock()
    progress = Progress(stream)
    progress._now = clock
    progress.started = clock.now
    return progress, stream, clock


def test_a_quick_run_prints_nothing() -> None:
    progress, stream, clock = _progress()
    for done in range(1, 101):
        clock.now += (DELAY * 0.9) / 100
        progress(done, 100, done * 1000)
    progress.close()
    assert stream.getvalue() == ""


def test_a_long_run_shows_files_and_throughput_then_erases_its_line() -> None:
    progress, stream, clock = _progress()
    clock.now += 2.0
    progress(50, 200, 10_000_000)
    assert "50/200 files" in stream.getvalue() and "5.0 MB/s" in stream.getvalue()
    clock.now += 0.01
    progress(51, 200, 10_100_000)  # too soon to rewrite
    assert "51/200" not in stream.getvalue()
    clock.now += 1.0
    progress(200, 200, 20_000_000)
    progress.close()
    assert stream.getvalue().endswith("\r\x1b[K")


def test_cli_runs_under_a_test_runner_print_no_progress(bench: object) -> None:
    result = run("check")  # stderr is not a terminal here
    assert "files ·" not in result.stderr
