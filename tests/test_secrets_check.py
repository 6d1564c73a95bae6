"""The secrets family inside `check`: the example bench is clean, a planted key is not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import rehash, run

KEY = "sk-ant-api03-" + "Qx7Lm2Pz9Wk4Tb8Nc1Vd6Hj3Fg0Sa5Ye" * 3 + "AA"
ENVELOPE = "alpha-search/search/gs-001.json"


def test_the_example_bench_has_no_secret_findings(bench: Path) -> None:
    result = run("check", "--format", "json", "--select", "FG5")
    assert result.exit_code == 0, result.stdout
    assert json.loads(result.stdout)["findings"] == []


def _plant(bench: Path) -> int:
    path = bench / "fixtures" / ENVELOPE
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if '"headers": {' in line) + 1
    lines.insert(at, f'      "x-api-key": "{KEY}",')
    path.write_text("\n".join(lines), encoding="utf-8")
    rehash(bench, ENVELOPE)
    return at + 1


def test_check_reports_a_planted_key_at_its_line(bench: Path) -> None:
    line = _plant(bench)
    result = run("check", "--format", "json", "--select", "FG5")
    assert result.exit_code == 1
    [finding] = json.loads(result.stdout)["findings"]
    assert (finding["code"], finding["path"], finding["line"]) == (
        "FG501",
        f"fixtures/{ENVELOPE}",
        line,
    )
    assert finding["provider"] == "alpha-search"


@pytest.mark.parametrize("output_format", ["text", "json", "sarif", "github"])
def test_no_format_shows_the_value_whole(bench: Path, output_format: str) -> None:
    _plant(bench)
    output = run("check", "--format", output_format, "--select", "FG5").stdout
    assert "FG501" in output
    assert KEY not in output and KEY[8:-8] not in output


def test_check_with_paths_scans_only_those_files(bench: Path) -> None:
    _plant(bench)
    other = "fixtures/beta-search/search/gs-001.json"
    assert run("check", "--select", "FG5", other).exit_code == 0
    assert run("check", "--select", "FG5", f"fixtures/{ENVELOPE}").exit_code == 1
