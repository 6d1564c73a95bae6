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
  `cumple años el`, `cumplo años el`, `geb.`, `Geburtsdatum`); a record's birth field
  may hold eight digits (`"dob": "19630801"`);
- an address is a Mexican street address: at least two of a street with its number
  (`Calle`, `Av.`, `Privada`, `Cerrada`, `Andador`, `Prolongación`, `Blvd.`, … with
  `#945`, `No. 78`, `168-C`, `Mz 6 Lt 39`), a neighbourhood (`Col.`, `Colonia`,
  `Fracc.`, `Barrio`) and a postal code (`C.P. 97070`, `CP 03100`, `76050 Querétaro`),
  then the municipality and state that follow.
"""

from __future__ import annotations

import datetime
import itertools
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


#: Portuguese and French letters too ("março", "nascimento", "conceição", "né le").
_FOLD = str.maketrans(
    "áéíóúüñÁÉÍÓÚÜÑàèìòùäö_çÇãõâêîôûÃÕÂÊÔ", "aeiouunAEIOUUNaeiouao cCaoaeiouAOAEO"
)


def fold(text: str) -> str:
    """Lower case, no accents, `_` as a space; same length, so offsets hold."""
    return text.translate(_FOLD).lower()


# --- passports -------------------------------------------------------------------------

_PASSPORT_WORD = re.compile(
    # Portuguese, Turkish/Romanian and Polish spell it passaporte, pasaport, paszport.
    r"pasaporte|passport|passeport|reisepass|passaporto|passaporte|pasaport|paszport|"
    r"pass-?nr|pass\.? no|"
    # Abbreviated on forms and IDs lists: "Pasap. G5558…", "Passp. 5338…", "Pspt. …".
    r"\bpasap\.|\bpassp\.|\bpspt\.?(?=\s)|"
    # Travel agents' and airlines' "PPT" (capitals only: a presentation is "ppt"),
    # "PAX Ana Ruiz / PPT G1234…".
    r"(?-i:\bPPT\b(?=[ \t]*[.:#]?[ \t]*(?:[Nn][oº°]\.?[ \t]*)?[A-Z0-9]))",
    re.IGNORECASE,
)
_PASSPORT_VALUE = re.compile(
    # Groups may be split by spaces or hyphens ("G74-666584", "G12 345 678").
    r"(?<![\w\-/.])(?P<value>(?:[A-Za-z]{1,3}[ \-]?)?\d[\d \-]{4,10}\d|\d{2}[A-Za-z]{2}\d{5}|"
    # (round 17: digits and a closing letter, the shape `_passport_shaped` already
    # takes, "399921693I", "12345678N")
    r"[A-Za-z0-9]{9}|\d{7,9}[A-Za-z])(?![\w\-/])"
)
#: How far after the passport word its number may be: "Número de pasaporte del
#: huésped (Sarah Thompson): D42871297".
PASSPORT_REACH = 64


def _passport_shaped(value: str) -> bool:
    if "-" in value:
        # groups split by hyphens, read as by spaces; only after the series' letter
        # (digits in hyphenated groups are folios, ranges of years, dates)
        if "--" in value or " " in value or not value[0].isalpha():
            return False
        value = value.replace("-", " ")
    compact = value.replace(" ", "")
    if not 6 <= len(compact) <= 10 or value.count(" ") > 2:
        return False
    digits = sum(c.isdigit() for c in compact)
    letters = len(compact) - digits
    if digits < 5 or letters > 3:
        return False
    if " " in value and not re.fullmatch(r"[A-Za-z]{0,3} ?\d{2,4}(?: \d{3,6}){1,2}", value):
        return False
    # Argentina's older passports are the holder's DNI and a letter (`12345678N`);
    # any case, as people type them.
    if letters and not re.fullmatch(
        r"[A-Z]{1,3}\d{5,9}|\d{2}[A-Z]{2}\d{5}|[A-Z0-9]{9}|\d{7,9}[A-Z]", compact.upper()
    ):
        return False
    if re.fullmatch(r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])[A-Za-z]?", compact):
        return False  # a date (a letter after it is a folio's series)
    return len(set(compact)) > 2


#: Between a passport word and an old Mexican passport's number, only its number's
#: label and the document's description: "Pasaporte (formato anterior) núm. …".
_OLD_PASSPORT_GAP = re.compile(
    r"(?i)(?:[\s:#.,\-]|\([^()\n]{0,30}\)|n[uú]m(?:ero)?|no|n[º°o]|number|nr|mexicano|"
    r"anterior|antiguo|old|previous|de|del)*"
)


def _old_mexican_passport(value: str, gap: str) -> bool:
    """Mexico's passports before 2008: eleven digits in one run, with nothing but the
    number's label between the passport word and it (not a folio's or a phone's)."""
    return (
        len(value) == 11
        and value.isdigit()
        and len(set(value)) > 2
        and _OLD_PASSPORT_GAP.fullmatch(gap) is not None
    )


#: German passports: a letter of C F G H J K, then eight of the German alphabet's
#: digits and consonants (`C26FLRG08`, `CXXCHRP3J`).
_GERMAN_PASSPORT = re.compile(r"[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}")
#: The Netherlands' passports (since 2014): two letters, six letters or digits, a digit;
#: no letter O (round 15: "Dutch passport NX6BZ0938").
_DUTCH_PASSPORT = re.compile(r"[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9]")
#: Between a passport field's name and its value: `"passport": "`, `passport_no=`.
_FIELD_GAP = re.compile(r"[\w\-]{0,24}[\"']?\s*[:=]\s*[\"']?\s*")


def _field_value_shaped(value: str) -> bool:
    """The value of a field named passport: any document number (6 to 12 letters and
    digits, a digit among them), whatever the issuing country's shape."""
    compact = value.replace(" ", "")
    return (
        6 <= len(compact) <= 12
        and compact.isalnum()
        and any(c.isdigit() for c in compact)
        and (compact.isdigit() or compact.upper() == compact)
    )


def _repeated_digits(value: str) -> bool:
    """Round 27: a document number whose digits, five or more, are one digit repeated
    after at most its series' letters (`G00000000`, `000000000`, `N 0000 0000`): a form's
    or a guide's placeholder for the format. No issuing state numbers a passport so (the
    shape test already wanted three different characters; the German and the field
    readers did not)."""
    compact = value.replace(" ", "").replace("-", "")
    digits = [c for c in compact if c.isdigit()]
    return len(digits) >= 5 and len(set(digits)) == 1 and len(compact) - len(digits) <= 3


#: The issuing country's code between a passport word and its number: "USA 830833726".
_COUNTRY_CODE = re.compile(r"[A-Za-z]{2,3} (?=\d)")


