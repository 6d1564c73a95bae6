"""`fixture-guard manifest diff`: the manifest changes a reviewer must see, for a PR comment."""

from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import emit, output_option, resolve_config, tree_options
from fixture_guard.manifest_diff import diff_manifests, open_sides, render_json, render_markdown
from fixture_guard.rules.base import relative_display


@click.command("diff")
@click.argument("sides", nargs=-1, metavar="[A [B]]")
@tree_options
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["markdown", "json"]),
    default="markdown",
    show_default=True,
    help="markdown for a PR comment, json for bots.",
)
@output_option()
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when something is suspicious.")
def diff_command(
    sides: tuple[str, ...],
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    output_format: str,
    output: Path | None,
    exit_zero: bool,
) -> int:
    """Compare manifest.json between A and B: per case, files added, removed and
    re-hashed, capture dates changed, flags flipped; suspicious changes first.

    A and B are git revisions or manifest files; A defaults to HEAD and B to the
    working tree. Suspicious: a working-tree file whose bytes differ from the manifest
    (changed, not re-hashed), content changed with the same captured_at (a hand edit),
    an expected/ file changed while its artifacts did not, synthetic switched on, a
    provider losing the last fixture of a class. A re-redaction (sha256 changed,
    sha256_original not) is shown but is not suspicious. Exit 1 when something is
    suspicious, 2 for a bad revision, a missing manifest or a shallow clone.
    """
    config = resolve_config(config_path, root, manifest_path, golden_set_path)
    a, b = open_sides(
        sides,
        manifest_path=config.manifest_path,
        root=config.root,
        project_dir=config.project_dir,
        display=relative_display(config.manifest_path, config.project_dir),
    )
    diff = diff_manifests(a, b)
    emit(render_json(diff) if output_format == "json" else render_markdown(diff), output)
    return 1 if diff.suspicious and not exit_zero else 0
