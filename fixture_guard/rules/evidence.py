"""FG7xx — evidence (spec §2, §3, §4.3): spans cite their text, and content is what the manifest says.

An expected observation is evidence only if its span, applied to the stored artifact,
yields the text the claim came from (fixture_guard.spans). A page filed as a JS-rendered
SPA that is not one, or a "scanned" PDF with a text layer, tests nothing. Contradictions
are checked on content: two dated documents, one entity, reciprocal links.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from fixture_guard.artifacts import ArtifactError, load_html, load_pdf
from fixture_guard.content import sniff_media
from fixture_guard.errors import UnsafePath
from fixture_guard.expected import ExpectedFile, Observation
from fixture_guard.finding import Finding, Location
from fixture_guard.manifest import HTML_KINDS, PDF_KINDS, Entry, sha256_bytes
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.schemas import validate_doc
from fixture_guard.spans import (
    CitationCheck,
    SpanError,
    is_citable,
    normalize_whitespace,
    parse_span,
    resolve_span,
    shorten,
)

OCR_ERROR = "format_tables_ocr"
ANNUAL_REPORT_MIN_PAGES = 101
#: A JS shell shows a person less text than this before its scripts run.
SPA_MAX_TEXT = 400
#: Pages of a PDF inspected for columns or tables (the layout shows on the first ones).
COLUMN_PAGES = 6


class ExpectedSchema(Rule):
    """An expected-observations file is not JSON or does not match its schema.

    ## What it does
    Validates every `_shared/expected/*.json` against `expected.schema.json`, shipped
    with fixture-guard: `case`, and per observation `claim_id`, `claim_type`, `entity`,
    `artifact`, `artifact_sha256`, `span`, `text`, `published_at`, optional
    `contradicts_claim_ids` and `expected_error` (`format_tables_ocr`, with `text` null
    and `span` null or the failing `page:N`).

    ## Why is this bad?
    The scorer and the span rule read these files; a misspelt field is a claim that
    silently stops being checked. `entity` is what lets two observations be about one
    thing, which a contradiction needs.

    ## Example
    `{"claim_id": "gs-065-c1", "span": "selector:#nota", "text": "…"}` with no
    `entity` and no `published_at`.

    ## Fix
    Re-capture the expected file with the recording tool, which writes every field.
    """

    code = "FG701"
    name = "evidence.expected-schema"


class SpanNotCitable(Rule):
    """An expected observation's span does not yield its text on the stored artifact.

    ## What it does
    Parses each observation's `span` (`offset:S-E`, `selector:CSS`, `page:N`,
    `page:N,offset:S-E`), applies it to the `_shared/` artifact it names, and compares
    what it yields with `text`: exactly for offsets, whitespace-normalised for selector
    and page spans (docs/contract.md §6). A mismatch shows both texts, shortened.

    ## Why is this bad?
    Citation coverage (spec §4.3) counts a claim as evidence only when its span yields its
    text. Redaction that moves an offset silently turns evidence into noise.

    ## Example
    `"span": "offset:488-532"` after redaction shortened an e-mail address earlier in
    the page: the span now yields `"una inversión de 250 millones de dólares y a"`.

    ## Fix
    Re-capture `_shared/expected/<case>.json` from the redacted artifact — never adjust
    a span by hand.
    """

    code = "FG702"
    name = "evidence.span-not-citable"


class KindMismatch(Rule):
    """A page or PDF is not the `kind` its manifest entry declares.

    ## What it does
    Looks at the content: `spa` is a shell with little text and script-driven content;
    `government-table` has a data table; `paywall` has paywall markers
    (`isAccessibleForFree: false` in JSON-LD, paywall or signwall containers, a
    truncated body); `corporate` is an HTML page; `annual-report` has more than 100
    pages; `scanned` has no text layer; `two-column-table` has a table or two text
    columns (pdfplumber's table finder, word positions).

    ## Why is this bad?
    Each kind exists to break extractors in one way. A "scanned" PDF with a text layer
    or an "SPA" that is plain HTML tests nothing, and the bench reports coverage it
    does not have.

    ## Example
    `{"kind": "scanned"}` on a PDF whose every page has selectable text.

    ## Fix
    Capture a page of the declared kind, or correct `kind`.
    """

    code = "FG703"
    name = "evidence.kind-mismatch"


class SpaWithoutJavaScript(Rule):
    """A `spa` page does not declare `renders_javascript: true`.

    ## What it does
    Requires `renders_javascript: true` on every manifest entry of kind `spa`.

    ## Why is this bad?
    The field tells the adapter's `rendersJavaScript` capability what the page needs;
    without it a provider that returns the empty shell is scored as if it read the page.

    ## Example
    `{"class": "html", "kind": "spa", "renders_javascript": false}`

    ## Fix
    Set `renders_javascript: true` (and keep the raw shell as the artifact).
    """

    code = "FG704"
    name = "evidence.spa-renders-javascript"


class ScannedSilently(Rule):
    """A scanned PDF is not classified as `format_tables_ocr` anywhere.

    ## What it does
    For each `scanned` PDF, looks for an expected observation on it with
    `"expected_error": "format_tables_ocr"`, or extract exchanges over it whose
    response reports that error code. Flags extract exchanges over it that return
    empty text without the error.

    ## Why is this bad?
    A scan without OCR must fail loudly (spec §2, class 3). Empty text returned as success
    is a silent failure that the bench would score as "no claim found".

    ## Example
    `_shared/expected/gs-020.json` with `"text": ""` and no `expected_error`.

    ## Fix
    Record `"expected_error": "format_tables_ocr"` with `span` and `text` null.
    """

    code = "FG705"
    name = "evidence.scanned-silent"


class Contradiction(Rule):
    """A contradiction link is not two dated claims about one entity in two documents.

    ## What it does
    For every `contradicts_claim_ids` link: the other claim exists, links back, sits in
    another artifact, has another `claim_id`, and both observations carry a
    `published_at` date and the same `entity`. Every `contradictory` document needs an
    observation in such a pair.

    ## Why is this bad?
    The class exists to verify that the adapter writes two claims with
    `contradictsClaimIds`, never one overwriting the other (spec §2, class 9). A one-way
    link, an undated side, or two claims about different things test none of that.

    ## Example
    `gs-065-c1` lists `gs-065-c2`, but `gs-065-c2` lists nothing, or has no
    `published_at`.

    ## Fix
    Re-capture both expected files so the observations name each other, with dates and
    the same `entity`.
    """

    code = "FG706"
    name = "evidence.contradiction"


class ExpectedMissing(Rule):
    """A measured golden-set case has no expected-observations file.

    ## What it does
    For every golden-set case that is measured (every `web_role` but `forbidden`),
    requires `_shared/expected/<case-id>.json`. The finding points at the case in the
    golden set.

    ## Why is this bad?
    Citation coverage (spec §4.3) checks each claim against the observation it came from.
    A case with no expected file has nothing to check claims against: every provider
    scores the same on it, and nobody notices.

    ## Example
    `gs-010` in `golden-set.json`, and no `_shared/expected/gs-010.json`.

    ## Fix
    Capture the case's expected observations against its stored artifacts.
    """

    code = "FG708"
    name = "evidence.expected-missing"


class KindCitations(Rule):
    """A page or PDF kind is not cited by the spans its class exists to verify.

    ## What it does
    Collects the spans of every expected observation by the `kind` of the artifact it
    cites. Each class 2 page kind (`corporate`, `government-table`, `spa`, `paywall`)
    needs at least one `offset:` span and one `selector:` span; each class 3 PDF kind
    (`annual-report`, `scanned`, `two-column-table`) at least one `page:` span. The
    scanned PDF's `page:` span must resolve to `"expected_error": "format_tables_ocr"`.

    ## Why is this bad?
    Class 2 verifies `offset:` and `selector:` spans, class 3 verifies `page:` spans
    (spec §2). A kind no span of that form cites is a page stored for nothing: the adapter's
    span parser is never exercised on it.

    ## Example
    Every observation on the `spa` page uses `offset:`; none uses `selector:`.

    ## Fix
    Capture an observation of the missing form on a page of that kind.
    """

    code = "FG709"
    name = "evidence.kind-citations"


class StaleExpected(Rule):
    """An expected observation was captured against another version of its artifact.

    ## What it does
    Compares each observation's `artifact_sha256` with the artifact as the manifest
    records it: its `sha256` (the sha256 of its bytes when it is not listed), or its
    `sha256_original` (an observation captured on the raw capture before redaction).
    Bytes edited without a re-hash are FG205's finding, not this one.

    ## Why is this bad?
    A span is evidence about one version of a page. When the page is re-captured, an
    observation written for the old one may still happen to resolve, or may have been
    "fixed" by hand to fit (spec §3 forbids it): either way nobody re-read the new page.

    ## Example
    `"artifact_sha256": "4f0a…"` while `_shared/html/planta.html` now hashes to `9c21…`.

    ## Fix
    Re-capture `_shared/expected/<case>.json` against the current artifact.
    """

    code = "FG710"
    name = "evidence.stale-expected"


class UnreadableArtifact(Rule):
    """A stored page or PDF cannot be parsed safely.

    ## What it does
    Reports artifacts that are encrypted, truncated, damaged, over the size or page
    limits, or decompression bombs (streams that inflate past the limits), with the
    parser's one-line reason.

    ## Why is this bad?
    No span on it can be checked and no extractor reads it the same way twice; a bomb
    can take a CI runner down.

    ## Example
    A PDF cut at 512 KB without its cross-reference table.

    ## Fix
    Re-capture the artifact whole (and decrypted).
    """

    code = "FG707"
    name = "evidence.unreadable-artifact"


RULES: tuple[type[Rule], ...] = (
    ExpectedSchema,
    SpanNotCitable,
    KindMismatch,
    SpaWithoutJavaScript,
    ScannedSilently,
    Contradiction,
    UnreadableArtifact,
    ExpectedMissing,
    KindCitations,
    StaleExpected,
)


def check(ctx: CheckContext) -> Check:
    expected = _expected_files(ctx)
    yield from _check_schema(ctx)
    yield from _check_spans(ctx, expected)
    yield from _check_bindings(ctx, expected)
    yield from _check_kinds(ctx, expected)
    yield from _check_contradictions(ctx, expected)
    if _tree_level(ctx):
        yield from _check_missing(ctx, expected)
        yield from _check_kind_citations(ctx, expected)


# --- helpers --------------------------------------------------------------------------------


def _expected_files(ctx: CheckContext) -> dict[str, ExpectedFile]:
    return ctx.expected_files()


def _artifact_bytes(ctx: CheckContext, rel: str) -> bytes | None:
    try:
        return ctx.read_bytes(rel)
    except (OSError, UnsafePath):
        return None


def _at_observation(
    ctx: CheckContext,
    rule: type[Rule],
    rel: str,
    expected: ExpectedFile,
    obs: Observation,
    message: str,
    *,
    field: str | None = None,
    key: str | None = None,
) -> Finding:
    pointer = obs.pointer + (f"/{field}" if field else "")
    line, column = expected.doc.locate(pointer)
    related = (Location(ctx.display(obs.artifact)),) if obs.artifact else ()
    return rule.finding(
        ctx.display(rel),
        message,
        line=line,
        column=column,
        key=key or f"{obs.claim_id}:{field or ''}",
        related=related,
    )


def _check_schema(ctx: CheckContext) -> Check:
    for rel in ctx.tree.files:
        if not (rel.startswith("_shared/expected/") and rel.endswith(".json")):
            continue
        if not ctx.is_selected(rel):
            continue
        parsed = ctx.expected(rel)
        if parsed is None:
            yield ExpectedSchema.finding(
                ctx.display(rel),
                'not a JSON object: expected {"case": …, "observations": […]}',
                key="unreadable",
            )
            continue
        for violation in validate_doc("expected", parsed.doc):
            line, column = parsed.doc.locate(violation.pointer)
            where = violation.pointer or "/"
            yield ExpectedSchema.finding(
                ctx.display(rel),
                f"{where}: {violation.message}",
                line=line,
                column=column,
                key=f"{violation.pointer}:{violation.validator}",
            )


def _check_spans(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    for rel, expected in files.items():
        for obs in expected.observations:
            if not (ctx.is_selected(rel) or (obs.artifact and ctx.is_selected(obs.artifact))):
                continue
            if obs.expected_error and obs.span is None:
                continue  # a failure the adapter must report, not a citation
            if not obs.artifact:
                yield _at_observation(
                    ctx,
                    SpanNotCitable,
                    rel,
                    expected,
                    obs,
                    f"claim {obs.claim_id} names no artifact",
                    field="artifact",
                )
                continue
            data = _artifact_bytes(ctx, obs.artifact)
            if data is None:
                yield _at_observation(
                    ctx,
                    SpanNotCitable,
                    rel,
                    expected,
                    obs,
                    f"claim {obs.claim_id}: artifact {obs.artifact} is not in the tree",
                    field="artifact",
                )
                continue
            if obs.expected_error and obs.span is not None:
                problem = _failing_page_problem(obs, data, sniff_media(obs.artifact, data))
                if problem:
                    yield _at_observation(
                        ctx, SpanNotCitable, rel, expected, obs, problem, field="span"
                    )
                continue
            if obs.span is None or obs.text is None:
                yield _at_observation(
                    ctx,
                    SpanNotCitable,
                    rel,
                    expected,
                    obs,
                    f"claim {obs.claim_id} has no span or no text to cite",
                    field="span",
                )
                continue
            result = _citable(obs.span, data, sniff_media(obs.artifact, data), obs.text)
            if not result.citable:
                yield _at_observation(
                    ctx,
                    SpanNotCitable,
                    rel,
                    expected,
                    obs,
                    f"claim {obs.claim_id}: {result.reason} on {obs.artifact}; re-capture "
                    f"`{rel}` — never adjust a span by hand",
                    field="span",
                )


def _citable(span: str, data: bytes, media: str, text: str) -> CitationCheck:
    """`is_citable`, remembered by content in the run's cache when the span cites its
    text (a second check of an unchanged tree parses no page for it); a span that does
    not is checked again, so that its reason is never stored."""
    from fixture_guard.cache import memo

    def decode(raw: Any) -> CitationCheck:
        if raw is not True:
            raise ValueError("not a stored citation")
        return CitationCheck(True, None, "")

    parts = ("span-citable", sha256_bytes(data), media, span, sha256_bytes(text.encode()))
    return memo(
        parts,
        lambda: is_citable(span, data, media=media, expected_text=text),
        encode=lambda result: True if result.citable else None,
        decode=decode,
    )


def _failing_page_problem(obs: Observation, data: bytes, media: str) -> str | None:
    """Why a `page:N` span with `expected_error` does not fail as it says, or None.
    A page found empty is remembered by content in the run's cache, as `_citable` does
    (a warm check opens no PDF for it); a problem is found again, never stored."""
    from fixture_guard.cache import memo

    def compute() -> str | None:
        try:
            found = resolve_span(obs.span or "", data, media=media)
        except SpanError as exc:
            return f"claim {obs.claim_id}: {exc}"
        if found.strip():
            return (
                f"claim {obs.claim_id}: {obs.span} of {obs.artifact} has a text layer "
                f"({len(found.strip())} characters): it yields text, not `{obs.expected_error}`"
            )
        return None

    def decode(raw: Any) -> None:
        if raw is not True:
            raise ValueError("not a stored empty page")

    parts = ("page-fails", sha256_bytes(data), media, obs.span or "")
    return memo(
        parts, compute, encode=lambda problem: True if problem is None else None, decode=decode
    )


def _tree_level(ctx: CheckContext) -> bool:
    """Rules over the whole evidence set run on a full check, or when a hook staged any
    `_shared/` file (an expected file, a page or a PDF)."""
    return ctx.selected is None or any(rel.startswith("_shared/") for rel in ctx.selected)


def _check_bindings(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    by_path = ctx.manifest.by_path
    digests: dict[str, str | None] = {}
    for rel, expected in files.items():
        for obs in expected.observations:
            if not obs.artifact or not obs.artifact_sha256:
                continue  # FG702 / FG701 say so
            if not (ctx.is_selected(rel) or ctx.is_selected(obs.artifact)):
                continue
            entry = by_path.get(obs.artifact)
            if obs.artifact not in digests:
                data = _artifact_bytes(ctx, obs.artifact)
                # The version the manifest records: bytes edited without a re-hash are
                # FG205's, not a re-capture.
                listed = entry.sha256 if entry and entry.sha256 else None
                digests[obs.artifact] = None if data is None else listed or sha256_bytes(data)
            current = digests[obs.artifact]
            if current is None:
                continue  # not in the tree: FG702 reports it
            original = entry.sha256_original if entry else None
            if obs.artifact_sha256 in (current, original):
                continue
            yield _at_observation(
                ctx,
                StaleExpected,
                rel,
                expected,
                obs,
                f"claim {obs.claim_id} was captured against {obs.artifact_sha256[:12]}… but "
                f"{obs.artifact} is now {current[:12]}… (sha256_original "
                f"{(original or 'none')[:12]}…): the artifact was re-captured since; "
                f"re-capture `{rel}` — never adjust it by hand",
                field="artifact_sha256",
                key=f"{obs.claim_id}:stale",
            )


def _check_missing(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    golden = ctx.golden_set
    if golden is None:
        return  # FG002 reports an unreadable golden set
    present = {
        rel.rsplit("/", 1)[1][: -len(".json")]
        for rel in ctx.tree.files
        if rel.startswith("_shared/expected/") and rel.endswith(".json")
    }
    present |= {expected.case for expected in files.values() if expected.case}
    raw_cases = golden.doc.value.get("cases") if isinstance(golden.doc.value, dict) else None
    index = {
        raw.get("id"): i
        for i, raw in enumerate(raw_cases if isinstance(raw_cases, list) else [])
        if isinstance(raw, dict)
    }
    where = ctx.display_path(golden.path)
    for case in golden.measured_cases:
        if case.id in present:
            continue
        line, column = (
            golden.doc.locate(f"/cases/{index[case.id]}/id") if case.id in index else (None, None)
        )
        yield ExpectedMissing.finding(
            where,
            f"measured case {case.id} has no `_shared/expected/{case.id}.json`: its claims "
            "cannot be checked against any observation",
            line=line,
            column=column,
            key=case.id,
        )


_HTML_SPANS = ("offset", "selector")


def _span_kind(span: str | None) -> str | None:
    if span is None:
        return None
    try:
        return parse_span(span).kind
    except SpanError:
        return None


def _check_kind_citations(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    by_path = ctx.manifest.by_path
    cited: dict[str, list[tuple[str | None, str | None]]] = {}
    for expected in files.values():
        for obs in expected.observations:
            entry = by_path.get(obs.artifact or "")
            if entry is not None and entry.kind:
                cited.setdefault(entry.kind, []).append((_span_kind(obs.span), obs.expected_error))
    first: dict[str, Entry] = {}
    for entry in sorted(ctx.manifest.entries, key=lambda e: e.path):
        if entry.kind and entry.path.startswith(("_shared/html/", "_shared/pdf/")):
            first.setdefault(entry.kind, entry)
    for kind in HTML_KINDS:
        if kind not in first:
            continue  # FG303 reports a provider without the kind
        spans = cited.get(kind, [])
        lacking = [form for form in _HTML_SPANS if not any(s == form for s, _ in spans)]
        if lacking:
            forms = " nor ".join(f"`{form}:`" for form in lacking)
            yield ctx.at_entry(
                KindCitations,
                first[kind],
                f"no expected observation cites a {kind} page with an {forms} span: class 2 "
                "verifies offset and selector spans on every page kind",
                field="kind",
            )
    for kind in PDF_KINDS:
        if kind not in first:
            continue  # FG304 reports it
        spans = cited.get(kind, [])
        if kind == "scanned":
            if not any(s == "page" and error == OCR_ERROR for s, error in spans):
                yield ctx.at_entry(
                    KindCitations,
                    first[kind],
                    "no expected observation cites the scanned PDF with a `page:` span that "
                    f'resolves to "expected_error": "{OCR_ERROR}": the scan must fail loudly, '
                    "on a page the adapter is pointed at",
                    field="kind",
                )
        elif not any(s == "page" and error is None for s, error in spans):
            yield ctx.at_entry(
                KindCitations,
                first[kind],
                f"no expected observation cites a {kind} PDF with a `page:` span: class 3 "
                "verifies page spans on every PDF kind",
                field="kind",
            )


# --- kinds ----------------------------------------------------------------------------------


def _check_kinds(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    for entry in ctx.manifest.entries:
        if not entry.path.startswith(("_shared/html/", "_shared/pdf/")):
            continue
        if not ctx.is_selected(entry.path):
            continue
        if entry.kind == "spa" and not entry.renders_javascript:
            yield ctx.at_entry(
                SpaWithoutJavaScript,
                entry,
                "kind spa without renders_javascript: true",
                field="kind",
            )
        data = _artifact_bytes(ctx, entry.path)
        if data is None:
            continue  # the integrity family reports missing files
        media = sniff_media(entry.path, data)
        try:
            problem = _remembered_kind_problem(entry, data, media)
        except ArtifactError as exc:
            yield ctx.at_entry(UnreadableArtifact, entry, str(exc))
            continue
        if problem:
            yield ctx.at_entry(KindMismatch, entry, problem, field="kind")
        if entry.kind == "scanned" and media == "pdf":
            yield from _check_scanned(ctx, entry, files)


def _remembered_kind_problem(entry: Entry, data: bytes, media: str) -> str | None:
    """`_kind_problem`, remembered by content in the run's cache (its messages are ours:
    kinds and counts, nothing quoted from the file); an unreadable artifact (an
    ArtifactError) is tried again each time."""
    from fixture_guard.cache import memo

    def decode(raw: Any) -> str | None:
        if not (isinstance(raw, list) and len(raw) == 1):
            raise ValueError("not a stored kind check")
        if raw[0] is None or isinstance(raw[0], str):
            return raw[0]
        raise ValueError("not a stored kind check")

    return memo(
        ("kind-problem", sha256_bytes(data), media, entry.kind, entry.renders_javascript),
        lambda: _kind_problem(entry, data, media),
        encode=lambda problem: [problem],
        decode=decode,
    )


def _kind_problem(entry: Entry, data: bytes, media: str) -> str | None:
    kind = entry.kind
    html_kinds = ("spa", "government-table", "paywall", "corporate")
    if kind in html_kinds and media != "html":
        return f"kind {kind} but the artifact is {media}, not an HTML page"
    if kind in ("annual-report", "scanned", "two-column-table") and media != "pdf":
        return f"kind {kind} but the artifact is {media}, not a PDF"
    if media == "html":
        load_html(data)  # unreadable pages are reported even without a kind
    if media == "pdf":
        document = load_pdf(data)
        if kind == "annual-report" and document.page_count < ANNUAL_REPORT_MIN_PAGES:
            return f"kind annual-report but the PDF has {document.page_count} pages (> 100 needed)"
        if kind == "scanned":
            pages = range(1, document.page_count + 1)
            text = sum(len(document.page_text(n).strip()) for n in pages)
            if text:
                return (
                    f"kind scanned but the PDF has a text layer ({text} characters): it "
                    "does not need OCR"
                )
        if kind == "two-column-table" and not _has_columns_or_table(document):
            return "kind two-column-table but no table or text columns were found"
        return None
    if kind == "spa":
        return _spa_problem(data)
    if kind == "government-table" and not _has_data_table(data):
        return "kind government-table but the page has no data table (≥ 2 rows × 2 cells)"
    if kind == "paywall" and not _paywall_markers(data):
        return (
            "kind paywall but no paywall marker: no isAccessibleForFree false in JSON-LD, "
            "no paywall/signwall container, no truncated body"
        )
    return None


def visible_text(data: bytes) -> str:
    """The page's text a person sees before scripts run (scripts, styles, noscript out)."""
    document = load_html(data)
    body = document.root.find(".//body")
    if body is None:
        return ""
    texts = body.xpath(
        ".//text()[not(ancestor::script or ancestor::style or ancestor::noscript"
        " or ancestor::template)]"
    )
    return normalize_whitespace(" ".join(str(t) for t in texts))


