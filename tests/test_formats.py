"""Habits users bring from ruff, gitleaks and pytest: --quiet, --statistics, JUnit XML and
GitLab Code Quality reports, for `check` and `scan` alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run
from lxml import etree

from fixture_guard.report.junit import xml_text

KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"


@pytest.fixture
def broken(bench: Path) -> Path:
    """One hash mismatch (a line-less error), one unknown root file (a warning), and an
    unlisted fixture holding a key twice (FG203 and secrets with lines)."""
    page = bench / "fixtures/_shared/html/red-5g-celaya.html"
    page.write_bytes(page.read_bytes().replace(b"Hoy Ficticia</title>", b"HOY Ficticia</title>"))
    (bench / "fixtures/notas.txt").write_text("x", encoding="utf-8")
    (bench / "fixtures/alpha-search/errors/leak \x01.json").write_text(
        '{"a": {"api_key": "' + KEY + '"},\n "b": {"api_key": "' + KEY + '"}}\n',
        encoding="utf-8",
    )
    return bench


def _findings(*args: str) -> list[dict[str, object]]:
    return json.loads(run(*args, "--format", "json").stdout)["findings"]  # type: ignore[no-any-return]


# --- --quiet -------------------------------------------------------------------------------


def test_quiet_prints_the_findings_and_nothing_else(broken: Path) -> None:
    loud = run("check").stdout
    quiet = run("check", "--quiet")
    assert quiet.exit_code == 1
    assert "✗" in loud and "Waived findings" in loud
    assert "✗" not in quiet.stdout and "Waived" not in quiet.stdout
    assert "FG205" in quiet.stdout and "FG104" in quiet.stdout
    assert quiet.stdout.strip() and set(quiet.stdout.splitlines()) <= set(loud.splitlines())


def test_quiet_on_a_clean_tree_prints_nothing(bench: Path) -> None:
    result = run("check", "-q")
    assert result.exit_code == 0 and result.stdout == ""


def test_quiet_keeps_the_no_config_notice_off_stderr(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (bench / "pyproject.toml").unlink()
    monkeypatch.chdir(bench / "fixtures")
    args = ("check", "--manifest", str(bench / "manifest.json"), "--exit-zero")
    assert "no [tool.fixture-guard]" in run(*args).stderr
    assert run(*args, "--quiet").stderr == ""


def test_quiet_github_output_has_annotations_only(broken: Path) -> None:
    lines = run("check", "--format", "github", "-q").stdout.splitlines()
    assert lines and all(line.startswith("::") for line in lines)


def test_scan_takes_quiet_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "raw.json").write_text('{"api_key": "' + KEY + '"}', encoding="utf-8")
    result = run("scan", "raw.json", "--quiet")
    assert result.exit_code == 1
    assert "FG501" in result.stdout and "✗" not in result.stdout


# --- --statistics --------------------------------------------------------------------------


def test_statistics_counts_findings_per_rule(broken: Path) -> None:
    findings = _findings("check")
    result = run("check", "--statistics")
    assert result.exit_code == 1
    rows = {line.split()[1]: line.split() for line in result.stdout.splitlines()}
    for code in {str(f["code"]) for f in findings}:
        assert int(rows[code][0]) == sum(f["code"] == code for f in findings)
    assert rows["FG205"][2] == "manifest.hash-mismatch"
    assert "waived" in rows["FG401"][-1] or "waived)" in " ".join(rows["FG401"])
    assert KEY not in result.stdout


def test_statistics_in_json_for_tools(broken: Path) -> None:
    counts = json.loads(run("check", "--statistics", "--format", "json").stdout)
    by_code = {c["code"]: c for c in counts}
    assert by_code["FG205"] == {
        "code": "FG205",
        "name": "manifest.hash-mismatch",
        "severity": "error",
        "count": 1,
        "waived": 0,
        "reviewed": 0,
    }
    assert by_code["FG401"]["count"] == 0 and by_code["FG401"]["waived"] > 0
    assert [c["count"] for c in counts] == sorted((c["count"] for c in counts), reverse=True)


def test_statistics_in_a_format_it_cannot_print_is_a_usage_error(broken: Path) -> None:
    result = run("check", "--statistics", "--format", "sarif")
    assert result.exit_code == 2 and "--statistics prints text or json" in result.stderr


def test_scan_statistics(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "raw.json").write_text('{"api_key": "' + KEY + '"}', encoding="utf-8")
    result = run("scan", "raw.json", "--statistics")
    assert result.stdout.split()[:3] == ["1", "FG501", "secrets.api-key"]


# --- JUnit XML -----------------------------------------------------------------------------


def _junit(*args: str) -> tuple[etree._Element, list[dict[str, object]]]:
    result = run(*args, "--format", "junit")
    root = etree.fromstring(result.stdout.encode("utf-8"))
    return root, _findings(*args)


def test_junit_has_one_failing_testcase_per_finding(broken: Path) -> None:
    root, findings = _junit("check")
    assert root.tag == "testsuites"
    failing = [case for case in root.iter("testcase") if case.find("failure") is not None]
    assert len(failing) == len(findings) == int(root.get("failures"))
    seen = sorted((case.get("classname"), case.find("failure").get("type")) for case in failing)
    assert seen == sorted((xml_text(str(f["path"])), str(f["severity"])) for f in findings)
    by_suite = {suite.get("name"): suite for suite in root.iter("testsuite")}
    page = by_suite["fixtures/_shared/html/red-5g-celaya.html"]
    assert page.get("failures") == "1"
    assert page.find("testcase").get("name") == "FG205 manifest.hash-mismatch"
    # waived findings are skipped test cases carrying their reason
    skipped = [case for case in root.iter("testcase") if case.find("skipped") is not None]
    assert skipped and int(root.get("skipped")) == len(skipped)
    assert "waived:" in skipped[0].find("skipped").get("message")
    assert int(root.get("tests")) == len(failing) + len(skipped)


def test_junit_survives_control_characters_and_never_shows_a_key(broken: Path) -> None:
    result = run("check", "--format", "junit")
    root = etree.fromstring(result.stdout.encode("utf-8"))
    names = {suite.get("name") for suite in root.iter("testsuite")}
    assert "fixtures/alpha-search/errors/leak \\x01.json" in names
    assert KEY not in result.stdout


def test_junit_of_a_clean_run_is_one_passing_testcase(bench: Path) -> None:
    root = etree.fromstring(run("check", "--format", "junit", "--ignore", "FG4").stdout.encode())
    (case,) = root.iter("testcase")
    assert case.get("name") == "no findings" and root.get("failures") == "0"


def test_junit_for_scan(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "raw.json").write_text('{\n"api_key": "' + KEY + '"}', encoding="utf-8")
    root, findings = _junit("scan", "raw.json")
    (case,) = root.iter("testcase")
    assert case.get("classname") == "raw.json" and case.get("line") == "2"
    assert len(findings) == 1


# --- GitLab Code Quality --------------------------------------------------------------------


def test_gitlab_code_quality_has_the_fields_gitlab_requires(broken: Path) -> None:
    result = run("check", "--format", "gitlab")
    issues = json.loads(result.stdout)
    findings = _findings("check")
    assert len(issues) == len(findings)
    for issue in issues:
        assert isinstance(issue["description"], str) and issue["description"]
        assert isinstance(issue["check_name"], str) and issue["check_name"].startswith("FG")
        assert isinstance(issue["fingerprint"], str) and issue["fingerprint"]
        assert issue["severity"] in ("info", "minor", "major", "critical", "blocker")
        assert isinstance(issue["location"]["path"], str)
        assert isinstance(issue["location"]["lines"]["begin"], int)
        assert issue["location"]["lines"]["begin"] >= 1
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)  # the key twice
    by_check = {issue["check_name"].split()[0]: issue for issue in issues}
    assert by_check["FG205"]["severity"] == "major"
    assert by_check["FG104"]["severity"] == "minor"
    assert by_check["FG501"]["severity"] == "critical"
    assert by_check["FG205"]["location"]["path"] == "fixtures/_shared/html/red-5g-celaya.html"
    assert KEY not in result.stdout


def test_gitlab_for_scan(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "raw.json").write_text('{\n"api_key": "' + KEY + '"}', encoding="utf-8")
    (issue,) = json.loads(run("scan", "raw.json", "--format", "gitlab").stdout)
    assert issue["location"] == {"path": "raw.json", "lines": {"begin": 2}}
