"""FG2xx — manifest integrity (spec §1, docs/contract.md §3): every file listed, hashed, dated, inside the root."""

from __future__ import annotations

import datetime as dt
import shlex
from collections import defaultdict
from pathlib import Path

from fixture_guard.config import Config
from fixture_guard.errors import UnsafePath
from fixture_guard.finding import Severity
from fixture_guard.jsonfile import pretty_pointer
from fixture_guard.manifest import Entry
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.timeutil import TimestampError, parse_rfc3339
from fixture_guard.tree import (
    OPERATION_DIRS,
    is_covered_by_manifest,
    is_within,
    lexical_base,
    real_path,
    unsafe_reason,
)

#: Clock skew tolerated before a capture date counts as "in the future".
FUTURE_SKEW = dt.timedelta(minutes=5)
# Schema violations that a dedicated rule below reports with a better message.
_COVERED_REQUIRED = {"captured_at"}


class ManifestSchema(Rule):
    """The manifest does not match the JSON Schema shipped with fixture-guard.

    ## What it does
    Validates manifest.json against `fixture_guard/schemas/manifest.schema.json` and
    names the case and path of every entry that does not match.

    ## Why is this bad?
    The manifest is the contract between the recording team and the bench: a
    misspelt field (`captured-at`) or a wrong type is a fact the checks cannot see.

    ## Example
    ```json
    {"version": 1, "cases": {"gs-001": {"alpha-search/search/gs-001.json":
      {"class": "result", "sha256": "…", "captured_at": "2026-10-14T18:03:11Z"}}}}
    ```
    (`result` is not a class)

    ## Fix
    Correct the entry; `fixture-guard manifest update` writes entries in the right shape.
    """

    code = "FG201"
    name = "manifest.schema"


class ManifestDuplicateKey(Rule):
    """A key appears twice in the same JSON object of the manifest.

    ## What it does
    Reads the manifest with duplicate-key detection, which plain JSON parsers skip.

    ## Why is this bad?
    Parsers keep the last of two equal keys: a second entry for a path silently
    replaces the first, hash and date included, and the reviewer sees both in the diff.

    ## Example
    Two `"alpha-search/errors/429.json": {…}` members in one case.

    ## Fix
    Keep one entry per path (`fixture-guard manifest update` never writes duplicates).
    """

    code = "FG202"
    name = "manifest.duplicate-key"


class UnlistedFile(Rule):
    """A file under `_shared/` or a provider folder is not in the manifest.

    ## What it does
    Walks the tree and reports files the manifest does not list. The content rules
    (secrets, personal data, prompt injection) read such a file all the same: a key
    staged with a new fixture is reported with it, not after its manifest entry.

    ## Why is this bad?
    An unlisted file has no hash and no capture date: nobody can tell whether it was
    captured or written by hand, nor when.

    ## Example
    `alpha-search/errors/503.json` committed without a manifest entry.

    ## Fix
    Run the command the finding suggests, from the folder of the config (paths as the
    finding shows them): `fixture-guard manifest update fixtures/alpha-search/errors/503.json
    --class 5xx --captured-at …` (`--class`, `--case` and `--captured-at` are asked for
    only when the file does not say).
    """

    code = "FG203"
    name = "manifest.unlisted-file"


class MissingFile(Rule):
    """The manifest lists a file that is not in the tree.

    ## What it does
    Checks that every path in the manifest exists as a regular file.

    ## Why is this bad?
    A spec that reads a missing fixture fails, or worse, is skipped; a provider whose
    fixture vanished loses a class without anyone noticing.

    ## Example
    An entry for `beta-search/errors/429.json` after the file was deleted.

    ## Fix
    Restore the file, or remove its entry if the removal was intended.
    """

    code = "FG204"
    name = "manifest.missing-file"


