"""Value makers for corpus 53: invented identifiers with valid check digits, names, phones.

Everything is drawn from a ``random.Random`` passed in, so the corpus is reproducible.
No value belongs to a real person: names are random pairs of common given names and
surnames, numbers are random digits completed with their check digit.
"""

from __future__ import annotations

import random
import string

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Fernanda",
    "Sofía",
    "Valeria",
    "Daniela",
    "Ximena",
    "Rosa",
    "Leticia",
    "Verónica",
    "Patricia",
    "Alejandra",
    "Mariana",
    "Lucía",
    "Paola",
    "Adriana",
    "Claudia",
    "Itzel",
    "Renata",
    "Gabriela",
    "Elena",
    "Araceli",
    "Brenda",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Francisco",
    "Ricardo",
    "Eduardo",
    "Fernando",
    "Sergio",
    "Diego",
    "Emiliano",
    "Raúl",
    "Arturo",
    "Héctor",
    "Óscar",
    "Iván",
    "Rodrigo",
    "Andrés",
    "Manuel",
    "Pablo",
    "Tomás",
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
    "Ramos",
    "Domínguez",
    "Herrera",
    "Medina",
    "Castro",
    "Vargas",
    "Guzmán",
    "Velázquez",
    "Salazar",
    "Rojas",
    "Navarro",
    "Contreras",
    "Luna",
    "Ríos",
    "Mejía",
    "Cervantes",
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
    "Megan",
    "Brian",
    "Rachel",
    "Jason",
    "Olivia",
    "Ethan",
]
SURNAMES_EN = [
    "Miller",
    "Johnson",
    "Walker",
    "Bennett",
    "Carter",
    "Hughes",
    "Foster",
    "Parker",
    "Collins",
    "Reed",
    "Turner",
    "Brooks",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Mariana",
    "Pedro",
    "Lucas",
    "Beatriz",
    "Gabriel",
    "Camila",
    "Rafael",
    "Larissa",
    "Thiago",
    "Fernanda",
]
SURNAMES_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Carvalho",
    "Almeida",
    "Ferreira",
    "Ribeiro",
    "Gomes",
    "Martins",
]

STATES = {  # CURP code, name, INE numeric code
    "AS": ("Aguascalientes", "01"),
    "BC": ("Baja California", "02"),
    "CC": ("Campeche", "04"),
    "CL": ("Coahuila", "05"),
    "CS": ("Chiapas", "07"),
    "CH": ("Chihuahua", "08"),
    "DF": ("Ciudad de México", "09"),
    "DG": ("Durango", "10"),
    "GT": ("Guanajuato", "11"),
    "GR": ("Guerrero", "12"),
    "HG": ("Hidalgo", "13"),
    "JC": ("Jalisco", "14"),
    "MC": ("Estado de México", "15"),
    "MN": ("Michoacán", "16"),
    "NL": ("Nuevo León", "19"),
    "OC": ("Oaxaca", "20"),
    "PL": ("Puebla", "21"),
    "QT": ("Querétaro", "22"),
    "QR": ("Quintana Roo", "23"),
    "SP": ("San Luis Potosí", "24"),
    "SL": ("Sinaloa", "25"),
    "SR": ("Sonora", "26"),
    "TC": ("Tabasco", "27"),
    "TS": ("Tamaulipas", "28"),
    "VZ": ("Veracruz", "30"),
    "YN": ("Yucatán", "31"),
    "ZS": ("Zacatecas", "32"),
}
CITIES = [  # (municipio, estado, lada)
    ("Benito Juárez", "Ciudad de México", "55"),
    ("Coyoacán", "Ciudad de México", "55"),
    ("Iztapalapa", "Ciudad de México", "55"),
    ("Naucalpan de Juárez", "Estado de México", "55"),
    ("Ecatepec de Morelos", "Estado de México", "55"),
    ("Zapopan", "Jalisco", "33"),
    ("Guadalajara", "Jalisco", "33"),
    ("Monterrey", "Nuevo León", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "81"),
    ("Puebla", "Puebla", "222"),
    ("Querétaro", "Querétaro", "442"),
    ("Celaya", "Guanajuato", "461"),
    ("León", "Guanajuato", "477"),
    ("Tijuana", "Baja California", "664"),
    ("Mérida", "Yucatán", "999"),
    ("Cancún", "Quintana Roo", "998"),
    ("Morelia", "Michoacán", "443"),
    ("Oaxaca de Juárez", "Oaxaca", "951"),
    ("Hermosillo", "Sonora", "662"),
    ("Toluca", "Estado de México", "722"),
]
STREETS = [
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "5 de Mayo",
    "Independencia",
    "Niños Héroes",
    "Zaragoza",
    "Guerrero",
    "Aldama",
    "Matamoros",
    "Las Flores",
    "Los Pinos",
    "Jacarandas",
    "Fresno",
    "Sauce",
    "Río Lerma",
    "Cedro",
    "Tulipán",
    "Emiliano Zapata",
    "Venustiano Carranza",
    "Francisco I. Madero",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Jardines del Bosque",
    "Las Águilas",
    "San Rafael",
    "Lomas de San Juan",
    "Valle Verde",
    "El Mirador",
    "Santa Cruz",
    "La Joya",
    "Villa de las Flores",
    "Guadalupe",
    "Residencial del Parque",
    "Los Olivos",
    "Santa María",
    "Narvarte Poniente",
    "Industrial",
    "Arboledas",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "hotmail.es",
    "outlook.es",
    "yahoo.com",
]
FREEMAIL_PT = ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"]

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

