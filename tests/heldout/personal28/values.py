"""Invented values for corpus 28, valid by construction where a check digit exists.

Every value is made up from a seeded ``random.Random``: fictional names, identifiers
built with their check-digit rules (CURP, RFC, NSS, CLABE, Luhn cards, CPF, RUT, DNI
letter, CUIL), phones in invented ranges, keys of the right shape but random bodies.
Nothing here was copied from a real person, a real account or a vendor's docs.
"""

from __future__ import annotations

import random
import string

NOMBRES_H = [
    "Joaquín",
    "Rodrigo",
    "Emiliano",
    "Saúl",
    "Efraín",
    "Ulises",
    "Leopoldo",
    "Bernardo",
    "Teodoro",
    "Fausto",
    "Maximino",
    "Gerardo",
    "Isidro",
    "Anselmo",
    "Octavio",
    "Rubén",
]
NOMBRES_M = [
    "Ximena",
    "Maricela",
    "Itzel",
    "Guadalupe",
    "Rocío",
    "Yesenia",
    "Araceli",
    "Nayeli",
    "Eréndira",
    "Brenda",
    "Abril",
    "Lucía",
    "Dolores",
    "Citlali",
    "Marisol",
    "Jimena",
]
APELLIDOS = [
    "Zárate",
    "Olvera",
    "Quiroz",
    "Bañuelos",
    "Arriaga",
    "Cisneros",
    "Villalpando",
    "Ledesma",
    "Ocampo",
    "Trejo",
    "Barragán",
    "Saldívar",
    "Montiel",
    "Escamilla",
    "Aguirre",
    "Nieto",
    "Carrillo",
    "Peralta",
    "Robledo",
    "Tapia",
    "Galindo",
    "Orozco",
    "Valdivia",
    "Ibarra",
    "Pacheco",
    "Ruelas",
    "Mejía",
    "Sotelo",
    "Huerta",
    "Patiño",
]
NOMES_BR = ["Thiago", "Larissa", "Gustavo", "Fernanda", "Rafael", "Juliana", "Caio", "Bianca"]
SOBRENOMES_BR = ["Figueiredo", "Albuquerque", "Nogueira", "Cavalcanti", "Moreira", "Pimentel"]
NAMES_EN = ["Caleb", "Megan", "Trevor", "Hannah", "Dustin", "Courtney", "Garrett", "Whitney"]
SURNAMES_EN = ["Whitfield", "Pruitt", "Ballard", "Kessler", "Draper", "Lindqvist", "Mercer"]

COLONIAS = [
    ("Col. Santa Úrsula Xitla", "14420", "Tlalpan", "Ciudad de México"),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jalisco"),
    ("Col. Mitras Centro", "64460", "Monterrey", "Nuevo León"),
    ("Fracc. Villas del Sol", "76046", "Querétaro", "Querétaro"),
    ("Col. Obrera", "37440", "León", "Guanajuato"),
    ("Col. San Baltazar Campeche", "72550", "Puebla", "Puebla"),
    ("Col. Itzimná", "97100", "Mérida", "Yucatán"),
    ("Col. Valle Verde", "50140", "Toluca", "Estado de México"),
    ("Col. Lomas de Agua Caliente", "22440", "Tijuana", "Baja California"),
    ("Col. Campestre", "31213", "Chihuahua", "Chihuahua"),
    ("Barrio de Jalatlaco", "68080", "Oaxaca de Juárez", "Oaxaca"),
    ("Col. Reforma", "91919", "Veracruz", "Veracruz"),
]
CALLES = [
    "Calle Fresno",
    "Av. de las Torres",
    "Privada Los Álamos",
    "Cerrada de Mimosas",
    "Andador Tulipán",
    "Calz. de Guadalupe",
    "Calle Nogal",
    "Av. Revolución",
    "Calle Jacarandas",
    "Privada Zacatecas",
    "Calle Sierra Gorda",
    "Retorno 14",
]
LADAS_MOVIL = ["55", "33", "81", "222", "442", "477", "999", "722", "664", "614", "461", "951"]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "outlook.es",
    "protonmail.com",
]
ESTADOS_CURP = ["DF", "JC", "NL", "QT", "GT", "PL", "YN", "MC", "BC", "CH", "OC", "VZ"]
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
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"

