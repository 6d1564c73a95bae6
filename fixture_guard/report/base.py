from __future__ import annotations

import dataclasses
import functools
from typing import Any

from fixture_guard import __version__
from fixture_guard.engine import CheckReport
from fixture_guard.finding import Finding
from fixture_guard.masking import mask_text
from fixture_guard.rules import REGISTRY


class Reporter:
    """Render a report. Subclasses set `name` and implement `render`.

    Every subclass's `render` is wrapped so that it sees finding messages already
    passed through `masking.mask_text`: a rule that quotes a value (a capture date, a
    case id, a field name from the manifest) can never print a secret or a personal
    datum whole, in any format, whichever reporter is added later.

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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        render = cls.__dict__.get("render")
        if render is not None:

            @functools.wraps(render)
            def masked_render(self: Reporter, report: CheckReport) -> str:
                return render(self, masked_report(report))  # type: ignore[no-any-return]

            cls.render = masked_render  # type: ignore[method-assign]

    def render(self, report: CheckReport) -> str:
        raise NotImplementedError


def _masked(finding: Finding) -> Finding:
    message = _mask_remembered(finding.message)
    if message == finding.message:
        return finding
    # The fingerprint falls back on the message: keep it as the key (never printed), so a
    # masked finding is still the finding a baseline or a waiver reviewed.
    key = finding.key if finding.key or finding.value_hash else finding.message
    return dataclasses.replace(finding, message=message, key=key)


def _mask_remembered(message: str) -> str:
    """`mask_text(message)`, remembered in the run's cache by the message's hash (the
    masked form is what every output shows; the message itself is not stored)."""
    from fixture_guard.cache import memo

    return memo(("mask", message), lambda: mask_text(message), encode=str, decode=_text)


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("not a stored message")
    return value


def masked_report(report: CheckReport) -> CheckReport:
    """The report with every finding message masked (see `masking.mask_text`)."""
    return dataclasses.replace(
        report,
        findings=[_masked(f) for f in report.findings],
        waived=[dataclasses.replace(w, finding=_masked(w.finding)) for w in report.waived],
        baselined=[dataclasses.replace(b, finding=_masked(b.finding)) for b in report.baselined],
    )


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
