"""Value makers for held-out corpus 65: every datum is invented from a seeded RNG.

Names are random combinations of common given names and surnames; identifiers carry
valid check digits where their scheme has one (CURP, RFC, NSS, CLABE, cards, DNI, CPF,
RUT, ISBN, ISSN); keys only follow a provider's public shape.
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

GIVEN = [
    "María",
    "José",
    "Juan",
    "Guadalupe",
    "Luis",
    "Ana",
    "Carlos",
    "Fernanda",
    "Jorge",
    "Alejandra",
    "Miguel",
    "Verónica",
    "Ricardo",
    "Patricia",
    "Eduardo",
    "Rosa",
    "Óscar",
    "Daniela",
    "Javier",
    "Claudia",
    "Héctor",
    "Sofía",
    "Raúl",
    "Gabriela",
    "Andrés",
    "Lucía",
    "Sergio",
    "Mónica",
    "Arturo",
    "Elena",
    "Iván",
    "Paola",
    "Rubén",
    "Diana",
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
    "Álvarez",
    "Chávez",
    "Rivera",
    "Juárez",
    "Domínguez",
    "Núñez",
]
GIVEN_EN = ["Emily", "James", "Olivia", "Michael", "Sarah", "David", "Laura", "Kevin"]
SURN_EN = ["Johnson", "Miller", "Walker", "Harris", "Clark", "Lewis", "Turner", "Baker"]
GIVEN_PT = ["João", "Ana", "Pedro", "Mariana", "Rafael", "Beatriz", "Lucas", "Camila"]
SURN_PT = ["Silva", "Santos", "Oliveira", "Souza", "Ferreira", "Costa", "Almeida", "Lima"]

STATES = {
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CL": "Coahuila",
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
    "SP": "San Luis Potosí",
    "SR": "Sonora",
    "VZ": "Veracruz",
    "YN": "Yucatán",
}
MUNIS = {
    "AS": "Aguascalientes",
    "BC": "Tijuana",
    "CL": "Saltillo",
    "CH": "Ciudad Juárez",
    "DF": "Coyoacán",
    "GT": "León",
    "JC": "Zapopan",
    "MC": "Naucalpan de Juárez",
    "MN": "Morelia",
    "NL": "San Nicolás de los Garza",
    "OC": "Oaxaca de Juárez",
    "PL": "San Andrés Cholula",
    "QT": "Corregidora",
    "SP": "Soledad de Graciano Sánchez",
    "SR": "Hermosillo",
    "VZ": "Xalapa",
    "YN": "Mérida",
}
LADAS = {
    "DF": "55",
    "JC": "33",
    "NL": "81",
    "PL": "222",
    "QT": "442",
    "GT": "477",
    "YN": "999",
    "AS": "449",
    "SR": "662",
    "MN": "443",
    "VZ": "228",
    "CL": "844",
    "BC": "664",
    "CH": "656",
    "OC": "951",
    "SP": "444",
    "MC": "55",
}
STREETS = [
    "Calle Fresno",
    "Av. de los Maestros",
    "Privada Las Palmas",
    "Calle Jacarandas",
    "Av. Revolución",
    "Cerrada del Roble",
    "Calle 5 de Mayo",
    "Andador Tulipanes",
    "Privada San Gabriel",
    "Calle Río Lerma",
    "Av. Hidalgo",
    "Calle Nogal",
    "Calz. del Valle",
    "Calle Mariano Escobedo",
    "Privada Cedros",
    "Av. Las Torres",
]
COLONIAS = [
    "Col. Santa Fe",
    "Col. Jardines del Sur",
    "Col. Las Águilas",
    "Col. Centro",
    "Col. Del Valle",
    "Col. Lomas Verdes",
    "Col. El Mirador",
    "Col. San Rafael",
    "Col. Villa de las Flores",
    "Col. Arboledas",
    "Fracc. Los Olivos",
    "Col. Independencia",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "proton.me",
    "prodigy.net.mx",
]
COMPANIES = [
    ("Ferretería El Tornillo", "eltornillo.com.mx"),
    ("Abarrotes La Esperanza", "laesperanza.mx"),
    ("Grupo Textil Norteño", "textilnorteno.com"),
    ("Laboratorios Quíbel", "quibel.com.mx"),
    ("Distribuidora Anáhuac", "anahuacdistribuidora.mx"),
    ("Clínica Santa Mónica", "clinicasantamonica.mx"),
    ("Editorial Cauce", "editorialcauce.com.mx"),
    ("Transportes Sierra Alta", "sierraalta.mx"),
    ("Panificadora Doña Chela", "donachela.com.mx"),
    ("Constructora Ébano", "ebano.mx"),
]
GOV = [
    "imss.gob.mx",
    "sat.gob.mx",
    "cdmx.gob.mx",
    "profeco.gob.mx",
    "inegi.org.mx",
    "jalisco.gob.mx",
    "salud.gob.mx",
    "conagua.gob.mx",
]

CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def plain(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(tr)


class V:
    """All value makers, sharing one seeded RNG."""

    def __init__(self, seed: int = 65) -> None:
        self.r = random.Random(seed)

    # -------------------------------------------------------------- generic helpers
    def pick(self, seq):
        return self.r.choice(seq)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return self.s(string.digits, n)

    def name(self, lang: str = "es") -> tuple[str, str, str]:
        """(given, surname1, surname2); surname2 empty for en/pt."""
        if lang == "en":
            return self.pick(GIVEN_EN), self.pick(SURN_EN), ""
        if lang == "pt":
            return self.pick(GIVEN_PT), self.pick(SURN_PT), self.pick(SURN_PT)
        a, b = self.r.sample(SURN, 2)
        return self.pick(GIVEN), a, b

    def full(self, lang: str = "es") -> str:
        g, a, b = self.name(lang)
        return " ".join(x for x in (g, a, b) if x)

    def date(self, y0: int = 1958, y1: int = 2006) -> tuple[int, int, int]:
        return self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(1, 28)

    def company(self):
        return self.pick(COMPANIES)

    # -------------------------------------------------------------- Mexican ids
    def curp(self, given=None, s1=None, s2=None, ymd=None, sex=None, state=None) -> str:
        g, a, b = (given, s1, s2) if given else self.name()
        a, b, g = plain(a).upper(), plain(b).upper(), plain(g).upper()
        y, m, d = ymd or self.date()
        first_vowel = next((c for c in a[1:] if c in VOW), "X")
        head = a[0] + first_vowel + b[0] + g[0]
        state = state or self.pick(list(STATES))
        sex = sex or self.pick("HM")

        def inner_cons(w):
            return next((c for c in w[1:] if c in CONS), "X")

        body = head + f"{y % 100:02d}{m:02d}{d:02d}" + sex + state
        body += inner_cons(a) + inner_cons(b) + inner_cons(g)
        body += self.pick(string.digits) if y < 2000 else self.pick(UP)
        tot = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    @staticmethod
    def rfc_check(base12: str) -> str:
        tot = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(base12))
        dv = 11 - tot % 11
        return "0" if dv == 11 else "A" if dv == 10 else str(dv)

    def rfc_fisica(self) -> str:
        g, a, b = self.name()
        a, b, g = plain(a).upper(), plain(b).upper(), plain(g).upper()
        first_vowel = next((c for c in a[1:] if c in VOW), "X")
        y, m, d = self.date()
        base = a[0] + first_vowel + b[0] + g[0] + f"{y % 100:02d}{m:02d}{d:02d}"
        base += self.s(CONS[:12] + "123456789", 2)
        return base + self.rfc_check(base)

    def rfc_moral(self) -> str:
        y, m, d = self.date(1975, 2019)
        base = (
            self.s("BCDEFGHLMNPRST", 3)
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.s("ABCDEFGH123456789", 2)
        )
        return base + self.rfc_check(" " + base)[0]

    @staticmethod
    def luhn_digit(body: str) -> str:
        tot = 0
        for i, c in enumerate(reversed(body)):
            n = int(c)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            tot += n
        return str((10 - tot % 10) % 10)

    def nss(self) -> str:
        y = self.r.randint(1975, 2015)
        b = self.r.randint(max(1950, y - 40), y - 16)
        body = f"{self.r.randint(1, 97):02d}{y % 100:02d}{b % 100:02d}{self.digits(4)}"
        return body + self.luhn_digit(body)

    def ine(self) -> str:
        g, a, b = self.name()
        a, b, g = plain(a).upper(), plain(b).upper(), plain(g).upper()

        def two(w):
            return w[0] + next((c for c in w[1:] if c in CONS), "X")

        y, m, d = self.date()
        st = self.r.randint(1, 32)
        return (
            two(a)
            + two(b)
            + two(g)
            + f"{y % 100:02d}{m:02d}{d:02d}{st:02d}"
            + self.pick("HM")
            + self.digits(3)
        )

    def clabe(self) -> str:
        bank = self.pick(
            ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"]
        )
        body = bank + self.pick(["180", "320", "580", "650", "010", "150"]) + self.digits(11)
        w = [3, 7, 1] * 6
        tot = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.pick(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            body = "4" + self.digits(14)
        elif brand == "mc":
            body = "5" + str(self.r.randint(1, 5)) + self.digits(13)
        elif brand == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            body = self.pick(["34", "37"]) + self.digits(12)
        return body + self.luhn_digit(body)

    def passport(self, kind: str = "mx") -> str:
        if kind == "mx":
            return self.pick("GN") + self.digits(8)
        if kind == "us":
            return str(self.r.randint(5, 6)) + self.digits(8)
        if kind == "es":
            return self.s(UP, 3) + self.digits(6)
        if kind == "br":
            return self.s(UP, 2) + self.digits(6)
        if kind == "ca":
            return self.s(UP, 2) + self.digits(6)
        return self.s(UP, 1) + self.digits(8)

    # -------------------------------------------------------------- foreign ids
    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for k in (10, 11):
            s = sum(x * (k - i) for i, x in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        t = "".join(map(str, d))
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        s, m = 0, 2
        for c in reversed(str(n)):
            s += int(c) * m
            m = 2 if m == 7 else m + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        t = f"{n:,}".replace(",", ".")
        return f"{t}-{dvs}"

    def ssn(self) -> str:
        return f"{self.r.randint(101, 665)}-{self.r.randint(10, 99)}-{self.r.randint(1000, 9999)}"

    # -------------------------------------------------------------- phones / mail
    def phone10(self) -> tuple[str, str]:
        st = self.pick(list(LADAS))
        lada = LADAS[st]
        rest = str(self.r.randint(2, 9)) + self.digits(9 - len(lada))
        return lada, rest

    def email(self, name: str | None = None) -> str:
        g, a, _ = self.name()
        g, a = g.lower(), a.lower()
        if self.r.random() < 0.7:
            g, a = plain(g), plain(a)
        shape = self.r.randint(0, 3)
        local = [
            f"{g}.{a}",
            f"{g[0]}{a}{self.r.randint(1, 99)}",
            f"{g}_{a}{self.r.randint(60, 99)}",
            f"{a}.{g}",
        ][shape]
        return f"{local}@{self.pick(FREEMAIL)}"

    # -------------------------------------------------------------- secrets
    def b64(self, nbytes: int) -> str:
        return base64.b64encode(self.r.randbytes(nbytes)).decode()

    def b64u(self, nbytes: int) -> str:
        return base64.urlsafe_b64encode(self.r.randbytes(nbytes)).decode().rstrip("=")

    def jwt(self) -> str:
        def enc(o: str) -> str:
            return base64.urlsafe_b64encode(o.encode()).decode().rstrip("=")

        h = enc('{"alg":"HS256","typ":"JWT"}')
        sub = self.s(string.ascii_lowercase + string.digits, 12)
        iat = self.r.randint(1_700_000_000, 1_760_000_000)
        p = enc(f'{{"sub":"{sub}","iat":{iat},"exp":{iat + 3600},"scope":"search:read"}}')
        return f"{h}.{p}.{self.b64u(32)}"

    def pem_body(self, kind: str) -> list[str]:
        raw = base64.b64encode(self.r.randbytes(48 * 8)).decode()
        return [raw[i : i + 64] for i in range(0, len(raw), 64)]

    def key(self, provider: str) -> str:
        r = self.s
        return {
            "tavily": lambda: "tvly-" + self.pick(["", "dev-", "prod-"]) + r(ALNUM, 32),
            "brave": lambda: "BSA" + r(ALNUM, 28),
            "serpapi": lambda: r(HEX, 64),
            "serper": lambda: r(HEX, 40),
            "firecrawl": lambda: "fc-" + r(HEX, 32),
            "jina": lambda: "jina_" + r(HEX, 32) + r(ALNUM, 28),
            "perplexity": lambda: "pplx-" + r(ALNUM, 48),
            "openai": lambda: "sk-proj-" + r(ALNUM + "_-", 74) + "T3BlbkFJ" + r(ALNUM + "_-", 74),
            "openai_old": lambda: "sk-" + r(ALNUM, 20) + "T3BlbkFJ" + r(ALNUM, 20),
            "anthropic": lambda: "sk-ant-api03-" + r(ALNUM + "_-", 93) + "AA",
            "openrouter": lambda: "sk-or-v1-" + r(HEX, 64),
            "groq": lambda: "gsk_" + r(ALNUM, 52),
            "google": lambda: "AIza" + r(ALNUM + "_-", 35),
            "hf": lambda: "hf_" + r(ALNUM, 34),
            "xai": lambda: "xai-" + r(ALNUM, 80),
            "mistral": lambda: r(ALNUM, 32),
            "cohere": lambda: r(ALNUM, 40),
            "deepseek": lambda: "sk-" + r(HEX, 32),
            "stripe": lambda: "sk_live_" + r(ALNUM, 99),
            "stripe_rk": lambda: "rk_live_" + r(ALNUM, 99),
            "stripe_whsec": lambda: "whsec_" + r(ALNUM, 32),
            "github": lambda: "ghp_" + r(ALNUM, 36),
            "github_pat": lambda: "github_pat_11" + r(UP + string.digits, 20) + "_" + r(ALNUM, 59),
            "gitlab": lambda: "glpat-" + r(ALNUM + "_-", 20),
            "sendgrid": lambda: "SG." + r(ALNUM + "_-", 22) + "." + r(ALNUM + "_-", 43),
            "mailgun": lambda: "key-" + r(HEX, 32),
            "resend": lambda: "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24),
            "brevo": lambda: "xkeysib-" + r(HEX, 64) + "-" + r(ALNUM, 16),
            "twilio": lambda: "SK" + r(HEX, 32),
            "slack": lambda: "xoxb-" + self.digits(12) + "-" + self.digits(13) + "-" + r(ALNUM, 24),
            "mercadopago": lambda: (
                "APP_USR-"
                + self.digits(16)
                + "-"
                + self.digits(6)
                + "-"
                + r(HEX, 32)
                + "-"
                + self.digits(9)
            ),
            "conekta": lambda: "key_" + r(ALNUM, 27),
            "npm": lambda: "npm_" + r(ALNUM, 36),
            "aws_id": lambda: "AKIA" + r(UP + "234567", 16),
            "aws_secret": lambda: r(ALNUM + "/+", 40),
            "azure": lambda: self.b64(64),
            "opaque": lambda: r(ALNUM, 40),
        }[provider]()

    # -------------------------------------------------------------- keepers
    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def sha256(self) -> str:
        return hashlib.sha256(self.r.randbytes(16)).hexdigest()

    def sha1(self) -> str:
        return hashlib.sha1(self.r.randbytes(16)).hexdigest()

    def isbn13(self) -> str:
        body = "978" + self.pick(["607", "968", "84", "85", "0"]) + ""
        body += self.digits(12 - len(body))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def issn(self) -> str:
        body = self.digits(7)
        s = sum(int(c) * (8 - i) for i, c in enumerate(body))
        c = (11 - s % 11) % 11
        return f"{body[:4]}-{body[4:]}{'X' if c == 10 else c}"
