"""Keepers of corpus 31: what a redactor must leave alone in the same systems' output.

Non-personal ids of orders, shipments, invoices, tickets and requests; hashes and ETags;
companies' RFC (persona moral) and published contacts (role mailboxes, switchboards, office
addresses, also on .gob.mx); dates kept by seed §3; placeholders and masked values;
documented test cards; versions, prices, coordinates of businesses; numbers shaped like a
person's id that are not one.
"""

from __future__ import annotations

from typing import Any

import values as V
from values import R, pick

Item = dict[str, Any]

COMPANIES = [
    ("Ferretería El Nogal", "ferreteriaelnogal.com.mx"),
    ("Laboratorios Tonalá", "labtonala.mx"),
    ("Paquetería Rápida del Bajío", "prbajio.com"),
    ("Clínica Dental Ixtlán", "dentalixtlan.com.mx"),
    ("Inmobiliaria Cumbres del Sur", "cumbresdelsur.mx"),
    ("Colegio Tlaloc", "colegiotlaloc.edu.mx"),
    ("Seguros Alameda", "segurosalameda.com.mx"),
    ("Financiera Nopal", "finnopal.mx"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "economia.gob.mx",
    "condusef.gob.mx",
    "sep.gob.mx",
    "salud.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inegi.org.mx",
]
ROLES = [
    "ventas",
    "contacto",
    "soporte",
    "facturacion",
    "atencion.clientes",
    "cobranza",
    "rh",
    "prensa",
    "privacidad",
    "envios",
    "citas",
    "admisiones",
    "no-reply",
    "siniestros",
]


def _mk(kind: str, lang: str, form: str, key: str, value: str, payload: Any) -> Item:
    return {
        "label": "keep",
        "family": "keep",
        "kind": kind,
        "lang": lang,
        "form": form,
        "key": key,
        "value": value,
        "payload": payload,
    }


def _cycle(n: int, builders: list) -> list[Item]:
    return [builders[i % len(builders)]() for i in range(n)]


def orders(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "order-number",
                    "es",
                    "order folio in an e-commerce webhook",
                    "pedido",
                    v,
                    {"evento": "order.paid", "pedido": v, "total": "1499.00", "moneda": "MXN"},
                )
            )(f"MX-{V.digits(10)}"),
            lambda: (
                lambda v: _mk(
                    "order-number",
                    "es",
                    "bare 10-digit order folio in a status line",
                    "estado",
                    v,
                    f"Pedido {v}: empacado, sale hoy del CEDIS Tultitlán",
                )
            )(V.digits(10)),
            lambda: (
                lambda v: _mk(
                    "order-number",
                    "en",
                    "order id in a URL path",
                    "url",
                    v,
                    f"GET /api/orders/{v}/items 200 18ms",
                )
            )(f"ord_{V.b62(14)}"),
            lambda: (
                lambda v: _mk(
                    "order-number",
                    "pt",
                    "pt-BR order number in a notification",
                    "aviso",
                    v,
                    f"Seu pedido nº {v} foi enviado. Prazo: 3 dias úteis.",
                )
            )(V.digits(9)),
        ],
    )


def shipments(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "tracking-number",
                    "es",
                    "UPS-style tracking number in a tracking event",
                    "evento",
                    v,
                    {"guia": v, "estatus": "EN_TRANSITO", "centro": "QRO-01"},
                )
            )("1Z" + V.rnd("0123456789ABCDEFGHJKLMNPRSTVWXYZ", 16)),
            lambda: (
                lambda v: _mk(
                    "tracking-number",
                    "es",
                    "10-digit waybill (phone-shaped) on a tracking page",
                    "rastreo",
                    v,
                    f"Guía {v} · Última actualización: llegó a centro de distribución Celaya",
                )
            )(pick(["55", "33", "81"]) + V.digits(8)),
            lambda: (
                lambda v: _mk(
                    "tracking-number",
                    "es",
                    "22-digit Estafeta-style code in a CSV of shipments",
                    "csv",
                    v,
                    f"{v},2 cajas,12.4 kg,Tultitlán,Mérida",
                )
            )(V.digits(22)),
            lambda: (
                lambda v: _mk(
                    "tracking-number",
                    "en",
                    "shipment id in an NDJSON log line",
                    "ndjson",
                    v,
                    f'{{"event":"label.created","shipment":"{v}","carrier":"dhl","service":"express"}}',
                )
            )(f"shp_{V.b62(16)}"),
            lambda: (
                lambda v: _mk(
                    "tracking-number",
                    "es",
                    "11-digit guide number (NSS-shaped, Luhn-valid) in a delivery SMS template",
                    "sms",
                    v,
                    f"Tu paquete con guía {v} llega mañana entre 9 y 14 h. Rastrea en el sitio.",
                )
            )((lambda p: p + V.luhn_dv(p))(V.digits(10))),
        ],
    )


