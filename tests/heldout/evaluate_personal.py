"""Score the secrets and personal-data families on the held-out corpus
(tests/heldout/personal), written by someone who had not read the detectors.

Develop on the `dev` split; the `test` split is what docs/personal-data.md and the
closing notes report. Definitions (the corpus README's):

- a personal item is found when a personal-data (FG6xx) finding is at its line; an
  account id when a secrets or personal-data finding is; a secret when a secrets
  (FG5xx) finding is;
- a keeper is flagged when any FG5xx/FG6xx finding is at its line;
- an item edited into an existing line is not credited when the unplanted capture
  already had a finding of its family at that line (it is counted apart).
"""

from __future__ import annotations

import importlib
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from heldout.halves import in_half

from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.rules import personal, secrets

CONFIG = Config(project_dir=Path("."))
FAMILY_PREFIXES = {"personal": ("FG6",), "secret": ("FG5",), "account-id": ("FG5", "FG6")}


@dataclass
class Score:
    items: Counter[str] = field(default_factory=Counter)  # label/kind → planted
    found: Counter[str] = field(default_factory=Counter)
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)
    keepers: int = 0
    pre_existing: list[str] = field(default_factory=list)

    def recall(self, label: str) -> float:
        total = sum(n for key, n in self.items.items() if key.startswith(label + "/"))
        hit = sum(n for key, n in self.found.items() if key.startswith(label + "/"))
        return hit / total if total else 1.0


def findings_by_line(name: str, data: bytes) -> dict[int | None, set[str]]:
    target = ScanTarget.of(name, data)
    lines: dict[int | None, set[str]] = {}
    for family in (secrets, personal):
        for finding in family.scan(target, CONFIG):
            lines.setdefault(finding.line, set()).add(finding.code)
    return lines


@cache
def _unplanted(captures: Path, target: str) -> dict[int | None, set[str]]:
    path = captures / target
    return findings_by_line(path.name, path.read_bytes())


def _of_family(codes: set[str], family: str) -> bool:
    return any(code.startswith(FAMILY_PREFIXES[family]) for code in codes)


def evaluate(
    captures: Path, split: str, corpus: str = "personal", half: str | None = None
) -> Score:
    """Score one split of a corpus: `personal` (dev/test halves) or `personal2` (a second
    corpus, all test, written later by another author who had read neither).

    `half` ("a" or "b") keeps one of two fixed halves of the items (see `in_half`), so
    a round can develop on one half and measure the other before reading it."""
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    score = Score()
    for item in planting.load_items(split=split):
        if not in_half(item["id"], half):
            continue
        planted = planting.plant(item, captures)
        found = findings_by_line(planted.name, planted.data).get(planted.line, set())
        label = "personal" if item["family"] == "account-id" else item["label"]
        where = f"{item['id']} {item['kind']} ({item['target']}:{planted.line})"
        if item["label"] == "keep":
            score.keepers += 1
            flagged = {c for c in found if c.startswith(("FG5", "FG6"))}
            if flagged:
                score.flagged.append(f"{where} {sorted(flagged)}")
            continue
        family = item["family"]
        if planted.original_line is not None:
            before = _unplanted(captures, item["target"]).get(planted.original_line, set())
            if _of_family(before, family):
                score.pre_existing.append(where)
                continue
        key = f"{label}/{item['kind']}"
        score.items[key] += 1
        if _of_family(found, family):
            score.found[key] += 1
        else:
            score.missed.append(where)
    return score
