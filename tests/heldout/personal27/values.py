"""Invented values for corpus 27, valid by construction where a check digit exists.

Every function takes a ``random.Random`` and returns one string. Nothing here is real:
names are drawn from common Mexican/Brazilian/US given names and surnames, numbers are
random and then completed with their check digit (CURP, RFC, NSS, CLABE, cards).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

FIRST = [
    "María",
    "José",
    "Guadalupe",
    "Juan",
    "Fernanda",
    "Luis",
    "Ximena",
    "Alejandro",
    "Rocío",
    "Jorge",
    "Itzel",
    "Ricardo",
    "Daniela",
    "Héctor",
    "Sofía",
    "Arturo",
    "Valeria",
    "Emiliano",
    "Araceli",
    "Rodrigo",
    "Montserrat",
    "Joaquín",
    "Beatriz",
    "Iván",
    "Lucía",
    "Óscar",
]
LAST = [
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
    "Mendoza",
    "Ruiz",
    "Aguilar",
    "Ortiz",
    "Castillo",
    "Chávez",
    "Zamora",
    "Villalobos",
]
PT_FIRST = ["João", "Ana", "Thiago", "Juliana", "Rafael", "Camila", "Lucas", "Beatriz"]
PT_LAST = ["Silva", "Souza", "Oliveira", "Santos", "Pereira", "Costa", "Almeida", "Ferreira"]
EN_FIRST = ["Emily", "Michael", "Jessica", "David", "Ashley", "Brian", "Megan", "Kevin"]
EN_LAST = ["Johnson", "Miller", "Davis", "Wilson", "Anderson", "Thompson", "Moore", "Clark"]
STREETS = [
    "Calle Pino",
    "Av. Revolución",
    "Privada Los Olivos",
    "Cerrada de Tulipanes",
    "Andador 14",
    "Calz. de Tlalpan",
    "Calle Fray Servando",
    "Av. Lázaro Cárdenas",
    "Calle Hidalgo",
    "Privada Jacarandas",
    "Calle 5 de Mayo",
    "Av. Insurgentes Sur",
]
COLONIAS = [
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "CDMX"),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jal."),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. Centro", "38000", "Celaya", "Gto."),
    ("Fracc. Las Américas", "55076", "Ecatepec", "Edo. Méx."),
    ("Col. Del Valle", "03100", "Benito Juárez", "CDMX"),
    ("Col. Lomas de Casa Blanca", "76080", "Querétaro", "Qro."),
    ("Col. Azcapotzalco Centro", "02000", "Azcapotzalco", "CDMX"),
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "prodigy.net.mx",
    "live.com.mx",
    "icloud.com",
    "protonmail.com",
]
LADAS = ["55", "33", "81", "222", "442", "461", "477", "998", "664", "999", "744", "871"]
STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "MN", "NL", "PL", "QT", "VZ", "YN"]


def _strip(s: str) -> str:
    t = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUXaeiouux")
    return s.translate(t)


def name(rng: random.Random, lang: str = "es") -> str:
    if lang == "pt":
        return f"{rng.choice(PT_FIRST)} {rng.choice(PT_LAST)} {rng.choice(PT_LAST)}"
    if lang == "en":
        return f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
    return f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(LAST)}"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


# ------------------------------------------------------------------ check-digit values

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(rng: random.Random) -> str:
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    vow = "AEIOU"
    yy, mm, dd = rng.randint(0, 99), rng.randint(1, 12), rng.randint(1, 28)
    base = (
        rng.choice(cons)
        + rng.choice(vow)
        + rng.choice(cons)
        + rng.choice(cons)
        + f"{yy:02d}{mm:02d}{dd:02d}"
        + rng.choice("HM")
        + rng.choice(STATES)
        + "".join(rng.choice(cons) for _ in range(3))
        + (rng.choice(string.digits) if yy > 25 else rng.choice("ABCDEF"))
    )
    s = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)


_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(first12: str) -> str:
    s = sum(_RFC_DICT.index(c) * (13 - i) for i, c in enumerate(first12))
    r = s % 11
    d = 0 if r == 0 else 11 - r
    return "A" if d == 10 else str(d)


def rfc(rng: random.Random) -> str:
    """RFC of a persona física (13 characters)."""
    al = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
    yy, mm, dd = rng.randint(50, 99), rng.randint(1, 12), rng.randint(1, 28)
    base = (
        rng.choice("BCDGHLMPRSTVZ")
        + rng.choice("AEIOU")
        + rng.choice(al)
        + rng.choice(al)
        + f"{yy:02d}{mm:02d}{dd:02d}"
        + rng.choice(al + "123456789")
        + rng.choice(al + "123456789")
    )
    return base + _rfc_check(base)


def rfc_moral(rng: random.Random) -> str:
    """RFC of a persona moral (12 characters), as companies print it."""
    al = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
    yy, mm, dd = rng.randint(80, 99), rng.randint(1, 12), rng.randint(1, 28)
    base = "".join(rng.choice(al) for _ in range(3)) + f"{yy:02d}{mm:02d}{dd:02d}"
    base += rng.choice(al + "123456789") + rng.choice(al + "123456789")
    return base + _rfc_check(" " + base)


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


def nss(rng: random.Random) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(0, 99):02d}{rng.randint(40, 99):02d}" + _digits(
        rng, 4
    )
    return body + luhn_digit(body)


def clabe(rng: random.Random) -> str:
    body = rng.choice(["002", "012", "014", "021", "072", "127", "137", "646"]) + _digits(rng, 14)
    w = [3, 7, 1]
    s = sum((int(d) * w[i % 3]) % 10 for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(rng: random.Random, brand: str = "visa") -> str:
    if brand == "visa":
        body = "4" + _digits(rng, 14)
    elif brand == "mc":
        body = rng.choice(["51", "53", "55"]) + _digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + _digits(rng, 11)
    else:  # amex
        body = rng.choice(["34", "37"]) + _digits(rng, 12)
    return body + luhn_digit(body)


def group4(s: str, sep: str = " ") -> str:
    return sep.join(s[i : i + 4] for i in range(0, len(s), 4))


def ine(rng: random.Random) -> str:
    up = "BCDFGHJKLMNPRSTVZ"
    vo = "AEIOU"
    return (
        rng.choice(up)
        + rng.choice(vo)
        + rng.choice(up)
        + rng.choice(vo)
        + rng.choice(up)
        + rng.choice(vo)
        + f"{rng.randint(60, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + f"{rng.randint(1, 32):02d}"
        + rng.choice("HM")
        + _digits(rng, 3)
    )


# ------------------------------------------------------------------ phones, e-mails


def mobile10(rng: random.Random) -> str:
    lada = rng.choice(LADAS)
    return lada + _digits(rng, 10 - len(lada))


def phone(rng: random.Random, style: str) -> str:
    n = mobile10(rng)
    a, b, c = (n[:2], n[2:6], n[6:]) if n[:2] in ("55", "33", "81") else (n[:3], n[3:6], n[6:])
    return {
        "intl": f"+52 {a} {b} {c}",
        "intl1": f"+52 1 {a} {b} {c}",
        "044": f"044 {a} {b} {c}",
        "045": f"045 {a} {b}{c}",
        "paren": f"({a}) {b}-{c}",
        "dots": f"{a}.{b}.{c}",
        "dash": f"{a}-{b}-{c}",
        "bare": n,
        "plus": "+52" + n,
        "plusparen": f"+52 ({a}) {b} {c}",
        "wa": "52" + n if rng.random() < 0.5 else "521" + n,
    }[style]


def email(rng: random.Random, style: str = "plain", lang: str = "es") -> str:
    nm = name(rng, lang).split()
    first, last = nm[0], nm[1]
    if style != "accent":
        first, last = _strip(first), _strip(last)
    local = rng.choice(
        [
            f"{first}.{last}",
            f"{first}{last}{rng.randint(70, 99)}",
            f"{first[0]}{last}",
            f"{first}_{last}{rng.randint(1, 9)}",
        ]
    ).lower()
    dom = rng.choice(FREEMAIL)
    addr = f"{local}@{dom}"
    return addr.upper() if style == "upper" else addr


def email_obf(rng: random.Random) -> str:
    local, dom = email(rng).split("@")
    d1, _, d2 = dom.partition(".")
    return rng.choice(
        [
            f"{local} [arroba] {d1} [punto] {d2}",
            f"{local}(arroba){d1}(punto){d2}",
            f"{local} at {d1} dot {d2}",
            f"{local}[at]{d1}[dot]{d2}",
            f"{local} arroba {d1} punto {d2}",
        ]
    )


# ------------------------------------------------------------------ dates, addresses, misc

MES = [
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
MONTH = [
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
MES_PT = [
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


def birth(rng: random.Random, style: str) -> str:
    y, m, d = rng.randint(1948, 2012), rng.randint(1, 12), rng.randint(1, 28)
    return {
        "es": f"{d} de {MES[m - 1]} de {y}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "en": f"{MONTH[m - 1]} {d}, {y}",
        "pt": f"{d} de {MES_PT[m - 1]} de {y}",
        "mon": f"{d:02d}-{MONTH[m - 1][:3].upper()}-{y}",
    }[style]


def address(rng: random.Random) -> str:
    col, cp, mun, edo = rng.choice(COLONIAS)
    num = rng.randint(3, 980)
    inner = rng.choice(
        ["", f" int. {rng.randint(1, 12)}", f" depto. {rng.randint(101, 504)}", " int. B"]
    )
    sep = rng.choice(["#", "núm. ", "No. ", ""])
    return f"{rng.choice(STREETS)} {sep}{num}{inner}, {col}, C.P. {cp}, {mun}, {edo}"


def plate(rng: random.Random) -> str:
    up = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return rng.choice(
        [
            "".join(rng.choice(up) for _ in range(3))
            + "-"
            + _digits(rng, 3)
            + "-"
            + rng.choice(up),
            _digits(rng, 3) + "-" + "".join(rng.choice(up) for _ in range(3)),
            "".join(rng.choice(up) for _ in range(3))
            + "-"
            + _digits(rng, 2)
            + "-"
            + _digits(rng, 2),
        ]
    )


def ipv4(rng: random.Random) -> str:
    first = rng.choice([187, 189, 201, 177, 148, 200, 189])
    return f"{first}.{rng.randint(128, 254)}.{rng.randint(1, 254)}.{rng.randint(2, 254)}"


def ipv6(rng: random.Random) -> str:
    return "2806:" + ":".join(f"{rng.randint(0, 0xFFFF):x}" for _ in range(7))


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + _digits(rng, 8)


def hexs(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64u(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict[str, object]) -> str:
    head = b64u({"alg": "HS256", "typ": "JWT"})
    body = b64u(claims)
    sig = (
        base64.urlsafe_b64encode(hashlib.sha256(alnum(rng, 20).encode()).digest())
        .decode()
        .rstrip("=")
    )
    return f"{head}.{body}.{sig}"


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def isbn13(rng: random.Random) -> str:
    body = "978" + _digits(rng, 9)
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)
