"""Value makers for corpus 49: invented identifiers with valid check digits, names, keys.

Every value is drawn from a ``random.Random`` passed in, so the corpus is reproducible.
Nothing here is a real person's data: names are random pairs of common given names and
surnames, numbers are random with the check digit computed.
"""

from __future__ import annotations

import base64
import json
import random
import string

GIVEN_F = [
    "María",
    "Guadalupe",
    "Juana",
    "Verónica",
    "Rosa",
    "Alejandra",
    "Patricia",
    "Leticia",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Elena",
    "Fernanda",
    "Daniela",
    "Mariana",
    "Sofía",
    "Ximena",
    "Valeria",
    "Lucía",
    "Beatriz",
    "Araceli",
    "Yolanda",
    "Itzel",
    "Karla",
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
    "Eduardo",
    "Fernando",
    "Roberto",
    "Arturo",
    "Sergio",
    "Raúl",
    "Héctor",
    "Diego",
    "Emiliano",
    "Santiago",
    "Andrés",
    "Iván",
    "Óscar",
    "Rubén",
    "Gerardo",
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
    "Ramos",
    "Domínguez",
    "Herrera",
    "Medina",
    "Castro",
    "Vargas",
    "Guzmán",
    "Velázquez",
    "Salazar",
    "Contreras",
    "Cervantes",
    "Estrada",
    "Ibarra",
    "Zúñiga",
    "Carrillo",
]
GIVEN_EN = [
    "James",
    "Mary",
    "Robert",
    "Linda",
    "Michael",
    "Emily",
    "David",
    "Sarah",
    "Daniel",
    "Jessica",
    "Kevin",
    "Laura",
    "Brian",
    "Megan",
    "Thomas",
    "Rachel",
]
SURN_EN = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Miller",
    "Davis",
    "Wilson",
    "Moore",
    "Taylor",
    "Anderson",
    "Thompson",
    "Clark",
    "Walker",
    "Young",
    "Hall",
    "Allen",
]
GIVEN_PT = [
    "Ana",
    "João",
    "Maria",
    "Pedro",
    "Luiza",
    "Rafael",
    "Camila",
    "Lucas",
    "Beatriz",
    "Gustavo",
    "Juliana",
    "Thiago",
    "Larissa",
    "Felipe",
]
SURN_PT = [
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
    "Carvalho",
    "Ribeiro",
    "Gomes",
    "Barbosa",
]

STATES = {  # RENAPO two-letter code -> (name, typical municipalities, area code)
    "DF": (
        "Ciudad de México",
        ["Coyoacán", "Iztapalapa", "Tlalpan", "Benito Juárez", "Gustavo A. Madero"],
        "55",
    ),
    "JC": ("Jalisco", ["Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"], "33"),
    "NL": ("Nuevo León", ["Monterrey", "Guadalupe", "San Nicolás de los Garza", "Apodaca"], "81"),
    "PL": ("Puebla", ["Puebla", "Cholula", "Atlixco"], "222"),
    "QT": ("Querétaro", ["Querétaro", "Corregidora", "El Marqués"], "442"),
    "GT": ("Guanajuato", ["Celaya", "León", "Irapuato", "Salamanca"], "461"),
    "YN": ("Yucatán", ["Mérida", "Kanasín", "Progreso"], "999"),
    "MC": ("Estado de México", ["Naucalpan", "Ecatepec", "Toluca", "Nezahualcóyotl"], "55"),
    "VZ": ("Veracruz", ["Xalapa", "Veracruz", "Boca del Río", "Córdoba"], "229"),
    "BC": ("Baja California", ["Tijuana", "Mexicali", "Ensenada"], "664"),
    "SL": ("Sinaloa", ["Culiacán", "Mazatlán", "Los Mochis"], "667"),
    "OC": ("Oaxaca", ["Oaxaca de Juárez", "Santa Cruz Xoxocotlán", "Tuxtepec"], "951"),
}
STREETS = [
    "Calle Hidalgo",
    "Calle Morelos",
    "Av. Juárez",
    "Calle Allende",
    "Privada Los Pinos",
    "Cerrada de las Flores",
    "Calle 5 de Mayo",
    "Andador Jacarandas",
    "Av. Insurgentes",
    "Calle Aldama",
    "Calle Niños Héroes",
    "Calz. de Tlalpan",
    "Calle Fresno",
    "Privada Emiliano Zapata",
    "Calle Matamoros",
    "Av. Revolución",
    "Calle Guerrero",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Santa María la Ribera",
    "Las Águilas",
    "Jardines del Sur",
    "San Miguel",
    "La Joya",
    "Lomas de San Juan",
    "Providencia",
    "Obrera",
    "El Rosario",
    "Valle Verde",
    "Bugambilias",
    "Los Ángeles",
    "Independencia",
    "Reforma",
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
    "yahoo.com.mx",
    "outlook.com",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "hotmail.es",
    "protonmail.com",
    "yahoo.com",
]

