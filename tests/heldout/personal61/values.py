# ruff: noqa: E501
"""Value makers of corpus 61: invented people, identifiers (with their check digits),
phones, e-mails, keys and the keepers' values. Everything is drawn from a seeded
``random.Random``; nothing here belongs to a real person or a real account."""

from __future__ import annotations

import base64
import json
import random
import string
import unicodedata

GIVEN_ES = [
    "María",
    "José",
    "Juan",
    "Guadalupe",
    "Ana",
    "Luis",
    "Carlos",
    "Fernanda",
    "Sofía",
    "Diego",
    "Alejandra",
    "Miguel",
    "Ximena",
    "Jorge",
    "Valeria",
    "Ricardo",
    "Daniela",
    "Roberto",
    "Paola",
    "Héctor",
    "Lucía",
    "Andrés",
    "Mariana",
    "Eduardo",
    "Gabriela",
    "Raúl",
    "Patricia",
    "Óscar",
    "Claudia",
    "Iván",
    "Renata",
    "Tomás",
    "Elena",
    "Rodrigo",
    "Adriana",
    "Emilio",
    "Beatriz",
    "Sergio",
    "Camila",
    "Arturo",
    "Itzel",
    "Brenda",
    "Ulises",
    "Noemí",
    "Joaquín",
    "Rebeca",
    "Marco",
    "Leticia",
    "Efraín",
    "Araceli",
]
SURNAMES_ES = [
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
    "Cervantes",
    "Ibarra",
    "Zúñiga",
    "Nava",
    "Orozco",
    "Peña",
    "Fuentes",
]
GIVEN_EN = [
    "Emily",
    "Jacob",
    "Olivia",
    "Ethan",
    "Hannah",
    "Noah",
    "Megan",
    "Tyler",
    "Rachel",
    "Kevin",
    "Laura",
    "Brandon",
    "Chloe",
    "Ryan",
    "Grace",
]
SURNAMES_EN = [
    "Carter",
    "Brooks",
    "Miller",
    "Hayes",
    "Bennett",
    "Foster",
    "Coleman",
    "Reed",
    "Parker",
    "Sullivan",
    "Ward",
    "Hughes",
    "Price",
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
    "Thiago",
    "Larissa",
    "Gustavo",
    "Juliana",
    "Felipe",
]
SURNAMES_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Ferreira",
    "Almeida",
    "Ribeiro",
    "Carvalho",
    "Barbosa",
    "Rocha",
]

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

