"""A generalisation suite for the personal-data and secrets families (issue 15, round 2).

Written before the detectors of round 2 were changed, in forms that neither held-out
corpus uses: classified ads, letters signed "Atentamente, Lic. …", legal notices,
machine-readable lines of INE cards and passports, phones with mixed separators or in
words, obfuscated and Unicode e-mails, birth dates in words, Mexican addresses with
`Mz`/`Lt`, `Fracc.`, `Unidad Habitacional`, `Depto`; account ids in fields, paths and
headers; secrets in prose, curl lines inside JSON strings, query strings, headers,
private-key blocks, cookies and `set-cookie` lists. Keepers: what a company or an
office publishes, identifiers that are not a person's, and placeholders.

Each item is planted, one at a time, in small documents of several syntaxes (an HTML
page, a JSON search response, a YAML cassette, a markdown note, a VCR JSON cassette, a
HAR file): `plantings(item)` gives (file name, bytes, lines of the datum). An item is
found when a finding of its family is on one of those lines in every carrier; a keeper
is flagged when any FG5/FG6 finding is on one of them in any carrier.

Values are invented. Identifiers with a check digit carry a valid one (computed once
with python-stdnum and written here); tokens are derived from a hash of a label, so
they are random-looking and stable.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

# --- invented tokens -------------------------------------------------------------------

_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_HEX = "0123456789abcdef"


def tok(label: str, n: int, alphabet: str = _ALNUM) -> str:
    """`n` random-looking characters, the same every run (derived from `label`)."""
    out: list[str] = []
    counter = 0
    while len(out) < n:
        digest = hashlib.sha256(f"{label}/{counter}".encode()).digest()
        out.extend(alphabet[b % len(alphabet)] for b in digest)
        counter += 1
    return "".join(out[:n])


def hx(label: str, n: int) -> str:
    return tok(label, n, _HEX)


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def mrz_check(field: str) -> str:
    """ICAO 9303 check digit (weights 7, 3, 1; letters A=10 … Z=35, `<` = 0)."""
    total = 0
    for i, ch in enumerate(field):
        value = int(ch) if ch.isdigit() else (ord(ch) - 55 if ch.isalpha() else 0)
        total += value * (7, 3, 1)[i % 3]
    return str(total % 10)


def td3(
    country: str, surname: str, given: str, number: str, dob: str, sex: str, expiry: str
) -> str:
    """The two 44-character lines of a passport's machine-readable zone."""
    name = (surname.replace(" ", "<") + "<<" + given.replace(" ", "<"))[:39]
    line1 = f"P<{country}{name}".ljust(44, "<")
    number = number.ljust(9, "<")
    personal = "<" * 14
    body = (
        number
        + mrz_check(number)
        + country
        + dob
        + mrz_check(dob)
        + sex
        + expiry
        + mrz_check(expiry)
        + personal
        + mrz_check(personal)
    )
    composite = body[0:10] + body[13:20] + body[21:43]
    return line1 + "\n" + body + mrz_check(composite)


