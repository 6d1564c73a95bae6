"""Content makers for corpus 42: each returns one item's datum in a realistic context.

A maker takes ``rng`` and returns a dict: ``kind``, ``lang``, ``form``, ``value`` (the
datum), ``text`` (a one-line context holding the value, for JSON/YAML strings and HTML
paragraphs), and optionally ``html`` (markup for pages, with ``value_html``), ``key``
(a JSON/YAML field name that goes with the datum), ``header`` (a recorded header name: the
item goes into a cassette's headers), ``pem`` (lines of a PEM block).
"""

from __future__ import annotations

import base64
import random
import string

from values import (
    CALLES,
    COLONIAS,
    FREEMAIL,
    STATES,
    Person,
    api_key,
    aws_pair,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    dni_ar,
    dni_es,
    email_local,
    ine_clave,
    isbn13,
    jwt,
    mobile10,
    nss,
    passport_foreign,
    passport_mx,
    pem,
    phone_forms,
    rfc_fisica,
    rfc_moral,
    rs,
    rut,
    sha256,
    ssn,
    uuid4,
)

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
MESES_PT = [
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
MONTHS = [
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
MON3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]

COMPANIES = [
    ("Distribuidora Norteña del Valle S.A. de C.V.", "nortenadelvalle.com.mx"),
    ("Ferretería El Águila", "ferreteriaelaguila.mx"),
    ("Grupo Alimentos del Bajío S.A. de C.V.", "alimentosbajio.com"),
    ("Clínica Santa Fe de Querétaro", "clinicasantafeqro.mx"),
    ("Colegio Miguel Hidalgo A.C.", "colegiohidalgo.edu.mx"),
    ("Inmobiliaria Pirámide S. de R.L. de C.V.", "inmobiliariapiramide.com.mx"),
    ("Transportes Rápidos del Centro S.A. de C.V.", "trcentro.com.mx"),
    ("Papelería La Estrella", "papelerialaestrella.mx"),
    ("Laboratorios Clínicos Azteca S.A.", "labazteca.com.mx"),
    ("Mueblería Casa Jardín", "casajardin.mx"),
    ("Editorial Sierra Madre S.A. de C.V.", "editorialsierramadre.com"),
    ("Óptica Visión Clara", "opticavisionclara.com.mx"),
]
GOV = [
    "sat.gob.mx",
    "imss.gob.mx",
    "profeco.gob.mx",
    "cdmx.gob.mx",
    "jalisco.gob.mx",
    "inai.org.mx",
    "condusef.gob.mx",
    "economia.gob.mx",
    "salud.gob.mx",
    "sep.gob.mx",
]


def pick_lang(rng: random.Random, es: float = 0.68, en: float = 0.2) -> str:
    r = rng.random()
    return "es" if r < es else "en" if r < es + en else "pt"


def T(
    rng: random.Random,
    lang: str,
    es: list[str],
    en: list[str] | None = None,
    pt: list[str] | None = None,
) -> str:
    pool = {"es": es, "en": en or es, "pt": pt or en or es}[lang]
    return rng.choice(pool)


def spaced(v: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(v[i : i + g])
        i += g
    if i < len(v):
        out.append(v[i:])
    return sep.join(out)


def addr(p: Person, rng: random.Random, with_int: bool | None = None) -> str:
    estado, munis = STATES[p.state]
    calle = rng.choice(CALLES)
    num = rng.choice(
        [
            f"#{rng.randint(1, 999)}",
            f"núm. {rng.randint(1, 999)}",
            f"No. {rng.randint(1, 2999)}",
            str(rng.randint(1, 999)),
        ]
    )
    interior = rng.choice(
        [
            f", int. {rng.randint(1, 12)}",
            f", depto. {rng.randint(101, 504)}",
            f" Int. {rng.choice('ABCD')}",
            "",
        ]
    )
    if with_int is False:
        interior = ""
    cp = f"{rng.randint(1000, 99999):05d}"
    return f"{calle} {num}{interior}, Col. {rng.choice(COLONIAS)}, C.P. {cp}, {rng.choice(munis)}, {estado}"


def company(rng: random.Random) -> tuple[str, str]:
    return rng.choice(COMPANIES)


# =========================================================================== personal


def m_email(rng):
    lang = pick_lang(rng)
    p = Person(rng, lang)
    style = rng.choice(["plain", "plain", "plain", "accent", "upper", "mailto", "from", "field"])
    if style == "accent" and lang == "en":
        lang = "es"
        p = Person(rng, "es")
    local = email_local(p, rng, accents=style == "accent")
    dom = rng.choice(FREEMAIL)
    v = f"{local}@{dom}"
    if style == "upper":
        v = v.upper() if rng.random() < 0.5 else local.capitalize() + "@" + dom.upper()
    n = p.name
    text = T(
        rng,
        lang,
        [
            f"Para dudas sobre la rifa escribir a {n}: {v}",
            f"Enviar CV a {p.short} ({v}) antes del viernes.",
            f"Contacto de la familia {p.s1}: {v}",
            f"Mi correo personal es {v}, cualquier cosa me avisan. — {p.given}",
            f"Responsable del grupo de WhatsApp de padres: {n}, correo {v}",
            f"Vendo bicicleta rodada 26, interesados con {p.short} al correo {v}",
            f"Tutor: {n} <{v}>",
        ],
        [
            f"Questions about the carpool? Email {p.short} at {v}",
            f"Contact: {n} — {v} (personal)",
            f"Reach me at my personal address {v} — {p.given}",
        ],
        [
            f"Dúvidas sobre a vaga: falar com {p.short} pelo e-mail {v}",
            f"Contato pessoal de {n}: {v}",
        ],
    )
    out = dict(kind="email", lang=lang, form=f"email {style}", value=v, text=text)
    if style == "mailto":
        q = rng.choice(
            [
                "subject=Inscripci%C3%B3n&amp;cc=",
                "subject=Cotizaci%C3%B3n",
                "subject=Hola&amp;body=Buen%20d%C3%ADa",
            ]
        )
        out["html"] = (
            f'<p>Escríbele a <a href="mailto:{v}?{q}">{p.short}</a> para apartar lugar.</p>'
        )
        out["value_html"] = v
        out["text"] = f"mailto:{v}?subject=Apartado de lugar — {p.short}"
    if style == "from":
        out["text"] = f"From: {n} <{v}>"
    if style == "field":
        out["key"] = rng.choice(["customer_email", "contact_email", "email", "correo"])
        out["text"] = v
    return out


def m_email_obf(rng):
    lang = pick_lang(rng, 0.8, 0.12)
    p = Person(rng, lang)
    local = email_local(p, rng)
    user, dom = local, rng.choice(["gmail", "hotmail", "yahoo", "outlook"])
    tld = "com"
    style = rng.choice(range(5))
    v = [
        f"{user} [arroba] {dom} [punto] {tld}",
        f"{user}(arroba){dom}(punto){tld}",
        f"{user} at {dom} dot {tld}",
        f"{user}[at]{dom}[dot]{tld}",
        f"{user} arroba {dom} punto {tld}",
    ][style]
    text = T(
        rng,
        lang,
        [
            f"Si te interesa el cachorro escríbele a {p.short}: {v}",
            f"Informes con {p.name} al correo {v} (no spam por favor)",
            f"Mi mail es {v} — {p.given}",
        ],
        [f"Email {p.short}: {v}"],
        [f"Escreva para {p.short}: {v}"],
    )
    return dict(
        kind="email-obfuscated",
        lang=lang,
        form=f"obfuscated e-mail style {style}",
        value=v,
        text=text,
    )


def m_phone(rng):
    lang = pick_lang(rng, 0.8, 0.12)
    p = Person(rng, lang if lang != "en" else "es")
    area, rest = mobile10(p, rng)
    forms = phone_forms(area, rest)
    f = rng.choice(
        [
            "intl-spaced",
            "intl-mobile1",
            "parens",
            "dots",
            "hyphens",
            "e164",
            "044",
            "045",
            "bare10",
            "bare10",
            "intl-parens",
            "spaced",
            "tel",
            "bare10",
        ]
    )
    v = forms.get(f, forms["e164"])
    n, s = p.name, p.short
    if f == "bare10":
        text = T(
            rng,
            lang,
            [
                f"Comunícate con {s} al {v}",
                f"{s} {v}",
                f"Mi cel es {v}, pregunten por {p.given}",
                f"Celular de {n}: {v}",
                f"Renta de cuarto, trato directo con la dueña {s}, cel {v}",
                f"Mamá de {p.given}: {v}",
            ],
            [f"Call {s} on her cell: {v}"],
            [f"Celular de {s}: {v}"],
        )
    else:
        text = T(
            rng,
            lang,
            [
                f"Informes con {s} al {v}",
                f"Tel. particular de {n}: {v}",
                f"Cel. {v} ({s})",
                f"Para recoger el paquete llamar a {s}, {v}",
                f"En caso de emergencia avisar a {n} al {v}",
                f"Teléfono de casa de la familia {p.s1}: {v}",
            ],
            [f"Emergency contact: {n}, mobile {v}", f"Text {s} at {v} to confirm"],
            [f"Ligue para {s} no {v}", f"Celular pessoal de {n}: {v}"],
        )
    out = dict(kind="phone", lang=lang, form=f"phone {f}", value=v, text=text)
    if f == "tel":
        v = forms["e164"]
        out.update(
            value=v,
            form="phone tel: link",
            text=f"tel:{v} — {s} (celular)",
            html=f'<p>Pregunta por {s}: <a href="tel:{v}">llamar al celular</a></p>',
            value_html=v,
        )
    return out


def m_whatsapp(rng):
    p = Person(rng)
    area, rest = mobile10(p, rng)
    num = "52" + ("1" if rng.random() < 0.3 else "") + area + rest
    style = rng.choice(["wa.me", "api", "wa.me"])
    v = f"https://wa.me/{num}" if style == "wa.me" else f"https://api.whatsapp.com/send?phone={num}"
    text = rng.choice(
        [
            f"Pedidos por WhatsApp con {p.short}: {v}",
            f"Escríbeme al WhatsApp {v} — {p.given}",
            f"Vendo lavadora seminueva, WhatsApp de {p.short}: {v}",
        ]
    )
    out = dict(kind="whatsapp", lang="es", form=f"whatsapp {style} link", value=v, text=text)
    if rng.random() < 0.5:
        vh = v + ("&amp;text=Hola" if "?" in v else "?text=Hola")
        out["html"] = f'<p>Aparta tu lugar con {p.short} por <a href="{vh}">WhatsApp</a></p>'
        out["value_html"] = vh
    return out


def m_curp(rng):
    lang = pick_lang(rng, 0.85, 0.1)
    p = Person(rng)
    c = curp(p, rng)
    f = rng.choice(["upper", "upper", "lower", "spaced", "hyphen", "field"])
    v = (
        c.lower()
        if f == "lower"
        else spaced(c, [4, 6, 6, 2], " ")
        if f == "spaced"
        else spaced(c, [4, 6, 6, 2], "-")
        if f == "hyphen"
        else c
    )
    text = T(
        rng,
        lang,
        [
            f"Alumno: {p.name}, CURP {v}, grupo 3°B",
            f"Cita IMSS para {p.short} — CURP: {v}",
            f"{p.name},{v},{p.year},{STATES[p.state][0]}",
            f"Favor de validar la CURP {v} del solicitante {p.short}",
            f"curp={v} nombre={p.name} tramite=beca",
            f"mi curp es {v} por si la necesitan para el registro",
        ],
        [f"Applicant {p.name}, Mexican CURP {v}"],
        [f"Beneficiário {p.short}, CURP mexicana {v}"],
    )
    out = dict(kind="curp", lang=lang, form=f"curp {f}", value=v, text=text)
    if f == "field":
        out.update(key=rng.choice(["curp", "CURP", "curp_titular"]), text=v)
    return out


def m_rfc(rng):
    lang = pick_lang(rng, 0.88, 0.1)
    p = Person(rng)
    r = rfc_fisica(p, rng)
    f = rng.choice(["plain", "plain", "hyphen", "spaced", "lower", "field"])
    v = (
        r.lower()
        if f == "lower"
        else spaced(r, [4, 6, 3], "-")
        if f == "hyphen"
        else spaced(r, [4, 6, 3], " ")
        if f == "spaced"
        else r
    )
    text = T(
        rng,
        lang,
        [
            f"Solicito factura a nombre de {p.name}, RFC {v}, uso CFDI G03",
            f"Recibo de arrendamiento — arrendador {p.short}, RFC: {v}",
            f"Ticket #{rng.randint(10000, 99999)}: el cliente {p.short} pide corregir su RFC a {v}",
            f"Datos fiscales: {p.name} / {v} / régimen 612",
        ],
        [f"Invoice to {p.name} (Mexican tax id RFC {v})"],
    )
    out = dict(kind="rfc-persona-fisica", lang=lang, form=f"rfc {f}", value=v, text=text)
    if f == "field":
        out.update(key=rng.choice(["rfc", "rfc_receptor", "tax_id"]), text=v)
    return out


def m_nss(rng):
    p = Person(rng)
    n = nss(p, rng)
    f = rng.choice(["plain", "plain", "hyphen", "spaced"])
    v = (
        spaced(n, [2, 2, 2, 4], "-")
        if f == "hyphen"
        else spaced(n, [2, 2, 2, 4], " ")
        if f == "spaced"
        else n
    )
    text = rng.choice(
        [
            f"Trabajador: {p.name}, NSS {v}",
            f"Alta ante el IMSS de {p.short} con número de seguridad social {v}",
            f"NSS: {v} — {p.name}, puesto: auxiliar",
            f"Mi número de seguro social es {v}",
        ]
    )
    return dict(kind="nss", lang="es", form=f"nss {f}", value=v, text=text)


def m_ine(rng):
    p = Person(rng)
    v = ine_clave(p, rng)
    f = rng.choice(["plain", "lower", "plain"])
    if f == "lower":
        v = v.lower()
    text = rng.choice(
        [
            f"Identificación: INE de {p.name}, clave de elector {v}",
            f"Clave de elector: {v} ({p.short})",
            f"Se anexa copia de credencial para votar, clave {v}",
        ]
    )
    return dict(
        kind="ine-clave-elector", lang="es", form=f"clave de elector {f}", value=v, text=text
    )


def m_clabe(rng):
    p = Person(rng)
    c = clabe(rng)
    f = rng.choice(["plain", "plain", "spaced"])
    v = spaced(c, [3, 3, 11], " ") if f == "spaced" else c
    text = rng.choice(
        [
            f"Deposita la cooperación a {p.short}, CLABE {v}",
            f"Para el reembolso, mi CLABE interbancaria es {v} a nombre de {p.name}",
            f"Transferir la renta a {p.name} — CLABE: {v}",
        ]
    )
    return dict(kind="clabe", lang="es", form=f"clabe {f}", value=v, text=text)


def m_card(rng):
    lang = pick_lang(rng, 0.7, 0.25)
    p = Person(rng)
    c = card(rng)
    f = rng.choice(["plain", "spaced", "hyphen", "spaced"])
    grp = [4, 6, 5] if len(c) == 15 else [4, 4, 4, 4]
    v = spaced(c, grp, " ") if f == "spaced" else spaced(c, grp, "-") if f == "hyphen" else c
    text = T(
        rng,
        lang,
        [
            f"Pago con tarjeta {v} a nombre de {p.name}",
            f"error: cargo rechazado para la tarjeta {v} (titular {p.short})",
            f"Tarjeta del titular {p.short}: {v} vence 0{rng.randint(1, 9)}/2{rng.randint(7, 9)}",
        ],
        [f"card_number={v} holder={p.name}", f"Payment declined for card {v} ({p.short})"],
        [f"Cartão de crédito de {p.short}: {v}"],
    )
    return dict(kind="card", lang=lang, form=f"card {f}", value=v, text=text)


def m_passport(rng):
    lang = pick_lang(rng, 0.65, 0.25)
    p = Person(rng, lang)
    if rng.random() < 0.55:
        v, ctry = passport_mx(rng), "MX"
    else:
        ctry, v = passport_foreign(rng)
    text = T(
        rng,
        lang,
        [
            f"Pasajero: {p.name}, pasaporte {v}, vuelo AM 0{rng.randint(100, 999)}",
            f"No. de pasaporte de {p.short}: {v}",
            f"Reservación a nombre de {p.name} (pasaporte {ctry} {v})",
        ],
        [f"Traveler {p.name}, passport no. {v}", f"Passport number: {v} ({p.short})"],
        [f"Passageiro {p.name}, passaporte nº {v}"],
    )
    return dict(kind="passport", lang=lang, form=f"passport {ctry}", value=v, text=text)


def m_birth(rng):
    lang = pick_lang(rng, 0.72, 0.18)
    p = Person(rng, lang)
    d, m, y = p.day, p.month, p.year
    if lang == "es":
        f = rng.choice(["long", "slash", "iso", "mon3"])
        v = {
            "long": f"{d} de {MESES[m - 1]} de {y}",
            "slash": f"{d:02d}/{m:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "mon3": f"{d:02d}-{MON3[m - 1]}-{y}",
        }[f]
        text = rng.choice(
            [
                f"{p.name}, nacido el {v} en {STATES[p.state][0]}",
                f"Fecha de nacimiento de {p.short}: {v}",
                f"Paciente: {p.name} | F. nac.: {v} | Tipo de sangre O+",
                f"Felicidades a {p.short}, quien nació el {v}, por su jubilación",
            ]
        )
    elif lang == "en":
        f = rng.choice(["long", "us"])
        v = f"{MONTHS[m - 1]} {d}, {y}" if f == "long" else f"{m:02d}/{d:02d}/{y}"
        text = rng.choice(
            [
                f"{p.name} (DOB {v})",
                f"Date of birth of {p.short}: {v}",
                f"Player: {p.name}, born {v}",
            ]
        )
    else:
        f = "pt-long"
        v = f"{d} de {MESES_PT[m - 1]} de {y}"
        text = rng.choice([f"{p.name}, nascido em {v}", f"Data de nascimento de {p.short}: {v}"])
    return dict(kind="birth-date", lang=lang, form=f"birth date {f}", value=v, text=text)


def m_home(rng):
    p = Person(rng)
    v = addr(p, rng)
    text = rng.choice(
        [
            f"Domicilio particular: {v} ({p.name})",
            f"Entregar a {p.short} en {v}",
            f"Rento cuarto en mi casa, {v}, informes con {p.short}",
            f"{p.name} vive en {v}",
            f"Paciente {p.short}, domicilio: {v}",
        ]
    )
    return dict(kind="home-address", lang="es", form="home address with name", value=v, text=text)


def m_foreign(rng):
    k = rng.choice(["dni-es", "cuil", "dni-ar", "rut", "cpf", "cpf", "ssn", "ssn"])
    if k == "cpf":
        p = Person(rng, "pt")
        v = cpf(rng)
        text = rng.choice([f"Cliente {p.name}, CPF {v}", f"CPF do titular: {v} ({p.short})"])
        lang = "pt"
    elif k == "ssn":
        p = Person(rng, "en")
        v = ssn(rng)
        text = rng.choice(
            [f"Employee {p.name}, SSN {v}", f"Social Security Number: {v} ({p.short})"]
        )
        lang = "en"
    else:
        p = Person(rng)
        v = {"dni-es": dni_es, "cuil": cuil, "dni-ar": dni_ar, "rut": rut}[k](rng)
        label = {"dni-es": "DNI", "cuil": "CUIL", "dni-ar": "DNI", "rut": "RUT"}[k]
        text = rng.choice(
            [
                f"Titular: {p.name}, {label} {v}",
                f"{label} de {p.short}: {v}",
                f"Inscripción de {p.name} ({label} {v})",
            ]
        )
        lang = "es"
    return dict(kind="foreign-id", lang=lang, form=f"foreign id {k}", value=v, text=text)


def m_account(rng):
    h = "0123456789abcdef"
    style = rng.choice(["header", "header", "field", "path", "error", "field"])
    kind = rng.choice(["acct", "cust", "org", "proj", "user", "ws", "team", "cus", "orgpath"])
    v = {
        "acct": "acct_" + rs(rng, 16),
        "cust": f"cust-{rng.randint(10000, 999999)}",
        "org": "org-" + rs(rng, 24),
        "proj": "proj_" + rs(rng, 24),
        "user": "user_" + rs(rng, 24),
        "ws": "ws_" + rs(rng, 12, h),
        "team": "team_" + rs(rng, 20),
        "cus": "cus_" + rs(rng, 14),
        "orgpath": "org_" + rs(rng, 20),
    }[kind]
    hdr = {
        "acct": "x-account-id",
        "cust": "X-Customer-Id",
        "org": "openai-organization",
        "proj": "openai-project",
        "user": "x-user-id",
        "ws": "x-workspace-id",
        "team": "x-team-id",
        "cus": "x-stripe-customer",
        "orgpath": "x-org-id",
    }[kind]
    if style == "header":
        return dict(
            kind="account-id",
            lang="en",
            form=f"account id {kind} in {hdr} header",
            value=v,
            text=v,
            header=hdr,
        )
    if style == "field":
        key = {
            "acct": "account_id",
            "cust": "customer_id",
            "org": "organization",
            "proj": "project",
            "user": "user",
            "ws": "workspace_id",
            "team": "team_id",
            "cus": "customer",
            "orgpath": "org_id",
        }[kind]
        return dict(
            kind="account-id",
            lang="en",
            form=f"account id {kind} in {key} field",
            value=v,
            text=v,
            key=key,
        )
    if style == "path":
        seg = {
            "acct": "accounts",
            "cust": "customers",
            "org": "organizations",
            "proj": "projects",
            "user": "users",
            "ws": "workspaces",
            "team": "teams",
            "cus": "customers",
            "orgpath": "orgs",
        }[kind]
        text = rng.choice(
            [
                f"GET https://api.search-provider.example/v1/{seg}/{v}/usage?period=2024-09",
                f"POST /v2/{seg}/{v}/keys HTTP/1.1",
                f"https://dashboard.searchapi.example/{seg}/{v}/billing",
            ]
        )
        return dict(
            kind="account-id",
            lang="en",
            form=f"account id {kind} in URL path",
            value=v,
            text=text,
            key="request_url",
        )
    lang = pick_lang(rng, 0.4, 0.5)
    text = T(
        rng,
        lang,
        [
            f"Límite de solicitudes alcanzado para la organización {v}; intenta de nuevo en 20 s",
            f"La cuenta {v} no tiene créditos suficientes",
        ],
        [
            f"Rate limit reached for {v} on requests per min (RPM): Limit 500, Used 500",
            f"Account {v} has exceeded its monthly search quota",
        ],
        [f"A conta {v} excedeu a cota mensal"],
    )
    return dict(
        kind="account-id",
        lang=lang,
        form=f"account id {kind} in error message",
        value=v,
        text=text,
        key="error_message",
    )


PERSONAL = [
    (m_email, 40),
    (m_email_obf, 14),
    (m_phone, 62),
    (m_whatsapp, 10),
    (m_curp, 28),
    (m_rfc, 20),
    (m_nss, 14),
    (m_ine, 12),
    (m_clabe, 14),
    (m_card, 14),
    (m_passport, 20),
    (m_birth, 22),
    (m_home, 26),
    (m_foreign, 20),
    (m_account, 52),
]


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
    "github",
    "github-pat",
    "gitlab",
    "sendgrid",
    "slack-bot",
    "deepseek",
    "linkup",
]
HDR = {
    "tavily": ("Authorization", "Bearer "),
    "brave": ("X-Subscription-Token", ""),
    "serper": ("X-API-KEY", ""),
    "firecrawl": ("Authorization", "Bearer "),
    "jina": ("Authorization", "Bearer "),
    "perplexity": ("Authorization", "Bearer "),
    "openai": ("Authorization", "Bearer "),
    "anthropic": ("x-api-key", ""),
    "openrouter": ("Authorization", "Bearer "),
    "groq": ("Authorization", "Bearer "),
    "google": ("x-goog-api-key", ""),
    "exa": ("x-api-key", ""),
    "mistral": ("Authorization", "Bearer "),
    "cohere": ("Authorization", "Bearer "),
    "xai": ("Authorization", "Bearer "),
    "linkup": ("Authorization", "Bearer "),
    "deepseek": ("Authorization", "Bearer "),
}
ENV = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_API_KEY",
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
    "github": "GITHUB_TOKEN",
    "github-pat": "GH_TOKEN",
    "gitlab": "GITLAB_TOKEN",
    "sendgrid": "SENDGRID_API_KEY",
    "slack-bot": "SLACK_BOT_TOKEN",
    "deepseek": "DEEPSEEK_API_KEY",
    "linkup": "LINKUP_API_KEY",
}


