"""`fixture-guard cache`: where the cache of per-file results is, and removing it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from fixture_guard.cli.options import SafePath, cache_dir_of, resolve_config

F = TypeVar("F", bound=Callable[..., Any])


def _cache_options(func: F) -> F:
    func = click.option(
        "--cache-dir",
        type=SafePath(file_okay=False, path_type=Path),
        envvar="FIXTURE_GUARD_CACHE_DIR",
        help="The cache folder (default: .fixture-guard-cache beside the configuration).",
    )(func)
    return click.option(
        "--config",
        "config_path",
        type=SafePath(exists=True, dir_okay=False, path_type=Path),
        help="pyproject.toml to read instead of the nearest one with [tool.fixture-guard].",
    )(func)


@click.group("cache")
def cache_group() -> None:
    """The cache of per-file results that `check` and `scan` keep.

    \b
    Results are keyed by each file's sha256, fixture-guard's own code and the settings
    that reach the detectors: an edited file is always analysed again. Safe to delete.
    """


@cache_group.command("clean")
@_cache_options
def clean_command(config_path: Path | None, cache_dir: Path | None) -> int:
    """Remove the cache folder (the next run analyses every file again)."""
    from fixture_guard.cache import clean

    config = resolve_config(config_path, None, None, None, notice=False)
    directory = cache_dir_of(config, cache_dir)
    if clean(directory):
        click.echo(f"removed {directory}")
    else:
        click.echo(f"no cache at {directory}")
    return 0


@cache_group.command("dir")
@_cache_options
def dir_command(config_path: Path | None, cache_dir: Path | None) -> int:
    """Print where the cache folder is (whether or not it exists yet)."""
    config = resolve_config(config_path, None, None, None, notice=False)
    click.echo(str(cache_dir_of(config, cache_dir)))
    return 0
