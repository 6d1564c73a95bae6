from __future__ import annotations

import json
from pathlib import Path

from helpers import entry, load_manifest, run, tree_digest


def test_update_adds_a_new_file_with_hash_size_and_date(bench: Path) -> None:
    rel = "alpha-search/errors/504.json"
    (bench / "fixtures" / rel).write_text('{"fixture": {"case": "err-504"}}', encoding="utf-8")
    result = run(
        "manifest",
        "update",
        f"fixtures/{rel}",
        "--class",
        "5xx",
        "--synthetic",
        "--captured-at",
        "2026-10-20T10:00:00Z",
    )
    assert result.exit_code == 0, result.stderr
    added = entry(load_manifest(bench), rel)
    assert added["captured_at"] == "2026-10-20T10:00:00Z"
    assert added["bytes"] == 32 and len(added["sha256"]) == 64 and added["synthetic"] is True
    assert load_manifest(bench)["cases"]["err-504"][rel] == added


def test_update_takes_the_capture_date_from_the_envelope(bench: Path) -> None:
    source = bench / "fixtures/alpha-search/search/gs-001.json"
    copy = bench / "fixtures/alpha-search/search/gs-099.json"
    copy.write_bytes(source.read_bytes())
    assert run("manifest", "update", str(copy)).exit_code == 0
    added = entry(load_manifest(bench), "alpha-search/search/gs-099.json")
    assert added["captured_at"] == "2026-10-14T15:01:00Z"
    assert added["class"] == "results"


def test_update_refuses_a_changed_file_without_rehash_and_writes_nothing(bench: Path) -> None:
    page = bench / "fixtures/_shared/html/red-5g-celaya.html"
    page.write_bytes(page.read_bytes() + b"\n")
    before = (bench / "manifest.json").read_bytes()
    result = run("manifest", "update", str(page))
    assert result.exit_code == 1
    assert "content changed since it was recorded" in result.stderr
    assert (bench / "manifest.json").read_bytes() == before


def test_rehash_says_what_it_overwrote(bench: Path) -> None:
    # An exchange no expected observation cites: re-hashing a cited page makes its
    # observations stale (FG710), which is another test's business.
    page = bench / "fixtures/alpha-search/errors/503.json"
    old = entry(load_manifest(bench), "alpha-search/errors/503.json")
    page.write_bytes(page.read_bytes() + b"\n")
    result = run(
        "manifest", "update", str(page), "--rehash", "--captured-at", "2026-11-02T08:00:00Z"
    )
    assert result.exit_code == 0
    assert f"overwrote sha256 {old['sha256'][:12]}" in result.stdout
    assert old["captured_at"] in result.stdout
    assert run("check").exit_code == 0


def test_update_without_paths_adds_only_unlisted_files(bench: Path) -> None:
    assert "nothing written" in run("manifest", "update").stdout
    (bench / "fixtures/alpha-search/errors/504.json").write_text("{}", encoding="utf-8")
    result = run("manifest", "update", "--captured-at", "2026-10-20T10:00:00Z")
    assert result.exit_code == 1 and "--class, --case" in result.stderr


def test_update_rejects_a_bad_capture_date_as_a_usage_error(bench: Path) -> None:
    (bench / "fixtures/alpha-search/errors/504.json").write_text("{}", encoding="utf-8")
    result = run(
        "manifest", "update", "fixtures/alpha-search/errors/504.json", "--captured-at", "ayer"
    )
    assert result.exit_code == 2 and "RFC 3339" in result.stderr


def test_verify_runs_only_the_integrity_rules(bench: Path) -> None:
    (bench / "fixtures/notas.txt").write_text("x", encoding="utf-8")  # a layout warning
    assert run("manifest", "verify").stdout.startswith("✓ No findings")
    page = bench / "fixtures/_shared/html/red-5g-celaya.html"
    page.write_bytes(b"changed")
    result = run("manifest", "verify", "--format", "json")
    assert result.exit_code == 1
    assert {f["code"] for f in json.loads(result.stdout)["findings"]} == {"FG205", "FG211"}


def test_written_manifest_is_stable_and_sorted(bench: Path) -> None:
    (bench / "fixtures/alpha-search/errors/504.json").write_text("{}", encoding="utf-8")
    run(
        "manifest",
        "update",
        "fixtures/alpha-search/errors/504.json",
        "--class",
        "5xx",
        "--case",
        "err-5xx",
        "--synthetic",
        "--captured-at",
        "2026-10-20T10:00:00Z",
    )
    first = tree_digest(bench)
    run("manifest", "update")
    assert tree_digest(bench) == first
    cases = list(load_manifest(bench)["cases"])
    assert cases == sorted(cases)
