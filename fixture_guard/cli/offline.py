"""`fixture-guard offline -- CMD…`: run a command with no network but loopback."""

from __future__ import annotations

import os
import sys

import click

from fixture_guard.offline import (
    CommandNotExecutable,
    CommandNotFound,
    OfflineUnavailable,
    lock_network,
    resolve_command,
)

#: Exit statuses of a command wrapper, as timeout(1) and env(1) use them.
EXIT_LOCK_FAILED = 125
EXIT_NOT_EXECUTABLE = 126
EXIT_NOT_FOUND = 127


@click.command(
    "offline",
    context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False},
)
@click.argument("command", nargs=-1, required=True, type=click.UNPROCESSED, metavar="-- CMD [ARG…]")
def offline_command(command: tuple[str, ...]) -> int:
    """Run CMD with no network: a Linux network namespace with loopback only.

    CMD and all its children (node, TypeScript specs, pytest…) reach 127.0.0.1 and
    nothing else. The exit status is CMD's own; 127 when CMD does not exist, 126 when
    it cannot be executed, 125 when the lock cannot be set up here — then CMD is not
    run at all, never without the lock.
    """
    argv = list(command)
    if argv and argv[0] == "--":
        argv = argv[1:]
    try:
        executable = resolve_command(argv)
    except CommandNotFound as exc:
        click.echo(f"fixture-guard offline: {exc}", err=True)
        return EXIT_NOT_FOUND
    except CommandNotExecutable as exc:
        click.echo(f"fixture-guard offline: {exc}", err=True)
        return EXIT_NOT_EXECUTABLE
    try:
        lock_network()
    except OfflineUnavailable as exc:
        click.echo(f"fixture-guard offline: {exc}; not running {argv[0]}", err=True)
        return EXIT_LOCK_FAILED
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        # Replace this process: signals reach CMD directly, and its status is ours.
        os.execv(executable, argv)
    except OSError as exc:
        click.echo(f"fixture-guard offline: {argv[0]}: {exc.strerror}", err=True)
        return EXIT_NOT_EXECUTABLE
    return EXIT_NOT_EXECUTABLE  # not reached: execv returns only by raising
