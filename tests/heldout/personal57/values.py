"""Value makers of corpus 57: invented identifiers with valid check digits, names,
addresses, phones, e-mails, credentials and keeper values. Everything is drawn from one
``random.Random`` passed in, so the corpus is deterministic.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Miguel",
    "Jorge",
    "Francisco",
    "Alejandro",
    "Fernando",
    "Ricardo",
    "Eduardo",
    "Roberto",
    "Daniel",
    "Javier",
    "Raúl",
    "Héctor",
    "Arturo",
    "Sergio",
    "Manuel",
    "Óscar",
    "Andrés",
    "Rodrigo",
    "Iván",
    "Emilio",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Verónica",
    "Patricia",
    "Laura",
    "Gabriela",
    "Adriana",
    "Claudia",
    "Sofía",
    "Mariana",
    "Fernanda",
    "Daniela",
    "Alejandra",
    "Rocío",
    "Leticia",
    "Mónica",
    "Silvia",
    "Teresa",
    "Brenda",
    "Karla",
    "Paola",
    "Itzel",
    "Ximena",
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
    "Contreras",
    "Luna",
    "Ortega",
    "Delgado",
    "Cervantes",
    "Ríos",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "James",
    "Ashley",
    "Robert",
    "Megan",
    "Daniel",
    "Laura",
    "Kevin",
]
SURN_EN = [
    "Johnson",
    "Miller",
    "Davis",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Clark",
    "Lewis",
    "Walker",
    "Young",
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
    "Gustavo",
    "Larissa",
    "Thiago",
    "Juliana",
]
SURN_PT = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Almeida",
    "Ferreira",
    "Carvalho",
    "Ribeiro",
    "Gomes",
    "Lima",
]

STATES = [
    ("AS", "Aguascalientes"),
    ("BC", "Baja California"),
    ("DF", "Ciudad de México"),
    ("JC", "Jalisco"),
    ("NL", "Nuevo León"),
    ("PL", "Puebla"),
    ("QT", "Querétaro"),
    ("GT", "Guanajuato"),
    ("YN", "Yucatán"),
    ("MC", "Estado de México"),
    ("VZ", "Veracruz"),
    ("SP", "San Luis Potosí"),
    ("CH", "Chihuahua"),
    ("SR", "Sonora"),
    ("MN", "Michoacán"),
    ("OC", "Oaxaca"),
]
CITIES = [
    ("Guadalajara", "Jalisco", "33", "44"),
    ("Zapopan", "Jalisco", "33", "45"),
    ("Monterrey", "Nuevo León", "81", "64"),
    ("San Nicolás de los Garza", "Nuevo León", "81", "66"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Querétaro", "442", "76"),
    ("León", "Guanajuato", "477", "37"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Tijuana", "Baja California", "664", "22"),
    ("Toluca", "Estado de México", "722", "50"),
    ("Aguascalientes", "Aguascalientes", "449", "20"),
    ("San Luis Potosí", "San Luis Potosí", "444", "78"),
    ("Morelia", "Michoacán", "443", "58"),
    ("Chihuahua", "Chihuahua", "614", "31"),
    ("Hermosillo", "Sonora", "662", "83"),
]
CDMX_ALC = [
    "Coyoacán",
    "Iztapalapa",
    "Benito Juárez",
    "Tlalpan",
    "Álvaro Obregón",
    "Gustavo A. Madero",
    "Azcapotzalco",
    "Iztacalco",
    "Venustiano Carranza",
]
STREETS = [
    "Jacarandas",
    "Fresno",
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "Aldama",
    "Cedros",
    "Río Lerma",
    "Sauce",
    "Pino Suárez",
    "Independencia",
    "Niños Héroes",
    "Nogal",
    "Tulipanes",
    "Alcatraces",
    "Bugambilias",
    "Emiliano Zapata",
    "Lerdo",
    "Guerrero",
    "Iturbide",
    "Abasolo",
    "Matamoros",
    "Galeana",
]
COLONIAS = [
    "Las Águilas",
    "Del Valle",
    "Santa Fe",
    "Jardines del Bosque",
    "Providencia",
    "Lomas Verdes",
    "San Rafael",
    "El Rosario",
    "La Joya",
    "Las Fuentes",
    "Villa de las Flores",
    "Santa María",
    "Los Pinos",
    "Centro",
    "Industrial",
    "Residencial Campestre",
    "Arboledas",
    "Valle Dorado",
    "Miravalle",
    "El Mirador",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "hotmail.es",
    "yahoo.com",
    "protonmail.com",
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
COMPANIES = [
    ("Ferretería El Martillo", "ferreteriaelmartillo.com.mx", "FEM"),
    ("Distribuidora Altamira", "altamira-distribuidora.mx", "DAL"),
    ("Grupo Textil Nopalera", "nopalera.com.mx", "GTN"),
    ("Consultores Tierra Alta", "tierraalta.mx", "CTA"),
    ("Laboratorios Cedral", "labcedral.com.mx", "LCE"),
    ("Papelería La Pluma Fina", "plumafina.com.mx", "PPF"),
    ("Transportes Sierra Azul", "sierraazul.com.mx", "TSA"),
    ("Inmobiliaria Portales del Sol", "portalesdelsol.mx", "IPS"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.mx", "CDS"),
    ("Editorial Barranca", "editorialbarranca.com.mx", "EBA"),
    ("Agroinsumos del Bajío", "agrobajio.com.mx", "ABA"),
    ("Colegio Monteverde", "colegiomonteverde.edu.mx", "CMO"),
    ("Hotel Casa Cantera", "casacantera.mx", "HCC"),
    ("Software Quetzal", "quetzalsoft.mx", "SQU"),
    ("Mueblería Robledo", "muebleriarobledo.com", "MRO"),
    ("Café Tres Volcanes", "tresvolcanes.mx", "CTV"),
]
GOV_DOMAINS = [
    "imss.gob.mx",
    "sat.gob.mx",
    "jalisco.gob.mx",
    "cdmx.gob.mx",
    "inegi.org.mx",
    "profeco.gob.mx",
    "salud.gob.mx",
    "queretaro.gob.mx",
    "sep.gob.mx",
    "nl.gob.mx",
    "guanajuato.gob.mx",
    "condusef.gob.mx",
]
ROLE_BOXES = [
    "ventas",
    "contacto",
    "soporte",
    "atencion",
    "info",
    "facturacion",
    "prensa",
    "rh",
    "cobranza",
    "servicio.cliente",
    "compras",
    "reservaciones",
    "admisiones",
    "comunicacion",
    "transparencia",
    "hola",
    "ayuda",
    "pedidos",
]

ALNUM = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"


class Maker:
    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    # ------------------------------------------------------------------ generic
    def pick(self, seq):  # type: ignore[no-untyped-def]
        return self.r.choice(seq)

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def chars(self, n: int, alphabet: str = ALNUM) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def hexs(self, n: int) -> str:
        return self.chars(n, HEXL)

    # ------------------------------------------------------------------ people
    def person(self, lang: str = "es") -> dict[str, str]:
        r = self.r
        if lang == "en":
            g, s1 = r.choice(GIVEN_EN), r.choice(SURN_EN)
            return {"given": g, "s1": s1, "s2": "", "full": f"{g} {s1}", "sex": "H"}
        if lang == "pt":
            g, s1, s2 = r.choice(GIVEN_PT), r.choice(SURN_PT), r.choice(SURN_PT)
            return {"given": g, "s1": s1, "s2": s2, "full": f"{g} {s2} {s1}", "sex": "H"}
        fem = r.random() < 0.5
        g = r.choice(GIVEN_F if fem else GIVEN_M)
        s1, s2 = r.sample(SURNAMES, 2)
        full = f"{g} {s1} {s2}" if r.random() < 0.7 else f"{g} {s1}"
        return {"given": g, "s1": s1, "s2": s2, "full": full, "sex": "M" if fem else "H"}

    def birth(self) -> tuple[int, int, int]:
        return self.r.randint(1950, 2006), self.r.randint(1, 12), self.r.randint(1, 28)

    # ------------------------------------------------------------------ Mexican ids
    @staticmethod
    def _plain(s: str) -> str:
        tr = str.maketrans("ÁÉÍÓÚÜáéíóúüñÑ", "AEIOUUaeiouunN")
        return s.translate(tr).upper()

    def curp(self, p: dict[str, str] | None = None, ymd: tuple[int, int, int] | None = None) -> str:
        r = self.r
        p = p or self.person()
        s1, s2, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])
        vow = next((c for c in s1[1:] if c in "AEIOU"), "X")
        y, m, d = ymd or self.birth()
        cons = lambda w: next((c for c in w[1:] if c.isalpha() and c not in "AEIOU"), "X")  # noqa: E731
        state = r.choice(STATES)[0]
        hom = r.choice(string.digits) if y < 2000 else r.choice(string.ascii_uppercase)
        base = (
            f"{s1[0]}{vow}{s2[0]}{g[0]}{y % 100:02d}{m:02d}{d:02d}{p['sex']}{state}"
            f"{cons(s1)}{cons(s2)}{cons(g)}{hom}"
        )
        alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
        tot = sum(alpha.index(c) * (18 - i) for i, c in enumerate(base))
        return base + str((10 - tot % 10) % 10)

    @staticmethod
    def _rfc_check(body: str) -> str:
        alpha = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
        b = body.rjust(12)
        tot = sum(alpha.index(c) * (13 - i) for i, c in enumerate(b))
        rem = tot % 11
        return "0" if rem == 0 else ("A" if rem == 1 else str(11 - rem))

    def rfc_fisica(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        s1, s2, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])
        vow = next((c for c in s1[1:] if c in "AEIOU"), "X")
        y, m, d = self.birth()
        hc = self.chars(2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789")
        body = f"{s1[0]}{vow}{s2[0]}{g[0]}{y % 100:02d}{m:02d}{d:02d}{hc}"
        return body + self._rfc_check(body)

    def rfc_moral(self, initials: str) -> str:
        y, m, d = self.r.randint(1975, 2019), self.r.randint(1, 12), self.r.randint(1, 28)
        hc = self.chars(2, "ABCDEFGHJKLMNPQRSTUVWXYZ123456789")
        body = f"{initials}{y % 100:02d}{m:02d}{d:02d}{hc}"
        return body + self._rfc_check(body)

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
        body = f"{self.r.randint(1, 96):02d}{self.r.randint(0, 99):02d}{self.r.randint(50, 99):02d}{self.digits(4)}"
        return body + self.luhn_digit(body)

    def clabe(self) -> str:
        bank = self.pick(
            ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]
        )
        body = bank + self.pick(["180", "320", "580", "650", "010", "700", "225"]) + self.digits(11)
        w = [3, 7, 1] * 6
        tot = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
        return body + str((10 - tot % 10) % 10)

    def card(self, brand: str | None = None) -> str:
        brand = brand or self.pick(["visa", "mc", "mc2", "amex"])
        if brand == "visa":
            body = "4" + self.digits(14)
        elif brand == "mc":
            body = str(self.r.randint(51, 55)) + self.digits(13)
        elif brand == "mc2":
            body = str(self.r.randint(2221, 2720)) + self.digits(11)
        else:
            body = self.pick(["34", "37"]) + self.digits(12)
        return body + self.luhn_digit(body)

    def ine_clave(self, p: dict[str, str] | None = None) -> str:
        p = p or self.person()
        s1, s2, g = self._plain(p["s1"]), self._plain(p["s2"] or "X"), self._plain(p["given"])

        def two(w: str) -> str:
            cons = next((c for c in w[1:] if c.isalpha() and c not in "AEIOU"), "X")
            return w[0] + cons

        y, m, d = self.birth()
        return (
            f"{two(s1)}{two(s2)}{two(g)}{y % 100:02d}{m:02d}{d:02d}"
            f"{self.r.randint(1, 32):02d}{p['sex']}{self.digits(3)}"
        )

    # ------------------------------------------------------------------ foreign ids
    def cpf(self) -> str:
        d = [int(c) for c in self.digits(9)]
        for n in (10, 11):
            s = sum(v * (n - i) for i, v in enumerate(d))
            r = (s * 10) % 11
            d.append(0 if r == 10 else r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

    def rut(self) -> str:
        n = self.r.randint(8_000_000, 24_999_999)
        tot, w = 0, 2
        for c in reversed(str(n)):
            tot += int(c) * w
            w = 2 if w == 7 else w + 1
        dv = 11 - tot % 11
        dvs = "0" if dv == 11 else ("K" if dv == 10 else str(dv))
        return f"{n:,}".replace(",", ".") + "-" + dvs

    def dni_es(self) -> str:
        n = self.r.randint(10_000_000, 79_999_999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

    def cuil(self) -> str:
        pre = self.pick(["20", "27", "23"])
        dni = f"{self.r.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
        if r == 10:
            return self.cuil()
        dv = 0 if r == 11 else r
        return f"{pre}-{dni}-{dv}"

    def ssn(self) -> str:
        a = self.r.randint(101, 665)
        return f"{a:03d}-{self.r.randint(10, 99):02d}-{self.r.randint(1000, 9999):04d}"

    def passport(self, kind: str = "mx") -> str:
        if kind == "mx":
            return self.pick(["G", "N"]) + self.digits(8)
        if kind == "us":
            return self.pick(["5", "6", "A"]) + self.digits(8)
        if kind == "es":
            return self.chars(3, "ABCDEFGHJKLMNPRSTUVXYZ") + self.digits(6)
        if kind == "br":
            return self.chars(2, "ABCDEFGHJKLMNPRSTUVXYZ") + self.digits(6)
        return self.chars(2, "ABCDEFGHJKLMNPRSTUVXYZ") + self.digits(7)

    # ------------------------------------------------------------------ contact
    def mobile10(self) -> str:
        area = self.pick(
            [
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
                "722",
                "449",
                "443",
                "614",
            ]
        )
        first = self.pick("123456789")
        return area + first + self.digits(10 - len(area) - 1)

    def fmt_phone(self, ten: str, style: str) -> str:
        a = 2 if ten[:2] in ("55", "56", "33", "81") else 3
        ar, rest = ten[:a], ten[a:]
        r1, r2 = (rest[:4], rest[4:]) if a == 2 else (rest[:3], rest[3:])
        return {
            "intl": f"+52 {ar} {r1} {r2}",
            "intl1": f"+52 1 {ar} {r1} {r2}",
            "paren": f"({ar}) {r1}-{r2}",
            "dots": f"{ar}.{r1}.{r2}",
            "dash": f"{ar}-{r1}-{r2}",
            "bare": ten,
            "e164": f"+52{ten}",
            "044": f"044 {ar} {r1} {r2}",
            "045": f"045 {ar} {r1} {r2}",
            "intlparen": f"+52 ({ar}) {r1} {r2}",
            "spaced": f"{ar} {r1} {r2}",
        }[style]

    def email_local(self, p: dict[str, str], accents: bool = False) -> str:
        g = p["given"].lower() if accents else self._plain(p["given"]).lower()
        s = p["s1"].lower() if accents else self._plain(p["s1"]).lower()
        style = self.r.randint(0, 4)
        if style == 0:
            return f"{g}.{s}"
        if style == 1:
            return f"{g[0]}{s}{self.r.randint(1, 99)}"
        if style == 2:
            return f"{g}_{s}{self.r.randint(60, 99)}"
        if style == 3:
            return f"{s}.{g}{self.r.randint(1, 9)}"
        return f"{g}{s[:3]}{self.r.randint(1970, 2005)}"

    def email(self, p: dict[str, str], accents: bool = False, domain: str | None = None) -> str:
        return f"{self.email_local(p, accents)}@{domain or self.pick(FREEMAIL)}"

    def address(self) -> dict[str, str]:
        r = self.r
        kind = r.choice(["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "Calle"])
        street = r.choice(STREETS)
        num = str(r.randint(3, 4890))
        num_s = r.choice([f"{num}", f"#{num}", f"núm. {num}", f"No. {num}", f"número {num}"])
        inner = r.choice(
            [
                "",
                "",
                f" int. {r.randint(1, 12)}",
                f" depto. {r.randint(101, 504)}",
                f" Int. {r.choice('ABCD')}",
            ]
        )
        col = r.choice(COLONIAS)
        if r.random() < 0.35:
            mun, est = r.choice(CDMX_ALC), "CDMX"
            cp = f"0{r.randint(1000, 9999)}"
        else:
            mun, est, _, cp2 = r.choice(CITIES)
            cp = f"{cp2}{r.randint(100, 999)}"
        street_s = f"{kind} {street} {num_s}{inner}"
        return {
            "street": street_s,
            "col": col,
            "cp": cp,
            "mun": mun,
            "est": est,
            "full": f"{street_s}, Col. {col}, C.P. {cp}, {mun}, {est}",
        }

    def date_es(self, ymd: tuple[int, int, int]) -> str:
        y, m, d = ymd
        return self.pick(
            [
                f"{d} de {MESES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{d:02d}-{MESES[m - 1][:3]}-{y}",
            ]
        )

    def date_en(self, ymd: tuple[int, int, int]) -> str:
        y, m, d = ymd
        return self.pick(
            [f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"]
        )

    def date_pt(self, ymd: tuple[int, int, int]) -> str:
        y, m, d = ymd
        return self.pick([f"{d} de {MESES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])

    # ------------------------------------------------------------------ secrets
    def b64url(self, obj: dict) -> str:  # type: ignore[type-arg]
        return (
            base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    def jwt(self) -> str:
        head = self.b64url({"alg": self.pick(["HS256", "RS256"]), "typ": "JWT"})
        body = self.b64url(
            {
                "sub": self.pick(["usr_", "u"]) + self.digits(7),
                "iat": 1733000000 + self.r.randint(0, 9_000_000),
                "exp": 1766000000 + self.r.randint(0, 9_000_000),
                "scope": self.pick(["search:read", "api", "extract search"]),
            }
        )
        sig = base64.urlsafe_b64encode(self.r.randbytes(32)).decode().rstrip("=")
        return f"{head}.{body}.{sig}"

    def basic(self) -> tuple[str, str]:
        user = self.pick(["svc-bench", "crawler", "admin", "apiuser", "ingesta", "radar"])
        pw = self.chars(14) + self.pick(["!", "#", "$", "%"]) + self.digits(2)
        return f"{user}:{pw}", base64.b64encode(f"{user}:{pw}".encode()).decode()

    def password(self) -> str:
        return self.chars(6) + self.pick(["!", "#", "*", "_"]) + self.chars(7) + self.digits(2)

    def pem(self) -> tuple[str, str]:
        kind = self.pick(
            ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
        )
        body = base64.b64encode(self.r.randbytes(48 * 6)).decode()
        rows = [body[i : i + 64] for i in range(0, len(body), 64)]
        return kind, "\n".join([f"-----BEGIN {kind}-----", *rows, f"-----END {kind}-----"])

    def api_key(self, provider: str) -> str:
        c, h = self.chars, self.hexs
        return {
            "tavily": "tvly-" + self.pick(["", "dev-", "prod-"]) + c(32),
            "brave": "BSA" + c(28),
            "serpapi": h(64),
            "serper": h(40),
            "firecrawl": "fc-" + h(32),
            "jina": "jina_" + h(32) + c(28),
            "perplexity": "pplx-" + c(48),
            "openai": "sk-proj-" + c(48, ALNUM + "-_") + "T3BlbkFJ" + c(48, ALNUM + "-_"),
            "anthropic": "sk-ant-api03-" + c(93, ALNUM + "-_") + "AA",
            "openrouter": "sk-or-v1-" + h(64),
            "groq": "gsk_" + c(52),
            "google": "AIza" + c(35, ALNUM + "-_"),
            "hf": "hf_" + c(34),
            "xai": "xai-" + c(80),
            "mistral": c(32),
            "cohere": c(40),
            "stripe": "sk_live_" + c(24) + c(24),
            "github": "ghp_" + c(36),
            "github_pat": "github_pat_11"
            + c(20, string.ascii_uppercase + string.digits)
            + "_"
            + c(59),
            "gitlab": "glpat-" + c(20, ALNUM + "-_"),
            "sendgrid": "SG." + c(22, ALNUM + "-_") + "." + c(43, ALNUM + "-_"),
            "twilio": "SK" + h(32),
            "mailgun": "key-" + h(32),
            "slack_bot": f"xoxb-{self.digits(12)}-{self.digits(13)}-{c(24)}",
            "aws_id": "AKIA" + c(16, string.ascii_uppercase + "234567"),
            "aws_secret": c(40, ALNUM + "/+"),
            "exa": h(8) + "-" + h(4) + "-" + h(4) + "-" + h(4) + "-" + h(12),
            "serpstack": h(32),
            "you": c(40),
            "telegram": f"{self.r.randint(100000000, 7999999999)}:AA{c(33, ALNUM + '-_')}",
            "deepseek": "sk-" + h(32),
        }[provider]

    # ------------------------------------------------------------------ keepers
    def uuid4(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def sha256(self) -> str:
        return hashlib.sha256(self.r.randbytes(16)).hexdigest()

    def company(self) -> tuple[str, str, str]:
        return self.pick(COMPANIES)

    def office_phone(self) -> str:
        ten = self.mobile10()
        return self.fmt_phone(ten, self.pick(["paren", "spaced", "intl", "dash"]))

    def tollfree(self) -> str:
        n = self.pick(["800", "800", "01 800", "+52 800"])
        return f"{n} {self.digits(3)} {self.digits(4)}"

    def isbn13(self) -> str:
        body = "978" + self.pick(["607", "84", "968", "970"]) + ""
        body = body + self.digits(12 - len(body))
        tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        return f"{body[:3]}-{body[3:6]}-{body[6:11]}-{body[11]}-{(10 - tot % 10) % 10}"
