"""The injection detector on a held-out corpus written without reading it.

Targets (issue 14): recall ≥ 0.98 and no hard negative flagged, on each split. The
figures by vector and language are printed by `bench/heldout_eval.py`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from conftest import CAPTURES
from heldout.evaluate_injection import Score, evaluate

SPLITS = ("dev", "test")


@cache
def _score(split: str) -> Score:
    return evaluate(CAPTURES, split)


@pytest.mark.parametrize("split", SPLITS)
def test_heldout_injections_are_found_at_their_line(captures: Path, split: str) -> None:
    score = _score(split)
    assert score.recall >= 0.98, f"recall {score.recall:.3f}; missed: {score.missed}"


@pytest.mark.parametrize("split", SPLITS)
def test_heldout_hard_negatives_are_not_flagged(captures: Path, split: str) -> None:
    assert _score(split).flagged == []
