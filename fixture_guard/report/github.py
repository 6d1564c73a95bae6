from __future__ import annotations

from fixture_guard.engine import CheckReport
from fixture_guard.finding import Severity
from fixture_guard.report.base import Reporter
from fixture_guard.rules import REGISTRY

_COMMAND = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def escape_data(text: str) -> str:
    """Escape a workflow command's message, so fixture text cannot inject a command."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


class GithubReporter(Reporter):
    """GitHub Actions workflow commands: one annotation per finding, then a summary."""

    name = "github"

    def render(self, report: CheckReport) -> str:
        lines = []
        for finding in report.findings:
            rule = REGISTRY.get(finding.code)
            props = [f"file={escape_property(finding.path.rstrip('/'))}"]
            if finding.line:
                props.append(f"line={finding.line}")
            if finding.column:
                props.append(f"col={finding.column}")
            title = f"{finding.code} {rule.name if rule else ''}".strip()
            props.append(f"title={escape_property(title)}")
            lines.append(
                f"::{_COMMAND[finding.severity]} {','.join(props)}::{escape_data(finding.message)}"
            )
        if self.quiet:
            return "".join(line + "\n" for line in lines)
        counts = report.counts()
        lines.append(
            f"fixture-guard: {counts['error']} error(s), {counts['warning']} warning(s), "
            f"{len(report.waived)} waived"
            + (f", {len(report.baselined)} reviewed" if report.baselined else "")
        )
        for waived in report.waived:
            lines.append(
                escape_data(
                    f"  waived {waived.finding.code} {waived.finding.path}: {waived.waiver.reason}"
                )
            )
        for baselined in report.baselined:
            lines.append(
                escape_data(
                    f"  reviewed {baselined.finding.code} {baselined.finding.path}: "
                    f"{baselined.review.reason} ({baselined.review.reviewer})"
                )
            )
        return "\n".join(lines) + "\n"
