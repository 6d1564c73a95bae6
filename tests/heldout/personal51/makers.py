"""Value makers for corpus 51: invented identifiers with valid check digits, names, places.

Everything is drawn from a ``random.Random`` passed in, so the corpus is deterministic.
No value belongs to a real person: names are random pairs of common given names and
surnames, identifiers are random digits completed with their check digits.
"""

from __future__ import annotations

import base64
import json
import random
import string

GIVEN_F = [
    "María",
    "Guadalupe",
    "Verónica",
    "Alejandra",
    "Rosa",
    "Adriana",
    "Patricia",
    "Fernanda",
    "Daniela",
    "Lucía",
    "Andrea",
    "Claudia",
    "Mariana",
    "Itzel",
    "Ximena",
    "Sofía",
    "Paola",
    "Gabriela",
    "Araceli",
    "Leticia",
    "Yolanda",
    "Brenda",
    "Karla",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Miguel",
    "Jorge",
    "Carlos",
    "Francisco",
    "Alejandro",
    "Eduardo",
    "Ricardo",
    "Fernando",
    "Raúl",
    "Héctor",
    "Arturo",
    "Sergio",
    "Óscar",
    "Iván",
    "Rodrigo",
    "Emilio",
    "Joaquín",
    "Ramón",
    "Ángel",
    "Diego",
    "Tomás",
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
    "Castillo",
    "Moreno",
    "Romero",
    "Álvarez",
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
    "Ortega",
    "Estrada",
    "Núñez",
    "Ibarra",
    "Ávila",
]
EN_GIVEN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Laura",
    "Kevin",
    "Megan",
    "Brian",
    "Rachel",
    "Jason",
    "Amanda",
    "Ryan",
    "Nicole",
]
EN_SUR = [
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Jackson",
    "White",
    "Harris",
    "Martin",
    "Thompson",
    "Clark",
    "Lewis",
]
PT_GIVEN = [
    "Ana",
    "João",
    "Mariana",
    "Pedro",
    "Beatriz",
    "Lucas",
    "Camila",
    "Rafael",
    "Juliana",
    "Gustavo",
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
    "Barbosa",
]

