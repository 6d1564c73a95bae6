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

The secrets family reads one more layer (`percent_decoded`, round 23): runs of percent
escapes that are UTF-8 (`api_key%3D%73k…`), decoded twice at most (`%253D`).

Building a view is one pass of one regular expression (0.02 s/MB on the captures); a
text with nothing to decode is its own view.
"""

from __future__ import annotations

import bisect
import html
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from fixture_guard.detect.linear_re import compile_linear

_DECODE = re.compile(
    r"\\u(?P<u>[0-9a-fA-F]{4})(?:\\u(?P<lo>[dD][c-fC-F][0-9a-fA-F]{2}))?"
    r"|(?P<esc>(?:\\[nrt\"/\\])+)"
    r"|&(?P<ent>#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)"
    r"|(?P<zw>[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]+)"
    r"|(?P<compat>[\uff01-\uff5e\u3000\u00a0\u2000-\u200a\u202f\u205f\u2010-\u2015\u2212\ufe6b]+)"
    r"|(?P<comb>[\u0300-\u036f]+)"
)
#: Where a `_DECODE` match can start: scanning for these characters first is ten times
#: faster than letting the alternation try every position.
_DECODE_START = re.compile(
    "[\\\\&\u00ad\u200b-\u200f\u2060-\u2064\ufeff\uff01-\uff5e\u3000\u00a0\u2000-\u200a"
    "\u202f\u205f\u2010-\u2015\u2212\ufe6b\u0300-\u036f]"
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
        char = "" if _invisible(chr(high)) else _COMPAT.get(high, chr(high))
        return char + ("" if low is None else m.group()[6:])
    if kind == "esc":
        run = m.group("esc")
        return "".join(_ESCAPES[run[i]] for i in range(1, len(run), 2))
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
    piece k starts in each; `_copied[k]` says whether it was copied. `_under` is the
    view this one was built on (numbers in words are read on the decoded text).
    """

    text: str
    original_length: int
    _view: tuple[int, ...] = ()
    _orig: tuple[int, ...] = ()
    _copied: tuple[bool, ...] = ()
    _under: TextView | None = None
    #: Round 28: where, in `text`, a number was spoken digit by digit in words (view
    #: offsets): people spell a phone out so that a chat's filter misses it.
    spoken: tuple[tuple[int, int], ...] = ()

    @property
    def is_identity(self) -> bool:
        return not self._view and (self._under is None or self._under.is_identity)

    def start(self, offset: int) -> int:
        """The original offset where a span starting at view `offset` starts."""
        offset = self._start(offset)
        return offset if self._under is None else self._under.start(offset)

    def end(self, offset: int) -> int:
        """The original offset where a span ending at view `offset` (exclusive) ends."""
        offset = self._end(offset)
        return offset if self._under is None else self._under.end(offset)

    def span(self, start: int, end: int) -> tuple[int, int]:
        return self.start(start), self.end(end)

    def _start(self, offset: int) -> int:
        if not self._view:
            return offset
        k = bisect.bisect_right(self._view, offset) - 1
        if k < 0:
            return offset
        if self._copied[k]:
            return self._orig[k] + (offset - self._view[k])
        # Inside (or at) a decoded escape: the span starts where the escape starts.
        return self._orig[k]

    def _end(self, offset: int) -> int:
        if not self._view or offset <= 0:
            return offset
        # The piece holding the span's last character (empty pieces hold none).
        k = bisect.bisect_right(self._view, offset - 1) - 1
        if k < 0:
            return offset
        if self._copied[k]:
            return self._orig[k] + (offset - self._view[k])
        return self._orig[k + 1] if k + 1 < len(self._orig) else self.original_length


def _apply(
    text: str, edits: Iterable[tuple[int, int, str]], under: TextView | None = None
) -> TextView:
    """A view of `text` with each (start, end, replacement) edit applied (in order,
    not overlapping); `under` is the view `text` itself is (None: the original)."""
    pieces: list[str] = []
    view: list[int] = []
    orig: list[int] = []
    copied: list[bool] = []
    add_piece, add_view, add_orig, add_copied = (
        pieces.append,
        view.append,
        orig.append,
        copied.append,
    )
    at_view = 0
    last = 0
    for start, end, replacement in edits:
        if start > last:
            add_view(at_view)
            add_orig(last)
            add_copied(True)
            add_piece(text[last:start])
            at_view += start - last
        add_view(at_view)
        add_orig(start)
        add_copied(False)
        add_piece(replacement)
        at_view += len(replacement)
        last = end
    if not view:
        return under if under is not None else TextView(text, len(text))
    if last < len(text):
        add_view(at_view)
        add_orig(last)
        add_copied(True)
        add_piece(text[last:])
    # A sentinel piece at the end: the original's end.
    add_view(at_view + (len(text) - last))
    add_orig(len(text))
    add_copied(True)
    return TextView(
        "".join(pieces), len(text), tuple(view), tuple(orig), tuple(copied), _under=under
    )


_SIMPLE = {"\\" + k: v for k, v in _ESCAPES.items()}


