from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fixture_guard.jsonfile import MAX_DEPTH, JsonError, escape_pointer_token, parse_json


def test_duplicate_keys_are_reported_with_their_position() -> None:
    doc = parse_json(b'{\n  "a": 1,\n  "b": {"x": 1,\n        "x": 2}\n}')
    assert doc.has_duplicates
    [dup] = doc.duplicates
    assert (dup.pointer, dup.key, dup.line) == ("/b", "x", 4)


def test_locate_finds_nested_keys_and_array_items() -> None:
    doc = parse_json(b'{"cases": {\n "gs-1": {\n  "a/b.json": {"sha256": "x"}}},\n "l": [1,\n 2]}')
    assert doc.locate("/cases/gs-1/a~1b.json/sha256")[0] == 3
    assert doc.locate("/l/1") == (5, 2)
    assert doc.locate("/cases/gs-1/missing")[0] == 2  # falls back to the parent


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b"\x00\x01binary", "binary"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'{"a": ', "not valid JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_bad_json_raises_one_error_with_a_reason(data: bytes, fragment: str) -> None:
    with pytest.raises(JsonError, match=fragment):
        parse_json(data)


def test_positions_survive_deep_nesting_without_recursion() -> None:
    depth = MAX_DEPTH - 1  # the deepest the loader accepts (the object adds one level)
    doc = parse_json(b'{"k": ' + b"[" * depth + b"]" * depth + b', "k": 1}')
    assert doc.duplicates[0].key == "k"


# --- locating without tokenizing everything ----------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(alphabet='ab~/é"\\ \n', max_size=4), children, max_size=4)
    ),
    max_leaves=25,
)


def _pointers(value: object, prefix: str = "") -> list[str]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _pointers(item, f"{prefix}/{escape_pointer_token(key)}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _pointers(item, f"{prefix}/{index}")
    return found


@settings(max_examples=300, deadline=None)
@given(JSON_VALUES, st.sampled_from([None, 0, 1, 2]))
def test_locate_walks_to_where_the_full_scan_finds(value: object, indent: int | None) -> None:
    """`JsonDoc.locate` walks down to a pointer (indexing only what it crosses); the full
    tokenizer it replaced for documents without duplicate keys must agree everywhere,
    including on pointers that lead nowhere (the nearest enclosing value)."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    walked = parse_json(text)
    scanned = parse_json(text)
    scanned._scan()
    for pointer in _pointers(value):
        for asked in (pointer, pointer + "/missing", pointer + "/0/x"):
            assert walked.locate(asked) == scanned.locate(asked), asked


def _reference_depth(text: str) -> int:
    """The deepest nesting, token by token (the walk `_check_depth` used to do)."""
    import re

    depth = deepest = 0
    for match in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', text, re.DOTALL):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["[", "]", "{", "}", '"', "\\", '\\"', ",", ":", "1", "x"]),
            st.builds(lambda n: "[" * n, st.integers(0, 300)),
            st.builds(lambda n: "]" * n, st.integers(0, 300)),
        ),
        max_size=40,
    )
)
def test_the_fast_depth_check_refuses_exactly_what_the_token_walk_would(parts: list[str]) -> None:
    """Strings emptied by a regex and brackets summed in C must agree with walking the
    tokens: a bracket inside a string (escaped quotes included) never counts."""
    from fixture_guard.jsonfile import _check_depth

    text = "".join(parts)
    too_deep = _reference_depth(text) > MAX_DEPTH
    try:
        _check_depth(text)
        refused = False
    except JsonError:
        refused = True
    assert refused == too_deep
