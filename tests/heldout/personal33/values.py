"""Invented values for corpus 33, valid by construction where the format has a check digit.

Everything here is random from a seeded ``random.Random``: no real person, account or key.
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

FIRST_F = [
    "María",
    "Guadalupe",
    "Ximena",
    "Renata",
    "Itzel",
    "Fernanda",
    "Rocío",
    "Araceli",
    "Citlali",
    "Yolanda",
    "Mariana",
    "Brenda",
    "Leticia",
    "Abril",
    "Nayeli",
    "Sofía",
]
FIRST_M = [
    "José",
    "Juan Carlos",
    "Luis Ángel",
    "Ernesto",
    "Rodrigo",
    "Iván",
    "Emiliano",
    "Gerardo",
    "Saúl",
    "Héctor",
    "Tomás",
    "Octavio",
    "Rubén",
    "Joaquín",
    "Uriel",
]
SURN = [
    "Hernández",
    "Ramírez",
    "Zúñiga",
    "Villaseñor",
    "Cárdenas",
    "Olvera",
    "Trejo",
    "Bautista",
    "Ledesma",
    "Quiroz",
    "Nava",
    "Solís",
    "Arreola",
    "Peña",
    "Tapia",
    "Montoya",
    "Galindo",
    "Escobedo",
    "Ocampo",
    "Barajas",
    "Iturbide",
    "Celis",
]
FIRST_PT = ["João Pedro", "Ana Clara", "Thiago", "Letícia", "Gabriel", "Beatriz"]
SURN_PT = ["Nogueira", "Albuquerque", "Pereira", "Figueiredo", "Moraes", "Siqueira"]
FIRST_EN = ["Megan", "Tyler", "Rachel", "Dustin", "Kayla", "Brandon"]
SURN_EN = ["Whitaker", "Delgado", "Kowalski", "Brennan", "Lindqvist", "Okafor"]
STATES = ["DF", "JC", "NL", "PL", "GT", "QT", "MC", "YN", "VZ", "CH", "SL", "MN"]
STATE_NAMES = {
    "DF": "Ciudad de México",
    "JC": "Jalisco",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "GT": "Guanajuato",
    "QT": "Querétaro",
    "MC": "Estado de México",
    "YN": "Yucatán",
    "VZ": "Veracruz",
    "CH": "Chihuahua",
    "SL": "Sinaloa",
    "MN": "Michoacán",
}
STREETS = [
    "Calle Fresno",
    "Av. de los Maestros",
    "Privada Jacarandas",
    "Cerrada del Ciprés",
    "Andador Tulipán",
    "Calz. de Tlalpan",
    "Cda. Cedros",
    "Prol. Hidalgo",
    "Callejón del Aguacate",
    "Blvd. Las Torres",
    "Retorno 14 de Cuauhtémoc",
    "Circuito Laureles",
]
COLONIAS = [
    "Col. Santa Úrsula",
    "Col. Lomas del Pedregal",
    "Fracc. Villas del Sol",
    "Col. El Rosario",
    "Barrio de San Miguel",
    "Unidad Hab. Los Pinos",
    "Col. Ampliación Progreso",
    "Residencial Arboledas",
]
MUNIS = [
    "Coyoacán",
    "Zapopan",
    "Guadalupe",
    "San Andrés Cholula",
    "León",
    "Corregidora",
    "Ecatepec de Morelos",
    "Mérida",
    "Xalapa",
    "Culiacán",
    "Morelia",
    "Tlalnepantla",
]
MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
MONTHS_PT = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
MONTHS_EN = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
UP = string.ascii_uppercase
VOW = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


class V:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # -- people
    def name(self, lang: str = "es") -> str:
        r = self.r
        if lang == "pt":
            return f"{r.choice(FIRST_PT)} {r.choice(SURN_PT)} {r.choice(SURN_PT)}"
        if lang == "en":
            return f"{r.choice(FIRST_EN)} {r.choice(SURN_EN)}"
        first = r.choice(FIRST_F + FIRST_M)
        a, b = r.sample(SURN, 2)
        return f"{first} {a} {b}"

    def ymd(self, lo: int = 1958, hi: int = 2012) -> tuple[int, int, int]:
        return self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # -- Mexican ids
    def curp(self) -> str:
        r = self.r
        y, m, d = self.ymd()
        head = r.choice(CONS) + r.choice(VOW) + r.choice(UP) + r.choice(UP)
        while head in ("BUEI", "CACA", "PUTO", "KAKA", "MEAR", "PEDO", "LOCA", "MAME"):
            head = r.choice(CONS) + r.choice(VOW) + r.choice(UP) + r.choice(UP)
        body = (
            head
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + r.choice("HM")
            + r.choice(STATES)
            + "".join(r.choice(CONS) for _ in range(3))
        )
        body += r.choice(string.digits) if y < 2000 else r.choice("ABCDEF")
        return body + curp_check(body)

    def rfc_fisica(self) -> str:
        r = self.r
        y, m, d = self.ymd()
        head = r.choice(CONS) + r.choice(VOW) + r.choice(UP) + r.choice(UP)
        base = (
            head + f"{y % 100:02d}{m:02d}{d:02d}" + self.alnum(2, UP.replace("O", "") + "123456789")
        )
        return base + rfc_check(base)

    def rfc_moral(self) -> str:
        y, m, d = self.ymd(1980, 2019)
        base = self.alnum(3, UP) + f"{y % 100:02d}{m:02d}{d:02d}" + self.alnum(2, UP + "123456789")
        return base + rfc_check(base)

    def nss(self) -> str:
        b = (
            self.digits(2)
            + f"{self.r.randint(70, 99):02d}"
            + f"{self.r.randint(50, 99):02d}"
            + self.digits(4)
        )
        return b + luhn_check(b)

    def clabe(self) -> str:
        bank = self.r.choice(
            ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
        )
        b = bank + self.digits(3) + self.digits(11)
        return b + clabe_check(b)

    def card(self, kind: str = "") -> str:
        kind = kind or self.r.choice(["visa", "mc", "amex", "mc2"])
        if kind == "visa":
            b = "4" + self.digits(14)
        elif kind == "mc":
            b = "5" + str(self.r.randint(1, 5)) + self.digits(13)
        elif kind == "mc2":
            b = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            b = "3" + self.r.choice("47") + self.digits(12)
        return b + luhn_check(b)

    def ine(self) -> str:
        r = self.r
        y, m, d = self.ymd()
        return (
            "".join(r.choice(CONS) for _ in range(6))
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + f"{r.randint(1, 32):02d}"
            + r.choice("HM")
            + self.digits(3)
        )

    def passport_mx(self) -> str:
        return self.r.choice("GN") + self.digits(8)

    def phone_mx(self) -> str:
        lada = self.r.choice(["55", "33", "81", "222", "477", "442", "999", "228", "667", "443"])
        return lada + self.digits(10 - len(lada))

    # -- other countries
    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for n in (10, 11):
            s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=True))
            d.append(0 if s % 11 < 2 else 11 - s % 11)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def cnpj(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
        for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
            s = sum(x * y for x, y in zip(d, w, strict=True))
            d.append(0 if s % 11 < 2 else 11 - s % 11)
        s = "".join(map(str, d))
        return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        s, f = 0, 2
        for ch in reversed(str(n)):
            s += int(ch) * f
            f = 2 if f == 7 else f + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        return f"{n:,}".replace(",", ".") + "-" + dvs

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def nie(self) -> str:
        p = self.r.choice("XYZ")
        n = self.r.randint(1_000_000, 9_999_999)
        full = int(str("XYZ".index(p)) + f"{n:07d}")
        return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[full % 23]}"

    def ssn(self) -> str:
        a = self.r.choice([x for x in range(101, 899) if x != 666])
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def iban(self, cc: str = "ES") -> str:
        lens = {"ES": 20, "DE": 18, "PT": 21, "FR": 23}
        bban = self.digits(lens[cc])
        num = "".join(str(int(c, 36)) for c in bban + cc + "00")
        chk = 98 - int(num) % 97
        return f"{cc}{chk:02d}{bban}"

    def cedula_co(self) -> str:
        return f"{self.r.randint(10_000_000, 1_199_999_999):,}".replace(",", ".")

    # -- secrets
    def b64url(self, n: int) -> str:
        return self.alnum(n, string.ascii_letters + string.digits + "-_")

    def hexs(self, n: int) -> str:
        return self.alnum(n, "0123456789abcdef")

    def jwt(self, sub: str = "svc-nomina") -> str:
        def enc(s: str) -> str:
            return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")

        head = enc('{"alg":"HS256","typ":"JWT"}')
        body = enc(
            '{"sub":"'
            + sub
            + '","iat":'
            + str(1_790_000_000 + self.r.randint(0, 9_999_999))
            + ',"scope":"admin"}'
        )
        return f"{head}.{body}.{self.b64url(43)}"

    def pem_body(self, lines: int = 6) -> list[str]:
        return [self.alnum(64, string.ascii_letters + string.digits + "+/") for _ in range(lines)]

    def uuid4(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4)).upper()

    def sha(self) -> str:
        return hashlib.sha256(self.alnum(20).encode()).hexdigest()


def curp_check(s17: str) -> str:
    alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    tot = sum(alpha.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - tot % 10) % 10)


def rfc_check(base: str) -> str:
    alpha = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
    b = base if len(base) == 12 else " " + base
    tot = sum(alpha.index(c) * (13 - i) for i, c in enumerate(b))
    d = 11 - tot % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def luhn_check(b: str) -> str:
    tot = 0
    for i, ch in enumerate(reversed(b)):
        x = int(ch)
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return str((10 - tot % 10) % 10)


def clabe_check(b17: str) -> str:
    w = [3, 7, 1]
    tot = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(b17))
    return str((10 - tot % 10) % 10)


def luhn_ok(s: str) -> bool:
    return luhn_check(s[:-1]) == s[-1]


def spaced(s: str, groups: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


OCR = {"0": "O", "1": "l", "5": "S", "8": "B", "O": "0", "I": "1"}


def ocr_damage(s: str, r: random.Random, n: int = 1) -> str:
    idx = [i for i, c in enumerate(s) if c in OCR]
    for i in r.sample(idx, min(n, len(idx))):
        s = s[:i] + OCR[s[i]] + s[i + 1 :]
    return s
