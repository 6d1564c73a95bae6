"""The inputs of `score` beside the fixture tree: judgments, run records, an invoice.

Every loader validates first (schema, then what a schema cannot say: a group named
in `supporting` that does not exist, a case twice in one run) and raises InputError
with one line naming the file, the line and the field. Nothing is scored from a file
that did not validate.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import math
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fixture_guard.errors import InputError
from fixture_guard.jsonfile import JsonError, parse_json, pretty_pointer
from fixture_guard.schemas import SchemaViolation, validate
from fixture_guard.score.urls import host_of, url_key
from fixture_guard.timeutil import TimestampError, parse_day, parse_instant

OPERATIONS = ("search", "extract", "fetch")
OUTCOMES = ("answered", "honest_no_data", "error")
FALLBACK_CAUSES = ("no_result", "error", "low_confidence", "budget")
MODES = ("replay", "shadow")
#: Bounds no real call reaches (the schema says so too): a million dollars for one call,
#: a day of latency. Beyond them a number is a typo or an attack, never a measurement.
MAX_CALL_COST_USD = 1_000_000
MAX_LATENCY_MS = 86_400_000
#: Python's csv refuses longer fields; an invoice field that long is not an invoice.
MAX_CSV_FIELD = 131_072


class ScoreInputError(InputError):
    """A judgments file, run record or invoice that cannot be scored from."""


def _fail(display: str, problems: list[str]) -> ScoreInputError:
    more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
    return ScoreInputError(f"{display}: {problems[0]}{more}")


def _violations(display: str, violations: Iterable[SchemaViolation], locate: Any = None) -> None:
    problems = []
    for violation in violations:
        where = ""
        if locate is not None:
            line, column = locate(violation.pointer)
            where = f"{line}:{column}: "
        problems.append(f"{where}{pretty_pointer(violation.pointer)}: {violation.message}")
    if problems:
        raise _fail(display, problems)


def parse_date(value: str) -> dt.date:
    """The calendar day of a date or date-time, taken in UTC (`fixture_guard.timeutil`)."""
    return parse_day(value)


def _read(path: Path, display: str) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise ScoreInputError(f"{display}: no such file") from None
    except IsADirectoryError:
        raise ScoreInputError(f"{display}: is a directory") from None
    except OSError as exc:
        raise ScoreInputError(f"{display}: cannot read: {exc.strerror}") from None


# --- judgments ----------------------------------------------------------------------------


@dataclass(frozen=True)
class CaseJudgment:
    """One case's judged pool: origin groups, and which of them support its claim_type."""

    case: str
    groups: Mapping[str, tuple[str, ...]]
    supporting: frozenset[str]
    #: url_key → the group holding that URL; a URL absent here is unjudged.
    group_of: Mapping[str, str]

    def is_judged(self, key: str) -> bool:
        return key in self.group_of

    def supports(self, key: str) -> bool:
        group = self.group_of.get(key)
        return group is not None and group in self.supporting


@dataclass(frozen=True)
class Judgments:
    cases: Mapping[str, CaseJudgment]
    #: url_key → the publication date a reviewer verified by hand.
    verified_dates: Mapping[str, dt.date]
    sample_seed: int | str | None = None
    sample_size: int = 0

    @classmethod
    def empty(cls) -> Judgments:
        return cls(cases={}, verified_dates={})


def load_judgments(path: Path, display: str, *, case_ids: Iterable[str]) -> Judgments:
    """Read and validate judgments.json against the schema and the golden set's case ids."""
    data = _read(path, display)
    try:
        doc = parse_json(data)
    except JsonError as exc:
        raise ScoreInputError(f"{display}:{exc.line}:{exc.column}: {exc.message}") from None
    _violations(display, validate("judgments", doc.value), doc.locate)
    if doc.has_duplicates:
        dup = doc.duplicates[0]
        raise ScoreInputError(
            f"{display}:{dup.line}:{dup.column}: key {dup.key!r} appears twice in "
            f"{pretty_pointer(dup.pointer)}"
        )
    known = set(case_ids)
    problems: list[str] = []
    cases: dict[str, CaseJudgment] = {}
    for case_id, raw in doc.value["cases"].items():
        if case_id not in known:
            problems.append(f"cases › {case_id}: not a case of the golden set")
            continue
        groups = {g: tuple(urls) for g, urls in raw["groups"].items()}
        group_of: dict[str, str] = {}
        for group, urls in groups.items():
            for url in urls:
                key = url_key(url)
                other = group_of.setdefault(key, group)
                if other != group:
                    problems.append(
                        f"cases › {case_id}: {url} is in origin groups {other!r} and {group!r}; "
                        "a document has one origin"
                    )
        unknown = sorted(set(raw["supporting"]) - set(groups))
        if unknown:
            problems.append(
                f"cases › {case_id} › supporting: names no origin group {', '.join(unknown)}"
            )
        cases[case_id] = CaseJudgment(
            case=case_id,
            groups=groups,
            supporting=frozenset(raw["supporting"]) & set(groups),
            group_of=group_of,
        )
    verified: dict[str, dt.date] = {}
    sample = doc.value.get("freshness_sample") or {"documents": []}
    for index, item in enumerate(sample["documents"]):
        where = f"freshness_sample › documents › {index}"
        try:
            date = parse_date(item["published_at"])
        except ValueError as exc:
            problems.append(f"{where} › published_at: {exc}")
            continue
        key = url_key(item["url"])
        if verified.setdefault(key, date) != date:
            problems.append(f"{where}: {item['url']} is verified twice with different dates")
    if problems:
        raise _fail(display, problems)
    return Judgments(
        cases=cases,
        verified_dates=verified,
        sample_seed=sample.get("seed"),
        sample_size=len(verified),
    )


