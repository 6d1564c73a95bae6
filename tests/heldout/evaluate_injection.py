"""Score the injection detector on the held-out corpora (tests/heldout/injection*).

Each corpus was written by someone who had not read the detector. Develop on the first
corpus's `dev` split; its `test` split and the second corpus (`injection2`, all test)
are what docs/injection.md and the closing notes report.

A planted injection is found when the detector reports an injection within 3 lines of
the line where its text begins (HTML) or on its page (PDF). A hard negative is flagged
when the detector reports anything within 3 lines of a line it planted (HTML) or on its
page (PDF).
"""

from __future__ import annotations

import importlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from heldout.halves import in_half

from fixture_guard.detect.injection import detect

LINE_SLACK = 3


@dataclass
class Score:
    positives: Counter[str] = field(default_factory=Counter)
    found: Counter[str] = field(default_factory=Counter)
    negatives: int = 0
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        total = sum(self.positives.values())
        return sum(self.found.values()) / total if total else 1.0


def _hits(planted: object, detections: list) -> bool:
    if planted.media == "pdf":  # type: ignore[attr-defined]
        return any(d.page == planted.page for d in detections)  # type: ignore[attr-defined]
    lines = {planted.line}  # type: ignore[attr-defined]
    return any(
        d.line is not None and any(abs(d.line - line) <= LINE_SLACK for line in lines)
        for d in detections
    )


def _touches_plant(planted: object, detections: list) -> bool:
    if planted.media == "pdf":  # type: ignore[attr-defined]
        return any(d.page == planted.page for d in detections)  # type: ignore[attr-defined]
    lines = set(planted.lines) | {planted.line}  # type: ignore[attr-defined]
    return any(
        d.line is not None and any(abs(d.line - line) <= LINE_SLACK for line in lines)
        for d in detections
    )


def evaluate(
    captures: Path, split: str, corpus: str = "injection", half: str | None = None
) -> Score:
    """Score one split of a corpus: `injection` (dev/test halves) or `injection2` (a
    second corpus, all test, written later by another author who had read neither).

    `half` ("a" or "b") keeps one of two fixed halves of the items (see `in_half`), so
    a round can develop on one half and measure the other before reading it."""
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    score = Score()
    for case in planting.load_cases(split=split):
        if not in_half(case["id"], half):
            continue
        planted = planting.plant(case, captures)
        detections = detect(planted.data, planted.media)
        group = f"{case['vector']}/{case['lang']}"
        if case["label"] == "injection":
            score.positives[group] += 1
            if _hits(planted, detections):
                score.found[group] += 1
            else:
                score.missed.append(f"{case['id']} {group} {case['channel']}")
        else:
            score.negatives += 1
            if _touches_plant(planted, detections):
                score.flagged.append(f"{case['id']} {group} {case['channel']}")
    return score
