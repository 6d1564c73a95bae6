"""Invented values for corpus 35, valid by construction where the identifier has a check.

Everything here is made up: names come from small lists of common given names and
surnames, numbers from a seeded ``random.Random``. CURP (RENAPO check digit), RFC (SAT
check digit, persona física and moral), NSS (Luhn), CLABE (Banxico 3-7-1), cards (Luhn).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

GIVEN_F = [
    "María", "Guadalupe", "Fernanda", "Ximena", "Lucía", "Daniela", "Rocío", "Valeria",
    "Mariana", "Alejandra", "Itzel", "Paola", "Sofía", "Andrea", "Verónica", "Claudia",
    "Adriana", "Leticia", "Brenda", "Gabriela", "Karla", "Natalia", "Regina", "Yolanda",
]  # fmt: skip
GIVEN_M = [
    "José", "Juan Carlos", "Luis", "Miguel Ángel", "Jorge", "Ricardo", "Emiliano",
    "Arturo", "Eduardo", "Rodrigo", "Fernando", "Diego", "Héctor", "Raúl", "Alberto",
    "Omar", "Sergio", "Iván", "Mauricio", "Rubén", "Tomás", "Gerardo", "Ernesto", "Hugo",
]  # fmt: skip
SURNAMES = [
    "Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez",
    "Sánchez", "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Jiménez",
    "Reyes", "Díaz", "Torres", "Gutiérrez", "Ruiz", "Mendoza", "Aguilar", "Ortiz",
    "Castillo", "Romero", "Álvarez", "Chávez", "Rivera", "Juárez", "Domínguez",
    "Salazar", "Ibarra", "Navarro", "Cervantes", "Zúñiga", "Olvera", "Villalobos",
]  # fmt: skip
STATES = {
    "AS": "Aguascalientes", "BC": "Baja California", "CH": "Chihuahua", "DF": "Ciudad de México",
    "GT": "Guanajuato", "JC": "Jalisco", "MC": "Estado de México", "MN": "Michoacán",
    "NL": "Nuevo León", "OC": "Oaxaca", "PL": "Puebla", "QT": "Querétaro",
    "SL": "Sinaloa", "SP": "San Luis Potosí", "VZ": "Veracruz", "YN": "Yucatán",
}  # fmt: skip
CITIES = {
    "AS": ("Aguascalientes", "449"), "BC": ("Tijuana", "664"), "CH": ("Chihuahua", "614"),
    "DF": ("Coyoacán", "55"), "GT": ("León", "477"), "JC": ("Zapopan", "33"),
    "MC": ("Naucalpan de Juárez", "55"), "MN": ("Morelia", "443"), "NL": ("Monterrey", "81"),
    "OC": ("Oaxaca de Juárez", "951"), "PL": ("Puebla", "222"), "QT": ("Querétaro", "442"),
    "SL": ("Culiacán", "667"), "SP": ("San Luis Potosí", "444"), "VZ": ("Xalapa", "228"),
    "YN": ("Mérida", "999"),
}  # fmt: skip
STREETS = [
    "Calle Fresno", "Av. Revolución", "Privada Los Pinos", "Calle Hidalgo", "Cerrada Jazmín",
    "Av. de las Torres", "Calle Ignacio Zaragoza", "Andador 14", "Calle Río Lerma",
    "Calz. de Tlalpan", "Calle Morelos", "Privada Cedros", "Calle Nogal", "Av. Juárez",
    "Calle Benito Juárez", "Calle 5 de Mayo", "Calle Sauce", "Av. Universidad",
]  # fmt: skip
COLONIAS = [
    "Col. Centro", "Col. Del Valle", "Col. Jardines del Sur", "Col. Las Águilas",
    "Col. Santa María", "Col. San Miguel", "Col. Lomas de la Presa", "Col. El Mirador",
    "Col. Industrial", "Col. Reforma", "Fracc. Villas del Sol", "Col. Benito Juárez",
]  # fmt: skip
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
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
VOWELS = "AEIOU"
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"


def deaccent(s: str) -> str:
    table = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(table)


class Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # -------------------------------------------------------------- people
    def person(self) -> dict[str, str]:
        r = self.r
        sex = r.choice("HM")
        given = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
        s1, s2 = r.sample(SURNAMES, 2)
        y, m, d = r.randint(1952, 2006), r.randint(1, 12), r.randint(1, 28)
        st = r.choice(list(STATES))
        return {
            "given": given,
            "s1": s1,
            "s2": s2,
            "sex": sex,
            "y": str(y),
            "m": f"{m:02d}",
            "d": f"{d:02d}",
            "state": st,
            "name": f"{given} {s1} {s2}",
            "short": f"{given.split()[0]} {s1}",
        }

    # -------------------------------------------------------------- identifiers
    def curp(self, p: dict[str, str]) -> str:
        r = self.r
        s1, s2, g = (deaccent(x).upper() for x in (p["s1"], p["s2"], p["given"].split()[0]))
        inner_v = next((c for c in s1[1:] if c in VOWELS), "X")
        inner = [next((c for c in w[1:] if c in CONSONANTS), "X") for w in (s1, s2, g)]
        head = s1[0] + inner_v + s2[0] + g[0] + p["y"][2:] + p["m"] + p["d"] + p["sex"]
        head += p["state"] + "".join(inner)
        head += r.choice(string.digits) if int(p["y"]) < 2000 else r.choice("ABCDEF")
        return head + curp_check(head)

    def rfc_pf(self, p: dict[str, str]) -> str:
        s1, s2, g = (deaccent(x).upper() for x in (p["s1"], p["s2"], p["given"].split()[0]))
        inner_v = next((c for c in s1[1:] if c in VOWELS), "X")
        base = s1[0] + inner_v + s2[0] + g[0] + p["y"][2:] + p["m"] + p["d"]
        base += "".join(self.r.choice(string.ascii_uppercase[:26] + "123456789") for _ in range(2))
        return base + rfc_check(base)

    def rfc_pm(self, initials: str) -> str:
        base = initials[:3].upper().ljust(3, "X")
        base += f"{self.r.randint(95, 99) if self.r.random() < 0.3 else self.r.randint(0, 21):02d}"
        base += f"{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
        base += "".join(self.r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ123456789") for _ in range(2))
        return base + rfc_check(base)

    def nss(self) -> str:
        r = self.r
        sub = f"{r.randint(1, 99):02d}"
        yr = f"{r.randint(70, 99):02d}"
        born = f"{r.randint(50, 99):02d}"
        body = sub + yr + born + f"{r.randint(0, 9999):04d}"
        return body + str(luhn_check(body))

    def clabe(self, bank: str | None = None) -> str:
        r = self.r
        bank = bank or r.choice(
            ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"]
        )
        body = (
            bank + f"{r.randint(1, 999):03d}" + "".join(r.choice(string.digits) for _ in range(11))
        )
        return body + clabe_check(body)

    def card(self, brand: str) -> str:
        r = self.r
        if brand == "visa":
            body, n = "4" + "".join(r.choice(string.digits) for _ in range(14)), 16
        elif brand == "mc":
            body, n = (
                str(r.randint(51, 55)) + "".join(r.choice(string.digits) for _ in range(13)),
                16,
            )
        elif brand == "mc2":
            body, n = (
                str(r.randint(2221, 2720)) + "".join(r.choice(string.digits) for _ in range(11)),
                16,
            )
        else:
            body, n = (
                r.choice(["34", "37"]) + "".join(r.choice(string.digits) for _ in range(12)),
                15,
            )
        assert len(body) == n - 1
        return body + str(luhn_check(body))

    def ine(self, p: dict[str, str]) -> str:
        s1, s2, g = (deaccent(x).upper() for x in (p["s1"], p["s2"], p["given"].split()[0]))

        def cv(w: str) -> str:
            v = next((c for c in w[1:] if c in VOWELS), "X")
            return w[0] + v

        st = f"{self.r.randint(1, 32):02d}"
        return (
            cv(s1)
            + cv(s2)
            + cv(g)
            + p["y"][2:]
            + p["m"]
            + p["d"]
            + st
            + p["sex"]
            + f"{self.r.randint(100, 999)}"
        )

    def passport_mx(self) -> str:
        return self.r.choice("GN") + "".join(self.r.choice(string.digits) for _ in range(8))

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def mobile(self, lada: str) -> str:
        rest = 10 - len(lada)
        first = self.r.choice("2345689")
        return lada + first + self.digits(rest - 1)

    def email_local(self, p: dict[str, str], accents: bool = False) -> str:
        r = self.r
        g = p["given"].split()[0].lower()
        s1 = p["s1"].lower()
        if not accents:
            g, s1 = deaccent(g), deaccent(s1)
        style = r.randrange(5)
        if style == 0:
            return f"{g}.{s1}"
        if style == 1:
            return f"{g[0]}{s1}{p['y'][2:]}"
        if style == 2:
            return f"{g}_{s1}{r.randint(1, 99)}"
        if style == 3:
            return f"{s1}.{g}{p['y']}"
        return f"{g}{s1[:3]}{r.randint(10, 999)}"

    # -------------------------------------------------------------- tokens
    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.alnum(n, "0123456789abcdef")

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def sha256(self) -> str:
        return hashlib.sha256(self.alnum(20).encode()).hexdigest()

    def jwt(self, payload: dict[str, object]) -> str:
        def b64(d: dict[str, object]) -> str:
            return (
                base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode())
                .decode()
                .rstrip("=")
            )

        sig = self.alnum(43, string.ascii_letters + string.digits + "-_")
        return b64({"alg": "HS256", "typ": "JWT"}) + "." + b64(payload) + "." + sig

    def b64body(self, n: int) -> str:
        return self.alnum(n, string.ascii_letters + string.digits + "+/")


# ---------------------------------------------------------------------- check digits


def curp_check(head17: str) -> str:
    alphabet = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    total = sum(alphabet.index(c) * (18 - i) for i, c in enumerate(head17))
    return str((10 - total % 10) % 10)


def rfc_check(base: str) -> str:
    alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
    base = base.rjust(12)
    total = sum(alphabet.index(c) * (13 - i) for i, c in enumerate(base))
    rem = total % 11
    if rem == 0:
        return "0"
    d = 11 - rem
    return "A" if d == 10 else str(d)


def luhn_check(body: str) -> int:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def clabe_check(body17: str) -> str:
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body17))
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_check(num[:-1]) == int(num[-1])
