"""The one error family of the library.

The library raises these and never prints or exits; the CLI turns any of them into a
single line on stderr and exit status 2 (usage error or unreadable input).
"""

from __future__ import annotations


class FixtureGuardError(Exception):
    """Root of every error fixture-guard reports to its user as one line."""


class ConfigError(FixtureGuardError):
    """`[tool.fixture-guard]` (or a command-line option) is invalid."""


class InputError(FixtureGuardError):
    """An input the command cannot work without is missing or unreadable."""


class ManifestUnreadable(InputError):
    """The manifest is not JSON at all (empty, binary, truncated): nothing can be checked."""


class UnsafePath(FixtureGuardError):
    """A path would leave the fixture root (`..`, absolute, symlink out)."""
