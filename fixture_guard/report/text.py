from __future__ import annotations

from collections.abc import Callable
from itertools import groupby

import click

from fixture_guard.engine import BaselinedFinding, CheckReport, WaivedFinding
from fixture_guard.finding import Finding, Severity
from fixture_guard.manifest import CLASSES
from fixture_guard.report.base import Reporter
from fixture_guard.rules import REGISTRY

_COLOURS = {Severity.ERROR: "red", Severity.WARNING: "yellow", Severity.INFO: "blue"}


class TextReporter(Reporter):
    """For people: findings grouped by file, the provider × class table, then a summary."""

    name = "text"

    def _style(self, text: str, **styles: object) -> str:
        return click.style(text, **styles) if self.color else text  # type: ignore[arg-type]

    def render(self, report: CheckReport) -> str:
        out: list[str] = []
        for path, group in groupby(report.findings, key=lambda f: f.path):
            out.append(self._style(path or "(tree)", bold=True, underline=True))
            out.extend(self._finding_line(f) for f in group)
            out.append("")
        if self.quiet:  # the findings and nothing else, as ruff --quiet
            return "\n".join(out[:-1]) + "\n" if out else ""
        if report.coverage and _has_gaps(report.coverage):
            out.extend(self._coverage(report.coverage))
            out.append("")
        if report.waived:
            out.extend(self._waived(report.waived))
            out.append("")
        if report.baselined:
            out.extend(self._baselined(report.baselined))
            out.append("")
        out.append(self._summary(report))
        return "\n".join(out) + "\n"

    def _finding_line(self, finding: Finding) -> str:
        where = f"{finding.line or '-'}:{finding.column or '-'}" if finding.line else ""
        rule = REGISTRY.get(finding.code)
        severity = self._style(f"{finding.severity.value:<7}", fg=_COLOURS[finding.severity])
        name = self._style(f"[{rule.name}]", dim=True) if rule else ""
        line = f"  {where:>8}  {severity} {self._style(finding.code, bold=True)} {finding.message} {name}"
        for related in finding.related:
            line += "\n" + " " * 12 + self._style(f"↳ {related}", dim=True)
        return line.rstrip()

    def _coverage(self, coverage: dict[str, dict[str, int]]) -> list[str]:
        header = ["provider", *CLASSES]
        rows = [
            [provider] + [str(counts[c]) if counts[c] else "MISSING" for c in CLASSES]
            for provider, counts in coverage.items()
        ]
        widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
        lines = [self._style("Fixture classes per provider (count of files):", bold=True)]
        lines.append("  " + "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
        for row in rows:
            cells = []
            for cell, width in zip(row, widths, strict=True):
                text = cell.ljust(width)
                cells.append(self._style(text, fg="red") if cell == "MISSING" else text)
            lines.append("  " + "  ".join(cells))
        return lines

    def _waived(self, waived: list[WaivedFinding]) -> list[str]:
        lines = [self._style(f"Waived findings ({len(waived)}):", bold=True)]
        key: Callable[[WaivedFinding], int] = lambda w: w.waiver.index  # noqa: E731
        for _, group in groupby(sorted(waived, key=key), key=key):
            items = list(group)
            waiver = items[0].waiver
            lines.append(
                f"  {len(items)} × {', '.join(sorted({w.finding.code for w in items}))} — "
                f"{waiver.reason} (owner {waiver.owner}, expires {waiver.expires.isoformat()})"
            )
            lines.extend(
                self._style(f"      {w.finding.code} {w.finding.path}", dim=True) for w in items
            )
        return lines

    def _baselined(self, baselined: list[BaselinedFinding]) -> list[str]:
        lines = [self._style(f"Reviewed and accepted ({len(baselined)}):", bold=True)]
        for item in baselined:
            review = item.review
            lines.append(f"  {item.finding.code} {item.finding.path}: {item.finding.message}")
            lines.append(
                self._style(
                    f"      — {review.reason} (reviewed by {review.reviewer}, {review.reviewed_at})",
                    dim=True,
                )
            )
        return lines

    def _summary(self, report: CheckReport) -> str:
        counts = report.counts()
        parts = [
            f"{counts[s.value]} {s.value}{'s' if counts[s.value] != 1 else ''}"
            for s in Severity
            if counts[s.value]
        ]
        waived = f", {len(report.waived)} waived" if report.waived else ""
        if report.baselined:
            waived += f", {len(report.baselined)} reviewed"
        files = f" in {report.files_checked} files"
        if not parts:
            return self._style("✓ No findings", fg="green", bold=True) + files + waived + "."
        mark = "✗" if report.has_errors else "!"
        colour = "red" if report.has_errors else "yellow"
        return (
            self._style(f"{mark} {', '.join(parts)}", fg=colour, bold=True) + files + waived + "."
        )


def _has_gaps(coverage: dict[str, dict[str, int]]) -> bool:
    return any(count == 0 for counts in coverage.values() for count in counts.values())
