"""Context makers for corpus 69.

Each maker is ``maker(rng, lang, medium) -> dict`` with:

- ``form``: the form of the datum (``where`` it goes is added by gen.py);
- ``value``: the datum as written in a plain-text context;
- ``text``: a one-line plain-text context holding ``value`` (a sentence, a chat line, a
  log line, a CSV row, an env line, a curl command, an error message...);
- optionally ``html`` + ``hvalue``: an HTML fragment (already escaped) and the datum as
  written in it, used instead of escaping ``text`` (links, markup);
- optionally ``header``: ``(name, value)`` for a recorded request/response header.

``medium`` is ``"html"``, ``"field"`` or ``"header"``; a maker that cannot write a header
ignores it (gen.py only asks headers of the kinds in HEADER_KINDS). Contexts are written
in Spanish, English and Portuguese; LANGS says which languages each kind has.
"""

from __future__ import annotations

import html as htmlmod
import random
from collections.abc import Callable
from typing import Any

from values import (
    GIVEN_F,
    GIVEN_M,
    HEX,
    MONTHS_ES,
    PLACES,
    account_id,
    b64url,
    birth_date,
    card,
    clabe,
    cpf,
    cuil_ar,
    curp,
    digits,
    dni_es,
    email_local,
    group_card,
    home_address,
    ine_clave,
    isbn13,
    issn,
    jwt,
    nie_es,
    nss,
    office_address,
    passport,
    pem_body,
    person,
    personal_email,
    phone,
    provider_key,
    rfc_fisica,
    rfc_moral,
    rs,
    rut_cl,
    sha256_hex,
    ssn_us,
    strip_accents,
    uuid4,
)

Maker = Callable[[random.Random, str, str], dict]

COMPANIES = [
    "Distribuidora Hidalgo",
    "Ferretera del Bajío",
    "Grupo Altamira",
    "Servicios Nopal",
    "Logística Cuauhtémoc",
    "Papelería La Estrella",
    "Clínica Santa Lucía",
    "Soluciones Itzá",
    "Textiles Maya",
    "Agroinsumos del Norte",
    "Consultores Tlaloc",
    "Muebles Encino",
]
DOMAINS = [
    "distribuidorahidalgo.com.mx",
    "ferreterabajio.mx",
    "grupoaltamira.com",
    "serviciosnopal.mx",
    "logisticacuauhtemoc.com.mx",
    "laestrella.com.mx",
    "clinicasantalucia.mx",
    "itza.com.mx",
    "textilesmaya.com",
    "agronorte.mx",
    "tlaloc-consultores.com.mx",
    "muebles-encino.mx",
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "queretaro.gob.mx",
    "jalisco.gob.mx",
    "cdmx.gob.mx",
    "inegi.org.mx",
    "conamer.gob.mx",
    "salud.gob.mx",
    "guanajuato.gob.mx",
]


def _when(rng: random.Random) -> str:
    return (
        f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:"
        f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
    )


def _hm(rng: random.Random) -> str:
    return f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"


def pick(rng: random.Random, table: dict[str, list[str]], lang: str, **kw: Any) -> str:
    kw.setdefault("ts", _when(rng))
    kw.setdefault("hm", _hm(rng))
    kw.setdefault("n", rng.randint(100, 9999))
    return rng.choice(table[lang]).format(**kw)


def say(lang: str, es: str, en: str, pt: str) -> str:
    return {"es": es, "en": en, "pt": pt}[lang]


def R(form: str, value: str, text: str, **extra: Any) -> dict:
    assert value in text, (value, text)
    return {"form": form, "value": value, "text": text, **extra}


# ============================================================================ personal

T_CURP = {
    "es": [
        "Ficha de inscripción 2025-2026 — Alumno: {name}, CURP {v}, grupo 3°B.",
        "Recordatorio IMSS: cita de medicina familiar para {name} (CURP: {v}) el lunes a las {hm}.",
        "[{hm}] {given}: te paso mi curp para el trámite -> {v}",
        '{ts} INFO alta_beneficiario nombre="{name}" curp={v} estatus=pendiente',
        "folio,nombre,curp\n".replace("\n", "; ") + "{n},{name},{v}",
        "Nota de entrega: recibe {name}, identificada con CURP {v}.",
        "Solicito la constancia de {name}; su Clave Única de Registro de Población es {v}.",
        "curp del titular: {v} ({name})",
    ],
    "en": [
        "Applicant {name} provided Mexican CURP {v} on the enrolment form.",
        '{ts} WARN kyc.mismatch user="{name}" curp={v}',
    ],
    "pt": ["Cadastro do funcionário {name}, CURP mexicano {v}, aprovado."],
}


def m_curp(rng, lang, medium):
    p = person(rng)
    c = curp(rng, p)
    st = rng.choice(["upper", "upper", "lower", "spaced", "hyphen", "title"])
    if st == "lower":
        v = c.lower()
    elif st == "spaced":
        v = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
    elif st == "hyphen":
        v = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
    elif st == "title":
        v = c[0] + c[1:4].lower() + c[4:]
    else:
        v = c
    return R(f"curp {st}", v, pick(rng, T_CURP, lang, v=v, name=p["full"], given=p["given"]))


T_RFC = {
    "es": [
        "Favor de facturar a nombre de {name}, RFC {v}, uso CFDI G03.",
        "Ticket #{n}: el cliente {name} pide corregir su RFC a {v} en la factura.",
        "Recibo de arrendamiento — Arrendatario: {name} · R.F.C.: {v} · Mes: {mes}",
        '{ts} DEBUG cfdi.receptor rfc={v} nombre="{name}"',
        "Mis datos fiscales: {v}, régimen 605, {name}.",
        "rfc;nombre;cp\n".replace("\n", " ") + "{v};{name};{cp}",
    ],
    "en": ["Invoice for {name} (Mexican tax id RFC {v}) was re-issued."],
    "pt": ["O prestador {name} informou o RFC {v} para a nota fiscal mexicana."],
}


def m_rfc(rng, lang, medium):
    p = person(rng)
    r = rfc_fisica(rng, p)
    st = rng.choice(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        "lower": r.lower(),
    }[st]
    return R(
        f"rfc {st}",
        v,
        pick(
            rng,
            T_RFC,
            lang,
            v=v,
            name=p["full"],
            mes=rng.choice(MONTHS_ES),
            cp=f"{rng.randint(1000, 99999):05d}",
        ),
    )


T_NSS = {
    "es": [
        "Alta ante el IMSS de {name}, número de seguridad social {v}.",
        "NSS del trabajador: {v} — {name}, puesto: almacenista.",
        "[{hm}] {given}: mi número del seguro es {v}, ¿me ayudas con la incapacidad?",
        '{ts} INFO nomina.empleado nss={v} nombre="{name}"',
        "Constancia de semanas cotizadas de {name} (NSS {v}).",
    ],
    "en": ["Employee {name}, Mexican social security number (NSS) {v}, starts Monday."],
    "pt": ["Funcionária {name}, número de seguro social mexicano (NSS) {v}."],
}


def m_nss(rng, lang, medium):
    p = person(rng)
    n = nss(rng, p)
    st = rng.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[st]
    return R(f"nss {st}", v, pick(rng, T_NSS, lang, v=v, name=p["full"], given=p["given"]))


T_INE = {
    "es": [
        "Credencial para votar de {name}: clave de elector {v}.",
        "Se identificó con INE, clave de elector {v}, a nombre de {name}.",
        '{ts} INFO verificacion_ine clave_elector={v} titular="{name}"',
        "Clave de elector: {v} | Nombre: {name} | Sección: {n}",
    ],
    "en": ["Voter card (INE) of {name}, elector key {v}, was scanned at check-in."],
    "pt": ["Documento INE de {name}, chave de eleitor {v}."],
}