class HashMismatch(Rule):
    """A file's sha256 differs from its manifest entry: it was edited after capture.

    ## What it does
    Hashes the raw bytes of every listed file and compares with `sha256`.

    ## Why is this bad?
    The hash is how the bench proves a fixture is what was captured. A mismatch means
    someone edited the file by hand, often so that a test would pass.

    ## Example
    One byte of `_shared/html/gs-012.html` changed after `manifest update`.

    ## Fix
    Restore the captured bytes. If the file was re-captured or re-redacted on purpose,
    record it with `fixture-guard manifest update --rehash PATH` and a new capture date.
    """

    code = "FG205"
    name = "manifest.hash-mismatch"


class CaptureDate(Rule):
    """`captured_at` is missing, not RFC 3339 UTC, or in the future.

    ## What it does
    Checks every entry's capture date.

    ## Why is this bad?
    A fixture without a capture date cannot answer "what did the web look like, and
    when?"; a future date is a typo or a forged entry.

    ## Example
    `"captured_at": "14/10/2026"` or a dropped `captured_at`.

    ## Fix
    Record the real capture time, e.g. `"captured_at": "2026-10-14T18:03:11Z"`.
    """

    code = "FG206"
    name = "manifest.captured-at"


class MissingOriginalHash(Rule):
    """A captured (non-synthetic) file has no `sha256_original`.

    ## What it does
    Requires the hash of the capture before redaction on every entry that is not
    `synthetic: true`.

    ## Why is this bad?
    `sha256_original` proves that the fixture derived from a real capture without
    publishing the capture. Without it "captured" is only a claim.

    ## Example
    `{"class": "results", "sha256": "…", "captured_at": "…", "synthetic": false}`

    ## Fix
    Record the original hash (`fixture-guard redact` does), or mark authored files
    `synthetic: true` (classes 4–8 only).
    """

    code = "FG207"
    name = "manifest.missing-original-hash"


class DuplicatePath(Rule):
    """A path is listed under more than one case.

    ## What it does
    Checks that each path appears under exactly one case.

    ## Why is this bad?
    Two entries for one file can disagree on hash, date and class; which one is true?

    ## Example
    `_shared/html/planta.html` under both `gs-065` and `gs-066`.

    ## Fix
    Keep the file under one case; other cases refer to it from their expected
    observations or exchanges.
    """

    code = "FG208"
    name = "manifest.duplicate-path"


class UnsafeManifestPath(Rule):
    """A path leaves the fixture root (`..`, absolute, backslash, symlink out).

    ## What it does
    Checks every manifest path lexically and on disk, and every symlink in the tree.

    ## Why is this bad?
    fixture-guard hashes and reads the files the manifest names. A path out of the
    root would make it read (and a spec trust) any file on the machine.

    ## Example
    `"../../etc/passwd"` or `_shared/html/page.html` as a symlink to `/tmp/page.html`.

    ## Fix
    Keep fixtures as regular files inside the root and list them by relative POSIX paths.
    """

    code = "FG209"
    name = "manifest.unsafe-path"


class CaseCollision(Rule):
    """Two paths differ only by letter case.

    ## What it does
    Compares manifest paths and tree files case-insensitively.

    ## Why is this bad?
    On macOS and Windows checkouts the two files are one: one silently overwrites the
    other, and the hash check fails on some machines only.

    ## Example
    `_shared/html/Planta.html` and `_shared/html/planta.html`.

    ## Fix
    Rename one of them.
    """

    code = "FG210"
    name = "manifest.case-collision"


class SizeMismatch(Rule):
    """`bytes` in the manifest differs from the file's size.

    ## What it does
    Compares the recorded size with the file on disk.

    ## Why is this bad?
    Like a hash mismatch, it means the file changed after it was recorded; it is
    reported separately because it is readable at a glance in a diff.

    ## Example
    `"bytes": 18231` for a file of 18 200 bytes.

    ## Fix
    As for FG205: restore the file or re-record it with `manifest update --rehash`.
    """

    code = "FG211"
    name = "manifest.size-mismatch"


