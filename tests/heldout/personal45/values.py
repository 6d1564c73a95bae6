"""Value makers for corpus 45: invented identifiers with valid check digits, people, keys.

Everything here is random (driven by the ``random.Random`` passed in); no value is a real
person's. Check digits follow the public algorithms (RENAPO CURP, SAT RFC, IMSS NSS Luhn,
Banxico CLABE 3-7-1, Luhn cards, CPF, RUT, DNI, CUIL).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata

GIVEN_F = [
    "María",
    "Guadalupe",
    "Mariana",
    "Fernanda",
    "Daniela",
    "Andrea",
    "Sofía",
    "Valeria",
    "Alejandra",
    "Gabriela",
    "Verónica",
    "Claudia",
    "Patricia",
    "Rocío",
    "Lucía",
    "Ximena",
    "Paola",
    "Karla",
    "Adriana",
    "Leticia",
    "Araceli",
    "Itzel",
    "Renata",
    "Mónica",
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
    "Eduardo",
    "Roberto",
    "Francisco",
    "Javier",
    "Sergio",
    "Raúl",
    "Héctor",
    "Óscar",
    "Arturo",
    "Emiliano",
    "Diego",
    "Rodrigo",
    "Iván",
    "Ramón",
    "Ernesto",
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
    "Brown",
    "Davis",
    "Wilson",
    "Anderson",
    "Thompson",
    "Clark",
    "Lewis",
    "Walker",
    "Young",
    "Hall",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Beatriz",
    "Lucas",
    "Camila",
    "Rafael",
    "Larissa",
    "Thiago",
    "Juliana",
    "Gustavo",
    "Aline",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Carvalho",
    "Almeida",
    "Ferreira",
    "Ribeiro",
    "Barbosa",
    "Rocha",
]

STATES = [  # (CURP code, name, INE code, sample municipios)
    ("DF", "Ciudad de México", "09", ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan"]),
    ("JC", "Jalisco", "14", ["Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"]),
    ("NL", "Nuevo León", "19", ["Monterrey", "Guadalupe", "San Nicolás de los Garza", "Apodaca"]),
    ("PL", "Puebla", "21", ["Puebla", "San Andrés Cholula", "Atlixco"]),
    ("GT", "Guanajuato", "11", ["León", "Celaya", "Irapuato", "Salamanca"]),
    ("MC", "Estado de México", "15", ["Naucalpan", "Ecatepec", "Toluca", "Metepec"]),
    ("QT", "Querétaro", "22", ["Querétaro", "Corregidora", "El Marqués"]),
    ("YN", "Yucatán", "31", ["Mérida", "Kanasín", "Progreso"]),
    ("VZ", "Veracruz", "30", ["Xalapa", "Boca del Río", "Córdoba"]),
    ("BC", "Baja California", "02", ["Tijuana", "Mexicali", "Ensenada"]),
]
AREA = ["55", "33", "81", "222", "442", "461", "477", "999", "664", "449", "614", "228"]
COLONIAS = [
    "Del Valle",
    "Jardines del Sol",
    "Las Águilas",
    "Santa María",
    "Lomas del Paseo",
    "El Rosario",
    "San Pedro",
    "Reforma",
    "Villa de las Flores",
    "Hacienda Real",
    "Los Pinos",
    "Industrial",
    "Moderna",
    "La Joya",
    "Arboledas",
]
STREETS = [
    "Calle Hidalgo",
    "Av. Juárez",
    "Privada de los Olivos",
    "Calle Morelos",
    "Cerrada Fresnos",
    "Calle 5 de Mayo",
    "Av. Revolución",
    "Andador Tulipanes",
    "Calle Allende",
    "Calz. de Tlalpan",
    "Calle Niños Héroes",
    "Privada Sauce",
    "Calle Zaragoza",
    "Av. Independencia",
    "Calle Venustiano Carranza",
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
    "yahoo.com",
]
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
VOWELS = "AEIOU"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.sex = rng.choice("HM")
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.p1 = rng.choice(SURN_EN)
            self.p2 = ""
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.p1, self.p2 = rng.sample(SURN_PT, 2)
        else:
            self.given = rng.choice(GIVEN_M if self.sex == "H" else GIVEN_F)
            self.p1, self.p2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(STATES)

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.given, self.p1, self.p2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.p1}"


# ---------------------------------------------------------------------------- Mexico

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _first_inner(s: str, pool: str) -> str:
    s = strip_accents(s).upper()
    for c in s[1:]:
        if c in pool:
            return c
    return "X"


def curp(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.p1).upper()
    b = strip_accents(p.p2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    if head in ("PUTO", "CACA", "KULO", "MEAR", "PEDO"):
        head = head[:3] + "X"
    body = f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.sex}{p.state[0]}"
    body += _first_inner(a, CONSONANTS) + _first_inner(b, CONSONANTS) + _first_inner(g, CONSONANTS)
    body += str(rng.randint(0, 9)) if p.year < 2000 else rng.choice(string.ascii_uppercase)
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


RFC_VAL = {
    **{str(i): i for i in range(10)},
    **{c: 10 + i for i, c in enumerate("ABCDEFGHIJKLMN")},
    "&": 24,
    **{c: 25 + i for i, c in enumerate("OPQRSTUVWXYZ")},
    " ": 37,
    "Ñ": 38,
}


def _rfc_check(body: str) -> str:
    body = body.rjust(12)
    s = sum(RFC_VAL[c] * (13 - i) for i, c in enumerate(body))
    d = 11 - s % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.p1).upper()
    b = strip_accents(p.p2 or "X").upper()
    g = strip_accents(p.given).upper()
    body = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    body += f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    body += rng.choice("ABCDEFGHJKLMNPRSTUV123456789") + rng.choice(
        "ABCDEFGHJKLMNPRSTUVWXYZ123456789"
    )
    return body + _rfc_check(body)


def rfc_moral(rng: random.Random, initials: str) -> str:
    body = (
        initials[:3].upper()
        + f"{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    )
    body = body if len(body) == 9 else ("0" + body)[:9]
    body += rng.choice("ABCDEFGH123456789") + rng.choice("ABCDEFGH123456789")
    return body + _rfc_check(body)


def luhn_digit(digits: str) -> str:
    s = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        s += d
    return str((10 - s % 10) % 10)


def nss(rng: random.Random, p: Person) -> str:
    body = f"{rng.randint(1, 99):02d}{(p.year + 18) % 100:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = (
        bank
        + f"{rng.choice([180, 320, 580, 650, 540, 150]):03d}"
        + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:  # amex
        body = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return body + luhn_digit(body)


def group_card(n: str, sep: str) -> str:
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def ine_clave(rng: random.Random, p: Person) -> str:
    a = strip_accents(p.p1).upper()
    b = strip_accents(p.p2 or "X").upper()
    g = strip_accents(p.given).upper()
    letters = (
        a[0]
        + _first_inner(a, VOWELS)
        + b[0]
        + _first_inner(b, VOWELS)
        + g[0]
        + _first_inner(g, VOWELS)
    )
    return f"{letters}{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.state[2]}{p.sex}{rng.randint(100, 999)}"


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + "".join(rng.choice(string.digits) for _ in range(8))


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(n - 1))


# ---------------------------------------------------------------------------- foreign ids


def cpf(rng: random.Random, fmt: bool = True) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    while len(set(d)) == 1:
        d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(v * (n - i) for i, v in enumerate(d))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    x = "".join(map(str, d))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}" if fmt else x


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> str:
    pre = rng.choice(["20", "27", "23"])
    dni = f"{rng.randint(20_000_000, 45_999_999)}"
    body = pre + dni
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
    if r == 10:
        return cuil(rng)
    r = 0 if r == 11 else r
    return f"{pre}-{dni}-{r}"


def ssn(rng: random.Random) -> str:
    area = rng.choice([x for x in range(101, 665) if x != 666])
    return f"{area:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


# ---------------------------------------------------------------------------- contact


def mobile(rng: random.Random) -> tuple[str, str]:
    """(area code, local number) of an invented Mexican mobile, 10 digits in all."""
    a = rng.choice(AREA)
    rest = str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(9 - len(a)))
    return a, rest


def fmt_phone(a: str, rest: str, style: str) -> str:
    n = a + rest
    h1, h2 = rest[: len(rest) - 4], rest[-4:]
    return {
        "intl": f"+52 {a} {h1} {h2}",
        "intl1": f"+52 1 {a} {h1} {h2}",
        "044": f"044 {a} {h1} {h2}",
        "045": f"045 {a} {h1} {h2}",
        "paren": f"({a}) {h1}-{h2}",
        "dots": f"{a}.{h1}.{h2}",
        "dash": f"{a}-{h1}-{h2}",
        "bare": n,
        "plus": f"+52{n}",
        "intlparen": f"+52 ({a}) {h1} {h2}",
        "spaced": f"{a} {h1} {h2}",
    }[style]


def email_local(rng: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.lower() if accents else strip_accents(p.given).lower()
    s = p.p1.lower() if accents else strip_accents(p.p1).lower()
    pat = rng.choice(["{g}.{s}", "{g}{s}{n}", "{g}_{s}{y}", "{g0}{s}{y}", "{s}.{g}{n}"])
    return pat.format(g=g, s=s, g0=g[0], n=rng.randint(1, 99), y=p.year % 100)


def email(rng: random.Random, p: Person, accents: bool = False) -> str:
    return email_local(rng, p, accents) + "@" + rng.choice(FREEMAIL)


def home_address(rng: random.Random, p: Person, style: int) -> str:
    st = rng.choice(STREETS)
    num = rng.randint(3, 2899)
    col = rng.choice(COLONIAS)
    cp = f"{rng.randint(1000, 99999):05d}"
    mun = rng.choice(p.state[3])
    est = p.state[1]
    return [
        f"{st} {num}, Col. {col}, C.P. {cp}, {mun}, {est}",
        f"{st} #{num} int. {rng.randint(1, 12)}, Col. {col}, {mun}, {est}, CP {cp}",
        f"{st} núm. {num}, depto. {rng.randint(101, 504)}, Colonia {col}, C.P. {cp}, {mun}",
        f"{st} No. {num} Int. {rng.choice('ABCD')}, Col. {col}, Mpio. de {mun}, {est}, C.P. {cp}",
    ][style % 4]


# ---------------------------------------------------------------------------- secrets

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rs(rng: random.Random, n: int, pool: str = ALNUM) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def api_key(rng: random.Random, provider: str) -> str:
    return {
        "tavily": lambda: "tvly-" + rs(rng, 32),
        "tavily-dev": lambda: "tvly-dev-" + rs(rng, 32),
        "openai": lambda: (
            "sk-proj-" + rs(rng, 48, ALNUM + "-_") + "T3BlbkFJ" + rs(rng, 48, ALNUM + "-_")
        ),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, 93, ALNUM + "-_") + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, 64, HEX),
        "firecrawl": lambda: "fc-" + rs(rng, 32, HEX),
        "jina": lambda: "jina_" + rs(rng, 60),
        "perplexity": lambda: "pplx-" + rs(rng, 48),
        "google": lambda: "AIza" + rs(rng, 35, ALNUM + "-_"),
        "hf": lambda: "hf_" + rs(rng, 34),
        "groq": lambda: "gsk_" + rs(rng, 52),
        "xai": lambda: "xai-" + rs(rng, 80),
        "github": lambda: "ghp_" + rs(rng, 36),
        "stripe": lambda: "sk_live_" + rs(rng, 24) + rs(rng, 75),
        "serpapi": lambda: rs(rng, 64, HEX),
        "serper": lambda: rs(rng, 40, HEX),
        "brave": lambda: "BSA" + rs(rng, 28, ALNUM + "-_"),
        "exa": lambda: (
            f"{rs(rng, 8, HEX)}-{rs(rng, 4, HEX)}-{rs(rng, 4, HEX)}-{rs(rng, 4, HEX)}-{rs(rng, 12, HEX)}"
        ),
        "mistral": lambda: rs(rng, 32),
        "cohere": lambda: rs(rng, 40),
        "gitlab": lambda: "glpat-" + rs(rng, 20, ALNUM + "-_"),
        "sendgrid": lambda: "SG." + rs(rng, 22, ALNUM + "-_") + "." + rs(rng, 43, ALNUM + "-_"),
        "mailgun": lambda: "key-" + rs(rng, 32, HEX),
        "deepseek": lambda: "sk-" + rs(rng, 32, HEX),
    }[provider]()


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict) -> str:
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(hashlib.sha256(rs(rng, 32).encode()).digest())
    return f"{h}.{p}.{sig}"


def pem_private(rng: random.Random, kind: str) -> str:
    body = base64.b64encode(
        bytes(rng.getrandbits(8) for _ in range(rng.choice([360, 420])))
    ).decode()
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    label = {
        "rsa": "RSA PRIVATE KEY",
        "pkcs8": "PRIVATE KEY",
        "ec": "EC PRIVATE KEY",
        "openssh": "OPENSSH PRIVATE KEY",
    }[kind]
    return "\n".join([f"-----BEGIN {label}-----", *rows, f"-----END {label}-----"])


def uuid4(rng: random.Random) -> str:
    h = rs(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
