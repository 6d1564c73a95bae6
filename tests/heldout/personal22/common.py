"""Shared pools and the entry record of corpus 22 (all names and values invented)."""

from __future__ import annotations

import random
from dataclasses import dataclass

FIRST_F = [
    "María",
    "Guadalupe",
    "Ximena",
    "Sofía",
    "Fernanda",
    "Itzel",
    "Daniela",
    "Rocío",
    "Araceli",
    "Lucía",
    "Valeria",
    "Mónica",
    "Brenda",
    "Yesenia",
    "Patricia",
    "Noemí",
]
FIRST_M = [
    "José",
    "Luis",
    "Juan Carlos",
    "Héctor",
    "Ramiro",
    "Emiliano",
    "Diego",
    "Óscar",
    "Rodrigo",
    "Iván",
    "Fidel",
    "Arturo",
    "Ulises",
    "Gerardo",
    "Joaquín",
    "Aldo",
]
SURN = [
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
    "Castillo",
    "Romero",
    "Velázquez",
    "Zavala",
    "Nava",
    "Ibarra",
    "Tapia",
    "Quiroz",
    "Olvera",
]
PT_NAMES = [
    "João Pedro Albuquerque",
    "Ana Beatriz Nogueira",
    "Luíza Carvalho Mendes",
    "Thiago Barros Siqueira",
    "Gabriela Pinheiro Costa",
    "Rafael Teixeira Lima",
]
EN_NAMES = [
    "Emily Hartwell",
    "Jacob Pruitt",
    "Megan O'Rourke",
    "Tyler Brennan",
    "Ashley Kowalski",
    "Brandon Whitaker",
    "Hannah Lindqvist",
    "Kevin Osei",
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
MONTHS_PT = [
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
AREAS = [
    "55",
    "33",
    "81",
    "222",
    "442",
    "461",
    "477",
    "614",
    "664",
    "999",
    "229",
    "871",
    "656",
    "744",
    "951",
    "312",
]
COLONIAS = [
    "Col. Santa María la Ribera",
    "Col. Jardines del Valle",
    "Col. Las Águilas",
    "Fracc. Villas del Sol",
    "Col. Centro",
    "Col. Lomas de San Isidro",
    "Col. Benito Juárez",
    "Col. Infonavit Norte",
    "Barrio de San Juan",
    "Col. El Mirador",
]
MUNIS = [
    ("Celaya", "Gto."),
    ("Zapopan", "Jal."),
    ("Guadalupe", "N.L."),
    ("Puebla", "Pue."),
    ("Querétaro", "Qro."),
    ("Mérida", "Yuc."),
    ("Tijuana", "B.C."),
    ("Iztapalapa", "CDMX"),
    ("Coyoacán", "Ciudad de México"),
    ("Oaxaca de Juárez", "Oax."),
    ("Ecatepec", "Edo. Méx."),
]
STREETS = [
    "Calle Jacarandas",
    "Av. Revolución",
    "Privada Los Pinos",
    "Cerrada de Fresnos",
    "Andador 14",
    "Calz. de Tlalpan",
    "Calle Hidalgo",
    "Av. Insurgentes Norte",
    "Calle 5 de Mayo",
    "Retorno 7 de Cedros",
    "Callejón del Sapo",
    "Prol. Morelos",
]
FREEMAIL = [
    "gmail.com",
    "hotmail.com",
    "yahoo.com.mx",
    "outlook.com",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "protonmail.com",
    "hotmail.es",
    "uol.com.br",
]


@dataclass
class Entry:
    label: str
    family: str
    kind: str
    lang: str
    form: str
    value: str
    html: str | None = None  # one-line snippet (or <pre> block) for an HTML page
    text: str | None = None  # one-line string for a JSON/YAML field
    key: str | None = None  # the field's name
    header: tuple[str, str] | None = None  # (name, value) for a cassette's recorded headers


class Person:
    def __init__(self, rng: random.Random) -> None:
        self.sex = rng.choice("HM")
        self.first = rng.choice(FIRST_M if self.sex == "H" else FIRST_F)
        self.pat, self.mat = rng.sample(SURN, 2)
        self.y = rng.randint(1958, 2009)
        self.mo = rng.randint(1, 12)
        self.d = rng.randint(1, 28)

    @property
    def name(self) -> str:
        return f"{self.first} {self.pat} {self.mat}"

    @property
    def short(self) -> str:
        return f"{self.first.split()[0]} {self.pat}"


def strip_accents(s: str) -> str:
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def mx_local(rng: random.Random) -> tuple[str, str]:
    """(area code, subscriber digits) of a ten-digit Mexican number."""
    area = rng.choice(AREAS)
    rest = str(rng.randint(2, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(9 - len(area)))
    return area, rest
