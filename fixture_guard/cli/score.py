"""`score`, `pool` and `sample-dates`: the bench's decision, and the reviewer's workflow."""

from __future__ import annotations

import json
from pathlib import Path

import click

from fixture_guard.atomic import write_atomic
from fixture_guard.cli.options import F, emit, output_option, resolve_config, tree_options
from fixture_guard.config import Config
from fixture_guard.engine import build_context
from fixture_guard.goldenset import GoldenSet
from fixture_guard.report.score import SCORE_REPORTERS
from fixture_guard.rules.base import relative_display
from fixture_guard.score.bench import ScoreRefused, score_bench
from fixture_guard.score.inputs import (
    Judgments,
    Run,
    ScoreInputError,
    find_run,
    load_judgments,
    load_run,
)
from fixture_guard.score.measures import FRESHNESS_ACCURACY_GATE
from fixture_guard.score.pool import pool_export, sample_dates


def _run_option(func: F) -> F:
    return click.option(
        "--run",
        "run_id",
        metavar="RUN_ID",
        help="The run under <root>/runs/ to read (default: the only one there).",
    )(func)


def _judgments_option(func: F) -> F:
    return click.option(
        "--judgments",
        "judgments_path",
        type=click.Path(dir_okay=False, path_type=Path),
        help="judgments.json (default <root>/judgments.json).",
    )(func)


@click.command("score")
@tree_options
@_run_option
@_judgments_option
@click.option(
    "--invoice",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The providers' invoice as CSV (provider,period,amount): checks the cost-divergence "
    "gate. Default: runs/<run-id>/invoice.csv when the run keeps one.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(list(SCORE_REPORTERS)),
    default="md",
    show_default=True,
    help="What to print: md to paste in a PR, json for machines, html, csv.",
)
@output_option("printed report")
@click.option(
    "--no-archive",
    is_flag=True,
    help="Do not write the reports under runs/<run-id>/ (they are archived by default).",
)
@click.option(
    "--allow-findings",
    is_flag=True,
    help="Score a tree or run that fails `check` (or whose run does not match its fixtures) "
    "anyway: every report then carries a red NOT VALIDATED banner, lists the findings and "
    "names no winner.",
)
@click.option(
    "--min-freshness-accuracy",
    "freshness_min",
    type=click.FloatRange(0.0, 1.0),
    default=FRESHNESS_ACCURACY_GATE,
    show_default=True,
    help="Threshold of the freshness_accuracy gate (spec §4.4, docs/scoring.md): a provider below "
    "it gives wrong dates and is disqualified.",
)
def score_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    run_id: str | None,
    judgments_path: Path | None,
    invoice: Path | None,
    output_format: str,
    output: Path | None,
    no_archive: bool,
    allow_findings: bool,
    freshness_min: float,
) -> int:
    """Score a run: every metric of spec §4 per provider, per category and overall, the
    hard gates of spec §5, and the ranking by cost per useful answer (docs/specification.md,
    docs/scoring.md).

    The tree is checked first, as `check` checks it, and the run's provenance is verified
    against the fixtures; any error refuses the scoring with the list (exit 1), unless
    --allow-findings. The disqualifying gates are computed from the fixtures whatever
    severities or waivers say. The reports — report.md, report.json, report.html and CSV
    tables, with the sha256 of every input — are archived under <root>/runs/<run-id>/,
    losers included.
    """
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    try:
        report = score_bench(
            config,
            run_id=run_id,
            invoice=invoice.resolve() if invoice else None,
            judgments_path=judgments_path.resolve() if judgments_path else None,
            allow_findings=allow_findings,
            freshness_min=freshness_min,
        )
    except ScoreRefused as refused:
        click.echo(f"fixture-guard: {refused}", err=True)
        for finding in refused.findings:
            where = finding.path + (f":{finding.line}" if finding.line else "")
            click.echo(f"  {finding.code} {where}: {finding.message}", err=True)
        return 1
    if not report.validated:
        click.echo(
            f"fixture-guard: NOT VALIDATED: scored past {len(report.findings)} finding(s) "
            "(--allow-findings); the reports say so and name no winner",
            err=True,
        )
    if not no_archive:
        written = []
        for reporter_cls in SCORE_REPORTERS.values():
            for name, text in reporter_cls().files(report).items():
                write_atomic(report.run_dir / name, text.encode("utf-8"))
                written.append(name)
        click.echo(
            f"archived {', '.join(written)} in "
            f"{relative_display(report.run_dir, config.project_dir)}/",
            err=True,
        )
    emit(SCORE_REPORTERS[output_format]().render(report), output)
    return 0


