"""Plant one item of the fourth held-out corpus into a copy of its capture, in memory.

Same interface as ``tests/heldout/personal3/plant.py`` (the evaluator calls both the same
way); the code is that file, adapted (interface only: nothing else of the earlier
corpora was read). It imports nothing from ``fixture_guard``: standard library, lxml
(parse check only) and PyYAML.

    from heldout.personal4.plant import load_items, plant

    for item in load_items():
        p = plant(item, captures)   # captures = the ../shared/captures folder
        p.data            # bytes of the planted file
        p.name            # the target's file name (suffix kept)
        p.line            # 1-based line of the planted datum (``item["value"]``) in p.data
        p.original_line   # line of the capture that was edited in place, or None when
                          # new line(s) were inserted
        p.text            # p.data decoded

An item is planted alone; the rest of the capture is kept byte for byte.

Planting data (exactly one of ``html`` / ``json`` / ``yaml`` per item):

``"html": {"snippet", "line", "col", "expect"}``
    ``line`` is 1-based, ``col`` a 0-based character column; the capture at that point
    must start with ``expect``. col 0: the snippet's lines are inserted before the line,
    each with that line's indentation. col > 0: the line is broken at col and the
    snippet's lines are inserted there, each on its own line.

``"json"`` / ``"yaml"``: ``{"path": [...], "op": ..., ...}``; the file is edited as text at
    the span of the value named by ``path`` (never re-serialised):
    ``add_field`` (``key``, ``value``)  new first member of the object/mapping at path;
    ``add_item`` (``value``)            new first element of the array/sequence at path;
    ``set`` (``value``)                 the value at path is replaced;
    ``append`` (``text``)               text appended to the string at path;
    ``add_inner_field`` (``key``, ``value``)  the string at path is a JSON object (a
                                        recorded body): the field is put first in it and
                                        the object is written back compactly.
    New values are written as one-line JSON (also valid YAML flow), so a datum is on the
    line of its key / element / string (a YAML list-of-strings field puts each string on
    its own ``- "..."`` line under the key).
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
FAMILIES = ("personal", "account-id", "secret", "keep")
SPLITS = ("dev", "test")


class PlantError(ValueError):
    """The item cannot be planted into its capture as described."""


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


def load_items(
    path: Path | None = None, *, split: str | None = None, label: str | None = None
) -> list[dict[str, Any]]:
    """All items of the corpus, optionally filtered by split and/or label."""
    items = json.loads(Path(path or CASES).read_text(encoding="utf-8"))
    return [
        it
        for it in items
        if (split is None or it["split"] == split) and (label is None or it["label"] == label)
    ]


def plant(item: dict[str, Any], captures: Path) -> Planted:
    target = Path(captures) / item["target"]
    if not target.is_file():
        raise PlantError(f"{item['id']}: no capture {item['target']} under {captures}")
    original = target.read_bytes().decode("utf-8")
    if "html" in item:
        new, start, chunk, orig_line = _html(original, item["html"])
    elif "json" in item:
        new, start, chunk, orig_line = _json(original, item["json"])
    elif "yaml" in item:
        new, start, chunk, orig_line = _yaml(original, item["yaml"])
    else:
        raise PlantError(f"{item['id']}: the item has no html/json/yaml planting data")
    at = chunk.find(item["value"])
    if at < 0:
        raise PlantError(f"{item['id']}: value {item['value']!r} not in the planted text")
    line = new.count("\n", 0, start + at) + 1
    return Planted(new.encode("utf-8"), target.name, line, item, orig_line)


# ---------------------------------------------------------------------------- helpers


def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _line_offsets(text: str) -> list[int]:
    offs = [0]
    i = text.find("\n")
    while i >= 0:
        offs.append(i + 1)
        i = text.find("\n", i + 1)
    return offs


# ---------------------------------------------------------------------------- HTML


def _html(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    offs = _line_offsets(text)
    line, col = int(spec["line"]), int(spec["col"])
    if line < 1 or line > len(offs):
        raise PlantError(f"html line {line} is not in the capture")
    at = offs[line - 1] + col
    if not text.startswith(spec.get("expect", ""), at):
        raise PlantError(f"html {line}:{col} does not start with {spec.get('expect')!r}")
    nl = text.find("\n", at)
    eol = "\r\n" if nl > 0 and text[nl - 1] == "\r" else "\n"
    rows = spec["snippet"].split("\n")
    if col == 0:
        indent = re.match(r"[ \t]*", text[at:]).group(0)  # type: ignore[union-attr]
        block = "".join(indent + r + eol for r in rows)
        return text[:at] + block + text[at:], at, block, None
    block = eol.join(rows)
    return text[:at] + eol + block + eol + text[at:], at + len(eol), block, None


# ---------------------------------------------------------------------------- JSON


class _JsonSpans:
    """Character spans of every value of a JSON document, by path."""

    WS = " \t\r\n\ufeff"
    SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")

    def __init__(self, text: str) -> None:
        self.t = text
        self.spans: dict[tuple[Any, ...], tuple[int, int]] = {}
        end = self.value(self.ws(0), ())
        if self.ws(end) != len(text):
            raise PlantError("data after the JSON document")

    def ws(self, i: int) -> int:
        t = self.t
        while i < len(t) and t[i] in self.WS:
            i += 1
        return i

    def string(self, i: int) -> int:
        t = self.t
        i += 1
        while t[i] != '"':
            i += 2 if t[i] == "\\" else 1
        return i + 1

    def value(self, i: int, path: tuple[Any, ...]) -> int:
        t = self.t
        c = t[i]
        if c == "{":
            j = self.ws(i + 1)
            while t[j] != "}":
                k_end = self.string(j)
                key = json.loads(t[j:k_end])
                j = self.ws(k_end)
                if t[j] != ":":
                    raise PlantError(f"bad JSON object at offset {j}")
                j = self.ws(self.value(self.ws(j + 1), (*path, key)))
                if t[j] == ",":
                    j = self.ws(j + 1)
            end = j + 1
        elif c == "[":
            j = self.ws(i + 1)
            n = 0
            while t[j] != "]":
                j = self.ws(self.value(j, (*path, n)))
                n += 1
                if t[j] == ",":
                    j = self.ws(j + 1)
            end = j + 1
        elif c == '"':
            end = self.string(i)
        else:
            m = self.SCALAR.match(t, i)
            if not m:
                raise PlantError(f"bad JSON at offset {i}")
            end = m.end()
        self.spans[path] = (i, end)
        return end


def _scalar_edit(old: Any, spec: dict[str, Any], path: list[Any]) -> Any:
    op = spec["op"]
    if op == "set":
        return spec["value"]
    if not isinstance(old, str):
        raise PlantError(f"{op} at {path}: not a string")
    if op == "append":
        return old + spec["text"]
    try:
        inner = json.loads(old)
    except ValueError as exc:
        raise PlantError(f"{op} at {path}: the string is not JSON") from exc
    if not isinstance(inner, dict) or spec["key"] in inner:
        raise PlantError(f"{op} at {path}: not an object, or {spec['key']!r} already there")
    return json.dumps({spec["key"]: spec["value"], **inner}, ensure_ascii=False)


def _json(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    spans = _JsonSpans(text).spans
    path = tuple(spec["path"])
    if path not in spans:
        raise PlantError(f"no JSON value at {list(path)}")
    start, end = spans[path]
    op = spec["op"]
    if op in ("add_field", "add_item"):
        want = "{" if op == "add_field" else "["
        if text[start] != want:
            raise PlantError(f"{op} at {list(path)}: wrong kind of container")
        member = _one_line(spec["value"])
        if op == "add_field":
            member = _one_line(spec["key"]) + ": " + member
        j = start + 1
        while text[j] in " \t\r\n":
            j += 1
        gap = text[start + 1 : j]
        if text[j] in "}]":  # empty container: the member gets a line of its own
            ls = text.rfind("\n", 0, start) + 1
            indent = re.match(r"[ \t]*", text[ls:]).group(0)  # type: ignore[union-attr]
            new = text[: start + 1] + "\n" + indent + "  " + member + "\n" + indent + text[j:]
            return new, start + 1 + 1 + len(indent) + 2, member, None
        if "\n" not in gap:  # compact container: same line
            chunk = member + ", "
            new = text[: start + 1] + chunk + text[start + 1 :]
            return new, start + 1, chunk, text.count("\n", 0, start) + 1
        chunk = member + ","
        new = text[: start + 1] + gap + chunk + text[start + 1 :]
        return new, start + 1 + len(gap), chunk, None
    if op in ("set", "append", "add_inner_field"):
        chunk = _one_line(_scalar_edit(json.loads(text[start:end]), spec, list(path)))
        return text[:start] + chunk + text[end:], start, chunk, text.count("\n", 0, start) + 1
    raise PlantError(f"unknown op {op!r}")


# ---------------------------------------------------------------------------- YAML

_BARE_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*$")


def _yaml_at(root: yaml.Node, path: list[Any]) -> yaml.Node:
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode):
            hit = [v for k, v in node.value if k.value == step]
            if not hit:
                raise PlantError(f"no YAML key {step!r} in {path}")
            node = hit[0]
        elif isinstance(node, yaml.SequenceNode):
            node = node.value[step]
        else:
            raise PlantError(f"YAML scalar in the middle of {path}")
    return node


def _yaml(text: str, spec: dict[str, Any]) -> tuple[str, int, str, int | None]:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    path = list(spec["path"])
    node = _yaml_at(root, path)
    offs = _line_offsets(text)
    op = spec["op"]
    if op in ("add_field", "add_item"):
        kind = yaml.MappingNode if op == "add_field" else yaml.SequenceNode
        if not isinstance(node, kind) or node.flow_style or not node.value:
            raise PlantError(f"{op} at {path}: needs a non-empty block collection")
        first = node.value[0][0] if op == "add_field" else node.value[0]
        ls = offs[first.start_mark.line]
        col = first.start_mark.column
        before = text[ls : ls + col]
        if op == "add_item":
            dash = before.rfind("-")
            if dash < 0 or before[:dash].strip():
                raise PlantError(f"add_item at {path}: first item is not on its own line")
            chunk = " " * dash + "- " + _one_line(spec["value"]) + "\n"
            return text[:ls] + chunk + text[ls:], ls, chunk, None
        key = spec["key"] if _BARE_KEY.match(spec["key"]) else _one_line(spec["key"])
        val = spec["value"]
        if isinstance(val, list) and val and all(isinstance(v, str) for v in val):
            rows = [key + ":"] + ["- " + _one_line(v) for v in val]
        else:
            rows = [key + ": " + _one_line(val)]
        if before.strip():  # "- first_key: ..." : the new key takes the dash's place
            at = ls + col
            chunk = rows[0] + "\n" + "".join(" " * col + r + "\n" for r in rows[1:]) + " " * col
            return text[:at] + chunk + text[at:], at, chunk, None
        chunk = "".join(" " * col + r + "\n" for r in rows)
        return text[:ls] + chunk + text[ls:], ls, chunk, None
    if op in ("set", "append", "add_inner_field"):
        if not isinstance(node, yaml.ScalarNode):
            raise PlantError(f"{op} at {path}: needs a scalar")
        s, e = node.start_mark.index, node.end_mark.index
        chunk = _one_line(_scalar_edit(node.value, spec, path))
        return text[:s] + chunk + text[e:], s, chunk, node.start_mark.line + 1
    raise PlantError(f"unknown op {op!r}")


# ---------------------------------------------------------------------------- checks


def parse_planted(planted: Planted) -> Any:
    """Parse a planted file the way its kind is read (lxml / json / yaml)."""
    name = planted.name
    if name.endswith(".html"):
        import lxml.html

        return lxml.html.document_fromstring(
            planted.data, parser=lxml.html.HTMLParser(encoding="utf-8")
        )
    if name.endswith(".json"):
        return json.loads(planted.data.decode("utf-8-sig"))
    if name.endswith((".yaml", ".yml")):
        return yaml.safe_load(planted.data.decode("utf-8"))
    raise PlantError(f"unknown kind of file: {name}")


def planted_value(item: dict[str, Any], parsed: Any) -> Any:
    """For a JSON/YAML item, the value that the planting put at its path."""
    spec = item.get("json") or item.get("yaml")
    if spec is None:
        return None
    node = parsed
    for step in spec["path"]:
        node = node[step]
    op = spec["op"]
    if op == "add_field":
        return node[spec["key"]]
    if op == "add_item":
        return node[0]
    if op == "add_inner_field":
        return json.loads(node)[spec["key"]]
    return node
