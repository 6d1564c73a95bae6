"""Value makers for corpus 64: invented identifiers, keys and keepers.

Every maker takes a ``random.Random`` and returns a string. Identifiers with a check digit
are computed with it (CURP, RFC, NSS, CLABE, cards). Nothing here is a real person's datum:
names are random pairs of common given names and surnames, numbers are random.
"""

from __future__ import annotations

import base64
import json
import random
import string
import unicodedata

GIVEN = [
    "María",
    "José",
    "Juan",
    "Guadalupe",
    "Francisco",
    "Luis",
    "Ana",
    "Carlos",
    "Alejandra",
    "Fernando",
    "Sofía",
    "Miguel",
    "Verónica",
    "Ricardo",
    "Adriana",
    "Jorge",
    "Patricia",
    "Alberto",
    "Gabriela",
    "Eduardo",
    "Leticia",
    "Roberto",
    "Claudia",
    "Héctor",
    "Rosa",
    "Javier",
    "Mónica",
    "Raúl",
    "Daniela",
    "Sergio",
    "Lucía",
    "Arturo",
    "Fernanda",
    "Óscar",
    "Paola",
    "Manuel",
    "Elena",
    "Diego",
    "Teresa",
    "Andrés",
    "Isabel",
    "Ramón",
    "Beatriz",
    "Emilio",
    "Marisol",
    "Iván",
    "Ximena",
    "Rocío",
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
    "Contreras",
    "Salazar",
    "Luna",
    "Ortega",
    "Cortés",
    "Guerrero",
    "Estrada",
    "Navarro",
    "Soto",
    "Ibarra",
]
GIVEN_PT = [
    "João",
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
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jennifer",
    "Kevin",
    "Laura",
    "Brian",
    "Megan",
    "Daniel",
]
SURN_EN = [
    "Miller",
    "Johnson",
    "Carter",
    "Brooks",
    "Walker",
    "Turner",
    "Hughes",
    "Parker",
    "Reed",
    "Collins",
]

