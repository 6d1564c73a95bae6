from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import format_option, open_cache, resolve_config, speed_options
from fixture_guard.cli.progress import shown_for_run
from fixture_guard.cli.reporting import habit_options, report_findings
from fixture_guard.engine import parse_codes


@click.command("scan")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--config",
    "config_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="pyproject.toml to read instead of the nearest one with [tool.fixture-guard].",
)
@format_option
@click.option("--select", multiple=True, metavar="CODES", help="Only these rules (FG5, FG501,…).")
@click.option("--ignore", multiple=True, metavar="CODES", help="Skip these rules.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even with findings.")
@speed_options
@habit_options
def scan_command(
    paths: tuple[Path, ...],
    config_path: Path | None,
    output_format: str,
    output: Path | None,
    color: str,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    exit_zero: bool,
    jobs: int | None,
    no_cache: bool,
    cache_dir: Path | None,
    quiet: bool,
    statistics: bool,
) -> int:
    """Scan files or folders for secrets and personal data, inside the tree or not.

    Runs every content detector (secrets, personal data, …) on PATHS: a raw capture
    before `redact`, a folder of fixtures, a single page. Binary, undecodable, huge or
    deeply nested input is a finding (FG508), never a crash; at most 8 MB of text per
    file is read. Detected values are shown masked, never whole. Same formats, exit
    status and reviewed findings (`fixture-guard baseline`) as `check`. Results per
    file are cached as `check` caches them (--no-cache: nothing is written); files are
    analysed on every CPU (--jobs).
    """
    from fixture_guard.scan import run_scan

    # scan reads files anywhere: no root is assumed, so no notice about one.
    config = resolve_config(config_path, None, None, None, notice=False)
    cache = open_cache(config, no_cache=no_cache, cache_dir=cache_dir)
    with shown_for_run(quiet=quiet, output_format=output_format) as progress:
        report = run_scan(
            paths,
            config,
            select=parse_codes(select, "--select") if select else None,
            ignore=parse_codes(ignore, "--ignore"),
            cache=cache,
            jobs=jobs,
            progress=progress,
        )
    return report_findings(
        report,
        output_format=output_format,
        output=output,
        color=color,
        exit_zero=exit_zero,
        quiet=quiet,
        statistics=statistics,
        cache=cache,
    )
