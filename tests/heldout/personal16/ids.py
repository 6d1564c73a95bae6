"""Fictional identifiers with valid check digits (CURP, RFC, NSS, CLABE, cards, MRZ, LEI)."""

from __future__ import annotations

import random
import string

R = random.Random(1616)

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOW = "AEIOU"


def _first_inner(word: str, vowel: bool) -> str:
    for ch in word[1:]:
        if (ch in VOW) == vowel and ch.isalpha():
            return ch
    return "X"


def curp(pat: str, mat: str, nom: str, ymd: str, sex: str, state: str) -> str:
    pat, mat, nom = (w.upper() for w in (pat, mat, nom))
    head = pat[0] + _first_inner(pat, True) + mat[0] + nom[0]
    diff = "0" if ymd[:4] < "2000" else R.choice("ABCD")
    body = head + ymd[2:] + sex + state
    body += _first_inner(pat, False) + _first_inner(mat, False) + _first_inner(nom, False) + diff
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def rfc_check(base: str) -> str:
    base = base.rjust(12)
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base))
    d = 11 - s % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def rfc_fisica(pat: str, mat: str, nom: str, ymd: str) -> str:
    pat, mat, nom = (w.upper() for w in (pat, mat, nom))
    base = pat[0] + _first_inner(pat, True) + mat[0] + nom[0] + ymd[2:]
    base += "".join(R.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
    return base + rfc_check(base)


def rfc_moral(abbr: str, ymd: str) -> str:
    base = (
        abbr.upper()[:3]
        + ymd[2:]
        + "".join(R.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
    )
    return base + rfc_check(base)


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


def nss(subdel: str, yreg: str, ybirth: str) -> str:
    base = subdel + yreg + ybirth + "".join(R.choice(string.digits) for _ in range(4))
    return base + luhn_digit(base)


def clabe(bank: str, plaza: str) -> str:
    base = bank + plaza + "".join(R.choice(string.digits) for _ in range(11))
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


def card(prefix: str, length: int) -> str:
    base = prefix + "".join(R.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return base + luhn_digit(base)


def mrz_digit(s: str) -> str:
    w = [7, 3, 1]
    tot = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else int(c) if c.isdigit() else ord(c) - 55
        tot += v * w[i % 3]
    return str(tot % 10)


def td3_line2(doc: str, nat: str, birth: str, sex: str, exp: str, personal: str = "") -> str:
    doc9 = doc.ljust(9, "<")
    pers = personal.ljust(14, "<")
    parts = doc9 + mrz_digit(doc9), birth + mrz_digit(birth), exp + mrz_digit(exp)
    pd = mrz_digit(pers) if personal else "<"
    line = parts[0] + nat + parts[1] + sex + parts[2] + pers + pd
    comp = parts[0] + parts[1] + parts[2] + pers + pd
    return line + mrz_digit(comp)


def td1_line1(cic: str, ocr: str) -> str:
    return ("IDMEX" + cic + mrz_digit(cic) + "<<" + ocr).ljust(30, "<")[:30]


def digits(n: int) -> str:
    return R.choice("123456789") + "".join(R.choice(string.digits) for _ in range(n - 1))


def alnum(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def hexs(n: int) -> str:
    return alnum(n, "0123456789abcdef")


def lei(prefix: str) -> str:
    base = prefix + alnum(18 - len(prefix), string.ascii_uppercase + string.digits)
    num = int("".join(str(int(c, 36)) for c in base + "00"))
    return base + f"{98 - num % 97:02d}"


def isbn13(stem: str) -> str:
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(stem))
    return stem + str((10 - s % 10) % 10)


def issn(stem7: str) -> str:
    s = sum(int(c) * (8 - i) for i, c in enumerate(stem7))
    d = (11 - s % 11) % 11
    return stem7[:4] + "-" + stem7[4:] + ("X" if d == 10 else str(d))
