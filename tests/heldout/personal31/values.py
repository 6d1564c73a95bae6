"""Invented values for corpus 31, valid by construction where the identifier has a check digit.

Nothing here is a real person's datum or a live credential: names are random pairs of
common given names and surnames, identifiers are random digits/letters completed with
their check digit, keys are random characters in a provider-like shape.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

R = random.Random(3131)

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ximena",
    "Fernanda",
    "Lucía",
    "Renata",
    "Itzel",
    "Abril",
    "Daniela",
    "Mariana",
    "Valeria",
    "Paola",
    "Rocío",
    "Araceli",
    "Yesenia",
    "Citlali",
]
GIVEN_M = [
    "José",
    "Juan Carlos",
    "Emiliano",
    "Santiago",
    "Héctor",
    "Rodrigo",
    "Iván",
    "Mauricio",
    "Ángel",
    "Octavio",
    "Joaquín",
    "Raúl",
    "Gerardo",
    "Uriel",
    "Tadeo",
]
SURN = [
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
    "Núñez",
    "Olvera",
    "Villaseñor",
    "Bautista",
    "Zamora",
    "Cervantes",
]
STATES = [
    "AS",
    "BC",
    "CH",
    "CL",
    "DF",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "MS",
    "NL",
    "OC",
    "PL",
    "QT",
    "QR",
    "SL",
    "SP",
    "SR",
    "TC",
    "TS",
    "VZ",
    "YN",
    "ZS",
]
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"
FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "live.com.mx",
    "outlook.es",
    "hotmail.es",
    "gmail.com",
]
AREAS = ["55", "33", "81", "222", "442", "477", "664", "998", "999", "461", "871", "614"]
STREETS = [
    "Calle Jacarandas",
    "Av. de los Fresnos",
    "Privada Nogal",
    "Cerrada de Tulipán",
    "Calle Hidalgo Poniente",
    "Andador Cuitláhuac",
    "Calz. de las Águilas",
    "Calle Sor Juana",
    "Av. Río Lerma",
    "Privada Ahuehuete",
    "Calle Mezquite",
    "Cda. Colibrí",
    "Calle 47",
    "Retorno 12 de Cedros",
]
COLS = [
    "Col. Santa Úrsula Xitla",
    "Col. Jardines del Valle",
    "Col. Lomas de San Isidro",
    "Fracc. Villas del Pedregal",
    "Col. Moctezuma 2a Secc.",
    "Col. El Mirador",
    "Col. Ampliación Tepepan",
    "Barrio San Miguel",
    "Col. Vicente Guerrero",
]
MUNIS = [
    ("Tlalpan", "CDMX", "14"),
    ("Zapopan", "Jal.", "45"),
    ("Guadalupe", "N.L.", "67"),
    ("León", "Gto.", "37"),
    ("Mérida", "Yuc.", "97"),
    ("Puebla", "Pue.", "72"),
    ("Querétaro", "Qro.", "76"),
    ("Ecatepec", "Edo. Méx.", "55"),
    ("Tijuana", "B.C.", "22"),
    ("Celaya", "Gto.", "38"),
]


def pick(seq):
    return R.choice(seq)


def person(female: bool | None = None) -> tuple[str, str, str]:
    if female is None:
        female = R.random() < 0.5
    g = pick(GIVEN_F if female else GIVEN_M)
    a, b = R.sample(SURN, 2)
    return g, a, b


def full_name(female: bool | None = None) -> str:
    g, a, b = person(female)
    return f"{g} {a} {b}"


def _strip(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(tr)


def rnd(chars: str, n: int) -> str:
    return "".join(R.choice(chars) for _ in range(n))


def digits(n: int) -> str:
    return rnd(string.digits, n)


def birth(lo: int = 1958, hi: int = 2012) -> tuple[int, int, int]:
    return R.randint(lo, hi), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(female: bool | None = None) -> str:
    y, m, d = birth()
    sex = "M" if (female if female is not None else R.random() < 0.5) else "H"
    body = (
        pick(CONS)
        + pick(VOW)
        + rnd(CONS, 2)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + sex
        + pick(STATES)
        + rnd(CONS, 3)
        + (pick(string.digits) if y < 2000 else pick("ABCDE"))
    )
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_dv(base: str) -> str:
    b = base if len(base) == 12 else " " + base
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(b))
    r = 11 - s % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica() -> str:
    y, m, d = birth(1950, 2004)
    base = (
        pick(CONS)
        + pick(VOW)
        + rnd(CONS, 2)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + rnd(string.ascii_uppercase.replace("O", "") + "123456789", 2)
    )
    return base + rfc_dv(base)


def rfc_moral() -> str:
    y, m, d = birth(1975, 2020)
    base = (
        rnd(CONS, 3) + f"{y % 100:02d}{m:02d}{d:02d}" + rnd("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return base + rfc_dv(base)


def luhn_dv(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss() -> str:
    p = f"{R.randint(1, 99):02d}{R.randint(0, 23):02d}{R.randint(60, 99):02d}{digits(4)}"
    return p + luhn_dv(p)


def clabe(bank: str | None = None) -> str:
    bank = bank or pick(["002", "012", "014", "021", "072", "127", "137", "646", "638"])
    p = bank + f"{R.randint(10, 999):03d}" + digits(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(p))
    return p + str((10 - s % 10) % 10)


def card(kind: str = "visa") -> str:
    if kind == "visa":
        p = "4" + digits(14)
    elif kind == "mc":
        p = str(R.randint(51, 55)) + digits(13)
    elif kind == "mc2":
        p = str(R.randint(2221, 2720)) + digits(11)
    else:
        p = pick(["34", "37"]) + digits(12)
    return p + luhn_dv(p)


def ine_clave() -> str:
    y, m, d = birth(1960, 2004)
    return (
        rnd(CONS, 6)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + f"{R.randint(1, 32):02d}"
        + pick("HM")
        + digits(3)
    )


# ---------------------------------------------------------------- foreign identifiers


def cedula_co() -> str:
    n = R.randint(1_000_000_000, 1_152_999_999)
    return f"{n:,}".replace(",", ".")


def dni_pe() -> str:
    return f"{R.randint(10_000_000, 79_999_999)}"


def rut_cl() -> str:
    n = R.randint(8_000_000, 24_999_999)
    s, f = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * f
        f = 2 if f == 7 else f + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_ar() -> str:
    return f"{R.randint(20_000_000, 45_999_999):,}".replace(",", ".")


def cuit_ar() -> str:
    while True:
        p = pick(["20", "27", "23"]) + str(R.randint(20_000_000, 45_999_999))
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(p)) % 11
        if r == 10:
            continue
        dv = 0 if r == 11 else r
        return f"{p[:2]}-{p[2:]}-{dv}"


def cpf_br(fmt: bool = True) -> str:
    b = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1), strict=False))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if fmt else s


def ssn_us() -> str:
    a = R.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{R.randint(10, 99):02d}-{R.randint(1001, 9998):04d}"


def dni_es() -> str:
    n = R.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es() -> str:
    p = R.choice("XYZ")
    n = R.randint(1_000_000, 9_999_999)
    return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + f'{n:07d}') % 23]}"


def passport(country: str = "mx") -> str:
    if country == "mx":
        return pick("GN") + digits(8)
    if country == "us":
        return pick("56") + digits(8)
    if country == "es":
        return rnd("ABCDEFGHJKLPRTVXYZ", 3) + digits(6)
    if country == "br":
        return rnd("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(6)
    return rnd("ABCDEFGHJKLPRT", 2) + digits(7)


# ---------------------------------------------------------------- contacts


def mobile(area: str | None = None) -> tuple[str, str]:
    """(area, local) with a 10-digit total."""
    area = area or pick(AREAS)
    first = pick("2345689") if area not in ("55", "33", "81") else pick("1234567")
    return area, first + digits(10 - len(area) - 1)


def phone_fmt(style: int | None = None) -> str:
    a, loc = mobile()
    n = a + loc
    styles = [
        f"+52 {a} {loc[:-4]} {loc[-4:]}",
        f"+52 1 {a} {loc[:-4]} {loc[-4:]}",
        f"({a}) {loc[:-4]}-{loc[-4:]}",
        f"{a}.{loc[:-4]}.{loc[-4:]}",
        f"{a}-{loc[:-4]}-{loc[-4:]}",
        f"+52{n}",
        f"52{n}",
        n,
        f"044 {a} {loc}",
        f"+52 ({a}) {loc}",
    ]
    return styles[style if style is not None else R.randrange(len(styles))]


def email(name: str | None = None, accent: bool = False, upper: bool = False) -> str:
    g, a, _b = person() if name is None else ([*name.split(), "x", "y"])[:3]
    g = g.split()[0].lower()
    a = a.lower()
    if not accent:
        g, a = _strip(g), _strip(a)
    sep = pick([".", "_", "", "."])
    local = f"{g}{sep}{a}{R.randint(1, 99) if R.random() < 0.6 else ''}"
    e = f"{local}@{pick(FREE)}"
    return e.upper() if upper else e


def home_address() -> str:
    muni, st, cp2 = pick(MUNIS)
    num = R.randint(3, 480)
    extra = pick(["", f" int. {R.randint(1, 12)}", f" depto. {R.randint(101, 504)}", " int. B"])
    return (
        f"{pick(STREETS)} {pick(['#', 'núm. ', 'No. ', ''])}{num}{extra}, {pick(COLS)}, "
        f"C.P. {cp2}{digits(3)}, {muni}, {st}"
    )


# ---------------------------------------------------------------- non-personal ids


def hexs(n: int) -> str:
    return rnd("0123456789abcdef", n)


def b62(n: int) -> str:
    return rnd(string.ascii_letters + string.digits, n)


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256(seed: str) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()


def b64url(obj: dict) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def jwt(claims: dict) -> str:
    head = b64url({"alg": "HS256", "typ": "JWT"})
    sig = base64.urlsafe_b64encode(R.randbytes(32)).decode().rstrip("=")
    return f"{head}.{b64url(claims)}.{sig}"


def pem_body() -> str:
    return "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b62(58)
