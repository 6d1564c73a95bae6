"""Invented identifiers, valid by construction where the format has a check digit."""

from __future__ import annotations

import base64
import random
import string

STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "NL", "PL", "QT", "SP", "VZ", "YN", "OC"]
CONS = "BCDFGHJKLMNPQRSTVXZ"
VOW = "AEIOU"
CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def curp(r: random.Random, year: int | None = None, sex: str | None = None) -> str:
    year = year or r.randint(1955, 2016)
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(CONS + VOW)
    date = f"{year % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    body = head + date + (sex or r.choice("HM")) + r.choice(STATES)
    body += "".join(r.choice(CONS) for _ in range(3))
    body += str(r.randint(0, 9)) if year < 2000 else r.choice("ABCDEFGH")
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _rfc_check(base12: str) -> str:
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base12))
    d = 11 - s % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def rfc_fisica(r: random.Random) -> str:
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(CONS + VOW)
    date = f"{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    hom = r.choice(string.ascii_uppercase[:26]) + r.choice("123456789ABCDEFGHJKLMN")
    base = head + date + hom
    return base + _rfc_check(base)


def rfc_moral(r: random.Random) -> str:
    head = "".join(r.choice(string.ascii_uppercase) for _ in range(3))
    date = f"{r.randint(85, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    hom = r.choice("ABCDEFGHJKLMN") + r.choice("123456789")
    base = head + date + hom
    return base + _rfc_check(" " + base)


def luhn_digit(digits: str) -> str:
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def nss(r: random.Random) -> str:
    sub = f"{r.randint(1, 99):02d}"
    alta = f"{r.randint(70, 99):02d}"
    nac = f"{r.randint(50, 99):02d}"
    base = sub + alta + nac + f"{r.randint(0, 9999):04d}"
    return base + luhn_digit(base)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        base = "4" + "".join(str(r.randint(0, 9)) for _ in range(14))
    elif brand == "mc":
        base = str(r.randint(51, 55)) + "".join(str(r.randint(0, 9)) for _ in range(13))
    elif brand == "mc2":
        base = str(r.randint(2221, 2720)) + "".join(str(r.randint(0, 9)) for _ in range(11))
    else:  # amex
        base = r.choice(["34", "37"]) + "".join(str(r.randint(0, 9)) for _ in range(12))
    return base + luhn_digit(base)


def clabe(r: random.Random) -> str:
    bank = r.choice(["002", "012", "014", "021", "036", "044", "072", "127", "137", "646"])
    base = bank + f"{r.randint(1, 999):03d}" + "".join(str(r.randint(0, 9)) for _ in range(11))
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def ine_clave(r: random.Random) -> str:
    letters = "".join(r.choice(CONS + VOW) for _ in range(6))
    date = f"{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    return letters + date + f"{r.randint(1, 32):02d}" + r.choice("HM") + f"{r.randint(0, 999):03d}"


def isbn13(r: random.Random) -> str:
    base = "978" + "".join(str(r.randint(0, 9)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def mobile(r: random.Random) -> str:
    area = r.choice(
        ["55", "56", "33", "81", "222", "442", "461", "477", "614", "664", "999", "998"]
    )
    return area + "".join(str(r.randint(0, 9)) for _ in range(10 - len(area)))


ALNUM = string.ascii_letters + string.digits


def tok(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: random.Random, n: int) -> str:
    return tok(r, n, "0123456789abcdef")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random, payload: str) -> str:
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    return h + "." + b64url(payload.encode()) + "." + tok(r, 43, ALNUM + "-_")


def uuid4(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
