"""FG3xx — the nine classes (spec §2): every provider brings all of them, each with its content."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fixture_guard.envelope import Envelope
from fixture_guard.finding import Severity
from fixture_guard.jsonfile import load_json
from fixture_guard.manifest import (
    CLASSES,
    HTML_KINDS,
    INJECTION_VECTORS,
    PDF_KINDS,
    Entry,
)
from fixture_guard.rules.base import Check, CheckContext, Rule

MIN_RESULTS_CASES = 30
UPSTREAM_5XX = frozenset({502, 503})
# Headers that tell a client when it may retry or how much quota is left.
_QUOTA_HEADER = re.compile(r"^(x-)?(rate-?limit|quota)|quota|^retry-after$", re.IGNORECASE)


class MissingClass(Rule):
    """A provider lacks one of the nine fixture classes.

    ## What it does
    Counts each provider's manifest entries per class (`results`, `html`, `pdf`, `429`,
    `5xx`, `timeout`, `partial`, `prompt-injection`, `contradictory`) and reports every
    class with none. `check` also prints the provider × class table.

    ## Why is this bad?
    A provider missing a class cannot be compared: without its 429 fixture, say, its
    error rate comes out artificially good (spec §2).

    ## Example
    `beta-search/errors/429.json` deleted, or never recorded.

    ## Fix
    Record the class for that provider (classes 4–8 may be `synthetic: true`).
    """

    code = "FG301"
    name = "classes.missing-class"


class ResultsCoverage(Rule):
    """A provider's complete `results` cover fewer than 30 golden-set cases or miss a category.

    ## What it does
    Counts the distinct golden-set cases (not `forbidden`) that a provider's search
    exchanges answer with a complete search response: a 2xx status and a result list
    that parses (each result an object with a URL). An error status, a body with no
    result list, or an empty list does not count (FG312 says which and why), and the
    message names the cases that fall short. Also checks the categories they cover.

    ## Why is this bad?
    precision@k, recall, citation coverage and freshness are computed from these; a
    provider measured on 12 cases, or never on Mexican Spanish, is not measured. Ten
    HTTP 500 responses filed under `search/` measure nothing (spec §2: "respuesta de
    búsqueda completa").

    ## Example
    `alpha-search/search/` with 25 cases, none in category `es-mx-local`; or 36 cases of
    which 10 are `{"response": {"status": 500, …}}`.

    ## Fix
    Record search exchanges until ≥ 30 cases, answered with results, cover every
    category of the golden set.
    """

    code = "FG302"
    name = "classes.results-coverage"


class HtmlKinds(Rule):
    """A provider's `html` class does not cover the four page kinds.

    ## What it does
    Follows each `html` exchange to the `_shared/html` page it read (`fixture.artifact`)
    and collects the pages' `kind`: `corporate`, `government-table`, `spa`, `paywall`.

    ## Why is this bad?
    Each kind breaks extractors differently; a provider seen only on simple corporate
    pages has not been tested on the pages the bench is about.

    ## Example
    Exchanges over `corporate` and `paywall` pages only.

    ## Fix
    Record extract/fetch exchanges over the missing kinds.
    """

    code = "FG303"
    name = "classes.html-kinds"


class PdfKinds(Rule):
    """A provider's `pdf` class does not cover the three PDF kinds.

    ## What it does
    Follows each `pdf` exchange to its `_shared/pdf` document and collects the kinds:
    `annual-report` (> 100 pages), `scanned` (needs OCR), `two-column-table`.

    ## Why is this bad?
    Long reports, scans and two-column tables are where PDF extraction fails; the
    scanned one must fail loudly as `format_tables_ocr`, never silently.

    ## Example
    No exchange over a scanned PDF.

    ## Fix
    Record extract/fetch exchanges over the missing kinds.
    """

    code = "FG304"
    name = "classes.pdf-kinds"


class RateLimitFixture(Rule):
    """A `429` fixture lacks status 429 or a `retry-after` / quota header.

    ## What it does
    Checks that each `429` exchange answers 429 and carries `retry-after` or a quota
    header (`x-ratelimit-*`, `ratelimit-*`, `*quota*`).

    ## Why is this bad?
    The fixture exists to verify `withRetry` with backoff and jitter; without the
    headers the retry logic is tested against a response no provider sends.

    ## Example
    `{"response": {"status": 429, "headers": {"content-type": "application/json"}}}`

    ## Fix
    Record a real rate-limit response with its headers.
    """

    code = "FG305"
    name = "classes.rate-limit"


class UpstreamErrorFixture(Rule):
    """The `5xx` class is not 502/503, or lacks one response with a body and one without.

    ## What it does
    Checks each `5xx` exchange's status, and that the provider has both shapes.

    ## Why is this bad?
    Upstream failures arrive with and without a body; retry and the circuit breaker
    must handle both.

    ## Example
    A single `500` with an HTML body.

    ## Fix
    Record (or author, `synthetic: true`) a 502 or 503 with a body and one without.
    """

    code = "FG306"
    name = "classes.upstream-5xx"


class TimeoutFixture(Rule):
    """A `timeout` fixture is not a simulated timeout.

    ## What it does
    Requires `"simulated": "timeout"` and no recorded response.

    ## Why is this bad?
    A timeout tested with a real sleep makes CI slow and flaky; one with a recorded
    response is not a timeout. The mock must never answer, so `AbortSignal` cuts it.

    ## Example
    `{"simulated": null, "response": {"status": 504}}` filed under class `timeout`.

    ## Fix
    `"simulated": "timeout", "response": null`.
    """

    code = "FG307"
    name = "classes.timeout-simulated"


class DishonestPartial(Rule):
    """A provider returned fewer URLs than asked and said `partial: false`.

    ## What it does
    Compares the URLs asked for (`request.body.urls`) with those returned
    (`response.body.results[].url`) in each `partial` exchange.

    ## Why is this bad?
    The provider lies about its own coverage. The specification is explicit: that
    provider is disqualified, not penalised. `fixture-guard score` applies the gate.

    ## Example
    Asked for 10 URLs, returned 6, `"partial": false`.

    ## Fix
    None in the fixture: this is the provider's behaviour, recorded. Keep the fixture;
    the provider stays disqualified until it reports partial results honestly.
    """

    code = "FG308"
    name = "classes.partial-dishonest"
    disqualifying = True


class PartialInconsistent(Rule):
    """A `partial` fixture is not partial, or its `missing[]` is not exactly the absent URLs.

    ## What it does
    Requires fewer URLs returned than asked, `partial: true`, and `missing[]` equal to
    the asked URLs that were not returned.

    ## Why is this bad?
    The fixture verifies `partial: true` + `missing[]` in the adapter; a fixture whose
    `missing[]` is wrong teaches the adapter a wrong answer.

    ## Example
    Asked for a, b, c; returned a; `"missing": ["b"]`.

    ## Fix
    Record the exchange again; never edit `missing[]` by hand.
    """

    code = "FG309"
    name = "classes.partial-inconsistent"


class InjectionVectorsDeclared(Rule):
    """A provider's `prompt-injection` class does not declare all six vectors.

    ## What it does
    Unions the `vectors` declared on the pages a provider's injection exchanges read
    (`html-comment`, `css-hidden`, `alt-title`, `pdf-text-layer`, `json-ld`,
    `system-impersonation-es`).

    ## Why is this bad?
    Each vector evades a different defence; the injection-containment gate means
    nothing over a corpus that skips one.

    ## Example
    Injection exchanges over HTML pages only: no `pdf-text-layer`.

    ## Fix
    Add exchanges over pages carrying the missing vectors, and declare them.
    """

    code = "FG310"
    name = "classes.injection-vectors"


class ContradictoryPair(Rule):
    """A provider's `contradictory` class lacks two dated documents that contradict each other.

    ## What it does
    Requires exchanges over at least two `_shared/` documents of class
    `contradictory`, whose expected observations carry `published_at` and name each
    other in `contradicts_claim_ids`.

    ## Why is this bad?
    The fixture verifies that the adapter writes two claims linked by
    `contradictsClaimIds`, not one that overwrites the other.

    ## Example
    One document only, or two whose observations do not link each other.

    ## Fix
    Record both documents and write their observations with reciprocal links.
    """

    code = "FG311"
    name = "classes.contradictory-pair"


class ResultsNotCounted(Rule):
    """A search exchange does not count as a complete search response.

    ## What it does
    Reports each search exchange of a golden-set case that is not a successful response
    with a parseable result list: a non-2xx status, no response, a body where no result
    list is found (`results`, `web.results`, `webPages.value`, `items`, `organic`,
    `organic_results`, `data`, or the first list of objects with a `url`/`link`), or an
    empty list. An empty list is a provider outcome: it is recorded as returned and
    reported here, but it is not coverage.

    ## Why is this bad?
    It is not wrong to record what a provider answered; it is wrong to count it as
    class 1 coverage. This finding says, per fixture, why the case falls short.

    ## Example
    `gamma-search/search/gs-010.json` with `"status": 500`, or `"organic": []`.

    ## Fix
    Nothing, if that is what the provider returned; record another case (or re-record
    this one) for coverage.
    """

    code = "FG312"
    name = "classes.results-not-counted"
    severity = Severity.INFO


RULES = (
    MissingClass,
    ResultsCoverage,
    HtmlKinds,
    PdfKinds,
    RateLimitFixture,
    UpstreamErrorFixture,
    TimeoutFixture,
    DishonestPartial,
    PartialInconsistent,
    InjectionVectorsDeclared,
    ContradictoryPair,
    ResultsNotCounted,
)


def coverage(ctx: CheckContext) -> dict[str, dict[str, int]]:
    """Provider → class → number of manifest entries: the table `check` prints."""
    table = {provider: dict.fromkeys(CLASSES, 0) for provider in ctx.tree.providers}
    for entry in ctx.manifest.entries:
        provider = entry.path.split("/", 1)[0]
        if provider in table and entry.cls in table[provider]:
            table[provider][entry.cls] += 1
    return table


def check(ctx: CheckContext) -> Check:
    table = coverage(ctx)
    for provider in ctx.tree.providers:
        if not ctx.is_provider_selected(provider):
            continue
        where = ctx.provider_display(provider)
        for cls, count in table[provider].items():
            if count == 0:
                yield MissingClass.finding(
                    where, f"provider {provider} has no `{cls}` fixture", provider=provider, key=cls
                )
        by_class: dict[str, list[Entry]] = {}
        for entry in ctx.provider_entries(provider):
            by_class.setdefault(entry.cls or "", []).append(entry)
        yield from _check_results(ctx, provider, by_class.get("results", []))
        yield from _check_kinds(ctx, provider, by_class.get("html", []), HtmlKinds, HTML_KINDS)
        yield from _check_kinds(ctx, provider, by_class.get("pdf", []), PdfKinds, PDF_KINDS)
        yield from _check_429(ctx, by_class.get("429", []))
        yield from _check_5xx(ctx, provider, by_class.get("5xx", []))
        yield from _check_timeout(ctx, by_class.get("timeout", []))
        yield from _check_partial(ctx, provider, by_class.get("partial", []))
        yield from _check_vectors(ctx, provider, by_class.get("prompt-injection", []))
        yield from _check_contradictory(ctx, provider, by_class.get("contradictory", []))


def _envelopes(ctx: CheckContext, entries: list[Entry]) -> Iterator[tuple[Entry, Envelope]]:
    for entry in entries:
        envelope = ctx.envelope(entry.path) if entry.path.endswith(".json") else None
        if envelope is not None:
            yield entry, envelope


def _artifact_entries(ctx: CheckContext, entries: list[Entry]) -> Iterator[Entry]:
    """The `_shared/` entries that a provider's exchanges read."""
    by_path = ctx.manifest.by_path
    for entry in entries:
        facts = ctx.exchange_facts(entry.path) if entry.path.endswith(".json") else None
        if facts is None or isinstance(facts, OSError):
            continue
        for ref in facts.referenced:
            if ref in by_path:
                yield by_path[ref]


#: Where search APIs put their result list (Tavily and Exa, Brave, Bing, Google CSE,
#: Serper, SerpAPI, Firecrawl, Perplexity), tried in this order before any list of
#: linked objects found deeper (Anthropic's and OpenAI's web-search tool results).
RESULT_LIST_PATHS: tuple[tuple[str, ...], ...] = (
    ("results",),
    ("web", "results"),
    ("webPages", "value"),
    ("items",),
    ("organic",),
    ("organic_results",),
    ("data", "web"),
    ("data",),
    ("search_results",),
    ("citations",),
)
_URL_KEYS = ("url", "link", "href")
_SEARCH_DEPTH = 6


def _has_url(item: Any) -> bool:
    if isinstance(item, str):  # a list of bare URLs (Perplexity's `citations`)
        return item.startswith(("https://", "http://"))
    return isinstance(item, dict) and any(
        isinstance(item.get(key), str) and item[key] for key in _URL_KEYS
    )


def _linked_list(value: Any, depth: int = 0) -> list[Any] | None:
    """The first list of objects that all carry a URL, depth first, in document order."""
    if depth > _SEARCH_DEPTH:
        return None
    if isinstance(value, list):
        if value and all(isinstance(item, dict) and _has_url(item) for item in value):
            return value
        children: list[Any] = value
    elif isinstance(value, dict):
        children = list(value.values())
    else:
        return None
    for child in children:
        found = _linked_list(child, depth + 1)
        if found is not None:
            return found
    return None


def result_list(body: Any) -> tuple[list[Any] | None, str]:
    """The provider's result list in a search response body, and where it was found.

    None when no list parses: a known key holding something else than a list of
    linked results, or no list of linked objects anywhere.
    """
    if isinstance(body, str):
        try:
            body = load_json(body)
        except ValueError:
            return None, "the body is not JSON"
    if not isinstance(body, dict):
        return None, "the body is not a JSON object"
    for path in RESULT_LIST_PATHS:
        value: Any = body
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, list):
            if all(_has_url(item) for item in value):
                return value, ".".join(path)
            continue  # e.g. Firecrawl's `data` of documents nested further down
    if isinstance(body.get("searchInformation"), dict) and "items" not in body:
        return [], "items"  # Google CSE leaves `items` out when nothing matched
    found = _linked_list(body)
    if found is not None:
        return found, "a list of linked results"
    return None, "no result list (no list of objects with a url)"


