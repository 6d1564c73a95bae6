# ruff: noqa: E501
"""Value makers for held-out corpus 67: every value is invented, drawn from a seeded RNG.

Names are random combinations of common given names and surnames; identifiers carry valid
check digits where they have one (CURP, RFC, NSS, CLABE, cards, DNI/NIE, CPF, RUT, SIN).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from typing import ClassVar

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Lucía",
    "Fernanda",
    "Sofía",
    "Valeria",
    "Daniela",
    "Ximena",
    "Andrea",
    "Karla",
    "Mónica",
    "Patricia",
    "Rosa",
    "Alejandra",
    "Verónica",
    "Gabriela",
    "Itzel",
    "Paola",
    "Regina",
    "Julieta",
    "Renata",
    "Leticia",
    "Beatriz",
    "Claudia",
    "Noemí",
]
GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Ricardo",
    "Fernando",
    "Eduardo",
    "Roberto",
    "Javier",
    "Arturo",
    "Raúl",
    "Sergio",
    "Héctor",
    "Emilio",
    "Diego",
    "Iván",
    "Mauricio",
    "Óscar",
    "Rodrigo",
    "Ramón",
    "Joaquín",
    "Andrés",
    "Tomás",
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
    "Rojas",
    "Salazar",
    "Ortega",
    "Núñez",
    "Delgado",
    "Cervantes",
    "Ibarra",
    "Fuentes",
    "Espinoza",
    "Cabrera",
    "Navarro",
]
STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "OC": "Oaxaca",
    "PL": "Puebla",
    "QT": "Querétaro",
    "QR": "Quintana Roo",
    "SP": "San Luis Potosí",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "ZS": "Zacatecas",
}
PLACES = [
    ("Guadalajara", "Jalisco", "44"),
    ("Zapopan", "Jalisco", "45"),
    ("Monterrey", "Nuevo León", "64"),
    ("San Nicolás de los Garza", "Nuevo León", "66"),
    ("Puebla", "Puebla", "72"),
    ("Querétaro", "Querétaro", "76"),
    ("Celaya", "Guanajuato", "38"),
    ("León", "Guanajuato", "37"),
    ("Mérida", "Yucatán", "97"),
    ("Oaxaca de Juárez", "Oaxaca", "68"),
    ("Morelia", "Michoacán", "58"),
    ("Toluca", "Estado de México", "50"),
    ("Naucalpan", "Estado de México", "53"),
    ("Coyoacán", "Ciudad de México", "04"),
    ("Iztapalapa", "Ciudad de México", "09"),
    ("Benito Juárez", "Ciudad de México", "03"),
    ("Cuauhtémoc", "Ciudad de México", "06"),
    ("Hermosillo", "Sonora", "83"),
    ("Chihuahua", "Chihuahua", "31"),
    ("Cancún", "Quintana Roo", "77"),
    ("Xalapa", "Veracruz", "91"),
    ("Aguascalientes", "Aguascalientes", "20"),
]
STREETS = [
    "Fresno",
    "Jacarandas",
    "Hidalgo",
    "Morelos",
    "Allende",
    "Aldama",
    "Niños Héroes",
    "Juárez",
    "Pino Suárez",
    "Las Palmas",
    "Cedros",
    "Girasoles",
    "Río Lerma",
    "Volcán Popocatépetl",
    "Emiliano Zapata",
    "Francisco Villa",
    "Los Olivos",
    "Sauce",
    "Azucenas",
    "Magnolias",
]
COLONIAS = [
    "Santa María la Ribera",
    "Del Valle",
    "Jardines del Bosque",
    "Las Águilas",
    "San Rafael",
    "Lomas de Santa Fe",
    "El Mirador",
    "Moderna",
    "Centro",
    "Residencial del Parque",
    "La Florida",
    "Providencia",
    "Americana",
    "Obrera",
    "San Pedro de los Pinos",
    "Arboledas",
]
AREAS2 = ["55", "33", "81"]
AREAS3 = [
    "222",
    "442",
    "461",
    "477",
    "614",
    "664",
    "998",
    "999",
    "228",
    "229",
    "311",
    "618",
    "656",
    "662",
    "667",
    "722",
    "744",
    "833",
    "844",
    "871",
    "951",
    "961",
    "981",
    "993",
    "449",
    "443",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "protonmail.com",
    "outlook.es",
    "yahoo.com",
]
COMPANIES = [
    ("Distribuidora Nopal del Bajío", "nopalbajio.com.mx"),
    ("Grupo Tepeyac Logística", "tepeyaclogistica.mx"),
    ("Servicios Integrales Cuauhtli", "cuauhtli.com.mx"),
    ("Ferretera La Huasteca", "ferrehuasteca.com"),
    ("Editorial Mezquite", "editorialmezquite.mx"),
    ("Clínica Dental Sonrisa Norte", "sonrisanorte.com.mx"),
    ("Constructora Río Bravo", "constructorariobravo.mx"),
    ("Textiles Jacaranda", "textilesjacaranda.com"),
    ("Agencia Viajes Sol de Yucatán", "soldeyucatan.travel"),
    ("Papelería El Tintero", "eltintero.com.mx"),
    ("Laboratorios Axolote", "labaxolote.mx"),
    ("Café Sierra Mixe", "cafesierramixe.com"),
]
AGENCIES = [
    ("Municipio de San Miguelito", "sanmiguelito.gob.mx"),
    ("Secretaría de Movilidad del Estado", "semovi-edo.gob.mx"),
    ("Instituto Estatal de Cultura", "iecultura.gob.mx"),
    ("Junta Municipal de Agua Potable", "jumapa-ejemplo.gob.mx"),
    ("Colegio de Bachilleres del Estado", "cobach-ejemplo.edu.mx"),
    ("Fundación Ceiba A.C.", "fundacionceiba.org.mx"),
]

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UPPER_DIGITS = string.ascii_uppercase + string.digits


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Values:
    def __init__(self, seed: int = 67) -> None:
        self.r = random.Random(seed)
        self.seen: set[str] = set()

    def uniq(self, fn, *a, **k):
        for _ in range(200):
            v = fn(*a, **k)
            if v not in self.seen:
                self.seen.add(v)
                return v
        raise RuntimeError("cannot make a new value")

    # ------------------------------------------------------------------ people
    def person(self) -> dict:
        r = self.r
        sex = r.choice("HM")
        given = r.choice(GIVEN_M if sex == "H" else GIVEN_F)
        p1, p2 = r.sample(SURNAMES, 2)
        year = r.randint(1958, 2006)
        month = r.randint(1, 12)
        day = r.randint(1, 28)
        state = r.choice(list(STATES))
        return {
            "given": given,
            "p1": p1,
            "p2": p2,
            "sex": sex,
            "y": year,
            "m": month,
            "d": day,
            "state": state,
            "name": f"{given} {p1} {p2}",
            "short": f"{given} {p1}",
        }

    def rs(self, chars: str, n: int) -> str:
        return "".join(self.r.choice(chars) for _ in range(n))

    # ------------------------------------------------------------------ CURP
    @staticmethod
    def _first_internal(word: str, vowels: bool) -> str:
        w = strip_accents(word).upper()
        for c in w[1:]:
            if (c in "AEIOU") == vowels and c.isalpha():
                return c
        return "X"

    def curp(self, p: dict) -> str:
        a1 = strip_accents(p["p1"]).upper()
        a2 = strip_accents(p["p2"]).upper()
        g = strip_accents(p["given"]).upper()
        head = a1[0] + self._first_internal(a1, True) + a2[0] + g[0]
        body = (
            head
            + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
            + p["sex"]
            + p["state"]
            + self._first_internal(a1, False)
            + self._first_internal(a2, False)
            + self._first_internal(g, False)
        )
        diff = str(self.r.randint(0, 9)) if p["y"] < 2000 else self.r.choice("ABCDEFGH")
        body += diff
        alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        s = sum(alpha.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    # ------------------------------------------------------------------ RFC
    RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ* Ñ"  # space = 37, Ñ = 38 (36 unused)

    def rfc_check(self, base12: str) -> str:
        s = base12.rjust(12)
        total = sum(self.RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
        rem = total % 11
        if rem == 0:
            return "0"
        d = 11 - rem
        return "A" if d == 10 else str(d)

    def rfc_fisica(self, p: dict) -> str:
        c = self.curp(p)[:10]
        homo = self.rs("123456789ABCDEFGHIJKLMNPQRSTUVWXYZ", 2)
        base = c + homo
        return base + self.rfc_check(base)

    def rfc_moral(self, company: str) -> str:
        words = [w for w in strip_accents(company).upper().split() if len(w) > 2]
        ini = "".join(w[0] for w in words)[:3].ljust(3, "X")
        base = (
            ini
            + f"{self.r.randint(0, 23):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
        )
        base += self.rs("123456789ABCDEFGHIJKLMNPQRSTUVWXYZ", 2)
        return base + self.rfc_check(base)

    # ------------------------------------------------------------------ NSS
    @staticmethod
    def luhn_digit(digits: str) -> str:
        total = 0
        for i, c in enumerate(reversed(digits)):
            d = int(c)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        return str((10 - total % 10) % 10)

    def nss(self, p: dict) -> str:
        reg = max(p["y"] + 18, 1980) % 100
        base = (
            f"{self.r.randint(1, 97):02d}{reg:02d}{p['y'] % 100:02d}{self.r.randint(0, 9999):04d}"
        )
        return base + self.luhn_digit(base)

    # ------------------------------------------------------------------ INE
    def ine(self, p: dict) -> str:
        def cons(w: str) -> str:
            w = strip_accents(w).upper()
            inner = self._first_internal(w, False)
            return w[0] + inner

        head = cons(p["p1"]) + cons(p["p2"]) + cons(p["given"])
        return (
            head
            + f"{p['y'] % 100:02d}{p['m']:02d}{p['d']:02d}"
            + f"{self.r.randint(1, 32):02d}"
            + p["sex"]
            + f"{self.r.randint(0, 999):03d}"
        )

    # ------------------------------------------------------------------ CLABE / cards
    BANKS: ClassVar[list[str]] = [
        "002",
        "012",
        "014",
        "021",
        "030",
        "036",
        "044",
        "058",
        "072",
        "127",
        "137",
        "646",
    ]

    def clabe(self) -> str:
        base = (
            self.r.choice(self.BANKS)
            + f"{self.r.randint(10, 999):03d}"
            + self.rs(string.digits, 11)
        )
        w = [3, 7, 1] * 6
        s = sum((int(c) * w[i]) % 10 for i, c in enumerate(base))
        return base + str((10 - s % 10) % 10)

    def card(self, brand: str) -> str:
        r = self.r
        if brand == "visa":
            base = "4" + self.rs(string.digits, 14)
        elif brand == "mc":
            base = str(r.randint(51, 55)) + self.rs(string.digits, 13)
        elif brand == "mc2":
            base = str(r.randint(2221, 2720)) + self.rs(string.digits, 11)
        else:
            base = r.choice(["34", "37"]) + self.rs(string.digits, 12)
        return base + self.luhn_digit(base)

    # ------------------------------------------------------------------ foreign ids
    def dni_es(self) -> str:
        n = self.r.randint(10000000, 99999999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def nie_es(self) -> str:
        pre = self.r.choice("XYZ")
        n = self.r.randint(1000000, 9999999)
        full = int(str("XYZ".index(pre)) + f"{n:07d}")
        return f"{pre}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[full % 23]}"

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(x * (k - i) for i, x in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def rut(self) -> str:
        n = self.r.randint(8000000, 24999999)
        s, m = 0, 2
        for c in reversed(str(n)):
            s += int(c) * m
            m = 2 if m == 7 else m + 1
        v = 11 - s % 11
        dv = "0" if v == 11 else "K" if v == 10 else str(v)
        t = f"{n:,}".replace(",", ".")
        return f"{t}-{dv}"

    def sin_ca(self) -> str:
        base = str(self.r.randint(1, 7)) + self.rs(string.digits, 7)
        d = base + self.luhn_digit(base)
        return f"{d[:3]} {d[3:6]} {d[6:]}"

    def ssn_us(self) -> str:
        a = self.r.randint(101, 665)
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def dni_ar(self) -> str:
        n = self.r.randint(20000000, 45999999)
        return f"{n:,}".replace(",", ".")

    # ------------------------------------------------------------------ passports
    def passport(self, country: str) -> str:
        r = self.r
        if country == "mx":
            return r.choice("GN") + self.rs(string.digits, 8)
        if country == "us":
            pre = r.choice(["", "A", "C"])
            return pre + self.rs(string.digits, 8 if pre else 9)
        if country == "es":
            return self.rs(string.ascii_uppercase, 3) + self.rs(string.digits, 6)
        if country == "br":
            return self.rs(string.ascii_uppercase, 2) + self.rs(string.digits, 6)
        if country == "ca":
            return self.rs(string.ascii_uppercase, 2) + self.rs(string.digits, 6)
        if country == "co":
            return "AV" + self.rs(string.digits, 7)
        return self.rs(string.ascii_uppercase, 1) + self.rs(string.digits, 7)

    # ------------------------------------------------------------------ phones
    def phone_parts(self) -> tuple[str, str]:
        import phonenumbers

        for _ in range(100):
            if self.r.random() < 0.45:
                area = self.r.choice(AREAS2)
                sub = str(self.r.randint(2, 9)) + self.rs(string.digits, 7)
            else:
                area = self.r.choice(AREAS3)
                sub = str(self.r.randint(2, 9)) + self.rs(string.digits, 6)
            n = phonenumbers.parse("+52" + area + sub)
            if phonenumbers.is_valid_number(n) and (area + sub) not in self.seen:
                self.seen.add(area + sub)
                return area, sub
        raise RuntimeError("no valid phone")

    @staticmethod
    def fmt_phone(area: str, sub: str, style: str) -> str:
        if len(area) == 2:
            a, b = sub[:4], sub[4:]
        else:
            a, b = sub[:3], sub[3:]
        full = area + sub
        return {
            "intl": f"+52 {area} {a} {b}",
            "intl1": f"+52 1 {area} {a} {b}",
            "044": f"044 {area} {a} {b}",
            "045": f"045 {area} {a} {b}",
            "paren": f"({area}) {a}-{b}",
            "dots": f"{area}.{a}.{b}",
            "hyph": f"{area}-{a}-{b}",
            "compact": f"+52{full}",
            "intlparen": f"+52 ({area}) {a} {b}",
            "bare": full,
            "spaced": f"{area} {a} {b}",
            "intlhyph": f"+52-{area}-{a}-{b}",
            "pairs": f"{area} {sub[:2]} {sub[2:4]} {sub[4:6]} {sub[6:]}"
            if len(area) == 2
            else f"{area} {sub[:3]} {sub[3:5]} {sub[5:]}",
            "tel": f"tel:+52{full}",
            "wa": f"https://wa.me/521{full}",
            "wa2": f"https://api.whatsapp.com/send?phone=52{full}",
            "wa3": f"wa.me/52{full}",
        }[style]

    # ------------------------------------------------------------------ e-mails
    def email_local(self, p: dict, style: str) -> str:
        g = p["given"].lower()
        s1 = p["p1"].lower()
        s2 = p["p2"].lower()
        n = self.r.randint(1, 99)
        yy = p["y"] % 100
        plain = {
            "dot": f"{strip_accents(g)}.{strip_accents(s1)}",
            "initial": f"{strip_accents(g)[0]}{strip_accents(s1)}{yy:02d}",
            "under": f"{strip_accents(g)}_{strip_accents(s1)[:4]}{n}",
            "accent": f"{g}.{s1}",
            "accent2": f"{g}{s2}",
            "upper": f"{strip_accents(g)}.{strip_accents(s2)}".upper(),
            "hyph": f"{strip_accents(g)}-{strip_accents(s1)}-{strip_accents(s2)}",
            "num": f"{strip_accents(s1)}{strip_accents(g)[:3]}{p['y']}",
        }[style]
        return plain.replace(" ", "")

    def domain(self) -> str:
        return self.r.choice(FREEMAIL)

    # ------------------------------------------------------------------ secrets
    def key(self, provider: str) -> str:
        r, rs = self.r, self.rs
        up = string.ascii_uppercase
        table = {
            "tavily": lambda: "tvly-" + rs(ALNUM, 32),
            "tavily-dev": lambda: "tvly-dev-" + rs(ALNUM, 32),
            "brave": lambda: "BSA" + rs(ALNUM, 27),
            "serpapi": lambda: rs(HEX, 64),
            "serper": lambda: rs(HEX, 40),
            "firecrawl": lambda: "fc-" + rs(HEX, 32),
            "jina": lambda: "jina_" + rs(HEX, 32) + rs(ALNUM, 28),
            "perplexity": lambda: "pplx-" + rs(ALNUM, 48),
            "openai": lambda: (
                "sk-proj-" + rs(ALNUM + "-_", 120) + "T3BlbkFJ" + rs(ALNUM + "-_", 40)
            ),
            "openai-old": lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
            "anthropic": lambda: "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA",
            "openrouter": lambda: "sk-or-v1-" + rs(HEX, 64),
            "groq": lambda: "gsk_" + rs(ALNUM, 52),
            "google": lambda: "AIza" + rs(ALNUM + "-_", 35),
            "hf": lambda: "hf_" + rs(ALNUM, 34),
            "xai": lambda: "xai-" + rs(ALNUM, 80),
            "exa": lambda: f"{rs(HEX, 8)}-{rs(HEX, 4)}-4{rs(HEX, 3)}-a{rs(HEX, 3)}-{rs(HEX, 12)}",
            "mistral": lambda: rs(ALNUM, 32),
            "cohere": lambda: rs(ALNUM, 40),
            "deepseek": lambda: "sk-" + rs(HEX, 32),
            "replicate": lambda: "r8_" + rs(ALNUM, 37),
            "stripe": lambda: "sk_live_51" + rs(ALNUM, 97),
            "stripe-rk": lambda: "rk_live_51" + rs(ALNUM, 97),
            "github": lambda: "ghp_" + rs(ALNUM, 36),
            "github-pat": lambda: (
                "github_pat_11" + rs(up + string.digits, 20) + "_" + rs(ALNUM, 59)
            ),
            "gitlab": lambda: "glpat-" + rs(ALNUM + "-_", 20),
            "slack-bot": lambda: (
                f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{rs(ALNUM, 24)}"
            ),
            "sendgrid": lambda: "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43),
            "mailgun": lambda: "key-" + rs(HEX, 32),
            "mailchimp": lambda: rs(HEX, 32) + "-us" + str(r.randint(2, 21)),
            "twilio": lambda: "SK" + rs(HEX, 32),
            "resend": lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24),
            "postmark": lambda: (
                f"{rs(HEX, 8)}-{rs(HEX, 4)}-{rs(HEX, 4)}-{rs(HEX, 4)}-{rs(HEX, 12)}"
            ),
            "npm": lambda: "npm_" + rs(ALNUM, 36),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(ALNUM + "-_", 60),
            "digitalocean": lambda: "dop_v1_" + rs(HEX, 64),
            "shopify": lambda: "shpat_" + rs(HEX, 32),
            "mercadopago": lambda: (
                f"APP_USR-{r.randint(10**15, 10**16)}-{r.randint(100000, 999999)}-{rs(HEX, 32)}-{r.randint(10**8, 10**9)}"
            ),
            "conekta": lambda: "key_" + rs(ALNUM, 27),
            "linear": lambda: "lin_api_" + rs(ALNUM, 40),
            "notion": lambda: "ntn_" + rs(string.digits, 11) + rs(ALNUM, 35),
            "telegram": lambda: f"{r.randint(10**9, 7 * 10**9)}:AA{rs(ALNUM + '-_', 33)}",
            "datadog": lambda: rs(HEX, 32),
            "cloudflare": lambda: rs(ALNUM + "-_", 40),
            "azure-openai": lambda: rs(HEX, 32),
            "voyage": lambda: "pa-" + rs(ALNUM + "-_", 43),
            "together": lambda: rs(HEX, 64),
            "fireworks": lambda: "fw_" + rs(ALNUM, 24),
            "cerebras": lambda: "csk-" + rs(string.ascii_lowercase + string.digits, 48),
        }
        return self.uniq(table[provider])

    def aws_pair(self) -> tuple[str, str]:
        return (
            self.uniq(lambda: "AKIA" + self.rs(string.ascii_uppercase + "234567", 16)),
            self.uniq(lambda: self.rs(ALNUM + "+/", 40)),
        )

    def opaque(self, n: int = 40) -> str:
        return self.uniq(lambda: self.rs(ALNUM, n))

    def b64url(self, raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def jwt(self, sub: str) -> str:
        h = self.b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        now = self.r.randint(1_700_000_000, 1_760_000_000)
        payload = {"sub": sub, "iat": now, "exp": now + 3600, "scope": "search:read"}
        pl = self.b64url(json.dumps(payload, separators=(",", ":")).encode())
        sig = self.b64url(hashlib.sha256(self.rs(ALNUM, 30).encode()).digest())
        return f"{h}.{pl}.{sig}"

    def pem_body(self, nlines: int = 6) -> list[str]:
        first = "MII" + self.rs(ALNUM + "+/", 61)
        return (
            [first]
            + [self.rs(ALNUM + "+/", 64) for _ in range(nlines - 1)]
            + [self.rs(ALNUM + "+/", 20) + "=="]
        )

    # ------------------------------------------------------------------ keepers
    def uuid4(self) -> str:
        h = self.rs(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.r.choice('89ab')}{h[17:20]}-{h[20:]}"

    def sha(self, n: int = 40) -> str:
        return self.uniq(lambda: self.rs(HEX, n))

    def isbn13(self) -> str:
        base = "978" + self.r.choice(["607", "970", "968"]) + self.rs(string.digits, 6)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
        d = (10 - s % 10) % 10
        return f"{base[:3]}-{base[3:6]}-{base[6:9]}-{base[9:12]}-{d}"

    def issn(self) -> str:
        base = self.rs(string.digits, 7)
        s = sum(int(c) * (8 - i) for i, c in enumerate(base))
        d = (11 - s % 11) % 11
        return f"{base[:4]}-{base[4:]}{'X' if d == 10 else d}"

    def ean13(self) -> str:
        base = "750" + self.rs(string.digits, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
        return base + str((10 - s % 10) % 10)

    def office_phone(self, style: str) -> str:
        area, sub = self.phone_parts()
        return self.fmt_phone(area, sub, style)

    def tollfree(self) -> tuple[str, str]:
        sub = str(self.r.randint(2, 9)) + self.rs(string.digits, 6)
        return "800", sub
