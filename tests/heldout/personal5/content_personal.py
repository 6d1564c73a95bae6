"""Personal data and provider/account ids of corpus 5: the forms and their contexts.

Every template is ``fn(g) -> dict`` with ``kind``, ``lang``, ``form``, ``value`` (the datum,
plain text), ``text`` (a one-line context for a JSON/YAML string) and optionally ``html``
(a snippet where the datum appears once, HTML-escaped) and ``key`` (the JSON/YAML key).
Templates marked ``header`` give ``hname``/``hvalue`` for a recorded header instead.
"""

from __future__ import annotations

from html import escape
from typing import Any

from gen import Gen

D = dict[str, Any]


def lang(g: Gen, langs: str = "es es es es es en en pt") -> str:
    return g.choice(langs.split())


def _dob(g: Gen, p: Any, lg: str) -> str:
    style = g.r.randrange(4)
    if lg == "en":
        return [
            p.birth.strftime("%m/%d/%Y"),
            g.date_en(p.birth),
            p.birth.isoformat(),
            p.birth.strftime("%d %b %Y"),
        ][style]
    if lg == "pt":
        return [
            p.birth.strftime("%d/%m/%Y"),
            g.date_pt(p.birth),
            p.birth.strftime("%d.%m.%Y"),
            p.birth.isoformat(),
        ][style]
    return [
        p.birth.strftime("%d/%m/%Y"),
        g.date_es(p.birth),
        p.birth.strftime("%d-%m-%Y"),
        p.birth.isoformat(),
    ][style]


# ---------------------------------------------------------------------------- CURP


def curp(g: Gen) -> D:
    p = g.person()
    c = g.curp(p)
    lg = lang(g, "es es es es en pt")
    style = g.r.randrange(9)
    if style == 0:
        v = c.lower()
        form = "lower case"
    elif style == 1:
        v = f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}"
        form = "grouped with spaces"
    elif style == 2:
        v = f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}"
        form = "grouped with hyphens"
    elif style == 3:
        v = ".".join(c[i : i + 6] for i in range(0, 18, 6))
        form = "dotted"
    else:
        v = c
        form = "plain"
    ctx = {
        "es": [
            f"Solicitante: {p.name} — CURP {v}",
            f"mi curp es {v} por si la necesitan para el trámite",
            f"{p.sur1.upper()} {p.sur2.upper()} {p.given.upper()},{v},{p.birth.strftime('%d/%m/%Y')},{p.sex}",
            f"[2025-03-04 10:22:51] WARN validacion_curp fallo: valor={v} usuario={p.short}",
            f"Clave Única de Registro de Población del beneficiario: {v}",
            f"Hola, soy {p.short}; les paso mi C.U.R.P.: {v}. Gracias",
        ],
        "en": [
            f"Applicant {p.name}, Mexican national ID (CURP): {v}",
            f"form field curp='{v}' rejected: checksum mismatch for {p.short}",
        ],
        "pt": [f"Dados do titular {p.name}: CURP mexicano {v}"],
    }[lg]
    text = g.choice(ctx)
    html = g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<table><tr><td>{escape(p.name)}</td><td>{escape(v)}</td></tr></table>",
            f'<form><label>CURP</label><input name="curp" value="{escape(v)}"></form>'.replace(
                "<label>CURP</label>", "CURP"
            ),
            f"<dl><dt>CURP</dt><dd>{escape(v)}</dd><dt>Nombre</dt><dd>{escape(p.name)}</dd></dl>",
        ]
    )
    return {
        "kind": "curp",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["solicitante", "nota", "log", "row", "comentario", "datos"]),
    }


# ---------------------------------------------------------------------------- RFC