# (colonia, C.P., municipio, estado, lada)
PLACES = [
    ("Col. Narvarte Poniente", "03020", "Benito Juárez", "Ciudad de México", "55"),
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "CDMX", "55"),
    ("Col. Pedregal de Santo Domingo", "04369", "Coyoacán", "Ciudad de México", "55"),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jalisco", "33"),
    ("Col. Chapalita", "45040", "Zapopan", "Jal.", "33"),
    ("Col. Mitras Centro", "64460", "Monterrey", "Nuevo León", "81"),
    ("Col. Cumbres 2o. Sector", "64610", "Monterrey", "N.L.", "81"),
    ("Col. La Paz", "72160", "Puebla", "Puebla", "222"),
    ("Col. Centro", "76000", "Querétaro", "Qro.", "442"),
    ("Fracc. Las Américas", "55076", "Ecatepec de Morelos", "Estado de México", "55"),
    ("Col. San Benito", "83190", "Hermosillo", "Sonora", "662"),
    ("Col. Reforma", "68050", "Oaxaca de Juárez", "Oaxaca", "951"),
    ("Col. Jardines de Celaya", "38080", "Celaya", "Guanajuato", "461"),
    ("Col. García Ginerés", "97070", "Mérida", "Yucatán", "999"),
    ("Col. Burócrata", "20000", "Aguascalientes", "Ags.", "449"),
    ("Col. Independencia", "22015", "Tijuana", "Baja California", "664"),
]
STREETS = [
    "Calle Zaragoza",
    "Av. Hidalgo",
    "Privada de los Pinos",
    "Calle Morelos",
    "Calle Niños Héroes",
    "Av. Juárez",
    "Cerrada Jacarandas",
    "Calle 5 de Mayo",
    "Andador Girasol",
    "Calz. de Tlalpan",
    "Calle Allende",
    "Av. Revolución",
    "Calle Aldama",
    "Privada Olivo",
    "Calle Ocampo",
    "Calle Matamoros",
]
FREE_MAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
]

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
STATES = [
    "AS",
    "BC",
    "BS",
    "CC",
    "CL",
    "CM",
    "CS",
    "CH",
    "DF",
    "DG",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "MS",
    "NT",
    "NL",
    "OC",
    "PL",
    "QT",
    "QR",
    "SP",
    "SL",
    "SR",
    "TC",
    "TS",
    "TL",
    "VZ",
    "YN",
    "ZS",
]
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
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
MONTHS = [
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


def name(r: random.Random, lang: str = "es") -> str:
    if lang == "en":
        return f"{r.choice(EN_GIVEN)} {r.choice(EN_SUR)}"
    if lang == "pt":
        return f"{r.choice(PT_GIVEN)} {r.choice(PT_SUR)} {r.choice(PT_SUR)}"
    g = r.choice(GIVEN_F + GIVEN_M)
    a, b = r.sample(SURNAMES, 2)
    return f"{g} {a} {b}" if r.random() < 0.6 else f"{g} {a}"


def plain(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚáéíóúÑñÜü", "AEIOUaeiouNnUu")
    return s.translate(tr)


def rand(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def birth(r: random.Random, lo: int = 1955, hi: int = 2006) -> tuple[int, int, int]:
    return r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)


# ---------------------------------------------------------------- Mexican identifiers


def curp(r: random.Random) -> str:
    y, m, d = birth(r)
    head = r.choice(CONS) + r.choice(VOW) + r.choice(CONS) + r.choice(UP.replace("Ñ", ""))
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{r.choice('HM')}{r.choice(STATES)}"
    body += rand(r, CONS, 3) + (r.choice("0123456789") if y < 2000 else r.choice("ABCDEF"))
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def rfc_check(base12: str) -> str:
    b = base12.rjust(12)
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(b))
    v = 11 - s % 11
    return "0" if v == 11 else ("A" if v == 10 else str(v))


HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_fisica(r: random.Random) -> str:
    y, m, d = birth(r)
    base = (
        r.choice(CONS)
        + r.choice(VOW)
        + r.choice(CONS)
        + r.choice(UP)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + rand(r, HOMO, 2)
    )
    return base + rfc_check(base)


def rfc_moral(r: random.Random, initials: str) -> str:
    y, m, d = birth(r, 1985, 2020)
    base = initials[:3].upper().ljust(3, "X") + f"{y % 100:02d}{m:02d}{d:02d}" + rand(r, HOMO, 2)
    return base + rfc_check(base)


def luhn_digit(body: str) -> str:
    s = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            d -= 9 if d > 9 else 0
        s += d
    return str((10 - s % 10) % 10)


def nss(r: random.Random) -> str:
    y, _, _ = birth(r)
    body = f"{r.randint(1, 99):02d}{r.randint(70, 99):02d}{y % 100:02d}{r.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clabe(r: random.Random, bank: str | None = None) -> str:
    bank = bank or r.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = bank + f"{r.randint(1, 999):03d}" + rand(r, "0123456789", 11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + rand(r, "0123456789", 14)
    elif brand == "mc":
        body = str(r.choice([51, 52, 53, 54, 55])) + rand(r, "0123456789", 13)
    elif brand == "mc2":
        body = str(r.randint(2221, 2720)) + rand(r, "0123456789", 11)
    else:  # amex
        body = r.choice(["34", "37"]) + rand(r, "0123456789", 12)
    return body + luhn_digit(body)


def ine_clave(r: random.Random) -> str:
    y, m, d = birth(r)
    return (
        rand(r, CONS, 6)
        + f"{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 32):02d}"
        + r.choice("HM")
        + f"{r.randint(0, 999):03d}"
    )


# ---------------------------------------------------------------- foreign identifiers


def cpf(r: random.Random) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        d.append(0 if s % 11 < 2 else 11 - s % 11)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def rut(r: random.Random) -> str:
    n = r.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else ("K" if v == 10 else str(v))
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(r: random.Random) -> str:
    n = r.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(r: random.Random) -> str:
    dni = f"{r.randint(20_000_000, 45_999_999)}"
    pre = r.choice(["20", "27"])
    body = pre + dni
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    v = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
    if v == 10:
        return cuil(r)
    v = 0 if v == 11 else v
    return f"{pre}-{dni}-{v}"


def ssn(r: random.Random) -> str:
    a = r.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


def passport(r: random.Random, kind: str) -> str:
    if kind == "mx":
        return r.choice("GN") + rand(r, "0123456789", 8)
    if kind == "us":
        return rand(r, "0123456789", 9)
    if kind == "es":
        return rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(r, "0123456789", 6)
    if kind == "br":
        return rand(r, UP, 2) + rand(r, "0123456789", 6)
    return rand(r, UP, 2) + rand(r, "0123456789", 7)  # co / generic


# ---------------------------------------------------------------- contact data


def mobile10(r: random.Random, lada: str = "55") -> str:
    rest = 10 - len(lada)
    return lada + str(r.randint(2, 9)) + rand(r, "0123456789", rest - 1)


def email_local(r: random.Random, who: str, style: int) -> str:
    parts = who.lower().split()
    g, s = parts[0], parts[1] if len(parts) > 1 else "x"
    yy = r.randint(70, 99)
    forms = [
        f"{g}.{s}",
        f"{g}{s}{yy}",
        f"{g[0]}{s}{r.randint(1, 999)}",
        f"{g}_{s}",
        f"{s}.{g}{yy}",
        f"{g}{r.randint(1, 99)}",
    ]
    loc = forms[style % len(forms)]
    return loc if style % 7 == 0 else plain(loc)


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(r: random.Random, payload: dict) -> str:
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(r.randrange(256) for _ in range(32)))
    return f"{h}.{p}.{sig}"


def pem(r: random.Random, kind: str = "RSA PRIVATE KEY", lines: int = 8) -> str:
    rows = [
        base64.b64encode(bytes(r.randrange(256) for _ in range(48))).decode() for _ in range(lines)
    ]
    return f"-----BEGIN {kind}-----\n" + "\n".join(rows) + f"\n-----END {kind}-----"
