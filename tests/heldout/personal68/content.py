"""Context makers of corpus 68: one function per kind, each returning one item body.

A maker takes a ``random.Random`` and returns a dict with ``kind``, ``lang``, ``form``,
``value`` (the datum as written in plain text) and ``text`` (a one-line context holding
the value), and optionally ``html`` (a ready HTML snippet, the value as written in it
under ``html_value``) and ``header`` (``(name, header_value)`` for a recorded header).
All contexts were written for this corpus, in Spanish (most), English and Portuguese.
"""

from __future__ import annotations

import html as htmlmod
import random
from urllib.parse import quote

from values import (
    B64,
    B64URL,
    COLONIAS,
    COMPANIES,
    FREEMAIL,
    GOV,
    HEX,
    MON3,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    MUNIS,
    STREETS,
    UPPER_NUM,
    birth,
    card,
    clabe,
    cpf,
    curp,
    digits,
    dni_ar,
    dni_es,
    ean13,
    email_local,
    fmt_phone,
    full_name,
    group_card,
    ine_clave,
    isbn13,
    jwt,
    mx_phone,
    nie_es,
    nss,
    passport,
    pem_body,
    person,
    rfc_fisica,
    rfc_moral,
    rs,
    rut_cl,
    sha1hex,
    sha256hex,
    ssn_us,
    uid,
)

WEIGHTS = {"es": 0.62, "en": 0.26, "pt": 0.12}


def esc(s: str) -> str:
    return htmlmod.escape(s, quote=False)


def choose(r: random.Random, tpls: dict[str, list[str]]) -> tuple[str, str]:
    langs = [k for k, v in tpls.items() if v]
    lang = r.choices(langs, [WEIGHTS[k] for k in langs])[0]
    return lang, r.choice(tpls[lang])


def it(kind: str, lang: str, form: str, value: str, text: str, **extra) -> dict:
    assert value in text, (kind, value, text)
    return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **extra}


def _fill(t: str, **kw) -> str:
    return t.format(**kw)


def _who(r: random.Random, lang: str) -> dict:
    return person(r, lang)


# =============================================================================== personal

CURP_T = {
    "es": [
        "Constancia de inscripción. Alumno(a): {n}. CURP: {v}. Grupo 3°B, turno matutino.",
        "Recordatorio IMSS: {n} tiene cita en la UMF 20 el lunes 9:40 h; traer CURP {v} y carnet.",
        "[14/03/25 18:41] {g}: te paso mi curp para lo del trámite → {v}",
        "{n},{v},Beca Benito Juárez,activo",
        "INFO tramite.validar curp={v} resultado=OK solicitante='{n}'",
        "Nota de entrega: recibió {n}, se identificó con CURP {v}.",
        "Solicitante {n} | CURP {v} | Programa: Jóvenes Construyendo",
        "La CURP de mi hijo es {v}, a nombre de {n}, por si la piden en la escuela.",
    ],
    "en": [
        "Applicant {n} (CURP {v}) finished the enrollment form on Tuesday.",
        "member name={n}; curp={v}; plan=basic",
        "Please update the record of {n}: the correct CURP is {v}.",
    ],
    "pt": [
        "Cadastro de {n}: CURP mexicana {v}, matrícula confirmada.",
        "{n} enviou a CURP {v} pelo chat.",
    ],
}


def m_curp(r: random.Random) -> dict:
    lang, t = choose(r, CURP_T)
    p = person(r)
    v = curp(r, p)
    form = r.choice(("upper", "upper", "lower", "spaced", "hyphenated", "dotted"))
    w = {
        "upper": v,
        "lower": v.lower(),
        "spaced": f"{v[:4]} {v[4:10]} {v[10:16]} {v[16:]}",
        "hyphenated": f"{v[:4]}-{v[4:10]}-{v[10:16]}-{v[16:]}",
        "dotted": f"{v[:4]}.{v[4:10]}.{v[10:16]}.{v[16:]}",
    }[form]
    return it("curp", lang, f"CURP {form}", w, _fill(t, n=full_name(p), g=p["given"], v=w))


RFC_T = {
    "es": [
        "Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03, régimen 612.",
        "Ticket #4471 — {n} pide corregir su RFC a {v} en la factura de marzo.",
        "Recibo de arrendamiento: arrendador {n} (RFC {v}); renta mensual del depto. 2.",
        "rfc_receptor={v} nombre_receptor='{n}' cp_receptor=45050",
        "Hola, soy {n}, mi RFC es {v}, ¿me pueden mandar el XML?",
        "{n};{v};honorarios;abril",
    ],
    "en": [
        "Invoice request from {n}: tax id (RFC) {v}, please reissue.",
        "Contractor {n}, RFC {v}, paid via transfer on the 15th.",
    ],
    "pt": ["Fatura emitida para {n}, RFC {v}, serviço de consultoria."],
}


def m_rfc(r: random.Random) -> dict:
    lang, t = choose(r, RFC_T)
    p = person(r)
    v = rfc_fisica(r, p)
    form = r.choice(("plain", "plain", "hyphenated", "spaced", "lower"))
    w = {
        "plain": v,
        "hyphenated": f"{v[:4]}-{v[4:10]}-{v[10:]}",
        "spaced": f"{v[:4]} {v[4:10]} {v[10:]}",
        "lower": v.lower(),
    }[form]
    return it("rfc-persona-fisica", lang, f"RFC {form}", w, _fill(t, n=full_name(p), v=w))


NSS_T = {
    "es": [
        "Alta ante el IMSS de {n}: NSS {v}, salario base de cotización 412.50.",
        "Trabajador: {n} · Núm. de Seguridad Social: {v}",
        "{g} dice: mi número de seguro social es {v}, ya me dieron de alta.",
        "empleado='{n}' nss={v} movimiento=reingreso",
        "Para la incapacidad de {n} anota el NSS {v} en el formato ST-2.",
    ],
    "en": ["Employee {n}, Mexican social security number (NSS) {v}, onboarded last week."],
    "pt": ["Registro de {n}: NSS do IMSS {v}, admissão em fevereiro."],
}


def m_nss(r: random.Random) -> dict:
    lang, t = choose(r, NSS_T)
    p = person(r)
    v = nss(r)
    form = r.choice(("plain", "plain", "hyphenated", "spaced"))
    w = {
        "plain": v,
        "hyphenated": f"{v[:2]}-{v[2:4]}-{v[4:6]}-{v[6:10]}-{v[10]}",
        "spaced": f"{v[:4]} {v[4:8]} {v[8:]}",
    }[form]
    return it("nss", lang, f"NSS {form}", w, _fill(t, n=full_name(p), g=p["given"], v=w))


INE_T = {
    "es": [
        "Identificación presentada por {n}: INE, clave de elector {v}.",
        "{n} — credencial para votar, clave de elector: {v}, vigencia 2031.",
        "Copia de INE de {n} (clave {v}) recibida para el contrato de renta.",
        "votante={v} nombre='{n}' seccion=1432",
    ],
    "en": ["Voter card of {n}: clave de elector {v}, checked at the counter."],
    "pt": ["Documento de {n}: credencial INE, clave de elector {v}."],
}


def m_ine(r: random.Random) -> dict:
    lang, t = choose(r, INE_T)
    p = person(r)
    v = ine_clave(r, p)
    w = v.lower() if r.random() < 0.2 else v
    return it(
        "ine-clave-elector",
        lang,
        "clave de elector" + (" lower" if w != v else ""),
        w,
        _fill(t, n=full_name(p), v=w),
    )


