"""Invented people, Mexican identifiers with their check digits, phones, tokens.

Everything is drawn from one ``random.Random`` passed in, so the corpus is deterministic.
Check digits are computed here; ``check_corpus.py`` re-validates them with python-stdnum
(CURP, RFC, Luhn, ISBN, ISSN) and with the published CLABE / ICAO 9303 rules.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import random
import string
import unicodedata

from stdnum import ean, isbn, issn, luhn
from stdnum.mx import curp as _curp
from stdnum.mx import rfc as _rfc

FIRST_F = [
    "María",
    "Guadalupe",
    "Ximena",
    "Itzel",
    "Renata",
    "Valeria",
    "Fernanda",
    "Citlali",
    "Mariana",
    "Sofía",
    "Ana Lucía",
    "Daniela",
    "Rocío",
    "Yolanda",
    "Araceli",
    "Leticia",
    "Maricela",
    "Ivonne",
    "Paola",
    "Jimena",
    "Brenda",
    "Nayeli",
    "Montserrat",
    "Alejandra",
]
FIRST_M = [
    "José",
    "Juan Carlos",
    "Luis",
    "Miguel Ángel",
    "Jesús",
    "Alejandro",
    "Emiliano",
    "Santiago",
    "Héctor",
    "Ulises",
    "Rodrigo",
    "Iván",
    "Octavio",
    "Raúl",
    "Efraín",
    "Gerardo",
    "Tonatiuh",
    "Joaquín",
    "Ramiro",
    "Cuauhtémoc",
    "Saúl",
    "Édgar",
    "Néstor",
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
    "Ríos",
    "Salazar",
    "Ibarra",
    "Zúñiga",
    "Villaseñor",
    "Quintero",
    "Olvera",
    "Bautista",
    "Cervantes",
    "Nava",
]
STATES = {
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
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "OC": "Oaxaca",
    "MN": "Michoacán",
    "SP": "San Luis Potosí",
    "SR": "Sonora",
}
INE_STATE = {
    "AS": "01",
    "BC": "02",
    "CH": "08",
    "DF": "09",
    "GT": "11",
    "JC": "14",
    "MC": "15",
    "NL": "19",
    "PL": "21",
    "QT": "22",
    "VZ": "30",
    "YN": "31",
    "OC": "20",
    "MN": "16",
    "SP": "24",
    "SR": "26",
}
# (city, state name, area code, a colonia, C.P., municipio/alcaldía)
PLACES = [
    ("Ciudad de México", "CDMX", "55", "Col. Narvarte Poniente", "03020", "Benito Juárez"),
    ("Ciudad de México", "CDMX", "55", "Col. Pedregal de Santo Domingo", "04369", "Coyoacán"),
    ("Ciudad de México", "CDMX", "55", "Col. Santa María la Ribera", "06400", "Cuauhtémoc"),
    ("Guadalajara", "Jalisco", "33", "Col. Providencia", "44630", "Guadalajara"),
    ("Zapopan", "Jal.", "33", "Fracc. Jardines del Valle", "45138", "Zapopan"),
    ("Monterrey", "N.L.", "81", "Col. Mitras Centro", "64460", "Monterrey"),
    ("San Nicolás de los Garza", "Nuevo León", "81", "Col. Anáhuac", "66450", "San Nicolás"),
    ("Puebla", "Pue.", "222", "Col. La Paz", "72160", "Puebla"),
    ("Querétaro", "Qro.", "442", "Col. Jardines de la Hacienda", "76180", "Querétaro"),
    ("Celaya", "Gto.", "461", "Col. Alameda", "38050", "Celaya"),
    ("León", "Guanajuato", "477", "Col. Jardines del Moral", "37160", "León"),
    ("Mérida", "Yucatán", "999", "Col. García Ginerés", "97070", "Mérida"),
    ("Cancún", "Q. Roo", "998", "SM 15", "77505", "Benito Juárez"),
    ("Tijuana", "B.C.", "664", "Col. Chapultepec", "22020", "Tijuana"),
    ("Ecatepec", "Edo. Méx.", "55", "Col. Jardines de Morelos", "55070", "Ecatepec de Morelos"),
    ("Nezahualcóyotl", "Estado de México", "55", "Col. Benito Juárez", "57000", "Nezahualcóyotl"),
    ("Oaxaca de Juárez", "Oax.", "951", "Col. Reforma", "68050", "Oaxaca de Juárez"),
    ("Morelia", "Mich.", "443", "Col. Chapultepec Norte", "58260", "Morelia"),
    ("Xalapa", "Ver.", "228", "Col. Obrero Campesina", "91020", "Xalapa"),
    ("San Luis Potosí", "S.L.P.", "444", "Col. Tequisquiapan", "78250", "San Luis Potosí"),
]
STREETS = [
    "Calle Fresno",
    "Av. Universidad",
    "Privada de los Pinos",
    "Cerrada Jacarandas",
    "Calle 5 de Mayo",
    "Andador Tulipanes",
    "Calzada de Tlalpan",
    "Calle Pino Suárez",
    "Retorno 14 de Cecilio Robelo",
    "Av. Hidalgo",
    "Calle Morelos",
    "Priv. Allende",
    "Calle Sor Juana Inés de la Cruz",
    "Circuito Girasoles",
    "Calle Nogal",
    "Callejón del Beso",
    "Av. Revolución",
    "Calle Emiliano Zapata",
    "Cda. de Guerrero",
    "Calle Ignacio Zaragoza",
]
MAIL_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "protonmail.com",
    "hotmail.es",
    "yahoo.com",
]


def strip_accents(s: str) -> str:
    s = s.replace("ñ", "\x00").replace("Ñ", "\x01")
    out = "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
    return out.replace("\x00", "ñ").replace("\x01", "Ñ")


class Person:
    def __init__(self, rng: random.Random) -> None:
        self.female = rng.random() < 0.5
        self.first = rng.choice(FIRST_F if self.female else FIRST_M)
        self.last1, self.last2 = rng.sample(SURNAMES, 2)
        year = rng.randint(1958, 2004)
        self.birth = dt.date(year, rng.randint(1, 12), rng.randint(1, 28))
        self.state = rng.choice(sorted(STATES))
        self.place = rng.choice(PLACES)
        self.rng = rng

    @property
    def name(self) -> str:
        return f"{self.first} {self.last1} {self.last2}"

    @property
    def short(self) -> str:
        return f"{self.first.split()[0]} {self.last1}"


# ------------------------------------------------------------------ Mexican identifiers

_VOWELS = "AEIOU"


def _up(s: str) -> str:
    return strip_accents(s).upper().replace("Ñ", "X")


def _first_inner(s: str, pool: str, default: str) -> str:
    for c in s[1:]:
        if c in pool:
            return c
    return default


def _first_given(p: Person) -> str:
    names = _up(p.first).split()
    if len(names) > 1 and names[0] in ("JOSE", "MARIA", "J", "MA"):
        return names[1]
    return names[0]


def curp(p: Person, rng: random.Random) -> str:
    a, b, n = _up(p.last1), _up(p.last2), _first_given(p)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    head = a[0] + _first_inner(a, _VOWELS, "X") + b[0] + n[0]
    if head in _curp._name_blacklist:
        head = head[:3] + "X"
    body = head + p.birth.strftime("%y%m%d") + ("M" if p.female else "H") + p.state
    body += _first_inner(a, cons, "X") + _first_inner(b, cons, "X") + _first_inner(n, cons, "X")
    body += rng.choice(string.digits) if p.birth.year < 2000 else rng.choice("ABCDEFGH")
    out = body + _curp.calc_check_digit(body)
    _curp.validate(out)
    return out


def rfc_fisica(p: Person, rng: random.Random) -> str:
    a, b, n = _up(p.last1), _up(p.last2), _first_given(p)
    head = a[0] + _first_inner(a, _VOWELS, "X") + b[0] + n[0]
    if head in _rfc._name_blacklist:
        head = head[:3] + "X"
    base = head + p.birth.strftime("%y%m%d")
    while True:
        hc = rng.choice("123456789ABCDEFGHJKLMNPRSTUV") + rng.choice(
            "123456789ABCDEFGHJKLMNPRSTUVWXYZ"
        )
        cd = _rfc.calc_check_digit(base + hc)
        if cd in "0123456789A":
            out = base + hc + cd
            _rfc.validate(out, validate_check_digits=True)
            return out


def rfc_moral(name3: str, founded: dt.date, rng: random.Random) -> str:
    base = name3 + founded.strftime("%y%m%d")
    while True:
        hc = rng.choice("123456789ABCDEFGHJKLMNPRSTUV") + rng.choice(
            "123456789ABCDEFGHJKLMNPRSTUVWXYZ"
        )
        cd = _rfc.calc_check_digit(base + hc)
        if cd in "0123456789A":
            out = base + hc + cd
            _rfc.validate(out, validate_check_digits=True)
            return out


def nss(p: Person, rng: random.Random) -> str:
    """IMSS número de seguridad social: subdelegación(2) año alta(2) año nac.(2) folio(4) + Luhn."""
    alta = (p.birth.year + rng.randint(18, 24)) % 100
    body = f"{rng.randint(1, 97):02d}{alta:02d}{p.birth.year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn.calc_check_digit(body)


def clave_elector(p: Person, rng: random.Random) -> str:
    """INE clave de elector: 6 letters, YYMMDD, entidad (2), H/M, 3 homonymy chars. No check digit."""
    a, b, n = _up(p.last1), _up(p.last2), _up(p.first).split()[0]

    def two(s: str) -> str:
        cons = [c for c in s[1:] if c not in _VOWELS] or ["X"]
        return s[0] + cons[0]

    return (
        two(a)
        + two(b)
        + two(n)
        + p.birth.strftime("%y%m%d")
        + INE_STATE[p.state]
        + ("M" if p.female else "H")
        + f"{rng.randint(0, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
    )


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "127": "Azteca",
    "137": "BanCoppel",
    "646": "STP",
    "722": "Mercado Pago W",
    "638": "Nu",
}


def clabe_check(first17: str) -> str:
    w = (3, 7, 1)
    s = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(first17))
    return str((10 - s % 10) % 10)


def clabe(rng: random.Random) -> tuple[str, str]:
    bank = rng.choice(sorted(BANKS))
    body = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    return body + clabe_check(body), BANKS[bank]


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        body = rng.choice(["51", "53", "55", "2221", "2720"])
        body += "".join(rng.choice(string.digits) for _ in range(15 - len(body)))
    else:  # amex
        body = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return body + luhn.calc_check_digit(body)


def group(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ------------------------------------------------------------------ passports and MRZ


def mrz_check(s: str) -> str:
    def val(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    return str(sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GNJ") + "".join(rng.choice(string.digits) for _ in range(8))


def passport_foreign(rng: random.Random) -> tuple[str, str, str]:
    """(number, country, nationality code)"""
    kind = rng.choice(["us", "es", "br", "co", "gt", "ar", "de", "fr"])
    d = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    L = lambda n: "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))  # noqa: E731
    if kind == "us":
        return d(9), "Estados Unidos", "USA"
    if kind == "es":
        return "PA" + L(1) + d(6), "España", "ESP"
    if kind == "br":
        return L(2) + d(6), "Brasil", "BRA"
    if kind == "co":
        return "AT" + d(6), "Colombia", "COL"
    if kind == "gt":
        return d(9), "Guatemala", "GTM"
    if kind == "ar":
        return d(8) + L(1), "Argentina", "ARG"
    if kind == "de":
        return (
            "C" + "".join(rng.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)),
            "Alemania",
            "D<<",
        )
    return d(2) + L(2) + d(5), "Francia", "FRA"


def mrz_line2(number: str, nat: str, p: Person, rng: random.Random) -> str:
    num = (number + "<" * 9)[:9]
    dob = p.birth.strftime("%y%m%d")
    exp = dt.date(rng.randint(2026, 2034), rng.randint(1, 12), rng.randint(1, 28)).strftime(
        "%y%m%d"
    )
    personal = "<" * 14
    part1 = num + mrz_check(num)
    part2 = dob + mrz_check(dob)
    part3 = exp + mrz_check(exp)
    part4 = personal + mrz_check(personal)
    composite = mrz_check(part1 + part2 + part3 + part4)
    nat3 = (nat + "<<<")[:3]
    return part1 + nat3 + part2 + ("F" if p.female else "M") + part3 + part4 + composite


def mrz_ok(line: str) -> bool:
    if len(line) != 44:
        return False
    p1, p2, p3, p4 = line[0:10], line[13:20], line[21:28], line[28:43]
    return (
        mrz_check(p1[:9]) == p1[9]
        and mrz_check(p2[:6]) == p2[6]
        and mrz_check(p3[:6]) == p3[6]
        and mrz_check(p4[:14]) == p4[14]
        and mrz_check(p1 + p2 + p3 + p4) == line[43]
    )


# ------------------------------------------------------------------ phones and e-mails


def mobile(p: Person, rng: random.Random) -> str:
    """Ten digits: the person's area code + a subscriber number (starts 1-9, not 0000...)."""
    lada = p.place[2]
    rest = str(rng.randint(1, 9)) + "".join(rng.choice(string.digits) for _ in range(9 - len(lada)))
    return lada + rest


