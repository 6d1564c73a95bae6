# ruff: noqa: E501
"""Value makers of corpus 60: invented data with valid check digits where the datum has one.

Every function takes a ``random.Random`` and returns a string (or a small tuple). Names are
random combinations of common given names and surnames; nothing here belongs to a real
person or a real account.
"""

from __future__ import annotations

import base64
import random
import string
import unicodedata

GIVEN_ES = [
    "José",
    "María",
    "Juan",
    "Guadalupe",
    "Luis",
    "Ana",
    "Carlos",
    "Fernanda",
    "Miguel",
    "Sofía",
    "Alejandro",
    "Daniela",
    "Jorge",
    "Valeria",
    "Ricardo",
    "Mariana",
    "Eduardo",
    "Gabriela",
    "Francisco",
    "Paola",
    "Héctor",
    "Lucía",
    "Raúl",
    "Verónica",
    "Arturo",
    "Ximena",
    "Rodrigo",
    "Adriana",
    "Sergio",
    "Claudia",
    "Iván",
    "Regina",
    "Óscar",
    "Karla",
    "Emilio",
    "Renata",
    "Andrés",
    "Itzel",
    "Diego",
    "Araceli",
]
SURNAMES_ES = [
    "García",
    "Hernández",
    "López",
    "Martínez",
    "González",
    "Rodríguez",
    "Pérez",
    "Sánchez",
    "Ramírez",
    "Flores",
    "Torres",
    "Rivera",
    "Gómez",
    "Díaz",
    "Cruz",
    "Morales",
    "Reyes",
    "Jiménez",
    "Ortiz",
    "Gutiérrez",
    "Chávez",
    "Ruiz",
    "Mendoza",
    "Aguilar",
    "Vázquez",
    "Castillo",
    "Romero",
    "Medina",
    "Herrera",
    "Navarro",
    "Salazar",
    "Ibarra",
    "Cervantes",
    "Delgado",
    "Orozco",
    "Espinoza",
    "Zamora",
    "Villalobos",
    "Pacheco",
    "Montes",
]
GIVEN_PT = [
    "João",
    "Ana Paula",
    "Lucas",
    "Beatriz",
    "Rafael",
    "Camila",
    "Thiago",
    "Juliana",
    "Gustavo",
    "Larissa",
    "Felipe",
    "Mariana",
]
SURNAMES_PT = [
    "Silva",
    "Souza",
    "Oliveira",
    "Santos",
    "Pereira",
    "Costa",
    "Almeida",
    "Carvalho",
    "Ribeiro",
    "Barbosa",
    "Rocha",
    "Lima",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Laura",
    "Kevin",
    "Rachel",
    "Brian",
    "Megan",
    "Steven",
]
SURNAMES_EN = [
    "Carter",
    "Brooks",
    "Miller",
    "Hayes",
    "Turner",
    "Collins",
    "Bennett",
    "Foster",
    "Reed",
    "Parker",
    "Sullivan",
    "Ward",
]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CL": "Coahuila",
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
    "QR": "Quintana Roo",
    "SP": "San Luis Potosí",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
