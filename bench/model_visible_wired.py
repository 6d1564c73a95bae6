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
#: Never trained on: injection39 is stop 36's unseen corpus (measured once, counts only,
#: with `bench/heldout_eval.py injection39 --summary`); injection38 (another round develops
#: on it) is never read here. (Stop 27's were injection21 and injection22.)
UNSEEN = ("injection38", "injection39")
#: Stop 36's training sources, named one by one (no glob of tests/heldout): the corpora
#: injection .. injection37 and the generalisation suite (`gen`), in the fixed order of
#: the inner folds (docs/injection-model.md, stop 36). The weights they gave were not
#: adopted (injection39's sixth vector fell 58 -> 56 of 61): the detector still ships stop
#: 27's, trained on injection .. injection20 and the suite.
SHIPPED = ("gen", *(f"injection{i}" for i in range(37, 1, -1)), "injection")
assert len(SHIPPED) == 38
assert not set(SHIPPED) & set(UNSEEN)
assert "injection38" not in SHIPPED and "injection39" not in SHIPPED


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


def _counts(result: Any) -> tuple[dict[str, Any], tuple[set[str], set[str]]]:
    """An evaluation's counts (found, planted, by vector, flagged), and the ids of its
    misses and flagged negatives, to compare modes (never printed)."""
    counts = {
        "found": sum(result.found.values()),
        "planted": sum(result.positives.values()),
        "by_vector": {g: [result.found[g], result.positives[g]] for g in sorted(result.positives)},
        "flagged": len(result.flagged),
        "negatives": result.negatives,
    }
    ids = ({m.split()[0] for m in result.missed}, {f.split()[0] for f in result.flagged})
    return counts, ids


def counts(corpus: str) -> dict[str, Any]:
    """The unseen corpus, scored once with the consultation off and once on: counts only
    (per vector/language found of planted, hard negatives flagged, and how many plants
    were gained or lost and how many negatives newly flagged). No id, no text is printed."""
    from heldout import evaluate_injection as ev

    out: dict[str, Any] = {"corpus": corpus}
    ids: dict[bool, tuple[set[str], set[str]]] = {}
    for enabled in (False, True):
        visible_model.ENABLED = enabled
        instructions._verdicts.clear()
        pipeline._results.clear()
        result = ev.evaluate(Path(os.environ["HELDOUT_CAPTURES"]), None, corpus)
        mode = "on" if enabled else "off"
        out[mode], ids[enabled] = _counts(result)
    out["gained"] = len(ids[False][0] - ids[True][0])
    out["lost"] = len(ids[True][0] - ids[False][0])
    out["newly_flagged"] = len(ids[True][1] - ids[False][1])
    return out


def _use(path: Path) -> None:
    import gzip

    weights = visible_model.from_json(json.loads(gzip.decompress(path.read_bytes()).decode()))
    visible_model.model = lambda path=None, m=weights: m  # type: ignore[assignment,misc]


def stop27(corpus: str, main_weights: Path, only: str = "") -> dict[str, Any]:
    """Stop 27's unseen corpus, scored once in three modes: main (stop 26's weights, the
    visible consultation only), (A) the retrained weights, visible only, and (A)+(B) the
    retrained weights consulted on hidden text too. Counts only: per vector/language
    found of planted, hard negatives flagged, plants gained/lost and negatives newly
    flagged against main. No id, no text is printed."""
    from heldout import evaluate_injection as ev

    from fixture_guard.detect import hidden_model

    assert corpus not in UNSEEN
    out: dict[str, Any] = {"corpus": corpus}
    ids: dict[str, tuple[set[str], set[str]]] = {}
    modes = (
        ("main", main_weights, False),
        ("A", visible_model.WEIGHTS, False),
        ("A+B", visible_model.WEIGHTS, True),
    )
    for mode, weights, hidden in modes:
        if only and mode != only:
            continue
        _use(weights)
        visible_model.ENABLED = True
        hidden_model.ENABLED = hidden
        instructions._verdicts.clear()
        pipeline._results.clear()
        result = ev.evaluate(Path(os.environ["HELDOUT_CAPTURES"]), None, corpus)
        out[mode], ids[mode] = _counts(result)
        if mode != "main" and "main" in ids:
            out[mode]["gained"] = len(ids["main"][0] - ids[mode][0])
            out[mode]["lost"] = len(ids[mode][0] - ids["main"][0])
            out[mode]["newly_flagged"] = len(ids[mode][1] - ids["main"][1])
        if corpus in UNSEEN:
            print(json.dumps({mode: out[mode]}), flush=True)
    if corpus not in UNSEEN and not only:  # a training corpus: newly flagged negatives
        out["new_flags"] = {m: sorted(ids[m][1] - ids["main"][1]) for m in ("A", "A+B")}
    return out


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


