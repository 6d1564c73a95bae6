"""The cache of per-file results: served when nothing changed, never for an edited file,
keyed by the settings that reach the detectors, never storing a value whole, and never
an error when damaged."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import load_manifest, rehash, run, save_manifest
from pdfwriter import Page, Text, build_pdf

from fixture_guard.cache import CACHE_DIR_NAME, STORE_NAME, Cache, finding_from_json
from fixture_guard.cache import finding_to_json as stored
from fixture_guard.finding import Finding, Location, Severity

KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"
EMAIL = "maria.lopez84@gmail.com"
PHONE = "55 1234 5678"
EDITED = "fixtures/alpha-search/search/gs-002.json"


def _check(*args: str) -> tuple[dict[str, Any], int]:
    result = run("check", "--format", "json", *args)
    assert result.exit_code in (0, 1), result.stderr
    return json.loads(result.stdout), result.exit_code


def _plant(bench: Path) -> None:
    """A key and a person's contact in one exchange, recorded in the manifest."""
    path = bench / EDITED
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["request"]["headers"]["x-api-key"] = KEY
    envelope["response"]["body"]["note"] = f"Escríbele a {EMAIL} o al celular {PHONE}"
    path.write_text(json.dumps(envelope, indent=2, ensure_ascii=False), encoding="utf-8")
    rehash(bench, EDITED.removeprefix("fixtures/"))


def _store(bench: Path) -> Path:
    return bench / CACHE_DIR_NAME / STORE_NAME


def test_an_unchanged_tree_is_served_from_the_cache(bench: Path) -> None:
    first, first_status = _check()
    assert first["summary"]["analysed"] > 0 and first["summary"]["from_cache"] == 0
    second, second_status = _check()
    assert second["summary"]["analysed"] == 0
    assert second["summary"]["from_cache"] == first["summary"]["analysed"]
    assert second_status == first_status
    for part in ("findings", "waived", "baselined", "coverage", "disqualified"):
        assert second[part] == first[part], part


def test_an_edited_file_is_analysed_again_alone_and_its_finding_reported(bench: Path) -> None:
    first, _ = _check()
    _plant(bench)
    edited, status = _check()
    assert edited["summary"]["analysed"] == 1
    assert edited["summary"]["from_cache"] == first["summary"]["analysed"] - 1
    codes = {f["code"] for f in edited["findings"] if f["path"] == EDITED}
    assert "FG501" in codes and "FG601" in codes, codes
    assert status == 1


def test_the_cache_never_holds_a_secret_or_a_personal_datum_whole(bench: Path) -> None:
    _plant(bench)
    # and in a PDF and a page nobody listed yet (FG203): they are scanned too
    (bench / "fixtures/_shared/pdf/informe.pdf").write_bytes(
        build_pdf([Page([Text(f"Contacto: {EMAIL}, cel. {PHONE}")])])
    )
    (bench / "fixtures/_shared/html/contacto.html").write_text(
        f"<p>Escríbele a {EMAIL}: celular {PHONE}</p><!-- api_key={KEY} -->", encoding="utf-8"
    )
    document, _ = _check()
    assert {"FG601", "FG602"} <= {f["code"] for f in document["findings"]}
    document, _ = _check()  # warm: rendering and schema memos written too
    assert any(f["code"] == "FG501" for f in document["findings"])
    written = b"".join(p.read_bytes() for p in (bench / CACHE_DIR_NAME).rglob("*") if p.is_file())
    assert written
    for value in (KEY, KEY[5:], EMAIL, PHONE, PHONE.replace(" ", ""), "1234 5678"):
        assert value.encode() not in written, value


def test_settings_that_reach_the_detectors_are_part_of_the_key(bench: Path) -> None:
    first, _ = _check()
    pyproject = bench / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(
        text.replace("[tool.fixture-guard]\n", '[tool.fixture-guard]\nrole-mailboxes = ["x"]\n'),
        encoding="utf-8",
    )
    second, _ = _check()
    assert second["summary"]["analysed"] == first["summary"]["analysed"]
    assert second["summary"]["from_cache"] == 0


def test_severities_are_applied_after_the_cache(bench: Path) -> None:
    _plant(bench)
    _check()
    pyproject = bench / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text(encoding="utf-8")
        + '\n[tool.fixture-guard.severity]\nFG501 = "warning"\n',
        encoding="utf-8",
    )
    document, _ = _check()
    assert document["summary"]["analysed"] == 0
    [finding] = [f for f in document["findings"] if f["code"] == "FG501"]
    assert finding["severity"] == "warning"


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b"\x00\xff garbage",
        b"[1, 2, 3]",
        b'{"format": 1, "code": "someone else", "entries": {}}',
        b"[" * 100_000,
    ],
    ids=["empty", "truncated", "binary", "a list", "another version", "deep"],
)
def test_a_damaged_store_is_ignored_and_rebuilt(bench: Path, damage: bytes) -> None:
    clean, status = _check("--no-cache")
    _check()
    _store(bench).write_bytes(damage)
    document, again = _check()
    assert document["findings"] == clean["findings"] and again == status
    assert document["summary"]["from_cache"] == 0
    assert json.loads(_store(bench).read_bytes())["entries"]  # rebuilt