ALNUM = string.ascii_letters + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
UPNUM = string.ascii_uppercase + string.digits


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(table)


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.sex = rng.choice("HM")
        if lang == "en":
            self.given = rng.choice(GIVEN_EN)
            self.s1, self.s2 = rng.choice(SURNAMES_EN), ""
        elif lang == "pt":
            self.given = rng.choice(GIVEN_PT)
            self.s1, self.s2 = rng.sample(SURNAMES_PT, 2)
        else:
            self.given = rng.choice(GIVEN_F if self.sex == "M" else GIVEN_M)
            self.s1, self.s2 = rng.sample(SURNAMES, 2)
        self.year = rng.randint(1958, 2006)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(sorted(STATES))

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.given, self.s1, self.s2) if x)

    @property
    def short(self) -> str:
        return f"{self.given} {self.s1}"


def rstr(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng: random.Random, n: int) -> str:
    return rstr(rng, string.digits, n)


# ------------------------------------------------------------------ Mexican identifiers

_CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOWELS = "AEIOU"


def _first_inner(word: str, vowels: bool) -> str:
    for c in word[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def curp(rng: random.Random, p: Person) -> str:
    s1 = strip_accents(p.s1).upper().replace(" ", "")
    s2 = strip_accents(p.s2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = s1[0] + _first_inner(s1, True) + s2[0] + g[0]
    if head in ("BUEI", "CACA", "COGE", "KAKA", "MAME", "PEDO", "PUTA", "CULO", "MEAR"):
        head = head[0] + "X" + head[2:]
    body = f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}{p.sex}{p.state}"
    body += _first_inner(s1, False) + _first_inner(s2, False) + _first_inner(g, False)
    body += rng.choice(string.digits) if p.year < 2000 else rng.choice("ABCDEFGH")
    total = sum(_CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


_RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(base12: str) -> str:
    base = base12.rjust(12)
    total = sum(_RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base))
    dv = 11 - total % 11
    return "0" if dv == 11 else "A" if dv == 10 else str(dv)


def rfc_fisica(rng: random.Random, p: Person) -> str:
    s1 = strip_accents(p.s1).upper()
    s2 = strip_accents(p.s2 or "X").upper()
    g = strip_accents(p.given).upper()
    head = s1[0] + _first_inner(s1, True) + s2[0] + g[0]
    if head in ("BUEI", "CACA", "COGE", "KAKA", "MAME", "PEDO", "PUTA", "CULO", "MEAR"):
        head = head[:3] + "X"
    base = f"{head}{p.year % 100:02d}{p.month:02d}{p.day:02d}" + rstr(
        rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2
    )
    return base + rfc_check(base)


def rfc_moral(rng: random.Random, company: str) -> str:
    letters = [w[0] for w in strip_accents(company).upper().split() if w[0].isalpha()]
    head = ("".join(letters) + "XXX")[:3]
    base = f"{head}{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    base += rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return base + rfc_check(base)


def luhn_digit(partial: str) -> str:
    total = 0
    for i, c in enumerate(reversed(partial)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random, p: Person) -> str:
    sub = f"{rng.randint(1, 99):02d}"
    reg = f"{(p.year + rng.randint(16, 22)) % 100:02d}"
    born = f"{p.year % 100:02d}"
    base = sub + reg + born + digits(rng, 4)
    return base + luhn_digit(base)


def clave_elector(rng: random.Random, p: Person) -> str:
    def cons_vowel(word: str) -> str:
        w = strip_accents(word).upper()
        v = _first_inner(w, True)
        return w[0] + v

    s1, s2, g = p.s1, p.s2 or "X", p.given
    return (
        cons_vowel(s1)
        + cons_vowel(s2)
        + cons_vowel(g)
        + f"{p.year % 100:02d}{p.month:02d}{p.day:02d}"
        + STATES[p.state][1]
        + p.sex
        + digits(rng, 3)
    )


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "072": "Banorte",
    "021": "HSBC",
    "036": "Inbursa",
    "127": "Banco Azteca",
    "137": "BanCoppel",
    "044": "Scotiabank",
    "058": "Banregio",
}


