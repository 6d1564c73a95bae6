"""Personal items of corpus 38 (label ``personal``): people's data and provider account ids.

Each maker returns a dict: ``kind``, ``lang``, ``form``, ``value`` (the datum as written),
``text`` (one line holding it), and optionally ``html`` (markup for a page, when the datum
sits in an attribute), ``header`` (a header name: the item may be planted as a recorded
header whose value is ``header_value``), ``family`` (``account-id``).
"""

from __future__ import annotations

import html
import random
import string

from values import (
    BANKS,
    FREEMAIL,
    FREEMAIL_PT,
    STATES,
    Person,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    dni_ar,
    dni_es,
    email_local,
    fmt_phone,
    group,
    ine_clave,
    mobile,
    nie_es,
    nss,
    passport,
    rfc_fisica,
    rs,
    rut,
    ssn,
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
MES3 = ["ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"]

STREETS = [
    "Calle Pino Suárez",
    "Av. Revolución",
    "Calle Morelos",
    "Privada de los Olivos",
    "Cerrada Jacarandas",
    "Calle Hidalgo",
    "Av. Insurgentes Sur",
    "Calle Aldama",
    "Andador Xochitl",
    "Calz. de Tlalpan",
    "Calle Niños Héroes",
    "Calle 5 de Mayo",
    "Av. Juárez",
    "Calle Sauce",
    "Privada Guerrero",
    "Calle Colibrí",
]
COLONIAS = [
    ("Del Valle Centro", "03100", "Benito Juárez", "CDMX"),
    ("Santa María la Ribera", "06400", "Cuauhtémoc", "Ciudad de México"),
    ("Jardines del Bosque", "44520", "Guadalajara", "Jal."),
    ("Mitras Centro", "64460", "Monterrey", "N.L."),
    ("La Paz", "72160", "Puebla", "Pue."),
    ("Álamos 2a Sección", "76160", "Querétaro", "Qro."),
    ("Las Arboledas", "38060", "Celaya", "Guanajuato"),
    ("García Ginerés", "97070", "Mérida", "Yucatán"),
    ("Ciudad Satélite", "53100", "Naucalpan de Juárez", "Estado de México"),
    ("Reforma", "68050", "Oaxaca de Juárez", "Oax."),
    ("Chapultepec", "80040", "Culiacán", "Sinaloa"),
    ("San Rafael", "06470", "Cuauhtémoc", "CDMX"),
]


def _p(rng: random.Random, lang: str = "es") -> Person:
    return Person(rng, lang)


def _date_es(p: Person) -> str:
    return f"{p.day} de {MESES[p.month - 1]} de {p.year}"


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: object) -> dict:
    return {"kind": kind, "lang": lang, "form": form, "value": value, "text": text, **kw}


# ---------------------------------------------------------------- identifiers


def m_curp(rng: random.Random) -> dict:
    p = _p(rng)
    c = curp(rng, p)
    style = rng.choice(["upper", "upper", "upper", "lower", "spaced", "hyphen"])
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[style]
    t = rng.choice(
        [
            f"Ficha de inscripción ciclo 2025-2026 — alumna/o: {p.full}, CURP: {v}, grupo 3°B.",
            f"Solicitud de beca Benito Juárez: {p.full} (CURP {v}) — documentos completos.",
            f'[2025-03-14 10:22:07] INFO alta_paciente nombre="{p.short}" curp={v} clinica=UMF-28',
            f"{p.full},{v},{p.day:02d}/{p.month:02d}/{p.year},{STATES[p.state][1]}",
            f"Hola, mi CURP es {v}, ¿me ayudan a descargar mi constancia? Gracias. — {p.given}",
            f"Datos del titular: {p.full} · CURP {v} · vigencia de la póliza hasta 2026.",
        ]
    )
    return _mk("curp", "es", f"curp {style}", v, t)


def m_rfc(rng: random.Random) -> dict:
    p = _p(rng)
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
            f"Favor de facturar a {p.full}, RFC {v}, régimen 612, uso CFDI G03.",
            f"Recibo de arrendamiento — arrendador: {p.full}, RFC: {v}, mes de mayo.",
            f"Ticket #4471: el cliente {p.short} pide corregir su RFC a {v} en la factura.",
            f"Honorarios asimilados: {p.full} / {v} / periodo quincenal.",
            f"Mi RFC es {v} por si necesitan emitir el comprobante a mi nombre.",
        ]
    )
    return _mk("rfc-persona-fisica", "es", f"rfc {style}", v, t)


