"""Invented values for corpus 30, valid by construction where a check digit exists.

Every generator takes a ``random.Random`` so ``gen.py`` is reproducible. Nothing here is
a real person's datum or a live credential: names are drawn from short invented lists,
numbers are random, keys are random strings in a vendor's shape.
"""

from __future__ import annotations

import random
import string

UP = string.ascii_uppercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
CONS = "BCDFGHJKLMNPQRSTVWXZ"
VOW = "AEIOU"

FIRST_ES = [
    "Mariana",
    "José Luis",
    "Guadalupe",
    "Ximena",
    "Rodrigo",
    "Itzel",
    "Efraín",
    "Citlali",
    "Brenda",
    "Héctor",
    "Yolanda",
    "Saúl",
    "Araceli",
    "Octavio",
    "Nayeli",
    "Fermín",
    "Rocío",
    "Leonel",
    "Dulce",
    "Abigail",
    "Ulises",
    "Maricruz",
    "Joaquín",
    "Paola",
]
LAST_ES = [
    "Quiroz",
    "Bautista",
    "Zamudio",
    "Echeverría",
    "Solís",
    "Carbajal",
    "Nava",
    "Ocampo",
    "Villaseñor",
    "Tapia",
    "Arreola",
    "Ledesma",
    "Cervantes",
    "Maldonado",
    "Ibarra",
    "Peñaloza",
    "Trejo",
    "Galindo",
    "Barragán",
    "Montiel",
    "Esquivel",
    "Urías",
]
FIRST_PT = ["Thiago", "Luana", "Gabriela", "Rafael", "Juliana", "Caio", "Beatriz", "Otávio"]
LAST_PT = ["Figueiredo", "Rocha", "Nogueira", "Sampaio", "Teixeira", "Barros", "Macedo"]
FIRST_EN = ["Megan", "Trevor", "Shannon", "Dwight", "Kelsey", "Brandon", "Noreen", "Carter"]
LAST_EN = ["Whitfield", "Okafor", "Lindqvist", "Harrington", "Mcallister", "Pruitt"]
AGENTS = ["Karla", "Iván", "Sofía", "Beto", "Lupita", "Andrés", "Fer", "Diana", "Toño"]

MX_AREAS = ["55", "33", "81", "222", "442", "461", "477", "664", "998", "999", "614", "871"]
STATES = ["DF", "JC", "NL", "PL", "QT", "GT", "BC", "QR", "YN", "CH", "CL", "MC", "VZ", "OC"]
STREETS = [
    "Calle Fresno",
    "Av. de los Maestros",
    "Privada Cedros",
    "Cerrada Nogal",
    "Calle 5 de Mayo",
    "Andador Jacarandas",
    "Calz. de Tlalpan",
    "Calle Río Lerma",
    "Priv. Las Palmas",
    "Calle Mártires de Río Blanco",
    "Av. Insurgentes",
    "Calle Hidalgo",
]
COLONIAS = [
    "Col. Santa María la Ribera",
    "Col. Jardines del Valle",
    "Fracc. Las Fuentes",
    "Col. Del Carmen",
    "Col. Lomas de San Juan",
    "Col. Obrera",
    "Barrio de Santiago",
    "Col. Industrial",
    "Col. El Mirador",
    "Fracc. Villa Verde",
]
MUNIS = [
    ("Iztapalapa", "CDMX"),
    ("Zapopan", "Jal."),
    ("Guadalupe", "N.L."),
    ("Celaya", "Gto."),
    ("Puebla", "Pue."),
    ("Corregidora", "Qro."),
    ("Mérida", "Yuc."),
    ("Tijuana", "B.C."),
    ("Benito Juárez", "Q. Roo"),
    ("Morelia", "Mich."),
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
FREEMAIL = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "icloud.com", "live.com.mx"]
SHOPS = [
    ("Tienda Luna Azul", "lunaazul.mx"),
    ("Mueblería Encino", "muebleriaencino.com.mx"),
    ("Ferre-Max Bajío", "ferremaxbajio.mx"),
    ("Óptica Miravista", "opticamiravista.com"),
    ("Paquetería Veloz Sur", "velozsur.com.mx"),
    ("Clínica Dental Sonríe", "sonrie-dental.mx"),
    ("Inmobiliaria Altozano", "altozano-inmuebles.mx"),
    ("Café Tostador 1910", "tostador1910.mx"),
    ("NubeHost", "nubehost.io"),
    ("Academia Quetzal", "academiaquetzal.edu.mx"),
]


