"""FG0xx — fixture-guard's own inputs: waivers, the golden set, and the bench's run records."""

from __future__ import annotations

import os
from pathlib import Path

from fixture_guard.errors import FixtureGuardError
from fixture_guard.finding import Severity
from fixture_guard.jsonfile import pretty_pointer
from fixture_guard.rules.base import Check, CheckContext, Rule


class ExpiredWaiver(Rule):
    """A waiver in `[tool.fixture-guard]` has passed its expiry date.

    ## What it does
    Reports every waiver whose `expires` date is before today. The findings it used
    to waive are reported again, as if it did not exist.

    ## Why is this bad?
    A waiver is a decision with an owner and a deadline. Past the deadline nobody has
    re-made the decision, so the waived problem is silently accepted for ever.

    ## Example
    ```toml
    [[tool.fixture-guard.waivers]]
    rules = ["FG401"]
    paths = ["fixtures/_shared/html/**"]
    reason = "authored example pages"
    owner = "bench-team"
    expires = 2025-01-31
    ```

    ## Fix
    Fix the waived findings and delete the waiver, or decide again: extend `expires`
    with a fresh reason.
    """

    code = "FG001"
    name = "config.waiver-expired"


class GoldenSetInvalid(Rule):
    """The golden set is missing, not JSON, or does not match its schema.

    ## What it does
    Reads the golden set (`golden-set` in the config, default `<root>/golden-set.json`)
    and validates it against `fixture_guard/schemas/golden-set.schema.json`.

    ## Why is this bad?
    The golden set says which cases and categories each provider must answer; without
    a valid one, class coverage and every metric of the bench are meaningless.

    ## Example
    ```json
    {"version": 1, "categories": ["news"], "families": {}, "cases": [{"id": "gs-001"}]}
    ```
    (the case lacks `category`, `query`, `web_role`, `claim_type` and `expect`)

    ## Fix
    Complete the golden set as docs/contract.md §7 describes.
    """

    code = "FG002"
    name = "config.golden-set-invalid"


class GoldenSetShape(Rule):
    """The golden set does not have the specification's shape.

    ## What it does
    Counts the golden set's declared categories, its `forbidden` cases and its
    measurable (not forbidden) cases, and checks that every case sits in a declared
    category and every category has a case. The specification's golden set has
    **9 categories**, **exactly 10 `forbidden` cases** and **at least 30 measurable
    cases**.

    ## Why is this bad?
    The gates are only as strict as the golden set behind them. With no forbidden case
    the abstention gate has nothing to measure (the specification divides by 10); with
    two categories, "a provider blind in Mexican Spanish" never shows; with 12 measured
    cases a precision figure is noise. A provider cannot be compared on a bench that is
    not the bench the decision was specified on.

    ## Example
    ```json
    {"version": 1, "categories": ["noticias", "precios"], "families": {}, "cases": [
      {"id": "gs-001", "category": "noticias", "web_role": "primary", "...": "..."}]}
    ```
    (2 categories, no forbidden case, 1 measurable case)

    ## Fix
    Complete the golden set: the nine categories, the ten forbidden cases and at least
    thirty measurable ones (docs/contract.md §7).
    """

    code = "FG003"
    name = "config.golden-set-shape"


class GoldenSetDuplicateCase(Rule):
    """Two golden-set cases share one id.

    ## What it does
    Reports every case whose `id` an earlier case already uses.

    ## Why is this bad?
    Run records, judgments, expected observations and search fixtures name cases by id.
    With two cases under one id, one of them is silently never scored: its query, its
    category and its expectations are replaced by the other's.

    ## Example
    ```json
    {"cases": [{"id": "gs-007", "query": "precio de la varilla"},
               {"id": "gs-007", "query": "precio del alambrón"}]}
    ```

    ## Fix
    Give the second case an id of its own (and rename its fixtures and judgments).
    """

    code = "FG004"
    name = "config.golden-set-duplicate-case"


class RunProvenance(Rule):
    """A run record does not match the fixtures it says it was computed from.

    ## What it does
    Every replay line of `runs/<run-id>/<provider>.jsonl` names the fixture files it
    read (`fixtures`: path → sha256). The rule checks that each one belongs to the
    line's provider (or is a `_shared/` page or PDF) and — for the fixtures the
    manifest still holds with that sha256 (others are FG007) — that the line reports
    what those exact bytes recorded: its result URLs in the recorded search response's
    order and each result's day; the `partial`/`missing[]` of each extract/fetch call
    as its recorded response warrants; claims citing, and injection blocks naming,
    only documents the line read, and claims only documents its results returned.
    `check` runs it over every run; `score` runs it on the run it scores whatever the
    severity config or waivers say, and refuses on any mismatch unless
    `--allow-findings`.

    ## Why is this bad?
    The scorer's numbers are only as honest as the run records. A line edited after
    the fact — results reordered so the relevant ones come first, a search response
    from another case, a partial extract reported whole — would be scored as if the
    provider had done it.

    ## Example
    ```json
    {"case": "gs-001", "mode": "replay",
     "fixtures": {"gamma-search/search/gs-001.json": "9f2c…"},
     "results": [{"url": "https://b.example/"}, {"url": "https://a.example/"}]}
    ```
    (the recorded response returned a.example first)

    ## Fix
    Re-run the adapter in replay over the committed fixtures and commit its output as
    written; never edit a run record by hand.
    """

    code = "FG005"
    name = "run.provenance-mismatch"


