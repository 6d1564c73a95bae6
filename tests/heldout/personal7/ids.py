"""Invented identifiers with valid check digits, from a seeded random generator.

Every value here is made up. Check digits are computed by the published algorithms
(python-stdnum for CURP/RFC/Luhn, the Banxico 3-7-1 weights for CLABE) so a validating
detector cannot dismiss them as malformed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import string

import phonenumbers
from stdnum import luhn
from stdnum.mx import curp as curp_mod
from stdnum.mx import rfc as rfc_mod

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
VOW = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXZ"
STATES = ["DF", "JC", "NL", "PL", "GT", "QT", "MC", "VZ", "YN", "BC", "CH", "SR", "OC", "MN"]
MOBILE_AREAS = ["55", "33", "81", "222", "442", "461", "477", "999", "662", "664", "686"]
MOBILE_AREAS += ["744", "998", "614", "229", "951", "961", "871", "667", "311", "449"]


class Gen:
    """All invented values of the corpus; one seeded stream, so the build is reproducible."""

    def __init__(self, seed: int = 7) -> None:
        self.r = random.Random(seed)
        self.seen: set[str] = set()

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def uniq(self, make) -> str:  # type: ignore[no-untyped-def]
        for _ in range(1000):
            v = make()
            if v not in self.seen:
                self.seen.add(v)
                return v
        raise RuntimeError("no fresh value")

    # ------------------------------------------------------------ Mexican identifiers

    def _date6(self, lo: int = 1950, hi: int = 2004) -> tuple[str, int]:
        y = self.r.randint(lo, hi)
        return f"{y % 100:02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}", y

    def _name4(self) -> str:
        return self.r.choice(CONS) + self.r.choice(VOW) + self.r.choice(UP) + self.r.choice(UP)

    def curp(self) -> str:
        def make() -> str:
            while True:
                d, y = self._date6()
                body = self._name4() + d + self.r.choice("HM") + self.r.choice(STATES)
                body += self.s(CONS, 3) + (self.r.choice(DIG) if y < 2000 else self.r.choice(UP))
                v = body + curp_mod.calc_check_digit(body)
                if curp_mod.is_valid(v):
                    return v

        return self.uniq(make)

    def rfc_pf(self) -> str:
        def make() -> str:
            while True:
                d, _ = self._date6()
                body = self._name4() + d + self.s(UP + DIG, 2)
                v = body + rfc_mod.calc_check_digit(body)
                try:
                    rfc_mod.validate(v, validate_check_digits=True)
                    return v
                except Exception:
                    continue

        return self.uniq(make)

    def rfc_pm(self) -> str:
        """A company's RFC (persona moral, 12 characters)."""

        def make() -> str:
            while True:
                d, _ = self._date6(1980, 2020)
                body = self.s(UP, 3) + d + self.s(UP + DIG, 2)
                v = body + rfc_mod.calc_check_digit(body)
                try:
                    rfc_mod.validate(v, validate_check_digits=True)
                    return v
                except Exception:
                    continue

        return self.uniq(make)

    def nss(self) -> str:
        def make() -> str:
            sub = f"{self.r.randint(1, 99):02d}"
            reg = f"{self.r.randint(0, 99):02d}"
            born = f"{self.r.randint(50, 99):02d}"
            body = sub + reg + born + self.s(DIG, 4)
            return body + luhn.calc_check_digit(body)

        return self.uniq(make)

    def ine(self) -> str:
        def make() -> str:
            letters = "".join(self.r.choice(CONS) + self.r.choice(VOW) for _ in range(3))
            d, _ = self._date6()
            return (
                letters + d + f"{self.r.randint(1, 32):02d}" + self.r.choice("HM") + self.s(DIG, 3)
            )

        return self.uniq(make)

    def clabe(self) -> str:
        def make() -> str:
            bank = self.r.choice(["002", "012", "014", "021", "072", "127", "137", "646", "044"])
            body = bank + self.s(DIG, 3) + self.s(DIG, 11)
            return body + clabe_check(body)

        return self.uniq(make)

    def card(self, brand: str = "visa") -> str:
        def make() -> str:
            if brand == "amex":
                body = self.r.choice(["34", "37"]) + self.s(DIG, 12)
            elif brand == "mc":
                body = str(self.r.randint(51, 55)) + self.s(DIG, 13)
            elif brand == "carnet":
                body = "5062" + self.s(DIG, 11)
            else:
                body = "4" + self.s(DIG, 14)
            return body + luhn.calc_check_digit(body)

        return self.uniq(make)

    def mobile(self) -> str:
        """Ten national digits of a valid Mexican number."""

        def make() -> str:
            while True:
                area = self.r.choice(MOBILE_AREAS)
                n = area + str(self.r.randint(2, 9)) + self.s(DIG, 9 - len(area))
                if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
                    return n

        return self.uniq(make)

    def tollfree(self) -> str:
        def make() -> str:
            while True:
                n = (
                    self.r.choice(["800", "888", "877"])
                    + str(self.r.randint(2, 9))
                    + self.s(DIG, 6)
                )
                if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
                    return n

        return self.uniq(make)

    # ------------------------------------------------------------ generic shapes

    def token(self, n: int, alphabet: str = ALNUM) -> str:
        return self.uniq(lambda: self.s(alphabet, n))

    def hexs(self, n: int) -> str:
        return self.token(n, HEX)

    def uuid(self) -> str:
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.r.choice('89ab')}{h[17:20]}-{h[20:]}"

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()

    def b64url(self, nbytes: int) -> str:
        return (
            base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes)))
            .decode()
            .rstrip("=")
        )

    def jwt(self, payload: dict[str, object]) -> str:
        def enc(obj: object) -> str:
            raw = json.dumps(obj, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        head = enc({"alg": "HS256", "typ": "JWT"})
        body = enc(payload)
        key = self.token(24).encode()
        sig = hmac.new(key, f"{head}.{body}".encode(), hashlib.sha256).digest()
        return f"{head}.{body}." + base64.urlsafe_b64encode(sig).decode().rstrip("=")

    def pem_body(self, lines: int = 6) -> list[str]:
        return [self.b64(48) for _ in range(lines)]

    def not_luhn(self, n: int) -> str:
        """n digits, first not 0, that fail Luhn (and, at 18 digits, fail CLABE)."""

        def make() -> str:
            while True:
                v = str(self.r.randint(1, 9)) + self.s(DIG, n - 1)
                if luhn.is_valid(v):
                    continue
                if n == 18 and clabe_check(v[:17]) == v[17]:
                    continue
                return v

        return self.uniq(make)


def clabe_check(body17: str) -> str:
    w = (3, 7, 1) * 6
    s = sum((int(d) * w[i]) % 10 for i, d in enumerate(body17))
    return str((10 - s % 10) % 10)


def clabe_valid(v: str) -> bool:
    d = "".join(c for c in v if c.isdigit())
    return len(d) == 18 and clabe_check(d[:17]) == d[17]
