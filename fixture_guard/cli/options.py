"""Options several commands share, and how they turn into a Config."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from fixture_guard.atomic import write_atomic
from fixture_guard.config import Config, load_config
from fixture_guard.tree import real_path

if TYPE_CHECKING:
    from fixture_guard.cache import Cache

F = TypeVar("F", bound=Callable[..., Any])

FORMATS = ("text", "json", "sarif", "github", "junit", "gitlab")


class SafePath(click.Path):
    """click.Path that turns a name the file system cannot take (a lone surrogate, a NUL)
    into a usage error naming the option, instead of an exception deep in click."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            if isinstance(value, str):
                os.fsencode(value)
                if "\x00" in value:
                    raise ValueError("NUL byte")
            return super().convert(value, param, ctx)
        except (UnicodeError, ValueError):
            shown = str(value).encode("utf-8", "backslashreplace").decode("utf-8")
            self.fail(f"{shown!r} is not a usable file name", param, ctx)


def tree_options(func: F) -> F:
    """--config, --root, --manifest, --golden-set: where the tree is, overriding the config."""
    decorators = [
        click.option(
            "--config",
            "config_path",
            type=SafePath(exists=True, dir_okay=False, path_type=Path),
            help="pyproject.toml to read instead of the nearest one with [tool.fixture-guard].",
        ),
        click.option(
            "--root",
            type=SafePath(file_okay=False, path_type=Path),
            help="Fixture root (overrides `root`).",
        ),
        click.option(
            "--manifest",
            "manifest_path",
            type=SafePath(dir_okay=False, path_type=Path),
            help="manifest.json (overrides `manifest`; default <root>/manifest.json).",
        ),
        click.option(
            "--golden-set",
            "golden_set_path",
            type=SafePath(dir_okay=False, path_type=Path),
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
        config = config.override(root=real_path(root)).without_paths()
    # Absolute, symlinks kept: the tree's guard judges where a symlinked manifest leads.
    return config.override(
        manifest=Path(os.path.abspath(manifest_path)) if manifest_path else None,
        golden_set=Path(os.path.abspath(golden_set_path)) if golden_set_path else None,
        **extra,
    )


def output_option(what: str = "report") -> Callable[[F], F]:
    """-o/--output FILE: write what the command prints to FILE, atomically."""
    return click.option(
        "--output",
        "-o",
        type=SafePath(dir_okay=False, path_type=Path),
        help=f"Write the {what} to this file (atomically) instead of stdout.",
    )


def wait_option(func: F) -> F:
    """--wait/--no-wait: what a writer does when another one holds the tree."""
    return click.option(
        "--wait/--no-wait",
        default=True,
        show_default=True,
        help="When another fixture-guard writer holds the tree: wait for it (saying so), "
        "or fail at once with exit 2.",
    )(func)


def say_waiting(message: str) -> None:
    """How a writer tells its user it is waiting for the tree."""
    click.echo(f"fixture-guard: {message}", err=True)


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


def cache_options(func: F) -> F:
    """--no-cache and --cache-dir: what a run may reuse from earlier runs, and where."""
    decorators = [
        click.option(
            "--no-cache",
            is_flag=True,
            help="Analyse every file afresh and write nothing (not even the cache).",
        ),
        click.option(
            "--cache-dir",
            type=SafePath(file_okay=False, path_type=Path),
            envvar="FIXTURE_GUARD_CACHE_DIR",
            help="Where per-file results are cached (default: .fixture-guard-cache beside "
            "the configuration; env FIXTURE_GUARD_CACHE_DIR).",
        ),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def speed_options(func: F) -> F:
    """--jobs, --no-cache, --cache-dir: how per-file analysis runs and what it reuses."""
    func = cache_options(func)
    return click.option(
        "--jobs",
        "-j",
        type=click.IntRange(min=1),
        metavar="N",
        help="Processes for per-file analysis (default: one per CPU; 1 runs it all in "
        "this process). Small runs, such as a commit hook's, never start a pool.",
    )(func)


def cache_dir_of(config: Config, cache_dir: Path | None) -> Path:
    """The cache folder: --cache-dir, else `.fixture-guard-cache` in the project folder."""
    from fixture_guard.cache import CACHE_DIR_NAME

    if cache_dir is not None:
        return Path(os.path.abspath(cache_dir))
    return config.project_dir / CACHE_DIR_NAME


def open_cache(config: Config, *, no_cache: bool, cache_dir: Path | None) -> Cache:
    """The run's cache: disabled (stores nothing, writes nothing) with --no-cache."""
    from fixture_guard.cache import Cache

    return Cache(None if no_cache else cache_dir_of(config, cache_dir))
