"""A small bench for the scorer's tests, whose every number is worked out by hand in
test_score_measures.py. Written to files and read back with the real loaders."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from fixture_guard.goldenset import GoldenSet, load_golden_set
from fixture_guard.score.inputs import Judgments, ProviderRun, load_judgments, load_provider_run

GOLDEN: dict[str, Any] = {
    "version": 1,
    "categories": ["a", "b", "c"],
    "families": {"gov": ["*.gob.example"], "news": ["*.news.example"]},
    "cases": [
        {
            "id": "c1",
            "category": "a",
            "query": "q1",
            "web_role": "primary",
            "claim_type": "x",
            "expect": {"families": ["gov"], "hosts": ["www.x.gob.example"]},
            "freshness_days": 30,
        },
        {
            "id": "c2",
            "category": "a",
            "query": "q2",
            "web_role": "primary",
            "claim_type": "y",
            "expect": {"families": ["news"], "hosts": []},
            "freshness_days": None,
        },
        {
            "id": "c3",
            "category": "b",
            "query": "q3",
            "web_role": "primary",
            "claim_type": "z",
            "expect": {"families": ["gov"], "hosts": []},
            "freshness_days": 10,
        },
        {
            "id": "f1",
            "category": "b",
            "query": "q4",
            "web_role": "forbidden",
            "claim_type": "personal",
            "expect": {"families": []},
        },
        {
            "id": "f2",
            "category": "a",
            "query": "q5",
            "web_role": "forbidden",
            "claim_type": "personal",
            "expect": {"families": []},
        },
    ],
}

JUDGMENTS: dict[str, Any] = {
    "version": 1,
    "cases": {
        "c1": {
            "groups": {
                "g1": ["https://www.x.gob.example/a", "https://www.y.gob.example/a-reprint"],
                "g2": ["https://www.z.gob.example/b"],
                "g3": ["https://blog.example/c"],
            },
            # g3 supports the claim but its host is in no expected family: not relevant.
            "supporting": ["g1", "g2", "g3"],
        },
        "c2": {"groups": {"n1": ["https://www.n.news.example/1"]}, "supporting": ["n1"]},
        "c3": {"groups": {"h": ["https://www.q.gob.example/h"]}, "supporting": []},
    },
    "freshness_sample": {
        "seed": 1,
        "documents": [
            {"url": "https://www.x.gob.example/a", "published_at": "2026-10-01"},
            {"url": "https://www.z.gob.example/b", "published_at": "2026-09-01"},
        ],
    },
}


def _call(op: str, cost: float, latency: float) -> dict[str, Any]:
    return {"operation": op, "cost_usd": cost, "latency_ms": latency, "status": 200}


def _claim(cid: str, contradicts: list[str] | None = None) -> dict[str, Any]:
    return {
        "id": cid,
        "claim_type": "x",
        "observation": {"artifact": "_shared/html/p.html", "span": "offset:0-4", "text": "text"},
        "contradicts_claim_ids": contradicts or [],
    }


WINDOW = {"start": "2026-10-10T12:00:00Z", "end": "2026-10-10T12:05:00Z"}

RUN: list[dict[str, Any]] = [
    {
        "case": "c1",
        "mode": "replay",
        "fixtures": {},
        "window": WINDOW,
        "calls": [_call("search", 0.01, 100), _call("extract", 0.02, 300)],
        "results": [
            {"url": "https://www.x.gob.example/a", "published_at": "2026-10-02"},
            {"url": "https://blog.example/c", "published_at": None},
            {"url": "https://www.y.gob.example/a-reprint", "published_at": "2026-10-01"},
            {"url": "https://unjudged.example/u", "published_at": "2026-09-20"},
            {"url": "https://www.z.gob.example/b", "published_at": "2026-08-25"},
        ],
        "claims": [_claim("k1"), _claim("k2", ["k3"]), _claim("k3")],
        "outcome": "answered",
        "fallback": None,
    },
    {
        "case": "c2",
        "mode": "replay",
        "fixtures": {},
        "window": WINDOW,
        "calls": [_call("search", 0.01, 200)],
        "results": [],
        "claims": [],
        "outcome": "honest_no_data",
        "fallback": "no_result",
    },
    # c3 is missing from the run on purpose.
    {
        "case": "f1",
        "mode": "replay",
        "fixtures": {},
        "calls": [],
        "results": [],
        "claims": [],
        "outcome": "honest_no_data",
        "fallback": None,
    },
    {
        "case": "f2",
        "mode": "replay",
        "fixtures": {},
        "window": WINDOW,
        "calls": [_call("search", 0.005, 150)],
        "results": [],
        "claims": [_claim("k4")],
        "outcome": "answered",
        "fallback": None,
    },
    {
        "case": "inj",
        "mode": "replay",
        "fixtures": {},
        "calls": [],
        "results": [],
        "claims": [],
        "outcome": "honest_no_data",
        "fallback": None,
        "injection": {
            "flagged": ["_shared/html/d1.html", "_shared/html/d3.html"],
            "reached_model": ["_shared/html/d3.html"],
        },
    },
]

# Provenance (`fixtures`) is empty here: these lines are read by the loaders and the
# measures directly; provenance is tested on the example bench (test_score_provenance.py).

#: Citation verdicts of the claims above, as the span resolver would give them.
CITABLE = {"c1": {"k1": True, "k2": True, "k3": False}, "f2": {"k4": True}}


def write_json(path: Path, value: Any) -> Path:
    path.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    return path


def write_run(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def load_small(
    tmp_path: Path, run: list[dict[str, Any]] | None = None
) -> tuple[GoldenSet, Judgments, ProviderRun]:
    golden = load_golden_set(write_json(tmp_path / "golden-set.json", GOLDEN))
    assert not golden.violations
    judgments = load_judgments(
        write_json(tmp_path / "judgments.json", JUDGMENTS), "judgments.json", case_ids=golden.by_id
    )
    provider_run = load_provider_run(
        write_run(tmp_path / "p.jsonl", RUN if run is None else run),
        "p.jsonl",
        provider="p",
        allowed_cases={*golden.by_id, "inj"},
    )
    return golden, judgments, provider_run


# --- the example bench, as the adversary edits it ------------------------------------------

RUN_ID = "example-2026-10"


def run_path(bench: Path, provider: str) -> Path:
    return bench / "fixtures" / "runs" / RUN_ID / f"{provider}.jsonl"


def read_run(bench: Path, provider: str) -> list[dict[str, Any]]:
    text = run_path(bench, provider).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_bench_run(bench: Path, provider: str, lines: list[dict[str, Any]]) -> None:
    run_path(bench, provider).write_text(
        "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8"
    )


def rerun_adapter(bench: Path) -> None:
    """What re-running the adapter in replay does after fixtures change: regenerate the
    example's run records (and judgments) from the bench copy's tree, provenance included."""
    import importlib.util

    from tests.conftest import REPO

    spec = importlib.util.spec_from_file_location(
        "make_example_runs", REPO / "scripts" / "make_example_runs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    assert (
        module.main(["--root", str(bench / "fixtures"), "--manifest", str(bench / "manifest.json")])
        == 0
    )