def m_ine(rng, lang, medium):
    p = person(rng)
    c = ine_clave(rng, p)
    st = rng.choice(["upper", "upper", "lower", "spaced"])
    v = {"upper": c, "lower": c.lower(), "spaced": f"{c[:6]} {c[6:14]} {c[14:]}"}[st]
    return R(f"ine-clave {st}", v, pick(rng, T_INE, lang, v=v, name=p["full"]))


T_CLABE = {
    "es": [
        "Para el reembolso, deposita a mi cuenta: {name}, CLABE {v}.",
        "[{hm}] {given}: te mando mi clabe {v} para lo de la renta",
        "Beneficiario: {name}; CLABE interbancaria: {v}; concepto: devolución.",
        '{ts} INFO spei.alta_beneficiario titular="{name}" clabe={v}',
    ],
    "en": ["Refund to {name}, Mexican CLABE {v}, was approved."],
    "pt": ["Reembolso para {name}, conta CLABE {v}."],
}


def m_clabe(rng, lang, medium):
    p = person(rng)
    c = clabe(rng)
    st = rng.choice(["plain", "plain", "spaced"])
    v = c if st == "plain" else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    return R(f"clabe {st}", v, pick(rng, T_CLABE, lang, v=v, name=p["full"], given=p["given"]))


T_CARD = {
    "es": [
        "Pago con tarjeta {v} a nombre de {name}, vence 08/28.",
        "[{hm}] {given}: cárgalo a mi tarjeta {v}, el CVV te lo paso por llamada",
        '{ts} ERROR pasarela: cargo rechazado pan={v} titular="{name}"',
        "Tarjeta de {name}: {v}",
    ],
    "en": [
        "Please charge card {v} (cardholder {name}), exp 11/27.",
        '{ts} ERROR payment declined card_number={v} holder="{name}"',
    ],
    "pt": ["Pagamento no cartão {v}, titular {name}, validade 03/29."],
}


def m_card(rng, lang, medium):
    p = person(rng)
    brand = rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    n = card(rng, brand)
    st = rng.choice(["plain", "spaced", "hyphen"])
    v = n if st == "plain" else group_card(n, " " if st == "spaced" else "-")
    return R(
        f"card {brand} {st}", v, pick(rng, T_CARD, lang, v=v, name=p["full"], given=p["given"])
    )


T_PASS = {
    "es": [
        "Pasaporte mexicano de {name}: {v}, vigente hasta 2031.",
        "Datos del pasajero — {name}, pasaporte núm. {v}, nacionalidad {nat}.",
        "[{hm}] {given}: mi número de pasaporte es {v}",
        '{ts} INFO checkin pasajero="{name}" pasaporte={v}',
        "Reserva confirmada para {name} (pasaporte {v}).",
    ],
    "en": [
        "Traveller {name}, passport number {v}, issued by {nat_en}.",
        '{ts} INFO booking passenger="{name}" passport_no={v}',
        "My passport no. is {v} — {name}",
    ],
    "pt": [
        "Passageiro {name}, passaporte nº {v}, emitido pelo {nat_pt}.",
        "Meu número de passaporte é {v} ({name}).",
    ],
}
NAT = {
    "mx": ("mexicana", "Mexico", "México"),
    "us": ("estadounidense", "the United States", "EUA"),
    "es": ("española", "Spain", "Espanha"),
    "br": ("brasileña", "Brazil", "Brasil"),
    "ca": ("canadiense", "Canada", "Canadá"),
    "gt": ("guatemalteca", "Guatemala", "Guatemala"),
}


def m_passport(rng, lang, medium):
    country = rng.choice(["mx", "mx", "mx", "us", "es", "br", "ca", "gt"])
    p = person(rng, lang)
    v = passport(rng, country)
    if rng.random() < 0.2:
        v = v.lower()
    nat = NAT[country]
    return R(
        f"passport {country}",
        v,
        pick(
            rng,
            T_PASS,
            lang,
            v=v,
            name=p["full"],
            given=p["given"],
            nat=nat[0],
            nat_en=nat[1],
            nat_pt=nat[2],
        ),
    )


T_BIRTH = {
    "es": [
        "Aviso escolar: {name} nació el {v}; favor de traer acta original.",
        "Expediente clínico — Paciente: {name}. Fecha de nacimiento: {v}.",
        "Liga infantil, registro: {name}, fecha de nac. {v}, categoría 2014.",
        "[{hm}] {given}: mi fecha de nacimiento es {v}",
        "{name}, F. Nac.: {v}, tipo de sangre O+",
        '{ts} INFO alta_paciente nombre="{name}" fecha_nacimiento={v}',
    ],
    "en": [
        "Patient {name}, date of birth {v}, allergic to penicillin.",
        "{name} (DOB: {v}) joined the under-12 roster.",
    ],
    "pt": ["Paciente {name}, data de nascimento {v}.", "{name} nasceu em {v}."],
}


def m_birth(rng, lang, medium):
    p = person(rng, lang)
    style = {
        "es": ["es-long", "dmy", "iso", "mon", "dot"],
        "en": ["en", "iso", "dmy"],
        "pt": ["pt", "dmy"],
    }[lang]
    st = rng.choice(style)
    v = birth_date(rng, p, st)
    return R(f"birth-date {st}", v, pick(rng, T_BIRTH, lang, v=v, name=p["full"], given=p["given"]))


T_HOME = {
    "es": [
        "Se renta cuarto; informes con {name}, domicilio particular: {v}.",
        "Entregar a {name} en {v}. Tocar el timbre dos veces.",
        "Expediente de {name}. Domicilio: {v}.",
        "Boletín parroquial: la familia de {name} invita al rosario en su casa, {v}.",
        "Destinatario: {name} | Dirección: {v}",
        "[{hm}] {given}: mi dirección es {v}",
        '{ts} INFO envio.destinatario nombre="{name}" domicilio="{v}"',
    ],
    "en": ["Ship to {name}, home address {v}, Mexico."],
    "pt": ["Entregar para {name}, endereço residencial: {v}, México."],
}


def m_home(rng, lang, medium):
    p = person(rng, lang)
    v = home_address(rng)
    return R("home-address", v, pick(rng, T_HOME, lang, v=v, name=p["full"], given=p["given"]))


T_PHONE = {
    "es": [
        "Comunícate con {short} al {v}.",
        "{short} {v}",
        "Mi cel es {v}, mándame mensaje cuando llegues.",
        "Contacto de emergencia: {name} (mamá), tel. {v}",
        "[{hm}] {given}: márcame al {v} porfa",
        "Vendo bicicleta rodada 26, trato directo con {given} al {v}.",
        '{ts} INFO sms.enviado destinatario="{name}" telefono={v}',
        "nombre,telefono; {name},{v}",
        "Si no contesto, mi número personal es {v}.",
        "Paciente {name}, celular {v}",
    ],
    "en": [
        "Call {short} on {v} after 6 pm.",
        "My cell is {v}, text me when you land.",
        "Emergency contact: {name}, phone {v}",
    ],
    "pt": ["Fale com {short} pelo {v}.", "Meu celular é {v}, me chama no fim do dia."],
}


def m_phone(rng, lang, medium):
    p = person(rng, lang if lang != "en" else "es")
    styles = [
        "intl",
        "intl1",
        "044",
        "045",
        "paren",
        "dots",
        "dash",
        "plain",
        "intlparen",
        "bare",
        "spaced",
        "tel",
    ]
    st = rng.choice(styles)
    if st == "tel":
        v = phone(rng, "tel")
        if medium == "html":
            ten = v[4:]
            shown = f"{ten[:2]} {ten[2:6]} {ten[6:]}"
            inner = {
                "es": f'Llama a {p["short"]}: <a href="tel:{v}">{shown}</a>',
                "en": f'Call {p["short"]}: <a href="tel:{v}">{shown}</a>',
                "pt": f'Ligue para {p["short"]}: <a href="tel:{v}">{shown}</a>',
            }[lang]
            return R("phone tel-link", v, f"tel:{v}", html=inner, hvalue=f"tel:{v}")
        v = f"tel:{v}"
        return R(
            "phone tel-uri",
            v,
            pick(rng, T_PHONE, lang, v=v, name=p["full"], short=p["short"], given=p["given"]),
        )
    v = phone(rng, st)
    return R(
        f"phone {st}",
        v,
        pick(rng, T_PHONE, lang, v=v, name=p["full"], short=p["short"], given=p["given"]),
    )