VOWELS = "AEIOU"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
ALNUM = string.ascii_letters + string.digits
B62 = ALNUM
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(table)


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.female = rng.random() < 0.5
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.s1, self.s2 = rng.choice(SURN_EN), ""
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.s1, self.s2 = rng.choice(SURN_PT), rng.choice(SURN_PT)
        else:
            self.given = rng.choice(GIVEN_F if self.female else GIVEN_M)
            self.s1, self.s2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1952, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return f"{self.given} {self.s1}"

    @property
    def full(self) -> str:
        return f"{self.given} {self.s1} {self.s2}".strip()


# ------------------------------------------------------------------ Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def _first_inner(s: str, pool: str) -> str:
    s = strip_accents(s).upper()
    for c in s[1:]:
        if c in pool:
            return c
    return "X"


def curp(rng: random.Random, p: Person) -> str:
    s1, s2, g = (
        strip_accents(p.s1).upper(),
        strip_accents(p.s2 or "X").upper(),
        strip_accents(p.given).upper(),
    )
    head = s1[0] + _first_inner(s1, VOWELS) + s2[0] + g[0]
    if head in ("PUTO", "CACA", "MEAR", "PEDO", "BUEY", "CULO", "MAMO", "KAKA", "LOCO", "PUTA"):
        head = head[0] + "X" + head[2:]
    date = f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
    sex = "M" if p.female else "H"
    cons = _first_inner(s1, CONS) + _first_inner(s2, CONS) + _first_inner(g, CONS)
    diff = str(rng.randint(0, 9)) if p.year < 2000 else rng.choice("ABCDEFGH")
    body = head + date + sex + p.state + cons + diff
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


HC1 = "123456789ABCDEFGHIJKLMNPQRSTUV"  # SAT homoclave: first character
HC2 = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(body12: str) -> str:
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(body12))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    s1, s2, g = (
        strip_accents(p.s1).upper(),
        strip_accents(p.s2 or "X").upper(),
        strip_accents(p.given).upper(),
    )
    head = s1[0] + _first_inner(s1, VOWELS) + s2[0] + g[0]
    hc = rng.choice(HC1) + rng.choice(HC2)
    body = head + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}" + hc
    return body + rfc_check(body)


def rfc_moral(rng: random.Random) -> str:
    head = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(3))
    date = f"{rng.randint(80, 99) if rng.random() < 0.6 else rng.randint(0, 19):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"  # noqa: E501
    hc = rng.choice(HC1) + rng.choice(HC2)
    body = head + date + hc
    return body + rfc_check(" " + body)


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


