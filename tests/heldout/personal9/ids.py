"""Invented identifiers, seeded, with valid check digits where the identifier has one.

Every value is made up by ``random.Random`` from the generator's seed; python-stdnum and
phonenumbers are used only to confirm check digits / validity (``validate_all``).
"""

from __future__ import annotations

import random
import string
import unicodedata

import phonenumbers
from stdnum import luhn
from stdnum.br import cnpj, cpf
from stdnum.cl import rut
from stdnum.es import dni
from stdnum.mx import curp, rfc

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
UPPER = string.ascii_uppercase

FIRST_F = ["María", "Guadalupe", "Ximena", "Fernanda", "Itzel", "Lucía", "Renata", "Sofía",
           "Araceli", "Yolanda", "Mónica", "Daniela", "Citlali", "Rocío", "Valeria", "Jimena",
           "Begoña", "Nayeli", "Paola", "Beatriz"]  # fmt: skip
FIRST_M = ["José", "Juan Carlos", "Luis", "Jorge", "Alejandro", "Emiliano", "Rodrigo", "Héctor",
           "Ramón", "Iñaki", "Óscar", "Santiago", "Tomás", "Efraín", "Ulises", "Joaquín",
           "Marco Antonio", "Raúl", "Germán", "Abraham"]  # fmt: skip
SURNAMES = ["Gómez", "Hernández", "Ramírez", "Zúñiga", "Castañeda", "Ibarra", "Olvera",
            "Peña", "Quintero", "Salgado", "Valdés", "Treviño", "Navarro", "Cervantes",
            "Montiel", "Arriaga", "Bautista", "Lozano", "Echeverría", "Cuevas", "Muñoz",
            "Villaseñor", "Téllez", "Domínguez", "Ortega", "Sandoval", "Mejía", "Barajas"]  # fmt: skip
PT_FIRST = ["João", "Ana Clara", "Thiago", "Letícia", "Gonçalo", "Beatriz", "Luís Felipe",
            "Conceição", "Márcio", "Júlia"]  # fmt: skip
PT_LAST = ["Conceição", "Araújo", "Gonçalves", "Magalhães", "Simões", "Brandão", "Assunção",
           "Guimarães", "Falcão", "Lopes"]  # fmt: skip
EN_FIRST = ["Megan", "Tyler", "Siobhan", "Darnell", "Priya", "Connor", "Hannah", "Wesley"]
EN_LAST = ["O'Brien", "Kowalski", "Whitfield", "Nakamura", "Delgado", "Fitzgerald", "Hart"]

STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "NL", "PL", "QT", "SP", "VZ", "YN"]
AREA = ["55", "33", "81", "222", "442", "461", "614", "664", "998", "999", "477", "443",
        "662", "871", "229", "961", "744"]  # fmt: skip


def strip_accents(s: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn"
    ).replace("'", "")


class Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------ people
    def person(self, lang: str = "es") -> dict[str, str]:
        r = self.r
        if lang == "pt":
            first, last, last2 = r.choice(PT_FIRST), r.choice(PT_LAST), r.choice(SURNAMES)
            sex = "M"
        elif lang == "en":
            first, last, last2 = r.choice(EN_FIRST), r.choice(EN_LAST), ""
            sex = "M"
        else:
            female = r.random() < 0.5
            first = r.choice(FIRST_F if female else FIRST_M)
            last, last2 = r.sample(SURNAMES, 2)
            sex = "M" if female else "H"
        full = " ".join(x for x in (first, last, last2) if x)
        y, m, d = r.randint(1955, 2004), r.randint(1, 12), r.randint(1, 28)
        return {"first": first, "last": last, "last2": last2, "full": full, "sex": sex,
                "y": str(y), "m": f"{m:02d}", "d": f"{d:02d}"}  # fmt: skip

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ------------------------------------------------------------ Mexican ids
    def curp(self, p: dict[str, str]) -> str:
        r = self.r
        cons = "BCDFGHJKLMNPQRSTVWXZ"
        while True:
            a = strip_accents(p["last"]).upper()
            b = strip_accents(p["last2"] or "X").upper()
            n = strip_accents(p["first"].split()[0]).upper()
            vowel = next((c for c in a[1:] if c in "AEIOU"), "X")
            head = a[0] + vowel + b[0] + n[0]
            body = head + p["y"][2:] + p["m"] + p["d"] + p["sex"] + r.choice(STATES)
            body += r.choice(cons) + r.choice(cons) + r.choice(cons)
            body += r.choice(string.digits) if int(p["y"]) < 2000 else r.choice(UPPER)
            full = body + curp.calc_check_digit(body)
            if curp.is_valid(full):
                return full
            p = {**p, "d": f"{r.randint(1, 28):02d}"}

    def rfc(self, p: dict[str, str]) -> str:
        r = self.r
        while True:
            a = strip_accents(p["last"]).upper()
            b = strip_accents(p["last2"] or "X").upper()
            n = strip_accents(p["first"].split()[0]).upper()
            vowel = next((c for c in a[1:] if c in "AEIOU"), "X")
            body = a[0] + vowel + b[0] + n[0] + p["y"][2:] + p["m"] + p["d"]
            body += self.chars(UPPER[:25] + "123456789", 2)
            full = body + rfc.calc_check_digit(body)
            if rfc.is_valid(full):
                return full
            p = {**p, "d": f"{r.randint(1, 28):02d}"}

    def rfc_moral(self) -> str:
        while True:
            body = self.chars(UPPER, 3) + f"{self.r.randint(0, 23):02d}"
            body += f"{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
            body += self.chars(UPPER[:25] + "123456789", 2)
            full = body + rfc.calc_check_digit(body)
            if rfc.is_valid(full):
                return full

    def nss(self) -> str:
        body = "".join(str(self.r.randint(0, 9)) for _ in range(10))
        return body + luhn.calc_check_digit(body)

    def ine_clave(self, p: dict[str, str]) -> str:
        a = strip_accents(p["last"]).upper()
        b = strip_accents(p["last2"] or "XX").upper()
        n = strip_accents(p["first"]).upper().replace(" ", "")
        head = a[0] + a[2 if len(a) > 2 else 1] + b[0] + b[2 if len(b) > 2 else 1] + n[0] + n[2]
        st = f"{self.r.randint(1, 32):02d}"
        return head + p["y"][2:] + p["m"] + p["d"] + st + p["sex"] + f"{self.r.randint(0, 999):03d}"

    def clabe(self, bank: str | None = None) -> str:
        bank = bank or self.r.choice(["002", "012", "014", "021", "072", "127", "137", "044"])
        body = (
            bank
            + f"{self.r.randint(1, 999):03d}"
            + "".join(str(self.r.randint(0, 9)) for _ in range(11))
        )
        w = [3, 7, 1] * 6
        s = sum((int(d) * w[i]) % 10 for i, d in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def card(self, brand: str = "visa") -> str:
        if brand == "amex":
            body = self.r.choice(["34", "37"]) + "".join(
                str(self.r.randint(0, 9)) for _ in range(12)
            )
        else:
            pre = "4" if brand == "visa" else str(self.r.randint(51, 55))
            body = pre + "".join(str(self.r.randint(0, 9)) for _ in range(15 - len(pre)))
        return body + luhn.calc_check_digit(body)

    def passport_mx(self) -> str:
        return self.r.choice("GNEI") + "".join(str(self.r.randint(0, 9)) for _ in range(8))

    # ------------------------------------------------------------ other countries
    def cpf(self) -> str:
        body = "".join(str(self.r.randint(0, 9)) for _ in range(9))
        return cpf.format(body + cpf._calc_check_digits(body))

    def cnpj(self) -> str:
        body = "".join(str(self.r.randint(0, 9)) for _ in range(8)) + "0001"
        return cnpj.format(body + cnpj.calc_check_digits(body))

    def dni_es(self) -> str:
        body = f"{self.r.randint(10000000, 79999999)}"
        return body + dni.calc_check_digit(body)

    def rut_cl(self) -> str:
        body = str(self.r.randint(8000000, 24999999))
        return rut.format(body + rut.calc_check_digit(body))

    # ------------------------------------------------------------ phones
    def phone(self) -> tuple[str, str]:
        """(area code, 10-digit national number) of a valid Mexican number."""
        while True:
            area = self.r.choice(AREA)
            rest = str(self.r.randint(2, 9)) + "".join(
                str(self.r.randint(0, 9)) for _ in range(9 - len(area))
            )
            nat = area + rest
            if phonenumbers.is_valid_number(phonenumbers.parse("+52" + nat)):
                return area, nat

    # ------------------------------------------------------------ secrets / ids
    def hexs(self, n: int) -> str:
        return self.chars(HEX, n)

    def uuid(self) -> str:
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def mrz_check(s: str) -> str:
    vals = {**{str(i): i for i in range(10)}, **{c: i + 10 for i, c in enumerate(UPPER)}, "<": 0}
    return str(sum(vals[c] * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def phone_valid(nat: str) -> bool:
    return phonenumbers.is_valid_number(phonenumbers.parse("+52" + nat))