def m_nss(rng: random.Random) -> dict:
    p = _p(rng)
    n = nss(rng, p)
    style = rng.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": n,
        "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[style]
    t = rng.choice(
        [
            f"Recordatorio IMSS: {p.full}, NSS {v}, cita en UMF 20 el martes a las 9:40.",
            f"Alta ante el IMSS del trabajador {p.short} con número de seguridad social {v}.",
            f"Número de Seguridad Social: {v} (titular {p.full})",
            f'nss={v} nombre="{p.full}" movimiento=reingreso',
        ]
    )
    return _mk("nss", "es", f"nss {style}", v, t)


def m_ine(rng: random.Random) -> dict:
    p = _p(rng)
    v = ine_clave(rng, p)
    t = rng.choice(
        [
            f"Clave de elector: {v} — {p.full}, sección 2481.",
            f"Identificación oficial: INE de {p.full}, clave de elector {v}.",
            f"Copia de credencial para votar de {p.short} (clave {v}) recibida por correo.",
        ]
    )
    return _mk("ine-clave-elector", "es", "clave de elector", v, t)


def m_clabe(rng: random.Random) -> dict:
    p = _p(rng)
    c = clabe(rng)
    style = rng.choice(["plain", "plain", "spaced"])
    v = c if style == "plain" else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    bank = BANKS[c[:3]]
    t = rng.choice(
        [
            f"Para el reembolso deposita a mi cuenta {bank}, CLABE {v}, a nombre de {p.full}.",
            f"Datos bancarios del proveedor persona física {p.full}: CLABE interbancaria {v}.",
            f"Transferencia de la renta a {p.short} — CLABE: {v} ({bank}).",
        ]
    )
    return _mk("clabe", "es", f"clabe {style}", v, t)


def m_card(rng: random.Random) -> dict:
    brand = rng.choice(["visa", "mc", "mc2", "amex", "visa"])
    n = card(rng, brand)
    style = rng.choice(["plain", "spaced", "hyphen"])
    if brand == "amex":
        v = n if style == "plain" else group(n, [4, 6, 5], " " if style == "spaced" else "-")
    else:
        v = n if style == "plain" else group(n, [4, 4, 4, 4], " " if style == "spaced" else "-")
    lang = rng.choice(["es", "es", "en"])
    p = _p(rng, lang)
    if lang == "es":
        t = rng.choice(
            [
                f"Pago rechazado: tarjeta {v} de {p.full}, vence 08/27.",
                f"Te paso mi tarjeta para apartar: {v}, a nombre de {p.short}.",
                f'card_number={v} holder="{p.full}" status=declined',
            ]
        )
    else:
        t = rng.choice(
            [
                f"Charge failed for {p.full}: card {v} was declined (insufficient funds).",
                f"Cardholder {p.short}, card no. {v}, exp 11/28.",
            ]
        )
    return _mk("card", lang, f"card {brand} {style}", v, t)


def m_passport(rng: random.Random) -> dict:
    lang = rng.choice(["es", "es", "es", "en", "pt"])
    if lang == "es":
        p = _p(rng)
        ctry = rng.choice(["mx", "mx", "es", "co"])
        v = passport(rng, ctry)
        t = rng.choice(
            [
                f"Pasajero: {p.full} — pasaporte {v}, vuelo AM 0412 MEX–MAD.",
                f"Reservación confirmada para {p.short}, núm. de pasaporte: {v}.",
                f"Trámite de visa: solicitante {p.full}, pasaporte mexicano {v}, vence 2031.",
                f"{p.full} | Pasaporte: {v} | Nacionalidad: mexicana",
            ]
        )
    elif lang == "en":
        p = _p(rng, "en")
        ctry = "us"
        v = passport(rng, ctry)
        t = rng.choice(
            [
                f"Traveler {p.full}, passport number {v}, check-in at 14:00.",
                f"Passport No.: {v} (holder: {p.short})",
            ]
        )
    else:
        p = _p(rng, "pt")
        ctry = "br"
        v = passport(rng, ctry)
        t = f"Hóspede {p.full}, passaporte nº {v}, chegada em 12/05."
    return _mk("passport", lang, f"passport {ctry}", v, t)