def rfc(g: Gen) -> D:
    p = g.person()
    r = g.rfc_pf(p)
    lg = lang(g, "es es es es en")
    style = g.r.randrange(6)
    v = {0: r.lower(), 1: f"{r[:4]}-{r[4:10]}-{r[10:]}", 2: f"{r[:4]} {r[4:10]} {r[10:]}"}.get(
        style, r
    )
    form = {0: "lower case", 1: "hyphens", 2: "spaces"}.get(style, "plain")
    ctx = {
        "es": [
            f"Factura a nombre de {p.name}, RFC: {v}, uso CFDI G03, régimen 612",
            f"Receptor|{p.name.upper()}|{v}|CP 38020|Régimen 605",
            f"mi rfc con homoclave es {v}, me pueden facturar el pedido?",
            f"Datos fiscales del trabajador {p.short} — R.F.C. {v}",
            f"Nómina quincenal | empleado: {p.short} | rfc={v} | neto $9,850.00",
        ],
        "en": [
            f"Invoice recipient {p.name} (tax ID / RFC {v})",
            f"tax_id: {v} for contractor {p.short}",
        ],
    }[lg]
    text = g.choice(ctx)
    html = g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<table><tr><th>RFC</th><td>{escape(v)}</td></tr><tr><th>Nombre</th><td>{escape(p.name)}</td></tr></table>",
            f"<li>{escape(text)}</li>",
        ]
    )
    return {
        "kind": "rfc-persona-fisica",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["factura", "receptor", "cfdi_nota", "payroll"]),
    }


# ---------------------------------------------------------------------------- NSS


def nss(g: Gen) -> D:
    p = g.person()
    n = g.nss(p)
    style = g.r.randrange(4)
    v = {0: f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}", 1: f"{n[:4]} {n[4:8]} {n[8:]}"}.get(
        style, n
    )
    form = {0: "hyphenated", 1: "spaces"}.get(style, "plain")
    lg = lang(g, "es es es en")
    text = g.choice(
        {
            "es": [
                f"Número de Seguridad Social (IMSS) de {p.name}: {v}",
                f"NSS {v} — alta patronal de {p.short}, salario base $412.50",
                f"mi número del seguro es {v}, ya me dieron de alta en el IMSS",
                f"{p.short};{v};IMSS;vigente",
            ],
            "en": [f"Employee {p.name}, IMSS social security number {v}"],
        }[lg]
    )
    return {
        "kind": "nss",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": g.choice([f"<p>{escape(text)}</p>", f'<div class="ficha">{escape(text)}</div>']),
        "key": g.choice(["imss", "empleado", "nota_rh", "csv_row"]),
    }


# ---------------------------------------------------------------------------- INE


def ine(g: Gen) -> D:
    p = g.person()
    c = g.ine_clave(p)
    lg = lang(g, "es es es en")
    style = g.r.randrange(4)
    v = {0: c.lower(), 1: f"{c[:6]} {c[6:14]} {c[14:]}"}.get(style, c)
    form = {0: "lower case", 1: "spaces"}.get(style, "plain")
    text = g.choice(
        {
            "es": [
                f"Clave de elector: {v} (credencial INE de {p.name})",
                f"Identificación oficial: INE, clave {v}, titular {p.short}",
                f"te mando la clave de elector de mi mamá {p.short}: {v}",
                f"INE|{p.name}|{v}|sección 1432",
            ],
            "en": [f"Voter ID (INE clave de elector) of {p.name}: {v}"],
        }[lg]
    )
    return {
        "kind": "ine-clave-elector",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": g.choice([f"<p>{escape(text)}</p>", f"<blockquote>{escape(text)}</blockquote>"]),
        "key": g.choice(["identificacion", "ine", "kyc_note"]),
    }


# ---------------------------------------------------------------------------- CLABE and cards


