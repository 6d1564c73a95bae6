"""Invented identifiers, valid by construction where the format has a check digit.

Everything is derived from a ``random.Random`` passed in, so the corpus is reproducible.
"""

from __future__ import annotations

import random
import string

CONS = "BCDFGHJKLMNPQRSTVWXZ"
VOW = "AEIOU"
STATES = ["DF", "JC", "NL", "PL", "GT", "QT", "MC", "YN", "BC", "VZ", "OC", "CH", "SL", "MN"]
CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _date(rng: random.Random, y0: int = 1952, y1: int = 2009) -> tuple[int, int, int]:
    return rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28)


def curp(rng: random.Random) -> str:
    y, m, d = _date(rng)
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(CONS) + rng.choice(CONS)
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{rng.choice('HM')}{rng.choice(STATES)}"
    body += "".join(rng.choice(CONS) for _ in range(3))
    body += rng.choice("0123456789") if y < 2000 else rng.choice("ABCDEFGH")
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _rfc_check(base: str) -> str:
    b = base if len(base) == 12 else " " + base
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(b))
    r = 11 - s % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random) -> str:
    y, m, d = _date(rng)
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(CONS) + rng.choice(CONS + VOW)
    hc = rng.choice(string.ascii_uppercase[:26].replace("O", "")) + rng.choice("123456789ABC")
    base = f"{head}{y % 100:02d}{m:02d}{d:02d}{hc}"
    return base + _rfc_check(base)


def rfc_moral(rng: random.Random) -> str:
    y, m, d = _date(rng, 1970, 2020)
    head = "".join(rng.choice(CONS + VOW) for _ in range(3))
    hc = rng.choice("ABCDEFGHJKLMN") + rng.choice("123456789")
    base = f"{head}{y % 100:02d}{m:02d}{d:02d}{hc}"
    return base + _rfc_check(base)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    base = f"{rng.randint(1, 97):02d}{rng.randint(70, 99):02d}{rng.randint(50, 99):02d}"
    base += f"{rng.randint(0, 9999):04d}"
    return base + luhn_digit(base)


def card(rng: random.Random, brand: str = "visa") -> str:
    if brand == "visa":
        base = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        base = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        base = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:  # amex, 15 digits
        base = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return base + luhn_digit(base)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    base = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def ine_clave(rng: random.Random) -> str:
    y, m, d = _date(rng)
    letters = "".join(rng.choice(CONS) + rng.choice(VOW) for _ in range(3))
    return f"{letters}{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{rng.choice('HM')}{rng.randint(100, 999)}"


def isbn13(rng: random.Random) -> str:
    base = "978" + rng.choice(["607", "84", "968", "970"])
    base += "".join(rng.choice(string.digits) for _ in range(12 - len(base)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def issn(rng: random.Random) -> str:
    base = "".join(rng.choice(string.digits) for _ in range(7))
    s = sum(int(c) * (8 - i) for i, c in enumerate(base))
    r = (11 - s % 11) % 11
    return f"{base[:4]}-{base[4:]}{'X' if r == 10 else r}"


def alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return alnum(rng, n, "0123456789abcdef")


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def mobile(rng: random.Random) -> str:
    """A 10-digit Mexican number: area code + subscriber (never 800/900)."""
    area = rng.choice(
        ["55", "56", "33", "81", "222", "442", "477", "461", "999", "664", "618", "771"]
    )
    rest = "".join(rng.choice(string.digits) for _ in range(10 - len(area)))
    return area + str(rng.randint(2, 9)) + rest[1:]


def fmt_phone(num: str, style: str) -> str:
    a, r = (num[:2], num[2:]) if num[:2] in ("55", "56", "33", "81") else (num[:3], num[3:])
    half = len(r) // 2
    if len(a) == 3:
        x, y = r[:3], r[3:]
    else:
        x, y = r[:half], r[half:]
    return {
        "plus": f"+52 {a} {x} {y}",
        "plus1": f"+52 1 {a} {x} {y}",
        "paren": f"({a}) {x}-{y}",
        "dots": f"{a}.{x}.{y}",
        "dash": f"{a}-{x}-{y}",
        "bare": num,
        "e164": f"+52{num}",
        "plusparen": f"+52 ({a}) {x} {y}",
        "044": f"044 {a} {x} {y}",
        "045": f"045 {a} {x} {y}",
        "spaced": f"{a} {x} {y}",
        "intl00": f"0052 {a} {x} {y}",
    }[style]