def m_foreign(rng: random.Random) -> dict:
    what = rng.choice(["dni-es", "nie", "dni-ar", "cuil", "rut", "cpf", "cpf", "ssn"])
    if what == "dni-es":
        p, v = _p(rng), dni_es(rng)
        t = rng.choice(
            [
                f"Inscrito: {p.full}, DNI {v}, Valencia.",
                f"Titular del contrato: {p.short} (DNI: {v}).",
            ]
        )
        lang = "es"
    elif what == "nie":
        p, v = _p(rng), nie_es(rng)
        t = f"Empadronamiento de {p.full}, NIE {v}, calle Ruzafa 12."
        lang = "es"
    elif what == "dni-ar":
        p, v = _p(rng), dni_ar(rng)
        t = rng.choice(
            [f"Beneficiario: {p.full}, DNI {v}, Rosario.", f"Pasajero {p.short} — D.N.I. N° {v}"]
        )
        lang = "es"
    elif what == "cuil":
        p = _p(rng)
        v = cuil(rng, p.female)
        t = f"Recibo de sueldo de {p.full}, CUIL {v}, categoría administrativa."
        lang = "es"
    elif what == "rut":
        p, v = _p(rng), rut(rng)
        t = rng.choice(
            [
                f"Boleta a nombre de {p.full}, RUT {v}.",
                f"Postulante: {p.short} · RUN {v} · Santiago",
            ]
        )
        lang = "es"
    elif what == "cpf":
        p, v = _p(rng, "pt"), cpf(rng)
        t = rng.choice(
            [
                f"Cadastro de {p.full}, CPF {v}, São Paulo.",
                f"Nota fiscal emitida para {p.short} (CPF: {v}).",
            ]
        )
        lang = "pt"
    else:
        p, v = _p(rng, "en"), ssn(rng)
        t = rng.choice(
            [
                f"Employee {p.full}, SSN {v}, start date 03/02.",
                f"W-9 on file for {p.short}: social security number {v}.",
            ]
        )
        lang = "en"
    return _mk("foreign-id", lang, what, v, t)


# ---------------------------------------------------------------- dates and addresses


def m_birth(rng: random.Random) -> dict:
    lang = rng.choice(["es"] * 5 + ["en", "pt"])
    p = _p(rng, lang)
    if lang == "es":
        style = rng.choice(["long", "slash", "iso", "mmm"])
        v = {
            "long": _date_es(p),
            "slash": f"{p.day:02d}/{p.month:02d}/{p.year}",
            "iso": f"{p.year}-{p.month:02d}-{p.day:02d}",
            "mmm": f"{p.day:02d}-{MES3[p.month - 1]}-{p.year}",
        }[style]
        t = rng.choice(
            [
                f"{p.full} nació el {v} en {STATES[p.state][1]}.",
                f"Fecha de nacimiento: {v} — paciente {p.full}.",
                f"Liga infantil, registro: {p.full}, fecha de nac. {v}, categoría 2014.",
                f"Aviso escolar: felicitamos a {p.short}, que cumple años (nacid{'a' if p.female else 'o'} el {v}).",
                f'nombre="{p.full}" fecha_nacimiento={v} sexo={"M" if p.female else "H"}',
            ]
        )
    elif lang == "en":
        style = "en"
        v = f"{MONTHS[p.month - 1]} {p.day}, {p.year}"
        t = rng.choice(
            [
                f"Patient {p.full}, date of birth {v}.",
                f"{p.full} (born {v}) joined the team roster.",
            ]
        )
    else:
        style = "pt"
        v = f"{p.day} de {MESES_PT[p.month - 1]} de {p.year}"
        t = f"Ficha de matrícula: {p.full}, data de nascimento {v}, turma B."
    return _mk("birth-date", lang, f"birth date {style}", v, t)


def home_address(rng: random.Random) -> str:
    street = rng.choice(STREETS)
    num = rng.randint(3, 2480)
    col, cp, mun, edo = rng.choice(COLONIAS)
    style = rng.randint(0, 4)
    if style == 0:
        return f"{street} {num}, Col. {col}, C.P. {cp}, {mun}, {edo}"
    if style == 1:
        return f"{street} #{num} int. {rng.randint(1, 12)}, Col. {col}, CP {cp}, {mun}, {edo}"
    if style == 2:
        return f"{street} núm. {num}, depto. {rng.randint(101, 504)}, colonia {col}, {mun}, {edo}, C.P. {cp}"
    if style == 3:
        return f"{street} No. {num}, Col. {col}, {cp} {mun}, {edo}"
    return f"{street} {num} Int. {rng.choice('ABCD')}, {col}, C.P. {cp}, {mun}, {edo}"