def _spa_problem(data: bytes) -> str | None:
    document = load_html(data)
    text = visible_text(data)
    scripts = document.root.findall(".//script")
    external = [s for s in scripts if s.get("src")]
    inline_state = sum(len(s.text or "") for s in scripts if not s.get("src"))
    mounts = [
        e
        for e in document.root.iter()
        if isinstance(e.tag, str)
        and (e.get("id") or "").lower()
        in ("root", "app", "__next", "__nuxt", "main-app", "svelte", "q-app")
        and not normalize_whitespace(e.xpath("string()"))
    ]
    if len(text) > SPA_MAX_TEXT:
        return (
            f"kind spa but the page shows {len(text)} characters of text without "
            f"JavaScript (a shell shows under {SPA_MAX_TEXT})"
        )
    if not (external or inline_state > 200 or mounts):
        return "kind spa but nothing on the page is rendered by script (no scripts, no mount point)"
    return None


def _has_data_table(data: bytes) -> bool:
    document = load_html(data)
    for table in document.root.iter("table"):
        rows = [r for r in table.iter("tr") if len(r.findall("td") + r.findall("th")) >= 2]
        if len(rows) >= 2:
            return True
    return False


_PAYWALL_CLASS = re.compile(
    r"pay-?wall|sign-?wall|reg-?wall|meter(ed)?[-_]|subscriber[-_]only|premium[-_]content|"
    r"paid[-_]content|piano[-_]|tp-modal|suscriptor",
    re.IGNORECASE,
)
_PAYWALL_TEXT = re.compile(
    r"suscr[ií]bete para (seguir|continuar) leyendo|contenido exclusivo para suscriptores|"
    r"subscribe to (continue|keep) reading|this (article|content) is for subscribers|"
    r"reg[ií]strate para (seguir|continuar|acceder)",
    re.IGNORECASE,
)