def _load_for_review(
    config: Config, run_id: str | None, judgments_path: Path | None
) -> tuple[GoldenSet, Judgments, Run]:
    ctx = build_context(config)
    golden = ctx.golden_set
    if golden is None:
        raise ScoreInputError(
            f"{ctx.display_path(config.golden_set_path)}: no readable golden set "
            "(run `fixture-guard check`)"
        )
    jpath = judgments_path.resolve() if judgments_path else config.judgments_path
    show = relative_display(jpath, config.project_dir)
    judgments = (
        load_judgments(jpath, show, case_ids=golden.by_id) if jpath.is_file() else Judgments.empty()
    )
    run_dir = find_run(
        config.runs_path,
        run_id,
        relative_display(config.runs_path, config.project_dir),
        within=ctx.tree.root if config.runs is None else None,
    )
    manifest_cases = {e.case for e in ctx.manifest.entries}
    run = load_run(
        run_dir,
        relative_display(run_dir, config.project_dir),
        allowed_cases=set(golden.by_id) | manifest_cases,
    )
    return golden, judgments, run


@click.command("pool")
@tree_options
@_run_option
@_judgments_option
@click.option("--all", "include_judged", is_flag=True, help="Include documents already judged.")
@output_option("pool")
def pool_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    run_id: str | None,
    judgments_path: Path | None,
    include_judged: bool,
    output: Path | None,
) -> int:
    """Export the pooled, unjudged documents of a run for hand review.

    Every provider's results are unioned per case; likely reprints and near-duplicates
    are put in one suggested origin group. `cases` has the shape of judgments.json's
    cases: confirm or split the groups, list the supporting ones, and merge them in.
    """
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    golden, judgments, run = _load_for_review(config, run_id, judgments_path)
    document = pool_export(golden, judgments, run, include_judged=include_judged)
    emit(json.dumps(document, indent=2, ensure_ascii=False) + "\n", output)
    return 0


@click.command("sample-dates")
@tree_options
@_run_option
@_judgments_option
@click.option(
    "--n",
    "n",
    type=click.IntRange(min=1),
    default=40,
    show_default=True,
    help="How many documents to draw (the specification's sample is 40).",
)
@click.option(
    "--seed", required=True, help="Seed of the draw: the same pool and seed give the same sample."
)
@output_option("sample")
def sample_dates_command(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    run_id: str | None,
    judgments_path: Path | None,
    n: int,
    seed: str,
    output: Path | None,
) -> int:
    """Draw the freshness sample: N pooled documents, reproducibly from --seed.

    Prints a `freshness_sample` block for judgments.json with every published_at left
    null: a reviewer fills each from the document itself (the providers' dates are not
    shown, so the check stays blind). `score` refuses the block until it is filled.
    """
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    _, _, run = _load_for_review(config, run_id, judgments_path)
    documents = sample_dates(run, n=n, seed=seed)
    if len(documents) < n:
        click.echo(
            f"fixture-guard: only {len(documents)} dated documents in the pool; drew them all",
            err=True,
        )
    seed_value: int | str = int(seed) if seed.lstrip("-").isdigit() else seed
    block = {"freshness_sample": {"seed": seed_value, "documents": documents}}
    emit(json.dumps(block, indent=2, ensure_ascii=False) + "\n", output)
    return 0
