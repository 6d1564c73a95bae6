"""Value makers for corpus 42: invented identifiers with valid check digits, names, keys.

Everything is drawn from a ``random.Random`` passed in, so the corpus is deterministic.
No value belongs to a real person; names are random combinations of common given names
and surnames.
"""

from __future__ import annotations

import base64
import hashlib
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
    "Alejandro",
    "Sofía",
    "Diego",
    "Valeria",
    "Jorge",
    "Daniela",
    "Miguel",
    "Gabriela",
    "Ricardo",
    "Paola",
    "Eduardo",
    "Mariana",
    "Héctor",
    "Rosa",
    "Francisco",
    "Leticia",
    "Arturo",
    "Verónica",
    "Raúl",
    "Claudia",
    "Óscar",
    "Ximena",
    "Andrés",
    "Brenda",
    "Iván",
    "Itzel",
    "Rubén",
]
SURN_ES = [
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
    "Castillo",
    "Romero",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Ibarra",
    "Salazar",
    "Navarro",
    "Cervantes",
]
GIVEN_PT = ["João", "Ana Paula", "Thiago", "Camila", "Rafael", "Beatriz", "Lucas", "Juliana"]
SURN_PT = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ferreira"]
GIVEN_EN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Kevin", "Laura", "Brian"]
SURN_EN = ["Smith", "Johnson", "Miller", "Davis", "Brown", "Wilson", "Taylor", "Moore"]

STATES = {  # CURP state code -> (estado, municipios/colonias)
    "DF": (
        "Ciudad de México",
        ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Gustavo A. Madero"],
    ),
    "JC": ("Jalisco", ["Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"]),
    "NL": ("Nuevo León", ["Monterrey", "San Nicolás de los Garza", "Guadalupe", "Apodaca"]),
    "MC": ("Estado de México", ["Naucalpan", "Ecatepec", "Toluca", "Tlalnepantla"]),
    "PL": ("Puebla", ["Puebla", "San Andrés Cholula", "Atlixco"]),
    "GT": ("Guanajuato", ["León", "Celaya", "Irapuato"]),
    "QT": ("Querétaro", ["Querétaro", "Corregidora", "El Marqués"]),
    "YN": ("Yucatán", ["Mérida", "Progreso", "Kanasín"]),
    "BC": ("Baja California", ["Tijuana", "Mexicali", "Ensenada"]),
}
AREA = {
    "DF": "55",
    "JC": "33",
    "NL": "81",
    "MC": "55",
    "PL": "222",
    "GT": "477",
    "QT": "442",
    "YN": "999",
    "BC": "664",
}
COLONIAS = [
    "Del Valle",
    "Portales",
    "Jardines del Bosque",
    "Las Águilas",
    "Centro",
    "Santa María",
    "Lomas de San Miguel",
    "Obrera",
    "Industrial",
    "Reforma",
    "Chapultepec Norte",
    "San Rafael",
    "La Joya",
    "Villas del Sol",
    "Arboledas",
    "El Rosario",
]
CALLES = [
    "Calle Nogal",
    "Av. Hidalgo",
    "Privada Los Pinos",
    "Calle 5 de Mayo",
    "Cerrada de Fresnos",
    "Calle Benito Juárez",
    "Av. Revolución",
    "Calle Mina",
    "Andador Tulipanes",
    "Calle Morelos",
    "Calz. de Tlalpan",
    "Calle Allende",
    "Retorno 14",
    "Calle Jacarandas",
    "Av. Insurgentes Sur",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "yahoo.com",
    "protonmail.com",
    "gmail.com",
    "hotmail.com",
]


def strip(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        if lang == "pt":
            self.given, self.s1, self.s2 = (
                rng.choice(GIVEN_PT),
                rng.choice(SURN_PT),
                rng.choice(SURN_PT),
            )
        elif lang == "en":
            self.given, self.s1, self.s2 = rng.choice(GIVEN_EN), rng.choice(SURN_EN), ""
        else:
            self.given, self.s1 = rng.choice(GIVEN_ES), rng.choice(SURN_ES)
            self.s2 = rng.choice([s for s in SURN_ES if s != self.s1])
        self.sex = (
            "M"
            if self.given
            in {
                "María",
                "Guadalupe",
                "Ana",
                "Fernanda",
                "Sofía",
                "Valeria",
                "Daniela",
                "Gabriela",
                "Paola",
                "Mariana",
                "Rosa",
                "Leticia",
                "Verónica",
                "Claudia",
                "Ximena",
                "Brenda",
                "Itzel",
            }
            else "H"
        )
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.given, self.s1, self.s2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.s1}"


# ----------------------------------------------------------------- Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"