class MalformedEnvelope(Rule):
    """An exchange file is not a valid envelope (not JSON, binary, wrong shape).

    ## What it does
    Parses every `<provider>/{search,extract,fetch,errors}/*.json` file and validates
    it against `fixture_guard/schemas/envelope.schema.json`.

    ## Why is this bad?
    The adapter's specs replay these files; one they cannot read turns into a failed
    or skipped spec instead of a measured provider.

    ## Example
    An empty `alpha-search/errors/timeout.json`, or `"status": "429"` as a string.

    ## Fix
    Re-record the exchange, or correct it to the shape in docs/contract.md §4.
    """

    code = "FG212"
    name = "envelope.malformed"


class InterruptedWrite(Rule):
    """A write was interrupted: its journal is still in the fixture root.

    ## What it does
    Looks for `.fixture-guard.journal` in the fixture root, which `redact` writes
    before it renames files into place and deletes once every rename is done.

    ## Why is this bad?
    The tree may be half-written: some files already replaced, the manifest not yet.
    The next `manifest update` or `redact` rolls the half-done commit back — unless a
    file it names changed since, in which case it refuses and leaves it to you.

    ## Example
    `redact` killed between two renames: `fixtures/.fixture-guard.journal` stays.

    ## Fix
    Run `fixture-guard manifest update` (it rolls the commit back first), or, if it
    reports the journal as stale, check the files it names, then delete the journal
    and its `.fg-old`/`.fg-new` files.
    """

    code = "FG213"
    name = "write.interrupted"


class StrayTempFile(Rule):
    """A temporary file of an interrupted writer is left in the tree.

    ## What it does
    Reports the files fixture-guard writers stage beside their targets when no
    writer removed them: `.<name>.<pid>.<random>.fg-tmp`, `.<name>.<pid>.fg-new`,
    `.<name>.<pid>.fg-old`, and the older `.<name>.<random>.tmp`.

    ## Why is this bad?
    They are partial or previous copies of fixtures and of the manifest: committed by
    `git add -A`, they put unreviewed (and possibly unredacted) bytes in the repository.

    ## Example
    `.manifest.json.48213.9f3ac2d1.fg-tmp` after `manifest update` was killed.

    ## Fix
    Run `fixture-guard manifest update`: every writer sweeps the temporary files of
    writers that are gone. Or delete them.
    """

    code = "FG214"
    name = "write.stray-temp-file"
    severity = Severity.WARNING


class SymlinkedInput(Rule):
    """A file or folder the configuration names is a symlink leading out of the tree.

    ## What it does
    Resolves `manifest`, `golden-set`, `judgments` and `runs` (as configured, or their
    defaults under the root) and reports each one whose target is outside the fixture
    root and outside the folder it is named in.

    ## Why is this bad?
    fixture-guard reads these and `score` writes its reports into `runs/`: through
    such a link it would read a file nobody reviews, or write outside the repository.

    ## Example
    `fixtures/runs` → `/tmp/x`: `score` would write its reports into `/tmp/x`.

    ## Fix
    Replace the symlink by the real file or folder.
    """

    code = "FG215"
    name = "tree.symlink-out"


RULES = (
    ManifestSchema,
    ManifestDuplicateKey,
    UnlistedFile,
    MissingFile,
    HashMismatch,
    CaptureDate,
    MissingOriginalHash,
    DuplicatePath,
    UnsafeManifestPath,
    CaseCollision,
    SizeMismatch,
    MalformedEnvelope,
    InterruptedWrite,
    StrayTempFile,
    SymlinkedInput,
)


def check(ctx: CheckContext) -> Check:
    if ctx.selected is None or _touches_manifest(ctx):
        yield from _check_schema(ctx)
        yield from _check_paths(ctx)
    if ctx.selected is None:
        yield from _check_writes(ctx)
        yield from _check_config_paths(ctx)
    yield from _check_tree_files(ctx)
    yield from _check_entries(ctx)
    yield from _check_envelopes(ctx)


def _touches_manifest(ctx: CheckContext) -> bool:
    return ctx.selected is not None and "manifest.json" in ctx.selected


