"""Word lists for corpus 8, written for it: names, streets, neighbourhoods, companies.

The people are invented: a name is drawn from these lists at random and never stands for
anyone. The companies are invented too (no real company's switchboard or RFC is used).
"""

from __future__ import annotations

# CURP state codes, in the INE's numbering order (01 Aguascalientes … 32 Zacatecas), then
# NE (born abroad).
MX_STATES = [
    "AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT", "GR", "HG", "JC", "MC",
    "MN", "MS", "NT", "NL", "OC", "PL", "QT", "QR", "SP", "SL", "SR", "TC", "TS", "TL", "VZ",
    "YN", "ZS", "NE",
]  # fmt: skip

ES_GIVEN_M = [
    "José", "Juan Carlos", "Luis", "Carlos", "Jorge", "Miguel Ángel", "Héctor", "Rodrigo",
    "Ramón", "Óscar", "Raúl", "Iván", "Tomás", "Andrés", "Julián", "Édgar", "Emiliano",
    "Joaquín", "Sebastián", "Ignacio", "Rubén", "Gael", "Efraín", "Agustín", "Valentín",
    "Santiago", "Íñigo", "Xavier", "José Luis", "Jesús", "Ulises", "Benjamín", "Álvaro",
    "Cuauhtémoc", "Mauricio", "Gonzalo", "Nicolás", "Fermín", "Abraham", "Leonel",
]  # fmt: skip
ES_GIVEN_F = [
    "María", "Guadalupe", "Ana", "Verónica", "Alejandra", "Fernanda", "Ximena", "Itzel",
    "Citlali", "Brenda", "Mónica", "Dulce", "Jimena", "Rocío", "Sofía", "Nayeli", "Araceli",
    "Yesenia", "Paola", "Lucía", "Marisol", "Noemí", "Belén", "Florencia", "Martina",
    "Camila", "Pilar", "Nerea", "Begoña", "María José", "Ma. de la Luz", "Xóchitl",
    "Ángela", "Renata", "Maite", "Soledad", "Luz Elena", "Abril", "Zuleyma", "Iris",
]  # fmt: skip
ES_SURNAMES = [
    "García", "Hernández", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez",
    "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez", "Torres",
    "Díaz", "Gutiérrez", "Ruiz", "Mendoza", "Aguilar", "Ortiz", "Moreno", "Castillo",
    "Romero", "Álvarez", "Méndez", "Chávez", "Rivera", "Juárez", "Ramos", "Domínguez",
    "Herrera", "Medina", "Castro", "Vargas", "Guzmán", "Velázquez", "Muñoz", "Rojas", "Peña",
    "Ibáñez", "Núñez", "Salazar", "Cervantes", "Zúñiga", "Villaseñor", "Ochoa", "Treviño",
    "Garza", "Cárdenas", "Espinoza", "Olvera", "Quintero", "Beltrán", "Arellano", "Tapia",
    "Canché", "Pech", "Tzec", "Xicoténcatl", "de la Cruz", "del Ángel", "Montes de Oca",
    "Sáenz", "Urquiza", "Echeverría", "Bustamante", "Lozano",
]  # fmt: skip
EN_GIVEN_M = [
    "James", "Michael", "Daniel", "Ethan", "Marcus", "Owen", "Trevor", "Caleb", "Nathan",
    "Derek", "Colin", "Graham",
]  # fmt: skip
EN_GIVEN_F = [
    "Emily", "Hannah", "Megan", "Rachel", "Olivia", "Lauren", "Abigail", "Chloe", "Brooke",
    "Fiona", "Tessa", "Harriet",
]  # fmt: skip
EN_SURNAMES = [
    "Whitaker", "Donnelly", "Hargrove", "McAllister", "Pennington", "Callahan", "Ashworth",
    "Kowalski", "Bramwell", "Okafor", "Lindqvist", "Fairbanks", "O'Rourke", "Thornton",
]  # fmt: skip
PT_GIVEN_M = [
    "João", "Antônio", "Thiago", "Rafael", "Gustavo", "Leandro", "Vinícius", "Caio",
    "Rodrigo", "Sérgio",
]  # fmt: skip
PT_GIVEN_F = [
    "Ana Beatriz", "Luíza", "Mariana", "Fernanda", "Juliana", "Camila", "Letícia",
    "Conceição", "Thaís", "Gabriela",
]  # fmt: skip
PT_SURNAMES = [
    "Silva", "Santos", "Oliveira", "Souza", "Pereira", "Gonçalves", "Carvalho", "Araújo",
    "Ribeiro", "Magalhães", "Assunção", "Figueiredo",
]  # fmt: skip