def results_shortfall(envelope: Envelope) -> tuple[str, str] | None:
    """(reason, JSON pointer) when a search exchange is not a complete search response."""
    response = envelope.response
    if envelope.simulated is not None:
        return f"simulated {envelope.simulated}, not a recorded answer", "/simulated"
    if response is None:
        return "no response", "/response"
    if response.status is None or not 200 <= response.status < 300:
        return f"HTTP {response.status}, not a successful response", "/response/status"
    results, where = result_list(response.body)
    if results is None:
        return where, "/response/body"
    if not results:
        return f"empty result list ({where}): a provider outcome, not coverage", "/response/body"
    return None


@dataclass(frozen=True)
class ExchangeSummary:
    """What class-1 coverage needs of a search exchange."""

    case: str | None
    shortfall: tuple[str, str] | None  # results_shortfall's (reason, pointer)


def _exchange_summary(ctx: CheckContext, rel: str) -> ExchangeSummary | None:
    """The exchange's case and shortfall, or None when it is not a readable envelope.
    Remembered by the file's content in the run's cache: coverage is a provider-level
    rule, so a hook staging five fixtures of a provider with 1,700 exchanges would
    otherwise parse all 1,700 to count them."""
    from fixture_guard.cache import memo

    try:
        digest, _ = ctx.digest(rel)
    except Exception:  # missing or unsafe: integrity reports it
        return None

    def compute() -> ExchangeSummary | None:
        envelope = ctx.envelope(rel)
        if envelope is None:
            return None
        return ExchangeSummary(envelope.case, results_shortfall(envelope))

    def encode(summary: ExchangeSummary | None) -> Any:
        if summary is None:
            return None  # an unreadable one is parsed again: its error is not stored
        return [summary.case, list(summary.shortfall) if summary.shortfall else None]

    def decode(raw: Any) -> ExchangeSummary:
        case, shortfall = raw
        if not (case is None or isinstance(case, str)):
            raise ValueError("not a stored case id")
        if shortfall is None:
            return ExchangeSummary(case, None)
        reason, pointer = shortfall
        if not (isinstance(reason, str) and isinstance(pointer, str)):
            raise ValueError("not a stored shortfall")
        return ExchangeSummary(case, (reason, pointer))

    return memo(("exchange-summary", digest), compute, encode=encode, decode=decode)


