"""Personal data that has no check digit: passports, birth dates and home addresses.

Each finder returns candidates by shape and label, like `mx_patterns`; whose datum it is
(a person's or a company's) is decided by `detect.personal` from the context:

- a passport number is a value of a passport's shape (Mexican: a letter and eight
  digits; US, UK: nine digits; Canada: two letters and six digits; Spain, Argentina:
  three letters and six digits; Germany: nine characters of its alphabet; France: two
  digits, two letters, five digits) within a few words after a passport word
  (`pasaporte`, `passport`, `Reisepass`, `passeport`, a `passport_number` key);
- a birth date is a date (`14/02/1987`, `1987-02-14`, `14 de febrero de 1987`,
  `14/feb/1987`, `February 14, 1987`, `14. Februar 1987`) right after a birth word
  (`fecha de nacimiento`, `nacida el`, `born on`, `Date of birth`, `birthDate`,
  `cumple años el`, `geb.`, `Geburtsdatum`);
- an address is a Mexican street address: at least two of a street with its number
  (`Calle`, `Av.`, `Privada`, `Cerrada`, `Andador`, `Prolongación`, `Blvd.`, … with
  `#945`, `No. 78`, `168-C`, `Mz 6 Lt 39`), a neighbourhood (`Col.`, `Colonia`,
  `Fracc.`, `Barrio`) and a postal code (`C.P. 97070`, `CP 03100`, `76050 Querétaro`),
  then the municipality and state that follow.
"""

from __future__ import annotations

import re

from fixture_guard.detect.mx_patterns import Candidate

PASSPORT = "PASSPORT"
BIRTH_DATE = "BIRTH_DATE"
ADDRESS = "MX_ADDRESS"

_MARKUP = re.compile(r"<[^<>]*>")
_TEXT = re.compile(r"[^\W_]")


def value_reach(text: str, after: int, reach: int) -> int:
    """Where a value labelled by a word ending at `after` may end: its line, or the next
    line when nothing but markup and punctuation follows the word
    ("<dt>Pasaporte</dt>\n<dd>G18240823</dd>")."""
    line_end = text.find("\n", after)
    line_end = len(text) if line_end == -1 else line_end
    if line_end < len(text) and not _TEXT.search(_MARKUP.sub("", text[after:line_end])):
        following = text.find("\n", line_end + 1)
        line_end = len(text) if following == -1 else following
    return min(line_end, after + reach)


_FOLD = str.maketrans("áéíóúüñÁÉÍÓÚÜÑàèìòùäö_", "aeiouunAEIOUUNaeiouao ")


def fold(text: str) -> str:
    """Lower case, no accents, `_` as a space; same length, so offsets hold."""
    return text.translate(_FOLD).lower()


# --- passports -------------------------------------------------------------------------

_PASSPORT_WORD = re.compile(
    r"pasaporte|passport|passeport|reisepass|passaporto|pass-?nr|pass\.? no", re.IGNORECASE
)
_PASSPORT_VALUE = re.compile(
    r"(?<![\w\-/.])(?P<value>(?:[A-Za-z]{1,3}[ ]?)?\d[\d ]{4,10}\d|\d{2}[A-Za-z]{2}\d{5}|"
    r"[A-Za-z0-9]{9})(?![\w\-/])"
)
#: How far after the passport word its number may be: "Número de pasaporte del
#: huésped (Sarah Thompson): D42871297".
PASSPORT_REACH = 64


def _passport_shaped(value: str) -> bool:
    compact = value.replace(" ", "")
    if not 6 <= len(compact) <= 10 or value.count(" ") > 2:
        return False
    digits = sum(c.isdigit() for c in compact)
    letters = len(compact) - digits
    if digits < 5 or letters > 3:
        return False
    if " " in value and not re.fullmatch(r"[A-Za-z]{0,3} ?\d{2,4}(?: \d{3,5}){1,2}", value):
        return False
    if letters and not re.fullmatch(
        r"[A-Za-z]{1,3}\d{5,9}|\d{2}[A-Za-z]{2}\d{5}|[A-Z0-9]{9}", compact
    ):
        return False
    if re.fullmatch(r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])", compact):
        return False  # a date
    return len(set(compact)) > 2


def find_passports(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    taken = -1
    for word in _PASSPORT_WORD.finditer(text):
        hi = value_reach(text, word.end(), PASSPORT_REACH)
        for m in _PASSPORT_VALUE.finditer(text, word.end(), hi):
            start, end = m.span("value")
            if start < taken:
                break
            if _passport_shaped(m.group("value")):
                found.append(Candidate(PASSPORT, "passport", start, end))
                taken = end
                break
    return found


# --- birth dates -----------------------------------------------------------------------

_MONTHS = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|"
    r"diciembre|january|february|march|april|may|june|july|august|september|october|"
    r"november|december|januar|februar|marz|mai|juni|juli|oktober|dezember|"
    r"ene|feb|mar|abr|apr|jun|jul|ago|aug|sept?|oct|nov|dic|dec)"
)
_YEAR = r"(?:19|20)\d{2}"
_DATE = re.compile(
    r"(?<![\w/.\-])(?P<date>"
    r"\d{1,2}[/.\-]\d{1,2}[/.\-]" + _YEAR + r"|" + _YEAR + r"[/.\-]\d{1,2}[/.\-]\d{1,2}"
    r"|\d{1,2}\.?(?:\s+de)?\s+"
    + _MONTHS
    + r"\.?,?(?:\s+del?)?\s+"
    + _YEAR
    + r"|\d{1,2}[/\-]"
    + _MONTHS
    + r"\.?[/\-]"
    + _YEAR
    + r"|"
    + _MONTHS
    + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+"
    + _YEAR
    + r")(?![\w/])"
)
#: After a birth word a two-digit year is a birth year too: "F. nac. 14/02/87".
_SHORT_DATE = re.compile(r"(?<![\w/.\-])(?P<date>\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2})(?![\w/.\-])")
_BIRTH_WORD = re.compile(
    r"nacimiento|nacid[oa]s?\b|\bnaci\b|\bnacio\b|\bborn\b|birth|\bdob\b|d\.o\.b|"
    r"cumple(?:anos)?\b|cumple anos|\bgeb\.|geboren|geburt|\bf\.? ?nac\b|\bfnac\b|\bnac\.",
)
#: How far after the birth word its date may be: "nacida el", "Date of birth:",
#: "cumple años el", `"birthDate": "`.
BIRTH_REACH = 32


