"""Invented people, places and companies for corpus 14.

Pools of common given names and surnames, streets, neighbourhoods and towns are combined
at random: the combinations belong to nobody (any match with a real person is chance).
Companies and their domains are invented too.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from datetime import date

import ids

FEMALE = [
    "María",
    "Fernanda",
    "Guadalupe",
    "Ximena",
    "Itzel",
    "Renata",
    "Valeria",
    "Abril",
    "Citlali",
    "Montserrat",
    "Yareli",
    "Rocío",
    "Araceli",
    "Leticia",
    "Maricela",
    "Dulce",
    "Nayeli",
    "Zoé",
    "Inés",
    "Sofía",
    "Marisol",
    "Jimena",
    "Lucía",
    "Berenice",
    "Anahí",
    "Xóchitl",
    "Brenda",
    "Yolanda",
    "Elvira",
    "Consuelo",
    "Iris",
    "Natalia",
    "Ofelia",
    "Adriana",
]
MALE = [
    "José",
    "Juan",
    "Luis",
    "Jesús",
    "Miguel",
    "Ángel",
    "Alejandro",
    "Arturo",
    "Raúl",
    "Héctor",
    "Joaquín",
    "Rodrigo",
    "Emiliano",
    "Santiago",
    "Mateo",
    "Iker",
    "Gael",
    "Leonardo",
    "Rubén",
    "Efraín",
    "Saúl",
    "Tomás",
    "Ulises",
    "Octavio",
    "Armando",
    "Rogelio",
    "Fidel",
    "Néstor",
    "Germán",
    "Iván",
    "Benjamín",
    "Damián",
    "Abel",
    "Cuauhtémoc",
]
SURNAMES = [
    "Hernández",
    "García",
    "Martínez",
    "López",
    "González",
    "Rodríguez",
    "Pérez",
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
    "Muñoz",
    "Rojas",
    "Salazar",
    "Contreras",
    "Luna",
    "Ortega",
    "Cervantes",
    "Zúñiga",
    "Villalobos",
    "Peña",
    "Bautista",
    "Orozco",
    "Solís",
    "Trejo",
    "Nava",
    "Ibarra",
    "Carrillo",
    "Esquivel",
    "Galván",
    "Quintero",
    "Arriaga",
    "Beltrán",
    "Zavala",
    "Montoya",
    "Olvera",
    "Padilla",
    "Camacho",
    "Tapia",
]
FOREIGN = (
    ("Emily", "Hartley", "F"),
    ("Lukas", "Brenner", "M"),
    ("Camille", "Dufresne", "F"),
    ("João", "Albuquerque", "M"),
    ("Marta", "Sabaté", "F"),
    ("Daniel", "O'Rourke", "M"),
    ("Giulia", "Ferrante", "F"),
    ("Kenji", "Morioka", "M"),
    ("Hannah", "Lindqvist", "F"),
    ("Thiago", "Carvalho", "M"),
)

STREET_KINDS = (
    "Calle",
    "Av.",
    "Avenida",
    "Privada",
    "Priv.",
    "Cerrada",
    "Cda.",
    "Andador",
    "Callejón",
    "Calz.",
    "Prolongación",
    "Prol.",
    "Circuito",
    "Retorno",
    "Boulevard",
    "Blvd.",
    "Camino",
)
STREET_NAMES = (
    "Fresnos",
    "Jacarandas",
    "Sor Juana Inés de la Cruz",
    "Aldama",
    "Matamoros",
    "Nicolás Bravo",
    "Los Olivos",
    "Tulipanes",
    "Río Nazas",
    "Cerro del Tepeyac",
    "Volcán Paricutín",
    "Lago Chapala",
    "de las Garzas",
    "San Isidro",
    "Mariano Escobedo",
    "Ignacio Zaragoza",
    "Ejército Nacional",
    "Pino Suárez",
    "Independencia",
    "Vicente Guerrero",
    "Miguel Hidalgo",
    "Francisco Villa",
    "Insurgentes",
    "Tecnológico",
    "Revolución",
    "de los Maestros",
    "Popocatépetl",
    "Mezquite",
    "Huizache",
    "Colibrí",
)
COLONIAS = (
    "Col. Santa Bárbara",
    "Col. Las Águilas",
    "Col. Jardines del Valle",
    "Fracc. Lomas del Sol",
    "Fraccionamiento Villas de San Pedro",
    "Col. El Mirador",
    "Barrio de Tlaxcala",
    "Col. Obrera",
    "U. H. El Rosario",
    "Col. Loma Bonita",
    "Col. Independencia",
    "Fracc. Arboledas",
    "Col. Centro",
    "Col. Nueva Santa María",
    "Col. Ampliación Progreso",
    "Col. San Miguel Chapultepec",
    "Col. Los Pinos",
    "Infonavit Las Fuentes",
    "Col. Villa de Cortés",
    "Residencial Las Palmas",
)
TOWNS = (
    ("Iztapalapa", "CDMX", "09", "55"),
    ("Coyoacán", "Ciudad de México", "04", "55"),
    ("Nezahualcóyotl", "Edo. Méx.", "57", "55"),
    ("Ecatepec de Morelos", "Estado de México", "55", "55"),
    ("Zapopan", "Jal.", "45", "33"),
    ("Tlaquepaque", "Jalisco", "45", "33"),
    ("Guadalupe", "N.L.", "67", "81"),
    ("Apodaca", "Nuevo León", "66", "81"),
    ("Puebla", "Pue.", "72", "222"),
    ("Querétaro", "Qro.", "76", "442"),
    ("Celaya", "Gto.", "38", "461"),
    ("León", "Guanajuato", "37", "477"),
    ("Morelia", "Mich.", "58", "443"),
    ("Mérida", "Yuc.", "97", "999"),
    ("Oaxaca de Juárez", "Oax.", "68", "951"),
    ("Tuxtla Gutiérrez", "Chis.", "29", "961"),
    ("Hermosillo", "Son.", "83", "662"),
    ("Culiacán", "Sin.", "80", "667"),
    ("Torreón", "Coah.", "27", "871"),
    ("Aguascalientes", "Ags.", "20", "449"),
    ("Toluca", "Méx.", "50", "722"),
    ("Xalapa", "Ver.", "91", "228"),
    ("Pachuca", "Hgo.", "42", "771"),
    ("Tijuana", "B.C.", "22", "664"),
    ("Chihuahua", "Chih.", "31", "614"),
    ("San Luis Potosí", "S.L.P.", "78", "444"),
    ("Cancún", "Q. Roo", "77", "998"),
    ("Villahermosa", "Tab.", "86", "993"),
)

FREEMAIL = (
    "gmail.com",
    "hotmail.com",
    "outlook.com",
    "yahoo.com.mx",
    "live.com.mx",
    "icloud.com",
    "prodigy.net.mx",
    "outlook.es",
    "protonmail.com",
    "hotmail.es",
    "gmx.com",
    "yahoo.com",
)

COMPANIES = (
    ("Comercializadora Tlalli", "S.A. de C.V.", "tlalli.com.mx"),
    ("Ferretería El Yunque del Bajío", "S. de R.L. de C.V.", "elyunquebajio.mx"),
    ("Lácteos Cumbre Alta", "S.A.P.I. de C.V.", "cumbrealta.com.mx"),
    ("Servicios Logísticos Anáhuac", "S.A. de C.V.", "logisticaanahuac.mx"),
    ("Editorial Piedra de Sol", "S.C.", "piedradesol-editorial.mx"),
    ("Clínica Dental Sonrisa Norte", "S.C.", "sonrisanorte.mx"),
    ("Fundación Manos que Siembran", "A.C.", "manosquesiembran.org.mx"),
    ("Tecnologías Quetzal", "S.A. de C.V.", "quetzaltec.io"),
    ("Muebles Artesanales de Tonalá", "S. de R.L. de C.V.", "mueblestonala.com.mx"),
    ("Autotransportes Sierra Gorda", "S.A. de C.V.", "sierragordabus.mx"),
    ("Colegio Nezahualcóyotl", "A.C.", "colegioneza.edu.mx"),
    ("Cafetalera Los Altos de Chiapas", "S.P.R. de R.L.", "cafealtoschiapas.mx"),
    ("Inmobiliaria Portal del Mayab", "S.A. de C.V.", "portalmayab.mx"),
    ("Papelería y Regalos Tenochtitlan", "S.A. de C.V.", "papeleriatenoch.mx"),
    ("Laboratorios Biocéntrico", "S.A. de C.V.", "biocentrico.com.mx"),
    ("Cooperativa Pesquera Bahía Azul", "S.C. de R.L. de C.V.", "bahiaazulcoop.mx"),
    ("Hotel Casona del Marqués", "S.A. de C.V.", "casonamarques.mx"),
    ("Asociación de Colonos Lomas Verdes", "A.C.", "colonoslomasverdes.org.mx"),
)
GOV = (
    ("Instituto Estatal de Vivienda Rural", "ievr.gob.mx"),
    ("Secretaría de Movilidad Municipal de San Andrés", "semovsanandres.gob.mx"),
    ("Comisión Estatal del Agua Potable", "ceap-agua.gob.mx"),
    ("Archivo Histórico Municipal de Villa Encinos", "villaencinos.gob.mx"),
    ("Sistema Municipal DIF Tierra Colorada", "diftierracolorada.gob.mx"),
    ("Instituto de Cultura del Altiplano", "icaltiplano.gob.mx"),
    ("Tribunal de Justicia Administrativa de la Sierra", "tjasierra.gob.mx"),
    ("Coordinación Estatal de Protección Civil del Valle", "pcvalle.gob.mx"),
)


@dataclass
class Person:
    given: str
    surname1: str
    surname2: str
    sex: str  # H / M as in the CURP
    born: date
    town: tuple[str, str, str, str]

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname1} {self.surname2}"

    @property
    def short(self) -> str:
        return f"{self.given} {self.surname1}"


def person(rng: random.Random, lo: int = 1950, hi: int = 2010) -> Person:
    female = rng.random() < 0.5
    given = rng.choice(FEMALE if female else MALE)
    if rng.random() < 0.25:
        given += " " + rng.choice(FEMALE if female else MALE)
    s1, s2 = rng.sample(SURNAMES, 2)
    return Person(
        given, s1, s2, "M" if female else "H", ids.birth_date(rng, lo, hi), rng.choice(TOWNS)
    )


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def email_local(rng: random.Random, p: Person, accents: bool = False) -> str:
    g = p.given.split()[0].lower()
    s1 = p.surname1.lower().replace(" ", "")
    s2 = p.surname2.lower()
    if not accents:
        g, s1, s2 = strip_accents(g), strip_accents(s1), strip_accents(s2)
    yy = p.born.strftime("%y")
    forms = (
        f"{g}.{s1}",
        f"{g}{s1[:1]}{s2}",
        f"{g}_{s1}{yy}",
        f"{g[:1]}{s1}.{s2[:3]}",
        f"{s1}.{g}{rng.randrange(1, 99)}",
        f"{g}{s1}{p.born.year}",
        f"{g}.{s2}.{s1[:1]}",
    )
    return rng.choice(forms)


def street(rng: random.Random) -> tuple[str, str, str]:
    kind = rng.choice(STREET_KINDS)
    name = rng.choice(STREET_NAMES)
    num = str(rng.randrange(1, 2999))
    return kind, name, num


def postcode(rng: random.Random, town: tuple[str, str, str, str]) -> str:
    return town[2] + f"{rng.randrange(0, 999):03d}"


def phone10(rng: random.Random, area: str | None = None) -> str:
    area = area or rng.choice([t[3] for t in TOWNS])
    rest = rng.choice("2345689") + "".join(rng.choice(ids.DIGITS) for _ in range(9 - len(area)))
    return area + rest


def split_phone(n: str) -> tuple[str, str]:
    """Area code and subscriber number of a 10-digit Mexican number."""
    two = ("55", "33", "81")
    a = n[:2] if n[:2] in two else n[:3]
    return a, n[len(a) :]


def fmt_local(n: str, style: str) -> str:
    a, s = split_phone(n)
    if style == "paren":
        return f"({a}) {s[:-4]}-{s[-4:]}"
    if style == "dots":
        return f"{a}.{s[:-4]}.{s[-4:]}"
    if style == "dash":
        return f"{a}-{s[:-4]}-{s[-4:]}"
    if style == "space":
        return f"{a} {s[:-4]} {s[-4:]}"
    if style == "pairs":
        return " ".join([a] + [s[i : i + 2] for i in range(0, len(s), 2)])
    if style == "pairs_dash":
        return (
            a + " " + "-".join(s[i : i + 2] for i in range(0, len(s), 2))
            if len(s) == 8
            else f"{a} {s}"
        )
    return n


def company(rng: random.Random) -> tuple[str, str, str]:
    return rng.choice(COMPANIES)
