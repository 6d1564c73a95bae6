from __future__ import annotations

from typing import Any

from fixture_guard import __version__
from fixture_guard.engine import CheckReport
from fixture_guard.finding import Finding
from fixture_guard.rules import REGISTRY


class Reporter:
    """Render a report. Subclasses set `name` and implement `render`.

    `quiet` asks for the findings and nothing else (formats for people drop their
    summaries; machine formats are whole documents and ignore it). `exit_code` is the
    status the command will exit with, for formats that record it (SARIF invocations).
    """

    name = ""

    def __init__(
        self, *, color: bool = False, quiet: bool = False, exit_code: int | None = None
    ) -> None:
        self.color = color
        self.quiet = quiet
        self.exit_code = exit_code

    def render(self, report: CheckReport) -> str:
        raise NotImplementedError


def finding_dict(finding: Finding) -> dict[str, Any]:
    """A finding as machine-readable data (JSON and friends). Never holds a raw value."""
    rule = REGISTRY.get(finding.code)
    data: dict[str, Any] = {
        "code": finding.code,
        "name": rule.name if rule else None,
        "severity": finding.severity.value,
        "path": finding.path,
        "line": finding.line,
        "column": finding.column,
        "message": finding.message,
        "fingerprint": finding.fingerprint,
    }
    if finding.provider:
        data["provider"] = finding.provider
    if finding.masked:
        data["masked"] = finding.masked
    if finding.disqualifying:
        data["disqualifying"] = True
    if finding.related:
        data["related"] = [
            {"path": loc.path, "line": loc.line, "column": loc.column} for loc in finding.related
        ]
    return data


TOOL = {"name": "fixture-guard", "version": __version__}
#: Where a CI dashboard links for the tool: its name on the Python Package Index, where
#: `pip install fixture-guard` looks. Change it when the repository has a public home.
INFORMATION_URI = "https://pypi.org/project/fixture-guard/"
