"""Leave-one-corpus-out: does a small trained classifier generalise better than the
lexicon scorer? (round 5, docs/injection.md)

    .venv/bin/python bench/injection_loco.py [--modes scorer,model,or,and] [--no-lexicon]

For each corpus k of tests/heldout/injection..injection5, the model of
`fixture_guard/detect/injection_model.py` is trained on the other four and the
generalisation suite (`scripts/train_injection_model.py`; its threshold chosen by an
inner leave-one-out on those four only), then corpus k is scored through the real
pipeline (`tests/heldout/evaluate_injection.py`: the same planting, `_hits` and
`_touches_plant`) with `classify` replaced by the scorer, the model, or both combined.
The scorer's column is today's detector, which was developed on injection..injection4:
its plain figures on those are development figures; its figure on each corpus before it
was developed on is in docs/injection.md. `--no-lexicon` trains on n-grams only (no
scorer features), the only variant whose figures on injection..injection4 owe nothing
to the lexicon having seen them.
Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES). Takes several minutes.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "tests"))

import injection_model as im  # noqa: E402
import train_injection_model as tm  # noqa: E402
from heldout import evaluate_injection  # noqa: E402

from fixture_guard.detect import injection as pipeline  # noqa: E402


def records(cache: Path | None) -> list[tm.CaseRecord]:
    if cache is not None and cache.exists():
        return pickle.loads(cache.read_bytes())
    out = [r for c in (*tm.CORPORA, tm.GEN) for r in tm.collect(c)]
    if cache is not None:
        cache.write_bytes(pickle.dumps(out))
    return out


def score(corpus: str, decide: object) -> evaluate_injection.Score:
    original = pipeline.classify
    pipeline.classify = decide  # type: ignore[assignment]
    try:
        return evaluate_injection.evaluate(tm.captures(), None, corpus)  # type: ignore[arg-type]
    finally:
        pipeline.classify = original


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--modes", default="scorer,model,or,and")
    parser.add_argument("--no-lexicon", action="store_true")
    parser.add_argument("--cache", type=Path, default=None, help="pickle of the recorded units")
    args = parser.parse_args()
    lexicon = not args.no_lexicon
    items = tm.sentences(records(args.cache))
    x = tm.matrix(items, lexicon)
    modes = args.modes.split(",")
    table: dict[tuple[str, str], tuple[int, int, int, int]] = {}
    for corpus in tm.CORPORA:
        model = tm.fit_model(items, x, {corpus}, lexicon)
        for mode in modes:
            result = score(corpus, im.combined(model, mode))
            found, total = sum(result.found.values()), sum(result.positives.values())
            table[(corpus, mode)] = (found, total, len(result.flagged), result.negatives)
            print(
                f"{corpus} {mode}: {found}/{total} = {found / total:.3f}, flagged "
                f"{len(result.flagged)}/{result.negatives} (threshold {model.threshold:.3f})",
                flush=True,
            )
    print(f"\n| corpus | {' | '.join(modes)} |")
    print(f"|---|{'---:|' * len(modes)}")
    for corpus in tm.CORPORA:
        cells = []
        for mode in modes:
            found, total, flagged, negatives = table[(corpus, mode)]
            cells.append(f"{found / total:.3f} ({flagged}/{negatives})")
        print(f"| {corpus} | {' | '.join(cells)} |")
    means = []
    for mode in modes:
        recall = sum(table[(c, mode)][0] / table[(c, mode)][1] for c in tm.CORPORA) / len(
            tm.CORPORA
        )
        flagged = sum(table[(c, mode)][2] for c in tm.CORPORA)
        means.append(f"{recall:.3f} ({flagged} flagged)")
    print(f"| **mean** | {' | '.join(means)} |")


if __name__ == "__main__":
    main()
