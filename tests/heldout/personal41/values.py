"""Value makers: invented identifiers with valid check digits, names, phones, keys."""

from __future__ import annotations

import base64
import random
import string

GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Miguel",
    "Jorge",
    "Alejandro",
    "Fernando",
    "Ricardo",
    "Eduardo",
    "Francisco",
    "Roberto",
    "Héctor",
    "Raúl",
    "Sergio",
    "Arturo",
    "Óscar",
    "Iván",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Verónica",
    "Mónica",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Leticia",
    "Rocío",
    "Itzel",
    "Brenda",
]
SURN = [
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
    "Castillo",
    "Romero",
    "Silva",
]
STATES = {
    "DF": "Ciudad de México",
    "JC": "Jalisco",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "GT": "Guanajuato",
    "YN": "Yucatán",
    "MC": "Estado de México",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "VZ": "Veracruz",
    "OC": "Oaxaca",
}
MUNIS = [
    ("Coyoacán", "Ciudad de México"),
    ("Zapopan", "Jalisco"),
    ("San Nicolás de los Garza", "Nuevo León"),
    ("Puebla", "Puebla"),
    ("Corregidora", "Querétaro"),
    ("Celaya", "Guanajuato"),
    ("Mérida", "Yucatán"),
    ("Naucalpan de Juárez", "Estado de México"),
    ("Tijuana", "Baja California"),
    ("Chihuahua", "Chihuahua"),
    ("Xalapa", "Veracruz"),
    ("Oaxaca de Juárez", "Oaxaca"),
    ("Tlalpan", "Ciudad de México"),
    ("Tlaquepaque", "Jalisco"),
    ("León", "Guanajuato"),
]
COLS = [
    "Del Valle",
    "Las Águilas",
    "Jardines del Bosque",
    "Santa Cruz",
    "Lomas de San Juan",
    "Centro",
    "Moderna",
    "Residencial Los Pinos",
    "El Mirador",
    "San Rafael",
    "Arboledas",
    "La Florida",
]
STREETS = [
    "Calle Pino Suárez",
    "Av. Hidalgo",
    "Privada Los Olivos",
    "Calle Morelos",
    "Cerrada de Álamos",
    "Calle Miguel Negrete",
    "Av. Revolución",
    "Calle 5 de Mayo",
    "Andador Jacarandas",
    "Calle Río Lerma",
    "Calz. de las Flores",
    "Calle Tulipanes",
]
AREAS = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "614",
    "664",
    "998",
    "999",
    "951",
    "228",
    "449",
]
FREE = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "hotmail.es",
    "protonmail.com",
]
ALNUM = string.ascii_letters + string.digits
# RENAPO/SAT "palabras inconvenientes": the second letter becomes X.
BAD_WORDS = set(
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


def _clean4(w: str) -> str:
    return w[0] + "X" + w[2:] if w in BAD_WORDS else w


class V:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ names
    def person(self) -> tuple[str, str, str, str]:
        """(given, surname1, surname2, sex)"""
        sex = self.r.choice("HM")
        g = self.r.choice(GIVEN_M if sex == "H" else GIVEN_F)
        a, b = self.r.sample(SURN, 2)
        return g, a, b, sex

    def name(self) -> str:
        g, a, b, _ = self.person()
        return f"{g} {a} {b}" if self.r.random() < 0.6 else f"{g} {a}"

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def tok(self, n: int, alphabet: str = ALNUM) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.tok(n, "0123456789abcdef")

    # ------------------------------------------------------------------ Mexican ids
    @staticmethod
    def _plain(s: str) -> str:
        return s.translate(str.maketrans("ÁÉÍÓÚÜáéíóúü", "AEIOUUaeiouu")).upper()

    def _date6(self, y0: int = 1955, y1: int = 2006) -> tuple[int, int, int]:
        return self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(1, 28)

    def curp(self) -> str:
        g, a, b, sex = self.person()
        g, a, b = self._plain(g), self._plain(a), self._plain(b)
        vow = next((c for c in a[1:] if c in "AEIOU"), "X")
        y, m, d = self._date6()
        cons = lambda w: next((c for c in w[1:] if c not in "AEIOU"), "X")  # noqa: E731
        st = self.r.choice(list(STATES))
        diff = str(self.r.randint(0, 9)) if y < 2000 else self.r.choice("ABCDEFGH")
        body = f"{_clean4(a[0] + vow + b[0] + g[0])}{y % 100:02d}{m:02d}{d:02d}{sex}{st}{cons(a)}{cons(b)}{cons(g)}{diff}"  # noqa: E501
        dic = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        s = sum(dic.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    @staticmethod
    def rfc_check(body12: str) -> str:
        dic = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
        s = sum(dic.index(c) * (13 - i) for i, c in enumerate(body12))
        r = 11 - s % 11
        return "0" if r == 11 else "A" if r == 10 else str(r)

    def rfc_fisica(self) -> str:
        g, a, b, _ = self.person()
        g, a, b = self._plain(g), self._plain(a), self._plain(b)
        vow = next((c for c in a[1:] if c in "AEIOU"), "X")
        y, m, d = self._date6()
        hc = self.tok(1, "ABCDEFGHJKLMNPRSTUV123456789") + self.tok(
            1, "ABCDEFGHJKLMNPRSTUVWXYZ123456789"
        )
        body = f"{_clean4(a[0] + vow + b[0] + g[0])}{y % 100:02d}{m:02d}{d:02d}{hc}"
        return body + self.rfc_check(body)

    def rfc_moral(self) -> str:
        body = (
            self.tok(3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
            + f"{self.r.randint(0, 23):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
            + self.tok(1, "ABCDEFGHJKLMNPRSTUV123456789")
            + self.tok(1, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        )
        return body + self.rfc_check(" " + body)

    @staticmethod
    def luhn_digit(body: str) -> str:
        s = 0
        for i, c in enumerate(reversed(body)):
            d = int(c)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        return str((10 - s % 10) % 10)

    def nss(self) -> str:
        sub = self.r.choice(["01", "11", "12", "31", "43", "52", "62", "73", "92"])
        y = (
            f"{self.r.randint(70, 99):02d}"
            if self.r.random() < 0.6
            else f"{self.r.randint(0, 15):02d}"
        )
        b = f"{self.r.randint(1950, 2000) % 100:02d}"
        body = sub + y + b + self.digits(4)
        return body + self.luhn_digit(body)

    def ine(self) -> str:
        g, a, b, sex = self.person()
        g, a, b = self._plain(g), self._plain(a), self._plain(b)
        y, m, d = self._date6()
        st = f"{self.r.randint(1, 32):02d}"
        return (
            f"{a[:2]}{b[:2]}{g[:2]}"[:6].ljust(6, "X")
            + f"{y % 100:02d}{m:02d}{d:02d}{st}{sex}{self.r.randint(100, 999)}"
        )

    def clabe(self, bank: str | None = None) -> str:
        bank = bank or self.r.choice(
            ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"]
        )
        body = bank + f"{self.r.randint(10, 999):03d}" + self.digits(11)
        w = [3, 7, 1] * 6
        s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.r.choice(["visa", "mc", "mc2", "amex"])
        if brand == "amex":
            body = self.r.choice(["34", "37"]) + self.digits(12)
        elif brand == "mc":
            body = str(self.r.randint(51, 55)) + self.digits(13)
        elif brand == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            body = "4" + self.digits(14)
        return body + self.luhn_digit(body)

    def passport_mx(self) -> str:
        return self.r.choice("GN") + self.digits(8)

    # ------------------------------------------------------------------ foreign ids
    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for n in (10, 11):
            s = sum(x * (n - i) for i, x in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_000_000)
        s, m = 0, 2
        for c in reversed(str(n)):
            s += int(c) * m
            m = 2 if m == 7 else m + 1
        dv = 11 - s % 11
        dv_s = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        t = f"{n:,}".replace(",", ".")
        return f"{t}-{dv_s}"

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        pre = self.r.choice(["20", "27"])
        dni = f"{self.r.randint(20_000_000, 45_000_000)}"
        body = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
        if r == 10:
            return self.cuil()
        r = 0 if r == 11 else r
        return f"{pre}-{dni}-{r}"

    def dni_ar(self) -> str:
        n = self.r.randint(20_000_000, 45_000_000)
        return f"{n:,}".replace(",", ".")

    def ssn(self) -> str:
        a = self.r.choice([x for x in range(101, 899) if x != 666])
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    # ------------------------------------------------------------------ contact
    def mobile10(self) -> str:
        a = self.r.choice(AREAS)
        return a + str(self.r.randint(2, 9)) + self.digits(9 - len(a))

    def phone_forms(self, n10: str) -> list[str]:
        a = 2 if n10[:2] in ("55", "33", "81") else 3
        ar, rest = n10[:a], n10[a:]
        r1, r2 = rest[: len(rest) - 4], rest[-4:]
        return [
            f"+52 {ar} {r1} {r2}",
            f"+52 1 {ar} {r1} {r2}",
            f"044 {ar} {r1} {r2}",
            f"045 {ar} {r1}{r2}",
            f"({ar}) {r1}-{r2}",
            f"{ar}.{r1}.{r2}",
            f"{ar}-{r1}-{r2}",
            f"+52{n10}",
            f"+52 ({ar}) {r1} {r2}",
            f"{ar} {r1} {r2}",
            f"+521{n10}",
            f"52 {ar} {r1} {r2}",
        ]

    def email_local(self, accent: bool = False) -> tuple[str, str]:
        g, a, _b, _ = self.person()
        name = f"{g} {a}"
        if not accent:
            g, a = self._plain(g).lower(), self._plain(a).lower()
        else:
            g, a = g.lower(), a.lower()
        style = self.r.randint(0, 4)
        local = [
            f"{g}.{a}",
            f"{g}{a[:1]}{self.r.randint(70, 99)}",
            f"{g}_{a}{self.r.randint(1, 999)}",
            f"{a}.{g}{self.r.randint(1, 30)}",
            f"{g[:1]}{a}{self.r.randint(80, 2005)}",
        ][style]
        return name, local

    def free_domain(self) -> str:
        return self.r.choice(FREE)

    def address(self) -> tuple[str, str]:
        muni, est = self.r.choice(MUNIS)
        st = self.r.choice(STREETS)
        num = self.r.randint(3, 2890)
        intn = self.r.choice(
            [
                "",
                f", int. {self.r.randint(1, 12)}",
                f" Int. {self.r.choice('ABCD')}",
                f", depto. {self.r.randint(101, 504)}",
            ]
        )
        col = self.r.choice(COLS)
        cp = f"{self.r.randint(1000, 97999):05d}"
        sep = self.r.choice(["#", "núm. ", "No. ", ""])
        return f"{st} {sep}{num}{intn}, Col. {col}, C.P. {cp}, {muni}, {est}", cp

    def b64(self, raw: bytes) -> str:
        return base64.b64encode(raw).decode()

    def b64url(self, raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