def m_address(rng: random.Random) -> dict:
    p = _p(rng)
    v = home_address(rng)
    t = rng.choice(
        [
            f"Domicilio particular de {p.full}: {v}.",
            f"Entregar a: {p.full}, {v}. Tel. de contacto en la guía.",
            f"Expediente clínico — {p.short}, domicilio: {v}",
            f"Rento cuarto en mi casa, {v}; pregunten por {p.given}.",
            f"Destinatario: {p.full} | Dirección: {v}",
            f"{'La señora' if p.female else 'El señor'} {p.full} vive en {v} desde 2019.",
        ]
    )
    return _mk("home-address", "es", "home address mx", v, t)


# ---------------------------------------------------------------- phones


PHONE_STYLES = [
    "plain",
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
    "dash52",
]


def m_phone(rng: random.Random) -> dict:
    p = _p(rng)
    num, _city = mobile(rng)
    style = rng.choice(PHONE_STYLES)
    v = fmt_phone(num, style)
    if style == "plain":
        t = rng.choice(
            [
                f"Comunícate con {p.full} al {v} para coordinar la entrega.",
                f"{p.full} {v}",
                f"Mi cel: {v} (solo mensajes), {p.given}.",
                f"Contacto personal: {v} — {p.short}",
                f"Celular del tutor ({p.full}): {v}",
            ]
        )
    else:
        t = rng.choice(
            [
                f"Vendo bicicleta rodada 26, llámame al {v}, {p.given}.",
                f"Contacto de emergencia: {p.full}, cel. {v}",
                f"Para cualquier duda marca a mi celular {v}. Saludos, {p.short}.",
                f"Paciente {p.full} — teléfono móvil {v}",
                f"Tel. casa de {p.short}: {v}",
            ]
        )
    return _mk("phone", "es", f"phone {style}", v, t)


def m_phone_link(rng: random.Random) -> dict:
    p = _p(rng)
    num, _ = mobile(rng)
    what = rng.choice(["tel", "wa", "api", "tel"])
    if what == "tel":
        v = f"+52{num}"
        text = f"Llamar a {p.short}: tel:{v}"
        markup = f'<p>Llamar a {html.escape(p.short)}: <a href="tel:{v}">{fmt_phone(num, "intl")}</a></p>'
        kind = "phone"
    elif what == "wa":
        v = f"https://wa.me/52{num}"
        text = f"Escríbele a {p.given} por WhatsApp: {v}"
        markup = f'<p>Escríbele a {html.escape(p.given)} por <a href="{v}">WhatsApp</a></p>'
        kind = "whatsapp"
    else:
        v = f"https://api.whatsapp.com/send?phone=521{num}"
        text = f"WhatsApp personal de {p.full}: {v}"
        markup = (
            f'<p>WhatsApp personal de {html.escape(p.full)}: <a href="{v}">enviar mensaje</a></p>'
        )
        kind = "whatsapp"
    return _mk(kind, "es", f"{what} link", v, text, html=markup)


# ---------------------------------------------------------------- e-mails


def m_email(rng: random.Random) -> dict:
    lang = rng.choice(["es"] * 6 + ["en", "pt"])
    p = _p(rng, lang)
    style = rng.choice(["plain", "plain", "accent", "upper", "mailto", "from"])
    dom = rng.choice(FREEMAIL_PT if lang == "pt" else FREEMAIL)
    local = email_local(rng, p, accents=(style == "accent"))
    addr = f"{local}@{dom}"
    if style == "accent" and addr.isascii():
        addr = f"{p.given.lower()}.{p.s1.lower()}@{dom}".replace(" ", "")
    if style == "upper":
        addr = addr.upper()
    markup = None
    if style == "mailto":
        q = rng.choice(
            [
                "?subject=Cotizaci%C3%B3n",
                "?subject=Hola&body=Vi%20tu%20anuncio",
                "?cc=&subject=Renta",
            ]
        )
        v = addr
        text = f"Escríbeme a mailto:{addr}{q} — {p.given}"
        markup = f'<p>Escríbeme <a href="mailto:{addr}{html.escape(q)}">aquí</a> — {html.escape(p.given)}</p>'
    elif style == "from":
        v = addr
        text = f"From: {p.full} <{addr}>"
        markup = f"<p>From: {html.escape(p.full)} &lt;{addr}&gt;</p>"
    else:
        v = addr
        if lang == "es":
            text = rng.choice(
                [
                    f"Mándame los documentos a {v}, saludos. {p.given}",
                    f"Correo personal de {p.full}: {v}",
                    f"Interesados en el departamento escribir a {v} (dueño directo).",
                    f"{p.full} <{v}> escribió: ¿siguen disponibles las entradas?",
                    f'email={v} nombre="{p.full}" origen=formulario_contacto',
                ]
            )
        elif lang == "en":
            text = rng.choice([f"Reach me at {v} — {p.given}", f"Personal e-mail of {p.full}: {v}"])
        else:
            text = rng.choice(
                [f"Me mande um e-mail: {v} ({p.given})", f"E-mail pessoal de {p.full}: {v}"]
            )
    return _mk("email", lang, f"email {style}", v, text, **({"html": markup} if markup else {}))


