"""Invented values for corpus 29, valid by construction where a check digit exists.

Every name, number, key and address here is generated from a seeded ``random.Random``;
none is a real person's datum or a live credential.
"""

from __future__ import annotations

import random
import string

# ----------------------------------------------------------------------------- names

NOMBRES_H = [
    "Aurelio",
    "Baltasar",
    "Crispín",
    "Demetrio",
    "Eusebio",
    "Fausto",
    "Gumersindo",
    "Heriberto",
    "Isaías",
    "Jacinto",
    "Leandro",
    "Maximino",
    "Nicanor",
    "Onésimo",
    "Porfirio",
    "Quirino",
    "Rosendo",
    "Saturnino",
    "Tadeo",
    "Urbano",
    "Valentín",
    "Zenón",
]
NOMBRES_M = [
    "Adelaida",
    "Brígida",
    "Casilda",
    "Dolores",
    "Eulalia",
    "Filomena",
    "Gertrudis",
    "Herminia",
    "Ifigenia",
    "Jovita",
    "Leocadia",
    "Macrina",
    "Nicolasa",
    "Obdulia",
    "Petronila",
    "Rosaura",
    "Segismunda",
    "Tránsito",
    "Ubaldina",
    "Virginia",
    "Ximena",
]
APELLIDOS = [
    "Arizmendi",
    "Barragán",
    "Cisneros",
    "Dorantes",
    "Echeverría",
    "Fuentevilla",
    "Galindo",
    "Huitrón",
    "Ibarrola",
    "Jaramillo",
    "Lizárraga",
    "Mondragón",
    "Nájera",
    "Olvera",
    "Quezada",
    "Rentería",
    "Santibáñez",
    "Tapia",
    "Urquidi",
    "Valdivia",
    "Zamudio",
    "Escamilla",
    "Covarrubias",
    "Pantoja",
    "Villaseñor",
    "Bustamante",
]
EN_FIRST = ["Harriet", "Silas", "Maribel", "Desmond", "Eloise", "Thaddeus", "Odessa", "Rufus"]
EN_LAST = ["Pemberton", "Quayle", "Whitcombe", "Ashdown", "Fairbairn", "Kilbride", "Loxley"]
PT_FIRST = ["Joaquina", "Benedito", "Iracema", "Lindolfo", "Rosângela", "Valdemar", "Zuleide"]
PT_LAST = ["Albuquerque", "Bittencourt", "Cavalcanti", "Figueiró", "Guimarães", "Mourão"]

ESTADOS = {
    "DF": ("Ciudad de México", "09"),
    "JC": ("Jalisco", "14"),
    "NL": ("Nuevo León", "19"),
    "GT": ("Guanajuato", "11"),
    "PL": ("Puebla", "21"),
    "QT": ("Querétaro", "22"),
    "YN": ("Yucatán", "31"),
    "MC": ("Estado de México", "15"),
    "VZ": ("Veracruz", "30"),
    "OC": ("Oaxaca", "20"),
}
LADAS = ["55", "33", "81", "222", "442", "477", "449", "614", "664", "999", "461", "951"]
VOWELS = "AEIOU"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"


def _plain(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUXaeiouun")
    return s.translate(tr).upper()


class Person:
    def __init__(self, rng: random.Random, lang: str = "es") -> None:
        self.rng = rng
        self.sex = rng.choice("HM")
        if lang == "en":
            self.first, self.last1, self.last2 = rng.choice(EN_FIRST), rng.choice(EN_LAST), ""
        elif lang == "pt":
            self.first, self.last1 = rng.choice(PT_FIRST), rng.choice(PT_LAST)
            self.last2 = rng.choice(PT_LAST)
        else:
            self.first = rng.choice(NOMBRES_H if self.sex == "H" else NOMBRES_M)
            self.last1, self.last2 = rng.sample(APELLIDOS, 2)
        self.year = rng.randint(1958, 2012)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(list(ESTADOS))

    @property
    def name(self) -> str:
        return " ".join(x for x in (self.first, self.last1, self.last2) if x)

    @property
    def formal(self) -> str:  # "APELLIDO APELLIDO NOMBRE" as lists print it
        return " ".join(x for x in (self.last1, self.last2, self.first) if x).upper()

    def _first_vowel(self, s: str) -> str:
        for c in _plain(s)[1:]:
            if c in VOWELS:
                return c
        return "X"

    def _first_cons(self, s: str) -> str:
        for c in _plain(s)[1:]:
            if c in CONSONANTS:
                return c
        return "X"

    def yymmdd(self) -> str:
        return f"{self.year % 100:02d}{self.month:02d}{self.day:02d}"

    def curp(self) -> str:
        a, b, n = _plain(self.last1), _plain(self.last2 or "X"), _plain(self.first)
        head = a[0] + self._first_vowel(a) + b[0] + n[0]
        body = (
            head
            + self.yymmdd()
            + self.sex
            + self.state
            + self._first_cons(a)
            + self._first_cons(b)
            + self._first_cons(n)
        )
        body += str(self.rng.randint(0, 9)) if self.year < 2000 else self.rng.choice("ABCD")
        return body + curp_check(body)

    def rfc(self) -> str:
        a, b, n = _plain(self.last1), _plain(self.last2 or "X"), _plain(self.first)
        base = a[0] + self._first_vowel(a) + b[0] + n[0] + self.yymmdd()
        hc = "".join(self.rng.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return base + hc + rfc_check(base + hc)

    def ine(self) -> str:
        a, b, n = _plain(self.last1), _plain(self.last2 or "X"), _plain(self.first)
        cons = (
            a[0] + self._first_vowel(a) + b[0] + self._first_vowel(b) + n[0] + self._first_vowel(n)
        )
        return (
            cons
            + self.yymmdd()
            + ESTADOS[self.state][1]
            + self.sex
            + f"{self.rng.randint(0, 999):03d}"
        )


# ----------------------------------------------------------------------------- checks

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(body17: str) -> str:
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body17))
    return str((10 - s % 10) % 10)


RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(body: str) -> str:
    body = body.rjust(12)
    s = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(body))
    r = s % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


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


def nss(rng: random.Random) -> str:
    body = f"{rng.randint(1, 99):02d}{rng.randint(80, 99):02d}{rng.randint(60, 99):02d}{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(["002", "012", "014", "021", "030", "036", "044", "058", "072", "127"])
    body = (
        bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body = "4" + "".join(rng.choice(string.digits) for _ in range(14))
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
    else:  # amex
        body = rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(12))
    return body + luhn_digit(body)


def group_card(n: str, sep: str) -> str:
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def rfc_moral(rng: random.Random, initials: str) -> str:
    base = (
        initials[:3].upper()
        + f"{rng.randint(90, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
    )
    hc = "".join(rng.choice("123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
    return base + hc + rfc_check(base + hc)


def isbn13(rng: random.Random) -> str:
    body = "978" + rng.choice(["607", "968", "970", "84", "85"])
    body += "".join(rng.choice(string.digits) for _ in range(12 - len(body)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    d = str((10 - s % 10) % 10)
    return f"{body[:3]}-{body[3:6]}-{body[6:10]}-{body[10:12]}-{d}"


def issn(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(7))
    s = sum(int(c) * (8 - i) for i, c in enumerate(body))
    r = (11 - s % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if r == 10 else r}"


# ----------------------------------------------------------------------------- phones


def mobile(rng: random.Random) -> tuple[str, str]:
    """(lada, local) of an invented 10-digit Mexican number."""
    lada = rng.choice(LADAS)
    rest = 10 - len(lada)
    local = str(rng.randint(2, 9)) + "".join(rng.choice(string.digits) for _ in range(rest - 1))
    return lada, local


def fmt_phone(rng: random.Random, style: str) -> str:
    lada, loc = mobile(rng)
    full = lada + loc
    h = len(loc) // 2
    return {
        "intl": f"+52 {lada} {loc[:h]} {loc[h:]}",
        "intl1": f"+52 1 {lada} {loc[:h]} {loc[h:]}",
        "044": f"044 {lada} {loc[:h]} {loc[h:]}",
        "045": f"045 {lada} {loc}",
        "paren": f"({lada}) {loc[:h]}-{loc[h:]}",
        "dots": f"{lada}.{loc[:h]}.{loc[h:]}",
        "dash": f"{lada}-{loc[:h]}-{loc[h:]}",
        "bare": full,
        "plus": f"+52{full}",
        "intlparen": f"+52 ({lada}) {loc[:h]} {loc[h:]}",
    }[style]


# ----------------------------------------------------------------------------- e-mails

FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "prodigy.net.mx",
    "live.com.mx",
    "icloud.com",
]


def email_local(p: Person, rng: random.Random, accents: bool = False) -> str:
    f = p.first.lower() if accents else _plain(p.first).lower()
    last = p.last1.lower() if accents else _plain(p.last1).lower()
    return rng.choice(
        [f"{f}.{last}", f"{f[0]}{last}{rng.randint(60, 99)}", f"{f}_{last}{rng.randint(1, 9)}"]
    )


# ----------------------------------------------------------------------------- secrets

ALNUM = string.ascii_letters + string.digits


def rnd(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return rnd(rng, n, "0123456789abcdef")
