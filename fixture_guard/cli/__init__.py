"""The `fixture-guard` command line: a thin Click layer over the library.

Each command parses its options, calls the library, hands the result to a reporter
and returns an exit status: 0 clean, 1 findings (or refused work), 2 usage error or
unreadable input. Library errors become one line on stderr, never a traceback.
"""

from __future__ import annotations

import os
from typing import Any

import click

from fixture_guard import __version__
from fixture_guard.cli.baseline import baseline_group
from fixture_guard.cli.cache import cache_group
from fixture_guard.cli.check import check_command
from fixture_guard.cli.manifest import manifest_group
from fixture_guard.cli.offline import offline_command
from fixture_guard.cli.redact import redact_command
from fixture_guard.cli.rules import rules_command
from fixture_guard.cli.scan import scan_command
from fixture_guard.cli.score import pool_command, sample_dates_command, score_command
from fixture_guard.errors import FixtureGuardError

COMMANDS = (
    check_command,
    scan_command,
    redact_command,
    baseline_group,
    manifest_group,
    rules_command,
    score_command,
    pool_command,
    sample_dates_command,
    offline_command,
    cache_group,
)


def one_line(text: str, limit: int = 400) -> str:
    """`text` on one line, cut to `limit`, printable on any terminal (a lone surrogate in
    a file name is shown escaped rather than crash the message that names it)."""
    flat = " ".join(text.split()).encode("utf-8", "backslashreplace").decode("utf-8")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class FixtureGuardGroup(click.Group):
    """Turns a command's returned int into the exit status and errors into one line."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            result = super().invoke(ctx)
        except FixtureGuardError as exc:
            click.echo(f"fixture-guard: error: {one_line(str(exc))}", err=True)
            ctx.exit(2)
        except (click.exceptions.Exit, click.ClickException, click.exceptions.Abort):
            raise
        except OSError as exc:
            # The file system refused a file (permissions, a name too long, a device that
            # fails): a problem with an input, named, not a bug.
            if os.environ.get("FIXTURE_GUARD_TRACEBACK"):
                raise
            where = f"{exc.filename}: " if exc.filename is not None else ""
            click.echo(
                f"fixture-guard: error: {one_line(where + (exc.strerror or str(exc)))}", err=True
            )
            ctx.exit(2)
        except Exception as exc:
            if os.environ.get("FIXTURE_GUARD_TRACEBACK"):
                raise
            click.echo(
                f"fixture-guard: internal error: {type(exc).__name__}: {one_line(str(exc))}\n"
                "This is a bug in fixture-guard, not in your input: please report it with the "
                "command you ran (FIXTURE_GUARD_TRACEBACK=1 shows where it happened).",
                err=True,
            )
            ctx.exit(2)
        if isinstance(result, int):
            ctx.exit(result)
        return result


@click.group(
    cls=FixtureGuardGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, prog_name="fixture-guard")
def cli() -> None:
    """Govern recorded web-search fixtures, and score the bench built on them.

    \b
    Exit status: 0 clean, 1 findings, 2 usage error or unreadable input.
    Settings come from [tool.fixture-guard] in the nearest pyproject.toml.
    """


for command in COMMANDS:
    cli.add_command(command)


def main() -> None:
    """Console entry point (`fixture-guard`, `python -m fixture_guard`)."""
    cli(prog_name="fixture-guard")
