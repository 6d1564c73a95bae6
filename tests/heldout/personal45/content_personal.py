"""Personal items (label ``personal``): a person's data, and provider account ids.

Each maker returns a spec: ``kind``, ``lang``, ``form``, ``value`` (the datum), ``text`` (a
one-line sentence / log line / row holding it), ``key`` (field name for JSON/YAML), and
optionally ``html`` (a snippet; otherwise ``<p>text</p>``), ``header`` (a recorded header
name: planted only into a cassette's headers) or ``where`` (``data``: JSON/YAML only).
"""

from __future__ import annotations

import random

from values import (
    HEX,
    MONTHS_EN,
    MONTHS_ES,
    MONTHS_PT,
    Person,
    card,
    clabe,
    cpf,
    cuil,
    curp,
    digits,
    dni_es,
    email,
    email_local,
    fmt_phone,
    group_card,
    home_address,
    ine_clave,
    mobile,
    nss,
    passport_mx,
    rfc_fisica,
    rs,
    rut,
    ssn,
    strip_accents,
)


def S(kind, lang, form, value, text, key, **kw):
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "value": value,
        "text": text,
        "key": key,
        **kw,
    }


def k_email(rng: random.Random, i: int):
    lang = "en" if i % 7 == 3 else "pt" if i % 11 == 5 else "es"
    p = Person(rng, lang)
    style = i % 6
    if style == 1:
        e = email(rng, p, accents=True)
        if e == strip_accents(e):
            e = "josé." + e
        form = "accented local part"
    elif style == 2:
        e = email(rng, p).upper()
        form = "upper case"
    else:
        e = email(rng, p)
        form = "plain"
    if style == 3:
        v = f"mailto:{e}?subject=Inscripci%C3%B3n%20taller&amp;cc={email_local(rng, Person(rng))}@gmail.com"
        raw = v.replace("&amp;", "&")
        return S(
            "email",
            "es",
            "mailto with query, link",
            v,
            f"Escríbele a {p.name}: {raw}",
            "contacto",
            html=f'<p>Dudas con {p.name}: <a href="{v}">{e}</a></p>',
            where_html_value=v,
            data_value=raw,
        )
    frames = {
        "es": [
            (
                "Comentario de {n} ({v}): el horario del sábado no aparece en la página.",
                "comentario",
            ),
            ("Cualquier duda sobre la rifa, con {n} a su correo {v}", "nota"),
            ("De: {n} <{v}> | Asunto: cotización de la boda", "from"),
            ("{n} | correo personal: {v} | grupo 3°B", "fila_csv"),
            ("Se busca roomie, informes con {n} al correo {v}", "snippet"),
            ("[2024-05-02 10:14:03] INFO login ok user_email={v} nombre='{n}'", "log"),
        ],
        "en": [
            ("Posted by {n} ({v}) in Community Q&A", "author"),
            ("Reach me directly at {v} - {n}", "snippet"),
        ],
        "pt": [("Enviado por {n}, e-mail pessoal {v}", "autor")],
    }[lang]
    t, key = frames[i % len(frames)]
    if style == 5:
        return S(
            "email",
            lang,
            form + ", bare field",
            e,
            e,
            rng.choice(["email", "correo_personal", "email_alumno"]),
            where="data",
        )
    return S("email", lang, form + ", " + key, e, t.format(n=p.name, v=e), key)


def k_email_obf(rng, i):
    p = Person(rng)
    loc = email_local(rng, p)
    forms = [
        (f"{loc} [arroba] gmail [punto] com", "[arroba]/[punto]"),
        (f"{loc}(arroba)hotmail(punto)com", "(arroba)/(punto)"),
        (f"{loc} at gmail dot com", "at/dot"),
        (f"{loc}[at]outlook[dot]com", "[at]/[dot]"),
        (f"{loc} arroba yahoo punto com punto mx", "arroba/punto words"),
        (f"{loc} (at) icloud (dot) com", "(at)/(dot)"),
        (f"{loc} @ hotmail . com", "spaced @"),
    ]
    v, form = forms[i % len(forms)]
    t = rng.choice(
        [
            "Vendo bici rodada 26, interesados con {n}: {v}",
            "Mándenme sus fotos de la kermés a {v} (soy {n})",
            "Clases de regularización de mate, pregunta por {n}, correo {v}",
        ]
    )
    return S("email-obfuscated", "es", form, v, t.format(n=p.name, v=v), "snippet")


