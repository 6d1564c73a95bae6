"""Score reporters: one small interface, chosen by `--format` from a name → class table
(the same plug-in style as the check reporters beside this package)."""

from __future__ import annotations

from fixture_guard.report.score.base import ScoreReporter
from fixture_guard.report.score.csv import CsvScoreReporter
from fixture_guard.report.score.html import HtmlScoreReporter
from fixture_guard.report.score.json import JsonScoreReporter
from fixture_guard.report.score.markdown import MarkdownScoreReporter

SCORE_REPORTERS: dict[str, type[ScoreReporter]] = {
    "md": MarkdownScoreReporter,
    "json": JsonScoreReporter,
    "html": HtmlScoreReporter,
    "csv": CsvScoreReporter,
}

__all__ = ["SCORE_REPORTERS", "ScoreReporter"]