def invoices(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "cfdi-uuid",
                    "es",
                    "CFDI folio fiscal (UUID) in a TimbreFiscalDigital node",
                    "timbre",
                    v,
                    f'<tfd:TimbreFiscalDigital Version="1.1" UUID="{v}" FechaTimbrado="2025-10-30T12:04:51" NoCertificadoSAT="{V.digits(20)}"/>',  # noqa: E501
                )
            )(V.uid().upper()),
            lambda: (
                lambda v: _mk(
                    "invoice-folio",
                    "es",
                    "invoice serie-folio in a billing payload",
                    "factura",
                    v,
                    {"serie": "F", "folio_interno": v, "subtotal": 862.07, "iva": 137.93},
                )
            )(f"F-{V.digits(6)}"),
            lambda: (
                lambda v: _mk(
                    "cfdi-uuid",
                    "es",
                    "folio fiscal in a cancellation log line",
                    "log",
                    v,
                    f"cancelacion motivo=02 folio_fiscal={v} estatus=Cancelado sin aceptación",
                )
            )(V.uid()),
            lambda: (
                lambda v: _mk(
                    "certificate-number",
                    "es",
                    "SAT certificate number (20 digits) of the issuer",
                    "cfdi",
                    v,
                    f'NoCertificado="{v}" (certificado de sello digital del emisor)',
                )
            )("0000100000" + V.digits(10)),
        ],
    )


def skus(n: int) -> list[Item]:
    def ean() -> str:
        p = "750" + V.digits(9)
        s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(p))
        return p + str((10 - s % 10) % 10)

    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "sku",
                    "es",
                    "EAN-13 barcode in a catalogue export",
                    "producto",
                    v,
                    {"sku": f"FN-{V.digits(5)}", "ean": v, "precio": 249.0},
                )
            )(ean()),
            lambda: (
                lambda v: _mk(
                    "sku",
                    "es",
                    "SKU in a CSV inventory row",
                    "csv",
                    v,
                    f"{v};Taladro 1/2 in 650 W;14 pzas;$1,189.00",
                )
            )(f"TAL-{V.digits(4)}-{pick('ABC')}"),
        ],
    )


def tickets(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "ticket",
                    "es",
                    "support ticket id in a helpdesk webhook",
                    "ticket",
                    v,
                    {"id": v, "estado": "abierto", "prioridad": "media", "canal": "web"},
                )
            )(f"TCK-{V.digits(7)}"),
            lambda: (
                lambda v: _mk(
                    "ticket",
                    "en",
                    "case number in an insurer status line",
                    "case",
                    v,
                    f"Claim {v} moved to status IN_REVIEW by rule auto-triage",
                )
            )(f"CLM-2025-{V.digits(6)}"),
            lambda: (
                lambda v: _mk(
                    "case-number",
                    "es",
                    "court case number in a court listing",
                    "boletin",
                    v,
                    f"Juzgado Tercero de lo Civil, expediente {v}, acuerdo de fecha 3 de noviembre.",
                )
            )(f"{R.randint(100, 2999)}/2025"),
        ],
    )


