"""Value makers of corpus 66: invented data, valid by their check digits where they have one.

Every maker takes a ``random.Random`` so the generator is deterministic. Names are random
combinations of common given names and surnames; no value belongs to a real person.
"""

# ruff: noqa: E501  (long literal key shapes and context lines)

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata

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
    "Sergio",
    "Arturo",
    "Héctor",
    "Óscar",
    "Andrés",
    "Rubén",
    "Emilio",
    "Iván",
    "Gerardo",
    "Ramón",
    "Tomás",
    "Julián",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Verónica",
    "Patricia",
    "Adriana",
    "Gabriela",
    "Alejandra",
    "Claudia",
    "Leticia",
    "Rosa",
    "Mónica",
    "Laura",
    "Daniela",
    "Fernanda",
    "Sofía",
    "Valeria",
    "Lucía",
    "Ximena",
    "Itzel",
    "Araceli",
    "Beatriz",
    "Silvia",
    "Norma",
    "Elena",
    "Irene",
    "Noemí",
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
    "Muñoz",
    "Rojas",
    "Salazar",
    "Contreras",
    "Luna",
    "Ríos",
    "Estrada",
    "Orozco",
    "Bautista",
    "Cervantes",
    "Navarro",
    "Solís",
    "Delgado",
    "Zamora",
]
GIVEN_EN = [
    "Emily",
    "James",
    "Olivia",
    "Michael",
    "Sarah",
    "Daniel",
    "Hannah",
    "Kevin",
    "Rachel",
    "Brian",
    "Megan",
    "Ryan",
    "Laura",
    "Jacob",
    "Nicole",
    "Tyler",
]
SURN_EN = [
    "Walker",
    "Bennett",
    "Hughes",
    "Carter",
    "Mitchell",
    "Parker",
    "Turner",
    "Brooks",
    "Foster",
    "Hayes",
    "Sullivan",
    "Reed",
    "Coleman",
    "Price",
    "Murphy",
    "Ward",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Thiago",
    "Camila",
    "Rafael",
    "Juliana",
    "Gustavo",
    "Larissa",
    "Felipe",
    "Letícia",
    "Bruno",
    "Aline",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Rodrigues",
    "Almeida",
    "Nascimento",
    "Lima",
    "Araújo",
    "Fernandes",
    "Carvalho",
    "Gomes",
    "Ribeiro",
    "Barbosa",
]

STATES = [  # (CURP code, name, INE numeric code)
    ("AS", "Aguascalientes", "01"),
    ("BC", "Baja California", "02"),
    ("CH", "Chihuahua", "08"),
    ("DF", "Ciudad de México", "09"),
    ("GT", "Guanajuato", "11"),
    ("JC", "Jalisco", "14"),
    ("MC", "Estado de México", "15"),
    ("MN", "Michoacán", "16"),
    ("NL", "Nuevo León", "19"),
    ("OC", "Oaxaca", "20"),
    ("PL", "Puebla", "21"),
    ("QT", "Querétaro", "22"),
    ("SP", "San Luis Potosí", "24"),
    ("SR", "Sonora", "26"),
    ("VZ", "Veracruz", "30"),
    ("YN", "Yucatán", "31"),
]
TOWNS = [  # (municipio, estado, lada, CP prefix)
    ("Coyoacán", "Ciudad de México", "55", "04"),
    ("Iztapalapa", "Ciudad de México", "55", "09"),
    ("Zapopan", "Jalisco", "33", "45"),
    ("Tlaquepaque", "Jalisco", "33", "45"),
    ("Guadalupe", "Nuevo León", "81", "67"),
    ("San Nicolás de los Garza", "Nuevo León", "81", "66"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("León", "Guanajuato", "477", "37"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Querétaro", "442", "76"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Tijuana", "Baja California", "664", "22"),
    ("Morelia", "Michoacán", "443", "58"),
    ("Nezahualcóyotl", "Estado de México", "55", "57"),
    ("Hermosillo", "Sonora", "662", "83"),
    ("Oaxaca de Juárez", "Oaxaca", "951", "68"),
]
STREETS = [
    "Fresno",
    "Los Pinos",
    "Hidalgo",
    "Morelos",
    "Aldama",
    "Allende",
    "Jacarandas",
    "Girasoles",
    "Ignacio Zaragoza",
    "Benito Juárez",
    "Cuauhtémoc",
    "Las Palmas",
    "Niños Héroes",
    "Guerrero",
    "Pino Suárez",
    "Río Lerma",
    "Tulipanes",
    "Emiliano Zapata",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Las Flores",
    "San Rafael",
    "Jardines del Sur",
    "La Joya",
    "Santa Cruz",
    "El Mirador",
    "Lomas Verdes",
    "Valle Dorado",
    "Santa María",
    "Residencial Los Álamos",
    "Bugambilias",
    "Villas del Sol",
    "Independencia",
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
    "yahoo.com",
    "uol.com.br",
]
COMPANIES = [  # (name, domain)
    ("Papelería La Escuadra S.A. de C.V.", "laescuadra.com.mx"),
    ("Refaccionaria Del Bajío S.A. de C.V.", "refaccionariadelbajio.mx"),
    ("Constructora Altavista S.A.P.I. de C.V.", "altavista-construye.com.mx"),
    ("Muebles Tarasco S. de R.L. de C.V.", "mueblestarasco.mx"),
    ("Distribuidora Norteña de Abarrotes S.A. de C.V.", "dinorsa.com.mx"),
    ("Laboratorios Quetzal S.A. de C.V.", "labquetzal.com.mx"),
    ("Transportes Sierra Madre S.A. de C.V.", "tsmadre.com.mx"),
    ("Hotel Brisas de Celaya S.A. de C.V.", "brisascelaya.mx"),
    ("Agencia Digital Colibrí S.C.", "colibri.digital"),
    ("Clínica Dental Sonrisa Plena S.C.", "sonrisaplena.mx"),
]
GOV_DOMAINS = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "inegi.org.mx",
    "jalisco.gob.mx",
    "guanajuato.gob.mx",
    "condusef.gob.mx",
    "sep.gob.mx",
    "queretaro.gob.mx",
]
BANKS = [
    ("002", "Banamex"),
    ("012", "BBVA México"),
    ("014", "Santander"),
    ("021", "HSBC"),
    ("072", "Banorte"),
    ("036", "Inbursa"),
    ("044", "Scotiabank"),
    ("137", "BanCoppel"),
    ("127", "Banco Azteca"),
]


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Person:
    def __init__(self, rng: random.Random, lang: str = "es"):
        self.sex = rng.choice("HM")
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.sur1, self.sur2 = rng.choice(SURN_EN), ""
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.sur1, self.sur2 = rng.sample(SURN_PT, 2)
        else:
            self.given = rng.choice(GIVEN_M if self.sex == "H" else GIVEN_F)
            self.sur1, self.sur2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(STATES)

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.given, self.sur1, self.sur2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.sur1}"


