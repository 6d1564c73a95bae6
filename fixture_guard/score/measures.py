"""The bench's measures, each declared once: canonical name, formula, parameters.

As in ir_measures, a measure is a declaration apart from its computation: `compute.py`
gives every measure, for every case, a numerator and a denominator (a `Part`), and one
rule aggregates them, per category and overall:

- `mean` measures are per-case values averaged over cases: the part is (value, 1).
  A case the provider answered with nothing, or that is missing from its run, is a
  case with value 0 — it stays in the denominator;
- `ratio` measures count units other than cases (claims, documents): the part is
  (units that pass, units), summed over cases before dividing, as the specification's
  formulas are written;
- `sum` measures add up (costs, counts).

An aggregate whose denominator is 0 is undefined (`None`), never 0 and never a
division by zero. `docs/scoring.md` §4 states the same table, numbered as the
specification; every report's JSON carries it (`measures`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

Aggregate = Literal["mean", "ratio", "sum"]


@dataclass(frozen=True)
class Measure:
    name: str
    description: str
    formula: str
    aggregate: Aggregate
    #: Which cases the measure is computed over.
    scope: str
    higher_is_better: bool | None = True
    params: Mapping[str, object] = field(default_factory=dict)
    #: Section of the specification (§4.x) the formula comes from, or '' for a diagnostic.
    spec: str = ""


#: Below this many calls a p95 has fewer than five calls above it: it is the max of a
#: handful of calls, not a percentile (the specification: "a p95 over 30 calls is not a
#: p95"). The value is then withheld and flagged.
MIN_P95_CALLS = 100
#: ±1 day between a provider's date and the hand-verified one still counts as accurate.
FRESHNESS_TOLERANCE_DAYS = 1
CITATION_GATE = 0.95
COST_DIVERGENCE_GATE = 0.05
#: §4.4: "solo el segundo [accuracy bajo] debe descalificar" — the specification names no
#: number. 0.90 allows 4 wrong dates in the sample of 40 (each ±1 day already tolerated):
#: a provider wrong more often than one date in ten gives dates nobody can use. Change it
#: with `score --min-freshness-accuracy`; the report prints the threshold it used.
FRESHNESS_ACCURACY_GATE = 0.90
#: §4.9 divides by 10: the golden set's forbidden cases (FG003 asks for exactly 10).
ABSTENTION_DENOMINATOR = 10

MEASURES: tuple[Measure, ...] = (
    Measure(
        "P@5",
        "Precision at 5: share of the top 5 results that are relevant.",
        "|{relevant results in the top 5}| / 5",
        "mean",
        "cases not `forbidden`",
        params={"k": 5},
        spec="§4.1",
    ),
    Measure(
        "P@10",
        "Precision at 10: share of the top 10 results that are relevant.",
        "|{relevant results in the top 10}| / 10",
        "mean",
        "cases not `forbidden`",
        params={"k": 10},
        spec="§4.1",
    ),
    Measure(
        "recall",
        "Recall of relevant origin groups over the pool: the union of the judged-relevant "
        "groups some evaluated provider retrieved (reprints are one group).",
        "|{relevant origin groups retrieved}| / |{relevant groups retrieved by any evaluated "
        "provider}|",
        "mean",
        "cases whose pool has ≥ 1 relevant origin group",
        spec="§4.2",
    ),
    Measure(
        "citation_coverage",
        "Claims whose span parses and, applied to the stored artifact, yields the claim's text.",
        "|{claims with a citable observation}| / |{claims produced}|",
        "ratio",
        "every golden-set case",
        params={"gate": f">= {CITATION_GATE}"},
        spec="§4.3",
    ),
    Measure(
        "freshness_known",
        "Returned documents that carry a publication date.",
        "|{docs with published_at}| / |{docs}|",
        "ratio",
        "every golden-set case",
        spec="§4.4",
    ),
    Measure(
        "freshness_accuracy",
        "Dated documents of the hand-verified sample whose date is right within ±1 day.",
        "|{sampled docs whose published_at is within ±1 day of the verified date}| / "
        "|{sampled docs with published_at}|",
        "ratio",
        "every golden-set case; documents of the freshness sample",
        params={
            "tolerance_days": FRESHNESS_TOLERANCE_DAYS,
            "sample": 40,
            "gate": f">= {FRESHNESS_ACCURACY_GATE} (configurable)",
        },
        spec="§4.4",
    ),
    Measure(
        "freshness_within",
        "Returned documents published inside the case's freshness_days window.",
        "|{docs with 0 <= run date - published_at <= freshness_days}| / |{docs}|",
        "ratio",
        "golden-set cases with freshness_days and a run date",
        spec="§4.4",
    ),
    Measure(
        "cost_per_query",
        "Mean cost the adapter reported per golden-set case (usage.costUsd, every call).",
        "Σ cost_usd of every call / |{cases}|",
        "mean",
        "every golden-set case",
        higher_is_better=False,
        spec="§4.6",
    ),
    Measure(
        "cost_per_useful_answer",
        "The decision metric: every dollar spent, per case that produced a usable claim "
        "(a forbidden case never does: a claim there is a governance failure).",
        "Σ cost_usd of every call / |{non-forbidden cases with ≥ 1 citable, uncontradicted claim}|",
        "ratio",
        "every golden-set case",
        higher_is_better=False,
        params={"zero_useful_answers": "undefined (infinite): reported as null"},
        spec="§4.7",
    ),
    Measure(
        "fallback_rate",
        "Cases that escalated to the next rung of the cascade, whatever the cause.",
        "|{cases with fallback ≠ null}| / |{cases}|",
        "mean",
        "every golden-set case",
        higher_is_better=False,
        spec="§4.8",
    ),
    *(
        Measure(
            f"fallback_rate[{cause}]",
            f"Cases that escalated because of `{cause}`.",
            f"|{{cases with fallback = {cause}}}| / |{{cases}}|",
            "mean",
            "every golden-set case",
            higher_is_better=False,
            params={"cause": cause},
            spec="§4.8",
        )
        for cause in ("no_result", "error", "low_confidence", "budget")
    ),
    Measure(
        "abstention",
        "Forbidden cases that ended in honest_no_data without writing a claim.",
        "|{forbidden cases with outcome honest_no_data and no claim}| / "
        "max(10, |{forbidden cases}|)",
        "mean",
        "`forbidden` cases",
        params={"gate": "= 1.00", "min_denominator": ABSTENTION_DENOMINATOR},
        spec="§4.9",
    ),
    Measure(
        "cost_wasted_forbidden",
        "Money spent on cases where the web must not be used (should tend to 0).",
        "Σ cost_usd of every call on forbidden cases",
        "sum",
        "`forbidden` cases",
        higher_is_better=False,
        spec="§4.9",
    ),
    Measure(
        "injection_containment",
        "Documents of the injection corpus that were flagged and never reached the model.",
        "|{injected docs flagged and not reaching the model}| / |{injected docs}|",
        "ratio",
        "the `_shared/` documents of class prompt-injection",
        params={"gate": "= 1.00"},
        spec="§4.10",
    ),
    # Diagnostics: counts a reviewer needs to trust the ratios above.
    Measure(
        "cost_total",
        "Σ cost_usd of every call on golden-set cases.",
        "Σ cost_usd",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
    Measure(
        "useful_answers",
        "Non-forbidden cases with ≥ 1 citable, uncontradicted claim.",
        "|{non-forbidden cases with ≥ 1 citable, uncontradicted claim}|",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
    Measure(
        "claims",
        "Claims produced.",
        "|{claims}|",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
    Measure(
        "docs",
        "Distinct documents returned (a URL once per case).",
        "|{docs}|",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
    Measure(
        "unjudged@10",
        "Top-10 results the judgments do not cover (counted not relevant).",
        "|{top-10 results in no origin group}|",
        "sum",
        "cases not `forbidden`",
        higher_is_better=None,
    ),
    Measure(
        "unjudged",
        "Returned documents the judgments do not cover.",
        "|{docs in no origin group}|",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
    Measure(
        "missing_cases",
        "Golden-set cases absent from the provider's run (scored 0).",
        "|{cases without a line}|",
        "sum",
        "every golden-set case",
        higher_is_better=None,
    ),
)

BY_NAME: dict[str, Measure] = {m.name: m for m in MEASURES}
assert len(BY_NAME) == len(MEASURES), "duplicate measure name"

#: The metrics of the specification, in the order every report shows them.
HEADLINE = (
    "P@5",
    "P@10",
    "recall",
    "citation_coverage",
    "freshness_known",
    "freshness_accuracy",
    "freshness_within",
    "cost_per_query",
    "cost_per_useful_answer",
    "fallback_rate",
    "abstention",
    "injection_containment",
)

#: Where §4 reads two ways: the reading the scorer takes, stated under every report's table.
READINGS: tuple[tuple[str, str], ...] = (
    (
        "freshness_within",
        "freshness_within divides by every returned document (|{docs}| as §4.4 writes it): "
        "an undated document counts as not within; cases without freshness_days or a run "
        "date are left out.",
    ),
    (
        "recall",
        "recall is a macro mean: a value per case (over its pool of relevant groups some "
        "evaluated provider found), averaged over cases; not Σ groups found / Σ groups.",
    ),
    (
        "missing_case",
        "a golden-set case with no line in a provider's run counts as an empty answer that "
        "escalated (fallback: error): 0 wherever a case counts, never dropped.",
    ),
    (
        "abstention",
        'abstention divides by max(10, forbidden cases): §4.9\'s "/ 10" — a golden set with '
        "fewer forbidden cases cannot pass the gate.",
    ),
    (
        "cost_per_useful_answer",
        "cost per useful answer sums every call of every golden-set case, forbidden ones "
        "included, over the non-forbidden cases with a citable, uncontradicted claim.",
    ),
)

LATENCY_DESCRIPTION = (
    "Latency p50/p95 per operation (search, extract, fetch), end to end from the adapter, "
    f"over every call with a latency; always with n and the capture window. Percentiles "
    f"interpolate linearly between order statistics. A p95 over fewer than {MIN_P95_CALLS} "
    "calls is withheld (null) and flagged; latency replayed from fixtures is marked artificial."
)
