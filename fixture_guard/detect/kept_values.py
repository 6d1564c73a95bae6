"""Values §3 says always stay, found gone: emptied, nulled, or a date header missing.

`detect.secrets.find_removed_kept_values` finds them replaced by a redaction marker
(`[REDACTED]`, `<DATE>`); this module finds the quieter ways a recorder in a hurry, or
a redaction tool, loses them, in recorded exchanges (envelopes, cassettes):

- an HTTP date header (`date`, `last-modified`, `expires`, `age`) present but empty,
  null or an empty list: a server never sends one empty;
- `retrievedAt` or `cacheAgeSeconds` (capture metadata, always known) set to `""`,
  `null`, `~` or `[]`;
- an envelope (`fixture`, `request`, `response`) whose response has no `date` header at
  all: origin servers send one, so it was most likely deleted; but a body saved alone
  or a cassette recorded with a header filter never had it, so this one is FG509, a
  warning, not FG507.

A null `publishedAt`/`published_date` is *not* reported: search providers return it
null for every result they cannot date (the example bench has 143), so without the
original capture a nulled one cannot be told from an honest one. Nothing here reads
pages, where `"date": ""` is a site's own data. All but the missing header are reported by
the secrets family's FG507 (`secrets.kept-value-removed`).
"""

from __future__ import annotations

import re

from fixture_guard.detect.base import Match
from fixture_guard.jsonfile import JsonError, parse_json

KEPT_VALUE_REMOVED = "FG507"  # `fixture_guard.detect.secrets.KEPT_VALUE_REMOVED`
#: A response with no date header: a warning, since some honest recordings never had one.
DATE_HEADER_ABSENT = "FG509"
EMPTIED = "kept-value-emptied"
MISSING_DATE = "date-header-missing"

_EMPTY = r"""(?P<value>""|''|null|~|\[[ \t]*\]|None)(?=[ \t]*(?:[,}\]\r\n]|$))"""
#: Capture metadata, anywhere in an exchange.
_METADATA = re.compile(
    r"""(?<![\w\-])(?P<q>["']?)(?P<name>retrieved_?at|retrievedAt|cacheAgeSeconds|"""
    r"""cache_age_seconds)(?P=q)[ \t]{0,8}:[ \t]{0,8}""" + _EMPTY,
    re.IGNORECASE,
)
#: A cassette's header, on its own line: `      Date: []`, `      date: ''`.
_YAML_HEADER = re.compile(
    r"""^[ \t]+(?P<name>date|last-modified|expires|age)[ \t]*:[ \t]*""" + _EMPTY,
    re.IGNORECASE | re.MULTILINE,
)
_DATE_HEADERS = frozenset({"date", "last-modified", "expires", "age"})
#: Exchanges: an envelope's `"response"`, a VCR cassette's `interactions:`/`"response"`.
_EXCHANGE = re.compile(r"""["']response["']\s*:|^\s*response:|^interactions:""", re.MULTILINE)


def find_emptied_kept_values(text: str) -> list[Match]:
    """Kept values blanked or nulled in a recorded exchange, and a response without a
    `date` header in an envelope."""
    if "response" not in text or not _EXCHANGE.search(text):
        return []  # a page, not a recorded exchange: one substring search decides
    found = []
    if "etrieved" in text or "acheAge" in text or "ache_age" in text:
        found += [_emptied(m) for m in _METADATA.finditer(text)]
    if "interactions:" in text:
        found += [_emptied(m) for m in _YAML_HEADER.finditer(text)]
    missing = _missing_date_header(text)
    if missing is not None:
        found.append(missing)
    return found


def _emptied(m: re.Match[str]) -> Match:
    return Match(
        code=KEPT_VALUE_REMOVED,
        kind=EMPTIED,
        start=m.start("value"),
        end=m.end("value"),
        value=m.group("value"),
        note=m.group("name"),
    )


def _missing_date_header(text: str) -> Match | None:
    if '"fixture"' not in text or '"request"' not in text:
        return None
    try:
        doc = parse_json(text).value  # bounded: depth, numbers, size (jsonfile.py)
    except JsonError:
        return None  # a broken envelope is the integrity family's finding
    if not isinstance(doc, dict) or not {"fixture", "request", "response"} <= doc.keys():
        return None
    response = doc["response"]
    if not isinstance(response, dict):
        return None  # a simulated timeout has no response
    headers = response.get("headers")
    values = {str(k).lower(): v for k, v in headers.items()} if isinstance(headers, dict) else {}
    if values.get("date"):
        return None
    at = text.find('"headers"', text.find('"response"'))
    if at == -1:
        at = text.find('"response"')
    # Present but emptied is a removal (FG507); absent may be how it was recorded (FG509).
    emptied = "date" in values
    return Match(
        code=KEPT_VALUE_REMOVED if emptied else DATE_HEADER_ABSENT,
        kind=MISSING_DATE,
        start=at,
        end=at + 1,
        value="date",
        note="the response's `date` header (missing or empty)",
    )
