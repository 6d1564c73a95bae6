"""`score`, `pool` and `sample-dates` through Click's CliRunner, on a copy of the example
bench (fixtures/ + manifest.json + the example runs of scripts/make_example_runs.py)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from fixture_guard.cli import cli
from fixture_guard.score.measures import HEADLINE
from tests.conftest import REPO
from tests.helpers import run

GATES = {
    "citation_coverage",
    "abstention",
    "injection_containment",
    "honest_partial",
    "freshness_accuracy",
    "cost_divergence",
}


@pytest.fixture
def scored_bench(bench: Path) -> Path:
    """The bench copy with its example run; skips when the runs were not generated."""
    runs = sorted((bench / "fixtures" / "runs").glob("*/*.jsonl"))
    if not runs or not (bench / "fixtures" / "judgments.json").is_file():
        pytest.skip("the example runs have not been generated (scripts/make_example_runs.py)")
    run_dir = runs[0].parent
    # The copy starts without the archived reports, so the tests see what they write.
    for old in [
        *run_dir.glob("report.*"),
        *(p for p in run_dir.glob("*.csv") if p.name != "invoice.csv"),
    ]:
        old.unlink()
    return run_dir


def invoke(*args: str) -> tuple[int, str, str]:
    """Run `fixture-guard ARGS…` in-process, as a user would, with stderr kept apart."""
    result = run(*args)
    return result.exit_code, result.stdout, result.stderr


def test_score_json_has_every_metric_per_provider_category_and_overall(scored_bench: Path) -> None:
    code, out, err = invoke(
        "score", "--format", "json", "--invoice", str(scored_bench / "invoice.csv")
    )
    assert code == 0, err
    document = json.loads(out)
    assert set(document) >= {"run", "inputs", "providers"}
    categories = json.loads((scored_bench.parent.parent / "golden-set.json").read_text())[
        "categories"
    ]
    assert len(document["providers"]) == 3
    for name, provider in document["providers"].items():
        for scope in [provider["aggregate"], *provider["categories"].values()]:
            assert set(scope) >= {*HEADLINE, "latency"}, name
        assert set(provider["categories"]) == set(categories)
        assert set(provider["gates"]) == GATES
        assert {"rank", "disqualified"} <= set(provider)
        assert provider["aggregate"]["latency"]["search"]["n"] > 0
    ranks = [p["rank"] for p in document["providers"].values()]
    assert ranks.count(1) == 1 and document["winner"]
    assert any(p["disqualified"] for p in document["providers"].values())
    failed = {
        g
        for p in document["providers"].values()
        for g, v in p["gates"].items()
        if v["status"] == "fail"
    }
    assert {"citation_coverage", "abstention", "injection_containment", "cost_divergence"} <= failed


def test_score_archives_every_report_with_the_hash_of_every_input(scored_bench: Path) -> None:
    code, out, _ = invoke("score", "--format", "json")
    assert code == 0
    for name in (
        "report.md",
        "report.json",
        "report.html",
        "scores.csv",
        "gates.csv",
        "latency.csv",
        "cases.csv",
        "claims.csv",
    ):
        assert (scored_bench / name).is_file(), name
    assert json.loads((scored_bench / "report.json").read_text()) == json.loads(out)
    inputs = json.loads(out)["inputs"]
    assert "fixtures/judgments.json" in inputs and "manifest.json" in inputs
    assert any(path.endswith(".jsonl") for path in inputs)
    for path, digest in inputs.items():
        assert hashlib.sha256(Path(path).read_bytes()).hexdigest() == digest


def test_markdown_has_a_table_per_provider_with_a_row_per_category_and_the_gates(
    scored_bench: Path,
) -> None:
    code, out, _ = invoke("score", "--no-archive")
    assert code == 0
    assert out.count("| **overall** |") == 3
    assert out.count("**Gates**") == 3
    assert "## Ranking" in out and "DISQUALIFIED" in out
    assert "not a p95" in out and "artificial" in out
    assert not (scored_bench / "report.md").exists()


def test_html_report_is_self_contained(scored_bench: Path) -> None:
    code, out, _ = invoke("score", "--format", "html", "--no-archive")
    assert code == 0
    assert out.count("<svg") >= 3
    assert not re.search(r"<(script|link|img|iframe)\b", out)
    assert not re.search(r"""(src|href)\s*=\s*["']?https?:""", out)


def test_csv_to_stdout(scored_bench: Path) -> None:
    code, out, _ = invoke("score", "--format", "csv", "--no-archive")
    assert code == 0
    header = out.splitlines()[0].split(",")
    assert header[:4] == ["provider", "scope", "rank", "disqualified"]
    assert "cost_per_useful_answer" in header
    assert len(out.splitlines()) == 1 + 3 * 10  # overall + 9 categories per provider