CLABE_T = {
    "es": [
        "Para la tanda, deposítenle a {n} a la CLABE {v} antes del viernes.",
        "Datos de {g}: CLABE interbancaria {v} (cuenta personal).",
        "Reembolso a {n}, CLABE {v}, monto 1,250.00 MXN.",
        "beneficiario='{n}' clabe={v} concepto=renta",
        "Oye {g}, ¿me pasas tu CLABE? —Claro: {v}",
    ],
    "en": ["Refund for {n} will go to personal CLABE {v}."],
    "pt": ["Reembolso para {n} na conta CLABE {v}."],
}


def m_clabe(r: random.Random) -> dict:
    lang, t = choose(r, CLABE_T)
    p = person(r)
    v = clabe(r)
    form = r.choice(("plain", "plain", "spaced"))
    w = v if form == "plain" else f"{v[:3]} {v[3:6]} {v[6:17]} {v[17]}"
    return it("clabe", lang, f"CLABE {form}", w, _fill(t, n=full_name(p), g=p["given"], v=w))


CARD_T = {
    "es": [
        "{n} pagó el anticipo con la tarjeta {v}, vence 08/27.",
        "Cargo recurrente: titular {n}, tarjeta {v}.",
        "[chat] {g}: usa mi tarjeta {v} para la reserva del hotel",
        "pago titular='{n}' pan={v} estado=aprobado",
    ],
    "en": [
        "Card on file for {n}: {v} (exp 11/28).",
        "The customer {n} read out her card number {v} over the phone.",
    ],
    "pt": ["Cartão de {n}: {v}, validade 04/29."],
}


def m_card(r: random.Random) -> dict:
    lang, t = choose(r, CARD_T)
    p = person(r, lang)
    brand = r.choice(("visa", "mc", "mc2", "amex"))
    n = card(r, brand)
    form = r.choice(("plain", "spaced", "hyphenated"))
    w = n if form == "plain" else group_card(n, " " if form == "spaced" else "-")
    return it("card", lang, f"{brand} {form}", w, _fill(t, n=full_name(p), g=p["given"], v=w))


PASS_T = {
    "es": [
        "Pasajero: {n}. Pasaporte núm. {v}, vigente hasta 2030.",
        "Para el vuelo, el pasaporte de {n} es {v}.",
        "{n} envió copia de su pasaporte ({v}) para la visa.",
        "Datos de viaje — {n}, pasaporte mexicano {v}, salida 12/07.",
        "pasaporte={v} titular='{n}' nacionalidad=MEX",
        "No. de pasaporte de {g}: {v}",
    ],
    "en": [
        "Traveler {n}, passport number {v}, booked on the morning flight.",
        "Passport no. {v} ({n}) scanned at check-in.",
    ],
    "pt": ["Passageiro {n}, passaporte nº {v}, embarque às 7h."],
}
PASS_FOREIGN = {
    "es": [
        ("es", "{n} viaja con pasaporte español {v}."),
        ("gt", "Pasaporte guatemalteco de {n}: {v}."),
        ("co", "{n}, pasaporte colombiano número {v}."),
    ],
    "en": [("us", "US passport {v} belongs to {n}."), ("ca", "{n}'s Canadian passport: {v}.")],
    "pt": [("br", "Passaporte brasileiro de {n}: {v}.")],
}


def m_passport(r: random.Random) -> dict:
    if r.random() < 0.35:
        lang = r.choices(["es", "en", "pt"], [0.5, 0.3, 0.2])[0]
        country, t = r.choice(PASS_FOREIGN[lang])
    else:
        lang, t = choose(r, PASS_T)
        country = "mx"
    p = person(r, lang)
    v = passport(r, country)
    if r.random() < 0.15:
        v = v.lower()
    return it(
        "passport", lang, f"passport {country}", v, _fill(t, n=full_name(p), g=p["given"], v=v)
    )


BIRTH_T = {
    "es": [
        "{n} nació el {v} en Celaya, Gto.",
        "Ficha médica — Paciente: {n}. Fecha de nacimiento: {v}. Tipo de sangre O+.",
        "Liga infantil, categoría 2014: {n}, fecha de nac. {v}.",
        "{n} | F. nac.: {v} | Alergias: ninguna",
        "paciente='{n}' fecha_nacimiento={v} servicio=pediatria",
        "Felicidades a {n}, que cumple años: nació el {v}.",
    ],
    "en": [
        "Patient {n}, date of birth {v}, admitted for observation.",
        "{n} was born on {v} in Monterrey.",
    ],
    "pt": ["{n} nasceu em {v}.", "Paciente {n}, data de nascimento {v}."],
}


def m_birth(r: random.Random) -> dict:
    lang, t = choose(r, BIRTH_T)
    p = person(r, lang)
    y, m, d = birth(r)
    if lang == "es":
        form = r.choice(("long", "slash", "iso", "mon3"))
        v = {
            "long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
            "slash": f"{d:02d}/{m:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
            "mon3": f"{d:02d}-{MON3[m - 1]}-{y}",
        }[form]
    elif lang == "en":
        form = r.choice(("long", "slash"))
        v = f"{MONTHS_EN[m - 1]} {d}, {y}" if form == "long" else f"{m:02d}/{d:02d}/{y}"
    else:
        form = r.choice(("long", "slash"))
        v = f"{d} de {MONTHS_PT[m - 1]} de {y}" if form == "long" else f"{d:02d}/{m:02d}/{y}"
    return it("birth-date", lang, f"birth date {form}", v, _fill(t, n=full_name(p), v=v))


def address(r: random.Random, office: bool = False) -> str:
    state = r.choice(list(MUNIS))
    muni = r.choice(MUNIS[state])
    kind = r.choice(("Calle", "Av.", "Privada", "Cerrada", "Andador", "Calz.", "C."))
    num = r.choice(
        (
            f"{r.randint(1, 999)}",
            f"#{r.randint(1, 999)}",
            f"núm. {r.randint(1, 999)}",
            f"No. {r.randint(1, 999)}",
        )
    )
    inner = ""
    if office:
        inner = r.choice(
            (
                f", piso {r.randint(2, 14)}",
                f", local {r.randint(1, 30)}",
                f", piso {r.randint(2, 9)}, oficina {r.randint(201, 905)}",
            )
        )
    elif r.random() < 0.6:
        inner = r.choice(
            (
                f", int. {r.randint(1, 12)}",
                f", depto. {r.randint(101, 504)}",
                f", int. {r.choice('ABCD')}",
            )
        )
    cp = f"{r.randint(1000, 99999):05d}"
    col = r.choice(COLONIAS)
    tail = r.choice(
        (f", {muni}, {state}", f", Mpio. de {muni}, {state}", f", {muni}, Edo. {state}")
    )
    return f"{kind} {r.choice(STREETS)} {num}{inner}, Col. {col}, C.P. {cp}{tail}"


HOME_T = {
    "es": [
        "Domicilio particular de {n}: {v}.",
        "Se renta cuarto; informes con {n} en su casa, {v}.",
        "Enviar a: {n} — {v}",
        "Expediente clínico. Paciente {n}. Domicilio: {v}.",
        "Boletín parroquial: la familia de {n} recibe la posada en {v}.",
        "destinatario='{n}' domicilio='{v}' guia=pendiente",
        "Yo, {n}, con domicilio en {v}, declaro bajo protesta de decir verdad…",
    ],
    "en": ["Ship to {n}, home address: {v}.", "{n} lives at {v}."],
    "pt": ["Endereço residencial de {n}: {v}."],
}


def m_home(r: random.Random) -> dict:
    lang, t = choose(r, HOME_T)
    p = person(r)
    v = address(r)
    return it("home-address", lang, "home address", v, _fill(t, n=full_name(p), v=v))


