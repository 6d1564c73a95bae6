from __future__ import annotations

from pathlib import Path

import click

from fixture_guard.cli.options import resolve_config
from fixture_guard.manifest import CLASSES, HTML_KINDS, INJECTION_VECTORS, PDF_KINDS


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
@click.option(
    "--kind",
    type=click.Choice([*HTML_KINDS, *PDF_KINDS]),
    help="Kind of a page or PDF, recorded in its manifest entry (needed for classes html, pdf).",
)
@click.option(
    "--keep",
    multiple=True,
    metavar="SELECTOR",
    help="CSS selector of a block a page over 512 KB keeps (when no expected span cites it).",
)
@click.option(
    "--vector",
    "vectors",
    multiple=True,
    type=click.Choice(INJECTION_VECTORS),
    help="A prompt-injection vector the page carries (class prompt-injection).",
)
@click.option("--as", "rel", help="Tree path to write (default from class, case and provider).")
@click.option(
    "--source-url", help="Where the capture came from (default: request URL or canonical)."
)
@click.option(
    "--entry",
    type=click.IntRange(min=0),
    help="Which interaction of a cassette or entry of a HAR file (0-based; default: each).",
)
@click.option(
    "--request-url",
    help="For a provider's response body recorded alone: the URL of the request it answered.",
)
@click.option(
    "--request-method",
    default="GET",
    show_default=True,
    help="With --request-url: the request's method.",
)
@click.option(
    "--status",
    type=click.IntRange(100, 599),
    default=200,
    show_default=True,
    help="With --request-url: the response's status.",
)
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
@click.option("--force", is_flag=True, help="Overwrite fixtures that exist already.")
@click.option("--dry-run", is_flag=True, help="Say what would be written; write nothing.")
def redact_command(
    raws: tuple[Path, ...],
    root: Path,
    provider: str,
    case: str,
    cls: str,
    captured_at: str | None,
    kind: str | None,
    keep: tuple[str, ...],
    vectors: tuple[str, ...],
    rel: str | None,
    source_url: str | None,
    entry: int | None,
    request_url: str | None,
    request_method: str,
    status: int,
    manifest_path: Path | None,
    config_path: Path | None,
    force: bool,
    dry_run: bool,
) -> int:
    """Redact raw captures into the fixture tree: exchange envelopes, VCR cassettes
    (vcrpy, pytest-recording, Betamax; YAML or JSON), HAR files, HTML pages and PDFs.

    \b
    A cassette or HAR file becomes one envelope per interaction (or the one --entry
    picks); a provider's response body recorded alone needs --request-url. Anything
    else is refused. Secrets become [REDACTED] (the value only: `Bearer [REDACTED]`);
    personal emails redacted@example.test; personal phones +52-000-000-0000. Role
    mailboxes, hosts, paths and dates stay. Ambiguous values are left for review.
    Pages over 512 KB are cut to the blocks the case's expected spans cite (or --keep
    SELECTOR) plus 2 KB of context. If redaction or the cut would move an expected
    span, nothing is written: spans are re-captured, never adjusted. The fixture and
    its manifest entry (sha256, sha256_original, captured_at, kind) are written as one
    journaled commit; an existing fixture only with --force. PDFs are scanned page by
    page but never rewritten: one with findings, or over 512 KB, is refused.
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
        keep=keep,
        vectors=vectors,
        request_url=request_url,
        request_method=request_method.upper(),
        status=status,
    )
    try:
        plan = plan_redaction(
            raws,
            options,
            config,
            root=config.root,
            manifest_path=config.manifest_path,
            entry_index=entry,
            force=force or dry_run,
        )
    except RedactRefused as exc:
        click.echo(f"fixture-guard: refused: {exc}", err=True)
        return 1
    for redacted in plan.files:
        overwrite = " — overwrites the existing fixture" if redacted.rel in plan.overwrites else ""
        click.echo(f"{redacted.source} → {redacted.rel} ({len(redacted.data)} bytes){overwrite}")
        for item in redacted.replaced:
            where = f"line {item.line}" if item.line else "header"
            click.echo(f"  {where}: {item.code} {item.kind} {item.masked} → {item.replacement}")
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
        if plan.overwrites and not force:
            click.echo(
                f"would overwrite {len(plan.overwrites)} existing fixture(s): "
                f"{', '.join(plan.overwrites)} (pass --force)"
            )
        click.echo("nothing written (dry run)")
        return 0
    apply(plan, root=config.root)
    click.echo(f"wrote {len(plan.files)} file(s) and {plan.manifest.path.name}")
    return 0
