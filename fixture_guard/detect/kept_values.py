"""Values §3 says always stay, found gone: emptied, nulled, or a date header missing.

`detect.secrets.find_removed_kept_values` finds them replaced by a redaction marker
(`[REDACTED]`, `<DATE>`); this module finds the quieter ways a recorder in a hurry, or
a redaction tool, loses them — in recorded exchanges (envelopes, cassettes), not in
pages, where `"date": ""` is just a site's own data:

- a date header, `publishedAt`/`published_date`/`datePublished`, `retrievedAt` or
  `cacheAgeSeconds` set to `""`, `null`, `~` or `[]`;
- an envelope (`fixture`, `request`, `response`) whose response has no `date` header at
  all: the capture had one (every HTTP server sends it), so it was deleted.

Both are reported by the secrets family's FG507 (`secrets.kept-value-removed`).
"""

from __future__ import annotations

import json
import re

from fixture_guard.detect.base import Match

KEPT_VALUE_REMOVED = "FG507"  # `fixture_guard.detect.secrets.KEPT_VALUE_REMOVED`
EMPTIED = "kept-value-emptied"
MISSING_DATE = "date-header-missing"

_NAMES = (
    r"date|last-modified|expires|published_?at|publishedAt|published_?date|publishedDate|"
    r"datePublished|dateModified|retrieved_?at|retrievedAt|cacheAgeSeconds|cache_age_seconds"
)
_EMPTIED = re.compile(
    r"""(?<![\w\-])(?P<q>["']?)(?P<name>""" + _NAMES + r""")(?P=q)[ \t]{0,8}:[ \t]{0,8}"""
    r"""(?P<value>""|''|null|~|\[[ \t]*\]|None)(?=[ \t]*(?:[,}\]\r\n]|$))""",
    re.IGNORECASE,
)
#: Exchanges: an envelope's `"response"`, a VCR cassette's `interactions:`/`"response"`.
_EXCHANGE = re.compile(r"""["']response["']\s*:|^\s*response:|^interactions:""", re.MULTILINE)


def find_emptied_kept_values(text: str) -> list[Match]:
    """Kept values blanked or nulled in a recorded exchange, and a response without a
    `date` header in an envelope."""
    if not _EXCHANGE.search(text):
        return []
    found = [
        Match(
            code=KEPT_VALUE_REMOVED,
            kind=EMPTIED,
            start=m.start("value"),
            end=m.end("value"),
            value=m.group("value"),
            note=m.group("name"),
        )
        for m in _EMPTIED.finditer(text)
    ]
    missing = _missing_date_header(text)
    if missing is not None:
        found.append(missing)
    return found


def _missing_date_header(text: str) -> Match | None:
    if '"fixture"' not in text or '"request"' not in text:
        return None
    try:
        doc = json.loads(text)
    except ValueError:
        return None  # a broken envelope is the integrity family's finding
    if not isinstance(doc, dict) or not {"fixture", "request", "response"} <= doc.keys():
        return None
    response = doc["response"]
    if not isinstance(response, dict):
        return None  # a simulated timeout has no response
    headers = response.get("headers")
    names = {str(k).lower() for k in headers} if isinstance(headers, dict) else set()
    if "date" in names:
        return None
    at = text.find('"headers"', text.find('"response"'))
    if at == -1:
        at = text.find('"response"')
    return Match(
        code=KEPT_VALUE_REMOVED,
        kind=MISSING_DATE,
        start=at,
        end=at + 1,
        value="date",
        note="the response's `date` header",
    )
