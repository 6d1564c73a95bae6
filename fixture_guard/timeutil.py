"""Dates and times: one parser for every RFC 3339 / ISO 8601 form the bench meets.

`datetime.fromisoformat` (Python ≥ 3.11) does the parsing: extended and basic forms
(`2026-09-13T23:30:00-06:00`, `2026-09-13T23:30-06:00`, `…-0600`, `20260913T233000Z`),
fractions of any length, `Z` and `z`, a space instead of `T`, week dates (`2026-W37-7`).
This module only adds what it leaves out or lets through:

- ordinal dates (`2026-256`) and RFC 3339's leap second (`23:59:60`, read as `23:59:59`);
- only `T`, `t` or a space may separate date and time (fromisoformat takes any character);
- **offset-less date-times are taken as UTC** (so their calendar date is the one written);
- bounds: at most 64 characters, and an instant whose UTC form falls outside the years
  1–9999 (`0001-01-01T00:00:00+05:00`) is an error, never an OverflowError later.

`parse_instant` is for moments (`at`, `window`); `parse_day` for publication dates (a date,
or a date-time taken to its UTC calendar day); `parse_rfc3339` for the manifest's
`captured_at`, which the contract pins to the RFC 3339 profile (seconds and an offset).
"""

from __future__ import annotations

import datetime as dt

MAX_LENGTH = 64


class TimestampError(ValueError):
    pass


def _date_part(text: str, original: str) -> dt.date:
    # Ordinal dates (YYYY-DDD) are ISO 8601 but not fromisoformat's.
    if len(text) == 8 and text[4] == "-" and text[:4].isdigit() and text[5:].isdigit():
        year, day = int(text[:4]), int(text[5:])
        if year < 1 or not 1 <= day <= (366 if _is_leap(year) else 365):
            raise TimestampError(f"{original!r} is not a real date (day {day} of {year})")
        return dt.date(year, 1, 1) + dt.timedelta(days=day - 1)
    try:
        return dt.date.fromisoformat(text)
    except ValueError as exc:
        raise TimestampError(_reason(original, exc)) from None


def _is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _reason(original: str, exc: ValueError) -> str:
    message = str(exc)
    if message.startswith("Invalid isoformat string"):
        return (
            f"{original!r} is not an ISO 8601 / RFC 3339 date or date-time "
            "(e.g. 2026-10-14 or 2026-10-14T18:03:11Z)"
        )
    return f"{original!r} is not a real date and time: {message}"


def parse_iso(value: str) -> dt.date | dt.datetime:
    """A date, or an aware datetime in UTC (offset-less ones taken as UTC)."""
    if not isinstance(value, str):
        raise TimestampError(f"{value!r} is not a date string")
    original = value
    text = value.strip().upper()
    if not text:
        raise TimestampError("empty date")
    if len(text) > MAX_LENGTH:
        raise TimestampError(f"{original[:20]!r}… is longer than {MAX_LENGTH} characters")
    cut = min((i for i in (text.find("T"), text.find(" ")) if i > 0), default=-1)
    if cut < 0:
        return _date_part(text, original)
    date_text, time_text = text[:cut], text[cut + 1 :].strip()
    day = _date_part(date_text, original)
    leap = len(time_text) >= 8 and time_text[2] == ":" and time_text[5:8] == ":60"
    if leap:
        time_text = time_text[:5] + ":59" + time_text[8:]
    try:
        moment = dt.datetime.fromisoformat(f"{day.isoformat()}T{time_text}")
    except ValueError as exc:
        raise TimestampError(_reason(original, exc)) from None
    if leap:
        moment = moment.replace(microsecond=0)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    try:
        utc = moment.astimezone(dt.UTC)
        if leap:
            utc += dt.timedelta(seconds=1)
    except OverflowError:
        raise TimestampError(
            f"{original!r} falls outside the years 1–9999 once taken to UTC"
        ) from None
    return utc


def parse_instant(value: str) -> dt.datetime:
    """An aware UTC datetime; a bare date is its midnight UTC."""
    parsed = parse_iso(value)
    if isinstance(parsed, dt.datetime):
        return parsed
    return dt.datetime(parsed.year, parsed.month, parsed.day, tzinfo=dt.UTC)


def parse_day(value: str) -> dt.date:
    """The calendar day of a date, or of a date-time taken in UTC."""
    parsed = parse_iso(value)
    return parsed.date() if isinstance(parsed, dt.datetime) else parsed


def parse_rfc3339(value: str) -> dt.datetime:
    """An aware datetime from an RFC 3339 timestamp (date, time with seconds, offset).

    The same parser as every other date; the RFC 3339 profile (what the contract asks of
    `captured_at`) is checked on the text's shape, not with a regular expression.
    """
    example = "(e.g. 2026-10-14T18:03:11Z)"
    text = value.strip() if isinstance(value, str) else ""
    upper = text.upper()
    if len(upper) < 20 or upper[10] != "T" or upper[4] != "-" or upper[7] != "-":
        raise TimestampError(f"{value!r} is not an RFC 3339 timestamp {example}")
    clock = upper[11:]
    if len(clock) < 9 or clock[2] != ":" or clock[5] != ":":
        raise TimestampError(f"{value!r} is not an RFC 3339 timestamp {example}")
    has_offset = clock.endswith("Z") or (len(clock) >= 6 and clock[-6] in "+-" and clock[-3] == ":")
    if not has_offset:
        raise TimestampError(f"{value!r} has no offset: RFC 3339 needs Z or ±HH:MM {example}")
    parsed = parse_iso(text)
    assert isinstance(parsed, dt.datetime)
    return parsed


def format_rfc3339(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")
