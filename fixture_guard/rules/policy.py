"""FG4xx — capture policy (spec §3): what may be synthetic, how big a body may be, how old, and used."""

from __future__ import annotations

import datetime as dt

from fixture_guard.errors import UnsafePath
from fixture_guard.finding import Severity
from fixture_guard.manifest import MAX_BODY_BYTES, SYNTHETIC_ALLOWED, Entry
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.timeutil import TimestampError, parse_rfc3339
from fixture_guard.tree import provider_of, unsafe_reason

#: Context kept around the relevant block of a cut body (spec §3: "+ 2 KB de contexto").
CONTEXT_BYTES = 2 * 1024
#: No committed body may be larger, truncated or not: the cut is the block plus context.
MAX_TRUNCATED_BYTES = MAX_BODY_BYTES + CONTEXT_BYTES


class SyntheticOutsideErrorClasses(Rule):
    """`synthetic: true` on a class that must be a real capture (1–3, 9, or expected).

    ## What it does
    Allows `synthetic: true` only on classes `429`, `5xx`, `timeout`, `partial` and
    `prompt-injection` (classes 4–8).

    ## Why is this bad?
    Classes 1–3 and 9 measure quality. An HTML page written by us measures our
    imagination, not the provider (spec §3: "nunca se inventa").

    ## Example
    `{"class": "html", "kind": "spa", "synthetic": true, …}`

    ## Fix
    Replace the authored file with a real, redacted capture (`fixture-guard redact`).
    A worked example tree may waive this rule with a reason, as this repository does.
    """

    code = "FG401"
    name = "policy.synthetic-real-class"


class OversizedBody(Rule):
    """A committed body is over 512 KB unmarked, or over 512 KB + 2 KB whatever it says.

    ## What it does
    Checks the size of every listed file: over 512 KB it must say `truncated: true`;
    over 512 KB + 2 KB (the cut's context) it is an error whatever its flag says — a
    truncated body is the relevant block plus 2 KB, never the whole capture.

    ## Why is this bad?
    A repository with 40 MB of HTML stops being reviewable, and a fixture nobody
    reads protects nothing (spec §3). A `truncated: true` flag on a 642 KB file is a label,
    not a cut.

    ## Example
    A 600 KB `_shared/html/informe.html` with `"truncated": false`, or a 642 KB one
    with `"truncated": true`.

    ## Fix
    Cut it to the block the case's spans cite plus 2 KB of context (`fixture-guard
    redact` does, and records `truncated: true`, `original_bytes` and `sha256_original`).
    """

    code = "FG402"
    name = "policy.oversized-body"


class TruncationRecord(Rule):
    """`truncated: true` on a file that was not cut, or without its original size and hash.

    ## What it does
    Requires, whenever `truncated: true`, `original_bytes` over 512 KB and larger than
    the committed file, and `sha256_original` (the hash of the whole capture, which
    tells the cut apart from the original).

    ## Why is this bad?
    A reader of a truncated fixture must know it is partial, by how much, and which
    capture it was cut from; a false `truncated: true` hides a complete file behind a
    warning nobody checks, and one without `sha256_original` cannot be traced to a
    capture at all.

    ## Example
    `{"truncated": true, "bytes": 20000}` with no `original_bytes` or no
    `sha256_original`.

    ## Fix
    Record the original size and hash (`fixture-guard redact` does), or drop
    `truncated` if the file is whole.
    """

    code = "FG403"
    name = "policy.truncation-record"


class StaleFixture(Rule):
    """A fixture's capture date is older than `max-age-days`.

    ## What it does
    Off unless `max-age-days` is set in `[tool.fixture-guard]`; then warns on every
    entry captured longer ago, as Polly.js's `expiresIn` does for recordings.

    ## Why is this bad?
    The bench measures the web of the capture date. Old captures measure providers
    against pages that may no longer exist.

    ## Example
    `max-age-days = 180` and `"captured_at": "2025-01-10T09:00:00Z"`.

    ## Fix
    Re-capture the fixture, or raise `max-age-days` deliberately.
    """

    code = "FG404"
    name = "policy.stale-fixture"
    severity = Severity.WARNING


class UnusedFixture(Rule):
    """A listed file is used by no case, expected observation or exchange.

    ## What it does
    Reports `_shared/` pages and PDFs no expected file or exchange reads, search
    exchanges and expected files whose case is not in the golden set.

    ## Why is this bad?
    An unused fixture is reviewed, hashed and redacted for nothing, and usually means
    a renamed case or a broken reference.

    ## Example
    `_shared/html/old-landing.html` that no `fixture.artifact` names.

    ## Fix
    Refer to it from the case that needs it, or delete it and its entry.
    """

    code = "FG405"
    name = "policy.unused-fixture"
    severity = Severity.WARNING


RULES = (
    SyntheticOutsideErrorClasses,
    OversizedBody,
    TruncationRecord,
    StaleFixture,
    UnusedFixture,
)