def pick(rng: random.Random, seq):  # type: ignore[no-untyped-def]
    return seq[rng.randrange(len(seq))]


def digits(rng: random.Random, n: int, first_nonzero: bool = False) -> str:
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def name_es(rng: random.Random) -> str:
    return f"{pick(rng, FIRST_ES)} {pick(rng, LAST_ES)} {pick(rng, LAST_ES)}"


def short_name_es(rng: random.Random) -> str:
    return f"{pick(rng, FIRST_ES)} {pick(rng, LAST_ES)}"


def name_pt(rng: random.Random) -> str:
    return f"{pick(rng, FIRST_PT)} {pick(rng, LAST_PT)}"


def name_en(rng: random.Random) -> str:
    return f"{pick(rng, FIRST_EN)} {pick(rng, LAST_EN)}"


def birth(rng: random.Random, lo: int = 1962, hi: int = 2004) -> tuple[int, int, int]:
    return rng.randint(lo, hi), rng.randint(1, 12), rng.randint(1, 28)


# ------------------------------------------------------------------ Mexican identifiers

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(rng: random.Random) -> str:
    y, m, d = birth(rng)
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(CONS) + rng.choice(CONS)
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{rng.choice('HM')}{pick(rng, STATES)}"
    body += "".join(rng.choice(CONS) for _ in range(3))
    body += rng.choice(DIG) if y < 2000 else rng.choice(UP)
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first12: str) -> str:
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(first12))
    mod = total % 11
    if mod == 0:
        return "0"
    return "A" if 11 - mod == 10 else str(11 - mod)


def rfc_fisica(rng: random.Random) -> str:
    y, m, d = birth(rng)
    head = rng.choice(CONS) + rng.choice(VOW) + rng.choice(CONS) + rng.choice(CONS)
    s = f"{head}{y % 100:02d}{m:02d}{d:02d}" + rng.choice(CONS + DIG) + rng.choice(UP + DIG)
    return s + rfc_check(s)


def rfc_moral(rng: random.Random) -> str:
    y, m, d = rng.randint(1990, 2019), rng.randint(1, 12), rng.randint(1, 28)
    head = "".join(rng.choice(CONS) for _ in range(3))
    s = f"{head}{y % 100:02d}{m:02d}{d:02d}" + rng.choice(CONS + DIG) + rng.choice(UP + DIG)
    return s + rfc_check(" " + s)


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        n = int(c)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def nss(rng: random.Random) -> str:
    sub = f"{rng.randint(1, 98):02d}{rng.randint(80, 99):02d}{rng.randint(62, 99):02d}"
    body = sub + digits(rng, 4)
    return body + luhn_digit(body)