def request_ids(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "request-id",
                    "en",
                    "request id header recorded as a list",
                    "x-request-id",
                    v,
                    [v],
                )
            )(V.uid()),
            lambda: (
                lambda v: _mk("trace-id", "en", "W3C traceparent header", "traceparent", v, [v])
            )(f"00-{V.hexs(32)}-{V.hexs(16)}-01"),
            lambda: (
                lambda v: _mk(
                    "request-id",
                    "es",
                    "request id in an error page",
                    "error",
                    v,
                    f"Ocurrió un error inesperado. Código de referencia: {v}. Inténtalo más tarde.",
                )
            )(f"req_{V.b62(20)}"),
            lambda: (
                lambda v: _mk(
                    "trace-id",
                    "en",
                    "trace and span ids in a key=value log",
                    "log",
                    v,
                    f'level=error msg="upstream timeout" trace_id={v} span_id={V.hexs(16)}',
                )
            )(V.hexs(32)),
            lambda: (
                lambda v: _mk(
                    "event-id",
                    "en",
                    "webhook event id in a delivery record",
                    "delivery",
                    v,
                    {"event_id": v, "attempt": 2, "status": 200},
                )
            )(f"evt_{V.b62(24)}"),
        ],
    )


def hashes(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "hash",
                    "en",
                    "sha256 of the original body (seed §3 keeps it)",
                    "sha256_original",
                    v,
                    v,
                )
            )(V.sha256(V.b62(9))),
            lambda: (
                lambda v: _mk(
                    "hash",
                    "en",
                    "git commit sha in a deploy event",
                    "deploy",
                    v,
                    {"service": "api-citas", "commit": v, "env": "prod"},
                )
            )(V.hexs(40)),
            lambda: (
                lambda v: _mk(
                    "etag", "en", "ETag header recorded as a list", "etag", v, [f'W/"{v}"']
                )
            )(V.hexs(16)),
            lambda: (
                lambda v: _mk(
                    "hash",
                    "es",
                    "md5 checksum of an attached XML",
                    "adjunto",
                    v,
                    f"Adjunto factura.xml (md5 {v}, 14 KB)",
                )
            )(V.hexs(32)),
            lambda: (
                lambda v: _mk(
                    "hash",
                    "en",
                    "SRI integrity attribute",
                    "sri",
                    v,
                    f'integrity="{v}" crossorigin="anonymous"',
                )
            )("sha384-" + V.b62(64)),
        ],
    )


def company_rfc(n: int) -> list[Item]:
    fixed = [
        ("XAXX010101000", "generic RFC for 'público en general'"),
        ("XEXX010101000", "generic RFC for foreign customers"),
        ("EKU9003173C9", "SAT test RFC used in CFDI documentation"),
    ]
    out = []
    for i in range(n):
        if i < len(fixed):
            v, why = fixed[i]
            out.append(
                _mk(
                    "generic-rfc",
                    "es",
                    why + " in a CFDI Receptor",
                    "xml_cfdi",
                    v,
                    f'<cfdi:Receptor Rfc="{v}" Nombre="PUBLICO EN GENERAL" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="616" UsoCFDI="S01"/>',  # noqa: E501
                )
            )
            continue
        v = V.rfc_moral()
        co, dom = pick(COMPANIES)
        b = i % 3
        if b == 0:
            out.append(
                _mk(
                    "company-rfc",
                    "es",
                    "issuer RFC (persona moral) in a CFDI Emisor",
                    "emisor",
                    v,
                    f'<cfdi:Emisor Rfc="{v}" Nombre="{co.upper()} SA DE CV" RegimenFiscal="601"/>',
                )
            )
        elif b == 1:
            out.append(
                _mk(
                    "company-rfc",
                    "es",
                    "company RFC in the footer of a notification",
                    "footer",
                    v,
                    f"{co}, S.A. de C.V. · RFC {v} · Aviso de privacidad en {dom}/privacidad",
                )
            )
        else:
            out.append(
                _mk(
                    "company-rfc",
                    "es",
                    "company RFC in a supplier record (obj)",
                    "proveedor",
                    v,
                    {"razon_social": co + " SA de CV", "rfc": v, "regimen": "601"},
                )
            )
    return out


