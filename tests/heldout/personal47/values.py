"""Value makers for corpus 47: invented identifiers with valid check digits, names, phones,
e-mails, addresses, keys. Everything takes a ``random.Random`` so the corpus is deterministic.
"""

from __future__ import annotations

import base64
import json
import random
import string

GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Francisco",
    "Ricardo",
    "Eduardo",
    "Fernando",
    "Roberto",
    "Daniel",
    "Sergio",
    "Raúl",
    "Héctor",
    "Arturo",
    "Javier",
    "Óscar",
    "Andrés",
    "Diego",
    "Pablo",
    "Rodrigo",
    "Emilio",
    "Iván",
    "Mauricio",
    "Gerardo",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Verónica",
    "Gabriela",
    "Mónica",
    "Claudia",
    "Leticia",
    "Alejandra",
    "Fernanda",
    "Daniela",
    "Sofía",
    "Valeria",
    "Mariana",
    "Rocío",
    "Adriana",
    "Elena",
    "Lucía",
    "Beatriz",
    "Karla",
    "Ximena",
    "Paola",
    "Itzel",
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
    "Rojas",
    "Salazar",
    "Contreras",
    "Luna",
    "Ortega",
    "Cervantes",
    "Estrada",
    "Navarro",
    "Delgado",
    "Ríos",
]
EN_GIVEN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Ashley", "Ryan", "Megan"]
EN_SUR = ["Johnson", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore"]
PT_GIVEN = ["João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Rafael", "Camila", "Thiago"]
PT_SUR = ["Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Carvalho", "Ferreira"]

STATES = {  # CURP code, name, INE 2-digit code
    "DF": ("Ciudad de México", "09"),
    "JC": ("Jalisco", "14"),
    "NL": ("Nuevo León", "19"),
    "PL": ("Puebla", "21"),
    "GT": ("Guanajuato", "11"),
    "QT": ("Querétaro", "22"),
    "MC": ("Estado de México", "15"),
    "VZ": ("Veracruz", "30"),
    "YN": ("Yucatán", "31"),
    "MN": ("Michoacán", "16"),
    "OC": ("Oaxaca", "20"),
    "CH": ("Chihuahua", "08"),
}
MUNICIPIOS = [
    ("Coyoacán", "Ciudad de México", "04"),
    ("Iztapalapa", "Ciudad de México", "09"),
    ("Zapopan", "Jalisco", "45"),
    ("Guadalajara", "Jalisco", "44"),
    ("San Nicolás de los Garza", "Nuevo León", "66"),
    ("Monterrey", "Nuevo León", "64"),
    ("Puebla", "Puebla", "72"),
    ("Celaya", "Guanajuato", "38"),
    ("León", "Guanajuato", "37"),
    ("Querétaro", "Querétaro", "76"),
    ("Nezahualcóyotl", "Estado de México", "57"),
    ("Ecatepec de Morelos", "Estado de México", "55"),
    ("Mérida", "Yucatán", "97"),
    ("Morelia", "Michoacán", "58"),
    ("Xalapa", "Veracruz", "91"),
    ("Oaxaca de Juárez", "Oaxaca", "68"),
]
STREETS = [
    "Calle Fresno",
    "Calle Jacarandas",
    "Av. Hidalgo",
    "Calle Morelos",
    "Privada Los Pinos",
    "Cerrada de las Flores",
    "Calle 5 de Mayo",
    "Av. Revolución",
    "Calle Niños Héroes",
    "Andador Tulipanes",
    "Calz. de Tlalpan",
    "Calle Ignacio Zaragoza",
    "Calle Aldama",
    "Av. Benito Juárez",
    "Calle Allende",
    "Privada Cedros",
    "Calle Emiliano Zapata",
]
COLONIAS = [
    "Del Carmen",
    "Santa Úrsula",
    "Las Águilas",
    "Jardines del Valle",
    "Centro",
    "San Rafael",
    "Lomas de Santa Fe",
    "La Florida",
    "Vista Hermosa",
    "El Mirador",
    "Residencial Las Palmas",
    "Industrial",
    "Moderna",
    "Álamos",
    "Reforma",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "hotmail.es",
    "protonmail.com",
    "outlook.es",
]
AREAS = ["55", "56", "33", "81", "222", "442", "461", "477", "999", "664", "998", "443", "871"]
VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñãõçÇ", "AEIOUUNaeiouunaocC")
    return s.translate(table)


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.female = rng.random() < 0.5
        if lang == "en":
            self.given = rng.choice(EN_GIVEN)
            self.sur1, self.sur2 = rng.choice(EN_SUR), ""
        elif lang == "pt":
            self.given = rng.choice(PT_GIVEN)
            self.sur1, self.sur2 = rng.sample(PT_SUR, 2)
        else:
            self.given = rng.choice(GIVEN_F if self.female else GIVEN_M)
            self.sur1, self.sur2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return f"{self.given} {self.sur1} {self.sur2}".strip()

    @property
    def short(self) -> str:
        return f"{self.given} {self.sur1}"


# ---------------------------------------------------------------- Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _first_inner_vowel(s: str) -> str:
    for c in s[1:]:
        if c in VOWELS:
            return c
    return "X"


def _first_inner_cons(s: str) -> str:
    for c in s[1:]:
        if c in CONS:
            return c
    return "X"


def _up(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


def curp(rng: random.Random, p: Person) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    head = s1[0] + _first_inner_vowel(s1) + s2[0] + g[0]
    if head in ("PUTO", "CACA", "MEON", "BUEY", "KAKA", "MAME", "PENE", "CULO"):
        head = head[0] + "X" + head[2:]
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    body = head + date + ("M" if p.female else "H") + p.state
    body += _first_inner_cons(s1) + _first_inner_cons(s2) + _first_inner_cons(g)
    body += rng.choice("0123456789") if p.year < 2000 else rng.choice("ABCDEFGH")
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    first = first.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(first))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    head = s1[0] + _first_inner_vowel(s1) + s2[0] + g[0]
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    homo = rng.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") + rng.choice(
        "123456789ABCDEFGHJKLMNPRSTUVWXYZ"
    )
    first = head + date + homo
    return first + rfc_check(first)


