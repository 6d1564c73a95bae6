"""Provenance: a run record tied to the fixtures it was computed from.

A replay line names every fixture file it read (`fixtures`: path → sha256). Each one is
verified against the manifest, and what the line reports is verified against what those
fixtures recorded:

- the line's result URLs, in order, are the recorded search response's (URL identity of
  `score.urls`, duplicates included);
- each extract/fetch call that names its exchange reports `partial` and `missing[]` as
  the recorded response warrants (the asked URLs that did not come back);
- every artifact a claim cites and every `_shared/` document its injection block names is
  among the files the line read, and a cited artifact's source URL is one of the line's
  results (a claim comes from what the search returned, not from any page of the bench).

Every mismatch is a finding (FG005) that names the run file, the line and the fixture.
A fixture named with a sha256 the manifest no longer holds (re-captured, or removed,
after the run) is FG007, *stale*: the line cannot be checked against it, and its numbers
cannot be recomputed. `check` reports both for every run under `runs/` (FG007 as a
warning: history is kept); `score` computes them again for the run it scores, whatever
the severity config or waivers say, and refuses on either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import PurePosixPath

from fixture_guard.config import Config
from fixture_guard.envelope import Envelope
from fixture_guard.finding import Finding
from fixture_guard.manifest import Entry
from fixture_guard.rules.meta import RunProvenance, RunStale
from fixture_guard.score.exchanges import coverage, search_dates, search_results
from fixture_guard.score.inputs import CaseRecord, ProviderRun
from fixture_guard.score.masks import masked
from fixture_guard.score.urls import document_key, url_key
from fixture_guard.timeutil import TimestampError, parse_day
from fixture_guard.tree import SHARED, provider_of, unsafe_reason

#: `_shared/` folders whose files an adapter reads (expected observations it never does).
READABLE_SHARED = ("_shared/html/", "_shared/pdf/")
_SHOWN = 3


def _short(digest: str) -> str:
    return digest[:12] + "…"


def _operation(rel: str, envelope: Envelope | None) -> str | None:
    if envelope is not None and envelope.operation:
        return envelope.operation
    parts = PurePosixPath(rel).parts
    return parts[1] if len(parts) > 2 else None


def verify_provider_run(
    run: ProviderRun,
    *,
    display: str,
    manifest: Mapping[str, Entry],
    envelope: Callable[[str], Envelope | None],
    config: Config | None = None,
) -> list[Finding]:
    """Every provenance mismatch of one provider's run file (messages masked: they quote
    the run record, the provider's words)."""
    findings: list[Finding] = []
    for record in sorted(run.records.values(), key=lambda r: r.line):
        for message in _line_problems(record, run.provider, manifest, envelope):
            rule = RunStale if isinstance(message, _Stale) else RunProvenance
            findings.append(
                rule.finding(
                    display,
                    f"line {record.line} (case {record.case}): {masked(message, config)}",
                    line=record.line,
                    provider=run.provider,
                    key=f"{record.case}:{message}",
                )
            )
    return findings


class _Stale(str):
    """A problem that says the fixtures moved on after the run (FG007), not a forgery."""


def _line_problems(
    record: CaseRecord,
    provider: str,
    manifest: Mapping[str, Entry],
    envelope: Callable[[str], Envelope | None],
) -> Iterator[str]:
    """Every problem of one line; the stale ones are `_Stale` strings."""
    if record.fixtures is None:
        if record.mode == "replay":  # the schema requires it; kept for direct callers
            yield "a replay line must name the fixtures it was computed from (`fixtures`)"
        return
    named = dict(record.fixtures)
    usable: dict[str, Envelope | None] = {}
    for rel, digest in sorted(named.items()):
        reason = unsafe_reason(rel)
        if reason:
            yield f"names fixture {rel!r}, which {reason}"
            continue
        entry = manifest.get(rel)
        owner = provider_of(rel)
        if owner is not None and owner != provider:
            yield f"names {rel}, a fixture of provider {owner}, not of {provider}"
            continue
        if owner is None and not rel.startswith(READABLE_SHARED):
            yield f"names {rel}, which is not a fixture an adapter reads"
            continue
        if entry is None:
            yield _Stale(f"names {rel}, which the manifest does not list (any more)")
            continue
        if entry.sha256 != digest:
            yield _Stale(
                f"was computed from {rel} with sha256 {_short(digest)}, but the manifest "
                f"records {_short(entry.sha256 or '(none)')}: not the bytes the bench holds "
                "now (re-run the adapter)"
            )
            continue
        usable[rel] = envelope(rel) if owner is not None else None
    yield from _calls(record, named, usable)
    stale_search = any(
        "/search/" in rel and rel not in usable and provider_of(rel) == provider for rel in named
    )
    if not stale_search:  # a stale search cannot be compared (FG007 says so already)
        yield from _search(record, usable, manifest)
    yield from _reads(record, named, manifest)


