"""Invented values with valid check digits for corpus 18 (all people are fictional)."""

from __future__ import annotations

import random
import string

R = random.Random(1818)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"

NOMBRES = [
    "Ximena",
    "Eréndira",
    "Tonatiuh",
    "Citlali",
    "Anselmo",
    "Rosalba",
    "Heriberto",
    "Yaretzi",
    "Nicanor",
    "Itzel",
    "Fermín",
    "Dulce María",
    "Abundio",
    "Maricruz",
    "Saúl",
    "Guadalupe",
    "Leocadio",
    "Jimena",
    "Eusebio",
    "Nayeli",
    "Baltazar",
    "Xóchitl",
    "Porfirio",
    "Marisol",
]
APELLIDOS = [
    "Quiñones",
    "Tlapale",
    "Ocampo",
    "Villaseñor",
    "Huerta",
    "Cuautle",
    "Zamudio",
    "Arreola",
    "Iturbide",
    "Necoechea",
    "Balderas",
    "Tepox",
    "Olguín",
    "Barragán",
    "Cisneros",
    "Mendívil",
    "Xicoténcatl",
    "Peralta",
    "Anaya",
    "Lozoya",
    "Camarillo",
    "Urquidi",
    "Bocanegra",
    "Sahagún",
]
CALLES = [
    "Calle Jacarandas",
    "Av. Tecnológico",
    "Privada Los Fresnos",
    "Cerrada de Tulipanes",
    "Calz. de Guadalupe",
    "Andador Ocotlán",
    "Retorno 14 de Sur 20",
    "Calle Fray Juan de Zumárraga",
    "Av. Lázaro Cárdenas",
    "Callejón del Aguacate",
    "Prol. Hidalgo",
    "Circuito Pirules",
]
COLONIAS = [
    ("Col. San Pedro de los Pinos", "03800", "Benito Juárez", "CDMX"),
    ("Fracc. Villas del Sol", "38010", "Celaya", "Gto."),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. Chapalita", "44500", "Guadalajara", "Jal."),
    ("Barrio de Santiago", "72410", "Puebla", "Pue."),
    ("Col. García Ginerés", "97070", "Mérida", "Yuc."),
    ("Col. Reforma", "68050", "Oaxaca de Juárez", "Oax."),
    ("Col. Las Águilas", "78260", "San Luis Potosí", "S.L.P."),
    ("Unidad Hab. El Rosario", "02100", "Azcapotzalco", "CDMX"),
    ("Col. Jardines de la Hacienda", "76180", "Querétaro", "Qro."),
]
LADAS = ["55", "33", "81", "442", "461", "999", "222", "951", "444", "477", "614", "664"]
ESTADOS = ["DF", "GT", "NL", "JC", "PL", "YN", "OC", "SP", "QT", "MC", "CH", "BC"]
INE_EDO = ["09", "11", "19", "14", "21", "31", "20", "24", "22", "15"]


def name() -> str:
    return f"{R.choice(NOMBRES)} {R.choice(APELLIDOS)} {R.choice(APELLIDOS)}"


def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


CURP_DICT = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp() -> str:
    cons = "BCDFGHJKLMNPQRSTVWXZ"
    vow = "AEIOU"
    y = R.randint(1950, 2012)
    s = (
        R.choice(cons)
        + R.choice(vow)
        + R.choice(cons)
        + R.choice(cons)
        + f"{y % 100:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
        + R.choice("HM")
        + R.choice(ESTADOS)
        + rs(cons, 3)
    )
    s += str(R.randint(0, 9)) if y < 2000 else R.choice("ABC")
    total = sum(CURP_DICT.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - total % 10) % 10)


RFC_DICT = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def _rfc_check(s12: str) -> str:
    total = sum(RFC_DICT.index(c) * (13 - i) for i, c in enumerate(s12))
    r = 11 - total % 11
    return "0" if r == 11 else ("A" if r == 10 else str(r))


def rfc_fisica() -> str:
    s = (
        rs("BCDFGHLMNPRSTVZ", 1)
        + rs("AEIOU", 1)
        + rs("BCDFGHLMNPRSTVZ", 2)
        + f"{R.randint(55, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
        + rs("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return s + _rfc_check(s)


def rfc_moral() -> str:
    s = (
        rs("ABCDEFGHIJKLMNPRSTUVWXYZ", 3)
        + f"{R.randint(90, 99):02d}{R.randint(1, 12):02d}"
        + f"{R.randint(1, 28):02d}"
        + rs("ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2)
    )
    return s + _rfc_check(" " + s)


def nss() -> str:
    b = f"{R.randint(1, 9)}{R.randint(0, 9)}{R.randint(70, 99):02d}{R.randint(40, 99):02d}{rs('0123456789', 4)}"
    return b + luhn_digit(b)


def clabe(bank: str | None = None) -> str:
    bank = bank or R.choice(["002", "012", "014", "021", "072", "127", "137", "646"])
    b = bank + R.choice(["180", "320", "650", "010", "580"]) + rs("0123456789", 11)
    w = [3, 7, 1] * 6
    total = sum((int(c) * w[i]) % 10 for i, c in enumerate(b))
    return b + str((10 - total % 10) % 10)


def card(kind: str | None = None) -> str:
    kind = kind or R.choice(["visa", "mc", "mc2", "amex"])
    if kind == "visa":
        b = "4" + rs("0123456789", 14)
    elif kind == "mc":
        b = str(R.randint(51, 55)) + rs("0123456789", 13)
    elif kind == "mc2":
        b = str(R.randint(2221, 2720)) + rs("0123456789", 11)
    else:
        b = R.choice(["34", "37"]) + rs("0123456789", 12)
    return b + luhn_digit(b)


def clave_elector() -> str:
    cons = "BCDFGHJKLMNPQRSTVWXZ"
    return (
        rs(cons, 1)
        + "A"
        + rs(cons, 1)
        + "O"
        + rs(cons, 1)
        + "E"
        + f"{R.randint(50, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
        + R.choice(INE_EDO)
        + R.choice("HM")
        + rs("0123456789", 3)
    )


def mobile(lada: str | None = None) -> str:
    lada = lada or R.choice(LADAS)
    return lada + str(R.randint(1, 9)) + rs("0123456789", 9 - len(lada))


def fmt_phone(d: str, style: int) -> str:
    lada, rest = (d[:2], d[2:]) if d[:2] in ("55", "33", "81") else (d[:3], d[3:])
    a, b = rest[: len(rest) - 4], rest[-4:]
    return [
        f"+52 {lada} {a} {b}",
        f"+52 1 {lada} {a} {b}",
        f"044 {lada} {a} {b}",
        f"045 {lada} {a}-{b}",
        f"({lada}) {a}-{b}",
        f"{lada}.{a}.{b}",
        f"{lada}-{a}-{b}",
        f"+52{d}",
        f"+52 ({lada}) {a} {b}",
        f"{lada} {a} {b}",
        f"+52-{lada}-{a}-{b}",
        f"00 52 {lada} {a} {b}",
    ][style % 12]


def key(prefix: str, n: int, alpha: str = B62) -> str:
    return prefix + rs(alpha, n)


def uuid() -> str:
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"
