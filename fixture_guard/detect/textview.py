"""A normalised view of a text, for the detectors, with a map back to the original.

People and recorders write the same datum in many encodings: `Mar\\u00eda` in a JSON
string, `Mar&iacute;a` or `juan&#64;gmail&#46;com` in a page, `\\"Authorization\\":
\\"Bearer …\\"` inside a recorded body, full-width `ｊｕａｎ＠ｇｍａｉｌ．ｃｏｍ`, a
zero-width space inside an address, a decomposed accent (`a` + U+0301), a non-breaking
space or a Unicode dash between the groups of a phone number. The detectors read the
view, where all of these are decoded once, so every recognizer and every context rule
sees the datum as a person reads it; what they find is mapped back to the original
offsets (a match covering an escape covers the whole escape), so findings have the
right line and `redact` replaces what is in the file.

What the view decodes:

- JSON and YAML double-quoted string escapes: `\\uXXXX` (surrogate pairs too), `\\n`,
  `\\r`, `\\t` (real line breaks: a JSON string holding a page has lines too), `\\"`,
  `\\/`, `\\\\`;
- HTML character references: `&#64;`, `&#x40;`, `&aacute;`, `&nbsp;`, `&amp;` …;
- compatibility forms: full-width ASCII (U+FF01–FF5E) and the ideographic space become
  ASCII, the other spaces (U+00A0, U+2000–200A, U+202F, U+205F) a space, Unicode
  hyphens and dashes (U+2010–2015, U+2212) a hyphen, the small and full-width `@` an `@`;
- invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen)
  are removed;
- combining accents are composed with their letter (NFC).

Case is left alone (each recognizer decides), and so is markup: attributes hold data
(`href="mailto:…"`, `value="…"`) and the context rules blank tags themselves.

Building a view is one pass of one regular expression (0.02 s/MB on the captures); a
text with nothing to decode is its own view.
"""

from __future__ import annotations

import bisect
import html
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

_DECODE = re.compile(
    r"\\u(?P<u>[0-9a-fA-F]{4})(?:\\u(?P<lo>[dD][c-fC-F][0-9a-fA-F]{2}))?"
    r"|\\(?P<esc>[nrt\"/\\])"
    r"|&(?P<ent>#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)"
    r"|(?P<zw>[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]+)"
    r"|(?P<compat>[\uff01-\uff5e\u3000\u00a0\u2000-\u200a\u202f\u205f\u2010-\u2015\u2212\ufe6b]+)"
    r"|(?P<comb>[^\W\d_][\u0300-\u036f]+)"
)
_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "/": "/", "\\": "\\"}
_COMPAT = {
    **{code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)},
    0x3000: " ",
    0x00A0: " ",
    **{code: " " for code in range(0x2000, 0x200B)},
    0x202F: " ",
    0x205F: " ",
    **{code: "-" for code in range(0x2010, 0x2016)},
    0x2212: "-",
    0xFE6B: "@",
}


def _decoded(m: re.Match[str]) -> str:
    kind = m.lastgroup
    if kind == "u" or kind == "lo":
        high = int(m.group("u"), 16)
        low = m.group("lo")
        if low is not None and 0xD800 <= high <= 0xDBFF:
            return chr(0x10000 + ((high - 0xD800) << 10) + (int(low, 16) - 0xDC00))
        if 0xD800 <= high <= 0xDFFF:
            return m.group()  # a lone surrogate: not text, leave it as written
        char = chr(high)
        return _COMPAT.get(high, char) + ("" if low is None else m.group()[6:])
    if kind == "esc":
        return _ESCAPES[m.group("esc")]
    if kind == "ent":
        decoded = html.unescape(m.group())
        if decoded == m.group():
            return decoded  # not an entity html knows
        return "".join(_COMPAT.get(ord(c), c) for c in decoded if not _invisible(c))
    if kind == "zw":
        return ""
    if kind == "compat":
        return m.group().translate(_COMPAT)
    return unicodedata.normalize("NFC", m.group())


def _invisible(char: str) -> bool:
    return char in "\u00ad\ufeff" or "\u200b" <= char <= "\u200f" or "\u2060" <= char <= "\u2064"


@dataclass(frozen=True)
class TextView:
    """`text` as the detectors read it; `start`/`end` map its offsets to the original's.

    The view is a sequence of pieces, each either copied from the original or the
    decoded form of one escape (possibly empty). `_view[k]` and `_orig[k]` are where
    piece k starts in each; `_copied[k]` says whether it was copied.
    """

    text: str
    original_length: int
    _view: tuple[int, ...] = ()
    _orig: tuple[int, ...] = ()
    _copied: tuple[bool, ...] = ()

    @property
    def is_identity(self) -> bool:
        return not self._view

    def start(self, offset: int) -> int:
        """The original offset where a span starting at view `offset` starts."""
        if self.is_identity:
            return offset
        k = bisect.bisect_right(self._view, offset) - 1
        if k < 0:
            return offset
        if self._copied[k]:
            return self._orig[k] + (offset - self._view[k])
        # Inside (or at) a decoded escape: the span starts where the escape starts.
        return self._orig[k]

    def end(self, offset: int) -> int:
        """The original offset where a span ending at view `offset` (exclusive) ends."""
        if self.is_identity or offset <= 0:
            return offset
        k = bisect.bisect_right(self._view, offset - 1) - 1
        # Skip the empty pieces (removed characters) that start at the same place.
        if k < 0:
            return offset
        if self._copied[k]:
            return self._orig[k] + (offset - self._view[k])
        return self._orig[k + 1] if k + 1 < len(self._orig) else self.original_length

    def span(self, start: int, end: int) -> tuple[int, int]:
        return self.start(start), self.end(end)


def _build(text: str) -> TextView:
    pieces: list[str] = []
    view: list[int] = []
    orig: list[int] = []
    copied: list[bool] = []
    at_view = 0
    last = 0
    for m in _DECODE.finditer(text):
        replacement = _decoded(m)
        if replacement == m.group():
            continue
        if m.start() > last:
            view.append(at_view)
            orig.append(last)
            copied.append(True)
            pieces.append(text[last : m.start()])
            at_view += m.start() - last
        view.append(at_view)
        orig.append(m.start())
        copied.append(False)
        pieces.append(replacement)
        at_view += len(replacement)
        last = m.end()
    if not view:
        return TextView(text, len(text))
    if last < len(text):
        view.append(at_view)
        orig.append(last)
        copied.append(True)
        pieces.append(text[last:])
    # A sentinel piece at the end: the original's end.
    view.append(at_view + (len(text) - last))
    orig.append(len(text))
    copied.append(True)
    return TextView("".join(pieces), len(text), tuple(view), tuple(orig), tuple(copied))


@lru_cache(maxsize=4)
def view_of(text: str) -> TextView:
    """The normalised view of `text` (the last few are cached: the secrets and the
    personal-data families read the same file one after the other)."""
    return _build(text)
