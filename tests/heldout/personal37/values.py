"""Value makers for held-out corpus 37: invented identifiers with valid check digits,
invented names, phones, addresses, keys. Everything is drawn from a ``random.Random``
passed in, so the corpus is deterministic. Nothing here is a real person's datum:
names are random combinations of common given names and surnames, numbers are random.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata

UP = string.ascii_uppercase
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Alejandra",
    "Fernanda",
    "Daniela",
    "Sofía",
    "Valeria",
    "Laura",
    "Patricia",
    "Rosa",
    "Elena",
    "Mariana",
    "Andrea",
    "Verónica",
    "Adriana",
    "Gabriela",
    "Claudia",
    "Leticia",
    "Ximena",
    "Itzel",
    "Paola",
    "Karla",
    "Mónica",
    "Beatriz",
    "Lucía",
    "Silvia",
    "Araceli",
    "Norma",
    "Brenda",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Ricardo",
    "Diego",
    "Javier",
    "Francisco",
    "Antonio",
    "Héctor",
    "Raúl",
    "Roberto",
    "Eduardo",
    "Alberto",
    "Fernando",
    "Sergio",
    "Arturo",
    "Ángel",
    "Óscar",
    "Rafael",
    "Emiliano",
    "Santiago",
    "Iván",
    "Gerardo",
    "Manuel",
    "Pedro",
    "Hugo",
    "Israel",
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
    "Castillo",
    "Moreno",
    "Romero",
    "Álvarez",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Medina",
    "Salazar",
    "Herrera",
    "Castro",
    "Vargas",
    "Guerrero",
    "Núñez",
    "Ramos",
    "Rojas",
    "Cortés",
    "Ibarra",
    "Navarro",
    "Cervantes",
    "Esquivel",
    "Trejo",
]
EN_GIVEN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Ashley",
    "Matthew",
    "Jennifer",
    "Andrew",
    "Megan",
    "Ryan",
    "Lauren",
    "Kevin",
    "Rachel",
    "Brian",
]
EN_SUR = [
    "Smith",
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Jackson",
    "Martin",
    "Thompson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
]
PT_GIVEN = [
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
    "Bruno",
    "Letícia",
]
PT_SUR = [
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
]

FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "outlook.es",
    "yahoo.com",
    "protonmail.com",
]
FREEMAIL_PT = ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"]

CURP_STATES = [
    "AS",
    "BC",
    "BS",
    "CC",
    "CL",
    "CM",
    "CS",
    "CH",
    "DF",
    "DG",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "MS",
    "NT",
    "NL",
    "OC",
    "PL",
    "QT",
    "QR",
    "SP",
    "SL",
    "SR",
    "TC",
    "TS",
    "TL",
    "VZ",
    "YN",
    "ZS",
]
# (area code, city, municipio, estado)
AREAS = [
    ("55", "Ciudad de México", "Coyoacán", "CDMX"),
    ("55", "Ciudad de México", "Benito Juárez", "CDMX"),
    ("55", "Ciudad de México", "Iztapalapa", "CDMX"),
    ("55", "Naucalpan", "Naucalpan de Juárez", "Estado de México"),
    ("33", "Guadalajara", "Zapopan", "Jalisco"),
    ("33", "Guadalajara", "Tlaquepaque", "Jalisco"),
    ("81", "Monterrey", "San Nicolás de los Garza", "Nuevo León"),
    ("81", "Monterrey", "Guadalupe", "Nuevo León"),
    ("222", "Puebla", "Puebla", "Puebla"),
    ("442", "Querétaro", "Querétaro", "Querétaro"),
    ("461", "Celaya", "Celaya", "Guanajuato"),
    ("477", "León", "León", "Guanajuato"),
    ("614", "Chihuahua", "Chihuahua", "Chihuahua"),
    ("664", "Tijuana", "Tijuana", "Baja California"),
    ("999", "Mérida", "Mérida", "Yucatán"),
    ("998", "Cancún", "Benito Juárez", "Quintana Roo"),
    ("229", "Veracruz", "Boca del Río", "Veracruz"),
    ("951", "Oaxaca", "Santa Lucía del Camino", "Oaxaca"),
    ("871", "Torreón", "Torreón", "Coahuila"),
    ("667", "Culiacán", "Culiacán", "Sinaloa"),
]
STREETS = [
    "Calle Hidalgo",
    "Calle Morelos",
    "Av. Juárez",
    "Calle 5 de Mayo",
    "Privada Los Pinos",
    "Cerrada de Tulipanes",
    "Calle Allende",
    "Av. Insurgentes",
    "Calle Zaragoza",
    "Andador Jacarandas",
    "Calle Aldama",
    "Av. Revolución",
    "Calle Guerrero",
    "Calle Niños Héroes",
    "Privada Magnolias",
    "Calle Ignacio Ramírez",
    "Calz. de Tlalpan",
    "Calle Fresno",
    "Calle Naranjos",
    "Av. de las Torres",
    "Calle Sor Juana Inés de la Cruz",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Santa María la Ribera",
    "Las Águilas",
    "Jardines del Sur",
    "San Rafael",
    "Lomas de San Miguel",
    "El Rosario",
    "Villa de las Flores",
    "La Joya",
    "Infonavit Norte",
    "Ampliación Progreso",
    "Residencial del Parque",
    "Los Álamos",
    "Arboledas",
    "San Pedro",
    "Bugambilias",
    "Lindavista",
    "Reforma",
    "Las Palmas",
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


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rs(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------------- people


class Person:
    def __init__(self, r: random.Random, lang: str = "es") -> None:
        self.sex = r.choice("HM")
        if lang == "en":
            self.given = r.choice(EN_GIVEN)
            self.pat = r.choice(EN_SUR)
            self.mat = ""
        elif lang == "pt":
            self.given = r.choice(PT_GIVEN)
            self.pat = r.choice(PT_SUR)
            self.mat = r.choice(PT_SUR)
        else:
            self.given = r.choice(GIVEN_M if self.sex == "H" else GIVEN_F)
            self.pat = r.choice(SURNAMES)
            self.mat = r.choice([s for s in SURNAMES if s != self.pat])
        self.year = r.randint(1958, 2009)
        self.month = r.randint(1, 12)
        self.day = r.randint(1, 28)
        self.state = r.choice(CURP_STATES)

    @property
    def full(self) -> str:
        if self.mat and self.mat != "":
            return f"{self.given} {self.pat} {self.mat}"
        return f"{self.given} {self.pat}"

    @property
    def short(self) -> str:
        return f"{self.given} {self.pat}"


# ---------------------------------------------------------------------- Mexican ids

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOWELS = "AEIOU"


def _first_inner(s: str, pool: str, default: str = "X") -> str:
    for c in s[1:]:
        if c in pool:
            return c
    return default


def _norm(s: str) -> str:
    return strip_accents(s).upper().replace(" ", "")


# RENAPO / SAT replace one letter of these first-four-letter words with X.
_INCONVENIENT_WORDS = (
    "BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO "
    "FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI "
    "KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA "
    "MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO "
    "TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY"
)
INCONVENIENT = frozenset(_INCONVENIENT_WORDS.split())


def curp_check(c17: str) -> str:
    total = sum(_CURP_DICT.index(ch) * (18 - i) for i, ch in enumerate(c17))
    return str((10 - total % 10) % 10)


def curp(r: random.Random, p: Person) -> str:
    pat, mat, giv = _norm(p.pat), _norm(p.mat or "X"), _norm(p.given)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    head = pat[0] + _first_inner(pat, VOWELS) + mat[0] + giv[0]
    if head in INCONVENIENT:
        head = head[0] + "X" + head[2:]
    body = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.sex}{p.state}"
    tail = _first_inner(pat, cons) + _first_inner(mat, cons) + _first_inner(giv, cons)
    homo = r.choice(DIG) if p.year < 2000 else r.choice("ABCDEFGH")
    c17 = head + body + tail + homo
    return c17 + curp_check(c17)


def rfc_check(base: str) -> str:
    base = base.rjust(12)  # persona moral: 11 chars + leading space
    total = sum(_RFC_DICT.index(ch) * (13 - i) for i, ch in enumerate(base))
    d = 11 - total % 11
    return "0" if d == 11 else "A" if d == 10 else str(d)


def rfc_pf(r: random.Random, p: Person) -> str:
    pat, mat, giv = _norm(p.pat), _norm(p.mat or "X"), _norm(p.given)
    head = pat[0] + _first_inner(pat, VOWELS) + mat[0] + giv[0]
    if head in INCONVENIENT:
        head = head[:3] + "X"
    base = (
        head
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + rs(r, "123456789ABCDEFGHJKLMNPRSTUVWXYZ", 2)
    )
    return base + rfc_check(base)


def rfc_pm(r: random.Random, company: str, y: int, m: int, d: int) -> str:
    letters = [w[0] for w in _norm_words(company)][:3]
    while len(letters) < 3:
        letters.append("X")
    base = (
        "".join(letters)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + rs(r, "123456789ABCDEFGHJKLMNPRSTUVWXYZ", 2)
    )
    return base + rfc_check(base)


def _norm_words(s: str) -> list[str]:
    skip = {"DE", "LA", "DEL", "Y", "LOS", "LAS", "SA", "CV", "SAPI", "S", "A", "C", "V"}
    return [
        w
        for w in strip_accents(s).upper().replace(".", " ").replace(",", " ").split()
        if w not in skip
    ]


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


def nss(r: random.Random, p: Person) -> str:
    sub = f"{r.randint(1, 97):02d}"
    reg = f"{(p.year + r.randint(16, 22)) % 100:02d}"
    body = sub + reg + f"{p.year % 100:02d}" + rs(r, DIG, 4)
    return body + luhn_digit(body)


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "127": "Banco Azteca",
    "137": "BanCoppel",
    "036": "Inbursa",
    "044": "Scotiabank",
    "646": "STP",
    "058": "Banregio",
}


def clabe(r: random.Random) -> tuple[str, str]:
    bank = r.choice(sorted(BANKS))
    body = bank + f"{r.randint(1, 999):03d}" + rs(r, DIG, 11)
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10), BANKS[bank]


def card(r: random.Random) -> tuple[str, str]:
    kind = r.choice(["visa", "visa", "mc", "mc2", "amex"])
    if kind == "visa":
        body = "4" + rs(r, DIG, 14)
    elif kind == "mc":
        body = "5" + r.choice("12345") + rs(r, DIG, 13)
    elif kind == "mc2":
        body = str(r.randint(2221, 2720)) + rs(r, DIG, 11)
    else:
        body = r.choice(["34", "37"]) + rs(r, DIG, 12)
    num = body + luhn_digit(body)
    return num, {
        "visa": "Visa",
        "mc": "Mastercard",
        "mc2": "Mastercard",
        "amex": "American Express",
    }[kind]


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def ine_clave(r: random.Random, p: Person) -> str:
    pat, mat, giv = _norm(p.pat), _norm(p.mat or "X"), _norm(p.given)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    head = (
        pat[0]
        + _first_inner(pat, cons)
        + mat[0]
        + _first_inner(mat, cons)
        + giv[0]
        + _first_inner(giv, cons)
    )
    return (
        head
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}{r.randint(1, 32):02d}{p.sex}{r.randint(0, 999):03d}"
    )


def passport(r: random.Random, country: str) -> str:
    if country == "MX":
        return r.choice("GN") + rs(r, DIG, 8)
    if country == "US":
        return r.choice([rs(r, DIG, 9), "A" + rs(r, DIG, 8)])
    if country == "ES":
        return rs(r, UP, 3) + rs(r, DIG, 6)
    if country == "BR":
        return rs(r, UP, 2) + rs(r, DIG, 6)
    if country == "CO":
        return "AR" + rs(r, DIG, 7)
    if country == "AR":
        return rs(r, DIG, 8) + "N"
    return rs(r, UP, 1) + rs(r, DIG, 7)


# ---------------------------------------------------------------------- foreign ids


def cpf(r: random.Random) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        v = (s * 10) % 11
        d.append(0 if v == 10 else v)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(r: random.Random) -> str:
    n = r.randint(6_000_000, 24_999_999)
    total, w = 0, 2
    for ch in reversed(str(n)):
        total += int(ch) * w
        w = 2 if w == 7 else w + 1
    v = 11 - total % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return f"{n:,}".replace(",", ".") + "-" + dv


def dni_es(r: random.Random) -> str:
    n = r.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def dni_ar(r: random.Random) -> str:
    n = r.randint(20_000_000, 45_999_999)
    return f"{n:,}".replace(",", ".")


def cuil(r: random.Random) -> str:
    pre = r.choice(["20", "27", "23"])
    n = f"{r.randint(20_000_000, 45_999_999)}"
    body = pre + n
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    v = 11 - sum(int(c) * k for c, k in zip(body, w, strict=False)) % 11
    if v == 10:
        return cuil(r)
    dv = 0 if v == 11 else v
    return f"{pre}-{n}-{dv}"


def ssn(r: random.Random) -> str:
    a = r.choice([x for x in range(101, 772) if x != 666])
    return f"{a:03d}-{r.randint(10, 99):02d}-{r.randint(1000, 9999):04d}"


def curp_dni_pe(r: random.Random) -> str:
    return rs(r, DIG, 8)


# ---------------------------------------------------------------------- phones


def mx_local(r: random.Random, area: str) -> str:
    """10-digit national number starting with the area code."""
    rest = 10 - len(area)
    first = r.choice("23456789")
    return area + first + rs(r, DIG, rest - 1)


def fmt_mx(num: str, area: str, style: str) -> str:
    a, rest = num[: len(area)], num[len(area) :]
    if len(area) == 2:
        g = f"{rest[:4]} {rest[4:]}"
        gh = f"{rest[:4]}-{rest[4:]}"
        gd = f"{rest[:4]}.{rest[4:]}"
    else:
        g = f"{rest[:3]} {rest[3:]}"
        gh = f"{rest[:3]}-{rest[3:]}"
        gd = f"{rest[:3]}.{rest[3:]}"
    return {
        "intl": f"+52 {a} {g}",
        "intl1": f"+52 1 {a} {g}",
        "intlpar": f"+52 ({a}) {gh}",
        "e164": f"+52{num}",
        "par": f"({a}) {gh}",
        "dots": f"{a}.{gd}",
        "hyph": f"{a}-{gh}",
        "space": f"{a} {g}",
        "044": f"044 {a} {g}",
        "045": f"045 {a} {g}",
        "bare": num,
        "intl_hyph": f"+52-{a}-{gh}",
    }[style]


# ---------------------------------------------------------------------- e-mails


def email_local(p: Person, r: random.Random, accents: bool = False) -> str:
    g = p.given.lower() if accents else strip_accents(p.given).lower()
    s = p.pat.lower() if accents else strip_accents(p.pat).lower()
    m = (p.mat or "x").lower() if accents else strip_accents(p.mat or "x").lower()
    g, s, m = g.replace(" ", ""), s.replace(" ", ""), m.replace(" ", "")
    pattern = r.choice(
        ["{g}.{s}", "{g}{s}{n}", "{g}_{s}", "{g0}{s}{m0}", "{s}.{g}{n}", "{g}.{s}.{m}"]
    )
    return pattern.format(g=g, s=s, m=m, g0=g[0], m0=m[0], n=r.randint(1, 99))


# ---------------------------------------------------------------------- keys


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random, claims: dict) -> str:
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64u(hashlib.sha256(rs(r, ALNUM, 24).encode()).digest())
    return f"{h}.{p}.{sig}"


def pem_private(r: random.Random, kind: str = "RSA") -> str:
    head = {
        "RSA": "RSA PRIVATE KEY",
        "EC": "EC PRIVATE KEY",
        "PKCS8": "PRIVATE KEY",
        "OPENSSH": "OPENSSH PRIVATE KEY",
    }[kind]
    prefix = {
        "RSA": "MIIEpAIBAAKCAQEA",
        "EC": "MHcCAQEEI",
        "PKCS8": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
        "OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    }[kind]
    n = {"RSA": 9, "EC": 3, "PKCS8": 9, "OPENSSH": 5}[kind]
    b64 = string.ascii_letters + DIG + "+/"
    body = prefix + rs(r, b64, 64 - len(prefix))
    rows = [body] + [rs(r, b64, 64) for _ in range(n - 1)] + [rs(r, b64, 40) + "=="]
    return f"-----BEGIN {head}-----\n" + "\n".join(rows) + f"\n-----END {head}-----"


def uuid4(r: random.Random) -> str:
    h = rs(r, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"
