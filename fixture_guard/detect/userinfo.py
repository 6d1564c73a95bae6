"""A URL's userinfo (`scheme://user:password@host`), read the way a lenient parser does.

Recorders paste connection strings whose passwords were never percent-encoded:
`postgres://app:Xy7!q#r@db:5432/app`, `redis://:p@ss?w0rd@cache:6379`. A strict reading
(RFC 3986: the authority ends at `/`, `?` or `#`) cuts such a password at its `#` and
finds no userinfo; a driver (libpq, SQLAlchemy, Go's `net/url`) reads the authority up
to the first `/` and splits it at its *last* `@`. This module reads it that way, for
any scheme, and is shared by the secrets family (a password, a key-shaped user) and the
personal family (an address-like `…@host` inside a userinfo is no mailbox).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

#: `scheme://authority`: the authority runs to the first `/`, white space, quote,
#: angle bracket or backslash (a JSON-escaped `\/`); 384 characters at most.
_AUTHORITY = re.compile(r"://(?P<authority>[^/\s\"'<>\\`]{3,384})")
#: The scheme before `://`: `postgres`, `mongodb+srv`, `git+ssh`, `https`.
_SCHEME_BEFORE = re.compile(r"(?i)(?<![A-Za-z0-9+.\-])[a-z][a-z0-9+.\-]{1,20}$")
#: What follows the userinfo's `@`: a host name, an IPv4 or a bracketed IPv6 address.
_HOST = re.compile(r"(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9\-]{0,62}\.?)*)")
#: A user name may not hold what starts a query or a fragment: `https://site?to=a@b.mx`
#: has no userinfo (a mailbox in a query).
_NOT_IN_USER = frozenset("?#&=@")


@dataclass(frozen=True)
class Userinfo:
    """Offsets into the text: the user [user_start, user_end), the password
    [password_start, password_end) (empty when there is none), and the `@`."""

    scheme: str
    user_start: int
    user_end: int
    password_start: int
    password_end: int
    at: int

    @property
    def has_password(self) -> bool:
        return self.password_start > self.user_end


def find_userinfo(text: str) -> Iterator[Userinfo]:
    """Every URL userinfo in `text`, with the offsets of its user and password."""
    for m in _AUTHORITY.finditer(text):
        scheme = _SCHEME_BEFORE.search(text, max(0, m.start() - 22), m.start())
        if scheme is None:
            continue
        authority = m.group("authority")
        at = authority.rfind("@")
        if at <= 0 or at + 1 >= len(authority) or not _HOST.match(authority, at + 1):
            continue
        base = m.start("authority")
        userinfo = authority[:at]
        user, colon, _password = userinfo.partition(":")
        if any(c in _NOT_IN_USER for c in user):
            continue
        if not colon and any(c in _NOT_IN_USER for c in userinfo):
            continue
        user_end = base + len(user)
        yield Userinfo(
            scheme=scheme.group().lower(),
            user_start=base,
            user_end=user_end,
            password_start=user_end + 1 if colon else user_end,
            password_end=base + at,
            at=base + at,
        )


def in_userinfo(text: str, position: int) -> bool:
    """Whether `position` lies inside a URL's userinfo (before its last `@`), or is the
    start of the host right after it: an address-like `local@host` there is a
    credential's neighbour, not a mailbox."""
    lo = max(0, position - 400)
    start = text.rfind("://", lo, position)
    if start == -1:
        return False
    for info in find_userinfo(text[max(0, start - 22) : position + 400]):
        shift = max(0, start - 22)
        if info.user_start + shift <= position <= info.at + shift:
            return True
    return False


#: A user name that is itself a key (Sentry's DSN `https://<32 hex>@o1.ingest.sentry.io/1`,
#: a token used as a git user `https://<token>@github.com/…`): long, no word.
KEY_USER = re.compile(r"[A-Za-z0-9_\-]{20,256}")
