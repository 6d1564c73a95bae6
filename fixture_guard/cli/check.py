from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import (
    emit,
    format_option,
    is_outside_root_skipped,
    resolve_config,
    skip_outside_root_option,
    tree_options,
    wants_color,
)
from fixture_guard.engine import build_context, parse_codes, run_check
from fixture_guard.report import REPORTERS


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
) -> int:
    """Check the fixture tree: layout, manifest integrity, the nine classes, capture policy.

    With PATHS, per-file rules look only at those files (a commit hook's staged files)
    and tree-level rules only at the providers they belong to. A PATH that does not
    exist, or lies outside the fixture root, is an error (exit 2); see
    --skip-outside-root for hooks. Never writes to the tree.
    """
    config = resolve_config(
        config_path, root, manifest_path, golden_set_path, max_age_days=max_age_days
    )
    ctx = build_context(
        config,
        paths=paths or None,
        skip_outside_root=is_outside_root_skipped(skip_outside_root),
    )
    report = run_check(
        ctx,
        select=parse_codes(select, "--select") if select else None,
        ignore=parse_codes(ignore, "--ignore"),
    )
    use_color = wants_color(color, output)
    emit(REPORTERS[output_format](color=use_color).render(report), output, color=use_color)
    return 1 if report.has_errors and not exit_zero else 0
