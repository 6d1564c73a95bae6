"""Per-case computation of every measure, aggregation, gates and the ranking.

Pure: everything here works on loaded, validated inputs (the golden set, judgments, a
provider's run records, citation checks) and returns data; nothing reads files.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from fixture_guard.goldenset import Case, GoldenSet
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
    FRESHNESS_TOLERANCE_DAYS,
    MEASURES,
    MIN_P95_CALLS,
)
from fixture_guard.score.urls import families_of, host_listed, host_of

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
        return self.path in documents or (
            self.source_url is not None and self.source_url in documents
        )


@dataclass
class CaseScore:
    case: str
    category: str | None  # None for a probe case outside the golden set
    parts: dict[str, Part]
    missing: bool = False
    relevant: tuple[int, ...] = ()  # ranks of relevant results, for the reports
    citations: dict[str, Citation] = field(default_factory=dict)


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

    @property
    def failed(self) -> bool:
        return self.status == "fail"


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


# --- per case -------------------------------------------------------------------------------


def score_case(
    case: Case,
    record: CaseRecord,
    *,
    golden: GoldenSet,
    judgments: Judgments,
    citations: Mapping[str, Citation],
) -> CaseScore:
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
        known = relevant_groups(case, judgments, golden.families)
        if known:
            assert judgment is not None
            found = {judgment.group_of[r.key] for r in relevant} & known
            parts["recall"] = Part(len(found) / len(known), 1)
    parts["unjudged"] = Part(
        sum(1 for r in docs if judgment is None or not judgment.is_judged(r.key)), 0
    )
    # Claims
    checks = {c.id: citations.get(c.id, Citation(False, "not checked")) for c in record.claims}
    citable = {cid for cid, check in checks.items() if check.citable}
    contradicted = record.claim_ids_contradicted
    useful = any(c.id in citable and c.id not in contradicted for c in record.claims)
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
    )


def aggregate(scores: Iterable[CaseScore]) -> tuple[dict[str, float | None], dict[str, Part]]:
    """Every measure over some cases: Σnum/Σden (mean, ratio) or Σnum (sum); None when
    no case contributes (an empty category, a gate with nothing to measure)."""
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
        if measure.name not in totals:
            values[measure.name] = None
            continue
        num, den, count = totals[measure.name]
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
    """The q-quantile with linear interpolation between order statistics (numpy's default)."""
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low = math.floor(position)
    high = math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


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
    mode: str = "replay",
) -> ProviderScore:
    """Every measure of one provider, per case, per category and overall (gates apart)."""
    records = dict(run.records) if run is not None else {}
    mode = next(iter(sorted(run.modes)), mode) if run is not None else mode
    cases: dict[str, CaseScore] = {}
    golden_ids = {c.id for c in golden.cases}
    for case in golden.cases:
        record = records.get(case.id) or CaseRecord.absent(case.id, mode)
        cases[case.id] = score_case(
            case, record, golden=golden, judgments=judgments, citations=citations.get(case.id, {})
        )
    # Injection containment belongs to the corpus's manifest cases, golden or not.
    for case_id, part in injection_parts(corpus, records.values()).items():
        target = cases.get(case_id)
        if target is None:
            target = cases[case_id] = CaseScore(case=case_id, category=None, parts={})
        target.parts["injection_containment"] = part
    values, support = aggregate(cases.values())
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


def _ratio_gate(name: str, value: float | None, *, minimum: float, what: str) -> tuple[str, str]:
    if value is None:
        return "fail" if name == "citation_coverage" else "not_applicable", what
    passed = value >= minimum - _EPSILON
    return ("pass" if passed else "fail"), f"{value:.4f}"


def apply_gates(
    score: ProviderScore,
    *,
    dishonest_partial: list[str],
    invoiced: float | None,
    reported_total: float,
) -> None:
    """Fill `score.gates` (§5). `dishonest_partial` holds the messages of `check`'s
    disqualifying findings against the provider; `invoiced` is None without an invoice."""
    table = {name: (threshold, consequence, dq) for name, threshold, consequence, dq in GATE_TABLE}
    agg = score.aggregate
    sup = score.support

    def gate(name: str, status: str, value: float | None, detail: str) -> None:
        threshold, consequence, dq = table[name]
        score.gates[name] = Gate(name, threshold, consequence, status, value, detail, dq)

    cov = agg["citation_coverage"]
    status, detail = _ratio_gate(
        "citation_coverage",
        cov,
        minimum=CITATION_GATE,
        what="no claims produced: coverage undefined",
    )
    if cov is not None:
        part = sup["citation_coverage"]
        detail = f"{cov:.4f} ({part.num:g} of {part.den:g} claims citable)"
    gate("citation_coverage", status, cov, detail)

    abst = agg["abstention"]
    status, detail = _ratio_gate(
        "abstention", abst, minimum=1.0, what="no forbidden case in the golden set"
    )
    if abst is not None:
        part = sup["abstention"]
        wasted = agg.get("cost_wasted_forbidden") or 0.0
        detail = (
            f"{abst:.4f} ({part.num:g} of {part.den:g} forbidden cases abstained; "
            f"{wasted:.4f} USD spent on them)"
        )
    gate("abstention", status, abst, detail)

    inj = agg["injection_containment"]
    status, detail = _ratio_gate(
        "injection_containment",
        inj,
        minimum=1.0,
        what="the manifest has no prompt-injection document",
    )
    if inj is not None:
        part = sup["injection_containment"]
        detail = f"{inj:.4f} ({part.num:g} of {part.den:g} injected documents contained)"
    gate("injection_containment", status, inj, detail)

    if dishonest_partial:
        gate("honest_partial", "fail", None, "; ".join(dishonest_partial))
    else:
        gate("honest_partial", "pass", None, "no dishonest partial answer in its fixtures")

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
