"""Personal items of corpus 53 (label personal: families personal and account-id).

Each maker takes a ``random.Random`` and returns a dict: kind, family, lang, form, value
(the datum exactly as written), text (a one-line sentence/record holding the value; used
in JSON/YAML and, escaped, in HTML), key (JSON/YAML key to put it under), optionally
html (a ready one-line HTML snippet; its value is ``html_value``) and header
((name, value) for a recorded header in a cassette).
"""

from __future__ import annotations

import random

from values import (
    ALNUM,
    CITIES,
    COLONIAS,
    FREEMAIL,
    FREEMAIL_PT,
    LOWNUM,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    STREETS,
    Person,
    card,
    card_fmt,
    clabe,
    clave_elector,
    cpf,
    cuil,
    curp,
    dni_ar,
    dni_es,
    email_local,
    group,
    hexs,
    mobile,
    nss,
    passport_mx,
    passport_other,
    phone_fmt,
    rfc_fisica,
    rstr,
    rut,
    ssn,
    uuid4,
)


def _lang(rng: random.Random, en: float = 0.22, pt: float = 0.1) -> str:
    x = rng.random()
    return "en" if x < en else "pt" if x < en + pt else "es"


def d(kind, lang, form, value, text, key, family="personal", **kw):
    out = dict(kind=kind, family=family, lang=lang, form=form, value=value, text=text, key=key)
    out.update(kw)
    return out


# ------------------------------------------------------------------ CURP


