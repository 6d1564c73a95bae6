"""`redact`: turn a raw capture into a committed fixture (§3).

Reads an exchange JSON (the contract's envelope), a HAR file or entry, an HTML page or
a PDF; cuts bodies over 512 KB to their first relevant block plus 2 KB of context;
replaces secrets and personal data with placeholders — `[REDACTED]` for secrets,
`redacted@example.test` and `+52-000-000-0000` for personal data — while role mailboxes,
hosts, paths and every date stay; writes the fixture and its manifest entry
(`sha256`, `sha256_original`, `captured_at`, `truncated`, `original_bytes`) as one
journaled commit (`journal.py`); then re-checks every expected span over the new
artifact and lists those the redaction moved. A span is never adjusted.

Detectors are a list of functions `(text, *, media, config) -> list[Match]`: secrets
always, personal data when its module is installed. A match marked `ambiguous` (a phone
on a company page) is left in place and listed for review, never silently removed.

PDFs are scanned page by page, but not rewritten: rewriting a PDF's text layer without
breaking its layout is out of reach here. A PDF with findings is refused with the
pages to fix at the source; a clean one is recorded as it is.
"""

from __future__ import annotations

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
from fixture_guard.manifest import (
    CLASSES,
    HTML_KINDS,
    MAX_BODY_BYTES,
    PDF_KINDS,
    Entry,
    Manifest,
    load_manifest,
    sha256_bytes,
)
from fixture_guard.rules.policy import CONTEXT_BYTES, MAX_TRUNCATED_BYTES
from fixture_guard.timeutil import TimestampError, format_rfc3339, parse_rfc3339
from fixture_guard.tree import PROVIDER_SLUG, FixtureTree, unsafe_reason

Detector = Callable[..., list[Match]]

ERROR_CLASSES = frozenset({"429", "5xx", "timeout", "partial"})


class RedactRefused(FixtureGuardError):
    """The input cannot be made safe by this tool (a PDF with findings): nothing written."""


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
    #: "re-capture `_shared/expected/…`" lines: spans the redaction moved.
    recapture: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class RedactOptions:
    provider: str
    case: str
    cls: str
    captured_at: str | None = None
    kind: str | None = None
    rel: str | None = None  # --as: the tree path, overriding the default
    source_url: str | None = None


# --- reading the raw capture --------------------------------------------------------------


def _is_har(value: Any) -> bool:
    return isinstance(value, dict) and (
        isinstance(value.get("log"), dict)
        or (
            isinstance(value.get("request"), dict)
            and isinstance(value["request"].get("headers"), list)
        )
    )


def _har_headers(raw: Any) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    for item in raw if isinstance(raw, list) else []:
        if not isinstance(item, dict) or "name" not in item:
            continue
        name, value = str(item["name"]), str(item.get("value", ""))
        if name in headers:
            previous = headers[name]
            headers[name] = [*previous, value] if isinstance(previous, list) else [previous, value]
        else:
            headers[name] = value
    return headers


def _body(text: str | None, mime: str) -> Any:
    if text is None or text == "":
        return None
    if "json" in mime:
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def har_to_envelope(
    value: dict[str, Any], options: RedactOptions, index: int | None
) -> dict[str, Any]:
    """A HAR entry (or the only entry of a HAR log) as the contract's envelope."""
    if isinstance(value.get("log"), dict):
        entries = value["log"].get("entries") or []
        if not entries:
            raise InputError("the HAR file has no entries")
        if index is None and len(entries) > 1:
            raise InputError(f"the HAR file has {len(entries)} entries: pick one with --entry N")
        chosen = entries[index or 0] if (index or 0) < len(entries) else None
        if not isinstance(chosen, dict):
            raise InputError(f"--entry {index}: no such entry")
        value = chosen
    request, response = value.get("request") or {}, value.get("response") or {}
    post = request.get("postData") or {}
    content = response.get("content") or {}
    return {
        "fixture": {"case": options.case, "operation": _operation(options, None), "artifact": None},
        "request": {
            "method": request.get("method"),
            "url": request.get("url"),
            "headers": _har_headers(request.get("headers")),
            "body": _body(post.get("text"), str(post.get("mimeType", ""))),
        },
        "response": {
            "status": response.get("status"),
            "headers": _har_headers(response.get("headers")),
            "body": _body(content.get("text"), str(content.get("mimeType", ""))),
            "body_ref": None,
        },
        "elapsed_ms": value.get("time"),
        "simulated": None,
    }


def _operation(options: RedactOptions, envelope: dict[str, Any] | None) -> str:
    if options.cls in ERROR_CLASSES:
        return "errors"
    fixture = envelope.get("fixture") if envelope else None
    operation = fixture.get("operation") if isinstance(fixture, dict) else None
    if operation in ("search", "extract", "fetch"):
        return str(operation)
    return "search" if options.cls == "results" else "extract"