def find_passports(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    taken = -1
    for word in _PASSPORT_WORD.finditer(text):
        hi = value_reach(text, word.end(), PASSPORT_REACH)
        for m in _PASSPORT_VALUE.finditer(text, word.end(), hi):
            start, end = m.span("value")
            if start < taken:
                break
            value = m.group("value")
            country = _COUNTRY_CODE.match(value)
            if country is not None and not _passport_shaped(value):
                # "pasaporte USA 830833726", "passport UK 123456789": the issuing
                # country's code before the number, not a prefix of it.
                start += country.end()
                value = value[country.end() :]
            field = bool(_FIELD_GAP.fullmatch(text, word.end(), start))
            if _repeated_digits(value):
                continue  # round 27: "G00000000", a format's placeholder, no one's number
            if (
                _passport_shaped(value)
                or _old_mexican_passport(value, text[word.end() : start])
                or (_GERMAN_PASSPORT.fullmatch(value) and any(c.isdigit() for c in value))
                or (
                    _DUTCH_PASSPORT.fullmatch(value)
                    and sum(c.isdigit() for c in value) >= 4
                    and value.isupper()
                )
                or (field and _field_value_shaped(value))
            ):
                found.append(Candidate(PASSPORT, "passport", start, end))
                taken = end
                break
    spans = {(c.start, c.end) for c in found}
    for c in _doc_type_records(text) + _manifest_rows(text) + _travel_document_codes(text):
        if (c.start, c.end) not in spans:
            spans.add((c.start, c.end))
            found.append(c)
    return found


#: A travel document's record (an airline's APIS line, a check-in form): its type field
#: says passport (`doc_tipo=P`, `"documentType": "PASSPORT"`), its number field follows.
_DOC_TYPE_PASSPORT = re.compile(
    r"(?i)\b(?:doc(?:ument)?_?(?:tipo|type|kind)|tipo_?(?:de_?)?doc(?:umento)?)[\"']?\s*[:=]\s*"
    r"[\"']?(?:p|pp|pas|pasaporte|passport|passaporte|passeport)(?![\w])"
)
_DOC_NUMBER = re.compile(
    r"(?i)\b(?:doc(?:ument)?_?(?:num(?:ber|ero)?|no|nr|id)|num(?:ero)?_?(?:de_?)?doc(?:umento)?)"
    r"[\"']?\s*[:=]\s*[\"']?(?P<value>[A-Za-z0-9]{6,12})(?![\w])"
)
_DOC_REACH = 80
#: Nationalities as ICAO 9303 writes them: a row that holds one, a person's name and a
#: passport-shaped number is a passenger manifest's ("G1234…;Nombre Apellido;MEX;M").
_ICAO_NATIONALITIES = frozenset(
    re.findall(
        r"[A-Z]{3}",
        "MEX USA CAN ESP ARG BRA COL CHL PER VEN ECU GTM CUB URY PRY BOL CRI PAN SLV HND NIC "
        "DOM GBR DEU FRA ITA PRT NLD BEL CHE AUT IRL SWE NOR DNK FIN POL RUS UKR CHN JPN KOR "
        "IND AUS NZL ISR TUR",
    )
)
#: Round 20: the same countries by their two-letter code (ISO 3166 alpha-2, as a
#: booking's export writes the issuing country: "Nombre Apellido,CA,<number>,<expiry>");
#: a common word's or a state's capitals too ("CA", "IN"), so the number must then be a
#: passport's letters and digits, or nine digits on a row that holds a date.
_ALPHA2_NATIONALITIES = frozenset(
    re.findall(
        r"[A-Z]{2}",
        "MX US CA ES AR BR CO CL PE VE EC GT CU UY PY BO CR PA SV HN NI DO GB UK DE FR IT PT "
        "NL BE CH AT IE SE NO DK FI PL RU UA CN JP KR IN AU NZ IL TR",
    )
)
_LETTERED_NUMBER = re.compile(r"[A-Z]{1,2}\d{6,8}")
_ROW_DATE = re.compile(r"(?:19|20)\d\d-[01]\d-[0-3]\d|\d{1,2}[/.\-]\d{1,2}[/.\-](?:19|20)\d\d")
_ROW_SEP = re.compile(r"[;|\t,]|\\t")
_MANIFEST_NUMBER = re.compile(r"[A-Z]{1,2}\d{6,8}|\d{9}")


def _doc_type_records(text: str) -> list[Candidate]:
    found = []
    for m in _DOC_TYPE_PASSPORT.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end == -1 else line_end
        lo, hi = max(line_start, m.start() - _DOC_REACH), min(line_end, m.end() + _DOC_REACH)
        for number in _DOC_NUMBER.finditer(text, lo, hi):
            if _field_value_shaped(number.group("value")):
                found.append(Candidate(PASSPORT, "passport", *number.span("value")))
                break
    return found


#: Round 29: a travel document written as airlines' and check-in systems' records write it:
#: ICAO's document code `P` (passport), the issuing state, the number, between slashes
#: (IATA's `SSR DOCS` element `DOCS/P/MEX/<number>/…`, a check-in log's
#: `doc=P/US/<number>`). The code and a state the lists know say what the number is.
_TRAVEL_DOCUMENT = re.compile(
    r"(?<![A-Za-z0-9])P/(?P<state>[A-Z]{2,3})/(?P<value>[A-Z0-9]{6,12})(?![A-Za-z0-9])"
)


def _travel_document_codes(text: str) -> list[Candidate]:
    found = []
    for m in _TRAVEL_DOCUMENT.finditer(text):
        state, value = m.group("state"), m.group("value")
        if state not in (_ALPHA2_NATIONALITIES if len(state) == 2 else _ICAO_NATIONALITIES):
            continue
        if _repeated_digits(value) or not _field_value_shaped(value):
            continue
        if not (_passport_shaped(value) or _GERMAN_PASSPORT.fullmatch(value)):
            continue
        found.append(Candidate(PASSPORT, "passport", *m.span("value")))
    return found


def _manifest_rows(text: str) -> list[Candidate]:
    from fixture_guard.detect import names

    found = []
    for nat in re.finditer(r"(?<![A-Za-z])[A-Z]{2,3}(?![A-Za-z])", text):
        alpha2 = len(nat.group()) == 2
        if nat.group() not in (_ALPHA2_NATIONALITIES if alpha2 else _ICAO_NATIONALITIES):
            continue
        line_start = text.rfind("\n", 0, nat.start()) + 1
        line_end = text.find("\n", nat.end())
        line_end = len(text) if line_end == -1 else line_end
        line = _MARKUP.sub(lambda t: " " * len(t.group()), text[line_start:line_end])
        cells, at = [], 0
        for sep in _ROW_SEP.finditer(line):
            cells.append((at, sep.start()))
            at = sep.end()
        cells.append((at, len(line)))
        if len(cells) < 3 or not any(line[a:b].strip() == nat.group() for a, b in cells):
            continue  # the code must be a cell of its own: a row, not prose
        named = any(
            names.find_names(line[a:b].strip()) and len(line[a:b].split()) >= 2 for a, b in cells
        )
        if not named:
            continue
        for a, b in cells:
            cell = line[a:b]
            value = cell.strip()
            if alpha2 and not (
                _LETTERED_NUMBER.fullmatch(value)
                or any(_ROW_DATE.match(line[c:d].strip(" \"'\\")) for c, d in cells)
            ):
                continue
            if _MANIFEST_NUMBER.fullmatch(value) and _passport_shaped(value):
                start = line_start + a + (len(cell) - len(cell.lstrip()))
                found.append(Candidate(PASSPORT, "passport", start, start + len(value)))
    return found


# --- machine-readable zones (ICAO 9303) -------------------------------------------------

MRZ = "MRZ"
#: A line of a machine-readable zone: capitals, digits and `<` fillers, 28 to 46 long
#: (30 on an ID card such as the INE, 36 or 44 on passports; people trim fillers).
#: A `<` that opens a closing tag (`…<<<</span>`, a zone in a page) is not a filler.
_MRZ_LINE = re.compile(r"(?<![A-Za-z0-9<])(?:[A-Z0-9]|<(?!/)){28,46}(?![A-Za-z0-9]|<(?!/))")


def mrz_check_digit(field: str) -> str:
    """ICAO 9303's check digit: weights 7, 3, 1; A=10 … Z=35; `<` = 0."""
    total = 0
    for i, ch in enumerate(field):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if "A" <= ch <= "Z" else 0)
        total += value * (7, 3, 1)[i % 3]
    return str(total % 10)


def _checks(line: str, *fields: tuple[int, int]) -> int:
    """How many of the (start, end) fields of `line` are followed by their check digit."""
    ok = 0
    for start, end in fields:
        value, check = line[start:end], line[end : end + 1]
        if check.isdigit() and value.strip("<") and mrz_check_digit(value) == check:
            ok += 1
    return ok


def _data_line(line: str) -> str | None:
    """ "P" (a passport's second line), "I" (an ID card's first or second line), or None.

    A data line is believed when two of its fields carry their check digit (the
    document number and the birth date), or the document number's and the line's form
    is unmistakable; a dated line needs its date to be one."""
    padded = line.ljust(44, "<")
    # TD3/TD2 second line: number (9) + check, nationality, birth date + check, sex,
    # expiry + check.
    passport_line = padded[10:13].isalpha() and padded[20] in "MF<X"
    if passport_line and _checks(padded, (0, 9), (13, 19), (21, 27)) >= 2:
        return "P"
    # TD1 first line: document code, issuer, number (9) + check.
    card_first = line[:1] in "AIC" and line[2:5].replace("<", "").isalpha() and "<<" in line
    if card_first and _checks(padded, (5, 14)):
        return "I"
    # TD1 second line: birth date + check, sex, expiry + check, nationality.
    card_second = padded[7] in "MFH<X" and padded[15:18].isalpha()
    if card_second and _checks(padded, (0, 6), (8, 14)) >= 2:
        return "I"
    return None


