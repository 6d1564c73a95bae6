"""`baseline add --all-current` and the interactive `baseline audit` (y/n/skip/quit)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from helpers import run

from fixture_guard.cli import cli

KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"
OTHER = "tvly-" + "Wb5Nc1Qx8Rt3Lm7Zk2Pv9Hd4Jf0Gs6Yb"
MAIL = "juan.perez.garcia@gmail.com"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.fixture-guard]\nroot = "fixtures"\n')
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "raw").mkdir()
    (tmp_path / "raw" / "exchange.json").write_text(
        json.dumps({"request": {"headers": {"x-api-key": KEY}}, "b": OTHER, "c": MAIL}, indent=2)
    )
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _reviews(project: Path) -> list[dict[str, str]]:
    path = project / ".fixture-guard-baseline.json"
    if not path.exists():
        return []
    return json.loads(path.read_text())["reviewed"]  # type: ignore[no-any-return]


def _audit(*args: str, answers: str) -> Result:
    return CliRunner().invoke(
        cli, ["baseline", "audit", "--scan", "raw", *args], input=answers, catch_exceptions=False
    )


def test_all_current_accepts_every_finding_with_reason_and_reviewer(project: Path) -> None:
    before = json.loads(run("scan", "raw", "--format", "json").stdout)["findings"]
    assert len(before) == 3
    result = run(
        "baseline",
        "add",
        "--all-current",
        "--scan",
        "raw",
        "--reason",
        "legacy",
        "--reviewer",
        "ana",
    )
    assert result.exit_code == 0, result.stderr
    assert "reviewed 3 current finding(s)" in result.stdout
    reviews = _reviews(project)
    assert len(reviews) == 3
    assert {(r["reason"], r["reviewer"]) for r in reviews} == {("legacy", "ana")}
    assert run("scan", "raw").exit_code == 0
    text = (project / ".fixture-guard-baseline.json").read_text()
    assert KEY not in text and OTHER not in text and MAIL not in text


def test_all_current_can_be_narrowed_to_some_rules(project: Path) -> None:
    result = run(
        "baseline", "add", "--all-current", "--select", "FG6",
        "--scan", "raw", "--reason", "published contact", "--reviewer", "ana",
    )  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert {r["rule"][:3] for r in _reviews(project)} == {"FG6"}
    assert run("scan", "raw").exit_code == 1  # the keys are still findings


@pytest.mark.parametrize(
    "args",
    [
        ("--reason", "r", "--reviewer", "a"),  # neither fingerprints nor --all-current
        ("0123456789ab", "--all-current", "--reason", "r", "--reviewer", "a"),
        ("0123456789ab", "--select", "FG5", "--reason", "r", "--reviewer", "a"),
    ],
)
def test_add_needs_fingerprints_or_all_current(project: Path, args: tuple[str, ...]) -> None:
    result = run("baseline", "add", "--scan", "raw", *args)
    assert result.exit_code == 2


def test_audit_asks_per_finding_and_records_yes_only(project: Path) -> None:
    result = _audit("--reviewer", "ana", answers="y\nsandbox key\nn\ns\n")
    assert result.exit_code == 0, result.output
    assert "[1/3]" in result.output and "[3/3]" in result.output
    assert "accepted 1, not accepted 1, skipped 1" in result.output
    for secret in (KEY, OTHER, MAIL):
        assert secret not in result.output  # masked values only
    assert "(masked)" in result.output
    (review,) = _reviews(project)
    assert (review["reason"], review["reviewer"]) == ("sandbox key", "ana")
    remaining = json.loads(run("scan", "raw", "--format", "json").stdout)
    assert len(remaining["findings"]) == 2 and remaining["summary"]["baselined"] == 1


def test_audit_asks_the_reviewer_when_not_given_and_takes_one_reason(project: Path) -> None:
    result = _audit("--reason", "fixture of a sandbox", answers="bea\ny\ny\ny\n")
    assert result.exit_code == 0, result.output
    assert "Reviewer:" in result.output
    reviews = _reviews(project)
    assert len(reviews) == 3
    assert {(r["reviewer"], r["reason"]) for r in reviews} == {("bea", "fixture of a sandbox")}


def test_audit_n_withdraws_an_earlier_review(project: Path) -> None:
    _audit("--reviewer", "ana", "--reason", "ok", answers="y\ny\ny\n")
    assert len(_reviews(project)) == 3
    # Reviewed findings come last, with their review shown; "n" withdraws it.
    result = _audit("--reviewer", "ana", answers="n\ns\ns\n")
    assert "reviewed by ana" in result.output
    assert len(_reviews(project)) == 2
    assert run("scan", "raw").exit_code == 1


def test_audit_q_keeps_the_answers_so_far_and_eof_writes_nothing(project: Path) -> None:
    quit_ = _audit("--reviewer", "ana", "--reason", "ok", answers="y\nq\n")
    assert quit_.exit_code == 0
    assert len(_reviews(project)) == 1
    (project / ".fixture-guard-baseline.json").unlink()
    cut = _audit("--reviewer", "ana", "--reason", "ok", answers="y\n")  # input ends
    assert cut.exit_code != 0
    assert _reviews(project) == []


def test_audit_with_nothing_to_review(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.fixture-guard]\nroot = "fixtures"\n')
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "raw").mkdir()
    (tmp_path / "raw" / "clean.json").write_text("{}")
    monkeypatch.chdir(tmp_path)
    result = _audit("--reviewer", "ana", answers="")
    assert result.exit_code == 0 and "No current finding to audit." in result.output
