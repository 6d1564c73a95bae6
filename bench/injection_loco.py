"""Leave one corpus out: does the trained classifier add to the lexicon scorer on corpora
it has not seen? (docs/injection-model.md)

    .venv/bin/python bench/injection_loco.py [--corpora injection4,injection5] [--cache DIR]

For each corpus k of tests/heldout/injection..injection11, the classifier of
`scripts/injection_model.py` is trained on the other ten and the
generalisation suite (`scripts/train_injection_model.py`: the corpora's own planted
texts and hard negatives, never the captured pages; its threshold by the
zero-false-positive rule on an inner leave-one-out over those ten only), and corpus k is
scored through the real pipeline (the planting, `_hits` and `_touches_plant` of
`tests/heldout/evaluate_injection.py`) twice: the scorer alone, and the scorer OR the
classifier on the concealed units the scorer passed (`injection_model.combined` in
place of the detector's `classify`).

The scorer's column is today's detector. It was developed on injection..injection10, so
on those its figures are development figures; only injection11 is unseen by it (its
figure on each corpus before it was developed on is in docs/injection.md §4). The
classifier's column is unseen on every row: its corpus was never in its training.

`--before` answers the question on corpora unseen by both: for each corpus from
injection5 on, the detector of the commit of main *before* the round that developed on
that corpus (`BEFORE`; its tree is exported with `git archive` and run in a child
process, with the same classifier hooked in where today's detector consults it) against
the same code OR the classifier trained without that corpus.

Needs ../shared/captures (or FIXTURE_GUARD_CAPTURES). `--cache` keeps the recorded units
and the models of each fold.
"""

from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "tests"))

import injection_model as im  # noqa: E402
import train_injection_model as tm  # noqa: E402
from heldout import evaluate_injection as ev  # noqa: E402

from fixture_guard.detect import injection as pipeline  # noqa: E402

#: The commit of main whose detector had not been developed on the corpus yet: the
#: merge of the round before the one that developed on it (docs/injection.md §4).
BEFORE = {
    "injection5": "dc2b6d1",  # round 4
    "injection6": "34bc0e7",  # round 5
    "injection7": "5595fa9",  # round 6
    "injection8": "12d918e",  # round 7
    "injection9": "850d045",  # round 8
    "injection10": "7e6e38b",  # round 9
    "injection11": "f3bb70b",  # round 10
}


def fold_model(items: list[tm.Row], corpus: str, l2: float, cache: Path | None) -> im.Model:
    path = cache / f"model_{corpus}_{l2:g}.json.gz" if cache is not None else None
    if path is not None and path.exists():
        return im.load(path)
    model = tm.train_model(items, {corpus}, l2=l2)
    if path is not None:
        im.save(model, path)
    return model


def evaluate(corpus: str, model: im.Model | None) -> dict[str, object]:
    """Found plants and flagged hard negatives of one corpus, with ids."""
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    cap = tm.captures()
    found: set[str] = set()
    flagged: set[str] = set()
    positives = negatives = 0
    original = pipeline.classify
    pipeline.classify = im.combined(model, original)  # type: ignore[assignment]
    try:
        for case in planting.load_cases():
            planted = planting.plant(case, cap)
            pipeline._results.clear()
            detections = pipeline.detect(planted.data, planted.media)
            if case["label"] == "injection":
                positives += 1
                if ev._hits(planted, detections):
                    found.add(case["id"])
            else:
                negatives += 1
                if ev._touches_plant(planted, detections):
                    flagged.add(case["id"])
    finally:
        pipeline.classify = original  # type: ignore[assignment]
        pipeline._results.clear()
    return {"found": found, "flagged": flagged, "positives": positives, "negatives": negatives}