def _name_line(line: str) -> bool:
    """A line of names: letters and fillers, with the `<<` between surname and names."""
    core = line[5:] if line[:1] in "PIAC" and line[1:2] in "<ABCDEFGHIJKLMNOPQRSTUVWXYZ" else line
    return (
        "<<" in core
        and bool(re.fullmatch(r"[A-Z<]+", core))
        and sum(c.isalpha() for c in core) >= 4
    )


#: A TD3 passport's first line: `P`, a type letter or filler, the issuing state's three
#: letters, the surname(s), `<<`, the given names, fillers; 44 characters (36 to 44:
#: people trim fillers). ICAO's specimen state `UTO` (Utopia) is documentation's.
_PASSPORT_NAME_LINE = re.compile(r"P[A-Z<][A-Z]{3}[A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*<*")


def _passport_name_line(line: str) -> bool:
    return (
        36 <= len(line) <= 44
        and line[2:5] != "UTO"
        and _PASSPORT_NAME_LINE.fullmatch(line) is not None
    )


def find_mrz(text: str) -> list[Candidate]:
    """The lines of each machine-readable zone (passport, INE and other ID cards) that
    has a data line with valid check digits; every line of the zone is a person's data
    (their names, document number, birth date)."""
    lines = [(m.start(), m.end(), m.group()) for m in _MRZ_LINE.finditer(text) if "<" in m.group()]
    found: list[Candidate] = []
    i = 0
    while i < len(lines):
        # A zone: consecutive MRZ lines, separated by nothing but a line break or spaces.
        j = i + 1
        while j < len(lines) and not text[lines[j - 1][1] : lines[j][0]].strip(" \t\r\n"):
            j += 1
        zone = lines[i:j]
        kinds = {_data_line(line) for _, _, line in zone} - {None}
        if not kinds and len(zone) == 1:
            # A passport's first line alone (`P<MEX` + surnames `<<` names + fillers to
            # 44): no check digit, but the shape is the document's and the line is a
            # person's names as their passport writes them. With a data line beside it
            # whose check digits fail, the zone is no document's (a garbled or made-up
            # one) and nothing of it is reported.
            found.extend(
                Candidate(
                    MRZ,
                    "passport-mrz",
                    start,
                    end,
                    info={"document": "P", "country": line[2:5], "name_line": "1"},
                )
                for start, end, line in zone
                if _passport_name_line(line)
            )
        if kinds:
            doc = "P" if "P" in kinds and not zone[0][2].startswith(("I", "A", "C")) else "I"
            for start, end, line in zone:
                if _data_line(line) or _name_line(line):
                    found.append(
                        Candidate(
                            MRZ,
                            "passport-mrz" if doc == "P" else "id-card-mrz",
                            start,
                            end,
                            info={"document": doc, "country": zone[0][2][2:5].strip("<")},
                        )
                    )
        i = j
    return found


# --- birth dates -----------------------------------------------------------------------

_MONTHS = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|"
    r"diciembre|january|february|march|april|may|june|july|august|september|october|"
    r"november|december|januar|februar|marz|mai|juni|juli|oktober|dezember|"
    # French, Italian, Portuguese (folded): "née le 12 mai 1990", "nato il 3 maggio".
    r"janvier|fevrier|mars|avril|juin|juillet|aout|decembre|gennaio|febbraio|aprile|"
    r"maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|maio|junho|julho|"
    r"setembro|outubro|dezembro|marco|novembro|novembre|octobre|septembre|maerz|"
    r"ene|feb|mar|abr|apr|jun|jul|ago|aug|sept?|oct|nov|dic|dec)"
)
_YEAR = r"(?:19|20)\d{2}"
_DATE = re.compile(
    r"(?<![\w/.\-])(?P<date>"
    r"\d{1,2}[/.\-]\d{1,2}[/.\-]" + _YEAR + r"|" + _YEAR + r"[/.\-]\d{1,2}[/.\-]\d{1,2}"
    # An ISO date-time: "1990-05-12T00:00:00Z", as records store a birth date.
    r"(?:t\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+\-]\d{2}:?\d{2})?)?"
    r"|\d{1,2}(?:st|nd|rd|th|o|º|°)?\.?(?:\s+(?:de|of))?\s+"
    + _MONTHS
    + r"\.?,?(?:\s+del?)?(?:\s+(?:ano|of the year))?\s+"
    + _YEAR
    # "10 de mayo (1982)": a birthday, its year in parentheses (round 15)
    + r"|\d{1,2}(?:\s+de)?\s+"
    + _MONTHS
    + r"\s+\(\s*(?:19|20)\d\d\s*\)"
    + r"|\d{1,2}[/\-]"
    + _MONTHS
    + r"\.?[/\-]"
    + _YEAR
    + r"|"
    + _MONTHS
    + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+"
    + _YEAR
    # The month in Roman numerals, as registries and genealogies write it: "16-VII-1948".
    + r"|\d{1,2}[/.\- ](?:i{1,3}|iv|vi{0,3}|ix|xi{0,2})[/.\- ]"
    + _YEAR
    + r")(?![\w/])"
)
#: After a birth word a two-digit year is a birth year too: "F. nac. 14/02/87".
_SHORT_DATE = re.compile(r"(?<![\w/.\-])(?P<date>\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2})(?![\w/.\-])")
_BIRTH_WORD = re.compile(
    r"nacimiento|nacid[oa]s?\b|\bnaci\b|\bnacio\b|\bborn\b|birth|\bdob\b|d\.o\.b|"
    # round 25: an OCR'd scan's birth word, its letters read as digits (`NAC1MIENT0`,
    # `B1RTH`, `NASC1MENT0`): 0 for o, 1/l/| for i, 3 for e, 4 for a
    r"n[a4]c[i1l|]m[i1l|][e3]nt[o0]|n[a4]sc[i1l|]m[e3]nt[o0]|b[i1l|]rth|"
    r"cumple(?:anos)?\b|cumple anos|\bgeb\.|geboren|geburt|"
    # "cumplo años el …", "cumplí años el …": the birthday of who speaks.
    r"\bcumpl(?:o|i|io|imos|ira)\s+anos\b|\bfecha (?:de )?nac\b|\bf\.? ?(?:de )?nac\b|\bfnac\b|"
    # "nac." is a birth's abbreviation before its date ("Fecha de nac. 22-ABR-1981"),
    # Nacional's before a word ("Universidad Nac. Autónoma").
    r"\bnac\.(?=\s*(?::|el\b)?\s*\d)|"
    # A record's field named so, a date right after it: `nac=19520624`, `nac: 1961-…`.
    r"\bnac(?=\s*[:=]\s*[\"']?\d)|naissance|nascimento|nascita|\bnee? le\b|\bnee? en\b|\bnat[oa] il\b|"
    # (round 24: the gendered form, "nascido(a) em", "nacido/a el")
    r"\bnascid[oa](?:\([oa]\)|/[oa])?\s+(?:em|a|no dia)\b|\bnacid[oa](?:\([oa]\)|/[oa])\s+el\b|"
    r"\bnasc\.(?=\s*:?\s*\d)|\bdata de nasc\b|"
    # Portuguese's verb, as Spanish "nació": "<nome> nasceu em 21 outubro 1998", "nasci em".
    r"\bnasc(?:eu|i|emos|eram)\b|"
    # "(n. 12-ago-1987)", "(b. 3 March 1987)": the genealogist's abbreviations, also
    # after a comma ("I. Sánchez, n. 16-III-2000") when a whole date follows.
    r"\(\s*[nb]\.(?=\s*(?:\d|[a-z]{3,9}\.?\s+\d))|"
    r",\s*[nb]\.(?=\s*\d{1,2}[/.\- ](?:\d{1,2}|[ivx]{1,4}|[a-z]{3,9})[/.\- ]\d{2,4}\b)|"
    # "f/n 27/05/58": fecha de nacimiento on forms and school lists.
    r"\bf/n(?:ac)?\b|"
    # The same label as initials with dots: "(F.N. 06/08/78)", "f. n.: 12-05-1990".
    r"\bf\. ?n\.(?=\s*:?\s*\d)|"
    # round 14: a vCard's birthday field (`BDAY:19800113`, `BDAY;VALUE=date:1980-01-13`)
    r"\bbday\b|"
    # round 15: the paraphrase ("quien vino al mundo el …"), a genealogy's star before
    # the date ("(★ 11.3.1982)"), a form's "FN:" and a record's "NAC" before a date
    # ("FN: 05/07/2005", "NAC 25-nov-1994"), "b." before an ISO date ("…, b. 1994-12-25"),
    # a birthday list ("Cumpleañeros del mes"), an age with its date in parentheses
    # right after it ("edad: 35 (15/12/89)").
    r"\bvin[oe] al mundo\b|\bcame into the world\b|[\u2605\u2736](?=\s*\d)|"
    # (round 19: "FN 20/05/87", the colon left out)
    r"\bfn(?=\s*:?\s*\d{1,2}[/.\-]\d)|\bnac(?=\s+\d{1,2}[/.\-])|"
    r",\s*b\.(?=\s*(?:19|20)\d\d-[01]\d-[0-3]\d\b)|cumpleaner[oa]s?\b|"
    r"\b(?:edad|age)\s*:?\s*\d{1,3}(?:\s+(?:anos|years))?\s*(?=\(\s*\d)",
)
#: An airline's passenger document line (`SSR DOCS YY HK1/P/MEX/<passport>/MEX/04SEP1990/
#: M/…`): the birth date is the field after the nationality, as DDMMMYY(YY).
_SSR_DOCS = re.compile(
    r"\bssr[ \t]+docs[ \t]+[a-z0-9]{2}[ \t]+[a-z]{2}\d{1,2}/[a-z]{0,2}/[a-z]{3}/[a-z0-9]{0,20}/"
    r"[a-z]{3}/(?P<date>\d{2}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\d{2}(?:\d{2})?)/"
)
#: Between a birth word and a date, words that make the date another one: a statistic's
#: update, a certificate's issue or registration.
_NOT_A_BIRTH = re.compile(
    r"\b(?:rates?|statistics?|estadisticas?|tasa|natalidad|registr\w*|expedi\w*|emitid\w*|"
    r"emision|issued|updated|actualiz\w*|publica\w*|published|certificate|weight|peso|"
    r"control|boleta)\b"
)
#: After a birth word, whose birth it is, by a name of capitalised words (particles
#: between them), then a colon, a dash or "el"/"is" before the date.
_WHOSE_BIRTH = re.compile(
    r"[ \t]+(?:de|del|of|da|do)[ \t]+"
    r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+(?:[ \t]+(?:(?:de|del|la|las|los|da|do|dos|y|e)[ \t]+){0,2}"
    r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+){1,5}"
    r"[ \t]*(?:[:\-–—,][ \t]*|[ \t](?:el|is|es|fue|was|em|le)[ \t]+)"
)
#: How far after the birth word its date may be: "nacida el", "Date of birth:",
#: "cumple años el", `"birthDate": "`.
BIRTH_REACH = 32


