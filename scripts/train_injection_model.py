"""Train the round-5 injection classifier (`fixture_guard/detect/injection_model.py`).

    .venv/bin/python scripts/train_injection_model.py [--out PATH] [--no-lexicon]

Training data are in the repository: the held-out corpora `tests/heldout/injection*`
(round 5 developed on all five) and the generalisation suite
(`tests/injection_generalisation.py`). Each case is planted the way its evaluator plants
it (the corpora read the real pages in ../shared/captures at training time; nothing of
them is copied) and run through the real detector with `classify` recorded: every text
unit the pipeline would classify — element runs with their hiding level, attributes,
comments, JSON-LD fields, PDF layers — is split into sentences. A sentence is positive
when it is most of a planted injection's text, negative when it is page content or a
hard negative's text. Training is deterministic (CRC-32 feature hashing, L-BFGS from
zeros).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO))

import injection_model as im  # noqa: E402
import numpy as np  # noqa: E402

from fixture_guard.detect import injection as pipeline  # noqa: E402
from fixture_guard.detect.instructions import Level, _fold, classify  # noqa: E402

CORPORA = ("injection", "injection2", "injection3", "injection4", "injection5")
GEN = "gen"
WEIGHTS = REPO / "scripts" / "injection_model.npz"
_WORDS = im._WORD


def captures() -> Path:
    override = os.environ.get("FIXTURE_GUARD_CAPTURES")
    if override:
        return Path(override)
    for candidate in (REPO.parent / "shared" / "captures", Path("/work/shared/captures")):
        if candidate.is_dir():
            return candidate
    raise SystemExit("no captures: set FIXTURE_GUARD_CAPTURES")


@dataclass
class CaseRecord:
    corpus: str
    id: str
    injection: bool
    expect: str
    units: list[tuple[str, int, str]] = field(default_factory=list)


def _record(run: Callable[[], Any]) -> list[tuple[str, int, str]]:
    seen: dict[tuple[str, int, str], None] = {}

    def recorder(
        text: str, level: Level, *, key: str = "", requests: bool = False, decode: bool = True
    ) -> Any:
        seen[(text, int(level), key)] = None
        return classify(text, level, key=key, requests=requests, decode=decode)

    original = pipeline.classify
    pipeline.classify = recorder  # type: ignore[assignment]
    try:
        run()
    except Exception:
        pass
    finally:
        pipeline.classify = original
    return list(seen)


def collect(corpus: str) -> list[CaseRecord]:
    """Every case of a corpus (or of the generalisation suite) with its text units."""
    out: list[CaseRecord] = []
    if corpus == GEN:
        import injection_generalisation as gen

        for case in gen.cases():
            if gen.is_pdf(case):
                data, _ = gen.plant_pdf(case)
                media = "pdf"
            else:
                data, _ = gen.plant_html(case)
                media = "html"
            rec = CaseRecord(GEN, case.id, case.injection, case.text)
            rec.units = _record(lambda d=data, m=media: pipeline.detect(d, m))
            out.append(rec)
        return out
    planting = importlib.import_module(f"heldout.{corpus}.plant")
    cap = captures()
    for case in planting.load_cases():
        rec = CaseRecord(
            corpus, case["id"], case["label"] == "injection", case.get("expect_text") or ""
        )
        try:
            planted = planting.plant(case, cap)
        except Exception:
            continue
        rec.units = _record(lambda p=planted: pipeline.detect(p.data, p.media))
        out.append(rec)
    return out


@dataclass
class Sentence:
    unit: im.Unit
    level: int
    key: str
    corpora: set[str] = field(default_factory=set)
    positive: set[str] = field(default_factory=set)  # corpora where it is a plant's text
    hard: set[str] = field(default_factory=set)  # corpora where it is a hard negative's text


def _words(text: str) -> list[str]:
    return _WORDS.findall(_fold(text, lower=True))


def _is_part(words: list[str], expect: list[str], expect_set: set[str]) -> bool:
    """Whether a sentence is (most of) a planted text: one inside the other word for
    word, or most of the sentence's words and most of the plant's."""
    if len(words) < 3 or not expect:
        return False
    sentence, planted = f" {' '.join(words)} ", f" {' '.join(expect)} "
    if sentence in planted or planted in sentence:
        return True
    shared = len(set(words) & expect_set)
    return shared >= 0.7 * len(set(words)) and shared >= 0.6 * len(expect_set)


def sentences(records: list[CaseRecord]) -> list[Sentence]:
    """Labelled sentences of every unit of every case (deduplicated)."""
    by_unit: dict[tuple[str, int, str], list[CaseRecord]] = {}
    for rec in records:
        for unit in rec.units:
            by_unit.setdefault(unit, []).append(rec)
    expect_words = {id(r): _words(r.expect) for r in records}
    expect_sets = {k: set(v) for k, v in expect_words.items()}
    table: dict[tuple[str, str, int, str], Sentence] = {}
    for (text, level, key), recs in by_unit.items():
        for unit in im.units(text):
            k = (unit.sentence, unit.previous, level, key)
            entry = table.get(k)
            if entry is None:
                entry = table[k] = Sentence(unit, level, key)
            words = _words(unit.sentence)
            for rec in recs:
                entry.corpora.add(rec.corpus)
                if _is_part(words, expect_words[id(rec)], expect_sets[id(rec)]):
                    (entry.positive if rec.injection else entry.hard).add(rec.corpus)
    return list(table.values())


def matrix(items: list[Sentence], lexicon: bool) -> Any:
    from scipy.sparse import csr_matrix

    indptr, indices = [0], []
    for s in items:
        idx = im.features(s.unit, Level(s.level), s.key, lexicon=lexicon)
        indices.extend(idx)
        indptr.append(len(indices))
    data = np.ones(len(indices), dtype=np.float32)
    return csr_matrix((data, np.array(indices), np.array(indptr)), shape=(len(items), im.DIM))


def train(x: Any, y: Any, *, l2: float = 1.0) -> tuple[Any, float]:
    """Class-balanced L2 logistic regression by L-BFGS from zeros (deterministic)."""
    from scipy.optimize import minimize

    pos = float(y.sum())
    neg = float(len(y) - pos)
    weight = np.where(y == 1, 0.5 / max(pos, 1.0), 0.5 / max(neg, 1.0))
    sign = 2.0 * y - 1.0

    def loss(theta: Any) -> tuple[float, Any]:
        w, b = theta[:-1], theta[-1]
        z = x @ w + b
        m = sign * z
        value = float(np.sum(weight * np.logaddexp(0.0, -m))) + 0.5 * l2 / len(y) * float(w @ w)
        g = -weight * sign / (1.0 + np.exp(m))
        grad = np.empty_like(theta)
        grad[:-1] = x.T @ g + l2 / len(y) * w
        grad[-1] = g.sum()
        return value, grad

    theta0 = np.zeros(im.DIM + 1)
    result = minimize(loss, theta0, jac=True, method="L-BFGS-B", options={"maxiter": 300})
    return result.x[:-1].astype(np.float32), float(result.x[-1])


def labels(items: list[Sentence], held: set[str]) -> tuple[Any, Any]:
    """Rows of the training sentences (seen outside the held-out corpora) and labels;
    a sentence that is a plant's text in one case and a hard negative's in another is
    left out."""
    rows = [
        i
        for i, s in enumerate(items)
        if s.corpora - held and not (s.positive - held and s.hard - held)
    ]
    y = np.array([1.0 if items[i].positive - held else 0.0 for i in rows])
    return np.array(rows, dtype=np.int64), y


def probabilities(weights: Any, bias: float, x: Any) -> Any:
    return 1.0 / (1.0 + np.exp(-(x @ weights + bias)))


def choose_threshold(items: list[Sentence], x: Any, train_corpora: list[str]) -> float:
    """The threshold, from out-of-fold probabilities on the training corpora only: the
    lowest at which no sentence read only in the inner held-out corpus and not a plant's
    text (its hard negatives) is over it; never below 0.5."""
    worst = 0.5
    outside = set(CORPORA) - set(train_corpora)
    for inner in train_corpora:
        held = outside | {inner}
        rows, y = labels(items, held)
        w, b = train(x[rows], y)
        out = [
            i
            for i, s in enumerate(items)
            if inner in s.corpora and not (s.corpora - held) and not s.positive
        ]
        if out:
            worst = max(worst, float(probabilities(w, b, x[out]).max()))
    return min(0.999, worst + 1e-6)


def fit_model(items: list[Sentence], x: Any, held: set[str], lexicon: bool) -> im.Model:
    train_corpora = [c for c in CORPORA if c not in held]
    threshold = choose_threshold(items, x, train_corpora)
    rows, y = labels(items, held)
    w, b = train(x[rows], y)
    return im.Model(w, b, threshold, lexicon)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    parser.add_argument("--no-lexicon", action="store_true")
    args = parser.parse_args()
    lexicon = not args.no_lexicon
    records = [r for c in (*CORPORA, GEN) for r in collect(c)]
    items = sentences(records)
    x = matrix(items, lexicon)
    model = fit_model(items, x, set(), lexicon)
    im.save(model, args.out)
    rows, y = labels(items, set())
    print(f"{len(rows)} sentences, {int(y.sum())} positive; threshold {model.threshold:.3f}")


if __name__ == "__main__":
    main()