def clabe(g: Gen) -> D:
    p = g.person()
    c = g.clabe()
    style = g.r.randrange(4)
    v = {
        0: f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}",
        1: f"{c[:4]} {c[4:8]} {c[8:12]} {c[12:16]} {c[16:]}",
    }.get(style, c)
    form = {0: "bank-plaza-account-check spaces", 1: "groups of 4"}.get(style, "plain")
    lg = lang(g, "es es es es en")
    text = g.choice(
        {
            "es": [
                f"Depositar a {p.name}, CLABE interbancaria {v}",
                f"para el reembolso, mi clabe es {v} (Banorte, a nombre de {p.short})",
                f"beneficiario={p.short} clabe={v} monto=1850.00 concepto=devolucion",
                f"Transferencia SPEI a la cuenta CLABE {v} del proveedor persona física {p.name}",
            ],
            "en": [f"Please wire the refund to {p.name}, CLABE {v}"],
        }[lg]
    )
    return {
        "kind": "clabe",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": g.choice([f"<p>{escape(text)}</p>", f"<li>{escape(text)}</li>"]),
        "key": g.choice(["reembolso", "spei", "pago", "refund"]),
    }


def card(g: Gen) -> D:
    p = g.person(g.choice(["es", "es", "en"]))
    c = g.card()
    style = g.r.randrange(4)
    grouped = (
        f"{c[:4]} {c[4:10]} {c[10:]}"
        if len(c) == 15
        else " ".join(c[i : i + 4] for i in range(0, 16, 4))
    )
    v = {0: grouped, 1: grouped.replace(" ", "-")}.get(style, c)
    form = {0: "grouped spaces", 1: "grouped hyphens"}.get(style, "plain")
    lg = lang(g, "es es es en en pt")
    exp = f"{g.r.randint(1, 12):02d}/{g.r.randint(26, 31)}"
    text = g.choice(
        {
            "es": [
                f"Pago con tarjeta {v} vence {exp} titular {p.name.upper()}",
                f"cárguenlo a mi tarjeta {v}, exp {exp}, gracias",
                f"ERROR cobro rechazado card_number={v} cliente={p.short}",
            ],
            "en": [
                f"Card on file: {v} exp {exp} ({p.name})",
                f"charge failed for card {v} — cardholder {p.short}",
            ],
            "pt": [f"Cartão de crédito {v} validade {exp}, titular {p.name}"],
        }[lg]
    )
    return {
        "kind": "card",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": g.choice([f"<p>{escape(text)}</p>", f"<pre>{escape(text)}</pre>"]),
        "key": g.choice(["payment", "pago", "checkout_debug"]),
    }


# ---------------------------------------------------------------------------- passports


def passport(g: Gen) -> D:
    lg = lang(g, "es es es en en pt")
    country = g.choice(["MEX", "MEX", "MEX", "USA", "ESP", "BRA", "GBR", "COL"])
    p = g.person("en" if country in ("USA", "GBR") else "pt" if country == "BRA" else "es")
    v = g.passport(country)
    text = g.choice(
        {
            "es": [
                f"Pasaporte No. {v} a nombre de {p.name}",
                f"Viajero: {p.name} · pasaporte {v} · vuelo AM 0412",
                f"mi pasaporte es el {v}, vence en 2029",
                f"No. de pasaporte del huésped {p.short}: {v}",
            ],
            "en": [
                f"Passport number: {v} (holder {p.name})",
                f"guest {p.short} checked in with passport #{v}",
            ],
            "pt": [f"Passaporte nº {v} de {p.name}"],
        }[lg]
    )
    html = g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<table><tr><td>Pasaporte</td><td>{escape(v)}</td><td>{escape(p.name)}</td></tr></table>",
        ]
    )
    return {
        "kind": "passport",
        "lang": lg,
        "form": f"{country} number near a passport word",
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["huesped", "traveler", "reserva_nota", "documento"]),
    }


def passport_mrz(g: Gen) -> D:
    country = g.choice(["MEX", "USA", "ESP"])
    p = g.person("en" if country == "USA" else "es")
    num = g.passport(country)
    line2 = g.mrz_line2(num, country, p)
    v = line2
    text = f"OCR pasaporte de {p.short}: {line2}"
    return {
        "kind": "passport-mrz",
        "lang": "es",
        "form": "MRZ line 2 of a scanned passport",
        "value": v,
        "text": text,
        "html": f"<pre>{escape(text)}</pre>",
        "key": "ocr_result",
    }


