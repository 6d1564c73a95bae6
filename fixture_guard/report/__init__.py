"""Reporters: one small interface, chosen by `--format` from a name → class table.

A reporter turns a CheckReport into text; it never decides the exit status and never
sees a matched value (findings carry only its masked form).
"""

from __future__ import annotations

from fixture_guard.report.base import Reporter
from fixture_guard.report.github import GithubReporter
from fixture_guard.report.gitlab import GitlabReporter
from fixture_guard.report.json import JsonReporter
from fixture_guard.report.junit import JunitReporter
from fixture_guard.report.sarif import SarifReporter
from fixture_guard.report.text import TextReporter

REPORTERS: dict[str, type[Reporter]] = {
    "text": TextReporter,
    "json": JsonReporter,
    "sarif": SarifReporter,
    "github": GithubReporter,
    "junit": JunitReporter,
    "gitlab": GitlabReporter,
}

__all__ = ["REPORTERS", "Reporter"]
