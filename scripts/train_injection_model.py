"""Train the injection classifier (`scripts/injection_model.py`; not adopted, see
docs/injection-model.md).

    .venv/bin/python scripts/train_injection_model.py [--out PATH] [--cache DIR]

Training data are text in the repository, and only that: the planted texts and the hard
negatives of the held-out corpora `tests/heldout/injection*` and the positives and
negatives of the generalisation suite (`tests/injection_generalisation.py`). Each case
is planted the way its evaluator plants it (the corpora read the real pages of
../shared/captures; nothing of them is copied) and run through the real detector with
`classify` recorded, so every text unit the pipeline classifies — element runs with
their hiding level, attributes, comments, JSON-LD fields, PDF layers — is known with
its level and field name. A sentence of a unit is a training row only when it is (most
of) the case's own text: positive for a planted injection, negative for a hard
negative. The sentences of the captured pages around the plants are never rows.

The threshold is the zero-false-positive rule: leave each training corpus out in turn,
train on the rest, score the left-out corpus's hard-negative sentences in concealed
units (where the detector consults the model), and take the highest score over every
inner fold. Training is deterministic (explicit vocabulary, L-BFGS from zeros).
"""

from __future__ import annotations

import argparse
import importlib
import os
import pickle
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO))

import injection_model as im  # noqa: E402
import numpy as np  # noqa: E402

from fixture_guard.detect import injection as pipeline  # noqa: E402
from fixture_guard.detect.instructions import Level, classify, clean  # noqa: E402

CORPORA = tuple(["injection", *(f"injection{i}" for i in range(2, 12))])
GEN = "gen"
L2 = 1.0
MIN_COUNT = 2  # a feature seen in fewer training rows has no weight
MAX_FEATURES = 30_000  # the largest weights kept (the shipped file stays well under 1 MB)


def captures() -> Path:
    override = os.environ.get("FIXTURE_GUARD_CAPTURES") or os.environ.get("HELDOUT_CAPTURES")
    if override:
        return Path(override)
    for candidate in (REPO.parent / "shared" / "captures", Path("/work/shared/captures")):
        if candidate.is_dir():
            return candidate
    raise SystemExit("no captures: set FIXTURE_GUARD_CAPTURES")


# --- recording the units the pipeline classifies ----------------------------------------------


def _recorded(run: Any) -> tuple[Any, list[tuple[str, int, str]]]:
    seen: dict[tuple[str, int, str], None] = {}

    def recorder(
        text: str, level: Level, *, key: str = "", requests: bool = False, decode: bool = True
    ) -> Any:
        seen[(text, int(level), key)] = None
        return classify(text, level, key=key, requests=requests, decode=decode)

    original = pipeline.classify
    pipeline.classify = recorder  # type: ignore[assignment]
    try:
        pipeline._results.clear()
        result = run()
    finally:
        pipeline.classify = original
        pipeline._results.clear()
    return result, list(seen)


def collect(corpus: str, cache: Path | None = None) -> list[dict[str, Any]]:
    """Every case of a corpus (or of the generalisation suite) with the units the
    pipeline classifies in it (scorer alone)."""
    if cache is not None:
        path = cache / f"units_{corpus}.pkl"
        if path.exists():
            return pickle.loads(path.read_bytes())  # type: ignore[no-any-return]
    out: list[dict[str, Any]] = []
    if corpus == GEN:
        import injection_generalisation as gen

        for case in gen.cases():
            if gen.is_pdf(case):
                data, _ = gen.plant_pdf(case)
                media = "pdf"
            else:
                data, _ = gen.plant_html(case)
                media = "html"
            _, units = _recorded(lambda d=data, m=media: pipeline.detect(d, m))
            out.append(
                {"id": case.id, "injection": case.injection, "text": case.text, "units": units}
            )
    else:
        planting = importlib.import_module(f"heldout.{corpus}.plant")
        cap = captures()
        for case in planting.load_cases():
            planted = planting.plant(case, cap)
            _, units = _recorded(lambda p=planted: pipeline.detect(p.data, p.media))
            out.append(
                {
                    "id": case["id"],
                    "injection": case["label"] == "injection",
                    "text": case.get("expect_text") or "",
                    "units": units,
                }
            )
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
        (cache / f"units_{corpus}.pkl").write_bytes(pickle.dumps(out))
    return out


# --- labelled sentences -------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    corpus: str
    label: int
    level: int
    features: frozenset[str]


def _words(text: str) -> list[str]:
    return [im.fold(w) for w in im._WORD.findall(clean(text))]


def _is_part(words: list[str], expect: list[str]) -> bool:
    """Whether a sentence is (most of) a case's own text: one inside the other word for
    word, or most of the sentence's words and most of the text's."""
    if len(words) < 3 or not expect:
        return False
    sentence, own = f" {' '.join(words)} ", f" {' '.join(expect)} "
    if sentence in own or own in sentence:
        return True
    shared = len(set(words) & set(expect))
    return shared >= 0.7 * len(set(words)) and shared >= 0.6 * len(set(expect))