def _check_schema(ctx: CheckContext) -> Check:
    doc = ctx.manifest.doc
    if doc is None:
        return
    from fixture_guard.schemas import validate_doc

    where = ctx.manifest_display
    for violation in validate_doc("manifest", doc):
        if violation.validator == "required" and violation.missing in _COVERED_REQUIRED:
            continue
        line, column = doc.locate(violation.pointer)
        yield ManifestSchema.finding(
            where,
            f"{pretty_pointer(violation.pointer)}: {violation.message}",
            line=line,
            column=column,
            key=violation.pointer + violation.message,
        )
    for duplicate in doc.duplicates:
        yield ManifestDuplicateKey.finding(
            where,
            f"{pretty_pointer(duplicate.pointer)}: key {duplicate.key!r} appears more than once",
            line=duplicate.line,
            column=duplicate.column,
            key=f"{duplicate.pointer}/{duplicate.key}",
        )


def _check_paths(ctx: CheckContext) -> Check:
    where = ctx.manifest_display
    cases_of: dict[str, list[str]] = defaultdict(list)
    by_folded: dict[str, set[str]] = defaultdict(set)
    for entry in ctx.manifest.entries:
        cases_of[entry.path].append(entry.case)
        by_folded[entry.path.casefold()].add(entry.path)
    for rel in ctx.tree.files:
        by_folded[rel.casefold()].add(rel)
    for entry in ctx.manifest.entries:
        cases = cases_of[entry.path]
        if len(cases) > 1 and entry.case == cases[1]:
            others = ", ".join(sorted(set(cases)))
            yield ctx.at_entry(DuplicatePath, entry, f"also listed under case(s) {others}")
    for variants in by_folded.values():
        if len(variants) > 1:
            names = sorted(variants)
            yield CaseCollision.finding(
                where,
                f"paths differ only by case: {', '.join(names)}",
                key="|".join(names),
            )


def _check_tree_files(ctx: CheckContext) -> Check:
    listed = ctx.manifest.by_path
    root = ctx.tree.root
    for rel in ctx.tree.files:
        if not ctx.is_selected(rel):
            continue
        if ctx.tree.is_symlink(rel):
            inside = is_within(root / rel, root)
            yield UnsafeManifestPath.finding(
                ctx.display(rel),
                f"{rel} is a symlink"
                + ("" if inside else " pointing outside the fixture root")
                + "; fixtures must be regular files",
            )
            continue
        if is_covered_by_manifest(rel) and rel not in listed:
            yield UnlistedFile.finding(
                ctx.display(rel),
                f"{rel} is not in the manifest: no hash, no capture date "
                f"(add it with `fixture-guard manifest update {shlex.quote(ctx.display(rel))}`, "
                "which asks for --class, --case or --captured-at when the file does not say)",
            )


def _check_entries(ctx: CheckContext) -> Check:
    for entry in ctx.manifest.entries:
        if not ctx.is_selected(entry.path) and not _touches_manifest(ctx):
            continue
        reason = unsafe_reason(entry.path)
        if reason:
            yield ctx.at_entry(UnsafeManifestPath, entry, f"path {reason}")
            continue
        yield from _check_capture_date(ctx, entry)
        if not entry.synthetic and not entry.sha256_original:
            yield ctx.at_entry(
                MissingOriginalHash,
                entry,
                "no sha256_original, yet not synthetic: nothing proves it was captured",
            )
        yield from _check_file_against_entry(ctx, entry)


def _check_capture_date(ctx: CheckContext, entry: Entry) -> Check:
    raw = entry.raw.get("captured_at")
    problem = None
    if raw is None:
        problem = "no captured_at: when was this captured?"
    elif not isinstance(raw, str):
        problem = "captured_at is not a string"
    else:
        try:
            moment = parse_rfc3339(raw)
        except TimestampError as exc:
            problem = str(exc)
        else:
            if moment.utcoffset() != dt.timedelta(0):
                problem = f"captured_at {raw!r} is not in UTC (use a Z suffix)"
            elif moment > ctx.now + FUTURE_SKEW:
                problem = f"captured_at {raw!r} is in the future"
    if problem:
        field = "captured_at" if raw is not None else None
        yield ctx.at_entry(CaptureDate, entry, problem, field)