TOWNS = [
    ("Coyoacán", "Ciudad de México", "04", "DF"),
    ("Iztapalapa", "Ciudad de México", "09", "DF"),
    ("Zapopan", "Jalisco", "45", "JC"),
    ("Tlaquepaque", "Jalisco", "45", "JC"),
    ("San Nicolás de los Garza", "Nuevo León", "66", "NL"),
    ("Guadalupe", "Nuevo León", "67", "NL"),
    ("Celaya", "Guanajuato", "38", "GT"),
    ("León", "Guanajuato", "37", "GT"),
    ("Querétaro", "Querétaro", "76", "QT"),
    ("Mérida", "Yucatán", "97", "YN"),
    ("Puebla", "Puebla", "72", "PL"),
    ("Naucalpan", "Estado de México", "53", "MC"),
    ("Ecatepec", "Estado de México", "55", "MC"),
    ("Morelia", "Michoacán", "58", "MN"),
    ("Hermosillo", "Sonora", "83", "SR"),
    ("Xalapa", "Veracruz", "91", "VZ"),
    ("Oaxaca de Juárez", "Oaxaca", "68", "OC"),
    ("Benito Juárez", "Quintana Roo", "77", "QR"),
]
STREETS = [
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "Zaragoza",
    "Guerrero",
    "Matamoros",
    "Aldama",
    "Independencia",
    "Reforma",
    "Los Pinos",
    "Las Flores",
    "Jacarandas",
    "Fresno",
    "Cedros",
    "Niños Héroes",
    "5 de Mayo",
    "16 de Septiembre",
    "Obregón",
    "Colibrí",
    "Tulipanes",
    "Girasoles",
    "Río Lerma",
    "Sauces",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Jardines del Sol",
    "Las Águilas",
    "San Rafael",
    "Lomas",
    "El Mirador",
    "Santa Fe",
    "Villa de las Flores",
    "Barrio de Santiago",
    "Fraccionamiento Los Álamos",
    "Residencial del Parque",
    "La Joya",
    "Pedregal",
    "Valle Dorado",
    "Ampliación Morelos",
]
AREA_CODES = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "614",
    "656",
    "664",
    "686",
    "744",
    "998",
    "999",
    "228",
    "229",
    "871",
    "844",
    "833",
    "662",
    "443",
    "311",
    "612",
]
FREE_MAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
    "yahoo.com",
    "hotmail.es",
]
PT_MAIL = ["gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br"]

COMPANIES = [
    ("Grupo Textil Norteño", "gtn.com.mx"),
    ("Refacciones del Bajío", "refabajio.mx"),
    ("Laboratorios Sierra Azul", "labsierraazul.com"),
    ("Mueblería La Esperanza", "mueblerialaesperanza.mx"),
    ("Constructora Puerta Real", "puertareal.com.mx"),
    ("Editorial Tinta Fresca", "tintafresca.mx"),
    ("Ferretería El Clavo", "elclavo.com.mx"),
    ("Hotel Casa Jacaranda", "casajacaranda.mx"),
    ("Transportes Águila Real", "aguilareal.com.mx"),
    ("Clínica Dental Sonrisa", "sonrisadental.mx"),
    ("Agencia Viajes Mar Azul", "viajesmarazul.com"),
    ("Panificadora San Judas", "pansanjudas.mx"),
    ("Software Nopal Labs", "nopallabs.io"),
    ("Distribuidora Maya", "distmaya.com.mx"),
    ("Colegio Valle Verde", "colegiovalleverde.edu.mx"),
    ("Seguros Horizonte", "segurohorizonte.mx"),
]
GOV = [
    ("Secretaría de Economía", "economia.gob.mx"),
    ("IMSS", "imss.gob.mx"),
    ("SAT", "sat.gob.mx"),
    ("Gobierno de Jalisco", "jalisco.gob.mx"),
    ("INEGI", "inegi.org.mx"),
    ("Secretaría de Salud", "salud.gob.mx"),
    ("Ayuntamiento de Celaya", "celaya.gob.mx"),
    ("CONDUSEF", "condusef.gob.mx"),
    ("Profeco", "profeco.gob.mx"),
    ("Registro Agrario Nacional", "ran.gob.mx"),
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion",
    "info",
    "rh",
    "compras",
    "cobranza",
    "admisiones",
    "reservaciones",
    "hola",
    "comunicacion",
    "transparencia",
    "quejas",
    "licitaciones",
    "clientes",
]

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# ------------------------------------------------------------------ people


def person(rng: random.Random, lang: str = "es") -> tuple[str, str, str]:
    """(given, paterno, materno); for pt/en the materno may be empty."""
    if lang == "pt":
        return rng.choice(GIVEN_PT), rng.choice(SURNAMES_PT), rng.choice(SURNAMES_PT)
    if lang == "en":
        return rng.choice(GIVEN_EN), rng.choice(SURNAMES_EN), ""
    a, b = rng.sample(SURNAMES_ES, 2)
    return rng.choice(GIVEN_ES), a, b


def full(p: tuple[str, str, str]) -> str:
    return " ".join(x for x in p if x)