def s_header(rng):
    prov = rng.choice(sorted(HDR))
    k = api_key(rng, prov)
    name, pre = HDR[prov]
    return dict(
        kind="api-key-header",
        lang="en",
        form=f"{prov} key in {name} header",
        value=k,
        text=pre + k,
        header=name,
    )


def s_query(rng):
    prov = rng.choice(["serpapi", "google", "brave", "tavily", "jina", "firecrawl"])
    k = api_key(rng, prov)
    url = {
        "serpapi": f"https://serpapi.com/search.json?engine=google&q=clima+cdmx&api_key={k}",
        "google": f"https://www.googleapis.com/customsearch/v1?key={k}&cx=017576662512468239146:omuauf_lfve&q=semantic+kernel",
        "brave": f"https://api.search.brave.com/res/v1/web/search?q=noticias&token={k}",
        "tavily": f"https://api.tavily.com/search?query=precio+del+maiz&api_key={k}",
        "jina": f"https://r.jina.ai/https://example.org/?token={k}",
        "firecrawl": f"https://api.firecrawl.dev/v1/scrape?url=https://example.org&apiKey={k}",
    }[prov]
    out = dict(
        kind="api-key-query",
        lang="en",
        form=f"{prov} key in query string",
        value=k,
        text=url,
        key=rng.choice(["request_url", "uri", "url_original", "source_url"]),
    )
    if rng.random() < 0.4:
        out["text"] = f"GET {url} -> 200 (312 ms)"
    out["html_text"] = out["text"]
    return out


