"""Value makers for corpus 59: invented identifiers with valid check digits, names, places.

Every maker takes a ``random.Random`` and returns a string; nothing here is a real
person's datum (names are random combinations of common given names and surnames).
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
    "Fernando",
    "Ricardo",
    "Eduardo",
    "Javier",
    "Raúl",
    "Héctor",
    "Sergio",
    "Arturo",
    "Roberto",
    "Óscar",
    "Daniel",
    "Iván",
    "Martín",
    "Andrés",
    "Rubén",
    "Ramón",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Alejandra",
    "Verónica",
    "Gabriela",
    "Rosa",
    "Leticia",
    "Claudia",
    "Sofía",
    "Adriana",
    "Mónica",
    "Elena",
    "Lucía",
    "Teresa",
    "Beatriz",
    "Karla",
    "Daniela",
    "Itzel",
    "Ximena",
    "Fernanda",
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
    "Moreno",
    "Castillo",
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
    "Rojas",
    "Contreras",
    "Salazar",
    "Luna",
    "Ortega",
    "Delgado",
    "Guerrero",
    "Estrada",
    "Cervantes",
    "Sandoval",
    "Ibarra",
    "Navarro",
    "Campos",
]
GIVEN_PT_M = [
    "João",
    "Pedro",
    "Lucas",
    "Gabriel",
    "Rafael",
    "Felipe",
    "Thiago",
    "Bruno",
    "Gustavo",
    "Rodrigo",
]
GIVEN_PT_F = [
    "Ana",
    "Juliana",
    "Mariana",
    "Camila",
    "Beatriz",
    "Larissa",
    "Fernanda",
    "Patrícia",
    "Renata",
    "Aline",
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
    "Araújo",
    "Ribeiro",
    "Gomes",
    "Barbosa",
]
GIVEN_EN = [
    "James",
    "Michael",
    "Robert",
    "David",
    "Emily",
    "Sarah",
    "Jessica",
    "Ashley",
    "Daniel",
    "Laura",
    "Kevin",
    "Megan",
    "Brian",
    "Rachel",
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
    "Thomas",
    "Moore",
    "Martin",
    "Clark",
    "Lewis",
]

STATES = [
    ("AS", "Aguascalientes"),
    ("DF", "Ciudad de México"),
    ("JC", "Jalisco"),
    ("NL", "Nuevo León"),
    ("GT", "Guanajuato"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("YN", "Yucatán"),
    ("MC", "Estado de México"),
    ("VZ", "Veracruz"),
    ("CH", "Chihuahua"),
    ("SL", "Sinaloa"),
    ("BC", "Baja California"),
    ("MN", "Michoacán"),
]
MUNIS = [
    ("Álvaro Obregón", "Ciudad de México", "01"),
    ("Coyoacán", "Ciudad de México", "04"),
    ("Iztapalapa", "Ciudad de México", "09"),
    ("Zapopan", "Jalisco", "45"),
    ("Tlaquepaque", "Jalisco", "45"),
    ("Guadalajara", "Jalisco", "44"),
    ("San Nicolás de los Garza", "Nuevo León", "66"),
    ("Guadalupe", "Nuevo León", "67"),
    ("León", "Guanajuato", "37"),
    ("Celaya", "Guanajuato", "38"),
    ("Puebla", "Puebla", "72"),
    ("Querétaro", "Querétaro", "76"),
    ("Mérida", "Yucatán", "97"),
    ("Ecatepec de Morelos", "Estado de México", "55"),
    ("Naucalpan de Juárez", "Estado de México", "53"),
    ("Aguascalientes", "Aguascalientes", "20"),
    ("Culiacán", "Sinaloa", "80"),
    ("Tijuana", "Baja California", "22"),
]
STREETS = [
    "Fresno",
    "Hidalgo",
    "Morelos",
    "Allende",
    "Juárez",
    "Aldama",
    "Zaragoza",
    "Insurgentes",
    "Nogal",
    "Jacarandas",
    "Bugambilias",
    "Pino",
    "Suárez",
    "Independencia",
    "Reforma",
    "Abasolo",
    "Guerrero",
    "Matamoros",
    "Galeana",
    "Colibrí",
    "Girasoles",
    "Tulipanes",
    "Cedros",
    "Encinos",
    "Sauce",
]
STREET_KIND = ["Calle", "Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "Prol."]
COLONIAS = [
    "Las Águilas",
    "Santa Úrsula",
    "Lomas de San Miguel",
    "El Rosario",
    "Jardines del Valle",
    "San Pedro",
    "Los Pinos",
    "La Joya",
    "Villa de las Flores",
    "Industrial",
    "Centro",
    "Las Américas",
    "Del Valle Norte",
    "Tecnológico",
    "Residencial San Ángel",
    "Ampliación Progreso",
]
AREAS = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "664",
    "999",
    "998",
    "614",
    "871",
    "449",
    "311",
    "744",
    "951",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
    "outlook.es",
    "hotmail.es",
]
FREEMAIL_PT = [
    "gmail.com",
    "uol.com.br",
    "bol.com.br",
    "hotmail.com",
    "yahoo.com.br",
    "terra.com.br",
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
MON3_ES = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]

ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _plain(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(tr)


# ------------------------------------------------------------------ people


def person(rng: random.Random, lang: str = "es") -> dict[str, str]:
    female = rng.random() < 0.5
    if lang == "pt":
        g = rng.choice(GIVEN_PT_F if female else GIVEN_PT_M)
        s1, s2 = rng.sample(SURNAMES_PT, 2)
    elif lang == "en" and rng.random() < 0.5:
        g = rng.choice(GIVEN_EN)
        s1, s2 = rng.sample(SURNAMES_EN, 2)
        y, m, d = rng.randint(1958, 2006), rng.randint(1, 12), rng.randint(1, 28)
        return {
            "given": g,
            "s1": s1,
            "s2": s2,
            "name": f"{g} {s1}",
            "full": f"{g} {s1}",
            "sex": "M" if female else "H",
            "y": y,
            "m": m,
            "d": d,
        }
    else:
        g = rng.choice(GIVEN_F if female else GIVEN_M)
        s1, s2 = rng.sample(SURNAMES, 2)
    y = rng.randint(1958, 2006)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return {
        "given": g,
        "s1": s1,
        "s2": s2,
        "name": f"{g} {s1}",
        "full": f"{g} {s1} {s2}",
        "sex": "M" if female else "H",
        "y": y,
        "m": m,
        "d": d,
    }


# ------------------------------------------------------------------ Mexican ids

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"


def _first_inner(word: str, vowels: bool) -> str:
    for ch in word[1:]:
        if (ch in VOWELS) == vowels and ch.isalpha():
            return ch
    return "X"


def curp(rng: random.Random, p: dict[str, str] | None = None) -> str:
    p = p or person(rng)
    s1, s2, g = (_plain(x).upper() for x in (p["s1"], p["s2"], p["given"]))
    head = s1[0] + _first_inner(s1, True) + s2[0] + g[0]
    state = rng.choice(STATES)[0]
    born = f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
    cons = _first_inner(s1, False) + _first_inner(s2, False) + _first_inner(g, False)
    diff = str(rng.randint(0, 9)) if p["y"] < 2000 else rng.choice("ABCDEF")
    body = head + born + p["sex"] + state + cons + diff
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first12: str) -> str:
    s = first12 if len(first12) == 12 else " " + first12
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    r = total % 11
    return "0" if r == 0 else ("A" if 11 - r == 10 else str(11 - r))


def rfc_fisica(rng: random.Random, p: dict[str, str] | None = None) -> str:
    p = p or person(rng)
    s1, s2, g = (_plain(x).upper() for x in (p["s1"], p["s2"], p["given"]))
    head = s1[0] + _first_inner(s1, True) + s2[0] + g[0]
    base = (
        head
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
        + rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return base + rfc_check(base)


def rfc_moral(rng: random.Random, initials: str) -> str:
    base = (
        initials[:3].upper()
        + f"{rng.randint(0, 23):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return base + rfc_check(base)


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


def nss(rng: random.Random, p: dict[str, str] | None = None) -> str:
    p = p or person(rng)
    reg = min(p["y"] + rng.randint(16, 24), 2024) % 100
    body = f"{rng.randint(1, 99):02d}{reg:02d}{p['y'] % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


BANKS = [
    ("002", "Banamex"),
    ("012", "BBVA"),
    ("014", "Santander"),
    ("021", "HSBC"),
    ("072", "Banorte"),
    ("127", "Banco Azteca"),
    ("137", "BanCoppel"),
    ("036", "Inbursa"),
    ("058", "Banregio"),
    ("044", "Scotiabank"),
]


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(BANKS)[0]
    body = bank + f"{rng.randint(10, 999):03d}" + rs(rng, string.digits, 11)
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    if brand == "visa":
        body = "4" + rs(rng, string.digits, 14)
    elif brand == "mc":
        body = "5" + str(rng.randint(1, 5)) + rs(rng, string.digits, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + rs(rng, string.digits, 11)
    else:
        body = rng.choice(["34", "37"]) + rs(rng, string.digits, 12)
    return body + luhn_digit(body)


def ine_clave(rng: random.Random, p: dict[str, str] | None = None) -> str:
    p = p or person(rng)
    s1, s2, g = (_plain(x).upper() for x in (p["s1"], p["s2"], p["given"]))

    def two(w: str) -> str:
        cons = [c for c in w if c.isalpha() and c not in VOWELS]
        return (
            w[0] + (cons[1] if len(cons) > 1 and cons[0] == w[0] else cons[0] if cons else "X")
        )[:2]

    return (
        two(s1)
        + two(s2)
        + two(g)
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
        + f"{rng.randint(1, 32):02d}"
        + p["sex"]
        + f"{rng.randint(0, 999):03d}"
    )


# ------------------------------------------------------------------ foreign ids


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        r = s % 11
        d.append(0 if r < 2 else 11 - r)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, w = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{n:,}".replace(",", ".") + "-" + dvs


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27"])
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def passport(rng: random.Random, kind: str) -> str:
    if kind == "mx":
        return rng.choice("GN") + rs(rng, string.digits, 8)
    if kind == "us":
        return rs(rng, string.digits, 9) if rng.random() < 0.5 else "A" + rs(rng, string.digits, 8)
    if kind == "es":
        return rs(rng, string.ascii_uppercase, 3) + rs(rng, string.digits, 6)
    if kind == "br":
        return rs(rng, string.ascii_uppercase, 2) + rs(rng, string.digits, 6)
    if kind == "ar":
        return rs(rng, string.digits, 8) + rng.choice("AN")
    return rs(rng, string.ascii_uppercase, 2) + rs(rng, string.digits, 7)


# ------------------------------------------------------------------ contact


def mx_phone_digits(rng: random.Random) -> tuple[str, str]:
    area = rng.choice(AREAS)
    rest = str(rng.randint(2, 9)) + rs(rng, string.digits, 9 - len(area))
    return area, rest


def fmt_phone(area: str, rest: str, style: str) -> str:
    n = area + rest
    a3 = len(area) == 3
    first, last = (rest[:3], rest[3:]) if a3 else (rest[:4], rest[4:])
    return {
        "intl": f"+52 {area} {first} {last}",
        "intl1": f"+52 1 {area} {first} {last}",
        "044": f"044 {area} {first} {last}",
        "045": f"045 {area} {first} {last}",
        "paren": f"({area}) {first}-{last}",
        "dots": f"{area}.{first}.{last}",
        "dash": f"{area}-{first}-{last}",
        "bare": n,
        "e164": f"+52{n}",
        "intlparen": f"+52 ({area}) {first} {last}",
        "space": f"{area} {first} {last}",
    }[style]


def email_local(rng: random.Random, p: dict[str, str], accents: bool = False) -> str:
    g, s1, s2 = (p["given"], p["s1"], p["s2"])
    if not accents:
        g, s1, s2 = _plain(g), _plain(s1), _plain(s2)
    g, s1, s2 = g.lower().replace(" ", ""), s1.lower(), s2.lower()
    return rng.choice(
        [
            f"{g}.{s1}",
            f"{g}_{s1}{rng.randint(70, 99)}",
            f"{g[0]}{s1}{s2[0]}",
            f"{g}{s1[:3]}{rng.randint(1, 30)}",
            f"{s1}.{g}{rng.randint(1, 9)}",
            f"{g}.{s1}.{s2}",
        ]
    )


def email(rng: random.Random, p: dict[str, str], lang: str = "es", accents: bool = False) -> str:
    dom = rng.choice(FREEMAIL_PT if lang == "pt" else FREEMAIL)
    return f"{email_local(rng, p, accents)}@{dom}"


# ------------------------------------------------------------------ addresses


def home_address(rng: random.Random, style: int) -> str:
    kind = rng.choice(STREET_KIND)
    street = rng.choice(STREETS)
    num = rng.randint(3, 2400)
    col = rng.choice(COLONIAS)
    muni, state, cp2 = rng.choice(MUNIS)
    cp = cp2 + f"{rng.randint(0, 999):03d}"
    inter = rng.choice(
        [
            "",
            f" int. {rng.randint(1, 12)}",
            f" depto. {rng.randint(101, 504)}",
            f" Int. {rng.choice('ABCD')}",
        ]
    )
    if style == 0:
        return f"{kind} {street} {num}{inter}, Col. {col}, C.P. {cp}, {muni}, {state}"
    if style == 1:
        return f"{kind} {street} #{num}{inter}, Col. {col}, CP {cp}, {muni}, {state}"
    if style == 2:
        return f"{kind} {street} núm. {num}{inter}, colonia {col}, código postal {cp}, municipio de {muni}, {state}"
    return f"{kind} {street} No. {num}{inter} Col. {col} C.P. {cp} {muni}, {state[:3].upper()}."


# ------------------------------------------------------------------ secrets


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict) -> str:
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64url(bytes(rng.randrange(256) for _ in range(32)))}"


def pem_body(rng: random.Random, lines: int = 8) -> list[str]:
    alpha = string.ascii_letters + string.digits + "+/"
    return (
        ["MII" + rs(rng, alpha, 61)]
        + [rs(rng, alpha, 64) for _ in range(lines - 1)]
        + [rs(rng, alpha, 40) + "=="]
    )


API_KEYS = {
    "tavily": lambda r: "tvly-" + rng_pick(r, ["dev-", "prod-", ""]) + rs(r, ALNUM, 32),
    "brave": lambda r: "BSA" + rs(r, ALNUM, 27),
    "serpapi": lambda r: rs(r, HEX, 64),
    "serper": lambda r: rs(r, HEX, 40),
    "firecrawl": lambda r: "fc-" + rs(r, HEX, 32),
    "jina": lambda r: "jina_" + rs(r, HEX, 32) + rs(r, ALNUM, 28),
    "perplexity": lambda r: "pplx-" + rs(r, ALNUM, 48),
    "openai": lambda r: "sk-proj-" + rs(r, ALNUM + "_-", 100),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, ALNUM + "_-", 93) + "AA",
    "openrouter": lambda r: "sk-or-v1-" + rs(r, HEX, 64),
    "groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "google": lambda r: "AIza" + rs(r, ALNUM + "_-", 35),
    "huggingface": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "xai": lambda r: "xai-" + rs(r, ALNUM, 80),
    "github": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "gitlab": lambda r: "glpat-" + rs(r, ALNUM + "_-", 20),
    "stripe": lambda r: "sk_live_51" + rs(r, ALNUM, 96),
    "sendgrid": lambda r: "SG." + rs(r, ALNUM + "_-", 22) + "." + rs(r, ALNUM + "_-", 43),
    "exa": lambda r: (
        f"{rs(r, HEX, 8)}-{rs(r, HEX, 4)}-4{rs(r, HEX, 3)}-a{rs(r, HEX, 3)}-{rs(r, HEX, 12)}"
    ),
    "mistral": lambda r: rs(r, ALNUM, 32),
    "cohere": lambda r: rs(r, ALNUM, 40),
    "twilio": lambda r: "SK" + rs(r, HEX, 32),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
}


def rng_pick(r: random.Random, xs: list[str]) -> str:
    return r.choice(xs)
