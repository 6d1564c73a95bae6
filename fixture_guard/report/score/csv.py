from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import Any, ClassVar

from fixture_guard.report.score.base import ScoreReporter, case_values, claim_rows
from fixture_guard.score.bench import ScoreReport
from fixture_guard.score.measures import MEASURES


def _csv(header: list[str], rows: Iterable[list[Any]], *, validated: bool) -> str:
    """A table whose last column, `validated`, is the CSV form of the not-validated banner:
    `false` on every row of a report scored with --allow-findings."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([*header, "validated"])
    flag = "true" if validated else "false"
    for row in rows:
        writer.writerow([*("" if v is None else v for v in row), flag])
    return buffer.getvalue()


class CsvScoreReporter(ScoreReporter):
    """CSV tables for spreadsheets: one row per provider × scope (overall and each
    category) with every measure; plus gates, latency and per-case values as files."""

    name = "csv"
    suffix = "csv"
    names: ClassVar[list[str]] = [m.name for m in MEASURES]

    def render(self, report: ScoreReport) -> str:
        rows = []
        for provider, score in report.providers.items():
            rows.append(
                [
                    provider,
                    "overall",
                    score.rank,
                    score.disqualified,
                    *(score.aggregate.get(n) for n in self.names),
                ]
            )
            for category, values in score.categories.items():
                rows.append(
                    [
                        provider,
                        category,
                        score.rank,
                        score.disqualified,
                        *(values.get(n) for n in self.names),
                    ]
                )
        return _csv(
            ["provider", "scope", "rank", "disqualified", *self.names],
            rows,
            validated=report.validated,
        )

    def files(self, report: ScoreReport) -> dict[str, str]:
        ok = report.validated
        gates = [
            [
                provider,
                g.name,
                g.threshold,
                g.status,
                g.value,
                g.disqualifies,
                g.detail,
                g.overridden,
            ]
            for provider, score in report.providers.items()
            for g in score.gates.values()
        ]
        claims = [
            [
                provider,
                row["case"],
                row["claim"],
                row["artifact"],
                row["span"],
                row["citable"],
                row["contradicted"],
                row["reason"],
            ]
            for provider, score in report.providers.items()
            for row in claim_rows(score)
        ]
        latency = []
        for provider, score in report.providers.items():
            scopes = [("overall", score.latency), *score.category_latency.items()]
            for scope, stats in scopes:
                for op, s in stats.items():
                    latency.append(
                        [
                            provider,
                            scope,
                            op,
                            s.n,
                            s.p50,
                            s.p95,
                            s.p95_withheld,
                            s.window[0] if s.window else None,
                            s.window[1] if s.window else None,
                            "+".join(s.modes),
                            s.artificial,
                        ]
                    )
        cases = []
        for provider, score in report.providers.items():
            for case_id, values in case_values(score).items():
                category = score.cases[case_id].category
                cases.append(
                    [
                        provider,
                        case_id,
                        category,
                        values.get("missing", 0),
                        *(values.get(n) for n in self.names),
                    ]
                )
        return {
            "scores.csv": self.render(report),
            "gates.csv": _csv(
                [
                    "provider",
                    "gate",
                    "threshold",
                    "status",
                    "value",
                    "disqualifies",
                    "detail",
                    "overridden_in_check",
                ],
                gates,
                validated=ok,
            ),
            "latency.csv": _csv(
                [
                    "provider",
                    "scope",
                    "operation",
                    "n",
                    "p50_ms",
                    "p95_ms",
                    "p95_withheld",
                    "window_start",
                    "window_end",
                    "modes",
                    "artificial",
                ],
                latency,
                validated=ok,
            ),
            "cases.csv": _csv(
                ["provider", "case", "category", "missing", *self.names], cases, validated=ok
            ),
            "claims.csv": _csv(
                [
                    "provider",
                    "case",
                    "claim",
                    "artifact",
                    "span",
                    "citable",
                    "contradicted",
                    "reason",
                ],
                claims,
                validated=ok,
            ),
        }
