from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from fixture_guard.engine import CheckReport
from fixture_guard.finding import Finding, Location, Severity
from fixture_guard.report.base import INFORMATION_URI, TOOL, Reporter
from fixture_guard.rules import REGISTRY, family_of

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def artifact_location(path: str) -> dict[str, str]:
    """A finding's path as a SARIF artifactLocation: a percent-encoded URI reference.

    Paths are relative to the project (`%SRCROOT%`, which code scanning maps to the
    repository root); an absolute path (`scan /tmp/raw.json`) is a `file:` URI. File
    names may hold `,`, `:`, `%`, spaces, newlines or any other character: everything
    but unreserved characters and `/` is percent-encoded from its UTF-8 bytes, so that
    `a:b.json` is not read as a scheme and `50%.html` not as an escape.
    """
    trimmed = path.rstrip("/") or "."
    raw = trimmed.encode("utf-8", "surrogateescape")
    if trimmed.startswith("/"):
        return {"uri": "file://" + quote(raw, safe="/")}
    return {"uri": quote(raw, safe="/"), "uriBaseId": "%SRCROOT%"}


def _physical(location: Location) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": artifact_location(location.path)}
    if location.line:  # no line, no region: the finding is about the file as a whole
        region: dict[str, int] = {"startLine": location.line}
        if location.column:
            region["startColumn"] = location.column
        physical["region"] = region
    return {"physicalLocation": physical}


class SarifReporter(Reporter):
    """SARIF 2.1.0 for GitHub code scanning: rules with help, results with regions and
    partialFingerprints; waived and reviewed (baselined) findings carry an accepted external
    suppression."""

    name = "sarif"

    def render(self, report: CheckReport) -> str:
        codes = list(REGISTRY)
        rules = [self._rule(code) for code in codes]
        results = [self._result(f, codes) for f in report.findings]
        for waived in report.waived:
            result = self._result(waived.finding, codes)
            result["suppressions"] = [
                {
                    "kind": "external",
                    "status": "accepted",
                    "justification": f"{waived.waiver.reason} (owner {waived.waiver.owner}, "
                    f"expires {waived.waiver.expires.isoformat()})",
                }
            ]
            results.append(result)
        for baselined in report.baselined:
            result = self._result(baselined.finding, codes)
            result["suppressions"] = [
                {
                    "kind": "external",
                    "status": "accepted",
                    "justification": f"reviewed: {baselined.review.reason} (by "
                    f"{baselined.review.reviewer}, {baselined.review.reviewed_at})",
                }
            ]
            results.append(result)
        document = {
            "$schema": SARIF_SCHEMA,
            "version": "2.1.0",
            "runs": [
                {
                    "tool": {
                        "driver": {
                            "name": TOOL["name"],
                            "version": TOOL["version"],
                            "semanticVersion": TOOL["version"],
                            "informationUri": INFORMATION_URI,
                            "rules": rules,
                        }
                    },
                    "invocations": [self._invocation()],
                    "results": results,
                    "columnKind": "unicodeCodePoints",
                }
            ],
        }
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"

    def _invocation(self) -> dict[str, Any]:
        """The run completed (an error that stops it exits 2 before any report): findings
        are results, not a failed execution, whatever the exit status says."""
        invocation: dict[str, Any] = {"executionSuccessful": True}
        if self.exit_code is not None:
            invocation["exitCode"] = self.exit_code
        return invocation

    @staticmethod
    def _rule(code: str) -> dict[str, Any]:
        rule = REGISTRY[code]
        doc = rule.documentation()
        return {
            "id": code,
            "name": rule.__name__,
            "shortDescription": {"text": rule.summary()},
            "fullDescription": {"text": rule.section("What it does") or rule.summary()},
            "help": {"text": doc, "markdown": doc},
            "defaultConfiguration": {"level": _LEVEL[rule.severity]},
            "properties": {"tags": [family_of(code), rule.name]},
        }

    @staticmethod
    def _result(finding: Finding, codes: list[str]) -> dict[str, Any]:
        result: dict[str, Any] = {
            "ruleId": finding.code,
            "ruleIndex": codes.index(finding.code),
            "level": _LEVEL[finding.severity],
            "message": {"text": finding.message},
            "locations": [_physical(Location(finding.path, finding.line, finding.column))],
            "partialFingerprints": {"fixtureGuardFingerprint/v1": finding.fingerprint},
        }
        if finding.related:
            result["relatedLocations"] = [
                {"id": i, **_physical(loc), "message": {"text": "manifest entry"}}
                for i, loc in enumerate(finding.related)
            ]
        properties: dict[str, Any] = {}
        if finding.provider:
            properties["provider"] = finding.provider
        if finding.disqualifying:
            properties["disqualifying"] = True
        if finding.masked:
            properties["masked"] = finding.masked
        if properties:
            result["properties"] = properties
        return result
