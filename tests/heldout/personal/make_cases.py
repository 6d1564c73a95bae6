# ruff: noqa: E501
"""Generate cases.json, deterministically (seeded), from the real captures' structure.

Provenance only: the corpus is cases.json. Running this again with the same captures
rewrites the same file. It reads the captures to find insertion points and JSON/YAML
paths; it copies no capture content into the corpus beyond the short ``expect`` guard
of an HTML insertion point.

    /work/main/.venv/bin/python tests/heldout/personal/make_cases.py [CAPTURES]

Identifiers carry valid check digits, computed here from their public definitions:
CURP (RENAPO: weights 18..2 over the 37-symbol alphabet, mod 10), RFC (SAT: weights
13..2 over the 39-symbol table, mod 11, 10 -> "A"), NSS (IMSS: Luhn over 10 digits),
CLABE (ABM: weights 3,7,1, mod 10), payment cards (Luhn), ISBN-13/EAN-13 (weights 1,3).
Phone numbers are checked valid for MX with ``phonenumbers`` (generation time only).
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
import random
import string
import sys
import unicodedata
import uuid
from collections import defaultdict
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import lxml.html
import phonenumbers
import yaml

HERE = Path(__file__).resolve().parent
SEED = 20250214
SPLIT_SEED = "heldout-personal/v1"

R = random.Random(SEED)

# =========================================================================== pools

GIVEN_F = [
    "María",
    "Guadalupe",
    "Ximena",
    "Sofía",
    "Renata",
    "Itzel",
    "Citlali",
    "Fernanda",
    "Andrea",
    "Mariana",
    "Verónica",
    "Araceli",
    "Yesenia",
    "Mónica",
    "Rocío",
    "Lucía",
    "Valeria",
    "Daniela",
    "Alejandra",
    "Beatriz",
    "Leticia",
    "Elena",
    "Paola",
    "Karla",
    "Nayeli",
    "Abril",
    "Regina",
    "Montserrat",
    "Dulce",
    "Maricela",
    "Inés",
    "Sandra",
]
GIVEN_M = [
    "José Luis",
    "Juan Carlos",
    "Jesús",
    "Héctor",
    "Rubén",
    "Raúl",
    "Andrés",
    "Martín",
    "Óscar",
    "Iván",
    "Joaquín",
    "Efraín",
    "Ulises",
    "Cuauhtémoc",
    "Emiliano",
    "Rodrigo",
    "Arturo",
    "Gerardo",
    "Fernando",
    "Ricardo",
    "Alejandro",
    "Eduardo",
    "Saúl",
    "Tomás",
    "Germán",
    "Julián",
    "Iñaki",
    "Ramón",
    "Sebastián",
    "Adrián",
    "Mauricio",
    "Hugo",
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
    "Muñoz",
    "Rojas",
    "Contreras",
    "Salazar",
    "Luna",
    "Ortega",
    "Santiago",
    "Guerrero",
    "Estrada",
    "Bautista",
    "Cortés",
    "Soto",
    "Alvarado",
    "Espinoza",
    "Lara",
    "Ávila",
    "Ríos",
    "Cervantes",
    "Silva",
    "Delgado",
    "Vega",
    "Núñez",
    "Carrillo",
    "Sandoval",
    "Peña",
    "Ibarra",
    "Zúñiga",
    "Ochoa",
    "Quintero",
    "Villaseñor",
    "Ordóñez",
]
FOREIGN = [
    ("John", "Miller"),
    ("Sarah", "Thompson"),
    ("Lukas", "Schneider"),
    ("Anna", "Weber"),
    ("Pablo", "Iglesias Ferrer"),
    ("Claire", "Dubois"),
    ("Liam", "O'Connor"),
    ("Emily", "Carter"),
    ("Jonas", "Becker"),
    ("Camila", "Restrepo"),
    ("Martina", "Fernández"),
    ("Noah", "Wilson"),
]

CURP_STATES = [
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
MONTHS_ES = [
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
MONTHS_ABBR_ES = [
    "ene",
    "feb",
    "mar",
    "abr",
    "may",
    "jun",
    "jul",
    "ago",
    "sep",
    "oct",
    "nov",
    "dic",
]

FREE_DOMAINS = [
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "prodigy.net.mx",
    "icloud.com",
    "outlook.es",
    "hotmail.es",
    "protonmail.com",
    "yahoo.com",
    "gmail.com",
    "hotmail.com",
    "gmail.com",
]
OBF_DOMAINS = [
    ("gmail", "com"),
    ("hotmail", "com"),
    ("outlook", "com"),
    ("yahoo", "com.mx"),
    ("live", "com.mx"),
    ("icloud", "com"),
    ("prodigy", "net.mx"),
]

# area code -> city (state) for plausible numbers
AREAS = [
    ("55", "Ciudad de México"),
    ("56", "Ciudad de México"),
    ("33", "Guadalajara"),
    ("81", "Monterrey"),
    ("461", "Celaya"),
    ("222", "Puebla"),
    ("442", "Querétaro"),
    ("477", "León"),
    ("999", "Mérida"),
    ("664", "Tijuana"),
    ("998", "Cancún"),
    ("722", "Toluca"),
    ("951", "Oaxaca"),
    ("443", "Morelia"),
    ("662", "Hermosillo"),
    ("614", "Chihuahua"),
    ("444", "San Luis Potosí"),
    ("449", "Aguascalientes"),
    ("229", "Veracruz"),
    ("618", "Durango"),
    ("871", "Torreón"),
    ("312", "Colima"),
]

COMPANIES = [
    ("Grupo Altamira", "S.A. de C.V.", "grupoaltamira.com.mx"),
    ("Tecnologías del Bajío", "S.A.P.I. de C.V.", "tecbajio.mx"),
    ("Constructora Nogal", "S.A. de C.V.", "constructoranogal.com.mx"),
    ("Ferretería El Castor", "S. de R.L. de C.V.", "ferreteriaelcastor.com"),
    ("Laboratorios Quetzal", "S.A. de C.V.", "labquetzal.com.mx"),
    ("Transportes Sierra Madre", "S.A. de C.V.", "tsmadre.com.mx"),
    ("Editorial Cenzontle", "S.C.", "editorialcenzontle.mx"),
    ("Alimentos La Huerta", "S.A. de C.V.", "lahuerta.com.mx"),
    ("Inmobiliaria Ceiba", "S.A. de C.V.", "ceibainmobiliaria.mx"),
    ("Clínica Dental Sonrisa Plena", "S.C.", "sonrisaplena.mx"),
    ("Datos Abiertos Consultores", "S.C.", "datosabiertos.consulting"),
    ("Agencia Colibrí Viajes", "S.A. de C.V.", "colibriviajes.com.mx"),
]
GOB = [
    ("Procuraduría Federal del Consumidor", "profeco.gob.mx"),
    ("Secretaría de Economía", "economia.gob.mx"),
    ("Instituto Mexicano del Seguro Social", "imss.gob.mx"),
    ("Secretaría de Educación Pública", "sep.gob.mx"),
    ("Gobierno de la Ciudad de México", "cdmx.gob.mx"),
    ("Gobierno de Jalisco", "jalisco.gob.mx"),
    ("Gobierno del Estado de Guanajuato", "guanajuato.gob.mx"),
    ("CONDUSEF", "condusef.gob.mx"),
    ("Secretaría de Salud", "salud.gob.mx"),
    ("Municipio de Celaya", "celaya.gob.mx"),
    ("Servicio de Administración Tributaria", "sat.gob.mx"),
    ("Municipio de Querétaro", "municipiodequeretaro.gob.mx"),
]
ROLE_BOXES = [
    "ventas",
    "contacto",
    "prensa",
    "info",
    "atencion.clientes",
    "soporte",
    "facturacion",
    "comunicacion",
    "reclutamiento",
    "rrhh",
    "compras",
    "proveedores",
    "noreply",
    "hola",
    "servicio.cliente",
    "ventas.gdl",
    "cotizaciones",
    "privacidad",
    "datos.personales",
    "admin.ventas",
]
GOB_BOXES = [
    "contacto",
    "transparencia",
    "atencion.ciudadana",
    "prensa",
    "comunicacion.social",
    "unidad.transparencia",
    "oficialia.partes",
    "quejas",
    "denuncias",
    "informes",
]

STREETS = [
    "Álamos",
    "Los Pinos",
    "Hidalgo",
    "Morelos",
    "Río Lerma",
    "Tulipanes",
    "Jacarandas",
    "Emiliano Zapata",
    "Francisco I. Madero",
    "Niños Héroes",
    "Fresno",
    "Sauce",
    "Cedros",
    "Vicente Guerrero",
    "Allende",
    "Aldama",
    "Benito Juárez",
    "Las Rosas",
    "Manantial",
    "Nogal",
]
HOME_PLACES = [
    ("Col. Del Valle", "03100", "Benito Juárez", "CDMX"),
    ("Col. Narvarte Poniente", "03020", "Benito Juárez", "Ciudad de México"),
    ("Col. Jardines de Celaya", "38080", "Celaya", "Gto."),
    ("Fracc. Las Américas", "38050", "Celaya", "Guanajuato"),
    ("Col. Ejidal", "56530", "Ixtapaluca", "Edo. de México"),
    ("Col. Chapalita", "45040", "Zapopan", "Jal."),
    ("Col. Jardines del Bosque", "44520", "Guadalajara", "Jalisco"),
    ("Col. Mitras Centro", "64460", "Monterrey", "N.L."),
    ("Col. Carretas", "76050", "Querétaro", "Qro."),
    ("Barrio de San Juan", "38500", "Apaseo el Grande", "Guanajuato"),
    ("Col. Guadalupe Inn", "01020", "Álvaro Obregón", "CDMX"),
    ("Fracc. Villas del Sol", "37530", "León", "Gto."),
    ("Col. Reforma", "68050", "Oaxaca de Juárez", "Oax."),
    ("Col. García Ginerés", "97070", "Mérida", "Yucatán"),
    ("Unidad Habitacional Iztacalco", "08900", "Iztacalco", "CDMX"),
    ("Col. Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
]
OFFICE_ADDRESSES = [
    "Av. Paseo de la Reforma 505, Piso 12, Col. Cuauhtémoc, C.P. 06500, Ciudad de México",
    "Blvd. Adolfo López Mateos 1203 Pte., Col. Centro, C.P. 38000, Celaya, Gto.",
    "Av. Vallarta 6503, Local 12, Col. Ciudad Granja, C.P. 45010, Zapopan, Jal.",
    "Av. Insurgentes Sur 1735, Torre B, Piso 3, Col. Guadalupe Inn, C.P. 01020, Álvaro Obregón, CDMX",
    "Av. Constitución 2050 Ote., Col. Obispado, C.P. 64060, Monterrey, N.L.",
    "Blvd. Bernardo Quintana 4100, Col. Álamos 3a Secc., C.P. 76160, Querétaro, Qro.",
    "Calle 60 No. 299-E, Col. Centro, C.P. 97000, Mérida, Yuc.",
    "Av. Ejército Nacional 843-B, Col. Granada, C.P. 11520, Miguel Hidalgo, CDMX",
    "Parque Industrial Amistad, Lote 14, C.P. 38160, Celaya, Guanajuato",
    "Av. Juárez 976, Col. Centro, C.P. 44100, Guadalajara, Jalisco",
    "Carretera Panamericana km 56.5, Col. El Sauz, C.P. 38110, Celaya, Gto.",
    "Av. Tecnológico 1500, Piso 4, Col. Lindavista, C.P. 76050, Querétaro, Qro.",
]
GOB_ADDRESSES = [
    (
        "Oficialía de Partes",
        "CONDUSEF",
        "Av. Insurgentes Sur 762, Col. Del Valle, C.P. 03100, Benito Juárez, CDMX",
    ),
    (
        "Módulo de atención ciudadana",
        "Gobierno del Estado de Guanajuato",
        "Blvd. Paseo de los Insurgentes 2100, C.P. 37150, León, Gto.",
    ),
    (
        "Unidad de Transparencia",
        "Gobierno de Jalisco",
        "Av. Alcalde 1221, Col. Miraflores, C.P. 44270, Guadalajara, Jal.",
    ),
    (
        "Presidencia Municipal",
        "Municipio de Celaya",
        "Portal Independencia 101, Zona Centro, C.P. 38000, Celaya, Gto.",
    ),
    (
        "Subdelegación",
        "Instituto Mexicano del Seguro Social",
        "Av. Cuauhtémoc 80, Col. Doctores, C.P. 06720, Cuauhtémoc, CDMX",
    ),
    (
        "Oficina de enlace",
        "Municipio de Querétaro",
        "Blvd. Bernardo Quintana 10000, Col. Centro Sur, C.P. 76090, Querétaro, Qro.",
    ),
]

SEARCH_HOSTS = [
    "api.tavily.com",
    "api.search.brave.com",
    "www.googleapis.com",
    "api.bing.microsoft.com",
    "api.firecrawl.dev",
    "api.exa.ai",
    "google.serper.dev",
    "serpapi.com",
    "s.jina.ai",
    "api.perplexity.ai",
]

# =========================================================================== helpers


def strip_accents(s: str) -> str:
    out = []
    for ch in s:
        if ch in "ñÑ":
            out.append(ch)
            continue
        out.append(
            "".join(c for c in unicodedata.normalize("NFD", ch) if unicodedata.category(c) != "Mn")
        )
    return "".join(out)


def alnum(
    n: int, rng: random.Random = R, alphabet: str = string.ascii_letters + string.digits
) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexs(n: int, rng: random.Random = R) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def digits(n: int, rng: random.Random = R) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


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


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_digit(c17: str) -> str:
    s = sum(CURP_ALPHA.index(ch) * (18 - i) for i, ch in enumerate(c17))
    return str((10 - s % 10) % 10)


RFC_TABLE = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def rfc_digit(body: str) -> str:
    body = body.rjust(12)  # persona moral (11 chars) gets a leading space
    s = sum(RFC_TABLE.index(ch) * (13 - i) for i, ch in enumerate(body))
    r = s % 11
    if r == 0:
        return "0"
    d = 11 - r
    return "A" if d == 10 else str(d)


def clabe_digit(d17: str) -> str:
    w = [3, 7, 1]
    s = sum((int(c) * w[i % 3]) % 10 for i, c in enumerate(d17))
    return str((10 - s % 10) % 10)


def ean13_digit(d12: str) -> str:
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn10_digit(d9: str) -> str:
    s = sum((10 - i) * int(c) for i, c in enumerate(d9))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


VOWELS = "AEIOU"

# RENAPO/SAT "palabras inconvenientes": the second letter becomes X when the first four spell one
INCONVENIENT = frozenset(
    """
BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO
GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO
LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE
PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI
WUEY
""".split()  # noqa: SIM905
)


def homoclave(rng: random.Random) -> str:
    """The two name-derived homoclave characters of an RFC (SAT: [1-9A-V][1-9A-Z])."""
    return rng.choice("123456789ABCDEFGHIJKLMNPQRSTUV") + rng.choice(
        "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
    )


class Person:
    def __init__(
        self, rng: random.Random, sex: str | None = None, born_after_2000: bool | None = None
    ) -> None:
        self.sex = sex or rng.choice("HM")
        given_pool = GIVEN_F if self.sex == "M" else GIVEN_M
        self.given = rng.choice(given_pool)
        self.pat = rng.choice(SURNAMES)
        self.mat = rng.choice([s for s in SURNAMES if s != self.pat])
        late = born_after_2000 if born_after_2000 is not None else rng.random() < 0.2
        self.year = rng.randint(2000, 2006) if late else rng.randint(1958, 1999)
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.state = rng.choice(CURP_STATES)

    @property
    def first(self) -> str:
        return self.given.split()[0]

    @property
    def short(self) -> str:
        return f"{self.first} {self.pat}"

    @property
    def full(self) -> str:
        return f"{self.given} {self.pat} {self.mat}"

    def _norm(self, s: str) -> str:
        return strip_accents(s).upper().replace("Ñ", "X")

    def _name_for_ids(self) -> str:
        parts = self._norm(self.given).split()
        if len(parts) > 1 and parts[0] in ("JOSE", "MARIA", "MA.", "J."):
            return parts[1]
        return parts[0]

    def _internal(self, s: str, want_vowel: bool) -> str:
        for ch in s[1:]:
            if (ch in VOWELS) == want_vowel and ch.isalpha():
                return ch
        return "X"

    def letters4(self) -> str:
        pat, mat, name = self._norm(self.pat), self._norm(self.mat), self._name_for_ids()
        four = pat[0] + self._internal(pat, True) + mat[0] + name[0]
        return four[0] + "X" + four[2:] if four in INCONVENIENT else four

    def yymmdd(self) -> str:
        return f"{self.year % 100:02d}{self.month:02d}{self.day:02d}"

    def curp(self, rng: random.Random) -> str:
        pat, mat, name = self._norm(self.pat), self._norm(self.mat), self._name_for_ids()
        cons = self._internal(pat, False) + self._internal(mat, False) + self._internal(name, False)
        homo = rng.choice(string.digits) if self.year < 2000 else rng.choice(string.ascii_uppercase)
        c17 = self.letters4() + self.yymmdd() + self.sex + self.state + cons + homo
        return c17 + curp_digit(c17)

    def rfc(self, rng: random.Random) -> str:
        body = self.letters4() + self.yymmdd() + homoclave(rng)
        return body + rfc_digit(body)

    def ine(self, rng: random.Random) -> str:
        pat, mat, name = self._norm(self.pat), self._norm(self.mat), self._name_for_ids()
        letters = "".join(s[0] + self._internal(s, False) for s in (pat, mat, name))
        return letters + self.yymmdd() + f"{rng.randint(1, 32):02d}" + self.sex + digits(3, rng)

    def email_local(self, rng: random.Random, accents: bool = False) -> str:
        g = self.first.lower() if accents else strip_accents(self.first).lower().replace("ñ", "n")
        p = self.pat.lower() if accents else strip_accents(self.pat).lower().replace("ñ", "n")
        m = self.mat.lower() if accents else strip_accents(self.mat).lower().replace("ñ", "n")
        yy = f"{self.year % 100:02d}"
        forms = [
            f"{g}.{p}",
            f"{g}.{p}{yy}",
            f"{g[0]}{p}{yy}",
            f"{g}_{p[:3]}",
            f"{g}.{p}.{m[0]}",
            f"{g}{p}{rng.randint(1, 99)}",
            f"{g}.{m}",
            f"{p}.{g}{yy}",
        ]
        return rng.choice(forms)

    def dob(self, fmt: str) -> str:
        d, m, y = self.day, self.month, self.year
        return {
            "dmy_slash": f"{d:02d}/{m:02d}/{y}",
            "dmy_dash": f"{d:02d}-{m:02d}-{y}",
            "es_long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "es_abbr": f"{d:02d}/{MONTHS_ABBR_ES[m - 1]}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "en_long": f"{MONTHS_EN[m - 1]} {d}, {y}",
            "de": f"{d:02d}.{m:02d}.{y}",
        }[fmt]


def mx_number(rng: random.Random, area: str | None = None) -> tuple[str, str]:
    """A valid 10-digit Mexican national number and its city."""
    while True:
        code, city = (area, dict(AREAS)[area]) if area else rng.choice(AREAS)
        rest = 10 - len(code)
        sub = str(rng.randint(2, 9)) + digits(rest - 1, rng)
        n = code + sub
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
            return n, city


def split_nat(n: str) -> tuple[str, str, str]:
    if n[:2] in ("55", "56", "33", "81"):
        return n[:2], n[2:6], n[6:]
    return n[:3], n[3:6], n[6:]


def fmt_phone(n: str, style: str) -> str:
    a, b, c = split_nat(n)
    return {
        "intl_sp": f"+52 {a} {b} {c}",
        "intl_par": f"+52 ({a}) {b}-{c}",
        "intl_compact": f"+52{n}",
        "intl1_sp": f"+52 1 {a} {b} {c}",
        "intl1_compact": f"+521{n}",
        "intl1_dash": f"+521-{a}-{b}-{c}",
        "p044": f"044 {a} {b} {c}",
        "p045": f"045 {a} {b} {c}",
        "p044_dash": f"044-{a}-{b}-{c}",
        "parens": f"({a}) {b}-{c}",
        "parens_sp": f"({a}) {b} {c}",
        "dotted": f"{a}.{b}.{c}",
        "dash": f"{a}-{b}-{c}",
        "spaced": f"{a} {b} {c}",
        "bare": n,
    }[style]


def toll_free(rng: random.Random) -> str:
    while True:
        n = "800" + str(rng.randint(1, 9)) + digits(6, rng)
        if phonenumbers.is_valid_number(phonenumbers.parse("+52" + n)):
            return n


def company_rfc(rng: random.Random, name: str) -> str:
    words = [
        w
        for w in strip_accents(name).upper().split()
        if w not in ("DE", "DEL", "LA", "EL", "LOS", "LAS", "Y")
    ]
    letters = "".join(w[0] for w in words)[:3]
    if len(letters) < 3:  # two-word names: first two letters of the first word
        letters = (words[0][:2] + "".join(w[0] for w in words[1:]))[:3].ljust(3, "X")
    y, m, d = (
        rng.randint(85, 99) if rng.random() < 0.6 else rng.randint(0, 19),
        rng.randint(1, 12),
        rng.randint(1, 28),
    )
    body = f"{letters}{y:02d}{m:02d}{d:02d}" + homoclave(rng)
    return body + rfc_digit(body)


def b64url(n: int, rng: random.Random = R) -> str:
    return alnum(n, rng, string.ascii_letters + string.digits + "-_")


def jwt(rng: random.Random, claims: dict[str, Any]) -> str:
    def enc(o: Any) -> str:
        return (
            base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode())
            .decode()
            .rstrip("=")
        )

    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(claims) + "." + b64url(43, rng)


def pick(rng: random.Random, seq: list[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


# =========================================================================== targets


def load_any(path: Path) -> Any:
    text = path.read_text(encoding="utf-8-sig")
    return json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)


def get(obj: Any, path: list[Any]) -> Any:
    for s in path:
        obj = obj[s]
    return obj


class Target:
    def __init__(self, rel: str, fmt: str, lang: str, weight: int) -> None:
        self.rel, self.fmt, self.lang, self.weight = rel, fmt, lang, weight
        self.slots: list[dict[str, Any]] = []
        self.points: list[tuple[int, int, str]] = []
        self.obj: Any = None


TARGETS: list[Target] = []


def T(rel: str, fmt: str, lang: str, weight: int) -> Target:
    t = Target(rel, fmt, lang, weight)
    TARGETS.append(t)
    return t


def S(t: Target, kind: str, path: list[Any], **kw: Any) -> None:
    t.slots.append({"slot": kind, "path": path, **kw})


def define_targets() -> None:
    for rel, lang in [
        ("html/es-mx_unocero_tech-news-android-apps.html", "es"),
        ("html/es_cnet-en-espanol_twitter-lite-mexico-news.html", "es"),
        ("html/es-ar_lanacion_opinion-article.html", "es"),
        ("html/es-pe_elcomercio_signwall-paywall-article.html", "es"),
        ("html/es-uy_ladiaria_metered-paywall-article.html", "es"),
        ("html/de_bafa-gov_mineraloel-statistics-table.html", "de"),
        ("html/de_rs-ingenieure_simple-corporate-services-page.html", "de"),
        ("injection/atlas-poc_hidden-text-meta-jsonld-aria-alt-data-attrs.html", "en"),
        ("injection/mochi-studio_injection-test-page_comments-displaynone-fontsize0.html", "en"),
    ]:
        T(rel, "html", lang, 5 if lang == "es" else 3)

    t = T("html/trafilatura-evaldata_subset.json", "json", "es", 2)
    for page in [
        "unocero.com.marcas.html",
        "elcomercio.pe-kenjifujimori.html",
        "ladiaria.com.uy-productor.html",
        "bafa.de-mineraloelabsatz.html",
        "rs-ingenieure.de.tragwerksplanung.html",
    ]:
        S(t, "field", [page])
    for page in [
        "unocero.com.marcas.html",
        "elcomercio.pe-kenjifujimori.html",
        "ladiaria.com.uy-productor.html",
        "bafa.de-mineraloelabsatz.html",
    ]:
        S(t, "list", [page, "comments"], item="str")
    S(t, "text", ["unocero.com.marcas.html", "description"])
    S(t, "text", ["ladiaria.com.uy-productor.html", "title"])
    S(t, "list", ["unocero.com.marcas.html", "tags"], item="str")

    t = T("injection/bipia_text-attack-instructions_test.json", "json", "en", 2)
    for cat in [
        "Task Automation",
        "Business Intelligence",
        "Conversational Agent",
        "Research Assistance",
        "Information Dissemination",
        "Marketing & Advertising",
        "Scams & Fraud",
        "Entertainment",
    ]:
        S(t, "list", [cat], item="str")

    for rel in [
        "search/bing_semantic-kernel_what-is-sk.json",
        "search/bing_semantic-kernel_what-is-sk_site-devblogs.json",
    ]:
        t = T(rel, "json", "en", 2)
        S(t, "field", [])
        S(t, "field", ["queryContext"])
        for i in range(3):
            S(t, "field", ["webPages", "value", i])
            S(t, "text", ["webPages", "value", i, "snippet"])
        S(t, "set", ["queryContext", "originalQuery"], what="query")
    t = TARGETS[-1]
    for i in range(2):
        S(t, "field", ["videos", "value", i])
        S(t, "text", ["videos", "value", i, "description"])

    for rel in [
        "search/brave_semantic-kernel_what-is-sk.json",
        "search/brave_semantic-kernel_what-is-sk_site-filter.json",
    ]:
        t = T(rel, "json", "en", 2)
        S(t, "field", [])
        S(t, "field", ["query"])
        for i in range(3):
            S(t, "field", ["web", "results", i])
            S(t, "field", ["web", "results", i, "profile"])
            S(t, "text", ["web", "results", i, "description"])
        S(t, "set", ["query", "original"], what="query")

    for rel in [
        "search/google-cse_semantic-kernel_what-is-sk.json",
        "search/google-cse_semantic-kernel_what-is-sk_site-devblogs.json",
    ]:
        t = T(rel, "json", "en", 2)
        S(t, "field", [])
        S(t, "field", ["queries", "request", 0])
        S(t, "field", ["searchInformation"])
        for i in range(3):
            S(t, "field", ["items", i])
            S(t, "field", ["items", i, "pagemap", "metatags", 0])
            S(t, "text", ["items", i, "snippet"])
        S(t, "set", ["queries", "request", 0, "searchTerms"], what="query")

    t = T("search/openai-web-search_vercel-ai_tech-news.json", "json", "en", 2)
    S(t, "field", [])
    S(t, "field", ["billing"])
    S(t, "field", ["reasoning"])
    S(t, "field", ["usage"])
    S(t, "field", ["metadata"])
    S(t, "field", ["output", 7])
    S(t, "text", ["output", 7, "content", 0, "text"])
    for p in (["user"], ["safety_identifier"], ["prompt_cache_key"]):
        S(t, "set", p, what="null")
    S(t, "set", ["output", 1, "action", "query"], what="query")
    S(t, "list", ["output", 1, "action", "sources"], item="source")

    t = T("search/anthropic-web-search_vercel-ai_tech-news.json", "json", "en", 2)
    S(t, "field", [])
    S(t, "field", ["usage"])
    for i in range(3):
        S(t, "field", ["content", 1, "content", i])
    for k in (2, 5, 7, 11):
        S(t, "text", ["content", k, "text"])
    S(t, "set", ["content", 0, "input", "query"], what="query")

    t = T("search/perplexity-sonar_vercel-ai_citations.json", "json", "en", 2)
    S(t, "field", [])
    S(t, "field", ["usage"])
    S(t, "field", ["choices", 0, "message"])
    S(t, "text", ["choices", 0, "message", "content"])
    S(t, "list", ["citations"], item="url")

    for rel, n in [
        ("search/tavily_semantic-kernel_what-is-sk.json", 4),
        ("search/tavily_semantic-kernel_what-is-sk_site-devblogs.json", 4),
    ]:
        t = T(rel, "json", "en", 2)
        S(t, "field", [])
        for i in range(n):
            S(t, "field", ["results", i])
            S(t, "text", ["results", i, "content"])
        S(t, "set", ["query"], what="query")
    S(TARGETS[-2], "text", ["answer"])

    for rel in [
        "errors/reddit_prawcore_429-with-retry-after-and-ratelimit-headers.cassette.json",
        "errors/reddit_prawcore_429-without-retry-headers.cassette.json",
    ]:
        t = T(rel, "json", "en", 2)
        t.cassette = True  # type: ignore[attr-defined]
        n = 2 if "with-retry" in rel else 1
        for i in range(n):
            S(t, "header", ["interactions", i, "request", "headers"])
            S(t, "header", ["interactions", i, "response", "headers"])
            S(t, "field", ["interactions", i])
        S(t, "set", ["interactions", 0, "response", "body", "string"], what="body_json")
        S(t, "set", ["interactions", 0, "request", "body"], what="form")
        S(t, "set", ["interactions", 0, "request", "uri"], what="uri")

    t = T("errors/gemini_crewai_429-resource-exhausted.cassette.yaml", "yaml", "en", 2)
    S(t, "header", ["interactions", 0, "request", "headers"])
    S(t, "header", ["interactions", 0, "response", "headers"])
    S(t, "set", ["interactions", 0, "response", "body", "string"], what="body_json")
    S(t, "set", ["interactions", 0, "request", "uri"], what="uri")

    t = T("errors/openrouter_pydantic-ai_429-upstream-rate-limited.cassette.yaml", "yaml", "en", 2)
    for i in range(3):
        S(t, "header", ["interactions", i, "request", "headers"])
        S(t, "header", ["interactions", i, "response", "headers"])
        S(t, "field", ["interactions", i, "request", "parsed_body"])
        S(t, "field", ["interactions", i, "response", "parsed_body", "error", "metadata"])
        S(t, "text", ["interactions", i, "request", "parsed_body", "messages", 1, "content"])
    S(t, "field", ["interactions", 0, "response", "parsed_body"])

    t = T("search/firecrawl_crewai_search-firecrawl.cassette.yaml", "yaml", "en", 2)
    S(t, "header", ["interactions", 0, "request", "headers"])
    S(t, "header", ["interactions", 0, "response", "headers"])
    S(t, "set", ["interactions", 0, "request", "body"], what="body_json")
    S(t, "set", ["interactions", 0, "request", "uri"], what="uri")

    for rel, n in [
        ("search/tavily_pydantic-ai_basic-search.cassette.yaml", 3),
        ("search/tavily_pydantic-ai_bound-params-arxiv.cassette.yaml", 2),
        ("search/tavily_pydantic-ai_include-domains-arxiv.cassette.yaml", 3),
    ]:
        t = T(rel, "yaml", "en", 2)
        S(t, "header", ["interactions", 0, "request", "headers"])
        S(t, "header", ["interactions", 0, "response", "headers"])
        S(t, "field", ["interactions", 0, "request", "parsed_body"])
        S(t, "field", ["interactions", 0, "response", "parsed_body"])
        for i in range(n):
            S(t, "field", ["interactions", 0, "response", "parsed_body", "results", i])
            S(t, "text", ["interactions", 0, "response", "parsed_body", "results", i, "content"])
        S(t, "set", ["interactions", 0, "request", "parsed_body", "query"], what="query")


BLOCK = {
    "div",
    "p",
    "section",
    "article",
    "header",
    "footer",
    "aside",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "nav",
    "figure",
    "main",
    "blockquote",
    "address",
    "table",
    "hr",
}
BAD_ANCESTORS = {
    "script",
    "style",
    "pre",
    "textarea",
    "noscript",
    "template",
    "svg",
    "select",
    "table",
    "ul",
    "ol",
    "p",
    "a",
    "span",
    "button",
    "label",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "iframe",
    "object",
    "math",
    "head",
    "dl",
    "form",
}


class _Starts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[tuple[int, int, str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        ln, col = self.getpos()
        self.out.append((ln, col, tag, dict(attrs).get("class") or ""))


def html_points(t: Target, captures: Path) -> None:
    raw = (captures / t.rel).read_bytes()
    text = raw.decode("utf-8")
    lines = text.split("\n")
    doc = lxml.html.document_fromstring(raw)
    body = doc.find("body")
    pts: set[tuple[int, int]] = set()
    for el in body.iter():
        if not isinstance(el.tag, str) or el.tag not in BLOCK or el.sourceline is None:
            continue
        if any(isinstance(a.tag, str) and a.tag in BAD_ANCESTORS for a in el.iterancestors()):
            continue
        if lines[el.sourceline - 1].lstrip().lower().startswith("<" + el.tag):
            pts.add((el.sourceline, 0))
    if not pts:  # a page serialised on a few long lines: split a line before a block start tag
        p = _Starts()
        p.feed(text)
        for ln, col, tag, cls in p.out:
            if ln < body.sourceline:
                continue
            if tag in ("p", "footer", "aside", "section", "address", "article") or (
                tag == "div" and ("link-list" in cls or "story-contents" in cls)
            ):
                pts.add((ln, col))
    for ln, col in sorted(pts):
        line = lines[ln - 1]
        expect = line[col : col + 24].rstrip("\r")
        t.points.append((ln, col, expect))


# =========================================================================== rendering

WRAP_ES = [
    "<p>{x}</p>",
    '<div class="contacto">{x}</div>',
    '<ul class="datos">\n  <li>{x}</li>\n</ul>',
    '<p class="nota"><small>{x}</small></p>',
    "<blockquote>\n  <p>{x}</p>\n</blockquote>",
    '<table class="ficha"><tr><td>{x}</td></tr></table>',
]


def wrap(rng: random.Random, inner: str) -> str:
    return pick(rng, WRAP_ES).replace("{x}", inner)


def comment_block(rng: random.Random, who: str, inner: str, lang: str) -> str:
    when = (
        f"{rng.randint(1, 28)} de {pick(rng, MONTHS_ES)} de {rng.randint(2019, 2024)}"
        if lang == "es"
        else f"{pick(rng, MONTHS_EN)} {rng.randint(1, 28)}, {rng.randint(2019, 2024)}"
    )
    return (
        f'<div class="comment">\n  <p class="comment-author">{who} · {when}</p>\n'
        f'  <p class="comment-body">{inner}</p>\n</div>'
    )


class D(dict):  # a datum and the ways it can be written
    pass


def datum(value: str, **kw: Any) -> D:
    d = D(value=value)
    d.update(kw)
    return d


# Each generator returns a D with:
#   value; html (snippet; may be several lines); sent (one-line sentence for prose fields);
#   fields: [(key, json value)]; headers: [(name, value)]; urls: [url]; query: str; body: {k: v}
#   form: "&k=v" (form-encoded request bodies); uri: full URL replacing a request URI


def lang_of(t: Target, rng: random.Random) -> str:
    if t.fmt == "html":
        return "en" if t.lang in ("en", "de") else "es"
    return "es" if rng.random() < 0.6 else "en"


# --------------------------------------------------------------------------- personal: e-mail


def g_email(rng: random.Random, lang: str, form: str) -> D:
    accents = form == "accented"
    while True:
        p = Person(rng)
        local = p.email_local(rng, accents=accents)
        if not accents or strip_accents(local) != local:
            break
    dom = pick(rng, FREE_DOMAINS)
    addr = f"{local}@{dom}"
    if form == "upper":
        addr = addr.upper() if rng.random() < 0.7 else (local.capitalize() + "@" + dom.upper())
    if form == "idn":
        dom = pick(
            rng,
            [
                "peña.mx",
                "famíliagarcía.com",
                "correo-méxico.mx",
                "núñez.net",
                "ñandú.com.mx",
                "josé.name",
            ],
        )
        addr = f"{strip_accents(p.first).lower()}@{dom}"
    name = p.short if rng.random() < 0.7 else p.full
    if form == "mailto":
        subj = pick(
            rng,
            [
                "Cotizaci%C3%B3n",
                "Informes",
                "Hola",
                "Pedido%20pendiente",
                "CV",
                "Re%3A%20entrevista",
            ],
        )
        q = pick(
            rng,
            [
                f"?subject={subj}",
                f"?subject={subj}&body=Hola",
                f"?cc=amigo%40gmail.com&subject={subj}",
                f"?Subject={subj}",
            ],
        )
        if lang == "es":
            html = pick(
                rng,
                [
                    f'<p>Escríbele a {name}: <a href="mailto:{addr}{q}">{name}</a></p>',
                    f'<p class="autor">¿Dudas? <a href="mailto:{addr}{q}">Mándame un correo</a> — {p.first}</p>',
                    f'<a class="contacto" href="mailto:{addr}{q}">Contactar a {name}</a>',
                ],
            )
        else:
            html = pick(
                rng,
                [
                    f'<p>Questions? <a href="mailto:{addr}{q}">E-mail me</a> — {p.first}</p>',
                    f'<a class="contact" href="mailto:{addr}{q}">Contact {name}</a>',
                ],
            )
        return datum(
            addr,
            html=html,
            sent=f"Contacto: mailto:{addr}{q}" if lang == "es" else f"Contact: mailto:{addr}{q}",
            fields=[("contact_url", f"mailto:{addr}{q}"), ("author_link", f"mailto:{addr}{q}")],
            urls=[f"mailto:{addr}{q}"],
            query=f"mailto:{addr}{q}",
        )
    if lang == "es":
        inner = pick(
            rng,
            [
                f"Contacto: {name}, {addr}",
                f"Escríbeme a {addr}, soy {p.first} y con gusto te respondo.",
                f"Mi correo personal es {addr} por si alguien tiene más información.",
                f"Correo electrónico de {name}: {addr}",
                f"Informes con {name} al correo {addr}",
                f"{name} — {addr}",
                f"E-mail: {addr} (a nombre de {name})",
                f"Pueden mandarme sus dudas a {addr}",
            ],
        )
        sent = pick(
            rng,
            [
                f"Escríbeme a {addr}, soy {p.first}.",
                f"Correo de {name}: {addr}.",
                f"Mi correo es {addr}.",
                f"Informes con {name} ({addr}).",
            ],
        )
    else:
        inner = pick(
            rng,
            [
                f"Contact: {name}, {addr}",
                f"Drop me a line at {addr}, I'm {p.first}.",
                f"My personal e-mail is {addr} if anyone knows more.",
                f"E-mail of {name}: {addr}",
                f"{name} — {addr}",
            ],
        )
        sent = pick(
            rng,
            [
                f"Reach me at {addr} ({p.first}).",
                f"E-mail of {name}: {addr}.",
                f"My e-mail is {addr}.",
            ],
        )
    html = comment_block(rng, name, inner, lang) if rng.random() < 0.3 else wrap(rng, inner)
    if rng.random() < 0.12:
        html = (
            '<script type="application/ld+json">{"@type": "Person", "name": "'
            + name
            + '", "email": "'
            + addr
            + '"}</script>'
        )
    if rng.random() < 0.08:
        html = f'<input type="hidden" name="correo" value="{addr}">'
    keys = [
        "email",
        "author_email",
        "correo",
        "contact_email",
        "user_email",
        "emailAddress",
        "reply_to",
        "owner_email",
    ]
    return datum(
        addr,
        html=html,
        sent=sent,
        fields=[(pick(rng, keys), addr), ("author", {"name": name, "email": addr})],
        headers=[("From", addr), ("X-User-Email", addr)],
        query=f"{addr} {pick(rng, ['contacto', 'perfil', 'linkedin', 'facebook'])}",
        body={"email": addr},
    )


def g_email_obf(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    local = p.email_local(rng)
    dom, tld = pick(rng, OBF_DOMAINS)
    tparts = tld.split(".")
    style = rng.randrange(8)
    if style == 0:
        v = f"{local} [arroba] {dom} [punto] " + " [punto] ".join(tparts)
    elif style == 1:
        v = f"{local} (arroba) {dom} (punto) " + " (punto) ".join(tparts)
    elif style == 2:
        v = f"{local} at {dom} dot " + " dot ".join(tparts)
    elif style == 3:
        v = f"{local} [at] {dom} [dot] " + " [dot] ".join(tparts)
    elif style == 4:
        v = f"{local}(at){dom}(dot)" + "(dot)".join(tparts)
    elif style == 5:
        v = f"{local} arroba {dom} punto " + " punto ".join(tparts)
    elif style == 6:
        v = f"{local} @ {dom} . " + " . ".join(tparts)
    else:
        v = f"{local}{{at}}{dom}{{dot}}" + "{dot}".join(tparts)
    name = p.short
    if lang == "es":
        inner = pick(
            rng,
            [
                f"Para informes escriban a {v} (quiten los espacios), atte. {name}",
                f"Mi correo: {v}",
                f"Contacto de {name}: {v}",
                f"{name} · {v}",
                f"Si les interesa mándenme correo a {v}",
            ],
        )
    else:
        inner = pick(
            rng, [f"Email me: {v}", f"Contact {name}: {v}", f"{name} · {v} (remove spaces)"]
        )
    html = comment_block(rng, name, inner, lang) if rng.random() < 0.4 else wrap(rng, inner)
    return datum(
        v,
        html=html,
        sent=inner.replace("&lt;", "<"),
        fields=[(pick(rng, ["contact", "correo", "email_hint"]), v)],
        query=f"{v}",
    )


# --------------------------------------------------------------------------- personal: phones

PHONE_STYLES = {
    "phone-intl-plus52": ["intl_sp", "intl_par", "intl_compact"],
    "phone-plus52-1": ["intl1_sp", "intl1_compact", "intl1_dash"],
    "phone-044-045": ["p044", "p045", "p044_dash"],
    "phone-parens": ["parens", "parens_sp"],
    "phone-dotted": ["dotted"],
    "phone-spaced-hyphen": ["dash", "spaced"],
}
PERSONAL_LABELS_ES = [
    "Cel.",
    "Celular",
    "Cel. personal",
    "Móvil",
    "Tel. particular",
    "Tel. casa",
    "WhatsApp",
    "Teléfono celular",
    "Mi cel",
    "Tel. de la casa",
]
PERSONAL_LABELS_EN = ["Cell", "Mobile", "Personal cell", "Home phone", "WhatsApp", "My cell"]


def g_phone(rng: random.Random, lang: str, kind: str) -> D:
    p = Person(rng)
    n, _city = mx_number(rng)
    name = p.short if rng.random() < 0.6 else p.full
    if kind in PHONE_STYLES:
        v = fmt_phone(n, pick(rng, PHONE_STYLES[kind]))
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"{pick(rng, PERSONAL_LABELS_ES)}: {v} ({name})",
                    f"Comunícate con {name} al {v}",
                    f"Para más informes llamar a {name}, {pick(rng, PERSONAL_LABELS_ES).lower()} {v}",
                    f"Si alguien lo encuentra, favor de llamarme al {v}, soy {p.first}.",
                    f"{name} · {pick(rng, PERSONAL_LABELS_ES)} {v}",
                    f"Mi número es {v}, pregunten por {p.first}.",
                ],
            )
            sent = pick(
                rng,
                [
                    f"Informes con {name} al {v}.",
                    f"Mi celular es {v} ({p.first}).",
                    f"{pick(rng, PERSONAL_LABELS_ES)} de {name}: {v}.",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"{pick(rng, PERSONAL_LABELS_EN)}: {v} ({name})",
                    f"Call {name} at {v}",
                    f"You can reach me on {v}, ask for {p.first}.",
                    f"{name} · {v} (cell)",
                ],
            )
            sent = pick(rng, [f"Call {name} at {v}.", f"My cell is {v} ({p.first})."])
        return datum(
            v,
            html=comment_block(rng, name, inner, lang) if rng.random() < 0.25 else wrap(rng, inner),
            sent=sent,
            fields=[
                (
                    pick(
                        rng,
                        [
                            "phone",
                            "telefono",
                            "celular",
                            "mobile",
                            "contact_phone",
                            "tel",
                            "whatsapp",
                        ],
                    ),
                    v,
                ),
                ("author", {"name": name, "telephone": v}),
            ],
            headers=[("X-Contact-Phone", v)],
            query=f"{v} {pick(rng, ['quién es', 'whatsapp', 'de quién es este número'])}",
            body={"phone": v},
        )
    if kind == "phone-tel-link":
        v = pick(rng, [f"+52{n}", f"+521{n}", n, f"+52-{'-'.join(split_nat(n))}"])
        html = (
            pick(
                rng,
                [
                    f'<p>Llámame: <a href="tel:{v}">{fmt_phone(n, "spaced")}</a> ({name})</p>',
                    f'<a class="btn-llamar" href="tel:{v}">Llamar a {p.first}</a>',
                    f'<li><a href="tel:{v}">Cel. {name}</a></li>',
                ],
            )
            if lang == "es"
            else f'<p>Call me: <a href="tel:{v}">tap to call</a> — {name}</p>'
        )
        return datum(
            v,
            html=html,
            sent=f"Llama a {name}: tel:{v}" if lang == "es" else f"Call {name}: tel:{v}",
            fields=[("contact_url", f"tel:{v}"), ("phone_link", f"tel:{v}")],
            urls=[f"tel:{v}"],
            query=f"tel:{v}",
        )
    if kind == "phone-whatsapp-link":
        num = pick(rng, [f"521{n}", f"52{n}"])
        url = pick(
            rng,
            [
                f"https://wa.me/{num}",
                f"https://wa.me/{num}?text=Hola%20{p.first}",
                f"https://api.whatsapp.com/send?phone={num}&text=Hola",
                f"wa.me/{num}",
                f"https://api.whatsapp.com/send/?phone=%2B{num}",
            ],
        )
        html = (
            pick(
                rng,
                [
                    f'<p>Escríbeme por WhatsApp: <a href="{url}">{p.first}</a></p>',
                    f'<a class="whatsapp" href="{url}" target="_blank">WhatsApp de {name}</a>',
                    f'<p>Pedidos con {name} al <a href="{url}">WhatsApp</a></p>',
                ],
            )
            if lang == "es"
            else f'<p>Message {p.first} on <a href="{url}">WhatsApp</a></p>'
        )
        return datum(
            num,
            html=html,
            sent=f"WhatsApp de {name}: {url}" if lang == "es" else f"WhatsApp {name}: {url}",
            fields=[("whatsapp", url), ("contact_url", url)],
            urls=[url],
            query=url,
        )
    if kind == "phone-bare-mobile-named":
        v = n
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"Comunícate con {name} al {v}",
                    f"{name} {v}",
                    f"Informes con {name}: {v}",
                    f"Pregunten por {name}, {v}",
                    f"Contacto: {name} - {v}",
                    f"{name} al {v} para apartar",
                    f"Vendo bicicleta, trato directo con {name} {v}",
                    f"Llamar a {name} al {v} después de las 6",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"Contact {name} at {v}",
                    f"{name} {v}",
                    f"Ask for {name}, {v}",
                    f"Call {name} on {v} after 6pm",
                ],
            )
        return datum(
            v,
            html=wrap(rng, inner),
            sent=inner + ".",
            fields=[("contacto", f"{name} {v}"), ("seller", f"{name} {v}")],
            query=f"{name} {v}",
            body={"contact": f"{name} {v}"},
        )
    if kind == "phone-bare-mobile-first-person":
        v = n
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"mi número es {v}",
                    f"Llámame al {v}",
                    f"Me pueden marcar al {v}",
                    f"Mándame mensaje al {v}",
                    f"mi whats es {v}",
                    f"Me urge, mi cel {v}, gracias",
                    f"Yo lo vendo, márquenme al {v}",
                    f"Les dejo mi número {v} por si saben algo",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"my number is {v}",
                    f"Text me at {v}",
                    f"Call me at {v}",
                    f"I'm selling it, ring me on {v}",
                ],
            )
        html = comment_block(rng, p.first, inner, lang) if rng.random() < 0.5 else wrap(rng, inner)
        return datum(
            v,
            html=html,
            sent=inner[0].upper() + inner[1:] + ".",
            fields=[("message", inner), ("comment", inner)],
            query=inner,
            body={"message": inner},
        )
    if kind == "phone-bare-mobile-label":
        v = n
        lab = pick(rng, PERSONAL_LABELS_ES) if lang == "es" else pick(rng, PERSONAL_LABELS_EN)
        inner = pick(rng, [f"{lab}: {v}", f"{lab} {v}", f"{lab}. {v}"])
        return datum(
            v,
            html=wrap(rng, inner),
            sent=inner + ".",
            fields=[
                (pick(rng, ["celular", "cel", "mobile", "telefono_particular", "tel_casa"]), v)
            ],
            query=f"{lab} {v}",
            body={"celular": v},
        )
    raise KeyError(kind)


# --------------------------------------------------------------------------- personal: identifiers


def sep_form(s: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    return sep.join(out)


def g_curp(rng: random.Random, lang: str, kind: str) -> D:
    p = Person(rng)
    c = p.curp(rng)
    if kind == "curp-upper":
        v = c
    elif kind == "curp-lowercase":
        v = c.lower()
    else:
        v = pick(
            rng,
            [
                sep_form(c, [4, 6, 6, 2], " "),
                sep_form(c, [4, 6, 6, 2], "-"),
                sep_form(c, [4, 6, 6, 2], "."),
                sep_form(c, [4, 6, 1, 2, 3, 2], " "),
                sep_form(c, [4, 6, 1, 2, 3, 2], "-"),
                sep_form(c, [4, 6, 6, 2], " ").lower(),
                sep_form(c, [4, 6, 1, 2, 3, 1, 1], "."),
            ],
        )
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"CURP: {v}",
                f"{name}, CURP {v}",
                f"mi curp es {v}",
                f"Anexo mi CURP {v} para el trámite",
                f"Nombre: {name} | CURP: {v}",
                f"La CURP del solicitante es {v}",
                f"Clave Única de Registro de Población: {v}",
            ],
        )
    else:
        inner = pick(rng, [f"CURP (Mexican ID): {v}", f"{name}, CURP {v}", f"My CURP is {v}"])
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[
            (pick(rng, ["curp", "CURP", "id_curp", "clave_curp"]), v),
            ("solicitante", {"nombre": name, "curp": v}),
        ],
        query=pick(rng, [f"consulta curp {v}", f"{v}", f"CURP {v} {name}"]),
        body={"curp": v},
    )


def g_rfc(rng: random.Random, lang: str, kind: str) -> D:
    p = Person(rng)
    r = p.rfc(rng)
    if kind == "rfc-fisica":
        v = r
    else:
        v = pick(
            rng,
            [
                sep_form(r, [4, 6, 3], "."),
                sep_form(r, [4, 6, 3], "-"),
                sep_form(r, [4, 6, 3], " "),
                r.lower(),
                sep_form(r, [4, 6, 3], "-").lower(),
                sep_form(r, [4, 6, 3], ".").lower(),
            ],
        )
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"RFC: {v}",
                f"Facturar a nombre de {name}, RFC {v}",
                f"R.F.C. {v}",
                f"Mi RFC con homoclave es {v}",
                f"Datos de facturación: {name} · RFC {v} · Régimen 605",
                f"RFC del arrendador ({name}): {v}",
            ],
        )
    else:
        inner = pick(rng, [f"Tax ID (RFC): {v}", f"Invoice to {name}, RFC {v}", f"My RFC is {v}"])
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[
            (pick(rng, ["rfc", "RFC", "tax_id", "rfc_receptor"]), v),
            ("receptor", {"nombre": name, "rfc": v}),
        ],
        query=pick(rng, [f"{v} constancia situación fiscal", f"rfc {v}"]),
        body={"rfc": v},
    )


def g_nss(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    ten = f"{rng.randint(1, 99):02d}{rng.randint(75, 99) if p.year < 2000 else rng.randint(18, 24):02d}{p.year % 100:02d}{digits(4, rng)}"
    nss = ten + luhn_digit(ten)
    v = pick(
        rng,
        [
            nss,
            nss,
            sep_form(nss, [2, 2, 2, 4, 1], "-"),
            sep_form(nss, [2, 2, 2, 4, 1], " "),
            sep_form(nss, [4, 4, 3], " "),
        ],
    )
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"NSS: {v}",
                f"Número de Seguridad Social: {v}",
                f"{name} — No. IMSS {v}",
                f"mi número de seguro social es {v}",
                f"Afiliación IMSS de {name}: {v}",
            ],
        )
    else:
        inner = pick(rng, [f"IMSS social security number: {v}", f"{name}, NSS {v}"])
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[(pick(rng, ["nss", "NSS", "imss", "numero_seguro_social"]), v)],
        query=f"NSS {v} semanas cotizadas",
        body={"nss": v},
    )


def g_ine(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    c = p.ine(rng)
    v = pick(rng, [c, c, sep_form(c, [6, 8, 4], " "), c.lower()])
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"Clave de elector: {v}",
                f"{name}, clave de elector {v}",
                f"INE (clave elector) {v}",
                f"Mi clave de elector es {v}",
                f"Credencial para votar — Clave de Elector: {v}",
            ],
        )
    else:
        inner = pick(rng, [f"Voter ID (clave de elector): {v}", f"{name}, INE elector key {v}"])
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[(pick(rng, ["clave_elector", "ine", "claveElector"]), v)],
        query=f"clave de elector {v}",
        body={"clave_elector": v},
    )


BANKS = ["002", "012", "014", "021", "072", "044", "127", "137", "646", "638", "030", "058"]


def g_clabe(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    d17 = pick(rng, BANKS) + f"{rng.randint(100, 999)}" + digits(11, rng)
    c = d17 + clabe_digit(d17)
    v = pick(
        rng,
        [
            c,
            c,
            sep_form(c, [3, 3, 11, 1], " "),
            sep_form(c, [4, 4, 4, 4, 2], " "),
            sep_form(c, [3, 3, 11, 1], "-"),
        ],
    )
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"CLABE: {v}",
                f"Depósitos a mi cuenta CLABE {v} a nombre de {name}",
                f"Transferencia a {name}, CLABE interbancaria {v}",
                f"Les paso mi clabe {v} para el reembolso",
                f"Beneficiario: {name} · CLABE {v}",
            ],
        )
    else:
        inner = pick(rng, [f"Wire to {name}, CLABE {v}", f"My CLABE is {v}"])
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[(pick(rng, ["clabe", "cuenta_clabe", "beneficiary_clabe"]), v)],
        query=f"clabe {v} banco",
        body={"clabe": v},
    )


def g_card(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    kind = rng.randrange(4)
    if kind == 0:
        payload = pick(rng, ["415231", "491566", "450903", "477213"]) + digits(9, rng)
        groups = [4, 4, 4, 4]
    elif kind == 1:
        payload = pick(rng, ["557910", "520416", "546281", "222300"]) + digits(9, rng)
        groups = [4, 4, 4, 4]
    elif kind == 2:
        payload = pick(rng, ["3715", "3782", "3411"]) + digits(10, rng)
        groups = [4, 6, 5]
    else:
        payload = pick(rng, ["4213", "5256"]) + digits(11, rng)
        groups = [4, 4, 4, 4]
    num = payload + luhn_digit(payload)
    assert luhn_ok(num)
    v = pick(rng, [sep_form(num, groups, " "), sep_form(num, groups, "-"), num])
    exp = f"{rng.randint(1, 12):02d}/{rng.randint(26, 30)}"
    name = p.full
    if lang == "es":
        inner = pick(
            rng,
            [
                f"Tarjeta: {v} vence {exp}",
                f"Pagué con la tarjeta {v} y no me llegó el pedido",
                f"Titular: {name} · No. de tarjeta {v}",
                f"Cárguenlo a mi tarjeta {v}, exp. {exp}",
            ],
        )
    else:
        inner = pick(
            rng,
            [
                f"Card number: {v} exp {exp}",
                f"Charge it to my card {v}",
                f"Cardholder {name}, card {v}",
            ],
        )
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[(pick(rng, ["card_number", "pan", "tarjeta", "cardNumber"]), v)],
        query=f"{v} cargo no reconocido",
        body={"card": v},
    )


def g_passport(rng: random.Random, lang: str, kind: str) -> D:
    if kind == "passport-mx":
        p = Person(rng)
        name = p.full
        num = pick(rng, ["G", "N", "E", "M"]) + digits(8, rng)
        v = (
            pick(rng, [num, num, num[0] + " " + num[1:5] + " " + num[5:]])
            if rng.random() < 0.85
            else num.lower()
        )
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"Pasaporte: {v}",
                    f"No. de pasaporte {v} ({name})",
                    f"Pasaporte mexicano núm. {v}, vigente",
                    f"Viajero: {name} · Pasaporte {v}",
                    f"mi pasaporte es el {v}",
                ],
            )
        else:
            inner = pick(rng, [f"Passport No.: {v} (Mexico)", f"{name}, Mexican passport {v}"])
    else:
        fn, ln = pick(rng, FOREIGN)
        name = f"{fn} {ln}"
        fmt = rng.randrange(8)
        num, word_es, word_en = {
            0: (digits(9, rng), "pasaporte estadounidense", "US passport"),
            1: (
                alnum(3, rng, "ABCDEFGHIJKLMNPQRSTUVWXYZ") + digits(6, rng),
                "pasaporte español",
                "Spanish passport",
            ),
            2: (digits(9, rng), "pasaporte británico", "UK passport number"),
            3: (
                "C" + alnum(8, rng, "CFGHJKLMNPRTVWXYZ0123456789"),
                "pasaporte alemán",
                "Reisepass-Nr.",
            ),
            4: (
                alnum(2, rng, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(6, rng),
                "pasaporte canadiense",
                "Canadian passport",
            ),
            5: (
                digits(2, rng) + alnum(2, rng, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(5, rng),
                "pasaporte francés",
                "passeport n°",
            ),
            6: (
                alnum(3, rng, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(6, rng),
                "pasaporte argentino",
                "Argentine passport",
            ),
            7: (
                alnum(1, rng, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(8, rng),
                "pasaporte estadounidense (nuevo)",
                "US passport (next gen)",
            ),
        }[fmt]
        v = num
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"{word_es[0].upper() + word_es[1:]}: {v} ({name})",
                    f"{name}, {word_es} {v}",
                    f"Número de pasaporte del huésped ({name}): {v}",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"{word_en} {v} — {name}",
                    f"{name}, {word_en}: {v}",
                    f"Guest passport no. {v} ({name})",
                ],
            )
    return datum(
        v,
        html=wrap(rng, inner),
        sent=inner + ".",
        fields=[
            (pick(rng, ["passport", "passport_number", "pasaporte", "numero_pasaporte"]), v),
            ("traveler", {"name": name, "passport": v}),
        ],
        query=f"pasaporte {v}",
        body={"passport": v},
    )


# --------------------------------------------------------------------------- personal: named people


DOB_FMTS_ES = ["dmy_slash", "dmy_dash", "es_long", "es_abbr", "iso"]
DOB_FMTS_EN = ["us", "en_long", "iso", "dmy_slash"]


def g_dob(rng: random.Random, lang: str, page_lang: str = "") -> D:
    p = Person(rng)
    name = p.full if rng.random() < 0.5 else p.short
    if page_lang == "de" and rng.random() < 0.5:
        v = p.dob("de")
        inner = pick(rng, [f"{name}, geb. {v}", f"Geburtsdatum: {v} ({name})"])
        sent = inner
    elif lang == "es":
        v = p.dob(pick(rng, DOB_FMTS_ES))
        inner = pick(
            rng,
            [
                f"Nombre: {name} · Fecha de nacimiento: {v}",
                f"{name} (nacida el {v})" if p.sex == "M" else f"{name} (nacido el {v})",
                f"Soy {p.first}, nací el {v} y busco empleo como auxiliar contable.",
                f"F. nac.: {v} — {name}",
                f"Datos personales: {name}, fecha de nacimiento {v}, soltera"
                if p.sex == "M"
                else f"Datos personales: {name}, fecha de nacimiento {v}, casado",
                f"{name} cumple años el {v}, ¡felicidades!"
                if "de" in v
                else f"Fecha de nac. de {name}: {v}",
            ],
        )
        sent = inner
    else:
        v = p.dob(pick(rng, DOB_FMTS_EN))
        inner = pick(
            rng,
            [
                f"Name: {name} · Date of birth: {v}",
                f"{name} (born {v})",
                f"DOB: {v} — {name}",
                f"I'm {p.first}, born on {v}, looking for a roommate.",
            ],
        )
        sent = inner
    html = wrap(rng, inner)
    if rng.random() < 0.1:
        html = (
            '<script type="application/ld+json">{"@type": "Person", "name": "'
            + name
            + '", "birthDate": "'
            + v
            + '"}</script>'
        )
    return datum(
        v,
        html=html,
        sent=sent + ("" if sent.endswith(".") else "."),
        fields=[
            ("author", {"name": name, "birthDate": v}),
            ("persona", {"nombre": name, "fecha_nacimiento": v}),
            ("user", {"full_name": name, "dob": v}),
        ],
        query=f"{name} {v}",
        body={"name": name, "birthdate": v},
    )


def home_address(rng: random.Random) -> str:
    col, cp, mun, est = pick(rng, HOME_PLACES)
    st = pick(
        rng, ["Calle", "Av.", "Privada", "Cerrada", "Andador", "Prolongación", "Calle", "Priv."]
    )
    street = pick(rng, STREETS)
    num = pick(
        rng,
        [
            str(rng.randint(1, 2999)),
            f"{rng.randint(1, 400)}-{pick(rng, 'ABC')}",
            f"Mz {rng.randint(1, 40)} Lt {rng.randint(1, 60)}",
            f"No. {rng.randint(1, 999)}",
            f"#{rng.randint(1, 999)}",
        ],
    )
    inter = pick(
        rng,
        [
            "",
            f", int. {rng.randint(1, 12)}",
            f" Int. {rng.randint(1, 9)}-{pick(rng, 'AB')}",
            f", depto. {rng.randint(101, 504)}",
            f", casa {rng.randint(1, 40)}",
            "",
        ],
    )
    cpf = pick(rng, [f"C.P. {cp}", f"CP {cp}", f"C.P.{cp}", cp])
    if cpf == cp:
        return f"{st} {street} {num}{inter}, {col}, {cp} {mun}, {est}"
    return f"{st} {street} {num}{inter}, {col}, {cpf}, {mun}, {est}"


def g_home(rng: random.Random, lang: str) -> D:
    p = Person(rng)
    a = home_address(rng)
    name = p.full if rng.random() < 0.5 else p.short
    if lang == "es":
        inner = pick(
            rng,
            [
                f"Domicilio particular: {a}",
                f"{name} — Domicilio: {a}",
                f"Vivo en {a}, por si quieren pasar por las plantas.",
                f"Dirección de entrega: {name}, {a}",
                f"Enviar a {a} (a nombre de {name})",
                f"Dirección: {a}",
                f"Mi casa está en {a}",
                f"Domicilio del trabajador: {a}",
            ],
        )
    else:
        inner = pick(
            rng,
            [
                f"Home address: {a}",
                f"Ship to {name}, {a}",
                f"I live at {a}",
                f"{name}'s address: {a}",
            ],
        )
    html = wrap(rng, inner)
    if rng.random() < 0.1:
        html = f'<address class="domicilio">{name}<br>{a}</address>'
    return datum(
        a,
        html=html,
        sent=inner + ("" if inner.endswith(".") else "."),
        fields=[
            (pick(rng, ["domicilio", "home_address", "direccion", "shipping_address"]), a),
            ("cliente", {"nombre": name, "domicilio": a}),
        ],
        query=f"{a}",
        body={"address": a},
    )


# --------------------------------------------------------------------------- account ids


def account_value(rng: random.Random) -> tuple[str, str]:
    """(id, the account-ish key it naturally goes with)."""
    form = rng.randrange(10)
    if form == 0:
        return f"acct_{digits(rng.randint(4, 6), rng)}", "account_id"
    if form == 1:
        return f"acct_{alnum(16, rng)}", "account"
    if form == 2:
        return f"cust-{digits(5, rng)}", "customer"
    if form == 3:
        return f"org-{alnum(24, rng)}", "organization"
    if form == 4:
        return f"proj_{hexs(10, rng)}", "project"
    if form == 5:
        return f"user_{alnum(27, rng)}", "user_id"
    if form == 6:
        return f"ws_{alnum(12, rng)}", "workspace_id"
    if form == 7:
        return f"team_{hexs(16, rng)}", "team_id"
    if form == 8:
        return f"org_{alnum(20, rng)}", "org_id"
    return f"cus_{alnum(14, rng)}", "customer_id"


ACCOUNT_HEADERS = {
    "account_id": "x-account-id",
    "account": "x-account",
    "customer": "x-customer-id",
    "organization": "openai-organization",
    "project": "openai-project",
    "user_id": "x-user-id",
    "workspace_id": "x-workspace-id",
    "team_id": "x-firecrawl-team-id",
    "org_id": "x-org-id",
    "customer_id": "x-customer",
}


def g_account(rng: random.Random, lang: str, kind: str) -> D:
    v, key = account_value(rng)
    host = pick(rng, SEARCH_HOSTS)
    seg = {
        "account_id": "accounts",
        "account": "accounts",
        "customer": "customers",
        "organization": "organizations",
        "project": "projects",
        "user_id": "users",
        "workspace_id": "workspaces",
        "team_id": "team",
        "org_id": "orgs",
        "customer_id": "customers",
    }[key]
    tail = pick(
        rng,
        [
            "usage",
            "credits",
            "api-keys",
            "billing/invoices",
            "searches?limit=20",
            "quota",
            "members",
        ],
    )
    url = f"https://{host}/v1/{seg}/{v}/{tail}"
    if kind == "account-id-path":
        html = (
            pick(
                rng,
                [
                    f'<p>Consumo del mes: <a href="{url}">{url}</a></p>',
                    f"<pre>GET {url}</pre>",
                    f"<p>Ver facturas en <code>{url}</code></p>",
                ],
            )
            if lang == "es"
            else pick(
                rng,
                [f'<p>Usage dashboard: <a href="{url}">{url}</a></p>', f"<pre>curl {url}</pre>"],
            )
        )
        return datum(
            v,
            html=html,
            sent=f"Dashboard: {url}",
            fields=[(pick(rng, ["usage_url", "billing_url", "self", "links_usage"]), url)],
            urls=[url],
            uri=url,
            query=url,
        )
    if kind == "account-id-header":
        h = ACCOUNT_HEADERS[key]
        if rng.random() < 0.3:
            h = pick(
                rng,
                [
                    "x-account-id",
                    "anthropic-organization-id",
                    "x-org",
                    "x-api-account",
                    "x-tenant-id",
                ],
            )
            if h == "anthropic-organization-id":
                v = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        html = (
            pick(
                rng,
                [f"<pre>{h}: {v}</pre>", f"<p>Encabezado de respuesta <code>{h}: {v}</code></p>"],
            )
            if lang == "es"
            else f"<pre>{h}: {v}</pre>"
        )
        return datum(
            v, html=html, sent=f"{h}: {v}", headers=[(h, v)], fields=[("response_headers", {h: v})]
        )
    # account-id-body-field
    k = pick(rng, [key, key, "accountId" if "account" in key else key, "owner", "billing_account"])
    html = pick(
        rng, [f'<pre>{{"{k}": "{v}", "plan": "pro"}}</pre>', f'<p><code>"{k}": "{v}"</code></p>']
    )
    return datum(v, html=html, sent=f"{k}={v}", fields=[(k, v)], body={k: v})


# --------------------------------------------------------------------------- secrets


def secret_key(rng: random.Random, provider: str) -> str:
    return {
        "tavily": "tvly-" + pick(rng, ["", "dev-", "prod-"]) + alnum(32, rng),
        "brave": "BSA" + alnum(28, rng),
        "google": "AIza" + alnum(35, rng, string.ascii_letters + string.digits + "-_"),
        "bing": hexs(32, rng),
        "firecrawl": "fc-" + hexs(32, rng),
        "exa": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "serper": hexs(40, rng),
        "serpapi": hexs(64, rng),
        "jina": "jina_" + hexs(32, rng) + alnum(28, rng),
        "perplexity": "pplx-" + alnum(48, rng),
        "openai": "sk-proj-" + b64url(64, rng) + "T3BlbkFJ" + b64url(64, rng),
        "anthropic": "sk-ant-api03-" + b64url(93, rng) + "-" + alnum(6, rng) + "AA",
        "opaque": alnum(40, rng),
    }[provider]


QUERY_URLS = [
    ("tavily", "https://api.tavily.com/search?api_key={k}&query=precio+del+d%C3%B3lar"),
    (
        "google",
        "https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=semantic+kernel",
    ),
    (
        "google",
        "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={k}",
    ),
    ("bing", "https://api.bing.microsoft.com/v7.0/search?q=clima+celaya&subscription-key={k}"),
    (
        "serpapi",
        "https://serpapi.com/search.json?engine=google&q=inegi+denue&hl=es&gl=mx&api_key={k}",
    ),
    ("serper", "https://google.serper.dev/search?q=empresas+celaya&apiKey={k}"),
    ("brave", "https://api.search.brave.com/res/v1/web/search?q=noticias&token={k}"),
    ("firecrawl", "https://api.firecrawl.dev/v1/scrape?url=https%3A%2F%2Fexample.com&key={k}"),
    ("jina", "https://s.jina.ai/?q=semantic+kernel&token={k}"),
    ("exa", "https://api.exa.ai/search?query=ai+news&apikey={k}"),
    ("opaque", "https://api.search-provider.example/v2/search?q=ventas&access_token={k}"),
    ("perplexity", "https://api.perplexity.ai/chat/completions?api_key={k}"),
]


def g_secret(rng: random.Random, lang: str, kind: str) -> D:
    if kind == "bearer-opaque-text":
        v = pick(
            rng,
            [
                alnum(40, rng),
                b64url(64, rng),
                alnum(32, rng),
                hexs(48, rng),
                b64url(86, rng) + "==",
            ],
        )
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"Authorization: Bearer {v}",
                    f"Para probar el endpoint usen el encabezado Authorization: Bearer {v}",
                    f'curl -H "Authorization: Bearer {v}" https://api.tavily.com/search',
                    f"token (Bearer): {v}",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"Authorization: Bearer {v}",
                    f"Send the header Authorization: Bearer {v} with every call",
                    f"curl -H 'Authorization: Bearer {v}' https://api.search.brave.com/res/v1/web/search?q=x",
                ],
            )
        html = pick(
            rng, [f"<p>{inner}</p>", f"<pre><code>{inner}</code></pre>", f"<!-- {inner} -->"]
        )
        return datum(v, html=html, sent=inner, fields=[("debug", inner), ("note", inner)])
    if kind == "bearer-in-json-string":
        v = pick(rng, [alnum(40, rng), b64url(48, rng), hexs(64, rng)])
        s = pick(rng, [f"Bearer {v}", f"Authorization: Bearer {v}", f"bearer {v}"])
        k = pick(
            rng, ["authorization", "auth", "auth_header", "Authorization", "token", "headers_sent"]
        )
        return datum(
            v,
            html=f'<script>var cfg = {{"{k}": "{s}"}};</script>',
            sent=f"request headers: {s}",
            fields=[(k, s), ("request", {"headers": {"Authorization": s}})],
            headers=[("Authorization", s)],
            body={k: s},
        )
    if kind == "basic-auth":
        user = pick(rng, ["admin", "bench", "svc-search", "mgomez", "ci-runner", "reporting"])
        pw = alnum(rng.randint(12, 20), rng, string.ascii_letters + string.digits + "!#$%*")
        v = base64.b64encode(f"{user}:{pw}".encode()).decode()
        s = f"Basic {v}"
        return datum(
            v,
            html=pick(rng, [f"<pre>Authorization: {s}</pre>", f"<p>Authorization: {s}</p>"]),
            sent=f"Authorization: {s}",
            fields=[("authorization", s), ("auth", s)],
            headers=[("Authorization", s), ("Proxy-Authorization", s)],
            body={"authorization": s},
        )
    if kind == "api-key-query-string":
        prov, tmpl = pick(rng, QUERY_URLS)
        v = secret_key(rng, prov)
        url = tmpl.format(k=v)
        html = (
            pick(
                rng,
                [
                    f'<p>Ejemplo: <a href="{url}">{url}</a></p>',
                    f"<pre>GET {url}</pre>",
                    f"<code>{url}</code>",
                ],
            )
            if lang == "es"
            else pick(rng, [f"<pre>GET {url}</pre>", f'<p>Request: <a href="{url}">{url}</a></p>'])
        )
        return datum(
            v,
            html=html,
            sent=f"Request URL: {url}",
            fields=[
                (pick(rng, ["request_url", "next_page_url", "source_url", "url_with_key"]), url)
            ],
            urls=[url],
            uri=url,
        )
    if kind == "api-key-in-prose":
        prov = pick(
            rng,
            [
                "tavily",
                "brave",
                "serper",
                "serpapi",
                "firecrawl",
                "exa",
                "perplexity",
                "openai",
                "anthropic",
                "jina",
                "google",
            ],
        )
        v = secret_key(rng, prov)
        name = {
            "tavily": "Tavily",
            "brave": "Brave Search",
            "serper": "Serper",
            "serpapi": "SerpApi",
            "firecrawl": "Firecrawl",
            "exa": "Exa",
            "perplexity": "Perplexity",
            "openai": "OpenAI",
            "anthropic": "Anthropic",
            "jina": "Jina",
            "google": "Google CSE",
        }[prov]
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"Para probar usen mi llave de {name}: {v}",
                    f"La API key de {name} del equipo es {v} (no la compartan)",
                    f"Ya quedó la clave de {name}, es {v}",
                    f"clave {name} = {v}",
                ],
            )
        else:
            inner = pick(
                rng,
                [
                    f"Here's the {name} key for the bench: {v} — don't share it",
                    f"{name} API key: {v}",
                    f"use my {name} key {v} until billing is sorted",
                ],
            )
        return datum(
            v,
            html=comment_block(rng, "dev", inner, lang)
            if rng.random() < 0.3
            else f"<p>{inner}</p>",
            sent=inner,
            fields=[("note", inner), ("comment", inner)],
            query=inner,
        )
    if kind == "api-key-header":
        prov, h = pick(
            rng,
            [
                ("bing", "Ocp-Apim-Subscription-Key"),
                ("brave", "X-Subscription-Token"),
                ("exa", "x-api-key"),
                ("serper", "X-API-KEY"),
                ("google", "x-goog-api-key"),
                ("opaque", "x-api-key"),
                ("opaque", "api-key"),
                ("tavily", "x-api-key"),
                ("firecrawl", "x-api-key"),
            ],
        )
        v = secret_key(rng, prov)
        return datum(
            v,
            html=f"<pre>{h}: {v}</pre>",
            sent=f"{h}: {v}",
            headers=[(h, v)],
            fields=[("request_headers", {h: v})],
        )
    if kind == "cookie":
        v = pick(
            rng,
            [
                alnum(32, rng),
                b64url(64, rng),
                hexs(40, rng),
                f"s%3A{b64url(32, rng)}.{b64url(43, rng)}",
            ],
        )
        name = pick(
            rng,
            [
                "sessionid",
                "session",
                "__Secure-next-auth.session-token",
                "connect.sid",
                "JSESSIONID",
                "sid",
                "auth_token",
            ],
        )
        if rng.random() < 0.5:
            h, hv = "Cookie", f"{name}={v}; lang=es-MX"
        else:
            h, hv = "Set-Cookie", f"{name}={v}; Path=/; HttpOnly; Secure; SameSite=Lax"
        return datum(
            v,
            html=f"<pre>{h}: {hv}</pre>",
            sent=f"{h}: {hv}",
            headers=[(h, hv)],
            fields=[("cookie", hv), ("set_cookie", hv)],
        )
    if kind == "provider-key-json-field":
        prov = pick(
            rng,
            [
                "tavily",
                "firecrawl",
                "serpapi",
                "exa",
                "brave",
                "perplexity",
                "opaque",
                "google",
                "serper",
            ],
        )
        v = secret_key(rng, prov)
        k = pick(
            rng,
            [
                "api_key",
                "apiKey",
                "apikey",
                "key",
                "x-api-key",
                "secret",
                "client_secret",
                "access_key",
            ],
        )
        return datum(
            v,
            html=f'<script>window.__CONFIG__ = {{"{k}": "{v}", "region": "mx"}};</script>',
            sent=f"{k}: {v}",
            fields=[(k, v)],
            body={k: v},
            form=f"&client_secret={v}",
        )
    if kind == "jwt-access-token":
        v = jwt(
            rng,
            {
                "sub": f"user_{alnum(10, rng)}",
                "iat": 1717000000 + rng.randint(0, 9999999),
                "exp": 1790000000,
                "scope": "search:read",
            },
        )
        return datum(
            v,
            html=f"<pre>access_token={v}</pre>",
            sent=f"access_token: {v}",
            fields=[("access_token", v), ("id_token", v)],
            body={"access_token": v, "token_type": "bearer"},
            headers=[("Authorization", f"Bearer {v}")],
        )
    raise KeyError(kind)


# --------------------------------------------------------------------------- keepers


def g_keep(rng: random.Random, lang: str, kind: str) -> D:
    comp, suffix, dom = pick(rng, COMPANIES)
    if kind in ("role-mailbox", "role-mailbox-upper"):
        box = pick(rng, ROLE_BOXES)
        v = f"{box}@{dom}"
        if kind == "role-mailbox-upper":
            v = v.upper() if rng.random() < 0.5 else f"{box.capitalize()}@{dom}"
        if lang == "es":
            inner = pick(
                rng,
                [
                    f"Ventas y cotizaciones: {v}",
                    f"Escríbenos a {v}",
                    f"{comp}, {suffix} · {v}",
                    f"Para entrevistas con nuestra directora, escriba a {v}",
                    f"Atención a clientes: {v}",
                    f"Para entrevistas con {Person(rng).full}, directora general, escriba a {v}",
                    f"Envía tu CV a {v}",
                    f"Aviso de privacidad: ejerce tus derechos ARCO en {v}",
                ],
            )
        else:
            inner = pick(
                rng,
                [f"Sales: {v}", f"Press inquiries: {v}", f"Write to us at {v}", f"Support: {v}"],
            )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[
                (pick(rng, ["contact_email", "publisherEmail", "sales_email", "support_email"]), v),
                ("publisher", {"name": f"{comp}, {suffix}", "email": v}),
            ],
            list_str=inner,
        )
    if kind == "role-mailbox-gob":
        agency, gdom = pick(rng, GOB)
        v = f"{pick(rng, GOB_BOXES)}@{gdom}"
        inner = (
            pick(
                rng,
                [
                    f"{agency} — Contacto: {v}",
                    f"Solicitudes de información: {v}",
                    f"Correo institucional: {v}",
                    f"Para quejas escriba a {v}",
                    f"Unidad de Transparencia de la {agency}: {v}",
                ],
            )
            if lang == "es"
            else pick(rng, [f"{agency} contact: {v}", f"Public information requests: {v}"])
        )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[
                (pick(rng, ["contact_email", "institutional_email", "correo_institucional"]), v)
            ],
            list_str=inner,
        )
    if kind == "role-mailbox-mailto":
        v = f"{pick(rng, ROLE_BOXES[:12])}@{dom}"
        q = pick(
            rng, ["?subject=Cotizaci%C3%B3n", "?subject=Informes&body=Hola", "?subject=Prensa"]
        )
        html = (
            f'<p><a href="mailto:{v}{q}">Contáctanos</a> · {comp}</p>'
            if lang == "es"
            else f'<p><a href="mailto:{v}{q}">Contact us</a> · {comp}</p>'
        )
        return datum(
            v,
            html=html,
            fields=[("contact_url", f"mailto:{v}{q}")],
            list_str=f"Contacto: mailto:{v}{q}",
            urls=[f"mailto:{v}{q}"],
        )
    if kind in ("switchboard-ext", "tel-oficina"):
        n, city = mx_number(rng, pick(rng, ["55", "33", "81", "461", "442", "477", "222"]))
        style = pick(rng, ["parens", "spaced", "dash", "intl_sp", "parens_sp", "dotted"])
        num = fmt_phone(n, style)
        ext = pick(rng, ["ext.", "Ext.", "ext", "extensión", "Ext"])
        if kind == "switchboard-ext":
            v = f"{num} {ext} {rng.randint(100, 9999)}"
            inner = (
                pick(
                    rng,
                    [
                        f"Conmutador: {v}",
                        f"{comp} · Tel. {v}",
                        f"Conmutador {num}, {ext} {rng.randint(100, 999)}",
                        f"Lic. {Person(rng).short}, Gerente de Ventas — Tel. oficina {v}",
                        f"Atención a medios: {v}",
                    ],
                )
                if lang == "es"
                else pick(rng, [f"Switchboard: {v}", f"Main office {v}"])
            )
            if inner.startswith(f"Conmutador {num}, "):
                v = num
        else:
            v = num
            inner = (
                pick(
                    rng,
                    [
                        f"Tel. oficina: {v}",
                        f"Tel. oficina {v} (lunes a viernes de 9 a 18 h)",
                        f"Conmutador: {v}",
                        f"Oficina {city}: {v}",
                        f"Tel. de oficina de {comp}: {v}",
                    ],
                )
                if lang == "es"
                else pick(rng, [f"Office: {v}", f"Head office tel. {v}"])
            )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[
                (
                    pick(
                        rng, ["telefono_oficina", "office_phone", "switchboard", "publisherPhone"]
                    ),
                    inner,
                )
            ],
            list_str=inner,
        )
    if kind == "switchboard-800":
        n = toll_free(rng)
        v = pick(
            rng,
            [
                fmt_phone(n, "spaced"),
                f"01 {fmt_phone(n, 'spaced')}",
                fmt_phone(n, "dash"),
                f"01-800-{n[3:6]}-{n[6:]}",
                f"800 {n[3:6]} {n[6:8]} {n[8:]}",
                f"+52 {fmt_phone(n, 'spaced')}",
            ],
        )
        inner = (
            pick(
                rng,
                [
                    f"Lada sin costo: {v}",
                    f"Atención a clientes {v}",
                    f"Llámanos sin costo al {v}",
                    f"{comp}: {v} (24 horas)",
                    f"Línea de denuncia {v}",
                ],
            )
            if lang == "es"
            else pick(rng, [f"Toll-free: {v}", f"Customer care {v}"])
        )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[(pick(rng, ["customer_service", "tollFree", "linea_800"]), v)],
            list_str=inner,
        )
    if kind == "company-rfc":
        v = company_rfc(rng, comp)
        if rng.random() < 0.2:
            v = sep_form(v, [3, 6, 3], "-")
        inner = (
            pick(
                rng,
                [
                    f"{comp}, {suffix} · RFC: {v}",
                    f"R.F.C. {v}",
                    f"Razón social: {comp}, {suffix} — RFC {v}",
                    f"Facturamos: {comp}, {suffix}, RFC {v}, régimen 601",
                ],
            )
            if lang == "es"
            else f"{comp}, {suffix} (tax id RFC {v})"
        )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[("rfc_emisor", v), ("publisher", {"name": f"{comp}, {suffix}", "rfc": v})],
            list_str=inner,
        )
    if kind == "placeholder":
        v = pick(
            rng,
            [
                "redacted@example.test",
                "+52-000-000-0000",
                "usuario@example.com",
                "nombre.apellido@example.org",
                "(55) 0000-0000",
                "XXXX-XXXX-XXXX-1234",
                "XXXX000000XXXXXX00",
                "tu-correo@example.com",
                "[REDACTED]",
                "+52 55 0000 0000",
                "000-000-0000",
            ],
        )
        inner = (
            pick(rng, [f"Correo: {v}", f"Tel.: {v}", f"Dato protegido: {v}", f"Contacto: {v}"])
            if lang == "es"
            else f"Contact: {v}"
        )
        key = "email" if "@" in v else "phone" if v[-1].isdigit() and "X" not in v else "contact"
        return datum(v, html=wrap(rng, inner), fields=[(key, v), ("contact", v)], list_str=inner)
    if kind == "date-published":
        y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
        hh, mm = rng.randint(0, 23), rng.randint(0, 59)
        v = pick(
            rng,
            [
                f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00-06:00",
                f"{d} de {MONTHS_ES[m - 1]} de {y}",
                f"{d:02d}/{m:02d}/{y}",
                f"{y}-{m:02d}-{d:02d}",
                f"{MONTHS_EN[m - 1]} {d}, {y}",
                f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z",
            ],
        )
        name = Person(rng).short
        inner = (
            pick(
                rng,
                [
                    f"Publicado el {v}",
                    f"Por {name} · {v}",
                    f"Actualizado: {v}",
                    f'<time datetime="{y}-{m:02d}-{d:02d}">{v}</time>',
                    f"Fecha de publicación: {v}",
                ],
            )
            if lang == "es"
            else pick(rng, [f"Published {v}", f"Updated: {v}"])
        )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[
                (
                    pick(
                        rng,
                        [
                            "publishedAt",
                            "datePublished",
                            "published_date",
                            "page_age",
                            "retrievedAt",
                        ],
                    ),
                    v,
                )
            ],
            list_str=inner,
        )
    if kind == "date-header":
        y, m, d = rng.randint(2021, 2025), rng.randint(1, 12), rng.randint(1, 28)
        dt = datetime.datetime(y, m, d, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
        v = dt.strftime("%a, %d %b %Y %H:%M:%S GMT")
        h = pick(rng, ["Last-Modified", "Expires", "If-Modified-Since", "X-Retrieved-At", "Date"])
        return datum(
            v,
            html=f"<pre>{h}: {v}</pre>",
            headers=[(h, v)],
            fields=[(pick(rng, ["last_modified", "expires", "date", "fetchedAt"]), v)],
            list_str=f"{h}: {v}",
        )
    if kind == "cache-age":
        n = rng.randint(0, 86400)
        v = str(n)
        return datum(
            v,
            html=f"<pre>Age: {v}</pre>",
            headers=[("Age", v)],
            fields=[("cacheAgeSeconds", n)],
            list_str=f"cacheAgeSeconds: {v}",
        )
    if kind == "url-numeric-id":
        news = pick(
            rng,
            [
                "www.eluniversal.com.mx",
                "www.milenio.com",
                "www.jornada.com.mx",
                "www.excelsior.com.mx",
                "www.elfinanciero.com.mx",
            ],
        )
        v = pick(
            rng,
            [
                f"https://{news}/nacion/{rng.randint(2018, 2025)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/{rng.randint(100000, 9999999)}",
                f"https://{news}/articulo/{rng.randint(1000000, 9999999)}-reforma-energetica",
                f"https://www.dof.gob.mx/nota_detalle.php?codigo={rng.randint(5000000, 5999999)}&fecha={rng.randint(10, 28)}/05/2024",
                f"https://articulo.mercadolibre.com.mx/MLM-{mx_number(rng)[0]}-bicicleta-rodada-29-_JM",
                f"https://www.inegi.org.mx/app/biblioteca/ficha.html?upc={rng.randint(700000000000, 799999999999)}",
            ],
        )
        inner = (
            f'Fuente: <a href="{v}">{v}</a>' if lang == "es" else f'Source: <a href="{v}">{v}</a>'
        )
        return datum(
            v,
            html=f"<p>{inner}</p>",
            fields=[(pick(rng, ["source_url", "canonical", "related_url"]), v)],
            urls=[v],
            list_str=f"Fuente: {v}",
        )
    if kind == "version-string":
        v = pick(
            rng,
            [
                f"v{rng.randint(0, 5)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
                f"google-genai-sdk/{rng.randint(0, 2)}.{rng.randint(0, 60)}.0",
                f"{rng.randint(1, 3)}.{rng.randint(0, 99)}.{rng.randint(0, 9)}-beta.{rng.randint(1, 9)}",
                f"build 2024{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 9)}",
                f"Android 14 (UP1A.2310{rng.randint(10, 31)}.0{rng.randint(10, 99)})",
            ],
        )
        inner = f"Versión {v}" if lang == "es" else f"Version {v}"
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[(pick(rng, ["sdk_version", "client_version", "app_version"]), v)],
            headers=[("X-Client-Version", v)],
            list_str=inner,
        )
    if kind == "isbn":
        d12 = "978" + pick(rng, ["607", "968", "970", "84", "1", "0"]) + ""
        d12 = d12 + digits(12 - len(d12), rng)
        isbn13 = d12 + ean13_digit(d12)
        if rng.random() < 0.3:
            d9 = pick(rng, ["968", "970", "607"]) + digits(6, rng)
            v = f"{d9[:3]}-{d9[3:5]}-{d9[5:]}-{isbn10_digit(d9)}"
        else:
            v = pick(
                rng,
                [
                    isbn13,
                    f"{isbn13[:3]}-{isbn13[3:6]}-{isbn13[6:9]}-{isbn13[9:12]}-{isbn13[12]}",
                    f"{isbn13[:3]}-{isbn13[3:]}",
                ],
            )
        inner = pick(rng, [f"ISBN {v}", f"ISBN: {v} · {comp}", f"Edición impresa ISBN {v}"])
        return datum(v, html=wrap(rng, inner), fields=[("isbn", v)], list_str=inner)
    if kind == "order-number":
        v = pick(
            rng,
            [
                f"MX-{rng.randint(2019, 2025)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}-{digits(5, rng)}",
                f"OC-45{digits(8, rng)}",
                f"{digits(3, rng)}-{digits(7, rng)}-{digits(7, rng)}",
                f"#{rng.randint(100000, 999999)}",
                f"FOL-{digits(10, rng)}",
                f"2000{digits(8, rng)}",
            ],
        )
        inner = (
            pick(
                rng,
                [
                    f"Pedido {v}",
                    f"Número de orden: {v}",
                    f"Folio de atención {v}",
                    f"Factura serie A folio {v}",
                ],
            )
            if lang == "es"
            else f"Order {v}"
        )
        return datum(
            v,
            html=wrap(rng, inner),
            fields=[(pick(rng, ["order_id", "folio", "orderNumber"]), v)],
            list_str=inner,
        )
    if kind == "sha256-hash":
        v = hashlib.sha256(alnum(30, rng).encode()).hexdigest()
        inner = pick(rng, [f"sha256: {v}", f"Hash del documento (SHA-256): {v}", f'ETag "{v}"'])
        return datum(
            v,
            html=f"<p><code>{inner}</code></p>",
            fields=[(pick(rng, ["sha256", "content_sha256", "body_sha256", "etag"]), v)],
            headers=[("ETag", f'"{v}"')],
            list_str=inner,
        )
    if kind == "uuid-article":
        v = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        inner = (
            pick(rng, [f"ID de nota: {v}", f"article-id {v}"])
            if lang == "es"
            else f"Article id {v}"
        )
        return datum(
            v,
            html=f'<div class="nota" data-article-id="{v}"></div>'
            if rng.random() < 0.4
            else wrap(rng, inner),
            fields=[(pick(rng, ["article_id", "uuid", "doc_id", "request_id"]), v)],
            headers=[("x-request-id", v)],
            list_str=inner,
        )
    if kind == "company-address":
        v = pick(rng, OFFICE_ADDRESSES)
        inner = (
            pick(
                rng,
                [
                    f"Oficinas corporativas: {v}",
                    f"Matriz: {v}",
                    f"{comp}, {suffix}. Domicilio fiscal: {v}",
                    f"Visítanos en nuestra sucursal: {v}",
                    f"Planta y oficinas: {v}",
                    f"Corporativo {comp}: {v}",
                ],
            )
            if lang == "es"
            else pick(rng, [f"Head office: {v}", f"{comp} headquarters: {v}"])
        )
        return datum(
            v,
            html=wrap(rng, inner)
            if rng.random() < 0.8
            else f"<address>{comp}, {suffix}<br>{v}</address>",
            fields=[
                (pick(rng, ["office_address", "publisherAddress", "domicilio_fiscal"]), v),
                ("publisher", {"name": f"{comp}, {suffix}", "address": v}),
            ],
            list_str=inner,
        )
    if kind == "gob-office-address":
        label, agency, v = pick(rng, GOB_ADDRESSES)
        inner = f"{label} de {agency}: {v}" if lang == "es" else f"{agency} ({label}): {v}"
        return datum(v, html=wrap(rng, inner), fields=[("office_address", v)], list_str=inner)
    if kind == "secret-placeholder":
        v = pick(
            rng,
            [
                "Bearer <TU_TOKEN>",
                "Bearer ${TAVILY_API_KEY}",
                "api_key=YOUR_API_KEY",
                "x-api-key: X-API-KEY-XXX",
                "Authorization: Bearer [REDACTED]",
                "key=${GOOGLE_CSE_KEY}",
                "Bearer $BRAVE_API_KEY",
                "api_key=<api-key>",
                "Authorization: Bearer {{token}}",
                "X-Subscription-Token: <BRAVE_TOKEN>",
            ],
        )
        inner = f"Ejemplo: <code>{v.replace('<', '&lt;').replace('>', '&gt;')}</code>"
        if "<" in v:  # markup needs escaping; keep the raw form for JSON/YAML only
            return datum(
                v,
                html=None,
                fields=[("example_header", v), ("auth_hint", v)],
                list_str=f"Example: {v}",
            )
        return datum(
            v,
            html=f"<p>{inner}</p>",
            fields=[("example_header", v), ("auth_hint", v)],
            list_str=f"Example: {v}",
        )
    if kind == "request-id":
        v = pick(
            rng,
            [
                str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                f"req_{hexs(24, rng)}",
                f"{hexs(16, rng)}-MEX",
                hexs(32, rng),
            ],
        )
        h = pick(rng, ["x-request-id", "cf-ray", "x-trace-id", "x-amzn-requestid"])
        if h == "cf-ray":
            v = f"{hexs(16, rng)}-MEX"
        return datum(
            v,
            html=f"<p><small>Request ID: {v}</small></p>",
            headers=[(h, v)],
            fields=[(pick(rng, ["request_id", "trace_id"]), v)],
            list_str=f"request id {v}",
        )
    if kind == "numeric-data":
        label_es, label_en, key, v = pick(
            rng,
            [
                (
                    "Población total:",
                    "Total population:",
                    "poblacion_total",
                    f"{rng.randint(100000, 9999999):,}",
                ),
                (
                    "Monto del contrato:",
                    "Contract amount:",
                    "monto",
                    f"${rng.randint(1000, 999999):,}.{rng.randint(0, 99):02d}",
                ),
                (
                    "Clave geoestadística",
                    "INEGI geostatistical key",
                    "clave_inegi",
                    f"{rng.randint(1, 32):02d}{rng.randint(1, 570):03d}{rng.randint(1, 9999):04d}",
                ),
                ("Código de barras", "Barcode (EAN-13)", "ean", ean13("750", rng)),
                (
                    "Unidades vendidas:",
                    "Units sold:",
                    "unidades",
                    f"{rng.randint(1000, 99999999):,}",
                ),
            ],
        )
        inner = f"{label_es} {v}" if lang == "es" else f"{label_en} {v}"
        return datum(v, html=wrap(rng, inner), fields=[(key, v)], list_str=inner)
    if kind == "byline-name":
        v = Person(rng).full
        inner = (
            pick(
                rng,
                [
                    f"Por {v}",
                    f"Texto: {v} | Fotos: Agencia",
                    f"Director editorial: {v}",
                    f"Reportaje de {v}, corresponsal",
                ],
            )
            if lang == "es"
            else pick(rng, [f"By {v}", f"Reporting by {v}"])
        )
        return datum(
            v, html=wrap(rng, inner), fields=[("author", v), ("byline", v)], list_str=inner
        )
    if kind == "non-account-id-field":
        k, v = pick(
            rng,
            [
                ("project", "semantic-kernel"),
                ("organization", "Microsoft"),
                ("team", "Devblogs editorial"),
                ("workspace", "default"),
                ("account_type", "free"),
                ("project", "radar-mx"),
                ("organization", "INEGI"),
                ("team", "Datos"),
                ("account", "personal-plan"),
                ("workspace", "benchmark"),
            ],
        )
        return datum(
            v, html=f'<p><code>"{k}": "{v}"</code></p>', fields=[(k, v)], list_str=f"{k}: {v}"
        )
    raise KeyError(kind)


def ean13(prefix: str, rng: random.Random) -> str:
    d12 = prefix + digits(12 - len(prefix), rng)
    return d12 + ean13_digit(d12)


# =========================================================================== kinds

# kind -> (label, family, count, generator)
KINDS: list[tuple[str, str, str, int, Callable[[random.Random, str, Target], D]]] = []


def K(
    kind: str, label: str, family: str, n: int, fn: Callable[[random.Random, str, Target], D]
) -> None:
    KINDS.append((kind, label, family, n, fn))


def define_kinds() -> None:
    P, S_, KP = "personal", "secret", "keep"
    K("email-personal-named", P, "personal", 12, lambda r, lg, t: g_email(r, lg, "plain"))
    K("email-accented", P, "personal", 14, lambda r, lg, t: g_email(r, lg, "accented"))
    K("email-uppercase", P, "personal", 10, lambda r, lg, t: g_email(r, lg, "upper"))
    K("email-mailto-query", P, "personal", 10, lambda r, lg, t: g_email(r, lg, "mailto"))
    K("email-obfuscated", P, "personal", 18, lambda r, lg, t: g_email_obf(r, lg))
    K("email-idn", P, "personal", 6, lambda r, lg, t: g_email(r, lg, "idn"))
    for kind, n in [
        ("phone-intl-plus52", 12),
        ("phone-plus52-1", 10),
        ("phone-044-045", 10),
        ("phone-parens", 10),
        ("phone-dotted", 10),
        ("phone-spaced-hyphen", 8),
        ("phone-tel-link", 10),
        ("phone-whatsapp-link", 10),
        ("phone-bare-mobile-named", 14),
        ("phone-bare-mobile-first-person", 12),
        ("phone-bare-mobile-label", 12),
    ]:
        K(kind, P, "personal", n, lambda r, lg, t, kind=kind: g_phone(r, lg, kind))
    for kind, n in [("curp-upper", 8), ("curp-lowercase", 8), ("curp-spaced", 10)]:
        K(kind, P, "personal", n, lambda r, lg, t, kind=kind: g_curp(r, lg, kind))
    K("rfc-fisica", P, "personal", 8, lambda r, lg, t: g_rfc(r, lg, "rfc-fisica"))
    K("rfc-fisica-dotted", P, "personal", 10, lambda r, lg, t: g_rfc(r, lg, "rfc-fisica-dotted"))
    K("nss", P, "personal", 10, lambda r, lg, t: g_nss(r, lg))
    K("ine-clave-elector", P, "personal", 10, lambda r, lg, t: g_ine(r, lg))
    K("clabe", P, "personal", 10, lambda r, lg, t: g_clabe(r, lg))
    K("payment-card", P, "personal", 12, lambda r, lg, t: g_card(r, lg))
    K("passport-mx", P, "personal", 10, lambda r, lg, t: g_passport(r, lg, "passport-mx"))
    K("passport-foreign", P, "personal", 12, lambda r, lg, t: g_passport(r, lg, "passport-foreign"))
    K("dob-named", P, "personal", 18, lambda r, lg, t: g_dob(r, lg, t.lang))
    K("home-address", P, "personal", 20, lambda r, lg, t: g_home(r, lg))
    for kind, n in [
        ("account-id-header", 12),
        ("account-id-body-field", 12),
        ("account-id-path", 10),
    ]:
        K(kind, P, "account-id", n, lambda r, lg, t, kind=kind: g_account(r, lg, kind))

    for kind, n in [
        ("bearer-opaque-text", 10),
        ("bearer-in-json-string", 10),
        ("basic-auth", 6),
        ("api-key-query-string", 14),
        ("api-key-in-prose", 10),
        ("api-key-header", 10),
        ("cookie", 6),
        ("provider-key-json-field", 8),
        ("jwt-access-token", 4),
    ]:
        K(kind, S_, "secret", n, lambda r, lg, t, kind=kind: g_secret(r, lg, kind))

    for kind, n in [
        ("role-mailbox", 28),
        ("role-mailbox-upper", 6),
        ("role-mailbox-gob", 18),
        ("role-mailbox-mailto", 8),
        ("switchboard-ext", 24),
        ("switchboard-800", 16),
        ("tel-oficina", 12),
        ("company-rfc", 16),
        ("placeholder", 14),
        ("date-published", 16),
        ("date-header", 16),
        ("cache-age", 6),
        ("url-numeric-id", 14),
        ("version-string", 10),
        ("isbn", 10),
        ("order-number", 12),
        ("sha256-hash", 10),
        ("uuid-article", 10),
        ("company-address", 20),
        ("gob-office-address", 8),
        ("secret-placeholder", 12),
        ("request-id", 10),
        ("numeric-data", 10),
        ("byline-name", 8),
        ("non-account-id-field", 8),
    ]:
        K(kind, KP, "none", n, lambda r, lg, t, kind=kind: g_keep(r, lg, kind))


# =========================================================================== planting choice


def html_item(rng: random.Random, t: Target, d: D) -> dict[str, Any] | None:
    if not d.get("html"):
        return None
    ln, col, expect = pick(rng, t.points)
    return {"html": {"snippet": d["html"], "line": ln, "col": col, "expect": expect}}


def free_key(obj: dict[str, Any], key: str, header: bool = False) -> bool:
    keys = {k.lower() for k in obj} if header else set(obj)
    return (key.lower() if header else key) not in keys


def struct_item(
    rng: random.Random, t: Target, d: D, label: str, kind: str
) -> dict[str, Any] | None:
    fmt = t.fmt
    options: list[dict[str, Any]] = []
    for slot in t.slots:
        s, path = slot["slot"], slot["path"]
        node = get(t.obj, path)
        if s == "header" and d.get("headers"):
            for h, hv in d["headers"]:
                if free_key(node, h, header=True):
                    options.append({"op": "add_field", "path": path, "key": h, "value": [hv]})
        elif s == "field":
            fields = list(d.get("fields") or [])
            if d.get("alt_field"):
                k, val, _ = d["alt_field"]
                fields.append((k, val))
            for k, val in fields:
                if isinstance(node, dict) and free_key(node, k):
                    options.append({"op": "add_field", "path": path, "key": k, "value": val})
        elif s == "text" and label != "keep" and d.get("sent"):
            if isinstance(node, str):
                options.append(
                    {
                        "op": "append",
                        "path": path,
                        "text": (" " if not node.endswith((" ", "\n")) else "") + d["sent"],
                    }
                )
        elif s == "list":
            if slot["item"] == "str":
                txt = d.get("list_str") if label == "keep" else d.get("sent")
                if txt:
                    options.append({"op": "add_item", "path": path, "value": txt})
            elif slot["item"] == "url" and d.get("urls"):
                options.append({"op": "add_item", "path": path, "value": d["urls"][0]})
            elif slot["item"] == "source" and d.get("urls"):
                options.append(
                    {"op": "add_item", "path": path, "value": {"type": "url", "url": d["urls"][0]}}
                )
        elif s == "set" and label != "keep":
            what = slot["what"]
            if what == "query" and d.get("query"):
                options.append({"op": "set", "path": path, "value": d["query"]})
            elif what == "null" and node is None and d.get("fields"):
                k, val = d["fields"][0]
                if isinstance(val, str) and path[-1] in (
                    "user",
                    "safety_identifier",
                    "prompt_cache_key",
                ):
                    options.append({"op": "set", "path": path, "value": val})
            elif what == "body_json" and d.get("body") and isinstance(node, str):
                try:
                    inner = json.loads(node)
                except ValueError:
                    continue
                for k, v in d["body"].items():
                    if (
                        isinstance(inner, dict)
                        and k not in inner
                        and d["value"] in json.dumps(v, ensure_ascii=False)
                    ):
                        options.append(
                            {"op": "add_inner_field", "path": path, "key": k, "value": v}
                        )
            elif what == "form" and d.get("form"):
                options.append({"op": "append", "path": path, "text": d["form"]})
            elif what == "uri" and d.get("uri"):
                options.append({"op": "set", "path": path, "value": d["uri"]})
    # keepers stay on new lines; account ids and secrets prefer headers/fields when they have them
    if not options:
        return None
    opt = pick(rng, options)
    return {fmt: opt}


# =========================================================================== build


def assign_splits(items: list[dict[str, Any]]) -> None:
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for it in items:
        groups[(it["kind"], it["label"])].append(it)
    for (_kind, _label), its in groups.items():
        its.sort(key=lambda i: hashlib.sha256(f"{SPLIT_SEED}:{i['id']}".encode()).hexdigest())
        first = (
            "dev"
            if int(hashlib.sha256(f"{SPLIT_SEED}:{_kind}/{_label}".encode()).hexdigest(), 16) % 2
            == 0
            else "test"
        )
        other = "test" if first == "dev" else "dev"
        for n, it in enumerate(its):
            it["split"] = first if n % 2 == 0 else other


def build(captures: Path) -> list[dict[str, Any]]:
    define_targets()
    define_kinds()
    for t in TARGETS:
        if t.fmt == "html":
            html_points(t, captures)
            assert t.points, t.rel
        else:
            t.obj = load_any(captures / t.rel)
            for slot in t.slots:
                get(t.obj, slot["path"])  # every slot path exists
    # Spread: each new item goes to the target with the fewest items of its kind, then of
    # its label (per unit of weight), ties broken by the seeded generator.
    label_load: dict[tuple[str, str], int] = defaultdict(int)
    items: list[dict[str, Any]] = []
    for kind, label, family, n, fn in KINDS:
        rng = random.Random(f"{SEED}:{kind}")
        kind_load: dict[str, int] = defaultdict(int)
        made = 0
        while made < n:
            order = sorted(
                TARGETS,
                key=lambda t: (
                    kind_load[t.rel],
                    label_load[(t.rel, label)] / t.weight,
                    rng.random(),
                ),
            )
            for t in order:
                lang = lang_of(t, rng)
                d = fn(rng, lang, t)
                planting = (
                    html_item(rng, t, d) if t.fmt == "html" else struct_item(rng, t, d, label, kind)
                )
                if planting is not None:
                    break
            else:
                raise SystemExit(f"no target takes {kind}")
            made += 1
            kind_load[t.rel] += 1
            label_load[(t.rel, label)] += 1
            item = {
                "id": f"{kind}-{made:03d}",
                "split": "",
                "label": label,
                "family": family,
                "kind": kind,
                "lang": lang,
                "value": d["value"],
                "target": t.rel,
            }
            item.update(planting)
            items.append(item)
    assign_splits(items)
    return items


def main() -> None:
    captures = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/shared/captures")
    items = build(captures)
    (HERE / "cases.json").write_text(
        json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {len(items)} items")


if __name__ == "__main__":
    main()
