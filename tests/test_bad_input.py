"""Malformed envelopes and trees: a finding with a code and a location, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import rehash, run

ENVELOPE = "alpha-search/errors/503.json"


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"", "empty file"),
        (b"\x00\x01\x02\x03", "binary content"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'{"fixture": ', "not valid JSON"),
        (b"[]", "must be a JSON object"),
        (
            b'{"fixture": {"case": 1, "operation": "search"}, "request": {}, "response": {"status": "503"}}',
            "expected",
        ),
        (b"[" * 50_000 + b"]" * 50_000, "nested too deeply"),
        (b'{"fixture": {}, "fixture": {}}', "appears twice"),
    ],
    ids=[
        "empty",
        "binary",
        "undecodable",
        "truncated",
        "array",
        "wrong-types",
        "deep",
        "duplicate-key",
    ],
)
def test_a_malformed_envelope_is_a_located_finding(
    bench: Path, content: bytes, fragment: str
) -> None:
    (bench / "fixtures" / ENVELOPE).write_bytes(content)
    rehash(bench, ENVELOPE)
    result = run("check", "--format", "json")
    assert result.exit_code == 1, result.stderr
    findings = [f for f in json.loads(result.stdout)["findings"] if f["code"] == "FG212"]
    assert findings, result.stdout
    assert all(f["path"] == f"fixtures/{ENVELOPE}" for f in findings)
    assert any(fragment in f["message"] for f in findings)


def test_schema_findings_name_case_and_path(bench: Path) -> None:
    manifest = json.loads((bench / "manifest.json").read_text())
    manifest["cases"]["err-429"]["alpha-search/errors/429.json"]["bytes"] = "many"
    (bench / "manifest.json").write_text(json.dumps(manifest, indent=2))
    result = run("check", "--format", "json")
    [finding] = [f for f in json.loads(result.stdout)["findings"] if f["code"] == "FG201"]
    assert (
        finding["message"]
        == "cases › err-429 › alpha-search/errors/429.json › bytes: expected integer, found string"
    )
    assert finding["path"] == "manifest.json" and finding["line"] > 1


def test_a_missing_fixture_root_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("check", "--root", "nope")
    assert result.exit_code == 2 and result.stderr.startswith("fixture-guard: error: fixture root")


def test_a_missing_manifest_is_one_line(bench: Path) -> None:
    (bench / "manifest.json").unlink()
    result = run("check")
    assert result.exit_code == 2 and "no manifest here" in result.stderr


def test_check_of_some_paths_looks_only_at_them_and_their_providers(bench: Path) -> None:
    (bench / "fixtures/_shared/html/red-5g-celaya.html").write_bytes(b"changed")
    (bench / "fixtures/beta-search/errors/429.json").write_bytes(b"{}")
    result = run("check", "--format", "json", "fixtures/beta-search/errors/429.json")
    paths = {f["path"] for f in json.loads(result.stdout)["findings"]}
    assert "fixtures/beta-search/errors/429.json" in paths
    assert "fixtures/_shared/html/red-5g-celaya.html" not in paths