def m_whatsapp(rng, lang, medium):
    p = person(rng)
    num = phone(rng, "wa")
    url = rng.choice(
        [
            f"https://wa.me/{num}",
            f"https://api.whatsapp.com/send?phone={num}",
            f"https://wa.me/{num}?text=Hola%20{strip_accents(p['given'])}",
        ]
    )
    txt = {
        "es": [
            f"Escríbele a {p['short']} por WhatsApp: {url}",
            f"Pedidos con {p['given']} (WhatsApp personal) {url}",
        ],
        "en": [f"Message {p['short']} on WhatsApp: {url}"],
        "pt": [f"Chama a {p['short']} no WhatsApp: {url}"],
    }[lang]
    text = rng.choice(txt)
    if medium == "html":
        hv = htmlmod.escape(url)
        label = {"es": "WhatsApp de", "en": "WhatsApp", "pt": "WhatsApp de"}[lang]
        return R(
            "whatsapp link",
            url,
            text,
            html=f'{label} {p["short"]}: <a href="{hv}">{hv}</a>',
            hvalue=hv,
        )
    return R("whatsapp", url, text)


T_EMAIL = {
    "es": [
        "Escríbeme a {v} y te paso los detalles.",
        "Contacto: {name} <{v}>",
        "From: {name} <{v}>",
        "[{hm}] {given}: mi correo personal es {v}",
        '{ts} INFO registro usuario="{name}" email={v}',
        "Para dudas del torneo, {short}: {v}",
        "nombre;correo; {name};{v}",
    ],
    "en": ["Reach {short} at {v}.", "From: {name} <{v}>", "My personal email is {v}."],
    "pt": ["Pode me escrever no {v}.", "Contato: {name}, e-mail {v}"],
}


def m_email(rng, lang, medium):
    p = person(rng, lang)
    st = rng.choice(["plain", "plain", "accented", "accented", "upper", "mailto"])
    if st == "mailto":
        e = personal_email(rng, p)
        q = rng.choice(
            ["?subject=Cotizaci%C3%B3n", "?subject=Hola&body=Buen%20d%C3%ADa", "?cc=&subject=Renta"]
        )
        v = f"mailto:{e}{q}"
        if medium == "html":
            hv = htmlmod.escape(v)
            lab = {"es": "Escríbele a", "en": "Email", "pt": "Escreva para"}[lang]
            return R(
                "email mailto-query",
                v,
                v,
                html=f'{lab} {p["short"]}: <a href="{hv}">{e}</a>',
                hvalue=hv,
            )
        return R(
            "email mailto-query",
            v,
            pick(rng, T_EMAIL, lang, v=v, name=p["full"], short=p["short"], given=p["given"]),
        )
    v = personal_email(rng, p, accented=st == "accented", upper=st == "upper")
    return R(
        f"email {st}",
        v,
        pick(rng, T_EMAIL, lang, v=v, name=p["full"], short=p["short"], given=p["given"]),
    )


def m_email_obf(rng, lang, medium):
    p = person(rng, lang)
    local = email_local(rng, p, rng.random() < 0.3)
    dom = rng.choice(["gmail", "hotmail", "yahoo", "outlook"])
    tld = rng.choice(["com", "com", "es"]) if dom != "yahoo" else "com.mx"
    tld_w = tld.replace(".", " punto ")
    st = rng.randint(0, 5)
    v = [
        f"{local} [arroba] {dom} [punto] {tld}",
        f"{local}(arroba){dom}(punto){tld}",
        f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        f"{local}[at]{dom}[dot]{tld}",
        f"{local} arroba {dom} punto {tld_w}",
        f"{local} {{at}} {dom} {{dot}} {tld}",
    ][st]
    txt = {
        "es": [
            f"Para no recibir spam, escríbanle a {p['short']}: {v}",
            f"Correo de {p['given']}: {v}",
        ],
        "en": [f"Contact {p['short']}: {v}", f"email me: {v} ({p['given']})"],
        "pt": [f"E-mail da {p['given']}: {v}"],
    }[lang]
    return R(f"email-obfuscated {st}", v, rng.choice(txt))


def m_foreign(rng, lang, medium):
    p = person(rng, lang)
    kind = rng.choice(["cpf", "dni", "nie", "rut", "cuil", "ssn"])
    v = {"cpf": cpf, "dni": dni_es, "nie": nie_es, "rut": rut_cl, "cuil": cuil_ar, "ssn": ssn_us}[
        kind
    ](rng)
    lab = {"cpf": "CPF", "dni": "DNI", "nie": "NIE", "rut": "RUT", "cuil": "CUIL", "ssn": "SSN"}[
        kind
    ]
    txt = {
        "es": [
            f"Huésped {p['full']}, {lab} {v}.",
            f"[{_hm(rng)}] {p['given']}: mi {lab} es {v}",
            f"Titular: {p['full']} — documento {lab}: {v}",
        ],
        "en": [
            f"Applicant {p['full']}, {lab} {v}.",
            f"{_when(rng)} INFO kyc doc_type={lab} doc_number={v}",
        ],
        "pt": [f"Cliente {p['full']}, {lab} {v}.", f"Meu {lab} é {v}, {p['given']}."],
    }[lang]
    return R(f"foreign-id {kind}", v, rng.choice(txt))


# ---- account ids

ACCT_HEADERS = [
    ("x-account", "cust"),
    ("X-Customer-Id", "cust"),
    ("OpenAI-Organization", "org"),
    ("OpenAI-Project", "proj"),
    ("X-Workspace-Id", "ws"),
    ("x-team-id", "team"),
    ("X-Account-Id", "acct"),
    ("x-user-id", "user"),
]


def m_account(rng, lang, medium):
    if medium == "header":
        name, shape = rng.choice(ACCT_HEADERS)
        v = account_id(rng, shape)
        return R(f"account-id {shape} header", v, v, header=(name, v))
    shape = rng.choice(["acct", "cust", "org", "proj", "user", "ws", "team", "org_", "workspace"])
    v = account_id(rng, shape)
    es_n, en_n, pt_n = {
        "acct": ("la cuenta", "account", "A conta"),
        "cust": ("el cliente", "customer", "O cliente"),
        "org": ("la organización", "organization", "A organização"),
        "proj": ("el proyecto", "project", "O projeto"),
        "user": ("el usuario", "user", "O usuário"),
        "ws": ("el workspace", "workspace", "O workspace"),
        "team": ("el equipo", "team", "A equipe"),
        "org_": ("la organización", "organization", "A organização"),
        "workspace": ("el espacio de trabajo", "workspace", "O espaço de trabalho"),
    }[shape]
    seg = {
        "acct": "accounts",
        "cust": "customers",
        "org": "organizations",
        "proj": "projects",
        "user": "users",
        "ws": "workspaces",
        "team": "teams",
        "org_": "orgs",
        "workspace": "workspaces",
    }[shape]
    host = rng.choice(
        [
            "api.tavily.com",
            "api.firecrawl.dev",
            "api.openai.com",
            "api.stripe.com",
            "api.example-search.io",
            "search.brave.com",
        ]
    )
    t = {
        "es": [
            f"{_when(rng)} ERROR cuota excedida para {es_n} {v}; reintente en 60 s",
            f"GET https://{host}/v1/{seg}/{v}/usage 200",
            f"El proveedor respondió que {es_n} {v} no tiene saldo.",
            f'{{"{en_n}": "{v}", "plan": "pro"}}',
            f"{en_n}_id={v} plan=startup región=mx-central",
            f"Aviso de facturación: {es_n} {v} alcanzó su límite mensual.",
            f"https://{host}/{seg}/{v}/billing",
        ],
        "en": [
            f"Rate limit exceeded for {en_n} {v} on requests per min.",
            f"POST https://{host}/v1/{seg}/{v}/keys 403",
            f"{_when(rng)} WARN usage {en_n}_id={v} credits_left=0",
            f"The {en_n} {v} has reached its monthly search quota.",
            f"{en_n} {v} is not allowed to use this model",
        ],
        "pt": [
            f"{pt_n} {v} excedeu a cota de buscas do mês.",
            f"Erro: {pt_n.lower()} {v} não tem créditos.",
        ],
    }[lang]
    return R(f"account-id {shape}", v, rng.choice(t))


