"""Score the personal-data and secrets families on `tests/generalisation_corpus.py`.

An item is found when a finding of its family is on one of its lines in every carrier
it is planted in; a keeper is flagged when any FG5/FG6 finding is on one of its lines
in any carrier. Used by `tests/test_personal_generalisation.py` (the gates) and
`bench/generalisation_eval.py` (the figures and the misses).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from generalisation_corpus import ITEMS, Item, plantings

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.rules import personal, secrets

CONFIG = Config(project_dir=Path("."))


def codes_by_line(name: str, data: bytes) -> dict[int | None, set[str]]:
    target = ScanTarget.of(name, data)
    lines: dict[int | None, set[str]] = {}
    for family in (secrets, personal):
        for finding in family.scan(target, CONFIG):
            lines.setdefault(finding.line, set()).add(finding.code)
    return lines


@dataclass
class Score:
    items: Counter[str] = field(default_factory=Counter)  # label → items
    found: Counter[str] = field(default_factory=Counter)
    plantings: Counter[str] = field(default_factory=Counter)
    plantings_found: Counter[str] = field(default_factory=Counter)
    by_kind: Counter[str] = field(default_factory=Counter)
    by_kind_found: Counter[str] = field(default_factory=Counter)
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)

    def recall(self, label: str) -> float:
        return self.found[label] / self.items[label] if self.items[label] else 1.0


def _hit(item: Item, codes: set[str]) -> bool:
    if item.label == "keep":
        return any(code.startswith(("FG5", "FG6")) for code in codes)
    return any(code.startswith(item.wanted()) for code in codes)


def evaluate(items: tuple[Item, ...] = ITEMS) -> Score:
    score = Score()
    for item in items:
        hits = []
        for name, data, lines in plantings(item):
            found = codes_by_line(name, data)
            codes = set().union(*(found.get(line, set()) for line in lines))
            hit = _hit(item, codes)
            hits.append((name, hit, sorted(codes)))
            score.plantings[item.label] += 1
            score.plantings_found[item.label] += hit
        score.items[item.label] += 1
        score.by_kind[f"{item.label}/{item.kind}"] += 1
        if item.label == "keep":
            flagged = [f"{n} {c}" for n, h, c in hits if h]
            if flagged:
                score.flagged.append(f"{item.id}: {'; '.join(flagged)}")
            else:
                score.found["keep"] += 1
                score.by_kind_found[f"{item.label}/{item.kind}"] += 1
            continue
        missed = [n for n, h, _ in hits if not h]
        if missed:
            score.missed.append(f"{item.id} in {', '.join(missed)}")
        else:
            score.found[item.label] += 1
            score.by_kind_found[f"{item.label}/{item.kind}"] += 1
    return score
