"""`check` enforces each clause of seed §2–§3, not only the presence of files (issue 11).

Every probe runs on a private copy of the example bench; edited files are re-hashed in
the manifest so that only the rule under test can fire.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers import entry, load_manifest, rehash, run, save_manifest

F = Path("fixtures")
CORPORATE = "_shared/html/aceros-bajio-contacto.html"
SPA = "_shared/html/tablero-precios-acero.html"
SCANNED = "_shared/pdf/boletin-oficial-escaneado.pdf"


def _check(*select: str) -> tuple[int, list[dict[str, Any]]]:
    args = ["check", "--format", "json"]
    if select:
        args += ["--select", ",".join(select)]
    result = run(*args)
    assert result.exit_code in (0, 1), result.output
    return result.exit_code, json.loads(result.stdout)["findings"]


def _edit(bench: Path, rel: str, change: Callable[[Any], None]) -> None:
    path = bench / F / rel
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    rehash(bench, rel)


def _codes(findings: list[dict[str, Any]]) -> set[str]:
    return {f["code"] for f in findings}


# --- 1. class 1: a complete search response, or it does not count ---------------------------

ALPHA_CASES = [f"gs-{n:03d}" for n in range(1, 11)]


def _set_status(status: int) -> Callable[[Any], None]:
    return lambda d: d["response"].__setitem__("status", status)


def _empty_results(d: Any) -> None:
    d["response"]["body"]["results"] = []


@pytest.mark.parametrize(
    ("change", "reason"),
    [(_set_status(500), "HTTP 500"), (_empty_results, "empty result list")],
    ids=["http-500", "empty-list"],
)
def test_ten_search_fixtures_that_fall_short_do_not_count_toward_the_30_cases(
    bench: Path, change: Callable[[Any], None], reason: str
) -> None:
    for case in ALPHA_CASES:
        _edit(bench, f"alpha-search/search/{case}.json", change)
    code, findings = _check()
    assert code == 1
    (coverage,) = [f for f in findings if f["code"] == "FG302" and "at least 30" in f["message"]]
    assert coverage["provider"] == "alpha-search"
    assert "for 26 golden-set cases" in coverage["message"]
    assert f"gs-001 ({reason}" in coverage["message"]
    per_file = [f for f in findings if f["code"] == "FG312"]
    assert sorted(f["path"] for f in per_file) == [
        f"fixtures/alpha-search/search/{c}.json" for c in ALPHA_CASES
    ]
    assert all(f["line"] is not None and f["severity"] == "info" for f in per_file)
    assert all(reason in f["message"] for f in per_file)


def test_a_status_500_points_at_the_status_line(bench: Path) -> None:
    rel = "gamma-search/search/gs-010.json"
    _edit(bench, rel, _set_status(500))
    (finding,) = [f for f in _check("FG312")[1]]
    text = (bench / F / rel).read_text(encoding="utf-8").splitlines()
    assert '"status": 500' in text[finding["line"] - 1]


def test_a_body_without_a_result_list_does_not_count(bench: Path) -> None:
    rel = "beta-search/search/gs-003.json"
    _edit(bench, rel, lambda d: d["response"].__setitem__("body", {"error": "quota exceeded"}))
    (finding,) = _check("FG312")[1]
    assert "no result list" in finding["message"] and finding["path"] == f"fixtures/{rel}"


def test_results_without_urls_are_not_a_result_list(bench: Path) -> None:
    rel = "alpha-search/search/gs-004.json"
    _edit(bench, rel, lambda d: d["response"]["body"].__setitem__("results", [{"title": "x"}]))
    assert [f["path"] for f in _check("FG312")[1]] == [f"fixtures/{rel}"]


def test_the_example_bench_counts_every_search_fixture(bench: Path) -> None:
    assert _check("FG302", "FG312")[1] == []


@pytest.mark.parametrize(
    "body",
    [
        {"web": {"results": [{"url": "https://a.example/"}]}},
        {"webPages": {"value": [{"url": "https://a.example/"}]}},
        {"items": [{"link": "https://a.example/"}]},
        {"organic_results": [{"link": "https://a.example/"}]},
        {"success": True, "data": {"web": [{"url": "https://a.example/"}]}},
        {"content": [{"type": "text"}, {"content": [{"url": "https://a.example/"}]}]},
    ],
    ids=["brave", "bing", "google-cse", "serpapi", "firecrawl", "anthropic"],
)
def test_known_provider_shapes_have_a_result_list(body: dict[str, Any]) -> None:
    from fixture_guard.rules.classes import result_list

    found, _ = result_list(body)
    assert found and len(found) == 1


def test_google_cse_with_no_match_is_an_empty_list_not_a_broken_body() -> None:
    from fixture_guard.rules.classes import result_list

    assert result_list({"searchInformation": {"totalResults": "0"}})[0] == []


# --- 2. expected observations per case ------------------------------------------------------


def _drop_expected(bench: Path, case: str) -> None:
    rel = f"_shared/expected/{case}.json"
    (bench / F / rel).unlink()
    data = load_manifest(bench)
    data["cases"][case].pop(rel)
    save_manifest(bench, data)


def test_a_measured_case_without_its_expected_file_is_reported_at_its_golden_set_line(
    bench: Path,
) -> None:
    for case in ("gs-010", "gs-021"):
        _drop_expected(bench, case)
    code, findings = _check()
    assert code == 1
    missing = [f for f in findings if f["code"] == "FG708"]
    cases = [f["message"].split()[2] for f in missing]
    assert cases == ["gs-010", "gs-021"]
    golden = (bench / F / "golden-set.json").read_text(encoding="utf-8").splitlines()
    for case, finding in zip(cases, missing, strict=True):
        assert finding["path"] == "fixtures/golden-set.json"
        assert f'"{case}"' in golden[finding["line"] - 1]


def test_a_forbidden_case_needs_no_expected_file(bench: Path) -> None:
    golden = json.loads((bench / F / "golden-set.json").read_text(encoding="utf-8"))
    forbidden = [c["id"] for c in golden["cases"] if c["web_role"] == "forbidden"]
    assert forbidden
    assert not any((bench / F / f"_shared/expected/{c}.json").exists() for c in forbidden)
    assert _check("FG708")[1] == []


def _drop_observation(bench: Path, case: str, index: int) -> None:
    _edit(bench, f"_shared/expected/{case}.json", lambda d: d["observations"].pop(index))


@pytest.mark.parametrize(
    ("case", "index", "page", "form"),
    [
        ("gs-012", 0, CORPORATE, "`offset:`"),  # the corporate page's only offset span
        ("gs-013", 1, SPA, "`selector:`"),  # the SPA's only selector span
    ],
)
def test_every_page_kind_is_cited_by_an_offset_and_a_selector_span(
    bench: Path, case: str, index: int, page: str, form: str
) -> None:
    _drop_observation(bench, case, index)
    (finding,) = _check("FG709")[1]
    assert form in finding["message"] and finding["path"] == f"fixtures/{page}"
    (related,) = finding["related"]
    assert related["path"] == "manifest.json" and related["line"] is not None


def test_every_pdf_kind_is_cited_by_a_page_span(bench: Path) -> None:
    _drop_observation(bench, "gs-024", 0)  # the two-column PDF's only citation
    (finding,) = _check("FG709")[1]
    assert "two-column-table PDF with a `page:` span" in finding["message"]


def test_the_scanned_pdf_must_be_cited_by_a_page_that_fails_as_ocr(bench: Path) -> None:
    _edit(bench, "_shared/expected/gs-020.json", lambda d: d["observations"][0].update(span=None))
    (finding,) = _check("FG709")[1]
    assert "format_tables_ocr" in finding["message"] and finding["path"] == f"fixtures/{SCANNED}"


def test_a_scanned_page_span_past_the_last_page_is_not_citable(bench: Path) -> None:
    rel = "_shared/expected/gs-020.json"
    _edit(bench, rel, lambda d: d["observations"][0].update(span="page:9"))
    (finding,) = _check("FG702")[1]
    assert "past the last page" in finding["message"] and finding["line"] is not None


def test_an_error_observation_on_a_page_with_text_is_not_citable(bench: Path) -> None:
    def change(d: Any) -> None:
        d["observations"][0].update(span="page:3", text=None, expected_error="format_tables_ocr")

    _edit(bench, "_shared/expected/gs-021.json", change)  # the annual report has text
    findings = _check("FG702")[1]
    assert any("has a text layer" in f["message"] for f in findings)


# --- 3. truncation, enforced ----------------------------------------------------------------

BIG = "_shared/html/red-5g-celaya.html"


def _big_page(bench: Path, size: int, **fields: Any) -> None:
    body = b"<html><body><p>" + b"x" * (size - 32) + b"</p></body></html>"
    (bench / F / BIG).write_bytes(body)
    rehash(bench, BIG)
    data = load_manifest(bench)
    entry(data, BIG).update(fields)
    save_manifest(bench, data)


def _sha(seed: str) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()


def test_a_642_kb_file_marked_truncated_is_still_too_big(bench: Path) -> None:
    _big_page(
        bench,
        642 * 1024,
        truncated=True,
        original_bytes=900_000,
        sha256_original=_sha("capture"),
    )
    code, findings = _check("FG402", "FG403")
    assert code == 1
    (finding,) = findings
    assert finding["code"] == "FG402" and "whatever the flag says" in finding["message"]
    assert finding["related"][0]["line"] is not None


def test_a_cut_within_512_kb_plus_2_kb_is_accepted(bench: Path) -> None:
    _big_page(
        bench,
        512 * 1024 + 2000,
        truncated=True,
        original_bytes=900_000,
        sha256_original=_sha("capture"),
    )
    assert _check("FG402", "FG403")[1] == []


def test_truncated_needs_the_original_hash(bench: Path) -> None:
    _big_page(bench, 513 * 1024, truncated=True, original_bytes=900_000, sha256_original=None)
    (finding,) = _check("FG402", "FG403")[1]
    assert finding["code"] == "FG403" and "sha256_original" in finding["message"]


# --- 4. expected files bound to their artifact ----------------------------------------------


def test_an_observation_captured_against_another_artifact_version_is_stale(bench: Path) -> None:
    page = bench / F / CORPORATE
    page.write_bytes(page.read_bytes().replace(b"</footer>", b"</footer>\n<!-- v2 -->", 1))
    rehash(bench, CORPORATE)
    code, findings = _check("FG710")
    assert code == 1
    stale = {f["path"] for f in findings}
    assert "fixtures/_shared/expected/gs-009.json" in stale  # every case citing the page
    finding = next(f for f in findings if f["path"].endswith("gs-009.json"))
    lines = (bench / F / "_shared/expected/gs-009.json").read_text(encoding="utf-8").splitlines()
    assert '"artifact_sha256"' in lines[finding["line"] - 1]
    assert "re-capture" in finding["message"]


def test_an_observation_captured_on_the_raw_capture_before_redaction_is_bound(
    bench: Path,
) -> None:
    raw = _sha("the capture before redaction")
    data = load_manifest(bench)
    entry(data, CORPORATE)["sha256_original"] = raw
    save_manifest(bench, data)
    _edit(
        bench,
        "_shared/expected/gs-009.json",
        lambda d: d["observations"][0].__setitem__("artifact_sha256", raw),
    )
    assert _check("FG710")[1] == []


def test_an_observation_without_its_artifact_hash_breaks_the_schema(bench: Path) -> None:
    _edit(
        bench, "_shared/expected/gs-009.json", lambda d: d["observations"][0].pop("artifact_sha256")
    )
    (finding,) = _check("FG701")[1]
    assert "artifact_sha256" in finding["message"]


def _git(repo: Path, *args: str) -> None:
    import os
    import subprocess

    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.test",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.test",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
    }
    done = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr


def _shift_span(*, fit_text: bool) -> Callable[[Any], None]:
    def change(d: Any) -> None:
        observation = d["observations"][0]
        start, end = (int(x) for x in observation["span"].removeprefix("offset:").split("-"))
        observation["span"] = f"offset:{start + 1}-{end + 1}"
        if fit_text:
            observation["text"] = observation["text"][1:] + " "

    return change


@pytest.mark.parametrize(
    ("fit_text", "how"),
    [(False, "over the same text"), (True, "its text changed to fit")],
    ids=["offsets-moved", "text-changed-to-fit"],
)
def test_manifest_diff_calls_out_a_span_adjusted_by_hand_whatever_captured_at_says(
    bench: Path, fit_text: bool, how: str
) -> None:
    _git(bench, "init", "-q", "-b", "main")
    _git(bench, "add", "-A")
    _git(bench, "commit", "-q", "-m", "bench")
    rel = "_shared/expected/gs-004.json"
    path = bench / F / rel
    data = json.loads(path.read_text(encoding="utf-8"))
    _shift_span(fit_text=fit_text)(data)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    update = run(
        "manifest", "update", "--rehash", f"fixtures/{rel}", "--captured-at", "2026-10-20T00:00:00Z"
    )
    assert update.exit_code == 0, update.output
    result = run("manifest", "diff", "--format", "json")
    assert result.exit_code == 1, result.output
    (callout,) = json.loads(result.stdout)["suspicious"]
    assert callout["kind"] == "expected-edited" and callout["path"] == rel
    assert "gs-004-c1" in callout["message"] and how in callout["message"]
    assert "reprint-nota-varilla.html did not change" in callout["message"]


def test_manifest_diff_is_quiet_when_the_artifact_was_recaptured_with_the_span(
    bench: Path,
) -> None:
    _git(bench, "init", "-q", "-b", "main")
    _git(bench, "add", "-A")
    _git(bench, "commit", "-q", "-m", "bench")
    page = "_shared/html/reprint-nota-varilla.html"
    path = bench / F / page
    path.write_bytes(path.read_bytes().replace(b"<body>", b"<body> ", 1))
    rel = "_shared/expected/gs-004.json"
    _edit(bench, rel, _shift_span(fit_text=False))
    for changed in (page, rel):
        update = run(
            "manifest",
            "update",
            "--rehash",
            f"fixtures/{changed}",
            "--captured-at",
            "2026-10-20T00:00:00Z",
        )
        assert update.exit_code == 0, update.output
    result = run("manifest", "diff", "--format", "json")
    kinds = {c["kind"] for c in json.loads(result.stdout)["suspicious"]}
    assert "expected-edited" not in kinds


def test_an_artifact_edited_without_a_rehash_is_fg205_not_a_stale_expected(bench: Path) -> None:
    page = bench / F / CORPORATE
    page.write_bytes(page.read_bytes().replace(b"</footer>", b"</footer>\n<!-- v2 -->", 1))
    codes = _codes(_check("FG205", "FG710")[1])
    assert codes == {"FG205"}
