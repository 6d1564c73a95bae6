"""Value makers for corpus 40: invented identifiers with valid check digits, invented names.

Everything here is random (driven by the caller's ``random.Random``); no value is a real
person's. Names are random combinations of common given names and surnames.
"""

from __future__ import annotations

import base64
import random
import string
import unicodedata
import uuid

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Carmen",
    "Verónica",
    "Rosa",
    "Fernanda",
    "Sofía",
    "Daniela",
    "Patricia",
    "Adriana",
    "Lucía",
    "Gabriela",
    "Brenda",
    "Itzel",
    "Ximena",
    "Mariana",
    "Alejandra",
    "Leticia",
    "Claudia",
    "Araceli",
    "Yolanda",
    "Diana",
    "Karla",
    "Paola",
    "Andrea",
    "Elena",
    "Silvia",
    "Norma",
    "Rocío",
    "Mónica",
    "Valeria",
    "Regina",
    "Jimena",
    "Nayeli",
]
GIVEN_M = [
    "José",
    "Juan",
    "Francisco",
    "Luis",
    "Jorge",
    "Alejandro",
    "Miguel",
    "Ricardo",
    "Eduardo",
    "Héctor",
    "Raúl",
    "Óscar",
    "Arturo",
    "Sergio",
    "Diego",
    "Fernando",
    "Roberto",
    "Javier",
    "Manuel",
    "Pedro",
    "Antonio",
    "Rafael",
    "Gerardo",
    "Iván",
    "Ramón",
    "Emilio",
    "Santiago",
    "Mauricio",
    "Alfredo",
    "Joaquín",
    "Enrique",
    "Rubén",
    "Ulises",
    "Tomás",
    "Ángel",
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
    "Reyes",
    "Jiménez",
    "Torres",
    "Díaz",
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
    "Ramos",
    "Domínguez",
    "Herrera",
    "Medina",
    "Castro",
    "Vargas",
    "Guzmán",
    "Velázquez",
    "Salazar",
    "Rojas",
    "Contreras",
    "Luna",
    "Ortega",
    "Navarro",
    "Delgado",
    "Estrada",
    "Cervantes",
    "Sandoval",
    "Ibarra",
    "Cortés",
    "Soto",
    "Zamora",
    "Villanueva",
    "Núñez",
    "Ávila",
]
PT_GIVEN = [
    "João",
    "Pedro",
    "Lucas",
    "Gabriel",
    "Rafael",
    "Ana",
    "Mariana",
    "Beatriz",
    "Juliana",
    "Camila",
    "Larissa",
    "Thiago",
]
PT_SUR = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Lima",
    "Pereira",
    "Costa",
    "Ferreira",
    "Almeida",
    "Carvalho",
    "Ribeiro",
]
EN_GIVEN = [
    "James",
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Robert",
    "Ashley",
    "Daniel",
    "Megan",
    "Kevin",
    "Laura",
]
EN_SUR = [
    "Smith",
    "Johnson",
    "Brown",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Clark",
    "Lewis",
]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "OC": "Oaxaca",
    "PL": "Puebla",
    "QT": "Querétaro",
    "QR": "Quintana Roo",
    "SP": "San Luis Potosí",
    "SL": "Sinaloa",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "CL": "Coahuila",
    "TS": "Tamaulipas",
}
# (city/municipio, estado, lada, C.P. prefix)
CITIES = (
    ("Iztapalapa", "Ciudad de México", "55", "09"),
    ("Coyoacán", "Ciudad de México", "55", "04"),
    ("Gustavo A. Madero", "Ciudad de México", "55", "07"),
    ("Zapopan", "Jalisco", "33", "45"),
    ("Guadalajara", "Jalisco", "33", "44"),
    ("Tlaquepaque", "Jalisco", "33", "45"),
    ("Monterrey", "Nuevo León", "81", "64"),
    ("San Nicolás de los Garza", "Nuevo León", "81", "66"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Querétaro", "442", "76"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("León", "Guanajuato", "477", "37"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Cancún", "Quintana Roo", "998", "77"),
    ("Tijuana", "Baja California", "664", "22"),
    ("Ciudad Juárez", "Chihuahua", "656", "32"),
    ("Ecatepec de Morelos", "Estado de México", "55", "55"),
    ("Toluca", "Estado de México", "722", "50"),
    ("Morelia", "Michoacán", "443", "58"),
    ("Oaxaca de Juárez", "Oaxaca", "951", "68"),
    ("Xalapa", "Veracruz", "228", "91"),
    ("Hermosillo", "Sonora", "662", "83"),
    ("Culiacán", "Sinaloa", "667", "80"),
    ("San Luis Potosí", "San Luis Potosí", "444", "78"),
    ("Aguascalientes", "Aguascalientes", "449", "20"),
    ("Saltillo", "Coahuila", "844", "25"),
)
STREETS = (
    "Calle Hidalgo",
    "Calle Morelos",
    "Av. Juárez",
    "Calle 5 de Mayo",
    "Privada Los Pinos",
    "Cerrada de Fresnos",
    "Calle Niños Héroes",
    "Av. Revolución",
    "Calle Allende",
    "Andador Jacarandas",
    "Calle Matamoros",
    "Calzada de Tlalpan",
    "Calle Guerrero",
    "Calle Aldama",
    "Av. Insurgentes",
    "Privada Girasoles",
    "Calle Emiliano Zapata",
    "Calle Libertad",
    "Calle Sauces",
    "Av. Las Torres",
    "Calle Río Lerma",
    "Calle Ocampo",
)
COLONIAS = (
    "Centro",
    "Del Valle",
    "Santa Cruz",
    "San Miguel",
    "Las Flores",
    "Jardines del Sur",
    "Lomas de San Juan",
    "El Mirador",
    "Valle Verde",
    "La Joya",
    "Independencia",
    "Benito Juárez",
    "Las Águilas",
    "Santa Fe",
    "Los Olivos",
    "Magisterial",
    "Reforma",
)
FREEMAIL = (
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "yahoo.com",
    "protonmail.com",
    "outlook.es",
)
MONTHS_ES = [
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
MON3_ES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]

ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    s = s.replace("Ñ", "X").replace("ñ", "x")
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