def role_mailboxes(n: int) -> list[Item]:
    out = []
    for i in range(n):
        co, dom = pick(COMPANIES)
        role = ROLES[i % len(ROLES)]
        m = f"{role}@{dom}"
        b = i % 5
        if b == 0:
            out.append(
                _mk(
                    "role-mailbox",
                    "es",
                    "role mailbox in a notification template footer",
                    "pie",
                    m,
                    f"¿Dudas? Escríbenos a {m} o visita nuestra sucursal.",
                )
            )
        elif b == 1:
            out.append(
                _mk(
                    "role-mailbox",
                    "en",
                    "reply_to of a transactional e-mail payload",
                    "mail",
                    m,
                    {"from": f"{co} <{m}>", "template": "pedido_enviado"},
                )
            )
        elif b == 2:
            mu = m.upper()
            out.append(
                _mk(
                    "role-mailbox",
                    "es",
                    "upper-case role mailbox in a contact block",
                    "contacto",
                    mu,
                    f"CONTACTO: {mu}",
                )
            )
        elif b == 3:
            q = f"mailto:{m}?subject=Factura%20pedido"
            out.append(
                _mk("role-mailbox", "es", "mailto: with a query to a role mailbox", "link", m, q)
            )
        else:
            out.append(
                _mk(
                    "role-mailbox",
                    "pt",
                    "role mailbox in a pt-BR footer",
                    "rodape",
                    m,
                    f"Atendimento ao cliente: {m} (segunda a sexta, 9h às 18h)",
                )
            )
    return out


def gov_mailboxes(n: int) -> list[Item]:
    out = []
    for i in range(n):
        d = GOV[i % len(GOV)]
        r = [
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "quejas",
            "denuncias",
            "comunicacion.social",
        ][i % 6]
        m = f"{r}@{d}"
        if i % 2:
            out.append(
                _mk(
                    "gov-role-mailbox",
                    "es",
                    "institutional mailbox on a .gob.mx page",
                    "institucional",
                    m,
                    f"Unidad de Transparencia: {m}, Tel. 55 5128 1000 ext. 12345",
                )
            )
        else:
            out.append(
                _mk(
                    "gov-role-mailbox",
                    "es",
                    "institutional mailbox in a JSON directory entry",
                    "directorio",
                    m,
                    {"area": "Atención ciudadana", "correo": m, "horario": "9:00-15:00"},
                )
            )
    return out


def switchboards(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "switchboard",
                    "es",
                    "company switchboard with extension",
                    "oficina",
                    v,
                    f"Conmutador: {v} ext. 2210 (lunes a viernes)",
                )
            )(f"(55) 5{V.digits(3)}-{V.digits(4)}"),
            lambda: (
                lambda v: _mk(
                    "toll-free",
                    "es",
                    "800 number on a tracking page",
                    "ayuda",
                    v,
                    f"Centro de atención a clientes {v}",
                )
            )(f"800 {V.digits(3)} {V.digits(4)}"),
            lambda: (
                lambda v: _mk(
                    "switchboard",
                    "es",
                    "branch office phone in a store-locator JSON",
                    "sucursal",
                    v,
                    {"sucursal": "Centro", "tel_oficina": v, "horario": "L-S 9-19"},
                )
            )(f"+52 442 {V.digits(3)} {V.digits(4)}"),
            lambda: (
                lambda v: _mk(
                    "toll-free",
                    "es",
                    "01 800 number in an SMS template",
                    "sms",
                    v,
                    f"Banco: si no reconoces el cargo llama al {v}. Nunca te pediremos tu NIP.",
                )
            )(f"01 800 {V.digits(3)} {V.digits(4)}"),
        ],
    )


def company_addresses(n: int) -> list[Item]:
    out = []
    for i in range(n):
        muni, st, cp2 = pick(V.MUNIS)
        a = f"Av. Constituyentes {R.randint(100, 1900)}, piso {R.randint(2, 12)}, Col. Centro, C.P. {cp2}{V.digits(3)}, {muni}, {st}"  # noqa: E501
        co, _ = pick(COMPANIES)
        if i % 2:
            out.append(
                _mk(
                    "company-address",
                    "es",
                    "branch address in a store locator",
                    "sucursal",
                    a,
                    {"nombre": co + " Matriz", "direccion": a},
                )
            )
        else:
            out.append(
                _mk(
                    "company-address",
                    "es",
                    "office address in an invoice footer",
                    "pie",
                    a,
                    f"{co}, S.A. de C.V. — Oficinas: {a}",
                )
            )
    return out