# ============================================================================ secrets

PROVIDERS = [
    ("tavily", "TAVILY_API_KEY", "api.tavily.com"),
    ("brave", "BRAVE_API_KEY", "api.search.brave.com"),
    ("serpapi", "SERPAPI_API_KEY", "serpapi.com"),
    ("serper", "SERPER_API_KEY", "google.serper.dev"),
    ("firecrawl", "FIRECRAWL_API_KEY", "api.firecrawl.dev"),
    ("jina", "JINA_API_KEY", "r.jina.ai"),
    ("perplexity", "PERPLEXITY_API_KEY", "api.perplexity.ai"),
    ("openai", "OPENAI_API_KEY", "api.openai.com"),
    ("openai-old", "OPENAI_API_KEY", "api.openai.com"),
    ("anthropic", "ANTHROPIC_API_KEY", "api.anthropic.com"),
    ("openrouter", "OPENROUTER_API_KEY", "openrouter.ai"),
    ("groq", "GROQ_API_KEY", "api.groq.com"),
    ("google", "GOOGLE_API_KEY", "www.googleapis.com"),
    ("hf", "HF_TOKEN", "api-inference.huggingface.co"),
    ("xai", "XAI_API_KEY", "api.x.ai"),
    ("exa", "EXA_API_KEY", "api.exa.ai"),
    ("mistral", "MISTRAL_API_KEY", "api.mistral.ai"),
    ("cohere", "COHERE_API_KEY", "api.cohere.com"),
    ("stripe", "STRIPE_SECRET_KEY", "api.stripe.com"),
    ("github", "GITHUB_TOKEN", "api.github.com"),
    ("github-pat", "GH_TOKEN", "api.github.com"),
    ("gitlab", "GITLAB_TOKEN", "gitlab.com"),
    ("sendgrid", "SENDGRID_API_KEY", "api.sendgrid.com"),
    ("mailgun", "MAILGUN_API_KEY", "api.mailgun.net"),
    ("slack-bot", "SLACK_BOT_TOKEN", "slack.com"),
    ("npm", "NPM_TOKEN", "registry.npmjs.org"),
    ("shopify", "SHOPIFY_ACCESS_TOKEN", "tienda.myshopify.com"),
    ("mercadopago", "MP_ACCESS_TOKEN", "api.mercadopago.com"),
    ("conekta", "CONEKTA_PRIVATE_KEY", "api.conekta.io"),
    ("twilio", "TWILIO_API_KEY", "api.twilio.com"),
    ("deepseek", "DEEPSEEK_API_KEY", "api.deepseek.com"),
    ("replicate", "REPLICATE_API_TOKEN", "api.replicate.com"),
    ("pinecone", "PINECONE_API_KEY", "api.pinecone.io"),
    ("scrapingbee", "SCRAPINGBEE_API_KEY", "app.scrapingbee.com"),
    ("stripe-whsec", "STRIPE_WEBHOOK_SECRET", "api.stripe.com"),
]
# providers whose keys have no distinctive prefix: only with their variable name nearby
BARE = {"serpapi", "serper", "exa", "mistral", "cohere", "scrapingbee", "deepseek"}


def _prov(rng, prefixed_only=False):
    while True:
        p = rng.choice(PROVIDERS)
        if not prefixed_only or p[0] not in BARE:
            return p


def m_key_header(rng, lang, medium):
    prov, _env, _host = _prov(rng)
    k = provider_key(rng, prov)
    hname = rng.choice(
        [
            "x-api-key",
            "X-API-Key",
            "X-Subscription-Token",
            "api-key",
            "x-goog-api-key",
            "Authorization",
        ]
    )
    hval = f"Bearer {k}" if hname == "Authorization" else k
    if medium == "header":
        return R(f"{prov} header {hname}", k, hval, header=(hname, hval))
    t = {
        "es": f"Cabecera enviada: {hname}: {hval}",
        "en": f"Request header {hname}: {hval}",
        "pt": f"Cabeçalho enviado: {hname}: {hval}",
    }[lang]
    return R(f"{prov} header-text {hname}", k, t)


def m_key_query(rng, lang, medium):
    prov, _env, host = _prov(rng)
    k = provider_key(rng, prov)
    pname = rng.choice(["api_key", "key", "apikey", "token", "access_token"])
    url = f"https://{host}/search?q=clima+monterrey&{pname}={k}&num=10"
    t = {
        "es": [f"URL solicitada: {url}", f"{_when(rng)} DEBUG GET {url} -> 200"],
        "en": [f"GET {url} returned 429", f"Fetched {url}"],
        "pt": [f"URL chamada: {url}"],
    }[lang]
    return R(f"{prov} query {pname}", k, rng.choice(t))


def m_key_curl(rng, lang, medium):
    prov, _env, host = _prov(rng)
    k = provider_key(rng, prov)
    form = rng.randint(0, 2)
    cmd = [
        f"curl -s https://{host}/v1/search -H 'Authorization: Bearer {k}' -d '{{\"query\":\"precio del dólar\"}}'",
        f"curl -X POST https://{host}/v1/extract -H \"x-api-key: {k}\" -H 'Content-Type: application/json'",
        f'curl "https://{host}/v1/search?api_key={k}&q=noticias"',
    ][form]
    t = {
        "es": [f"Para reproducir: {cmd}", cmd],
        "en": [f"Repro: {cmd}", cmd],
        "pt": [f"Para reproduzir: {cmd}"],
    }[lang]
    return R(f"{prov} curl {form}", k, rng.choice(t))


def m_key_env(rng, lang, medium):
    prov, env, _host = _prov(rng)
    k = provider_key(rng, prov)
    form = rng.randint(0, 4)
    line = [
        f"{env}={k}",
        f'export {env}="{k}"',
        f"{env.lower()}: {k}",
        f"[{prov}] api_key = {k}",
        f'{env}: "{k}"',
    ][form]
    t = {
        "es": [f"Mi .env quedó así: {line}", line, f"config cargada -> {line}"],
        "en": [f".env: {line}", line],
        "pt": [f"Meu .env: {line}"],
    }[lang]
    return R(f"{prov} env {form}", k, rng.choice(t))


def m_key_json(rng, lang, medium):
    prov, _env, _host = _prov(rng)
    k = provider_key(rng, prov)
    f = rng.choice(["api_key", "apiKey", "token", "secret", "auth_token", "key"])
    t = f'{{"provider": "{prov}", "{f}": "{k}", "timeout": 30}}'
    t = say(lang, "cuerpo enviado: ", "request body: ", "corpo enviado: ") + t
    return R(f"{prov} json {f}", k, t)


