"""The manifest is validated case by case (each case's validity remembered by its own
content), so that a commit re-recording a few fixtures of a large tree validates only
their cases. That must change nothing but the time: these tests compare it with
jsonschema run over the whole document, on the example manifest and on hostile edits
of it drawn by hypothesis."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fixture_guard.cache import Cache, activated
from fixture_guard.jsonfile import parse_json
from fixture_guard.schemas import validate, validate_doc

REPO = Path(__file__).resolve().parent.parent
MANIFEST = REPO / "manifest.json"

# Values a hurried or hostile hand puts where a field was.
ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2),
)
ODD_KEYS = st.sampled_from(["", "bad id!", "x/y", "~0", "ok-case", "version", "ñ", "a b"])


def _example() -> dict[str, Any]:
    if not MANIFEST.is_file():
        pytest.skip("the example bench has not been generated")
    value: dict[str, Any] = json.loads(MANIFEST.read_text("utf-8"))
    return value


def _whole(value: Any) -> list[tuple[str, str, str]]:
    return [(v.pointer, v.message, v.validator) for v in validate("manifest", value)]


def _by_case(value: Any, cache: Cache | None = None) -> list[tuple[str, str, str]]:
    doc = parse_json(json.dumps(value))
    with activated(cache):
        return [(v.pointer, v.message, v.validator) for v in validate_doc("manifest", doc)]


@st.composite
def edited_manifests(draw: st.DrawFn) -> dict[str, Any]:
    manifest = copy.deepcopy(_example())
    cases = manifest["cases"]
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.sampled_from(["entry-field", "drop-field", "case", "shell", "new-case"]))
        case_id = draw(st.sampled_from(sorted(cases))) if cases else None
        if where == "entry-field" and case_id and isinstance(cases[case_id], dict):
            files = cases[case_id]
            if files:
                path = draw(st.sampled_from(sorted(files)))
                field = draw(
                    st.sampled_from(["class", "sha256", "captured_at", "kind", "x", "bytes"])
                )
                if isinstance(files[path], dict):
                    files[path][field] = draw(ODD_VALUES)
        elif where == "drop-field" and case_id and isinstance(cases[case_id], dict):
            for entry in cases[case_id].values():
                if isinstance(entry, dict) and entry:
                    entry.pop(draw(st.sampled_from(sorted(entry))))
                    break
        elif where == "case" and case_id:
            cases[case_id] = draw(ODD_VALUES)
        elif where == "shell":
            manifest[draw(st.sampled_from(["version", "extra"]))] = draw(ODD_VALUES)
        else:
            cases[draw(ODD_KEYS)] = draw(
                st.one_of(ODD_VALUES, st.just({"a.json": {"class": "html"}}))
            )
    return manifest


def test_the_example_manifest_is_valid_either_way() -> None:
    assert _by_case(_example()) == _whole(_example()) == []


@settings(max_examples=150, deadline=None)
@given(edited_manifests())
def test_case_by_case_reports_what_the_whole_document_does(manifest: dict[str, Any]) -> None:
    assert _by_case(manifest) == _whole(manifest)


def test_a_remembered_case_still_answers_for_its_new_neighbours(tmp_path: Path) -> None:
    cache = Cache(tmp_path / "cache")
    manifest = _example()
    assert _by_case(manifest, cache) == []  # every case now remembered as valid
    broken = copy.deepcopy(manifest)
    case_id = sorted(broken["cases"])[0]
    path = sorted(broken["cases"][case_id])[0]
    broken["cases"][case_id][path]["class"] = "bogus"
    found = _by_case(broken, cache)
    assert found == _whole(broken) and found, "an edited case is validated again"
    assert _by_case(manifest, cache) == []
