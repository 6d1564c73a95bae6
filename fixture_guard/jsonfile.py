"""Strict, bounded JSON for every file fixture-guard reads: one loader, one set of limits.

Every JSON input (manifest, envelopes, expected files, golden set, judgments, runs,
journal, baseline, JSON-LD in pages, JWT payloads) goes through `parse_json` or
`load_json`, which refuse with a `JsonError` (line and column) what the standard
library would accept or crash on:

- nesting deeper than `MAX_DEPTH` (the standard parser recurses: 5,000 levels of
  JSON-LD raise RecursionError in it, and every consumer that walks the value after it);
- integer literals over `MAX_INT_DIGITS` digits (Python refuses to convert them, with a
  ValueError deep inside the parser);
- lone UTF-16 surrogates (`"\\ud800"`): not Unicode, so the value can be neither
  written back as UTF-8 nor printed;
- `NaN`, `Infinity` and `-Infinity`, which are not JSON.

Duplicate keys are kept last-wins, as every parser does, and reported by position
(`JsonDoc.duplicates`) so a rule can flag them. Parsing uses the standard library
(fast); positions are computed only when a finding needs a line, by an iterative
scanner that cannot overflow the stack.
"""

from __future__ import annotations

import bisect
import itertools
import json
import re
from dataclasses import dataclass, field
from typing import Any

from fixture_guard.errors import FixtureGuardError

#: Deeper nesting is refused before the standard parser (which recurses) sees it.
MAX_DEPTH = 256
#: Python's own limit on converting a decimal literal (`sys.get_int_max_str_digits()`).
MAX_INT_DIGITS = 4300


