"""`--statistics`: how many findings each rule has, as ruff prints them."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass

from fixture_guard.engine import CheckReport
from fixture_guard.rules import REGISTRY

FORMATS = ("text", "json")


@dataclass(frozen=True)
class RuleCount:
    code: str
    name: str
    severity: str
    count: int
    waived: int
    reviewed: int


def rule_counts(report: CheckReport) -> list[RuleCount]:
    """Per rule with any finding (active, waived or reviewed): most findings first."""
    active = Counter(f.code for f in report.findings)
    severity = {f.code: f.severity.value for f in report.findings}
    waived = Counter(w.finding.code for w in report.waived)
    reviewed = Counter(b.finding.code for b in report.baselined)
    counts = []
    for code in sorted(active.keys() | waived.keys() | reviewed.keys()):
        rule = REGISTRY.get(code)
        counts.append(
            RuleCount(
                code=code,
                name=rule.name if rule else "",
                severity=severity.get(code) or (rule.severity.value if rule else ""),
                count=active[code],
                waived=waived[code],
                reviewed=reviewed[code],
            )
        )
    counts.sort(key=lambda c: (-c.count, c.code))
    return counts


def render_statistics(report: CheckReport, output_format: str) -> str:
    counts = rule_counts(report)
    if output_format == "json":
        return json.dumps([asdict(c) for c in counts], indent=2) + "\n"
    files = files_line(report)
    if not counts:
        return files
    name_width = max(len(c.name) for c in counts)
    count_width = max(len(str(c.count)) for c in counts)
    lines = []
    for c in counts:
        accepted = [f"{n} {what}" for n, what in ((c.waived, "waived"), (c.reviewed, "reviewed"))]
        extra = ", ".join(a for a in accepted if not a.startswith("0 "))
        lines.append(
            f"{c.count:>{count_width}}  {c.code}  {c.name:<{name_width}}  {c.severity:<7}"
            + (f"  ({extra})" if extra else "")
        )
    return "\n".join(line.rstrip() for line in lines) + "\n" + files


def files_line(report: CheckReport) -> str:
    """How many files were read, and how many of them per-file analysis ran on or took
    from the cache (`.fixture-guard-cache`)."""
    return (
        f"{report.files_checked:,} files · per-file analysis: {report.files_analysed:,} "
        f"analysed, {report.files_cached:,} from the cache\n"
    )
