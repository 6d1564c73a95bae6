"""RFC 3339 timestamps, as the manifest and envelopes carry them."""

from __future__ import annotations

import datetime as dt
import re

_RFC3339 = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"
)


class TimestampError(ValueError):
    pass


def parse_rfc3339(value: str) -> dt.datetime:
    """An aware datetime from an RFC 3339 timestamp; raises TimestampError otherwise."""
    if not _RFC3339.match(value):
        raise TimestampError(f"{value!r} is not an RFC 3339 timestamp (e.g. 2026-10-14T18:03:11Z)")
    try:
        return dt.datetime.fromisoformat(value.upper().replace("Z", "+00:00"))
    except ValueError as exc:
        raise TimestampError(f"{value!r} is not a real date and time: {exc}") from None


def format_rfc3339(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")
