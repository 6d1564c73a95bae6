# ruff: noqa: E501
"""Value makers for corpus 43: invented identifiers with valid check digits.

Every maker takes a ``random.Random`` and returns a string. Nothing here is a real
person's datum: names are random combinations of common given names and surnames, and
numbers are drawn at random and then given their check digit.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

GIVEN_F = [
    "María",
    "Guadalupe",
    "Juana",
    "Verónica",
    "Alejandra",
    "Patricia",
    "Rosa",
    "Leticia",
    "Fernanda",
    "Daniela",
    "Mariana",
    "Gabriela",
    "Sofía",
    "Valeria",
    "Ximena",
    "Lucía",
    "Adriana",
    "Claudia",
    "Beatriz",
    "Elena",
    "Andrea",
    "Paola",
    "Itzel",
    "Citlali",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Francisco",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Eduardo",
    "Raúl",
    "Héctor",
    "Sergio",
    "Arturo",
    "Rodrigo",
    "Diego",
    "Emiliano",
    "Santiago",
    "Mateo",
    "Óscar",
    "Roberto",
    "Javier",
    "Iván",
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
    "Salazar",
    "Ortega",
    "Núñez",
    "Zúñiga",
    "Peña",
    "Ibarra",
    "Villalobos",
    "Campos",
    "Cervantes",
]
EN_GIVEN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Ashley",
    "Ryan",
    "Megan",
    "Kevin",
    "Laura",
    "Brian",
    "Olivia",
    "Ethan",
    "Hannah",
    "Tyler",
]
EN_SURNAMES = [
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
    "Martin",
    "Thompson",
    "Walker",
    "Young",
]
PT_GIVEN = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Gabriel",
    "Larissa",
    "Rafael",
    "Camila",
    "Thiago",
    "Juliana",
    "Felipe",
    "Letícia",
]
PT_SURNAMES = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Rodrigues",
    "Almeida",
    "Nascimento",
    "Lima",
    "Araújo",
    "Fernandes",
    "Carvalho",
    "Ribeiro",
]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CL": "Coahuila",
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
    "SP": "San Luis Potosí",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
MUNIS = [
    ("Coyoacán", "Ciudad de México", "04"),
    ("Iztapalapa", "Ciudad de México", "09"),
    ("Benito Juárez", "Ciudad de México", "03"),
    ("Zapopan", "Jalisco", "45"),
    ("Guadalajara", "Jalisco", "44"),
    ("San Nicolás de los Garza", "Nuevo León", "66"),
    ("Monterrey", "Nuevo León", "64"),
    ("Celaya", "Guanajuato", "38"),
    ("León", "Guanajuato", "37"),
    ("Puebla", "Puebla", "72"),
    ("Mérida", "Yucatán", "97"),
    ("Querétaro", "Querétaro", "76"),
    ("Naucalpan de Juárez", "Estado de México", "53"),
    ("Ecatepec de Morelos", "Estado de México", "55"),
    ("Tlaquepaque", "Jalisco", "45"),
    ("Morelia", "Michoacán", "58"),
    ("Xalapa", "Veracruz", "91"),
    ("Toluca", "Estado de México", "50"),
]
STREETS = [
    "Calle Fresno",
    "Calle Jacarandas",
    "Av. Revolución",
    "Calle Hidalgo",
    "Privada Los Pinos",
    "Calle 5 de Mayo",
    "Cerrada de Allende",
    "Av. Las Torres",
    "Calle Morelos",
    "Calle Niños Héroes",
    "Andador Tulipanes",
    "Calle Álamo",
    "Calz. de Tlalpan",
    "Calle Benito Juárez",
    "Calle Mina",
    "Av. Hacienda del Valle",
    "Calle Río Lerma",
    "Privada Girasol",
    "Calle Ignacio Zaragoza",
]
COLONIAS = [
    "Col. Del Carmen",
    "Col. Santa Úrsula",
    "Col. Jardines del Sur",
    "Col. Las Águilas",
    "Col. Centro",
    "Col. Lomas de San Miguel",
    "Col. Valle Verde",
    "Col. San Rafael",
    "Col. Industrial",
    "Col. Reforma",
    "Col. Los Olivos",
    "Col. El Mirador",
    "Fracc. Villas del Sol",
    "Col. Guadalupe Insurgentes",
    "Col. Bellavista",
]
AREAS = ["55", "33", "81", "222", "442", "461", "477", "999", "664", "614", "228", "443", "871"]
MX_FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "outlook.es",
    "yahoo.com",
    "protonmail.com",
]
PT_FREEMAIL = ["gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "yahoo.com.br"]

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
HEX = "0123456789abcdef"
CONS = "BCDFGHJKLMNPQRSTVWXZ"
VOW = "AEIOU"


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(table)


# ---------------------------------------------------------------------------- names


def person(rng: random.Random, lang: str = "es") -> tuple[str, str, str, str]:
    """(given, surname1, surname2, sex) - a random combination, not a real person."""
    if lang == "en":
        return rng.choice(EN_GIVEN), rng.choice(EN_SURNAMES), "", rng.choice("HM")
    if lang == "pt":
        return rng.choice(PT_GIVEN), rng.choice(PT_SURNAMES), rng.choice(PT_SURNAMES), "H"
    if rng.random() < 0.5:
        return rng.choice(GIVEN_F), rng.choice(SURNAMES), rng.choice(SURNAMES), "M"
    return rng.choice(GIVEN_M), rng.choice(SURNAMES), rng.choice(SURNAMES), "H"


def full_name(p: tuple[str, str, str, str], with_second: bool = True) -> str:
    return " ".join(x for x in (p[0], p[1], p[2] if with_second else "") if x)


def birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1952, 2008), rng.randint(1, 12), rng.randint(1, 28)


# ---------------------------------------------------------------------------- Mexico

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(rng: random.Random, p: tuple[str, str, str, str] | None = None) -> str:
    p = p or person(rng)
    g, s1, s2, sex = (strip_accents(x).upper() for x in p)
    vow = next((c for c in s1[1:] if c in VOW), "X")
    head = s1[0] + vow + (s2[0] if s2 else "X") + g[0]
    y, m, d = birth(rng)
    inner = next((c for c in s1[1:] if c in CONS), "X")
    inner += next((c for c in s2[1:] if c in CONS), "X") if s2 else "X"
    inner += next((c for c in g[1:] if c in CONS), "X")
    homo = rng.choice("0123456789") if y < 2000 else rng.choice("ABCDEFGH")
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{sex}{rng.choice(list(STATES))}{inner}{homo}"
    total = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(base12: str) -> str:
    total = sum(_RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base12))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random, p: tuple[str, str, str, str] | None = None) -> str:
    p = p or person(rng)
    g, s1, s2, _ = (strip_accents(x).upper() for x in p)
    vow = next((c for c in s1[1:] if c in VOW), "X")
    y, m, d = birth(rng)
    homo = rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") + rng.choice(
        "ABCDEFGHJKLMNPRSTUVWXYZ123456789"
    )
    base = f"{s1[0]}{vow}{(s2 or 'X')[0]}{g[0]}{y % 100:02d}{m:02d}{d:02d}{homo}"
    return base + _rfc_check(base)


def rfc_moral(rng: random.Random, letters: str) -> str:
    y, m, d = rng.randint(1985, 2019), rng.randint(1, 12), rng.randint(1, 28)
    homo = rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") + rng.choice(
        "ABCDEFGHJKLMNPRSTUVWXYZ123456789"
    )
    base = f"{letters[:3].upper()}{y % 100:02d}{m:02d}{d:02d}{homo}"
    return base + _rfc_check(" " + base)


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


def nss(rng: random.Random) -> str:
    sub = rng.randint(1, 97)
    alta = rng.randint(0, 99)
    born = rng.randint(50, 99)
    body = f"{sub:02d}{alta:02d}{born:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clave_elector(rng: random.Random, p: tuple[str, str, str, str] | None = None) -> str:
    p = p or person(rng)
    g, s1, s2, sex = (strip_accents(x).upper() for x in p)

    def two(w: str) -> str:
        c = next((ch for ch in w[1:] if ch in VOW), "X")
        return w[0] + c

    y, m, d = birth(rng)
    return f"{two(s1)}{two(s2 or 'XX')}{two(g)}{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{sex}{rng.randint(100, 999)}"


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def clabe(rng: random.Random, bank: str | None = None) -> str:
    body = (
        (bank or rng.choice(BANKS))
        + f"{rng.randint(1, 999):03d}"
        + "".join(rng.choice("0123456789") for _ in range(11))
    )
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(["visa", "mc", "mc2", "amex"])
    if brand == "visa":
        body = "4" + "".join(rng.choice("0123456789") for _ in range(14))
    elif brand == "mc":
        body = f"5{rng.randint(1, 5)}" + "".join(rng.choice("0123456789") for _ in range(13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice("0123456789") for _ in range(11))
    else:
        body = rng.choice(["34", "37"]) + "".join(rng.choice("0123456789") for _ in range(12))
    return body + luhn_digit(body)


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join((num[:4], num[4:10], num[10:]))
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def mx_mobile(rng: random.Random) -> tuple[str, str]:
    """(area, local) with 10 digits in all; first local digit not 0/1."""
    area = rng.choice(AREAS)
    n = 10 - len(area)
    local = str(rng.randint(2, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))
    return area, local


def fmt_phone(area: str, local: str, style: str) -> str:
    if len(area) == 2:
        a, b = local[:4], local[4:]
    else:
        a, b = local[:3], local[3:]
    ten = area + local
    return {
        "intl": f"+52 {area} {a} {b}",
        "intl1": f"+52 1 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "dash": f"{area}-{a}-{b}",
        "plain": ten,
        "e164": f"+52{ten}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "intlparen": f"+52 ({area}) {a} {b}",
        "space": f"{area} {a} {b}",
    }[style]


def email_local(
    rng: random.Random, p: tuple[str, str, str, str], keep_accents: bool = False
) -> str:
    g = p[0].lower()
    s = p[1].lower()
    if not keep_accents:
        g, s = strip_accents(g), strip_accents(s)
    style = rng.randint(0, 4)
    if style == 0:
        return f"{g}.{s}"
    if style == 1:
        return f"{g}{s}{rng.randint(1, 99)}"
    if style == 2:
        return f"{g[0]}{s}{rng.randint(60, 99)}"
    if style == 3:
        return f"{g}_{s}"
    return f"{s}.{g}{rng.randint(1, 9)}"


# ---------------------------------------------------------------------------- foreign ids


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1), strict=False))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dv}"


def cuil(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    area = rng.choice([n for n in range(101, 899) if n != 666])
    return f"{area:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def passport(rng: random.Random, country: str) -> str:
    d = lambda n: "".join(rng.choice("0123456789") for _ in range(n))  # noqa: E731
    if country == "mx":
        return rng.choice("GN") + d(8)
    if country == "us":
        return rng.choice(["5", "6", "A"]) + d(8)
    if country == "es":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + d(6)
    if country == "br":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + d(6)
    return rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + d(7)


# ---------------------------------------------------------------------------- tokens


def rand(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(rng: random.Random, sub: str | None = None) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": sub or f"usr_{rand(rng, 10)}",
        "iat": 1717000000 + rng.randint(0, 9_000_000),
        "exp": 1727000000 + rng.randint(0, 9_000_000),
        "scope": rng.choice(["search:read", "api", "crawl extract"]),
    }
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(hashlib.sha256(rand(rng, 24).encode()).digest())
    return f"{head}.{body}.{sig}"


def uuid4(rng: random.Random) -> str:
    h = rand(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def isbn13(rng: random.Random) -> str:
    body = "978" + rand(rng, 9, "0123456789")
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng: random.Random) -> str:
    body = rand(rng, 7, "0123456789")
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=False))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"
