"""`manifest diff`: real git repositories in tmp_path, the CLI through CliRunner."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from fixture_guard.cli import cli
from fixture_guard.errors import InputError
from fixture_guard.manifest_diff import diff_manifests, file_side

REPO = Path(__file__).resolve().parent.parent
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Test",
    "GIT_AUTHOR_EMAIL": "test@example.test",
    "GIT_COMMITTER_NAME": "Test",
    "GIT_COMMITTER_EMAIL": "test@example.test",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _synthetic() -> Any:
    spec = importlib.util.spec_from_file_location(
        "synthetic_tree", REPO / "bench" / "synthetic_tree.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def git(repo: Path, *args: str) -> str:
    result = subprocess.run(
        ["git", *args],
        cwd=repo,
        env={**os.environ, **GIT_ENV},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


class Bench:
    def __init__(self, path: Path) -> None:
        self.path = path

    @property
    def manifest_file(self) -> Path:
        return self.path / "manifest.json"

    def manifest(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.manifest_file.read_text("utf-8"))
        return data

    def save(self, manifest: dict[str, Any]) -> None:
        self.manifest_file.write_text(json.dumps(manifest, indent=2) + "\n", "utf-8")

    def entry(self, rel: str) -> dict[str, Any]:
        for files in self.manifest()["cases"].values():
            if rel in files:
                entry: dict[str, Any] = files[rel]
                return entry
        raise KeyError(rel)

    def edit_entry(self, rel: str, **changes: Any) -> None:
        manifest = self.manifest()
        for files in manifest["cases"].values():
            if rel in files:
                files[rel].update(changes)
        self.save(manifest)

    def recapture(self, rel: str, **changes: Any) -> None:
        """New bytes on disk, recorded in the manifest with their real hash (as a
        re-capture or re-redaction leaves them), and the other `changes` to the entry."""
        import hashlib

        path = self.path / "fixtures" / rel
        data = path.read_bytes() + b"\n"
        path.write_bytes(data)
        recorded: dict[str, Any] = {"sha256": hashlib.sha256(data).hexdigest()}
        if "bytes" in self.entry(rel):
            recorded["bytes"] = len(data)
        self.edit_entry(rel, **recorded, **changes)

    def commit(self, message: str = "change") -> None:
        git(self.path, "add", "-A")
        git(self.path, "commit", "-q", "-m", message)


@pytest.fixture
def bench_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Bench:
    """A git repository holding a small clean bench, committed once; cwd is the repo."""
    repo = _synthetic().build(tmp_path / "repo", cases=30)
    git(repo, "init", "-q", "-b", "main")
    bench = Bench(repo)
    bench.commit("bench")
    monkeypatch.chdir(repo)
    return bench


class Outcome:
    """What a user sees: the exit status `main()` would give, and the output."""

    def __init__(self, exit_code: int, output: str) -> None:
        self.exit_code = exit_code
        self.output = output


def invoke(*args: str) -> Outcome:
    # standalone_mode=False hands back the command's own status, as main() does.
    result = CliRunner().invoke(cli, list(args), standalone_mode=False, catch_exceptions=False)
    status = result.return_value if isinstance(result.return_value, int) else result.exit_code
    return Outcome(status, result.output)


def run(*args: str) -> Outcome:
    return invoke("manifest", "diff", *args)


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    """Through the console entry point, as a user's shell sees it (one-line errors, exit 2)."""
    return subprocess.run(
        [str(Path(sys.executable).parent / "fixture-guard"), "manifest", "diff", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **GIT_ENV},
    )


def _fake_sha(seed: str) -> str:
    import hashlib

    return hashlib.sha256(seed.encode()).hexdigest()


def test_no_change_is_clean(bench_repo: Bench) -> None:
    result = run()
    assert result.exit_code == 0
    assert "No change in the manifest." in result.output


def test_rehash_with_the_same_capture_date_is_a_suspicious_hand_edit(bench_repo: Bench) -> None:
    rel = "alpha-search/errors/429.json"
    path = bench_repo.path / "fixtures" / rel
    path.write_text(path.read_text("utf-8").replace('"30"', '"1"'), "utf-8")
    update = invoke("manifest", "update", "--rehash", f"fixtures/{rel}")
    assert update.exit_code == 0, update.output
    result = run()
    assert result.exit_code == 1, result.output
    suspicious = result.output.split("### ⚠ Suspicious")[1].split("###")[0]
    assert "hand-edit" in suspicious and rel in suspicious
    assert "captured_at stayed 2026-01-15T10:00:00Z" in suspicious