class JsonError(FixtureGuardError, ValueError):
    """Text that is not JSON; carries the 1-based line and column of the problem."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


@dataclass(frozen=True)
class DuplicateKey:
    pointer: str  # JSON pointer of the object holding the key twice
    key: str
    line: int
    column: int


def decode_text(data: bytes) -> str:
    """UTF-8 text of a fixture file; binary or undecodable bytes raise JsonError."""
    if b"\x00" in data[:8192]:
        raise JsonError("binary content where text was expected")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise JsonError(f"not UTF-8 text (byte {exc.start})", line, 1) from None


def escape_pointer_token(token: str) -> str:
    if "~" not in token and "/" not in token:
        return token  # nearly every key: two scans instead of two copies
    return token.replace("~", "~0").replace("/", "~1")


def pointer_of(parts: list[str | int] | tuple[str | int, ...]) -> str:
    return "".join("/" + escape_pointer_token(str(p)) for p in parts)


@dataclass
class JsonDoc:
    """A parsed JSON document that can tell where each of its values sits."""

    text: str
    value: Any
    has_duplicates: bool = False
    #: pointer → offset of its key (or item); turned into line and column on demand, since
    #: a large manifest has 40,000 pointers and a check asks for few of them.
    _positions: dict[str, int] | None = field(default=None, repr=False)
    _duplicates: list[DuplicateKey] = field(default_factory=list, repr=False)
    _line_starts: list[int] | None = field(default=None, repr=False)
    _walker: _Walker | None = field(default=None, repr=False)

    def line_col(self, offset: int) -> tuple[int, int]:
        if self._line_starts is None:
            self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        line = bisect.bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

    def _scan(self) -> None:
        if self._positions is None:
            offsets, duplicates = _scan_positions(self.text)
            self._positions = offsets
            self._duplicates = [DuplicateKey(p, k, *self.line_col(o)) for p, k, o in duplicates]

    def locate(self, pointer: str) -> tuple[int, int]:
        """Line and column of the value at `pointer` (of its key, inside an object).

        Falls back to the nearest enclosing value that has a position.
        """
        if not self.has_duplicates and self._positions is None:
            # Walk down to the pointer, indexing only the objects on the way: a check
            # locating a few entries of a large manifest need not tokenize all of it.
            if self._walker is None:
                self._walker = _Walker(self.text)
            return self.line_col(self._walker.offset(pointer))
        self._scan()
        assert self._positions is not None
        while True:
            offset = self._positions.get(pointer)
            if offset is not None:
                return self.line_col(offset)
            if not pointer:
                return (1, 1)
            pointer = pointer.rsplit("/", 1)[0]

    @property
    def duplicates(self) -> list[DuplicateKey]:
        if not self.has_duplicates:
            return []
        self._scan()
        return self._duplicates


_WHITESPACE = re.compile(r"[ \t\n\r]*")
#: The json module's C string reader (not in the type stubs): (string, end) from after a quote.
_scanstring = json.decoder.scanstring  # type: ignore[attr-defined]


class _Walker:
    """Offsets of pointers in a valid JSON text with no duplicate key, found by walking
    down from the root. Each object or array met on the way is indexed once (its keys
    and where their values start), skipping over the values with the C scanner of the
    json module, so locating every entry of a 5,000-entry manifest reads it about twice
    instead of tokenizing it in Python. The offsets are `_scan_positions`' (a member's is
    its key's, an item's its own), and a pointer that goes nowhere falls back to the
    nearest enclosing value, as `JsonDoc.locate` promises."""

    def __init__(self, text: str) -> None:
        self.text = text
        # the decoder's C scanner (not in the type stubs): one value from an offset
        self._scan_once = json.JSONDecoder(strict=False).scan_once  # type: ignore[attr-defined]
        self._children: dict[int, dict[str, tuple[int, int]]] = {}

    def offset(self, pointer: str) -> int:
        if not pointer:
            return 0
        offset = 0
        start = _WHITESPACE.match(self.text, 0).end()  # type: ignore[union-attr]
        for token in pointer.split("/")[1:]:
            found = self._members(start).get(token.replace("~1", "/").replace("~0", "~"))
            if found is None:
                break
            offset, start = found
        return offset

    def _members(self, start: int) -> dict[str, tuple[int, int]]:
        """Child name → (its offset, where its value starts), for the value at `start`."""
        known = self._children.get(start)
        if known is not None:
            return known
        text, children = self.text, dict[str, tuple[int, int]]()
        opener = text[start : start + 1]
        if opener in ("{", "["):
            pos = _WHITESPACE.match(text, start + 1).end()  # type: ignore[union-attr]
            index = 0
            while text[pos : pos + 1] not in ("}", "]", ""):
                if opener == "{":
                    key, after = _scanstring(text, pos + 1, False)
                    colon = _WHITESPACE.match(text, after).end()  # type: ignore[union-attr]
                    value = _WHITESPACE.match(text, colon + 1).end()  # type: ignore[union-attr]
                    children.setdefault(key, (pos, value))
                else:
                    value = pos
                    children[str(index)] = (pos, pos)
                    index += 1
                _, end = self._scan_once(text, value)
                pos = _WHITESPACE.match(text, end).end()  # type: ignore[union-attr]
                if text[pos : pos + 1] == ",":
                    pos = _WHITESPACE.match(text, pos + 1).end()  # type: ignore[union-attr]
        self._children[start] = children
        return children


def parse_json(data: bytes | str, *, strict: bool = True) -> JsonDoc:
    """Parse JSON text within the limits above; JsonError (line, column) for anything else.

    `strict=False` lets raw control characters through inside strings, as browsers
    read JSON-LD; the limits hold either way.
    """
    text = decode_text(data) if isinstance(data, bytes) else data
    if not text.strip():
        raise JsonError("empty file, expected a JSON document")
    _check_depth(text)
    seen_duplicate = False

    def pairs_hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal seen_duplicate
        result = dict(pairs)
        if len(result) != len(pairs):
            seen_duplicate = True
        return result

    def parse_int(literal: str) -> int:
        digits = len(literal.lstrip("-"))
        if digits > MAX_INT_DIGITS:
            raise _LiteralRefused(literal[:12], f"an integer of {digits} digits")
        return int(literal)

    def parse_constant(name: str) -> Any:
        raise _LiteralRefused(name, f"{name} (not a JSON number)")

    try:
        value = json.loads(
            text,
            object_pairs_hook=pairs_hook,
            parse_int=parse_int,
            parse_constant=parse_constant,
            strict=strict,
        )
    except json.JSONDecodeError as exc:
        raise JsonError(f"not valid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except _LiteralRefused as exc:
        offset = text.find(exc.literal)
        line, column = _position(text, offset)
        field = _field_before(text, offset)
        where = f"{field}: " if field else ""
        raise JsonError(f"not valid JSON here: {where}{exc.what}", line, column) from None
    except RecursionError:  # unreachable past _check_depth; kept as the last wall
        raise JsonError(f"JSON nested too deeply (over {MAX_DEPTH} levels)") from None
    _check_surrogates(text, value)
    return JsonDoc(text=text, value=value, has_duplicates=seen_duplicate)


def load_json(data: bytes | str, *, strict: bool = True) -> Any:
    """The value of a JSON text, within the same limits as `parse_json`."""
    return parse_json(data, strict=strict).value


class _LiteralRefused(Exception):
    def __init__(self, literal: str, what: str) -> None:
        super().__init__(what)
        self.literal = literal
        self.what = what


_KEY_BEFORE = re.compile(r'"([^"\\\n]{1,64})"\s*:\s*\Z')


def _field_before(text: str, offset: int) -> str | None:
    """The object key a refused literal is the value of, so the message can name it."""
    if offset <= 0:
        return None
    match = _KEY_BEFORE.search(text[max(0, offset - 100) : offset])
    return match.group(1) if match else None


def _position(text: str, offset: int) -> tuple[int, int]:
    if offset < 0:
        return (1, 1)
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # unrolled: 4x faster
_BRACKET = re.compile(r"[\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _check_depth(text: str) -> None:
    """Refuse nesting over MAX_DEPTH before the recursive parser meets it."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return  # cannot be that deep: the common case, decided in C
    # A 5,000-entry manifest holds 50,000 strings: emptied by the C regex engine and
    # summed in C, not walked token by token. Only a document found too deep is walked
    # (below) to say where.
    brackets = _BRACKET.findall(_STRING.sub('""', text))
    if max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0) <= MAX_DEPTH:
        return
    depth = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line, column = _position(text, match.start())
                raise JsonError(f"JSON nested too deeply (over {MAX_DEPTH} levels)", line, column)
        elif token in "]}":
            depth -= 1


