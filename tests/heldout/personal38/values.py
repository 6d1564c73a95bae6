"""Invented values for corpus 38: identifiers with valid check digits, names, phones, keys.

Every maker takes a ``random.Random`` so the corpus is deterministic. Names are random
combinations of common given names and surnames; numbers are random with their check
digits computed (CURP, RFC, NSS, CLABE, cards, CPF, RUT, DNI, CUIL).
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
    "Fernanda",
    "Sofía",
    "Valeria",
    "Ximena",
    "Daniela",
    "Andrea",
    "Lucía",
    "Mariana",
    "Paola",
    "Rocío",
    "Alejandra",
    "Verónica",
    "Leticia",
    "Itzel",
    "Brenda",
    "Karla",
    "Claudia",
    "Teresa",
    "Montserrat",
    "Regina",
    "Yolanda",
    "Adriana",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Arturo",
    "Héctor",
    "Raúl",
    "Sergio",
    "Eduardo",
    "Emiliano",
    "Santiago",
    "Diego",
    "Javier",
    "Óscar",
    "Rodrigo",
    "Iván",
    "Mauricio",
    "Gerardo",
    "Tomás",
]
SURNAMES = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Rodríguez",
    "Pérez",
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
    "Romero",
    "Álvarez",
    "Chávez",
    "Ramos",
    "Herrera",
    "Medina",
    "Vargas",
    "Castro",
    "Guzmán",
    "Salazar",
    "Domínguez",
    "Ríos",
    "Núñez",
    "Contreras",
    "Luna",
    "Estrada",
    "Cervantes",
]
GIVEN_EN = [
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
]
SURN_EN = [
    "Miller",
    "Johnson",
    "Carter",
    "Brooks",
    "Sullivan",
    "Bennett",
    "Hayes",
    "Foster",
    "Porter",
    "Reed",
    "Coleman",
    "Walsh",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Rafael",
    "Camila",
    "Gabriel",
    "Larissa",
    "Thiago",
    "Juliana",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Lima",
    "Pereira",
    "Costa",
    "Almeida",
    "Carvalho",
    "Ribeiro",
    "Rocha",
    "Barbosa",
]

FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "hotmail.es",
    "yahoo.com",
    "protonmail.com",
]
FREEMAIL_PT = ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"]

STATES = {  # CURP code, INE code, name
    "DF": ("09", "Ciudad de México"),
    "JC": ("14", "Jalisco"),
    "NL": ("19", "Nuevo León"),
    "PL": ("21", "Puebla"),
    "QT": ("22", "Querétaro"),
    "GT": ("11", "Guanajuato"),
    "YN": ("31", "Yucatán"),
    "BC": ("02", "Baja California"),
    "MC": ("15", "Estado de México"),
    "VZ": ("30", "Veracruz"),
    "OC": ("20", "Oaxaca"),
    "CH": ("08", "Chihuahua"),
}
AREAS = [
    ("55", "Ciudad de México"),
    ("33", "Guadalajara"),
    ("81", "Monterrey"),
    ("222", "Puebla"),
    ("442", "Querétaro"),
    ("461", "Celaya"),
    ("477", "León"),
    ("999", "Mérida"),
    ("664", "Tijuana"),
    ("998", "Cancún"),
    ("614", "Chihuahua"),
    ("951", "Oaxaca"),
    ("229", "Veracruz"),
    ("443", "Morelia"),
]

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def strip_accents(s: str) -> str:
    table = str.maketrans("áéíóúüñÁÉÍÓÚÜÑ", "aeiouunAEIOUUN")
    return s.translate(table)


# ---------------------------------------------------------------- people


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.female = rng.random() < 0.5
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.s1, self.s2 = rng.choice(SURN_EN), ""
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.s1, self.s2 = rng.choice(SURN_PT), rng.choice(SURN_PT)
        else:
            self.given = rng.choice(GIVEN_F if self.female else GIVEN_M)
            self.s1, self.s2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(list(STATES))

    @property
    def full(self) -> str:
        return " ".join(x for x in (self.given, self.s1, self.s2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.s1}"


# ---------------------------------------------------------------- Mexican identifiers

# words RENAPO/SAT replace (their second letter becomes X); avoided here
INCONVENIENT = set(
    [
        "BACA",
        "BAKA",
        "BUEI",
        "BUEY",
        "CACA",
        "CACO",
        "CAGA",
        "CAGO",
        "CAKA",
        "CAKO",
        "COGE",
        "COGI",
        "COJA",
        "COJE",
        "COJI",
        "COJO",
        "COLA",
        "CULO",
        "FALO",
        "FETO",
        "GETA",
        "GUEI",
        "GUEY",
        "JETA",
        "JOTO",
        "KACA",
        "KACO",
        "KAGA",
        "KAGO",
        "KAKA",
        "KAKO",
        "KOGE",
        "KOGI",
        "KOJA",
        "KOJE",
        "KOJI",
        "KOJO",
        "KOLA",
        "KULO",
        "LILO",
        "LOCA",
        "LOCO",
        "LOKA",
        "LOKO",
        "MAME",
        "MAMO",
        "MEAR",
        "MEAS",
        "MEON",
        "MIAR",
        "MION",
        "MOCO",
        "MOKO",
        "MULA",
        "MULO",
        "NACA",
        "NACO",
        "PEDA",
        "PEDO",
        "PENE",
        "PIPI",
        "PITO",
        "POPO",
        "PUTA",
        "PUTO",
        "QULO",
        "RATA",
        "ROBA",
        "ROBE",
        "ROBO",
        "RUIN",
        "SENO",
        "TETA",
        "VACA",
        "VAGA",
        "VAGO",
        "VAKA",
        "VUEI",
        "VUEY",
        "WUEI",
        "WUEY",
    ]
)
HOMOCLAVE_1 = "ABCDEFGHJKLMNPRSTUV123456789"
HOMOCLAVE_2 = "ABCDEFGHJKLMNPRSTUVWXYZ123456789"

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def _first_inner(word: str, pool: str) -> str:
    for c in word[1:]:
        if c in pool:
            return c
    return "X"


def curp(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.s1).upper()
    b = strip_accents(p.s2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    if head in INCONVENIENT:
        head = head[0] + "X" + head[2:]
    body = f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}{'M' if p.female else 'H'}{p.state}"
    body += _first_inner(a, CONS) + _first_inner(b, CONS) + _first_inner(g, CONS)
    body += str(rng.randint(0, 9)) if p.year < 2000 else rng.choice("ABCDEFGH")
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    s = first.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    r = total % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.s1).upper()
    b = strip_accents(p.s2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    if head in INCONVENIENT:
        head = head[0] + "X" + head[2:]
    first = f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    first += rng.choice(HOMOCLAVE_1) + rng.choice(HOMOCLAVE_2)
    return first + rfc_check(first)


def rfc_moral(rng: random.Random, company: str) -> str:
    letters = "".join(w[0] for w in strip_accents(company).upper().split() if w[0].isalpha())
    head = (letters + "XXX")[:3]
    first = f"{head}{rng.randint(0, 23):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    first += rng.choice(HOMOCLAVE_1) + rng.choice(HOMOCLAVE_2)
    return first + rfc_check(first)


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


def nss(rng: random.Random, p: Person) -> str:
    sub = rng.randint(1, 97)
    reg = (p.year + rng.randint(16, 24)) % 100
    body = f"{sub:02d}{reg:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def ine_clave(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.s1).upper()
    b = strip_accents(p.s2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = (
        a[0]
        + _first_inner(a, VOWELS)
        + b[0]
        + _first_inner(b, VOWELS)
        + g[0]
        + _first_inner(g, VOWELS)
    )
    code = STATES[p.state][0]
    sex = "M" if p.female else "H"
    tail = f"{rng.randint(0, 9)}{rng.randint(0, 99):02d}"
    return f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}{code}{sex}{tail}"


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "127": "Azteca",
    "137": "BanCoppel",
    "646": "STP",
    "036": "Inbursa",
    "044": "Scotiabank",
}


def clabe(rng: random.Random) -> str:
    bank = rng.choice(list(BANKS))
    body = bank + f"{rng.randint(1, 999):03d}" + rs(rng, string.digits, 11)
    w = [3, 7, 1] * 6
    total = sum((int(d) * w[i]) % 10 for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + rs(rng, string.digits, 14)
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + rs(rng, string.digits, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + rs(rng, string.digits, 11)
    else:  # amex
        body = rng.choice(["34", "37"]) + rs(rng, string.digits, 12)
    return body + luhn_digit(body)


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


# ---------------------------------------------------------------- foreign identifiers


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(v * (n - i) for i, v in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    n = rng.randint(6_000_000, 24_999_999)
    total, w = 0, 2
    for ch in reversed(str(n)):
        total += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - total % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    pre = rng.choice("XYZ")
    n = rng.randint(1_000_000, 9_999_999)
    full = int(str("XYZ".index(pre)) + f"{n:07d}")
    return f"{pre}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[full % 23]}"


def dni_ar(rng: random.Random) -> str:
    n = rng.randint(20_000_000, 45_999_999)
    return f"{n:,}".replace(",", ".")


def cuil(rng: random.Random, female: bool) -> str:
    pre = "27" if female else "20"
    n = f"{rng.randint(20_000_000, 45_999_999)}"
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    s = sum(int(c) * w[i] for i, c in enumerate(pre + n))
    r = 11 - s % 11
    if r == 10:
        return cuil(rng, female)
    return f"{pre}-{n}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    area = rng.choice([x for x in range(101, 899) if x != 666])
    return f"{area:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def passport(rng: random.Random, country: str) -> str:
    if country == "mx":
        return rng.choice("GN") + rs(rng, string.digits, 8)
    if country == "us":
        return str(rng.randint(5, 6)) + rs(rng, string.digits, 8)
    if country == "es":
        return rs(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 3) + rs(rng, string.digits, 6)
    if country == "br":
        return rs(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 2) + rs(rng, string.digits, 6)
    if country == "co":
        return "AT" + rs(rng, string.digits, 7)
    return rs(rng, string.ascii_uppercase, 2) + rs(rng, string.digits, 7)


# ---------------------------------------------------------------- phones and e-mails


def mobile(rng: random.Random) -> tuple[str, str]:
    area, city = rng.choice(AREAS)
    rest = str(rng.randint(2, 9)) + rs(rng, string.digits, 9 - len(area))
    return area + rest, city


def fmt_phone(num: str, style: str) -> str:
    a = 2 if num[:2] in ("55", "33", "81") else 3
    area, rest = num[:a], num[a:]
    r1, r2 = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    return {
        "plain": num,
        "intl": f"+52 {area} {r1} {r2}",
        "intl1": f"+52 1 {area} {r1} {r2}",
        "paren": f"({area}) {r1}-{r2}",
        "dots": f"{area}.{r1}.{r2}",
        "dash": f"{area}-{r1}-{r2}",
        "compact": f"+52{num}",
        "intlparen": f"+52 ({area}) {r1} {r2}",
        "044": f"044 {area} {r1} {r2}",
        "045": f"045 {area} {r1} {r2}",
        "spaced": f"{area} {r1} {r2}",
        "dash52": f"+52-{area}-{r1}-{r2}",
    }[style]


def email_local(rng: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.lower()
    s1 = p.s1.lower()
    s2 = (p.s2 or "x").lower()
    if not accents:
        g, s1, s2 = strip_accents(g), strip_accents(s1), strip_accents(s2)
    style = rng.randint(0, 5)
    yy = p.year % 100
    return [
        f"{g}.{s1}",
        f"{g[0]}{s1}{yy:02d}",
        f"{g}_{s1}{rng.randint(1, 99)}",
        f"{g}.{s1}.{s2[0]}",
        f"{s1}.{g}{p.year}",
        f"{g}{s1[:4]}{rng.randint(10, 999)}",
    ][style].replace(" ", "")


# ---------------------------------------------------------------- secrets


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(rng: random.Random, claims: dict) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem_body(rng: random.Random, lines: int) -> list[str]:
    raw = bytes(rng.getrandbits(8) for _ in range(48 * lines))
    text = base64.b64encode(raw).decode()
    return [text[i : i + 64] for i in range(0, len(text), 64)]


def sha256(rng: random.Random) -> str:
    return hashlib.sha256(str(rng.random()).encode()).hexdigest()


def uuid4(rng: random.Random) -> str:
    h = rs(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
