"""Value makers for corpus 39: invented identifiers with valid check digits, names, phones.

Every value is random (fixed seed in gen.py); names are random combinations of common
given names and surnames, never a real person's data.
"""

from __future__ import annotations

import base64
import random
import string
import unicodedata

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Leticia",
    "Verónica",
    "Rosa",
    "Adriana",
    "Patricia",
    "Alejandra",
    "Gabriela",
    "Claudia",
    "Fernanda",
    "Daniela",
    "Sofía",
    "Mariana",
    "Lucía",
    "Itzel",
    "Ximena",
    "Martha",
    "Silvia",
    "Karla",
    "Elena",
    "Beatriz",
    "Mónica",
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
    "Roberto",
    "Ricardo",
    "Fernando",
    "Eduardo",
    "Javier",
    "Sergio",
    "Arturo",
    "Raúl",
    "Héctor",
    "Andrés",
    "Diego",
    "Emiliano",
    "Óscar",
    "Rubén",
    "Iván",
    "Manuel",
]
SURNAMES = [
    "García",
    "Hernández",
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
    "Rojas",
    "Contreras",
    "Salazar",
    "Luna",
    "Ortega",
    "Santiago",
    "Guerrero",
    "Estrada",
    "Núñez",
    "Bautista",
    "Cortés",
    "Soto",
    "Peña",
    "Delgado",
    "Ríos",
    "Navarro",
]
EN_GIVEN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Laura",
    "Kevin",
    "Rachel",
    "Brian",
    "Megan",
    "Ryan",
]
EN_SUR = [
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Martin",
    "Thompson",
    "Clark",
    "Lewis",
]
PT_GIVEN = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Camila",
    "Rafael",
    "Beatriz",
    "Gustavo",
    "Larissa",
    "Thiago",
    "Juliana",
]
PT_SUR = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Rodrigues",
    "Almeida",
    "Nascimento",
    "Lima",
    "Araújo",
    "Ferreira",
]

STATES = {  # CURP code, name, abbreviation, INE entity number
    "DF": ("Ciudad de México", "CDMX", "09"),
    "JC": ("Jalisco", "Jal.", "14"),
    "NL": ("Nuevo León", "N.L.", "19"),
    "PL": ("Puebla", "Pue.", "21"),
    "GT": ("Guanajuato", "Gto.", "11"),
    "QT": ("Querétaro", "Qro.", "22"),
    "MC": ("Estado de México", "Edo. Méx.", "15"),
    "VZ": ("Veracruz", "Ver.", "30"),
    "YN": ("Yucatán", "Yuc.", "31"),
    "MN": ("Michoacán", "Mich.", "16"),
    "CH": ("Chihuahua", "Chih.", "08"),
    "OC": ("Oaxaca", "Oax.", "20"),
    "SP": ("San Luis Potosí", "S.L.P.", "24"),
    "SL": ("Sinaloa", "Sin.", "25"),
}
MUNIS = {
    "DF": ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Gustavo A. Madero"],
    "JC": ["Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"],
    "NL": ["Monterrey", "San Nicolás de los Garza", "Guadalupe", "Apodaca"],
    "PL": ["Puebla", "San Andrés Cholula", "Atlixco"],
    "GT": ["León", "Irapuato", "Celaya", "Guanajuato"],
    "QT": ["Querétaro", "Corregidora", "El Marqués"],
    "MC": ["Naucalpan de Juárez", "Ecatepec de Morelos", "Toluca", "Nezahualcóyotl"],
    "VZ": ["Xalapa", "Veracruz", "Boca del Río"],
    "YN": ["Mérida", "Valladolid"],
    "MN": ["Morelia", "Uruapan"],
    "CH": ["Chihuahua", "Ciudad Juárez"],
    "OC": ["Oaxaca de Juárez", "Santa Lucía del Camino"],
    "SP": ["San Luis Potosí", "Soledad de Graciano Sánchez"],
    "SL": ["Culiacán", "Mazatlán"],
}
AREA = {
    "DF": "55",
    "MC": "55",
    "JC": "33",
    "NL": "81",
    "PL": "222",
    "GT": "477",
    "QT": "442",
    "VZ": "228",
    "YN": "999",
    "MN": "443",
    "CH": "614",
    "OC": "951",
    "SP": "444",
    "SL": "667",
}
STREETS = [
    "Fresno",
    "Hidalgo",
    "Morelos",
    "Allende",
    "Niños Héroes",
    "Jacarandas",
    "Pino Suárez",
    "Aldama",
    "Guerrero",
    "Libertad",
    "Olivo",
    "Cedros",
    "Las Palmas",
    "Zaragoza",
    "Ocampo",
    "Mina",
    "Tulipanes",
    "Magnolias",
    "Bugambilias",
    "Sauce",
]
COLONIAS = [
    "Jardines del Valle",
    "Las Águilas",
    "Centro",
    "Del Carmen",
    "Santa Fe",
    "Lomas de San Francisco",
    "Reforma",
    "Campestre",
    "San Rafael",
    "Las Flores",
    "Villa de las Lomas",
    "Residencial del Parque",
    "El Rosario",
    "La Joya",
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
    "yahoo.com",
    "protonmail.com",
]

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOWELS = "AEIOU"


