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


def _safe_mask(value: str) -> str:
    """`mask(value)` without quotes or backslashes, so masking inside a JSON or Markdown
    text never breaks its syntax."""
    return "".join(c for c in mask(value) if c not in "\"'\\`")


def sensitive_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` holds a secret or a personal datum, by the cheap detectors only.

    Secrets: every rule of `detect.secrets` (formats, names, URL parameters, the
    `Authorization: Bearer …` forms). Personal data: the shapes of `detect.mx_patterns`
    (emails other than role mailboxes and placeholders, phones, CURP, RFC, INE keys,
    identity and card numbers, other countries' personal numbers); presidio is not loaded for an output line.
    """
    from fixture_guard.detect import mx_patterns as mp
    from fixture_guard.detect.personal import is_placeholder_email, is_role_mailbox
    from fixture_guard.detect.secrets import find_secrets

    spans = [(m.start, m.end) for m in find_secrets(text, media="text")]
    for candidate in mp.find_emails(text):
        address = text[candidate.start : candidate.end]
        if not (is_role_mailbox(address) or is_placeholder_email(address)):
            spans.append((candidate.start, candidate.end))
    for finder in (
        mp.find_phones,
        mp.find_curps,
        mp.find_rfcs,
        mp.find_ine_keys,
        mp.find_number_ids,
        mp.find_national_ids,
        mp.find_redacted_copies,
    ):
        spans.extend((c.start, c.end) for c in finder(text))
    # round 31b: the recorder's home directory, machine name, login and address (an
    # anchored RE2 pass, cheap enough for an output line)
    from fixture_guard.detect.operator_env import find_operator_identity

    spans.extend((m.start, m.end) for m in find_operator_identity(text))
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def mask_text(text: str) -> str:
    """`text` with every secret and personal datum in it shown masked (see `mask`).

    The last wall before any output: reporters pass every finding message through it,
    `manifest diff` its whole output. Values already masked (`tvly-…3Fq`) and
    placeholders are not matched again.
    """
    spans = sensitive_spans(text)
    if not spans:
        return text
    pieces: list[str] = []
    position = 0
    for start, end in spans:
        pieces.append(text[position:start])
        pieces.append(_safe_mask(text[start:end]))
        position = end
    pieces.append(text[position:])
    return "".join(pieces)
