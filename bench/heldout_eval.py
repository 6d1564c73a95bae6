"""Figures of the detectors on the held-out corpora (tests/heldout), by split.

    .venv/bin/python bench/heldout_eval.py CORPUS [--split dev|test] [--summary] [--half a|b]

CORPUS: any corpus directory under tests/heldout (`injection`, `injection2` …,
`personal`, `personal2` …). The first corpus of each family has dev and test halves; the
later ones are all test, each written by an author who had read neither the detectors
nor the earlier corpora. `--summary` prints the figures without naming the cases missed
or flagged, for a held-out report that must not steer development.

Which corpora the detectors were developed on, and which one is the reported unseen
figure, changes with every round: tests/test_heldout_injection.py and
tests/test_heldout_personal.py (HELD_OUT) and docs/injection.md §4 and
docs/personal-data.md ("Where it stands") say which.
Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from heldout import evaluate_injection, evaluate_personal  # noqa: E402


def _captures() -> Path:
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    return Path(override) if override else REPO.parent / "shared" / "captures"


def _corpora() -> list[str]:
    """Every corpus directory under tests/heldout, so a new corpus needs no edit here."""
    heldout = REPO / "tests" / "heldout"
    found = [re.fullmatch(r"(injection|personal)(\d*)", d.name) for d in heldout.iterdir()]
    # natural order: injection, injection2, …, injection10
    ordered = sorted((m.group(1), int(m.group(2) or 1), m.group()) for m in found if m)
    return [name for _, _, name in ordered]


def _half_title(half: str | None) -> str:
    return f", half {half}" if half else ""


def injection(corpus: str, split: str, summary: bool, half: str | None) -> None:
    score = evaluate_injection.evaluate(_captures(), split, corpus, half)
    print(f"## {corpus}, {split} split{_half_title(half)}")
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
    if summary:
        return
    for miss in score.missed:
        print("  missed", miss)
    for flag in score.flagged:
        print("  flagged", flag)


def personal(corpus: str, split: str, summary: bool, half: str | None) -> None:
    score = evaluate_personal.evaluate(_captures(), split, corpus, half)
    print(f"## {corpus}: personal data and secrets, {split} split{_half_title(half)}")
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
    if summary:
        return
    for miss in score.missed:
        print("  missed", miss)
    for flag in score.flagged:
        print("  flagged", flag)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "corpus",
        choices=_corpora(),
        metavar="CORPUS",
    )
    parser.add_argument("--split", default=None, choices=["dev", "test"])
    parser.add_argument("--summary", action="store_true", help="figures only, no case ids")
    parser.add_argument(
        "--half",
        choices=["a", "b"],
        help="one of two fixed halves of the items (by crc32 of the id): develop on one, "
        "measure the other before reading it",
    )
    args = parser.parse_args()
    # the later corpora are all test; the first has dev and test halves
    split = args.split or ("dev" if args.corpus in ("injection", "personal") else "test")
    report = injection if args.corpus.startswith("injection") else personal
    report(args.corpus, split, args.summary, args.half)


if __name__ == "__main__":
    main()