PHONE_T = {
    "es": [
        "Comunícate con {n} al {v} para coordinar la entrega.",
        "{n} {v}",
        "Mi cel es {v}, mándame mensaje cuando llegues. — {g}",
        "Tel. particular de {n}: {v}",
        "Contacto de emergencia: {n} (mamá), celular {v}",
        "[09:15] {g}: márcame al {v} porfa, ya salí",
        "Vendo bicicleta rodada 26, trato directo con {n}, cel. {v}",
        "{n};{v};Zapopan;cliente frecuente",
        "Si no contesto, llámale a {n} (mi pareja) al {v}.",
        "contacto='{n}' telefono='{v}' origen=formulario",
        "Te dejo mi número personal: {v} ({n})",
    ],
    "en": [
        "Call {n} on the cell at {v} after 6 pm.",
        "My mobile is {v}. Thanks, {g}.",
        "Emergency contact: {n}, phone {v}.",
    ],
    "pt": ["Fale com {n} pelo celular {v}.", "Meu telefone é {v}, abraço, {g}."],
}
PHONE_STYLES = (
    "intl",
    "intl1",
    "intl_paren",
    "plus",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "spaced",
    "bare",
    "bare",
    "bare",
    "bare",
    "bare",
    "intl_dash",
    "0052",
)


def m_phone(r: random.Random) -> dict:
    area, rest = mx_phone(r)
    if r.random() < 0.14:
        lang = r.choice(("es", "es", "en", "pt"))
        p = person(r, lang)
        style = r.choice(("intl", "plus", "intl1"))
        shown = fmt_phone(area, rest, style)
        href = "tel:" + shown.replace(" ", "")
        label = {"es": "Llama a", "en": "Call", "pt": "Ligue para"}[lang]
        text = f"{label} {full_name(p)}: {href}"
        snippet = f'<p>{label} {esc(full_name(p))}: <a href="{href}">{shown}</a></p>'
        return it("phone", lang, f"tel: link {style}", href, text, html=snippet, html_value=href)
    lang, t = choose(r, PHONE_T)
    p = person(r, lang)
    style = r.choice(PHONE_STYLES)
    v = fmt_phone(area, rest, style)
    return it("phone", lang, f"phone {style}", v, _fill(t, n=full_name(p), g=p["given"], v=v))


WA_T = {
    "es": [
        "Escríbele a {n} por WhatsApp: {v}",
        "Pedidos con {g} (personal): {v}",
        "{n} dejó su WhatsApp en el grupo: {v}",
    ],
    "en": ["Message {n} on WhatsApp: {v}"],
    "pt": ["Chama a {n} no WhatsApp: {v}"],
}


def m_whatsapp(r: random.Random) -> dict:
    lang, t = choose(r, WA_T)
    p = person(r, lang)
    area, rest = mx_phone(r)
    if r.random() < 0.5:
        v = f"https://wa.me/52{area}{rest}"
    else:
        v = f"https://api.whatsapp.com/send?phone=521{area}{rest}&text=Hola"
    text = _fill(t, n=full_name(p), g=p["given"], v=v)
    snippet = None
    if r.random() < 0.5:
        hv = esc(v)
        snippet = f'<p>{esc(text.replace(v, ""))}<a href="{hv}">{hv}</a></p>'
        return it("whatsapp", lang, "whatsapp link (a href)", v, text, html=snippet, html_value=hv)
    return it("whatsapp", lang, "whatsapp link", v, text)


MAIL_T = {
    "es": [
        "Mi correo personal es {v}, escríbeme ahí.",
        "Contacto del arrendatario {n}: {v}",
        "De: {n} <{v}>",
        "{n},{v},Guadalajara,suscrito",
        "usuario='{n}' email={v} origen=registro",
        "Cualquier duda, con {g} al correo {v}",
        "Reenviar los recibos a {v} (correo de {n}).",
    ],
    "en": ["From: {n} <{v}>", "Reach {n} at {v} for the keys.", "Guest list: {n} ({v})"],
    "pt": ["Meu e-mail é {v}, {g}.", "Contato de {n}: {v}"],
}


def m_email(r: random.Random) -> dict:
    lang, t = choose(r, MAIL_T)
    p = person(r, lang)
    form = r.choice(("plain", "accented", "accented", "upper", "upper", "mailto", "mailto"))
    local = email_local(r, p, accented=form == "accented")
    if form == "accented" and local.isascii():
        local = r.choice(("josé", "maría", "raúl", "inés", "ñoño")) + "." + local
    dom = r.choice(FREEMAIL)
    v = f"{local}@{dom}"
    if form == "upper":
        v = v.upper()
    if form == "mailto":
        subj = quote(r.choice(("Renta depto", "Cotización", "Hola", "Fotos de la boda")))
        v = f"mailto:{v}?subject={subj}"
        text = _fill(t, n=full_name(p), g=p["given"], v=v)
        return it(
            "email",
            lang,
            "mailto with query",
            v,
            text,
            html=f'<p>{esc(full_name(p))}: <a href="{esc(v)}">{esc(v)}</a></p>',
            html_value=esc(v),
        )
    return it("email", lang, f"email {form}", v, _fill(t, n=full_name(p), g=p["given"], v=v))


OBF_T = {
    "es": [
        "Escríbeme a {v} y te paso las fotos. — {g}",
        "Correo de {n}: {v}",
        "Para no recibir spam lo pongo así: {v} ({n})",
    ],
    "en": ["Contact {n}: {v}"],
    "pt": ["E-mail do {g}: {v}"],
}


def m_email_obf(r: random.Random) -> dict:
    lang, t = choose(r, OBF_T)
    p = person(r, lang)
    local = email_local(r, p)
    dom, tld = r.choice(
        (("gmail", "com"), ("hotmail", "com"), ("outlook", "com"), ("yahoo", "com.mx"))
    )
    tld_w = tld.replace(".", " punto ") if "." in tld else tld
    form = r.choice(("[arroba]", "(arroba)", "at-dot", "[at]", "arroba-punto"))
    v = {
        "[arroba]": f"{local} [arroba] {dom} [punto] {tld}",
        "(arroba)": f"{local}(arroba){dom}(punto){tld}",
        "at-dot": f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        "[at]": f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        "arroba-punto": f"{local} arroba {dom} punto {tld_w}",
    }[form]
    return it(
        "email-obfuscated",
        lang,
        f"obfuscated {form}",
        v,
        _fill(t, n=full_name(p), g=p["given"], v=v),
    )


FOREIGN = [
    (
        "pt",
        "CPF",
        lambda r: cpf(r),
        ["O CPF de {n} é {v}.", "Cliente {n}, CPF {v}, pedido aprovado."],
    ),
    ("pt", "CPF plain", lambda r: cpf(r, False), ["cpf={v} nome='{n}'"]),
    ("es", "DNI ES", dni_es, ["{n}, con DNI {v}, firma el contrato.", "DNI del huésped {n}: {v}"]),
    ("es", "NIE", nie_es, ["NIE de {n}: {v} (residente en Valencia)."]),
    ("es", "RUT CL", rut_cl, ["RUT de {n}: {v}", "{n} (RUT {v}) solicitó el reembolso."]),
    ("es", "DNI AR", dni_ar, ["{n}, DNI {v}, socio del club desde 2019."]),
    ("en", "SSN", ssn_us, ["SSN of {n}: {v}", "Employee {n}, social security no. {v}."]),
]


def m_foreign(r: random.Random) -> dict:
    lang, name, mk, tpls = r.choice(FOREIGN)
    p = person(r, lang)
    v = mk(r)
    return it("foreign-id", lang, name, v, _fill(r.choice(tpls), n=full_name(p), v=v))