_FREE_FALSE = re.compile(r'"isAccessibleForFree"\s*:\s*"?(false|False)"?')
_ERROR_KEYS = frozenset({"error", "code", "error_code", "errorCode", "type"})


def _paywall_markers(data: bytes) -> bool:
    document = load_html(data)
    for script in document.root.iter("script"):
        is_json_ld = (script.get("type") or "").lower() == "application/ld+json"
        if is_json_ld and re.search(_FREE_FALSE, script.text or ""):
            return True
    for element in document.root.iter():
        if not isinstance(element.tag, str):
            continue
        marker = " ".join(filter(None, (element.get("class"), element.get("id"))))
        if marker and _PAYWALL_CLASS.search(marker):
            return True
        if any(name.startswith("data-paywall") for name in element.attrib):
            return True
    return bool(_PAYWALL_TEXT.search(visible_text(data)))


def _has_columns_or_table(document: Any) -> bool:
    for number in range(1, min(document.page_count, COLUMN_PAGES) + 1):
        if any(len(t) >= 2 and max(len(r) for r in t) >= 2 for t in document.page_tables(number)):
            return True
        if _has_gutter(document.page_words(number), document.page_size(number)[0]):
            return True
    return False


def _has_gutter(words: list[dict[str, Any]], width: float) -> bool:
    """Two text columns: a vertical band in the middle of the page that, on most lines,
    words stand on both sides of and none crosses."""
    lines: dict[int, list[tuple[float, float]]] = {}
    for word in words:
        lines.setdefault(round(float(word["top"]) / 3), []).append(
            (float(word["x0"]), float(word["x1"]))
        )
    if len(lines) < 8:
        return False
    for step in range(25, 76, 2):
        x = width * step / 100
        split = crossed = 0
        for spans in lines.values():
            if any(x0 < x < x1 for x0, x1 in spans):
                crossed += 1
            elif any(x1 < x for _, x1 in spans) and any(x0 > x for x0, _ in spans):
                split += 1
        if split >= 6 and split >= 0.5 * len(lines) and crossed <= 0.1 * len(lines):
            return True
    return False


