"""Value makers for corpus 56: invented identifiers with valid check digits, names, keys.

Every maker takes a ``random.Random`` so the corpus is deterministic. Nothing here is a
real person's or a real account's data: names are random combinations of common given
names and surnames, numbers are random with their check digits computed.
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
    "Ana",
    "Laura",
    "Verónica",
    "Patricia",
    "Alejandra",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Mónica",
    "Rosa",
    "Leticia",
    "Adriana",
    "Claudia",
    "Gabriela",
    "Paola",
    "Itzel",
    "Ximena",
    "Regina",
    "Lucía",
    "Beatriz",
    "Araceli",
    "Yolanda",
]
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
    "Javier",
    "Roberto",
    "Sergio",
    "Raúl",
    "Andrés",
    "Diego",
    "Emiliano",
    "Arturo",
    "Héctor",
    "Óscar",
    "Rubén",
    "Iván",
    "Gerardo",
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
    "Santiago",
    "Guerrero",
    "Estrada",
]
EN_GIVEN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Ashley", "Kevin"]
EN_SUR = ["Miller", "Johnson", "Brown", "Davis", "Wilson", "Anderson", "Taylor", "Moore"]
PT_GIVEN = ["João", "Ana", "Pedro", "Mariana", "Lucas", "Camila", "Rafael", "Beatriz"]
PT_SUR = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ferreira"]

ES_STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "QR": "Quintana Roo",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "MN": "Michoacán",
    "SL": "Sinaloa",
    "OC": "Oaxaca",
}
# (municipio, estado, CP prefix, lada)
PLACES = [
    ("Coyoacán", "Ciudad de México", "04", "55"),
    ("Iztapalapa", "CDMX", "09", "55"),
    ("Benito Juárez", "CDMX", "03", "55"),
    ("Zapopan", "Jalisco", "45", "33"),
    ("Guadalajara", "Jal.", "44", "33"),
    ("Monterrey", "Nuevo León", "64", "81"),
    ("San Nicolás de los Garza", "N.L.", "66", "81"),
    ("Puebla", "Pue.", "72", "222"),
    ("Querétaro", "Qro.", "76", "442"),
    ("Celaya", "Guanajuato", "38", "461"),
    ("León", "Gto.", "37", "477"),
    ("Mérida", "Yucatán", "97", "999"),
    ("Benito Juárez", "Quintana Roo", "77", "998"),
    ("Tijuana", "B.C.", "22", "664"),
    ("Ecatepec de Morelos", "Estado de México", "55", "55"),
    ("Naucalpan", "Edo. Méx.", "53", "55"),
    ("Morelia", "Michoacán", "58", "443"),
    ("Aguascalientes", "Ags.", "20", "449"),
    ("Culiacán", "Sinaloa", "80", "667"),
    ("Oaxaca de Juárez", "Oax.", "68", "951"),
]
STREETS = [
    "Hidalgo",
    "Morelos",
    "Benito Juárez",
    "Allende",
    "Independencia",
    "Zaragoza",
    "5 de Mayo",
    "Niños Héroes",
    "Guerrero",
    "Aldama",
    "Juan Escutia",
    "Francisco I. Madero",
    "de los Pinos",
    "Jacarandas",
    "Fresno",
    "Emiliano Zapata",
    "Vicente Suárez",
    "Colibrí",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Las Águilas",
    "San Rafael",
    "Jardines del Bosque",
    "Lomas Verdes",
    "Santa Cruz",
    "El Mirador",
    "Valle Dorado",
    "La Joya",
    "Arboledas",
    "Moderna",
    "Los Álamos",
    "Obrera",
    "Reforma",
    "Providencia",
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
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "yahoo.com",
    "protonmail.com",
]

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B62U = string.ascii_uppercase + string.digits


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng: random.Random, n: int) -> str:
    return rs(rng, string.digits, n)


# ------------------------------------------------------------------ people


def person(rng: random.Random, lang: str = "es") -> dict[str, str]:
    if lang == "en":
        g, s1, s2 = rng.choice(EN_GIVEN), rng.choice(EN_SUR), ""
        sex = "H"
    elif lang == "pt":
        g, s1, s2 = rng.choice(PT_GIVEN), rng.choice(PT_SUR), rng.choice(PT_SUR)
        sex = "H"
    else:
        sex = rng.choice("HM")
        g = rng.choice(GIVEN_M if sex == "H" else GIVEN_F)
        s1, s2 = rng.sample(SURNAMES, 2)
    full = f"{g} {s1} {s2}".strip()
    return {"given": g, "s1": s1, "s2": s2, "full": full, "short": f"{g} {s1}", "sex": sex}


def birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1958, 2006), rng.randint(1, 12), rng.randint(1, 28)


_PLAIN = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuXx")


def plain(s: str) -> str:
    return s.translate(_PLAIN)


def _first_inner_vowel(s: str) -> str:
    for c in s[1:]:
        if c in "AEIOU":
            return c
    return "X"


def _first_inner_cons(s: str) -> str:
    for c in s[1:]:
        if c.isalpha() and c not in "AEIOU":
            return c
    return "X"


# ------------------------------------------------------------------ CURP / RFC / NSS / INE

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(first17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def curp(rng: random.Random, p: dict[str, str], b: tuple[int, int, int]) -> str:
    s1, s2, g = (plain(x).upper() for x in (p["s1"], p["s2"] or "X", p["given"]))
    y, m, d = b
    state = rng.choice(list(ES_STATES))
    body = (
        s1[0]
        + _first_inner_vowel(s1)
        + s2[0]
        + g[0]
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + p["sex"]
        + state
        + _first_inner_cons(s1)
        + _first_inner_cons(s2)
        + _first_inner_cons(g)
        + (rng.choice(string.digits) if y < 2000 else rng.choice("ABCDEFGH"))
    )
    bad = {
        "BUEI",
        "CACA",
        "CAKA",
        "COGE",
        "FETO",
        "JOTO",
        "KACA",
        "LOCA",
        "MAME",
        "MEAR",
        "MION",
        "PEDO",
        "PENE",
        "PUTA",
        "PUTO",
        "RATA",
        "ROBA",
        "VACA",
        "MAMO",
        "BUEY",
    }
    if body[:4] in bad:
        body = body[0] + "X" + body[2:]
    return body + curp_check(body)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    s = first.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random, p: dict[str, str], b: tuple[int, int, int]) -> str:
    s1, s2, g = (plain(x).upper() for x in (p["s1"], p["s2"] or "X", p["given"]))
    y, m, d = b
    body = s1[0] + _first_inner_vowel(s1) + s2[0] + g[0] + f"{y % 100:02d}{m:02d}{d:02d}"
    body += rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789", 2)
    return body + rfc_check(body)


def rfc_moral(rng: random.Random, name: str) -> str:
    letters = "".join(w[0] for w in plain(name).upper().split() if w[0].isalpha())[:3]
    letters = (letters + "XXX")[:3]
    y, m, d = rng.randint(1985, 2019), rng.randint(1, 12), rng.randint(1, 28)
    body = (
        letters + f"{y % 100:02d}{m:02d}{d:02d}" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789", 2)
    )
    return body + rfc_check(body)


def luhn_digit(partial: str) -> str:
    total = 0
    for i, c in enumerate(reversed(partial)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(rng: random.Random, b: tuple[int, int, int]) -> str:
    reg = min(b[0] + rng.randint(16, 22), 2024)
    body = f"{rng.randint(1, 96):02d}{reg % 100:02d}{b[0] % 100:02d}{digits(rng, 4)}"
    return body + luhn_digit(body)


def ine_clave(rng: random.Random, p: dict[str, str], b: tuple[int, int, int]) -> str:
    s1, s2, g = (plain(x).upper() for x in (p["s1"], p["s2"] or "X", p["given"]))
    letters = (
        s1[0] + _first_inner_cons(s1) + s2[0] + _first_inner_cons(s2) + g[0] + _first_inner_cons(g)
    )
    y, m, d = b
    return (
        letters + f"{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{p['sex']}{digits(rng, 3)}"
    )


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(
        ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"]
    )
    body = bank + f"{rng.randint(10, 999):03d}" + digits(rng, 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + digits(rng, 14)
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + digits(rng, 11)
    else:  # amex
        body = rng.choice(["34", "37"]) + digits(rng, 12)
    return body + luhn_digit(body)


# ------------------------------------------------------------------ foreign ids


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    if len(set(d)) == 1:
        d[0] = (d[0] + 1) % 10
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, w = 0, 2
    for c in reversed(str(n)):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20_000_000, 45_999_999):,}".replace(",", ".")


def cuil(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = str(rng.randint(20_000_000, 45_999_999))
        s = sum(int(c) * w for c, w in zip(pre + dni, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def passport(rng: random.Random, country: str) -> str:
    if country == "mx":
        return rng.choice("GN") + digits(rng, 8)
    if country == "us":
        return str(rng.randint(5, 6)) + digits(rng, 8)
    if country == "es":
        return rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + digits(rng, 6)
    if country == "br":
        return rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(rng, 6)
    if country == "ar":
        return digits(rng, 8) + "N"
    return "P" + digits(rng, 7)


# ------------------------------------------------------------------ phones


def mobile(rng: random.Random, lada: str | None = None) -> str:
    lada = lada or rng.choice(
        ["55", "33", "81", "222", "442", "461", "477", "999", "998", "664", "56"]
    )
    return lada + str(rng.randint(1, 9)) + digits(rng, 9 - len(lada))


def fmt_phone(num: str, style: str) -> str:
    """Mexican notations of a 10-digit number."""
    two = len(num) - 8 == 2 and num[:2] in ("55", "56", "33", "81")
    a, rest = (num[:2], num[2:]) if two else (num[:3], num[3:])
    r1, r2 = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {a} {r1} {r2}",
        "intl1": f"+52 1 {a} {r1} {r2}",
        "044": f"044 {a} {r1} {r2}",
        "045": f"045 {a} {r1} {r2}",
        "paren": f"({a}) {r1}-{r2}",
        "dots": f"{a}.{r1}.{r2}",
        "dash": f"{a}-{r1}-{r2}",
        "compact": f"+52{num}",
        "bare": num,
        "spaced": f"{a} {r1} {r2}",
        "intlparen": f"+52 ({a}) {r1} {r2}",
        "e164dash": f"+52-{a}-{r1}-{r2}",
    }[style]


# ------------------------------------------------------------------ e-mails


def email_local(rng: random.Random, p: dict[str, str], accented: bool = False) -> str:
    g, s1 = p["given"].lower(), p["s1"].lower()
    if not accented:
        g, s1 = plain(g), plain(s1)
    pat = rng.choice(["{g}.{s}", "{g}{s}{n}", "{g}_{s}", "{g0}{s}{n}", "{s}.{g}{n}"])
    return pat.format(g=g, s=s1, g0=g[0], n=rng.randint(1, 99)).replace(" ", "")


def personal_email(rng: random.Random, p: dict[str, str], accented: bool = False) -> str:
    return email_local(rng, p, accented) + "@" + rng.choice(FREEMAIL)


# ------------------------------------------------------------------ addresses


def home_address(rng: random.Random, style: int) -> str:
    mun, est, cp2, _ = rng.choice(PLACES)
    st = rng.choice(STREETS)
    col = rng.choice(COLONIAS)
    num = rng.randint(3, 2899)
    cp = cp2 + digits(rng, 3)
    intn = rng.choice(["int. 4", "Int. B", "depto. 302", "int. 12", "Depto. 5-A", "interior 2"])
    forms = [
        f"Calle {st} {num}, Col. {col}, C.P. {cp}, {mun}, {est}",
        f"Av. {st} #{num} {intn}, Col. {col}, {mun}, {est}, CP {cp}",
        f"Privada {st} núm. {num}, colonia {col}, C.P. {cp}, {mun}, {est}",
        f"Cerrada de {st} No. {num}-{rng.randint(1, 9)}, Fracc. {col}, {cp} {mun}, {est}",
        f"{st} {num} {intn}, {col}, {cp} {mun}, {est}",
        f"Calz. {st} {num}, Col. {col}, Alcaldía {mun}, C.P. {cp}",
        f"Andador {st} Mz. {rng.randint(1, 40)} Lt. {rng.randint(1, 30)}, Col. {col}, {mun}, {est}, C.P. {cp}",
    ]
    return forms[style % len(forms)]


PLAZAS = ["Galerías", "Antara", "Andares", "Cumbres"]


def company_address(rng: random.Random, style: int) -> str:
    mun, est, cp2, _ = rng.choice(PLACES)
    st = rng.choice(
        [
            "Paseo de la Reforma",
            "Insurgentes Sur",
            "Av. Constitución",
            "Blvd. Manuel Ávila Camacho",
            "Av. Vallarta",
            "Av. Lázaro Cárdenas",
            "Ejército Nacional",
            "Av. Revolución",
        ]
    )
    num = rng.randint(10, 3999)
    cp = cp2 + digits(rng, 3)
    forms = [
        f"{st} {num}, piso {rng.randint(2, 30)}, Col. {rng.choice(COLONIAS)}, C.P. {cp}, {mun}, {est}",
        f"{st} No. {num}, Torre {rng.choice('ABC')}, oficina {rng.randint(100, 2400)}, {mun}, {est}, C.P. {cp}",
        f"{st} {num}, local {rng.randint(1, 60)}, Plaza {rng.choice(PLAZAS)}, {mun}, C.P. {cp}",
    ]
    return forms[style % len(forms)]


# ------------------------------------------------------------------ secrets


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, sub: str) -> str:
    head = b64u(
        json.dumps(
            {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")
        ).encode()
    )
    iat = rng.randint(1_700_000_000, 1_760_000_000)
    body = b64u(
        json.dumps(
            {"sub": sub, "iat": iat, "exp": iat + 3600, "scope": "search:read"},
            separators=(",", ":"),
        ).encode()
    )
    sig = b64u(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def api_key(rng: random.Random, provider: str) -> str:
    a = ALNUM
    return {
        "tavily": lambda: "tvly-" + rs(rng, a, 32),
        "tavily-dev": lambda: "tvly-dev-" + rs(rng, a, 32),
        "brave": lambda: "BSA" + rs(rng, a, 28),
        "serpapi": lambda: rs(rng, HEX, 64),
        "serper": lambda: rs(rng, HEX, 40),
        "firecrawl": lambda: "fc-" + rs(rng, HEX, 32),
        "jina": lambda: "jina_" + rs(rng, HEX, 32) + rs(rng, a, 28),
        "perplexity": lambda: "pplx-" + rs(rng, a, 48),
        "openai": lambda: "sk-proj-" + rs(rng, a + "-_", 74) + "T3BlbkFJ" + rs(rng, a + "-_", 74),
        "openai-old": lambda: "sk-" + rs(rng, a, 20) + "T3BlbkFJ" + rs(rng, a, 20),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, a + "-_", 93) + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, HEX, 64),
        "groq": lambda: "gsk_" + rs(rng, a, 52),
        "google": lambda: "AIza" + rs(rng, a + "-_", 35),
        "hf": lambda: "hf_" + rs(rng, a, 34),
        "xai": lambda: "xai-" + rs(rng, a, 80),
        "mistral": lambda: rs(rng, a, 32),
        "cohere": lambda: rs(rng, a, 40),
        "deepseek": lambda: "sk-" + rs(rng, HEX, 32),
        "stripe": lambda: "sk_live_" + rs(rng, a, 99),
        "stripe-rk": lambda: "rk_live_" + rs(rng, a, 99),
        "github": lambda: "ghp_" + rs(rng, a, 36),
        "github-pat": lambda: "github_pat_11" + rs(rng, B62U, 20) + "_" + rs(rng, a, 59),
        "gitlab": lambda: "glpat-" + rs(rng, a + "-_", 20),
        "slack-bot": lambda: f"xoxb-{digits(rng, 12)}-{digits(rng, 13)}-{rs(rng, a, 24)}",
        "sendgrid": lambda: "SG." + rs(rng, a + "-_", 22) + "." + rs(rng, a + "-_", 43),
        "twilio": lambda: "SK" + rs(rng, HEX, 32),
        "npm": lambda: "npm_" + rs(rng, a, 36),
        "azure": lambda: rs(rng, HEX, 32),
        "exa": lambda: (
            rs(rng, HEX, 8)
            + "-"
            + rs(rng, HEX, 4)
            + "-4"
            + rs(rng, HEX, 3)
            + "-a"
            + rs(rng, HEX, 3)
            + "-"
            + rs(rng, HEX, 12)
        ),
        "mapbox": lambda: "sk.eyJ1Ijoi" + rs(rng, a, 40) + "." + rs(rng, a + "-_", 22),
        "aws-id": lambda: "AKIA" + rs(rng, B62U, 16),
        "aws-secret": lambda: rs(rng, a + "/+", 40),
        "do": lambda: "dop_v1_" + rs(rng, HEX, 64),
        "resend": lambda: "re_" + rs(rng, a, 8) + "_" + rs(rng, a, 24),
    }[provider]()


def pem_private_key(rng: random.Random, kind: str = "RSA") -> str:
    head = {
        "RSA": "RSA PRIVATE KEY",
        "EC": "EC PRIVATE KEY",
        "PKCS8": "PRIVATE KEY",
        "OPENSSH": "OPENSSH PRIVATE KEY",
    }[kind]
    n = {"RSA": 12, "EC": 3, "PKCS8": 12, "OPENSSH": 6}[kind]
    raw = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(48 * n))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return "\n".join([f"-----BEGIN {head}-----", *lines, f"-----END {head}-----"])


def hexdigest(rng: random.Random, n: int = 64) -> str:
    return hashlib.sha256(str(rng.random()).encode()).hexdigest()[:n]


def uuid4(rng: random.Random) -> str:
    h = rs(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "84", "950", "85"])
    body += digits(rng, 12 - len(body))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng: random.Random) -> str:
    body = digits(rng, 7)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=False))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"