def _check_results(ctx: CheckContext, provider: str, entries: list[Entry]) -> Check:
    golden = ctx.golden_set
    if golden is None or not entries:
        return
    measured = {case.id: case for case in golden.measured_cases}
    answered: set[str] = set()
    short: dict[str, str] = {}
    for entry in entries:
        summary = _exchange_summary(ctx, entry.path) if entry.path.endswith(".json") else None
        case_id = (summary.case if summary else None) or entry.case
        if case_id not in measured:
            continue
        if summary is None:
            short.setdefault(case_id, "not a readable exchange")
            continue
        if summary.shortfall is None:
            answered.add(case_id)
            continue
        reason, pointer = summary.shortfall
        short.setdefault(case_id, reason.split(":")[0])
        envelope = ctx.envelope(entry.path) if ctx.is_selected(entry.path) else None
        if envelope is not None:
            line, column = envelope.doc.locate(pointer)
            yield ResultsNotCounted.finding(
                ctx.display(entry.path),
                f"search exchange for case {case_id} does not count toward class 1 "
                f"coverage: {reason}",
                line=line,
                column=column,
                provider=provider,
                key=pointer,
            )
    where = ctx.provider_display(provider)
    if len(answered) < MIN_RESULTS_CASES:
        missing = {
            c: "no search exchange" for c in measured if c not in answered and c not in short
        }
        lacking = {**{c: r for c, r in short.items() if c not in answered}, **missing}
        listed = sorted(lacking)
        shown = ", ".join(f"{c} ({lacking[c]})" for c in listed[:12])
        more = f", and {len(listed) - 12} more" if len(listed) > 12 else ""
        yield ResultsCoverage.finding(
            where,
            f"provider {provider} has complete search results for {len(answered)} golden-set "
            f"cases; at least {MIN_RESULTS_CASES} are needed. Short: {shown}{more}",
            provider=provider,
            key="count",
        )
    covered = {measured[c].category for c in answered}
    for category in golden.categories:
        if category not in covered:
            yield ResultsCoverage.finding(
                where,
                f"provider {provider} has no complete search results in category {category!r}",
                provider=provider,
                key=f"category:{category}",
            )