def _check_scanned(ctx: CheckContext, entry: Entry, files: dict[str, ExpectedFile]) -> Check:
    declared = [
        obs
        for expected in files.values()
        for obs in expected.observations
        if obs.artifact == entry.path
    ]
    classified = any(obs.expected_error == OCR_ERROR for obs in declared)
    silent: list[str] = []
    for provider in ctx.tree.providers:
        for rel in ctx.exchange_paths(provider):
            facts = ctx.exchange_facts(rel)  # remembered: only readers are parsed again
            if isinstance(facts, OSError) or entry.path not in facts.referenced:
                continue
            if facts.operation != "extract":
                continue
            envelope = ctx.envelope(rel)
            if envelope is None:
                continue
            body = envelope.response.body if envelope.response else None
            if _error_codes(body) & {OCR_ERROR}:
                classified = True
            elif _returns_empty_text(body):
                silent.append(rel)
    for rel in silent:
        yield ScannedSilently.finding(
            ctx.display(rel),
            f"extract over scanned {entry.path} returns empty text without "
            f"`{OCR_ERROR}`: a scan must fail loudly",
            key=entry.path,
        )
    if not classified:
        yield ctx.at_entry(
            ScannedSilently,
            entry,
            f"scanned PDF with no expected observation or extract response classifying it "
            f"as `{OCR_ERROR}`",
        )


