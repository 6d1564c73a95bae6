"""JUnit XML, for CI dashboards (GitLab, Jenkins, Azure, CircleCI test reports).

One test suite per file, one failing test case per finding (as ruff's junit output);
waived and reviewed findings are skipped test cases with their reason; a clean run is
one passing test case, so that a dashboard shows the check ran.
"""

from __future__ import annotations

import re
from itertools import groupby
from typing import Any

from fixture_guard.engine import CheckReport
from fixture_guard.finding import Finding
from fixture_guard.report.base import Reporter
from fixture_guard.rules import REGISTRY

#: Characters XML 1.0 cannot hold at all (control characters, lone surrogates).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    """`text` with the characters XML cannot carry written as escapes (`\\x01`)."""
    return _NOT_XML.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


class JunitReporter(Reporter):
    """JUnit XML: a test suite per file, a test case per finding."""

    name = "junit"

    def render(self, report: CheckReport) -> str:
        from lxml import etree

        root = etree.Element("testsuites", name="fixture-guard")
        accepted: list[tuple[Finding, str]] = [
            (
                w.finding,
                f"waived: {w.waiver.reason} (owner {w.waiver.owner}, "
                f"expires {w.waiver.expires.isoformat()})",
            )
            for w in report.waived
        ] + [
            (
                b.finding,
                f"reviewed: {b.review.reason} (by {b.review.reviewer}, {b.review.reviewed_at})",
            )
            for b in report.baselined
        ]
        cases: list[tuple[Finding, str | None]] = [(f, None) for f in report.findings]
        cases += accepted
        cases.sort(key=lambda item: item[0].sort_key())
        totals = {"tests": 0, "failures": 0, "skipped": 0}
        for path, group in groupby(cases, key=lambda item: item[0].path):
            items = list(group)
            suite = etree.SubElement(root, "testsuite", name=xml_text(path or "(tree)"))
            failures = sum(1 for _, skipped in items if skipped is None)
            counts = {"tests": len(items), "failures": failures, "skipped": len(items) - failures}
            for finding, skipped in items:
                self._case(suite, finding, skipped)
            for key, value in counts.items():
                suite.set(key, str(value))
                totals[key] += value
            suite.set("errors", "0")
        if not cases:
            suite = etree.SubElement(
                root, "testsuite", name="fixture-guard", tests="1", failures="0", skipped="0"
            )
            suite.set("errors", "0")
            etree.SubElement(suite, "testcase", name="no findings", classname="fixture-guard")
            totals["tests"] = 1
        for key, value in totals.items():
            root.set(key, str(value))
        root.set("errors", "0")
        data: bytes = etree.tostring(
            root, xml_declaration=True, encoding="UTF-8", pretty_print=True
        )
        return data.decode("utf-8")

    @staticmethod
    def _case(suite: Any, finding: Finding, skipped: str | None) -> None:
        from lxml import etree

        rule = REGISTRY.get(finding.code)
        where = f"{finding.path}:{finding.line}" if finding.line else finding.path
        if finding.line and finding.column:
            where += f":{finding.column}"
        case = etree.SubElement(
            suite,
            "testcase",
            name=xml_text(
                f"{finding.code} {rule.name if rule else ''}".strip()
                + (f" at line {finding.line}" if finding.line else "")
            ),
            classname=xml_text(finding.path or "(tree)"),
            file=xml_text(finding.path),
        )
        if finding.line:
            case.set("line", str(finding.line))
        if skipped is not None:
            etree.SubElement(case, "skipped", message=xml_text(skipped))
            return
        failure = etree.SubElement(
            case, "failure", message=xml_text(finding.message), type=finding.severity.value
        )
        failure.text = xml_text(f"{where}: {finding.code} {finding.message}")
