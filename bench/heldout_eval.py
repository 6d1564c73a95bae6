"""Figures of the detectors on the held-out corpora (tests/heldout), by split.

    .venv/bin/python bench/heldout_eval.py [injection|personal] [--split dev|test]

The corpora were written by helpers that had not read the detectors; develop on `dev`,
report `test`. Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from heldout import evaluate_injection, evaluate_personal  # noqa: E402


def _captures() -> Path:
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    return Path(override) if override else REPO.parent / "shared" / "captures"


def injection(split: str) -> None:
    score = evaluate_injection.evaluate(_captures(), split)
    print(f"## injection, {split} split")
    print("| vector/lang | found | planted |")
    print("|---|---:|---:|")
    for group in sorted(score.positives):
        print(f"| {group} | {score.found[group]} | {score.positives[group]} |")
    total = sum(score.positives.values())
    print(f"| **all** | {sum(score.found.values())} | {total} |")
    print(
        f"\nrecall {score.recall:.3f}; hard negatives flagged: "
        f"{len(score.flagged)} of {score.negatives}"
    )
    for miss in score.missed:
        print("  missed", miss)
    for flag in score.flagged:
        print("  flagged", flag)


def personal(split: str) -> None:
    score = evaluate_personal.evaluate(_captures(), split)
    print(f"## personal data and secrets, {split} split")
    print("| label/kind | found | planted |")
    print("|---|---:|---:|")
    for key in sorted(score.items):
        print(f"| {key} | {score.found[key]} | {score.items[key]} |")
    for label in ("personal", "secret"):
        print(f"\n{label} recall {score.recall(label):.3f}")
    print(
        f"keepers flagged: {len(score.flagged)} of {score.keepers}; "
        f"not credited (a finding was already on the edited line): {len(score.pre_existing)}"
    )
    for miss in score.missed:
        print("  missed", miss)
    for flag in score.flagged:
        print("  flagged", flag)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", default="injection", choices=["injection", "personal"])
    parser.add_argument("--split", default="dev", choices=["dev", "test"])
    args = parser.parse_args()
    {"injection": injection, "personal": personal}[args.corpus](args.split)


if __name__ == "__main__":
    main()