def s_curl(rng):
    prov = rng.choice(sorted(HDR))
    k = api_key(rng, prov)
    name, pre = HDR[prov]
    lang = pick_lang(rng, 0.5, 0.4)
    text = f"curl -s https://api.{prov}.example/v1/search -H 'Content-Type: application/json' -H '{name}: {pre}{k}' -d '{{\"query\": \"clima\"}}'"  # noqa: E501
    if lang != "en" and rng.random() < 0.5:
        text = T(
            rng, lang, [f"Ejemplo que funcionó: {text}"], None, [f"Exemplo que funcionou: {text}"]
        )
    return dict(
        kind="api-key-curl",
        lang=lang,
        form=f"{prov} key in curl command",
        value=k,
        text=text,
        key="snippet",
    )


def s_env(rng):
    prov = rng.choice(PROVIDERS)
    k = api_key(rng, prov)
    style = rng.choice(["env", "export", "yaml", "ini"])
    var = ENV[prov]
    text = {
        "env": f"{var}={k}",
        "export": f'export {var}="{k}"',
        "yaml": f"{var.lower()}: {k}",
        "ini": f"api_key = {k}",
    }[style]
    return dict(
        kind="api-key-env",
        lang="en",
        form=f"{prov} key in {style} line",
        value=k,
        text=text,
        key="config",
    )


