"""Check-digit builders for invented Mexican identifiers and cards (valid by construction)."""

from __future__ import annotations

import random

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
STATES = ["DF", "JC", "NL", "MC", "PL", "GT", "VZ", "YN", "CH", "SL", "QT", "OC", "MN", "BC"]
CONS = "BCDFGHJKLMNPQRSTVWXZ"
UP = "ABCDEFGHIJKLMNPQRSTUVWXYZ"


def curp(rng: random.Random) -> str:
    y = rng.randint(1950, 2012)
    base = (
        rng.choice(CONS)
        + rng.choice("AEIOU")
        + rng.choice(CONS)
        + rng.choice(UP)
        + f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice("HM")
        + rng.choice(STATES)
        + "".join(rng.choice(CONS) for _ in range(3))
        + (str(rng.randint(0, 9)) if y < 2000 else rng.choice("ABCDEF"))
    )
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def _rfc_check(body: str) -> str:
    body = body.rjust(12)
    s = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(body))
    r = 11 - s % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random) -> str:
    body = (
        rng.choice(CONS)
        + rng.choice("AEIOU")
        + rng.choice(UP)
        + rng.choice(UP)
        + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    )
    return body + _rfc_check(body)


def rfc_moral(rng: random.Random, letters: str | None = None) -> str:
    body = (
        (letters or "".join(rng.choice(UP) for _ in range(3)))
        + f"{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    )
    return body + _rfc_check(body)


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


def nss(rng: random.Random) -> str:
    p = f"{rng.randint(1, 99):02d}{rng.randint(70, 99):02d}{rng.randint(50, 99):02d}{rng.randint(0, 9999):04d}"
    return p + luhn_digit(p)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        p = "4" + "".join(str(rng.randint(0, 9)) for _ in range(14))
    elif brand == "mc":
        p = str(rng.randint(51, 55)) + "".join(str(rng.randint(0, 9)) for _ in range(13))
    elif brand == "mc2":
        p = str(rng.randint(2221, 2720)) + "".join(str(rng.randint(0, 9)) for _ in range(11))
    else:
        p = rng.choice(["34", "37"]) + "".join(str(rng.randint(0, 9)) for _ in range(12))
    return p + luhn_digit(p)


def clabe(rng: random.Random) -> str:
    p = rng.choice(["002", "012", "014", "021", "072", "127", "137", "044"])
    p += f"{rng.randint(1, 999):03d}" + "".join(str(rng.randint(0, 9)) for _ in range(11))
    w = [3, 7, 1] * 6
    s = sum(int(c) * w[i] % 10 for i, c in enumerate(p))
    return p + str((10 - s % 10) % 10)


def ine_clave(rng: random.Random) -> str:
    return (
        "".join(rng.choice(CONS) for _ in range(6))
        + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + f"{rng.randint(1, 32):02d}"
        + rng.choice("HM")
        + f"{rng.randint(100, 999)}"
    )


def isbn13(rng: random.Random) -> str:
    p = "978" + rng.choice(["607", "968", "84", "85"])
    p += "".join(str(rng.randint(0, 9)) for _ in range(12 - len(p)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(p))
    return p + str((10 - s % 10) % 10)


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int, extra: str = "") -> str:
    al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + extra
    return "".join(rng.choice(al) for _ in range(n))


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _mod11_digits(base: list[int], weights_from: int) -> int:
    s = sum(d * w for d, w in zip(base, range(weights_from, 1, -1), strict=False))
    r = s % 11
    return 0 if r < 2 else 11 - r


def cpf(rng: random.Random) -> str:
    b = [rng.randint(0, 9) for _ in range(9)]
    b.append(_mod11_digits(b, 10))
    b.append(_mod11_digits(b, 11))
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj(rng: random.Random) -> str:
    b = [rng.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        s = sum(d * x for d, x in zip(b, w, strict=True)) % 11
        b.append(0 if s < 2 else 11 - s)
    t = "".join(map(str, b))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}"
