"""Shared helpers of corpus 10: invented names, identifiers with their check digits, venues.

Everything here is invented for this corpus (names are common first names and surnames put
together at random; numbers come from a seeded ``random.Random``). Nothing is a real
person's datum or a live credential.
"""

from __future__ import annotations

import random
import string
from typing import Any

# ----------------------------------------------------------------------------- venues
# A draft says where its datum goes; gen.py picks the capture and the exact spot.


def H(snippet: str) -> dict[str, Any]:
    """A one-line HTML snippet put into a page's body."""
    return {"venue": "html", "snippet": snippet}


def S(snippet: str) -> dict[str, Any]:
    """A one-line ``<script>`` snippet (the page's own client code) put into a page's body."""
    return {"venue": "script", "snippet": snippet}


def F(key: str, value: Any) -> dict[str, Any]:
    """A new first field of an object of a JSON/YAML capture (search result, body, envelope)."""
    return {"venue": "field", "key": key, "fvalue": value}


def HD(name: str, value: str) -> dict[str, Any]:
    """A recorded header of a cassette's request or response."""
    return {"venue": "header", "key": name, "fvalue": [value]}


def AP(text: str) -> dict[str, Any]:
    """Text appended to a long string of a JSON capture (a snippet, a page text)."""
    return {"venue": "append", "text": text}


def IN(key: str, value: Any) -> dict[str, Any]:
    """A field put first in a recorded JSON body (a string holding a JSON object)."""
    return {"venue": "inner", "key": key, "fvalue": value}


def draft(kind: str, lang: str, form: str, value: str, where: dict[str, Any], **kw: Any) -> dict:
    d = {"kind": kind, "lang": lang, "form": form, "value": value, **where}
    d.update(kw)
    return d


# ----------------------------------------------------------------------------- names

FIRST_F = (
    "María Fernanda",
    "Guadalupe",
    "Ximena",
    "Renata",
    "Itzel",
    "Citlali",
    "Mariana",
    "Daniela",
    "Sofía",
    "Valeria",
    "Andrea",
    "Lucía",
    "Ana Karen",
    "Rocío",
    "Brenda",
    "Jimena",
    "Yaretzi",
    "Paola",
    "Alejandra",
    "Leticia",
    "Araceli",
    "Maricruz",
    "Nayeli",
)
FIRST_M = (
    "José Luis",
    "Juan Carlos",
    "Miguel Ángel",
    "Luis Enrique",
    "Jesús",
    "Francisco",
    "Alejandro",
    "Eduardo",
    "Rodrigo",
    "Héctor",
    "Emiliano",
    "Santiago",
    "Iker",
    "Uriel",
    "Octavio",
    "Rogelio",
    "Saúl",
    "Ramiro",
    "Joaquín",
    "Arturo",
    "Efraín",
    "Gerardo",
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
    "Juárez",
    "Villanueva",
    "Chávez",
    "Olvera",
    "Zúñiga",
    "Ibarra",
    "Solís",
    "Cervantes",
    "Tapia",
    "Escobedo",
    "Quintero",
    "Bautista",
    "Paredes",
)
FIRST_BR = ("João Pedro", "Ana Clara", "Luíza", "Thiago", "Gabriela", "Conceição", "Rafael")
SURN_BR = ("Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Carvalho", "Gonçalves")
FIRST_EN = ("Emily", "Jacob", "Hannah", "Tyler", "Megan", "Connor", "Brianna", "Dylan")
SURN_EN = ("Whitaker", "Kowalski", "Brennan", "Okafor", "Lindqvist", "Haddad", "Pruitt")

STATES = {
    "Ciudad de México": "DF",
    "Jalisco": "JC",
    "Nuevo León": "NL",
    "Puebla": "PL",
    "Guanajuato": "GT",
    "Querétaro": "QT",
    "Yucatán": "YN",
    "Estado de México": "MC",
    "Veracruz": "VZ",
    "Oaxaca": "OC",
    "Chihuahua": "CH",
    "Baja California": "BC",
    "Sonora": "SR",
    "San Luis Potosí": "SP",
    "Chiapas": "CS",
    "Michoacán": "MN",
}
INE_STATE = {
    "DF": "09",
    "JC": "14",
    "NL": "19",
    "PL": "21",
    "GT": "11",
    "QT": "22",
    "YN": "31",
    "MC": "15",
    "VZ": "30",
    "OC": "20",
    "CH": "08",
    "BC": "02",
    "SR": "26",
    "SP": "24",
    "CS": "07",
    "MN": "16",
}

