"""P@k and recall against a reference IR implementation (ir-measures over trec_eval).

Same data on both sides: our per-case values against ir_measures' per-query values.
Recall is by origin group, so the reference sees each relevant URL as its group's id
(a reprint retrieved after its original is a duplicate of one relevant "document").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fixture_guard.goldenset import GoldenSet
from fixture_guard.score.compute import is_relevant, relevant_groups, score_case
from fixture_guard.score.inputs import CaseRecord, Judgments, ProviderRun
from tests.score_data import load_small

ir_measures = pytest.importorskip("ir_measures", reason="ir-measures is a test-only dependency")
P, R = ir_measures.P, ir_measures.R


def reference(
    golden: GoldenSet, judgments: Judgments, run: ProviderRun
) -> dict[tuple[str, str], float]:
    """(case, measure) → value, computed by ir_measures."""
    doc_qrels, group_qrels, doc_run, group_run = [], [], [], []
    for case in golden.measured_cases:
        judgment = judgments.cases.get(case.id)
        record = run.records.get(case.id)
        results = record.results if record else ()
        for result in results:
            relevant = is_relevant(result, case, judgments, golden.families)
            doc_qrels.append(ir_measures.Qrel(case.id, result.key, int(relevant)))
            # Strictly decreasing scores: trec_eval breaks ties by doc id, not by rank.
            doc_run.append(ir_measures.ScoredDoc(case.id, result.key, 1000.0 - result.rank))
            group = judgment.group_of[result.key] if judgment and relevant else result.key
            group_run.append(ir_measures.ScoredDoc(case.id, group, 1000.0 - result.rank))
        for group in relevant_groups(case, judgments, golden.families):
            group_qrels.append(ir_measures.Qrel(case.id, group, 1))
        # A query with no judged document still needs a qrel to be evaluated.
        doc_qrels.append(ir_measures.Qrel(case.id, "__none__", 0))
    values: dict[tuple[str, str], float] = {}
    for metric in ir_measures.iter_calc([P @ 5, P @ 10], doc_qrels, doc_run):
        values[(metric.query_id, str(metric.measure))] = metric.value
    for metric in ir_measures.iter_calc([R @ 1000], group_qrels, _dedupe(group_run)):
        values[(metric.query_id, "recall")] = metric.value
    return values


def _dedupe(run: list[object]) -> list[object]:
    """Keep each (query, doc) once, at its best score, as trec_eval expects."""
    best: dict[tuple[str, str], object] = {}
    for doc in run:
        key = (doc.query_id, doc.doc_id)  # type: ignore[attr-defined]
        if key not in best or doc.score > best[key].score:  # type: ignore[attr-defined]
            best[key] = doc
    return list(best.values())


def ours(golden: GoldenSet, judgments: Judgments, run: ProviderRun) -> dict[tuple[str, str], float]:
    values: dict[tuple[str, str], float] = {}
    for case in golden.measured_cases:
        record = run.records.get(case.id) or CaseRecord.absent(case.id, "replay")
        parts = score_case(case, record, golden=golden, judgments=judgments, citations={}).parts
        for name in ("P@5", "P@10", "recall"):
            if name in parts:
                values[(case.id, name)] = parts[name].num
    return values


def compare(golden: GoldenSet, judgments: Judgments, run: ProviderRun) -> int:
    expected = reference(golden, judgments, run)
    mine = ours(golden, judgments, run)
    compared = 0
    for key, value in expected.items():
        assert mine.get(key, 0.0) == pytest.approx(value), key
        compared += 1
    # Cases the reference cannot see (no results at all) are 0 for us, as for trec_eval -c.
    for key, value in mine.items():
        if key not in expected and key[1] != "recall":
            assert value == 0.0, key
    return compared


def test_small_bench_matches_ir_measures(tmp_path: Path) -> None:
    golden, judgments, run = load_small(tmp_path)
    assert compare(golden, judgments, run) >= 5


def test_example_bench_matches_ir_measures(tmp_path: Path) -> None:
    from tests.conftest import REPO

    root = REPO / "fixtures"
    run_dirs = sorted((root / "runs").glob("*/")) if (root / "runs").is_dir() else []
    if not (root / "judgments.json").is_file() or not run_dirs:
        pytest.skip("the example bench and its runs are not generated")
    from fixture_guard.goldenset import load_golden_set
    from fixture_guard.score.inputs import load_judgments, load_run

    golden = load_golden_set(root / "golden-set.json")
    judgments = load_judgments(root / "judgments.json", "judgments.json", case_ids=golden.by_id)
    import json

    manifest = json.loads((REPO / "manifest.json").read_text(encoding="utf-8"))
    run = load_run(run_dirs[0], "run", allowed_cases=set(golden.by_id) | set(manifest["cases"]))
    compared = sum(compare(golden, judgments, p) for p in run.providers.values())
    assert compared > 100