def _default_rel(
    options: RedactOptions, media: str, source: Path, envelope: dict[str, Any] | None
) -> str:
    if options.rel:
        return options.rel
    if media == "html":
        return f"_shared/html/{source.stem}.html"
    if media == "pdf":
        return f"_shared/pdf/{source.stem}.pdf"
    folder = _operation(options, envelope)
    name = options.cls if folder == "errors" and options.cls != options.case else options.case
    return f"{options.provider}/{folder}/{name}.json"


# --- truncation ---------------------------------------------------------------------------

_BLOCK_START = re.compile(r"<(article|main)\b|<[a-z]+[^>]*\brole=[\"']main[\"']|<body\b", re.I)


def truncate_text(text: str, limit: int = MAX_BODY_BYTES) -> str:
    """The first relevant block (`<article>`, `<main>`, `role=main`, else `<body>`, else
    the start) with 2 KB of context before and after, cut at tag or line boundaries,
    within `limit` bytes of UTF-8."""
    match = _BLOCK_START.search(text)
    start = match.start() if match else 0
    begin = max(0, start - CONTEXT_BYTES)
    block_end = start
    if match and match.group(1):
        closing = f"</{match.group(1).lower()}>"
        end_tag = text.find(closing, start)
        if end_tag == -1:
            end_tag = text.lower().find(closing, start)
        if end_tag != -1:
            block_end = end_tag + len(closing)
    end = max(block_end + CONTEXT_BYTES, begin + CONTEXT_BYTES)
    piece = text[begin:end]
    while len(piece.encode("utf-8")) > limit:
        piece = piece[: int(len(piece) * 0.9)]
    # Cut where markup or a line ends, so no tag, attribute or secret is split.
    head_cut = piece.find(">") + 1 if begin > 0 and ">" in piece[:CONTEXT_BYTES] else 0
    tail_at = max(piece.rfind(">"), piece.rfind("\n"))
    tail_cut = tail_at + 1 if end < len(text) and tail_at > head_cut else len(piece)
    return piece[head_cut:tail_cut]


def _truncate_json(value: Any, limit: int) -> Any:
    """Cut the longest strings of a JSON value (to 2 KB) until it serialises under `limit`."""

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
                and len(node) > CONTEXT_BYTES
                and parent is not None
                and (longest is None or len(node) > longest[0])
            ):
                longest = (len(node), parent, key)
        if longest is None:
            raise InputError("the body is over 512 KB and has no long text to cut")
        _, parent, key = longest
        parent[key] = truncate_text(parent[key], CONTEXT_BYTES * 2)
    return value


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


def _captured_at(options: RedactOptions, envelope: dict[str, Any] | None) -> str:
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


def prepare(
    raw_path: Path,
    options: RedactOptions,
    config: Config,
    *,
    entry_index: int | None = None,
    found: Iterable[Detector] | None = None,
) -> RedactedFile:
    """Read, cut and redact one raw capture; nothing is written."""
    if options.cls not in CLASSES:
        raise InputError(f"--class: {options.cls!r} is not one of {', '.join(CLASSES)}")
    if not PROVIDER_SLUG.match(options.provider):
        raise InputError(f"--provider: {options.provider!r} is not a provider slug (a-z, 0-9, -)")
    try:
        raw = raw_path.read_bytes()
    except OSError as exc:
        raise InputError(f"{raw_path}: cannot read: {exc.strerror or exc}") from None
    media = sniff_media(raw_path.name, raw)
    if media == "binary":
        raise InputError(f"{raw_path}: binary content, not an exchange, page or PDF")
    if media == "pdf":
        return _prepare_pdf(raw_path, raw, options, config, found)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{raw_path}: not UTF-8 (byte {exc.start})") from None
    envelope: dict[str, Any] | None = None
    notes: list[str] = []
    truncated = False
    if media == "json" or raw_path.suffix.lower() == ".har":
        try:
            value = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise InputError(f"{raw_path}: not valid JSON ({exc})") from None
        if _is_har(value):
            value = har_to_envelope(value, options, entry_index)
            notes.append("converted from HAR to the exchange envelope")
        if not isinstance(value, dict) or not isinstance(value.get("response"), dict):
            raise InputError(f"{raw_path}: not an exchange (no response object)")
        envelope = value
        if isinstance(envelope.get("fixture"), dict):
            envelope["fixture"].setdefault("case", options.case)
        text = json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"
        if len(text.encode("utf-8")) > MAX_BODY_BYTES:
            envelope = _truncate_json(envelope, MAX_BODY_BYTES - 16 * 1024)
            text = json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"
            truncated = True
        media = "json"
    elif media in ("html", "text") and len(raw) > MAX_BODY_BYTES:
        text = truncate_text(text, MAX_BODY_BYTES - 16 * 1024)
        truncated = True
    kept_before = len(find_removed_kept_values(text))
    redacted, replaced, review = redact_text(text, media=media, config=config, found=found)
    if len(find_removed_kept_values(redacted)) > kept_before:
        raise RedactRefused(
            f"{raw_path}: redaction would blank a host, path or date; nothing written"
        )
    if media == "json":
        try:
            json.loads(redacted)
        except ValueError as exc:  # a placeholder must never break the document
            raise RedactRefused(
                f"{raw_path}: redaction broke the JSON ({exc}); nothing written"
            ) from None
    data = redacted.encode("utf-8")
    rel = _default_rel(options, media, raw_path, envelope)
    if truncated:
        notes.append(
            f"truncated: {len(raw)} bytes cut to {len(data)} "
            "(first relevant block + 2 KB of context)"
        )
    entry = Entry(
        case=options.case,
        path=rel,
        cls=options.cls,
        sha256=sha256_bytes(data),
        captured_at=_captured_at(options, envelope),
        sha256_original=sha256_bytes(raw),
        kind=options.kind,
        # From the redacted document: a request URL may carry a key in its query string.
        source_url=_clean_url(
            _source_url(
                options,
                json.loads(redacted) if media == "json" else None,
                redacted if media == "html" else None,
            ),
            config,
        ),
        bytes=len(data),
        truncated=truncated,
        original_bytes=len(raw) if truncated else None,
        synthetic=False,
    )
    return RedactedFile(raw_path, rel, media, data, entry, replaced, review, notes)