def clabe(rng: random.Random) -> tuple[str, str]:
    bank = rng.choice(sorted(BANKS))
    base = bank + f"{rng.choice([180, 320, 650, 580, 150, 225])}" + digits(rng, 11)
    w = [3, 7, 1] * 6
    total = sum(int(c) * w[i] % 10 for i, c in enumerate(base))
    return base + str((10 - total % 10) % 10), BANKS[bank]


def card(rng: random.Random, brand: str | None = None) -> tuple[str, str]:
    brand = brand or rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    if brand == "visa":
        base = "4" + digits(rng, 14)
    elif brand == "mc":
        base = str(rng.randint(51, 55)) + digits(rng, 13)
    elif brand == "mc2":
        base = str(rng.randint(2221, 2720)) + digits(rng, 11)
    else:
        base = rng.choice(["34", "37"]) + digits(rng, 12)
    return base + luhn_digit(base), {
        "visa": "Visa",
        "mc": "Mastercard",
        "mc2": "Mastercard",
        "amex": "American Express",
    }[brand]


def group(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def card_fmt(num: str, sep: str) -> str:
    if len(num) == 15:
        return group(num, [4, 6, 5], sep)
    return group(num, [4, 4, 4, 4], sep)


# ------------------------------------------------------------------ foreign identifiers


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def rut(rng: random.Random) -> str:
    n = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    dv = 11 - s % 11
    dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return f"{n:,}".replace(",", ".") + "-" + dvs


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cuil(rng: random.Random, female: bool) -> str:
    pre = "27" if female else "20"
    dni = f"{rng.randint(20_000_000, 45_999_999)}"
    base = pre + dni
    s = sum(int(c) * w for c, w in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
    dv = 11 - s % 11
    if dv == 10:
        return cuil(rng, female)
    dv = 0 if dv == 11 else dv
    return f"{pre}-{dni}-{dv}"


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20_000_000, 45_999_999):,}".replace(",", ".")


def ssn(rng: random.Random) -> str:
    a = rng.randint(100, 665)
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + digits(rng, 8)


def passport_other(rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["us", "es", "br", "co", "ar"])
    if kind == "us":
        return str(rng.randint(5, 6)) + digits(rng, 8), "EE. UU."
    if kind == "es":
        return rstr(rng, string.ascii_uppercase, 3) + digits(rng, 6), "España"
    if kind == "br":
        return rstr(rng, string.ascii_uppercase, 2) + digits(rng, 6), "Brasil"
    if kind == "co":
        return "AU" + digits(rng, 7), "Colombia"
    return digits(rng, 8) + "N", "Argentina"


# ------------------------------------------------------------------ phones and mail


def mobile(rng: random.Random, lada: str | None = None) -> tuple[str, str]:
    lada = lada or rng.choice([c[2] for c in CITIES])
    rest = str(rng.randint(1, 9)) + digits(rng, 9 - len(lada))
    return lada, rest


def phone_fmt(lada: str, rest: str, style: str) -> str:
    ten = lada + rest
    a, b = (rest[:4], rest[4:]) if len(rest) == 8 else (rest[:3], rest[3:])
    return {
        "intl": f"+52 {lada} {a} {b}",
        "intl1": f"+52 1 {lada} {a} {b}",
        "044": f"044 {lada} {a} {b}",
        "045": f"045 {lada} {a} {b}",
        "paren": f"({lada}) {a}-{b}",
        "dots": f"{lada}.{a}.{b}",
        "dash": f"{lada}-{a}-{b}",
        "compact": f"+52{ten}",
        "bare": ten,
        "intlparen": f"+52 ({lada}) {a} {b}",
        "spaced": f"{lada} {a} {b}",
    }[style]


def email_local(rng: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.lower() if accents else strip_accents(p.given).lower()
    s = p.s1.lower() if accents else strip_accents(p.s1).lower()
    form = rng.choice(["{g}.{s}", "{g}{s}{yy}", "{g}_{s}", "{g0}{s}{n}", "{s}.{g}{yy}"])
    return form.format(g=g, s=s, g0=g[0], yy=f"{p.year % 100:02d}", n=rng.randint(1, 99))


def hexs(rng: random.Random, n: int) -> str:
    return rstr(rng, HEX, n)


def uuid4(rng: random.Random) -> str:
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def b64url(rng: random.Random, n: int) -> str:
    return rstr(rng, ALNUM + "-_", n)


def isbn13(rng: random.Random) -> str:
    base = "978" + rng.choice(["607", "968", "84", "970"])
    base += digits(rng, 12 - len(base))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)
