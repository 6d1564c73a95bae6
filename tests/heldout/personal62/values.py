"""Value makers for held-out corpus 62: invented identifiers with valid check digits.

Everything here is invented: names are random combinations of common given names and
surnames, numbers are random with their check digits computed. Standard library only.
"""

from __future__ import annotations

import base64
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
    "Sofía",
    "Miguel",
    "Alejandra",
    "Ricardo",
    "Verónica",
    "Héctor",
    "Daniela",
    "Arturo",
    "Gabriela",
    "Raúl",
    "Patricia",
    "Óscar",
    "Lucía",
    "Ramón",
    "Mónica",
    "Andrés",
    "Rocío",
    "Emilio",
    "Itzel",
    "Tomás",
    "Ximena",
    "Julián",
    "Brenda",
    "Rubén",
    "Paola",
    "Iván",
    "Karla",
    "Sergio",
    "Leticia",
    "Eduardo",
    "Adriana",
    "Jimena",
    "Rodrigo",
    "Nayeli",
]
GIVEN_EN = ["Emily", "Michael", "Sarah", "David", "Laura", "James", "Megan", "Kevin", "Rachel"]
GIVEN_PT = ["João", "Mariana", "Thiago", "Camila", "Rafael", "Beatriz", "Gustavo", "Larissa"]
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
    "Ortega",
    "Delgado",
]
SURNAMES_EN = ["Miller", "Johnson", "Walker", "Carter", "Brooks", "Turner", "Hughes", "Bennett"]
SURNAMES_PT = ["Silva", "Souza", "Oliveira", "Santos", "Pereira", "Almeida", "Costa", "Ribeiro"]

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
    "SP": "San Luis Potosí",
    "VZ": "Veracruz",
    "YN": "Yucatán",
    "TS": "Tamaulipas",
    "SR": "Sonora",
    "HG": "Hidalgo",
}
PLACES = [  # (municipio, estado, lada)
    ("Coyoacán", "Ciudad de México", "55"),
    ("Iztapalapa", "CDMX", "55"),
    ("Zapopan", "Jalisco", "33"),
    ("Guadalajara", "Jal.", "33"),
    ("Monterrey", "N.L.", "81"),
    ("San Nicolás de los Garza", "Nuevo León", "81"),
    ("Puebla", "Pue.", "222"),
    ("Querétaro", "Qro.", "442"),
    ("León", "Guanajuato", "477"),
    ("Celaya", "Gto.", "461"),
    ("Tijuana", "Baja California", "664"),
    ("Mérida", "Yucatán", "999"),
    ("Nezahualcóyotl", "Estado de México", "55"),
    ("Naucalpan", "Méx.", "55"),
    ("Morelia", "Michoacán", "443"),
    ("Oaxaca de Juárez", "Oaxaca", "951"),
    ("Xalapa", "Veracruz", "228"),
    ("Hermosillo", "Sonora", "662"),
    ("Chihuahua", "Chih.", "614"),
    ("Torreón", "Coahuila", "871"),
]
STREETS = [
    "Calle Jacarandas",
    "Av. Insurgentes Sur",
    "Privada de los Fresnos",
    "Calle 5 de Mayo",
    "Av. Revolución",
    "Cerrada Tulipanes",
    "Calle Hidalgo",
    "Andador Las Palmas",
    "Calz. de Tlalpan",
    "Calle Morelos",
    "Av. de las Torres",
    "Privada Nogal",
    "Calle Allende",
    "Av. Lázaro Cárdenas",
    "Calle Pino Suárez",
    "Callejón del Sabino",
    "Calle Niños Héroes",
]
COLONIAS = [
    "Col. Del Valle",
    "Col. Santa Úrsula",
    "Col. Las Águilas",
    "Col. Jardines del Sur",
    "Col. Lomas de San Miguel",
    "Col. El Refugio",
    "Col. Centro",
    "Col. Vista Hermosa",
    "Fracc. Los Álamos",
    "Col. Providencia",
    "Col. Agrícola Oriental",
    "Col. San Rafael",
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
    ("Distribuidora Ocampo Hermanos", "ocampohnos.com.mx", "DOH"),
    ("Grupo Ferretero del Bajío", "ferrebajio.mx", "GFB"),
    ("Lácteos Sierra Azul", "sierraazul.com.mx", "LSA"),
    ("Consultores Integrales Tepeyac", "citepeyac.com", "CIT"),
    ("Transportes Rápidos del Norte", "trnorte.com.mx", "TRN"),
    ("Papelería La Estrella de Oro", "estrelladeoro.mx", "PEO"),
    ("Clínica Dental Sonrisa Plena", "sonrisaplena.mx", "CDS"),
    ("Editorial Páramo y Letras", "paramoyletras.com", "EPL"),
    ("Software Nopal Labs", "nopallabs.io", "SNL"),
    ("Inmobiliaria Cumbres Altas", "cumbresaltas.com.mx", "ICA"),
    ("Mueblería Roble Fino", "roblefino.com.mx", "MRF"),
    ("Aceros y Perfiles del Golfo", "apgolfo.com", "APG"),
]
GOV = [
    ("Secretaría de Movilidad estatal", "semov.qroo.gob.mx"),
    ("Instituto Municipal de la Juventud", "imjuventud.zapopan.gob.mx"),
    ("Unidad de Transparencia del Ayuntamiento", "ayto-tlalnepantla.gob.mx"),
    ("Comisión Estatal del Agua", "ceagua.guanajuato.gob.mx"),
    ("Dirección de Protección Civil", "proteccioncivil.morelia.gob.mx"),
    ("Instituto Electoral local", "iepc-durango.org.mx"),
    ("Secretaría de Salud del estado", "salud.sonora.gob.mx"),
]
BANKS = ["002", "012", "014", "021", "030", "036", "044", "058", "072", "127", "137", "646"]