def _calls(
    record: CaseRecord, named: Mapping[str, str], usable: Mapping[str, Envelope | None]
) -> Iterator[str]:
    for call in record.calls:
        where = f"call {call.index} ({call.operation})"
        if call.fixture is None:
            if record.mode == "replay" and (call.partial is not None or call.missing is not None):
                yield f"{where} reports partial/missing but names no recorded exchange"
            continue
        if call.fixture not in named:
            yield f"{where} names {call.fixture}, which the line's `fixtures` does not list"
            continue
        if call.fixture not in usable:
            continue  # already reported above
        recorded = usable[call.fixture]
        operation = _operation(call.fixture, recorded)
        if operation != call.operation:
            yield f"{where} names {call.fixture}, a recorded {operation} exchange"
            continue
        if call.operation == "search" or recorded is None or not call.is_success:
            continue
        cov = coverage(recorded)
        if cov is None:
            continue
        absent = cov.absent
        truth = {url_key(u) for u in absent}
        said_partial = call.partial is True
        said_missing = {url_key(u) for u in call.missing or ()}
        if said_partial != bool(truth) or said_missing != truth:
            yield (
                f"{where} reports partial: {str(said_partial).lower()}, missing "
                f"{len(said_missing)} URL(s), but the recorded response {call.fixture} "
                f"returned {len(cov.asked) - len(absent)} of {len(cov.asked)} asked URLs"
                + (f" (absent: {', '.join(absent[:_SHOWN])})" if absent else "")
            )


def _search(
    record: CaseRecord, usable: Mapping[str, Envelope | None], manifest: Mapping[str, Entry]
) -> Iterator[str]:
    searches = [
        rel
        for rel, env in sorted(usable.items())
        if env is not None and _operation(rel, env) == "search"
    ]
    line_keys = [url_key(u) for u in record.result_urls]
    if not searches:
        if record.result_urls:
            yield (
                f"reports {len(record.result_urls)} result(s) but names no recorded search "
                "response they came from"
            )
        return
    for rel in searches:
        env = usable[rel]
        assert env is not None
        case = env.case or manifest[rel].case
        if case != record.case:
            yield f"names {rel}, the recorded search of case {case}, not of {record.case}"
            continue
        recorded = search_results(env)
        if recorded is None:
            yield f"names {rel}, a search exchange with no recorded response"
            continue
        recorded_keys = [url_key(u) for u in recorded]
        if recorded_keys != line_keys:
            yield f"results differ from the recorded response {rel}: " + _first_difference(
                line_keys, recorded_keys
            )
            continue
        yield from _dates(record, rel, search_dates(env))


def _dates(record: CaseRecord, rel: str, recorded: tuple[str | None, ...]) -> Iterator[str]:
    """Each result's day is the recorded one's: an adapter passes dates through, it does
    not supply them. A recorded date the parser cannot read ("3 days ago") is not checked."""
    for rank, (given, theirs) in enumerate(zip(record.result_dates, recorded, strict=False), 1):
        if theirs is None:
            if given is not None:
                yield (
                    f"result {rank} is dated {given.isoformat()}, but the recorded response "
                    f"{rel} gives it no date"
                )
            continue
        try:
            day = parse_day(theirs)
        except TimestampError:
            continue
        if given != day:
            shown = "no date" if given is None else given.isoformat()
            yield (
                f"result {rank} is dated {shown}, but the recorded response {rel} says "
                f"{day.isoformat()}"
            )


def _first_difference(line: list[str], recorded: list[str]) -> str:
    for rank, (mine, theirs) in enumerate(zip(line, recorded, strict=False), start=1):
        if mine != theirs:
            moved = f" (recorded at rank {recorded.index(mine) + 1})" if mine in recorded else ""
            return f"rank {rank} is {mine}{moved}; the response has {theirs}"
    if len(line) > len(recorded):
        return (
            f"{len(line)} results, the response has {len(recorded)} (extra: {line[len(recorded)]})"
        )
    return f"{len(line)} results, the response has {len(recorded)} (dropped: {recorded[len(line)]})"


def _reads(
    record: CaseRecord, named: Mapping[str, str], manifest: Mapping[str, Entry]
) -> Iterator[str]:
    returned = {url_key(u) for u in record.result_urls}
    for claim in record.claims:
        if not claim.artifact:
            continue
        if claim.artifact not in named:
            yield (
                f"claim {claim.id} cites {claim.artifact}, which the line's `fixtures` does "
                "not list: a claim comes from an artifact the adapter read"
            )
            continue
        source = manifest[claim.artifact].source_url if claim.artifact in manifest else None
        if source and url_key(source) not in returned:
            yield (
                f"claim {claim.id} cites {claim.artifact} ({source}), a document none of the "
                "line's results is: a claim comes from what the search returned"
            )
    read = {document_key(rel) for rel in named}
    read |= {
        document_key(manifest[rel].source_url or "")
        for rel in named
        if rel in manifest and manifest[rel].source_url
    }
    for field_name, documents in (
        ("flagged", record.flagged),
        ("reached_model", record.reached_model),
    ):
        for document in sorted(documents):
            is_shared = document.startswith(f"{SHARED}/")
            if (is_shared or "://" in document) and document_key(document) not in read:
                yield (
                    f"injection › {field_name} names {document}, which the line's `fixtures` "
                    "does not list: the adapter cannot judge a document it never read"
                )
