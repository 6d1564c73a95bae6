"""Personal items of corpus 49 (family personal and account-id).

Each maker takes a ``random.Random`` and returns a draft: ``kind``, ``lang``, ``form``,
``text`` (the one-line context, used as a JSON/YAML string and, escaped, as HTML text),
``value`` (the datum as it stands in ``text``), ``key`` (the field name for JSON/YAML),
optionally ``html`` + ``html_value`` (own markup for pages), ``header`` (a recorded
header ``(name, value)``), ``bare`` (the JSON/YAML field holds only the value) and
``only`` (``"html"`` or ``"data"``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import values as V

Draft = dict[str, Any]


def d(
    kind: str, lang: str, form: str, text: str, value: str, key: str = "snippet", **kw: Any
) -> Draft:
    assert value in text or kw.get("header") or kw.get("bare"), (kind, text, value)
    return {
        "kind": kind,
        "lang": lang,
        "form": form,
        "text": text,
        "value": value,
        "key": key,
        **kw,
    }


def pick(rng: random.Random, *opts: Any) -> Any:
    return rng.choice(opts)


# ---------------------------------------------------------------- CURP


def curp_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    c = V.curp(rng, p)
    style = pick(rng, "upper", "upper", "upper", "lower", "spaced", "hyphen")
    v = {
        "upper": c,
        "lower": c.lower(),
        "spaced": f"{c[:4]} {c[4:10]} {c[10:16]} {c[16:]}",
        "hyphen": f"{c[:4]}-{c[4:10]}-{c[10:16]}-{c[16:]}",
    }[style]
    ctx = pick(
        rng,
        (f"Ficha de inscripción 2024-2025 — Alumno: {p.full}, CURP: {v}, grupo 3°B.", "snippet"),
        (
            f"Recordatorio IMSS: cita de medicina familiar para {p.name} (CURP {v}) el martes a las 9:40.",
            "content",
        ),
        (f"{p.full},{v},{p.year},{V.STATES[p.state][0]}", "csv_row"),
        (f"[chat] {p.given}: oye ya te pasé mi curp es {v} para lo del trámite", "text"),
        (f"Solicitante {p.full} — curp={v} — estatus: en revisión", "message"),
        (f"Nota de entrega: recibe {p.name}, identificación CURP {v}.", "description"),
        (f"Beneficiario: {p.full}. CURP del beneficiario: {v}. Parentesco: hijo(a).", "snippet"),
    )
    return d("curp", "es", f"curp {style} in {ctx[1]}", ctx[0], v, ctx[1])


def rfc_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    r = V.rfc_fisica(rng, p)
    style = pick(rng, "plain", "plain", "hyphen", "spaced", "lower")
    v = {
        "plain": r,
        "hyphen": f"{r[:4]}-{r[4:10]}-{r[10:]}",
        "spaced": f"{r[:4]} {r[4:10]} {r[10:]}",
        "lower": r.lower(),
    }[style]
    ctx = pick(
        rng,
        (f"Favor de facturar a nombre de {p.full}, RFC {v}, uso CFDI G03, régimen 612.", "snippet"),
        (
            f"Ticket #{rng.randint(10000, 99999)}: el cliente {p.name} pide corregir su RFC a {v}.",
            "message",
        ),
        (
            f"Recibo de arrendamiento — Arrendador: {p.full} — RFC: {v} — Importe: $8,500.00",
            "content",
        ),
        (f"Datos fiscales del contribuyente {p.name}: R.F.C. {v}", "description"),
        (f"mi rfc es {v} por si necesitan la factura, gracias ({p.given})", "text"),
    )
    return d("rfc-persona-fisica", "es", f"rfc {style} in {ctx[1]}", ctx[0], v, ctx[1])


def nss_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    n = V.nss(rng, p)
    style = pick(rng, "plain", "plain", "hyphen", "spaced")
    v = {
        "plain": n,
        "hyphen": f"{n[:2]}-{n[2:4]}-{n[4:6]}-{n[6:10]}-{n[10]}",
        "spaced": f"{n[:4]} {n[4:8]} {n[8:]}",
    }[style]
    ctx = pick(
        rng,
        (
            f"Alta ante el IMSS de {p.full}, NSS {v}, salario base de cotización $412.50 diarios.",
            "snippet",
        ),
        (f"Número de Seguridad Social de {p.name}: {v}", "content"),
        (f"Trabajador: {p.full} | NSS: {v} | Puesto: auxiliar de almacén", "description"),
        (
            f"Para la incapacidad necesito tu número de seguro social ({p.given} me dijo que es {v})",
            "text",
        ),
    )
    return d("nss", "es", f"nss {style} in {ctx[1]}", ctx[0], v, ctx[1])


def ine_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    c = V.clave_elector(rng, p)
    v = pick(rng, c, c, c.lower())
    ctx = pick(
        rng,
        (f"Credencial para votar de {p.full} — Clave de elector: {v}", "snippet"),
        (f"Copia de INE: {p.name}, clave de elector {v}, sección 2318.", "content"),
        (f"Identificación oficial (INE) del representante {p.full}: clave {v}", "description"),
    )
    return d("ine-clave-elector", "es", "clave de elector in " + ctx[1], ctx[0], v, ctx[1])


def clabe_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    c = V.clabe(rng)
    style = pick(rng, "plain", "plain", "spaced")
    v = c if style == "plain" else f"{c[:3]} {c[3:6]} {c[6:17]} {c[17]}"
    ctx = pick(
        rng,
        (f"Depósito de la renta a {p.full}, CLABE {v}, concepto: renta marzo.", "snippet"),
        (f"Reembolso a la cuenta personal de {p.name} — CLABE interbancaria: {v}", "content"),
        (f"pásame a mi cuenta porfa, clabe {v} a nombre de {p.full}", "text"),
        (
            f"Beneficiario: {p.full}; CLABE: {v}; Banco receptor: {rng.choice(['BBVA', 'Banorte', 'Santander', 'HSBC'])}",  # noqa: E501
            "description",
        ),
    )
    return d("clabe", "es", f"clabe {style} in {ctx[1]}", ctx[0], v, ctx[1])


def card_item(rng: random.Random) -> Draft:
    lang = pick(rng, "es", "es", "en", "pt")
    p = V.Person(rng, lang)
    num, brand = V.card(rng)
    style = pick(rng, "plain", "spaced", "hyphen")
    v = num if style == "plain" else V.group_card(num, " " if style == "spaced" else "-")
    ctx = {
        "es": pick(
            rng,
            (f"Cargo recurrente a la tarjeta {v} de {p.full}, vence 08/27.", "snippet"),
            (f"El cliente {p.name} dictó su tarjeta {v} por teléfono para el pago.", "message"),
        ),
        "en": pick(
            rng,
            (f"Payment failed for {p.name}: card {v} was declined (insufficient funds).", "error"),
            (f"Cardholder: {p.full}, card number {v}, exp 11/26", "description"),
        ),
        "pt": pick(
            rng,
            (f"Pagamento de {p.full} com cartão {v} aprovado.", "snippet"),
        ),
    }[lang]
    return d("card", lang, f"card {brand} {style} in {ctx[1]}", ctx[0], v, ctx[1])


def passport_item(rng: random.Random) -> Draft:
    lang = pick(rng, "es", "es", "es", "en", "pt")
    country = {"es": pick(rng, "mx", "mx", "es", "co"), "en": pick(rng, "us", "mx"), "pt": "br"}[
        lang
    ]
    p = V.Person(rng, lang)
    v = V.passport(rng, country)
    ctx = {
        "es": pick(
            rng,
            (f"Pasajero: {p.full} — Pasaporte: {v} — Vuelo AM 0412", "snippet"),
            (f"Para el check-in necesitamos el número de pasaporte de {p.name}: {v}.", "content"),
            (f"Huésped {p.full}, nacionalidad mexicana, pasaporte núm. {v}", "description"),
            (f"{p.name} renovó su pasaporte ({v}) en la SRE de Guadalajara.", "text"),
        ),
        "en": pick(
            rng,
            (
                f"Traveler {p.full}, passport no. {v}, nationality {'USA' if country == 'us' else 'Mexican'}.",
                "snippet",
            ),
            (f"Visa application for {p.name} - Passport Number: {v}", "description"),
        ),
        "pt": pick(
            rng,
            (f"Passageira {p.full}, passaporte nº {v}.", "snippet"),
            (f"Número do passaporte de {p.name}: {v}", "content"),
        ),
    }[lang]
    return d("passport", lang, f"passport {country} in {ctx[1]}", ctx[0], v, ctx[1])


def birth_item(rng: random.Random) -> Draft:
    lang = pick(rng, "es", "es", "es", "es", "en", "pt")
    p = V.Person(rng, lang)
    if lang == "es":
        style = pick(rng, "long", "slash", "iso", "mmm")
        v = V.birth_date(p, style)
        ctx = pick(
            rng,
            (f"{p.full}, fecha de nacimiento: {v}, tipo de sangre O+.", "snippet"),
            (f"Nació el {v} — {p.full}, delantera del equipo sub-17.", "content"),
            (f"Paciente: {p.name} | F. nac.: {v} | Alergias: ninguna", "description"),
            (f"Alumno {p.full} (nacido el {v}) inscrito en 1° de secundaria.", "text"),
        )
    elif lang == "en":
        style = pick(rng, "en", "iso", "slash")
        v = V.birth_date(p, style) if style != "slash" else f"{p.month:02d}/{p.day:02d}/{p.year}"
        ctx = pick(
            rng,
            (f"{p.full}, date of birth {v}, member since 2019.", "snippet"),
            (f"Patient {p.name} (DOB: {v}) checked in at 10:15.", "description"),
        )
    else:
        style = "pt"
        v = V.birth_date(p, style)
        ctx = pick(
            rng,
            (f"{p.full}, nascida em {v}, natural de Belo Horizonte.", "snippet"),
            (f"Data de nascimento de {p.name}: {v}", "content"),
        )
    return d("birth-date", lang, f"birth date {style} in {ctx[1]}", ctx[0], v, ctx[1])


def address_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    a = V.address(rng, p)
    ctx = pick(
        rng,
        (f"Domicilio particular de {p.full}: {a}.", "snippet"),
        (f"Entregar a {p.name} en {a} (tocar el timbre, casa azul).", "content"),
        (f"Destinatario: {p.full} — Dirección: {a} — Tel. en la guía", "description"),
        (f"Expediente del paciente {p.name}. Domicilio: {a}", "text"),
        (f"Se renta cuarto; informes con {p.name} en su casa: {a}", "snippet"),
        (f"La señora {p.full} vive en {a}, según consta en el acta.", "content"),
    )
    return d("home-address", "es", "home address in " + ctx[1], ctx[0], a, ctx[1])


PHONE_STYLES = [
    "intl",
    "intl1",
    "044",
    "045",
    "paren",
    "dots",
    "dash",
    "compact",
    "intlparen",
    "bare",
    "space",
    "pairs",
]


def phone_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    num = V.mx_mobile(rng, p)
    style = rng.choice(PHONE_STYLES)
    v = V.fmt_phone(num, style)
    if style == "bare":
        ctx = pick(
            rng,
            (f"Comunícate con {p.name} al {v}", "snippet"),
            (f"{p.full} {v}", "text"),
            (f"Informes: {p.name}, cel {v}", "content"),
            (f"mi cel es {v}, pregunten por {p.given}", "text"),
        )
        return d(
            "phone", "es", "bare 10-digit mobile next to a name in " + ctx[1], ctx[0], v, ctx[1]
        )
    r = rng.random()
    if r < 0.18:
        html = f'<p>Llámale a {p.name}: <a href="tel:+52{num}">{v}</a></p>'
        text = f"Llámale a {p.name}: tel:+52{num}"
        return d(
            "phone",
            "es",
            f"tel: link {style}",
            text,
            f"+52{num}",
            "contact",
            html=html,
            html_value=f"tel:+52{num}",
        )
    ctx = pick(
        rng,
        (f"Vendo refrigerador Mabe seminuevo, $3,200. Tratar con {p.name} al {v}.", "snippet"),
        (f"Celular personal de {p.full}: {v}", "content"),
        (f"Contacto de emergencia: {p.full} (madre), tel. {v}", "description"),
        (f"Si no me encuentras márcame a mi celular {v} — {p.given}", "text"),
        (f"{p.full} | Cel: {v} | Zapopan", "csv_row"),
        (f"Clases particulares de matemáticas con {p.name}, WhatsApp o llamada {v}", "snippet"),
    )
    return d("phone", "es", f"mobile {style} in {ctx[1]}", ctx[0], v, ctx[1])


def whatsapp_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    num = V.mx_mobile(rng, p)
    link = pick(
        rng,
        f"https://wa.me/52{num}",
        f"https://wa.me/521{num}?text=Hola%20{V.strip_accents(p.given)}",
        f"https://api.whatsapp.com/send?phone=52{num}",
    )
    ctx = pick(
        rng,
        f"Escríbele a {p.name} por WhatsApp: {link}",
        f"Pedidos de pasteles con {p.full}: {link}",
    )
    hv = link.replace("&", "&amp;")
    html = f'<p>{pick(rng, "Mándale mensaje a", "WhatsApp de")} {p.name}: <a href="{hv}">{pick(rng, "escríbeme", "WhatsApp")}</a></p>'  # noqa: E501
    return d("whatsapp", "es", "whatsapp link", ctx, link, "contact", html=html, html_value=hv)


def email_item(rng: random.Random) -> Draft:
    lang = pick(rng, "es", "es", "es", "en", "pt")
    p = V.Person(rng, lang)
    style = pick(rng, "plain", "plain", "accented", "upper", "mailto-query", "from-header")
    if lang != "es" and style == "accented":
        style = "plain"
    e = V.personal_email(rng, p, accented=(style == "accented"))
    if style == "accented" and e.isascii():
        e = "josé." + e if not p.female else "maría." + e
    if style == "upper":
        e = e.upper()
    if style == "mailto-query":
        href = f"mailto:{e}?subject=Cotizaci%C3%B3n&body=Hola%20{V.strip_accents(p.given)}"
        hv = href.replace("&", "&amp;")
        html = f'<p>Escríbele directo a {p.name}: <a href="{hv}">{p.given}</a></p>'
        return d(
            "email",
            lang,
            "mailto with a query",
            f"Escríbele directo a {p.name}: {href}",
            href,
            "contact",
            html=html,
            html_value=hv,
        )
    if style == "from-header":
        v = f"{p.full} <{e}>"
        return d("email", lang, "From: header line", f"From: {v}", e, "raw_header")
    ctx = {
        "es": pick(
            rng,
            (f"Mi correo personal es {e}, ahí me mandan el CV ({p.name}).", "snippet"),
            (f"Contacto: {p.full} — {e}", "content"),
            (f"Ganadora del sorteo: {p.full} ({e})", "description"),
            (f"cualquier duda a mi correo {e} saludos {p.given}", "text"),
        ),
        "en": pick(
            rng,
            (f"You can reach {p.name} at {e} for references.", "snippet"),
            (f"Applicant: {p.full}, email {e}", "description"),
        ),
        "pt": pick(
            rng,
            (f"Fale com {p.name} pelo e-mail {e}.", "snippet"),
            (f"Contato pessoal: {p.full} - {e}", "content"),
        ),
    }[lang]
    return d("email", lang, f"personal e-mail {style} in {ctx[1]}", ctx[0], e, ctx[1])


def email_obf_item(rng: random.Random) -> Draft:
    p = V.Person(rng)
    local = V.email_local(rng, p)
    dom, tld = pick(
        rng, ("gmail", "com"), ("hotmail", "com"), ("yahoo", "com.mx"), ("outlook", "com")
    )
    style = rng.randrange(5)
    tld_p = tld.replace(".", " punto ") if style in (0, 1) else tld
    v = [
        f"{local} [arroba] {dom} [punto] {tld_p.replace(' punto ', ' [punto] ')}",
        f"{local} (arroba) {dom} (punto) {tld_p.replace(' punto ', ' (punto) ')}",
        f"{local} at {dom} dot {tld.replace('.', ' dot ')}",
        f"{local}[at]{dom}[dot]{tld.replace('.', '[dot]')}",
        f"{local} arroba {dom} punto {tld.replace('.', ' punto ')}",
    ][style]
    ctx = pick(
        rng,
        f"Escríbanle a {p.name}: {v}",
        f"Correo de {p.full} (sin espacios): {v}",
        f"Para inscribirse mandar datos a {p.name} al correo {v}",
    )
    return d("email-obfuscated", "es", f"obfuscated e-mail style {style}", ctx, v, "snippet")


def foreign_item(rng: random.Random) -> Draft:
    which = rng.choice(["dni-es", "nie", "cuil", "dni-ar", "rut", "cpf", "ssn"])
    if which == "dni-es":
        p = V.Person(rng)
        v = V.dni_es(rng)
        return d(
            "foreign-id",
            "es",
            "Spanish DNI",
            f"Titular: {p.full}, DNI {v}, con domicilio en Valencia.",
            v,
            "snippet",
        )
    if which == "nie":
        p = V.Person(rng)
        n = rng.randint(1_000_000, 9_999_999)
        pre = rng.choice("XYZ")
        v = f"{pre}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(pre)) + f'{n:07d}') % 23]}"
        return d(
            "foreign-id",
            "es",
            "Spanish NIE",
            f"Trabajador extranjero {p.name}, NIE {v}",
            v,
            "description",
        )
    if which == "cuil":
        p = V.Person(rng)
        v, _ = V.cuil(rng)
        return d("foreign-id", "es", "Argentine CUIL", f"CUIL de {p.full}: {v}", v, "content")
    if which == "dni-ar":
        p = V.Person(rng)
        n = rng.randint(20_000_000, 45_000_000)
        v = f"{n:,}".replace(",", ".")
        return d(
            "foreign-id",
            "es",
            "Argentine DNI dotted",
            f"{p.full}, D.N.I. {v}, vecina de Rosario.",
            v,
            "snippet",
        )
    if which == "rut":
        p = V.Person(rng)
        v = V.rut(rng)
        return d(
            "foreign-id",
            "es",
            "Chilean RUT",
            f"Paciente {p.name}, RUT {v}, Isapre Colmena.",
            v,
            "description",
        )
    if which == "cpf":
        p = V.Person(rng, "pt")
        v = V.cpf(rng)
        return d(
            "foreign-id",
            "pt",
            "Brazilian CPF",
            f"Cliente {p.full}, CPF {v}, pedido aprovado.",
            v,
            "snippet",
        )
    p = V.Person(rng, "en")
    v = V.ssn(rng)
    return d(
        "foreign-id",
        "en",
        "US SSN",
        f"Employee {p.full}, SSN {v}, start date 2024-02-01.",
        v,
        "description",
    )


# ---------------------------------------------------------------- account ids


def account_item(rng: random.Random) -> Draft:
    r = V.rs
    form = rng.randrange(16)
    a = "account-id"
    if form == 0:
        v = "acct_" + r(rng, 16)
        return d(a, "en", "acct_ id as bare body field", v, v, "account_id", bare=True, only="data")
    if form == 1:
        v = "cust-" + str(rng.randint(10000, 999999))
        return d(
            a, "en", "cust- id in x-account header", v, v, header=("x-account", v), only="header"
        )
    if form == 2:
        v = "org-" + r(rng, 24)
        return d(
            a,
            "en",
            "org- id in OpenAI-Organization header",
            v,
            v,
            header=(pick(rng, "OpenAI-Organization", "openai-organization"), v),
            only="header",
        )
    if form == 3:
        v = "proj_" + r(rng, 24)
        return d(a, "en", "proj_ id in project field", v, v, "project", bare=True, only="data")
    if form == 4:
        v = "user_" + r(rng, 24)
        return d(a, "en", "user_ id in user field", v, v, "user", bare=True, only="data")
    if form == 5:
        v = "acct_" + r(rng, 14)
        t = f"GET https://api.searchprovider.io/v1/accounts/{v}/usage?period=2024-06 -> 200"
        return d(a, "en", "acct_ id in a URL path (log line)", t, v, "request_log")
    if form == 6:
        v = "org-" + r(rng, 24)
        t = f"Rate limit reached for requests in organization {v} on tokens per min (TPM): Limit 30000, Used 29871."
        return d(a, "en", "org- id in a rate-limit error message", t, v, "error")
    if form == 7:
        v = "ws_" + r(rng, 20)
        return d(
            a,
            "en",
            "workspace id in x-workspace-id header",
            v,
            v,
            header=("x-workspace-id", v),
            only="header",
        )
    if form == 8:
        v = "team_" + r(rng, 18)
        t = f"El equipo {v} superó su cuota mensual de créditos; actualiza tu plan."
        return d(a, "es", "team_ id in an error message", t, v, "message")
    if form == 9:
        v = "org_" + r(rng, 22)
        t = f"https://console.provider.dev/organizations/{v}/billing"
        return d(a, "en", "org_ id in an organisation URL path", t, v, "dashboard_url")
    if form == 10:
        v = "cus_" + r(rng, 14)
        return d(
            a,
            "en",
            "Stripe customer id in customer field",
            v,
            v,
            "customer",
            bare=True,
            only="data",
        )
    if form == 11:
        v = "acct_" + r(rng, 16)
        return d(
            a,
            "en",
            "acct_ id in x-account-id header",
            v,
            v,
            header=(pick(rng, "x-account-id", "X-Account-Id"), v),
            only="header",
        )
    if form == 12:
        v = "proj_" + r(rng, 24)
        return d(
            a,
            "en",
            "proj_ id in OpenAI-Project header",
            v,
            v,
            header=("OpenAI-Project", v),
            only="header",
        )
    if form == 13:
        v = V.uuid4(rng)
        return d(
            a,
            "en",
            "uuid org id in anthropic-organization-id header",
            v,
            v,
            header=("anthropic-organization-id", v),
            only="header",
        )
    if form == 14:
        v = "cust-" + str(rng.randint(10000, 999999))
        t = f"La cuenta de cliente {v} no tiene créditos suficientes para esta búsqueda (plan Free)."
        return d(a, "es", "cust- id in an error message (es)", t, v, "detail")
    v = "user_" + r(rng, 24)
    t = f"POST /v2/users/{v}/api-keys 403 Forbidden"
    return d(a, "en", "user_ id in a URL path (log line)", t, v, "log")


PLAN: list[tuple[Callable[[random.Random], Draft], int]] = [
    (curp_item, 30),
    (rfc_item, 24),
    (nss_item, 16),
    (ine_item, 14),
    (clabe_item, 14),
    (card_item, 16),
    (passport_item, 22),
    (birth_item, 24),
    (address_item, 26),
    (phone_item, 50),
    (whatsapp_item, 10),
    (email_item, 34),
    (email_obf_item, 14),
    (foreign_item, 24),
    (account_item, 52),
]