STATES = {
    "AS": ("Aguascalientes", "01"),
    "BC": ("Baja California", "02"),
    "CH": ("Chihuahua", "08"),
    "DF": ("Ciudad de México", "09"),
    "GT": ("Guanajuato", "11"),
    "JC": ("Jalisco", "14"),
    "MC": ("Estado de México", "15"),
    "MN": ("Michoacán", "16"),
    "NL": ("Nuevo León", "19"),
    "OC": ("Oaxaca", "20"),
    "PL": ("Puebla", "21"),
    "QT": ("Querétaro", "22"),
    "SP": ("San Luis Potosí", "24"),
    "SR": ("Sonora", "26"),
    "VZ": ("Veracruz", "30"),
    "YN": ("Yucatán", "31"),
}
MUNICIPIOS = {
    "AS": ["Aguascalientes", "Jesús María"],
    "BC": ["Tijuana", "Mexicali", "Ensenada"],
    "CH": ["Chihuahua", "Ciudad Juárez"],
    "DF": ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Azcapotzalco"],
    "GT": ["León", "Celaya", "Irapuato", "Salamanca"],
    "JC": ["Zapopan", "Tlaquepaque", "Tonalá", "Guadalajara"],
    "MC": ["Naucalpan", "Tlalnepantla", "Ecatepec", "Toluca"],
    "MN": ["Morelia", "Uruapan"],
    "NL": ["Monterrey", "San Nicolás de los Garza", "Guadalupe", "Apodaca"],
    "OC": ["Oaxaca de Juárez"],
    "PL": ["Puebla", "Cholula", "Atlixco"],
    "QT": ["Querétaro", "Corregidora", "El Marqués"],
    "SP": ["San Luis Potosí", "Soledad de Graciano Sánchez"],
    "SR": ["Hermosillo", "Cajeme"],
    "VZ": ["Xalapa", "Veracruz", "Boca del Río"],
    "YN": ["Mérida", "Kanasín"],
}
AREA = {
    "DF": "55",
    "MC": "55",
    "JC": "33",
    "NL": "81",
    "GT": "477",
    "PL": "222",
    "QT": "442",
    "YN": "999",
    "BC": "664",
    "CH": "614",
    "SR": "662",
    "VZ": "228",
    "MN": "443",
    "AS": "449",
    "SP": "444",
    "OC": "951",
}
STREETS = [
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "Aldama",
    "Niños Héroes",
    "Independencia",
    "Zaragoza",
    "Guerrero",
    "Reforma",
    "Emiliano Zapata",
    "Benito Juárez",
    "Revolución",
    "Madero",
    "Abasolo",
    "Matamoros",
    "Jacarandas",
    "Fresno",
    "Las Palmas",
    "Los Pinos",
    "Girasol",
    "Tulipanes",
    "Colibrí",
    "Río Lerma",
    "Río Bravo",
    "Pirules",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Las Águilas",
    "Jardines del Sur",
    "Santa Fe",
    "San Rafael",
    "Lomas Verdes",
    "La Florida",
    "El Mirador",
    "Arboledas",
    "Villa de las Flores",
    "Los Olivos",
    "Industrial",
    "Moderna",
    "San Pedro",
    "Santa Cecilia",
    "Bosques del Valle",
    "Residencial Campestre",
    "Infonavit Norte",
]
FREEMAIL = (
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
    "hotmail.es",
)

ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rnd(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(r: random.Random, n: int, first_nonzero: bool = False) -> str:
    s = rnd(r, string.digits, n)
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


# ---------------------------------------------------------------------- people


class Person:
    def __init__(self, r: random.Random, lang: str = "es") -> None:
        if lang == "pt":
            self.given, self.p1, self.p2 = r.choice(GIVEN_PT), r.choice(SURN_PT), r.choice(SURN_PT)
        elif lang == "en" and r.random() < 0.3:
            self.given, self.p1, self.p2 = r.choice(GIVEN_EN), r.choice(SURN_EN), ""
        else:
            self.given, self.p1 = r.choice(GIVEN), r.choice(SURNAMES)
            self.p2 = r.choice([s for s in SURNAMES if s != self.p1])
        self.sex = (
            "M"
            if self.given
            in [
                "María",
                "Guadalupe",
                "Ana",
                "Alejandra",
                "Sofía",
                "Verónica",
                "Adriana",
                "Patricia",
                "Gabriela",
                "Leticia",
                "Claudia",
                "Rosa",
                "Mónica",
                "Daniela",
                "Lucía",
                "Fernanda",
                "Paola",
                "Elena",
                "Teresa",
                "Isabel",
                "Beatriz",
                "Marisol",
                "Ximena",
                "Rocío",
                "Mariana",
                "Camila",
                "Larissa",
                "Juliana",
                "Emily",
                "Sarah",
                "Jennifer",
                "Laura",
                "Megan",
            ]
            else "H"
        )
        self.year = r.randint(1958, 2006)
        self.month = r.randint(1, 12)
        self.day = r.randint(1, 28)
        self.state = r.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return f"{self.given} {self.p1}" + (f" {self.p2}" if self.p2 else "")

    @property
    def short(self) -> str:
        return f"{self.given} {self.p1}"


def _first_vowel(s: str) -> str:
    for c in s[1:]:
        if c in "AEIOU":
            return c
    return "X"


def _first_cons(s: str) -> str:
    for c in s[1:]:
        if c not in "AEIOU" and c.isalpha():
            return c
    return "X"


def _up(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(first17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def curp(r: random.Random, p: Person) -> str:
    a, b, g = _up(p.p1), _up(p.p2 or "X"), _up(p.given)
    head = a[0] + _first_vowel(a) + b[0] + g[0]
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    cons = _first_cons(a) + _first_cons(b) + _first_cons(g)
    diff = r.choice(string.digits) if p.year < 2000 else r.choice("ABCDEF")
    s17 = head + date + p.sex + p.state + cons + diff
    return s17 + curp_check(s17)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    s = first if len(first) == 12 else " " + first
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    rem = total % 11
    if rem == 0:
        return "0"
    d = 11 - rem
    return "A" if d == 10 else str(d)


HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_fisica(r: random.Random, p: Person) -> str:
    c = curp(r, p)
    s12 = c[:10] + rnd(r, HOMO, 2)
    return s12 + rfc_check(s12)


def rfc_moral(r: random.Random, company: str) -> str:
    letters = [w[0] for w in _up_words(company)][:3]
    while len(letters) < 3:
        letters.append(r.choice("AEIOUX"))
    s11 = "".join(letters) + f"{r.randint(0, 24):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
    s11 += rnd(r, HOMO, 2)
    return s11 + rfc_check(s11)


def _up_words(s: str) -> list[str]:
    stop = {"DE", "LA", "DEL", "Y", "SA", "CV", "S.A.", "C.V.", "SAPI", "SC", "THE"}
    return [w for w in strip_accents(s).upper().replace(",", "").split() if w not in stop]


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


def nss(r: random.Random, p: Person) -> str:
    body = f"{r.randint(1, 97):02d}{r.randint(80, 99) if p.year < 2000 else r.randint(0, 24):02d}"
    body += f"{p.year % 100:02d}" + digits(r, 4)
    return body + luhn_digit(body)


def ine_clave(r: random.Random, p: Person) -> str:
    def two(s: str) -> str:
        s = _up(s or "X")
        return s[0] + (_first_cons(s) if s[0] in "AEIOU" else _first_vowel(s))

    return (
        two(p.p1)
        + two(p.p2)
        + two(p.given)
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + STATES[p.state][1]
        + p.sex
        + digits(r, 3)
    )


BANKS = ("002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646")


def clabe_check(body17: str) -> str:
    w = (3, 7, 1)
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body17))
    return str((10 - total % 10) % 10)


def clabe(r: random.Random) -> str:
    body = r.choice(BANKS) + r.choice(("180", "320", "580", "650", "010", "225")) + digits(r, 11)
    return body + clabe_check(body)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + digits(r, 14)
    elif brand == "mc":
        body = str(r.randint(51, 55)) + digits(r, 13)
    elif brand == "mc2":
        body = str(r.randint(2221, 2720)) + digits(r, 11)
    else:  # amex
        body = r.choice(("34", "37")) + digits(r, 12)
    return body + luhn_digit(body)


def group(s: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def passport(r: random.Random, country: str) -> str:
    if country == "mx":
        return r.choice("GN") + digits(r, 8, True)
    if country == "us":
        return digits(r, 9, True) if r.random() < 0.5 else r.choice("ACDEFGHJK") + digits(r, 8)
    if country == "es":
        return rnd(r, string.ascii_uppercase, 3) + digits(r, 6)
    if country == "br":
        return rnd(r, string.ascii_uppercase, 2) + digits(r, 6)
    if country == "ca":
        return rnd(r, string.ascii_uppercase, 2) + digits(r, 6)
    if country == "gt":
        return digits(r, 9, True)
    return rnd(r, string.ascii_uppercase, 2) + digits(r, 7)


# ---------------------------------------------------------------------- phones


def mobile(r: random.Random, p: Person | None = None) -> tuple[str, str]:
    st = p.state if p else r.choice(sorted(AREA))
    area = AREA.get(st, "55")
    rest = r.choice("23456789") + digits(r, 9 - len(area))
    return area, rest


def phone_form(r: random.Random, area: str, rest: str, form: str) -> str:
    n = area + rest
    a, b = rest[: len(rest) - 4], rest[-4:]
    forms = {
        "intl-spaced": f"+52 {area} {a} {b}",
        "intl-1": f"+52 1 {area} {a} {b}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "hyphens": f"{area}-{a}-{b}",
        "e164": f"+52{n}",
        "intl-paren": f"+52 ({area}) {a} {b}",
        "pairs": " ".join([area] + [rest[i : i + 2] for i in range(0, len(rest), 2)]),
        "intl-hyphen": f"+52-{area}-{a}-{b}",
        "bare": n,
        "0052": f"0052 {n}",
    }
    return forms[form]


PHONE_FORMS = (
    "intl-spaced",
    "intl-1",
    "044",
    "045",
    "paren",
    "dots",
    "hyphens",
    "e164",
    "intl-paren",
    "pairs",
    "intl-hyphen",
    "0052",
)


# ---------------------------------------------------------------------- e-mails


def email_local(r: random.Random, p: Person, accents: bool) -> str:
    g, a = p.given.lower(), p.p1.lower()
    if not accents:
        g, a = strip_accents(g), strip_accents(a)
    shape = r.randint(0, 4)
    if shape == 0:
        return f"{g}.{a}"
    if shape == 1:
        return f"{g}{a}{r.randint(70, 99)}"
    if shape == 2:
        return f"{g[0]}{a}{r.randint(1, 999)}"
    if shape == 3:
        return f"{g}_{a}.{p.year % 100:02d}"
    return f"{a}.{g}{r.randint(1, 9)}"


def email(r: random.Random, p: Person, accents: bool = False) -> str:
    return f"{email_local(r, p, accents)}@{r.choice(FREEMAIL)}"


# ---------------------------------------------------------------------- secrets


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    head = b64url(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    body = {
        "sub": rnd(r, LOWNUM, 12),
        "iat": 1712000000 + r.randint(0, 9_000_000),
        "exp": 1719000000 + r.randint(0, 9_000_000),
        "scope": r.choice(["search:read", "admin", "api"]),
    }
    return f"{head}.{b64url(json.dumps(body).encode())}.{rnd(r, ALNUM + '-_', 43)}"


PROVIDER_KEYS = {
    "tavily": lambda r: "tvly-" + r.choice(["dev-", "prod-", ""]) + rnd(r, ALNUM, 32),
    "brave": lambda r: "BSA" + rnd(r, ALNUM + "_-", 28),
    "serpapi": lambda r: rnd(r, HEX, 64),
    "serper": lambda r: rnd(r, HEX, 40),
    "firecrawl": lambda r: "fc-" + rnd(r, HEX, 32),
    "jina": lambda r: "jina_" + rnd(r, HEX, 32) + rnd(r, ALNUM, 28),
    "perplexity": lambda r: "pplx-" + rnd(r, ALNUM, 48),
    "openai": lambda r: (
        "sk-proj-" + rnd(r, ALNUM + "_-", 74) + "T3BlbkFJ" + rnd(r, ALNUM + "_-", 74)
    ),
    "anthropic": lambda r: "sk-ant-api03-" + rnd(r, ALNUM + "_-", 93) + "AA",
    "openrouter": lambda r: "sk-or-v1-" + rnd(r, HEX, 64),
    "groq": lambda r: "gsk_" + rnd(r, ALNUM, 52),
    "google": lambda r: "AIza" + rnd(r, ALNUM + "_-", 35),
    "huggingface": lambda r: "hf_" + rnd(r, ALNUM, 34),
    "xai": lambda r: "xai-" + rnd(r, ALNUM, 80),
    "deepseek": lambda r: "sk-" + rnd(r, HEX, 32),
    "cohere": lambda r: rnd(r, ALNUM, 40),
    "stripe": lambda r: r.choice(["sk_live_", "rk_live_"]) + rnd(r, ALNUM, 99),
    "github": lambda r: "ghp_" + rnd(r, ALNUM, 36),
    "github-pat": lambda r: "github_pat_11" + rnd(r, UPNUM, 20) + "_" + rnd(r, ALNUM, 59),
    "gitlab": lambda r: "glpat-" + rnd(r, ALNUM + "_-", 20),
    "sendgrid": lambda r: "SG." + rnd(r, ALNUM + "_-", 22) + "." + rnd(r, ALNUM + "_-", 43),
    "mailgun": lambda r: "key-" + rnd(r, HEX, 32),
    "mailchimp": lambda r: rnd(r, HEX, 32) + "-us" + str(r.randint(2, 21)),
    "twilio": lambda r: "SK" + rnd(r, HEX, 32),
    "slack-bot": lambda r: f"xoxb-{digits(r, 12, True)}-{digits(r, 13, True)}-{rnd(r, ALNUM, 24)}",
    "npm": lambda r: "npm_" + rnd(r, ALNUM, 36),
    "shopify": lambda r: "shpat_" + rnd(r, HEX, 32),
    "linear": lambda r: "lin_api_" + rnd(r, ALNUM, 40),
    "notion": lambda r: "ntn_" + digits(r, 11) + rnd(r, ALNUM, 35),
    "digitalocean": lambda r: "dop_v1_" + rnd(r, HEX, 64),
    "resend": lambda r: "re_" + rnd(r, ALNUM, 8) + "_" + rnd(r, ALNUM, 24),
    "replicate": lambda r: "r8_" + rnd(r, ALNUM, 37),
    "square": lambda r: "EAAA" + rnd(r, ALNUM + "-_", 60),
    "mercadopago": lambda r: (
        f"APP_USR-{digits(r, 16)}-{digits(r, 6)}-{rnd(r, HEX, 32)}-{digits(r, 9)}"
    ),
    "exa": lambda r: (
        f"{rnd(r, HEX, 8)}-{rnd(r, HEX, 4)}-{rnd(r, HEX, 4)}-{rnd(r, HEX, 4)}-{rnd(r, HEX, 12)}"
    ),
}


def aws_key_id(r: random.Random) -> str:
    return r.choice(["AKIA", "ASIA"]) + rnd(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret(r: random.Random) -> str:
    return rnd(r, ALNUM + "+/", 40)


def password(r: random.Random) -> str:
    return rnd(r, ALNUM, r.randint(5, 8)) + r.choice("!#%*-_.") + rnd(r, ALNUM, r.randint(4, 8))


def pem_body(r: random.Random, lines: int = 5) -> list[str]:
    return [rnd(r, ALNUM + "+/", 64) for _ in range(lines)] + [rnd(r, ALNUM + "+/", 28) + "=="]


# ---------------------------------------------------------------------- keepers


def uuid4(r: random.Random) -> str:
    h = rnd(r, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:32]}"


def isbn13(r: random.Random) -> str:
    body = "978" + r.choice(["607", "970", "968", "84", "85"])
    body += digits(r, 12 - len(body))
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def issn(r: random.Random) -> str:
    body = digits(r, 7)
    total = sum(int(c) * (8 - i) for i, c in enumerate(body))
    d = (11 - total % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if d == 10 else d}"