def td1(
    country: str, surname: str, given: str, number: str, dob: str, sex: str, expiry: str
) -> str:
    """The three 30-character lines of an identity card's machine-readable zone (INE)."""
    line1 = f"ID{country}{number}{mrz_check(number)}".ljust(30, "<")
    line2 = f"{dob}{mrz_check(dob)}{sex}{expiry}{mrz_check(expiry)}{country}".ljust(29, "<")
    line2 += mrz_check(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    line3 = (surname.replace(" ", "<") + "<<" + given.replace(" ", "<")).ljust(30, "<")[:30]
    return "\n".join((line1, line2, line3))


def _jwt(claims: dict[str, Any], label: str) -> str:
    def seg(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{seg({'alg': 'HS256', 'typ': 'JWT'})}.{seg(claims)}.{tok(label, 43)}"


# --- items -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    """One datum to plant. `form` says how (see `plantings`); `payload` is its text."""

    id: str
    label: str  # "personal" | "secret" | "keep"
    kind: str
    form: str  # "prose" | "html" | "field" | "header" | "url" | "block"
    payload: Any
    families: tuple[str, ...] = field(default=())

    def wanted(self) -> tuple[str, ...]:
        """Rule-code prefixes that count as finding this item."""
        if self.families:
            return self.families
        if self.kind.startswith("account-id"):
            return ("FG5", "FG6")
        return ("FG6",) if self.label == "personal" else ("FG5",)


Adder = Callable[..., None]


def adders(items: list[Item]) -> tuple[Adder, Adder, Adder]:
    """The three writers of a list of items, by label: `P(kind, form, *payloads)` adds
    personal items, `S(…)` secrets, `K(…)` keepers, each numbered within its kind
    (`phone-classified-001`…). Every item file of the suite writes its items with them."""

    def add(label: str, kind: str, form: str, *payloads: Any) -> None:
        for payload in payloads:
            n = sum(1 for i in items if i.kind == kind) + 1
            items.append(Item(f"{kind}-{n:03d}", label, kind, form, payload))

    return (
        partial(add, "personal"),
        partial(add, "secret"),
        partial(add, "keep"),
    )


_ITEMS: list[Item] = []
P, S, K = adders(_ITEMS)


# --- personal: phones ------------------------------------------------------------------

P(
    "phone-classified",
    "prose",
    "Vendo refrigerador Mabe de 14 pies, casi nuevo. Informes al 33 1234 5678 con Lupita.",
    "Se renta cuarto amueblado para estudiante, zona Tec. Tel. 55-12-34-56-78, preguntar por Don Chuy.",
    "Vendo Tsuru 2012, único dueño, papeles en regla. Cel (044) 55 2345 6789",
    "Clases de inglés a domicilio, maestra certificada. Whats +52 (33) 3456 7890",
    "Se busca perrito extraviado, responde al nombre de Canelo. Si lo ven llamen al "
    "222-345-6789, se gratifica.",
    "Regalo gatitos de dos meses, pregunten por Mari al 81 8765 4321",
    "Se venden tamales por encargo, con Doña Rosa 4421234567",
    "Plomero y electricista, trabajos garantizados. Marcar a Toño: 477 123 4567",
    "Vendo lote de libros de texto de secundaria. mi whats es 55 1234 9876",
    "Rento depa de una recámara, cel. 5512349876, sin aval.",
    "Vendo bicicleta rodada 26 en buen estado, $1,200. Tel. 55 3456 7812",
    "Lost wallet near the Zócalo. If found, text me at +52 55 4567 1234 (Tom).",
    "Call or text Jenny at +1 (312) 867-5309 about the apartment.",
    "Cel: 55 1234 5678 / 55 8765 4321 (de 9 a 14 h)",
    "Tel 55 12 34 56 78 (casa) y 55 87 65 43 21 (cel)",
    "Vendo cuna de madera, llamar al 01 (222) 234 5678 con la señora Paty",
    "Informes: Sra. Carmen, WhatsApp 55.23.45.67.89",
    "Para informes comunicarse con la Sra. Beatriz Olvera al teléfono 771 234 5678",
    "Cuidado de adultos mayores, enfermera titulada, cel. +52 1 (55) 3456-7890",
    "Fletes y mudanzas económicos, pregunte por Beto: 0052 998 123 4567",
    "Ing. Rodrigo Treviño, +52-81-2345-6789",
    "Se solicita niñera, mandar mensaje al 614-123-45-67",
)
P(
    "phone-words",
    "prose",
    "Llámame al cinco cinco, uno dos tres cuatro, cinco seis siete ocho.",
    "mi número es tres tres, uno dos, tres cuatro, cinco seis, siete ocho",
    "My cell is four one five, eight six seven, five three zero nine. Ask for Kate.",
    "Mi cel: ocho uno ocho siete seis cinco cuatro tres dos uno",
)
P(
    "phone-link",
    "html",
    '<p><a href="tel:+523312340987">Llámale a Pepe</a></p>',
    '<p>¿Te interesa? <a href="https://wa.me/5214421239876?text=Hola%20vi%20tu%20anuncio">'
    "Mándame whats</a></p>",
    '<p><a href="sms:+5215587654321">Mándame un SMS</a> · Lorena</p>',
    '<p>Escríbeme: <a href="https://api.whatsapp.com/send?phone=5213398765432&amp;text=Hola">'
    "WhatsApp</a></p>",
    "<tr><td>Lupita Hernández</td><td>33 3615 8890</td></tr>",
    '<p>Mi WhatsApp: <a href="https://wa.me/+52%2055%203344%205566">55 3344 5566</a></p>',
)
P(
    "phone-signature",
    "prose",
    "Atentamente, Lic. Fernando Ibáñez Rojas — Cel. 55 4321 8765",
    "Atentamente, C.P. Julio César Anaya · Tel. particular 442 215 9087",
    "Quedo a sus órdenes en mi celular 33 1987 6543. Saludos, Marisol.",
    "Sin otro particular, Arq. Patricia Núñez — móvil: 999 234 5678",
)

# --- personal: e-mails ------------------------------------------------------------------

P(
    "email",
    "prose",
    "Escríbeme a maría.lópez@correo.mx y te paso fotos.",
    "Contacto: JUAN_PEREZ@HOTMAIL.COM",
    "mándame correo a pepe (arroba) yahoo (punto) com (punto) mx",
    "Interesados escribir a lupita_83 arroba gmail punto com",
    "rosy.mtz[at]outlook[dot]com",
    "mi correo: juan punto perez arroba gmail punto com",
    "carlos{at}live{dot}com{dot}mx",
    "Escríbeme: ana.garcia\uff20gmail\uff0ecom",
    "\uff4a\uff55\uff41\uff4e\uff0e\uff52\uff49\uff4f\uff53\uff20\uff47\uff4d\uff41\uff49\uff4c"
    "\uff0e\uff43\uff4f\uff4d",
    "lalo_gzz AT hotmail DOT com",
    "Correo: beto.sanchez&#64;outlook&#46;es",
    "Facturas a nombre de Mariana, al correo mariana.r+compras@gmail.com",
    "Email: d.ortega@uaq.edu.mx (Daniela Ortega, estudiante de octavo semestre)",
    "Send your CV to kate.miller1984@gmail.com before Friday.",
    "Por favor responde a gerardo dot villa at gmail dot com",
    "Regístrate aquí: https://forms.example.mx/registro?nombre=Maria&email=maria.lopez%40gmail.com",
    "Escríbeme: juan\u200b.perez\u200b@gmail.com",
    "correo: karla.ruiz(at)gmail(dot)com",
    "Mándalo a karla.ruiz AT gmail.com",
    "E-mail: p.ramirez@prodigy.net.mx; tel. casa 442 215 9087",
    "Atentamente, Ing. Ramón Quiroga <ramon.quiroga77@yahoo.com.mx>",
    "Sincerely, Dr. Emily Carter (emily.carter.md@gmail.com)",
    "Quedo a sus órdenes en mi correo personal: ma.solis.t@gmail.com",
    "Dudas al correo de Ximena: xime_2001@icloud.com",
)
P(
    "email-html",
    "html",
    '<p><span class="u">maria.fer</span><span>@</span><span>gmail.com</span></p>',
    '<p><a href="mailto:JOSE.HDZ@GMAIL.COM?subject=Vendo%20auto">Escríbeme</a></p>',
    "<p>Correo electrónico: <b>LUIS.ANGEL.MTZ@GMAIL.COM</b></p>",
    '<p><a href="mailto:ro.salgado&#64;hotmail.com">Rocío Salgado</a></p>',
)
P(
    "email-field",
    "field",
    ("correo", "itzel.navarro@hotmail.com"),
    ("email_contacto", "r.aguilar.h@yahoo.com"),
    ("contactEmail", "BRENDA.LOZANO@OUTLOOK.COM"),
)

# --- personal: birth dates -------------------------------------------------------------

P(
    "birth-date",
    "prose",
    "Mi hijo Emiliano nació el 3 de marzo de 2015 en el Hospital Ángeles.",
    "Nombre: Ana Karen Vidal · F. de nacimiento: 1987/03/03",
    "Patient: Luis Ortega, DOB 03/03/87",
    "…compareció el C. Rogelio Camacho Nieto, quien manifestó haber nacido el día tres de "
    "marzo de mil novecientos ochenta y siete…",
    "I'm Daniel Hughes, born on the 3rd of March, 1987, in Guadalajara.",
    "Lukas Becker — Geburtsdatum: 03.03.1987",
    "Titular: GOMEZ RAMIREZ JUAN CARLOS — Fecha de nacimiento 03 MAR 1987",
    "Fernanda Ruiz, nacida en Puebla el 12 de agosto de 1990, estudió en la BUAP.",
    "Carlos Ibarra, 37 años (n. 12-ago-1987)",
    "Cumpleaños de mi mamá Teresa: 14 de febrero de 1962",
    "Sra. Delia Pacheco Luna, de 64 años, nacida el 2 de noviembre de 1960",
    "Nombre: JUAN PABLO ORTIZ | Fecha de Nacimiento: 1990-12-31",
    "Mark Stevens, DOB: Jul 4, 1985",
    "…el señor Ernesto Galván Ruiz, nacido el 15 de mayo de 1979 en Zacatecas…",
    "Soy Valeria, nací el 21/09/1995 y busco trabajo de medio tiempo.",
    "Alumno: Iker Domínguez Soto — fecha nac.: 05-06-2012",
)
P(
    "birth-date-field",
    "field",
    ("fechaNacimiento", "03/03/1987"),
    ("date_of_birth", "1991-07-22"),
    ("nacimiento", "22/07/1991"),
    ("birthday", "1988-11-05"),
)

# --- personal: home addresses ----------------------------------------------------------

P(
    "home-address",
    "prose",
    "Vivo en Calle Jazmín Mz 4 Lt 12, Col. San Miguel Teotongo, Iztapalapa, CDMX.",
    "Entregar a Karla Ruiz en Unidad Habitacional Vicente Guerrero, Edif. 14, Depto 302, "
    "Iztapalapa, C.P. 09200",
    "…el C. Raúl Quintana Mejía, con domicilio en Av. Juárez número 45, interior 3, Colonia "
    "Centro, C.P. 58000, Morelia, Michoacán…",
    "Mi dirección: Andador 5 No. 23, Fracc. Jardines del Sur, 77536 Cancún, Q. Roo",
    "Mi dirección es Retorno 12 #34, U.H. El Rosario, Azcapotzalco, CP 02430",
    "Envíalo a Karla Ruiz: C. Morelos 123 int. 4, Barrio de San Juan, 45000 Zapopan, Jal.",
    "Ship to: Daniela Ortega, Calle Hidalgo 210, Col. Centro, 68000 Oaxaca, Oax.",
    "Domicilio del quejoso: Manzana 15 Lote 7, Col. Ampliación Emiliano Zapata, C.P. 56615, "
    "Chalco, Edo. Méx.",
    "Jorge Medina vive en Prol. Hidalgo 45-B Depto. 3, Col. La Loma, C.P. 50070, Toluca, Méx.",
    "Home address: 2da Cerrada de Pino 14, Fracc. Los Pinos, C.P. 22106, Tijuana, B.C.",
    "Dirección de entrega: Cda. de los Olivos 8, Col. San Jerónimo Lídice, 10200, CDMX "
    "(recibe Sofía)",
    "…Adriana Robles Peña, con domicilio en calle Allende 310, barrio de Santiago, C.P. "
    "90000, Tlaxcala, Tlax.…",
    "Vivo en Mz. 23 Lt. 8, Col. Ejército de Oriente, Iztapalapa, C.P. 09230",
    "Mi casa: Privada de los Sauces 17, Fracc. Villas del Sol, C.P. 76118, Querétaro",
)
P(
    "home-address-field",
    "field",
    ("domicilio", "Calle 60 #491-A x 57 y 59, Centro, 97000 Mérida, Yuc."),
    ("direccion_envio", "Av. Universidad 1200 Depto 5, Col. Xoco, 03330 Benito Juárez, CDMX"),
    ("homeAddress", "Calle Encino 8, Fracc. Las Arboledas, C.P. 38060, Celaya, Gto."),
)

# --- personal: identifiers -------------------------------------------------------------

P(
    "curp",
    "prose",
    "…quien se identificó con CURP GOMR870303HDFNRM02 y credencial para votar vigente…",
    "curp: lopm920814mjcprr08",
    "Mi CURP es HEGA 751130 HPLRNN 09, por si la necesitan para el trámite.",
    "CURP del alumno: RUCE.681005.HVZZRD.05",
    "Adjunto CURP (savl000412mnllzpa9) y comprobante de domicilio.",
)
P("curp-field", "field", ("curp", "MEOJ990512MDFNRS04"), ("CURP_titular", "VAZG580715HSLZRL02"))
P(
    "rfc-person",
    "prose",
    "Facturar a: Juan Carlos Gómez Ramírez, RFC: GOMR-870303-AB3",
    "R.F.C. oejl891212pq1 (persona física con actividad empresarial)",
    "Mi RFC con homoclave es CAMA 910228 N49, régimen de sueldos y salarios.",
)
P("rfc-person-field", "field", ("rfc", "VAZG580715RT7"))
P(
    "ine",
    "prose",
    "Clave de elector: GMRMJN87030309H400",
    "Se identificó con credencial INE, clave de elector lpmrmr92081414m600.",
)
P(
    "nss",
    "prose",
    "No. de afiliación IMSS: 1234-56-7890-3",
    "NSS 42 98 76 5432 6 (trabajador eventual)",
    "Mi número de seguridad social es 03981234564",
)
P(
    "clabe",
    "prose",
    "Depósitos a la CLABE interbancaria 0121 8000 1234 5678 99 a nombre de Luis Ortega",
    "cuenta CLABE: 072-180-04567891234-9 (Banorte, titular Ana Vidal)",
    "Transferir a la clabe 032180009876543211, Sofía M.",
)
P(
    "card",
    "prose",
    "Pagué con la tarjeta 4152-3138-1234-5671 y me cobraron dos veces.",
    "Visa: 4555 0412 3498 7613, vence 08/27",
    "Amex 3778 123456 78901, a nombre de Jorge Medina",
)
P(
    "passport",
    "prose",
    "No. de pasaporte: G12345678",
    "Passport No.: 533380006 (United States)",
    "pasaporte N° AAA123456, expedido en Madrid",
    "Passeport: 12AB34567 — Claire Martin",
    "Pasaporte vigente número E23456789, a nombre de Hugo Salinas",
    "Reisepass-Nr. C01X00T47",
)
P(
    "mrz",
    "block",
    # A Mexican passport's machine-readable zone (TD3), under the word "pasaporte".
    "Datos del pasaporte:\n"
    + td3("MEX", "GOMEZ RAMIREZ", "JUAN CARLOS", "G12345678", "870303", "M", "311231"),
    # The same zone with no label at all: it names itself (P<MEX).
    td3("MEX", "LOPEZ PEREZ", "MARIA FERNANDA", "N71873413", "900815", "F", "300102"),
    # An INE card's back (TD1).
    "Reverso de la INE:\n"
    + td1("MEX", "GOMEZ RAMIREZ", "JUAN CARLOS", "123456789", "870303", "H", "311231"),
    # A US passport's zone quoted in a support ticket.
    "passport scan (MRZ):\n" + td3("USA", "HUGHES", "DANIEL", "533380006", "870303", "M", "311231"),
)

# --- personal: provider and account ids ------------------------------------------------

P(
    "account-id-field",
    "field",
    ("owner_id", "usr_8f3k2j1q"),
    ("organization_id", "9f1c2e7a-4b3d-4e8f-a1c2-7d9e0b3f5a61"),
    ("workspaceId", "wks_1234abcd"),
    ("user", "user-29dk3"),
    ("billingAccountId", "0A1B2C-3D4E5F-6A7B8C"),
    ("customer", "cus_NffrFeUfNV2Hib"),
    ("team", "T02ABCDEF12"),
    ("project_id", "proj_a8Kd2mN4pQ"),
    ("accountNumber", "ACC-000482913"),
    ("ownerId", 4829173),
    ("tenant", "tnt_77x2k9"),
    ("org", "org_3kd93ndK2"),
)
P(
    "account-id-header",
    "header",
    ("x-org-id", "org_5K2m9XqT"),
    ("X-Org-Id", "8842217"),
    ("openai-organization", "org-Xk2P9wQm7LbN4rT1vS8y"),
    ("X-Tenant-ID", "t-88421"),
    ("x-account-id", "acc-7731-mx"),
    ("anthropic-organization-id", "c4a1f9e2-7b3d-4c8e-9f2a-1d6e8b0c3f57"),
    ("OpenAI-Project", "proj_Zk28dLq0Wm3n"),
    ("X-Workspace", "ws-99812"),
)
P(
    "account-id-url",
    "url",
    "https://api.search.example/v1/orgs/org_9aKd82Lx/members",
    "https://api.search.example/api/v2/users/u_4821/quota",
    "https://api.search.example/v1/usage?account_id=88213&month=2025-01",
    "https://api.search.example/v1/organizations/org-7Hd82kLm/api_keys",
    "https://api.search.example/v1/workspaces/ws_29d8k1/billing",
    "https://api.search.example/v1/search?org=org_d82kd9&q=tamales",
)
P(
    "account-id-prose",
    "prose",
    "Tu ID de organización es org_3kd93ndK2 (no lo compartas).",
    "Account ID: acct_1Nv8Qm2eZvKYlo2C — use it when you contact billing.",
)

# --- secrets -----------------------------------------------------------------------------

_OPENAI = "sk-proj-" + tok("openai", 48)
_TAVILY = "tvly-dev-" + tok("tavily", 32)
_GOOGLE = "AIzaSy" + tok("google", 33)
S(
    "auth-in-prose",
    "prose",
    "Para probar el endpoint usa Authorization: Basic " + b64("reportes:S3cr3tP4ss!") + " y listo.",
    "The staging proxy wants Proxy-Authorization: Basic " + b64("svc-bench:Qw8!zr2Lp0") + ".",
    'curl -H "Authorization: Bearer ' + _OPENAI + '" https://api.openai.com/v1/models',
    "curl https://api.tavily.com/search -H 'Authorization: Bearer " + _TAVILY + "' -d '{}'",
    "curl -u admin:" + tok("curlpw", 14) + " https://api.example.com/v1/reports",
    "Authorization: Token " + hx("drf", 40),
    "mándale el header authorization: bearer " + tok("opaque1", 40) + " y ya funciona",
    "Use the header `Authorization: Bearer " + tok("opaque2", 32) + "` for every call.",
    "El token es Bearer " + tok("opaque3", 36) + ", caduca en una hora.",
    "Header: Authorization=Basic " + b64("bench@example.com:" + tok("basicpw", 12)),
)
S(
    "key-in-url",
    "url",
    "https://www.googleapis.com/customsearch/v1?key="
    + _GOOGLE
    + "&cx=017576662512468239146:omuauf_lfve",
    "https://api.example.com/data?format=json&apikey=" + hx("apikey1", 32),
    "https://api.search.example/v1/search?q=tamales&api-key=" + tok("apikey2", 32),
    "https://api.search.example/v1/search?access_token=" + tok("at1", 40) + "&q=clima",
    "https://maps.example.com/geocode?address=Zocalo&client_secret=" + tok("cs1", 28),
    "https://hooks.slack.com/services/T024BE7LD/B08HZ1PQ2/" + tok("slackhook", 24),
    "https://discord.com/api/webhooks/1122334455667788990/" + tok("discordhook", 68),
    "https://admin:" + tok("urlpw", 14) + "@api.example.com/v1/export",
)
S(
    "key-header",
    "header",
    ("x-goog-api-key", _GOOGLE),
    ("X-API-Key", tok("xapikey", 40)),
    ("Authorization", "Bearer " + tok("authhdr", 44)),
    ("authorization", "Basic " + b64("svc:" + tok("hdrpw", 16))),
    ("X-Subscription-Token", "BSA" + tok("brave", 27)),
    ("api-key", hx("azure", 32)),
    ("X-Auth-Token", tok("xauth", 36)),
    ("Authorization", "Token " + hx("drf2", 40)),
    ("x-exa-api-key", "9b2f1c7e-4d3a-4e8b-b1c2-6f7e8d9c0a1b"),
    ("Cookie", "sessionid=" + tok("ck1", 32) + "; csrftoken=" + tok("ck2", 32)),
)
S(
    "private-key",
    "block",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
    + tok("rsa1", 48)
    + "\n"
    + tok("rsa2", 64)
    + "\n-----END RSA PRIVATE KEY-----",
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA"
    + tok("ssh1", 40)
    + "\n"
    + tok("ssh2", 64)
    + "\n-----END OPENSSH PRIVATE KEY-----",
    "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + tok("ec1", 55) + "\n-----END EC PRIVATE KEY-----",
    "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
    + tok("p8", 32)
    + "\n-----END PRIVATE KEY-----",
    "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkq"
    + tok("enc", 32)
    + "\n-----END ENCRYPTED PRIVATE KEY-----",
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGX"
    + tok("pgp", 57)
    + "\n-----END PGP PRIVATE KEY BLOCK-----",
)
S(
    "cookie-prose",
    "prose",
    "Cookie: sessionid=" + tok("ck3", 32) + "; csrftoken=" + tok("ck4", 32),
    "copia tu cookie: _session_id=" + hx("ck5", 32) + "; path=/",
    "Set-Cookie: auth_token=" + tok("ck6", 40) + "; Path=/; HttpOnly; Secure",
    "Cookie header was `PHPSESSID=" + tok("ck7", 26).lower() + "; lang=es`",
)
S(
    "vendor-key",
    "prose",
    "usa mi token ghp_" + tok("gh", 36) + " para clonar",
    "github_pat_11ABCDEFG0" + tok("ghpat", 72),
    "SLACK_BOT_TOKEN=xoxb-"
    + tok("xoxb1", 11, "0123456789")
    + "-"
    + tok("xoxb2", 13, "0123456789")
    + "-"
    + tok("xoxb3", 24),
    "aws_access_key_id = AKIA" + tok("akia", 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "Stripe live key: sk_live_51" + tok("stripe", 96),
    "glpat-" + tok("glpat", 20),
    "HF token hf_" + tok("hf", 34),
    "GROQ_API_KEY=gsk_" + tok("groq", 52),
    "REPLICATE_API_TOKEN=r8_" + tok("r8", 37),
    "OPENROUTER_API_KEY=sk-or-v1-" + hx("or", 64),
    "SENDGRID_API_KEY=SG." + tok("sg1", 22) + "." + tok("sg2", 43),
    "Google OAuth access token: ya29.a0" + tok("ya29", 120),
    "XAI_API_KEY=xai-" + tok("xai", 80),
    "PINECONE_API_KEY=pcsk_" + tok("pc1", 6) + "_" + tok("pc2", 64),
    "Linear: lin_api_" + tok("lin", 40),
    "npm token npm_" + tok("npm", 36),
    "DIGITALOCEAN_TOKEN=dop_v1_" + hx("do", 64),
    "shpat_" + hx("shop", 32),
    "ANTHROPIC_API_KEY=sk-ant-api03-" + tok("ant", 93) + "-" + tok("ant2", 6) + "AA",
    "pplx-" + tok("pplx", 48),
    "export OPENAI_API_KEY=" + _OPENAI,
    "TAVILY_API_KEY=" + _TAVILY,
    "EXA_API_KEY=3f2b9c1e-8a7d-4e6f-b5c4-2d1e0f9a8b7c",
    "SERPER_API_KEY: " + hx("serper", 40),
    "COHERE_API_KEY=" + tok("cohere", 40),
    "my key is " + hx("mykey", 32) + " don't share it",
    "La llave de la API es " + tok("llave", 32) + ", no la compartas.",
    "Here's the API key for staging: " + tok("staging", 40),
    "firecrawl: fc-" + hx("fc", 32),
    "jina_" + tok("jina", 60),
    "Brave: BSA" + tok("brave2", 27),
    "mistral api key " + tok("mistral", 32),
)
S(
    "token-field",
    "field",
    ("access_token", tok("tf1", 40)),
    ("refresh_token", tok("tf2", 48)),
    ("id_token", _jwt({"sub": "user_82kd", "exp": 1790000000, "email": "x@y.mx"}, "jwt1")),
    ("session_token", tok("tf3", 36)),
    ("apiSecret", tok("tf4", 32)),
    ("secretAccessKey", tok("tf5", 40)),
    ("llave_api", tok("tf6", 32)),
    ("clave_api", hx("tf7", 32)),
    ("contrasena", "Xk29!dL0qP"),
    ("token_acceso", tok("tf8", 40)),
    ("password", "Mi$Clave2024!"),
    (
        "private_key",
        "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
        + tok("pk", 40)
        + "\n-----END PRIVATE KEY-----\n",
    ),
    ("webhook_url", "https://hooks.slack.com/services/T0AB12CD3/B0EF45GH6/" + tok("hook2", 24)),
    ("DATABASE_URL", "postgres://admin:" + tok("dbpw", 16) + "@db.internal.example.com:5432/app"),
    ("x-api-key", tok("tf9", 40)),
    ("apiKey", tok("tf10", 39)),
    ("authToken", tok("tf11", 32)),
)
S(
    "connection-string",
    "prose",
    "DATABASE_URL=postgres://admin:" + tok("cs1", 16) + "@db.internal.example.com:5432/app",
    "conéctate con mongodb+srv://juan:" + tok("cs2", 12) + "@cluster0.ab1cd.mongodb.net/test",
    "redis://:" + tok("cs3", 20) + "@cache.example.com:6379/0",
    "Server=tcp:bench.database.windows.net;Database=db;User ID=admin;Password="
    + tok("cs4", 14)
    + ";",
    "amqp://guest:" + tok("cs5", 16) + "@rabbit.example.com:5672/",
    "mysql://root:" + tok("cs6", 14) + "@127.0.0.1:3306/bench",
)
S(
    "jwt",
    "prose",
    "token " + _jwt({"sub": "usr_9281", "exp": 1790000000, "scope": "search"}, "jwt2"),
    "Authorization: Bearer " + _jwt({"sub": "1234567890", "iat": 1716239022}, "jwt3"),
    "el id_token que devuelve es " + _jwt({"email": "ana@example.mx", "exp": 1790000000}, "jwt4"),
)

# --- secrets: every value of a set-cookie list (form "cookie-list") --------------------

SET_COOKIE_VALUES = (
    "session_id=" + tok("sc1", 32) + "; Path=/; HttpOnly; Secure",
    "loid=" + tok("sc2", 40) + "; Domain=example.com; Max-Age=63071999; Path=/",
    "token_v2=" + tok("sc3", 48) + "; Path=/; Expires=Tue, 25 Feb 2026 21:28:31 GMT",
)
S("set-cookie-list", "cookie-list", *range(len(SET_COOKIE_VALUES)))

# --- keepers: what companies and offices publish ----------------------------------------

K(
    "company-address",
    "prose",
    "Oficinas corporativas: Av. Paseo de la Reforma 483, Piso 14, Col. Cuauhtémoc, C.P. "
    "06500, CDMX",
    "Visítanos en Av. Vallarta 6503, Local 12, Col. Ciudad Granja, 45010 Zapopan, Jal.",
    "Sucursal Satélite: Circuito Centro Comercial 2251, Cd. Satélite, 53100 Naucalpan",
    "Palacio Municipal: Plaza Principal s/n, Col. Centro, C.P. 37700, San Miguel de Allende",
    "Planta: Carretera Federal 57 Km 12.5, Parque Industrial, 78395 San Luis Potosí",
    "Hospital General de México: Dr. Balmis 148, Col. Doctores, C.P. 06720, CDMX",
    "Museo Casa Azul: Londres 247, Col. Del Carmen, Coyoacán, 04100 CDMX",
    "Restaurante El Cardenal: Calle Palma 23, Centro Histórico, C.P. 06000, CDMX",
    "Grupo Alfa, S.A.B. de C.V. — Av. Gómez Morín 1111 Sur, Col. Carrizalejo, 66254 San "
    "Pedro Garza García, N.L.",
    "Módulo de atención: Calle Independencia 20, Col. Centro, C.P. 44100, Guadalajara, Jal.",
    "Librería Gandhi Miguel Ángel de Quevedo 121, Col. Chimalistac, 01070 CDMX",
    "Universidad Autónoma de Querétaro, Cerro de las Campanas s/n, Col. Las Campanas, "
    "C.P. 76010, Querétaro",
)
K(
    "office-phone",
    "prose",
    "Conmutador: 55 5062 1000, ext. 2210",
    "Tel. (33) 3818 2800 ext. 1234",
    "Ventas: +52 (55) 5249 5000 Ext. 101",
    "T. 81 8319 0900 x 204",
    "Oficinas centrales: (55) 5128 2000",
    "Hotel Fiesta Americana Cancún · Reservaciones (998) 881 1400",
    "Restaurante El Cardenal — reservaciones 55 5521 8815",
    "WhatsApp de atención a clientes: 55 4161 2000",
    "Sucursal Centro: 222 246 1010, lunes a sábado de 10 a 20 h",
    "Fax: (55) 5511 2233",
    "Soporte técnico: 33 3030 4040, lunes a viernes de 9 a 18 h",
    "Ventas corporativas 55 1100 2200 ext 3",
    "Call our newsroom at +52 81 8150 4400",
    "Recepción del hospital: 222 229 8100",
    "Línea de denuncia de la Fiscalía: 55 5346 8104",
)
K(
    "toll-free",
    "prose",
    "Atención a clientes: 800 123 4567",
    "Lada sin costo 01 800 822 5400",
    "Línea gratuita 800-007-3705",
    "Toll free: +1 (800) 642-7676",
    "Llámanos sin costo al 01-800-4362-7242",
    "800 FLORES-1 (800 356 7371)",
)
K(
    "role-mailbox",
    "prose",
    "Solicitudes de información: contacto@sre.gob.mx",
    "Escriba a atencion.ciudadana@cdmx.gob.mx",
    "Promociones: oficialiadepartes@tfja.gob.mx",
    "Quejas: quejas@profeco.gob.mx",
    "unidaddetransparencia@imss.gob.mx",
    "Denuncias: denuncias@funcionpublica.gob.mx",
    "Ventas: ventas@muebleselroble.com.mx",
    "FACTURACION@GRUPOBIMBO.COM",
    "Soporte: soporte.tecnico@telmex.com",
    "CONTACTO [arroba] municipio-leon [punto] gob [punto] mx",
    "Aviso de privacidad: privacidad@banorte.com",
    "atencionaclientes@liverpool.com.mx",
    "Escríbenos a hola@startup.mx",
    "no-reply@accounts.google.com",
)
K(
    "role-mailbox-html",
    "html",
    '<p><a href="mailto:prensa@inegi.org.mx?subject=Solicitud%20de%20entrevista">Prensa</a></p>',
    '<p><a href="mailto:RH@EMPRESA.MX">Recursos Humanos</a></p>',
)
K(
    "placeholder-email",
    "prose",
    "Escribe tu correo: tucorreo@ejemplo.com",
    "Formato: nombre@dominio.com",
    "Usuario de ejemplo: usuario@example.com",
    "git clone git@github.com:fixture-guard/bench.git",
    "![logo](/img/logo@2x.png)",
    "@media screen and (max-width: 640px) { .nav { display: none } }",
    "Síguenos en @ElInformadorMX",
    "npm install @scope/paquete@1.2.3",
)
K(
    "company-rfc",
    "prose",
    "Grupo Bimbo, S.A.B. de C.V. — RFC: GMA840921KQ8",
    "R.F.C. TME971014HY9",
    "rfc: bim011108dj5",
    "Emisor: Datos Libres, S.C. · RFC DLI931201MI9 · Régimen 601",
    "RFC receptor: XAXX010101000 (público en general)",
    "RFC genérico para extranjeros: XEXX010101000",
    "CURP genérica de extranjero en nómina: XEXX010101HNEXXXA4",
)
K("company-rfc-field", "field", ("rfc_emisor", "FCO0503289A9"), ("rfcReceptor", "XAXX010101000"))
K(
    "registry-number",
    "prose",
    "Escritura pública número 45,678, volumen 1,234, otorgada ante la fe del Lic. Jorge "
    "Alberto Ruiz, Notario Público No. 147 de la Ciudad de México",
    "inscrita en el Registro Público de Comercio bajo el folio mercantil electrónico 123456-1",
    "Registro patronal IMSS: Y12-34567-10-1",
    "Folio fiscal: 6F9619FF-8B86-D011-B42D-00C04FC964FF",
    "No. de certificado del SAT: 00001000000504465028",
    "Clave del producto SAT 43211503",
    "Número de proveedor: 100234567",
    "Expediente 1234/2024, Juzgado Tercero de lo Civil",
    "Número de servicio CFE 123456789012",
    "Cédula de la notaría: Notaría Pública No. 23 de Querétaro, Lic. Roberto Sánchez Ibarra, titular",
)
K(
    "isbn-issn",
    "prose",
    "ISBN 978-607-16-1234-0",
    "ISBN-13: 9786071612340",
    "ISBN 607-16-1234-6",
    "ISSN 1405-7743",
    "e-ISSN 2448-5136",
    "ISSN: 0188-2503 (impreso)",
)
K(
    "order-number",
    "prose",
    "Pedido #4021-3345-8890",
    "Número de guía DHL: 1234567890",
    "FedEx tracking 7749 1234 5678",
    "Número de guía: 9400 1000 0000 0000 0000 00",
    "Orden de compra OC-2024-00123",
    "Folio de trámite 5512345678",
    "Número de guía Estafeta 4421 2345 6789",
    "Ticket 3312345678 — tu pedido va en camino",
    "Código de barras 7501234567890",
    "timestamp 1715709791",
    "Factura A-55123456",
    "Order ID: 114-5512345-6789012",
)
K(
    "hash",
    "prose",
    "commit 3f9a1c2e8b7d6f5a4c3b2a1908f7e6d5c4b3a291",
    "SHA-1: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12",
    "md5sum: 9e107d9d372bb6826bd81d3542a419d6",
    'integrity="sha512-' + tok("sri", 86) + '=="',
    "sha256:" + hx("digest", 64),
    "IPFS: bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
)
K(
    "uuid",
    "prose",
    "id del documento: 550e8400-e29b-41d4-a716-446655440000",
    "Referencia 7c9e6679-7425-40de-944b-e07fc1f90ae7",
)
K(
    "keep-field",
    "field",
    ("id", "550e8400-e29b-41d4-a716-446655440000"),
    ("request_id", "req_" + tok("req", 24)),
    ("organization", "OpenAI"),
    ("project", "buscador-web"),
    ("owner", "ACME Corp"),
    ("team", "Datos Abiertos"),
    ("etag", 'W/"5e8f-' + hx("etag", 12) + '"'),
    ("publishedAt", "2024-03-03T10:42:00Z"),
    ("telefono", "800 123 4567"),
    ("version", "2.13.1"),
    ("trace_id", hx("trace", 32)),
    ("sitekey", "6Lc" + tok("recaptcha", 37)),
)
K(
    "keep-header",
    "header",
    ("x-request-id", "4f3c2b1a-9e8d-4c7b-a6f5-0e1d2c3b4a59"),
    ("cf-ray", "8a1b2c3d4e5f6a7b-MEX"),
    ("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"),
    ("Date", "Tue, 25 Feb 2025 21:28:31 GMT"),
    ("Authorization", "Bearer <token>"),
    ("x-api-key", "${EXA_API_KEY}"),
    ("openai-processing-ms", "1432"),
    ("x-ratelimit-remaining-requests", "4999"),
)
K(
    "phone-like-url",
    "url",
    "https://www.example.mx/producto/5512345678",
    "https://twitter.com/sat_mx/status/1781234567890123456",
    "https://maps.google.com/@19.4326077,-99.133208,15z",
    "https://www.amazon.com.mx/dp/B08N5WRWNW?ref=5512345678",
    "https://www.dof.gob.mx/nota_detalle.php?codigo=5512345&fecha=03/03/2024",
    "https://github.com/orgs/mozilla/teams/engineering",
    "https://api.search.example/v1/users/login",
    "https://api.search.example/v1/projects/new",
    "https://www.googleapis.com/customsearch/v1?key=YOUR_API_KEY&cx=017576662512468239146:omuauf_lfve",
)
K(
    "version",
    "prose",
    "v2.13.1",
    "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0.6367.91 Safari/537.36",
    "Android 14 (UP1A.231016.096)",
    "node v20.11.1, Python 3.12.1",
    "build 2024.07.18.1",
    "iOS 17.4.1 (21E236)",
)
K(
    "public-key",
    "block",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + tok("sshpub", 43) + " juan@laptop",
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
    + tok("pub", 40)
    + "\n-----END PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBa"
    + tok("cert", 40)
    + "\n-----END CERTIFICATE-----",
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBF"
    + tok("pgppub", 58)
    + "\n-----END PGP PUBLIC KEY BLOCK-----",
)
K(
    "public-key-prose",
    "prose",
    "Stripe publishable key: pk_live_51" + tok("pk_live", 60),
)
K(
    "public-key-html",
    "html",
    '<div class="g-recaptcha" data-sitekey="6Lc' + tok("recaptcha2", 37) + '"></div>',
)
K(
    "secret-placeholder",
    "prose",
    "Authorization: Bearer <token>",
    "tvly-YOUR_API_KEY",
    "curl 'https://api.search.example/v1/search?api_key=YOUR_API_KEY&q=hola'",
    "x-api-key: ${EXA_API_KEY}",
    "OPENAI_API_KEY=sk-...",
    "Authorization: Basic <base64(user:password)>",
    "password: ********",
    "Bearer {{access_token}}",
    "sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "GITHUB_TOKEN=ghp_************************************",
    "Cookie: session=<session-cookie>",
    "postgres://user:password@localhost:5432/db",
    "mongodb://<username>:<password>@cluster0.example.net",
    "export TAVILY_API_KEY=tvly-xxxxxxxxxxxxxxxx",
    "Authorization: Bearer $TOKEN",
)
K(
    "keep-prose",
    "prose",
    "Por Guadalupe Hernández Ortiz | 12 de marzo de 2024",
    "Foto: Cuartoscuro / Daniel Augusto",
    "Benito Juárez (1806-1872) fue presidente de México.",
    "Publicado: 3 de marzo de 1987",
    "Fecha de emisión: 2024-03-03",
    "Última actualización 03/03/2024 10:42",
    "Precio: $5,512,345.67 MXN",
    "Coordenadas 19.432608, -99.133209",
    "Población: 1,234,567 habitantes (INEGI 2020)",
    "Calle 5 de Mayo esquina con Motolinía",
    "Código postal 06000",
    "Emergencias 911 · Denuncia anónima 089",
    "El expresidente nació en 1950 en Guadalajara.",
    "La vacante es para la colonia Del Valle, con sueldo de $12,000 mensuales.",
    "Llame a Locatel al 55 5658 1111",
    "El Lic. Andrés Ruiz, director de Comunicación Social, ofreció una conferencia.",
)


# --- added after the midway run of the second corpus --------------------------------------
# Forms written from first principles after the midway figures (which name kinds, never
# items): birth dates with a label and no name on the line, English and label-introduced
# addresses, ads whose only company-ish word is "informes", account ids in error
# messages and objects, credentials under a parent object or a quoted name with spaces.
# Three phone items here are deliberately hard (an ad whose line says only "informes" or
# "pedidos"): the detector keeps them as company lines, so they count as misses.
P(
    "birth-date-label",
    "prose",
    "Fecha de nacimiento: 12/05/1990",
    "<td>Fecha de nacimiento</td><td>12 de mayo de 1990</td>",
    "Date of birth: 12 May 1990",
    "DOB: 1990-05-12",
    "Nacido el 12 de mayo de 1990 en Tlaxcala.",
    "Nació el 3 de marzo de 1940 en San Luis Potosí; le sobreviven sus hijos.",
    '"birthDate": "1990-05-12T00:00:00Z"',
    "Lugar y fecha de nacimiento: Puebla, Pue., 12 de mayo de 1990",
    "F. de nac.: 12-05-1990",
    "fecha de nacimiento 12.05.1990",
    "Born: May 12th, 1990 — Guadalajara, Jalisco",
    "Edad: 34 años. Fecha de nacimiento: 12/05/90",
    "Nacimiento: 12 de mayo de 1990",
    "cumpleaños: 12 de mayo de 1990",
    "Mi fecha de nacimiento es el 12 de mayo de 1990",
    "Geboren am 12. Mai 1990 in München",
    "née le 12 mai 1990",
)
K(
    "keep-birth-word",
    "prose",
    "Publicado el 12 de mayo de 1990. Actualizado el 3 de marzo de 2024.",
    "El nacimiento del proyecto fue anunciado en 2015; la versión 1.0 salió el 12/05/2016.",
    "Date: Tue, 25 Feb 2025 21:28:31 GMT",
    "La tasa de natalidad bajó en 2023 (INEGI, 12/05/2024).",
    "Fecha de nacimiento: dd/mm/aaaa",
    "Nació en 1950 y murió en 2010.",
    "Birth rate statistics updated 2024-05-12",
    "Fecha de emisión: 12/05/1990",
)
P(
    "home-address-2",
    "prose",
    "Domicilio: Hidalgo 45, San Juan del Río, Qro.",
    "Dirección particular: Av. Morelos No. 120 Int. 3",
    "Mi dirección es Calle Pino 14, Centro, 68000 Oaxaca, Oax.",
    "Home address: 742 Evergreen Terrace, Springfield, OR 97403",
    "Ship to: Daniel Hughes, 1600 Elm Street, Apt 4B, Austin, TX 78701",
    "Enviar a: Lucía Ramos, Insurgentes Sur 1234 depto 5, Del Valle, Benito Juárez, 03100 CDMX",
    "Vivo en la calle Zaragoza número 88, colonia Las Flores, Tlalnepantla",
    "Dirección de envío: Privada Olivo 3, Fracc. Los Álamos, C.P. 20130, Aguascalientes, Ags.",
    "Domicilio para notificaciones: Calle 12 Sur 3104, Col. Chulavista, C.P. 72420, Puebla, Pue.",
    "Karla Méndez · Av. Revolución 1500, Col. Guadalupe Inn, CDMX",
    "Address: Flat 3, 24 Baker Street, London NW1 6XE",
    "domicilio conocido en Calle Aldama s/n, Barrio San Miguel, Zinacantepec",
    "Residencia: Calle 21 #305 x 14 y 16, Col. Itzimná, Mérida, Yuc.",
    "Sra. Elvira Pacheco, Cda. Jazmín 7, Col. Jardines de Morelos, Ecatepec, Méx.",
)
K(
    "company-address-2",
    "prose",
    "Dirección: Av. Reforma 222, Piso 5, Col. Juárez, 06600 CDMX",
    "Our office: 1600 Amphitheatre Parkway, Mountain View, CA 94043",
    "Headquarters: 350 Fifth Avenue, Suite 4500, New York, NY 10118",
    "Visit our store at 221 Market Street, San Francisco, CA 94105",
    "Dirección: Insurgentes Sur 1602, Col. Crédito Constructor, 03940 CDMX (oficinas centrales)",
    "Sucursal Centro: Madero 32, Centro Histórico, 06000 CDMX",
    "Domicilio fiscal: Av. Vasconcelos 101 Ote., Col. Del Valle, 66220 San Pedro Garza García, N.L.",
    "The conference will be held at 10 Downing Street, London SW1A 2AA",
    "Mayo 12, 2024 — Morelia, Mich.",
    "Se entregaron 450 despensas en Iztapalapa, 120 en Tláhuac y 98 en Xochimilco.",
    "Dirección General de Comunicación Social, Av. Constituyentes 947, Col. Belén de las Flores, 01110 CDMX",
    "Capítulo 3, página 45, Editorial Porrúa",
    "Domicilio: conocido",
)
P(
    "phone-2",
    "prose",
    "Nuestra hija se extravió, cualquier información llamar al 55 4321 9876",
    "Teléfono: 55 4321 9876",
    "Tel. 4421234567",
    "Contacto: +52 442 123 4567",
    "Celular / WhatsApp: 442-123-45-67",
    "Para cualquier duda, mi número es el (442) 123 45 67.",
    "Llamar después de las 6 pm al 22 2345 6789, preguntar por la señora Martha",
    "Cel. 55 12 34 56 78 (sólo mensajes)",
    "Maestra de piano, clases en tu casa: 55-2345-6789",
    "Se hacen pasteles para toda ocasión, pedidos al 2221234567",
    "Informes: 55 4321 9876",
    "Mi teléfono de casa es 222 234 5678 y mi celular 222 876 5432",
    "WhatsApp +52 1 55 4321 9876",
    "Perdí mi celular, si lo encuentran márquenle a mi hermano Luis al 55 9876 1234",
    "Tel: +1 (646) 555-0198 (Sarah, cell)",
    "phone: +44 7700 900123",
    "Call me: (512) 867-5309",
    "Urge, vendo mi auto. Informes 55 4321 9876",
    "Comunicarse con Ing. Pedro Salas al tel. 81 8340 1234",
    "ventas de garage este sábado, informes al 33 3615 9988",
)
K(
    "office-phone-2",
    "prose",
    "Ventas: 55 1234 5678",
    "Atención a clientes: 55 5140 2000",
    "Llámanos al 55 5140 2000",
    "Nuestro teléfono: 33 3615 0000",
    "Reservaciones: (998) 881 1400",
    "Call us: (212) 555-0100",
    "Contact our press office: +44 20 7946 0958",
    "Horario de atención de lunes a viernes, tel. 55 5062 1000",
    "Oficina de Prensa: 55 5128 2000, ext. 1500",
    "Mi oficina: 55 5128 2000 ext 12",
)
P(
    "account-id-2",
    "prose",
    '{"error": {"message": "Rate limit reached for organization org-Zx8Kq2LmN4pR7tV1bC3dE5fG '
    'on requests per min", "type": "requests"}}',
    "Quota exceeded for project proj_7Hk29dLq0Wm3nB5vX8cT (org: org-Ab12Cd34Ef56Gh78Ij90Kl12)",
    '{"account": {"id": "acc_9dK28xLq", "plan": "pro"}}',
    '{"user_id": 88213541, "plan": "free"}',
    '"customer": {"id": "cus_Q8dK2mN9xL4pR7"}',
    "X-Request-Workspace: wsp_3kd82Lq9",
    "https://api.example.com/v2/accounts/88213541/usage",
    "https://dashboard.example.com/o/org_2dK9xLq8/settings/billing",
    "anthropic-organization-id: 3f2b9c1e-8a7d-4e6f-b5c4-2d1e0f9a8b7c",
    '"organization": "org-2dK9xLq8mN4pR7tV1bC3dE5f"',
    '"account": {"type": "user", "id": "u_48213"}',
    "You exceeded your current quota (account 4821-3391-0042), please check your plan",
    "Your team T-00482 has reached its monthly limit",
    '"workspace_id":"wsp_91kd82"',
)
K(
    "keep-account-2",
    "prose",
    "Project 2025-2030: the team grew to 45 people.",
    "The account was created in 2019 and has 12000 followers.",
    '"organization": {"name": "OpenAI", "url": "https://openai.com"}',
    "See https://github.com/orgs/mozilla/teams/engineering",
    '"user": {"login": "octocat", "id": 583231}',
    "Cliente frecuente desde 2015",
    '"owner": {"@type": "Organization", "name": "El Universal"}',
    "Team USA won 3-1 in the final.",
    '"team": {"id": "engineering"}',
)
S(
    "token-2",
    "prose",
    '{"tavily": {"key": "a8f5f167f44f4964e6c998dee827110c"}}',
    '{"credentials": {"value": "Zk29dLq0Wm3nB5vX8cT1"}}',
    '{"API Key": "a8f5f167f44f4964e6c998dee827110c"}',
    "https://api.hubapi.com/contacts/v1/lists?hapikey=a8f5f167-f44f-4964-e6c9-98dee827110c",
    "Bearer: Zk29dLq0Wm3nB5vX8cT1Ab4",
    '{"auth": {"token": "Zk29dLq0Wm3nB5vX8cT1"}}',
    '{"Clave API": "Zk29dLq0Wm3nB5vX8cT1"}',
)


# --- round 3: forms the second held-out corpus showed missing (written anew) ------------

# Secrets: a parenthetical between the noun and its value, a value in parentheses, a
# password with symbols after a password noun, an app key by the name a service gives it.
S(
    "secret-3",
    "prose",
    "Clave de acceso (producción): " + tok("r3-paren", 28),
    "El token de sesión (portador) = " + tok("r3-paren2", 32),
    "The staging API key [" + tok("r3-bracket", 36) + "] expires in May.",
    "Le pasé mi token (" + tok("r3-paren3", 30) + ") a soporte por error.",
    "contraseña de la base: Qm7#pL2v!Rx9",
    "Password for the shared inbox: tR4$wq!8Zp",
    "A senha do painel: Vb9!kd2#Lm5",
    "Chave de acesso da API: " + tok("r3-chave", 30),
    "El secreto del cliente (client secret) es " + tok("r3-secreto", 26),
    "O segredo da aplicação: " + tok("r3-segredo", 28),
)
S(
    "secret-3-url",
    "url",
    "https://api.openweather.example/data/2.5/forecast?lat=20.6&lon=-103.3&appid="
    + hx("r3-appid", 32),
    "https://maps.example.net/v3/geocode?address=Monterrey&appkey=" + tok("r3-appkey", 24),
)
K(
    "secret-keeper-3",
    "prose",
    "La contraseña debe tener al menos 8 caracteres y un símbolo.",
    "Password: use the one from your onboarding e-mail.",
    "postgres://app:password@db.internal:5432/bench",
    "Public key (ed25519): see keys/bench.pub",
    "El token (JWT) expira en 3600 segundos.",
    "Password: (hidden)",
    "Password policy: min-8-chars, one symbol",
    "El secreto del éxito es la constancia.",
    "Contraseña (requisitos): 8-20 caracteres",
)
K(
    "secret-keeper-3-url",
    "url",
    "https://www.facebook.com/dialog/share?app_id=87741124305&href=https%3A%2F%2Fexample.mx",
    "https://widgets.example.com/embed?appid=demo&theme=dark",
)
# Account ids: an Azure subscription in a resource path, an AWS account in an ARN.
P(
    "account-id-3",
    "prose",
    "Recurso: /subscriptions/6f1c2b9e-3d4a-4e8f-9a7b-2c5d8e1f0a43/resourceGroups/rg-buscador",
    '{"roleArn": "arn:aws:iam::508812347766:role/fixture-recorder"}',
    "Bucket policy principal arn:aws:sts::310274459921:assumed-role/ci/bench",
    "image: 771294630158.dkr.ecr.us-west-2.amazonaws.com/search-recorder:1.4",
    "Cola de trabajos: https://sqs.eu-west-1.amazonaws.com/402918375561/bench-jobs",
)
K(
    "account-keeper-3",
    "prose",
    "arn:aws:s3:::public-datasets/search/2024/",
    "Gestiona tus suscripciones en https://www.periodico.example/subscriptions/planes",
    "Oferta: https://www.periodico.example/subscriptions/2024-buen-fin",
    "Imagen pública: public.ecr.aws/docker/library/python:3.12",
)
# Addresses: where an event took place is a venue, not the home of who is named.
K(
    "address-keeper-3",
    "prose",
    "La gobernadora Ana Ruiz Soto encabezó la ceremonia en Av. Hidalgo 400, Col. Centro, Morelia.",
    "Senator Mark Davis visited the plant at Calle 5 de Febrero 210, Col. Industrial, Saltillo.",
    "El secretario Luis Peña Mora se reunió con vecinos en Calle Morelos 15, Col. Las Flores.",
)

# Phones: whom the number reaches named right before it by a given name or nickname
# ("informes con Chela al …"), a contact verb with "me" glued on ("puedes llamarme al"),
# "soy …" after the number, a name after the rest of a WhatsApp link, a post in an
# association's directory ("secretaria"), a company spoken of ("en esa empresa").
P(
    "phone-3",
    "prose",
    "Se vende estufa de cuatro quemadores, informes con Chela al 81 2345 9876",
    "Traspaso puesto de jugos en el tianguis. Informes Rigoberto 614 234 5678",
    "Clases de guitarra a domicilio, pregunta por Memo: 33 2345 7788",
    "Si encuentras las llaves puedes llamarme al 55 3456 1290, gracias.",
    "Me pueden localizar al 442 298 1177 por las tardes.",
    "Informes al 55 2345 6677, soy Ernesto.",
    "Pedidos por WhatsApp: wa.me/5213312345678?text=Quiero%20un%20pastel — Rosalba",
    "Mesa directiva de padres de familia: Laura Méndez Ríos, secretaria, 477 321 8899",
    "Trabajé en esa empresa dos años; si alguien sabe algo escríbanme al 55 8765 1234",
)
K(
    "phone-keeper-3",
    "prose",
    "Sucursal Guadalupe: 81 8345 1200, lunes a sábado.",
    "Hotel Victoria, reservaciones al 55 5512 3456",
    "Para aclaraciones puede marcarnos al 55 5140 3000, área de atención a clientes.",
    "Secretaría de Turismo del estado, conmutador 55 5250 0123",
    "Secretaría General del Ayuntamiento: 33 3837 4400",
    "Hotel Casa Lucía: 33 3613 4455",
    "Panadería La Espiga de Doña Carmen — Sucursal Centro Marina: 81 8342 1290",
    # An institution named by its acronym after an article.
    "Para dudas sobre la verificación, la SEDEMA atiende en el 55 5345 8000",
    "For the availability of this material at the FAA, call 206 231 3195.",
)
P(
    "phone-3-mixed-words",
    "prose",
    "mi cel es cincuenta y cinco, 12 34, 56 78, me llamo Iván",
    "Llámenme al 33 veintiuno 45 sesenta y siete 89, pregunten por Chava",
)
K(
    "phone-keeper-3-mixed-words",
    "prose",
    "Marcador por sets: veinte, 15 12, 18 09",
    "Temporadas treinta y tres, 34 35, 36 37 de la serie",
)
P(
    "phone-3-acronym",
    "prose",
    "Ya tengo la CURP impresa; pregunten por Rosy al 55 4433 2211",
    "Me encuentras por el WA al 55 6677 2211",
)

# Birth dates: "nac." before its date, "cumplo/cumplí años el …", "del año 1975", eight
# digits in a record's birth field.
P(
    "birth-date-3",
    "prose",
    "Fecha nac. 07-SEP-1992 (asegurado: Tomás Aguirre)",
    "Ya cumplí años el 14 de julio de 1988, me llamo Sergio y vivo en León.",
    "Yo cumplo años el 2 de enero de 1995, por si alguien quiere mandar pastel.",
    "Ana Lilia Torres, nacida el 9 de mayo del año 1975 en Puebla",
)
P(
    "birth-date-3-field",
    "field",
    ("fecha_nac", "19890417"),
    ("dob", "20010923"),
)
K(
    "birth-date-keeper-3",
    "prose",
    "El museo cumplió 50 años el 3 de marzo de 2014.",
    "Egresada de la Universidad Nac. Autónoma de México, generación 12/03/1990",
    "Asociación Nac. de Padres de Familia, fundada el 12/03/1990",
)
K(
    "birth-date-keeper-3-field",
    "field",
    ("report_date", "20240131"),
    ("dob_format", "YYYYMMDD"),
)
# Addresses: a flat in a housing estate with no street ("Edificio 14, Depto 201"), a
# Yucatán house between streets ("No. 104 x 12 y 14"), a highway's kilometre and a rural
# settlement, a street named after a date before its number, a typed street after an
# address label, a schema.org Person's streetAddress.
P(
    "address-3",
    "prose",
    "Vive en la Unidad Habitacional El Rosario, Edificio 14, Depto 201, con sus dos hijos.",
    "Mi domicilio: Calle 21 No. 104 x 12 y 14, García Ginerés, Mérida",
    "El señor Tomás Ku Pech radica en Km 7 Carretera a Progreso, Ejido Chablekal.",
    "Último domicilio conocido: Calle 16 de Septiembre 88, Barrio de San Juan",
    "Rosa Elena Quiroz (domicilio: Priv. de los Pinos 14, Pueblo de San Andrés Totoltepec)",
    "Dirección de entrega: Zaragoza 118, Tlaquepaque, a nombre de Iris",
    "Pedido de Gerardo Núñez. Ship to: Allende 902, San Nicolás de los Garza",
)
P(
    "address-3-html",
    "html",
    '<script type="application/ld+json">{"@type": "Person", "name": "Héctor Ramos Gil", '
    '"address": {"@type": "PostalAddress", "streetAddress": "Privada Encinos 27", '
    '"addressLocality": "Zapopan"}}</script>',
)
K(
    "address-keeper-3",
    "prose",
    "El alcalde recorrió la Unidad Habitacional Infonavit Norte, Edificio 3, Depto 12.",
    "Horario de la biblioteca pública: Calle 60 No. 500 x 61 y 63, Centro, Mérida.",
    "Planta Norte: Km 12 Carretera a Saltillo, Parque Industrial Santa María.",
    "Dirección de entrega: en tienda, sin costo de envío.",
    "Vive en Monterrey desde 2010 y trabaja en San Pedro.",
)
K(
    "address-keeper-3-html",
    "html",
    '<script type="application/ld+json">{"@type": "Restaurant", "name": "Fonda Doña Lupita", '
    '"address": {"@type": "PostalAddress", "streetAddress": "Calle Allende 34", '
    '"postalCode": "44100"}}</script>',
)

# Personal: Portuguese forms (passaporte, data de nascimento / nascido em with its
# months, a Brazilian mobile in national notation after a phone word), and keepers in
# Portuguese beside them.
P(
    "portuguese-4",
    "prose",
    "Hóspede: Thiago Nogueira Lima, passaporte FT482913, quarto 12.",
    "Ficha de inscrição — Renata Assunção Prado, data de nascimento 14 de novembro de 1990.",
    "Lucas Conceição Teles, nascido em 2 de março de 1977 em Belo Horizonte.",
    "Fale com a Bruna no celular (21) 98734-1265, depois das 18h.",
    "Paciente: Otávio Ramos Leite; telemóvel 912 345 678",
)
K(
    "portuguese-keeper-4",
    "prose",
    "O museu foi inaugurado em 9 de março de 1982, segundo a prefeitura.",
    "Central de atendimento da empresa: (11) 4004-0001, de segunda a sexta.",
    "Passaporte: documento exigido para voos internacionais.",
)
# Personal: an identifier typed by hand (lower case, its check digit wrong) right after
# its own label; keepers: the same shapes without the label, or a company's RFC.
P(
    "labelled-id-4",
    "prose",
    "Datos para la factura: Rebeca Ortega Mena, r.f.c. oemr880412kd3",
    "Para el trámite me pidieron mi CURP: lamr900711mqtrrs07",
)
K(
    "labelled-id-keeper-4",
    "prose",
    "Pedido oemr880412kd3 enviado por paquetería.",
    "RFC de la empresa: TPN0410155K9 (Tecnologías del Pacífico Norte).",
)
# Personal: a date given as what a named person is (a caption, an alt text, a list of
# people and their dates); keepers: a byline's date, a meeting's, a recent one.
P(
    "named-date-4",
    "prose",
    "Graciela Ponce Villalobos: 19/11/1958",
    "En la foto, Ernesto Salas Medina (07/02/1981), de camisa azul.",
)
K(
    "named-date-keeper-4",
    "prose",
    "Escrito por Rodrigo Vela Campos: 03/05/2011",
    "Reunión con Sofía Lara Meza: 14/02/2025",
    "Benito Juárez: 21/03/1806",
)
# Account ids: the account word written as its field name in prose, and account path
# segments named client/cliente/cuenta; keepers: those words before no id.
P(
    "account-id-4",
    "prose",
    "Quota exceeded for workspace_id 6c1f0a9e-2b7d-4e55-9a10-3f8e2d4c7b61, retry later.",
    "El cargo se hizo a la cuenta_id 55019822, según el recibo.",
)
P(
    "account-id-4",
    "url",
    "https://console.example-search.dev/clients/Q7XK29PLM4/usage",
    "https://panel.buscador.mx/cuentas/88213409/facturas",
)
K(
    "account-keeper-4",
    "url",
    "https://cdn.example.com/client/v2/app.js",
    "https://www.tienda.mx/clientes/preguntas-frecuentes",
)


# --- round 4: form classes the third held-out corpus showed missing (written anew) -------

# Keepers: an office's mailbox named by its unit ("coordinación", "departamento",
# "subdirección", "enlace"), positives beside them with a person's mailbox on the same
# kind of domain.
K(
    "role-mailbox-4",
    "prose",
    "Solicitudes de información: subdireccion.normativa@conagua.gob.mx",
    "Dudas sobre inscripciones a coordinacion-escolar@itcelaya.edu.mx",
    "Para aclaraciones, escriba a depto.cobranza@aguasdeqro.com.mx",
    "Liaison office: liaison.desk@unam.mx",
)
P(
    "email-4",
    "prose",
    "Mi correo institucional es rosalba.quezada@conagua.gob.mx, por si algo.",
    "Escribe directo a Brenda: brenda.olguin.t@itcelaya.edu.mx",
)
# Keepers: a phone inside an organisation's schema.org object, or after a firm's legal
# form; positives: the same objects typed Person.
K(
    "switchboard-4",
    "field",
    (
        "publisher",
        {"@type": "LocalBusiness", "name": "Ferretería Los Arcos", "telephone": "477 318 2290"},
    ),
    (
        "provider",
        {
            "@type": "MedicalOrganization",
            "name": "Laboratorio Vida Plena",
            "address": {"@type": "PostalAddress", "addressLocality": "León"},
            "telephone": "+52 477 712 4400",
        },
    ),
)
K(
    "switchboard-4",
    "prose",
    "Distribuidora Agrícola del Norte, S.A.P.I. de C.V. — 614 410 3377",
    "Servicios Contables Ibarra y Asociados, S.C., teléfono 222 240 8811",
)
P(
    "phone-schema-4",
    "field",
    ("author", {"@type": "Person", "name": "Ximena Lara", "telephone": "477 318 2290"}),
    ("contacto", {"@type": "Person", "name": "Rogelio Anaya", "telephone": "+52 1 614 410 3377"}),
)
# Keepers: a long number that is a quantity (an amount, a count, a measure), by the
# magnitude, unit or currency written beside it.
K(
    "quantity-4",
    "prose",
    "Ingresos municipales: 1846 302 771 miles de pesos en 2023.",
    "El censo contó 3 512 908 habitantes en la zona metropolitana.",
    "Se exportaron 4 402 118 toneladas de aguacate.",
    "Presupuesto aprobado: $ 9 870 554 312 para el ejercicio.",
)

# Secrets: a bare "llave"/"clave"/"chave" before a machine-random value as long as a
# key, and an error that calls a key invalid, wrong or expired; keepers: claves that
# are codes of something named, and keys that are no credential.
S(
    "secret-4",
    "prose",
    "Ya quedó, le puse la llave "
    + hx("r4-llave", 8)
    + "-"
    + hx("r4-llave2", 4)
    + "-"
    + hx("r4-llave3", 4)
    + "-"
    + hx("r4-llave4", 4)
    + "-"
    + hx("r4-llave5", 12)
    + " y respondió.",
    "Copié mi clave " + tok("r4-clave", 30) + " en el archivo de configuración.",
    "Error 401 — clave expirada " + hx("r4-exp", 40) + ", genere otra en el panel.",
    "A chave " + hx("r4-chave", 32) + " foi revogada ontem.",
    "Request failed: wrong key " + hx("r4-wrong", 32) + " for this endpoint.",
    "Respuesta del servidor: llave no válida (" + tok("r4-novalida", 28) + ")",
)
K(
    "secret-keeper-4",
    "prose",
    "Clave de pedido: " + hx("r4-pedido", 24),
    "La clave del trámite es " + tok("r4-tramite", 26) + " según el acuse.",
    "Clave catastral 0901 2345 6789 0012",
    "Cache key " + hx("r4-cache", 32) + " evicted after 60 s.",
    "Una clave de acceso debe tener al menos 12 caracteres.",
)

# Personal: Portuguese forms (passaporte, data de nascimento / nascido em with its
# months, a Brazilian mobile in national notation after a phone word), and keepers in
# Portuguese beside them.
P(
    "portuguese-4",
    "prose",
    "Hóspede: Thiago Nogueira Lima, passaporte FT482913, quarto 12.",
    "Ficha de inscrição — Renata Assunção Prado, data de nascimento 14 de novembro de 1990.",
    "Lucas Conceição Teles, nascido em 2 de março de 1977 em Belo Horizonte.",
    "Fale com a Bruna no celular (21) 98734-1265, depois das 18h.",
    "Paciente: Otávio Ramos Leite; telemóvel 912 345 678",
)
K(
    "portuguese-keeper-4",
    "prose",
    "O museu foi inaugurado em 9 de março de 1982, segundo a prefeitura.",
    "Central de atendimento da empresa: (11) 4004-0001, de segunda a sexta.",
    "Passaporte: documento exigido para voos internacionais.",
)
# Personal: an identifier typed by hand (lower case, its check digit wrong) right after
# its own label; keepers: the same shapes without the label, or a company's RFC.
P(
    "labelled-id-4",
    "prose",
    "Datos para la factura: Rebeca Ortega Mena, r.f.c. oemr880412kd3",
    "Para el trámite me pidieron mi CURP: lamr900711mqtrrs07",
)
K(
    "labelled-id-keeper-4",
    "prose",
    "Pedido oemr880412kd3 enviado por paquetería.",
    "RFC de la empresa: TPN0410155K9 (Tecnologías del Pacífico Norte).",
)
# Personal: a date given as what a named person is (a caption, an alt text, a list of
# people and their dates); keepers: a byline's date, a meeting's, a recent one.
P(
    "named-date-4",
    "prose",
    "Graciela Ponce Villalobos: 19/11/1958",
    "De izquierda a derecha: Ernesto Salas Medina (07/02/1981) y su hermana.",
)
K(
    "named-date-keeper-4",
    "prose",
    "Escrito por Rodrigo Vela Campos: 03/05/2011",
    "Reunión con Sofía Lara Meza: 14/02/2025",
    "Benito Juárez: 21/03/1806",
)
# Account ids: the account word written as its field name in prose, and account path
# segments named client/cliente/cuenta; keepers: those words before no id.
P(
    "account-id-4",
    "prose",
    "Quota exceeded for workspace_id 6c1f0a9e-2b7d-4e55-9a10-3f8e2d4c7b61, retry later.",
    "El cargo se hizo a la cuenta_id 55019822, según el recibo.",
)
P(
    "account-id-4",
    "url",
    "https://console.example-search.dev/clients/Q7XK29PLM4/usage",
    "https://panel.buscador.mx/cuentas/88213409/facturas",
)
K(
    "account-keeper-4",
    "url",
    "https://cdn.example.com/client/v2/app.js",
    "https://www.tienda.mx/clientes/preguntas-frecuentes",
)

# Secrets: the key noun of French, Italian and German ("clé API", "chiave segreta",
# "API-Schlüssel"), an access code named as such, and a password given with a copula
# ("la contraseña del wifi es …", "a senha é …"); keepers: rules about passwords said
# the same way, and those nouns before no credential.
S(
    "secret-4b",
    "prose",
    "Votre clé API expirée : " + hx("r4-cle", 32) + " — merci d'en générer une autre.",
    "La chiave segreta del progetto è " + tok("r4-chiave", 28),
    "Fehler 401: ungültiger API-Schlüssel " + hx("r4-schluessel", 40),
    "Código de acceso para la consola: " + tok("r4-codigo", 24),
    "La contraseña del módem es Popo#4471vista",
    "Para entrar, a senha é Araras!2290",
)
K(
    "secret-keeper-4b",
    "prose",
    "La contraseña es alfanumérica, de 10 caracteres mínimo.",
    "The password is case-sensitive and expires every 90 days.",
    "La clé USB contient les photos du séminaire 2019.",
    "Send the X-API-Key header with every request.",
)

# Personal: home addresses as Portuguese, French and German write them, after a
# residence label or a person's name; keepers: the same forms as a firm's or a
# museum's address.
P(
    "address-eu-4",
    "prose",
    "Endereço residencial: Travessa do Ouvidor, 77, apto 504, Bairro Centro, CEP 20040-040",
    "Fernanda Lopes Dias — Rua Marechal Deodoro 1312, casa 3, CEP 80010-010",
    "Adresse personnelle : 48 rue Sainte-Catherine, 33000 Bordeaux",
    "Herr Tobias Krämer, wohnhaft in Gartenstraße 9, 70173 Stuttgart",
)
K(
    "address-eu-keeper-4",
    "prose",
    "Sede: Rua Gomes de Carvalho 1510, 5º andar, CEP 04547-005 — Ltda.",
    "Impressum: Beispiel AG, Bahnhofstraße 21, 8001 Zürich",
    "L'office de tourisme est au 2 place Bellecour, 69002 Lyon.",
)

# Personal: more Portuguese forms found by probing: an address obfuscated with "ponto",
# a birth date after "nasc.", a WhatsApp link to a number outside Mexico (its
# international digits without "+"); keepers: "ponto" and "nasc." in other senses.
P(
    "portuguese-4b",
    "prose",
    "Manda o currículo para rafael.teixeira arroba gmail ponto com",
    "Ficha: Dt. nasc. 21/07/1993, Priscila Moraes",
)
P(
    "portuguese-4b",
    "html",
    '<p><a href="https://wa.me/5521987650123">Chama o Diego no zap</a></p>',
    '<p><a href="https://api.whatsapp.com/send?phone=34612345678">Escríbele a Nuria</a></p>',
)
K(
    "portuguese-keeper-4b",
    "prose",
    "Veja o ponto 4 da ata da reunião de 12/03/2019.",
    "O ponto de encontro é a praça central, às 10h.",
)


# --- round 5: form classes the fourth and fifth corpora showed missing (written anew) ----

# Personal: identifiers with a separator anywhere (a CURP split 6-6-6 or by hyphens in
# lower case, a voter key split into its parts, an RFC whose date is split in pairs);
# keepers: the same shapes that fail their check or structure.
P(
    "split-id-5",
    "prose",
    "Registro del trámite: Gerardo Rodríguez, CURP ROGM85.0612HD.FDRN01",
    "mi curp es leab-92-02-28-m-jc-prl-07 por si la necesitas",
    "Credencial para votar de Abigail León: clave GOMRLS 85061209 H400",
    "clave de elector gomrls-85-06-12-09-h-400 (la de mi mamá)",
    "Factura a nombre de Gerardo Rodríguez, RFC rogm.85.06.12.ab8",
)
K(
    "split-id-keeper-5",
    "prose",
    "Lote ROGM85.0612HD.FDRN09 recibido en almacén.",
    "Código de envío GOMRLS 85061299 H400 (estado inválido).",
)
# Personal: a number named by a record's field glued to it (`key=value` logs), a CSV
# cell after a comma, an NSS named after it (its IMSS column, "alta en el IMSS");
# keepers: the same shapes after an id's field.
P(
    "field-id-5",
    "prose",
    "WARN pago declinado pan=4539148803436467 usuario=Irma Solís",
    "audit: tarjeta_cliente:5228 7109 4463 5217 estado=rechazado",
    "Irma Solís Ortega,012180004319065530,nómina marzo",
    "Rubén Ortega|42018765034|IMSS|activo",
    "me pidieron el número del seguro: 73149026582 para la incapacidad",
    "Benjamín Cota, 072 180 0129 6438 7019, depósito quincenal",
)
K(
    "field-id-keeper-5",
    "prose",
    "trace order_id=4539148803436467 status=200",
    "metric,1,234,567,890,123,456,789,ok",
)
# Personal: other countries' personal numbers with their check digits (CPF, CUIL,
# RUT, DNI/NIE), printed or after their label; keepers: a company's CUIT, a CPF-shaped
# number after an order word, a label before a number whose check fails.
P(
    "national-id-5",
    "prose",
    "Hóspede Thiago Ramos, CPF 418.730.926-87, check-in às 14h",
    "cadastro: cpf=27591308432 nome=Larissa Pinto",
    "Alta del empleado Martina Sosa, CUIL 27-31895264-2",
    "Paciente Ignacio Fuentes, RUT 16.482.937-5, control anual",
    "Reserva a nombre de Lucía Ferrer, DNI 48291736Q",
    "Inquilino: Andrés Petrov, NIE Y-4829173-S",
)
K(
    "national-id-keeper-5",
    "prose",
    "Proveedor: Agroinsumos del Sur S.A., CUIT 30-71458392-8",
    "Pedido 418.730.926-88 enviado por correo.",
    "DNI 48291736A (número de ejemplo inválido)",
)
# Personal: a passport number after the issuing country's code; a person found at an
# address ("pregunta por Lupita en …"); keepers: an office found there.
P(
    "passport-country-5",
    "prose",
    "Lista de abordaje: Kevin Walsh — pasaporte EUA 512934876",
    "Guest passport UK 108736452, room 214",
)
P(
    "address-at-5",
    "prose",
    "Se vende bicicleta, pregunta por Lupita en Calle Encino 14, Col. Jardines, C.P. 58270",
)
K(
    "address-at-keeper-5",
    "prose",
    "Atención en la sucursal Centro en Av. Madero 120, Col. Centro, C.P. 58000",
)
# Keepers: role mailboxes in Portuguese, German and Italian, in any case; a
# switchboard called Central/PABX; positives: a person's mailbox on the same domains.
K(
    "role-mailbox-5",
    "prose",
    "Dúvidas: ATENDIMENTO@LOJASARAUCARIA.COM.BR",
    "Fale com a gente: faleconosco@cooperativaverde.com.br",
    "Anfragen bitte an kundenservice@stahlbau-koenig.de",
    "Segreteria: segreteria@istitutomontale.it",
)
P(
    "email-5",
    "prose",
    "Meu e-mail pessoal: renata.moura@lojasaraucaria.com.br",
    "Schreib mir: jonas.becker@stahlbau-koenig.de",
)
K(
    "switchboard-5",
    "prose",
    "Central (33) 3615 4400 — de segunda a sexta",
    "PABX: +52 81 8340 2200",
)
# Secrets: a key named by its brand ("Temporary Pinecone key …", "la llave de
# Cloudinary …"), a numbered key ("key2"), a labelled bare key, a password after a
# short noun with no separator, a token a sentence says was rejected (401, 403,
# unauthorized); keepers: hashes, UUIDs, common words after those nouns, a commit and a
# request id beside a 401.
S(
    "secret-5",
    "prose",
    "Temporary Pinecone key for the workshop: " + tok("r5-pinecone", 36),
    "Deja la llave de Cloudinary mientras tanto: " + tok("r5-cloudinary", 32),
    "storage account key2: " + b64(tok("r5-key2", 48))[:64],
    "key = " + b64(tok("r5-labelled", 40))[:52],
    "login deploy pwd Qz7!mK29xLp",
    "usuario backup pass Tr4#vQ81zW",
    "¿por qué " + tok("r5-401", 32) + " me regresa 401 desde ayer?",
    "the token " + tok("r5-unauth", 30) + " keeps getting unauthorized",
    "esse " + hx("r5-403", 40) + " dá 403 no painel",
)
K(
    "secret-keeper-5",
    "prose",
    "cache key: " + hx("r5-cachekey", 32),
    "idempotency key: 4f9a2c1e-8b7d-4e3f-9a1b-2c3d4e5f6a7b",
    "public key: " + b64(tok("r5-public", 48))[:64],
    "Cache key " + hx("r5-cache2", 40) + " expired.",
    "boarding pass BP7K2M9Q4X, gate 12",
    "pass the token to the client before the redirect",
    "since commit " + hx("r5-commit", 40) + " the login returns 401",
    "request id " + hx("r5-reqid", 32) + " got 403 from the proxy",
    "La clave de Pedido " + hx("r5-pedido", 32) + " ya fue surtida.",
)

# Secrets: cloud keys by their own shape or by what their name says they open (an
# Azure AD client secret alone, Azure Functions' key header, a host key field);
# keepers: fields named by a key that opens nothing.
S(
    "cloud-5",
    "prose",
    "Rotated yesterday: " + tok("r5-az", 3) + "8Q~" + tok("r5-azure", 34),
)
S(
    "cloud-5-header",
    "header",
    ("x-functions-key", b64(tok("r5-func", 40))[:54]),
)
S(
    "cloud-5-field",
    "field",
    ("host_key", tok("r5-host", 40)),
    ("storage_account_key", b64(tok("r5-storage", 64))),
)
K(
    "cloud-keeper-5-field",
    "field",
    ("cache_key", tok("r5-cachefield", 40)),
    ("storage_key", "uploads/2024/reporte-anual.pdf"),
)

# --- round 6: form classes the sixth corpus showed missing (written anew) -------------

# Keepers: a privacy notice's controller, named by a trade name with no legal form,
# "con domicilio en" its address ("…, es responsable del tratamiento…"); an office's
# address after "domicilio de la empresa"/a plural trade name. Positives: a person
# "con domicilio en"; a residence label naming whose ("domicilio particular de …:").
K(
    "controller-address-6",
    "prose",
    "Aviso: Ópticas del Bajío, con domicilio en Calle Hidalgo 212, Col. Centro, C.P. 37000, "
    "León, Gto., es responsable del uso y protección de sus datos personales.",
    "Grupo Ruta Norte, with offices at Blvd. Díaz Ordaz 1450, Col. Santa María, C.P. 64650, "
    "Monterrey, N.L., is responsible for processing your personal data.",
    "Domicilio de la empresa: Av. Tecnológico 88, Col. Industrial, C.P. 31100, Chihuahua",
)
P(
    "residence-of-6",
    "prose",
    "Raquel Montes Ibarra, con domicilio en Calle Fresno 31, Col. Las Flores, C.P. 91500, "
    "solicita la rectificación de sus datos.",
    "Domicilio particular de Tomás: Privada Olmo 7, Col. Bugambilias, C.P. 45238, Zapopan",
    "Home address of Irene: Calle Laurel 58, Col. Jardines del Sol, C.P. 45050",
)
# Keepers: documentation's own samples (RFC 2606 domains, AWS's `…EXAMPLE` key, a
# Spanish "ejemplo" key) and references to where a key lives (`process.env.X`,
# `os.getenv("X")`, `$env:X`); positives beside them: real-looking values.
K(
    "documentation-sample-6",
    "prose",
    "Formato: nombre.apellido.real@example.net o ana.ruiz@docs.example",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "api_key: clave-de-ejemplo-" + tok("r6-ejemplo", 12),
    "const client = new Exa({ apiKey: process.env.EXA_SEARCH_KEY })",
    'tavily_key = os.getenv("TAVILY_API_KEY")',
    "$headers = @{ 'x-api-key' = $env:BRAVE_SEARCH_KEY }",
)
# Keepers: a government body's mailbox the text calls institutional or names an office
# of, whose local part names nobody. Positives: a named official's own mailbox there.
K(
    "institutional-mailbox-6",
    "prose",
    "Buzón institucional: estadistica.regional@inegi.gob.mx",
    "Dirección General de Protección Civil — alertas.tempranas@proteccioncivil.gob.mx",
)
P(
    "official-mailbox-6",
    "prose",
    "Contacto: Mtra. Leonor Aguilar, Dirección General de Archivos, leonor.aguilar@archivos.gob.mx",
    "Unidad de Enlace, responsable: mlopez@hacienda.gob.mx",
)
# Personal: a number in international notation glued to its log field (`to=+52…`,
# `msisdn:+34…`); keepers: ids and offsets glued the same way without a `+`.
P(
    "e164-field-6",
    "prose",
    "twilio outbound to=+523318764455 from=+15005550006 body=recordatorio cita",
    "wa.enqueue msisdn:+5215567812244 nombre=Ofelia Tapia",
)
K(
    "e164-field-keeper-6",
    "prose",
    "job=5567812244 status=done retries=3",
)
# Personal: a record's row (CSV, pipes) with a person's name in one cell and their NSS
# or birth date in the next; an NSS grouped by dots after its label. Keepers: a row
# with a product and a date, an id whose check fails.
P(
    "record-row-6",
    "prose",
    "nomina;Elena Vargas Soto;32187554020;quincena 2",
    "Benito Carrillo Ochoa|91156802737|alta 2023-05-01",
    "asistentes.csv: Gabriela Nieto Ruiz,1971-09-23,Puebla",
    "Hernán Salgado Pineda;04/11/1966;Toluca",
    "afiliación imss 63.09.82.1145.9 confirmada",
)
K(
    "record-row-keeper-6",
    "prose",
    "Tornillo hexagonal,2019-04-02,Almacén Norte",
    "Elena Vargas Soto,32187554021,quincena 2",
    "Por Julia Mendoza Ríos, 2014-06-10, actualizado",
)
# Personal: a passport in abbreviation ("Pasap.", "Passp."); an obfuscated address
# after another "at" ("write me at … at gmail dot com").
P(
    "abbreviations-6",
    "prose",
    "Datos del viajero: Rubén Castañeda, Pasap. N03917264, exp. 2030",
    "Passp. 563018274 (USA) — Mark Ellison",
    "reach me at sofi.arriaga88 at hotmail dot com please",
)
# Secrets: connection strings separated by `;`, a provider's name labelling a key (a
# list, a table row), a webhook whose secret is split into short segments, a cookie
# jar's line, a key or password named with a relative clause or a longer "of what",
# "bearer" as a noun, a token in a JSON body recorded inside a credential-named field.
S(
    "secret-6",
    "prose",
    "Data Source=sql01.interno;Initial Catalog=bench;User Id=svc;Password="
    + tok("r6-ado", 11)
    + "_4x",
    "* Mistral: " + tok("r6-mistral", 32),
    "| Firecrawl | " + tok("r6-fctable", 30) + " | staging |",
    "POST https://hooks.zapier.com/hooks/catch/8812734/3kd9wq/ cada hora",
    "#HttpOnly_.buscador.mx\tTRUE\t/\tTRUE\t1798761600\tsessionid\t" + tok("r6-jar", 36),
    "la clave que nos dieron para la demo es " + hx("r6-relative", 40),
    "a senha do servidor ftp de produção é Vq8#Lm2x!Rt",
    "el bearer nuevo es " + tok("r6-bearer", 44),
)
S(
    "secret-6-field",
    "field",
    ("auth", 'login ok {"access_token":"' + tok("r6-inner", 40) + '","expires_in":3600}'),
)
K(
    "secret-keeper-6",
    "prose",
    "https://hooks.zapier.com/hooks/catch/docs/getting-started/",
    ".buscador.mx\tTRUE\t/\tFALSE\t0\tidioma\tes",
    "la clave que identifica el trámite es el folio",
    "Bearer tokens expire after 3600 seconds.",
    "* Google: https://www.google.com/search?q=clima",
    "| Brave | 2024-06-01 | 1,204 queries |",
)

# --- round 7: form classes the seventh corpus showed missing (written anew) -----------

# Secrets: a URL's userinfo whose password holds characters a recorder did not
# percent-encode (`#`, `?`, `!`, `@`), for any scheme, read as a lenient parser reads
# it (the authority to the first `/`, split at its last `@`); a key as the URL's user
# (a DSN, a token used as a git user). Keepers: a plain user (`git@`), a template
# password, a mailbox in a query, a handle in a path.
S(
    "userinfo-7",
    "prose",
    "DB_URL=postgresql://reporter:Tq9$wv#2Lm!x@pg-replica.corp:6543/metrics",
    "mongo --uri mongodb://admin:kP4?zR@8w!@mongo-0.svc:27017/?authSource=admin",
    "cache: redis://default:N7#rq!Vw2s@redis-16234.c1.cloud:16234",
    "OperationalError: mysql+pymysql://etl:Wd3#k9!Pz@10.20.0.5/warehouse (timeout)",
    "export HTTPS_PROXY=http://jlopez:Mx24#pass!k@squid.oficina.lan:3128",
    "git clone https://" + tok("r7-gituser", 40) + "@gitlab.interno.mx/equipo/repo.git",
    "el dsn de errores es https://" + hx("r7-dsn2", 32) + "@o51234.ingest.sentry.io/88120",
)
K(
    "userinfo-keeper-7",
    "prose",
    "git remote add origin https://git@github.com/equipo/buscador.git",
    "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app",
    "https://buscador.mx/perfil?redirect=/inicio&ref=a1b2@campania",
    "https://medium.com/@ingenieria.mx/como-medimos-la-busqueda-123",
    "ssh://deploy@build.corp.local:22/srv/app",
    "Docs: https://docs.sentry.io/platforms/python/configuration/options/#dsn",
    # Round 8's policy: a DSN given to the browser SDK's initialiser in a page's client
    # code is published by design (a secret in round 7's suite, a keeper since).
    "Sentry.init({ dsn: 'https://" + hx("r7-dsn", 32) + "@sentry.miempresa.mx/12' })",
)
# Secrets: a credential named by an arrow (`=>`, `->`: a CI log, a Ruby or PHP hash), an
# identifier then a space then its value (`aws configure set NAME VALUE`, fish's
# `set -x NAME VALUE`), a password given later in its sentence ("…, ahora es …"), a
# provider in a sentence that gives a key ("Tavily's dashboard issued us …").
S(
    "credential-prose-7",
    "prose",
    "##[debug]Evaluating: secrets.DEPLOY_TOKEN => " + tok("r7-arrow", 36),
    "{ :api_secret -> '" + tok("r7-arrow2", 28) + "' }",
    "aws configure set aws_secret_access_key " + tok("r7-awsset", 40),
    "set -x BRAVE_API_KEY " + tok("r7-fish", 31),
    "ojo: la contraseña del servidor de pruebas cambió, ahora es Hq4!vR7#mZ2p",
    "the vpn password got rotated on Monday and now it's Lm8#qZ3!wT",
    "Perplexity's dashboard issued us " + tok("r7-gave", 40) + " for the batch",
    "la consola de Firecrawl me generó " + tok("r7-gave2", 32) + " ayer",
)
K(
    "credential-prose-keeper-7",
    "prose",
    "token_count => 4096",
    "the api_key parameter accepts a string",
    "cache_key " + hx("r7-cachekey", 32),
    "la contraseña es larga. Mi usuario es JPerez2024x",
    "Google gave me a request id " + tok("r7-reqid", 30),
    "la contraseña debe tener 8 caracteres; un ejemplo es Abc123!xyz",
)
# Keepers: a pagination token (`pageToken`, `nextPageToken`, `cursor`) opens nothing;
# a page's *access* token does (positive beside them).
K(
    "pagination-7",
    "prose",
    "siguiente=nextPageToken=" + tok("r7-page", 44),
    '"next_cursor": "' + tok("r7-cursor", 40) + '"',
    "GET /v1/items?page_token=" + tok("r7-page2", 36) + "&limit=50",
)
S(
    "page-access-token-7",
    "prose",
    '"page_access_token": "EAAG' + tok("r7-fbpage", 60) + '"',
)
# Keepers: documentation's published test values on a line that says so (a processor's
# test cards, jwt.io's sample token, a NANP number reserved for fiction). Positives: the
# same values with no such word, and a card that is no published test number beside
# "ejemplo".
K(
    "documented-sample-7",
    "prose",
    "Tarjeta de pruebas del sandbox de Conekta: 4242-4242-4242-4242, vence 12/30",
    "Use the sandbox card 4012 8888 8888 1881 with any CVC (documentation)",
    "Cartão de teste (exemplo): 5105 1051 0510 5100",
    "jwt.io sample token: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6"
    "IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.KMUFsIDTnFmyG3nMiGM6H9FNFUROf3wh7SmqJp-QV30",
    "Número ficticio para la demo: (312) 555-0188",
)
P(
    "documented-sample-positive-7",
    "prose",
    "Tarjeta del cliente: 4242 4242 4242 4242",
    "Pago de ejemplo con la tarjeta de Ramiro: 4915 6623 0184 2277",
    "Cel. de Irma Vega: +1 312 555 0188",
)
S(
    "documented-sample-secret-7",
    "prose",
    "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6"
    "IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
)
# Keepers: a payment's reference (SPEI's "clave de rastreo", a transfer's "referencia")
# is 18 digits like a CLABE and no account; a Portuguese or French privacy mailbox.
# Positive beside them: a CLABE after its own label on a line that mentions a reference.
K(
    "payment-reference-7",
    "prose",
    "Comprobante: clave de rastreo SPEI 902571183365400178, monto $1,250.00",
    "Referencia de la transferencia: 415839201746553092",
    "Dúvidas sobre seus dados: lgpd.encarregado@lojaazul.com.br",
    "Exercez vos droits : donneespersonnelles@maboutique.fr",
)
P(
    "clabe-after-reference-7",
    "prose",
    "Referencia 88213, depósito a la CLABE 012180015678912342 de Mónica",
)

# Personal: a birth date in a record's row whose cells are quoted (`"…";"…"`), an SQL
# row's (`('…', DATE '…')`), an HTML table's, or a date in parentheses after a name;
# the month in Roman numerals; names of the world's common naming traditions. Keepers: a
# product's row, a byline with a date in parentheses.
P(
    "record-row-7",
    "prose",
    "'Marisol Ugarte Peña';'1969-11-02';'casada'",
    "INSERT INTO socios (nombre, nacimiento) VALUES ('Tobías Lemus Garza', DATE '1958-03-30');",
    "<tr><td>Anselmo Frías Corona</td><td>07/10/1974</td><td>Tlaxcala</td></tr>",
    "rechazado: Yolanda Pineda Ochoa (2009-01-15) no cumple la edad mínima",
    "Genealogía: Crisanto Lemus Vera (n. 3-XI-1932)",
    "pasajeros.tsv: Arjun Mehta\t1984-08-21\tM",
    "Nombre: Wei Zhang; 12/05/1979; Shanghái",
)
K(
    "record-row-keeper-7",
    "prose",
    "'Tornillo hexagonal';'2019-04-02';'Almacén Norte'",
    "<tr><td>Informe trimestral</td><td>2018-06-30</td></tr>",
    "Publicado por Ana López Ruiz (2014-06-10)",
    "Capítulo VII: 1948",
)
# Personal: a home address after a first-person or a delivery word in Portuguese and
# Spanish ("moro na …", "entregar en: …"), `Av.` with a Brazilian flat and CEP. Keepers:
# a delivery to an office (a floor, a tower inside it), a shop's address.
P(
    "address-7",
    "prose",
    "Eu moro na Av. Brasil 2210, apto 31, Jardim América, Curitiba - PR, 80030-000",
    "Entregar en: Callejón de los Sapos 14, Col. Centro, C.P. 72000, Puebla (tocar fuerte)",
    "Enviar a: Privada Nogal 8, Depto 2, Col. Del Valle, C.P. 03100",
)
K(
    "address-keeper-7",
    "prose",
    "Entregar en: Av. Reforma 222, Piso 3, Col. Juárez, C.P. 06600 (oficinas de Grupo Ruta)",
    "Nossa loja: Av. Paulista 900, sala 12, Bela Vista, São Paulo - SP, 01310-100",
)
# Personal: a passport in a travel record: the document type field says passport
# (`doc_type=P`), or a manifest's row holds a passport-shaped number, a person's name
# and an ICAO nationality code. Keepers: another document type, a product row.
P(
    "travel-record-7",
    "prose",
    'apis.push nombre="Rocío Balderas" tipo_doc=PASAPORTE num_doc=N48215096 nac=MEX',
    "manifest|H27719403|Gonzalo Ibarra Ruiz|MEX|M|1979",
    '{"documentType": "P", "documentNumber": "E66120874", "nationality": "ESP"}',
)
K(
    "travel-record-keeper-7",
    "prose",
    "doc_type=INVOICE doc_num=F00221873",
    "SKU|H27719403|Tornillo hexagonal|MEX|caja",
)
# Personal: a phone in a form's field glued to `tel=`/`cel=`, with `044`; an e-mail
# with `#` typed for `@` before a mail service. Keepers: `#` in a URL's fragment.
P(
    "glued-contact-7",
    "prose",
    "registro: cel=045 33 2871 4409&nombre=Noemí Ruelas",
    "contacto_csv: fabiola.quezada#hotmail.com,Fabiola Quezada",
)
K(
    "glued-contact-keeper-7",
    "prose",
    "https://blog.buscador.mx/notas#gmail.com",
    "pixel=5512345678&v=2",
)
# Account ids: a header naming a project or an account in two words before it
# (`X-Goog-User-Project`), in Spanish (`x-cuenta`), as a YAML list item under its header;
# a Google Cloud resource name's project. Keepers: a word as the project, a repository
# path.
P(
    "account-id-7",
    "header",
    ("X-Goog-User-Project", "busqueda-prod-207714"),
    ("x-cuenta", "cta-55120931"),
)
P(
    "account-id-7-prose",
    "prose",
    "name: projects/indice-mx-301122/locations/us-east1/endpoints/8812",
)
K(
    "account-id-keeper-7",
    "prose",
    '"proyecto": "semantic-kernel"',
    "https://github.com/microsoft/semantic-kernel/projects/2",
    "projects/semantic-kernel/issues/41",
)


# --- round 8: form classes the eighth corpus showed missing (written anew) ------------

# Secrets: any vendor's key in the shapes vendors choose (a short prefix, a live/sk/pat
# marker, a random body; a prefix and two hex groups; a capitals prefix and two dotted
# parts), a random value under a vendor's own `X-…-Key`/`X-…-Auth` header or `…_KEY`
# variable, a command line's credential (`--password`, `curl -u key:`, `aws configure`'s
# prompt), a password that starts with `$`. Keepers: a publishable `pk_live_`, a UUID
# after a short prefix, a cache key's random value, a shell variable as the password.
S(
    "vendor-key-8",
    "prose",
    'curl -H "X-Quokka-Key: qka_live_' + tok("r8-qka", 32) + '" https://api.quokka.io/v1',
    "ORBITA_KEY=ORB." + tok("r8-orb1", 20) + "." + tok("r8-orb2", 40),
    "te paso la llave: nbl-" + hx("r8-nbl1", 8) + "-" + hx("r8-nbl2", 32),
    "docker login -u ci-bot --password " + tok("r8-dck", 28),
    "curl https://api.pagos.mx/v1/charges -u sk_" + hx("r8-curl", 32) + ":",
    "AWS Secret Access Key [****]: " + tok("r8-aws", 40),
    "sftp://respaldo:$" + tok("r8-sftp", 15) + "@files.pagos.mx/diario/",
    "X-Nimbo-Auth: " + tok("r8-nimbo", 32),
)
K(
    "vendor-key-keeper-8",
    "prose",
    "Publishable key: pk_live_" + tok("r8-pk", 32),
    "request id req-3fa9c2d1-8e7b-6a5f-4c3d-2e1f0a9b8c7d",
    "X-Cache-Key: " + tok("r8-cache", 32),
    "DATABASE_URL=postgres://app:$DB_PASSWORD@db:5432/app",
)
# Keepers (project policy, round 8): a key its provider documents as public, given to
# its browser SDK's initialiser in a page's client code. Secrets: the same key given to
# a server SDK or in an env line, and a secret key given to a browser initialiser.
K(
    "browser-sdk-keeper-8",
    "prose",
    "Sentry.init({ dsn: 'https://" + hx("r8-dsn", 32) + "@o771234.ingest.sentry.io/4455' });",
    "const stripe = Stripe('pk_live_" + tok("r8-pk2", 32) + "');",
    "docsearch({ appId: 'QWERTY1234', apiKey: '" + hx("r8-ds", 32) + "', indexName: 'guia' })",
    "mapboxgl.accessToken = 'pk.eyJ1IjoibWFwYXMiLCJhIjoiY2x4In0." + tok("r8-mb", 22) + "';",
)
S(
    "browser-sdk-8",
    "prose",
    'sentry_sdk.init(dsn="https://' + hx("r8-dsn2", 32) + '@o771234.ingest.sentry.io/4455")',
    "SENTRY_DSN=https://" + hx("r8-dsn3", 32) + "@o771234.ingest.sentry.io/4455",
    "const stripe = Stripe('sk_live_" + tok("r8-sk", 32) + "');",
)
# Account ids of marketing and payment platforms (a CRM portal in a path, an ad account,
# a processor's merchant or collector); keepers: one result's id, a contacts page.
P(
    "account-id-8",
    "prose",
    "https://app.hubspot.com/contacts/7712345/objects/0-1/views/all/list",
    "https://graph.facebook.com/v19.0/act_981234567001/campaigns",
)
P(
    "account-id-8",
    "field",
    ("merchant_id", tok("r8-merchant", 20).lower()),
    ("collector_id", "5512098334"),
    ("portalId", "20448131"),
)
K(
    "account-id-keeper-8",
    "prose",
    "result_id: ws_" + hx("r8-ws", 40),
    "Escríbenos en https://www.empresa.mx/contacts/ventas/",
    "Viñas del Sur SpA, RUT 96.790.240-3",
)
# Keepers: an account an organisation publishes for payments to it (the payee named on
# the line is a body or a company). The same account paid to a person stays personal.
K(
    "published-clabe-keeper-8",
    "prose",
    "Cuotas por SPEI: CLABE 002180700000000008, beneficiario: Secretaría de Finanzas",
    "Aportaciones a la CLABE 002180700000000008 a favor de Asociación Mexicana de Ayuda, A.C.",
)
P(
    "clabe-8",
    "prose",
    "Transferir a la CLABE 002180700000000008 a nombre de Rosa Elena Quintero",
)

# Personal: the voter credential's other numbers, the OCR (13 digits) and the CIC (9),
# when the line names the number and the credential; its machine-readable zone's first
# line. Keepers: the same lengths as an order, or an OCR with no credential named.
P(
    "ine-8",
    "prose",
    "Credencial para votar de Rosa Quintero, OCR 4821093375126",
    "el CIC de mi INE es 118204957",
    "IDMEX118204957<<4821093375126",
)
K(
    "ine-keeper-8",
    "prose",
    "Pedido 4821093375126, factura 118204957",
    "El OCR del escáner leyó 4821093375126 caracteres",
)
# Keepers: a government mailbox after the service it takes requests for; a company's
# address for legal notices. Personal: the same labels naming a person.
K(
    "office-keeper-8",
    "prose",
    "Quejas y denuncias: quejas.denuncias@salud.gob.mx",
    "Domicilio para oír notificaciones de la sociedad: Av. Juárez 1450, Col. Centro, "
    "C.P. 44100, Guadalajara, Jal.",
)
P(
    "office-personal-8",
    "prose",
    "Solicitudes: rosa.quintero@salud.gob.mx",
)

# --- round 9: form classes the ninth corpus showed (written anew) ---------------------

# Keepers: an account an organisation publishes, written right after its legal form and
# its bank ("…, A.C., Santander, CLABE …"); a form's blank CLABE; a number labelled as an
# amount or with its unit. Personal: the same shapes whose last name before the account
# is a person's, and a phone whose label is no amount.
K(
    "published-clabe-keeper-9",
    "prose",
    "Cuotas de socios: Club de Ciclismo Altiplano, A.C., Santander, CLABE 014180655012345674.",
    "Pago de colegiaturas a Instituto Lomas del Valle, S.C., cuenta CLABE 058320000987654324",
    "Depósitos para Consultora Ébano, S. de R.L. de C.V., HSBC, CLABE 044680019283746503.",
    "Formato de alta. CLABE: 000000000000000000 (llenar con la suya)",
)
P(
    "clabe-9",
    "prose",
    "Club de Ciclismo Altiplano, A.C., reembolso a Maribel Ortega, CLABE 014180655012345674",
    "Constructora Ébano, S.A. de C.V., Ernesto Villalobos, CLABE 058320000987654324",
    "Reembolso a Ernesto Villalobos, CLABE (cuenta en pesos) 044680019283746503",
)
K(
    "quantity-keeper-9",
    "prose",
    "Gasto ejercido (millones de pesos): 18 4402 7719",
    "Recaudación anual 2023: 44 1290 8873",
    "Población (habitantes): 33 5120 4418",
)
P(
    "phone-9",
    "prose",
    "Presupuestos con Rogelio Ibarra: 33 5120 4418",
    "Tel. particular: 33/36150917 (Rogelio)",
    "Rogelio Ibarra 81/83471290",
)
K(
    "slash-keeper-9",
    "prose",
    "Proporción 33/36150917 en la muestra",
    "Tel: 33/2024 fue el año del cambio de lada",
)
# Keepers (policy): a public key handed to the page's script through an attribute named
# for its provider, or a variable a front-end framework compiles into the bundle; a
# vendor's documentation sample key. Secrets: the secret kind in the same attribute, a
# publishable key in a server's environment, a near-copy of the sample key.
K(
    "browser-key-keeper-9",
    "prose",
    '<div id="mapa" data-mapbox-access-token="pk.eyJ1IjoicmVwYXJ0byIsImEiOiJjbDkifQ.'
    + tok("r9-mb", 22)
    + '"></div>',
    '<button data-stripe-publishable-key="pk_live_' + tok("r9-pk", 32) + '">Pagar</button>',
    "VITE_STRIPE_PUBLISHABLE_KEY=pk_live_" + tok("r9-vite", 32),
    "La referencia de la API de Stripe usa sk_test_4eC39HqLyjWDarjtT1zdp7dc en sus ejemplos.",
)
S(
    "browser-key-9",
    "prose",
    '<div data-stripe-key="sk_live_' + tok("r9-sk", 32) + '"></div>',
    "PAYMENTS_PUBLISHABLE_KEY=pk_live_" + tok("r9-env", 32),
    "Ejemplo de la documentación: sk_test_4eC39HqLyjWDarjtT1zdp7dX",
    '<meta name="stripe-key" content="sk_live_' + tok("r9-meta", 32) + '">',
    '<div data-mapbox-token="sk.eyJ1IjoicmVwYXJ0byIsImEiOiJjbDkifQ.' + tok("r9-sk2", 22) + '">',
)
# Personal: identifiers with no check digit, by their label and shape (an Argentine DNI,
# a Colombian cédula), Mexico's old 11-digit passport after its label. Keepers: the same
# digits as an order or a professional licence (public), a passport office's folio.
P(
    "national-id-9",
    "prose",
    "Beneficiaria: Romina Aguirre, DNI 31.447.902",
    "Firmó Camilo Restrepo, C.C. 80.114.385 de Medellín",
    "Cédula de ciudadanía 1020448117 — Camilo Restrepo",
)
P(
    "passport-9",
    "prose",
    "Pasaporte mexicano no. 03150047728, titular Romina Aguirre",
)
K(
    "national-id-keeper-9",
    "prose",
    "Pedido 31.447.902, entrega en 3 días",
    "Cédula profesional 4471930 del Dr. Camilo Restrepo",
    "Cita de pasaporte: folio 03150047728",
    "DNI 12.345.678 (ejemplo del formulario)",
)
# Personal: addresses as Spain, Argentina and Portugal write them, a home by its block
# and lot alone, a first-person home. Keepers: the same forms for an office or a shop.
P(
    "address-9",
    "prose",
    "Domicilio de Pilar Echeverri: C/ de la Princesa, 41, 2.º dcha., 28008 Madrid",
    "Domicilio particular de Romina Aguirre (en trámite): Av. Corrientes 5120, 4° C, "
    "C1414AJN, CABA",
    "Morada de Inês Figueiredo: Rua das Flores, n.º 88, r/c, 4050-262 Porto",
    "Entregar a Tomás Ibarra en Mz 7 Lt 31, Los Héroes, 56530 Ixtapaluca",
    "Mi casa queda en Calle Río Lerma 214, Cuauhtémoc, 06500, cuando gustes",
)
K(
    "address-keeper-9",
    "prose",
    "Oficinas de Ediciones Princesa, S.L.: C/ de la Princesa, 41, 3.º izq., 28008 Madrid",
    "Nuestra tienda: Av. Corrientes 5120, Local 2, C1414AJN, CABA",
    "Morada da empresa: Rua das Flores, n.º 88, 4050-262 Porto",
    "Pronóstico de Tomás Ibarra: 25° C en 64460 Monterrey y 18° C en 06500 CDMX",
)
# Personal: a birth date after "f/n" or the genealogist's ", n." after a surname; keepers:
# a report's number and date after a comma.
P(
    "birth-date-9",
    "prose",
    "Alumno Tomás Ibarra, f/n 03/11/71",
    "R. Figueiredo, n. 2-IX-1961",
)
K(
    "birth-date-keeper-9",
    "prose",
    "Boletín 14, n. 02-09-2024 del Periódico Oficial",
)
# Personal: an enrolment number as an institutional mailbox's local part.
P(
    "email-9",
    "prose",
    "Correo institucional del alumno: l20214417@itcelaya.edu.mx",
)
K(
    "email-keeper-9",
    "prose",
    "Correo institucional: servicios.escolares@itcelaya.edu.mx",
)
# Account ids: a camelCase key that can only name a billed account, a short number under
# an account's own path segment. Keepers: camelCase words that are no account, a year.
P(
    "account-id-9",
    "field",
    ("billingAccount", "0A41C7-99E2B0-3D5F18"),
    ("stripeCustomerId", "88120445"),
)
P(
    "account-id-9",
    "url",
    "https://api.facturas.example/accounts/318/invoices?page=2",
)
K(
    "account-id-keeper-9",
    "field",
    ("bestSeller", "88120445"),
)
K(
    "account-id-keeper-9",
    "url",
    "https://www.periodico.example/cuentas/2023/resumen-anual",
)
# Secrets: a password with a mixed-case "xXX" in it, a bare key argument of a service
# client, a value rotated/revoked in prose, "clave (…)" and "chave de produção", a
# credential variable given a value in prose. Keepers: a mask, a sort key, a cache's
# md5 under a bare key, a config variable whose value is a count.
S(
    "round9-secret",
    "prose",
    "GET https://grabador:Qw" + "xXX" + tok("r9-pw", 10) + "@proxy.interno.example:3128/x",
    "SearchClient(endpoint=https://busca.search.windows.net, key=" + tok("r9-az", 32) + ")",
    "Soporte nos pidió revocar la llave " + tok("r9-rev", 36) + " tras la filtración.",
    "La clave (" + "tok_" + tok("r9-paren", 28) + ") es la de producción",
    "segue a chave de produção " + tok("r9-pt", 40),
    "PAYMENTS_WEBHOOK_SECRET quedó como " + hx("r9-wh", 64),
    "pwd del router de la bodega: Tq8mZ2vLx4Rk",
)
K(
    "round9-secret-keeper",
    "prose",
    "GET https://grabador:XXXXXXXX@proxy.interno.example:3128/x",
    "rows.sort(key=operator.itemgetter(1))",
    "cache.set(key=" + hx("r9-md5", 32) + ", value=page)",
    "MAX_RETRIES is now 40000000000000000",
    "la clave de pedido " + tok("r9-ped", 30),
    "boarding pass: BP7K2M9Q, gate 12",
)

# --- round 10: form classes the tenth corpus showed (written anew) --------------------

# Keepers: an organisation's account after its legal form and a colon, after a public
# body's name with nothing between, after an English "Beneficiary:" and a labelled bank
# (also one the closed list lacks). Adversarial: the same lines with a person between
# the organisation and the account, a body's word whose complement is a person's name,
# a person as the beneficiary with a known bank.
K(
    "published-clabe-keeper-10",
    "prose",
    "Aportaciones a Cooperativa Río Lerma, S.C.: CLABE 014 180 65501234567 4 (Santander)",
    "Pago de predial: Tesorería Municipal de Celaya, CLABE 0141-8065-5012-3456-74",
    "Beneficiary: Colegio Lomas del Valle, S.C.; Bank: Banorte; CLABE: 058320000987654324",
    "Cuotas: Club Altiplano, A.C.; Banco: Banca Regional del Norte; CLABE 044680019283746503",
)
P(
    "clabe-10",
    "prose",
    "Aportaciones a Cooperativa Río Lerma, S.C.: reembolso a Rebeca Uribe, CLABE "
    "014180655012345674",
    "Pago de predial: Tesorería Municipal, devolución a Rebeca Uribe, CLABE 0141-8065-5012-3456-74",
    "Secretaria de Rebeca Uribe, CLABE 058320000987654324",
    "Beneficiary: Rebeca Uribe; Bank: Banorte; CLABE: 058320000987654324",
    "Colegio Lomas del Valle, S.C.; Bank: Banorte; Rebeca Uribe; CLABE: 044680019283746503",
)
# Keepers: an establishment named after a person, its address right after its name.
# Personal: a person named after the establishment's word and a colon, then an address.
K(
    "named-establishment-address-keeper-10",
    "prose",
    "Escola Estadual Rebeca Uribe — Rua das Palmeiras, 77, Centro, CEP 13010-010, Campinas",
    "Hospital General Dr. Tomás Ibarra: Av. Juárez 1200, Col. Centro, C.P. 38000, Celaya",
    "Escuela Primaria Rebeca Uribe, Calle Allende 18, Col. Centro, C.P. 38000, Celaya, Gto.",
)
P(
    "address-10",
    "prose",
    "Biblioteca: Rebeca Uribe — Rua das Palmeiras, 77, Centro, CEP 13010-010, Campinas",
    "El museo cerró; Rebeca Uribe: Calle Allende 18, Col. Centro, C.P. 38000, Celaya",
    "Rebeca Uribe lives at 418 Calle Allende, Col. Centro, Celaya, Gto. 38000, Mexico",
    "Tomás Ibarra lives at 77 Avenida Juárez, Col. Las Flores, CDMX 01710, Mexico",
)
K(
    "address-keeper-10",
    "prose",
    "Our offices: 418 Calle Allende, Col. Centro, Celaya, Gto. 38000, Mexico",
    "Grupo Allende, S.A. de C.V., 418 Calle Allende, Col. Centro, Celaya, Gto. 38000",
)
# Personal: Portuguese "nasceu", the initials "F.N." before a two-digit year, a record's
# eight-digit birth date after the name's cell. Keepers: eight digits after an order's
# name, a recent date in the same cell, eight digits in a record with no name.
P(
    "birth-date-10",
    "prose",
    "Rebeca Uribe nasceu em 4 março 1991, em Sorocaba",
    "Tomás Ibarra Ruiz (F.N. 11/02/83)",
    "Ibarra Ruiz Tomás|19830211|H",
)
K(
    "birth-date-keeper-10",
    "prose",
    "Pedido de Tomás Ibarra,19830211,pagado",
    "Ibarra Ruiz Tomás|20240211|alta",
    "build|19830211|ok",
)
# Personal: a grouped phone after a messaging log's recipient parameter. Keepers: a
# timestamp and a date after `to=`.
P(
    "phone-10",
    "prose",
    "wa.send status=sent to=33 3615 0917 tpl=recordatorio",
    "sms.deliver ok recipient=81 8347 12 90 user='Tomás Ibarra'",
)
K(
    "phone-keeper-10",
    "prose",
    "GET /v1/metrics?from=1700000000&to=1700003600",
    "export range from=2023 12 31 to=2024 12 31",
)
# Account ids: Shopify's shop, an Atlas group, a machine-made slug under a key that calls
# it an id or a reference. Keepers: a page's data attribute, a sentinel word, a slug in
# words under a key with no id suffix.
P(
    "account-id-10",
    "field",
    ("shop_id", "71830044912"),
    ("groupId", hx("r10-atlas", 24)),
    ("gcp_project_id", "cobranza-mx-trqzv"),
    ("supabase_project_ref", "wbtqzkhyrnmlxcvpdjfs"),
)
P(
    "account-id-10",
    "url",
    "https://cloud.mongodb.com/api/atlas/v2/groups/" + hx("r10-grp", 24) + "/processes",
)
K(
    "account-id-keeper-10",
    "field",
    ("user_id", "anonymous"),
    ("project", "cobranza-mx"),
    ("shop", "mercado"),
)
K(
    "account-id-keeper-10",
    "prose",
    '<nav data-project-id="menu-principal" data-user-id="usuario-actual">Menú</nav>',
)
# Secrets: a bare llave/clave/chave, a clause and a colon before a key; a relative clause
# and a parenthesis; an all-capitals AWS key id. Keepers: an order's code after the same
# clause (a "de" names what it is the code of), a short PIN, AWS's documentation sample.
S(
    "round10-secret",
    "prose",
    "Equipo, usen esta llave mientras rotamos la anterior: " + tok("r10-llave", 40),
    "a chave que o cliente enviou (" + tok("r10-chave", 30) + ") está no log",
    "Use this key until we revoke the old one: " + hx("r10-key", 32),
    "<script>var cfg = {region: 'us-east-1', id: 'AKIAQWERTZUPLKJHGFDS'};</script>",
    "¿cuál uso en el servidor? pk_live_" + tok("r10-pk-chat", 40) + " o la otra",
)
K(
    "round10-secret-keeper",
    "prose",
    "La clave de tu pedido para rastrear el envío: " + tok("r10-ped", 26),
    "Usa esta clave mientras llega tu tarjeta: 4821",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE (ejemplo de la documentación de AWS)",
    "Nuestra llave pública de Stripe para el checkout: pk_live_" + tok("r10-pk-pub", 40),
)

# --- round 11: form classes the eleventh corpus showed (written anew) ------------------

# Keepers: a business's account, its holder a trade name (a company word heading a
# capitalised name: Constructora, Restaurante, Distribuidora, Farmacia, Laboratorio)
# right after the account (in parentheses, after "de") or right before it (a dash, a
# middle dot, a labelled bank between), a dotted S.A.P.I. Adversarial: the same lines
# with a person on them, a person as the holder, a trade name that is a person's name,
# the first person.
K(
    "published-clabe-keeper-11",
    "prose",
    "Anticipos: depositar en la CLABE 012180073456123450 de Constructora Peña Blanca",
    "Cuotas a la CLABE 072 180 00123987654 1 (Restaurante El Fogón, S. de R.L. de C.V.)",
    "Pagos a Distribuidora Agrícola del Norte · Banco: Banorte · CLABE: 014180008765432106",
    "Transferencias a Farmacia San Judas — CLABE interbancaria 036180001111222233",
    "Payment details: Laboratorio Clínico Roma, S.A.P.I. de C.V., CLABE 058180009988776659",
    "Cuotas: Academia de Danza Ollin — CLABE 012180005555666679",
    # after the account, past a dash or its bank; a legal name's label; "la empresa"
    "Cuenta CLABE para donativos: 012180005555666679 — Fundación Manos Unidas, A.C.",
    "CLABE 072180001239876541 / Banorte / Asociación de Colonos del Valle, A.C.",
    "Razón social: Textiles Finos del Centro SA de CV | CLABE 036180001111222233",
    "La CLABE de la empresa es 058180009988776659",
    "Hotel Casa Azul | Banco: BBVA | CLABE 012180073456123450",
    "Pagos a: ACME MÉXICO SA DE CV, CLABE 021180002468135799",
)
P(
    "clabe-11",
    "prose",
    "Devolución a Rebeca Uribe, clienta de Farmacia San Judas — CLABE 036180001111222233",
    "Depositar en la CLABE 012180073456123450 de Rebeca Uribe",
    "Cuotas a la CLABE 072180001239876541 (Rebeca Uribe)",
    "Consultorio Rebeca Uribe — CLABE 014180008765432106",
    "Constructora Peña Blanca — CLABE 058180009988776659 a nombre de Rebeca Uribe",
    "Mi CLABE es 021180002468135799, soy proveedora del Restaurante El Fogón",
    # a bank's name is where the account is, not its holder (a name the gazetteer lacks)
    "Transferir a Tonatiuh Ixtlahuac, Banco Azteca, CLABE 127180001111222236",
    "Razón social: Rebeca Uribe | CLABE 012180005555666679",
    "CLABE 012180005555666679 — Rebeca Uribe, socia de Fundación Manos Unidas, A.C.",
    "Tonatiuh Ixtlahuac | Banco: BBVA | CLABE 012180005555666679",
    "Mi CLABE 012180005555666679 (BBVA)",
)
# Keepers: public keys in a front-end framework's variable named for their provider, the
# value the provider's public kind (policy of round 9, now for every provider, not only
# Stripe's and Mapbox's keys). Secrets: a secret key in such a variable, an Algolia key
# whose variable does not call it search-only or calls it admin, a Supabase JWT whose
# role is not anon, a DSN whose host is not Sentry's, another vendor's key.
K(
    "bundle-variable-keeper-11",
    "prose",
    "VITE_SENTRY_DSN=https://" + hx("r11-dsn", 32) + "@o44120.ingest.sentry.io/550012",
    "NEXT_PUBLIC_ALGOLIA_SEARCH_ONLY_KEY=" + hx("r11-alg", 32),
    "REACT_APP_SUPABASE_ANON_KEY="
    + _jwt({"iss": "supabase", "ref": "abcdefghijklmnopqrst", "role": "anon"}, "r11-anon"),
    "EXPO_PUBLIC_MAPBOX_TOKEN=pk.eyJ1Ijoi" + tok("r11-mb3", 20) + "." + tok("r11-mb4", 22),
    "GATSBY_STRIPE_PUBLISHABLE_KEY=pk_test_" + tok("r11-pkt", 40),
)
S(
    "bundle-variable-secret-11",
    "prose",
    "NEXT_PUBLIC_STRIPE_KEY=sk_live_" + tok("r11-sk", 40),
    "VITE_ALGOLIA_ADMIN_KEY=" + hx("r11-adm", 32),
    "VITE_ALGOLIA_APP_KEY=" + hx("r11-app", 32),
    "VITE_SUPABASE_ANON_KEY="
    + _jwt({"iss": "supabase", "ref": "abcdefghijklmnopqrst", "role": "service_role"}, "r11-svc"),
    "REACT_APP_OPENAI_KEY=sk-proj-" + tok("r11-oai", 48),
    "NEXT_PUBLIC_SENTRY_DSN=https://" + hx("r11-dsn2", 32) + "@collector.example.net/77",
)
# Secrets: a key named by its environment, the variable in parentheses and a copula
# before it (es/pt); a public key as a field of a logfmt record; a JWT after `jwt=` in
# running text; a generated password of letters only. Keepers: a product's code with
# a variable-shaped name, a folio (no key noun), a short code, a hash named in the
# parenthesis, `jwt=` with a setting, a label's word after "password:".
S(
    "round11-secret",
    "prose",
    "Ojo: la clave de staging (SENDGRID_API_KEY) es " + tok("r11-sg", 40) + ", no la compartan",
    "A chave de homologação é 3f6c2a1e-8b4d-4c7a-9e2f-5d1b7a6c0e93, guarde bem",
    "la llave de pruebas (TWILIO_AUTH_TOKEN) fue " + hx("r11-tw", 32),
    "ts=2025-01-02 level=info svc=billing stripe_pk=pk_live_" + tok("r11-pk", 40),
    "level=debug msg=tiles mapbox=pk.eyJ1Ijoi" + tok("r11-mb1", 20) + "." + tok("r11-mb2", 22),
    "debug auth ok jwt=" + _jwt({"sub": "4410", "scope": "admin"}, "r11-jwt") + " path=/v1",
    "password: XqTmbWvLrKzPdHa",
    "La llave del ambiente productivo es " + hx("r11-amb", 32) + ", cuídenla",
    # a credential's variable with a copula or `to`, or after the value it is given
    "Set DD_API_KEY to " + hx("r11-set", 32),
    "o valor da HEROKU_API_KEY é 7c1e9a44-2b6d-4f0a-9d3c-81e5b2a6f907",
    "pon " + tok("r11-pon", 36) + " en SENDGRID_API_KEY",
    "use " + tok("r11-use", 36) + " as the API key",
    "a chave da Heroku: 7c1e9a44-2b6d-4f0a-9d3c-81e5b2a6f907",
    # an arrow or a dash between the noun and the value
    "my datadog key -> " + hx("r11-arrow", 32),
    "token => " + tok("r11-arrow2", 36),
    "Llave — 7c1e9a44-2b6d-4f0a-9d3c-81e5b2a6f907",
)
K(
    "round11-secret-keeper",
    "prose",
    "La clave de producto (SKU_BASE) es " + tok("r11-sku", 30),
    "El folio de producción es 3f6c2a1e-8b4d-4c7a-9e2f-5d1b7a6c0e93",
    "La clave de producción es 4821",
    "La llave del ambiente de pedidos es 9b2e4f71-3c8a-4d6e-a1f0-7e5c2b9d8a43",
    "guarda " + hx("r11-cache", 32) + " en CACHE_KEY",
    "usa " + hx("r11-cache2", 32) + " como clave del caché",
    "DD_API_KEY is required",
    "cache key -> " + hx("r11-cachekey", 32),
    "la clave de pedido - " + tok("r11-pedido", 30),
    "public key -> " + hx("r11-pubkey", 32),
    "el " + hx("r11-build2", 32) + " es de la BUILD_ID",
    "la llave de producción (hash del build) es " + hx("r11-build", 40),
    "jwt=disabled",
    "jwt_alg=RS256",
    "Password: NotAvailable",
)
# Personal: Argentina's older passport (the DNI and a letter, any case); a call-me
# imperative addressed to many or to "usted" before a bare mobile; an RFC typed with
# its letters and its homoclave in different cases, after its label. Keepers: a date
# and a letter after a passport word (a folio's series), "márquenos" with a switchboard,
# an RFC-shaped token with no label.
P(
    "round11-personal",
    "prose",
    "Pasaporte N.º 30512876N (argentino)",
    "passport no. 27450913n",
    "Se perdió mi gato, llámenme 3312345678",
    "Si lo ven, márqueme 8112345678",
    "R.F.C.: gomr851123HK7",
)
K(
    "round11-personal-keeper",
    "prose",
    "Cita de pasaporte: folio 20241105A",
    "Pedidos: márquenos al conmutador 5551234567",
    "token abcd851123XY1",
)

# Keepers: a tracking tag's id given to its call or under a pixel's name (Luhn-valid by
# chance, as one in ten is). Personal: a card number on the same line, after its word.
K(
    "analytics-id-keeper-11",
    "prose",
    "fbq('init', '4532015112830366');",
    "ttq.load('4532015112830366');",
    '"pixel_id": "4532015112830366"',
)
P(
    "card-11",
    "prose",
    "fbq('init', '1234'); pago con tarjeta 4532015112830366",
)

# Secrets: a key given by position to a service client's constructor (a server SDK's, so
# a secret even when the provider calls the key public). Keepers: a URL, a region, a
# service's name given to a client; Algolia's browser client in a page's script stays
# with the initialiser policy.
S(
    "client-argument-11",
    "prose",
    'index = SearchClient.create("ZQ4TAPPID", "' + hx("r11-alg-srv", 32) + '")',
    "$client = SearchClient::create('ZQ4TAPPID', '" + hx("r11-alg-php", 32) + "');",
    "api = RestAPI('ZQ4TACCOUNT', '" + tok("r11-rest", 32) + "')",
)
K(
    "client-argument-keeper-11",
    "prose",
    'var http = new HttpClient("https://api.example.com/v1/search/items");',
    's3 = S3Client("us-east-1")',
    "const c = new TracingClient('checkout-service-production-eu');",
)

# --- round 12: form classes the twelfth corpus showed (written anew) ------------------

# Keepers: a business's account when the line says in parentheses what kind of holder it
# is (`(empresa)`, `(registered charity)`, `(persona moral)`), or a trade word the
# gazetteer of companies lacked heads the holder's name (Mudanzas, Refaccionaria,
# Papelería, Abarrotes). Adversarial: the same labels with a person named as the holder,
# a parenthesis that denies it, a dotted CLABE of a person.
K(
    "holder-kind-clabe-keeper-12",
    "prose",
    "Cuenta para pagos (empresa): Mudanzas del Golfo, 012-180-00447712093-5",
    "Donativos a Casa Hogar Santa Fe (registered charity): CLABE 072180009988112244",
    "Colegiaturas: CLABE 036180005512345676 a nombre de Refaccionaria El Piñón",
    "Abonos para la kermés de Papelería Los Pinos: CLABE 014180001234567897",
    "Cuotas (persona moral): CLABE 137180007654321099",
)
P(
    "clabe-12",
    "prose",
    "Cuenta para pagos (empresa): Rebeca Uribe Salas, 012-180-00447712093-5",
    "Mi CLABE (no la de la empresa): 072180009988112244",
    "Para la tanda: 036.180.00551234567.6 (Rebeca Uribe Salas)",
    "Colegiaturas: CLABE 014180001234567897 a nombre de Rebeca Uribe Salas",
)
# Keepers: a Firebase web config, its key given to `initializeApp` or in a front-end
# bundle variable named for Firebase (Google documents the web key as public; policy of
# round 9: a provider's public kind in the page's own code). Secrets: the same key in a
# plain server variable, a Google key in a bundle variable not named for Firebase, a
# vendor's secret handed to the same initialiser or variable.
K(
    "firebase-web-config-keeper-12",
    "html",
    '<script>initializeApp({apiKey: "AIza'
    + tok("r12-fb1", 35)
    + '", authDomain: "demo-tienda.firebaseapp.com", projectId: "demo-tienda-4410"});</script>',
)
K(
    "firebase-web-config-keeper-12",
    "prose",
    "NEXT_PUBLIC_FIREBASE_API_KEY=AIza" + tok("r12-fb2", 35),
)
S(
    "firebase-web-config-secret-12",
    "prose",
    "FIREBASE_API_KEY=AIza" + tok("r12-fb3", 35),
    "VITE_MAPS_SERVER_KEY=AIza" + tok("r12-fb4", 35),
    "VITE_FIREBASE_API_KEY=sk_live_" + tok("r12-fb5", 32),
)
S(
    "firebase-web-config-secret-12",
    "html",
    '<script>firebase.initializeApp({apiKey: "sk_live_'
    + tok("r12-fb6", 32)
    + '", projectId: "demo-tienda-4410"});</script>',
)
# Keepers: Mercado Pago's published test cards on a line that calls them test cards.
# Personal: the same numbers with no such word.
K(
    "mercadopago-test-card-keeper-12",
    "prose",
    "Tarjeta de prueba Visa (Mercado Pago, sandbox): 4509 9535 6623 3704",
    "Para probar el checkout usa la Amex de prueba 3711 803032 57522",
)
P(
    "mercadopago-test-card-12",
    "prose",
    "Cobro rechazado a la tarjeta 4509 9535 6623 3704 de Rebeca Uribe Salas",
    "Tarjeta de prueba: 4509 9535 6623 3712",
)
# Secrets: vendors' token formats (Mercado Pago's `APP_USR-`/`TEST-` access tokens,
# Dropbox's `sl.` tokens); a credential assigned by subscript (`os.environ["…"] = "…"`);
# the replacement of a rotated key ("el nuevo es …"); passwords given by their place (a
# MySQL client's `-p…`, an HTTP client's auth pair, `user:password` after a credentials
# label or alone, a network's key, a temporary `pwd`). Keepers: a placeholder by
# subscript, a request id by subscript, a non-credential item, a new version's hash,
# `-p` alone (a prompt), a weak auth pair, a branch network's code, a URI-like pair.
S(
    "vendor-format-12",
    "prose",
    "Token de producción: APP_USR-4410228833771166-031225-" + hx("r12-mp1", 32) + "-551234987",
    "en el log quedó TEST-7781002233445566-110224-" + hx("r12-mp2", 32) + "-228811004",
    "dropbox respondió con sl.u." + tok("r12-dbx", 150),
)
S(
    "placed-credential-12",
    "prose",
    'os.environ["MAILGUN_API_KEY"] = "' + hx("r12-sub1", 32) + '"',
    "process.env['STRIPE_SECRET'] = '" + tok("r12-sub2", 40) + "'",
    "settings['db_password'] = 'Lm4#qZx8Tr2!'",
    "Revocamos el token viejo; el nuevo es " + tok("r12-new1", 40),
    "We rotated it yesterday, the new key is " + tok("r12-new2", 36),
    "mysqldump -u admin -pQw7!rT2#pLx9 ventas",
    'session.auth = HTTPBasicAuth("svc", "Zr8$kLm2Qp!x")',
    "Credentials for staging: qa:Hn4%vB8!cXz2",
    "SSID OficinaNorte, key: Pm3#Lq9!zR2w",
    "clave del wifi: Wq5&nT8#kLp2",
    "backup:Tg6!mQ2#rZk8",
    "pwd temporal del VPN: Kx7#qLm2Zp9!",
)
K(
    "placed-credential-keeper-12",
    "prose",
    'os.environ["OPENAI_API_KEY"] = "tu-clave-aqui"',
    'row["request_id"] = "' + hx("r12-req", 32) + '"',
    'os.environ["AZURE_OPENAI_ENDPOINT"] = "https://recurso.openai.azure.com/"',
    "La versión nueva es " + hx("r12-ver", 40),
    "mysql -h db.interna -u root -p ventas",
    'requests.get(url, auth=("api", "password"))',
    "Red de sucursales / clave: ABC-1234-XY",
    "spotify:4uLU6hMCjMI75M1A2tKUQC",
    # round 32: the path is a service account's; with a person's account (`/home/ana/`)
    # the path's user is now reported (FG618, tests/operator_env_corpus.py), and the
    # keeper still pins that "pwd" names no password
    "pwd temporal del directorio: /home/app/proyectos",
)
# Personal: a passport's first MRZ line alone (no data line, so no check digit); a CURP
# dictated one character at a time (its check digit valid); a record's `nac=` field and
# a genealogist's "n." after an age; a foreign number with dotted groups after its
# country code; account ids: a Microsoft Entra tenant's domain, an identity provider's
# user id, a tenant's UUID in a sentence, a project in Portuguese, a subscription in a
# query, a project number field, the Atlas console's project URL. Keepers: ICAO's
# specimen, a spaced CURP whose check digit fails, a `nac=` that is a code, a report's
# number and date, a dotted amount, Microsoft's documentation tenant, words.
P(
    "round12-personal",
    "prose",
    "MRZ del pasaporte de Rebeca: P<MEXURIBE<<REBECA" + "<" * 26,
    "Me dictó su CURP: R U T O 8 8 0 4 1 2 H O C Z R M A 5",
    "ingreso nombre='Rebeca Uribe Salas' nac=19790312 cama=12",
    "Tomás Ríos Ledesma (51 años, n. 03.11.1974)",
    "Dana Kowalski, mobile: +1 415.867.2093",
)
P(
    "account-id-12",
    "prose",
    "tenant: acme-mx-204.onmicrosoft.com",
    "login sub google-oauth2|109876543210987654321",
    "El tenant de Entra del cliente es 4b7d1c2e-9a3f-4e58-b6c1-0d2e3f4a5b6c",
    "O projeto loja-mx-4410 no Google Cloud ficou sem cota",
    "https://api.example.com/v1/search?q=x&subscription=sub-88123",
    '"project_number": "118822334455"',
    "https://cloud.mongodb.com/v2/" + hx("r12-atlas", 24) + "#/overview",
)
K(
    "round12-personal-keeper",
    "prose",
    "Specimen: P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "Código: R U T O 8 8 0 4 1 2 H O C Z R M A 6",
    "pais='MX' nac=1 lote=20240612",
    "Informe anual 2023, n. 12.09.2023",
    "total +1 33.075 13.825",
    "Sign in to the contoso.onmicrosoft.com tenant",
    "A conta de luz subiu",
    "subscription: premium",
    "El tenant de pruebas usa la versión 2.3",
)


# --- round 13: form classes the thirteenth corpus showed (written anew) ----------------

# Keepers: a Maps JavaScript API key in the page's own loader (the script element's
# `src`, js-api-loader's `google.maps.plugins.loader.Loader`, the inline bootstrap after
# `importLibrary`): Google documents it as delivered to every visitor, so the policy of
# round 9 (a provider's public kind in the page's own code) keeps it. Secrets: another
# vendor's key handed to the same loader, the same Google key in a server's web-service
# call and in an environment line.
K(
    "maps-loader-keeper-13",
    "html",
    '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza'
    + tok("r13-maps1", 35)
    + '&callback=iniciarMapa"></script>',
    '<script>const cargador = new google.maps.plugins.loader.Loader({apiKey: "AIza'
    + tok("r13-maps2", 35)
    + '", version: "beta"});</script>',
    '<script>(g=>{var h,a,k,p="The Google Maps JavaScript API",c="google",l="importLibrary"})'
    '({key: "AIza' + tok("r13-maps3", 35) + '", v: "weekly"});</script>',
)
S(
    "maps-loader-secret-13",
    "html",
    '<script>new google.maps.plugins.loader.Loader({apiKey: "sk_live_'
    + tok("r13-maps4", 32)
    + '", version: "beta"});</script>',
)
S(
    "maps-loader-secret-13",
    "prose",
    'requests.get("https://maps.googleapis.com/maps/api/geocode/json?address=Centro&key=AIza'
    + tok("r13-maps5", 35)
    + '")',
    "GOOGLE_MAPS_API_KEY=AIza" + tok("r13-maps6", 35),
)
# Keepers: published test cards under a name whose part says so (`test_card_number`,
# `sandboxCard`), and Mercado Pago's cards of the countries round 12's list lacked
# (Mexico's and Brazil's pages list their own). Personal: a name part that only holds
# the letters (`latest_`), a Luhn-valid number that is no published card under the same
# name, a Mexican test number charged to a named person.
K(
    "sample-part-keeper-13",
    "prose",
    "test_card_number=4000056655665556",
    "sandboxCardNumber: 5555555555554444",
    "Tarjeta de débito de prueba (Mercado Pago México): 4189 1412 2126 7633",
    "Cartão de teste Visa do Mercado Pago: 4235 6477 2802 5682",
)
P(
    "sample-part-13",
    "prose",
    "latest_card_number=4111111111111111",
    "test_card_number=4539578763621486",
    "Cargo rechazado a la tarjeta 4075 5957 1648 3764 de Rebeca Uribe Salas",
    "Tarjeta de prueba Visa: 4075 5957 1648 3772",
)
# Secrets: formats of this market's payment processors and of Square and Meta (Conekta's
# `key_…`, Openpay's `sk_` and 32 hex, Square's `EAAA…`, Meta's `EAA…`) where no name
# says what they are; a credential in a CSV row of an export. Keepers: identifiers that
# start with `key_`, Conekta's public key in its tokenizer's call, CSV rows whose name is
# no credential's or that are a header.
S(
    "processor-format-13",
    "prose",
    "[pagos] key = 'key_" + tok("r13-conekta", 8) + "7" + tok("r13-conekta2", 16) + "'",
    '{"openpay": "sk_' + hx("r13-openpay", 32) + '"}',
    "pos,EAAA" + tok("r13-square", 60) + ",activo",
    "respuesta de la página: EAAG" + tok("r13-meta", 160),
    "staging,sendgrid_api_key," + tok("r13-csv1", 40) + ",2026-09-30",
    '"prod","TWILIO_AUTH_TOKEN","' + hx("r13-csv2", 32) + '"',
)
K(
    "processor-format-keeper-13",
    "prose",
    "const key_onKeyDownHandlerFor = 1;",
    "cache: key_20240112_resultsPage2",
    "sort_key," + hx("r13-csv3", 32) + ",2026-10-01",
    "nombre,api_key,creado",
)
K(
    "processor-format-keeper-13",
    "html",
    "<script>Conekta.setPublicKey('key_"
    + tok("r13-conekta3", 6)
    + "4"
    + tok("r13-c4", 14)
    + "');</script>",
)
# Secrets: passwords by place as people choose them (a word, a symbol, digits): a
# network's key with a copula ("la clave de la red es …"), a key "of access" ("clave de
# acceso", "chave de acesso", "código de acceso … es"). Keepers: the same nouns with a
# word, a rule, a number of an invoice or a shortcut after them.
S(
    "password-by-place-13",
    "prose",
    "la clave de la red es Pitaya_2024",
    "el password del módem ahora es Guayaba#41",
    "Clave de acceso al portal: Jicama_55",
    "Chave de acesso do sistema: Goiaba#12",
    "Tu código de acceso de la bóveda es Elote$33",
)
K(
    "password-by-place-keeper-13",
    "prose",
    "La clave de acceso se envía por correo al titular",
    "Clave de acceso rápido del menú: Alt",
    "clave del wifi: invitados",
    "la clave de la red es la misma de siempre",
    "Clave de acceso de la factura: 0102202401179001420700120010010000000011234567813",
)
# Personal: whom a number reaches named in parentheses after a naming phrase; e-mails
# spelled one letter at a time, a mail service named after "en", words joined by `_at_`
# and `_dot_`; a passport after a travel agent's "PPT" and one in hyphenated groups; a
# birth date whose owner is named between the word and the date; an account id in
# parentheses after its provider. Keepers: the same places with a department, hours,
# words, files, a presentation, a folio, a birth rate, a certificate's issue, a bill.
P(
    "round13-personal",
    "prose",
    "Informes al 33 9876 1234 (pregunten por Rebeca)",
    "pedidos: wa.me/3398761234 (con Tomás Ríos)",
    "mi correo: r e b e c a . u r i b e @ h o t m a i l . c o m",
    "agrégame, soy tomas_rios88 en hotmail",
    "contact: rebeca.uribe_at_outlook_dot_com",
    "Pax: Tomás Ríos / PPT: N4471820",
    "pasaporte G31-884201 (Rebeca Uribe)",
    "Fecha de nacimiento de María Guadalupe Ríos de la Garza: 14/02/1969",
    "Date of birth of Dana Marie Kowalski Brandt Wojcik - 3 May 1971",
)
P(
    "account-id-13",
    "prose",
    "El workspace de Slack (T07QX2M9LKD) es el del cliente",
    "La cuenta de AWS (4410-2288-1934) quedó suspendida",
)
K(
    "round13-personal-keeper",
    "prose",
    "Pedidos al 33 9876 1234 (pregunte por el área de mayoreo)",
    "Informes: 33 9876 1234 (de lunes a viernes)",
    "busca en gmail la factura",
    "el archivo recibo.pdf en gmail",
    "Ver la PPT del curso, 2024-2025",
    "pasaporte en trámite, folio 2024-113",
    "Tasa de natalidad de Nuevo León y Coahuila: 12/05/2020",
    "Acta de nacimiento de Rebeca Uribe Salas: expedida el 08/08/2019",
    "El proyecto de Ley (PL-2024-113) se votó ayer",
    "La organización (fundada en 2019) creció",
)


# --- round 14: form classes the fourteenth corpus showed (written anew) ----------------

# Keepers: a CLABE in a record whose holder field (`beneficiario`, `holder`, a table's
# "Razón social" cell) holds an organisation's name; a company's or an animal's birth
# ("<trade name> nació el …", a shelter's dog); a Maps key in a browser bundle variable
# named for Google Maps; elided PEM bodies and the reader's own blanks (`org-YOUR_ORG_ID`,
# `su-clave-secreta`); a procedure's "número". Personal and secrets: a person's name in
# the same holder field, a person's birth, a Maps key in a server's variable, a PEM with
# its body, a chosen password that starts like a blank, "mi número".
K(
    "holder-field-keeper-14",
    "prose",
    '{"pago": {"holder": "Editorial Tinta Roja, S.A. de C.V.", "bank": "Banorte", '
    '"clabe": "072180012345678907"}}',
    "<table><tr><td>Razón social</td><td>Ferretería La Palma, S. de R.L.</td>"
    "<td>Cuenta CLABE</td><td>0721 8001 2345 6789 07</td></tr></table>",
    "Editorial Tinta Roja nació el 3 de marzo de 1999 en Puebla.",
    "Luna, mi perrita mestiza, nació el 2 de abril de 2021 y ya está vacunada.",
    "VITE_GOOGLE_MAPS_KEY=AIza" + tok("r14-maps1", 35),
    "SIGNING_KEY=-----BEGIN RSA PRIVATE KEY-----<tu llave>-----END RSA PRIVATE KEY-----",
    "X-Project: proj-YOUR_PROJECT_ID",
    "SMTP_PASS=su-clave-secreta",
    "Expediente número 4612345678 del juzgado segundo",
)
P(
    "holder-field-14",
    "prose",
    '{"pago": {"beneficiario": "Rebeca Uribe Salas", "banco": "BBVA", '
    '"clabe": "072180012345678907"}}',
    "<table><tr><td>Titular</td><td>Tomás Ríos Vega</td><td>CLABE</td>"
    "<td>0721 8001 2345 6789 07</td></tr></table>",
    "Rebeca Uribe Salas nació el 3 de marzo de 1979 en Puebla.",
    "Tomás, el dueño de la Ferretería La Palma, nació el 3 de marzo de 1970.",
    "Mi número 4612345678, pregunta por Rebeca",
)
S(
    "holder-field-secret-14",
    "prose",
    "GOOGLE_MAPS_API_KEY=AIza" + tok("r14-maps2", 35),
    "NEXT_PUBLIC_GOOGLE_MAPS_SERVER_KEY=AIza" + tok("r14-maps3", 35),
    "DB_PASSWORD=Su_Clave_Kx9#2mQ",
    "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + tok("r14-pem", 60) + "...",
)

# Secrets: a Firebase Cloud Messaging legacy server key, a MySQL password quoted for the
# shell, a password in the table cell after its noun's. Keepers: a table whose password
# cell states the rules, a dotted package name.
S(
    "secret-forms-14",
    "prose",
    '{"fcm": "AAAA' + tok("r14-fcm1", 7) + ":APA91b" + tok("r14-fcm2", 134) + '"}',
    'mysqldump -u respaldo -p"Zq8' + tok("r14-my", 8) + '#4" ventas',
    "<table><tr><th>Contraseña</th><td>Mx" + tok("r14-pw", 9) + "$31</td></tr></table>",
)
K(
    "secret-forms-keeper-14",
    "prose",
    "<table><tr><td>Contraseña</td><td>Requisitos: 8 caracteres</td></tr></table>",
    "com.google.android.apps.maps.navigation",
)

# Secrets: a key-long random literal given to a client's `login` (discord.js), a login's
# pair written with a slash. Keepers: `login(` given a variable or an address, slashes
# between sign-in providers.
S(
    "login-forms-14",
    "prose",
    "bot.login('" + tok("r14-dc1", 24) + "." + tok("r14-dc2", 6) + "." + tok("r14-dc3", 27) + "')",
    "Credenciales del panel: soporte / Kx9$" + tok("r14-slash", 8),
)
K(
    "login-forms-keeper-14",
    "prose",
    "bot.login(process.env.DISCORD_TOKEN)",
    "Login with Google / GitHub / Microsoft",
    "login: usuario / contraseña",
)

# Personal: birth dates in a vCard's `BDAY`, after "(b." and a month's abbreviation, in
# an airline's `SSR DOCS` line, in a name's cell after a middle dot. Keepers: a byline's
# date after the same dot, a place's, a release's "(b." with no day.
P(
    "birth-forms-14",
    "prose",
    "BEGIN:VCARD\nFN:Rebeca Uribe Salas\nBDAY:19790214\nEND:VCARD",
    "Tomás Ríos Vega (b. Mar. 3, 1961) joined the board",
    "SSR DOCS AM HK1/P/MEX/N4471820/MEX/14FEB1979/F/URIBE/REBECA",
    "Rebeca Uribe Salas · 14.02.1979 · 3°B",
)
K(
    "birth-forms-keeper-14",
    "prose",
    "Publicado por Rebeca Uribe Salas · 14.02.2019 · Opinión",
    "Museo Frida Kahlo · 05.05.1988 · reapertura",
    "Kit (b. Sep. 2024 release)",
)

# Personal: an account's number of eight digits or more right after its provider ("la
# cuenta de AWS 4410…"). Keepers: a bill's number after "proyecto de Ley", a year.
P(
    "account-id-14",
    "prose",
    "Factura la cuenta de AWS 441022881934 al área de datos",
    "The project on Google Cloud 73310458821 hosts the API",
    "403: Permission 'storage.objects.get' denied on resource 'projects/441022881934'",
)
K(
    "account-id-keeper-14",
    "prose",
    "El proyecto de Ley 202405120001 se votó ayer",
    "La cuenta de Twitter 2024 creció",
    "see https://github.com/orgs/acme/projects/12 for the board",
)


# --- round 15: form classes the fifteenth corpus showed (written anew) ----------------

# Keepers: a public body's mailbox on its government domain whose local part names no
# one (an office, a service, an acronym), a branch's line whose trade name holds a word
# the gazetteer knows as a name, a cooperative's and a simplified company's CLABE (their
# legal forms, a CSV row's cells, a record's key that calls it the company's), a
# published test card after "para probar", a project's or a cooperative's "nació", a
# count of a portal's visits. Personal: an official's own mailbox on the same domain,
# a person in the same row or key, a person's birth after a person's noun.
K(
    "public-body-keeper-15",
    "prose",
    "Solicitudes de acceso: acceso.informacion@imss.gob.mx",
    "Talleres de verano, informes en bibliotecas@tlalpan.gob.mx",
    "| Registro Civil | registro.civil@qro.gob.mx |",
    "Instituto Municipal de la Mujer,IMMUJER@leon.gob.mx,Ext. 330",
    "Sucursal Plaza Luna Rosa — Tel. 442 318 7765",
    "Pago a Cooperativa Tejedoras de la Sierra, S. C. de R. L. — CLABE 072180012345678907",
    "Servicios Digitales Ámbar S.A.S. de C.V.,Banorte,072180012345678907",
    '{"cuenta_empresa": "072180012345678907"}',
    "Para probar el pago usa la tarjeta 5555 5555 5555 4444 y cualquier CVC.",
    "La asociación nació el 4 de octubre de 2011 en Oaxaca.",
    "notas de la versión El festival nació el 9 de mayo de 2003 con dos escenarios.",
    "Descargas totales del portal: 3318204417",
)
P(
    "public-body-15",
    "prose",
    "Escribe a rebeca.uribe@imss.gob.mx para tu caso",
    "Mi correo del trabajo es ruribe@tlalpan.gob.mx",
    "Contacta a Tomás Ríos Vega: tomas.rios@qro.gob.mx",
    "PARA MÁS INFORMACIÓN:\nLorna Quispe Mamani, Ingeniera de Proyectos,\nDirección de Obras, "
    "Av. Juárez 12, piso 3,\nteléfono: 442 212 0000, ext. 4410;\ncorreo: "
    "lorna.quispe@qro.gob.mx.",
    "Sucursal Plaza, pregunta por Rebeca Uribe al 442 318 7765",
    "Rebeca Uribe Salas,Banorte,072180012345678907",
    '{"clabe_cliente": "072180012345678907"}',
    "Cobra la mensualidad a Tomás Ríos Vega con la tarjeta 5105 1051 0510 5100 y listo.",
    "La paciente nació el 4 de octubre de 1981 en Oaxaca.",
    "El fundador de la asociación nació el 9 de mayo de 1963.",
)

# Secrets: a credential's hard-coded fallback and PHP's constant, a crypt(3) hash in an
# htpasswd line, a PostgreSQL password file's line, a JWK's private member, a 2FA setup
# key, a webhook host's one random segment, Docker Hub's and Alibaba's formats, a key
# with three X in it, a network's key without its preposition, publishable keys on a
# server (YAML, a backend's environment). Keepers: the same shapes empty or public.
S(
    "code-literal-secrets-15",
    "prose",
    "const token = process.env.GROQ_API_KEY || '" + tok("r15-fb1", 40) + "';",
    'api_key = os.getenv("MISTRAL_API_KEY", "' + tok("r15-fb2", 32) + '")',
    "define('SENDGRID_API_KEY', '" + tok("r15-php", 44) + "');",
    "deploy:$2b$12$" + tok("r15-bcrypt", 53, "./" + _ALNUM),
    "pg.interno.example.net:5432:ventas:reportes:Vq8" + tok("r15-pgpass", 12) + "#",
    '{"kty": "RSA", "n": "'
    + tok("r15-jwk1", 60)
    + '", "e": "AQAB", "d": "'
    + tok("r15-jwk2", 64)
    + '"}',
    "Clave de configuración del autenticador: JBSW Y3DP EHPK 3PXP Q7RZ",
    "ZAPIER=https://hook.eu2.make.com/"
    + tok("r15-make", 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    "registry token dckr_pat_" + tok("r15-dckr", 27),
    "| staging | Alibaba | LTAI5t" + tok("r15-ali", 18) + " |",
    "OPENAI_API_KEY=sk-proj-" + tok("r15-xxx1", 20) + "XXX" + tok("r15-xxx2", 30),
    "Contraseña wifi: Girasol#8841Kq",
    "stripe_publishable_key: pk_live_" + tok("r15-pk", 60),
    "LANGFUSE_PUBLIC_KEY=pk-lf-3f2a9c1e-7b4d-4e8a-9f01-2c3d4e5f6a7b",
)
K(
    "code-literal-keeper-15",
    "prose",
    "const region = process.env.AWS_REGION ?? 'us-east-1';",
    'api_key = os.getenv("MISTRAL_API_KEY", "")',
    "define('DB_HOST', 'localhost');",
    "localhost:5432:*:postgres:*",
    '{"kty": "EC", "crv": "P-256", "x": "'
    + tok("r15-jwkx", 43)
    + '", "y": "'
    + tok("r15-jwky", 43)
    + '"}',
    "Activa el 2FA desde AJUSTES DE SEGURIDAD",
    "Ver https://hook.eu2.make.com/ en la documentación de Make",
    "Clave WiFi: invitados",
    "NEXT_PUBLIC_LANGFUSE_PUBLIC_KEY=pk-lf-3f2a9c1e-7b4d-4e8a-9f01-2c3d4e5f6a7b",
    "const stripe = Stripe('pk_live_" + tok("r15-pk2", 60) + "');",
)

# Personal: birth dates in forms people write (a paraphrase, a genealogy's star, "FN:",
# a record's "NAC", `patient_dob`, "b." before an ISO date, a birthday with its year in
# parentheses, an age with its date, a row's name cells), INE's CIC after the electoral
# roll, an RFC without its homoclave, an NSS and a phone in a row after name cells,
# dotted pairs and a parenthesised area code with dots, a contact verb before a given
# name, "(a)" and "en … punto com", a Dutch passport. Keepers: the same shapes that
# belong to no one.
P(
    "person-forms-15",
    "prose",
    "Doña Rebeca Uribe Salas, quien vino al mundo el 2 de febrero de 1949, cumple hoy",
    "Tomás Ríos Vega (★ 4.7.1958), hijo de Rebeca",
    "Pac. Rebeca Uribe Salas  FN: 14/02/1979  Tipo de sangre: O+",
    "URIBE SALAS REBECA   SEXO F   NAC 14-feb-1979   EDO Pue.",
    'level=info msg=alta patient_name="Tomás Ríos" patient_dob=1961-03-03',
    "Squad: Rebeca Uribe, b. 1979-02-14, goalkeeper",
    "Cumpleaños de Tomás Ríos: 3 de marzo (1961), ¡traigan pastel!",
    "Delantero: Tomás Ríos · edad: 44 (03/03/81) · dorsal 9",
    "Uribe Salas;Rebeca;14/02/1979;Puebla",
    "Lista nominal: Rebeca Uribe Salas, CIC 204418377",
    "Tomás Ríos Vega, RFC sin homoclave RIVT610303",
    "RIOS;TOMAS;72897312343;2024-11",
    "Uribe Salas;Rebeca;2221457788;activa",
    "Rebeca Uribe · 22.21.45.77.88 · tarde",
    "Tomás Ríos Vega (222) 145.7788",
    "call Rebeca at 2221457788 tonight",
    "Escríbele a Tomás Ríos: trios88(a)gmail.com",
    "Escríbele a Rebeca Uribe: rebeca.uribe en gmail punto com",
    "Dutch passport KR4PT7216 of Rebeca Uribe Salas",
)
K(
    "person-forms-keeper-15",
    "prose",
    "Publicado el 3 de marzo (2021) en la sección de ciencia",
    "Edad: 44 (ver anexo 3)",
    "Versión 2.1, b. 2024-01-05 build",
    "Ventas;Norte;14/02/2019;meta",
    "El CIC 204418377 del curso de verano",
    "RFC sin homoclave: XAXX010101",
    "Producto;Cantidad;72897312343;2024",
    "call Support at 2221457788",
    "opción (a) ejemplo.com",
    "trabajo.final en casa punto com",
    "Passport photo SPECIFICATION",
)

# Personal: home addresses in forms people write (a rural "domicilio conocido", a
# highway's kilometre before an ejido, an Infonavit estate, a housing unit's building and
# flat, Cancún's supermanzana, a form's fields "calle:"/"colonia:", an English street
# with a direction and an ordinal, a person who moved there, a natural person's fiscal
# address). Keepers: a company's fiscal address, a company on a highway, a place where
# someone waits.
P(
    "address-forms-15",
    "prose",
    "Beneficiario: Tomás Ríos Vega, Domicilio conocido, Rancho Los Sauces, Ixmiquilpan, Hgo.",
    "Apicultora: Rebeca Uribe Salas — Carretera Estatal 12 km 8.5, Ejido San Lucas, Tepic",
    "Tomás Ríos (domicilio): Circuito 3 de Jade #14, Infonavit El Rosario, Tepic",
    "Vecino: Tomás Ríos Vega, Edif. 12 Depto. 301, U.H. Vicente Guerrero, Iztapalapa",
    "Entregar a Rebeca Uribe: SM 23 Mz 8 Lt 14, Calle Caoba, Cancún, Q. Roo",
    "nombre: Tomás Ríos Vega | calle: Jacarandas 812 | colonia: Las Fuentes | cp: 72110",
    "Ship to: Rebeca Uribe Salas, 220 E 14th St Apt 3C, New York, NY 10003",
    "Tomás: ya me mudé, ahora vivo en C. Fresno 77, Col. Jardines, Puebla",
    "Factura a persona física Rebeca Uribe Salas, domicilio fiscal Calle Roble #45 Int. 2, "
    "Col. Centro, C.P. 72000",
)
K(
    "address-forms-keeper-15",
    "prose",
    "Grupo Delta, S.A. de C.V., domicilio fiscal Calle Roble #45 Int. 2, Col. Centro, C.P. 72000",
    "Empresa Transportes Lupe: Carretera Estatal 12 km 8.5, Ejido San Lucas, Tepic",
    "Estoy en Av. Reforma 222, Col. Juárez esperando el camión",
)

# Personal: provider account ids by where each provider's URL puts them, Stripe's ids
# with no digit, a key with a `_gid`/`_uuid` suffix, a GCP project in its error, a
# tenant's id after the word. Keepers: the providers' own pages, a camel-case name.
P(
    "account-id-15",
    "prose",
    "https://581224093317.signin.aws.amazon.com/console",
    "https://qzxkvbnmlpoiuytrewqa.supabase.co/rest/v1/pedidos",
    "https://supabase.com/dashboard/project/qzxkvbnmlpoiuytrewqa/settings",
    "https://dash.cloudflare.com/9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e/home",
    "GET https://api.atlassian.com/ex/confluence/6f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f/wiki",
    "https://api.airtable.com/v0/appQw3Er5Ty7Ui9Op/Pedidos",
    "POST https://sandbox-api.openpay.mx/v1/mzxq81kd0pl2vn3b7c4w/charges",
    "billing: billingAccounts/0A1B2C-3D4E5F-6A7B8C",
    "POST /app/installations/48812907/access_tokens",
    '{"shop": "casa-ruiz-7731.myshopify.com"}',
    '{"customer": "cus_QwErTyUiOpAsDf"}',
    '{"team_gid": "1204419983712"}',
    "Search API has not been used in project ventas-mx-4471 before",
    "O tenant ten_k8q2vx7mw3 excedeu a cota",
)
K(
    "account-id-keeper-15",
    "prose",
    "Ver https://supabase.com/dashboard/projects para empezar",
    "https://dash.cloudflare.com/login",
    "acct_settingsPanelOpen",
    "Total of the account: 88123344",
    "const sb = supabase.createClient('https://qzxkvbnmlpoiuytrewqa.supabase.co', anonKey)",
)


# --- round 16: form classes the sixteenth corpus showed (written anew) ----------------

# Keepers: a help text's placeholder phone (a counting run after the area code), the
# SAT's published sample RFC in a guide, Paddle's client-side token and Mercado Pago's
# public key in a browser bundle's variable or the page's own SDK call. Personal and
# secrets: the same shapes that are no sample (an unpublished RFC, a number that does not
# count, a server's variable).
K(
    "samples-keeper-16",
    "prose",
    "Escribe tu celular a 10 dígitos, ejemplo: 33 1234 5678",
    "Formato esperado (ejemplo): 8187654321",
    "Ejemplo de RFC de persona física: CACX7605101P8",
    "NEXT_PUBLIC_PADDLE_CLIENT_TOKEN=test_" + tok("r16-pdl", 27, _HEX),
    "const mp = new MercadoPago('APP_USR-0b6e2f1a-4c3d-4e5f-8a9b-1c2d3e4f5a6b');",
    "REACT_APP_MERCADOPAGO_PUBLIC_KEY=TEST-0b6e2f1a-4c3d-4e5f-8a9b-1c2d3e4f5a6b",
)
P(
    "samples-16",
    "prose",
    "Celular de Marisol Quintero Ávila: 33 1234 5678",
    "Ejemplo de contacto: Arturo Benítez Lara, 8171946620",
    "RFC de Arturo Benítez Lara: BELA8104123K7",
)
S(
    "samples-secrets-16",
    "prose",
    "PADDLE_CLIENT_TOKEN=live_" + tok("r16-pdl2", 27, _HEX),
    "MERCADOPAGO_PUBLIC_KEY=APP_USR-0b6e2f1a-4c3d-4e5f-8a9b-1c2d3e4f5a6b",
    "VITE_PADDLE_API_KEY=pdl_live_apikey_" + tok("r16-pdl3", 40),
    "Llave de Mercado Pago para el worker: APP_USR-0b6e2f1a-4c3d-4e5f-8a9b-1c2d3e4f5a6b",
)

# Secrets: a key after a hyphenated service's name and a colon, Openpay's key with any
# lower-case letter, a credentials row's secret after its key's id. Keepers: the same
# row with a word, an order's code after a hyphenated word.
S(
    "secret-forms-16",
    "prose",
    "// llave vieja sendgrid-mx: " + tok("r16-sg", 36, "abcdefghijklmnopqrstuvwxyz0123456789"),
    "sk_" + tok("r16-op", 32, "abcdefghijklmnopqrstuvwxyz0123456789") + " es la de Openpay",
    "staging,key_7,Q" + tok("r16-row", 31),
    "client-12,Xy" + tok("r16-row2", 30) + ",2026-04-01",
)
K(
    "secret-forms-keeper-16",
    "prose",
    "clave de-pedido: A1B2C3D4E5F6A7B8C9D0E1F2A3",
    "staging,key_7,ThisIsOnlyTheNameOfAColumn",
    "sk_" + "abcdefghijklmnopqrstuvwxyzabcdef",
)

# Personal: LFPDPPP's sensitive data tied to a person (a diagnosis, a status, a
# pregnancy, a disability, a belief, a union) and a person's records (a plate, a VIN, a
# licence, an enrolment number, a bank account named as such, a salary, a precise
# location, a client's IP in a forwarding header or a user's login). Keepers: the same
# words about no one, a professional's specialty, an institution, a company's account, a
# minimum wage, private and documentation addresses.
P(
    "sensitive-16",
    "prose",
    "Paciente Marisol Quintero Ávila — diagnóstico: hipertensión arterial crónica",
    "Arturo Benítez Lara vive con VIH desde 2019",
    "Mi hija tiene epilepsia y toma valproato",
    "Nota de RR. HH.: Marisol Quintero está embarazada, ajustar turnos",
    "Empleado Arturo Benítez Lara: discapacidad visual, requiere lector de pantalla",
    "Religión: católica — Marisol Quintero Ávila",
    "Arturo Benítez Lara, sindicalizado desde 2010",
)
K(
    "sensitive-keeper-16",
    "prose",
    "La hipertensión arterial afecta a uno de cada cuatro adultos en México.",
    "El Dr. Arturo Benítez, especialista en VIH, atiende los jueves.",
    "Clínica de Epilepsia del Hospital Civil",
    "Parroquia Católica de San Marcos: misa a las 8",
    "Campaña de detección de diabetes en Tlaquepaque",
)
P(
    "records-16",
    "prose",
    "Auto de Marisol Quintero Ávila: Mazda 3 rojo, placas UPT-73-18",
    "Arturo Benítez Lara, NIV 1HGCM82633A004352",
    "Licencia de manejo de Marisol Quintero: B09817263",
    "Alumna Marisol Quintero Ávila, matrícula 2193044781",
    "Transferir a Arturo Benítez Lara, cuenta Santander 6582019347",
    "Salario de Marisol Quintero: $27,300.00 mensuales",
    "ubicación de la usuaria Marisol Quintero: 20.674512,-103.387201",
)
P(
    "client-ip-16",
    "header",
    ("X-Forwarded-For", "187.141.22.96, 172.16.0.4"),
    ("True-Client-IP", "200.57.130.11"),
)
P(
    "client-ip-log-16",
    "prose",
    "sesión iniciada: usuario=mquintero desde 177.228.91.40",
)
K(
    "records-keeper-16",
    "prose",
    "El salario mínimo general es de $278.80 diarios",
    "Cuenta BBVA de Distribuidora Norte S.A. de C.V.: 6582019347",
    "Placa conmemorativa del centenario, 1921-2021",
    "Matrícula 2025: 3,400 alumnos",
    "Oficinas: 20.674512,-103.387201",
    "Servidor de pruebas en 203.0.113.44",
    "Dra. Marisol Quintero Ávila, matrícula profesional 4418203",
)
K(
    "records-keeper-header-16",
    "header",
    ("X-Forwarded-For", "10.20.30.40, 192.168.1.9"),
    ("X-Real-IP", "198.51.100.23"),
)

# Personal: a person's phone after who they are to the writer in parentheses, an
# address in a map's link or a form's body (URL-encoded), a birth date in a comma row
# after "registro", an obfuscated e-mail with spaced `_at_`/`_dot_`. Keepers: an order's
# folio in parentheses, a search's `q=`, a sales row.
P(
    "person-forms-16",
    "prose",
    "Contacto: Arturo Benítez Lara (hermano) 3319462280",
    "Casa de Marisol Quintero: https://maps.google.com/?q=Calle+Jacarandas+812+Col.+Las+Fuentes+Zapopan",
    "POST /alta nombre=Arturo+Benitez&domicilio=Av.+Hidalgo+45+Col.+Centro+CP+44100",
    "registro: Quintero Ávila,Marisol,03.11.1984,Zapopan",
    "Marisol Quintero <marisol.quintero _at_ hotmail _dot_ com>",
)
K(
    "person-forms-keeper-16",
    "prose",
    "Pedido de Arturo Benítez (folio) 3319462280",
    "https://www.google.com/search?q=Calle+Jacarandas+812+Col.+Las+Fuentes",
    "registro: Ventas,Norte,03.11.2019,meta",
)

# Account ids by where providers' URLs put them: a Pinecone index's project, an Azure
# OpenAI resource, an Auth0 tenant; a random id after an account prefix with no digit;
# an id key opening a string. Keepers: the providers' own and sample hosts.
P(
    "account-id-16",
    "prose",
    "https://facturas-ix-k2m9q7x.svc.us-east1-gcp.pinecone.io/query",
    "AZURE_OPENAI_ENDPOINT=https://ventas-norte-oai.openai.azure.com/",
    "issuer: https://tienda-mx-prod.us.auth0.com/",
    "plan de sub_QwErTyUiOpAsDfGh activo",
    '{"cfg": "merchant_id: 88120344"}',
)
K(
    "account-id-keeper-16",
    "prose",
    "Descarga el SDK de https://cdn.auth0.com/js/auth0/9.23/auth0.min.js",
    "Endpoint: https://your-resource-name.openai.azure.com/",
    "Ver https://docs.pinecone.io/guides/indexes",
    "org_settingsPageTitle",
    '{"cfg": "tenant_id: 00000000-0000-0000-0000-000000000000"}',
)


# --- round 17: form classes the seventeenth corpus showed (written anew) ----------------

# Keepers: PostHog's project key in a browser bundle's variable and in posthog.init (public
# by design), a password famous as an example and a placeholder passport number on a
# line that calls them samples. Secrets and personal data: the same values with no
# sample's word, PostHog's personal key, a project key in a server's variable.
K(
    "samples-keeper-17",
    "prose",
    "VITE_POSTHOG_KEY=phc_" + tok("r17-phc", 43),
    "posthog.init('phc_" + tok("r17-phc2", 43) + "', {api_host: 'https://us.i.posthog.com'})",
    "La contraseña correcthorsebatterystaple es el ejemplo de xkcd, no la uses",
    "Número de pasaporte (ejemplo del formulario): X11111111",
)
S(
    "samples-secrets-17",
    "prose",
    "POSTHOG_PROJECT_KEY=phc_" + tok("r17-phc3", 43),
    "NEXT_PUBLIC_POSTHOG_KEY=phx_" + tok("r17-phx", 43),
    "DB_PASSWORD=Tr0ub4dor&3",
)

# Secrets: an environment after an adjective ("clave provisional de producción: …"), a
# credentials export's row (environment, service, key), a public key assigned unquoted in
# a server's settings, a password with a percent sign, the password flag of sshpass and
# redis-cli, a Postman key with mixed case. Keepers: a CSV row with no key-like cell, a
# public key in a quoted JS literal handed to its SDK, a Windows variable.
S(
    "secret-forms-17",
    "prose",
    "// clave provisional de producción: " + tok("r17-prov", 28),
    'staging,algolia-admin,"' + tok("r17-csv", 32) + '",2025-11-30',
    "payments.stripe_publishable = pk_live_" + tok("r17-pk", 40) + "  # config/prod.ini",
    "SMTP_PASSWORD=qR7%" + tok("r17-pct", 10) + "%z",
    "sshpass -p " + tok("r17-ssh", 14) + " scp backup.tgz ops@192.0.2.44:/srv",
    "redis-cli -h cache.interno -a " + tok("r17-redis", 20) + " PING",
    "PMAK-" + tok("r17-pmak", 24, _HEX) + "-" + tok("r17-pmak2", 34),
)
K(
    "secret-forms-keeper-17",
    "prose",
    "prod,ventas,2024-01-01,1250,cerrado",
    "const stripe = Stripe('pk_live_" + tok("r17-pk2", 40) + "');",
    "set PATH=%APPDATA%\\bin;%PATH%",
    "test,Inventario,AbCdEfGhIjKlMnOpQrStUvWx,2025-01-01",
)

# Personal: the other sensitive categories tied to a person (a union, a party, an
# origin, a genetic result, a fingerprint, a criminal record, a conscientious objection, a
# blood type, a pregnancy), a person's money (a debt, a balance, a bureau's score, an
# inherited property), an IBAN (mod 97), a bank account with its bank after it, a
# client-IP field, an access log's client, a last access from an address, Uruguay's
# C.I. (check digit), a C.C. after a record's field, INE numbers as a field's part and
# the credential named after the number, a passport of digits and a letter, addresses as
# CSV cells, in a vCard, "domicilio conocido", a map's link, a doubled @ and a joined
# `_at_`, a singular "cumpleañero", an encyclopedia's (place, date), a Slack mention, a
# plate by a parking's word. Keepers: the same words about no one.
P(
    "sensitive-17",
    "prose",
    "Rogelio Anaya Treviño, agremiado al sindicato ferrocarrilero desde 2001",
    "Consuelo Ibarra Lugo es militante del partido desde 2015",
    "Expediente de Tadeo Villaseñor Ríos: afrodescendiente, hablante de zapoteco",
    "Análisis de ADN de Consuelo Ibarra Lugo: portadora de la mutación BRCA2",
    "Alta en el checador: huella dactilar de Rogelio Anaya Treviño capturada",
    "Tadeo Villaseñor Ríos cuenta con antecedentes penales por fraude",
    "Consuelo Ibarra Lugo es objetora de conciencia",
    "Rogelio Anaya Treviño — grupo sanguíneo A positivo",
)
K(
    "sensitive-keeper-17",
    "prose",
    "El sindicato de telefonistas anunció un paro de labores el lunes.",
    "El análisis de ADN ambiental permite estimar la biodiversidad de un río.",
    "La carta de antecedentes penales se tramita en línea en la fiscalía.",
    "Según el INEGI, 7.3 millones de personas son hablantes de lengua indígena.",
)
P(
    "patrimony-17",
    "prose",
    "Tadeo Villaseñor Ríos adeuda $48,200.00 al cierre de marzo",
    "Saldo disponible de Consuelo Ibarra Lugo: $7,915.30",
    "Reporte de buró de crédito de Rogelio Anaya Treviño: score 701",
    "Consuelo Ibarra Lugo heredó la casa, cuenta predial 041-118-07-223",
)
K(
    "patrimony-keeper-17",
    "prose",
    "La deuda pública federal cerró el año en $17 billones.",
    "El saldo promedio de las cuentas de ahorro subió 4% en 2024.",
)
P(
    "bank-17",
    "prose",
    "Transferir el reembolso a la cuenta de Leonor Cárdenas Ruiz: DE47 3704 0044 0532 0130 77",
    "IBAN FR14 2004 1010 0505 0001 3M02 606 (titular: Tadeo Villaseñor Ríos)",
    "Cuenta de nómina 6120448391 de Consuelo Ibarra Lugo",
    "Depositar a la cuenta 4408129377 de Santander, titular Rogelio Anaya Treviño",
)
K(
    "bank-keeper-17",
    "prose",
    "IBAN de ejemplo con dígitos de control erróneos: DE00 3704 0044 0532 0130 77",
)
P(
    "user-ip-17",
    "prose",
    '"remote_addr": "201.141.77.19"',
    '201.141.77.20 - lcardenas [12/Feb/2025:08:15:00 -0600] "POST /login HTTP/1.1" 302 0',
    "Último ingreso de Tadeo Villaseñor Ríos desde 201.141.77.21",
)
K(
    "user-ip-keeper-17",
    "prose",
    '"client_ip": "10.20.30.40"',
    '192.168.0.10 - - [12/Feb/2025:08:15:00 -0600] "GET /health HTTP/1.1" 200 2',
)
P(
    "foreign-id-17",
    "prose",
    "Cédula uruguaya de Leonor Cárdenas Ruiz, C.I. 3.912.457-4",
    '"alta": "C.C. 1.032.448.190 — Tadeo Villaseñor Ríos"',
    "Pasaporte hondureño 48201937E de Rogelio Anaya Treviño",
)
K(
    "foreign-id-keeper-17",
    "prose",
    "C.I. 3.912.457-5 (dígito verificador inválido)",
)
P(
    "ine-17",
    "prose",
    "ine_cic: 204817365 (Consuelo Ibarra Lugo)",
    "Folio OCR 4410298376551 de la credencial INE de Tadeo Villaseñor Ríos",
)
P(
    "address-17",
    "prose",
    'Leonor,Cárdenas,"Priv. Los Fresnos 88","Col. Jardines del Sur",76148,Qro.',
    "ADR;TYPE=home:;;Calle Mina 1207;Guadalajara;Jal.;44200;México",
    "Tadeo Villaseñor Ríos, domicilio conocido, San Isidro Mazatepec",
    'Casa de Leonor Cárdenas: <a href="https://maps.google.com/?q=Av+Juarez+455+Col+Centro+Zapopan">mapa</a>',
)
K(
    "address-keeper-17",
    "prose",
    "ADR;TYPE=WORK:;;Av. Vallarta 6503;Zapopan;Jal.;45010;México",
    '<a href="https://www.google.com/maps/place/Catedral+de+Guadalajara">Catedral</a>',
)
P(
    "contact-17",
    "prose",
    "Escríbele a Leonor Cárdenas: lcardenas77@@outlook.com (borra una arroba)",
    "Tadeo Villaseñor Ríos — tvilla.rios _at_ hotmail.com",
    "Cumpleañero de la semana: Rogelio Anaya Treviño — 21.11.1983",
    "Consuelo Ibarra Lugo (Morelia, 3 de abril de 1978) es una escritora mexicana.",
    "Estacionamiento de residentes: JKL-42-17 (Leonor Cárdenas Ruiz, casa 14)",
)
P(
    "account-id-17",
    "prose",
    "<@W8Q4M2N7XK> revisó el PR",
)
K(
    "contact-keeper-17",
    "prose",
    "Festival de Cine (Morelia, 3 de abril de 2024) anuncia su programa.",
    "Síguenos en @UNAM_Mexico y @UDGVirtual",
)


# --- round 18: form classes the eighteenth corpus showed (written anew) ----------------

# Personal: a header row naming a birth-date column before the row that holds it (the
# header's "fecha" is the date's label, not another date's word); a housing estate
# written "Unidad Hab." in a row's cells; the speaker's own home shared for an occasion
# named by an establishment's word ("mi casa para el club …"); a client IP under a
# Spanish field name; an indigenous language spoken, by its people's name or INALI's; a
# property's folio real in the public registry; a person named by their role in a record
# (a beneficiary, an interviewee, a tenant). Keepers: a header with no birth column, a
# shop's row, a hotel's map link for an occasion, a private client IP, speakers of a
# language as a job's requirement, a park's folio real.
P(
    "records-18",
    "prose",
    "clave,nombre_completo,fecha_de_nacimiento,plantel | 18,Florencia Medina Cortés,22/10/1987,Norte",
    "inquilina,calle,colonia,cp | Graciela Tepatl Ochoa,Cerrada Fresno 7,Unidad Hab. Ejército de Oriente,09230",
    "Les comparto mi casa para el club de lectura: "
    "https://maps.google.com/?q=Privada+Cedro+21+Col.+Jardines+del+Valle+76100+Querétaro",
    "evento=acceso ip_usuario=189.203.44.17 resultado=ok",
    "direccion_ip_cliente: 177.229.10.8",
    "Rosalía Méndez Cruz, hablante de tojolabal, nació en Las Margaritas",
    "Entrevistado: Tlacaelel Ahuatzi Cuaxiloa, hablante de hñähñu desde la infancia",
    "Casa habitación de Rosendo Quiroga Leal, folio real electrónico 00987654",
    "Beneficiary: Tlacaelel Ahuatzi Cuaxiloa — IBAN IT12 X030 6909 6061 0000 0417 329",
)
K(
    "records-keeper-18",
    "prose",
    "clave,evento,fecha_alta,sede | 18,Florencia Medina Cortés,22/10/2019,Norte",
    "sucursal,calle,colonia,cp | Farmacias del Centro,Calle Nogal 58,Unidad Hab. Los Álamos,54030",
    "Te paso la ubicación del hotel para la boda: "
    "https://maps.google.com/?q=Av.+Constituyentes+115+Col.+Centro+76000+Querétaro",
    "ip_usuario=192.168.1.20 (red interna)",
    "Se buscan intérpretes hablantes de tojolabal para el juzgado de Comitán.",
    "El RPP asigna un folio real a cada inmueble; el del parque municipal es folio real 4471233.",
)

# --- round 19: form classes the nineteenth corpus showed (written anew) ----------------

# Personal: a user's address "from the IP …", a handle's address in parentheses, a
# client-IP header named in prose before its client; pay by its document (a severance, a
# Christmas bonus, a payslip); a loan, a property owned or valued, an inheritance whose
# amount follows other figures; a plate spaced as on the plate after "placas de
# circulación"; a suicide attempt, a conversion to a religion, a union's local or section,
# a party's donor or voter, an ethnic self-identification; "FN" before a birth date with no
# colon; a given name, a short surname the gazetteer lacks and a known surname. Account
# ids: a processor's payer, a store's Admin API host, a mailing list in its API's path, a
# platform's user as a message's author, an Algolia application in its header, a prefixed
# id of random letters. Secret: a bare key echoed by an error that rejects it.
P(
    "records-19",
    "prose",
    "El alumno Ernesto Galindo Paz inició sesión desde la dirección IP 201.141.77.30",
    "Leticia Barrios Ocampo posted from IP 177.238.12.91 yesterday",
    "reply from @lety_barrios (2806:2f0:9021:14a0::7): gracias por la info",
    "X-Real-IP de la clienta Renata Solís Ugalde: 189.145.200.18",
    "Aguinaldo de Teodoro Lira Vázquez: $18,340.50 netos",
    "Payslip for Marisela Quintana Rojas, gross $52,900.00, net $44,100.00",
    "Gilberto Santana Roa took out a loan of $120,000 from his credit union",
    "Araceli Fuentes Mora owns a condo valued at US$340,000",
    "Herencia para Benito Cárdenas Solís: 3 locales comerciales y $950,000 en pagarés",
    "Dueña: Rebeca Ortiz Lamas, placas de circulación HJK 512 C, modelo 2019",
    "Gonzalo Rivas Medina se convirtió al islam en 2019",
    "Mariana Lozano Paz, agremiada de la sección 9 de la CNTE",
    "Joaquín Herrera Solís milita en el Partido del Trabajo",
    "Fidel Cano Uc self-identifies as Indigenous (Mixtec)",
    "Renata Solís Ugalde fue hospitalizada tras un intento de suicidio",
    "Ana Cristina Moura faz tratamento de câncer de pulmão",
    "Ximena Tapia Lomelí, FN 03-11-88, grupo B",
    "Marcela Uc Ramírez votó desde la IP 187.190.33.4",
)
P(
    "account-id-19",
    "prose",
    '"payer_id": "Q7WRT3LK9ZMAB"',
    "GET https://qroshop-mx.myshopify.com/admin/api/2023-10/products.json",
    "POST https://us8.api.mailchimp.com/3.0/lists/a1b2c3d4e5/members",
    '"author_id": "1129384756102938475"',
    "X-Algolia-Application-Id: 7HQ2LZ0P4K",
    '"workspace": "user_mxqzrtvkplhd"',
)
S(
    "secret-forms-19",
    "prose",
    "Error 401: key 9QfZ2kLmV7xW3pRt8YbN4cJh6DsA1uEo was revoked by the provider",
)
K(
    "records-keeper-19",
    "prose",
    "Nuestro servidor responde desde la IP 10.0.4.12 (red interna)",
    "X-Real-IP del balanceador: 192.168.0.1",
    "El aguinaldo mínimo por ley equivale a 15 días de salario",
    "Préstamos a PyMEs de hasta $500,000 con tasa preferencial del banco",
    "Las placas de circulación del Edomex usan el formato ABC 123 D",
    "El islam es la segunda religión con más fieles en Francia",
    "Proporción de trabajadores sindicalizados: 12.1% de la población ocupada",
    "Población que se declara católica: 77.7% del total",
    "cache key 8d3f6a2b9c0e1f4a7b5c2d8e9f0a1b3c4d5e6f7a is invalid, recomputing",
    '"author_id": "5521"',
    '"project": "proj_documentation"',
)
K(
    "contact-keeper-19",
    "prose",
    "Orientación gratuita: asesorias@cndh.org.mx",
    "TEL;TYPE=VOICE,WORK:+52 81 8345 2200",
    "TEL;TYPE=work:33 3615 4400",
    "Pago de derechos: CLABE 002516172247923632 del Ayuntamiento",
    "Proveedor Laboratorios Clínicos Ávila: CLABE 072 436 34746917024 7",
    "Número de seguridad social: 11111111111 (formato)",
    "Token público de Mapbox para el mapa: pk.eyJ1IjoibWFwYXMiLCJhIjoiY2xhYmMxMjMifQ.Zx9QwErTyU",
    "mapbox public access token: pk.eyJ1IjoibWFwYXMiLCJhIjoiY2xhYmMxMjMifQ.Zx9QwErTyU",
)

# --- round 20: form classes the twentieth corpus showed (written anew) ----------------

# Personal: a people named after "pueblo"/"origen"/"comunidad" (es/pt/en), a gender
# identity, a detention or a prison, a member's church; a record's bare "ip" field beside
# a name or a user, a user's address ending a sentence; pay by "percepción" and other
# words, a payroll row's amount before its period; savings and investments, a person's
# assets after their label; a whole date after a name in parentheses or after a colon;
# Argentina's "domicilio real" with "piso … dto."; a row's two-letter country before a
# passport. Account ids: a prefixed UUID, a platform user's snowflake in prose. Keepers:
# a company's CLABE with its bank in parentheses, a test card on a placeholder's line, and
# the same words about no one.
P(
    "records-20",
    "prose",
    "Karla Núñez Bravo es miembro de la Iglesia Pentecostal de su colonia",
    "Tomás Reyes Lara, de origen zapoteca, solicita apoyo para útiles",
    "Laura Pérez Gil is of Zapotec descent and speaks Spanish at home",
    "Joana Silva Costa pertence ao povo guarani, segundo a ficha",
    "Daniel Ortiz Ruiz se identifica como persona no binaria",
    "Kevin Brown Miller was arrested for burglary in 2021",
    "Raúl Soto Vega fue vinculado a proceso por fraude",
    '{"user": "mlopez", "ipAddress": "189.145.200.18", "action": "login"}',
    "last_ip=201.141.77.30 user=jrosas",
    "La reseña de Marcos Peña Gil se envió desde la IP 187.190.33.41.",
    "Remuneración de Tomás Rivera Gil: $41,000.00 mensuales",
    "Paula Gómez Rey | Contadora | $32,000.00 | Mensual",
    "Kevin Brown Miller, monthly pay $6,200.00",
    "Patrimonio de Jorge Ruiz Paz: departamento en Polanco y un auto 2022",
    "Mario Pérez Gil invested $80,000 in a retirement fund",
    "Rosa Díaz Ortega tiene ahorros por $95,000 en su Afore",
    "Tomás Herrera Lugo (March 12, 1958), retired teacher from Puebla",
    "Inés Salas Ruiz (07/11/1963), socia fundadora de la cooperativa",
    "Domicilio real de Itzel Sánchez Díaz: Av. Santa Fe 2450, piso 7 dto. C, C1123 CABA",
    "Laura Pérez Gil;MX;G12345678;14/05/2031",
    "Emily Carter|US|531234567|2029-03-01",
)
P(
    "account-id-20",
    "prose",
    '"tenant_id": "org-9ab8c123-4de5-4678-a9b0-1c234de56789"',
    "ID de usuario de Discord: 112938475610293847",
    '"steam_id": "76561198012345678"',
)
K(
    "records-keeper-20",
    "prose",
    "La prisión preventiva oficiosa creció 20% en 2023",
    "El Museo del Pueblo Maya abre de martes a domingo",
    "Visita el Centro Cultural del Pueblo Mixteco en Tlaxiaco",
    "Día internacional de la visibilidad trans: marcha en Reforma",
    '{"service": "cdn-edge", "ip": "151.101.1.69", "region": "mx"}',
    '{"name": "Rubén Martínez López", "ip": "10.0.4.12"}',
    "Puesto,Analista Sr,$18,540.25,Quincenal",
    "Plan Básico,$199.00,Mensual",
    "Inversión en CETES desde $100 con Cetesdirecto",
    "Bienes raíces: casas y terrenos en Valle de Bravo",
    "Patrimonio de la empresa: terrenos de 2 ha en Apaseo",
    "Por Laura Pérez Gil (3 de mayo de 2024), corresponsal",
    "Frida Kahlo (6 de julio de 1907 - 13 de julio de 1954), pintora",
    "Alan Turing (June 23, 1912 – June 7, 1954), mathematician",
    "Sucursal Palermo: Av. Santa Fe 2450, piso 7, C1123 CABA",
    "Los Angeles,CA,90012,2030-11-02",
    "Emily Carter,US,531234567,activo",
    "Request id 112938475610293847 processed in 30 ms",
    "org-abcdefgh-ijkl is the docs org",
)
K(
    "contact-keeper-20",
    "prose",
    "Pagos a Ferretería La Palma (Banorte): CLABE 012 977 46871252340 2",
    "Depósitos: Fundación Ayuda Mutua, A.C. (Banco Azteca) cuenta CLABE 012977468712523402",
    "Tarjeta de relleno para el formulario: 4242 4242 4242 4242",
    "mock card number 4111-1111-1111-1111",
)
P(
    "contact-20",
    "prose",
    "Reembolso a Ana López Ruiz (BBVA) CLABE 012 977 46871252340 2",
)

# --- round 21: form classes the twenty-first corpus showed (written anew) -------------

# Personal: an addiction and its treatment, a pregnancy's follow-up, a mental-health
# disorder, a disability (es/en/pt); a declared origin or colour; a union's dues, local or
# steward; a past conviction; coming out; Afro-Brazilian and Caribbean religions and
# spiritism; a debtor's standing (a bureau's listing, a default); pay in a currency's code
# or after other digits; a log's bare `ip=` pair or "IP:" beside a user; an RFC or a CURP
# whose label names its holder (`rfc_receptor=`, "CURP del trabajador"). Secrets: a key
# named by its lifetime or use, a vendor's key with its marker between hyphens. Keepers:
# the same words about no one, a sample public key the reader is told to replace.
P(
    "records-21",
    "prose",
    "Marisol Peña Ríos lleva 3 años sobria y asiste a Alcohólicos Anónimos",
    "Expediente de Raúl Soto Vega: trastorno por consumo de alcohol, en tratamiento",
    "Kevin Brown Miller is in rehab for opioid use disorder since May",
    "Paciente Lucía Gómez Rey: 28 semanas de gestación, control prenatal mensual",
    "Joana Silva Costa está grávida de 5 meses, segundo o RH",
    "Patricia Núñez Solís tiene trastorno de ansiedad generalizada (CIE F41.1)",
    "Emily Carter Stone was diagnosed with PTSD after deployment",
    "Paulo Souza Lima, cadeirante, pediu vaga de estacionamento",
    "Tomás Reyes Lara se declaró indígena en el formulario de ingreso",
    "Laura Pérez Gil identifies as Black and Latina on the intake form",
    "Ficha de Ana Costa Reis: raça/cor: parda",
    "Rubén Ortiz Díaz paga cuota sindical quincenal al SNTE",
    "Karla Núñez Bravo — contribuição sindical descontada em folha",
    "Mario Pérez Gil is the union steward for the night shift",
    "Jorge Ruiz Paz tiene antecedentes criminales por robo (2015)",
    "Daniel Ortiz Ruiz has a prior conviction for assault",
    "Ana Costa Reis foi presa em 2019 por tráfico",
    "Kevin Brown Miller is a registered sex offender",
    "Sofía Méndez Luna salió del clóset con su familia en 2020",
    "Joana Silva Costa se assumiu bissexual aos 19",
    "Rosa Díaz Ortega es practicante de la santería desde joven",
    "Paulo Souza Lima frequenta um terreiro de umbanda",
    "Mario Pérez Gil es espírita kardecista",
    "Ana Costa Reis está negativada, nome no SPC",
    "Daniel Ortiz Ruiz defaulted on his car loan in 2022",
    "Sueldo de Tomás Herrera Lugo: MXN 45,000 mensuales",
    "Kevin Brown Miller gross pay 2024: EUR 58.000/year",
    "event=login user=mlopez ip=201.141.77.30 status=ok",
    "Usuario Rubén Martínez López, IP: 187.190.33.41, último acceso ayer",
    "rfc_receptor=puln660815s17 uso_cfdi=G03",
    "CURP del trabajador: ruoj880412hdflrs09",
)
S(
    "secret-forms-21",
    "prose",
    "backup key: " + tok("r21-backup", 32),
    "trial key for the workshop -> " + tok("r21-trial", 40),
    '{"llave": "acme-sk-' + tok("r21-acme", 32, "0123456789abcdef") + '"}',
)
K(
    "records-keeper-21",
    "prose",
    "Alcohólicos Anónimos se reúne los martes en la parroquia",
    "El trastorno de ansiedad afecta a 1 de cada 5 adultos en México",
    "Guía de control prenatal para embarazadas del IMSS",
    "La población que se declaró indígena en el censo creció 5%",
    "El candomblé es una religión afrobrasileña con orixás",
    "Cuota sindical: 1% del salario base según el contrato colectivo",
    "Teamsters Local 1932 represents 24,000 workers in San Bernardino",
    "Coming out day: charla abierta el 11 de octubre",
    "A inadimplência das famílias subiu 3% em março, segundo a Serasa",
    "La cartera vencida del banco creció 2%",
    "Salario mínimo 2024: $248.93 diarios",
    "Plan Pro: USD 96,000/yr for enterprise teams",
    "server=web1 ip=151.101.1.69 region=mx",
    "Ana López Ruiz escribió sobre la comunidad queer del barrio",
    "Ana López Ruiz, Directora de Prensa, habló del Estado Islámico",
    "rfc_emisor=ABC010203XY1 (la empresa)",
)
K(
    "secret-keeper-21",
    "prose",
    "Sustituye pk_test_" + tok("r21-pk", 24) + " por tu llave publicable",
    "Replace pk_live_" + tok("r21-pk2", 24) + " with your own publishable key",
    "task-secret-manager is the name of the repository",
)


# --- round 22: form classes the twenty-third corpus showed (written anew) -------------


def _groups(value: str, size: int = 8) -> str:
    """A key written in groups separated by spaces, to be dictated."""
    return " ".join(value[i : i + size] for i in range(0, len(value), size))


# Secrets: a key split into groups by spaces (a vendor's shape from end to end, or after a
# key's noun or a word that says it was split, random as keys are); a key of a service
# named in lower case or hyphenated before a copula or a colon; a code span opening the
# value; a mailbox's, a network's or a device's "clave"/"chave"/"key" told in a sentence,
# with what it was left as. Keepers: fingerprints and checksums in groups, cards, IBANs
# in blocks, words in capitals, counts, a commit in groups, "password" itself
# as a URL's password in Spanish or Portuguese, rules about a password.
S(
    "secret-forms-22",
    "prose",
    "Por WhatsApp, en trozos: " + _groups("sk-proj-" + tok("r22-oai", 48)),
    "token in chunks so the linter won't see it: " + _groups("ghp_" + tok("r22-gh", 36), 10),
    "A senha da API, separada: " + _groups("gsk_" + tok("r22-groq", 52)),
    "la llave, dividida en grupos: " + _groups(tok("r22-plain", 40), 6),
    "clave (por partes): " + _groups(hx("r22-hexkey", 48)),
    "the token split in pieces " + _groups("xoxb-" + tok("r22-slack", 40, _HEX)) + " thanks",
    "Ya con la llave de resend era " + "re_" + tok("r22-resend", 32) + " hasta ayer",
    "A chave do cohere-prod: " + tok("r22-cohere", 40),
    "Our replicate token is `" + tok("r22-repl", 40) + "` for the demo",
    "la clave del wifi de la casa quedó como Gu4y4b4-77! por ahora",
    "a chave do email do escritório ficou como Cafe*Preto2024",
    "the key to my laptop is now Tr0mp0-Lila#9",
    "la contraseña del banco quedó en Pozole_1987$",
)
K(
    "secret-keeper-22",
    "prose",
    "Key fingerprint = " + _groups(hx("r22-fpr", 40).upper(), 4),
    "clave PGP en bloques: " + _groups(hx("r22-pgp", 40).upper(), 4),
    "SHA-256 checksum, in groups of 8: " + _groups(hx("r22-sum", 64)),
    "Este commit, partido en grupos: " + _groups(hx("r22-commit", 40)),
    "Tarjeta de prueba en bloques: 4111 1111 1111 1111",
    "IBAN en bloques: DE89 3704 0044 0532 0130 00",
    "TOKENS ARE WRITTEN HERE IN CAPITAL LETTERS FOR EMPHASIS",
    "split the words: absolute brightly cheerful",
    "DATABASE_URL=postgresql://usuario:contraseña@localhost:5432/app",
    "REDIS_URL=redis://user:senha@localhost:6379/0",
    "la contraseña debe tener 8 caracteres y quedó como requisito",
    "la clave de factura es 5f3c2a1e-8b4d-4c7a-9e2f-5d1b7a6c0e93",
    "La clave de commit es " + hx("r22-commit2", 40),
    "La llave del ambiente de pedidos es 9b2e4f71-3c8a-4d6e-a1f0-7e5c2b9d8a43",
)

# Personal: a conviction or a charge by its offence; pay by its verb and its period; a
# property by the verb that declares or owns it; a minor named with their age; a bare
# "IP <address>" beside a person; an RFC or a CURP after a label naming its holder by
# name; an NSS in fours in a row beside a name; an account id after a copula, in a definition list, in
# a vendor's group field, a provider's prefix before mixed-case letters.
# Keepers: the same words about no one, a count's label ("visits to the portal: …").
P(
    "records-22",
    "prose",
    "Reporte: Mariana Soto Lugo tiene una condena por fraude de 2018",
    "Héctor Salgado Ruiz was charged with DWI in Austin last March",
    "A Renata Moura Lima foi condenada por estelionato em 2016",
    "Patricia Lemus Vera gana $23,000 al mes en la planta",
    "Héctor Salgado Ruiz makes USD 7,200 per month plus bonus",
    "Joana Silva Costa ganha R$ 7.500 por mês",
    "Ernesto Villa Rangel declaró un terreno en Tepic y dos autos",
    "Gloria Montes Paz owns two condos in Miami Beach",
    "Paulo Souza Lima possui um imóvel em Campinas",
    "El niño Mateo Rivas Luna, de 7 años, está inscrito en segundo",
    "My daughter Sofía Herrera Gil (6 years old) is allergic to peanuts",
    "Registro: Marta Ríos Pérez — IP 189.203.14.77 — sesión abierta",
    "<dl><dt>stripe_customer_id</dt><dd>55012345</dd></dl>",
    '{"mongodb_group_id": "5f1c2a9be0d43b7a1c9e8f02"}',
    "Nuestro AWS account ID es 1234-5678-9012, pídelo a soporte",
    "The team ID is T05AB12CD3 on Slack",
    "https://console.example.dev/projects/proj_KqWzTrBmXpLn/settings",
    # a CLABE in blocks is personal (FG611), never read as a split key
    "la CLABE por partes: 002 180 701 234 567 891",
    # an RFC or a CURP typed by hand after a label that names its holder by name; an NSS
    # in fours and the rest in a row beside a name
    "O RFC pessoal do Leonel Vargas é vaml720314kq5, conforme a constância",
    "El RFC de Ana Torres Gil es tgan850101ab3 según su constancia",
    "The CURP of Luis Mora Ruiz: moru900512hdfrrs03",
    "Lorena Ibáñez Soto,7203 9184 568,alta,2024-02-01",
)
K(
    "records-keeper-22",
    "prose",
    "DUI convictions in Texas fell 12% in 2017",
    "La fiscalía pidió 12 años contra el exministro Ramiro Vela Ortiz, acusado de cohecho",
    "The average engineer earns USD 5,400 a month in Mexico",
    "La empresa declaró una casa matriz en Monterrey",
    "El niño promedio de 9 años duerme 10 horas",
    "Server edge-3 — IP 151.101.1.69 — region: mx",
    "Visitas acumuladas al portal: 8123456789",
    "Page views this month: 3312345678",
    "Acessos ao portal: 5512345678",
    "The account is 2024-ready and the workspace is 10 years old",
    "<dl><dt>hubspot_portal_name</dt><dd>Ventas</dd></dl>",
    "/projects/proj_SettingsPanel/keys",
    # an Algolia application id in a configuration's field is public (personal7's keeper;
    # only the recorded request header names the account, round 19)
    "ALGOLIA_APP_ID=QW7ZP2K9LM",
    "El RFC de la empresa es ABC850101AB3",
    "El token de sesión de Ana es vaml720314kq5",
    "Pedido,7203 9184 568,enviado",
)

# --- round 23: form classes the twenty-fourth corpus showed (written anew) -------------


def _pct(value: str, every: int = 1) -> str:
    """`value` percent-encoded, every `every`-th character (a form body's or a query
    string's escapes; 1: all of them)."""
    return "".join(f"%{ord(c):02X}" if i % every == 0 else c for i, c in enumerate(value))


def _hyphens(value: str, size: int = 8) -> str:
    """A key cut into groups joined by hyphens."""
    return "-".join(value[i : i + size] for i in range(0, len(value), size))


# Secrets: a key percent-encoded in a query string, a form body, a cookie, a path (every
# character or some; `=` itself encoded; encoded twice; an HTML character reference
# of `%`); a key cut into groups joined by hyphens after a key's noun or a split word; an
# AWS key id in 8, 8 and 4. Keepers: percent-encoded text, URLs, a UUID, an SRI hash, a
# slug, a fingerprint in hyphenated fours, a UUID after "token id".
S(
    "secret-forms-23",
    "prose",
    "redirect?next=%2Fhome&access_token%3D" + _pct("sk-proj-" + tok("r23-oai", 48), 2),
    "POST body: grant_type=client_credentials&client_secret=" + _pct(tok("r23-cs", 40), 3),
    "Cookie: session%3D" + _pct("ghp_" + tok("r23-gh", 36)),
    "GET /v1/hook/token%253D" + _pct(_pct("glpat-" + tok("r23-gl", 20), 2)),
    "callback?x=1&amp;api_key&#37;3D" + tok("r23-amp", 40),
    "la llave en pedazos: " + _hyphens("rk_live_" + tok("r23-rk", 90)),
    "a chave, dividida: " + _hyphens(hx("r23-hex", 64)),
    "token split to dodge the scanner: " + _hyphens("xoxb" + tok("r23-slk", 40), 6),
    "chave da AWS dividida: AKIA"
    + tok("r23-akid", 4, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")
    + " "
    + tok("r23-akid2", 8, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")
    + " "
    + tok("r23-akid3", 4, "ABCDEFGHJKLMNPQRSTUVWXYZ234567"),
    # a password by its short forms, with an arrow or a copula
    "pass del router → Maguey#48tzn por ahora",
    "the pw is Colibri!2291x until the audit",
    "a psw do servidor era Jabuti*7731q",
    "pwd -> Nopal$9q8w7e",
    # stop 27: a `%` that is not an escape's — part of a password, or of the user of a
    # connection string — is read as written, beside the decoded reading
    "<tr><td>Usuario</td><td>ops</td><td>Contraseña</td><td>QbTrnsWlkd%57</td></tr>",
    "MAIL_URL=smtp+tls://alertas%40correo.mx:Tzq81Lmw%35@smtp.correo.mx:587",
)
K(
    "secret-keeper-23",
    "prose",
    "https://www.google.com/url?q=https%3A%2F%2Fexample.org%2Fguia%3Fpagina%3D2&sa=D",
    "search?q=%C2%BFqu%C3%A9+es+una+api+key%3F&hl=es",
    "next=%2Fcuenta%2Fconfiguracion%2Fseguridad%2Fcontrasena",
    "item?id=550e8400%2De29b%2D41d4%2Da716%2D446655440000",
    "integrity=sha384%2DoqVuAfXRKap7fdgcCY5uykM6%2BR9GqQ8K%2FuxyWVfOsGBXQ%2BZRmyx4Td",
    "api key docs: how-to-rotate-your-api-key-safely-in-production-today",
    "key fingerprint: " + _hyphens(hx("r23-fpr", 32), 4),
    "token id: 550e8400-e29b-41d4-a716-446655440000",
    "commit split in groups: " + _hyphens(hx("r23-commit", 40)),
    "boarding pass is ready at gate 12, seat 14C",
    "the pw is the same as last year's, ask IT",
    "you pass the exam if the score is 80 percent or more",
)

# Personal: an address named as someone's before a colon; an organ's failure and its
# treatment; an indigenous people after "indígena"; a same-sex partner, an extramarital
# relation; a criminal case by its docket number (es/en/pt). Keepers: the same words
# about no one, a server's address, a law's words.
P(
    "records-23",
    "prose",
    "IP del usuario Ernesto Villa Rangel: 189.203.14.77",
    "IP address of customer Gloria Montes Paz: 201.141.22.9",
    "Endereço IP do cliente Paulo Souza Lima: 177.45.210.3",
    "Patricia Lemus Vera está en hemodiálisis desde 2021",
    "Héctor Salgado Ruiz has kidney failure (stage 4)",
    "Joana Silva Costa tem insuficiência cardíaca",
    "Marta Ríos Pérez, indígena zapoteca, solicita intérprete",
    "Renata Moura Lima vive com a companheira do mesmo sexo",
    "Mariana Soto Lugo's same-sex partner signed the consent",
    "Gloria Montes Paz tuvo una relación extramarital según el expediente",
    "Paulo Souza Lima responde ao processo criminal nº 88/2020",
    "Ernesto Villa Rangel: criminal case no. 7/2021, pending",
)
# An account id (FG504, the secrets family's rule): a provider's prefix before letters
# whose case changes as a generator's do.
S(
    "account-id-23",
    "prose",
    "GET https://api.example.dev/v2/teams/team_wQpLeRtHuKoZ/members",
    "GET https://api.example.dev/v2/teams/team_hKoiVeqRzUmT/members",
    "request_url=https://api.example.dev/v1/workspaces/ws_bOxaJiNtQeWp/usage",
)
K(
    "records-keeper-23",
    "prose",
    "IP del servidor edge-3: 151.101.1.69",
    "La insuficiencia renal crónica afecta a 1 de cada 10 adultos",
    "Kidney failure is treated with dialysis or a transplant",
    "La población indígena maya de Yucatán creció 4% según el censo",
    "El matrimonio entre personas del mismo sexo es legal en todo el país",
    "La infidelidad es la primera causa de divorcio, según la encuesta",
    "El Código Nacional regula la causa penal y sus etapas",
    "/projects/proj_iPhoneXsMax/assets",
    "proj_useStateHook is the hook's sample project",
)

# --- round 24: form classes the twenty-fifth corpus showed (written anew) -------------

# Secrets: a credential's field in a form body (its value with `#`, `!`, an escape; the
# Portuguese `senha`); a credential's XML element (a SOAP header's, with a namespace and
# attributes); a GraphQL argument bound to a variable, its value in `variables`; an
# Oracle login (`user/password@`, JDBC OCI, sqlplus); a key in a CSV cell, a log line,
# a JSON `\u` escape, an HTML character reference. Keepers: empty and masked fields, a
# placeholder element, a product key's variable, Oracle's sample login, a JDBC URL with
# no user.
S(
    "secret-forms-24",
    "prose",
    "login=ops.norte&passwd=Zq8#LmR2vTx&next=/panel",
    "usuario=rsilva&senha=Ipe!amarelo42&manter=1",
    "user=mreyes&pwd=Quetzal%2377mn&lang=es",
    "<soap:Header><wsse:UsernameToken><wsse:Username>svc-pagos</wsse:Username>"
    '<wsse:Password Type="PasswordText">Hn7$kQ2pLx9w</wsse:Password></wsse:UsernameToken>'
    "</soap:Header>",
    "<Credenciales><ApiKey>" + tok("r24-xml", 40) + "</ApiKey></Credenciales>",
    '{"query":"mutation Entrar($u:String!,$p:String!){entrar(usuario:$u,password:$p){ok}}",'
    '"variables":{"u":"ops","p":"Vq9!rTz2Lm8k"}}',
    '{"query":"query Yo($t: String!) { viewer(token: $t) { id } }","variables":{"t":"'
    + tok("r24-gql", 40)
    + '"}}',
    "sqlplus sys/Xc9#pLq2Wm7r@//db.interno:1521/PROD as sysdba",
    "jdbc:oracle:oci:app_rw/Mt4$kz9QpL2x@orcl",
    "entorno,servicio,secreto\nprod,webhook_secret," + tok("r24-csv", 36),
    "2025-02-03T17:02:11Z INFO boot ok api_token=" + tok("r24-log", 32) + " region=mx",
)
K(
    "secret-keeper-24",
    "prose",
    "login=ops&password=&remember=1",
    "user=ops&password=********&lang=es",
    "<Token>REPLACE_ME</Token>",
    '<wsse:Password Type="PasswordDigest">{digest}</wsse:Password>',
    '{"query":"query Producto($k:ID!){producto(key:$k){nombre}}","variables":{"k":"sku-4412"}}',
    "sqlplus scott/tiger@orcl",
    "jdbc:oracle:thin:@//db.example.com:1521/ORCL",
    "<PasswordPolicy>MinLength8</PasswordPolicy>",
)

# Personal: a birth date in a form body (percent-encoded, `+` for a space; es/en/pt
# field names) and after a gendered "nacido(a)"/"nascido(a)"; a phone in a form body; a
# plate, a pay and an origin in a record's field; a CFDI de nómina's amounts; an IPv6
# client of an access log; depression's clinical names; Portuguese spellings of a sexual
# orientation. Keepers: a form's other dates, a company's line in a form, a fleet, a
# documentation-range client, a pay scale, the same words about no one.
P(
    "records-24",
    "prose",
    "Solicitante Laura Chávez Núñez, nacido(a) el 14 de febrero de 1990",
    "Cliente Tiago Moreira Dias, nascido(a) em 9 de novembro de 1985",
    "nombre=Laura+Ch%C3%A1vez+N%C3%BA%C3%B1ez&fecha_nacimiento=14%2F02%2F1990&sexo=F",
    "nome=Tiago%20Moreira%20Dias&data_nascimento=09%2F11%2F1985&uf=SP",
    "name=Grace+Hill+Owens&dob=1988-07-21&plan=basic",
    "celular=55%201234%205678&nombre=Ana+Ruiz+Soto&origen=web",
    '{"propietaria":"Ramona Tello Gil","placa":"JKL-45-67","cajon":"12"}',
    '{"titular":"Olga Méndez Ríos","plate_number":"PRT-7788","color":"gris"}',
    "placa=MNB-123-D&propietario=Ram%C3%B3n+Tello+Gil&modelo=Aveo",
    '2806:2f0:a0c1:1::15 - lmorales [03/Feb/2025:17:02:11 -0600] "GET /cuenta HTTP/2" 200 88',
    "nombre=Iv%C3%A1n+Ortega+Luna&sueldo_neto=18500.00&area=almacen",
    '{"empleada":"Sofía Ramos Pinto","salario_base":"22,300.00"}',
    '<nomina12:Receptor Nombre="Sofía Ramos Pinto" SalarioDiarioIntegrado="612.40"/>',
    "Teresa Vidal Ocampo, diagnóstico: trastorno depresivo mayor",
    "Marcos Pinto Lobo trata um transtorno depressivo desde 2019",
    '{"nombre":"Elena Pérez Cruz","etnia":"zapoteca"}',
    "Rafael Nogueira Alves é bissexual, segundo o formulário",
)
K(
    "records-keeper-24",
    "prose",
    "titulo=Informe+anual&fecha_publicacion=2024%2F03%2F12&autor=Redaccion",
    "captured_at=2025-01-09T10%3A00%3A00Z&page=2&lang=es",
    "Fundada el 14 de febrero de 1990, la cooperativa cumple 35 años",
    "data de validade: 09/11/2027",
    "conmutador=800%20123%204567&empresa=Grupo+Norte+SA+de+CV&horario=9-18",
    "Flota de la empresa: unidades con placa MNB-123-D y MNB-124-D",
    '2001:db8::7 - - [03/Feb/2025:17:02:11 -0600] "GET / HTTP/1.1" 200 512',
    "tabulador: puesto=analista&sueldo_base=18500.00&nivel=N3",
    "salario_minimo=278.80&zona=general&vigencia=2025",
    '{"etnia":"no especificada"}',
    "El trastorno depresivo mayor afecta al 5% de los adultos",
    "O casamento homossexual é legal no Brasil desde 2013",
)

# --- round 25: form classes the twenty-sixth corpus showed (written anew) -------------

# Secrets: a PEM block whose lines a page or a string breaks with something other than
# a newline (`<br>`, `<br/>`, one `<p>` a line, `&lt;br&gt;` in a JSON string, `&#10;`,
# `%0A`); a MySQL client's attached `-p<password>` a person chose or a generator made of
# letters. Keepers: a guide's placeholder key between `<br>`s, a bracketed body, the
# client prompting (`-p` alone), a variable, a word.
_R25_B1 = "MIIEogIBAAKCAQEAyQ7Lp2VwZr8sXk4NtFq9HdM3bJcY6uRaE1oTgWvPz5iKx0nS"
_R25_B2 = tok("r25-pem", 64, _ALNUM + "+/")
S(
    "secret-forms-25",
    "prose",
    "<div>-----BEGIN PRIVATE KEY-----<br>"
    + _R25_B1
    + "<br>"
    + _R25_B2
    + "<br>-----END PRIVATE KEY-----</div>",
    "<p>-----BEGIN EC PRIVATE KEY-----</p><p>"
    + _R25_B1
    + "</p><p>"
    + _R25_B2
    + "</p><p>-----END EC PRIVATE KEY-----</p>",
    '{"adjunto": "-----BEGIN RSA PRIVATE KEY-----&lt;br/&gt;'
    + _R25_B1
    + "&lt;br/&gt;"
    + _R25_B2
    + '&lt;br/&gt;-----END RSA PRIVATE KEY-----"}',
    "llave=-----BEGIN OPENSSH PRIVATE KEY-----%0A"
    + _R25_B1
    + "%0A"
    + _R25_B2
    + "%0A-----END OPENSSH PRIVATE KEY-----",
    "mysqldump --single-transaction -u respaldo -pTlaloc2024x inventario > inv.sql",
    "$ mariadb -h 10.2.0.9 -u app -pqWeRtZuIoPaS tienda",
)
K(
    "secret-keeper-25",
    "prose",
    "<pre>-----BEGIN PRIVATE KEY-----<br>&lt;pega aquí tu llave&gt;<br>-----END PRIVATE KEY-----</pre>",
    "<p>-----BEGIN RSA PRIVATE KEY-----</p><p>...</p><p>-----END RSA PRIVATE KEY-----</p>",
    "mysql -u root -p inventario",
    "mysql -u root -p$DB_PASSWORD inventario",
    "mysql -u lector -pinventario -e 'show tables'",
)

# Personal: a minor named with an age or a school grade and no child's noun (es/en/pt:
# "(8 años)", ", edad 11", ", age 9", "(6 years old)", ", 7 anos", "4°A primaria",
# "3rd grade"); a pay by the payer's verb or its package ("+ prestaciones", "+ bonus"),
# an offer addressed to a named person; a declared credit and a car by its model year; a
# plate whose owner is a given name after "es de"; a surgery and a lab result; joining a
# union's local; an OCR'd scan's birth label with digits for letters. Keepers: adults'
# years of experience, an average child, a price with its tax, a job ad's pay, a
# fleet, a surgery's statistics, a union's history.
P(
    "records-25",
    "prose",
    "Hoja de taller: Sofía Ramírez Ortega (8 años), salón azul",
    "Inscritos — Diego Morales Juárez, 14 años — autorización firmada",
    "Expediente escolar: menor Camila Torres Vega, edad 11, turno vespertino",
    "Carpool list: Oliver Bennett (6 years old), pick-up at 3pm",
    "Attendance: Ethan Walker, age 9, room 4",
    "Chamada: Beatriz Carvalho Lima, 7 anos, turma B",
    "Boleta de Mateo Jiménez Castro, 4°A primaria, promedio 9.1",
    "Report card for Ava Thompson (3rd grade), reading level K",
    "la camioneta con placas RTK-552-B es de Rodrigo, ocupa el cajón 4",
    "ojo: a Mariana le pagan $ 31,200.00 mensuales desde enero",
    "Propuesta para Hugo Salas Ibarra: USD 84,000 + bonus anual",
    "Declaración de bienes de Olga Méndez Ríos: préstamo automotriz Banorte 55102938",
    "Bienes de Raúl Ortega Luna: Tsuru 2012 y un lote en Celaya",
    "Formulario de seguro — Pedro Cano Ruiz: bypass gástrico 2021",
    "Resultados de Laura Chávez Núñez: HbA1c 8.4%",
    "Mike Sullivan joined the Machinists local 751 in March",
    "N0MBRE: ROSA PEREZ LUNA  FECHA DE NAC1MIENT0: 12/03/1961",
)
K(
    "records-keeper-25",
    "prose",
    "Ponente: Laura Méndez Ríos, 15 años de experiencia en ciberseguridad",
    "Roberto Salinas Cruz, 12 years at the company, leads platform",
    "El niño promedio de 9 años duerme 10 horas",
    "Plan Premium: $ 299.00 mensuales + IVA",
    "Vacante analista: $ 25,000 mensuales + prestaciones de ley",
    "Flota: camionetas con placas RTK-552-B y RTK-553-B",
    "La cirugía bariátrica reduce la HbA1c en pacientes con obesidad",
    "The Machinists union was founded in 1888",
)

# --- round 26: structures of recorder residue the twenty-seventh corpus showed ----------
# (written anew: what a URL parameter carries, a storage dump's key, a debug page's table,
# who a field's datum belongs to; none of personal27's values, hosts or sentences)

# Secrets: an OAuth authorization code in a redirect back to the client (a `code` beside
# its `state`, or on a callback path), in a Location, a HAR `redirectURL`, a link; a
# webhook host's random segment anywhere in its path; a session token saved under a
# session's name in es/pt/en in a storage dump; a key given to a provider SDK's
# constructor by position (a UUID-shaped key too); a cookie value whose percent signs
# happen to frame three capitals; a Django debug table's password of generated letters.
_R26_CODE = tok("r26-code", 43, _ALNUM + "-_")
S(
    "secret-residue-26",
    "url",
    "https://tienda.ejemplo-app.mx/oauth/callback?state=Q7pz1&code=" + _R26_CODE,
    "https://portal.mi-clinica.mx/signin?code=" + tok("r26-code2", 32) + "&state=h3Jk9w",
    "https://app.lector-rss.io/auth/return?code=4%2F0" + tok("r26-code3", 60, _ALNUM + "-_"),
    "https://webhooks.ejemplo-crm.mx/recibir/wh_" + tok("r26-hook", 36) + "/json",
    "https://hook.eu2.ejemplo-flujos.com/v1/in/" + tok("r26-hook2", 28),
)
S(
    "secret-residue-26",
    "header",
    (
        "Location",
        "https://cuentas.ejemplo.com.br/retorno?code=" + tok("r26-c4", 40) + "&state=ab12",
    ),
)
S(
    "secret-residue-26",
    "field",
    ("redirectURL", "https://app.agenda-web.mx/api/auth/callback/google?code=" + tok("r26-c5", 48)),
)
S(
    "secret-residue-26",
    "html",
    '<pre>sessionStorage["sesion"] = "' + tok("r26-sess", 40) + '"</pre>',
    "<pre>localStorage.setItem('sessão', '" + tok("r26-sess2", 44) + "')</pre>",
    '<pre>localStorage["user_session"] = "' + tok("r26-sess3", 36) + '"</pre>',
    "<pre>Cookie: _tienda_session=ab%X2Q%cd"
    + tok("r26-ck", 90)
    + "--"
    + hx("r26-ck", 40)
    + "</pre>",
    "<table><tr><td>password</td><td>'QWEmnbRtYUIOvc'</td></tr></table>",
)
S(
    "secret-residue-26",
    "block",
    'const exa = new Exa("' + "8c1f2a7e-3b4d-4e5f-9a6b-7c8d9e0f1a2b" + '");',
    "client = Tavily('" + tok("r26-tv", 32) + "')",
    'const groq = new Groq({ apiKey: "' + tok("r26-groq", 40) + '" });',
)
K(
    "secret-keeper-26",
    "url",
    "https://tienda.ejemplo-app.mx/catalogo?code=MX&state=jalisco",
    "https://api.ejemplo-envios.mx/rastreo?code=200&state=entregado",
    "https://tienda.ejemplo-app.mx/promo?code=BUENFIN24",
    "https://tienda.ejemplo-app.mx/oauth/callback?code=YOUR_AUTHORIZATION_CODE&state=xyz",
    "https://docs.ejemplo-api.dev/guia/webhooks/configurar-un-endpoint",
    "https://hooks.ejemplo-crm.mx/docs/getting-started",
)
K(
    "secret-keeper-26",
    "html",
    '<pre>localStorage["sesion_idioma"] = "es-MX"</pre>',
    '<pre>localStorage["sessao_expira"] = "2025-03-12T10:00:00Z"</pre>',
    "<pre>sessionStorage.setItem('tema', 'oscuro')</pre>",
    "<pre>set PATH=%SYSTEMROOT%\\system32;%PATH%</pre>",
    "<table><tr><td>password</td><td>'********************'</td></tr></table>",
    "<table><tr><td>username</td><td>'mariana.lopez'</td></tr></table>",
)
K(
    "secret-keeper-26",
    "block",
    "const exa = new Exa(process.env.EXA_API_KEY);",
    'const doc = new Document("8c1f2a7e-3b4d-4e5f-9a6b-7c8d9e0f1a2b");',
    "const d = new Date('2025-03-12T10:04:11Z');",
)
# Keepers: a vendor's published sample under a field whose name says documentation
# (`docs_example`, `jwtSample`, `docs_jwt`): the value *is* the sample and its field says so.
K(
    "secret-keeper-26",
    "field",
    ("docs_example", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
    ("awsKeyExample", "AKIAIOSFODNN7EXAMPLE"),
    (
        "docs_jwt",
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gR"
        "G9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ),
)
# ... but a random key under the same field names is still a key (the value must be the
# published sample), and a live key under `example` too.
S(
    "secret-residue-26",
    "field",
    ("docs_example", "sk_live_" + tok("r26-sk", 24)),
    ("docs_jwt_sample", "ghp_" + tok("r26-gh", 36)),
)

# Personal: a user's IP by the place that names the client — the Forwarded header's
# `for=` pair alone in a recorded header's value, a CGI variable naming the remote
# address in a debug page's table or an environment dump (`REMOTE_ADDR`,
# `HTTP_X_FORWARDED_FOR`, `HTTP_CLIENT_IP`), an IPv4-mapped IPv6 client after "from";
# a belief after a religion's label on a named person's line; an Entra tenant in the
# Microsoft identity platform's path. Keepers: the documentation ranges, a proxy's `by=`,
# a server's own address, a label with nothing, the platform's shared tenants.
P(
    "records-26",
    "header",
    ("Forwarded", "for=187.141.22.93;proto=https;by=10.0.0.4"),
    ("Forwarded", 'for="[2806:10a6:3:9f1::2c]:41236";proto=https'),
)
P(
    "records-26",
    "html",
    "<table><tr><td>REMOTE_ADDR</td><td>'177.228.14.61'</td></tr></table>",
    "<table><tr><th>HTTP_X_FORWARDED_FOR</th><td>201.175.90.12</td></tr></table>",
    "<pre>HTTP_CLIENT_IP = 189.146.77.20</pre>",
    "<p>Ficha de Tomás Herrera Luna (religión: adventista del séptimo día)</p>",
    "<p>Perfil: Helena Duarte Costa (religião: espírita)</p>",
    "<p>Grace Whitfield — religion: Latter-day Saints</p>",
)
P(
    "records-26",
    "block",
    "GET /perfil 403 from ::ffff:187.190.33.4 usuario=Ramón Castillo",
    "warn: login fallido desde ::ffff:201.141.8.77 para la usuaria Julia Nava",
)
P(
    "account-id-26",
    "block",
    "MSAL authority -> https://login.microsoftonline.com/3f9e2b71-5c4d-4a8e-9b12-6d0e7f8a9c31/oauth2/token",
    "authority=https://login.microsoftonline.us/c2a4e6f8-1b3d-4f5a-8c7e-9d0b1a2c3e4f/v2.0",
)
K(
    "records-keeper-26",
    "header",
    ("Forwarded", "for=203.0.113.60;proto=https"),
    ("Forwarded", "for=unknown;by=198.51.100.17"),
    ("Forwarded", "for=10.1.2.3;proto=http"),
)
K(
    "records-keeper-26",
    "html",
    "<table><tr><td>SERVER_ADDR</td><td>'151.101.1.69'</td></tr></table>",
    "<table><tr><td>REMOTE_ADDR</td><td>'127.0.0.1'</td></tr></table>",
    "<p>Religión: católica 77.7%, evangélica 11.2% (censo 2020)</p>",
    "<p>Parroquia de San Juan (religión: católica), misa a las 9</p>",
)
K(
    "records-keeper-26",
    "block",
    "GET /salud 200 from ::ffff:127.0.0.1",
    "GET /salud 200 from ::ffff:192.0.2.44 usuario=anon",
    "authority=https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    "authority=https://login.microsoftonline.com/organizations/v2.0",
    "authority=https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0",
)

# Personal (round 26, second part): a card's number in a payment form's body beside its
# other fields (`number=`, Stripe's `card[number]=`, `+` for the spaces); an address an
# e-commerce event carries (the buyer's); a phone tagged by its word and glued before
# the `+` in a tracking parameter. Keepers: a page's `number=` with no card field, an
# event that carries the store's address, a tagged toll-free line, a lot number.
P(
    "records-26",
    "field",
    ("har_postData", "number=4915+6634+1200+7784&exp_month=11&exp_year=2028&name=Lucía Paredes"),
    ("body", "card[number]=4915663412007784&card[exp_year]=2028&card[cvc]=512"),
    (
        "beacon",
        '{"event":"begin_checkout","address":"Calle Juárez 118 int. 4, Col. Centro, C.P. 58000, Morelia, Mich."}',
    ),
)
P(
    "records-26",
    "html",
    '<a href="https://ofertas.ejemplo.mx/r?utm_medium=sms&amp;utm_term=cel_+524431234590">ver</a>',
    '<div data-ga=\'{"event":"add_shipping_info","direccion":'
    '"Av. Madero 310, Col. Centro, C.P. 58000, Morelia, Mich."}\'></div>',
)
K(
    "records-keeper-26",
    "field",
    ("query", "page=2&number=4915663412007784&per_page=20"),
    (
        "beacon",
        '{"event":"store_locator","address":"Av. Madero 310, Col. Centro, C.P. 58000, Morelia, Mich."}',
    ),
)
K(
    "records-keeper-26",
    "html",
    '<a href="https://ofertas.ejemplo.mx/r?utm_content=tel_+528007654321">línea de ventas</a>',
    '<a href="https://ofertas.ejemplo.mx/r?utm_content=lote_+524431234590">lote</a>',
)

# Personal (round 26, third part): plain possession of a property ("tiene un terreno",
# "has two condos", "tem um apartamento") and a sentence for an offence ("tiene
# sentencia por robo", "sentenced for fraud"), a person named on the line. Keepers: a
# company's land, a court's statistics.
P(
    "records-26",
    "prose",
    "Según el acta, Rosa Elena Quiroga tiene un terreno de 480 m² en Tlaxcala",
    "Mark Davidson has two condos in Tampa",
    "Consta que Ignacio Barragán tiene sentencia por robo agravado, causa 77/2021",
    "Consta que Ana Paula Ribeiro tem sentença por estelionato desde 2019",
)
K(
    "records-keeper-26",
    "prose",
    "La cooperativa tiene un terreno de 480 m² en Tlaxcala para el nuevo almacén",
    "El juzgado dictó 312 sentencias por robo en 2023",
    "The former CFO has been sentenced to two years in prison, the court said",
)

# --- round 27: structures of public-record pages and search exchanges ------------------
# (written anew for the structures personal28 and personal29 showed: a page's form field
# named by its `name` attribute, a table's row or a definition list broken over lines, a
# date in words in a name's next cell, a placeholder passport, a label's place ("en el
# portal"), a phone's groups joined by dots; none of the corpora's values or sentences)

# Secrets: a key as a form field's value, the field named by its `name` attribute
# (hidden inputs, either attribute first; a `<param>`), in a page and inside a JSON
# string that holds a page. Keepers: a CSRF field, empty and placeholder values, a
# template's variable, a form's own id.
S(
    "secret-form-field-27",
    "html",
    '<form method="post" action="/alta"><input type="hidden" name="access_token" value="'
    + tok("r27-in1", 40)
    + '"><button>Enviar</button></form>',
    '<form><input value="' + tok("r27-in2", 32) + '" type="hidden" name="client_secret"></form>',
    '<object data="/visor.swf"><param name="apikey" value="' + tok("r27-in3", 36) + '"></object>',
)
S(
    "secret-form-field-27",
    "field",
    (
        "widget_html",
        '<input type="hidden" name="secret_key" value="sk-' + tok("r27-in4", 48) + '">',
    ),
)
K(
    "secret-form-field-keeper-27",
    "html",
    '<form><input type="hidden" name="csrf_token" value="' + tok("r27-k1", 40) + '"></form>',
    '<form><input name="api_key" value="" placeholder="Pega aquí tu API key"></form>',
    '<form><input name="api_key" value="YOUR_API_KEY"></form>',
    '<form><input type="hidden" name="token" value="{{ csrf_token }}"></form>',
    '<form><input type="hidden" name="form_id" value="contacto_2024"></form>',
    '<form><input type="hidden" name="_wpnonce" value="' + hx("r27-k2", 10) + '"></form>',
)

# Personal: a table's row or a definition list written over two lines (the name or the
# label in one cell, the datum in the next line's cell), and a date in words in the cell
# after a person's name. Keepers: a company's and a public body's row with their phone,
# a law's date, a publication date, a case number under its label.
P(
    "row-across-lines-27",
    "html",
    '<table class="padron"><tr><td>Rosalba Cárdenas Quiroga</td>\n<td>NSS 42817359021</td></tr></table>',
    "<dl><dt>Derechohabiente</dt><dd>Joaquín Esparza Villalobos</dd><dt>NSS</dt>\n"
    "<dd>03962148577</dd></dl>",
    "<dl>\n<dt>Fecha de nacimiento</dt>\n<dd>3 de mayo de 1979</dd>\n</dl>",
    '<table class="plantilla"><tr><td>Héctor Gallardo Ponce</td>\n'
    "<td>21 de septiembre de 1987</td><td>Portero</td></tr></table>",
    "<table><tr><td>Héctor Gallardo Ponce</td><td>21 de septiembre de 1987</td>"
    "<td>Portero</td></tr></table>",
    "<table><tr><td>Megan Holloway</td><td>March 4, 1989</td><td>Goalkeeper</td></tr></table>",
    "<dl><dt>Titular</dt><dd>Mariana Cota Ruelas</dd><dt>Celular</dt>\n<dd>33 1876 5432</dd></dl>",
)
K(
    "row-across-lines-keeper-27",
    "html",
    '<table class="proveedores"><tr><td>Refaccionaria Los Pinos, S.A. de C.V.</td>\n'
    "<td>+52 33 3615 2200 ext. 14</td></tr></table>",
    '<table class="licitantes"><tr><td>Distribuidora Ámbar del Norte, S.A. de C.V.</td>\n'
    "<td>+52 81 8340 1190 opción 2</td></tr></table>",
    "<table><tr><td>Constructora Valle Alto, S. de R.L. de C.V.</td>\n<td>(81) 8340 1100</td></tr></table>",
    "<table><tr><td>Secretaría de Obras Públicas del Estado</td>\n<td>55 5130 2400 ext. 1120</td></tr></table>",
    "<table><tr><td>Ley de Aguas Nacionales</td>\n<td>1 de diciembre de 1992</td></tr></table>",
    "<dl><dt>Fecha de publicación</dt>\n<dd>14 de agosto de 1998</dd></dl>",
    "<dl><dt>Número de expediente</dt>\n<dd>75129084366</dd></dl>",
    '<table class="directorio"><tr><td>Lic. Octavio Reyes Cano</td><td>Titular de la Dirección '
    "de Compras</td>\n<td>Tel. 33 3668 1700 ext. 2210</td></tr></table>",
)
K(
    "row-across-lines-keeper-27",
    "prose",
    "Ing. Berenice Ocaña Lara, Dirección de Obras: Tel. 222 309 4400 ext. 118",
)
P(
    "row-across-lines-27",
    "prose",
    "Domicilio de Berenice Ocaña Lara: Zaragoza 45, Col. Centro, Puebla",
)

# Keepers: a passport written as a format's placeholder (zeros after the series letter);
# a record's number whose label names where it is kept ("en el portal", "in the
# workspace"). Positives beside them: a real-looking passport, an account's number whose
# label says it is an account's.
K(
    "placeholder-27",
    "prose",
    "Número de pasaporte (ejemplo del formato): N00000000",
    "Pasaporte: N00000000 (formato de nueve caracteres)",
    "Passport no.: 000000000 (sample layout)",
    "Folio del trámite en el portal: 202410000000483921",
    "Clave de registro del expediente en la plataforma: 512300000000771204",
    "Número de solicitud in the workspace: 880012000045",
)
P(
    "placeholder-positive-27",
    "prose",
    "Pasaporte de la solicitante: N73019284",
)
P(
    "account-id-27",
    "prose",
    "Número de cuenta del cliente en el portal: 512300771204",
)

# Personal: a phone whose groups are joined by dots after its country code ("+52.1.",
# "+52.33."), as a signature or a notice writes it. Keepers: a company's switchboard and
# a toll-free line in the same notation, a build's dotted number.
P(
    "phone-dotted-27",
    "prose",
    "Para dudas escríbanme al +52.1.3318765432, pregunten por Irma",
    "Saludos, Eduardo Lira · mi cel +52.33.1876.5432",
    "Recados con su sobrina Leticia al +52.1.8112345098.",
)
K(
    "phone-dotted-keeper-27",
    "prose",
    "Conmutador de la empresa: +52.55.5130.2400 ext. 210",
    "Línea sin costo: +52.800.712.3344",
    "Para pedidos llame al 81 8340 1190, opción 4",
    "Compilación del paquete: 2024.1.3318765432",
)

# Personal (round 27, second part): a card after its Portuguese noun; a roster's name in
# capitals, surnames first, then the datum in the next cell; an account id whose prefix
# repeats the account word before it, in letters alone; a Brazilian mobile after
# Portuguese's "falar com"; a contact's label naming its holder before the number.
# Keepers: a gift card's code, a table of places in capitals, a team's word before an
# ordinary word, a company's line in Portuguese, a contact label of an office.
P(
    "card-pt-27",
    "prose",
    "Paguei com o cartão 5342 1190 7832 6455 e a loja cobrou duas vezes",
    "Meu cartão de crédito 3782-9104-7362-511 foi clonado ontem",
)
P(
    "roster-caps-27",
    "html",
    "<table><tr><td>ARELLANO MORA JACINTA</td><td>7 de marzo de 1994</td></tr></table>",
    '<table class="nomina"><tr><td>TREVIÑO GALINDO ROGELIO</td>\n<td>12/04/1986</td>'
    "<td>Almacén</td></tr></table>",
)
P(
    "account-id-27",
    "prose",
    "Quota exceeded for team team_halorenvita; contact billing",
    "Límite de consultas alcanzado para el team team_solaventura.",
    "El workspace ws_pqtrmzlkhd alcanzó su límite de búsquedas",
)
P(
    "phone-pt-27",
    "prose",
    "Vendo bicicleta aro 29, falar com Jussara no 21 98765-4321",
    "Contato pessoal de Jucelino Bragança Tavares: 3398765432",
    "Celular de Anselmo Cardoso Rivas: 8187654321",
)
K(
    "card-pt-keeper-27",
    "prose",
    "Código do cartão-presente: 2025-PROMO-0042",
    "O cartão de crédito é aceito em 120 países",
)
K(
    "roster-caps-keeper-27",
    "html",
    "<table><tr><td>SAN LUIS POTOSI</td><td>7 de marzo de 1994</td></tr></table>",
    "<table><tr><td>LEY FEDERAL DEL TRABAJO</td>\n<td>1 de abril de 1970</td></tr></table>",
)
K(
    "account-id-keeper-27",
    "prose",
    "The team team_building event was moved to Friday",
    "Our team works with the project proj_template_guide in the docs",
)
K(
    "phone-pt-keeper-27",
    "prose",
    "Central de atendimento da Loja Azul Ltda.: 0800 722 1234",
    "Contato da Secretaria de Saúde: 0800 644 0001",
)

# --- round 28: structures of what people write themselves ----------------------------
# (written anew for the structures personal30 showed: two-factor recovery codes pasted
# under their label, a chat's answer whose document is named in the turn before, an
# account's id named in prose with its provider, a phone split by emoji or spelled out,
# a residence verb a floor of the house away from the address; and for its flagged
# keepers: a complaints mailbox, a masked address, an id after a tag cut by the label's
# window, a sample number no exchange can have; none of the corpus's values or sentences)

# Secrets: recovery (backup) codes, a group of them after their label, on its line, after
# a colon and a JSON string's line break, or in the next message. Keepers: the label
# with advice, a format, masked or placeholder codes, a date, case numbers.
S(
    "recovery-codes-28",
    "prose",
    "GitHub recovery codes: 7c2e1-a94f0 b83d5-1e6a2 0f9c4-d27b8 6a1e3-9c05f",
    "Emergency backup codes for the admin account: K7PQ-2XMT, R9WD-4HNB, 3VJC-8LFZ",
    "Perdí el teléfono; estos son los códigos de recuperación que guardé: qk82-mz4t pw7n-3xrd 9ha5-vc2e",
    "Códigos de backup da conta: 84jd-2kq9 x7m3-p0wz r5tn-6vhc",
    "Ticket 4471 — el cliente pegó sus códigos de respaldo del 2FA:\nm4k9-2qpx 7wzt-c3hn b8rd-5jfe",
)
S(
    "recovery-codes-28",
    "html",
    '<div class="msg">Te paso mis códigos de respaldo de la cuenta:</div>\n'
    '<div class="msg">h3vx-9q2m t7bn-4kdw 2pzr-x8cf</div>',
)
K(
    "recovery-codes-keeper-28",
    "prose",
    "Recovery codes: guárdalos en tu gestor de contraseñas, cada uno sirve una sola vez",
    "Backup codes look like xxxx-xxxx and are shown once after you enable 2FA",
    "Códigos de recuperación: XXXX-XXXX XXXX-XXXX (ocultos por seguridad)",
    "Códigos de recuperación regenerados el 2024-11-03 a las 14:22 por soporte",
    "Backup codes: ****-**** ****-**** ****-****",
    "Recovery codes for case CASE-204817 and TKT-558201 were reset by the admin",
    "Códigos de recuperación de ejemplo del manual: abcd-efgh ijkl-mnop",
)

# Personal: a chat's answer whose document the turn before names ("¿me confirma su
# DNI?" then "Cliente: <number>"), a Colombian cédula after the bare word with its
# thousands dotted. Keepers: an order number after a question about an order, a folio
# under its own label in the answer, a professional licence, a land parcel's cédula.
P(
    "national-id-chat-28",
    "html",
    '<div class="msg">Agente: ¿me confirma su DNI, por favor?</div>\n'
    '<div class="msg">Cliente: 47281936</div>',
    '<div class="msg">Atendente: pode me passar o CPF do titular?</div>\n'
    '<div class="msg">Cliente: 39418725320, obrigado</div>',
)
P(
    "cedula-28",
    "prose",
    "Mi cédula es 52.418.377 y no me dejan abrir la cuenta",
    "Le escribo porque mi cédula 1.019.284.556 aparece bloqueada en el sistema",
)
K(
    "national-id-chat-keeper-28",
    "html",
    '<div class="msg">Agente: ¿tiene a la mano su número de pedido?</div>\n'
    '<div class="msg">Cliente: 48213377</div>',
    '<div class="msg">Agente: ya validamos su DNI, gracias</div>\n'
    '<div class="msg">Agente: su folio de atención es 55120934</div>',
)
K(
    "cedula-keeper-28",
    "prose",
    "Dra. Lucía Ferrer Ibarra, cédula profesional 8812345 (SEP)",
    "La cédula catastral 14.039.001.022 corresponde al predio municipal",
)

# Account ids named in prose with their provider: a copula after the provider, the id's
# noun written with a space ("team id:"), the field's name in parentheses before the
# copula, a prefixed id in letters alone after "mi usuario es", a project's reference.
# Keepers: the same phrases with no id, a documentation's sample account, an order.
P(
    "account-id-28",
    "prose",
    "La cuenta de AWS de la empresa es 702914835561 y nos cobraron dos veces",
    "DigitalOcean team id: 8c1f4e27b09a4d3c9e5f0a2b7d6c1e84 — soporte no responde",
    "Mi número de vendedor en Mercado Libre (seller_id) es 1829374650",
    "Hola, mi usuario es user_QmXtRbLpWzKcVhNq y no entra al panel",
    "Our Supabase project ref is hzqtmvkplrwxbcnjdfgs, the dashboard shows no tables",
)
K(
    "account-id-keeper-28",
    "prose",
    "La cuenta de AWS es gratuita durante los primeros 12 meses",
    "Cloudflare account id: lo encuentras en el panel, columna derecha",
    "Mi número de pedido en Mercado Libre (order_id) es 2000004817362910",
    "user_FirstName y user_LastName son los campos del formulario",
    "Supabase project ref: main (la rama por defecto)",
)

# Phones split by emoji, or spelled digit by digit with no phone word. Keepers: ratings
# and times between emoji, a toll-free line, an order number spelled out.
P(
    "phone-emoji-28",
    "prose",
    "Informes con Graciela al 33 📞 1876 📞 5432",
    "Vendo colchón individual, pregunten por Tomás 81☎️2345☎️6789",
    "Mi cel 55 🔸 4821 🔸 7730 por si algo",
)
P(
    "phone-spelled-28",
    "html",
    '<div class="chat">Efraín: te lo mando en letras para que no lo borre el filtro</div>\n'
    '<div class="chat">Efraín: tres tres uno ocho siete seis cinco cuatro tres dos</div>',
)
P("phone-spelled-28", "prose", "Anótalo: ocho uno siete cuatro dos nueve tres cinco cero seis")
K(
    "phone-emoji-keeper-28",
    "prose",
    "⭐ 4.8 ⭐ 1203 reseñas ⭐ envío gratis",
    "📞 800 123 4567 atención a clientes",
    "🕑 10 🕑 30 hrs 📍 Sala 3",
)
K(
    "phone-spelled-keeper-28",
    "prose",
    "Su número de pedido: cuatro ocho dos uno siete siete tres cero nueve uno",
    "Cuenta regresiva: diez nueve ocho siete seis cinco cuatro tres dos uno",
)

# A residence verb, then a floor of the house, then the address ("vivo en la planta
# baja, <street>"). Keepers: a company's plant, a shop's ground floor.
P(
    "address-residence-clause-28",
    "prose",
    "Rento cuarto a estudiantes, yo vivo en la planta alta (Refugio), Cerrada Los Álamos 45"
    " depto 2, Col. Lomas Verdes",
    "Vivo en la planta baja, Calle Fresno 118, Col. Jardines del Valle, tocar el timbre",
)
K(
    "address-plant-keeper-28",
    "prose",
    "Nuestra planta en Querétaro: Av. Industrial 2050, Parque Industrial Bernardo Quintana",
)

# Keepers flagged on personal30, in forms of my own: complaints and clarification
# mailboxes, addresses masked in the middle of their local part, an id after a tag that
# the label's window cut, a North American sample number no exchange can have. Close
# positives: a personal address in bold or italics, an 8-digit local phone after its
# word in a classed element, a non-fictional number beside "ejemplo" (still reported).
K(
    "role-mailbox-28",
    "prose",
    "Bot Ferretería El Clavo: también nos puedes escribir a reclamos@ferreteriaelclavo.mx",
    "Para aclaraciones de cargos: aclaraciones@financieraplata.com.mx",
    "Libro de reclamaciones: reclamaciones@tiendasol.pe",
)
K(
    "masked-email-28",
    "prose",
    "Ya te enviamos el código a r******z@hotmail.com, revisa tu carpeta de spam",
    "Correo registrado: a*****o@yahoo.com.mx",
)
P(
    "email-near-mask-28",
    "prose",
    "Contacto: **rosa.mendez@gmail.com** (mi correo personal)",
    "mi correo: *lucia.fierro@hotmail.com*",
    "mi correo es fermin.aguilar@outlook.com, escríbeme para aclaraciones",
)
K(
    "sample-phone-28",
    "prose",
    "Formato de ejemplo del campo teléfono: (555) 014-2290",
    "Sample phone for the docs: +1 (202) 155-0143",
)
P(
    "phone-not-sample-28",
    "prose",
    "Por ejemplo, a mí me marcan al (415) 867-2301 todo el día",
)
K(
    "id-after-cut-tag-28",
    "html",
    '<div class="mensaje">Lote 45821937 — revisado por calidad</div>',
    '<p class="telefono-ayuda">Folio 29384756</p>',
    '<span class="llamanos">Serie 73920148</span>',
)
P(
    "phone-after-class-28",
    "html",
    '<div class="mensaje">Cel. 5587 2301, pregunte por Anselmo</div>',
)

# --- round 29: structures of what systems emit about people -----------------------------
# (written anew for the structures personal31's half a showed: a value whose own key in a
# record is neutral while a sibling's key holds an id word, a value glued to a neutral
# field's `=` in its id's own printed shape, a payroll row whose other cells are IMSS's
# quantities or a US wage form, a record whose `tipo` member names the document, a
# travel document's `P/<state>/<number>` code, a base64 record, a provider named by a
# settings object's sibling member, recovery codes under an identifier-form key; and for
# its flagged keeper, an insurer's claims mailbox; none of the corpus's values or
# sentences)

# Secrets: recovery codes under a record's key (`backup_codes`, `recoveryCodes`), in a
# JSON string, a nested object, a list. Keepers: the key with a count, a date, a format,
# masked codes.
S(
    "recovery-codes-field-29",
    "field",
    ("backup_codes", "t4mz-8qkw p2xv-7hnc 9rdj-3fwb k6ya-2ebm"),
    ("seguridad", {"segundo_factor": "app", "recoveryCodes": "h8k2m4q9z1 w3n7c5x0pr 5tq8v2j6ma"}),
    ("account_export", {"mfa": "sms", "recovery_codes": ["b7qx-4ntd", "m2wk-9rzf", "c5hp-8yjv"]}),
)
K(
    "recovery-codes-field-keeper-29",
    "field",
    ("backup_codes_remaining", 7),
    ("recovery_codes_generated_at", "2024-11-03T14:22:05Z"),
    ("backup_codes", "xxxx-xxxx xxxx-xxxx xxxx-xxxx"),
    ("recoveryCodes", "****-**** ****-**** ****-****"),
)

# Secrets: a settings object that names its provider in a member (`provider`, `proveedor`,
# `service`) and holds a key-long random value under a neutral member (`val`, `valor`,
# `v`, `dato_1`). Keepers: the same object with a placeholder, an environment
# reference, no value, a commit or an ETag under their own names.
S(
    "provider-settings-29",
    "field",
    (
        "integracion",
        {"proveedor": "sendgrid", "valor": "Vb7Qx2LmZ9tR4kWp8Yc1Hs6Nf3Jd0Ga5", "activo": True},
    ),
    ("sms", {"service": "twilio", "v": "c41f9a07d2e85b36a90f1d7e24c8b5a3"}),
    ("cfg", '{"provider": "mailgun", "dato_1": "k2Rw8Nv5Tq1Xz7Lm4Pb9Hc3Yd6Gf0Sa", "retries": 3}'),
)
K(
    "provider-settings-keeper-29",
    "field",
    ("integracion", {"proveedor": "sendgrid", "valor": "YOUR_API_KEY", "activo": True}),
    ("sms", {"service": "twilio", "v": "${TWILIO_AUTH_TOKEN}"}),
    ("sms_cfg", {"service": "twilio", "region": "us1", "timeout": 30}),
    ("build", {"provider": "github", "commit": "9f2c4e81a7b03d65c1e8f4a2b9d07e3c5a1f6b28"}),
    ("upload", {"provider": "s3", "etag": "5d41402abc4b2a76b9719d911017c592"}),
)

# Personal: a CLABE as a record's member under a neutral key (`destino`, `to`,
# `cuenta_abono`), a sibling's id word (`monto`, `ref`) before it; and glued to a query
# string's account field. Keepers: an 18-digit folio and a SPEI tracking key that
# validate as a CLABE under their own keys, a payout's id.
P(
    "clabe-record-29",
    "field",
    ("reembolso", {"id": "rf_0193", "importe": "830.00", "cuenta_abono": "072404931361920386"}),
    ("transfer", '{"ref": "TR-1182", "amount": "99.00", "to": "014474532178467982"}'),
    ("form", "nombre=Titular&clabe_destino=002027926256488418&motivo=reembolso"),
)
K(
    "clabe-record-keeper-29",
    "field",
    ("pedido", {"monto": "1250.00", "folio": "138626248963244150"}),
    ("spei", {"importe": "99.00", "clave_rastreo": "012370636013212281"}),
    ("payout", {"id": "po_Xq82mLw", "monto": "1250.00", "estado": "pagado"}),
)

# Personal: an NSS in a payroll row whose other cells are IMSS's quantities (SDI, SBC,
# UMF), and glued to a neutral field's `=` in its printed 2-2-2-4-1 shape. Keepers: an
# 11-digit number that passes the NSS's check in a shipping row, a placeholder.
P(
    "nss-payroll-29",
    "field",
    ("nomina", "0107;27503327556;SDI 489.15;UMF 21"),
    ("imss", "emp=E-88 x_val=60-75-03-9622-2 turno=matutino"),
    ("alta", "33912095313,SBC 530.22,2023-08-14"),
)
K(
    "nss-payroll-keeper-29",
    "field",
    ("envio", "2291;80533316768;Estafeta;2.5 kg"),
    ("imss_plantilla", "emp=E-00 x_val=00-00-00-0000-0"),
)

# Personal: a US SSN as a payroll row's cell beside a wage form (W-2, W-4, 1099), or as a
# record's value glued to its field. Keepers: a placeholder and a masked one in the same
# row, an order number in the same shape after its word.
P(
    "ssn-payroll-29",
    "field",
    ("payroll", "E-1043,423-70-2978,W-4,2023"),
    ("contractor", "V-77;713-39-2382;1099-NEC;2024"),
)
K(
    "ssn-payroll-keeper-29",
    "field",
    ("payroll", "E-1043,000-00-0000,W-4,2023"),
    ("payroll_masked", "E-1043,***-**-4821,W-2,2023"),
    ("shipment", "order 773-39-3149 shipped 2024-05-02"),
)

# Personal: a record whose `tipo`/`type` member names the document its neutral member
# holds (DNI, SSN, pasaporte), and a Spanish DNI (its check letter valid) under a `doc`
# member. Keepers: the same record naming an order, a placeholder DNI.
P(
    "typed-document-29",
    "field",
    ("cliente", {"ref": "40718263", "tipo": "DNI"}),
    ("persona", {"tipo_documento": "SSN", "numero": "198-58-0954"}),
    ("titular", {"doc": "88516713V"}),
)
# (half b of personal31, read after its measure: the same structure with a Colombian
# cédula's "CC" as the type and the number's thousands dotted)
P(
    "typed-document-29",
    "field",
    ("destinatario", {"documento_tipo": "CC", "numero": "79.845.112", "pais": "CO"}),
)
K(
    "typed-document-keeper-29",
    "field",
    ("destinatario", {"documento_tipo": "CC", "numero": "0.000.000.000"}),
    ("remesa", {"tipo_doc": "factura", "num": "1.032.456.781"}),
    ("copia", {"type": "cc", "id": "48213377", "cédula": "pendiente"}),
)
K(
    "typed-document-keeper-29",
    "field",
    ("cliente", {"ref": "40718263", "tipo": "pedido"}),
    ("plantilla", {"tipo": "DNI", "ref": "00000000"}),
    ("envio", {"doc": "12345678", "tipo": "guia"}),
)

# Personal: a travel document in a check-in or APIS line, `P/<state>/<number>` (ICAO's
# document code P, then the issuing state). Keepers: a placeholder, a pallet location.
P(
    "travel-document-29",
    "field",
    ("checkin", "pax=Octavio Lara Quintero doc=P/MEX/G47190382 seat=22A"),
    ("apis", "DOCS/P/USA/583920174/USA/12MAR88/F/09OCT31/BAKER/NORA"),
)
K(
    "travel-document-keeper-29",
    "field",
    ("checkin", "pax=PASAJERO doc=P/MEX/XXXXXXXXX seat=22A"),
    ("almacen", "loc=P/12/000417 lote 88"),
)

# Personal: a base64 record (a JSON object holding a name, a phone, a CURP or a birth
# date) under a neutral key. Keepers: a pagination cursor and a company's card, both
# base64 JSON.
P(
    "encoded-record-29",
    "field",
    (
        "state",
        "eyJjbGllbnRlIjogIlJvc2EgRWxlbmEgSWJhcnJhIENvdGEiLCAiY2VsdWxhciI6ICIzMyAxODc2IDQ0MDIiLCAiY3VycCI6ICJJQUNSODUwNDEyTUpDQlRTMDIifQ==",
    ),
    (
        "payload",
        "eyJwYWNpZW50ZSI6ICJKb2FxdcOtbiBTYWxhcyBVcnJlYSIsICJ0ZWwiOiAiKzUyIDgxIDIyOTAgNjYxNSIsICJmZWNoYV9uYWMiOiAiMTk3OS0wMy0wOCJ9",
    ),
)
K(
    "encoded-record-keeper-29",
    "field",
    ("cursor", "eyJwYWdlIjogMywgInNvcnQiOiAiZmVjaGEiLCAiZmlsdHJvIjogImFjdGl2b3MifQ=="),
    (
        "card",
        "eyJlbXByZXNhIjogIkZlcnJldGVyw61hIExhIFBhbG1hLCBTLkEuIGRlIEMuVi4iLCAidGVsIjogIjgwMCAxMjMgNDU2NyIsICJ3ZWIiOiAiaHR0cHM6Ly9mZXJyZXRlcmlhLmV4YW1wbGUudGVzdCJ9",
    ),
)

# Personal: a phone URL-encoded in a query string (`%2B52%20…`). Keepers: a toll-free
# line and a placeholder, encoded the same way.
P(
    "phone-urlencoded-29",
    "url",
    "https://citas.example.test/recordatorio?folio=5521&to=%2B52%2033%201876%204402&via=sms",
)
K(
    "phone-urlencoded-keeper-29",
    "url",
    "https://soporte.example.test/llamar?tel=%2B52%20800%20123%204567&origen=web",
    "https://citas.example.test/recordatorio?to=%2B52%2000%200000%200000&via=sms",
)

# The flagged keeper (personal31, half a): an insurer's claims mailbox in capitals under
# a contact field. Close positive: a person's address in the same field.
K(
    "role-mailbox-29",
    "field",
    ("contacto", "CONTACTO: SINIESTROS@ASEGURADORA-EJEMPLO.MX"),
    ("contacto_reembolsos", "reembolsos@aseguradora-ejemplo.mx"),
    ("claims", "Claims desk: claims@insurer-example.com"),
)
P("role-mailbox-positive-29", "field", ("contacto", "CONTACTO: LUCIA.ARREOLA.M@GMAIL.COM"))

# --- round 30: structures of a hurried redaction -----------------------------------------
# (written anew for the structures personal32's half a showed: another country's id in its
# own printed notation with a strong check as the whole value of a neutral field, an
# attribute or a cell; a credential pair whose password member is called "clave"/"chave";
# a key split over an object's members; none of the corpus's values or sentences)

# Personal: an id whose printed notation and check say what it is, as the whole value of a
# member named `ref`, `codigo`, `aux`, `folio2`, `id`, `k2`, or of an attribute or a cell.
P(
    "printed-id-neutral-30",
    "field",
    ("ref", "DE44500105175407324931"),
    ("codigo", "PT50 0035 0683 0000 0007 8431 1"),
    ("aux", "15.873.402-8"),
    ("folio2", "9.317.265-5"),
    ("codigo", "528.417.360-08"),
    ("id", "30718265V"),
    ("k2", "X4821390S"),
    ("ref", "27-41902378-2"),
)
P(
    "printed-id-neutral-30",
    "html",
    '<div class="fila" data-hash="18.204.773-2"><p>***</p></div>',
    "<table><tr><td>48213907L</td><td>[REDACTED]</td></tr></table>",
    '<div class="row" data-ref="DE44500105175407324931"><p>Cuenta: ****</p></div>',
)
# Keepers: a company's RUT (50M and above) and CUIT (30-), a RUT and a CPF of placeholder
# digits, id-shaped folios whose check fails, a company's IBAN published for payments, a
# documented masked form.
K(
    "printed-id-neutral-keeper-30",
    "field",
    ("codigo", "76.543.210-3"),
    ("aux", "30-71548239-4"),
    ("ref", "11.111.111-1"),
    ("codigo", "000.000.000-00"),
    ("folio2", "418.203.557-73"),
    ("id", "48213907A"),
    ("ref", "DE44500105175407324932"),
    ("sku_alt", "X4821390T"),
    ("ref", "ES00 0000 0000 0000 0000 0000"),
    ("version", "12.345.678-5"),
)
K(
    "printed-id-neutral-keeper-30",
    "html",
    "<p>Transferencias a Ejemplo Logística S.L. (pagos a proveedores): IBAN "
    "PT50 0035 0683 0000 0007 8431 1</p>",
    '<div class="fila" data-id="30718265"><p>Pedido enviado</p></div>',
)

# Secrets: a credential pair whose password member is called "clave"/"chave" beside the
# user's member. Keepers: the same pair with a placeholder, a SAT code under "clave", a
# short PIN-like code.
S(
    "credential-pair-clave-30",
    "field",
    ("smtp", {"usuario": "facturas@envios-ejemplo.mx", "clave": "Tq7mVz2pL9xKw4Rc"}),
    ("ftp_carga", {"user": "carga_diaria", "chave": "h4Rk9zQ2mW7pXt3Lb"}),
    ("bd", {"login": "svc_app", "clave": "9xLq2Wv7Kt4Rm8Zp"}),
)
K(
    "credential-pair-clave-keeper-30",
    "field",
    ("smtp", {"usuario": "facturas@envios-ejemplo.mx", "clave": "TU_CONTRASEÑA"}),
    ("concepto", {"usuario": "mostrador", "clave": "01010101", "descripcion": "No existe"}),
    ("regimen", {"usuario": "contribuyente", "clave": "601"}),
    ("smtp", {"usuario": "facturas@envios-ejemplo.mx", "clave": "********"}),
)

# Secrets: a key split over an object's members (`p1`/`p2`, `part1`/`part2`, `a`/`b`).
# Keepers: a name in parts, placeholders in parts, a digest in parts.
S(
    "key-parts-object-30",
    "field",
    ("key_parts", {"p1": "sk-proj-" + tok("r30-openai-a", 20), "p2": tok("r30-openai-b", 28)}),
    ("token_halves", {"a": tok("r30-half-a", 18), "b": tok("r30-half-b", 18)}),
    ("api_key", {"part1": "tvly-dev-" + tok("r30-tavily-a", 14), "part2": tok("r30-tavily-b", 18)}),
)
K(
    "key-parts-object-keeper-30",
    "field",
    ("name_parts", {"p1": "María Fernanda", "p2": "López Arreola"}),
    ("key_parts", {"p1": "YOUR_API", "p2": "KEY_HERE"}),
    ("hash_parts", {"p1": hx("r30-hash-a", 32), "p2": hx("r30-hash-b", 32)}),
    ("version_parts", {"major": "3", "minor": "12"}),
)

# The flagged keeper (personal32, half a): a MIME content id (RFC 2392) as an image's
# source, read as `user:password@host`. Keepers: content and message ids in other carriers.
# Close positive: a bare `user:password` pair in an attribute.
K(
    "content-id-uri-keeper-30",
    "html",
    '<p><img src="cid:image003.png@01DA7E2F.9C1B4D30" alt="firma"></p>',
    '<p><a href="mid:960830.1639@ejemplo-correo.mx">mensaje original</a></p>',
)
K("content-id-uri-keeper-30", "field", ("inline_src", "cid:logo_02.jpg@01D9B4C2.7E1F3A60"))
S("content-id-uri-positive-30", "html", '<div data-auth="deploybot:Xq7#mL2pVz9w!"></div>')

# Personal: the redacted copy beside the datum. An element whose text was masked keeps
# the datum in a `data-*` attribute; the masked text's word names the document, or, with
# the mask alone, the value's own check says what it is. And a field whose whole value is
# a document's word and its number (`"aux": "OCR …"`, `<td>DPI …</td>`).
P(
    "redacted-copy-30",
    "html",
    '<table><tr data-doc="E07731542"><td>Pasaporte ████</td></tr></table>',
    '<ul><li data-value="072320047182936501">[REDACTED]</li></ul>',
    '<div class="socio" data-n="73159086427"><span>•••</span></div>',
    '<div class="cond" data-ref="B07315524"><p>Licencia de manejo ***</p></div>',
    "<table><tr><td>DPI 2417 83968 0108</td></tr></table>",
)
P(
    "redacted-copy-30",
    "field",
    ("aux", "OCR 1829304716253"),
    ("nota_doc", "licencia de conducir B07315524"),
    ("ref", "agregado médico 41987630211-1F1985OR"),
    ("k", "DPI 3190552800903"),
)
K(
    "redacted-copy-keeper-30",
    "html",
    '<div class="pedido" data-id="48213907"><p>Pedido ***</p></div>',
    '<div data-order="102938475610"><p>***</p></div>',
    '<span class="sku" data-ean="7501055300075">***</span>',
    '<div data-id="100000000000000000"><p>***</p></div>',
    '<div class="lote" data-lote="LR 4417 290318"><p>***</p></div>',
    '<div class="lic" data-ref="B07315524"><p>Licencia de software ***</p></div>',
)
K(
    "redacted-copy-keeper-30",
    "field",
    ("ref", "OCR 0000000000000"),
    ("descripcion", "OCR 2 engine, 300 dpi"),
    ("ref", "licencia de software 2024-ABC"),
    ("ref", "licencia de conducir XXXXXXXXX"),
    ("folio", "DPI 1234567890123"),
    ("nota", "agregado médico 00000000000-0M0000AA"),
)

# The flagged keepers of half b (personal32): a session TEMPLATE's id (a configuration's
# UUID, FG506) and AWS's documentation account id in an ARN a line calls documentation
# (FG504). Close positives: a session id, a real-looking account in the same ARN.
K(
    "template-id-keeper-30",
    "prose",
    "Config: session_template_id: 3f7a9c21-5b8e-4d02-a6f1-c94e7b20d853 (plantilla por defecto)",
)
K("template-id-keeper-30", "field", ("email_template_id", "d-4b2f9e71c8a04f3d9e6b1a7c5f20e8d3"))
S(
    "template-id-positive-30",
    "prose",
    "Cookie recibida: session_id: 8e41c07b-2d9f-4a63-b51e-7f0a3c96d2e4 (usuario activo)",
)
K(
    "aws-docs-account-keeper-30",
    "field",
    ("policy_doc", "arn:aws:iam::123456789012:role/LambdaRole (example from the AWS docs)"),
)
P(
    "account-id-aws-docs-positive-30",
    "field",
    ("role", "arn:aws:iam::480217395621:role/LambdaRole (example from the AWS docs)"),
)
P("account-id-aws-docs-positive-30", "field", ("role", "arn:aws:iam::123456789012:role/DeployProd"))

# Written after personal32's half b was read (its misses showed the same two structures
# for other documents): a Colombian person's NIT and a US SSN/ITIN as a field's whole
# value; the Cartão SUS, a US driver licence's "DL#", IPN's and UNAM's student numbers
# as a field's own word; an INE's machine-readable line cut after the CIC.
P(
    "printed-id-neutral-30",
    "field",
    ("folio2", "52183047-1"),
    ("aux", "318-42-7765"),
    ("codigo", "Cartão SUS 198 3027 4615 5030"),
    ("folio2", "DL# K4820173"),
    ("codigo", "boleta IPN 2019630412"),
    ("aux", "número de cuenta UNAM 318204557"),
)
P(
    "redacted-copy-30",
    "html",
    '<div class="fila" data-id="912-78-4410"><p>***</p></div>',
    "<table><tr><td>1019284556-1</td></tr></table>",
    '<div class="fila" data-k="208317462591303"><p>Cartão SUS ***</p></div>',
    "<p>IDMEX2048173650&lt;&lt;</p>",
)
K(
    "printed-id-neutral-keeper-30",
    "field",
    ("folio2", "900318204-7"),
    ("aux", "000-12-3456"),
    ("codigo", "boleta de pago 2024000123"),
    ("ref", "Cartão SUS 000000000000000"),
    ("folio2", "DL# XXXXXXXX"),
    ("ref", "52183047-2"),
)

# --- round 31: documents converted to text ------------------------------------------------
# (written anew for the structures personal33's half a showed: labels and values in two
# separate blocks, a label hyphenated at a line's end, a search engine's highlight inside a
# value, OCR's letter for a digit inside an id whose check then decides, a phone with an IVR
# option, a company's payment block; none of the corpus's values or sentences)

# Personal: a block of labels, a blank line, then the block of their values in order.
P(
    "separate-blocks-31",
    "field",
    (
        "texto",
        "FICHA DE INGRESO\nCURP\nNombre\nÁrea\n\nMOTL880214HQTRRS06\nLorena Montes Trujillo\nCompras",
    ),
    ("ocr", "ALTA EN NÓMINA\nNúmero de Seguridad Social\nPuesto\n\n43198512733\nAuxiliar contable"),
    (
        "md",
        "AVISO DE DOMICILIACIÓN\nTitular\nCLABE interbancaria\n\nRebeca Salcedo Luna\n012180004567128397",
    ),
)
S(
    "separate-blocks-secret-31",
    "field",
    (
        "texto",
        "Acceso al servidor de correo\nContraseña\nUsuario\n\nVq7#mPw2Lx9!kTz4\nadmin.correo",
    ),
    ("ocr", "VPN password\nUser\n\nHr5$tYq8Nw2@pLs6\nit.ops"),
)
# Personal: a label hyphenated at the line's end; a highlight inside a value (a snippet).
P(
    "hyphen-highlight-31",
    "field",
    (
        "texto",
        "CONSTANCIA LABORAL\nNombre: Brenda Aguilar Soto\nNúmero de Seguri-\ndad Social: 82187604523",
    ),
    ("texto", "EXPEDIENTE\nCla-\nve Única de Registro de Población: CEVA850923HDFRLB07"),
    ("snippet", "… Expediente del alumno CURP: BASR<b>910507</b>MJCLNC07 Grado: 3º …"),
    ("snippet", "… Nómina quincenal NSS <em>0315924</em>4189 Puesto: Chofer …"),
)
# Personal: OCR's letter for a digit where the id's notation demands a digit; the check
# digit then decides.
P(
    "ocr-digit-31",
    "field",
    ("ocr", "SOLICITUD DE CRÉDITO\nCURP: PEGA77O811MNLRRN08\nNombre: Angélica Pérez Garza"),
    ("ocr", "RECIBO DE NÓMINA\nNSS: 43l98512733\nTrabajador: Iván Ortega"),
    ("ocr", "ESTADO DE CUENTA\nCuenta CLABE: 0723200581l9364025\nTitular: Rosa Elvira Campos"),
    ("ocr", "CONTRATO\nCURP: MOTL8B0214HQTRRS06"),
)
# Keepers: a phone with its IVR option; a company's payment block (its beneficiary on
# another line, a table or a tab's cell); a documented RFC sample in a table; labels and
# values in separate blocks whose values are a company's or nobody's; hyphenated labels
# of a folio and of an employer's register; OCR letters in a folio whose check fails.
K(
    "ivr-company-payments-31",
    "field",
    (
        "texto",
        "ATENCIÓN A CLIENTES\nTransportadora del Golfo, S.A. de C.V.\nTeléfono\nHorario\n\n"
        "81 8123 4567, opción 3\nL-V 8:00 a 17:00",
    ),
    ("texto", "Línea de ayuda\n33 3615 2200 opción 1"),
    ("texto", "Customer care: (415) 555 2671, option 4"),
    (
        "texto",
        "INSTRUCCIONES DE PAGO — Distribuidora Hermanos Ruelas, S.A. de C.V.\nCLABE: 014180650023711946"
        "\nBeneficiario: Distribuidora Hermanos Ruelas, S.A. de C.V.\nConcepto: número de factura",
    ),
    (
        "texto",
        "DATOS BANCARIOS\n| Dato | Valor |\n|---|---|\n| Beneficiario | Servicios Médicos Paloma, S.C. |"
        "\n| CLABE | 136 180 01234509876 6 |",
    ),
    (
        "texto",
        "Beneficiario\tAgrícola Valle Verde, S.P.R. de R.L.\nCuenta CLABE para pagos\t072320058119364025",
    ),
    ("snippet", "… CLABE para pagos: 012 180 00456712839 7 Referencia …"),
    ("texto", "| Campo | Ejemplo |\n|---|---|\n| RFC | AAAA010101AAA |"),
    ("texto", "RFC de ejemplo: XAXX010101000 (público en general)"),
    ("texto", "Contraseña\nUsuario\n\n********\nadmin.correo"),
    ("texto", "Password\nUser\n\n${DB_PASSWORD}\nservice"),
    ("texto", "Folio\nFecha de emisión\n\nA-20931\n12/03/2025"),
    ("texto", "Folio fis-\ncal: 6F9619FF-8B86-D011-B42D-00C04FC964FF"),
    ("texto", "Regis-\ntro patronal: Y5412345109"),
    ("texto", "Póliza: 8O21O4589l2"),
    ("snippet", "… Precio <b>1,250</b>.00 MXN IVA incluido …"),
)

# Written after personal33's half b was read (its misses showed more layouts of the same
# documents): a markdown table's two-cell row; two columns read row by row (a row of labels,
# then the row of their values; a label whose other column is empty, its value on the next
# line); a CURP cut by a snippet's "…" after its label, or with one character doubled by
# OCR; an RFC with OCR's letters; a CPF's label "Nº do CPF"; "Cédula No."; a person's IBAN
# in a document headed by a company; a company's CLABE right after its name in a snippet.
P(
    "account-id-document-31",
    "field",
    (
        "md",
        "ESTADO DE CUENTA\n| Campo | Valor |\n|---|---|\n| Tenant ID | 3f2a9c1e-77b4-4d2a-9e1f-0c8b5a6d4e21 |",
    ),
    ("texto", "HOJA DE SERVICIO\nNúmero de suscriptor   Periodo\nSUS-48213907   2025-06"),
)
P(
    "document-layout-31",
    "field",
    ("texto", "PAY STUB\nEmployee   Pay date\nJordan Reyes   06/15/2025\nRUT   \n16.482.903-0   "),
    ("snippet", "Comprobante de inscripción — Lorena Montes — CURP MOTL880214HQT…"),
    ("texto", "EXPEDIENTE\nCURP: BASR9105077MJCLNC07\nNombre: Rocío Barajas"),
    ("texto", "ALTA DE PERSONAL\nRFC del trabajador: GUMA82O316K21"),
    ("texto", "HOLERITE\nNome\nNº do CPF\nCargo\n\nCarla Souza Lima\n390.184.275-60\nAnalista"),
    ("texto", "CONSTANCIA\nPaciente: Rubén Mora\nCédula No.: 1.019.284.556"),
    (
        "texto",
        "ONBOARDING FORM\nAcme Logistics, S.A. de C.V.\nAccount holder: Jordan Reyes\nIBAN: DE86120300001048276615",
    ),
)
K(
    "document-layout-keeper-31",
    "field",
    (
        "snippet",
        "… a Banco  Ferretera del Norte, S.A. de C.V. 012 180 00456712839 7 FAC-20931 Banorte …",
    ),
    ("md", "| Campo | Valor |\n|---|---|\n| Folio | A-20931 |\n| Fecha | 12/03/2025 |"),
    ("texto", "Periodo   Total\n2025-06   $ 1,284.00 MXN"),
    ("texto", "Registro patronal   \nY5412345109   "),
    ("snippet", "Comprobante — Ferretera del Norte — Folio FAC-2093…"),
    (
        "texto",
        "DATOS PARA PAGO\nBeneficiario: Ejemplo Logística S.L.\nIBAN: DE44500105175407324931",
    ),
    ("texto", "RFC de la empresa: FNO0503168K3"),
)

# --- round 33: whose row, whose office --------------------------------------------------
# (written anew for the two structures personal36 showed: a directory's row whose first
# cell is a person and whose last is their bare number, what they offer in the cells
# between; an office's mailbox named after the office, its holder named beside it; none
# of the corpus's values or sentences)

# Personal: a directory's row, a person's name in its first cell, what they offer in one
# or two cells, their bare ten digits in the last.
P(
    "directory-row-33",
    "prose",
    "| Marisol Quintero | Uñas acrílicas y pedicure a domicilio | 3317294856 |",
    "Rodolfo Ayala Pineda; Reparación de lavadoras y refrigeradores; 6141837265",
    "Teresa Villalobos · Costurera, arreglos y composturas · 2299461738",
    "Ernesto Camacho — Fletes y mudanzas locales — Zona norte — 8119264537",
)
# Personal: an official's own mailbox beside the office's name (their name, or their
# initial and a surname the gazetteer lacks, repeated by the local part; the holder
# named right after the office with no colon between).
P(
    "official-own-mailbox-33",
    "prose",
    "Directora de Desarrollo Económico: Lic. Marisol Quintero — correo institucional "
    "marisol.quintero@zapopan.gob.mx",
    "Jefe de Catastro: Ing. Rodolfo Xicoténcatl — correo institucional rxicotencatl@tepic.gob.mx",
    "Director de Obras Públicas Rodolfo Xicoténcatl Ayala, correo institucional "
    "r.xicotencatl@tepic.gob.mx",
)
# Keepers: an office's mailbox whose local part repeats the office's name written after
# its title ("Titular de …", "Jefa del Departamento de …", "Head of …"), its holder named
# beside it; and rows whose number is an id's (the cell before it names the id) or a
# business's (the first cell is no person's name, or a firm's cell is nearer).
K(
    "office-mailbox-row-keeper-33",
    "prose",
    "Directora de Desarrollo Económico: Lic. Marisol Quintero — correo institucional "
    "desarrollo.economico@zapopan.gob.mx",
    "Jefa del Departamento de Obras Públicas, Arq. Teresa Villalobos: obras.publicas@tepic.gob.mx",
    "Head of Public Works: Dana Whitfield, public.works@springfield.gov",
    "Secretaria de Extensión Universitaria: Dra. Paula Ibarra — correo institucional "
    "extension.universitaria@uaq.mx",
    "Marisol Quintero | Folio de inscripción | 3317294856",
    "Marisol Quintero | Guía de rastreo Estafeta | 3317294856",
    "Ferretería Quintero | Material eléctrico y plomería | 3317294856",
    "Rodolfo Ayala Pineda; Despacho Ayala y Asociados, S.C.; 6141837265",
    "Pedido de Teresa Villalobos · Entregado en sucursal · 2299461738",
)

# Written for personal33's leftovers (OCR's letters inside a phone, which has no check
# digit): believed only right after a phone's own label, one or two letters OCR makes of
# digits (O, l, I, S, B) in ten places of a number; the number's context then decides
# whose it is, as for any phone.
P(
    "ocr-phone-33",
    "field",
    ("ocr", "FICHA DEL EMPLEADO\nNombre: Joaquín Ferrer Ibarra\nCelular: 44S2719O36"),
    ("ocr", "CONSTANCIA\n| Campo | Valor |\n|---|---|\n| Teléfono móvil | 8I17264O93 |"),
    ("ocr", "Firma del solicitante\nMarisol Quintero Paz\nCel. 229-B41-7O63"),
    ("ocr", "EMPLOYEE RECORD\nName: Dana Whitfield\nMobile: 61418O3725"),
)
K(
    "ocr-phone-keeper-33",
    "field",
    ("ocr", "Celular, número de serie: 5S12B4O789"),
    ("ocr", "Conmutador: 33 36I5 22O0 ext. 104"),
    ("ocr", "Línea de pedidos: 55 5O8O 1234, opción 2"),
    ("ocr", "Celular: 55BOSS1234"),
    ("ocr", "Modelo de celular: SM-A5O5F, lote 4O21B9"),
    ("ocr", "Folio: 4O21B93766"),
)

ITEMS: tuple[Item, ...] = tuple(_ITEMS)


# --- carriers --------------------------------------------------------------------------

_HTML = """<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Avisos de la semana — El Informador del Bajío</title></head>
<body>
<header><nav><a href="/">Inicio</a> · <a href="/avisos">Avisos</a></nav></header>
<main>
<article>
<h1>Avisos de la semana</h1>
@@PLANT@@
<p>Los avisos se publican sin costo durante siete días.</p>
</article>
</main>
<footer><p>© 2025 El Informador del Bajío</p></footer>
</body>
</html>
"""

_JSON = """{
  "query": "avisos clasificados",
  "results": [
    {
      "title": "Avisos de la semana",
      "url": "https://informador.example.mx/avisos",
@@PLANT@@
      "score": 0.82
    }
  ],
  "response_time": 1.24
}
"""

_CASSETTE = """interactions:
- request:
    body: '{"query": "avisos clasificados"}'
    headers:
      Accept:
      - application/json
@@HEADER@@
    method: POST
    uri: @@URI@@
  response:
    body:
      string: '@@BODY@@'
    headers:
      Content-Type:
      - application/json
      Date:
      - Tue, 25 Feb 2025 21:28:31 GMT
@@RESPONSE_HEADER@@
    status:
      code: 200
      message: OK
version: 1
"""

_VCR_JSON = """{
  "interactions": [
    {
      "request": {
        "method": "POST",
        "uri": "https://api.search.example/v1/search",
        "headers": {
          "Accept": ["application/json"],
@@PLANT@@
          "Content-Type": ["application/json"]
        }
      },
      "response": {
        "status": {"code": 200, "message": "OK"},
        "headers": {
          "Date": ["Tue, 25 Feb 2025 21:28:31 GMT"],
@@RESPONSE_PLANT@@
          "Content-Type": ["application/json"]
        },
        "body": {"string": "{\\"results\\": []}"}
      }
    }
  ]
}
"""

_HAR = """{
  "log": {
    "entries": [
      {
        "request": {
          "method": "GET",
          "url": "https://api.search.example/v1/search?q=tamales",
          "headers": [
            {"name": "Accept", "value": "application/json"},
@@PLANT@@
            {"name": "User-Agent", "value": "bench/1.0"}
          ]
        },
        "response": {"status": 200, "headers": [{"name": "Date", "value": "Tue, 25 Feb 2025 21:28:31 GMT"}]}
      }
    ]
  }
}
"""

_MARKDOWN = """# Notas de la grabación

Grabado el 25 de febrero de 2025 para la categoría de avisos.

@@PLANT@@

Fin de las notas.
"""

_YAML_DOC = """# fixture: datos de ejemplo de un aviso
aviso:
  titulo: Avisos de la semana
@@PLANT@@
  publicado: 2025-02-25
"""

_JS = """<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Mi cuenta</title></head>
<body>
<div id="app"></div>
<script>
window.__DATA__ = {
@@PLANT@@
  "theme": "claro"
};
</script>
</body>
</html>
"""

_DEFAULT_URI = "https://api.search.example/v1/search"


def _fill(template: str, lines: str, marker: str = "@@PLANT@@") -> tuple[str, list[int]]:
    """`template` with `lines` in place of `marker` (other markers cleared); the 1-based
    lines they occupy."""
    sentinel = "\x00PLANT\x00"
    text = _clear(template.replace(marker, sentinel, 1))
    first = text[: text.index(sentinel)].count("\n") + 1
    text = text.replace(sentinel, lines, 1)
    return text, list(range(first, first + lines.count("\n") + 1))


def _clear(text: str) -> str:
    """Remove the markers a carrier did not use."""
    for marker in ("@@PLANT@@", "@@HEADER@@", "@@RESPONSE_HEADER@@", "@@RESPONSE_PLANT@@"):
        text = text.replace(marker + "\n", "").replace(marker, "")
    text = text.replace("@@URI@@", _DEFAULT_URI)
    return text.replace("@@BODY@@", '{"results": []}')


def _yaml_single(text: str) -> str:
    return text.replace("'", "''")


def _escape_html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


Planting = tuple[str, bytes, list[int]]


def _prose(text: str) -> list[Planting]:
    out: list[Planting] = []
    # An HTML page: the text as a paragraph (markup-significant characters escaped,
    # except entities the item wrote on purpose).
    html_text = text if "&#" in text else _escape_html(text)
    page, lines = _fill(_HTML, f"<p>{html_text}</p>")
    out.append(("aviso.html", page.encode(), lines))
    # A search response: the text as a result's content, \u-escaped as many APIs send it.
    member = '      "content": ' + json.dumps(text) + ","
    doc, lines = _fill(_JSON, member)
    out.append(("results.json", doc.encode(), lines))
    # A YAML cassette: the text inside a recorded JSON body (a single-quoted scalar).
    body = _yaml_single(json.dumps({"results": [{"content": text}]}, ensure_ascii=False))
    cassette, lines = _fill(_CASSETTE, body, "@@BODY@@")
    out.append(("cassette.yaml", cassette.encode(), lines))
    # A markdown note.
    note, lines = _fill(_MARKDOWN, text)
    out.append(("notas.md", note.encode(), lines))
    return out


def _html(snippet: str) -> list[Planting]:
    page, lines = _fill(_HTML, snippet)
    return [("aviso.html", page.encode(), lines)]


def _field(pair: tuple[str, Any]) -> list[Planting]:
    key, value = pair
    dumped = json.dumps(value, ensure_ascii=False)
    out: list[Planting] = []
    doc, lines = _fill(_JSON, f"      {json.dumps(key)}: {dumped},")
    out.append(("results.json", doc.encode(), lines))
    page, lines = _fill(_JS, f"  {json.dumps(key)}: {dumped},")
    out.append(("cuenta.html", page.encode(), lines))
    yaml_doc, lines = _fill(_YAML_DOC, f"  {key}: {dumped}")
    out.append(("aviso.yaml", yaml_doc.encode(), lines))
    return out


def _header(pair: tuple[str, str]) -> list[Planting]:
    name, value = pair
    out: list[Planting] = []
    cassette, lines = _fill(_CASSETTE, f"      {name}:\n      - {value}", "@@HEADER@@")
    out.append(("cassette.yaml", cassette.encode(), lines))
    vcr, lines = _fill(_VCR_JSON, f"          {json.dumps(name)}: [{json.dumps(value)}],")
    out.append(("cassette.json", vcr.encode(), lines))
    har, lines = _fill(
        _HAR, f'            {{"name": {json.dumps(name)}, "value": {json.dumps(value)}}},'
    )
    out.append(("session.har", har.encode(), lines))
    note, lines = _fill(_MARKDOWN, f"```http\nGET /v1/search HTTP/1.1\n{name}: {value}\n```")
    out.append(("notas.md", note.encode(), lines[2:3]))
    return out


def _url(url: str) -> list[Planting]:
    out: list[Planting] = []
    doc, lines = _fill(_JSON, f'      "source": {json.dumps(url)},')
    out.append(("results.json", doc.encode(), lines))
    page, lines = _fill(_HTML, f'<p>Fuente: <a href="{url.replace("&", "&amp;")}">enlace</a></p>')
    out.append(("aviso.html", page.encode(), lines))
    cassette, lines = _fill(_CASSETTE, url, "@@URI@@")
    out.append(("cassette.yaml", cassette.encode(), lines))
    note, lines = _fill(_MARKDOWN, url)
    out.append(("notas.md", note.encode(), lines))
    return out


def _block(text: str) -> list[Planting]:
    out: list[Planting] = []
    note, lines = _fill(_MARKDOWN, text)
    out.append(("notas.md", note.encode(), lines))
    doc, lines = _fill(_JSON, '      "content": ' + json.dumps(text) + ",")
    out.append(("results.json", doc.encode(), lines))
    page, lines = _fill(_HTML, f"<pre>{_escape_html(text)}</pre>")
    out.append(("aviso.html", page.encode(), lines))
    return out


def _cookie_list(index: int) -> list[Planting]:
    """A `set-cookie` list of three values; the planting's lines are value `index`'s."""
    out: list[Planting] = []
    items = "\n".join(f"      - {v}" for v in SET_COOKIE_VALUES)
    cassette, lines = _fill(_CASSETTE, f"      Set-Cookie:\n{items}", "@@RESPONSE_HEADER@@")
    out.append(("cassette.yaml", cassette.encode(), [lines[1 + index]]))
    values = ",\n".join(f"            {json.dumps(v)}" for v in SET_COOKIE_VALUES)
    vcr, lines = _fill(
        _VCR_JSON, f'          "set-cookie": [\n{values}\n          ],', "@@RESPONSE_PLANT@@"
    )
    out.append(("cassette.json", vcr.encode(), [lines[1 + index]]))
    return out


_FORMS = {
    "prose": _prose,
    "html": _html,
    "field": _field,
    "header": _header,
    "url": _url,
    "block": _block,
    "cookie-list": _cookie_list,
}


def plantings(item: Item) -> list[Planting]:
    """(file name, bytes, 1-based lines of the datum) of each carrier of `item`."""
    return _FORMS[item.form](item.payload)


def clean_carriers() -> list[tuple[str, bytes]]:
    """The carriers with nothing planted: they must raise no FG5/FG6 finding."""
    return [
        ("aviso.html", _clear(_HTML).encode()),
        ("results.json", _clear(_JSON).encode()),
        ("cassette.yaml", _clear(_CASSETTE).encode()),
        ("cassette.json", _clear(_VCR_JSON).encode()),
        ("session.har", _clear(_HAR).encode()),
        ("notas.md", _clear(_MARKDOWN).encode()),
        ("aviso.yaml", _clear(_YAML_DOC).encode()),
        ("cuenta.html", _clear(_JS).encode()),
    ]
