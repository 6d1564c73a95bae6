"""manifest.json: the index of the fixture tree (case → file → sha256 → capture date).

Loading is tolerant: a value of the wrong type becomes None here and a schema finding
elsewhere, so one bad entry never hides the rest of the tree.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fixture_guard.atomic import write_atomic
from fixture_guard.digest import sha256_hex
from fixture_guard.errors import ManifestUnreadable
from fixture_guard.jsonfile import JsonDoc, JsonError, escape_pointer_token, parse_json

CLASSES = (
    "results",
    "html",
    "pdf",
    "429",
    "5xx",
    "timeout",
    "partial",
    "prompt-injection",
    "contradictory",
)
#: Class of the `_shared/expected/*.json` files; not one of the nine.
EXPECTED_CLASS = "expected"
#: Classes that may be authored rather than captured (§3: only classes 4–8).
SYNTHETIC_ALLOWED = frozenset({"429", "5xx", "timeout", "partial", "prompt-injection"})
HTML_KINDS = ("corporate", "government-table", "spa", "paywall")
PDF_KINDS = ("annual-report", "scanned", "two-column-table")
INJECTION_VECTORS = (
    "html-comment",
    "css-hidden",
    "alt-title",
    "pdf-text-layer",
    "json-ld",
    "system-impersonation-es",
)
MAX_BODY_BYTES = 512 * 1024

# Field order in a written manifest: what a reviewer reads first comes first.
FIELD_ORDER = (
    "class",
    "kind",
    "source_url",
    "sha256",
    "sha256_original",
    "captured_at",
    "bytes",
    "truncated",
    "original_bytes",
    "synthetic",
    "renders_javascript",
    "vectors",
    "notes",
)


def sha256_bytes(data: bytes) -> str:
    return sha256_hex(data)


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _typed(value: Any, kind: type | tuple[type, ...]) -> Any:
    if isinstance(value, bool) and kind in (int, (int, float)):
        return None
    return value if isinstance(value, kind) else None


@dataclass(frozen=True)
class Entry:
    """One file of the manifest, as read (fields of the wrong type read as None)."""

    case: str
    path: str
    cls: str | None
    sha256: str | None
    captured_at: str | None
    sha256_original: str | None = None
    kind: str | None = None
    source_url: str | None = None
    bytes: int | None = None
    truncated: bool = False
    original_bytes: int | None = None
    synthetic: bool = False
    renders_javascript: bool = False
    vectors: tuple[str, ...] = ()
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def pointer(self) -> str:
        return f"/cases/{escape_pointer_token(self.case)}/{escape_pointer_token(self.path)}"

    @classmethod
    def from_raw(cls, case: str, path: str, raw: dict[str, Any]) -> Entry:
        vectors = raw.get("vectors")
        return cls(
            case=case,
            path=path,
            cls=_typed(raw.get("class"), str),
            sha256=_typed(raw.get("sha256"), str),
            captured_at=_typed(raw.get("captured_at"), str),
            sha256_original=_typed(raw.get("sha256_original"), str),
            kind=_typed(raw.get("kind"), str),
            source_url=_typed(raw.get("source_url"), str),
            bytes=_typed(raw.get("bytes"), int),
            truncated=raw.get("truncated") is True,
            original_bytes=_typed(raw.get("original_bytes"), int),
            synthetic=raw.get("synthetic") is True,
            renders_javascript=raw.get("renders_javascript") is True,
            vectors=tuple(v for v in vectors if isinstance(v, str))
            if isinstance(vectors, list)
            else (),
            raw=raw,
        )

    def to_raw(self) -> dict[str, Any]:
        """The entry as written: known fields in reading order, unknown ones kept after."""
        data = dict(self.raw)
        data.update(
            {
                "class": self.cls,
                "sha256": self.sha256,
                "captured_at": self.captured_at,
                "sha256_original": self.sha256_original,
                "bytes": self.bytes,
                "truncated": self.truncated,
                "synthetic": self.synthetic,
            }
        )
        if self.kind is not None or "kind" in self.raw:
            data["kind"] = self.kind
        if self.source_url is not None or "source_url" in self.raw:
            data["source_url"] = self.source_url
        if self.truncated or self.original_bytes is not None:
            data["original_bytes"] = self.original_bytes
        if self.renders_javascript:
            data["renders_javascript"] = True
        if self.vectors:
            data["vectors"] = list(self.vectors)
        ordered = {k: data[k] for k in FIELD_ORDER if k in data}
        ordered.update({k: v for k, v in data.items() if k not in ordered})
        return ordered


@dataclass
class Manifest:
    path: Path
    doc: JsonDoc | None
    version: Any
    entries: list[Entry]

    @property
    def by_path(self) -> dict[str, Entry]:
        """Each path's first entry (a path listed twice is a finding of its own)."""
        result: dict[str, Entry] = {}
        for entry in self.entries:
            result.setdefault(entry.path, entry)
        return result

    def locate(self, pointer: str) -> tuple[int, int] | tuple[None, None]:
        if self.doc is None:
            return (None, None)
        return self.doc.locate(pointer)

    def entries_under(self, prefix: str) -> list[Entry]:
        return [e for e in self.entries if e.path.startswith(prefix)]

    def to_json(self) -> bytes:
        cases: dict[str, dict[str, Any]] = {}
        for entry in sorted(self.entries, key=lambda e: (e.case, e.path)):
            cases.setdefault(entry.case, {})[entry.path] = entry.to_raw()
        text = json.dumps({"version": 1, "cases": cases}, indent=2, ensure_ascii=False)
        return (text + "\n").encode("utf-8")

    def save(self) -> None:
        write_atomic(self.path, self.to_json())

    @classmethod
    def empty(cls, path: Path) -> Manifest:
        return cls(path=path, doc=None, version=1, entries=[])


def load_manifest(path: Path, display: str | None = None) -> Manifest:
    """Read a manifest; raise ManifestUnreadable when it is not a JSON object at all."""
    name = display or str(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ManifestUnreadable(
            f"{name}: no manifest here (create it with `fixture-guard manifest update`)"
        ) from None
    except IsADirectoryError:
        raise ManifestUnreadable(f"{name}: is a directory, not a manifest file") from None
    except OSError as exc:
        raise ManifestUnreadable(f"{name}: cannot read: {exc.strerror}") from None
    return parse_manifest(data, path=path, display=name)


def parse_manifest(data: bytes, *, path: Path, display: str) -> Manifest:
    if not data:
        raise ManifestUnreadable(f"{display}: 0-byte file, expected a JSON manifest")
    try:
        doc = parse_json(data)
    except JsonError as exc:
        raise ManifestUnreadable(f"{display}:{exc.line}:{exc.column}: {exc.message}") from None
    if not isinstance(doc.value, dict):
        raise ManifestUnreadable(f"{display}: top level is not a JSON object")
    cases = doc.value.get("cases")
    entries: list[Entry] = []
    if isinstance(cases, dict):
        for case, files in cases.items():
            if not isinstance(files, dict):
                continue
            for rel, raw in files.items():
                if isinstance(raw, dict):
                    entries.append(Entry.from_raw(case, rel, raw))
    return Manifest(path=path, doc=doc, version=doc.value.get("version"), entries=entries)