#: A record's birth-date field may hold the date as eight digits: `"dob": "19630801"`.
_COMPACT_DATE = re.compile(
    r"(?P<date>(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))(?![\w])"
)
_FIELD_VALUE_GAP = re.compile(r"[\w\-]{0,24}\.?[\"']?\s*[:=]\s*[\"']?")


def find_birth_dates(text: str) -> list[Candidate]:
    found: list[Candidate] = []
    folded = fold(text)
    taken = -1
    for word in _BIRTH_WORD.finditer(folded):
        hi = value_reach(text, word.end(), BIRTH_REACH + 30)
        m = _DATE.search(folded, word.end(), hi) or _SHORT_DATE.search(folded, word.end(), hi)
        if m is None:
            gap = _FIELD_VALUE_GAP.match(folded, word.end(), hi)
            m = _COMPACT_DATE.match(folded, gap.end(), hi) if gap else None
        if m is None or m.start() - word.end() > BIRTH_REACH:
            # "Fecha de nacimiento de María Fernanda Ortega Salinas: 08/08/1977": whose
            # birth it is, by name, between the word and the date
            whose = _WHOSE_BIRTH.match(text, word.end(), value_reach(text, word.end(), 120))
            if whose is not None:
                d = _DATE.match(folded, whose.end()) or _SHORT_DATE.match(folded, whose.end())
                if (
                    d is not None
                    and d.start() >= taken
                    and not _NOT_A_BIRTH.search(folded, word.start(), d.start())
                ):
                    found.append(Candidate(BIRTH_DATE, "birth-date", *d.span("date")))
                    taken = d.end("date")
                    continue
        if m is None or m.start() - word.end() > BIRTH_REACH or m.start() < taken:
            continue
        if re.search(r"[;!?]|\.\s+[A-ZÁÉÍÓÚÑ]", text[word.end() : m.start()]):
            continue  # another sentence ("f. nac. 14/02/87" is an abbreviation)
        if _NOT_A_BIRTH.search(folded, word.start(), m.start()):
            continue  # "birth rate … updated 2024-05-12", "acta de nacimiento expedida el …"
        if _BIRTH_VERB.match(folded, word.start()) and _not_a_person_born(
            text, folded, word.start()
        ):
            continue  # "Transportes … nació el 11 de mayo de 1985", a shelter's dog
        start, end = m.span("date")
        if folded[word.start()] == "," and not _genealogy_entry(text, word.start(), m.group()):
            continue  # ", n. 12-05-2023" after a report's title is its number and date
        found.append(Candidate(BIRTH_DATE, "birth-date", start, end))
        taken = end
    if "docs" in folded:
        found += [
            Candidate(BIRTH_DATE, "birth-date", *m.span("date")) for m in _SSR_DOCS.finditer(folded)
        ]
    spans = [(c.start, c.end) for c in found]
    found += [c for c in _named_dates(text, folded) if (c.start, c.end) not in spans]
    return found


#: The birth word as a verb whose subject is written before it ("<subject> nació el …").
_BIRTH_VERB = re.compile(r"nacio\b|nacid[oa]\b|nasceu\b|born\b")
#: Words of an animal's notice in the verb's sentence: a shelter's or a breeder's dog or
#: cat is born too ("Canelo (mestizo) nació el …; está vacunado y en adopción").
_ANIMAL_WORDS = re.compile(
    r"\b(?:mascotas?|perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|cachorr[oa]s?|mestiz[oa]|"
    r"camada|raza|adopcion|adoptad[oa]|vacunad[oa]|esterilizad[oa]|desparasitad[oa]|"
    r"veterinari[oa]|puppy|puppies|kitten|litter|breed|dog|cat|pet|adoption|neutered|"
    r"spayed|cadela|cachorro|filhote)\b"
)


#: A thing's or a body's common noun as the verb's subject, after an article or a
#: possessive (round 15): "La cooperativa nació el …", "El proyecto nació …", "Our
#: startup was born …". A person's noun ("la paciente", "el niño", "mi hija") is none of
#: these, and neither is a person's post before them ("El fundador del proyecto").
_THING_SUBJECT = re.compile(
    r"(?:la|el|los|las|este|esta|nuestro|nuestra|nuestros|nuestras|su|un|una|the|this|our|"
    r"a|an|o|a|nosso|nossa)[ \t]+(?:[a-z]+[ \t]+)?"
    r"(?:cooperativa|proyecto|empresa|compania|negocio|marca|iniciativa|idea|movimiento|"
    r"colectivo|asociacion|fundacion|organizacion|sociedad|festival|feria|evento|encuentro|"
    r"programa|revista|periodico|diario|podcast|blog|sitio|portal|pagina|app|aplicacion|"
    r"plataforma|software|herramienta|libreria|framework|lenguaje|sistema|servicio|producto|"
    r"banda|grupo|equipo|club|tienda|marca|startup|concurso|torneo|premio|red|comunidad|"
    r"museo|escuela|colegio|universidad|instituto|agencia|despacho|taller|restaurante|"
    r"cafeteria|editorial|estudio|laboratorio|hospital|clinica|canal|sello|disquera|"
    r"company|project|initiative|business|brand|magazine|newspaper|platform|tool|library|"
    r"language|system|service|product|band|group|team|shop|store|contest|award|network|"
    r"community|school|agency|studio|channel|label|empresa|projeto|iniciativa|revista)"
    r"(?:[ \t,]+[\w.\-]+){0,4}[ \t,]*(?:se[ \t]*|was[ \t]*|is[ \t]*)?$"
)


