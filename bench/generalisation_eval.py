"""Figures of the personal-data and secrets families on the generalisation suite
(`tests/generalisation_corpus.py`), with the items missed and the keepers flagged.

    .venv/bin/python bench/generalisation_eval.py [--summary]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from generalisation_eval import evaluate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--summary", action="store_true", help="figures only")
    args = parser.parse_args()
    score = evaluate()
    print("| label/kind | found (keepers: not flagged) | items |")
    print("|---|---:|---:|")
    for key in sorted(score.by_kind):
        print(f"| {key} | {score.by_kind_found[key]} | {score.by_kind[key]} |")
    for label in ("personal", "secret"):
        print(
            f"\n{label}: {score.found[label]}/{score.items[label]} items "
            f"(recall {score.recall(label):.3f}); plantings "
            f"{score.plantings_found[label]}/{score.plantings[label]}"
        )
    print(
        f"keepers flagged: {len(score.flagged)} of {score.items['keep']} items; plantings "
        f"flagged {score.plantings_found['keep']} of {score.plantings['keep']}"
    )
    if args.summary:
        return
    for miss in score.missed:
        print("  missed", miss)
    for flag in score.flagged:
        print("  flagged", flag)


if __name__ == "__main__":
    main()
