"""Invented people, identifiers with their check digits, phones, tokens (corpus 5).

Everything here is made up from a seeded ``random.Random``; no real person's data.
Check digits: CURP and RFC with python-stdnum's ``mx.curp`` / ``mx.rfc``, NSS and cards
with ``luhn``, CLABE with its 3-7-1 weights (validated the same way in check_corpus.py),
passport MRZ with the ICAO 7-3-1 weights, ISBN/ISSN with stdnum.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import random
import string
import unicodedata
from dataclasses import dataclass

from stdnum import ean, isbn, issn, luhn
from stdnum.mx import curp as stdcurp
from stdnum.mx import rfc as stdrfc

GIVEN_F = [
    "María Fernanda",
    "Guadalupe",
    "Ximena",
    "Itzel",
    "Rocío",
    "Araceli",
    "Yolanda",
    "Ana Sofía",
    "Brenda",
    "Citlali",
    "Leticia",
    "Nayeli",
    "Mónica",
    "Dulce María",
    "Verónica",
    "Karla",
    "Edith",
    "Abril",
    "Zoila",
    "Inés",
]
GIVEN_M = [
    "José Luis",
    "Juan Carlos",
    "Efraín",
    "Rodrigo",
    "Aurelio",
    "Héctor",
    "Ulises",
    "Jesús",
    "Óscar",
    "Tomás",
    "Gerardo",
    "Iván",
    "Baltazar",
    "Néstor",
    "Ramiro",
    "Fidel",
    "Salvador",
    "Emiliano",
    "Isidro",
    "Ángel",
]
SURNAMES = [
    "Hernández",
    "Gutiérrez",
    "Zúñiga",
    "Olvera",
    "Bautista",
    "Cervantes",
    "Quintero",
    "Ríos",
    "Maldonado",
    "Escobedo",
    "Villaseñor",
    "Ibarra",
    "Tapia",
    "Arreola",
    "Cisneros",
    "Paredes",
    "Becerra",
    "Montaño",
    "Luna",
    "Salgado",
    "Peña",
    "Orozco",
    "Uribe",
    "Carmona",
    "Valdivia",
    "Nava",
    "Espinoza",
    "Trejo",
    "Galindo",
    "Rangel",
]
EN_GIVEN = [
    "Megan",
    "Trevor",
    "Harriet",
    "Colin",
    "Priya",
    "Darnell",
    "Fiona",
    "Graham",
    "Lucy",
    "Owen",
    "Naomi",
    "Wesley",
]
EN_SUR = [
    "Whitaker",
    "O'Donnell",
    "Kowalski",
    "Brennan",
    "Ashford",
    "Lindqvist",
    "Pemberton",
    "Yates",
    "Mbeki",
    "Harrow",
    "Castellano",
    "Doyle",
]
PT_GIVEN = [
    "João Vitor",
    "Thaís",
    "Gonçalo",
    "Luíza",
    "Caetano",
    "Inês",
    "Rui",
    "Fabiana",
    "Marcelo",
    "Conceição",
]
PT_SUR = [
    "Figueiredo",
    "Assunção",
    "Carvalho",
    "Magalhães",
    "Pinheiro",
    "Brandão",
    "Sampaio",
    "Loureiro",
    "Rebelo",
    "Antunes",
]

STATES = {  # CURP code, INE number, name
    "AS": ("01", "Aguascalientes"),
    "BC": ("02", "Baja California"),
    "CH": ("08", "Chihuahua"),
    "DF": ("09", "Ciudad de México"),
    "GT": ("11", "Guanajuato"),
    "JC": ("14", "Jalisco"),
    "MC": ("15", "Estado de México"),
    "MN": ("16", "Michoacán"),
    "NL": ("19", "Nuevo León"),
    "OC": ("20", "Oaxaca"),
    "PL": ("21", "Puebla"),
    "QT": ("22", "Querétaro"),
    "QR": ("23", "Quintana Roo"),
    "SP": ("24", "San Luis Potosí"),
    "SR": ("26", "Sonora"),
    "VZ": ("30", "Veracruz"),
    "YN": ("31", "Yucatán"),
}
# mobile/landline area codes with a typical city
AREAS = [
    ("55", "CDMX"),
    ("33", "Guadalajara"),
    ("81", "Monterrey"),
    ("461", "Celaya"),
    ("442", "Querétaro"),
    ("222", "Puebla"),
    ("998", "Cancún"),
    ("999", "Mérida"),
    ("477", "León"),
    ("662", "Hermosillo"),
    ("614", "Chihuahua"),
    ("951", "Oaxaca"),
    ("229", "Veracruz"),
    ("443", "Morelia"),
    ("656", "Ciudad Juárez"),
]
COLONIAS = [
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jalisco"),
    ("Fracc. Las Américas", "38020", "Celaya", "Guanajuato"),
    ("Col. Mitras Centro", "64460", "Monterrey", "Nuevo León"),
    ("Col. Lomas de Casa Blanca", "76080", "Querétaro", "Querétaro"),
    ("Col. San Baltazar Campeche", "72550", "Puebla", "Puebla"),
    ("SM 21", "77500", "Benito Juárez", "Quintana Roo"),
    ("Col. García Ginerés", "97070", "Mérida", "Yucatán"),
    ("Col. Portales Norte", "03300", "Benito Juárez", "Ciudad de México"),
    ("Barrio de Jalatlaco", "68080", "Oaxaca de Juárez", "Oaxaca"),
    ("Col. Ciudad Satélite", "53100", "Naucalpan de Juárez", "Estado de México"),
    ("Col. Obrera", "06800", "Cuauhtémoc", "Ciudad de México"),
]
STREETS = [
    "Calle Sabino",
    "Av. Revolución",
    "Privada Los Fresnos",
    "Calle Fray Servando",
    "Cerrada de Tulipanes",
    "Andador 7",
    "Calle 59",
    "Av. Hidalgo",
    "Calle Juan Escutia",
    "Priv. Cedros",
    "Callejón del Agua",
    "Calzada de Tlalpan",
]
MAIL_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "outlook.es",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "protonmail.com",
    "hotmail.es",
    "outlook.com",
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

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
VOWELS = "AEIOU"


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def _up(s: str) -> str:
    return strip_accents(s).upper().replace("'", "").replace(" ", "")


@dataclass
class Person:
    given: str
    sur1: str
    sur2: str
    sex: str  # H / M
    birth: dt.date
    state: str  # CURP state code

    @property
    def name(self) -> str:
        return f"{self.given} {self.sur1} {self.sur2}".strip()

    @property
    def short(self) -> str:
        return f"{self.given.split()[0]} {self.sur1}"


class Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.used: set[str] = set()

    # ------------------------------------------------------------------ basics
    def choice(self, seq):  # type: ignore[no-untyped-def]
        return self.r.choice(seq)

    def fresh(self, make):  # type: ignore[no-untyped-def]
        """Call ``make()`` until it gives a value never given before."""
        for _ in range(200):
            v = make()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("no fresh value")

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def b62(self, n: int) -> str:
        return "".join(self.r.choice(B62) for _ in range(n))

    def hexs(self, n: int) -> str:
        return "".join(self.r.choice(HEX) for _ in range(n))

    def upalnum(self, n: int) -> str:
        return "".join(self.r.choice(string.ascii_uppercase + string.digits) for _ in range(n))

    def lowalnum(self, n: int) -> str:
        return "".join(self.r.choice(string.ascii_lowercase + string.digits) for _ in range(n))

    def b64url(self, nbytes: int) -> str:
        raw = bytes(self.r.randrange(256) for _ in range(nbytes))
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.r.randrange(256) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def uuid(self) -> str:
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    # ------------------------------------------------------------------ people
    def person(self, lang: str = "es") -> Person:
        r = self.r
        sex = r.choice("HM")
        if lang == "en":
            given, s1, s2 = r.choice(EN_GIVEN), r.choice(EN_SUR), ""
        elif lang == "pt":
            given, s1, s2 = r.choice(PT_GIVEN), r.choice(PT_SUR), r.choice(PT_SUR)
        else:
            given = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
            s1, s2 = r.sample(SURNAMES, 2)
        birth = dt.date(r.randint(1952, 2004), r.randint(1, 12), r.randint(1, 28))
        return Person(given, s1, s2, sex, birth, r.choice(sorted(STATES)))

    def date_es(self, d: dt.date) -> str:
        return f"{d.day} de {MONTHS_ES[d.month - 1]} de {d.year}"

    def date_en(self, d: dt.date) -> str:
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"

    def date_pt(self, d: dt.date) -> str:
        return f"{d.day} de {MONTHS_PT[d.month - 1]} de {d.year}"

    # ------------------------------------------------------------------ identifiers
    def _name_letters(self, p: Person) -> str:
        s1 = _up(p.sur1)
        s2 = _up(p.sur2) or "X"
        given = _up(
            p.given.split()[0]
            if p.given.split()[0] not in ("José", "María") or len(p.given.split()) == 1
            else p.given.split()[1]
        )
        vow = next((c for c in s1[1:] if c in VOWELS), "X")
        return s1[0] + vow + s2[0] + given[0]

    def curp(self, p: Person) -> str:
        def make() -> str:
            letters = self._name_letters(p)
            if letters in stdcurp._name_blacklist:  # RENAPO writes X for the 2nd letter
                letters = letters[0] + "X" + letters[2:]
            head = letters + p.birth.strftime("%y%m%d") + p.sex + p.state
            cons = ""
            for part in (_up(p.sur1), _up(p.sur2) or "X", _up(p.given.split()[0])):
                cons += next((c for c in part[1:] if c not in VOWELS), "X")
            homo = self.r.choice(string.digits) if p.birth.year < 2000 else self.r.choice("ABCD")
            base = head + cons + homo
            return base + stdcurp.calc_check_digit(base + "0")

        v = self.fresh(make)
        stdcurp.validate(v)
        return v

    def rfc_pf(self, p: Person) -> str:
        alpha = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"

        def make() -> str:
            letters = self._name_letters(p)
            if letters in stdrfc._name_blacklist:
                letters = letters[:3] + "X"
            base = letters + p.birth.strftime("%y%m%d")
            base += self.r.choice(alpha[:31]) + self.r.choice(alpha)
            return base + stdrfc.calc_check_digit(base)

        for _ in range(100):
            v = make()
            try:
                stdrfc.validate(v, validate_check_digits=True)
            except Exception:
                continue
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("no RFC")

    def rfc_pm(self) -> str:
        """RFC of a company (persona moral): 3 letters, date of incorporation, homoclave."""
        alpha = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
        for _ in range(100):
            letters = "".join(self.r.choice("ABCDEFGHIJKLMNOPRSTUVWXZ") for _ in range(3))
            d = dt.date(self.r.randint(1975, 2019), self.r.randint(1, 12), self.r.randint(1, 28))
            base = letters + d.strftime("%y%m%d") + self.r.choice(alpha[:31]) + self.r.choice(alpha)
            v = base + stdrfc.calc_check_digit(base)
            try:
                stdrfc.validate(v, validate_check_digits=True)
            except Exception:
                continue
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("no RFC")

    def nss(self, p: Person) -> str:
        def make() -> str:
            reg = max(p.birth.year + 16, 1970)
            base = f"{self.r.randint(1, 97):02d}{reg % 100:02d}{p.birth.year % 100:02d}"
            base += self.digits(4)
            return base + luhn.calc_check_digit(base)

        v = self.fresh(make)
        luhn.validate(v)
        return v

    def clabe(self) -> str:
        banks = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"]

        def make() -> str:
            base = self.r.choice(banks) + f"{self.r.randint(10, 999):03d}" + self.digits(11)
            return base + clabe_check(base)

        return self.fresh(make)

    def card(self) -> str:
        def make() -> str:
            kind = self.r.choice(["visa", "mc", "amex", "visa", "mc"])
            if kind == "amex":
                base = self.r.choice(["34", "37"]) + self.digits(12)
            elif kind == "mc":
                base = str(self.r.randint(51, 55)) + self.digits(13)
            else:
                base = "4" + self.digits(14)
            return base + luhn.calc_check_digit(base)

        v = self.fresh(make)
        luhn.validate(v)
        return v

    def ine_clave(self, p: Person) -> str:
        def cv(part: str) -> str:
            part = _up(part) or "XX"
            return part[0] + next((c for c in part[1:] if c in VOWELS), "X")

        def make() -> str:
            head = cv(p.sur1) + cv(p.sur2) + cv(p.given.split()[0])
            num = STATES[p.state][0]
            return head + p.birth.strftime("%y%m%d") + num + p.sex + self.digits(3)

        return self.fresh(make)

    def passport(self, country: str) -> str:
        def make() -> str:
            if country == "MEX":
                return self.r.choice("GNP") + self.digits(8)
            if country == "USA":
                return (
                    self.digits(9)
                    if self.r.random() < 0.5
                    else self.r.choice("ACEZ") + self.digits(8)
                )
            if country == "ESP":
                return "".join(
                    self.r.choice(string.ascii_uppercase) for _ in range(3)
                ) + self.digits(6)
            if country == "BRA":
                return "".join(
                    self.r.choice(string.ascii_uppercase) for _ in range(2)
                ) + self.digits(6)
            if country == "GBR":
                return self.digits(9)
            if country == "COL":
                return "AV" + self.digits(7)
            return self.upalnum(9)

        return self.fresh(make)

    def mrz_line2(self, number: str, country: str, p: Person) -> str:
        num = (number + "<" * 9)[:9]
        dob = p.birth.strftime("%y%m%d")
        exp = dt.date(self.r.randint(2026, 2034), self.r.randint(1, 12), self.r.randint(1, 28))
        expd = exp.strftime("%y%m%d")
        sex = "F" if p.sex == "M" else "M"
        personal = "<" * 14
        line = num + mrz_check(num) + country + dob + mrz_check(dob) + sex + expd + mrz_check(expd)
        line += personal + mrz_check(personal)
        comp = num + mrz_check(num) + dob + mrz_check(dob) + expd + mrz_check(expd) + personal
        comp += mrz_check(personal)
        return line + mrz_check(comp)

    # ------------------------------------------------------------------ phones
    def mobile(self) -> tuple[str, str]:
        """(area, local) of a 10-digit national number."""
        area = self.r.choice(AREAS)[0]

        def make() -> str:
            return area + str(self.r.randint(1, 9)) + self.digits(10 - len(area) - 1)

        n = self.fresh(make)
        return area, n[len(area) :]

    def fmt_phone(self, area: str, local: str, style: str) -> str:
        n = area + local
        if len(area) == 2:
            a, b = local[:4], local[4:]
        else:
            a, b = local[:3], local[3:]
        return {
            "plain10": n,
            "intl": f"+52 {area} {a} {b}",
            "intl1": f"+52 1 {area} {a} {b}",
            "intl_compact": f"+52{n}",
            "intl1_compact": f"+521{n}",
            "paren": f"({area}) {a}-{b}",
            "dots": f"{area}.{a}.{b}",
            "dashes": f"{area}-{a}-{b}",
            "spaces": f"{area} {a} {b}",
            "044": f"044 {area} {a} {b}",
            "045": f"045 {area} {a} {b}",
            "0052": f"0052 {area} {a}{b}",
            "pairs": " ".join(n[i : i + 2] for i in range(0, 10, 2)),
            "intl_dash": f"+52-{area}-{a}-{b}",
        }[style]

    # ------------------------------------------------------------------ e-mails
    def local_part(self, p: Person, accents: bool = False) -> str:
        g = p.given.split()[0].lower()
        s1 = p.sur1.lower().replace(" ", "").replace("'", "")
        s2 = (p.sur2 or "x").lower()
        if not accents:
            g, s1, s2 = strip_accents(g), strip_accents(s1), strip_accents(s2)
        style = self.r.randrange(6)
        yy = p.birth.strftime("%y")
        return [
            f"{g}.{s1}",
            f"{g}{s1}{yy}",
            f"{g[0]}{s1}{s2[0]}",
            f"{g}_{s1}{self.r.randint(1, 99)}",
            f"{s1}.{g}{p.birth.year}",
            f"{g}.{s1}.{s2}",
        ][style]

    def email(self, p: Person, accents: bool = False) -> str:
        return self.fresh(lambda: f"{self.local_part(p, accents)}@{self.r.choice(MAIL_DOMAINS)}")

    # ------------------------------------------------------------------ addresses
    def home_address(self) -> tuple[str, str, str, str, str]:
        col, cp, mun, est = self.r.choice(COLONIAS)
        street = f"{self.r.choice(STREETS)} {self.r.randint(3, 2999)}"
        return street, col, cp, mun, est

    # ------------------------------------------------------------------ tokens
    def jwt(self, sub: str, extra: dict | None = None) -> str:
        head = {"alg": self.r.choice(["HS256", "RS256"]), "typ": "JWT"}
        body = {"sub": sub, "iat": 1760000000 + self.r.randrange(10**7), **(extra or {})}
        body["exp"] = body["iat"] + 3600

        def enc(o: dict) -> str:
            raw = json.dumps(o, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).decode().rstrip("=")

        return f"{enc(head)}.{enc(body)}.{self.b64url(32)}"

    def isbn13(self) -> str:
        base = "978" + self.r.choice(["607", "84", "968", "970", "85", "0"])
        base += self.digits(12 - len(base))
        v = base + ean.calc_check_digit(base)
        isbn.validate(v)
        return v

    def issn(self) -> str:
        base = self.digits(7)
        v = base + issn.calc_check_digit(base)
        issn.validate(v)
        return v[:4] + "-" + v[4:]


def clabe_check(first17: str) -> str:
    weights = [3, 7, 1] * 6
    total = sum((int(d) * w) % 10 for d, w in zip(first17, weights, strict=False))
    return str((10 - total % 10) % 10)


def clabe_valid(number: str) -> bool:
    n = number.replace(" ", "").replace("-", "")
    return len(n) == 18 and n.isdigit() and clabe_check(n[:17]) == n[17]


def mrz_check(field: str) -> str:
    vals = {c: i for i, c in enumerate(string.digits)}
    vals.update({c: i + 10 for i, c in enumerate(string.ascii_uppercase)})
    vals["<"] = 0
    weights = [7, 3, 1]
    return str(sum(vals[c] * weights[i % 3] for i, c in enumerate(field)) % 10)
