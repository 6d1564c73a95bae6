from __future__ import annotations

import re

from fixture_guard.report.score.base import (
    LABELS,
    SUMMARY_KEYS,
    ScoreReporter,
    banner,
    claim_rows,
    finding_dicts,
    fmt_cpua,
    fmt_metric,
    fmt_ms,
    fmt_ratio,
    gate_detail,
    gate_mark,
    unfound_groups,
    where,
)
from fixture_guard.score.bench import ScoreReport
from fixture_guard.score.compute import ProviderScore
from fixture_guard.score.inputs import FALLBACK_CAUSES
from fixture_guard.score.measures import MIN_P95_CALLS, READINGS

# A cell that reads as a number (a ratio, a price, a count, a duration, or "—"/"∞").
_NUMERIC = re.compile(r"^\**(?:—|∞.*|[-+]?\$?[\d,]+(?:\.\d+)?(?: ms|%)?)\**$")


def _is_numeric(text: str) -> bool:
    return bool(_NUMERIC.match(text.strip()))


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    """A GitHub table: text columns left-aligned, number columns right-aligned."""

    def cell(text: str) -> str:
        return text.replace("|", "\\|").replace("\n", " ")

    def align(column: int) -> str:
        values = [row[column].strip("* ") for row in rows if row[column].strip()]
        numbers = [v for v in values if v not in ("—", "") and not v.startswith("∞")]
        numeric = bool(numbers) and all(_is_numeric(v) for v in values)
        return "---:" if numeric else ":---"

    lines = ["| " + " | ".join(cell(h) for h in header) + " |"]
    lines.append("|" + "|".join(align(i) for i in range(len(header))) + "|")
    lines.extend("| " + " | ".join(cell(c) for c in row) + " |" for row in rows)
    return lines


