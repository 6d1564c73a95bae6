from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.manifest_diff import diff_command
from fixture_guard.cli.options import (
    cache_options,
    format_option,
    is_outside_root_skipped,
    open_cache,
    resolve_config,
    say_waiting,
    skip_outside_root_option,
    tree_options,
    wait_option,
)
from fixture_guard.cli.reporting import report_findings
from fixture_guard.config import Config
from fixture_guard.engine import build_context, run_check
from fixture_guard.errors import InputError, ManifestUnreadable
from fixture_guard.journal import open_for_writing
from fixture_guard.manifest import (
    CLASSES,
    EXPECTED_CLASS,
    HTML_KINDS,
    PDF_KINDS,
    Manifest,
    load_manifest,
)
from fixture_guard.manifest_update import UpdateOptions, apply_update, plan_update
from fixture_guard.tree import (
    FixtureTree,
    is_covered_by_manifest,
    lexical_base,
    real_path,
    resolve_within,
    unsafe_reason,
)


@click.group("manifest")
def manifest_group() -> None:
    """Maintain and verify manifest.json."""


@manifest_group.command("update")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@tree_options
@click.option("--captured-at", help="RFC 3339 UTC capture time for new or re-hashed files.")
@click.option("--rehash", is_flag=True, help="Record new hashes for files whose content changed.")
@click.option("--case", help="Case id for new files (default: from the file name or envelope).")
@click.option(
    "--class", "cls", type=click.Choice([*CLASSES, EXPECTED_CLASS]), help="Class for new files."
)
@click.option(
    "--kind", type=click.Choice([*HTML_KINDS, *PDF_KINDS]), help="Kind of a new page or PDF."
)
@click.option("--synthetic", is_flag=True, help="Mark new files as authored (classes 4–8 only).")
@click.option("--source-url", help="Where a new file was captured from.")
@click.option("--sha256-original", help="sha256 of the capture before redaction.")
@click.option("--dry-run", is_flag=True, help="Say what would change; write nothing.")
@wait_option
def update_command(
    paths: tuple[Path, ...],
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    captured_at: str | None,
    rehash: bool,
    case: str | None,
    cls: str | None,
    kind: str | None,
    synthetic: bool,
    source_url: str | None,
    sha256_original: str | None,
    dry_run: bool,
    wait: bool,
) -> int:
    """Add entries for new files and, with --rehash, re-record changed ones.

    Without PATHS, every file of the tree that the manifest does not list yet. A file
    whose content changed is refused unless --rehash is given; then the old hash and
    date are shown. Any refusal leaves the manifest untouched (exit 1).

    One writer at a time: while another `manifest update` or `redact` holds the tree
    this one waits (or, with --no-wait, exits 2).
    """
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    options = UpdateOptions(
        captured_at=captured_at,
        rehash=rehash,
        case=case,
        cls=cls,
        kind=kind,
        synthetic=synthetic,
        source_url=source_url,
        sha256_original=sha256_original,
    )
    if not config.root.is_dir():
        raise InputError(f"fixture root {config.root} is not a folder")
    target = resolve_within(
        lexical_base(config.manifest_path, config.root), config.manifest_path, what="the manifest"
    )
    if dry_run:
        return _update(config, target, paths, options, dry_run=True)
    with open_for_writing(
        real_path(config.root),
        command="manifest update",
        wait=wait,
        notify=say_waiting,
        also=[target.parent],
    ):
        return _update(config, target, paths, options, dry_run=False)


def _update(
    config: Config,
    manifest_path: Path,
    paths: tuple[Path, ...],
    options: UpdateOptions,
    *,
    dry_run: bool,
) -> int:
    tree = FixtureTree.at(config.root)
    try:
        manifest = load_manifest(manifest_path)
    except ManifestUnreadable:
        if manifest_path.exists():
            raise
        manifest = Manifest.empty(manifest_path)
    if paths:
        rels: list[str] = []
        for path in paths:
            rel = tree.relative(path)
            if rel is None:
                raise InputError(f"{path}: not inside the fixture root {config.root}")
            if unsafe_reason(rel) is None and (config.root / rel).is_dir():
                prefix = "" if rel == "." else rel + "/"
                rels.extend(
                    f for f in tree.files if f.startswith(prefix) and is_covered_by_manifest(f)
                )
            else:
                rels.append(rel)
    else:
        listed = manifest.by_path
        rels = [f for f in tree.files if is_covered_by_manifest(f) and f not in listed]
    plan = plan_update(tree, manifest, rels, options)
    for entry in plan.added:
        click.echo(
            f"add      {entry.path} (case {entry.case}, class {entry.cls}, {entry.captured_at})"
        )
    for old, new in plan.rehashed:
        click.echo(
            f"rehash   {new.path}: overwrote sha256 {str(old.sha256)[:12]}… (captured_at "
            f"{old.captured_at}) with {str(new.sha256)[:12]}… (captured_at {new.captured_at})"
        )
    for rel, why in plan.refused:
        click.echo(f"refused  {rel}: {why}", err=True)
    if plan.refused:
        click.echo("manifest not written: fix or drop the refused files first", err=True)
        return 1
    if dry_run or not plan.changes:
        click.echo("nothing written" + (" (dry run)" if dry_run and plan.changes else ""))
        return 0
    apply_update(manifest, plan)
    click.echo(
        f"wrote {manifest_path.name}: {len(plan.added)} added, {len(plan.rehashed)} re-hashed"
    )
    return 0


@manifest_group.command("verify")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@tree_options
@format_option
@click.option("--exit-zero", is_flag=True, help="Exit 0 even with findings.")
@skip_outside_root_option
@cache_options
def verify_command(
    paths: tuple[Path, ...],
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    output_format: str,
    output: Path | None,
    color: str,
    exit_zero: bool,
    skip_outside_root: bool,
    no_cache: bool,
    cache_dir: Path | None,
) -> int:
    """Run the manifest-integrity rules (FG2xx) alone: fast enough for a commit hook.

    Like `check`, it writes nothing but its cache (schema validations remembered by
    content); --no-cache writes nothing at all."""
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    ctx = build_context(
        config,
        paths=paths or None,
        skip_outside_root=is_outside_root_skipped(skip_outside_root),
    )
    cache = open_cache(config, no_cache=no_cache, cache_dir=cache_dir)
    report = run_check(ctx, families=["integrity"], cache=cache)
    return report_findings(
        report,
        output_format=output_format,
        output=output,
        color=color,
        exit_zero=exit_zero,
        cache=cache,
    )


manifest_group.add_command(diff_command)