CONS = "BCDFGHJKLMNPQRSTVWXYZ"
VOW = "AEIOU"


def pick(r: random.Random, seq):
    return seq[r.randrange(len(seq))]


def person(r: random.Random, lang: str = "es") -> tuple[str, str, str]:
    """(given, paternal, maternal) names."""
    if lang == "en" and r.random() < 0.6:
        return pick(r, GIVEN_EN), pick(r, SURNAMES_EN), ""
    if lang == "pt" and r.random() < 0.7:
        return pick(r, GIVEN_PT), pick(r, SURNAMES_PT), pick(r, SURNAMES_PT)
    return pick(r, GIVEN), pick(r, SURNAMES), pick(r, SURNAMES)


def _strip(s: str) -> str:
    tr = str.maketrans("ÁÉÍÓÚÜáéíóúüÑñ", "AEIOUUaeiouuNn")
    return s.translate(tr)


# ------------------------------------------------------------------ CURP / RFC / NSS / INE

CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(first17: str) -> str:
    s = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(first17))
    return str((10 - s % 10) % 10)


def birth(r: random.Random) -> tuple[int, int, int]:
    return r.randint(1952, 2009), r.randint(1, 12), r.randint(1, 28)


def curp(r: random.Random) -> str:
    y, m, d = birth(r)
    head = pick(r, CONS) + pick(r, VOW) + pick(r, CONS + VOW) + pick(r, CONS + VOW)
    if head in ("BUEY", "CACA", "PUTO", "MAME", "PEDO", "CULO", "KAKA", "MEAR"):
        head = "RAMA"
    body = f"{head}{y % 100:02d}{m:02d}{d:02d}{pick(r, 'HM')}{pick(r, list(STATES))}"
    body += pick(r, CONS) + pick(r, CONS) + pick(r, CONS)
    body += str(r.randint(0, 9)) if y < 2000 else pick(r, "ABCDEFGH")
    return body + curp_check(body)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(first: str) -> str:
    s = first.rjust(12)
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s))
    rem = total % 11
    if rem == 0:
        return "0"
    v = 11 - rem
    return "A" if v == 10 else str(v)


def rfc_fisica(r: random.Random) -> str:
    y, m, d = birth(r)
    head = pick(r, CONS) + pick(r, VOW) + pick(r, CONS) + pick(r, CONS + VOW)
    hc = pick(r, CONS + "123456789") + pick(r, CONS + "123456789")
    first = f"{head}{y % 100:02d}{m:02d}{d:02d}{hc}"
    return first + rfc_check(first)


def rfc_moral(r: random.Random, initials: str) -> str:
    y, m, d = r.randint(1975, 2019), r.randint(1, 12), r.randint(1, 28)
    hc = pick(r, CONS + "123456789") + pick(r, "123456789ABC")
    first = f"{initials}{y % 100:02d}{m:02d}{d:02d}{hc}"
    return first + rfc_check(first)


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def nss(r: random.Random) -> str:
    body = f"{r.randint(1, 97):02d}{r.randint(70, 99) % 100:02d}{r.randint(50, 99):02d}{r.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def ine_clave(r: random.Random) -> str:
    y, m, d = birth(r)
    letters = "".join(pick(r, CONS) + pick(r, VOW) for _ in range(3))
    return f"{letters}{y % 100:02d}{m:02d}{d:02d}{r.randint(1, 32):02d}{pick(r, 'HM')}{r.randint(0, 999):03d}"


