from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


def _find_captures() -> Path:
    """../shared/captures beside the checkout, or beside the folder of worktrees (a
    worktree at wt/<name> sits one level deeper than the main checkout)."""
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    if override:
        return Path(override)
    for base in (REPO.parent, REPO.parent.parent):
        if (base / "shared" / "captures").is_dir():
            return base / "shared" / "captures"
    return SHARED / "captures"


CAPTURES = _find_captures()


@pytest.fixture
def captures() -> Path:
    """The real captures shared beside the project; tests that need them skip without them."""
    if not CAPTURES.is_dir():
        pytest.skip("../shared/captures is not here")
    return CAPTURES


@pytest.fixture
def bench(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of the example bench (fixtures/, manifest.json, config) to mutate.

    The working directory is the copy, so the CLI finds its [tool.fixture-guard].
    """
    if not (REPO / "fixtures").is_dir():
        pytest.skip("the example bench has not been generated")
    shutil.copytree(REPO / "fixtures", tmp_path / "fixtures")
    shutil.copy2(REPO / "manifest.json", tmp_path / "manifest.json")
    shutil.copy2(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


# The held-out corpora (tests/heldout/*) are most of the suite's time: each evaluation
# scans every planted page, one to three minutes per corpus. The README's test command
# runs the suite on every CPU with pytest-xdist (`-n auto --dist loadgroup`: with no group
# marked, every test is its own unit, handed to whichever worker is free), so they go
# first: a long test started last would leave the other worker idle at the end.
# Each corpus is one test, so it is evaluated once: grouping two tests of a corpus on one
# worker with xdist_group marks was tried in stop 30 and, with pytest 9.2 and xdist 3.8,
# made no group.
HELD_OUT_TEST_FILES = ("test_heldout_personal.py", "test_heldout_injection.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.path.name not in HELD_OUT_TEST_FILES)