def rfc_moral(rng: random.Random, initials: str) -> str:
    y, m, d = rng.randint(1985, 2019), rng.randint(1, 12), rng.randint(1, 28)
    homo = rng.choice("123456789ABCDEFGHJKLMN") + rng.choice("123456789ABCDEFGHJKLMN")
    first = initials[:3].upper() + f"{y % 100:02d}{m:02d}{d:02d}" + homo
    return first + rfc_check(first)


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


def nss(rng: random.Random, p: Person) -> str:
    sub = f"{rng.randint(1, 99):02d}"
    alta = (p.year + rng.randint(17, 25)) % 100
    first = sub + f"{alta:02d}" + f"{p.year % 100:02d}" + f"{rng.randint(0, 9999):04d}"
    return first + luhn_digit(first)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(
        ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
    )
    first = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1]
    total = sum(int(c) * w[i % 3] % 10 for i, c in enumerate(first))
    return first + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(["visa", "mc", "mc2", "amex"])
    if brand == "visa":
        first, n = "4" + "".join(rng.choice(string.digits) for _ in range(5)), 16
    elif brand == "mc":
        first, n = (
            str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(4)),
            16,
        )
    elif brand == "mc2":
        first, n = (
            str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(2)),
            16,
        )
    else:
        first, n = (
            rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(4)),
            15,
        )
    while len(first) < n - 1:
        first += rng.choice(string.digits)
    return first + luhn_digit(first)


def ine_clave(rng: random.Random, p: Person) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    letters = (
        s1[0] + _first_inner_cons(s1) + s2[0] + _first_inner_cons(s2) + g[0] + _first_inner_cons(g)
    )
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    return (
        letters
        + date
        + STATES[p.state][1]
        + ("M" if p.female else "H")
        + f"{rng.randint(100, 999)}"
    )