def dates(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (lambda v: _mk("date", "en", "publishedAt of a result", "publishedAt", v, v))(
                f"2025-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:14:00Z"
            ),
            lambda: (lambda v: _mk("date", "en", "retrievedAt of a capture", "retrievedAt", v, v))(
                f"2025-11-{R.randint(1, 28):02d}T09:{R.randint(10, 59)}:03.512Z"
            ),
            lambda: (lambda v: _mk("date", "en", "date header recorded as a list", "date", v, [v]))(
                f"{pick(['Mon', 'Tue', 'Wed', 'Thu'])}, {R.randint(10, 28)} Nov 2025 14:{R.randint(10, 59)}:22 GMT"
            ),
            lambda: (
                lambda v: _mk(
                    "date",
                    "es",
                    "invoice issue date in a CFDI attribute",
                    "cfdi",
                    v,
                    f'Fecha="{v}" FormaPago="03" MetodoPago="PUE" LugarExpedicion="76000"',
                )
            )(f"2025-10-{R.randint(10, 30)}T11:{R.randint(10, 59)}:00"),
            lambda: (
                lambda v: _mk(
                    "date",
                    "es",
                    "appointment slot date without any person on the line",
                    "agenda",
                    v,
                    {"consultorio": 3, "fecha": v, "disponibles": 4},
                )
            )(f"{R.randint(1, 28):02d}/12/2025"),
            lambda: (
                lambda v: _mk(
                    "date",
                    "es",
                    "statement cut-off date in a bank statement header",
                    "corte",
                    v,
                    f"Fecha de corte: {v} · Periodo: 1 al 31 de octubre",
                )
            )(f"{R.randint(1, 28)} de noviembre de 2025"),
        ],
    )


def cache_age(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "cache-age",
                    "en",
                    "cacheAgeSeconds kept by seed §3",
                    "cacheAgeSeconds",
                    v,
                    int(v),
                )
            )(str(R.randint(30, 86400)))
        ],
    )


def placeholders(n: int) -> list[Item]:
    vals = [
        ("<TU_CURP>", "es"),
        ("AAAA000000HDFXXX00", "es"),
        ("XXXX010101XXX", "es"),
        ("redacted@example.test", "en"),
        ("+52-000-000-0000", "es"),
        ("${DB_PASSWORD}", "en"),
        ("{{cliente.telefono}}", "es"),
        ("YOUR_API_KEY", "en"),
        ("sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "en"),
        ("000-00-0000", "en"),
        ("usuario@dominio.com", "es"),
        ("Bearer <token>", "en"),
        ("000.000.000-00", "pt"),
        ("00000000000000000X", "es"),
        ("{{ secrets.API_TOKEN }}", "en"),
        ("https://hooks.example.com/services/T000/B000/XXXX", "en"),
    ]
    out = []
    for i in range(n):
        v, lang = vals[i % len(vals)]
        if i % 2:
            out.append(
                _mk(
                    "placeholder",
                    lang,
                    "documentation placeholder in a sample payload",
                    "ejemplo",
                    v,
                    {"campo": "ejemplo", "valor": v},
                )
            )
        else:
            out.append(
                _mk(
                    "placeholder",
                    lang,
                    "documentation placeholder in a doc sentence",
                    "doc",
                    v,
                    f"Sustituye {v} por el valor real antes de llamar al endpoint (ver guía de integración).",
                )
            )
    return out


def masked(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "masked",
                    "es",
                    "masked card in a payment receipt",
                    "recibo",
                    v,
                    f"Pagado con Visa {v} · Autorización 0{V.digits(5)}",
                )
            )(f"**** **** **** {V.digits(4)}"),
            lambda: (
                lambda v: _mk(
                    "masked",
                    "es",
                    "masked CLABE in a payout record",
                    "payout",
                    v,
                    {"destino": v, "estado": "liquidado"},
                )
            )(f"************{V.digits(6)}"),
            lambda: (
                lambda v: _mk(
                    "masked",
                    "es",
                    "masked phone in an SMS log",
                    "log",
                    v,
                    f"sms.sent to={v} template=otp_login",
                )
            )(f"+52 ** **** {V.digits(2)}{V.digits(2)}"),
            lambda: (
                lambda v: _mk(
                    "masked",
                    "en",
                    "masked SSN in a background-check summary",
                    "summary",
                    v,
                    f"SSN on file: {v} (verified)",
                )
            )(f"***-**-{V.digits(4)}"),
            lambda: (
                lambda v: _mk(
                    "masked",
                    "es",
                    "masked e-mail in an account-recovery page",
                    "recuperacion",
                    v,
                    f"Enviamos un código a {v}",
                )
            )(f"m{'*' * 5}z@g****.com"),
            lambda: (
                lambda v: _mk(
                    "masked",
                    "es",
                    "masked CURP in an enrolment receipt",
                    "comprobante",
                    v,
                    f"CURP del alumno: {v}",
                )
            )("XXXX" + "X" * 10 + V.digits(2) + "XX"),
        ],
    )