# ---------------------------------------------------------------------------- birth dates


def birth_date(g: Gen) -> D:
    lg = lang(g)
    p = g.person(lg)
    v = _dob(g, p, lg)
    text = g.choice(
        {
            "es": [
                f"{p.name}, fecha de nacimiento: {v}",
                f"Nació el {v} en {g.choice(['Celaya', 'Toluca', 'Tepic', 'Zacatecas'])} — {p.short}",
                f"F. nac. {v} | {p.name}",
                f"mi cumpleaños es el {v}, soy {p.short}",
                f"{p.name} (n. {v})",
            ],
            "en": [
                f"{p.name}, date of birth {v}",
                f"DOB: {v} — patient {p.short}",
                f"{p.short} was born on {v}",
            ],
            "pt": [f"{p.name}, data de nascimento: {v}", f"Nascido em {v}: {p.short}"],
        }[lg]
    )
    return {
        "kind": "birth-date",
        "lang": lg,
        "form": "named person's birth date",
        "value": v,
        "text": text,
        "html": g.choice(
            [f"<p>{escape(text)}</p>", f"<li>{escape(text)}</li>", f"<div>{escape(text)}</div>"]
        ),
        "key": g.choice(["paciente", "perfil", "bio_nota", "member"]),
    }


# ---------------------------------------------------------------------------- home addresses


def home_address(g: Gen) -> D:
    p = g.person()
    street, col, cp, mun, est = g.home_address()
    style = g.r.randrange(5)
    interior = g.choice(
        ["", f" int. {g.r.randint(1, 12)}", f" Depto. {g.r.randint(101, 504)}", " Int. B"]
    )
    if style == 0:
        v = f"{street}{interior}, {col}, C.P. {cp}, {mun}, {est}"
    elif style == 1:
        v = f"{street.upper()}{interior.upper()} {col.upper()} CP {cp} {mun.upper()}"
    elif style == 2:
        v = f"{street}{interior}, {col}, {cp} {mun}"
    elif style == 3:
        v = f"{street}{interior} · {col} · Código Postal {cp} · {est}"
    else:
        v = f"{street}{interior}; {col}; Mpio. {mun}; Edo. {est}; CP {cp}"
    lg = lang(g, "es es es es en")
    text = g.choice(
        {
            "es": [
                f"Domicilio particular de {p.name}: {v}",
                f"Entregar a {p.short} en {v}",
                f"vivo en {v}, pueden mandar el paquete ahí",
                f"Dirección de casa (empleado {p.short}): {v}",
            ],
            "en": [f"Home address of {p.name}: {v}", f"ship to {p.short}, {v}"],
        }[lg]
    )
    html = g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<address>{escape(text)}</address>",
            f"<table><tr><td>{escape(p.name)}</td><td>{escape(v)}</td></tr></table>",
        ]
    )
    return {
        "kind": "home-address",
        "lang": lg,
        "form": f"Mexican address style {style}",
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["envio", "domicilio", "shipping", "nota_entrega"]),
    }


# ---------------------------------------------------------------------------- phones

PHONE_STYLES = [
    "plain10",
    "intl",
    "intl1",
    "intl_compact",
    "intl1_compact",
    "paren",
    "dots",
    "dashes",
    "spaces",
    "044",
    "045",
    "0052",
    "pairs",
    "intl_dash",
]