def find_birth_dates(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    folded = fold(text)
    taken = -1
    for word in _BIRTH_WORD.finditer(folded):
        hi = value_reach(text, word.end(), BIRTH_REACH + 30)
        m = _DATE.search(folded, word.end(), hi) or _SHORT_DATE.search(folded, word.end(), hi)
        if m is None or m.start() - word.end() > BIRTH_REACH or m.start() < taken:
            continue
        if re.search(r"[;!?]|\.\s+[A-ZÁÉÍÓÚÑ]", text[word.end() : m.start()]):
            continue  # another sentence ("f. nac. 14/02/87" is an abbreviation)
        start, end = m.span("date")
        found.append(Candidate(BIRTH_DATE, "birth-date", start, end))
        taken = end
    return found


# --- addresses -------------------------------------------------------------------------

_STREET = re.compile(
    r"\b(?:calle|av|avda|avenida|blvd|boulevard|bulevar|blvr|calz|calzada|privada|priv|"
    r"cerrada|cda|andador|prolongacion|prol|callejon|retorno|circuito|paseo|camino|"
    r"periferico|eje|viaducto|carretera)\b\.?\s+"
    r"(?P<name>(?:[\w'.]+\s+){0,5}?)"
    r"(?P<number>(?:#\s?|no\.\s?|num\.\s?|numero\s)?\d{1,5}(?:\s?-?\s?[a-z]\b)?"
    r"|mz\.?\s?\d+\s+lt\.?\s?\d+|s/n)(?![\w/])",
)
_INTERIOR = re.compile(
    r"\s*,?\s*(?:int\.?|interior|depto\.?|departamento|dpto\.?|casa|piso|torre|edif\.?|"
    r"edificio|local|lote|mz\.?|manzana|lt\.?)\s*[\w\-]{1,6}"
)
_COLONIA = re.compile(
    r"\b(?:col|colonia|fracc|fraccionamiento|barrio|unidad habitacional|u\.\s?hab)\b\.?\s+"
    r"[\w'.]+(?:\s+(?!c\.?\s?p\b)[\w'.]+){0,4}"
)
_POSTAL = re.compile(
    r"\b(?:c\.\s?p\.?|cp|codigo postal)\s?:?\s?\d{5}\b|(?<![\w\-/.])\d{5}(?=\s+[a-z])"
)
#: Municipality and state after the last part: ", Mérida, Yucatán", ", Benito Juárez, CDMX".
_TAIL = re.compile(r"(?:\s*,?\s*[a-z][\w.]*(?:\s+(?:de\s+)?[a-z][\w.]*){0,3}){1,3}")
#: Parts of one address are this close to each other.
ADDRESS_GAP = 48


def find_addresses(text: str) -> list[Candidate]:
    folded = fold(text)
    parts: list[tuple[int, int, str]] = []
    for kind, pattern in (("street", _STREET), ("colonia", _COLONIA), ("postal", _POSTAL)):
        for m in pattern.finditer(folded):
            end = m.end()
            if kind == "colonia":
                # "Col. Centro. Celular 222…": a sentence ends after a word of five letters
                # or more and a dot; "Col. Álamos 3a Secc. …" goes on after an abbreviation.
                stop = re.search(r"\w{5,}\.(?=\s)", folded[m.start() : end])
                if stop:
                    end = m.start() + stop.end()
            if kind == "street":
                interior = _INTERIOR.match(folded, end)
                if interior:
                    end = interior.end()
            parts.append((m.start(), end, kind))
    parts.sort()
    found: list[Candidate] = []
    i = 0
    while i < len(parts):
        start, end, kind = parts[i]
        kinds = {kind}
        j = i + 1
        while (
            j < len(parts)
            and parts[j][0] - end <= ADDRESS_GAP
            and "\n" not in folded[end : parts[j][0]]
        ):
            end = max(end, parts[j][1])
            kinds.add(parts[j][2])
            j += 1
        if len(kinds) >= 2:
            tail = _TAIL.match(folded, end)
            if tail and "postal" in kinds:
                end = _trim_tail(folded, end, tail.end())
            found.append(
                Candidate(ADDRESS, "home-address", start, end, info={"parts": sorted(kinds)})
            )
        i = j
    return found


def _trim_tail(folded: str, start: int, end: int) -> int:
    """The tail up to the state: at most two comma-separated places after the last part."""
    pieces = folded[start:end].split(",")[:3]
    for k, piece in enumerate(pieces):
        stop = re.search(r"\.\s", piece)  # "qro. cel. 55…": the state ends at its dot
        if stop:
            pieces = [*pieces[:k], piece[: stop.start() + 1]]
            break
    kept = ",".join(pieces)
    return start + len(kept.rstrip(" .")) + (1 if kept.rstrip(" ").endswith(".") else 0)
