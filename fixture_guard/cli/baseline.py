from __future__ import annotations

import json
from pathlib import Path

import click

from fixture_guard.cli.options import resolve_config, tree_options
from fixture_guard.config import Config
from fixture_guard.engine import CheckReport, build_context, run_check
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding


@click.group("baseline")
def baseline_group() -> None:
    """Reviewed findings: record that a finding was looked at and accepted.

    \b
    A review is keyed by rule, path and the hash of the matched value — never by line,
    never by the value — so it survives edits elsewhere in the file and lapses when the
    value changes. Reports list reviewed findings apart; they do not fail the run.
    The file is .fixture-guard-baseline.json beside the config (`baseline = …` to move it).
    """


def _current(config: Config, scan_paths: tuple[Path, ...]) -> CheckReport:
    """Findings as `scan PATHS` (or `check` on the tree, without paths) reports them."""
    if scan_paths:
        from fixture_guard.scan import run_scan

        return run_scan(scan_paths, config)
    return run_check(build_context(config))


@baseline_group.command("add")
@click.argument("fingerprints", nargs=-1, required=True)
@tree_options
@click.option("--reason", required=True, help="Why the finding is acceptable.")
@click.option("--reviewer", required=True, help="Who reviewed it.")
@click.option(
    "--scan",
    "scan_paths",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    help="Find the findings with `scan PATH` instead of `check` on the tree (repeatable).",
)
def add_command(
    fingerprints: tuple[str, ...],
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    reason: str,
    reviewer: str,
    scan_paths: tuple[Path, ...],
) -> int:
    """Accept findings by FINGERPRINT (from `--format json` or SARIF partialFingerprints).

    A prefix of 8 or more characters is enough when it names one finding.
    """
    from fixture_guard.baseline import load_baseline

    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    report = _current(config, scan_paths)
    candidates = report.findings + [b.finding for b in report.baselined]
    chosen: list[Finding] = []
    for wanted in fingerprints:
        if len(wanted) < 8:
            raise click.UsageError(f"{wanted}: give at least 8 characters of the fingerprint")
        matches = {f.fingerprint: f for f in candidates if f.fingerprint.startswith(wanted)}
        if not matches:
            raise InputError(f"{wanted}: no current finding has this fingerprint")
        if len(matches) > 1:
            raise InputError(f"{wanted}: names {len(matches)} findings; give more characters")
        chosen.extend(matches.values())
    baseline = load_baseline(config)
    for finding in chosen:
        baseline.accept(finding, reason=reason, reviewer=reviewer)
        shown = f" {finding.masked}" if finding.masked else ""
        click.echo(f"reviewed {finding.code} {finding.path}:{shown} — {reason}")
    baseline.save()
    click.echo(f"wrote {baseline.path.name}: {len(baseline.reviews)} reviewed finding(s)")
    return 0


@baseline_group.command("list")
@tree_options
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
)
def list_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    output_format: str,
) -> int:
    """List reviewed findings (masked values only)."""
    from fixture_guard.baseline import load_baseline

    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    reviews = sorted(load_baseline(config).reviews.values(), key=lambda r: (r.path, r.rule))
    if output_format == "json":
        data = [{**r.to_raw(), "fingerprint": r.fingerprint} for r in reviews]
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    for review in reviews:
        shown = f" {review.masked}" if review.masked else ""
        click.echo(
            f"{review.fingerprint[:12]}  {review.rule} {review.path}:{shown} — {review.reason} "
            f"({review.reviewer}, {review.reviewed_at})"
        )
    click.echo(f"{len(reviews)} reviewed finding(s)")
    return 0


@baseline_group.command("prune")
@tree_options
@click.option(
    "--scan",
    "scan_paths",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    help="Judge against `scan PATH` instead of `check` on the tree (repeatable).",
)
@click.option("--dry-run", is_flag=True, help="Say what would be dropped; write nothing.")
def prune_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    scan_paths: tuple[Path, ...],
    dry_run: bool,
) -> int:
    """Drop reviews that match no current finding (the value changed or is gone)."""
    from fixture_guard.baseline import load_baseline

    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    report = _current(config, scan_paths)
    baseline = load_baseline(config)
    lapsed = baseline.prune(report.findings + [b.finding for b in report.baselined])
    for review in lapsed:
        click.echo(f"lapsed   {review.rule} {review.path} — {review.reason}")
    if lapsed and not dry_run:
        baseline.save()
    click.echo(f"{len(lapsed)} lapsed review(s)" + (" (dry run)" if dry_run else ""))
    return 0