def s_json(rng):
    prov = rng.choice(PROVIDERS)
    k = api_key(rng, prov)
    key = rng.choice(["api_key", "apiKey", "token", "access_token", "secret_key", "x_api_key"])
    return dict(
        kind="api-key-json", lang="en", form=f"{prov} key in {key} field", value=k, text=k, key=key
    )


def s_error(rng):
    prov = rng.choice(PROVIDERS)
    k = api_key(rng, prov)
    lang = pick_lang(rng, 0.45, 0.45)
    text = T(
        rng,
        lang,
        [
            f"Error 401: la clave de API {k} no es válida o fue revocada",
            f"No autorizado: token '{k}' expirado",
        ],
        [
            f"Incorrect API key provided: {k}. You can find your API key in your dashboard.",
            f"401 Unauthorized: invalid x-api-key {k}",
        ],
        [f"Chave de API inválida: {k}"],
    )
    return dict(
        kind="api-key-error",
        lang=lang,
        form=f"{prov} key echoed in error",
        value=k,
        text=text,
        key="error",
    )


def s_prose(rng):
    prov = rng.choice(PROVIDERS)
    k = api_key(rng, prov)
    lang = pick_lang(rng, 0.6, 0.25)
    text = T(
        rng,
        lang,
        [
            f"Les paso la key de {prov} para las pruebas: {k} (no la compartan)",
            f"Ya quedó, usa esta llave: {k}",
        ],
        [f"Here is the {prov} key for staging: {k}"],
        [f"Segue a chave do {prov} para testes: {k}"],
    )
    return dict(
        kind="api-key-prose",
        lang=lang,
        form=f"{prov} key in prose",
        value=k,
        text=text,
        key="comment",
    )


