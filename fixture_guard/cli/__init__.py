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
from fixture_guard.errors import FixtureGuardError

#: Command name → (module, attribute). A command's module (and the library behind it)
#: is imported only when that command runs or help lists it: a commit hook running
#: `check` does not pay for importing `score`, `redact` or `baseline`.
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("fixture_guard.cli.check", "check_command"),
    "scan": ("fixture_guard.cli.scan", "scan_command"),
    "redact": ("fixture_guard.cli.redact", "redact_command"),
    "baseline": ("fixture_guard.cli.baseline", "baseline_group"),
    "manifest": ("fixture_guard.cli.manifest", "manifest_group"),
    "rules": ("fixture_guard.cli.rules", "rules_command"),
    "score": ("fixture_guard.cli.score", "score_command"),
    "pool": ("fixture_guard.cli.score", "pool_command"),
    "sample-dates": ("fixture_guard.cli.score", "sample_dates_command"),
    "offline": ("fixture_guard.cli.offline", "offline_command"),
    "cache": ("fixture_guard.cli.cache", "cache_group"),
}


def one_line(text: str, limit: int = 400) -> str:
    """`text` on one line, cut to `limit`, printable on any terminal (a lone surrogate in
    a file name is shown escaped rather than crash the message that names it)."""
    flat = " ".join(text.split()).encode("utf-8", "backslashreplace").decode("utf-8")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class FixtureGuardGroup(click.Group):
    """Turns a command's returned int into the exit status and errors into one line."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in COMMANDS and cmd_name not in self.commands:
            import importlib

            module, attribute = COMMANDS[cmd_name]
            command = getattr(importlib.import_module(module), attribute)
            self.add_command(command, cmd_name)
        return super().get_command(ctx, cmd_name)

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


def main() -> None:
    """Console entry point (`fixture-guard`, `python -m fixture_guard`)."""
    cli(prog_name="fixture-guard")
