"""Check digits of the Mexican identifiers (and cards) used by the second held-out corpus.

Written from the public definitions only (RENAPO's CURP instructivo, SAT's RFC algorithm,
IMSS's NSS, Banxico's CLABE, ISO/IEC 7812 Luhn, ICAO 9303 MRZ); standard library only.
Used by ``build_cases.py`` to make valid values and by ``check_corpus.py`` to re-verify them.
"""

from __future__ import annotations

import re

# ----------------------------------------------------------------------------- CURP

_CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check_digit(first17: str) -> str:
    total = sum(_CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(first17.upper()))
    return str((10 - total % 10) % 10)


def curp_valid(value: str) -> bool:
    v = re.sub(r"[\s.\-]", "", value).upper()
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d", v):
        return False
    return curp_check_digit(v[:17]) == v[17]


# ----------------------------------------------------------------------------- RFC

_RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check_digit(first: str) -> str:
    """``first`` is the RFC without its last character (11 chars for a company, 12 for a person)."""
    s = first.upper()
    if len(s) == 11:
        s = " " + s
    if len(s) != 12:
        raise ValueError(first)
    total = sum(_RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
    r = 11 - total % 11
    return "0" if r == 11 else ("A" if r == 10 else str(r))


def rfc_valid(value: str) -> bool:
    v = re.sub(r"[\s.\-]", "", value).upper()
    if not re.fullmatch(r"[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}", v):
        return False
    return rfc_check_digit(v[:-1]) == v[-1]


# ----------------------------------------------------------------------------- Luhn (cards, NSS)


def luhn_digit(digits: str) -> str:
    """The digit to append to ``digits`` so that the whole passes Luhn."""
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_valid(value: str) -> bool:
    v = re.sub(r"\D", "", value)
    return len(v) >= 2 and luhn_digit(v[:-1]) == v[-1]


def nss_valid(value: str) -> bool:
    v = re.sub(r"\D", "", value)
    return len(v) == 11 and luhn_valid(v)


# ----------------------------------------------------------------------------- CLABE

_CLABE_W = (3, 7, 1)


def clabe_check_digit(first17: str) -> str:
    total = sum((int(c) * _CLABE_W[i % 3]) % 10 for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def clabe_valid(value: str) -> bool:
    v = re.sub(r"\D", "", value)
    return len(v) == 18 and clabe_check_digit(v[:17]) == v[17]


# ----------------------------------------------------------------------------- ICAO 9303 MRZ


def mrz_digit(field: str) -> str:
    w = (7, 3, 1)
    total = 0
    for i, c in enumerate(field):
        if c.isdigit():
            v = int(c)
        elif c == "<":
            v = 0
        else:
            v = ord(c) - 55
        total += v * w[i % 3]
    return str(total % 10)


# ----------------------------------------------------------------------------- ISBN / ISSN (keepers)


def isbn13_digit(first12: str) -> str:
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(first12))
    return str((10 - total % 10) % 10)


def issn_digit(first7: str) -> str:
    total = sum(int(c) * (8 - i) for i, c in enumerate(first7))
    r = (11 - total % 11) % 11
    return "X" if r == 10 else str(r)


VALIDATORS = {
    "curp": curp_valid,
    "rfc-persona-fisica": rfc_valid,
    "rfc-empresa": rfc_valid,
    "nss": nss_valid,
    "clabe": clabe_valid,
    "card": luhn_valid,
}
