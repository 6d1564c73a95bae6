from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import (
    format_option,
    is_outside_root_skipped,
    open_cache,
    resolve_config,
    skip_outside_root_option,
    speed_options,
    tree_options,
)
from fixture_guard.cli.progress import shown_for_run
from fixture_guard.cli.reporting import habit_options, report_findings
from fixture_guard.engine import build_context, parse_codes, run_check


@click.command("check")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@tree_options
@format_option
@click.option("--select", multiple=True, metavar="CODES", help="Only these rules (FG2, FG205,…).")
@click.option("--ignore", multiple=True, metavar="CODES", help="Skip these rules.")
@click.option("--max-age-days", type=click.IntRange(min=1), help="Warn on older captures (FG404).")
@click.option(
    "--exit-zero", is_flag=True, help="Exit 0 even with findings (for a gradual rollout)."
)
@skip_outside_root_option
@speed_options
@habit_options
def check_command(
    paths: tuple[Path, ...],
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    output_format: str,
    output: Path | None,
    color: str,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    max_age_days: int | None,
    exit_zero: bool,
    skip_outside_root: bool,
    jobs: int | None,
    no_cache: bool,
    cache_dir: Path | None,
    quiet: bool,
    statistics: bool,
) -> int:
    """Check the fixture tree: layout, manifest integrity, the nine classes, capture policy.

    With PATHS, per-file rules look only at those files (a commit hook's staged files)
    and tree-level rules only at the providers they belong to. A PATH that does not
    exist, or lies outside the fixture root, is an error (exit 2); see
    --skip-outside-root for hooks.

    Never writes to the tree: the only thing it writes is its cache of per-file results
    (.fixture-guard-cache beside the configuration, or --cache-dir), so that an unchanged
    file is not analysed twice; with --no-cache it writes nothing at all. Per-file
    analysis runs on every CPU (--jobs).
    """
    config = resolve_config(
        config_path,
        root,
        manifest_path,
        golden_set_path,
        notice=not quiet,
        max_age_days=max_age_days,
    )
    ctx = build_context(
        config,
        paths=paths or None,
        skip_outside_root=is_outside_root_skipped(skip_outside_root),
    )
    cache = open_cache(config, no_cache=no_cache, cache_dir=cache_dir)
    with shown_for_run(quiet=quiet, output_format=output_format) as progress:
        report = run_check(
            ctx,
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