def phone(g: Gen) -> D:
    lg = lang(g)
    p = g.person(lg)
    area, local = g.mobile()
    style = g.choice(PHONE_STYLES)
    v = g.fmt_phone(area, local, style)
    text = g.choice(
        {
            "es": [
                f"Comunícate con {p.short} al {v}",
                f"{p.name} {v}",
                f"mi cel es {v}, mándame mensaje",
                f"Celular personal: {v} ({p.short})",
                f"Contacto de emergencia: {p.name}, tel. {v}",
                f"llámame al {v} después de las 6, soy {p.given.split()[0]}",
                f"Nombre: {p.short} | Móvil: {v} | Ciudad: Celaya",
            ],
            "en": [
                f"Call {p.short} on {v}",
                f"my cell is {v} — {p.given}",
                f"Emergency contact: {p.name}, mobile {v}",
            ],
            "pt": [f"Fale com {p.short} no celular {v}", f"meu telefone é {v}"],
        }[lg]
    )
    html = g.choice(
        [
            f"<p>{escape(text)}</p>",
            f"<li>{escape(text)}</li>",
            f"<table><tr><td>{escape(p.name)}</td><td>{escape(v)}</td></tr></table>",
        ]
    )
    return {
        "kind": "phone",
        "lang": lg,
        "form": f"{style} near name/first person/personal label",
        "value": v,
        "text": text,
        "html": html,
        "key": g.choice(["contacto", "whatsapp_nota", "chat", "mensaje", "ticket"]),
    }


def tel_link(g: Gen) -> D:
    lg = lang(g, "es es en pt")
    p = g.person(lg)
    area, local = g.mobile()
    style = g.choice(["intl_compact", "intl1_compact", "plain10", "intl_dash"])
    v = g.fmt_phone(area, local, style)
    label = {"es": f"Llamar a {p.short}", "en": f"Call {p.short}", "pt": f"Ligar para {p.short}"}[
        lg
    ]
    html = f'<p><a href="tel:{escape(v)}">{escape(label)}</a></p>'
    text = f"{label}: tel:{v}"
    return {
        "kind": "phone",
        "lang": lg,
        "form": f"tel: link {style}",
        "value": v,
        "text": text,
        "html": html,
        "key": "cta",
    }


def whatsapp(g: Gen) -> D:
    lg = lang(g, "es es es en pt")
    p = g.person(lg)
    area, local = g.mobile()
    style = g.r.randrange(3)
    if style == 0:
        v = f"https://wa.me/52{area}{local}"
    elif style == 1:
        v = f"https://api.whatsapp.com/send?phone=521{area}{local}"
    else:
        v = f"wa.me/+52{area}{local}"
    label = {
        "es": f"Escríbele a {p.short} por WhatsApp",
        "en": f"WhatsApp {p.short}",
        "pt": f"Chama {p.short} no WhatsApp",
    }[lg]
    if style == 1:
        html = f'<p><a href="{escape(v)}&amp;text=Hola">{escape(label)}</a></p>'
    else:
        html = f"<p>{escape(label)}: {escape(v)}</p>"
    return {
        "kind": "whatsapp",
        "lang": lg,
        "form": f"WhatsApp link style {style}",
        "value": v,
        "text": f"{label}: {v}",
        "html": html,
        "key": "whatsapp",
    }


# ---------------------------------------------------------------------------- e-mails


def email(g: Gen) -> D:
    lg = lang(g)
    p = g.person(lg)
    style = g.r.randrange(5)
    e = g.email(p, accents=style == 0)
    v = e.upper() if style == 1 else e
    form = {0: "internationalized local part", 1: "upper case"}.get(style, "plain")
    text = g.choice(
        {
            "es": [
                f"mi correo personal es {v}",
                f"{p.name} <{v}>",
                f"Responder a: {v} ({p.short})",
                f"De: {p.short} — {v} — Enviado desde mi iPhone",
                f"{p.short},{v},alta 2024-11-03",
            ],
            "en": [f"reach me at {v}", f"From: {p.name} <{v}>", f"personal email: {v}"],
            "pt": [f"meu e-mail pessoal é {v}", f"Contato: {p.name}, {v}"],
        }[lg]
    )
    return {
        "kind": "email",
        "lang": lg,
        "form": form,
        "value": v,
        "text": text,
        "html": g.choice([f"<p>{escape(text)}</p>", f"<li>{escape(text)}</li>"]),
        "key": g.choice(["remitente", "from", "contacto", "chat_export"]),
    }