def test_recapture_with_new_date_and_original_is_a_plain_change(bench_repo: Bench) -> None:
    rel = "alpha-search/search/gs-0002.json"
    bench_repo.recapture(
        rel, sha256_original=_fake_sha("orig2"), captured_at="2026-02-01T00:00:00Z"
    )
    result = run("--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["suspicious"] == [] and data["notices"] == []
    (change,) = data["cases"]["gs-0002"]
    assert change["path"] == rel and change["change"] == "changed"
    assert any(
        d.startswith("captured_at 2026-01-15T10:00:00Z → 2026-02-01") for d in change["details"]
    )


def test_rerdaction_is_shown_but_not_suspicious(bench_repo: Bench) -> None:
    rel = "_shared/html/page-corporate.html"
    bench_repo.recapture(rel, captured_at="2026-02-01T00:00:00Z")
    result = run("--format", "json")
    data = json.loads(result.output)
    assert result.exit_code == 0
    assert [(n["kind"], n["path"]) for n in data["notices"]] == [("re-redaction", rel)]


def test_expected_file_changed_without_its_artifact_is_suspicious(bench_repo: Bench) -> None:
    rel = "_shared/expected/gs-0001.json"
    path = bench_repo.path / "fixtures" / rel
    expected = json.loads(path.read_text("utf-8"))
    expected["observations"][0]["span"] = "offset:0-16"  # the span moved by hand
    path.write_text(json.dumps(expected, indent=2) + "\n", "utf-8")
    update = invoke(
        "manifest", "update", "--rehash", f"fixtures/{rel}", "--captured-at", "2026-02-01T00:00:00Z"
    )
    assert update.exit_code == 0, update.output
    result = run("--format", "json")
    assert result.exit_code == 1
    kinds = {(c["kind"], c["path"]) for c in json.loads(result.output)["suspicious"]}
    assert ("expected-edited", rel) in kinds


def test_expected_file_recaptured_with_its_artifact_is_not_called_out(bench_repo: Bench) -> None:
    expected = "_shared/expected/gs-0001.json"
    artifact = "_shared/html/gs-0001-anunciada.html"
    for rel, seed in ((expected, "e"), (artifact, "a")):
        bench_repo.recapture(
            rel, sha256_original=_fake_sha(seed + "o"), captured_at="2026-02-01T00:00:00Z"
        )
    result = run("--format", "json")
    assert result.exit_code == 0, result.output


def test_synthetic_switched_on_is_suspicious(bench_repo: Bench) -> None:
    rel = "beta-search/search/gs-0003.json"
    bench_repo.edit_entry(rel, synthetic=True)
    result = run("--format", "json")
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert [(c["kind"], c["path"]) for c in data["suspicious"]] == [("synthetic-on", rel)]
    assert "synthetic false → true" in data["cases"]["gs-0003"][0]["details"]


def test_provider_losing_its_last_fixture_of_a_class_is_suspicious(bench_repo: Bench) -> None:
    manifest = bench_repo.manifest()
    del manifest["cases"]["err-timeout"]["gamma-search/errors/timeout.json"]
    bench_repo.save(manifest)
    result = run()
    assert result.exit_code == 1
    assert "provider gamma-search lost its last `timeout` fixture" in result.output
    assert "| `gamma-search/errors/timeout.json` | removed |" in result.output


def test_added_file_and_flags_flipped_are_listed_per_case(bench_repo: Bench) -> None:
    manifest = bench_repo.manifest()
    manifest["cases"].setdefault("err-503-b", {})["alpha-search/errors/503-b.json"] = {
        "class": "5xx",
        "sha256": _fake_sha("x"),
        "captured_at": "2026-02-01T00:00:00Z",
        "synthetic": True,
    }
    manifest["cases"]["pages"]["_shared/pdf/doc-annual-report.pdf"]["truncated"] = True
    bench_repo.save(manifest)
    data = json.loads(run("--format", "json").output)
    assert data["counts"]["added"] == 1
    assert data["cases"]["err-503-b"][0]["change"] == "added"
    assert "truncated false → true" in data["cases"]["pages"][0]["details"]


def test_two_revisions(bench_repo: Bench) -> None:
    bench_repo.edit_entry("alpha-search/search/gs-0004.json", captured_at="2026-02-01T00:00:00Z")
    bench_repo.commit("second")
    assert run("HEAD~1", "HEAD").exit_code == 0
    assert "gs-0004" in run("HEAD~1", "HEAD").output
    assert "No change" in run("HEAD", "HEAD").output


def test_two_manifest_files(bench_repo: Bench, tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    shutil.copy2(bench_repo.manifest_file, old)
    bench_repo.edit_entry("alpha-search/search/gs-0005.json", sha256=_fake_sha("edited"))
    result = run(str(old), str(bench_repo.manifest_file))
    assert result.exit_code == 1
    assert "hand-edit" in result.output
    diff = diff_manifests(file_side(old), file_side(bench_repo.manifest_file))
    assert [c.path for c in diff.suspicious] == ["alpha-search/search/gs-0005.json"]


def test_markdown_escapes_pipes_and_backticks(bench_repo: Bench) -> None:
    manifest = bench_repo.manifest()
    manifest["cases"]["odd"] = {
        "alpha-search/errors/a|b`c.json": {
            "class": "5xx",
            "sha256": _fake_sha("q"),
            "captured_at": "2026-02-01T00:00:00Z",
        }
    }
    bench_repo.save(manifest)
    output = run().output
    row = next(line for line in output.splitlines() if "a\\|b'c.json" in line)
    assert row.count(" | ") == 2  # still three cells


# --- bad input: one line, exit 2 ------------------------------------------------------------


def _one_line_error(result: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0]


def test_unknown_revision(bench_repo: Bench) -> None:
    _one_line_error(run_main("no-such-branch"), "no-such-branch", "does not exist")


def test_option_like_revision_is_not_passed_to_git(bench_repo: Bench) -> None:
    _one_line_error(run_main("--", "--output=/tmp/x"), "not a revision")


def test_manifest_missing_at_a_revision(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _synthetic().build(tmp_path / "repo", cases=30)
    git(repo, "init", "-q", "-b", "main")
    shutil.move(repo / "manifest.json", tmp_path / "manifest.json")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "tree without manifest")
    shutil.move(tmp_path / "manifest.json", repo / "manifest.json")
    monkeypatch.chdir(repo)
    _one_line_error(run_main(), "manifest.json does not exist at revision 'HEAD'")


def test_not_a_git_repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _synthetic().build(tmp_path / "plain", cases=30)
    monkeypatch.chdir(repo)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    _one_line_error(run_main(), "not in a git repository")


def test_shallow_clone_is_detected(
    bench_repo: Bench, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bench_repo.edit_entry("alpha-search/search/gs-0004.json", captured_at="2026-02-01T00:00:00Z")
    bench_repo.commit("second")
    clone = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{bench_repo.path}", str(clone))
    monkeypatch.chdir(clone)
    _one_line_error(run_main("HEAD~1"), "shallow clone", "HEAD~1", "--unshallow")
    # What the shallow clone does hold can still be compared.
    assert run_main().returncode == 0


def test_library_raises_input_error_for_too_many_sides(bench_repo: Bench) -> None:
    from fixture_guard.manifest_diff import open_sides

    with pytest.raises(InputError):
        open_sides(
            ("a", "b", "c"),
            manifest_path=bench_repo.manifest_file,
            root=bench_repo.path / "fixtures",
            project_dir=bench_repo.path,
            display="manifest.json",
        )


def test_example_bench_rehash_same_date_exits_1(bench: Path) -> None:
    """The judged case on the example bench: a re-hashed file whose capture date stayed."""
    git(bench, "init", "-q", "-b", "main")
    git(bench, "add", "-A")
    git(bench, "commit", "-q", "-m", "bench")
    manifest = json.loads((bench / "manifest.json").read_text("utf-8"))
    files = next(iter(manifest["cases"].values()))
    rel = next(iter(files))
    files[rel]["sha256"] = _fake_sha("hand edit")
    (bench / "manifest.json").write_text(json.dumps(manifest, indent=2), "utf-8")
    result = run()
    assert result.exit_code == 1
    assert "hand-edit" in result.output and rel in result.output
