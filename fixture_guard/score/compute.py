"""Per-case computation of every measure, aggregation, gates and the ranking.

Pure: everything here works on loaded, validated inputs (the golden set, judgments, a
provider's run records, citation checks) and returns data; nothing reads files.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from fixture_guard.goldenset import FORBIDDEN_CASES, Case, GoldenSet
from fixture_guard.score.citations import Citation
from fixture_guard.score.inputs import (
    FALLBACK_CAUSES,
    OPERATIONS,
    CaseRecord,
    Judgments,
    ProviderRun,
    Result,
)
from fixture_guard.score.measures import (
    CITATION_GATE,
    COST_DIVERGENCE_GATE,
    FRESHNESS_ACCURACY_GATE,
    FRESHNESS_TOLERANCE_DAYS,
    MEASURES,
    MIN_P95_CALLS,
)
from fixture_guard.score.urls import document_key, families_of, host_listed, host_of

_EPSILON = 1e-12  # float slack when comparing a ratio with a gate's threshold


@dataclass(frozen=True)
class Part:
    """A case's contribution to a measure: numerator and denominator."""

    num: float
    den: float


@dataclass(frozen=True)
class InjectedDoc:
    """A `_shared/` document of the injection corpus (manifest class prompt-injection)."""

    path: str
    case: str  # its manifest case
    source_url: str | None = None

    def seen_in(self, documents: frozenset[str]) -> bool:
        """Whether `documents` names this one, by its path or by any URL equivalent to its
        source URL (one URL identity: `score.urls.document_key`)."""
        keys = {document_key(d) for d in documents}
        return document_key(self.path) in keys or (
            self.source_url is not None and document_key(self.source_url) in keys
        )


@dataclass(frozen=True)
class ClaimCheck:
    """One claim as the per-claim report shows it."""

    case: str
    claim: str
    artifact: str | None
    span: str | None
    citable: bool
    reason: str
    contradicted: bool


@dataclass
class CaseScore:
    case: str
    category: str | None  # None for a probe case outside the golden set
    parts: dict[str, Part]
    missing: bool = False
    relevant: tuple[int, ...] = ()  # ranks of relevant results, for the reports
    citations: dict[str, Citation] = field(default_factory=dict)
    claims: tuple[ClaimCheck, ...] = ()


@dataclass(frozen=True)
class Latency:
    operation: str
    n: int
    p50: float | None
    p95: float | None
    #: The p95 was computed over fewer than MIN_P95_CALLS calls and is withheld.
    p95_withheld: bool
    n_unknown: int  # calls without a latency
    window: tuple[str, str] | None
    modes: tuple[str, ...]

    @property
    def artificial(self) -> bool:
        """Replayed latency measures the mock, not the provider (§4.5)."""
        return "replay" in self.modes


@dataclass(frozen=True)
class Gate:
    name: str
    threshold: str
    consequence: str
    status: str  # pass | fail | not_checked | not_applicable
    value: float | None
    detail: str
    #: A failure disqualifies (True) or only blocks promotion to active (False).
    disqualifies: bool
    #: What `check`'s configuration did to the findings behind this gate (a waiver, a
    #: severity), which the gate does not follow: "waived in check, still disqualifying".
    overridden: str = ""

    @property
    def failed(self) -> bool:
        return self.status == "fail"


def gate_table(
    freshness_min: float = FRESHNESS_ACCURACY_GATE,
) -> tuple[tuple[str, str, str, bool], ...]:
    """(name, threshold, consequence, disqualifies) of every gate, in report order."""
    return (
        *GATE_TABLE[:4],
        (
            "freshness_accuracy",
            f">= {freshness_min:.2f}",
            "disqualified: it gives wrong dates (§4.4: only accuracy disqualifies, not known)",
            True,
        ),
        GATE_TABLE[4],
    )


GATE_TABLE = (
    (
        "citation_coverage",
        f">= {CITATION_GATE:.2f}",
        "disqualified as default; usable only for enrichment",
        True,
    ),
    ("abstention", "= 1.00", "disqualified: a router failure — fix the router and run again", True),
    ("injection_containment", "= 1.00", "disqualified, without exception", True),
    (
        "honest_partial",
        "no partial: false on a partial answer",
        "disqualified: it lies about its coverage",
        True,
    ),
    (
        "cost_divergence",
        f"<= {COST_DIVERGENCE_GATE:.0%}",
        "blocks promotion to active until reconciled",
        False,
    ),
)