def passport(rng: random.Random, country: str) -> str:
    d = string.digits
    if country == "mx":
        return rng.choice("GN") + "".join(rng.choice(d) for _ in range(8))
    if country == "us":
        return str(rng.randint(5, 6)) + "".join(rng.choice(d) for _ in range(8))
    if country == "es":
        return "".join(rng.choice("PAKXYZ") for _ in range(3)) + "".join(
            rng.choice(d) for _ in range(6)
        )
    if country == "br":
        return (
            "".join(rng.choice("FGY") for _ in range(1))
            + rng.choice("ABCDEFGHJK")
            + "".join(rng.choice(d) for _ in range(6))
        )
    if country == "ar":
        return "".join(rng.choice(d) for _ in range(8)) + "N"
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(2)) + "".join(
        rng.choice(d) for _ in range(7)
    )


def cpf(rng: random.Random, formatted: bool = True) -> str:
    ds = [rng.randint(0, 9) for _ in range(9)]
    if len(set(ds)) == 1:
        ds[0] = (ds[0] + 1) % 10
    for n in (10, 11):
        s = sum(v * (n - i) for i, v in enumerate(ds))
        r = s % 11
        ds.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, ds))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}" if formatted else x


def rut(rng: random.Random) -> str:
    body = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(body)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    b = f"{body:,}".replace(",", ".")
    return f"{b}-{dv}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random, female: bool) -> str:
    while True:
        pre = "27" if female else "20"
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        first = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(first)) % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    a = rng.choice([n for n in range(101, 899) if n != 666])
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


# ---------------------------------------------------------------- contact data


def mx_mobile(rng: random.Random) -> tuple[str, str]:
    area = rng.choice(AREAS)
    rest = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(9 - len(area)))
    return area, rest


def phone(rng: random.Random, style: str) -> str:
    area, rest = mx_mobile(rng)
    full = area + rest
    a, b = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {area} {a} {b}",
        "intl1": f"+52 1 {area} {a} {b}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "dash": f"{area}-{a}-{b}",
        "bare": full,
        "plus": f"+52{full}",
        "intlparen": f"+52 ({area}) {a} {b}",
        "spaced": f"{area} {a} {b}",
        "intldash": f"+52-{area}-{a}-{b}",
    }[style]


def email(rng: random.Random, p: Person, style: str = "plain") -> str:
    g, s = p.given.lower(), p.sur1.lower()
    if style != "accent":
        g, s = strip_accents(g), strip_accents(s)
    local = rng.choice(
        [
            f"{g}.{s}",
            f"{g}{s}{rng.randint(1, 99)}",
            f"{g[0]}{s}{p.year % 100:02d}",
            f"{g}_{s}",
            f"{s}.{g}{p.year}",
        ]
    )
    if style == "accent" and local == strip_accents(local):
        local = f"{p.given.lower()}.{p.sur1.lower()}"
    addr = f"{local}@{rng.choice(FREEMAIL)}"
    return addr.upper() if style == "upper" else addr


def home_address(rng: random.Random, style: int | None = None) -> str:
    street = rng.choice(STREETS)
    num = rng.randint(3, 2890)
    col = rng.choice(COLONIAS)
    mun, est, cp2 = rng.choice(MUNICIPIOS)
    cp = cp2 + f"{rng.randint(0, 999):03d}"
    st = rng.randrange(4) if style is None else style
    if st == 0:
        return f"{street} {num}, Col. {col}, C.P. {cp}, {mun}, {est}"
    if st == 1:
        return f"{street} núm. {num} int. {rng.randint(1, 12)}, Col. {col}, {mun}, {est}, C.P. {cp}"
    if st == 2:
        return (
            f"{street} #{num}, depto. {rng.randint(101, 504)}, Colonia {col}, CP {cp}, {mun}, {est}"
        )
    return f"{street} No. {num}, Col. {col}, {mun}, {est}. C.P. {cp}"


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