def before(corpus: str, model: im.Model) -> tuple[dict[str, object], dict[str, object]]:
    """The corpus on the detector of `BEFORE[corpus]`, alone and OR the classifier."""
    with tempfile.TemporaryDirectory() as tmp:
        code = Path(tmp) / "code"
        code.mkdir()
        archive = subprocess.run(
            ["git", "-C", str(REPO), "archive", BEFORE[corpus], "fixture_guard"],
            check=True,
            capture_output=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(code)], input=archive, check=True)
        weights = Path(tmp) / "model.json.gz"
        im.save(model, weights)
        results = []
        for chosen in ("none", str(weights)):
            out = subprocess.run(
                [sys.executable, __file__, "--child", corpus, str(code), chosen],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            data = json.loads(out.strip().splitlines()[-1])
            data["found"], data["flagged"] = set(data["found"]), set(data["flagged"])
            results.append(data)
    return results[0], results[1]


def child(corpus: str, code: str, weights: str) -> None:
    """In a child process: the corpus through the detector of the tree at `code`, with
    the classifier (today's module, loaded by path) OR-ed in on concealed units."""
    import importlib.util

    for name in [m for m in sys.modules if m == "fixture_guard" or m.startswith("fixture_guard.")]:
        del sys.modules[name]
    sys.path.insert(0, code)
    old = importlib.import_module("fixture_guard.detect.injection")
    assert old.__file__ is not None and old.__file__.startswith(code)
    spec = importlib.util.spec_from_file_location(
        "classifier_now", REPO / "scripts" / "injection_model.py"
    )
    assert spec is not None and spec.loader is not None
    now = importlib.util.module_from_spec(spec)
    sys.modules["classifier_now"] = now
    spec.loader.exec_module(now)
    model = None if weights == "none" else now.load(Path(weights))
    old.classify = now.combined(model, old.classify)
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    cap = tm.captures()
    found, flagged = [], []
    positives = negatives = 0
    for case in planting.load_cases():
        planted = planting.plant(case, cap)
        old._results.clear()
        detections = old.detect(planted.data, planted.media)
        if case["label"] == "injection":
            positives += 1
            if ev._hits(planted, detections):
                found.append(case["id"])
        else:
            negatives += 1
            if ev._touches_plant(planted, detections):
                flagged.append(case["id"])
    print(
        json.dumps(
            {"found": found, "flagged": flagged, "positives": positives, "negatives": negatives}
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpora", default=",".join(tm.CORPORA))
    parser.add_argument("--cache", type=Path, default=None, help="folder for recorded units")
    parser.add_argument("--l2", type=float, default=tm.L2)
    parser.add_argument("--before", action="store_true", help="each corpus on the code before it")
    parser.add_argument(
        "--child", nargs=3, metavar=("CORPUS", "CODE", "MODEL"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    corpora = args.corpora.split(",")
    if args.before and args.corpora == parser.get_default("corpora"):
        corpora = list(BEFORE)
    items = tm.all_rows(args.cache)
    table = []
    for corpus in corpora:
        started = time.process_time()
        model = fold_model(items, corpus, args.l2, args.cache)
        if args.before:
            scorer, both = before(corpus, model)
        else:
            scorer = evaluate(corpus, None)
            both = evaluate(corpus, model)
        added = sorted(both["found"] - scorer["found"])  # type: ignore[operator]
        lost = sorted(scorer["found"] - both["found"])  # type: ignore[operator]
        new_flags = sorted(both["flagged"] - scorer["flagged"])  # type: ignore[operator]
        table.append((corpus, scorer, both, model.threshold))
        print(
            f"{corpus}: threshold {model.threshold:.6f}; scorer "
            f"{len(scorer['found'])}/{scorer['positives']} ({len(scorer['flagged'])}/"  # type: ignore[arg-type]
            f"{scorer['negatives']}), OR {len(both['found'])}/{both['positives']} "  # type: ignore[arg-type]
            f"({len(both['flagged'])}/{both['negatives']}); added {added}; lost {lost}; "  # type: ignore[arg-type]
            f"new flags {new_flags} [{time.process_time() - started:.0f} s]",
            flush=True,
        )
    print("\n| left out | plants | scorer | scorer OR classifier | gain | threshold |")
    print("|---|---:|---:|---:|---:|---:|")
    sums = [0.0, 0.0]
    flags = [0, 0]
    for corpus, scorer, both, threshold in table:
        cells = []
        for i, result in enumerate((scorer, both)):
            recall = len(result["found"]) / result["positives"]  # type: ignore[arg-type, operator]
            sums[i] += recall
            flags[i] += len(result["flagged"])  # type: ignore[arg-type]
            cells.append(f"{recall:.3f} ({len(result['flagged'])}/{result['negatives']})")  # type: ignore[arg-type]
        gain = len(both["found"]) - len(scorer["found"])  # type: ignore[arg-type]
        print(
            f"| {corpus} | {scorer['positives']} | {cells[0]} | {cells[1]} | +{gain} | "
            f"{threshold:.6f} |"
        )
    n = len(table)
    print(
        f"| **mean** | | {sums[0] / n:.3f} ({flags[0]} flagged) | "
        f"{sums[1] / n:.3f} ({flags[1]} flagged) | | |"
    )


if __name__ == "__main__":
    main()
