"""`redact` on the recordings teams already make, on big pages, and on existing fixtures.

Real cassettes come from ../shared/captures (the `captures` fixture skips without them);
the rest is written here. Every input goes through the CLI as a user runs it.
"""

from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import run, tree_digest

from fixture_guard.envelope import parse_envelope
from fixture_guard.rules.classes import results_shortfall

WHEN = "2026-10-14T18:03:11Z"
PAGE = "_shared/html/reprint-nota-varilla.html"


def _redact(
    raw: Path,
    *extra: str,
    provider: str = "delta-search",
    case: str = "gs-001",
    cls: str = "results",
) -> Any:
    return run(
        "redact",
        str(raw),
        "--into",
        "fixtures",
        "--provider",
        provider,
        "--case",
        case,
        "--class",
        cls,
        *extra,
    )


def _manifest(bench: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((bench / "manifest.json").read_text(encoding="utf-8"))
    return data


def _entry(bench: Path, rel: str) -> dict[str, Any]:
    for files in _manifest(bench)["cases"].values():
        if rel in files:
            found: dict[str, Any] = files[rel]
            return found
    raise KeyError(rel)


def _written(bench: Path, rel: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((bench / "fixtures" / rel).read_text(encoding="utf-8"))
    return data


def _check_json(*select: str) -> list[dict[str, Any]]:
    result = run("check", "--format", "json", "--select", ",".join(select))
    assert result.exit_code in (0, 1), result.output
    findings: list[dict[str, Any]] = json.loads(result.stdout)["findings"]
    return findings


# --- existing fixtures ----------------------------------------------------------------------


def _copy_of_page(bench: Path) -> Path:
    raw = bench / "raw.html"
    raw.write_bytes((bench / "fixtures" / PAGE).read_bytes())
    return raw


def test_an_existing_fixture_is_not_overwritten_without_force(bench: Path) -> None:
    raw = _copy_of_page(bench)
    before = tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()
    result = _redact(raw, "--as", PAGE, "--captured-at", WHEN)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"fixture-guard: error: {PAGE} exists: pass --force to overwrite it; nothing written"
    ]
    assert (tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()) == before


def test_a_dry_run_says_it_would_overwrite(bench: Path) -> None:
    raw = _copy_of_page(bench)
    before = tree_digest(bench / "fixtures")
    result = _redact(raw, "--as", PAGE, "--captured-at", WHEN, "--dry-run")
    assert result.exit_code == 0, result.stderr
    assert f"{PAGE} (" in result.stdout and "overwrites the existing fixture" in result.stdout
    assert f"would overwrite 1 existing fixture(s): {PAGE} (pass --force)" in result.stdout
    assert tree_digest(bench / "fixtures") == before


def test_force_overwrites(bench: Path) -> None:
    raw = _copy_of_page(bench)
    (raw).write_text(raw.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    result = _redact(raw, "--as", PAGE, "--captured-at", WHEN, "--force")
    assert result.exit_code == 0, result.stderr
    assert (bench / "fixtures" / PAGE).read_bytes() == raw.read_bytes()


# --- VCR cassettes --------------------------------------------------------------------------


def test_a_betamax_json_cassette_becomes_an_envelope(bench: Path, captures: Path) -> None:
    raw = captures / "errors/reddit_prawcore_429-without-retry-headers.cassette.json"
    result = _redact(raw, case="err-429", cls="429")
    assert result.exit_code == 0, result.stderr
    rel = "delta-search/errors/429.json"
    envelope = _written(bench, rel)
    assert envelope["response"]["status"] == 429
    assert envelope["response"]["body"] == {"message": "Too Many Requests", "error": 429}
    assert envelope["request"]["url"] == "https://www.reddit.com/api/v1/access_token"
    assert envelope["response"]["headers"]["Date"] == "Tue, 25 May 2021 01:26:41 GMT"
    cookies = envelope["response"]["headers"]["set-cookie"]
    assert all("Z0FBQUFB" not in c for c in cookies)  # the tracking cookies' values are gone
    entry = _entry(bench, rel)
    assert entry["captured_at"] == "2021-05-25T01:26:41Z"
    assert entry["sha256_original"] != entry["sha256"]
    assert not _check_json("FG212")  # valid envelope JSON, in the folder it says


def test_each_interaction_becomes_a_fixture_unless_one_is_picked(
    bench: Path, captures: Path
) -> None:
    raw = (
        captures / "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json"
    )
    result = _redact(raw, case="err-429", cls="429")
    assert result.exit_code == 0, result.stderr
    statuses = [
        _written(bench, f"delta-search/errors/429-{i}.json")["response"]["status"] for i in (0, 1)
    ]
    assert statuses == [200, 429]
    picked = _redact(raw, "--entry", "1", provider="echo-search", case="err-429", cls="429")
    assert picked.exit_code == 0, picked.stderr
    envelope = _written(bench, "echo-search/errors/429.json")
    assert envelope["response"]["headers"]["retry-after"] == "4"
    assert not (bench / "fixtures/echo-search/errors/429-0.json").exists()


def test_a_pydantic_ai_yaml_cassette_with_parsed_bodies(bench: Path, captures: Path) -> None:
    raw = captures / "search/tavily_pydantic-ai_basic-search.cassette.yaml"
    without_date = _redact(raw)
    assert without_date.exit_code == 2 and "--captured-at" in without_date.stderr
    result = _redact(raw, "--captured-at", WHEN)
    assert result.exit_code == 0, result.stderr
    rel = "delta-search/search/gs-001.json"
    assert (bench / "fixtures" / rel).read_bytes()[:1] == b"{"  # never the YAML bytes
    envelope = parse_envelope((bench / "fixtures" / rel).read_bytes())
    assert envelope.operation == "search" and envelope.response is not None
    assert envelope.request_body["query"] == "What is Pydantic AI?"
    assert results_shortfall(envelope) is None  # a complete search response: it counts


def test_a_crewai_yaml_cassette_with_a_string_body(bench: Path, captures: Path) -> None:
    raw = captures / "search/firecrawl_crewai_search-firecrawl.cassette.yaml"
    result = _redact(raw)
    assert result.exit_code == 0, result.stderr
    envelope = parse_envelope((bench / "fixtures/delta-search/search/gs-001.json").read_bytes())
    assert envelope.response is not None and envelope.response.body["success"] is True
    assert len(envelope.response.body["data"]["web"]) == 5
    assert results_shortfall(envelope) is None


def test_a_gzip_body_kept_as_binary_is_decoded(bench: Path) -> None:
    payload = json.dumps({"results": [{"url": "https://a.example/"}]}).encode()
    packed = base64.b64encode(gzip.compress(payload)).decode()
    raw = bench / "gzip.cassette.yaml"
    raw.write_text(
        "interactions:\n"
        "- request:\n    body: null\n    headers: {}\n    method: GET\n"
        "    uri: https://api.delta.example/search?q=acero\n"
        "  response:\n"
        f"    body:\n      string: !!binary |\n        {packed}\n"
        "    headers:\n      Content-Encoding: [gzip]\n      Content-Type: [application/json]\n"
        "      Date: ['Tue, 14 Oct 2026 18:03:11 GMT']\n"
        "    status: {code: 200, message: OK}\nversion: 1\n",
        encoding="utf-8",
    )
    result = _redact(raw)
    assert result.exit_code == 0, result.stderr
    body = _written(bench, "delta-search/search/gs-001.json")["response"]["body"]
    assert body == {"results": [{"url": "https://a.example/"}]}


# --- HAR ------------------------------------------------------------------------------------


def _har(bench: Path) -> Path:
    def entry(status: int, text: str, encoding: str | None = None) -> dict[str, Any]:
        content: dict[str, Any] = {"mimeType": "application/json", "text": text}
        if encoding:
            content["encoding"] = encoding
        return {
            "startedDateTime": "2026-10-14T18:03:11.000Z",
            "time": 120,
            "request": {
                "method": "POST",
                "url": "https://api.delta.example/search",
                "headers": [],
                "postData": {"mimeType": "application/json", "text": '{"query": "acero"}'},
            },
            "response": {"status": status, "headers": [], "content": content},
        }

    body = json.dumps({"results": [{"url": "https://b.example/"}]})
    har = {
        "log": {
            "version": "1.2",
            "entries": [
                entry(429, '{"error": "slow down"}'),
                entry(200, base64.b64encode(body.encode()).decode(), "base64"),
            ],
        }
    }
    raw = bench / "capture.har"
    raw.write_text(json.dumps(har), encoding="utf-8")
    return raw


def test_every_har_entry_becomes_a_fixture_with_its_start_as_capture_date(bench: Path) -> None:
    result = _redact(_har(bench), case="err-429", cls="429")
    assert result.exit_code == 0, result.stderr
    first, second = (_written(bench, f"delta-search/errors/429-{i}.json") for i in (0, 1))
    assert first["response"]["status"] == 429 and second["response"]["status"] == 200
    assert second["response"]["body"] == {"results": [{"url": "https://b.example/"}]}
    assert _entry(bench, "delta-search/errors/429-0.json")["captured_at"] == WHEN


def test_one_har_entry_picked(bench: Path) -> None:
    result = _redact(_har(bench), "--entry", "1")
    assert result.exit_code == 0, result.stderr
    assert _written(bench, "delta-search/search/gs-001.json")["elapsed_ms"] == 120
    out_of_range = _redact(_har(bench), "--entry", "5", provider="echo-search")
    assert out_of_range.exit_code == 2 and "holds 2 exchange(s)" in out_of_range.stderr


# --- anything else is refused ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("notes.yaml", "owner: someone\nlist: [1, 2]\n"),
        ("notes.cassette.yaml", "interactions: [\n"),
        ("bomb.yaml", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n"),
        ("results.json", '{"hits": 3, "took": 12}'),
        ("notes.txt", "just some text"),
    ],
    ids=["yaml-not-a-cassette", "broken-yaml", "yaml-aliases", "json-not-a-recording", "text"],
)
def test_anything_else_is_refused_in_one_line(bench: Path, name: str, content: str) -> None:
    raw = bench / name
    raw.write_text(content, encoding="utf-8")
    before = tree_digest(bench / "fixtures")
    result = _redact(raw, "--captured-at", WHEN)
    assert result.exit_code == 2
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith("fixture-guard: error:") and "Traceback" not in result.output
    assert tree_digest(bench / "fixtures") == before


def test_a_real_non_recording_capture_is_refused(captures: Path, bench: Path) -> None:
    result = _redact(captures / "injection/bipia_text-attack-instructions_test.json")
    assert result.exit_code == 2
    assert "VCR cassette" in result.stderr and "--request-url" in result.stderr


def test_a_response_body_alone_needs_its_request(bench: Path, captures: Path) -> None:
    raw = captures / "search/brave_semantic-kernel_what-is-sk.json"
    result = _redact(
        raw,
        "--request-url",
        "https://api.search.brave.com/res/v1/web/search?q=sk",
        "--captured-at",
        WHEN,
    )
    assert result.exit_code == 0, result.stderr
    envelope = parse_envelope((bench / "fixtures/delta-search/search/gs-001.json").read_bytes())
    assert envelope.response is not None and envelope.response.status == 200
    assert envelope.method == "GET" and results_shortfall(envelope) is None


# --- kinds ----------------------------------------------------------------------------------


def test_a_page_records_its_kind(bench: Path, captures: Path) -> None:
    raw = captures / "html/es-uy_ladiaria_metered-paywall-article.html"
    result = _redact(raw, "--kind", "paywall", "--captured-at", WHEN, cls="html")
    assert result.exit_code == 0, result.stderr
    rel = "_shared/html/es-uy_ladiaria_metered-paywall-article.html"
    assert _entry(bench, rel)["kind"] == "paywall"


@pytest.mark.parametrize(
    ("extra", "message"),
    [((), "--kind is needed"), (("--kind", "scanned"), "not a kind of class html")],
    ids=["missing", "a-pdf-kind-on-a-page"],
)
def test_a_page_of_class_html_needs_a_page_kind(
    bench: Path, captures: Path, extra: tuple[str, ...], message: str
) -> None:
    raw = captures / "html/de_rs-ingenieure_simple-corporate-services-page.html"
    result = _redact(raw, *extra, "--captured-at", WHEN, cls="html")
    assert result.exit_code == 2 and message in result.stderr


def test_a_kind_on_an_exchange_is_refused(bench: Path, captures: Path) -> None:
    raw = captures / "errors/reddit_prawcore_429-without-retry-headers.cassette.json"
    result = _redact(raw, "--kind", "corporate", case="err-429", cls="429")
    assert result.exit_code == 2 and "kinds are for pages and PDFs" in result.stderr


# --- pages over 512 KB ----------------------------------------------------------------------

FACT = "La planta de Celaya producirá 1.2 millones de toneladas de varilla al año."
BIG = "_shared/html/gran-nota.html"


def _big_page(bench: Path, *, fact_at: int) -> Path:
    """A 780 KB page whose only cited fact sits `fact_at` characters into its body."""
    head = "<html><head><script>" + "var relleno = 1;\n" * 12_000 + "</script></head>"
    intro = "".join(f"<p>Párrafo de contexto número {i}.</p>\n" for i in range(fact_at // 40))
    tail = "<p>Pie de página.</p>\n" * ((780_000 - len(head) - len(intro)) // 22)
    raw = bench / "gran-nota.html"
    raw.write_text(
        f'{head}<body><div class="nota">{intro}<p id="hecho">{FACT}</p>{tail}</div></body></html>',
        encoding="utf-8",
    )
    assert raw.stat().st_size > 770 * 1024
    return raw


def _cite(bench: Path, span: str) -> None:
    observation = {
        "claim_id": "gs-101-c1",
        "claim_type": "production_volume",
        "entity": "planta",
        "artifact": BIG,
        "artifact_sha256": "0" * 64,
        "span": span,
        "text": FACT,
        "published_at": "2026-10-01",
    }
    path = bench / "fixtures/_shared/expected/gs-101.json"
    path.write_text(json.dumps({"case": "gs-101", "observations": [observation]}), "utf-8")


def test_a_big_page_keeps_the_block_its_expected_selector_cites(bench: Path) -> None:
    raw = _big_page(bench, fact_at=300_000)
    _cite(bench, "selector:#hecho")
    result = _redact(raw, "--kind", "corporate", "--captured-at", WHEN, case="gs-101", cls="html")
    assert result.exit_code == 0, result.stderr
    written = (bench / "fixtures" / BIG).read_bytes()
    assert FACT.encode() in written and len(written) <= 512 * 1024 + 2048
    assert "gs-101-c1 (selector:#hecho)" in result.stdout
    entry = _entry(bench, BIG)
    assert entry["truncated"] is True and entry["original_bytes"] == raw.stat().st_size
    assert not [f for f in _check_json("FG702") if "gs-101" in f["path"]]


def test_an_offset_the_cut_cannot_keep_is_refused(bench: Path) -> None:
    raw = _big_page(bench, fact_at=600_000)
    text = raw.read_text(encoding="utf-8")
    start = text.index(FACT)
    _cite(bench, f"offset:{start}-{start + len(FACT)}")
    before = tree_digest(bench / "fixtures")
    result = _redact(raw, "--kind", "corporate", "--captured-at", WHEN, case="gs-101", cls="html")
    assert result.exit_code == 1
    assert f"gs-101-c1 (offset:{start}-{start + len(FACT)})" in result.stderr
    assert tree_digest(bench / "fixtures") == before


def test_an_offset_near_the_start_is_kept_in_place(bench: Path) -> None:
    raw = _big_page(bench, fact_at=200_000)
    text = raw.read_text(encoding="utf-8")
    start = text.index(FACT)
    _cite(bench, f"offset:{start}-{start + len(FACT)}")
    result = _redact(raw, "--kind", "corporate", "--captured-at", WHEN, case="gs-101", cls="html")
    assert result.exit_code == 0, result.stderr
    assert "offsets kept" in result.stdout
    written = (bench / "fixtures" / BIG).read_text(encoding="utf-8")
    assert written[start : start + len(FACT)] == FACT


def test_a_big_page_nobody_cites_needs_keep(bench: Path) -> None:
    raw = _big_page(bench, fact_at=300_000)
    result = _redact(raw, "--kind", "corporate", "--captured-at", WHEN, case="gs-101", cls="html")
    assert result.exit_code == 2 and "--keep SELECTOR" in result.stderr
    unmatched = _redact(
        raw,
        "--kind",
        "corporate",
        "--captured-at",
        WHEN,
        "--keep",
        "#nada",
        case="gs-101",
        cls="html",
    )
    assert unmatched.exit_code == 2 and "matches no element" in unmatched.stderr
    kept = _redact(
        raw,
        "--kind",
        "corporate",
        "--captured-at",
        WHEN,
        "--keep",
        "#hecho",
        case="gs-101",
        cls="html",
    )
    assert kept.exit_code == 0, kept.stderr
    assert FACT.encode() in (bench / "fixtures" / BIG).read_bytes()


def test_a_pdf_over_512_kb_is_refused_naming_the_pages_to_keep(bench: Path, captures: Path) -> None:
    raw = captures / "pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
    rel = "_shared/pdf/en_irs-internal-revenue-manual-2.3.59_400-pages.pdf"
    observation = {"claim_id": "gs-102-c1", "artifact": rel, "span": "page:12", "text": "x"}
    (bench / "fixtures/_shared/expected/gs-102.json").write_text(
        json.dumps({"case": "gs-102", "observations": [observation]}), "utf-8"
    )
    result = _redact(
        raw, "--kind", "annual-report", "--captured-at", WHEN, case="gs-102", cls="pdf"
    )
    assert result.exit_code == 1
    assert "cannot cut a PDF" in result.stderr and "pages 1–12" in result.stderr
