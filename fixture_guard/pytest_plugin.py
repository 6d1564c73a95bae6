"""pytest plugin: with the lock on, a test that reaches past loopback fails, naming the host.

Enable it with `--fixture-guard-offline` or, in the project's pytest settings,
`fixture_guard_offline = true`. It patches Python's socket API (connect, connect_ex,
sendto, create_connection, getaddrinfo; asyncio goes through them) for the whole
session. Subprocesses are beyond its reach: run the suite under
`fixture-guard offline -- pytest` for those.
"""

from __future__ import annotations

import pytest

from fixture_guard.offline import SocketGuard

_GUARD_KEY = pytest.StashKey[SocketGuard]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("fixture-guard", "fixture-guard network lock")
    group.addoption(
        "--fixture-guard-offline",
        action="store_true",
        default=None,
        help="Fail any test that connects to or resolves a non-loopback host.",
    )
    parser.addini(
        "fixture_guard_offline",
        type="bool",
        default=False,
        help="Fail any test that connects to or resolves a non-loopback host.",
    )


def is_enabled(config: pytest.Config) -> bool:
    option = config.getoption("fixture_guard_offline")
    return bool(option) if option is not None else bool(config.getini("fixture_guard_offline"))


def pytest_configure(config: pytest.Config) -> None:
    if is_enabled(config):
        guard = SocketGuard()
        guard.install()
        config.stash[_GUARD_KEY] = guard


def pytest_unconfigure(config: pytest.Config) -> None:
    guard = config.stash.get(_GUARD_KEY, None)
    if guard is not None:
        guard.remove()


def pytest_report_header(config: pytest.Config) -> str | None:
    if is_enabled(config):
        return "fixture-guard: network lock on (non-loopback connections fail)"
    return None