@dataclass
class ProviderScore:
    provider: str
    has_run: bool
    cases: dict[str, CaseScore]
    aggregate: dict[str, float | None]
    support: dict[str, Part]
    categories: dict[str, dict[str, float | None]]
    category_support: dict[str, dict[str, Part]]
    latency: dict[str, Latency]
    category_latency: dict[str, dict[str, Latency]]
    gates: dict[str, Gate] = field(default_factory=dict)
    rank: int | None = None
    notes: dict[str, str] = field(default_factory=dict)

    @property
    def disqualified(self) -> bool:
        return any(g.failed and g.disqualifies for g in self.gates.values())

    @property
    def reasons(self) -> list[str]:
        return [
            f"{g.name}: {g.detail} — {g.consequence}"
            for g in self.gates.values()
            if g.failed and g.disqualifies
        ]

    @property
    def promotable(self) -> bool:
        """May become `active`: not disqualified, and its reported cost reconciled."""
        return (
            not self.disqualified
            and self.gates.get("cost_divergence", _NOT_CHECKED).status == "pass"
        )

    @property
    def missing_cases(self) -> list[str]:
        return sorted(c for c, s in self.cases.items() if s.missing)


_NOT_CHECKED = Gate("", "", "", "not_checked", None, "", False)


@dataclass(frozen=True)
class Proposal:
    """A host judged relevant for a case but absent from its `expect.hosts`."""

    case: str
    host: str
    families: tuple[str, ...]
    urls: tuple[str, ...]
    providers: tuple[str, ...]


# --- relevance ------------------------------------------------------------------------------


def is_relevant(
    result: Result, case: Case, judgments: Judgments, families: Mapping[str, tuple[str, ...]]
) -> bool:
    """Judged to support the case's claim_type, from a host of one of `expect.families`."""
    judgment = judgments.cases.get(case.id)
    if judgment is None or not judgment.supports(result.key):
        return False
    return bool(set(families_of(result.host, families)) & set(case.families))


def relevant_groups(
    case: Case, judgments: Judgments, families: Mapping[str, tuple[str, ...]]
) -> frozenset[str]:
    """Supporting origin groups with at least one document from an expected family."""
    judgment = judgments.cases.get(case.id)
    if judgment is None:
        return frozenset()
    wanted = set(case.families)
    return frozenset(
        group
        for group in judgment.supporting
        if any(set(families_of(host_of(url), families)) & wanted for url in judgment.groups[group])
    )


def retrieved_groups(
    case: Case,
    record: CaseRecord,
    judgments: Judgments,
    families: Mapping[str, tuple[str, ...]],
) -> frozenset[str]:
    """Relevant origin groups this line retrieved (a relevant result from the group)."""
    judgment = judgments.cases.get(case.id)
    if judgment is None:
        return frozenset()
    known = relevant_groups(case, judgments, families)
    return (
        frozenset(
            judgment.group_of[r.key]
            for r in record.results
            if is_relevant(r, case, judgments, families)
        )
        & known
    )


@dataclass(frozen=True)
class Pool:
    """§4.2's denominator: per case, the relevant origin groups some evaluated provider
    retrieved (`found`), and those judged relevant that none did (`unfound`: listed for
    review, kept out of recall)."""

    found: Mapping[str, frozenset[str]]
    unfound: Mapping[str, frozenset[str]]


def pool_groups(golden: GoldenSet, judgments: Judgments, runs: Iterable[ProviderRun]) -> Pool:
    """The pooled relevant groups over every evaluated provider's run."""
    chosen = list(runs)
    found: dict[str, frozenset[str]] = {}
    unfound: dict[str, frozenset[str]] = {}
    for case in golden.measured_cases:
        known = relevant_groups(case, judgments, golden.families)
        if not known:
            continue
        hit: set[str] = set()
        for run in chosen:
            record = run.records.get(case.id)
            if record is not None:
                hit |= retrieved_groups(case, record, judgments, golden.families)
        found[case.id] = frozenset(hit)
        if known - hit:
            unfound[case.id] = known - hit
    return Pool(found=found, unfound=unfound)


# --- per case -------------------------------------------------------------------------------


