"""Value makers for held-out corpus 55: invented identifiers with valid check digits.

Everything here is invented from a seeded ``random.Random``; names are random pairs of
common given names and surnames. Nothing is looked up or derived from a real person.
"""

from __future__ import annotations

import base64
import json
import random
import string
import unicodedata

GIVEN_M = [
    "José",
    "Luis",
    "Juan",
    "Miguel",
    "Carlos",
    "Jorge",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Eduardo",
    "Roberto",
    "Francisco",
    "Javier",
    "Raúl",
    "Sergio",
    "Héctor",
    "Andrés",
    "Iván",
    "Rubén",
    "Óscar",
    "Arturo",
    "Gerardo",
    "Tomás",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Mariana",
    "Alejandra",
    "Patricia",
    "Verónica",
    "Claudia",
    "Gabriela",
    "Lucía",
    "Rocío",
    "Adriana",
    "Teresa",
    "Valeria",
    "Ximena",
    "Itzel",
    "Paola",
    "Leticia",
    "Mónica",
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
    "Rojas",
    "Contreras",
    "Luna",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Jessica",
    "David",
    "Sarah",
    "Daniel",
    "Laura",
    "Kevin",
    "Rachel",
    "Brian",
    "Megan",
    "Jason",
]
SURN_EN = [
    "Miller",
    "Johnson",
    "Walker",
    "Thompson",
    "Carter",
    "Mitchell",
    "Parker",
    "Turner",
    "Collins",
    "Stewart",
    "Morris",
    "Bennett",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Beatriz",
    "Lucas",
    "Camila",
    "Rafael",
    "Juliana",
    "Gustavo",
    "Larissa",
    "Thiago",
    "Fernanda",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Costa",
    "Pereira",
    "Almeida",
    "Carvalho",
    "Ribeiro",
    "Lima",
    "Barbosa",
    "Rocha",
]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "SP": "San Luis Potosí",
    "OC": "Oaxaca",
}
# area code, city, municipio, estado, C.P. prefix
CITIES = [
    ("55", "Ciudad de México", "Coyoacán", "CDMX", "04"),
    ("55", "Ciudad de México", "Iztapalapa", "CDMX", "09"),
    ("33", "Guadalajara", "Zapopan", "Jalisco", "45"),
    ("81", "Monterrey", "San Nicolás de los Garza", "Nuevo León", "66"),
    ("222", "Puebla", "Puebla", "Puebla", "72"),
    ("442", "Querétaro", "Querétaro", "Querétaro", "76"),
    ("461", "Celaya", "Celaya", "Guanajuato", "38"),
    ("477", "León", "León", "Guanajuato", "37"),
    ("999", "Mérida", "Mérida", "Yucatán", "97"),
    ("614", "Chihuahua", "Chihuahua", "Chihuahua", "31"),
    ("664", "Tijuana", "Tijuana", "Baja California", "22"),
    ("449", "Aguascalientes", "Aguascalientes", "Aguascalientes", "20"),
    ("228", "Xalapa", "Xalapa", "Veracruz", "91"),
]
STREETS = [
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "Independencia",
    "Niños Héroes",
    "5 de Mayo",
    "Guerrero",
    "Aldama",
    "Zaragoza",
    "Matamoros",
    "Abasolo",
    "Los Pinos",
    "Las Rosas",
    "Emiliano Zapata",
    "Francisco I. Madero",
    "Reforma",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Las Américas",
    "Santa Fe",
    "Jardines del Sur",
    "San Miguel",
    "La Joya",
    "El Mirador",
    "Lomas Verdes",
    "Villa de las Flores",
    "Bosques del Lago",
    "Residencial del Parque",
    "Campestre",
    "Obrera",
]
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
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
]
COMPANIES = [
    ("Distribuidora Montes Azules", "distmontes.com.mx", "DMA"),
    ("Refacciones del Bajío", "refabajio.mx", "RBA"),
    ("Grupo Textil Santa Clara", "textilsantaclara.com", "GTS"),
    ("Servicios Logísticos Anáhuac", "logisticaanahuac.com.mx", "SLA"),
    ("Clínica Dental Sonríe", "sonrieclinica.mx", "CDS"),
    ("Muebles Finos de Celaya", "mueblesfinoscelaya.com", "MFC"),
    ("Agencia Viajes Tulum Sol", "tulumsol.travel", "AVT"),
    ("Ferretería La Llave", "ferrellave.com.mx", "FLL"),
    ("Consultores Fiscales Ortega", "cfortega.mx", "CFO"),
    ("Laboratorios Quími-Norte", "quiminorte.com", "LQN"),
    ("Editorial Río Bravo", "editorialriobravo.mx", "ERB"),
    ("Colegio Vasco de Quiroga", "cvq.edu.mx", "CVQ"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "economia.gob.mx",
    "cdmx.gob.mx",
    "guanajuato.gob.mx",
    "ine.mx",
    "condusef.gob.mx",
]

B64URL = string.ascii_letters + string.digits + "-_"
ALNUM = string.ascii_letters + string.digits


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Maker:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ basics
    def pick(self, seq):  # type: ignore[no-untyped-def]
        return self.r.choice(seq)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def chars(self, n: int, alphabet: str = ALNUM) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.chars(n, "0123456789abcdef")

    def person(self, lang: str = "es") -> tuple[str, str, str, str]:
        """(given, surname1, surname2, sex H/M)."""
        if lang == "en":
            return self.pick(GIVEN_EN), self.pick(SURN_EN), "", self.pick("HM")
        if lang == "pt":
            return self.pick(GIVEN_PT), self.pick(SURN_PT), self.pick(SURN_PT), self.pick("HM")
        sex = self.pick("HM")
        given = self.pick(GIVEN_M if sex == "H" else GIVEN_F)
        s1, s2 = self.r.sample(SURNAMES, 2)
        self.last = (given, s1, s2, sex)
        return given, s1, s2, sex

    def last_name(self) -> str:
        """Full name of the person an identifier (CURP, RFC, INE) was just made for."""
        g, s1, s2, _ = self.last
        return f"{g} {s1} {s2}"

    def name(self, lang: str = "es") -> str:
        g, s1, s2, _ = self.person(lang)
        if lang == "en" or self.r.random() < 0.4:
            return f"{g} {s1}"
        return f"{g} {s1} {s2}"

    def birth(self) -> tuple[int, int, int]:
        return self.r.randint(1955, 2009), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------------ Mexican ids
    def curp(self) -> str:
        g, s1, s2, sex = self.person()
        a, b, c = (strip_accents(x).upper() for x in (s1, s2, g))
        vow = next((ch for ch in a[1:] if ch in "AEIOU"), "X")
        y, m, d = self.birth()
        cons = lambda w: next((ch for ch in w[1:] if ch not in "AEIOU"), "X")  # noqa: E731
        st = self.pick(list(STATES))
        hom = self.pick(string.digits) if y < 2000 else self.pick(string.ascii_uppercase)
        body = f"{a[0]}{vow}{b[0]}{c[0]}{y % 100:02d}{m:02d}{d:02d}{sex}{st}{cons(a)}{cons(b)}{cons(c)}{hom}"
        alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        s = sum(alpha.index(ch) * (18 - i) for i, ch in enumerate(body))
        return body + str((10 - s % 10) % 10)

    @staticmethod
    def rfc_check(body: str) -> str:
        alpha = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
        b = body.rjust(12)
        s = sum(alpha.index(ch) * (13 - i) for i, ch in enumerate(b))
        dv = 11 - s % 11
        return "0" if dv == 11 else "A" if dv == 10 else str(dv)

    def rfc_fisica(self) -> str:
        g, s1, s2, _ = self.person()
        a, b, c = (strip_accents(x).upper() for x in (s1, s2, g))
        vow = next((ch for ch in a[1:] if ch in "AEIOU"), "X")
        y, m, d = self.birth()
        hom = self.chars(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        body = f"{a[0]}{vow}{b[0]}{c[0]}{y % 100:02d}{m:02d}{d:02d}{hom}"
        return body + self.rfc_check(body)

    def rfc_moral(self, initials: str) -> str:
        y, m, d = self.r.randint(1978, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        hom = self.chars(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        body = f"{initials}{y % 100:02d}{m:02d}{d:02d}{hom}"
        return body + self.rfc_check(body)

    @staticmethod
    def luhn_digit(payload: str) -> str:
        total = 0
        for i, ch in enumerate(reversed(payload)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        return str((10 - total % 10) % 10)

    def nss(self) -> str:
        y = self.r.randint(1960, 2005)
        p = f"{self.r.randint(1, 99):02d}{(y + self.r.randint(16, 25)) % 100:02d}{y % 100:02d}{self.digits(4)}"
        return p + self.luhn_digit(p)

    def ine(self) -> str:
        g, s1, s2, sex = self.person()
        a, b, c = (strip_accents(x).upper() for x in (s1, s2, g))
        cons = lambda w: next((ch for ch in w[1:] if ch not in "AEIOU"), "X")  # noqa: E731
        y, m, d = self.birth()
        return (
            f"{a[0]}{cons(a)}{b[0]}{cons(b)}{c[0]}{cons(c)}{y % 100:02d}{m:02d}{d:02d}"
            f"{self.r.randint(1, 32):02d}{sex}{self.digits(3)}"
        )

    def clabe(self) -> str:
        bank = self.pick(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
        p = bank + self.pick(["180", "320", "580", "650", "010", "225"]) + self.digits(11)
        w = [3, 7, 1]
        s = sum(int(ch) * w[i % 3] % 10 for i, ch in enumerate(p))
        return p + str((10 - s % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.pick(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            p = "4" + self.digits(14)
        elif brand == "mc":
            p = str(self.r.randint(51, 55)) + self.digits(13)
        elif brand == "mc2":
            p = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            p = self.pick(["34", "37"]) + self.digits(12)
        return p + self.luhn_digit(p)

    # ------------------------------------------------------------------ foreign ids
    def cpf(self) -> str:
        n = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(d * w for d, w in zip(n, range(k, 1, -1), strict=True))
            dv = 11 - s % 11
            n.append(0 if dv >= 10 else dv)
        d = "".join(map(str, n))
        return f"{d[:3]}.{d[3:6]}.{d[6:9]}-{d[9:]}"

    def rut(self) -> str:
        n = self.r.randint(6_000_000, 24_999_999)
        s, w = 0, 2
        for ch in reversed(str(n)):
            s += int(ch) * w
            w = 2 if w == 7 else w + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        return f"{n:,}".replace(",", ".") + "-" + dvs

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        pre = self.pick(["20", "27", "23"])
        dni = f"{self.r.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        dv = 11 - s % 11
        if dv == 10:
            return self.cuil()
        dv = 0 if dv == 11 else dv
        return f"{pre}-{dni}-{dv}"

    def ssn(self) -> str:
        a = self.r.randint(100, 665)
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def passport(self, kind: str) -> str:
        if kind == "mx":
            return self.pick("GN") + self.digits(8)
        if kind == "us":
            return str(self.r.randint(5, 6)) + self.digits(8)
        if kind == "es":
            return self.chars(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + self.digits(6)
        if kind == "br":
            return self.chars(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + self.digits(6)
        return self.chars(2, string.ascii_uppercase) + self.digits(7)

    # ------------------------------------------------------------------ contacts
    def mobile10(self, city: tuple[str, ...] | None = None) -> str:
        ac = (city or self.pick(CITIES))[0]
        rest = 10 - len(ac)
        first = str(self.r.randint(1, 9))
        return ac + first + self.digits(rest - 1)

    def email_local(self, lang: str = "es", accents: bool = False) -> tuple[str, str]:
        g, s1, _s2, _ = self.person(lang)
        nm = f"{g} {s1}"
        gg, ss = g.lower(), s1.lower()
        if not accents:
            gg, ss = strip_accents(gg), strip_accents(ss)
        style = self.r.randint(0, 4)
        local = [
            f"{gg}.{ss}",
            f"{gg}{ss}{self.r.randint(70, 99)}",
            f"{gg[0]}{ss}{self.r.randint(1, 30)}",
            f"{gg}_{ss}",
            f"{ss}.{gg}{self.r.randint(1, 9)}",
        ][style]
        return nm, local

    def address(self) -> dict[str, str]:
        city = self.pick(CITIES)
        return {
            "via": self.pick(["Calle", "Av.", "Privada", "Cerrada", "Calle", "Andador"]),
            "street": self.pick(STREETS),
            "num": str(self.r.randint(3, 2890)),
            "int": self.pick(
                [
                    "",
                    "",
                    f"int. {self.r.randint(1, 12)}",
                    f"depto. {self.r.randint(101, 504)}",
                    f"Int. {self.pick('ABCD')}",
                ]
            ),
            "col": self.pick(COLONIAS),
            "cp": city[4] + self.digits(3),
            "mun": city[2],
            "edo": city[3],
            "city": city[1],
            "ac": city[0],
        }

    # ------------------------------------------------------------------ secrets
    def jwt(self, claims: dict) -> str:  # type: ignore[type-arg]
        def enc(o: object) -> str:
            raw = json.dumps(o, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

        sig = base64.urlsafe_b64encode(self.r.randbytes(32)).rstrip(b"=").decode()
        return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(claims) + "." + sig

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(self.r.randbytes(nbytes)).decode()

    def pem(self, kind: str = "RSA PRIVATE KEY") -> str:
        body = self.b64(600)
        lines = [body[i : i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"

    def uuid(self) -> str:
        h = self.hexs(32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"
