"""Per-file analysis over a process pool: the same report, in the same order, with the
same exit status as a serial run; and no pool for a few files (a commit hook's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import rehash, run

from fixture_guard import perfile
from fixture_guard.perfile import Analyser, FileItem

KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"


@pytest.fixture
def pools(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each pool started, by its size."""
    started: list[int] = []
    real = Analyser._start_pool

    def spy(self: Analyser) -> object:
        if self._pool is None:
            started.append(self.jobs)
        return real(self)

    monkeypatch.setattr(Analyser, "_start_pool", spy)
    return started


def _plant_key(bench: Path) -> None:
    rel = "alpha-search/search/gs-002.json"
    path = bench / "fixtures" / rel
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["request"]["headers"]["authorization"] = f"Bearer {KEY}"
    path.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
    rehash(bench, rel)


@pytest.mark.parametrize("output_format", ["text", "json", "sarif", "junit"])
def test_a_pool_reports_what_a_serial_run_does(
    bench: Path, monkeypatch: pytest.MonkeyPatch, pools: list[int], output_format: str
) -> None:
    _plant_key(bench)
    (bench / "fixtures/_shared/html/unlisted.html").write_text(
        f"<p>token {KEY}</p>", encoding="utf-8"
    )
    monkeypatch.setattr(perfile, "POOL_THRESHOLD_SECONDS", 0.0)  # the example bench is small
    serial = run("check", "--no-cache", "--jobs", "1", "--format", output_format)
    assert pools == []
    pooled = run("check", "--no-cache", "--jobs", "2", "--format", output_format)
    assert pools == [2]
    assert pooled.exit_code == serial.exit_code == 1
    assert pooled.stdout == serial.stdout


def test_scan_over_a_pool_reports_what_a_serial_scan_does(
    captures: Path, monkeypatch: pytest.MonkeyPatch, pools: list[int]
) -> None:
    monkeypatch.setattr(perfile, "POOL_THRESHOLD_SECONDS", 0.0)
    folders = [str(captures / "html"), str(captures / "search"), str(captures / "errors")]
    serial = run("scan", "--no-cache", "--jobs", "1", "--format", "json", *folders)
    pooled = run("scan", "--no-cache", "--jobs", "2", "--format", "json", *folders)
    assert pools == [2]
    assert pooled.exit_code == serial.exit_code
    assert pooled.stdout == serial.stdout
    assert json.loads(pooled.stdout)["findings"]


def test_a_commit_hooks_few_files_start_no_pool(bench: Path, pools: list[int]) -> None:
    result = run(
        "check",
        "--no-cache",
        "--jobs",
        "2",
        "fixtures/alpha-search/search/gs-002.json",
        "fixtures/alpha-search/errors/429.json",
    )
    assert result.exit_code in (0, 1), result.stderr
    assert pools == []


def test_the_pool_decision_weighs_the_work_not_the_file_count() -> None:
    analyser = Analyser(perfile.Config(project_dir=Path(".")), jobs=2)
    small = [(FileItem(f"{i}.json", b"{}"), ("secrets",)) for i in range(50)]
    assert not analyser._worth_a_pool(small)  # fifty tiny files: cheaper here
    big = [(FileItem(f"{i}.html", b"<p>x</p>" * 40_000), ("secrets",)) for i in range(3)]
    assert analyser._worth_a_pool(big)
    assert not Analyser(analyser.config, jobs=1)._worth_a_pool(big)  # --jobs 1
    assert not analyser._worth_a_pool(big[:1])  # one file cannot be shared


def test_batches_keep_every_file_once_in_order() -> None:
    work = [(FileItem(f"{i}.json", b"x" * (i * 997 % 50_000)), ("secrets",)) for i in range(500)]
    batches = perfile._batches(work, 2)
    assert [pair for batch in batches for pair in batch] == work
    assert len(batches) >= 8  # several per worker, so a slow file does not idle the other
