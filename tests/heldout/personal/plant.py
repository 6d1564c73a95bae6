"""Plant one held-out corpus item into a copy of its real capture, in memory.

Written by an author who did not read fixture-guard's detectors; this module imports
nothing from ``fixture_guard``. Standard library + lxml + PyYAML only.

    from heldout.personal.plant import load_items, plant

    for item in load_items():
        p = plant(item, captures)   # captures = the ../shared/captures folder
        p.data                      # bytes of the planted file
        p.name                      # the target's file name, suffix kept
        p.line                      # 1-based line of the planted datum in p.data
        p.original_line             # line of the original capture that was modified in
                                    # place, or None when new line(s) were inserted

Each item is planted alone. The rest of the capture is kept byte for byte: HTML items
insert new line(s) inside <body>; JSON and YAML items are applied as text edits at the
exact span of the value they name (the file is never re-serialised), so the file stays
valid JSON / loadable by ``yaml.safe_load`` and every other line stays as captured.

Planting data, one of:

``"html": {"snippet": str, "line": L, "col": C, "expect": str}``
    Insert at (line L, column C) of the capture, 1-based line, 0-based column in
    characters; the text there must start with ``expect``. With C == 0 the snippet
    lines go before line L (indented like it); otherwise line L is split at C and the
    snippet gets its own line(s). ``snippet`` may hold several lines ("\\n").

``"json": {...}`` or ``"yaml": {...}``, with ``"path": [key or index, ...]`` and ``"op"``:
    ``add_field``  ``key`` + ``value``: new first member of the object (mapping) at path;
    ``add_item``   ``value``: new first element of the array (sequence) at path;
    ``set``        ``value``: replaces the value at path (a string, null, number...);
    ``append``     ``text``: appended to the string at path;
    ``add_inner_field``  ``key`` + ``value``: the string at path holds a JSON object (a
                   recorded request or response body); the field is added first to that
                   object, which is written back compactly as the new string.
    New values are written as one-line JSON (valid YAML flow), so the datum is on the
    line of its key / element / string.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases.json"

LABELS = ("personal", "secret", "keep")
SPLITS = ("dev", "test")


@dataclass(frozen=True)
class Planted:
    data: bytes
    name: str
    line: int
    item: dict[str, Any] = field(repr=False)
    original_line: int | None = None

    @property
    def text(self) -> str:
        return self.data.decode("utf-8")


class PlantError(ValueError):
    pass


def load_items(
    path: Path | None = None, *, split: str | None = None, label: str | None = None
) -> list[dict[str, Any]]:
    """The corpus items, optionally only one split ("dev"/"test") and/or one label."""
    items: list[dict[str, Any]] = json.loads((path or CASES).read_text(encoding="utf-8"))
    if split is not None:
        items = [i for i in items if i["split"] == split]
    if label is not None:
        items = [i for i in items if i["label"] == label]
    return items


def plant(item: dict[str, Any], captures: Path) -> Planted:
    target = Path(captures) / item["target"]
    if not target.is_file():
        raise PlantError(f"{item['id']}: target {item['target']} is not in {captures}")
    text = target.read_bytes().decode("utf-8")
    value = item["value"]
    if "html" in item:
        new, chunk_start, chunk, orig = _plant_html(text, item["html"])
    elif "json" in item:
        new, chunk_start, chunk, orig = _plant_json(text, item["json"])
    elif "yaml" in item:
        new, chunk_start, chunk, orig = _plant_yaml(text, item["yaml"])
    else:
        raise PlantError(f"{item['id']}: no html/json/yaml planting data")
    pos = chunk.find(value)
    if pos < 0:
        raise PlantError(f"{item['id']}: value {value!r} is not in the planted text")
    line = new.count("\n", 0, chunk_start + pos) + 1
    return Planted(new.encode("utf-8"), target.name, line, item, orig)


# --------------------------------------------------------------------------- HTML


def _plant_html(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    starts = _line_starts(text)
    line, col = int(spec["line"]), int(spec["col"])
    if not 1 <= line <= len(starts):
        raise PlantError(f"line {line} is outside the page")
    offset = starts[line - 1] + col
    expect = spec.get("expect", "")
    if not text.startswith(expect, offset):
        raise PlantError(f"the page at {line}:{col} does not start with {expect!r}")
    eol = "\r\n" if _line_end(text, offset).endswith("\r\n") else "\n"
    snippet_lines = spec["snippet"].split("\n")
    if col == 0:
        indent = re.match(r"[ \t]*", text[offset:]).group(0)  # type: ignore[union-attr]
        body = eol.join(indent + s for s in snippet_lines) + eol
        new = text[:offset] + body + text[offset:]
        return new, offset, body, None
    body = eol.join(snippet_lines)
    new = text[:offset] + eol + body + eol + text[offset:]
    return new, offset + len(eol), body, None


def _line_end(text: str, offset: int) -> str:
    end = text.find("\n", offset)
    return text[offset:] if end < 0 else text[offset : end + 1]


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for m in re.finditer("\n", text):
        starts.append(m.end())
    return starts


# --------------------------------------------------------------------------- JSON


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class _Spans:
    """A small JSON reader that records the character span of every value by path."""

    _ws = " \t\r\n\ufeff"
    _lit = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")

    def __init__(self, text: str) -> None:
        self.text = text
        self.spans: dict[tuple[Any, ...], tuple[int, int]] = {}
        end = self._value(self._skip(0), ())
        if self._skip(end) != len(text):
            raise PlantError("trailing data after the JSON document")

    def _skip(self, i: int) -> int:
        while i < len(self.text) and self.text[i] in self._ws:
            i += 1
        return i

    def _string_end(self, i: int) -> int:
        i += 1
        while True:
            c = self.text[i]
            if c == "\\":
                i += 2
            elif c == '"':
                return i + 1
            else:
                i += 1

    def _value(self, i: int, path: tuple[Any, ...]) -> int:
        c = self.text[i]
        if c == "{":
            j = self._skip(i + 1)
            if self.text[j] != "}":
                while True:
                    k_end = self._string_end(j)
                    key = json.loads(self.text[j:k_end])
                    j = self._skip(k_end)
                    assert self.text[j] == ":"
                    j = self._value(self._skip(j + 1), (*path, key))
                    j = self._skip(j)
                    if self.text[j] == ",":
                        j = self._skip(j + 1)
                        continue
                    break
            assert self.text[j] == "}"
            end = j + 1
        elif c == "[":
            j = self._skip(i + 1)
            n = 0
            if self.text[j] != "]":
                while True:
                    j = self._skip(self._value(j, (*path, n)))
                    n += 1
                    if self.text[j] == ",":
                        j = self._skip(j + 1)
                        continue
                    break
            assert self.text[j] == "]"
            end = j + 1
        elif c == '"':
            end = self._string_end(i)
        else:
            m = self._lit.match(self.text, i)
            if not m:
                raise PlantError(f"unexpected JSON at offset {i}")
            end = m.end()
        self.spans[path] = (i, end)
        return end


def _new_scalar(old: Any, spec: dict[str, Any], path: Any) -> Any:
    """The new value of a scalar for the set / append / add_inner_field operations."""
    op = spec["op"]
    if op == "set":
        return spec["value"]
    if not isinstance(old, str):
        raise PlantError(f"{op} at {list(path)} needs a string")
    if op == "append":
        return old + spec["text"]
    try:
        inner = json.loads(old)
    except ValueError as exc:
        raise PlantError(f"{op} at {list(path)}: the string is not JSON") from exc
    if not isinstance(inner, dict) or spec["key"] in inner:
        raise PlantError(f"{op} at {list(path)} needs a JSON object without {spec['key']!r}")
    return json.dumps({spec["key"]: spec["value"], **inner}, ensure_ascii=False)


def _get(obj: Any, path: list[Any]) -> Any:
    for step in path:
        obj = obj[step]
    return obj


def _plant_json(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    spans = _Spans(text).spans
    path = tuple(spec["path"])
    if path not in spans:
        raise PlantError(f"no JSON value at {list(path)}")
    start, end = spans[path]
    op = spec["op"]
    if op in ("add_field", "add_item"):
        opening = text[start]
        if (op == "add_field") != (opening == "{"):
            raise PlantError(
                f"{op} at {list(path)} needs {'an object' if op == 'add_field' else 'an array'}"
            )
        member = _dump(spec["value"])
        if op == "add_field":
            member = _dump(spec["key"]) + ": " + member
        j = start + 1
        while text[j] in " \t\r\n":
            j += 1
        ws = text[start + 1 : j]
        if text[j] in "}]":  # empty container: put the member on its own line
            line_start = text.rfind("\n", 0, start) + 1
            indent = re.match(r"[ \t]*", text[line_start:]).group(0)  # type: ignore[union-attr]
            chunk = member
            new = text[: start + 1] + "\n" + indent + "  " + chunk + "\n" + indent + text[j:]
            return new, start + 2 + len(indent) + 2, chunk, None
        if "\n" not in ws:  # compact JSON: stay on the same line
            chunk = member + ", "
            new = text[: start + 1] + chunk + text[start + 1 :]
            return new, start + 1, chunk, text.count("\n", 0, start) + 1
        chunk = member + ","
        new = text[: start + 1] + ws + chunk + text[start + 1 :]
        return new, start + 1 + len(ws), chunk, None
    if op in ("set", "append", "add_inner_field"):
        chunk = _dump(_new_scalar(json.loads(text[start:end]), spec, path))
        new = text[:start] + chunk + text[end:]
        return new, start, chunk, text.count("\n", 0, start) + 1
    raise PlantError(f"unknown op {op!r}")


# --------------------------------------------------------------------------- YAML


def _yaml_node(root: yaml.Node, path: list[Any]) -> yaml.Node:
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if k.value == step:
                    node = v
                    break
            else:
                raise PlantError(f"no YAML key {step!r} on the way to {path}")
        elif isinstance(node, yaml.SequenceNode):
            node = node.value[step]
        else:
            raise PlantError(f"YAML scalar where {path} needs a collection")
    return node


_PLAIN_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


def _plant_yaml(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    path = list(spec["path"])
    node = _yaml_node(root, path)
    starts = _line_starts(text)
    op = spec["op"]
    if op in ("add_field", "add_item"):
        want = yaml.MappingNode if op == "add_field" else yaml.SequenceNode
        if not isinstance(node, want) or not node.value or node.flow_style:
            raise PlantError(f"{op} at {path} needs a non-empty block collection")
        first = node.value[0][0] if op == "add_field" else node.value[0]
        ln, col = first.start_mark.line, first.start_mark.column
        line_start = starts[ln]
        head = text[line_start : line_start + col]
        if op == "add_field":
            key = spec["key"] if _PLAIN_KEY.match(spec["key"]) else _dump(spec["key"])
            value = spec["value"]
            if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                rows = [f"{key}:"] + [f"- {_dump(v)}" for v in value]
            else:
                rows = [f"{key}: {_dump(value)}"]
            if not head.strip():  # the mapping's first key starts its own line
                chunk = "".join(f"{' ' * col}{r}\n" for r in rows)
            else:  # "- first_key: ..." in a sequence: the new key takes the dash line
                at = line_start + col
                chunk = rows[0] + "\n" + "".join(f"{' ' * col}{r}\n" for r in rows[1:]) + " " * col
                new = text[:at] + chunk + text[at:]
                return new, at, chunk, None
        else:
            dash = head.rfind("-")
            if dash < 0 or head[:dash].strip():
                raise PlantError(f"the first item at {path} does not start its own line")
            chunk = f"{' ' * dash}- {_dump(spec['value'])}\n"
        new = text[:line_start] + chunk + text[line_start:]
        return new, line_start, chunk, None
    if op in ("set", "append", "add_inner_field"):
        if not isinstance(node, yaml.ScalarNode):
            raise PlantError(f"{op} at {path} needs a scalar")
        start, end = node.start_mark.index, node.end_mark.index
        chunk = _dump(_new_scalar(node.value, spec, path))
        new = text[:start] + chunk + text[end:]
        return new, start, chunk, node.start_mark.line + 1
    raise PlantError(f"unknown op {op!r}")


def parse_planted(planted: Planted) -> Any:
    """Parse the planted file the way check_corpus does (lxml / json / yaml)."""
    name = planted.name
    if name.endswith(".html"):
        import lxml.html

        parser = lxml.html.HTMLParser(encoding="utf-8")
        return lxml.html.document_fromstring(planted.data, parser=parser)
    if name.endswith(".json"):
        return json.loads(planted.data.decode("utf-8-sig"))
    if name.endswith((".yaml", ".yml")):
        return yaml.safe_load(planted.data.decode("utf-8"))
    raise PlantError(f"unknown kind of file: {name}")


def planted_value(item: dict[str, Any], parsed: Any) -> Any:
    """For JSON/YAML items, the value now at the item's path (for structural checks)."""
    spec = item.get("json") or item.get("yaml")
    if spec is None:
        return None
    node = _get(parsed, spec["path"])
    if spec["op"] == "add_field":
        return node[spec["key"]]
    if spec["op"] == "add_item":
        return node[0]
    if spec["op"] == "add_inner_field":
        return json.loads(node)[spec["key"]]
    return node
