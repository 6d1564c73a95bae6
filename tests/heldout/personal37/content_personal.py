"""Personal data and account ids of corpus 37, each in a context (sentence, log line,
payload field, header, link). A maker returns a dict:

    kind, family, lang, form, value, text   (text holds value once)
    optional: html (snippet holding value), field (key, string holding value),
              header (name, value), key (a field name for text)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from values import (
    ALNUM,
    AREAS,
    COLONIAS,
    DIG,
    FREEMAIL,
    FREEMAIL_PT,
    LOW,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    STREETS,
    Person,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    dni_ar,
    dni_es,
    email_local,
    fmt_mx,
    group_card,
    ine_clave,
    mx_local,
    nss,
    passport,
    rfc_pf,
    rs,
    rut,
    ssn,
    strip_accents,
    uuid4,
)

Item = dict[str, Any]


def _mk(kind: str, lang: str, form: str, value: str, text: str, **kw: Any) -> Item:
    assert value in text, (value, text)
    return {
        "kind": kind,
        "family": "personal",
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        **kw,
    }


def _case(r: random.Random, v: str, forms: list[str]) -> tuple[str, str]:
    f = r.choice(forms)
    if f == "lower":
        return v.lower(), f
    if f == "spaced":
        return " ".join([v[:4], v[4:10], v[10:]]), f
    if f == "hyphen":
        return "-".join([v[:4], v[4:10], v[10:]]), f
    return v, "upper"


# ---------------------------------------------------------------------- CURP


def m_curp(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    v, f = _case(r, curp(r, p), ["upper", "upper", "upper", "lower", "spaced", "hyphen"])
    T = {
        "es": [
            "Ficha de inscripción ciclo 2024-2025 — alumno(a): {n}, CURP {v}, grupo 3°B.",
            "Recordatorio IMSS: {n} (CURP: {v}) tiene cita en UMF 20 el martes a las 9:40.",
            "[chat] {g}: ya te mandé mi curp, es {v}",
            '2024-05-14 10:22:07 INFO alta_beneficiario nombre="{n}" curp={v} programa=becas',
            "{n},{v},Tlaxcala,Preparatoria Federal No. 2",
            "Solicitante: {n} · CURP {v} · Trámite de licencia de conducir tipo A",
            "Nota de entrega: recibe {n}, identificación con CURP {v}.",
        ],
        "en": [
            "Applicant {n} — Mexican CURP {v} — visa appointment confirmed for June 3.",
            "Payroll import row 118: employee {n}, CURP {v}, start date 2023-09-01.",
        ],
        "pt": ["Candidata {n}, CURP mexicano {v}, inscrita no intercâmbio 2024."],
    }
    t = r.choice(T[lang]).format(n=p.full, g=p.given, v=v)
    return _mk("curp", lang, f, v, t, field=("curp", v), key="registro")


def m_rfc(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    base = rfc_pf(r, p)
    f = r.choice(["upper", "upper", "upper", "lower", "hyphen", "spaced"])
    v = {
        "upper": base,
        "lower": base.lower(),
        "hyphen": f"{base[:4]}-{base[4:10]}-{base[10:]}",
        "spaced": f"{base[:4]} {base[4:10]} {base[10:]}",
    }[f]
    T = {
        "es": [
            "Hola, necesito factura a nombre de {n}, RFC {v}, régimen 612, uso CFDI G03.",
            "Ticket #{t}: el cliente {n} pide corregir su RFC a {v} en el CFDI.",
            "Recibo de arrendamiento — arrendador: {n} — RFC: {v} — mes de marzo.",
            "Datos fiscales del proveedor (persona física): {n}, {v}, C.P. fiscal 06700.",
            'rfc_receptor={v} nombre_receptor="{n}" total=1740.00',
        ],
        "en": ["Freelancer invoice: {n}, Mexican tax id (RFC) {v}, net 30."],
        "pt": ["Prestador {n}, RFC {v}, nota fiscal emitida no México."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v, t=r.randint(10000, 99999))
    return _mk("rfc-persona-fisica", lang, f, v, t, field=("rfc", v), key="factura")


def m_nss(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    base = nss(r, p)
    f = r.choice(["plain", "plain", "hyphen", "spaced"])
    v = {
        "plain": base,
        "hyphen": f"{base[:2]}-{base[2:4]}-{base[4:6]}-{base[6:10]}-{base[10]}",
        "spaced": f"{base[:2]} {base[2:4]} {base[4:6]} {base[6:10]} {base[10]}",
    }[f]
    T = {
        "es": [
            "Alta ante el IMSS de {n}, NSS {v}, salario base de cotización 412.50.",
            "Mi número de seguro social es {v}, a nombre de {n}, ¿me ayudan con la incapacidad?",
            "Constancia de semanas cotizadas — {n} — NSS: {v}",
            "trabajador={n}; nss={v}; registro_patronal=Y5410342109",
        ],
        "en": ["Employee {n}, IMSS social security number (NSS) {v}."],
        "pt": ["Funcionário {n}, NSS do IMSS {v}."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v)
    return _mk("nss", lang, f, v, t, field=("nss", v), key="afiliacion")


def m_ine(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    base = ine_clave(r, p)
    f = r.choice(["upper", "upper", "lower", "spaced"])
    v = {"upper": base, "lower": base.lower(), "spaced": f"{base[:6]} {base[6:14]} {base[14:]}"}[f]
    T = {
        "es": [
            "Credencial para votar de {n}: clave de elector {v}, sección 2417.",
            "Identificación oficial (INE) de {n}, clave de elector {v}, vigencia 2031.",
            "Copia de INE — {n} — Clave elector: {v}",
        ],
        "en": ["Voter ID (INE) of {n}, elector key {v}."],
        "pt": ["Título eleitoral mexicano (INE) de {n}: chave {v}."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v)
    return _mk("ine-clave-elector", lang, f, v, t, field=("clave_elector", v), key="identificacion")


def m_clabe(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    base, bank = clabe(r)
    f = r.choice(["plain", "plain", "spaced"])
    v = base if f == "plain" else f"{base[:3]} {base[3:6]} {base[6:17]} {base[17]}"
    T = {
        "es": [
            "Depósito del reembolso a {n}, CLABE {v} ({b}).",
            "Oye, te paso mi clabe para lo de la tanda: {v} de {b}, a nombre de {n}",
            "Beneficiario: {n} | Banco: {b} | CLABE interbancaria: {v}",
            "dispersión nómina quincena 08 — {n} — clabe={v}",
        ],
        "en": ["Refund to {n}: Mexican CLABE {v} at {b}."],
        "pt": ["Reembolso para {n}: CLABE {v} ({b})."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v, b=bank)
    return _mk("clabe", lang, f, v, t, field=("clabe", v), key="pago")


def m_card(r: random.Random, lang: str) -> Item:
    p = Person(r, lang if lang != "pt" else "pt")
    num, brand = card(r)
    f = r.choice(["plain", "spaced", "spaced", "hyphen"])
    v = num if f == "plain" else group_card(num, " " if f == "spaced" else "-")
    T = {
        "es": [
            "Pago rechazado: tarjeta {b} {v} de {n}, vence 08/27.",
            "Hola, les dejo mi tarjeta para el apartado: {v} ({b}), titular {n}",
            'cargo_manual titular="{n}" tarjeta={v} monto=2499.00 MXN',
        ],
        "en": [
            "Card on file for {n}: {b} {v}, exp 11/26.",
            "Chargeback dispute — cardholder {n}, card number {v}.",
        ],
        "pt": ["Cartão de {n}: {b} {v}, validade 05/28."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v, b=brand)
    return _mk("card", lang, f, v, t, field=("card_number", v), key="pago")


def m_passport(r: random.Random, lang: str) -> Item:
    country = r.choice(["MX", "MX", "MX", "US", "ES", "BR", "CO", "AR"])
    p = Person(r, {"US": "en", "BR": "pt"}.get(country, "es"))
    v = passport(r, country)
    pais = {
        "MX": "mexicano",
        "US": "estadounidense",
        "ES": "español",
        "BR": "brasileño",
        "CO": "colombiano",
        "AR": "argentino",
    }[country]
    T = {
        "es": [
            "Pasajero: {n} — pasaporte {p} núm. {v} — vuelo AM 0452 CDMX–MAD.",
            "Registro de huésped: {n}, pasaporte {v}, habitación 514.",
            "Para el trámite de visa adjunto copia del pasaporte de {n}, número {v}.",
            "Lista de viaje escolar: {n} · No. de pasaporte {v} · autorización firmada",
        ],
        "en": [
            "Traveler {n}, passport no. {v}, check-in 2024-07-02.",
            "Passport number {v} ({n}) was entered for the booking.",
        ],
        "pt": ["Passageiro {n}, passaporte nº {v}, embarque em Guarulhos."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v, p=pais)
    return _mk("passport", lang, f"{country}", v, t, field=("passport_number", v), key="viajero")


def _date_forms(r: random.Random, p: Person, lang: str) -> tuple[str, str]:
    d, m, y = p.day, p.month, p.year
    if lang == "en":
        f = r.choice(["en-long", "us", "iso"])
        return {
            "en-long": f"{MONTHS_EN[m - 1]} {d}, {y}",
            "us": f"{m:02d}/{d:02d}/{y}",
            "iso": f"{y}-{m:02d}-{d:02d}",
        }[f], f
    if lang == "pt":
        f = r.choice(["pt-long", "dmy"])
        return {"pt-long": f"{d} de {MONTHS_PT[m - 1]} de {y}", "dmy": f"{d:02d}/{m:02d}/{y}"}[f], f
    f = r.choice(["es-long", "dmy", "dmy", "iso", "dmy-dash", "mon-abbr"])
    return {
        "es-long": f"{d} de {MONTHS_ES[m - 1]} de {y}",
        "dmy": f"{d:02d}/{m:02d}/{y}",
        "iso": f"{y}-{m:02d}-{d:02d}",
        "dmy-dash": f"{d:02d}-{m:02d}-{y}",
        "mon-abbr": f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}",
    }[f], f


def m_birth(r: random.Random, lang: str) -> Item:
    p = Person(r, lang)
    v, f = _date_forms(r, p, lang)
    T = {
        "es": [
            "Expediente clínico: paciente {n}, fecha de nacimiento {v}, tipo de sangre O+.",
            "{n} nació el {v} en {c}; es la capitana del equipo sub-17.",
            "Registro liga infantil — jugador: {n} — F. nac.: {v}",
            "Acta de nacimiento de {n}: {v}.",
            "Feliz cumpleaños a nuestra compañera {n} (nacida el {v}).",
            "Beneficiario: {n}, fecha de nacimiento: {v}, parentesco: dependiente económico",
        ],
        "en": [
            "Patient {n}, date of birth {v}, allergies: none.",
            "{n} (DOB: {v}) enrolled in the spring term.",
        ],
        "pt": ["Paciente {n}, data de nascimento {v}.", "{n} nasceu em {v}."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v, c=r.choice(AREAS)[1])
    return _mk("birth-date", lang, f, v, t, key="expediente")


def _address(r: random.Random) -> tuple[str, str]:
    area = r.choice(AREAS)
    street = r.choice(STREETS)
    num = r.randint(3, 2890)
    f = r.choice(["num", "hash", "no", "int"])
    if f == "num":
        s = f"{street} {num}"
    elif f == "hash":
        s = f"{street} #{num}"
    elif f == "no":
        s = f"{street} No. {num}"
    else:
        s = f"{street} {num} int. {r.choice(['3', '4B', '12', 'A', '201'])}"
    cp = f"{r.randint(1000, 99999):05d}"
    col = r.choice(COLONIAS)
    shape = r.choice(["full", "full", "nomun", "cp-first"])
    if shape == "full":
        addr = f"{s}, Col. {col}, C.P. {cp}, {area[2]}, {area[3]}"
    elif shape == "nomun":
        addr = f"{s}, Col. {col}, CP {cp}, {area[1]}, {area[3]}"
    else:
        addr = f"{s}, Colonia {col}, {area[2]}, {area[3]}, C.P. {cp}"
    return addr, f + "/" + shape


def m_home(r: random.Random, lang: str) -> Item:
    p = Person(r, "es")
    v, f = _address(r)
    T = {
        "es": [
            "Domicilio particular de {n}: {v}.",
            "Envío a: {n}, {v}. Tel. de contacto en la guía.",
            "Se renta cuarto, informes con {n}, en su casa: {v}",
            "Paciente {n}, domicilio: {v}",
            "Boletín parroquial: la familia de {n} ofrece el rosario en su domicilio, {v}.",
            'destinatario="{n}" direccion="{v}"',
        ],
        "en": ["Ship to: {n}, {v}, Mexico.", "Home address of {n}: {v}."],
        "pt": ["Endereço residencial de {n}: {v}, México."],
    }
    t = r.choice(T[lang]).format(n=p.full, v=v)
    return _mk("home-address", lang, f, v, t, key="domicilio")


PHONE_STYLES = [
    "intl",
    "intl1",
    "intlpar",
    "e164",
    "par",
    "dots",
    "hyph",
    "space",
    "044",
    "045",
    "bare",
    "intl_hyph",
]


def m_phone(r: random.Random, lang: str) -> Item:
    p = Person(r, lang)
    area = r.choice(AREAS)[0]
    num = mx_local(r, area)
    style = r.choice(PHONE_STYLES)
    v = fmt_mx(num, area, style)
    if style == "bare":
        T = {
            "es": [
                "Comunícate con {n} al {v}",
                "{n} {v}",
                "mi cel es {v}, pregunta por {g}",
                "Contacto: {n}, celular {v}",
                "Si alguien encontró al perrito, favor de llamar a {n} al {v}",
            ],
            "en": ["Call {n} at {v} (cell)."],
            "pt": ["Ligue para {n} no {v}."],
        }
    else:
        T = {
            "es": [
                "Celular de {n}: {v}",
                "Vendo bicicleta rodada 26, trato directo con {g} al {v}",
                "Llamar a {n}, tel. {v}, por la tarde.",
                "Para informes de la kermés, comunicarse con {n} ({v}).",
                "[2024-03-02 18:41] {g}: mi número nuevo es {v}, guárdenlo",
                "{n} | cel. {v} | ingreso 2019",
                'contacto_emergencia="{n}" telefono="{v}"',
            ],
            "en": ["Emergency contact: {n}, mobile {v}.", "Text {g} at {v} about the sublet."],
            "pt": ["Contato de {n}: celular {v}.", "Fale com {g} pelo {v}."],
        }
    t = r.choice(T[lang]).format(n=p.full, g=p.given, v=v)
    kw: dict[str, Any] = {"key": "contacto"}
    if style != "bare" or r.random() < 0.5:
        kw["field"] = (
            "celular" if lang == "es" else "mobile_phone" if lang == "en" else "celular",
            v,
        )
    if r.random() < 0.25 and style != "bare":
        tel = "+52" + num
        kw["html"] = f'<p>{p.full}: <a href="tel:{tel}">{v}</a></p>'
    return _mk("phone", lang, style, v, t, **kw)


def m_whatsapp(r: random.Random, lang: str) -> Item:
    p = Person(r, lang)
    area = r.choice(AREAS)[0]
    num = mx_local(r, area)
    f = r.choice(["wa.me", "wa.me1", "api"])
    v = {
        "wa.me": f"https://wa.me/52{num}",
        "wa.me1": f"https://wa.me/521{num}",
        "api": f"https://api.whatsapp.com/send?phone=52{num}",
    }[f]
    T = {
        "es": ["Escríbele a {n} por WhatsApp: {v}", "Pedidos de pasteles con {g}: {v}"],
        "en": ["WhatsApp {n}: {v}"],
        "pt": ["Chame {n} no WhatsApp: {v}"],
    }
    t = r.choice(T[lang]).format(n=p.full, g=p.given, v=v)
    html = f'<p>{p.short} · <a href="{v}">WhatsApp</a></p>' if "&" not in v else None
    kw: dict[str, Any] = {"key": "contacto"}
    if html and r.random() < 0.5:
        kw["html"] = html
    return _mk("whatsapp", lang, f, v, t, **kw)


def m_email(r: random.Random, lang: str) -> Item:
    p = Person(r, lang)
    f = r.choice(["plain", "plain", "accented", "upper", "mailto-query", "from"])
    for _ in range(30):
        if f != "accented" or strip_accents(p.given + p.pat) != p.given + p.pat:
            break
        p = Person(r, "es" if lang == "en" else lang)
    dom = r.choice(FREEMAIL_PT if lang == "pt" else FREEMAIL)
    local = email_local(p, r, accents=(f == "accented"))
    addr = f"{local}@{dom}"
    if f == "accented" and addr == strip_accents(addr):
        addr = f"{p.given.lower().replace(' ', '')}.{p.pat.lower()}@{dom}"
        if addr == strip_accents(addr):
            addr = f"josé.{p.pat.lower()}@{dom}"
    if f == "upper":
        addr = addr.upper() if r.random() < 0.5 else local.title() + "@" + dom.capitalize()
    v = addr
    kw: dict[str, Any] = {"key": "contacto", "field": ("email", v)}
    if f == "mailto-query":
        q = r.choice(
            [
                "?subject=Inscripci%C3%B3n",
                "?subject=Cotizaci%C3%B3n&amp;body=Hola",
                "?cc=&amp;subject=Renta",
            ]
        )
        lead = {"es": "Escribe a", "en": "Write to", "pt": "Escreva para"}[lang]
        kw["html"] = f'<p>{lead} {p.short}: <a href="mailto:{v}{q}">{v}</a></p>'
        kw["field"] = ("link", f"mailto:{v}{q.replace('&amp;', '&')}")
    T = {
        "es": [
            "Dudas con {n}: {v}",
            "Responsable del grupo scout: {n} ({v})",
            "From: {n} <{v}>",
            "Mi correo personal es {v}, cualquier cosa me escriben — {g}",
            "Inscripciones al taller con {g} al correo {v}",
            'usuario_registrado nombre="{n}" email={v}',
        ],
        "en": ["Questions? Email {n} at {v}.", "From: {n} <{v}>"],
        "pt": ["Fale com {n}: {v}", "E-mail pessoal de {g}: {v}"],
    }
    t = r.choice(T[lang]).format(n=p.full, g=p.given, v=v)
    return _mk("email", lang, f, v, t, **kw)


def m_email_obf(r: random.Random, lang: str) -> Item:
    p = Person(r, lang)
    local = email_local(p, r)
    dom = r.choice(["gmail", "hotmail", "outlook", "yahoo"])
    f = r.choice(
        ["at-dot", "[at][dot]"]
        if lang == "en"
        else ["[arroba][punto]", "(arroba)(punto)", "[at][dot]", "arroba-punto"]
    )
    v = {
        "[arroba][punto]": f"{local} [arroba] {dom} [punto] com",
        "(arroba)(punto)": f"{local}(arroba){dom}(punto)com",
        "at-dot": f"{local} at {dom} dot com",
        "[at][dot]": f"{local}[at]{dom}[dot]com",
        "arroba-punto": f"{local} arroba {dom} punto com",
    }[f]
    T = {
        "es": ["Contacto de {n}: {v}", "Escríbanle a {g}: {v} (sin espacios)"],
        "en": ["Reach {n}: {v}"],
        "pt": ["Contato de {n}: {v}"],
    }
    t = r.choice(T[lang]).format(n=p.full, g=p.given, v=v)
    return _mk("email-obfuscated", lang, f, v, t, key="contacto")


def m_foreign(r: random.Random, lang: str) -> Item:
    which = r.choice(["dni-es", "dni-ar", "cuil", "rut", "cpf", "cpf", "ssn"])
    v = {"dni-es": dni_es, "dni-ar": dni_ar, "cuil": cuil, "rut": rut, "cpf": cpf, "ssn": ssn}[
        which
    ](r)
    if which in ("cpf",) and lang == "es":
        lang = "pt"
    if which == "ssn":
        lang = "en"
    p = Person(r, lang)
    T = {
        "dni-es": "Inquilina: {n}, DNI {v}, contrato de alquiler desde el 1 de abril.",
        "dni-ar": "Socio {n}, DNI {v}, cuota al día.",
        "cuil": "Empleado {n} — CUIL {v} — alta en AFIP.",
        "rut": "Paciente {n}, RUT {v}, Fonasa tramo B.",
        "cpf": "Cliente {n}, CPF {v}, pedido aprovado.",
        "ssn": "Applicant {n}, SSN {v}, background check pending.",
    }
    t = T[which].format(n=p.full, v=v)
    key = {"cpf": "cpf", "ssn": "ssn", "rut": "rut", "cuil": "cuil"}.get(which, "dni")
    return _mk("foreign-id", lang, which, v, t, field=(key, v), key="cliente")


# ---------------------------------------------------------------------- account ids


def m_account(r: random.Random, lang: str) -> Item:
    shapes = [
        ("acct-field", lambda: "acct_" + rs(r, ALNUM, 16)),
        ("acct-path", lambda: "acct_" + rs(r, ALNUM, 16)),
        ("cust-header", lambda: f"cust-{r.randint(10000, 999999)}"),
        ("org-header", lambda: "org-" + rs(r, ALNUM, 24)),
        ("proj-field", lambda: "proj_" + rs(r, ALNUM, 24)),
        ("proj-header", lambda: "proj_" + rs(r, ALNUM, 24)),
        ("user-field", lambda: "user_" + rs(r, ALNUM, 27)),
        ("user-path", lambda: "user_" + rs(r, ALNUM, 27)),
        ("ws-field", lambda: "ws_" + rs(r, LOW + DIG, 20)),
        ("team-error", lambda: "team_" + rs(r, ALNUM, 20)),
        ("org-path", lambda: "org_" + rs(r, ALNUM, 18)),
        ("anthropic-org-header", lambda: uuid4(r)),
        ("x-account-id-header", lambda: rs(r, DIG, 12)),
        ("customer-field", lambda: "cus_" + rs(r, ALNUM, 14)),
        ("aws-arn", lambda: rs(r, "123456789", 1) + rs(r, DIG, 11)),
        ("tenant-field", lambda: "tnt_" + rs(r, LOW + DIG, 16)),
    ]
    f, make = r.choice(shapes)
    v = make()
    kw: dict[str, Any] = {"key": "debug"}
    if f == "acct-field":
        kw["field"] = ("account_id", v)
        t = (
            f"falló la sincronización de facturación para account_id={v} (plan=pro)"
            if lang == "es"
            else f"billing sync failed for account_id={v} (plan=pro)"
        )
    elif f == "acct-path":
        t = f"GET https://api.search-provider.example/v1/accounts/{v}/usage?period=2024-05 -> 200"
        kw["field"] = ("usage_url", f"https://api.search-provider.example/v1/accounts/{v}/usage")
    elif f == "cust-header":
        kw["header"] = (r.choice(["x-account", "X-Customer-Id", "x-customer"]), v)
        t = f"{kw['header'][0]}: {v}"
    elif f == "org-header":
        kw["header"] = (r.choice(["openai-organization", "OpenAI-Organization"]), v)
        t = f"{kw['header'][0]}: {v}"
    elif f == "proj-field":
        kw["field"] = ("project", v)
        t = (
            f"Proyecto asignado: {v} (uso mensual 83%)"
            if lang == "es"
            else f"Project {v} exceeded its monthly budget."
        )
    elif f == "proj-header":
        kw["header"] = ("openai-project", v)
        t = f"openai-project: {v}"
    elif f == "user-field":
        kw["field"] = ("user_id", v)
        t = (
            f"límite de uso alcanzado para el usuario {v}"
            if lang == "es"
            else f"rate limit reached for user {v}"
        )
    elif f == "user-path":
        t = f"DELETE /v1/users/{v}/sessions returned 404"
        kw["field"] = ("resource", f"/v1/users/{v}/sessions")
    elif f == "ws-field":
        kw["field"] = ("workspace_id", v)
        t = (
            f"El espacio de trabajo {v} alcanzó su cuota de búsquedas."
            if lang == "es"
            else f"Workspace {v} reached its search quota."
        )
    elif f == "team-error":
        t = f"Error 403: team {v} is not allowed to use model sonar-pro"
        kw["field"] = ("message", t)
    elif f == "org-path":
        t = f"https://api.provider.example/v1/organizations/{v}/members?limit=20"
        kw["field"] = ("next", t)
    elif f == "anthropic-org-header":
        kw["header"] = ("anthropic-organization-id", v)
        t = f"anthropic-organization-id: {v}"
    elif f == "x-account-id-header":
        kw["header"] = (r.choice(["x-account-id", "X-Account-Id"]), v)
        t = f"{kw['header'][0]}: {v}"
    elif f == "customer-field":
        kw["field"] = ("customer", v)
        t = f"invoice.payment_failed customer={v} amount_due=2900"
    elif f == "aws-arn":
        t = f"arn:aws:iam::{v}:role/search-fixtures-reader"
        kw["field"] = ("role_arn", t)
    else:
        kw["field"] = ("tenant_id", v)
        t = (
            f"el tenant {v} se migró a la región us-east-1"
            if lang == "es"
            else f"tenant {v} migrated to region us-east-1"
        )
    if lang == "pt" or (
        lang == "es"
        and f not in ("acct-field", "proj-field", "user-field", "ws-field", "tenant-field")
    ):
        lang = "en"
    item = _mk("account-id", lang, f, v, t, **kw)
    item["family"] = "account-id"
    return item


MAKERS: list[tuple[str, int, Callable[[random.Random, str], Item], tuple[float, float, float]]] = [
    # kind, count, maker, language weights (es, en, pt)
    ("curp", 28, m_curp, (0.85, 0.1, 0.05)),
    ("rfc-persona-fisica", 22, m_rfc, (0.85, 0.1, 0.05)),
    ("nss", 16, m_nss, (0.85, 0.1, 0.05)),
    ("ine-clave-elector", 12, m_ine, (0.85, 0.1, 0.05)),
    ("clabe", 14, m_clabe, (0.8, 0.1, 0.1)),
    ("card", 14, m_card, (0.6, 0.3, 0.1)),
    ("passport", 20, m_passport, (0.6, 0.3, 0.1)),
    ("birth-date", 24, m_birth, (0.6, 0.25, 0.15)),
    ("home-address", 26, m_home, (0.75, 0.15, 0.1)),
    ("phone", 56, m_phone, (0.75, 0.15, 0.1)),
    ("whatsapp", 10, m_whatsapp, (0.7, 0.2, 0.1)),
    ("email", 36, m_email, (0.6, 0.25, 0.15)),
    ("email-obfuscated", 14, m_email_obf, (0.7, 0.2, 0.1)),
    ("foreign-id", 18, m_foreign, (0.6, 0.2, 0.2)),
    ("account-id", 52, m_account, (0.35, 0.6, 0.05)),
]
