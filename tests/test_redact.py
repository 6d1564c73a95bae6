"""`fixture-guard redact`: placeholders in, kept values kept, manifest recorded, all or nothing."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run, tree_digest

from fixture_guard.config import load_config
from fixture_guard.journal import JOURNAL_NAME, recover
from fixture_guard.redact import RedactOptions, apply, cut_candidates, plan_redaction

KEY = "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"
EMAIL = "juan.perez.garcia@gmail.com"
PAGE = "_shared/html/reprint-nota-varilla.html"


def _manifest(bench: Path) -> dict[str, dict[str, dict[str, object]]]:
    return json.loads((bench / "manifest.json").read_text())["cases"]  # type: ignore[no-any-return]


def _raw_page(bench: Path, captures: Path) -> Path:
    page = (captures / "html/es-mx_unocero_tech-news-android-apps.html").read_text(
        encoding="utf-8-sig"
    )
    planted = (
        f'<script>var cfg = {{"tavilyKey": "{KEY}"}};</script>\n'
        f"<p>Escríbeme a {EMAIL}; ventas: ventas@unocero.com</p>\n</head>"
    )
    raw = bench / "raw.html"
    raw.write_text(page.replace("</head>", planted, 1), encoding="utf-8")
    return raw


def _envelope(bench: Path) -> Path:
    envelope = {
        "fixture": {"case": "gs-001", "operation": "search", "artifact": None},
        "request": {
            "method": "GET",
            "url": "https://serpapi.com/search.json?q=acero&api_key=3f9c0b6e1d8a4c7f2e5b9a0d3c6f8e1b",
            "headers": {"authorization": f"Bearer {KEY}"},
            "body": None,
        },
        "response": {
            "status": 200,
            "headers": {
                "date": "Tue, 14 Oct 2026 18:03:11 GMT",
                "set-cookie": "sid=Zq3Lr8Xk2Pw9; Path=/",
            },
            "body": {
                "results": [
                    {
                        "url": "https://www.acerosdelbajio.com.mx/contacto",
                        "publishedAt": "2026-10-01",
                    }
                ]
            },
            "body_ref": None,
        },
        "elapsed_ms": 812,
        "simulated": None,
    }
    raw = bench / "raw.json"
    raw.write_text(json.dumps(envelope), encoding="utf-8")
    return raw


DEFAULT_KINDS = {"html": "corporate", "pdf": "two-column-table"}


def _redact(raw: Path, *extra: str, case: str = "gs-001", cls: str = "html") -> object:
    if cls in DEFAULT_KINDS and "--kind" not in extra and raw.suffix in (".html", ".pdf"):
        extra = (*extra, "--kind", DEFAULT_KINDS[cls])
    return run(
        "redact",
        str(raw),
        "--into",
        "fixtures",
        "--provider",
        "alpha-search",
        "--case",
        case,
        "--class",
        cls,
        *extra,
    )


def test_a_page_loses_its_secrets_and_personal_data_and_keeps_role_mailboxes(
    bench: Path, captures: Path
) -> None:
    raw = _raw_page(bench, captures)
    result = _redact(raw, "--captured-at", "2026-10-14T18:03:11Z")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    text = (bench / "fixtures/_shared/html/raw.html").read_text(encoding="utf-8")
    assert KEY not in text and EMAIL not in text
    assert '"tavilyKey": "[REDACTED]"' in text and "redacted@example.test" in text
    assert "ventas@unocero.com" in text and "2019" in text


def test_the_manifest_records_both_hashes_and_the_capture_date(bench: Path, captures: Path) -> None:
    raw = _raw_page(bench, captures)
    _redact(raw, "--captured-at", "2026-10-14T18:03:11Z", "--kind", "corporate")
    entry = _manifest(bench)["gs-001"]["_shared/html/raw.html"]
    written = (bench / "fixtures/_shared/html/raw.html").read_bytes()
    assert entry["sha256"] == hashlib.sha256(written).hexdigest()
    assert entry["sha256_original"] == hashlib.sha256(raw.read_bytes()).hexdigest()
    assert entry["captured_at"] == "2026-10-14T18:03:11Z" and entry["truncated"] is False


def test_an_exchange_keeps_schemes_hosts_paths_and_dates(bench: Path) -> None:
    result = _redact(_envelope(bench), "--force", case="gs-001", cls="results")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    written = json.loads((bench / "fixtures/alpha-search/search/gs-001.json").read_text())
    assert written["request"]["headers"]["authorization"] == "Bearer [REDACTED]"
    assert written["request"]["url"] == "https://serpapi.com/search.json?q=acero&api_key=[REDACTED]"
    assert written["response"]["headers"]["set-cookie"] == "[REDACTED]"
    assert written["response"]["headers"]["date"] == "Tue, 14 Oct 2026 18:03:11 GMT"
    assert written["response"]["body"]["results"][0]["publishedAt"] == "2026-10-01"
    entry = _manifest(bench)["gs-001"]["alpha-search/search/gs-001.json"]
    assert entry["captured_at"] == "2026-10-14T18:03:11Z"  # from the response's date header
    assert "3f9c0b6e" not in json.dumps(entry)  # the source URL is recorded redacted too


def test_a_har_entry_becomes_an_envelope(bench: Path) -> None:
    har = {
        "log": {
            "entries": [
                {
                    "time": 420,
                    "request": {
                        "method": "POST",
                        "url": "https://api.exa.ai/search",
                        "headers": [
                            {"name": "x-api-key", "value": "6f1c2b7e-93d4-4a8e-b1f0-2c5d7e9a3b41"}
                        ],
                        "postData": {"mimeType": "application/json", "text": '{"query": "acero"}'},
                    },
                    "response": {
                        "status": 200,
                        "headers": [{"name": "date", "value": "Tue, 14 Oct 2026 18:03:11 GMT"}],
                        "content": {"mimeType": "application/json", "text": '{"results": []}'},
                    },
                }
            ]
        }
    }
    raw = bench / "capture.har"
    raw.write_text(json.dumps(har))
    assert _redact(raw, "--force", cls="results").exit_code == 0  # type: ignore[attr-defined]
    written = json.loads((bench / "fixtures/alpha-search/search/gs-001.json").read_text())
    assert written["request"]["headers"] == {"x-api-key": "[REDACTED]"}
    assert written["request"]["body"] == {"query": "acero"} and written["elapsed_ms"] == 420


def test_a_body_over_512_kb_is_cut_to_the_block_named_with_keep(bench: Path) -> None:
    filler = "<script>" + "var x = 1;\n" * 60_000 + "</script>"
    article = "<article><h1>Planta en Celaya</h1><p>La planta produce varilla.</p></article>"
    raw = bench / "big.html"
    raw.write_text(f"<html><head>{filler}</head><body>{article}<footer>pie</footer></body></html>")
    assert raw.stat().st_size > 512 * 1024
    result = _redact(raw, "--captured-at", "2026-10-14T18:03:11Z", "--keep", "article")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    written = (bench / "fixtures/_shared/html/big.html").read_text()
    assert article in written and len(written.encode()) <= 512 * 1024
    entry = _manifest(bench)["gs-001"]["_shared/html/big.html"]
    assert entry["truncated"] is True and entry["original_bytes"] == raw.stat().st_size


def test_truncation_keeps_two_kb_of_context_around_the_block() -> None:
    text = "<head>" + "h" * 10_000 + "</head><body><main>cuerpo</main>" + "t" * 10_000 + "</body>"
    start = text.index("<main>")
    ((how, cut), *_) = cut_candidates(text, [(start, start + 19, "main")])
    assert "<main>cuerpo</main>" in cut and len(cut) < 5_000 and "2 KB" in how


def test_a_clean_pdf_is_recorded_unchanged(bench: Path, captures: Path) -> None:
    raw = captures / "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
    result = _redact(raw, "--captured-at", "2026-10-14T18:03:11Z", cls="pdf")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    assert "never rewritten" in result.stdout  # type: ignore[attr-defined]
    written = bench / "fixtures/_shared/pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf"
    assert written.read_bytes() == raw.read_bytes()


def test_a_pdf_with_personal_data_is_refused_with_its_page(bench: Path, captures: Path) -> None:
    before = tree_digest(bench)
    raw = captures / "pdf/en_us-federal-register-three-column.pdf"
    result = _redact(raw, "--captured-at", "2026-10-14T18:03:11Z", cls="pdf")
    assert result.exit_code == 1  # type: ignore[attr-defined]
    assert "page 15" in result.stderr and "cannot rewrite a PDF" in result.stderr  # type: ignore[attr-defined]
    assert tree_digest(bench) == before


def test_a_redaction_that_would_move_a_span_is_refused(bench: Path) -> None:
    stored = (bench / "fixtures" / PAGE).read_text(encoding="utf-8")
    raw = bench / "raw.html"
    raw.write_text(stored.replace("<body>", f"<body><p>{EMAIL}</p>", 1), encoding="utf-8")
    before = tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()
    result = _redact(
        raw, "--as", PAGE, "--captured-at", "2026-10-14T18:03:11Z", "--force", cls="results"
    )
    assert result.exit_code == 1  # type: ignore[attr-defined]
    assert "gs-004-c1 (offset:529-570) of `_shared/expected/gs-004.json`" in result.stderr  # type: ignore[attr-defined]
    assert "never adjusted" in result.stderr  # type: ignore[attr-defined]
    assert (tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()) == before


def test_spans_after_the_redacted_value_are_not_listed(bench: Path) -> None:
    stored = (bench / "fixtures" / PAGE).read_text(encoding="utf-8")
    raw = bench / "raw.html"
    raw.write_text(stored.replace("</body>", f"<p>{EMAIL}</p></body>", 1), encoding="utf-8")
    result = _redact(
        raw, "--as", PAGE, "--captured-at", "2026-10-14T18:03:11Z", "--force", cls="results"
    )
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    # The spans still resolve, but the page is a new version: they are re-captured.
    assert "re-capture `_shared/expected/gs-004.json`" in result.stdout  # type: ignore[attr-defined]


# --- all or nothing ----------------------------------------------------------------------


class Interrupt(Exception):
    pass


def _plan(bench: Path, captures: Path):  # type: ignore[no-untyped-def]
    config = load_config(cwd=bench)
    options = RedactOptions(provider="alpha-search", case="gs-001", cls="results")
    raws = [_envelope(bench), _raw_page(bench, captures)]
    return config, plan_redaction(
        raws,
        RedactOptions(**{**options.__dict__, "captured_at": "2026-10-14T18:03:11Z"}),
        config,
        root=config.root,
        manifest_path=config.manifest_path,
        force=True,  # gs-001's search exchange exists in the bench
    )


STEPS = [
    "staged gs-001.json",
    "staged raw.html",
    "staged manifest.json",
    "journal written",
    "replaced gs-001.json",
    "replaced raw.html",
    "replaced manifest.json",
]


@pytest.mark.parametrize("failing_step", STEPS)
def test_an_interruption_at_any_step_leaves_the_tree_as_it_was(
    bench: Path, captures: Path, failing_step: str
) -> None:
    config, plan = _plan(bench, captures)
    before = tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()

    def step(name: str) -> None:
        if name == failing_step:
            raise Interrupt(name)

    with pytest.raises(Interrupt):
        apply(plan, root=config.root, step=step)
    assert (tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()) == before
    assert not (bench / "fixtures" / JOURNAL_NAME).exists()


def test_a_completed_commit_updates_tree_and_manifest_together(bench: Path, captures: Path) -> None:
    config, plan = _plan(bench, captures)
    apply(plan, root=config.root)
    cases = _manifest(bench)["gs-001"]
    for rel in ("alpha-search/search/gs-001.json", "_shared/html/raw.html"):
        data = (bench / "fixtures" / rel).read_bytes()
        assert cases[rel]["sha256"] == hashlib.sha256(data).hexdigest()
    assert not list((bench / "fixtures").rglob(".*.fg-*"))


def test_a_hard_crash_mid_commit_is_undone_by_the_next_run(bench: Path, captures: Path) -> None:
    config, plan = _plan(bench, captures)
    before = tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()
    # A real process killed after the first rename: no exception handler runs.
    script = (
        "import os, pickle, sys\n"
        "from fixture_guard.redact import apply\n"
        "plan, root = pickle.load(sys.stdin.buffer)\n"
        "def step(name):\n"
        "    if name == 'replaced gs-001.json':\n"
        "        os._exit(9)\n"
        "apply(plan, root=root, step=step)\n"
    )
    import pickle

    crashed = subprocess.run(
        [sys.executable, "-c", script], input=pickle.dumps((plan, config.root)), check=False
    )
    assert crashed.returncode == 9
    assert (bench / "fixtures" / JOURNAL_NAME).exists()
    assert tree_digest(bench / "fixtures") != before[0]  # half-written, for now
    assert recover(bench / "fixtures" / JOURNAL_NAME)
    assert (tree_digest(bench / "fixtures"), (bench / "manifest.json").read_bytes()) == before