def birth(rng: random.Random, lo: int = 1955, hi: int = 2009) -> tuple[int, int, int]:
    return rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28)


# ------------------------------------------------------------------ CURP / RFC / INE

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"


def _first_inner(s: str, vowels: bool) -> str:
    for c in s[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def curp_check(s17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - total % 10) % 10)


def curp(rng: random.Random, p=None, b=None, sex=None) -> str:
    g, pa, ma = p or person(rng)
    g, pa, ma = (strip_accents(x).upper().replace(" ", "") for x in (g, pa, ma or "X"))
    y, m, d = b or birth(rng)
    sex = sex or rng.choice("HM")
    state = rng.choice(list(STATES))
    head = pa[0] + _first_inner(pa, True) + ma[0] + g[0]
    if head in ("BUEI", "CACA", "COGE", "KAKA", "MAME", "PEDO", "PUTO", "MEAR", "CAGO"):
        head = head[0] + "X" + head[2:]
    cons = _first_inner(pa, False) + _first_inner(ma, False) + _first_inner(g, False)
    homo = str(rng.randint(0, 9)) if y < 2000 else rng.choice("ABCDEFGH")
    s17 = f"{head}{y % 100:02d}{m:02d}{d:02d}{sex}{state}{cons}{homo}"
    return s17 + curp_check(s17)


RFC_DICT = {**{str(i): i for i in range(10)}}
for _i, _c in enumerate("ABCDEFGHIJKLMN"):
    RFC_DICT[_c] = 10 + _i
RFC_DICT["&"] = 24
for _i, _c in enumerate("OPQRSTUVWXYZ"):
    RFC_DICT[_c] = 25 + _i
RFC_DICT[" "] = 37
RFC_DICT["Ñ"] = 38


def rfc_check(s: str) -> str:
    s = s.rjust(12)
    total = sum(RFC_DICT[c] * (13 - i) for i, c in enumerate(s))
    dv = 11 - total % 11
    return "0" if dv == 11 else "A" if dv == 10 else str(dv)


HOMO = "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789"


def rfc_fisica(rng: random.Random, p=None, b=None) -> str:
    c = curp(rng, p, b)
    s12 = c[:10] + rand(rng, HOMO, 2)
    return s12 + rfc_check(s12)


