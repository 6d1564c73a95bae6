"""Value generators for the second held-out corpus (names, identifiers, phones, tokens).

Everything is drawn from one seeded ``random.Random`` so ``build_cases.py`` is
reproducible. Identifiers carry valid check digits (see ``checkdigits.py``); phones are
checked with ``phonenumbers`` to be valid Mexican numbers. All people are invented.
"""

from __future__ import annotations

import base64
import random
import string
import unicodedata

import phonenumbers
from checkdigits import (
    clabe_check_digit,
    curp_check_digit,
    isbn13_digit,
    issn_digit,
    luhn_digit,
    mrz_digit,
    rfc_check_digit,
)

R = random.Random(0x5EED2)

FEM = [
    "María Guadalupe",
    "Ana Karen",
    "Fernanda",
    "Daniela",
    "Ximena",
    "Rosa María",
    "Leticia",
    "Verónica",
    "Alejandra",
    "Mariana",
    "Sofía",
    "Regina",
    "Itzel",
    "Citlali",
    "Yesenia",
    "Araceli",
    "Beatriz",
    "Claudia",
    "Patricia",
    "Concepción",
    "Rocío",
    "Gabriela",
    "Paola",
    "Brenda",
    "Karla",
    "Diana",
    "Elena",
    "Josefina",
    "Irma",
    "Norma",
    "Maricela",
    "Nayeli",
    "Xóchitl",
    "Marisol",
    "Lourdes",
    "Jimena",
    "Valeria",
    "Abril",
    "Dulce María",
    "Socorro",
]
MASC = [
    "José Luis",
    "Juan Carlos",
    "Jesús",
    "Francisco",
    "Miguel Ángel",
    "Luis Fernando",
    "Alejandro",
    "Ricardo",
    "Eduardo",
    "Guillermo",
    "Antonio",
    "Ignacio",
    "Enrique",
    "Rodrigo",
    "Emiliano",
    "Santiago",
    "Héctor",
    "Raúl",
    "Arturo",
    "Jorge",
    "Óscar",
    "Sergio",
    "Rubén",
    "Gerardo",
    "Humberto",
    "Efraín",
    "Cuauhtémoc",
    "Joaquín",
    "Ernesto",
    "Salvador",
    "Marco Antonio",
    "Rogelio",
    "Octavio",
    "Fidel",
    "Benjamín",
    "Isaac",
    "Tomás",
    "Abel",
]
NICK_F = [
    "Lupita",
    "Conchita",
    "Maru",
    "Lety",
    "Vicky",
    "Paty",
    "Chayo",
    "Coco",
    "Male",
    "Yola",
    "Gaby",
    "Rosy",
]
NICK_M = [
    "Chuy",
    "Pepe",
    "Paco",
    "Lalo",
    "Memo",
    "Toño",
    "Nacho",
    "Quique",
    "Beto",
    "Pancho",
    "Chava",
    "Gera",
]
SUR = [
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
    "Zúñiga",
    "Núñez",
    "Peña",
    "Montoya",
    "Quintero",
    "Bautista",
    "Canché",
    "Cetina",
    "Tzab",
    "Uc",
    "Ek",
    "Xool",
    "Olvera",
    "Cervantes",
    "Trejo",
    "Navarro",
    "Villaseñor",
    "Ochoa",
    "Arellano",
    "Bañuelos",
    "Espinoza",
]
STATES = {  # RENAPO two-letter codes, INE entity numbers
    "DF": "09",
    "JC": "14",
    "NL": "19",
    "PL": "21",
    "GT": "11",
    "MC": "15",
    "VZ": "30",
    "YN": "31",
    "QT": "22",
    "MN": "16",
    "CH": "08",
    "BC": "02",
    "SP": "24",
    "OC": "20",
}


def pick(seq):
    return R.choice(seq)


def ascii_up(s: str) -> str:
    s = s.replace("ñ", "\x00").replace("Ñ", "\x00")
    s = "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
    return s.replace("\x00", "X").upper()


def ascii_low(s: str) -> str:
    s = "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")
    return s.lower()


