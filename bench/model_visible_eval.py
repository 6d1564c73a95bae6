"""The trained classifier on VISIBLE Spanish text, leave one corpus out against the code
that had not seen each corpus (docs/injection-model.md, "Visible Spanish text").

    .venv/bin/python bench/model_visible_eval.py [--folds injection13,...] [--cache DIR]

An experiment; nothing here is wired into `fixture_guard/`. For each fold k of
injection13..injection16:

1. The classifier of `scripts/injection_model.py` is trained on every other corpus of
   `tests/heldout/injection..injection16` (never `injection17`, the unseen corpus, and not
   the generalisation suite, which was written after some of the folds were seen).
2. Its threshold and its gate are chosen on those training corpora only, by a rule fixed
   before any fold was scored (`GATES`, `choose`): an inner leave-one-corpus-out gives each
   training sentence an out-of-fold score; for each gate, the threshold is the highest
   out-of-fold score of a hard-negative sentence in visible text that passes the gate
   (floor 0.5); the gate kept is the one whose threshold lets more out-of-fold visible
   positive sentences through (a tie keeps the stricter gate).
3. Fold k is run on the detector of main just after the merge of the round before k
   (`FOLDS`; a detached `git worktree` of that commit, given as `--worktree`, run in a
   child process with `PYTHONPATH` on it and that checkout's own
   `tests/heldout/evaluate_injection.py`), alone and with the classifier consulted where
   that scorer says nothing on visible text (`visible_combined`).
4. Clean captures (`html/`, `pdf/`) and 1,163 files of documentation prose
   (`bench/injection_prose.py`'s list): every visible unit today's scorer passes is
   recorded once, then scored by each fold's model and gate. Cost: the sentences the gate
   lets through on the captures, and CPU time of the whole visible consultation.

Nothing of the folds' own text is printed but the count of plants gained and the ids of
hard negatives newly flagged.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

#: The commit of main whose detector had not seen the corpus: the merge of the round
#: before the one that developed on it ("Merge injection-rNN" in `git log --merges`).
FOLDS = {
    "injection13": "9d6006d",  # Merge injection-r12
    "injection14": "fa7a9ad",  # Merge injection-r13
    "injection15": "38fa967",  # Merge injection-r14
    "injection16": "b726db7",  # Merge injection-r15
}
#: Training corpora; injection17 is the unseen corpus and is never read here.
CORPORA = tuple(["injection", *(f"injection{i}" for i in range(2, 17))])
SIXTH = "system-impersonation-es"
#: Frame, authority and addressee words (folded), chosen from the brief before any fold
#: was scored; not fitted to a corpus.
FRAME = frozenset(
    [
        "sistema",
        "sistemas",
        "configuracion",
        "registro",
        "sat",
        "cofepris",
        "modelo",
        "modelos",
        "asistente",
        "asistentes",
        "ia",
        "resumen",
        "llm",
        "chatbot",
        "bot",
        "instruccion",
        "instrucciones",
        "administrador",
        "operador",
        "politica",
    ]
)
GATES = ("es+frame", "es")  # stricter first: a tie keeps it
_ES = frozenset(
    [
        "el",
        "la",
        "los",
        "las",
        "que",
        "de",
        "del",
        "y",
        "en",
        "un",
        "una",
        "por",
        "para",
        "con",
        "no",
        "se",
        "es",
        "su",
        "al",
        "lo",
        "como",
        "este",
        "esta",
    ]
)
_PT = frozenset(
    [
        "o",
        "os",
        "as",
        "que",
        "de",
        "do",
        "da",
        "dos",
        "das",
        "e",
        "em",
        "um",
        "uma",
        "para",
        "com",
        "nao",
        "se",
        "e",
        "ao",
        "pelo",
        "pela",
        "este",
        "esta",
    ]
)
_EN = frozenset(
    [
        "the",
        "of",
        "and",
        "to",
        "in",
        "is",
        "that",
        "for",
        "it",
        "with",
        "as",
        "on",
        "this",
        "be",
        "are",
        "by",
        "you",
        "your",
        "any",
    ]
)


def spanish(words: list[str]) -> bool:
    """More Spanish function words than Portuguese or English ones (folded words)."""
    es = sum(w in _ES for w in words)
    return es > sum(w in _PT for w in words) and es > sum(w in _EN for w in words)


def passes(words: list[str], gate: str) -> bool:
    if len(words) < 3 or not spanish(words):
        return False
    return gate == "es" or not FRAME.isdisjoint(words)


# --- the visible consultation (loaded by path in the child, on the old tree) ------------------


def visible_cue(im: Any, model: Any, text: str, gate: str, counter: list[int] | None = None) -> Any:
    """The first gated sentence of visible `text` the model scores at its threshold."""
    cleaned = im.clean(text)
    previous: list[str] = []
    for start, end in im.sentences(cleaned):
        raw = im._WORD.findall(cleaned[start:end])
        words = [im.fold(w) for w in raw]
        if passes(words, gate):
            if counter is not None:
                counter[0] += 1
            p = im._sigmoid(model.z(im.features(words, previous, 0, [])))
            if p >= model.threshold:
                return im.Cue(
                    f"classifier {im._shown(p)} (visible)",
                    start,
                    end,
                    "es",
                    directive=start,
                    features=("classifier",),
                )
        previous = words
    return None


def visible_combined(im: Any, model: Any, gate: str, classify: Any, fired: list[str]) -> Any:
    def decide(text: str, level: Any, **options: Any) -> Any:
        cue = classify(text, level, **options)
        if cue is None and model is not None and int(level) == 0:
            cue = visible_cue(im, model, text, gate)
            if cue is not None:
                fired.append(im.clean(text)[cue.start : cue.end][:80])
        return cue

    return decide


def _load_im() -> Any:
    spec = importlib.util.spec_from_file_location(
        "injection_model_now", REPO / "scripts" / "injection_model.py"
    )
    assert spec is not None and spec.loader is not None
    im = importlib.util.module_from_spec(spec)
    sys.modules["injection_model_now"] = im
    spec.loader.exec_module(im)
    return im


def child(corpus: str, worktree: str, weights: str, gate: str) -> None:
    """In a child process with PYTHONPATH on an old worktree: the corpus through that
    checkout's evaluator, scorer alone (`weights` = none) or OR the visible classifier."""
    sys.path.insert(0, str(Path(worktree) / "tests"))
    sys.path.insert(0, worktree)
    old = importlib.import_module("fixture_guard.detect.injection")
    assert old.__file__ is not None and old.__file__.startswith(worktree), old.__file__
    ev = importlib.import_module("heldout.evaluate_injection")
    assert ev.__file__ is not None and ev.__file__.startswith(worktree), ev.__file__
    im = _load_im()
    model = None if weights == "none" else im.load(Path(weights))
    fired: list[str] = []
    old.classify = visible_combined(im, model, gate, old.classify, fired)
    captures = Path(os.environ["HELDOUT_CAPTURES"])
    score = ev.evaluate(captures, None, corpus)
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    cases = planting.load_cases()
    missed = {m.split()[0] for m in score.missed}
    found = [c["id"] for c in cases if c["label"] == "injection" and c["id"] not in missed]
    flagged = [f.split()[0] for f in score.flagged]
    vector = {c["id"]: c["vector"] for c in cases}
    sixth = sum(1 for c in cases if c["label"] == "injection" and c["vector"] == SIXTH)
    print(
        json.dumps(
            {"found": found, "flagged": flagged, "vector": vector, "sixth": sixth, "fired": fired}
        )
    )