def rfc_moral(rng: random.Random) -> str:
    letters = rand(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
    y, m, d = rng.randint(1975, 2021), rng.randint(1, 12), rng.randint(1, 28)
    s11 = f"{letters}{y % 100:02d}{m:02d}{d:02d}" + rand(rng, HOMO, 2)
    return s11 + rfc_check(s11)


def ine_clave(rng: random.Random, p=None, b=None) -> str:
    g, pa, ma = p or person(rng)
    g, pa, ma = (strip_accents(x).upper().replace(" ", "") for x in (g, pa, ma or "XX"))
    y, m, d = b or birth(rng)
    head = (
        pa[0]
        + _first_inner(pa, True)
        + ma[0]
        + _first_inner(ma, True)
        + g[0]
        + _first_inner(g, True)
    )
    return f"{head}{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{rng.choice('HM')}{rng.randint(0, 999):03d}"


# ------------------------------------------------------------------ numbers with check digits


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


def nss(rng: random.Random) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(0, 99):02d}{rng.randint(50, 99):02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + rand(rng, string.digits, 14)
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + rand(rng, string.digits, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + rand(rng, string.digits, 11)
    else:
        body = rng.choice(["34", "37"]) + rand(rng, string.digits, 12)
    return body + luhn_digit(body)


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def clabe(rng: random.Random) -> str:
    body = rng.choice(BANKS) + rand(rng, string.digits, 3) + rand(rng, string.digits, 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def group(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * (k - i) for i, x in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def rut_cl(rng: random.Random) -> str:
    n = rng.randint(8000000, 24999999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{n:,}".replace(",", ".") + "-" + dvs


def ssn(rng: random.Random) -> str:
    return f"{rng.randint(101, 665):03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


# ------------------------------------------------------------------ phones


def mx_phone(rng: random.Random) -> tuple[str, str]:
    """(area code, the remaining digits) of an invented 10-digit Mexican number."""
    ac = rng.choice(AREA_CODES)
    rest = str(rng.randint(2, 9)) + rand(rng, string.digits, 9 - len(ac))
    return ac, rest


def fmt_phone(ac: str, rest: str, style: str) -> str:
    ten = ac + rest
    if len(ac) == 2:
        a, b = rest[:4], rest[4:]
    else:
        a, b = rest[:3], rest[3:]
    return {
        "plus52": f"+52 {ac} {a} {b}",
        "plus521": f"+52 1 {ac} {a} {b}",
        "044": f"044 {ac} {a} {b}",
        "045": f"045 {ac} {a}{b}",
        "paren": f"({ac}) {a}-{b}",
        "dots": f"{ac}.{a}.{b}",
        "hyph": f"{ac}-{a}-{b}",
        "compact": f"+52{ten}",
        "plusparen": f"+52 ({ac}) {a} {b}",
        "bare": ten,
        "spaced": f"{ac} {a} {b}",
        "tel": f"tel:+52{ten}",
        "tel1": f"tel:+521{ten}",
        "intl": f"00 52 {ac} {a} {b}",
    }[style]


# ------------------------------------------------------------------ e-mail


def local_part(rng: random.Random, p, accents: bool) -> str:
    g, pa, ma = p
    g = g.split()[0].lower()
    pa = pa.lower()
    if not accents:
        g, pa = strip_accents(g), strip_accents(pa)
    shape = rng.randrange(5)
    if shape == 0:
        return f"{g}.{pa}"
    if shape == 1:
        return f"{g}{pa}{rng.randint(70, 99)}"
    if shape == 2:
        return f"{g[0]}{pa}{(strip_accents(ma)[:1].lower() if ma else '')}"
    if shape == 3:
        return f"{g}_{pa}{rng.randint(1, 9)}"
    return f"{pa}.{g}{rng.randint(1980, 2005)}"


def email(rng: random.Random, p, domain: str | None = None, accents: bool = False) -> str:
    return f"{local_part(rng, p, accents)}@{domain or rng.choice(FREE_MAIL)}"


# ------------------------------------------------------------------ secrets


def b64url(rng: random.Random, n: int) -> str:
    return rand(rng, ALNUM + "-_", n)


def jwt(rng: random.Random, sub: str) -> str:
    import json

    def enc(obj) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    head = enc({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    iat = rng.randint(1700000000, 1760000000)
    body = enc({"sub": sub, "iat": iat, "exp": iat + 3600, "scope": "search:read"})
    return f"{head}.{body}.{b64url(rng, 43)}"


def provider_key(rng: random.Random, provider: str) -> str:
    r = rng
    return {
        "tavily": lambda: "tvly-" + rand(r, ALNUM, 32),
        "tavily-dev": lambda: "tvly-dev-" + rand(r, ALNUM, 32),
        "brave": lambda: "BSA" + rand(r, ALNUM, 28),
        "serpapi": lambda: rand(r, HEX, 64),
        "serper": lambda: rand(r, HEX, 40),
        "firecrawl": lambda: "fc-" + rand(r, HEX, 32),
        "jina": lambda: "jina_" + rand(r, HEX, 32) + rand(r, ALNUM, 28),
        "perplexity": lambda: "pplx-" + rand(r, ALNUM, 48),
        "openai": lambda: (
            "sk-proj-" + rand(r, ALNUM + "-_", 74) + "T3BlbkFJ" + rand(r, ALNUM + "-_", 74)
        ),
        "openai-old": lambda: "sk-" + rand(r, ALNUM, 20) + "T3BlbkFJ" + rand(r, ALNUM, 20),
        "anthropic": lambda: "sk-ant-api03-" + rand(r, ALNUM + "-_", 93) + "AA",
        "openrouter": lambda: "sk-or-v1-" + rand(r, HEX, 64),
        "groq": lambda: "gsk_" + rand(r, ALNUM, 52),
        "google": lambda: "AIza" + rand(r, ALNUM + "-_", 35),
        "huggingface": lambda: "hf_" + rand(r, ALNUM, 34),
        "xai": lambda: "xai-" + rand(r, ALNUM, 80),
        "exa": lambda: (
            f"{rand(r, HEX, 8)}-{rand(r, HEX, 4)}-4{rand(r, HEX, 3)}-a{rand(r, HEX, 3)}-{rand(r, HEX, 12)}"
        ),
        "mistral": lambda: rand(r, ALNUM, 32),
        "cohere": lambda: rand(r, ALNUM, 40),
        "deepseek": lambda: "sk-" + rand(r, HEX, 32),
        "replicate": lambda: "r8_" + rand(r, ALNUM, 37),
        "stripe": lambda: "sk_live_" + rand(r, ALNUM, 99),
        "stripe-restricted": lambda: "rk_live_" + rand(r, ALNUM, 99),
        "stripe-whsec": lambda: "whsec_" + rand(r, ALNUM, 32),
        "github": lambda: "ghp_" + rand(r, ALNUM, 36),
        "github-pat": lambda: "github_pat_11" + rand(r, UPPER_NUM, 20) + "_" + rand(r, ALNUM, 59),
        "gitlab": lambda: "glpat-" + rand(r, ALNUM + "-_", 20),
        "sendgrid": lambda: "SG." + rand(r, ALNUM + "-_", 22) + "." + rand(r, ALNUM + "-_", 43),
        "mailgun": lambda: "key-" + rand(r, HEX, 32),
        "mailchimp": lambda: rand(r, HEX, 32) + "-us" + str(r.randint(2, 21)),
        "twilio": lambda: "SK" + rand(r, HEX, 32),
        "slack-bot": lambda: (
            f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**11, 10**12)}-{rand(r, ALNUM, 24)}"
        ),
        "npm": lambda: "npm_" + rand(r, ALNUM, 36),
        "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand(r, ALNUM + "-_", 60),
        "digitalocean": lambda: "dop_v1_" + rand(r, HEX, 64),
        "shopify": lambda: "shpat_" + rand(r, HEX, 32),
        "notion": lambda: "ntn_" + rand(r, string.digits, 11) + rand(r, ALNUM, 35),
        "linear": lambda: "lin_api_" + rand(r, ALNUM, 40),
        "pinecone": lambda: "pcsk_" + rand(r, ALNUM, 5) + "_" + rand(r, ALNUM, 60),
        "telegram": lambda: f"{r.randint(10**8, 10**10)}:AA" + rand(r, ALNUM + "-_", 33),
        "mercadopago": lambda: (
            f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{rand(r, HEX, 32)}-{r.randint(10**8, 10**9)}"
        ),
        "conekta": lambda: "key_" + rand(r, ALNUM, 27),
        "openpay": lambda: "sk_" + rand(r, HEX, 32),
    }[provider]()


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rand(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rand(rng, ALNUM + "/+", 40)


def pem_body(rng: random.Random, kind: str) -> list[str]:
    prefix = {
        "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
        "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
        "EC PRIVATE KEY": "MHcCAQEEI",
        "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    }[kind]
    n = {"RSA PRIVATE KEY": 12, "PRIVATE KEY": 12, "EC PRIVATE KEY": 3, "OPENSSH PRIVATE KEY": 5}[
        kind
    ]
    body = prefix + rand(rng, ALNUM + "+/", 64 * n - len(prefix))
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    lines.append(rand(rng, ALNUM + "+/", 20) + "==")
    return lines


def basic(user: str, pw: str) -> str:
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def password(rng: random.Random) -> str:
    return (
        rand(rng, ALNUM, rng.randint(5, 8))
        + rng.choice("!*_.-")
        + rand(rng, ALNUM, rng.randint(5, 9))
    )


# ------------------------------------------------------------------ keepers


def ean13(rng: random.Random) -> str:
    body = "750" + rand(rng, string.digits, 9)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def uuid4(rng: random.Random) -> str:
    return f"{rand(rng, HEX, 8)}-{rand(rng, HEX, 4)}-4{rand(rng, HEX, 3)}-{rng.choice('89ab')}{rand(rng, HEX, 3)}-{rand(rng, HEX, 12)}"
