"""Invented values with valid check digits (corpus 46). Every maker takes a ``random.Random``.

Nothing here belongs to a real person: names are random pairs of common given names and
surnames, identifiers are built from random digits and then given their check digit.
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid

GIVEN_F = [
    "María",
    "Guadalupe",
    "Fernanda",
    "Daniela",
    "Sofía",
    "Valeria",
    "Ximena",
    "Alejandra",
    "Mariana",
    "Paola",
    "Andrea",
    "Lucía",
    "Claudia",
    "Verónica",
    "Rocío",
    "Itzel",
    "Karla",
    "Gabriela",
    "Adriana",
    "Patricia",
    "Beatriz",
    "Julieta",
    "Renata",
    "Camila",
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
    "Eduardo",
    "Fernando",
    "Raúl",
    "Héctor",
    "Arturo",
    "Sergio",
    "Iván",
    "Diego",
    "Emiliano",
    "Rodrigo",
    "Óscar",
    "Mauricio",
    "Jesús",
    "Ángel",
    "Tomás",
    "Rubén",
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
    "Megan",
    "Brian",
    "Rachel",
    "Jason",
    "Olivia",
    "Ethan",
    "Hannah",
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
    "Jackson",
    "Thompson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
]
PT_GIVEN = [
    "João",
    "Ana",
    "Pedro",
    "Mariana",
    "Lucas",
    "Beatriz",
    "Gabriel",
    "Larissa",
    "Rafael",
    "Juliana",
    "Thiago",
    "Camila",
    "Felipe",
    "Letícia",
]
PT_SUR = [
    "Silva",
    "Santos",
    "Oliveira",
    "Souza",
    "Pereira",
    "Costa",
    "Carvalho",
    "Almeida",
    "Ferreira",
    "Ribeiro",
    "Rodrigues",
    "Gomes",
    "Lima",
    "Barbosa",
]

FREE_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "yahoo.com",
    "outlook.es",
    "protonmail.com",
]
PT_DOMAINS = ["gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br"]

STATES = {  # CURP code, name
    "AS": "Aguascalientes",
    "BC": "Baja California",
    "CH": "Chihuahua",
    "DF": "Ciudad de México",
    "GT": "Guanajuato",
    "JC": "Jalisco",
    "MC": "Estado de México",
    "MN": "Michoacán",
    "NL": "Nuevo León",
    "PL": "Puebla",
    "QT": "Querétaro",
    "SP": "San Luis Potosí",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "SR": "Sonora",
    "OC": "Oaxaca",
}
# (municipio, estado, lada, CP prefix)
PLACES = [
    ("Coyoacán", "Ciudad de México", "55", "04"),
    ("Iztapalapa", "Ciudad de México", "55", "09"),
    ("Benito Juárez", "Ciudad de México", "55", "03"),
    ("Zapopan", "Jalisco", "33", "45"),
    ("Guadalajara", "Jalisco", "33", "44"),
    ("Monterrey", "Nuevo León", "81", "64"),
    ("San Nicolás de los Garza", "Nuevo León", "81", "66"),
    ("Puebla", "Puebla", "222", "72"),
    ("Querétaro", "Querétaro", "442", "76"),
    ("Celaya", "Guanajuato", "461", "38"),
    ("León", "Guanajuato", "477", "37"),
    ("Chihuahua", "Chihuahua", "614", "31"),
    ("Tijuana", "Baja California", "664", "22"),
    ("Mérida", "Yucatán", "999", "97"),
    ("Ecatepec de Morelos", "Estado de México", "55", "55"),
    ("Naucalpan de Juárez", "Estado de México", "55", "53"),
    ("Morelia", "Michoacán", "443", "58"),
    ("Hermosillo", "Sonora", "662", "83"),
    ("Oaxaca de Juárez", "Oaxaca", "951", "68"),
    ("Xalapa", "Veracruz", "228", "91"),
    ("San Luis Potosí", "San Luis Potosí", "444", "78"),
    ("Aguascalientes", "Aguascalientes", "449", "20"),
]
STREETS = [
    "Hidalgo",
    "Morelos",
    "Juárez",
    "Allende",
    "Zaragoza",
    "5 de Mayo",
    "Independencia",
    "Reforma",
    "Matamoros",
    "Guerrero",
    "Aldama",
    "Niños Héroes",
    "Las Flores",
    "Los Pinos",
    "Jacarandas",
    "Sauces",
    "Fresnos",
    "Álamo",
    "Cedros",
    "Encino",
]
COLONIAS = [
    "Centro",
    "Del Valle",
    "Santa Úrsula",
    "Las Águilas",
    "Jardines del Sur",
    "San Miguel",
    "La Joya",
    "Lomas de San Juan",
    "Valle Verde",
    "Santa María",
    "El Mirador",
    "Los Olivos",
    "Campestre",
    "Industrial",
    "Bosques del Lago",
]
COMPANIES = [
    ("Distribuidora Altamira", "S.A. de C.V.", "altamira.com.mx"),
    ("Grupo Ferretero Ocampo", "S.A. de C.V.", "ferreocampo.mx"),
    ("Servicios Digitales Tlaloc", "S.C.", "tlalocdigital.mx"),
    ("Papelería La Estrella", "S. de R.L. de C.V.", "laestrella.com.mx"),
    ("Consultores Bajío", "S.C.", "consultoresbajio.mx"),
    ("Editorial Cenzontle", "S.A. de C.V.", "cenzontle.com.mx"),
    ("Laboratorios Ixchel", "S.A. de C.V.", "labixchel.mx"),
    ("Transportes del Norte Regio", "S.A. de C.V.", "norteregio.com.mx"),
    ("Muebles Tecali", "S.A. de C.V.", "mueblestecali.mx"),
    ("Clínica Dental Sonrisa Plena", "S.C.", "sonrisaplena.mx"),
    ("Agencia Viajes Quetzal", "S.A. de C.V.", "viajesquetzal.com.mx"),
    ("Software Maguey", "S.A.P.I. de C.V.", "maguey.dev"),
]
GOB_DOMAINS = [
    "sat.gob.mx",
    "imss.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "sep.gob.mx",
    "profeco.gob.mx",
    "inegi.org.mx",
    "queretaro.gob.mx",
    "salud.gob.mx",
]

_CURP_CH = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
_RFC_CH = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
VOWELS = "AEIOU"
# RENAPO / SAT replace the second letter of these four-letter starts with X
_BAD = (
    "BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO "
    "COLA CULO FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE "
    "KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS "
    "MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA "
    "PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI "
    "WUEY "
)
BAD_WORDS = frozenset(_BAD.split())
HOMO1 = "123456789ABCDEFGHJKLMNPRSTUV"
HOMO2 = "123456789ABCDEFGHJKLMNPRSTUVWXYZ"


def _clean(head: str) -> str:
    return head[0] + "X" + head[2:] if head in BAD_WORDS else head


def plain(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuXx")
    return s.translate(tr)


def person(rng: random.Random, lang: str = "es") -> dict:
    if lang == "en":
        return {"given": rng.choice(EN_GIVEN), "s1": rng.choice(EN_SUR), "s2": "", "sex": "X"}
    if lang == "pt":
        return {
            "given": rng.choice(PT_GIVEN),
            "s1": rng.choice(PT_SUR),
            "s2": rng.choice(PT_SUR),
            "sex": "X",
        }
    sex = rng.choice("HM")
    given = rng.choice(GIVEN_M if sex == "H" else GIVEN_F)
    s1, s2 = rng.sample(SURNAMES, 2)
    return {"given": given, "s1": s1, "s2": s2, "sex": sex}


def full(p: dict, second: bool = True) -> str:
    return " ".join(x for x in (p["given"], p["s1"], p["s2"] if second else "") if x)


def birth(rng: random.Random) -> tuple[int, int, int]:
    return rng.randint(1958, 2009), rng.randint(1, 12), rng.randint(1, 28)


# ----------------------------------------------------------------- Mexican identifiers


def _first_inner(s: str, vowels: bool) -> str:
    s = plain(s).upper()
    for c in s[1:]:
        if (c in VOWELS) == vowels and c.isalpha():
            return c
    return "X"


def curp(rng: random.Random, p: dict | None = None, b: tuple[int, int, int] | None = None) -> str:
    p = p or person(rng)
    y, m, d = b or birth(rng)
    s1, s2, g = plain(p["s1"]).upper(), plain(p["s2"] or "X").upper(), plain(p["given"]).upper()
    head = _clean(s1[0] + _first_inner(s1, True) + s2[0] + g[0])
    sex = p["sex"] if p["sex"] in "HM" else rng.choice("HM")
    state = rng.choice(list(STATES))
    body = (
        head
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + sex
        + state
        + _first_inner(s1, False)
        + _first_inner(s2, False)
        + _first_inner(g, False)
    )
    body += rng.choice("0123456789") if y < 2000 else rng.choice("ABCDEFGH")
    total = sum(_CURP_CH.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def rfc_check(base: str) -> str:
    s = base if len(base) == 12 else " " + base
    total = sum(_RFC_CH.index(c) * (13 - i) for i, c in enumerate(s))
    r = 11 - total % 11
    return "0" if r == 11 else "A" if r == 10 else str(r)


def rfc_fisica(rng: random.Random, p: dict | None = None, b=None) -> str:
    p = p or person(rng)
    y, m, d = b or birth(rng)
    s1, s2, g = plain(p["s1"]).upper(), plain(p["s2"] or "X").upper(), plain(p["given"]).upper()
    base = _clean(s1[0] + _first_inner(s1, True) + s2[0] + g[0]) + f"{y % 100:02d}{m:02d}{d:02d}"
    base += rng.choice(HOMO1) + rng.choice(HOMO2)
    return base + rfc_check(base)


def rfc_moral(rng: random.Random, name: str) -> str:
    words = [w for w in plain(name).upper().split() if w not in ("DE", "DEL", "LA", "LOS", "Y")]
    letters = "".join(w[0] for w in words)[:3].ljust(3, "X")
    y, m, d = rng.randint(1988, 2019), rng.randint(1, 12), rng.randint(1, 28)
    base = letters + f"{y % 100:02d}{m:02d}{d:02d}"
    base += rng.choice(HOMO1) + rng.choice(HOMO2)
    return base + rfc_check(base)


def luhn_digit(digits: str) -> str:
    total = 0
    for i, c in enumerate(reversed(digits)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    sub = f"{rng.randint(1, 97):02d}"
    yb = rng.randint(60, 99)
    ya = min(99, yb + rng.randint(16, 25)) % 100
    base = sub + f"{ya:02d}{yb:02d}" + f"{rng.randint(0, 9999):04d}"
    return base + luhn_digit(base)


def clabe(rng: random.Random) -> str:
    bank = rng.choice(["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137"])
    base = (
        bank + f"{rng.randint(1, 999):03d}" + "".join(rng.choice(string.digits) for _ in range(11))
    )
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(base))
    return base + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str | None = None) -> str:
    brand = brand or rng.choice(["visa", "mc", "mc2", "amex"])
    if brand == "visa":
        base, n = "4" + "".join(rng.choice(string.digits) for _ in range(5)), 16
    elif brand == "mc":
        base, n = (
            str(rng.randint(51, 55)) + "".join(rng.choice(string.digits) for _ in range(4)),
            16,
        )
    elif brand == "mc2":
        base, n = (
            str(rng.randint(2221, 2720)) + "".join(rng.choice(string.digits) for _ in range(2)),
            16,
        )
    else:
        base, n = (
            rng.choice(["34", "37"]) + "".join(rng.choice(string.digits) for _ in range(4)),
            15,
        )
    base += "".join(rng.choice(string.digits) for _ in range(n - 1 - len(base)))
    return base + luhn_digit(base)


def group_card(num: str, sep: str = " ") -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


def ine_clave(rng: random.Random, p: dict | None = None, b=None) -> str:
    p = p or person(rng)
    y, m, d = b or birth(rng)
    s1, s2, g = plain(p["s1"]).upper(), plain(p["s2"] or "X").upper(), plain(p["given"]).upper()

    def two(s: str) -> str:
        cons = [c for c in s if c.isalpha() and c not in VOWELS]
        return (s[0] + (cons[1] if len(cons) > 1 else "X"))[:2]

    sex = p["sex"] if p["sex"] in "HM" else rng.choice("HM")
    return (
        two(s1)
        + two(s2)
        + two(g)
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + f"{rng.randint(1, 32):02d}"
        + sex
        + f"{rng.randint(0, 999):03d}"
    )


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + "".join(rng.choice(string.digits) for _ in range(8))


def passport_foreign(rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["us", "es", "br", "ar", "co"])
    d = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    L = lambda n: "".join(rng.choice(string.ascii_uppercase) for _ in range(n))  # noqa: E731
    return kind, {
        "us": d(9),
        "es": L(3) + d(6),
        "br": L(2) + d(6),
        "ar": d(8) + L(1),
        "co": "AV" + d(7),
    }[kind]


# ----------------------------------------------------------------- foreign identifiers


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cpf(rng: random.Random, fmt: bool = True) -> str:
    while True:
        base = [rng.randint(0, 9) for _ in range(9)]
        if len(set(base)) > 1:
            break
    for k in (10, 11):
        s = sum(v * (k - i) for i, v in enumerate(base))
        r = (s * 10) % 11
        base.append(0 if r == 10 else r)
    t = "".join(map(str, base))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}" if fmt else t


def rut(rng: random.Random) -> str:
    n = rng.randint(6_000_000, 24_999_999)
    s, w = 0, 2
    for c in reversed(str(n)):
        s += int(c) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dv}"


def cuil(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        base = pre + dni
        s = sum(int(c) * w for c, w in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        r = 11 - s % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def ssn(rng: random.Random) -> str:
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def dni_ar(rng: random.Random) -> str:
    return f"{rng.randint(20_000_000, 45_999_999):,}".replace(",", ".")


# ----------------------------------------------------------------- phones


def mobile(rng: random.Random, lada: str | None = None) -> str:
    lada = lada or rng.choice(PLACES)[2]
    rest = 10 - len(lada)
    first = rng.choice("123456789")
    return lada + first + "".join(rng.choice(string.digits) for _ in range(rest - 1))


def fmt_phone(num: str, style: str) -> str:
    l2 = len(num) - 8 if num[:2] in ("55", "33", "81") else 3
    lada, rest = num[:l2], num[l2:]
    a, b = rest[: len(rest) - 4], rest[-4:]
    return {
        "intl": f"+52 {lada} {a} {b}",
        "intl1": f"+52 1 {lada} {a} {b}",
        "paren": f"({lada}) {a}-{b}",
        "dots": f"{lada}.{a}.{b}",
        "dash": f"{lada}-{a}-{b}",
        "compact": f"+52{num}",
        "bare": num,
        "044": f"044 {lada} {a} {b}",
        "045": f"045 {lada} {a} {b}",
        "intlparen": f"+52 ({lada}) {a} {b}",
        "spaces": f"{lada} {a} {b}",
    }[style]


# ----------------------------------------------------------------- e-mail


def email_local(rng: random.Random, p: dict, accents: bool = False) -> str:
    g = p["given"].lower()
    s = p["s1"].lower()
    if not accents:
        g, s = plain(g), plain(s)
    style = rng.randint(0, 5)
    yy = rng.randint(70, 99)
    return [
        f"{g}.{s}",
        f"{g}{s}{yy}",
        f"{g[0]}{s}",
        f"{g}_{s}{rng.randint(1, 99)}",
        f"{s}.{g}",
        f"{g}.{s}{yy}",
    ][style].replace(" ", "")


def email(rng: random.Random, p: dict, accents: bool = False, pt: bool = False) -> str:
    return email_local(rng, p, accents) + "@" + rng.choice(PT_DOMAINS if pt else FREE_DOMAINS)


# ----------------------------------------------------------------- address


def home_address(rng: random.Random, style: int | None = None) -> str:
    muni, state, _, cp = rng.choice(PLACES)
    st = rng.choice(STREETS)
    col = rng.choice(COLONIAS)
    num = rng.randint(3, 2400)
    cpv = cp + f"{rng.randint(0, 999):03d}"
    style = rng.randint(0, 5) if style is None else style
    kind = rng.choice(["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calle"])
    if style == 0:
        return f"{kind} {st} {num}, Col. {col}, C.P. {cpv}, {muni}, {state}"
    if style == 1:
        return (
            f"{kind} {st} #{num} int. {rng.randint(1, 12)}, Col. {col}, {muni}, {state}, CP {cpv}"
        )
    if style == 2:
        return f"{kind} {st} núm. {num}, depto. {rng.randint(101, 504)}, colonia {col}, C.P. {cpv}, {muni}"
    if style == 3:
        return f"{st} No. {num}, Fracc. {col}, {cpv} {muni}, {state}"
    if style == 4:
        return f"{kind} {st} {num} Int. {rng.choice('ABCD')}, Col. {col}, Mpio. {muni}, {state}, C.P. {cpv}"
    return f"{kind} {st} {num}, {col}, {cpv}, {muni}, {state.split()[0]}"


def company_address(rng: random.Random) -> str:
    muni, state, _, cp = rng.choice(PLACES)
    cpv = cp + f"{rng.randint(0, 999):03d}"
    av = rng.choice(
        [
            "Av. Insurgentes Sur",
            "Blvd. Manuel Ávila Camacho",
            "Av. Constitución",
            "Av. Vallarta",
            "Paseo de la Reforma",
            "Av. López Mateos Norte",
            "Blvd. Adolfo López Mateos",
            "Av. Revolución",
            "Calz. de Tlalpan",
        ]
    )
    return (
        f"{av} {rng.randint(100, 3900)}, piso {rng.randint(2, 18)}, Col. {rng.choice(COLONIAS)}, "
        f"C.P. {cpv}, {muni}, {state}"
    )


# ----------------------------------------------------------------- secrets


def rstr(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(rng: random.Random, n: int) -> str:
    return rstr(rng, n, "0123456789abcdef")


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(rng: random.Random, sub: str | None = None) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = '{{"sub":"{}","iat":{},"exp":{},"scope":"search:read"}}'.format(
        sub or "svc-" + hexs(rng, 8),
        1760000000 + rng.randint(0, 9999999),
        1790000000,
    )
    return head + "." + b64url(body.encode()) + "." + b64url(rng.randbytes(32))


def pem_body(rng: random.Random, lines: int = 6) -> list[str]:
    raw = base64.b64encode(rng.randbytes(48 * lines)).decode()
    return [raw[i : i + 64] for i in range(0, len(raw), 64)]


def uuid4(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def sha256(rng: random.Random) -> str:
    return hashlib.sha256(rng.randbytes(16)).hexdigest()


def isbn13(rng: random.Random) -> str:
    base = "978" + rstr(rng, 9, string.digits)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    return base + str((10 - s % 10) % 10)