HOMO1 = "123456789ABCDEFGHIJKLMNPQRSTUV"
HOMO2 = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def strip_accents(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(table)


class V:
    """A seeded source of invented values."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ----------------------------------------------------------------- people
    def person(self) -> tuple[str, str, str, str]:
        """(given name, first surname, second surname, sex H/M)."""
        sex = self.r.choice("HM")
        given = self.r.choice(NOMBRES_H if sex == "H" else NOMBRES_M)
        a, b = self.r.sample(APELLIDOS, 2)
        return given, a, b, sex

    def name(self) -> str:
        g, a, b, _ = self.person()
        return self.r.choice([f"{g} {a} {b}", f"{g} {a}", f"{a} {b} {g}"])

    def name_br(self) -> str:
        return f"{self.r.choice(NOMES_BR)} {self.r.choice(SOBRENOMES_BR)}"

    def name_en(self) -> str:
        return f"{self.r.choice(NAMES_EN)} {self.r.choice(SURNAMES_EN)}"

    def birth(self) -> tuple[int, int, int]:
        return self.r.randint(1948, 2012), self.r.randint(1, 12), self.r.randint(1, 28)

    # ----------------------------------------------------------------- MX ids
    def curp(self, person=None, birth=None) -> str:
        g, a, b, sex = person or self.person()
        y, m, d = birth or self.birth()
        a_, b_, g_ = strip_accents(a).upper(), strip_accents(b).upper(), strip_accents(g).upper()
        inner_v = next((c for c in a_[1:] if c in VOW), "X")
        head = a_[0] + inner_v + b_[0] + g_[0]
        if head in ("PUTA", "CACA", "MEAR", "PEDO", "BUEY", "MAMO", "CULO", "KACA"):
            head = head[0] + "X" + head[2:]

        def cons(s: str) -> str:
            return next((c for c in s[1:] if c in CONS), "X")

        body = (
            head
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + sex
            + self.r.choice(ESTADOS_CURP)
            + cons(a_)
            + cons(b_)
            + cons(g_)
            + (str(self.r.randint(0, 9)) if y < 2000 else self.r.choice(string.ascii_uppercase))
        )
        s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def _rfc_dv(self, base12: str) -> str:
        s = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(base12))
        r = s % 11
        if r == 0:
            return "0"
        dv = 11 - r
        return "A" if dv == 10 else str(dv)

    def rfc_fisica(self, person=None, birth=None) -> str:
        c = self.curp(person, birth)
        homo = self.r.choice(HOMO1) + self.r.choice(HOMO2)
        base = c[:10] + homo
        return base + self._rfc_dv(base)

    def rfc_moral(self) -> str:
        letters = "".join(self.r.choice(string.ascii_uppercase) for _ in range(3))
        y, m, d = self.r.randint(1975, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        homo = self.r.choice(HOMO1) + self.r.choice(HOMO2)
        base = letters + f"{y % 100:02d}{m:02d}{d:02d}" + homo
        return base + self._rfc_dv(" " + base)

    @staticmethod
    def luhn_digit(digits: str) -> str:
        total = 0
        for i, ch in enumerate(reversed(digits)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        return str((10 - total % 10) % 10)

    def nss(self) -> str:
        y = self.r.randint(1965, 2011)
        reg = min(y + self.r.randint(15, 25), 2023)
        base = (
            f"{self.r.randint(1, 97):02d}{reg % 100:02d}{y % 100:02d}{self.r.randint(0, 9999):04d}"
        )
        return base + self.luhn_digit(base)

    def clabe(self) -> str:
        bank = self.r.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
        base = (
            bank
            + f"{self.r.randint(1, 999):03d}"
            + "".join(str(self.r.randint(0, 9)) for _ in range(11))
        )
        w = [3, 7, 1] * 6
        s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
        return base + str((10 - s % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.r.choice(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            base = "4" + "".join(str(self.r.randint(0, 9)) for _ in range(14))
        elif brand == "mc":
            base = str(self.r.randint(51, 55)) + "".join(
                str(self.r.randint(0, 9)) for _ in range(13)
            )
        elif brand == "mc2":
            base = str(self.r.randint(2221, 2720)) + "".join(
                str(self.r.randint(0, 9)) for _ in range(11)
            )
        else:
            base = self.r.choice(["34", "37"]) + "".join(
                str(self.r.randint(0, 9)) for _ in range(12)
            )
        return base + self.luhn_digit(base)

    def ine_clave(self, person=None, birth=None) -> str:
        g, a, b, sex = person or self.person()
        y, m, d = birth or self.birth()
        a_, b_, g_ = (strip_accents(x).upper() for x in (a, b, g))

        def two(s: str) -> str:
            return s[0] + next((c for c in s[1:] if c in CONS), "X")

        return (
            two(a_)
            + two(b_)
            + two(g_)
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + f"{self.r.randint(1, 32):02d}"
            + sex
            + f"{self.r.randint(0, 9)}{self.r.randint(0, 9)}{self.r.randint(0, 9)}"
        )

    def passport_mx(self) -> str:
        return self.r.choice("GN") + "".join(str(self.r.randint(0, 9)) for _ in range(8))

    # ----------------------------------------------------------------- other countries
    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def dni_ar(self) -> str:
        n = self.r.randint(20_000_000, 45_999_999)
        return f"{n:,}".replace(",", ".")

    def cuil(self) -> str:
        pre = self.r.choice(["20", "27", "23"])
        dni = f"{self.r.randint(20_000_000, 45_999_999)}"
        base = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(base)) % 11
        if r == 10:
            return self.cuil()
        dv = 0 if r == 11 else r
        return f"{pre}-{dni}-{dv}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        s, m = 0, 2
        for c in reversed(str(n)):
            s += int(c) * m
            m = 2 if m == 7 else m + 1
        r = 11 - s % 11
        dv = "0" if r == 11 else "K" if r == 10 else str(r)
        return f"{n:,}".replace(",", ".") + "-" + dv

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(x * (k - i) for i, x in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        t = "".join(map(str, d))
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"

    def cedula_co(self) -> str:
        n = self.r.randint(1_000_000_000, 1_099_999_999)
        return f"{n:,}".replace(",", ".")

    def ssn(self) -> str:
        a = self.r.choice([x for x in range(101, 899) if x != 666])
        return f"{a:03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"

    # ----------------------------------------------------------------- phones
    def mx_mobile_digits(self) -> str:
        lada = self.r.choice(LADAS_MOVIL)
        rest = "".join(str(self.r.randint(0, 9)) for _ in range(10 - len(lada)))
        if rest[0] == "0":
            rest = "7" + rest[1:]
        return lada + rest

    def mx_phone(self, style: int | None = None) -> tuple[str, int]:
        d = self.mx_mobile_digits()
        style = self.r.randint(0, 11) if style is None else style
        two = d[:2] in ("55", "33", "81")
        a, b = (d[:2], d[2:]) if two else (d[:3], d[3:])
        fmts = [
            f"+52 {a} {b[:4]} {b[4:]}" if two else f"+52 {a} {b[:3]} {b[3:]}",
            f"+52 1 {a} {b[:4]} {b[4:]}" if two else f"+52 1 {a} {b[:3]} {b[3:]}",
            f"044 {a} {b[:4]} {b[4:]}" if two else f"045 {a} {b[:3]} {b[3:]}",
            f"({a}) {b[:4]}-{b[4:]}" if two else f"({a}) {b[:3]}-{b[3:]}",
            f"{a}.{b[:4]}.{b[4:]}" if two else f"{a}.{b[:3]}.{b[3:]}",
            f"{a}-{b[:4]}-{b[4:]}" if two else f"{a}-{b[:3]}-{b[3:]}",
            f"+52{d}",
            f"+52 ({a}) {b[:4]} {b[4:]}" if two else f"+52 ({a}) {b[:3]} {b[3:]}",
            d,
            f"{d[:3]} {d[3:6]} {d[6:]}",
            f"52-{a}-{b[:4]}-{b[4:]}" if two else f"52-{a}-{b[:3]}-{b[3:]}",
            f"+52.1.{d}",
        ]
        return fmts[style], style

    def br_phone(self) -> str:
        ddd = self.r.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
        n = "9" + "".join(str(self.r.randint(0, 9)) for _ in range(8))
        return self.r.choice(
            [f"+55 {ddd} {n[:5]}-{n[5:]}", f"({ddd}) {n[:5]}-{n[5:]}", f"{ddd} {n}"]
        )

    def other_phone(self, country: str) -> str:
        dg = lambda k: "".join(str(self.r.randint(0, 9)) for _ in range(k))  # noqa: E731
        if country == "ar":
            return self.r.choice([f"+54 9 11 {dg(4)}-{dg(4)}", f"11 15{dg(2)}-{dg(4)}"])
        if country == "es":
            return self.r.choice(
                [f"+34 6{dg(2)} {dg(2)} {dg(2)} {dg(2)}", f"6{dg(2)} {dg(3)} {dg(3)}"]
            )
        if country == "co":
            return f"+57 3{self.r.choice('012')}{dg(1)} {self.r.randint(200, 989)} {dg(4)}"
        if country == "cl":
            return f"+56 9 {dg(4)} {dg(4)}"
        if country == "pe":
            return f"+51 9{dg(2)} {dg(3)} {dg(3)}"
        return f"+1 ({self.r.choice(['212', '312', '512', '617', '303'])}) {self.r.randint(200, 989)}-{dg(4)}"

    def digits(self, k: int) -> str:
        return str(self.r.randint(1, 9)) + "".join(str(self.r.randint(0, 9)) for _ in range(k - 1))

    # ----------------------------------------------------------------- e-mail
    def email_local(self, person=None, accents: bool = False) -> str:
        g, a, _b, _ = person or self.person()
        if not accents:
            g, a = strip_accents(g), strip_accents(a)
        g, a = g.lower(), a.lower()
        return self.r.choice(
            [
                f"{g}.{a}",
                f"{g[0]}{a}{self.r.randint(60, 99)}",
                f"{a}_{g}",
                f"{g}{a[:3]}.{self.r.randint(1, 999)}",
            ]
        )

    def email(self, person=None, accents: bool = False) -> str:
        return f"{self.email_local(person, accents)}@{self.r.choice(FREEMAIL)}"

    # ----------------------------------------------------------------- addresses and dates
    def address(self) -> tuple[str, str, str, str, str, str]:
        calle = self.r.choice(CALLES)
        num = str(self.r.randint(3, 2890))
        col, cp, mun, edo = self.r.choice(COLONIAS)
        return calle, num, col, cp, mun, edo

    def home_address(self, style: int | None = None) -> str:
        calle, num, col, cp, mun, edo = self.address()
        style = self.r.randint(0, 5) if style is None else style
        interior = self.r.choice(
            ["Int. 4", "int. B", "Depto. 302", "Casa 7", "Edif. C-201", "Lote 12 Mz. 5"]
        )
        return [
            f"{calle} #{num} {interior}, {col}, C.P. {cp}, {mun}, {edo}",
            f"{calle} núm. {num}, {interior}, {col}, {mun}, {edo}, CP {cp}",
            f"{calle} No. {num}, {col}, {cp} {mun}, {edo.split()[0][:4]}.",
            f"{calle.upper()} {num} {interior.upper()} {col.upper()} C.P.{cp}",
            f"{calle} {num}-{interior.split()[-1]}, {col}, Mpio. de {mun}, C.P. {cp}",
            f"{calle} {num}, {col}, {mun}, {edo}, México {cp}",
        ][style]

    def date_es(self, y: int, m: int, d: int, style: int | None = None) -> str:
        style = self.r.randint(0, 6) if style is None else style
        return [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}",
            f"{d}.{m}.{y}",
            f"{d:02d}/{MESES[m - 1][:3]}/{y}",
            f"{MESES[m - 1].capitalize()} {d}, {y}",
        ][style]

    def date_en(self, y: int, m: int, d: int) -> str:
        return self.r.choice(
            [
                f"{MONTHS_EN[m - 1]} {d}, {y}",
                f"{m:02d}/{d:02d}/{y}",
                f"{d} {MONTHS_EN[m - 1][:3]} {y}",
            ]
        )

    def date_pt(self, y: int, m: int, d: int) -> str:
        return self.r.choice([f"{d} de {MESES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])

    # ----------------------------------------------------------------- opaque strings
    def alnum(self, k: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(k))

    def hexs(self, k: int) -> str:
        return self.alnum(k, "0123456789abcdef")

    def uuid(self) -> str:
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def b64(self, k: int) -> str:
        return self.alnum(k, string.ascii_letters + string.digits + "+/")

    def b64url(self, k: int) -> str:
        return self.alnum(k, string.ascii_letters + string.digits + "-_")
