"""`fixture-guard scan`: any file, inside the tree or not; bad input is a finding, never a crash."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from helpers import run

KEY = "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"


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with no [tool.fixture-guard] anywhere above: scan needs no tree."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _findings(*args: str) -> list[dict[str, object]]:
    result = run("scan", "--format", "json", *args)
    assert result.exit_code in (0, 1), result.stderr
    return json.loads(result.stdout)["findings"]  # type: ignore[no-any-return]


def test_scan_finds_a_secret_in_a_file_outside_any_tree(outside: Path) -> None:
    (outside / "raw.json").write_text('{\n  "api_key": "' + KEY + '"\n}\n')
    [finding] = _findings("raw.json")
    assert (finding["code"], finding["path"], finding["line"]) == ("FG501", "raw.json", 2)
    assert finding["masked"] == "tvly-…5Ya"


def test_scan_walks_folders_and_skips_hidden_entries(outside: Path) -> None:
    (outside / "pages" / "sub").mkdir(parents=True)
    (outside / "pages" / "sub" / "a.html").write_text(f"<script>k='{KEY}'</script>")
    (outside / "pages" / ".git").mkdir()
    (outside / "pages" / ".git" / "config").write_text(f"token = {KEY}")
    assert [f["path"] for f in _findings("pages")] == ["pages/sub/a.html"]


def test_clean_input_exits_zero(outside: Path) -> None:
    (outside / "page.html").write_text("<p>ventas@acerosdelbajio.com.mx</p>")
    result = run("scan", "page.html")
    assert result.exit_code == 0 and "No findings" in result.stdout


def test_a_missing_path_is_a_one_line_usage_error(outside: Path) -> None:
    result = run("scan", "nowhere.json")
    assert result.exit_code == 2
    assert result.stderr == "fixture-guard: error: nowhere.json: no such file or folder\n"


def test_scan_runs_every_family_that_exports_scan() -> None:
    from fixture_guard.rules import FAMILIES
    from fixture_guard.scan import scanners

    assert len(scanners()) == sum(callable(getattr(m, "scan", None)) for m in FAMILIES.values())


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("blob.bin", b"\x00\x01\x02" * 1000, "binary content"),
        ("latin1.html", "<p>Año café</p>".encode("latin-1"), "not UTF-8"),
        ("deep.json", b"[" * 10_000 + b"]" * 10_000, "nested 10000 levels"),
        ("deep.html", b"<div>" * 10_000 + b"</div>" * 10_000, "nested 10000 elements"),
    ],
)
def test_bad_input_is_a_finding(outside: Path, name: str, content: bytes, fragment: str) -> None:
    (outside / name).write_bytes(content)
    [finding] = [f for f in _findings(name) if f["code"] == "FG508"]
    assert fragment in str(finding["message"])


def test_a_truncated_pdf_is_a_finding(outside: Path, captures: Path) -> None:
    data = (captures / "pdf/en_fbi-nics-background-checks-table.pdf").read_bytes()
    (outside / "cut.pdf").write_bytes(data[: len(data) // 3])
    [finding] = [f for f in _findings("cut.pdf") if f["code"] == "FG508"]
    assert "PDF unreadable" in str(finding["message"])


def test_a_50_mb_single_line_page_is_bounded(outside: Path) -> None:
    page = outside / "huge.html"
    with page.open("wb") as handle:
        handle.write(b"<html><body><p>")
        handle.write(b"la planta de Celaya produce varilla " * 1_450_000)
        handle.write(f"<script>k='{KEY}'</script></p></body></html>".encode())
    assert page.stat().st_size > 50_000_000
    started = time.monotonic()
    findings = _findings("huge.html")
    assert time.monotonic() - started < 60
    [finding] = [f for f in findings if f["code"] == "FG508"]
    assert "only the first 8 MB" in str(finding["message"])


def test_pdf_findings_name_their_page(outside: Path, captures: Path) -> None:
    import pypdfium2  # noqa: F401  (a real PDF is written below by pdfium itself)

    from fixture_guard.detect.extract import pdf_text

    data = (captures / "pdf/es-mx_catalogo-localidades-aguascalientes-table.pdf").read_bytes()
    parts = pdf_text(data).parts
    assert parts and parts[0].page == 1


@pytest.mark.parametrize("selection", [("--select", "FG3"), ("--ignore", "FG5,FG6,FG8")])
def test_a_selection_with_no_content_rule_is_a_usage_error(
    outside: Path, selection: tuple[str, str]
) -> None:
    """`scan --select FG3` (a family `check` runs, not `scan`) once ended in an internal
    error; it is a one-line error naming what scan runs."""
    result = run("scan", *selection, str(outside))
    assert result.exit_code == 2
    assert "Traceback" not in result.output + result.stderr
    message = result.stderr.strip()
    assert "\n" not in message and "FG5xx" in message and "check" in message


def test_a_base64_record_is_advised_removed_not_replaced_with_none(outside: Path) -> None:
    # a record found only encoded has no placeholder of its own: the advice must not
    # print the missing one ("replace it with None", as round 29's first message did)
    import base64

    record = json.dumps({"nombre": "Ana Ruiz Soto", "tel": "55 1234 5678"}).encode()
    (outside / "ctx.json").write_text(json.dumps({"ctx": base64.b64encode(record).decode()}))
    [finding] = _findings("ctx.json")
    assert "None" not in str(finding["message"])
    assert str(finding["message"]).endswith("remove it")
