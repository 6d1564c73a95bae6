# ruff: noqa: E501, SIM905
"""Invented values with valid check digits, for build_cases.py (no real person's data)."""

from __future__ import annotations

import base64
import random
import string
import unicodedata
import uuid

R = random.Random(170017)

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64U = B62 + "-_"


def rnd(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n: int) -> str:
    return str(R.randint(1, 9)) + rnd(string.digits, n - 1)


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def plain(s: str) -> str:
    return "".join(
        c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn"
    ).upper()


# ------------------------------------------------------------------ people (fictional)

FEM = "María Fernanda,Guadalupe,Ximena,Itzel,Renata,Valeria,Citlali,Araceli,Rocío,Yolanda,Lucía,Mariana,Daniela,Paola,Andrea,Sofía,Brenda,Karla,Leticia,Nayeli,Maricela,Edith,Abril,Zoé".split(
    ","
)
MAS = "José Luis,Juan Carlos,Emiliano,Santiago,Mateo,Jorge,Alejandro,Ricardo,Héctor,Ulises,Rodrigo,Iván,Efraín,Tomás,Joaquín,Raúl,Gerardo,Ramón,Saúl,Leonel,Bruno,Abel,Fermín,Isaac".split(
    ","
)
SUR = "Hernández,García,Martínez,López,González,Pérez,Rodríguez,Sánchez,Ramírez,Cruz,Flores,Gómez,Morales,Vázquez,Reyes,Jiménez,Torres,Díaz,Gutiérrez,Ruiz,Mendoza,Aguilar,Ortiz,Moreno,Castillo,Romero,Álvarez,Méndez,Chávez,Rivera,Juárez,Domínguez,Villanueva,Ochoa,Zamora,Barrientos,Quintero,Solís,Arreola,Tapia,Cisneros,Bautista,Carrillo,Esquivel,Fuentes,Galindo,Ibarra,Lara,Nava,Peralta,Salgado,Trejo,Urbina,Valdez".split(
    ","
)
STATES = [
    "AS",
    "BC",
    "CH",
    "CL",
    "DF",
    "GT",
    "GR",
    "HG",
    "JC",
    "MC",
    "MN",
    "NL",
    "OC",
    "PL",
    "QT",
    "SP",
    "SL",
    "TC",
    "VZ",
    "YN",
    "ZS",
]
MESES = "enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre".split(
    ","
)
MONTHS = (
    "January,February,March,April,May,June,July,August,September,October,November,December".split(
        ","
    )
)
MESES_PT = "janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro".split(
    ","
)
VOW = "AEIOU"


