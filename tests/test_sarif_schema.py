"""SARIF output against the official 2.1.0 schema, every format checked, odd names included.

The schema is read from ../shared/schemas/ (see its README); these tests skip cleanly
where that folder is absent. Code scanning services validate uploads the same way.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import jsonschema
import pytest
from _shared import shared_dir
from helpers import run

SCHEMA = shared_dir() / "schemas" / "sarif-schema-2.1.0.json"
KEY = "tvly-" + "Zq3Lr8Xk2Pw9Nm4Tb7Vc1Hd6Jf0Gs5Ya"
#: File names a recorder or a browser download can produce.
ODD_NAMES = ("a, b.json", "c:d.json", "50% off.json", "two\nlines.json", "señal ñ é.json")


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft4Validator:
    if not SCHEMA.is_file():
        pytest.skip(f"{SCHEMA} is not here (../shared/schemas)")
    checker = jsonschema.FormatChecker()
    # Without jsonschema[format-nongpl] (the test extra), uri-reference goes unchecked
    # and these tests would pass on exactly the URIs they are about.
    assert "uri-reference" in checker.checkers, "install '.[test]': jsonschema[format-nongpl]"
    schema = json.loads(SCHEMA.read_text("utf-8"))
    return jsonschema.Draft4Validator(schema, format_checker=checker)


def _valid(validator: jsonschema.Draft4Validator, document: dict[str, Any]) -> None:
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(document)
    ]
    assert not errors, "\n".join(errors[:10])


def _uris(document: dict[str, Any]) -> list[str]:
    found = []
    for result in document["runs"][0]["results"]:
        for location in result["locations"] + result.get("relatedLocations", []):
            found.append(location["physicalLocation"]["artifactLocation"]["uri"])
    return found


def test_check_output_of_the_example_bench_is_valid(
    bench: Path, validator: jsonschema.Draft4Validator
) -> None:
    result = run("check", "--format", "sarif")
    document = json.loads(result.stdout)
    _valid(validator, document)
    driver = document["runs"][0]["tool"]["driver"]
    assert driver["informationUri"].startswith("https://")
    (invocation,) = document["runs"][0]["invocations"]
    assert invocation == {"executionSuccessful": True, "exitCode": result.exit_code}


def test_check_with_odd_file_names_is_valid_and_percent_encoded(
    bench: Path, validator: jsonschema.Draft4Validator
) -> None:
    folder = bench / "fixtures/alpha-search/errors"
    for name in ODD_NAMES:
        (folder / name).write_text('{"x-api-key": "' + KEY + '"}\n', encoding="utf-8")
    result = run("check", "--format", "sarif")
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    _valid(validator, document)
    (invocation,) = document["runs"][0]["invocations"]
    assert invocation["exitCode"] == 1 and invocation["executionSuccessful"] is True
    uris = _uris(document)
    for name in ODD_NAMES:
        expected = f"fixtures/alpha-search/errors/{name}"
        assert expected in {unquote(uri) for uri in uris}, name
    for uri in uris:
        assert not set(uri) & set(" ,:\n") and all(ord(c) < 128 for c in uri), uri
    assert "fixtures/alpha-search/errors/50%25%20off.json" in uris
    assert KEY not in result.stdout


def test_findings_with_no_line_have_no_region(
    bench: Path, validator: jsonschema.Draft4Validator
) -> None:
    (bench / "fixtures/alpha-search/errors/new.json").write_text("{}", encoding="utf-8")
    document = json.loads(run("check", "--format", "sarif").stdout)
    _valid(validator, document)
    by_rule = {}
    for result in document["runs"][0]["results"]:
        by_rule.setdefault(result["ruleId"], []).append(result)
    (unlisted,) = by_rule["FG203"]  # about the file as a whole: no line
    assert "region" not in unlisted["locations"][0]["physicalLocation"]
    for results in by_rule.values():
        for result in results:
            region = result["locations"][0]["physicalLocation"].get("region")
            assert region is None or region["startLine"] >= 1


def test_scan_output_with_odd_names_and_absolute_paths_is_valid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, validator: jsonschema.Draft4Validator
) -> None:
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # raw/ lies outside the project: shown as given
    raw = tmp_path / "raw"
    raw.mkdir()
    for name in ODD_NAMES:
        (raw / name).write_text('{\n  "api_key": "' + KEY + '"\n}\n', encoding="utf-8")
    (raw / "binary.bin").write_bytes(b"\x00\x01\x02" * 100)  # FG508, no line
    for target in ("../raw", str(raw)):  # relative, then absolute
        result = run("scan", target, "--format", "sarif")
        assert result.exit_code == 1
        document = json.loads(result.stdout)
        _valid(validator, document)
        uris = _uris(document)
        assert len(uris) >= len(ODD_NAMES)
        if target.startswith("/"):
            assert all(uri.startswith("file:///") for uri in uris)
        assert KEY not in result.stdout
