"""What a recorded exchange says, whatever the provider's body looks like.

Providers shape their bodies differently (`results[]`, `web.results[]`, `organic[]`,
`data[]`, `pages[]`; failures in `failed_results[]`, `failed[]`, `errors[]`). The scorer
reads them through these few functions, so the honest-partial gate and the provenance of
run records read an exchange the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from fixture_guard.envelope import Envelope
from fixture_guard.score.urls import url_key

#: Where a body lists what came back, in the order tried.
_RESULT_KEYS: tuple[tuple[str, ...], ...] = (
    ("results",),
    ("web", "results"),
    ("organic",),
    ("data",),
    ("pages",),
    ("items",),
)
#: Where a body lists the URLs it could not serve, each declared (not hidden).
_FAILURE_KEYS = ("failed_results", "failed", "errors", "failures")
#: Where a result carries its publication date.
_DATE_KEYS = ("published_at", "published_date", "publishedAt", "datePublished", "page_age", "date")


def _dig(body: Any, keys: tuple[str, ...]) -> Any:
    for key in keys:
        if not isinstance(body, dict):
            return None
        body = body.get(key)
    return body


def _item_url(item: Any) -> str | None:
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        for key in ("url", "link", "source_url"):
            value = item.get(key)
            if isinstance(value, str) and value:
                return value
    return None


def _urls(items: Any) -> tuple[str, ...]:
    if not isinstance(items, list):
        return ()
    return tuple(url for url in (_item_url(i) for i in items) if url)


def _items(body: Any) -> list[Any] | None:
    for keys in _RESULT_KEYS:
        items = _dig(body, keys)
        if isinstance(items, list):
            return items
    return None


def result_urls(body: Any) -> tuple[str, ...] | None:
    """The URLs a response body returned, in its order; None when it lists none at all."""
    items = _items(body)
    return None if items is None else _urls(items)


def result_dates(body: Any) -> tuple[str | None, ...]:
    """Per returned URL (in `result_urls` order), the date the provider gave, or None."""
    dates: list[str | None] = []
    for item in _items(body) or []:
        if _item_url(item) is None:
            continue
        found = None
        if isinstance(item, dict):
            for key in _DATE_KEYS:
                value = item.get(key)
                if isinstance(value, str) and value.strip():
                    found = value
                    break
        dates.append(found)
    return tuple(dates)


def failed_urls(body: Any) -> tuple[str, ...]:
    for key in _FAILURE_KEYS:
        items = _dig(body, (key,))
        if isinstance(items, list):
            return _urls(items)
    return ()


def _keys(urls: Iterable[str]) -> frozenset[str]:
    return frozenset(url_key(u) for u in urls)


@dataclass(frozen=True)
class Coverage:
    """An exchange that asked for URLs: what came back, what it declared, what it said."""

    asked: tuple[str, ...]
    returned: tuple[str, ...]
    failed: tuple[str, ...]
    #: The response's own `partial` flag (None when it has none).
    partial: object
    missing: tuple[str, ...]

    @property
    def absent(self) -> list[str]:
        """Asked URLs that did not come back (declared failures included), in asked order."""
        back = _keys(self.returned)
        return [u for u in self.asked if url_key(u) not in back]

    @property
    def unaccounted(self) -> list[str]:
        """Asked URLs neither returned nor declared failed: silently dropped."""
        known = _keys(self.returned) | _keys(self.failed)
        return [u for u in self.asked if url_key(u) not in known]

    @property
    def is_dishonest(self) -> bool:
        """Fewer URLs than asked, some silently dropped, and no `partial: true`."""
        return bool(self.unaccounted) and self.partial is not True


def coverage(envelope: Envelope) -> Coverage | None:
    """The coverage of an exchange that asked for URLs and got a 2xx answer; else None.

    An error response (429, 5xx, a simulated timeout) is not a partial answer: it says
    it failed. Only an answer that claims success can lie about its coverage.
    """
    body = envelope.request_body
    asked = _urls(body.get("urls")) if isinstance(body, dict) else ()
    response = envelope.response
    if not asked or response is None or envelope.simulated:
        return None
    if response.status is not None and not 200 <= response.status < 300:
        return None
    answer = response.body if isinstance(response.body, dict) else {}
    return Coverage(
        asked=asked,
        returned=result_urls(answer) or (),
        failed=failed_urls(answer),
        partial=answer.get("partial"),
        missing=_urls(answer.get("missing")),
    )


def search_results(envelope: Envelope) -> tuple[str, ...] | None:
    """The ranked result URLs of a recorded search response (None: no response)."""
    response = envelope.response
    if response is None:
        return None
    return result_urls(response.body) or ()


def search_dates(envelope: Envelope) -> tuple[str | None, ...]:
    """The dates of a recorded search response's results, in their order."""
    response = envelope.response
    return () if response is None else result_dates(response.body)
