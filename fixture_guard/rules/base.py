"""What every rule is, and what every rule family is given to look at."""

from __future__ import annotations

import datetime as dt
import inspect
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from fixture_guard.config import Config
from fixture_guard.envelope import Envelope, parse_envelope
from fixture_guard.errors import UnsafePath
from fixture_guard.expected import ExpectedFile, parse_expected
from fixture_guard.finding import Finding, Location, Severity
from fixture_guard.goldenset import GoldenSet, load_golden_set
from fixture_guard.jsonfile import JsonError, pretty_pointer
from fixture_guard.manifest import Entry, Manifest, sha256_bytes, sha256_file
from fixture_guard.tree import OPERATION_DIRS, FixtureTree, provider_of, unsafe_reason

if TYPE_CHECKING:
    from fixture_guard.content import ScanTarget


class Rule:
    """A rule: a stable code, a dotted name, a default severity, and its docstring as docs.

    The docstring has ruff's shape: a summary line, then `## What it does`,
    `## Why is this bad?`, `## Example` (a bad fixture) and `## Fix`.
    """

    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity] = Severity.ERROR
    #: Findings of this rule disqualify the provider in the bench (score reads them).
    disqualifying: ClassVar[bool] = False

    @classmethod
    def documentation(cls) -> str:
        return inspect.cleandoc(cls.__doc__ or "")

    @classmethod
    def summary(cls) -> str:
        return cls.documentation().split("\n", 1)[0].strip()

    @classmethod
    def section(cls, heading: str) -> str:
        """The text under `## heading` in the rule's documentation ('' when absent)."""
        text = cls.documentation()
        marker = f"## {heading}"
        if marker not in text:
            return ""
        after = text.split(marker, 1)[1]
        return after.split("\n## ", 1)[0].strip()

    @classmethod
    def finding(
        cls,
        path: str,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        provider: str | None = None,
        value_hash: str | None = None,
        masked: str | None = None,
        key: str | None = None,
        related: tuple[Location, ...] = (),
    ) -> Finding:
        return Finding(
            code=cls.code,
            severity=cls.severity,
            path=path,
            message=message,
            line=line,
            column=column,
            provider=provider,
            value_hash=value_hash,
            masked=masked,
            key=key,
            disqualifying=cls.disqualifying,
            related=related,
        )


@dataclass(frozen=True)
class ExchangeFacts:
    """What the tree-level rules need of one exchange file, remembered by the file's
    content in the run's cache: a warm check of a tree with 5,000 exchanges reads these
    instead of parsing every envelope again (issue 12).

    `problems` are the envelope's own defects, as (message, line, column, key): an
    unreadable document is one problem with `readable` False."""

    readable: bool
    problems: tuple[tuple[str, int | None, int | None, str | None], ...]
    operation: str | None = None
    case: str | None = None
    referenced: tuple[str, ...] = ()

    def encode(self) -> list[Any]:
        return [
            self.readable,
            [list(p) for p in self.problems],
            self.operation,
            self.case,
            list(self.referenced),
        ]

    @classmethod
    def decode(cls, raw: Any) -> ExchangeFacts:
        readable, problems, operation, case, referenced = raw
        facts = cls(
            bool(readable),
            tuple((str(m), line, column, key) for m, line, column, key in problems),
            operation,
            case,
            tuple(str(r) for r in referenced),
        )
        for value in (facts.operation, facts.case, *(p[3] for p in facts.problems)):
            if not (value is None or isinstance(value, str)):
                raise ValueError("not a stored exchange")
        for _, line, column, _ in facts.problems:
            if not all(n is None or type(n) is int for n in (line, column)):
                raise ValueError("not a stored position")
        return facts

    @classmethod
    def of(cls, parsed: Envelope | JsonError) -> ExchangeFacts:
        if isinstance(parsed, JsonError):
            return cls(
                False,
                ((f"not a readable envelope: {parsed.message}", parsed.line, parsed.column, None),),
            )
        problems = []
        for violation in parsed.violations:
            line, column = parsed.doc.locate(violation.pointer)
            message = f"{pretty_pointer(violation.pointer)}: {violation.message}"
            problems.append((message, line, column, violation.pointer + violation.message))
        for duplicate in parsed.doc.duplicates:
            message = f"{pretty_pointer(duplicate.pointer)}: key {duplicate.key!r} appears twice"
            key = f"dup{duplicate.pointer}/{duplicate.key}"
            problems.append((message, duplicate.line, duplicate.column, key))
        return cls(
            True, tuple(problems), parsed.operation, parsed.case, parsed.referenced_artifacts
        )