def ship(cache: Path, deadline: float | None = None) -> None:
    """Weights trained on `SHIPPED` (injection .. injection37 and the suite: stop 36's
    experiment, not adopted; the shipped ones are stop 27's), threshold by the inner rule
    of `bench/model_visible_eval.py`'s `train_fold` with every source its own inner fold,
    the suite included. Inner folds run in
    `SHIPPED`'s order; past `deadline` (epoch seconds) the rule uses the folds finished
    (docs/injection-model.md, stops 27 and 36; the hidden threshold by the same folds).
    Writes `mv_model_stop36.json.gz` in `cache`."""
    sys.path.insert(0, str(REPO / "bench"))
    import model_visible_eval as mve

    im, tm = mve._modules()
    cache.mkdir(parents=True, exist_ok=True)
    data = {}
    for corpus in SHIPPED:
        assert corpus not in UNSEEN
        started = time.time()
        data[corpus] = mve.rows(corpus, cache)
        print(f"{corpus}: {len(data[corpus])} rows ({time.time() - started:.0f} s)", flush=True)

    def as_rows(corpora: list[str]) -> list[Any]:
        return [tm.Row(c, r[0], r[1], r[2]) for c in corpora for r in data[c]]

    oof: list[tuple[int, int, tuple[str, ...], float]] = []
    folds = []
    for inner in SHIPPED:
        if deadline is not None and time.time() > deadline:
            break
        started = time.time()
        model = tm.fit(as_rows([c for c in SHIPPED if c != inner]))
        for label, level, feats, words in data[inner]:
            oof.append((label, level, words, im._sigmoid(model.z(set(feats)))))
        worst = max(
            [
                0.0,
                *(
                    o[3]
                    for o in oof[-len(data[inner]) :]
                    if o[0] == 0 and o[1] == 0 and mve.passes(list(o[2]), "es")
                ),
            ]
        )
        hidden_worst = max(
            [
                0.0,
                *(
                    o[3]
                    for o in oof[-len(data[inner]) :]
                    if o[0] == 0 and o[1] > 0 and len(o[2]) >= 3
                ),
            ]
        )
        folds.append(inner)
        print(
            f"inner {inner}: highest visible es negative {worst:.6f}, "
            f"hidden negative {hidden_worst:.6f} ({time.time() - started:.0f} s)",
            flush=True,
        )
    meta: dict[str, Any] = {"gates": {}, "inner_folds": folds}
    positives = sum(1 for o in oof if o[0] == 1 and o[1] == 0)
    for gate in mve.GATES:
        visible = [o for o in oof if o[1] == 0 and mve.passes(list(o[2]), gate)]
        threshold = max([0.5, *(s for lab, _, _, s in visible if lab == 0)])
        through = sum(1 for lab, _, _, s in visible if lab == 1 and s >= threshold)
        meta["gates"][gate] = {
            "threshold": threshold,
            "oof_visible_positives_through": through,
            "visible_positive_sentences": positives,
        }
    best = max(mve.GATES, key=lambda g: meta["gates"][g]["oof_visible_positives_through"])
    meta["gate"] = best
    # stop 27: the hidden threshold, the highest out-of-fold hidden/concealed negative
    hidden = [o for o in oof if o[1] > 0 and len(o[2]) >= 3]
    meta["hidden_threshold"] = max([0.5, *(s for lab, _, _, s in hidden if lab == 0)])
    meta["oof_hidden_positives_through"] = sum(
        1 for lab, _, _, s in hidden if lab == 1 and s >= meta["hidden_threshold"]
    )
    meta["hidden_positive_sentences"] = sum(1 for lab, _, _, _ in hidden if lab == 1)
    model = tm.fit(as_rows(list(SHIPPED)))
    model.threshold = meta["gates"][best]["threshold"]
    meta["rows"] = sum(len(v) for v in data.values())
    meta["positive_rows"] = sum(r[0] for v in data.values() for r in v)
    meta["weights"] = len(model.weights)
    im.save(model, cache / "mv_model_stop36.json.gz")
    import gzip

    doc = json.loads(gzip.decompress((cache / "mv_model_stop36.json.gz").read_bytes()))
    doc["hidden_threshold"] = meta["hidden_threshold"]
    raw = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    (cache / "mv_model_stop36.json.gz").write_bytes(gzip.compress(raw, mtime=0))
    (cache / "mv_model_stop36.json").write_text(json.dumps(meta, indent=1))
    print(json.dumps(meta), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", type=Path, default=Path("/tmp/im-wired"))
    parser.add_argument("--folds", default=",".join(FOLDS))
    parser.add_argument("--precision", help="corpora scored with the shipped weights")
    parser.add_argument(
        "--train", action="store_true", help="train the injection17 fold and the shipped weights"
    )
    parser.add_argument(
        "--ship", action="store_true", help="train the shipped weights (injection..37, suite)"
    )
    parser.add_argument(
        "--unseen", help="stop 26: score this unseen corpus off and on, counts only (once)"
    )
    parser.add_argument("--deadline", type=float, help="epoch seconds: inner folds stop")
    parser.add_argument(
        "--stop27", help="stop 27: this unseen corpus, main / A / A+B, counts only (once)"
    )
    parser.add_argument("--main-weights", type=Path, help="stop 26's weights (main's)")
    parser.add_argument("--only", default="", help="stop 27: one mode (main, A, A+B)")
    parser.add_argument("--corpora", default="", help="stop 27: these training corpora")
    parser.add_argument(
        "--precision27", action="store_true", help="stop 27: the training corpora, main/A/A+B"
    )
    parser.add_argument(
        "--precision36", action="store_true", help="stop 36: the training corpora, retrained/main"
    )
    args = parser.parse_args()
    if args.stop27:
        assert args.stop27 not in SHIPPED, "these weights were trained on it"
        print(json.dumps(stop27(args.stop27, args.main_weights)))
        return
    if args.precision27:
        # stop 27's precision: every training corpus, every case (both splits), main / A / A+B
        # (--only A+B: A+B flags every negative A flags, so 0 flagged there means 0 added
        # for both; main is only needed where A+B flags one)
        for corpus in args.corpora.split(",") if args.corpora else SHIPPED:
            assert corpus in SHIPPED
            if corpus != "gen":
                print(json.dumps(stop27(corpus, args.main_weights, args.only)), flush=True)
        return
    if args.precision36:
        # stop 36's precision: every training corpus, every case (both splits), with the
        # installed (retrained) weights, visible consultation only; main's weights are
        # run only where the retrained ones flag a negative. Counts only.
        for corpus in args.corpora.split(",") if args.corpora else SHIPPED:
            assert corpus in SHIPPED
            if corpus == "gen":
                continue
            row = stop27(corpus, args.main_weights, "A")
            if row["A"]["flagged"]:
                main_row = stop27(corpus, args.main_weights, "main")
                row["main"] = main_row["main"]
            print(json.dumps(row), flush=True)
        return
    if args.ship:
        ship(args.models, args.deadline)
        return
    if args.unseen:
        assert args.unseen not in SHIPPED, "the shipped weights were trained on it"
        print(json.dumps(counts(args.unseen)))
        return
    if args.train:
        train(args.models)
        return
    if args.precision:
        for corpus in args.precision.split(","):
            assert corpus not in UNSEEN, "the unseen corpora are not read here"
            row = compare(corpus)
            print(json.dumps({k: row[k] for k in ("corpus", "new_flags", "flagged_off")}))
        return
    for corpus in args.folds.split(","):
        assert corpus not in UNSEEN, "the unseen corpora are not read here"
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
