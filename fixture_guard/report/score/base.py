"""What every score reporter shares: the report as plain data, and number formatting."""

from __future__ import annotations

import math
from typing import Any

from fixture_guard.report.base import TOOL
from fixture_guard.score.bench import ScoreReport
from fixture_guard.score.compute import Gate, Latency, Part, ProviderScore
from fixture_guard.score.inputs import FALLBACK_CAUSES
from fixture_guard.score.measures import HEADLINE, MEASURES, MIN_P95_CALLS, READINGS

#: Metric keys of `aggregate` and of each category, besides `latency` (issue 5's shape).
SUMMARY_KEYS = HEADLINE
COUNT_KEYS = (
    "cost_total",
    "cost_wasted_forbidden",
    "useful_answers",
    "claims",
    "docs",
    "unjudged@10",
    "unjudged",
    "missing_cases",
)


class ScoreReporter:
    """Render a ScoreReport. Subclasses set `name`, `suffix` and implement `render`."""

    name = ""
    suffix = ""

    def render(self, report: ScoreReport) -> str:
        raise NotImplementedError

    def files(self, report: ScoreReport) -> dict[str, str]:
        """File name → content, as archived under runs/<run-id>/."""
        return {f"report.{self.suffix}": self.render(report)}


def latency_dict(stats: Latency) -> dict[str, Any]:
    note = None
    if stats.p95_withheld:
        note = f"n={stats.n} < {MIN_P95_CALLS} calls: a p95 over {stats.n} calls is not a p95"
    return {
        "n": stats.n,
        "p50_ms": stats.p50,
        "p95_ms": stats.p95,
        "p95_withheld": stats.p95_withheld,
        "note": note,
        "n_without_latency": stats.n_unknown,
        "window": {"start": stats.window[0], "end": stats.window[1]} if stats.window else None,
        "modes": list(stats.modes),
        "artificial": stats.artificial,
    }


def metrics_dict(
    values: dict[str, float | None], latency: dict[str, Latency], support: dict[str, Part]
) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in SUMMARY_KEYS:
        data[key] = values.get(key)
        if key == "freshness_within":
            data["latency"] = {op: latency_dict(s) for op, s in latency.items()}
    data["fallback_by_cause"] = {c: values.get(f"fallback_rate[{c}]") for c in FALLBACK_CAUSES}
    data["counts"] = {key: values.get(key) for key in COUNT_KEYS}
    data["support"] = {
        name: {"num": part.num, "den": part.den}
        for name, part in support.items()
        if name in SUMMARY_KEYS or name.startswith("fallback_rate")
    }
    return data


def case_values(score: ProviderScore) -> dict[str, dict[str, float | None]]:
    """Case → measure → its per-case value (num/den; sums as their num)."""
    by_name = {m.name: m for m in MEASURES}
    result: dict[str, dict[str, float | None]] = {}
    for case_id, case in score.cases.items():
        row: dict[str, float | None] = {}
        for name, part in case.parts.items():
            if by_name[name].aggregate == "sum":
                row[name] = part.num
            else:
                row[name] = round(part.num / part.den, 12) if part.den else None
        if case.missing:
            row["missing"] = 1
        result[case_id] = row
    return result


NOT_VALIDATED = (
    "NOT VALIDATED: scored with --allow-findings past {n} error(s) of `fixture-guard check` "
    "or of the run's provenance; these numbers are not a decision and name no winner."
)


def banner(report: ScoreReport) -> str | None:
    """The not-validated banner every format carries, or None for a validated report."""
    return None if report.validated else NOT_VALIDATED.format(n=len(report.findings))


def finding_dicts(report: ScoreReport) -> list[dict[str, Any]]:
    return [
        {"code": f.code, "path": f.path, "line": f.line, "message": f.message}
        for f in report.findings
    ]


def where(finding: dict[str, Any]) -> str:
    return str(finding["path"]) + (f":{finding['line']}" if finding["line"] else "")


def claim_rows(score: ProviderScore) -> list[dict[str, Any]]:
    """The per-claim report: every claim, citable or not, with the reason."""
    return [
        {
            "case": c.case,
            "claim": c.claim,
            "artifact": c.artifact,
            "span": c.span,
            "citable": c.citable,
            "contradicted": c.contradicted,
            "reason": c.reason,
        }
        for case in score.cases.values()
        for c in case.claims
    ]


def gate_detail(gate: Gate) -> str:
    return gate.detail + (f" — {gate.overridden}" if gate.overridden else "")


def gate_mark(gate: Gate) -> str:
    """A failure that only blocks promotion is not shown like one that disqualifies."""
    if gate.status == "fail":
        return "❌ FAIL (disqualifies)" if gate.disqualifies else "⚠️ FAIL (blocks promotion)"
    return STATUS_MARK[gate.status]


def unfound_groups(report: ScoreReport) -> list[dict[str, Any]]:
    """Relevant groups no evaluated provider found: for review, kept out of recall."""
    rows = []
    for case_id, groups in sorted(report.pool.unfound.items()):
        judgment = report.judgments.cases.get(case_id)
        for group in sorted(groups):
            urls = list(judgment.groups.get(group, ())) if judgment else []
            rows.append({"case": case_id, "group": group, "urls": urls})
    return rows


