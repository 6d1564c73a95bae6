from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run

from fixture_guard.config import load_config
from fixture_guard.errors import ConfigError
from fixture_guard.finding import Severity


def write_config(directory: Path, body: str) -> Path:
    path = directory / "pyproject.toml"
    path.write_text("[project]\nname = 'x'\n\n[tool.fixture-guard]\n" + body, encoding="utf-8")
    return path


def test_config_is_found_from_a_subdirectory_upward(tmp_path: Path) -> None:
    write_config(tmp_path, 'root = "fx"\nmax-age-days = 30\n')
    nested = tmp_path / "a" / "b"
    nested.mkdir(parents=True)
    config = load_config(cwd=nested)
    assert config.root == (tmp_path / "fx").resolve()
    assert config.max_age_days == 30
    assert config.manifest_path == (tmp_path / "fx" / "manifest.json").resolve()


def test_a_pyproject_without_our_table_is_skipped(tmp_path: Path) -> None:
    write_config(tmp_path, 'root = "outer"\n')
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text("[tool.ruff]\nline-length = 90\n", encoding="utf-8")
    assert load_config(cwd=inner).root == (tmp_path / "outer").resolve()


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ('roott = "x"\n', "roott"),
        ("max-age-days = -3\n", "max-age-days"),
        ('severity = { FG999 = "error" }\n', "severity.FG999"),
        ('severity = { FG404 = "loud" }\n', "severity.FG404"),
        ('exclude = "fixtures/**"\n', "exclude"),
        (
            '[[tool.fixture-guard.waivers]]\nrules = ["FG401"]\npaths = ["x"]\nreason = "r"\n',
            "waivers[0]",
        ),
        ('provider-id-patterns = { alpha = ["(unclosed"] }\n', "provider-id-patterns.alpha"),
    ],
)
def test_a_bad_config_is_one_error_naming_the_key(tmp_path: Path, body: str, key: str) -> None:
    write_config(tmp_path, body)
    with pytest.raises(ConfigError) as info:
        load_config(cwd=tmp_path)
    assert f"[tool.fixture-guard] {key}:" in str(info.value)


def test_bad_config_through_the_cli_is_exit_2_and_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_config(tmp_path, "max-age-days = 'soon'\n")
    monkeypatch.chdir(tmp_path)
    result = run("check")
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "max-age-days" in result.stderr


def test_severity_can_be_changed_or_switched_off(tmp_path: Path) -> None:
    write_config(tmp_path, 'severity = { FG405 = "error", FG104 = "off" }\n')
    config = load_config(cwd=tmp_path)
    assert config.severity == {"FG405": Severity.ERROR, "FG104": None}


def test_severity_override_applies_to_findings(bench: Path) -> None:
    (bench / "fixtures" / "notas.txt").write_text("x", encoding="utf-8")
    assert run("check").exit_code == 0  # FG104 is a warning by default
    text = (bench / "pyproject.toml").read_text(encoding="utf-8")
    (bench / "pyproject.toml").write_text(
        text.replace(
            "[[tool.fixture-guard.waivers]]",
            '[tool.fixture-guard.severity]\nFG104 = "error"\n\n[[tool.fixture-guard.waivers]]',
            1,
        ),
        encoding="utf-8",
    )
    assert run("check").exit_code == 1


def test_command_line_options_override_the_file(bench: Path) -> None:
    result = run("check", "--golden-set", "nowhere.json", "--format", "json")
    assert result.exit_code == 1
    assert '"FG002"' in result.stdout


def test_expired_waiver_is_an_error_and_its_findings_come_back(bench: Path) -> None:
    text = (bench / "pyproject.toml").read_text(encoding="utf-8")
    (bench / "pyproject.toml").write_text(
        text.replace("expires = 2027-12-31", "expires = 2026-01-01"), encoding="utf-8"
    )
    result = run("check")
    assert result.exit_code == 1
    assert "FG001" in result.stdout and "expired on 2026-01-01" in result.stdout
    assert "FG401" in result.stdout and "waived" not in result.stdout.splitlines()[-1]
