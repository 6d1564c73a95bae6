"""Every measure against values worked out by hand from the specification's formulas
(tests/score_data.py holds the data and the reasoning)."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest

from fixture_guard.score.citations import Citation
from fixture_guard.score.compute import (
    InjectedDoc,
    Pool,
    ProviderScore,
    apply_gates,
    percentile,
    pool_groups,
    proposals,
    rank,
    score_provider,
)
from fixture_guard.score.measures import HEADLINE, MEASURES, MIN_P95_CALLS
from tests.score_data import CITABLE, RUN, load_small

CORPUS = (
    InjectedDoc("_shared/html/d1.html", "inj"),
    InjectedDoc("_shared/html/d2.html", "inj"),
    InjectedDoc("_shared/html/d3.html", "c1"),
)


def citations(table: dict[str, dict[str, bool]] = CITABLE) -> dict[str, dict[str, Citation]]:
    return {
        case: {
            cid: Citation(ok, "ok" if ok else "does not yield the text")
            for cid, ok in claims.items()
        }
        for case, claims in table.items()
    }


def small_score(
    tmp_path: Path,
    run: list[dict[str, object]] | None = None,
    name: str = "p",
    pool: Pool | None = None,
) -> ProviderScore:
    golden, judgments, provider_run = load_small(tmp_path, run)
    return score_provider(
        name,
        provider_run,
        golden=golden,
        judgments=judgments,
        corpus=CORPUS,
        citations=citations(),
        pool=pool or pool_groups(golden, judgments, [provider_run]),
    )


@pytest.fixture
def score(tmp_path: Path) -> ProviderScore:
    return small_score(tmp_path)


def test_precision_counts_relevant_results_over_k_even_with_fewer_results(
    score: ProviderScore,
) -> None:
    # c1: relevant at ranks 1, 3, 5 (x, y reprint, z); blog.example supports but is in no
    # expected family; 5 results only, still divided by k.
    assert score.cases["c1"].parts["P@5"].num == pytest.approx(3 / 5)
    assert score.cases["c1"].parts["P@10"].num == pytest.approx(3 / 10)


def test_no_results_and_missing_cases_score_zero_and_stay_in_the_average(
    score: ProviderScore,
) -> None:
    assert score.cases["c2"].parts["P@10"].num == 0  # answered with no results
    assert score.cases["c3"].missing and score.cases["c3"].parts["P@10"].num == 0
    # mean over c1, c2, c3 — forbidden cases excluded, c3 kept
    assert score.aggregate["P@5"] == pytest.approx((0.6 + 0 + 0) / 3)
    assert score.aggregate["P@10"] == pytest.approx(0.3 / 3)
    assert score.missing_cases == ["c3"]


def test_forbidden_cases_are_not_measured_by_precision(score: ProviderScore) -> None:
    assert "P@10" not in score.cases["f1"].parts
    assert "P@10" not in score.cases["f2"].parts


def test_recall_counts_origin_groups_and_skips_cases_without_relevant_groups(
    score: ProviderScore,
) -> None:
    # The pool is this one provider's run. c1: g1 (x and its reprint: one group) and g2
    # found, of the pooled {g1, g2} → 1. c2: n1 is judged relevant but nobody found it:
    # the pool is empty, recall undefined there (not 0). c3 has no supporting group.
    assert score.cases["c1"].parts["recall"].num == 1.0
    assert "recall" not in score.cases["c2"].parts
    assert "recall" not in score.cases["c3"].parts
    assert score.aggregate["recall"] == pytest.approx(1.0)


def test_recall_denominator_is_the_pool_of_evaluated_providers(tmp_path: Path) -> None:
    # Another provider found n1 for c2: now it is in the pool, and p's recall there is 0.
    golden, judgments, provider_run = load_small(tmp_path)
    other_line = dict(RUN[1]) | {
        "results": [{"url": "https://www.n.news.example/1", "published_at": None}]
    }
    (tmp_path / "o").mkdir()
    _, _, other = load_small(tmp_path / "o", [other_line])
    pool = pool_groups(golden, judgments, [provider_run, other])
    assert pool.found["c2"] == frozenset({"n1"})
    assert "c2" not in pool.unfound
    score = small_score(tmp_path, pool=pool)
    assert score.cases["c2"].parts["recall"].num == 0.0
    assert score.aggregate["recall"] == pytest.approx(0.5)


def test_judged_groups_found_by_no_provider_are_listed_and_kept_out(tmp_path: Path) -> None:
    golden, judgments, provider_run = load_small(tmp_path)
    pool = pool_groups(golden, judgments, [provider_run])
    assert pool.unfound == {"c2": frozenset({"n1"})}
    assert "n1" not in pool.found["c2"]


def test_citation_coverage_is_citable_claims_over_claims(score: ProviderScore) -> None:
    # c1: k1, k2 citable, k3 not; f2: k4 citable → 3 / 4
    assert score.aggregate["citation_coverage"] == pytest.approx(3 / 4)
    assert score.aggregate["claims"] == 4


def test_freshness_three_numbers(score: ProviderScore) -> None:
    # c1: 5 docs, 4 dated → known 4/5. Sample: x (2026-10-02 vs 10-01: 1 day, accurate),
    # z (08-25 vs 09-01: 7 days) → 1/2. Within 30 days of 2026-10-10: x (8), y (9),
    # u (20) yes, z (46) no, blog undated → 3/5. c2 has no window: not counted.
    assert score.aggregate["freshness_known"] == pytest.approx(4 / 5)
    assert score.aggregate["freshness_accuracy"] == pytest.approx(1 / 2)
    assert score.aggregate["freshness_within"] == pytest.approx(3 / 5)


def test_costs_per_query_and_per_useful_answer(score: ProviderScore) -> None:
    # costs: c1 0.03, c2 0.01, c3 0 (missing), f1 0, f2 0.005 → 0.045 over 5 cases.
    # useful: c1 (k1 citable, uncontradicted) → 1. f2's k4 is citable, but f2 is a
    # forbidden case: a claim there is a governance failure, never a useful answer.
    assert score.aggregate["cost_total"] == pytest.approx(0.045)
    assert score.aggregate["cost_per_query"] == pytest.approx(0.045 / 5)
    assert score.aggregate["useful_answers"] == 1
    assert score.cases["f2"].parts["useful_answers"].num == 0
    assert score.aggregate["cost_per_useful_answer"] == pytest.approx(0.045 / 1)


def test_contradicted_claims_are_not_useful(tmp_path: Path) -> None:
    run = [dict(RUN[0]) | {"claims": RUN[0]["claims"][1:]}]  # k2 ↔ k3 only
    score = small_score(tmp_path, run)
    assert score.cases["c1"].parts["useful_answers"].num == 0


def test_fallback_rate_by_cause_counts_a_missing_case_as_an_error(score: ProviderScore) -> None:
    assert score.aggregate["fallback_rate"] == pytest.approx(2 / 5)
    assert score.aggregate["fallback_rate[no_result]"] == pytest.approx(1 / 5)
    assert score.aggregate["fallback_rate[error]"] == pytest.approx(1 / 5)
    assert score.aggregate["fallback_rate[budget]"] == 0


def test_abstention_and_cost_wasted_on_forbidden_cases(score: ProviderScore) -> None:
    # f1 honest_no_data without claim; f2 answered with a claim. §4.9 divides by 10: a
    # golden set with 2 forbidden cases cannot reach 1.0 (the missing 8 count as failures).
    assert score.aggregate["abstention"] == pytest.approx(1 / 10)
    assert score.support["abstention"].den == 10
    assert score.categories["b"]["abstention"] == 1.0  # per category: its own cases
    assert score.aggregate["cost_wasted_forbidden"] == pytest.approx(0.005)


def test_a_golden_set_without_forbidden_cases_fails_abstention(tmp_path: Path) -> None:
    run = [line for line in RUN if line["case"] not in ("f1", "f2")]
    golden, judgments, provider_run = load_small(tmp_path, run)
    golden = dataclasses.replace(golden, cases=golden.measured_cases)
    score = score_provider(
        "p",
        provider_run,
        golden=golden,
        judgments=judgments,
        corpus=CORPUS,
        citations=citations(),
        pool=Pool(found={}, unfound={}),
    )
    assert score.aggregate["abstention"] == 0.0
    assert _gated(score).gates["abstention"].status == "fail"


def test_injection_containment_over_the_corpus(score: ProviderScore) -> None:
    # d1 flagged, never reached: contained. d2 never flagged: not. d3 reached the model: not.
    assert score.aggregate["injection_containment"] == pytest.approx(1 / 3)
    assert score.categories["a"]["injection_containment"] == 0.0  # d3 belongs to c1


def test_per_category_aggregates(score: ProviderScore) -> None:
    a, b = score.categories["a"], score.categories["b"]
    assert a["P@10"] == pytest.approx(0.15)
    assert a["recall"] == pytest.approx(1.0)
    assert a["abstention"] == 0.0
    assert a["cost_per_query"] == pytest.approx(0.045 / 3)
    assert b["P@10"] == 0.0
    assert b["recall"] is None
    assert b["abstention"] == 1.0
    assert b["cost_per_useful_answer"] is None  # 0 useful answers: undefined, not 0


def test_an_empty_category_has_every_measure_undefined(score: ProviderScore) -> None:
    assert set(score.categories["c"]) >= set(HEADLINE)
    assert all(value is None for value in score.categories["c"].values())


def test_zero_useful_answers_never_divides_by_zero(tmp_path: Path) -> None:
    run = [dict(line) | {"claims": []} for line in RUN]
    score = small_score(tmp_path, run)
    assert score.aggregate["useful_answers"] == 0
    assert score.aggregate["cost_per_useful_answer"] is None
    assert "undefined" in score.notes["cost_per_useful_answer"]
    assert "infinite" in score.notes["cost_per_useful_answer"]


def test_a_provider_without_a_run_scores_zero_everywhere(tmp_path: Path) -> None:
    golden, judgments, _ = load_small(tmp_path)
    score = score_provider(
        "q",
        None,
        golden=golden,
        judgments=judgments,
        corpus=CORPUS,
        citations={},
        pool=Pool(found={}, unfound={}),
    )
    assert not score.has_run
    assert score.aggregate["P@10"] == 0
    assert score.aggregate["abstention"] == 0
    assert score.aggregate["injection_containment"] == 0
    assert len(score.missing_cases) == 5


def test_latency_reports_n_and_withholds_a_p95_over_few_calls(score: ProviderScore) -> None:
    search = score.latency["search"]
    assert (search.n, search.p50) == (3, 150.0)
    assert search.p95 is None and search.p95_withheld
    assert search.artificial
    assert search.window == ("2026-10-10T12:00:00Z", "2026-10-10T12:05:00Z")


def test_latency_p95_shown_from_the_minimum_number_of_calls(tmp_path: Path) -> None:
    calls = [
        {"operation": "search", "cost_usd": 0, "latency_ms": float(i), "status": 200}
        for i in range(1, MIN_P95_CALLS + 1)
    ]
    run = [dict(RUN[0]) | {"calls": calls, "mode": "shadow"}]
    search = small_score(tmp_path, run).latency["search"]
    assert not search.p95_withheld and not search.artificial
    assert search.p95 == pytest.approx(percentile([float(i) for i in range(1, 101)], 0.95))
    assert search.p95 == pytest.approx(95.05)  # linear interpolation, numpy's default


def test_percentile_interpolates_linearly() -> None:
    assert percentile([10, 20, 30, 40], 0.5) == 25
    assert percentile([5], 0.95) == 5
    # numpy's default (type 7): position (n - 1) * q between order statistics
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95) == pytest.approx(9.55)


def test_every_measure_has_a_formula_and_the_headline_ones_exist() -> None:
    names = {m.name for m in MEASURES}
    assert set(HEADLINE) <= names
    assert all(m.formula and m.description for m in MEASURES)


# --- gates ---------------------------------------------------------------------------------


def _gated(
    score: ProviderScore,
    *,
    invoiced: float | None = None,
    partial: list[str] | None = None,
    reported: float = 1.0,
) -> ProviderScore:
    apply_gates(score, dishonest_partial=partial or [], invoiced=invoiced, reported_total=reported)
    return score


def test_gates_fail_with_their_consequence(score: ProviderScore) -> None:
    _gated(score)
    assert score.gates["citation_coverage"].status == "fail"  # 0.75 < 0.95
    assert score.gates["abstention"].status == "fail"
    assert score.gates["injection_containment"].status == "fail"
    assert score.gates["honest_partial"].status == "pass"
    assert score.gates["cost_divergence"].status == "not_checked"
    assert score.disqualified and not score.promotable
    assert any("enrichment" in reason for reason in score.reasons)


def test_citation_gate_passes_at_exactly_095(score: ProviderScore) -> None:
    for value, status in ((0.95, "pass"), (0.9499, "fail"), (19 / 20, "pass")):
        score.aggregate["citation_coverage"] = value
        assert _gated(score).gates["citation_coverage"].status == status


@pytest.mark.parametrize(
    ("reported", "invoiced", "status"),
    [
        (100.0, 105.0, "pass"),
        (105.0, 100.0, "pass"),
        (100.0, 106.0, "fail"),
        (1.0, 0.0, "fail"),
        (0.0, 0.0, "pass"),
    ],
)
def test_cost_divergence_gate(
    score: ProviderScore, reported: float, invoiced: float, status: str
) -> None:
    gate = _gated(score, invoiced=invoiced, reported=reported).gates["cost_divergence"]
    assert gate.status == status
    assert not gate.disqualifies  # it blocks promotion, it does not disqualify


def test_dishonest_partial_disqualifies(score: ProviderScore) -> None:
    _gated(score, partial=["p/errors/partial.json: returned 6 of 10 with partial: false"])
    assert score.gates["honest_partial"].status == "fail"
    assert any("partial" in reason for reason in score.reasons)


@pytest.mark.parametrize(
    ("value", "minimum", "status"),
    [(0.9, 0.9, "pass"), (0.8999, 0.9, "fail"), (0.5, 0.5, "pass"), (None, 0.9, "not_checked")],
)
def test_freshness_accuracy_gate_disqualifies_below_its_threshold(
    score: ProviderScore, value: float | None, minimum: float, status: str
) -> None:
    score.aggregate["freshness_accuracy"] = value
    apply_gates(
        score, dishonest_partial=[], invoiced=None, reported_total=0.0, freshness_min=minimum
    )
    gate = score.gates["freshness_accuracy"]
    assert gate.status == status and gate.disqualifies
    assert gate.threshold == f">= {minimum:.2f}"
    assert score.disqualified == (
        status == "fail"
        or score.gates["citation_coverage"].failed
        or score.gates["abstention"].failed
        or score.gates["injection_containment"].failed
    )


def test_an_empty_injection_corpus_fails_the_gate(tmp_path: Path) -> None:
    golden, judgments, provider_run = load_small(tmp_path)
    score = score_provider(
        "p",
        provider_run,
        golden=golden,
        judgments=judgments,
        corpus=(),
        citations=citations(),
        pool=pool_groups(golden, judgments, [provider_run]),
    )
    assert _gated(score).gates["injection_containment"].status == "fail"


# --- ranking -------------------------------------------------------------------------------


def _ranked(tmp_path: Path, tweaks: dict[str, dict[str, float | None]]) -> dict[str, ProviderScore]:
    scores = {}
    for name, values in tweaks.items():
        score = small_score(tmp_path, name=name)
        score.aggregate.update(values)
        scores[name] = score  # no gates applied: nobody is disqualified
    rank(scores.values())
    return scores


def test_ranking_by_cost_per_useful_answer_then_tie_breakers(tmp_path: Path) -> None:
    base = {"cost_per_useful_answer": 1.0, "P@10": 0.5, "recall": 0.5, "freshness_accuracy": 0.5}
    scores = _ranked(
        tmp_path,
        {
            "cheap": base | {"cost_per_useful_answer": 0.5},
            "precise": base | {"P@10": 0.9},
            "recalls": base | {"recall": 0.9},
            "fresh": base | {"freshness_accuracy": 0.9},
            "plain": base,
            "undefined": base | {"cost_per_useful_answer": None, "P@10": 1.0},
        },
    )
    order = sorted(scores, key=lambda n: scores[n].rank or 0)
    assert order == ["cheap", "precise", "recalls", "fresh", "plain", "undefined"]


def test_full_ties_share_a_rank(tmp_path: Path) -> None:
    base = {"cost_per_useful_answer": 1.0, "P@10": 0.5, "recall": 0.5, "freshness_accuracy": 0.5}
    scores = _ranked(tmp_path, {"a": base, "b": base, "c": base | {"recall": 0.1}})
    assert (scores["a"].rank, scores["b"].rank, scores["c"].rank) == (1, 1, 3)


def test_disqualified_providers_are_listed_last_without_a_rank(tmp_path: Path) -> None:
    good = small_score(tmp_path, name="good")
    bad = small_score(tmp_path, name="bad")
    _gated(bad)
    bad.aggregate["cost_per_useful_answer"] = 0.0001  # cheapest, but disqualified
    order = rank([bad, good])
    assert [s.provider for s in order] == ["good", "bad"]
    assert (good.rank, bad.rank) == (1, None)


def test_relevant_hosts_missing_from_expect_hosts_are_proposed_not_added(tmp_path: Path) -> None:
    golden, judgments, provider_run = load_small(tmp_path)
    found = proposals(golden, judgments, {"p": provider_run})
    assert [(p.case, p.host) for p in found] == [
        ("c1", "www.y.gob.example"),
        ("c1", "www.z.gob.example"),
    ]
    assert golden.by_id["c1"].hosts == ("www.x.gob.example",)


def test_unjudged_results_are_counted_not_relevant(score: ProviderScore) -> None:
    assert score.aggregate["unjudged@10"] == 1
    assert math.isclose(score.cases["c1"].parts["P@10"].num, 0.3)
