"""Value makers for corpus 50: invented identifiers with valid check digits, names, phones.

Every maker takes a ``random.Random`` so the corpus is deterministic. Nothing here is a
real person's datum: names are random pairs of common given names and surnames, numbers
are random with the check digit computed.
"""

from __future__ import annotations

import base64
import json
import random
import string

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Patricia",
    "Rosa",
    "Verónica",
    "Alejandra",
    "Mariana",
    "Claudia",
    "Leticia",
    "Gabriela",
    "Ximena",
    "Valeria",
    "Adriana",
    "Norma",
    "Lucía",
    "Beatriz",
    "Silvia",
    "Elena",
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
    "Roberto",
    "Francisco",
    "Javier",
    "Raúl",
    "Andrés",
    "Diego",
    "Héctor",
    "Arturo",
    "Sergio",
    "Óscar",
    "Manuel",
    "Rodrigo",
    "Iván",
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
    "Domínguez",
    "Herrera",
    "Medina",
    "Castro",
    "Vargas",
    "Ramos",
    "Salazar",
    "Ibarra",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Ashley",
    "Matthew",
    "Megan",
    "Kevin",
    "Rachel",
    "Brian",
]
SURN_EN = [
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Clark",
    "Lewis",
    "Walker",
    "Young",
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
    "Gustavo",
    "Larissa",
    "Thiago",
    "Juliana",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Almeida",
    "Carvalho",
    "Ribeiro",
    "Ferreira",
    "Gomes",
    "Barbosa",
]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CL": "Coahuila",
    "CM": "Colima",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "OC": "Oaxaca",
    "PL": "Puebla",
    "QT": "Querétaro",
    "SP": "San Luis Potosí",
    "SL": "Sinaloa",
    "SR": "Sonora",
    "TC": "Tabasco",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
# (municipio, estado, area code)
PLACES = [
    ("Benito Juárez", "Ciudad de México", "55"),
    ("Coyoacán", "Ciudad de México", "55"),
    ("Iztapalapa", "Ciudad de México", "55"),
    ("Naucalpan de Juárez", "Estado de México", "55"),
    ("Ecatepec de Morelos", "Estado de México", "55"),
    ("Zapopan", "Jalisco", "33"),
    ("Guadalajara", "Jalisco", "33"),
    ("Tlaquepaque", "Jalisco", "33"),
    ("Monterrey", "Nuevo León", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "81"),
    ("Puebla", "Puebla", "222"),
    ("Querétaro", "Querétaro", "442"),
    ("Celaya", "Guanajuato", "461"),
    ("León", "Guanajuato", "477"),
    ("Mérida", "Yucatán", "999"),
    ("Morelia", "Michoacán", "443"),
    ("Aguascalientes", "Aguascalientes", "449"),
    ("Hermosillo", "Sonora", "662"),
    ("Culiacán", "Sinaloa", "667"),
    ("Xalapa", "Veracruz", "228"),
    ("Oaxaca de Juárez", "Oaxaca", "951"),
    ("Toluca", "Estado de México", "722"),
]
STREETS = [
    "Calle Mina",
    "Calle Hidalgo",
    "Av. Insurgentes Sur",
    "Calle Allende",
    "Privada de los Pinos",
    "Cerrada Fresno",
    "Calle Jacarandas",
    "Av. Revolución",
    "Calle Nogal",
    "Andador Tulipanes",
    "Calle 5 de Mayo",
    "Calzada de Tlalpan",
    "Calle Río Lerma",
    "Av. Morelos",
    "Calle Emiliano Zapata",
    "Privada Azucenas",
    "Calle Francisco Sarabia",
    "Calle Aldama",
    "Calle Matamoros",
]
COLONIAS = [
    "Del Valle",
    "Centro",
    "Las Águilas",
    "Jardines del Sur",
    "San Rafael",
    "Lomas de Santa Fe",
    "Santa María la Ribera",
    "Bosques del Valle",
    "El Mirador",
    "Las Fuentes",
    "Industrial",
    "Reforma",
    "Moderna",
    "La Joya",
    "Villas del Sol",
    "Ampliación Progreso",
    "Los Olivos",
]
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
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
]

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(table)


# --------------------------------------------------------------------------- people


def person(r: random.Random, lang: str = "es") -> dict:
    if lang == "en":
        g, s1, s2 = r.choice(GIVEN_EN), r.choice(SURN_EN), ""
        sex = r.choice("HM")
    elif lang == "pt":
        g = r.choice(GIVEN_PT)
        s1, s2 = r.sample(SURN_PT, 2)
        sex = r.choice("HM")
    else:
        sex = r.choice("HM")
        g = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
        s1, s2 = r.sample(SURNAMES, 2)
    y = r.randint(1958, 2006)
    m = r.randint(1, 12)
    d = r.randint(1, 28)
    st = r.choice(list(STATES))
    full = f"{g} {s1} {s2}".strip()
    return {
        "given": g,
        "s1": s1,
        "s2": s2,
        "full": full,
        "short": f"{g} {s1}",
        "sex": sex,
        "y": y,
        "m": m,
        "d": d,
        "state": st,
    }


