"""Figures of the detectors on the held-out corpora (tests/heldout), by split.

    .venv/bin/python bench/heldout_eval.py CORPUS [--split dev|test] [--summary]

CORPUS: `injection` and `personal` (first corpora, dev and test halves), then
`injection2`/`personal2` to `injection17`/`personal18` (all test), each written by an
author who had read neither the detectors nor the earlier corpora. `--summary` prints
the figures without naming the cases missed or flagged, for a held-out report that must
not steer development.

Which corpus is still held out changes over time: docs/injection.md and
docs/personal-data.md say which ones the detectors were developed on (round N develops
on the corpora before it) and which one is the reported, unseen figure (after round 9:
the tenth corpus of each family, injection10 and personal10; round 10 developed on
them; round 11 developed on the eleventh, and its unseen corpora are the twelfth,
injection12 and personal12; round 12 developed on those, and its unseen corpora are the
thirteenth, injection13 and personal13; round 13 developed on those, and its unseen
corpora are the fourteenth, injection14 and personal14; round 14 developed on those,
and its unseen corpora are the fifteenth; round 15 developed on those, and its unseen
corpora are the sixteenth; round 16 developed on injection16; round 17 developed on
personal17 and injection17, and its unseen injection corpus is injection18; personal
round 18 developed on personal18, and its unseen corpus is personal19).
Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES).
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


def injection(corpus: str, split: str, summary: bool) -> None:
    score = evaluate_injection.evaluate(_captures(), split, corpus)
    print(f"## {corpus}, {split} split")
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


def personal(corpus: str, split: str, summary: bool) -> None:
    score = evaluate_personal.evaluate(_captures(), split, corpus)
    print(f"## {corpus}: personal data and secrets, {split} split")
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
        choices=[
            f"{family}{n}"
            for family in ("injection", "personal")
            for n in ("", *map(str, range(2, 21)))
        ],
    )
    parser.add_argument("--split", default=None, choices=["dev", "test"])
    parser.add_argument("--summary", action="store_true", help="figures only, no case ids")
    args = parser.parse_args()
    # the later corpora are all test; the first has dev and test halves
    split = args.split or ("dev" if args.corpus in ("injection", "personal") else "test")
    report = injection if args.corpus.startswith("injection") else personal
    report(args.corpus, split, args.summary)


if __name__ == "__main__":
    main()
