"""A self-contained HTML report: inline CSS and SVG, no script, no external asset.

Charts first (what a reviewer looks at): cost per useful answer per provider, a
heatmap of P@10 per category, the gates; the tables follow for whoever wants numbers.
"""

from __future__ import annotations

import html

from fixture_guard.report.score.base import (
    LABELS,
    SUMMARY_KEYS,
    ScoreReporter,
    fmt_cpua,
    fmt_metric,
    fmt_ms,
    fmt_ratio,
)
from fixture_guard.score.bench import ScoreReport
from fixture_guard.score.compute import GATE_TABLE, ProviderScore
from fixture_guard.score.measures import MIN_P95_CALLS

_CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;
 margin:0;background:#f6f8fa}
main{max-width:1180px;margin:0 auto;padding:24px 28px 48px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:32px 0 10px}
h3{font-size:15px;margin:20px 0 8px}
.sub{color:#59636e;margin:0 0 18px}
.card{background:#fff;border:1px solid #d1d9e0;border-radius:8px;padding:16px 18px;margin:0 0 16px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(660px,1fr));gap:16px}
svg{max-width:100%;height:auto}
.banner{border-radius:8px;padding:12px 16px;margin:12px 0 18px;font-size:15px}
.win{background:#dafbe1;border:1px solid #4ac26b}.nowin{background:#fff1e5;border:1px solid #fb8f44}
.warn{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:6px 10px;margin:4px 0}
table{border-collapse:collapse;width:100%;font-size:12.5px}
th,td{padding:5px 6px;border-bottom:1px solid #e5e9ee;text-align:right;white-space:nowrap}
th{white-space:normal;vertical-align:bottom}
.l{text-align:left}
.lt th,.lt td{text-align:left}
th:first-child,td:first-child{text-align:left}
th{background:#f6f8fa;font-weight:600}
tr.overall td{font-weight:700;border-top:2px solid #d1d9e0}
.dq{color:#cf222e;font-weight:600}.ok{color:#1a7f37;font-weight:600}
.pill{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600}
.p-pass{background:#dafbe1;color:#1a7f37}.p-fail{background:#ffebe9;color:#cf222e}
.p-not_checked{background:#fff8c5;color:#7d4e00}.p-not_applicable{background:#eef1f4;color:#59636e}
.scroll{overflow-x:auto}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
details{margin:8px 0}summary{cursor:pointer;color:#0969da}
svg text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
"""

_GATE_LABEL = {
    "citation_coverage": "citation ≥ 0.95",
    "abstention": "abstention = 1",
    "injection_containment": "injection = 1",
    "honest_partial": "honest partial",
    "cost_divergence": "cost ≤ 5 %",
}
_STATUS_COLOUR = {
    "pass": ("#2da44e", "✓"),
    "fail": ("#cf222e", "✗"),
    "not_checked": ("#d4a72c", "?"),
    "not_applicable": ("#afb8c1", "–"),
}


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _blue(value: float) -> str:
    """A sequential blue for 0..1 (light = low), readable by colour-blind reviewers."""
    low, high = (239, 243, 255), (8, 69, 148)
    t = max(0.0, min(1.0, value))
    return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(low, high, strict=True))


def cost_chart(report: ScoreReport) -> str:
    """Horizontal bars: cost per useful answer per provider, in ranking order."""
    scores = list(report.providers.values())
    finite = [
        s.aggregate["cost_per_useful_answer"]
        for s in scores
        if s.aggregate["cost_per_useful_answer"] is not None
    ]
    top = max(finite) if finite else 1.0
    top = top if top > 0 else 1.0
    label_w, bar_w, row_h = 150, 330, 34
    width, height = label_w + bar_w + 150, row_h * len(scores) + 30
    parts = [
        f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="Cost per useful answer per provider">'
    ]
    for i, s in enumerate(scores):
        y = 10 + i * row_h
        value = s.aggregate["cost_per_useful_answer"]
        colour = "#afb8c1" if s.disqualified else ("#1a7f37" if s.rank == 1 else "#0969da")
        rank = f"#{s.rank} " if s.rank is not None else ""
        parts.append(
            f'<text x="{label_w - 8}" y="{y + 19}" text-anchor="end" font-size="13" '
            f'font-weight="600">{_e(rank + s.provider)}</text>'
        )
        if value is None:
            parts.append(
                f'<rect x="{label_w}" y="{y + 4}" width="{bar_w}" height="22" rx="3" '
                f'fill="url(#hatch)" stroke="#cf222e"/>'
            )
            text = "∞ — 0 useful answers"
            end = float(label_w + bar_w)
        else:
            w = max(2.0, bar_w * value / top)
            parts.append(
                f'<rect x="{label_w}" y="{y + 4}" width="{w:.1f}" height="22" rx="3" '
                f'fill="{colour}"/>'
            )
            text = f"${value:.4f}"
            end = label_w + w
        if s.disqualified:
            text += "  (disqualified)"
        parts.append(
            f'<text x="{end + 6:.1f}" y="{y + 19}" font-size="12.5" '
            f'fill="{"#cf222e" if s.disqualified else "#1f2328"}">{_e(text)}</text>'
        )
    parts.insert(
        1,
        '<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="8" height="8" fill="#ffebe9"/>'
        '<line x1="0" y1="0" x2="0" y2="8" stroke="#cf222e" stroke-width="2"/>'
        "</pattern></defs>",
    )
    parts.append("</svg>")
    return "".join(parts)


def heatmap(report: ScoreReport) -> str:
    """P@10 per provider × category; an empty category is a grey, crossed cell."""
    categories = list(report.golden.categories)
    scores = list(report.providers.values())
    label_w, cell_w, cell_h, head_h = 130, 62, 32, 92
    width = label_w + cell_w * (len(categories) + 1) + 10
    height = head_h + cell_h * len(scores) + 34
    parts = [
        f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="P@10 per category heatmap">'
    ]
    columns = [*categories, "overall"]
    for j, name in enumerate(columns):
        x = label_w + j * cell_w + cell_w / 2
        weight = "700" if name == "overall" else "400"
        parts.append(
            f'<text transform="translate({x:.0f},{head_h - 8}) rotate(-40)" '
            f'font-size="11.5" font-weight="{weight}">{_e(name)}</text>'
        )
    for i, s in enumerate(scores):
        y = head_h + i * cell_h
        parts.append(
            f'<text x="{label_w - 8}" y="{y + 20}" text-anchor="end" font-size="12.5" '
            f'font-weight="600" fill="{"#8c959f" if s.disqualified else "#1f2328"}">'
            f"{_e(s.provider)}</text>"
        )
        for j, name in enumerate(columns):
            value = s.aggregate["P@10"] if name == "overall" else s.categories[name]["P@10"]
            x = label_w + j * cell_w
            if value is None:
                parts.append(
                    f'<rect x="{x + 1}" y="{y + 1}" width="{cell_w - 2}" height="{cell_h - 2}" '
                    f'fill="#eef1f4"/><text x="{x + cell_w / 2}" y="{y + 20}" '
                    f'text-anchor="middle" font-size="11" fill="#8c959f">n/a</text>'
                )
                continue
            fill = _blue(value)
            ink = "#ffffff" if value > 0.55 else "#1f2328"
            parts.append(
                f'<rect x="{x + 1}" y="{y + 1}" width="{cell_w - 2}" height="{cell_h - 2}" '
                f'rx="2" fill="{fill}"><title>{_e(s.provider)} · {_e(name)}: P@10 '
                f"{value:.3f}</title></rect>"
            )
            parts.append(
                f'<text x="{x + cell_w / 2}" y="{y + 20}" text-anchor="middle" '
                f'font-size="12" fill="{ink}">{value:.2f}</text>'
            )
    # legend
    ly = head_h + cell_h * len(scores) + 12
    for k in range(11):
        parts.append(
            f'<rect x="{label_w + k * 18}" y="{ly}" width="18" height="10" fill="{_blue(k / 10)}"/>'
        )
    parts.append(
        f'<text x="{label_w - 8}" y="{ly + 9}" text-anchor="end" font-size="11" '
        f'fill="#59636e">P@10 0</text><text x="{label_w + 11 * 18 + 6}" y="{ly + 9}" '
        f'font-size="11" fill="#59636e">1</text>'
    )
    parts.append("</svg>")
    return "".join(parts)


def gates_chart(report: ScoreReport) -> str:
    """Providers × gates: a coloured mark per gate, the value under it."""
    scores = list(report.providers.values())
    gates = [name for name, *_ in GATE_TABLE]
    label_w, cell_w, cell_h, head_h = 130, 112, 50, 40
    width = label_w + cell_w * len(gates) + 110
    height = head_h + cell_h * len(scores) + 8
    parts = [
        f'<svg viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="Hard gates per provider">'
    ]
    for j, gate in enumerate(gates):
        x = label_w + j * cell_w + cell_w / 2
        parts.append(
            f'<text x="{x}" y="{head_h - 14}" text-anchor="middle" font-size="11.5" '
            f'font-weight="600">{_e(_GATE_LABEL[gate])}</text>'
        )
    for i, s in enumerate(scores):
        y = head_h + i * cell_h
        parts.append(
            f'<text x="{label_w - 8}" y="{y + 22}" text-anchor="end" font-size="12.5" '
            f'font-weight="600">{_e(s.provider)}</text>'
        )
        for j, name in enumerate(gates):
            gate_result = s.gates[name]
            colour, mark = _STATUS_COLOUR[gate_result.status]
            cx = label_w + j * cell_w + cell_w / 2
            parts.append(
                f'<circle cx="{cx}" cy="{y + 14}" r="11" fill="{colour}">'
                f"<title>{_e(gate_result.detail)}</title></circle>"
            )
            parts.append(
                f'<text x="{cx}" y="{y + 19}" text-anchor="middle" font-size="14" '
                f'font-weight="700" fill="#fff">{mark}</text>'
            )
            value = (
                ""
                if gate_result.value is None
                else f"{gate_result.value:.1%}"
                if name == "cost_divergence"
                else f"{gate_result.value:.2f}"
            )
            if gate_result.status == "not_checked":
                value = "no invoice" if name == "cost_divergence" else "not checked"
            parts.append(
                f'<text x="{cx}" y="{y + 38}" text-anchor="middle" font-size="10.5" '
                f'fill="#59636e">{_e(value)}</text>'
            )
        verdict = (
            "DISQUALIFIED" if s.disqualified else ("eligible" if s.promotable else "eligible*")
        )
        colour = "#cf222e" if s.disqualified else "#1a7f37"
        parts.append(
            f'<text x="{label_w + cell_w * len(gates) + 8}" y="{y + 19}" font-size="12" '
            f'font-weight="700" fill="{colour}">{verdict}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


class HtmlScoreReporter(ScoreReporter):
    """A page a reviewer would rather look at than read; works offline, from a file."""

    name = "html"
    suffix = "html"

    def render(self, report: ScoreReport) -> str:
        winner = report.winner
        banner = (
            f'<div class="banner win"><b>Winner: {_e(winner)}</b> wins: lowest cost per useful '
            "answer among the providers that pass every hard gate.</div>"
            if winner
            else '<div class="banner nowin">No winner: no provider passes every hard gate '
            "alone at the top of the ranking.</div>"
        )
        body = [
            f"<h1>Bench run <code>{_e(report.run_id)}</code></h1>",
            f'<p class="sub">{len(report.golden.cases)} golden-set cases '
            f"({len(report.golden.forbidden_cases)} forbidden) in "
            f"{len(report.golden.categories)} categories · {len(report.providers)} providers · "
            f"freshness sample of {report.judgments.sample_size} documents</p>",
            banner,
            *(f'<div class="warn"><b>Warning:</b> {_e(w)}</div>' for w in report.warnings),
            '<div class="grid">',
            '<div class="card"><h3>Cost per useful answer (the decision metric)</h3>',
            cost_chart(report),
            "</div>",
            '<div class="card"><h3>Hard gates</h3>',
            gates_chart(report),
            '<p class="sub">* eligible, but promotion to active is blocked until the reported '
            "cost is reconciled with an invoice.</p></div>",
            "</div>",
            '<div class="card"><h3>P@10 per category</h3>',
            heatmap(report),
            "</div>",
            self._ranking(report),
            *(self._provider(report, s) for s in report.providers.values()),
            self._proposals(report),
            self._inputs(report),
        ]
        return (
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>fixture-guard · bench run {_e(report.run_id)}</title>"
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<style>{_CSS}</style></head><body><main>"
            + "\n".join(body)
            + "</main></body></html>\n"
        )

    @staticmethod
    def _ranking(report: ScoreReport) -> str:
        rows = []
        for s in report.providers.values():
            agg = s.aggregate
            status = (
                '<span class="dq">disqualified</span>'
                if s.disqualified
                else '<span class="ok">eligible</span>'
            )
            rows.append(
                f"<tr><td>{s.rank if s.rank is not None else '—'}</td>"
                f"<td class=l><b>{_e(s.provider)}</b></td>"
                f"<td>{_e(fmt_cpua(s))}</td><td>{fmt_ratio(agg['P@10'])}</td>"
                f"<td>{fmt_ratio(agg['recall'])}</td><td>{fmt_ratio(agg['freshness_accuracy'])}</td>"
                f"<td class=l>{status}</td></tr>"
            )
        return (
            '<h2>Ranking</h2><div class="card"><p class="sub">By cost per useful answer '
            "(ascending); ties broken by P@10, recall, then freshness accuracy. Disqualified "
            "providers stay in the report, unranked.</p><table><tr><th>rank</th>"
            "<th class=l>provider</th>"
            "<th>cost / useful answer</th><th>P@10</th><th>recall</th><th>fresh. accuracy</th>"
            "<th class=l>status</th></tr>" + "".join(rows) + "</table></div>"
        )

    @staticmethod
    def _provider(report: ScoreReport, s: ProviderScore) -> str:
        head = "".join(f"<th>{_e(LABELS[k])}</th>" for k in SUMMARY_KEYS)
        rows = []
        for category, values in s.categories.items():
            cells = "".join(f"<td>{_e(fmt_metric(k, values))}</td>" for k in SUMMARY_KEYS)
            rows.append(f"<tr><td>{_e(category)}</td>{cells}</tr>")
        cells = "".join(f"<td>{_e(fmt_metric(k, s.aggregate))}</td>" for k in SUMMARY_KEYS)
        rows.append(f'<tr class="overall"><td>overall</td>{cells}</tr>')
        reasons = "".join(f'<p class="dq">✗ {_e(r)}</p>' for r in s.reasons)
        notes = "".join(f'<div class="warn">{_e(n)}</div>' for n in s.notes.values())
        gates = "".join(
            f"<tr><td>{_e(g.name)}</td><td>{_e(g.threshold)}</td>"
            f'<td><span class="pill p-{g.status}">{_e(g.status.replace("_", " "))}</span></td>'
            f'<td style="text-align:left;white-space:normal">{_e(g.detail)}</td>'
            f'<td style="text-align:left;white-space:normal">{_e(g.consequence)}</td></tr>'
            for g in s.gates.values()
        )
        lat = "".join(
            f"<tr><td>{op}</td><td>{st.n}</td><td>{fmt_ms(st.p50)}</td><td>"
            + (f"— (n &lt; {MIN_P95_CALLS}: not a p95)" if st.p95_withheld else fmt_ms(st.p95))
            + f"</td><td>{_e(st.window[0] + ' → ' + st.window[1]) if st.window else 'unknown'}</td>"
            f"<td>{_e(', '.join(st.modes))}{' — artificial' if st.artificial else ''}</td></tr>"
            for op, st in s.latency.items()
        )
        title = _e(s.provider) + (
            ' <span class="dq">— disqualified</span>' if s.disqualified else f" — rank {s.rank}"
        )
        return (
            f'<h2>{title}</h2><div class="card">{reasons}{notes}'
            f'<div class="scroll"><table><tr><th>category</th>{head}</tr>'
            f"{''.join(rows)}</table></div>"
            "<h3>Gates</h3><table><tr><th>gate</th><th>threshold</th><th>result</th>"
            '<th style="text-align:left">value</th>'
            '<th style="text-align:left">consequence</th></tr>'
            f"{gates}</table>"
            "<h3>Latency</h3><table><tr><th>operation</th><th>n</th><th>p50</th><th>p95</th>"
            f"<th>capture window</th><th>mode</th></tr>{lat}</table></div>"
        )

    @staticmethod
    def _proposals(report: ScoreReport) -> str:
        if not report.proposals:
            return ""
        rows = "".join(
            f"<tr><td>{_e(p.case)}</td><td>{_e(p.host)}</td><td>{_e(', '.join(p.families))}</td>"
            f"<td>{_e(', '.join(p.providers))}</td></tr>"
            for p in report.proposals
        )
        return (
            '<h2>Golden-set proposals</h2><div class="card"><p class="sub">Hosts judged relevant '
            "that the case's expect.hosts does not list. Review and add by hand; the scorer "
            "added nothing.</p><table class=lt><tr><th>case</th><th>host</th><th>families</th>"
            f"<th>returned by</th></tr>{rows}</table></div>"
        )

    @staticmethod
    def _inputs(report: ScoreReport) -> str:
        rows = "".join(
            f"<tr><td><code>{_e(p)}</code></td><td><code>{_e(d)}</code></td></tr>"
            for p, d in report.inputs.items()
        )
        return (
            "<h2>Inputs</h2><details><summary>sha256 of every input "
            f"({len(report.inputs)} files)</summary><table>{rows}</table></details>"
        )


__all__ = ["HtmlScoreReporter"]
