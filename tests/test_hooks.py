"""The exported pre-commit hooks, end to end: real git, real pre-commit, a copy of the bench.

pre-commit would build the hooks' `language: python` environment from the internet, and
tests have no network. So each test writes a `.pre-commit-config.yaml` that copies the
exported definitions (id, entry, args, files, pass_filenames, require_serial, …) from
`.pre-commit-hooks.yaml` and runs them as `language: system` with this venv's
`fixture-guard` on PATH: real pre-commit still selects the files and runs the entries.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from fixture_guard.rules import REGISTRY

REPO = Path(__file__).resolve().parent.parent
HOOKS_FILE = REPO / ".pre-commit-hooks.yaml"
VENV_BIN = Path(sys.executable).parent
PRE_COMMIT = shutil.which("pre-commit", path=str(VENV_BIN)) or shutil.which("pre-commit")
# Keys of an exported hook that a copy must keep for the test to exercise it as shipped.
KEPT_KEYS = (
    "id",
    "name",
    "entry",
    "args",
    "files",
    "exclude",
    "types",
    "types_or",
    "pass_filenames",
    "require_serial",
    "always_run",
    "stages",
)
FAKE_KEY = "tvly-" + "Q7f3Kd9LmP2xW8rT5vB1nZ6cH4jY0aE3Fq"

pytestmark = pytest.mark.skipif(PRE_COMMIT is None, reason="pre-commit is not installed")


def exported_hooks() -> list[dict[str, Any]]:
    hooks: list[dict[str, Any]] = yaml.safe_load(HOOKS_FILE.read_text("utf-8"))
    return hooks


def _load_synthetic() -> Any:
    spec = importlib.util.spec_from_file_location(
        "synthetic_tree", REPO / "bench" / "synthetic_tree.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(
    cmd: list[str], cwd: Path, env: dict[str, str], check: bool = True
) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    if check and result.returncode != 0:
        raise AssertionError(
            f"{cmd} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}"
        )
    return result


class HookRepo:
    """A git repository with a copy of the example bench and the exported hooks installed."""

    def __init__(self, path: Path, env: dict[str, str]) -> None:
        self.path = path
        self.env = env

    def git(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return _run(["git", *args], self.path, self.env, check=check)

    def fixture_guard(self, *args: str) -> subprocess.CompletedProcess[str]:
        return _run([str(VENV_BIN / "fixture-guard"), *args], self.path, self.env)

    def commit(self, message: str) -> subprocess.CompletedProcess[str]:
        result = self.git("commit", "-m", message, check=False)
        result.output = result.stdout + result.stderr  # type: ignore[attr-defined]
        return result

    @property
    def manifest(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.path / "manifest.json").read_text("utf-8"))
        return data

    def fixture_of_class(self, cls: str) -> str:
        """Repository path of a provider's JSON fixture of this class."""
        for files in self.manifest["cases"].values():
            for rel, entry in sorted(files.items()):
                if entry.get("class") == cls and rel.endswith(".json") and not rel.startswith("_"):
                    return f"fixtures/{rel}"
        raise AssertionError(f"no {cls} fixture in the bench")


@pytest.fixture
def hook_repo(tmp_path: Path) -> HookRepo:
    repo = _load_synthetic().scale_example_bench(tmp_path / "repo")
    env = {
        **os.environ,
        "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.test",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.test",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
        "NO_COLOR": "1",
    }
    env.pop("VIRTUAL_ENV", None)
    hooks = []
    for hook in exported_hooks():
        copied = {k: hook[k] for k in KEPT_KEYS if k in hook}
        copied["language"] = "system"
        hooks.append(copied)
    config = {"repos": [{"repo": "local", "hooks": hooks}]}
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config, sort_keys=False), "utf-8")
    result = HookRepo(repo, env)
    result.git("init", "-q", "-b", "main")
    result.git("add", "-A")
    result.git("commit", "-q", "--no-verify", "-m", "bench")
    _run([str(PRE_COMMIT), "install"], repo, env)
    return result


def test_exported_hooks_are_the_three_documented() -> None:
    hooks = {hook["id"]: hook for hook in exported_hooks()}
    assert set(hooks) == {"fixture-guard", "fixture-guard-manifest", "fixture-guard-full"}
    assert hooks["fixture-guard"]["entry"] == "fixture-guard check"
    assert hooks["fixture-guard"].get("pass_filenames", True) is True
    assert hooks["fixture-guard-manifest"]["entry"] == "fixture-guard manifest verify"
    assert hooks["fixture-guard-full"]["pass_filenames"] is False
    assert hooks["fixture-guard-full"]["always_run"] is True
    for hook in hooks.values():
        assert hook["language"] == "python"
        assert hook["require_serial"] is True


