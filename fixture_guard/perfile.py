"""Per-file analysis: the content families on each file, once, cached, on every core.

The content families (those exporting `scan(target, config)`, and optionally
`facts(target, config)`) look at one file at a time, so their work is a pure function
of the file's bytes, where it sits, its manifest entry and the settings that reach the
detectors. `Analyser` runs it for `check` and `scan` alike:

- each file is read once and every family reads the same `ScanTarget` (text, line
  index, lxml tree and PDF pages built once);
- results come from the content-keyed cache (`fixture_guard.cache`) when the file is
  unchanged; only the others are analysed;
- when enough work is left, it is spread over a process pool (`jobs` processes, the CPU
  count by default); a few files (a commit hook's) are analysed in this process, which
  is cheaper than starting a pool. Results are gathered by file, so the report is the
  same, in the same order, whatever the number of processes.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fixture_guard.cache import (
    Cache,
    config_fingerprint,
    findings_from_json,
    findings_to_json,
)
from fixture_guard.config import Config
from fixture_guard.content import ScanTarget
from fixture_guard.digest import sha256_hex
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding
from fixture_guard.manifest import Entry

#: Serial work (estimated seconds) below which no pool is started: forking workers and
#: shipping files to them costs more than it saves on a commit hook's few files.
POOL_THRESHOLD_SECONDS = 0.5
#: Estimated analysis seconds per MB, by media, and per file (measured on the captures).
_SECONDS_PER_MB = {"pdf": 0.15, "html": 0.8, "json": 0.4, "text": 0.4, "binary": 0.0}
_SECONDS_PER_FILE = 0.001
#: A batch sent to a worker: files are grouped until this much work (estimated seconds).
_BATCH_SECONDS = 0.05
#: Allocations between collections of the young generation during a big run (the
#: default is 700): measured on the captures, 10,000 left no full collection in a scan.
_YOUNG_COLLECTION_THRESHOLD = 10_000
#: Files held in memory at once for analysis (bytes): past it, the analysed ones go first.
_WAVE_BYTES = 256 * 1024 * 1024

ProgressCallback = Callable[[int, int, int], None]  # (files done, files in all, bytes done)


@dataclass(frozen=True)
class FileItem:
    """One file to analyse: its bytes and where it sits."""

    display: str
    data: bytes
    rel: str | None = None
    entry: Entry | None = None
    media: str | None = None  # None: sniffed from the name and the bytes


@dataclass
class FileOutcome:
    """What the content families found in one file: findings and facts, by family."""

    findings: dict[str, list[Finding]] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)
    from_cache: bool = False


@dataclass
class Counts:
    analysed: int = 0  # files whose analysis ran in this run
    cached: int = 0  # files served from the cache
    analysed_bytes: int = 0


def default_jobs() -> int:
    """The CPUs this process may use (the affinity mask, where the platform has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def analyse(item: FileItem, families: Sequence[str], config: Config) -> FileOutcome:
    """Every family's `scan` (and `facts`) on one file, sharing one ScanTarget."""
    from fixture_guard.rules import FAMILIES

    if item.media is None:
        target = ScanTarget.of(item.display, item.data, rel=item.rel, entry=item.entry)
    else:
        target = ScanTarget(item.display, item.data, item.media, rel=item.rel, entry=item.entry)
    outcome = FileOutcome()
    for name in families:
        module = FAMILIES[name]
        outcome.findings[name] = list(module.scan(target, config))
        facts = getattr(module, "facts", None)
        if callable(facts):
            # as JSON keeps them: a cold run and a cached one see the same values
            outcome.facts[name] = _jsonable(facts(target, config))
    return outcome


class Analyser:
    """Runs per-file analysis for a run: cache first, then this process or a pool."""

    def __init__(
        self,
        config: Config,
        cache: Cache | None = None,
        *,
        jobs: int | None = None,
        progress: ProgressCallback | None = None,
    ) -> None:
        self.config = config
        self.cache = cache if cache is not None else Cache(None)
        self.jobs = default_jobs() if jobs is None else max(1, jobs)
        self.progress = progress
        self.counts = Counts()
        self._settings = config_fingerprint(config) if self.cache.enabled else ""
        self._pool: Any = None
        self._holding = False  # `_hold_long_lived` ran in this run
        self._threshold: tuple[int, int, int] | None = None  # the collector's, before it
        self._done = 0
        self._done_bytes = 0
        self._total = 0

    # --- the cache key ------------------------------------------------------------------

    def _key(self, item: FileItem, sha256: str) -> str:
        entry = None
        if item.entry is not None:
            entry = [item.entry.case, item.entry.path, item.entry.raw]
        return self.cache.key(
            "file", self._settings, sha256, item.display, item.rel, item.media, entry
        )

    # --- running ------------------------------------------------------------------------

    def run(
        self,
        items: Iterable[FileItem],
        families: Sequence[str],
        *,
        total: int | None = None,
        counted: bool = True,
    ) -> list[FileOutcome]:
        """The outcome of each item, in order. `total` (the number of items) is for
        progress reports only; `counted=False` keeps the items out of `counts` (a text
        built from the manifest, a family asked again about a file already counted)."""
        families = tuple(families)
        counts = self.counts if counted else Counts()
        outcomes: list[FileOutcome | None] = []
        pending: list[tuple[int, FileItem, str | None, Stored]] = []
        held = 0
        self._total = total or 0
        nested = self._holding  # a family's `one` file during a run: the run releases
        try:
            for index, item in enumerate(items):
                outcomes.append(None)
                key = None
                stored = Stored()
                if self.cache.enabled:
                    key = self._key(item, sha256_hex(item.data))
                    stored = Stored.of(self.cache.get(key), families)
                    if stored.answers(families):
                        outcomes[index] = stored.outcome(families)
                        counts.cached += 1
                        self._tick(len(item.data))
                        continue
                pending.append((index, item, key, stored))
                held += len(item.data)
                if held >= _WAVE_BYTES:
                    self._analyse(pending, families, outcomes, counts)
                    pending, held = [], 0
            if pending:
                self._analyse(pending, families, outcomes, counts)
        finally:
            if not nested:  # the collector as it was, even when a run stops half-way
                self._release_long_lived()
        self._close_pool()
        return [o if o is not None else FileOutcome() for o in outcomes]

    def one(self, item: FileItem, families: Sequence[str], *, counted: bool) -> FileOutcome:
        """One file, in this process (a family asking for a file no run prepared)."""
        return self.run([item], families, counted=counted)[0]

    def _tick(self, size: int) -> None:
        self._done += 1
        self._done_bytes += size
        if self.progress is not None:
            self.progress(self._done, max(self._total, self._done), self._done_bytes)

    def _analyse(
        self,
        pending: list[tuple[int, FileItem, str | None, Stored]],
        families: tuple[str, ...],
        outcomes: list[FileOutcome | None],
        counts: Counts,
    ) -> None:
        # Only the families the cache did not already answer (validly) for each file.
        work = [
            (item, tuple(f for f in families if f not in stored.valid))
            for _, item, _, stored in pending
        ]
        results = self._compute(work)
        for (index, item, key, stored), (_, wanted), outcome in zip(
            pending, work, results, strict=True
        ):
            counts.analysed += 1
            counts.analysed_bytes += len(item.data)
            if stored.valid:  # some families were cached: merge
                merged = stored.outcome(tuple(f for f in families if f not in wanted))
                merged.findings.update(outcome.findings)
                merged.facts.update(outcome.facts)
                merged.from_cache = False
                outcome = merged
            outcomes[index] = outcome
            if key is not None:
                self.cache.put(key, stored.to_store(outcome))

    def _compute(self, work: list[tuple[FileItem, tuple[str, ...]]]) -> list[FileOutcome]:
        if len(work) < 2 or sum(estimate(item) for item, _ in work) < POOL_THRESHOLD_SECONDS:
            return self._here(work)  # a commit hook's few files: nothing to set up
        pooled = self._worth_a_pool(work)
        # The smallest file of each kind is analysed here first: the detectors it loads
        # (lxml and the injection rules for a page, PDFium for a PDF, presidio for a
        # contact) are then inherited by every forked worker instead of loaded in each,
        # and they are held out of the collector's reach for the rest of the run.
        first = not self._holding
        seeds = _seeds(work) if first else set()
        if pooled and self._pool is None:
            _warm_up({name for _, wanted in work for name in wanted})
        results: dict[int, FileOutcome] = {}
        for index in sorted(seeds):
            results[index] = self._here([work[index]])[0]
        if first:
            self._hold_long_lived()
        rest = [i for i in range(len(work)) if i not in seeds]
        rest_work = [work[i] for i in rest]
        outcomes = self._in_pool(rest_work) if pooled else self._here(rest_work)
        for index, outcome in zip(rest, outcomes, strict=True):
            results[index] = outcome
        return [results[i] for i in range(len(work))]

    def _hold_long_lived(self) -> None:
        """Freeze what the run has built so far, and collect the young less often.

        The detectors' models, gazetteers, compiled patterns and modules live as long as
        the process, yet every full collection walks them all, and with the default
        thresholds (700 allocations) the young generation is collected hundreds of times
        per scan of the captures. `gc.freeze()` moves them to the permanent generation,
        which collections skip (and forked workers then share their pages, as the `gc`
        documentation advises before a fork); the young threshold is raised for the run.
        On the captures this took the collector's time in a `scan` from about 0.25 s to
        0.07 s (docs/benchmarks.md, "Stop 36"). Both are undone when the run ends
        (`_release_long_lived`), so a process that embeds the library keeps its own
        settings; a process that froze objects itself is left alone."""
        self._holding = True
        if gc.get_freeze_count():
            return
        self._threshold = gc.get_threshold()
        gc.freeze()
        gc.set_threshold(_YOUNG_COLLECTION_THRESHOLD, *self._threshold[1:])

    def _release_long_lived(self) -> None:
        if self._threshold is not None:
            gc.set_threshold(*self._threshold)
            gc.unfreeze()
        self._holding, self._threshold = False, None

    def _here(self, work: list[tuple[FileItem, tuple[str, ...]]]) -> list[FileOutcome]:
        results = []
        for item, wanted in work:
            results.append(analyse(item, wanted, self.config))
            self._tick(len(item.data))
        return results

    def _worth_a_pool(self, work: list[tuple[FileItem, tuple[str, ...]]]) -> bool:
        if self.jobs <= 1 or len(work) < 2:
            return False
        return sum(estimate(item) for item, _ in work) >= POOL_THRESHOLD_SECONDS

    def _in_pool(self, work: list[tuple[FileItem, tuple[str, ...]]]) -> list[FileOutcome]:
        from concurrent.futures.process import BrokenProcessPool

        pool = self._start_pool()
        batches = _batches(work, self.jobs)
        futures = [pool.submit(_analyse_batch, batch) for batch in batches]
        results: list[FileOutcome] = []
        try:
            for batch, future in zip(batches, futures, strict=True):
                results.extend(future.result())
                for item, _ in batch:
                    self._tick(len(item.data))
        except BrokenProcessPool:
            self._close_pool()
            raise InputError(
                "a worker process died while analysing files (out of memory?); "
                "run again with --jobs 1 to find the file"
            ) from None
        return results

    def _start_pool(self) -> Any:
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            # fork where it is safe (Linux): workers inherit the imported detectors and
            # this run's settings instead of importing them again.
            method = "fork" if sys.platform.startswith("linux") else "spawn"
            self._pool = ProcessPoolExecutor(
                max_workers=self.jobs,
                mp_context=multiprocessing.get_context(method),
                initializer=_init_worker,
                initargs=(self.config,),
            )
        return self._pool

    def _close_pool(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def estimate(item: FileItem) -> float:
    """Rough serial seconds the content families spend on a file."""
    media = "pdf" if item.data.startswith(b"%PDF-") else "json"
    if media != "pdf":
        from fixture_guard.content import sniff_media

        media = sniff_media(item.display, item.data[:4096])
    rate = _SECONDS_PER_MB.get(media, 0.4)
    return _SECONDS_PER_FILE + rate * len(item.data) / 1_000_000


def _warm_up(families: set[str]) -> None:
    """Each family's optional `warm_up()` (a model to build), before workers fork."""
    from fixture_guard.rules import FAMILIES

    for name in sorted(families):
        warm_up = getattr(FAMILIES[name], "warm_up", None)
        if callable(warm_up):
            warm_up()


def _seeds(work: list[tuple[FileItem, tuple[str, ...]]]) -> set[int]:
    """The index of the smallest file of each media type (PDF, HTML, JSON, text)."""
    from fixture_guard.content import sniff_media

    smallest: dict[str, int] = {}
    for index, (item, _) in enumerate(work):
        media = sniff_media(item.display, item.data[:4096])
        if media not in smallest or len(item.data) < len(work[smallest[media]][0].data):
            smallest[media] = index
    return set(smallest.values())


def _batches(
    work: list[tuple[FileItem, tuple[str, ...]]], jobs: int
) -> list[list[tuple[FileItem, tuple[str, ...]]]]:
    """Groups of files for the workers, each about `_BATCH_SECONDS` of work but small
    enough that every worker gets several (the biggest files alone)."""
    total = sum(estimate(item) for item, _ in work)
    limit = min(_BATCH_SECONDS, max(total / (jobs * 4), 0.005))
    batches: list[list[tuple[FileItem, tuple[str, ...]]]] = []
    current: list[tuple[FileItem, tuple[str, ...]]] = []
    weight = 0.0
    for pair in work:
        current.append(pair)
        weight += estimate(pair[0])
        if weight >= limit:
            batches.append(current)
            current, weight = [], 0.0
    if current:
        batches.append(current)
    return batches


_worker_config: Config | None = None


def _init_worker(config: Config) -> None:
    global _worker_config
    _worker_config = config


def _analyse_batch(batch: list[tuple[FileItem, tuple[str, ...]]]) -> list[FileOutcome]:
    assert _worker_config is not None
    return [analyse(item, wanted, _worker_config) for item, wanted in batch]


# --- stored outcomes ------------------------------------------------------------------------


class Stored:
    """A cache entry read back: each family's findings (and facts) that decode validly.
    A damaged part (wrong types, a family's facts it does not accept) is left out, so
    that family is analysed again, never trusted."""

    def __init__(self) -> None:
        self.valid: dict[str, tuple[list[Finding], Any]] = {}
        self._raw: dict[str, Any] = {"f": {}, "x": {}}

    @classmethod
    def of(cls, raw: Any, families: Sequence[str]) -> Stored:
        from fixture_guard.rules import FAMILIES

        stored = cls()
        if not isinstance(raw, dict):
            return stored
        found, facts = raw.get("f"), raw.get("x", {})
        if not isinstance(found, dict) or not isinstance(facts, dict):
            return stored
        stored._raw = {"f": found, "x": facts}
        for name in families:
            findings = findings_from_json(found.get(name))
            if findings is None:
                continue
            module = FAMILIES[name]
            if callable(getattr(module, "facts", None)):
                valid_facts = getattr(module, "valid_facts", None)
                if name not in facts or (callable(valid_facts) and not valid_facts(facts[name])):
                    continue
            stored.valid[name] = (findings, facts.get(name))
        return stored

    def answers(self, families: Sequence[str]) -> bool:
        return all(name in self.valid for name in families)

    def outcome(self, families: Sequence[str]) -> FileOutcome:
        outcome = FileOutcome(from_cache=True)
        for name in families:
            findings, facts = self.valid[name]
            outcome.findings[name] = list(findings)
            if facts is not None or name in self._raw["x"]:
                outcome.facts[name] = facts
        return outcome

    def to_store(self, outcome: FileOutcome) -> dict[str, Any]:
        """The entry to write: what was stored (other families' too), updated."""
        found = dict(self._raw["f"])
        facts = dict(self._raw["x"])
        found.update({name: findings_to_json(f) for name, f in outcome.findings.items()})
        facts.update(outcome.facts)
        return {"f": found, "x": facts}


def _jsonable(value: Any) -> Any:
    """Facts as JSON stores them (tuples as lists), so a cached run sees what a cold one did."""
    return json.loads(json.dumps(value))


# --- the tree's files, for `check` ------------------------------------------------------------


class TreeFiles:
    """The per-file outcomes of a check, by tree path: prepared in one pass (cache, then
    this process or a pool) for the files the families will ask about, computed on demand
    for any other (a provider's injection pages outside a hook's staged files)."""

    def __init__(self, ctx: Any, analyser: Analyser, families: Sequence[str]) -> None:
        self.ctx = ctx
        self.analyser = analyser
        self.families = tuple(families)
        self._by_path = ctx.manifest.by_path
        #: rel → outcome; a str: why the file could not be read (unlisted files only)
        self._outcomes: dict[str, FileOutcome | str | None] = {}
        self._head_only: set[str] = set()

    @classmethod
    def serial(cls, ctx: Any) -> TreeFiles:
        """Every content family, no cache, in this process (a family's `check` called alone)."""
        from fixture_guard.rules import FAMILIES

        names = [n for n, m in FAMILIES.items() if callable(getattr(m, "scan", None))]
        return cls(ctx, Analyser(ctx.config, jobs=1), names)

    # --- preparing ----------------------------------------------------------------------

    def prepare(self, rels: Iterable[str]) -> None:
        """Analyse these tree files in one pass (those already known are skipped)."""
        wanted = [rel for rel in dict.fromkeys(rels) if rel not in self._outcomes]
        items: list[FileItem] = []
        places: list[str] = []
        for rel in wanted:
            item = self._item(rel)
            if isinstance(item, FileItem):
                items.append(item)
                places.append(rel)
            else:
                self._outcomes[rel] = item
        outcomes = self.analyser.run(items, self.families, total=len(items))
        self._outcomes.update(zip(places, outcomes, strict=True))

    def _item(self, rel: str) -> FileItem | str | None:
        """The file to analyse; a str says why an unlisted file cannot be read; None: a
        listed file that is missing or unsafe (the integrity family reports it)."""
        from fixture_guard.errors import UnsafePath

        ctx = self.ctx
        entry = self._by_path.get(rel)
        if entry is None:
            return self._unlisted_item(rel)
        try:
            path = ctx.tree.resolve(rel)
            if not path.is_file():
                return None
            data = path.read_bytes()
        except (OSError, UnsafePath, ValueError):
            return None
        ctx.remember_digest(rel, data)  # the hash verification reads no file twice
        return FileItem(ctx.display(rel), data, rel=rel, entry=entry)

    def _unlisted_item(self, rel: str) -> FileItem | str | None:
        from fixture_guard.errors import UnsafePath
        from fixture_guard.scan import read_target

        ctx = self.ctx
        try:
            ctx.tree.resolve(rel)  # a path from an envelope must not leave the tree
        except (OSError, UnsafePath, ValueError):
            return None
        path = ctx.tree.root / rel
        target = read_target(path, ctx.config, ctx.tree)
        if isinstance(target, str):
            return target
        if target.media != "pdf":
            try:
                if path.stat().st_size > len(target.data):
                    self._head_only.add(rel)
            except OSError:
                pass
        return FileItem(target.display, target.data, rel=rel, entry=None)

    # --- asking -------------------------------------------------------------------------

    def outcome(self, rel: str) -> FileOutcome | str | None:
        if rel not in self._outcomes:
            self.prepare([rel])
        return self._outcomes[rel]

    def findings(self, family: str, rel: str) -> list[Finding]:
        """`family`'s findings in the file at `rel` ([] when it cannot be read)."""
        outcome = self.outcome(rel)
        if not isinstance(outcome, FileOutcome):
            return []
        if family not in outcome.findings:
            item = self._item(rel)
            if not isinstance(item, FileItem):
                return []
            extra = self.analyser.one(item, [family], counted=False)
            outcome.findings.update(extra.findings)
            outcome.facts.update(extra.facts)
        return outcome.findings.get(family, [])

    def facts(self, family: str, rel: str) -> Any:
        """`family`'s facts about the file at `rel`, or None when it cannot be read."""
        outcome = self.outcome(rel)
        if not isinstance(outcome, FileOutcome):
            return None
        if family not in outcome.findings:
            self.findings(family, rel)
        return outcome.facts.get(family)

    def unreadable(self, rel: str) -> str | None:
        """Why an unlisted file could not be read, or None."""
        outcome = self.outcome(rel)
        return outcome if isinstance(outcome, str) else None

    def head_only(self, rel: str) -> bool:
        return rel in self._head_only

    def target_findings(self, family: str, target: ScanTarget) -> list[Finding]:
        """`family`'s findings in a text built from the tree (the manifest's fields)."""
        item = FileItem(
            target.display, target.data, rel=target.rel, entry=target.entry, media=target.media
        )
        return self.analyser.one(item, [family], counted=False).findings.get(family, [])
