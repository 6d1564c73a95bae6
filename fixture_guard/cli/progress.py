"""Progress on stderr for long runs: files done and MB/s, on a terminal only.

A run that takes more than about a second shows one line on stderr, rewritten in place
(`fixture-guard: 1,234/6,747 files · 12.3 MB/s`) and erased at the end. Never where a
line would be noise or break a parser: not when stderr is not a terminal (a pipe, a
file, a CI log), not under CI (`CI` set, as every CI service sets it), not with
`--quiet`, and not for the machine formats (json, sarif, junit, gitlab, github).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator, Mapping
from typing import TextIO

#: Seconds of silence before the first line: a quick run prints nothing.
DELAY = 1.0
#: Seconds between two rewrites of the line.
INTERVAL = 0.1


def progress_wanted(
    *, stderr_is_tty: bool, env: Mapping[str, str], quiet: bool, output_format: str
) -> bool:
    """Whether a run may show progress: a terminal, no CI, not quiet, text output."""
    if not stderr_is_tty or quiet or output_format != "text":
        return False
    if env.get("CI", "").lower() not in ("", "0", "false", "no"):
        return False
    return env.get("TERM", "") != "dumb"


class Progress:
    """A callback for `perfile.Analyser`: (files done, files in all, bytes done)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self._now = time.monotonic
        self.started = self._now()
        self._last = 0.0
        self._shown = False

    def __call__(self, done: int, total: int, done_bytes: int) -> None:
        now = self._now()
        elapsed = now - self.started
        if elapsed < DELAY or (now - self._last < INTERVAL and done < total):
            return
        self._last = now
        rate = done_bytes / 1_000_000 / elapsed if elapsed > 0 else 0.0
        self.stream.write(f"\r\x1b[Kfixture-guard: {done:,}/{total:,} files · {rate:.1f} MB/s")
        self.stream.flush()
        self._shown = True

    def close(self) -> None:
        """Erase the line, if one was shown."""
        if self._shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._shown = False


@contextlib.contextmanager
def shown_for_run(*, quiet: bool, output_format: str) -> Iterator[Progress | None]:
    """A Progress for the run inside the block (None when not `progress_wanted`),
    its line erased when the block ends, however it ends."""
    progress = for_run(quiet=quiet, output_format=output_format)
    try:
        yield progress
    finally:
        if progress is not None:
            progress.close()


def for_run(*, quiet: bool, output_format: str) -> Progress | None:
    """A Progress for this run when `progress_wanted`, else None."""
    try:
        tty = sys.stderr.isatty()
    except (AttributeError, ValueError):
        tty = False
    wanted = progress_wanted(
        stderr_is_tty=tty, env=os.environ, quiet=quiet, output_format=output_format
    )
    return Progress() if wanted else None