def _first_inner(word: str, vowels: bool) -> str:
    for c in word[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def curp(p: Person, rng: random.Random) -> str:
    s1, s2, g = (strip(x).upper().split()[0] for x in (p.s1, p.s2 or "X", p.given))
    head = s1[0] + _first_inner(s1, True) + s2[0] + g[0]
    if head in {"BUEI", "CACA", "COGE", "KAKA", "MAME", "MEAR", "PEDO", "PUTA", "CULO", "MEON"}:
        head = head[0] + "X" + head[2:]
    body = head + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}" + p.sex + p.state
    body += _first_inner(s1, False) + _first_inner(s2, False) + _first_inner(g, False)
    body += str(rng.randint(0, 9)) if p.year < 2000 else rng.choice("ABCDEFGH")
    tot = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - tot % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(first12: str) -> str:
    s = first12.rjust(12)
    tot = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    r = 11 - tot % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(p: Person, rng: random.Random) -> str:
    c = curp(p, rng)
    hom = rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZ") + rng.choice(
        "123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    )
    b = c[:10] + hom
    return b + _rfc_check(b)


def rfc_moral(company: str, rng: random.Random) -> str:
    letters = "".join(w[0] for w in strip(company).upper().split() if w[0].isalpha())[:3].ljust(
        3, "X"
    )
    b = (
        letters
        + f"{rng.randint(90, 99) if rng.random() < 0.4 else rng.randint(0, 19):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"  # noqa: E501
    )
    b += rng.choice("123456789ABCDEFGHJKLMN") + rng.choice("123456789ABCDEFGHJKLMN")
    return b + _rfc_check(b)


def luhn_digit(digits: str) -> str:
    tot = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return str((10 - tot % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def nss(p: Person, rng: random.Random) -> str:
    reg = min(p.year + rng.randint(16, 24), 2025) % 100
    b = f"{rng.randint(1, 97):02d}{reg:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return b + luhn_digit(b)


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(["002", "012", "014", "021", "072", "127", "137", "646"])
    b = bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    w = [3, 7, 1] * 6
    tot = sum(int(d) * w[i] % 10 for i, d in enumerate(b))
    return b + str((10 - tot % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    if brand == "visa":
        b = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        b = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        b = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:
        b = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return b + luhn_digit(b)


def ine_clave(p: Person, rng: random.Random) -> str:
    def cons(w: str) -> str:
        w = strip(w).upper().split()[0]
        return w[0] + _first_inner(w, True)

    code = cons(p.s1) + cons(p.s2 or "X") + cons(p.given)
    st = list(STATES).index(p.state) * 3 + 1
    return (
        code + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}{st:02d}{p.sex}{rng.randint(100, 999)}"
    )


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + "".join(rng.choice(string.digits) for _ in range(8))


def passport_foreign(rng: random.Random) -> tuple[str, str]:
    k = rng.choice(["us", "es", "br", "co"])
    if k == "us":
        return "US", str(rng.randint(5, 6)) + "".join(rng.choice(string.digits) for _ in range(8))
    if k == "es":
        return "ES", "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + "".join(
            rng.choice(string.digits) for _ in range(6)
        )
    if k == "br":
        return "BR", "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + "".join(
            rng.choice(string.digits) for _ in range(6)
        )
    return "CO", "AT" + "".join(rng.choice(string.digits) for _ in range(7))


# ----------------------------------------------------------------- foreign ids


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        r = s * 10 % 11
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
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        b = pre + dni
        s = sum(int(c) * w for c, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20_000_000, 45_999_999):,}".replace(",", ".")


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(1, 900) if x != 666])
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


# ----------------------------------------------------------------- phones


def mobile10(p: Person | None, rng: random.Random) -> tuple[str, str]:
    area = AREA[p.state] if p else rng.choice(["55", "33", "81", "442", "477", "222"])
    rest = "".join(rng.choice(string.digits) for _ in range(10 - len(area)))
    rest = str(rng.randint(1, 9)) + rest[1:]
    return area, rest


def phone_forms(area: str, rest: str) -> dict[str, str]:
    n = area + rest
    a2 = len(area) == 2
    mid = rest[:4] if a2 else rest[:3]
    end = rest[4:] if a2 else rest[3:]
    return {
        "intl-spaced": f"+52 {area} {mid} {end}",
        "intl-mobile1": f"+52 1 {area} {mid} {end}",
        "parens": f"({area}) {mid}-{end}",
        "dots": f"{area}.{mid}.{end}",
        "hyphens": f"{area}-{mid}-{end}",
        "e164": f"+52{n}",
        "044": f"044 {area} {mid} {end}",
        "045": f"045 {area} {mid} {end}",
        "bare10": n,
        "intl-parens": f"+52 ({area}) {mid} {end}",
        "spaced": f"{area} {mid} {end}",
    }


# ----------------------------------------------------------------- e-mails


