"""How `check`, `scan` and `manifest verify` report: format, --quiet, --statistics, exit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from fixture_guard.cli.options import emit, wants_color
from fixture_guard.engine import CheckReport
from fixture_guard.report import REPORTERS
from fixture_guard.report.statistics import FORMATS as STATISTICS_FORMATS
from fixture_guard.report.statistics import render_statistics

if TYPE_CHECKING:
    from fixture_guard.cache import Cache

F = TypeVar("F", bound=Callable[..., Any])


def habit_options(func: F) -> F:
    """--quiet and --statistics, as ruff users expect them."""
    func = click.option(
        "--statistics",
        is_flag=True,
        help="Print how many findings each rule has instead of the findings (text or json).",
    )(func)
    return click.option(
        "--quiet",
        "-q",
        is_flag=True,
        help="Print the findings and nothing else: no summary, no notice on stderr.",
    )(func)


def report_findings(
    report: CheckReport,
    *,
    output_format: str,
    output: Path | None,
    color: str,
    exit_zero: bool,
    quiet: bool = False,
    statistics: bool = False,
    cache: Cache | None = None,
) -> int:
    """Render `report` as asked, print or write it, and return the exit status.

    With `cache`, masked messages are remembered by content (a second run over an
    unchanged tree masks nothing again) and the cache is saved after rendering."""
    if cache is not None:
        from fixture_guard.cache import activated

        with activated(cache):
            status = report_findings(
                report,
                output_format=output_format,
                output=output,
                color=color,
                exit_zero=exit_zero,
                quiet=quiet,
                statistics=statistics,
            )
        cache.save()
        return status
    status = 1 if report.has_errors and not exit_zero else 0
    if statistics:
        if output_format not in STATISTICS_FORMATS:
            raise click.UsageError(
                f"--statistics prints text or json, not {output_format} "
                f"(drop --statistics, or use --format {' or '.join(STATISTICS_FORMATS)})"
            )
        emit(render_statistics(report, output_format), output)
        return status
    use_color = wants_color(color, output)
    reporter = REPORTERS[output_format](color=use_color, quiet=quiet, exit_code=status)
    emit(reporter.render(report), output, color=use_color)
    return status
