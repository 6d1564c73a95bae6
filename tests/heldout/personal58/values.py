"""Value makers for corpus 58: invented identifiers with valid check digits, names, phones.

Everything is drawn from a ``random.Random`` passed in; nothing here is a real person's data.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import string
import uuid

GIVEN_F = [
    "María",
    "Guadalupe",
    "Juana",
    "Margarita",
    "Verónica",
    "Leticia",
    "Rosa",
    "Patricia",
    "Alejandra",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Mónica",
    "Sofía",
    "Fernanda",
    "Daniela",
    "Lucía",
    "Ximena",
    "Valeria",
    "Andrea",
    "Itzel",
    "Paola",
    "Karla",
    "Elena",
    "Beatriz",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jesús",
    "Miguel",
    "Francisco",
    "Alejandro",
    "Jorge",
    "Pedro",
    "Ricardo",
    "Fernando",
    "Javier",
    "Raúl",
    "Manuel",
    "Arturo",
    "Eduardo",
    "Roberto",
    "Sergio",
    "Héctor",
    "Diego",
    "Emiliano",
    "Santiago",
    "Iván",
    "Óscar",
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
    "Ibarra",
    "Navarro",
    "Cervantes",
    "Zúñiga",
    "Ochoa",
    "Rosales",
    "Lara",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Ashley",
    "Matthew",
    "Laura",
    "Kevin",
    "Rachel",
    "Brian",
]
SURN_EN = [
    "Miller",
    "Johnson",
    "Walker",
    "Thompson",
    "Carter",
    "Brooks",
    "Parker",
    "Hughes",
    "Bennett",
    "Foster",
    "Sullivan",
    "Howard",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Rafael",
    "Camila",
    "Thiago",
    "Larissa",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Ferreira",
    "Almeida",
    "Carvalho",
    "Ribeiro",
]

STATES = [
    ("Ciudad de México", "DF", "09"),
    ("Jalisco", "JC", "14"),
    ("Nuevo León", "NL", "19"),
    ("Puebla", "PL", "21"),
    ("Guanajuato", "GT", "11"),
    ("Querétaro", "QT", "22"),
    ("Estado de México", "MC", "15"),
    ("Yucatán", "YN", "31"),
    ("Veracruz", "VZ", "30"),
    ("Michoacán", "MN", "16"),
    ("Sonora", "SR", "26"),
    ("Oaxaca", "OC", "20"),
]
CITIES = {
    "Ciudad de México": ["Coyoacán", "Iztapalapa", "Benito Juárez", "Tlalpan", "Azcapotzalco"],
    "Jalisco": ["Zapopan", "Guadalajara", "Tlaquepaque", "Tonalá"],
    "Nuevo León": ["Monterrey", "Guadalupe", "San Nicolás de los Garza", "Apodaca"],
    "Puebla": ["Puebla", "Cholula", "Atlixco"],
    "Guanajuato": ["León", "Celaya", "Irapuato"],
    "Querétaro": ["Querétaro", "Corregidora", "El Marqués"],
    "Estado de México": ["Naucalpan", "Ecatepec", "Toluca", "Nezahualcóyotl"],
    "Yucatán": ["Mérida", "Kanasín", "Progreso"],
    "Veracruz": ["Xalapa", "Veracruz", "Boca del Río"],
    "Michoacán": ["Morelia", "Uruapan"],
    "Sonora": ["Hermosillo", "Cajeme"],
    "Oaxaca": ["Oaxaca de Juárez", "Santa Lucía del Camino"],
}
STREETS = [
    "Hidalgo",
    "Morelos",
    "Benito Juárez",
    "Allende",
    "Aldama",
    "Independencia",
    "Reforma",
    "Zaragoza",
    "Guerrero",
    "Las Flores",
    "Los Pinos",
    "Fresno",
    "Jacarandas",
    "Cedros",
    "Emiliano Zapata",
    "Vicente Guerrero",
    "Niños Héroes",
    "5 de Mayo",
    "Álamos",
    "Orquídea",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Santa María",
    "San Miguel",
    "Las Águilas",
    "Jardines del Sur",
    "Lomas de San Agustín",
    "El Rosario",
    "La Joya",
    "Villa de las Flores",
    "Obrera",
    "Moderna",
    "Industrial",
    "Los Olivos",
    "San Pedro",
    "Bosques del Valle",
]
MOBILE_AREAS = [
    "55",
    "56",
    "33",
    "81",
    "222",
    "442",
    "477",
    "461",
    "999",
    "664",
    "998",
    "614",
    "443",
    "871",
    "229",
    "951",
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
MONTHS = [
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
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "gmail.com",
    "hotmail.com",
    "protonmail.com",
]
COMPANIES = [
    ("Comercializadora Nopal", "comercializadoranopal.mx", "CNO"),
    ("Servicios Integrales del Bajío", "sibajio.com.mx", "SIB"),
    ("Distribuidora Altamira", "altamira.com.mx", "DAL"),
    ("Grupo Ferretero Morelos", "gfmorelos.mx", "GFM"),
    ("Tecnologías Quetzal", "quetzaltec.mx", "TQU"),
    ("Laboratorios Clínicos Azteca", "labazteca.com.mx", "LCA"),
    ("Editorial Pirámide", "editorialpiramide.mx", "EPI"),
    ("Transportes del Norte Regio", "tnregio.com", "TNR"),
    ("Hotel Casa Jacaranda", "casajacaranda.mx", "HCJ"),
    ("Mueblería La Económica", "laeconomica.com.mx", "MEC"),
    ("Clínica Dental Sonrisa", "sonrisadental.mx", "CDS"),
    ("Colegio Vasco de Quiroga", "colegiovq.edu.mx", "CVQ"),
]


def strip_accents(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUNaeiouun")
    return s.translate(tr)


class V:
    """All value makers, around one Random."""

    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    # ------------------------------------------------------------------ people
    def person(self, lang: str = "es", sex: str | None = None) -> dict:
        r = self.r
        if lang == "en":
            g, s1, s2 = r.choice(GIVEN_EN), r.choice(SURN_EN), ""
            sex = sex or r.choice("HM")
        elif lang == "pt":
            g, s1, s2 = r.choice(GIVEN_PT), r.choice(SURN_PT), r.choice(SURN_PT)
            sex = sex or r.choice("HM")
        else:
            sex = sex or r.choice("HM")
            g = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
            s1, s2 = r.sample(SURNAMES, 2)
        y, m, d = r.randint(1958, 2006), r.randint(1, 12), r.randint(1, 28)
        st = r.choice(STATES)
        full = " ".join(x for x in (g, s1, s2) if x)
        return {
            "given": g,
            "s1": s1,
            "s2": s2,
            "full": full,
            "short": f"{g} {s1}",
            "sex": sex,
            "y": y,
            "m": m,
            "d": d,
            "state": st,
        }

    # ------------------------------------------------------------------ CURP / RFC
    CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"

    def _first_inner_vowel(self, s: str) -> str:
        for c in s[1:]:
            if c in "AEIOU":
                return c
        return "X"

    def _first_inner_cons(self, s: str) -> str:
        for c in s[1:]:
            if c.isalpha() and c not in "AEIOU":
                return c
        return "X"

    def curp(self, p: dict | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"]).upper()
        base = s1[0] + self._first_inner_vowel(s1) + s2[0] + g[0]
        if base in ("PUTO", "CACA", "PEDO", "MAMO", "BUEY", "CULO"):
            base = base[:3] + "X"
        body = base + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}" + p["sex"] + p["state"][1]
        body += self._first_inner_cons(s1) + self._first_inner_cons(s2) + self._first_inner_cons(g)
        body += "0" if p["y"] < 2000 else "A"
        tot = sum(self.CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"

    def _rfc_dv(self, s12: str) -> str:
        s = s12.rjust(12)
        tot = sum(self.RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
        rem = tot % 11
        dv = 0 if rem == 0 else 11 - rem
        return "A" if dv == 10 else str(dv)

    def _homoclave(self) -> str:
        al = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
        return self.r.choice(al) + self.r.choice(al)

    def rfc_pf(self, p: dict | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"]).upper()
        base = s1[0] + self._first_inner_vowel(s1) + s2[0] + g[0]
        s = base + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}" + self._homoclave()
        return s + self._rfc_dv(s)

    def rfc_pm(self, company: str) -> str:
        words = [
            w
            for w in strip_accents(company).upper().split()
            if w not in ("DE", "DEL", "LA", "LOS", "LAS", "Y", "EL")
        ]
        base = (
            words[0][0]
            + (words[1][0] if len(words) > 1 else "X")
            + (words[2][0] if len(words) > 2 else words[0][1])
        )
        y, m, d = self.r.randint(1985, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        s = base + f"{y % 100:02d}{m:02d}{d:02d}" + self._homoclave()
        return s + self._rfc_dv(s)

    # ------------------------------------------------------------------ numbers with check digits
    @staticmethod
    def luhn_digit(s: str) -> str:
        tot = 0
        for i, c in enumerate(reversed(s)):
            d = int(c)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            tot += d
        return str((10 - tot % 10) % 10)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def nss(self, p: dict | None = None) -> str:
        p = p or self.person()
        sub = f"{self.r.randint(1, 99):02d}"
        alta = f"{(p['y'] + self.r.randint(18, 25)) % 100:02d}"
        s = sub + alta + f"{p['y'] % 100:02d}" + self.digits(4)
        return s + self.luhn_digit(s)

    def clabe(self, bank: str | None = None) -> str:
        bank = bank or self.r.choice(
            ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137", "646"]
        )
        s = bank + self.r.choice(["180", "320", "580", "650", "010", "150"]) + self.digits(11)
        w = [3, 7, 1] * 6
        tot = sum((int(c) * w[i]) % 10 for i, c in enumerate(s))
        return s + str((10 - tot % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.r.choice(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            s = "4" + self.r.choice(["152", "213", "555", "766", "931"]) + self.digits(11)
        elif brand == "mc":
            s = str(self.r.randint(51, 55)) + self.digits(13)
        elif brand == "mc2":
            s = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            s = self.r.choice(["34", "37"]) + self.digits(12)
        return s + self.luhn_digit(s)

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        while len(set(d)) == 1:
            d = [self.r.randint(0, 9) for _ in range(9)]
        for n in (10, 11):
            tot = sum(x * w for x, w in zip(d, range(n, 1, -1), strict=False))
            r = tot * 10 % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        s, m = 0, 2
        for c in reversed(str(n)):
            s += int(c) * m
            m = 2 if m == 7 else m + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        return f"{n:,}".replace(",", ".") + "-" + dvs

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        while True:
            pre = self.r.choice(["20", "27", "23"])
            s = pre + str(self.r.randint(20_000_000, 45_999_999))
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            tot = sum(int(c) * w[i] for i, c in enumerate(s))
            dv = 11 - tot % 11
            if dv == 11:
                dv = 0
            if dv == 10:
                continue
            return f"{s[:2]}-{s[2:]}-{dv}"

    def dni_ar(self) -> str:
        return f"{self.r.randint(20, 45)}.{self.r.randint(100, 999)}.{self.r.randint(100, 999)}"

    def ssn(self) -> str:
        a = self.r.choice([x for x in range(100, 899) if x != 666])
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def ine_clave(self, p: dict | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"]).upper()
        cons = lambda w: w[0] + self._first_inner_cons(w)  # noqa: E731
        letters = cons(s1) + cons(s2) + cons(g)
        return (
            letters
            + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
            + p["state"][2]
            + p["sex"]
            + self.digits(3)
        )

    def passport(self, country: str = "MX") -> str:
        r = self.r
        if country == "MX":
            return r.choice("GN") + self.digits(8)
        if country == "US":
            return r.choice(["5", "6", "A"]) + self.digits(8)
        if country == "ES":
            return "".join(r.choice("ABCDEFGHJKLMNPRSTVXYZ") for _ in range(3)) + self.digits(6)
        if country == "BR":
            return "".join(r.choice("ABCFGHJKLMNPRSTVWXYZ") for _ in range(2)) + self.digits(6)
        if country == "AR":
            return "".join(r.choice("ABCDEFGHIJKLMNPRSTUVWXYZ") for _ in range(3)) + self.digits(6)
        return r.choice("ABCDEFGH") + self.digits(7)

    # ------------------------------------------------------------------ phones
    def mobile10(self) -> str:
        a = self.r.choice(MOBILE_AREAS)
        first = str(self.r.randint(1, 9))
        return a + first + self.digits(10 - len(a) - 1)

    def phone_fmt(self, n10: str, style: str) -> str:
        a = n10[:2] if n10[:2] in ("55", "56", "33", "81") else n10[:3]
        rest = n10[len(a) :]
        if len(a) == 2:
            x, y = rest[:4], rest[4:]
        else:
            x, y = rest[:3], rest[3:]
        return {
            "intl": f"+52 {a} {x} {y}",
            "intl1": f"+52 1 {a} {x} {y}",
            "paren": f"({a}) {x}-{y}",
            "dots": f"{a}.{x}.{y}",
            "dash": f"{a}-{x}-{y}",
            "compact": f"+52{n10}",
            "044": f"044 {a} {x} {y}",
            "045": f"045 {a} {x} {y}",
            "bare": n10,
            "intlparen": f"+52 ({a}) {x} {y}",
            "e164_1": f"+521{n10}",
            "spaced": f"{a} {x} {y}",
        }[style]

    # ------------------------------------------------------------------ e-mail
    def email(self, p: dict, style: str = "plain") -> str:
        g = p["given"].lower()
        s = p["s1"].lower()
        if style != "accent":
            g, s = strip_accents(g), strip_accents(s)
        g, s = g.replace(" ", ""), s.replace(" ", "")
        local = self.r.choice(
            [
                f"{g}.{s}",
                f"{g}{s}{self.r.randint(1, 99)}",
                f"{g[0]}{s}",
                f"{g}_{s}{self.r.randint(70, 99)}",
                f"{s}.{g}",
            ]
        )
        if style == "accent" and local == strip_accents(local):
            local = f"{p['given'].lower()}.{p['s1'].lower()}"
        dom = self.r.choice(FREEMAIL)
        e = f"{local}@{dom}"
        if style == "upper":
            e = e.upper()
        return e

    # ------------------------------------------------------------------ address
    def address(self, p: dict | None = None, style: int = 0) -> str:
        r = self.r
        st = (p or {}).get("state") or r.choice(STATES)
        city = r.choice(CITIES[st[0]])
        street = r.choice(STREETS)
        num = r.randint(3, 2890)
        col = r.choice(COLONIAS)
        cp = f"{r.randint(1000, 99999):05d}"
        kind = r.choice(["Calle", "Av.", "Privada", "Cerrada", "Calle", "Andador"])
        interior = r.choice(
            [
                "",
                f" int. {r.randint(1, 12)}",
                f" depto. {r.randint(101, 504)}",
                f" Int. {r.choice('ABCD')}",
            ]
        )
        forms = [
            f"{kind} {street} {num}{interior}, Col. {col}, C.P. {cp}, {city}, {st[0]}",
            f"{kind} {street} #{num}{interior}, Colonia {col}, {city}, {st[0]}, CP {cp}",
            f"{kind} {street} núm. {num}{interior}, Col. {col}, municipio de {city}, {st[0]}, C.P. {cp}",
            f"{street} No. {num}{interior}, Col. {col}, {city}, {st[1] if False else st[0]} {cp}",
        ]
        return forms[style % len(forms)]

    # ------------------------------------------------------------------ dates
    def date_es(self, p: dict, style: int) -> str:
        y, m, d = p["y"], p["m"], p["d"]
        return [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}",
            f"{d:02d}.{m:02d}.{y}",
        ][style % 5]

    def date_en(self, p: dict, style: int) -> str:
        y, m, d = p["y"], p["m"], p["d"]
        return [f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"][
            style % 3
        ]

    def date_pt(self, p: dict, style: int) -> str:
        y, m, d = p["y"], p["m"], p["d"]
        return [f"{d} de {MESES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"][style % 2]

    # ------------------------------------------------------------------ tokens
    def alnum(self, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.alnum(n, "0123456789abcdef")

    def b64url(self, nbytes: int) -> str:
        return (
            base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes)))
            .decode()
            .rstrip("=")
        )

    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def jwt(self, payload: dict) -> str:
        enc = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")  # noqa: E731
        h = enc(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        pl = enc(json.dumps(payload, separators=(",", ":")).encode())
        key = bytes(self.r.getrandbits(8) for _ in range(32))
        sig = enc(hmac.new(key, f"{h}.{pl}".encode(), hashlib.sha256).digest())
        return f"{h}.{pl}.{sig}"

    def pem_body(self, nbytes: int = 300) -> list[str]:
        raw = base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(nbytes))).decode()
        return [raw[i : i + 64] for i in range(0, len(raw), 64)]

    def sha256(self) -> str:
        return hashlib.sha256(str(self.r.random()).encode()).hexdigest()

    def isbn13(self) -> str:
        s = "978" + self.r.choice(["607", "970", "968", "84"]) + self.digits(12 - 3 - 3)
        s = s[:12]
        tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
        return s + str((10 - tot % 10) % 10)