def _decode_edits(text: str) -> Iterator[tuple[int, int, str]]:
    simple = _SIMPLE.get
    decode = _DECODE.match
    last = 0
    for hit in _DECODE_START.finditer(text):
        if hit.start() < last:
            continue
        m = decode(text, hit.start())
        if m is None:
            continue
        raw = m.group()
        start = m.start()
        replacement = simple(raw)
        if replacement is None and m.lastgroup == "esc":
            replacement = "".join([_ESCAPES[raw[i]] for i in range(1, len(raw), 2)])
        elif replacement is None:
            if m.lastgroup == "comb":
                # Combining accents: composed with the letter before them (NFC).
                if start == 0 or start - 1 < last or not text[start - 1].isalpha():
                    continue
                start -= 1
                raw = text[start : m.end()]
                replacement = unicodedata.normalize("NFC", raw)
            else:
                replacement = _decoded(m)
            if replacement == raw:
                continue
        last = m.end()
        yield start, last, replacement


# --- numbers written in words -----------------------------------------------------------

_UNITS = {
    **dict.fromkeys(("cero", "zero", "oh"), 0),
    **dict.fromkeys(("uno", "una", "un", "one"), 1),
    **dict.fromkeys(("dos", "two"), 2),
    **dict.fromkeys(("tres", "three"), 3),
    **dict.fromkeys(("cuatro", "four"), 4),
    **dict.fromkeys(("cinco", "five"), 5),
    **dict.fromkeys(("seis", "six"), 6),
    **dict.fromkeys(("siete", "seven"), 7),
    **dict.fromkeys(("ocho", "eight"), 8),
    **dict.fromkeys(("nueve", "nine"), 9),
}
_TEENS = {
    **dict.fromkeys(("diez", "ten"), 10),
    **dict.fromkeys(("once", "eleven"), 11),
    **dict.fromkeys(("doce", "twelve"), 12),
    **dict.fromkeys(("trece", "thirteen"), 13),
    **dict.fromkeys(("catorce", "fourteen"), 14),
    **dict.fromkeys(("quince", "fifteen"), 15),
    **dict.fromkeys(("dieciseis", "dieciséis", "sixteen"), 16),
    **dict.fromkeys(("diecisiete", "seventeen"), 17),
    **dict.fromkeys(("dieciocho", "eighteen"), 18),
    **dict.fromkeys(("diecinueve", "nineteen"), 19),
    **dict.fromkeys(("veinte", "twenty"), 20),
    **dict.fromkeys(("veintiuno", "veintiún", "veintiun"), 21),
    **dict.fromkeys(("veintidos", "veintidós"), 22),
    **dict.fromkeys(("veintitres", "veintitrés"), 23),
    "veinticuatro": 24,
    "veinticinco": 25,
    **dict.fromkeys(("veintiseis", "veintiséis"), 26),
    "veintisiete": 27,
    "veintiocho": 28,
    "veintinueve": 29,
}
_TENS = {
    **dict.fromkeys(("treinta", "thirty"), 30),
    **dict.fromkeys(("cuarenta", "forty"), 40),
    **dict.fromkeys(("cincuenta", "fifty"), 50),
    **dict.fromkeys(("sesenta", "sixty"), 60),
    **dict.fromkeys(("setenta", "seventy"), 70),
    **dict.fromkeys(("ochenta", "eighty"), 80),
    **dict.fromkeys(("noventa", "ninety"), 90),
}
_HUNDREDS = {
    "cien": 100,
    "ciento": 100,
    "doscientos": 200,
    "trescientos": 300,
    "cuatrocientos": 400,
    "quinientos": 500,
    "seiscientos": 600,
    "setecientos": 700,
    "ochocientos": 800,
    "novecientos": 900,
}


