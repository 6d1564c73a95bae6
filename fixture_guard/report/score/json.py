from __future__ import annotations

import json

from fixture_guard.report.score.base import ScoreReporter, report_dict
from fixture_guard.score.bench import ScoreReport


class JsonScoreReporter(ScoreReporter):
    """One JSON document for machines: run, inputs with their sha256, and per provider its
    aggregate, categories, gates, rank and disqualification."""

    name = "json"
    suffix = "json"

    def render(self, report: ScoreReport) -> str:
        return json.dumps(report_dict(report), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