# ------------------------------------------------------------------------ account ids


def _acct_value(r: random.Random) -> tuple[str, str]:
    shape = r.choice(
        ("acct", "cust", "cust_", "org", "proj", "user", "ws", "team", "wrkspc", "org_")
    )
    v = {
        "acct": "acct_" + rs(r, 16),
        "cust": "cust-" + digits(r, r.randint(5, 8)),
        "cust_": "cus_" + rs(r, 14),
        "org": "org-" + rs(r, 24),
        "proj": "proj_" + rs(r, 24),
        "user": "user_" + rs(r, r.choice((12, 24))),
        "ws": "ws_" + rs(r, 12).lower(),
        "team": "team_" + rs(r, 20),
        "wrkspc": "wrkspc_" + rs(r, 22),
        "org_": "org_" + rs(r, 18),
    }[shape]
    return shape, v


ACCT_HEADERS = {
    "acct": ("X-Account-Id", "Stripe-Account"),
    "cust": ("x-account", "X-Customer-Id"),
    "cust_": ("X-Customer-Id",),
    "org": ("OpenAI-Organization",),
    "proj": ("OpenAI-Project",),
    "user": ("X-User-Id",),
    "ws": ("x-workspace-id",),
    "team": ("X-Team-Id",),
    "wrkspc": ("anthropic-workspace-id",),
    "org_": ("X-Org-Id",),
}
ACCT_T = {
    "es": [
        "GET https://api.buscador-ejemplo.mx/v1/accounts/{v}/usage -> 200",
        "La cuenta {v} superó su cuota mensual; se reintentará mañana.",
        "error: el proyecto {v} no tiene habilitada la búsqueda web",
        "facturación: cliente {v}, plan pro, 12,500 créditos",
        "account_id={v} region=us-east-1 tier=2",
        "Se movieron las llaves al espacio de trabajo {v}.",
    ],
    "en": [
        "POST /v2/organizations/{v}/members returned 403",
        "Quota exceeded for team {v}; upgrade to continue.",
        "workspace {v} was archived by an admin",
        "{{'project': '{v}', 'plan': 'scale'}}",
        "https://dashboard.example-llm.com/settings/{v}/billing",
    ],
    "pt": ["A conta {v} atingiu o limite de requisições.", "Projeto {v} sem créditos."],
}


def m_account(r: random.Random) -> dict:
    shape, v = _acct_value(r)
    lang, t = choose(r, ACCT_T)
    text = _fill(t, v=v)
    hdr = (r.choice(ACCT_HEADERS[shape]), v)
    key = {
        "acct": "account",
        "cust": "customer_id",
        "cust_": "customer",
        "org": "organization",
        "proj": "project",
        "user": "user_id",
        "ws": "workspace_id",
        "team": "team",
        "wrkspc": "workspace",
        "org_": "org_id",
    }[shape]
    return it("account-id", lang, f"{shape} id", v, text, header=hdr, field=(key, v))


# ================================================================================ secrets


def key_shape(r: random.Random) -> tuple[str, str, str]:
    """(provider, env name, key)"""
    shapes = [
        ("Tavily", "TAVILY_API_KEY", lambda: "tvly-" + r.choice(("", "dev-", "prod-")) + rs(r, 32)),
        ("Brave", "BRAVE_SEARCH_API_KEY", lambda: "BSA" + rs(r, 28)),
        ("SerpAPI", "SERPAPI_API_KEY", lambda: rs(r, 64, HEX)),
        ("Serper", "SERPER_API_KEY", lambda: rs(r, 40, HEX)),
        ("Firecrawl", "FIRECRAWL_API_KEY", lambda: "fc-" + rs(r, 32, HEX)),
        ("Jina", "JINA_API_KEY", lambda: "jina_" + rs(r, 60)),
        ("Exa", "EXA_API_KEY", lambda: uid(r)),
        ("Perplexity", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(r, 48)),
        (
            "OpenAI",
            "OPENAI_API_KEY",
            lambda: "sk-proj-" + rs(r, 74, B64URL.replace("-", "")) + "T3BlbkFJ" + rs(r, 20),
        ),
        ("OpenAI", "OPENAI_API_KEY", lambda: "sk-" + rs(r, 48)),
        ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(r, 93, B64URL) + "AA"),
        ("OpenRouter", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + rs(r, 64, HEX)),
        ("Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(r, 52)),
        ("Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(r, 35, B64URL)),
        ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(r, 34)),
        ("xAI", "XAI_API_KEY", lambda: "xai-" + rs(r, 80)),
        ("Mistral", "MISTRAL_API_KEY", lambda: rs(r, 32)),
        ("Cohere", "COHERE_API_KEY", lambda: rs(r, 40)),
        ("DeepSeek", "DEEPSEEK_API_KEY", lambda: "sk-" + rs(r, 32, HEX)),
        ("GitHub", "GITHUB_TOKEN", lambda: r.choice(("ghp_", "gho_", "ghs_")) + rs(r, 36)),
        ("GitHub", "GH_PAT", lambda: "github_pat_" + rs(r, 22) + "_" + rs(r, 59)),
        ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(r, 20, B64URL)),
        ("Stripe", "STRIPE_SECRET_KEY", lambda: r.choice(("sk_live_", "rk_live_")) + rs(r, 99)),
        ("Stripe", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(r, 32)),
        (
            "SendGrid",
            "SENDGRID_API_KEY",
            lambda: "SG." + rs(r, 22, B64URL) + "." + rs(r, 43, B64URL),
        ),
        ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(r, 32, HEX)),
        ("Mailchimp", "MAILCHIMP_API_KEY", lambda: rs(r, 32, HEX) + "-us" + str(r.randint(2, 21))),
        ("Twilio", "TWILIO_AUTH_TOKEN", lambda: rs(r, 32, HEX)),
        ("Slack", "SLACK_BOT_TOKEN", lambda: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{rs(r, 24)}"),
        ("npm", "NPM_TOKEN", lambda: "npm_" + rs(r, 36)),
        ("PyPI", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(r, 60, B64URL)),
        ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(r, 32, HEX)),
        (
            "Telegram",
            "TELEGRAM_BOT_TOKEN",
            lambda: f"{r.randint(100000000, 7999999999)}:AA{rs(r, 33, B64URL)}",
        ),
        ("Notion", "NOTION_TOKEN", lambda: "ntn_" + rs(r, 46)),
        ("Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(r, 37)),
        ("Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + rs(r, 6) + "_" + rs(r, 60)),
        ("LangSmith", "LANGSMITH_API_KEY", lambda: f"lsv2_pt_{rs(r, 32, HEX)}_{rs(r, 10, HEX)}"),
        ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(r, 64, HEX)),
        ("Resend", "RESEND_API_KEY", lambda: "re_" + rs(r, 8) + "_" + rs(r, 24)),
        ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(r, 40)),
    ]
    prov, env, mk = r.choice(shapes)
    return prov, env, mk()


HOSTS = {
    "Tavily": "api.tavily.com/search",
    "Brave": "api.search.brave.com/res/v1/web/search",
    "SerpAPI": "serpapi.com/search.json",
    "Serper": "google.serper.dev/search",
    "Firecrawl": "api.firecrawl.dev/v2/scrape",
    "Jina": "r.jina.ai/https://example.org",
    "Exa": "api.exa.ai/search",
    "Perplexity": "api.perplexity.ai/chat/completions",
    "OpenAI": "api.openai.com/v1/responses",
    "Anthropic": "api.anthropic.com/v1/messages",
    "OpenRouter": "openrouter.ai/api/v1/chat/completions",
    "Groq": "api.groq.com/openai/v1/models",
    "Google": "www.googleapis.com/customsearch/v1",
}


