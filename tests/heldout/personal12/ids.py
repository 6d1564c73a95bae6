"""Fictitious identifiers with valid check digits, for corpus 12 (written from the public
specifications of each identifier; nothing of fixture_guard was read)."""

from __future__ import annotations

import random
import string

CONS = "BCDFGHJKLMNPQRSTVWXZ"
VOW = "AEIOU"
STATES = ["AS", "BC", "JC", "DF", "NL", "GT", "PL", "QT", "VZ", "YN", "MC", "SR", "CH", "OC"]
INE_STATES = ["01", "09", "14", "19", "11", "21", "22", "30", "31", "15", "26", "08", "20"]

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def curp_check(first17: str) -> str:
    s = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - s % 10) % 10)


def curp(r: random.Random, sex: str | None = None, year: int | None = None) -> str:
    y = year or r.randint(1950, 2006)
    m, d = r.randint(1, 12), r.randint(1, 28)
    sex = sex or r.choice("HM")
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(VOW)
    if head in ("CACA", "PUTO", "MAME", "PENE", "CULO", "MEAR", "PEDO", "KAKA"):
        head = "GOMA"
    homo = str(r.randint(0, 9)) if y < 2000 else r.choice("ABCDEFGH")
    body = (
        f"{head}{y % 100:02d}{m:02d}{d:02d}{sex}{r.choice(STATES)}"
        f"{r.choice(CONS)}{r.choice(CONS)}{r.choice(CONS)}{homo}"
    )
    return body + curp_check(body)


def rfc_check(first: str) -> str:
    first = first.rjust(12)
    s = sum(_RFC_DICT.index(c) * (13 - i) for i, c in enumerate(first))
    v = 11 - s % 11
    return "0" if v == 11 else ("A" if v == 10 else str(v))


def rfc_pf(r: random.Random) -> str:
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(CONS)
    body = (
        f"{head}{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        f"{r.choice(CONS + '123456789')}{r.choice(CONS + '123456789')}"
    )
    return body + rfc_check(body)


def rfc_pm(r: random.Random, letters: str) -> str:
    body = (
        f"{letters[:3]}{r.randint(0, 23):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        f"{r.choice(CONS + '123456789')}{r.choice(CONS + '123456789')}"
    )
    return body + rfc_check(body)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(r: random.Random) -> str:
    body = (
        f"{r.randint(1, 99):02d}{r.randint(70, 99):02d}{r.randint(50, 99):02d}"
        f"{r.randint(0, 9999):04d}"
    )
    return body + luhn_digit(body)


def card(r: random.Random, brand: str = "visa") -> str:
    if brand == "amex":
        body = r.choice(["34", "37"]) + "".join(r.choice(string.digits) for _ in range(12))
    elif brand == "mc":
        body = str(r.randint(51, 55)) + "".join(r.choice(string.digits) for _ in range(13))
    else:
        body = "4" + "".join(r.choice(string.digits) for _ in range(14))
    return body + luhn_digit(body)


def clabe(r: random.Random, bank: str | None = None) -> str:
    bank = bank or r.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = bank + f"{r.randint(1, 999):03d}" + "".join(r.choice(string.digits) for _ in range(11))
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ine_clave(r: random.Random) -> str:
    letters = "".join(r.choice(CONS) + r.choice(VOW) for _ in range(3))
    return (
        f"{letters}{r.randint(50, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        f"{r.choice(INE_STATES)}{r.choice('HM')}{r.randint(100, 999)}"
    )


def ean13(r: random.Random, prefix: str = "750") -> str:
    body = prefix + "".join(r.choice(string.digits) for _ in range(12 - len(prefix)))
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn13(r: random.Random, prefix: str = "978607") -> str:
    return ean13(r, prefix)


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def rand(r: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
B64URL = string.ascii_letters + string.digits + "-_"
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits


def mx_phone(r: random.Random) -> tuple[str, str]:
    """(area code, local number) of a 10-digit Mexican number."""
    lada = r.choice(
        [
            "55",
            "33",
            "81",
            "222",
            "442",
            "477",
            "614",
            "999",
            "662",
            "664",
            "461",
            "744",
            "871",
            "228",
        ]
    )
    rest = 10 - len(lada)
    first = str(r.randint(2, 9))
    return lada, first + "".join(r.choice(string.digits) for _ in range(rest - 1))


def uuid4(r: random.Random) -> str:
    h = rand(r, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
