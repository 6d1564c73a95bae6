"""Check-digit builders for the invented identifiers of corpus 24 (valid by construction)."""

from __future__ import annotations

import random

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
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
    "MS",
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
    "VZ",
    "YN",
    "ZS",
    "MN",
]
CONS = "BCDFGHJKLMNPQRSTVWXZ"
VOW = "AEIOU"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def _date(r: random.Random, lo: int = 1950, hi: int = 2008) -> tuple[int, int, int]:
    return r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)


def curp(r: random.Random) -> str:
    y, m, d = _date(r)
    head = r.choice(UP) + r.choice(VOW) + r.choice(UP) + r.choice(UP)
    body = head + f"{y % 100:02d}{m:02d}{d:02d}" + r.choice("HM") + r.choice(STATES)
    body += r.choice(CONS) + r.choice(CONS) + r.choice(CONS)
    body += ("0123456789"[r.randint(0, 9)]) if y < 2000 else r.choice("ABCDEF")
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def rfc_check(first: str) -> str:
    pad = first if len(first) == 12 else " " + first
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(pad))
    r = 11 - s % 11
    return "0" if r == 11 else ("A" if r == 10 else str(r))


def rfc_fisica(r: random.Random) -> str:
    y, m, d = _date(r)
    first = r.choice(UP) + r.choice(VOW) + r.choice(UP) + r.choice(UP)
    first += f"{y % 100:02d}{m:02d}{d:02d}" + r.choice(HOMO) + r.choice(HOMO)
    return first + rfc_check(first)


def rfc_moral(r: random.Random) -> str:
    y, m, d = _date(r, 1960, 2020)
    first = "".join(r.choice(UP) for _ in range(3))
    first += f"{y % 100:02d}{m:02d}{d:02d}" + r.choice(HOMO) + r.choice(HOMO)
    return first + rfc_check(first)


def nss(r: random.Random) -> str:
    sub = f"{r.randint(1, 99):02d}"
    body = (
        sub + f"{r.randint(60, 99):02d}" + f"{r.randint(60, 99):02d}" + f"{r.randint(0, 9999):04d}"
    )
    return body + luhn_digit(body)


def clabe(r: random.Random) -> str:
    bank = r.choice(
        ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
    )
    body = bank + f"{r.randint(1, 999):03d}" + "".join(str(r.randint(0, 9)) for _ in range(11))
    w = [3, 7, 1]
    s = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(str(r.randint(0, 9)) for _ in range(14))
    elif brand == "mc":
        body = str(r.randint(51, 55)) + "".join(str(r.randint(0, 9)) for _ in range(13))
    elif brand == "mc2":
        body = str(r.randint(2221, 2720)) + "".join(str(r.randint(0, 9)) for _ in range(11))
    else:  # amex
        body = r.choice(["34", "37"]) + "".join(str(r.randint(0, 9)) for _ in range(12))
    return body + luhn_digit(body)


def ine_clave(r: random.Random) -> str:
    y, m, d = _date(r)
    s = "".join(r.choice(CONS) + r.choice(VOW) for _ in range(3))
    return (
        s
        + f"{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 32):02d}"
        + r.choice("HM")
        + f"{r.randint(0, 999):03d}"
    )


def isbn13(r: random.Random) -> str:
    body = r.choice(["978607", "978968", "978970", "978849", "978013"]) + "".join(
        str(r.randint(0, 9)) for _ in range(6)
    )
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(r: random.Random) -> str:
    body = "".join(str(r.randint(0, 9)) for _ in range(7))
    s = sum(int(c) * (8 - i) for i, c in enumerate(body))
    c = (11 - s % 11) % 11
    return body[:4] + "-" + body[4:] + ("X" if c == 10 else str(c))


def hexs(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def alnum(r: random.Random, n: int, alphabet: str = "") -> str:
    a = alphabet or "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return "".join(r.choice(a) for _ in range(n))


def b64(r: random.Random, n: int) -> str:
    return alnum(r, n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def b64url(r: random.Random, n: int) -> str:
    return alnum(r, n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def uuid4(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