def _error_codes(body: Any) -> set[str]:
    """Every string under an `error`, `code` or `error_code` key of a response body."""
    found: set[str] = set()
    stack = [body]
    budget = 5000
    while stack and budget:
        budget -= 1
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key in _ERROR_KEYS and isinstance(value, str):
                    found.add(value)
                stack.append(value)
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _returns_empty_text(body: Any) -> bool:
    if not isinstance(body, dict):
        return False
    results = body.get("results")
    if not isinstance(results, list) or not results:
        return False
    texts = [
        r.get(k)
        for r in results
        if isinstance(r, dict)
        for k in ("text", "content", "raw_content", "markdown")
        if k in r
    ]
    return bool(texts) and all(not (t or "").strip() for t in texts if isinstance(t, str | None))


# --- contradictions -------------------------------------------------------------------------


def _entity_key(value: Any) -> str:
    return normalize_whitespace(str(value)).casefold() if isinstance(value, str) else ""


def _raw_observation(expected: ExpectedFile, obs: Observation) -> dict[str, Any]:
    raw = expected.doc.value.get("observations", [])
    item = raw[obs.index] if isinstance(raw, list) and obs.index < len(raw) else {}
    return item if isinstance(item, dict) else {}


def _is_date(value: str | None) -> bool:
    if not value:
        return False
    try:
        dt.date.fromisoformat(value[:10])
    except ValueError:
        return False
    return True