def test_damaged_entries_are_recomputed_not_trusted(bench: Path) -> None:
    _plant(bench)
    clean, _ = _check("--no-cache")
    _check()
    document = json.loads(_store(bench).read_bytes())
    for entry in document["entries"].values():
        value = entry[1]
        if isinstance(value, dict) and "f" in value:
            value["f"] = {name: [["FG999", "nonsense"]] for name in value["f"]}
        else:
            entry[1] = {"not": "what was stored"}
    _store(bench).write_text(json.dumps(document), encoding="utf-8")
    again, _ = _check()
    assert again["findings"] == clean["findings"]
    assert again["summary"]["from_cache"] == 0


def test_an_unreadable_cache_folder_is_not_an_error(bench: Path) -> None:
    (bench / CACHE_DIR_NAME).write_text("a file where the folder should be", encoding="utf-8")
    document, _ = _check()
    assert document["summary"]["analysed"] > 0


def test_cache_dir_option_and_clean(bench: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere-cache"
    _check("--cache-dir", str(elsewhere))
    assert (elsewhere / STORE_NAME).is_file() and not (bench / CACHE_DIR_NAME).exists()
    document, _ = _check("--cache-dir", str(elsewhere))
    assert document["summary"]["analysed"] == 0
    result = run("cache", "clean", "--cache-dir", str(elsewhere))
    assert result.exit_code == 0 and not elsewhere.exists()
    assert "no cache" in run("cache", "clean", "--cache-dir", str(elsewhere)).stdout


def test_clean_refuses_a_folder_that_is_not_a_cache(bench: Path) -> None:
    precious = bench / "precious"
    precious.mkdir()
    (precious / "notes.txt").write_text("mine", encoding="utf-8")
    result = run("cache", "clean", "--cache-dir", str(precious))
    assert result.exit_code == 2 and "not a fixture-guard cache" in result.stderr
    assert (precious / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_the_cache_folder_ignores_itself_for_git(bench: Path) -> None:
    _check()
    folder = bench / CACHE_DIR_NAME
    assert (folder / ".gitignore").read_text(encoding="utf-8").splitlines()[-1] == "*"
    assert (folder / "CACHEDIR.TAG").read_text(encoding="utf-8").startswith("Signature: 8a477f")


def test_concurrent_runs_leave_a_valid_store(bench: Path) -> None:
    command = [sys.executable, "-m", "fixture_guard", "check", "--format", "json"]
    runs = [
        subprocess.Popen(command, cwd=bench, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    outputs = [json.loads(p.communicate()[0]) for p in runs]
    assert all(p.returncode in (0, 1) for p in runs)
    assert all(o["findings"] == outputs[0]["findings"] for o in outputs)
    document = json.loads(_store(bench).read_bytes())
    assert document["entries"]
    assert not [p for p in (bench / CACHE_DIR_NAME).iterdir() if p.name.startswith("tmp-")]
    warm, _ = _check()
    assert warm["summary"]["analysed"] == 0


def test_a_manifest_field_with_a_key_is_found_warm_and_cold(bench: Path) -> None:
    data = load_manifest(bench)
    case = next(iter(data["cases"].values()))
    next(iter(case.values()))["notes"] = f"captured with {KEY}"
    save_manifest(bench, data)
    cold, _ = _check()
    warm, _ = _check()
    for document in (cold, warm):
        assert any(
            f["code"] == "FG501" and f["path"] == "manifest.json" for f in document["findings"]
        )
    assert warm["findings"] == cold["findings"]


def test_findings_round_trip_through_the_store() -> None:
    finding = Finding(
        code="FG601",
        severity=Severity.WARNING,
        path="fixtures/x.json",
        message="personal email: mar…com",
        line=3,
        column=7,
        provider="alpha-search",
        value_hash="ab" * 32,
        masked="mar…com",
        key=None,
        disqualifying=True,
        related=(Location("manifest.json", 10, 5),),
    )
    assert finding_from_json(json.loads(json.dumps(stored(finding)))) == finding


def test_a_disabled_cache_stores_and_writes_nothing(tmp_path: Path) -> None:
    cache = Cache(None)
    cache.put(cache.key("x"), [1])
    cache.save()
    assert cache.get(cache.key("x")) is None and list(tmp_path.iterdir()) == []


def test_class_one_coverage_is_remembered_by_content_and_an_edit_counts(bench: Path) -> None:
    """Coverage is a provider-level rule served from per-exchange summaries kept by
    content: a staged exchange turned into an HTTP 500 is re-read and no longer counts,
    warm as cold, while its unchanged siblings are not re-parsed."""
    _check()  # every exchange's summary now in the cache
    path = bench / EDITED
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["response"]["status"] = 500
    path.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
    rehash(bench, EDITED.removeprefix("fixtures/"))
    warm, _ = _check(EDITED)
    cold, _ = _check(EDITED, "--no-cache")
    for document in (warm, cold):
        assert any(f["code"] == "FG312" and f["path"] == EDITED for f in document["findings"])
    assert warm["findings"] == cold["findings"]


def test_envelopes_are_parsed_once_then_remembered_and_an_edit_is_seen(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tree-level rules read each exchange's facts (defects, operation, the
    documents it reads) remembered by content: a warm check of an unchanged tree parses
    no envelope, while an exchange edited into a malformed one is parsed and reported,
    warm as cold."""
    import hashlib

    import fixture_guard.rules.base as base

    manifest = load_manifest(bench)
    class_of = {
        path: raw.get("class")
        for files in manifest["cases"].values()
        for path, raw in files.items()
    }
    path_of = {
        hashlib.sha256(p.read_bytes()).hexdigest(): p.relative_to(bench / "fixtures").as_posix()
        for p in (bench / "fixtures").rglob("*.json")
    }
    parsed: list[str] = []
    real_parse = base.parse_envelope

    def counting(data: bytes) -> Any:
        parsed.append(path_of.get(hashlib.sha256(data).hexdigest(), "(edited)"))
        return real_parse(data)

    # the rules served from remembered facts: envelopes (FG2), capture policy (FG4),
    # class-1 coverage (FG312) and evidence (FG7). Two checks read whole responses and
    # parse their few exchanges every time: the error classes' (4-7), and FG704's on
    # the extracts of a scanned PDF.
    selection = ("--select", "FG2,FG4,FG312,FG7")
    reread = {
        rel
        for rel in path_of.values()
        if class_of.get(rel) in ("429", "5xx", "timeout", "partial")
        or ("/extract/" in rel and ".pdf" in (bench / "fixtures" / rel).read_text("utf-8"))
    }
    monkeypatch.setattr(base, "parse_envelope", counting)
    _check(*selection)
    assert len(parsed) > 20, "a cold check parses the envelopes"
    parsed.clear()
    _check(*selection)
    again = [rel for rel in parsed if rel not in reread]
    assert again == [], "a warm check of an unchanged tree parsed envelopes again"
    parsed.clear()

    path = bench / EDITED
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["fixture"]["operation"] = 7  # a schema violation: FG206
    path.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
    rehash(bench, EDITED.removeprefix("fixtures/"))
    warm, _ = _check(*selection)
    assert [rel for rel in parsed if rel not in reread] == ["(edited)"]
    cold, _ = _check(*selection, "--no-cache")
    for document in (warm, cold):
        assert any(
            f["path"] == EDITED and "operation" in f["message"] for f in document["findings"]
        ), document["findings"]
    assert warm["findings"] == cold["findings"]


def test_facts_of_a_file_rewritten_during_the_run_are_not_remembered(bench: Path) -> None:
    """An exchange hashed, then rewritten before its envelope is parsed: the facts come
    from the new bytes and must not be stored under the old digest, where a later run
    of the old bytes would be served the new file's facts."""
    from fixture_guard.cache import Cache, activated
    from fixture_guard.config import load_config
    from fixture_guard.engine import build_context

    rel = EDITED.removeprefix("fixtures/")
    ctx = build_context(load_config(bench / "pyproject.toml"))
    cache = Cache(bench / "cache")
    with activated(cache):
        before, _ = ctx.digest(rel)
        path = bench / EDITED
        envelope = json.loads(path.read_text(encoding="utf-8"))
        envelope["fixture"]["operation"] = 7
        path.write_text(json.dumps(envelope, indent=2), encoding="utf-8")
        facts = ctx.exchange_facts(rel)
    assert not isinstance(facts, OSError) and facts.problems  # the new bytes' defect
    assert cache.get(cache.key("memo", "exchange-facts", before)) is None
    assert ctx.digest(rel)[0] != before  # the run now knows the file changed


@pytest.mark.parametrize(
    "damaged",
    [
        [True, [["m", "x", 4, "k"]], None, None, []],  # a line that is not a number
        [True, [["m", 1, 2, 5]], None, None, []],  # a key that is not text
        [True, [], 7, None, []],  # an operation that is not text
        [True, []],  # a short entry
    ],
)
def test_damaged_exchange_facts_are_refused_not_trusted(damaged: list[Any]) -> None:
    """A stored exchange whose positions or names are not what facts hold is read again
    (memo recomputes on ValueError), never turned into a finding at line 'x'."""
    from fixture_guard.rules.base import ExchangeFacts

    facts = ExchangeFacts(True, (("m", 3, 4, "k"),), "search", "gs-001", ("a.html",))
    assert ExchangeFacts.decode(facts.encode()) == facts
    with pytest.raises(ValueError):
        ExchangeFacts.decode(damaged)
