"""The scorer's inputs are validated before anything is computed; bad input is one line."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from fixture_guard.score.inputs import (
    ScoreInputError,
    find_run,
    load_invoice,
    load_judgments,
    load_provider_run,
    parse_date,
)
from fixture_guard.score.urls import host_matches, url_key
from tests.score_data import JUDGMENTS, RUN, write_json, write_run

CASES = {"c1", "c2", "c3", "f1", "f2"}


def _judgments(tmp_path: Path, value: Any) -> Any:
    return load_judgments(write_json(tmp_path / "j.json", value), "judgments.json", case_ids=CASES)


def test_valid_judgments_load(tmp_path: Path) -> None:
    judgments = _judgments(tmp_path, JUDGMENTS)
    assert judgments.cases["c1"].supports(url_key("https://www.y.gob.example/a-reprint"))
    assert not judgments.cases["c1"].is_judged(url_key("https://unjudged.example/u"))
    assert judgments.sample_size == 2


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda j: j["cases"]["c1"].pop("supporting"), "'supporting' is required"),
        (
            lambda j: j["cases"].update(zz={"groups": {}, "supporting": []}),
            "not a case of the golden set",
        ),
        (lambda j: j["cases"]["c1"]["supporting"].append("nope"), "names no origin group nope"),
        (
            lambda j: j["cases"]["c1"]["groups"]["g2"].append("https://www.x.gob.example/a"),
            "a document has one origin",
        ),
        (
            lambda j: j["freshness_sample"]["documents"][0].update(published_at=None),
            "expected string",
        ),
        (
            lambda j: j["freshness_sample"]["documents"][0].update(published_at="2026-02-30"),
            "not a real date",
        ),
    ],
)
def test_bad_judgments_are_one_line_errors(tmp_path: Path, change: Any, message: str) -> None:
    value = copy.deepcopy(JUDGMENTS)
    change(value)
    with pytest.raises(ScoreInputError, match=message) as info:
        _judgments(tmp_path, value)
    assert "\n" not in str(info.value)
    assert str(info.value).startswith("judgments.json")


def test_judgments_that_are_not_json_name_the_line(tmp_path: Path) -> None:
    path = tmp_path / "j.json"
    path.write_text('{"version": 1,\n "cases": {', encoding="utf-8")
    with pytest.raises(ScoreInputError, match=r"judgments.json:2:\d+: not valid JSON"):
        load_judgments(path, "judgments.json", case_ids=CASES)


def _run(tmp_path: Path, lines: list[Any]) -> Any:
    return load_provider_run(
        write_run(tmp_path / "p.jsonl", lines),
        "runs/r/p.jsonl",
        provider="p",
        allowed_cases=CASES | {"inj"},
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda line: line.update(outcome="maybe"), "outcome: expected one of"),
        (lambda line: line.update(fallback="tired"), "fallback: expected one of"),
        (lambda line: line["calls"][0].update(cost_usd="1"), "cost_usd: expected number"),
        (lambda line: line["calls"][0].update(operation="crawl"), "operation: expected one of"),
        (lambda line: line.update(case="nope"), "neither the golden set nor the manifest"),
        (
            lambda line: line["results"][0].update(published_at="yesterday"),
            "results › 0 › published_at",
        ),
        (
            lambda line: line.update(
                window={"start": "2026-10-10T12:00:00Z", "end": "2026-10-09T12:00:00Z"}
            ),
            "end is before start",
        ),
        (lambda line: line.pop("mode"), "'mode' is required"),
    ],
)
def test_bad_run_lines_are_one_line_errors_with_the_line_number(
    tmp_path: Path, change: Any, message: str
) -> None:
    lines = copy.deepcopy(RUN)
    change(lines[0])
    with pytest.raises(ScoreInputError, match=message) as info:
        _run(tmp_path, lines)
    assert "runs/r/p.jsonl: line 1:" in str(info.value)


def test_a_case_twice_in_a_run_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ScoreInputError, match="already on line 1"):
        _run(tmp_path, [RUN[0], RUN[0]])


def test_a_line_that_is_not_json(tmp_path: Path) -> None:
    (tmp_path / "p.jsonl").write_text(json.dumps(RUN[0]) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(ScoreInputError, match="line 2: column 2: not valid JSON"):
        load_provider_run(tmp_path / "p.jsonl", "p.jsonl", provider="p", allowed_cases=CASES)


def test_duplicate_results_count_once_at_their_best_rank(tmp_path: Path) -> None:
    line = copy.deepcopy(RUN[0])
    line["results"].insert(2, {"url": "https://WWW.X.GOB.EXAMPLE/a#top", "published_at": None})
    record = _run(tmp_path, [line]).records["c1"]
    assert record.duplicate_results == 1
    assert [r.rank for r in record.results] == [1, 2, 3, 4, 5]


def test_run_folder_choice(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    with pytest.raises(ScoreInputError, match="no runs folder"):
        find_run(runs, None, "runs")
    (runs / "r1").mkdir(parents=True)
    assert find_run(runs, None, "runs").name == "r1"
    (runs / "r2").mkdir()
    with pytest.raises(ScoreInputError, match="choose one with --run"):
        find_run(runs, None, "runs")
    with pytest.raises(ScoreInputError, match="plain folder name"):
        find_run(runs, "../x", "runs")


def test_invoice_csv(tmp_path: Path) -> None:
    path = tmp_path / "invoice.csv"
    path.write_text(
        'Provider, Period, Amount\nalpha,2026-10,"$1,234.50"\nbeta,2026-10,2\n', encoding="utf-8"
    )
    lines = load_invoice(path, "invoice.csv")
    assert [(x.provider, x.amount) for x in lines] == [("alpha", 1234.5), ("beta", 2.0)]
    path.write_text("provider,amount\nalpha,1\n", encoding="utf-8")
    with pytest.raises(ScoreInputError, match="missing period"):
        load_invoice(path, "invoice.csv")
    path.write_text("provider,period,amount\nalpha,2026-10,lots\n", encoding="utf-8")
    with pytest.raises(ScoreInputError, match=r"invoice\.csv:2: amount 'lots'"):
        load_invoice(path, "invoice.csv")


def test_dates_and_urls() -> None:
    assert str(parse_date("2026-10-01T23:30:00-02:00")) == "2026-10-02"  # taken in UTC
    assert str(parse_date("2026-10-01")) == "2026-10-01"
    assert (
        url_key("HTTPS://Www.X.gob.example:443/a?utm_source=x&b=1#frag")
        == "https://www.x.gob.example/a?b=1"
    )
    assert url_key("https://x.example/a/") != url_key("https://x.example/a")
    assert host_matches("www.x.gob.example", "*.gob.example")
    assert host_matches("gob.example", "*.gob.example")
    assert not host_matches("gob.example.evil", "*.gob.example")


# --- one date parser (issue 10, probe 5) ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026-09-13T23:30:00-06:00", "2026-09-14"),
        ("2026-09-13T23:30-06:00", "2026-09-14"),
        ("2026-09-13T23:30:00-0600", "2026-09-14"),
        ("2026-09-13t23:30:00.123456789-06:00", "2026-09-14"),
        ("20260913T233000-0600", "2026-09-14"),
        ("2026-09-13 23:30:00-06", "2026-09-14"),
        ("2026-09-14T05:30:00Z", "2026-09-14"),
        ("2026-09-14T05:30:00z", "2026-09-14"),
        # offset-less date-times are taken as UTC: their day is the one written
        ("2026-09-13T23:30:00", "2026-09-13"),
        ("2026-09-13", "2026-09-13"),
        ("2026-W37-7", "2026-09-13"),
        ("2026-256", "2026-09-13"),
        ("2026-12-31T23:59:60Z", "2027-01-01"),  # RFC 3339's leap second
    ],
)
def test_one_parser_reads_every_form_to_one_day(text: str, day: str) -> None:
    assert parse_date(text).isoformat() == day


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("0001-01-01T00:00:00+05:00", "outside the years 1–9999"),
        ("9999-12-31T23:00:00-05:00", "outside the years 1–9999"),
        ("2026-09-13x23:30", "not an ISO 8601"),
        ("2026-02-30", "not a real date"),
        ("yesterday", "not an ISO 8601"),
        ("2026-09-13T25:00", "not a real date"),
        ("2" * 80, "longer than 64"),
    ],
)
def test_dates_out_of_range_or_malformed_are_errors_not_crashes(text: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_date(text)


@pytest.mark.parametrize(
    ("where", "change"),
    [
        ("calls › 0 › at", lambda line: line["calls"][0].update(at="0001-01-01T00:00:00+05:00")),
        (
            "window › start",
            lambda line: line["window"].update(start="0001-01-01T00:00:00+05:00"),
        ),
        (
            "results › 0 › published_at",
            lambda line: line["results"][0].update(published_at="0001-01-01T00:00:00+05:00"),
        ),
        ("cost_usd", lambda line: line["calls"][0].update(cost_usd=10**400)),
        ("latency_ms", lambda line: line["calls"][0].update(latency_ms=10**400)),
        ("cost_usd", lambda line: line["calls"][0].update(cost_usd=1e308 * 10)),
    ],
)
def test_hostile_numbers_and_dates_in_a_run_are_one_line_errors(
    tmp_path: Path, where: str, change: Any
) -> None:
    lines = copy.deepcopy(RUN)
    change(lines[0])
    with pytest.raises(ScoreInputError, match=where) as info:
        _run(tmp_path, lines)
    assert "\n" not in str(info.value) and len(str(info.value)) < 400


def test_an_invoice_field_over_the_csv_limit_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "invoice.csv"
    path.write_text(
        'provider,period,amount\nalpha,2026-10,"' + "1" * 140_000 + '"\n', encoding="utf-8"
    )
    with pytest.raises(ScoreInputError, match="longer than 131,072 characters"):
        load_invoice(path, "invoice.csv")


def test_a_replay_line_must_name_its_fixtures(tmp_path: Path) -> None:
    lines = copy.deepcopy(RUN)
    del lines[0]["fixtures"]
    with pytest.raises(ScoreInputError, match="'fixtures' is required"):
        _run(tmp_path, lines)
    lines[0]["mode"] = "shadow"  # live traffic beside production: nothing recorded to name
    assert _run(tmp_path, lines).records["c1"].fixtures is None


def test_a_symlinked_runs_folder_leaving_the_root_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "root"
    outside = tmp_path / "outside"
    (outside / "r1").mkdir(parents=True)
    root.mkdir()
    (root / "runs").symlink_to(outside)
    with pytest.raises(ScoreInputError, match="outside the fixture root"):
        find_run(root / "runs", None, "runs", within=root)
    (root / "runs").unlink()
    (root / "runs").mkdir()
    (root / "runs" / "r1").symlink_to(outside / "r1")
    with pytest.raises(ScoreInputError, match="outside the fixture root"):
        find_run(root / "runs", "r1", "runs", within=root)