def clabe(rng: random.Random) -> str:
    bank = pick(rng, ["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = bank + pick(rng, ["180", "320", "650", "010", "580"]) + digits(rng, 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def card(rng: random.Random, brand: str = "visa") -> str:
    if brand == "visa":
        body = "4" + digits(rng, 14)
    elif brand == "mc":
        body = str(rng.randint(51, 55)) + digits(rng, 13)
    elif brand == "mc2":
        body = str(rng.randint(2221, 2720)) + digits(rng, 11)
    else:  # amex
        body = rng.choice(["34", "37"]) + digits(rng, 12)
    out = body + luhn_digit(body)
    if out in ("4242424242424242", "4111111111111111", "5555555555554444"):
        return card(rng, brand)
    return out


def group(s: str, sizes: list[int], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def ine_clave(rng: random.Random) -> str:
    y, m, d = birth(rng)
    letters = "".join(rng.choice(CONS) + rng.choice(VOW) for _ in range(3))
    return f"{letters}{y % 100:02d}{m:02d}{d:02d}{rng.randint(1, 32):02d}{rng.choice('HM')}{digits(rng, 3)}"


def passport_mx(rng: random.Random) -> str:
    return rng.choice("GN") + digits(rng, 8)


def mx_mobile(rng: random.Random) -> str:
    area = pick(rng, MX_AREAS)
    return area + str(rng.randint(2, 9)) + digits(rng, 9 - len(area))


def fmt_mx(num: str, style: int) -> str:
    a = 2 if num[:2] in ("55", "33", "81") else 3
    area, rest = num[:a], num[a:]
    if a == 2:
        r1, r2 = rest[:4], rest[4:]
    else:
        r1, r2 = rest[:3], rest[3:]
    styles = [
        f"{num}",
        f"{area} {r1} {r2}",
        f"({area}) {r1}-{r2}",
        f"+52 {area} {r1} {r2}",
        f"+52 1 {area} {r1} {r2}",
        f"{area}.{r1}.{r2}",
        f"{area}-{r1}-{r2}",
        f"+52{num}",
        f"044 {area} {r1} {r2}",
        " ".join(num[i : i + 2] for i in range(0, 10, 2)),
        f"+52 ({area}) {r1} {r2}",
        f"{num[:3]} {num[3:6]} {num[6:]}",
    ]
    return styles[style % len(styles)]


WORDS_ES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
WORDS_PT = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"]
WORDS_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def in_words(num: str, words: list[str]) -> str:
    return " ".join(words[int(c)] for c in num)


# ------------------------------------------------------------------ other countries


def cpf(rng: random.Random) -> str:
    b = [rng.randint(0, 9) for _ in range(9)]
    if len(set(b)) == 1:
        b[0] = (b[0] + 1) % 10
    d1 = (sum(v * (10 - i) for i, v in enumerate(b)) * 10) % 11 % 10
    b.append(d1)
    d2 = (sum(v * (11 - i) for i, v in enumerate(b)) * 10) % 11 % 10
    b.append(d2)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj(rng: random.Random) -> str:
    b = [rng.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(v * w for v, w in zip(b, w1, strict=True)) % 11
    b.append(0 if r < 2 else 11 - r)
    w2 = [6, *w1]
    r = sum(v * w for v, w in zip(b, w2, strict=True)) % 11
    b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def br_mobile(rng: random.Random) -> str:
    ddd = pick(rng, ["11", "21", "31", "41", "51", "61", "71", "81", "85"])
    return f"({ddd}) 9{digits(rng, 4)}-{digits(rng, 4)}"


def ssn(rng: random.Random) -> str:
    area = rng.randint(101, 665)
    return f"{area:03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def us_phone(rng: random.Random) -> str:
    area = pick(rng, ["415", "312", "646", "503", "720", "919", "206"])
    return f"({area}) {rng.randint(230, 989)}-{rng.randint(1000, 9999)}"


def dni_es(rng: random.Random) -> str:
    n = rng.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie_es(rng: random.Random) -> str:
    p = rng.choice("XYZ")
    n = rng.randint(1_000_000, 9_999_999)
    val = int(str("XYZ".index(p)) + f"{n:07d}")
    return f"{p}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[val % 23]}"


def rut_cl(rng: random.Random) -> str:
    n = rng.randint(7_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else ("K" if r == 10 else str(r))
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dv}"


def cuil_ar(rng: random.Random) -> str:
    while True:
        pre = rng.choice(["20", "27", "23"])
        dni = f"{rng.randint(20_000_000, 45_999_999)}"
        body = pre + dni
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * k for c, k in zip(body, w, strict=True)) % 11
        if r == 10:
            continue
        return f"{pre}-{dni}-{0 if r == 11 else r}"


def cedula_co(rng: random.Random) -> str:
    n = rng.randint(1_000_000_000, 1_099_999_999)
    return f"{n:,}".replace(",", ".")


def dni_pe(rng: random.Random) -> str:
    return digits(rng, 8, first_nonzero=True)


# ------------------------------------------------------------------ keys and tokens


def rnd(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
LOWER_DIG = string.ascii_lowercase + DIG


def jwt(rng: random.Random) -> str:
    import base64
    import json

    def b64(obj: dict) -> str:  # type: ignore[type-arg]
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    head = b64({"alg": "HS256", "typ": "JWT"})
    body = b64({"sub": f"usr_{rnd(rng, 10)}", "iat": 1730000000 + rng.randint(0, 9999999)})
    return f"{head}.{body}.{rnd(rng, 43, B64URL)}"


def sha256(rng: random.Random) -> str:
    return rnd(rng, 64, HEX)


def uuid4(rng: random.Random) -> str:
    h = rnd(rng, 32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def pem_body(rng: random.Random, lines: int = 6) -> list[str]:
    alpha = ALNUM + "+/"
    return [rnd(rng, 64, alpha) for _ in range(lines)] + [rnd(rng, 40, alpha) + "=="]
