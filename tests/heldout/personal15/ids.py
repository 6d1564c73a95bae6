"""Identifier builders with real check digits, for invented values (corpus 15).

Every builder takes a ``random.Random`` and returns a fresh, random value that satisfies
the public rules of its kind (layout and check digit). Each ``valid_*`` function re-checks
a value written in any case and with any separators; the generator calls them on every
value it plants, so a formatting slip cannot put a wrong check digit in the ground truth.

Nothing here comes from the project's detectors: the rules are the published ones
(RENAPO for CURP, SAT for RFC, IMSS/Luhn for NSS, Banxico for CLABE, ISO/IEC 7812 for
cards, ICAO 9303 for MRZ, ISBN/EAN/ISSN, UPU S10).
"""

from __future__ import annotations

import random
import re
import string
from datetime import date, timedelta

DIGITS = string.digits
UPPER = string.ascii_uppercase
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"
VOWELS = "AEIOU"

# RENAPO state codes of the CURP (two letters) and INE state numbers (01-32).
CURP_STATES = [
    "AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT", "GR", "HG", "JC", "MC", "MN",
    "MS", "NT", "NL", "OC", "PL", "QT", "QR", "SP", "SL", "SR", "TC", "TS", "TL", "VZ", "YN", "ZS",
]  # fmt: skip

# Words SAT and RENAPO replace in the first four letters; we simply avoid them.
_BAD_WORDS = {
    "BACA", "BAKA", "BUEI", "BUEY", "CACA", "CACO", "CAGA", "CAGO", "CAKA", "CAKO", "COGE",
    "COJA", "COJE", "COJI", "COJO", "CULO", "FETO", "GUEY", "JOTO", "KACA", "KACO", "KAGA",
    "KAGO", "KOGE", "KOJO", "KAKA", "KULO", "MAME", "MAMO", "MEAR", "MEAS", "MEON", "MION",
    "MOCO", "MULA", "PEDA", "PEDO", "PENE", "PUTA", "PUTO", "QULO", "RATA", "RUIN",
}  # fmt: skip


def birth_date(rng: random.Random, first: int = 1948, last: int = 2006) -> date:
    start = date(first, 1, 1)
    span = (date(last, 12, 31) - start).days
    return start + timedelta(days=rng.randrange(span))


def _four_letters(rng: random.Random) -> str:
    while True:
        w = rng.choice(UPPER) + rng.choice(VOWELS) + rng.choice(UPPER) + rng.choice(UPPER)
        if w not in _BAD_WORDS:
            return w


def _compact(value: str) -> str:
    return re.sub(r"[\s.\-/_]", "", value).upper()


# ---------------------------------------------------------------------------- CURP

_CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(first17: str) -> str:
    total = sum(_CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def curp(rng: random.Random, born: date | None = None, sex: str | None = None) -> str:
    born = born or birth_date(rng)
    sex = sex or rng.choice("HM")
    head = _four_letters(rng)
    body = (
        head
        + born.strftime("%y%m%d")
        + sex
        + rng.choice(CURP_STATES)
        + "".join(rng.choice(CONSONANTS) for _ in range(3))
        + (rng.choice(DIGITS) if born.year < 2000 else rng.choice(UPPER))
    )
    return body + curp_check(body)


def valid_curp(value: str) -> bool:
    v = _compact(value)
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{2}[A-Z]{3}[0-9A-Z]\d", v):
        return False
    return curp_check(v[:17]) == v[17]


# ---------------------------------------------------------------------------- RFC

_RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
_HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_check(first: str) -> str:
    """SAT check digit over the 11 (moral) or 12 (física) characters before it."""
    s = first.rjust(12)
    total = sum(_RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
    r = total % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, born: date | None = None) -> str:
    born = born or birth_date(rng)
    body = _four_letters(rng) + born.strftime("%y%m%d") + rng.choice(_HOMO) + rng.choice(_HOMO)
    return body + rfc_check(body)


def rfc_moral(rng: random.Random, letters: str, founded: date) -> str:
    body = letters.upper()[:3] + founded.strftime("%y%m%d") + rng.choice(_HOMO) + rng.choice(_HOMO)
    return body + rfc_check(body)


def valid_rfc(value: str) -> bool:
    v = _compact(value)
    if not re.fullmatch(r"[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{2}[0-9A]", v):
        return False
    return rfc_check(v[:-1]) == v[-1]


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


def nss(rng: random.Random, born: date | None = None) -> str:
    """IMSS número de seguridad social: subdelegación, alta, nacimiento, folio, Luhn."""
    born = born or birth_date(rng, 1950, 2004)
    alta = min(born.year + rng.randint(16, 30), 2023)
    payload = (
        f"{rng.randint(1, 96):02d}{alta % 100:02d}{born.year % 100:02d}{rng.randrange(10000):04d}"
    )
    return payload + luhn_digit(payload)


def valid_nss(value: str) -> bool:
    v = _compact(value)
    return bool(re.fullmatch(r"\d{11}", v)) and luhn_ok(v)


_CARD_PREFIXES = {
    "visa": (["4"], 16),
    "mastercard": (["51", "52", "53", "54", "55", "2221", "2399", "2567", "2720"], 16),
    "amex": (["34", "37"], 15),
    "carnet": (["5062", "5064"], 16),
}


def card(rng: random.Random, brand: str) -> str:
    prefixes, length = _CARD_PREFIXES[brand]
    p = rng.choice(prefixes)
    p += "".join(rng.choice(DIGITS) for _ in range(length - 1 - len(p)))
    return p + luhn_digit(p)


def valid_card(value: str) -> bool:
    v = _compact(value)
    return bool(re.fullmatch(r"\d{13,19}", v)) and luhn_ok(v)


# ---------------------------------------------------------------------------- CLABE

BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "030": "BanBajío",
    "036": "Inbursa",
    "044": "Scotiabank",
    "058": "Banregio",
    "072": "Banorte",
    "127": "Azteca",
    "137": "BanCoppel",
    "646": "STP",
}


