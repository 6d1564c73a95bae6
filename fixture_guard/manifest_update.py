"""`manifest update`: record new files, and re-hash changed ones only when told to."""

from __future__ import annotations

import dataclasses
import email.utils
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fixture_guard.envelope import parse_envelope
from fixture_guard.errors import InputError, UnsafePath
from fixture_guard.jsonfile import JsonError
from fixture_guard.manifest import CLASSES, EXPECTED_CLASS, Entry, Manifest, sha256_file
from fixture_guard.timeutil import TimestampError, format_rfc3339, parse_rfc3339
from fixture_guard.tree import FixtureTree, is_covered_by_manifest, provider_of, unsafe_reason


@dataclass(frozen=True)
class UpdateOptions:
    captured_at: str | None = None
    rehash: bool = False
    case: str | None = None
    cls: str | None = None
    kind: str | None = None
    synthetic: bool = False
    source_url: str | None = None
    sha256_original: str | None = None


@dataclass
class UpdatePlan:
    added: list[Entry] = field(default_factory=list)
    #: (old entry, new entry) for files whose content changed and --rehash was given.
    rehashed: list[tuple[Entry, Entry]] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    #: (path, why) for files left alone; any refusal means nothing is written.
    refused: list[tuple[str, str]] = field(default_factory=list)

    @property
    def changes(self) -> int:
        return len(self.added) + len(self.rehashed)


def _capture_date(options: UpdateOptions, rel: str, tree: FixtureTree) -> str | None:
    """The capture date: --captured-at, else the envelope's response `date` header."""
    if options.captured_at:
        return options.captured_at
    if not rel.endswith(".json") or provider_of(rel) is None:
        return None
    try:
        envelope = parse_envelope(tree.resolve(rel).read_bytes())
    except (JsonError, OSError, UnsafePath):
        return None
    header = envelope.response.headers.get("date") if envelope.response else None
    if not header:
        return None
    try:
        return format_rfc3339(email.utils.parsedate_to_datetime(header))
    except (TypeError, ValueError):
        return None


def _infer_class(rel: str) -> str | None:
    parts = rel.split("/")
    if rel.startswith("_shared/expected/"):
        return EXPECTED_CLASS
    if provider_of(rel) and len(parts) == 3 and parts[1] == "search":
        return "results"
    return None


def _infer_case(rel: str, tree: FixtureTree) -> str | None:
    parts = rel.split("/")
    if rel.startswith("_shared/expected/") or (provider_of(rel) and parts[1:2] == ["search"]):
        return Path(parts[-1]).stem
    if provider_of(rel) and rel.endswith(".json"):
        try:
            case = parse_envelope(tree.resolve(rel).read_bytes()).case
        except (JsonError, OSError, UnsafePath):
            return None
        return case
    return None


def plan_update(
    tree: FixtureTree, manifest: Manifest, paths: Iterable[str], options: UpdateOptions
) -> UpdatePlan:
    """Work out what `manifest update` would do, without writing anything."""
    if options.captured_at:
        try:
            parse_rfc3339(options.captured_at)
        except TimestampError as exc:
            raise InputError(f"--captured-at: {exc}") from None
    if options.cls and options.cls not in (*CLASSES, EXPECTED_CLASS):
        raise InputError(f"--class: {options.cls!r} is not a class")
    plan = UpdatePlan()
    listed = manifest.by_path
    for rel in sorted(set(paths)):
        reason = unsafe_reason(rel)
        if reason or not is_covered_by_manifest(rel):
            plan.refused.append((rel, reason or "not under _shared/ or a provider folder"))
            continue
        try:
            path = tree.resolve(rel)
        except UnsafePath as exc:
            plan.refused.append((rel, str(exc)))
            continue
        if not path.is_file():
            plan.refused.append((rel, "not a file in the tree"))
            continue
        digest, size = sha256_file(path), path.stat().st_size
        old = listed.get(rel)
        if old is not None:
            if old.sha256 == digest:
                if old.bytes != size:
                    plan.rehashed.append((old, dataclasses.replace(old, bytes=size)))
                else:
                    plan.unchanged.append(rel)
                continue
            if not options.rehash:
                plan.refused.append(
                    (
                        rel,
                        f"content changed since it was recorded (sha256 {str(old.sha256)[:12]}… → "
                        f"{digest[:12]}…); pass --rehash, with a new --captured-at, if it was "
                        "re-captured on purpose",
                    )
                )
                continue
            new = dataclasses.replace(
                old,
                sha256=digest,
                bytes=size,
                captured_at=options.captured_at or old.captured_at,
                sha256_original=options.sha256_original or old.sha256_original,
            )
            plan.rehashed.append((old, new))
            continue
        cls = options.cls or _infer_class(rel)
        case = options.case or _infer_case(rel, tree)
        captured = _capture_date(options, rel, tree)
        missing = [
            what
            for what, value in (("--class", cls), ("--case", case), ("--captured-at", captured))
            if not value
        ]
        if missing:
            plan.refused.append((rel, f"new file: cannot tell its {', '.join(missing)}; pass it"))
            continue
        assert case is not None
        plan.added.append(
            Entry(
                case=case,
                path=rel,
                cls=cls,
                sha256=digest,
                captured_at=captured,
                sha256_original=options.sha256_original,
                kind=options.kind,
                source_url=options.source_url,
                bytes=size,
                synthetic=options.synthetic,
            )
        )
    return plan


def apply_update(manifest: Manifest, plan: UpdatePlan) -> None:
    """Apply a plan with no refusals and write the manifest atomically."""
    assert not plan.refused, "a plan with refusals is never applied"
    replaced = {old.path: new for old, new in plan.rehashed}
    manifest.entries = [replaced.get(e.path, e) for e in manifest.entries] + plan.added
    manifest.save()
