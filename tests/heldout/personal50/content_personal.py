"""Personal items (family ``personal``) of corpus 50: data of invented people in context.

Each maker takes (r, lang) and returns a dict: kind, value (the datum exactly as written),
text (one line holding it), form (how the datum is written). ``lang`` is es/en/pt.
"""

from __future__ import annotations

import random

from values import (
    COLONIAS,
    FREEMAIL,
    MESES,
    MESES_PT,
    MONTHS,
    PLACES,
    STREETS,
    card,
    clabe,
    clave_elector,
    cpf,
    cuil,
    curp,
    dni_es,
    email_local,
    group_card,
    mx_format,
    mx_phone,
    nss,
    passport,
    person,
    rfc_fisica,
    rut,
    ssn,
)


def _sp(s: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(s[i : i + g])
        i += g
    return sep.join(out)


def m_curp(r: random.Random, lang: str) -> dict:
    p = person(r)
    c = curp(r, p)
    style = r.choice(["plain", "plain", "lower", "spaced", "hyphen"])
    v = {
        "plain": c,
        "lower": c.lower(),
        "spaced": _sp(c, [4, 6, 6, 2], " "),
        "hyphen": _sp(c, [4, 6, 6, 2], "-"),
    }[style]
    if lang == "en":
        t = r.choice(
            [
                f"Applicant {p['full']}, CURP {v}, submitted the form on time.",
                f"Mexican national id (CURP) of the tenant {p['short']}: {v}",
            ]
        )
    else:
        t = r.choice(
            [
                f"Alumno: {p['full']} · CURP: {v} · Grupo 3°B",
                f"Recordatorio de cita IMSS para {p['short']} (CURP {v}), consultorio 4, 08:30.",
                f"{p['full']};{v};{p['d']:02d}/{p['m']:02d}/{p['y']}",
                f"Hola, les paso mi curp para el trámite: {v}, a nombre de {p['short']}",
                f'[validacion] curp={v} resultado=coincide nombre="{p["short"]}"'.replace('"', "'"),
                f"Beneficiaria {p['full']} con CURP {v} inscrita al programa de becas.",
            ]
        )
    return {"kind": "curp", "value": v, "text": t, "form": f"CURP {style}"}


def m_rfc(r, lang):
    p = person(r)
    c = rfc_fisica(r, p)
    style = r.choice(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": c,
        "lower": c.lower(),
        "hyphen": _sp(c, [4, 6, 3], "-"),
        "spaced": _sp(c, [4, 6, 3], " "),
    }[style]
    t = r.choice(
        [
            f"Solicito factura a nombre de {p['full']}, RFC {v}, régimen 612, uso CFDI G03.",
            f"Recibo de arrendamiento: arrendador {p['short']}, R.F.C. {v}, mes de marzo.",
            f"Ticket #{r.randint(10000, 99999)}: el cliente {p['short']} pide corregir su RFC a {v}",
            f"Datos fiscales — Nombre: {p['full']} | RFC: {v} | C.P. fiscal: {r.randint(10000, 99999)}",
            f"mi rfc es {v} por si lo necesitan para el recibo de honorarios",
        ]
    )
    if lang == "en":
        t = f"Invoice recipient {p['full']} (Mexican tax id RFC {v}), individual taxpayer."
    return {
        "kind": "rfc-persona-fisica",
        "value": v,
        "text": t,
        "form": f"RFC persona física {style}",
    }


def m_nss(r, lang):
    p = person(r)
    n = nss(r, p)
    style = r.choice(["plain", "plain", "hyphen", "spaced"])
    v = {"plain": n, "hyphen": _sp(n, [2, 2, 2, 4, 1], "-"), "spaced": _sp(n, [4, 2, 4, 1], " ")}[
        style
    ]
    t = r.choice(
        [
            f"Trabajador: {p['full']}, NSS {v}, alta ante el IMSS el 02/01/2024.",
            f"Número de Seguridad Social de {p['short']}: {v}",
            f"{p['short']} | NSS: {v} | Puesto: auxiliar de almacén",
            f"Para la incapacidad necesito el NSS, el mío es {v} ({p['short']})",
        ]
    )
    if lang == "en":
        t = f"Employee {p['full']}, Mexican social security number (NSS) {v}."
    return {"kind": "nss", "value": v, "text": t, "form": f"NSS {style}"}


def m_ine(r, lang):
    p = person(r)
    v = clave_elector(r, p)
    if r.random() < 0.25:
        v = v.lower()
    t = r.choice(
        [
            f"Identificación: INE de {p['full']}, clave de elector {v}.",
            f"Clave de elector: {v} — titular {p['short']}",
            f"Se anexa copia de credencial para votar de {p['short']} (clave {v}).",
        ]
    )
    return {
        "kind": "ine-clave-elector",
        "value": v,
        "text": t,
        "form": "clave de elector" + (" lower" if v.islower() else ""),
    }


def m_clabe(r, lang):
    p = person(r)
    c = clabe(r)
    style = r.choice(["plain", "plain", "spaced"])
    v = c if style == "plain" else _sp(c, [3, 3, 11, 1], " ")
    t = r.choice(
        [
            f"Para el reembolso deposita a {p['full']}, CLABE {v}.",
            f"Mi CLABE interbancaria es {v}, a nombre de {p['short']}",
            f"Nómina: {p['short']} — cuenta CLABE {v} — quincena 2",
        ]
    )
    if lang == "en":
        t = f"Refund to {p['full']}, personal CLABE account {v}."
    if lang == "pt":
        t = f"Reembolso para {p['full']}, CLABE pessoal {v}."
    return {"kind": "clabe", "value": v, "text": t, "form": f"CLABE {style}"}


def m_card(r, lang):
    p = person(r, lang)
    brand = r.choice(["visa", "mc", "mc2", "amex"])
    n = card(r, brand)
    style = r.choice(["plain", "spaced", "hyphen"])
    v = n if style == "plain" else group_card(n, " " if style == "spaced" else "-")
    t = {
        "es": r.choice(
            [
                f"Cargo rechazado: tarjeta {v} de {p['short']}, vence 08/27.",
                f"Te paso mi tarjeta para el apartado: {v}",
                f"titular={p['short']} pan={v} motivo=fondos insuficientes",
            ]
        ),
        "en": f"Payment failed for {p['full']}: card number {v}, exp 11/28.",
        "pt": f"Pagamento recusado: cartão {v} de {p['full']}.",
    }[lang]
    return {"kind": "card", "value": v, "text": t, "form": f"card {brand} {style}"}


def m_passport(r, lang):
    p = person(r, lang)
    country = r.choice(["mx", "mx", "us", "es", "br", "ar"])
    v = passport(r, country)
    t = {
        "es": r.choice(
            [
                f"Pasajero {p['full']}, pasaporte {v}, vuelo AM 402.",
                f"Núm. de pasaporte de {p['short']}: {v} (vigente hasta 2031)",
                f"Para la visa anexo mi pasaporte No. {v}; saludos, {p['short']}",
            ]
        ),
        "en": f"Traveller {p['full']}, passport number {v}, nationality {country.upper()}.",
        "pt": f"Hóspede {p['full']}, passaporte nº {v}.",
    }[lang]
    return {"kind": "passport", "value": v, "text": t, "form": f"passport {country}"}


def _date(r, p, lang):
    d, m, y = p["d"], p["m"], p["y"]
    if lang == "en":
        return r.choice(
            [f"{MONTHS[m - 1]} {d}, {y}", f"{m:02d}/{d:02d}/{y}", f"{y}-{m:02d}-{d:02d}"]
        )
    if lang == "pt":
        return r.choice([f"{d} de {MESES_PT[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}"])
    return r.choice(
        [
            f"{d} de {MESES[m - 1]} de {y}",
            f"{d:02d}/{m:02d}/{y}",
            f"{y}-{m:02d}-{d:02d}",
            f"{d:02d}-{MESES[m - 1][:3].upper()}-{y}",
        ]
    )


def m_birth(r, lang):
    p = person(r, lang)
    v = _date(r, p, lang)
    t = {
        "es": r.choice(
            [
                f"{p['full']}, nacida el {v}, cursa el segundo semestre.",
                f"Fecha de nacimiento de {p['short']}: {v}",
                f"Jugador: {p['short']} · F. nac.: {v} · Categoría libre",
                f"Paciente {p['full']} (fecha de nacimiento {v}) acude a revisión.",
            ]
        ),
        "en": f"{p['full']}, date of birth {v}, enrolled in the evening program.",
        "pt": f"{p['full']}, data de nascimento {v}, matrícula ativa.",
    }[lang]
    return {"kind": "birth-date", "value": v, "text": t, "form": "birth date next to a name"}


def _address(r):
    mun, est, _ = r.choice(PLACES)
    num = r.randint(3, 1899)
    street = r.choice(STREETS)
    col = r.choice(COLONIAS)
    cp = f"{r.randint(1000, 99999):05d}"
    numtxt = r.choice([f"{num}", f"#{num}", f"núm. {num}", f"No. {num}"])
    inner = r.choice(["", "", f", int. {r.randint(1, 12)}", f", depto. {r.randint(101, 504)}"])
    return f"{street} {numtxt}{inner}, Col. {col}, C.P. {cp}, {mun}, {est}"


def m_home(r, lang):
    p = person(r)
    v = _address(r)
    t = r.choice(
        [
            f"Domicilio particular de {p['full']}: {v}.",
            f"Entregar a {p['short']} en {v}; tocar el timbre dos veces.",
            f"Rento cuarto, informes con {p['short']}, vivo en {v}",
            f"Destinatario: {p['full']} — Dirección: {v}",
            f"La paciente {p['short']} reporta como domicilio {v}.",
        ]
    )
    return {"kind": "home-address", "value": v, "text": t, "form": "home address next to a name"}


PHONE_STYLES = [
    "intl",
    "intl1",
    "paren",
    "dots",
    "dash",
    "compact",
    "intlparen",
    "044",
    "045",
    "spaced",
    "e164",
]


def m_phone(r, lang):
    p = person(r, lang if lang != "pt" else "es")
    area, rest = mx_phone(r)
    style = r.choice([*PHONE_STYLES, "bare", "bare", "bare"])
    v = mx_format(area, rest, style)
    if style == "bare":
        t = r.choice(
            [
                f"Comunícate con {p['short']} al {v}",
                f"{p['full']} {v}",
                f"Mi cel: {v} (solo mensajes), {p['given']}",
                f"Contacto de emergencia: {p['short']}, celular {v}",
                f"Vendo bicicleta rodada 26, llamar a {p['given']} {v}",
            ]
        )
    else:
        t = {
            "es": r.choice(
                [
                    f"Informes con {p['short']} al {v}",
                    f"Celular de {p['full']}: {v}",
                    f"Si no contesto márcame a mi número personal {v}. {p['given']}",
                    f"Tel. particular {v} — {p['short']}",
                    f"Contacto: {p['short']} / WhatsApp y llamadas {v}",
                ]
            ),
            "en": f"Call {p['full']} on her personal mobile {v} after 6 pm.",
        }.get(lang, f"Ligue para {p['short']}: celular {v}")
    return {"kind": "phone", "value": v, "text": t, "form": f"phone {style}"}


def m_tel_link(r, lang):
    p = person(r)
    area, rest = mx_phone(r)
    v = "tel:" + r.choice(["+52", "+521", ""]) + area + rest
    t = f'<a href="{v}">Llamar a {p["short"]}</a>'
    return {"kind": "phone", "value": v, "text": t, "form": "tel: link", "html_only": True}


def m_whatsapp(r, lang):
    p = person(r)
    area, rest = mx_phone(r)
    n = "52" + r.choice(["", "1"]) + area + rest
    v = r.choice(
        [
            f"https://wa.me/{n}",
            f"https://api.whatsapp.com/send?phone={n}",
            f"https://wa.me/{n}?text=Hola",
        ]
    )
    t = r.choice(
        [
            f"Escríbele a {p['short']} por WhatsApp: {v}",
            f"WhatsApp personal de {p['given']}: {v}",
            f"Pedidos con {p['short']} (particular) {v}",
        ]
    )
    return {"kind": "whatsapp", "value": v, "text": t, "form": "WhatsApp link"}


def m_email(r, lang):
    p = person(r, lang if lang != "pt" else "es")
    style = r.choice(["plain", "plain", "accented", "upper", "mailto", "from"])
    local = email_local(r, p, accented=(style == "accented"))
    dom = r.choice(FREEMAIL)
    addr = f"{local}@{dom}"
    if style == "accented" and all(ord(c) < 128 for c in local):
        addr = f"{p['given'].lower()}.{p['s1'].lower()}@{dom}"
    if style == "upper":
        addr = addr.upper()
    v = f"mailto:{addr}?subject=Consulta" if style == "mailto" else addr
    if style == "from":
        t = f"From: {p['full']} <{addr}>"
    elif lang == "en":
        t = f"Reach {p['full']} at her personal address {v} for the reference letter."
    elif lang == "pt":
        t = f"Contato pessoal de {p['full']}: {v}"
    else:
        t = r.choice(
            [
                f"Cualquier duda escríbeme a {v}, {p['short']}",
                f"Correo personal de {p['full']}: {v}",
                f"Enviar CV a {p['short']} ({v})",
                f"autor={p['short']} email={v} comentario pendiente de moderación",
            ]
        )
    return {"kind": "email", "value": v, "text": t, "form": f"e-mail {style}"}


def m_email_obf(r, lang):
    p = person(r)
    local = email_local(r, p)
    dom, tld = r.choice(
        [("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com.mx")]
    )
    tldw = tld.replace(".", " [punto] ")
    style = r.choice(["arroba", "parens", "at", "at_br", "plain_words"])
    v = {
        "arroba": f"{local} [arroba] {dom} [punto] {tldw}",
        "parens": f"{local}(arroba){dom}(punto){tld.replace('.', '(punto)')}",
        "at": f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        "at_br": f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        "plain_words": f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}",
    }[style]
    t = r.choice(
        [
            f"Escríbanle a {p['short']}: {v}",
            f"Mi correo es {v} (sin espacios), {p['given']}",
            f"Contacto de {p['full']} — {v}",
        ]
    )
    return {"kind": "email-obfuscated", "value": v, "text": t, "form": f"obfuscated e-mail {style}"}