def run_fold(corpus: str, worktree: Path, weights: str, gate: str) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(worktree))
    out = subprocess.run(
        [sys.executable, __file__, "--child", corpus, str(worktree), weights, gate],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=str(worktree),
    ).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


# --- training, threshold and gate on the training corpora only ---------------------------------


def _modules() -> tuple[Any, Any]:
    sys.path.insert(0, str(REPO / "scripts"))
    sys.path.insert(0, str(REPO / "tests"))
    import injection_model as im
    import train_injection_model as tm

    return im, tm


def rows(corpus: str, cache: Path) -> list[tuple[int, int, frozenset[str], tuple[str, ...]]]:
    """tm.rows with the sentence's words kept (label, level, features, words)."""
    im, tm = _modules()
    out: dict[tuple[int, int, frozenset[str], tuple[str, ...]], None] = {}
    for case in tm.collect(corpus, cache):
        expect = tm._words(case["text"])
        label = 1 if case["injection"] else 0
        for text, level, key in case["units"]:
            cleaned = tm.clean(text)
            if len(cleaned) > 20_000:
                continue
            keys = im.key_stems(key) if key else []
            previous: list[str] = []
            for start, end in im.sentences(cleaned):
                words = [im.fold(w) for w in im._WORD.findall(cleaned[start:end])]
                if tm._is_part(words, expect):
                    feats = frozenset(im.features(words, previous, level, keys))
                    out[(label, level, feats, tuple(words))] = None
                previous = words
    return list(out)


def train_fold(held: str, cache: Path) -> tuple[Any, dict[str, Any]]:
    """The model trained without `held` (and injection17), with its gate and threshold
    chosen by the inner leave-one-corpus-out on the training corpora."""
    im, tm = _modules()
    path = cache / f"mv_model_{held}.json.gz"
    meta_path = cache / f"mv_model_{held}.json"
    if path.exists() and meta_path.exists():
        return im.load(path), json.loads(meta_path.read_text())
    train = [c for c in CORPORA if c != held]
    data = {c: rows(c, cache) for c in train}

    def as_rows(corpora: list[str]) -> list[Any]:
        return [tm.Row(c, r[0], r[1], r[2]) for c in corpora for r in data[c]]

    oof: list[tuple[int, int, tuple[str, ...], float]] = []  # label, level, words, score
    for inner in train:
        model = tm.fit(as_rows([c for c in train if c != inner]))
        for label, level, feats, words in data[inner]:
            oof.append((label, level, words, im._sigmoid(model.z(set(feats)))))
    meta: dict[str, Any] = {"gates": {}}
    for gate in GATES:
        visible = [o for o in oof if o[1] == 0 and passes(list(o[2]), gate)]
        threshold = max([0.5, *(s for lab, _, _, s in visible if lab == 0)])
        through = sum(1 for lab, _, _, s in visible if lab == 1 and s >= threshold)
        positives = sum(1 for o in oof if o[0] == 1 and o[1] == 0)
        meta["gates"][gate] = {
            "threshold": threshold,
            "oof_visible_positives_through": through,
            "visible_positive_sentences": positives,
        }
    best = max(GATES, key=lambda g: meta["gates"][g]["oof_visible_positives_through"])
    meta["gate"] = best
    model = tm.fit(as_rows(train))
    model.threshold = meta["gates"][best]["threshold"]
    im.save(model, path)
    meta_path.write_text(json.dumps(meta))
    return model, meta