def mailto(g: Gen) -> D:
    lg = lang(g, "es es en pt")
    p = g.person(lg)
    e = g.email(p, accents=g.r.random() < 0.3)
    v = e if g.r.random() < 0.7 else e.upper()
    subj = {"es": "Cotizaci%C3%B3n%20boda", "en": "Hello%20there", "pt": "Or%C3%A7amento"}[lg]
    q = g.choice([f"?subject={subj}", f"?subject={subj}&amp;cc=", f"?body=Hola&amp;subject={subj}"])
    label = {
        "es": f"Escríbele a {p.short}",
        "en": f"Email {p.short}",
        "pt": f"Escreva para {p.short}",
    }[lg]
    html = f'<p><a href="mailto:{escape(v)}{q}">{escape(label)}</a></p>'
    return {
        "kind": "email",
        "lang": lg,
        "form": "mailto link with a query",
        "value": v,
        "text": f"mailto:{v}{q.replace('&amp;', '&')}",
        "html": html,
        "key": "link",
    }


def email_obf(g: Gen) -> D:
    lg = lang(g, "es es es en pt")
    p = g.person(lg)
    e = g.email(p)
    local, dom = e.split("@")
    name, tld = dom.split(".", 1)
    style = g.r.randrange(6)
    v = [
        f"{local} [arroba] {name} [punto] {tld.replace('.', ' [punto] ')}",
        f"{local} (arroba) {name} (punto) {tld.replace('.', ' (punto) ')}",
        f"{local} at {name} dot {tld.replace('.', ' dot ')}",
        f"{local}[at]{name}[dot]{tld.replace('.', '[dot]')}",
        f"{local} @ {name} . {tld}",
        f"{local} arroba {name} punto {tld.replace('.', ' punto ')}",
    ][style]
    text = g.choice(
        {
            "es": [f"escríbanme a {v} (sin espacios) — {p.short}", f"Contacto {p.name}: {v}"],
            "en": [f"email me: {v} — {p.given}"],
            "pt": [f"meu email: {v} ({p.short})"],
        }[lg]
    )
    return {
        "kind": "email-obfuscated",
        "lang": lg,
        "form": f"obfuscation {style}",
        "value": v,
        "text": text,
        "html": f"<p>{escape(text)}</p>",
        "key": "contacto",
    }


# ---------------------------------------------------------------------------- Brazil/Portugal


def cpf(g: Gen) -> D:
    from stdnum.br import cpf as stdcpf

    p = g.person("pt")

    def make() -> str:
        base = g.digits(9)
        d1 = sum(int(c) * (10 - i) for i, c in enumerate(base)) * 10 % 11 % 10
        d2 = sum(int(c) * (11 - i) for i, c in enumerate(base + str(d1))) * 10 % 11 % 10
        n = base + str(d1) + str(d2)
        return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"

    v = g.fresh(make)
    stdcpf.validate(v)
    text = g.choice([f"CPF do titular {p.name}: {v}", f"meu CPF é {v}, pode emitir a nota?"])
    return {
        "kind": "cpf",
        "lang": "pt",
        "form": "Brazilian CPF of a person",
        "value": v,
        "text": text,
        "html": f"<p>{escape(text)}</p>",
        "key": "titular",
    }


# ---------------------------------------------------------------------------- account ids