# ------------------------------------------------------------------ Mexican identifiers

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
BAD = {
    "BACA",
    "BAKA",
    "BUEI",
    "BUEY",
    "CACA",
    "CACO",
    "CAGA",
    "CAGO",
    "CAKA",
    "COGE",
    "COJA",
    "COJE",
    "COJI",
    "COJO",
    "CULO",
    "FETO",
    "GUEY",
    "JOTO",
    "KACA",
    "KAGA",
    "KOGE",
    "KAKA",
    "MAME",
    "MAMO",
    "MEAR",
    "MEON",
    "MION",
    "MOCO",
    "MULA",
    "PEDA",
    "PEDO",
    "PENE",
    "PUTA",
    "PUTO",
    "QULO",
    "RATA",
    "RUIN",
}


def _vowel(s: str) -> str:
    for c in s[1:]:
        if c in "AEIOU":
            return c
    return "X"


def _cons(s: str) -> str:
    for c in s[1:]:
        if c.isalpha() and c not in "AEIOU":
            return c
    return "X"


def _up(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


def curp_check(c17: str) -> str:
    total = sum(CURP_ALPHA.index(ch) * (18 - i) for i, ch in enumerate(c17))
    return str((10 - total % 10) % 10)


def curp(p: Person, rng: random.Random) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    four = s1[0] + _vowel(s1) + s2[0] + g[0]
    if four in BAD:
        four = four[0] + "X" + four[2:]
    diff = str(rng.randint(0, 9)) if p.year < 2000 else rng.choice("ABCDEF")
    c17 = (
        f"{four}{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.sex}{p.state[0]}"
        f"{_cons(s1)}{_cons(s2)}{_cons(g)}{diff}"
    )
    return c17 + curp_check(c17)


RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
HOMO = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"


def rfc_check(first: str) -> str:
    s = first.rjust(12)
    total = sum(RFC_ALPHA.index(ch) * (13 - i) for i, ch in enumerate(s))
    r = total % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def rfc_fisica(p: Person, rng: random.Random) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    four = s1[0] + _vowel(s1) + s2[0] + g[0]
    if four in BAD:
        four = four[:3] + "X"
    first = f"{four}{p.year % 100:02d}{p.month:02d}{p.day:02d}" + "".join(rng.choices(HOMO, k=2))
    return first + rfc_check(first)


def rfc_moral(rng: random.Random) -> str:
    three = "".join(rng.choices(string.ascii_uppercase, k=3))
    date = f"{rng.randint(0, 22):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    first = three + date + "".join(rng.choices(HOMO, k=2))
    return first + rfc_check(first)


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


def nss(p: Person, rng: random.Random) -> str:
    reg = min(p.year + rng.randint(16, 25), 2024)
    body = f"{rng.randint(1, 97):02d}{reg % 100:02d}{p.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def ine_clave(p: Person, rng: random.Random) -> str:
    s1, s2, g = _up(p.sur1), _up(p.sur2 or "X"), _up(p.given)
    six = s1[0] + _cons(s1) + s2[0] + _cons(s2) + g[0] + _cons(g)
    return (
        f"{six}{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.state[2]}{p.sex}{rng.randint(100, 999)}"
    )


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(BANKS)[0]
    body = bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choices(string.digits, k=11))
    w = [3, 7, 1] * 6
    total = sum((int(d) * w[i]) % 10 for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(rng.choices(string.digits, k=14))
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choices(string.digits, k=13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choices(string.digits, k=11))
    else:  # amex
        body = rng.choice(["34", "37"]) + "".join(rng.choices(string.digits, k=12))
    return body + luhn_digit(body)


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def passport(rng: random.Random, country: str) -> str:
    d = string.digits
    if country == "mx":
        return rng.choice("GN") + "".join(rng.choices(d, k=8))
    if country == "us":
        return str(rng.randint(5, 6)) + "".join(rng.choices(d, k=8))
    if country == "es":
        return "".join(rng.choices("PABCXY", k=3)) + "".join(rng.choices(d, k=6))
    if country == "br":
        return (
            "".join(rng.choices("FGTY", k=1))
            + rng.choice("ABCDHKPT")
            + "".join(rng.choices(d, k=6))
        )
    if country == "ca":
        return "".join(rng.choices(string.ascii_uppercase, k=2)) + "".join(rng.choices(d, k=6))
    if country == "ar":
        return "".join(rng.choices(d, k=8)) + rng.choice("AN")
    return "".join(rng.choices(string.ascii_uppercase, k=2)) + "".join(rng.choices(d, k=7))


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cpf(rng: random.Random) -> str:
    b = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * (k - i) for i, x in enumerate(b))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut_cl(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def ssn(rng: random.Random) -> str:
    return f"{rng.randint(101, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20, 45)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"


# ------------------------------------------------------------------ phones, e-mails


def mobile(rng: random.Random, lada: str | None = None) -> str:
    lada = lada or rng.choice(["55", "33", "81", "461", "477", "442", "222", "999", "664", "443"])
    return (
        lada
        + "".join(rng.choices(string.digits[1:], k=1))
        + "".join(rng.choices(string.digits, k=9 - len(lada)))
    )


def phone_form(num: str, form: str) -> str:
    a = 2 if num[:2] in ("55", "33", "81") else 3
    lada, rest = num[:a], num[a:]
    r1, r2 = (rest[:4], rest[4:]) if a == 2 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {lada} {r1} {r2}",
        "intl1": f"+52 1 {lada} {r1} {r2}",
        "044": f"044 {lada} {r1} {r2}",
        "045": f"045 {lada} {r1} {r2}",
        "paren": f"({lada}) {r1}-{r2}",
        "dots": f"{lada}.{r1}.{r2}",
        "hyph": f"{lada}-{r1}-{r2}",
        "compact": f"+52{num}",
        "parenintl": f"+52 ({lada}) {r1} {r2}",
        "bare": num,
        "spaced": f"{lada} {r1} {r2}",
        "e164dash": f"+52-{lada}-{r1}-{r2}",
    }[form]