def check(ctx: CheckContext) -> Check:
    for entry in ctx.manifest.entries:
        if not ctx.is_selected(entry.path) or unsafe_reason(entry.path):
            continue
        if entry.synthetic and entry.cls and entry.cls not in SYNTHETIC_ALLOWED:
            yield ctx.at_entry(
                SyntheticOutsideErrorClasses,
                entry,
                f"synthetic: true on class {entry.cls}: only classes 4–8 "
                f"({', '.join(sorted(SYNTHETIC_ALLOWED))}) may be authored",
                "synthetic",
            )
        yield from _check_size(ctx, entry)
        yield from _check_age(ctx, entry)
    yield from _check_unused(ctx)


def _check_size(ctx: CheckContext, entry: Entry) -> Check:
    try:
        size = ctx.tree.resolve(entry.path).stat().st_size
    except (OSError, UnsafePath):
        return  # missing or unsafe: integrity reports it
    if size > MAX_TRUNCATED_BYTES:
        flag = "truncated: true" if entry.truncated else "no truncated flag"
        yield ctx.at_entry(
            OversizedBody,
            entry,
            f"{size // 1024} KB committed ({flag}): over {MAX_BODY_BYTES // 1024} KB + "
            f"{CONTEXT_BYTES // 1024} KB whatever the flag says — cut it to the cited block "
            "plus 2 KB of context",
        )
    elif size > MAX_BODY_BYTES and not entry.truncated:
        yield ctx.at_entry(
            OversizedBody,
            entry,
            f"{size // 1024} KB committed without truncated: true "
            f"(limit {MAX_BODY_BYTES // 1024} KB)",
        )
    if entry.truncated:
        original = entry.original_bytes
        if not entry.sha256_original:
            yield ctx.at_entry(
                TruncationRecord,
                entry,
                "truncated: true without sha256_original: the cut cannot be traced to its capture",
                "truncated",
            )
        if original is None:
            yield ctx.at_entry(TruncationRecord, entry, "truncated: true without original_bytes")
        elif original <= MAX_BODY_BYTES or original <= size:
            yield ctx.at_entry(
                TruncationRecord,
                entry,
                f"truncated: true, yet the original ({original} bytes) was not over "
                f"{MAX_BODY_BYTES // 1024} KB or is not larger than the file ({size} bytes)",
                "truncated",
            )


def _check_age(ctx: CheckContext, entry: Entry) -> Check:
    limit = ctx.config.max_age_days
    if limit is None or not entry.captured_at:
        return
    try:
        captured = parse_rfc3339(entry.captured_at)
    except TimestampError:
        return  # FG206 reports it
    age = ctx.now - captured
    if age > dt.timedelta(days=limit):
        yield ctx.at_entry(
            StaleFixture,
            entry,
            f"captured {age.days} days ago ({entry.captured_at}); max-age-days is {limit}",
            "captured_at",
        )


def _is_shared_document(rel: str) -> bool:
    parts = rel.split("/")
    return parts[0] == "_shared" and len(parts) == 3 and parts[1] in ("html", "pdf")


def _referenced_documents(ctx: CheckContext) -> set[str]:
    referenced: set[str] = set()
    for expected in ctx.expected_files().values():
        referenced.update(obs.artifact for obs in expected.observations if obs.artifact)
    for provider in ctx.tree.providers:
        for rel in ctx.exchange_paths(provider):
            facts = ctx.exchange_facts(rel)
            if not isinstance(facts, OSError):
                referenced.update(facts.referenced)
    return referenced


def _check_unused(ctx: CheckContext) -> Check:
    golden = ctx.golden_set
    # Finding who reads a document means parsing every exchange of the tree: a commit
    # hook that touched no _shared/ page or PDF must not pay for that.
    needs_references = any(
        _is_shared_document(e.path) and ctx.is_selected(e.path) for e in ctx.manifest.entries
    )
    referenced = _referenced_documents(ctx) if needs_references else set()
    known_cases = {case.id for case in golden.cases} if golden else None
    for entry in ctx.manifest.entries:
        if not ctx.is_selected(entry.path) or unsafe_reason(entry.path):
            continue
        if _is_shared_document(entry.path):
            if entry.path not in referenced:
                yield ctx.at_entry(
                    UnusedFixture, entry, "no expected observation or exchange reads this document"
                )
        elif known_cases is not None and _case_bound(entry.path) and entry.case not in known_cases:
            yield ctx.at_entry(
                UnusedFixture, entry, f"case {entry.case} is not in the golden set: no case uses it"
            )


def _case_bound(rel: str) -> bool:
    """Files that exist for one golden-set case: search exchanges and expected observations."""
    parts = rel.split("/")
    if rel.startswith("_shared/expected/"):
        return True
    return provider_of(rel) is not None and len(parts) == 3 and parts[1] == "search"
