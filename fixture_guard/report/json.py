from __future__ import annotations

import json

from fixture_guard.engine import CheckReport
from fixture_guard.report.base import TOOL, Reporter, finding_dict


class JsonReporter(Reporter):
    """One JSON document: summary, findings, waived and reviewed findings, coverage,
    disqualifications."""

    name = "json"

    def render(self, report: CheckReport) -> str:
        counts = report.counts()
        document = {
            "tool": TOOL,
            "summary": {
                "error": counts["error"],
                "warning": counts["warning"],
                "info": counts["info"],
                "waived": len(report.waived),
                "baselined": len(report.baselined),
                "files": report.files_checked,
                # per-file analysis: run in this run, or served from the cache
                "analysed": report.files_analysed,
                "from_cache": report.files_cached,
            },
            "findings": [finding_dict(f) for f in report.findings],
            "waived": [
                {
                    **finding_dict(w.finding),
                    "waiver": {
                        "reason": w.waiver.reason,
                        "owner": w.waiver.owner,
                        "expires": w.waiver.expires.isoformat(),
                    },
                }
                for w in report.waived
            ],
            "baselined": [
                {
                    **finding_dict(b.finding),
                    "review": {
                        "reason": b.review.reason,
                        "reviewer": b.review.reviewer,
                        "reviewed_at": b.review.reviewed_at,
                    },
                }
                for b in report.baselined
            ],
            "coverage": report.coverage,
            "disqualified": {
                provider: sorted({f.code for f in findings})
                for provider, findings in report.disqualified.items()
            },
        }
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
