"""Invented people, identifiers, phones and tokens for the third held-out corpus.

Everything comes from one seeded ``random.Random`` (``R``), so ``build_cases.py`` is
deterministic. Check digits are computed from the public definitions:

- CURP: RENAPO instructivo, check digit over the 17 first characters with the alphabet
  ``0-9 A-N Ñ O-Z`` and weights 18..2, digit ``(10 - sum % 10) % 10``.
- RFC (SAT homoclave): alphabet ``0-9 A-N & O-Z space Ñ`` (values 0..38), 12 characters
  (a persona moral gets a leading space), weights 13..2, ``11 - sum % 11`` (11 -> 0, 10 -> A).
- NSS (IMSS): 10 digits + Luhn digit.
- CLABE (Banxico): weights 3, 7, 1 repeated, ``(10 - sum(d*w % 10) % 10) % 10``.
- Payment cards: Luhn.
- ICAO 9303 MRZ: weights 7, 3, 1; ``<`` = 0, A..Z = 10..35.
- ISBN-13 (weights 1, 3), ISSN (weights 8..2, mod 11, X).
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

import phonenumbers

R = random.Random(20261203)

ALNUM = string.ascii_letters + string.digits
UP_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"

FIRST_F = [
    "María Fernanda",
    "Guadalupe",
    "Ximena",
    "Valeria",
    "Ana Sofía",
    "Renata",
    "Itzel",
    "Mariana",
    "Daniela",
    "Karla",
    "Leticia",
    "Rocío",
    "Araceli",
    "Yesenia",
    "Brenda",
    "Citlali",
    "Nayeli",
    "Lucía",
    "Patricia",
    "Alejandra",
    "Socorro",
    "Begoña",
    "Inés",
    "Maricruz",
    "Jimena",
    "Xóchitl",
    "Dulce María",
    "Paloma",
    "Montserrat",
    "Aurora",
]
FIRST_M = [
    "José Luis",
    "Juan Carlos",
    "Luis Ángel",
    "Jesús",
    "Miguel",
    "Alejandro",
    "Rodrigo",
    "Emiliano",
    "Santiago",
    "Érick",
    "Raúl",
    "Héctor",
    "Octavio",
    "Fernando",
    "Iván",
    "Ulises",
    "Joaquín",
    "Tomás",
    "Efraín",
    "Gerardo",
    "Óscar",
    "Aarón",
    "Cuauhtémoc",
    "Rubén",
    "Ramiro",
    "Saúl",
    "Jonás",
    "Abraham",
    "Germán",
    "Braulio",
]
SURNAMES = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Pérez",
    "Rodríguez",
    "Sánchez",
    "Ramírez",
    "Cruz",
    "Flores",
    "Gómez",
    "Morales",
    "Vázquez",
    "Jiménez",
    "Reyes",
    "Díaz",
    "Torres",
    "Gutiérrez",
    "Ruiz",
    "Mendoza",
    "Aguilar",
    "Ortiz",
    "Moreno",
    "Castillo",
    "Romero",
    "Álvarez",
    "Méndez",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Salazar",
    "Villanueva",
    "Zavala",
    "Quintero",
    "Bautista",
    "Ocampo",
    "Huerta",
    "Nava",
    "Cervantes",
    "Treviño",
    "Arellano",
    "Peña",
    "Ibarra",
    "Escobedo",
]
BR_FIRST = ["João Pedro", "Ana Clara", "Luísa", "Thiago", "Camila", "Gustavo", "Letícia"]
BR_LAST = ["Souza", "Oliveira", "Pereira", "Carvalho", "Ribeiro", "Almeida", "Barbosa"]
EN_FIRST = ["Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Laura", "Kevin"]
EN_LAST = ["Thompson", "Walker", "Bennett", "Collins", "Hughes", "Foster", "Sullivan"]

# (estado, clave CURP, clave INE (2 digits), municipios with colonias and C.P., LADA)
PLACES = [
    (
        "Ciudad de México",
        "DF",
        "09",
        [
            ("Cuauhtémoc", "Santa María la Ribera", "06400"),
            ("Coyoacán", "Del Carmen", "04100"),
            ("Iztapalapa", "Santa Cruz Meyehualco", "09290"),
            ("Benito Juárez", "Narvarte Poniente", "03020"),
            ("Tlalpan", "Toriello Guerra", "14050"),
        ],
        "55",
    ),
    (
        "Jalisco",
        "JC",
        "14",
        [
            ("Guadalajara", "Santa Tere", "44600"),
            ("Zapopan", "Ciudad Granja", "45010"),
            ("Tlaquepaque", "Las Juntas", "45590"),
        ],
        "33",
    ),
    (
        "Nuevo León",
        "NL",
        "19",
        [
            ("Monterrey", "Mitras Centro", "64460"),
            ("San Nicolás de los Garza", "Anáhuac", "66450"),
            ("Guadalupe", "Linda Vista", "67130"),
        ],
        "81",
    ),
    (
        "Puebla",
        "PL",
        "21",
        [("Puebla", "La Paz", "72160"), ("San Andrés Cholula", "Emiliano Zapata", "72810")],
        "222",
    ),
    (
        "Guanajuato",
        "GT",
        "11",
        [("León", "Jardines del Moral", "37160"), ("Celaya", "Alameda", "38050")],
        "477",
    ),
    ("Querétaro", "QT", "22", [("Querétaro", "Jardines de la Hacienda", "76180")], "442"),
    ("Yucatán", "YN", "31", [("Mérida", "García Ginerés", "97070")], "999"),
    (
        "Estado de México",
        "MC",
        "15",
        [
            ("Naucalpan de Juárez", "Satélite", "53100"),
            ("Nezahualcóyotl", "Benito Juárez", "57000"),
            ("Toluca", "Universidad", "50130"),
        ],
        "55",
    ),
    (
        "Baja California",
        "BC",
        "02",
        [("Tijuana", "Zona Río", "22010"), ("Mexicali", "Pueblo Nuevo", "21120")],
        "664",
    ),
    ("Oaxaca", "OC", "20", [("Oaxaca de Juárez", "Reforma", "68050")], "951"),
    (
        "Veracruz",
        "VZ",
        "30",
        [("Xalapa", "Rafael Lucio", "91110"), ("Veracruz", "Reforma", "91919")],
        "229",
    ),
    ("Chihuahua", "CH", "08", [("Ciudad Juárez", "Partido Romero", "32030")], "656"),
    ("Quintana Roo", "QR", "23", [("Benito Juárez", "Supermanzana 24", "77509")], "998"),
]
STREETS = [
    "Calle Fresno",
    "Av. Insurgentes Sur",
    "Privada Las Rosas",
    "Calle Nogal",
    "Cerrada de Tulipanes",
    "Av. Revolución",
    "Calle 5 de Mayo",
    "Andador Colibrí",
    "Calzada de Tlalpan",
    "Calle Jacarandas",
    "Privada Álamos",
    "Av. Hidalgo",
    "Calle Zaragoza",
    "Retorno 7 de Cecilio Robelo",
    "Calle Sor Juana Inés de la Cruz",
    "Callejón del Sapo",
]

MESES = [
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
MESES_PT = [
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


def pick(seq):  # type: ignore[no-untyped-def]
    return seq[R.randrange(len(seq))]


def rand(chars: str, n: int) -> str:
    return "".join(R.choice(chars) for _ in range(n))


# ---------------------------------------------------------------------------- people


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(table)


class Person:
    def __init__(self, lang: str = "es") -> None:
        self.sex = R.choice("HM")
        if lang == "pt":
            self.first = pick(BR_FIRST)
            self.last1, self.last2 = pick(BR_LAST), pick(BR_LAST)
        elif lang == "en":
            self.first = pick(EN_FIRST)
            self.last1, self.last2 = pick(EN_LAST), ""
        else:
            self.first = pick(FIRST_F if self.sex == "M" else FIRST_M)
            self.last1, self.last2 = R.sample(SURNAMES, 2)
        self.year = R.randrange(1958, 2004)
        self.month = R.randrange(1, 13)
        self.day = R.randrange(1, 29)
        self.place = pick(PLACES)

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.first, self.last1, self.last2) if x)

    @property
    def short(self) -> str:
        return f"{self.first.split()[0]} {self.last1}"

    @property
    def yymmdd(self) -> str:
        return f"{self.year % 100:02d}{self.month:02d}{self.day:02d}"


# ---------------------------------------------------------------------------- Mexican ids

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOWELS = "AEIOU"


def _clean(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


def _first_inner(s: str, vowels: bool) -> str:
    for c in s[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def curp_check(s17: str) -> str:
    total = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - total % 10) % 10)


def curp(p: Person) -> str:
    a1, a2, n = _clean(p.last1), _clean(p.last2 or "X"), _clean(p.first.split()[0])
    head = a1[0] + _first_inner(a1, True) + a2[0] + n[0]
    body = head + p.yymmdd + p.sex + p.place[1]
    body += _first_inner(a1, False) + _first_inner(a2, False) + _first_inner(n, False)
    body += R.choice("0123456789") if p.year < 2000 else R.choice("ABCDEFGH")
    return body + curp_check(body)


def rfc_check(s: str) -> str:
    s12 = s.rjust(12)  # persona moral: leading space
    total = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s12))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(p: Person) -> str:
    a1, a2, n = _clean(p.last1), _clean(p.last2 or "X"), _clean(p.first.split()[0])
    body = (
        a1[0]
        + _first_inner(a1, True)
        + a2[0]
        + n[0]
        + p.yymmdd
        + rand(UP_ALNUM[:-10] + "123456789", 2)
    )
    return body + rfc_check(body)


def rfc_moral(initials: str, yymmdd: str) -> str:
    body = initials[:3].upper() + yymmdd + rand("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return body + rfc_check(body)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(p: Person) -> str:
    sub = f"{R.randrange(1, 99):02d}"
    alta = f"{(p.year + R.randrange(16, 30)) % 100:02d}"
    base = sub + alta + f"{p.year % 100:02d}" + rand(string.digits, 4)
    return base + luhn_digit(base)


def clabe() -> str:
    bank = pick(["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"])
    base = bank + pick(["180", "320", "580", "650", "680", "700", "720"]) + rand(string.digits, 11)
    w = [3, 7, 1] * 6
    total = sum(int(d) * w[i] % 10 for i, d in enumerate(base))
    return base + str((10 - total % 10) % 10)


def card() -> tuple[str, str]:
    brand = pick(["visa", "mc", "mc2", "amex", "visa"])
    if brand == "amex":
        base = R.choice(["34", "37"]) + rand(string.digits, 12)
    elif brand == "mc":
        base = str(R.randrange(51, 56)) + rand(string.digits, 13)
    elif brand == "mc2":
        base = str(R.randrange(2221, 2721)) + rand(string.digits, 11)
    else:
        base = "4" + rand(string.digits, 14)
    return brand, base + luhn_digit(base)


def group_card(num: str, sep: str = " ") -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def clave_elector(p: Person) -> str:
    def two(s: str) -> str:
        s = _clean(s)
        return s[0] + _first_inner(s, s[0] not in VOWELS)

    letters = two(p.last1) + two(p.last2 or "XX") + two(p.first.split()[0])
    return letters + p.yymmdd + p.place[2] + p.sex + rand(string.digits, 3)


# ---------------------------------------------------------------------------- MRZ


def _mrz_val(c: str) -> int:
    if c == "<":
        return 0
    if c.isdigit():
        return int(c)
    return ord(c) - 55


def mrz_check(s: str) -> str:
    w = [7, 3, 1]
    return str(sum(_mrz_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(p: Person, width: int) -> str:
    sur = "<".join(_clean(x) for x in (p.last1, p.last2) if x)
    given = "<".join(_clean(x) for x in p.first.split())
    return (sur + "<<" + given).ljust(width, "<")[:width]


def passport_mx() -> str:
    return R.choice("GNPE") + rand(string.digits, 8)


def passport_td3(p: Person, number: str, nat: str = "MEX") -> tuple[str, str]:
    l1 = ("P<" + nat + mrz_name(p, 39))[:44]
    doc = number.ljust(9, "<")
    exp = f"{R.randrange(27, 35):02d}{R.randrange(1, 13):02d}{R.randrange(1, 29):02d}"
    sex = "F" if p.sex == "M" else "M"
    pers = "<" * 14
    part = doc + mrz_check(doc) + nat + p.yymmdd + mrz_check(p.yymmdd) + sex + exp
    part += mrz_check(exp) + pers + mrz_check(pers)
    comp = doc + mrz_check(doc) + p.yymmdd + mrz_check(p.yymmdd) + exp + mrz_check(exp)
    comp += pers + mrz_check(pers)
    return l1, part + mrz_check(comp)


def ine_td1(p: Person) -> tuple[str, str, str]:
    doc = rand(string.digits, 9)
    ocr = rand(string.digits, 13)
    l1 = ("IDMEX" + doc + mrz_check(doc) + "<<" + ocr).ljust(30, "<")[:30]
    exp = f"{R.randrange(27, 35):02d}1231"
    sex = "F" if p.sex == "M" else "M"
    l2 = p.yymmdd + mrz_check(p.yymmdd) + sex + exp + mrz_check(exp) + "MEX"
    l2 = l2.ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += mrz_check(comp)
    return l1, l2, mrz_name(p, 30)


# ---------------------------------------------------------------------------- phones


def mx_mobile(lada: str | None = None) -> str:
    """A ten-digit Mexican number that phonenumbers considers valid."""
    for _ in range(1000):
        area = lada or pick(
            [
                "55",
                "33",
                "81",
                "222",
                "442",
                "477",
                "461",
                "664",
                "998",
                "999",
                "951",
                "229",
                "656",
                "614",
                "871",
                "449",
                "444",
            ]
        )
        num = area + str(R.randrange(2, 10)) + rand(string.digits, 9 - len(area))
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + num)):
            return num
    raise RuntimeError("no valid number")


def mx_phone_forms(num: str) -> list[tuple[str, str]]:
    """(notation name, written form) of one ten-digit Mexican number."""
    if len(num) == 10 and num[:2] in ("55", "33", "81"):
        a, b, c = num[:2], num[2:6], num[6:]
    else:
        a, b, c = num[:3], num[3:6], num[6:]
    return [
        ("+52 intl spaced", f"+52 {a} {b} {c}"),
        ("+52 1 mobile prefix", f"+52 1 {a} {b} {c}"),
        ("044 local mobile", f"044 {a} {b} {c}"),
        ("045 long-distance mobile", f"045 {a} {b} {c}"),
        ("parenthesised lada", f"({a}) {b}-{c}"),
        ("dotted", f"{a}.{b}.{c}"),
        ("hyphenated", f"{a}-{b}-{c}"),
        ("+52 no spaces", f"+52{num}"),
        ("52 hyphenated", f"52-{a}-{b}-{c}"),
        ("+52 (lada)", f"+52 ({a}) {b} {c}"),
        ("00 52 international", f"00 52 {a} {b} {c}"),
    ]


# ---------------------------------------------------------------------------- tokens


def hexs(n: int) -> str:
    return rand(HEX, n)


def b64url(n: int) -> str:
    return rand(ALNUM + "-_", n)


def a_uuid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256_hex() -> str:
    return hashlib.sha256(rand(ALNUM, 20).encode()).hexdigest()


def jwt(payload: str) -> str:
    def enc(s: str) -> str:
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")

    return enc('{"alg":"HS256","typ":"JWT"}') + "." + enc(payload) + "." + b64url(43)


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def pem_body(lines: int = 4) -> list[str]:
    return [rand(ALNUM + "+/", 64) for _ in range(lines)] + [rand(ALNUM + "+/", 24) + "=="]


def isbn13() -> str:
    pre = R.choice(["607", "968", "970", "84"])
    base = "978" + pre + rand(string.digits, 12 - 3 - len(pre))
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(base))
    return base + str((10 - total % 10) % 10)


def isbn_hyph(i: str) -> str:
    return f"{i[:3]}-{i[3:6]}-{i[6:9]}-{i[9:12]}-{i[12]}"


def issn() -> str:
    base = rand(string.digits, 7)
    total = sum(int(d) * (8 - i) for i, d in enumerate(base))
    r = (11 - total % 11) % 11
    return f"{base[:4]}-{base[4:]}" + ("X" if r == 10 else str(r))