def account_field(g: Gen) -> D:
    style = g.r.randrange(14)
    pairs = [
        ("account_id", f"acct_{g.b62(16)}"),
        ("customer", f"cust-{g.digits(6)}"),
        ("organization", f"org-{g.b62(24)}"),
        ("project", f"proj_{g.lowalnum(10)}"),
        ("user_id", f"user_{g.b62(27)}"),
        ("workspace_id", f"ws_{g.lowalnum(12)}"),
        ("team_id", f"team_{g.b62(14)}"),
        ("tenant", f"tnt-{g.hexs(12)}"),
        ("org_id", g.uuid()),
        ("billing_account", f"{g.upalnum(6)}-{g.upalnum(6)}-{g.upalnum(6)}"),
        ("customer_id", f"cus_{g.b62(14)}"),
        ("accountId", f"{g.digits(12)}"),
        ("owner", f"usr-{g.lowalnum(10)}"),
        ("subscription_id", f"sub_{g.b62(18)}"),
    ]
    k, v = pairs[style]
    lg = lang(g, "es es en en")
    text = g.choice(
        {
            "es": [
                f"cuenta del proveedor: {k}={v}",
                f"{k}: {v} (cuota agotada este mes)",
                f"el ticket menciona {k} {v}",
            ],
            "en": [f"{k}={v}", f"quota exceeded for {k} {v}", f"{k}: {v}"],
        }[lg]
    )
    return {
        "kind": "account-id",
        "family": "account-id",
        "lang": lg,
        "form": f"{k} in a body field",
        "value": v,
        "text": text,
        "html": f"<p>{escape(text)}</p>",
        "key": g.choice([k, "meta", "billing", "debug"]),
    }


def account_path(g: Gen) -> D:
    style = g.r.randrange(6)
    ident = [
        f"acct_{g.digits(5)}",
        f"org-{g.lowalnum(20)}",
        f"proj_{g.b62(12)}",
        f"ws_{g.hexs(10)}",
        f"cust_{g.digits(7)}",
        f"team-{g.lowalnum(8)}",
    ][style]
    host = g.choice(
        [
            "api.tavily.com",
            "api.firecrawl.dev",
            "api.exa.ai",
            "api.openai.com",
            "api.search.brave.com",
            "serpapi.com",
        ]
    )
    seg = ["accounts", "organizations", "projects", "workspaces", "customers", "teams"][style]
    url = f"https://{host}/v1/{seg}/{ident}/usage?month=2025-04"
    lg = lang(g, "es en en")
    text = {"es": f"GET {url} → 200", "en": f"fetching {url}"}[lg]
    return {
        "kind": "account-id",
        "family": "account-id",
        "lang": lg,
        "form": f"id in a URL path /{seg}/",
        "value": ident,
        "text": text,
        "html": f"<p>{escape(text)}</p>",
        "key": g.choice(["request_url", "uri_extra", "log"]),
    }


def account_header(g: Gen) -> D:
    style = g.r.randrange(8)
    hname, v = [
        ("x-account", f"cust-{g.digits(5)}"),
        ("openai-organization", f"org-{g.b62(24)}"),
        ("anthropic-organization-id", g.uuid()),
        ("x-tavily-project", f"proj_{g.lowalnum(10)}"),
        ("X-Workspace-Id", f"ws_{g.b62(16)}"),
        ("x-customer-id", f"{g.digits(9)}"),
        ("X-Team-Id", f"team_{g.lowalnum(12)}"),
        ("x-org-id", f"org_{g.b62(20)}"),
    ][style]
    return {
        "kind": "account-id",
        "family": "account-id",
        "lang": "en",
        "form": f"recorded header {hname}",
        "value": v,
        "header": True,
        "hname": hname,
        "hvalue": v,
        "text": f"{hname}: {v}",
        "html": f"<pre>{escape(hname)}: {escape(v)}</pre>",
        "key": hname,
    }


TEMPLATES: list[tuple[Any, int]] = [
    (curp, 28),
    (rfc, 22),
    (nss, 14),
    (ine, 14),
    (clabe, 16),
    (card, 16),
    (passport, 24),
    (passport_mrz, 4),
    (birth_date, 24),
    (home_address, 26),
    (phone, 50),
    (tel_link, 10),
    (whatsapp, 10),
    (email, 26),
    (mailto, 10),
    (email_obf, 14),
    (cpf, 4),
    (account_field, 22),
    (account_path, 12),
    (account_header, 14),
]