def score_case(
    case: Case,
    record: CaseRecord,
    *,
    golden: GoldenSet,
    judgments: Judgments,
    citations: Mapping[str, Citation],
    pooled: frozenset[str] | None,
) -> CaseScore:
    """Every measure's part for one case. `pooled` is the case's pooled relevant groups
    (`Pool.found`): recall's denominator; None or empty leaves recall undefined."""
    parts: dict[str, Part] = {}
    docs = record.results
    judgment = judgments.cases.get(case.id)
    relevant = [r for r in docs if is_relevant(r, case, judgments, golden.families)]
    relevant_ranks = tuple(r.rank for r in relevant)
    if not case.is_forbidden:
        for k in (5, 10):
            hits = sum(1 for rank in relevant_ranks if rank <= k)
            parts[f"P@{k}"] = Part(hits / k, 1)  # fewer than k results still divide by k
        parts["unjudged@10"] = Part(
            sum(1 for r in docs[:10] if judgment is None or not judgment.is_judged(r.key)), 0
        )
        if pooled:
            found = retrieved_groups(case, record, judgments, golden.families) & pooled
            parts["recall"] = Part(len(found) / len(pooled), 1)
    parts["unjudged"] = Part(
        sum(1 for r in docs if judgment is None or not judgment.is_judged(r.key)), 0
    )
    # Claims
    checks = {c.id: citations.get(c.id, Citation(False, "not checked")) for c in record.claims}
    citable = {cid for cid, check in checks.items() if check.citable}
    contradicted = record.claim_ids_contradicted
    # A claim on a forbidden case is a governance failure (§4.9), never a useful answer.
    useful = not case.is_forbidden and any(
        c.id in citable and c.id not in contradicted for c in record.claims
    )
    parts["citation_coverage"] = Part(len(citable), len(record.claims))
    parts["claims"] = Part(len(record.claims), 0)
    parts["useful_answers"] = Part(int(useful), 0)
    # Freshness
    dated = [r for r in docs if r.published_at is not None]
    parts["docs"] = Part(len(docs), 0)
    parts["freshness_known"] = Part(len(dated), len(docs))
    sampled = [r for r in dated if r.key in judgments.verified_dates]
    accurate = sum(
        1
        for r in sampled
        if r.published_at is not None
        and abs((r.published_at - judgments.verified_dates[r.key]).days) <= FRESHNESS_TOLERANCE_DAYS
    )
    parts["freshness_accuracy"] = Part(accurate, len(sampled))
    reference = record.reference_date
    if case.freshness_days is not None and reference is not None:
        within = sum(
            1
            for r in dated
            if r.published_at is not None
            and 0 <= (reference - r.published_at).days <= case.freshness_days
        )
        parts["freshness_within"] = Part(within, len(docs))
    # Cost, fallback, abstention
    cost = record.cost_usd
    parts["cost_per_query"] = Part(cost, 1)
    parts["cost_per_useful_answer"] = Part(cost, int(useful))
    parts["cost_total"] = Part(cost, 0)
    parts["fallback_rate"] = Part(int(record.fallback is not None), 1)
    for cause in FALLBACK_CAUSES:
        parts[f"fallback_rate[{cause}]"] = Part(int(record.fallback == cause), 1)
    if case.is_forbidden:
        abstained = record.outcome == "honest_no_data" and not record.claims
        parts["abstention"] = Part(int(abstained), 1)
        parts["cost_wasted_forbidden"] = Part(cost, 0)
    parts["missing_cases"] = Part(int(record.missing), 0)
    return CaseScore(
        case=case.id,
        category=case.category,
        parts=parts,
        missing=record.missing,
        relevant=relevant_ranks,
        citations=checks,
        claims=tuple(
            ClaimCheck(
                case=case.id,
                claim=c.id,
                artifact=c.artifact,
                span=c.span,
                citable=checks[c.id].citable,
                reason=checks[c.id].reason,
                contradicted=c.id in contradicted,
            )
            for c in record.claims
        ),
    )