def m_curp(rng):
    p = Person(rng)
    c = curp(rng, p)
    style = rng.choice(["upper", "upper", "lower", "spaced", "hyphen", "upper"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[style]
    t = rng.choice(
        [
            "Ficha de inscripción: alumna(o) {n}, CURP {v}, grupo 3°B.",
            "Recordatorio IMSS: {n} (CURP: {v}) tiene cita en la UMF 28 el martes a las 9:40.",
            "[chat] yo: te paso la curp de mi mamá {v} para el trámite",
            "{n},{v},{y},Beca Benito Juárez,activo",
            "Solicitante: {n} · CURP {v} · Trámite de acta de nacimiento en línea",
            "2024-03-11 10:22:05 INFO alta_beneficiario curp={v} nombre=\u201c{n}\u201d",
            "Entrega a nombre de {n}; identificación: CURP {v}",
            "curp del trabajador: {v}",
        ]
    ).format(n=p.name, v=v, y=p.year)
    return d(
        "curp",
        "es",
        f"curp-{style}",
        v,
        t,
        rng.choice(["snippet", "nota", "content", "descripcion", "registro"]),
    )


def m_rfc(rng):
    p = Person(rng)
    r = rfc_fisica(rng, p)
    style = rng.choice(["plain", "plain", "hyphen", "spaced", "lower"])
    v = {
        "plain": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        "lower": r.lower(),
    }[style]
    t = rng.choice(
        [
            "Datos para factura: {n}, RFC {v}, régimen 605 sueldos y salarios, uso CFDI G03.",
            "Recibo de arrendamiento — arrendador {n}, R.F.C.: {v}",
            "Ticket #{k}: el cliente {n} pide corregir su RFC a {v} en la factura.",
            "rfc persona física: {v} ({n})",
            "Mi RFC es {v}, porfa manda la factura a mi correo.",
            "Honorarios pagados a {n} — RFC {v} — retención ISR 10%",
        ]
    ).format(n=p.name, v=v, k=rng.randint(40000, 99999))
    return d(
        "rfc-persona-fisica",
        "es",
        f"rfc-{style}",
        v,
        t,
        rng.choice(["snippet", "comentario", "text", "detalle"]),
    )


def m_nss(rng):
    p = Person(rng)
    n = nss(rng, p)
    style = rng.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": group(n, [2, 2, 2, 4, 1], "-"),
        "spaced": group(n, [4, 2, 4, 1], " "),
    }[style]
    t = rng.choice(
        [
            "Constancia de semanas cotizadas de {n}, NSS {v}.",
            "Número de Seguridad Social: {v} — {n}",
            "Alta ante el IMSS: {n}, NSS {v}, salario diario integrado $412.50",
            "mi nss es {v} por si lo necesitan para la incapacidad",
            "empleado={n};nss={v};departamento=almacén",
        ]
    ).format(n=p.name, v=v)
    return d(
        "nss",
        "es",
        f"nss-{style}",
        v,
        t,
        rng.choice(["snippet", "content", "nota", "observaciones"]),
    )


def m_ine(rng):
    p = Person(rng)
    c = clave_elector(rng, p)
    style = rng.choice(["upper", "upper", "lower"])
    v = c if style == "upper" else c.lower()
    t = rng.choice(
        [
            "Identificación oficial: INE de {n}, clave de elector {v}.",
            "Clave de elector {v} (credencial para votar de {n})",
            "Copia de INE — {n} — CLAVE DE ELECTOR: {v} — vigencia 2031",
            "te mando mi clave de elector: {v}",
        ]
    ).format(n=p.name, v=v)
    return d(
        "ine-clave-elector",
        "es",
        f"clave-elector-{style}",
        v,
        t,
        rng.choice(["snippet", "nota", "text"]),
    )


def m_clabe(rng):
    p = Person(rng)
    c, bank = clabe(rng)
    style = rng.choice(["plain", "plain", "spaced"])
    v = c if style == "plain" else group(c, [3, 3, 11, 1], " ")
    t = rng.choice(
        [
            "Deposítame a mi CLABE {v} ({b}) a nombre de {n}, gracias.",
            "Reembolso al cliente {n}: CLABE interbancaria {v}, banco {b}.",
            "Beneficiario: {n} | CLABE: {v} | Banco: {b}",
            "Para la tanda, mi cuenta es la CLABE {v} de {b} — {g}",
        ]
    ).format(n=p.name, v=v, b=bank, g=p.given)
    return d(
        "clabe",
        "es",
        f"clabe-{style}",
        v,
        t,
        rng.choice(["snippet", "comentario", "content", "mensaje"]),
    )


def m_card(rng):
    p = Person(rng)
    lang = _lang(rng)
    num, brand = card(rng)
    style = rng.choice(["plain", "spaced", "hyphen", "spaced"])
    v = {"plain": num, "spaced": card_fmt(num, " "), "hyphen": card_fmt(num, "-")}[style]
    t = {
        "es": rng.choice(
            [
                "Pago rechazado para {n}: tarjeta {b} {v}, vence 08/27.",
                "Le paso mi tarjeta para el apartado: {v} a nombre de {n}.",
                "cargo recurrente — titular {n} — tarjeta {v}",
            ]
        ),
        "en": rng.choice(
            [
                "Cardholder {n}, card number {v}, exp 11/26, billing zip 78701.",
                "customer note: please charge {v} ({b}) for {n}'s order",
            ]
        ),
        "pt": rng.choice(["Cartão do titular {n}: {v}, validade 09/28."]),
    }[lang].format(n=p.name, v=v, b=brand)
    return d(
        "card",
        lang,
        f"card-{brand.split()[0].lower()}-{style}",
        v,
        t,
        rng.choice(["snippet", "note", "content", "body"]),
    )


def m_passport(rng):
    lang = _lang(rng, 0.3, 0.15)
    p = Person(rng, lang)
    if lang == "es" and rng.random() < 0.65:
        v, country = passport_mx(rng), "México"
    else:
        v, country = passport_other(rng)
    t = {
        "es": rng.choice(
            [
                "Pasajero: {n} · Pasaporte {v} · vuelo AM 0412 CDMX–MAD",
                "Para el check-in necesito tu número de pasaporte: {n}, pasaporte n.º {v} ({c}).",
                "Reservación a nombre de {n}, No. de pasaporte: {v}",
                "Visa en trámite — {n}, pasaporte mexicano {v}, cita consular 14/05.",
            ]
        ),
        "en": rng.choice(
            [
                "Traveler {n}, passport no. {v}, issued by {c}.",
                "Guest registration: {n} — Passport number: {v}",
            ]
        ),
        "pt": rng.choice(
            [
                "Hóspede {n}, passaporte nº {v}, emitido em 2022.",
                "Dados do viajante: {n} — Passaporte: {v}",
            ]
        ),
    }[lang].format(n=p.name, v=v, c=country)
    return d(
        "passport",
        lang,
        f"passport-{country[:6].lower()}",
        v,
        t,
        rng.choice(["snippet", "note", "content", "text"]),
    )


def m_birth(rng):
    lang = _lang(rng, 0.22, 0.12)
    p = Person(rng, lang)
    style = rng.choice(["long", "slash", "iso", "mon", "long"])
    if lang == "en":
        v = {
            "long": f"{MONTHS_EN[p.month - 1]} {p.day}, {p.year}",
            "slash": f"{p.month:02d}/{p.day:02d}/{p.year}",
            "iso": f"{p.year}-{p.month:02d}-{p.day:02d}",
            "mon": f"{p.day} {MONTHS_EN[p.month - 1][:3]} {p.year}",
        }[style]
        t = rng.choice(
            [
                "{n} (born {v}) joined the team roster.",
                "Patient: {n}; DOB: {v}",
                "Date of birth of {n}: {v}",
            ]
        ).format(n=p.name, v=v)
    elif lang == "pt":
        v = {"long": f"{p.day} de {MONTHS_PT[p.month - 1]} de {p.year}"}.get(
            style, f"{p.day:02d}/{p.month:02d}/{p.year}"
        )
        t = rng.choice(
            [
                "{n}, nascido(a) em {v}, inscrito na turma B.",
                "Paciente {n} — data de nascimento: {v}",
            ]
        ).format(n=p.name, v=v)
    else:
        v = {
            "long": f"{p.day} de {MONTHS_ES[p.month - 1]} de {p.year}",
            "slash": f"{p.day:02d}/{p.month:02d}/{p.year}",
            "iso": f"{p.year}-{p.month:02d}-{p.day:02d}",
            "mon": f"{p.day:02d}-{MONTHS_ES[p.month - 1][:3].upper()}-{p.year}",
        }[style]
        t = rng.choice(
            [
                "Aviso escolar: {n} nació el {v}; favor de traer acta de nacimiento.",
                "Expediente clínico — {n}, fecha de nacimiento: {v}, tipo de sangre O+.",
                "Liga infantil, categoría {y}: {n} (fecha de nac. {v})",
                "{n} · F. nac.: {v} · Tutor: {g} {s}",
                "¡Feliz cumpleaños a {n}, que nació el {v}!",
            ]
        ).format(n=p.name, v=v, g=Person(rng).given, s=p.s1, y=p.year)
    return d(
        "birth-date",
        lang,
        f"birth-date-{style}",
        v,
        t,
        rng.choice(["snippet", "content", "note", "descripcion"]),
    )


def address(rng, with_int=True) -> str:
    mun, est, _ = rng.choice(CITIES)
    kind = rng.choice(["Calle", "Av.", "Privada", "Cerrada", "Calz.", "Andador", "C."])
    num = rng.choice(["#{}", "núm. {}", "No. {}", "{}"]).format(rng.randint(3, 2890))
    intr = (
        rng.choice(
            [
                "",
                f", int. {rng.randint(1, 12)}",
                f" depto. {rng.randint(101, 504)}",
                f" int. {rng.choice('ABCD')}",
            ]
        )
        if with_int
        else ""
    )
    cp = f"{rng.randint(1000, 99000):05d}"
    return f"{kind} {rng.choice(STREETS)} {num}{intr}, Col. {rng.choice(COLONIAS)}, C.P. {cp}, {mun}, {est}"


def m_home(rng):
    p = Person(rng)
    v = address(rng)
    t = rng.choice(
        [
            "Domicilio particular: {v} — {n}",
            "Enviar a: {n}, {v}. Tel. de contacto en la guía.",
            "Rento cuarto en mi casa, pregunta por {n}: {v}",
            "Paciente {n}, domicilio: {v}",
            "{n} vive en {v} (dato del padrón de la parroquia)",
            "destinatario={n}|direccion={v}",
        ]
    ).format(n=p.name, v=v)
    return d(
        "home-address",
        "es",
        "home-address-mx",
        v,
        t,
        rng.choice(["snippet", "direccion_envio", "content", "nota"]),
    )


def m_phone(rng):
    lang = _lang(rng, 0.15, 0.0)
    p = Person(rng, "es")
    lada, rest = mobile(rng)
    style = rng.choice(
        [
            "intl",
            "intl1",
            "044",
            "045",
            "paren",
            "dots",
            "dash",
            "compact",
            "bare",
            "bare",
            "intlparen",
            "spaced",
            "tel",
            "bare",
        ]
    )
    if style == "tel":
        num = phone_fmt(lada, rest, "compact")
        v = f"tel:{num}"
        html = f'<p>Llámale a {p.short}: <a href="{v}">{phone_fmt(lada, rest, "spaced")}</a></p>'
        t = f"Llámale a {p.short}: [{phone_fmt(lada, rest, 'spaced')}]({v})"
        return d("phone", "es", "phone-tel-link", v, t, "content", html=html, html_value=v)
    v = phone_fmt(lada, rest, style)
    if lang == "en":
        t = rng.choice(
            ["Call {n} at {v} after 6 pm.", "Contact: {n}, mobile {v}", "{n}'s cell: {v}"]
        ).format(n=p.name, v=v)
    elif style == "bare":
        t = rng.choice(
            [
                "Comunícate con {n} al {v}",
                "{n} {v}",
                "mi cel {v}, pregunta por {g}",
                "Informes con {n}: {v}",
                "Se vende bicicleta rodada 26, trato directo con {n}, cel. {v}",
                "Contacto de emergencia: {n} (mamá) {v}",
            ]
        ).format(n=p.name, v=v, g=p.given)
    else:
        t = rng.choice(
            [
                "Celular de {n}: {v}",
                "Para dudas márcame al {v}, soy {g}.",
                "Tel. particular {v} — {n}",
                "{n} | cel {v} | turno vespertino",
                "Si encuentras a Firulais avisa a {n} al {v}",
                "Whats o llamada: {v} ({g})",
            ]
        ).format(n=p.name, v=v, g=p.given)
    return d(
        "phone",
        lang,
        f"phone-{style}",
        v,
        t,
        rng.choice(["snippet", "content", "contacto", "note", "text"]),
    )


def m_whatsapp(rng):
    p = Person(rng)
    lada, rest = mobile(rng)
    style = rng.choice(["wa.me", "wa.me1", "api", "wa-text"])
    if style == "wa.me":
        v = f"https://wa.me/52{lada}{rest}"
    elif style == "wa.me1":
        v = f"https://wa.me/521{lada}{rest}"
    elif style == "api":
        v = f"https://api.whatsapp.com/send?phone=52{lada}{rest}"
    else:
        v = f"https://wa.me/52{lada}{rest}?text=Hola%20{p.given.replace('á', '%C3%A1')}"
    html = f'<p>Mándale WhatsApp a {p.short}: <a href="{v.replace("&", "&amp;")}">escribir</a></p>'
    t = f"Mándale WhatsApp a {p.short}: {v}"
    return d(
        "whatsapp",
        "es",
        f"whatsapp-{style}",
        v,
        t,
        rng.choice(["content", "link", "snippet"]),
        html=html,
        html_value=v,
    )


def m_email(rng):
    lang = _lang(rng, 0.2, 0.12)
    p = Person(rng, lang)
    style = rng.choice(["plain", "plain", "accent", "upper", "mailto-q", "from", "accent", "plain"])
    dom = rng.choice(FREEMAIL_PT if lang == "pt" else FREEMAIL)
    local = email_local(rng, p, accents=style == "accent" and lang != "en")
    e = f"{local}@{dom}"
    if style == "upper":
        e = e.upper()
    if style == "mailto-q":
        q = rng.choice(
            ["subject=Cotizaci%C3%B3n", "subject=Hola&body=Buen%20d%C3%ADa", "cc=&subject=Renta"]
        )
        v = f"mailto:{e}?{q}"
        html = f'<p>Escríbele a {p.short}: <a href="{v.replace("&", "&amp;")}">{e}</a></p>'
        t = f"Escríbele a {p.short}: <a href='{v}'>{e}</a>"
        return d(
            "email",
            lang,
            "email-mailto-query",
            v,
            t,
            "content",
            html=html,
            html_value=v.replace("&", "&amp;"),
        )
    if style == "from":
        t = f"From: {p.name} <{e}>"
        return d(
            "email", lang, "email-from-header-line", e, t, rng.choice(["raw", "content", "snippet"])
        )
    v = e
    t = {
        "es": rng.choice(
            [
                "Escríbeme a {v} — {n}",
                "Contacto del vendedor particular: {n}, {v}",
                "Mi correo personal es {v}",
                "Inscripciones con {n} ({v})",
                "{n} <{v}> confirmó asistencia",
            ]
        ),
        "en": rng.choice(
            ["Reach {n} at {v}.", "Personal email: {v} ({n})", "{n} — {v} — RSVP yes"]
        ),
        "pt": rng.choice(["Fale com {n}: {v}", "E-mail pessoal de {n}: {v}"]),
    }[lang].format(n=p.name, v=v)
    return d(
        "email",
        lang,
        f"email-{style}",
        v,
        t,
        rng.choice(["email", "snippet", "content", "contact", "autor"]),
    )


def m_email_obf(rng):
    p = Person(rng)
    local = email_local(rng, p)
    user, dom = local, rng.choice(["gmail", "hotmail", "yahoo", "outlook"])
    style = rng.choice(["arroba-punto", "paren", "at-dot", "brackets", "words"])
    v = {
        "arroba-punto": f"{user} [arroba] {dom} [punto] com",
        "paren": f"{user}(arroba){dom}(punto)com",
        "at-dot": f"{user} at {dom} dot com",
        "brackets": f"{user}[at]{dom}[dot]com",
        "words": f"{user} arroba {dom} punto com",
    }[style]
    t = rng.choice(
        [
            "Para evitar spam, escriban a {v} ({n})",
            "Contacto: {n} — {v}",
            "mi correo es {v}, cualquier cosa me avisan",
        ]
    ).format(n=p.name, v=v)
    return d(
        "email-obfuscated",
        "es",
        f"email-obf-{style}",
        v,
        t,
        rng.choice(["snippet", "content", "comentario"]),
    )


def m_foreign(rng):
    kind = rng.choice(["dni-es", "cuil", "dni-ar", "rut", "cpf", "cpf", "ssn"])
    if kind == "dni-es":
        p, v = Person(rng), dni_es(rng)
        t, lang = (
            rng.choice(["Titular: {n}, DNI {v}, Madrid.", "Inquilino {n} con DNI {v}"]).format(
                n=p.name, v=v
            ),
            "es",
        )
    elif kind == "cuil":
        p = Person(rng)
        v = cuil(rng, p.sex == "M")
        t, lang = f"Recibo de sueldo — {p.name} — CUIL {v}", "es"
    elif kind == "dni-ar":
        p, v = Person(rng), dni_ar(rng)
        t, lang = f"{p.name}, DNI N° {v}, domiciliado en Córdoba.", "es"
    elif kind == "rut":
        p, v = Person(rng), rut(rng)
        t, lang = (
            rng.choice(["Cliente {n}, RUT {v}", "RUT del titular: {v} ({n})"]).format(
                n=p.name, v=v
            ),
            "es",
        )
    elif kind == "cpf":
        p, v = Person(rng, "pt"), cpf(rng)
        t, lang = (
            rng.choice(["Nota fiscal para {n}, CPF {v}", "CPF do cliente: {v} — {n}"]).format(
                n=p.name, v=v
            ),
            "pt",
        )
    else:
        p, v = Person(rng, "en"), ssn(rng)
        t, lang = (
            rng.choice(["Employee {n}, SSN {v}", "W-4 on file for {n} (SSN: {v})"]).format(
                n=p.name, v=v
            ),
            "en",
        )
    return d(
        "foreign-id", lang, f"foreign-{kind}", v, t, rng.choice(["snippet", "content", "note"])
    )


# ------------------------------------------------------------------ account ids


def m_account(rng):
    shape = rng.choice(
        [
            "acct-path",
            "acct-field",
            "cust-header",
            "org-openai",
            "proj-field",
            "user-field",
            "ws-field",
            "team-error",
            "org-path",
            "x-account-id",
            "anthropic-org",
            "cust-field",
            "workspace-header",
            "project-header",
        ]
    )
    lang = _lang(rng, 0.5, 0.05)
    if shape == "acct-path":
        v = "acct_" + rstr(rng, ALNUM, 16)
        t = f"GET https://api.example-billing.com/v1/accounts/{v}/usage?period=2024-05 -> 200"
        return d("account-id", "en", "acct in URL path", v, t, "request_url", family="account-id")
    if shape == "acct-field":
        v = "acct_" + rstr(rng, ALNUM, 14)
        return d(
            "account-id",
            lang,
            "acct in body field",
            v,
            v,
            "account_id",
            family="account-id",
            plain_value=True,
        )
    if shape == "cust-header":
        v = f"cust-{rng.randint(10000, 999999)}"
        return d(
            "account-id",
            "en",
            "cust in x-account header",
            v,
            f"x-account: {v}",
            "x-account",
            family="account-id",
            header=("x-account", v),
        )
    if shape == "org-openai":
        v = "org-" + rstr(rng, ALNUM, 24)
        return d(
            "account-id",
            "en",
            "openai-organization header",
            v,
            f"openai-organization: {v}",
            "openai-organization",
            family="account-id",
            header=("openai-organization", v),
        )
    if shape == "proj-field":
        v = "proj_" + rstr(rng, ALNUM, 24)
        return d(
            "account-id",
            "en",
            "proj in project field",
            v,
            v,
            "project",
            family="account-id",
            plain_value=True,
        )
    if shape == "user-field":
        v = "user_" + rstr(rng, ALNUM, 20)
        t = rng.choice([f"usuario {v} excedió su cuota diaria", f"quota exceeded for {v}", v])
        return d(
            "account-id",
            lang,
            "user id in field/message",
            v,
            t,
            rng.choice(["user", "owner", "detail"]),
            family="account-id",
        )
    if shape == "ws-field":
        v = "ws_" + rstr(rng, LOWNUM, 18)
        return d(
            "account-id",
            "en",
            "workspace id field",
            v,
            v,
            "workspace_id",
            family="account-id",
            plain_value=True,
        )
    if shape == "team-error":
        v = "team_" + rstr(rng, ALNUM, 20)
        t = rng.choice(
            [
                f"El equipo {v} alcanzó el límite de créditos del plan Hobby.",
                f"Rate limit reached for team {v} on requests per minute.",
            ]
        )
        return d(
            "account-id",
            lang,
            "team id in error message",
            v,
            t,
            "error_message",
            family="account-id",
        )
    if shape == "org-path":
        v = "org_" + rstr(rng, ALNUM, 22)
        t = f"https://console.example-llm.com/organizations/{v}/settings/limits"
        return d(
            "account-id", "en", "org id in console URL path", v, t, "url_extra", family="account-id"
        )
    if shape == "x-account-id":
        v = rng.choice([f"{rng.randint(100000000, 999999999)}", "acc-" + hexs(rng, 12)])
        return d(
            "account-id",
            "en",
            "x-account-id header",
            v,
            f"X-Account-Id: {v}",
            "x-account-id",
            family="account-id",
            header=("x-account-id", v),
        )
    if shape == "anthropic-org":
        v = uuid4(rng)
        return d(
            "account-id",
            "en",
            "anthropic-organization-id header",
            v,
            f"anthropic-organization-id: {v}",
            "anthropic-organization-id",
            family="account-id",
            header=("anthropic-organization-id", v),
        )
    if shape == "cust-field":
        v = "cus_" + rstr(rng, ALNUM, 14)
        t = rng.choice([f"Cliente {v} sin método de pago predeterminado", v])
        return d("account-id", lang, "customer id in field", v, t, "customer", family="account-id")
    if shape == "workspace-header":
        v = "wrk_" + rstr(rng, ALNUM, 20)
        return d(
            "account-id",
            "en",
            "x-workspace-id header",
            v,
            f"x-workspace-id: {v}",
            "x-workspace-id",
            family="account-id",
            header=("x-workspace-id", v),
        )
    v = "proj_" + rstr(rng, ALNUM, 24)
    return d(
        "account-id",
        "en",
        "openai-project header",
        v,
        f"openai-project: {v}",
        "openai-project",
        family="account-id",
        header=("openai-project", v),
    )


PLAN = [  # (maker, count)
    (m_curp, 30),
    (m_rfc, 22),
    (m_nss, 16),
    (m_ine, 14),
    (m_clabe, 14),
    (m_card, 16),
    (m_passport, 22),
    (m_birth, 24),
    (m_home, 26),
    (m_phone, 56),
    (m_whatsapp, 12),
    (m_email, 34),
    (m_email_obf, 14),
    (m_foreign, 22),
    (m_account, 52),
]