def clabe(r: random.Random) -> str:
    body = (
        pick(r, BANKS)
        + f"{r.randint(10, 999):03d}"
        + "".join(str(r.randint(0, 9)) for _ in range(11))
    )
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def card(r: random.Random, brand: str) -> str:
    if brand == "amex":
        body = pick(r, ["34", "37"]) + "".join(str(r.randint(0, 9)) for _ in range(12))
    elif brand == "mc2":
        body = str(r.randint(2221, 2720)) + "".join(str(r.randint(0, 9)) for _ in range(11))
    elif brand == "mc":
        body = str(r.randint(51, 55)) + "".join(str(r.randint(0, 9)) for _ in range(13))
    else:
        body = "4" + "".join(str(r.randint(0, 9)) for _ in range(14))
    return body + luhn_digit(body)


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def card_fmt(num: str, sep: str) -> str:
    sizes = [4, 6, 5] if len(num) == 15 else [4, 4, 4, 4]
    return group(num, sizes, sep) if sep is not None else num


# ------------------------------------------------------------------ passports / foreign ids


def passport(r: random.Random, country: str) -> str:
    dig = lambda n: "".join(str(r.randint(0, 9)) for _ in range(n))  # noqa: E731
    up = string.ascii_uppercase
    if country == "mx":
        return pick(r, "GN") + dig(8)
    if country == "us":
        return dig(9) if r.random() < 0.5 else pick(r, up) + dig(8)
    if country == "es":
        return "".join(pick(r, up) for _ in range(3)) + dig(6)
    if country == "br":
        return "".join(pick(r, up) for _ in range(2)) + dig(6)
    if country == "ca":
        return "".join(pick(r, up) for _ in range(2)) + dig(6)
    if country == "co":
        return "AW" + dig(7)
    return pick(r, up) + dig(7)


def dni_es(r: random.Random) -> str:
    n = r.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cpf(r: random.Random) -> str:
    d = [r.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(v * (k - i) for i, v in enumerate(d))
        c = (s * 10) % 11
        d.append(0 if c == 10 else c)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def ssn(r: random.Random) -> str:
    a = r.choice([x for x in range(1, 900) if x != 666])
    return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def rut(r: random.Random) -> str:
    n = r.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for c in reversed(str(n)):
        s += int(c) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    dv = "0" if v == 11 else "K" if v == 10 else str(v)
    return f"{n:,}".replace(",", ".") + "-" + dv


def nif_pt(r: random.Random) -> str:
    d = [pick(r, [1, 2, 3])] + [r.randint(0, 9) for _ in range(7)]
    s = sum(v * (9 - i) for i, v in enumerate(d))
    c = 11 - s % 11
    d.append(0 if c >= 10 else c)
    return "".join(map(str, d))


# ------------------------------------------------------------------ phones


def mobile(r: random.Random, lada: str | None = None) -> str:
    lada = lada or pick(r, [p[2] for p in PLACES])
    rest = str(r.randint(2, 9)) + "".join(str(r.randint(0, 9)) for _ in range(9 - len(lada)))
    return lada + rest


def phone_fmt(r: random.Random, ten: str, style: str) -> str:
    two = ten[:2] in ("55", "33", "81")
    a, b = (ten[:2], ten[2:]) if two else (ten[:3], ten[3:])
    b1, b2 = (b[:4], b[4:]) if len(b) == 8 else (b[:3], b[3:])
    return {
        "intl": f"+52 {a} {b1} {b2}",
        "intl1": f"+52 1 {a} {b1} {b2}",
        "044": f"044 {a} {b1} {b2}",
        "045": f"045 {a} {b1}{b2}",
        "paren": f"({a}) {b1}-{b2}",
        "dots": f"{a}.{b1}.{b2}",
        "dash": f"{a}-{b1}-{b2}",
        "compact": f"+52{ten}",
        "intlparen": f"+52 ({a}) {b1} {b2}",
        "bare": ten,
        "spaced": f"{a} {b1} {b2}",
    }[style]


# ------------------------------------------------------------------ e-mail


def email_local(r: random.Random, g: str, s: str, accented: bool) -> str:
    g2, s2 = (g, s) if accented else (_strip(g), _strip(s))
    g2, s2 = g2.lower().replace(" ", ""), s2.lower().replace(" ", "")
    shape = r.randrange(5)
    if shape == 0:
        return f"{g2}.{s2}"
    if shape == 1:
        return f"{g2}_{s2}{r.randint(70, 99)}"
    if shape == 2:
        return f"{g2[0]}{s2}{r.randint(1, 999)}"
    if shape == 3:
        return f"{g2}{s2[:4]}.{r.randint(1980, 2005)}"
    return f"{s2}.{g2}"


# ------------------------------------------------------------------ secrets

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rnd(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(pick(r, alphabet) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random, payload: str) -> str:
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(payload.encode())
    return f"{h}.{p}.{rnd(r, 43, ALNUM + '-_')}"


def pem_body(r: random.Random, lines: int = 6) -> list[str]:
    return [rnd(r, 64, ALNUM + "+/") for _ in range(lines)] + [rnd(r, 40, ALNUM + "+/") + "=="]


def uid(r: random.Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def isbn13(r: random.Random) -> str:
    body = "978" + "".join(str(r.randint(0, 9)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ean13(r: random.Random) -> str:
    body = "750" + "".join(str(r.randint(0, 9)) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)
