"""find_personal: one recognizer per table, a failing and a passing example for each."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from fixture_guard.config import Config
from fixture_guard.detect.personal import (
    EMAIL_PLACEHOLDER,
    PHONE_PLACEHOLDER,
    find_personal,
    is_role_mailbox,
)

CONFIG = Config(project_dir=Path("."))


def codes(text: str, media: str = "text", config: Config = CONFIG) -> list[str]:
    return [m.code for m in find_personal(text, media=media, config=config)]


# --- emails ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Escríbele a maria.lopez84@gmail.com", ["FG601"]),
        ("Escríbenos a ventas@cementosdelnorte.com.mx", []),
        ('<a href="mailto:jperez@empresa.com.mx">Juan</a>', ["FG601"]),
        ('<a href="mailto:contacto@empresa.com.mx">Contacto</a>', []),
        ("https://forms.example.mx/?email=juan.perez%40gmail.com", ["FG601"]),
        ("https://user:secret@api.example.com/v1", []),  # credentials: the secrets family's
        ("Correo: JUAN.PEREZ@GMAIL.COM", ["FG601"]),
        ("logo@2x.png y ModelRetry@agent.tooldef", []),  # no public suffix
        (f"Contacto: {EMAIL_PLACEHOLDER}", []),
        ("Ejemplo: tucorreo@dominio.com", []),
    ],
)
def test_email(line: str, expected: list[str]) -> None:
    assert codes(line) == expected


@pytest.mark.parametrize(
    "address",
    [
        "ventas@empresa.mx",
        "contacto@empresa.mx",
        "info@empresa.mx",
        "prensa@empresa.mx",
        "atencion.clientes@empresa.mx",
        "atencionaclientes@empresa.mx",
        "facturacion@empresa.mx",
        "rh@empresa.mx",
        "recursoshumanos@empresa.mx",
        "soporte@empresa.mx",
        "transparencia@empresa.gob.mx",
        "comunicacionsocial@empresa.gob.mx",
        "ventas.cdmx@empresa.mx",
        "infomexico@empresa.mx",
        "no-reply@empresa.mx",
        "sac@empresa.mx",
        "support@company.com",
        "press@company.com",
        "Techsupport@pilatus-aircraft.com",
        "consulta.normas@diario-oficial.gob.example",
    ],
)
def test_role_mailboxes_stay(address: str) -> None:
    assert is_role_mailbox(address)


@pytest.mark.parametrize(
    "address",
    [
        "maria.lopez84@gmail.com",
        "jrosales@empresa.mx",  # "sales" inside a surname is not a role
        "juan.perez.mx@gmail.com",  # "mx" counts only as the whole local part
        "infante.jose@empresa.mx",
    ],
)
def test_personal_addresses_are_not_roles(address: str) -> None:
    assert not is_role_mailbox(address)


def test_role_mailboxes_extend_from_config() -> None:
    config = Config(project_dir=Path("."), role_mailboxes=("direccion.juridica", "*@gob.mx"))
    assert codes("licitaciones.obra@sct.gob.mx direccion.juridica@empresa.mx", config=config) == []


def test_config_role_mailboxes_do_not_hide_other_addresses() -> None:
    config = Config(project_dir=Path("."), role_mailboxes=("*@gob.mx",))
    assert codes("juan.perez@empresa.mx", config=config) == ["FG601"]


# --- phones ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Celular de Juan Pérez: 55 1234 5678", ["FG602"]),
        ("Conmutador: 55 1234 5678", []),
        ("Mi número personal es (33) 1234-5678", ["FG602"]),
        ("Oficinas centrales: (33) 3615-0000", []),
        ("WhatsApp personal: +52 1 55 1234 5678", ["FG602"]),
        ("Atención a clientes: +52 55 5140 0000 ext. 123", []),
        ("Lic. Ana Ruiz, tel. 044 55 2345 6789", ["FG602"]),
        ("Lada sin costo 01 800 123 4567", []),
        ("Tel: 81.8123.4567", ["FG603"]),  # neither person nor company: review
        ("Teléfono: +52-000-000-0000", []),
        ('<a href="https://wa.me/5215512345678">Escríbeme</a>', ["FG602"]),
        ('<a href="tel:8001234567">Llámanos sin costo</a>', []),
        ('<a href="tel:+525512345678">Llamar a María López</a>', ["FG602"]),
        ('{"nombre": "Ana López", "telefono": "5512345678"}', ["FG602"]),
        ('"x-request-id": "5512345678"', []),  # ten bare digits need a phone word
        ("mi cel es el 5512345678", ["FG602"]),
        ("Número de pedido 4421234567", []),  # an id word after the phone word
        ("Tel. 5555-1234 (casa)", ["FG602"]),  # eight-digit local number after a phone word
        ("ISSN 1234-5678", []),
    ],
)
def test_phone(line: str, expected: list[str]) -> None:
    assert codes(line) == expected


@pytest.mark.parametrize(
    "noise",
    [
        '<path d="M9.9,28.475 C9.9,33.075 13.825,37.325 18.6,37.325"/>',  # SVG coordinates
        "Coordenadas 19.4326077, -99.133208",
        "Precio: $1,234,567.89 MXN",
        "https://www.example.com.mx/noticias/5512345678-planta.html",
        '"timestamp": 1715709791, "ms": 1715709791000',
        "Versión 5.5.1234.5678",
        "2019-08-27T10:20:30Z 27/08/2019 20190827",
        "ga('create', 'UA-5512345-1'); id=item-5512345678",
    ],
)
def test_numbers_on_real_pages_are_not_phones(noise: str) -> None:
    assert codes(noise, media="html") == []


def test_the_line_before_gives_context_to_a_number_alone() -> None:
    text = "<dt>Conmutador</dt>\n<dd>(55) 5555 1234</dd>\n"
    assert codes(text, media="html") == []


def test_context_does_not_leak_from_a_line_with_its_own_content() -> None:
    text = "<p>Conmutador: (55) 5555 1234</p>\n<p>Celular de Rocío: 55 8765 4321</p>\n"
    assert codes(text, media="html") == ["FG602"]


def test_phone_replacement_is_the_placeholder() -> None:
    (match,) = find_personal("Celular: 55 1234 5678", media="text", config=CONFIG)
    assert match.replacement == PHONE_PLACEHOLDER


def test_ambiguous_phone_is_marked_for_review() -> None:
    (match,) = find_personal("Tel: 55 1234 5678", media="text", config=CONFIG)
    assert match.ambiguous


# --- identifiers -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("CURP: LOOA531113HTCPBN07", ["FG604"]),
        ("CURP: BADD110313HCMLNS09", ["FG611"]),  # right shape, wrong check digit: review
        ("<td>LOOA531113HZZPBN07</td>", []),  # no state ZZ
        ("RFC: PEGJ850101AB1", ["FG605"]),
        ("RFC del trabajador PEGJ-850101-AB1", ["FG605"]),
        ("RFC: GBI850101AB1", []),  # a company's RFC is public
        ("RFC genérico: XAXX010101000", []),
        ("Clave de elector: GMRZJN85041209H700", ["FG606"]),
        ("Clave de elector: GMRZJN85041299H700", []),  # state 99
        ("NSS: 12345678903", ["FG607"]),
        ("NSS: 12345678904", ["FG611"]),  # labelled, but the check digit is wrong: review
        ("Expediente 12345678904", []),
        ("Folio 12345678903", []),  # eleven digits alone are an id
        ("CLABE interbancaria: 032180000118359719", ["FG608"]),
        ("CLABE interbancaria: 032180000118359718", ["FG611"]),
        ("Referencia 032180000118359718", []),
        ("Tarjeta: 4111 1111 1111 1111", ["FG609"]),
        ("Tarjeta: 4111 1111 1111 1112", ["FG611"]),
        ("4111 1111 1111 1112", []),
        ("Pago con tarjeta, folio 4111111111111112", []),
        ("Pedido 4000123456789017", []),  # a Luhn-valid order number after an id word
        ("Amex 3782 822463 10005", ["FG609"]),
    ],
)
def test_identifier(line: str, expected: list[str]) -> None:
    assert codes(line) == expected


def test_identifier_replacement_is_never_shaped_like_the_identifier() -> None:
    (match,) = find_personal("CURP: LOOA531113HTCPBN07", media="text", config=CONFIG)
    assert match.replacement == "REDACTED-CURP"
    assert codes(f"CURP: {match.replacement}") == []


def test_curp_is_not_also_reported_as_rfc() -> None:
    assert codes("LOOA531113HTCPBN07") == ["FG604"]


def test_matches_point_at_the_value() -> None:
    text = "x\nCelular: 55 1234 5678\n"
    (match,) = find_personal(text, media="text", config=CONFIG)
    assert text[match.start : match.end] == "55 1234 5678" == match.value


def test_a_huge_single_line_is_cut_into_chunks_without_losing_values() -> None:
    from fixture_guard.detect.presidio_mx import CHUNK

    text = ("a" * 97 + " ") * (3 * CHUNK // 98) + " maria.lopez84@gmail.com"
    assert codes(text) == ["FG601"]


def test_importing_the_rule_family_loads_no_heavy_library() -> None:
    code = (
        "import sys, fixture_guard.rules, fixture_guard.detect.personal;"
        "heavy = {'presidio_analyzer', 'spacy', 'phonenumbers', 'pdfplumber', 'tldextract'};"
        "print(sorted(heavy & {m.split('.')[0] for m in sys.modules}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- held out: lines written after the detector, in other formats and contexts ------

HELD_OUT_PERSONAL = [
    "Para más información comunicarse con Xóchitl Méndez al 55-4321-8765.",
    "Contacto: Xóchitl Méndez Ruiz, 33 1234 5678",
    "Tel. particular: (81) 8765-4321",
    "mi cel es el 5512345678",
    "Whatsapp: +52 1 55 1234 5678",
    "Teléfono de la señora Martínez: 55 1234 5678",
    "Llamar a Pedro al 442 123 4567",
    "e-mail: lupita.hdz@hotmail.com",
    "https://forms.example.mx/?email=juan.perez%40gmail.com",
    "JUAN.PEREZ@GMAIL.COM",
    "RFC: PEGJ 850101 AB1",
    "NSS 1234 5678 903",
    "Número de seguridad social: 12345678903",
    "Tarjeta de crédito 4111-1111-1111-1111",
    "Amex 3782 822463 10005",
    "Celular: 55 5555 5555",
    "Call me at +1 415 555 2671",
    "Contact me at 5512345678",
    "Dirección: Calle 5 de Mayo 123, Col. Centro. Celular 222 345 6789",
    "juan.perez+bench@gmail.com",
    "jperez@mail.empresa.com.mx",
    '{"nombre": "Ana López", "telefono": "5512345678"}',
    'string: \'{"nombre": "Ana López", "telefono": "+525512345678"}\'',
    "Contacto directo: 998 123 4567 (Sra. Gómez)",
    "CURP LOOA531113HTCPBN07",
    "Teléfono: 55 1234 5678",
    "tel. 55 12 34 56 78",
    "cel.5512345678",
    "Tel/WhatsApp 33-3333-4444",
    '\\n  \\"telefono\\": \\"55 1234 5678\\"',  # inside a JSON-encoded string
    "Número celular: 4421234567",
    "Clave de elector GMRZJN85041209H700",
    "Móvil: 6641234567",
    "Hable con Lic. Ramírez: (55) 1234 5678",
    "Fax personal: 55 1234 5678",
    "Autor: Carlos Méndez (carlos.mendez@protonmail.com)",
    "Reportero: ana_ruiz@yahoo.com",
    "Teléfono celular: 33 1987 6543",
    "Tel. móvil 81-1234-5678",
    "Llame a mi celular 222 987 6543",
    "Número de WhatsApp: 5215587654321",
    "Contacto de emergencia: 55 2468 1357",
    "Tel. personal 55 1357 2468",
    "Teléfono particular: 01 55 5678 1234",
    "CURP del titular: MARL900512MDFRPR03",
    "RFC (persona física): MARL900512AB3",
    "INE: MRLPRL90051209M500",
    "Número de Seguridad Social (NSS): 01234567891",
    "Cuenta CLABE: 002180700123456789",
    "No. de tarjeta: 5579 0700 1234 5678",
    "Visa terminación 4242 4242 4242 4242",
    '"customer_phone": "+52 33 1234 5678",',
    '"buyer_email": "lfernandez@live.com.mx",',
    "email: pedro.sanchez@gmail.com",
    'phone: "(55) 8765-4321"',
    "<td>Roberto Gómez</td><td>rgomez@gmail.com</td>",
    "<td>55 2233 4455</td>",
    '<li>WhatsApp <a href="https://wa.me/525512345678">55 1234 5678</a></li>',
    "Comunícate conmigo al 999-123-4567",
    "Dra. Pérez: consultorio 55 5555 1212, celular 55 1212 3434",
    "telefono=5512345678",
    "Teléfono: 52 (55) 1234 5678",
]
HELD_OUT_KEEP = [
    "Número de pedido 4421234567",
    "Folio: 5512345678",
    "Llámanos: 55 5080 2000",
    "Atención a clientes: 55 5140 0000 ext. 123",
    "Tel. (55) 5249 5000 ext. 1000",
    "Conmutador (55) 5555-1234",
    "Sucursal Polanco 55 1234 0000",
    "atención@empresa.mx",
    "sac@empresa.com.mx",
    "contactenos@empresa.com.mx",
    "do-not-reply@empresa.com",
    "redacted+1@example.test",
    "ventas1@empresa.mx",
    "ventas.gdl@empresa.mx",
    "Fax: 5555-1234",
    "ISSN 1234-5678",
    "Fecha 12.05.2024",
    "20240512",
    '"x-request-id": "5512345678"',
    '"content-length": "5512345678"',
    '"etag": "\\"5512345678\\""',
    "RFC A&B850101XY1",
    "RFC: GBI-850101-AB1",
    "800 123 4567",
    "01 800 123 4567",
    "+52 800 123 4567",
    "+1 800 123 4567",
    "tel:+52-000-000-0000",
    "Pedido 4000123456789017",
    "id=4111111111111111",
    '"id": "4111111111111111"',
    "Versión 5.5.1234.5678",
    "Coordenadas 19.4326077, -99.133208",
    "Teléfono de oficina: 33 3615 0000",
    "Oficina matriz: (81) 8328 4000",
    "Informes y ventas: 01 (55) 5555 0000",
    "Servicio al cliente 800 900 1234",
    "Línea de transparencia: 800 112 2233",
    "RFC: CEM880726UZA",
    "Prensa: prensa@cemex.com",
    "comunicacion.social@jalisco.gob.mx",
    "Aviso de privacidad: privacidad@empresa.com.mx",
    '"publishedAt": "2024-05-12T10:00:00Z"',
    '"retrievedAt": "2025-01-15T08:30:00.000Z", "cacheAgeSeconds": 3600',
    "date: Tue, 14 May 2024 18:03:11 GMT",
    "https://www.gob.mx/sep/prensa/boletin-no-123-2024?utm_source=5512345678",
    "Host: api.alpha-search.example",
    "/v1/extract?url=https%3A%2F%2Fwww.empresa.com.mx%2Fcontacto",
    "x-ratelimit-reset: 1715709791",
    '"id": "chatcmpl-5512345678", "created": 1715709791',
    "Tel. (55) 5128 2000, Av. Paseo de la Reforma 222, Col. Juárez, C.P. 06600",
    "ventas@empresa.com.mx | (33) 3333 0000",
    "Atención ciudadana: 070",
    "Línea Mujeres 55 5658 1111",
]


@pytest.mark.parametrize("line", HELD_OUT_PERSONAL)
def test_held_out_personal_lines_are_found(line: str) -> None:
    media = "html" if line.startswith("<") else "text"
    assert codes(line, media=media)


@pytest.mark.parametrize("line", HELD_OUT_KEEP)
def test_held_out_must_keep_lines_are_not_flagged(line: str) -> None:
    assert codes(line) == []


def test_ner_names_count_only_beside_a_personal_contact() -> None:
    from fixture_guard.detect import mx_patterns as mp
    from fixture_guard.detect.personal import _names_near_contacts

    text = "María López: maria.lopez84@gmail.com\nMaría López firmó el convenio.\n"
    contact = find_personal(text, media="text", config=CONFIG)
    names = [
        mp.Candidate(mp.PERSON, "person-name", 0, 11, verified=False),
        mp.Candidate(mp.PERSON, "person-name", 37, 48, verified=False),
    ]
    found = _names_near_contacts(text, names, contact)
    assert [(m.code, m.start) for m in found] == [("FG610", 0)]