_SENTENCE_ARTICLE = re.compile(r"(?<=\s)(?:El|La|Los|Las|Este|Esta|Nuestro|Nuestra|The|This|Our)\s")


def _not_a_person_born(text: str, folded: str, verb: int) -> bool:
    """Whether "<subject> nació" has no person for its subject (round 14): the clause
    before the verb is an organisation's name (a trade name or a legal form heading it:
    "Autotransportes Sierra Gorda nació el …"), or the sentence is an animal's notice
    (two of its words); a person's name the gazetteer knows in the subject keeps it a
    person's birth."""
    from fixture_guard.detect import mx_patterns, names

    lo = max(0, verb - 90)
    cut = max(text.rfind(c, lo, verb) for c in ".;|\n\"'>")
    lo = lo if cut < 0 else cut + 1
    subject = text[lo:verb]
    if names.names_between(text, lo, verb):
        return False
    if mx_patterns.organisation_subject().match(subject.strip()):
        return True
    # the clause's subject from its start, or from a capitalised article that starts a
    # sentence the text ran on into ("… semantic kernel El proyecto nació …")
    starts = [0] + [m.start() for m in _SENTENCE_ARTICLE.finditer(subject)]
    if any(_THING_SUBJECT.fullmatch(fold(subject[i:].strip())) for i in starts):
        return True
    end = min(len(folded), verb + 160)
    stop = folded.find(".", verb + 20, end)
    sentence = folded[lo : end if stop < 0 else stop]
    return len({m.group() for m in _ANIMAL_WORDS.finditer(sentence)}) >= 2


_SURNAME_END = re.compile(r"[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+$")


def _genealogy_entry(text: str, comma: int, date: str) -> bool:
    """ ", n. <date>" is a birth after a person's surname (`I. Sánchez, n. 16-III-2000`),
    of someone at least `_NAMED_MIN_AGE` years old."""
    # (an ISO date's year leads: ", b. 1994-12-25")
    year = re.match(r"(?:19|20)\d{2}(?=-)", date) or re.search(r"(?:19|20)\d{2}$|\d{2}$", date)
    if year is None:
        return False
    value = int(year.group())
    if value < 100:
        value += 1900 if value > datetime.date.today().year % 100 else 2000
    if value > datetime.date.today().year - _NAMED_MIN_AGE:
        return False
    # the person's surname right before, or their age ("Óscar Ruiz (34 años, n. …)")
    return (
        _SURNAME_END.search(text, max(0, comma - 30), comma) is not None
        or _AGE_END.search(text, max(0, comma - 30), comma) is not None
    )


_AGE_END = re.compile(r"(?i)\b\d{1,3}[ \t]+(?:años|anos|years|yrs|anos de idade)$")


#: A full date given as what a person is: "José Luis Quintero Rivera: 06/08/1972",
#: "Marta Ruiz Olmos (3 de mayo de 1968)", an alt text or a caption naming someone and
#: their date and nothing else. A name, then a colon or an opening parenthesis, then
#: the date.
_NAMED_DATE_SEP = re.compile(
    r"[ \t]*(?:[:(]"
    # round 17: an encyclopedia's parenthesis, the birthplace before the date
    # ("Guillermo del Toro (Guadalajara, 9 de octubre de 1964) es …")
    r"|\([ \t]*[A-ZÁÉÍÓÚÑ][\w.]+(?:[ \t]+(?:de[ \t]+)?[A-ZÁÉÍÓÚÑ][\w.]+){0,3},)[ \t]*$"
)
#: A record's row: the name in one cell, the date in the next ("Nombre Apellido
#: Apellido,1958-12-14,Mérida", `…|14/12/1958|…`); the date must end its cell too.
#: The cell may be quoted (`"Nombre";"14/12/1958"`), an SQL row's (`('Nombre', DATE
#: '1958-12-14')`) or an HTML table's (`<td>Nombre</td><td>14/12/1958</td>`).
_NAMED_CELL_SEP = re.compile(
    r"[ \t]*[\"']{0,2}[ \t]*(?:[,;|\t]|\\t|</td>[ \t]*<td[^<>]{0,40}>|(?<=[ \t])[·–—\-](?=[ \t]))[ \t]*"
    r"(?:(?i:date|timestamp)[ \t]+)?[\"']{0,2}[ \t]*$"
)
#: (round 17: a dash's cell as the view reads it, a hyphen between spaces: the view
#: turns `—` and `–` into `-`; and a line's end inside a text, not only the text's)
_CELL_END = re.compile(r"[ \t]*(?:[,;|\t\"'<\\]|[·–—][ \t]|(?<=[ \t])-[ \t]|\r?\n|$)")
#: Words before the name that make the date another one: a byline's, an update's, a
#: death's, a document's.
_NOT_A_NAMED_BIRTH = re.compile(
    r"\b(?:publica\w*|actualiza\w*|por|by|autor\w*|escrit\w*|firmad\w*|edita\w*|foto\w*|"
    r"fuente|updated|posted|published|written|author|fecha|date|registr\w*|emitid\w*|"
    r"expedid\w*|vigencia|vence|fallec\w*|murio|died|death|defuncion|q\.?e\.?p\.?d|rip|"
    r"entrevista\w*|interview\w*|sesion|reunion|meeting|cita|audiencia|firma|contrato)\b"
)
#: Round 39: an event's noun right before the name ("Conferencia de <name>; 14 de marzo
#: de 2014", "Concert by <name> | …"): the date is the event's, not the person's birth.
_EVENT_OF_NAME = re.compile(
    r"\b(?:conferencia|concierto|charla|ponencia|platica|taller|curso|seminario|webinar|"
    r"presentacion|exposicion|recital|funcion|espectaculo|gira|evento|homenaje|lectura|"
    r"panel|foro|congreso|conference|concert|talk|lecture|workshop|course|seminar|"
    r"presentation|exhibition|show|tour|event|reading|palestra|apresentacao|exposicao|"
    r"concerto|oficina de)[ \t]+(?:(?:de|del|con|of|with|by|featuring|por|com|do|da)[ \t]+)?$"
)
#: A birth-date column's name in a header row (folded: `fecha_nac` reads "fecha nac").
_BIRTH_COLUMN = re.compile(r"(?:fecha|date)[ \t]*(?:de[ \t]+|of[ \t]+)?(?:nac\w*|birth)\b")
#: Before a name, words that make the eight digits after it a number of something.
_ID_WORDS_BEFORE = re.compile(
    r"\b(?:pedido|orden|order|folio|factura|invoice|ticket|recibo|receipt|guia|tracking|"
    r"referencia|reference|ref|cuenta|account|contrato|poliza|policy|expediente|caso|case|"
    r"id|no|num|numero|number)\b"
)
#: How old a person whose birth date is written must at least be (years).
_NAMED_MIN_AGE = 10


def _named_row(before: str) -> bool:
    """Whether `before` ends with a record's two name cells (surnames, given name), one
    of their words a name the gazetteer knows (`mx_patterns.has_name_before`'s rows)."""
    from fixture_guard.detect import mx_patterns, names

    cells = mx_patterns._NAME_CELLS_BEFORE.search(before)
    return cells is not None and any(
        names.is_known_name(fold(w)) for w in re.findall(r"[^\W\d_]{3,}", cells.group())
    )


#: Round 20: a life span after the name ("<name> (<birth> – <death>)", "(… - † 1998)"): a
#: biography's dates of someone who has died, not a living person's birth date (the
#: LFPDPPP protects the living; a named date with no death after it stays a birth date).
_LIFESPAN_AFTER = re.compile(
    r"[ \t]*(?:[\u2013\u2014\-]|\ba\b|\bto\b)[ \t]*(?:[\u2020\u271d][ \t]*)?"
    r"(?:\d{1,2}(?:[ \t]+de)?[ \t]+[a-z]{3,10}\.?,?(?:[ \t]+de)?[ \t]+|[a-z]{3,10}\.?[ \t]+\d{1,2},?[ \t]+"
    r"|\d{1,2}[/.\-]\d{1,2}[/.\-])?(?:1[5-9]|20)\d\d\b"
)


