"""Identifier builders with real check digits, for invented values of corpus 14.

Every builder takes a ``random.Random`` and returns a fresh invented value; nothing here
looks anything up. The check-digit rules are the published ones (RENAPO, SAT, IMSS,
Banxico, ISO/IEC 7812, ICAO 9303, ISBN/ISSN/GS1); ``validate_*`` re-check them so the
generator can assert each value before writing it.
"""

from __future__ import annotations

import random
import string
import uuid
from datetime import date, timedelta

DIGITS = string.digits
UPPER = string.ascii_uppercase
VOWELS = "AEIOU"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"

# ---------------------------------------------------------------------------- dates


def birth_date(rng: random.Random, lo: int = 1948, hi: int = 2012) -> date:
    start = date(lo, 1, 1)
    return start + timedelta(days=rng.randrange((date(hi, 12, 31) - start).days))


# ---------------------------------------------------------------------------- CURP

CURP_STATES = [
    "AS",
    "BC",
    "BS",
    "CC",
    "CL",
    "CM",
    "CS",
    "CH",
    "DF",
    "DG",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "MS",
    "NT",
    "NL",
    "OC",
    "PL",
    "QT",
    "QR",
    "SP",
    "SL",
    "SR",
    "TC",
    "TS",
    "TL",
    "VZ",
    "YN",
    "ZS",
    "NE",
]
_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _first_internal(word: str, pool: str, default: str = "X") -> str:
    for ch in word[1:]:
        if ch in pool:
            return ch
    return default


def curp_check(first17: str) -> str:
    total = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def curp(
    rng: random.Random,
    surname1: str,
    surname2: str,
    name: str,
    born: date,
    sex: str | None = None,
    state: str | None = None,
) -> str:
    s1, s2, n = (_plain(x) for x in (surname1, surname2, name))
    head = s1[0] + _first_internal(s1, VOWELS) + s2[0] + n[0]
    sex = sex or rng.choice("HM")
    state = state or rng.choice(CURP_STATES[:-1])
    cons = _first_internal(s1, CONSONANTS) + _first_internal(s2, CONSONANTS)
    cons += _first_internal(n, CONSONANTS)
    diff = rng.choice(DIGITS) if born.year < 2000 else rng.choice(UPPER[:10])
    body = head + born.strftime("%y%m%d") + sex + state + cons + diff
    return body + curp_check(body)


def validate_curp(value: str) -> bool:
    v = value.upper()
    return len(v) == 18 and curp_check(v[:17]) == v[17]


# ---------------------------------------------------------------------------- RFC

_RFC_DICT = {**{c: i for i, c in enumerate(DIGITS)}}
for _i, _c in enumerate("ABCDEFGHIJKLMN"):
    _RFC_DICT[_c] = 10 + _i
_RFC_DICT["&"] = 24
for _i, _c in enumerate("OPQRSTUVWXYZ"):
    _RFC_DICT[_c] = 25 + _i
_RFC_DICT[" "] = 37
_RFC_DICT["Ñ"] = 38
_HOMOCLAVE = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_check(first: str) -> str:
    """SAT check digit of the first 11 (moral) or 12 (física) characters."""
    s = first.rjust(12)
    total = sum(_RFC_DICT[c] * (13 - i) for i, c in enumerate(s))
    r = total % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, surname1: str, surname2: str, name: str, born: date) -> str:
    s1, s2, n = (_plain(x) for x in (surname1, surname2, name))
    head = s1[0] + _first_internal(s1, VOWELS) + s2[0] + n[0]
    body = head + born.strftime("%y%m%d") + rng.choice(_HOMOCLAVE) + rng.choice(_HOMOCLAVE)
    return body + rfc_check(body)


def rfc_moral(rng: random.Random, letters: str, founded: date) -> str:
    body = letters[:3].upper() + founded.strftime("%y%m%d")
    body += rng.choice(_HOMOCLAVE) + rng.choice(_HOMOCLAVE)
    return body + rfc_check(body)


def validate_rfc(value: str) -> bool:
    v = value.upper()
    return len(v) in (12, 13) and rfc_check(v[:-1]) == v[-1]


# ---------------------------------------------------------------------------- Luhn


def luhn_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_digit(number[:-1]) == number[-1]


def nss(rng: random.Random, born: date) -> str:
    """IMSS número de seguridad social: subdelegación, alta, nacimiento, folio, Luhn."""
    sub = f"{rng.randrange(1, 99):02d}"
    alta = max(born.year + 16, 1970) + rng.randrange(0, 8)
    payload = sub + f"{alta % 100:02d}" + born.strftime("%y") + f"{rng.randrange(10000):04d}"
    return payload + luhn_digit(payload)


CARD_PREFIXES = {
    "visa": ("4",),
    "mastercard": ("51", "52", "53", "54", "55", "2221", "2300", "2566", "2720"),
    "amex": ("34", "37"),
    "carnet": ("5062",),
    "discover": ("6011", "65"),
}


def card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    payload = prefix + "".join(rng.choice(DIGITS) for _ in range(length - 1 - len(prefix)))
    return payload + luhn_digit(payload)