def nss(rng: random.Random, p: Person) -> str:
    sub = f"{rng.randint(1, 99):02d}"
    reg = max(p.year + 16, 1970) + rng.randint(0, 8)
    body = sub + f"{reg % 100:02d}" + f"{p.year % 100:02d}" + f"{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clave_elector(rng: random.Random, p: Person) -> str:
    s1, s2, g = (
        strip_accents(p.s1).upper(),
        strip_accents(p.s2 or "X").upper(),
        strip_accents(p.given).upper(),
    )

    def two(s: str) -> str:
        c = _first_inner(s, CONS)
        return s[0] + (c if s[0] in VOWELS else _first_inner(s, VOWELS))

    head = two(s1) + two(s2) + two(g)
    ent = list(sorted(STATES)).index(p.state) + 1
    return (
        head
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}{ent:02d}"
        + ("M" if p.female else "H")
        + f"{rng.randint(0, 999):03d}"
    )


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "638"]


def clabe(rng: random.Random) -> str:
    body = (
        rng.choice(BANKS)
        + f"{rng.choice([180, 320, 580, 650, 10, 27, 150]):03d}"
        + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> tuple[str, str]:
    brand = brand or rng.choice(["visa", "mc", "mc2", "amex"])
    if brand == "visa":
        body, n = "4" + "".join(rng.choice(string.digits) for _ in range(14)), 16
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:
        body = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    _ = n if brand == "visa" else 0
    return body + luhn_digit(body), brand


def group_card(num: str, sep: str) -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


# ------------------------------------------------------------------ foreign identifiers


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    body = rng.randint(8_000_000, 24_000_000)
    s, m = 0, 2
    for c in reversed(str(body)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    b = f"{body:,}".replace(",", ".")
    return f"{b}-{dv}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random) -> tuple[str, str]:
    dni = f"{rng.randint(20_000_000, 45_000_000)}"
    for pre in ("20", "27", "23"):
        body = pre + dni
        s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False))
        r = 11 - s % 11
        if r == 11:
            return f"{pre}-{dni}-0", dni
        if r != 10:
            return f"{pre}-{dni}-{r}", dni
    return f"20-{dni}-1", dni


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(100, 899) if x != 666])
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def passport(rng: random.Random, country: str) -> str:
    d = string.digits
    if country == "mx":
        return rng.choice("GN") + "".join(rng.choice(d) for _ in range(8))
    if country == "us":
        return rng.choice(["5", "6", "A"]) + "".join(rng.choice(d) for _ in range(8))
    if country == "es":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + "".join(
            rng.choice(d) for _ in range(6)
        )
    if country == "br":
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + "".join(
            rng.choice(d) for _ in range(6)
        )
    if country == "co":
        return "AV" + "".join(rng.choice(d) for _ in range(7))
    raise ValueError(country)


# ------------------------------------------------------------------ contact data


def mx_mobile(rng: random.Random, p: Person | None = None) -> str:
    area = STATES[p.state][2] if p else rng.choice(["55", "33", "81", "442", "461", "222", "999"])
    rest = 10 - len(area)
    first = str(rng.randint(1, 9))
    return area + first + "".join(rng.choice(string.digits) for _ in range(rest - 1))


def fmt_phone(num: str, style: str) -> str:
    two = num[:2] in ("55", "33", "81")
    a, r = (num[:2], num[2:]) if two else (num[:3], num[3:])
    if two:
        r1, r2 = r[:4], r[4:]
    else:
        r1, r2 = r[:3], r[3:]
    return {
        "intl": f"+52 {a} {r1} {r2}",
        "intl1": f"+52 1 {a} {r1} {r2}",
        "044": f"044 {a} {r1} {r2}",
        "045": f"045 {a} {r1} {r2}",
        "paren": f"({a}) {r1}-{r2}",
        "dots": f"{a}.{r1}.{r2}",
        "dash": f"{a}-{r1}-{r2}",
        "compact": f"+52{num}",
        "intlparen": f"+52 ({a}) {r1} {r2}",
        "bare": num,
        "space": f"{a} {r1} {r2}",
        "pairs": f"{a} {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}"
        if two
        else f"{a} {r[:3]} {r[3:5]} {r[5:]}",
    }[style]


