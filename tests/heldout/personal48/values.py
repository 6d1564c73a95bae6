# ruff: noqa: UP031
"""Value makers for corpus 48: invented identifiers with valid check digits, names, phones,
addresses, keys. Everything is drawn from a ``random.Random`` passed in (deterministic)."""

from __future__ import annotations

import base64
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
    "Fernando",
    "Ricardo",
    "Eduardo",
    "Francisco",
    "Roberto",
    "Javier",
    "Daniel",
    "Sergio",
    "Héctor",
    "Raúl",
    "Arturo",
    "Óscar",
    "Andrés",
    "Iván",
    "Rubén",
    "Gerardo",
    "Ramón",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Sofía",
    "Fernanda",
    "Gabriela",
    "Patricia",
    "Verónica",
    "Claudia",
    "Daniela",
    "Mariana",
    "Alejandra",
    "Rosa",
    "Elena",
    "Lucía",
    "Adriana",
    "Mónica",
    "Karla",
    "Silvia",
    "Beatriz",
    "Ximena",
    "Irma",
    "Teresa",
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
    "Ríos",
    "Ortega",
    "Estrada",
]
EN_GIVEN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "James",
    "Ashley",
    "Robert",
    "Megan",
    "Kevin",
    "Rachel",
    "Brian",
]
EN_SUR = [
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Thompson",
    "Moore",
    "Taylor",
    "Clark",
    "Lewis",
    "Walker",
    "Hall",
]
PT_GIVEN = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Rafael",
    "Camila",
    "Gustavo",
    "Larissa",
]
PT_SUR = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Lima",
    "Pereira",
    "Costa",
    "Carvalho",
    "Almeida",
    "Ferreira",
]

STATES = {
    "AS": ("Aguascalientes", "01"),
    "BC": ("Baja California", "02"),
    "DF": ("Ciudad de México", "09"),
    "GT": ("Guanajuato", "11"),
    "JC": ("Jalisco", "14"),
    "MC": ("Estado de México", "15"),
    "NL": ("Nuevo León", "19"),
    "PL": ("Puebla", "21"),
    "QT": ("Querétaro", "22"),
    "YN": ("Yucatán", "31"),
    "VZ": ("Veracruz", "30"),
    "CH": ("Chihuahua", "08"),
    "SP": ("San Luis Potosí", "24"),
    "MN": ("Michoacán", "16"),
}

# (municipio/alcaldía, estado, area code, C.P. prefix)
PLACES = [
    ("Coyoacán", "CDMX", "55", "04"),
    ("Benito Juárez", "CDMX", "55", "03"),
    ("Iztapalapa", "CDMX", "55", "09"),
    ("Zapopan", "Jalisco", "33", "45"),
    ("Guadalajara", "Jalisco", "33", "44"),
    ("Monterrey", "Nuevo León", "81", "64"),
    ("San Nicolás de los Garza", "N.L.", "81", "66"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Qro.", "442", "76"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("León", "Gto.", "477", "37"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Chihuahua", "Chih.", "614", "31"),
    ("Tijuana", "B.C.", "664", "22"),
    ("Naucalpan de Juárez", "Edo. Méx.", "55", "53"),
    ("Aguascalientes", "Ags.", "449", "20"),
    ("Morelia", "Michoacán", "443", "58"),
    ("San Luis Potosí", "S.L.P.", "444", "78"),
    ("Toluca", "Estado de México", "722", "50"),
    ("Xalapa", "Veracruz", "228", "91"),
]
STREETS = [
    "Calle Álamos",
    "Calle Fresno",
    "Av. Revolución",
    "Calle Hidalgo",
    "Privada Los Pinos",
    "Calle 5 de Mayo",
    "Av. Juárez",
    "Cerrada de la Luz",
    "Calle Morelos",
    "Andador Jazmín",
    "Calle Niños Héroes",
    "Av. Las Torres",
    "Calle Allende",
    "Calle Pino Suárez",
    "Privada Girasoles",
    "Calle Zaragoza",
    "Calle Orquídea",
    "Circuito Cedros",
]
COLONIAS = [
    "Col. Del Valle",
    "Col. Santa Úrsula",
    "Col. Las Águilas",
    "Col. Jardines del Sol",
    "Col. Centro",
    "Col. San Miguel",
    "Col. Lomas de Santa Fe",
    "Col. Infonavit Norte",
    "Col. El Mirador",
    "Col. Bosques del Prado",
    "Col. Villa de las Flores",
    "Col. Arboledas",
    "Col. Industrial",
    "Fracc. Los Olivos",
    "Col. La Joya",
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
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "outlook.es",
    "yahoo.com",
    "protonmail.com",
]

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B62UP = string.ascii_uppercase + string.digits