class RunStale(Rule):
    """A run record was computed from fixture bytes the manifest no longer holds.

    ## What it does
    Reports every replay line of a run under `runs/` that names a fixture with a
    sha256 other than the manifest's, or a fixture the manifest no longer lists: the
    fixture was re-captured (or removed) after the run.

    ## Why is this bad?
    The run still says what the adapter did then, and its archived report still says
    what was decided then — history is kept. But its numbers cannot be recomputed from
    the fixtures as they are now, so `score` refuses to score it (whatever this rule's
    severity) until the adapter runs again. A warning in `check`, so that re-capturing
    a page never turns every past run into an error.

    ## Example
    `runs/2026-10/alpha-search.jsonl` line 3 names
    `_shared/html/red-5g-celaya.html` with sha256 `6334…`; the manifest now has `9f1c…`.

    ## Fix
    Re-run the adapter in replay to score the current fixtures (a new run id keeps the
    old run as it was).
    """

    code = "FG007"
    name = "run.stale"
    severity = Severity.WARNING


class RunInvalid(Rule):
    """A run record under `runs/` cannot be read or does not match its schema.

    ## What it does
    Reads every `runs/<run-id>/<provider>.jsonl` as `score` would: one JSON object per
    line matching `run.schema.json`, one line per case, a case of the golden set or of
    the manifest, dates the date parser accepts, numbers within bounds.

    ## Why is this bad?
    A run that cannot be scored is a run nobody can audit, and `score` refuses it.

    ## Example
    ```json
    {"case": "gs-001", "mode": "replay", "calls": [{"operation": "crawl"}]}
    ```

    ## Fix
    Re-run the adapter; the message names the line and the field.
    """

    code = "FG006"
    name = "run.invalid"


RULES = (
    ExpiredWaiver,
    GoldenSetInvalid,
    GoldenSetShape,
    GoldenSetDuplicateCase,
    RunProvenance,
    RunInvalid,
    RunStale,
)


def check(ctx: CheckContext) -> Check:
    today = ctx.today
    source = ctx.config.source
    where = ctx.display("") if source is None else ctx.display_path(source)
    for waiver in ctx.config.waivers:
        if waiver.is_expired(today):
            yield ExpiredWaiver.finding(
                where,
                f"waiver #{waiver.index + 1} for {', '.join(waiver.rules)} "
                f"(owner {waiver.owner}) expired on {waiver.expires.isoformat()}: "
                "its findings are reported again",
                key=f"waiver-{waiver.index}",
            )
    path = ctx.config.golden_set_path
    display = ctx.display_path(path)
    error = ctx.golden_set_error
    golden = ctx.golden_set
    if error is not None:
        line = getattr(error, "line", None)
        column = getattr(error, "column", None)
        reason = getattr(error, "message", None) or getattr(error, "strerror", None) or str(error)
        yield GoldenSetInvalid.finding(
            display, f"golden set unreadable: {reason}", line=line, column=column, key="unreadable"
        )
    elif golden is not None:
        for violation in golden.violations:
            line, column = golden.doc.locate(violation.pointer)
            yield GoldenSetInvalid.finding(
                display,
                f"{pretty_pointer(violation.pointer)}: {violation.message}",
                line=line,
                column=column,
                key=violation.pointer + violation.message,
            )
    if golden is not None and error is None:
        yield from _golden_shape(ctx, display)
    yield from _runs(ctx)


def _golden_shape(ctx: CheckContext, display: str) -> Check:
    golden = ctx.golden_set
    assert golden is not None
    if not golden.violations:
        for pointer, problem in golden.shape_problems():
            line, column = golden.doc.locate(pointer)
            yield GoldenSetShape.finding(
                display, problem, line=line, column=column, key=pointer + problem
            )
    for case_id, first, again in golden.duplicate_ids:
        line, column = golden.doc.locate(f"/cases/{again}/id")
        yield GoldenSetDuplicateCase.finding(
            display,
            f"case id {case_id!r} of cases[{again}] is already the id of cases[{first}]: "
            "one of them would never be scored",
            line=line,
            column=column,
            key=f"{case_id}:{again}",
        )


def _runs(ctx: CheckContext) -> Check:
    """Every run record under runs/: readable (FG006) and tied to its fixtures (FG005)."""
    if ctx.selected is not None and not any(p.startswith("runs/") for p in ctx.selected):
        return  # a hook run over fixtures only: the runs did not change
    runs_dir = ctx.config.runs_path
    root = ctx.tree.root
    real = Path(os.path.realpath(runs_dir))
    if not runs_dir.is_dir() or (ctx.config.runs is None and root not in real.parents):
        return  # no runs, or a runs/ leaving the root: score refuses it (exit 2)
    from fixture_guard.score.inputs import load_provider_run, run_files
    from fixture_guard.score.provenance import verify_provider_run

    golden = ctx.golden_set
    allowed = {e.case for e in ctx.manifest.entries} | (set(golden.by_id) if golden else set())
    by_path = ctx.manifest.by_path
    for run_dir in sorted(p for p in runs_dir.iterdir() if p.is_dir() and not p.is_symlink()):
        if run_dir.name.startswith("."):
            continue
        try:
            files = run_files(run_dir)
        except FixtureGuardError as exc:
            yield RunInvalid.finding(ctx.display_path(run_dir), str(exc), key=str(exc))
            continue
        for path in files:
            display = ctx.display_path(path)
            try:
                loaded = load_provider_run(path, display, provider=path.stem, allowed_cases=allowed)
            except FixtureGuardError as exc:
                message = str(exc).removeprefix(f"{display}: ")
                yield RunInvalid.finding(display, message, key=message)
                continue
            yield from verify_provider_run(
                loaded,
                display=display,
                manifest=by_path,
                envelope=ctx.envelope,
                config=ctx.config,
            )
