"""Scoring a bench: validate every input, check citations, compute, gate, rank.

`score_bench` is what `fixture-guard score` calls. It refuses (ScoreRefused) to score a
tree whose layout, manifest integrity or classes fail `check`: numbers computed from
fixtures someone edited by hand, or from a provider missing a class, are not numbers
anyone should decide on. Disqualifying findings (a dishonest `partial`) are not a
reason to refuse: they are the honest-partial gate, and the provider stays in the report.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fixture_guard.config import Config
from fixture_guard.engine import CheckReport, build_context, run_check
from fixture_guard.errors import FixtureGuardError
from fixture_guard.expected import parse_expected
from fixture_guard.finding import Finding, Severity
from fixture_guard.goldenset import GoldenSet
from fixture_guard.manifest import sha256_file
from fixture_guard.rules.base import CheckContext, relative_display
from fixture_guard.score.citations import ArtifactStore, Citation, check_claims
from fixture_guard.score.compute import (
    InjectedDoc,
    Proposal,
    ProviderScore,
    apply_gates,
    proposals,
    rank,
    score_provider,
)
from fixture_guard.score.inputs import (
    InvoiceLine,
    Judgments,
    Run,
    ScoreInputError,
    find_run,
    load_invoice,
    load_judgments,
    load_run,
)

#: `check` families whose errors make a tree unfit to score (meta holds FG002, the
#: golden set's validity; policy is about capture practice, not about the numbers).
GATING_FAMILIES = ("meta", "layout", "integrity", "classes")


class ScoreRefused(FixtureGuardError):
    """The tree fails the checks scoring depends on; `findings` says which."""

    def __init__(self, message: str, findings: list[Finding]) -> None:
        super().__init__(message)
        self.findings = findings


@dataclass
class ScoreReport:
    run_id: str
    run_dir: Path
    #: Input path (relative to the project) → sha256: what the report was computed from.
    inputs: dict[str, str]
    golden: GoldenSet
    judgments: Judgments
    providers: dict[str, ProviderScore]
    ranking: list[str]
    proposals: list[Proposal]
    corpus: tuple[InjectedDoc, ...]
    invoice: tuple[InvoiceLine, ...] | None
    check: CheckReport
    warnings: list[str] = field(default_factory=list)

    @property
    def winner(self) -> str | None:
        """The provider ranked first alone, if any (a tie at the top names no winner)."""
        first = [p for p in self.providers.values() if p.rank == 1]
        return first[0].provider if len(first) == 1 else None


def blocking_findings(report: CheckReport) -> list[Finding]:
    from fixture_guard.rules import family_of

    return [
        f
        for f in report.findings
        if f.severity is Severity.ERROR
        and not f.disqualifying
        and f.code in _family_codes()
        and family_of(f.code) in GATING_FAMILIES
    ]


def _family_codes() -> frozenset[str]:
    from fixture_guard.rules import FAMILIES

    return frozenset(rule.code for name in GATING_FAMILIES for rule in FAMILIES[name].RULES)


def injection_corpus(ctx: CheckContext) -> tuple[InjectedDoc, ...]:
    """The `_shared/` documents of class prompt-injection, from the manifest."""
    return tuple(
        InjectedDoc(path=e.path, case=e.case, source_url=e.source_url)
        for e in sorted(ctx.manifest.entries, key=lambda e: e.path)
        if e.cls == "prompt-injection" and e.path.startswith("_shared/")
    )


#: An invoice archived with a run, used when `--invoice` is not given.
INVOICE_NAME = "invoice.csv"


def score_bench(
    config: Config,
    *,
    run_id: str | None = None,
    invoice: Path | None = None,
    judgments_path: Path | None = None,
) -> ScoreReport:
    ctx = build_context(config)
    check = run_check(ctx, families=GATING_FAMILIES)
    blocking = blocking_findings(check)
    if blocking:
        codes = sorted({f.code for f in blocking})
        first = blocking[0]
        raise ScoreRefused(
            f"refusing to score: the tree fails {len(blocking)} check(s) scoring depends on "
            f"({', '.join(codes)}); first: {first.path}: {first.message} — "
            "run `fixture-guard check` and fix them first",
            blocking,
        )
    golden = ctx.golden_set
    if golden is None:  # FG002 would have refused; this keeps the types honest
        raise ScoreInputError(f"{ctx.display_path(config.golden_set_path)}: no golden set")
    project = config.project_dir

    def show(path: Path) -> str:
        return relative_display(path, project)

    inputs: dict[str, str] = {}

    def record(path: Path) -> None:
        inputs[show(path)] = sha256_file(path)

    record(config.golden_set_path)
    record(config.manifest_path)
    jpath = judgments_path or config.judgments_path
    if not jpath.is_file():
        raise ScoreInputError(
            f"{show(jpath)}: no judgments file (export the pool with `fixture-guard pool`, "
            "judge it, and save it there)"
        )
    judgments = load_judgments(jpath, show(jpath), case_ids=golden.by_id)
    record(jpath)
    run_dir = find_run(config.runs_path, run_id, show(config.runs_path))
    manifest_cases = {e.case for e in ctx.manifest.entries}
    run = load_run(run_dir, show(run_dir), allowed_cases=set(golden.by_id) | manifest_cases)
    if not run.providers:
        raise ScoreInputError(f"{show(run_dir)}: no <provider>.jsonl in the run")
    unknown = sorted(set(run.providers) - set(ctx.tree.providers))
    if unknown:
        raise ScoreInputError(
            f"{show(run_dir)}/{unknown[0]}.jsonl: no provider folder {unknown[0]}/ in the fixture "
            "tree: a provider is scored only with its fixtures checked"
        )
    for loaded in run.providers.values():
        record(loaded.path)
    # Expected observations are checked by `check`; they are read here so a report names
    # the exact observations the bench was built on.
    for rel in sorted(ctx.tree.files):
        if rel.startswith("_shared/expected/") and rel.endswith(".json"):
            path = ctx.tree.resolve(rel)
            try:
                parse_expected(path.read_bytes())
            except (FixtureGuardError, OSError) as exc:
                raise ScoreInputError(f"{show(path)}: {exc}") from None
            record(path)
    invoice_lines = None
    if invoice is None and (run_dir / INVOICE_NAME).is_file():
        # An invoice kept with the run is part of it: re-scoring must not drop the gate.
        invoice = run_dir / INVOICE_NAME
    if invoice is not None:
        invoice_lines = load_invoice(invoice, show(invoice))
        record(invoice)
    corpus = injection_corpus(ctx)
    store = ArtifactStore(ctx.tree)
    providers = sorted(set(ctx.tree.providers) | set(run.providers))
    scores: dict[str, ProviderScore] = {}
    disqualified = check.disqualified
    warnings = []
    for provider in providers:
        provider_run = run.providers.get(provider)
        citations: dict[str, Mapping[str, Citation]] = {}
        if provider_run is not None:
            for case_id, rec in provider_run.records.items():
                citations[case_id] = check_claims(rec.claims, store)
        else:
            warnings.append(
                f"provider {provider} has fixtures but no line in run {run.run_id}: every case "
                "counts as missing (0)"
            )
        score = score_provider(
            provider,
            provider_run,
            golden=golden,
            judgments=judgments,
            corpus=corpus,
            citations=citations,
        )
        reported = (
            sum(rec.cost_usd for rec in provider_run.records.values()) if provider_run else 0.0
        )
        invoiced = None
        if invoice_lines is not None:
            mine = [line.amount for line in invoice_lines if line.provider == provider]
            invoiced = sum(mine) if mine else None
        apply_gates(
            score,
            dishonest_partial=[f"{f.path}: {f.message}" for f in disqualified.get(provider, [])],
            invoiced=invoiced,
            reported_total=round(reported, 12),
        )
        scores[provider] = score
    if judgments.sample_size and judgments.sample_size != 40:
        warnings.append(
            f"the freshness sample has {judgments.sample_size} verified documents; the "
            "specification asks for 40"
        )
    if not judgments.sample_size:
        warnings.append("no freshness sample in the judgments: freshness_accuracy is undefined")
    ranking = [s.provider for s in rank(scores.values())]
    return ScoreReport(
        run_id=run.run_id,
        run_dir=run_dir,
        inputs=dict(sorted(inputs.items())),
        golden=golden,
        judgments=judgments,
        providers={name: scores[name] for name in ranking},
        ranking=ranking,
        proposals=proposals(golden, judgments, run.providers),
        corpus=corpus,
        invoice=invoice_lines,
        check=check,
        warnings=warnings,
    )


__all__ = ["Run", "ScoreRefused", "ScoreReport", "score_bench"]