def m_key_error(rng, lang, medium):
    prov, _env, host = _prov(rng, prefixed_only=True)
    k = provider_key(rng, prov)
    t = {
        "es": [
            f"Error 401: la clave {k} no es válida o fue revocada.",
            f"{_when(rng)} ERROR AuthenticationError: Incorrect API key provided: {k}",
        ],
        "en": [
            "Error code: 401 - {'error': {'message': 'Incorrect API key provided: "
            f"{k}', 'type': 'invalid_request_error'}}}}",
            f"Invalid API key: {k}. You can find your API key at https://{host}/account.",
        ],
        "pt": [f"Erro 403: a chave {k} não tem permissão para este endpoint."],
    }[lang]
    return R(f"{prov} error", k, rng.choice(t))


def m_key_prose(rng, lang, medium):
    prov, _env, _host = _prov(rng, prefixed_only=True)
    k = provider_key(rng, prov)
    t = {
        "es": [
            f"Te paso la llave de producción para que pruebes: {k} (no la compartas).",
            f"[{_hm(rng)}] Ramiro: ya quedó, usa esta key {k}",
        ],
        "en": [f"Here is the production key so you can test: {k}", f"use my key {k} until Friday"],
        "pt": [f"Segue a chave de produção para teste: {k}"],
    }[lang]
    return R(f"{prov} prose", k, rng.choice(t))