# --- run records --------------------------------------------------------------------------


@dataclass(frozen=True)
class Call:
    operation: str
    cost_usd: float
    latency_ms: float | None
    status: int | str
    at: dt.datetime | None = None
    #: The recorded exchange that served the call (replay), relative to the fixture root.
    fixture: str | None = None
    #: What the adapter reported for an extract/fetch: `partial` and `missing[]`.
    partial: bool | None = None
    missing: tuple[str, ...] | None = None
    index: int = 0

    @property
    def is_success(self) -> bool:
        return isinstance(self.status, int) and 200 <= self.status < 300


@dataclass(frozen=True)
class Result:
    url: str
    rank: int  # 1-based, after duplicates are dropped
    published_at: dt.date | None
    title: str | None = None
    snippet: str | None = None

    @property
    def key(self) -> str:
        return url_key(self.url)

    @property
    def host(self) -> str:
        return host_of(self.url)


@dataclass(frozen=True)
class Claim:
    id: str
    claim_type: str
    artifact: str | None
    span: str | None
    text: str | None
    contradicts: tuple[str, ...] = ()


@dataclass(frozen=True)
class CaseRecord:
    """One line of a run: what the adapter did for one case."""

    case: str
    mode: str
    calls: tuple[Call, ...] = ()
    results: tuple[Result, ...] = ()
    claims: tuple[Claim, ...] = ()
    outcome: str = "error"
    fallback: str | None = None
    flagged: frozenset[str] = frozenset()
    reached_model: frozenset[str] = frozenset()
    window: tuple[dt.datetime, dt.datetime] | None = None
    line: int = 0
    #: Provenance: fixture path → the sha256 the line was computed from (None: not given).
    fixtures: Mapping[str, str] | None = None
    #: Every result URL as the line gives it, duplicates included, in order, and its day.
    result_urls: tuple[str, ...] = ()
    result_dates: tuple[dt.date | None, ...] = ()
    #: Results dropped because an earlier result had the same URL.
    duplicate_results: int = 0
    #: True for a case the provider's run does not have: scored as an empty answer.
    missing: bool = False

    @classmethod
    def absent(cls, case: str, mode: str) -> CaseRecord:
        """A case missing from a run: no calls, no results, no claims, an error that
        the cascade had to escalate. It scores 0; it never drops out of an average."""
        return cls(case=case, mode=mode, outcome="error", fallback="error", missing=True)

    @property
    def cost_usd(self) -> float:
        return math.fsum(call.cost_usd for call in self.calls)

    @property
    def reference_date(self) -> dt.date | None:
        """The day freshness windows count back from: when the case ran or was captured."""
        if self.window is not None:
            return self.window[0].astimezone(dt.UTC).date()
        times = [c.at for c in self.calls if c.at is not None]
        return min(times).astimezone(dt.UTC).date() if times else None

    @property
    def claim_ids_contradicted(self) -> frozenset[str]:
        """Claims named by another claim's `contradicts_claim_ids`, or naming one."""
        named = {target for claim in self.claims for target in claim.contradicts}
        return frozenset(named | {claim.id for claim in self.claims if claim.contradicts})


@dataclass(frozen=True)
class ProviderRun:
    provider: str
    path: Path
    records: Mapping[str, CaseRecord]

    @property
    def modes(self) -> frozenset[str]:
        return frozenset(r.mode for r in self.records.values())


@dataclass(frozen=True)
class Run:
    run_id: str
    path: Path
    providers: Mapping[str, ProviderRun] = field(default_factory=dict)


RUN_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def _inside(path: Path, folder: Path) -> bool:
    real = Path(os.path.realpath(path))
    top = Path(os.path.realpath(folder))
    return real == top or top in real.parents


