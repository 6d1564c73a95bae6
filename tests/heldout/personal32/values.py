# ruff: noqa: E501
"""Invented identifiers, valid by construction where the format has a check digit.

Every value comes from a seeded ``random.Random``; no real person's data and no live
credential is used. Names are combinations of common given names and surnames.
"""

from __future__ import annotations

import base64
import random
import string

GIVEN_M = [
    "Juan",
    "José",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Ramón",
    "Héctor",
    "Raúl",
    "Iván",
    "Tomás",
    "Andrés",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Rocío",
    "Fernanda",
    "Ximena",
    "Sofía",
    "Mónica",
    "Lucía",
    "Itzel",
    "Yolanda",
    "Beatriz",
    "Noemí",
]
SURN = [
    "Gómez",
    "Hernández",
    "Pérez",
    "López",
    "Ramírez",
    "Cruz",
    "Vázquez",
    "Ortega",
    "Salinas",
    "Zúñiga",
    "Mendoza",
    "Cisneros",
    "Villalobos",
    "Arredondo",
    "Quintero",
    "Bautista",
    "Olvera",
    "Treviño",
    "Carrillo",
    "Ibarra",
]
PT_GIVEN = ["João", "Ana", "Luíza", "Marcos", "Thiago", "Camila", "Rafael", "Bianca"]
PT_SURN = [
    "Souza",
    "Oliveira",
    "Carvalho",
    "Ribeiro",
    "Almeida",
    "Nascimento",
    "Barbosa",
    "Teixeira",
]
EN_GIVEN = ["Emily", "Daniel", "Megan", "Kevin", "Rachel", "Tyler", "Hannah", "Brandon"]
EN_SURN = [
    "Whitfield",
    "Harrington",
    "Delaney",
    "Kowalski",
    "Brennan",
    "Lindqvist",
    "Pruitt",
    "Castellano",
]
STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "NL", "PL", "QT", "SP", "VZ", "YN"]
FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
]
LADA = ["55", "33", "81", "442", "461", "477", "222", "999", "664", "618"]

PLAIN = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUXaeiouux")


def strip(s: str) -> str:
    return s.translate(PLAIN)


