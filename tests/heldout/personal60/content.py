# ruff: noqa: E501
"""Context makers of corpus 60: one function per kind, written for this corpus.

Each maker is called as ``maker(rng, i)`` (``i`` = the item's rank within its kind, so the
templates rotate) and returns a dict:

    value   the datum exactly as it will be written (plain; gen.py escapes it for HTML)
    text    the one-line context holding the datum (a sentence, chat line, log/CSV row,
            env line, curl command, error message...), or None for a recorded header
    html    optional markup template with ``{v}`` (used for HTML targets instead of text)
    lang    es | en | pt
    form    the datum's form, then the context's shape
    key     optional JSON/YAML key for the field
    header  optional (name, value) to record as a cassette header instead of a text field
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from values import (
    ALNUM,
    COLONIAS,
    COMPANIES,
    GOV,
    HEX,
    ROLES,
    STREETS,
    TOWNS,
    aws_pair,
    basic,
    birth,
    card,
    clabe,
    cpf,
    curp,
    dni_es,
    ean13,
    email,
    fmt_phone,
    full,
    group,
    ine_clave,
    jwt,
    local_part,
    mx_phone,
    nss,
    password,
    pem_body,
    person,
    provider_key,
    rand,
    rfc_fisica,
    rfc_moral,
    rut_cl,
    ssn,
    strip_accents,
    uuid4,
)

MES = [
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
MES_PT = [
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
MONTH = [
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
MMM = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def _pick(seq: list, i: int):
    return seq[i % len(seq)]


def _mk(tpl: tuple, v: str, extra: dict[str, str], form_head: str, **kw: Any) -> dict[str, Any]:
    lang, shape, text = tpl[:3]
    key = tpl[3] if len(tpl) > 3 else None
    return {
        "value": v,
        "text": text.format(v=v, **extra),
        "lang": lang,
        "form": f"{form_head}, {shape}",
        "key": key,
        **kw,
    }


def _company(rng: random.Random) -> tuple[str, str]:
    return rng.choice(COMPANIES)


# =========================================================================== personal

CURP_T = [
    (
        "es",
        "school enrolment slip",
        "Ficha de inscripción ciclo 2024-2025: alumna {n}, CURP {v}, grupo 3°B, turno matutino.",
    ),
    (
        "es",
        "IMSS appointment reminder",
        "Recordatorio: {n} (CURP: {v}) tiene cita en la UMF 21 el martes 14 a las 8:40 h.",
    ),
    (
        "es",
        "chat export",
        "[12/03/24 19:41] {n}: ahí te va mi curp {v} para lo del trámite de la beca",
    ),
    (
        "es",
        "log line",
        "2024-05-02T10:11:09Z INFO padron.registro beneficiario_curp={v} estatus=validado",
        "log",
    ),
    ("es", "CSV row", "{n},{v},Primaria Lic. Benito Juárez,5° grado,B", "csv_row"),
    ("en", "visa note", "Applicant {n} entered CURP {v} on the consular appointment form."),
    (
        "pt",
        "registration note",
        "O cliente {n} informou o CURP {v} no cadastro da filial mexicana.",
    ),
    (
        "es",
        "delivery note",
        "Nota de entrega — recibe {n}, se identifica con CURP {v}; firma al reverso.",
    ),
    (
        "es",
        "form field",
        "curp_solicitante: {v} | nombre: {n} | programa: Jóvenes Construyendo",
        "formulario",
    ),
    (
        "es",
        "first-person question",
        "Mi CURP es {v} y el portal dice que no existe, ¿alguien sabe por qué?",
    ),
    (
        "en",
        "support ticket",
        "Ticket 4471: user {n} says the CURP {v} is rejected by the validator.",
    ),
    (
        "es",
        "vaccination record",
        "Cartilla de vacunación de {n} — CURP {v} — aplicada dosis de refuerzo.",
    ),
]


def k_curp(rng, i):
    p = person(rng)
    c = curp(rng, p)
    fmt = i % 6
    v = {
        0: c,
        1: c.lower(),
        2: group(c, [4, 6, 6]),
        3: group(c, [4, 6, 6], "-"),
        4: c,
        5: group(c, [4, 6, 1, 2, 3], " "),
    }[fmt]
    if fmt == 5:
        v = v.lower() if i % 12 == 5 else v
    names = ["upper", "lower", "spaced", "hyphenated", "upper", "spaced 4-6-1-2-3-2"]
    return _mk(_pick(CURP_T, i), v, {"n": full(p)}, f"CURP {names[fmt]}")


RFC_T = [
    (
        "es",
        "invoice request",
        "Solicito factura a nombre de {n}, RFC {v}, uso de CFDI G03, régimen 612.",
    ),
    (
        "es",
        "support ticket",
        "Ticket #88213: el cliente {n} pide corregir el RFC del receptor a {v}.",
    ),
    (
        "es",
        "rent receipt",
        "Recibo de arrendamiento de abril — arrendador: {n}, RFC: {v}, inmueble en Celaya.",
    ),
    ("es", "log line", "cfdi.timbrado receptor_rfc={v} receptor_nombre='{n}' total=4350.00", "log"),
    ("en", "freelancer profile", "Freelancer {n} (Mexican tax ID, RFC {v}) bills monthly in MXN."),
    ("pt", "fiscal data", "Dados fiscais do prestador {n}: RFC {v}, regime de honorários."),
    ("es", "CSV row", "{v};{n};honorarios asimilados;12500.00", "csv_row"),
    ("es", "chat", "{n}: oye, mi rfc es {v}, ¿me puedes mandar el XML otra vez?"),
    ("es", "payroll line", "Nómina quincenal — empleado {n}, RFC {v}, neto 9,812.40"),
    ("en", "KYC note", "KYC review: individual taxpayer {n}, RFC {v}, verified against SAT list."),
    (
        "es",
        "medical fee receipt",
        "Honorarios médicos: Dra. {n}, RFC {v}, consulta de especialidad.",
    ),
]


def k_rfc(rng, i):
    p = person(rng)
    r = rfc_fisica(rng, p, birth(rng, 1950, 2001))
    fmt = i % 5
    v = {
        0: r,
        1: f"{r[:4]}-{r[4:10]}-{r[10:]}",
        2: f"{r[:4]} {r[4:10]} {r[10:]}",
        3: r.lower(),
        4: r,
    }[fmt]
    names = ["plain", "hyphenated", "spaced", "lower", "plain"]
    return _mk(_pick(RFC_T, i), v, {"n": full(p)}, f"RFC persona física {names[fmt]}")


NSS_T = [
    (
        "es",
        "IMSS registration",
        "Alta ante el IMSS: {n}, NSS {v}, salario base de cotización 385.20",
    ),
    ("es", "HR form", "Número de Seguridad Social de {n}: {v}"),
    ("es", "chat", "mi nss es {v} por si lo ocupas para la incapacidad — {n}"),
    ("en", "HR export", "Employee {n} — IMSS social security number {v}, start date 2023-02-01"),
    ("es", "log line", "imss.movimiento tipo=alta nss={v} trabajador='{n}'", "log"),
    ("pt", "HR note", "Funcionário {n}, número do seguro social mexicano (NSS) {v}."),
    ("es", "CSV row", "{v},{n},Turno B,Planta Silao", "csv_row"),
    ("es", "clinic form", "Derechohabiente: {n} · NSS: {v} · UMF 47"),
]


def k_nss(rng, i):
    p = person(rng)
    n = nss(rng)
    fmt = i % 4
    v = {
        0: n,
        1: f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        2: f"{n[:4]} {n[4:8]} {n[8:]}",
        3: n,
    }[fmt]
    return _mk(
        _pick(NSS_T, i),
        v,
        {"n": full(p)},
        f"NSS {['plain', 'hyphenated', 'spaced', 'plain'][fmt]} (Luhn)",
    )


INE_T = [
    ("es", "ID note", "Clave de elector de {n}: {v}"),
    (
        "es",
        "notary note",
        "Identificación presentada: credencial INE con clave de elector {v} ({n}).",
    ),
    ("es", "neighbourhood roll", "Padrón vecinal — {n}, clave elector {v}, sección 1432."),
    ("en", "KYC", "Voter ID (INE) clave de elector {v} belonging to {n} was uploaded."),
    ("es", "log line", "kyc.doc tipo=INE clave_elector={v} titular='{n}'", "log"),
    ("pt", "KYC", "Documento de eleitor mexicano (INE) de {n}: clave de elector {v}."),
    ("es", "chat", "{n}: la clave de elector de mi INE es {v}, la foto salió borrosa"),
]


def k_ine(rng, i):
    p = person(rng)
    c = ine_clave(rng, p)
    fmt = i % 3
    v = {0: c, 1: c.lower(), 2: f"{c[:6]} {c[6:14]} {c[14:]}"}[fmt]
    return _mk(
        _pick(INE_T, i),
        v,
        {"n": full(p)},
        f"INE clave de elector {['upper', 'lower', 'spaced'][fmt]}",
    )


CLABE_T = [
    (
        "es",
        "refund note",
        "Reembolso para {n}: CLABE interbancaria {v}, concepto devolución de depósito.",
    ),
    ("es", "chat", "{n}: te paso mi clabe {v} para lo de la renta de marzo"),
    ("en", "email body", "Please wire the deposit refund to {n}, CLABE {v}."),
    ("pt", "transfer note", "Conta do {n} no México — CLABE {v} (transferência SPEI)."),
    ("es", "CSV row", "{n},{v},reembolso,1850.00", "csv_row"),
    ("es", "payroll", "Dispersión de nómina: {n} — cuenta CLABE {v}"),
    ("es", "first-person", "Mi CLABE para el pago de la tanda es {v}, a nombre de {n}."),
    ("es", "log line", "spei.orden beneficiario='{n}' clabe_beneficiario={v} monto=2300.00", "log"),
]


def k_clabe(rng, i):
    p = person(rng)
    c = clabe(rng)
    fmt = i % 3
    v = {
        0: c,
        1: f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
        2: f"{c[:3]} {c[3:6]} {c[6:10]} {c[10:14]} {c[14:]}",
    }[fmt]
    return _mk(
        _pick(CLABE_T, i),
        v,
        {"n": full(p)},
        f"CLABE {['plain', 'spaced 3-3-11-1', 'spaced 3-3-4-4-4'][fmt]}",
    )


CARD_T = [
    ("es", "payment note", "Pago con tarjeta {v} a nombre de {n}, vence 08/27."),
    (
        "es",
        "log line",
        "payment.declined card_number={v} holder='{n}' reason=insufficient_funds",
        "log",
    ),
    ("es", "chat", "{n}: cárgalo a mi tarjeta {v}, la de nómina"),
    ("en", "card on file", "Card on file for {n}: {v} exp 11/28"),
    ("pt", "order note", "Cartão do cliente {n}: {v}, parcelado em 3x."),
    ("es", "CSV row", "{n},{v},12/26,domiciliación", "csv_row"),
    ("en", "support ticket", "Customer {n} asked us to update the card to {v}."),
]


def k_card(rng, i):
    p = person(rng)
    brand = ["visa", "mc", "mc2", "amex"][i % 4]
    c = card(rng, brand)
    fmt = (i // 4) % 3
    sizes = [4, 6, 5] if brand == "amex" else [4, 4, 4, 4]
    v = {0: c, 1: group(c, sizes), 2: group(c, sizes, "-")}[fmt]
    return _mk(
        _pick(CARD_T, i),
        v,
        {"n": full(p)},
        f"card {brand} {['plain', 'spaced', 'hyphenated'][fmt]} (Luhn)",
    )


PASS_T = {
    "es": [
        ("es", "travel note", "Pasaporte mexicano de {n}: {v}, vigente hasta 2031."),
        ("es", "booking", "Reservación a nombre de {n}, núm. de pasaporte {v}, vuelo MEX–MAD."),
        ("es", "log line", "checkin pax='{n}' pasaporte={v} nacionalidad=MEX", "log"),
        ("es", "CSV row", "{n},pasaporte,{v},viaje escolar", "csv_row"),
        ("es", "chat", "{n}: mi pasaporte es el {v}, ya lo renové"),
    ],
    "en": [
        ("en", "travel roster", "Passport No. {v} — {n}, for the Monterrey site visit."),
        ("en", "visa form", "Traveler {n}, passport number {v}, issued 2021."),
    ],
    "pt": [
        ("pt", "travel note", "Passaporte de {n}: {v}, validade 2029."),
        ("pt", "hotel check-in", "Hóspede {n} apresentou o passaporte {v} na recepção."),
    ],
}


def k_passport(rng, i):
    kinds = ["mx-G", "mx-N", "us", "es", "br", "ca", "mx-G-lower", "ar"]
    k = kinds[i % len(kinds)]
    if k.startswith("mx"):
        v = ("G" if k != "mx-N" else "N") + rand(rng, string.digits, 8)
        if k == "mx-G-lower":
            v = v.lower()
        lang = "es"
    elif k == "us":
        v = rng.choice(["5", "4", "A"]) + rand(rng, string.digits, 8)
        lang = "en"
    elif k == "es":
        v = rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(rng, string.digits, 6)
        lang = "es"
    elif k == "br":
        v = rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(rng, string.digits, 6)
        lang = "pt"
    elif k == "ca":
        v = rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rand(rng, string.digits, 6)
        lang = "en"
    else:
        v = rand(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rand(rng, string.digits, 6)
        lang = "es"
    p = person(rng, lang)
    return _mk(_pick(PASS_T[lang], i // len(kinds) + i), v, {"n": full(p)}, f"passport {k}")


BD_T = [
    ("es", "school notice", "Alumno: {n} — fecha de nacimiento: {v} — tutor: madre."),
    ("es", "prose", "{n} nació el {v} en Irapuato, según el acta que anexó."),
    ("es", "clinical record", "Expediente clínico — paciente {n}, F. nac. {v}, tipo de sangre O+."),
    ("es", "league roster CSV", "{n},{v},delantero,Liga Infantil Sur", "csv_row"),
    ("en", "medical form", "Patient name: {n}; date of birth: {v}"),
    ("pt", "registration", "Data de nascimento de {n}: {v}."),
    ("es", "chat", "{n}: cumplo años el {v}, apúntalo para el seguro"),
    ("es", "log line", "socio.alta nombre='{n}' fecha_nacimiento={v}", "log"),
]


def k_birth(rng, i):
    p = person(rng)
    y, m, d = birth(rng)
    fmt = i % 7
    t = _pick(BD_T, i)
    lang = t[0]
    if lang == "en":
        p = person(rng, "en")
        v = [f"{MONTH[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"][fmt % 3]
        fn = ["English long", "US mm/dd/yyyy", "ISO"][fmt % 3]
    elif lang == "pt":
        p = person(rng, "pt")
        v = [f"{d} de {MES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"][fmt % 2]
        fn = ["Portuguese long", "dd/mm/yyyy"][fmt % 2]
    else:
        v = [
            f"{d} de {MES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MMM[m - 1]}-{y}",
            f"{d:02d}.{m:02d}.{y}",
            f"{d} de {MES[m - 1]} del {y}",
            f"{d:02d}/{MES[m - 1][:3]}/{y}",
        ][fmt]
        fn = [
            "Spanish long",
            "dd/mm/yyyy",
            "ISO",
            "dd-MMM-yyyy",
            "dd.mm.yyyy",
            "Spanish long 'del'",
            "dd/mmm/yyyy",
        ][fmt]
    return _mk(t, v, {"n": full(p)}, f"birth date {fn}")


ADDR_T = [
    ("es", "home address label", "Domicilio particular de {n}: {v}"),
    ("es", "delivery", "Enviar a: {n}, {v}. Tocar fuerte, el timbre no sirve."),
    ("es", "patient file", "Paciente {n}; domicilio: {v}; responsable: su hija."),
    ("es", "parish bulletin", "Amonestaciones: contraen matrimonio {n}, con domicilio en {v}."),
    ("en", "shipping label", "Ship to: {n}, {v}, Mexico"),
    ("pt", "address", "Endereço residencial de {n}: {v}, México."),
    ("es", "chat", "{n}: mi casa es {v}, es la del zaguán verde"),
    ("es", "CSV row", "{n}|{v}|entrega programada", "csv_row"),
    ("es", "rental ad by owner", "Rento cuarto amueblado en mi casa, {v}. Informes con {n}."),
]


def home_address(rng, office: bool = False) -> str:
    town, state, cp2, _ = rng.choice(TOWNS)
    street = rng.choice(STREETS)
    num = rng.randint(3, 2999)
    cp = f"{cp2}{rng.randint(0, 999):03d}"
    col = rng.choice(COLONIAS)
    lead = rng.choice(
        ["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "Calle", "Avenida"]
    )
    numf = rng.choice([f"{num}", f"#{num}", f"núm. {num}", f"No. {num}", f"número {num}"])
    inner = rng.choice(
        [
            "",
            f", int. {rng.randint(1, 12)}",
            f", depto. {rng.randint(101, 504)}",
            f" int. {rng.choice('ABCD')}",
            "",
        ]
    )
    if office:
        inner = rng.choice(
            [
                f", piso {rng.randint(2, 18)}",
                f", piso {rng.randint(2, 9)}, oficina {rng.randint(201, 905)}",
                ", local 4",
                ", planta baja",
            ]
        )
    tail = rng.choice(
        [
            f", Col. {col}, C.P. {cp}, {town}, {state}",
            f", Colonia {col}, CP {cp}, {town}, {state}",
            f", Col. {col}, {town}, {state}, C.P. {cp}",
            f", Fracc. {col}, C.P. {cp}, Mpio. de {town}, {state}",
        ]
    )
    return f"{lead} {street} {numf}{inner}{tail}"


def k_address(rng, i):
    t = _pick(ADDR_T, i)
    p = person(rng, "en" if t[0] == "en" else "pt" if t[0] == "pt" else "es")
    return _mk(t, home_address(rng), {"n": full(p)}, "home address")


PHONE_T = [
    ("es", "name then number", "Comunícate con {n} al {v}"),
    ("es", "bare after name", "{n} {v}"),
    ("es", "first person", "mi cel es {v}, márcame después de las 6"),
    ("es", "label", "Cel. de {n}: {v}"),
    ("es", "chat", "[08/11/23 21:03] {n}: si no contesto mándame mensaje al {v}"),
    ("es", "CSV row", "{n},{v},tutor,3°A", "csv_row"),
    ("en", "first person", "Call me at {v} if the courier gets lost — {n}"),
    ("pt", "first person", "Meu celular é {v}, pode chamar a qualquer hora. {n}"),
    ("es", "classified ad", "Vendo bicicleta rodada 26, trato directo con {n}, tel. {v}"),
    ("es", "emergency contact", "Contacto de emergencia del alumno: {n} (mamá) {v}"),
    (
        "es",
        "log line",
        "sms.enviado destinatario={v} nombre='{n}' plantilla=recordatorio_cita",
        "log",
    ),
    ("es", "personal label", "Teléfono personal: {v} ({n})"),
    ("en", "contact card", "{n} — mobile {v}"),
    ("es", "first person whatsapp", "Cualquier cosa me escriben a mi número {v}, soy {n}"),
]
PHONE_STYLES = [
    "plus52",
    "plus521",
    "044",
    "045",
    "paren",
    "dots",
    "hyph",
    "compact",
    "plusparen",
    "bare",
    "spaced",
    "intl",
]


def k_phone(rng, i):
    ac, rest = mx_phone(rng)
    if i % 7 == 6:  # a tel: link in markup
        style = rng.choice(["tel", "tel1"])
        v = fmt_phone(ac, rest, style)
        p = person(rng)
        shown = fmt_phone(ac, rest, "spaced")
        return {
            "value": v,
            "text": f"Llamar a {full(p)}: [{shown}]({v})",
            "html": '<a href="{v}">' + f"Llamar a {full(p)} ({shown})</a>",
            "lang": "es",
            "form": f"phone {style} link, markdown link / anchor",
            "key": None,
        }
    t = _pick(PHONE_TEMPLATES_CYCLE, i)
    style = PHONE_STYLES[(i * 5) % len(PHONE_STYLES)]
    if t[1] == "bare after name":
        style = "bare"
    v = fmt_phone(ac, rest, style)
    p = person(rng, t[0] if t[0] != "es" else "es")
    return _mk(t, v, {"n": full(p)}, f"phone {style}")


PHONE_TEMPLATES_CYCLE = PHONE_T


def k_whatsapp(rng, i):
    ac, rest = mx_phone(rng)
    ten = ac + rest
    p = person(rng)
    v = [
        f"https://wa.me/52{ten}",
        f"https://wa.me/521{ten}?text=Hola%20{strip_accents(p[0])}",
        f"https://api.whatsapp.com/send?phone=52{ten}&text=Me%20interesa",
        f"wa.me/52{ten}",
        f"https://api.whatsapp.com/send/?phone=521{ten}",
    ][i % 5]
    t = _pick(
        [
            ("es", "prose", "Escríbele a {n} por WhatsApp: {v}"),
            ("es", "chat", "{n}: mejor por whats, aquí está mi link {v}"),
            ("en", "prose", "Message {n} on WhatsApp: {v}"),
            ("pt", "prose", "Fale com {n} pelo WhatsApp: {v}"),
            ("es", "classified ad", "Se venden cachorros, pregunta por {n} — {v}"),
        ],
        i,
    )
    d = _mk(t, v, {"n": full(p)}, "WhatsApp link")
    if i % 2 == 0:
        d["html"] = f'<a href="{{v}}">WhatsApp de {full(p)}</a>'
    return d


EMAIL_T = [
    ("es", "prose", "Para cualquier duda escríbanle a {n} a su correo {v}"),
    ("es", "from header", "De: {n} <{v}>", "raw_header"),
    ("es", "chat", "{n}: mi correo es {v}, mándame ahí la cotización"),
    ("es", "CSV row", "{n},{v},asistente,confirmado", "csv_row"),
    ("en", "from header", "From: {n} <{v}>"),
    ("en", "prose", "You can reach {n} directly at {v}."),
    ("pt", "prose", "Meu e-mail pessoal é {v} — {n}"),
    ("es", "log line", "newsletter.suscripcion email={v} nombre='{n}' origen=landing", "log"),
    ("es", "school list", "Mamá de {n}: correo {v}"),
    ("es", "signature", "Saludos, {n} · {v}"),
]


def k_email(rng, i):
    fmt = i % 6
    t = _pick(EMAIL_T, i)
    p = person(rng, t[0])
    dom = rng.choice(["uol.com.br", "bol.com.br", "gmail.com"]) if t[0] == "pt" else None
    if fmt == 0:
        v, fn = email(rng, p, dom), "free-mail"
    elif fmt == 1:
        v, fn = email(rng, p, dom, accents=True), "accented local part"
        loc, _, dom_ = v.partition("@")
        if not any(ord(c) > 127 for c in loc):
            for a, b in (("e", "é"), ("a", "á"), ("o", "ó"), ("i", "í"), ("u", "ú"), ("n", "ñ")):
                if a in loc:
                    loc = loc.replace(a, b, 1)
                    break
            v = f"{loc}@{dom_}"
    elif fmt == 2:
        v, fn = email(rng, p, dom).upper(), "upper case"
    elif fmt == 3:
        addr = email(rng, p, dom)
        v, fn = (
            f"mailto:{addr}?subject=Cotizaci%C3%B3n&cc={strip_accents(p[0]).lower()}.trabajo@gmail.com",
            "mailto with query",
        )
        t = _pick(
            [
                ("es", "link", "Escríbele a {n}: {v}"),
                ("en", "link", "Email {n}: {v}"),
                ("pt", "link", "Mande um e-mail para {n}: {v}"),
            ],
            i // 6,
        )
        p = person(rng, t[0])
        d = _mk(t, v, {"n": full(p)}, f"e-mail {fn}")
        d["html"] = f'<a href="{{v}}">Escribir a {full(p)}</a>'
        return d
    elif fmt == 4:
        v, fn = email(rng, p, dom, accents=True).capitalize(), "accented, capitalised"
    else:
        v, fn = (
            email(rng, p, rng.choice(["hotmail.com", "outlook.es", "me.com", "gmx.com"])),
            "free-mail",
        )
    return _mk(t, v, {"n": full(p)}, f"e-mail {fn}")


def k_email_obf(rng, i):
    p = person(rng)
    lp = local_part(rng, p, False)
    dom, tld = rng.choice(
        [("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "com")]
    )
    tld_obf = tld.replace(".", " punto ")
    v, fn = [
        (f"{lp} [arroba] {dom} [punto] {tld.split('.')[0]}", "[arroba]/[punto]"),
        (f"{lp}(arroba){dom}(punto){tld.split('.')[0]}", "(arroba)/(punto)"),
        (f"{lp} at {dom} dot {tld.split('.')[0]}", "at/dot"),
        (f"{lp}[at]{dom}[dot]{tld.split('.')[0]}", "[at]/[dot]"),
        (f"{lp} arroba {dom} punto {tld_obf}", "arroba/punto words"),
        (f"{lp} @ {dom} . {tld.split('.')[0]}", "spaced @ and dot"),
        (f"{lp} (at) {dom} (dot) {tld.split('.')[0]}", "(at)/(dot)"),
    ][i % 7]
    if i % 7 in (2, 3, 6):
        t = _pick(
            [
                ("en", "forum post", "Ping me at {v} — {n}"),
                ("es", "chat", "{n}: mi correo es {v} pero sin espacios"),
                ("en", "signature", "{n} | personal mail: {v}"),
            ],
            i // 7,
        )
    else:
        t = _pick(
            [
                ("es", "forum post", "Si alguien encontró mi cartera, escríbanme: {v} ({n})"),
                ("es", "classified ad", "Doy clases de regularización, {n}, correo {v}"),
                ("pt", "forum post", "Contato pessoal: {v} ({n})"),
                ("es", "chat", "{n}: mándame la foto a {v}"),
            ],
            i // 7 + i,
        )
    return _mk(t, v, {"n": full(p)}, f"obfuscated e-mail {fn}")


def k_foreign(rng, i):
    k = i % 5
    if k == 0:
        p = person(rng, "pt")
        v = cpf(rng)
        t = _pick(
            [
                ("pt", "registration", "CPF do titular {n}: {v}"),
                ("pt", "chat", "{n}: meu CPF é {v}, pode emitir a nota"),
            ],
            i,
        )
        f = "Brazilian CPF (check digits)"
    elif k == 1:
        p = person(rng)
        v = dni_es(rng)
        t = _pick(
            [
                ("es", "booking", "Huésped {n}, DNI {v}, llegada el viernes."),
                ("es", "form", "DNI del titular: {v} — {n}"),
            ],
            i,
        )
        f = "Spanish DNI (letter check)"
    elif k == 2:
        p = person(rng)
        v = rut_cl(rng)
        t = _pick(
            [
                ("es", "invoice", "Boleta a nombre de {n}, RUT {v}"),
                ("es", "CSV row", "{n};{v};Santiago", "csv_row"),
            ],
            i,
        )
        f = "Chilean RUT (check digit)"
    elif k == 3:
        p = person(rng, "en")
        v = ssn(rng)
        t = _pick(
            [
                ("en", "HR form", "Employee {n}, SSN {v}, W-4 on file."),
                ("en", "log line", "payroll.sync employee='{n}' ssn={v}", "log"),
            ],
            i,
        )
        f = "US SSN"
    else:
        p = person(rng)
        v = f"{rng.randint(20, 45)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}"
        t = ("es", "form", "DNI argentino de {n}: {v}")
        f = "Argentine DNI dotted"
    return _mk(t, v, {"n": full(p)}, f)


# ---------------------------------------------------------------- account ids


def k_account(rng, i):
    k = i % 10
    if k == 0:
        v = "acct_1" + rand(rng, ALNUM, 15)
        return {
            "value": v,
            "text": v,
            "lang": "en",
            "form": "acct_ id, JSON body field",
            "key": "account_id",
        }
    if k == 1:
        v = f"cust-{rng.randint(10000, 999999)}"
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": "cust- id, x-account header",
            "key": None,
            "header": (rng.choice(["x-account", "X-Customer-Id"]), v),
        }
    if k == 2:
        v = "org-" + rand(rng, ALNUM, 24)
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": "org- id, OpenAI-Organization header",
            "key": None,
            "header": ("OpenAI-Organization", v),
        }
    if k == 3:
        v = "proj_" + rand(rng, ALNUM, 24)
        return {
            "value": v,
            "text": v,
            "lang": "en",
            "form": "proj_ id, project field",
            "key": "project",
        }
    if k == 4:
        v = "acct_" + rand(rng, ALNUM, 16)
        t = _pick(
            [
                (
                    "en",
                    "URL path",
                    "GET https://api.example-billing.com/v1/accounts/{v}/usage?month=2024-05",
                ),
                (
                    "es",
                    "log line",
                    "2024-05-14 09:12:44 WARN cuota excedida en /accounts/{v}/search (429)",
                    "log",
                ),
            ],
            i // 10,
        )
        return _mk(t, v, {}, "acct_ id in URL path")
    if k == 5:
        v = "user_" + rand(rng, ALNUM, 24)
        t = _pick(
            [
                (
                    "es",
                    "error message",
                    "Error 403: el usuario {v} no tiene permiso para este índice.",
                ),
                ("en", "message", "Quota for user {v} resets at 00:00 UTC."),
                ("pt", "message", "Limite do usuário {v} foi atingido hoje."),
            ],
            i // 10,
        )
        return _mk(t, v, {}, "user_ id in a message")
    if k == 6:
        v = "ws_" + rand(rng, ALNUM, 20)
        t = _pick(
            [
                ("en", "error", "Workspace {v} not found or access revoked"),
                ("es", "prose", "El espacio de trabajo {v} tiene 3 claves activas."),
            ],
            i // 10,
        )
        return _mk(t, v, {}, "workspace id")
    if k == 7:
        v = "team_" + rand(rng, ALNUM, 22)
        t = _pick(
            [
                (
                    "en",
                    "error message",
                    "rate_limit_exceeded: team {v} has used 100% of its monthly search credits",
                ),
                (
                    "es",
                    "error message",
                    "límite alcanzado para el equipo {v}; intenta de nuevo en 60 s",
                ),
            ],
            i // 10,
        )
        return _mk(t, v, {}, "team_ id in an error message")
    if k == 8:
        v = "org_" + rand(rng, ALNUM, 20)
        t = ("en", "URL path", "https://console.example-llm.com/organizations/{v}/settings/keys")
        return _mk(t, v, {}, "org_ id in organisation path")
    v = rng.choice(
        [
            f"cus_{rand(rng, ALNUM, 14)}",
            f"workspace-{rand(rng, string.ascii_lowercase + string.digits, 12)}",
            f"tenant_{rand(rng, HEX, 16)}",
            f"cust-{rng.randint(10000, 999999)}",
        ]
    )
    return {
        "value": v,
        "text": v,
        "lang": "en",
        "form": "customer/workspace/tenant id, body field",
        "key": rng.choice(["customer_id", "workspace_id", "tenant_id", "customer"]),
    }


# =========================================================================== secrets

PROVIDERS = [
    "tavily",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "perplexity",
    "openai",
    "anthropic",
    "openrouter",
    "groq",
    "google",
    "huggingface",
    "xai",
    "exa",
    "mistral",
    "cohere",
    "deepseek",
    "replicate",
    "stripe",
    "github",
    "github-pat",
    "gitlab",
    "sendgrid",
    "mailgun",
    "mailchimp",
    "twilio",
    "slack-bot",
    "npm",
    "pypi",
    "digitalocean",
    "shopify",
    "notion",
    "linear",
    "pinecone",
    "telegram",
    "mercadopago",
    "conekta",
    "openpay",
    "tavily-dev",
    "openai-old",
    "stripe-restricted",
]
ENV = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_SEARCH_API_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "serper": "SERPER_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "jina": "JINA_API_KEY",
    "perplexity": "PERPLEXITY_API_KEY",
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "groq": "GROQ_API_KEY",
    "google": "GOOGLE_API_KEY",
    "huggingface": "HF_TOKEN",
    "xai": "XAI_API_KEY",
    "exa": "EXA_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "CO_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "replicate": "REPLICATE_API_TOKEN",
    "stripe": "STRIPE_SECRET_KEY",
    "github": "GITHUB_TOKEN",
    "github-pat": "GH_PAT",
    "gitlab": "GITLAB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "mailchimp": "MAILCHIMP_API_KEY",
    "twilio": "TWILIO_API_KEY_SECRET",
    "slack-bot": "SLACK_BOT_TOKEN",
    "npm": "NPM_TOKEN",
    "pypi": "PYPI_API_TOKEN",
    "digitalocean": "DIGITALOCEAN_TOKEN",
    "shopify": "SHOPIFY_ADMIN_TOKEN",
    "notion": "NOTION_TOKEN",
    "linear": "LINEAR_API_KEY",
    "pinecone": "PINECONE_API_KEY",
    "telegram": "TELEGRAM_BOT_TOKEN",
    "mercadopago": "MP_ACCESS_TOKEN",
    "conekta": "CONEKTA_PRIVATE_KEY",
    "openpay": "OPENPAY_SK",
    "tavily-dev": "TAVILY_KEY",
    "openai-old": "OPENAI_KEY",
    "stripe-restricted": "STRIPE_RK",
}
HOSTS = {
    "tavily": "api.tavily.com/search",
    "brave": "api.search.brave.com/res/v1/web/search",
    "serpapi": "serpapi.com/search.json",
    "serper": "google.serper.dev/search",
    "firecrawl": "api.firecrawl.dev/v1/scrape",
    "jina": "r.jina.ai/https://example.org",
    "perplexity": "api.perplexity.ai/chat/completions",
    "openai": "api.openai.com/v1/responses",
    "anthropic": "api.anthropic.com/v1/messages",
    "openrouter": "openrouter.ai/api/v1/chat/completions",
    "groq": "api.groq.com/openai/v1/chat/completions",
    "exa": "api.exa.ai/search",
    "mistral": "api.mistral.ai/v1/chat/completions",
    "cohere": "api.cohere.com/v2/rerank",
    "xai": "api.x.ai/v1/chat/completions",
    "deepseek": "api.deepseek.com/chat/completions",
    "huggingface": "huggingface.co/api/whoami-v2",
    "github": "api.github.com/user",
    "stripe": "api.stripe.com/v1/charges",
    "sendgrid": "api.sendgrid.com/v3/mail/send",
}
KEY_HEADERS = {
    "tavily": "Authorization",
    "brave": "X-Subscription-Token",
    "serper": "X-API-KEY",
    "exa": "x-api-key",
    "anthropic": "x-api-key",
    "firecrawl": "Authorization",
    "jina": "Authorization",
    "openai": "Authorization",
    "google": "x-goog-api-key",
    "cohere": "Authorization",
    "github": "Authorization",
    "gitlab": "PRIVATE-TOKEN",
    "mistral": "Authorization",
    "groq": "Authorization",
    "openrouter": "Authorization",
    "perplexity": "Authorization",
    "xai": "Authorization",
    "huggingface": "Authorization",
    "serpapi": "X-SerpApi-Key",
    "linear": "Authorization",
    "notion": "Authorization",
}


def _prov(i: int, offset: int) -> str:
    return PROVIDERS[(i * 7 + offset) % len(PROVIDERS)]


def k_key_header(rng, i):
    prov = list(KEY_HEADERS)[i % len(KEY_HEADERS)]
    v = provider_key(rng, prov)
    h = KEY_HEADERS[prov]
    hv = f"Bearer {v}" if h == "Authorization" and prov != "linear" else v
    return {
        "value": v,
        "text": None,
        "lang": "en",
        "form": f"{prov} key, recorded {h} header",
        "key": None,
        "header": (h, hv),
    }


def k_key_query(rng, i):
    prov = [
        "serpapi",
        "google",
        "brave",
        "tavily",
        "firecrawl",
        "mailchimp",
        "serper",
        "exa",
        "openpay",
        "jina",
        "perplexity",
        "groq",
    ][i % 12]
    v = provider_key(rng, prov)
    param = {
        "serpapi": "api_key",
        "google": "key",
        "brave": "token",
        "tavily": "api_key",
        "firecrawl": "apiKey",
        "mailchimp": "apikey",
        "serper": "apiKey",
        "exa": "x-api-key",
        "openpay": "sk",
        "jina": "token",
        "perplexity": "api_key",
        "groq": "key",
    }[prov]
    url = f"https://{HOSTS.get(prov, 'api.example.com/v1/search')}?q=clima+guadalajara&{param}={v}&num=10"
    t = _pick(
        [
            ("en", "request URL", "{v}"),
            ("es", "log line", "GET {v} -> 200 (412 ms)", "log"),
            ("es", "prose", "La petición que falla es {v}"),
            ("pt", "log line", "requisição: {v}", "log"),
        ],
        i,
    )
    d = _mk(t, url, {}, f"{prov} key in query string")
    d["value"] = v
    d["text"] = t[2].format(v=url)
    return d


def k_key_curl(rng, i):
    prov = [
        "tavily",
        "openai",
        "anthropic",
        "exa",
        "firecrawl",
        "serper",
        "cohere",
        "mistral",
        "openrouter",
        "stripe",
        "sendgrid",
        "huggingface",
    ][i % 12]
    v = provider_key(rng, prov)
    host = HOSTS.get(prov, "api.example.com")
    if prov in ("anthropic", "exa"):
        hdr = f"-H 'x-api-key: {v}'"
    elif prov == "serper":
        hdr = f"-H 'X-API-KEY: {v}'"
    elif prov == "stripe":
        hdr = f"-u {v}:"
    else:
        hdr = f"-H 'Authorization: Bearer {v}'"
    cmd = f"curl -sS https://{host} {hdr} -H 'Content-Type: application/json' -d @consulta.json"
    lang = ["es", "en", "pt"][i % 3]
    pre = {"es": "Para reproducir el error corre: ", "en": "Repro: ", "pt": "Para reproduzir: "}[
        lang
    ]
    return {
        "value": v,
        "text": pre + cmd,
        "lang": lang,
        "form": f"{prov} key, curl command",
        "key": "curl" if i % 2 else None,
    }


def k_key_env(rng, i):
    prov = _prov(i, 3)
    v = provider_key(rng, prov)
    var = ENV[prov]
    shape = i % 5
    if shape == 0:
        text, f = f"{var}={v}", "env line"
    elif shape == 1:
        text, f = f'export {var}="{v}"'.replace('"', "'"), "shell export"
    elif shape == 2:
        text, f = f"{var.lower()}: {v}", "YAML line in a string"
    elif shape == 3:
        text, f = f"[{prov}] api_key = {v}", "INI line"
    else:
        text, f = f"{var}={v}  # no subir este .env", "env line with comment"
    return {
        "value": v,
        "text": text,
        "lang": "es" if shape == 4 else "en",
        "form": f"{prov} key, {f}",
        "key": rng.choice(["env", "dotenv", "config_line", None]),
    }


def k_key_json(rng, i):
    prov = _prov(i, 11)
    v = provider_key(rng, prov)
    key = rng.choice(
        ["api_key", "apiKey", "token", "secret_key", "access_token", "x_api_key", "auth_token"]
    )
    return {
        "value": v,
        "text": v,
        "lang": "en",
        "form": f"{prov} key, JSON/YAML field {key}",
        "key": key,
    }


def k_key_error(rng, i):
    prov = _prov(i, 19)
    v = provider_key(rng, prov)
    t = _pick(
        [
            ("en", "error message", "401 Unauthorized: Invalid API key provided: {v}"),
            (
                "en",
                "error JSON string",
                "{{'error': {{'message': 'Incorrect API key provided: {v}', 'type': 'invalid_request_error'}}}}",
            ),
            (
                "es",
                "error message",
                "Error de autenticación: la clave {v} fue revocada o no existe.",
            ),
            ("pt", "error message", "Falha na autenticação com a chave {v} (HTTP 403)."),
            ("en", "traceback", "AuthenticationError: key '{v}' is not valid for this project"),
            (
                "es",
                "log line",
                "2024-06-01 12:00:03 ERROR proveedor respondió 401 con api_key={v}",
                "log",
            ),
        ],
        i,
    )
    return _mk(t, v, {}, f"{prov} key echoed in error")


def k_key_prose(rng, i):
    prov = _prov(i, 29)
    v = provider_key(rng, prov)
    t = _pick(
        [
            ("es", "prose", "Te dejo la llave de {p} para las pruebas: {v} — no la compartas."),
            ("en", "prose", "Here is the {p} key we use in staging: {v}"),
            ("pt", "prose", "A chave do {p} da equipe é {v}, use só no ambiente de testes."),
            ("es", "chat", "[10:42] Rodrigo: la api key de {p} es {v}"),
            ("en", "commit message", "fix: hardcode {p} token {v} until vault is back"),
            ("es", "ticket", "Ticket: el script falla con la clave {v} de {p}; ¿ya se rotó?"),
        ],
        i,
    )
    return _mk(t, v, {"p": prov}, f"{prov} key in prose")


def k_bearer(rng, i):
    v = (
        rand(rng, ALNUM, rng.randint(24, 40))
        + rng.choice(["", "-", "_", "."])
        + rand(rng, ALNUM, rng.randint(8, 20))
    )
    if i % 2 == 0:
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": "opaque bearer token, Authorization header",
            "key": None,
            "header": ("Authorization", f"Bearer {v}"),
        }
    t = _pick(
        [
            ("en", "log line", "sending Authorization: Bearer {v}", "log"),
            ("es", "prose", "El token de acceso (Bearer {v}) vence en una hora."),
            ("pt", "log line", "cabeçalho Authorization: Bearer {v}", "log"),
        ],
        i,
    )
    return _mk(t, v, {}, "opaque bearer token")


def k_basic(rng, i):
    user = rng.choice(["admin", "svc_search", "ingest", "reporter", "deploy"])
    pw = password(rng)
    if i % 3 == 0:
        v = basic(user, pw)
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": "HTTP Basic credentials, Authorization header",
            "key": None,
            "header": ("Authorization", f"Basic {v}"),
        }
    if i % 3 == 1:
        v = f"https://{user}:{pw}@search-proxy.internal.example.net/v1/query"
        t = _pick(
            [
                ("es", "prose", "El proxy se configura así: {v}"),
                ("en", "config", "SEARCH_PROXY={v}"),
            ],
            i,
        )
        return _mk(t, v, {}, "HTTP Basic credentials in URL")
    v = basic(user, pw)
    return _mk(
        ("en", "curl", "curl -H 'Authorization: Basic {v}' https://api.example-crawler.io/v2/jobs"),
        v,
        {},
        "HTTP Basic header in curl",
    )


def k_cookie(rng, i):
    name = [
        "sessionid",
        "__Secure-next-auth.session-token",
        "connect.sid",
        "PHPSESSID",
        "_session_id",
        "laravel_session",
        "sid",
        "auth_token",
    ][i % 8]
    v = (
        rand(rng, ALNUM, rng.randint(32, 48))
        if name != "connect.sid"
        else "s%3A" + rand(rng, ALNUM, 32) + "." + rand(rng, ALNUM, 43)
    )
    if i % 2 == 0:
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": f"session cookie {name}, recorded header",
            "key": None,
            "header": (
                rng.choice(["Cookie", "Set-Cookie"]),
                f"{name}={v}; Path=/; HttpOnly; Secure",
            ),
        }
    t = _pick(
        [
            ("en", "log line", "cookie: {c}={v}", "log"),
            ("es", "prose", "Copié la cookie de sesión {c}={v} del navegador."),
            ("pt", "prose", "O cookie {c}={v} ainda está válido."),
        ],
        i,
    )
    return _mk(t, v, {"c": name}, f"session cookie {name}")


def k_jwt(rng, i):
    v = jwt(rng, f"usr_{rand(rng, string.digits, 6)}")
    t = _pick(
        [
            ("en", "log line", "auth ok, token={v}", "log"),
            ("es", "prose", "El JWT que devuelve el login es {v}"),
            ("en", "header text", "Authorization: Bearer {v}"),
            ("pt", "prose", "Token JWT de acesso: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "JWT")


def k_private_key(rng, i):
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][i % 4]
    head = f"-----BEGIN {kind}-----"
    body = pem_body(rng, kind)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    return {
        "value": head,
        "text": pem,
        "pem": [head, *body, f"-----END {kind}-----"],
        "lang": "en",
        "form": f"PEM {kind}",
        "key": rng.choice(["private_key", "ssh_key", "signing_key"]),
    }


def k_cloud(rng, i):
    kid, sec = aws_pair(rng)
    k = i % 3
    if k == 0:
        return _mk(("en", "env line", "AWS_ACCESS_KEY_ID={v}"), kid, {}, "AWS access key id")
    if k == 1:
        return _mk(
            ("en", "env line", "aws_secret_access_key = {v}"),
            sec,
            {},
            "AWS secret access key, INI line",
        )
    v = rand(rng, ALNUM + "+/", 86) + "=="
    return _mk(
        (
            "es",
            "connection string",
            "DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={v};EndpointSuffix=core.windows.net",
        ),
        v,
        {},
        "Azure storage account key",
    )


def k_conn(rng, i):
    pw = password(rng)
    user = rng.choice(["app", "search_rw", "postgres", "admin", "etl"])
    v = [
        f"postgresql://{user}:{pw}@db.interno.example.mx:5432/fixtures",
        f"mongodb+srv://{user}:{pw}@cluster0.ab1cd.mongodb.net/capturas?retryWrites=true",
        f"redis://default:{pw}@cache.example.net:6379/0",
        f"mysql://{user}:{pw}@10.0.3.14:3306/tienda",
        f"amqp://{user}:{pw}@rabbit.example.org:5672/%2f",
    ][i % 5]
    t = _pick(
        [
            ("en", "env line", "DATABASE_URL={v}"),
            ("es", "log line", "conectando a {v}", "log"),
            ("pt", "prose", "A string de conexão é {v}"),
            ("en", "error", "OperationalError: could not connect using {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "connection string with password")


def k_signed(rng, i):
    k = i % 3
    if k == 0:
        kid, _ = aws_pair(rng)
        v = (
            f"https://capturas-mx.s3.amazonaws.com/informe.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={kid}%2F20240512%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240512T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={rand(rng, HEX, 64)}"
        )
        f = "S3 presigned URL"
    elif k == 1:
        v = (
            f"https://storage.googleapis.com/fixtures-bucket/page.html?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40proj.iam.gserviceaccount.com%2F20240512%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Date=20240512T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={rand(rng, HEX, 256)}"
        )
        f = "GCS signed URL"
    else:
        v = f"https://capturasmx.blob.core.windows.net/raw/p.json?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-06-01T00:00:00Z&sig={rand(rng, ALNUM, 43)}%3D"
        f = "Azure SAS URL"
    t = _pick(
        [("es", "prose", "Descarga temporal: {v}"), ("en", "log line", "fetched {v}", "log")], i
    )
    return _mk(t, v, {}, f)


def k_webhook(rng, i):
    k = i % 3
    if k == 0:
        v = f"https://hooks.slack.com/services/T{rand(rng, UPPER, 8)}/B{rand(rng, UPPER, 10)}/{rand(rng, ALNUM, 24)}"
        f = "Slack webhook"
    elif k == 1:
        v = f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rand(rng, ALNUM + '-_', 68)}"
        f = "Discord webhook"
    else:
        v = (
            f"https://contoso.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/"
            f"{rand(rng, HEX, 32)}/{uuid4(rng)}"
        )
        f = "Teams webhook"
    t = _pick(
        [
            ("es", "env line", "ALERTAS_WEBHOOK={v}"),
            ("en", "prose", "Post failures to {v}"),
            ("pt", "prose", "Notificações vão para {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, f)


UPPER = string.ascii_uppercase + string.digits

# =========================================================================== keepers


def k_role_mailbox(rng, i):
    c, dom = _company(rng)
    role = _pick(ROLES, i)
    addr = f"{role}@{dom}"
    fmt = i % 5
    if fmt == 1:
        addr = addr.upper()
    if fmt == 2:
        v = f"mailto:{addr}?subject=Solicitud%20de%20cotizaci%C3%B3n"
        d = _mk(
            ("es", "company contact link", "Escríbenos: {v}"),
            v,
            {},
            "company role mailbox, mailto with query",
        )
        d["html"] = '<a href="{v}">Contacto ' + c + "</a>"
        return d
    t = _pick(
        [
            (
                "es",
                "company contact",
                "Para cotizaciones de {c} escribe a {v} o visita nuestra sucursal.",
            ),
            ("es", "reply-to", "Reply-To: {c} <{v}>"),
            ("en", "company contact", "Questions about your order? Email {c} at {v}."),
            ("pt", "company contact", "Atendimento {c}: {v}"),
            ("es", "footer", "{c} · {v} · Todos los derechos reservados"),
            ("es", "press", "Contacto para medios: {v}"),
        ],
        i,
    )
    return _mk(t, addr, {"c": c}, f"company role mailbox{' upper case' if fmt == 1 else ''}")


def k_gov_mailbox(rng, i):
    org, dom = _pick(GOV, i)
    role = rng.choice(
        [
            "atencion.ciudadana",
            "contacto",
            "transparencia",
            "quejas",
            "comunicacion.social",
            "unidad.transparencia",
            "oficialia.partes",
            "denuncias",
        ]
    )
    v = f"{role}@{dom}"
    t = _pick(
        [
            ("es", "official notice", "Dudas sobre el trámite: {v} ({o})."),
            ("es", "footer", "{o} — correo institucional {v}"),
            ("en", "official contact", "Contact {o} at {v} for transparency requests."),
            ("es", "press release", "Para más información, comunicarse a {v}"),
        ],
        i,
    )
    return _mk(t, v, {"o": org}, "institutional mailbox (.gob.mx / .org.mx)")


def k_switchboard(rng, i):
    c, _ = _company(rng)
    ac, rest = mx_phone(rng)
    num = fmt_phone(ac, rest, ["paren", "spaced", "hyph", "plus52", "dots"][i % 5])
    ext = rng.randint(100, 9999)
    t = _pick(
        [
            ("es", "conmutador", "Conmutador: {v} — {c}"),
            ("es", "office phone", "Tel. oficina {v} ext. {e}"),
            ("es", "company contact", "{c}, oficinas centrales: {v}, lunes a viernes de 9 a 18 h"),
            ("en", "company switchboard", "Main switchboard {v}, ext. {e} for billing ({c})"),
            ("pt", "company contact", "Central de atendimento da {c} no México: {v} ramal {e}"),
            ("es", "branch list", "Sucursal Centro — Tel. {v} / Conmutador, ext. {e}"),
            ("es", "footer", "{c} · Conmutador {v} · Atención a clientes ext. {e}"),
        ],
        i,
    )
    return _mk(t, num, {"c": c, "e": str(ext)}, "company switchboard")


def k_tollfree(rng, i):
    n = f"{rng.randint(100, 999)}{rng.randint(1000, 9999)}"
    pre = ["800", "800", "01 800", "+52 800", "800", "01-800"][i % 6]
    v = [f"{pre} {n[:3]} {n[3:]}", f"{pre}-{n[:3]}-{n[3:]}", f"{pre} {n}"][i % 3]
    if "01" in pre and i % 3 == 2:
        v = f"{pre} {n[:3]} {n[3:]}"
    c, _ = _company(rng)
    t = _pick(
        [
            ("es", "toll-free", "Llama sin costo al {v} las 24 horas."),
            ("es", "company contact", "Línea de atención {c}: {v}"),
            ("en", "toll-free", "Customer care (toll-free from Mexico): {v}"),
            ("pt", "toll-free", "Ligação gratuita no México: {v}"),
            ("es", "footer", "Lada sin costo {v} · {c}"),
        ],
        i,
    )
    return _mk(t, v, {"c": c}, "toll-free number")


def k_official(rng, i):
    org, _dom = _pick(GOV, i)
    ac, rest = mx_phone(rng)
    v = fmt_phone(ac, rest, ["paren", "spaced", "hyph"][i % 3])
    e = rng.randint(10000, 99999)
    t = _pick(
        [
            ("es", "official contact", "{o}: atención ciudadana {v} ext. {e}"),
            (
                "es",
                "official notice",
                "Oficialía de partes de {o}, teléfono institucional {v}, extensión {e}",
            ),
            ("en", "official contact", "{o} public information line {v} ext. {e}"),
        ],
        i,
    )
    return _mk(t, v, {"o": org, "e": str(e)}, "institutional phone with extension")


def k_company_address(rng, i):
    c, _ = _company(rng)
    v = home_address(rng, office=True)
    t = _pick(
        [
            ("es", "office address", "Oficinas corporativas de {c}: {v}"),
            ("es", "branch", "Sucursal {c}: {v}, horario de 9:00 a 19:00"),
            ("en", "venue", "The conference venue is {c} Auditorium, {v}."),
            ("pt", "office", "Escritório da {c} no México: {v}"),
            ("es", "footer", "{c} — {v} — Conmutador en horario de oficina"),
            ("es", "event", "Sede del evento: Salón {c}, {v}"),
        ],
        i,
    )
    return _mk(t, v, {"c": c}, "company/office address")


def k_company_rfc(rng, i):
    c, _ = _company(rng)
    r = rfc_moral(rng)
    v = [r, f"{r[:3]}-{r[3:9]}-{r[9:]}", r, f"{r[:3]} {r[3:9]} {r[9:]}"][i % 4]
    t = _pick(
        [
            ("es", "invoice footer", "{c} S.A. de C.V. · RFC {v} · Régimen General de Ley"),
            ("es", "billing data", "Datos de facturación: {c} S.A.P.I. de C.V., RFC: {v}"),
            ("en", "supplier", "Supplier: {c} S.A. de C.V. (RFC {v})"),
            ("pt", "supplier", "Fornecedor {c} S.A. de C.V., RFC {v}"),
        ],
        i,
    )
    return _mk(t, v, {"c": c}, "company RFC (persona moral)")


def k_company_clabe(rng, i):
    c, _ = _company(rng)
    v = clabe(rng)
    t = _pick(
        [
            (
                "es",
                "payment instructions",
                "Realiza tu pago por SPEI a {c} S.A. de C.V., CLABE {v}, referencia tu número de pedido.",
            ),
            ("es", "invoice footer", "Cuenta para pagos a nombre de {c} S.A. de C.V. — CLABE {v}"),
            ("en", "payment instructions", "Wire payments to {c} S.A. de C.V., CLABE {v}"),
        ],
        i,
    )
    return _mk(t, v, {"c": c}, "company CLABE for payments")


def k_date(rng, i):
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    fmt = i % 7
    v = [
        f"{d} de {MES[m - 1]} de {y}",
        f"{d:02d}/{m:02d}/{y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{MONTH[m - 1]} {d}, {y}",
        f"{d} de {MES_PT[m - 1]} de {y}",
        f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
        f"{d:02d}.{m:02d}.{y}",
    ][fmt]
    lang = "en" if fmt == 3 else "pt" if fmt == 4 else "es"
    t = _pick(
        {
            "es": [
                ("es", "publication date", "Publicado el {v} · Actualizado hace 2 horas"),
                ("es", "DOF", "Publicado en el Diario Oficial de la Federación el {v}."),
                ("es", "capture date", "Fecha de captura: {v}"),
                ("es", "event", "El foro se realizará el {v} en el auditorio principal."),
                (
                    "es",
                    "copyright/foundation",
                    "Empresa fundada el {v}; © todos los derechos reservados.",
                ),
            ],
            "en": [
                ("en", "update", "Last updated {v}"),
                ("en", "release", "Version 2.3 released on {v}."),
            ],
            "pt": [("pt", "publication", "Publicado em {v}")],
        }[lang],
        i,
    )
    return _mk(t, v, {}, "date (publication/update/capture/event)")


def k_price(rng, i):
    p = rng.randint(49, 89999)
    v = [f"${p:,}.00 MXN", f"MXN {p:,}", f"US$ {p / 17:.2f}", f"R$ {p // 3},90", f"${p:,}"][i % 5]
    t = _pick(
        [
            ("es", "price", "Precio de lista: {v} IVA incluido"),
            ("en", "price", "Plan price: {v} per month"),
            ("pt", "price", "Preço: {v}"),
            ("es", "promo", "Antes {v}, ahora con 15% de descuento"),
        ],
        i,
    )
    return _mk(t, v, {}, "price")


def k_version(rng, i):
    v = [
        f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}",
        f"{rng.randint(1, 5)}.{rng.randint(0, 12)}.{rng.randint(0, 40)}-rc.{rng.randint(1, 4)}",
        f"Build {rng.randint(1000, 9999)}.{rng.randint(10, 99)}",
        f"API 20{rng.randint(22, 25)}-{rng.randint(1, 12):02d}-01",
    ][i % 4]
    t = _pick(
        [
            ("en", "changelog", "Upgraded the SDK to {v}"),
            ("es", "release", "Versión instalada: {v}"),
            ("pt", "release", "Versão do cliente: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "version")


def k_request_id(rng, i):
    v = uuid4(rng) if i % 3 else f"req_{rand(rng, ALNUM, 24)}"
    if i % 4 == 0:
        return {
            "value": v,
            "text": None,
            "lang": "en",
            "form": "request id, recorded x-request-id header",
            "key": None,
            "header": (rng.choice(["x-request-id", "X-Request-Id", "request-id"]), v),
        }
    t = _pick(
        [
            ("en", "log line", "request_id={v} status=200 elapsed=0.41s", "log"),
            ("es", "error", "Error 502 del proveedor (id de solicitud {v})"),
            ("pt", "log line", "id da requisição: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "request id")


def k_hash(rng, i):
    k = i % 4
    if k == 0:
        v, f = rand(rng, HEX, 40), "commit SHA"
        t = ("en", "changelog", "Fixed in commit {v}")
    elif k == 1:
        v, f = rand(rng, HEX, 64), "SHA-256"
        t = ("es", "manifest", "sha256 del cuerpo original: {v}")
    elif k == 2:
        v, f = f'W/"{rand(rng, HEX, 16)}"'.replace('"', ""), "ETag"
        v = "W/" + rand(rng, HEX, 24)
        t = ("en", "header text", "etag: {v}")
    else:
        v, f = "sha384-" + rand(rng, ALNUM + "+/", 64), "SRI hash"
        t = ("pt", "SRI", "Integridade do script: {v}")
    return _mk(t, v, {}, f)


def k_content_id(rng, i):
    k = i % 4
    if k == 0:
        v, f = (
            f"10.{rng.randint(1000, 9999)}/{rand(rng, string.ascii_lowercase, 4)}.{rng.randint(2015, 2024)}.{rng.randint(100, 9999)}",
            "DOI",
        )
        t = ("en", "citation", "doi:{v}")
    elif k == 1:
        v, f = ean13(rng), "EAN-13"
        t = ("es", "product", "Código de barras EAN {v} — caja con 12 piezas")
    elif k == 2:
        v, f = f"G-{rand(rng, UPPER, 10)}", "analytics id"
        t = ("en", "analytics", "gtag('config', '{v}')")
    else:
        v, f = f"SKU-{rand(rng, UPPER, 3)}-{rng.randint(1000, 99999)}", "SKU"
        t = ("es", "product", "Modelo {v}, disponible en tienda")
    return _mk(t, v, {}, f)


def k_order(rng, i):
    v = [
        f"{rng.randint(10**9, 10**10 - 1)}",
        f"PED-{rng.randint(2019, 2025)}-{rng.randint(10000, 99999)}",
        f"#{rng.randint(100000, 9999999)}",
        f"OC-{rng.randint(10**5, 10**6)}",
    ][i % 4]
    t = _pick(
        [
            ("es", "order", "Tu pedido {v} fue enviado."),
            ("es", "folio", "Folio de compra: {v}"),
            ("en", "order", "Order {v} has been confirmed."),
            ("pt", "order", "Pedido {v} entregue."),
        ],
        i,
    )
    return _mk(t, v, {}, "order number / folio")


def k_tracking(rng, i):
    v = [
        f"1Z{rand(rng, UPPER, 6)}{rand(rng, string.digits, 10)}",
        f"{rng.randint(10**11, 10**12)}",
        f"{rng.randint(10**21, 10**22 - 1)}",
        f"MX{rng.randint(10**8, 10**9)}MX",
    ][i % 4]
    t = _pick(
        [
            ("es", "shipping", "Número de guía {v} (paquetería)"),
            ("en", "shipping", "Tracking number: {v}"),
            ("pt", "shipping", "Código de rastreio {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "tracking number")


def k_case(rng, i):
    v = [
        f"Expediente {rng.randint(100, 9999)}/{rng.randint(2018, 2025)}",
        f"CASE-{rng.randint(100000, 999999)}",
        f"Reporte {rng.randint(10**6, 10**7)}",
        f"Queja PFC/{rng.randint(1000, 9999)}/{rng.randint(2020, 2025)}",
    ][i % 4]
    t = _pick(
        [
            ("es", "case", "Se abrió el {v} ante la autoridad."),
            ("en", "case", "Support case {v} is resolved."),
            ("es", "case", "Número de reporte: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "case number")


def k_masked(rng, i):
    v = [
        f"**** **** **** {rng.randint(1000, 9999)}",
        "redacted@example.test",
        "+52-000-000-0000",
        f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
        f"sk-...{rand(rng, ALNUM, 4)}",
        f"{rand(rng, string.ascii_lowercase, 1)}***@gmail.com",
        "tvly-************************",
        f"CLABE ***************{rng.randint(100, 999)}",
    ][i % 8]
    t = _pick(
        [
            ("es", "masked", "Dato enmascarado: {v}"),
            ("en", "masked", "Card ending {v}"),
            ("pt", "masked", "Valor mascarado: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "masked value")


def k_placeholder(rng, i):
    v = [
        "YOUR_API_KEY",
        "<tu-api-key>",
        "${TAVILY_API_KEY}",
        "sk-xxxxxxxxxxxxxxxxxxxxxxxx",
        "tvly-XXXXXXXXXXXXXXXX",
        "AAAA000000HDFXXX00",
        "usuario@ejemplo.com",
        "55 0000 0000",
        "{{OPENAI_API_KEY}}",
        "<REDACTED>",
        "Bearer <token>",
        "XAAA000000XXX",
    ][i % 12]
    t = _pick(
        [
            ("es", "docs", "Reemplaza {v} por tu clave real antes de ejecutar."),
            ("en", "docs", "Set the value to {v} in your config."),
            ("pt", "docs", "Substitua {v} pelo valor correto."),
            ("es", "form hint", "Ejemplo de formato: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "placeholder")


def k_statistic(rng, i):
    v = [
        f"{rng.randint(1, 99)}.{rng.randint(0, 9)}%",
        f"{rng.randint(10**9, 10**10 - 1)}",
        f"{rng.randint(1, 130)},{rng.randint(100, 999)},{rng.randint(100, 999)}",
        f"{rng.randint(1, 99)}.{rng.randint(0, 9)} millones",
    ][i % 4]
    t = _pick(
        [
            ("es", "statistic", "El INEGI reporta {v} hogares con internet."),
            ("en", "statistic", "Total impressions this quarter: {v}"),
            ("pt", "statistic", "Crescimento anual de {v}"),
            ("es", "statistic", "Visitas acumuladas: {v}"),
        ],
        i,
    )
    return _mk(t, v, {}, "statistic")


def k_public_key(rng, i):
    k = i % 2
    if k == 0:
        v = f"pk_live_{rand(rng, ALNUM, 24)}"
        t = ("en", "publishable key", "Publishable key for the checkout widget: {v}")
        f = "Stripe publishable key"
    else:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rand(rng, ALNUM + "+/", 43) + " deploy@ci"
        t = ("es", "public key", "Llave pública del servidor: {v}")
        f = "SSH public key"
    return _mk(t, v, {}, f)


PERSONAL: dict[str, tuple[str, Callable, int]] = {
    # kind: (family, maker, count)
    "curp": ("personal", k_curp, 28),
    "rfc-persona-fisica": ("personal", k_rfc, 22),
    "nss": ("personal", k_nss, 16),
    "ine-clave-elector": ("personal", k_ine, 14),
    "clabe": ("personal", k_clabe, 16),
    "card": ("personal", k_card, 18),
    "passport": ("personal", k_passport, 24),
    "birth-date": ("personal", k_birth, 26),
    "home-address": ("personal", k_address, 28),
    "phone": ("personal", k_phone, 56),
    "whatsapp": ("personal", k_whatsapp, 10),
    "email": ("personal", k_email, 32),
    "email-obfuscated": ("personal", k_email_obf, 14),
    "foreign-id": ("personal", k_foreign, 12),
    "account-id": ("account-id", k_account, 50),
}
SECRET: dict[str, tuple[str, Callable, int]] = {
    "api-key-header": ("secret", k_key_header, 14),
    "api-key-query": ("secret", k_key_query, 12),
    "api-key-curl": ("secret", k_key_curl, 10),
    "api-key-env": ("secret", k_key_env, 12),
    "api-key-json": ("secret", k_key_json, 12),
    "api-key-error": ("secret", k_key_error, 12),
    "api-key-prose": ("secret", k_key_prose, 12),
    "bearer-token": ("secret", k_bearer, 10),
    "basic-auth": ("secret", k_basic, 7),
    "cookie": ("secret", k_cookie, 8),
    "jwt": ("secret", k_jwt, 6),
    "private-key": ("secret", k_private_key, 6),
    "cloud-key": ("secret", k_cloud, 7),
    "connection-string": ("secret", k_conn, 8),
    "signed-url": ("secret", k_signed, 6),
    "webhook-url": ("secret", k_webhook, 7),
}
KEEP: dict[str, tuple[str, Callable, int]] = {
    "role-mailbox": ("keep", k_role_mailbox, 36),
    "gov-role-mailbox": ("keep", k_gov_mailbox, 16),
    "switchboard": ("keep", k_switchboard, 30),
    "toll-free": ("keep", k_tollfree, 20),
    "official-contact": ("keep", k_official, 12),
    "company-address": ("keep", k_company_address, 26),
    "company-rfc": ("keep", k_company_rfc, 16),
    "company-clabe": ("keep", k_company_clabe, 10),
    "date": ("keep", k_date, 28),
    "price": ("keep", k_price, 16),
    "version": ("keep", k_version, 14),
    "request-id": ("keep", k_request_id, 16),
    "hash": ("keep", k_hash, 16),
    "content-id": ("keep", k_content_id, 12),
    "order-number": ("keep", k_order, 16),
    "tracking-number": ("keep", k_tracking, 14),
    "case-number": ("keep", k_case, 12),
    "masked": ("keep", k_masked, 16),
    "placeholder": ("keep", k_placeholder, 20),
    "statistic": ("keep", k_statistic, 20),
    "public-key": ("keep", k_public_key, 6),
}