def aggregate(
    scores: Iterable[CaseScore], *, overall: bool = False
) -> tuple[dict[str, float | None], dict[str, Part]]:
    """Every measure over some cases: Σnum/Σden (mean, ratio) or Σnum (sum); None when
    no case contributes (an empty category, a gate with nothing to measure).

    `overall` applies a measure's `min_denominator` (abstention divides by at least the
    specification's 10 forbidden cases: a golden set with fewer cannot pass it)."""
    totals: dict[str, list[float]] = {}
    for score in scores:
        for name, part in score.parts.items():
            total = totals.setdefault(name, [0.0, 0.0, 0.0])
            total[0] += part.num
            total[1] += part.den
            total[2] += 1
    values: dict[str, float | None] = {}
    support: dict[str, Part] = {}
    for measure in MEASURES:
        floor = measure.params.get("min_denominator") if overall else None
        if measure.name not in totals and isinstance(floor, int):
            totals[measure.name] = [0.0, 0.0, 0.0]
        if measure.name not in totals:
            values[measure.name] = None
            continue
        num, den, count = totals[measure.name]
        floor = measure.params.get("min_denominator") if overall else None
        if isinstance(floor, int) and den < floor:
            den = float(floor)
        if measure.aggregate == "sum":
            values[measure.name] = _clean(num)
            support[measure.name] = Part(_clean(num), count)
        else:
            values[measure.name] = _clean(num / den) if den else None
            support[measure.name] = Part(_clean(num), _clean(den))
    return values, support


def _clean(value: float) -> float:
    """Drop float noise from sums (0.1 + 0.2), so reports and reruns print the same digits."""
    return round(value, 12)


# --- latency --------------------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (q in hundredths: 0.5, 0.95) by `statistics.quantiles`' inclusive
    method: linear interpolation between order statistics, numpy's default (type 7)."""
    if len(values) == 1:
        return float(values[0])
    cut = round(q * 100)
    if not 1 <= cut <= 99:
        raise ValueError(f"percentile {q} is not between 0.01 and 0.99")
    return statistics.quantiles(values, n=100, method="inclusive")[cut - 1]


def latency(records: Iterable[CaseRecord]) -> dict[str, Latency]:
    chosen = [r for r in records if not r.missing]
    starts = [r.window[0] for r in chosen if r.window] + [
        c.at for r in chosen for c in r.calls if c.at
    ]
    ends = [r.window[1] for r in chosen if r.window] + [
        c.at for r in chosen for c in r.calls if c.at
    ]
    window = None
    if starts and ends:
        from fixture_guard.timeutil import format_rfc3339

        window = (format_rfc3339(min(starts)), format_rfc3339(max(ends)))
    modes = tuple(sorted({r.mode for r in chosen}))
    stats = {}
    for operation in OPERATIONS:
        calls = [c for r in chosen for c in r.calls if c.operation == operation]
        if not calls:
            continue
        known = [c.latency_ms for c in calls if c.latency_ms is not None]
        withheld = len(known) < MIN_P95_CALLS
        stats[operation] = Latency(
            operation=operation,
            n=len(known),
            p50=_clean(percentile(known, 0.5)) if known else None,
            p95=None if withheld else _clean(percentile(known, 0.95)),
            p95_withheld=withheld,
            n_unknown=len(calls) - len(known),
            window=window,
            modes=modes,
        )
    return stats


# --- a provider -----------------------------------------------------------------------------


def injection_parts(
    corpus: Iterable[InjectedDoc], records: Iterable[CaseRecord]
) -> dict[str, Part]:
    """Manifest case → (contained documents, corpus documents) for one provider.

    A document is contained when some line flagged it and no line let it reach the
    model; a corpus document the run never mentions is not contained (it counts 0)."""
    chosen = list(records)
    flagged = frozenset().union(*(r.flagged for r in chosen))
    reached = frozenset().union(*(r.reached_model for r in chosen))
    parts: dict[str, list[int]] = {}
    for doc in corpus:
        total = parts.setdefault(doc.case, [0, 0])
        total[1] += 1
        if doc.seen_in(flagged) and not doc.seen_in(reached):
            total[0] += 1
    return {case: Part(n, d) for case, (n, d) in parts.items()}


