"""Invented people and places for corpus 12 (any resemblance is chance)."""

from __future__ import annotations

import random

ES_GIVEN = [
    "María José",
    "José Luis",
    "Guadalupe",
    "Ximena",
    "Juan Pablo",
    "Itzel",
    "Ángel",
    "Sofía",
    "Rodrigo",
    "Fernanda",
    "Héctor",
    "Lucía",
    "Maximiliano",
    "Renata",
    "Joaquín",
    "Citlali",
    "Saúl",
    "Abril",
    "Emiliano",
    "Mónica",
    "Raúl",
    "Daniela",
    "Iñaki",
    "Xóchitl",
    "Efraín",
    "Paloma",
    "Tomás",
    "Araceli",
    "Brenda",
    "Ulises",
    "Nayeli",
    "Germán",
    "Yolanda",
    "Óscar",
]
ES_SUR = [
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
    "Domínguez",
    "Núñez",
    "Ibarra",
    "Zúñiga",
    "Peña",
    "Cervantes",
    "Solís",
    "Villaseñor",
    "Quiñones",
]
PT_GIVEN = ["João", "Ana Clara", "Luíza", "Gabriel", "Conceição", "Thiago", "Beatriz", "Raimundo"]
PT_SUR = ["Silva", "Souza", "Oliveira", "Conceição", "Araújo", "Gonçalves", "Pereira", "Lima"]
EN_GIVEN = ["Emily", "Michael", "Olivia", "Daniel", "Hannah", "Kevin", "Megan", "Brian"]
EN_SUR = ["Thompson", "Walker", "O'Neill", "Fitzgerald", "Harris", "Clarke", "Murphy", "Reed"]

STREETS = [
    "Calle Río Lerma",
    "Av. Insurgentes Sur",
    "Privada de los Fresnos",
    "Calle Hidalgo",
    "Cerrada Tulipanes",
    "Andador Xochicalco",
    "Calz. de Tlalpan",
    "Calle 5 de Mayo",
    "Circuito Bosques de Chapultepec",
    "Callejón del Beso",
    "Prol. Morelos",
    "Calle Amado Nervo",
]
COLONIAS = [
    ("Col. Del Valle Centro", "03100", "Benito Juárez", "Ciudad de México"),
    ("Col. Chapalita", "45040", "Zapopan", "Jalisco"),
    ("Col. Mitras Centro", "64460", "Monterrey", "Nuevo León"),
    ("Fracc. Jardines de la Hacienda", "76180", "Querétaro", "Querétaro"),
    ("Col. La Paz", "72160", "Puebla", "Puebla"),
    ("Col. Benito Juárez Nte.", "91070", "Xalapa", "Veracruz"),
    ("Barrio de Santiago", "97000", "Mérida", "Yucatán"),
    ("Col. San Felipe", "31203", "Chihuahua", "Chihuahua"),
    ("Col. Moderna", "37160", "León", "Guanajuato"),
    ("Unidad Hab. Vicente Guerrero", "09200", "Iztapalapa", "CDMX"),
]
PT_STREETS = ["Rua das Laranjeiras", "Av. Sete de Setembro", "Travessa São Jorge", "Rua Augusta"]
EN_STREETS = ["Maple Grove Lane", "W 34th Street", "Oakridge Drive", "Sycamore Ct"]

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

COMPANIES = [
    ("Abarrotes Finos del Bajío", "AFB", "abarrotesbajio.com.mx"),
    ("Construcciones Tapatías", "CTA", "construtap.mx"),
    ("Laboratorios Quimisur", "LQU", "quimisur.com.mx"),
    ("Transportes Sierra Madre", "TSM", "tsierramadre.com"),
    ("Mueblería La Moderna", "MMO", "lamoderna.mx"),
    ("Ferretera Regiomontana", "FRE", "ferreteraregio.com.mx"),
    ("Software Aztlán", "SAZ", "aztlansoft.io"),
    ("Fundación Manos Unidas por Oaxaca", "FMU", "manosunidasoax.org.mx"),
    ("Clínica Dental Sonrisa Plena", "CDS", "sonrisaplena.mx"),
    ("Hotel Posada del Río", "HPR", "posadadelrio.com.mx"),
    ("Editorial Pluma y Tintero", "EPT", "plumaytintero.mx"),
    ("Cooperativa Cafetalera Tosepan", "CCT", "cafetosepan.org"),
]


def es_name(r: random.Random) -> str:
    return f"{r.choice(ES_GIVEN)} {r.choice(ES_SUR)} {r.choice(ES_SUR)}"


def es_short(r: random.Random) -> str:
    return f"{r.choice(ES_GIVEN).split()[0]} {r.choice(ES_SUR)}"


def pt_name(r: random.Random) -> str:
    return f"{r.choice(PT_GIVEN)} {r.choice(PT_SUR)} {r.choice(PT_SUR)}"


def en_name(r: random.Random) -> str:
    return f"{r.choice(EN_GIVEN)} {r.choice(EN_SUR)}"


def name(r: random.Random, lang: str) -> str:
    return {"es": es_name, "pt": pt_name, "en": en_name}[lang](r)


def es_address(r: random.Random) -> str:
    col, cp, mun, edo = r.choice(COLONIAS)
    num = r.randint(3, 2999)
    inter = r.choice(["", f" Int. {r.randint(1, 12)}", f" Depto. {r.randint(101, 504)}", " int. B"])
    return f"{r.choice(STREETS)} {num}{inter}, {col}, C.P. {cp}, {mun}, {edo}"


def plain(s: str) -> str:
    """Lower-case ASCII form of a name for an e-mail local part."""
    table = str.maketrans("áéíóúüñÁÉÍÓÚÜÑçãõâêôÇ", "aeiouunAEIOUUNcaoaeoC")
    return s.translate(table).lower().replace("'", "")