def _named_dates(text: str, folded: str) -> list[Candidate]:
    from fixture_guard.detect import names

    newest = datetime.date.today().year - _NAMED_MIN_AGE
    found: list[Candidate] = []
    # A record's cell may hold the date as eight digits (`Apellido Nombre|19800113|M`):
    # only as a cell of its own, after the name's cell.
    compact = (m for m in _COMPACT_DATE.finditer(folded) if _CELL_END.match(text, m.end()))
    for m in itertools.chain(_DATE.finditer(folded), compact):
        start, end = m.span("date")
        year = re.search(r"(?:19|20)\d{2}", m.group("date"))
        if year is None or not 1900 <= int(year.group()) <= newest:
            continue
        line_start = text.rfind("\n", 0, start) + 1
        before = text[max(line_start, start - 80) : start]
        eight = m.re is _COMPACT_DATE
        sep = None if eight else _NAMED_DATE_SEP.search(before)
        if sep is not None and _LIFESPAN_AFTER.match(folded, end):
            continue  # "(<birth> – <death>)": a life span, someone who has died
        if sep is None and _CELL_END.match(text, end):
            sep = _NAMED_CELL_SEP.search(before)
            if sep is not None and _LIFESPAN_AFTER.match(folded, end):
                continue  # round 39: a row's life span, "<name> | <birth> – <death>"
        if sep is None:
            continue
        # round 18: a header's birth-date column ("fecha_nac", "date of birth") before the
        # row is the date's label, not another date's word
        veto = next(
            (
                v
                for v in _NOT_A_NAMED_BIRTH.finditer(fold(before[: sep.start()]))
                if not _BIRTH_COLUMN.match(fold(before[: sep.start()]), v.start())
            ),
            None,
        )
        if veto is not None and not (
            # round 16: "registro" as a noun (a record) before a row's two name cells
            # names the person's record, not a registration's date
            veto.group() in ("registro", "registros")
            and _NOT_A_NAMED_BIRTH.search(fold(before[veto.end() : sep.start()])) is None
            and _CELL_END.match(text, end)
            and _named_row(before)
        ):
            continue
        if eight and _ID_WORDS_BEFORE.search(fold(before[: sep.start()])):
            continue  # "Pedido de Ana Ruiz,19800113": eight digits after an id's word

        named = [n for n in names.find_names(before) if n.end == sep.start()]
        if named and _EVENT_OF_NAME.search(fold(before[: named[-1].start])):
            continue  # round 39: "Conferencia de <name>; <date>", the event's date
        if (named and len(before[named[-1].start : named[-1].end].split()) >= 2) or (
            # round 15: a row's surnames and given name as two cells, then the date
            # ("Cortés Juárez;Maricela;17/09/1969;Hermosillo")
            not eight and _CELL_END.match(text, end) and _named_row(before)
        ):
            found.append(Candidate(BIRTH_DATE, "birth-date", start, end, info={"named": True}))
    return found


# --- addresses -------------------------------------------------------------------------