def _check_kinds(
    ctx: CheckContext,
    provider: str,
    entries: list[Entry],
    rule: type[Rule],
    kinds: tuple[str, ...],
) -> Check:
    if not entries:
        return  # MissingClass already says so
    seen = {artifact.kind for artifact in _artifact_entries(ctx, entries)}
    missing = [kind for kind in kinds if kind not in seen]
    if missing:
        yield rule.finding(
            ctx.provider_display(provider),
            f"provider {provider} has no exchange over a {' / '.join(missing)} document "
            f"(kinds needed: {', '.join(kinds)})",
            provider=provider,
            key=",".join(missing),
        )


def _check_429(ctx: CheckContext, entries: list[Entry]) -> Check:
    for entry, envelope in _envelopes(ctx, entries):
        response = envelope.response
        if response is None or response.status != 429:
            status = "no response" if response is None else f"status {response.status}"
            yield RateLimitFixture.finding(ctx.display(entry.path), f"class 429 but {status}")
            continue
        if not any(_QUOTA_HEADER.search(name) for name in response.headers):
            yield RateLimitFixture.finding(
                ctx.display(entry.path),
                "429 without retry-after or quota headers: withRetry cannot be verified",
                key="headers",
            )


def _check_5xx(ctx: CheckContext, provider: str, entries: list[Entry]) -> Check:
    with_body = without_body = False
    for entry, envelope in _envelopes(ctx, entries):
        response = envelope.response
        status = response.status if response else None
        if status not in UPSTREAM_5XX:
            yield UpstreamErrorFixture.finding(
                ctx.display(entry.path),
                f"class 5xx but status {status}: expected 502 or 503 from upstream",
            )
            continue
        assert response is not None
        if response.has_body:
            with_body = True
        else:
            without_body = True
    if entries and not (with_body and without_body):
        lacking = "with a body" if not with_body else "without a body"
        yield UpstreamErrorFixture.finding(
            ctx.provider_display(provider),
            f"provider {provider} has no 502/503 {lacking}",
            provider=provider,
            key=lacking,
        )