def strip_accents(s: str) -> str:
    table = str.maketrans("áéíóúÁÉÍÓÚüÜñÑ", "aeiouAEIOUuUnN")
    return s.translate(table)


class Person:
    def __init__(self, r: random.Random, lang: str = "es") -> None:
        if lang == "en":
            self.given = r.choice(EN_GIVEN)
            self.sur1 = r.choice(EN_SUR)
            self.sur2 = ""
            self.sex = "M"
        elif lang == "pt":
            self.given = r.choice(PT_GIVEN)
            self.sur1, self.sur2 = r.sample(PT_SUR, 2)
            self.sex = "M"
        else:
            self.sex = r.choice("HM")
            self.given = r.choice(GIVEN_M if self.sex == "H" else GIVEN_F)
            self.sur1, self.sur2 = r.sample(SURNAMES, 2)
        self.year = r.randint(1958, 2006)
        self.month = r.randint(1, 12)
        self.day = r.randint(1, 28)

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.given, self.sur1, self.sur2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.sur1}"


# ---------------------------------------------------------------- Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def _first_inner(s: str, pool: str) -> str:
    for c in s[1:]:
        if c in pool:
            return c
    return "X"


def curp(r: random.Random, p: Person) -> str:
    s1, s2, g = (strip_accents(x).upper() for x in (p.sur1, p.sur2 or "X", p.given))
    head = s1[0] + _first_inner(s1, VOWELS) + s2[0] + g[0]
    if head in ("PUTO", "CACA", "MEAR", "BUEY", "KAKA", "PEDO", "CULO", "MAMO"):
        head = head[0] + "X" + head[2:]
    state = r.choice(list(STATES))
    body = (
        head
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + p.sex
        + state
        + _first_inner(s1, CONS)
        + _first_inner(s2, CONS)
        + _first_inner(g, CONS)
    )
    body += r.choice("0123456789") if p.year < 2000 else r.choice("ABCDEFGH")
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(body: str) -> str:
    b = body.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(b))
    d = 11 - total % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def rfc_fisica(r: random.Random, p: Person) -> str:
    s1, s2, g = (strip_accents(x).upper() for x in (p.sur1, p.sur2 or "X", p.given))
    body = (
        s1[0]
        + _first_inner(s1, VOWELS)
        + s2[0]
        + g[0]
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + "".join(r.choice(B62UP.replace("O", "")) for _ in range(2))
    )
    return body + rfc_check(body)


def rfc_moral(r: random.Random, initials: str) -> str:
    body = (
        initials.upper()
        + f"{r.randint(85, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        + "".join(r.choice(B62UP.replace("O", "")) for _ in range(2))
    )
    assert len(body) == 11
    return body + rfc_check(body)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(r: random.Random, p: Person) -> str:
    body = (
        f"{r.randint(1, 99):02d}{r.randint(max(p.year % 100 + 16, 0) % 100, 99):02d}"
        f"{p.year % 100:02d}{r.randint(0, 9999):04d}"
    )
    return body + luhn_digit(body)


def clabe(r: random.Random, bank: str | None = None) -> str:
    bank = bank or r.choice(
        ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"]
    )
    body = bank + f"{r.randint(1, 999):03d}" + "".join(r.choice("0123456789") for _ in range(11))
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        head, n = "4" + r.choice(["152", "213", "555", "766", "915", "027", "509"]), 16
    elif brand == "mc":
        head, n = str(r.choice([51, 52, 53, 54, 55])) + str(r.randint(1000, 9999)), 16
    elif brand == "mc2":
        head, n = str(r.randint(2221, 2720)) + str(r.randint(10, 99)), 16
    else:
        head, n = str(r.choice([34, 37])) + str(r.randint(1000, 9999)), 15
    body = head + "".join(r.choice("0123456789") for _ in range(n - 1 - len(head)))
    return body + luhn_digit(body)