def m_foreign(r, lang):
    p = person(r, "pt" if lang == "pt" else "es")
    which = r.choice(["cpf", "rut", "dni_es", "cuil", "ssn", "dni_ar"])
    if lang == "pt":
        which = "cpf"
    if lang == "en":
        which = "ssn"
    v = {
        "cpf": cpf(r),
        "rut": rut(r),
        "dni_es": dni_es(r),
        "cuil": cuil(r),
        "ssn": ssn(r),
        "dni_ar": f"{r.randint(20, 45)}.{r.randint(100, 999)}.{r.randint(100, 999)}",
    }[which]
    label = {
        "cpf": "CPF",
        "rut": "RUT",
        "dni_es": "DNI",
        "cuil": "CUIL",
        "ssn": "SSN",
        "dni_ar": "DNI",
    }[which]
    if lang == "pt":
        t = r.choice(
            [
                f"Cliente {p['full']}, CPF {v}, endereço de cobrança confirmado.",
                f"Nota fiscal emitida para {p['short']} (CPF: {v})",
            ]
        )
    elif lang == "en":
        p = person(r, "en")
        t = f"Employee {p['full']}, SSN {v}, start date pending."
    else:
        t = r.choice(
            [
                f"Titular: {p['full']} — {label} {v}",
                f"{p['short']}, {label} N° {v}, domicilio en trámite.",
                f"Inscripción de {p['short']} con {label} {v}",
            ]
        )
    return {"kind": "foreign-id", "value": v, "text": t, "form": f"{which}"}


MAKERS = [  # (maker, weight, langs)
    (m_curp, 30, "es es es es en"),
    (m_rfc, 24, "es es es es en"),
    (m_nss, 16, "es es es en"),
    (m_ine, 12, "es"),
    (m_clabe, 14, "es es es en pt"),
    (m_card, 16, "es es en pt"),
    (m_passport, 20, "es es es en pt"),
    (m_birth, 22, "es es es en pt"),
    (m_home, 26, "es"),
    (m_phone, 44, "es es es es en pt"),
    (m_tel_link, 8, "es"),
    (m_whatsapp, 10, "es"),
    (m_email, 30, "es es es en pt"),
    (m_email_obf, 12, "es"),
    (m_foreign, 18, "es es es en pt pt"),
]