def _prepare_pdf(
    raw_path: Path,
    raw: bytes,
    options: RedactOptions,
    config: Config,
    found: Iterable[Detector] | None,
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
    notes = [
        "PDF scanned page by page: nothing to remove; recorded unchanged (PDFs are never rewritten)"
    ]
    if len(raw) > MAX_BODY_BYTES:
        notes.append(
            f"PDF of {len(raw) // 1024} KB kept whole: fixture-guard cannot cut a PDF "
            "(FG402 reports it unless waived)"
        )
    rel = _default_rel(options, "pdf", raw_path, None)
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
    )
    return RedactedFile(raw_path, rel, "pdf", raw, entry, [], review, notes)


# --- the plan and its commit -------------------------------------------------------------


def plan_redaction(
    raws: Iterable[Path],
    options: RedactOptions,
    config: Config,
    *,
    root: Path,
    manifest_path: Path,
    entry_index: int | None = None,
    found: Iterable[Detector] | None = None,
) -> RedactPlan:
    """Everything `redact` will write, computed before anything is written."""
    from fixture_guard.journal import JOURNAL_NAME, recover

    recover(root / JOURNAL_NAME)  # a previous redact that crashed: undo it first
    raw_list = list(raws)
    if options.rel and len(raw_list) > 1:
        raise InputError("--as names one tree path: give one RAW file with it")
    if options.kind and options.kind not in (*HTML_KINDS, *PDF_KINDS):
        raise InputError(f"--kind: {options.kind!r} is not a page or PDF kind")
    files = [prepare(p, options, config, entry_index=entry_index, found=found) for p in raw_list]
    rels = [f.rel for f in files]
    if len(set(rels)) != len(rels):
        raise InputError("two inputs would be written to the same tree path: use --as")
    tree = FixtureTree.at(root)
    for redacted in files:
        reason = unsafe_reason(redacted.rel)
        if reason:
            raise InputError(f"--as {redacted.rel!r}: {reason}")
        tree.resolve(redacted.rel)  # refuses symlinks out of the root
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
    plan = RedactPlan(files=files, manifest=manifest)
    plan.recapture = recheck_spans(tree, {f.rel: f for f in files})
    return plan


def recheck_spans(tree: FixtureTree, written: dict[str, RedactedFile]) -> list[str]:
    """Expected observations whose span no longer yields its text on the new artifact."""
    from fixture_guard.expected import parse_expected
    from fixture_guard.jsonfile import JsonError
    from fixture_guard.spans import is_citable

    lines: list[str] = []
    for rel in tree.files:
        if not (rel.startswith("_shared/expected/") and rel.endswith(".json")):
            continue
        try:
            expected = parse_expected(tree.resolve(rel).read_bytes())
        except (JsonError, OSError, FixtureGuardError):
            continue
        for observation in expected.observations:
            target = written.get(observation.artifact or "")
            if target is None or observation.span is None or observation.text is None:
                continue
            check = is_citable(
                observation.span, target.data, media=target.media, expected_text=observation.text
            )
            if not check.citable:
                lines.append(
                    f"re-capture `{rel}`: {observation.claim_id} ({observation.span}) "
                    f"no longer yields its text on {target.rel}: {check.reason}"
                )
    return lines


def apply(plan: RedactPlan, *, root: Path, step: Callable[[str], None] | None = None) -> None:
    """Write the artifacts and then the manifest, as one journaled commit."""
    from fixture_guard.journal import JOURNAL_NAME, commit

    tree = FixtureTree.at(root)
    writes: dict[Path, bytes] = {tree.root / f.rel: f.data for f in plan.files}
    writes[plan.manifest.path] = plan.manifest.to_json()  # last: the manifest names the rest
    commit(writes, journal=tree.root / JOURNAL_NAME, step=step)
