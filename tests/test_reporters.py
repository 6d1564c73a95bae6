from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run

from fixture_guard.report.github import escape_data, escape_property


@pytest.fixture
def broken(bench: Path) -> Path:
    """The bench with one hash mismatch and one unknown root file (an error and a warning)."""
    page = bench / "fixtures/_shared/html/red-5g-celaya.html"
    # Edit the <title>, which no expected span cites: one hash mismatch, no span finding.
    page.write_bytes(page.read_bytes().replace(b"Hoy Ficticia</title>", b"HOY Ficticia</title>"))
    (bench / "fixtures/notas.txt").write_text("x", encoding="utf-8")
    return bench


def test_sarif_is_2_1_0_with_rule_help_regions_and_fingerprints(broken: Path) -> None:
    document = json.loads(run("check", "--format", "sarif").stdout)
    assert document["version"] == "2.1.0"
    run_ = document["runs"][0]
    rules = {rule["id"]: rule for rule in run_["tool"]["driver"]["rules"]}
    assert "## Why is this bad?" in rules["FG205"]["help"]["markdown"]
    active = [r for r in run_["results"] if not r.get("suppressions")]
    assert {r["ruleId"] for r in active} == {"FG205", "FG104"}
    for result in run_["results"]:
        region = result["locations"][0]["physicalLocation"].get("region")
        assert region is None or region["startLine"] >= 1
        assert len(result["partialFingerprints"]["fixtureGuardFingerprint/v1"]) == 32
        assert rules[result["ruleId"]] == run_["tool"]["driver"]["rules"][result["ruleIndex"]]


def test_sarif_carries_waived_findings_as_accepted_suppressions(bench: Path) -> None:
    document = json.loads(run("check", "--format", "sarif").stdout)
    suppressed = [r for r in document["runs"][0]["results"] if r.get("suppressions")]
    assert suppressed and all(r["suppressions"][0]["status"] == "accepted" for r in suppressed)


def test_json_report_counts_findings_and_waivers(broken: Path) -> None:
    document = json.loads(run("check", "--format", "json").stdout)
    assert document["summary"]["error"] == 1
    assert document["summary"]["warning"] == 1
    assert document["summary"]["waived"] == len(document["waived"]) > 0
    assert document["waived"][0]["waiver"]["owner"] == "fixture-guard maintainers"


def test_text_report_groups_by_file_with_a_summary(broken: Path) -> None:
    out = run("check").stdout
    assert "fixtures/_shared/html/red-5g-celaya.html\n" in out
    assert out.rstrip().splitlines()[-1].startswith("✗ 1 error, 1 warning")
    assert "\x1b[" not in out  # not a terminal: no colour


def test_colour_only_when_asked_and_never_with_no_color(
    broken: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert "\x1b[" in run("check", "--color", "always").stdout
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in run("check").stdout


def test_github_annotations_escape_fixture_text() -> None:
    assert escape_data("a%b\r\nc") == "a%25b%0D%0Ac"
    assert escape_property("x:y,z") == "x%3Ay%2Cz"


def test_github_format_emits_one_annotation_per_finding(broken: Path) -> None:
    lines = run("check", "--format", "github").stdout.splitlines()
    annotations = [line for line in lines if line.startswith("::")]
    assert len(annotations) == 2
    assert annotations[0].startswith("::error file=fixtures/_shared/html/red-5g-celaya.html,")
    assert "title=FG205 manifest.hash-mismatch::" in annotations[0]


def test_output_file_is_written_and_stdout_stays_empty(broken: Path) -> None:
    result = run("check", "--format", "sarif", "--output", "report.sarif")
    assert result.exit_code == 1 and result.stdout == ""
    assert json.loads((broken / "report.sarif").read_text())["version"] == "2.1.0"
