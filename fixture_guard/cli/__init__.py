"""The `fixture-guard` command line: a thin Click layer over the library.

Each command parses its options, calls the library, hands the result to a reporter
and returns an exit status: 0 clean, 1 findings (or refused work), 2 usage error or
unreadable input. Library errors become one line on stderr, never a traceback.
"""

from __future__ import annotations

import os
import sys

import click

from fixture_guard import __version__
from fixture_guard.cli.check import check_command
from fixture_guard.cli.manifest import manifest_group
from fixture_guard.cli.offline import offline_command
from fixture_guard.cli.rules import rules_command
from fixture_guard.errors import FixtureGuardError

COMMANDS = (check_command, manifest_group, rules_command, offline_command)


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="fixture-guard")
def cli() -> None:
    """Govern recorded web-search fixtures, and score the bench built on them.

    \b
    Exit status: 0 clean, 1 findings, 2 usage error or unreadable input.
    Settings come from [tool.fixture-guard] in the nearest pyproject.toml.
    """


for command in COMMANDS:
    cli.add_command(command)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: runs the group and maps every library error to exit 2."""
    try:
        status = cli.main(args=argv, prog_name="fixture-guard", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("fixture-guard: interrupted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code if exc.exit_code != 1 else 2)
    except FixtureGuardError as exc:
        click.echo(f"fixture-guard: error: {one_line(str(exc))}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("fixture-guard: interrupted", err=True)
        sys.exit(130)
    except Exception as exc:
        if os.environ.get("FIXTURE_GUARD_TRACEBACK"):
            raise
        click.echo(
            f"fixture-guard: internal error: {type(exc).__name__}: {one_line(str(exc))} "
            "(set FIXTURE_GUARD_TRACEBACK=1 to see where)",
            err=True,
        )
        sys.exit(2)
    sys.exit(status if isinstance(status, int) else 0)


def one_line(text: str, limit: int = 400) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
