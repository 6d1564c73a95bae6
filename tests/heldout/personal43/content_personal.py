"""Personal items (family ``personal`` and ``account-id``) of corpus 43.

Each maker: ``(rng, lang) -> dict(kind, form, value, text[, header][, key])``. ``text`` is the
one-line context the datum is written in (a snippet, a log line, a form row...), ``value``
the datum exactly as it appears in ``text``. ``header`` (name, value), when given, lets the
generator record the datum as a request/response header of a cassette instead.
"""

from __future__ import annotations

import random
from typing import Any

from values import (
    COLONIAS,
    MON3_ES,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    MUNIS,
    MX_FREEMAIL,
    PT_FREEMAIL,
    STREETS,
    birth,
    card,
    clabe,
    clave_elector,
    cpf,
    cuil,
    curp,
    dni_es,
    email_local,
    fmt_phone,
    full_name,
    group_card,
    mx_mobile,
    nss,
    passport,
    person,
    rand,
    rfc_fisica,
    rut,
    ssn,
    strip_accents,
)

Item = dict[str, Any]


def _pick(rng: random.Random, lang: str, frames: dict[str, list[str]], **kw: str) -> str:
    return rng.choice(frames.get(lang) or frames["es"]).format(**kw)


def email(rng: random.Random, lang: str) -> Item:
    p = person(rng, lang)
    n = full_name(p, False)
    form = rng.choice(
        ["plain", "plain", "accented", "upper", "mailto-query", "from-header", "plain"]
    )
    dom = rng.choice(PT_FREEMAIL if lang == "pt" else MX_FREEMAIL)
    local = email_local(rng, p, keep_accents=form == "accented" and lang != "en")
    if form == "accented" and local == strip_accents(local):
        local = strip_accents(p[0]).lower()[0] + "ñ" + local[1:] if lang == "es" else local
    value = f"{local}@{dom}"
    if form == "upper":
        value = value.upper()
    if form == "mailto-query":
        value = f"mailto:{local}@{dom}?subject=Informes"
    frames = {
        "es": [
            "Dudas sobre la rifa escolar con {n}: {v} (solo tardes).",
            "Se vende bicicleta rodada 26, interesados escribir a {n} al correo {v}",
            "Contacto del tutor: {n}, {v}",
            "Comentario de {n} ({v}): la nota no menciona la fecha del juicio.",
            "Para el intercambio de libros, mándenle correo a {n}: {v}",
            "Inscripción al torneo: {n} — correo personal {v}",
        ],
        "en": [
            "Reply from {n} <{v}>: the article misquotes the ruling.",
            "Tutor available on weekends, contact {n} at {v}",
            "Submitted by {n} ({v}) via the reader form.",
        ],
        "pt": [
            "Dúvidas sobre a vaga, falar com {n}: {v}",
            "Enviado por {n} ({v}) pelo formulário de leitores.",
        ],
    }
    text = _pick(rng, lang, frames, n=n, v=value)
    if form == "from-header":
        text = f"From: {n} <{value}>"
    return {"kind": "email", "form": form, "value": value, "text": text, "key": "author_contact"}


