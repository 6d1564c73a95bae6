"""The reviewer's side of pooled relevance: what to judge, and which dates to verify.

`pool_documents` unions every provider's results per case (the pool of §4.2: the only
honest denominator when no complete ground truth exists). `suggest_groups` proposes
origin groups — reprints and near-duplicates of one note — for a reviewer to confirm:
one URL key is one document; documents whose title and snippet share most of their
word shingles are likely one origin. `sample_dates` draws the freshness sample.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from fixture_guard.goldenset import GoldenSet
from fixture_guard.score.inputs import Judgments, Run
from fixture_guard.score.urls import families_of, host_of

#: Two documents whose shingle sets overlap this much (Jaccard) are suggested as one origin.
NEAR_DUPLICATE = 0.5
SHINGLE = 3
# Site names after a separator in a title are the host speaking, not the note.
_TITLE_SUFFIX = re.compile(r"\s+[|·—–-]\s+[^|·—–-]{1,60}$")
_WORD = re.compile(r"\w+")


@dataclass
class PooledDoc:
    case: str
    url: str
    key: str
    title: str | None = None
    snippet: str | None = None
    providers: list[str] = field(default_factory=list)
    best_rank: int = 0
    dated_by: list[str] = field(default_factory=list)

    @property
    def host(self) -> str:
        return host_of(self.url)


def pool_documents(run: Run) -> dict[str, list[PooledDoc]]:
    """Case → every distinct document some provider returned for it, best rank first."""
    pooled: dict[str, dict[str, PooledDoc]] = {}
    for provider in sorted(run.providers):
        for case_id, record in sorted(run.providers[provider].records.items()):
            docs = pooled.setdefault(case_id, {})
            for result in record.results:
                doc = docs.get(result.key)
                if doc is None:
                    doc = docs[result.key] = PooledDoc(
                        case=case_id, url=result.url, key=result.key, best_rank=result.rank
                    )
                doc.title = doc.title or result.title
                doc.snippet = doc.snippet or result.snippet
                doc.best_rank = min(doc.best_rank, result.rank)
                if provider not in doc.providers:
                    doc.providers.append(provider)
                if result.published_at is not None and provider not in doc.dated_by:
                    doc.dated_by.append(provider)
    return {
        case: sorted(docs.values(), key=lambda d: (d.best_rank, d.key))
        for case, docs in sorted(pooled.items())
    }


def _normalise(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    return _WORD.findall(plain)


def shingles(doc: PooledDoc) -> frozenset[tuple[str, ...]]:
    title = _TITLE_SUFFIX.sub("", doc.title or "")
    words = _normalise(f"{title} {doc.snippet or ''}")
    if len(words) < SHINGLE:
        return frozenset((w,) for w in words)
    return frozenset(tuple(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1))


def jaccard(a: frozenset[tuple[str, ...]], b: frozenset[tuple[str, ...]]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def suggest_groups(
    docs: list[PooledDoc], *, threshold: float = NEAR_DUPLICATE
) -> list[list[PooledDoc]]:
    """Likely origin groups (single-link over near-duplicate pairs), largest first."""
    parent = list(range(len(docs)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    signatures = [shingles(d) for d in docs]
    for i in range(len(docs)):
        for j in range(i + 1, len(docs)):
            if jaccard(signatures[i], signatures[j]) >= threshold:
                parent[find(i)] = find(j)
    groups: dict[int, list[PooledDoc]] = {}
    for i, doc in enumerate(docs):
        groups.setdefault(find(i), []).append(doc)
    return sorted(groups.values(), key=lambda g: (-len(g), g[0].best_rank, g[0].key))


def pool_export(
    golden: GoldenSet, judgments: Judgments, run: Run, *, include_judged: bool = False
) -> dict[str, object]:
    """The pool for hand review: per case, unjudged documents in suggested origin groups.

    `cases` has the shape of judgments.json's cases (groups, supporting left empty for
    the reviewer); `documents` says where each URL came from."""
    pooled = pool_documents(run)
    cases: dict[str, object] = {}
    documents: dict[str, object] = {}
    for case in golden.cases:
        judgment = judgments.cases.get(case.id)
        docs = [
            d
            for d in pooled.get(case.id, [])
            if include_judged or judgment is None or not judgment.is_judged(d.key)
        ]
        if not docs:
            continue
        groups = suggest_groups(docs)
        cases[case.id] = {
            "groups": {f"new-{n}": [d.url for d in group] for n, group in enumerate(groups, 1)},
            "supporting": [],
        }
        documents[case.id] = {
            "query": case.query,
            "claim_type": case.claim_type,
            "expect_families": list(case.families),
            "web_role": case.web_role,
            "documents": [
                {
                    "url": d.url,
                    "host": d.host,
                    "families": list(families_of(d.host, golden.families)),
                    "title": d.title,
                    "snippet": d.snippet,
                    "returned_by": d.providers,
                    "best_rank": d.best_rank,
                    "already_judged": bool(judgment and judgment.is_judged(d.key)),
                }
                for d in docs
            ],
        }
    return {"run": run.run_id, "cases": cases, "documents": documents}


def sample_dates(
    run: Run, *, n: int, seed: int | str, exclude: Iterable[str] = ()
) -> list[dict[str, object]]:
    """Draw `n` pooled documents that some provider dated, reproducibly from `seed`.

    Only dated documents can move freshness_accuracy (its denominator is the documents
    with a published_at), so undated ones are not drawn. The population is sorted by
    URL key before drawing, so the same pool and seed give the same sample on any
    machine. Providers' dates are left out on purpose: the reviewer verifies blind.
    """
    skip = set(exclude)
    population: dict[str, tuple[str, str]] = {}
    for case_id, docs in pool_documents(run).items():
        for doc in docs:
            if doc.dated_by and doc.key not in skip:
                population.setdefault(doc.key, (doc.url, case_id))
    keys = sorted(population)
    chosen = random.Random(str(seed)).sample(keys, min(n, len(keys)))
    return [
        {"url": population[k][0], "case": population[k][1], "published_at": None}
        for k in sorted(chosen)
    ]
