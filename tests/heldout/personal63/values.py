"""Value makers of corpus 63: invented identifiers, contacts, secrets and keeper values.

Every function takes a ``random.Random`` and returns a string (or a small dict). Check
digits are computed where the identifier has one (CURP, RFC, NSS, CLABE, cards, CPF,
DNI/NIE, RUT, ISBN, ISSN). Nothing here is a real person's datum: names are random
combinations of common given names and surnames.
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import unicodedata

GIVEN_M = [
    "José",
    "Juan",
    "Luis",
    "Carlos",
    "Jorge",
    "Miguel",
    "Alejandro",
    "Fernando",
    "Ricardo",
    "Roberto",
    "Eduardo",
    "Francisco",
    "Javier",
    "Raúl",
    "Sergio",
    "Héctor",
    "Arturo",
    "Daniel",
    "Óscar",
    "Rubén",
    "Andrés",
    "Iván",
    "Emilio",
    "Gerardo",
    "Rodrigo",
    "Mario",
]
GIVEN_F = [
    "María",
    "Guadalupe",
    "Ana",
    "Laura",
    "Patricia",
    "Verónica",
    "Gabriela",
    "Claudia",
    "Adriana",
    "Mónica",
    "Alejandra",
    "Leticia",
    "Rosa",
    "Elena",
    "Silvia",
    "Fernanda",
    "Daniela",
    "Sofía",
    "Valeria",
    "Ximena",
    "Lucía",
    "Carmen",
    "Beatriz",
    "Irma",
    "Paola",
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
    "Contreras",
    "Luna",
    "Ortega",
    "Estrada",
    "Olvera",
    "Cervantes",
    "Navarro",
    "Delgado",
]
GIVEN_EN = [
    "Emily",
    "Michael",
    "Sarah",
    "David",
    "Jessica",
    "Daniel",
    "Ashley",
    "Kevin",
    "Megan",
    "Brian",
    "Rachel",
    "Jason",
    "Laura",
    "Eric",
    "Hannah",
    "Tyler",
]
SURN_EN = [
    "Smith",
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
    "White",
    "Harris",
    "Clark",
    "Lewis",
    "Walker",
]
GIVEN_PT = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Gabriel",
    "Camila",
    "Rafael",
    "Juliana",
    "Thiago",
    "Larissa",
    "Bruno",
    "Fernanda",
    "Felipe",
    "Letícia",
]
SURN_PT = [
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
    "Carvalho",
    "Ribeiro",
    "Gomes",
    "Barbosa",
    "Rocha",
]

STATES = [
    "AS",
    "BC",
    "BS",
    "CC",
    "CL",
    "CM",
    "CS",
    "CH",
    "DF",
    "DG",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "MS",
    "NT",
    "NL",
    "OC",
    "PL",
    "QT",
    "QR",
    "SP",
    "SL",
    "SR",
    "TC",
    "TS",
    "TL",
    "VZ",
    "YN",
    "ZS",
]

# (area code, municipio, estado, colonias, C.P. prefix)
PLACES = [
    (
        "55",
        "Coyoacán",
        "Ciudad de México",
        ["Del Carmen", "Santa Catarina", "Pedregal de Santo Domingo"],
        "04",
    ),
    (
        "55",
        "Iztapalapa",
        "CDMX",
        ["Santa Cruz Meyehualco", "Los Reyes Culhuacán", "Juan Escutia"],
        "09",
    ),
    ("55", "Nezahualcóyotl", "Estado de México", ["Benito Juárez", "Evolución", "Impulsora"], "57"),
    ("33", "Zapopan", "Jalisco", ["Ciudad Granja", "Las Águilas", "Jardines del Sol"], "45"),
    (
        "33",
        "Tlaquepaque",
        "Jalisco",
        ["Santa María Tequepexpan", "El Cerrito", "Las Liebres"],
        "45",
    ),
    ("81", "Guadalupe", "Nuevo León", ["Contry", "Linda Vista", "Valle de Guadalupe"], "67"),
    ("81", "San Nicolás de los Garza", "N.L.", ["Anáhuac", "Las Puentes", "Nogalar"], "66"),
    ("222", "Puebla", "Puebla", ["La Paz", "Bugambilias", "San Manuel"], "72"),
    ("442", "Querétaro", "Qro.", ["Lomas de Casa Blanca", "Carretas", "El Pueblito"], "76"),
    ("461", "Celaya", "Guanajuato", ["Las Insurgentes", "Alameda", "Rosalinda"], "38"),
    ("477", "León", "Gto.", ["Jardines del Moral", "San Juan de Dios", "Obregón"], "37"),
    (
        "664",
        "Tijuana",
        "Baja California",
        ["Otay Universidad", "Zona Río", "Playas de Tijuana"],
        "22",
    ),
    ("999", "Mérida", "Yucatán", ["García Ginerés", "Francisco de Montejo", "Pensiones"], "97"),
    (
        "998",
        "Benito Juárez",
        "Quintana Roo",
        ["Supermanzana 23", "Región 94", "Alfredo V. Bonfil"],
        "77",
    ),
    ("614", "Chihuahua", "Chih.", ["Panamericana", "Campestre", "Santo Niño"], "31"),
    ("443", "Morelia", "Michoacán", ["Chapultepec Sur", "Ventura Puente", "Félix Ireta"], "58"),
    ("951", "Oaxaca de Juárez", "Oaxaca", ["Reforma", "Jalatlaco", "Volcanes"], "68"),
    ("871", "Torreón", "Coahuila", ["Torreón Jardín", "Los Ángeles", "Nueva Los Ángeles"], "27"),
    ("229", "Veracruz", "Ver.", ["Ricardo Flores Magón", "Zaragoza", "Costa Verde"], "91"),
    ("662", "Hermosillo", "Sonora", ["Pitic", "San Benito", "Modelo"], "83"),
    (
        "449",
        "Aguascalientes",
        "Ags.",
        ["Las Américas", "Jardines de la Asunción", "Del Valle"],
        "20",
    ),
    ("961", "Tuxtla Gutiérrez", "Chiapas", ["Terán", "Albania Baja", "Moctezuma"], "29"),
]
STREETS = [
    "Fresno",
    "Allende",
    "Hidalgo",
    "Morelos",
    "Jacarandas",
    "Pino Suárez",
    "Zaragoza",
    "Aldama",
    "Niños Héroes",
    "Los Olivos",
    "Camelias",
    "Sauce",
    "Río Lerma",
    "Colibrí",
    "Vicente Guerrero",
    "Emiliano Zapata",
    "Tulipán",
    "Nogal",
    "Cedros",
    "Encino",
]
STREET_KIND = ["Calle", "Av.", "Avenida", "Privada", "Priv.", "Cerrada", "Andador", "Calz.", "C."]

FREE_MAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "hotmail.es",
    "protonmail.com",
    "yahoo.com",
]
FREE_MAIL_PT = ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"]

COMPANIES = [
    ("Ferretería La Estrella del Bajío", "ferreestrella.com.mx", "FEB"),
    ("Distribuidora Nopal Azul", "nopalazul.mx", "DNA"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.com.mx", "CDS"),
    ("Transportes Cumbre Norte", "cumbrenorte.com", "TCN"),
    ("Editorial Río Bravo", "editorialriobravo.mx", "ERB"),
    ("Colegio Montes Azules", "montesazules.edu.mx", "CMA"),
    ("Papelera del Pacífico", "papelerapacifico.com.mx", "PPA"),
    ("Laboratorios Quetzal", "labquetzal.mx", "LQU"),
    ("Inmobiliaria Cantera Rosa", "canterarosa.com.mx", "ICR"),
    ("Café Tres Volcanes", "tresvolcanes.mx", "CTV"),
    ("Agencia Viajes Mar de Cortés", "mardecortes.travel", "AVM"),
    ("Seguros Ámbar", "segurosambar.com.mx", "SAM"),
]
GOV = [
    ("Secretaría de Movilidad", "semovi.example.gob.mx"),
    ("Instituto Estatal Electoral", "iee-demo.gob.mx"),
    ("Procuraduría Federal del Consumidor (oficina regional)", "profeco-region.gob.mx"),
    ("Ayuntamiento de San Andrés", "sanandres-ayto.gob.mx"),
    ("Comisión Estatal del Agua", "ceagua-demo.gob.mx"),
    ("Universidad Tecnológica del Valle", "utvalle.edu.mx"),
    ("Fundación Manos Unidas A.C.", "manosunidas.org.mx"),
]
ROLE_LOCAL = [
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "info",
    "rh",
    "compras",
    "cobranza",
    "comunicacion",
    "admisiones",
    "hola",
    "servicio",
    "privacidad",
    "legal",
    "reservaciones",
    "pedidos",
]
GOV_LOCAL = [
    "transparencia",
    "atencion.ciudadana",
    "contacto",
    "oficialia.partes",
    "unidad.transparencia",
    "quejas",
    "comunicacion.social",
    "datos.personales",
]

ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def strip_accents(s: str) -> str:
    s = s.replace("ñ", "x").replace("Ñ", "X")
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


# ------------------------------------------------------------------- people


def person(rng: random.Random, lang: str = "es") -> dict:
    if lang == "en":
        g, s1 = rng.choice(GIVEN_EN), rng.choice(SURN_EN)
        return {"g": g, "s1": s1, "s2": "", "n": f"{g} {s1}", "sex": rng.choice("HM")}
    if lang == "pt":
        g, s1, s2 = rng.choice(GIVEN_PT), rng.choice(SURN_PT), rng.choice(SURN_PT)
        return {"g": g, "s1": s1, "s2": s2, "n": f"{g} {s2} {s1}", "sex": rng.choice("HM")}
    sex = rng.choice("HM")
    g = rng.choice(GIVEN_M if sex == "H" else GIVEN_F)
    s1, s2 = rng.sample(SURNAMES, 2)
    return {"g": g, "s1": s1, "s2": s2, "n": f"{g} {s1} {s2}", "sex": sex}


def birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1955, 2012), rng.randint(1, 12), rng.randint(1, 28)


def _vowel_after_first(s: str) -> str:
    for c in s[1:]:
        if c in "AEIOU":
            return c
    return "X"


def _cons_after_first(s: str) -> str:
    for c in s[1:]:
        if c not in "AEIOU" and c.isalpha():
            return c
    return "X"


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(c17: str) -> str:
    total = sum(CURP_DICT.index(ch) * (18 - i) for i, ch in enumerate(c17))
    return str((10 - total % 10) % 10)


def curp(rng: random.Random, p: dict | None = None, when=None) -> str:
    p = p or person(rng)
    y, m, d = when or birth(rng)
    s1, s2, g = (strip_accents(x).upper() for x in (p["s1"], p["s2"] or "X", p["g"]))
    four = s1[0] + _vowel_after_first(s1) + s2[0] + g[0]
    if four in ("PUTO", "CACA", "PEDO", "MEAR", "MAME", "BUEY", "KAKA", "MOCO"):
        four = four[:1] + "X" + four[2:]
    diff = str(rng.randint(0, 9)) if y < 2000 else rng.choice("ABCDEFGH")
    c17 = (
        f"{four}{y % 100:02d}{m:02d}{d:02d}{p['sex']}{rng.choice(STATES)}"
        f"{_cons_after_first(s1)}{_cons_after_first(s2)}{_cons_after_first(g)}{diff}"
    )
    return c17 + curp_check(c17)


RFC_DICT = {
    **{str(i): i for i in range(10)},
    **{c: 10 + i for i, c in enumerate("ABCDEFGHIJKLMN")},
    "&": 24,
    **{c: 25 + i for i, c in enumerate("OPQRSTUVWXYZ")},
    " ": 37,
    "Ñ": 38,
}


def rfc_check(prefix: str) -> str:
    s = prefix.rjust(12)
    total = sum(RFC_DICT[ch] * (13 - i) for i, ch in enumerate(s))
    r = total % 11
    if r == 0:
        return "0"
    v = 11 - r
    return "A" if v == 10 else str(v)


def rfc_fisica(rng: random.Random, p: dict | None = None, when=None) -> str:
    p = p or person(rng)
    y, m, d = when or birth(rng)
    s1, s2, g = (strip_accents(x).upper() for x in (p["s1"], p["s2"] or "X", p["g"]))
    four = s1[0] + _vowel_after_first(s1) + s2[0] + g[0]
    pre = f"{four}{y % 100:02d}{m:02d}{d:02d}" + rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    return pre + rfc_check(pre)


def rfc_moral(rng: random.Random, abbr: str) -> str:
    pre = f"{abbr}{rng.randint(85, 99):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" + rs(
        rng, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2
    )
    return pre + rfc_check(pre)


def luhn_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    p = f"{rng.randint(1, 99):02d}{rng.randint(70, 99):02d}{rng.randint(50, 99):02d}{rng.randint(0, 9999):04d}"
    return p + luhn_digit(p)


def ine_clave(rng: random.Random, p: dict | None = None) -> str:
    p = p or person(rng)
    s1, s2, g = (strip_accents(x).upper() for x in (p["s1"], p["s2"] or "X", p["g"]))
    six = (
        s1[0]
        + _vowel_after_first(s1)
        + s2[0]
        + _vowel_after_first(s2)
        + g[0]
        + _vowel_after_first(g)
    )
    y, m, d = birth(rng)
    return (
        f"{six}{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{p['sex']}{rng.randint(100, 999)}"
    )


BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]


def clabe(rng: random.Random) -> str:
    p = rng.choice(BANKS) + rs(rng, "0123456789", 3) + rs(rng, "0123456789", 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(p))
    return p + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str) -> str:
    if brand == "visa":
        p = "4" + rs(rng, "0123456789", 14)
    elif brand == "mc":
        p = str(rng.randint(51, 55)) + rs(rng, "0123456789", 13)
    elif brand == "mc2":
        p = str(rng.randint(2221, 2720)) + rs(rng, "0123456789", 11)
    else:
        p = rng.choice(["34", "37"]) + rs(rng, "0123456789", 12)
    return p + luhn_digit(p)


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def cpf(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    k = rng.choice("XYZ")
    n = rng.randint(1000000, 9999999)
    return f"{k}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(k)) + f'{n:07d}') % 23]}"


def rut_cl(rng: random.Random) -> str:
    n = rng.randint(8000000, 24999999)
    s, mul = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * mul
        mul = 2 if mul == 7 else mul + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    return f"{n:,}".replace(",", ".") + "-" + dv


def ssn(rng: random.Random) -> str:
    a = rng.choice([x for x in range(101, 899) if x != 666])
    return f"{a:03d}-{rng.randint(10, 99):02d}-{rng.randint(1001, 9999):04d}"


def passport(rng: random.Random, country: str) -> str:
    if country == "mx":
        return rng.choice("GN") + rs(rng, "0123456789", 8)
    if country == "us":
        return rng.choice(["5", "4", "A"]) + rs(rng, "0123456789", 8)
    if country == "es":
        return rs(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 3) + rs(rng, "0123456789", 6)
    if country in ("br", "ca"):
        return rs(rng, "ABCDEFGHJKLMNPRSTVWXYZ", 2) + rs(rng, "0123456789", 6)
    if country == "co":
        return "AT" + rs(rng, "0123456789", 7)
    return "G" + rs(rng, "0123456789", 7) if country == "gt" else rs(rng, UPALNUM, 9)


def phone_parts(rng: random.Random, place=None) -> tuple[str, str]:
    place = place or rng.choice(PLACES)
    area = place[0]
    sub = str(rng.randint(2, 9)) + rs(rng, "0123456789", 9 - len(area))
    return area, sub


def fmt_phone(area: str, sub: str, style: str) -> str:
    ten = area + sub
    if len(area) == 2:
        a, b = sub[:4], sub[4:]
    else:
        a, b = sub[:3], sub[3:]
    return {
        "intl": f"+52 {area} {a} {b}",
        "intl1": f"+52 1 {area} {a} {b}",
        "044": f"044 {area} {a} {b}",
        "045": f"045 {area} {a} {b}",
        "paren": f"({area}) {a}-{b}",
        "dots": f"{area}.{a}.{b}",
        "hyph": f"{area}-{a}-{b}",
        "compact": f"+52{ten}",
        "intlparen": f"+52 ({area}) {a} {b}",
        "bare": ten,
        "spaced": f"{area} {a} {b}",
    }[style]


def email_local(rng: random.Random, p: dict, accent: bool) -> str:
    g, s = p["g"].lower(), p["s1"].lower()
    if not accent:
        g, s = strip_accents(g).replace("x", "x"), strip_accents(s)
    yr = str(rng.randint(60, 99) if rng.random() < 0.6 else rng.randint(1, 30))
    shapes = [
        f"{g}.{s}",
        f"{g}_{s}{yr}",
        f"{g[0]}{s}{yr}",
        f"{g}{s[:3]}{yr}",
        f"{s}.{g}",
        f"{g}.{s}.{rng.randint(1, 9)}",
    ]
    return rng.choice(shapes).replace(" ", "")


# ------------------------------------------------------------------- account ids


def account_id(rng: random.Random, shape: str) -> str:
    return {
        "acct": "acct_1" + rs(rng, ALNUM, 15),
        "cust": "cust-" + rs(rng, "0123456789", rng.choice([5, 6, 8])),
        "cust2": "cust-" + rs(rng, "0123456789abcdef", 12),
        "org": "org-" + rs(rng, ALNUM, 24),
        "org_": "org_" + rs(rng, ALNUM, 24),
        "proj": "proj_" + rs(rng, ALNUM, rng.choice([10, 16, 24])),
        "user": "user_" + rs(rng, ALNUM, 27),
        "ws": "ws_" + rs(rng, ALNUM.lower()[:36], 16),
        "team": "team_" + rs(rng, ALNUM, 24),
        "wrk": "wrkspc-" + rs(rng, "0123456789abcdef", 20),
        "tenant": "tenant_" + rs(rng, ALNUM, 18),
        "cus": "cus_" + rs(rng, ALNUM, 14),
    }[shape]


# ------------------------------------------------------------------- secrets


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def api_key(rng: random.Random, provider: str) -> str:
    r = lambda a, n: rs(rng, a, n)  # noqa: E731
    return {
        "tavily": "tvly-" + r(ALNUM, 32),
        "tavily-dev": "tvly-dev-" + r(ALNUM, 32),
        "brave": "BSA" + r(ALNUM, 28),
        "serpapi": r(HEX, 64),
        "serper": r(HEX, 40),
        "firecrawl": "fc-" + r(HEX, 32),
        "jina": "jina_" + r(HEX, 32) + r(ALNUM, 28),
        "exa": f"{r(HEX, 8)}-{r(HEX, 4)}-4{r(HEX, 3)}-a{r(HEX, 3)}-{r(HEX, 12)}",
        "perplexity": "pplx-" + r(ALNUM, 48),
        "openai": "sk-proj-" + r(ALNUM + "-_", 120) + "T3BlbkFJ" + r(ALNUM + "-_", 28),
        "openai-old": "sk-" + r(ALNUM, 20) + "T3BlbkFJ" + r(ALNUM, 20),
        "anthropic": "sk-ant-api03-" + r(ALNUM + "-_", 93) + "AA",
        "openrouter": "sk-or-v1-" + r(HEX, 64),
        "groq": "gsk_" + r(ALNUM, 52),
        "google": "AIza" + r(ALNUM + "-_", 35),
        "hf": "hf_" + r(string.ascii_letters, 34),
        "xai": "xai-" + r(ALNUM, 80),
        "mistral": r(ALNUM, 32),
        "cohere": r(ALNUM, 40),
        "deepseek": "sk-" + r(HEX, 32),
        "stripe": "sk_live_" + r(ALNUM, 99),
        "stripe-rk": "rk_live_" + r(ALNUM, 99),
        "stripe-whsec": "whsec_" + r(ALNUM, 32),
        "github": "ghp_" + r(ALNUM, 36),
        "github-pat": "github_pat_11" + r(UPALNUM, 20) + "_" + r(ALNUM, 59),
        "gitlab": "glpat-" + r(ALNUM + "-_", 20),
        "sendgrid": "SG." + r(ALNUM + "-_", 22) + "." + r(ALNUM + "-_", 43),
        "mailgun": "key-" + r(HEX, 32),
        "postmark": f"{r(HEX, 8)}-{r(HEX, 4)}-{r(HEX, 4)}-{r(HEX, 4)}-{r(HEX, 12)}",
        "twilio": "SK" + r(HEX, 32),
        "slack-bot": f"xoxb-{r('0123456789', 12)}-{r('0123456789', 13)}-{r(ALNUM, 24)}",
        "npm": "npm_" + r(ALNUM, 36),
        "mercadopago": f"APP_USR-{r('0123456789', 16)}-{r('0123456789', 6)}-{r(HEX, 32)}-{r('0123456789', 9)}",
        "conekta": "key_" + r(ALNUM, 27),
        "resend": "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24),
    }[provider]


def aws_pair(rng: random.Random) -> tuple[str, str]:
    return "AKIA" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), rs(rng, ALNUM + "+/", 40)


def opaque_token(rng: random.Random) -> str:
    return rs(rng, ALNUM + "-._~", rng.choice([40, 48, 64]))


def jwt(rng: random.Random, sub: str, iss: str) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    now = rng.randint(1_700_000_000, 1_760_000_000)
    claims = f'{{"sub":"{sub}","iss":"{iss}","iat":{now},"exp":{now + 3600},"scope":"read write"}}'
    payload = b64url(claims.encode())
    sig = b64url(hashlib.sha256(rs(rng, ALNUM, 20).encode()).digest())
    return f"{head}.{payload}.{sig}"


def basic(rng: random.Random, user: str) -> str:
    pw = rs(rng, ALNUM + "!#%*", 14)
    return base64.b64encode(f"{user}:{pw}".encode()).decode()


def password(rng: random.Random) -> str:
    return rs(rng, ALNUM, 6) + rng.choice("!*#%") + rs(rng, ALNUM, 8)


def pem_body(rng: random.Random, lines: int = 6) -> list[str]:
    return [base64.b64encode(rng.randbytes(48)).decode() for _ in range(lines)] + [
        base64.b64encode(rng.randbytes(20)).decode()
    ]


# ------------------------------------------------------------------- keeper values


def uuid4(rng: random.Random) -> str:
    h = rs(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def isbn13(rng: random.Random) -> str:
    p = "978" + rs(rng, "0123456789", 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(p))
    d = str((10 - s % 10) % 10)
    return f"{p[:3]}-{p[3:5]}-{p[5:9]}-{p[9:12]}-{d}"


def issn(rng: random.Random) -> str:
    p = rs(rng, "0123456789", 7)
    s = sum(int(c) * (8 - i) for i, c in enumerate(p))
    r = (11 - s % 11) % 11
    return f"{p[:4]}-{p[4:]}{'X' if r == 10 else r}"


def sha256hex(rng: random.Random) -> str:
    return hashlib.sha256(rng.randbytes(16)).hexdigest()


def sha1hex(rng: random.Random) -> str:
    return hashlib.sha1(rng.randbytes(16)).hexdigest()