def s_bearer(rng):
    tok = rs(rng, rng.choice([32, 40, 48, 64]), string.ascii_letters + string.digits + "-._")
    style = rng.choice(["header", "text"])
    if style == "header":
        return dict(
            kind="bearer-token",
            lang="en",
            form="opaque bearer in Authorization header",
            value=tok,
            text=f"Bearer {tok}",
            header="Authorization",
        )
    return dict(
        kind="bearer-token",
        lang="en",
        form="opaque bearer in logged request",
        value=tok,
        text=f"> Authorization: Bearer {tok}",
        key="log",
    )


def s_basic(rng):
    user = rng.choice(["admin", "svc-search", "api", "crawler", "deploy"])
    pw = rs(rng, rng.randint(12, 20))
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    if rng.random() < 0.5:
        return dict(
            kind="basic-auth",
            lang="en",
            form="Basic credentials in header",
            value=b,
            text=f"Basic {b}",
            header="Authorization",
        )
    v = f"{user}:{pw}"
    return dict(
        kind="basic-auth",
        lang="en",
        form="user:password in URL",
        value=v,
        text=f"https://{v}@proxy.internal.example:8443/search",
        key="proxy",
    )


def s_cookie(rng):
    name = rng.choice(
        [
            "session",
            "sessionid",
            "connect.sid",
            "_session_id",
            "auth_token",
            "__Secure-next-auth.session-token",
        ]
    )
    val = rs(rng, rng.choice([32, 40, 64]), string.ascii_letters + string.digits + "-_")
    if name == "connect.sid":
        val = "s%3A" + val
    v = f"{name}={val}"
    hdr = rng.choice(["Cookie", "Set-Cookie"])
    text = v + ("; Path=/; HttpOnly; Secure" if hdr == "Set-Cookie" else "")
    return dict(
        kind="cookie", lang="en", form=f"session cookie in {hdr}", value=v, text=text, header=hdr
    )


def s_jwt(rng):
    t = jwt(rng, "user_" + rs(rng, 10) if rng.random() < 0.5 else str(rng.randint(1000, 99999)))
    if rng.random() < 0.5:
        return dict(
            kind="jwt",
            lang="en",
            form="JWT in Authorization header",
            value=t,
            text=f"Bearer {t}",
            header="Authorization",
        )
    return dict(kind="jwt", lang="en", form="JWT in token field", value=t, text=t, key="id_token")


def s_pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = pem(rng, kind)
    return dict(
        kind="private-key",
        lang="en",
        form=f"PEM {kind}",
        value=lines[0],
        text="\n".join(lines),
        pem=lines,
        key="private_key",
    )


def s_cloud(rng):
    akid, secret = aws_pair(rng)
    if rng.random() < 0.5:
        return dict(
            kind="cloud-key",
            lang="en",
            form="AWS access key id in env line",
            value=akid,
            text=f"AWS_ACCESS_KEY_ID={akid}",
            key="env",
        )
    return dict(
        kind="cloud-key",
        lang="en",
        form="AWS secret access key in config line",
        value=secret,
        text=f"aws_secret_access_key = {secret}",
        key="credentials",
    )


def s_conn(rng):
    user = rng.choice(["app", "postgres", "search_rw", "root", "bench"])
    pw = rs(rng, rng.randint(12, 22))
    url = rng.choice(
        [
            f"postgresql://{user}:{pw}@db.internal.example:5432/fixtures",
            f"mongodb+srv://{user}:{pw}@cluster0.ab12c.mongodb.net/search",
            f"redis://:{pw}@cache.internal.example:6379/0",
            f"mysql://{user}:{pw}@10.0.3.17:3306/bench",
        ]
    )
    return dict(
        kind="connection-string",
        lang="en",
        form="connection string with password",
        value=url,
        text=f"DATABASE_URL={url}" if rng.random() < 0.5 else url,
        key="database_url",
    )


