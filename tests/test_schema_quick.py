"""The quick validity check never vouches for a document jsonschema rejects."""

from __future__ import annotations

import copy
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from fixture_guard.schemas import load_schema, validate
from fixture_guard.schemas.quick import is_surely_valid

REPO = Path(__file__).resolve().parent.parent


def _synthetic() -> Any:
    spec = importlib.util.spec_from_file_location(
        "synthetic_tree", REPO / "bench" / "synthetic_tree.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Any]]:
    dest = _synthetic().build(tmp_path_factory.mktemp("tree"), cases=30)
    root = dest / "fixtures"
    envelopes = [
        json.loads(p.read_text("utf-8"))
        for p in sorted(root.glob("*-search/*/*.json"))
        if p.parent.name != "search" or p.name == "gs-0001.json"
    ]
    return {
        "envelope": envelopes,
        "manifest": [_trim_manifest(json.loads((dest / "manifest.json").read_text("utf-8")))],
        "golden-set": [_trim_golden(json.loads((root / "golden-set.json").read_text("utf-8")))],
    }


def _trim_manifest(manifest: dict[str, Any]) -> dict[str, Any]:
    """A few cases, each with a few entries: enough keys for the mutations, quick to validate."""
    cases = dict(list(manifest["cases"].items())[:3])
    return {**manifest, "cases": {c: dict(list(files.items())[:2]) for c, files in cases.items()}}


def _trim_golden(golden: dict[str, Any]) -> dict[str, Any]:
    return {**golden, "cases": golden["cases"][:2] + golden["cases"][-1:]}


_ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    1,
    1.0,
    -1,
    2.5,
    "",
    "x",
    "a" * 64,
    [],
    ["x"],
    {},
    {"x": 1},
)


def _mutations(value: Any) -> Iterator[Any]:
    """Every document one step away: each value replaced, each key dropped, one key added."""
    yield value
    if isinstance(value, dict):
        yield {**value, "unexpected_field": 1}
        for key in value:
            yield {k: v for k, v in value.items() if k != key}
            for odd in _ODD_VALUES:
                yield {**value, key: odd}
            for inner in _mutations_shallow(value[key]):
                yield {**value, key: inner}
    elif isinstance(value, list) and value:
        yield [*value, value[0]]
        for odd in _ODD_VALUES:
            yield [odd, *value[1:]]


def _mutations_shallow(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for key in value:
            yield {k: v for k, v in value.items() if k != key}
            for odd in _ODD_VALUES:
                copied = copy.copy(value)
                copied[key] = odd
                yield copied
            if isinstance(value[key], dict):
                for inner in _mutations_shallow(value[key]):
                    yield {**value, key: inner}
    elif isinstance(value, list) and value:
        yield [*value, value[0]]
        for odd in _ODD_VALUES:
            yield [odd, *value[1:]]


@pytest.mark.parametrize("name", ["envelope", "manifest", "golden-set"])
def test_quick_check_vouches_for_valid_documents(
    name: str, documents: dict[str, list[Any]]
) -> None:
    for document in documents[name]:
        assert is_surely_valid(load_schema(name), document)


@pytest.mark.parametrize("name", ["envelope", "manifest", "golden-set"])
def test_quick_check_never_vouches_for_an_invalid_document(
    name: str, documents: dict[str, list[Any]]
) -> None:
    schema = load_schema(name)
    checker = jsonschema.validators.validator_for(schema)(schema)
    rejected = 0
    for document in documents[name][:6]:
        for mutated in _mutations(document):
            if not checker.is_valid(mutated):
                rejected += 1
                assert not is_surely_valid(schema, mutated), json.dumps(mutated)[:300]
                assert list(validate(name, mutated)), "violations must still be reported"
    assert rejected > 20  # the mutations did reach invalid documents


def test_unknown_keyword_defers_to_jsonschema() -> None:
    assert not is_surely_valid({"type": "string", "contentEncoding": "base64"}, "x")
    assert is_surely_valid({"type": "string", "description": "annotation only"}, "x")


def test_float_where_integer_is_wanted_defers() -> None:
    assert not is_surely_valid({"type": "integer"}, 1.0)
    assert not is_surely_valid({"type": "integer"}, True)
