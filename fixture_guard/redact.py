"""`redact`: turn a raw capture into a committed fixture (spec §3).

Reads an exchange envelope, a VCR cassette (vcrpy, pytest-recording, Betamax; YAML or
JSON), a HAR file, a provider's response body alone (with `--request-url`), an HTML page
or a PDF (`fixture_guard.recordings`); anything else is refused with one line. A
recording with several interactions becomes one fixture per interaction, or the one
`--entry N` picks.

Bodies over 512 KB are cut to the block(s) the case's expected spans cite — or, before
any observation exists, the block named with `--keep SELECTOR` — plus 2 KB of context
(spec §3). Secrets and personal data are replaced with placeholders — `[REDACTED]`,
`redacted@example.test`, `+52-000-000-0000` — while role mailboxes, hosts, paths and
every date stay. Every expected span citing the artifact is then resolved again on what
would be written: if one would no longer yield its text, nothing is written (a span is
re-captured, never adjusted). The fixture and its manifest entry (`sha256`,
`sha256_original`, `captured_at`, `truncated`, `original_bytes`, `kind`) are written as
one journaled commit (`journal.py`). An existing fixture is overwritten only with
`force`.

Detectors are a list of functions `(text, *, media, config) -> list[Match]`: secrets
always, personal data when its module is installed. A match marked `ambiguous` (a phone
on a company page) is left in place and listed for review, never silently removed.

PDFs are scanned page by page, but not rewritten: rewriting a PDF's text layer without
breaking its layout is out of reach here. A PDF with findings is refused with the
pages to fix at the source, and so is one over 512 KB (it cannot be cut here); a clean
one is recorded as it is.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fixture_guard.config import Config
from fixture_guard.content import sniff_media
from fixture_guard.detect.base import LineIndex, Match
from fixture_guard.detect.secrets import find_removed_kept_values, find_secrets, resolve_overlaps
from fixture_guard.errors import FixtureGuardError, InputError, ManifestUnreadable
from fixture_guard.expected import Observation
from fixture_guard.manifest import (
    CLASSES,
    HTML_KINDS,
    INJECTION_VECTORS,
    MAX_BODY_BYTES,
    PDF_KINDS,
    Entry,
    Manifest,
    load_manifest,
    sha256_bytes,
)
from fixture_guard.recordings import FORMATS, Exchange, RecordingError, bare_response, exchanges_of
from fixture_guard.rules.policy import CONTEXT_BYTES, MAX_TRUNCATED_BYTES
from fixture_guard.timeutil import TimestampError, format_rfc3339, parse_rfc3339
from fixture_guard.tree import PROVIDER_SLUG, FixtureTree, unsafe_reason

Detector = Callable[..., list[Match]]

ERROR_CLASSES = frozenset({"429", "5xx", "timeout", "partial"})
#: Classes whose pages and PDFs must say which kind they are (FG303, FG304 read it).
KIND_CLASSES = {"html": HTML_KINDS, "pdf": PDF_KINDS}
#: Between two kept pieces of a cut page: says where bytes were dropped.
CUT_MARK = "\n<!-- [truncated] -->\n"


class RedactRefused(FixtureGuardError):
    """The input cannot be made safe, or cut, without breaking it: nothing written."""


class OverwriteRefused(InputError):
    """The fixture exists and `force` was not given: nothing written."""


def detectors() -> list[Detector]:
    """Secrets always; personal data when `fixture_guard.detect.personal` is installed."""
    found: list[Detector] = [find_secrets]
    try:
        from fixture_guard.detect.personal import find_personal
    except ImportError:  # a build without the personal-data family
        return found
    found.append(find_personal)
    return found


@dataclass(frozen=True)
class Replaced:
    code: str
    kind: str
    line: int
    masked: str
    replacement: str


@dataclass
class RedactedFile:
    source: Path
    rel: str
    media: str
    data: bytes
    entry: Entry
    replaced: list[Replaced] = field(default_factory=list)
    #: Ambiguous matches left in place for a person to review (masked, with their line).
    review: list[Replaced] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class RedactPlan:
    files: list[RedactedFile]
    manifest: Manifest
    #: "re-capture `_shared/expected/…`" lines: observations bound to another version.
    recapture: list[str] = field(default_factory=list)
    #: Tree paths that exist already and would be replaced.
    overwrites: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class RedactOptions:
    provider: str
    case: str
    cls: str
    captured_at: str | None = None
    kind: str | None = None
    rel: str | None = None  # --as: the tree path, overriding the default
    source_url: str | None = None
    #: CSS selectors of the blocks a page over 512 KB keeps when no observation cites it.
    keep: tuple[str, ...] = ()
    vectors: tuple[str, ...] = ()
    #: A provider's response body recorded alone: the request it answered.
    request_url: str | None = None
    request_method: str = "GET"
    status: int = 200


#: An expected observation citing an artifact: (the expected file's tree path, it).
Cited = tuple[str, Observation]


# --- where things go ----------------------------------------------------------------------


def _api_operation(options: RedactOptions, url: Any) -> str:
    """The operation an exchange recorded (the envelope's `fixture.operation`)."""
    if options.cls == "results":
        return "search"
    path = str(url or "").split("?", 1)[0].lower()
    if "extract" in path:
        return "extract"
    if any(word in path for word in ("fetch", "scrape", "crawl", "contents")):
        return "fetch"
    return "search" if options.cls in ERROR_CLASSES else "extract"


def _folder(options: RedactOptions, envelope: dict[str, Any]) -> str:
    if options.cls in ERROR_CLASSES:
        return "errors"
    fixture = envelope.get("fixture")
    operation = fixture.get("operation") if isinstance(fixture, dict) else None
    if operation in ("search", "extract", "fetch"):
        return str(operation)
    return "search" if options.cls == "results" else "extract"


def _exchange_rel(options: RedactOptions, envelope: dict[str, Any], suffix: str) -> str:
    if options.rel:
        return options.rel
    folder = _folder(options, envelope)
    name = options.cls if folder == "errors" and options.cls != options.case else options.case
    return f"{options.provider}/{folder}/{name}{suffix}.json"


def _page_rel(options: RedactOptions, media: str, source: Path) -> str:
    return options.rel or f"_shared/{media}/{source.stem}.{media}"


# --- truncation ---------------------------------------------------------------------------


def truncate_text(text: str, limit: int = MAX_BODY_BYTES) -> str:
    """The start of a long string (a JSON body's text) within `limit` bytes of UTF-8, cut
    where markup or a line ends so no tag, attribute or secret is split."""
    piece = text
    while len(piece.encode("utf-8")) > limit:
        piece = piece[: int(len(piece) * 0.9)]
    if len(piece) < len(text):
        tail_at = max(piece.rfind(">"), piece.rfind("\n"))
        if tail_at > 0:
            piece = piece[: tail_at + 1]
    return piece


def _truncate_json(value: Any, limit: int) -> Any:
    """Cut the longest strings of a JSON value (to 4 KB) until it serialises under `limit`."""

    def size(v: Any) -> int:
        return len(json.dumps(v, indent=2, ensure_ascii=False).encode("utf-8"))

    while size(value) > limit:
        longest: tuple[int, list[Any], Any] | None = None
        stack: list[tuple[Any, Any, Any]] = [(value, None, None)]
        while stack:
            node, parent, key = stack.pop()
            if isinstance(node, dict):
                stack.extend((v, node, k) for k, v in node.items())
            elif isinstance(node, list):
                stack.extend((v, node, i) for i, v in enumerate(node))
            elif (
                isinstance(node, str)
                and len(node) > CONTEXT_BYTES * 2
                and parent is not None
                and (longest is None or len(node) > longest[0])
            ):
                longest = (len(node), parent, key)
        if longest is None:
            raise RedactRefused("the body is over 512 KB and has no long text to cut")
        _, parent, key = longest
        parent[key] = truncate_text(parent[key], CONTEXT_BYTES * 2)
    return value


def element_range(text: str, css: str) -> tuple[int, int] | None:
    """Where the first element matching `css` sits in the page's source text, or None.

    lxml knows an element's line, not its column: the element is found as the n-th
    `<tag` of the source when the parser saw as many as the text holds, else as the
    n-th `<tag` of its line; its end is the matching close tag.
    """
    from cssselect import SelectorError

    from fixture_guard.artifacts import load_html

    document = load_html(text.encode("utf-8"))
    try:
        matches = document.select(css)
    except SelectorError as exc:
        raise InputError(f"--keep {css!r}: invalid CSS selector ({exc})") from None
    if not matches or not isinstance(matches[0].tag, str):
        return None
    element = matches[0]
    tag = element.tag.lower()
    opening = re.compile(rf"<{re.escape(tag)}(?=[\s/>])", re.IGNORECASE)
    positions = [m.start() for m in opening.finditer(text)]
    elements = list(document.root.iter(tag))
    index = next(i for i, e in enumerate(elements) if e is element)
    if len(positions) == len(elements):
        start = positions[index]
    else:
        line = element.sourceline or 1
        same_line = [e for e in elements if e.sourceline == line]
        rank = next(i for i, e in enumerate(same_line) if e is element)
        line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        low = line_starts[line - 1] if line - 1 < len(line_starts) else 0
        high = line_starts[line] if line < len(line_starts) else len(text)
        on_line = [p for p in positions if low <= p < high]
        if rank >= len(on_line):
            return None
        start = on_line[rank]
    depth = 0
    tags = re.compile(rf"<(/?){re.escape(tag)}(?=[\s/>])[^>]*>", re.IGNORECASE)
    for m in tags.finditer(text, start):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return start, m.end()
    head_end = text.find(">", start)
    return start, (head_end + 1 if head_end != -1 else len(text))


def _anchors(
    text: str, cited: list[Cited], keep: tuple[str, ...], raw_name: str
) -> list[tuple[int, int, str]]:
    """(start, end, what) of every block the cut must keep."""
    from fixture_guard.spans import SpanError, parse_span

    found: list[tuple[int, int, str]] = []
    for rel, obs in cited:
        try:
            span = parse_span(obs.span or "")
        except SpanError:
            continue
        what = f"{obs.claim_id} ({span}) of {rel}"
        if span.kind == "offset" and span.start is not None and span.end is not None:
            found.append((span.start, min(span.end, len(text)), what))
        elif span.kind == "selector" and span.selector:
            where = element_range(text, span.selector)
            if where is not None:
                found.append((*where, what))
    for css in keep:
        where = element_range(text, css)
        if where is None:
            raise InputError(f"{raw_name}: --keep {css!r} matches no element of the page")
        found.append((*where, f"--keep {css}"))
    return sorted(found)


def _pieces(text: str, anchors: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """Each block widened by 2 KB of context on both sides, snapped to the end of a tag,
    overlapping pieces merged."""
    merged: list[tuple[int, int]] = []
    for start, end, _ in anchors:
        low, high = max(0, start - CONTEXT_BYTES), min(len(text), end + CONTEXT_BYTES)
        if low > 0:
            cut = text.find(">", low, start)
            low = cut + 1 if cut != -1 else low
        if high < len(text):
            cut = text.rfind(">", end, high)
            high = cut + 1 if cut != -1 else high
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged


def cut_candidates(text: str, anchors: list[tuple[int, int, str]]) -> list[tuple[str, str]]:
    """(how, text) ways to cut a page, tightest first: the blocks with 2 KB of context
    each (what spec §3 says), then everything from the start to the last block + 2 KB — which
    keeps every offset where it was."""
    pieces = _pieces(text, anchors)
    tight = CUT_MARK.join(text[a:b] for a, b in pieces)
    if pieces[0][0] > 0:
        tight = CUT_MARK.lstrip("\n") + tight
    if pieces[-1][1] < len(text):
        tight += CUT_MARK.rstrip("\n")
    candidates = [("the cited block(s) + 2 KB of context", tight)]
    end = pieces[-1][1]
    if pieces[0][0] > 0 or len(pieces) > 1:
        prefix = text[:end] + (CUT_MARK.rstrip("\n") if end < len(text) else "")
        candidates.append(("the page up to the cited block(s) + 2 KB (offsets kept)", prefix))
    return candidates


# --- redaction ----------------------------------------------------------------------------


def redact_text(
    text: str, *, media: str, config: Config, found: Iterable[Detector] | None = None
) -> tuple[str, list[Replaced], list[Replaced]]:
    """The text with every certain match replaced; (text, replaced, left for review)."""
    matches: list[Match] = []
    for detector in found if found is not None else detectors():
        matches.extend(detector(text, media=media, config=config))
    certain = [m for m in matches if m.replacement is not None and not m.ambiguous]
    index = LineIndex(text)
    review = [
        Replaced(m.code, m.kind, index.line_col(m.start)[0], m.masked, "")
        for m in matches
        if m.ambiguous or m.replacement is None
    ]
    chosen = resolve_overlaps(certain)
    replaced = [
        Replaced(m.code, m.kind, index.line_col(m.start)[0], m.masked, m.replacement or "")
        for m in chosen
    ]
    pieces: list[str] = []
    position = 0
    for match in chosen:
        pieces.append(text[position : match.start])
        pieces.append(match.replacement or "")
        position = match.end
    pieces.append(text[position:])
    return "".join(pieces), replaced, review


def _redact_checked(
    text: str, raw_name: str, *, media: str, config: Config, found: Iterable[Detector] | None
) -> tuple[str, list[Replaced], list[Replaced]]:
    kept_before = len(find_removed_kept_values(text))
    redacted, replaced, review = redact_text(text, media=media, config=config, found=found)
    if len(find_removed_kept_values(redacted)) > kept_before:
        raise RedactRefused(
            f"{raw_name}: redaction would blank a host, path or date; nothing written"
        )
    if media == "json":
        try:
            json.loads(redacted)
        except ValueError as exc:  # a placeholder must never break the document
            raise RedactRefused(
                f"{raw_name}: redaction broke the JSON ({exc}); nothing written"
            ) from None
    return redacted, replaced, review


def moved_spans(cited: list[Cited], data: bytes, media: str) -> list[str]:
    """The cited observations whose span would no longer yield its text on `data`."""
    from fixture_guard.spans import is_citable

    moved = []
    for rel, obs in cited:
        if obs.span is None or obs.text is None or obs.expected_error:
            continue
        check = is_citable(obs.span, data, media=media, expected_text=obs.text)
        if not check.citable:
            moved.append(f"{obs.claim_id} ({obs.span}) of `{rel}`: {check.reason}")
    return moved


def _captured_at(
    options: RedactOptions, envelope: dict[str, Any] | None, recorded_at: str | None = None
) -> str:
    if options.captured_at:
        try:
            return format_rfc3339(parse_rfc3339(options.captured_at))
        except TimestampError as exc:
            raise InputError(f"--captured-at: {exc}") from None
    response = envelope.get("response") if envelope else None
    headers = response.get("headers") if isinstance(response, dict) else None
    if isinstance(headers, dict):
        for name, value in headers.items():
            if str(name).lower() == "date":
                raw = value[0] if isinstance(value, list) and value else value
                try:
                    return format_rfc3339(email.utils.parsedate_to_datetime(str(raw)))
                except (TypeError, ValueError):
                    break
    if recorded_at:
        try:
            moment = dt.datetime.fromisoformat(recorded_at.replace("Z", "+00:00"))
        except ValueError:
            moment = None
        if moment is not None:  # Betamax records UTC without saying so
            return format_rfc3339(moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC))
    raise InputError("cannot tell when this was captured: pass --captured-at (RFC 3339, UTC)")


def _source_url(
    options: RedactOptions, envelope: dict[str, Any] | None, text: str | None
) -> str | None:
    if options.source_url:
        return options.source_url
    if envelope:
        request = envelope.get("request")
        url = request.get("url") if isinstance(request, dict) else None
        return url if isinstance(url, str) else None
    if text:
        canonical = re.search(r'<link[^>]+rel=["\']canonical["\'][^>]+href=["\']([^"\']+)', text)
        if canonical:
            return canonical.group(1)
    return None


def _clean_url(url: str | None, config: Config) -> str | None:
    if url is None:
        return None
    cleaned, _, _ = redact_text(url, media="text", config=config, found=[find_secrets])
    return cleaned


def _check_options(options: RedactOptions, media: str) -> None:
    if options.kind is not None and media not in ("html", "pdf"):
        raise InputError(f"--kind {options.kind}: kinds are for pages and PDFs, not an exchange")
    if options.keep and media != "html":
        raise InputError("--keep names a block of an HTML page: this input is not one")
    kinds = KIND_CLASSES.get(options.cls)
    if media in ("html", "pdf") and kinds is not None:
        if options.kind is None:
            raise InputError(
                f"--kind is needed for a class {options.cls} {media.upper()}: one of "
                f"{', '.join(kinds)} (FG303/FG304 read it)"
            )
        if options.kind not in kinds:
            raise InputError(
                f"--kind {options.kind}: not a kind of class {options.cls} "
                f"(one of {', '.join(kinds)})"
            )
    allowed = HTML_KINDS if media == "html" else PDF_KINDS
    if options.kind is not None and options.kind not in allowed:
        raise InputError(f"--kind {options.kind}: not a kind of {media.upper()} document")


# --- preparing each input -----------------------------------------------------------------


def _parse_structured(raw_path: Path, text: str) -> Any:
    from fixture_guard.recordings import load_yaml

    suffix = raw_path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        return load_yaml(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        if suffix in (".json", ".har"):
            raise InputError(f"{raw_path}: not valid JSON ({exc})") from None
    if text.lstrip().startswith("interactions:"):
        return load_yaml(text)  # a cassette saved without its .yaml suffix
    raise RecordingError(f"{raw_path}: not {FORMATS}, an HTML page or a PDF")


def prepare(
    raw_path: Path,
    options: RedactOptions,
    config: Config,
    *,
    entry_index: int | None = None,
    found: Iterable[Detector] | None = None,
    cited: dict[str, list[Cited]] | None = None,
) -> list[RedactedFile]:
    """Read, cut and redact one raw capture (one file per exchange); nothing is written.

    `cited` maps a tree path to the expected observations citing it: their spans choose
    what a cut keeps, and must still resolve on what would be written.
    """
    if options.cls not in CLASSES:
        raise InputError(f"--class: {options.cls!r} is not one of {', '.join(CLASSES)}")
    if not PROVIDER_SLUG.match(options.provider):
        raise InputError(f"--provider: {options.provider!r} is not a provider slug (a-z, 0-9, -)")
    unknown = [v for v in options.vectors if v not in INJECTION_VECTORS]
    if unknown:
        raise InputError(f"--vector {unknown[0]}: one of {', '.join(INJECTION_VECTORS)}")
    cited = cited or {}
    try:
        raw = raw_path.read_bytes()
    except OSError as exc:
        raise InputError(f"{raw_path}: cannot read: {exc.strerror or exc}") from None
    media = sniff_media(raw_path.name, raw)
    if media == "binary":
        raise InputError(f"{raw_path}: binary content, not {FORMATS}, an HTML page or a PDF")
    if media == "pdf":
        _check_options(options, "pdf")
        rel = _page_rel(options, "pdf", raw_path)
        return [_prepare_pdf(raw_path, raw, rel, options, config, found, cited.get(rel, []))]
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{raw_path}: not UTF-8 (byte {exc.start})") from None
    if media == "html":
        _check_options(options, "html")
        rel = _page_rel(options, "html", raw_path)
        return [_prepare_page(raw_path, raw, text, rel, options, config, found, cited.get(rel, []))]
    _check_options(options, "json")
    value = _parse_structured(raw_path, text)
    exchanges = _exchanges(raw_path, value, options)
    if entry_index is not None:
        if entry_index >= len(exchanges):
            raise InputError(
                f"--entry {entry_index}: {raw_path.name} holds {len(exchanges)} exchange(s) "
                f"(0 to {len(exchanges) - 1})"
            )
        exchanges = [exchanges[entry_index]]
    if options.rel and len(exchanges) > 1:
        raise InputError(
            f"--as names one tree path but {raw_path.name} holds {len(exchanges)} exchanges: "
            "pick one with --entry N"
        )
    many = len(exchanges) > 1
    return [
        _prepare_exchange(raw_path, raw, exchange, options, config, found, many=many)
        for exchange in exchanges
    ]


def _exchanges(raw_path: Path, value: Any, options: RedactOptions) -> list[Exchange]:
    url_of = options.request_url
    operation = _api_operation(options, url_of)
    try:
        exchanges = exchanges_of(value, case=options.case, operation=operation)
    except RecordingError as exc:
        raise RecordingError(f"{raw_path}: {exc}") from None
    if exchanges is not None:
        for exchange in exchanges:
            request = exchange.envelope.get("request")
            url = request.get("url") if isinstance(request, dict) else None
            fixture = exchange.envelope.get("fixture")
            if isinstance(fixture, dict) and exchange.source != "envelope":
                fixture["operation"] = _api_operation(options, url)
        return exchanges
    if options.request_url:
        return [
            bare_response(
                value,
                case=options.case,
                operation=operation,
                url=options.request_url,
                method=options.request_method,
                status=options.status,
            )
        ]
    raise RecordingError(
        f"{raw_path}: not {FORMATS}; if it is a provider's response body alone, name the "
        "request it answered with --request-url URL"
    )


#: Headers spec §3 always removes, whatever their value looks like: header → the rule that
#: names it. Removed structurally, one value at a time (a list of set-cookie values too).
ALWAYS_REMOVED_HEADERS = {
    "authorization": "FG502",
    "proxy-authorization": "FG502",
    "cookie": "FG505",
    "set-cookie": "FG505",
    "x-api-key": "FG501",
    "api-key": "FG501",
    "x-goog-api-key": "FG501",
    "x-subscription-token": "FG501",
    "ocp-apim-subscription-key": "FG501",
}
_SCHEME = re.compile(r"^(Bearer|Basic|Token|Digest|Bot)\s+", re.IGNORECASE)
_PLACEHOLDER = "[REDACTED]"


def _strip_headers(envelope: dict[str, Any]) -> list[Replaced]:
    """Replace the values of always-removed headers in place; what was replaced."""
    from fixture_guard.masking import mask

    replaced: list[Replaced] = []
    for part in ("request", "response"):
        section = envelope.get(part)
        headers = section.get("headers") if isinstance(section, dict) else None
        if not isinstance(headers, dict):
            continue
        for name, value in list(headers.items()):
            code = ALWAYS_REMOVED_HEADERS.get(str(name).lower())
            if code is None:
                continue
            values = value if isinstance(value, list) else [value]
            cleaned = []
            for item in values:
                text = str(item)
                scheme = _SCHEME.match(text)
                keep = scheme.group(0) if scheme and code == "FG502" else ""
                secret = text[len(keep) :]
                if not secret or secret == _PLACEHOLDER:
                    cleaned.append(text)
                    continue
                cleaned.append(keep + _PLACEHOLDER)
                replaced.append(
                    Replaced(code, f"{part} header {name}", 0, mask(secret), keep + _PLACEHOLDER)
                )
            headers[name] = cleaned if isinstance(value, list) else cleaned[0]
    return replaced


def _prepare_exchange(
    raw_path: Path,
    raw: bytes,
    exchange: Exchange,
    options: RedactOptions,
    config: Config,
    found: Iterable[Detector] | None,
    *,
    many: bool,
) -> RedactedFile:
    envelope = exchange.envelope
    stripped = _strip_headers(envelope)
    notes = [] if exchange.source == "envelope" else [f"converted from {exchange.source}"]
    if many:
        notes[0:0] = [f"exchange {exchange.index} of {raw_path.name}"]
    text = json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"
    truncated = False
    if len(text.encode("utf-8")) > MAX_BODY_BYTES:
        envelope = _truncate_json(envelope, MAX_BODY_BYTES - 16 * 1024)
        text = json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"
        truncated = True
    name = f"{raw_path}" + (f" (exchange {exchange.index})" if many else "")
    redacted, replaced, review = _redact_checked(
        text, name, media="json", config=config, found=found
    )
    replaced = stripped + replaced
    data = redacted.encode("utf-8")
    rel = _exchange_rel(options, envelope, f"-{exchange.index}" if many else "")
    if truncated:
        notes.append(f"truncated: long texts cut, {len(text.encode('utf-8'))} bytes kept")
    entry = Entry(
        case=options.case,
        path=rel,
        cls=options.cls,
        sha256=sha256_bytes(data),
        captured_at=_captured_at(options, envelope, exchange.recorded_at),
        sha256_original=sha256_bytes(raw),
        # From the redacted document: a request URL may carry a key in its query string.
        source_url=_clean_url(_source_url(options, json.loads(redacted), None), config),
        bytes=len(data),
        truncated=truncated,
        original_bytes=len(raw) if truncated else None,
        synthetic=False,
        vectors=options.vectors,
    )
    return RedactedFile(raw_path, rel, "json", data, entry, replaced, review, notes)


def _prepare_page(
    raw_path: Path,
    raw: bytes,
    text: str,
    rel: str,
    options: RedactOptions,
    config: Config,
    found: Iterable[Detector] | None,
    cited: list[Cited],
) -> RedactedFile:
    notes: list[str] = []
    if cited:
        notes.append(f"{len(cited)} expected span(s) cite {rel}: each re-resolved after redaction")
    truncated = len(raw) > MAX_BODY_BYTES
    if truncated:
        anchors = _anchors(text, cited, options.keep, str(raw_path))
        if not anchors:
            raise InputError(
                f"{raw_path}: {len(raw) // 1024} KB page is over 512 KB and no expected "
                f"observation cites {rel}: name the block to keep with --keep SELECTOR "
                "(e.g. --keep article)"
            )
        candidates = cut_candidates(text, anchors)
    else:
        if options.keep:
            notes.append("--keep ignored: the page is under 512 KB and is kept whole")
        candidates = [("", text)]
    first_moved: list[str] = []
    chosen = None
    for how, candidate in candidates:
        redacted, replaced, review = _redact_checked(
            candidate, str(raw_path), media="html", config=config, found=found
        )
        data = redacted.encode("utf-8")
        if len(data) > MAX_TRUNCATED_BYTES:
            continue
        moved = moved_spans(cited, data, "html")
        if not moved:
            chosen = (how, redacted, data, replaced, review)
            break
        first_moved = first_moved or moved
    if chosen is None:
        if first_moved:
            raise RedactRefused(
                f"{raw_path}: {'cutting and ' if truncated else ''}redaction would move "
                f"{len(first_moved)} expected span(s): {'; '.join(first_moved[:3])}"
                f"{'; …' if len(first_moved) > 3 else ''}. Nothing written: a span is "
                "re-captured, never adjusted — move the expected file aside, redact, and "
                "re-capture it from the redacted page"
                + (" (or name other blocks with --keep)" if truncated else "")
            )
        raise RedactRefused(
            f"{raw_path}: the blocks to keep are larger than 512 KB + 2 KB together; "
            "nothing written"
        )
    how, redacted, data, replaced, review = chosen
    if truncated:
        notes.append(
            f"truncated: {len(raw)} bytes cut to {len(data)}, keeping {how} "
            f"({', '.join(sorted({a[2] for a in _anchors(text, cited, options.keep, '')}))})"
        )
    entry = Entry(
        case=options.case,
        path=rel,
        cls=options.cls,
        sha256=sha256_bytes(data),
        captured_at=_captured_at(options, None),
        sha256_original=sha256_bytes(raw),
        kind=options.kind,
        source_url=_clean_url(_source_url(options, None, redacted), config),
        bytes=len(data),
        truncated=truncated,
        original_bytes=len(raw) if truncated else None,
        synthetic=False,
        renders_javascript=options.kind == "spa",
        vectors=options.vectors,
    )
    return RedactedFile(raw_path, rel, "html", data, entry, replaced, review, notes)


def _prepare_pdf(
    raw_path: Path,
    raw: bytes,
    rel: str,
    options: RedactOptions,
    config: Config,
    found: Iterable[Detector] | None,
    cited: list[Cited],
) -> RedactedFile:
    from fixture_guard.detect.extract import pdf_text

    extracted = pdf_text(raw)
    if extracted.problems:
        raise InputError(f"{raw_path}: {extracted.problems[0]}")
    certain: list[str] = []
    review: list[Replaced] = []
    for part in extracted.parts:
        for detector in found if found is not None else detectors():
            for match in detector(part.text, media="pdf", config=config):
                if match.ambiguous or match.replacement is None:
                    review.append(
                        Replaced(match.code, match.kind, part.page or 0, match.masked, "")
                    )
                else:
                    certain.append(f"page {part.page}: {match.code} {match.masked}")
    if certain:
        raise RedactRefused(
            f"{raw_path}: {len(certain)} value(s) to remove ({'; '.join(certain[:5])}"
            f"{'; …' if len(certain) > 5 else ''}). fixture-guard cannot rewrite a PDF: "
            "remove them at the source (re-export the document without them) and run redact "
            "again. Nothing written."
        )
    if len(raw) > MAX_BODY_BYTES:
        from fixture_guard.spans import SpanError, parse_span

        pages = []
        for _, obs in cited:
            try:
                span = parse_span(obs.span or "")
            except SpanError:
                continue
            if span.page is not None:
                pages.append(span.page)
        keep = (
            f"pages 1–{max(pages)}, which the expected spans cite, keep their numbers"
            if pages
            else "keep the pages the case will cite, from page 1 so their numbers stay"
        )
        raise RedactRefused(
            f"{raw_path}: {len(raw) // 1024} KB PDF is over 512 KB and fixture-guard cannot "
            f"cut a PDF: cut it at the source ({keep}) and run redact again. Nothing written."
        )
    notes = [
        "PDF scanned page by page: nothing to remove; recorded unchanged (PDFs are never rewritten)"
    ]
    entry = Entry(
        case=options.case,
        path=rel,
        cls=options.cls,
        sha256=sha256_bytes(raw),
        captured_at=_captured_at(options, None),
        sha256_original=sha256_bytes(raw),
        kind=options.kind,
        source_url=_clean_url(options.source_url, config),
        bytes=len(raw),
        truncated=False,
        synthetic=False,
        vectors=options.vectors,
    )
    return RedactedFile(raw_path, rel, "pdf", raw, entry, [], review, notes)


# --- the plan and its commit -------------------------------------------------------------


def citing(tree: FixtureTree) -> dict[str, list[Cited]]:
    """Every expected observation of the tree, by the artifact it cites."""
    from fixture_guard.expected import parse_expected
    from fixture_guard.jsonfile import JsonError

    found: dict[str, list[Cited]] = {}
    for rel in tree.files:
        if not (rel.startswith("_shared/expected/") and rel.endswith(".json")):
            continue
        try:
            expected = parse_expected(tree.resolve(rel).read_bytes())
        except (JsonError, OSError, FixtureGuardError):
            continue
        for observation in expected.observations:
            if observation.artifact:
                found.setdefault(observation.artifact, []).append((rel, observation))
    return found


def plan_redaction(
    raws: Iterable[Path],
    options: RedactOptions,
    config: Config,
    *,
    root: Path,
    manifest_path: Path,
    entry_index: int | None = None,
    found: Iterable[Detector] | None = None,
    force: bool = False,
) -> RedactPlan:
    """Everything `redact` will write, computed before anything is written.

    An existing fixture is replaced only with `force` (OverwriteRefused otherwise);
    `plan.overwrites` lists them either way.
    """
    from fixture_guard.journal import JOURNAL_NAME, recover

    recover(root / JOURNAL_NAME)  # a previous redact that crashed: undo it first
    raw_list = list(raws)
    if options.rel and len(raw_list) > 1:
        raise InputError("--as names one tree path: give one RAW file with it")
    if options.kind and options.kind not in (*HTML_KINDS, *PDF_KINDS):
        raise InputError(f"--kind: {options.kind!r} is not a page or PDF kind")
    tree = FixtureTree.at(root)
    cited = citing(tree)
    files = [
        redacted
        for path in raw_list
        for redacted in prepare(
            path, options, config, entry_index=entry_index, found=found, cited=cited
        )
    ]
    rels = [f.rel for f in files]
    if len(set(rels)) != len(rels):
        raise InputError("two inputs would be written to the same tree path: use --as")
    for redacted in files:
        reason = unsafe_reason(redacted.rel)
        if reason:
            raise InputError(f"--as {redacted.rel!r}: {reason}")
        tree.resolve(redacted.rel)  # refuses symlinks out of the root
    overwrites = [f.rel for f in files if (tree.root / f.rel).exists()]
    if overwrites and not force:
        raise OverwriteRefused(
            f"{overwrites[0]} exists"
            + (f" (and {len(overwrites) - 1} more)" if len(overwrites) > 1 else "")
            + ": pass --force to overwrite it; nothing written"
        )
    try:
        manifest = load_manifest(manifest_path)
    except ManifestUnreadable:
        if manifest_path.exists():
            raise
        manifest = Manifest.empty(manifest_path)
    written = {f.rel for f in files}
    manifest.entries = [e for e in manifest.entries if e.path not in written] + [
        f.entry for f in files
    ]
    plan = RedactPlan(files=files, manifest=manifest, overwrites=overwrites)
    plan.recapture = stale_bindings(cited, {f.rel: f for f in files})
    return plan


def stale_bindings(cited: dict[str, list[Cited]], written: dict[str, RedactedFile]) -> list[str]:
    """Observations that still resolve on the new artifact but were captured against
    another version of it: `check` reports them (FG710) until they are re-captured."""
    lines = []
    for rel, redacted in written.items():
        bound = {redacted.entry.sha256, redacted.entry.sha256_original}
        for expected_rel, obs in cited.get(rel, []):
            if obs.artifact_sha256 and obs.artifact_sha256 not in bound:
                lines.append(
                    f"re-capture `{expected_rel}`: {obs.claim_id} was captured against another "
                    f"version of {rel} ({obs.artifact_sha256[:12]}…)"
                )
    return lines


def apply(plan: RedactPlan, *, root: Path, step: Callable[[str], None] | None = None) -> None:
    """Write the artifacts and then the manifest, as one journaled commit."""
    from fixture_guard.journal import JOURNAL_NAME, commit

    tree = FixtureTree.at(root)
    writes: dict[Path, bytes] = {tree.root / f.rel: f.data for f in plan.files}
    writes[plan.manifest.path] = plan.manifest.to_json()  # last: the manifest names the rest
    commit(writes, journal=tree.root / JOURNAL_NAME, step=step)