def _alternation(words: Iterable[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


_UNIT = _alternation(_UNITS)
_TWO = (
    r"(?:(?:" + _alternation(_TENS) + r")(?:[ \t]+y[ \t]+|-|[ \t]+)(?:" + _UNIT + r")"
    r"|" + _alternation(_TENS) + r"|" + _alternation(_TEENS) + r")"
)
_GROUP = r"(?:" + _TWO + r"|" + _UNIT + r")"
#: Eight or more digits spoken group by group: "cinco cinco, uno dos tres cuatro, …",
#: "treinta y tres, doce, treinta y cuatro …", "four one five, eight six seven …".
_SPOKEN_DIGITS = re.compile(
    r"(?i)(?<![\w])(?:" + _GROUP + r")(?:[ \t]*[,.\-]?[ \t]+(?:" + _GROUP + r")){3,15}(?![\w])"
)
_SPOKEN_GROUP = re.compile(r"(?i)" + _GROUP)
#: A phone dictated half in words, half in digits: "treinta y tres, 23 91, 72 35",
#: "cincuenta y cinco 12 34 sesenta y siete 89". Read as a phone only when it makes ten
#: digits (twelve with Mexico's 52) and mixes both.
_MIXED_DIGITS = re.compile(
    r"(?i)(?<![\w])(?:"
    + _GROUP
    + r"|\d{2,4})(?:[ \t]*[,.\-]?[ \t]+(?:"
    + _GROUP
    + r"|\d{2,4})){2,9}"
    r"(?![\w])"
)
_PHONE_WORD = re.compile(
    r"(?i)(?:n[uú]mero|\bcel\b|\bcelular|\btel\b|\btel[eé]fono|whats|\bwa\b|\bllam\w*|"
    r"\bmarc(?:a|ar|ame|arme|ale|en|ad)\b|m[oó]vil|phone|\bcall\b|\btext\b|number|\bal\s*$)"
)
_MIXED_PIECE = re.compile(r"(?i)\d{2,4}|" + _GROUP)
#: A year in words: "mil novecientos ochenta y siete", "dos mil quince".
_YEAR_WORDS = (
    r"(?:mil[ \t]+(?:" + _alternation(_HUNDREDS) + r")(?:[ \t]+" + _GROUP + r")?"
    r"|dos[ \t]+mil(?:[ \t]+" + _GROUP + r")?)"
)
_DAY_WORDS = r"(?:primero|" + _TWO + r"|" + _UNIT + r")"
_MONTHS = (
    "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre "
    "noviembre diciembre"
)
#: A date in words, as notaries and courts write them: "(el día) tres de marzo de mil
#: novecientos ochenta y siete".
_DATE_WORDS = re.compile(
    r"(?i)(?<![\w])(?P<day>"
    + _DAY_WORDS
    + r")[ \t]+de[ \t]+(?P<month>"
    + _alternation(_MONTHS.split())
    + r")[ \t]+(?:de|del)[ \t]+(?:año[ \t]+)?(?P<year>"
    + _YEAR_WORDS
    + r")(?![\w])"
)
_HINT_WORD = (
    r"(?:cero|uno|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|zero|oh|one|two|three|"
    r"four|five|six|seven|eight|nine|diez|once|doce|trece|catorce|quince|dieci[a-z]+|"
    r"veinte|veinti[a-z]+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|ten|"
    r"eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
)
#: Where numbers in words may be (one RE2 pass): four number words in a row, or a year
#: in words. The exact patterns above run only around these places.
_TENS_WORD = (
    r"(?:diez|once|doce|trece|catorce|quince|dieci[a-z]+|veinte|veinti[a-z]+|treinta|"
    r"cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|twenty|thirty|forty|fifty|sixty|"
    r"seventy|eighty|ninety)"
)
_WORD_HINT = (
    r"(?i)\b" + _HINT_WORD + r"(?:[ \t]*[,.\-]?[ \t]+(?:y[ \t]+)?" + _HINT_WORD + r"\b){3}"
    # Words and digit groups mixed: "tres, 23 91", "33 veintiuno".
    r"|\b" + _HINT_WORD + r"[ \t]*[,.\-]?[ \t]+\d{2,4}[ \t]*[,.\-]?[ \t]+\d{2,4}\b"
    r"|\b\d{2,4}[ \t]*[,.\-]?[ \t]+" + _TENS_WORD + r"\b"
    r"|\bmil[ \t]+(?:novecientos|ochocientos)|\bdos[ \t]+mil\b"
)
#: How far around a hint a spoken number or date may reach.
_WORD_REACH = 160


def _group_value(words: str) -> str:
    """The digits of one spoken group: "treinta y tres" → "33", "cinco" → "5"."""
    parts = re.split(r"[ \t\-]+(?:y[ \t]+)?", words.strip().lower())
    parts = [p for p in parts if p]
    if len(parts) == 1:
        word = parts[0]
        if word in _UNITS:
            return str(_UNITS[word])
        if word in _TEENS:
            return str(_TEENS[word])
        return str(_TENS[word])
    return str(_TENS[parts[0]] + _UNITS[parts[1]])


def _number_value(words: str) -> int:
    total = 0
    for part in re.split(r"[ \t\-]+", words.strip().lower()):
        if part in ("y", ""):
            continue
        if part == "mil":
            total = max(total, 1) * 1000
        else:
            total += (
                _UNITS.get(part)
                or _TEENS.get(part)
                or _TENS.get(part)
                or _HUNDREDS.get(part)
                or (1 if part == "primero" else 0)
            )
    return total


def _word_edits(text: str, hints: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Numbers written in words, as digits: a phone spoken digit by digit, a date. Read
    only in the windows around `hints`."""
    edits: list[tuple[int, int, str]] = []
    for lo, hi in hints:
        for m in _DATE_WORDS.finditer(text, lo, hi):
            day, year = _number_value(m.group("day")), _number_value(m.group("year"))
            if 1 <= day <= 31 and 1900 <= year <= 2099:
                edits.append((m.start(), m.end(), f"{day} de {m.group('month')} de {year}"))
        for m in _SPOKEN_DIGITS.finditer(text, lo, hi):
            if any(s < m.end() and m.start() < e for s, e, _ in edits):
                continue
            digits = "".join(_group_value(g.group()) for g in _SPOKEN_GROUP.finditer(m.group()))
            if 8 <= len(digits) <= 13:
                edits.append((m.start(), m.end(), digits))
        for m in _MIXED_DIGITS.finditer(text, lo, hi):
            if any(s < m.end() and m.start() < e for s, e, _ in edits):
                continue
            pieces = [p.group() for p in _MIXED_PIECE.finditer(m.group())]
            spoken = [p for p in pieces if not p.isdigit()]
            if not spoken or len(spoken) == len(pieces):
                continue
            if not _PHONE_WORD.search(text, max(0, m.start() - 48), m.start()):
                continue  # a score, a list of numbers: mixed only after a phone word
            digits = "".join(p if p.isdigit() else _group_value(p) for p in pieces)
            if len(digits) == 10 or (len(digits) == 12 and digits.startswith("52")):
                edits.append((m.start(), m.end(), digits))
    return sorted(edits)


def _hint_windows(text: str) -> list[tuple[int, int]]:
    windows: list[tuple[int, int]] = []
    for m in _word_hint().finditer(text):
        lo, hi = max(0, m.start() - _WORD_REACH), min(len(text), m.end() + _WORD_REACH)
        # Start a window on a word's boundary: the exact patterns look behind for one.
        while lo > 0 and text[lo - 1].isalnum():
            lo -= 1
        if windows and lo <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((lo, hi))
    return windows


def _word_hint() -> Any:
    return compile_linear(_WORD_HINT)


# --- an address in a URL's query --------------------------------------------------------

#: A URL's parameter that holds an address, its value form-encoded (round 16): a map's
#: link (`google.com/maps/search/?api=1&query=Calle+Pino+…`, Waze's `?q=Privada%20…`,
#: `daddr=`), a form's body (`direccion=Calle+Sauce+57+Col.+…`). Decoded in the view, the
#: address reads as a person wrote it; `q`/`query` only in a map's URL (a search's `q=`
#: is a query, not an address).
_URL_ADDRESS_HINT = (
    r"(?i)[?&;](?:q|query|daddr|saddr|destination|address|addr|direccion|direcci%c3%b3n"
    r"|domicilio)=[^&\s\"'<>#]{0,400}?[+%]"
    # Round 24: any field of a form body (`nombre=H%C3%A9ctor+Cruz&fnac=12%2F03%2F1987&…`,
    # `tel=045%2055%20…&nombre=…`): a field that starts a line, a string or follows a
    # space and is followed by `&`, or any field after `&`. Decoded, a form's date, phone
    # or plate reads as a person wrote it.
    r"|(?:^|[&\s\"'>])[a-z_][\w.\-]*=[^&\s\"'<>#=]*[+%][^&\s\"'<>#=]*&"
)
_URL_ADDRESS_VALUE = re.compile(r"[^&\s\"'<>#]{1,600}")
_MAP_URL = re.compile(r"(?i)maps|waze|goo\.gl|maps\.app|openstreetmap")
_SEARCHED_NUMBER = re.compile(r"(?<![\d%])\d{10}(?!\d)")


_ADDRESS_FIELDS = frozenset(
    {"q", "query", "daddr", "saddr", "destination", "address", "addr", "direccion"}
    | {"direcci%c3%b3n", "domicilio"}
)
_FORM_RUN = re.compile(r"[^\s\"'<>#]{1,4000}")
_FORM_PAIR = re.compile(r"(?P<name>[^&=\s\"'<>#?;]{1,41})=(?P<value>[^&\s\"'<>#]{0,600})")
_FIELD_LEADS = frozenset("?&;\"'> \t\n\r")


def _url_address_hint() -> Any:
    return compile_linear(_URL_ADDRESS_HINT)


def _url_edits(text: str) -> list[tuple[int, int, str]]:
    from urllib.parse import unquote_plus

    edits: list[tuple[int, int, str]] = []
    last = 0
    for hit in _url_address_hint().finditer(text):
        equals = text.index("=", hit.start())
        if equals < last:
            continue
        lead = 1 if text[hit.start()] in _FIELD_LEADS else 0
        name = text[hit.start() + lead : equals].lower()
        if name not in _ADDRESS_FIELDS:
            # Round 24: a form body's fields, every one of the run (a search's `q` as
            # below: decoded only in a map's URL).
            run = _FORM_RUN.match(text, hit.start() + lead)
            if run is None:
                continue
            for pair in _FORM_PAIR.finditer(text, run.start(), run.end()):
                if pair.group("name").lower() in ("q", "query"):
                    continue
                decoded = unquote_plus(pair.group("value"))
                if decoded != pair.group("value"):
                    edits.append((pair.start("value"), pair.end("value"), decoded))
            last = run.end()
            continue
        m = _URL_ADDRESS_VALUE.match(text, equals + 1)
        if m is None:
            continue
        if name in ("q", "query"):
            url_start = max(text.rfind(" ", 0, hit.start()), text.rfind("\n", 0, hit.start()))
            if not _MAP_URL.search(
                text, max(url_start, hit.start() - 300), hit.start()
            ) and not _SEARCHED_NUMBER.search(m.group()):
                # a search's `q` is decoded only in a map's URL, or (round 32) when it
                # searches a phone-long number (`q=<name>+<10 digits>`), decoded as a form's
                # field is, so a name beside a mobile reads as written; a searched address
                # stays encoded (a search engine's, not a map's)
                continue
        decoded = unquote_plus(m.group())
        if decoded != m.group():
            edits.append((m.start(), m.end(), decoded))
            last = m.end()
    return edits


#: Round 27: a table's row or a definition list written over several lines, a cell (or a
#: term) closed at one line's end and the next opened on the next line
#: (`<td>Nombre</td>\n<td>NSS …</td>`, `<dt>NSS</dt>\n<dd>…</dd>`). A browser shows the
#: row as one row, and whose the datum is, or what its label says, is in the cell before:
#: the view reads the row as one line (the line break between the two tags removed), as
#: the rules already read a row written on one line.
_ROW_BREAK = re.compile(
    r"</(?:t[dh]|d[dt])>([ \t]*\r?\n[ \t]*)(?=<(?:t[dh]|d[dt])[\s>])", re.IGNORECASE
)


def _row_edits(text: str) -> list[tuple[int, int, str]]:
    if "</t" not in text and "</d" not in text and "</T" not in text and "</D" not in text:
        return []
    return [(m.start(1), m.end(1), "") for m in _ROW_BREAK.finditer(text)]


# --- a number split by emoji -------------------------------------------------------------

#: Round 28: pictographs (emoji, dingbats, arrows, geometric shapes, with their variation
#: selector) written between a number's digit groups so that a bot's filter misses it:
#: `55 📱 1234 📱 5678`, `81☎️2345☎️6789`. No id, date or price is written so; the view
#: reads each run of them as one space, so the phone rules read the number as written
#: with spaces (its label, its owner, an id's word before it, all as usual).
_PICTOGRAPH = "[\U0001f300-\U0001faff\u2600-\u27bf\u2b00-\u2bff\u2190-\u21ff\u25a0-\u25ff]\ufe0f?"
_EMOJI_HINT = "\\d[ \t]*" + _PICTOGRAPH + "(?:[ \t]*" + _PICTOGRAPH + ")*[ \t]*\\d"
_EMOJI_NUMBER = re.compile(
    "(?<!\\d)\\d{2,4}(?:(?:[ \t]*" + _PICTOGRAPH + ")+[ \t]*\\d{2,4}){1,5}(?!\\d)"
)
_EMOJI_GAP = re.compile("(?:[ \t]*" + _PICTOGRAPH + ")+[ \t]*")


def _emoji_edits(text: str) -> list[tuple[int, int, str]]:
    if compile_linear(_EMOJI_HINT).search(text) is None:
        return []
    edits: list[tuple[int, int, str]] = []
    for m in _EMOJI_NUMBER.finditer(text):
        digits = sum(c.isdigit() for c in m.group())
        if not 8 <= digits <= 13:
            continue  # a rating, a time, a score: too short (or too long) for a phone
        edits += [(g.start(), g.end(), " ") for g in _EMOJI_GAP.finditer(text, m.start(), m.end())]
    return edits


# --- a document converted to text (round 31) ---------------------------------------------

#: Round 31: what PDF-to-text conversion and a search engine's snippets do to a label and
#: its value. A word hyphenated at a line's end ("Seguri-\ndad Social", "Cue-<br>nta") is
#: read whole; a highlight's tags inside a value (`BASR<b>910507</b>…`, a snippet's match)
#: are read as if absent. Both only between lower-case letters (the hyphen) or between
#: letters and digits (the tags), so a list's dash or a tag between words stays as it is.
_LOWER = "a-z\u00e0-\u00ff"
_HYPHEN_BREAK = re.compile(
    # (a snippet flattens the line break into one space: "Pasa- porte", "Núm- ero")
    "(?<=[" + _LOWER + "])-(?:[ \t]*\r?\n|<br[ \t]*/?>| )(?=[" + _LOWER + "])"
)
#: An id's acronym written with dots ("R.U.T.", "N.S.S.", "C.P.F."), as printed forms
#: do: read as the acronym, so the id's label is read as usual. Only ids' acronyms (a
#: company's "S.A." keeps its dots: legal forms are read dotted).
_DOTTED_ACRONYM = re.compile(
    r"\b(?:R\.U\.[TN]|N\.S\.S|C\.P\.F|D\.N\.I|N\.I\.E|S\.S\.N|C\.U\.I\.[TL]|I\.M\.S\.S)\.?"
    r"(?![A-Za-z])"
)
_HIGHLIGHT_INSIDE = re.compile(
    r"(?<=[A-Za-z0-9])(?:</?(?:b|em|strong|mark)>)+(?=[A-Za-z0-9])", re.IGNORECASE
)
#: A document's labels written as one block and their values as the next, in the same
#: order ("CURP\nNombre\nPuesto\n\n<CURP>\n<name>\n<post>"): the n-th value is read
#: after the n-th label, which the view writes before it ("CURP: <CURP>"), so every rule
#: that reads a label before its value reads this one. A label is a short line of words
#: (no digit, no comma, at most five words, not a heading in capitals), two or more of them
#: right before a blank line; the values are the lines right after it.
_LINE_BREAK = r"(?:\r?\n|<br[ \t]*/?>)"
_BLOCKS_HINT = re.compile(
    "[A-Za-z\u00c0-\u00ff.)][ \t]*" + _LINE_BREAK + "[ \t]*" + _LINE_BREAK,
)
_LINE_SPLIT = re.compile(_LINE_BREAK)
_LABEL_LINE = re.compile(
    "[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff\u00aa\u00ba\u00b0.()/ \t-]{0,39}",
)


_OPENER = re.compile("[\"'>]")


def _is_label(line: str) -> bool:
    line = line.strip()
    if not _LABEL_LINE.fullmatch(line) or len(line.split()) > 5:
        return False
    # a heading in capitals ("RECIBO DE NÓMINA"); a one-word acronym ("CURP") is a label
    return not (line.isupper() and " " in line)


def _block_edits(text: str) -> list[tuple[int, int, str]]:
    if "\n" not in text and "<br" not in text and "<BR" not in text:
        return []
    edits: list[tuple[int, int, str]] = []
    for hint in _BLOCKS_HINT.finditer(text):
        blank_at = hint.start() + 1
        # the labels: the lines right before the blank line, back to a line that is not one
        labels: list[str] = []
        at = blank_at
        while len(labels) < 8:
            breaks = list(_LINE_SPLIT.finditer(text, max(0, at - 60), at))
            line_start = breaks[-1].end() if breaks else max(0, at - 60)
            if not breaks and at - 60 > 0:
                break
            # the first label may open a JSON string or follow an element's tag
            line = _OPENER.split(text[line_start:at])[-1].rstrip(" \t:")
            if not _is_label(line):
                break
            labels.append(line.strip())
            if not breaks:
                break
            at = breaks[-1].start()
        if len(labels) < 2:
            continue
        labels.reverse()
        # the values: the lines right after the blank line, one per label
        at = hint.end()
        for label in labels:
            nxt = _LINE_SPLIT.search(text, at, min(len(text), at + 200))
            line_end = nxt.start() if nxt is not None else min(len(text), at + 200)
            value = text[at:line_end]
            if not value.strip():
                break
            lead = len(value) - len(value.lstrip(" \t"))
            edits.append((at + lead, at + lead, label + ": "))
            if nxt is None:
                break
            at = nxt.end()
    return edits


#: A page break between a label and its value: the label ends its page ("NSS:"), then the
#: page's number ("— Página 1 de 2 —"), a form feed, blank lines and the next page's
#: repeated header (a line or two with no digit), then the value. The view writes the
#: label again before the value, as it does for separate blocks.
_PAGE_MARK = re.compile(
    r"\f|(?i:p[áa]gina|page|p[áa]g\.)[ \t]+\d{1,4}(?:[ \t]+(?i:de|of)[ \t]+\d{1,4})?"
)
_DANGLING_LABEL = re.compile("[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff.()/ \t-]{0,48}:[ \t]*$")
_GAP_LINE = re.compile(r"[ \t\f—–-]*$")


def _page_break_edits(text: str) -> list[tuple[int, int, str]]:
    if "\f" not in text and "gina " not in text and "age " not in text:
        return []
    edits: list[tuple[int, int, str]] = []
    for mark in _PAGE_MARK.finditer(text):
        # back to the page's last non-blank line: a label with nothing after its colon
        breaks = list(_LINE_SPLIT.finditer(text, max(0, mark.start() - 200), mark.start()))
        if not breaks:
            continue
        label = None
        for b in reversed(breaks[:-1]):
            nxt = _LINE_SPLIT.search(text, b.end())
            line = text[b.end() : nxt.start() if nxt else len(text)]
            if not line.strip(" \t\f—–-"):
                continue
            line = _OPENER.split(line)[-1]
            if _DANGLING_LABEL.fullmatch(line):
                label = line.strip()
            break
        if label is None:
            continue
        # forward: blank lines, page marks, at most two header lines, then the value
        at = mark.end()
        headers = 0
        for _ in range(8):
            nxt = _LINE_SPLIT.search(text, at, min(len(text), at + 200))
            if nxt is None:
                break
            at = nxt.end()
            end = _LINE_SPLIT.search(text, at, min(len(text), at + 200))
            line = text[at : end.start() if end else min(len(text), at + 200)]
            if _GAP_LINE.match(line) or (_PAGE_MARK.search(line) and len(line) < 40):
                continue
            if not any(c.isdigit() for c in line):
                headers += 1
                if headers > 2:
                    break
                continue
            lead = len(line) - len(line.lstrip(" \t\f"))
            edits.append((at + lead, at + lead, label + " "))
            break
    return edits


#: A markdown table's row of two cells, a label's and its value's (`| CURP | … |`): the
#: pipe between them is read as the label's colon.
#: (markdown's spaces around the pipes: a data row's `a|b|c` is a record's cells)
#: Only a row of exactly two cells, from the row's first pipe to its last: in a record's
#: row of three or more (`| <name> | <birth date> | <state> |`) the first cell is a
#: person's name, not a label, and the row's reader reads the record as it did before
#: round 31 (personal15's birth date in such a row was lost to the colon).
_TABLE_LABEL = re.compile(
    r"(?:(?<![^\n\"'>])|(?<=\\n))[ \t]*\|[ \t]+([^|\n<>]{1,40}?)[ \t]+(\|)"
    r"(?=[ \t]+[^|\s][^|\n]{0,90}[ \t]\|[ \t]*(?:\r?\n|\\n|[\"'<]|$))"
)
#: Two columns read row by row: a row of labels (cells apart by two spaces or more), then
#: the row of their values (`Nombre   Comuna` / `<name>   <commune>`); a label whose
#: other column is empty (`RUT   `) with its value on the next line.
_CELL_GAP = re.compile(r"[ \t]{2,}|\t")


def _cells(line: str) -> list[tuple[int, str]]:
    cells, at = [], 0
    for gap in _CELL_GAP.finditer(line):
        if gap.start() > at:
            cells.append((at, line[at : gap.start()]))
        at = gap.end()
    if at < len(line):
        cells.append((at, line[at:]))
    return cells


#: A row of labels: cells of label words apart by two spaces or more (or a tab), the
#: last perhaps followed by its empty column's spaces, at a line's start or a string's.
_LABEL_CELL = "[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff\u00aa\u00ba\u00b0./() -]{0,40}?"
_GAP = "(?:[ ]{2,}|\t)"
_ROW_BODY = _LABEL_CELL + "(?:(?:" + _GAP + _LABEL_CELL + ")+" + _GAP + "?|" + _GAP + ")"
_LABEL_ROW = "(?:^|\n|[\"'>])" + _ROW_BODY + "\r?\n"
#: The same row for Python's engine, each row's line break left for the next row.
_LABEL_ROW_AT = re.compile("(?:^|(?<=[\\n\"'>]))(" + _ROW_BODY + ")\r?\n")


def _column_edits(text: str) -> list[tuple[int, int, str]]:
    edits: list[tuple[int, int, str]] = []
    for row in _LABEL_ROW_AT.finditer(text):
        line = row.group(1)
        if not _CELL_GAP.search(line):
            continue
        labels = _cells(line)
        if not labels or not all(_is_label(cell) for _, cell in labels):
            continue
        nxt_start = row.end()
        if nxt_start >= len(text):
            continue
        nxt_end = text.find("\n", nxt_start)
        nxt_end = len(text) if nxt_end < 0 else nxt_end
        values = _cells(text[nxt_start:nxt_end])
        if not values or (_is_label(values[0][1]) and len(labels) > 1):
            continue
        if len(labels) == 1 and not line.endswith(("  ", "\t")):
            continue  # one label: only with its other column left empty
        if len(values) != len(labels) and len(labels) > 1:
            continue
        for (_, label), (at, _) in zip(labels, values, strict=False):
            edits.append((nxt_start + at, nxt_start + at, label.strip() + ": "))
    return edits


def _table_edits(text: str) -> list[tuple[int, int, str]]:
    if "|" not in text:
        return []
    edits = []
    for m in _TABLE_LABEL.finditer(text):
        if _is_label(m.group(1)):
            edits.append((m.end(1), m.end(2), ":"))
    return edits


#: Cheap gates (a substring, or one RE2 pass each) before each reader above.
_HYPHEN_HINT = "[a-z\u00e0-\u00ff]-(?:[ \t]*\r?\n|<br[ \t]*/?>| )[a-z\u00e0-\u00ff]"
_ACRONYM_HINT = "[RNCDSI]\\.[A-Z]\\.[A-Z]"
_BLOCKS_GATE = "[A-Za-z\u00c0-\u00ff.)][ \t]*(?:\r?\n|<br[ \t]*/?>)[ \t]*(?:\r?\n|<br[ \t]*/?>)"
_PAGE_HINT = "\f|(?i:p\u00e1gina|pagina|page|p\u00e1g\\.|pag\\.)[ \t]+\\d"
_HIGHLIGHTS = ("<b>", "<em>", "<strong>", "<mark>", "<B>", "<EM>")


def _document_edits(text: str) -> list[tuple[int, int, str]]:
    edits: list[tuple[int, int, str]] = []
    if compile_linear(_HYPHEN_HINT).search(text) is not None:
        edits += [(m.start(), m.end(), "") for m in _HYPHEN_BREAK.finditer(text)]
    if any(tag in text for tag in _HIGHLIGHTS):
        edits += [(m.start(), m.end(), "") for m in _HIGHLIGHT_INSIDE.finditer(text)]
    if compile_linear(_ACRONYM_HINT).search(text) is not None:
        edits += [
            (m.start(), m.end(), m.group().replace(".", "")) for m in _DOTTED_ACRONYM.finditer(text)
        ]
    if compile_linear(_BLOCKS_GATE).search(text) is not None:
        edits += _block_edits(text)
    if compile_linear(_PAGE_HINT).search(text) is not None:
        edits += _page_break_edits(text)
    if compile_linear(_LABEL_ROW).search(text) is not None:
        edits += _column_edits(text)
    if "|" in text:
        edits += _table_edits(text)
    if not edits:
        return []
    edits.sort(key=lambda e: (e[0], e[1]))
    kept: list[tuple[int, int, str]] = []
    last = -1
    for edit in edits:
        if edit[0] >= last:
            kept.append(edit)
            last = max(edit[1], edit[0] + (1 if edit[0] == edit[1] else 0))
    return kept


def _build(text: str) -> TextView:
    decoded = _apply(text, _decode_edits(text))
    emoji_edits = _emoji_edits(decoded.text)
    if emoji_edits:
        decoded = _apply(decoded.text, emoji_edits, under=None if decoded.is_identity else decoded)
    url_edits = _url_edits(decoded.text)
    if url_edits:
        decoded = _apply(decoded.text, url_edits, under=None if decoded.is_identity else decoded)
    row_edits = _row_edits(decoded.text)
    if row_edits:
        decoded = _apply(decoded.text, row_edits, under=None if decoded.is_identity else decoded)
    document_edits = _document_edits(decoded.text)  # round 31
    if document_edits:
        decoded = _apply(
            decoded.text, document_edits, under=None if decoded.is_identity else decoded
        )
    hints = _hint_windows(decoded.text)
    if not hints:
        return decoded
    edits = _word_edits(decoded.text, hints)
    if not edits:
        return decoded
    view = _apply(decoded.text, edits, under=None if decoded.is_identity else decoded)
    spoken = []
    shift = 0
    for start, end, replacement in edits:
        if replacement.isdigit() and not any(c.isdigit() for c in decoded.text[start:end]):
            spoken.append((start + shift, start + shift + len(replacement)))
        shift += len(replacement) - (end - start)
    return replace(view, spoken=tuple(spoken)) if spoken else view


#: A run of percent escapes (`%3D`, `%73k`), as query strings, form bodies, cookies and
#: paths write them.
_PERCENT_RUN = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _percent_edits(text: str) -> list[tuple[int, int, str]]:
    edits: list[tuple[int, int, str]] = []
    for m in _PERCENT_RUN.finditer(text):
        try:
            decoded = bytes.fromhex(m.group().replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            continue  # not UTF-8 text (`%de` of a format string, a binary blob)
        edits.append((m.start(), m.end(), decoded))
    return edits


def percent_decoded(view: TextView) -> TextView:
    """`view` with its percent escapes decoded (twice, for a value encoded twice:
    `%253D` is `%3D` is `=`), for the secrets' detectors: a key in a query string, a
    form body, a cookie or a path written `api_key%3D%73k%2D…` reads as written in
    clear, and its finding maps back to the escapes in the file. Runs that are not
    UTF-8 stay as written. A text with no `%` is returned as it is."""
    for _ in range(2):
        if "%" not in view.text:
            return view
        edits = _percent_edits(view.text)
        if not edits:
            return view
        view = _apply(view.text, edits, under=None if view.is_identity else view)
    return view


#: What the view decodes into something a recognizer may start from: escapes of
#: letters and of `@`, numeric and accented character references, full-width and
#: invisible characters, combining accents, numbers in words. Simple escapes (`\\n`,
#: `\\"`) and `&amp;`-like references do not make a trigger where there was none.
_SENSITIVE = (
    r"\\u[0-9a-fA-F]{4}|&#[0-9]{1,7};?|&#[xX][0-9a-fA-F]{1,6};?"
    r"|&[A-Za-z]{1,2}(?:acute|grave|tilde|uml|circ|cedil|ring|slash);|&commat;"
    "|[\uff01-\uff5e\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u0300-\u036f]|"
    + _WORD_HINT.removeprefix("(?i)")
    + "|"
    + _EMOJI_HINT
    # round 29: an international number percent-encoded in a query (`to=%2B52%2033%20…`):
    # a form's field the view decodes, with no phone word or digit run in its raw form
    + r"|%2[bB]\d{2}"
    # round 31: a search engine's highlight inside a value (`BASR<b>910507</b>…`)
    + r"|[a-z0-9]</?(?:b|em|strong|mark)>[a-z0-9]"
)


def _sensitive() -> Any:
    return compile_linear(_SENSITIVE_ANY_CASE)


_SENSITIVE_ANY_CASE = "(?i)" + _SENSITIVE


def is_view_sensitive(text: str) -> bool:
    """Whether the view of `text` may hold a datum its raw form hides (one RE2 pass)."""
    return _sensitive().search(text) is not None


@lru_cache(maxsize=4)
def view_of(text: str) -> TextView:
    """The normalised view of `text` (the last few are cached: the secrets and the
    personal-data families read the same file one after the other)."""
    return _build(text)