def ine_clave(r: random.Random, p: Person) -> str:
    s1, s2, g = (strip_accents(x).upper() for x in (p.sur1, p.sur2 or "X", p.given))
    letters = (
        s1[0]
        + _first_inner(s1, CONS)
        + s2[0]
        + _first_inner(s2, CONS)
        + g[0]
        + _first_inner(g, CONS)
    )
    state = r.choice(list(STATES.values()))[1]
    return (
        letters
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + state
        + ("H" if p.sex == "H" else "M")
        + f"{r.randint(100, 900):03d}"
    )


# ---------------------------------------------------------------- foreign identifiers


def cpf(r: random.Random) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        rem = s % 11
        d.append(0 if rem < 2 else 11 - rem)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(r: random.Random) -> str:
    n = r.randint(8_000_000, 24_999_999)
    total, m = 0, 2
    for c in reversed(str(n)):
        total += int(c) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - total % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{n:,}".replace(",", ".") + "-" + dvs


def dni_es(r: random.Random) -> str:
    n = r.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(r: random.Random) -> str:
    while True:
        pre = r.choice(["20", "27"])
        dni = f"{r.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        rem = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
        if rem == 10:
            continue
        return f"{pre}-{dni}-{0 if rem == 11 else rem}"


def ssn(r: random.Random) -> str:
    a = r.choice([x for x in range(100, 899) if x != 666])
    return f"{a:03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


def passport(r: random.Random, kind: str) -> str:
    if kind == "mx":
        return r.choice("GN") + "".join(r.choice("0123456789") for _ in range(8))
    if kind == "us":
        return "5" + "".join(r.choice("0123456789") for _ in range(8))
    if kind == "es":
        return (
            "".join(r.choice("ABCDEFGHJKLMNPRSTUVXYZ") for _ in range(3))
            + f"{r.randint(100000, 999999)}"
        )
    if kind == "br":
        return (
            "".join(r.choice("ABCDEFGHJKLMNPRSTUVXYZ") for _ in range(2))
            + f"{r.randint(100000, 999999)}"
        )
    return "".join(r.choice(B62UP) for _ in range(9))


# ---------------------------------------------------------------- phones, e-mails, places


def mx_number(r: random.Random, place: tuple[str, str, str, str] | None = None) -> tuple[str, str]:
    """(area code, subscriber) for a 10-digit Mexican number."""
    place = place or r.choice(PLACES)
    lada = place[2]
    rest = 10 - len(lada)
    sub = str(r.randint(2, 9)) + "".join(r.choice("0123456789") for _ in range(rest - 1))
    return lada, sub


def fmt_phone(lada: str, sub: str, style: str) -> str:
    n = lada + sub
    if len(lada) == 2:
        a, b = sub[:4], sub[4:]
    else:
        a, b = sub[:3], sub[3:]
    return {
        "intl": f"+52 {lada} {a} {b}",
        "intl1": f"+52 1 {lada} {a} {b}",
        "paren": f"({lada}) {a}-{b}",
        "dots": f"{lada}.{a}.{b}",
        "dash": f"{lada}-{a}-{b}",
        "bare": n,
        "e164": "+52" + n,
        "044": f"044 {lada} {a} {b}",
        "045": f"045 {lada} {a} {b}",
        "intlparen": f"+52 ({lada}) {a} {b}",
        "spaced": f"{lada} {a} {b}",
    }[style]