def email_local(rng: random.Random, p: Person, accented: bool = False) -> str:
    g = p.given.lower() if accented else strip_accents(p.given).lower()
    s = p.s1.lower() if accented else strip_accents(p.s1).lower()
    s2 = strip_accents(p.s2).lower() if p.s2 else "mx"
    form = rng.randrange(6)
    if form == 0:
        return f"{g}.{s}"
    if form == 1:
        return f"{g}{s[0]}{rng.randint(70, 99)}"
    if form == 2:
        return f"{g[0]}{s}{s2[0]}"
    if form == 3:
        return f"{g}_{s}{rng.randint(1, 30)}"
    if form == 4:
        return f"{s}.{g}{rng.randint(1960, 2005)}"
    return f"{g}.{s}.{s2}"


def personal_email(
    rng: random.Random, p: Person, accented: bool = False, domain: str | None = None
) -> str:
    return email_local(rng, p, accented) + "@" + (domain or rng.choice(FREEMAIL))


def address(rng: random.Random, p: Person) -> str:
    st, muns, _ = STATES[p.state]
    street = rng.choice(STREETS)
    num = rng.randint(3, 1999)
    parts = [f"{street} {rng.choice(['', '#', 'núm. ', 'No. '])}{num}"]
    if rng.random() < 0.4:
        parts.append(
            rng.choice(["int. ", "Int. ", "depto. ", "interior "])
            + str(rng.choice([2, 3, 4, 101, 203, "B", "C"]))
        )
    parts.append(f"Col. {rng.choice(COLONIAS)}")
    parts.append(
        f"{rng.choice(['C.P. ', 'C.P. ', 'CP ', 'código postal '])}{rng.randint(1000, 99999):05d}"
    )
    mun = rng.choice(muns)
    parts.append(
        rng.choice(
            [
                mun,
                mun,
                f"Municipio de {mun}",
                f"Mpio. {mun}",
                f"Alcaldía {mun}" if p.state == "DF" else mun,
            ]
        )
    )
    parts.append(rng.choice([st, st, f"Estado: {st}"]))
    return ", ".join(parts)


def birth_date(p: Person, style: str) -> str:
    if style == "long":
        return f"{p.day} de {MONTHS_ES[p.month - 1]} de {p.year}"
    if style == "slash":
        return f"{p.day:02d}/{p.month:02d}/{p.year}"
    if style == "iso":
        return f"{p.year}-{p.month:02d}-{p.day:02d}"
    if style == "mmm":
        return f"{p.day:02d}-{MONTHS_ES[p.month - 1][:3].upper()}-{p.year}"
    if style == "en":
        return f"{MONTHS_EN[p.month - 1]} {p.day}, {p.year}"
    if style == "pt":
        return f"{p.day} de {MONTHS_PT[p.month - 1]} de {p.year}"
    raise ValueError(style)


# ------------------------------------------------------------------ random strings


def rs(rng: random.Random, n: int, pool: str = B62) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(rng: random.Random, payload: dict) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.randrange(256) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem_body(rng: random.Random, lines: int = 8) -> list[str]:
    pool = string.ascii_letters + string.digits + "+/"
    return [rs(rng, 64, pool) for _ in range(lines)] + [rs(rng, 24, pool) + "=="]


def uuid4(rng: random.Random) -> str:
    h = rs(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def isbn13(rng: random.Random) -> str:
    body = (
        "978"
        + str(rng.choice([607, 968, 970, 84, 950]))
        + rs(rng, 12 - 3 - 3 if True else 0, string.digits)
    )
    body = body[:12]
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return f"{body}{(10 - s % 10) % 10}"


def issn(rng: random.Random) -> str:
    body = rs(rng, 7, string.digits)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=False))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"