def birth_date(p: Person, style: str) -> str:
    return {
        "long": f"{p.day} de {MESES[p.month - 1]} de {p.year}",
        "dmy": f"{p.day:02d}/{p.month:02d}/{p.year}",
        "iso": f"{p.year}-{p.month:02d}-{p.day:02d}",
        "dash": f"{p.day:02d}-{MESES[p.month - 1][:3].upper()}-{p.year}",
        "en": f"{MONTHS[p.month - 1]} {p.day}, {p.year}",
        "pt": f"{p.day} de {MESES_PT[p.month - 1]} de {p.year}",
    }[style]


# ---------------------------------------------------------------- secrets

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rs(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def api_key(rng: random.Random, provider: str) -> str:
    return {
        "tavily": lambda: "tvly-" + rng.choice(["dev-", "prod-", ""]) + rs(rng, 32),
        "brave": lambda: "BSA" + rs(rng, 28),
        "serpapi": lambda: rs(rng, 64, HEX),
        "serper": lambda: rs(rng, 40, HEX),
        "firecrawl": lambda: "fc-" + rs(rng, 32, HEX),
        "jina": lambda: "jina_" + rs(rng, 32, HEX) + rs(rng, 28),
        "perplexity": lambda: "pplx-" + rs(rng, 48),
        "openai": lambda: (
            "sk-proj-" + rs(rng, 74, ALNUM + "_-") + "T3BlbkFJ" + rs(rng, 74, ALNUM + "_-")
        ),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, 93, ALNUM + "_-") + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, 64, HEX),
        "groq": lambda: "gsk_" + rs(rng, 52),
        "google": lambda: "AIza" + rs(rng, 35, ALNUM + "_-"),
        "hf": lambda: "hf_" + rs(rng, 34),
        "xai": lambda: "xai-" + rs(rng, 80),
        "stripe": lambda: "sk_live_" + rs(rng, 99),
        "github": lambda: "ghp_" + rs(rng, 36),
        "gitlab": lambda: "glpat-" + rs(rng, 20, ALNUM + "_-"),
        "sendgrid": lambda: "SG." + rs(rng, 22, ALNUM + "_-") + "." + rs(rng, 43, ALNUM + "_-"),
        "twilio": lambda: "SK" + rs(rng, 32, HEX),
        "mailgun": lambda: "key-" + rs(rng, 32, HEX),
        "npm": lambda: "npm_" + rs(rng, 36),
        "slack": lambda: (
            "xoxb-"
            + rs(rng, 12, string.digits)
            + "-"
            + rs(rng, 13, string.digits)
            + "-"
            + rs(rng, 24)
        ),
        "deepseek": lambda: "sk-" + rs(rng, 32, HEX),
        "mistral": lambda: rs(rng, 32),
        "cohere": lambda: rs(rng, 40),
        "exa": lambda: (
            rs(rng, 8, HEX)
            + "-"
            + rs(rng, 4, HEX)
            + "-4"
            + rs(rng, 3, HEX)
            + "-a"
            + rs(rng, 3, HEX)
            + "-"
            + rs(rng, 12, HEX)
        ),
    }[provider]()


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(rng: random.Random, sub: str) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(
        json.dumps(
            {"sub": sub, "iat": rng.randint(1_700_000_000, 1_760_000_000), "scope": "search:read"},
            separators=(",", ":"),
        ).encode()
    )
    return f"{head}.{body}.{b64url(bytes(rng.randrange(256) for _ in range(32)))}"


def pem_private(rng: random.Random, kind: str = "RSA PRIVATE KEY") -> str:
    raw = bytes(rng.randrange(256) for _ in range(48 * 8))
    b = base64.b64encode(raw).decode()
    lines = [b[i : i + 64] for i in range(0, len(b), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def aws_key_id(rng: random.Random) -> str:
    return "AKIA" + rs(rng, 16, string.ascii_uppercase + "234567")


def aws_secret(rng: random.Random) -> str:
    return rs(rng, 40, ALNUM + "/+")


def password(rng: random.Random) -> str:
    return rs(rng, 6, string.ascii_letters) + rng.choice("!#*-") + rs(rng, 7, ALNUM)