def mail_local(p: Person, rng: random.Random, accents: bool = False) -> str:
    f = p.first.split()[0].lower()
    a = p.last1.lower()
    if not accents:
        f, a = strip_accents(f), strip_accents(a)
    form = rng.randrange(6)
    y = p.birth.year % 100
    if form == 0:
        return f"{f}.{a}"
    if form == 1:
        return f"{f[0]}{a}{y:02d}"
    if form == 2:
        return f"{f}_{a}{rng.randint(1, 99)}"
    if form == 3:
        return f"{a}.{f}{p.birth.year}"
    if form == 4:
        return f"{f}{a[:3]}{rng.randint(10, 999)}"
    return f"{f}.{a}.{strip_accents(p.last2.lower())[:1]}"


# ------------------------------------------------------------------ tokens


def rand(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
B64URL = string.ascii_letters + string.digits + "-_"


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, claims: dict[str, object], alg: str = "HS256") -> str:
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32 if alg == "HS256" else 256)))
    return f"{head}.{body}.{sig}"


def pem_body(rng: random.Random, lines: int) -> list[str]:
    raw = bytes(rng.randrange(256) for _ in range(48 * lines))
    text = base64.b64encode(raw).decode()
    return [text[i : i + 64] for i in range(0, len(text), 64)]


def uuid4(rng: random.Random) -> str:
    h = rand(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha256_of(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "970", "84", "85"])
    body += "".join(rng.choice(string.digits) for _ in range(12 - len(body)))
    out = body + ean.calc_check_digit(body)
    isbn.validate(out)
    return out


def issn8(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(7))
    out = body + issn.calc_check_digit(body)
    issn.validate(out)
    return out[:4] + "-" + out[4:]