def m_bearer(rng, lang, medium):
    tok = rng.choice(
        [
            provider_key(rng, "bearer"),
            "ya29."
            + rs(rng, 60, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"),
            "EAA" + rs(rng, 60),
        ]
    )
    hv = f"Bearer {tok}"
    if medium == "header":
        return R("bearer header", tok, hv, header=("Authorization", hv))
    t = {
        "es": f"Authorization: {hv}",
        "en": f"sent Authorization: {hv}",
        "pt": f"Authorization: {hv}",
    }[lang]
    return R("bearer text", tok, t)


def m_basic(rng, lang, medium):
    user = rng.choice(["admin", "svc-crawler", "reportes", "api"])
    pw = rs(rng, 14)
    if rng.random() < 0.5 or medium == "header":
        cred = b64url(f"{user}:{pw}".encode()).replace("-", "+").replace("_", "/")
        cred += "=" * (-len(cred) % 4)
        hv = f"Basic {cred}"
        if medium == "header":
            return R("basic header", cred, hv, header=("Authorization", hv))
        return R(
            "basic text",
            cred,
            say(lang, "El cliente mandaba ", "the client sent ", "O cliente enviava ")
            + f"Authorization: {hv}",
        )
    url = f"https://{user}:{pw}@intranet.grupoaltamira.com/api/export"
    t = {
        "es": f"El respaldo se descarga de {url}",
        "en": f"backup pulled from {url}",
        "pt": f"O backup vem de {url}",
    }[lang]
    return R("basic url", f"{user}:{pw}@", t)


def m_cookie(rng, lang, medium):
    name = rng.choice(
        [
            "sessionid",
            "connect.sid",
            "_session_id",
            "PHPSESSID",
            "auth_token",
            "__Secure-next-auth.session-token",
        ]
    )
    val = rs(rng, 44)
    if medium == "header":
        hn = rng.choice(["Cookie", "Set-Cookie"])
        hv = f"{name}={val}" + (
            "; Path=/; HttpOnly; Secure" if hn == "Set-Cookie" else "; lang=es-MX"
        )
        return R(f"cookie header {hn}", val, hv, header=(hn, hv))
    t = {
        "es": f"Cookie de sesión copiada del navegador: {name}={val}",
        "en": f"Set-Cookie: {name}={val}; Path=/; HttpOnly",
        "pt": f"Cookie: {name}={val}",
    }[lang]
    return R("cookie text", val, t)


def m_jwt(rng, lang, medium):
    tok = jwt(rng)
    if medium == "header":
        return R("jwt header", tok, f"Bearer {tok}", header=("Authorization", f"Bearer {tok}"))
    t = {
        "es": f"token de acceso={tok}",
        "en": f'{{"access_token": "{tok}", "token_type": "bearer"}}',
        "pt": f"Token de acesso: {tok}",
    }[lang]
    return R("jwt text", tok, t)


def m_pem(rng, lang, medium):
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    head = f"-----BEGIN {kind}-----"
    body = pem_body(rng, rng.randint(4, 8))
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    label = say(
        lang,
        "Llave del servicio (no subir al repo):",
        "service key (do not commit):",
        "Chave do serviço:",
    )
    if medium == "html":
        return R(f"pem {kind}", head, head, pre=pem, label=label)
    return R(f"pem {kind} escaped", head, label + " " + pem)


def m_cloud(rng, lang, medium):
    st = rng.randint(0, 2)
    if st == 0:
        kid = provider_key(rng, "aws-id")
        return R(
            "aws access key id",
            kid,
            say(lang, "Credenciales del bucket: ", "bucket creds: ", "Credenciais do bucket: ")
            + f"AWS_ACCESS_KEY_ID={kid}",
        )
    if st == 1:
        sec = provider_key(rng, "aws-secret")
        return R(
            "aws secret",
            sec,
            say(
                lang,
                "~/.aws/credentials tenía ",
                "~/.aws/credentials had ",
                "~/.aws/credentials tinha ",
            )
            + f"aws_secret_access_key = {sec}",
        )
    key = (
        b64url(bytes(rng.getrandbits(8) for _ in range(64))).replace("-", "+").replace("_", "/")
        + "=="
    )
    return R(
        "azure storage key",
        key,
        say(lang, "Cadena de Azure: ", "Azure storage: ", "Conexão Azure: ")
        + f"DefaultEndpointsProtocol=https;AccountName=capturasmx;AccountKey={key};EndpointSuffix=core.windows.net",
    )


def m_connstr(rng, lang, medium):
    pw = rs(rng, 16)
    user = rng.choice(["app", "fixtures", "postgres", "admin", "etl"])
    s = rng.choice(
        [
            f"postgresql://{user}:{pw}@db.interno.mx:5432/busquedas",
            f"mongodb+srv://{user}:{pw}@cluster0.ab12c.mongodb.net/capturas",
            f"redis://:{pw}@cache.interno.mx:6379/0",
            f"mysql://{user}:{pw}@10.0.3.14:3306/ventas",
            f"Server=sql.interno.mx;Database=crm;User Id={user};Password={pw};",
        ]
    )
    t = {
        "es": [f"DATABASE_URL={s}", f"No conecta con {s}, ¿alguien sabe por qué?"],
        "en": [f"DATABASE_URL={s}", f"{_when(rng)} ERROR could not connect to {s}"],
        "pt": [f"String de conexão: {s}"],
    }[lang]
    return R("connection-string", pw, rng.choice(t))


def m_signed(rng, lang, medium):
    st = rng.randint(0, 2)
    if st == 0:
        sig = rs(rng, 64, HEX)
        url = (
            f"https://capturas-mx.s3.amazonaws.com/reporte.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential={provider_key(rng, 'aws-id')}%2F20250312%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Expires=3600&X-Amz-Signature={sig}"
        )
    elif st == 1:
        sig = rs(rng, 86, "abcdef0123456789")
        url = f"https://storage.googleapis.com/capturas/crawl.json?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature={sig}"
    else:
        sig = rs(rng, 43) + "%3D"
        url = f"https://capturasmx.blob.core.windows.net/raw/p.html?sv=2022-11-02&se=2026-01-01&sp=r&sig={sig}"
    t = {
        "es": f"Enlace firmado para descargar: {url}",
        "en": f"signed download link: {url}",
        "pt": f"Link assinado: {url}",
    }[lang]
    return R(f"signed-url {st}", sig, t)


def m_webhook(rng, lang, medium):
    st = rng.randint(0, 2)
    if st == 0:
        url = f"https://hooks.slack.com/services/T{rs(rng, 8, UPPER)}/B{rs(rng, 10, UPPER)}/{rs(rng, 24)}"
    elif st == 1:
        url = f"https://discord.com/api/webhooks/{digits(rng, 18)}/{rs(rng, 68, ALNUM_DASH)}"
    else:
        url = (
            f"https://grupoaltamira.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/"
            f"{rs(rng, 32, HEX)}/{uuid4(rng)}"
        )
    t = {
        "es": f"Las alertas se mandan a {url}",
        "en": f"alerts webhook: {url}",
        "pt": f"Webhook de alertas: {url}",
    }[lang]
    return R(f"webhook {st}", url, t)


UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
ALNUM_DASH = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"


# ============================================================================ keepers


def _co(rng):
    i = rng.randrange(len(COMPANIES))
    return COMPANIES[i], DOMAINS[i]


def m_role_mail(rng, lang, medium):
    co, dom = _co(rng)
    box = rng.choice(
        [
            "ventas",
            "contacto",
            "soporte",
            "prensa",
            "facturacion",
            "atencion.clientes",
            "info",
            "hola",
            "cobranza",
            "vacantes",
            "compras",
            "privacidad",
        ]
    )
    st = rng.choice(["plain", "plain", "upper", "mailto", "replyto"])
    e = f"{box}@{dom}"
    if st == "upper":
        e = e.upper()
    if st == "mailto":
        v = f"mailto:{e}?subject=Cotizaci%C3%B3n"
        if medium == "html":
            hv = htmlmod.escape(v)
            return R(
                "role-mailbox mailto", v, v, html=f'Escríbenos: <a href="{hv}">{e}</a>', hvalue=hv
            )
        return R(
            "role-mailbox mailto",
            v,
            say(lang, f"Cotizaciones de {co}: ", f"{co} quotes: ", f"Orçamentos {co}: ") + v,
        )
    if st == "replyto":
        return R(
            "role-mailbox reply-to",
            e,
            say(lang, "Encabezado del boletín: ", "Newsletter header: ", "Cabeçalho: ")
            + f"Reply-To: {co} <{e}>",
        )
    t = {
        "es": [
            f"Para cotizaciones escriba a {e}.",
            f"{co} — correo de atención: {e}",
            f"Dudas sobre su factura: {e} (lunes a viernes)",
        ],
        "en": [f"For sales inquiries contact {e}.", f"Press: {e}"],
        "pt": [f"Para orçamentos, escreva para {e}."],
    }[lang]
    return R(f"role-mailbox {st}", e, rng.choice(t))


def m_gov_mail(rng, lang, medium):
    dom = rng.choice(GOV)
    box = rng.choice(
        [
            "contacto",
            "transparencia",
            "atencion.ciudadana",
            "quejas",
            "comunicacion.social",
            "oficialia.partes",
            "denuncias",
            "unidad.transparencia",
        ]
    )
    e = f"{box}@{dom}"
    t = {
        "es": [
            f"Solicitudes de información: {e}",
            f"Atención ciudadana por correo: {e}",
            f"Unidad de Transparencia — {e}",
        ],
        "en": [f"The agency's public inbox is {e}."],
        "pt": [f"Canal oficial do órgão: {e}"],
    }[lang]
    return R("gov-role-mailbox", e, rng.choice(t))


def m_switch(rng, lang, medium):
    _, _, lada = rng.choice(PLACES)
    local = digits(rng, 10 - len(lada))
    num = (
        f"({lada}) {local[:4]} {local[4:]}" if len(lada) == 2 else f"{lada} {local[:3]} {local[3:]}"
    )
    ext = rng.randint(100, 9999)
    co, _ = _co(rng)
    t = {
        "es": [
            f"Conmutador: {num} ext. {ext}",
            f"Tel. oficina {num}, ext. {ext}",
            f"{co} · Conmutador {num} · Lunes a viernes de 9 a 18 h",
            f"Oficinas corporativas: tel. {num} extensión {ext}",
        ],
        "en": [f"Main switchboard: {num} ext. {ext}", f"Office line {num}, extension {ext}"],
        "pt": [f"PABX da empresa: {num} ramal {ext}"],
    }[lang]
    return R("switchboard", num, rng.choice(t))


def m_tollfree(rng, lang, medium):
    a, b = digits(rng, 3), digits(rng, 4)
    v = rng.choice(
        [f"800 {a} {b}", f"01 800 {a} {b}", f"+52 800 {a} {b}", f"800-{a}-{b}", f"01-800-{a}{b}"]
    )
    t = {
        "es": [
            f"Línea gratuita: {v}",
            f"Llame sin costo al {v} las 24 horas.",
            f"Centro de atención a clientes {v}",
        ],
        "en": [f"Toll-free: {v}"],
        "pt": [f"Ligação gratuita no México: {v}"],
    }[lang]
    return R("toll-free", v, rng.choice(t))


def m_official(rng, lang, medium):
    _, _, lada = rng.choice(PLACES)
    local = digits(rng, 10 - len(lada))
    num = f"{lada} {local[:4]} {local[4:]}" if len(lada) == 2 else f"{lada} {local[:3]} {local[3:]}"
    inst = rng.choice(
        [
            "Secretaría de Economía",
            "Ayuntamiento de Celaya",
            "Protección Civil municipal",
            "Delegación IMSS Querétaro",
            "Registro Civil estatal",
            "Oficialía de Partes",
        ]
    )
    t = {
        "es": [
            f"{inst}: Tel. {num}, ext. {rng.randint(1000, 9999)}",
            f"{inst} — teléfono institucional {num} ext. {rng.randint(100, 999)}",
        ],
        "en": [f"{inst} (government office): phone {num} ext. {rng.randint(100, 999)}"],
        "pt": [f"{inst}: telefone institucional {num} ramal {rng.randint(100, 999)}"],
    }[lang]
    return R("official-contact", num, rng.choice(t))


def m_coaddr(rng, lang, medium):
    v = office_address(rng)
    co, _ = _co(rng)
    t = {
        "es": [
            f"Oficinas corporativas de {co}: {v}",
            f"Sucursal Centro — {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
            f"{co}, S.A. de C.V. · {v}",
        ],
        "en": [f"Head office: {v}"],
        "pt": [f"Escritório no México: {v}"],
    }[lang]
    return R("company-address", v, rng.choice(t))


def m_cofrc(rng, lang, medium):
    v = rfc_moral(rng)
    co, _ = _co(rng)
    t = {
        "es": [
            f"{co}, S.A. de C.V. — RFC {v}",
            f"Datos de facturación: {co} S. de R.L. de C.V., R.F.C. {v}, régimen 601.",
            f"Emisor: {co} | RFC: {v}",
        ],
        "en": [f"Issuer {co} S.A. de C.V., tax id (RFC) {v}"],
        "pt": [f"Emitente {co} S.A. de C.V., RFC {v}"],
    }[lang]
    return R("company-rfc", v, rng.choice(t))


def m_coclabe(rng, lang, medium):
    v = clabe(rng)
    co, _ = _co(rng)
    t = {
        "es": [
            f"Pagos por transferencia a {co}, S.A. de C.V., CLABE {v}, referencia su número de pedido.",
            f"Datos para depósito — Beneficiario: {co} S.A. de C.V.; CLABE: {v}",
        ],
        "en": [f"Pay by SPEI to {co} S.A. de C.V., company CLABE {v}"],
        "pt": [f"Pagamento para a empresa {co} S.A. de C.V., CLABE {v}"],
    }[lang]
    return R("company-clabe", v, rng.choice(t))


def m_date(rng, lang, medium):
    y, m, d = rng.randint(2015, 2025), rng.randint(1, 12), rng.randint(1, 28)
    st = rng.randint(0, 3)
    v = [
        f"{d} de {MONTHS_ES[m - 1]} de {y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{d:02d}/{m:02d}/{y}",
        f"{y}-{m:02d}-{d:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00Z",
    ][st]
    t = {
        "es": [
            f"Publicado el {v}",
            f"Última actualización: {v}",
            f"Fecha de captura: {v}",
            f"DOF {v}: entra en vigor el acuerdo.",
            f"© {y} — actualizado {v}",
        ],
        "en": [f"Published {v}", f"Last updated: {v}", f"retrievedAt: {v}"],
        "pt": [f"Publicado em {v}", f"Atualizado em {v}"],
    }[lang]
    return R(f"date {st}", v, rng.choice(t))


def m_price(rng, lang, medium):
    v = rng.choice(
        [
            f"${rng.randint(1, 99)},{rng.randint(100, 999)}.00 MXN",
            f"$ {rng.randint(99, 999)}.{rng.randint(10, 99)}",
            f"USD {rng.randint(1, 50)}.{rng.randint(0, 99):02d}",
            f"R$ {rng.randint(10, 999)},90",
        ]
    )
    t = {
        "es": [
            f"Precio: {v} IVA incluido",
            f"Plan profesional {v} al mes",
            f"Costo por 1k consultas: {v}",
        ],
        "en": [f"Price: {v} per month"],
        "pt": [f"Preço: {v} por mês"],
    }[lang]
    return R("price", v, rng.choice(t))


def m_version(rng, lang, medium):
    v = rng.choice(
        [
            f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
            f"{rng.randint(1, 5)}.{rng.randint(0, 40)}.{rng.randint(0, 9)}-rc{rng.randint(1, 4)}",
            f"build {rng.randint(2019, 2025)}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}.{rng.randint(1, 9)}",
        ]
    )
    t = {
        "es": [f"Versión del SDK: {v}", f"Actualizado a {v} el martes."],
        "en": [f"client version {v}"],
        "pt": [f"Versão do cliente: {v}"],
    }[lang]
    return R("version", v, rng.choice(t))


def m_reqid(rng, lang, medium):
    v = rng.choice(
        [uuid4(rng), "req_" + rs(rng, 24, HEX), rs(rng, 16, HEX).upper() + ":" + digits(rng, 4)]
    )
    t = {
        "es": [f"ID de solicitud: {v}", f"{_when(rng)} INFO request_id={v} status=429"],
        "en": [f"x-request-id: {v}", f"Request ID {v} — include it when contacting support."],
        "pt": [f"ID da requisição: {v}"],
    }[lang]
    return R("request-id", v, rng.choice(t))


def m_hash(rng, lang, medium):
    st = rng.randint(0, 3)
    v = [
        sha256_hex(rng),
        rs(rng, 40, HEX),
        f'W/"{rs(rng, 32, HEX)}"',
        "sha384-"
        + b64url(bytes(rng.getrandbits(8) for _ in range(48))).replace("-", "+").replace("_", "/"),
    ][st]
    t = {
        "es": [f"sha256 del cuerpo original: {v}", f"commit {v}", f"ETag: {v}", f'integrity="{v}"'],
        "en": [f"sha256 of the redacted body: {v}", f"fixed in commit {v}"],
        "pt": [f"hash do corpo original: {v}"],
    }[lang]
    if st == 2:
        return R("hash etag", v, say(lang, "Encabezado ", "Header ", "Cabeçalho ") + f"ETag: {v}")
    if st == 3:
        return R(
            "hash sri",
            v,
            say(lang, "script con ", "script tag with ", "script com ")
            + f'integrity="{v}" crossorigin="anonymous"',
        )
    return R(f"hash {st}", v, rng.choice(t))


def m_contentid(rng, lang, medium):
    st = rng.randint(0, 2)
    v = [
        f"10.{rng.randint(1000, 9999)}/{rs(rng, 6, 'abcdefghijklmnopqrstuvwxyz')}."
        f"{rng.randint(2015, 2025)}.{digits(rng, 5)}",
        f"msg_{rs(rng, 24)}",
        f"doc-{rs(rng, 12, HEX)}",
    ][st]
    t = {
        "es": [f"DOI: {v}", f"identificador del documento: {v}"],
        "en": [f"content id {v}"],
        "pt": [f"identificador do documento: {v}"],
    }[lang]
    if st == 0:
        return R(
            "content-id doi",
            v,
            say(lang, "Artículo citado, DOI: ", "Cited paper, DOI: ", "Artigo citado, DOI: ") + v,
        )
    return R(f"content-id {st}", v, rng.choice(t))


def m_isbn(rng, lang, medium):
    if rng.random() < 0.6:
        v = isbn13(rng)
        t = {"es": f"ISBN {v}, segunda edición", "en": f"ISBN {v}", "pt": f"ISBN {v}, 2ª edição"}[
            lang
        ]
        return R("isbn", v, t)
    v = issn(rng)
    t = {"es": f"Revista trimestral, ISSN {v}", "en": f"ISSN {v} (online)", "pt": f"ISSN {v}"}[lang]
    return R("issn", v, t)


def m_order(rng, lang, medium):
    v = rng.choice(
        [
            digits(rng, 10),
            f"PED-{rng.randint(2023, 2025)}-{digits(rng, 6)}",
            f"#{digits(rng, 7)}",
            f"OC-{digits(rng, 8)}",
        ]
    )
    t = {
        "es": [
            f"Pedido {v} confirmado; llega en 3 a 5 días hábiles.",
            f"Folio de compra: {v}",
            f"pedido,estatus; {v},enviado",
        ],
        "en": [f"Order {v} has shipped."],
        "pt": [f"Pedido {v} enviado."],
    }[lang]
    return R("order-number", v, rng.choice(t))


def m_tracking(rng, lang, medium):
    v = rng.choice(
        [
            "1Z" + rs(rng, 6, UPPER) + digits(rng, 10),
            digits(rng, 12),
            digits(rng, 22),
            "MX" + digits(rng, 9) + "MX",
        ]
    )
    t = {
        "es": [f"Número de guía: {v}", f"Rastrea tu paquete con la guía {v}"],
        "en": [f"Tracking number: {v}"],
        "pt": [f"Código de rastreio: {v}"],
    }[lang]
    return R("tracking-number", v, rng.choice(t))


def m_case(rng, lang, medium):
    v = rng.choice(
        [
            f"CASO-{digits(rng, 6)}",
            f"Expediente {rng.randint(100, 999)}/{rng.randint(2019, 2025)}",
            f"TKT-{digits(rng, 5)}",
            f"INC{digits(rng, 7)}",
        ]
    )
    t = {
        "es": [f"Su reporte quedó registrado con el número {v}.", f"Seguimiento: {v}"],
        "en": [f"Support case {v} is now closed."],
        "pt": [f"Chamado {v} aberto."],
    }[lang]
    return R("case-number", v, rng.choice(t))


def m_masked(rng, lang, medium):
    v = rng.choice(
        [
            f"**** **** **** {digits(rng, 4)}",
            f"sk-...{rs(rng, 4)}",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "redacted@example.test",
            "+52-000-000-0000",
            "XXXX000000XXXXXX00",
            f"***-***-{digits(rng, 4)}",
            f"{rs(rng, 4, 'ABCDEFGHIJ')}******",
            f"CLABE terminación {digits(rng, 4)}",
            "[REDACTED]",
        ]
    )
    t = {
        "es": [f"Valor redactado: {v}", f"Tarjeta/clave enmascarada: {v}", f"(dato oculto) {v}"],
        "en": [f"masked: {v}"],
        "pt": [f"valor mascarado: {v}"],
    }[lang]
    return R("masked", v, rng.choice(t))


def m_placeholder(rng, lang, medium):
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "tvly-YOUR_KEY_HERE",
            "sk-...",
            "{{ secrets.SERPER_API_KEY }}",
            "<BASIC_AUTH>",
            "changeme",
            "$FIRECRAWL_API_KEY",
            "AAAA000000HDFXXX00",
            "usuario@ejemplo.com",
            "55 0000 0000",
            "Bearer <token>",
            'os.environ["BRAVE_API_KEY"]',
        ]
    )
    t = {
        "es": [f"Sustituye {v} por tu clave.", f"api_key={v}", f"Ejemplo: {v}"],
        "en": [f"Replace {v} with your own key.", f"TAVILY_API_KEY={v}"],
        "pt": [f"Troque {v} pela sua chave."],
    }[lang]
    return R("placeholder", v, rng.choice(t))