def _host(prov: str) -> str:
    return HOSTS.get(prov, "api.example-service.io/v1/items")


SEC_PROSE = {
    "es": [
        "Mi clave de {p} es {v}, no la compartas con nadie.",
        "Ojo: dejé la llave de {p} en el README por error: {v}",
        "Para probar usa esta API key de {p}: {v} (la revoco el lunes).",
        "La credencial {v} de {p} sigue activa en producción.",
    ],
    "en": ["Here is the {p} key for staging: {v}", "Rotated the {p} key; the new one is {v}."],
    "pt": ["A chave da {p} é {v}, não publique.", "Use a chave {v} da {p} para testar."],
}
SEC_ERR = {
    "es": [
        "Error 401: la API key '{v}' no es válida o fue revocada.",
        "WebSearchError: autenticación fallida con {p} (key={v})",
    ],
    "en": [
        "401 Unauthorized: Incorrect API key provided: {v}",
        "ERROR {p} request failed: invalid token {v} (status=403)",
        "AuthenticationError: api_key {v} has been disabled",
    ],
    "pt": ["Erro 401: chave {v} inválida para {p}."],
}


def m_api_key(r: random.Random, sub: str | None = None) -> dict:
    prov, env, v = key_shape(r)
    sub = sub or r.choice(("header", "query", "curl", "env", "json", "error", "prose"))
    host = _host(prov)
    if sub == "header":
        name = r.choice(
            ("Authorization", "x-api-key", "X-Subscription-Token", "api-key", "X-API-KEY")
        )
        hv = f"Bearer {v}" if name == "Authorization" else v
        lang = r.choice(("en", "es"))
        text = (
            f"{name}: {hv}"
            if r.random() < 0.5
            else f"> {name}: {hv}   (cabecera enviada a {host.split('/')[0]})"
        )
        return it(
            "api-key-header", lang, f"{prov} key in {name} header", v, text, header=(name, hv)
        )
    if sub == "query":
        par = r.choice(("api_key", "key", "apikey", "token", "access_token"))
        url = f"https://{host}?q=clima+monterrey&{par}={v}"
        lang, t = r.choice(
            (
                ("es", "Petición registrada: GET {u}"),
                ("en", "GET {u} 200 312ms"),
                ("es", "URL de prueba: {u}"),
                ("pt", "Requisição: {u}"),
            )
        )
        text = t.format(u=url)
        return it(
            "api-key-query",
            lang,
            f"{prov} key in query ({par})",
            v,
            text,
            html=f"<p>{esc(text)}</p>",
            html_value=v,
        )
    if sub == "curl":
        form = r.choice(("bearer", "xkey", "data"))
        if form == "bearer":
            cmd = f"curl -s https://{host} -H 'Authorization: Bearer {v}'"
        elif form == "xkey":
            cmd = f"curl -X POST https://{host} -H 'x-api-key: {v}' -d '{{}}'"
        else:
            cmd = f"curl https://{host} -d api_key={v} -d query=cdmx"
        lang = r.choice(("es", "en", "es"))
        pre = {"es": "Ejemplo: ", "en": "Repro: "}[lang]
        return it("api-key-curl", lang, f"{prov} key in curl ({form})", v, pre + cmd)
    if sub == "env":
        form = r.choice(("env", "export", "ini", "yaml", "dotenv-quoted"))
        text = {
            "env": f"{env}={v}",
            "export": f"export {env}={v}",
            "ini": f"api_key = {v}",
            "yaml": f"{env.lower()}: {v}",
            "dotenv-quoted": f"{env}='{v}'",
        }[form]
        return it("api-key-env", "en", f"{prov} key as {form} line", v, text)
    if sub == "json":
        key = r.choice(("api_key", "apiKey", "token", "secret", "access_token", "auth_token"))
        return it(
            "api-key-json",
            "en",
            f"{prov} key in a JSON field {key}",
            v,
            v,
            field=(key, v),
            html=f"<p><code>{{'{key}': '{v}'}}</code></p>",
            html_value=v,
        )
    if sub == "error":
        lang, t = choose(r, SEC_ERR)
        return it("api-key-error", lang, f"{prov} key echoed in error", v, _fill(t, p=prov, v=v))
    lang, t = choose(r, SEC_PROSE)
    return it("api-key-prose", lang, f"{prov} key in prose", v, _fill(t, p=prov, v=v))


def m_bearer(r: random.Random) -> dict:
    v = rs(r, r.choice((32, 40, 64)), B64URL)
    lang = r.choice(("en", "es"))
    hv = f"Bearer {v}"
    text = r.choice(
        (
            f"Authorization: {hv}",
            f"token de sesión enviado: Authorization: {hv}",
            f"[debug] headers={{'Authorization': '{hv}'}}",
        )
    )
    return it("bearer-token", lang, "opaque bearer token", v, text, header=("Authorization", hv))


def m_basic(r: random.Random) -> dict:
    import base64

    user = r.choice(("admin", "svc-search", "deploy", "etl_user", "reportes"))
    pw = rs(r, 14) + r.choice("!#%*")
    if r.random() < 0.5:
        v = base64.b64encode(f"{user}:{pw}".encode()).decode()
        text = f"Authorization: Basic {v}"
        return it(
            "basic-auth", "en", "HTTP Basic header", v, text, header=("Authorization", f"Basic {v}")
        )
    v = f"https://{user}:{pw}@intranet.proveedor-datos.mx/export"
    lang, t = r.choice(
        (
            ("es", "El job descarga de {v} cada noche."),
            ("en", "fetching {v}"),
            ("pt", "Baixando de {v} todo dia."),
        )
    )
    return it("basic-auth", lang, "credentials in URL", v, t.format(v=v))


def m_cookie(r: random.Random) -> dict:
    name = r.choice(
        ("sessionid", "session", "connect.sid", "_session_id", "PHPSESSID", "auth_token")
    )
    v = rs(r, r.choice((32, 48)), B64URL)
    hv = r.choice((f"{name}={v}; csrftoken={rs(r, 32)}", f"{name}={v}"))
    if r.random() < 0.5:
        return it(
            "cookie", "en", f"session cookie {name}", v, f"Cookie: {hv}", header=("Cookie", hv)
        )
    sv = f"{name}={v}; Path=/; HttpOnly; Secure"
    return it(
        "cookie", "en", f"set-cookie {name}", v, f"Set-Cookie: {sv}", header=("Set-Cookie", sv)
    )


def m_jwt(r: random.Random) -> dict:
    v = jwt(r)
    lang, t = r.choice(
        (
            ("en", "Authorization: Bearer {v}"),
            ("es", "token de acceso (JWT): {v}"),
            ("en", "access_token={v}"),
            ("pt", "Token JWT do usuário: {v}"),
        )
    )
    hdr = ("Authorization", f"Bearer {v}") if "Bearer" in t else None
    return it("jwt", lang, "JWT", v, t.format(v=v), header=hdr)


def m_private_key(r: random.Random) -> dict:
    kind = r.choice(("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"))
    head = f"-----BEGIN {kind}-----"
    body = pem_body(r)
    pem = "\n".join([head, *body, f"-----END {kind}-----"])
    return it(
        "private-key",
        "en",
        kind,
        head,
        pem,
        html="<pre>" + pem + "</pre>",
        html_value=head,
        pem=True,
    )


