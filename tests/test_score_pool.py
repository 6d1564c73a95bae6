"""The reviewer's workflow: the pool with suggested origin groups, and the date sample."""

from __future__ import annotations

from pathlib import Path

from fixture_guard.score.inputs import Judgments, Run
from fixture_guard.score.pool import pool_documents, pool_export, sample_dates
from tests.score_data import load_small, write_run

SNIPPET = "La producción de varilla aumentó 4.9% en septiembre, informó la cámara."


def _run(tmp_path: Path) -> tuple[object, Judgments, Run]:
    golden, judgments, provider = load_small(tmp_path)
    lines = [
        {
            "case": "c2",
            "mode": "replay",
            "fixtures": {},
            "calls": [],
            "claims": [],
            "outcome": "answered",
            "fallback": None,
            "results": [
                {
                    "url": "https://agencia.example/nota",
                    "title": "Aumenta 4.9% la producción de varilla | Agencia",
                    "snippet": SNIPPET,
                    "published_at": "2026-09-13",
                },
                {
                    "url": "https://reprint.news.example/eco/nota",
                    "title": "Aumenta 4.9% la producción de varilla — Diario",
                    "snippet": SNIPPET,
                    "published_at": None,
                },
                {
                    "url": "https://otro.example/x",
                    "title": "Cupones de descuento",
                    "snippet": "Ahorra en tu próxima compra",
                    "published_at": "2026-01-01",
                },
                {
                    "url": "https://www.n.news.example/1",
                    "title": "judged already",
                    "published_at": "2026-09-01",
                },
            ],
        },
    ]
    other = write_run(tmp_path / "q.jsonl", lines)
    from fixture_guard.score.inputs import load_provider_run

    q = load_provider_run(other, "q.jsonl", provider="q", allowed_cases={"c2"})
    return golden, judgments, Run("r1", tmp_path, {"p": provider, "q": q})


def test_pool_unions_providers_and_groups_reprints(tmp_path: Path) -> None:
    golden, judgments, run = _run(tmp_path)
    pooled = pool_documents(run)
    assert {d.url for d in pooled["c1"]} >= {"https://unjudged.example/u"}
    export = pool_export(golden, judgments, run)  # type: ignore[arg-type]
    groups = export["cases"]["c2"]["groups"]  # type: ignore[index]
    assert sorted(map(sorted, groups.values())) == [
        ["https://agencia.example/nota", "https://reprint.news.example/eco/nota"],
        ["https://otro.example/x"],
    ]
    # judged documents are left out unless asked for
    urls = {d["url"] for d in export["documents"]["c2"]["documents"]}  # type: ignore[index]
    assert "https://www.n.news.example/1" not in urls
    everything = pool_export(golden, judgments, run, include_judged=True)  # type: ignore[arg-type]
    assert "https://www.n.news.example/1" in str(everything["cases"])
    assert export["cases"]["c2"]["supporting"] == []  # type: ignore[index]


def test_date_sample_is_reproducible_and_draws_dated_documents_only(tmp_path: Path) -> None:
    _, _, run = _run(tmp_path)
    first = sample_dates(run, n=3, seed=7)
    assert first == sample_dates(run, n=3, seed=7)
    assert len(first) == 3
    assert all(d["published_at"] is None for d in first)  # blind: no provider's date shown
    undated = "https://reprint.news.example/eco/nota"
    everything = sample_dates(run, n=100, seed=7)
    assert undated not in {d["url"] for d in everything}
    assert len(everything) == 7  # every dated document once
    draws = {tuple(d["url"] for d in sample_dates(run, n=3, seed=s)) for s in range(10)}
    assert len(draws) > 1  # the seed matters