def _check_timeout(ctx: CheckContext, entries: list[Entry]) -> Check:
    for entry, envelope in _envelopes(ctx, entries):
        if envelope.simulated != "timeout":
            yield TimeoutFixture.finding(
                ctx.display(entry.path),
                'class timeout without "simulated": "timeout": the mock must never answer, '
                "and no real sleep is allowed",
            )
        elif envelope.response is not None:
            yield TimeoutFixture.finding(
                ctx.display(entry.path),
                "a simulated timeout cannot carry a response",
                key="response",
            )


def _urls(items: Any) -> list[str]:
    if not isinstance(items, list):
        return []
    urls = []
    for item in items:
        if isinstance(item, str):
            urls.append(item)
        elif isinstance(item, dict) and isinstance(item.get("url"), str):
            urls.append(item["url"])
    return urls


def _check_partial(ctx: CheckContext, provider: str, entries: list[Entry]) -> Check:
    for entry, envelope in _envelopes(ctx, entries):
        display = ctx.display(entry.path)
        request_body = envelope.request_body if isinstance(envelope.request_body, dict) else {}
        response = envelope.response
        body = response.body if response and isinstance(response.body, dict) else {}
        asked = _urls(request_body.get("urls"))
        returned = _urls(body.get("results"))
        absent = [url for url in asked if url not in set(returned)]
        if not asked or len(returned) >= len(asked):
            yield PartialInconsistent.finding(
                display,
                f"class partial but {len(returned)} of {len(asked)} asked URLs came back: "
                "a partial fixture returns fewer than it was asked",
                key="not-partial",
            )
            continue
        if body.get("partial") is not True:
            yield DishonestPartial.finding(
                display,
                f"provider {provider} returned {len(returned)} of {len(asked)} URLs with "
                f"partial: {str(body.get('partial')).lower()}: it lies about its coverage "
                "(disqualifying)",
                provider=provider,
            )
            continue
        missing = _urls(body.get("missing"))
        if sorted(missing) != sorted(absent):
            yield PartialInconsistent.finding(
                display,
                f"missing[] lists {len(missing)} URL(s) but {len(absent)} asked URL(s) are absent"
                + _difference(missing, absent),
                key="missing",
            )