PHONE_FRAMES = [
    ("es", "Comunícate con {n} al {v}", "snippet"),
    ("es", "{n} {v}", "fila"),
    ("es", "Vendo refrigerador casi nuevo, mi cel {v}, pregunten por {g}", "snippet"),
    ("es", "Celular de {n}: {v}", "celular"),
    ("es", "Tel. particular: {v} ({n})", "telefono_particular"),
    ("es", "Informes con {n} al {v} por las tardes", "descripcion"),
    ("es", "Contacto de emergencia: {n}, {v}", "contacto_emergencia"),
    ("es", "Paciente {n}, cel. {v}, cita martes 10:30", "nota"),
    ("es", "Se perdió perrito café en la colonia, si lo ven llamen a {g} al {v}", "snippet"),
    ("es", "{n},{v},Zapopan,2024-03-01", "csv"),
    ("en", "Call {n} on the cell, {v}", "snippet"),
    ("pt", "Celular do {n}: {v}", "contato"),
]
PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "bare",
    "plus",
    "intlparen",
    "spaced",
]


def k_phone(rng, i):
    lang, t, key = PHONE_FRAMES[i % len(PHONE_FRAMES)]
    p = Person(rng, lang)
    a, rest = mobile(rng)
    style = PHONE_STYLES[(i // 2 + i) % len(PHONE_STYLES)]
    if style == "bare" and "{n}" not in t and "mi cel" not in t:
        style = "spaced"
    v = fmt_phone(a, rest, style)
    if i % 9 == 4:
        tel = f"tel:+52{a}{rest}"
        return S(
            "phone",
            "es",
            "tel: link",
            tel,
            f"Llamar a {p.name}: {tel}",
            "enlace",
            html=f'<p>Llámale a <a href="{tel}">{p.short}</a> después de las 6.</p>',
        )
    return S("phone", lang, f"{style}, {key}", v, t.format(n=p.name, g=p.given, v=v), key)


def k_whatsapp(rng, i):
    p = Person(rng)
    a, rest = mobile(rng)
    n = a + rest
    v = [
        f"https://wa.me/521{n}",
        f"https://api.whatsapp.com/send?phone=52{n}",
        f"wa.me/52{n}",
        f"https://wa.me/52{n}?text=Hola%20{strip_accents(p.given)}",
    ][i % 4]
    t = f"Mándale WhatsApp a {p.name}: {v}"
    if i % 2 == 0:
        return S(
            "whatsapp",
            "es",
            "wa link, anchor",
            v,
            t,
            "whatsapp",
            html=f'<p>Pedidos de tamales con {p.given}: <a href="{v}">WhatsApp</a></p>',
        )
    return S("whatsapp", "es", "wa link, text", v, t, "whatsapp")


def _curp_form(c, i):
    return [
        (c, "upper"),
        (c.lower(), "lower"),
        (f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}", "spaced"),
        (f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}", "hyphenated"),
        (c, "upper"),
    ][i % 5]


def k_curp(rng, i):
    p = Person(rng)
    v, form = _curp_form(curp(rng, p), i)
    t, key = [
        ("CURP del alumno: {v} — {n}, 2° grado", "alumno"),
        ("Recordatorio IMSS: {n}, CURP {v}, cita 14/06 09:00", "recordatorio"),
        ("{n};{v};Guanajuato", "fila"),
        ("Solicitante: {n} - CURP {v}", "solicitante"),
        ("[WARN] validar_curp fallo curp={v}", "log"),
        ("Applicant CURP {v} ({n})", "applicant"),
    ][i % 6]
    lang = "en" if key == "applicant" else "es"
    return S("curp", lang, f"{form}, {key}", v, t.format(n=p.name, v=v), key)


def k_rfc(rng, i):
    p = Person(rng)
    r = rfc_fisica(rng, p)
    v, form = [
        (r, "upper"),
        (f"{r[:4]}-{r[4:10]}-{r[10:]}", "hyphenated"),
        (r.lower(), "lower"),
        (f"{r[:4]} {r[4:10]} {r[10:]}", "spaced"),
    ][i % 4]
    t, key = [
        ("Favor de facturar a nombre de {n}, RFC {v}, uso CFDI G03", "solicitud_factura"),
        ("Recibo de arrendamiento — arrendador {n}, RFC {v}", "recibo"),
        ("Ticket 8812: el cliente {n} pide corregir su RFC a {v}", "ticket"),
        ("rfc_receptor={v} nombre_receptor={n}", "log"),
        ("Mi RFC es {v}, para la factura del curso", "mensaje"),
    ][i % 5]
    return S("rfc-persona-fisica", "es", f"{form}, {key}", v, t.format(n=p.name, v=v), key)


def k_nss(rng, i):
    p = Person(rng)
    n = nss(rng, p)
    v, form = [
        (n, "plain"),
        (f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", "hyphenated"),
        (f"{n[:4]} {n[4:8]} {n[8:]}", "spaced"),
    ][i % 3]
    t = [
        "Número de Seguridad Social (NSS): {v} — {n}",
        "Alta IMSS de {n}, NSS {v}, salario diario 412.50",
        "{n} | NSS {v} | UMF 20",
    ][i % 3]
    return S("nss", "es", form, v, t.format(n=p.name, v=v), "empleado")


def k_ine(rng, i):
    p = Person(rng)
    v = ine_clave(rng, p)
    t = [
        "Clave de elector: {v} ({n})",
        "Identificación: INE de {n}, clave {v}",
        "Copia de credencial para votar — clave de elector {v}",
    ][i % 3]
    return S(
        "ine-clave-elector",
        "es",
        ["label", "INE", "credencial"][i % 3],
        v,
        t.format(n=p.name, v=v),
        "identificacion",
    )


def k_clabe(rng, i):
    p = Person(rng)
    c = clabe(rng)
    v, form = [(c, "plain"), (f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}", "spaced")][i % 2]
    t = [
        "Depósitos de la tanda a nombre de {n}, CLABE {v}",
        "Reembolso para {n}: CLABE interbancaria {v}",
        "Pago de renta a {n}, CLABE {v}, concepto: depto 3",
    ][i % 3]
    return S("clabe", "es", form, v, t.format(n=p.name, v=v), "datos_pago")


def k_card(rng, i):
    p = Person(rng, "en" if i % 5 == 2 else "es")
    n = card(rng, ["visa", "mc", "mc2", "amex"][i % 4])
    v, form = [(n, "plain"), (group_card(n, " "), "spaced"), (group_card(n, "-"), "hyphenated")][
        i % 3
    ]
    t = [
        "Cobro rechazado: tarjeta {v} a nombre de {n}, vence 08/27",
        "payment failed card_number={v} holder='{n}'",
        "Mi tarjeta es {v}, ¿me pueden hacer el cargo? — {n}",
    ][i % 3]
    return S("card", "es" if i % 3 != 1 else "en", form, v, t.format(n=p.name, v=v), "pago")


def k_passport(rng, i):
    kinds = [
        (
            "es",
            lambda: passport_mx(rng),
            "Pasaporte mexicano de {n}: núm. {v}, vigente a 2031",
            "MX",
        ),
        ("es", lambda: passport_mx(rng), "{n} — pasaporte {v}", "MX"),
        ("en", lambda: digits(rng, 9), "Traveler {n}, passport no. {v} (USA)", "US"),
        (
            "es",
            lambda: rs(rng, 3, "ABCDEFGHJKLMNPRSTVXYZ") + digits(rng, 6),
            "Pasaporte español {v} de {n}",
            "ES",
        ),
        (
            "pt",
            lambda: rs(rng, 2, "ABCDEFGHJKLMNPRSTVXYZ") + digits(rng, 6),
            "Passaporte de {n}: {v}",
            "BR",
        ),
        (
            "en",
            lambda: rs(rng, 2, "ABCDEFGHJKLMNPRSTVWXYZ") + digits(rng, 6),
            "{n}, Canadian passport {v}",
            "CA",
        ),
    ]
    lang, mk, t, form = kinds[i % len(kinds)]
    p = Person(rng, lang)
    v = mk()
    return S("passport", lang, form, v, t.format(n=p.name, v=v), "viajero")


def k_birth(rng, i):
    lang = ["es", "es", "es", "en", "es", "pt", "es"][i % 7]
    p = Person(rng, lang)
    d, m, y = p.day, p.month, p.year
    if lang == "en":
        v, t = f"{MONTHS_EN[m - 1]} {d}, {y}", "{n} (born {v}) joins the team roster"
    elif lang == "pt":
        v, t = f"{d} de {MONTHS_PT[m - 1]} de {y}", "{n}, nascido em {v}"
    else:
        v, t = [
            (f"{d} de {MONTHS_ES[m - 1]} de {y}", "{n}, nacid{o} el {v}, alumn{o} de 5° semestre"),
            (f"{d:02d}/{m:02d}/{y}", "Fecha de nacimiento: {v} — paciente {n}"),
            (f"{y}-{m:02d}-{d:02d}", "nombre={n} fecha_nacimiento={v}"),
            (f"{d:02d}-{MONTHS_ES[m - 1][:3].upper()}-{y}", "{n} | F. NAC. {v} | Cat. juvenil"),
            (f"{d:02d}/{m:02d}/{y}", "Felicidades a {n}, que nació el {v}"),
        ][i % 5]
    return S(
        "birth-date",
        lang,
        "date",
        v,
        t.format(n=p.name, v=v, o="o" if p.sex == "H" else "a"),
        "registro",
    )


def k_home(rng, i):
    p = Person(rng)
    v = home_address(rng, p, i)
    t = [
        "Domicilio particular de {n}: {v}",
        "Entregar en casa de {n}: {v}",
        "Paciente {n}, domicilio {v}",
        "Se renta cuarto en mi casa, {v}, pregunten por {n}",
        "Dirección de {n} para la posada: {v}",
    ][i % 5]
    return S(
        "home-address",
        "es",
        ["calle", "#/int.", "núm./depto.", "No./Int./Mpio."][i % 4],
        v,
        t.format(n=p.name, v=v),
        "domicilio",
    )


def k_foreign(rng, i):
    opts = [
        ("dni", "es", lambda: dni_es(rng), "Titular {n}, DNI {v}", "ES DNI"),
        ("cuil", "es", lambda: cuil(rng), "{n} — CUIL {v}", "AR CUIL"),
        ("rut", "es", lambda: rut(rng), "Beneficiario {n}, RUT {v}", "CL RUT"),
        ("cpf", "pt", lambda: cpf(rng), "Cliente {n}, CPF {v}", "BR CPF"),
        ("ssn", "en", lambda: ssn(rng), "Employee {n}, SSN {v}", "US SSN"),
        ("cpf", "pt", lambda: cpf(rng, fmt=False), "cpf={v} nome={n}", "BR CPF digits"),
    ]
    kind, lang, mk, t, form = opts[i % len(opts)]
    p = Person(rng, "es" if lang == "es" else lang)
    v = mk()
    return S(kind, lang, form, v, t.format(n=p.name, v=v), "titular")


def k_account(rng, i):
    a = [
        "acct_" + rs(rng, 16),
        "cust-" + digits(rng, 6),
        "org-" + rs(rng, 24),
        "proj_" + rs(rng, 24),
        "user_" + rs(rng, 27),
        "ws_" + rs(rng, 12, HEX),
        "team_" + rs(rng, 20),
        "org_" + rs(rng, 16, HEX),
        "cus_" + rs(rng, 14),
    ][i % 9]
    shapes = [
        ("header", "x-account-id"),
        ("header", "x-customer-id"),
        ("header", "openai-organization"),
        ("header", "openai-project"),
        ("field", "user"),
        ("field", "workspace_id"),
        ("error", None),
        ("path", "organizations"),
        ("field", "customer"),
    ]
    shape, name = shapes[i % 9]
    if i % 4 == 3 and shape != "header":
        shape = "path"
    if shape == "header":
        return S(
            "account-id",
            "en",
            f"{a.split('_')[0].split('-')[0]}, header {name}",
            a,
            a,
            name,
            header=name,
        )
    if shape == "field":
        return S("account-id", "en", f"body field {name}", a, a, name, where="data")
    if shape == "error":
        t = rng.choice(
            [
                f"Rate limit reached for {a} on requests per min (RPM): Limit 60, Used 60",
                f"Límite de uso alcanzado para la cuenta {a}; intente más tarde",
                f"{a} is not a member of this workspace",
            ]
        )
        return S("account-id", "es" if "cuenta" in t else "en", "error message", a, t, "error")
    seg = {
        "acct": "accounts",
        "cust": "customers",
        "org": "organizations",
        "proj": "projects",
        "user": "users",
        "ws": "workspaces",
        "team": "teams",
        "cus": "customers",
    }[a.split("_")[0].split("-")[0]]
    u = f"https://api.example-search.io/v1/{seg}/{a}/usage?period=2024-05"
    return S("account-id", "en", "URL path", a, u, "url")


PLAN = [  # (maker, count)
    (k_email, 34),
    (k_email_obf, 14),
    (k_phone, 62),
    (k_whatsapp, 12),
    (k_curp, 26),
    (k_rfc, 20),
    (k_nss, 14),
    (k_ine, 12),
    (k_clabe, 14),
    (k_card, 16),
    (k_passport, 20),
    (k_birth, 22),
    (k_home, 24),
    (k_foreign, 24),
    (k_account, 54),
]
