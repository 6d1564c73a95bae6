"""Invented values for corpus 34, valid by construction where a check digit exists.

Every name, number, address, key and token here is made up with a seeded RNG: no real
person's data and no live credential. Keys have real vendors' *shapes* (prefix, length,
alphabet) with random bodies; none is a vendor-documented example.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"

FIRST_F = [
    "María José",
    "Guadalupe",
    "Ximena",
    "Rocío",
    "Itzel",
    "Fernanda",
    "Lucía",
    "Valeria",
    "Brenda",
    "Alejandra",
    "Mónica",
    "Daniela",
    "Renata",
    "Araceli",
    "Yolanda",
    "Citlali",
]
FIRST_M = [
    "José Luis",
    "Emiliano",
    "Rodrigo",
    "Ulises",
    "Héctor",
    "Joaquín",
    "Santiago",
    "Iván",
    "Mauricio",
    "Gerardo",
    "Óscar",
    "Tonatiuh",
    "Aurelio",
    "Saúl",
    "Efraín",
    "Patricio",
]
LAST = [
    "Villanueva",
    "Castañeda",
    "Zúñiga",
    "Ortega",
    "Salgado",
    "Peralta",
    "Ibarra",
    "Cisneros",
    "Bautista",
    "Galindo",
    "Montoya",
    "Quiroz",
    "Arellano",
    "Velázquez",
    "Tovar",
    "Ocampo",
    "Rentería",
    "Escobedo",
    "Valdivia",
    "Carrasco",
    "Domínguez",
    "Nava",
    "Sotelo",
    "Huerta",
]
PT_FIRST = ["Thiago", "Larissa", "Gabriela", "Rafael", "Juliana", "Caio", "Bianca", "Leonardo"]
PT_LAST = ["Albuquerque", "Figueiredo", "Nogueira", "Sampaio", "Teixeira", "Cavalcanti", "Moraes"]
EN_FIRST = ["Megan", "Travis", "Heather", "Dustin", "Caitlin", "Brandon", "Whitney", "Colby"]
EN_LAST = ["Whitfield", "Okafor", "Lindqvist", "Harrington", "Pruitt", "Castellano", "Brennan"]
STATES = ["AS", "BC", "CH", "DF", "GT", "JC", "MC", "MN", "NL", "OC", "PL", "QT", "SL", "VZ", "YN"]
CALLES = [
    "Calle Fresno",
    "Av. Sauces",
    "Privada Tulipanes",
    "Cerrada de Ocotal",
    "Calle Río Atoyac",
    "Andador Cempasúchil",
    "Av. Paseo de los Pinos",
    "Calle Mezquite",
    "Calz. de los Olivos",
]
COLONIAS = [
    "Col. Lomas del Valle",
    "Col. Arboledas",
    "Col. Jardines de San Mateo",
    "Col. El Mirador",
    "Col. Santa Cruz Tlapacoya",
    "Fracc. Villas del Sol",
    "Col. Ampliación Las Palmas",
]
MUNIS = [
    "Zapopan, Jal.",
    "Iztapalapa, CDMX",
    "Guadalupe, N.L.",
    "Tlalnepantla, Edo. Méx.",
    "Celaya, Gto.",
    "Morelia, Mich.",
    "Mérida, Yuc.",
    "Querétaro, Qro.",
]
LADAS = ["55", "33", "81", "222", "442", "461", "477", "999", "664", "443"]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "live.com.mx",
    "protonmail.com",
    "uol.com.br",
    "bol.com.br",
]


class V:
    """Seeded source of invented values."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def pick(self, xs):  # type: ignore[no-untyped-def]
        return self.r.choice(xs)

    def chars(self, n: int, alphabet: str = ALNUM) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    # ---------------------------------------------------------------- people
    def person(self, lang: str = "es") -> tuple[str, str, str, str]:
        """(full name, first, last1, last2)."""
        if lang == "pt":
            f, a, b = self.pick(PT_FIRST), self.pick(PT_LAST), self.pick(PT_LAST)
        elif lang == "en":
            f, a, b = self.pick(EN_FIRST), self.pick(EN_LAST), ""
        else:
            f = self.pick(FIRST_F + FIRST_M)
            a, b = self.r.sample(LAST, 2)
        full = " ".join(x for x in (f, a, b) if x)
        return full, f, a, b

    def user_slug(self) -> str:
        _, f, a, _ = self.person()
        f = _ascii(f.split()[0]).lower()
        a = _ascii(a).lower()
        return self.pick([f[0] + a, f + "." + a, f + a[:3], f + "_" + a, a + f[0]])

    def curp(self, sex: str | None = None) -> str:
        L = string.ascii_uppercase
        cons = "BCDFGHJKLMNPQRSTVWXZ"
        yy = self.r.randint(55, 99) if self.r.random() < 0.7 else self.r.randint(0, 12)
        s = (
            self.pick("BCDFGHMNOPRSTVZ")
            + self.pick("AEIOU")
            + self.pick(L)
            + self.pick(L)
            + f"{yy:02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
            + (sex or self.pick("HM"))
            + self.pick(STATES)
            + self.pick(cons)
            + self.pick(cons)
            + self.pick(cons)
            + (self.pick(string.digits) if yy > 30 else self.pick(L))
        )
        return s + curp_check(s)

    def rfc_fisica(self) -> str:
        L = string.ascii_uppercase
        s = (
            self.pick("BCDFGHMOPRSTVZ")
            + self.pick("AEIOU")
            + self.pick(L)
            + self.pick(L)
            + f"{self.r.randint(55, 99):02d}{self.r.randint(1, 12):02d}{self.r.randint(1, 28):02d}"
            + self.chars(2, "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789")
        )
        return s + rfc_check(s)

    def rfc_moral(self) -> str:
        L = string.ascii_uppercase
        s = (
            self.chars(3, L) + f"{self.r.randint(90, 99):02d}{self.r.randint(1, 12):02d}"
            f"{self.r.randint(1, 28):02d}" + self.chars(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        )
        return s + rfc_check(s)

    def nss(self) -> str:
        s = (
            f"{self.r.randint(1, 99):02d}{self.r.randint(70, 99):02d}"
            f"{self.r.randint(50, 99):02d}{self.digits(4)}"
        )
        return s + str(luhn_digit(s))

    def clabe(self) -> str:
        s = self.pick(["002", "012", "014", "021", "030", "036", "044", "072", "127", "137"])
        s += self.pick(["180", "320", "650", "580", "010"]) + self.digits(11)
        return s + clabe_check(s)

    def card(self) -> str:
        pre = self.pick(["4", "51", "53", "55", "2221", "2720", "34", "37"])
        n = 15 if pre in ("34", "37") else 16
        s = pre + self.digits(n - 1 - len(pre))
        return s + str(luhn_digit(s, card=True))

    def mobile(self) -> str:
        lada = self.pick(LADAS)
        return lada + self.digits(10 - len(lada))

    def email(self, name: str | None = None) -> str:
        n = name or self.person()[0]
        parts = [_ascii(p).lower() for p in n.split()]
        local = self.pick(
            [
                parts[0] + "." + parts[1],
                parts[0][0] + parts[1],
                parts[0] + parts[-1][:2] + self.digits(2),
                parts[1] + "_" + parts[0],
                parts[0] + self.digits(4),
            ]
        )
        return local + "@" + self.pick(FREEMAIL)

    def home_address(self) -> str:
        s = f"{self.pick(CALLES)} {self.r.randint(3, 980)}"
        if self.r.random() < 0.4:
            s += f" int. {self.r.randint(1, 12)}"
        return f"{s}, {self.pick(COLONIAS)}, C.P. {self.r.randint(10, 99)}{self.digits(3)}, {self.pick(MUNIS)}"

    def public_ip(self) -> str:
        a = self.pick([187, 189, 201, 177, 148, 200, 179])
        return f"{a}.{self.r.randint(1, 254)}.{self.r.randint(1, 254)}.{self.r.randint(1, 254)}"

    def private_ip(self) -> str:
        return self.pick(
            [
                f"192.168.{self.r.randint(0, 3)}.{self.r.randint(2, 250)}",
                f"10.{self.r.randint(0, 40)}.{self.r.randint(0, 255)}.{self.r.randint(2, 250)}",
                f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(2, 250)}",
            ]
        )

    # ---------------------------------------------------------------- ids and hashes
    def uuid(self) -> str:
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def hexs(self, n: int) -> str:
        return self.chars(n, HEX)

    def sha256(self) -> str:
        return hashlib.sha256(self.chars(40).encode()).hexdigest()

    def b64url(self, raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

    def jwt(self, payload: dict) -> str:  # type: ignore[type-arg]
        h = self.b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        p = self.b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
        sig = self.b64url(bytes(self.r.getrandbits(8) for _ in range(32)))
        return f"{h}.{p}.{sig}"

    def pem_private(self, kind: str = "RSA PRIVATE KEY") -> str:
        body = base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(640))).decode()
        rows = [body[i : i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {kind}-----\n" + "\n".join(rows) + f"\n-----END {kind}-----"


def _ascii(s: str) -> str:
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚñÑüÜ", "aeiouAEIOUnNuU")).replace(" ", "")


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(s17: str) -> str:
    total = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - total % 10) % 10)


RFC_ALPHA = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_check(s: str) -> str:
    s = s.rjust(12)
    total = sum(RFC_ALPHA.index(c) * (13 - i) for i, c in enumerate(s))
    rem = total % 11
    if rem == 0:
        return "0"
    return "A" if 11 - rem == 10 else str(11 - rem)


def luhn_digit(s: str, card: bool = False) -> int:
    total = 0
    # weight 2 on every other digit counting from the right of the payload
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return (10 - total % 10) % 10


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == int(s[-1])


def clabe_check(s17: str) -> str:
    w = [3, 7, 1]
    total = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(s17))
    return str((10 - total % 10) % 10)


def ean13(s12: str) -> str:
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s12))
    return s12 + str((10 - total % 10) % 10)
