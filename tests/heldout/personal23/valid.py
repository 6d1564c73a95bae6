"""Check-digit builders for the invented identifiers of corpus 23 (valid by construction)."""

from __future__ import annotations

import random

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "MN", "NL", "OC", "PL", "QT", "SP", "VZ", "YN"]
CONS = "BCDFGHJKLMNPQRSTVXZ"
VOW = "AEIOU"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def curp(rng: random.Random) -> str:
    y = rng.randint(1950, 2012)
    base = (
        rng.choice(UP.replace("X", ""))
        + rng.choice(VOW)
        + rng.choice(UP)
        + rng.choice(UP)
        + f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice("HM")
        + rng.choice(STATES)
        + rng.choice(CONS)
        + rng.choice(CONS)
        + rng.choice(CONS)
        + (str(rng.randint(0, 9)) if y < 2000 else rng.choice("ABCDEF"))
    )
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def _rfc_check(body: str) -> str:
    body = body.rjust(12)
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(body))
    d = 11 - s % 11
    return "0" if d == 11 else ("A" if d == 10 else str(d))


def _homo(rng: random.Random) -> str:
    return "".join(rng.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))


def rfc_fisica(rng: random.Random) -> str:
    body = (
        rng.choice(UP)
        + rng.choice(VOW)
        + rng.choice(UP)
        + rng.choice(UP)
        + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + _homo(rng)
    )
    return body + _rfc_check(body)


def rfc_moral(rng: random.Random, letters: str) -> str:
    body = (
        letters[:3]
        + f"{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + _homo(rng)
    )
    return body + _rfc_check(body)


def luhn_digit(digits: str) -> str:
    s = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def nss(rng: random.Random) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(70, 99):02d}{rng.randint(50, 99):02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body, n = "4" + "".join(str(rng.randint(0, 9)) for _ in range(14)), 16
    elif brand == "mc":
        body, n = str(rng.randint(51, 55)) + "".join(str(rng.randint(0, 9)) for _ in range(13)), 16
    elif brand == "mc2":
        body, n = (
            str(rng.randint(2221, 2720)) + "".join(str(rng.randint(0, 9)) for _ in range(11)),
            16,
        )
    else:
        body, n = rng.choice(["34", "37"]) + "".join(str(rng.randint(0, 9)) for _ in range(12)), 15
    assert len(body) == n - 1
    return body + luhn_digit(body)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = bank + f"{rng.randint(1, 999):03d}" + "".join(str(rng.randint(0, 9)) for _ in range(11))
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ine_clave(rng: random.Random) -> str:
    return (
        "".join(rng.choice(UP) for _ in range(6))
        + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + f"{rng.randint(1, 32):02d}"
        + rng.choice("HM")
        + f"{rng.randint(100, 999):03d}"
    )


def isbn13(rng: random.Random) -> str:
    body = "978" + "".join(str(rng.randint(0, 9)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    d = (10 - s % 10) % 10
    return f"{body[:3]}-{body[3:5]}-{body[5:9]}-{body[9:]}-{d}"


def rnd(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
LOWNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
HEX = "0123456789abcdef"
