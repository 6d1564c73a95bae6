"""Round 33b: the structures that make a value a company's, read on personal37's keepers.

The thirty-seventh corpus's keepers are plain (a company's account or phone always has a
company word near it), so each one flagged is a false positive an ordinary fixture would
trigger. For each structure read there, items were written here before the detectors
were changed, in values of our own (none of the corpus's names, numbers or sentences):
the keepers, and the personal items that look like them (the same sentence or record with
a person as the payee), so that a rule which keeps the first cannot drop the second.

Each item is planted with `generalisation_corpus.plantings` (the carriers of the
generalisation suite) and scored by `generalisation_eval.evaluate`; the gates are in
`tests/test_personal_keepers.py`.
"""

from __future__ import annotations

from typing import Any

from generalisation_corpus import Item

_ITEMS: list[Item] = []


def _add(label: str, kind: str, form: str, *payloads: Any) -> None:
    for payload in payloads:
        n = sum(1 for i in _ITEMS if i.kind == kind) + 1
        _ITEMS.append(Item(f"{kind}-{n:03d}", label, kind, form, payload))


def P(kind: str, form: str, *payloads: Any) -> None:
    _add("personal", kind, form, *payloads)


def K(kind: str, form: str, *payloads: Any) -> None:
    _add("keep", kind, form, *payloads)


def S(kind: str, form: str, *payloads: Any) -> None:
    _add("secret", kind, form, *payloads)


# --- the payee named by the payment ("Para pagos a <organisation>, usa la CLABE …") -------
# The sentence names who is paid ("pagos a", "depósitos a", "payments to") and then tells
# the reader which account to use: the account is the payee's. An organisation there (a
# trade name, a legal form) holds it; a person there holds it too, and so does a person
# named between them or the reader's own account ("tu CLABE").

K(
    "payee-named-keeper",
    "prose",
    "Para pagos a Ferretería El Tornillo Feliz, S.A. de C.V., usa la CLABE 012934904037804963 "
    "(BBVA) e indica tu folio.",
    "Para depósitos a Panadería La Espiga, transfiere a la CLABE 014201752225526004 y envía "
    "tu comprobante.",
    "Payments to Nube Maya Software, S.A.P.I. de C.V.: please use CLABE 021719394267470255 "
    "with your invoice number.",
    "Pagos a Editorial Tinta Roja: deposite en la cuenta CLABE 072453428422240773 de Banorte.",
    "Para transferencias a Clínica Dental Sonrisa, S.C., utiliza la CLABE 030547754769221860 "
    "(BanBajío) y conserva tu recibo.",
)
K(
    "payee-named-keeper",
    "html",
    '<div class="pago">Para pagos a Transportes Sierra Gorda, S.A. de C.V., usa la CLABE '
    "036228336146828132 (Santander) y tu número de guía como referencia.</div>",
)
P(
    "payee-named",
    "prose",
    "Para pagos a Rebeca Salcedo Luna, usa la CLABE 044111328803940114 (Santander) y manda "
    "tu comprobante.",
    "Payments to Jordan Reyes: please use CLABE 058516757929536279 and your invoice number.",
    "Pagos a Muebles Finos del Norte, S.A. de C.V.: deposita a nombre de Joaquín Ríos Medina, "
    "CLABE 127986551002365639.",
    "Para pagos a Hotel Casa Azul te reembolsamos a tu CLABE 137794942425431562 en 5 días.",
)

# --- a record's key that names the account the payments go to -------------------------
# `clabe_pagos`, `cuenta_para_pagos`, `payments_clabe`: the record's form of "CLABE para
# pagos" (round 31), an account published to receive payments, unless its record names a
# person. A payroll's or a refund's account (`clabe_nomina`, `clabe_reembolso`) is a
# person's, and so is a bare `clabe`.

K(
    "payments-key-keeper",
    "field",
    ("clabe_pagos", "646508553013635969"),
    ("cuenta_para_pagos", "002222980715761679"),
    ("payments_clabe", "062196862849974966"),
    ("clabe_cobranza", "166979518290431043"),
)
P(
    "payments-key",
    "field",
    ("clabe_nomina", "113528377736753406"),
    ("clabe_reembolso", "132910722630894922"),
    ("clabe", "012934904037804963"),
)
P(
    "payments-key",
    "block",
    '{"proveedor": "Lorena Montes Trujillo",\n "clabe_pagos": "014201752225526004"}',
)


ITEMS: tuple[Item, ...] = tuple(_ITEMS)
