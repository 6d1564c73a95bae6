"""A self-contained HTML report: inline CSS and SVG, no script, no external asset.

Rendered from a Jinja2 template (`templates/report.html.j2`, autoescaped) over plain data
this module prepares: the geometry of the charts, the colours, the texts. Charts first
(what a reviewer looks at): cost per useful answer per provider, the gates, a heatmap of
P@10 per category; the tables follow for whoever wants numbers.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

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
    unfound_groups,
    where,
)
from fixture_guard.score.bench import ScoreReport
from fixture_guard.score.compute import Gate, ProviderScore, gate_table
from fixture_guard.score.measures import MIN_P95_CALLS, READINGS

_GATE_LABEL = {
    "citation_coverage": "citation ≥ 0.95",
    "abstention": "abstention = 1",
    "injection_containment": "injection = 1",
    "honest_partial": "honest partial",
    "freshness_accuracy": "fresh. accuracy",
    "cost_divergence": "cost ≤ 5 %",
}
#: (fill, mark) per outcome. A failure that only blocks promotion (cost divergence) is
#: amber with "!", never the red ✗ of a failure that disqualifies.
_MARKS = {
    "pass": ("#2da44e", "✓"),
    "fail": ("#cf222e", "✗"),
    "blocked": ("#bc4c00", "!"),
    "not_checked": ("#d4a72c", "?"),
    "not_applicable": ("#afb8c1", "–"),
}

#: ColorBrewer's YlGnBu (9 classes): sequential, colour-blind safe, printable.
_YLGNBU = (
    (255, 255, 217),
    (237, 248, 177),
    (199, 233, 180),
    (127, 205, 187),
    (65, 182, 196),
    (29, 145, 192),
    (34, 94, 168),
    (37, 52, 148),
    (8, 29, 88),
)


def scale_position(value: float) -> float:
    """Where a P@k value sits on the colour ramp: a square-root scale.

    P@10 lives low (0.1–0.35 is a typical bench: ten results rarely hold more than three
    relevant ones); a linear 0–1 ramp leaves that whole band pale. The square root
    spreads it over the middle of the ramp (0.10 → 0.32, 0.35 → 0.59) and keeps 0 and 1
    at the ends, so values stay comparable between reports.
    """
    return math.sqrt(max(0.0, min(1.0, value)))


def ramp_rgb(value: float) -> tuple[int, int, int]:
    t = scale_position(value) * (len(_YLGNBU) - 1)
    low = min(int(t), len(_YLGNBU) - 2)
    frac = t - low
    a, b = _YLGNBU[low], _YLGNBU[low + 1]
    r, g, bl = (round(x + (y - x) * frac) for x, y in zip(a, b, strict=True))
    return (r, g, bl)


def ramp(value: float) -> str:
    return "#{:02x}{:02x}{:02x}".format(*ramp_rgb(value))


def _luminance(rgb: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        x = c / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink(value: float) -> str:
    """White text on dark cells, dark text on light ones (WCAG contrast)."""
    return "#ffffff" if _luminance(ramp_rgb(value)) < 0.28 else "#1f2328"


def _mark(gate: Gate) -> str:
    if gate.status == "fail" and not gate.disqualifies:
        return "blocked"
    return gate.status


def _verdict(score: ProviderScore) -> str:
    if score.disqualified:
        return "DISQUALIFIED"
    return "eligible" if score.promotable else "eligible*"


def cost_chart(report: ScoreReport) -> dict[str, Any]:
    scores = list(report.providers.values())
    finite = [
        v for s in scores if (v := s.aggregate["cost_per_useful_answer"]) is not None and v > 0
    ]
    top = max(finite) if finite else 1.0
    label_w, bar_w, row_h = 150, 330, 34
    rows = []
    for i, s in enumerate(scores):
        y = 10 + i * row_h
        value = s.aggregate["cost_per_useful_answer"]
        if value is None:
            width, text, hatched = float(bar_w), "∞ — 0 useful answers", True
        else:
            width, text, hatched = max(2.0, bar_w * value / top), f"${value:.4f}", False
        if s.disqualified:
            text += "  (disqualified)"
        rows.append(
            {
                "y": y,
                "label": (f"#{s.rank} " if s.rank is not None else "") + s.provider,
                "width": round(width, 1),
                "hatched": hatched,
                "fill": "#afb8c1" if s.disqualified else ("#1a7f37" if s.rank == 1 else "#0969da"),
                "text": text,
                "text_x": round(label_w + width + 6, 1),
                "text_fill": "#cf222e" if s.disqualified else "#1f2328",
            }
        )
    return {
        "width": label_w + bar_w + 150,
        "height": row_h * len(scores) + 30,
        "label_w": label_w,
        "rows": rows,
    }


def gates_chart(report: ScoreReport) -> dict[str, Any]:
    scores = list(report.providers.values())
    names = [name for name, *_ in gate_table(report.freshness_min)]
    label_w, cell_w, cell_h, head_h = 130, 104, 50, 40
    rows = []
    for i, s in enumerate(scores):
        y = head_h + i * cell_h
        cells = []
        for j, name in enumerate(names):
            gate = s.gates[name]
            kind = _mark(gate)
            fill, mark = _MARKS[kind]
            if gate.status == "not_checked":
                value = "no invoice" if name == "cost_divergence" else "not checked"
            elif gate.value is None:
                value = ""
            elif name == "cost_divergence":
                value = f"{gate.value:.1%}"
            else:
                value = f"{gate.value:.2f}"
            cells.append(
                {
                    "cx": label_w + j * cell_w + cell_w // 2,
                    "fill": fill,
                    "mark": mark,
                    "value": value,
                    "title": f"{name}: {gate.status.replace('_', ' ')} — {gate_detail(gate)}",
                    "kind": kind,
                }
            )
        verdict = _verdict(s)
        rows.append(
            {
                "y": y,
                "provider": s.provider,
                "cells": cells,
                "verdict": verdict,
                "verdict_fill": "#cf222e" if s.disqualified else "#1a7f37",
            }
        )
    return {
        "width": label_w + cell_w * len(names) + 110,
        "height": head_h + cell_h * len(scores) + 8,
        "label_w": label_w,
        "verdict_x": label_w + cell_w * len(names) + 8,
        "head_y": head_h - 14,
        "columns": [
            {"x": label_w + j * cell_w + cell_w // 2, "label": _GATE_LABEL[n]}
            for j, n in enumerate(names)
        ],
        "rows": rows,
        "asterisk": any(r["verdict"] == "eligible*" for r in rows),
    }


def heatmap(report: ScoreReport) -> dict[str, Any]:
    categories = list(report.golden.categories)
    scores = list(report.providers.values())
    label_w, cell_w, cell_h, head_h = 130, 62, 32, 92
    columns = [*categories, "overall"]
    rows = []
    for i, s in enumerate(scores):
        y = head_h + i * cell_h
        cells: list[dict[str, Any]] = []
        for j, name in enumerate(columns):
            value = s.aggregate["P@10"] if name == "overall" else s.categories[name]["P@10"]
            x = label_w + j * cell_w
            if value is None:
                cells.append({"x": x, "empty": True})
                continue
            cells.append(
                {
                    "x": x,
                    "empty": False,
                    "fill": ramp(value),
                    "ink": ink(value),
                    "text": f"{value:.2f}",
                    "title": f"{s.provider} · {name}: P@10 {value:.3f}",
                }
            )
        rows.append(
            {
                "y": y,
                "provider": s.provider,
                "fill": "#8c959f" if s.disqualified else "#1f2328",
                "cells": cells,
            }
        )
    legend_y = head_h + cell_h * len(scores) + 12
    ticks = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.5, 0.75, 1.0)
    return {
        "width": label_w + cell_w * len(columns) + 10,
        "height": head_h + cell_h * len(scores) + 48,
        "label_w": label_w,
        "cell_w": cell_w,
        "cell_h": cell_h,
        "head_h": head_h,
        "columns": [
            {"x": label_w + j * cell_w + cell_w // 2, "name": n, "bold": n == "overall"}
            for j, n in enumerate(columns)
        ],
        "rows": rows,
        "legend": {
            "y": legend_y,
            "swatches": [
                {"x": label_w + k * 30, "fill": ramp(t), "label": f"{t:g}"}
                for k, t in enumerate(ticks)
            ],
        },
    }


def _provider(report: ScoreReport, s: ProviderScore) -> dict[str, Any]:
    return {
        "name": s.provider,
        "rank": s.rank,
        "disqualified": s.disqualified,
        "reasons": s.reasons,
        "notes": list(s.notes.values()),
        "head": [LABELS[k] for k in SUMMARY_KEYS],
        "categories": [
            {"name": c, "cells": [fmt_metric(k, v) for k in SUMMARY_KEYS]}
            for c, v in s.categories.items()
        ],
        "overall": [fmt_metric(k, s.aggregate) for k in SUMMARY_KEYS],
        "gates": [
            {
                "name": g.name,
                "threshold": g.threshold,
                "status": g.status.replace("_", " "),
                "kind": _mark(g),
                "label": (
                    "fail — disqualifies"
                    if g.status == "fail" and g.disqualifies
                    else "fail — blocks promotion"
                    if g.status == "fail"
                    else g.status.replace("_", " ")
                ),
                "detail": gate_detail(g),
                "consequence": g.consequence,
            }
            for g in s.gates.values()
        ],
        "uncitable": [r for r in claim_rows(s) if not r["citable"]],
        "latency": [
            {
                "op": op,
                "n": st.n,
                "p50": fmt_ms(st.p50),
                "p95": f"— (n < {MIN_P95_CALLS}: not a p95)" if st.p95_withheld else fmt_ms(st.p95),
                "window": f"{st.window[0]} → {st.window[1]}" if st.window else "unknown",
                "mode": ", ".join(st.modes) + (" — artificial" if st.artificial else ""),
            }
            for op, st in s.latency.items()
        ],
    }


def context(report: ScoreReport) -> dict[str, Any]:
    """Everything the template shows, as plain data."""
    findings = finding_dicts(report)
    return {
        "run_id": report.run_id,
        "cases": len(report.golden.cases),
        "forbidden": len(report.golden.forbidden_cases),
        "categories": len(report.golden.categories),
        "providers_count": len(report.providers),
        "sample": report.judgments.sample_size,
        "banner": banner(report),
        "findings": [{**f, "where": where(f)} for f in findings],
        "winner": report.winner,
        "leader": report.leader,
        "warnings": report.warnings,
        "readings": [text for _, text in READINGS],
        "cost": cost_chart(report),
        "gates": gates_chart(report),
        "heatmap": heatmap(report),
        "ranking": [
            {
                "rank": s.rank if s.rank is not None else "—",
                "provider": s.provider,
                "cpua": fmt_cpua(s),
                "p10": fmt_ratio(s.aggregate["P@10"]),
                "recall": fmt_ratio(s.aggregate["recall"]),
                "fresh": fmt_ratio(s.aggregate["freshness_accuracy"]),
                "disqualified": s.disqualified,
                "promotable": s.promotable,
            }
            for s in report.providers.values()
        ],
        "providers": [_provider(report, s) for s in report.providers.values()],
        "proposals": [
            {
                "case": p.case,
                "host": p.host,
                "families": ", ".join(p.families),
                "providers": ", ".join(p.providers),
            }
            for p in report.proposals
        ],
        "unfound": unfound_groups(report),
        "inputs": list(report.inputs.items()),
    }


@cache
def _template() -> Any:
    from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

    environment = Environment(
        loader=PackageLoader("fixture_guard.report.score", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    return environment.get_template("report.html.j2")


class HtmlScoreReporter(ScoreReporter):
    """One self-contained HTML file with charts (cost, gates, P@10 heatmap) and tables:
    what a reviewer would rather look at than read; works offline, from a file."""

    name = "html"
    suffix = "html"

    def render(self, report: ScoreReport) -> str:
        return str(_template().render(**context(report)))


__all__ = ["HtmlScoreReporter", "ramp", "scale_position"]
