"""Options several commands share, and how they turn into a Config."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from fixture_guard.atomic import write_atomic
from fixture_guard.config import Config, load_config

F = TypeVar("F", bound=Callable[..., Any])

FORMATS = ("text", "json", "sarif", "github", "junit", "gitlab")


def tree_options(func: F) -> F:
    """--config, --root, --manifest, --golden-set: where the tree is, overriding the config."""
    decorators = [
        click.option(
            "--config",
            "config_path",
            type=click.Path(exists=True, dir_okay=False, path_type=Path),
            help="pyproject.toml to read instead of the nearest one with [tool.fixture-guard].",
        ),
        click.option(
            "--root",
            type=click.Path(file_okay=False, path_type=Path),
            help="Fixture root (overrides `root`).",
        ),
        click.option(
            "--manifest",
            "manifest_path",
            type=click.Path(dir_okay=False, path_type=Path),
            help="manifest.json (overrides `manifest`; default <root>/manifest.json).",
        ),
        click.option(
            "--golden-set",
            "golden_set_path",
            type=click.Path(dir_okay=False, path_type=Path),
            help="golden-set.json (overrides `golden-set`; default <root>/golden-set.json).",
        ),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def skip_outside_root_option(func: F) -> F:
    return click.option(
        "--skip-outside-root",
        is_flag=True,
        help="Ignore PATHS outside the fixture root instead of failing, as a commit hook "
        "wants (on by default under pre-commit, which sets PRE_COMMIT). A PATH that does "
        "not exist is an error either way.",
    )(func)


def is_outside_root_skipped(flag: bool) -> bool:
    """--skip-outside-root, or running as a pre-commit hook (pre-commit sets PRE_COMMIT=1)."""
    return flag or os.environ.get("PRE_COMMIT", "") not in ("", "0")


def resolve_config(
    config_path: Path | None,
    root: Path | None,
    manifest_path: Path | None,
    golden_set_path: Path | None,
    *,
    notice: bool = True,
    **extra: Any,
) -> Config:
    """The configuration with command-line overrides applied.

    `--root` names another tree: its manifest and golden set then default to the ones
    inside it, not to those the config names for its own tree. With no config and no
    --root, one line on stderr says which root is assumed (never on stdout, where a
    JSON or SARIF report may go).
    """
    config = load_config(config_path)
    if notice and config.source is None and root is None:
        click.echo(
            f"fixture-guard: no [tool.fixture-guard] in any pyproject.toml from here up: "
            f"the fixture root is taken to be this folder ({config.root}); set "
            '`root = "…"` under [tool.fixture-guard] in pyproject.toml, or pass --root',
            err=True,
        )
    if root is not None:
        config = config.override(root=root.resolve()).without_paths()
    return config.override(
        manifest=manifest_path.resolve() if manifest_path else None,
        golden_set=golden_set_path.resolve() if golden_set_path else None,
        **extra,
    )


def output_option(what: str = "report") -> Callable[[F], F]:
    """-o/--output FILE: write what the command prints to FILE, atomically."""
    return click.option(
        "--output",
        "-o",
        type=click.Path(dir_okay=False, path_type=Path),
        help=f"Write the {what} to this file (atomically) instead of stdout.",
    )


def format_option(func: F) -> F:
    func = output_option()(func)
    func = click.option(
        "--color",
        type=click.Choice(["auto", "always", "never"]),
        default="auto",
        show_default=True,
        help="Colour text output; auto means only on a terminal, and never when NO_COLOR is set.",
    )(func)
    return click.option(
        "--format",
        "output_format",
        type=click.Choice(FORMATS),
        default="text",
        show_default=True,
        help="text for people, json for tools, sarif for code scanning, github for "
        "annotations, junit for CI test reports, gitlab for GitLab Code Quality.",
    )(func)


def wants_color(choice: str, output: Path | None) -> bool:
    if choice == "always":
        return True
    if choice == "never" or output is not None or os.environ.get("NO_COLOR"):
        return False
    return sys.stdout.isatty()


def emit(text: str, output: Path | None, *, color: bool = False) -> None:
    """Print the report, or write it atomically to `output`."""
    if output is None:
        # color=True keeps the styles the reporter chose; click would strip them off a pipe.
        click.echo(text, nl=False, color=color or None)
    else:
        write_atomic(output, text.encode("utf-8"))
