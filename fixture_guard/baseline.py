"""Reviewed findings: a finding someone looked at and accepted, with a reason and a name.

A review is keyed by (rule, path, hash of the matched value) — never by line, never by
the value itself — as detect-secrets' baseline keys its secrets. It therefore survives
edits elsewhere in the file and lapses by itself when the value changes: a new value is
a new finding that nobody has reviewed. Findings that match no value (a blanked field,
an unreadable file) are keyed by the hash of their stable key instead.

The file (default `.fixture-guard-baseline.json` beside the config, `baseline = "…"` in
`[tool.fixture-guard]` to move it) is JSON meant to be committed and reviewed:

    {"version": 1, "reviewed": [{"rule": "FG605", "path": "fixtures/_shared/html/x.html",
      "value_hash": "<sha256>", "masked": "+52…00", "reason": "switchboard the company
      publishes", "reviewer": "ana", "reviewed_at": "2026-10-15T09:00:00Z"}]}
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fixture_guard.atomic import write_atomic
from fixture_guard.errors import InputError
from fixture_guard.finding import Finding, value_hash

if TYPE_CHECKING:
    from fixture_guard.config import Config

VERSION = 1


def identity_hash(finding: Finding) -> str:
    """The hash a review is keyed by: the value's, or that of the finding's stable key."""
    if finding.value_hash:
        return finding.value_hash
    return value_hash(finding.key or finding.message)


def fingerprint_of(rule: str, path: str, digest: str) -> str:
    """Same shape as `Finding.fingerprint`, so reports and the baseline agree."""
    raw = "\0".join((rule, path, digest))
    return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:32]


@dataclass(frozen=True)
class Review:
    rule: str
    path: str
    value_hash: str
    reason: str
    reviewer: str
    reviewed_at: str
    masked: str | None = None

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.rule, self.path, self.value_hash)

    @property
    def fingerprint(self) -> str:
        return fingerprint_of(self.rule, self.path, self.value_hash)

    def to_raw(self) -> dict[str, Any]:
        raw: dict[str, Any] = {
            "rule": self.rule,
            "path": self.path,
            "value_hash": self.value_hash,
        }
        if self.masked:
            raw["masked"] = self.masked
        raw.update(reason=self.reason, reviewer=self.reviewer, reviewed_at=self.reviewed_at)
        return raw


@dataclass
class Baseline:
    path: Path
    reviews: dict[tuple[str, str, str], Review] = field(default_factory=dict)

    def review_of(self, finding: Finding) -> Review | None:
        if not self.reviews:
            return None
        return self.reviews.get((finding.code, finding.path, identity_hash(finding)))

    def accept(
        self, finding: Finding, *, reason: str, reviewer: str, now: dt.datetime | None = None
    ) -> Review:
        """Record `finding` as reviewed (replacing an older review of the same value)."""
        if not reason.strip() or not reviewer.strip():
            raise InputError("a review needs a reason and a reviewer")
        moment = (now or dt.datetime.now(dt.UTC)).astimezone(dt.UTC).replace(microsecond=0)
        review = Review(
            rule=finding.code,
            path=finding.path,
            value_hash=identity_hash(finding),
            reason=reason.strip(),
            reviewer=reviewer.strip(),
            reviewed_at=moment.isoformat().replace("+00:00", "Z"),
            masked=finding.masked,
        )
        self.reviews[review.key] = review
        return review

    def revoke(self, finding: Finding) -> Review | None:
        """Drop the review of `finding`, if there is one (an audit said no); return it."""
        return self.reviews.pop((finding.code, finding.path, identity_hash(finding)), None)

    def prune(self, current: Iterable[Finding]) -> list[Review]:
        """Drop reviews no current finding matches (their value changed or left); return them."""
        alive = {(f.code, f.path, identity_hash(f)) for f in current}
        lapsed = [r for k, r in self.reviews.items() if k not in alive]
        for review in lapsed:
            del self.reviews[review.key]
        return lapsed

    def to_json(self) -> bytes:
        reviews = sorted(self.reviews.values(), key=lambda r: (r.path, r.rule, r.value_hash))
        document = {"version": VERSION, "reviewed": [r.to_raw() for r in reviews]}
        return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")

    def save(self) -> None:
        write_atomic(self.path, self.to_json())


_REQUIRED = ("rule", "path", "value_hash", "reason", "reviewer", "reviewed_at")


def read_baseline(path: Path) -> Baseline:
    """The baseline at `path`; an empty one when the file does not exist."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Baseline(path)
    except OSError as exc:
        raise InputError(f"{path}: cannot read the baseline: {exc.strerror}") from None
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise InputError(f"{path}: the baseline is not JSON ({exc})") from None
    if not isinstance(document, dict) or not isinstance(document.get("reviewed"), list):
        raise InputError(f'{path}: the baseline needs a "reviewed" list')
    baseline = Baseline(path)
    for index, raw in enumerate(document["reviewed"]):
        if not isinstance(raw, dict) or not all(
            isinstance(raw.get(k), str) and raw.get(k) for k in _REQUIRED
        ):
            raise InputError(f"{path}: reviewed[{index}] needs non-empty {', '.join(_REQUIRED)}")
        review = Review(
            rule=raw["rule"],
            path=raw["path"],
            value_hash=raw["value_hash"],
            reason=raw["reason"],
            reviewer=raw["reviewer"],
            reviewed_at=raw["reviewed_at"],
            masked=raw.get("masked") if isinstance(raw.get("masked"), str) else None,
        )
        baseline.reviews[review.key] = review
    return baseline


def load_baseline(config: Config) -> Baseline:
    return read_baseline(config.baseline_path)