def m_email_obf(rng: random.Random) -> dict:
    p = _p(rng)
    local = email_local(rng, p)
    dom = rng.choice(["gmail", "hotmail", "outlook", "yahoo"])
    tld = "com"
    style = rng.randint(0, 4)
    v = [
        f"{local} [arroba] {dom} [punto] {tld}",
        f"{local}(arroba){dom}(punto){tld}",
        f"{local} at {dom} dot {tld}",
        f"{local}[at]{dom}[dot]{tld}",
        f"{local} arroba {dom} punto {tld}",
    ][style]
    t = rng.choice(
        [
            f"Escríbanme a {v} (sin espacios) — {p.given}.",
            f"Contacto: {p.full}, correo {v}",
            f"Si les interesa el perrito, mi correo es {v}",
        ]
    )
    return _mk("email-obfuscated", "es", f"obfuscated {style}", v, t)


# ---------------------------------------------------------------- account ids


def m_account(rng: random.Random) -> dict:
    what = rng.randint(0, 11)
    lang = "en"
    header = None
    if what == 0:
        v = "acct_" + rs(rng, string.ascii_letters + string.digits, 16)
        t = f'"account": "{v}"'
        form = "acct_ json field"
    elif what == 1:
        v = "acct_" + rs(rng, string.ascii_letters + string.digits, 16)
        t = f"GET https://api.stripe.com/v1/accounts/{v}/balance 200"
        form = "acct_ url path"
    elif what == 2:
        v = f"cust-{rng.randint(10000, 999999)}"
        t, header, form = f"x-account: {v}", "x-account", "cust- header"
    elif what == 3:
        v = "org-" + rs(rng, string.ascii_letters + string.digits, 24)
        t, header, form = f"openai-organization: {v}", "openai-organization", "org- header"
    elif what == 4:
        v = "proj_" + rs(rng, string.ascii_letters + string.digits, 24)
        t = f'"project": "{v}"'
        form = "proj_ field"
    elif what == 5:
        v = "user_" + rs(rng, string.ascii_letters + string.digits, 27)
        t = f"user_id: {v}"
        form = "user_ field"
    elif what == 6:
        v = "ws_" + rs(rng, string.ascii_lowercase + string.digits, 20)
        t = f"X-Workspace-Id: {v}"
        header, form = "X-Workspace-Id", "ws_ header"
    elif what == 7:
        v = "team_" + rs(rng, string.ascii_letters + string.digits, 22)
        lang = "es"
        t = f"Error 403: el equipo {v} no tiene acceso a este modelo."
        form = "team_ error message"
    elif what == 8:
        v = "org_" + rs(rng, string.ascii_letters + string.digits, 20)
        t = f"https://api.example-search.com/v1/organizations/{v}/usage?month=2025-06"
        form = "org_ url path"
    elif what == 9:
        v = f"{rng.randint(100000000000, 999999999999)}"
        t = f"x-account-id: {v}"
        header, form = "x-account-id", "numeric x-account-id header"
    elif what == 10:
        v = "cus_" + rs(rng, string.ascii_letters + string.digits, 14)
        lang = "es"
        t = f'No se pudo cobrar: el cliente {v} no tiene método de pago ("customer")'
        form = "cus_ error message"
    else:
        v = "proj_" + rs(rng, string.ascii_letters + string.digits, 24)
        t = f"OpenAI-Project: {v}"
        header, form = "OpenAI-Project", "proj_ header"
    d = _mk("account-id", lang, form, v, t, family="account-id", code=True)
    if header:
        d["header"] = header
        d["header_value"] = v
    return d


MAKERS = [  # (maker, how many)
    (m_curp, 30),
    (m_rfc, 24),
    (m_nss, 16),
    (m_ine, 12),
    (m_clabe, 14),
    (m_card, 16),
    (m_passport, 22),
    (m_foreign, 24),
    (m_birth, 26),
    (m_address, 26),
    (m_phone, 44),
    (m_phone_link, 14),
    (m_email, 34),
    (m_email_obf, 12),
    (m_account, 52),
]
