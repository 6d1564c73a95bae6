"""FG1xx — layout (spec §1): the root, `_shared/`, and one folder per provider."""

from __future__ import annotations

from fixture_guard.finding import Severity
from fixture_guard.rules.base import Check, CheckContext, Rule
from fixture_guard.tree import (
    OPERATION_DIRS,
    PROVIDER_SLUG,
    ROOT_DIRS,
    ROOT_FILES,
    SHARED,
    SHARED_DIRS,
)

# What each `_shared/` folder may hold, by file suffix.
SHARED_SUFFIXES = {
    "html": (".html", ".htm"),
    "pdf": (".pdf",),
    "expected": (".json",),
}


class MissingSharedDir(Rule):
    """`_shared/html`, `_shared/pdf` or `_shared/expected` is missing.

    ## What it does
    Checks that the root has `_shared/` with its three folders.

    ## Why is this bad?
    `_shared/` is the control of the experiment: every provider's extractor must read
    the same copy of each page and PDF. Without it each provider gets its own copy and
    one may look better only because it was given a different page.

    ## Example
    A tree with `alpha-search/` but no `_shared/pdf/`.

    ## Fix
    Put captured pages in `_shared/html/`, PDFs in `_shared/pdf/` and expected
    observations in `_shared/expected/`.
    """

    code = "FG101"
    name = "layout.missing-shared-dir"


class MissingOperationDir(Rule):
    """A provider folder lacks `search/`, `extract/`, `fetch/` or `errors/`.

    ## What it does
    Checks that every provider folder has the four operation folders.

    ## Why is this bad?
    A provider without `errors/` has never been seen failing, and one without
    `extract/` has never been seen reading a page: its numbers would be incomparable.

    ## Example
    `beta-search/` with `search/` and `errors/` only.

    ## Fix
    Record the missing operations for this provider.
    """

    code = "FG102"
    name = "layout.missing-operation-dir"


class MisplacedFile(Rule):
    """A file sits where the layout has no place for it.

    ## What it does
    Flags a PDF under `_shared/html/`, a page under `_shared/expected/`, a file directly
    in a provider folder or `_shared/`, a non-JSON exchange, or anything nested deeper
    than the layout allows.

    ## Why is this bad?
    Files out of place are not read by the adapter's specs, so they protect nothing,
    and they make the tree harder to review.

    ## Example
    `alpha-search/429.json` (should be `alpha-search/errors/429.json`).

    ## Fix
    Move the file where the layout says (docs/contract.md §1) and update the manifest.
    """

    code = "FG103"
    name = "layout.misplaced-file"


class UnknownRootEntry(Rule):
    """The fixture root holds a file or folder the layout does not know.

    ## What it does
    Lists root entries other than `_shared/`, `runs/`, provider folders (lower-case
    slugs), `golden-set.json`, `judgments.json`, `manifest.json` and `README.md`.

    ## Why is this bad?
    Unknown entries are usually a capture dumped in the wrong place, or a provider
    folder whose name is not a slug and will not match the adapter's provider ids.

    ## Example
    `fixtures/tavily_dump.json` or `fixtures/Alpha Search/`.

    ## Fix
    Move or delete the entry; name provider folders with lower-case slugs.
    """

    code = "FG104"
    name = "layout.unknown-entry"
    severity = Severity.WARNING


class NoProviders(Rule):
    """The fixture root has no provider folder.

    ## What it does
    Checks that at least one provider is recorded.

    ## Why is this bad?
    A bench without providers measures nothing; this is usually a wrong `root`.

    ## Example
    `root = "fixtures/_shared"` in `[tool.fixture-guard]`.

    ## Fix
    Point `root` at the folder that holds `_shared/` and the provider folders.
    """

    code = "FG105"
    name = "layout.no-providers"


RULES = (MissingSharedDir, MissingOperationDir, MisplacedFile, UnknownRootEntry, NoProviders)


def check(ctx: CheckContext) -> Check:
    root = ctx.tree.root
    if ctx.selected is None:
        for sub in SHARED_DIRS:
            if not (root / SHARED / sub).is_dir():
                yield MissingSharedDir.finding(
                    ctx.display(f"{SHARED}/{sub}"), f"missing folder {SHARED}/{sub}/", key=sub
                )
        if not ctx.tree.providers:
            yield NoProviders.finding(ctx.display(""), "no provider folder under the fixture root")
        yield from _check_root_entries(ctx)
    for provider in ctx.tree.providers:
        if not ctx.is_provider_selected(provider):
            continue
        for op in OPERATION_DIRS:
            if not (root / provider / op).is_dir():
                yield MissingOperationDir.finding(
                    ctx.provider_display(provider),
                    f"provider {provider} has no {op}/ folder",
                    provider=provider,
                    key=op,
                )
    for rel in ctx.tree.files:
        if ctx.is_selected(rel):
            reason = misplacement(rel, ctx.tree.providers)
            if reason:
                yield MisplacedFile.finding(ctx.display(rel), reason)


def _check_root_entries(ctx: CheckContext) -> Check:
    for entry in sorted(ctx.tree.root.iterdir()):
        name = entry.name
        if name.startswith("."):
            continue
        if entry.is_dir() and not entry.is_symlink():
            if name in ROOT_DIRS:
                continue
            if name.startswith("_") or not PROVIDER_SLUG.match(name):
                yield UnknownRootEntry.finding(
                    ctx.display(name) + "/",
                    f"unknown folder {name}/ (provider folders are lower-case slugs)",
                )
        elif name not in ROOT_FILES:
            yield UnknownRootEntry.finding(
                ctx.display(name), f"unknown file {name} at the fixture root"
            )


def misplacement(rel: str, providers: tuple[str, ...]) -> str | None:
    """Why `rel` is out of place, or None when the layout has a place for it."""
    parts = rel.split("/")
    if len(parts) == 1:
        return None  # root files are UnknownRootEntry's business
    head = parts[0]
    if head == SHARED:
        if len(parts) != 3 or parts[1] not in SHARED_DIRS:
            return f"{rel}: {SHARED}/ holds only html/, pdf/ and expected/ files, one level deep"
        suffixes = SHARED_SUFFIXES[parts[1]]
        if not parts[2].lower().endswith(suffixes):
            return f"{rel}: {SHARED}/{parts[1]}/ holds only {' or '.join(suffixes)} files"
        return None
    if head in providers:
        if len(parts) != 3 or parts[1] not in OPERATION_DIRS:
            return f"{rel}: a provider's files live in {', '.join(OPERATION_DIRS)}/, one level deep"
        if not parts[2].endswith(".json"):
            return f"{rel}: exchanges are JSON envelopes (*.json)"
    return None
