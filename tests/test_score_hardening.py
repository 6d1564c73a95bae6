"""Issue 13's crash causes in `score`'s inputs, through the CLI on a copy of the example
bench: each is a one-line error (exit 2) or a finding, never "internal error", and
nothing is written outside the fixture root."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import run
from tests.score_data import read_run, write_bench_run

F = Path("fixtures")


def one_line_error(*args: str) -> str:
    result = run("score", "--no-archive", *args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    return result.stderr


def test_a_golden_set_whose_cases_are_not_a_list(bench: Path) -> None:
    path = bench / F / "golden-set.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cases"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    err = one_line_error()
    assert "golden-set.json" in err and "cases" in err
    result = run("check", "--select", "FG002", "--format", "json")
    assert result.exit_code == 1 and "internal error" not in result.stderr


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda c: c.update(cost_usd=10**400), "cost_usd"),
        (lambda c: c.update(latency_ms=10**400), "latency_ms"),
        (lambda c: c.update(at="0001-01-01T00:00:00+05:00"), "outside the years 1–9999"),
    ],
)
def test_hostile_run_values(bench: Path, change: Any, field: str) -> None:
    lines = read_run(bench, "alpha-search")
    change(lines[0]["calls"][0])
    write_bench_run(bench, "alpha-search", lines)
    err = one_line_error()
    assert "alpha-search.jsonl: line 1" in err and field in err


def test_an_invoice_field_over_131072_characters(bench: Path, tmp_path: Path) -> None:
    invoice = tmp_path / "invoice.csv"
    invoice.write_text(
        'provider,period,amount\nalpha-search,2026-10,"' + "9" * 140_000 + '"\n',
        encoding="utf-8",
    )
    assert "131,072" in one_line_error("--invoice", str(invoice))


def test_a_runs_folder_symlinked_outside_the_root_is_refused_and_nothing_is_written(
    bench: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "elsewhere"
    (bench / F / "runs").rename(outside)
    os.symlink(outside, bench / F / "runs")
    before = sorted(p.name for p in (outside / "example-2026-10").iterdir())
    result = run("score")
    assert result.exit_code == 2 and "outside the fixture root" in result.stderr
    assert sorted(p.name for p in (outside / "example-2026-10").iterdir()) == before
    # check does not follow it either
    assert "internal error" not in run("check").stderr


def test_a_run_file_symlinked_outside_the_run_is_refused(bench: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.jsonl"
    secret.write_text("{}\n", encoding="utf-8")
    os.symlink(secret, bench / F / "runs/example-2026-10/delta-search.jsonl")
    assert "outside the run folder" in one_line_error()


def test_default_judgments_symlinked_outside_the_root_are_refused(
    bench: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "judgments.json"
    (bench / F / "judgments.json").rename(outside)
    os.symlink(outside, bench / F / "judgments.json")
    assert "outside the fixture root" in one_line_error()
    (bench / F / "judgments.json").unlink()  # named explicitly, a file elsewhere is fine
    assert run("score", "--no-archive", "--judgments", str(outside)).exit_code == 0


def test_shadow_lines_without_fixtures_are_scored_but_flagged_unverified(bench: Path) -> None:
    lines = read_run(bench, "beta-search")
    for line in lines:
        line["mode"] = "shadow"
        del line["fixtures"]
        for call in line["calls"]:
            call.pop("fixture", None)
    write_bench_run(bench, "beta-search", lines)
    result = run("score", "--no-archive", "--format", "json")
    assert result.exit_code == 0, result.stderr
    warnings = json.loads(result.stdout)["warnings"]
    assert any("beta-search" in w and "cannot be verified" in w for w in warnings)


KEY = "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"
EMAIL = "juan.perez.garcia@gmail.com"


def test_what_reports_quote_from_run_records_is_masked_in_every_format(bench: Path) -> None:
    lines = read_run(bench, "beta-search")
    for line in lines:
        for claim in line["claims"]:
            if claim["observation"]["text"].startswith("Según la fuente"):
                claim["observation"]["text"] += f" Clave {KEY}, escribir a {EMAIL}"
        if line["case"] == "gs-004":
            line["results"][0]["url"] += f"?api_key={KEY}"  # a provenance mismatch too
    write_bench_run(bench, "beta-search", lines)
    refused = run("score", "--no-archive")
    assert refused.exit_code == 1 and "FG005" in refused.stderr
    assert KEY not in refused.stderr
    for fmt in ("md", "json", "html", "csv"):
        result = run("score", "--no-archive", "--allow-findings", "--format", fmt)
        assert result.exit_code == 0
        assert KEY not in result.stdout and EMAIL not in result.stdout, fmt
    assert run("score", "--allow-findings").exit_code == 0
    for path in (bench / F / "runs/example-2026-10").iterdir():
        if path.name.startswith(("report.", "claims", "cases", "gates", "scores")):
            text = path.read_text(encoding="utf-8")
            assert KEY not in text and EMAIL not in text, path.name
    check = run("check", "--format", "json")
    assert KEY not in check.stdout