def email_obfuscated(rng: random.Random, lang: str) -> Item:
    p = person(rng, lang)
    n = full_name(p, False)
    local = email_local(rng, p)
    dom, tld = rng.choice(
        [("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "com")]
    )
    style = rng.randint(0, 4)
    tld_w = tld.replace(".", " [punto] ") if style == 0 else tld
    value = [
        f"{local} [arroba] {dom} [punto] {tld_w}",
        f"{local}(arroba){dom}(punto){tld}",
        f"{local} at {dom} dot {tld}",
        f"{local}[at]{dom}[dot]{tld}",
        f"{local} arroba {dom} punto {tld}",
    ][style]
    frames = {
        "es": [
            "Para apartar el cachorro escríbanle a {n}: {v}",
            "Clases de regularización con {n}, correo {v}",
        ],
        "en": ["Email {n} at {v} for the sign-up sheet.", "Questions? {n}: {v}"],
        "pt": ["Interessados, escrever para {n}: {v}"],
    }
    return {
        "kind": "email-obfuscated",
        "form": ["brackets-punto", "parens", "at-dot", "brackets-at", "words"][style],
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "contact",
    }


PHONE_STYLES = [
    "intl",
    "intl1",
    "paren",
    "dots",
    "dash",
    "plain",
    "e164",
    "044",
    "045",
    "intlparen",
    "space",
]


def phone(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    n = full_name(p, rng.random() < 0.4)
    area, local = mx_mobile(rng)
    style = rng.choice(PHONE_STYLES)
    value = fmt_phone(area, local, style)
    frames = {
        "es": [
            "Comunícate con {n} al {v}",
            "{n} {v}",
            "Mi cel es {v}, pregunten por {n}",
            "Rento cuarto amueblado, informes con {n}: cel. {v}",
            "Contacto de emergencia: {n}, celular {v}",
            "Responsable del grupo de WhatsApp de padres: {n} ({v})",
            "Paciente {n}, tel. particular {v}",
            "Llámale a {n} a su celular {v} después de las 6",
            "Vendo estufa seminueva, {n}, whats {v}",
        ],
        "en": [
            "Call {n} on the cell {v}",
            "Emergency contact: {n}, mobile {v}",
            "Text {n} at {v} to RSVP",
        ],
        "pt": ["Falar com {n} no celular {v}", "Contato pessoal de {n}: {v}"],
    }
    text = _pick(rng, lang, frames, n=n, v=value)
    if rng.random() < 0.12 and style in ("e164", "plain"):
        value = f"tel:{'+52' + area + local if style == 'plain' else value}"
        text = f'Llamar a {n}: <a href="{value}">celular</a>'
        return {
            "kind": "phone",
            "form": "tel-link",
            "value": value,
            "text": text,
            "key": "contacto",
            "raw_html": True,
        }
    return {"kind": "phone", "form": style, "value": value, "text": text, "key": "contacto"}


def whatsapp(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    n = full_name(p, False)
    area, local = mx_mobile(rng)
    if rng.random() < 0.5:
        value = f"https://wa.me/52{area}{local}"
        form = "wa.me"
    else:
        value = f"https://api.whatsapp.com/send?phone=521{area}{local}"
        form = "api.whatsapp"
    frames = {
        "es": ["Pedidos de pasteles con {n} por WhatsApp: {v}", "Escríbele a {n}: {v}"],
        "en": ["Message {n} on WhatsApp: {v}"],
        "pt": ["Fale com {n} no WhatsApp: {v}"],
    }
    return {
        "kind": "whatsapp",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "whatsapp",
    }


def _case_variant(rng: random.Random, s: str, cuts: list[int]) -> tuple[str, str]:
    form = rng.choice(["upper", "upper", "lower", "spaced", "hyphen"])
    if form == "lower":
        return s.lower(), form
    if form in ("spaced", "hyphen"):
        sep = " " if form == "spaced" else "-"
        parts, last = [], 0
        for c in cuts:
            parts.append(s[last:c])
            last = c
        parts.append(s[last:])
        return sep.join(parts), form
    return s, form


def curp_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    value, form = _case_variant(rng, curp(rng, p), [4, 10, 16])
    n = full_name(p)
    frames = {
        "es": [
            "Alumno: {n} — CURP {v} — Grupo 3°B",
            "Cita IMSS confirmada para {n}, CURP: {v}",
            "{n},{v},Celaya,Gto.",
            "La CURP de mi hijo es {v} ({n}), ¿me ayudan con la preinscripción?",
            "[2024-05-11 10:42:03] beneficiario={n} curp={v} estatus=validado",
        ],
        "en": ["Applicant {n}, CURP {v}, enrolled in the scholarship program."],
        "pt": ["Inscrição de {n}, CURP {v} (documento mexicano)."],
    }
    return {
        "kind": "curp",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "nota",
    }


def rfc_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    value, form = _case_variant(rng, rfc_fisica(rng, p), [4, 10])
    n = full_name(p)
    frames = {
        "es": [
            "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03",
            "Recibo de arrendamiento: arrendador {n}, R.F.C. {v}",
            "Ticket #88231: el cliente {n} pide corregir su RFC a {v}",
            "Honorarios pagados a {n} (RFC: {v}) por asesoría",
        ],
        "en": ["Invoice to {n}, Mexican tax id (RFC) {v}"],
        "pt": ["Fatura para {n}, RFC mexicano {v}"],
    }
    return {
        "kind": "rfc-persona-fisica",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "facturacion",
    }


def nss_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    raw = nss(rng)
    form = rng.choice(["plain", "plain", "hyphen", "spaced"])
    value = (
        raw
        if form == "plain"
        else (
            f"{raw[:2]}-{raw[2:4]}-{raw[4:6]}-{raw[6:10]}-{raw[10]}"
            if form == "hyphen"
            else f"{raw[:4]} {raw[4:6]} {raw[6:10]} {raw[10]}"
        )
    )
    n = full_name(p)
    frames = {
        "es": [
            "Trabajador: {n}, NSS {v}, alta 01/03/2024",
            "Número de Seguridad Social de {n}: {v}",
            "Mi NSS es {v}, no aparece mi semana cotizada — {n}",
        ],
        "en": ["Employee {n}, IMSS social security number {v}"],
        "pt": ["Funcionário {n}, NSS (IMSS) {v}"],
    }
    return {
        "kind": "nss",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "observaciones",
    }


def ine_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    value = clave_elector(rng, p)
    form = "upper"
    if rng.random() < 0.25:
        value, form = value.lower(), "lower"
    n = full_name(p)
    frames = {
        "es": [
            "Identificación: INE de {n}, clave de elector {v}",
            "Representante de casilla {n} — Clave de elector: {v}",
        ],
        "en": ["Voter ID (INE) of {n}: clave de elector {v}"],
        "pt": ["Título eleitoral mexicano (INE) de {n}: {v}"],
    }
    return {
        "kind": "ine-clave-elector",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "identificacion",
    }


def clabe_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    raw = clabe(rng)
    form = rng.choice(["plain", "plain", "spaced"])
    value = raw if form == "plain" else f"{raw[:3]} {raw[3:6]} {raw[6:17]} {raw[17]}"
    n = full_name(p)
    frames = {
        "es": [
            "Para la cooperación del festival depositen a {n}, CLABE {v}",
            "Reembolso a {n}: transferir a la CLABE {v}",
            "Mi CLABE para la tanda es {v} ({n})",
        ],
        "en": ["Refund to {n}, CLABE {v}"],
        "pt": ["Reembolso para {n}, CLABE {v}"],
    }
    return {
        "kind": "clabe",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "pago",
    }


def card_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, lang)
    raw = card(rng)
    form = rng.choice(["plain", "spaced", "hyphen"])
    value = raw if form == "plain" else group_card(raw, " " if form == "spaced" else "-")
    n = full_name(p, False)
    frames = {
        "es": [
            "Pago rechazado: titular {n}, tarjeta {v}, vence 08/27",
            "{n} dictó su tarjeta por chat: {v}",
        ],
        "en": ["Card on file for {n}: {v} exp 11/28", "Customer {n} paid with card {v}"],
        "pt": ["Cartão de {n}: {v}, validade 09/27"],
    }
    return {
        "kind": "card",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "payment_note",
    }


def passport_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, lang)
    country = {"es": rng.choice(["mx", "mx", "es"]), "en": "us", "pt": "br"}[lang]
    value = passport(rng, country)
    n = full_name(p, False)
    frames = {
        "es": [
            "Pasajero {n}, pasaporte {v}, vuelo a Madrid",
            "Número de pasaporte de {n}: {v}",
            "Trámite de visa: {n} — Pasaporte No. {v}",
        ],
        "en": ["Traveler {n}, passport no. {v}", "Passport number for {n}: {v}"],
        "pt": ["Passageiro {n}, passaporte {v}"],
    }
    return {
        "kind": "passport",
        "form": country,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "viajero",
    }


def birth_item(rng: random.Random, lang: str) -> Item:
    p = person(rng, lang)
    y, m, d = birth(rng)
    n = full_name(p, False)
    if lang == "en":
        form = rng.choice(["en-long", "us-slash", "iso"])
        value = {
            "en-long": f"{MONTHS_EN[m - 1]} {d}, {y}",
            "us-slash": f"{m:02d}/{d:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
        }[form]
        text = rng.choice(
            ["{n}, date of birth {v}", "Patient: {n} (DOB: {v})", "Roster: {n}, born {v}"]
        ).format(n=n, v=value)
    elif lang == "pt":
        form = rng.choice(["pt-long", "slash"])
        value = f"{d} de {MONTHS_PT[m - 1]} de {y}" if form == "pt-long" else f"{d:02d}/{m:02d}/{y}"
        text = rng.choice(["{n}, nascido em {v}", "Data de nascimento de {n}: {v}"]).format(
            n=n, v=value
        )
    else:
        form = rng.choice(["es-long", "slash", "iso", "mon3", "es-long"])
        value = {
            "es-long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "slash": f"{d:02d}/{m:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "mon3": f"{d:02d}-{MON3_ES[m - 1]}-{y}",
        }[form]
        text = rng.choice(
            [
                "{n} nació el {v}",
                "Fecha de nacimiento de {n}: {v}",
                "Jugador: {n} — F. nac. {v} — Categoría libre",
                "Expediente de {n}, fecha de nacimiento {v}, tipo de sangre O+",
            ]
        ).format(n=n, v=value)
    return {"kind": "birth-date", "form": form, "value": value, "text": text, "key": "ficha"}


def home_address(rng: random.Random, lang: str) -> Item:
    p = person(rng, "es")
    n = full_name(p, False)
    muni, state, cp2 = rng.choice(MUNIS)
    cp = cp2 + f"{rng.randint(0, 999):03d}"
    street = rng.choice(STREETS)
    num = rng.randint(3, 2890)
    form = rng.choice(["num-col-cp", "hash-int", "no-depto", "full"])
    if form == "num-col-cp":
        value = f"{street} {num}, {rng.choice(COLONIAS)}, C.P. {cp}, {muni}, {state}"
    elif form == "hash-int":
        value = f"{street} #{num} int. {rng.randint(1, 12)}, {rng.choice(COLONIAS)}, {muni}"
    elif form == "no-depto":
        value = (
            f"{street} No. {num}, depto. {rng.randint(101, 504)}, {rng.choice(COLONIAS)}, CP {cp}"
        )
    else:
        value = f"{street} núm. {num}, {rng.choice(COLONIAS)}, {muni}, {state}, C.P. {cp}"
    frames = {
        "es": [
            "Domicilio particular de {n}: {v}",
            "Entregar a {n} en {v}",
            "Paciente {n}, domicilio: {v}",
            "Vive en {v} — {n}",
        ],
        "en": ["Ship to {n}, {v}", "Home address of {n}: {v}"],
        "pt": ["Endereço residencial de {n}: {v}"],
    }
    return {
        "kind": "home-address",
        "form": form,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value),
        "key": "domicilio",
    }


def foreign_id(rng: random.Random, lang: str) -> Item:
    which = {"es": rng.choice(["dni", "cuil", "rut"]), "en": "ssn", "pt": "cpf"}[lang]
    p = person(rng, lang)
    n = full_name(p, False)
    value = {"dni": dni_es, "cuil": cuil, "rut": rut, "ssn": ssn, "cpf": cpf}[which](rng)
    label = {"dni": "DNI", "cuil": "CUIL", "rut": "RUT", "ssn": "SSN", "cpf": "CPF"}[which]
    frames = {
        "es": ["Socio {n}, {l} {v}", "Datos del titular: {n} — {l}: {v}"],
        "en": ["Applicant {n}, {l} {v}", "W-9 on file: {n}, {l} {v}"],
        "pt": ["Cliente {n}, {l} {v}", "Titular: {n} — {l}: {v}"],
    }
    return {
        "kind": "foreign-id",
        "form": which,
        "value": value,
        "text": _pick(rng, lang, frames, n=n, v=value, l=label),
        "key": "titular",
    }


def account_id(rng: random.Random, lang: str) -> Item:
    field = None
    form = rng.choice(
        [
            "acct-field",
            "acct-path",
            "cust-header",
            "org-header",
            "proj-field",
            "user-field",
            "ws-field",
            "team-error",
            "org-path",
            "x-account-id",
        ]
    )
    if form == "acct-field":
        value = f"acct_{rand(rng, 16)}"
        text, hdr = f"account_id={value} status=active", None
        field = ("account_id", value)
    elif form == "acct-path":
        value = f"acct_{rand(rng, 12, '0123456789abcdef')}"
        text, hdr = (
            f"GET https://api.search-provider.example/v1/accounts/{value}/usage?month=2024-06 -> 200",
            None,
        )
    elif form == "cust-header":
        value = f"cust-{rng.randint(10000, 999999)}"
        text, hdr = f"x-account: {value}", ("x-account", value)
    elif form == "org-header":
        value = f"org-{rand(rng, 24)}"
        text, hdr = f"openai-organization: {value}", ("openai-organization", value)
    elif form == "proj-field":
        value = f"proj_{rand(rng, 10, '0123456789abcdefghijklmnopqrstuvwxyz')}"
        text, hdr = f"project={value} quota_used=81%", None
        field = ("project", value)
    elif form == "user-field":
        value = f"user_{rand(rng, 14)}"
        text, hdr = f"billing owner user_id: {value}", None
        field = ("user_id", value)
    elif form == "ws-field":
        value = f"ws_{rand(rng, 12, '0123456789abcdefghijklmnopqrstuvwxyz')}"
        text, hdr = f"workspace_id={value} plan=pro seats=4", None
        field = ("workspace_id", value)
    elif form == "team-error":
        value = f"team_{rand(rng, 10)}"
        text, hdr = (
            {
                "es": f"Error 402: el equipo {value} superó su cuota mensual de búsquedas",
                "en": f"Error 402: team {value} exceeded its monthly search quota",
                "pt": f"Erro 402: a equipe {value} excedeu a cota mensal",
            }[lang],
            None,
        )
    elif form == "org-path":
        value = f"org_{rand(rng, 20)}"
        text, hdr = f"POST /v1/organizations/{value}/api_keys returned 403", None
    else:
        value = f"{rng.randint(100000000, 999999999)}"
        text, hdr = f"X-Account-Id: {value}", ("X-Account-Id", value)
    return {
        "kind": "account-id",
        "form": form,
        "value": value,
        "text": text,
        "header": hdr,
        "field": field,
        "key": "account",
        "family": "account-id",
    }


PERSONAL = [
    (email, 40),
    (email_obfuscated, 14),
    (phone, 60),
    (whatsapp, 12),
    (curp_item, 26),
    (rfc_item, 20),
    (nss_item, 14),
    (ine_item, 12),
    (clabe_item, 14),
    (card_item, 16),
    (passport_item, 20),
    (birth_item, 22),
    (home_address, 24),
    (foreign_id, 20),
    (account_id, 52),
]
