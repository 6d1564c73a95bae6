"""The item record that the content modules of corpus 15 return to the generator.

A content item says what the datum is (``label``, ``family``, ``kind``, ``lang``,
``form``, ``why``, ``value``) and how it may be written into a capture:

- ``text``: one line holding the datum in its context (a sentence, a log line, a CSV row,
  an env line, a code line...). It can become a JSON/YAML field (under ``key`` or a
  neutral key), an HTML block (wrapped by ``wrap``), a new element of a list of strings,
  or, when ``prose`` is true, a sentence appended to a search result's text.
- ``html`` (+ ``html_value`` when the datum is written differently in markup): a snippet
  of its own.
- ``header``: ``(name, value)`` for a recorded HTTP header of a cassette.
- ``inner``: ``(key, value)`` for a field inside a recorded JSON body.
- ``only``: restricts the ways the generator may use.
"""

from __future__ import annotations

from typing import Any

LABEL_OF_FAMILY = {
    "personal": "personal",
    "account-id": "personal",
    "secret": "secret",
    "keep": "keep",
}


def mk(
    family: str,
    kind: str,
    lang: str,
    form: str,
    why: str,
    value: str,
    *,
    text: str | None = None,
    key: str | None = None,
    prose: bool = False,
    wrap: str | None = None,
    html: str | None = None,
    html_value: str | None = None,
    header: tuple[str, str] | None = None,
    inner: tuple[str, str] | None = None,
    only: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    if not (text or html or header or inner):
        raise ValueError(f"{kind}: an item needs a way to be written")
    if text is not None and value not in text:
        raise ValueError(f"{kind}: value {value!r} not in {text!r}")
    if html is not None and (html_value or value) not in html:
        raise ValueError(f"{kind}: value {value!r} not in {html!r}")
    for part in (header, inner):
        if part is not None and value not in part[1]:
            raise ValueError(f"{kind}: value {value!r} not in {part!r}")
    return {
        "label": LABEL_OF_FAMILY[family],
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "why": why,
        "value": value,
        "text": text,
        "key": key,
        "prose": prose,
        "wrap": wrap,
        "html": html,
        "html_value": html_value,
        "header": header,
        "inner": inner,
        "only": only,
    }