def test_cards(n: int) -> list[Item]:
    cards = [
        "4242 4242 4242 4242",
        "4000 0566 5566 5556",
        "5555 5555 5555 4444",
        "3782 822463 10005",
        "4111 1111 1111 1111",
        "5105 1051 0510 5100",
        "4000 0000 0000 0002",
        "2223 0031 2200 3222",
    ]
    return [
        _mk(
            "test-card",
            pick(["es", "en"]),
            "documented test card number in an integration guide",
            "guia",
            c,
            f"Para pruebas en sandbox usa la tarjeta {c}, cualquier CVV y una fecha futura.",
        )
        for c in cards[:n]
    ]


def versions(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "version",
                    "en",
                    "User-Agent with versions",
                    "user-agent",
                    v,
                    [f"fetch-client/{v} (+https://example.test/bot)"],
                )
            )(f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 99)}"),
            lambda: (
                lambda v: _mk(
                    "version",
                    "es",
                    "CFDI/API version in a payload",
                    "version",
                    v,
                    {"api": v, "cfdi": "4.0"},
                )
            )(f"2025-{R.randint(1, 12):02d}-01.{R.randint(1, 9)}"),
            lambda: (
                lambda v: _mk(
                    "version",
                    "en",
                    "build string in a footer",
                    "build",
                    v,
                    f"build {v} · region mx-central-1",
                )
            )(f"{R.randint(10, 99)}.{R.randint(0, 9)}.{R.randint(1000, 9999)}+g{V.hexs(7)}"),
        ],
    )


def prices(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "amount",
                    "es",
                    "amount in a bank-statement line without a person",
                    "movimiento",
                    v,
                    f"Comisión por manejo de cuenta {v} + IVA",
                )
            )(f"${R.randint(10, 999)}.{V.digits(2)}"),
            lambda: (
                lambda v: _mk(
                    "amount",
                    "es",
                    "premium in an insurance quote payload",
                    "cotizacion",
                    v,
                    {"plan": "Amplia", "prima_total": v, "moneda": "MXN"},
                )
            )(f"{R.randint(4000, 39999)}.{V.digits(2)}"),
            lambda: (
                lambda v: _mk(
                    "amount",
                    "pt",
                    "pt-BR price in a product card",
                    "preco",
                    v,
                    f"Por apenas {v} à vista no Pix",
                )
            )(f"R$ {R.randint(19, 4999)},{V.digits(2)}"),
            lambda: (
                lambda v: _mk(
                    "amount",
                    "es",
                    "rent amount in a listing without landlord data",
                    "renta",
                    v,
                    f"Renta mensual {v} MXN, mantenimiento incluido, 2 recámaras",
                )
            )(f"${R.randint(8, 45)},{V.digits(3)}.00"),
        ],
    )