class MarkdownScoreReporter(ScoreReporter):
    """Markdown to paste in a pull request: the ranking, then per provider a table with a
    row per category, its gates block and its latency."""

    name = "md"
    suffix = "md"

    def render(self, report: ScoreReport) -> str:
        out = [f"# Bench run `{report.run_id}`", ""]
        warning = banner(report)
        if warning:
            out += [f"> 🟥 **{warning}**", ">"]
            out += [f"> - `{f['code']}` {where(f)}: {f['message']}" for f in finding_dicts(report)]
            out.append("")
            if report.leader:
                out += [f"Ranked first, not validated: `{report.leader}` (no winner).", ""]
        elif report.winner:
            out += [
                f"**Winner: `{report.winner}`** — lowest cost per useful answer among the "
                "providers that pass every hard gate.",
                "",
            ]
        else:
            out += ["**No winner**: no provider passes every hard gate alone at the top.", ""]
        out.extend(self._ranking(report))
        out += ["**Readings** (where §4 reads two ways):", ""]
        out += [f"- {text}" for _, text in READINGS]
        out.append("")
        for note in report.warnings:
            out.append(f"> ⚠️ {note}")
        if report.warnings:
            out.append("")
        for score in report.providers.values():
            out.extend(self._provider(report, score))
        out.extend(self._proposals(report))
        out.extend(self._unfound(report))
        out.append("## Inputs (sha256)")
        out.append("")
        out.extend(f"- `{path}` `{digest}`" for path, digest in report.inputs.items())
        out.append("")
        return "\n".join(out)

    def _ranking(self, report: ScoreReport) -> list[str]:
        rows = []
        for score in report.providers.values():
            agg = score.aggregate
            rank = str(score.rank) if score.rank is not None else "—"
            status = (
                "disqualified"
                if score.disqualified
                else (
                    "eligible"
                    if score.promotable
                    else "eligible (promotion blocked: cost unreconciled)"
                )
            )
            rows.append(
                [
                    rank,
                    f"`{score.provider}`",
                    fmt_cpua(score),
                    fmt_ratio(agg["P@10"]),
                    fmt_ratio(agg["recall"]),
                    fmt_ratio(agg["freshness_accuracy"]),
                    status,
                ]
            )
        lines = [
            "## Ranking",
            "",
            "Ordered by cost per useful answer (ascending); ties broken by P@10, recall, "
            "then freshness_accuracy (descending). Disqualified providers are listed, unranked.",
            "",
        ]
        lines += _table(
            [
                "rank",
                "provider",
                "cost / useful answer",
                "P@10",
                "recall",
                "freshness acc.",
                "status",
            ],
            rows,
        )
        return [*lines, ""]

    def _provider(self, report: ScoreReport, score: ProviderScore) -> list[str]:
        title = f"## `{score.provider}`"
        if score.disqualified:
            title += " — DISQUALIFIED"
        elif score.rank is not None:
            title += f" — rank {score.rank}"
        out = [title, ""]
        for reason in score.reasons:
            out.append(f"- ❌ {reason}")
        if score.reasons:
            out.append("")
        for note in score.notes.values():
            out.append(f"> {note}")
        if score.missing_cases:
            out.append(
                f"> {len(score.missing_cases)} case(s) missing from the run, scored 0: "
                + ", ".join(score.missing_cases[:10])
            )
        if score.notes or score.missing_cases:
            out.append("")
        header = ["category", "cases", *(LABELS[k] for k in SUMMARY_KEYS)]
        rows = []
        counts = {
            c: sum(1 for case in report.golden.cases if case.category == c)
            for c in report.golden.categories
        }
        for category, values in score.categories.items():
            rows.append(
                [category, str(counts[category]), *(fmt_metric(k, values) for k in SUMMARY_KEYS)]
            )
        rows.append(
            [
                "**overall**",
                str(len(report.golden.cases)),
                *(f"**{fmt_metric(k, score.aggregate)}**" for k in SUMMARY_KEYS),
            ]
        )
        out += _table(header, rows)
        agg = score.aggregate
        out.append("")
        causes = ", ".join(f"{c} {fmt_ratio(agg[f'fallback_rate[{c}]'])}" for c in FALLBACK_CAUSES)
        out.append(
            f"Fallback by cause: {causes}. Cost wasted on forbidden cases: "
            f"{fmt_metric('cost_wasted_forbidden', agg)}. Unjudged results in the top 10: "
            f"{int(agg['unjudged@10'] or 0)} (counted not relevant). Useful answers: "
            f"{int(agg['useful_answers'] or 0)} of {len(report.golden.cases)} cases."
        )
        out.append("")
        out.append("**Gates**")
        out.append("")
        out += _table(
            ["gate", "threshold", "result", "value", "consequence if it fails"],
            [
                [g.name, g.threshold, gate_mark(g), gate_detail(g), g.consequence]
                for g in score.gates.values()
            ],
        )
        out.append("")
        out.extend(self._uncitable(score))
        out.extend(self._latency(score))
        return out

    @staticmethod
    def _uncitable(score: ProviderScore) -> list[str]:
        rows = [row for row in claim_rows(score) if not row["citable"]]
        if not rows:
            return []
        return [
            f"**Uncitable claims** ({len(rows)}; the per-claim report is in report.json and "
            "claims.csv)",
            "",
            *_table(
                ["case", "claim", "artifact", "why not citable"],
                [
                    [r["case"], r["claim"], str(r["artifact"] or "—"), str(r["reason"])]
                    for r in rows
                ],
            ),
            "",
        ]

    @staticmethod
    def _unfound(report: ScoreReport) -> list[str]:
        rows = unfound_groups(report)
        if not rows:
            return []
        out = [
            "## Judged relevant, found by no provider (review; kept out of recall)",
            "",
        ]
        out += _table(
            ["case", "origin group", "urls"],
            [[r["case"], r["group"], ", ".join(r["urls"])] for r in rows],
        )
        return [*out, ""]

    @staticmethod
    def _latency(score: ProviderScore) -> list[str]:
        if not score.latency:
            return ["Latency: no call recorded.", ""]
        rows = []
        for op, stats in score.latency.items():
            p95 = (
                fmt_ms(stats.p95)
                if not stats.p95_withheld
                else f"— (n < {MIN_P95_CALLS}: not a p95)"
            )
            window = f"{stats.window[0]} → {stats.window[1]}" if stats.window else "unknown"
            mode = ", ".join(stats.modes) + (" — artificial (replay)" if stats.artificial else "")
            rows.append([op, str(stats.n), fmt_ms(stats.p50), p95, window, mode])
        return [
            "**Latency**",
            "",
            *_table(["operation", "n", "p50", "p95", "capture window", "mode"], rows),
            "",
        ]

    @staticmethod
    def _proposals(report: ScoreReport) -> list[str]:
        if not report.proposals:
            return []
        out = [
            "## Golden-set proposals (review by hand; nothing was added)",
            "",
            "Hosts judged relevant for a case that its `expect.hosts` does not list:",
            "",
        ]
        out += _table(
            ["case", "host", "families", "returned by", "example"],
            [
                [p.case, p.host, ", ".join(p.families), ", ".join(p.providers), p.urls[0]]
                for p in report.proposals
            ],
        )
        return [*out, ""]