def find_run(
    runs_dir: Path, run_id: str | None, display: str, *, within: Path | None = None
) -> Path:
    """The folder of run `run_id`; without one, the only run there is.

    `within` is the wall: the runs folder and the run must resolve inside it (the fixture
    root), so a symlinked `runs/` never makes `score` read or write elsewhere.
    """
    if within is not None and runs_dir.exists() and not _inside(runs_dir, within):
        raise ScoreInputError(
            f"{display}: resolves outside the fixture root (a symlink to "
            f"{os.path.realpath(runs_dir)}); score reads and writes runs only inside the root"
        )
    if run_id is not None:
        if not RUN_ID.match(run_id):
            raise ScoreInputError(f"--run {run_id!r}: a run id is a plain folder name")
        path = runs_dir / run_id
        if not path.is_dir():
            raise ScoreInputError(f"{display}/{run_id}: no such run")
    else:
        if not runs_dir.is_dir():
            raise ScoreInputError(f"{display}: no runs folder (runs/<run-id>/<provider>.jsonl)")
        runs = sorted(
            p.name for p in runs_dir.iterdir() if p.is_dir() and not p.name.startswith(".")
        )
        if not runs:
            raise ScoreInputError(f"{display}: no run in it (runs/<run-id>/<provider>.jsonl)")
        if len(runs) > 1:
            raise ScoreInputError(
                f"{display}: {len(runs)} runs ({', '.join(runs[:5])}); choose one with --run"
            )
        path = runs_dir / runs[0]
    if not _inside(path, runs_dir if within is None else within):
        raise ScoreInputError(
            f"{display}/{path.name}: resolves outside the "
            f"{'runs folder' if within is None else 'fixture root'} (a symlink to "
            f"{os.path.realpath(path)}); refusing to read or write there"
        )
    return path


def run_files(run_dir: Path) -> list[Path]:
    """The `<provider>.jsonl` files of a run; one that is a symlink leaving the run is refused."""
    found = []
    for path in sorted(run_dir.glob("*.jsonl")):
        if path.name.startswith(".") or not path.is_file():
            continue
        if not _inside(path, run_dir):
            raise ScoreInputError(
                f"{path.name}: a symlink to {os.path.realpath(path)}, outside the run folder"
            )
        found.append(path)
    return found


def load_run(run_dir: Path, display: str, *, allowed_cases: Iterable[str]) -> Run:
    """Every `<provider>.jsonl` of a run folder, validated line by line."""
    allowed = set(allowed_cases)
    providers: dict[str, ProviderRun] = {}
    for path in run_files(run_dir):
        provider = path.stem
        providers[provider] = load_provider_run(
            path, f"{display}/{path.name}", provider=provider, allowed_cases=allowed
        )
    return Run(run_id=run_dir.name, path=run_dir, providers=providers)


def load_provider_run(
    path: Path, display: str, *, provider: str, allowed_cases: set[str]
) -> ProviderRun:
    data = _read(path, display)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ScoreInputError(f"{display}: not UTF-8 text") from None
    records: dict[str, CaseRecord] = {}
    problems: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = _parse_line(line, number, allowed_cases)
        except ValueError as exc:
            problems.append(f"line {number}: {exc}")
            continue
        if record.case in records:
            problems.append(
                f"line {number}: case {record.case} already on line {records[record.case].line}; "
                "a run has one line per case"
            )
            continue
        records[record.case] = record
    if problems:
        raise _fail(display, problems)
    if not records:
        raise ScoreInputError(f"{display}: empty run file (one JSON line per case expected)")
    return ProviderRun(provider=provider, path=path, records=records)


def _number(value: Any, what: str, bound: float) -> float:
    """A finite float within `bound` (big JSON integers included: float() would overflow)."""
    if isinstance(value, int) and abs(value) > bound:
        raise ValueError(f"{what}: {len(str(abs(value)))}-digit number, over {bound:g}")
    number = float(value)
    if not math.isfinite(number) or number > bound:
        raise ValueError(f"{what}: must be a finite number ≤ {bound:g}")
    return number


def _parse_calls(raw_calls: list[Any]) -> tuple[Call, ...]:
    calls = []
    for index, c in enumerate(raw_calls):
        where = f"calls › {index}"
        latency = c["latency_ms"]
        missing = c.get("missing")
        calls.append(
            Call(
                operation=c["operation"],
                cost_usd=_number(c["cost_usd"], f"{where} › cost_usd", MAX_CALL_COST_USD),
                latency_ms=None
                if latency is None
                else _number(latency, f"{where} › latency_ms", MAX_LATENCY_MS),
                status=c["status"],
                at=_instant(c["at"], f"{where} › at") if c.get("at") else None,
                fixture=c.get("fixture"),
                partial=c.get("partial"),
                missing=None if missing is None else tuple(missing),
                index=index,
            )
        )
    return tuple(calls)


def _instant(value: str, where: str) -> dt.datetime:
    try:
        return parse_instant(value)
    except TimestampError as exc:
        raise ValueError(f"{where}: {exc}") from None


