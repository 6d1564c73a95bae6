"""A customer's account with a utility or a shop (stop 38): FG618 when the text ties it
to a person (a name on its line, the writer's own words, a customer's record), kept
otherwise (docs/personal-data.md, "Customer accounts with a utility or a shop").

Each item is scanned alone, through the secrets and personal families as the suite's
items are (`generalisation_eval.codes_by_line`): a positive must be reported (FG618, or
the rule of the value's other shape where that comes first: a 10-digit contract read as a
phone, FG602, an 11-digit card number whose check makes it an NSS, FG607), a keeper must
give no FG5/FG6 finding at all. On main before stop 38: 1 of 21 positives FG618 (3 of 21
reported at all), 0 of 21 keepers flagged; after it 19 FG618, 21 reported, 0 flagged.
Later in stop 38, after the full suite found a personal7 keeper flagged: one positive and
two keepers whose only record word is the label's own "cliente".
"""

from __future__ import annotations

import pytest
from generalisation_eval import codes_by_line

# (file name, text): a CFE service number, a telco's account, a water or gas contract, a
# shop's customer or loyalty number; tied by a name, the writer's words or a record.
POSITIVES = [
    ("a.txt", "Mi número de servicio CFE es 038229203669, por si lo necesitas para pagar."),
    ("a.txt", "Número de servicio CFE de Marisol Quintero Ávila: 512930447812"),
    ("a.txt", "Titular: Arturo Benítez Lara — No. de servicio 277104938812 — tarifa 1F"),
    ("a.txt", "Te paso mi cuenta de Telmex: 5529384710, está a mi nombre."),
    ("a.txt", "Cuenta Izzi de Leonor Cárdenas Ruiz: 0198273645"),
    ("a.txt", "Suscriptor: Rogelio Anaya Treviño, cuenta Totalplay 0110293847"),
    ("a.txt", "Mi número de contrato de agua (SIAPA) es 4471029384"),
    ("a.txt", "Cuenta de agua de Consuelo Ibarra Lugo: 204471029"),
    ("a.txt", "Naturgy: número de contrato del cliente Tadeo Villaseñor Ríos 7701928374"),
    ("a.txt", "No. de socio Costco de Marisol Quintero: 111822930045"),
    ("a.txt", "mi número de cliente Liverpool es 82736451, para que junten los puntos"),
    ("a.txt", "Tarjeta de puntos de Arturo Benítez Lara: 40098127364"),
    ("a.txt", "My CFE service number is 512930447812 if you need it for the payment."),
    ("a.txt", "Customer Leonor Cárdenas Ruiz, account number 4471029384 (Izzi)"),
    ("a.txt", "Meu código de cliente da Enel é 3012948576"),
    ("a.txt", "Titular da conta: Rogelio Anaya Treviño — nº da instalação 3012948576"),
    ("a.txt", "Datos del suscriptor — número de contrato 4471029384"),
    ("a.json", '{"cliente": "Marisol Quintero Ávila", "numero_servicio": "038229203669"}'),
    ("a.json", '{"titular": "Arturo Benítez Lara", "cuenta_telmex": "5529384710"}'),
    ("a.json", '{"client_id_cuenta": "CTA-88201934", "nombre": "Leonor Cárdenas Ruiz"}'),
    ("a.md", "| Titular | Marisol Quintero Ávila | No. de servicio CFE | 512930447812 |"),
    (
        "a.txt",
        "… Recibo de luz a nombre de Leonor Cárdenas Ruiz, número de servicio "
        "277104938812, tarifa 1F, periodo MAR-MAY …",
    ),
]

# A company's own numbers, the same words about no one, masked and placeholder values.
KEEPERS = [
    ("k.txt", "CFE Suministrador de Servicios Básicos, RFC CSS160330CP7"),
    (
        "k.txt",
        "Número de contrato de suministro 4400192837 con el proveedor Distribuidora Norte "
        "S.A. de C.V.",
    ),
    ("k.txt", "Cliente: Distribuidora Norte S.A. de C.V., contrato de suministro 4400192837"),
    (
        "k.txt",
        "Número de servicio CFE de la planta de Distribuidora Norte S.A. de C.V.: 512930447812",
    ),
    ("k.txt", "Factura No. 0019283746 — Teléfonos de México (Telmex)"),
    ("k.txt", "Pedido número 4500192837 de Liverpool, entrega estimada el 12 de mayo"),
    ("k.txt", "Folio de reporte Izzi: 88201934 (falla de internet en la colonia)"),
    ("k.txt", "Número de guía 429842226937 (Estafeta), en tránsito"),
    ("k.txt", "Medidor modelo AMI-2150, tarifa 1F, servicio doméstico"),
    ("k.txt", "La CFE atiende 47 millones de cuentas de servicio en el país."),
    ("k.txt", "El número de servicio viene en tu recibo, arriba a la izquierda."),
    ("k.txt", "Mi número de servicio: ********1234 (los demás dígitos ocultos)"),
    ("k.txt", "Número de servicio: 000000000000 (ejemplo del formato)"),
    ("k.txt", "Escribe tu número de cliente, por ejemplo 123456789"),
    ("k.json", '{"numero_factura": "0019283746", "proveedor": "Telmex"}'),
    ("k.md", "| Folio | 88201934 | Izzi | Falla masiva |"),
    ("k.txt", "Order number 4500192837 shipped via FedEx, tracking 781234567890"),
    ("k.txt", "Customer service: call 800 123 4567 with your account number ready."),
    ("k.txt", "Número do pedido 4500192837 — Magazine Luiza"),
    ("k.txt", "El número de cliente de Telmex tiene 10 dígitos, igual que tu teléfono."),
    ("k.txt", "Ticket #88201934 del cliente corporativo Grupo Norte S.A. de C.V."),
    # the label's own "cliente" ties the number to no one (stop 38, found by personal7)
    ("k.txt", "No. de cliente Telmex 7601507958"),
    ("k.json", '{"ticket": "Número de cliente Izzi 0198273645"}'),
]


def _codes(name: str, text: str) -> set[str]:
    return set().union(*codes_by_line(name, text.encode()).values())


@pytest.mark.parametrize(("name", "text"), POSITIVES)
def test_a_customers_account_tied_to_a_person_is_a_record(name: str, text: str) -> None:
    codes = _codes(name, text)
    assert "FG618" in codes or codes & {"FG602", "FG607"}, codes


def test_the_reader_finds_every_positive_itself() -> None:
    from fixture_guard.detect.person_records import find_person_records

    for _name, text in POSITIVES:
        kinds = {m.kind for m in find_person_records(text)}
        assert kinds & {"customer-account", "bank-account"}, text


@pytest.mark.parametrize(("name", "text"), KEEPERS)
def test_a_companys_number_or_no_ones_is_kept(name: str, text: str) -> None:
    assert not {c for c in _codes(name, text) if c.startswith(("FG5", "FG6"))}
