"""Context makers of corpus 63: each maker returns one item's datum in a context.

A maker ``make_<kind>(rng, lang)`` returns a dict:

- ``value``: the datum as written (plain text; ``gen.py`` escapes it for HTML);
- ``text``: a one-line context holding ``value`` (prose, chat line, log line, CSV row, env
  line, curl command, error message...), usable in HTML, JSON and YAML;
- ``markup`` (optional): an HTML snippet with entities already written, holding
  ``value_html`` (or ``value``), used for some HTML targets (links, ``<pre>``...);
- ``header`` (optional): a recorded header name; then ``text`` is the header's value and
  the item goes into a cassette's ``headers`` mapping;
- ``key`` (optional): the JSON/YAML key to use; ``form``: how the datum is written.

All contexts were written for this corpus, in Spanish, English and Portuguese.
"""

from __future__ import annotations

import random
from typing import Any

import values as V

Maker = dict[str, Any]

MONTHS_ES = [
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
MONTHS_EN = [
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
MONTHS_PT = [
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
MON3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]


def ch(rng: random.Random, xs: list) -> Any:
    return rng.choice(xs)


def stamp(rng: random.Random) -> str:
    return (
        f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T"
        f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
    )


def dmy(rng: random.Random) -> str:
    return f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/2025"


def fill(rng: random.Random, lang: str) -> dict:
    p = V.person(rng, lang)
    place = ch(rng, V.PLACES)
    comp = ch(rng, V.COMPANIES)
    return {
        **p,
        "mun": place[1],
        "est": place[2],
        "org": comp[0],
        "dom": comp[1],
        "ts": stamp(rng),
        "fecha": dmy(rng),
        "hh": f"{rng.randint(8, 20)}:{rng.choice(['00', '15', '30', '45'])}",
        "folio": rng.randint(10000, 99999),
        "place": place,
    }


def T(rng: random.Random, lang: str, table: dict, **f: Any) -> str:
    tpl = ch(rng, table[lang])
    return tpl.format(**f)


def item(
    label: str, family: str, kind: str, lang: str, form: str, value: str, text: str, **extra: Any
) -> Maker:
    assert value in text, (kind, value, text)
    return {
        "label": label,
        "family": family,
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **extra,
    }


def P(kind: str, lang: str, form: str, value: str, text: str, **extra: Any) -> Maker:
    return item("personal", "personal", kind, lang, form, value, text, **extra)


def S(kind: str, lang: str, form: str, value: str, text: str, **extra: Any) -> Maker:
    return item("secret", "secret", kind, lang, form, value, text, **extra)


def K(kind: str, lang: str, form: str, value: str, text: str, **extra: Any) -> Maker:
    return item("keep", "keep", kind, lang, form, value, text, **extra)


# =================================================================== personal

CURP_T = {
    "es": [
        "Ficha de inscripción ciclo 2025-2026 — alumno: {n}; CURP {v}; grado: 3.º B.",
        "[{fecha} {hh}] {g}: oye ya te mandé mi curp, es {v}, ¿me confirmas la cita?",
        '{ts} INFO registro_paciente nombre="{n}" curp={v} unidad=UMF-{folio}',
        '"{n}","{v}","{mun}","beca bienestar","activo"',
        "Recordatorio IMSS: {n} (CURP {v}) tiene cita de medicina familiar el {fecha} a las {hh}.",
        "Nota de entrega — recibe: {n}, identificación con CURP: {v}, firma al reverso.",
        "Para el trámite de la licencia, {g} anotó su CURP ({v}) en el formulario del ayuntamiento.",
        "Solicitante {n} · Clave Única de Registro de Población: {v} · Estado civil: soltero(a)",
    ],
    "en": [
        "Applicant {n} provided CURP {v} for the visa support letter.",
        '{ts} WARN kyc.check subject="{n}" curp={v} result=manual_review',
        "Student record — name: {n}; Mexican CURP: {v}; homeroom 4A.",
    ],
    "pt": [
        "Cadastro do intercambista {n}: CURP mexicano {v}, chegada prevista em {fecha}.",
        "O aluno {n} informou a CURP {v} na matrícula.",
    ],
}


def make_curp(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang if lang != "pt" else "es")
    c = V.curp(rng, f)
    style = ch(rng, ["plain", "plain", "lower", "spaced", "hyphen", "dots"])
    v = {
        "plain": c,
        "lower": c.lower(),
        "spaced": V.group(c, [4, 6, 6, 2], " "),
        "hyphen": V.group(c, [4, 6, 6, 2], "-"),
        "dots": V.group(c, [4, 6, 6, 2], "."),
    }[style]
    return P("curp", lang, f"curp {style}", v, T(rng, lang, CURP_T, v=v, **f))


RFC_T = {
    "es": [
        "Solicito factura a nombre de {n}, RFC {v}, uso CFDI G03, régimen 612.",
        "Recibo de arrendamiento — arrendador: {n}; R.F.C.: {v}; mes de {mes}.",
        "Ticket #{folio}: el cliente {n} pide corregir su RFC a {v} en la factura.",
        '{ts} DEBUG cfdi.emitir receptor_nombre="{n}" receptor_rfc={v} total=1850.00',
        "{g}: mis datos fiscales son {n}, {v}, C.P. fiscal {cp}",
        "Honorarios pagados a {n} (RFC: {v}) por asesoría contable de {mes}.",
    ],
    "en": [
        "Invoice request from {n}; Mexican tax ID (RFC) {v}; please stamp the CFDI today.",
        "Contractor {n}, RFC {v}, is paid monthly via wire transfer.",
    ],
    "pt": ["Fatura emitida para {n}, RFC mexicano {v}, referente a {mes}."],
}


def make_rfc(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, "es")
    r = V.rfc_fisica(rng, f)
    style = ch(rng, ["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": r,
        "hyphen": V.group(r, [4, 6, 3], "-"),
        "spaced": V.group(r, [4, 6, 3], " "),
        "lower": r.lower(),
    }[style]
    mes = ch(rng, MONTHS_ES)
    return P(
        "rfc-persona-fisica",
        lang,
        f"rfc {style}",
        v,
        T(rng, lang, RFC_T, v=v, mes=mes, cp=f"{rng.randint(1000, 99999):05d}", **f),
    )


NSS_T = {
    "es": [
        "Alta ante el IMSS de {n}, NSS {v}, salario base de cotización 412.50.",
        "{g} nos pasó su número de seguridad social: {v} para la incapacidad.",
        '"{n}","NSS","{v}","{fecha}"',
        "Constancia de semanas cotizadas — asegurado: {n} — No. de Seguridad Social {v}",
        '{ts} INFO nomina.alta empleado="{n}" nss={v} turno=matutino',
    ],
    "en": ["Employee {n}, IMSS social security number {v}, starts on {fecha}."],
    "pt": ["Funcionário {n}, número de seguro social mexicano (NSS) {v}."],
}


def make_nss(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, "es")
    n = V.nss(rng)
    style = ch(rng, ["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": V.group(n, [2, 2, 2, 4, 1], "-"),
        "spaced": V.group(n, [4, 2, 4, 1], " "),
    }[style]
    return P("nss", lang, f"nss {style}", v, T(rng, lang, NSS_T, v=v, **f))


INE_T = {
    "es": [
        "Copia de credencial para votar de {n}: clave de elector {v}, sección 2143.",
        "{n} — Clave de Elector: {v} — vigencia 2031",
        "Para el poder notarial se identificó {n} con INE, clave {v}.",
        "[{fecha} {hh}] {g}: te paso la clave de elector de mi mamá {v}",
        '{ts} INFO verificacion_ine titular="{n}" clave_elector={v} estatus=vigente',
    ],
    "en": ["Voter ID (INE) of {n}: elector key {v}."],
    "pt": ["Documento eleitoral mexicano de {n}: chave de eleitor {v}."],
}


def make_ine(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, "es")
    c = V.ine_clave(rng, f)
    v = c.lower() if rng.random() < 0.15 else c
    return P("ine-clave-elector", lang, "clave de elector", v, T(rng, lang, INE_T, v=v, **f))


CLABE_T = {
    "es": [
        "Deposita la renta a mi cuenta: {n}, CLABE {v}. Gracias!",
        "{g}: te paso mi clabe para la tanda → {v} (a nombre de {n})",
        "Reembolso aprobado a {n}; CLABE interbancaria del beneficiario: {v}.",
        '"{n}","{v}","pensión alimenticia","{fecha}"',
        '{ts} INFO spei.alta_beneficiario nombre="{n}" clabe={v}',
    ],
    "en": ["Refund for {n} goes to her personal CLABE {v}."],
    "pt": ["Reembolso para {n}: CLABE pessoal {v}."],
}


def make_clabe(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, "es")
    c = V.clabe(rng)
    style = ch(rng, ["plain", "plain", "spaced"])
    v = c if style == "plain" else V.group(c, [3, 3, 11, 1], " ")
    return P("clabe", lang, f"clabe {style}", v, T(rng, lang, CLABE_T, v=v, **f))


CARD_T = {
    "es": [
        "Pago con tarjeta de {n}: {v}, vence 08/29.",
        "[{fecha} {hh}] {g}: cárgalo a mi tarjeta {v} porfa",
        '{ts} ERROR pagos.cobro titular="{n}" pan={v} motivo=fondos_insuficientes',
        "Domiciliación: titular {n}, número de tarjeta {v}.",
    ],
    "en": ["Charge it to my card {v} — {n}", "Cardholder {n}, card number {v}, exp 11/28."],
    "pt": ["Cartão de {n}: {v}, validade 05/30."],
}


def make_card(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    brand = ch(rng, ["visa", "mc", "mc2", "amex"])
    c = V.card(rng, brand)
    style = ch(rng, ["plain", "spaced", "hyphen"])
    sizes = [4, 6, 5] if brand == "amex" else [4, 4, 4, 4]
    v = c if style == "plain" else V.group(c, sizes, " " if style == "spaced" else "-")
    return P("card", lang, f"{brand} {style}", v, T(rng, lang, CARD_T, v=v, **f))


PASS_T = {
    "es": [
        "Reserva {folio}: pasajero {n}, pasaporte {v}, vuelo a Madrid.",
        "Lista de viaje escolar — {n}, núm. de pasaporte: {v}",
        "{g}: mi pasaporte es el {v}, vence en 2030",
        "Check-in hotel: huésped {n}; documento: pasaporte {v}.",
        '{ts} INFO reservas.pax nombre="{n}" pasaporte={v} nacionalidad={nat}',
    ],
    "en": [
        "Traveler {n}, passport no. {v}, nationality {nat}.",
        "Please attach a scan of passport {v} for {n}.",
    ],
    "pt": [
        "Passageiro {n}, passaporte nº {v}, embarque em {fecha}.",
        "Hóspede {n} apresentou o passaporte {v} na recepção.",
    ],
}


def make_passport(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    country = ch(rng, ["mx", "mx", "mx", "us", "es", "br", "ca", "co", "gt"])
    v = V.passport(rng, country)
    nat = {
        "mx": "MEX",
        "us": "USA",
        "es": "ESP",
        "br": "BRA",
        "ca": "CAN",
        "co": "COL",
        "gt": "GTM",
    }[country]
    return P("passport", lang, f"passport {country}", v, T(rng, lang, PASS_T, v=v, nat=nat, **f))


BD_T = {
    "es": [
        "Aviso escolar: {n} nació el {v} y pasa a la categoría infantil.",
        "Expediente clínico — paciente: {n}; fecha de nacimiento: {v}; alergias: ninguna.",
        "Roster liga sabatina: {n} · F. nac. {v} · dorsal 9",
        '{ts} INFO alta_socio nombre="{n}" fecha_nacimiento={v}',
        "¡Feliz cumpleaños a {g}! {n} nació el {v}.",
        '"{n}","{v}","{mun}"',
    ],
    "en": ["Patient {n}, date of birth {v}.", "{n} (born {v}) joined the under-14 team."],
    "pt": ["Paciente {n}, data de nascimento {v}.", "{n} nasceu em {v}, segundo a ficha."],
}


def make_birth(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    y, m, d = V.birth(rng)
    if lang == "en":
        style = ch(rng, ["en", "iso", "us"])
    elif lang == "pt":
        style = ch(rng, ["pt", "dmy"])
    else:
        style = ch(rng, ["long", "dmy", "iso", "mon3", "dmy-"])
    v = {
        "long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "mon3": f"{d:02d}-{MON3[m - 1]}-{y}",
        "dmy-": f"{d:02d}-{m:02d}-{y}",
        "en": f"{MONTHS_EN[m - 1]} {d}, {y}",
        "us": f"{m:02d}/{d:02d}/{y}",
        "pt": f"{d} de {MONTHS_PT[m - 1]} de {y}",
    }[style]
    return P("birth-date", lang, f"birth date {style}", v, T(rng, lang, BD_T, v=v, **f))


ADDR_T = {
    "es": [
        "Domicilio particular de {n}: {v}.",
        "Se renta cuarto, informes con {g}. Entregar en {v} (casa de {n}).",
        "Paciente {n}, domicilio: {v}, tel. de contacto en expediente.",
        "Boletín parroquial: la familia de {n} vive en {v} y ofrece hospedaje.",
        "Guía de envío — destinatario: {n} — {v}",
        '"{n}","{v}"',
        '{ts} INFO entregas.destino cliente="{n}" direccion="{v}"',
        "[{fecha} {hh}] {g}: mándalo a mi casa, {v}",
    ],
    "en": ["Ship to {n}, home address: {v}.", "{n} lives at {v}."],
    "pt": ["Endereço residencial de {n}: {v}."],
}


def home_address(rng: random.Random, place: tuple) -> str:
    kind = ch(rng, V.STREET_KIND)
    num = rng.randint(3, 2999)
    numtxt = ch(rng, [f"{num}", f"#{num}", f"núm. {num}", f"No. {num}", f"número {num}"])
    intr = ch(
        rng,
        [
            "",
            f", int. {rng.randint(1, 12)}",
            f", depto. {rng.randint(101, 504)}",
            f" Int. {ch(rng, 'ABCD')}",
            "",
        ],
    )
    col = ch(rng, place[3])
    cp = place[4] + f"{rng.randint(0, 999):03d}"
    return (
        f"{kind} {ch(rng, V.STREETS)} {numtxt}{intr}, Col. {col}, C.P. {cp}, {place[1]}, {place[2]}"
    )


def make_address(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    v = home_address(rng, f["place"])
    return P("home-address", lang, "home address", v, T(rng, lang, ADDR_T, v=v, **f))


PHONE_T = {
    "es": [
        "Comunícate con {n} al {v} para recoger el paquete.",
        "{n} {v}",
        "[{fecha} {hh}] {g}: mi cel es {v}, márcame después de las 6",
        "Contacto de emergencia: {n} (madre), celular {v}.",
        "Vendo bicicleta rodada 26, pregunta por {g} al {v}",
        '"{n}","{v}","{mun}"',
        '{ts} INFO citas.confirmar paciente="{n}" telefono={v}',
        "Si no contesto, háblale a mi esposo {n}: {v}",
        "Mi número personal es {v} — {g}",
    ],
    "en": [
        "Call {n} on {v} after 5 pm.",
        "My cell is {v}, ask for {g}.",
        "Emergency contact: {n}, mobile {v}.",
    ],
    "pt": ["Ligue para {n} no {v}.", "Meu celular é {v}, fala com {g}."],
}


def make_phone(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    area, sub = V.phone_parts(rng, f["place"])
    style = ch(
        rng,
        [
            "intl",
            "intl1",
            "044",
            "045",
            "paren",
            "dots",
            "hyph",
            "compact",
            "intlparen",
            "bare",
            "bare",
            "spaced",
        ],
    )
    v = V.fmt_phone(area, sub, style)
    text = T(rng, lang, PHONE_T, v=v, **f)
    extra: dict = {}
    if rng.random() < 0.3:
        tel = "+52" + area + sub
        label = ch(rng, [f"Llamar a {f['g']}", f"{f['n']} (celular)", f"Call {f['g']}"])
        extra["markup"] = f'<p>Contacto: <a href="tel:{tel}">{label}</a></p>'
        extra["value_html"] = tel
        extra["form_html"] = "tel: link"
    return P("phone", lang, f"phone {style}", v, text, **extra)


WA_T = {
    "es": [
        "Escríbele a {g} por WhatsApp: {v}",
        "Pedidos por WhatsApp con {n} → {v}",
        "{g} dejó su WhatsApp {v} en el grupo de vecinos.",
    ],
    "en": ["Message {g} on WhatsApp: {v}"],
    "pt": ["Fale com {g} pelo WhatsApp: {v}"],
}


def make_whatsapp(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    area, sub = V.phone_parts(rng, f["place"])
    num = "521" + area + sub
    v = ch(
        rng, [f"https://wa.me/{num}", f"wa.me/{num}", f"https://api.whatsapp.com/send?phone={num}"]
    )
    href = v if v.startswith("https://") else "https://" + v
    return P(
        "whatsapp",
        lang,
        "whatsapp link",
        v,
        T(rng, lang, WA_T, v=v, **f),
        markup=f'<p>WhatsApp de {f["g"]}: <a href="{href}">{v}</a></p>',
    )


EMAIL_T = {
    "es": [
        "Envíame la cotización a {v}, saludos, {g}.",
        "Contacto de {n}: {v}",
        "De: {n} <{v}>",
        "[{fecha} {hh}] {g}: mi correo personal es {v}",
        '"{n}","{v}","{mun}","exalumno"',
        '{ts} INFO newsletter.suscribir nombre="{n}" email={v}',
        "Para dudas del torneo escribe a {g} ({v}).",
    ],
    "en": ["From: {n} <{v}>", "Reach {n} at {v}.", "Send the signed form to {v} — {g}"],
    "pt": ["Meu e-mail pessoal é {v} — {n}", "Contato de {n}: {v}"],
}


def make_email(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    accent = lang != "en" and rng.random() < 0.4
    dom = ch(rng, V.FREE_MAIL_PT if lang == "pt" else V.FREE_MAIL)
    addr = V.email_local(rng, f, accent) + "@" + dom
    style = "accented" if accent and V.strip_accents(addr) != addr else "plain"
    if rng.random() < 0.25:
        addr, style = addr.upper(), "upper"
    extra: dict = {}
    if rng.random() < 0.3:
        q = ch(
            rng,
            [
                "?subject=Cotizaci%C3%B3n",
                "?subject=Hola&amp;body=Buenas%20tardes",
                "?cc=otro%40correo.test&amp;subject=Renta",
                "?subject=Inscripci%C3%B3n",
            ],
        )
        extra["markup"] = f'<p>Escribir a <a href="mailto:{addr}{q}">{f["n"]}</a></p>'
        extra["form_html"] = "mailto with query"
    return P("email", lang, f"email {style}", addr, T(rng, lang, EMAIL_T, v=addr, **f), **extra)


def make_email_obf(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    local = V.email_local(rng, f, False)
    prov, tld = ch(
        rng, [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com.mx")]
    )
    tld_w = tld.replace(".", " punto ")
    style = ch(rng, ["[arroba]", "(arroba)", "at-dot", "[at]", "arroba-punto", "(at)"])
    v = {
        "[arroba]": f"{local} [arroba] {prov} [punto] {tld.replace('.', ' [punto] ')}",
        "(arroba)": f"{local}(arroba){prov}(punto){tld.replace('.', '(punto)')}",
        "at-dot": f"{local} at {prov} dot {tld.replace('.', ' dot ')}",
        "[at]": f"{local}[at]{prov}[dot]{tld.replace('.', '[dot]')}",
        "arroba-punto": f"{local} arroba {prov} punto {tld_w}",
        "(at)": f"{local} (at) {prov} (dot) {tld.replace('.', ' (dot) ')}",
    }[style]
    tpl = {
        "es": [
            "Para evitar spam, el correo de {g} es {v}",
            "Escríbeme: {v} (soy {n})",
            "{n} — correo: {v}",
        ],
        "en": ["Email {g}: {v}", "Contact {n} at {v}"],
        "pt": ["E-mail de {n}: {v}"],
    }
    return P("email-obfuscated", lang, f"obfuscated {style}", v, T(rng, lang, tpl, v=v, **f))


def make_foreign(rng: random.Random, lang: str) -> Maker:
    f = fill(rng, lang)
    if lang == "pt":
        v, what = V.cpf(rng), "CPF"
        text = ch(
            rng,
            [
                f"Cliente {f['n']}, CPF {v}, pedido aprovado.",
                f"{f['n']} informou o CPF {v} no cadastro.",
            ],
        )
    elif lang == "en":
        v, what = V.ssn(rng), "SSN"
        text = ch(
            rng,
            [f"W-9 on file: {f['n']}, SSN {v}.", f"Employee {f['n']} - social security number {v}"],
        )
    else:
        kind = ch(rng, ["dni", "nie", "rut"])
        if kind == "dni":
            v, what = V.dni_es(rng), "DNI"
            text = f"Inquilino {f['n']}, DNI {v}, contrato firmado en Valencia."
        elif kind == "nie":
            v, what = V.nie_es(rng), "NIE"
            text = f"Trabajadora {f['n']} con NIE {v}, alta en la Seguridad Social española."
        else:
            v, what = V.rut_cl(rng), "RUT"
            text = f"Boleta a nombre de {f['n']}, RUT {v}, Santiago de Chile."
    return P("foreign-id", lang, f"foreign id {what}", v, text)


ACCT_SHAPES = [
    "acct",
    "cust",
    "cust2",
    "org",
    "org_",
    "proj",
    "user",
    "ws",
    "team",
    "wrk",
    "tenant",
    "cus",
]


def make_account(rng: random.Random, lang: str) -> Maker:
    shape = ch(rng, ACCT_SHAPES)
    v = V.account_id(rng, shape)
    where = ch(rng, ["header", "field", "path", "message", "message", "header", "field"])
    extra: dict = {}
    if where == "header":
        name = {
            "org": "OpenAI-Organization",
            "proj": "OpenAI-Project",
            "cust": "x-account",
            "cust2": "X-Customer-Id",
            "acct": "Stripe-Account",
            "user": "x-user-id",
            "ws": "x-workspace-id",
            "team": "x-team-id",
            "wrk": "X-Workspace",
            "tenant": "x-tenant-id",
            "org_": "anthropic-organization-id",
            "cus": "x-customer",
        }[shape]
        return item(
            "personal",
            "account-id",
            "account-id",
            "en",
            f"{shape} in {name} header",
            v,
            v,
            header=name,
        )
    if where == "field":
        key = {
            "acct": "account_id",
            "cust": "customer",
            "cust2": "customer_id",
            "org": "organization",
            "org_": "organization_id",
            "proj": "project",
            "user": "user_id",
            "ws": "workspace_id",
            "team": "team_id",
            "wrk": "workspace",
            "tenant": "tenant",
            "cus": "customer",
        }[shape]
        return item(
            "personal", "account-id", "account-id", "en", f"{shape} in body field", v, v, key=key
        )
    if where == "path":
        seg = {
            "acct": "accounts",
            "cust": "customers",
            "cust2": "customers",
            "org": "organizations",
            "org_": "organizations",
            "proj": "projects",
            "user": "users",
            "ws": "workspaces",
            "team": "teams",
            "wrk": "workspaces",
            "tenant": "tenants",
            "cus": "customers",
        }[shape]
        host = ch(
            rng,
            ["api.example-search.test", "api.tavily.com", "api.firecrawl.dev", "api.openai.com"],
        )
        text = ch(
            rng,
            [
                f"GET https://{host}/v1/{seg}/{v}/usage 200",
                f"POST /v2/{seg}/{v}/keys HTTP/1.1",
                f"https://{host}/dashboard/{seg}/{v}/billing",
            ],
        )
        return item(
            "personal",
            "account-id",
            "account-id",
            "en",
            f"{shape} in URL path",
            v,
            text,
            key=ch(rng, ["request_url", "url_log", "endpoint"]),
        )
    tpl = {
        "es": [
            f"Error 403: la cuenta {v} no tiene créditos para esta búsqueda.",
            f"Cuota excedida para el workspace {v}; reintenta en 60 s.",
            f"El proveedor suspendió temporalmente la organización {v}.",
        ],
        "en": [
            f"Rate limit reached for organization {v} on requests per min.",
            f"Team {v} has exceeded its monthly quota.",
            f"Account {v} is not authorized to use this model.",
        ],
        "pt": [f"Limite de uso atingido para a conta {v}."],
    }
    return item(
        "personal",
        "account-id",
        "account-id",
        lang,
        f"{shape} in message",
        v,
        ch(rng, tpl[lang]),
        **extra,
    )


# =================================================================== secrets

PROVIDERS = [
    "tavily",
    "tavily-dev",
    "brave",
    "serpapi",
    "serper",
    "firecrawl",
    "jina",
    "exa",
    "perplexity",
    "openai",
    "openai-old",
    "anthropic",
    "openrouter",
    "groq",
    "google",
    "hf",
    "xai",
    "mistral",
    "cohere",
    "deepseek",
    "stripe",
    "stripe-rk",
    "github",
    "github-pat",
    "gitlab",
    "sendgrid",
    "mailgun",
    "postmark",
    "twilio",
    "slack-bot",
    "npm",
    "mercadopago",
    "conekta",
    "resend",
    "stripe-whsec",
]
HDR = {
    "tavily": "Authorization: Bearer",
    "tavily-dev": "Authorization: Bearer",
    "brave": "X-Subscription-Token",
    "serpapi": None,
    "serper": "X-API-KEY",
    "firecrawl": "Authorization: Bearer",
    "jina": "Authorization: Bearer",
    "exa": "x-api-key",
    "perplexity": "Authorization: Bearer",
    "openai": "Authorization: Bearer",
    "openai-old": "Authorization: Bearer",
    "anthropic": "x-api-key",
    "openrouter": "Authorization: Bearer",
    "groq": "Authorization: Bearer",
    "google": "x-goog-api-key",
    "hf": "Authorization: Bearer",
    "xai": "Authorization: Bearer",
    "mistral": "Authorization: Bearer",
    "cohere": "Authorization: Bearer",
    "deepseek": "Authorization: Bearer",
    "stripe": "Authorization: Bearer",
    "stripe-rk": "Authorization: Bearer",
    "github": "Authorization: token",
    "github-pat": "Authorization: Bearer",
    "gitlab": "PRIVATE-TOKEN",
    "sendgrid": "Authorization: Bearer",
    "mailgun": None,
    "postmark": "X-Postmark-Server-Token",
    "twilio": None,
    "slack-bot": "Authorization: Bearer",
    "npm": "Authorization: Bearer",
    "mercadopago": "Authorization: Bearer",
    "conekta": "Authorization: Bearer",
    "resend": "Authorization: Bearer",
    "stripe-whsec": None,
}
ENV = {
    "tavily": "TAVILY_API_KEY",
    "tavily-dev": "TAVILY_API_KEY",
    "brave": "BRAVE_SEARCH_API_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "serper": "SERPER_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "jina": "JINA_API_KEY",
    "exa": "EXA_API_KEY",
    "perplexity": "PERPLEXITY_API_KEY",
    "openai": "OPENAI_API_KEY",
    "openai-old": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "groq": "GROQ_API_KEY",
    "google": "GOOGLE_API_KEY",
    "hf": "HF_TOKEN",
    "xai": "XAI_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "cohere": "CO_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "stripe": "STRIPE_SECRET_KEY",
    "stripe-rk": "STRIPE_RESTRICTED_KEY",
    "github": "GITHUB_TOKEN",
    "github-pat": "GH_TOKEN",
    "gitlab": "GITLAB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "mailgun": "MAILGUN_API_KEY",
    "postmark": "POSTMARK_SERVER_TOKEN",
    "twilio": "TWILIO_API_KEY_SID",
    "slack-bot": "SLACK_BOT_TOKEN",
    "npm": "NPM_TOKEN",
    "mercadopago": "MP_ACCESS_TOKEN",
    "conekta": "CONEKTA_PRIVATE_KEY",
    "resend": "RESEND_API_KEY",
    "stripe-whsec": "STRIPE_WEBHOOK_SECRET",
}
URLS = {
    "tavily": "https://api.tavily.com/search",
    "brave": "https://api.search.brave.com/res/v1/web/search",
    "serpapi": "https://serpapi.com/search.json",
    "serper": "https://google.serper.dev/search",
    "firecrawl": "https://api.firecrawl.dev/v2/scrape",
    "jina": "https://r.jina.ai/https://example.org",
    "exa": "https://api.exa.ai/search",
    "perplexity": "https://api.perplexity.ai/chat/completions",
    "openai": "https://api.openai.com/v1/responses",
    "anthropic": "https://api.anthropic.com/v1/messages",
    "openrouter": "https://openrouter.ai/api/v1/chat/completions",
    "groq": "https://api.groq.com/openai/v1/chat/completions",
    "google": "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent",
    "mistral": "https://api.mistral.ai/v1/chat/completions",
    "cohere": "https://api.cohere.com/v2/chat",
}


def _prov(rng: random.Random) -> tuple[str, str]:
    p = ch(rng, PROVIDERS)
    return p, V.api_key(rng, p)


def make_key_header(rng: random.Random, lang: str) -> Maker:
    p = ch(rng, [x for x in PROVIDERS if HDR[x]])
    k = V.api_key(rng, p)
    h = HDR[p]
    if ":" in h:
        name, scheme = h.split(": ")
        return S(
            "api-key-header", "en", f"{p} key in {name} header", k, f"{scheme} {k}", header=name
        )
    return S("api-key-header", "en", f"{p} key in {h} header", k, k, header=h)


def make_key_query(rng: random.Random, lang: str) -> Maker:
    p = ch(rng, ["serpapi", "google", "brave", "tavily", "mailgun", "exa", "serper", "jina"])
    k = V.api_key(rng, p)
    param = {
        "serpapi": "api_key",
        "google": "key",
        "brave": "token",
        "tavily": "api_key",
        "mailgun": "api_key",
        "exa": "apiKey",
        "serper": "apiKey",
        "jina": "key",
    }[p]
    host = {
        "serpapi": "serpapi.com/search.json",
        "google": "www.googleapis.com/customsearch/v1",
        "brave": "api.search.brave.com/res/v1/web/search",
        "tavily": "api.tavily.com/search",
        "mailgun": "api.mailgun.net/v3/mg.example.mx/events",
        "exa": "api.exa.ai/search",
        "serper": "google.serper.dev/search",
        "jina": "s.jina.ai/",
    }[p]
    q = ch(
        rng,
        [
            "ferreterias+en+celaya",
            "clinicas+dentales+zapopan",
            "precio+del+maiz+2025",
            "noticias+monterrey",
        ],
    )
    url = f"https://{host}?q={q}&{param}={k}&num=10"
    tpl = {
        "es": [
            f"GET {url} -> 200 (412 ms)",
            f"URL de la petición: {url}",
            f"reintentando {url} tras 429",
        ],
        "en": [f"GET {url} 200", f"request url: {url}"],
        "pt": [f"requisição: {url}"],
    }
    return S(
        "api-key-query",
        lang,
        f"{p} key in query string",
        k,
        ch(rng, tpl[lang]),
        key=ch(rng, ["request_url", "source_url", "debug_url"]),
    )


def make_key_curl(rng: random.Random, lang: str) -> Maker:
    p = ch(rng, [x for x in PROVIDERS if HDR[x] and x in URLS] + ["tavily", "serpapi"])
    k = V.api_key(rng, p)
    url = URLS.get(p, "https://api.tavily.com/search")
    if p == "serpapi":
        text = f'curl -s "{url}?engine=google&q=clinicas+dentales&api_key={k}"'
    elif p == "tavily" and rng.random() < 0.5:
        body = f'\'{{"api_key": "{k}", "query": "precio del maíz"}}\''
        text = f"curl -X POST {url} -H 'Content-Type: application/json' -d {body}"
    else:
        h = HDR[p]
        hv = f"{h} {k}" if ":" in h else f"{h}: {k}"
        text = f'curl {url} -H "{hv}" -H "Content-Type: application/json" -d @consulta.json'
    return S(
        "api-key-curl",
        lang,
        f"{p} key in curl command",
        k,
        text,
        key=ch(rng, ["repro", "curl", "how_to_reproduce", "comando"]),
    )


def make_key_env(rng: random.Random, lang: str) -> Maker:
    p, k = _prov(rng)
    var = ENV[p]
    style = ch(rng, ["env", "export", "yaml", "ini", "toml", "docker"])
    text = {
        "env": f"{var}={k}",
        "export": f'export {var}="{k}"',
        "yaml": f"{var.lower()}: {k}",
        "ini": f"[{p.split('-')[0]}] api_key = {k}",
        "toml": f'{var.lower()} = "{k}"',
        "docker": f"docker run -e {var}={k} buscador:latest",
    }[style]
    return S(
        "api-key-env",
        lang,
        f"{p} key in {style} line",
        k,
        text,
        key=ch(rng, [".env", "env_line", "config_dump", "settings"]),
    )


def make_key_json(rng: random.Random, lang: str) -> Maker:
    p, k = _prov(rng)
    key = ch(rng, ["api_key", "apiKey", "token", "secret_key", "access_token", "key"])
    return S("api-key-json", "en", f"{p} key as JSON field {key}", k, k, key=key)


def make_key_error(rng: random.Random, lang: str) -> Maker:
    p, k = _prov(rng)
    tpl = {
        "es": [
            f"Error 401: la API key '{k}' no es válida o fue revocada.",
            f"No autorizado: clave {k} sin permisos para /search.",
            f"fallo de autenticación con token={k} (intento 3 de 3)",
        ],
        "en": [
            f"Incorrect API key provided: {k}. You can find your API key in your dashboard.",
            f"401 Unauthorized: invalid x-api-key {k}",
            f"AuthenticationError: key {k} has been disabled",
        ],
        "pt": [f"Erro 401: chave de API inválida {k}."],
    }
    return S(
        "api-key-error",
        lang,
        f"{p} key echoed in error",
        k,
        ch(rng, tpl[lang]),
        key=ch(rng, ["error", "message", "detail", "error_message"]),
    )


def make_key_prose(rng: random.Random, lang: str) -> Maker:
    p, k = _prov(rng)
    name = p.split("-")[0].capitalize()
    tpl = {
        "es": [
            f"Para las pruebas usa mi llave de {name}: {k} (no la compartas).",
            f"Ya quedó la clave nueva de {name}, es {k}, cámbiala en el servidor.",
            f"Les dejo la API key de producción ({name}) por si falla: {k}",
        ],
        "en": [
            f"Here is the {name} key for staging: {k}",
            f"Use {k} as the {name} API key until Friday.",
        ],
        "pt": [
            f"A chave da API do {name} é {k}, não compartilhe.",
            f"Segue o token de {name}: {k}",
        ],
    }
    return S("api-key-prose", lang, f"{p} key in prose", k, ch(rng, tpl[lang]))


def make_bearer(rng: random.Random, lang: str) -> Maker:
    t = V.opaque_token(rng)
    if rng.random() < 0.5:
        return S(
            "bearer-token",
            "en",
            "opaque bearer in Authorization header",
            t,
            f"Bearer {t}",
            header="Authorization",
        )
    return S(
        "bearer-token",
        lang,
        "bearer in a log line",
        t,
        f"{stamp(rng)} DEBUG http.request GET /v1/search headers={{'Authorization': 'Bearer {t}'}}",
        key="debug_log",
    )


def make_basic(rng: random.Random, lang: str) -> Maker:
    if rng.random() < 0.5:
        b = V.basic(rng, ch(rng, ["svc-busqueda", "admin", "crawler", "api"]))
        return S(
            "basic-auth",
            "en",
            "Basic credentials in Authorization header",
            b,
            f"Basic {b}",
            header="Authorization",
        )
    pw = V.password(rng)
    u = f"https://crawler:{pw}@proxy.interno.example.mx:8443/fetch"
    return S(
        "basic-auth",
        lang,
        "user:password in URL",
        pw,
        ch(rng, [f"proxy configurado: {u}", f"proxy_url={u}", f"using upstream {u}"]),
        key="proxy",
    )


def make_cookie(rng: random.Random, lang: str) -> Maker:
    sid = V.rs(rng, V.ALNUM, 40)
    if rng.random() < 0.6:
        name = ch(
            rng,
            [
                "sessionid",
                "connect.sid",
                "__Secure-next-auth.session-token",
                "PHPSESSID",
                "_session_id",
            ],
        )
        return S(
            "cookie",
            "en",
            f"{name} cookie header",
            sid,
            f"{name}={sid}; csrftoken={V.rs(rng, V.ALNUM, 32)}",
            header=ch(rng, ["Cookie", "Set-Cookie"]),
        )
    return S(
        "cookie",
        lang,
        "session cookie in a log line",
        sid,
        f"Cookie: sessionid={sid}; lang=es-MX",
        key="raw_request",
    )


def make_jwt(rng: random.Random, lang: str) -> Maker:
    j = V.jwt(
        rng,
        "usr_" + V.rs(rng, V.ALNUM, 10),
        ch(rng, ["auth.example-search.test", "login.proveedor.mx"]),
    )
    if rng.random() < 0.5:
        return S(
            "jwt", "en", "JWT in Authorization header", j, f"Bearer {j}", header="Authorization"
        )
    return S(
        "jwt", lang, "JWT in a field", j, j, key=ch(rng, ["id_token", "access_token", "session"])
    )


def make_pem(rng: random.Random, lang: str) -> Maker:
    kind = ch(rng, ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    body = V.pem_body(rng)
    full = "\n".join([head, *body, tail])
    return S(
        "private-key",
        "en",
        f"PEM {kind}",
        head,
        full,
        pem=True,
        key=ch(rng, ["private_key", "ssh_key", "tls_key"]),
    )


def make_cloud(rng: random.Random, lang: str) -> Maker:
    akid, secret = V.aws_pair(rng)
    style = ch(rng, ["akid", "secret", "pair"])
    if style == "akid":
        return S(
            "cloud-key",
            lang,
            "AWS access key id",
            akid,
            f"aws_access_key_id = {akid}",
            key="aws_config",
        )
    if style == "secret":
        return S(
            "cloud-key",
            lang,
            "AWS secret access key",
            secret,
            f"AWS_SECRET_ACCESS_KEY={secret}",
            key="env_line",
        )
    return S(
        "cloud-key",
        lang,
        "AWS key pair in prose",
        akid,
        ch(rng, [f"credenciales del bucket: {akid} / {secret}", f"IAM user keys: {akid} {secret}"]),
    )


def make_conn(rng: random.Random, lang: str) -> Maker:
    pw = V.password(rng)
    style = ch(rng, ["postgres", "mongodb", "mysql", "redis", "amqp", "azure"])
    if style == "azure":
        key = V.rs(rng, V.ALNUM + "+/", 86) + "=="
        text = (
            f"DefaultEndpointsProtocol=https;AccountName=fixturesmx;AccountKey={key};"
            "EndpointSuffix=core.windows.net"
        )
        return S(
            "connection-string",
            lang,
            "Azure storage connection string",
            key,
            text,
            key="AZURE_STORAGE_CONNECTION_STRING",
        )
    url = {
        "postgres": f"postgresql://radar_app:{pw}@db.interno.example.mx:5432/radar",
        "mongodb": f"mongodb+srv://ingesta:{pw}@cluster0.ab1cd.mongodb.net/fixtures",
        "mysql": f"mysql://root:{pw}@10.0.3.17:3306/tienda",
        "redis": f"redis://:{pw}@cache.example.mx:6379/0",
        "amqp": f"amqp://worker:{pw}@rabbit.example.mx:5672/%2F",
    }[style]
    text = ch(
        rng, [f"DATABASE_URL={url}", f"conectando a {url}", f"could not connect: {url} timed out"]
    )
    return S("connection-string", lang, f"{style} URL with password", pw, text, key="db")


def make_signed(rng: random.Random, lang: str) -> Maker:
    sig = V.rs(rng, V.HEX, 64)
    akid, _ = V.aws_pair(rng)
    if rng.random() < 0.6:
        url = (
            f"https://fixtures-mx.s3.amazonaws.com/raw/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={akid}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250301T120000Z"
            f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
        )
        return S(
            "signed-url", lang, "S3 presigned URL", sig, f"descarga: {url}", key="download_url"
        )
    s = V.rs(rng, V.ALNUM + "%", 44)
    url = (
        f"https://capturasmx.blob.core.windows.net/html/nota.html?sv=2022-11-02&ss=b&srt=o&sp=r"
        f"&se=2026-01-01T00:00:00Z&sig={s}"
    )
    return S("signed-url", lang, "Azure SAS URL", s, url, key="blob_url")


def make_webhook(rng: random.Random, lang: str) -> Maker:
    style = ch(rng, ["slack", "discord", "teams"])
    if style == "slack":
        t, b = V.rs(rng, V.UPALNUM, 9), V.rs(rng, V.UPALNUM, 10)
        v = f"https://hooks.slack.com/services/T{t}/B{b}/{V.rs(rng, V.ALNUM, 24)}"
    elif style == "discord":
        v = f"https://discord.com/api/webhooks/{V.rs(rng, '0123456789', 19)}/{V.rs(rng, V.ALNUM + '-_', 68)}"
    else:
        v = (
            f"https://contoso.webhook.office.com/webhookb2/{V.uuid4(rng)}@{V.uuid4(rng)}/IncomingWebhook/"
            f"{V.rs(rng, V.HEX, 32)}/{V.uuid4(rng)}"
        )
    tpl = {
        "es": [f"alertas del bench → {v}", f"Notificar fallos a {v}"],
        "en": [f"ALERT_WEBHOOK={v}", f"posting summary to {v}"],
        "pt": [f"webhook de alertas: {v}"],
    }
    return S("webhook-url", lang, f"{style} webhook", v, ch(rng, tpl[lang]), key="alerts")


# =================================================================== keepers


def _comp(rng: random.Random) -> tuple[str, str, str]:
    return ch(rng, V.COMPANIES)


def make_role_mailbox(rng: random.Random, lang: str) -> Maker:
    name, dom, _ = _comp(rng)
    v = f"{ch(rng, V.ROLE_LOCAL)}@{dom}"
    if rng.random() < 0.2:
        v = v.upper()
    tpl = {
        "es": [
            f"Cotizaciones y mayoreo: {v}",
            f"¿Dudas con tu pedido? Escríbenos a {v}",
            f"Reply-To: {name} <{v}>",
            f"{name} — atención a clientes: {v}",
            f"Para solicitar factura envía tu constancia a {v}",
        ],
        "en": [f"Press inquiries: {v}", f"Contact {name} sales team at {v}"],
        "pt": [f"Fale conosco: {v}"],
    }
    extra = {}
    if rng.random() < 0.25:
        extra["markup"] = f'<p>Escríbenos: <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a></p>'
    return K("role-mailbox", lang, "company role mailbox", v, ch(rng, tpl[lang]), **extra)


def make_gov_mailbox(rng: random.Random, lang: str) -> Maker:
    name, dom = ch(rng, V.GOV)
    v = f"{ch(rng, V.GOV_LOCAL)}@{dom}"
    tpl = {
        "es": [
            f"Solicitudes de acceso a la información: {v} ({name}).",
            f"{name}. Correo institucional: {v}",
            f"Quejas y denuncias: {v}",
        ],
        "en": [f"Public information requests to {name}: {v}"],
        "pt": [f"Contato institucional de {name}: {v}"],
    }
    return K("gov-role-mailbox", lang, "institutional mailbox", v, ch(rng, tpl[lang]))


def _office_phone(rng: random.Random) -> str:
    area, sub = V.phone_parts(rng)
    return V.fmt_phone(area, sub, ch(rng, ["paren", "spaced", "hyph", "intl"]))


def make_switchboard(rng: random.Random, lang: str) -> Maker:
    name = _comp(rng)[0]
    v = _office_phone(rng)
    ext = rng.randint(100, 4999)
    tpl = {
        "es": [
            f"Conmutador: {v}",
            f"Tel. oficina: {v} ext. {ext}",
            f"{name} · Conmutador {v} · Lun a Vie 9 a 18 h",
            f"Sucursal centro: tel. {v}, ext. {ext}",
            f"Oficinas generales {v} (conmutador)",
        ],
        "en": [f"Main office switchboard: {v}", f"Front desk {v} ext. {ext}"],
        "pt": [f"PABX da empresa: {v}, ramal {ext}"],
    }
    return K("switchboard", lang, "company switchboard", v, ch(rng, tpl[lang]))


def make_tollfree(rng: random.Random, lang: str) -> Maker:
    d = V.rs(rng, "0123456789", 7)
    v = ch(
        rng,
        [
            f"800 {d[:3]} {d[3:]}",
            f"01 800 {d[:3]} {d[3:]}",
            f"+52 800 {d[:3]} {d[3:]}",
            f"800-{d[:3]}-{d[3:]}",
            f"800{d}",
        ],
    )
    tpl = {
        "es": [
            f"Línea sin costo: {v}",
            f"Atención a clientes {v} (lada sin costo)",
            f"Llama gratis al {v} las 24 horas",
        ],
        "en": [f"Toll-free customer line: {v}"],
        "pt": [f"Central gratuita no México: {v}"],
    }
    return K("toll-free", lang, "toll-free number", v, ch(rng, tpl[lang]))


def make_official(rng: random.Random, lang: str) -> Maker:
    name, _ = ch(rng, V.GOV)
    v = _office_phone(rng)
    ext = rng.randint(1000, 9999)
    tpl = {
        "es": [
            f"{name}: atención ciudadana {v} ext. {ext}",
            f"Unidad de Transparencia de {name}, tel. {v}, extensión {ext}",
        ],
        "en": [f"{name} helpdesk: {v} ext. {ext}"],
        "pt": [f"Atendimento ao cidadão de {name}: {v} ramal {ext}"],
    }
    return K("official-contact", lang, "institutional phone with extension", v, ch(rng, tpl[lang]))


def make_company_address(rng: random.Random, lang: str) -> Maker:
    name = _comp(rng)[0]
    place = ch(rng, V.PLACES)
    v = (
        f"{ch(rng, ['Av.', 'Blvd.', 'Calz.', 'Calle'])} {ch(rng, V.STREETS)} {rng.randint(10, 3999)}, "
        f"{ch(rng, ['piso', 'Piso', 'Torre B, piso', 'local'])} {rng.randint(1, 22)}, Col. {ch(rng, place[3])}, "
        f"C.P. {place[4]}{rng.randint(0, 999):03d}, {place[1]}, {place[2]}"
    )
    tpl = {
        "es": [
            f"Oficinas corporativas de {name}: {v}",
            f"Visítanos en nuestra sucursal: {v} ({name})",
            f"Sede del evento: Centro de Convenciones, {v}",
            f"{name} S.A. de C.V., domicilio fiscal {v}",
        ],
        "en": [f"{name} headquarters: {v}"],
        "pt": [f"Escritório de {name} no México: {v}"],
    }
    return K("company-address", lang, "company address", v, ch(rng, tpl[lang]))


def make_company_rfc(rng: random.Random, lang: str) -> Maker:
    name, _, abbr = _comp(rng)
    v = V.rfc_moral(rng, abbr)
    tpl = {
        "es": [
            f"{name} S.A. de C.V. — RFC {v}",
            f"Emisor: {name}, S. de R.L. de C.V.; RFC del emisor: {v}",
            f"Datos para facturar a la empresa: {name} SA de CV, R.F.C. {v}",
        ],
        "en": [f"Vendor {name} S.A. de C.V., tax ID (RFC) {v}"],
        "pt": [f"Fornecedor {name} S.A. de C.V., RFC {v}"],
    }
    return K("company-rfc", lang, "RFC persona moral", v, ch(rng, tpl[lang]))


def make_company_clabe(rng: random.Random, lang: str) -> Maker:
    name = _comp(rng)[0]
    v = V.clabe(rng)
    tpl = {
        "es": [
            f"Para pagos de colegiaturas deposita a {name} S.C., CLABE {v} (BBVA), referencia: matrícula.",
            f"Datos bancarios de {name} S.A. de C.V. para transferencias: CLABE {v}",
        ],
        "en": [f"Wire payments to {name} S.A. de C.V., CLABE {v}"],
        "pt": [f"Pagamentos à empresa {name} S.A. de C.V.: CLABE {v}"],
    }
    return K("company-clabe", lang, "company CLABE for payments", v, ch(rng, tpl[lang]))


def make_date(rng: random.Random, lang: str) -> Maker:
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    if lang == "en":
        v = ch(rng, [f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}"])
        text = ch(
            rng, [f"Published {v}", f"Last updated: {v}", f"Captured on {v} for the benchmark."]
        )
    elif lang == "pt":
        v = f"{d} de {MONTHS_PT[m - 1]} de {y}"
        text = ch(rng, [f"Publicado em {v}", f"Atualizado em {v}"])
    else:
        v = ch(
            rng,
            [f"{d} de {MONTHS_ES[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}"],
        )
        text = ch(
            rng,
            [
                f"Publicado el {v}",
                f"Última actualización: {v}",
                f"DOF {v}: acuerdo por el que se modifica la norma",
                f"© {y} Todos los derechos reservados. Captura del {v}.",
                f"Fecha de captura: {v}",
                f"Fundada el {v} en Guadalajara.",
                f"El foro se realizará el {v} en Monterrey.",
            ],
        )
    return K("date", lang, "publication/update date", v, text)


def make_price(rng: random.Random, lang: str) -> Maker:
    n = rng.randint(49, 25000)
    c = rng.randint(0, 99)
    if lang == "pt":
        v = f"R$ {n:,},{c:02d}".replace(",", "X").replace(".", ",").replace("X", ".")
        text = f"Preço promocional: {v} à vista"
    elif lang == "en":
        v = f"US${n:,}.{c:02d}"
        text = ch(rng, [f"Plan Pro: {v} per month", f"Price: {v} (tax not included)"])
    else:
        v = f"${n:,}.{c:02d} MXN"
        text = ch(
            rng,
            [
                f"Precio de lista: {v}, IVA incluido",
                f"Suscríbete por {v} al mes",
                f"Costo por 1,000 búsquedas: {v}",
            ],
        )
    return K("price", lang, "price", v, text)


def make_version(rng: random.Random, lang: str) -> Maker:
    v = f"{rng.randint(0, 9)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    text = ch(
        rng,
        [
            f"SDK versión {v} liberada",
            f"user-agent: buscador-mx/{v} (+https://example.mx/bot)",
            f"Requires tavily-python>={v}",
            f"Android {rng.randint(8, 14)} · app v{v}",
        ],
    )
    return K("version", lang, "version string", v, text)


def make_request_id(rng: random.Random, lang: str) -> Maker:
    if rng.random() < 0.5:
        v = V.uuid4(rng)
        if rng.random() < 0.5:
            return K(
                "request-id",
                "en",
                "x-request-id header",
                v,
                v,
                header=ch(rng, ["x-request-id", "request-id"]),
            )
        return K(
            "request-id",
            lang,
            "request id in a log",
            v,
            f"{stamp(rng)} request_id={v} status=200 took=318ms",
        )
    v = f"{V.rs(rng, V.HEX, 16)}-{ch(rng, ['MEX', 'QRO', 'DFW', 'GRU'])}"
    return K("request-id", "en", "cf-ray header", v, v, header="cf-ray")


def make_hash(rng: random.Random, lang: str) -> Maker:
    style = ch(rng, ["sha256", "sha1", "etag", "sri"])
    if style == "sha256":
        v = V.sha256hex(rng)
        text = ch(
            rng,
            [f"sha256 del cuerpo original: {v}", f'"sha256": "{v}" (manifest)', f"checksum {v}"],
        )
    elif style == "sha1":
        v = V.sha1hex(rng)
        text = ch(rng, [f"commit {v}", f"Fixed in {v[:12]}… full sha {v}"])
    elif style == "etag":
        v = V.rs(rng, V.HEX, 32)
        return K("hash", "en", "ETag header", v, f'W/"{v}"', header="etag")
    else:
        v = "sha384-" + V.rs(rng, V.ALNUM + "+/", 64)
        text = f'<script src="/js/app.js" integrity="{v}"> (SRI)'
    return K("hash", lang, style, v, text)


def make_content_id(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            str(rng.randint(1000000, 9999999)),
            f"nota-{rng.randint(10000, 99999)}",
            f"art_{V.rs(rng, V.HEX, 12)}",
        ],
    )
    text = ch(
        rng, [f"ID de la nota: {v}", f"article_id={v}", f"Identificador de contenido {v} (CMS)"]
    )
    return K("content-id", lang, "content id", v, text)


def make_order(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            f"MX-2025-{rng.randint(100000, 999999)}",
            str(rng.randint(4000000000, 4999999999)),
            f"#{rng.randint(100000, 999999)}",
            f"PED{rng.randint(10000000, 99999999)}",
        ],
    )
    tpl = {
        "es": [f"Pedido {v} enviado", f"Folio de compra: {v}", f"Tu orden {v} está en preparación"],
        "en": [f"Order {v} confirmed"],
        "pt": [f"Pedido {v} despachado"],
    }
    return K("order-number", lang, "order number", v, ch(rng, tpl[lang]))


def make_tracking(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            "1Z" + V.rs(rng, V.UPALNUM, 16),
            V.rs(rng, "0123456789", 22),
            V.rs(rng, "0123456789", 12),
            V.rs(rng, "0123456789", 10),
        ],
    )
    tpl = {
        "es": [f"Número de guía: {v}", f"Rastrea tu paquete con la guía {v} (Estafeta)"],
        "en": [f"Tracking number: {v}"],
        "pt": [f"Código de rastreio: {v}"],
    }
    return K("tracking-number", lang, "tracking number", v, ch(rng, tpl[lang]))


def make_case(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            f"{rng.randint(100, 9999)}/{rng.randint(2019, 2025)}",
            f"SUP-{rng.randint(10000, 99999)}",
            f"CASO-{rng.randint(1000000, 9999999)}",
            f"INC{rng.randint(1000000, 9999999)}",
        ],
    )
    tpl = {
        "es": [f"Expediente {v}", f"Ticket de soporte {v} cerrado", f"Queja {v} en revisión"],
        "en": [f"Case {v} escalated to tier 2"],
        "pt": [f"Chamado {v} aberto"],
    }
    return K("case-number", lang, "case number", v, ch(rng, tpl[lang]))


def make_placeholder(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "redacted@example.test",
            "+52-000-000-0000",
            "Bearer <TOKEN>",
            "AAAA000000HDFXXX00",
            "$OPENAI_API_KEY",
            "<REDACTED>",
            "fc-YOUR-KEY",
            "xxxx-xxxx-xxxx",
        ],
    )
    text = ch(
        rng,
        [
            f"api_key: {v}",
            f"Sustituye {v} por tu clave",
            f"correo redactado → {v}",
            f"Authorization header set to {v} in the docs",
            f"valor de ejemplo: {v}",
        ],
    )
    return K("placeholder", lang, "placeholder", v, text)


def make_masked(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            f"**** **** **** {rng.randint(1000, 9999)}",
            f"XXXX-XXXX-XXXX-{rng.randint(1000, 9999)}",
            f"sk-...{V.rs(rng, V.ALNUM, 4)}",
            "j***@g***.com",
            f"55 **** **{rng.randint(10, 99)}",
            f"CLABE ************{rng.randint(100000, 999999)}",
            f"tvly-****{V.rs(rng, V.ALNUM, 4)}",
        ],
    )
    text = ch(
        rng,
        [
            f"Tarjeta terminación {v}",
            f"Clave activa: {v}",
            f"Dato enmascarado: {v}",
            f"Card on file: {v}",
        ],
    )
    return K("masked", lang, "masked value", v, text)


def make_stat(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
            f"{rng.randint(1000000, 99999999):,}",
            str(rng.randint(1000000000, 9999999999)),
            f"{rng.randint(10, 900)} mil",
        ],
    )
    tpl = {
        "es": [
            f"Usuarios activos mensuales: {v}",
            f"Crecimiento anual de {v} en ventas",
            f"Impresiones totales: {v}",
            f"Población estimada: {v} habitantes",
        ],
        "en": [f"Monthly active users: {v}"],
        "pt": [f"Usuários ativos: {v}"],
    }
    return K("statistic", lang, "statistic", v, ch(rng, tpl[lang]))


def make_isbn(rng: random.Random, lang: str) -> Maker:
    if rng.random() < 0.6:
        v = V.isbn13(rng)
        return K("isbn-issn", lang, "ISBN-13", v, f"ISBN {v}")
    v = V.issn(rng)
    return K("isbn-issn", lang, "ISSN", v, f"ISSN {v} (versión impresa)")


def make_doi(rng: random.Random, lang: str) -> Maker:
    journal = V.rs(rng, "abcdefghijklmnopqrstuvwxyz", 4)
    v = f"10.{rng.randint(1000, 9999)}/{journal}.{rng.randint(2015, 2025)}.{rng.randint(100, 99999)}"
    return K("doi", lang, "DOI", v, ch(rng, [f"https://doi.org/{v}", f"DOI: {v}"]))


def make_analytics(rng: random.Random, lang: str) -> Maker:
    v = ch(
        rng,
        [
            f"UA-{rng.randint(1000000, 99999999)}-{rng.randint(1, 9)}",
            f"G-{V.rs(rng, V.UPALNUM, 10)}",
            f"GTM-{V.rs(rng, V.UPALNUM, 7)}",
            f"ca-pub-{V.rs(rng, '0123456789', 16)}",
        ],
    )
    return K(
        "analytics-id",
        lang,
        "analytics id",
        v,
        ch(rng, [f"gtag('config', '{v}')", f"analytics id {v}"]),
    )


def make_public_key(rng: random.Random, lang: str) -> Maker:
    if rng.random() < 0.5:
        v = "pk_live_" + V.rs(rng, V.ALNUM, 40)
        return K("public-key", lang, "Stripe publishable key", v, f"Stripe.js publishable key: {v}")
    v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + V.rs(rng, V.ALNUM + "+/", 43)
    return K("public-key", lang, "ssh public key", v, f"{v} deploy@ci")


# =================================================================== plan

PLAN: list[tuple[Any, int]] = [
    (make_curp, 30),
    (make_rfc, 22),
    (make_nss, 16),
    (make_ine, 14),
    (make_clabe, 14),
    (make_card, 16),
    (make_passport, 24),
    (make_birth, 24),
    (make_address, 28),
    (make_phone, 52),
    (make_whatsapp, 10),
    (make_email, 32),
    (make_email_obf, 14),
    (make_foreign, 10),
    (make_account, 52),
    (make_key_header, 16),
    (make_key_query, 12),
    (make_key_curl, 12),
    (make_key_env, 14),
    (make_key_json, 12),
    (make_key_error, 12),
    (make_key_prose, 12),
    (make_bearer, 8),
    (make_basic, 6),
    (make_cookie, 7),
    (make_jwt, 6),
    (make_pem, 6),
    (make_cloud, 6),
    (make_conn, 8),
    (make_signed, 5),
    (make_webhook, 6),
    (make_role_mailbox, 34),
    (make_gov_mailbox, 18),
    (make_switchboard, 28),
    (make_tollfree, 20),
    (make_official, 12),
    (make_company_address, 24),
    (make_company_rfc, 16),
    (make_company_clabe, 10),
    (make_date, 28),
    (make_price, 16),
    (make_version, 12),
    (make_request_id, 14),
    (make_hash, 14),
    (make_content_id, 10),
    (make_order, 14),
    (make_tracking, 12),
    (make_case, 10),
    (make_placeholder, 20),
    (make_masked, 14),
    (make_stat, 18),
    (make_isbn, 10),
    (make_doi, 6),
    (make_analytics, 6),
    (make_public_key, 4),
]