def email_local(p: Person, rng: random.Random, accents: bool) -> str:
    g = p.given.lower() if accents else strip_accents(p.given).lower()
    s = p.sur1.lower() if accents else strip_accents(p.sur1).lower()
    shape = rng.randint(0, 4)
    if shape == 0:
        return f"{g}.{s}"
    if shape == 1:
        return f"{g}{s}{rng.randint(70, 99)}"
    if shape == 2:
        return f"{g[0]}{s}_{rng.randint(1, 999)}"
    if shape == 3:
        return f"{g}_{s}.{p.year}"
    return f"{s}.{g}{rng.randint(1, 30)}"


# ------------------------------------------------------------------ secrets

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rnd(rng: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(rng.choices(alpha, k=n))


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def provider_key(rng: random.Random, prov: str) -> str:
    r = rng
    return {
        "tavily": lambda: "tvly-" + r.choice(["dev-", "prod-", ""]) + rnd(r, 32),
        "brave": lambda: "BSA" + rnd(r, 28),
        "serpapi": lambda: rnd(r, 64, HEX),
        "serper": lambda: rnd(r, 40, HEX),
        "firecrawl": lambda: "fc-" + rnd(r, 32, HEX),
        "jina": lambda: "jina_" + rnd(r, 32, HEX) + rnd(r, 28),
        "perplexity": lambda: "pplx-" + rnd(r, 48),
        "openai": lambda: (
            "sk-proj-" + rnd(r, 48, ALNUM + "-_") + "T3BlbkFJ" + rnd(r, 40, ALNUM + "-_")
        ),
        "anthropic": lambda: "sk-ant-api03-" + rnd(r, 93, ALNUM + "-_") + "AA",
        "openrouter": lambda: "sk-or-v1-" + rnd(r, 64, HEX),
        "groq": lambda: "gsk_" + rnd(r, 52),
        "google": lambda: "AIza" + rnd(r, 35, ALNUM + "-_"),
        "huggingface": lambda: "hf_" + rnd(r, 34),
        "xai": lambda: "xai-" + rnd(r, 80),
        "exa": lambda: (
            f"{rnd(r, 8, HEX)}-{rnd(r, 4, HEX)}-4{rnd(r, 3, HEX)}-a{rnd(r, 3, HEX)}-{rnd(r, 12, HEX)}"
        ),
        "mistral": lambda: rnd(r, 32),
        "cohere": lambda: rnd(r, 40),
        "deepseek": lambda: "sk-" + rnd(r, 32, HEX),
        "stripe": lambda: r.choice(["sk_live_", "rk_live_"]) + rnd(r, 99),
        "github": lambda: r.choice(["ghp_", "gho_", "ghs_"]) + rnd(r, 36),
        "github_pat": lambda: (
            "github_pat_11" + rnd(r, 20, string.ascii_uppercase + string.digits) + "_" + rnd(r, 59)
        ),
        "gitlab": lambda: "glpat-" + rnd(r, 20, ALNUM + "-_"),
        "sendgrid": lambda: "SG." + rnd(r, 22, ALNUM + "-_") + "." + rnd(r, 43, ALNUM + "-_"),
        "mailgun": lambda: "key-" + rnd(r, 32, HEX),
        "slack": lambda: (
            f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{rnd(r, 24)}"
        ),
        "twilio": lambda: "SK" + rnd(r, 32, HEX),
        "npm": lambda: "npm_" + rnd(r, 36),
        "resend": lambda: "re_" + rnd(r, 8) + "_" + rnd(r, 24),
        "shopify": lambda: "shpat_" + rnd(r, 32, HEX),
        "linear": lambda: "lin_api_" + rnd(r, 40),
        "replicate": lambda: "r8_" + rnd(r, 37),
        "pinecone": lambda: "pcsk_" + rnd(r, 6) + "_" + rnd(r, 60),
        "digitalocean": lambda: "dop_v1_" + rnd(r, 64, HEX),
        "mercadopago": lambda: (
            f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{rnd(r, 32, HEX)}-{r.randint(10**8, 10**9)}"
        ),
        "conekta": lambda: "key_" + rnd(r, 27),
    }[prov]()


PROVIDERS = [
    "tavily",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "perplexity",
    "openai",
    "anthropic",
    "openrouter",
    "groq",
    "google",
    "huggingface",
    "xai",
    "exa",
    "mistral",
    "cohere",
    "deepseek",
    "stripe",
    "github",
    "github_pat",
    "gitlab",
    "sendgrid",
    "mailgun",
    "slack",
    "twilio",
    "npm",
    "resend",
    "shopify",
    "linear",
    "replicate",
    "pinecone",
    "digitalocean",
    "mercadopago",
    "conekta",
]


def jwt(rng: random.Random, who: str) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(
        json.dumps(
            {
                "sub": f"user_{rnd(rng, 10, HEX)}",
                "email": who,
                "iat": rng.randint(1_700_000_000, 1_720_000_000),
                "exp": rng.randint(1_730_000_000, 1_760_000_000),
            },
            separators=(",", ":"),
        ).encode()
    )
    sig = b64url(rng.randbytes(32))
    return f"{head}.{body}.{sig}"


def pem_body(rng: random.Random, n_lines: int = 8) -> list[str]:
    return [base64.b64encode(rng.randbytes(48)).decode() for _ in range(n_lines)]


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return ("AKIA" + rnd(rng, 16, string.ascii_uppercase + "234567"), rnd(rng, 40, ALNUM + "/+"))


def sha256_hex(rng: random.Random) -> str:
    return hashlib.sha256(rng.randbytes(16)).hexdigest()


# ------------------------------------------------------------------ keepers


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "970", "84", "85"])
    body += "".join(rng.choices(string.digits, k=12 - len(body)))
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}-{full[3:-5]}-{full[-5:-1]}-{full[-1]}"


def uuid4(rng: random.Random) -> str:
    h = rnd(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"