VOWELS = "AEIOU"
INCONVENIENT = set(
    [
        "BACA",
        "BAKA",
        "BUEI",
        "BUEY",
        "CACA",
        "CACO",
        "CAGA",
        "CAGO",
        "CAKA",
        "CAKO",
        "COGE",
        "COGI",
        "COJA",
        "COJE",
        "COJI",
        "COJO",
        "COLA",
        "CULO",
        "FALO",
        "FETO",
        "GETA",
        "GUEI",
        "GUEY",
        "JETA",
        "JOTO",
        "KACA",
        "KACO",
        "KAGA",
        "KAGO",
        "KAKA",
        "KAKO",
        "KOGE",
        "KOGI",
        "KOJA",
        "KOJE",
        "KOJI",
        "KOJO",
        "KOLA",
        "KULO",
        "LILO",
        "LOCA",
        "LOCO",
        "LOKA",
        "LOKO",
        "MAME",
        "MAMO",
        "MEAR",
        "MEAS",
        "MEON",
        "MIAR",
        "MION",
        "MOCO",
        "MOKO",
        "MULA",
        "MULO",
        "NACA",
        "NACO",
        "PEDA",
        "PEDO",
        "PENE",
        "PIPI",
        "PITO",
        "POPO",
        "PUTA",
        "PUTO",
        "QULO",
        "RATA",
        "ROBA",
        "ROBE",
        "ROBO",
        "RUIN",
        "SENO",
        "TETA",
        "VACA",
        "VAGA",
        "VAGO",
        "VAKA",
        "VUEI",
        "VUEY",
        "WUEI",
        "WUEY",
    ]
)


def plain(s: str) -> str:
    """Upper case without accents (Ñ becomes X as the CURP does for inner letters)."""
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúü", "AEIOUUaeiouu")
    return s.translate(tr).upper()