def rows(corpus: str, cases: Iterable[dict[str, Any]]) -> list[Row]:
    """The case's own sentences in the units the pipeline classifies (deduplicated);
    page text around them is left out."""
    out: dict[Row, None] = {}
    for case in cases:
        expect = _words(case["text"])
        label = 1 if case["injection"] else 0
        for text, level, key in case["units"]:
            cleaned = clean(text)
            if len(cleaned) > 20_000:
                continue
            keys = im.key_stems(key) if key else []
            previous: list[str] = []
            for start, end in im.sentences(cleaned):
                words = [im.fold(w) for w in im._WORD.findall(cleaned[start:end])]
                if _is_part(words, expect):
                    feats = frozenset(im.features(words, previous, level, keys))
                    out[Row(corpus, label, level, feats)] = None
                previous = words
    return list(out)


def all_rows(cache: Path | None = None) -> list[Row]:
    return [r for c in (*CORPORA, GEN) for r in rows(c, collect(c, cache))]


# --- training -----------------------------------------------------------------------------------


def fit(train: list[Row], *, l2: float = L2) -> im.Model:
    """Class-balanced L2 logistic regression by L-BFGS from zeros (deterministic)."""
    from scipy.optimize import minimize
    from scipy.sparse import csr_matrix

    counts: dict[str, int] = {}
    for row in train:
        for f in row.features:
            counts[f] = counts.get(f, 0) + 1
    vocab = sorted(f for f, n in counts.items() if n >= MIN_COUNT)
    index = {f: i for i, f in enumerate(vocab)}
    indptr, indices = [0], []
    for row in train:
        indices.extend(sorted(index[f] for f in row.features if f in index))
        indptr.append(len(indices))
    x = csr_matrix(
        (np.ones(len(indices)), np.array(indices, dtype=np.int64), np.array(indptr)),
        shape=(len(train), len(vocab)),
    )
    y = np.array([r.label for r in train], dtype=np.float64)
    pos = float(y.sum())
    neg = float(len(y) - pos)
    weight = np.where(y == 1, 0.5 / max(pos, 1.0), 0.5 / max(neg, 1.0))
    sign = 2.0 * y - 1.0
    lam = l2 / len(y)

    def loss(theta: Any) -> tuple[float, Any]:
        w, b = theta[:-1], theta[-1]
        m = sign * (x @ w + b)
        value = float(np.sum(weight * np.logaddexp(0.0, -m))) + 0.5 * lam * float(w @ w)
        g = -weight * sign / (1.0 + np.exp(m))
        grad = np.empty_like(theta)
        grad[:-1] = x.T @ g + lam * w
        grad[-1] = g.sum()
        return value, grad

    result = minimize(
        loss, np.zeros(len(vocab) + 1), jac=True, method="L-BFGS-B", options={"maxiter": 500}
    )
    w, b = result.x[:-1], float(result.x[-1])
    keep = np.argsort(-np.abs(w), kind="stable")[:MAX_FEATURES]
    weights = {vocab[i]: float(w[i]) for i in sorted(keep) if abs(w[i]) >= 1e-4}
    return im.Model(weights, b, 0.5)


def probability(model: im.Model, row: Row) -> float:
    return im._sigmoid(model.z(set(row.features)))


def threshold(items: list[Row], train_corpora: list[str], *, l2: float = L2) -> float:
    """The zero-false-positive rule on out-of-fold hard negatives: the highest score of a
    hard-negative sentence in concealed text of a training corpus, by a model trained
    without that corpus; never below 0.5."""
    worst = 0.5
    for inner in train_corpora:
        model = fit([r for r in items if r.corpus != inner and _trains(r, train_corpora)], l2=l2)
        for row in items:
            if row.corpus == inner and row.label == 0 and row.level != int(Level.VISIBLE):
                worst = max(worst, probability(model, row))
    return worst


def _trains(row: Row, train_corpora: list[str]) -> bool:
    return row.corpus == GEN or row.corpus in train_corpora


def train_model(items: list[Row], held: set[str], *, l2: float = L2) -> im.Model:
    """The model trained without the corpora `held`, with its threshold."""
    train_corpora = [c for c in CORPORA if c not in held]
    model = fit([r for r in items if _trains(r, train_corpora)], l2=l2)
    model.threshold = threshold(items, train_corpora, l2=l2)
    return model


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=im.WEIGHTS)
    parser.add_argument("--cache", type=Path, default=None, help="folder for recorded units")
    parser.add_argument("--l2", type=float, default=L2)
    args = parser.parse_args()
    items = all_rows(args.cache)
    model = train_model(items, set(), l2=args.l2)
    im.save(model, args.out)
    positives = sum(r.label for r in items)
    print(
        f"{len(items)} sentences, {positives} positive; {len(model.weights)} weights; "
        f"threshold {model.threshold:.6f}; {args.out.stat().st_size} bytes"
    )


if __name__ == "__main__":
    main()
