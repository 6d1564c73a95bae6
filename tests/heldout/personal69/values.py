"""Value makers for corpus 69: invented identifiers, contacts, keys and keeper values.

Every function takes a ``random.Random`` and returns a string. Names are random
combinations of common given names and surnames; numbers are random and, where the
identifier has a check digit, carry a valid one.
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
    "Lucía",
    "Fernanda",
    "Andrea",
    "Sofía",
    "Valeria",
    "Daniela",
    "Gabriela",
    "Rosa",
    "Verónica",
    "Patricia",
    "Alejandra",
    "Carmen",
    "Ximena",
    "Paola",
    "Mónica",
    "Adriana",
    "Claudia",
    "Itzel",
    "Renata",
    "Elena",
    "Beatriz",
    "Silvia",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Eduardo",
    "Roberto",
    "Francisco",
    "Javier",
    "Arturo",
    "Raúl",
    "Sergio",
    "Héctor",
    "Diego",
    "Emilio",
    "Rodrigo",
    "Óscar",
    "Iván",
    "Marco",
    "Andrés",
]
SURNAMES = [
    "García",
    "Hernández",
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
    "Muñoz",
    "Salazar",
    "Núñez",
    "Ortega",
    "Delgado",
    "Cervantes",
    "Ibarra",
    "Navarro",
]
EN_GIVEN = [
    "Emily",
    "James",
    "Olivia",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Laura",
    "Kevin",
    "Rachel",
    "Brian",
]
EN_SUR = [
    "Walker",
    "Turner",
    "Mitchell",
    "Parker",
    "Collins",
    "Bennett",
    "Hughes",
    "Foster",
    "Bryant",
    "Russell",
    "Coleman",
    "Hayes",
]
PT_GIVEN = [
    "João",
    "Ana",
    "Beatriz",
    "Thiago",
    "Camila",
    "Rafael",
    "Larissa",
    "Gustavo",
    "Juliana",
    "Mateus",
    "Letícia",
    "Felipe",
]
PT_SUR = [
    "Silva",
    "Souza",
    "Oliveira",
    "Pereira",
    "Costa",
    "Carvalho",
    "Almeida",
    "Ribeiro",
    "Barbosa",
    "Rocha",
    "Araújo",
    "Cardoso",
]

STATES = [
    ("AS", "Aguascalientes"),
    ("BC", "Baja California"),
    ("CH", "Chihuahua"),
    ("DF", "Ciudad de México"),
    ("GT", "Guanajuato"),
    ("JC", "Jalisco"),
    ("MC", "Estado de México"),
    ("NL", "Nuevo León"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("SP", "San Luis Potosí"),
    ("VZ", "Veracruz"),
    ("YN", "Yucatán"),
    ("OC", "Oaxaca"),
    ("MN", "Michoacán"),
    ("SR", "Sonora"),
]
# (municipio, estado, lada)
PLACES = [
    ("Coyoacán", "Ciudad de México", "55"),
    ("Iztapalapa", "Ciudad de México", "55"),
    ("Benito Juárez", "Ciudad de México", "55"),
    ("Zapopan", "Jalisco", "33"),
    ("Tlaquepaque", "Jalisco", "33"),
    ("Guadalupe", "Nuevo León", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "81"),
    ("Puebla", "Puebla", "222"),
    ("Querétaro", "Querétaro", "442"),
    ("Celaya", "Guanajuato", "461"),
    ("León", "Guanajuato", "477"),
    ("Chihuahua", "Chihuahua", "614"),
    ("Tijuana", "Baja California", "664"),
    ("Mérida", "Yucatán", "999"),
    ("Nezahualcóyotl", "Estado de México", "55"),
    ("Morelia", "Michoacán", "443"),
    ("Aguascalientes", "Aguascalientes", "449"),
    ("Hermosillo", "Sonora", "662"),
]
STREETS = [
    "Calle Fresno",
    "Calle Álamo",
    "Av. de las Torres",
    "Privada Los Pinos",
    "Calle Jacarandas",
    "Av. Independencia",
    "Cerrada Girasol",
    "Calle Morelos",
    "Andador Tulipán",
    "Calle Hidalgo",
    "Av. Revolución",
    "Privada Azucenas",
    "Calz. de Tlalpan",
    "Calle Niños Héroes",
    "Av. Constituyentes",
    "Calle 5 de Mayo",
    "Privada Encino",
]
COLONIAS = [
    "Col. Las Águilas",
    "Col. Santa Fe",
    "Col. Jardines del Valle",
    "Col. El Rosario",
    "Col. Lomas de San Miguel",
    "Col. Villa de las Flores",
    "Col. Centro",
    "Col. Moderna",
    "Col. Valle Dorado",
    "Col. San Rafael",
    "Col. Ejidal",
    "Col. Bugambilias",
    "Fracc. Los Sauces",
    "Col. Reforma",
    "Col. Industrial",
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
    "protonmail.com",
    "yahoo.com",
]

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
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
MON3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def rs(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def strip_accents(s: str) -> str:
    table = str.maketrans("áéíóúÁÉÍÓÚñÑüÜ", "aeiouAEIOUnNuU")
    return s.translate(table)


# ---------------------------------------------------------------------------- people


def person(rng: random.Random, lang: str = "es") -> dict:
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
    y, m, d = rng.randint(1958, 2006), rng.randint(1, 12), rng.randint(1, 28)
    full = f"{g} {s1} {s2}".strip()
    return {
        "given": g,
        "s1": s1,
        "s2": s2 or rng.choice(SURNAMES),
        "sex": sex,
        "full": full,
        "short": f"{g} {s1}",
        "y": y,
        "m": m,
        "d": d,
    }


VOWELS = "AEIOU"


def _letters4(p: dict) -> str:
    s1 = strip_accents(p["s1"]).upper().replace(" ", "")
    s2 = strip_accents(p["s2"]).upper()
    g = strip_accents(p["given"]).upper()
    inner_v = next((c for c in s1[1:] if c in VOWELS), "X")
    out = s1[0] + inner_v + s2[0] + g[0]
    bad = {
        "BUEI",
        "CACA",
        "CAGA",
        "COGE",
        "CULO",
        "FETO",
        "GUEY",
        "JOTO",
        "KAKA",
        "LOCO",
        "MAME",
        "MEAR",
        "MOCO",
        "MULA",
        "PEDO",
        "PUTA",
        "PUTO",
        "RATA",
        "RUIN",
        "PENE",
    }
    if out in bad:
        out = out[0] + "X" + out[2:]
    return out


def _cons(word: str) -> str:
    w = strip_accents(word).upper()
    return next((c for c in w[1:] if c.isalpha() and c not in VOWELS), "X")


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(base17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(base17))
    return str((10 - total % 10) % 10)


def curp(rng: random.Random, p: dict | None = None) -> str:
    p = p or person(rng)
    st = rng.choice(STATES)[0]
    base = (
        _letters4(p)
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
        + p["sex"]
        + st
        + _cons(p["s1"])
        + _cons(p["s2"])
        + _cons(p["given"])
        + (rng.choice(string.digits) if p["y"] < 2000 else rng.choice(string.ascii_uppercase))
    )
    return base + curp_check(base)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(base: str) -> str:
    base = base.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base))
    mod = total % 11
    if mod == 0:
        return "0"
    d = 11 - mod
    return "A" if d == 10 else str(d)


def rfc_fisica(rng: random.Random, p: dict | None = None) -> str:
    p = p or person(rng)
    base = (
        _letters4(p)
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
        + rs(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789")
    )
    return base + rfc_check(base)


def rfc_moral(rng: random.Random) -> str:
    base = (
        rs(rng, 3, string.ascii_uppercase) + f"{rng.randint(0, 23):02d}{rng.randint(1, 12):02d}"
        f"{rng.randint(1, 28):02d}" + rs(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789")
    )
    return base + rfc_check(base)


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random, p: dict | None = None) -> str:
    by = (p or {}).get("y", rng.randint(1960, 2000))
    alta = min(by + rng.randint(16, 30), 2024)
    body = f"{rng.randint(1, 99):02d}{alta % 100:02d}{by % 100:02d}{digits(rng, 4)}"
    return body + luhn_digit(body)


def ine_clave(rng: random.Random, p: dict | None = None) -> str:
    p = p or person(rng)

    def two(w: str) -> str:
        w = strip_accents(w).upper()
        cons = [c for c in w if c.isalpha() and c not in VOWELS]
        return (w[0] + (cons[1] if len(cons) > 1 else "X"))[:2]

    return (
        two(p["s1"])
        + two(p["s2"])
        + two(p["given"])
        + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}{rng.randint(1, 32):02d}"
        + ("H" if p["sex"] == "H" else "M")
        + digits(rng, 3)
    )


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "638"]


def clabe(rng: random.Random) -> str:
    body = (
        rng.choice(BANKS) + f"{rng.choice([10, 180, 320, 580, 650, 744, 27]):03d}" + digits(rng, 11)
    )
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + digits(rng, 14)
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + digits(rng, 11)
    else:
        body = rng.choice(["34", "37"]) + digits(rng, 12)
    return body + luhn_digit(body)


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def passport(rng: random.Random, country: str) -> str:
    if country == "mx":
        return rng.choice("GN") + digits(rng, 8)
    if country == "us":
        return rng.choice([digits(rng, 9), rng.choice("ACEFGHJKLMN") + digits(rng, 8)])
    if country == "es":
        return rs(rng, 3, "ABCDEFGHJKLMNPRSTUVXYZ") + digits(rng, 6)
    if country == "br":
        return rs(rng, 2, "ABCDEFGHJKLMNPRSTUVXYZ") + digits(rng, 6)
    if country == "ca":
        return rs(rng, 2, "ABCGHJKLMNPRSTWX") + digits(rng, 6)
    if country == "gt":
        return digits(rng, 9)
    return rs(rng, 2, string.ascii_uppercase) + digits(rng, 7)


# ---- foreign ids


def cpf(rng: random.Random) -> str:
    n = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(d * w for d, w in zip(n, range(k, 1, -1), strict=False))
        r = (s * 10) % 11
        n.append(0 if r == 10 else r)
    s = "".join(map(str, n))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    p = rng.choice("XYZ")
    n = rng.randint(1000000, 9999999)
    v = int(str("XYZ".index(p)) + f"{n:07d}")
    return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[v % 23]}"


def rut_cl(rng: random.Random) -> str:
    n = rng.randint(8000000, 24999999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dv}"


def cuil_ar(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = f"{rng.randint(20000000, 45999999)}"
        body = pre + dni
        s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn_us(rng: random.Random) -> str:
    a = rng.randint(101, 665)
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


# ---- dates of birth


def birth_date(rng: random.Random, p: dict, style: str) -> str:
    y, m, d = p["y"], p["m"], p["d"]
    if style == "es-long":
        return f"{d} de {MONTHS_ES[m - 1]} de {y}"
    if style == "dmy":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{d:02d}"
    if style == "mon":
        return f"{d:02d}-{MON3[m - 1]}-{y}"
    if style == "en":
        return f"{MONTHS_EN[m - 1]} {d}, {y}"
    if style == "pt":
        return f"{d} de {MONTHS_PT[m - 1]} de {y}"
    if style == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    return f"{d}/{m}/{y % 100:02d}"


# ---- addresses


def home_address(rng: random.Random, style: int | None = None) -> str:
    street = rng.choice(STREETS)
    num = rng.randint(3, 1890)
    col = rng.choice(COLONIAS)
    mun, est, _ = rng.choice(PLACES)
    cp = f"{rng.randint(1000, 99999):05d}"
    style = rng.randint(0, 5) if style is None else style
    inner = rng.choice(
        [
            f" int. {rng.randint(1, 12)}",
            f" depto. {rng.randint(101, 504)}",
            f" Int. {rng.choice('ABCD')}",
            "",
        ]
    )
    if style == 0:
        return f"{street} {num}{inner}, {col}, C.P. {cp}, {mun}, {est}"
    if style == 1:
        return f"{street} #{num}{inner}, {col}, {mun}, {est}, C.P. {cp}"
    if style == 2:
        return f"{street} núm. {num}{inner}, {col}, CP {cp}, {mun}, {est}"
    if style == 3:
        return f"{street} No. {num}{inner} {col} C.P. {cp} {mun}, {est}"
    if style == 4:
        return f"{street.upper()} {num}{inner.upper()}, {col.upper()}, C.P. {cp}, {mun.upper()}"
    return f"{street} {num}{inner}, {col}, {mun}, {est}"


def office_address(rng: random.Random) -> str:
    street = rng.choice(
        [
            "Av. Paseo de la Reforma",
            "Av. Insurgentes Sur",
            "Blvd. Manuel Ávila Camacho",
            "Av. Vallarta",
            "Av. Constitución",
            "Calz. Legaria",
            "Av. Chapultepec",
            "Blvd. Bernardo Quintana",
            "Av. Universidad",
            "Periférico Sur",
        ]
    )
    num = rng.randint(100, 3900)
    floor = rng.choice(
        [
            f", piso {rng.randint(2, 22)}",
            f", Torre {rng.choice('AB')} piso {rng.randint(3, 30)}",
            f", local {rng.randint(1, 40)}",
            ", planta baja",
        ]
    )
    col = rng.choice(COLONIAS)
    mun, est, _ = rng.choice(PLACES)
    return f"{street} {num}{floor}, {col}, C.P. {rng.randint(1000, 99999):05d}, {mun}, {est}"


# ---- phones


def mobile(rng: random.Random) -> tuple[str, str]:
    """(lada, local) with lada+local = 10 digits."""
    _, _, lada = rng.choice(PLACES)
    local = str(rng.randint(2, 9)) + digits(rng, 9 - len(lada))
    return lada, local


def phone(rng: random.Random, style: str) -> str:
    lada, local = mobile(rng)
    ten = lada + local
    if len(lada) == 2:
        a, b = local[:4], local[4:]
    else:
        a, b = local[:3], local[3:]
    if style == "intl":
        return f"+52 {lada} {a} {b}"
    if style == "intl1":
        return f"+52 1 {lada} {a} {b}"
    if style == "044":
        return f"044 {lada} {a} {b}"
    if style == "045":
        return f"045 {lada} {a}{b}"
    if style == "paren":
        return f"({lada}) {a}-{b}"
    if style == "dots":
        return f"{lada}.{a}.{b}"
    if style == "dash":
        return f"{lada}-{a}-{b}"
    if style == "plain":
        return "+52" + ten
    if style == "intlparen":
        return f"+52 ({lada}) {a} {b}"
    if style == "bare":
        return ten
    if style == "tel":
        return "+521" + ten
    if style == "wa":
        return "521" + ten
    if style == "spaced":
        return f"{lada} {a} {b}"
    return ten


# ---- e-mails


def email_local(rng: random.Random, p: dict, accented: bool) -> str:
    g = p["given"].lower()
    s = p["s1"].lower()
    if not accented:
        g, s = strip_accents(g), strip_accents(s)
    shape = rng.randint(0, 4)
    if shape == 0:
        return f"{g}.{s}"
    if shape == 1:
        return f"{g}{s}{rng.randint(70, 99)}"
    if shape == 2:
        return f"{g[0]}{s}{rng.randint(1, 999)}"
    if shape == 3:
        return f"{g}_{s}.{p['y']}"
    return f"{s}.{g}{rng.randint(1, 9)}"


def personal_email(rng: random.Random, p: dict, accented: bool = False, upper: bool = False) -> str:
    if accented and strip_accents(p["given"] + p["s1"]) == p["given"] + p["s1"]:
        local = (
            rng.choice(["josé", "maría", "andrés", "iñaki", "raúl", "sofía"])
            + "."
            + strip_accents(p["s1"]).lower()
        )
    else:
        local = email_local(rng, p, accented)
    dom = rng.choice(FREEMAIL)
    e = f"{local}@{dom}"
    return e.upper() if upper else e


# ---------------------------------------------------------------------------- account ids


def account_id(rng: random.Random, shape: str) -> str:
    if shape == "acct":
        return "acct_" + rs(rng, 16)
    if shape == "cust":
        return "cust-" + rng.choice(
            [digits(rng, 6), rs(rng, 12, string.ascii_lowercase + string.digits)]
        )
    if shape == "org":
        return "org-" + rs(rng, 24)
    if shape == "proj":
        return "proj_" + rs(rng, 24)
    if shape == "user":
        return "user_" + rs(rng, 27)
    if shape == "ws":
        return "ws_" + rs(rng, 14, string.ascii_lowercase + string.digits)
    if shape == "team":
        return "team_" + rs(rng, 20)
    if shape == "org_":
        return "org_" + rs(rng, 18, string.ascii_lowercase + string.digits)
    if shape == "workspace":
        return "wrk-" + rs(rng, 10, string.ascii_lowercase + string.digits)
    return "acc-" + digits(rng, 10)


# ---------------------------------------------------------------------------- secrets


def b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(rng: random.Random) -> str:
    head = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    body = b64url(
        json.dumps(
            {
                "sub": "usr_" + rs(rng, 10),
                "iat": 1760000000 + rng.randint(0, 9999999),
                "exp": 1790000000 + rng.randint(0, 9999999),
                "scope": rng.choice(["search:read", "crawl", "admin"]),
            }
        ).encode()
    )
    sig = b64url(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def provider_key(rng: random.Random, provider: str) -> str:
    lo = string.ascii_lowercase + string.digits
    return {
        "tavily": lambda: "tvly-" + rng.choice(["", "dev-", "prod-"]) + rs(rng, 32),
        "brave": lambda: "BSA" + rs(rng, 28),
        "serpapi": lambda: rs(rng, 64, HEX),
        "serper": lambda: rs(rng, 40, HEX),
        "firecrawl": lambda: "fc-" + rs(rng, 32, HEX),
        "jina": lambda: "jina_" + rs(rng, 60),
        "perplexity": lambda: "pplx-" + rs(rng, 48),
        "openai": lambda: (
            "sk-proj-" + rs(rng, 74, ALNUM + "-_") + "T3BlbkFJ" + rs(rng, 74, ALNUM + "-_")
        ),
        "openai-old": lambda: "sk-" + rs(rng, 20) + "T3BlbkFJ" + rs(rng, 20),
        "anthropic": lambda: "sk-ant-api03-" + rs(rng, 93, ALNUM + "-_") + "AA",
        "openrouter": lambda: "sk-or-v1-" + rs(rng, 64, HEX),
        "groq": lambda: "gsk_" + rs(rng, 52),
        "google": lambda: "AIza" + rs(rng, 35, ALNUM + "-_"),
        "hf": lambda: "hf_" + rs(rng, 34, string.ascii_letters),
        "xai": lambda: "xai-" + rs(rng, 80),
        "exa": lambda: (
            f"{rs(rng, 8, HEX)}-{rs(rng, 4, HEX)}-4{rs(rng, 3, HEX)}-a{rs(rng, 3, HEX)}-{rs(rng, 12, HEX)}"
        ),
        "mistral": lambda: rs(rng, 32),
        "cohere": lambda: rs(rng, 40),
        "stripe": lambda: rng.choice(["sk_live_", "rk_live_"]) + rs(rng, 99),
        "stripe-whsec": lambda: "whsec_" + rs(rng, 32),
        "github": lambda: "ghp_" + rs(rng, 36),
        "github-pat": lambda: "github_pat_11" + rs(rng, 20, UPPER_DIG) + "_" + rs(rng, 59),
        "gitlab": lambda: "glpat-" + rs(rng, 20, ALNUM + "-_"),
        "sendgrid": lambda: "SG." + rs(rng, 22, ALNUM + "-_") + "." + rs(rng, 43, ALNUM + "-_"),
        "mailgun": lambda: "key-" + rs(rng, 32, HEX),
        "slack-bot": lambda: f"xoxb-{digits(rng, 12)}-{digits(rng, 13)}-{rs(rng, 24)}",
        "npm": lambda: "npm_" + rs(rng, 36),
        "shopify": lambda: "shpat_" + rs(rng, 32, HEX),
        "mercadopago": lambda: (
            f"APP_USR-{digits(rng, 16)}-{digits(rng, 6)}-{rs(rng, 32, HEX)}-{digits(rng, 9)}"
        ),
        "conekta": lambda: "key_" + rs(rng, 27),
        "twilio": lambda: "SK" + rs(rng, 32, HEX),
        "deepseek": lambda: "sk-" + rs(rng, 32, HEX),
        "replicate": lambda: "r8_" + rs(rng, 37),
        "pinecone": lambda: "pcsk_" + rs(rng, 6) + "_" + rs(rng, 60),
        "scrapingbee": lambda: rs(rng, 80, string.ascii_uppercase + string.digits),
        "aws-id": lambda: "AKIA" + rs(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
        "aws-secret": lambda: rs(rng, 40, ALNUM + "/+"),
        "bearer": lambda: rs(rng, 40, lo) + rs(rng, 8),
    }[provider]()


def pem_body(rng: random.Random, n_lines: int = 6) -> list[str]:
    return [
        base64.b64encode(bytes(rng.getrandbits(8) for _ in range(48))).decode()
        for _ in range(n_lines)
    ]


def sha256_hex(rng: random.Random) -> str:
    return hashlib.sha256(rs(rng, 20).encode()).hexdigest()


def uuid4(rng: random.Random) -> str:
    h = rs(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def isbn13(rng: random.Random) -> str:
    body = "978" + digits(rng, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    d = (10 - s % 10) % 10
    b = body + str(d)
    return f"{b[:3]}-{b[3:5]}-{b[5:9]}-{b[9:12]}-{b[12]}"


def issn(rng: random.Random) -> str:
    body = digits(rng, 7)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=False))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"
