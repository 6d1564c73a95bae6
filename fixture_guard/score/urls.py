"""URLs as the scorer compares them: one document, one key; one host, one family."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Mapping
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

# Query parameters that say who sent the reader, never which document it is.
_TRACKING_PREFIXES = ("utm_",)
_TRACKING = frozenset({"fbclid", "gclid", "mc_cid", "mc_eid", "ref_src"})
_DEFAULT_PORTS = {"http": "80", "https": "443"}


def host_of(url: str) -> str:
    """The host of a URL, lower-case, without port or trailing dot ('' when there is none)."""
    try:
        host = urlsplit(url.strip()).hostname or ""
    except ValueError:
        return ""
    return host.rstrip(".").lower()


def url_key(url: str) -> str:
    """The identity of a document's URL: two URLs with one key are one document.

    Conservative on purpose: scheme and host case, a default port, the fragment and
    tracking parameters never name a different page, so they are dropped; the path
    (case, trailing slash) and every other parameter are kept, because on some sites
    they do name a different page.
    """
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").rstrip(".")
    if ":" in host:  # an IPv6 literal keeps its brackets, or its port would be ambiguous
        host = f"[{host}]"
    netloc = host
    if port is not None and str(port) != _DEFAULT_PORTS.get(scheme):
        netloc = f"{host}:{port}"
    query = [
        (k, v)
        for k, v in parse_qsl(parts.query, keep_blank_values=True)
        if k.lower() not in _TRACKING and not k.lower().startswith(_TRACKING_PREFIXES)
    ]
    path = parts.path or "/"
    return urlunsplit((scheme, netloc, path, urlencode(query, doseq=True), ""))


def document_key(name: str) -> str:
    """The identity of a document named either by URL or by its path in the fixture tree.

    Run records name documents (injection `flagged`/`reached_model`) by their `_shared/`
    path or by their URL; a URL is compared by `url_key`, a path as written (without a
    leading `./`). The scorer compares documents through this one function.
    """
    text = name.strip()
    if "://" in text:
        return url_key(text)
    while text.startswith("./"):
        text = text[2:]
    return text


def host_matches(host: str, pattern: str) -> bool:
    """`pattern` is fnmatch on the host (`*.gob.mx`); `*.gob.mx` also matches `gob.mx` itself."""
    pattern = pattern.strip().rstrip(".").lower()
    if not host or not pattern:
        return False
    if fnmatch.fnmatchcase(host, pattern):
        return True
    return pattern.startswith("*.") and host == pattern[2:]


def families_of(host: str, families: Mapping[str, Iterable[str]]) -> tuple[str, ...]:
    """Every family of the golden set whose host patterns match `host`."""
    return tuple(
        name for name, patterns in families.items() if any(host_matches(host, p) for p in patterns)
    )


def host_listed(host: str, hosts: Iterable[str]) -> bool:
    """Whether `host` is one of a case's `expect.hosts` (exact, or a pattern)."""
    return any(host_matches(host, h) for h in hosts)