_STREET = re.compile(
    r"(?:\b(?:calle|av|avda|avenida|blvd|boulevard|bulevar|blvr|calz|calzada|privada|priv|"
    r"cerrada|cda|andador|prolongacion|prol|callejon|retorno|circuito|paseo|camino|"
    r"periferico|eje|viaducto|carretera|ronda|travesia|glorieta)\b[.:]?\s+"
    # Spain's abbreviation of calle: "C/ de Blasco de Garay 688", "C/ del Olmo, 12".
    r"|(?<![\w/])c/\s?(?!u\b))"
    # A street named after a date has its house number after the date: "Retorno 5 de
    # Cecilio Robelo #34", "Calle 16 de Septiembre 120".
    r"(?P<name>(?:\d{1,2}\s+de\s+)?(?:[\w'.]+\s+){0,5}?)"
    # Spain writes a comma before the number: "C/ del Olmo, 1209".
    r"(?:[a-z][\w'.]*,\s)?"
    r"(?P<number>(?:#\s?|no\.\s?|num\.\s?|numero\s|n\.?º\s?)?\d{1,5}(?:\s?-?\s?[a-z]\b)?"
    r"|mz\.?\s?\d+\s+lt\.?\s?\d+|s/n)(?![\w/])",
)
#: The house number before a Mexican street's type, as English writers order it ("665
#: Calle Hidalgo, Col. …", "2246 Calzada Tlalpan, …"): the street's name runs to a comma.
_NUMBER_FIRST_STREET = re.compile(
    r"(?<![\w/.,#\-])\d{1,5}\s+(?:calle|av|avda|avenida|blvd|boulevard|bulevar|calz|calzada|"
    r"privada|priv|cerrada|cda|andador|prolongacion|prol|callejon|retorno|circuito|paseo)"
    r"\b\.?\s+[\w'.]+(?:\s+[\w'.]+){0,3}?(?=\s*,)"
)
#: A home addressed by its block and lot alone, with no street: "Mz 24 Lt 15, …".
_BLOCK_LOT = re.compile(
    r"\b(?:mz|manzana)\.?\s?\d{1,4}[a-z]?\s*,?\s*(?:lt|lote)\.?\s?\d{1,4}[a-z]?\b"
    # round 15: a rural home's address, "Domicilio conocido, Ranchería …"
    r"|\bdomicilio conocido\b"
)
#: Round 17: "domicilio conocido" and the locality after it is a whole rural address
#: (a street's stand-in and its place: "Domicilio conocido, El Carrizal").
_KNOWN_HOME = re.compile(r"\bdomicilio conocido,?\s+(?:(?:el|la|los|las|san|santa)\s+)?[a-z]{3,}")
#: Round 17: a vCard's address property, a contact's own (`ADR;TYPE=HOME:;;Av. …;…`; a
#: `TYPE=WORK` one is an organisation's), up to the street's cell.
_VCARD_ADR = re.compile(r"\badr(?:;(?!type=work)[\w=,\-\"]+)*:[^;\n]*;[^;\n]*;$")
#: Round 17: a map's link to a place (`google.com/maps/search/?api=1&query=Calz+…`,
#: `/maps/place/Calle+…/`, `maps.apple.com/?q=…`, `?daddr=…`): its query, decoded, is
#: read as an address.
_MAP_QUERY = re.compile(
    r"(?:google\.[a-z.]{2,6}/maps|maps\.google\.[a-z.]{2,6}|maps\.apple\.com)"
    r"(?:/(?:search|place|dir)/(?:\?[^\s\"'<>]*?(?:query|q|destination)=|(?=[^?\s\"'<>/]))"
    r"|/?\?(?:[^\s\"'<>]*?[?&;])?(?:q|query|daddr|address)=)"
    r"(?P<query>[^&\s\"'<>/]{6,300})"
)
#: A flat's floor and door as Spain and Argentina write them: "5º izq.", "3.º izda.",
#: "9° B", "2.º D", "bajo A".
_FLOOR_DOOR = re.compile(
    # After the number's comma, not a temperature's degrees ("25° C").
    r"(?:(?<=, )|(?<=,))\d{1,2}\.?\s?[º°ª]\s?(?:izq(?:da|uierda)?\.?|izq?da\.?|dcha\.?|drcha\.?|der(?:echa)?\.?|"
    r"centro|ctro\.?|int\.?|ext\.?|[a-h]\b)"
)
#: Argentina's postal code (CPA): a province letter and four digits, three letters after
#: them in full ("C1406", "C1406ABC", "B1636FDA").
_AR_POSTAL = re.compile(r"(?<![\w\-/.])[a-hj-np-z]\d{4}(?:[a-z]{3})?\b(?=\s*,|\s+[a-z])")
_INTERIOR = re.compile(
    r"\s*,?\s*(?:int\.?|interior|depto\.?|departamento|dpto\.?|casa|piso|torre|edif\.?|"
    r"edificio|local|lote|mz\.?|manzana|lt\.?)\s*[\w\-]{1,6}"
)
_COLONIA = re.compile(
    r"\b(?:(?:col|colonia|fracc|fraccionamiento|barrio|unidad habitacional|u\.\s?hab|"
    # round 18: the housing estate abbreviated after its first word ("Unidad Hab. …")
    r"unidad hab|"
    # Rural and old-village settlements: "Rancho El Mezquite", "Pueblo de Santa Úrsula",
    # "Ejido San José", "Conjunto Habitacional Los Pinos".
    r"rancho|rancheria|ejido|paraje|pueblo|poblado|conjunto habitacional|condominio)\b"
    # (a form's field too: "colonia: Arboledas", round 15)
    r"[.:]?\s*(?<=[\s.:])|"
    # round 15: housing estates and Cancún's blocks ("Infonavit Guadalupe Victoria",
    # "U.H. Tlatelolco", "Villas de la Hacienda", "SM 61", "Zona Centro"; not "residencial",
    # an adjective as often: "endereço residencial de …")
    r"(?:infonavit|fovissste|u\.\s?h|villas|zona|sm|supermanzana)\b\.?\s+)"
    r"[\w'.]+(?:\s+(?!c\.?\s?p\b)[\w'.]+){0,4}"
)
#: A flat in a housing estate, written without a street: "Edificio Chihuahua, Depto 302",
#: "Torre B, Dpto. 5", "Depto. 118".
_FLAT = re.compile(
    r"\b(?:(?:edificio|edif|torre|entrada|bloque|modulo)\.?\s+[\w\-]{1,12}\s*,?\s*)?"
    r"(?:depto|dpto|departamento)\.?\s*#?\s*\d{1,4}(?:\s?-?[a-z])?\b"
)
#: Where a house is between streets: Yucatán's "No. 491-A x 57 y 59", "entre calles Pino
#: y Cedro", "esq. Hidalgo".
_CROSS = re.compile(
    r"(?:#\s?|no\.\s?|num\.\s?)\d{1,5}(?:\s?-?\s?[a-z]\b)?\s+(?:x|por)\s+\d{1,3}[a-z]?"
    r"(?:\s+(?:y|e)\s+\d{1,3}[a-z]?)?"
    r"|\bentre\s+(?:las\s+)?calles?\s+[\w.]+(?:\s+[\w.]+){0,2}\s+y\s+[\w.]+"
    r"|\besq(?:uina)?\.?\s+(?:con\s+)?(?:calle\s+|av\.?\s+)?[\w.]+"
)
#: A kilometre of a highway, as rural homes are addressed: "Km 3.5 Carretera a Chapala".
_HIGHWAY = re.compile(
    r"\bkm\.?\s?\d{1,4}(?:[.,]\d{1,3})?\s+(?:de\s+la\s+)?(?:carretera|autopista|camino)\b"
    r"(?:\s+(?:a|al|federal|estatal|libre|antigua|vieja|de)\b)?(?:\s+[\w.]+){0,3}"
    # …or the highway first: "Carr. Federal 57 km 71.6" (round 15)
    r"|\b(?:carr|carretera|autopista)\.?\s+(?:[\w.]+\s+){0,3}?km\.?\s?\d{1,4}(?:[.,]\d{1,3})?\b"
)
_POSTAL = re.compile(
    r"\b(?:c\.\s?p\.?|cp|codigo postal)\s?:?\s?\d{5}\b|(?<![\w\-/.])\d{5}(?=\s+[a-z])"
)
#: A street written without its type, as people write their own ("Hidalgo 45",
#: "Insurgentes Sur 1234 depto 5"), read after an address label or a person's name only
#: (`_LABELLED_STREET`) or before another part of an address. Original case.
_BARE_STREET = re.compile(
    # (round 27: not a phone's label, "Tel. 55 …", "Ext. 1200", after an office's
    # "Dirección de Adquisiciones": a directorate, its line's phone no street)
    r"(?<![\w#/])(?!(?:Tel|Tels|Telf|Tfno|Tlf|Tel[eé]fonos?|Cel|Celular|M[oó]vil|Fax|Ext|"
    r"Extensi[oó]n|Conmutador|Lada|Whats\w*|Phone|Mobile|Cell)\b)(?:[A-ZÁÉÍÓÚÑ][\wáéíóúñü.']+)(?:\s+(?:de|del|la|las|los|y|"
    r"[A-ZÁÉÍÓÚÑ0-9][\wáéíóúñü.']*)){0,4}\s+(?:#\s?|[Nn]o\.\s?|[Nn]úm\.\s?|número\s)?"
    r"\d{1,5}(?:\s?-?\s?[A-Za-z]\b)?(?![\w/]|\s+de\s|[.,:]\d)"
)
#: A record's street field: `"streetAddress": "`, `"address_line1": "`, `calle: `.
_ADDRESS_FIELD = re.compile(
    r"[\"']?(?:street ?address|address ?line ?1?|street|calle|direccion|domicilio|"
    r"home ?address)[\"']?\s*[:=]\s*[\"']?$"
)
#: What introduces a street a person writes: an address label, "vivo en", "enviar a …,".
_ADDRESS_LABEL = re.compile(
    r"(?:\b(?:domicilio|direccion|address|residencia|vivo en|vive en|viven en|reside en|"
    r"residente en|radica en|habita en|domiciliad[oa] en|enviar a|envio a|"
    # The first person ("mi casa está en", "I live at"), Portuguese's "morada".
    r"mi casa (?:esta|queda) en|mi casa es|nuestra casa (?:esta|queda) en|i live at|"
    r"my (?:home|house) is at|morada|endereco|"
    # round 45: the home in apposition after a preposition ("un cuarto en mi casa, …")
    r"(?:en|a) (?:mi|nuestra) casa(?=,)|"
    r"entregar a|entregar en|ship to|deliver to|send to|mail to)\b[^\n:()]{0,30}?"
    # whose it is may carry a note in parentheses: "Domicilio real de … (DNI en trámite):"
    r"(?:\([^()\n]{0,40}\))?[:,]?\s*"
    r"(?:[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+(?:\s+[A-ZÁÉÍÓÚÑ][\wáéíóúñ]+){0,3},\s*)?)$",
    re.IGNORECASE,
)
#: English-language street addresses: "742 Evergreen Terrace", "1600 Elm Street, Apt 4B",
#: "Flat 3, 24 Baker Street"; a US ZIP after its state, a UK postcode.
_EN_STREET = re.compile(
    r"\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?:[A-Z][a-z]+|\d{1,3}(?:st|nd|rd|th))\.?\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|"
    r"Blvd|Drive|Dr|Lane|Ln|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|"
    r"Highway|Hwy|Square|Sq|Crescent|Close|Gardens|Row|Mews|Trail|Trl)\b\.?"
)
_EN_INTERIOR = re.compile(
    r"\b(?:Apt|Apartment|Unit|Flat|Suite|Ste)\.?\s*#?\s*[\w\-]{1,6}\b|#\s?\d{1,5}\b"
)
_EN_POSTAL = re.compile(r"\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b")
#: Municipality and state after the last part: ", Mérida, Yucatán", ", Benito Juárez, CDMX".
_TAIL = re.compile(r"(?:\s*,?\s*[a-z][\w.]*(?:\s+(?:de\s+)?[a-z][\w.]*){0,3}){1,3}")
#: Between two fields of a record (`"…", "…"`): one field's address is not the next one's.
_FIELD_BOUNDARY = re.compile(r"[\"']\s*[,:}]\s*[\"'{]")
#: Parts of one address are this close to each other.
ADDRESS_GAP = 48