def s_signed(rng):
    cred = "AKIA" + rs(rng, 16, string.ascii_uppercase + "234567")
    sig = rs(rng, 64, "0123456789abcdef")
    url = (
        f"https://fixtures-bench.s3.amazonaws.com/captures/page.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={cred}%2F20241205%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20241205T101500Z"
        f"&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return dict(
        kind="signed-url",
        lang="en",
        form="S3 presigned URL",
        value=sig,
        text=url,
        key="download_url",
    )


def s_webhook(rng):
    k = rng.choice(["slack", "discord", "teams"])
    v = {
        "slack": f"https://hooks.slack.com/services/T{rs(rng, 8, string.ascii_uppercase + string.digits)}/B{rs(rng, 10, string.ascii_uppercase + string.digits)}/{rs(rng, 24)}",  # noqa: E501
        "discord": f"https://discord.com/api/webhooks/{rng.randint(10**17, 10**18)}/{rs(rng, 68, string.ascii_letters + string.digits + '-_')}",  # noqa: E501
        "teams": f"https://contoso.webhook.office.com/webhookb2/{uuid4(rng)}@{uuid4(rng)}/IncomingWebhook/{rs(rng, 32, '0123456789abcdef')}/{uuid4(rng)}",  # noqa: E501
    }[k]
    return dict(
        kind="webhook-url",
        lang="en",
        form=f"{k} webhook URL",
        value=v,
        text=f"alerts webhook: {v}",
        key="webhook",
    )


SECRETS = [
    (s_header, 18),
    (s_query, 12),
    (s_curl, 10),
    (s_env, 12),
    (s_json, 12),
    (s_error, 10),
    (s_prose, 10),
    (s_bearer, 10),
    (s_basic, 7),
    (s_cookie, 8),
    (s_jwt, 6),
    (s_pem, 5),
    (s_cloud, 6),
    (s_conn, 8),
    (s_signed, 5),
    (s_webhook, 6),
]


# =========================================================================== keepers


def k_role(rng):
    lang = pick_lang(rng, 0.72, 0.2)
    comp, dom = company(rng)
    role, es, en, pt = rng.choice(
        [
            (
                "ventas",
                "Para cotizaciones escribe a {v}",
                "Sales: {v}",
                "Fale com a equipe comercial: {v}",
            ),
            ("contacto", "Contacto: {v} — {c}", "Contact us at {v}", "Contato: {v}"),
            ("soporte", "¿Problemas con tu cuenta? Escribe a {v}", "Support: {v}", "Suporte: {v}"),
            (
                "facturacion",
                "Solicita tu factura en {v} con tu número de pedido",
                "Billing questions: {v}",
                "Faturamento: {v}",
            ),
            (
                "prensa",
                "Contacto para medios: {v}",
                "For press inquiries contact {v}",
                "Imprensa: {v}",
            ),
            (
                "atencion.clientes",
                "Dudas sobre tu pedido: {v}",
                "Customer care: {v}",
                "Atendimento: {v}",
            ),
            (
                "rh",
                "Envía tu CV a {v} indicando la vacante",
                "Send your résumé to {v}",
                "Envie seu currículo para {v}",
            ),
            ("cobranza", "Aclaraciones de pagos: {v}", "Payments: {v}", "Pagamentos: {v}"),
        ]
    )
    style = rng.choice(["plain", "plain", "upper", "mailto", "field", "replyto"])
    v = f"{role}@{dom}"
    if style == "upper":
        v = v.upper()
    text = {"es": es, "en": en, "pt": pt}[lang].format(v=v, c=comp)
    out = dict(kind="role-mailbox", lang=lang, form=f"role mailbox {style}", value=v, text=text)
    if style == "mailto":
        out["html"] = (
            f'<p>Escríbenos a <a href="mailto:{v}?subject=Cotizaci%C3%B3n">{v}</a> y te respondemos en 24 h.</p>'
        )
        out["value_html"] = v
    if style == "field":
        out.update(key=rng.choice(["contact_email", "email", "support_email", "correo"]), text=v)
    if style == "replyto":
        out["text"] = f"Reply-To: {comp} <{v}>"
    return out


def k_gov(rng):
    dom = rng.choice(GOV)
    role = rng.choice(
        [
            "atencionciudadana",
            "contacto",
            "transparencia",
            "quejas",
            "denuncias",
            "comunicacion.social",
            "unidad.transparencia",
        ]
    )
    v = f"{role}@{dom}"
    text = rng.choice(
        [
            f"Solicitudes de información: {v}",
            f"Quejas y denuncias al correo {v}",
            f"Para más información comuníquese a {v}",
            f"Correo institucional: {v}",
        ]
    )
    return dict(
        kind="gov-role-mailbox", lang="es", form="institutional mailbox", value=v, text=text
    )


def k_switch(rng):
    lang = pick_lang(rng, 0.85, 0.1)
    area = rng.choice(["55", "33", "81"])
    num = f"{area} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
    f = rng.choice(["conmutador", "oficina", "ext", "intl"])
    v = {
        "conmutador": num,
        "oficina": f"({area}) {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
        "ext": f"{num} ext. {rng.randint(100, 9999)}",
        "intl": f"+52 {num}",
    }[f]
    comp, _ = company(rng)
    text = T(
        rng,
        lang,
        [
            f"Conmutador: {v}",
            f"Tel. oficina {v} — {comp}",
            f"Sucursal Centro, teléfono {v}, lunes a viernes de 9 a 18 h",
            f"Informes al {v} (oficinas corporativas)",
        ],
        [f"Main office: {v}"],
        [f"Central de atendimento: {v}"],
    )
    if f == "ext" and lang == "es":
        text = f"Atención a clientes: {v}"
    return dict(kind="switchboard", lang=lang, form=f"company phone {f}", value=v, text=text)


def k_toll(rng):
    f = rng.choice(["800", "01800", "+52800"])
    a, b = rng.randint(100, 999), rng.randint(1000, 9999)
    v = {"800": f"800 {a} {b}", "01800": f"01 800 {a} {b}", "+52800": f"+52 800 {a} {b}"}[f]
    text = rng.choice(
        [
            f"Línea sin costo {v}",
            f"Llama gratis al {v}",
            f"Centro de atención telefónica: {v}, las 24 horas",
        ]
    )
    return dict(kind="toll-free", lang="es", form=f"toll free {f}", value=v, text=text)


