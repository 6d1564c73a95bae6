"""Check-digit builders for corpus 22: every value is valid by construction.

CURP (RENAPO digit), RFC (SAT mod-11 digit, persona física and moral), NSS (Luhn on 10
digits), CLABE (Banxico 3-7-1 weights), card numbers (Luhn), ISBN-13 (1-3 weights).
Written from the public descriptions of these algorithms; nothing of the project's code.
"""

from __future__ import annotations

import random
import unicodedata

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOWELS = "AEIOU"
STATES = [
    "AS",
    "BC",
    "CH",
    "CL",
    "DF",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "NL",
    "OC",
    "PL",
    "QT",
    "SL",
    "SP",
    "SR",
    "TC",
    "TS",
    "VZ",
    "YN",
    "ZS",
    "MS",
    "CC",
    "NT",
]


def _plain(s: str) -> str:
    s = unicodedata.normalize("NFD", s.upper())
    return "".join(c for c in s if c.isalpha() and c.isascii())


def curp_digit(first17: str) -> str:
    total = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def _first_inner(s: str, pool: str, default: str) -> str:
    return next((c for c in s[1:] if c in pool), default)


def name_key(first: str, pat: str, mat: str) -> str:
    p, m, f = _plain(pat), _plain(mat), _plain(first)
    return p[0] + _first_inner(p, VOWELS, "X") + m[0] + f[0]


def curp(
    first: str, pat: str, mat: str, y: int, mo: int, d: int, sex: str, rng: random.Random
) -> str:
    p, m, f = _plain(pat), _plain(mat), _plain(first)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    body = (
        name_key(first, pat, mat)
        + f"{y % 100:02d}{mo:02d}{d:02d}"
        + sex
        + rng.choice(STATES)
        + _first_inner(p, cons, "X")
        + _first_inner(m, cons, "X")
        + _first_inner(f, cons, "X")
        + (str(rng.randint(0, 9)) if y < 2000 else rng.choice("ABCDEFGH"))
    )
    return body + curp_digit(body)


def rfc_digit(first12: str) -> str:
    s = first12 if len(first12) == 12 else " " + first12
    total = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
    r = total % 11
    return "0" if r == 0 else ("A" if 11 - r == 10 else str(11 - r))


def rfc_fisica(first: str, pat: str, mat: str, y: int, mo: int, d: int, rng: random.Random) -> str:
    hc = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
    body = (
        name_key(first, pat, mat)
        + f"{y % 100:02d}{mo:02d}{d:02d}"
        + rng.choice(hc)
        + rng.choice(hc)
    )
    return body + rfc_digit(body)


def rfc_moral(letters: str, y: int, mo: int, d: int, rng: random.Random) -> str:
    hc = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
    body = letters[:3].upper() + f"{y % 100:02d}{mo:02d}{d:02d}" + rng.choice(hc) + rng.choice(hc)
    return body + rfc_digit(body)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    sub = f"{rng.randint(1, 99):02d}"
    reg = f"{rng.randint(0, 99):02d}"
    born = f"{rng.randint(40, 99):02d}"
    seq = f"{rng.randint(0, 9999):04d}"
    ten = sub + reg + born + seq
    return ten + luhn_digit(ten)


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def clabe(rng: random.Random) -> str:
    body = (
        rng.choice(BANKS)
        + f"{rng.randint(1, 999):03d}"
        + "".join(str(rng.randint(0, 9)) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        head, n = "4" + str(rng.randint(0, 9)), 16
    elif brand == "mc":
        head, n = str(rng.randint(51, 55)), 16
    elif brand == "mc2":
        head, n = str(rng.randint(2221, 2720)), 16
    else:
        head, n = rng.choice(["34", "37"]), 15
    body = head + "".join(str(rng.randint(0, 9)) for _ in range(n - 1 - len(head)))
    return body + luhn_digit(body)


def isbn13(rng: random.Random) -> str:
    body = rng.choice(["978607", "978968", "978841", "978013", "979881"]) + "".join(
        str(rng.randint(0, 9)) for _ in range(6)
    )
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def ine_clave(
    first: str, pat: str, mat: str, y: int, mo: int, d: int, sex: str, rng: random.Random
) -> str:
    p, m, f = _plain(pat), _plain(mat), _plain(first)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"

    def two(s: str) -> str:
        return s[0] + _first_inner(s, cons, "X")

    return (
        two(p)
        + two(m)
        + two(f)
        + f"{y % 100:02d}{mo:02d}{d:02d}"
        + f"{rng.randint(1, 32):02d}"
        + sex
        + f"{rng.randint(0, 999):03d}"
    )
