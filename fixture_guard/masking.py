"""Masked forms of secrets and personal data: the only form any output may show."""

from __future__ import annotations

ELLIPSIS = "…"


def mask(value: str) -> str:
    """Show enough of a value to recognise it, never enough to use it.

    `tvly-AbCdEf123456783Fq` becomes `tvly-…3Fq`: a known prefix (up to the first
    separator, at most 5 characters) and the last 3 characters. Values of 8
    characters or fewer keep only their first character.
    """
    value = value.strip()
    if len(value) <= 8:
        return (value[:1] + ELLIPSIS) if value else ELLIPSIS
    head = value[:5]
    for sep in "-_:@=.":
        cut = value.find(sep)
        if 0 < cut < 5:
            head = value[: cut + 1]
            break
    # Keep at most a third of the value in view, whatever its length.
    tail_len = 3 if len(value) >= 18 else 2
    head = head[: max(1, len(value) // 3 - tail_len)]
    return f"{head}{ELLIPSIS}{value[-tail_len:]}"
