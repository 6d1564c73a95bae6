"""Invented people, places, companies and phone numbers for corpus 15.

Names are random combinations of common Mexican given names and surnames (plus a few
Maya, Nahua and compound ones); numbers are random. None of them is meant to match a real
person. Phone numbers use real Mexican area codes (so that they are valid numbers) with
random subscriber digits.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

if __package__:
    from . import ids
else:  # run as a script from this folder
    import ids  # type: ignore[no-redef]

GIVEN_F = [
    "María José", "Guadalupe", "Ximena", "Itzel", "Fernanda", "Rocío", "Araceli", "Yesenia",
    "Leticia", "Mariana", "Sofía", "Brenda", "Citlali", "Nayeli", "Dulce María", "Josefina",
    "Alejandra", "Maricela", "Lourdes", "Abril", "Renata", "Miriam", "Zoila", "Ana Karen",
    "Noemí", "Belén", "Socorro", "Xóchitl", "Inés", "Érika", "Ángeles", "Consuelo",
]  # fmt: skip
GIVEN_M = [
    "José Luis", "Juan Carlos", "Emiliano", "Óscar", "Rodrigo", "Jesús", "Efraín", "Gerardo",
    "Tonatiuh", "Héctor", "Aarón", "Rubén", "Alfonso", "Ulises", "Maximiliano", "Benito",
    "Joaquín", "Iván", "Ramiro", "Cuauhtémoc", "Adrián", "Raúl", "Saúl", "Marco Antonio",
    "Fidel", "Leonel", "Ezequiel", "Jonás", "Ignacio", "Ángel", "Rigoberto", "Tomás",
]  # fmt: skip
SURNAMES = [
    "Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez",
    "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez", "Torres",
    "Díaz", "Gutiérrez", "Ruiz", "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo", "Romero",
    "Álvarez", "Méndez", "Chávez", "Rivera", "Juárez", "Ramos", "Domínguez", "Herrera",
    "Medina", "Castro", "Vargas", "Guzmán", "Velázquez", "Muñoz", "Rojas", "Contreras",
    "Salazar", "Luna", "Ortega", "Santiago", "Guerrero", "Estrada", "Bautista", "Cortés",
    "Soto", "Alvarado", "Espinoza", "Lara", "Ávila", "Ríos", "Cervantes", "Silva", "Delgado",
    "Vega", "Márquez", "Sandoval", "Carrillo", "León", "Mejía", "Solís", "Núñez", "Rosas",
    "Ibáñez", "Peña", "Canché", "Pech", "Chan", "Uc", "Tzompa", "Xochihua", "Cuxim", "Ek",
    "de la Cruz", "del Ángel", "de la Rosa", "Montes de Oca", "Zúñiga", "Olvera", "Tapia",
    "Quintanar", "Arzate", "Buendía", "Valdivia", "Echeverría", "Villaseñor", "Garza",
]  # fmt: skip
NICK = {
    "Guadalupe": "Lupita", "Jesús": "Chuy", "José Luis": "Pepe", "Alfonso": "Poncho",
    "Socorro": "Coco", "Ignacio": "Nacho", "Consuelo": "Chelo", "Rosario": "Chayo",
    "Francisco": "Paco", "Antonio": "Toño", "Guillermo": "Memo", "Refugio": "Cuca",
}  # fmt: skip


@dataclass(frozen=True)
class Person:
    given: str
    paterno: str
    materno: str
    sex: str  # H / M
    born: date

    @property
    def full(self) -> str:
        return f"{self.given} {self.paterno} {self.materno}"

    @property
    def short(self) -> str:
        return f"{self.given.split()[0]} {self.paterno}"

    @property
    def upper_last_first(self) -> str:
        return f"{self.paterno.upper()} {self.materno.upper()} {self.given.upper()}"

    @property
    def first(self) -> str:
        return self.given.split()[0]


def person(
    rng: random.Random, sex: str | None = None, first: int = 1950, last: int = 2006
) -> Person:
    sex = sex or rng.choice("HM")
    given = rng.choice(GIVEN_F if sex == "M" else GIVEN_M)
    p, m = rng.sample(SURNAMES, 2)
    return Person(given, p, m, sex, ids.birth_date(rng, first, last))


# ---------------------------------------------------------------------------- places

# (municipio o alcaldía, estado, abreviatura, prefijo de C.P., lada)
PLACES = [
    ("Iztapalapa", "Ciudad de México", "CDMX", "09", "55"),
    ("Coyoacán", "Ciudad de México", "CDMX", "04", "55"),
    ("Gustavo A. Madero", "Ciudad de México", "CDMX", "07", "55"),
    ("Tlalpan", "Ciudad de México", "CDMX", "14", "55"),
    ("Nezahualcóyotl", "Estado de México", "Edo. Méx.", "57", "55"),
    ("Ecatepec de Morelos", "Estado de México", "Méx.", "55", "55"),
    ("Toluca", "Estado de México", "Edomex", "50", "722"),
    ("Zapopan", "Jalisco", "Jal.", "45", "33"),
    ("Tlaquepaque", "Jalisco", "Jal.", "45", "33"),
    ("Guadalupe", "Nuevo León", "N.L.", "67", "81"),
    ("Apodaca", "Nuevo León", "NL", "66", "81"),
    ("Celaya", "Guanajuato", "Gto.", "38", "461"),
    ("León", "Guanajuato", "Gto.", "37", "477"),
    ("Querétaro", "Querétaro", "Qro.", "76", "442"),
    ("Puebla", "Puebla", "Pue.", "72", "222"),
    ("Mérida", "Yucatán", "Yuc.", "97", "999"),
    ("Benito Juárez", "Quintana Roo", "Q. Roo", "77", "998"),
    ("Tijuana", "Baja California", "B.C.", "22", "664"),
    ("Mexicali", "Baja California", "BC", "21", "686"),
    ("Hermosillo", "Sonora", "Son.", "83", "662"),
    ("Culiacán", "Sinaloa", "Sin.", "80", "667"),
    ("Chihuahua", "Chihuahua", "Chih.", "31", "614"),
    ("Torreón", "Coahuila", "Coah.", "27", "871"),
    ("Oaxaca de Juárez", "Oaxaca", "Oax.", "68", "951"),
    ("Tuxtla Gutiérrez", "Chiapas", "Chis.", "29", "961"),
    ("Centro", "Tabasco", "Tab.", "86", "993"),
    ("Veracruz", "Veracruz", "Ver.", "91", "229"),
    ("Xalapa", "Veracruz", "Ver.", "91", "228"),
    ("Morelia", "Michoacán", "Mich.", "58", "443"),
    ("Pachuca de Soto", "Hidalgo", "Hgo.", "42", "771"),
    ("San Luis Potosí", "San Luis Potosí", "S.L.P.", "78", "444"),
    ("Aguascalientes", "Aguascalientes", "Ags.", "20", "449"),
    ("Durango", "Durango", "Dgo.", "34", "618"),
    ("Colima", "Colima", "Col.", "28", "312"),
    ("Cuernavaca", "Morelos", "Mor.", "62", "777"),
    ("Tepic", "Nayarit", "Nay.", "63", "311"),
    ("Zacatecas", "Zacatecas", "Zac.", "98", "492"),
    ("Campeche", "Campeche", "Camp.", "24", "981"),
]

COLONIAS = [
    "Santa Cruz Meyehualco", "Ejército de Oriente", "El Rosario", "Las Águilas", "San Lucas",
    "Lomas de San Agustín", "Jardines del Valle", "Arboledas", "Valle Dorado", "Emiliano Zapata",
    "Benito Juárez", "La Joya", "Los Pinos", "Villas de la Hacienda", "El Mirador", "Las Palmas",
    "San Miguel", "Lázaro Cárdenas", "Itzimná", "Chuburná de Hidalgo", "Francisco I. Madero",
    "Pensiones", "La Florida", "Insurgentes", "Guadalupe Victoria", "Tierra Blanca",
    "Bosques del Sur", "Real del Bosque", "Hacienda Santa Fe", "Colinas del Cimatario",
]  # fmt: skip
STREETS = [
    "Fresnos", "Jacarandas", "Río Lerma", "Ocotlán", "Cerro de la Estrella", "Tulipán",
    "Niños Héroes", "Vicente Guerrero", "Sor Juana Inés de la Cruz", "Xicoténcatl", "Nogal",
    "Cedro", "Hidalgo", "Allende", "Morelos", "Matamoros", "Aldama", "Reforma", "Abasolo",
    "Mina", "Libertad", "Pípila", "Zaragoza", "Girasoles", "Golondrinas", "Cenzontle",
    "Tláloc", "Quetzalcóatl", "Nezahualpilli", "Obsidiana", "Turquesa", "Ámbar", "Coral",
]  # fmt: skip


def cp(rng: random.Random, prefix: str) -> str:
    return prefix + f"{rng.randrange(1000):03d}"


# ---------------------------------------------------------------------------- phones

MOBILE_LADAS = ["55", "33", "81", "442", "461", "477", "222", "999", "998", "664", "614", "871",
                "951", "961", "229", "443", "771", "449", "312", "667"]  # fmt: skip


def mx_phone(rng: random.Random, lada: str | None = None) -> str:
    """A 10-digit Mexican number (lada + subscriber) with a plausible first subscriber digit."""
    lada = lada or rng.choice(MOBILE_LADAS)
    rest = 10 - len(lada)
    first = str(rng.randint(1, 9))
    return lada + first + "".join(str(rng.randint(0, 9)) for _ in range(rest - 1))


def split_lada(n: str) -> tuple[str, str]:
    lada = n[:2] if n[:2] in ("55", "33", "81") else n[:3]
    return lada, n[len(lada) :]


def fmt_groups(n: str, sep: str = " ", style: str = "4-4") -> str:
    """Format a 10-digit number: '4-4' (55 1234 5678 / 442 187 3390), 'pairs', 'flat'."""
    lada, sub = split_lada(n)
    if style == "pairs":
        if len(sub) == 8:
            return sep.join([lada, sub[:2], sub[2:4], sub[4:6], sub[6:]])
        return sep.join([lada, sub[:3], sub[3:5], sub[5:]])
    if style == "flat":
        return lada + sep + sub
    if len(sub) == 8:
        return sep.join([lada, sub[:4], sub[4:]])
    return sep.join([lada, sub[:3], sub[3:]])


# ---------------------------------------------------------------------------- companies

LEGAL_FORMS = ["S.A. de C.V.", "S. de R.L. de C.V.", "S.A.P.I. de C.V.", "A.C.", "S.C.",
               "S.A.B. de C.V.", "S.A.S. de C.V.", "SA de CV", "S. C. de P. de R. L. de C. V.", "I.A.P."]  # fmt: skip
COMPANY_WORDS = [
    ("Comercializadora", "Nopal del Bajío"), ("Distribuidora", "Huasteca Norte"),
    ("Servicios Educativos", "Ameyalli"), ("Grupo Industrial", "Cerro Azul"),
    ("Logística", "Tres Volcanes"), ("Alimentos", "La Tapatía Fina"), ("Constructora", "Tizoc"),
    ("Laboratorios", "Xochimilco Clínico"), ("Farmacias", "del Sureste Peninsular"),
    ("Tecnologías", "Colibrí Digital"), ("Transportes", "Sierra Gorda"),
    ("Editorial", "Papel Amate"), ("Cooperativa", "Café Tosepan Sur"), ("Fundación", "Manos del Mayab"),
    ("Consultores", "Pirámide Fiscal"), ("Textiles", "Hilo de Oaxaca"), ("Hotelera", "Bahía Turquesa"),
    ("Agroindustrias", "El Mezquite"), ("Soluciones", "Nube Maya"), ("Inmobiliaria", "Portal del Sol"),
]  # fmt: skip


@dataclass(frozen=True)
class Company:
    kind: str
    name: str
    legal: str
    domain: str
    founded: date

    @property
    def full(self) -> str:
        return f"{self.kind} {self.name}, {self.legal}"

    @property
    def initials(self) -> str:
        words = [w for w in (self.kind + " " + self.name).split() if w[0].isupper()]
        letters = "".join(w[0] for w in words).upper()
        return (letters + "XXX")[:3]


def _slug(s: str) -> str:
    table = str.maketrans("áéíóúüñÁÉÍÓÚÜÑ", "aeiouunAEIOUUN")
    return "".join(c for c in s.translate(table).lower() if c.isalnum())


def company(rng: random.Random, i: int | None = None) -> Company:
    kind, name = (
        COMPANY_WORDS[i % len(COMPANY_WORDS)] if i is not None else rng.choice(COMPANY_WORDS)
    )
    tld = rng.choice([".com.mx", ".mx", ".com", ".org.mx"])
    domain = _slug(name) + tld
    return Company(kind, name, rng.choice(LEGAL_FORMS), domain, ids.birth_date(rng, 1962, 2019))


GOB_DOMAINS = [
    "imss.gob.mx", "sat.gob.mx", "queretaro.gob.mx", "jalisco.gob.mx", "cdmx.gob.mx",
    "salud.gob.mx", "sep.gob.mx", "profeco.gob.mx", "inegi.org.mx", "yucatan.gob.mx",
    "congresoqro.gob.mx", "merida.gob.mx", "conagua.gob.mx", "ift.org.mx", "puebla.gob.mx",
]  # fmt: skip

FREE_MAIL = ["gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "live.com.mx", "icloud.com",
             "prodigy.net.mx", "protonmail.com", "hotmail.es", "outlook.es", "gmx.com", "yahoo.com"]  # fmt: skip


def ascii_fold(s: str) -> str:
    table = str.maketrans("áéíóúüñÁÉÍÓÚÜÑ", "aeiouunAEIOUUN")
    return s.translate(table)