CITIES = [
    ("Zapopan", "Jal.", "45", "33"),
    ("Guadalajara", "Jalisco", "44", "33"),
    ("Monterrey", "N.L.", "64", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "66", "81"),
    ("Coyoacán", "CDMX", "04", "55"),
    ("Iztapalapa", "Ciudad de México", "09", "55"),
    ("Naucalpan de Juárez", "Edo. de México", "53", "55"),
    ("Puebla", "Pue.", "72", "222"),
    ("Querétaro", "Qro.", "76", "442"),
    ("Celaya", "Guanajuato", "38", "461"),
    ("León", "Gto.", "37", "477"),
    ("Mérida", "Yucatán", "97", "999"),
    ("Tijuana", "B.C.", "22", "664"),
    ("Benito Juárez", "Quintana Roo", "77", "998"),
    ("Torreón", "Coahuila", "27", "871"),
    ("Chihuahua", "Chih.", "31", "614"),
    ("Oaxaca de Juárez", "Oax.", "68", "951"),
    ("Morelia", "Mich.", "58", "443"),
]
STREETS = [
    "Fresno",
    "Jacarandas",
    "Ocotlán",
    "Girasoles",
    "Tulipanes",
    "Pino",
    "Sauce",
    "Cedros",
    "Magnolias",
    "Azucenas",
    "Nogal",
    "Colibrí",
    "Gardenias",
    "Olmo",
    "Roble",
    "Laurel",
    "Alcatraces",
    "Ciprés",
    "Hortensia",
    "Almendro",
]
STREET_KIND = ["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "C.", "Prol."]
COLONIAS = [
    "Jardines del Valle",
    "Las Águilas",
    "Santa Fe",
    "Lomas del Sol",
    "San Rafael",
    "El Mirador",
    "Valle Verde",
    "La Calma",
    "Residencial Arboledas",
    "Villa de las Flores",
    "Los Pinos",
    "Pedregal de San Ángel",
    "Barrio de Santiago",
    "Fracc. Las Fuentes",
    "Unidad Habitacional Ermita",
    "Col. Moderna",
]

FREE_MAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "protonmail.com",
    "prodigy.net.mx",
    "yahoo.com",
    "outlook.es",
    "hotmail.es",
    "gmx.net",
]
COMPANIES = [
    ("Grupo Lumen", "grupolumen.com.mx", "GLU"),
    ("Ferretería La Estrella", "ferrelaestrella.mx", "FES"),
    ("Clínica San Rafael", "clinicasanrafael.com.mx", "CSR"),
    ("Transportes Altiplano", "taltiplano.mx", "TAL"),
    ("Editorial Cenzontle", "cenzontle.com.mx", "ECE"),
    ("Viveros del Bajío", "viverosbajio.com", "VBA"),
    ("Datos Abiertos Norte", "danorte.mx", "DAN"),
    ("Panadería Santa Clara", "pansantaclara.mx", "PSC"),
    ("Consultores Maguey", "maguey.consulting", "CMA"),
    ("Seguros Tepeyac", "segurostepeyac.com.mx", "STE"),
    ("Laboratorios Xochi", "labxochi.com", "LXO"),
    ("Inmobiliaria Puerta Norte", "puertanorte.mx", "IPN"),
]
GOV = [
    "zapopan.gob.mx",
    "queretaro.gob.mx",
    "imss.gob.mx",
    "sat.gob.mx",
    "salud.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
    "sep.gob.mx",
    "nl.gob.mx",
]

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    s = s.replace("Ñ", "X").replace("ñ", "x")
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rnd(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# ------------------------------------------------------------------ people


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.s1, self.s2 = rng.choice(SURNAMES_EN), rng.choice(SURNAMES_ES)
            self.full = f"{self.given} {self.s1}"
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.s1, self.s2 = rng.sample(SURNAMES_PT, 2)
            self.full = f"{self.given} {self.s1} {self.s2}"
        else:
            self.given = rng.choice(GIVEN_ES)
            self.s1, self.s2 = rng.sample(SURNAMES_ES, 2)
            self.full = (
                f"{self.given} {self.s1} {self.s2}"
                if rng.random() < 0.6
                else f"{self.given} {self.s1}"
            )
        self.sex = "M" if self.given in FEMALE else "H"
        self.year = rng.randint(1958, 2009)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.rng = rng

    @property
    def first_last(self) -> str:
        return f"{self.given} {self.s1}"


FEMALE = set(
    [
        "María",
        "Guadalupe",
        "Ana",
        "Fernanda",
        "Sofía",
        "Alejandra",
        "Ximena",
        "Valeria",
        "Daniela",
        "Paola",
        "Lucía",
        "Mariana",
        "Gabriela",
        "Patricia",
        "Claudia",
        "Renata",
        "Elena",
        "Adriana",
        "Beatriz",
        "Camila",
        "Itzel",
        "Brenda",
        "Noemí",
        "Rebeca",
        "Leticia",
        "Araceli",
        "Emily",
        "Olivia",
        "Hannah",
        "Megan",
        "Rachel",
        "Laura",
        "Chloe",
        "Grace",
        "Beatriz",
        "Camila",
        "Larissa",
        "Juliana",
    ]
)

VOWELS = "AEIOU"


def _first_inner(s: str, vowels: bool) -> str:
    for c in s[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def name_letters(p: Person) -> str:
    a, b, g = (strip_accents(x).upper() for x in (p.s1, p.s2, p.given))
    return a[0] + _first_inner(a, True) + b[0] + g[0]


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(s17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - total % 10) % 10)


def curp(p: Person) -> str:
    a, b, g = (strip_accents(x).upper() for x in (p.s1, p.s2, p.given))
    head = name_letters(p) + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}" + p.sex
    head += (
        p.rng.choice(STATES)
        + _first_inner(a, False)
        + _first_inner(b, False)
        + _first_inner(g, False)
    )
    head += (
        p.rng.choice(string.digits) if p.year < 2000 else p.rng.choice(string.ascii_uppercase[:10])
    )
    return head + curp_check(head)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(base: str) -> str:
    s = base if len(base) == 12 else " " + base
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    d = 11 - total % 11
    return "0" if d == 11 else ("A" if d == 10 else str(d))


def rfc_fisica(p: Person) -> str:
    base = name_letters(p) + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    base += rnd(p.rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return base + rfc_check(base)


def rfc_moral(rng: random.Random, letters: str) -> str:
    base = letters + f"{rng.randint(0, 22):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    base += rnd(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return base + rfc_check(base)


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random, p: Person) -> str:
    body = f"{rng.randint(1, 96):02d}{rng.randint(min(max(p.year + 16, 1975), 2024), 2024) % 100:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def ine_clave(p: Person) -> str:
    a, b, g = (strip_accents(x).upper() for x in (p.s1, p.s2, p.given))
    letters = (
        a[0] + _first_inner(a, True) + b[0] + _first_inner(b, True) + g[0] + _first_inner(g, True)
    )
    return (
        letters
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + f"{p.rng.randint(1, 32):02d}"
        + p.sex
        + f"{p.rng.randint(0, 999):03d}"
    )