def m_cloud(r: random.Random) -> dict:
    form = r.choice(("aws-id", "aws-secret", "gcp", "azure"))
    if form == "aws-id":
        v = "AKIA" + rs(r, 16, UPPER_NUM)
        text = r.choice(
            (
                f"aws_access_key_id = {v}",
                f"AWS_ACCESS_KEY_ID={v}",
                f"Se filtró la llave de AWS {v} en el log del CI.",
            )
        )
    elif form == "aws-secret":
        v = rs(r, 40, B64)
        text = r.choice((f"aws_secret_access_key = {v}", f"AWS_SECRET_ACCESS_KEY={v}"))
    elif form == "gcp":
        v = "AIza" + rs(r, 35, B64URL)
        text = f"GOOGLE_MAPS_KEY={v}"
    else:
        v = rs(r, 86, B64) + "=="
        text = f"AccountKey={v}"
    lang = "es" if "Se filtró" in text else "en"
    return it("cloud-key", lang, form, v, text)


def m_conn(r: random.Random) -> dict:
    pw = rs(r, 16)
    form = r.choice(("postgres", "mysql", "mongo", "redis", "azure", "amqp"))
    v = {
        "postgres": f"postgresql://app_user:{pw}@db.interno.mx:5432/fixtures",
        "mysql": f"mysql://root:{pw}@10.0.3.14:3306/ventas",
        "mongo": f"mongodb+srv://buscador:{pw}@cluster0.ab12c.mongodb.net/cache",
        "redis": f"redis://:{pw}@cache.example-infra.net:6379/0",
        "azure": (
            "DefaultEndpointsProtocol=https;AccountName=fixturesmx;"
            f"AccountKey={rs(r, 86, B64)}==;EndpointSuffix=core.windows.net"
        ),
        "amqp": f"amqps://worker:{pw}@rabbit.example-infra.net/vhost",
    }[form]
    lang, t = r.choice(
        (
            ("en", "DATABASE_URL={v}"),
            ("es", "Cadena de conexión: {v}"),
            ("en", "connecting to {v} ... ok"),
            ("pt", "String de conexão: {v}"),
        )
    )
    return it("connection-string", lang, form, v, t.format(v=v))


def m_signed(r: random.Random) -> dict:
    if r.random() < 0.5:
        v = (
            f"https://capturas-mx.s3.amazonaws.com/raw/pagina.html?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            f"&X-Amz-Credential=AKIA{rs(r, 16, UPPER_NUM)}%2F20250301%2Fus-east-1%2Fs3%2Faws4_request"
            f"&X-Amz-Date=20250301T120000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host"
            f"&X-Amz-Signature={rs(r, 64, HEX)}"
        )
        form = "S3 presigned URL"
    else:
        v = (
            f"https://fixturesmx.blob.core.windows.net/capturas/p.json?sv=2022-11-02&ss=b&srt=o"
            f"&sp=r&se=2026-01-01T00:00:00Z&sig={quote(rs(r, 43, B64) + '=', safe='')}"
        )
        form = "Azure SAS URL"
    lang, t = r.choice((("es", "Descarga temporal: {v}"), ("en", "signed url: {v}")))
    text = t.format(v=v)
    return it("signed-url", lang, form, v, text, html=f"<p>{esc(text)}</p>", html_value=esc(v))


def m_webhook(r: random.Random) -> dict:
    form = r.choice(("slack", "discord", "teams"))
    v = {
        "slack": f"https://hooks.slack.com/services/T{rs(r, 10, UPPER_NUM)}/B{rs(r, 10, UPPER_NUM)}/{rs(r, 24)}",
        "discord": f"https://discord.com/api/webhooks/{digits(r, 19)}/{rs(r, 68, B64URL)}",
        "teams": (
            f"https://contoso-mx.webhook.office.com/webhookb2/{uid(r)}@{uid(r)}"
            f"/IncomingWebhook/{rs(r, 32, HEX)}/{uid(r)}"
        ),
    }[form]
    lang, t = r.choice(
        (
            ("es", "Alertas del scraper van a {v}"),
            ("en", "WEBHOOK_URL={v}"),
            ("pt", "Notificações enviadas para {v}"),
        )
    )
    return it("webhook-url", lang, form, v, t.format(v=v))


# ================================================================================ keepers

ROLES = (
    "ventas",
    "contacto",
    "soporte",
    "prensa",
    "facturacion",
    "atencion.clientes",
    "info",
    "rh",
    "compras",
    "comunicacion",
    "sales",
    "support",
    "press",
    "hola",
)


def m_role_mail(r: random.Random) -> dict:
    comp, dom = r.choice(COMPANIES)
    role = r.choice(ROLES)
    form = r.choice(("plain", "plain", "upper", "mailto", "reply-to"))
    v = f"{role}@{dom}"
    if form == "upper":
        v = v.upper()
    tpls = {
        "es": [
            "Para cotizaciones escriba a {v}.",
            "{c} — Atención a clientes: {v}",
            "Dudas sobre su pedido: {v} (lunes a viernes).",
            "Contacto de prensa de {c}: {v}",
        ],
        "en": ["For sales inquiries, email {v}.", "Questions? Write to {v}."],
        "pt": ["Fale com a equipe comercial: {v}"],
    }
    lang, t = choose(r, tpls)
    if form == "mailto":
        v = f"mailto:{v}?subject=Cotizaci%C3%B3n"
    if form == "reply-to":
        text = f"Reply-To: {comp} <{v}>"
        lang = "en"
    else:
        text = _fill(t, v=v, c=comp)
    return it(
        "role-mailbox",
        lang,
        f"role mailbox {form}",
        v,
        text,
        html=f"<p>{esc(text)}</p>",
        html_value=esc(v),
    )


def m_gov_mail(r: random.Random) -> dict:
    dom = r.choice(GOV)
    role = r.choice(
        (
            "contacto",
            "atencion.ciudadana",
            "transparencia",
            "quejas",
            "comunicacion.social",
            "datos.personales",
            "informes",
            "oficialia.partes",
        )
    )
    v = f"{role}@{dom}"
    if r.random() < 0.2:
        v = v.upper()
    lang, t = choose(
        r,
        {
            "es": [
                "Unidad de Transparencia: {v}",
                "Para solicitudes de información escriba a {v}.",
                "Quejas y denuncias: {v} o en ventanilla.",
                "Correo institucional: {v}",
            ],
            "en": ["Official contact mailbox: {v}"],
            "pt": ["Contato oficial do órgão: {v}"],
        },
    )
    return it("gov-role-mailbox", lang, "institutional mailbox", v, _fill(t, v=v))


def _office_phone(r: random.Random) -> str:
    area, rest = mx_phone(r)
    return fmt_phone(area, rest, r.choice(("paren", "spaced", "intl", "dash")))


def m_switchboard(r: random.Random) -> dict:
    comp, _ = r.choice(COMPANIES)
    v = _office_phone(r)
    ext = r.randint(100, 9999)
    lang, t = choose(
        r,
        {
            "es": [
                "Conmutador: {v} ext. {x}",
                "Tel. oficina: {v}, ext. {x}",
                "{c} · Conmutador {v}",
                "Oficinas corporativas de {c}: tel. {v} ext. {x}",
                "Sucursal Centro — Tel. oficina {v}",
                "Conmutador general {v} (opción 3, ventas)",
            ],
            "en": ["Main office switchboard: {v} ext. {x}", "{c} head office, phone {v}, ext. {x}"],
            "pt": ["Central telefônica da {c}: {v}, ramal {x}"],
        },
    )
    return it("switchboard", lang, "company switchboard", v, _fill(t, v=v, x=ext, c=comp))


