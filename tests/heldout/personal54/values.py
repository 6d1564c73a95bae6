"""Value makers for corpus 54: invented identifiers with valid check digits, names,
addresses, phones, e-mails, keys. Everything is drawn from a ``random.Random`` the caller
seeds, so the corpus is deterministic. No value belongs to a real person."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata

UP = string.ascii_uppercase
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"

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
    "Javier",
    "Eduardo",
    "Roberto",
    "Arturo",
    "Raúl",
    "Héctor",
    "Sergio",
    "Andrés",
    "Diego",
    "Emiliano",
    "Santiago",
    "Mateo",
    "Iván",
    "Óscar",
    "Ramón",
    "Joaquín",
    "Rubén",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Verónica",
    "Gabriela",
    "Alejandra",
    "Mónica",
    "Claudia",
    "Sofía",
    "Valeria",
    "Daniela",
    "Fernanda",
    "Lucía",
    "Ximena",
    "Rocío",
    "Leticia",
    "Brenda",
    "Itzel",
    "Araceli",
    "Beatriz",
    "Silvia",
    "Noemí",
    "Karla",
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
    "Contreras",
    "Salazar",
    "Luna",
    "Ortega",
    "Cervantes",
    "Núñez",
    "Ibarra",
    "Ochoa",
    "Zúñiga",
    "Ávila",
]
GIVEN_EN = ["Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Ashley", "Kevin"]
SUR_EN = ["Johnson", "Miller", "Anderson", "Thompson", "Walker", "Harris", "Clark", "Lewis"]
GIVEN_PT = ["João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Rafael", "Camila"]
SUR_PT = ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ferreira"]

STATES = [  # CURP state code, name
    ("AS", "Aguascalientes"),
    ("BC", "Baja California"),
    ("CH", "Chihuahua"),
    ("DF", "Ciudad de México"),
    ("GT", "Guanajuato"),
    ("JC", "Jalisco"),
    ("MC", "Estado de México"),
    ("NL", "Nuevo León"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("SP", "San Luis Potosí"),
    ("VZ", "Veracruz"),
    ("YN", "Yucatán"),
    ("OC", "Oaxaca"),
    ("SR", "Sonora"),
    ("MN", "Michoacán"),
]
PLACES = [  # municipio, estado, C.P. prefix, lada
    ("Coyoacán", "Ciudad de México", "04", "55"),
    ("Iztapalapa", "Ciudad de México", "09", "55"),
    ("Benito Juárez", "Ciudad de México", "03", "55"),
    ("Zapopan", "Jalisco", "45", "33"),
    ("Guadalajara", "Jalisco", "44", "33"),
    ("Monterrey", "Nuevo León", "64", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "66", "81"),
    ("Puebla", "Puebla", "72", "222"),
    ("Querétaro", "Querétaro", "76", "442"),
    ("León", "Guanajuato", "37", "477"),
    ("Celaya", "Guanajuato", "38", "461"),
    ("Mérida", "Yucatán", "97", "999"),
    ("Chihuahua", "Chihuahua", "31", "614"),
    ("Culiacán", "Sinaloa", "80", "667"),
    ("Benito Juárez (Cancún)", "Quintana Roo", "77", "998"),
    ("Naucalpan", "Estado de México", "53", "55"),
    ("Tlalnepantla", "Estado de México", "54", "55"),
    ("Morelia", "Michoacán", "58", "443"),
    ("Oaxaca de Juárez", "Oaxaca", "68", "951"),
    ("Hermosillo", "Sonora", "83", "662"),
]
STREETS = [
    "Calle Álamos",
    "Calle Fresno",
    "Av. Hidalgo",
    "Calle Morelos",
    "Privada Jacarandas",
    "Cerrada de los Pinos",
    "Calle 5 de Mayo",
    "Av. Revolución",
    "Calle Niños Héroes",
    "Andador Tulipanes",
    "Calle Manuel Acuña",
    "Calzada de Tlalpan",
    "Calle Sauce",
    "Privada Olivo",
    "Calle Girasol",
    "Av. de las Torres",
    "Calle Emiliano Zapata",
]
COLONIAS = [
    "Del Valle",
    "Santa Úrsula",
    "Las Águilas",
    "Jardines del Sur",
    "San Rafael",
    "Lomas Verdes",
    "Centro",
    "Barrio de Santiago",
    "Ejidal",
    "Infonavit Norte",
    "Residencial del Parque",
    "Valle Dorado",
    "El Mirador",
    "La Florida",
    "Pedregal de San Nicolás",
    "Obrera",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "live.com.mx",
    "prodigy.net.mx",
    "outlook.es",
    "proton.me",
    "yahoo.com",
]
FREEMAIL_PT = ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"]
COMPANIES = [
    ("Comercializadora Altavista", "altavista-comercial.com.mx"),
    ("Grupo Ferretero del Bajío", "ferrebajio.mx"),
    ("Laboratorios Clínicos Serrano", "labserrano.com.mx"),
    ("Editorial Cenzontle", "cenzontle.mx"),
    ("Transportes Lerma", "transporteslerma.com"),
    ("Mueblería La Nogalera", "lanogalera.com.mx"),
    ("Hospital San Telmo", "hospitalsantelmo.mx"),
    ("Colegio Tepeyac Norte", "tepeyacnorte.edu.mx"),
    ("Refacciones Orozco", "refaccionesorozco.com"),
    ("Inmobiliaria Cumbres del Sol", "cumbresdelsol.mx"),
    ("Óptica Visión Clara", "visionclara.com.mx"),
    ("Agencia Viajes Quetzal", "viajesquetzal.com"),
    ("Datatec Soluciones", "datatec.com.mx"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "queretaro.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
    "nl.gob.mx",
    "edomex.gob.mx",
]


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


class Maker:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    # ------------------------------------------------------------------ basics
    def pick(self, seq):
        return self.r.choice(seq)

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return self.chars(DIG, n)

    def person(self, lang: str = "es") -> dict[str, str]:
        if lang == "en":
            g, s1, s2 = self.pick(GIVEN_EN), self.pick(SUR_EN), ""
            sex = "X"
        elif lang == "pt":
            g, s1, s2 = self.pick(GIVEN_PT), self.pick(SUR_PT), self.pick(SUR_PT)
            sex = "X"
        else:
            sex = self.pick("HM")
            g = self.pick(GIVEN_M if sex == "H" else GIVEN_F)
            s1, s2 = self.r.sample(SURNAMES, 2)
        full = " ".join(x for x in (g, s1, s2) if x)
        return {"given": g, "s1": s1, "s2": s2, "full": full, "short": f"{g} {s1}", "sex": sex}

    def birth(self, lo: int = 1950, hi: int = 2012) -> tuple[int, int, int]:
        return self.r.randint(lo, hi), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------------ Mexican ids
    def curp(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"].split()[0]).upper()
        vow = next((c for c in s1[1:] if c in "AEIOU"), "X")
        y, m, d = self.birth()
        sex = p["sex"] if p["sex"] in "HM" else self.pick("HM")
        cons = lambda w: next((c for c in w[1:] if c in "BCDFGHJKLMNPQRSTVWXYZ"), "X")  # noqa: E731
        head = s1[0] + vow + s2[0] + g[0] + f"{y % 100:02d}{m:02d}{d:02d}" + sex
        head += self.pick(STATES)[0] + cons(s1) + cons(s2) + cons(g)
        head += self.pick(DIG) if y < 2000 else self.pick(UP)
        alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        tot = sum(alpha.index(c) * (18 - i) for i, c in enumerate(head))
        return head + str((10 - tot % 10) % 10)

    @staticmethod
    def _rfc_check(body: str) -> str:
        alpha = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
        body = body.rjust(12)
        tot = sum(alpha.index(c) * (13 - i) for i, c in enumerate(body))
        r = tot % 11
        if r == 0:
            return "0"
        d = 11 - r
        return "A" if d == 10 else str(d)

    def rfc_pf(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"]).upper()
        vow = next((c for c in s1[1:] if c in "AEIOU"), "X")
        y, m, d = self.birth(1950, 2004)
        body = s1[0] + vow + s2[0] + g[0] + f"{y % 100:02d}{m:02d}{d:02d}"
        body += self.chars("ABCDEFGHIJKLMNPQRSTUVWXYZ123456789", 2)
        return body + self._rfc_check(body)

    def rfc_pm(self) -> str:
        y, m, d = self.birth(1970, 2020)
        body = (
            self.chars(UP, 3)
            + f"{y % 100:02d}{m:02d}{d:02d}"
            + self.chars("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
        )
        return body + self._rfc_check(body)

    @staticmethod
    def luhn_digit(body: str) -> str:
        tot = 0
        for i, c in enumerate(reversed(body)):
            d = int(c)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            tot += d
        return str((10 - tot % 10) % 10)

    def nss(self) -> str:
        body = (
            self.digits(2)
            + f"{self.r.randint(0, 24):02d}"
            + f"{self.r.randint(60, 99):02d}"
            + self.digits(4)
        )
        return body + self.luhn_digit(body)

    def clabe(self) -> str:
        bank = self.pick(
            ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"]
        )
        body = bank + self.digits(3) + self.digits(11)
        w = [3, 7, 1]
        tot = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.pick(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            body = "4" + self.digits(14)
        elif brand == "mc":
            body = "5" + self.pick("12345") + self.digits(13)
        elif brand == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            body = "3" + self.pick("47") + self.digits(12)
        return body + self.luhn_digit(body)

    def ine_clave(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        s1 = strip_accents(p["s1"]).upper()
        s2 = strip_accents(p["s2"] or "X").upper()
        g = strip_accents(p["given"]).upper()
        cons = [c for c in s1 if c not in "AEIOU"][:2] + [c for c in s2 if c not in "AEIOU"][:2]
        cons += [c for c in g if c not in "AEIOU"][:2]
        letters = "".join(cons + ["X"] * 6)[:6]
        y, m, d = self.birth()
        sex = p["sex"] if p["sex"] in "HM" else self.pick("HM")
        return (
            letters + f"{y % 100:02d}{m:02d}{d:02d}{self.r.randint(1, 32):02d}{sex}{self.digits(3)}"
        )

    # ------------------------------------------------------------------ foreign ids
    def cpf(self) -> str:
        d = [self.r.randint(0, 9) for _ in range(9)]
        for n in (10, 11):
            s = sum(v * (n - i) for i, v in enumerate(d))
            r = s % 11
            d.append(0 if r < 2 else 11 - r)
        t = "".join(map(str, d))
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"

    def rut(self) -> str:
        n = self.r.randint(6_000_000, 24_999_999)
        s, w = 0, 2
        for c in reversed(str(n)):
            s += int(c) * w
            w = 2 if w == 7 else w + 1
        dv = 11 - s % 11
        dvs = "0" if dv == 11 else "K" if dv == 10 else str(dv)
        return f"{n:,}".replace(",", ".") + "-" + dvs

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        while True:
            pre = self.pick(["20", "27", "23"])
            dni = f"{self.r.randint(20_000_000, 45_999_999)}"
            body = pre + dni
            s = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
            v = 11 - s % 11
            if v == 10:
                continue
            return f"{pre}-{dni}-{0 if v == 11 else v}"

    def ssn(self) -> str:
        a = self.r.choice([x for x in range(1, 900) if x != 666])
        return f"{a:03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"

    def passport(self, country: str) -> str:
        if country == "mx":
            return self.pick("GN") + self.digits(8)
        if country == "us":
            return self.pick([self.digits(9), self.pick("ACEFGH") + self.digits(8)])
        if country == "es":
            return self.chars(UP, 3) + self.digits(6)
        if country == "br":
            return self.chars(UP, 2) + self.digits(6)
        if country == "co":
            return "AT" + self.digits(7)
        return self.chars(UP, 2) + self.digits(7)

    # ------------------------------------------------------------------ contact
    def mobile(self, place: tuple[str, str, str, str] | None = None) -> tuple[str, str]:
        """(lada, local) of an invented Mexican number, 10 digits in all."""
        place = place or self.pick(PLACES)
        lada = place[3]
        local = self.pick("23456789") + self.digits(9 - len(lada))
        return lada, local

    def phone_fmt(self, style: str) -> str:
        lada, local = self.mobile()
        ten = lada + local
        a, b = local[: len(local) - 4], local[-4:]
        return {
            "intl": f"+52 {lada} {a} {b}",
            "intl1": f"+52 1 {lada} {a} {b}",
            "compact": f"+52{ten}",
            "paren": f"({lada}) {a}-{b}",
            "dots": f"{lada}.{a}.{b}",
            "dash": f"{lada}-{a}-{b}",
            "044": f"044 {lada} {a} {b}",
            "045": f"045 {lada} {a} {b}",
            "bare": ten,
            "spaced": f"{lada} {a} {b}",
            "intlparen": f"+52 ({lada}) {a} {b}",
        }[style]

    def local_email(self, p: dict[str, str], accent: bool = False) -> str:
        g = p["given"].lower()
        s = p["s1"].lower()
        if not accent:
            g, s = strip_accents(g), strip_accents(s)
        form = self.r.randint(0, 4)
        if form == 0:
            return f"{g}.{s}"
        if form == 1:
            return f"{g[0]}{s}{self.r.randint(1, 99)}"
        if form == 2:
            return f"{g}_{s}{self.r.randint(70, 2005)}"
        if form == 3:
            return f"{s}.{g}"
        return f"{g}{s[:3]}{self.digits(2)}"

    def email(self, p: dict[str, str], accent: bool = False, lang: str = "es") -> str:
        dom = self.pick(FREEMAIL_PT if lang == "pt" else FREEMAIL)
        return f"{self.local_email(p, accent).replace(' ', '')}@{dom}"

    def home_address(self) -> str:
        mun, est, cp2, _ = self.pick(PLACES)
        st = self.pick(STREETS)
        num = self.r.randint(3, 2890)
        interior = self.pick(
            [
                "",
                f" int. {self.r.randint(1, 12)}",
                f", depto. {self.r.randint(101, 504)}",
                f" Int. {self.pick('ABC')}",
            ]
        )
        numf = self.pick([f" {num}", f" #{num}", f" núm. {num}", f" No. {num}"])
        cp = cp2 + self.digits(3)
        col = self.pick(COLONIAS)
        return f"{st}{numf}{interior}, Col. {col}, C.P. {cp}, {mun}, {est}"

    def company_address(self) -> str:
        mun, est, cp2, _ = self.pick(PLACES)
        st = self.pick(
            [
                "Av. Insurgentes Sur",
                "Blvd. Adolfo López Mateos",
                "Av. Vallarta",
                "Av. Constitución",
                "Blvd. Bernardo Quintana",
                "Av. Paseo de la Reforma",
            ]
        )
        return (
            f"{st} {self.r.randint(100, 3999)}, piso {self.r.randint(2, 18)}, Col. {self.pick(COLONIAS)}, "
            f"C.P. {cp2}{self.digits(3)}, {mun}, {est}"
        )

    # ------------------------------------------------------------------ secrets
    def b64url(self, obj: dict) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    def jwt(self) -> str:
        head = self.b64url({"alg": self.pick(["HS256", "RS256"]), "typ": "JWT"})
        body = self.b64url(
            {
                "sub": f"user_{self.chars(ALNUM, 10)}",
                "iat": 1760000000 + self.r.randint(0, 9_000_000),
                "exp": 1790000000 + self.r.randint(0, 9_000_000),
                "scope": self.pick(["search:read", "api", "openid profile"]),
            }
        )
        sig = self.chars(ALNUM + "-_", 43)
        return f"{head}.{body}.{sig}"

    def pem(self, kind: str) -> list[str]:
        label = {
            "rsa": "RSA PRIVATE KEY",
            "ec": "EC PRIVATE KEY",
            "pk": "PRIVATE KEY",
            "ssh": "OPENSSH PRIVATE KEY",
        }[kind]
        raw = bytes(self.r.getrandbits(8) for _ in range(self.r.choice([180, 230, 300])))
        b = base64.b64encode(raw).decode()
        rows = [b[i : i + 64] for i in range(0, len(b), 64)]
        return [f"-----BEGIN {label}-----", *rows, f"-----END {label}-----"]

    def sha256(self) -> str:
        return hashlib.sha256(self.digits(20).encode()).hexdigest()

    def uuid(self) -> str:
        h = self.chars(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{self.pick('89ab')}{h[17:20]}-{h[20:]}"