@dataclass
class CheckContext:
    """The tree under check, with its manifest, golden set and parsed envelopes cached.

    `selected` limits per-file rules to some tree paths (a commit hook's staged files);
    tree-level rules then run only for the providers those files belong to.
    """

    config: Config
    tree: FixtureTree
    manifest: Manifest
    selected: frozenset[str] | None = None
    #: The moment of the check (fixed once, so every rule agrees on "now" and "today").
    now: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))
    _envelopes: dict[str, Envelope | JsonError | OSError] = field(default_factory=dict)
    _expected: dict[str, ExpectedFile | None] = field(default_factory=dict)
    #: sha256 and size of each tree file, computed once per run from the bytes read
    _digests: dict[str, tuple[str, int]] = field(default_factory=dict)
    _facts: dict[str, ExchangeFacts | OSError] = field(default_factory=dict)
    _golden: GoldenSet | Exception | None = None
    _golden_loaded: bool = False
    #: Per-file analysis of the content families (`fixture_guard.perfile.TreeFiles`): the
    #: engine prepares it (cache, process pool); a family run alone gets a serial one.
    files: Any = None
    _root_shown: str | None = None

    # --- paths as users see them -----------------------------------------------------------

    def display(self, rel: str) -> str:
        """A tree path as shown in findings: relative to the project directory."""
        if rel and self.tree.is_walked(rel):  # a clean path: no relpath to compute
            base = self._root_display
            return rel if base == "." else f"{base}/{rel}"
        return self.display_path(self.tree.root / rel if rel else self.tree.root)

    @property
    def _root_display(self) -> str:
        if self._root_shown is None:
            self._root_shown = self.display_path(self.tree.root)
        return self._root_shown

    def display_path(self, path: Path) -> str:
        """Any path as shown in findings: relative to the project directory."""
        return relative_display(path, self.config.project_dir)

    @property
    def manifest_display(self) -> str:
        return self.display_path(self.manifest.path)

    def provider_display(self, provider: str) -> str:
        return self.display(provider) + "/"

    @property
    def today(self) -> dt.date:
        return self.now.date()

    # --- selection ----------------------------------------------------------------------

    def is_selected(self, rel: str) -> bool:
        return self.selected is None or rel in self.selected

    def is_provider_selected(self, provider: str) -> bool:
        if self.selected is None:
            return True
        return any(provider_of(rel) == provider for rel in self.selected) or any(
            rel.startswith("_shared/") for rel in self.selected
        )

    # --- cached inputs ------------------------------------------------------------------

    def read_bytes(self, rel: str) -> bytes:
        return self.tree.resolve(rel).read_bytes()

    def digest(self, rel: str) -> tuple[str, int]:
        """The sha256 and size of the tree file at `rel`, computed once per run: the
        hash verification, the per-file analysis and the remembered facts below all
        name the file by the same digest. Raises OSError or UnsafePath."""
        known = self._digests.get(rel)
        if known is None:
            path = self.tree.resolve(rel)
            known = self._digests[rel] = (sha256_file(path), path.stat().st_size)
        return known

    def remember_digest(self, rel: str, data: bytes) -> None:
        """Record the digest of bytes just read from `rel` (spares a second read). The
        latest read wins: a file rewritten during the run is then seen as changed."""
        self._digests[rel] = (sha256_bytes(data), len(data))

    def exchange_facts(self, rel: str) -> ExchangeFacts | OSError:
        """`ExchangeFacts` of the exchange at `rel`, parsed once and remembered by its
        content; an OSError when it cannot be read."""
        known = self._facts.get(rel)
        if known is None:
            known = self._facts[rel] = self._remembered_facts(rel)
        return known

    def _remembered_facts(self, rel: str) -> ExchangeFacts | OSError:
        from fixture_guard.cache import memo

        try:
            digest, _ = self.digest(rel)
        except OSError as exc:
            return exc
        except Exception as exc:  # UnsafePath and the like: not a file we can read
            return OSError(str(exc))

        def compute() -> ExchangeFacts | OSError:
            parsed = self.envelope_or_error(rel)
            return parsed if isinstance(parsed, OSError) else ExchangeFacts.of(parsed)

        def encode(facts: ExchangeFacts | OSError) -> Any:
            if isinstance(facts, OSError) or self._digests.get(rel, ("",))[0] != digest:
                return None  # unreadable, or rewritten since it was hashed: not stored
            return facts.encode()

        return memo(("exchange-facts", digest), compute, encode=encode, decode=ExchangeFacts.decode)

    def envelope(self, rel: str) -> Envelope | None:
        """The parsed envelope at `rel`, or None when it is missing or malformed."""
        parsed = self.envelope_or_error(rel)
        return parsed if isinstance(parsed, Envelope) else None

    def envelope_or_error(self, rel: str) -> Envelope | JsonError | OSError:
        if rel not in self._envelopes:
            try:
                data = self.read_bytes(rel)
                self.remember_digest(rel, data)
                self._envelopes[rel] = parse_envelope(data)
            except JsonError as exc:
                self._envelopes[rel] = exc
            except OSError as exc:
                self._envelopes[rel] = exc
            except Exception as exc:  # UnsafePath and the like: not an envelope we can read
                self._envelopes[rel] = OSError(str(exc))
        return self._envelopes[rel]

    def expected(self, rel: str) -> ExpectedFile | None:
        """The expected-observations file at `rel`, or None when missing or malformed."""
        if rel not in self._expected:
            try:
                self._expected[rel] = parse_expected(self.read_bytes(rel))
            except (JsonError, OSError, UnsafePath):
                self._expected[rel] = None
        return self._expected[rel]

    def expected_files(self) -> dict[str, ExpectedFile]:
        """Every readable `_shared/expected/*.json`, by tree path."""
        found = {}
        for rel in self.tree.files:
            if rel.startswith("_shared/expected/") and rel.endswith(".json"):
                parsed = self.expected(rel)
                if parsed is not None:
                    found[rel] = parsed
        return found

    @property
    def golden_set(self) -> GoldenSet | None:
        """The golden set, or None when it is absent or unreadable (see `golden_set_error`)."""
        self._load_golden()
        return self._golden if isinstance(self._golden, GoldenSet) else None

    @property
    def golden_set_error(self) -> Exception | None:
        self._load_golden()
        return self._golden if isinstance(self._golden, Exception) else None

    def _load_golden(self) -> None:
        if not self._golden_loaded:
            self._golden_loaded = True
            try:
                self._golden = load_golden_set(self.config.golden_set_path)
            except (JsonError, OSError) as exc:
                self._golden = exc

    # --- per-file analysis (content families) -------------------------------------------

    def file_findings(self, family: str, rel: str) -> list[Finding]:
        """`family`'s `scan` findings in the tree file at `rel` (analysed once, cached)."""
        return self._files().findings(family, rel)  # type: ignore[no-any-return]

    def file_facts(self, family: str, rel: str) -> Any:
        """`family`'s `facts` about the tree file at `rel`; None when it cannot be read."""
        return self._files().facts(family, rel)

    def target_findings(self, family: str, target: ScanTarget) -> list[Finding]:
        """`family`'s `scan` findings in a text built from the tree (cached by content)."""
        return self._files().target_findings(family, target)  # type: ignore[no-any-return]

    def _files(self) -> Any:
        if self.files is None:
            from fixture_guard.perfile import TreeFiles

            self.files = TreeFiles.serial(self)
        return self.files

    # --- common views -------------------------------------------------------------------

    def at_entry(
        self, rule: type[Rule], entry: Entry, message: str, field: str | None = None
    ) -> Finding:
        """A finding about a manifest entry: at the fixture's path, naming its case, with the
        manifest line as a related location (so path waivers and SARIF both name the file)."""
        line, column = self.manifest.locate(entry.pointer + (f"/{field}" if field else ""))
        manifest_at = Location(self.manifest_display, line, column)
        if unsafe_reason(entry.path):
            return rule.finding(
                manifest_at.path,
                f"case {entry.case}, {entry.path!r}: {message}",
                line=line,
                column=column,
                key=entry.path,
            )
        return rule.finding(
            self.display(entry.path),
            f"{message} (manifest case {entry.case})",
            provider=provider_of(entry.path),
            key=entry.path,
            related=(manifest_at,),
        )

    def provider_entries(self, provider: str) -> list[Entry]:
        return [e for e in self.manifest.entries if provider_of(e.path) == provider]

    def exchange_paths(self, provider: str) -> list[str]:
        """Every envelope file of a provider that exists in the tree."""
        prefixes = tuple(f"{provider}/{op}/" for op in OPERATION_DIRS)
        return [f for f in self.tree.files if f.startswith(prefixes) and f.endswith(".json")]


def relative_display(path: Path, base: Path) -> str:
    try:
        rel = os.path.relpath(path, base)
    except ValueError:
        return path.as_posix()
    return rel.replace(os.sep, "/")


Check = Iterator[Finding]
