"""Reviewed findings: keyed by rule, path and value hash; survive moves, lapse on change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run

KEY = "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"
OTHER = "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"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.fixture-guard]\nroot = "fixtures"\n')
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "raw").mkdir()
    (tmp_path / "raw" / "exchange.json").write_text(
        json.dumps({"request": {"headers": {"x-api-key": KEY}}}, indent=2)
    )
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _fingerprint() -> str:
    result = run("scan", "--format", "json", "raw")
    [finding] = json.loads(result.stdout)["findings"]
    return finding["fingerprint"]  # type: ignore[no-any-return]


def _accept(fingerprint: str) -> None:
    result = run(
        "baseline",
        "add",
        fingerprint[:12],
        "--scan",
        "raw",
        "--reason",
        "test key of a sandbox account",
        "--reviewer",
        "ana",
    )
    assert result.exit_code == 0, result.stderr


def test_a_reviewed_finding_no_longer_fails_the_scan(project: Path) -> None:
    assert run("scan", "raw").exit_code == 1
    _accept(_fingerprint())
    result = run("scan", "raw")
    assert result.exit_code == 0
    assert "Reviewed and accepted (1)" in result.stdout
    assert "test key of a sandbox account (reviewed by ana" in result.stdout


def test_the_review_survives_edits_elsewhere_in_the_file(project: Path) -> None:
    _accept(_fingerprint())
    path = project / "raw" / "exchange.json"
    path.write_text('{"note": "moved down",\n\n\n' + path.read_text()[1:])
    assert run("scan", "raw").exit_code == 0


def test_the_review_lapses_when_the_value_changes(project: Path) -> None:
    _accept(_fingerprint())
    path = project / "raw" / "exchange.json"
    path.write_text(path.read_text().replace(KEY, OTHER))
    assert run("scan", "raw").exit_code == 1
    pruned = run("baseline", "prune", "--scan", "raw")
    assert "1 lapsed review(s)" in pruned.stdout
    assert json.loads((project / ".fixture-guard-baseline.json").read_text())["reviewed"] == []


def test_the_baseline_file_holds_rule_path_and_hash_never_the_value_or_a_line(
    project: Path,
) -> None:
    _accept(_fingerprint())
    text = (project / ".fixture-guard-baseline.json").read_text()
    assert KEY not in text and KEY[5:-3] not in text
    [review] = json.loads(text)["reviewed"]
    assert review["rule"] == "FG501" and review["path"] == "raw/exchange.json"
    assert len(review["value_hash"]) == 64 and "line" not in review


def test_reports_carry_reviewed_findings_in_every_format(project: Path) -> None:
    _accept(_fingerprint())
    document = json.loads(run("scan", "--format", "json", "raw").stdout)
    assert document["summary"]["baselined"] == 1 and document["findings"] == []
    assert document["baselined"][0]["review"]["reviewer"] == "ana"
    sarif = json.loads(run("scan", "--format", "sarif", "raw").stdout)
    [result] = sarif["runs"][0]["results"]
    assert result["suppressions"][0]["status"] == "accepted"
    assert "1 reviewed" in run("scan", "--format", "github", "raw").stdout


def test_an_unknown_fingerprint_is_a_one_line_error(project: Path) -> None:
    result = run(
        "baseline", "add", "0123456789ab", "--scan", "raw", "--reason", "r", "--reviewer", "ana"
    )
    assert result.exit_code != 0
