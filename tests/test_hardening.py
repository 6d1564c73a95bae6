"""Issue 13's reproducers: each crash cause, secret and wall breach it measured, as a test.

Every test here failed before the hardening (an "internal error", a raw secret in an
output, a read or a write outside the root) and checks the one-line error, the finding
or the masked form that replaces it.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from helpers import load_manifest, rehash, run, save_manifest

from fixture_guard.jsonfile import MAX_DEPTH, JsonError, parse_json

F = Path("fixtures")
ENVELOPE = "alpha-search/errors/503.json"
PDF = "_shared/pdf/informe-anual-2025.pdf"
TOKEN = "OAm0NqhckBu8IUgBtdVgQWWkJzchC1GZAxWORlfO"


def _no_internal_error(result: object) -> None:
    stderr = getattr(result, "stderr", "")
    assert "internal error" not in stderr, stderr
    assert getattr(result, "exit_code", None) in (0, 1, 2), stderr


def _first_entry(manifest: dict) -> dict:  # type: ignore[type-arg]
    case = next(iter(manifest["cases"].values()))
    return next(iter(case.values()))  # type: ignore[no-any-return]


# --- crash causes -------------------------------------------------------------------------


def test_a_corrupted_pdf_resources_dict_is_a_finding_not_a_crash(bench: Path) -> None:
    path = bench / F / PDF
    data = path.read_bytes()
    assert b"/Resources <<" in data
    path.write_bytes(data.replace(b"/Resources <<", b"/Resources 4<", 1))
    rehash(bench, PDF)
    result = run("check", "--format", "json")
    _no_internal_error(result)
    assert result.exit_code in (0, 1)
    messages = [f["message"] for f in json.loads(result.stdout)["findings"]]
    assert any("readable PDF" in m or "unreadable" in m for m in messages), messages


def test_a_symlink_loop_in_the_tree_is_a_finding(bench: Path) -> None:
    os.symlink("loop-b.html", bench / F / "_shared/html/loop-a.html")
    os.symlink("loop-a.html", bench / F / "_shared/html/loop-b.html")
    result = run("check", "--format", "json")
    _no_internal_error(result)
    codes = {f["code"] for f in json.loads(result.stdout)["findings"]}
    assert "FG209" in codes
    _no_internal_error(run("scan", "fixtures/_shared/html"))
    _no_internal_error(run("manifest", "update", "--dry-run"))


def test_json_ld_nested_5000_deep_is_read_without_recursion(bench: Path) -> None:
    page = bench / F / "_shared/html/inyeccion-json-ld.html"
    deep = '<script type="application/ld+json">' + '{"a":' * 5000 + "1" + "}" * 5000
    page.write_text(page.read_text().replace("</body>", deep + "</script></body>"))
    rehash(bench, "_shared/html/inyeccion-json-ld.html")
    result = run("check")
    _no_internal_error(result)
    assert result.exit_code in (0, 1)
    _no_internal_error(run("scan", str(page)))


@pytest.mark.parametrize(
    "where", ["key", "field", "value"], ids=["case-key", "field-name", "field-value"]
)
def test_a_lone_surrogate_in_the_manifest_is_one_line_naming_its_place(
    bench: Path, where: str
) -> None:
    text = (bench / "manifest.json").read_text()
    insert = {"key": '"\\ud800": {}, ', "field": '"\\ud800x": 1, ', "value": '"notes": "\\ud800", '}
    if where == "key":
        text = text.replace('"cases": {', '"cases": {' + insert["key"], 1)
    else:
        text = text.replace('"class": ', insert[where] + '"class": ', 1)
    (bench / "manifest.json").write_text(text)
    for args in (("check",), ("manifest", "verify"), ("manifest", "update")):
        result = run(*args)
        assert result.exit_code == 2, result.stderr
        assert result.stderr.startswith("fixture-guard: error: "), result.stderr
        assert "manifest.json:" in result.stderr
        assert "surrogate" in result.stderr and result.stderr.count("\n") == 1


def test_a_lone_surrogate_in_an_exchange_is_a_located_finding(bench: Path) -> None:
    path = bench / F / ENVELOPE
    path.write_text(path.read_text().replace("{", '{"x\\udc00": "\\ud800",', 1))
    rehash(bench, ENVELOPE)
    result = run("check", "--format", "json")
    _no_internal_error(result)
    [finding] = [
        f
        for f in json.loads(result.stdout)["findings"]
        if f["code"] == "FG212" and "surrogate" in f["message"]
    ]
    assert finding["line"] == 1


def test_an_output_file_name_with_a_lone_surrogate_is_one_line(bench: Path) -> None:
    result = run("check", "-o", "report-\ud800.txt")
    assert result.exit_code == 2
    assert "'--output' / '-o'" in result.stderr and "not a usable file name" in result.stderr
    assert "internal error" not in result.stderr


def test_an_integer_over_4300_digits_in_the_manifest_is_one_line(bench: Path) -> None:
    text = (bench / "manifest.json").read_text()
    text = text.replace('"bytes": ', '"bytes": ' + "9" * 5000 + ", " + '"x": ', 1)
    (bench / "manifest.json").write_text(text)
    for args in (("check",), ("manifest", "update"), ("manifest", "diff", "manifest.json")):
        result = run(*args)
        assert result.exit_code == 2
        assert "an integer of 5000 digits" in result.stderr, result.stderr


def test_the_strict_loader_refuses_what_json_loads_would_accept_or_crash_on() -> None:
    for text, fragment in [
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nested too deeply"),
        ('{"n": ' + "1" * 4301 + "}", "4301 digits"),
        ('{"s": "\\udfff"}', "surrogate"),
        ("[NaN]", "NaN"),
        ('{"big": -Infinity}', "Infinity"),
    ]:
        with pytest.raises(JsonError, match=fragment):
            parse_json(text)
    assert parse_json('{"ok": "\\ud83d\\ude00", "n": 12}').value == {"ok": "😀", "n": 12}


def test_a_path_segment_over_255_bytes_is_a_finding_and_a_refusal(bench: Path) -> None:
    long_rel = "alpha-search/errors/" + "a" * 300 + ".json"
    manifest = load_manifest(bench)
    manifest["cases"]["err-long"] = {
        long_rel: {"class": "5xx", "sha256": "0" * 64, "captured_at": "2026-01-01T00:00:00Z"}
    }
    save_manifest(bench, manifest)
    result = run("check", "--format", "json")
    _no_internal_error(result)
    assert any(
        f["code"] == "FG209" and "255 bytes" in f["message"]
        for f in json.loads(result.stdout)["findings"]
    )
    update = run("manifest", "update", f"fixtures/{long_rel}")
    assert update.exit_code == 1 and "255 bytes" in update.stderr


def test_max_age_days_past_a_century_is_a_usage_error(bench: Path) -> None:
    result = run("check", "--max-age-days", "1000000000")
    assert result.exit_code == 2 and "--max-age-days" in result.stderr


def test_a_nul_in_a_config_path_is_a_config_error(bench: Path) -> None:
    pyproject = bench / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace('root = "fixtures"', 'root = "fix\\u0000"'))
    result = run("check")
    assert result.exit_code == 2 and "NUL byte" in result.stderr


def test_an_unexpected_error_asks_for_a_report(
    bench: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fixture_guard.engine

    def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("bug")

    monkeypatch.setattr(fixture_guard.engine, "build_context", broken)
    monkeypatch.setattr("fixture_guard.cli.check.build_context", broken)
    result = run("check")
    assert result.exit_code == 2
    assert "internal error" in result.stderr and "please report it" in result.stderr


# --- secrets everywhere -------------------------------------------------------------------

PLANTED = {
    "bearer": f"Authorization: Bearer {TOKEN}",
    "basic": "Authorization: Basic dXNlcjpwYXNzd29yZDEyMw==",
    "api-key": "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",
    "openai": "sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zQ7",
    "curp": "GODE561231HDFRRN09",
    "email": "juan.perez.garcia@gmail.com",
}
RAW_VALUES = (
    TOKEN,
    "dXNlcjpwYXNzd29yZDEyMw",
    "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya",
    "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zQ7",
    "GODE561231HDFRRN09",
    "juan.perez.garcia",
)


@pytest.mark.parametrize(
    "text",
    [
        f"<p>Authorization: Bearer {TOKEN}</p>",
        f'{{"note": "call it with Authorization: Bearer {TOKEN} please"}}',
        f'{{"h": "{{\\"Authorization\\": \\"Bearer {TOKEN}\\"}}"}}',
        f"send the header Bearer {TOKEN} with each call",
        "<li>Authorization: Basic dXNlcjpwYXNzd29yZDEyMw==</li>",
    ],
    ids=["html", "json-string", "escaped-json", "prose", "basic"],
)
def test_opaque_credentials_after_authorization_or_bearer_are_found_anywhere(text: str) -> None:
    from fixture_guard.detect.secrets import find_secrets

    assert [m.code for m in find_secrets(text, media="html")] == ["FG502"]


@pytest.mark.parametrize(
    "text",
    ["the Bearer of bad news", "Bearer [REDACTED]", "Bearer YOUR_ACCESS_TOKEN", "token ring"],
)
def test_prose_and_placeholders_after_bearer_are_not_findings(text: str) -> None:
    from fixture_guard.detect.secrets import find_secrets

    assert find_secrets(text, media="text") == []


def _plant_in_manifest(bench: Path) -> None:
    manifest = load_manifest(bench)
    entry = _first_entry(manifest)
    entry["source_url"] = f"https://api.tavily.com/search?q=acero&api_key={PLANTED['api-key']}"
    entry["notes"] = " ".join(PLANTED[k] for k in ("openai", "curp", "email", "bearer", "basic"))
    save_manifest(bench, manifest)


def test_check_scans_the_manifest_own_fields(bench: Path) -> None:
    _plant_in_manifest(bench)
    result = run("check", "--format", "json")
    findings = [f for f in json.loads(result.stdout)["findings"] if f["path"] == "manifest.json"]
    codes = {f["code"] for f in findings}
    assert {"FG501", "FG502", "FG601"} <= codes, codes
    assert codes & {"FG604", "FG611"}, codes  # the CURP (its check digit decides which)
    assert all(f["line"] and f["line"] > 1 for f in findings)


def test_no_output_of_check_scan_or_diff_holds_a_planted_value(bench: Path, tmp_path: Path) -> None:
    import subprocess

    subprocess.run(["git", "init", "-q", "."], check=True)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"], check=True
    )
    _plant_in_manifest(bench)
    page = bench / F / "_shared/html/red-5g-celaya.html"
    page.write_text(
        page.read_text().replace("</body>", "<p>" + " ".join(PLANTED.values()) + "</p></body>")
    )
    envelope = bench / F / ENVELOPE
    data = json.loads(envelope.read_text())
    data["response"]["body"] = {"note": " ".join(PLANTED.values())}
    envelope.write_text(json.dumps(data))
    outputs = []
    from fixture_guard.cli.options import FORMATS

    assert {"text", "json", "sarif", "github"} <= set(FORMATS)
    for fmt in FORMATS:
        outputs.append(run("check", "--format", fmt).stdout)
        outputs.append(run("scan", "--format", fmt, "fixtures").stdout)
        outputs.append(run("manifest", "verify", "--format", fmt).stdout)
    for fmt in ("markdown", "json"):
        result = run("manifest", "diff", "--format", fmt)
        assert result.exit_code in (0, 1), result.stderr
        outputs.append(result.stdout)
    json.loads(outputs[-1])  # masking keeps the JSON valid
    assert any("tvly-…" in o for o in outputs)
    for output in outputs:
        for raw in RAW_VALUES:
            assert raw not in output


# --- the root is a wall -------------------------------------------------------------------


def test_scan_does_not_follow_a_symlink_out_of_the_folder(bench: Path, tmp_path: Path) -> None:
    outside = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    outside.write_text(f"api_key = {PLANTED['api-key']}\n")
    os.symlink(outside, bench / F / "_shared/html/notes.txt")
    result = run("scan", "--format", "json", "fixtures")
    findings = json.loads(result.stdout)["findings"]
    mine = [f for f in findings if f["path"].endswith("notes.txt")]
    assert [f["code"] for f in mine] == ["FG508"]
    assert "not followed" in mine[0]["message"]
    named = run("scan", "--format", "json", "fixtures/_shared/html/notes.txt")
    assert [f["code"] for f in json.loads(named.stdout)["findings"]] == ["FG508"]


def test_a_manifest_symlinked_out_of_the_tree_is_refused_by_readers_and_writers(
    bench: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere"
    elsewhere.mkdir()
    (bench / "manifest.json").rename(elsewhere / "manifest.json")
    os.symlink(elsewhere / "manifest.json", bench / "manifest.json")
    before = (elsewhere / "manifest.json").read_bytes()
    page = bench / "raw.html"
    page.write_text("<html><body><p>hola</p></body></html>")
    for args in (
        ("check",),
        ("manifest", "diff", "manifest.json"),
        ("manifest", "update"),
        (
            "redact",
            str(page),
            "--into",
            "fixtures",
            "--provider",
            "alpha-search",
            "--case",
            "gs-001",
            "--class",
            "html",
            "--kind",
            "corporate",
            "--captured-at",
            "2026-10-14T18:03:11Z",
        ),
    ):
        result = run(*args)
        assert result.exit_code == 2, (args, result.stderr)
        assert "outside" in result.stderr and result.stderr.count("\n") == 1
    assert (elsewhere / "manifest.json").read_bytes() == before


def test_a_manifest_symlinked_inside_the_tree_is_read_and_written_at_its_target(
    bench: Path,
) -> None:
    (bench / "manifest.json").rename(bench / F / "real-manifest.json")
    os.symlink(F / "real-manifest.json", bench / "manifest.json")
    assert run("manifest", "diff", "manifest.json").exit_code == 0
    (bench / F / "alpha-search/errors/418.json").write_text("{}")
    result = run(
        "manifest",
        "update",
        "--class",
        "5xx",
        "--case",
        "err-418",
        "--captured-at",
        "2026-10-14T18:03:11Z",
    )
    assert result.exit_code == 0, result.stderr
    assert (bench / "manifest.json").is_symlink()
    assert "alpha-search/errors/418.json" in (bench / F / "real-manifest.json").read_text()


def test_runs_symlinked_out_of_the_root_is_a_finding(bench: Path, tmp_path: Path) -> None:
    import shutil

    outside = tmp_path.parent / f"{tmp_path.name}-runs"
    shutil.copytree(bench / F / "runs", outside)
    shutil.rmtree(bench / F / "runs")
    os.symlink(outside, bench / F / "runs")
    result = run("check", "--format", "json")
    assert result.exit_code == 1
    assert any(f["code"] == "FG215" for f in json.loads(result.stdout)["findings"])


# --- outputs ------------------------------------------------------------------------------


def test_output_to_a_device_writes_into_it_without_replacing_it(bench: Path) -> None:
    result = run("check", "-o", os.devnull)
    assert result.exit_code == 0, result.stderr
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_output_to_a_fifo_writes_into_it(bench: Path) -> None:
    import threading

    fifo = bench / "report.fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    result = run("rules", "-o", str(fifo)) if _rules_has_output() else run("check", "-o", str(fifo))
    reader.join(timeout=30)
    assert result.exit_code == 0, result.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert received and received[0]


def _rules_has_output() -> bool:
    return "--output" in run("rules", "--help").stdout


def test_output_files_get_the_usual_permissions(bench: Path) -> None:
    old = os.umask(0o022)
    try:
        assert run("check", "-o", "report.txt").exit_code == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((bench / "report.txt").stat().st_mode) == 0o644


def test_a_rewritten_manifest_keeps_its_permissions(bench: Path) -> None:
    (bench / "manifest.json").chmod(0o640)
    (bench / F / "alpha-search/errors/418.json").write_text("{}")
    result = run(
        "manifest",
        "update",
        "--class",
        "5xx",
        "--case",
        "err-418",
        "--captured-at",
        "2026-10-14T18:03:11Z",
    )
    assert result.exit_code == 0, result.stderr
    assert stat.S_IMODE((bench / "manifest.json").stat().st_mode) == 0o640