# Streets of a home address (Mexico): (kind, name)
MX_STREETS = [
    "Calle Fresno", "Av. de los Maestros", "Privada Los Pinos", "Cerrada de Tulipanes",
    "Andador 7", "Calzada de Tlalpan", "Retorno 14 de Avena", "Calle Francisco I. Madero",
    "Callejón del Sapo", "Circuito Bahía de Todos los Santos", "Calle 61", "Calle Ámsterdam",
    "Av. Revolución", "Prol. Hidalgo", "Calle Pino Suárez", "Priv. Jacarandas",
    "Cda. Manuel M. Ponce", "Calle Nogal", "Blvd. Adolfo López Mateos", "Av. Chapultepec",
    "Calle Sor Juana Inés de la Cruz", "Calle Tamaulipas", "Paseo de los Álamos",
    "Calle Belisario Domínguez", "Av. Vallarta", "Calle Zaragoza", "Calle Morelos Oriente",
]  # fmt: skip
MX_COLONIAS = [
    ("Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
    ("Narvarte Poniente", "03020", "Benito Juárez", "CDMX"),
    ("Del Valle Centro", "03100", "Benito Juárez", "Ciudad de México"),
    ("San Rafael", "06470", "Cuauhtémoc", "CDMX"),
    ("Ajusco", "04300", "Coyoacán", "Ciudad de México"),
    ("Jardines del Bosque", "44520", "Guadalajara", "Jalisco"),
    ("Mitras Centro", "64460", "Monterrey", "Nuevo León"),
    ("Providencia", "44630", "Guadalajara", "Jal."),
    ("Agrícola Oriental", "08500", "Iztacalco", "CDMX"),
    ("Santa Úrsula Xitla", "14420", "Tlalpan", "Ciudad de México"),
    ("Las Américas", "55076", "Ecatepec de Morelos", "Edo. Méx."),
    ("Barrio de Santiago", "72410", "Puebla", "Puebla"),
    ("Itzimná", "97100", "Mérida", "Yucatán"),
    ("Centro", "38000", "Celaya", "Guanajuato"),
    ("El Mirador", "76246", "El Marqués", "Querétaro"),
    ("Lomas de San Francisco", "64710", "Monterrey", "N.L."),
    ("Independencia", "22055", "Tijuana", "Baja California"),
    ("Reforma", "68050", "Oaxaca de Juárez", "Oax."),
    ("Chapultepec Sur", "58260", "Morelia", "Michoacán"),
    ("Unidad Habitacional Vicente Guerrero", "09200", "Iztapalapa", "CDMX"),
    ("Fracc. Las Fuentes", "45070", "Zapopan", "Jalisco"),
    ("Supermanzana 63", "77513", "Benito Juárez", "Quintana Roo"),
]  # fmt: skip

# Invented companies and offices (keepers): name, city, office address, switchboard area.
COMPANIES = [
    "Grupo Tolteca de Servicios, S.A. de C.V.",
    "Ferretería Hermanos Olvera, S.A. de C.V.",
    "Laboratorios Quetzal, S.A.P.I. de C.V.",
    "Transportes del Bajío Unidos, S.A. de C.V.",
    "Editorial Cenzontle, S.C.",
    "Aceros Regiomontanos del Norte, S.A.B. de C.V.",
    "Clínica Dental Sonrisa Plena, S.C.",
    "Panificadora La Espiga Dorada, S.A. de C.V.",
    "Consultores Mixtecos Asociados, S.C.",
    "Inmobiliaria Bosques de Ahuehuete, S.A. de C.V.",
    "Cooperativa Cafetalera Sierra Norte, S.C. de R.L.",
    "Software Jaguar Labs, S. de R.L. de C.V.",
    "Hotel Posada Colibrí, S.A. de C.V.",
    "Distribuidora Farmacéutica del Golfo, S.A. de C.V.",
]
COMPANY_DOMAINS = [
    "grupotolteca.com.mx", "ferreteriaolvera.mx", "labquetzal.com", "tbu.com.mx",
    "cenzontle.mx", "aceresnorte.com.mx", "sonrisaplena.mx", "laespigadorada.com.mx",
    "mixtecosasociados.mx", "bosquesahuehuete.mx", "cafesierranorte.org.mx",
    "jaguarlabs.dev", "posadacolibri.mx", "dfgolfo.com.mx",
]  # fmt: skip
OFFICES = [
    "Paseo de la Reforma 2620, piso 9, Col. Lomas Altas, C.P. 11950, Miguel Hidalgo, CDMX",
    "Av. Constitución 1450 Pte., Col. Centro, C.P. 64000, Monterrey, N.L.",
    "Av. Patria 888, torre B, oficina 402, Col. Jardines Universidad, C.P. 45110, Zapopan, Jal.",
    "Blvd. Bernardo Quintana 7001, local 12, Col. Centro Sur, C.P. 76090, Querétaro, Qro.",
    "Insurgentes Sur 1602, piso 4, Col. Crédito Constructor, C.P. 03940, Ciudad de México",
    "Calle 60 No. 299-E x 17 y 19, Col. Revolución, C.P. 97118, Mérida, Yuc.",
    "Av. Juárez 101, planta baja, Col. Centro, C.P. 38000, Celaya, Gto.",
    "Carretera Federal 57 km 12.5, Parque Industrial Logistik, C.P. 79526, Villa de Reyes, S.L.P.",
]
GOB_DOMAINS = [
    "sat.gob.mx", "imss.gob.mx", "profeco.gob.mx", "cdmx.gob.mx", "jalisco.gob.mx",
    "inegi.org.mx", "condusef.gob.mx", "economia.gob.mx", "salud.gob.mx", "nl.gob.mx",
]  # fmt: skip
