from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import resolve_config, say_waiting, wait_option
from fixture_guard.manifest import CLASSES, HTML_KINDS, PDF_KINDS


@click.command("redact")
@click.argument(
    "raws", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option(
    "--into",
    "root",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="The fixture root to write into.",
)
@click.option("--provider", required=True, help="Provider slug (the folder of its exchanges).")
@click.option("--case", required=True, help="Golden-set case id of the capture.")
@click.option("--class", "cls", required=True, type=click.Choice(CLASSES), help="Fixture class.")
@click.option("--captured-at", help="RFC 3339 UTC capture time (default: the response's date).")
@click.option("--kind", type=click.Choice([*HTML_KINDS, *PDF_KINDS]), help="Kind of a page or PDF.")
@click.option("--as", "rel", help="Tree path to write (default from class, case and provider).")
@click.option(
    "--source-url", help="Where the capture came from (default: request URL or canonical)."
)
@click.option("--entry", type=click.IntRange(min=0), help="Which entry of a HAR file (0-based).")
@click.option(
    "--manifest",
    "manifest_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="manifest.json to update (default: <into>/manifest.json).",
)
@click.option(
    "--config",
    "config_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="pyproject.toml to read instead of the nearest one with [tool.fixture-guard].",
)
@click.option("--dry-run", is_flag=True, help="Say what would be written; write nothing.")
@wait_option
def redact_command(
    raws: tuple[Path, ...],
    root: Path,
    provider: str,
    case: str,
    cls: str,
    captured_at: str | None,
    kind: str | None,
    rel: str | None,
    source_url: str | None,
    entry: int | None,
    manifest_path: Path | None,
    config_path: Path | None,
    dry_run: bool,
    wait: bool,
) -> int:
    """Redact raw captures (exchange JSON, HAR, HTML, PDF) into the fixture tree.

    \b
    Secrets become [REDACTED] (the value only: `Bearer [REDACTED]`, `api_key=[REDACTED]`);
    personal emails redacted@example.test; personal phones +52-000-000-0000. Role
    mailboxes, hosts, paths and dates stay. Ambiguous values are left for review.
    Bodies over 512 KB are cut to their first relevant block + 2 KB of context.
    The fixture and its manifest entry (sha256, sha256_original, captured_at) are
    written as one journaled commit: an interruption leaves both as they were.
    Expected spans the redaction moved are listed for re-capture, never adjusted.
    PDFs are scanned page by page but never rewritten: one with findings is refused.
    """
    from fixture_guard.redact import RedactOptions, RedactRefused, apply, plan_redaction

    config = resolve_config(config_path, None, manifest_path, None)
    if root.resolve() != config.root:
        # Another tree than the configured one: its manifest sits inside it.
        config = resolve_config(config_path, root, manifest_path, None)
    options = RedactOptions(
        provider=provider,
        case=case,
        cls=cls,
        captured_at=captured_at,
        kind=kind,
        rel=rel,
        source_url=source_url,
    )
    try:
        plan = plan_redaction(
            raws,
            options,
            config,
            root=config.root,
            manifest_path=config.manifest_path,
            entry_index=entry,
        )
    except RedactRefused as exc:
        click.echo(f"fixture-guard: refused: {exc}", err=True)
        return 1
    for redacted in plan.files:
        click.echo(f"{redacted.source} → {redacted.rel} ({len(redacted.data)} bytes)")
        for item in redacted.replaced:
            click.echo(
                f"  line {item.line}: {item.code} {item.kind} {item.masked} → {item.replacement}"
            )
        for item in redacted.review:
            where = "page" if redacted.media == "pdf" else "line"
            click.echo(
                f"  {where} {item.line}: {item.code} {item.kind} {item.masked} left for review"
            )
        for note in redacted.notes:
            click.echo(f"  note: {note}")
    for line in plan.recapture:
        click.echo(line)
    if dry_run:
        click.echo("nothing written (dry run)")
        return 0
    apply(plan, root=config.root, wait=wait, notify=say_waiting)
    click.echo(f"wrote {len(plan.files)} file(s) and {plan.manifest.path.name}")
    return 0