class Person:
    def __init__(self, sex: str | None = None) -> None:
        self.sex = sex or R.choice("HM")
        self.first = R.choice(FEM if self.sex == "M" else MAS)
        self.s1, self.s2 = R.sample(SUR, 2)
        self.y = R.randint(1952, 2006)
        self.m = R.randint(1, 12)
        self.d = R.randint(1, 28)
        self.state = R.choice(STATES)

    @property
    def name(self) -> str:
        return f"{self.first} {self.s1} {self.s2}"

    @property
    def short(self) -> str:
        return f"{self.first.split()[0]} {self.s1}"

    @property
    def login(self) -> str:
        a = plain(self.first.split()[0]).lower()
        b = plain(self.s1).lower()
        return R.choice(
            [
                f"{a}.{b}",
                f"{a}{b[:4]}{self.y % 100:02d}",
                f"{a[0]}{b}{R.randint(1, 99)}",
                f"{a}_{b}",
            ]
        )

    def date_es(self) -> str:
        return f"{self.d} de {MESES[self.m - 1]} de {self.y}"

    def ymd(self) -> str:
        return f"{self.y % 100:02d}{self.m:02d}{self.d:02d}"

    def curp(self) -> str:
        s1, s2, fn = plain(self.s1), plain(self.s2), plain(self.first.split()[0])
        inner_v = next((c for c in s1[1:] if c in VOW), "X")
        cons = lambda w: next((c for c in w[1:] if c.isalpha() and c not in VOW), "X")  # noqa: E731
        diff = str(R.randint(0, 9)) if self.y < 2000 else R.choice("ABCDEF")
        base = s1[0] + inner_v + s2[0] + fn[0] + self.ymd() + self.sex + self.state
        base += cons(s1) + cons(s2) + cons(fn) + diff
        return base + curp_check(base)

    def rfc(self) -> str:
        c = self.curp()[:10]
        hc = rnd("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
        return c + hc + rfc_check(c + hc)

    def clave_elector(self) -> str:
        def cv(w: str) -> str:
            w = plain(w)
            return w[0] + next((c for c in w[1:] if c in VOW), "X")

        return (
            cv(self.s1)
            + cv(self.s2)
            + cv(self.first.split()[0])
            + self.ymd()
            + f"{R.randint(1, 32):02d}"
            + self.sex
            + rnd(string.digits, 3)
        )


def curp_check(base17: str) -> str:
    al = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    s = sum(al.index(c) * (18 - i) for i, c in enumerate(base17))
    return str((10 - s % 10) % 10)


def rfc_check(base: str) -> str:
    al = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
    base = base.rjust(12)
    s = sum(al.index(c) * (13 - i) for i, c in enumerate(base))
    dv = 11 - s % 11
    return "0" if dv == 11 else "A" if dv == 10 else str(dv)


def company_rfc(abbr: str) -> str:
    abbr = plain(abbr)[:3].ljust(3, "X")
    base = (
        abbr
        + f"{R.randint(70, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
        + rnd("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return base + rfc_check(base)


def luhn_digit(body: str) -> str:
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def nss() -> str:
    body = f"{R.randint(1, 97):02d}{R.randint(0, 99):02d}{R.randint(50, 99):02d}{R.randint(0, 9999):04d}"
    return body + luhn_digit(body)


def card(kind: str) -> str:
    if kind == "visa":
        body = "4" + rnd(string.digits, 14)
    elif kind == "mc":
        body = str(R.randint(51, 55)) + rnd(string.digits, 13)
    elif kind == "mc2":
        body = str(R.randint(2221, 2720)) + rnd(string.digits, 11)
    elif kind == "amex":
        body = R.choice(["34", "37"]) + rnd(string.digits, 12)
    else:
        body = "6" + rnd(string.digits, 14)
    return body + luhn_digit(body)


def clabe(bank: str | None = None) -> str:
    bank = bank or R.choice(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
    body = bank + rnd(string.digits, 3) + rnd(string.digits, 11)
    w = [3, 7, 1] * 6
    s = sum(int(c) * w[i] % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def mrz_cd(s: str) -> str:
    w = [7, 3, 1]

    def v(c: str) -> int:
        if c.isdigit():
            return int(c)
        if c == "<":
            return 0
        return ord(c) - 55

    return str(sum(v(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_td3(p: Person, number: str, nat: str = "MEX") -> tuple[str, str]:
    name = (plain(p.s1) + "<" + plain(p.s2) + "<<" + plain(p.first).replace(" ", "<")).replace(
        " ", "<"
    )
    l1 = ("P<" + nat + name).ljust(44, "<")[:44]
    num = number.ljust(9, "<")
    exp = f"{R.randint(27, 35):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
    opt = "<" * 14
    sex = "F" if p.sex == "M" else "M"
    l2 = (
        num
        + mrz_cd(num)
        + nat
        + p.ymd()
        + mrz_cd(p.ymd())
        + sex
        + exp
        + mrz_cd(exp)
        + opt
        + mrz_cd(opt)
    )
    comp = num + mrz_cd(num) + p.ymd() + mrz_cd(p.ymd()) + exp + mrz_cd(exp) + opt + mrz_cd(opt)
    return l1, l2 + mrz_cd(comp)


def ine_mrz1() -> str:
    cic = digits(9)
    return "IDMEX" + cic + mrz_cd(cic) + "<<" + rnd(string.digits, 13)


def cpf() -> str:
    n = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(a * b for a, b in zip(n, range(k, 1, -1), strict=True))
        d = (s * 10) % 11 % 10
        n.append(d)
    t = "".join(map(str, n))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def cnpj() -> str:
    n = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        s = sum(a * b for a, b in zip(n, w, strict=True))
        r = s % 11
        n.append(0 if r < 2 else 11 - r)
    t = "".join(map(str, n))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}"


def cuit(prefix: str) -> str:
    while True:
        body = prefix + rnd(string.digits, 8)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * w[i] for i, c in enumerate(body))
        d = 11 - s % 11
        if d == 10:
            continue
        d = 0 if d == 11 else d
        return f"{body[:2]}-{body[2:]}-{d}"


def ruc_pe() -> str:
    while True:
        body = "20" + rnd(string.digits, 8)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        s = sum(int(c) * w[i] for i, c in enumerate(body))
        d = 11 - s % 11
        if d >= 10:
            d -= 10
        return body + str(d)


def rut_cl() -> str:
    n = R.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    d = 11 - s % 11
    dv = "0" if d == 11 else "K" if d == 10 else str(d)
    t = f"{n:,}".replace(",", ".")
    return f"{t}-{dv}"


def ci_uy() -> str:
    n = f"{R.randint(1_000_000, 6_999_999)}"
    w = [2, 9, 8, 7, 6, 3, 4]
    s = sum(int(c) * w[i] for i, c in enumerate(n))
    d = (10 - s % 10) % 10
    return f"{n[0]}.{n[1:4]}.{n[4:]}-{d}"


def dni_es() -> str:
    n = R.randint(10_000_000, 79_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def iban_es() -> str:
    bban = rnd(string.digits, 20)
    num = int(bban + "142800")
    cd = 98 - num % 97
    return f"ES{cd:02d}{bban}"


def isbn13() -> str:
    body = "978607" + rnd(string.digits, 6)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ean13() -> str:
    body = "750" + rnd(string.digits, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def mx_mobile() -> str:
    lada = R.choice(
        [
            "55",
            "56",
            "33",
            "81",
            "222",
            "442",
            "477",
            "999",
            "664",
            "614",
            "461",
            "228",
            "951",
            "961",
            "844",
            "312",
        ]
    )
    return lada + rnd(string.digits, 10 - len(lada)).replace("0", str(R.randint(1, 9)), 1)


def fmt_phone(n: str, style: str) -> str:
    if len(n[:2]) and n[:2] in ("55", "56", "33", "81"):
        a, b, c = n[:2], n[2:6], n[6:]
    else:
        a, b, c = n[:3], n[3:6], n[6:]
    return {
        "+52sp": f"+52 {a} {b} {c}",
        "+521": f"+52 1 {a} {b} {c}",
        "044": f"044 {a} {b} {c}",
        "045": f"045 {a} {b} {c}",
        "paren": f"({a}) {b}-{c}",
        "dots": f"{a}.{b}.{c}",
        "dash": f"{a}-{b}-{c}",
        "bare": n,
        "+52bare": f"+52{n}",
        "0052": f"0052 {a} {b} {c}",
        "+52paren": f"+52 ({a}) {b} {c}",
        "pairs": f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:8]} {n[8:]}",
        "+52dash": f"+52-{a}-{b}-{c}",
        "spaced": f"{a} {b} {c}",
    }[style]


def b64(s: bytes) -> str:
    return base64.b64encode(s).decode()


def jwt(payload: str) -> str:
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
    return f"{h}.{p}.{rnd(B64U, 43)}"