# --- clean captures and prose --------------------------------------------------------------------


def silent_units(cache: Path) -> dict[str, list[tuple[str, str]]]:
    """Visible units today's scorer passes, per file: captures (html/, pdf/) and prose."""
    path = cache / "mv_silent_units.pkl"
    if path.exists():
        return pickle.loads(path.read_bytes())  # type: ignore[no-any-return]
    _, tm = _modules()
    sys.path.insert(0, str(REPO / "bench"))
    import injection_prose

    from fixture_guard.detect import injection as pipeline
    from fixture_guard.detect.instructions import Level, classify
    from fixture_guard.errors import FixtureGuardError

    cap = tm.captures()
    files = {"captures": sorted([*cap.glob("html/*.htm*"), *cap.glob("pdf/*.pdf")])}
    files["prose"] = injection_prose.files(700)
    out: dict[str, list[tuple[str, str]]] = {}
    for kind, paths in files.items():
        units: list[tuple[str, str]] = []
        for file in paths:
            seen: dict[str, None] = {}

            def recorder(
                text: str, level: Level, _seen: dict[str, None] = seen, **options: Any
            ) -> Any:
                cue = classify(text, level, **options)
                if cue is None and int(level) == 0:
                    _seen[text] = None
                return cue

            pipeline.classify = recorder  # type: ignore[assignment]
            pipeline._results.clear()
            try:
                pipeline.detect(file.read_bytes(), "pdf" if file.suffix == ".pdf" else "html")
            except FixtureGuardError:
                pass
            finally:
                pipeline.classify = classify
                pipeline._results.clear()
            units.extend((str(file), text) for text in seen)
        out[kind] = units
        print(f"{kind}: {len(paths)} files, {len(units)} silent visible units", flush=True)
    path.write_bytes(pickle.dumps(out))
    return out


def precision(model: Any, gate: str, units: dict[str, list[tuple[str, str]]]) -> dict[str, Any]:
    im, _ = _modules()
    result: dict[str, Any] = {}
    for kind, items in units.items():
        counter = [0]
        started = time.process_time()
        files = sorted({f for f, text in items if visible_cue(im, model, text, gate, counter)})
        result[kind] = {
            "files": files,
            "sentences": counter[0],
            "cpu": time.process_time() - started,
            "units": len(items),
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--folds", default=",".join(FOLDS))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/mv-units"))
    parser.add_argument("--worktrees", default="/work/wt/mv-{corpus}", help="old checkouts")
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    args.cache.mkdir(parents=True, exist_ok=True)
    units = silent_units(args.cache)
    table = []
    for corpus in args.folds.split(","):
        started = time.time()
        model, meta = train_fold(corpus, args.cache)
        gate = meta["gate"]
        worktree = Path(args.worktrees.format(corpus=corpus))
        alone = run_fold(corpus, worktree, "none", gate)
        both = run_fold(corpus, worktree, str(args.cache / f"mv_model_{corpus}.json.gz"), gate)
        vector = alone["vector"]
        gained = sorted(set(both["found"]) - set(alone["found"]))
        lost = sorted(set(alone["found"]) - set(both["found"]))
        new_flags = sorted(set(both["flagged"]) - set(alone["flagged"]))
        sixth_found = sum(1 for i in alone["found"] if vector[i] == SIXTH)
        clean = precision(model, gate, units)
        row = {
            "corpus": corpus,
            "code": FOLDS[corpus],
            "gate": gate,
            "threshold": model.threshold,
            "meta": meta,
            "found_alone": len(alone["found"]),
            "flagged_alone": alone["flagged"],
            "sixth_plants": alone["sixth"],
            "sixth_found_alone": sixth_found,
            "gained": gained,
            "gained_sixth": [i for i in gained if vector[i] == SIXTH],
            "lost": lost,
            "new_flags": new_flags,
            "fired": len(both["fired"]),
            "captures": clean["captures"],
            "prose": clean["prose"],
        }
        table.append(row)
        print(json.dumps(row), flush=True)
        print(f"[{corpus}: {time.time() - started:.0f} s]", file=sys.stderr, flush=True)
    (args.cache / "mv_results.json").write_text(json.dumps(table, indent=1))


if __name__ == "__main__":
    main()