def k_official(rng):
    v = f"55 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)} ext. {rng.randint(10000, 99999)}"
    ent = rng.choice(
        [
            "Unidad de Transparencia",
            "Dirección de Comunicación Social",
            "Oficialía de Partes",
            "Módulo de Atención Ciudadana",
        ]
    )
    return dict(
        kind="official-contact",
        lang="es",
        form="official contact with extension",
        value=v,
        text=f"{ent}: {v}",
    )


def k_caddr(rng):
    p = Person(rng)
    comp, _ = company(rng)
    estado, munis = STATES[p.state]
    calle = rng.choice(CALLES)
    v = f"{calle} {rng.randint(1, 3000)}, piso {rng.randint(2, 14)}, Col. {rng.choice(COLONIAS)}, C.P. {rng.randint(1000, 99999):05d}, {rng.choice(munis)}, {estado}"  # noqa: E501
    text = rng.choice(
        [
            f"Oficinas corporativas: {v}",
            f"Visítanos en nuestra sucursal: {v}",
            f"{comp} — {v}",
            f"Sede del evento: Centro de Convenciones, {v}",
        ]
    )
    return dict(kind="company-address", lang="es", form="company/venue address", value=v, text=text)


def k_crfc(rng):
    comp, _ = company(rng)
    v = rfc_moral(comp, rng)
    text = rng.choice(
        [f"{comp} · RFC {v}", f"Emisor: {comp}, RFC: {v}, régimen 601", f"RFC del proveedor: {v}"]
    )
    out = dict(kind="company-rfc", lang="es", form="rfc persona moral", value=v, text=text)
    if rng.random() < 0.3:
        out.update(key="rfc_emisor", text=v)
    return out


def k_cclabe(rng):
    comp, _ = company(rng)
    v = clabe(rng)
    return dict(
        kind="company-clabe",
        lang="es",
        form="company CLABE for payments",
        value=v,
        text=rng.choice(
            [
                f"Datos para transferencia: {comp}, CLABE {v}",
                f"Pago por SPEI a {comp} — CLABE {v}, referencia: número de pedido",
            ]
        ),
    )


def k_date(rng):
    lang = pick_lang(rng, 0.6, 0.3)
    y, m, d = rng.randint(2019, 2025), rng.randint(1, 12), rng.randint(1, 28)
    f = rng.choice(["long", "iso", "slash", "header"])
    if f == "header":
        v = f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][rng.randint(0, 6)]}, {d:02d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} {y} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} GMT"  # noqa: E501
        return dict(
            kind="date",
            lang="en",
            form="date header",
            value=v,
            text=v,
            header=rng.choice(["Last-Modified", "Expires"]),
        )
    if lang == "es":
        v = (
            f"{d} de {MESES[m - 1]} de {y}"
            if f == "long"
            else f"{y}-{m:02d}-{d:02d}"
            if f == "iso"
            else f"{d:02d}/{m:02d}/{y}"
        )
        text = rng.choice(
            [
                f"Publicado el {v}",
                f"Última actualización: {v}",
                f"DOF {v}: se publica el acuerdo",
                f"La convocatoria cierra el {v}",
                f"Fundada el {v}",
            ]
        )
    elif lang == "en":
        v = f"{MONTHS[m - 1]} {d}, {y}" if f == "long" else f"{y}-{m:02d}-{d:02d}"
        text = rng.choice([f"Published {v}", f"Last updated: {v}", f"Event date: {v}"])
    else:
        v = f"{d} de {MESES_PT[m - 1]} de {y}"
        text = f"Publicado em {v}"
    out = dict(kind="date", lang=lang, form=f"date {f}", value=v, text=text)
    if f == "iso" and rng.random() < 0.5:
        out.update(key=rng.choice(["published_date", "publishedAt", "fecha_publicacion"]), text=v)
    return out


def k_price(rng):
    lang = pick_lang(rng, 0.7, 0.2)
    v = rng.choice(
        [
            f"${rng.randint(99, 9999):,}.{rng.choice(['00', '50', '99'])} MXN",
            f"US$ {rng.randint(5, 500)}.{rng.randint(0, 99):02d}",
            f"R$ {rng.randint(10, 999)},{rng.randint(0, 99):02d}",
        ]
    )
    text = T(
        rng,
        lang,
        [f"Precio: {v} IVA incluido", f"Desde {v} al mes"],
        [f"Price: {v} per month"],
        [f"Preço: {v}"],
    )
    return dict(kind="price", lang=lang, form="price", value=v, text=text)


def k_version(rng):
    v = f"{rng.randint(0, 5)}.{rng.randint(0, 40)}.{rng.randint(0, 20)}"
    text = rng.choice(
        [
            f"User-Agent: fixture-bench/{v} python-httpx/0.27.0",
            f"Versión {v} del SDK",
            f"sdk_version={v}",
        ]
    )
    return dict(
        kind="version", lang="en", form="version string", value=v, text=text, key="sdk_version"
    )


def k_reqid(rng):
    style = rng.choice(["uuid", "req", "cf-ray", "uuid"])
    if style == "uuid":
        v = uuid4(rng)
        return dict(
            kind="request-id",
            lang="en",
            form="uuid request id header",
            value=v,
            text=v,
            header=rng.choice(["x-request-id", "X-Request-ID", "request-id"]),
        )
    if style == "req":
        v = "req_" + rs(rng, 24)
        return dict(
            kind="request-id",
            lang="en",
            form="req_ request id header",
            value=v,
            text=v,
            header="request-id",
        )
    v = f"{rs(rng, 16, '0123456789abcdef')}-{rng.choice(['MEX', 'QRO', 'DFW', 'LAX'])}"
    return dict(
        kind="request-id", lang="en", form="cf-ray header", value=v, text=v, header="CF-RAY"
    )


def k_hash(rng):
    f = rng.choice(["sha256", "etag", "commit", "sri"])
    if f == "sha256":
        v = sha256(rng)
        return dict(
            kind="hash", lang="en", form="sha256 of body", value=v, text=v, key="body_sha256"
        )
    if f == "etag":
        v = f'W/"{rs(rng, 8, "0123456789abcdef")}-{rs(rng, 27, "0123456789abcdefABCDEF")}"'
        v = v.replace('"', "")
        return dict(kind="hash", lang="en", form="ETag", value=v, text=v, header="ETag")
    if f == "commit":
        v = sha256(rng)[:40]
        return dict(
            kind="hash",
            lang="en",
            form="commit sha",
            value=v,
            text=f"captured from commit {v}",
            key="provenance",
        )
    v = "sha384-" + base64.b64encode(bytes(rng.randrange(256) for _ in range(48))).decode()
    return dict(kind="hash", lang="en", form="SRI integrity", value=v, text=v, key="integrity")