def m_tollfree(r: random.Random) -> dict:
    n = f"{r.randint(200, 999)} {r.randint(1000, 9999)}"
    v = r.choice((f"800 {n}", f"01 800 {n}", f"+52 800 {n}", f"800-{n.replace(' ', '-')}"))
    lang, t = choose(
        r,
        {
            "es": [
                "Línea gratuita: {v}",
                "Llame sin costo al {v}, las 24 horas.",
                "Centro de atención telefónica {v} (lada sin costo).",
            ],
            "en": ["Toll-free: {v}", "Customer care (free call): {v}"],
            "pt": ["Ligação gratuita: {v}"],
        },
    )
    return it("toll-free", lang, "800 number", v, _fill(t, v=v))


def m_official(r: random.Random) -> dict:
    dom = r.choice(GOV)
    v = _office_phone(r)
    lang, t = choose(
        r,
        {
            "es": [
                "Atención ciudadana de la dependencia ({d}): {v} ext. {x}",
                "Oficialía de partes: tel. {v}, ext. {x}, de 9 a 15 h.",
                "Mesa de ayuda del portal {d}: {v}, extensión {x}",
            ],
            "en": ["Agency help desk ({d}): {v} ext. {x}"],
        },
    )
    return it(
        "official-contact",
        lang,
        "institutional phone with extension",
        v,
        _fill(t, v=v, x=r.randint(1000, 99999), d=dom),
    )


def m_company_address(r: random.Random) -> dict:
    comp, _ = r.choice(COMPANIES)
    v = address(r, office=True)
    lang, t = choose(
        r,
        {
            "es": [
                "Oficinas corporativas: {v}.",
                "Visítanos en nuestra sucursal: {v}.",
                "{c}, {v}. Horario de 9 a 18 h.",
                "Sede del evento: Centro de Convenciones, {v}.",
            ],
            "en": ["Head office: {c}, {v}."],
            "pt": ["Escritório da {c}: {v}."],
        },
    )
    return it("company-address", lang, "company address", v, _fill(t, v=v, c=comp))


def m_company_rfc(r: random.Random) -> dict:
    comp, _ = r.choice(COMPANIES)
    v = rfc_moral(r, comp)
    lang, t = choose(
        r,
        {
            "es": [
                "{c} S.A. de C.V. — RFC {v}",
                "Emisor: {c}, S. de R.L. de C.V., RFC: {v}, régimen 601.",
                "Datos fiscales de la empresa: RFC {v}, domicilio fiscal en Querétaro.",
            ],
            "en": ["Vendor {c} S.A. de C.V., tax id (RFC) {v}."],
        },
    )
    return it("company-rfc", lang, "RFC persona moral", v, _fill(t, v=v, c=comp))


def m_company_clabe(r: random.Random) -> dict:
    comp, _ = r.choice(COMPANIES)
    v = clabe(r)
    lang, t = choose(
        r,
        {
            "es": [
                "Datos para pago: {c} S.A. de C.V., CLABE {v}, referencia = número de pedido.",
                "Transferencias a nombre de {c} S.A. de C.V. (CLABE {v}).",
            ],
            "en": ["Wire payments to {c} S.A. de C.V., CLABE {v}."],
        },
    )
    return it("company-clabe", lang, "company CLABE for payments", v, _fill(t, v=v, c=comp))


def m_date(r: random.Random) -> dict:
    y, m, d = r.randint(2015, 2025), r.randint(1, 12), r.randint(1, 28)
    lang = r.choices(["es", "en", "pt"], [0.6, 0.3, 0.1])[0]
    if lang == "es":
        v = r.choice(
            (f"{d} de {MONTHS_ES[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}")
        )
        t = r.choice(
            (
                "Publicado el {v}.",
                "Última actualización: {v}",
                "Fecha de captura: {v}",
                "DOF {v}: entra en vigor el acuerdo.",
                "© {y} · Actualizado {v}",
                "Evento: Foro de Datos Abiertos, {v}, 10:00 h.",
            )
        )
    elif lang == "en":
        v = r.choice(
            (f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y}-{m:02d}-{d:02d}T{r.randint(0, 23):02d}:15:00Z")
        )
        t = r.choice(("Published {v}", "retrievedAt: {v}", "Last updated on {v}."))
    else:
        v = f"{d} de {MONTHS_PT[m - 1]} de {y}"
        t = r.choice(("Publicado em {v}.", "Atualizado em {v}."))
    return it("date", lang, "publication/update date", v, t.format(v=v, y=y))


def m_price(r: random.Random) -> dict:
    form = r.choice(("mxn", "usd", "brl", "unit"))
    v = {
        "mxn": f"${r.randint(99, 99999):,}.{r.randint(0, 99):02d} MXN",
        "usd": f"US$ {r.randint(1, 999)}.{r.randint(0, 99):02d}",
        "brl": f"R$ {r.randint(10, 9999)},{r.randint(0, 99):02d}",
        "unit": f"$0.00{r.randint(1, 9)}",
    }[form]
    lang, t = {
        "mxn": ("es", "Precio: {v} (IVA incluido)"),
        "usd": ("en", "Plan Pro: {v} per month"),
        "brl": ("pt", "Preço: {v} à vista"),
        "unit": ("en", "Price per request: {v} (billed monthly)"),
    }[form]
    return it("price", lang, f"price {form}", v, t.format(v=v))


def m_version(r: random.Random) -> dict:
    v = r.choice(
        (
            f"v{r.randint(0, 5)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
            f"{r.randint(1, 3)}.{r.randint(0, 12)}.{r.randint(0, 9)}-rc.{r.randint(1, 4)}",
            f"python-requests/2.{r.randint(20, 32)}.{r.randint(0, 5)}",
        )
    )
    lang, t = r.choice(
        (
            ("en", "User-Agent: fixture-recorder/{v}"),
            ("es", "Versión del SDK: {v}"),
            ("en", "Upgraded client to {v}"),
            ("pt", "Versão da biblioteca: {v}"),
        )
    )
    return it("version", lang, "version string", v, t.format(v=v))


def m_request_id(r: random.Random) -> dict:
    form = r.choice(("uuid", "req", "hex", "trace"))
    v = {
        "uuid": uid(r),
        "req": "req_" + rs(r, 24),
        "hex": rs(r, 32, HEX),
        "trace": f"00-{rs(r, 32, HEX)}-{rs(r, 16, HEX)}-01",
    }[form]
    name = {
        "uuid": "x-request-id",
        "req": "request-id",
        "hex": "x-amzn-trace-id",
        "trace": "traceparent",
    }[form]
    lang, t = r.choice(
        (
            ("en", "{k}: {v}"),
            ("es", "Id de solicitud para soporte: {v}"),
            ("en", "request failed, reference {v}"),
        )
    )
    return it("request-id", lang, f"request id {form}", v, t.format(k=name, v=v), header=(name, v))


def m_hash(r: random.Random) -> dict:
    form = r.choice(("sha256", "sha1", "etag", "sri"))
    if form == "sha256":
        v = sha256hex(r)
        t = r.choice(("sha256 del cuerpo original: {v}", "body_sha256={v}"))
    elif form == "sha1":
        v = sha1hex(r)
        t = r.choice(("commit {v}", "Fixed in {v} (merged)."))
    elif form == "etag":
        v = f"W/{rs(r, 24, HEX)}"
        t = "ETag: {v}"
    else:
        import base64
        import hashlib

        v = "sha384-" + base64.b64encode(hashlib.sha384(rs(r, 20).encode()).digest()).decode()
        t = "integrity={v}"
    lang = "es" if "original" in t else "en"
    return it("hash", lang, form, v, t.format(v=v))


