"""Personal items of corpus 31: records about people as systems emit them (label personal).

Each builder returns ``(value, payload)``: ``payload`` is either one line of text (HTML
paragraph / JSON-YAML string field) or a small JSON object/array planted as the value of a
new field. ``value`` is the datum exactly as it appears in the planted text.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import values as V
from values import R, pick

Item = dict[str, Any]


def _mk(
    kind: str, lang: str, form: str, key: str, value: str, payload: Any, family: str = "personal"
) -> Item:
    return {
        "label": "personal",
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "key": key,
        "value": value,
        "payload": payload,
    }


def _dmy(y: int, m: int, d: int) -> str:
    return f"{d:02d}/{m:02d}/{y}"


MESES = [
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


def curp_items(n: int) -> list[Item]:
    out = []
    builders: list[Callable[[], Item]] = [
        lambda: (
            lambda c, nm: _mk(
                "curp",
                "es",
                "CURP in a school-enrolment export row (JSON obj, field 'doc')",
                "alumno",
                c,
                {"matricula": f"A{V.digits(7)}", "nombre": nm, "doc": c, "grado": "3B"},
            )
        )(V.curp(), V.full_name()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "CURP in a CSV row whose header is elsewhere",
                "row_17",
                c,
                f"2025-08-19,{V.digits(6)},{c},ALTA,SEP-DGETI",
            )
        )(V.curp()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "lower-case CURP in a query string of a logged URL",
                "req_url",
                c,
                f"GET /api/v2/pacientes/buscar?ref={c}&incluir=citas 200 41ms",
            )
        )(V.curp().lower()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "CURP in a key=value audit log line",
                "audit",
                c,
                f"ts=2025-10-02T14:11:09Z actor=svc-altas action=update dato_1={c} result=ok",
            )
        )(V.curp()),
        lambda: (
            lambda c, nm: _mk(
                "curp",
                "es",
                "CURP in a clinic appointment confirmation SMS",
                "sms_body",
                c,
                f"Clínica Ixtlán: {nm}, su cita de laboratorio quedó el 14/11 8:30. Presente identificación; CURP registrada {c}.",  # noqa: E501
            )
        )(V.curp(), V.full_name()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "CURP in an error page echoing the record",
                "error_detail",
                c,
                f"ValidationError: registro duplicado (campo val2='{c}') en tabla beneficiarios, línea 88",
            )
        )(V.curp()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "CURP in an XML element with a neutral name",
                "xml",
                c,
                f"<Solicitante><Ref>{c}</Ref><Tipo>F</Tipo></Solicitante>",
            )
        )(V.curp()),
        lambda: (
            lambda c: _mk(
                "curp",
                "es",
                "CURP with spaces in an HR payroll export",
                "nomina",
                c,
                f"Empleado 0042 | {c} | depto. Almacén | quincena 21",
            )
        )(" ".join([(x := V.curp())[:4], x[4:10], x[10:16], x[16:]])),
    ]
    for i in range(n):
        out.append(builders[i % len(builders)]())
    return out


def rfc_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda r, nm: _mk(
                "rfc-persona-fisica",
                "es",
                "CFDI 4.0 Receptor XML, RFC of a persona física",
                "xml_cfdi",
                r,
                f'<cfdi:Receptor Rfc="{r}" Nombre="{nm.upper()}" DomicilioFiscalReceptor="{V.digits(5)}" RegimenFiscalReceptor="605" UsoCFDI="D01"/>',  # noqa: E501
            )
        )(V.rfc_fisica(), V.full_name()),
        lambda: (
            lambda r: _mk(
                "rfc-persona-fisica",
                "es",
                "RFC in a nested JSON 'receptor' object",
                "receptor",
                r,
                {"rfc": r, "regimen": "612", "uso": "G03", "cp": V.digits(5)},
            )
        )(V.rfc_fisica()),
        lambda: (
            lambda r: _mk(
                "rfc-persona-fisica",
                "es",
                "RFC in a field named x_cliente of a CRM payload",
                "x_cliente",
                r,
                r,
            )
        )(V.rfc_fisica()),
        lambda: (
            lambda r, nm: _mk(
                "rfc-persona-fisica",
                "es",
                "RFC in a rental contract clause",
                "contrato",
                r,
                f"EL ARRENDATARIO, {nm}, con RFC {r}, se obliga a pagar la renta mensual el día 5 de cada mes.",
            )
        )(V.rfc_fisica(), V.full_name()),
        lambda: (
            lambda r: _mk(
                "rfc-persona-fisica",
                "es",
                "lower-case RFC with hyphens in a support ticket",
                "ticket_text",
                r,
                f"Buen día, necesito la factura del pedido, mi rfc es {r} y el régimen 626.",
            )
        )((lambda x: f"{x[:4]}-{x[4:10]}-{x[10:]}".lower())(V.rfc_fisica())),
        lambda: (
            lambda r: _mk(
                "rfc-persona-fisica",
                "es",
                "RFC in a path segment of a logged request",
                "log",
                r,
                f"POST /facturacion/v1/contribuyentes/{r}/cfdi 201 trace=9c1f",
            )
        )(V.rfc_fisica()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def nss_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda s: _mk(
                "nss",
                "es",
                "NSS in a payroll CSV row",
                "csv",
                s,
                f"0042;{s};SBC 612.40;alta 2024-02-01",
            )
        )(V.nss()),
        lambda: (
            lambda s, nm: _mk(
                "nss",
                "es",
                "NSS in an IMSS clinic appointment payload (obj)",
                "cita",
                s,
                {"paciente": nm, "afiliacion": s, "umf": 28, "consultorio": "4"},
            )
        )(V.nss(), V.full_name()),
        lambda: (
            lambda s: (
                lambda f: _mk(
                    "nss",
                    "es",
                    "hyphenated NSS in an HR webhook event line",
                    "evento",
                    f,
                    f"event=onboarding.completed emp=E-3391 val2={f}",
                )
            )(f"{s[:2]}-{s[2:4]}-{s[4:6]}-{s[6:10]}-{s[10]}")
        )(V.nss()),
        lambda: (
            lambda s: (
                lambda f: _mk(
                    "nss",
                    "es",
                    "NSS with spaces in an incapacity notice e-mail",
                    "body",
                    f,
                    f"Se registró la incapacidad del trabajador con número de seguridad social {f} por 3 días.",
                )
            )(f"{s[:4]} {s[4:8]} {s[8:]}")
        )(V.nss()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def ine_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda c: _mk(
                "ine-clave-elector",
                "es",
                "INE clave de elector in a KYC payload (obj)",
                "kyc",
                c,
                {"tipo_id": "INE", "numero": c, "vigencia": 2031, "ok": True},
            )
        )(V.ine_clave()),
        lambda: (
            lambda c: _mk(
                "ine-clave-elector",
                "es",
                "clave de elector in a notary listing",
                "aviso",
                c,
                f"Compareció ante mí la vendedora, quien se identificó con credencial para votar clave {c}.",
            )
        )(V.ine_clave()),
        lambda: (
            lambda c: _mk(
                "ine-clave-elector",
                "es",
                "clave de elector in a key=value log",
                "log",
                c,
                f"kyc.step=ocr doc_type=ine campo_3={c} score=0.97",
            )
        )(V.ine_clave()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def clabe_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda c: _mk(
                "clabe",
                "es",
                "CLABE in a payout webhook (obj, field 'destino')",
                "payout",
                c,
                {
                    "id": f"po_{V.b62(12)}",
                    "monto": "1250.00",
                    "destino": c,
                    "beneficiario_tipo": "persona_fisica",
                },
            )
        )(V.clabe()),
        lambda: (
            lambda c, nm: _mk(
                "clabe",
                "es",
                "CLABE in a bank-statement CSV row",
                "csv",
                c,
                f"2025-09-30,SPEI ENVIADO,{nm.upper()},{c},-3400.00",
            )
        )(V.clabe(), V.full_name()),
        lambda: (
            lambda c: _mk(
                "clabe",
                "es",
                "spaced CLABE in a refund e-mail",
                "correo",
                c,
                f"Hola, para el reembolso del pedido deposítenme a mi cuenta CLABE {c}, gracias.",
            )
        )((lambda x: f"{x[:3]} {x[3:6]} {x[6:17]} {x[17]}")(V.clabe())),
        lambda: (
            lambda c: _mk(
                "clabe",
                "es",
                "CLABE in a URL-encoded form body",
                "form_body",
                c,
                f"nombre=Cliente&cuenta_destino={c}&concepto=devolucion%20pedido",
            )
        )(V.clabe()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def card_items(n: int) -> list[Item]:
    kinds = ["visa", "mc", "mc2", "amex"]
    b: list[Callable[[str], Item]] = [
        lambda c: _mk(
            "card",
            "es",
            "card number in a payment-error stack trace",
            "stack",
            c,
            f"PaymentDeclined: tarjeta {c} rechazada (51) at Cobros.procesar(cobros.py:212)",
        ),
        lambda c: _mk(
            "card",
            "en",
            "card number in a fintech transaction JSON (obj, field 'pan')",
            "txn",
            c,
            {"txn_id": f"tx_{V.hexs(10)}", "pan": c, "amount": 899.0, "currency": "MXN"},
        ),
        lambda c: (
            lambda s: _mk(
                "card",
                "es",
                "spaced card number in a chat export",
                "chat",
                s,
                f"[21:04] Cliente: te paso mi tarjeta {s} vence 09/28",
            )
        )(" ".join(c[i : i + 4] for i in range(0, len(c), 4))),
        lambda c: (
            lambda s: _mk(
                "card",
                "pt",
                "hyphenated card number in a pt-BR order note",
                "obs",
                s,
                f"Observação do pedido: pagar com o cartão {s} no ato da entrega",
            )
        )("-".join(c[i : i + 4] for i in range(0, len(c), 4))),
    ]
    return [b[i % len(b)](V.card(kinds[i % 4])) for i in range(n)]


def phone_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda p, nm: _mk(
                "phone",
                "es",
                "recipient phone on a shipping label (obj)",
                "destinatario",
                p,
                {"nombre": nm, "tel": p, "cp": V.digits(5), "referencias": "portón negro"},
            )
        )(V.phone_fmt(), V.full_name()),
        lambda: (
            lambda p, nm: _mk(
                "phone",
                "es",
                "phone on a tracking page line",
                "tracking",
                p,
                f"Entregar a: {nm} · Tel. {p} · Intento 2 de 3",
            )
        )(V.phone_fmt(), V.full_name()),
        lambda: (
            lambda p: _mk(
                "phone", "es", "phone in a field named contacto of a CRM lead", "contacto", p, p
            )
        )(V.phone_fmt()),
        lambda: (
            lambda p: _mk(
                "phone",
                "en",
                "phone in analytics identify traits",
                "traits",
                p,
                {
                    "userId": f"u_{V.hexs(8)}",
                    "traits": {"plan": "pro", "phone": p, "locale": "es-MX"},
                },
            )
        )(V.phone_fmt(5)),
        lambda: (
            lambda p, nm: _mk(
                "phone",
                "es",
                "bare 10-digit mobile after a name, SMS template filled",
                "sms",
                p,
                f"Hola {nm}, tu repartidor llega en 10 min. Si no estás, te marcamos al {p}.",
            )
        )(V.phone_fmt(7), V.full_name()),
        lambda: (
            lambda p: _mk(
                "phone",
                "es",
                "phone in a key=value log of a delivery app",
                "log",
                p,
                f"level=info svc=rutas evt=asignacion courier=C-118 x_tel={p} eta=14m",
            )
        )(V.phone_fmt(5)),
        lambda: (
            lambda p, nm: _mk(
                "phone",
                "es",
                "phone in a lab results notification",
                "aviso",
                p,
                f"Laboratorios Tonalá: resultados listos para {nm}. Enviado por SMS a {p}.",
            )
        )(V.phone_fmt(), V.full_name()),
        lambda: (
            lambda p: _mk(
                "phone",
                "es",
                "phone in an NDJSON event line",
                "ndjson",
                p,
                f'{{"evt":"otp.sent","canal":"sms","to":"{p}","ok":true}}',
            )
        )(V.phone_fmt(5)),
        lambda: (
            lambda p: _mk(
                "phone",
                "es",
                "phone inside a CSV row of an enrolment export",
                "csv",
                p,
                f"1204,3A,TUTOR,{p},SI,2025-2026",
            )
        )(V.phone_fmt(4)),
        lambda: (
            lambda p: _mk(
                "phone",
                "es",
                "URL-encoded phone in a callback query string",
                "cb",
                quote(p, safe=""),
                f"https://citas.example.test/confirmar?cita=88213&tel={quote(p, safe='')}&canal=sms",
            )
        )(V.phone_fmt(0)),
    ]
    return [b[i % len(b)]() for i in range(n)]


def whatsapp_items(n: int) -> list[Item]:
    out = []
    for _i in range(n):
        a, loc = V.mobile()
        link = pick(
            [f"https://wa.me/521{a}{loc}", f"https://api.whatsapp.com/send?phone=52{a}{loc}"]
        )
        out.append(
            _mk(
                "whatsapp",
                "es",
                "WhatsApp link of a customer in a support-ticket field",
                "canal",
                link,
                f"Cliente prefiere seguimiento por {link} (no llamar)",
            )
        )
    return out


def email_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "e-mail in a CRM contact object under 'dato_2'",
                "lead",
                e,
                {"id": f"lead_{V.digits(6)}", "dato_1": "Prospecto web", "dato_2": e, "score": 71},
            )
        )(V.email()),
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "accented e-mail in a notification template filled in",
                "plantilla",
                e,
                f"Para: {e} | Asunto: Tu cita en Óptica Lumen quedó confirmada",
            )
        )(V.email(accent=True)),
        lambda: (
            lambda e: _mk(
                "email",
                "en",
                "upper-case e-mail in a webhook payload",
                "event",
                e,
                {"type": "customer.created", "data": {"object": {"email": e, "currency": "mxn"}}},
            )
        )(V.email(upper=True)),
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "e-mail in an audit log line",
                "audit",
                e,
                f"2025-11-03 09:12:44 INFO usuario={e} accion=descarga_estado_cuenta ip_origen=interna",
            )
        )(V.email()),
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "URL-encoded e-mail in a tracking URL",
                "url",
                e.replace("@", "%40"),
                f"https://envios.example.test/rastreo?guia=MX7731&notif={e.replace('@', '%40')}",
            )
        )(V.email()),
        lambda: (
            lambda e: _mk(
                "email",
                "pt",
                "e-mail in a pt-BR insurance claim",
                "sinistro",
                e,
                f"Sinistro 2025/0419: segurado informou o e-mail {e} para contato.",
            )
        )(V.email()),
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "e-mail in a stack trace that echoes a record",
                "trace",
                e,
                f"IntegrityError: duplicate key value (ref)=({e}) violates unique constraint",
            )
        )(V.email()),
        lambda: (
            lambda e: _mk(
                "email",
                "es",
                "e-mail in a CSV line of a school export",
                "csv",
                e,
                f"2B;Tutor;{e};notificaciones=si",
            )
        )(V.email()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def address_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda a, nm: _mk(
                "home-address",
                "es",
                "recipient address on a shipping label (obj)",
                "envio",
                a,
                {"guia": f"{V.digits(12)}", "recibe": nm, "domicilio": a},
            )
        )(V.home_address(), V.full_name()),
        lambda: (
            lambda a: _mk(
                "home-address",
                "es",
                "home address in a rental contract",
                "clausula",
                a,
                f"Para oír y recibir notificaciones, la arrendataria señala su domicilio particular en {a}.",
            )
        )(V.home_address()),
        lambda: (
            lambda a, nm: _mk(
                "home-address",
                "es",
                "address in an insurance claim",
                "siniestro",
                a,
                f"Asegurado: {nm}. Lugar del siniestro (domicilio del asegurado): {a}.",
            )
        )(V.home_address(), V.full_name()),
        lambda: (
            lambda a: _mk(
                "home-address",
                "es",
                "address in a field named val2 of a delivery API",
                "val2",
                a,
                a,
            )
        )(V.home_address()),
        lambda: (
            lambda a, nm: _mk(
                "home-address",
                "es",
                "patient address in a lab appointment record",
                "cita",
                a,
                f"Toma de muestra a domicilio · paciente {nm} · {a} · 07:30",
            )
        )(V.home_address(), V.full_name()),
        lambda: (
            lambda a: _mk(
                "home-address",
                "es",
                "address in a court listing",
                "boletin",
                a,
                f"Se notifica al demandado en su domicilio ubicado en {a}, para que comparezca.",
            )
        )(V.home_address()),
    ]
    return [b[i % len(b)]() for i in range(n)]


def birth_items(n: int) -> list[Item]:
    def one(i: int) -> Item:
        y, m, d = V.birth(1950, 2018)
        nm = V.full_name()
        forms = [
            (
                "es",
                "birth date ISO in an HR export (obj)",
                "empleado",
                f"{y}-{m:02d}-{d:02d}",
                {"nombre": nm, "fecha_nac": f"{y}-{m:02d}-{d:02d}", "puesto": "Auxiliar"},
            ),
            (
                "es",
                "birth date dd/mm/yyyy in a school enrolment line",
                "inscripcion",
                _dmy(y, m, d),
                f"Alumno(a): {nm} — nacimiento: {_dmy(y, m, d)} — grupo 1C",
            ),
            (
                "es",
                "long Spanish birth date in a clinic record",
                "expediente",
                f"{d} de {MESES[m - 1]} de {y}",
                f"Paciente {nm}, nacida el {d} de {MESES[m - 1]} de {y}, acude por control.",
            ),
            (
                "en",
                "birth date in analytics user properties",
                "user_properties",
                f"{y}-{m:02d}-{d:02d}",
                {"name": nm, "dob": f"{y}-{m:02d}-{d:02d}", "tier": "gold"},
            ),
            (
                "pt",
                "birth date in a pt-BR policy record",
                "apolice",
                _dmy(y, m, d),
                f"Titular: {nm}; data de nascimento {_dmy(y, m, d)}; plano Essencial",
            ),
            (
                "es",
                "birth date in an insurance claim CSV row",
                "csv",
                f"{y}{m:02d}{d:02d}",
                f"SIN-88{V.digits(4)},{nm.upper()},{y}{m:02d}{d:02d},GMM,ABIERTO",
            ),
        ]
        lang, form, key, val, payload = forms[i % len(forms)]
        return _mk("birth-date", lang, form, key, val, payload)

    return [one(i) for i in range(n)]


def passport_items(n: int) -> list[Item]:
    out = []
    cs = ["mx", "us", "es", "br", "co"]
    for i in range(n):
        c = cs[i % 5]
        p = V.passport(c)
        nm = V.full_name()
        opts = [
            (
                "es",
                "passport in a travel-agency booking (obj)",
                "pasajero",
                {"nombre": nm, "pasaporte": p, "nac": c.upper()},
            ),
            (
                "en",
                "passport in an airline check-in log line",
                "log",
                f"checkin pax={nm} doc=P/{c.upper()}/{p} seat=14C",
            ),
            (
                "pt",
                "passport in a pt-BR visa form",
                "formulario",
                f"Número do passaporte do requerente: {p}",
            ),
        ]
        lang, form, key, payload = opts[i % 3]
        out.append(_mk("passport", lang, form, key, p, payload))
    return out


def foreign_items() -> list[Item]:
    out: list[Item] = []
    spec = [
        (
            "cedula-co",
            8,
            V.cedula_co,
            [
                (
                    "es",
                    "Colombian cédula in a remittance payload (obj)",
                    "beneficiario",
                    lambda v: {"tipo_doc": "CC", "num": v, "pais": "CO"},
                ),
                (
                    "es",
                    "Colombian cédula in an HR line",
                    "rrhh",
                    lambda v: f"Colaborador extranjero, C.C. {v} de Medellín, permiso INM vigente",
                ),
            ],
        ),
        (
            "dni-pe",
            6,
            V.dni_pe,
            [
                (
                    "es",
                    "Peruvian DNI in a lab registration",
                    "registro",
                    lambda v: f"Paciente peruana, DNI {v}, se registra para estudio de biometría",
                ),
                (
                    "es",
                    "Peruvian DNI in a JSON obj under 'ref'",
                    "cliente",
                    lambda v: {"ref": v, "tipo": "DNI-PE"},
                ),
            ],
        ),
        (
            "rut-cl",
            6,
            V.rut_cl,
            [
                (
                    "es",
                    "Chilean RUT in a marketplace seller record",
                    "vendedor",
                    lambda v: {"rut": v, "giro": "persona natural"},
                ),
                (
                    "es",
                    "Chilean RUT in a boleta line",
                    "boleta",
                    lambda v: f"Boleta electrónica receptor RUT {v} — total $12.990",
                ),
            ],
        ),
        (
            "dni-ar",
            5,
            V.dni_ar,
            [
                (
                    "es",
                    "Argentine DNI in a rental application",
                    "solicitud",
                    lambda v: f"Solicitante: DNI {v}, ingresos declarados en recibo de sueldo",
                )
            ],
        ),
        (
            "cuit-ar",
            5,
            V.cuit_ar,
            [
                (
                    "es",
                    "Argentine CUIT of a person in an invoice record",
                    "factura_ar",
                    lambda v: {"cuit_receptor": v, "condicion_iva": "Monotributo"},
                )
            ],
        ),
        (
            "cpf-br",
            8,
            V.cpf_br,
            [
                (
                    "pt",
                    "Brazilian CPF in a pt-BR e-commerce order",
                    "pedido",
                    lambda v: {"cliente": {"cpf": v, "uf": "SP"}},
                ),
                (
                    "pt",
                    "Brazilian CPF in a pt-BR notification",
                    "aviso",
                    lambda v: f"Olá! O boleto vinculado ao CPF {v} vence amanhã.",
                ),
            ],
        ),
        (
            "ssn-us",
            8,
            V.ssn_us,
            [
                (
                    "en",
                    "US SSN in a payroll export row",
                    "payroll",
                    lambda v: f"EMP-2291,{v},W-2,2024",
                ),
                (
                    "en",
                    "US SSN in a background-check webhook (obj)",
                    "candidate",
                    lambda v: {"ssn": v, "status": "pending"},
                ),
            ],
        ),
        (
            "dni-es",
            6,
            V.dni_es,
            [
                (
                    "es",
                    "Spanish DNI in a notary listing",
                    "escritura",
                    lambda v: (
                        f"Comparece el comprador, con DNI {v}, mayor de edad, vecino de Valencia"
                    ),
                ),
                ("es", "Spanish DNI in a JSON field 'x_doc'", "titular", lambda v: {"x_doc": v}),
            ],
        ),
        (
            "nie-es",
            5,
            V.nie_es,
            [
                (
                    "es",
                    "Spanish NIE in an HR onboarding line",
                    "alta",
                    lambda v: f"Alta de trabajador extranjero, NIE {v}, contrato indefinido",
                )
            ],
        ),
    ]
    for kind, n, gen, forms in spec:
        for i in range(n):
            lang, form, key, build = forms[i % len(forms)]
            v = gen()
            out.append(_mk(kind, lang, form, key, v, build(v)))
    return out


def encoded_items() -> list[Item]:
    """A few personal records written base64 (the datum is the encoded blob)."""
    out = []
    for _i in range(4):
        rec = {"n": V.full_name(), "tel": V.phone_fmt(7), "curp": V.curp()}
        blob = base64.b64encode(json.dumps(rec, ensure_ascii=False).encode()).decode()
        out.append(
            _mk(
                "encoded-record",
                "es",
                "base64 of a JSON record (name, phone, CURP) in a field 'ctx'",
                "ctx",
                blob,
                blob,
            )
        )
    return out


def account_items(n: int) -> list[Item]:
    b: list[Callable[[], Item]] = [
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "acct_ id in a URL path of a logged request",
                "log",
                a,
                f"GET /v1/accounts/{a}/balance 200",
            )
        )("acct_" + V.b62(16)),
        lambda: (
            lambda a: _mk(
                "account-id", "en", "cust- id in an X-Customer-Id header", "X-Customer-Id", a, [a]
            )
        )("cust-" + V.digits(6)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "org- id in an organization header",
                "OpenAI-Organization",
                a,
                [a],
            )
        )("org-" + V.b62(24)),
        lambda: (
            lambda a: _mk("account-id", "en", "proj_ id in a neutral 'scope' field", "scope", a, a)
        )("proj_" + V.b62(20)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "es",
                "user_ id inside a nested object 'meta'",
                "meta",
                a,
                {"origen": "api", "meta": {"owner": a}},
            )
        )("user_" + V.b62(14)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "workspace id in an error message",
                "error",
                a,
                f"403: workspace {a} has exceeded its monthly quota",
            )
        )("ws_" + V.b62(12)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "team_ id in a webhook URL path",
                "hook",
                a,
                f"https://hooks.example.test/teams/{a}/events",
            )
        )("team_" + V.b62(18)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "AWS account id in an ARN",
                "role",
                a,
                f"arn:aws:iam::{a}:role/extractor-prod",
            )
        )(V.digits(12)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "en",
                "Azure subscription id in a resource path",
                "resource",
                a,
                f"/subscriptions/{a}/resourceGroups/rg-busqueda/providers/Microsoft.Web/sites/api",
            )
        )(V.uid()),
        lambda: (
            lambda a: _mk(
                "account-id",
                "es",
                "merchant/customer id cus_ in a field 'x_cliente'",
                "x_cliente",
                a,
                a,
            )
        )("cus_" + V.b62(14)),
        lambda: (
            lambda a: _mk(
                "account-id", "en", "tenant id in an x-tenant header", "x-tenant-id", a, [a]
            )
        )("tnt_" + V.b62(12)),
        lambda: (
            lambda a: _mk(
                "account-id",
                "es",
                "org_ id in an organisation path of a dashboard URL",
                "panel",
                a,
                f"https://dashboard.example.test/{a}/facturacion",
            )
        )("org_" + V.b62(16)),
    ]
    out = [b[i % len(b)]() for i in range(n)]
    for it in out:
        it["family"] = "account-id"
    return out


def all_items() -> list[Item]:
    return (
        curp_items(28)
        + rfc_items(24)
        + nss_items(16)
        + ine_items(10)
        + clabe_items(16)
        + card_items(16)
        + phone_items(40)
        + whatsapp_items(6)
        + email_items(32)
        + address_items(24)
        + birth_items(18)
        + passport_items(12)
        + foreign_items()
        + encoded_items()
        + account_items(50)
    )


_ = R