def _difference(missing: list[str], absent: list[str]) -> str:
    extra = sorted(set(missing) - set(absent))
    lacking = sorted(set(absent) - set(missing))
    parts = []
    if lacking:
        parts.append("not listed: " + ", ".join(lacking[:3]))
    if extra:
        parts.append("listed but returned or never asked: " + ", ".join(extra[:3]))
    return " (" + "; ".join(parts) + ")" if parts else ""


def _check_vectors(ctx: CheckContext, provider: str, entries: list[Entry]) -> Check:
    if not entries:
        return
    declared: set[str] = set()
    for entry in entries:
        declared.update(entry.vectors)
    for artifact in _artifact_entries(ctx, entries):
        declared.update(artifact.vectors)
    missing = [v for v in INJECTION_VECTORS if v not in declared]
    if missing:
        yield InjectionVectorsDeclared.finding(
            ctx.provider_display(provider),
            f"provider {provider}'s prompt-injection fixtures do not declare: {', '.join(missing)}",
            provider=provider,
            key=",".join(missing),
        )


def _check_contradictory(ctx: CheckContext, provider: str, entries: list[Entry]) -> Check:
    if not entries:
        return
    where = ctx.provider_display(provider)
    documents = {a.path for a in _artifact_entries(ctx, entries) if a.cls == "contradictory"}
    if len(documents) < 2:
        yield ContradictoryPair.finding(
            where,
            f"provider {provider}'s contradictory exchanges read {len(documents)} contradictory "
            "document(s); two are needed",
            provider=provider,
            key="documents",
        )
        return
    observations = {
        obs.claim_id: obs
        for expected in ctx.expected_files().values()
        for obs in expected.observations
        if obs.artifact in documents
    }
    linked = {
        obs.artifact
        for obs in observations.values()
        if obs.published_at
        and any(
            other in observations
            and obs.claim_id in observations[other].contradicts_claim_ids
            and observations[other].artifact != obs.artifact
            for other in obs.contradicts_claim_ids
        )
    }
    if len(linked) < 2:
        yield ContradictoryPair.finding(
            where,
            f"provider {provider}'s contradictory documents have no pair of dated expected "
            "observations that name each other in contradicts_claim_ids",
            provider=provider,
            key="links",
        )