# --------------------------------------------------------------------------- Mexican ids

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"


def _first_inner(s: str, pool: str) -> str:
    for c in strip_accents(s).upper()[1:]:
        if c in pool:
            return c
    return "X"


def curp(r: random.Random, p: dict) -> str:
    a = strip_accents(p["s1"]).upper()
    b = strip_accents(p["s2"] or "X").upper()
    g = strip_accents(p["given"]).upper()
    head = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    if head in {"PUTO", "CACA", "MAMO", "PEDO", "BUEY", "MEAR"}:
        head = head[0] + "X" + head[2:]
    body = head + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}" + p["sex"] + p["state"]
    body += _first_inner(a, CONSONANTS) + _first_inner(b, CONSONANTS) + _first_inner(g, CONSONANTS)
    body += str(r.randint(0, 9)) if p["y"] < 2000 else r.choice("ABCDEFGH")
    total = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(base12or11: str) -> str:
    s = base12or11.rjust(12)
    total = sum(_RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    rem = total % 11
    if rem == 0:
        return "0"
    d = 11 - rem
    return "A" if d == 10 else str(d)


def rfc_fisica(r: random.Random, p: dict) -> str:
    a = strip_accents(p["s1"]).upper()
    b = strip_accents(p["s2"] or "X").upper()
    g = strip_accents(p["given"]).upper()
    base = a[0] + _first_inner(a, VOWELS) + b[0] + g[0]
    base += f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
    base += rs(r, 1, "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789") + rs(
        r, 1, "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789"
    )
    return base + _rfc_check(base)


def rfc_moral(r: random.Random, initials: str) -> str:
    base = initials.upper()[:3].ljust(3, "X")
    base += f"{r.randint(90, 99) if r.random() < 0.4 else r.randint(0, 19):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"  # noqa: E501
    base += rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    return base + _rfc_check(base)


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


def nss(r: random.Random, p: dict) -> str:
    base = f"{r.randint(1, 97):02d}{r.randint(0, 23) if r.random() < 0.5 else r.randint(78, 99):02d}{p['y'] % 100:02d}{r.randint(0, 9999):04d}"  # noqa: E501
    return base + luhn_digit(base)


def clabe(r: random.Random, bank: str | None = None) -> str:
    bank = bank or r.choice(
        ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
    )
    base = (
        bank
        + f"{r.choice([180, 320, 580, 650, 680, 744, 320]):03d}"
        + "".join(r.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
    return base + str((10 - total % 10) % 10)


def clave_elector(r: random.Random, p: dict) -> str:
    def cv(s: str) -> str:
        s = strip_accents(s).upper()
        return s[0] + _first_inner(s, VOWELS)

    state_num = r.randint(1, 32)
    return (
        cv(p["s1"])
        + cv(p["s2"] or "XX")
        + cv(p["given"])
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
        + f"{state_num:02d}"
        + p["sex"]
        + f"{r.randint(100, 999)}"
    )


def card(r: random.Random, brand: str) -> str:
    if brand == "visa":
        base = "4" + "".join(r.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        base = str(r.randint(51, 55)) + "".join(r.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        base = str(r.randint(2221, 2720)) + "".join(r.choice(string.digits) for _ in range(11))
    else:  # amex
        base = r.choice(["34", "37"]) + "".join(r.choice(string.digits) for _ in range(12))
    return base + luhn_digit(base)


def group_card(n: str, sep: str) -> str:
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


# --------------------------------------------------------------------------- foreign ids


def cpf(r: random.Random) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        c = (s * 10) % 11
        d.append(0 if c == 10 else c)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(r: random.Random) -> str:
    n = r.randint(8_000_000, 24_000_000)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(r: random.Random) -> str:
    n = r.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(r: random.Random) -> str:
    pre = r.choice(["20", "27", "23"])
    dni = f"{r.randint(20_000_000, 45_000_000)}"
    base = pre + dni
    s = sum(int(c) * w for c, w in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False))
    v = 11 - s % 11
    if v == 11:
        v = 0
    if v == 10:
        pre, v = "23", 9
    return f"{pre}-{dni}-{v}"


def ssn(r: random.Random) -> str:
    a = r.choice([x for x in range(1, 899) if x != 666])
    return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def passport(r: random.Random, country: str) -> str:
    if country == "mx":
        return r.choice("GN") + "".join(r.choice(string.digits) for _ in range(8))
    if country == "us":
        return "".join(r.choice(string.digits) for _ in range(9))
    if country == "es":
        return rs(r, 3, string.ascii_uppercase) + "".join(r.choice(string.digits) for _ in range(6))
    if country == "br":
        return rs(r, 2, string.ascii_uppercase) + "".join(r.choice(string.digits) for _ in range(6))
    if country == "ar":
        return "".join(r.choice(string.digits) for _ in range(8)) + "N"
    return rs(r, 2, string.ascii_uppercase) + "".join(r.choice(string.digits) for _ in range(7))


# --------------------------------------------------------------------------- phones, mail


def mx_phone(r: random.Random, area: str | None = None) -> tuple[str, str]:
    area = area or r.choice(
        ["55", "33", "81", "222", "442", "461", "477", "999", "443", "662", "228"]
    )
    rest = str(r.randint(2, 9)) + "".join(r.choice(string.digits) for _ in range(9 - len(area)))
    return area, rest


def mx_format(area: str, rest: str, style: str) -> str:
    n = area + rest
    if len(area) == 2:
        a, b, c = area, rest[:4], rest[4:]
    else:
        a, b, c = area, rest[:3], rest[3:]
    return {
        "intl": f"+52 {a} {b} {c}",
        "intl1": f"+52 1 {a} {b} {c}",
        "paren": f"({a}) {b}-{c}",
        "dots": f"{a}.{b}.{c}",
        "dash": f"{a}-{b}-{c}",
        "compact": f"+52{n}",
        "intlparen": f"+52 ({a}) {b} {c}",
        "044": f"044 {a} {b} {c}",
        "045": f"045 {a} {b} {c}",
        "bare": n,
        "spaced": f"{a} {b} {c}",
        "e164": f"+521{n}",
    }[style]


def email_local(r: random.Random, p: dict, accented: bool = False) -> str:
    g = p["given"].lower()
    s = p["s1"].lower()
    if not accented:
        g, s = strip_accents(g), strip_accents(s)
    pat = r.choice(["{g}.{s}", "{g}{s}{n}", "{g}_{s}", "{g0}{s}{y}", "{g}.{s}{n}"])
    return pat.format(g=g, s=s, g0=g[0], n=r.randint(1, 99), y=p["y"] % 100)


# --------------------------------------------------------------------------- secrets


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(r: random.Random, claims: dict) -> str:
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64url(bytes(r.getrandbits(8) for _ in range(32)))
    return f"{h}.{p}.{sig}"


def pem_body(r: random.Random, n_lines: int = 6) -> list[str]:
    alpha = string.ascii_letters + string.digits + "+/"
    lines = ["MIIEow" + rs(r, 58, alpha)]
    lines += [rs(r, 64, alpha) for _ in range(n_lines - 2)]
    lines.append(rs(r, 40, alpha) + "==")
    return lines


def api_key(r: random.Random, provider: str) -> str:
    k = {
        "tavily": lambda: "tvly-" + r.choice(["dev-", "prod-", ""]) + rs(r, 32),
        "brave": lambda: "BSA" + rs(r, 28),
        "serpapi": lambda: rs(r, 64, HEX),
        "serper": lambda: rs(r, 40, HEX),
        "firecrawl": lambda: "fc-" + rs(r, 32, HEX),
        "jina": lambda: "jina_" + rs(r, 60),
        "perplexity": lambda: "pplx-" + rs(r, 48),
        "openai": lambda: "sk-proj-" + rs(r, 40) + "T3BlbkFJ" + rs(r, 40),
        "anthropic": lambda: "sk-ant-api03-" + rs(r, 86, ALNUM + "-_") + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(r, 64, HEX),
        "groq": lambda: "gsk_" + rs(r, 52),
        "google": lambda: "AIza" + rs(r, 35, ALNUM + "-_"),
        "hf": lambda: "hf_" + rs(r, 34),
        "xai": lambda: "xai-" + rs(r, 80),
        "exa": lambda: (
            rs(r, 8, HEX)
            + "-"
            + rs(r, 4, HEX)
            + "-4"
            + rs(r, 3, HEX)
            + "-a"
            + rs(r, 3, HEX)
            + "-"
            + rs(r, 12, HEX)
        ),
        "mistral": lambda: rs(r, 32),
        "cohere": lambda: rs(r, 40),
        "stripe": lambda: "sk_live_" + rs(r, 99),
        "stripe_rk": lambda: "rk_live_" + rs(r, 99),
        "github": lambda: "ghp_" + rs(r, 36),
        "github_pat": lambda: "github_pat_11" + rs(r, 20, UPPER_NUM) + "_" + rs(r, 59),
        "gitlab": lambda: "glpat-" + rs(r, 20, ALNUM + "-_"),
        "slack_bot": lambda: (
            f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{rs(r, 24)}"
        ),
        "sendgrid": lambda: "SG." + rs(r, 22, ALNUM + "-_") + "." + rs(r, 43, ALNUM + "-_"),
        "twilio": lambda: "SK" + rs(r, 32, HEX),
        "mailgun": lambda: "key-" + rs(r, 32, HEX),
        "npm": lambda: "npm_" + rs(r, 36),
        "shopify": lambda: "shpat_" + rs(r, 32, HEX),
        "deepseek": lambda: "sk-" + rs(r, 32, HEX),
        "replicate": lambda: "r8_" + rs(r, 37),
        "aws_id": lambda: "AKIA" + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "aws_secret": lambda: rs(r, 40, ALNUM + "/+"),
    }[provider]()
    return k
