"""Invented values with valid check digits (written for corpus 52; nothing real).

Every maker takes a ``random.Random`` so the corpus is deterministic.
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

import phonenumbers

GIVEN_F = [
    "María",
    "Guadalupe",
    "Juana",
    "Verónica",
    "Leticia",
    "Rosa",
    "Patricia",
    "Alejandra",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Elizabeth",
    "Silvia",
    "Laura",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Ximena",
    "Mariana",
    "Andrea",
    "Lucía",
    "Brenda",
    "Karla",
    "Mónica",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Francisco",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Roberto",
    "Eduardo",
    "Javier",
    "Raúl",
    "Sergio",
    "Arturo",
    "Diego",
    "Santiago",
    "Mateo",
    "Héctor",
    "Óscar",
    "Iván",
    "Rubén",
    "Andrés",
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
    "Castillo",
    "Romero",
    "Álvarez",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Salazar",
    "Ibarra",
    "Navarro",
    "Cervantes",
    "Zúñiga",
    "Orozco",
    "Trejo",
    "Olvera",
]
BR_GIVEN = ["João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Rafael", "Camila"]
BR_SUR = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ferreira"]
EN_GIVEN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Ashley", "Ryan"]
EN_SUR = ["Johnson", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore"]
STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "SP": "San Luis Potosí",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "SR": "Sonora",
}
MUNIS = [
    ("Zapopan", "Jalisco", "45"),
    ("Coyoacán", "Ciudad de México", "04"),
    ("Iztapalapa", "Ciudad de México", "09"),
    ("Guadalupe", "Nuevo León", "67"),
    ("San Pedro Garza García", "Nuevo León", "66"),
    ("Celaya", "Guanajuato", "38"),
    ("León", "Guanajuato", "37"),
    ("Querétaro", "Querétaro", "76"),
    ("Mérida", "Yucatán", "97"),
    ("Puebla", "Puebla", "72"),
    ("Tlalnepantla de Baz", "Estado de México", "54"),
    ("Morelia", "Michoacán", "58"),
    ("Hermosillo", "Sonora", "83"),
    ("Aguascalientes", "Aguascalientes", "20"),
    ("Xalapa", "Veracruz", "91"),
]
STREETS = [
    "Calle Hidalgo",
    "Calle Morelos",
    "Av. Juárez",
    "Calle Allende",
    "Privada de los Fresnos",
    "Calle 5 de Mayo",
    "Cerrada Tulipanes",
    "Calle Niños Héroes",
    "Av. Revolución",
    "Calle Guerrero",
    "Andador Jacarandas",
    "Calle Matamoros",
    "Calle Pino Suárez",
    "Calzada de las Flores",
    "Calle Zaragoza",
    "Privada Sauces",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Las Águilas",
    "Jardines del Sur",
    "San Rafael",
    "Lomas Verdes",
    "Santa María",
    "El Rosario",
    "Villa de las Flores",
    "Residencial del Parque",
    "Obrera",
    "Guadalupe Insurgentes",
    "La Providencia",
    "Arboledas",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "hotmail.es",
    "protonmail.com",
    "yahoo.com",
]
COMPANIES = [
    ("Comercializadora Altamira", "altamira-comercial.mx"),
    ("Grupo Ferretero del Bajío", "ferrebajio.com.mx"),
    ("Laboratorios Clínicos Sendero", "labsendero.mx"),
    ("Librería El Faro", "libreriaelfaro.com.mx"),
    ("Mueblería Río Bravo", "mueblesriobravo.mx"),
    ("Transportes Peninsulares", "tpeninsulares.com.mx"),
    ("Agencia Nube Austral", "nubeaustral.mx"),
    ("Distribuidora Cantera Rosa", "canterarosa.com.mx"),
    ("Clínica Dental Sonrisa Norte", "sonrisanorte.mx"),
    ("Escuela de Idiomas Puente", "idiomaspuente.edu.mx"),
    ("Datos Abiertos Lumen", "lumendatos.io"),
    ("Seguros Ceiba", "seguros-ceiba.com.mx"),
]
GOV = [
    "imss.gob.mx",
    "sat.gob.mx",
    "economia.gob.mx",
    "salud.gob.mx",
    "inegi.org.mx",
    "jalisco.gob.mx",
    "cdmx.gob.mx",
    "queretaro.gob.mx",
    "profeco.gob.mx",
    "conagua.gob.mx",
]
AREA2 = ["55", "33", "81"]
AREA3 = ["222", "442", "461", "477", "999", "664", "614", "998", "443", "662", "449", "228"]

ALNUM = string.ascii_letters + string.digits
UPPER_D = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def pick(rng: random.Random, seq):
    return seq[rng.randrange(len(seq))]


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def strip_accents(s: str) -> str:
    tr = str.maketrans("áéíóúÁÉÍÓÚüÜñÑ", "aeiouAEIOUuUnN")
    return s.translate(tr)


# ---------------------------------------------------------------- people


def person(rng: random.Random, female: bool | None = None) -> dict:
    if female is None:
        female = rng.random() < 0.5
    given = pick(rng, GIVEN_F if female else GIVEN_M)
    s1, s2 = pick(rng, SURNAMES), pick(rng, SURNAMES)
    while s2 == s1:
        s2 = pick(rng, SURNAMES)
    y, m, d = rng.randint(1958, 2009), rng.randint(1, 12), rng.randint(1, 28)
    return {
        "given": given,
        "s1": s1,
        "s2": s2,
        "female": female,
        "y": y,
        "m": m,
        "d": d,
        "name": f"{given} {s1} {s2}",
        "short": f"{given} {s1}",
    }


def person_br(rng: random.Random) -> dict:
    return {"name": f"{pick(rng, BR_GIVEN)} {pick(rng, BR_SUR)} {pick(rng, BR_SUR)}"}


def person_en(rng: random.Random) -> dict:
    return {"name": f"{pick(rng, EN_GIVEN)} {pick(rng, EN_SUR)}"}


def _first_inner_consonant(word: str) -> str:
    w = strip_accents(word).upper()
    for c in w[1:]:
        if c not in "AEIOU" and c.isalpha():
            return c
    return "X"


def _first_inner_vowel(word: str) -> str:
    w = strip_accents(word).upper()
    for c in w[1:]:
        if c in "AEIOU":
            return c
    return "X"


def _name_letters(p: dict) -> str:
    s1, s2, g = (strip_accents(x).upper() for x in (p["s1"], p["s2"], p["given"]))
    return s1[0] + _first_inner_vowel(p["s1"]) + s2[0] + g[0]


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
BAD_WORDS = {
    "BUEI",
    "CACA",
    "COGE",
    "COJA",
    "COLA",
    "CULO",
    "FETO",
    "GUEY",
    "JOTO",
    "KACA",
    "KAKA",
    "MAMO",
    "MEAR",
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
    "LOCA",
    "LOCO",
    "MEON",
    "MECO",
}


def curp(rng: random.Random, p: dict) -> str:
    four = _name_letters(p)
    if four in BAD_WORDS:
        four = four[0] + "X" + four[2:]
    state = pick(rng, list(STATES))
    inner = (
        _first_inner_consonant(p["s1"])
        + _first_inner_consonant(p["s2"])
        + _first_inner_consonant(p["given"])
    )
    diff = str(rng.randint(0, 9)) if p["y"] < 2000 else pick(rng, "ABCDEFGH")
    body = (
        f"{four}{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}{'M' if p['female'] else 'H'}"
        f"{state}{inner}{diff}"
    )
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(body12: str) -> str:
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(body12))
    dv = 11 - total % 11
    return "0" if dv == 11 else "A" if dv == 10 else str(dv)


def rfc_fisica(rng: random.Random, p: dict) -> str:
    four = _name_letters(p)
    if four in BAD_WORDS:
        four = four[:3] + "X"
    body = f"{four}{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}" + rand(
        rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2
    )
    return body + _rfc_check(body)


def rfc_moral(rng: random.Random, company: str) -> str:
    words = [
        w
        for w in strip_accents(company).upper().split()
        if w not in ("DE", "DEL", "EL", "LA", "LOS")
    ]
    three = words[0][0] + words[1][0] + (words[2][0] if len(words) > 2 else words[1][1])
    y, m, d = rng.randint(1985, 2019), rng.randint(1, 12), rng.randint(1, 28)
    body = f"{three}{y % 100:02d}{m:02d}{d:02d}" + rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return body + _rfc_check(" " + body)


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


def nss(rng: random.Random, p: dict) -> str:
    sub = f"{rng.randint(1, 97):02d}"
    alta = f"{max(p['y'] + rng.randint(17, 25), 1975) % 100:02d}"
    birth = f"{p['y'] % 100:02d}"
    body = sub + alta + birth + f"{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def ine_clave(rng: random.Random, p: dict) -> str:
    s1, s2, g = (strip_accents(x).upper() for x in (p["s1"], p["s2"], p["given"]))
    six = (
        s1[0]
        + _first_inner_consonant(p["s1"])
        + s2[0]
        + _first_inner_consonant(p["s2"])
        + g[0]
        + _first_inner_consonant(p["given"])
    )
    return (
        f"{six}{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}{rng.randint(1, 32):02d}"
        f"{'M' if p['female'] else 'H'}{rng.randint(100, 999)}"
    )


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def clabe(rng: random.Random) -> str:
    body = pick(rng, BANKS) + f"{rng.randint(1, 999):03d}" + rand(rng, string.digits, 11)
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> tuple[str, str]:
    brand = brand or pick(rng, ["visa", "mc", "mc2", "amex"])
    if brand == "visa":
        body = "4" + rand(rng, string.digits, 14)
    elif brand == "mc":
        body = "5" + str(rng.randint(1, 5)) + rand(rng, string.digits, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + rand(rng, string.digits, 11)
    else:
        body = pick(rng, ["34", "37"]) + rand(rng, string.digits, 12)
    return body + luhn_digit(body), brand


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(v * (n - i) for i, v in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    body = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(body)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{body:,}".replace(",", ".") + "-" + dv


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> tuple[str, str]:
    dni = f"{rng.randint(20_000_000, 45_999_999)}"
    pre = pick(rng, ["20", "27"])
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    s = sum(int(c) * w[i] for i, c in enumerate(pre + dni))
    r = 11 - s % 11
    if r == 10:
        return cuil(rng)
    dv = 0 if r == 11 else r
    return f"{pre}-{dni}-{dv}", dni


def ssn(rng: random.Random) -> str:
    a = rng.randint(101, 665)
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1001, 9998):04d}"


def passport(rng: random.Random, country: str) -> str:
    if country == "MX":
        return pick(rng, "GN") + rand(rng, string.digits, 8)
    if country == "US":
        return str(rng.randint(5, 6)) + rand(rng, string.digits, 8)
    if country == "ES":
        return rand(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 3) + rand(rng, string.digits, 6)
    if country == "BR":
        return rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(rng, string.digits, 6)
    if country == "AR":
        return rand(rng, string.digits, 8) + "N"
    return rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(rng, string.digits, 7)


# ---------------------------------------------------------------- phones


def mobile(rng: random.Random) -> tuple[str, str]:
    """(area, local) of a valid Mexican number; 10 digits together."""
    for _ in range(200):
        area = pick(rng, AREA2 + AREA3)
        local = str(rng.randint(2, 9)) + rand(rng, string.digits, 9 - len(area))
        n = phonenumbers.parse("+52" + area + local)
        if phonenumbers.is_valid_number(n):
            return area, local
    raise RuntimeError("no valid number")


def fmt_phone(rng: random.Random, style: str) -> str:
    area, local = mobile(rng)
    ten = area + local
    if len(area) == 2:
        a, b = local[:4], local[4:]
    else:
        a, b = local[:3], local[3:]
    return {
        "intl_sp": f"+52 {area} {a} {b}",
        "intl_1": f"+52 1 {area} {a} {b}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "dash": f"{area}-{a}-{b}",
        "compact_intl": f"+52{ten}",
        "intl_paren": f"+52 ({area}) {a} {b}",
        "bare": ten,
        "521": f"521{ten}",
    }[style]


# ---------------------------------------------------------------- e-mails


def email(rng: random.Random, p: dict, style: str = "plain") -> str:
    g = p["given"].lower()
    s = p["s1"].lower()
    dom = pick(rng, FREEMAIL)
    n = rng.randint(1, 99)
    shape = rng.randrange(5)
    if style == "accent":
        local = pick(rng, [f"{g}.{s}", f"{g}{s}{n}", f"{g}_{s}"])
        if local == strip_accents(local):
            local = (
                pick(rng, ["josé", "maría", "raúl", "verónica", "iván", "lucía"])
                + f".{strip_accents(s)}{n}"
            )
        return f"{local}@{dom}"
    g, s = strip_accents(g), strip_accents(s)
    local = [
        f"{g}.{s}",
        f"{g}{s}{n}",
        f"{g[0]}{s}{n}",
        f"{g}_{s}{p['y'] % 100:02d}",
        f"{s}.{g}{n}",
    ][shape]
    out = f"{local}@{dom}"
    if style == "upper":
        return out.upper() if rng.random() < 0.5 else local.capitalize() + "@" + dom.upper()
    return out


def obfuscate(addr: str, style: int) -> str:
    local, dom = addr.split("@")
    parts = dom.split(".")
    return [
        f"{local} [arroba] {' [punto] '.join(parts)}",
        f"{local}(arroba){'(punto)'.join(parts)}",
        f"{local} at {' dot '.join(parts)}",
        f"{local} [at] {' [dot] '.join(parts)}",
        f"{local} arroba {' punto '.join(parts)}",
        f"{local} (at) {' (dot) '.join(parts)}",
    ][style % 6]


# ---------------------------------------------------------------- addresses


def home_address(rng: random.Random, style: int) -> str:
    street = pick(rng, STREETS)
    num = rng.randint(3, 2890)
    col = pick(rng, COLONIAS)
    muni, state, cp2 = pick(rng, MUNIS)
    cp = cp2 + rand(rng, string.digits, 3)
    inte = rng.randint(1, 24)
    return [
        f"{street} {num}, Col. {col}, C.P. {cp}, {muni}, {state}",
        f"{street} #{num} int. {inte}, Col. {col}, {muni}, {state}, CP {cp}",
        f"{street} núm. {num}, depto. {inte}, colonia {col}, C.P. {cp}, {muni}, {state}",
        f"{street} No. {num} Int. {inte}, Col. {col}, C.P. {cp}, Mpio. {muni}, {state}",
        f"{street} {num}-{chr(64 + inte % 6 + 1)}, Fracc. {col}, {cp} {muni}, {state}",
    ][style % 5]


def office_address(rng: random.Random, style: int) -> str:
    street = pick(
        rng,
        [
            "Av. Insurgentes Sur",
            "Paseo de la Reforma",
            "Blvd. Adolfo López Mateos",
            "Av. Constitución",
            "Av. Vallarta",
            "Blvd. Bernardo Quintana",
            "Av. Lázaro Cárdenas",
            "Periférico Sur",
        ],
    )
    num = rng.randint(100, 3900)
    muni, state, cp2 = pick(rng, MUNIS)
    cp = cp2 + rand(rng, string.digits, 3)
    col = pick(rng, COLONIAS)
    piso = rng.randint(2, 21)
    return [
        f"{street} {num}, piso {piso}, Col. {col}, C.P. {cp}, {muni}, {state}",
        f"{street} #{num}, Local {piso}, Col. {col}, {muni}, {state}, C.P. {cp}",
        f"{street} No. {num}, Torre B piso {piso}, Col. {col}, C.P. {cp}, {muni}",
    ][style % 3]


def date_es(y: int, m: int, d: int) -> str:
    meses = [
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
    return f"{d} de {meses[m - 1]} de {y}"


def date_en(y: int, m: int, d: int) -> str:
    months = [
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
    return f"{months[m - 1]} {d}, {y}"


def date_pt(y: int, m: int, d: int) -> str:
    meses = [
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
    return f"{d} de {meses[m - 1]} de {y}"


# ---------------------------------------------------------------- secrets


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, sub: str) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    iat = rng.randint(1_700_000_000, 1_760_000_000)
    body = b64url(
        f'{{"sub":"{sub}","iat":{iat},"exp":{iat + 3600},"scope":"search:read"}}'.encode()
    )
    sig = b64url(bytes(rng.randrange(256) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem(rng: random.Random, kind: str = "RSA PRIVATE KEY") -> list[str]:
    raw = bytes(rng.randrange(256) for _ in range(48 * 12))
    b = base64.b64encode(raw).decode()
    rows = [b[i : i + 64] for i in range(0, len(b), 64)]
    return [
        f"-----BEGIN {kind}-----",
        "MIIEowIBAAKCAQEA" + rows[0][16:],
        *rows[1:9],
        f"-----END {kind}-----",
    ]


def api_key(rng: random.Random, provider: str) -> str:
    r = lambda a, n: rand(rng, a, n)  # noqa: E731
    return {
        "openai": "sk-proj-" + r(ALNUM + "_-", 48) + "T3BlbkFJ" + r(ALNUM, 20),
        "anthropic": "sk-ant-api03-" + r(ALNUM + "_-", 93) + "AA",
        "tavily": "tvly-" + pick(rng, ["dev-", "prod-", ""]) + r(ALNUM, 32),
        "brave": "BSA" + r(ALNUM, 28),
        "serpapi": r(HEX, 64),
        "serper": r(HEX, 40),
        "firecrawl": "fc-" + r(HEX, 32),
        "jina": "jina_" + r(HEX, 32) + r(ALNUM, 28),
        "perplexity": "pplx-" + r(ALNUM, 48),
        "groq": "gsk_" + r(ALNUM, 52),
        "google": "AIza" + r(ALNUM + "_-", 35),
        "hf": "hf_" + r(string.ascii_letters, 34),
        "xai": "xai-" + r(ALNUM, 80),
        "exa": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "mistral": r(ALNUM, 32),
        "cohere": r(ALNUM, 40),
        "openrouter": "sk-or-v1-" + r(HEX, 64),
        "stripe": "sk_live_51" + r(ALNUM, 56),
        "github": "ghp_" + r(ALNUM, 36),
        "github_pat": "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
        "gitlab": "glpat-" + r(ALNUM + "-_", 20),
        "sendgrid": "SG." + r(ALNUM + "-_", 22) + "." + r(ALNUM + "-_", 43),
        "slack_bot": "xoxb-"
        + r(string.digits, 12)
        + "-"
        + r(string.digits, 13)
        + "-"
        + r(ALNUM, 24),
        "npm": "npm_" + r(ALNUM, 36),
        "deepseek": "sk-" + r(HEX, 32),
        "gemini": "AIza" + r(ALNUM + "_-", 35),
        "mailgun": "key-" + r(HEX, 32),
        "twilio": "SK" + r(HEX, 32),
        "replicate": "r8_" + r(ALNUM, 37),
    }[provider]


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rand(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rand(rng, ALNUM + "/+", 40)


def hex_hash(rng: random.Random, n: int) -> str:
    return hashlib.sha256(str(rng.random()).encode()).hexdigest()[:n]


def a_uuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))