class People:
    """Invented people, drawn from a seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def mx(self, sex: str | None = None) -> dict[str, Any]:
        while True:  # RENAPO/SAT alter "inconvenient" four-letter heads; draw another person
            p = self._mx(sex)
            if curp(p)[:4] not in INCONVENIENT:
                return p

    def _mx(self, sex: str | None = None) -> dict[str, Any]:
        r = self.rng
        sex = sex or r.choice("HM")
        first = r.choice(FIRST_F if sex == "M" else FIRST_M)
        ap, am = r.sample(SURNAMES, 2)
        year = r.randint(1958, 2004)
        month = r.randint(1, 12)
        day = r.randint(1, 28)
        state = r.choice(list(STATES))
        return {
            "first": first,
            "ap": ap,
            "am": am,
            "sex": sex,
            "y": year,
            "m": month,
            "d": day,
            "state": state,
            "name": f"{first} {ap} {am}",
        }

    def br(self) -> str:
        return f"{self.rng.choice(FIRST_BR)} {self.rng.choice(SURN_BR)}"

    def en(self) -> str:
        return f"{self.rng.choice(FIRST_EN)} {self.rng.choice(SURN_EN)}"


# ----------------------------------------------------------------------------- check digits

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(first17: str) -> str:
    total = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - total % 10) % 10)


def _first_inner(s: str, pool: str) -> str:
    for c in s[1:]:
        if c in pool:
            return c
    return "X"


def curp(p: dict[str, Any]) -> str:
    ap, am, fn = plain(p["ap"]), plain(p["am"]), plain(p["first"].split()[0])
    if fn in ("JOSE", "MARIA") and " " in p["first"]:
        fn = plain(p["first"].split()[1])
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    head = ap[0] + _first_inner(ap, VOWELS) + am[0] + fn[0]
    date = f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
    body = head + date + p["sex"] + STATES[p["state"]]
    body += _first_inner(ap, cons) + _first_inner(am, cons) + _first_inner(fn, cons)
    body += "0" if p["y"] < 2000 else "A"
    return body + curp_check(body)


RFC_VAL = {**{str(i): i for i in range(10)}}
for _i, _c in enumerate("ABCDEFGHIJKLMN"):
    RFC_VAL[_c] = 10 + _i
RFC_VAL["&"] = 24
for _i, _c in enumerate("OPQRSTUVWXYZ"):
    RFC_VAL[_c] = 25 + _i
RFC_VAL[" "] = 37
RFC_VAL["Ñ"] = 38


def rfc_check(first: str) -> str:
    s = first.rjust(12)
    total = sum(RFC_VAL[c] * (13 - i) for i, c in enumerate(s))
    d = 11 - total % 11
    return "0" if d == 11 else ("A" if d == 10 else str(d))


def rfc_fisica(p: dict[str, Any], rng: random.Random) -> str:
    ap, am, fn = plain(p["ap"]), plain(p["am"]), plain(p["first"].split()[0])
    if fn in ("JOSE", "MARIA") and " " in p["first"]:
        fn = plain(p["first"].split()[1])
    head = ap[0] + _first_inner(ap, VOWELS) + am[0] + fn[0]
    date = f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
    homo = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") for _ in range(2))
    first = head + date + homo
    return first + rfc_check(first)


def rfc_moral(name3: str, y: int, m: int, d: int, rng: random.Random) -> str:
    homo = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789") for _ in range(2))
    first = name3 + f"{y % 100:02d}{m:02d}{d:02d}" + homo
    return first + rfc_check(first)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_digit(number[:-1]) == number[-1]


def nss(rng: random.Random, birth_year: int) -> str:
    sub = f"{rng.randint(1, 99):02d}"
    reg = f"{(birth_year + rng.randint(17, 24)) % 100:02d}"
    body = sub + reg + f"{birth_year % 100:02d}" + f"{rng.randint(0, 9999):04d}"
    return body + luhn_digit(body)


BANKS = {
    "002": "Banamex",
    "012": "BBVA",
    "014": "Santander",
    "072": "Banorte",
    "021": "HSBC",
    "137": "BanCoppel",
    "127": "Banco Azteca",
    "030": "BanBajío",
    "044": "Scotiabank",
    "036": "Inbursa",
    "058": "Banregio",
    "638": "Nu México",
}


def clabe(rng: random.Random, bank: str | None = None) -> str:
    bank = bank or rng.choice(list(BANKS))
    body = (
        bank + f"{rng.randint(10, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = (3, 7, 1)
    total = sum(int(c) * w[i % 3] % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def clabe_ok(number: str) -> bool:
    w = (3, 7, 1)
    total = sum(int(c) * w[i % 3] % 10 for i, c in enumerate(number[:17]))
    return str((10 - total % 10) % 10) == number[17]


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        body, n = "4" + "".join(rng.choice(string.digits) for _ in range(14)), 16
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(13))
        n = 16
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(11))
        n = 16
    else:  # amex
        body = rng.choice(("34", "37")) + "".join(rng.choice(string.digits) for _ in range(12))
        n = 15
    assert len(body) == n - 1
    return body + luhn_digit(body)


def ine(p: dict[str, Any], rng: random.Random) -> str:
    def cv(s: str) -> str:
        s = plain(s)
        c = next((ch for ch in s if ch not in VOWELS), "X")
        v = next((ch for ch in s[1:] if ch in VOWELS), "X")
        return c + v

    fn = p["first"].split()[0]
    letters = cv(p["ap"]) + cv(p["am"]) + cv(fn)
    date = f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
    return letters + date + INE_STATE[STATES[p["state"]]] + p["sex"] + f"{rng.randint(100, 999)}"


def group(s: str, sizes: tuple[int, ...], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
UPNUM = string.ascii_uppercase + string.digits


def uuid4(rng: random.Random) -> str:
    h = rand(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


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