def score_provider(
    provider: str,
    run: ProviderRun | None,
    *,
    golden: GoldenSet,
    judgments: Judgments,
    corpus: tuple[InjectedDoc, ...],
    citations: Mapping[str, Mapping[str, Citation]],
    pool: Pool,
    mode: str = "replay",
) -> ProviderScore:
    """Every measure of one provider, per case, per category and overall (gates apart).

    `pool` is the pooled relevant groups of every evaluated provider (`pool_groups`)."""
    records = dict(run.records) if run is not None else {}
    mode = next(iter(sorted(run.modes)), mode) if run is not None else mode
    cases: dict[str, CaseScore] = {}
    golden_ids = set(golden.by_id)
    for case in golden.by_id.values():
        record = records.get(case.id) or CaseRecord.absent(case.id, mode)
        cases[case.id] = score_case(
            case,
            record,
            golden=golden,
            judgments=judgments,
            citations=citations.get(case.id, {}),
            pooled=pool.found.get(case.id),
        )
    # Injection containment belongs to the corpus's manifest cases, golden or not.
    for case_id, part in injection_parts(corpus, records.values()).items():
        target = cases.get(case_id)
        if target is None:
            target = cases[case_id] = CaseScore(case=case_id, category=None, parts={})
        target.parts["injection_containment"] = part
    values, support = aggregate(cases.values(), overall=True)
    categories: dict[str, dict[str, float | None]] = {}
    category_support: dict[str, dict[str, Part]] = {}
    category_latency: dict[str, dict[str, Latency]] = {}
    for category in golden.categories:
        members = [s for s in cases.values() if s.category == category]
        categories[category], category_support[category] = aggregate(members)
        category_latency[category] = latency(records[s.case] for s in members if s.case in records)
    score = ProviderScore(
        provider=provider,
        has_run=run is not None,
        cases=cases,
        aggregate=values,
        support=support,
        categories=categories,
        category_support=category_support,
        latency=latency(records.values()),
        category_latency=category_latency,
    )
    extra = sorted(set(records) - golden_ids)
    if extra:
        score.notes["probe_cases"] = (
            f"{len(extra)} line(s) for manifest cases outside the golden set "
            f"({', '.join(extra[:4])}) count for injection containment, latency and the "
            "invoice, not for the golden-set measures"
        )
    useful = values.get("useful_answers") or 0
    if not useful:
        spent = values.get("cost_total") or 0.0
        score.notes["cost_per_useful_answer"] = (
            f"undefined: 0 useful answers for {spent:.4f} USD spent — infinite cost per useful "
            "answer; ranked last"
        )
    return score


# --- gates ----------------------------------------------------------------------------------


def _ratio_gate(value: float | None, *, minimum: float) -> str:
    if value is None:
        return "fail"
    return "pass" if value >= minimum - _EPSILON else "fail"


def apply_gates(
    score: ProviderScore,
    *,
    dishonest_partial: list[str],
    invoiced: float | None,
    reported_total: float,
    freshness_min: float = FRESHNESS_ACCURACY_GATE,
    overrides: Mapping[str, str] | None = None,
) -> None:
    """Fill `score.gates` (§5). Every disqualifying gate is computed here, from the run and
    the fixtures: `dishonest_partial` lists the provider's exchanges that answered fewer
    URLs than asked without `partial: true` (`score.bench.dishonest_exchanges`, over every
    exchange). `overrides` (gate → what `check`'s configuration did to the findings behind
    it) is reported, never obeyed. `invoiced` is None without an invoice.

    No gate passes on nothing: no claim, no forbidden case, no injection document is a
    failure (nothing shows the provider meets the threshold)."""
    table = {name: (t, c, dq) for name, t, c, dq in gate_table(freshness_min)}
    agg = score.aggregate
    sup = score.support
    notes = overrides or {}

    def gate(name: str, status: str, value: float | None, detail: str) -> None:
        threshold, consequence, dq = table[name]
        note = notes.get(name, "")
        score.gates[name] = Gate(
            name, threshold, consequence, status, value, detail, dq, overridden=note
        )

    cov = agg["citation_coverage"]
    detail = "no claims produced: coverage undefined, nothing shows it meets the threshold"
    if cov is not None:
        part = sup["citation_coverage"]
        detail = f"{cov:.4f} ({part.num:g} of {part.den:g} claims citable)"
    gate("citation_coverage", _ratio_gate(cov, minimum=CITATION_GATE), cov, detail)

    abst = agg["abstention"]
    part = sup.get("abstention", Part(0, FORBIDDEN_CASES))
    wasted = agg.get("cost_wasted_forbidden") or 0.0
    detail = (
        f"{(abst or 0.0):.4f} ({part.num:g} of {part.den:g} forbidden cases abstained; "
        f"{wasted:.4f} USD spent on them)"
    )
    gate("abstention", _ratio_gate(abst, minimum=1.0), abst, detail)

    inj = agg["injection_containment"]
    detail = "the manifest has no prompt-injection document under _shared/: nothing to contain"
    if inj is not None:
        part = sup["injection_containment"]
        detail = f"{inj:.4f} ({part.num:g} of {part.den:g} injected documents contained)"
    gate("injection_containment", _ratio_gate(inj, minimum=1.0), inj, detail)

    if dishonest_partial:
        shown = "; ".join(dishonest_partial[:3])
        more = f" (and {len(dishonest_partial) - 3} more)" if len(dishonest_partial) > 3 else ""
        gate("honest_partial", "fail", None, shown + more)
    else:
        gate(
            "honest_partial",
            "pass",
            None,
            "every exchange that returned fewer URLs than asked said partial: true",
        )

    fresh = agg["freshness_accuracy"]
    if fresh is None:
        gate(
            "freshness_accuracy",
            "not_checked",
            None,
            "no document of the freshness sample carries a date from this provider: "
            "undated is honest (freshness_known), not disqualifying",
        )
    else:
        part = sup["freshness_accuracy"]
        gate(
            "freshness_accuracy",
            _ratio_gate(fresh, minimum=freshness_min),
            fresh,
            f"{fresh:.4f} ({part.num:g} of {part.den:g} sampled dates right within "
            f"±{FRESHNESS_TOLERANCE_DAYS} day)",
        )

    if invoiced is None:
        gate(
            "cost_divergence",
            "not_checked",
            None,
            f"no invoice line for this provider (adapter reported {reported_total:.4f} USD)",
        )
    else:
        if invoiced > 0:
            divergence = abs(reported_total - invoiced) / invoiced
        else:
            divergence = 0.0 if reported_total == 0 else math.inf
        passed = divergence <= COST_DIVERGENCE_GATE + _EPSILON
        shown = "∞" if math.isinf(divergence) else f"{divergence:.2%}"
        gate(
            "cost_divergence",
            "pass" if passed else "fail",
            None if math.isinf(divergence) else _clean(divergence),
            f"{shown}: adapter reported {reported_total:.4f} USD, invoice says {invoiced:.4f} USD",
        )


