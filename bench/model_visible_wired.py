"""The wired visible-text model (`fixture_guard/detect/visible_model.py`), leave one
corpus out on today's scorer (docs/injection-model.md, "wired into the classifier").

    .venv/bin/python bench/model_visible_wired.py --models DIR --train   # fold 17, shipped
    .venv/bin/python bench/model_visible_wired.py --models DIR [--folds ...]

For each fold k the model trained without k (`mv_model_<k>.json.gz` in `--models`, made by
`bench/model_visible_eval.py`'s `train_fold`, never trained on injection18) replaces the
shipped weights; corpus k is scored by `tests/heldout/evaluate_injection.py` with the
consultation off and on. `--precision` instead runs the shipped weights over the hard
negatives of every corpus named (off and on) and reports newly flagged ids only.
Nothing of the corpora's text is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO))

from fixture_guard.detect import injection as pipeline  # noqa: E402
from fixture_guard.detect import instructions, visible_model  # noqa: E402

FOLDS = ("injection13", "injection14", "injection15", "injection16", "injection17")


def score(corpus: str, enabled: bool) -> dict[str, Any]:
    from heldout import evaluate_injection as ev

    visible_model.ENABLED = enabled
    instructions._verdicts.clear()
    pipeline._results.clear()
    started = time.process_time()
    result = ev.evaluate(Path(os.environ["HELDOUT_CAPTURES"]), None, corpus)
    missed = sorted(m.split()[0] for m in result.missed)
    flagged = sorted(f.split()[0] for f in result.flagged)
    total = sum(result.positives.values())
    return {
        "plants": total,
        "found": total - len(missed),
        "missed": missed,
        "flagged": flagged,
        "cpu": round(time.process_time() - started, 1),
    }


def compare(corpus: str) -> dict[str, Any]:
    off = score(corpus, False)
    on = score(corpus, True)
    return {
        "corpus": corpus,
        "plants": off["plants"],
        "found_off": off["found"],
        "found_on": on["found"],
        "gained": sorted(set(off["missed"]) - set(on["missed"])),
        "lost": sorted(set(on["missed"]) - set(off["missed"])),
        "flagged_off": off["flagged"],
        "new_flags": sorted(set(on["flagged"]) - set(off["flagged"])),
    }


def train(cache: Path) -> None:
    """The injection17 fold's model (trained on injection..injection16) and the shipped
    weights (injection..injection17), each with its threshold by the inner rule of
    `bench/model_visible_eval.py` (`train_fold`; injection13..16's fold models are that
    script's). injection18 is never read."""
    sys.path.insert(0, str(REPO / "bench"))
    import model_visible_eval as mve

    cache.mkdir(parents=True, exist_ok=True)
    model, meta = mve.train_fold("injection17", cache)
    print("injection17 fold", model.threshold, meta, flush=True)
    mve.CORPORA = tuple(["injection", *(f"injection{i}" for i in range(2, 18))])
    model, meta = mve.train_fold("shipped", cache)
    print("shipped (copy mv_model_shipped.json.gz to fixture_guard/detect/visible_model.json.gz)")
    print(model.threshold, meta)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", type=Path, default=Path("/tmp/im-wired"))
    parser.add_argument("--folds", default=",".join(FOLDS))
    parser.add_argument("--precision", help="corpora scored with the shipped weights")
    parser.add_argument(
        "--train", action="store_true", help="train the injection17 fold and the shipped weights"
    )
    args = parser.parse_args()
    if args.train:
        train(args.models)
        return
    if args.precision:
        for corpus in args.precision.split(","):
            assert corpus != "injection18", "the unseen corpus is not read"
            row = compare(corpus)
            print(json.dumps({k: row[k] for k in ("corpus", "new_flags", "flagged_off")}))
        return
    for corpus in args.folds.split(","):
        assert corpus != "injection18", "the unseen corpus is not read"
        weights = visible_model.from_json(
            json.loads(
                __import__("gzip")
                .decompress((args.models / f"mv_model_{corpus}.json.gz").read_bytes())
                .decode()
            )
        )
        visible_model.model = lambda path=None, m=weights: m  # type: ignore[assignment,misc]
        row = compare(corpus)
        row["threshold"] = weights.threshold
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