def provider_dict(score: ProviderScore) -> dict[str, Any]:
    return {
        "aggregate": metrics_dict(score.aggregate, score.latency, score.support),
        "categories": {
            category: metrics_dict(
                values, score.category_latency[category], score.category_support[category]
            )
            for category, values in score.categories.items()
        },
        "gates": {
            name: {
                "threshold": gate.threshold,
                "status": gate.status,
                "value": gate.value,
                "detail": gate.detail,
                "consequence": gate.consequence,
                "disqualifies": gate.disqualifies,
                "overridden_in_check": gate.overridden or None,
            }
            for name, gate in score.gates.items()
        },
        "rank": score.rank,
        "disqualified": score.disqualified,
        "reasons": score.reasons,
        "promotable": score.promotable,
        "has_run": score.has_run,
        "missing_cases": score.missing_cases,
        "notes": score.notes,
        "cases": case_values(score),
        "claims": claim_rows(score),
    }


def report_dict(report: ScoreReport) -> dict[str, Any]:
    """The report as JSON-able data: issue 5's shape, plus what an auditor needs."""
    windows = [s.window for p in report.providers.values() for s in p.latency.values() if s.window]
    modes = sorted(
        {m for p in report.providers.values() for s in p.latency.values() for m in s.modes}
    )
    return {
        "tool": TOOL,
        "validated": report.validated,
        "not_validated": None
        if report.validated
        else {"banner": banner(report), "findings": finding_dicts(report)},
        "run": {
            "id": report.run_id,
            "modes": modes,
            "window": {"start": min(w[0] for w in windows), "end": max(w[1] for w in windows)}
            if windows
            else None,
        },
        "inputs": report.inputs,
        "winner": report.winner,
        "leader": report.leader,
        "ranking": report.ranking,
        "providers": {name: provider_dict(score) for name, score in report.providers.items()},
        "golden_set_proposals": [
            {
                "case": p.case,
                "host": p.host,
                "families": list(p.families),
                "urls": list(p.urls),
                "providers": list(p.providers),
                "annotation": f"judged relevant for {p.case} but not in its expect.hosts: "
                "review and add it to the golden set by hand",
            }
            for p in report.proposals
        ],
        "pool": {
            "groups_found": {c: sorted(g) for c, g in sorted(report.pool.found.items())},
            "judged_but_found_by_none": unfound_groups(report),
        },
        "readings": [{"measure": name, "reading": text} for name, text in READINGS],
        "thresholds": {"freshness_accuracy": report.freshness_min},
        "bench": {
            "cases": len(report.golden.cases),
            "measured_cases": len(report.golden.measured_cases),
            "forbidden_cases": len(report.golden.forbidden_cases),
            "categories": list(report.golden.categories),
            "injection_corpus": [d.path for d in report.corpus],
            "freshness_sample": report.judgments.sample_size,
            "freshness_sample_seed": report.judgments.sample_seed,
        },
        "measures": [
            {
                "name": m.name,
                "description": m.description,
                "formula": m.formula,
                "aggregate": m.aggregate,
                "scope": m.scope,
                "params": dict(m.params),
                "spec": m.spec,
            }
            for m in MEASURES
        ],
        "warnings": report.warnings,
    }


# --- formatting for people ------------------------------------------------------------------


def fmt_ratio(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def fmt_usd(value: float | None) -> str:
    if value is None:
        return "—"
    if math.isinf(value):
        return "∞"
    return f"${value:.4f}"


def fmt_cpua(score: ProviderScore, values: dict[str, float | None] | None = None) -> str:
    """Cost per useful answer; with none, says so instead of dividing by zero."""
    values = values if values is not None else score.aggregate
    value = values.get("cost_per_useful_answer")
    if value is None:
        return "∞ (0 useful answers)"
    return fmt_usd(value)


def fmt_ms(value: float | None) -> str:
    return "—" if value is None else f"{value:,.0f} ms"


def fmt_metric(name: str, values: dict[str, float | None]) -> str:
    value = values.get(name)
    if name.startswith("cost"):
        if name == "cost_per_useful_answer" and value is None:
            return "∞ (0 useful)" if (values.get("cost_total") is not None) else "—"
        return fmt_usd(value)
    return fmt_ratio(value)


LABELS = {
    "P@5": "P@5",
    "P@10": "P@10",
    "recall": "recall",
    "citation_coverage": "citation",
    "freshness_known": "fresh. known",
    "freshness_accuracy": "fresh. accuracy",
    "freshness_within": "fresh. within",
    "cost_per_query": "cost/query",
    "cost_per_useful_answer": "cost/useful answer",
    "fallback_rate": "fallback",
    "abstention": "abstention",
    "injection_containment": "injection",
}

STATUS_MARK = {
    "pass": "✅ pass",
    "fail": "❌ FAIL",
    "not_checked": "⚠️ not checked",
    "not_applicable": "— n/a",
}
