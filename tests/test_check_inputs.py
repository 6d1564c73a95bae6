"""What `check` is given: paths that are missing or elsewhere, a config that is broken or
absent, and fixtures the manifest does not list yet. Never a silent wrong answer."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run

KEY = "tvly-" + "Q7f3Kd9LmP2xW8rT5vB1nZ6cH4jY0aE3Fq"
VENV_BIN = Path(sys.executable).parent


def _one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("fixture-guard: error: ")
    return lines[0]


# --- paths ---------------------------------------------------------------------------------


def test_a_path_that_does_not_exist_is_exit_2_naming_it(bench: Path) -> None:
    result = run("check", "nosuchfile.json")
    assert result.exit_code == 2
    assert result.stdout == ""
    line = _one_error_line(result.stderr)
    assert "nosuchfile.json: no such file or folder" in line
    assert "fixtures/" in line  # says where paths should be


def test_a_missing_path_is_an_error_even_when_outside_paths_are_skipped(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PRE_COMMIT", "1")
    result = run("check", "fixtures/alpha-search/errors/gone.json")
    assert result.exit_code == 2
    assert "no such file or folder" in _one_error_line(result.stderr)


def test_a_file_outside_the_root_is_exit_2_saying_what_to_do(
    bench: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "raw.json"
    elsewhere.write_text("{}", encoding="utf-8")
    for path in (str(elsewhere), "pyproject.toml"):
        result = run("check", path)
        assert result.exit_code == 2, path
        line = _one_error_line(result.stderr)
        assert "is outside the fixture root fixtures/" in line
        assert "fixture-guard scan" in line and "--skip-outside-root" in line


def test_outside_paths_are_skipped_with_the_flag_or_under_pre_commit(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (bench / "README.md").write_text(f"key {KEY}\n", encoding="utf-8")
    flagged = run("check", "--skip-outside-root", "README.md")
    assert flagged.exit_code == 0, flagged.stderr
    assert "in 0 files" in flagged.stdout  # says nothing was checked, not "227 files"
    monkeypatch.setenv("PRE_COMMIT", "1")
    hooked = run("check", "README.md", "fixtures/alpha-search/errors/429.json", "--format", "json")
    assert hooked.exit_code == 0, hooked.stderr
    assert json.loads(hooked.stdout)["summary"]["files"] == 1


def test_manifest_verify_treats_paths_as_check_does(bench: Path) -> None:
    assert run("manifest", "verify", "nosuch.json").exit_code == 2
    assert run("manifest", "verify", "pyproject.toml").exit_code == 2
    assert run("manifest", "verify", "--skip-outside-root", "pyproject.toml").exit_code == 0


def test_the_config_files_themselves_are_accepted_paths(bench: Path) -> None:
    # A hook staging manifest.json (outside this root) re-verifies the manifest.
    result = run("check", "manifest.json", "--format", "json")
    assert result.exit_code == 0, result.stderr


# --- the configuration ------------------------------------------------------------------


def test_invalid_toml_is_exit_2_naming_the_file_and_the_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.fixture-guard\nroot = "fx"\n', "utf-8")
    (tmp_path / "fx").mkdir()
    monkeypatch.chdir(tmp_path)
    result = run("check")
    assert result.exit_code == 2
    line = _one_error_line(result.stderr)
    assert "pyproject.toml: not valid TOML" in line and "line 1" in line


def test_invalid_toml_in_a_parent_folder_is_not_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.fixture-guard]\nroot = \n", "utf-8")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    result = run("check")
    assert result.exit_code == 2
    assert f"{tmp_path / 'pyproject.toml'}: not valid TOML" in _one_error_line(result.stderr)


@pytest.mark.parametrize(
    ("body", "problem"),
    [
        ("[tool.fixture-guard]\nroot = 3\n", "[tool.fixture-guard] root: expected a non-empty"),
        ('[tool]\nfixture-guard = "fixtures"\n', "[tool.fixture-guard] must be a table"),
        ("tool = 1\n", "`tool` must be a table"),
    ],
)
def test_an_invalid_table_is_exit_2_naming_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, problem: str
) -> None:
    (tmp_path / "pyproject.toml").write_text(body, "utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("check")
    assert result.exit_code == 2
    line = _one_error_line(result.stderr)
    assert line.startswith("fixture-guard: error: pyproject.toml: ") and problem in line


def test_no_config_is_a_notice_on_stderr_never_in_the_report(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (bench / "pyproject.toml").unlink()
    monkeypatch.chdir(bench / "fixtures")
    result = run("check", "--format", "json", "--manifest", str(bench / "manifest.json"))
    json.loads(result.stdout)  # stdout is the report alone
    (notice,) = result.stderr.splitlines()
    assert "no [tool.fixture-guard]" in notice
    assert str(bench / "fixtures") in notice  # the root taken
    assert "--root" in notice and 'root = "…"' in notice
    given = run(
        "check", "--root", ".", "--manifest", str(bench / "manifest.json"), "--format", "json"
    )
    assert given.stderr == ""


# --- files the manifest does not list yet -------------------------------------------------


def test_a_new_fixture_with_a_key_gets_the_key_reported_not_only_fg203(bench: Path) -> None:
    new = bench / "fixtures/alpha-search/errors/429-again.json"
    envelope = json.loads((bench / "fixtures/alpha-search/errors/429.json").read_text("utf-8"))
    envelope["request"]["headers"]["x-api-key"] = KEY
    new.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
    result = run("check", str(new.relative_to(bench)), "--format", "json")
    assert result.exit_code == 1
    codes = {f["code"] for f in json.loads(result.stdout)["findings"]}
    assert "FG203" in codes
    assert codes & {"FG501", "FG502"}, codes
    assert KEY not in result.stdout


def test_a_new_page_with_personal_data_is_reported_on_a_whole_tree_check(bench: Path) -> None:
    page = bench / "fixtures/_shared/html/nueva.html"
    page.write_text(
        "<html><body><p>Escríbale a juan.perez.garcia@gmail.com</p></body></html>", "utf-8"
    )
    findings = json.loads(run("check", "--format", "json").stdout)["findings"]
    at_page = {f["code"] for f in findings if f["path"] == "fixtures/_shared/html/nueva.html"}
    assert "FG203" in at_page and "FG601" in at_page


def test_fg203s_command_works_pasted_from_the_project_root(bench: Path) -> None:
    source = next((bench / "fixtures/alpha-search/search").glob("*.json"))
    new = source.with_name("gs-new one.json")
    shutil.copy(source, new)
    findings = json.loads(run("check", "--format", "json").stdout)["findings"]
    (message,) = [f["message"] for f in findings if f["code"] == "FG203"]
    command = message.split("`")[1]
    assert command.startswith("fixture-guard manifest update ")
    argv = shlex.split(command)
    pasted = subprocess.run(
        [str(VENV_BIN / argv[0]), *argv[1:]],
        cwd=bench,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert pasted.returncode == 0, pasted.stdout + pasted.stderr
    after = json.loads(run("check", "--format", "json").stdout)["findings"]
    assert not [f for f in after if f["code"] == "FG203"]