def test_exported_hooks_pass_pre_commit_validation() -> None:
    result = subprocess.run(
        [str(PRE_COMMIT), "validate-manifest", str(HOOKS_FILE)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_dogfood_config_mirrors_the_exported_hooks() -> None:
    config = yaml.safe_load((REPO / ".pre-commit-config.yaml").read_text("utf-8"))
    local = next(repo for repo in config["repos"] if repo["repo"] == "local")
    mine = {hook["id"]: hook for hook in local["hooks"]}
    for hook in exported_hooks():
        assert hook["id"] in mine, f"{hook['id']} is not dogfooded"
        for key in ("entry", "args", "pass_filenames", "require_serial", "always_run"):
            assert mine[hook["id"]].get(key) == hook.get(key), (hook["id"], key)
        if "files" in hook:
            assert re.search(mine[hook["id"]]["files"], "fixtures/_shared/html/a.html")
            assert re.search(mine[hook["id"]]["files"], "manifest.json")
            assert not re.search(mine[hook["id"]]["files"], "fixture_guard/cli/check.py")
    assert any("ruff" in repo["repo"] for repo in config["repos"])


def test_exported_files_pattern_selects_fixture_trees_only() -> None:
    pattern = exported_hooks()[0]["files"]
    for path in (
        "fixtures/alpha-search/errors/429.json",
        "apps/api/src/radar/adapters/__fixtures__/web-search/manifest.json",
        "apps/api/src/radar/adapters/__fixtures__/web-search/_shared/html/a.html",
        "manifest.json",
    ):
        assert re.search(pattern, path), path
    for path in ("src/app.ts", "docs/fixtures.md", "README.md"):
        assert not re.search(pattern, path), path


def test_clean_commit_passes(hook_repo: HookRepo) -> None:
    source = hook_repo.path / hook_repo.fixture_of_class("5xx")
    new = source.with_name("503-gateway-b.json")
    envelope = json.loads(source.read_text("utf-8"))
    envelope["fixture"]["case"] = "err-503-b"
    new.write_text(json.dumps(envelope, indent=2) + "\n", "utf-8")
    hook_repo.fixture_guard(
        "manifest",
        "update",
        str(new.relative_to(hook_repo.path)),
        "--case",
        "err-503-b",
        "--class",
        "5xx",
        "--synthetic",
        "--captured-at",
        "2026-01-20T09:00:00Z",
    )
    hook_repo.git("add", "-A")
    result = hook_repo.commit("a second 503")
    assert result.returncode == 0, result.output  # type: ignore[attr-defined]
    assert "fixture-guard check (staged fixtures)" in result.output  # type: ignore[attr-defined]
    assert "Failed" not in result.output  # type: ignore[attr-defined]
    assert hook_repo.git("status", "--porcelain").stdout == ""


def test_fixture_edited_after_capture_is_refused_and_named(hook_repo: HookRepo) -> None:
    rel = hook_repo.fixture_of_class("429")
    path = hook_repo.path / rel
    envelope = json.loads(path.read_text("utf-8"))
    envelope["response"]["headers"]["retry-after"] = "1"  # a hand edit to make a test pass
    path.write_text(json.dumps(envelope, indent=2) + "\n", "utf-8")
    hook_repo.git("add", rel)
    result = hook_repo.commit("tweak the 429")
    output = result.output  # type: ignore[attr-defined]
    assert result.returncode != 0, output
    assert "FG205" in output
    assert rel in output
    assert "Failed" in output
    # Refused: HEAD still has the bench commit only.
    assert hook_repo.git("rev-list", "--count", "HEAD").stdout.strip() == "1"


def test_full_hook_sees_a_deleted_fixture_the_staged_hooks_cannot(hook_repo: HookRepo) -> None:
    rel = hook_repo.fixture_of_class("429")
    hook_repo.git("rm", "-q", rel)
    result = hook_repo.commit("drop the 429")
    output = result.output  # type: ignore[attr-defined]
    assert result.returncode != 0, output
    assert "FG204" in output and rel.removeprefix("fixtures/") in output


@pytest.mark.skipif(
    not any(code.startswith("FG5") for code in REGISTRY),
    reason="no secret rule (FG5xx) is registered yet: activates when secret detection lands",
)
def test_planted_secret_is_refused_and_the_file_named(hook_repo: HookRepo) -> None:
    rel = hook_repo.fixture_of_class("429")
    path = hook_repo.path / rel
    envelope = json.loads(path.read_text("utf-8"))
    envelope["request"]["headers"]["authorization"] = f"Bearer {FAKE_KEY}"
    envelope["request"]["headers"]["x-api-key"] = FAKE_KEY
    path.write_text(json.dumps(envelope, indent=2) + "\n", "utf-8")
    # Recorded as a re-capture, so that the hash is right and only the secret is wrong.
    hook_repo.fixture_guard(
        "manifest", "update", "--rehash", rel, "--captured-at", "2026-01-20T09:00:00Z"
    )
    hook_repo.git("add", "-A")
    result = hook_repo.commit("re-captured 429")
    output = result.output  # type: ignore[attr-defined]
    assert result.returncode != 0, output
    assert re.search(r"FG5\d\d", output), output
    assert rel in output
    assert FAKE_KEY not in output  # never printed whole