class Person:
    def __init__(self, sex: str | None = None) -> None:
        self.sex = sex or pick("HM")
        self.given = pick(MASC if self.sex == "H" else FEM)
        self.sur1 = pick(SUR)
        self.sur2 = pick([s for s in SUR if s != self.sur1])
        self.nick = pick(NICK_M if self.sex == "H" else NICK_F)
        y = R.randint(1958, 2003)
        self.birth = (y, R.randint(1, 12), R.randint(1, 28))
        self.state = pick(sorted(STATES))
        if self._head() in INCONVENIENT:  # RENAPO's inconvenient words: draw another person
            self.__init__(sex)

    def _head(self) -> str:
        p, m = ascii_up(self.sur1).replace(" ", ""), ascii_up(self.sur2).replace(" ", "")
        return p[0] + self._first_inner(p, True) + m[0] + self._name_for_key()[0]

    @property
    def first(self) -> str:
        return self.given.split()[0]

    @property
    def name(self) -> str:
        return f"{self.given} {self.sur1} {self.sur2}"

    @property
    def short(self) -> str:
        return f"{self.first} {self.sur1}"

    @property
    def upper(self) -> str:
        return self.name.upper()

    def title(self) -> str:
        return pick(
            [
                "Lic.",
                "Ing.",
                "C.P.",
                "Arq.",
                "Mtro." if self.sex == "H" else "Mtra.",
                "Dr." if self.sex == "H" else "Dra.",
            ]
        )

    # --- identifiers -----------------------------------------------------------------
    def _name_for_key(self) -> str:
        parts = ascii_up(self.given).split()
        if len(parts) > 1 and parts[0] in ("MARIA", "JOSE", "MA", "J"):
            return parts[1]
        return parts[0]

    @staticmethod
    def _first_inner(word: str, vowels: bool) -> str:
        for c in word[1:]:
            if (c in "AEIOU") == vowels and c.isalpha():
                return c
        return "X"

    def curp(self) -> str:
        p, m, n = (
            ascii_up(self.sur1).replace(" ", ""),
            ascii_up(self.sur2).replace(" ", ""),
            self._name_for_key(),
        )
        y, mo, d = self.birth
        head = p[0] + self._first_inner(p, True) + m[0] + n[0]
        body = f"{head}{y % 100:02d}{mo:02d}{d:02d}{self.sex}{self.state}"
        body += (
            self._first_inner(p, False) + self._first_inner(m, False) + self._first_inner(n, False)
        )
        body += str(R.randint(0, 9)) if y < 2000 else pick("ABCDEFGH")
        return body + curp_check_digit(body)

    def rfc(self) -> str:
        p, m, n = (
            ascii_up(self.sur1).replace(" ", ""),
            ascii_up(self.sur2).replace(" ", ""),
            self._name_for_key(),
        )
        y, mo, d = self.birth
        head = p[0] + self._first_inner(p, True) + m[0] + n[0]
        body = (
            f"{head}{y % 100:02d}{mo:02d}{d:02d}"
            + pick(string.ascii_uppercase[:26] + "123456789")
            + pick("123456789ABCDEFGHJKLMNPRSTUVWXYZ")
        )
        return body + rfc_check_digit(body)

    def ine_key(self) -> str:
        def cons(w: str) -> str:
            cs = [c for c in ascii_up(w) if c.isalpha() and c not in "AEIOU"]
            return [*cs, "X", "X"][:2] if cs else ["X", "X"]

        y, mo, d = self.birth
        letters = "".join(cons(self.sur1) + cons(self.sur2) + cons(self._name_for_key()))
        return f"{letters}{y % 100:02d}{mo:02d}{d:02d}{STATES[self.state]}{self.sex}{R.randint(0, 999):03d}"

    def birth_words(self) -> str:
        y, mo, d = self.birth
        return f"{d} de {MESES[mo - 1]} de {y}"