def _check_contradictions(ctx: CheckContext, files: dict[str, ExpectedFile]) -> Check:
    claims: dict[str, tuple[str, ExpectedFile, Observation]] = {}
    for rel, expected in files.items():
        for obs in expected.observations:
            claims.setdefault(obs.claim_id, (rel, expected, obs))
    paired: set[str] = set()
    for claim_id, (rel, expected, obs) in claims.items():
        for other_id in obs.contradicts_claim_ids:
            problem = _link_problem(claims, claim_id, obs, other_id, expected)
            if problem is None:
                if obs.artifact:
                    paired.add(obs.artifact)
                continue
            if ctx.is_selected(rel) or (obs.artifact and ctx.is_selected(obs.artifact)):
                yield _at_observation(
                    ctx,
                    Contradiction,
                    rel,
                    expected,
                    obs,
                    problem,
                    field="contradicts_claim_ids",
                    key=f"{claim_id}>{other_id}",
                )
    for entry in ctx.manifest.entries:
        if entry.cls != "contradictory" or not entry.path.startswith("_shared/"):
            continue
        if entry.path in paired or not ctx.is_selected(entry.path):
            continue
        yield ctx.at_entry(
            Contradiction,
            entry,
            "contradictory document with no expected observation in a reciprocal, dated "
            "pair about one entity",
        )


