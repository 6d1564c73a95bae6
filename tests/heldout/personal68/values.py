"""Value makers of corpus 68: invented identifiers with valid check digits, invented keys.

Every maker takes a ``random.Random`` and returns a string. Nothing here is real data:
names are random combinations of common given names and surnames, numbers are drawn at
random and then completed with their check digits.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import string
import uuid

GIVEN_F = (
    "María",
    "Guadalupe",
    "Juana",
    "Verónica",
    "Leticia",
    "Rosa",
    "Alejandra",
    "Patricia",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Mónica",
    "Sofía",
    "Valeria",
    "Daniela",
    "Fernanda",
    "Ximena",
    "Renata",
    "Lucía",
    "Beatriz",
    "Itzel",
    "Araceli",
    "Yolanda",
    "Norma",
    "Silvia",
)
GIVEN_M = (
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Francisco",
    "Alejandro",
    "Ricardo",
    "Eduardo",
    "Roberto",
    "Javier",
    "Fernando",
    "Sergio",
    "Raúl",
    "Arturo",
    "Héctor",
    "Emiliano",
    "Santiago",
    "Mateo",
    "Diego",
    "Óscar",
    "Rubén",
    "Armando",
    "Iván",
)
SURNAMES = (
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
    "Contreras",
    "Luna",
    "Ríos",
    "Estrada",
    "Cervantes",
    "Navarro",
    "Ibarra",
    "Soto",
)
EN_GIVEN = ("Emily", "Michael", "Sarah", "David", "Jennifer", "James", "Laura", "Kevin")
EN_SUR = ("Johnson", "Miller", "Davis", "Wilson", "Anderson", "Thompson", "Clark", "Lewis")
PT_GIVEN = ("João", "Ana", "Pedro", "Mariana", "Lucas", "Camila", "Rafael", "Beatriz")
PT_SUR = ("Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Carvalho")

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
    "SP": "San Luis Potosí",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
MUNIS = {
    "Aguascalientes": ("Aguascalientes", "Jesús María"),
    "Baja California": ("Tijuana", "Mexicali", "Ensenada"),
    "Coahuila": ("Saltillo", "Torreón"),
    "Chihuahua": ("Chihuahua", "Juárez"),
    "Ciudad de México": ("Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Álvaro Obregón"),
    "Guanajuato": ("León", "Celaya", "Irapuato"),
    "Jalisco": ("Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"),
    "Estado de México": ("Naucalpan", "Ecatepec", "Toluca", "Tlalnepantla"),
    "Michoacán": ("Morelia", "Uruapan"),
    "Nuevo León": ("Monterrey", "San Nicolás de los Garza", "Guadalupe", "Apodaca"),
    "Oaxaca": ("Oaxaca de Juárez",),
    "Puebla": ("Puebla", "San Andrés Cholula"),
    "Querétaro": ("Querétaro", "Corregidora"),
    "San Luis Potosí": ("San Luis Potosí", "Soledad de Graciano Sánchez"),
    "Sonora": ("Hermosillo", "Cajeme"),
    "Veracruz": ("Xalapa", "Boca del Río", "Veracruz"),
    "Yucatán": ("Mérida", "Kanasín"),
}
STREETS = (
    "Jacarandas",
    "Fresno",
    "Hidalgo",
    "Morelos",
    "Allende",
    "Aldama",
    "Niños Héroes",
    "Violeta",
    "Río Lerma",
    "Pino Suárez",
    "Azucenas",
    "Los Olivos",
    "Cedro",
    "Tulipán",
    "Manantial",
    "Sauce",
    "Guerrero",
    "Zaragoza",
    "Eucalipto",
    "Libertad",
    "Girasoles",
)
COLONIAS = (
    "Del Valle",
    "Las Águilas",
    "San Rafael",
    "Jardines del Sur",
    "Santa Cruz",
    "Lomas de San Miguel",
    "El Mirador",
    "Residencial Arboledas",
    "Villa de las Flores",
    "Infonavit La Estancia",
    "Los Pinos",
    "Centro",
    "Reforma",
    "Providencia",
    "Lindavista",
    "San José Insurgentes",
    "Bosques del Valle",
    "Fraccionamiento Las Fuentes",
)
AREA = (
    "55",
    "56",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "664",
    "999",
    "443",
    "686",
    "614",
    "662",
    "229",
    "228",
    "951",
    "844",
    "449",
    "618",
)
MONTHS_ES = (
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
)
MONTHS_EN = (
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
)
MONTHS_PT = (
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
)
MON3 = ("ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC")
FREEMAIL = (
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
)
COMPANIES = (
    ("Comercializadora Nopal Azul", "nopalazul.com.mx"),
    ("Servicios Integrales Tlaloc", "tlalocservicios.mx"),
    ("Distribuidora El Faro del Bajío", "farodelbajio.com"),
    ("Grupo Textil Cocoyoc", "textilcocoyoc.com.mx"),
    ("Laboratorios Huasteca", "labhuasteca.mx"),
    ("Editorial Piedra de Sol", "piedradesol.com.mx"),
    ("Transportes Sierra Madre", "tsierramadre.com"),
    ("Ferretería La Tuerca Feliz", "latuercafeliz.mx"),
    ("Consultores Cenote", "cenoteconsultores.com"),
    ("Alimentos Mesa Norte", "mesanorte.com.mx"),
)
GOV = (
    "sat.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "inegi.org.mx",
    "profeco.gob.mx",
    "jalisco.gob.mx",
    "economia.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
    "condusef.gob.mx",
)

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(n))


# ----------------------------------------------------------------------------- people


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(table)


def person(r: random.Random, lang: str = "es") -> dict:
    if lang == "en":
        g = r.choice(EN_GIVEN)
        return {"given": g, "p1": r.choice(EN_SUR), "p2": "", "sex": "M"}
    if lang == "pt":
        return {
            "given": r.choice(PT_GIVEN),
            "p1": r.choice(PT_SUR),
            "p2": r.choice(PT_SUR),
            "sex": "M",
        }
    sex = r.choice("HM")
    g = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
    p1, p2 = r.sample(SURNAMES, 2)
    return {"given": g, "p1": p1, "p2": p2, "sex": sex}


def full_name(p: dict, short: bool = False) -> str:
    if short or not p["p2"]:
        return f"{p['given']} {p['p1']}"
    return f"{p['given']} {p['p1']} {p['p2']}"


def birth(r: random.Random, lo: int = 1950, hi: int = 2008) -> tuple[int, int, int]:
    return r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)


# ----------------------------------------------------------------------------- CURP / RFC

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def _first_vowel(s: str) -> str:
    for c in s[1:]:
        if c in VOWELS:
            return c
    return "X"


def _first_cons(s: str) -> str:
    for c in s[1:]:
        if c in CONS:
            return c
    return "X"


def curp_check(first17: str) -> str:
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def curp(r: random.Random, p: dict | None = None, ymd: tuple | None = None) -> str:
    p = p or person(r)
    y, m, d = ymd or birth(r)
    a = strip_accents(p["p1"]).upper()
    b = strip_accents(p["p2"] or "X").upper()
    g = strip_accents(p["given"]).upper()
    head = a[0] + _first_vowel(a) + b[0] + g[0]
    if head in ("PUTO", "CACA", "MAMO", "PENE", "BUEY", "KAKA", "MEAR", "LOCA"):
        head = head[0] + "X" + head[2:]
    state = r.choice(list(STATES))
    sex = p["sex"] if p["sex"] in "HM" else "H"
    homo = str(r.randint(0, 9)) if y < 2000 else r.choice("ABCDEFGH")
    body = (
        f"{head}{y % 100:02d}{m:02d}{d:02d}{sex}{state}"
        f"{_first_cons(a)}{_first_cons(b)}{_first_cons(g)}{homo}"
    )
    return body + curp_check(body)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    s = first if len(first) == 12 else " " + first
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    rem = 11 - total % 11
    return "0" if rem == 11 else "A" if rem == 10 else str(rem)


def rfc_fisica(r: random.Random, p: dict | None = None, ymd: tuple | None = None) -> str:
    p = p or person(r)
    y, m, d = ymd or birth(r)
    a = strip_accents(p["p1"]).upper()
    b = strip_accents(p["p2"] or "X").upper()
    g = strip_accents(p["given"]).upper()
    head = a[0] + _first_vowel(a) + b[0] + g[0]
    homo = rs(r, 2, "123456789ABCDEFGHJKLMNPRSTUVWXYZ")
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{homo}"
    return body + rfc_check(body)


def rfc_moral(r: random.Random, company: str) -> str:
    words = [w for w in strip_accents(company).upper().split() if len(w) > 2]
    head = "".join(w[0] for w in words)[:3].ljust(3, "X")
    y, m, d = r.randint(1985, 2019), r.randint(1, 12), r.randint(1, 28)
    homo = rs(r, 2, "123456789ABCDEFGHJKLMNPRSTUVWXYZ")
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{homo}"
    return body + rfc_check(body)


# ----------------------------------------------------------------------------- numbers


def luhn_digit(partial: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(partial)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == s[-1]


def nss(r: random.Random) -> str:
    sub = f"{r.randint(1, 99):02d}"
    alta = f"{r.randint(0, 99):02d}"
    nac = f"{r.randint(50, 99):02d}"
    body = sub + alta + nac + digits(r, 4)
    return body + luhn_digit(body)


BANKS = ("002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646")


def clabe_check(first17: str) -> str:
    w = (3, 7, 1)
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def clabe(r: random.Random) -> str:
    body = r.choice(BANKS) + f"{r.randint(1, 999):03d}" + digits(r, 11)
    return body + clabe_check(body)


def card(r: random.Random, brand: str | None = None) -> str:
    brand = brand or r.choice(("visa", "mc", "mc2", "amex"))
    if brand == "visa":
        body = "4" + digits(r, 14)
    elif brand == "mc":
        body = str(r.randint(51, 55)) + digits(r, 13)
    elif brand == "mc2":
        body = str(r.randint(2221, 2720)) + digits(r, 11)
    else:
        body = r.choice(("34", "37")) + digits(r, 12)
    return body + luhn_digit(body)


def group_card(n: str, sep: str) -> str:
    if len(n) == 15:
        return sep.join((n[:4], n[4:10], n[10:]))
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def ine_clave(r: random.Random, p: dict | None = None, ymd: tuple | None = None) -> str:
    p = p or person(r)
    y, m, d = ymd or birth(r)

    def two(s: str) -> str:
        s = strip_accents(s).upper()
        return s[0] + _first_vowel(s) if s[0] in CONS else s[0] + _first_cons(s)

    letters = two(p["p1"]) + two(p["p2"] or "XX") + two(p["given"])
    return (
        f"{letters}{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 32):02d}"
        f"{p['sex'] if p['sex'] in 'HM' else 'H'}{digits(r, 3)}"
    )


def passport(r: random.Random, country: str = "mx") -> str:
    if country == "mx":
        return r.choice("GN") + digits(r, 8)
    if country == "us":
        return digits(r, 9) if r.random() < 0.5 else r.choice("ACEF") + digits(r, 8)
    if country == "es":
        return rs(r, 3, string.ascii_uppercase) + digits(r, 6)
    if country in ("br", "ca"):
        return rs(r, 2, string.ascii_uppercase) + digits(r, 6)
    if country == "gt":
        return digits(r, 9)
    if country == "co":
        return "AT" + digits(r, 7)
    return r.choice("GN") + digits(r, 8)


# ----------------------------------------------------------------------------- foreign ids


def cpf(r: random.Random, fmt: bool = True) -> str:
    n = [r.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(v * (k - i) for i, v in enumerate(n))
        dgt = (s * 10) % 11
        n.append(0 if dgt == 10 else dgt)
    s = "".join(map(str, n))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if fmt else s


def dni_es(r: random.Random) -> str:
    n = r.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(r: random.Random) -> str:
    pre = r.choice("XYZ")
    n = r.randint(1000000, 9999999)
    full = int(str("XYZ".index(pre)) + f"{n:07d}")
    return f"{pre}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[full % 23]}"


def rut_cl(r: random.Random) -> str:
    n = r.randint(8000000, 25000000)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dvs}"


def ssn_us(r: random.Random) -> str:
    a = r.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


def dni_ar(r: random.Random) -> str:
    return f"{r.randint(20, 45)}.{r.randint(100, 999)}.{r.randint(100, 999)}"


# ----------------------------------------------------------------------------- phones


def mx_phone(r: random.Random) -> tuple[str, str]:
    """(area code, subscriber) of a 10-digit Mexican number."""
    area = r.choice(AREA)
    rest = str(r.randint(2, 9)) + digits(r, 9 - len(area))
    return area, rest


def fmt_phone(area: str, rest: str, style: str) -> str:
    ten = area + rest
    if len(area) == 2:
        a, b = rest[:4], rest[4:]
    else:
        a, b = rest[:3], rest[3:]
    return {
        "intl": f"+52 {area} {a} {b}",
        "intl1": f"+52 1 {area} {a} {b}",
        "intl_paren": f"+52 ({area}) {a}-{b}",
        "plus": f"+52{ten}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a}{b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "dash": f"{area}-{a}-{b}",
        "spaced": f"{area} {a} {b}",
        "bare": ten,
        "intl_dash": f"+52-{area}-{a}-{b}",
        "0052": f"0052 {area} {a} {b}",
    }[style]


# ----------------------------------------------------------------------------- e-mail


def email_local(r: random.Random, p: dict, accented: bool = False) -> str:
    g = p["given"].lower()
    s = p["p1"].lower()
    if not accented:
        g, s = strip_accents(g), strip_accents(s)
    sep = r.choice((".", "_", "", "."))
    tail = r.choice(("", str(r.randint(1, 99)), str(r.randint(1960, 2005))))
    return f"{g}{sep}{s}{tail}".replace(" ", "")


# ----------------------------------------------------------------------------- secrets


def jwt(r: random.Random, claims: dict | None = None) -> str:
    def b64(d: bytes) -> str:
        return base64.urlsafe_b64encode(d).rstrip(b"=").decode()

    head = b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    claims = claims or {
        "sub": f"usr_{rs(r, 10)}",
        "iat": r.randint(1700000000, 1760000000),
        "exp": r.randint(1760000000, 1800000000),
        "scope": r.choice(("search:read", "api", "admin", "crawl")),
    }
    body = b64(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64(hmac.new(rs(r, 24).encode(), f"{head}.{body}".encode(), hashlib.sha256).digest())
    return f"{head}.{body}.{sig}"


def pem_body(r: random.Random, lines: int = 6) -> list[str]:
    return [rs(r, 64, B64) for _ in range(lines)] + [rs(r, 40, B64) + "=="]


def sha256hex(r: random.Random) -> str:
    return hashlib.sha256(rs(r, 40).encode()).hexdigest()


def sha1hex(r: random.Random) -> str:
    return hashlib.sha1(rs(r, 40).encode()).hexdigest()


def uid(r: random.Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def ean13(r: random.Random) -> str:
    body = "750" + digits(r, 9)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn13(r: random.Random) -> str:
    body = r.choice(("978607", "978968", "978970")) + digits(r, 6)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    d = str((10 - s % 10) % 10)
    return f"{body[:3]}-{body[3:6]}-{body[6:9]}-{body[9:12]}-{d}"
