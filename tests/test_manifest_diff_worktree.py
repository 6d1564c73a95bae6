"""`manifest diff` sees working-tree files edited by hand and never re-hashed."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from helpers import load_manifest, run, save_manifest

PAGE = "fixtures/_shared/html/red-5g-celaya.html"
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.test",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.test",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


@pytest.fixture
def repo(bench: Path) -> Path:
    """The bench copy committed in a git repository of its own."""
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "bench"]):
        subprocess.run(
            ["git", *args], cwd=bench, env={**os.environ, **GIT_ENV}, check=True, timeout=60
        )
    return bench


def _hand_edit(repo: Path) -> None:
    page = repo / PAGE
    page.write_bytes(page.read_bytes().replace(b"Hoy Ficticia</title>", b"HOY Ficticia</title>"))


def test_a_clean_working_tree_has_no_change(repo: Path) -> None:
    result = run("manifest", "diff")
    assert result.exit_code == 0, result.stderr
    assert "No change in the manifest." in result.stdout


def test_a_hand_edit_not_rehashed_is_listed_and_suspicious(repo: Path) -> None:
    _hand_edit(repo)
    result = run("manifest", "diff")
    assert result.exit_code == 1, result.stdout + result.stderr
    rel = PAGE.removeprefix("fixtures/")
    assert f"- **not-rehashed** `{rel}`: changed, not re-hashed" in result.stdout
    assert f"| `{rel}` | changed, not re-hashed |" in result.stdout
    assert "No change in the manifest." not in result.stdout
    data = json.loads(run("manifest", "diff", "--format", "json").stdout)
    assert [(c["kind"], c["path"]) for c in data["suspicious"]] == [("not-rehashed", rel)]
    assert data["counts"]["not_rehashed"] == 1
    assert run("manifest", "diff", "--exit-zero").exit_code == 0


def test_a_rehashed_edit_is_shown_as_a_manifest_change_instead(repo: Path) -> None:
    _hand_edit(repo)
    assert run("manifest", "update", "--rehash", PAGE).exit_code == 0
    data = json.loads(run("manifest", "diff", "--format", "json").stdout)
    kinds = {c["kind"] for c in data["suspicious"]}
    assert "not-rehashed" not in kinds and "hand-edit" in kinds


def test_two_manifest_files_compare_no_working_tree(repo: Path) -> None:
    _hand_edit(repo)
    result = run("manifest", "diff", "manifest.json", "manifest.json")
    assert result.exit_code == 0 and "not-rehashed" not in result.stdout


def test_a_manifest_path_that_leaves_the_root_is_never_read(
    repo: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    outside = tmp_path_factory.mktemp("outside") / "secret.txt"
    outside.write_text("not yours", encoding="utf-8")
    data = load_manifest(repo)
    case = next(iter(data["cases"]))
    data["cases"][case][os.path.relpath(outside, repo / "fixtures")] = {
        "sha256": "0" * 64,
        "captured_at": "2026-01-01T00:00:00Z",
        "class": "results",
    }
    save_manifest(repo, data)
    result = json.loads(run("manifest", "diff", "--format", "json").stdout)
    assert not [c for c in result["suspicious"] if c["kind"] == "not-rehashed"]