def email_local(r: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.lower() if accents else strip_accents(p.given.lower())
    s = p.sur1.lower() if accents else strip_accents(p.sur1.lower())
    g = g.replace(" ", "")
    return r.choice(
        [
            f"{g}.{s}",
            f"{g}{s}{r.randint(1, 99)}",
            f"{g[0]}{s}{p.year % 100:02d}",
            f"{g}_{s}",
            f"{s}.{g}{r.randint(70, 99)}",
        ]
    )


def address(r: random.Random, place=None, inner: bool = True) -> str:
    place = place or r.choice(PLACES)
    street = r.choice(STREETS)
    num = r.randint(3, 2400)
    style = r.randint(0, 3)
    cp = place[3] + f"{r.randint(0, 999):03d}"
    numtxt = [f"{num}", f"#{num}", f"núm. {num}", f"No. {num}"][style]
    inner = (
        r.choice(
            [
                "",
                "",
                f", int. {r.randint(1, 12)}",
                f", depto. {r.randint(101, 504)}",
                f" int. {r.choice('ABCD')}",
            ]
        )
        if inner
        else ""
    )
    return f"{street} {numtxt}{inner}, {r.choice(COLONIAS)}, C.P. {cp}, {place[0]}, {place[1]}"


def birth_date(p: Person, style: str) -> str:
    y, m, d = p.year, p.month, p.day
    return {
        "long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "slash": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "mmm": f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}",
        "en": f"{MONTHS_EN[m - 1]} {d}, {y}",
        "pt": f"{d} de {MONTHS_PT[m - 1]} de {y}",
        "dash": f"{d:02d}-{m:02d}-{y}",
    }[style]


# ---------------------------------------------------------------- secrets


def rs(r: random.Random, n: int, pool: str = ALNUM) -> str:
    return "".join(r.choice(pool) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random, sub: str, iss: str) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(
        (
            '{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"scope":"search:read"}'
            % (sub, iss, 1764900000 + r.randint(0, 99999), 1765900000 + r.randint(0, 99999))
        ).encode()
    )
    sig = b64url(bytes(r.randint(0, 255) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem_body(r: random.Random, lines: int = 6) -> list[str]:
    raw = bytes(r.randint(0, 255) for _ in range(48 * lines))
    b = base64.b64encode(raw).decode()
    return [
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b[:32],
        *[b[i : i + 64] for i in range(32, len(b), 64)][: lines - 1],
    ]


def api_key(r: random.Random, provider: str) -> str:
    return {
        "tavily": "tvly-" + r.choice(["dev-", "prod-", ""]) + rs(r, 32),
        "brave": "BSA" + rs(r, 28),
        "serpapi": rs(r, 64, HEX),
        "serper": rs(r, 40, HEX),
        "firecrawl": "fc-" + rs(r, 32, HEX),
        "jina": "jina_" + rs(r, 32, HEX) + rs(r, 28),
        "perplexity": "pplx-" + rs(r, 48),
        "openai": "sk-proj-" + rs(r, 48) + "T3BlbkFJ" + rs(r, 40),
        "anthropic": "sk-ant-api03-" + rs(r, 86, ALNUM + "-_") + "AA",
        "openrouter": "sk-or-v1-" + rs(r, 64, HEX),
        "groq": "gsk_" + rs(r, 52),
        "google": "AIza" + rs(r, 35, ALNUM + "-_"),
        "hf": "hf_" + rs(r, 34),
        "xai": "xai-" + rs(r, 80),
        "exa": rs(r, 8, HEX)
        + "-"
        + rs(r, 4, HEX)
        + "-4"
        + rs(r, 3, HEX)
        + "-a"
        + rs(r, 3, HEX)
        + "-"
        + rs(r, 12, HEX),
        "mistral": rs(r, 32),
        "cohere": rs(r, 40),
        "stripe": "sk_live_51" + rs(r, 96),
        "github": "ghp_" + rs(r, 36),
        "github_pat": "github_pat_11" + rs(r, 20, B62UP) + "_" + rs(r, 59),
        "gitlab": "glpat-" + rs(r, 20, ALNUM + "-_"),
        "sendgrid": "SG." + rs(r, 22, ALNUM + "-_") + "." + rs(r, 43, ALNUM + "-_"),
        "twilio": "SK" + rs(r, 32, HEX),
        "mailgun": "key-" + rs(r, 32, HEX),
        "slack_bot": "xoxb-"
        + str(r.randint(10**11, 10**12 - 1))
        + "-"
        + str(r.randint(10**11, 10**12 - 1))
        + "-"
        + rs(r, 24),
        "npm": "npm_" + rs(r, 36),
        "shopify": "shpat_" + rs(r, 32, HEX),
        "telegram": str(r.randint(10**9, 7 * 10**9)) + ":AA" + rs(r, 33, ALNUM + "-_"),
        "google_oauth": "ya29.a0" + rs(r, 120, ALNUM + "-_"),
        "aws_id": "AKIA" + rs(r, 16, string.ascii_uppercase + "234567"),
        "aws_secret": rs(r, 40, ALNUM + "/+"),
        "azure_sas": "sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-12-31T23:59:59Z&sig="
        + rs(r, 43, ALNUM + "%")
        + "%3D",
        "deepseek": "sk-" + rs(r, 32, HEX),
        "cloudflare": rs(r, 40, ALNUM + "-_"),
    }[provider]