def m_content_id(r: random.Random) -> dict:
    form = r.choice(("uuid", "doc", "arxiv", "yt"))
    v = {
        "uuid": uid(r),
        "doc": f"doc-{rs(r, 12, HEX)}",
        "arxiv": f"{r.randint(2301, 2612)}.{r.randint(10000, 99999)}",
        "yt": rs(r, 11, B64URL.replace("-", "")),
    }[form]
    lang, t = r.choice(
        (
            ("en", "content_id: {v}"),
            ("es", "Identificador del documento: {v}"),
            ("en", "source doc {v} cited 3 times"),
            ("pt", "ID do conteúdo: {v}"),
        )
    )
    return it("content-id", lang, f"content id {form}", v, t.format(v=v))


def m_order(r: random.Random) -> dict:
    v = r.choice(
        (
            f"PED-{digits(r, 8)}",
            digits(r, 10),
            f"#{digits(r, 7)}",
            f"MX-{digits(r, 6)}-{rs(r, 2, UPPER_NUM)}",
        )
    )
    lang, t = choose(
        r,
        {
            "es": [
                "Pedido {v} confirmado; llegará en 3 a 5 días hábiles.",
                "Folio de compra: {v}",
                "Número de orden {v} — estatus: enviado",
            ],
            "en": ["Order {v} has shipped."],
            "pt": ["Pedido nº {v} confirmado."],
        },
    )
    return it("order-number", lang, "order number", v, _fill(t, v=v))


def m_tracking(r: random.Random) -> dict:
    v = r.choice(("1Z" + rs(r, 16, UPPER_NUM), digits(r, 12), digits(r, 22), f"MX{digits(r, 9)}MX"))
    lang, t = choose(
        r,
        {
            "es": ["Guía de rastreo: {v} (paquetería)", "Número de guía {v}, en tránsito."],
            "en": ["Tracking number: {v}"],
            "pt": ["Código de rastreio: {v}"],
        },
    )
    return it("tracking-number", lang, "tracking number", v, _fill(t, v=v))


def m_case(r: random.Random) -> dict:
    v = r.choice(
        (
            f"CASO-{r.randint(2019, 2025)}-{digits(r, 5)}",
            f"Expediente {digits(r, 4)}/{r.randint(2018, 2025)}",
            f"INC{digits(r, 7)}",
            f"TKT-{digits(r, 6)}",
        )
    )
    lang, t = choose(
        r,
        {
            "es": ["Su caso quedó registrado con el número {v}.", "Referencia de la queja: {v}"],
            "en": ["Support case {v} was closed."],
            "pt": ["Chamado {v} aberto."],
        },
    )
    return it("case-number", lang, "case number", v, _fill(t, v=v))


def m_masked(r: random.Random) -> dict:
    form = r.choice(("card", "key", "phone", "email", "clabe", "curp"))
    v, lang, t = {
        "card": (f"**** **** **** {digits(r, 4)}", "es", "Pago con tarjeta terminación {v}"),
        "key": ("sk-" + "*" * 8 + rs(r, 4), "en", "key in use: {v} (masked)"),
        "phone": (f"+52 55 **** **{digits(r, 2)}", "es", "Teléfono enmascarado: {v}"),
        "email": (f"j***@{r.choice(FREEMAIL)}", "pt", "E-mail mascarado: {v}"),
        "clabe": (f"************{digits(r, 6)}", "es", "Cuenta destino: {v}"),
        "curp": (f"XXXX{digits(r, 6)}XXXXXX00", "es", "CURP oculta: {v}"),
    }[form]
    return it("masked", lang, f"masked {form}", v, t.format(v=v))


def m_placeholder(r: random.Random) -> dict:
    v = r.choice(
        (
            "sk-...",
            "YOUR_API_KEY",
            "tvly-xxxxxxxxxxxxxxxxxxxxxxxx",
            "${TAVILY_API_KEY}",
            "<tu-api-key>",
            "redacted@example.test",
            "+52-000-000-0000",
            "AAAA000000HDFXXX00",
            "<REDACTED>",
            "fc-YOUR-KEY",
            "Bearer <token>",
            "xxxx-xxxx-xxxx",
            "${OPENAI_API_KEY}",
        )
    )
    lang, t = r.choice(
        (
            ("es", "Sustituye {v} por tu clave."),
            ("en", "api_key: {v}"),
            ("es", "Valor redactado: {v}"),
            ("en", "e.g. {v}"),
            ("pt", "Exemplo: {v}"),
        )
    )
    text = t.format(v=v)
    return it(
        "placeholder", lang, "placeholder", v, text, html=f"<p>{esc(text)}</p>", html_value=esc(v)
    )


def m_statistic(r: random.Random) -> dict:
    form = r.choice(("pct", "count", "bare10", "millions"))
    v, lang, t = {
        "pct": (f"{r.randint(1, 99)}.{r.randint(0, 9)}%", "es", "Variación anual: {v}"),
        "count": (
            f"{r.randint(1000000, 130000000):,}",
            "es",
            "Población total estimada: {v} habitantes.",
        ),
        "bare10": (str(r.randint(1000000000, 9999999999)), "en", "Total impressions: {v}"),
        "millions": (
            f"{r.randint(2, 99)}.{r.randint(0, 9)} millones",
            "es",
            "Descargas acumuladas: {v}",
        ),
    }[form]
    if r.random() < 0.2:
        lang, t = (
            ("pt", "Total de acessos: {v}")
            if form != "pct"
            else ("en", "Growth: {v} year over year")
        )
    return it("statistic", lang, f"statistic {form}", v, t.format(v=v))


def m_code(r: random.Random) -> dict:
    form = r.choice(("isbn", "ean", "sku"))
    v = {"isbn": isbn13(r), "ean": ean13(r), "sku": f"SKU-{rs(r, 3, UPPER_NUM)}-{digits(r, 5)}"}[
        form
    ]
    lang, t = r.choice(
        (("es", "Código del producto: {v}"), ("es", "ISBN/EAN: {v}"), ("en", "Item code {v}"))
    )
    return it("product-code", lang, form, v, t.format(v=v))


PERSONAL = [
    (m_curp, 28),
    (m_rfc, 22),
    (m_nss, 16),
    (m_ine, 12),
    (m_clabe, 14),
    (m_card, 16),
    (m_passport, 24),
    (m_birth, 24),
    (m_home, 26),
    (m_phone, 62),
    (m_whatsapp, 10),
    (m_email, 30),
    (m_email_obf, 12),
    (m_foreign, 14),
    (m_account, 50),
]
SECRETS = [
    (lambda r: m_api_key(r, "header"), 16),
    (lambda r: m_api_key(r, "query"), 12),
    (lambda r: m_api_key(r, "curl"), 12),
    (lambda r: m_api_key(r, "env"), 14),
    (lambda r: m_api_key(r, "json"), 12),
    (lambda r: m_api_key(r, "error"), 12),
    (lambda r: m_api_key(r, "prose"), 12),
    (m_bearer, 10),
    (m_basic, 8),
    (m_cookie, 8),
    (m_jwt, 6),
    (m_private_key, 5),
    (m_cloud, 6),
    (m_conn, 8),
    (m_signed, 5),
    (m_webhook, 6),
]
KEEPERS = [
    (m_role_mail, 36),
    (m_gov_mail, 18),
    (m_switchboard, 30),
    (m_tollfree, 22),
    (m_official, 12),
    (m_company_address, 26),
    (m_company_rfc, 16),
    (m_company_clabe, 12),
    (m_date, 30),
    (m_price, 16),
    (m_version, 14),
    (m_request_id, 16),
    (m_hash, 18),
    (m_content_id, 12),
    (m_order, 14),
    (m_tracking, 12),
    (m_case, 12),
    (m_masked, 16),
    (m_placeholder, 22),
    (m_statistic, 18),
    (m_code, 10),
]