def k_contentid(rng):
    v = rng.choice(
        [
            f"gs-{rng.randint(1, 120):03d}",
            f"doc_{rs(rng, 10, '0123456789abcdef')}",
            f"nota-{rng.randint(100000, 999999)}",
            str(rng.randint(10**6, 10**8)),
        ]
    )
    text = rng.choice([f"articleId: {v}", f"content_id={v}", f"Nota relacionada {v}"])
    return dict(
        kind="content-id", lang="en", form="content id", value=v, text=text, key="content_id"
    )


def k_order(rng):
    lang = pick_lang(rng, 0.75, 0.2)
    v = rng.choice(
        [
            f"PED-{rng.randint(2023, 2025)}-{rng.randint(10000, 99999)}",
            f"#{rng.randint(100000, 9999999)}",
            f"{rng.randint(1000000000, 9999999999)}",
            f"MX-{rng.randint(10**7, 10**8)}",
        ]
    )
    text = T(
        rng,
        lang,
        [
            f"Tu pedido {v} fue enviado",
            f"Error: el pedido {v} ya fue facturado",
            f"Folio de compra: {v}",
        ],
        [f"Order {v} not found"],
        [f"Pedido {v} confirmado"],
    )
    return dict(kind="order-number", lang=lang, form="order number", value=v, text=text)


def k_tracking(rng):
    v = rng.choice(
        [
            f"1Z{rs(rng, 6, string.ascii_uppercase + string.digits)}{rng.randint(10**9, 10**10)}",
            str(rng.randint(10**11, 10**12)),
            str(rng.randint(10**21, 10**22)),
        ]
    )
    text = rng.choice(
        [f"Número de guía: {v}", f"Rastrea tu envío con la guía {v}", f"Tracking: {v}"]
    )
    return dict(kind="tracking-number", lang="es", form="tracking number", value=v, text=text)


def k_case(rng):
    lang = pick_lang(rng, 0.7, 0.3)
    v = rng.choice(
        [
            f"CASO-{rng.randint(10000, 99999)}",
            f"Ticket #{rng.randint(10000, 99999)}",
            f"INC{rng.randint(1000000, 9999999)}",
            f"Expediente {rng.randint(100, 999)}/{rng.randint(2020, 2025)}",
        ]
    )
    text = T(
        rng,
        lang,
        [f"Tu solicitud quedó registrada como {v}", f"Seguimiento del {v}: en revisión"],
        [f"Your case {v} has been escalated"],
    )
    return dict(kind="case-number", lang=lang, form="case number", value=v, text=text, key="case")


def k_masked(rng):
    f = rng.choice(["card", "clabe", "phone", "email", "key", "redacted"])
    v = {
        "card": f"**** **** **** {rng.randint(1000, 9999)}",
        "clabe": f"**************{rng.randint(1000, 9999)}",
        "phone": f"+52 55 **** **{rng.randint(10, 99)}",
        "email": "a***@gmail.com",
        "key": f"tvly-****************{rs(rng, 4)}",
        "redacted": rng.choice(["redacted@example.test", "+52-000-000-0000", "<REDACTED>"]),
    }[f]
    text = {
        "card": f"Tarjeta terminación {v}",
        "clabe": f"Cuenta destino: {v}",
        "phone": f"Se envió el código al {v}",
        "email": f"Enviamos la confirmación a {v}",
        "key": f"Using API key {v}",
        "redacted": f"contacto: {v}",
    }[f]
    out = dict(kind="masked", lang="es", form=f"masked {f}", value=v, text=text)
    if "<" in v:
        out["html_text"] = text
    return out


def k_placeholder(rng):
    lang = pick_lang(rng, 0.6, 0.35)
    if rng.random() < 0.2:
        v = rng.choice(
            [
                "AAAA000000HDFXXX00",
                "tu-correo@ejemplo.com",
                "usuario@example.com",
                "55 0000 0000",
                "XAXX010101000",
            ]
        )
        text = T(
            rng,
            lang,
            [f"Formato esperado (ejemplo): {v}", f"Escribe tus datos como en el ejemplo: {v}"],
            [f"Example value: {v}"],
            [f"Exemplo: {v}"],
        )
        return dict(
            kind="placeholder",
            lang=lang,
            form="example data in a form's help text",
            value=v,
            text=text,
            key="example",
        )
    v = rng.choice(
        [
            "YOUR_API_KEY",
            "sk-...",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "Bearer <token>",
            "BSA_YOUR_TOKEN_HERE",
            "fc-YOUR-API-KEY",
            "sk-ant-xxxxx",
            "AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
            "{{ secrets.SERPER_KEY }}",
            "os.environ['OPENAI_API_KEY']",
        ]
    )
    text = T(
        rng,
        lang,
        [
            f"Reemplaza {v} por tu clave antes de ejecutar el ejemplo",
            f"Ejemplo de configuración: api_key = {v}",
        ],
        [f"Set the header to {v} (see docs)", f"export TAVILY_API_KEY={v}"],
        [f"Substitua {v} pela sua chave"],
    )
    return dict(
        kind="placeholder",
        lang=lang,
        form="documentation placeholder",
        value=v,
        text=text,
        key="example",
    )


def k_stat(rng):
    v = rng.choice(
        [
            f"{rng.randint(1, 99)},{rng.randint(100, 999)} toneladas",
            f"{rng.randint(1, 99)}.{rng.randint(0, 9)} %",
            f"{rng.randint(1000000000, 9999999999)}",
            f"{rng.randint(1, 900)} millones de usuarios",
        ]
    )
    text = rng.choice(
        [
            f"La producción alcanzó {v} en 2023",
            f"Total de visitas: {v}",
            f"Crecimiento anual de {v}",
        ]
    )
    return dict(kind="statistic", lang="es", form="statistic", value=v, text=text)


def k_isbn(rng):
    v = isbn13(rng)
    return dict(
        kind="isbn",
        lang="es",
        form="ISBN-13",
        value=v,
        text=rng.choice([f"ISBN {v}", f"ISBN: {v} — Editorial Sierra Madre"]),
    )


KEEPERS = [
    (k_role, 42),
    (k_gov, 16),
    (k_switch, 30),
    (k_toll, 20),
    (k_official, 10),
    (k_caddr, 26),
    (k_crfc, 16),
    (k_cclabe, 12),
    (k_date, 30),
    (k_price, 16),
    (k_version, 14),
    (k_reqid, 20),
    (k_hash, 14),
    (k_contentid, 12),
    (k_order, 18),
    (k_tracking, 14),
    (k_case, 12),
    (k_masked, 18),
    (k_placeholder, 22),
    (k_stat, 12),
    (k_isbn, 8),
]
