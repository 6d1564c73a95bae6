"""Synthetic identifiers with valid check digits, for corpus 19 (standard library only).

Every value is invented from a seeded random generator; none is copied from anywhere.
"""

from __future__ import annotations

import random
import string
import uuid

CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
STATES = [
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
]
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"


def curp(r: random.Random, birth: tuple[int, int, int] | None = None, sex: str = "") -> str:
    y, m, d = birth or (r.randint(1950, 2012), r.randint(1, 12), r.randint(1, 28))
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(CONS + VOW)
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{sex or r.choice('HM')}{r.choice(STATES)}"
    body += r.choice(CONS) + r.choice(CONS) + r.choice(CONS)
    body += str(r.randint(0, 9)) if y < 2000 else r.choice("ABCDEFGH")
    total = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def _rfc_check(s12: str) -> str:
    total = sum(RFC_CHARS.index(c) * (13 - i) for i, c in enumerate(s12))
    rem = total % 11
    if rem == 0:
        return "0"
    v = 11 - rem
    return "A" if v == 10 else str(v)


def rfc_fisica(r: random.Random, birth: tuple[int, int, int] | None = None) -> str:
    y, m, d = birth or (r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28))
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(CONS + VOW)
    s = (
        f"{head}{y % 100:02d}{m:02d}{d:02d}"
        + r.choice(CONS + "123456789")
        + r.choice(CONS + "123456789")
    )
    return s + _rfc_check(s)


def rfc_moral(r: random.Random) -> str:
    head = "".join(r.choice(CONS + VOW) for _ in range(3))
    s = f"{head}{r.randint(0, 23):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    s += r.choice(CONS + "123456789") + r.choice(CONS + "123456789")
    return s + _rfc_check(" " + s)


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


def nss(r: random.Random) -> str:
    sub = f"{r.randint(1, 97):02d}{r.randint(70, 99):02d}{r.randint(50, 99):02d}"
    s = sub + f"{r.randint(0, 9999):04d}"
    return s + luhn_digit(s)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        s = "4" + "".join(r.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        s = str(r.randint(51, 55)) + "".join(r.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        s = str(r.randint(2221, 2720)) + "".join(r.choice(string.digits) for _ in range(11))
    else:  # amex
        s = r.choice(["34", "37"]) + "".join(r.choice(string.digits) for _ in range(12))
    return s + luhn_digit(s)


def clabe(r: random.Random, bank: str | None = None) -> str:
    bank = bank or r.choice(["002", "012", "014", "021", "036", "044", "072", "127", "137"])
    s = bank + f"{r.randint(10, 999):03d}" + "".join(r.choice(string.digits) for _ in range(11))
    w = (3, 7, 1)
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(s))
    return s + str((10 - total % 10) % 10)


def clave_elector(r: random.Random, birth: tuple[int, int, int] | None = None) -> str:
    y, m, d = birth or (r.randint(1950, 2004), r.randint(1, 12), r.randint(1, 28))
    letters = "".join(r.choice(CONS) + r.choice(VOW) for _ in range(3))
    return f"{letters}{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 32):02d}{r.choice('HM')}{r.randint(100, 999)}"


def mrz_digit(s: str) -> str:
    def val(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    w = (7, 3, 1)
    return str(sum(val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def passport_mrz2(r: random.Random, number: str, birth: tuple[int, int, int], sex: str) -> str:
    num = number.ljust(9, "<")[:9]
    y, m, d = birth
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    exp = f"{r.randint(27, 34):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    personal = "<" * 14
    a = num + mrz_digit(num)
    b = dob + mrz_digit(dob)
    c = exp + mrz_digit(exp)
    pd = personal + mrz_digit(personal)
    composite = a + b + c + pd
    return a + "MEX" + b + sex + c + pd + mrz_digit(composite)


def isbn13(r: random.Random) -> str:
    s = "978" + "".join(r.choice(string.digits) for _ in range(9))
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
    return s + str((10 - total % 10) % 10)


def ean13(r: random.Random, prefix: str = "750") -> str:
    s = prefix + "".join(r.choice(string.digits) for _ in range(12 - len(prefix)))
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
    return s + str((10 - total % 10) % 10)


def issn(r: random.Random) -> str:
    s = "".join(r.choice(string.digits) for _ in range(7))
    total = sum(int(c) * (8 - i) for i, c in enumerate(s))
    v = (11 - total % 11) % 11
    return f"{s[:4]}-{s[4:]}" + ("X" if v == 10 else str(v))


def rand(r: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: random.Random, n: int) -> str:
    return rand(r, n, "0123456789abcdef")


def uid(r: random.Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))