# ---------------------------------------------------------------------------- CLABE

BANKS = {
    "002": "Banamex",
    "012": "BBVA México",
    "014": "Santander",
    "021": "HSBC",
    "030": "BanBajío",
    "036": "Inbursa",
    "044": "Scotiabank",
    "058": "Banregio",
    "072": "Banorte",
    "127": "Banco Azteca",
    "137": "BanCoppel",
    "638": "Nu México",
    "646": "STP",
}


def clabe_check(first17: str) -> str:
    weights = (3, 7, 1) * 6
    total = sum(int(d) * weights[i] % 10 for i, d in enumerate(first17))
    return str((10 - total % 10) % 10)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(sorted(BANKS))
    body = bank + f"{rng.randrange(1, 999):03d}"
    body += "".join(rng.choice(DIGITS) for _ in range(11))
    return body + clabe_check(body)


def validate_clabe(value: str) -> bool:
    return len(value) == 18 and value.isdigit() and clabe_check(value[:17]) == value[17]


# ---------------------------------------------------------------------------- INE


def clave_elector(
    rng: random.Random, surname1: str, surname2: str, name: str, born: date, sex: str
) -> str:
    """18 characters: 6 letters from the names, yymmdd, state 01-32, sex, 3 digits."""
    letters = ""
    for w in (surname1, surname2, name):
        w = _plain(w)
        letters += _first_internal(" " + w, CONSONANTS) + _first_internal(w, VOWELS)
    state = f"{rng.randrange(1, 33):02d}"
    return letters + born.strftime("%y%m%d") + state + sex + f"{rng.randrange(1000):03d}"


# ---------------------------------------------------------------------------- ICAO 9303

_MRZ_VALUES = {**{c: i for i, c in enumerate(DIGITS)}, "<": 0}
for _i, _c in enumerate(UPPER):
    _MRZ_VALUES[_c] = 10 + _i


def mrz_check(field: str) -> str:
    weights = (7, 3, 1)
    return str(sum(_MRZ_VALUES[c] * weights[i % 3] for i, c in enumerate(field)) % 10)


def passport_td3_line2(
    number: str, nationality: str, born: date, sex: str, expires: date, personal: str = ""
) -> str:
    num = number.ljust(9, "<")[:9]
    dob = born.strftime("%y%m%d")
    exp = expires.strftime("%y%m%d")
    pers = personal.ljust(14, "<")[:14]
    pers_check = mrz_check(pers) if personal else "<"
    line = (
        num
        + mrz_check(num)
        + nationality
        + dob
        + mrz_check(dob)
        + sex
        + exp
        + mrz_check(exp)
        + pers
        + pers_check
    )
    composite = line[0:10] + line[13:20] + line[21:43]
    return line + mrz_check(composite)


def ine_td1_line1(cic: str, ocr: str) -> str:
    """IDMEX + CIC (9) + check + '<<' + OCR (13), padded to 30."""
    return ("IDMEX" + cic + mrz_check(cic) + "<<" + ocr).ljust(30, "<")[:30]


def mx_passport_number(rng: random.Random) -> str:
    return rng.choice("GN") + "".join(rng.choice(DIGITS) for _ in range(8))


# ---------------------------------------------------------------------------- books, goods


def isbn13(rng: random.Random, prefix: str = "978607") -> str:
    body = prefix + "".join(rng.choice(DIGITS) for _ in range(12 - len(prefix)))
    return body + ean_check(body)


def ean_check(first12: str) -> str:
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(first12))
    return str((10 - total % 10) % 10)


def ean13(rng: random.Random, prefix: str = "750") -> str:
    body = prefix + "".join(rng.choice(DIGITS) for _ in range(12 - len(prefix)))
    return body + ean_check(body)


def isbn10(rng: random.Random) -> str:
    body = "968" + "".join(rng.choice(DIGITS) for _ in range(6))
    total = sum(int(d) * (10 - i) for i, d in enumerate(body))
    c = (11 - total % 11) % 11
    return body + ("X" if c == 10 else str(c))


def issn(rng: random.Random) -> str:
    body = "".join(rng.choice(DIGITS) for _ in range(7))
    total = sum(int(d) * (8 - i) for i, d in enumerate(body))
    c = (11 - total % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


# ---------------------------------------------------------------------------- shapes


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + DIGITS
LOWER_ALNUM = string.ascii_lowercase + DIGITS
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def digits(rng: random.Random, n: int, first_nonzero: bool = True) -> str:
    out = rng.choice("123456789") if first_nonzero else rng.choice(DIGITS)
    return out + rand(rng, DIGITS, n - 1)


# ---------------------------------------------------------------------------- text


def _plain(word: str) -> str:
    """Upper case without accents (Ñ becomes X as in CURP practice)."""
    table = str.maketrans("ÁÉÍÓÚÜÑ", "AEIOUUX")
    w = word.upper().translate(table)
    return "".join(c for c in w if c in UPPER) or "X"


def spaced(value: str, groups: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(value[i : i + g])
        i += g
    if i < len(value):
        out.append(value[i:])
    return sep.join(out)
