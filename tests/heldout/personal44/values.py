"""Value makers of corpus 44: invented identifiers with valid check digits, names, phones,
addresses, keys. Everything is drawn from a ``random.Random`` passed in (deterministic)."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

# ---------------------------------------------------------------------------- people

GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Miguel",
    "Jorge",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Francisco",
    "Eduardo",
    "Roberto",
    "Daniel",
    "Sergio",
    "Raúl",
    "Héctor",
    "Arturo",
    "Javier",
    "Víctor",
    "Óscar",
    "Andrés",
    "Pablo",
    "Emiliano",
    "Santiago",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Gabriela",
    "Verónica",
    "Adriana",
    "Claudia",
    "Alejandra",
    "Leticia",
    "Mónica",
    "Rosa",
    "Silvia",
    "Daniela",
    "Fernanda",
    "Sofía",
    "Valeria",
    "Ximena",
    "Lucía",
    "Mariana",
    "Elena",
    "Araceli",
    "Beatriz",
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
    "Cortés",
    "Estrada",
    "Luna",
    "Ríos",
    "Contreras",
    "Navarro",
]
GIVEN_EN = [
    "James",
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Robert",
    "Ashley",
    "Kevin",
    "Megan",
    "Brian",
    "Rachel",
    "Thomas",
    "Olivia",
    "Daniel",
    "Hannah",
]
SURNAMES_EN = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Moore",
    "Clark",
    "Walker",
    "Hall",
    "Young",
    "Allen",
    "Wright",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Gabriel",
    "Juliana",
    "Rafael",
    "Camila",
    "Thiago",
    "Larissa",
    "Felipe",
    "Fernanda",
]
SURNAMES_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Lima",
    "Pereira",
    "Ferreira",
    "Costa",
    "Rodrigues",
    "Almeida",
    "Nascimento",
    "Carvalho",
    "Ribeiro",
    "Gomes",
]

STRIP = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñãõçÃÕÇ", "AEIOUUNaeiouunaocAOC")


def plain(s: str) -> str:
    return s.translate(STRIP)


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.sex = rng.choice("HM")
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            pool = SURNAMES_EN
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            pool = SURNAMES_PT
        else:
            self.given = rng.choice(GIVEN_M if self.sex == "H" else GIVEN_F)
            pool = SURNAMES
        self.pat = rng.choice(pool)
        self.mat = rng.choice([s for s in pool if s != self.pat])
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(STATES)
        self.lang = lang

    @property
    def name(self) -> str:
        if self.lang == "en":
            return f"{self.given} {self.pat}"
        return f"{self.given} {self.pat} {self.mat}"

    @property
    def short(self) -> str:
        return f"{self.given} {self.pat}"


STATES = [
    ("DF", "Ciudad de México"),
    ("JC", "Jalisco"),
    ("NL", "Nuevo León"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("GT", "Guanajuato"),
    ("YN", "Yucatán"),
    ("BC", "Baja California"),
    ("CH", "Chihuahua"),
    ("VZ", "Veracruz"),
    ("MC", "Estado de México"),
    ("OC", "Oaxaca"),
    ("MN", "Michoacán"),
    ("SL", "Sinaloa"),
    ("SR", "Sonora"),
    ("AS", "Aguascalientes"),
]
VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def _first_inner(s: str, pool: str) -> str:
    for ch in s[1:]:
        if ch in pool:
            return ch
    return "X"


# ---------------------------------------------------------------------------- Mexican ids

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(rng: random.Random, p: Person) -> str:
    pat, mat, giv = (plain(x).upper() for x in (p.pat, p.mat, p.given.split()[0]))
    if giv in ("JOSE", "MARIA") and len(p.given.split()) > 1:
        giv = plain(p.given.split()[1]).upper()
    head = pat[0] + _first_inner(pat, VOWELS) + mat[0] + giv[0]
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    tail = _first_inner(pat, CONS) + _first_inner(mat, CONS) + _first_inner(giv, CONS)
    homo = str(rng.randint(0, 9)) if p.year < 2000 else rng.choice(string.ascii_uppercase)
    body = head + date + p.sex + p.state[0] + tail + homo
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_check(body12: str) -> str:
    b = body12.rjust(12)
    s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(b))
    r = s % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    pat, mat, giv = (plain(x).upper() for x in (p.pat, p.mat, p.given.split()[0]))
    head = pat[0] + _first_inner(pat, VOWELS) + mat[0] + giv[0]
    body = (
        head + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}" + rng.choice(HOMO) + rng.choice(HOMO)
    )
    return body + rfc_check(body)


def rfc_moral(rng: random.Random, company: str) -> str:
    words = [
        w
        for w in plain(company).upper().split()
        if w not in ("DE", "LA", "EL", "Y", "S.A.", "C.V.", "SA", "CV")
    ]
    head = (
        (words[0][0] + words[1][0] + words[2][0])
        if len(words) >= 3
        else (words[0][:3]).ljust(3, "X")
    )
    body = (
        head
        + f"{rng.randint(0, 23):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rng.choice(HOMO)
        + rng.choice(HOMO)
    )
    return body + rfc_check(body)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random, p: Person) -> str:
    reg = min(p.year + rng.randint(16, 22), 2025) % 100
    body = f"{rng.randint(1, 97):02d}{reg:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clave_elector(rng: random.Random, p: Person) -> str:
    pat, mat, giv = (plain(x).upper() for x in (p.pat, p.mat, p.given.split()[0]))

    def cv(s: str) -> str:
        return (
            s[0] + _first_inner(s, VOWELS) if s[0] not in VOWELS else s[0] + _first_inner(s, CONS)
        )

    st = STATES.index(p.state) + 1
    return (
        cv(pat)
        + cv(mat)
        + cv(giv)
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + f"{st:02d}"
        + p.sex
        + f"{rng.randint(0, 999):03d}"
    )


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "036": "Inbursa",
    "127": "Azteca",
    "137": "BanCoppel",
}


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(list(BANKS))
    body = (
        bank
        + f"{rng.choice([180, 320, 650, 580, 540, 680, 150]):03d}"
        + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1]
    s = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
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


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + "".join(rng.choice(string.digits) for _ in range(8))


def passport_us(rng: random.Random) -> str:
    return str(rng.randint(5, 6)) + "".join(rng.choice(string.digits) for _ in range(8))


def passport_es(rng: random.Random) -> str:
    return "".join(rng.choice("PAXKB") for _ in range(3)) + "".join(
        rng.choice(string.digits) for _ in range(6)
    )


def passport_br(rng: random.Random) -> str:
    return rng.choice(["FN", "GB", "FT", "YB"]) + "".join(
        rng.choice(string.digits) for _ in range(6)
    )


# ---------------------------------------------------------------------------- foreign ids


def cpf(rng: random.Random, fmt: bool = True) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if fmt else s


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> str:
    pre = rng.choice(["20", "27"])
    dni = f"{rng.randint(20_000_000, 45_999_999)}"
    body = pre + dni
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
    if r == 10:
        return cuil(rng)
    dv = 0 if r == 11 else r
    return f"{pre}-{dni}-{dv}"


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(100, 899) if x != 666])
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


# ---------------------------------------------------------------------------- phones

AREAS = ["55", "33", "81", "222", "442", "461", "477", "999", "664", "614", "998", "449"]


def mx_phone(rng: random.Random) -> str:
    import phonenumbers

    while True:
        a = rng.choice(AREAS)
        rest = str(rng.randint(2, 9)) + "".join(
            rng.choice(string.digits) for _ in range(9 - len(a))
        )
        num = a + rest
        pn = phonenumbers.parse("+52" + num)
        if phonenumbers.is_valid_number(pn):
            return num


def fmt_phone(num: str, style: str) -> str:
    a = 2 if num[:2] in ("55", "33", "81") else 3
    area, rest = num[:a], num[a:]
    r1, r2 = (rest[:4], rest[4:]) if a == 2 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {area} {r1} {r2}",
        "intl1": f"+52 1 {area} {r1} {r2}",
        "paren": f"({area}) {r1}-{r2}",
        "dots": f"{area}.{r1}.{r2}",
        "dash": f"{area}-{r1}-{r2}",
        "044": f"044 {area} {r1} {r2}",
        "045": f"045 {area} {r1} {r2}",
        "e164": f"+52{num}",
        "bare": num,
        "intlparen": f"+52 ({area}) {r1} {r2}",
        "spaced": f"{area} {r1} {r2}",
    }[style]


# ---------------------------------------------------------------------------- addresses

STREETS = [
    "Calle Fresno",
    "Av. Revolución",
    "Calle Hidalgo",
    "Privada de los Pinos",
    "Cerrada Tulipanes",
    "Calle Morelos",
    "Av. Juárez",
    "Calle 5 de Mayo",
    "Andador Jacarandas",
    "Calz. de Tlalpan",
    "Calle Allende",
    "Calle Niños Héroes",
    "Privada Ocampo",
    "Calle Guerrero",
    "Av. Las Torres",
    "Calle Sauces",
]
COLONIAS = [
    ("Col. Del Valle", "03100", "Benito Juárez", "Ciudad de México"),
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "CDMX"),
    ("Col. Providencia", "44630", "Guadalajara", "Jalisco"),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. La Paz", "72160", "Puebla", "Puebla"),
    ("Col. Jardines de la Hacienda", "76180", "Querétaro", "Qro."),
    ("Col. Las Insurgentes", "38080", "Celaya", "Gto."),
    ("Col. García Ginerés", "97070", "Mérida", "Yucatán"),
    ("Fracc. Lomas de Santa Fe", "22740", "Tijuana", "B.C."),
    ("Col. San Felipe", "31203", "Chihuahua", "Chih."),
    ("Col. Bosques del Valle", "20130", "Aguascalientes", "Ags."),
    ("Col. Ciudad Satélite", "53100", "Naucalpan", "Estado de México"),
]


def home_address(rng: random.Random, style: int, office: bool = False) -> str:
    st = rng.choice(STREETS)
    col, cp, mun, edo = rng.choice(COLONIAS)
    n = rng.randint(3, 480)
    if office:
        inner = rng.choice(
            [
                f", piso {rng.randint(1, 12)}",
                f" local {rng.randint(1, 40)}",
                "",
                f", Torre B piso {rng.randint(2, 20)}",
            ]
        )
    else:
        inner = rng.choice(
            [
                f", int. {rng.randint(1, 12)}",
                f" depto. {rng.randint(101, 504)}",
                "",
                f" int. {rng.choice('ABC')}",
            ]
        )
    if style == 0:
        return f"{st} {n}{inner}, {col}, C.P. {cp}, {mun}, {edo}"
    if style == 1:
        return f"{st} #{n}{inner}, {col}, {mun}, {edo}, CP {cp}"
    if style == 2:
        return f"{st} núm. {n}{inner}, {col}, C.P. {cp}, {mun}"
    return f"{st} No. {n}{inner} {col} CP {cp} {mun}, {edo}"


# ---------------------------------------------------------------------------- dates

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
MESES3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]
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


def birth(p: Person, style: str) -> str:
    d, m, y = p.day, p.month, p.year
    return {
        "long": f"{d} de {MESES[m - 1]} de {y}",
        "slash": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "mmm": f"{d:02d}-{MESES3[m - 1]}-{y}",
        "en": f"{MONTHS[m - 1]} {d}, {y}",
        "pt": f"{d} de {MESES_PT[m - 1]} de {y}",
        "dash": f"{d:02d}-{m:02d}-{y}",
    }[style]


# ---------------------------------------------------------------------------- e-mail

FREE = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
]


def email(rng: random.Random, p: Person, accent: bool = False) -> str:
    g = p.given.split()[0].lower()
    s = p.pat.lower()
    if not accent:
        g, s = plain(g), plain(s)
    style = rng.randint(0, 4)
    local = [
        f"{g}.{s}",
        f"{g}{s[:1]}{rng.randint(70, 99)}",
        f"{g[0]}{s}{rng.randint(1, 9)}",
        f"{g}_{s}",
        f"{s}.{g}{rng.randint(1, 30)}",
    ][style]
    return f"{local}@{rng.choice(FREE)}"


# ---------------------------------------------------------------------------- secrets

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def rs(rng: random.Random, n: int, pool: str = ALNUM) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def key(rng: random.Random, provider: str) -> str:
    return {
        "tavily": lambda: "tvly-" + rng.choice(["", "dev-", "prod-"]) + rs(rng, 32),
        "brave": lambda: "BSA" + rs(rng, 28),
        "serpapi": lambda: rs(rng, 64, HEX),
        "serper": lambda: rs(rng, 40, HEX),
        "firecrawl": lambda: "fc-" + rs(rng, 32, HEX),
        "jina": lambda: "jina_" + rs(rng, 32, HEX) + rs(rng, 28),
        "perplexity": lambda: "pplx-" + rs(rng, 48),
        "openai": lambda: "sk-proj-" + rs(rng, 48, B64URL) + "T3BlbkFJ" + rs(rng, 48, B64URL),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, 93, B64URL) + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, 64, HEX),
        "groq": lambda: "gsk_" + rs(rng, 52),
        "google": lambda: "AIza" + rs(rng, 35, B64URL),
        "hf": lambda: "hf_" + rs(rng, 34),
        "xai": lambda: "xai-" + rs(rng, 80),
        "exa": lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "mistral": lambda: rs(rng, 32),
        "cohere": lambda: rs(rng, 40),
        "stripe": lambda: "sk_live_51" + rs(rng, 97),
        "github": lambda: "ghp_" + rs(rng, 36),
        "github_pat": lambda: (
            "github_pat_11"
            + rs(rng, 20, string.ascii_uppercase + string.digits)
            + "_"
            + rs(rng, 59)
        ),
        "sendgrid": lambda: "SG." + rs(rng, 22, B64URL) + "." + rs(rng, 43, B64URL),
        "gemini": lambda: "AIza" + rs(rng, 35, B64URL),
        "deepseek": lambda: "sk-" + rs(rng, 32, HEX),
        "serpstack": lambda: rs(rng, 32, HEX),
    }[provider]()


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rs(rng, 16, string.ascii_uppercase + "234567"), rs(rng, 40, ALNUM + "/+")


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(rng: random.Random, claims: dict) -> str:
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(claims, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rng.randbytes(32))}"


def pem_private(rng: random.Random, kind: str = "RSA PRIVATE KEY") -> str:
    body = base64.b64encode(rng.randbytes(48 * 12)).decode()
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(rows) + f"\n-----END {kind}-----"


def password(rng: random.Random) -> str:
    return (
        rs(rng, rng.randint(5, 8))
        + rng.choice(["#", "!", "*", "_", "9"])
        + rs(rng, rng.randint(4, 7))
    )


def basic(user: str, pwd: str) -> str:
    return base64.b64encode(f"{user}:{pwd}".encode()).decode()


# ---------------------------------------------------------------------------- keepers


def sha256(rng: random.Random) -> str:
    return hashlib.sha256(rng.randbytes(16)).hexdigest()


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "84"])
    body += "".join(rng.choice(string.digits) for _ in range(12 - len(body)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)