def m_stat(rng, lang, medium):
    st = rng.randint(0, 3)
    v = [
        f"{rng.randint(1, 99)},{rng.randint(100, 999)},{rng.randint(100, 999)}",
        f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
        str(rng.randint(2, 9)) + digits(rng, 9),
        f"{rng.randint(100, 999)} mil",
    ][st]
    if st == 1:
        t = {
            "es": [f"Crecimiento anual: {v}", f"Participación de mercado en México: {v}"],
            "en": [f"Year-over-year growth: {v}"],
            "pt": [f"Crescimento anual: {v}"],
        }[lang]
    elif st == 2:
        t = {
            "es": [
                f"Bytes transferidos en el trimestre: {v}",
                f"Total de consultas atendidas en 2024: {v}",
            ],
            "en": [f"Total requests served: {v}"],
            "pt": [f"Total de bytes transferidos: {v}"],
        }[lang]
    else:
        t = {
            "es": [
                f"Usuarios activos en México: {v}",
                f"Población estimada del municipio: {v} habitantes",
            ],
            "en": [f"Monthly active users: {v}"],
            "pt": [f"Usuários ativos: {v}"],
        }[lang]
    return R(f"statistic {st}", v, rng.choice(t))


def m_pubkey(rng, lang, medium):
    st = rng.randint(0, 2)
    if st == 0:
        v = "pk_live_" + rs(rng, 99)
        return R(
            "public-key stripe",
            v,
            say(
                lang,
                "Llave publicable de Stripe (va en el front): ",
                "Stripe publishable key (front-end): ",
                "Chave publicável do Stripe: ",
            )
            + v,
        )
    if st == 1:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(rng, 43) + " deploy@ci"
        return R(
            "public-key ssh",
            v,
            say(
                lang,
                "Llave pública para el servidor: ",
                "Public key for the server: ",
                "Chave pública do servidor: ",
            )
            + v,
        )
    v = "-----BEGIN PUBLIC KEY-----"
    pem = "\n".join([v, *pem_body(rng, 3), "-----END PUBLIC KEY-----"])
    label = say(
        lang, "Llave pública del servidor:", "server public key:", "Chave pública do servidor:"
    )
    if medium == "html":
        return R("public-key pem", v, v, pre=pem, label=label)
    return R("public-key pem", v, label + " " + pem)