INCONVENIENT = set(
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


def nss() -> str:
    base = f"{R.randint(1, 99):02d}{R.randint(70, 99):02d}{R.randint(55, 99):02d}{R.randint(0, 9999):04d}"
    return base + luhn_digit(base)


BANKS = {
    "002": "Citibanamex",
    "012": "BBVA",
    "014": "Santander",
    "021": "HSBC",
    "072": "Banorte",
    "127": "Banco Azteca",
    "137": "BanCoppel",
    "036": "Inbursa",
    "044": "Scotiabank",
    "058": "Banregio",
}


def clabe(bank: str | None = None) -> tuple[str, str]:
    bank = bank or pick(sorted(BANKS))
    body = (
        bank
        + pick(["180", "320", "580", "650", "010", "027", "150", "540"])
        + "".join(str(R.randint(0, 9)) for _ in range(11))
    )
    return body + clabe_check_digit(body), BANKS[bank]


def card(brand: str) -> str:
    if brand == "visa":
        body = (
            "4"
            + pick(["152", "213", "915", "766", "027"])
            + "".join(str(R.randint(0, 9)) for _ in range(11))
        )
    elif brand == "mc":
        body = pick(["51", "52", "53", "54", "55"]) + "".join(
            str(R.randint(0, 9)) for _ in range(13)
        )
    elif brand == "amex":
        body = pick(["34", "37"]) + "".join(str(R.randint(0, 9)) for _ in range(12))
    else:  # carnet-like / debit
        body = "5062" + "".join(str(R.randint(0, 9)) for _ in range(11))
    return body + luhn_digit(body)


def group(s: str, sizes, sep=" ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


# ----------------------------------------------------------------------------- phones

AREA2 = ["55", "33", "81"]
AREA3 = [
    "222",
    "442",
    "461",
    "477",
    "664",
    "999",
    "998",
    "614",
    "871",
    "443",
    "951",
    "229",
    "667",
    "744",
]


def phone_digits(area: str | None = None) -> str:
    while True:
        a = area or pick(AREA2 + AREA3 + AREA2)
        rest = "".join(str(R.randint(0, 9)) for _ in range(10 - len(a)))
        if rest[0] in "01":
            continue
        d = a + rest
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + d)):
            return d


def fmt_phone(d: str, style: str) -> str:
    a = d[:2] if d[:2] in AREA2 else d[:3]
    r = d[len(a) :]
    if len(a) == 2:
        h, t = r[:4], r[4:]
    else:
        h, t = r[:3], r[3:]
    pairs = " ".join([t[:2], t[2:]])
    return {
        "sp": f"{a} {h} {t}",
        "dash": f"{a}-{h}-{t}",
        "paren": f"({a}) {h}-{t}",
        "paren_sp": f"({a}) {h} {t}",
        "dot": f"{a}.{h}.{t}",
        "bare": d,
        "pairs": (
            f"{a}-{r[:2]}-{r[2:4]}-{r[4:6]}-{r[6:]}" if len(a) == 2 else f"{a}-{h}-{t[:2]}-{t[2:]}"
        ),
        "pairs_sp": (
            f"{a} {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}" if len(a) == 2 else f"{a} {h} {pairs}"
        ),
        "intl": f"+52 {a} {h} {t}",
        "intl1": f"+52 1 {a} {h} {t}",
        "intl_paren": f"+52 ({a}) {h} {t}",
        "intl_dash": f"+52-{a}-{h}-{t}",
        "intl_compact": f"+52{d}",
        "intl_compact1": f"+521{d}",
        "intl00": f"0052 {a} {h} {t}",
        "p044": f"044 {a} {h} {t}",
        "p044paren": f"(044) {a} {h} {t}",
        "p045": f"045 {a} {h} {t}",
        "p01": f"01 ({a}) {h} {t}",
        "nbsp": f"{a}\u00a0{h}\u00a0{t}",
        "endash": f"{a}\u2013{h}\u2013{t}",
        "intl_dot": f"+52.{a}.{h}.{t}",
    }[style]


DIG_WORDS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]


def phone_words(d: str) -> str:
    a = d[:2] if d[:2] in AREA2 else d[:3]
    r = d[len(a) :]
    groups = [a, r[:4], r[4:]] if len(a) == 2 else [a, r[:3], r[3:]]
    return ", ".join(" ".join(DIG_WORDS[int(c)] for c in g) for g in groups)


def us_phone() -> str:
    while True:
        n = (
            pick(["312", "415", "713", "619", "956", "210"])
            + str(R.randint(2, 9))
            + "".join(str(R.randint(0, 9)) for _ in range(6))
        )
        if phonenumbers.is_valid_number(phonenumbers.parse("+1" + n)):
            return n


def tollfree() -> str:
    while True:
        d = "800" + str(R.randint(1, 9)) + "".join(str(R.randint(0, 9)) for _ in range(6))
        n = phonenumbers.parse("+52" + d)
        if (
            phonenumbers.is_valid_number(n)
            and phonenumbers.number_type(n) == phonenumbers.PhoneNumberType.TOLL_FREE
        ):
            return d


# ----------------------------------------------------------------------------- e-mails

PERSONAL_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "live.com.mx",
    "protonmail.com",
    "outlook.es",
    "yahoo.com",
    "hotmail.es",
    "gmx.de",
    "me.com",
]