BANKS = ["002", "012", "014", "021", "072", "127", "137", "044", "036", "058", "030"]


def clabe(rng: random.Random) -> str:
    body = rng.choice(BANKS) + rnd(rng, string.digits, 3) + rnd(rng, string.digits, 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["visa", "mc", "mc2", "amex"])
    if kind == "visa":
        body = "4" + rnd(rng, string.digits, 14)
    elif kind == "mc":
        body = str(rng.randint(51, 55)) + rnd(rng, string.digits, 13)
    elif kind == "mc2":
        body = str(rng.randint(2221, 2720)) + rnd(rng, string.digits, 11)
    else:
        body = rng.choice(["34", "37"]) + rnd(rng, string.digits, 12)
    return kind, body + luhn_digit(body)


def group_card(num: str, sep: str) -> str:
    parts = (
        [num[:4], num[4:10], num[10:]]
        if len(num) == 15
        else [num[i : i + 4] for i in range(0, 16, 4)]
    )
    return sep.join(parts)


def passport(rng: random.Random, country: str) -> str:
    if country == "mx":
        return rng.choice("GN") + rnd(rng, string.digits, 8)
    if country == "us":
        return rng.choice("56") + rnd(rng, string.digits, 8)
    if country == "es":
        return rnd(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 3) + rnd(rng, string.digits, 6)
    if country == "br":
        return rnd(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 2) + rnd(rng, string.digits, 6)
    if country == "ca":
        return rnd(rng, "ABGHJKLMNPRSTW", 2) + rnd(rng, string.digits, 6)
    if country == "co":
        return "AQ" + rnd(rng, string.digits, 7)
    return "E" + rnd(rng, string.digits, 8)


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    pre = rng.choice("XYZ")
    n = rng.randint(1_000_000, 9_999_999)
    return f"{pre}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(pre)) + str(n)) % 23]}"


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1), strict=False))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def ssn(rng: random.Random) -> str:
    return f"{rng.randint(101, 665):03d}-{rng.randint(10, 99):02d}-{rng.randint(1001, 9999):04d}"


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else ("K" if dv == 10 else str(dv))
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dvs}"


# ------------------------------------------------------------------ phones


def mx_phone(rng: random.Random, area: str | None = None) -> tuple[str, str]:
    area = area or rng.choice(
        ["55", "56", "33", "81", "222", "442", "461", "477", "999", "664", "998", "871", "614"]
    )
    rest = str(rng.randint(2, 9)) + rnd(rng, string.digits, 9 - len(area))
    return area, rest


def fmt_phone(area: str, rest: str, style: str) -> str:
    n = area + rest
    a, b = (rest[:4], rest[4:]) if len(area) == 2 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {area} {a} {b}",
        "intl1": f"+52 1 {area} {a} {b}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "hyph": f"{area}-{a}-{b}",
        "compact": f"+52{n}",
        "parenintl": f"+52 ({area}) {a} {b}",
        "bare": n,
        "spaced": f"{area} {a} {b}",
        "intlhyph": f"+52-{area}-{a}-{b}",
    }[style]


def toll_free(rng: random.Random, style: str) -> str:
    a, b = rnd(rng, string.digits, 3), rnd(rng, string.digits, 4)
    return {
        "800": f"800 {a} {b}",
        "01800": f"01 800 {a} {b}",
        "+52800": f"+52 800 {a} {b}",
        "800h": f"800-{a}-{b}",
        "800txt": f"800 {a[:1]}{rng.choice(['LUMEN', 'AYUDA', 'SALUD'])}",
    }[style]


# ------------------------------------------------------------------ e-mails


def local_part(rng: random.Random, p: Person, accents: bool = False) -> str:
    g, s = p.given.lower(), p.s1.lower()
    if not accents:
        g, s = strip_accents(g).lower(), strip_accents(s).lower()
    shape = rng.choice(["g.s", "gs", "g_s", "g.sNN", "gsNNNN", "g.s.s2"])
    nn = str(rng.randint(70, 99)) if "NNNN" not in shape else str(rng.randint(1970, 2005))
    s2 = strip_accents(p.s2.lower())[:3]
    return {
        "g.s": f"{g}.{s}",
        "gs": f"{g[0]}{s}",
        "g_s": f"{g}_{s}",
        "g.sNN": f"{g}.{s}{nn}",
        "gsNNNN": f"{g}{s}{nn}",
        "g.s.s2": f"{g}.{s}.{s2}",
    }[shape]


# ------------------------------------------------------------------ secrets


