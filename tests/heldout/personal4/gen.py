"""Invented people, Mexican identifiers with their check digits, phones and tokens.

Every value comes from a ``random.Random`` the caller seeds; nothing here is real. Check
digits follow the public definitions (RENAPO CURP, SAT RFC homoclave digit, Luhn, CLABE
3-7-1, ICAO 9303 MRZ, ISBN-13, ISSN).
"""

from __future__ import annotations

import base64
import random
import string

NOMBRES_M = [
    "Juan",
    "José",
    "Luis",
    "Miguel",
    "Ángel",
    "Jesús",
    "Alejandro",
    "Fernando",
    "Ricardo",
    "Eduardo",
    "Héctor",
    "Raúl",
    "Arturo",
    "Sergio",
    "Tomás",
    "Rodrigo",
    "Emiliano",
    "Iñaki",
    "Gerardo",
    "Abraham",
]
NOMBRES_F = [
    "María",
    "Guadalupe",
    "Verónica",
    "Alejandra",
    "Ximena",
    "Mariana",
    "Rocío",
    "Leticia",
    "Fernanda",
    "Paola",
    "Itzel",
    "Yesenia",
    "Araceli",
    "Beatriz",
    "Citlali",
    "Renata",
    "Sofía",
    "Valeria",
    "Nayeli",
    "Begoña",
]
APELLIDOS = [
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
    "Ibarra",
    "Zúñiga",
    "Peña",
    "Núñez",
    "Cervantes",
    "Villaseñor",
    "Xicoténcatl",
    "Quintero",
]
EN_FIRST = [
    "Emily",
    "Jacob",
    "Olivia",
    "Ethan",
    "Hannah",
    "Noah",
    "Megan",
    "Tyler",
    "Lauren",
    "Connor",
]
EN_LAST = [
    "Walker",
    "Thompson",
    "Brennan",
    "Whitaker",
    "Sullivan",
    "Hayes",
    "Caldwell",
    "Fischer",
    "Donovan",
    "Price",
]
PT_FIRST = ["João", "Ana", "Beatriz", "Thiago", "Larissa", "Gustavo", "Camila", "Rafael"]
PT_LAST = ["Silva", "Souza", "Oliveira", "Costa", "Pereira", "Almeida", "Carvalho", "Ribeiro"]

ESTADOS = [
    ("AS", "Aguascalientes"),
    ("DF", "Ciudad de México"),
    ("JC", "Jalisco"),
    ("NL", "Nuevo León"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("GT", "Guanajuato"),
    ("YN", "Yucatán"),
    ("BC", "Baja California"),
    ("VZ", "Veracruz"),
    ("MC", "Estado de México"),
    ("OC", "Oaxaca"),
]
MUNICIPIOS = {
    "Aguascalientes": ["Aguascalientes", "Jesús María"],
    "Ciudad de México": ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Gustavo A. Madero"],
    "Jalisco": ["Zapopan", "Tlaquepaque", "Guadalajara", "Tonalá"],
    "Nuevo León": ["Monterrey", "Guadalupe", "San Nicolás de los Garza", "Apodaca"],
    "Puebla": ["Puebla", "San Andrés Cholula"],
    "Querétaro": ["Querétaro", "Corregidora", "El Marqués"],
    "Guanajuato": ["Celaya", "León", "Irapuato"],
    "Yucatán": ["Mérida", "Kanasín"],
    "Baja California": ["Tijuana", "Mexicali", "Ensenada"],
    "Veracruz": ["Xalapa", "Boca del Río", "Coatzacoalcos"],
    "Estado de México": ["Ecatepec", "Naucalpan", "Nezahualcóyotl", "Toluca"],
    "Oaxaca": ["Oaxaca de Juárez", "Santa Lucía del Camino"],
}
CALLES = [
    "Fresno",
    "Jacarandas",
    "Hidalgo",
    "Morelos",
    "Aldama",
    "Niños",
    "Héroes",
    "Pino",
    "Suárez",
    "Cedros",
    "Tulipanes",
    "Insurgentes",
    "Allende",
    "Matamoros",
    "Zaragoza",
    "Magnolias",
    "Girasoles",
    "Nogal",
    "Laureles",
    "Azucenas",
    "Mina",
]
COLONIAS = [
    "Del Valle",
    "Santa Úrsula",
    "Las Águilas",
    "Jardines del Sur",
    "El Mirador",
    "San Rafael",
    "Lomas de Casa Blanca",
    "Villa de las Flores",
    "Los Pinos",
    "Residencial Arboledas",
    "Obrera",
    "Ampliación Emiliano Zapata",
    "Valle Dorado",
    "La Joya",
    "Infonavit Norte",
]
LADAS = ["55", "33", "81", "222", "442", "461", "477", "999", "664", "229", "951", "449"]

HOMO1 = "123456789ABCDEFGHIJKLMNPQRSTUV"
HOMO2 = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
CONSONANTES = "BCDFGHJKLMNPQRSTVWXYZ"


def curp_check(body17: str) -> str:
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body17))
    return str((10 - s % 10) % 10)


def rfc_check(body: str) -> str:
    body = body.rjust(12)
    s = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(body))
    r = s % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


assert rfc_check("GODE561231GR") == "8"


