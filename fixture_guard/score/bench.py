"""Scoring a bench: validate every input, check citations, compute, gate, rank.

`score_bench` is what `fixture-guard score` calls. The mission is to compute "from the
validated fixtures", so it:

1. reads every input it scores from (golden set, judgments, the run, the invoice) and
   stops on one that cannot be read (ScoreInputError, exit 2);
2. runs every `check` family over the tree, with the project's configuration, and
   verifies the run's provenance itself (FG005) whatever that configuration says;
3. refuses (ScoreRefused, exit 1) on any error among them — unless `allow_findings`,
   when the report is produced and marked *not validated* in every format.

The exception is a *disqualifying* finding (FG308, a dishonest `partial`): it does not
make the numbers untrustworthy, it is a gate, and the gates are computed here from the
fixtures — over every exchange, not only class 7 — whatever severities or waivers say.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fixture_guard.config import Config
from fixture_guard.engine import CheckReport, build_context, run_check
from fixture_guard.errors import FixtureGuardError
from fixture_guard.expected import parse_expected
from fixture_guard.finding import Finding, Severity
from fixture_guard.goldenset import GoldenSet
from fixture_guard.jsonfile import pretty_pointer
from fixture_guard.manifest import sha256_file
from fixture_guard.rules.base import CheckContext, relative_display
from fixture_guard.score.citations import ArtifactStore, Citation, check_claims
from fixture_guard.score.compute import (
    InjectedDoc,
    Pool,
    Proposal,
    ProviderScore,
    apply_gates,
    pool_groups,
    proposals,
    rank,
    score_provider,
)
from fixture_guard.score.exchanges import coverage
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
from fixture_guard.score.masks import masked
from fixture_guard.score.measures import FRESHNESS_ACCURACY_GATE
from fixture_guard.score.provenance import verify_provider_run

#: `check` rules whose findings a gate recomputes: their waivers and severities are
#: reported beside the gate, never obeyed by it.
GATE_RULES = {"honest_partial": ("FG308",)}


class ScoreRefused(FixtureGuardError):
    """The tree or the run fails the checks scoring depends on; `findings` says which."""

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
    pool: Pool = field(default_factory=lambda: Pool(found={}, unfound={}))
    warnings: list[str] = field(default_factory=list)
    #: The errors scoring was allowed past (`--allow-findings`); empty when validated.
    findings: list[Finding] = field(default_factory=list)
    freshness_min: float = FRESHNESS_ACCURACY_GATE

    @property
    def validated(self) -> bool:
        return not self.findings

    @property
    def winner(self) -> str | None:
        """The provider ranked first alone, if any (a tie at the top names no winner); a
        report that is not validated names none."""
        if not self.validated:
            return None
        first = [p for p in self.providers.values() if p.rank == 1]
        return first[0].provider if len(first) == 1 else None

    @property
    def leader(self) -> str | None:
        """Who would win, validated or not (shown beside the not-validated banner)."""
        first = [p for p in self.providers.values() if p.rank == 1]
        return first[0].provider if len(first) == 1 else None


def blocking_findings(report: CheckReport) -> list[Finding]:
    """`check`'s errors, as `check` reports them; disqualifying ones are gates instead."""
    return [f for f in report.findings if f.severity is Severity.ERROR and not f.disqualifying]


def injection_corpus(ctx: CheckContext) -> tuple[InjectedDoc, ...]:
    """The `_shared/` documents of class prompt-injection, from the manifest."""
    return tuple(
        InjectedDoc(path=e.path, case=e.case, source_url=e.source_url)
        for e in sorted(ctx.manifest.entries, key=lambda e: e.path)
        if e.cls == "prompt-injection" and e.path.startswith("_shared/")
    )


def dishonest_exchanges(ctx: CheckContext, provider: str) -> list[str]:
    """Every exchange of `provider` that answered fewer URLs than asked, dropped some
    without declaring them failed, and did not say `partial: true` — any class."""
    found = []
    for entry in sorted(ctx.manifest.entries, key=lambda e: e.path):
        if not entry.path.startswith(f"{provider}/") or not entry.path.endswith(".json"):
            continue
        envelope = ctx.envelope(entry.path)
        cov = coverage(envelope) if envelope is not None else None
        if cov is None or not cov.is_dishonest:
            continue
        flag = "absent" if cov.partial is None else str(cov.partial).lower()
        found.append(
            f"{ctx.display(entry.path)}: {len(cov.returned)} of {len(cov.asked)} asked URLs "
            f"returned, {len(cov.unaccounted)} dropped undeclared, partial: {flag}"
        )
    return found


def gate_overrides(config: Config, check: CheckReport, provider: str) -> dict[str, str]:
    """What the configuration did to the `check` findings behind each gate, for the report."""
    notes: dict[str, str] = {}
    for gate, codes in GATE_RULES.items():
        said = []
        for code in codes:
            level = config.severity.get(code, Severity.ERROR)
            if level is not Severity.ERROR:
                said.append(
                    f"{code} is set to {level.value if level else 'off'} in "
                    "[tool.fixture-guard.severity]"
                )
            for waived in check.waived:
                if waived.finding.code == code and waived.finding.provider == provider:
                    w = waived.waiver
                    said.append(f"{code} waived in check (waiver #{w.index + 1}, owner {w.owner})")
                    break
            for baselined in check.baselined:
                if baselined.finding.code == code and baselined.finding.provider == provider:
                    said.append(f"{code} accepted in the baseline")
                    break
        if said:
            notes[gate] = "; ".join(said) + ": still disqualifying"
    return notes