def clabe_check(first17: str) -> str:
    weights = (3, 7, 1)
    total = sum((int(d) * weights[i % 3]) % 10 for i, d in enumerate(first17))
    return str((10 - total % 10) % 10)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(sorted(BANKS))
    body = bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choice(DIGITS) for _ in range(11))
    return body + clabe_check(body)


def valid_clabe(value: str) -> bool:
    v = _compact(value)
    return bool(re.fullmatch(r"\d{18}", v)) and clabe_check(v[:17]) == v[17]


# ---------------------------------------------------------------------------- INE


def clave_elector(rng: random.Random, born: date | None = None, sex: str | None = None) -> str:
    """INE clave de elector: 6 letters, yymmdd, state 01-32, H/M, 3 digits (no check digit)."""
    born = born or birth_date(rng)
    sex = sex or rng.choice("HM")
    letters = "".join(rng.choice(CONSONANTS) + rng.choice(VOWELS) for _ in range(3))
    return (
        letters
        + born.strftime("%y%m%d")
        + f"{rng.randint(1, 32):02d}"
        + sex
        + f"{rng.randint(0, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
    )


def valid_clave_elector(value: str) -> bool:
    v = _compact(value)
    if not re.fullmatch(r"[A-Z]{6}\d{8}[HM]\d{3}", v):
        return False
    mm, dd, st = int(v[8:10]), int(v[10:12]), int(v[12:14])
    return 1 <= mm <= 12 and 1 <= dd <= 31 and 1 <= st <= 32


# ---------------------------------------------------------------------------- MRZ


def _mrz_value(c: str) -> int:
    if c.isdigit():
        return int(c)
    if c == "<":
        return 0
    return ord(c) - 55


def mrz_check(field: str) -> str:
    w = (7, 3, 1)
    return str(sum(_mrz_value(c) * w[i % 3] for i, c in enumerate(field)) % 10)


def mrz_td3_line2(number: str, nationality: str, born: date, sex: str, expires: date) -> str:
    num = number.ljust(9, "<")[:9]
    b = born.strftime("%y%m%d")
    e = expires.strftime("%y%m%d")
    optional = "<" * 14
    line = (
        num
        + mrz_check(num)
        + nationality
        + b
        + mrz_check(b)
        + sex
        + e
        + mrz_check(e)
        + optional
        + mrz_check(optional)
    )
    composite = line[0:10] + line[13:20] + line[21:43]
    return line + mrz_check(composite)


def valid_mrz_td3_line2(line: str) -> bool:
    if len(line) != 44:
        return False
    ok = mrz_check(line[0:9]) == line[9]
    ok = ok and mrz_check(line[13:19]) == line[19]
    ok = ok and mrz_check(line[21:27]) == line[27]
    composite = line[0:10] + line[13:20] + line[21:43]
    return ok and mrz_check(composite) == line[43]


# ---------------------------------------------------------------------------- keepers' ids


def isbn13(rng: random.Random, prefix: str = "978607") -> str:
    body = prefix + "".join(rng.choice(DIGITS) for _ in range(12 - len(prefix)))
    return body + ean_check(body)


def ean_check(first: str) -> str:
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(first))
    return str((10 - total % 10) % 10)


def ean13(rng: random.Random, prefix: str = "750") -> str:
    body = prefix + "".join(rng.choice(DIGITS) for _ in range(12 - len(prefix)))
    return body + ean_check(body)


def valid_ean13(value: str) -> bool:
    v = _compact(value)
    return bool(re.fullmatch(r"\d{13}", v)) and ean_check(v[:12]) == v[12]


def isbn10(rng: random.Random) -> str:
    body = "968" + "".join(rng.choice(DIGITS) for _ in range(6))
    s = sum((10 - i) * int(d) for i, d in enumerate(body))
    c = (11 - s % 11) % 11
    return body + ("X" if c == 10 else str(c))


def valid_isbn10(value: str) -> bool:
    v = _compact(value)
    if not re.fullmatch(r"\d{9}[\dX]", v):
        return False
    s = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(v))
    return s % 11 == 0


def issn(rng: random.Random) -> str:
    body = "".join(rng.choice(DIGITS) for _ in range(7))
    s = sum((8 - i) * int(d) for i, d in enumerate(body))
    c = (11 - s % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


def valid_issn(value: str) -> bool:
    v = value.replace("-", "")
    s = sum((8 - i) * int(d) for i, d in enumerate(v[:7]))
    c = (11 - s % 11) % 11
    return v[7] == ("X" if c == 10 else str(c))


def upu_s10(rng: random.Random, service: str = "EE", country: str = "MX") -> str:
    """UPU S10 item id (Correos de México tracking): 2 letters, 8 digits, check, country."""
    body = "".join(rng.choice(DIGITS) for _ in range(8))
    w = (8, 6, 4, 2, 3, 5, 9, 7)
    c = 11 - sum(int(d) * w[i] for i, d in enumerate(body)) % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return f"{service}{body}{c}{country}"


def hexstr(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + DIGITS) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64(rng: random.Random, n: int) -> str:
    return alnum(rng, n, string.ascii_letters + DIGITS + "+/")


def b64url(rng: random.Random, n: int) -> str:
    return alnum(rng, n, string.ascii_letters + DIGITS + "-_")


def uuid4(rng: random.Random) -> str:
    h = hexstr(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
