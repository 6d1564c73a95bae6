"""Shared shapes of the content modules of corpus 14.

A content module lists **kinds**; each kind has a label, a family, a ``why`` (the reason
for the label, written once per kind and sharpened per template where needed), a count
and **templates**. A template is ``T(lang, mode, form, tpl, value, key)``:

- ``mode`` ``"s"``: ``tpl`` is one line of plain text (a sentence, a log line, a CSV row,
  an env line…). The generator puts it in a page (wrapped in a block element of its
  choice, HTML-escaped), as a JSON/YAML string field, or appended to a search result's
  text.
- ``mode`` ``"h"``: ``tpl`` is an HTML snippet written as such (attributes, tables, links).
- ``mode`` ``"t"``: ``tpl`` is a structured JSON value (object, number, string) for a JSON
  or YAML field named ``key``.
- ``mode`` ``"hd"``: a recorded HTTP header: ``key`` is the header name, ``tpl`` its value.

``tpl``, ``value`` and ``key`` are ``str.format`` templates over a context made fresh for
every item by the kind's ``ctx`` function; ``value`` is the datum exactly as it is written.
A value template starting with ``int:`` turns the formatted text into a JSON number.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class T:
    lang: str
    mode: str
    form: str
    tpl: Any
    value: str
    key: str = ""
    why: str = ""


@dataclass
class Kind:
    kind: str
    label: str
    family: str
    why: str
    n: int
    ctx: Callable[[random.Random], dict[str, Any]]
    templates: list[T] = field(default_factory=list)


def fill(tpl: Any, ctx: dict[str, Any]) -> Any:
    if isinstance(tpl, str):
        out = tpl.format(**ctx)
        if out.startswith("int:"):
            return int(out[4:])
        return out
    if isinstance(tpl, dict):
        return {fill(k, ctx): fill(v, ctx) for k, v in tpl.items()}
    if isinstance(tpl, list):
        return [fill(v, ctx) for v in tpl]
    return tpl


def render(kind: Kind, i: int, rng: random.Random) -> dict[str, Any]:
    """The i-th draft of a kind: template i modulo the number of templates."""
    t = kind.templates[i % len(kind.templates)]
    ctx = kind.ctx(rng)
    value = fill(t.value, ctx)
    if isinstance(value, int):
        value = str(value)
    return {
        "label": kind.label,
        "family": kind.family,
        "kind": kind.kind,
        "lang": t.lang,
        "form": t.form,
        "why": t.why or kind.why,
        "value": value,
        "mode": t.mode,
        "payload": fill(t.tpl, ctx),
        "key": fill(t.key, ctx) if t.key else "",
    }
