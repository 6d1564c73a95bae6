"""GitLab Code Quality (a subset of the Code Climate JSON), for merge-request widgets.

Each active finding is an issue with `description`, `check_name`, `fingerprint`,
`severity` and `location.path` / `location.lines.begin`; GitLab requires all of them.
Waived and reviewed findings are accepted, so they are not issues.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from fixture_guard.engine import CheckReport
from fixture_guard.finding import Finding, Severity
from fixture_guard.report.base import Reporter
from fixture_guard.rules import REGISTRY, family_of

#: Families whose findings are leaks rather than defects of the bench.
_SECURITY = frozenset({"secrets", "personal", "injection"})


def severity_of(finding: Finding) -> str:
    """info | minor | major | critical | blocker: a disqualifying finding blocks, a leak
    is critical, any other error major, a warning minor."""
    if finding.disqualifying:
        return "blocker"
    if finding.severity is Severity.ERROR:
        family = family_of(finding.code) if finding.code in REGISTRY else ""
        return "critical" if family in _SECURITY else "major"
    return "minor" if finding.severity is Severity.WARNING else "info"


class GitlabReporter(Reporter):
    """GitLab Code Quality JSON: one issue per finding."""

    name = "gitlab"

    def render(self, report: CheckReport) -> str:
        issues: list[dict[str, Any]] = []
        seen: dict[str, int] = {}
        for finding in report.findings:
            rule = REGISTRY.get(finding.code)
            # GitLab keys issues by fingerprint: the same value twice in one file is two
            # issues, so later occurrences get a fingerprint of their own.
            fingerprint = finding.fingerprint
            count = seen.get(fingerprint, 0)
            seen[fingerprint] = count + 1
            if count:
                fingerprint = hashlib.sha256(f"{fingerprint}:{count}".encode()).hexdigest()[:32]
            family = family_of(finding.code) if rule else ""
            issues.append(
                {
                    "type": "issue",
                    "description": f"{finding.code} {finding.message}",
                    "check_name": f"{finding.code} {rule.name}" if rule else finding.code,
                    "categories": ["Security" if family in _SECURITY else "Bug Risk"],
                    "fingerprint": fingerprint,
                    "severity": severity_of(finding),
                    "location": {
                        "path": finding.path.rstrip("/") or ".",
                        # GitLab requires a line; a finding about a whole file sits on its first.
                        "lines": {"begin": finding.line or 1},
                    },
                }
            )
        return json.dumps(issues, indent=2, ensure_ascii=False) + "\n"