class Person:
    def __init__(self, rng: random.Random, origin: str = "mx") -> None:
        self.sex = rng.choice("HM")
        if origin == "pt":
            self.given = rng.choice(PT_GIVEN)
            self.s1, self.s2 = rng.sample(PT_SUR, 2)
        elif origin == "en":
            self.given = rng.choice(EN_GIVEN)
            self.s1, self.s2 = rng.sample(EN_SUR, 2)
        else:
            self.given = rng.choice(GIVEN_F if self.sex == "M" else GIVEN_M)
            self.s1, self.s2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return f"{self.given} {self.s1}"

    @property
    def full(self) -> str:
        return f"{self.given} {self.s1} {self.s2}"

    def email(self, rng: random.Random, accents: bool = False) -> str:
        g, s = self.given.lower(), self.s1.lower()
        if not accents:
            g, s = strip_accents(g), strip_accents(s)
        form = rng.randint(0, 5)
        local = (
            f"{g}.{s}",
            f"{g[0]}{s}{rng.randint(1, 99)}",
            f"{g}_{s}{self.year % 100:02d}",
            f"{g}{s[:3]}{self.year}",
            f"{s}.{g}",
            f"{g}.{s}.{strip_accents(self.s2.lower())[0]}",
        )[form]
        return f"{local}@{rng.choice(FREEMAIL)}"


# ---------------------------------------------------------------- Mexican identifiers

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_VOWELS = "AEIOU"
_BAD = {
    "BUEI",
    "BUEY",
    "CACA",
    "CACO",
    "CAGA",
    "COGE",
    "COJA",
    "COJE",
    "COJI",
    "COJO",
    "CULO",
    "FETO",
    "GUEY",
    "JOTO",
    "KACA",
    "KAGA",
    "KOGE",
    "KULO",
    "MAME",
    "MAMO",
    "MEAR",
    "MEON",
    "MION",
    "MOCO",
    "MULA",
    "PEDA",
    "PEDO",
    "PENE",
    "PUTA",
    "PUTO",
    "QULO",
    "RATA",
    "RUIN",
}


def _clean(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


def _first_inner(s: str, want_vowel: bool) -> str:
    for c in s[1:]:
        if (c in _VOWELS) == want_vowel and c.isalpha():
            return c
    return "X"


def _four(p: Person) -> str:
    a, b, g = _clean(p.s1), _clean(p.s2), _clean(p.given)
    four = a[0] + _first_inner(a, True) + b[0] + g[0]
    if four in _BAD:
        four = four[0] + "X" + four[2:]
    return four


def curp_check(base17: str) -> str:
    total = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(base17))
    return str((10 - total % 10) % 10)


def curp(p: Person, rng: random.Random) -> str:
    a, b, g = _clean(p.s1), _clean(p.s2), _clean(p.given)
    base = (
        _four(p)
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + p.sex
        + p.state
        + _first_inner(a, False)
        + _first_inner(b, False)
        + _first_inner(g, False)
        + (str(rng.randint(0, 9)) if p.year < 2000 else rng.choice("ABCDEFGH"))
    )
    return base + curp_check(base)


_RFC_DICT = {**{str(i): i for i in range(10)}}
for _i, _c in enumerate("ABCDEFGHIJKLMN"):
    _RFC_DICT[_c] = 10 + _i
_RFC_DICT["&"] = 24
for _i, _c in enumerate("OPQRSTUVWXYZ"):
    _RFC_DICT[_c] = 25 + _i