class Maker:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------ basics
    def choice(self, seq):
        return self.r.choice(seq)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return "".join(self.r.choice("0123456789abcdef") for _ in range(n))

    def upper_alnum(self, n: int) -> str:
        return self.alnum(n, string.ascii_uppercase + string.digits)

    # ------------------------------------------------------------ people
    def person(self, lang: str = "es") -> dict[str, str]:
        if lang == "en":
            g, s1 = self.choice(EN_GIVEN), self.choice(EN_SUR)
            return {"given": g, "s1": s1, "s2": "", "full": f"{g} {s1}", "sex": "H"}
        if lang == "pt":
            g, s1, s2 = self.choice(PT_GIVEN), self.choice(PT_SUR), self.choice(PT_SUR)
            return {"given": g, "s1": s2, "s2": s1, "full": f"{g} {s1} {s2}", "sex": "H"}
        sex = self.choice("HM")
        g = self.choice(GIVEN_M if sex == "H" else GIVEN_F)
        s1, s2 = self.r.sample(SURNAMES, 2)
        return {
            "given": g,
            "s1": s1,
            "s2": s2,
            "full": f"{g} {s1} {s2}",
            "sex": sex,
            "short": f"{g} {s1}",
        }

    def birth(self) -> tuple[int, int, int]:
        return self.r.randint(1955, 2006), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------ Mexican ids
    @staticmethod
    def _plain(s: str) -> str:
        s = unicodedata.normalize("NFD", s.upper())
        return "".join(c for c in s if c.isalpha() and c.isascii())

    def _first_inner_vowel(self, s: str) -> str:
        for c in s[1:]:
            if c in VOWELS:
                return c
        return "X"

    def _first_inner_cons(self, s: str) -> str:
        for c in s[1:]:
            if c not in VOWELS:
                return c
        return "X"

    def curp(self, p: dict[str, str] | None = None, state: str | None = None) -> str:
        p = p or self.person()
        a, b, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])
        y, m, d = self.birth()
        state = state or self.choice(list(STATES))
        head = a[0] + self._first_inner_vowel(a) + b[0] + g[0]
        if head in ("PUTO", "CACA", "PENE", "BUEY", "MAME", "MEAR", "KAKA", "COGE"):
            head = head[:1] + "X" + head[2:]
        body = (
            head
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + p["sex"]
            + state
            + self._first_inner_cons(a)
            + self._first_inner_cons(b)
            + self._first_inner_cons(g)
            + (self.choice(string.digits) if y < 2000 else self.choice(string.ascii_uppercase))
        )
        total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - total % 10) % 10)

    @staticmethod
    def rfc_check(base12: str) -> str:
        s = base12.rjust(12)
        total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
        r = total % 11
        if r == 0:
            return "0"
        c = 11 - r
        return "A" if c == 10 else str(c)

    def rfc_fisica(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        a, b, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])
        y, m, d = self.birth()
        base = a[0] + self._first_inner_vowel(a) + b[0] + g[0] + f"{y % 100:02d}{m:02d}{d:02d}"
        base += self.alnum(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        return base + self.rfc_check(base)

    def rfc_moral(self, name: str) -> str:
        words = [
            w for w in self._plain_words(name) if w not in ("DE", "LA", "EL", "Y", "DEL", "LOS")
        ]
        ini = (words[0][0] + words[1][0] + words[2][0]) if len(words) >= 3 else (words[0][:3])
        y, m, d = self.r.randint(1985, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        base = (
            ini[:3]
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.alnum(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        )
        return base + self.rfc_check(base)

    def _plain_words(self, s: str) -> list[str]:
        s = unicodedata.normalize("NFD", s.upper())
        s = "".join(c for c in s if (c.isascii() and (c.isalpha() or c == " ")))
        return s.split()

    @staticmethod
    def luhn_digit(body: str) -> str:
        total = 0
        for i, ch in enumerate(reversed(body)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        return str((10 - total % 10) % 10)

    def nss(self) -> str:
        sub = f"{self.r.randint(1, 99):02d}"
        alta = (
            f"{self.r.randint(75, 99):02d}"
            if self.r.random() < 0.6
            else f"{self.r.randint(0, 23):02d}"
        )
        nac = f"{self.r.randint(55, 99):02d}"
        body = sub + alta + nac + self.digits(4)
        return body + self.luhn_digit(body)

    def clabe(self, bank: str | None = None) -> str:
        bank = bank or self.choice(["002", "012", "014", "021", "072", "127", "137", "044", "058"])
        body = (
            bank + self.choice(["180", "320", "650", "580", "010", "225", "744"]) + self.digits(11)
        )
        w = [3, 7, 1] * 6
        total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
        return body + str((10 - total % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.choice(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            body = "4" + self.choice(["152", "915", "766", "213", "000"]) + self.digits(11)
        elif brand == "mc":
            body = str(self.r.randint(51, 55)) + self.digits(13)
        elif brand == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            body = self.choice(["34", "37"]) + self.digits(12)
        return body + self.luhn_digit(body)

    def clave_elector(self, p: dict[str, str] | None = None, state: str | None = None) -> str:
        p = p or self.person()
        a, b, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])
        y, m, d = self.birth()
        state = state or self.choice(list(STATES))

        def cv(s: str) -> str:
            return s[0] + (
                self._first_inner_cons(s) if s[0] in VOWELS else self._first_inner_vowel(s)
            )

        return (
            cv(a)
            + cv(b)
            + cv(g)
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + STATES[state][2]
            + p["sex"]
            + self.digits(3)
        )

    # ------------------------------------------------------------ foreign ids
    def cpf(self) -> str:
        n = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(v * (k - i) for i, v in enumerate(n))
            d = (s * 10) % 11
            n.append(0 if d == 10 else d)
        s = "".join(map(str, n))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def rut(self) -> str:
        num = self.r.randint(8_000_000, 24_999_999)
        s, f = 0, 2
        for ch in reversed(str(num)):
            s += int(ch) * f
            f = 2 if f == 7 else f + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        t = f"{num:,}".replace(",", ".")
        return f"{t}-{dvs}"

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        pre = self.choice(["20", "27"])
        dni = f"{self.r.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * w[i] for i, c in enumerate(body))
        v = 11 - s % 11
        if v == 11:
            v = 0
        if v == 10:
            return self.cuil()
        return f"{pre}-{dni}-{v}"

    def ssn(self) -> str:
        a = self.r.randint(100, 665)
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    # ------------------------------------------------------------ phones
    def mx_phone(self, state: str | None = None) -> tuple[str, str]:
        """(area, subscriber) of a valid-looking Mexican number."""
        state = state or self.choice(list(AREA))
        area = AREA[state]
        sub = str(self.r.randint(2, 9)) + self.digits(9 - len(area))
        return area, sub

    def fmt_phone(self, area: str, sub: str, style: str) -> str:
        n = area + sub
        if len(area) == 2:
            a4, b4 = sub[:4], sub[4:]
            spaced = f"{area} {a4} {b4}"
            paren = f"({area}) {a4}-{b4}"
            dotted = f"{area}.{a4}.{b4}"
            dashed = f"{area}-{a4}-{b4}"
        else:
            a3, b4 = sub[:3], sub[3:]
            spaced = f"{area} {a3} {b4}"
            paren = f"({area}) {a3}-{b4}"
            dotted = f"{area}.{a3}.{b4}"
            dashed = f"{area}-{a3}-{b4}"
        return {
            "intl": f"+52 {spaced}",
            "intl1": f"+52 1 {spaced}",
            "044": f"044 {spaced}",
            "045": f"045 {spaced}",
            "paren": paren,
            "dotted": dotted,
            "dashed": dashed,
            "spaced": spaced,
            "bare": n,
            "e164": f"+52{n}",
            "intlparen": f"+52 {paren.replace('-', ' ')}",
        }[style]

    # ------------------------------------------------------------ e-mail
    def email_local(self, p: dict[str, str], accents: bool = False) -> str:
        g = p["given"].lower()
        s = p["s1"].lower()
        if not accents:
            g = self._plain(g).lower()
            s = self._plain(s).lower()
        style = self.r.randint(0, 4)
        if style == 0:
            return f"{g}.{s}"
        if style == 1:
            return f"{g}{s}{self.r.randint(60, 99)}"
        if style == 2:
            return f"{g[0]}{s}{self.r.randint(1, 9)}"
        if style == 3:
            return f"{g}_{s}{self.r.randint(1980, 2004)}"
        return f"{s}.{g}{self.r.randint(10, 99)}"

    # ------------------------------------------------------------ secrets
    def b64(self, n: int) -> str:
        return base64.b64encode(bytes(self.r.randrange(256) for _ in range(n))).decode()

    def b64url(self, n: int) -> str:
        return (
            base64.urlsafe_b64encode(bytes(self.r.randrange(256) for _ in range(n)))
            .decode()
            .rstrip("=")
        )

    def jwt(self, payload: dict) -> str:
        import json

        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        p = (
            base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )
        return f"{h}.{p}.{self.b64url(32)}"

    def pem_body(self, nbytes: int) -> list[str]:
        s = self.b64(nbytes)
        return [s[i : i + 64] for i in range(0, len(s), 64)]