def luhn_check(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def clabe_check(d17: str) -> str:
    w = [3, 7, 1]
    s = sum(int(c) * w[i % 3] % 10 for i, c in enumerate(d17))
    return str((10 - s % 10) % 10)


def mrz_check(s: str) -> str:
    def v(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    w = [7, 3, 1]
    return str(sum(v(c) * w[i % 3] for i, c in enumerate(s)) % 10)


assert mrz_check("L898902C3") == "6"


def isbn13(rng: random.Random) -> str:
    body = "978" + "".join(rng.choice(string.digits) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def issn(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(7))
    s = sum(int(c) * (8 - i) for i, c in enumerate(body))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"


def _strip(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúü", "AEIOUUaeiouu")
    return s.translate(tr).upper().replace("Ñ", "X")


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.sex = rng.choice("HM")
        if lang == "en":
            self.first = rng.choice(EN_FIRST)
            self.last1, self.last2 = rng.choice(EN_LAST), ""
        elif lang == "pt":
            self.first = rng.choice(PT_FIRST)
            self.last1, self.last2 = rng.choice(PT_LAST), rng.choice(PT_LAST)
        else:
            self.first = rng.choice(NOMBRES_M if self.sex == "H" else NOMBRES_F)
            self.last1, self.last2 = rng.sample(APELLIDOS, 2)
        self.year = rng.randint(1952, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state_code, self.state = rng.choice(ESTADOS)
        self.rng = rng

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.first, self.last1, self.last2) if x)

    @property
    def short(self) -> str:
        return f"{self.first} {self.last1}"

    def _letters4(self) -> str:
        a, b = _strip(self.last1), _strip(self.last2 or "X")
        f = _strip(self.first)
        vowel = next((c for c in a[1:] if c in "AEIOU"), "X")
        return a[0] + vowel + b[0] + f[0]

    def _date6(self) -> str:
        return f"{self.year % 100:02d}{self.month:02d}{self.day:02d}"

    def curp(self) -> str:
        a, b, f = _strip(self.last1), _strip(self.last2 or "X"), _strip(self.first)

        def inner(s: str) -> str:
            return next((c for c in s[1:] if c in CONSONANTES), "X")

        diff = str(self.rng.randint(0, 9)) if self.year < 2000 else self.rng.choice("ABCD")
        body = (
            self._letters4()
            + self._date6()
            + self.sex
            + self.state_code
            + inner(a)
            + inner(b)
            + inner(f)
            + diff
        )
        return body + curp_check(body)

    def rfc(self) -> str:
        homo = self.rng.choice(HOMO1) + self.rng.choice(HOMO2)  # SAT: [1-9A-V][1-9A-Z]
        body = self._letters4() + self._date6() + homo
        return body + rfc_check(body)

    def clave_elector(self) -> str:
        a, b, f = _strip(self.last1), _strip(self.last2 or "X"), _strip(self.first)

        def cons(s: str) -> str:
            return s[0] + next((c for c in s[1:] if c in CONSONANTES), "X")

        ent = self.rng.randint(1, 32)
        homo = "".join(self.rng.choice("0123456789") for _ in range(3))
        return f"{cons(a)}{cons(b)}{cons(f)}{self._date6()}{ent:02d}{self.sex}{homo}"

    def birth(self) -> tuple[int, int, int]:
        return self.year, self.month, self.day

    def email(self, domain: str | None = None) -> str:
        rng = self.rng
        f = self.first.lower()
        last = self.last1.lower()
        domain = domain or rng.choice(
            [
                "gmail.com",
                "hotmail.com",
                "outlook.com",
                "yahoo.com.mx",
                "prodigy.net.mx",
                "icloud.com",
                "live.com.mx",
            ]
        )
        local = rng.choice(
            [
                f"{f}.{last}",
                f"{f}{last}{self.year % 100:02d}",
                f"{f[0]}{last}{rng.randint(1, 99)}",
                f"{f}_{last}",
            ]
        )
        return f"{local.replace(' ', '')}@{domain}"


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


def nss(rng: random.Random, birth_year: int) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(0, 23):02d}{birth_year % 100:02d}{rng.randint(0, 9999):04d}"
    return body + luhn_check(body)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(
        ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
    )
    body = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    return body + clabe_check(body)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:
        body = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return body + luhn_check(body)


def mobile(rng: random.Random) -> tuple[str, str]:
    """(lada, subscriber) with 10 digits in total."""
    lada = rng.choice(LADAS)
    n = 10 - len(lada)
    sub = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(n - 1))
    return lada, sub


def alnum(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return alnum(rng, n, "0123456789abcdef")


def b64(rng: random.Random, nbytes: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(nbytes))).decode()


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def td3_line2(rng: random.Random, doc: str, nat: str, p: Person, sex: str) -> str:
    doc9 = doc.ljust(9, "<")[:9]
    birth = p._date6()
    exp = f"{rng.randint(27, 35)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    pn = "<" * 14
    s = (
        doc9
        + mrz_check(doc9)
        + nat
        + birth
        + mrz_check(birth)
        + sex
        + exp
        + mrz_check(exp)
        + pn
        + mrz_check(pn)
    )
    comp = s[0:10] + s[13:20] + s[21:43]
    return s + mrz_check(comp)


def td1_line1(rng: random.Random) -> str:
    doc = "".join(rng.choice(string.digits) for _ in range(9))
    opt = "".join(rng.choice(string.digits) for _ in range(13))
    s = "IDMEX" + doc + mrz_check(doc) + "<<" + opt
    return s.ljust(30, "<")[:30]