#: An invoice archived with a run, used when `--invoice` is not given.
INVOICE_NAME = "invoice.csv"


def score_bench(
    config: Config,
    *,
    run_id: str | None = None,
    invoice: Path | None = None,
    judgments_path: Path | None = None,
    allow_findings: bool = False,
    freshness_min: float = FRESHNESS_ACCURACY_GATE,
) -> ScoreReport:
    ctx = build_context(config)
    golden = ctx.golden_set
    project = config.project_dir

    def show(path: Path) -> str:
        return relative_display(path, project)

    if golden is None:
        raise ScoreInputError(
            f"{show(config.golden_set_path)}: no readable golden set (run `fixture-guard check`)"
        )
    problems = [f"{pretty_pointer(v.pointer)}: {v.message} (FG002)" for v in golden.violations] + [
        f"case id {case_id!r} is used twice, by cases[{first}] and cases[{again}] (FG004)"
        for case_id, first, again in golden.duplicate_ids
    ]
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise ScoreInputError(
            f"{show(config.golden_set_path)}: {problems[0]}{more}: run `fixture-guard check`"
        )
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
    if judgments_path is None and config.judgments is None and ctx.tree.relative(jpath) is None:
        raise ScoreInputError(
            f"{show(jpath)}: resolves outside the fixture root (a symlink); name the file "
            "with --judgments if it really lives elsewhere"
        )
    judgments = load_judgments(jpath, show(jpath), case_ids=golden.by_id)
    record(jpath)
    run_dir = find_run(
        config.runs_path,
        run_id,
        show(config.runs_path),
        within=ctx.tree.root if config.runs is None else None,
    )
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

    check = run_check(ctx)
    blocking = blocking_findings(check)
    seen = {(f.code, f.path, f.line, f.message) for f in blocking}
    by_path = ctx.manifest.by_path
    for loaded in run.providers.values():
        for finding in verify_provider_run(
            loaded,
            display=show(loaded.path),
            manifest=by_path,
            envelope=ctx.envelope,
            config=config,
        ):
            if (finding.code, finding.path, finding.line, finding.message) not in seen:
                blocking.append(finding)
    if blocking and not allow_findings:
        codes = sorted({f.code for f in blocking})
        raise ScoreRefused(
            f"refusing to score: {len(blocking)} error(s) in the tree or the run "
            f"({', '.join(codes)}); fix them (`fixture-guard check`), or score anyway with "
            "--allow-findings for a report marked NOT VALIDATED",
            blocking,
        )

    corpus = injection_corpus(ctx)
    store = ArtifactStore(ctx.tree, by_path)
    providers = sorted(set(ctx.tree.providers) | set(run.providers))
    pool = pool_groups(golden, judgments, run.providers.values())
    scores: dict[str, ProviderScore] = {}
    warnings = []
    for provider in providers:
        provider_run = run.providers.get(provider)
        citations: dict[str, Mapping[str, Citation]] = {}
        if provider_run is not None:
            for case_id, rec in provider_run.records.items():
                citations[case_id] = {
                    claim: Citation(c.citable, masked(c.reason, config))
                    for claim, c in check_claims(rec.claims, store).items()
                }
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
            pool=pool,
        )
        for case_score in score.cases.values():
            case_score.claims = tuple(
                dataclasses.replace(
                    c,
                    artifact=c.artifact and masked(c.artifact, config),
                    span=c.span and masked(c.span, config),
                )
                for c in case_score.claims
            )
        reported = (
            sum(rec.cost_usd for rec in provider_run.records.values()) if provider_run else 0.0
        )
        invoiced = None
        if invoice_lines is not None:
            mine = [line.amount for line in invoice_lines if line.provider == provider]
            invoiced = sum(mine) if mine else None
        dishonest = dishonest_exchanges(ctx, provider)
        # check's own verdicts (FG308, class 7) count too, where it saw something we did not.
        dishonest += [
            f"{f.path}: {f.message}"
            for f in check.disqualified.get(provider, [])
            if not any(d.startswith(f"{f.path}:") for d in dishonest)
        ]
        apply_gates(
            score,
            dishonest_partial=dishonest,
            invoiced=invoiced,
            reported_total=round(reported, 12),
            freshness_min=freshness_min,
            overrides=gate_overrides(config, check, provider) if dishonest else None,
        )
        scores[provider] = score
    if judgments.sample_size and judgments.sample_size != 40:
        warnings.append(
            f"the freshness sample has {judgments.sample_size} verified documents; the "
            "specification asks for 40"
        )
    if not judgments.sample_size:
        warnings.append("no freshness sample in the judgments: freshness_accuracy is undefined")
    unverified = {
        name: sum(1 for r in p.records.values() if r.fixtures is None)
        for name, p in run.providers.items()
    }
    for name, count in sorted(unverified.items()):
        if count:
            warnings.append(
                f"{name}: {count} shadow line(s) name no fixtures: their results, dates and "
                "partial answers cannot be verified against a recording"
            )
    if pool.unfound:
        groups = sum(len(g) for g in pool.unfound.values())
        warnings.append(
            f"{groups} origin group(s) judged relevant in {len(pool.unfound)} case(s) were "
            "found by no evaluated provider: listed for review, kept out of recall's "
            "denominator (§4.2: the pool is what the providers found)"
        )
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
        pool=pool,
        warnings=warnings,
        findings=sorted(blocking, key=Finding.sort_key),
        freshness_min=freshness_min,
    )


__all__ = ["Run", "ScoreRefused", "ScoreReport", "score_bench"]