def email_local(p: Person, style: int) -> str:
    g, s1, s2 = (
        ascii_low(p.first),
        ascii_low(p.sur1).replace(" ", ""),
        ascii_low(p.sur2).replace(" ", ""),
    )
    y = p.birth[0] % 100
    return [
        f"{g}.{s1}",
        f"{g}_{s1}{y:02d}",
        f"{g[0]}{s1}{s2[0]}",
        f"{g}{s1}.{s2}",
        f"{ascii_low(p.nick)}.{s1}{R.randint(1, 99)}",
        f"{s1}.{g}{y:02d}",
        f"{g}.{s2}.{s1[0]}",
    ][style % 7]


# ----------------------------------------------------------------------------- tokens

ALNUM = string.ascii_letters + string.digits


def tok(n: int, alphabet: str = ALNUM) -> str:
    while True:
        t = "".join(R.choice(alphabet) for _ in range(n))
        if alphabet != ALNUM or (
            any(c.isdigit() for c in t)
            and any(c.isupper() for c in t)
            and any(c.islower() for c in t)
        ):
            return t


HEX = "0123456789abcdef"


def hexs(n: int) -> str:
    return tok(n, HEX)


def uuid4() -> str:
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:]}"


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(payload: str) -> str:
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    return head + "." + b64url(payload.encode()) + "." + tok(43, ALNUM + "-_")


def pem_body_lines(n: int) -> list[str]:
    return [tok(64, ALNUM + "+/") for _ in range(n)]


# ----------------------------------------------------------------------------- MRZ


def mrz_name(p: Person, width: int) -> str:
    s = (
        ascii_up(p.sur1).replace(" ", "<")
        + "<"
        + ascii_up(p.sur2).replace(" ", "<")
        + "<<"
        + ascii_up(p.given).replace(" ", "<")
    )
    return (s + "<" * width)[:width]


def passport_mx() -> str:
    return pick("GNE") + "".join(str(R.randint(0, 9)) for _ in range(8))


def passport_mrz(p: Person, number: str, nat: str = "MEX") -> tuple[str, str]:
    y, mo, d = p.birth
    birth = f"{y % 100:02d}{mo:02d}{d:02d}"
    exp = f"{R.randint(26, 33):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
    num = (number + "<<<<<<<<<")[:9]
    personal = "<" * 14
    sex = "F" if p.sex == "M" else "M"  # CURP uses H/M (hombre/mujer); the MRZ uses M/F
    l2 = (
        num
        + mrz_digit(num)
        + nat
        + birth
        + mrz_digit(birth)
        + sex
        + exp
        + mrz_digit(exp)
        + personal
        + mrz_digit(personal)
    )
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += mrz_digit(composite)
    l1 = ("P<" + nat + mrz_name(p, 39))[:44]
    return l1, l2


def ine_mrz(p: Person) -> tuple[str, str, str]:
    cic = "".join(str(R.randint(0, 9)) for _ in range(9))
    ocr = "".join(str(R.randint(0, 9)) for _ in range(13))
    l1 = "IDMEX" + cic + mrz_digit(cic) + "<<" + ocr
    y, mo, d = p.birth
    birth = f"{y % 100:02d}{mo:02d}{d:02d}"
    exp = f"{R.randint(27, 34):02d}1231"
    sex = "F" if p.sex == "M" else "M"
    opt = "MEX<" + f"{R.randint(1, 32):02d}<<" + f"{R.randint(0, 99999):05d}" + "<"
    l2 = birth + mrz_digit(birth) + sex + exp + mrz_digit(exp) + opt[:14]
    l2 = (l2 + "<" * 30)[:29]
    l2 += mrz_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29])
    l3 = mrz_name(p, 30)
    return l1, l2, l3


# ----------------------------------------------------------------------------- keepers


def company_rfc(initials: str, y: int, mo: int, d: int) -> str:
    body = (
        f"{initials}{y % 100:02d}{mo:02d}{d:02d}"
        + pick("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        + pick("123456789ABCDEFGHJKLMNPRSTUVWXYZ")
    )
    return body + rfc_check_digit(body)


def isbn13(prefix: str = "978607") -> str:
    body = prefix + "".join(str(R.randint(0, 9)) for _ in range(12 - len(prefix)))
    return body + isbn13_digit(body)


def issn() -> str:
    body = "".join(str(R.randint(0, 9)) for _ in range(7))
    d = body + issn_digit(body)
    return d[:4] + "-" + d[4:]
