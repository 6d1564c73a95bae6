"""Valid-by-construction Mexican identifiers and other shaped values for corpus 20.

Written from the public definitions (RENAPO CURP check digit, SAT RFC homoclave check
digit, IMSS NSS Luhn, Banxico CLABE 3-7-1 weights, ISO/IEC 7812 Luhn, ISBN-13), not from
any detector of this project.
"""

from __future__ import annotations

import random
import string

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
STATES = [
    "AS",
    "BC",
    "CH",
    "CL",
    "DF",
    "GT",
    "GR",
    "JC",
    "MC",
    "MN",
    "NL",
    "OC",
    "PL",
    "QT",
    "SP",
    "SL",
    "SR",
    "TC",
    "TS",
    "VZ",
    "YN",
    "ZS",
    "HG",
    "MS",
    "DG",
    "CC",
    "QR",
]
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"


def curp(rng: random.Random) -> str:
    yy = rng.randint(50, 99) if rng.random() < 0.6 else rng.randint(0, 9)
    mm, dd = rng.randint(1, 12), rng.randint(1, 28)
    body = (
        rng.choice(CONS)
        + rng.choice(VOW)
        + rng.choice(CONS)
        + rng.choice(CONS + VOW)
        + f"{yy:02d}{mm:02d}{dd:02d}"
        + rng.choice("HM")
        + rng.choice(STATES)
        + rng.choice(CONS)
        + rng.choice(CONS)
        + rng.choice(CONS)
        + (rng.choice("0123456789") if yy >= 50 else rng.choice("ABCDE"))
    )
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def rfc_check(base: str) -> str:
    b = base.rjust(12)
    s = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(b))
    r = 11 - s % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random) -> str:
    base = (
        rng.choice(CONS)
        + rng.choice(VOW)
        + rng.choice(CONS)
        + rng.choice(CONS + VOW)
        + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice(CONS + "123456789")
        + rng.choice(CONS + "123456789")
    )
    return base + rfc_check(base)


def rfc_moral(rng: random.Random, letters: str | None = None) -> str:
    base = (
        (letters or "".join(rng.choice(CONS + VOW) for _ in range(3)))
        + f"{rng.randint(0, 20):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice(CONS + "123456789")
        + rng.choice(CONS + "123456789")
    )
    return base + rfc_check(base)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    base = (
        f"{rng.randint(1, 99):02d}{rng.randint(60, 99):02d}{rng.randint(55, 99):02d}"
        f"{rng.randint(0, 9999):04d}"
    )
    return base + luhn_digit(base)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(
        ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137", "646"]
    )
    base = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        base = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        base = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        base = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:  # amex, 15 digits
        base = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return base + luhn_digit(base)


def ine_clave(rng: random.Random) -> str:
    return (
        "".join(rng.choice(CONS + VOW) for _ in range(6))
        + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + f"{rng.randint(1, 32):02d}"
        + rng.choice("HM")
        + f"{rng.randint(0, 999):03d}"
    )


def isbn13(rng: random.Random) -> str:
    base = "978" + "".join(rng.choice(string.digits) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def token(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return token(rng, n, "0123456789abcdef")


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sep(value: str, groups: list[int], s: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(value[i : i + g])
        i += g
    if i < len(value):
        out.append(value[i:])
    return s.join(out)
