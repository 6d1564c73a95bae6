"""Invented values for corpus 36, valid by construction where a check digit exists.

Everything here is made up from a seeded ``random.Random``: names are random
combinations of common given names and surnames, numbers are random digits completed
with their check digit (CURP, RFC, NSS, CLABE, Luhn cards, CUIT, RUT, CPF, DNI/NIE…).
Keys and tokens are random strings in the public *shape* of a provider's keys; none is a
vendor's documented example.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

GIVEN_F = [
    "María",
    "Guadalupe",
    "Verónica",
    "Adriana",
    "Sofía",
    "Fernanda",
    "Leticia",
    "Rocío",
    "Daniela",
    "Mariana",
    "Alejandra",
    "Claudia",
    "Patricia",
    "Ximena",
    "Itzel",
    "Renata",
    "Lucía",
    "Paola",
    "Araceli",
    "Yolanda",
]
GIVEN_M = [
    "José",
    "Juan Carlos",
    "Luis",
    "Miguel Ángel",
    "Jorge",
    "Ricardo",
    "Alejandro",
    "Eduardo",
    "Fernando",
    "Héctor",
    "Raúl",
    "Óscar",
    "Sergio",
    "Arturo",
    "Emiliano",
    "Diego",
    "Mauricio",
    "Rodrigo",
    "Iván",
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
    "Romero",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Salazar",
    "Zúñiga",
    "Ibarra",
    "Cervantes",
    "Villaseñor",
    "Orozco",
    "Peña",
    "Solís",
    "Becerra",
]
GIVEN_PT = ["Ana Paula", "João", "Mariana", "Lucas", "Beatriz", "Rafael", "Camila", "Thiago"]
SUR_PT = ["Souza", "Oliveira", "Santos", "Lima", "Carvalho", "Ferreira", "Almeida", "Ribeiro"]
GIVEN_EN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Kevin", "Laura", "Brian"]
SUR_EN = ["Carter", "Nguyen", "Patel", "Brooks", "Sullivan", "Foster", "Reed", "Hayes"]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CL": "Coahuila",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
CITIES = [
    ("Guadalajara", "Jalisco", "33", "44"),
    ("Monterrey", "Nuevo León", "81", "64"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Querétaro", "442", "76"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Toluca", "Estado de México", "722", "50"),
    ("Morelia", "Michoacán", "443", "58"),
    ("Aguascalientes", "Aguascalientes", "449", "20"),
    ("Xalapa", "Veracruz", "228", "91"),
    ("Benito Juárez", "Ciudad de México", "55", "03"),
    ("Coyoacán", "Ciudad de México", "55", "04"),
    ("Tlalnepantla", "Estado de México", "55", "54"),
    ("Saltillo", "Coahuila", "844", "25"),
    ("Tijuana", "Baja California", "664", "22"),
]
STREETS = [
    "Calle Fresno",
    "Av. Hidalgo",
    "Privada de los Pinos",
    "Calle Jacarandas",
    "Av. Juárez",
    "Calle Álamo",
    "Cerrada Tulipanes",
    "Calle 5 de Mayo",
    "Av. Revolución",
    "Calle Morelos",
    "Calle Zaragoza",
    "Andador Río Lerma",
    "Calle Nogal",
    "Av. de las Torres",
    "Calle Allende",
]
COLONIAS = [
    "Col. Centro",
    "Col. Las Águilas",
    "Col. Jardines del Valle",
    "Col. Santa María",
    "Col. Lomas de San Juan",
    "Col. Del Carmen",
    "Fracc. Los Olivos",
    "Col. Industrial",
    "Col. San Rafael",
    "Col. El Mirador",
    "Col. Reforma",
    "Col. Obrera",
]
FREEMAIL = ["gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.com", "live.com.mx", "icloud.com"]
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
COMPANIES = [
    ("Refaccionaria El Águila", "refaccioneselaguila.com.mx"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.mx"),
    ("Despacho Jurídico Arriaga y Asociados", "arriagaasociados.com.mx"),
    ("Mueblería La Moderna", "mueblerialamoderna.mx"),
    ("Colegio Juan Escutia de Celaya", "colegiojuanescutia.edu.mx"),
    ("Ferretería Tres Hermanos", "ferreteria3hermanos.com.mx"),
    ("Laboratorio Clínico Biomédica del Bajío", "biomedicabajio.com.mx"),
    ("Inmobiliaria Casa Nueva", "inmocasanueva.mx"),
    ("Transportes Rápidos del Norte", "trnorte.com.mx"),
    ("Panificadora La Espiga de Oro", "laespigadeoro.com.mx"),
    ("Hotel Posada del Sol Mérida", "posadadelsolmerida.mx"),
    ("Óptica Visión Clara", "opticavisionclara.mx"),
]
GOV = [
    ("Ayuntamiento de Celaya", "celaya.gob.mx"),
    ("Secretaría de Educación de Guanajuato", "seg.guanajuato.gob.mx"),
    ("Gobierno Municipal de Toluca", "toluca.gob.mx"),
    ("Instituto Municipal de la Mujer de Morelia", "morelia.gob.mx"),
    ("Secretaría de Salud de Yucatán", "salud.yucatan.gob.mx"),
    ("Comisión Estatal del Agua de Querétaro", "ceaqueretaro.gob.mx"),
    ("Registro Civil del Estado de Puebla", "puebla.gob.mx"),
]

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"


class V:
    """All value makers share one seeded generator."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ basics
    def pick(self, seq):  # type: ignore[no-untyped-def]
        return self.r.choice(seq)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.alnum(n, "0123456789abcdef")

    def person(self, kind: str = "mx") -> tuple[str, str, str, str]:
        """(given, surname1, surname2, sex)."""
        if kind == "pt":
            return self.pick(GIVEN_PT), self.pick(SUR_PT), self.pick(SUR_PT), "X"
        if kind == "en":
            return self.pick(GIVEN_EN), self.pick(SUR_EN), "", "X"
        if self.r.random() < 0.5:
            return self.pick(GIVEN_F), self.pick(SURNAMES), self.pick(SURNAMES), "M"
        return self.pick(GIVEN_M), self.pick(SURNAMES), self.pick(SURNAMES), "H"

    def name(self, kind: str = "mx", full: bool = False) -> str:
        g, s1, s2, _ = self.person(kind)
        return f"{g} {s1} {s2}".strip() if full else f"{g} {s1}"

    def birth(self, lo: int = 1950, hi: int = 2012) -> tuple[int, int, int]:
        return self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------------ Mexican ids
    def curp(self) -> str:
        y, m, d = self.birth()
        letters = self.pick(CONS) + self.pick(VOW) + self.pick(CONS) + self.pick(CONS + VOW)
        body = (
            letters
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.pick("HM")
            + self.pick(sorted(STATES))
            + "".join(self.pick(CONS) for _ in range(3))
            + (self.pick(string.digits) if y < 2000 else self.pick("ABCDEFGH"))
        )
        total = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - total % 10) % 10)

    @staticmethod
    def rfc_check(base: str) -> str:
        s = base.rjust(12)
        total = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
        r = 11 - total % 11
        return "0" if r == 11 else "A" if r == 10 else str(r)

    def rfc_fisica(self) -> str:
        y, m, d = self.birth()
        base = (
            self.pick(CONS)
            + self.pick(VOW)
            + self.pick(CONS)
            + self.pick(CONS)
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.alnum(2, "123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
        )
        return base + self.rfc_check(base)

    def rfc_moral(self) -> str:
        y, m, d = self.r.randint(1975, 2020), self.r.randint(1, 12), self.r.randint(1, 28)
        base = (
            "".join(self.pick(CONS + VOW) for _ in range(3))
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.alnum(2, "123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
        )
        return base + self.rfc_check(base)

    @staticmethod
    def luhn_digit(partial: str) -> str:
        total = 0
        for i, c in enumerate(reversed(partial)):
            n = int(c)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        return str((10 - total % 10) % 10)

    def nss(self) -> str:
        y = self.r.randint(60, 99)
        part = f"{self.r.randint(1, 97):02d}{self.r.randint(max(y - 50, 0) % 100, 99) % 100:02d}{y:02d}{self.digits(4)}"
        return part + self.luhn_digit(part)

    def ine_clave(self) -> str:
        y, m, d = self.birth(1950, 2004)
        return (
            "".join(self.pick(CONS + VOW) for _ in range(6))
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + f"{self.r.randint(1, 32):02d}"
            + self.pick("HM")
            + self.digits(3)
        )

    def clabe(self, bank: str | None = None) -> str:
        b = bank or self.pick(
            ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"]
        )
        part = b + self.digits(3) + self.digits(11)
        w = [3, 7, 1] * 6
        total = sum((int(c) * w[i]) % 10 for i, c in enumerate(part))
        return part + str((10 - total % 10) % 10)

    def card(self, brand: str = "visa") -> str:
        if brand == "amex":
            part = self.pick(["34", "37"]) + self.digits(12)
        elif brand == "mc":
            part = str(self.r.randint(51, 55)) + self.digits(13)
        else:
            part = "4" + self.digits(14)
        return part + self.luhn_digit(part)

    def passport_mx(self) -> str:
        return self.pick("GN") + self.digits(8)

    # ------------------------------------------------------------------ other countries
    def dni_ar(self) -> str:
        n = f"{self.r.randint(20, 45)}{self.digits(6)}"
        return f"{n[:2]}.{n[2:5]}.{n[5:]}"

    def cuil(self) -> str:
        pre = self.pick(["20", "27", "23"])
        dni = f"{self.r.randint(20, 45)}{self.digits(6)}"
        while True:
            base = pre + dni
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = 11 - sum(int(c) * w[i] for i, c in enumerate(base)) % 11
            if r == 11:
                return f"{pre}-{dni}-0"
            if r != 10:
                return f"{pre}-{dni}-{r}"
            dni = f"{self.r.randint(20, 45)}{self.digits(6)}"

    def rut_cl(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        s, f = 0, 2
        for c in reversed(str(n)):
            s += int(c) * f
            f = 2 if f == 7 else f + 1
        r = 11 - s % 11
        dv = "0" if r == 11 else "K" if r == 10 else str(r)
        return f"{n:,}".replace(",", ".") + "-" + dv

    def cc_co(self) -> str:
        n = self.r.randint(1_000_000_000, 1_119_999_999)
        return f"{n:,}".replace(",", ".")

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(x * (k - i) for i, x in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def ssn(self) -> str:
        return f"{self.r.randint(100, 665)}-{self.r.randint(10, 99)}-{self.r.randint(1000, 9999)}"

    # ------------------------------------------------------------------ contacts
    def mobile(self) -> tuple[str, str]:
        """(area code, 10-digit national number) of an invented Mexican mobile."""
        city = self.pick(CITIES)
        area = city[2]
        return area, area + self.digits(10 - len(area))

    def email_local(self, given: str, sur: str) -> str:
        import unicodedata

        def fold(s: str) -> str:
            return "".join(
                c for c in unicodedata.normalize("NFKD", s.lower()) if not unicodedata.combining(c)
            ).replace(" ", "")

        g, s = fold(given.split()[0]), fold(sur)
        form = self.r.randint(0, 5)
        if form == 0:
            return f"{g}.{s}"
        if form == 1:
            return f"{g}{s}{self.r.randint(70, 99)}"
        if form == 2:
            return f"{g[0]}{s}{self.r.randint(1, 999)}"
        if form == 3:
            return f"{g}_{s}"
        if form == 4:
            return f"{s}.{g}{self.r.randint(1, 30)}"
        return f"{g}.{s}.{self.r.randint(80, 99)}"

    def address(self) -> tuple[str, str, str]:
        """(street line, colonia + C.P., city/state) of an invented home address."""
        city, state, _, cp2 = self.pick(CITIES)
        num = self.r.randint(3, 2890)
        street = f"{self.pick(STREETS)} {self.pick(['#', 'No. ', 'núm. ', ''])}{num}"
        if self.r.random() < 0.3:
            street += f" int. {self.r.randint(1, 12)}"
        return street, f"{self.pick(COLONIAS)}, C.P. {cp2}{self.digits(3)}", f"{city}, {state}"

    # ------------------------------------------------------------------ keys & hashes
    def uuid4(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def sha256(self) -> str:
        return hashlib.sha256(self.digits(30).encode()).hexdigest()

    def jwt(self, claims: dict) -> str:  # type: ignore[type-arg]
        def b64(b: bytes) -> str:
            return base64.urlsafe_b64encode(b).rstrip(b"=").decode()

        head = b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        body = b64(json.dumps(claims, separators=(",", ":")).encode())
        sig = b64(bytes(self.r.getrandbits(8) for _ in range(32)))
        return f"{head}.{body}.{sig}"

    def pem_body(self, nbytes: int = 600) -> list[str]:
        raw = base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()
        return [raw[i : i + 64] for i in range(0, len(raw), 64)]
