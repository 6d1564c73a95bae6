"""Findings: what a rule reports, and how a finding is identified across edits."""

from __future__ import annotations

import enum
import hashlib
from dataclasses import dataclass, field
from typing import NamedTuple


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "info": 2}[self.value]


def value_hash(value: str | bytes) -> str:
    """The identity of a matched value: its sha256, so the value itself is never stored."""
    data = value.encode("utf-8", "surrogatepass") if isinstance(value, str) else value
    return hashlib.sha256(data).hexdigest()


class Location(NamedTuple):
    """A place another file holds about a finding (e.g. the manifest line of its entry)."""

    path: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.path] + [str(n) for n in (self.line, self.column) if n is not None]
        return ":".join(parts)


@dataclass(frozen=True)
class Finding:
    """One problem a rule found.

    `path` is relative to the fixture root (POSIX), or the path as given to `scan`;
    an empty path means the tree as a whole. `masked` is the only form of a matched
    secret or personal datum that may ever reach an output.
    """

    code: str
    severity: Severity
    path: str
    message: str
    line: int | None = None
    column: int | None = None
    provider: str | None = None
    #: sha256 of the matched value (secrets, personal data): the finding's identity.
    value_hash: str | None = None
    masked: str | None = None
    #: stable identity for findings that match no value (a missing class, a bad field).
    key: str | None = None
    #: a finding that disqualifies its provider in the bench (e.g. a dishonest `partial`).
    disqualifying: bool = False
    related: tuple[Location, ...] = field(default=())

    @property
    def fingerprint(self) -> str:
        """Content-based identity: (rule, path, hash of the value), never a line number."""
        identity = self.value_hash or self.key or self.message
        raw = "\0".join((self.code, self.path, identity))
        return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:32]

    def sort_key(self) -> tuple[str, int, int, str, str]:
        return (self.path, self.line or 0, self.column or 0, self.code, self.message)
