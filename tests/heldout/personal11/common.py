"""Check digits and value makers shared by the generator and check_corpus.py.

Standard library only. Every maker takes a ``random.Random`` so the corpus is
deterministic.
"""

from __future__ import annotations

import base64
import json
import random
import string

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"
STATES = [
    "AS",
    "BC",
    "CH",
    "CL",
    "DF",
    "GR",
    "GT",
    "JC",
    "MC",
    "MN",
    "NL",
    "OC",
    "PL",
    "QT",
    "SP",
    "VZ",
    "YN",
    "TS",
]
AL = string.ascii_uppercase
AN = string.ascii_uppercase + string.digits


def curp_check(first17: str) -> str:
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - s % 10) % 10)


def curp_valid(v: str) -> bool:
    v = v.upper()
    return len(v) == 18 and all(c in CURP_DICT for c in v) and curp_check(v[:17]) == v[17]


def make_curp(rng: random.Random, y: int | None = None) -> str:
    y = y or rng.randint(1950, 2006)
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(AL.replace("Ñ", "")) + rng.choice(AL)
    date = f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    body = (
        head
        + date
        + rng.choice("HM")
        + rng.choice(STATES)
        + "".join(rng.choice(CONS) for _ in range(3))
    )
    body += rng.choice(string.digits) if y < 2000 else rng.choice(AL)
    return body + curp_check(body)


def rfc_check(first: str) -> str:
    first = first.rjust(12)  # persona moral: 12 chars, padded with a space
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(first))
    r = 11 - s % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_valid(v: str) -> bool:
    v = v.upper()
    return len(v) in (12, 13) and all(c in RFC_DICT for c in v) and rfc_check(v[:-1]) == v[-1]


def make_rfc_pf(rng: random.Random) -> str:
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(CONS) + rng.choice(VOW + CONS)
    body = head + f"{rng.randint(50, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    body += rng.choice(AN.replace("0", "")) + rng.choice(AN)
    return body + rfc_check(body)


def make_rfc_pm(rng: random.Random) -> str:
    body = (
        "".join(rng.choice(CONS) for _ in range(3))
        + f"{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    )
    body += rng.choice(AN.replace("0", "")) + rng.choice(AN)
    return body + rfc_check(body)


def luhn_ok(digits: str) -> bool:
    tot = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        if luhn_ok(prefix + d):
            return prefix + d
    raise AssertionError


def make_nss(rng: random.Random) -> str:
    return luhn_complete("".join(rng.choice(string.digits) for _ in range(10)))


def make_card(rng: random.Random, brand: str) -> str:
    if brand == "amex":
        pre, n = rng.choice(["34", "37"]), 15
    elif brand == "mc":
        pre, n = rng.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16
    else:
        pre, n = "4", 16
    pre += "".join(rng.choice(string.digits) for _ in range(n - 1 - len(pre)))
    return luhn_complete(pre)


CLABE_W = (3, 7, 1)


def clabe_check(first17: str) -> str:
    s = sum((int(c) * CLABE_W[i % 3]) % 10 for i, c in enumerate(first17))
    return str((10 - s % 10) % 10)


def clabe_valid(v: str) -> bool:
    return len(v) == 18 and v.isdigit() and clabe_check(v[:17]) == v[17]


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "036": "Inbursa",
    "127": "Azteca",
    "137": "BanCoppel",
    "638": "Nu México",
}


def make_clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(sorted(BANKS))
    body = (
        bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    return body + clabe_check(body)


def isbn13_valid(v: str) -> bool:
    d = [int(c) for c in v]
    return len(d) == 13 and sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d)) % 10 == 0


def make_isbn13(rng: random.Random) -> str:
    body = rng.choice(["978607", "978968", "978840", "978853", "978014"]) + "".join(
        rng.choice(string.digits) for _ in range(6)
    )
    for c in "0123456789":
        if isbn13_valid(body + c):
            return body + c
    raise AssertionError


def make_ine(rng: random.Random) -> str:
    letters = "".join(rng.choice(CONS) + rng.choice(VOW) for _ in range(3))
    date = f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    return (
        letters
        + date
        + f"{rng.randint(1, 32):02d}"
        + rng.choice("HM")
        + f"{rng.randint(100, 999):03d}"
    )


def rnd(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"


def b64u(obj: dict) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def make_jwt(rng: random.Random, payload: dict) -> str:
    head = b64u({"alg": "HS256", "typ": "JWT"})
    return (
        head + "." + b64u(payload) + "." + rnd(rng, 43, string.ascii_letters + string.digits + "-_")
    )


def make_uuid(rng: random.Random) -> str:
    h = rnd(rng, 32, HEX)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def mx_mobile(rng: random.Random) -> str:
    lada = rng.choice(
        [
            "55",
            "56",
            "33",
            "81",
            "461",
            "442",
            "222",
            "664",
            "998",
            "477",
            "614",
            "999",
            "312",
            "871",
        ]
    )
    rest = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(9 - len(lada)))
    return lada + rest
