# ruff: noqa: E501
"""Shared helpers for the content modules of corpus 28."""

from __future__ import annotations

import html as _html
from typing import Any


def esc(s: str) -> str:
    """HTML-escape text (the item's value keeps the entities when written for HTML)."""
    return _html.escape(s, quote=True)


def entry(
    kind: str,
    lang: str,
    form: str,
    value: str,
    *,
    text: str | None = None,
    html: str | None = None,
    key: str = "snippet",
    hdr: str | None = None,
    family: str = "personal",
    where: str = "any",
) -> dict[str, Any]:
    """One datum in its context.

    ``text``: a one-line string for a JSON/YAML field named ``key``; ``html``: a snippet
    whose datum is written as ``esc(value)`` (the item's value is then that escaped form); ``hdr``: a recorded header's name (``text``
    is then the header value). ``where`` narrows the capture kind: any / search / errors /
    html.
    """
    if text is not None:
        assert value in text, (value, text)
        assert '"' not in value and "\\" not in value, value
    if html is not None:
        assert text is None
        assert esc(value) in html, (value, html)
        value = esc(value)
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "html": html,
        "key": key,
        "hdr": hdr,
        "family": family,
        "where": where,
    }


def wrap(tag: str, inner_html: str, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>{inner_html}</{tag}>"