def _link_problem(
    claims: dict[str, tuple[str, ExpectedFile, Observation]],
    claim_id: str,
    obs: Observation,
    other_id: str,
    expected: ExpectedFile,
) -> str | None:
    if other_id == claim_id:
        return f"claim {claim_id} contradicts itself: a contradiction is two claims"
    if other_id not in claims:
        return f"claim {claim_id} contradicts {other_id}, which no expected file declares"
    _, other_file, other = claims[other_id]
    if claim_id not in other.contradicts_claim_ids:
        return f"claim {claim_id} contradicts {other_id}, but {other_id} does not link back"
    if obs.artifact == other.artifact:
        return (
            f"claims {claim_id} and {other_id} cite the same document {obs.artifact}: "
            "a contradiction needs two documents"
        )
    undated = [c for c, o in ((claim_id, obs), (other_id, other)) if not _is_date(o.published_at)]
    if undated:
        return f"claim(s) {', '.join(undated)} of a contradiction have no published_at date"
    mine = _entity_key(_raw_observation(expected, obs).get("entity"))
    theirs = _entity_key(_raw_observation(other_file, other).get("entity"))
    if not mine or not theirs:
        return f"claims {claim_id} and {other_id} must name their `entity` to contradict each other"
    if mine != theirs:
        return (
            f"claims {claim_id} and {other_id} are about different entities "
            f"({shorten(mine, 40)!r} vs {shorten(theirs, 40)!r})"
        )
    same_text = (
        obs.text
        and other.text
        and (normalize_whitespace(obs.text) == normalize_whitespace(other.text))
    )
    if same_text:
        return f"claims {claim_id} and {other_id} cite the same text: nothing contradicts"
    return None
