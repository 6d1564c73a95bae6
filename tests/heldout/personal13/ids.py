# ruff: noqa: B905
"""Identifier builders with their check digits (CURP, RFC, NSS, CLABE, cards, CPF, CNPJ,
MRZ, EAN, ISBN, ISSN, vendor tokens with CRC32). Written for this corpus."""

from __future__ import annotations

import base64
import json
import random
import string
import zlib

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rs(rng: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(rng.choice(alpha) for _ in range(n))


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


def card(rng: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + rs(rng, length - len(prefix) - 1, string.digits)
    return body + luhn_digit(body)


_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(rng: random.Random, sex: str | None = None, year: int | None = None) -> str:
    cons = "BCDFGHJKLMNPQRSTVWXZ"
    vow = "AEIOU"
    y = year or rng.randint(1955, 2004)
    head = rng.choice(cons) + rng.choice(vow) + rng.choice(cons) + rng.choice(cons + vow)
    date = f"{y % 100:02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    st = rng.choice(
        ["DF", "JC", "NL", "GT", "PL", "VZ", "MC", "MN", "QT", "YN", "CH", "SP", "OC", "BC"]
    )
    s = sex or rng.choice("HM")
    body = (
        head
        + date
        + s
        + st
        + rs(rng, 3, cons)
        + (rng.choice(string.digits) if y < 2000 else rng.choice("ABCD"))
    )
    total = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


_RFC = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_digit(body: str) -> str:
    b = body.rjust(12)
    total = sum(_RFC.index(c) * (13 - i) for i, c in enumerate(b))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random) -> str:
    head = rs(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    body = (
        head
        + f"{rng.randint(55, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rs(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    )
    return body + _rfc_digit(body)


def rfc_moral(rng: random.Random) -> str:
    head = rs(rng, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    body = (
        head
        + f"{rng.randint(0, 19):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rs(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    )
    return body + _rfc_digit(body)


def nss(rng: random.Random) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(80, 99):02d}{rng.randint(55, 99):02d}" + rs(
        rng, 4, string.digits
    )
    return body + luhn_digit(body)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    b = bank or rng.choice(
        ["002", "012", "014", "021", "072", "127", "137", "638", "646", "044", "058"]
    )
    body = b + rs(rng, 14, string.digits)
    total = sum((int(d) * w) % 10 for d, w in zip(body, [3, 7, 1] * 6))
    return body + str((10 - total % 10) % 10)


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def mrz_digit(s: str) -> str:
    def v(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    return str(sum(v(c) * w for c, w in zip(s, [7, 3, 1] * 20)) % 10)


def mrz_td3(rng: random.Random, number: str, nat: str, surname: str, given: str) -> tuple[str, str]:
    l1 = (
        "P<" + nat + surname.upper().replace(" ", "<") + "<<" + given.upper().replace(" ", "<")
    ).ljust(44, "<")[:44]
    num = number.ljust(9, "<")
    dob = f"{rng.randint(60, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    exp = f"{rng.randint(27, 34):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    pers = "<" * 14
    part = (
        num
        + mrz_digit(num)
        + nat
        + dob
        + mrz_digit(dob)
        + rng.choice("MF")
        + exp
        + mrz_digit(exp)
        + pers
        + mrz_digit(pers)
    )
    comp = (
        num + mrz_digit(num) + dob + mrz_digit(dob) + exp + mrz_digit(exp) + pers + mrz_digit(pers)
    )
    return l1, part + mrz_digit(comp)


def ean13(rng: random.Random, prefix: str = "750") -> str:
    body = prefix + rs(rng, 12 - len(prefix), string.digits)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "84", "85", "0", "1"])
    body += rs(rng, 12 - len(body), string.digits)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    d = body + str((10 - s % 10) % 10)
    return f"{d[:3]}-{d[3:6]}-{d[6:9]}-{d[9:12]}-{d[12]}"


def issn(rng: random.Random) -> str:
    b = rs(rng, 7, string.digits)
    s = sum(int(c) * w for c, w in zip(b, range(8, 1, -1)))
    r = (11 - s % 11) % 11
    return f"{b[:4]}-{b[4:]}{'X' if r == 10 else r}"


def b62(n: int, width: int = 6) -> str:
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(rng: random.Random, prefix: str) -> str:
    """GitHub/npm-style token: prefix + 30 random base62 + base62(crc32(random)) in 6."""
    body = rs(rng, 30, B62)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF)


def b64url(obj: dict) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def jwt(rng: random.Random, payload: dict, alg: str = "HS256") -> str:
    sig = (
        base64.urlsafe_b64encode(
            bytes(rng.getrandbits(8) for _ in range(32 if alg.startswith("HS") else 64))
        )
        .decode()
        .rstrip("=")
    )
    return b64url({"alg": alg, "typ": "JWT"}) + "." + b64url(payload) + "." + sig


def uuid4(rng: random.Random) -> str:
    h = rs(rng, 32, HEX)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pem_body(rng: random.Random, n: int = 5) -> list[str]:
    raw = bytes(rng.getrandbits(8) for _ in range(48 * n))
    b = base64.b64encode(raw).decode()
    return [b[i : i + 64] for i in range(0, len(b), 64)]
