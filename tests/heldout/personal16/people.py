"""Fictional people (names invented for this corpus; any resemblance is chance)."""

# (nombre, paterno, materno, birth YYYYMMDD, sex H/M, state code, city, ascii forms for ids)
PEOPLE = [
    ("Ximena", "Olvera", "Cantú", "19870614", "M", "NL", "Monterrey"),
    ("Rodrigo", "Bautista", "Pineda", "19910203", "H", "JC", "Zapopan"),
    ("Itzel", "Saucedo", "Marín", "19790930", "M", "DF", "Ciudad de México"),
    ("Emiliano", "Quiroga", "Arellano", "20020117", "H", "PL", "Puebla"),
    ("Renata", "Villaseñor", "Toledo", "19830508", "M", "GT", "León"),
    ("Joaquín", "Beltrán", "Ocampo", "19760722", "H", "QT", "Querétaro"),
    ("Fernanda", "Cisneros", "Zamudio", "19951111", "M", "MC", "Toluca"),
    ("Mauricio", "Lozada", "Ibarra", "19881226", "H", "YN", "Mérida"),
    ("Daniela", "Paredes", "Gallardo", "20010305", "M", "VZ", "Xalapa"),
    ("Gerardo", "Tapia", "Robledo", "19690419", "H", "CH", "Chihuahua"),
    ("Paulina", "Esquivel", "Cordero", "19930827", "M", "BC", "Tijuana"),
    ("Héctor", "Mejía", "Valadez", "19810112", "H", "SO", "Hermosillo"),
    ("Valeria", "Arriaga", "Solís", "19970704", "M", "OC", "Oaxaca"),
    ("Tomás", "Ugalde", "Peralta", "19741015", "H", "MN", "Morelia"),
    ("Camila", "Durán", "Becerra", "20030921", "M", "SP", "San Luis Potosí"),
    ("Alonso", "Rentería", "Cuevas", "19860130", "H", "CS", "Tuxtla Gutiérrez"),
    ("Sofía", "Montaño", "Lugo", "19920616", "M", "AS", "Aguascalientes"),
    ("Ernesto", "Galindo", "Rosales", "19650302", "H", "TC", "Villahermosa"),
    ("Lucía", "Benavides", "Orozco", "19990409", "M", "DG", "Durango"),
    ("Iván", "Zepeda", "Maldonado", "19891118", "H", "QR", "Cancún"),
    ("Mariana", "Trujillo", "Salcedo", "19800724", "M", "HG", "Pachuca"),
    ("Santiago", "Barragán", "Aguirre", "20000229", "H", "CM", "Colima"),
    ("Abril", "Navarrete", "Fuentes", "19940113", "M", "ZS", "Zacatecas"),
    ("Octavio", "Lemus", "Carrasco", "19710831", "H", "SL", "Culiacán"),
    ("Regina", "Alcántara", "Medrano", "19980507", "M", "TL", "Tlaxcala"),
    ("Bruno", "Escamilla", "Rivas", "19850918", "H", "GR", "Acapulco"),
    ("Natalia", "Ordaz", "Villegas", "19900101", "M", "MS", "Cuernavaca"),
    ("Leonardo", "Cabrera", "Huerta", "19770611", "H", "CC", "Campeche"),
    ("Andrea", "Figueroa", "Nava", "19961203", "M", "NT", "Tepic"),
    ("Julián", "Ponce", "Ledesma", "19821020", "H", "TS", "Tampico"),
    ("Jimena", "Acosta", "Bravo", "20040814", "M", "BS", "La Paz"),
    ("Diego", "Carranza", "Muñiz", "19730525", "H", "CL", "Saltillo"),
]

ACC = str.maketrans("ÁÉÍÓÚÜÑáéíóúüñ", "AEIOUUXaeiouux")


def ascii_(s: str) -> str:
    return s.translate(ACC)