def _check_file_against_entry(ctx: CheckContext, entry: Entry) -> Check:
    try:
        path = ctx.tree.resolve(entry.path)
    except UnsafePath as exc:
        yield ctx.at_entry(UnsafeManifestPath, entry, str(exc))
        return
    if not path.is_file():
        yield ctx.at_entry(MissingFile, entry, "listed but not in the tree")
        return
    try:
        actual, size = ctx.digest(entry.path)
    except OSError as exc:
        yield ctx.at_entry(MissingFile, entry, f"unreadable: {exc.strerror}")
        return
    if entry.sha256 and actual != entry.sha256:
        yield HashMismatch.finding(
            ctx.display(entry.path),
            f"{entry.path} was edited after capture: sha256 {actual[:12]}… "
            f"differs from the manifest's {entry.sha256[:12]}… (case {entry.case})",
            key="sha256",
        )
    if entry.bytes is not None and entry.bytes != size:
        yield SizeMismatch.finding(
            ctx.display(entry.path),
            f"{entry.path} is {size} bytes; the manifest says {entry.bytes}",
            key="bytes",
        )


def _check_envelopes(ctx: CheckContext) -> Check:
    for provider in ctx.tree.providers:
        for rel in ctx.exchange_paths(provider):
            if not ctx.is_selected(rel) or ctx.tree.is_symlink(rel):
                continue
            facts = ctx.exchange_facts(rel)
            display = ctx.display(rel)
            if isinstance(facts, OSError):
                yield MalformedEnvelope.finding(display, f"unreadable: {facts}")
                continue
            for message, line, column, key in facts.problems:
                yield MalformedEnvelope.finding(display, message, line=line, column=column, key=key)
            op_dir = rel.split("/")[1]
            if op_dir in OPERATION_DIRS[:3] and facts.operation and facts.operation != op_dir:
                yield MalformedEnvelope.finding(
                    display,
                    f"fixture.operation is {facts.operation!r} but the file is under {op_dir}/",
                    key="operation",
                )


def _check_writes(ctx: CheckContext) -> Check:
    from fixture_guard.atomic import find_debris
    from fixture_guard.journal import JOURNAL_NAME

    root = ctx.tree.root
    journal = root / JOURNAL_NAME
    if journal.exists():
        yield InterruptedWrite.finding(
            ctx.display(JOURNAL_NAME),
            "an interrupted write left its journal: the tree may be half-written; "
            "`fixture-guard manifest update` rolls it back (or says why it cannot)",
            key="journal",
        )
    manifest_dir = ctx.manifest.path.parent
    for path in find_debris([manifest_dir], recursive_under=root):
        yield StrayTempFile.finding(
            ctx.display_path(path),
            f"{path.name} is a temporary file an interrupted writer left; the next "
            "`manifest update` or `redact` removes it",
            key=path.name,
        )


def _check_config_paths(ctx: CheckContext) -> Check:
    config = ctx.config
    named = (
        ("manifest", config.manifest_path),
        ("golden-set", config.golden_set_path),
        ("judgments", config.judgments_path),
        ("runs", config.runs_path),
    )
    for what, path in named:
        if not path.is_symlink() and not any(p.is_symlink() for p in _parents_below(path, config)):
            continue
        base = lexical_base(path, config.root, config.project_dir)
        if is_within(path, base):
            continue
        yield SymlinkedInput.finding(
            ctx.display_path(path),
            f"{what} {ctx.display_path(path)} is a symlink to {real_path(path)}, outside "
            f"{ctx.display_path(base)}: fixture-guard neither reads nor writes through it",
            key=what,
        )


def _parents_below(path: Path, config: Config) -> list[Path]:
    """The folders between the project (or root) and `path`, which could be links too."""
    base = lexical_base(path, config.root, config.project_dir)
    return [p for p in path.parents if base in p.parents]
