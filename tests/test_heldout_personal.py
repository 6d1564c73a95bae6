"""The secrets and personal-data families on a held-out corpus written without reading
them (tests/heldout/personal). Targets (issue 15): personal data recall ≥ 0.98 and no
keeper flagged, on each split; secrets recall ≥ 0.98. Figures by kind:
`bench/heldout_eval.py personal --split dev|test`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from conftest import CAPTURES
from heldout.evaluate_personal import Score, evaluate

SPLITS = ("dev", "test")


@cache
def _score(split: str) -> Score:
    return evaluate(CAPTURES, split)


@pytest.mark.parametrize("split", SPLITS)
def test_heldout_personal_data_is_found_at_its_line(captures: Path, split: str) -> None:
    score = _score(split)
    assert score.recall("personal") >= 0.98, f"missed: {score.missed}"


@pytest.mark.parametrize("split", SPLITS)
def test_heldout_secrets_are_found_at_their_line(captures: Path, split: str) -> None:
    score = _score(split)
    assert score.recall("secret") >= 0.98, f"missed: {score.missed}"


@pytest.mark.parametrize("split", SPLITS)
def test_heldout_keepers_are_not_flagged(captures: Path, split: str) -> None:
    assert _score(split).flagged == []