def find_addresses(text: str) -> list[Candidate]:
    folded = fold(text)
    parts: list[tuple[int, int, str]] = []
    for kind, pattern in (
        ("street", _STREET),
        ("street", _NUMBER_FIRST_STREET),
        ("street", _HIGHWAY),
        ("colonia", _COLONIA),
        ("postal", _POSTAL),
        ("interior", _FLAT),
        ("cross", _CROSS),
        ("street", _BLOCK_LOT),
        ("interior", _FLOOR_DOOR),
        ("postal", _AR_POSTAL),
    ):
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
                    # An interior number is a part of its own: "Av. Morelos No. 120 Int. 3".
                    parts.append((end, interior.end(), "interior"))
                    end = interior.end()
            parts.append((m.start(), end, kind))
    parts.extend((m.start(), m.start(), "label") for m in _KNOWN_HOME.finditer(folded))
    parts.extend(_english_parts(text))
    parts.extend(_european_parts(folded, any(kind == "street" for _, _, kind in parts)))
    parts.extend(_bare_streets(text, folded, parts))
    # A typed street after an address label ("último domicilio conocido Retorno 5 …",
    # "(domicilio: Cda. de Tepetlapa 9, …)", `"streetAddress": "Cerrada Olivo 343"`):
    # the label is evidence, as for a bare street.
    parts.extend(
        (start, start, "label")
        for start, _, kind in list(parts)
        if kind == "street"
        and (
            _ADDRESS_LABEL.search(folded, max(0, start - 80), start)
            or _ADDRESS_FIELD.search(folded, max(0, start - 40), start)
        )
    )
    parts.sort()
    found: list[Candidate] = _map_links(text)
    i = 0
    while i < len(parts):
        start, end, kind = parts[i]
        kinds = {kind}
        j = i + 1
        while (
            j < len(parts)
            and parts[j][0] - end <= ADDRESS_GAP
            and "\n" not in folded[end : parts[j][0]]
            and not _field_boundary(folded, end, parts[j][0])
        ):
            end = max(end, parts[j][1])
            kinds.add(parts[j][2])
            j += 1
        if (
            len(kinds) == 1
            and kind == "street"
            and _VCARD_ADR.search(folded, max(0, start - 80), start)
        ):
            kinds.add("label")  # a vCard's ADR: the property names it an address
        if len(kinds) >= 2:
            tail = _TAIL.match(folded, end)
            if tail and "postal" in kinds:
                end = _trim_tail(folded, end, tail.end())
            found.append(
                Candidate(ADDRESS, "home-address", start, end, info={"parts": sorted(kinds)})
            )
        i = j
    return found


def _field_boundary(folded: str, start: int, end: int) -> bool:
    """Whether a record's field ends between two parts: `"…", "key": "…"`. A CSV row's
    quoted cells (`"Cda. Pino 12","Col. Centro",34525`; round 17) hold one address
    across cells: a boundary with no key's colon after it is no field's end."""
    m = _FIELD_BOUNDARY.search(folded, start, end)
    if m is None:
        return False
    return ":" in m.group() or ":" in folded[m.end() : end]


def _map_links(text: str) -> list[Candidate]:
    """A map's link whose query, decoded, is an address (round 17)."""
    if "maps" not in text:
        return []
    from urllib.parse import unquote_plus

    found = []
    for m in _MAP_QUERY.finditer(text):
        query = unquote_plus(m.group("query").replace("&amp;", "&"))
        if not any(c.isdigit() for c in query):
            continue  # a place's name ("Museo Frida Kahlo"), no house
        inner = find_addresses(query) if "maps" not in query else []
        if inner:
            start, end = m.span("query")
            found.append(
                Candidate(ADDRESS, "home-address", start, end, info={"parts": ["map-link"]})
            )
    return found


#: Street addresses as Portuguese, French, German and Italian write them (folded text):
#: "Rua das Acácias, 145", "Av. Paulista nº 1000", "12 rue des Lilas",
#: "Lindenstraße 14", "Via Roma 21". Only read where a trigger word of theirs is.
_EU_STREET = re.compile(
    r"\b(?:rua|travessa|alameda|praca|estrada|rodovia|largo|viale|piazza|corso|vicolo)\s+"
    # (round 41: no Spanish "en" or street type among its words: "Tomás Estrada
    # Velázquez en Calle Aldama No. 812" is a surname, then the street)
    r"(?:(?!(?:en|calle|avenida|av|calzada|privada|cerrada)\b)[\w'.]+\s+){0,4}?"
    r"[\w'.]+,?\s*(?:n[o.º°]*\s*)?\d{1,5}(?:\s?-?\s?[a-z]\b)?(?![\w/])"
    r"|(?<![\w/])\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|chemin|place|allee|"
    r"impasse|quai|route)\s+(?:(?:de|des|du|la|le|l'|d')\s*)?[\w'.\-]+(?:\s+[\w'.\-]+){0,2}?"
    r"(?=\s*[,\n(]|\s+\d{5})"
    r"|\b[\w]+(?:strasse|straße|str\.|weg|platz|allee|gasse|damm)\s+\d{1,4}\s?[a-z]?\b"
)
_EU_INTERIOR = re.compile(
    r"\b(?:apto|apt|ap|apartamento|bloco|andar|sala|appartement|app|etage|wohnung|interno|"
    r"scala)\.?\s*[\w\-]{1,6}\b|\bcasa\s+\d{1,4}\b"
    # Portugal's ground floor and floors: "r/c", "3.º esq.", "2.º dto."
    r"|(?<![\w/])r/c\b|\b\d{1,2}\.?\s?º\s?(?:esq|dto|frente)\.?"
)
_EU_AREA = re.compile(r"\b(?:bairro|quartier|ortsteil|frazione)\s+[\w'.]+(?:\s+[\w'.]+){0,2}")
_EU_POSTAL = re.compile(
    r"\b(?:cep\s*:?\s*)?\d{5}-\d{3}\b|\bcep\s*:?\s*\d{8}\b"
    # Portugal's: four digits, three, and the post town ("1704-865 Lisboa").
    r"|\b\d{4}-\d{3}(?=\s+[a-z])"
)


#: A Brazilian flat and postal code after a street any pattern read ("Av. Paulista 1578,
#: apto 84, …, 01310-200": `Av.` is a street word of both languages).
_PT_FLAT = re.compile(r"\b(?:apto|apartamento)\.?\s*[\w\-]{1,6}\b")


def _european_parts(folded: str, streets: bool) -> list[tuple[int, int, str]]:
    parts = [(m.start(), m.end(), "street") for m in _EU_STREET.finditer(folded)]
    if not parts:
        if not streets:
            return []
        parts += [(m.start(), m.end(), "interior") for m in _PT_FLAT.finditer(folded)]
        parts += [(m.start(), m.end(), "postal") for m in _EU_POSTAL.finditer(folded)]
        return parts
    parts += [(m.start(), m.end(), "interior") for m in _EU_INTERIOR.finditer(folded)]
    parts += [(m.start(), m.end(), "colonia") for m in _EU_AREA.finditer(folded)]
    parts += [(m.start(), m.end(), "postal") for m in _EU_POSTAL.finditer(folded)]
    return parts


def _english_parts(text: str) -> list[tuple[int, int, str]]:
    parts = [(m.start(), m.end(), "street") for m in _EN_STREET.finditer(text)]
    if not parts:
        return []
    parts += [(m.start(), m.end(), "interior") for m in _EN_INTERIOR.finditer(text)]
    parts += [(m.start(), m.end(), "postal") for m in _EN_POSTAL.finditer(text)]
    return parts


def _bare_streets(
    text: str, folded: str, parts: list[tuple[int, int, str]]
) -> list[tuple[int, int, str]]:
    """Streets without a type word, where an address label or another address part
    says they are one: a "label" part and the street (with its interior) after it."""
    if not parts and not _ADDRESS_LABEL_HINT.search(folded):
        return []
    found: list[tuple[int, int, str]] = []
    taken = [(s, e) for s, e, k in parts if k == "street"]
    for m in _BARE_STREET.finditer(text):
        start, end = m.span()
        if any(s < end and start < e for s, e in taken):
            continue
        label = _ADDRESS_LABEL.search(folded, max(0, start - 80), start)
        if label is None and not any(0 <= s - end <= 3 for s, _, k in parts if k != "street"):
            continue
        interior = _INTERIOR.match(folded, end)
        if interior:
            found.append((end, interior.end(), "interior"))
            end = interior.end()
        if label is not None:
            # The label is evidence, not part of the datum: an empty part at the street.
            found.append((start, start, "label"))
        found.append((start, end, "street"))
    return found


_ADDRESS_LABEL_HINT = re.compile(
    r"domicilio|direccion|address|residencia|viv[oe]n? en|reside|radica|habita en|enviar a|"
    r"mi casa|nuestra casa|i live at|my (?:home|house)|morada|endereco|"
    r"envio a|entregar|ship to|"
    r"deliver to|send to|mail to"
)


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