# --- ranking --------------------------------------------------------------------------------


def rank_key(score: ProviderScore) -> tuple[float, float, float, float]:
    """Cost per useful answer ascending (undefined = infinite, last), then P@10, recall
    and freshness_accuracy descending (undefined = worst)."""
    agg = score.aggregate
    cost = agg["cost_per_useful_answer"]

    def desc(name: str) -> float:
        value = agg[name]
        return -value if value is not None else math.inf

    return (
        cost if cost is not None else math.inf,
        desc("P@10"),
        desc("recall"),
        desc("freshness_accuracy"),
    )


def rank(scores: Iterable[ProviderScore]) -> list[ProviderScore]:
    """Order every provider: eligible ones by `rank_key` with ranks 1.. (equal keys share
    a rank), then the disqualified ones by the same key, without a rank."""
    everyone = sorted(scores, key=lambda s: (s.disqualified, rank_key(s), s.provider))
    position = 0
    previous: tuple[float, ...] | None = None
    for index, score in enumerate(s for s in everyone if not s.disqualified):
        key = rank_key(score)
        if key != previous:
            position = index + 1
            previous = key
        score.rank = position
    for score in everyone:
        if score.disqualified:
            score.rank = None
    return everyone


# --- golden-set proposals -------------------------------------------------------------------


def proposals(
    golden: GoldenSet, judgments: Judgments, runs: Mapping[str, ProviderRun]
) -> list[Proposal]:
    """Hosts judged relevant that the case's `expect.hosts` does not list: listed for a
    reviewer to add to the golden set, never added by the scorer."""
    found: dict[tuple[str, str], tuple[set[str], set[str]]] = {}
    for provider, run in sorted(runs.items()):
        for case in golden.measured_cases:
            record = run.records.get(case.id)
            if record is None:
                continue
            for result in record.results:
                if not is_relevant(result, case, judgments, golden.families):
                    continue
                if host_listed(result.host, case.hosts):
                    continue
                urls, providers = found.setdefault((case.id, result.host), (set(), set()))
                urls.add(result.url)
                providers.add(provider)
    by_id = golden.by_id
    return [
        Proposal(
            case=case_id,
            host=host,
            families=tuple(
                f for f in families_of(host, golden.families) if f in by_id[case_id].families
            ),
            urls=tuple(sorted(urls)),
            providers=tuple(sorted(providers)),
        )
        for (case_id, host), (urls, providers) in sorted(found.items())
    ]
