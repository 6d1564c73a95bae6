"""Context makers for corpus 64: one maker per kind.

A maker takes ``(r, lang)`` and returns a dict:

- ``value``: the datum exactly as it is written;
- ``form``: the form of the datum (where it is put is added by gen.py);
- ``text``: a one-line context in ``lang`` holding the value (a sentence, a chat line, a
  log/CSV row, an env line, a curl command, an error message…), used for JSON/YAML fields
  and, escaped, for HTML paragraphs;
- optional ``html``: a ready HTML snippet (links, markup) holding the value; the item is
  then planted in a page;
- optional ``key``: the JSON/YAML key to use (a body field such as ``project``);
- optional ``header``: ``(name, value)`` of a recorded request/response header; the item is
  then planted in a cassette's ``headers``.

All contexts were written for this corpus.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from typing import Any

import values as V

COMPANIES = (
    "Abarrotes La Esperanza",
    "Grupo Industrial Bajío",
    "Radar Datos",
    "Comercializadora del Pacífico",
    "Servicios Logísticos Anáhuac",
    "Tecnologías Cóndor",
    "Constructora Sierra Madre",
    "Farmacias del Centro",
    "Editorial Nopal",
    "Consultores Tapatíos",
    "Talleres Huasteca",
    "Alimentos Mayab",
    "Transportes Tarahumara",
    "Papelería El Faro",
)
ROLE_LOCALS = (
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "rh",
    "info",
    "compras",
    "cobranza",
    "recepcion",
    "hola",
    "privacidad",
    "legal",
)
COMPANY_DOMAINS = (
    "abarroteslaesperanza.com.mx",
    "gibajio.mx",
    "radardatos.mx",
    "compacifico.com",
    "anahuaclog.com.mx",
    "condortec.io",
    "csmadre.com.mx",
    "farmaciasdelcentro.mx",
    "editorialnopal.mx",
    "consultorestapatios.com",
    "tallereshuasteca.mx",
    "alimentosmayab.com.mx",
    "tarahumaratransportes.mx",
    "papeleriaelfaro.com.mx",
)
GOB_DOMAINS = (
    "sat.gob.mx",
    "imss.gob.mx",
    "inegi.org.mx",
    "economia.gob.mx",
    "jalisco.gob.mx",
    "cdmx.gob.mx",
    "profeco.gob.mx",
    "salud.gob.mx",
    "queretaro.gob.mx",
    "inai.org.mx",
)
GOB_LOCALS = (
    "atencion.ciudadana",
    "transparencia",
    "contacto",
    "quejas",
    "unidad.enlace",
    "comunicacion.social",
    "datos.abiertos",
    "oficialia.partes",
)
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


def esc(s: str) -> str:
    return html.escape(s, quote=False)


def out(value: str, form: str, text: str, **kw: Any) -> dict[str, Any]:
    assert value in text or esc(value) in (kw.get("html") or "") or kw.get("header"), (value, text)
    return {"value": value, "form": form, "text": text, **kw}


def pick(r: random.Random, table: dict[str, list[str]], lang: str, **fill: Any) -> str:
    return r.choice(table[lang]).format(**fill)


def company(r: random.Random) -> str:
    return r.choice(COMPANIES)


def city(r: random.Random, p: V.Person) -> tuple[str, str]:
    return r.choice(V.MUNICIPIOS[p.state]), V.STATES[p.state][0]


# ====================================================================== personal


CURP_T = {
    "es": [
        "Ficha de inscripción ciclo 2024-2025 — alumna/o: {n}; CURP: {v}; grupo 3°B.",
        "Recordatorio IMSS: {n}, su cita de medicina familiar es el jueves; traiga su CURP {v} impresa.",
        "[14:02] {f}: ya te mandé mi curp, es {v}, me confirmas?",
        "{v},{n},{city},alta,2024-03-11",
        'INFO tramite.validar curp={v} nombre="{n}" resultado=OK',
        "Para el seguro escolar de {f} anotamos la CURP {v} (la copié del acta).",
        "Nota de entrega — recibe: {n}, identificación con CURP {v}.",
        "Beneficiario del programa: {n} — CURP {v} — municipio {city}.",
    ],
    "en": [
        "Applicant {n} (Mexican national) entered CURP {v} in the onboarding form.",
        "KYC row: name={n}; curp={v}; status=pending_review",
        "Support ticket: the user {n} says the CURP {v} is rejected by the form.",
    ],
    "pt": [
        "Cadastro do cliente mexicano {n}: CURP {v}, conferido pelo atendente.",
        "O candidato {n} informou o CURP {v} no formulário de matrícula.",
    ],
}


def mk_curp(r, lang):
    p = V.Person(r, "es")
    c = V.curp(r, p)
    form = r.choice(["upper", "upper", "lower", "spaced", "hyphen", "dots"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
        "dots": f"{c[:4]}.{c[4:10]}.{c[10:16]}.{c[16:]}",
    }[form]
    ci, _ = city(r, p)
    return out(v, f"CURP {form}", pick(r, CURP_T, lang, v=v, n=p.name, f=p.given, city=ci))


RFC_T = {
    "es": [
        "Solicito factura a nombre de {n}, RFC {v}, régimen 612, uso CFDI G03.",
        "Recibo de arrendamiento: arrendador {n} (RFC {v}) recibe renta de marzo.",
        "Ticket #{k}: el cliente {n} pide corregir su RFC a {v} en la factura.",
        'emisor_rfc={v} emisor_nombre="{n}" tipo=honorarios',
        "Mis datos fiscales: {n}, RFC {v}, C.P. fiscal {cp}.",
        "{n};{v};persona física;actividad empresarial",
    ],
    "en": [
        "Invoice request from {n}, Mexican tax id (RFC) {v}, for the March consulting hours.",
        "Freelancer profile: {n} — RFC {v} — paid monthly by transfer.",
    ],
    "pt": [
        "Nota fiscal solicitada por {n}, RFC mexicano {v}, para o serviço de março.",
    ],
}


def mk_rfc(r, lang):
    p = V.Person(r, "es")
    c = V.rfc_fisica(r, p)
    form = r.choice(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": c,
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:]}",
        "spaced": f"{c[:4]} {c[4:10]} {c[10:]}",
        "lower": c.lower(),
    }[form]
    return out(
        v,
        f"RFC persona física {form}",
        pick(r, RFC_T, lang, v=v, n=p.name, k=r.randint(1000, 99999), cp=V.digits(r, 5, True)),
    )


NSS_T = {
    "es": [
        "Alta ante el IMSS de {n}: NSS {v}, salario base de cotización por confirmar.",
        "Hola, soy {f}; mi número de seguro social es {v}, ¿ya quedó mi incapacidad?",
        "{n}|NSS:{v}|UMF 20|turno vespertino",
        "Constancia de semanas cotizadas solicitada por {n} con NSS {v}.",
        "El trabajador {n} presentó su NSS {v} al firmar contrato.",
    ],
    "en": [
        "Payroll import: employee {n}, IMSS social security number {v}.",
        "HR note: {n} gave NSS {v} for the benefits enrolment.",
    ],
    "pt": ["Funcionário {n}, número de seguro social do IMSS {v}, admitido em março."],
}


def mk_nss(r, lang):
    p = V.Person(r, "es")
    c = V.nss(r, p)
    form = r.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": c,
        "hyphen": f"{c[:2]}-{c[2:4]}-{c[4:6]}-{c[6:10]}-{c[10]}",
        "spaced": f"{c[:2]} {c[2:4]} {c[4:6]} {c[6:10]} {c[10]}",
    }[form]
    return out(v, f"NSS {form}", pick(r, NSS_T, lang, v=v, n=p.name, f=p.given))


INE_T = {
    "es": [
        "Copia de credencial para votar de {n}, clave de elector {v}.",
        "Identificación presentada: INE, clave de elector {v}, titular {n}.",
        "{f} me pasó su clave de elector: {v} (para el registro del comité vecinal).",
        "votante={n} clave_elector={v} seccion={k}",
    ],
    "en": ["ID check: {n} showed a Mexican voter card, clave de elector {v}."],
    "pt": ["Documento do titular {n}: título eleitoral mexicano (INE), clave de elector {v}."],
}


def mk_ine(r, lang):
    p = V.Person(r, "es")
    c = V.ine_clave(r, p)
    form = r.choice(["upper", "upper", "lower", "spaced"])
    v = {"upper": c, "lower": c.lower(), "spaced": f"{c[:6]} {c[6:14]} {c[14:]}"}[form]
    return out(
        v,
        f"clave de elector {form}",
        pick(r, INE_T, lang, v=v, n=p.name, f=p.given, k=r.randint(100, 4999)),
    )


CLABE_T = {
    "es": [
        "Para el reembolso, deposita a mi CLABE {v} a nombre de {n}.",
        "Datos para transferencia: beneficiaria {n}, CLABE interbancaria {v}.",
        "{n} — cuenta CLABE personal {v} — pago de la tanda de abril.",
        'beneficiario="{n}" clabe={v} concepto=reembolso viaticos',
        "Oye {f}, ¿me pasas tu CLABE? — Sí: {v}",
    ],
    "en": ["Refund to the customer {n}: personal CLABE {v} (Mexican interbank account)."],
    "pt": ["Reembolso para {n}, conta CLABE pessoal {v}."],
}


def mk_clabe(r, lang):
    p = V.Person(r, "es")
    c = V.clabe(r)
    form = r.choice(["plain", "plain", "spaced"])
    v = c if form == "plain" else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    return out(v, f"CLABE {form}", pick(r, CLABE_T, lang, v=v, n=p.name, f=p.given))


CARD_T = {
    "es": [
        "Pago rechazado: tarjeta {v} de {n}, intente con otro medio.",
        "Mi tarjeta es {v}, vence 08/27, a nombre de {n}.",
        "{n} dictó por teléfono la tarjeta {v} para el anticipo.",
        'tarjeta={v} titular="{n}" cvv=*** monto=1250.00',
    ],
    "en": [
        "Card on file for {n}: {v}, exp 11/26.",
        'DEBUG charge attempt card_number={v} holder="{n}"',
    ],
    "pt": ["Cartão do cliente {n}: {v}, validade 03/28."],
}


def mk_card(r, lang):
    p = V.Person(r, lang)
    brand = r.choice(["visa", "mc", "mc2", "amex"])
    c = V.card(r, brand)
    form = r.choice(["plain", "spaced", "hyphen"])
    if brand == "amex":
        sizes: tuple[int, ...] = (4, 6, 5)
    else:
        sizes = (4, 4, 4, 4)
    v = c if form == "plain" else V.group(c, sizes, " " if form == "spaced" else "-")
    return out(v, f"card {brand} {form}", pick(r, CARD_T, lang, v=v, n=p.name))


PASS_T = {
    "es": [
        "Pasaporte de {n}: {v}, vigente hasta 2031.",
        "Para el boleto necesito tu número de pasaporte — {f}: claro, es {v}.",
        "Lista de viaje escolar: {n}, pasaporte mexicano núm. {v}.",
        'pasajero="{n}" pasaporte={v} nacionalidad={nat}',
        "El huésped {n} se registró con el pasaporte {v} ({nat}).",
    ],
    "en": [
        "Traveler {n}, passport number {v}, nationality {nat}.",
        "Visa appointment for {n} — passport no. {v}.",
        'guest_name="{n}" passport={v} country={nat}',
    ],
    "pt": [
        "Passageiro {n}, passaporte nº {v}, nacionalidade {nat}.",
        "O hóspede {n} apresentou o passaporte {v}.",
    ],
}
NAT = {
    "mx": ("mexicana", "Mexican", "mexicana"),
    "us": ("estadounidense", "US", "americana"),
    "es": ("española", "Spanish", "espanhola"),
    "br": ("brasileña", "Brazilian", "brasileira"),
    "ca": ("canadiense", "Canadian", "canadense"),
    "gt": ("guatemalteca", "Guatemalan", "guatemalteca"),
}


def mk_passport(r, lang):
    ctry = r.choice(["mx", "mx", "mx", "us", "es", "br", "ca", "gt"])
    p = V.Person(r, "pt" if ctry == "br" else ("en" if ctry in ("us", "ca") else "es"))
    v = V.passport(r, ctry)
    nat = NAT[ctry][("es", "en", "pt").index(lang)]
    return out(v, f"passport {ctry}", pick(r, PASS_T, lang, v=v, n=p.name, f=p.given, nat=nat))


BIRTH_T = {
    "es": [
        "Aviso escolar: {n} nació el {v}; favor de traer acta de nacimiento.",
        "Expediente clínico — paciente {n}, fecha de nacimiento: {v}.",
        "Liga infantil, categoría 2012: {n}, nac. {v}, posición portero.",
        "{n},{v},{city}",
        "Felicidades a {f} {l}, quien cumple años: nació el {v}.",
        'fecha_nacimiento={v} nombre="{n}"',
    ],
    "en": [
        "Patient {n}, date of birth {v}, allergies: none reported.",
        "Roster: {n} — born {v} — midfielder.",
    ],
    "pt": ["Paciente {n}, data de nascimento {v}.", "{n} nasceu em {v}, conforme a certidão."],
}


def mk_birth(r, lang):
    p = V.Person(r, lang)
    y, m, d = p.year, p.month, p.day
    if lang == "es":
        form = r.choice(["long", "slash", "iso", "mon3", "dashes"])
        v = {
            "long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "slash": f"{d:02d}/{m:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "mon3": f"{d:02d}-{MON3[m - 1]}-{y}",
            "dashes": f"{d:02d}-{m:02d}-{y}",
        }[form]
    elif lang == "en":
        form = r.choice(["en-long", "us-slash", "iso"])
        v = {
            "en-long": f"{MONTHS_EN[m - 1]} {d}, {y}",
            "us-slash": f"{m:02d}/{d:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
        }[form]
    else:
        form = r.choice(["pt-long", "slash"])
        v = {"pt-long": f"{d} de {MONTHS_PT[m - 1]} de {y}", "slash": f"{d:02d}/{m:02d}/{y}"}[form]
    ci, _ = city(r, p)
    return out(
        v, f"birth date {form}", pick(r, BIRTH_T, lang, v=v, n=p.name, f=p.given, l=p.p1, city=ci)
    )


ADDR_T = {
    "es": [
        "Domicilio particular de {n}: {v}.",
        "Se renta cuarto, informes con {n} en {v}.",
        "Entregar a {n} — {v} — tocar fuerte.",
        "Paciente {n}, domicilio: {v}.",
        "Boletín parroquial: la familia de {n} recibe la peregrinación en {v}.",
        'destinatario="{n}" direccion="{v}"',
        "{f}: mi dirección es {v}, ahí me mandas el paquete",
    ],
    "en": [
        "Ship to {n}, home address {v}.",
        "The tenant {n} lives at {v}.",
    ],
    "pt": ["Endereço residencial de {n}: {v}.", "Entregar para {n} em {v}."],
}


def mk_address(r, lang):
    p = V.Person(r, lang if lang != "pt" else "pt")
    st = p.state
    mun = r.choice(V.MUNICIPIOS[st])
    est = V.STATES[st][0]
    typ = r.choice(["Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "Avenida", "C."])
    num = r.choice(
        [
            f"#{r.randint(1, 2999)}",
            f"núm. {r.randint(1, 999)}",
            f"No. {r.randint(1, 999)}",
            str(r.randint(1, 4999)),
        ]
    )
    inner = r.choice(
        [
            "",
            "",
            f", int. {r.randint(1, 12)}",
            f" int. {r.choice('ABCD')}",
            f", depto. {r.randint(101, 504)}",
        ]
    )
    cp = V.digits(r, 5, True)
    shape = r.randint(0, 2)
    col = r.choice(V.COLONIAS)
    if shape == 0:
        v = f"{typ} {r.choice(V.STREETS)} {num}{inner}, Col. {col}, C.P. {cp}, {mun}, {est}"
    elif shape == 1:
        v = f"{typ} {r.choice(V.STREETS)} {num}{inner}, Col. {col}, {mun}, {est}, CP {cp}"
    else:
        v = f"{typ} {r.choice(V.STREETS)} {num}{inner} Colonia {col} C.P. {cp} {mun} {est}"
    return out(v, f"home address shape{shape}", pick(r, ADDR_T, lang, v=v, n=p.name, f=p.given))


PHONE_T = {
    "es": [
        "Comunícate con {n} al {v}.",
        "{n} {v}",
        "Mi cel es {v}, cualquier cosa me marcas. — {f}",
        "Se vende bicicleta rodada 26, informes con {n}: {v}.",
        "Contacto de emergencia del alumno: {n} (mamá), tel. {v}.",
        "[09:41] {f}: márcame al {v} cuando llegues",
        "{n},{v},{city},voluntaria",
        "Paciente {n}, teléfono celular {v}.",
        "Llámame al {v}, soy {f}.",
    ],
    "en": [
        "Call {n} at {v} about the puppy.",
        "My cell is {v} — {f}",
        "Emergency contact: {n}, mobile {v}.",
    ],
    "pt": ["Fale com {n} pelo celular {v}.", "Meu celular é {v}, {f}."],
}


def mk_phone(r, lang):
    p = V.Person(r, lang)
    area, rest = V.mobile(r, p)
    form = r.choice((*V.PHONE_FORMS, "bare", "bare", "tel-link"))
    ci, _ = city(r, p)
    if form == "tel-link":
        v = f"tel:+52{area}{rest}"
        shown = V.phone_form(r, area, rest, "paren")
        label = {"es": "Llamar a", "en": "Call", "pt": "Ligar para"}[lang]
        h = f'<p>{label} {esc(p.name)}: <a href="{v}">{shown}</a></p>'
        return out(v, "tel: link", f"[{shown}]({v}) {p.name}", html=h)
    v = V.phone_form(r, area, rest, form)
    if form == "bare":
        t = {
            "es": [
                "Comunícate con {n} al {v}.",
                "{n} {v}",
                "Mi número es {v}, soy {f}.",
                "Informes con {n} al {v}",
                "{f} {l}: {v} (celular)",
            ],
            "en": ["Text {n} at {v}.", "My number is {v}, {f}."],
            "pt": ["Fale com {n} no {v}.", "Meu número é {v}, {f}."],
        }
        return out(v, "bare 10 digits", r.choice(t[lang]).format(v=v, n=p.name, f=p.given, l=p.p1))
    return out(v, f"phone {form}", pick(r, PHONE_T, lang, v=v, n=p.name, f=p.given, city=ci))


def mk_whatsapp(r, lang):
    p = V.Person(r, lang)
    area, rest = V.mobile(r, p)
    shape = r.choice(["wa.me", "api", "wa.me-text"])
    if shape == "wa.me":
        v = f"https://wa.me/52{area}{rest}"
    elif shape == "api":
        v = f"https://api.whatsapp.com/send?phone=521{area}{rest}"
    else:
        v = f"https://wa.me/521{area}{rest}"
    txt = {
        "es": f"Escríbele a {p.name} por WhatsApp: {v}",
        "en": f"WhatsApp {p.name}: {v}",
        "pt": f"Mande mensagem para {p.name} no WhatsApp: {v}",
    }[lang]
    if r.random() < 0.5:
        h = f'<p>{esc(p.given)} — <a href="{esc(v)}">WhatsApp personal</a></p>'
        return out(v, f"whatsapp {shape} link", txt, html=h)
    return out(v, f"whatsapp {shape}", txt)


EMAIL_T = {
    "es": [
        "Escríbeme a {v}, soy {f} y vendo la lavadora.",
        "Alumna: {n} — correo personal: {v}",
        "De: {n} <{v}>",
        "{n},{v},inscrita",
        "Para dudas de la posada, con {n} ({v}).",
        'usuario registrado email={v} nombre="{n}"',
        "El paciente {n} pidió los resultados a {v}.",
    ],
    "en": ["From: {n} <{v}>", "Contact {n} at {v} for the carpool.", "reply to {v} — {f}"],
    "pt": ["Contato pessoal de {n}: {v}", "Envie o recibo para {v} ({f})."],
}


def mk_email(r, lang):
    p = V.Person(r, lang)
    form = r.choice(["plain", "plain", "accented", "accented", "upper", "mailto-query"])
    e = V.email(r, p, accents=form == "accented")
    if form == "upper":
        e = e.upper()
    tries = 0
    while form == "accented" and e.isascii() and tries < 30:
        p = V.Person(r, lang)
        e = V.email(r, p, accents=True)
        tries += 1
    if form == "mailto-query":
        v = f"mailto:{e}"
        q = "?subject=Cotizaci%C3%B3n&amp;body=Hola"
        h = f'<p>Escríbele a {esc(p.name)}: <a href="{v}{q}">{esc(p.given)}</a></p>'
        return out(v, "mailto with query", f"[{p.given}]({v}?subject=Hola) {p.name}", html=h)
    return out(e, f"e-mail {form}", pick(r, EMAIL_T, lang, v=e, n=p.name, f=p.given))


def mk_email_obf(r, lang):
    p = V.Person(r, lang)
    local = V.strip_accents(V.email_local(r, p, False))
    dom, tld = r.choice(
        [
            ("gmail", "com"),
            ("hotmail", "com"),
            ("outlook", "com"),
            ("yahoo", "com.mx"),
            ("icloud", "com"),
        ]
    )
    tld_words = {"com": "com", "com.mx": "com punto mx"}
    shape = r.choice(["[arroba]", "(arroba)", "at-dot", "[at]", "arroba-punto", "AT-DOT"])
    if shape == "[arroba]":
        v = f"{local} [arroba] {dom} [punto] {tld.replace('.', ' [punto] ')}"
    elif shape == "(arroba)":
        v = f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}"
    elif shape == "at-dot":
        v = f"{local} at {dom} dot {tld.replace('.', ' dot ')}"
    elif shape == "[at]":
        v = f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}"
    elif shape == "AT-DOT":
        v = f"{local} AT {dom} DOT {tld.replace('.', ' DOT ')}"
    else:
        v = f"{local} arroba {dom} punto {tld_words[tld]}"
    t = {
        "es": [
            f"Contacto de {p.name}: {v}",
            f"mándenme su CV a {v} — {p.given}",
            f"{p.name} (correo: {v})",
        ],
        "en": [f"email {p.name}: {v}", f"reach me at {v} — {p.given}"],
        "pt": [f"E-mail de {p.name}: {v}"],
    }
    return out(v, f"obfuscated {shape}", r.choice(t[lang]))


# ====================================================================== account ids


def mk_account(r, lang):
    shape = r.randint(0, 13)
    L = V.LOWNUM
    if shape == 0:
        v = "acct_" + V.rnd(r, V.ALNUM, 16)
        return out(v, "acct_ in JSON field", v, key="account_id")
    if shape == 1:
        v = "acct_" + V.rnd(r, V.ALNUM, 16)
        url = f"https://api.radardatos.mx/v1/accounts/{v}/usage?month=2024-05"
        return out(
            v,
            "acct_ in URL path",
            {"es": f"GET {url} -> 200", "en": f"GET {url} -> 200", "pt": f"GET {url} -> 200"}[lang],
        )
    if shape == 2:
        v = "cust-" + V.digits(r, r.randint(5, 8), True)
        return out(v, "cust- in x-account header", "", header=("x-account", v))
    if shape == 3:
        v = "cust_" + V.rnd(r, V.ALNUM, 14)
        return out(v, "cust_ in X-Customer-Id header", "", header=("X-Customer-Id", v))
    if shape == 4:
        v = "org-" + V.rnd(r, V.ALNUM, 24)
        return out(v, "org- in OpenAI-Organization header", "", header=("OpenAI-Organization", v))
    if shape == 5:
        v = "proj_" + V.rnd(r, V.ALNUM, 24)
        return out(v, "proj_ in project field", v, key="project")
    if shape == 6:
        v = "user_" + V.rnd(r, V.ALNUM, 24)
        t = {
            "es": f"Error 403: el usuario {v} no tiene permisos en este espacio de trabajo",
            "en": f"403 Forbidden: {v} is not a member of the workspace",
            "pt": f"Erro 403: o usuário {v} não pertence ao workspace",
        }[lang]
        return out(v, "user_ in error message", t)
    if shape == 7:
        v = "ws_" + V.rnd(r, L, 20)
        return out(v, "ws_ workspace id field", v, key="workspace_id")
    if shape == 8:
        v = "team_" + V.rnd(r, V.ALNUM, 20)
        t = {
            "es": f"La cuota del equipo {v} se agotó; espera al siguiente ciclo.",
            "en": f"Rate limit exceeded for team {v}. Upgrade your plan.",
            "pt": f"Limite de uso excedido para a equipe {v}.",
        }[lang]
        return out(v, "team_ in error message", t)
    if shape == 9:
        v = "org_" + V.rnd(r, V.ALNUM, 22)
        return out(
            v,
            "org_ in organisation path",
            f"POST https://api.example-search.dev/v2/organizations/{v}/keys 201",
        )
    if shape == 10:
        v = "proj_" + V.rnd(r, V.ALNUM, 20)
        return out(v, "proj_ in OpenAI-Project header", "", header=("OpenAI-Project", v))
    if shape == 11:
        v = "wsp-" + V.rnd(r, L, 16)
        return out(v, "workspace id header", "", header=("x-workspace-id", v))
    if shape == 12:
        v = "acct-" + V.digits(r, 9, True)
        t = {
            "es": f"cuenta del proveedor: {v} (plan Pro, facturación mensual)",
            "en": f"billing account {v} was charged for 12,400 searches",
            "pt": f"conta do provedor {v}, plano anual",
        }[lang]
        return out(v, "acct- in message", t)
    v = "T0" + V.rnd(r, V.UPNUM, 9)
    return out(v, "team id field", v, key="team_id")


# ====================================================================== secrets


KEY_HEADERS = {
    "tavily": ("Authorization", "Bearer {v}"),
    "brave": ("X-Subscription-Token", "{v}"),
    "serper": ("X-API-KEY", "{v}"),
    "firecrawl": ("Authorization", "Bearer {v}"),
    "jina": ("Authorization", "Bearer {v}"),
    "anthropic": ("x-api-key", "{v}"),
    "openai": ("Authorization", "Bearer {v}"),
    "google": ("x-goog-api-key", "{v}"),
    "exa": ("x-api-key", "{v}"),
    "cohere": ("Authorization", "bearer {v}"),
    "openrouter": ("Authorization", "Bearer {v}"),
    "groq": ("Authorization", "Bearer {v}"),
    "perplexity": ("Authorization", "Bearer {v}"),
    "xai": ("Authorization", "Bearer {v}"),
}
QUERY_PARAMS = {
    "serpapi": "api_key",
    "google": "key",
    "brave": "token",
    "tavily": "api_key",
    "serper": "apiKey",
    "mailgun": "api_key",
    "jina": "key",
    "firecrawl": "apikey",
}
ENV_NAMES = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_SEARCH_API_KEY",
    "serpapi": "SERPAPI_API_KEY",
    "firecrawl": "FIRECRAWL_API_KEY",
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "groq": "GROQ_API_KEY",
    "huggingface": "HF_TOKEN",
    "github": "GITHUB_TOKEN",
    "stripe": "STRIPE_SECRET_KEY",
    "sendgrid": "SENDGRID_API_KEY",
    "slack-bot": "SLACK_BOT_TOKEN",
    "npm": "NPM_TOKEN",
    "gitlab": "GITLAB_TOKEN",
    "deepseek": "DEEPSEEK_API_KEY",
    "mailchimp": "MAILCHIMP_KEY",
    "twilio": "TWILIO_API_KEY",
    "linear": "LINEAR_API_KEY",
    "notion": "NOTION_TOKEN",
    "digitalocean": "DO_TOKEN",
    "resend": "RESEND_API_KEY",
    "replicate": "REPLICATE_API_TOKEN",
    "mercadopago": "MP_ACCESS_TOKEN",
    "shopify": "SHOPIFY_ADMIN_TOKEN",
    "github-pat": "GH_PAT",
    "square": "SQUARE_ACCESS_TOKEN",
}


def key_of(r, prov):
    return V.PROVIDER_KEYS[prov](r)


def mk_key_header(r, lang):
    prov = r.choice(sorted(KEY_HEADERS))
    v = key_of(r, prov)
    name, fmt = KEY_HEADERS[prov]
    return out(v, f"{prov} key in {name} header", "", header=(name, fmt.format(v=v)))


def mk_key_query(r, lang):
    prov = r.choice(sorted(QUERY_PARAMS))
    v = key_of(r, prov)
    host = {
        "serpapi": "serpapi.com/search.json",
        "google": "www.googleapis.com/customsearch/v1",
        "brave": "api.search.brave.com/res/v1/web/search",
        "tavily": "api.tavily.com/search",
        "serper": "google.serper.dev/search",
        "mailgun": "api.mailgun.net/v3/domains",
        "jina": "s.jina.ai/",
        "firecrawl": "api.firecrawl.dev/v1/scrape",
    }[prov]
    url = f"https://{host}?q=clima+guadalajara&{QUERY_PARAMS[prov]}={v}"
    pre = {"es": "petición registrada:", "en": "request logged:", "pt": "requisição registrada:"}[
        lang
    ]
    h = f'<p>{pre} <a href="{esc(url)}">{esc(host)}</a></p>' if r.random() < 0.4 else None
    kw = {"html": h} if h else {}
    return out(v, f"{prov} key in query string", f"{pre} GET {url}", **kw)


def mk_key_curl(r, lang):
    prov = r.choice(
        [
            "tavily",
            "firecrawl",
            "exa",
            "perplexity",
            "openai",
            "anthropic",
            "brave",
            "serper",
            "jina",
            "mistral",
            "groq",
            "openrouter",
        ]
    )
    if prov == "mistral":
        v = V.rnd(r, V.ALNUM, 32)
        cmd = f"curl https://api.mistral.ai/v1/chat/completions -H 'Authorization: Bearer {v}'"
    elif prov in ("brave",):
        v = key_of(r, prov)
        cmd = f"curl -s 'https://api.search.brave.com/res/v1/web/search?q=inegi' -H 'X-Subscription-Token: {v}'"
    elif prov in ("serper", "exa"):
        v = key_of(r, prov)
        host = "google.serper.dev/search" if prov == "serper" else "api.exa.ai/search"
        cmd = f"curl -X POST https://{host} -H 'x-api-key: {v}' -d '{{\"q\":\"denue\"}}'"
    elif prov == "anthropic":
        v = key_of(r, prov)
        cmd = (
            f"curl https://api.anthropic.com/v1/messages --header 'x-api-key: {v}'"
            " --header 'anthropic-version: 2023-06-01'"
        )
    else:
        v = key_of(r, prov)
        host = {
            "tavily": "api.tavily.com/search",
            "firecrawl": "api.firecrawl.dev/v1/search",
            "perplexity": "api.perplexity.ai/chat/completions",
            "openai": "api.openai.com/v1/responses",
            "jina": "r.jina.ai/https://inegi.org.mx",
            "groq": "api.groq.com/openai/v1/chat/completions",
            "openrouter": "openrouter.ai/api/v1/chat/completions",
        }[prov]
        cmd = f"curl -sS https://{host} -H \"Authorization: Bearer {v}\" -H 'Content-Type: application/json'"
    pre = {"es": "$ ", "en": "$ ", "pt": "$ "}[lang]
    return out(v, f"{prov} key in curl command", pre + cmd)


def mk_key_env(r, lang):
    prov = r.choice(sorted(ENV_NAMES))
    v = key_of(r, prov)
    shape = r.choice(["env", "export", "ini", "yaml", "dotenv-quoted", "toml"])
    name = ENV_NAMES[prov]
    t = {
        "env": f"{name}={v}",
        "export": f"export {name}={v}",
        "ini": f"[{prov}] api_key = {v}",
        "yaml": f"{name.lower()}: {v}",
        "dotenv-quoted": f"{name}='{v}'",
        "toml": f"{name.lower()} = '{v}'",
    }[shape]
    return out(v, f"{prov} key in {shape} line", t)


def mk_key_json(r, lang):
    prov = r.choice(
        [
            "tavily",
            "serpapi",
            "firecrawl",
            "jina",
            "exa",
            "google",
            "cohere",
            "huggingface",
            "perplexity",
            "xai",
            "stripe",
            "github",
            "mailgun",
        ]
    )
    v = key_of(r, prov)
    key = r.choice(["api_key", "apiKey", "token", "access_token", "secret_key", "x_api_key"])
    return out(v, f"{prov} key as JSON field {key}", v, key=key)


def mk_key_error(r, lang):
    prov = r.choice(
        [
            "openai",
            "tavily",
            "serpapi",
            "groq",
            "stripe",
            "anthropic",
            "brave",
            "openrouter",
            "firecrawl",
            "github",
            "deepseek",
            "huggingface",
        ]
    )
    v = key_of(r, prov)
    t = {
        "es": [
            f"Error 401: la clave {v} no es válida o fue revocada.",
            f"ERROR autenticación fallida para api_key={v} (proveedor {prov})",
            f"No se pudo autenticar: clave de API incorrecta proporcionada: {v}",
        ],
        "en": [
            f"Incorrect API key provided: {v}. You can find your API key in your dashboard.",
            f"401 Unauthorized: invalid token {v}",
            f"AuthenticationError: key '{v}' has been disabled",
        ],
        "pt": [f"Erro 401: chave de API inválida: {v}"],
    }[lang]
    return out(v, f"{prov} key echoed in error", r.choice(t))


def mk_key_prose(r, lang):
    prov = r.choice(
        [
            "tavily",
            "brave",
            "serpapi",
            "firecrawl",
            "openai",
            "anthropic",
            "groq",
            "google",
            "huggingface",
            "github-pat",
            "sendgrid",
            "mercadopago",
            "resend",
            "linear",
            "replicate",
            "shopify",
            "twilio",
        ]
    )
    v = key_of(r, prov)
    t = {
        "es": [
            f"Oye, te paso la llave de {prov} para las pruebas: {v} (no la subas al repo).",
            f"Usé la clave {v} en staging y funcionó bien.",
            f"La API key de producción es {v}; rótala el viernes.",
        ],
        "en": [
            f"Here is the {prov} key for the demo: {v} — please do not share it.",
            f"I pasted my token {v} into the notebook by mistake.",
        ],
        "pt": [
            f"A chave do {prov} é {v}, usa só no ambiente de teste.",
            f"Segue o token de acesso: {v}",
        ],
    }[lang]
    return out(v, f"{prov} key in prose", r.choice(t))


def mk_bearer(r, lang):
    v = V.rnd(r, V.ALNUM + "-._~", r.randint(32, 60))
    if r.random() < 0.5:
        return out(
            v, "opaque bearer in Authorization header", "", header=("Authorization", f"Bearer {v}")
        )
    t = {
        "es": f"encabezados enviados: Authorization: Bearer {v}",
        "en": f"> Authorization: Bearer {v}",
        "pt": f"cabeçalho Authorization: Bearer {v}",
    }[lang]
    return out(v, "opaque bearer in logged request", t)


def mk_basic(r, lang):
    user = r.choice(["admin", "radar", "svc-crawler", "deploy", "api"])
    import base64

    v = base64.b64encode(f"{user}:{V.password(r)}".encode()).decode()
    if r.random() < 0.5:
        return out(
            v, "HTTP Basic in Authorization header", "", header=("Authorization", f"Basic {v}")
        )
    if r.random() < 0.5:
        u = f"https://{user}:{V.password(r)}@proxy.radardatos.mx:8443/"
        return out(
            u,
            "credentials in URL",
            {"es": f"proxy configurado: {u}", "en": f"using proxy {u}", "pt": f"proxy: {u}"}[lang],
        )
    return out(v, "HTTP Basic in logged request", f"Authorization: Basic {v}")


def mk_cookie(r, lang):
    name = r.choice(
        [
            "sessionid",
            "connect.sid",
            "_session",
            "PHPSESSID",
            "__Secure-next-auth.session-token",
            "laravel_session",
            "JSESSIONID",
        ]
    )
    v = V.rnd(r, V.ALNUM, r.randint(32, 48))
    if name == "connect.sid":
        v = "s%3A" + V.rnd(r, V.ALNUM, 32) + "." + V.rnd(r, V.ALNUM, 43)
    if r.random() < 0.5:
        hn = r.choice(["Cookie", "Set-Cookie"])
        hv = f"{name}={v}" + ("; Path=/; HttpOnly; Secure" if hn == "Set-Cookie" else "")
        return out(v, f"session cookie in {hn} header", "", header=(hn, hv))
    t = {
        "es": f"Cookie capturada en la sesión: {name}={v}",
        "en": f"cookie: {name}={v}",
        "pt": f"cookie de sessão {name}={v}",
    }[lang]
    return out(v, "session cookie in text", t)


def mk_jwt(r, lang):
    v = V.jwt(r)
    if r.random() < 0.4:
        return out(v, "JWT in Authorization header", "", header=("Authorization", f"Bearer {v}"))
    t = {
        "es": f"token de acceso del usuario: {v}",
        "en": f"id_token={v}",
        "pt": f"token JWT da sessão: {v}",
    }[lang]
    return out(v, "JWT in text", t)


def mk_private_key(r, lang):
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = V.pem_body(r)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    h = "<pre>" + pem + "</pre>"
    return out(head, f"PEM {kind}", pem, html=h if r.random() < 0.5 else None, key="private_key")


def mk_cloud(r, lang):
    shape = r.randint(0, 3)
    if shape == 0:
        v = V.aws_key_id(r)
        return out(v, "AWS access key id", f"aws_access_key_id = {v}")
    if shape == 1:
        v = V.aws_secret(r)
        return out(v, "AWS secret access key", f"AWS_SECRET_ACCESS_KEY={v}")
    if shape == 2:
        v = V.rnd(r, V.ALNUM + "+/", 86) + "=="
        return out(
            v,
            "Azure storage account key",
            f"DefaultEndpointsProtocol=https;AccountName=radarfixtures;AccountKey={v};EndpointSuffix=core.windows.net",
        )
    v = "LTAI" + V.rnd(r, V.ALNUM, 20)
    return out(v, "Alibaba AccessKey id", f"ALIBABA_CLOUD_ACCESS_KEY_ID={v}")


def mk_conn(r, lang):
    pw = V.password(r)
    shape = r.randint(0, 5)
    u = r.choice(["radar", "app_user", "postgres", "svc", "admin"])
    if shape == 0:
        v = f"postgresql://{u}:{pw}@db.radardatos.internal:5432/fixtures"
    elif shape == 1:
        v = f"mongodb+srv://{u}:{pw}@cluster0.{V.rnd(r, V.LOWNUM, 5)}.mongodb.net/bench"
    elif shape == 2:
        v = f"redis://:{pw}@cache.radardatos.internal:6379/0"
    elif shape == 3:
        v = f"mysql://{u}:{pw}@10.0.{r.randint(0, 9)}.{r.randint(2, 250)}:3306/crm"
    elif shape == 4:
        v = f"amqp://{u}:{pw}@rabbit.radardatos.internal:5672/"
    else:
        v = f"Server=sql01;Database=Radar;User Id={u};Password={pw};"
    t = {"es": f"DATABASE_URL={v}", "en": f"connecting to {v}", "pt": f"string de conexão: {v}"}[
        lang
    ]
    return out(v, f"connection string {shape}", t)


def mk_signed(r, lang):
    shape = r.randint(0, 2)
    if shape == 0:
        v = (
            f"https://radar-fixtures.s3.amazonaws.com/reportes/anual.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={V.aws_key_id(r)}%2F20240312%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20240312T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host"
            f"&X-Amz-Signature={V.rnd(r, V.HEX, 64)}"
        )
    elif shape == 1:
        v = (
            f"https://storage.googleapis.com/radar-bench/capturas/p.html?X-Goog-Algorithm=GOOG4-RSA-SHA256"
            f"&X-Goog-Credential=bench%40radar.iam.gserviceaccount.com%2F20240312%2Fauto%2Fstorage%2Fgoog4_request"
            f"&X-Goog-Expires=900&X-Goog-Signature={V.rnd(r, V.HEX, 128)}"
        )
    else:
        v = (
            f"https://radarfixtures.blob.core.windows.net/html/page.html?sv=2022-11-02&ss=b&srt=o&sp=r"
            f"&se=2024-06-01T00:00:00Z&sig={V.rnd(r, V.ALNUM, 43)}%3D"
        )
    t = {
        "es": f"enlace firmado para descargar: {v}",
        "en": f"presigned url: {v}",
        "pt": f"link assinado: {v}",
    }[lang]
    return out(v, f"signed URL {shape}", t)


def mk_webhook(r, lang):
    shape = r.randint(0, 2)
    if shape == 0:
        t_id, b_id = V.rnd(r, V.UPNUM, 10), V.rnd(r, V.UPNUM, 10)
        v = f"https://hooks.slack.com/services/T{t_id}/B{b_id}/{V.rnd(r, V.ALNUM, 24)}"
    elif shape == 1:
        v = f"https://discord.com/api/webhooks/{V.digits(r, 19, True)}/{V.rnd(r, V.ALNUM + '_-', 68)}"
    else:
        v = (
            f"https://radardatos.webhook.office.com/webhookb2/{V.uuid4(r)}@{V.uuid4(r)}/IncomingWebhook/"
            f"{V.rnd(r, V.HEX, 32)}/{V.uuid4(r)}"
        )
    t = {
        "es": f"alertas del bench → {v}",
        "en": f"ALERT_WEBHOOK_URL={v}",
        "pt": f"webhook de alertas: {v}",
    }[lang]
    return out(v, f"webhook {shape}", t)


# ====================================================================== keepers


def mk_role_mailbox(r, lang):
    i = r.randrange(len(COMPANY_DOMAINS))
    local, dom = r.choice(ROLE_LOCALS), COMPANY_DOMAINS[i]
    form = r.choice(["plain", "plain", "upper", "mailto-query", "reply-to"])
    e = f"{local}@{dom}"
    if form == "upper":
        e = e.upper()
    c = COMPANIES[i]
    if form == "mailto-query":
        v = f"mailto:{e}"
        h = f'<p>Cotizaciones: <a href="{v}?subject=Pedido&amp;cc=compras@{dom}">{esc(e)}</a></p>'
        return out(v, "role mailbox mailto with query", f"[{e}]({v}?subject=Pedido)", html=h)
    if form == "reply-to":
        return out(e, "Reply-To role mailbox", f"Reply-To: {c} <{e}>")
    t = {
        "es": [
            f"Para cotizaciones escribe a {e}.",
            f"{c} — atención a clientes: {e}",
            f"Envíe su CFDI a {e} antes del día 25.",
            f"Contacto de prensa de {c}: {e}",
        ],
        "en": [f"Sales enquiries: {e}", f"Questions? Write to {e}."],
        "pt": [f"Dúvidas comerciais: {e}"],
    }[lang]
    return out(e, f"role mailbox {form}", r.choice(t))


def mk_gov_mailbox(r, lang):
    e = f"{r.choice(GOB_LOCALS)}@{r.choice(GOB_DOMAINS)}"
    if r.random() < 0.2:
        e = e.upper()
    t = {
        "es": [
            f"Solicitudes de información: {e}",
            f"Quejas y denuncias al correo {e}",
            f"Unidad de Transparencia — {e} — lunes a viernes de 9 a 15 h.",
        ],
        "en": [f"Public information requests: {e}"],
        "pt": [f"Contato institucional: {e}"],
    }[lang]
    return out(e, "institutional mailbox", r.choice(t))


def mk_switchboard(r, lang):
    area = r.choice(["55", "33", "81"])
    n = f"{r.choice('5') if area == '55' else r.choice('3' if area == '33' else '8')}{V.digits(r, 3)}"
    m = V.digits(r, 4)
    shape = r.randint(0, 5)
    ext = r.randint(100, 9999)
    if shape == 0:
        v = f"({area}) {n} {m} ext. {ext}"
        t = {"es": f"Conmutador: {v}", "en": f"Main office: {v}", "pt": f"PABX: {v}"}[lang]
    elif shape == 1:
        v = f"{area} {n} {m}"
        t = {
            "es": f"Tel. oficina {v}, horario de 9:00 a 18:00",
            "en": f"Office phone {v} (front desk)",
            "pt": f"Telefone do escritório {v}",
        }[lang]
    elif shape == 2:
        v = f"+52 {area} {n} {m}, ext. {ext}"
        t = {
            "es": f"{company(r)} — Conmutador {v}",
            "en": f"{company(r)} switchboard {v}",
            "pt": f"Central {company(r)}: {v}",
        }[lang]
    elif shape == 3:
        v = f"{area}-{n}-{m} Ext. {ext}"
        t = {"es": f"Recepción corporativa: {v}", "en": f"Reception: {v}", "pt": f"Recepção: {v}"}[
            lang
        ]
    elif shape == 4:
        v = f"({area}) {n}-{m}"
        t = {
            "es": f"Sucursal Centro, conmutador {v} (lunes a sábado)",
            "en": f"Downtown branch, main line {v}",
            "pt": f"Filial Centro, telefone geral {v}",
        }[lang]
    else:
        v = f"{area} {n} {m} ext {ext}"
        t = {
            "es": f"Oficinas generales: tel. {v}",
            "en": f"Head office: tel. {v}",
            "pt": f"Sede: tel. {v}",
        }[lang]
    return out(v, f"switchboard {shape}", t)


def mk_tollfree(r, lang):
    n = f"{r.choice(['800', '800', '888', '877'])} {V.digits(r, 3)} {V.digits(r, 4)}"
    v = r.choice([n, "01 " + n, "+52 " + n, n.replace(" ", "-")])
    t = {
        "es": [
            f"Línea sin costo: {v}",
            f"Llama gratis al {v} las 24 horas.",
            f"Atención a clientes {v}",
        ],
        "en": [f"Toll-free: {v}"],
        "pt": [f"Ligação gratuita (México): {v}"],
    }[lang]
    return out(v, "toll-free", r.choice(t))


def mk_official(r, lang):
    inst = r.choice(
        [
            "Locatel",
            "SAT Contribuyente",
            "IMSS",
            "INFONAVIT",
            "PROFECO",
            "Protección Civil",
            "CONDUSEF",
        ]
    )
    v = r.choice(
        [
            f"55 {V.digits(r, 4)} {V.digits(r, 4)}",
            f"800 {V.digits(r, 3)} {V.digits(r, 4)}",
            f"(55) {V.digits(r, 4)}-{V.digits(r, 4)} ext. {r.randint(10, 999)}",
        ]
    )
    t = {
        "es": f"{inst}: {v} (atención ciudadana)",
        "en": f"{inst} hotline: {v}",
        "pt": f"{inst}, atendimento ao cidadão: {v}",
    }[lang]
    return out(v, "official contact", t)


def mk_company_address(r, lang):
    st = r.choice(sorted(V.STATES))
    mun = r.choice(V.MUNICIPIOS[st])
    c = company(r)
    v = (
        f"{r.choice(['Av.', 'Blvd.', 'Calle', 'Calz.'])} {r.choice(V.STREETS)} {r.randint(10, 3999)}, "
        f"{r.choice(['piso ' + str(r.randint(2, 22)), 'local ' + str(r.randint(1, 40)), 'Torre B'])}, "
        f"Col. {r.choice(V.COLONIAS)}, C.P. {V.digits(r, 5, True)}, {mun}, {V.STATES[st][0]}"
    )
    t = {
        "es": [
            f"Oficinas corporativas de {c}: {v}.",
            f"Sucursal {mun}: {v}",
            f"Visítanos en nuestra tienda: {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
        ],
        "en": [f"{c} headquarters: {v}."],
        "pt": [f"Escritório da {c}: {v}."],
    }[lang]
    return out(v, "company address", r.choice(t))


def mk_company_rfc(r, lang):
    c = company(r)
    v = V.rfc_moral(r, c + " SA de CV")
    t = {
        "es": [
            f"Razón social: {c} S.A. de C.V., RFC {v}",
            f"Emisor: {c} — RFC {v} — régimen 601",
            f"Facturamos como {c}, RFC {v}.",
        ],
        "en": [f"Billing entity: {c} S.A. de C.V. (RFC {v})"],
        "pt": [f"Empresa emissora: {c}, RFC {v}"],
    }[lang]
    return out(v, "company RFC persona moral", r.choice(t))


def mk_company_clabe(r, lang):
    c = company(r)
    v = V.clabe(r)
    t = {
        "es": f"Pagos a {c} S.A. de C.V.: CLABE {v}, referencia su número de pedido.",
        "en": f"Pay {c} S.A. de C.V. by SPEI, company CLABE {v}.",
        "pt": f"Pagamento para a empresa {c}: CLABE {v}.",
    }[lang]
    return out(v, "company CLABE for payments", t)


def mk_date(r, lang):
    y, m, d = r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28)
    shape = r.randint(0, 4)
    if shape == 0:
        v = f"{d} de {MONTHS_ES[m - 1]} de {y}" if lang != "en" else f"{MONTHS_EN[m - 1]} {d}, {y}"
        t = {"es": f"Publicado el {v}", "en": f"Published {v}", "pt": f"Atualizado em {v}"}[lang]
        if lang == "pt":
            v = f"{d} de {MONTHS_PT[m - 1]} de {y}"
            t = f"Atualizado em {v}"
    elif shape == 1:
        v = f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00Z"
        return out(
            v, "ISO timestamp field", v, key=r.choice(["publishedAt", "retrievedAt", "capturedAt"])
        )
    elif shape == 2:
        v = f"{d:02d}/{m:02d}/{y}"
        t = {
            "es": f"DOF {v}: se publica el acuerdo.",
            "en": f"Last updated: {v}",
            "pt": f"Data de captura: {v}",
        }[lang]
    elif shape == 3:
        v = f"© {y}"
        t = {
            "es": f"{v} {company(r)}. Todos los derechos reservados.",
            "en": f"{v} {company(r)}. All rights reserved.",
            "pt": f"{v} {company(r)}. Todos os direitos reservados.",
        }[lang]
    else:
        v = f"{y}-{m:02d}-{d:02d}"
        t = {
            "es": f"Fundada en {y}; última actualización {v}.",
            "en": f"Event date: {v}",
            "pt": f"Evento em {v}",
        }[lang]
    return out(v, f"date {shape}", t)


def mk_price(r, lang):
    v = r.choice(
        [
            f"${r.randint(99, 99999):,}.00 MXN",
            f"US$ {r.randint(1, 999)}.{V.digits(r, 2)}",
            f"$ {r.randint(1, 99)}.{V.digits(r, 2)} por cada 1,000 búsquedas",
            f"R$ {r.randint(10, 999)},90",
        ]
    )
    t = {"es": f"Precio: {v} (IVA incluido)", "en": f"Price: {v}", "pt": f"Preço: {v}"}[lang]
    return out(v, "price", t)


def mk_version(r, lang):
    v = r.choice(
        [
            f"v{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
            f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}-rc.{r.randint(1, 4)}",
            f"python-requests/2.{r.randint(20, 32)}.{r.randint(0, 5)}",
            f"build {r.randint(2019, 2025)}.{r.randint(1, 12):02d}.{r.randint(1, 28):02d}",
        ]
    )
    t = {"es": f"Versión del cliente: {v}", "en": f"client version {v}", "pt": f"versão {v}"}[lang]
    return out(v, "version", t)


def mk_request_id(r, lang):
    shape = r.randint(0, 2)
    if shape == 0:
        v = V.uuid4(r)
        return out(v, "uuid in x-request-id header", "", header=("x-request-id", v))
    if shape == 1:
        v = V.uuid4(r)
        t = {
            "es": f"Si el problema persiste, cita el identificador de solicitud {v}.",
            "en": f"request_id={v} status=429",
            "pt": f"ID da requisição: {v}",
        }[lang]
        return out(v, "request id in message", t)
    v = V.rnd(r, V.HEX, 16) + "-" + r.choice(["DFW", "MEX", "QRO", "GRU"])
    return out(v, "cf-ray", "", header=("cf-ray", v))


def mk_hash(r, lang):
    shape = r.randint(0, 3)
    if shape == 0:
        v = V.rnd(r, V.HEX, 64)
        t = {
            "es": f"sha256 del cuerpo original: {v}",
            "en": f"sha256: {v}",
            "pt": f"sha256 do corpo: {v}",
        }[lang]
    elif shape == 1:
        v = V.rnd(r, V.HEX, 40)
        t = {
            "es": f"capturado en el commit {v}",
            "en": f"snapshot commit {v}",
            "pt": f"commit {v}",
        }[lang]
    elif shape == 2:
        v = V.rnd(r, V.HEX, 32)
        return out(v, "ETag", "", header=("ETag", f'W/"{v}"'))
    else:
        v = "sha384-" + V.rnd(r, V.ALNUM + "+/", 64)
        h = f"<p>Script verificado con integridad <code>{v}</code></p>"
        return out(v, "SRI hash", f"integrity: {v}", html=h if r.random() < 0.5 else None)
    return out(v, f"hash {shape}", t)


def mk_content_id(r, lang):
    shape = r.randint(0, 3)
    if shape == 0:
        v = f"{r.randint(15, 24):02d}{r.randint(1, 12):02d}.{V.digits(r, 5)}"
        t = {"es": f"Artículo en arXiv:{v}", "en": f"arXiv:{v} [cs.IR]", "pt": f"arXiv:{v}"}[lang]
    elif shape == 1:
        v = V.rnd(r, V.ALNUM + "-_", 11)
        t = f"https://www.youtube.com/watch?v={v}"
    elif shape == 2:
        v = V.digits(r, 7, True)
        return out(v, "article id field", v, key="articleId")
    else:
        v = f"gs-{r.randint(1, 120):03d}"
        t = {
            "es": f"caso del golden set {v} (categoría noticias)",
            "en": f"golden-set case {v}",
            "pt": f"caso {v} do golden set",
        }[lang]
    return out(v, f"content id {shape}", t)


def mk_order(r, lang):
    v = r.choice(
        [
            f"PED-{V.digits(r, 6)}",
            f"#{V.digits(r, 8, True)}",
            V.digits(r, 10, True),
            f"OC-{r.randint(2020, 2025)}-{V.digits(r, 5)}",
        ]
    )
    t = {
        "es": [
            f"Tu pedido {v} fue enviado.",
            f"Folio de compra: {v}",
            f"pedido={v} estado=entregado",
        ],
        "en": [f"Order {v} has shipped."],
        "pt": [f"Pedido {v} confirmado."],
    }[lang]
    return out(v, "order number", r.choice(t))


def mk_tracking(r, lang):
    v = r.choice(
        [
            "1Z" + V.rnd(r, V.UPNUM, 16),
            V.digits(r, 12, True),
            V.digits(r, 22, True),
            f"MX{V.digits(r, 9)}",
            V.digits(r, 15, True),
        ]
    )
    t = {
        "es": f"Número de guía {v} (paquetería)",
        "en": f"Tracking number: {v}",
        "pt": f"Código de rastreio: {v}",
    }[lang]
    return out(v, "tracking number", t)


def mk_case(r, lang):
    v = r.choice(
        [
            f"CASO-{V.digits(r, 6)}",
            f"Expediente {r.randint(100, 9999)}/{r.randint(2018, 2025)}",
            f"INC{V.digits(r, 7)}",
            f"Ticket #{V.digits(r, 6, True)}",
        ]
    )
    t = {
        "es": f"Referencia de su reporte: {v}",
        "en": f"Support case {v} opened",
        "pt": f"Chamado {v} aberto",
    }[lang]
    return out(v, "case number", t)


def mk_masked(r, lang):
    v = r.choice(
        [
            f"**** **** **** {V.digits(r, 4)}",
            f"XXXX-XXXX-XXXX-{V.digits(r, 4)}",
            f"55 **** {V.digits(r, 4)}",
            "j***@gmail.com",
            f"sk-...{V.rnd(r, V.ALNUM, 4)}",
            f"CLABE terminación {V.digits(r, 4)}",
            "tvly-****************",
            f"***{V.digits(r, 3)}***",
        ]
    )
    t = {"es": f"Dato enmascarado: {v}", "en": f"masked: {v}", "pt": f"valor mascarado: {v}"}[lang]
    return out(v, "masked value", t)


def mk_placeholder(r, lang):
    v = r.choice(
        [
            "YOUR_API_KEY",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "${FIRECRAWL_API_KEY}",
            "<tu-api-key>",
            "redacted@example.test",
            "+52-000-000-0000",
            "AAAA000000HDFXXX00",
            "sk-ant-...",
            "Bearer <token>",
            "<BASIC_AUTH>",
            "{{SERPAPI_KEY}}",
            "REPLACE_ME",
            "sk-XXXXXXXXXXXXXXXXXXXXXXXX",
            "usuario@ejemplo.com",
            "$BRAVE_API_KEY",
            "process.env.EXA_API_KEY",
        ]
    )
    t = {
        "es": f"Sustituye {v} por tu propio valor.",
        "en": f"Set the value to {v} in your config.",
        "pt": f"Troque {v} pelo seu valor.",
    }[lang]
    return out(v, "placeholder", t)


def mk_statistic(r, lang):
    v = r.choice(
        [
            f"{r.randint(1, 99)}.{r.randint(0, 9)} %",
            f"{r.randint(1000, 99999):,} habitantes",
            V.digits(r, 10, True),
            f"{r.randint(100, 9999)} empresas",
            f"{r.randint(1, 999)} mil",
        ]
    )
    t = {"es": f"Según el censo, la cifra es {v}.", "en": f"Total count: {v}", "pt": f"Total: {v}"}[
        lang
    ]
    return out(v, "statistic", t)


def mk_public_key(r, lang):
    head = r.choice(["-----BEGIN PUBLIC KEY-----", "-----BEGIN CERTIFICATE-----"])
    body = V.pem_body(r, 4)
    pem = "\n".join([head, *body, head.replace("BEGIN", "END")])
    if r.random() < 0.3:
        v = "pk_live_" + V.rnd(r, V.ALNUM, 24)
        return out(v, "Stripe publishable key", f"publishable key (public): {v}")
    return out(
        head,
        "PEM public key / certificate",
        pem,
        html="<pre>" + pem + "</pre>" if r.random() < 0.5 else None,
    )


def mk_isbn(r, lang):
    if r.random() < 0.6:
        v = V.isbn13(r)
        v = r.choice([v, f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:12]}-{v[12]}"])
        t = {"es": f"ISBN {v}", "en": f"ISBN: {v}", "pt": f"ISBN {v}"}[lang]
    else:
        v = V.issn(r)
        t = {"es": f"ISSN {v} (versión impresa)", "en": f"ISSN {v}", "pt": f"ISSN {v}"}[lang]
    return out(v, "ISBN/ISSN", t)


MAKERS: dict[str, tuple[str, str, Callable[..., dict[str, Any]], int]] = {
    # kind: (label, family, maker, count)
    "curp": ("personal", "personal", mk_curp, 30),
    "rfc-persona-fisica": ("personal", "personal", mk_rfc, 24),
    "nss": ("personal", "personal", mk_nss, 16),
    "ine-clave-elector": ("personal", "personal", mk_ine, 14),
    "clabe": ("personal", "personal", mk_clabe, 14),
    "card": ("personal", "personal", mk_card, 16),
    "passport": ("personal", "personal", mk_passport, 24),
    "birth-date": ("personal", "personal", mk_birth, 24),
    "home-address": ("personal", "personal", mk_address, 28),
    "phone": ("personal", "personal", mk_phone, 62),
    "whatsapp": ("personal", "personal", mk_whatsapp, 10),
    "email": ("personal", "personal", mk_email, 34),
    "email-obfuscated": ("personal", "personal", mk_email_obf, 14),
    "account-id": ("personal", "account-id", mk_account, 50),
    "api-key-header": ("secret", "secret", mk_key_header, 14),
    "api-key-query": ("secret", "secret", mk_key_query, 10),
    "api-key-curl": ("secret", "secret", mk_key_curl, 10),
    "api-key-env": ("secret", "secret", mk_key_env, 12),
    "api-key-json": ("secret", "secret", mk_key_json, 10),
    "api-key-error": ("secret", "secret", mk_key_error, 10),
    "api-key-prose": ("secret", "secret", mk_key_prose, 12),
    "bearer-token": ("secret", "secret", mk_bearer, 10),
    "basic-auth": ("secret", "secret", mk_basic, 7),
    "cookie": ("secret", "secret", mk_cookie, 8),
    "jwt": ("secret", "secret", mk_jwt, 7),
    "private-key": ("secret", "secret", mk_private_key, 6),
    "cloud-key": ("secret", "secret", mk_cloud, 9),
    "connection-string": ("secret", "secret", mk_conn, 8),
    "signed-url": ("secret", "secret", mk_signed, 6),
    "webhook-url": ("secret", "secret", mk_webhook, 6),
    "role-mailbox": ("keep", "keep", mk_role_mailbox, 32),
    "gov-role-mailbox": ("keep", "keep", mk_gov_mailbox, 16),
    "switchboard": ("keep", "keep", mk_switchboard, 28),
    "toll-free": ("keep", "keep", mk_tollfree, 20),
    "official-contact": ("keep", "keep", mk_official, 12),
    "company-address": ("keep", "keep", mk_company_address, 26),
    "company-rfc": ("keep", "keep", mk_company_rfc, 16),
    "company-clabe": ("keep", "keep", mk_company_clabe, 10),
    "date": ("keep", "keep", mk_date, 28),
    "price": ("keep", "keep", mk_price, 14),
    "version": ("keep", "keep", mk_version, 12),
    "request-id": ("keep", "keep", mk_request_id, 16),
    "hash": ("keep", "keep", mk_hash, 16),
    "content-id": ("keep", "keep", mk_content_id, 10),
    "order-number": ("keep", "keep", mk_order, 16),
    "tracking-number": ("keep", "keep", mk_tracking, 12),
    "case-number": ("keep", "keep", mk_case, 12),
    "masked": ("keep", "keep", mk_masked, 16),
    "placeholder": ("keep", "keep", mk_placeholder, 20),
    "statistic": ("keep", "keep", mk_statistic, 18),
    "public-key": ("keep", "keep", mk_public_key, 6),
    "isbn-issn": ("keep", "keep", mk_isbn, 8),
}
