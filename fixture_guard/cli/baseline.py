from __future__ import annotations

import json
from pathlib import Path

import click

from fixture_guard.cli.options import resolve_config, tree_options
from fixture_guard.config import Config
from fixture_guard.engine import CheckReport, build_context, parse_codes, run_check
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding
from fixture_guard.rules import REGISTRY


@click.group("baseline")
def baseline_group() -> None:
    """Reviewed findings: record that a finding was looked at and accepted.

    \b
    A review is keyed by rule, path and the hash of the matched value — never by line,
    never by the value — so it survives edits elsewhere in the file and lapses when the
    value changes. Reports list reviewed findings apart; they do not fail the run.
    The file is .fixture-guard-baseline.json beside the config (`baseline = …` to move it).
    `add` accepts findings by fingerprint or all at once (--all-current), `audit` asks
    about each finding in turn, `list` shows the reviews, `prune` drops lapsed ones.
    """


def _current(config: Config, scan_paths: tuple[Path, ...]) -> CheckReport:
    """Findings as `scan PATHS` (or `check` on the tree, without paths) reports them."""
    if scan_paths:
        from fixture_guard.scan import run_scan

        return run_scan(scan_paths, config)
    return run_check(build_context(config))


_SCAN_OPTION = click.option(
    "--scan",
    "scan_paths",
    multiple=True,
    type=click.Path(exists=True, path_type=Path),
    help="Find the findings with `scan PATH` instead of `check` on the tree (repeatable).",
)


@baseline_group.command("add")
@click.argument("fingerprints", nargs=-1)
@tree_options
@click.option("--reason", required=True, help="Why the findings are acceptable.")
@click.option("--reviewer", required=True, help="Who reviewed them.")
@_SCAN_OPTION
@click.option(
    "--all-current",
    is_flag=True,
    help="Accept every current finding (of the --select rules) instead of naming them: "
    "a baseline for a tree adopted with findings, as detect-secrets and gitleaks make one.",
)
@click.option(
    "--select", multiple=True, metavar="CODES", help="With --all-current: only these rules."
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
    all_current: bool,
    select: tuple[str, ...],
) -> int:
    """Accept findings by FINGERPRINT (from `--format json` or SARIF partialFingerprints),
    or every current one with --all-current.

    A prefix of 8 or more characters is enough when it names one finding. Values are
    stored as hashes and shown masked, never whole.
    """
    from fixture_guard.baseline import load_baseline

    if all_current == bool(fingerprints):
        raise click.UsageError("give FINGERPRINTs or --all-current (one of the two)")
    if select and not all_current:
        raise click.UsageError("--select goes with --all-current")
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    report = _current(config, scan_paths)
    if all_current:
        codes = parse_codes(select, "--select") if select else None
        chosen = [f for f in report.findings if codes is None or f.code in codes]
    else:
        chosen = _by_fingerprint(report, fingerprints)
    baseline = load_baseline(config)
    for finding in chosen:
        baseline.accept(finding, reason=reason, reviewer=reviewer)
        if not all_current:
            click.echo(f"reviewed {_shown(finding)} — {reason}")
    if all_current:
        click.echo(f"reviewed {len(chosen)} current finding(s) — {reason}")
    baseline.save()
    click.echo(f"wrote {baseline.path.name}: {len(baseline.reviews)} reviewed finding(s)")
    return 0


def _by_fingerprint(report: CheckReport, fingerprints: tuple[str, ...]) -> list[Finding]:
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
    return chosen


def _shown(finding: Finding) -> str:
    """A finding in one line: rule, place, message. Messages hold masked values only."""
    where = finding.path + (f":{finding.line}" if finding.line else "")
    return f"{finding.code} {where}: {finding.message}"


@baseline_group.command("audit")
@tree_options
@click.option("--reviewer", required=True, prompt="Reviewer", help="Who is reviewing.")
@click.option("--reason", help="One reason for every finding accepted (else asked each time).")
@_SCAN_OPTION
def audit_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    reviewer: str,
    reason: str | None,
    scan_paths: tuple[Path, ...],
) -> int:
    """Go through the current findings one by one, as `detect-secrets audit` does.

    \b
    For each finding (its value masked, never whole), answer
      y  accept it: it is reviewed, with a reason, and no longer fails the run;
      n  do not accept it: it stays a finding (a review it had is withdrawn);
      s  skip: decide later;
      q  stop here, keeping the answers given so far.
    Findings already reviewed come last, with their review. The baseline is written
    once, at the end; if input ends early (Ctrl-D, Ctrl-C) nothing is written.
    """
    from fixture_guard.baseline import load_baseline

    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    report = _current(config, scan_paths)
    baseline = load_baseline(config)
    items = [(f, None) for f in report.findings] + [(b.finding, b.review) for b in report.baselined]
    if not items:
        click.echo("No current finding to audit.")
        return 0
    answers = {"y": 0, "n": 0, "s": 0}
    for number, (finding, review) in enumerate(items, 1):
        click.echo("")
        click.echo(f"[{number}/{len(items)}] {finding.severity.value} {_shown(finding)}")
        rule = REGISTRY.get(finding.code)
        if rule is not None:
            click.echo(f"    {rule.name}: {rule.summary()}")
        if finding.masked:
            click.echo(f"    value: {finding.masked} (masked)")
        if review is not None:
            click.echo(f"    reviewed by {review.reviewer}, {review.reviewed_at}: {review.reason}")
        answer = click.prompt(
            "Accept it?", type=click.Choice(["y", "n", "s", "q"]), show_choices=True
        )
        if answer == "q":
            break
        answers[answer] += 1
        if answer == "y":
            why = reason or click.prompt(
                "Reason", default=review.reason if review is not None else None
            )
            baseline.accept(finding, reason=why, reviewer=reviewer)
        elif answer == "n":
            baseline.revoke(finding)
    click.echo("")
    if answers["y"] or answers["n"]:
        baseline.save()
    click.echo(
        f"accepted {answers['y']}, not accepted {answers['n']}, skipped {answers['s']}; "
        f"{baseline.path.name}: {len(baseline.reviews)} reviewed finding(s)"
    )
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