def coords(n: int) -> list[Item]:
    pts = [
        (19.4326, -99.1332),
        (20.5888, -100.3899),
        (25.6866, -100.3161),
        (21.1619, -86.8515),
        (20.6597, -103.3496),
        (19.0414, -98.2063),
        (21.1250, -101.6860),
        (32.5149, -117.0382),
        (20.9674, -89.5926),
        (16.8531, -99.8237),
    ]
    out = []
    for i in range(n):
        la, lo = pts[i % len(pts)]
        v = f"{la + R.random() / 100:.6f},{lo + R.random() / 100:.6f}"
        out.append(
            _mk(
                "coordinates",
                "es",
                "business coordinates in a store-locator payload",
                "geo",
                v,
                {"tipo": "sucursal", "latlng": v, "abierto": True},
            )
        )
    return out


def gov_ids(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "institution-id",
                    "es",
                    "school CCT key in an enrolment export header",
                    "escuela",
                    v,
                    {"cct": v, "turno": "MATUTINO", "ciclo": "2025-2026"},
                )
            )(f"{R.randint(1, 32):02d}DPR{V.digits(4)}{pick('ABCDEFGHJK')}"),
            lambda: (
                lambda v: _mk(
                    "institution-id",
                    "es",
                    "clinic CLUES code in an appointment system",
                    "unidad",
                    v,
                    f"Unidad médica CLUES {v} — Centro de Salud Urbano",
                )
            )(f"{pick(['DF', 'JC', 'NL', 'GT'])}SSA{V.digits(6)}"),
            lambda: (
                lambda v: _mk(
                    "institution-id",
                    "es",
                    "employer registration (registro patronal) of a company",
                    "patron",
                    v,
                    f"Registro patronal IMSS de la empresa: {v}",
                )
            )(f"{pick('ABCDEY')}{V.digits(2)}{V.digits(5)}10{V.digits(1)}"),
            lambda: (
                lambda v: _mk(
                    "content-id",
                    "en",
                    "video/content id in an analytics event",
                    "event",
                    v,
                    {"event": "video_play", "properties": {"content_id": v, "position": 12}},
                )
            )(f"vid_{V.b62(11)}"),
            lambda: (
                lambda v: _mk(
                    "content-id",
                    "es",
                    "article id in a CMS API path",
                    "cms",
                    v,
                    f"/api/v1/articulos/{v}/revisiones",
                )
            )(V.digits(8)),
            lambda: (
                lambda v: _mk(
                    "statistic",
                    "es",
                    "bare 10-digit count in a statistics payload",
                    "stat",
                    v,
                    {"indicador": "envios_totales", "valor": int(v)},
                )
            )(str(R.randint(1_000_000_000, 9_999_999_999))),
        ],
    )


def publishable(n: int) -> list[Item]:
    return _cycle(
        n,
        [
            lambda: (
                lambda v: _mk(
                    "publishable-key",
                    "en",
                    "publishable (client) key in a checkout page config",
                    "checkout",
                    v,
                    {"publishableKey": v, "locale": "es-419"},
                )
            )("pk_live_" + V.b62(40)),
            lambda: (
                lambda v: _mk(
                    "public-key",
                    "en",
                    "SSH public key in a deploy config",
                    "deploy_key",
                    v,
                    f"ssh-ed25519 {v} ci@deploy",
                )
            )("AAAAC3NzaC1lZDI1NTE5AAAAI" + V.b62(43)),
        ],
    )


def all_items() -> list[Item]:
    return (
        orders(20)
        + shipments(22)
        + invoices(20)
        + skus(14)
        + tickets(15)
        + request_ids(20)
        + hashes(20)
        + company_rfc(21)
        + role_mailboxes(32)
        + gov_mailboxes(16)
        + switchboards(24)
        + company_addresses(14)
        + dates(30)
        + cache_age(4)
        + placeholders(24)
        + masked(20)
        + test_cards(8)
        + versions(12)
        + prices(16)
        + coords(10)
        + gov_ids(24)
        + publishable(6)
    )