def m_analytics(rng, lang, medium):
    v = rng.choice(
        [
            f"G-{rs(rng, 10, UPPER)}",
            f"UA-{digits(rng, 8)}-{rng.randint(1, 9)}",
            f"GTM-{rs(rng, 7, UPPER)}",
            f"ca-pub-{digits(rng, 16)}",
        ]
    )
    return R(
        "analytics-id",
        v,
        say(
            lang,
            f"Etiqueta de analítica del sitio: {v}",
            f"site analytics tag: gtag('config', '{v}')",
            f"Tag de análise do site: {v}",
        ),
    )


# ============================================================================ plan

# (kind, label, family, maker, count, langs weights)
ES, MIX, EN_ES = (
    {"es": 8, "en": 2, "pt": 1},
    {"es": 5, "en": 3, "pt": 2},
    {"es": 5, "en": 5, "pt": 1},
)
PLAN: list[tuple[str, str, str, Maker, int, dict[str, int]]] = [
    ("curp", "personal", "personal", m_curp, 30, ES),
    ("rfc-persona-fisica", "personal", "personal", m_rfc, 22, ES),
    ("nss", "personal", "personal", m_nss, 16, ES),
    ("ine-clave-elector", "personal", "personal", m_ine, 14, ES),
    ("clabe", "personal", "personal", m_clabe, 14, ES),
    ("card", "personal", "personal", m_card, 16, MIX),
    ("passport", "personal", "personal", m_passport, 24, MIX),
    ("birth-date", "personal", "personal", m_birth, 24, MIX),
    ("home-address", "personal", "personal", m_home, 26, ES),
    ("phone", "personal", "personal", m_phone, 56, MIX),
    ("whatsapp", "personal", "personal", m_whatsapp, 10, MIX),
    ("email", "personal", "personal", m_email, 32, MIX),
    ("email-obfuscated", "personal", "personal", m_email_obf, 14, MIX),
    ("foreign-id", "personal", "personal", m_foreign, 12, MIX),
    ("account-id", "personal", "account-id", m_account, 50, EN_ES),
    ("api-key-header", "secret", "secret", m_key_header, 16, EN_ES),
    ("api-key-query", "secret", "secret", m_key_query, 12, EN_ES),
    ("api-key-curl", "secret", "secret", m_key_curl, 12, EN_ES),
    ("api-key-env", "secret", "secret", m_key_env, 14, EN_ES),
    ("api-key-json", "secret", "secret", m_key_json, 12, EN_ES),
    ("api-key-error", "secret", "secret", m_key_error, 12, EN_ES),
    ("api-key-prose", "secret", "secret", m_key_prose, 12, MIX),
    ("bearer-token", "secret", "secret", m_bearer, 8, EN_ES),
    ("basic-auth", "secret", "secret", m_basic, 6, EN_ES),
    ("cookie", "secret", "secret", m_cookie, 7, EN_ES),
    ("jwt", "secret", "secret", m_jwt, 6, EN_ES),
    ("private-key", "secret", "secret", m_pem, 5, EN_ES),
    ("cloud-key", "secret", "secret", m_cloud, 6, EN_ES),
    ("connection-string", "secret", "secret", m_connstr, 8, EN_ES),
    ("signed-url", "secret", "secret", m_signed, 5, EN_ES),
    ("webhook-url", "secret", "secret", m_webhook, 6, EN_ES),
    ("role-mailbox", "keep", "keep", m_role_mail, 34, ES),
    ("gov-role-mailbox", "keep", "keep", m_gov_mail, 16, ES),
    ("switchboard", "keep", "keep", m_switch, 26, ES),
    ("toll-free", "keep", "keep", m_tollfree, 20, ES),
    ("official-contact", "keep", "keep", m_official, 12, ES),
    ("company-address", "keep", "keep", m_coaddr, 24, ES),
    ("company-rfc", "keep", "keep", m_cofrc, 16, ES),
    ("company-clabe", "keep", "keep", m_coclabe, 12, ES),
    ("date", "keep", "keep", m_date, 26, MIX),
    ("price", "keep", "keep", m_price, 18, MIX),
    ("version", "keep", "keep", m_version, 14, MIX),
    ("request-id", "keep", "keep", m_reqid, 16, MIX),
    ("hash", "keep", "keep", m_hash, 16, MIX),
    ("content-id", "keep", "keep", m_contentid, 10, MIX),
    ("isbn-issn", "keep", "keep", m_isbn, 10, MIX),
    ("order-number", "keep", "keep", m_order, 16, MIX),
    ("tracking-number", "keep", "keep", m_tracking, 14, MIX),
    ("case-number", "keep", "keep", m_case, 12, MIX),
    ("masked", "keep", "keep", m_masked, 18, MIX),
    ("placeholder", "keep", "keep", m_placeholder, 20, MIX),
    ("statistic", "keep", "keep", m_stat, 18, MIX),
    ("public-key", "keep", "keep", m_pubkey, 6, ES),
    ("analytics-id", "keep", "keep", m_analytics, 6, ES),
]
HEADER_KINDS = {"account-id", "api-key-header", "bearer-token", "basic-auth", "cookie", "jwt"}
__all__ = ["GIVEN_F", "GIVEN_M", "HEADER_KINDS", "PLAN", "cpf"]