def email_local(p: Person, rng: random.Random, accents: bool = False) -> str:
    g = p.given.split()[0].lower()
    s1 = p.s1.lower()
    if not accents:
        g, s1 = strip(g), strip(s1)
    sep = rng.choice([".", "_", "", "."])
    tail = rng.choice(["", str(p.year % 100), str(p.year), str(rng.randint(1, 99)), ""])
    if rng.random() < 0.3:
        return g[0] + s1 + tail
    return g + sep + s1 + tail


# ----------------------------------------------------------------- secrets

ALNUM = string.ascii_letters + string.digits
B64U = ALNUM + "-_"


def rs(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def api_key(rng: random.Random, provider: str) -> str:
    h = string.hexdigits[:16]
    return {
        "tavily": lambda: "tvly-" + rng.choice(["dev-", "prod-", ""]) + rs(rng, 32),
        "brave": lambda: "BSA" + rs(rng, 28),
        "serpapi": lambda: rs(rng, 64, h),
        "serper": lambda: rs(rng, 40, h),
        "firecrawl": lambda: "fc-" + rs(rng, 32, h),
        "jina": lambda: "jina_" + rs(rng, 32, h) + rs(rng, 28),
        "perplexity": lambda: "pplx-" + rs(rng, 48),
        "openai": lambda: "sk-proj-" + rs(rng, 48, B64U) + "T3BlbkFJ" + rs(rng, 48, B64U),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, 93, B64U) + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, 64, h),
        "groq": lambda: "gsk_" + rs(rng, 52),
        "google": lambda: "AIza" + rs(rng, 35, B64U),
        "huggingface": lambda: "hf_" + rs(rng, 34, string.ascii_letters),
        "xai": lambda: "xai-" + rs(rng, 80),
        "exa": lambda: (
            f"{rs(rng, 8, h)}-{rs(rng, 4, h)}-{rs(rng, 4, h)}-{rs(rng, 4, h)}-{rs(rng, 12, h)}"
        ),
        "mistral": lambda: rs(rng, 32),
        "cohere": lambda: rs(rng, 40),
        "stripe": lambda: "sk_live_" + rs(rng, 99),
        "github": lambda: "ghp_" + rs(rng, 36),
        "github-pat": lambda: "github_pat_" + rs(rng, 22) + "_" + rs(rng, 59),
        "gitlab": lambda: "glpat-" + rs(rng, 20, B64U),
        "sendgrid": lambda: "SG." + rs(rng, 22, B64U) + "." + rs(rng, 43, B64U),
        "slack-bot": lambda: (
            f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{rs(rng, 24)}"
        ),
        "deepseek": lambda: "sk-" + rs(rng, 32, h),
        "you": lambda: rs(rng, 8, h) + "<__>" + rs(rng, 24),
        "linkup": lambda: (
            f"{rs(rng, 8, h)}-{rs(rng, 4, h)}-4{rs(rng, 3, h)}-a{rs(rng, 3, h)}-{rs(rng, 12, h)}"
        ),
    }[provider]()


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(rng: random.Random, sub: str) -> str:
    head = b64u(
        json.dumps(
            {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")
        ).encode()
    )
    body = b64u(
        json.dumps(
            {
                "sub": sub,
                "iat": 1733400000 + rng.randint(0, 9999999),
                "exp": 1765000000 + rng.randint(0, 9999999),
                "scope": "search:read",
            },
            separators=(",", ":"),
        ).encode()
    )
    return f"{head}.{body}.{rs(rng, 43, B64U)}"


def pem(rng: random.Random, kind: str = "RSA PRIVATE KEY") -> list[str]:
    raw = bytes(rng.randrange(256) for _ in range(48 * 9))
    b = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + raw).decode()
    rows = [b[i : i + 64] for i in range(0, min(len(b), 64 * 6), 64)]
    return [f"-----BEGIN {kind}-----", *rows, f"-----END {kind}-----"]


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rs(rng, 16, string.ascii_uppercase + "234567"), rs(rng, 40, ALNUM + "/+")


def uuid4(rng: random.Random) -> str:
    h = "0123456789abcdef"
    return f"{rs(rng, 8, h)}-{rs(rng, 4, h)}-4{rs(rng, 3, h)}-{rng.choice('89ab')}{rs(rng, 3, h)}-{rs(rng, 12, h)}"


def sha256(rng: random.Random) -> str:
    return hashlib.sha256(str(rng.random()).encode()).hexdigest()


def isbn13(rng: random.Random) -> str:
    b = (
        "978"
        + rng.choice(["607", "968", "970", "84"])
        + "".join(rng.choice(string.digits) for _ in range(10))
    )
    b = b[:12]
    tot = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(b))
    return b + str((10 - tot % 10) % 10)