def key_for(rng: random.Random, provider: str) -> str:
    r = lambda a, n: rnd(rng, a, n)  # noqa: E731
    return {
        "openai": "sk-proj-" + r(ALNUM + "_-", 74) + "T3BlbkFJ" + r(ALNUM + "_-", 74),
        "openai-legacy": "sk-" + r(ALNUM, 20) + "T3BlbkFJ" + r(ALNUM, 20),
        "anthropic": "sk-ant-api03-" + r(ALNUM + "_-", 93) + "AA",
        "tavily": "tvly-" + rng.choice(["dev-", "prod-", ""]) + r(ALNUM, 32),
        "firecrawl": "fc-" + r(HEX, 32),
        "jina": "jina_" + r(HEX, 32) + r(ALNUM, 28),
        "perplexity": "pplx-" + r(ALNUM, 48),
        "openrouter": "sk-or-v1-" + r(HEX, 64),
        "groq": "gsk_" + r(ALNUM, 52),
        "google": "AIza" + r(ALNUM + "_-", 35),
        "huggingface": "hf_" + r(string.ascii_letters, 34),
        "xai": "xai-" + r(ALNUM, 80),
        "github": "ghp_" + r(ALNUM, 36),
        "github-fine": "github_pat_11" + r(UPPER_DIG, 20) + "_" + r(ALNUM, 59),
        "gitlab": "glpat-" + r(ALNUM + "_-", 20),
        "stripe": "sk_live_51" + r(ALNUM, 97),
        "stripe-rk": "rk_live_51" + r(ALNUM, 97),
        "sendgrid": "SG." + r(ALNUM + "_-", 22) + "." + r(ALNUM + "_-", 43),
        "mailgun": "key-" + r(HEX, 32),
        "slack": "xoxb-" + r(string.digits, 12) + "-" + r(string.digits, 13) + "-" + r(ALNUM, 24),
        "brave": "BSA" + r(ALNUM, 28),
        "serpapi": r(HEX, 64),
        "serper": r(HEX, 40),
        "exa": r(HEX, 8) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 12),
        "mistral": r(ALNUM, 32),
        "cohere": r(ALNUM, 40),
        "npm": "npm_" + r(ALNUM, 36),
        "shopify": "shpat_" + r(HEX, 32),
        "twilio": "SK" + r(HEX, 32),
        "telegram": f"{rng.randint(100000000, 7999999999)}:AA" + r(ALNUM + "_-", 33),
        "digitalocean": "dop_v1_" + r(HEX, 64),
        "notion": "secret_" + r(ALNUM, 43),
        "resend": "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24),
        "linear": "lin_api_" + r(ALNUM, 40),
        "deepseek": "sk-" + r(HEX, 32),
        "replicate": "r8_" + r(ALNUM, 37),
        "scrapingbee": r(UPPER_DIG, 80),
        "mapbox": "sk.eyJ1Ijoi" + r(ALNUM, 40) + "." + r(ALNUM + "_-", 22),
    }[provider]


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rnd(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rnd(rng, ALNUM + "+/", 40)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng: random.Random, sub: str) -> str:
    head = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    body = b64url(
        json.dumps(
            {
                "sub": sub,
                "iat": rng.randint(1_700_000_000, 1_730_000_000),
                "scope": rng.choice(["search:read", "admin", "user"]),
            }
        ).encode()
    )
    return f"{head}.{body}.{rnd(rng, ALNUM + '_-', 43)}"


def pem_key(rng: random.Random, kind: str) -> tuple[str, str]:
    header = {
        "rsa": "RSA PRIVATE KEY",
        "pk8": "PRIVATE KEY",
        "ec": "EC PRIVATE KEY",
        "ossh": "OPENSSH PRIVATE KEY",
    }[kind]
    first = {"rsa": "MIIEow", "pk8": "MIIEvQ", "ec": "MHcCAQ", "ossh": "b3BlbnNzaC1rZXktdjEAAAAA"}[
        kind
    ]
    lines = [first + rnd(rng, ALNUM + "+/", 64 - len(first))]
    lines += [rnd(rng, ALNUM + "+/", 64) for _ in range(rng.randint(3, 5))]
    lines.append(rnd(rng, ALNUM + "+/", rng.randint(12, 40)) + "==")
    begin = f"-----BEGIN {header}-----"
    return begin, "\n".join([begin, *lines, f"-----END {header}-----"])


def password(rng: random.Random) -> str:
    return rnd(rng, ALNUM, rng.randint(10, 16)) + rng.choice(["!", "#", "%2A", "_", "9"])


# ------------------------------------------------------------------ keepers


def uuid4(rng: random.Random) -> str:
    h = rnd(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def isbn13(rng: random.Random) -> str:
    body = "978" + rnd(rng, string.digits, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def ups(rng: random.Random) -> str:
    return "1Z" + rnd(rng, UPPER_DIG, 6) + rnd(rng, string.digits, 10)