def _parse_line(line: str, number: int, allowed_cases: set[str]) -> CaseRecord:
    try:
        value = parse_json(line).value
    except JsonError as exc:
        raise ValueError(f"column {exc.column}: {exc.message}") from None
    for violation in validate("run", value):
        raise ValueError(f"{pretty_pointer(violation.pointer)}: {violation.message}")
    case = value["case"]
    if case not in allowed_cases:
        raise ValueError(f"case {case!r} is in neither the golden set nor the manifest")
    calls = _parse_calls(value["calls"])
    window = None
    if value.get("window"):
        start = _instant(value["window"]["start"], "window › start")
        end = _instant(value["window"]["end"], "window › end")
        if end < start:
            raise ValueError("window: end is before start")
        window = (start, end)
    results: list[Result] = []
    seen: set[str] = set()
    duplicates = 0
    dates: list[dt.date | None] = []
    for index, raw in enumerate(value["results"]):
        published = raw.get("published_at")
        try:
            date = parse_day(published) if published else None
        except TimestampError as exc:
            raise ValueError(f"results › {index} › published_at: {exc}") from None
        dates.append(date)
        result = Result(
            url=raw["url"],
            rank=len(results) + 1,
            published_at=date,
            title=raw.get("title"),
            snippet=raw.get("snippet"),
        )
        if result.key in seen:
            duplicates += 1  # one document counted once, at its best rank
            continue
        seen.add(result.key)
        results.append(result)
    claims = []
    ids: set[str] = set()
    for raw in value["claims"]:
        observation = raw.get("observation") or {}
        if raw["id"] in ids:
            raise ValueError(f"claims: id {raw['id']!r} appears twice")
        ids.add(raw["id"])
        claims.append(
            Claim(
                id=raw["id"],
                claim_type=raw["claim_type"],
                artifact=observation.get("artifact"),
                span=observation.get("span"),
                text=observation.get("text"),
                contradicts=tuple(raw.get("contradicts_claim_ids") or ()),
            )
        )
    injection = value.get("injection") or {}
    fixtures = value.get("fixtures")
    return CaseRecord(
        case=case,
        mode=value["mode"],
        calls=calls,
        results=tuple(results),
        claims=tuple(claims),
        outcome=value["outcome"],
        fallback=value["fallback"],
        flagged=frozenset(injection.get("flagged") or ()),
        reached_model=frozenset(injection.get("reached_model") or ()),
        window=window,
        line=number,
        duplicate_results=duplicates,
        fixtures=None if fixtures is None else dict(fixtures),
        result_urls=tuple(raw["url"] for raw in value["results"]),
        result_dates=tuple(dates),
    )


# --- invoice ------------------------------------------------------------------------------


@dataclass(frozen=True)
class InvoiceLine:
    provider: str
    period: str
    amount: float


def load_invoice(path: Path, display: str) -> tuple[InvoiceLine, ...]:
    """The provider's invoice as CSV with a header: provider, period, amount (USD)."""
    data = _read(path, display)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ScoreInputError(f"{display}: not UTF-8 text") from None
    try:
        return _invoice_lines(text, display)
    except csv.Error as exc:
        reason = str(exc)
        if "field larger than field limit" in reason:
            reason = f"a field is longer than {MAX_CSV_FIELD:,} characters"
        raise ScoreInputError(f"{display}: not a readable CSV invoice: {reason}") from None


def _invoice_lines(text: str, display: str) -> tuple[InvoiceLine, ...]:
    csv.field_size_limit(MAX_CSV_FIELD)
    reader = csv.DictReader(io.StringIO(text))
    header = [h.strip().lower() for h in reader.fieldnames or []]
    missing = [h for h in ("provider", "period", "amount") if h not in header]
    if missing:
        raise ScoreInputError(
            f"{display}: header must be provider, period, amount (missing {', '.join(missing)})"
        )
    reader.fieldnames = header
    lines = []
    for number, row in enumerate(reader, start=2):
        provider = (row.get("provider") or "").strip()
        amount_text = (row.get("amount") or "").strip().lstrip("$").replace(",", "")
        if not provider and not amount_text:
            continue
        try:
            amount = float(amount_text)
        except ValueError:
            raise ScoreInputError(
                f"{display}:{number}: amount {amount_text!r} is not a number"
            ) from None
        if not math.isfinite(amount) or amount < 0:
            raise ScoreInputError(f"{display}:{number}: amount must be a finite number ≥ 0")
        if not provider:
            raise ScoreInputError(f"{display}:{number}: provider is empty")
        lines.append(InvoiceLine(provider, (row.get("period") or "").strip(), amount))
    if not lines:
        raise ScoreInputError(f"{display}: no invoice line")
    return tuple(lines)