#: A \uD800–\uDBFF escape not followed by a \uDC00–\uDFFF one, or a low one alone.
_LONE_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)


def _check_surrogates(text: str, value: Any) -> None:
    """Refuse a string (key or value) holding a lone surrogate: it is not Unicode."""
    # No `\u` escape, no surrogate: decided in C (the pattern cannot skip ahead itself).
    candidate = _LONE_SURROGATE.search(text) if "\\u" in text else None
    if candidate is None or not _has_surrogate(value):
        return
    line, column = _position(text, candidate.start())
    raise JsonError(
        f"not valid Unicode: the escape {candidate.group()} is half of a surrogate pair",
        line,
        column,
    )


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


_TOKEN = re.compile(
    r"""\s*(?:
        (?P<string>"(?:[^"\\]|\\.)*")
      | (?P<punct>[{}\[\]:,])
      | (?P<atom>[^\s{}\[\]:,"]+)
    )""",
    re.VERBOSE | re.DOTALL,
)


def _scan_positions(text: str) -> tuple[dict[str, int], list[tuple[str, str, int]]]:
    """Map JSON pointers to offsets, iteratively (the text is already known valid JSON).

    Inside objects the offset is the key's; inside arrays, the item's. Also returns
    every duplicate key as (pointer of its object, key, offset of the second use).
    """
    positions: dict[str, int] = {"": 0}
    duplicates: list[tuple[str, str, int]] = []
    # Each frame: [kind, pointer, pending key, next index, keys seen]
    stack: list[list[Any]] = []
    expecting_key = False
    pos = 0
    length = len(text)

    def value_pointer(offset: int) -> str | None:
        if not stack:
            return ""
        frame = stack[-1]
        if frame[0] == "array":
            item: str = frame[1] + "/" + str(frame[3])
            frame[3] += 1
            positions.setdefault(item, offset)
            return item
        parent: str = frame[1]
        return parent + "/" + escape_pointer_token(frame[2])

    while pos < length:
        match = _TOKEN.match(text, pos)
        if match is None:
            break
        pos = match.end()
        kind = match.lastgroup
        token = match.group(kind) if kind else ""
        start = match.start(kind) if kind else pos
        if kind == "string" and expecting_key:
            # Most keys hold no escape: slicing skips a json.loads per key of a large manifest.
            key = token[1:-1] if "\\" not in token else json.loads(token)
            frame = stack[-1]
            pointer = frame[1] + "/" + escape_pointer_token(key)
            if key in frame[4]:
                duplicates.append((frame[1], key, start))
            else:
                positions[pointer] = start
            frame[4].add(key)
            frame[2] = key
            expecting_key = False
        elif kind == "punct":
            if token in "{[":
                pointer = value_pointer(start) or ""
                stack.append(["object" if token == "{" else "array", pointer, None, 0, set()])
                expecting_key = token == "{"
            elif token in "}]":
                stack.pop()
                expecting_key = False
            elif token == ",":
                expecting_key = bool(stack) and stack[-1][0] == "object"
        else:
            value_pointer(start)
    return positions, duplicates


def pretty_pointer(pointer: str) -> str:
    """`/cases/gs-1/a~1b.json/sha256` → `cases › gs-1 › a/b.json › sha256` for messages."""
    if not pointer:
        return "(document)"
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    return " › ".join(parts)
