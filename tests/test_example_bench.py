"""The worked example bench, checked as it is and under the mutations a reviewer fears."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import (
    entry,
    load_manifest,
    rehash,
    result_uris,
    run,
    sarif_results,
    save_manifest,
    tree_digest,
)


def test_example_bench_passes_check_and_shows_its_waivers(bench: Path) -> None:
    result = run("check")
    assert result.exit_code == 0, result.stdout
    assert "No findings" in result.stdout
    assert "Waived findings" in result.stdout
    assert "FG401" in result.stdout


def test_check_never_writes_to_the_tree(bench: Path) -> None:
    def digest() -> dict[str, str]:
        # its cache of per-file results is the one thing `check` writes (--no-cache: none)
        found = tree_digest(bench)
        return {k: v for k, v in found.items() if not k.startswith(".fixture-guard-cache/")}

    before = digest()
    for fmt in ("text", "json", "sarif", "github"):
        run("check", "--format", fmt)
    assert digest() == before


def test_every_provider_brings_all_nine_classes(bench: Path) -> None:
    document = json.loads(run("check", "--format", "json").stdout)
    coverage = document["coverage"]
    assert set(coverage) == {"alpha-search", "beta-search", "gamma-search"}
    assert all(count > 0 for counts in coverage.values() for count in counts.values())


def _sarif_check() -> tuple[int, list[dict[str, object]]]:
    result = run("check", "--format", "sarif")
    return result.exit_code, sarif_results(result)


def test_a_flipped_byte_is_an_edit_after_capture(bench: Path) -> None:
    page = bench / "fixtures/_shared/html/aceros-bajio-contacto.html"
    data = bytearray(page.read_bytes())
    data[200] ^= 0x01
    page.write_bytes(bytes(data))
    code, results = _sarif_check()
    assert code == 1
    hits = [r for r in results if r["ruleId"] == "FG205"]
    assert hits and "fixtures/_shared/html/aceros-bajio-contacto.html" in result_uris(hits)
    assert "edited after capture" in hits[0]["message"]["text"]


def test_a_dropped_capture_date_names_the_file_and_the_manifest_line(bench: Path) -> None:
    rel = "beta-search/errors/429.json"
    data = load_manifest(bench)
    del entry(data, rel)["captured_at"]
    save_manifest(bench, data)
    code, results = _sarif_check()
    assert code == 1
    hits = [r for r in results if r["ruleId"] == "FG206"]
    assert [r["message"]["text"] for r in hits] == [
        "no captured_at: when was this captured? (manifest case err-429)"
    ]
    assert result_uris(hits) == {f"fixtures/{rel}", "manifest.json"}


def test_an_unlisted_file_is_reported_at_the_file(bench: Path) -> None:
    extra = bench / "fixtures/gamma-search/errors/504.json"
    extra.write_text('{"fixture": {"case": "err-504", "operation": "search"}}', encoding="utf-8")
    code, results = _sarif_check()
    assert code == 1
    assert "fixtures/gamma-search/errors/504.json" in result_uris(
        [r for r in results if r["ruleId"] == "FG203"]
    )


def test_a_provider_without_its_429_class_is_named(bench: Path) -> None:
    rel = "beta-search/errors/429.json"
    (bench / "fixtures" / rel).unlink()
    data = load_manifest(bench)
    del data["cases"]["err-429"][rel]
    save_manifest(bench, data)
    result = run("check", "--format", "sarif")
    assert result.exit_code == 1
    hits = [r for r in sarif_results(result) if r["ruleId"] == "FG301"]
    assert [r["message"]["text"] for r in hits] == ["provider beta-search has no `429` fixture"]
    assert hits[0]["properties"]["provider"] == "beta-search"
    text = run("check").stdout
    assert "Fixture classes per provider" in text and "MISSING" in text


def test_a_path_climbing_out_of_the_root_is_refused(bench: Path) -> None:
    data = load_manifest(bench)
    data["cases"]["err-429"]["../pyproject.toml"] = dict(entry(data, "beta-search/errors/429.json"))
    save_manifest(bench, data)
    code, results = _sarif_check()
    assert code == 1
    hits = [r for r in results if r["ruleId"] == "FG209"]
    assert hits and "../pyproject.toml" in hits[0]["message"]["text"]


def test_a_600_kb_body_that_is_not_truncated_is_too_big(bench: Path) -> None:
    rel = "_shared/html/boletin-dengue-guanajuato.html"
    page = bench / "fixtures" / rel
    page.write_bytes(page.read_bytes() + b"<!-- relleno -->\n" * (600 * 1024 // 17))
    rehash(bench, rel)
    code, results = _sarif_check()
    assert code == 1
    hits = [r for r in results if r["ruleId"] == "FG402"]
    assert hits and f"fixtures/{rel}" in result_uris(hits)


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"\x00\x01\x02", b'{"version": 1, "cases": ', b"[1, 2]", b"\xff\xfe\xfa"],
    ids=["empty", "open-brace", "binary", "truncated", "not-an-object", "not-utf8"],
)
def test_a_corrupt_manifest_is_one_line_and_exit_2(bench: Path, content: bytes) -> None:
    (bench / "manifest.json").write_bytes(content)
    result = run("check")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("fixture-guard: error: manifest.json")


def test_exit_zero_reports_but_does_not_fail(bench: Path) -> None:
    (bench / "fixtures/alpha-search/errors/429.json").write_text("{}", encoding="utf-8")
    assert run("check").exit_code == 1
    result = run("check", "--exit-zero")
    assert result.exit_code == 0 and "FG205" in result.stdout
