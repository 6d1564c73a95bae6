"""Per-file analysis over a process pool: the same report, in the same order, with the
same exit status as a serial run; and no pool for a few files (a commit hook's)."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
from helpers import rehash, run

from fixture_guard import perfile
from fixture_guard.config import Config
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


def _big_pages() -> list[FileItem]:
    """Three pages whose estimated work makes a big run (not a commit hook's)."""
    return [FileItem(f"{i}.html", b"<p>x</p>" * 40_000) for i in range(3)]


def test_a_big_run_holds_the_long_lived_out_of_the_collector_and_then_lets_go(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert gc.get_freeze_count() == 0  # the test process froze nothing of its own
    before = gc.get_threshold()
    seen: list[tuple[str, int, int]] = []
    real = perfile.analyse

    def spy(item: FileItem, families: tuple[str, ...], config: Config) -> object:
        seen.append((item.display, gc.get_freeze_count(), gc.get_threshold()[0]))
        return real(item, families, config)

    monkeypatch.setattr(perfile, "analyse", spy)
    analyser = Analyser(Config(project_dir=Path(".")), jobs=1)
    analyser.run(_big_pages(), ["secrets"])
    # the seed (the smallest page) loads the detectors; the rest run with them frozen
    assert seen[0][1:] == (0, before[0])
    assert all(frozen > 0 for _, frozen, _ in seen[1:])
    assert {threshold for _, _, threshold in seen[1:]} == {perfile._YOUNG_COLLECTION_THRESHOLD}
    assert (gc.get_freeze_count(), gc.get_threshold()) == (0, before)


def test_a_run_that_stops_half_way_still_lets_the_collector_go(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = gc.get_threshold()
    calls = [0]

    def failing(item: FileItem, families: tuple[str, ...], config: Config) -> object:
        calls[0] += 1
        if calls[0] == 2:
            raise KeyboardInterrupt
        return perfile.FileOutcome()

    monkeypatch.setattr(perfile, "analyse", failing)
    with pytest.raises(KeyboardInterrupt):
        Analyser(Config(project_dir=Path(".")), jobs=1).run(_big_pages(), ["secrets"])
    assert (gc.get_freeze_count(), gc.get_threshold()) == (0, before)


def test_a_process_that_froze_its_own_objects_is_left_alone() -> None:
    gc.freeze()
    try:
        frozen, before = gc.get_freeze_count(), gc.get_threshold()
        Analyser(Config(project_dir=Path(".")), jobs=1).run(_big_pages(), ["secrets"])
        assert (gc.get_freeze_count(), gc.get_threshold()) == (frozen, before)
    finally:
        gc.unfreeze()