class V:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ people
    def person(self, sex: str | None = None) -> tuple[str, str, str, str]:
        r = self.r
        sex = sex or r.choice("HM")
        given = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
        a, b = r.sample(SURN, 2)
        return given, a, b, sex

    def name(self) -> str:
        g, a, b, _ = self.person()
        return f"{g} {a} {b}"

    def pt_name(self) -> str:
        return f"{self.r.choice(PT_GIVEN)} {self.r.choice(PT_SURN)} {self.r.choice(PT_SURN)}"

    def en_name(self) -> str:
        return f"{self.r.choice(EN_GIVEN)} {self.r.choice(EN_SURN)}"

    def birth(self) -> tuple[int, int, int]:
        return self.r.randint(1958, 2006), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------------ Mexico
    def curp(self) -> str:
        g, a, b, sex = self.person()
        a, b, g = strip(a).upper(), strip(b).upper(), strip(g).upper()
        vow = next((c for c in a[1:] if c in "AEIOU"), "X")
        y, m, d = self.birth()
        cons = lambda w: next((c for c in w[1:] if c not in "AEIOU"), "X")  # noqa: E731
        homo = str(self.r.randint(0, 9)) if y < 2000 else self.r.choice("ABCDEF")
        body = f"{a[0]}{vow}{b[0]}{g[0]}{y % 100:02d}{m:02d}{d:02d}{sex}{self.r.choice(STATES)}{cons(a)}{cons(b)}{cons(g)}{homo}"
        dic = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        s = sum(dic.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    @staticmethod
    def _rfc_dv(base: str) -> str:
        dic = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
        base = base.rjust(12)
        s = sum(dic.index(c) * (13 - i) for i, c in enumerate(base))
        rem = s % 11
        return "0" if rem == 0 else ("A" if 11 - rem == 10 else str(11 - rem))

    def rfc_pf(self) -> str:
        g, a, b, _ = self.person()
        a, b, g = strip(a).upper(), strip(b).upper(), strip(g).upper()
        vow = next((c for c in a[1:] if c in "AEIOU"), "X")
        y, m, d = self.birth()
        hc = "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") for _ in range(2))
        base = f"{a[0]}{vow}{b[0]}{g[0]}{y % 100:02d}{m:02d}{d:02d}{hc}"
        return base + self._rfc_dv(base)

    def rfc_pm(self, letters: str) -> str:
        y, m, d = self.r.randint(1975, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        hc = "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") for _ in range(2))
        base = f"{letters[:3]}{y % 100:02d}{m:02d}{d:02d}{hc}"
        return base + self._rfc_dv(base)

    @staticmethod
    def luhn_digit(body: str) -> str:
        s = 0
        for i, c in enumerate(reversed(body)):
            n = int(c)
            if i % 2 == 0:
                n *= 2
                n -= 9 if n > 9 else 0
            s += n
        return str((10 - s % 10) % 10)

    def nss(self) -> str:
        y = self.r.randint(1975, 2020)
        body = f"{self.r.randint(1, 97):02d}{y % 100:02d}{(y - self.r.randint(16, 25)) % 100:02d}{self.r.randint(0, 9999):04d}"
        return body + self.luhn_digit(body)

    def ine_clave(self) -> str:
        g, a, b, sex = self.person()
        a, b, g = strip(a).upper(), strip(b).upper(), strip(g).upper()
        cons = lambda w: next((c for c in w[1:] if c not in "AEIOU"), "X")  # noqa: E731
        y, m, d = self.birth()
        return f"{a[0]}{cons(a)}{b[0]}{cons(b)}{g[0]}{cons(g)}{y % 100:02d}{m:02d}{d:02d}{self.r.randint(1, 32):02d}{sex}{self.r.randint(100, 999)}"

    def digits(self, n: int, first: str = "123456789") -> str:
        return self.r.choice(first) + "".join(self.r.choice(string.digits) for _ in range(n - 1))

    def clabe(self, bank: str | None = None) -> str:
        bank = bank or self.r.choice(
            ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"]
        )
        body = (
            bank
            + self.r.choice(["180", "320", "650", "010", "580"])
            + self.digits(11, string.digits)
        )
        w = [3, 7, 1] * 6
        s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def card(self, kind: str | None = None) -> str:
        kind = kind or self.r.choice(["visa", "mc", "mc2", "amex"])
        if kind == "visa":
            body = "4" + self.digits(14, string.digits)
        elif kind == "mc":
            body = str(self.r.randint(51, 55)) + self.digits(13, string.digits)
        elif kind == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11, string.digits)
        else:
            body = self.r.choice(["34", "37"]) + self.digits(12, string.digits)
        return body + self.luhn_digit(body)

    def mx_mobile(self) -> str:
        lada = self.r.choice(LADA)
        return lada + self.digits(10 - len(lada))

    def email(self, name: str | None = None, domain: str | None = None) -> str:
        name = name or self.name()
        parts = strip(name).lower().split()
        sep = self.r.choice([".", "_", ""])
        local = (
            parts[0]
            + sep
            + parts[1]
            + self.r.choice(["", str(self.r.randint(1, 99)), str(self.r.randint(1965, 2004))])
        )
        return f"{local}@{domain or self.r.choice(FREE)}"

    # ------------------------------------------------------------------ other countries
    def iban_es(self) -> str:
        bban = self.digits(20, string.digits)
        check = 98 - int(bban + "142800") % 97
        return f"ES{check:02d}{bban}"

    def iban_de(self) -> str:
        bban = self.digits(18, string.digits)
        check = 98 - int(bban + "131400") % 97
        return f"DE{check:02d}{bban}"

    def rut(self) -> str:
        body = str(self.r.randint(8_000_000, 24_999_999))
        s = sum(int(c) * w for c, w in zip(reversed(body), [2, 3, 4, 5, 6, 7] * 2, strict=False))
        dv = 11 - s % 11
        d = "0" if dv == 11 else ("K" if dv == 10 else str(dv))
        return f"{int(body):,}".replace(",", ".") + "-" + d

    def cuil(self) -> tuple[str, str]:
        while True:
            dni = str(self.r.randint(20_000_000, 45_999_999))
            pre = self.r.choice(["20", "27"])
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            s = sum(int(c) * w[i] for i, c in enumerate(pre + dni))
            dv = 11 - s % 11
            if dv == 10:
                continue
            return dni, f"{pre}-{dni}-{0 if dv == 11 else dv}"

    def nit_co(self) -> str:
        ced = str(self.r.randint(10_000_000, 1_099_999_999))
        w = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43]
        s = sum(int(c) * w[i] for i, c in enumerate(reversed(ced)))
        rem = s % 11
        return f"{ced}-{rem if rem in (0, 1) else 11 - rem}"

    def ruc10(self) -> tuple[str, str]:
        dni = self.digits(8, "1234567")
        base = "10" + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * w[i] for i, c in enumerate(base))
        dv = 11 - s % 11
        return dni, base + str({10: 0, 11: 1}.get(dv, dv))

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for n in (10, 11):
            s = sum(x * (n - i) for i, x in enumerate(d))
            r = s % 11
            d.append(0 if r < 2 else 11 - r)
        t = "".join(map(str, d))
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"

    def ssn(self) -> str:
        area = self.r.choice([n for n in range(101, 899) if n != 666])
        return f"{area:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def itin(self) -> str:
        return f"9{self.r.randint(10, 99)}-{self.r.choice([70, 71, 78, 83, 88, 92])}-{self.r.randint(1000, 9999)}"

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def nie(self) -> str:
        p = self.r.choice("XYZ")
        n = self.r.randint(1_000_000, 9_999_999)
        return f"{p}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + str(n)) % 23]}"

    def dpi_gt(self) -> str:
        while True:
            b = self.digits(8, string.digits)
            v = sum(int(c) * (i + 2) for i, c in enumerate(b)) % 11
            if v < 10:
                return f"{b}{v} {self.r.randint(1, 22):02d}{self.r.randint(1, 9):02d}"

    def cns_br(self) -> str:
        while True:
            body = self.r.choice("789") + self.digits(13, string.digits)
            for last in range(10):
                t = body + str(last)
                if sum(int(c) * (15 - i) for i, c in enumerate(t)) % 11 == 0:
                    return f"{t[:3]} {t[3:7]} {t[7:11]} {t[11:]}"

    # ------------------------------------------------------------------ tokens
    def rand(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.rand(n, "0123456789abcdef")

    def uuid(self) -> str:
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.r.choice('89ab')}{h[17:20]}-{h[20:]}"

    @staticmethod
    def b64(s: str | bytes, url: bool = False) -> str:
        raw = s.encode() if isinstance(s, str) else s
        out = (base64.urlsafe_b64encode if url else base64.b64encode)(raw).decode()
        return out.rstrip("=") if url else out

    def jwt(self, payload: str) -> str:
        head = self.b64('{"alg":"HS256","typ":"JWT"}', url=True)
        return f"{head}.{self.b64(payload, url=True)}.{self.rand(43, string.ascii_letters + string.digits + '-_')}"


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in s)


def entities(s: str, every: int = 1) -> str:
    return "".join(f"&#{ord(c)};" if i % every == 0 else c for i, c in enumerate(s))


def pct(s: str) -> str:
    return "".join(c if c.isalnum() else "%" + "%".join(f"{b:02X}" for b in c.encode()) for c in s)


def zw(s: str, every: int = 3) -> str:
    return "\u200b".join(s[i : i + every] for i in range(0, len(s), every))


def qp(s: str) -> str:
    return "".join(
        c if c.isascii() and c not in "=@" else "".join(f"={b:02X}" for b in c.encode()) for c in s
    )