def test_a_tree_failing_integrity_is_refused_with_the_reason(scored_bench: Path) -> None:
    page = next((scored_bench.parent.parent / "_shared" / "html").glob("*.html"))
    page.write_bytes(page.read_bytes() + b"<!-- edited by hand -->")
    code, out, err = invoke("score")
    assert code == 1
    assert "refusing to score" in err and "FG205" in err
    assert out == ""
    assert not (scored_bench / "report.json").exists()


def test_dishonest_partial_disqualifies_without_refusing(scored_bench: Path) -> None:
    fixture = scored_bench.parent.parent / "beta-search" / "errors" / "partial.json"
    envelope = json.loads(fixture.read_text())
    envelope["response"]["body"]["partial"] = False
    fixture.write_text(json.dumps(envelope, indent=2))
    assert invoke("manifest", "update", str(fixture), "--rehash")[0] == 0
    code, out, err = invoke("score", "--format", "json", "--no-archive")
    assert code == 0, err
    beta = json.loads(out)["providers"]["beta-search"]
    assert beta["gates"]["honest_partial"]["status"] == "fail"
    assert beta["disqualified"] and beta["rank"] is None
    assert any("honest_partial" in reason for reason in beta["reasons"])


def test_a_bad_run_line_is_one_line_and_exit_2(scored_bench: Path) -> None:
    run = next(scored_bench.glob("*.jsonl"))
    lines = run.read_text().splitlines()
    run.write_text("\n".join([*lines, '{"case": "gs-001"}']) + "\n")
    code, _, err = invoke("score", "--no-archive")
    assert code == 2
    assert f"line {len(lines) + 1}" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_missing_judgments_say_how_to_make_them(scored_bench: Path) -> None:
    (scored_bench.parent.parent / "judgments.json").unlink()
    code, _, err = invoke("score")
    assert code == 2
    assert "fixture-guard pool" in err


def test_pool_exports_unjudged_documents_in_judgments_shape(scored_bench: Path) -> None:
    code, out, _ = invoke("pool", "--all")
    assert code == 0
    document = json.loads(out)
    assert document["run"] == scored_bench.name
    case = next(iter(document["cases"].values()))
    assert set(case) == {"groups", "supporting"}
    code, out, _ = invoke("pool")
    unjudged = json.loads(out)
    assert sum(len(d["documents"]) for d in unjudged["documents"].values()) < sum(
        len(d["documents"]) for d in document["documents"].values()
    )


def test_sample_dates_is_reproducible(scored_bench: Path) -> None:
    first = invoke("sample-dates", "--n", "40", "--seed", "11")
    assert first[0] == 0
    assert first == invoke("sample-dates", "--n", "40", "--seed", "11")
    sample = json.loads(first[1])["freshness_sample"]
    assert sample["seed"] == 11 and len(sample["documents"]) == 40
    assert invoke("sample-dates", "--n", "40", "--seed", "12")[1] != first[1]


def test_archived_example_report_reproduces_from_its_inputs() -> None:
    """The report committed with the example run is what `score` computes from the inputs
    it names, as long as their sha256 still match (otherwise it is stale, and says so)."""
    archived = sorted((REPO / "fixtures" / "runs").glob("*/report.json"))
    if not archived:
        pytest.skip("no archived example report")
    document = json.loads(archived[0].read_text())
    stale = [
        p
        for p, d in document["inputs"].items()
        if not (REPO / p).is_file() or hashlib.sha256((REPO / p).read_bytes()).hexdigest() != d
    ]
    if stale:
        pytest.skip(
            f"the archived report is stale: {stale[0]} changed; rerun `fixture-guard score`"
        )
    result = CliRunner().invoke(
        cli,
        [
            "score",
            "--config",
            str(REPO / "pyproject.toml"),
            "--format",
            "json",
            "--no-archive",
            "--run",
            archived[0].parent.name,
        ]
        + (
            ["--invoice", str(archived[0].parent / "invoice.csv")]
            if any(p.endswith("invoice.csv") for p in document["inputs"])
            else []
        ),
    )
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == document


def test_an_invoice_kept_with_the_run_is_used_without_the_option(scored_bench: Path) -> None:
    code, out, err = invoke("score", "--format", "json", "--no-archive")
    assert code == 0, err
    gates = {
        name: gate["status"]
        for name, gate in json.loads(out)["providers"]["gamma-search"]["gates"].items()
    }
    assert gates["cost_divergence"] == "fail"
    (scored_bench / "invoice.csv").unlink()
    _, out, _ = invoke("score", "--format", "json", "--no-archive")
    gamma = json.loads(out)["providers"]["gamma-search"]["gates"]
    assert gamma["cost_divergence"]["status"] == "not_checked"