_RFC_DICT[" "] = 37
_RFC_DICT["Ñ"] = 38


def rfc_check(base: str) -> str:
    b = base if len(base) == 12 else " " + base
    total = sum(_RFC_DICT[c] * (13 - i) for i, c in enumerate(b))
    r = total % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


_HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_fisica(p: Person, rng: random.Random) -> str:
    base = _four(p) + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}" + rand(rng, _HOMO, 2)
    return base + rfc_check(base)


def rfc_moral(initials: str, rng: random.Random) -> str:
    y, m, d = rng.randint(1985, 2021), rng.randint(1, 12), rng.randint(1, 28)
    base = initials[:3].upper() + f"{y % 100:02d}{m:02d}{d:02d}" + rand(rng, _HOMO, 2)
    return base + rfc_check(base)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(p: Person, rng: random.Random) -> str:
    reg = min(p.year + rng.randint(16, 25), 2024)
    base = f"{rng.randint(1, 97):02d}{reg % 100:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return base + luhn_digit(base)


BANKS = ("002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646")


def clabe(rng: random.Random) -> str:
    base = rng.choice(BANKS) + f"{rng.randint(1, 999):03d}" + rand(rng, string.digits, 11)
    w = (3, 7, 1)
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(base))
    return base + str((10 - total % 10) % 10)


def ine_clave(p: Person, rng: random.Random) -> str:
    a, b, g = _clean(p.s1), _clean(p.s2), _clean(p.given)
    letters = (
        a[0] + _first_inner(a, True) + b[0] + _first_inner(b, True) + g[0] + _first_inner(g, True)
    )
    return (
        letters
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + f"{rng.randint(1, 32):02d}"
        + p.sex
        + f"{rng.randint(0, 999):03d}"
    )


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(("visa", "mc", "mc2", "amex"))
    if brand == "visa":
        base = "4" + rand(rng, string.digits, 14)
    elif brand == "mc":
        base = str(rng.randint(51, 55)) + rand(rng, string.digits, 13)
    elif brand == "mc2":
        base = str(rng.randint(2221, 2720)) + rand(rng, string.digits, 11)
    else:
        base = rng.choice(("34", "37")) + rand(rng, string.digits, 12)
    return base + luhn_digit(base)


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join((num[:4], num[4:10], num[10:]))
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def mx_passport(rng: random.Random) -> str:
    return rng.choice("GN") + rand(rng, string.digits, 8)


def mx_mobile(rng: random.Random, lada: str) -> str:
    """A 10-digit Mexican number under ``lada`` (national significant number)."""
    rest = 10 - len(lada)
    return lada + str(rng.randint(1, 9)) + rand(rng, string.digits, rest - 1)


# ---------------------------------------------------------------- foreign identifiers


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    if len(set(d)) == 1:
        d[0] = (d[0] + 1) % 10
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=True))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    body = rng.randint(7_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(body)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{body:,}".replace(",", ".") + "-" + dvs


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    p = rng.choice("XYZ")
    n = rng.randint(1_000_000, 9_999_999)
    v = int(str("XYZ".index(p)) + f"{n:07d}")
    return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[v % 23]}"


def cuil(rng: random.Random) -> str:
    for _ in range(50):
        pre = rng.choice(("20", "27", "23"))
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        base = pre + dni
        s = sum(int(c) * w for c, w in zip(base, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True))
        r = 11 - s % 11
        if r == 10:
            continue
        r = 0 if r == 11 else r
        return f"{pre}-{dni}-{r}"
    raise RuntimeError("cuil")


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20_000_000, 45_999_999):,}".replace(",", ".")


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def us_passport(rng: random.Random) -> str:
    return rng.choice(("5", "A", "6")) + rand(rng, string.digits, 8)


def br_passport(rng: random.Random) -> str:
    return rand(rng, string.ascii_uppercase, 2) + rand(rng, string.digits, 6)


def es_passport(rng: random.Random) -> str:
    return rand(rng, string.ascii_uppercase, 3) + rand(rng, string.digits, 6)


# ---------------------------------------------------------------- secrets


def jwt(rng: random.Random, payload: str) -> str:
    def b64(s: str | bytes) -> str:
        raw = s.encode() if isinstance(s, str) else s
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    head = b64('{"alg":"HS256","typ":"JWT"}')
    return f"{head}.{b64(payload)}.{b64(bytes(rng.getrandbits(8) for _ in range(32)))}"


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def pem_body(rng: random.Random, lines: int = 6) -> list[str]:
    alpha = string.ascii_letters + string.digits + "+/"
    first = "MIIEpAIBAAKCAQEA" + rand(rng, alpha, 48)
    return (
        [first] + [rand(rng, alpha, 64) for _ in range(lines - 2)] + [rand(rng, alpha, 40) + "=="]
    )


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def hexs(rng: random.Random, n: int) -> str:
    return rand(rng, HEX, n)
